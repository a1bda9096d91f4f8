import { describe, expect, it } from 'vitest'
import { languageMove, reportBody, rotationAt, screenId } from './screen'

describe('a screen', () => {
  it('keeps the id it made', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const id = screenId(storage)
    expect(id).toMatch(/^[0-9a-f]{16}$/)
    expect(screenId(storage)).toBe(id)
  })

  it('keeps one id per kiosk name, so two named screens in one browser are two screens', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const plain = screenId(storage)
    const lobby = screenId(storage, 'Lobby TV')
    const bar = screenId(storage, 'Bar TV')
    expect(new Set([plain, lobby, bar]).size).toBe(3)
    expect(screenId(storage, 'Lobby TV')).toBe(lobby)
    expect(screenId(storage)).toBe(plain)
  })

  it('reports in whole milliseconds, with its name only when it has one', () => {
    const b = reportBody({ event: 3, showing: 'clock', offsetMs: 12.6, rttMs: 3.4, sound: false, name: null }, 1000, 1920, 1080)
    expect(b).toEqual({ event: 3, showing: 'clock', offset_ms: 13, rtt_ms: 3, local_now: 1000, width: 1920, height: 1080, sound: false })
    expect(reportBody({ event: 3, showing: 'seating', offsetMs: 0, rttMs: 0, sound: true, name: 'Bar TV' }, 0, 1, 1).name).toBe('Bar TV')
  })

  it('rotates the clock, the seating chart and the payouts', () => {
    // (ms since the rotation started, what shows)
    const cases: [number, string][] = [
      [0, 'clock'],
      [29_999, 'clock'],
      [30_000, 'seating'],
      [49_999, 'seating'],
      [50_000, 'payouts'],
      [64_999, 'payouts'],
      [65_000, 'clock'],
    ]
    for (const [ms, layout] of cases) expect(rotationAt(ms)).toBe(layout)
  })
})

describe('a screen given a language by the TD', () => {
  it('moves to it, and back to its event\'s only from one the TD gave it', () => {
    const cases: [string, string | null, string | null, string | null][] = [
      // search, assigned, marked, where it goes
      ['', 'fr', null, '?lang=fr'],
      ['?screen=Bar', 'de', null, '?screen=Bar&lang=de'],
      ['?lang=fr', 'fr', 'fr', null],
      ['?lang=fr', 'es', 'fr', '?lang=es'],
      ['?lang=fr', null, 'fr', ''],
      ['?screen=Bar&lang=fr', null, 'fr', '?screen=Bar'],
      ['?lang=de', null, null, null],
      ['?lang=de', null, 'fr', null],
      ['', null, 'fr', null],
    ]
    for (const [search, assigned, marked, want] of cases)
      expect(languageMove(search, assigned, marked), `${search} ${assigned} ${marked}`).toBe(want)
  })
})
