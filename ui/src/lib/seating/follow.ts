// Follows one event's field: the live stream says when anything changed (its `seq`
// moves), and only then is the field fetched again. Answers that arrive out of order
// (a slow fetch overtaken by a newer one) are dropped.

import { fieldApi, type FieldView } from '../api/field'
import type { EventView } from '../api/types'
import { describe } from '../session.svelte'
import { follow } from '../live'
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

/** `table`: follow that table's part of the room only (a tablet at the table). */
export function followField(id: number, on: FieldHandlers, table: number | null = null): () => void {
  let seq: number | null = null
  let asked = 0
  const fetchField = () => {
    const mine = ++asked
    ;(table === null ? fieldApi.field(id) : fieldApi.table(id, table)).then(
      (f) => {
        if (mine !== asked) return
        on.error('')
        on.field(f)
      },
      (e) => {
        if (mine === asked) on.error(describe(e))
      },
    )
  }
  return follow(id, {
    view: (v) => {
      on.view?.(v)
      if (v.seq === seq) return
      seq = v.seq
      fetchField()
    },
    online: on.online,
  })
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
  let seq: number | null = null
  let asked = 0
  let ask: Ask = FIRST_WINDOW
  const fetchWindow = () => {
    const mine = ++asked
    fieldApi.window(id, ask).then(
      (f) => {
        if (mine !== asked) return
        on.error('')
        on.field(f)
      },
      (e) => {
        if (mine === asked) on.error(describe(e))
      },
    )
  }
  const stop = follow(id, {
    view: (v) => {
      on.view?.(v)
      if (v.seq === seq) return
      seq = v.seq
      fetchWindow()
    },
    online: on.online,
  })
  return {
    stop,
    want: (w) => {
      if (covers(ask, w)) return
      ask = windowFor(clampWant(w))
      if (seq !== null) fetchWindow()
    },
  }
}
