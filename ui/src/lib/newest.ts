// One request at a time for one place on a page, the newest wish served next. A panel
// that fetches again whenever the log moves would otherwise send a request per change: in
// a busy room (four flights busting at once on a slow laptop) they pile up faster than the
// server answers, and the browser ends by refusing them. Here an ask made while a request
// is on its way waits for it, replacing any ask already waiting; answers are heard in the
// order they were asked, so a slow answer never replaces a newer one on screen.

export interface Newest {
  /** Sends `get()` now, or once the request on its way is answered (only the last of the
   *  asks made meanwhile is sent); `ok` or `fail` hears of it unless dropped first. */
  ask<T>(get: () => Promise<T>, ok: (v: T) => void, fail?: (e: unknown) => void): void
  /** Forgets the ask waiting and ignores the answer on its way (another question now):
   *  the next ask is sent at once, without waiting for that answer. */
  drop(): void
  /** Whether a request is on its way. */
  busy(): boolean
}

interface Job {
  get: () => Promise<unknown>
  ok: (v: unknown) => void
  fail: (e: unknown) => void
}

export function newest(): Newest {
  let flying = false
  let waiting: Job | null = null
  let era = 0
  const run = (job: Job) => {
    flying = true
    const mine = era
    let p: Promise<unknown>
    try {
      p = job.get()
    } catch (e) {
      p = Promise.reject(e)
    }
    p.then(
      (v) => {
        if (mine === era) job.ok(v)
      },
      (e) => {
        if (mine === era) job.fail(e)
      },
    ).finally(() => {
      // A dropped request no longer holds the place: a newer one went without it.
      if (mine !== era) return
      flying = false
      const next = waiting
      waiting = null
      if (next) run(next)
    })
  }
  return {
    ask(get, ok, fail = () => {}) {
      const job = { get, ok, fail } as Job
      if (flying) waiting = job
      else run(job)
    },
    drop() {
      era++
      waiting = null
      flying = false
    },
    busy: () => flying,
  }
}
