// Clock arithmetic for displays: formatting durations and keeping time between server
// messages. Pure functions, so the unit tests can drive them with made-up instants (chip
// counts alone are grouped in the page's language).

import type { ClockView } from './api/types'
import { grouped } from './i18n.svelte'

/** "1:05:09", "12:34", "0:07"; negative durations count as zero. */
export function formatClock(ms: number): string {
  // Round up: a display showing 0:00 means the time is really over.
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const ss = String(s).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

/** "1 h 20 min", "25 min", "45 s": for "break in" and durations of coming levels. */
export function formatDuration(ms: number): string {
  const totalMin = Math.ceil(Math.max(0, ms) / 60000)
  if (ms < 60000) return `${Math.max(0, Math.ceil(ms / 1000))} s`
  const h = Math.floor(totalMin / 60)
  const m = totalMin % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}

/** How far the server's clock is ahead of this device's, measured when a view arrives. */
export function clockOffset(serverNow: number, localNow: number): number {
  return serverNow - localNow
}

/**
 * Time left in the current period at local instant `localNow`: counted down from the
 * anchor while running (so a slow or late message never makes the display drift),
 * the stored remainder otherwise.
 */
export function remainingMs(clock: ClockView, offset: number, localNow: number): number {
  if (clock.status === 'running' && clock.ends_at != null) {
    return Math.max(0, clock.ends_at - (localNow + offset))
  }
  return clock.remaining_ms
}

/**
 * Time left until the hard stop at local instant `localNow`, counted down from the stop's
 * instant (a pause does not move it); null when the event has none or has not started.
 */
export function hardStopMs(clock: ClockView, offset: number, localNow: number): number | null {
  const at = clock.hard_stop?.at
  if (at === null || at === undefined) return null
  if (clock.status === 'finished') return clock.hard_stop?.remaining_ms ?? 0
  return Math.max(0, at - (localNow + offset))
}

/** How much time has passed on this device since the view was computed (server time). */
export function elapsedSince(clock: ClockView, offset: number, localNow: number): number {
  return Math.max(0, localNow + offset - clock.now)
}

/** Time to the next break, kept counting while the clock runs. */
export function nextBreakMs(clock: ClockView, offset: number, localNow: number): number | null {
  if (clock.next_break_in_ms == null) return null
  if (clock.status !== 'running') return clock.next_break_in_ms
  return Math.max(0, clock.next_break_in_ms - elapsedSince(clock, offset, localNow))
}

/** Parses "12:30", "1:05:00" or "20" (minutes) into ms; null when it is not a time. */
export function parseClock(text: string): number | null {
  const t = text.trim()
  if (!/^\d+(:\d{1,2}){0,2}$/.test(t)) return null
  const parts = t.split(':').map(Number)
  if (parts.length === 1) return parts[0] * 60000
  if (parts.slice(1).some((p) => p > 59)) return null
  const [a, b, c] = parts
  return parts.length === 2 ? (a * 60 + b) * 1000 : ((a * 60 + b) * 60 + c) * 1000
}

/** Thousands separators for chip counts, the page's language's way. */
export function formatChips(n: number): string {
  return grouped(n)
}

/** "1 player", "2 players", "1,000 tables": a count with its noun, as the server's
 * `words::count` writes it. */
export function count(n: number, one: string, many: string): string {
  return `${formatChips(n)} ${n === 1 ? one : many}`
}
