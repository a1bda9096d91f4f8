// The console's floor tools (big blind ante calculator, chip race helper): turning what
// the TD typed into API requests, and the answers into lines. The server decides every
// amount, card and chip; nothing here applies a rule.

import type { ChipRaceRequest, ChipRaceResult, RaceOffView, RaceSeatResult, RaceVariant } from './api/types'
import { t } from './i18n.svelte'
import { formatChips } from './time'

/** A number the TD typed: "18,000", "18000" or blank (null). */
export function readChips(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null
  const s = String(text).replace(/[,_\s]/g, '')
  if (s === '') return null
  return /^\d+$/.test(s) ? Number(s) : NaN
}

/** What the ante calculator asks (`GET /api/events/{id}/ante`). */
export interface AnteQuery {
  players?: number
  stack?: number
  level?: number
}

/**
 * The query of `GET /api/events/{id}/ante`, or which box does not hold a whole number.
 * Blank fields are left out so the server can say which one is missing.
 */
export function anteQuery(players: string, stack: string, level: number | null): { query: AnteQuery } | { error: string } {
  const query: AnteQuery = {}
  for (const [name, text] of [
    ['players', players],
    ['stack', stack],
  ] as const) {
    const n = readChips(text)
    if (n === null) continue
    // The server's words for the same mistake (`GET /api/ante` with text for a number).
    if (Number.isNaN(n))
      return { error: t(name === 'players' ? 'chips-players-not-whole' : 'chips-stack-not-whole', { text: text.trim() }) }
    query[name] = n
  }
  if (level !== null) query.level = level
  return { query }
}

/** "As Kd, 9c" as ["As", "Kd", "9c"]. */
export function cardWords(text: string): string[] {
  return text.split(/[\s,]+/).filter((c) => c !== '')
}

/** One seat's row in the chip race form. */
export interface RaceRow {
  /** Chips of the removed denomination, as typed. */
  count: string
  /** The player has no other chips: the race must not knock them out. */
  nothingElse: boolean
  /** The cards dealt to the seat, as typed (when the TD enters them). */
  cards: string
}

export const emptyRow = (): RaceRow => ({ count: '', nothingElse: false, cards: '' })

/** `rows` grown with empty seats or cut to `seats`, keeping what was typed. */
export function resizeRows(rows: RaceRow[], seats: number): RaceRow[] {
  const n = Math.max(1, Math.min(12, Math.floor(seats) || 1))
  return Array.from({ length: n }, (_, i) => rows[i] ?? emptyRow())
}

export interface RaceForm {
  remove: string
  next: string
  rows: RaceRow[]
  variant: RaceVariant
  /** 'app': the server deals with `seed` (or a seed it picks); 'entered': the TD types the cards. */
  deal: 'app' | 'entered'
  seed: string
}

/**
 * The request for `POST /api/chip-race`, or the reason it cannot be sent. Only what the
 * form itself can tell is checked here (a count that is not a number); the server checks
 * the race.
 */
export function raceRequest(f: RaceForm): { request: ChipRaceRequest } | { error: string } {
  const remove = readChips(f.remove)
  const next = readChips(f.next)
  if (remove === null || Number.isNaN(remove)) return { error: t('chips-give-removed') }
  if (next === null || Number.isNaN(next)) return { error: t('chips-give-next') }
  const counts: number[] = []
  for (const [i, row] of f.rows.entries()) {
    const n = readChips(row.count)
    if (Number.isNaN(n)) return { error: t('chips-seat-not-chips', { seat: String(i + 1), text: row.count }) }
    counts.push(n ?? 0)
  }
  const others = f.rows.some((r) => r.nothingElse) ? f.rows.map((r) => (r.nothingElse ? 0 : null)) : null
  const entered = f.deal === 'entered' && f.variant !== 'round'
  const seed = readChips(f.seed)
  if (!entered && Number.isNaN(seed)) return { error: t('chips-seed-not-whole', { text: f.seed }) }
  return {
    request: {
      remove,
      next,
      counts,
      others,
      cards: entered ? f.rows.map((r) => cardWords(r.cards)) : null,
      seed: entered || f.variant === 'round' ? null : seed,
      variant: f.variant,
    },
  }
}

/** "25 (green)". */
export function chipName(c: RaceOffView): string {
  return c.color ? `${formatChips(c.value)} (${c.color})` : formatChips(c.value)
}

/** What the seat receives, in words: "1 exchanged + 1 raced = 2 × 100". */
export function seatOutcome(s: RaceSeatResult, next: number): string {
  const parts: string[] = []
  if (s.exchanged > 0) parts.push(t('chips-exchanged', { count: s.exchanged }))
  if (s.raced > 0) parts.push(t('chips-raced', { count: s.raced }))
  if (s.race_out_chip) parts.push(t('chips-race-out-chip'))
  if (parts.length === 0) return s.count > 0 ? t('chips-nothing') : '–'
  const total = t('chips-times', { count: s.received, chip: formatChips(next) })
  return parts.length === 1 && s.exchanged > 0 ? total : t('chips-outcome', { parts: parts.join(' + '), total })
}

/** The race in one line: chips raced, rounding, and the seed to deal the same again. */
export function raceSummary(r: ChipRaceResult): string {
  const lines = [t('chips-summary-raced', { count: r.chips_raced, chip: formatChips(r.next) })]
  if (r.rounding !== 0)
    lines.push(t('chips-summary-rounding', { amount: `${r.rounding > 0 ? '+' : '−'}${formatChips(Math.abs(r.rounding))}` }))
  const outs = r.seats.filter((s) => s.race_out_chip).map((s) => s.seat)
  if (outs.length) lines.push(t('chips-summary-not-raced-out', { seats: outs.join(', '), count: outs.length }))
  if (r.seed !== null) lines.push(t('chips-summary-seed', { seed: String(r.seed) }))
  return lines.join(' · ')
}
