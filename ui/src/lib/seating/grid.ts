// The room as a grid of table cells, and which cells are on screen. A room of 1,000
// tables is drawn by only ever rendering the rows in view (plus a margin), so scrolling
// and searching cost the same whatever the room's size.

/** Zoom steps: the width of one table cell in CSS pixels. */
export const ZOOMS = [120, 160, 220, 300, 400, 520, 680]

/** Below this cell width names are unreadable: tables are drawn without them. */
export const NAMES_FROM = 220

/** Height of a cell for a given width (the drawing is 640×400 plus a caption-free margin). */
export const cellHeight = (width: number) => Math.round((width * 400) / 640)

export interface Grid {
  cols: number
  rows: number
  cellW: number
  cellH: number
  gap: number
}

export function gridFor(count: number, viewWidth: number, cellW: number, gap = 8): Grid {
  const cols = Math.max(1, Math.floor((viewWidth + gap) / (cellW + gap)))
  return { cols, rows: Math.ceil(count / cols), cellW, cellH: cellHeight(cellW), gap }
}

/** Top-left corner of cell `index` inside the grid. */
export function cellAt(g: Grid, index: number): { x: number; y: number } {
  const row = Math.floor(index / g.cols)
  const col = index % g.cols
  return { x: col * (g.cellW + g.gap), y: row * (g.cellH + g.gap) }
}

/** Total height of the grid. */
export const gridHeight = (g: Grid) => Math.max(0, g.rows * (g.cellH + g.gap) - g.gap)

/**
 * Indices [first, end) of the cells to render for a viewport scrolled to `top` and
 * `height` high, with `margin` extra rows above and below so a quick scroll shows no gap.
 */
export function visibleCells(g: Grid, count: number, top: number, height: number, margin = 1): [number, number] {
  const pitch = g.cellH + g.gap
  const firstRow = Math.max(0, Math.floor(top / pitch) - margin)
  const lastRow = Math.min(g.rows - 1, Math.floor((top + height) / pitch) + margin)
  if (lastRow < firstRow) return [0, 0]
  return [firstRow * g.cols, Math.min(count, (lastRow + 1) * g.cols)]
}

/** The largest zoom step at which all `count` tables fit in the view; the smallest if none does. */
export function fitZoom(count: number, viewWidth: number, viewHeight: number, gap = 8): number {
  for (let z = ZOOMS.length - 1; z >= 0; z--) {
    const g = gridFor(count, viewWidth, ZOOMS[z], gap)
    if (gridHeight(g) <= viewHeight) return z
  }
  return 0
}

/** The scroll position that puts cell `index` in the middle of the view. */
export function scrollToCell(g: Grid, index: number, viewWidth: number, viewHeight: number): { left: number; top: number } {
  const c = cellAt(g, index)
  return {
    left: Math.max(0, c.x + g.cellW / 2 - viewWidth / 2),
    top: Math.max(0, c.y + g.cellH / 2 - viewHeight / 2),
  }
}
