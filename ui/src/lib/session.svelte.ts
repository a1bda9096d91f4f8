// What the console and the remote share: the token, the followed event's view with its
// clock offset, and running a command with its error kept for the place that asked.

import { api, ApiFailure, setToken as useToken } from './api/client'
import type { Command, EventView } from './api/types'
import { t } from './i18n.svelte'
import { follow } from './live'
import { clockOffset } from './time'
import { loadToken, saveToken } from './token'

export class Session {
  token: string | null = $state(loadToken())

  constructor() {
    // Every request from this page carries the token from now on.
    useToken(this.token)
  }
  view: EventView | null = $state(null)
  offset = $state(0)
  online = $state(true)
  /** Error message per place in the page ("controls", "actions", ...). */
  errors: Record<string, string> = $state({})
  /** What the last command came to when it did not act at once (a table's report waiting
   *  for the desk), per place. */
  notes: Record<string, string> = $state({})
  private stop: (() => void) | null = null

  setToken(value: string | null) {
    saveToken(value)
    this.token = value ? value.trim() : null
    useToken(this.token)
  }

  watch(id: number | null, onView?: (v: EventView) => void) {
    this.stop?.()
    this.view = null
    if (id === null) return
    this.stop = follow(id, {
      view: (v, at) => {
        this.offset = clockOffset(v.clock.now, at)
        this.view = v
        onView?.(v)
      },
      online: (up) => (this.online = up),
    })
  }

  close() {
    this.stop?.()
  }

  /** Runs `command` on the followed event; on failure the message goes to `place`. */
  async run(command: Command, place: string): Promise<boolean> {
    const id = this.view?.id
    if (id === undefined) return false
    try {
      const answer = await api.command(id, command)
      this.errors[place] = ''
      if ('view' in answer) {
        this.view = answer.view
        this.notes[place] = ''
      } else {
        this.notes[place] = t('session-sent-to-desk', { text: answer.text })
      }
      return true
    } catch (e) {
      this.errors[place] = describe(e)
      return false
    }
  }
}

/** Repairs the followed event's damaged log by setting aside its damaged record. */
export async function repair(session: Session): Promise<boolean> {
  const v = session.view
  if (!v?.damage) return false
  try {
    session.view = (await api.repair(v.id, { set_aside: v.damage.seq })).view
    session.errors.damage = ''
    return true
  } catch (e) {
    session.errors.damage = describe(e)
    return false
  }
}

/** A plain-words message for anything thrown by an API call. */
export function describe(e: unknown): string {
  if (e instanceof ApiFailure) {
    if (e.status === 401) return t('session-enter-token', { message: e.message })
    return e.message
  }
  return e instanceof Error ? e.message : String(e)
}
