import { describe, expect, it } from 'vitest'
import type { PayoutsView } from './api/types'
import { formatMoney } from './prize'
import { ordinal, payoutRows, scrollStart } from './payouts'

describe('money from minor units', () => {
  const cases: [number, string, string][] = [
    [1234000, 'EUR', '€12,340'],
    [1234050, 'EUR', '€12,340.50'],
    [5, '', '0.05'],
    [0, 'USD', '$0'],
    [410000, 'USD', '$4,100'],
    [150000, 'CHF', '1,500 CHF'],
    [99, 'gbp', '£0.99'],
    // 0.1 + 0.2 style float errors cannot creep in: the digits are cut, never divided.
    [30, 'USD', '$0.30'],
    [1001, 'USD', '$10.01'],
    // Integers up to 2^53 - 1 are exact in JS: the largest prize pool a JSON number holds.
    [9007199254740991, 'USD', '$90,071,992,547,409.91'],
    [-2550, 'USD', '-$25.50'],
  ]
  it.each(cases)('%d %s is %s', (minor, cur, text) => expect(formatMoney(minor, cur)).toBe(text))
})

describe('ordinals', () => {
  const cases: [number, string][] = [
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [101, '101st'], [111, '111th'], [1500, '1500th'],
  ]
  it.each(cases)('%d is %s', (n, text) => expect(ordinal(n)).toBe(text))
})

function view(amounts: number[], left: number, next: number | null, itm: boolean): PayoutsView {
  return {
    places: amounts.map((amount, i) => ({ place: i + 1, amount })),
    paid: amounts.length,
    players_left: left,
    next_place: next,
    bubble: left === amounts.length + 1,
    in_the_money: itm,
    currency: 'USD',
    locked: false,
    basis: 'test',
    warning: null,
  }
}

/** Rows as "label amount [next] [won]" for reading at a glance. */
const brief = (v: PayoutsView) =>
  payoutRows(v).map((r) => [r.label, r.amount, r.next && 'next', r.won && 'won'].filter(Boolean).join(' '))

describe('rows of the panel', () => {
  it('groups places that pay the same and marks the next one', () => {
    const v = view([5000, 3000, 1000, 1000, 1000, 500], 7, 6, false)
    expect(brief(v)).toEqual(['1st 5000', '2nd 3000', '3rd–5th 1000', '6th 500 next'])
  })
  it('marks places already won once in the money', () => {
    const v = view([5000, 3000, 1000, 1000, 1000, 500], 4, 4, true)
    expect(brief(v)).toEqual(['1st 5000', '2nd 3000', '3rd–5th 1000 next', '6th 500 won'])
  })
  it('does not group equal amounts that are not next to each other', () => {
    // Locked prizes are shown as locked, even when the TD made them uneven.
    const v = view([500, 500, 400, 500], 10, 4, false)
    expect(brief(v)).toEqual(['1st–2nd 500', '3rd 400', '4th 500 next'])
  })
  it('has no rows and nothing next before the first entry', () => {
    expect(brief(view([], 0, null, false))).toEqual([])
  })
})

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
