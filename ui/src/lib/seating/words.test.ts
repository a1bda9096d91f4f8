import { describe, expect, it } from 'vitest'
import type { FieldPlayer } from '../api/field'
import { ordinal, placeText, whereText } from './words'

const base: FieldPlayer = { id: 1, name: 'Ann Lee', number: null, entry: 1, re_entry_of: null, state: 'seated', seat: null, place: null, re_entered: false, busted_by: null }

describe('words about a player', () => {
  const ordinals: [number, string][] = [
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
    [111, '111th'],
  ]
  it.each(ordinals)('%i is %s', (n, s) => expect(ordinal(n)).toBe(s))

  const places: [Partial<FieldPlayer>, string][] = [
    [{ state: 'busted', place: { place: 45, shared_to: 45 } }, 'busted, 45th'],
    [{ state: 'busted', place: { place: 7, shared_to: 8 } }, 'busted, tied 7th–8th'],
    [{ state: 'busted' }, 'busted'],
    [{ state: 'finished', place: { place: 3, shared_to: 3 } }, 'finished, 3rd'],
    [{ state: 'alternate' }, 'alternate, waiting for a seat'],
    [{ state: 'registered' }, 'registered, not seated yet'],
    [{ state: 'unregistered' }, 'unregistered'],
    [{ state: 'seated', seat: { table: 12, seat: 3 } }, 'Table 12, seat 3'],
  ]
  it.each(places)('%o reads %s', (p, s) => expect(placeText({ ...base, ...p })).toBe(s))

  it('names a seat', () => expect(whereText({ table: 4, seat: 2 })).toBe('Table 4, seat 2'))
})
