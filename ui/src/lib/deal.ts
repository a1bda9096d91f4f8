// The deal form's arithmetic, kept out of the component so it can be tested: chip counts
// and money typed by the TD become integers (minor units for money, parsed from the
// decimal text without floats), the proposal query, and the Deal command. The server
// decides whether the deal stands; this only shapes what is sent.

import type { Command, DealKind } from './api/types'
import { t } from './i18n.svelte'
import { formatChips } from './time'

/** One remaining player in the form. */
export interface DealRow {
  player: number
  name: string
  /** Chip count as typed. */
  chips: string
  /** Amount paid now, in minor units, as proposed or edited (decimal text). */
  amount: string
  agreed: boolean
  /** The recorded count the chips box was filled from (a box the TD typed differs). */
  counted?: string
}

/** A player still in, with the last chip count recorded for them. */
export interface StillIn {
  id: number
  name: string
  chips: number | null
}

/**
 * The deal form's rows for the players still in. A new row starts from the player's
 * latest recorded count; a kept row keeps what the TD typed (a box filled from the counts
 * follows newer counts). `fresh` (a deal was recorded or undone since) starts every row
 * over: no chips, amounts or agreement carried from another deal.
 */
export function dealRows(left: StillIn[], old: DealRow[], fresh: boolean): DealRow[] {
  const byId = new Map(old.map((r) => [r.player, r]))
  return left.map((p) => {
    const count = p.chips == null ? '' : formatChips(p.chips)
    const was = fresh ? undefined : byId.get(p.id)
    if (!was) return { player: p.id, name: p.name, chips: count, amount: '', agreed: false, counted: count }
    const chips = was.chips === (was.counted ?? '') ? count : was.chips
    return { ...was, name: p.name, chips, counted: count }
  })
}

/** Whole chips from the text ("12,500" reads as 12500); null when it is not a count. */
export function parseChips(text: string): number | null {
  const s = text.replace(/[,\s_]/g, '')
  if (!/^\d+$/.test(s)) return null
  return Number(s)
}

/**
 * Money typed as "1,234.5" or "1234" into minor units (123450, 123400) by string
 * arithmetic; null when it is not an amount with at most two decimals.
 */
export function parseMoney(text: string): number | null {
  const s = text.replace(/[,\s_$€£]/g, '')
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(s)
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null
  const units = m[1] === '' ? 0 : Number(m[1])
  const cents = Number((m[2] ?? '').padEnd(2, '0'))
  return units * 100 + cents
}

/** Minor units as the decimal text the form shows: 123450 as "1234.50". */
export function moneyText(minor: number): string {
  const digits = String(Math.trunc(minor)).padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** What the console asks a proposal for from the stacks typed. */
export interface ProposalRequest {
  method: 'icm' | 'chop'
  stacks: number[]
  play_for: number
}

/** The body of `POST /api/events/{id}/deal`, or the first problem in words. */
export function proposalRequest(
  method: DealKind,
  rows: DealRow[],
  playFor: string,
): { request: ProposalRequest } | { error: string } {
  if (method === 'custom') return { error: t('deal-custom-no-proposal') }
  const stacks: number[] = []
  for (const r of rows) {
    const c = parseChips(r.chips)
    if (c === null || c === 0) return { error: t('deal-chips-missing', { name: r.name }) }
    stacks.push(c)
  }
  const keep = playFor.trim() === '' ? 0 : parseMoney(playFor)
  if (keep === null) return { error: t('deal-play-for-not-amount', { text: playFor }) }
  return { request: { method, stacks, play_for: keep } }
}

/** The players who have not agreed yet, by name. */
export function notAgreed(rows: DealRow[]): string[] {
  return rows.filter((r) => !r.agreed).map((r) => r.name)
}

/** Sum of the amounts typed, in minor units (null when one is not an amount). */
export function total(rows: DealRow[]): number | null {
  let sum = 0
  for (const r of rows) {
    const a = parseMoney(r.amount)
    if (a === null) return null
    sum += a
  }
  return sum
}

/** The Deal command for the form, or the first problem in words. */
export function dealCommand(
  method: DealKind,
  rows: DealRow[],
  playFor: string,
): { command: Command } | { error: string } {
  const amounts: number[] = []
  for (const r of rows) {
    const a = parseMoney(r.amount)
    if (a === null) return { error: t('deal-amount-not-amount', { name: r.name }) }
    amounts.push(a)
  }
  const keep = playFor.trim() === '' ? 0 : parseMoney(playFor)
  if (keep === null) return { error: t('deal-play-for-not-amount', { text: playFor }) }
  return {
    command: {
      type: 'deal',
      method,
      players: rows.map((r) => r.player),
      amounts,
      play_for: keep,
      agreed: rows.filter((r) => r.agreed).map((r) => r.player),
    },
  }
}
