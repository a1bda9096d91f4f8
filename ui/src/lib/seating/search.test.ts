import { describe, expect, it } from 'vitest'
import type { FieldPlayer } from '../api/field'
import { fold, searchPlayers, shortName } from './search'

const player = (id: number, name: string, number: string | null = null, state: FieldPlayer['state'] = 'seated'): FieldPlayer => ({
  id,
  name,
  number,
  entry: 1,
  re_entry_of: null,
  state,
  seat: state === 'seated' ? { table: 1, seat: id } : null,
  place: null,
  re_entered: false,
  busted_by: null,
  chips: null,
  ticket: null,
  bounty: null,
  bounty_text: null,
  standing: state === 'seated' ? `Table 1, seat ${id}` : state,
  actions: [],
})

const room = [
  player(1, 'José Núñez', '1234'),
  player(2, 'Ann Lee'),
  player(3, 'Joseph Annan', '5678'),
  player(4, "Seán O'Connor"),
  player(5, 'Søren Müller'),
  player(6, 'Łukasz Straße'),
  player(7, 'Ann Lee', null, 'busted'),
  player(8, 'Zoë Smith', '12345'),
]

function check(query: string, ids: number[]) {
  expect(searchPlayers(room, query).map((p) => p.id)).toEqual(ids)
}

describe('fold', () => {
  const cases: [string, string][] = [
    ['José', 'jose'],
    ['NÚÑEZ', 'nunez'],
    ["Seán O'Connor", 'sean oconnor'],
    ['Søren', 'soren'],
    ['Łukasz Straße', 'lukasz strasse'],
    ['  Zoë-Smith ', 'zoe smith'],
  ]
  it.each(cases)('%s → %s', (text, folded) => expect(fold(text)).toBe(folded))
})

describe('search', () => {
  const cases: [string, number[]][] = [
    ['jose', [1, 3]], // José first (whole first word), then Joseph
    ['JOSÉ', [1, 3]],
    ['nunez', [1]],
    ['ann l', [2, 7]], // the seated Ann before the busted one
    ['ann', [2, 7, 3]], // first-name match before a last-name match
    ['oconnor', [4]],
    ["o'connor", [4]],
    ['soren muller', [5]],
    ['strasse', [6]],
    ['1234', [1, 8]], // the exact card number first, then a number that starts with it
    ['12345', [8]],
    ['ulle', [5]], // anywhere in the name, as a last resort
    ['', []],
    ['   ', []],
    ['nobody', []],
  ]
  it.each(cases)('%j finds %j', check)

  it('stops at the limit', () => {
    expect(searchPlayers(room, 'a', 2)).toHaveLength(2)
  })
})

describe('short names', () => {
  const cases: [string, string][] = [
    ['Ann Lee', 'Ann L.'],
    ['Cher', 'Cher'],
    ['Jonathan Van der Berg', 'Jonathan'], // "Jonathan B." is one too long: the first name alone
    ['Mei Van der Berg', 'Mei B.'],
    ['Maximiliano Hernández', 'Maximilia…'],
    ['  Mei   Tanaka ', 'Mei T.'],
    ['', ''],
  ]
  it.each(cases)('%j → %j', (name, short) => expect(shortName(name, 10)).toBe(short))
})
