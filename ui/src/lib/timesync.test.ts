import { describe, expect, it, vi } from 'vitest'
import { bestSync, keepSynced, msToNextFlip, shownOffset } from './timesync'
import { formatClock } from './time'

describe('the server clock, NTP-style', () => {
  it('trusts the fastest exchange and puts the server at its middle', () => {
    // The server is 500 ms ahead; the slow exchange's answer arrived late.
    const samples = [
      { sent: 1000, received: 1300, server: 1650 },
      { sent: 2000, received: 2010, server: 2505 },
      { sent: 3000, received: 3100, server: 3550 },
    ]
    expect(bestSync(samples)).toEqual({ offset: 500, rtt: 10 })
    expect(bestSync([])).toBeNull()
  })

  it('keeps sampling and reports the best offset so far', async () => {
    vi.useFakeTimers()
    let local = 0
    const server = () => Promise.resolve(local + 250)
    const seen: number[] = []
    const stop = keepSynced(server, (s) => seen.push(s.offset), 30_000, () => local++)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.length).toBe(5)
    // Each exchange takes 1 local ms and the server answers at its very end: the estimate
    // is off by half the round trip, no more.
    expect(seen.at(-1)).toBeCloseTo(250.5)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(seen.length).toBe(6)
    stop()
    vi.useRealTimers()
  })
})

describe('the offset a display shows', () => {
  it('is the lowest the measurement allows, so no flip comes early', () => {
    // Sent at 1,000, back at 1,010, the server said 5,005: it read its clock between
    // local 1,000 and 1,010, so it is between 3,995 and 4,005 ahead (and up to a
    // millisecond more, as it sends whole ones).
    const s = bestSync([{ sent: 1000, received: 1010, server: 5005 }])!
    expect(s.offset).toBe(4000)
    expect(shownOffset(s)).toBe(3995)
    expect(shownOffset({ offset: 12.6, rtt: 3 })).toBe(11)
    expect(shownOffset({ offset: -7.5, rtt: 0 })).toBe(-8)
  })
})

describe('the next flip of a countdown', () => {
  // (ms left now, ms until the text changes)
  const cases: [number, number][] = [
    [60_000, 1000],
    [59_999, 999],
    [59_001, 1],
    [59_000, 1000],
    [1, 1],
    [0, 1000],
    [-5, 1000],
  ]
  it.each(cases)('%i ms left flips in %i ms', (left, flip) => expect(msToNextFlip(left)).toBe(flip))

  it('lands exactly where the shown second changes', () => {
    for (const left of [61_234, 60_000, 59_500, 1_999, 1_000, 17]) {
      const d = msToNextFlip(left)
      expect(formatClock(left - d)).not.toBe(formatClock(left))
      expect(formatClock(left - d + 1)).toBe(formatClock(left))
    }
  })
})
