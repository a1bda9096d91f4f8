import { describe, expect, it } from 'vitest'
import { covers, layoutOf, tableAt, WINDOW_MAX, windowFor, type Want } from './room'
import type { FieldTable, FieldView } from '../api/field'

describe('the window a chart fetches', () => {
  it('is the tables in view with as many again either side, within the limit', () => {
    const cases: [Want, { from: number; count: number }][] = [
      // in view, asked for
      [{ first: 0, end: 12, names: true }, { from: 0, count: 24 }], // nothing above the first
      [{ first: 40, end: 52, names: true }, { from: 28, count: 36 }],
      [{ first: 1000, end: 1100, names: false }, { from: 900, count: 300 }],
      [{ first: 100, end: 360, names: false }, { from: 30, count: 400 }], // cut to the limit
      [{ first: 100, end: 600, names: false }, { from: 100, count: 400 }], // more than one window shows
      [{ first: 5, end: 5, names: true }, { from: 4, count: 2 }], // nothing in view yet
    ]
    for (const [want, ask] of cases) {
      const got = windowFor(want)
      expect(got, JSON.stringify(want)).toEqual({ ...ask, names: want.names })
      expect(got.count).toBeLessThanOrEqual(WINDOW_MAX)
      expect(covers(got, want), JSON.stringify(want)).toBe(true)
    }
  })

  it('is fetched again only when the view leaves it or names are wanted', () => {
    const ask = windowFor({ first: 40, end: 52, names: true })
    const cases: [Want, boolean][] = [
      [{ first: 40, end: 52, names: true }, true],
      [{ first: 30, end: 42, names: false }, true], // names come anyway
      [{ first: 28, end: 64, names: true }, true],
      [{ first: 27, end: 39, names: true }, false], // one table above it
      [{ first: 60, end: 65, names: true }, false], // one table below it
    ]
    for (const [want, held] of cases) expect(covers(ask, want), JSON.stringify(want)).toBe(held)
    expect(covers({ ...ask, names: false }, { first: 40, end: 52, names: true })).toBe(false)
  })
})

describe('the room laid out from a window', () => {
  const table = (n: number): FieldTable => ({
    table: n,
    size: 9,
    players: 9,
    seats: [],
    button: null,
    small_blind: null,
    big_blind: null,
    breaking: false,
    hold_play: false,
  })
  const view = (tables: FieldTable[], window: FieldView['window']) => ({ tables, window }) as unknown as FieldView

  it('places each fetched table at its number, and knows the ones it has not', () => {
    const room = layoutOf(view([table(7), table(9)], { first: 2, numbers: [1, 4, 7, 9, 12], names: true }))
    expect(room.numbers).toEqual([1, 4, 7, 9, 12])
    expect([0, 1, 2, 3, 4].map((i) => tableAt(room, i)?.table ?? null)).toEqual([null, null, 7, 9, null])
  })

  it('reads a whole room as a window from its first table', () => {
    const room = layoutOf(view([table(1), table(2)], null))
    expect(room).toMatchObject({ numbers: [1, 2], first: 0 })
    expect(tableAt(room, 1)?.table).toBe(2)
  })

  it('never puts a table where the room has another (a window fetched before tables broke)', () => {
    const room = layoutOf(view([table(7), table(9)], { first: 2, numbers: [1, 4, 9, 12], names: true }))
    expect(tableAt(room, 2)).toBeNull()
  })
})
