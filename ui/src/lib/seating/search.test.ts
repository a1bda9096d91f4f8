import { describe, expect, it } from 'vitest'
import { fold, shortName } from './search'

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
