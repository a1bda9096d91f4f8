// Follows one event's live stream. The browser's EventSource retries by itself after a
// dropped connection, but gives up for good on some failures (a restarting server
// answering an error page), and a half-open connection can go silent; so a watchdog
// reopens the stream when nothing arrived for a while, and every (re)connection and
// every return to a visible tab also re-fetches the view.

import { api } from './api/client'
import type { EventView } from './api/types'

/** The server sends a view at least every 5 s; three missed ones mean the link is dead. */
export const SILENCE_MS = 15_000

export interface LiveHandlers {
  /** A view and the local instant it arrived at. */
  view: (v: EventView, receivedAt: number) => void
  /** Whether the link is up. */
  online: (up: boolean) => void
}

// A club's language goes through as its tag; the type names the shipped ones.
type Lang = 'en' | 'de' | 'fr' | 'es' | 'en-XA'
let pinned: Lang | null = null

/** The console speaks the language its words came in (the installation's, which the
 *  server knows and a view request does not say): its views are asked for in it too. */
export function pinLang(lang: string): void {
  pinned = lang as Lang
}

/** The console's pinned language, if it has one. */
export function pinnedLang(): string | null {
  return pinned
}

/** The language a page was opened in (`?lang=de` on its address), passed on to the views
 *  it follows; without one, the console's pinned language, else none: the server follows
 *  the event's language, then the browser's own. */
export function pageLang(): { lang?: Lang } {
  const lang = new URLSearchParams(location.search).get('lang')
  if (lang) return { lang: lang as Lang }
  return pinned ? { lang: pinned } : {}
}

export function follow(id: number, on: LiveHandlers): () => void {
  let source: EventSource | null = null
  let last = Date.now()
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | null = null

  const refetch = () =>
    api.event(id, pageLang()).then(
      (v) => {
        last = Date.now()
        on.view(v, last)
        on.online(true)
      },
      () => on.online(false),
    )

  const open = () => {
    if (stopped) return
    source?.close()
    last = Date.now()
    source = new EventSource(api.streamUrl(id, pageLang()))
    source.addEventListener('view', (e) => {
      last = Date.now()
      on.online(true)
      on.view(JSON.parse((e as MessageEvent).data) as EventView, last)
    })
    source.onopen = () => void refetch()
    source.onerror = () => {
      on.online(false)
      if (source?.readyState === EventSource.CLOSED && !retry) {
        retry = setTimeout(() => {
          retry = null
          open()
        }, 2000)
      }
    }
  }

  const watchdog = setInterval(() => {
    if (Date.now() - last > SILENCE_MS) {
      on.online(false)
      open()
    }
  }, 2000)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refetch()
  }
  document.addEventListener('visibilitychange', onVisible)
  open()
  return () => {
    stopped = true
    source?.close()
    clearInterval(watchdog)
    if (retry) clearTimeout(retry)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
