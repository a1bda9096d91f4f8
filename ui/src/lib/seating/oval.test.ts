import { describe, expect, it } from 'vitest'
import { boxesOverlap, ellipsePoint, evenParameters, seatPoints, TABLE, tableShape, towards, type Ellipse, type Point } from './oval'

const ring = tableShape(9).ring
const inside = (e: Ellipse, p: Point) => ((p.x - e.cx) / e.rx) ** 2 + ((p.y - e.cy) / e.ry) ** 2

describe('seats around the oval', () => {
  const sizes = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

  it.each(sizes)('%i seats lie on the ring, inside the drawing, off the felt, without touching', (n) => {
    const { ring, felt, box } = tableShape(n)
    const pts = seatPoints(ring, n)
    expect(pts).toHaveLength(n)
    for (const p of pts) {
      expect(inside(ring, p)).toBeCloseTo(1, 6)
      for (const dx of [-1, 0, 1])
        for (const dy of [-1, 0, 1]) expect(inside(felt, { x: p.x + (dx * box.w) / 2, y: p.y + (dy * box.h) / 2 })).toBeGreaterThan(1)
      expect(p.x - box.w / 2).toBeGreaterThanOrEqual(0)
      expect(p.x + box.w / 2).toBeLessThanOrEqual(TABLE.width)
      expect(p.y - box.h / 2).toBeGreaterThanOrEqual(0)
      expect(p.y + box.h / 2).toBeLessThanOrEqual(TABLE.height)
    }
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) expect(boxesOverlap(pts[i], pts[j], box.w + 6, box.h + 6), `seats ${i + 1} and ${j + 1}`).toBe(false)
  })

  it('gives fewer seats wider boxes, for bigger names', () => {
    const widths = [6, 7, 8, 9, 10, 11, 12].map((n) => tableShape(n).box.w)
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeLessThan(widths[i - 1])
  })

  it.each(sizes)('%i seats: seat 1 is on the dealer’s left and the numbers run clockwise', (n) => {
    const pts = seatPoints(ring, n)
    // The dealer sits at the bottom middle; seat 1 is left of the dealer (and low, but for heads-up).
    expect(pts[0].x).toBeLessThan(ring.cx)
    if (n >= 3) expect(pts[0].y).toBeGreaterThanOrEqual(ring.cy - 1e-9)
    // The last seat is on the dealer's right, mirroring seat 1.
    expect(pts[n - 1].x).toBeCloseTo(2 * ring.cx - pts[0].x, 6)
    expect(pts[n - 1].y).toBeCloseTo(pts[0].y, 6)
    // Clockwise on screen (y down): the angle around the centre keeps growing.
    const angles = pts.map((p) => {
      const a = Math.atan2(p.y - ring.cy, p.x - ring.cx)
      return a < Math.PI / 2 ? a + 2 * Math.PI : a
    })
    for (let i = 1; i < n; i++) expect(angles[i]).toBeGreaterThan(angles[i - 1])
  })

  it('spaces seats evenly along the outline, not by angle', () => {
    const arc = (a: number, b: number) => {
      let len = 0
      for (let i = 0; i < 1000; i++) {
        const p = ellipsePoint(ring, a + ((b - a) * i) / 1000)
        const q = ellipsePoint(ring, a + ((b - a) * (i + 1)) / 1000)
        len += Math.hypot(q.x - p.x, q.y - p.y)
      }
      return len
    }
    const t = evenParameters(ring, 10)
    const ends = [...t, t[0] + 2 * Math.PI]
    const arcs = t.map((a, i) => arc(a, ends[i + 1]))
    expect(Math.max(...arcs) / Math.min(...arcs)).toBeLessThan(1.001)
    // Equal angles would not do: on this oval their arcs differ by more than a third.
    const byAngle = t.map((_, i) => arc((2 * Math.PI * i) / 10, (2 * Math.PI * (i + 1)) / 10))
    expect(Math.max(...byAngle) / Math.min(...byAngle)).toBeGreaterThan(1.3)
  })

  it('a six-handed table puts seats 3 and 4 across the top', () => {
    const pts = seatPoints(ring, 6)
    expect(pts[2].y).toBeCloseTo(pts[3].y, 6)
    expect(pts[2].y).toBeLessThan(ring.cy)
  })

  it('no seats for an empty table', () => expect(seatPoints(ring, 0)).toEqual([]))

  it('markers sit between a seat and the felt', () => {
    expect(towards({ x: 0, y: 0 }, { x: 10, y: 20 }, 0.25)).toEqual({ x: 2.5, y: 5 })
  })
})
