// What the chart draws for each seat, derived from a FieldView once per update: who sits
// there, whether the seat is held, and the pending move out of or into it. Lookups are
// maps so that drawing one table costs the same in a room of 10 tables or 1,000.

import type { FieldTable, FieldView, PendingMove, HoldView, SeatPlace } from '../api/field'
import { t } from '../i18n.svelte'
import { shortName } from './search'

export const seatKey = (s: SeatPlace) => `${s.table}-${s.seat}`

/** What the chart points out: a table found by number, or a player's seat. */
export interface Hit {
  table: number
  seat: number | null
}

/** A player in a seat, as the room view names them. */
export interface Seated {
  id: number
  name: string
  /** The last chip count the desk typed, if any. */
  chips: number | null
  table: number
  seat: number
}

/** A player the room view names no name for: "entry 12". */
const unnamed = (entry: number) => t('seating-model-entry', { entry: String(entry) })

/** Every seated player, by entry number (the order the desk lists them in). */
export function seatedPlayers(view: FieldView): Seated[] {
  return view.tables
    .flatMap((t) =>
      t.seats.flatMap((s) =>
        s.player != null ? [{ id: s.player, name: s.name ?? unnamed(s.player), chips: s.chips ?? null, table: t.table, seat: s.seat }] : [],
      ),
    )
    .sort((a, b) => a.id - b.id)
}

/** A seat as drawn. */
export interface SeatMark {
  seat: number
  /** Who sits there now, if anyone. */
  player: { id: number; name: string; bounty_text: string | null } | null
  /** Name as it fits in the seat; '' when empty. */
  short: string
  hold: HoldView | null
  /** The seated player is to move here (pending plan). */
  out: PendingMove | null
  /** A player is to move into this seat (pending plan). */
  incoming: PendingMove | null
  role: 'button' | 'small_blind' | 'big_blind' | null
}

export interface RoomIndex {
  movesFrom: Map<string, PendingMove>
  movesTo: Map<string, PendingMove>
  /** Table numbers in the order drawn, and where each is in that order. */
  order: Map<number, number>
}

export function indexRoom(view: FieldView): RoomIndex {
  const movesFrom = new Map<string, PendingMove>()
  const movesTo = new Map<string, PendingMove>()
  for (const m of view.pending.moves) {
    movesFrom.set(seatKey(m.from), m)
    movesTo.set(seatKey(m.to), m)
  }
  const numbers = view.window?.numbers ?? view.tables.map((t) => t.table)
  const order = new Map(numbers.map((n, i) => [n, i]))
  return { movesFrom, movesTo, order }
}

function roleOf(t: FieldTable, seat: number): SeatMark['role'] {
  if (t.button === seat) return 'button'
  if (t.small_blind === seat) return 'small_blind'
  if (t.big_blind === seat) return 'big_blind'
  return null
}

/** The seats of table `t` as drawn, seat 1 first. */
export function seatMarks(t: FieldTable, room: RoomIndex): SeatMark[] {
  const bySeat = new Map(t.seats.map((s) => [s.seat, s]))
  const out: SeatMark[] = []
  for (let n = 1; n <= t.size; n++) {
    const s = bySeat.get(n)
    const player = s?.player != null ? { id: s.player, name: s.name ?? unnamed(s.player), bounty_text: s.bounty_text ?? null } : null
    const key = `${t.table}-${n}`
    out.push({
      seat: n,
      player,
      short: player ? shortName(player.name) : '',
      hold: s?.hold ?? null,
      out: room.movesFrom.get(key) ?? null,
      incoming: room.movesTo.get(key) ?? null,
      role: roleOf(t, n),
    })
  }
  return out
}

/** Words that say a table's state without colour: for the TV, for print. */
export function tableFlags(table: FieldTable): string[] {
  const flags: string[] = []
  if (table.breaking) flags.push(t('seating-model-breaking'))
  if (table.hold_play) flags.push(t('seating-model-hold-play'))
  return flags
}

/** "T4 S2", the way moves are read out on the floor. */
export const seatLabel = (s: SeatPlace) => t('seating-model-seat-label', { table: String(s.table), seat: String(s.seat) })

/** Why a move happens, in a word or two. */
export function moveKindLabel(m: PendingMove): string {
  if (m.kind === 'break_table') return t('seating-model-move-break')
  if (m.kind === 'final_table') return t('seating-model-move-final')
  return t('seating-model-move-balance')
}
