import { beforeAll, describe, expect, it } from 'vitest'
import type { ChipRaceResult, RaceSeatResult } from './api/types'
import {
  anteQuery,
  cardWords,
  chipName,
  emptyRow,
  raceRequest,
  raceSummary,
  readChips,
  resizeRows,
  seatOutcome,
  type RaceForm,
} from './chips'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

describe('numbers the TD types', () => {
  const cases: [string, number | null][] = [
    ['18000', 18000],
    ['18,000', 18000],
    [' 1 000 ', 1000],
    ['', null],
    ['abc', NaN],
    ['-5', NaN],
    ['1.5', NaN],
  ]
  it.each(cases)('%s reads as %s', (text, n) => expect(readChips(text)).toBe(n))
})

describe('the ante query', () => {
  const cases: [string, string, number | null, unknown][] = [
    ['8', '18,000', null, { query: { players: 8, stack: 18000 } }],
    ['4', '12000', 3, { query: { players: 4, stack: 12000, level: 3 } }],
    // A blank field is left out for the server to name; text is refused here by its box.
    ['', '12000', null, { query: { stack: 12000 } }],
    ['', 'lots', null, { error: "stack must be a whole number of chips, found 'lots'" }],
  ]
  it.each(cases)('%s players, stack %s, level %s', (players, stack, level, want) =>
    expect(anteQuery(players, stack, level)).toEqual(want),
  )
})

describe('the chip race form', () => {
  const form = (over: Partial<RaceForm> = {}): RaceForm => ({
    remove: '25',
    next: '100',
    rows: [
      { count: '7', nothingElse: false, cards: '2c 3d Kh' },
      { count: '', nothingElse: false, cards: '' },
      { count: '1', nothingElse: true, cards: 'As' },
    ],
    variant: 'race',
    deal: 'app',
    seed: '',
    ...over,
  })

  it('sends counts seat 1 first, blank as 0, and who has nothing else', () => {
    expect(raceRequest(form())).toEqual({
      request: { remove: 25, next: 100, counts: [7, 0, 1], others: [null, null, 0], cards: null, seed: null, variant: 'race' },
    })
  })

  it('sends the seed to deal the same cards again', () => {
    const r = raceRequest(form({ seed: '1234' }))
    expect('request' in r && r.request.seed).toBe(1234)
  })

  it('sends the cards seat by seat when the TD enters them, and no seed', () => {
    const r = raceRequest(form({ deal: 'entered', seed: '99' }))
    expect('request' in r && [r.request.cards, r.request.seed]).toEqual([[['2c', '3d', 'Kh'], [], ['As']], null])
  })

  it('leaves out others when nobody is short, and cards and seed when rounding', () => {
    const rows = form().rows.map((r) => ({ ...r, nothingElse: false }))
    const r = raceRequest(form({ rows, variant: 'round', deal: 'entered', seed: '5' }))
    expect('request' in r && [r.request.others, r.request.cards, r.request.seed]).toEqual([null, null, null])
  })

  const refused: [Partial<RaceForm>, string][] = [
    [{ remove: '' }, 'Give the chip being removed.'],
    [{ next: 'x' }, 'Give the chip it becomes.'],
    [{ rows: [{ count: 'seven', nothingElse: false, cards: '' }] }, 'Seat 1: "seven" is not a number of chips.'],
    [{ seed: 'abc' }, 'The seed "abc" is not a whole number.'],
  ]
  it.each(refused)('%o is refused: %s', (over, error) => expect(raceRequest(form(over))).toEqual({ error }))

  it('keeps what was typed when the table size changes', () => {
    const rows = [{ ...emptyRow(), count: '4' }]
    expect(resizeRows(rows, 3).map((r) => r.count)).toEqual(['4', '', ''])
    expect(resizeRows(resizeRows(rows, 3), 1)).toEqual(rows)
    expect(resizeRows(rows, 0)).toHaveLength(1)
    expect(resizeRows(rows, 40)).toHaveLength(12)
  })

  it('reads cards as the dealer calls them', () => {
    expect(cardWords(' As Kd,9c ,, ')).toEqual(['As', 'Kd', '9c'])
  })
})

describe('the race in words', () => {
  const seat = (over: Partial<RaceSeatResult>): RaceSeatResult => ({
    seat: 1,
    count: 0,
    exchanged: 0,
    leftover: 0,
    raced: 0,
    race_out_chip: false,
    received: 0,
    cards: [],
    ...over,
  })
  const cases: [Partial<RaceSeatResult>, string][] = [
    [{ count: 4, exchanged: 1, received: 1 }, '1 × 100'],
    [{ count: 7, exchanged: 1, leftover: 3, raced: 1, received: 2 }, '1 exchanged + 1 raced = 2 × 100'],
    [{ count: 1, leftover: 1, race_out_chip: true, received: 1 }, '1 so not raced out = 1 × 100'],
    [{ count: 2, leftover: 2 }, 'nothing'],
    [{}, '–'],
  ]
  it.each(cases)('%o reads %s', (over, text) => expect(seatOutcome(seat(over), 100)).toBe(text))

  it('sums the race up with the seed', () => {
    const r: ChipRaceResult = {
      remove: 25,
      next: 1000,
      variant: 'race',
      seed: 42,
      seats: [seat({ seat: 5, race_out_chip: true })],
      chips_raced: 2,
      value_before: 1975,
      value_after: 3000,
      rounding: -25,
    }
    expect(raceSummary(r)).toBe('2 × 1,000 raced · rounding −25 in chips · not raced out: seat 5 · dealt by the app, seed 42')
    expect(chipName({ value: 1000, color: 'yellow' })).toBe('1,000 (yellow)')
  })
})
