// The structure editor's row and field moves, and its choices spelled as the server's
// enums spell them (read from the generated types, so a renamed choice fails here).
import { beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Finding } from './api/types'
import {
  CHOICES,
  duplicateRow,
  findingsAt,
  insertRow,
  levelNumbers,
  moneyText,
  moveRow,
  numberList,
  parseMoney,
  parsePercent,
  parseShares,
  parseAmounts,
  isAmounts,
  percentText,
  placeWords,
  removeRow,
  setField,
  toggleSection,
  wholeOrText,
  type Draft,
} from './draft'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

const types = readFileSync(new URL('./api/types.ts', import.meta.url), 'utf8')
function union(name: string): string[] {
  const m = new RegExp(`export type ${name} = ([^\\n]+)`).exec(types)
  if (!m) throw new Error(`${name} is not in types.ts`)
  return [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1])
}

const draft = (): Draft => ({
  name: 'X',
  levels: [{ stakes: '25/50' }, { stakes: '50/100' }, { break_minutes: 10 }, { stakes: '75/150' }],
})

describe('choices', () => {
  it.each([
    ['family', 'Family'],
    ['betting', 'Betting'],
    ['ante_kind', 'AnteKind'],
    ['after_last', 'AfterLast'],
    ['at_deadline', 'LammerDeadline'],
    ['preset', 'BigBlindAntePreset'],
    ['amount', 'AnteAmount'],
    ['posting_order', 'PostingOrder'],
    ['break_order', 'TableBreakOrder'],
    ['unknown_button', 'ButtonFallback'],
    ['pay', 'ShootoutPay'],
    ['chip_race', 'RaceVariant'],
  ] as [keyof typeof CHOICES, string][])('%s is spelled as %s', (key, type) =>
    expect([...CHOICES[key]].sort()).toEqual(union(type).sort()),
  )
})

describe('rows', () => {
  it('numbers levels and skips breaks', () => expect(levelNumbers(draft())).toEqual([1, 2, null, 3]))
  it('inserts, duplicates, moves and removes', () => {
    const d = draft()
    expect(insertRow(d, 1, { stakes: '30/60' })).toBe(1)
    expect(d.levels!.map((r) => r.stakes ?? 'break')).toEqual(['25/50', '30/60', '50/100', 'break', '75/150'])
    expect(duplicateRow(d, 4)).toBe(5)
    expect(d.levels![5]).toEqual({ stakes: '75/150' })
    d.levels![5].stakes = '100/200'
    expect(d.levels![4].stakes).toBe('75/150') // a copy, not the same row
    expect(moveRow(d, 3, 0)).toBe(0)
    expect(d.levels![0]).toEqual({ break_minutes: 10 })
    expect(moveRow(d, 0, 99)).toBe(5)
    removeRow(d, 5)
    expect(d.levels!.length).toBe(5)
    removeRow(d, 42)
    expect(d.levels!.length).toBe(5)
    expect(insertRow(d, 99, { break_minutes: 15 })).toBe(5)
  })
})

describe('fields', () => {
  it('sets and clears keys, dropping an emptied section', () => {
    const d = draft()
    setField(d, 'lammers', 'value', 5000)
    expect(d.lammers).toEqual({ value: 5000 })
    setField(d, 'lammers', 'value', '')
    expect(d.lammers).toBeUndefined()
    setField(d, '', 'number', 7)
    setField(d, '', 'number', null)
    expect('number' in d).toBe(false)
    toggleSection(d, 'special', true, { win_the_button: true })
    expect(d.special).toEqual({ win_the_button: true })
    toggleSection(d, 'special', false, {})
    expect(d.special).toBeUndefined()
  })
  it('reads money as cents without floats', () => {
    expect(parseMoney('200')).toBe(20000)
    expect(parseMoney('$1,500.5')).toBe(150050)
    expect(parseMoney('0.07')).toBe(7)
    expect(parseMoney('12.345')).toBeNull()
    expect(parseMoney('ten')).toBeNull()
    expect(moneyText(150050)).toBe('1500.50')
    expect(moneyText(20000)).toBe('200')
    expect(moneyText(5)).toBe('0.05')
  })
  it('keeps what is not a whole number as text for the checker to name', () => {
    expect(wholeOrText('1,000')).toBe(1000)
    expect(wholeOrText('lots')).toBe('lots')
    expect(wholeOrText('  ')).toBeUndefined()
    expect(numberList('25, 100 500')).toEqual([25, 100, 500])
    expect(numberList('')).toBeUndefined()
  })
})

describe('findings', () => {
  const f = (path: string): Finding => ({ path, severity: 'error', message: 'm', line: 1, column: 1 })
  it('finds a field and what is inside a row', () => {
    const all = [f('levels.3.stakes'), f('levels.3'), f('levels.30.ante'), f('name')]
    expect(findingsAt(all, 'levels.3').length).toBe(1)
    expect(findingsAt(all, 'levels.3', true).length).toBe(2)
  })
  it('names the place in words', () => {
    const d = draft()
    expect(placeWords('levels.3.stakes', d)).toBe('Level 3, stakes')
    expect(placeWords('levels.2', d)).toBe('Break (row 3)')
    expect(placeWords('lammers.redeem_by_end_of_level', d)).toBe('Lammers, redeem by end of level')
    expect(placeWords('chips.0.value', d)).toBe('Chip 1, value')
    expect(placeWords('starting_stack', d)).toBe('Starting stack')
    expect(placeWords('payouts.row.1', d)).toBe('Payouts, row 2')
    expect(placeWords('payouts.row.0.shares_bp', d)).toBe('Payouts, row 1, shares bp')
    expect(placeWords('payouts.curve.paid_percent', d)).toBe('Payouts, curve, paid percent')
  })
})

describe('payout shares as percentages', () => {
  it('reads and writes basis points', () => {
    const cases: [string, number | null][] = [
      ['30', 3000],
      ['12.5', 1250],
      ['3.33%', 333],
      [' 100 ', 10000],
      ['0.05', 5],
      ['', null],
      ['1.234', null],
      ['-5', null],
      ['thirty', null],
    ]
    for (const [text, bp] of cases) expect([text, parsePercent(text)]).toEqual([text, bp])
    for (const bp of [3000, 1250, 333, 10000, 5, 7]) expect(parsePercent(percentText(bp))).toBe(bp)
    expect(percentText(undefined)).toBe('')
  })
  it('reads a row of shares', () => {
    expect(parseShares('50, 30, 20')).toEqual([5000, 3000, 2000])
    expect(parseShares('36.5;24 17  12.5 10')).toEqual([3650, 2400, 1700, 1250, 1000])
    expect(parseShares('50, x')).toBeNull()
    expect(parseShares('  ')).toBeNull()
  })
  it('reads a row of fixed prizes when it is written in money', () => {
    expect(isAmounts('$90, $50, $20')).toBe(true)
    expect(isAmounts('70, 30')).toBe(false)
    expect(parseAmounts('$90, $50, $20')).toEqual([9000, 5000, 2000])
    expect(parseAmounts('$1,000, $500.50; $25')).toEqual([100000, 50050, 2500])
    expect(parseAmounts('$90, $0')).toBeNull()
    expect(parseAmounts('$90, lots')).toBeNull()
  })
})
