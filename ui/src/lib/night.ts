// A dealer's-choice night in the browser: money as a home game says it (cents in, "25¢"
// and "$1.50" out, the same words as the night sheet), amounts typed by the host, the
// players list and the countdown to the next limit change.

import { t } from './i18n.svelte'

/** Cents as the night prints them: `25¢`, `$1.00`, `-$3.50`. */
export function money(cents: number): string {
  const c = Math.abs(Math.trunc(cents))
  if (cents >= 0 && c < 100) return `${c}¢`
  const sign = cents < 0 ? '-' : ''
  return `${sign}$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`
}

/** A signed result: `+$25.00`, `-$5.00`, `even`. */
export function result(cents: number): string {
  if (cents === 0) return t('night-result-even')
  return cents > 0 ? `+${money(cents)}` : money(cents)
}

/** An amount as a host types it, in cents: `20` and `$20.00` are 2000, `0.25` and `25c`
 *  are 25; null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const typed = text.trim().replace(/^\$/, '')
  const cents = /^(\d+)\s*[c¢]$/.exec(typed)
  if (cents) return Number(cents[1])
  const m = /^(\d*)(?:\.(\d{1,2}))?$/.exec(typed)
  if (!m || (m[1] === '' && m[2] === undefined)) return null
  const whole = m[1] === '' ? 0 : Number(m[1])
  const frac = m[2] === undefined ? 0 : Number(m[2].padEnd(2, '0'))
  const v = whole * 100 + frac
  return Number.isSafeInteger(v) && v <= 4_294_967_295 ? v : null
}

/** The players of a list typed one per line or comma-separated. */
export function splitPlayers(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
}

/** Milliseconds as a countdown: `4:05`, `1:02:03`. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`
}

/** The host's clock time of an instant (the night's offset from UTC): `23:04`. */
export function hostTime(atMs: number, offsetMinutes: number): string {
  const d = new Date(atMs + offsetMinutes * 60_000)
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
}
