// The moves a TD confirms: the proposal, with any destination the TD changed. Checked
// here only for being whole numbers; whether the seat is free is the server's call.

import type { MoveOrder, PendingMove } from '../api/field'
import { t } from '../i18n.svelte'

/** A destination as typed: table and seat text boxes. */
export interface DestinationText {
  table: string
  seat: string
}

export type ConfirmResult = { ok: true; moves: MoveOrder[] } | { ok: false; message: string }

const whole = (s: string) => (/^\s*\d+\s*$/.test(s) && Number(s) > 0 ? Number(s) : null)

/** The moves to send, or what is wrong with what was typed (naming the player). */
export function confirmedMoves(moves: PendingMove[], edits: Record<number, DestinationText>): ConfirmResult {
  const out: MoveOrder[] = []
  const taken = new Map<string, string>()
  for (const m of moves) {
    const e = edits[m.player]
    const table = e ? whole(e.table) : m.to.table
    const seat = e ? whole(e.seat) : m.to.seat
    if (table === null || seat === null)
      return { ok: false, message: t('seating-confirm-not-numbers', { name: m.name }) }
    const key = `${table}-${seat}`
    const other = taken.get(key)
    if (other)
      return { ok: false, message: t('seating-confirm-same-seat', { name: m.name, other, table: String(table), seat: String(seat) }) }
    taken.set(key, m.name)
    out.push({ player: m.player, to: { table, seat } })
  }
  return { ok: true, moves: out }
}
