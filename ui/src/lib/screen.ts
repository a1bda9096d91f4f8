// A display's identity and its reports to the server: each screen keeps an id
// of its own in the browser, says every few seconds what it shows and how its clock and
// sound are, and takes back the name and layout the TD gave it.

import { api } from './api/client'
import type { ScreenAssignment, ScreenLayout, ScreenReport } from './api/types'

const KEY = 'felt-screen-id'

/** This browser's screen id, made once and kept. A kiosk link's name (`?screen=NAME`)
 *  keeps an id of its own, so two named screens opened in one browser (two monitors of
 *  one computer) are two screens, and each is the same screen again after a restart. */
export function screenId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage, name: string | null = null): string {
  const key = name ? `${KEY}:${name}` : KEY
  let id = storage.getItem(key)
  if (!id || !/^[A-Za-z0-9_-]{4,64}$/.test(id)) {
    const bytes = new Uint8Array(8)
    crypto.getRandomValues(bytes)
    id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
    storage.setItem(key, id)
  }
  return id
}

/** What the screen knows about itself when it reports. */
export interface ScreenState {
  event: number
  showing: ScreenLayout
  offsetMs: number
  rttMs: number
  sound: boolean
  name: string | null
}

export function reportBody(s: ScreenState, now: number, width: number, height: number): ScreenReport {
  return {
    event: s.event,
    showing: s.showing,
    offset_ms: Math.round(s.offsetMs),
    rtt_ms: Math.round(s.rttMs),
    local_now: now,
    width,
    height,
    sound: s.sound,
    ...(s.name ? { name: s.name } : {}),
  }
}

/** Reports every `everyMs` (and at once); `onAssign` gets the TD's assignment. */
export function keepReporting(
  id: string,
  state: () => ScreenState,
  onAssign: (a: ScreenAssignment) => void,
  everyMs = 5000,
): () => void {
  let stopped = false
  const once = async () => {
    try {
      const body = reportBody(state(), Date.now(), window.innerWidth, window.innerHeight)
      const assigned = await api.reportScreen(id, body)
      if (!stopped) onAssign(assigned)
    } catch {
      // Offline: the display keeps showing what it shows, and reports again soon.
    }
  }
  void once()
  const timer = setInterval(() => void once(), everyMs)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}

/** The rotation's order and how long each part stays, in ms. */
export const ROTATION: [ScreenLayout, number][] = [
  ['clock', 30_000],
  ['seating', 20_000],
  ['payouts', 15_000],
]

/** Which part of the rotation shows `ms` after it started. */
export function rotationAt(ms: number): ScreenLayout {
  const total = ROTATION.reduce((a, [, d]) => a + d, 0)
  let t = ((ms % total) + total) % total
  for (const [layout, d] of ROTATION) {
    if (t < d) return layout
    t -= d
  }
  return 'clock'
}

/** Where a screen goes when the TD gives it a language: its address with `?lang=` set
 *  to `assigned`, or without the `?lang=` an earlier assignment put there (`marked`) when
 *  the TD gives it back to its event's language; null when it already speaks the one
 *  asked for. A `?lang=` someone typed in the address stays until the TD names another. */
export function languageMove(search: string, assigned: string | null, marked: string | null): string | null {
  const params = new URLSearchParams(search)
  const now = params.get('lang')
  if (assigned) {
    if (now === assigned) return null
    params.set('lang', assigned)
  } else {
    if (!marked || now !== marked) return null
    params.delete('lang')
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}
