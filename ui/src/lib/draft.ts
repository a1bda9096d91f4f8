// The structure editor's draft: the structure file's own tables and keys as JSON, as the
// server's `/api/library` and `/api/structures/check` take and give them. These helpers
// only move rows and fields; every rule is checked by the server's file checker, whose
// findings come back with the path of the field they are about.

import type { Finding } from './api/types'
import { t } from './i18n.svelte'

export type Row = Record<string, unknown>
export type Draft = Record<string, unknown> & { levels?: Row[]; games?: Row[]; chips?: Row[] }

/** Named choices of the structure file, as the server's enums spell them. */
export const CHOICES = {
  family: ['flop', 'draw', 'stud'],
  betting: ['limit', 'pot-limit', 'no-limit'],
  ante_kind: ['big-blind', 'table', 'button'],
  after_last: ['repeat', 'double', 'stop'],
  at_deadline: ['redeem', 'forfeit'],
  preset: ['tda-2024', 'barge-2020', 'barge-2024'],
  amount: ['big-blind', 'small-blind', 'level'],
  posting_order: ['blind-first', 'ante-first'],
  break_order: ['highest-first', 'lowest-first'],
  unknown_button: ['highest-seat', 'lowest-seat', 'random'],
  pay: ['by-round', 'by-place'],
  chip_race: ['race', 'one-per-winner', 'round', 'classic'],
} as const

/** A deep copy (drafts are plain JSON). */
export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T
}

export function isBreak(row: Row): boolean {
  return row.break_minutes !== undefined
}

export function levels(d: Draft): Row[] {
  if (!Array.isArray(d.levels)) d.levels = []
  return d.levels
}

/** A new row like the one at `at` (or the last): a level takes its game and the next
 *  stakes the TD types; a break is 10 minutes. */
export function newRow(kind: 'level' | 'break'): Row {
  return kind === 'break' ? { break_minutes: 10 } : { stakes: '' }
}

/** Inserts `row` before index `at` (at the end when `at` is past it); the new index. */
export function insertRow(d: Draft, at: number, row: Row): number {
  const ls = levels(d)
  const i = Math.max(0, Math.min(at, ls.length))
  ls.splice(i, 0, row)
  return i
}

/** A copy of row `i` right after it; the copy's index. */
export function duplicateRow(d: Draft, i: number): number {
  const ls = levels(d)
  if (i < 0 || i >= ls.length) return i
  ls.splice(i + 1, 0, clone(ls[i]))
  return i + 1
}

export function removeRow(d: Draft, i: number): void {
  const ls = levels(d)
  if (i >= 0 && i < ls.length) ls.splice(i, 1)
}

/** Moves row `from` to index `to`; the row's new index. */
export function moveRow(d: Draft, from: number, to: number): number {
  const ls = levels(d)
  if (from < 0 || from >= ls.length) return from
  const target = Math.max(0, Math.min(to, ls.length - 1))
  const [row] = ls.splice(from, 1)
  ls.splice(target, 0, row)
  return target
}

/** Level numbers as the file counts them: breaks get none. */
export function levelNumbers(d: Draft): (number | null)[] {
  let n = 0
  return levels(d).map((r) => (isBreak(r) ? null : ++n))
}

/** Sets `key` of `table` (a top-level section such as "lammers", or "" for the top
 *  level); an empty value removes the key, and an emptied section goes too. */
export function setField(d: Draft, table: string, key: string, value: unknown): void {
  const empty = value === undefined || value === null || value === ''
  if (table === '') {
    if (empty) delete d[key]
    else d[key] = value
    return
  }
  const t = (d[table] ?? {}) as Row
  if (empty) delete t[key]
  else t[key] = value
  if (Object.keys(t).length === 0) delete d[table]
  else d[table] = t
}

export function getField(d: Draft, table: string, key: string): unknown {
  if (table === '') return d[key]
  return (d[table] as Row | undefined)?.[key]
}

/** Turns a whole section on (with its starting values) or off. */
export function toggleSection(d: Draft, table: string, on: boolean, start: Row): void {
  if (on) d[table] = { ...start, ...((d[table] as Row | undefined) ?? {}) }
  else delete d[table]
}

/** The findings about `path` itself, or (with `within`) about anything inside it. */
export function findingsAt(findings: Finding[], path: string, within = false): Finding[] {
  return findings.filter((f) => f.path === path || (within && f.path.startsWith(`${path}.`)))
}

