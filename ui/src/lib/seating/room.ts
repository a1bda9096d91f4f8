// A chart fetches the tables it shows, not the room: the grid says which tables are in
// view (and whether it draws names), and the window asked for is those tables with as
// many again either side (a screenful of scrolling before the next fetch), never more
// than the server's limit. A chart zoomed out past reading names asks for none.

import type { FieldTable, FieldView } from '../api/field'

/** The most tables one fetch carries (the server's `WINDOW_MAX`). */
export const WINDOW_MAX = 400

/** What the first fetch asks for, before the chart has measured its screen. */
export const FIRST_WINDOW: Ask = { from: 0, count: 48, names: true }

/** The tables in view: indices [first, end) in drawing order, and whether names show. */
export interface Want {
  first: number
  end: number
  names: boolean
}

/** A window as the server is asked for it. */
export interface Ask {
  from: number
  count: number
  names: boolean
}

/** The tables in view, cut to what one window can carry. */
export function clampWant(w: Want): Want {
  const first = Math.max(0, w.first)
  return { first, end: Math.max(first, Math.min(w.end, first + WINDOW_MAX)), names: w.names }
}

/** The window to fetch for the tables in view: them, and up to as many again either side. */
export function windowFor(want: Want): Ask {
  const w = clampWant(want)
  const span = Math.max(1, w.end - w.first)
  const pad = Math.max(0, Math.min(span, Math.floor((WINDOW_MAX - span) / 2)))
  const from = Math.max(0, w.first - pad)
  return { from, count: Math.max(1, Math.min(WINDOW_MAX, w.end + pad - from)), names: w.names }
}

/** Whether a window already asked for holds every table in view, with names if needed. */
export function covers(a: Ask, want: Want): boolean {
  const w = clampWant(want)
  return a.from <= w.first && w.end <= a.from + a.count && (a.names || !w.names)
}

/** The room as a chart lays it out: every table's number in drawing order, and the tables
 * fetched with where the first of them is in that order. A view of the whole room is a
 * window from its first table. */
export interface RoomLayout {
  numbers: number[]
  first: number
  tables: FieldTable[]
  /** Whether the seats carry names (a window fetched zoomed out has none). */
  names: boolean
}

export function layoutOf(view: FieldView): RoomLayout {
  if (view.window) return { numbers: view.window.numbers, first: view.window.first, tables: view.tables, names: view.window.names }
  return { numbers: view.tables.map((t) => t.table), first: 0, tables: view.tables, names: true }
}

/** The table at place `index` in drawing order, when the window holds it. */
export function tableAt(room: RoomLayout, index: number): FieldTable | null {
  const t = room.tables[index - room.first]
  return t && t.table === room.numbers[index] ? t : null
}

/** Every table in play, in drawing order, from a view of the room or of a window of it. */
export const tableNumbers = (view: FieldView): number[] => view.window?.numbers ?? view.tables.map((t) => t.table)
