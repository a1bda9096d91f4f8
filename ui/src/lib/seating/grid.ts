// The room as a grid of table cells, and which cells are on screen. A room of 1,000
// tables is drawn by only ever rendering the rows in view (plus a margin), so scrolling
// and searching cost the same whatever the room's size.

/** Zoom is the width of one table cell in CSS pixels; each step is a quarter more or less. */
export const ZOOM = { min: 96, max: 960, step: 1.25 }

/** Below this cell width names are unreadable: tables are drawn as numbers and seat dots. */
export const NAMES_FROM = 260

/** A zoom step in or out from `width`, kept within the limits. */
export function zoomStep(width: number, direction: 1 | -1): number {
  const w = direction > 0 ? width * ZOOM.step : width / ZOOM.step
  return Math.round(Math.min(ZOOM.max, Math.max(ZOOM.min, w)))
}

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

/**
 * The widest cell at which all `count` tables fit in the view (trying every number of
 * columns), within the zoom limits: a room too big to fit gets the smallest cells and scrolls.
 */
export function fitWidth(count: number, viewWidth: number, viewHeight: number, gap = 8): number {
  let best = 0
  for (let cols = 1; cols <= Math.max(1, count); cols++) {
    const rows = Math.ceil(count / cols)
    const byWidth = (viewWidth + gap) / cols - gap
    const byHeight = (((viewHeight + gap) / rows - gap) * 640) / 400
    best = Math.max(best, Math.min(byWidth, byHeight))
    if (byWidth < ZOOM.min) break
  }
  return Math.floor(Math.min(ZOOM.max, Math.max(ZOOM.min, best)))
}

/** The scroll position that puts cell `index` in the middle of the view. */
export function scrollToCell(g: Grid, index: number, viewWidth: number, viewHeight: number): { left: number; top: number } {
  const c = cellAt(g, index)
  return {
    left: Math.max(0, c.x + g.cellW / 2 - viewWidth / 2),
    top: Math.max(0, c.y + g.cellH / 2 - viewHeight / 2),
  }
}
