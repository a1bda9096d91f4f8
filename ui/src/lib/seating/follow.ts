// Follows one event's field: the live stream says when anything changed (its `seq`
// moves), and only then is the field fetched again. Answers that arrive out of order
// cannot happen: one fetch at a time, the changes that came meanwhile fetched once after
// it (`newest`).

import { fieldApi, type FieldView } from '../api/field'
import type { EventView } from '../api/types'
import { describe } from '../session.svelte'
import { follow } from '../live'
import { newest } from '../newest'
import { clampWant, covers, FIRST_WINDOW, windowFor, type Ask, type Want } from './room'

export interface FieldHandlers {
  field: (f: FieldView) => void
  online: (up: boolean) => void
  /** A failed fetch, in words; '' once a fetch succeeds again. */
  error: (message: string) => void
  /** Each event view the stream brings, for a screen that shows the clock too (one
   * stream serves both). */
  view?: (v: EventView) => void
}

/** Follows the log and fetches the view `get` names whenever it moves (and when `refetch`
 * asks), handing on the newest answer only. */
function followWith(id: number, on: FieldHandlers, get: () => Promise<FieldView>) {
  let seq: number | null = null
  const answers = newest()
  const fetchNow = () =>
    answers.ask(
      get,
      (f) => {
        on.error('')
        on.field(f)
      },
      (e) => on.error(describe(e)),
    )
  const stop = follow(id, {
    view: (v) => {
      on.view?.(v)
      if (v.seq === seq) return
      seq = v.seq
      fetchNow()
    },
    online: on.online,
  })
  /** Asks another question now (a window the chart moved to), once the first view has
   *  come: the answer on its way to the last one is not waited for. */
  const refetch = () => {
    if (seq === null) return
    answers.drop()
    fetchNow()
  }
  return { stop, refetch }
}

/** `table`: follow that table's part of the room only (a tablet at the table). */
export function followField(id: number, on: FieldHandlers, table: number | null = null): () => void {
  return followWith(id, on, () => (table === null ? fieldApi.field(id) : fieldApi.table(id, table))).stop
}

/** Following the room through a window: `want` tells it which tables are in view. */
export interface RoomFollower {
  stop: () => void
  /** The tables in view now; fetches a new window only when the last one does not hold them. */
  want: (w: Want) => void
}

/** Follows a chart's part of the room: the window of tables around those in view, fetched
 * again when the log moves or the view leaves the window (`fieldApi.window`). */
export function followRoom(id: number, on: FieldHandlers): RoomFollower {
  let ask: Ask = FIRST_WINDOW
  const { stop, refetch } = followWith(id, on, () => fieldApi.window(id, ask))
  return {
    stop,
    want: (w) => {
      if (covers(ask, w)) return
      ask = windowFor(clampWant(w))
      refetch()
    },
  }
}
