// The few numbers the UI writes itself (chip counts a calculator returns, sums of amounts
// typed into a form, the countdown between server messages); stakes are the server's own
// must read exactly as the server writes them: these are the server's own cases.
import { beforeAll, describe, expect, it } from 'vitest'
import shared from '../../../tests/fixtures/words.json'
import { formatMoney, moneyQuestion, moneyUnit } from './prize'
import { count, formatChips, formatClock, formatDuration } from './time'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

describe('numbers in words, as the server writes them', () => {
  it.each(shared.chips as [number, string][])('%d chips read %s', (n, text) => expect(formatChips(n)).toBe(text))
  it.each(shared.money as [number, string, string][])('%d %s reads %s', (minor, currency, text) =>
    expect(formatMoney(minor, currency)).toBe(text),
  )
  it.each(shared.clock as [number, string][])('%d ms on the clock reads %s', (ms, text) => expect(formatClock(ms)).toBe(text))
  it.each(shared.minutes as [number, string][])('%d ms reads %s', (ms, text) => expect(formatDuration(ms)).toBe(text))
  it('counts with the noun in the singular for one', () => {
    expect(count(1, 'level', 'levels')).toBe('1 level')
    expect(count(0, 'seat', 'seats')).toBe('0 seats')
    expect(count(1112, 'table', 'tables')).toBe('1,112 tables')
  })
  it('has cases of every kind', () => {
    expect(shared.money.length + shared.chips.length).toBeGreaterThan(10)
  })
})

describe('money beyond the shared cases', () => {
  // 0.1 + 0.2 style float errors cannot creep in: the digits are cut, never divided.
  const cases: [number, string, string][] = [
    [30, 'USD', '$0.30'],
    [1001, 'USD', '$10.01'],
    // Integers up to 2^53 - 1 are exact in JS: the largest amount a JSON number holds.
    [9007199254740991, 'USD', '$90,071,992,547,409.91'],
    [-2550, 'USD', '-$25.50'],
  ]
  it.each(cases)('%d %s is %s', (minor, cur, text) => expect(formatMoney(minor, cur)).toBe(text))
})

describe('money boxes say their unit and question a hundredfold amount', () => {
  it('names the unit', () => {
    expect(moneyUnit('USD')).toBe('dollars (USD)')
    expect(moneyUnit('eur')).toBe('euros (EUR)')
    expect(moneyUnit('SEK')).toBe('whole units (SEK)')
  })
  it('asks about the file’s cents typed as dollars', () => {
    expect(moneyQuestion(1_000_000, 'USD')).toBe(
      'Is $10,000 right? This box takes dollars (USD), not cents: $100 is 10,000 typed as cents.',
    )
    expect(moneyQuestion(20_000, 'USD')).toBe(null)
    expect(moneyQuestion(1_000_050, 'USD')).toBe(null)
  })
})

