// Where the seats go around an oval table. The dealer sits at the middle of the bottom
// side; seat 1 is on the dealer's left and the numbers run clockwise, as in a card room.
// Seats are spaced evenly along the oval's outline (not by angle, which would crowd them
// at the narrow ends), with one extra slot left free for the dealer.

export interface Point {
  x: number
  y: number
}

/** An axis-aligned ellipse in SVG coordinates (y grows downwards). */
export interface Ellipse {
  cx: number
  cy: number
  rx: number
  ry: number
}

/** The point at parameter `t` (radians); t = π/2 is the bottom middle, π the left end. */
export function ellipsePoint(e: Ellipse, t: number): Point {
  return { x: e.cx + e.rx * Math.cos(t), y: e.cy + e.ry * Math.sin(t) }
}

const STEPS = 720

/**
 * Parameters of `count` points spaced evenly by arc length, starting at the bottom middle
 * and going clockwise on screen (bottom → left → top → right).
 */
export function evenParameters(e: Ellipse, count: number): number[] {
  const lengths = [0]
  let prev = ellipsePoint(e, Math.PI / 2)
  for (let i = 1; i <= STEPS; i++) {
    const p = ellipsePoint(e, Math.PI / 2 + (2 * Math.PI * i) / STEPS)
    lengths.push(lengths[i - 1] + Math.hypot(p.x - prev.x, p.y - prev.y))
    prev = p
  }
  const total = lengths[STEPS]
  const out: number[] = []
  let j = 0
  for (let k = 0; k < count; k++) {
    const want = (total * k) / count
    while (j < STEPS && lengths[j + 1] < want) j++
    const span = lengths[j + 1] - lengths[j]
    const frac = span > 0 ? (want - lengths[j]) / span : 0
    out.push(Math.PI / 2 + (2 * Math.PI * (j + frac)) / STEPS)
  }
  return out
}

/** Seat positions for seats 1..`seats` (index 0 is seat 1) on `e`, the dealer at the bottom. */
export function seatPoints(e: Ellipse, seats: number): Point[] {
  if (seats < 1) return []
  // Slot 0 is the dealer's place; seats take slots 1..seats.
  return evenParameters(e, seats + 1)
    .slice(1)
    .map((t) => ellipsePoint(e, t))
}

/** The point `k` of the way from `p` to `q` (for markers between a seat and the felt). */
export function towards(p: Point, q: Point, k: number): Point {
  return { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k }
}

/** The size of one table drawing, in its own SVG units. */
export const TABLE = { width: 640, height: 400 }

/** Seat box widths by seat count: as wide as the names can get without boxes touching. */
const BOX_WIDTH: Record<number, number> = { 7: 146, 8: 136, 9: 122, 10: 106, 11: 92 }
const BOX_HEIGHT = 56

export interface TableShape {
  /** The felt. */
  felt: Ellipse
  /** The line the seat centres sit on. */
  ring: Ellipse
  /** The size of every seat box. */
  box: { w: number; h: number }
}

/**
 * The drawing of a table of `seats` seats: the fewer the seats, the wider the boxes (so
 * the names are bigger), the ring just inside the drawing and the felt inside the ring.
 */
export function tableShape(seats: number): TableShape {
  const w = seats <= 6 ? 168 : (BOX_WIDTH[seats] ?? 78)
  const h = BOX_HEIGHT
  const cx = TABLE.width / 2
  const cy = TABLE.height / 2
  const ring = { cx, cy, rx: cx - w / 2 - 2, ry: cy - h / 2 - 2 }
  const felt = { cx, cy, rx: Math.min(170, ring.rx - w / 2 - 14), ry: 84 }
  return { felt, ring, box: { w, h } }
}

/** Whether two seat boxes of size w×h centred on `a` and `b` overlap. */
export function boxesOverlap(a: Point, b: Point, w: number, h: number): boolean {
  return Math.abs(a.x - b.x) < w && Math.abs(a.y - b.y) < h
}
