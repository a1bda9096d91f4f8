import { describe, expect, it } from 'vitest'
import type { ClockView } from './api/types'
import { clockOffset, formatClock, formatDuration, hardStopMs, nextBreakMs, parseClock, remainingMs } from './time'

function clock(over: Partial<ClockView>): ClockView {
  return {
    status: 'running',
    now: 1_000_000,
    ends_at: 1_000_000 + 600_000,
    remaining_ms: 600_000,
    next_break_in_ms: 900_000,
    ...over,
  } as ClockView
}

describe('formatClock', () => {
  const cases: [number, string][] = [
    [0, '0:00'],
    [-5000, '0:00'],
    [1, '0:01'], // rounds up: 0:00 means the time is over
    [59_001, '1:00'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_909_000, '1:05:09'],
  ]
  it.each(cases)('%d ms is %s', (ms, text) => expect(formatClock(ms)).toBe(text))
})

describe('formatDuration', () => {
  const cases: [number, string][] = [
    [45_000, '45 s'],
    [60_000, '1 min'],
    [25 * 60_000, '25 min'],
    [60 * 60_000, '1 h'],
    [80 * 60_000, '1 h 20 min'],
  ]
  it.each(cases)('%d ms is %s', (ms, text) => expect(formatDuration(ms)).toBe(text))
})

describe('offset correction', () => {
  it('counts down from the anchor on a device whose clock is wrong', () => {
    // The device is 90 s behind the server: at receipt, local 910_000 = server 1_000_000.
    const c = clock({})
    const offset = clockOffset(c.now, 910_000)
    expect(offset).toBe(90_000)
    expect(remainingMs(c, offset, 910_000)).toBe(600_000)
    expect(remainingMs(c, offset, 940_000)).toBe(570_000)
    expect(remainingMs(c, offset, 910_000 + 700_000)).toBe(0)
  })
  it('shows the stored remainder when the clock is paused', () => {
    const c = clock({ status: 'paused', ends_at: null, remaining_ms: 123_000 })
    expect(remainingMs(c, 0, 5_000_000)).toBe(123_000)
  })
  it('counts down to the hard stop whether the clock runs or not', () => {
    const stop = { minutes: 180, at: 2_000_000, remaining_ms: 1_000_000, reached: false, text: '' }
    expect(hardStopMs(clock({ hard_stop: null }), 0, 1_030_000)).toBeNull()
    expect(hardStopMs(clock({ hard_stop: { ...stop, at: null } }), 0, 1_030_000)).toBeNull()
    expect(hardStopMs(clock({ hard_stop: stop }), 90_000, 910_000)).toBe(1_000_000)
    expect(hardStopMs(clock({ hard_stop: stop, status: 'paused' }), 0, 1_500_000)).toBe(500_000)
    expect(hardStopMs(clock({ hard_stop: stop }), 0, 2_500_000)).toBe(0)
  })
  it('keeps the time to the break counting while running only', () => {
    expect(nextBreakMs(clock({}), 0, 1_030_000)).toBe(870_000)
    expect(nextBreakMs(clock({ status: 'paused' }), 0, 1_030_000)).toBe(900_000)
    expect(nextBreakMs(clock({ next_break_in_ms: null }), 0, 1_030_000)).toBeNull()
  })
})

describe('parseClock', () => {
  const cases: [string, number | null][] = [
    ['20', 20 * 60_000],
    ['12:30', 750_000],
    ['1:05:00', 3_900_000],
    ['12:75', null],
    ['abc', null],
    ['', null],
  ]
  it.each(cases)('%s is %s ms', (text, ms) => expect(parseClock(text)).toBe(ms))
})
