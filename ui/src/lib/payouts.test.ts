import { describe, expect, it } from 'vitest'
import { scrollStart } from './payouts'

describe('the slow scroll of a long list', () => {
  const starts = (count: number, fit: number, steps: number) =>
    Array.from({ length: steps }, (_, s) => scrollStart(count, fit, s, 2))
  it('stands still when everything fits', () => {
    expect(starts(6, 10, 5)).toEqual([0, 0, 0, 0, 0])
    expect(starts(10, 10, 3)).toEqual([0, 0, 0])
  })
  it('rests at the top, moves a row a step, rests at the bottom, starts over', () => {
    // 8 rows, 5 fit: travel 3 rows; cycle of 2 + 3 + 2 steps.
    expect(starts(8, 5, 14)).toEqual([0, 0, 1, 2, 3, 3, 3, 0, 0, 1, 2, 3, 3, 3])
  })
  it('never shows past the last full window, even when nothing is measured yet', () => {
    for (let s = 0; s < 100; s++) {
      expect(scrollStart(30, 7, s)).toBeLessThanOrEqual(23)
      expect(scrollStart(30, 0, s)).toBeLessThanOrEqual(29)
    }
  })
})
