import { describe, expect, it } from 'vitest'
import { cellAt, fitWidth, gridFor, gridHeight, scrollToCell, visibleCells, ZOOM, zoomStep } from './grid'

describe('the room grid', () => {
  it('fits as many columns as the width allows', () => {
    const cases: [number, number, number][] = [
      // view width, cell width, columns
      [1920, 300, 6],
      [1900, 300, 6],
      [300, 300, 1],
      [200, 300, 1], // never fewer than one
      [1928, 400, 4],
    ]
    for (const [w, cell, cols] of cases) expect(gridFor(100, w, cell).cols, `${w}/${cell}`).toBe(cols)
  })

  it('places cells row by row', () => {
    const g = gridFor(10, 1000, 300) // 3 columns, cells 300×188, gap 8
    expect(g).toMatchObject({ cols: 3, rows: 4, cellH: 188 })
    expect(cellAt(g, 0)).toEqual({ x: 0, y: 0 })
    expect(cellAt(g, 4)).toEqual({ x: 308, y: 196 })
    expect(gridHeight(g)).toBe(4 * 196 - 8)
  })

  it('renders only the rows in view, with a margin', () => {
    const g = gridFor(1000, 1920, 120) // 15 columns, rows 75+8 = 83 px apart
    expect(g.cols).toBe(15)
    expect(visibleCells(g, 1000, 0, 1000, 1)).toEqual([0, 14 * 15])
    const [first, end] = visibleCells(g, 1000, 83 * 30, 1000, 1)
    expect(first).toBe(29 * 15)
    expect(end).toBe(44 * 15)
    // The last row is short and the range stops at the last table.
    expect(visibleCells(g, 1000, 83 * 60, 1000, 1)[1]).toBe(1000)
    expect(visibleCells(g, 0, 0, 1000)).toEqual([0, 0])
  })

  it('zooms to fit the room when it can', () => {
    const cases: [number, number, number, number][] = [
      // tables, view width, view height, cell width
      [1, 1920, 1000, 960], // one table: as big as zoom goes
      [10, 1920, 950, 474], // 4 columns of 3 rows: the width decides
      [10, 1500, 950, 370], // 3 columns of 4 rows: the height decides
      [40, 1920, 950, 242], // 7 columns of 6 rows
      [1000, 1920, 950, ZOOM.min], // never fits: the smallest cells, and the page scrolls
    ]
    for (const [n, w, h, cell] of cases) {
      expect(fitWidth(n, w, h), `${n} tables in ${w}×${h}`).toBe(cell)
      if (cell > ZOOM.min) {
        const g = gridFor(n, w, cell)
        expect(gridHeight(g)).toBeLessThanOrEqual(h)
        expect(g.cols * cell + (g.cols - 1) * g.gap).toBeLessThanOrEqual(w)
      }
    }
  })

  it('zooms in and out by steps, within limits', () => {
    expect(zoomStep(400, 1)).toBe(500)
    expect(zoomStep(500, -1)).toBe(400)
    expect(zoomStep(ZOOM.max, 1)).toBe(ZOOM.max)
    expect(zoomStep(ZOOM.min + 1, -1)).toBe(ZOOM.min)
  })

  it('centres a table when jumping to it', () => {
    const g = gridFor(1000, 1920, 400) // 4 columns, rows 250+8 apart
    expect(scrollToCell(g, 0, 1920, 1000)).toEqual({ left: 0, top: 0 })
    expect(scrollToCell(g, 401, 1920, 1000).top).toBe(100 * 258 + 125 - 500)
  })
})
