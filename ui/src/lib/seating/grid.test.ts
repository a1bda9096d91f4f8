import { describe, expect, it } from 'vitest'
import { cellAt, fitZoom, gridFor, gridHeight, scrollToCell, visibleCells, ZOOMS } from './grid'

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
    expect(ZOOMS[fitZoom(1, 1920, 1000)]).toBe(ZOOMS.at(-1))
    const z10 = ZOOMS[fitZoom(10, 1920, 950)]
    const g = gridFor(10, 1920, z10)
    expect(gridHeight(g)).toBeLessThanOrEqual(950)
    // 1,000 tables never fit: the smallest step, and the page scrolls.
    expect(fitZoom(1000, 1920, 950)).toBe(0)
  })

  it('centres a table when jumping to it', () => {
    const g = gridFor(1000, 1920, 400) // 4 columns, rows 250+8 apart
    expect(scrollToCell(g, 0, 1920, 1000)).toEqual({ left: 0, top: 0 })
    expect(scrollToCell(g, 401, 1920, 1000).top).toBe(100 * 258 + 125 - 500)
  })
})
