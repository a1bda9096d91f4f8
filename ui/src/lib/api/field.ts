// The field (players and seating) wire types and calls. The types are the ones generated
// from the server's OpenAPI document (types.ts), re-exported here under the names the
// seating screens use, so the UI cannot drift from the server; this file adds the two GET
// calls and the subset of commands that act on the field.

import { api } from './client'
import type { Ack, Command, KnownPlayer, Report } from './types'
import type { FieldView } from './types'

export type {
  FieldCounts,
  FieldPlayer,
  FieldSeat,
  FieldTable,
  FieldView,
  FinalTableView,
  HandForHandView,
  HoldView,
  KnownPlayer,
  MoveKind,
  MoveOrder,
  PendingMove,
  PendingPlan,
  PlaceView,
  PlayerStatus,
  PlayersPage,
  SeatPlace,
} from './types'

/** The commands the seating screens send. */
export type FieldCommand = Extract<
  Command,
  {
    type:
      | 'register'
      | 'register_many'
      | 'unregister'
      | 're_enter'
      | 'draw_seats'
      | 'seat_alternates'
      | 'bust'
      | 'confirm_moves'
      | 'set_button'
      | 'hand_for_hand'
      | 'hand_for_hand_hand'
  }
>

/** Which rows of the player list to fetch (the server searches and pages). */
export interface PageQuery {
  q?: string
  offset?: number
  limit?: number
  player?: number
}

export const fieldApi = {
  /** The room: tables with their occupants' names, moves, counts; not every entry's row. */
  field: (id: number) => api.field(id, { players: false }),
  /** A window of the room: `count` tables from the `from`th in drawing order (a chart's
   * tables in view), with every table's number; seats without names when `names` is false. */
  window: (id: number, w: { from: number; count: number; names: boolean }) => api.field(id, w),
  /** The room without its tables: counts, moves and every table's number (a phone). */
  summary: (id: number) => api.field(id, { from: 0, count: 0, names: false }),
  /** One table's part of the room (a tablet at the table): the table and its moves. */
  table: (id: number, table: number) => api.field(id, { table }),
  /** A page of the player list, searched on the server. */
  page: (id: number, query: PageQuery) => api.fieldPlayers(id, query),
  players: (q: string) => api.knownPlayers({ q }),
  command: (id: number, command: FieldCommand): Promise<Ack | Report> => api.command(id, command),
}
