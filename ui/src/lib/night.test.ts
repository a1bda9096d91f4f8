import { beforeAll, describe, expect, it } from 'vitest'
import { countdown, hostTime, money, parseMoney, result, splitPlayers } from './night'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

describe('night money', () => {
  it.each([
    [25, '25¢'],
    [0, '0¢'],
    [100, '$1.00'],
    [4250, '$42.50'],
    [-350, '-$3.50'],
    [-5, '-$0.05'],
  ])('%i cents is %s', (c, text) => expect(money(c)).toBe(text))

  it('signs a result', () => {
    expect(result(2500)).toBe('+$25.00')
    expect(result(-500)).toBe('-$5.00')
    expect(result(0)).toBe('even')
  })

  it.each([
    ['20', 2000],
    ['$20.00', 2000],
    ['0.25', 25],
    ['.5', 50],
    ['25c', 25],
    ['10¢', 10],
    ['1.5', 150],
  ])('reads %s as %i cents', (t, c) => expect(parseMoney(t)).toBe(c))

  it.each(['', 'abc', '1.234', '-5', '.', '99999999999'])('refuses %j', (t) => expect(parseMoney(t)).toBeNull())
})

describe('night lists and times', () => {
  it('splits players by line or comma', () => {
    expect(splitPlayers('Tim, Kevin\nRob\n\n , Dave ')).toEqual(['Tim', 'Kevin', 'Rob', 'Dave'])
  })
  it('counts down', () => {
    expect(countdown(245_000)).toBe('4:05')
    expect(countdown(3_723_000)).toBe('1:02:03')
    expect(countdown(-5)).toBe('0:00')
    expect(countdown(400)).toBe('0:01')
  })
})

describe('the host clock', () => {
  it('prints an instant in the night offset', () => {
    const at = Date.UTC(2026, 10, 28, 7, 4) // 23:04 in California (UTC-8)
    expect(hostTime(at, -480)).toBe('23:04')
    expect(hostTime(at, 0)).toBe('07:04')
    expect(hostTime(at, 330)).toBe('12:34')
  })
})
