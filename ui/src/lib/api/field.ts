// The field (players and seating) wire types, written by hand from the contract in
// FIELD-CONTRACT.md until the server generates them with ts-rs; the names match the Rust
// wire types so the swap is an import change. Also the field commands and the two GET
// calls, kept here so the generated `Command` union needs no editing meanwhile.

import { api, call } from './client'
import type { Ack, Command } from './types'

/** Where a player sits: table and seat numbers, both from 1. */
export interface SeatPlace {
  table: number
  seat: number
}

/** A finishing place; `shared_to > place` when several players share it (busted together). */
export interface PlaceView {
  place: number
  shared_to: number
}

export type PlayerStatus = 'registered' | 'alternate' | 'seated' | 'busted' | 'unregistered'

/** One entry of the event (a re-entry is a new FieldPlayer pointing at the one it replaces). */
export interface FieldPlayer {
  id: number
  name: string
  /** The player's card or membership number, when the room uses them. */
  number: string | null
  /** 1 for the first entry, 2 for the first re-entry, ... */
  entry: number
  re_entry_of: number | null
  state: PlayerStatus
  seat: SeatPlace | null
  place: PlaceView | null
  /** Chip count when the floor reported one (in the contract; the server may leave it out). */
  chips?: number | null
  /** This busted entry has already bought a new one (server extension, optional). */
  re_entered?: boolean
  busted_by?: number | null
}

/** Why an empty seat may not be filled: locked by the TD, or kept for a player on the way. */
export type HoldView = 'locked' | 'reserved'

export interface FieldSeat {
  seat: number
  player: number | null
  hold: HoldView | null
}

export interface FieldTable {
  table: number
  size: number
  /** Players seated now. */
  players: number
  seats: FieldSeat[]
  /** Seat numbers of the button and blinds; null when not known. */
  button: number | null
  small_blind: number | null
  big_blind: number | null
  /** The table breaks in the pending plan. */
  breaking: boolean
  /** Three or more short of the fullest table: stop play until balanced. */
  hold_play: boolean
}

export type MoveKind = 'balance' | 'break_table' | 'final_table'

export interface PendingMove {
  player: number
  name: string
  from: SeatPlace
  to: SeatPlace
  kind: MoveKind
  reason: string
  /** Tables whose button position the move depended on and was not known. */
  button_unknown: number[]
}

export interface FinalTableView {
  table: number
  seats: number
  redraw: boolean
}

/** What the app proposes to do now; sent back with its seed on confirmation. */
export interface PendingPlan {
  seed: number
  broken_tables: number[]
  final_table: FinalTableView | null
  moves: PendingMove[]
  hold_play: number[]
  /** Why no plan could be made (a room that cannot balance), in words (optional). */
  problem?: string | null
}

export interface HandForHandView {
  on: boolean
  hand: number
  /** The app proposes hand-for-hand: the next bust would be the bubble (optional). */
  proposed?: boolean
}

export interface FieldCounts {
  registered: number
  seated: number
  busted: number
  left: number
  entries: number
  alternates?: number
}

/** `GET /api/events/{id}/field`. */
export interface FieldView {
  event: string
  table_size: number
  /** The opening seat draw has happened. */
  drawn: boolean
  hand_for_hand: HandForHandView
  players: FieldPlayer[]
  tables: FieldTable[]
  pending: PendingPlan
  /** Player ids waiting for a seat, in order. */
  alternates: number[]
  counts: FieldCounts
  /** Seed of the opening draw, for the audit (optional). */
  draw_seed?: number | null
}

/** `GET /api/players?q=`: a player known from any event, for registration suggestions. */
export interface KnownPlayer {
  name: string
  number: string | null
  events: number
}

/** A move as the TD confirms it (the destination may differ from the proposal). */
export interface ConfirmedMove {
  player: number
  to: SeatPlace
}

export type FieldCommand =
  | { type: 'register'; name: string; number: string | null }
  | { type: 'unregister'; player: number }
  | { type: 're_enter'; player: number }
  | { type: 'draw_seats'; seed: number | null }
  /** Seat waiting alternates in the seats open now (server extension to the contract). */
  | { type: 'seat_alternates'; seed: number | null }
  | { type: 'bust'; player: number }
  | { type: 'confirm_moves'; seed: number; moves: ConfirmedMove[] }
  | { type: 'set_button'; table: number; seat: number }
  | { type: 'hand_for_hand'; on: boolean }

export const fieldApi = {
  field: (id: number) => call<FieldView>('GET', `/api/events/${id}/field`, null),
  players: (q: string) => call<KnownPlayer[]>('GET', `/api/players?q=${encodeURIComponent(q)}`, null),
  /** Field commands go to the same endpoint as every other command. */
  command: (id: number, command: FieldCommand, token: string | null): Promise<Ack> =>
    api.command(id, command as unknown as Command, token),
}
