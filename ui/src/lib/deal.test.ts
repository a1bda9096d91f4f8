import { beforeAll, describe, expect, it } from 'vitest'
import { dealCommand, dealRows, moneyText, notAgreed, parseChips, parseMoney, proposalRequest, total, type DealRow } from './deal'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

const rows = (over: Partial<DealRow>[] = []): DealRow[] =>
  [
    { player: 18, name: 'Ann', chips: '100,000', amount: '750.00', agreed: true },
    { player: 19, name: 'Bo', chips: '60000', amount: '550', agreed: true },
    { player: 20, name: 'Cy', chips: '40000', amount: '400.5', agreed: false },
  ].map((r, i) => ({ ...r, ...(over[i] ?? {}) }))

describe('parsing', () => {
  it.each([
    ['1234', 123400],
    ['1,234.5', 123450],
    ['0.05', 5],
    ['.5', 50],
    ['$12.34', 1234],
    ['12.345', null],
    ['', null],
    ['abc', null],
  ])('money %s', (text, minor) => expect(parseMoney(text)).toBe(minor))
  it.each([
    ['12,500', 12500],
    ['0', 0],
    ['1.5', null],
    ['', null],
  ])('chips %s', (text, chips) => expect(parseChips(text)).toBe(chips))
  it('writes minor units back without floats', () => {
    expect(moneyText(123450)).toBe('1234.50')
    expect(moneyText(5)).toBe('0.05')
  })
})

describe('deal form', () => {
  it('asks the server with the stacks in player order', () => {
    expect(proposalRequest('icm', rows(), '100')).toEqual({
      request: { method: 'icm', stacks: [100000, 60000, 40000], play_for: 10000 },
    })
    expect(proposalRequest('chop', rows([{}, { chips: '' }]), '')).toEqual({ error: 'chip count of Bo is missing' })
    expect(proposalRequest('custom', rows(), '')).toHaveProperty('error')
  })
  it('names who has not agreed and adds the amounts', () => {
    expect(notAgreed(rows())).toEqual(['Cy'])
    expect(total(rows())).toBe(170050)
    expect(total(rows([{ amount: 'x' }]))).toBeNull()
  })
  it('builds the command with only the players who agreed', () => {
    expect(dealCommand('chop', rows(), '')).toEqual({
      command: {
        type: 'deal',
        method: 'chop',
        players: [18, 19, 20],
        amounts: [75000, 55000, 40050],
        play_for: 0,
        agreed: [18, 19],
      },
    })
    expect(dealCommand('chop', rows([{}, {}, { amount: '1.234' }]), '')).toEqual({
      error: 'amount for Cy is not an amount',
    })
  })
})

describe('the deal form starts from the latest counts and the current deal', () => {
  const left = [
    { id: 1, name: 'Ann', chips: 120000 },
    { id: 2, name: 'Bo', chips: null },
  ]
  it('fills chips from the recorded counts', () => {
    const rows = dealRows(left, [], false)
    expect(rows.map((r) => [r.chips, r.amount, r.agreed])).toEqual([
      ['120,000', '', false],
      ['', '', false],
    ])
  })
  it('keeps what the TD typed, follows newer counts elsewhere', () => {
    const typed = dealRows(left, [], false).map((r) => (r.player === 2 ? { ...r, chips: '80000', agreed: true } : r))
    const newer = dealRows(
      [
        { id: 1, name: 'Ann', chips: 150000 },
        { id: 2, name: 'Bo', chips: 50000 },
      ],
      typed,
      false,
    )
    expect(newer.map((r) => [r.chips, r.agreed])).toEqual([
      ['150,000', false],
      ['80000', true],
    ])
  })
  it('starts over after a deal was recorded or undone', () => {
    const old = dealRows(left, [], false).map((r) => ({ ...r, chips: '1', amount: '500.00', agreed: true }))
    const again = dealRows(left, old, true)
    expect(again.map((r) => [r.chips, r.amount, r.agreed])).toEqual([
      ['120,000', '', false],
      ['', '', false],
    ])
  })
})