/** Where a finding is, in the TD's words: "Level 4, stakes", "Lammers, value". */
export function placeWords(path: string, d: Draft): string {
  if (path === '') return t('draft-place-structure')
  const parts = path.split('.')
  const title = (s: string) => {
    const words = s.replace(/_/g, ' ')
    return words.charAt(0).toUpperCase() + words.slice(1)
  }
  // A row, then the file's own key within it (the key's name as the file spells it).
  const within = (row: string, key: string[], spaced = true) =>
    key.length ? t('draft-place-field', { place: row, field: spaced ? key.join(' ').replace(/_/g, ' ') : key.join(' ') }) : row
  if (parts[0] === 'levels' && parts.length > 1) {
    const i = Number(parts[1])
    const nums = levelNumbers(d)
    const row = nums[i] === null ? t('draft-place-break', { row: String(i + 1) }) : t('draft-place-level', { level: String(nums[i] ?? i + 1) })
    return within(row, parts.slice(2))
  }
  if ((parts[0] === 'games' || parts[0] === 'chips') && parts.length > 1) {
    const number = String(Number(parts[1]) + 1)
    const row = parts[0] === 'games' ? t('draft-place-game', { number }) : t('draft-place-chip', { number })
    return within(row, parts.slice(2), false)
  }
  if (parts[0] === 'payouts' && parts[1] === 'row' && parts.length > 2) {
    return within(t('draft-place-payouts-row', { row: String(Number(parts[2]) + 1) }), parts.slice(3))
  }
  return [title(parts[0]), ...parts.slice(1).map((p) => p.replace(/_/g, ' '))].join(', ')
}

/** Money typed in units ("200", "1,500.50", "$25") as integer minor units (cents), by
 *  string arithmetic; null when it does not read. */
export function parseMoney(text: string): number | null {
  const t = text.replace(/[\s,$€£]/g, '')
  if (t === '') return null
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t)
  if (!m) return null
  const cents = (m[2] ?? '').padEnd(2, '0')
  const n = Number(m[1] + cents)
  return Number.isSafeInteger(n) ? n : null
}

/** Minor units as the units the TD types: 20000 → "200", 1550 → "15.50". */
export function moneyText(minor: unknown): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return ''
  const digits = String(Math.trunc(minor)).padStart(3, '0')
  const cents = digits.slice(-2)
  const units = digits.slice(0, -2)
  return cents === '00' ? units : `${units}.${cents}`
}

/** A whole number typed into a field; text that is not a whole number stays text, so the
 *  file checker names it at its field. */
export function wholeOrText(text: string): number | string | undefined {
  const t = text.trim().replace(/,/g, '')
  if (t === '') return undefined
  return /^-?\d+$/.test(t) ? Number(t) : text.trim()
}

/** A list of whole numbers typed as "25, 100". */
export function numberList(text: string): number[] | undefined {
  const parts = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
  if (parts.length === 0) return undefined
  return parts.map((s) => (/^\d+$/.test(s) ? Number(s) : NaN)).filter((n) => !Number.isNaN(n))
}

/** Basis points as the percentage the TD types: 3000 → "30", 1250 → "12.5", 333 → "3.33". */
export function percentText(bp: unknown): string {
  if (typeof bp !== 'number' || !Number.isFinite(bp)) return ''
  const whole = Math.trunc(bp / 100)
  const rest = Math.trunc(bp) % 100
  if (rest === 0) return String(whole)
  return rest % 10 === 0 ? `${whole}.${rest / 10}` : `${whole}.${String(rest).padStart(2, '0')}`
}

/** A percentage typed by the TD ("30", "12.5", "3.33%") in basis points, or null. */
export function parsePercent(text: string): number | null {
  const m = /^(\d{1,5})(?:\.(\d{1,2}))?%?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** Shares of a payout row typed as percentages ("50, 30, 20") in basis points, or null
 *  when any of them is not a percentage. */
export function parseAmounts(text: string): number[] | null {
  const items = text
    .split(/\s*;\s*|,\s+|\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
  if (items.length === 0) return null
  const amounts = items.map(parseMoney)
  return amounts.every((a) => a !== null && a > 0) ? (amounts as number[]) : null
}

/** True when a payout row's text is fixed prizes ("$90, $50, $20"), not percentages. */
export function isAmounts(text: string): boolean {
  return /[$€£]/.test(text)
}

export function parseShares(text: string): number[] | null {
  const items = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
  if (items.length === 0) return null
  const bp = items.map(parsePercent)
  return bp.every((b) => b !== null) ? (bp as number[]) : null
}
