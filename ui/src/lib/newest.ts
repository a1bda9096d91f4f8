// The answer of the newest of a run of requests: one overtaken by a later request (or
// dropped) is ignored, so a slow answer never replaces a newer one on screen.

export interface Newest {
  /** Sends `p`; `ok` or `fail` hears of it only if no request came after it. */
  ask<T>(p: Promise<T>, ok: (v: T) => void, fail?: (e: unknown) => void): void
  /** Ignores every answer still on its way. */
  drop(): void
}

export function newest(): Newest {
  let asked = 0
  return {
    ask(p, ok, fail = () => {}) {
      const mine = ++asked
      p.then(
        (v) => {
          if (mine === asked) ok(v)
        },
        (e) => {
          if (mine === asked) fail(e)
        },
      )
    },
    drop() {
      asked++
    },
  }
}
