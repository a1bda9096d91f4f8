// The payouts panel's own arithmetic: which rows to show and where the slow scroll of a
// long list stands. The prizes, the bubble and the next place come from the server's
// view; nothing here decides a rule.

import type { PayoutsView } from './api/types'

/** One line of the panel: a place, or a run of places paid the same. */
export interface PayoutRow {
  first: number
  last: number
  amount: number
  /** "1st", "10th–12th". */
  label: string
  /** The next prize goes to a place in this row. */
  next: boolean
  /** Every place of the row has already been won (the field is past it). */
  won: boolean
}

/** 1 as "1st", 12 as "12th", 22 as "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  switch (n % 10) {
    case 1:
      return `${n}st`
    case 2:
      return `${n}nd`
    case 3:
      return `${n}rd`
    default:
      return `${n}th`
  }
}

/**
 * The rows of the panel, best place first. Places in a row that pay the same are shown
 * once ("10th–12th"), so a curve-paid field of thousands reads as a few dozen lines.
 */
export function payoutRows(view: PayoutsView): PayoutRow[] {
  const rows: PayoutRow[] = []
  for (const p of view.places) {
    const last = rows.at(-1)
    if (last && last.amount === p.amount && last.last + 1 === p.place) last.last = p.place
    else rows.push({ first: p.place, last: p.place, amount: p.amount, label: '', next: false, won: false })
  }
  const next = view.next_place
  for (const r of rows) {
    r.label = r.first === r.last ? ordinal(r.first) : `${ordinal(r.first)}–${ordinal(r.last)}`
    r.next = next !== null && r.first <= next && next <= r.last
    r.won = view.in_the_money && next !== null && r.first > next
  }
  return rows
}

/** How many steps the list rests at its top and at its bottom before moving on. */
export const REST_STEPS = 3

/**
 * The first row to show at scroll step `step` when `fit` of `count` rows fit: rests at
 * the top, moves one row a step to the last full window, rests there, starts over.
 */
export function scrollStart(count: number, fit: number, step: number, rest = REST_STEPS): number {
  const travel = count - Math.max(1, fit)
  if (travel <= 0) return 0
  const cycle = rest + travel + rest
  const at = ((step % cycle) + cycle) % cycle
  return Math.min(travel, Math.max(0, at - rest + 1))
}
