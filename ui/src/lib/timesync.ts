// The display's clock, set to the server's: every display in the room must
// flip its seconds together, within 20 ms of the server's level end. A view's own `now`
// is stamped before it travels, so the time it took to arrive would make a display late;
// instead the display asks `/api/time` a few times, NTP-style, and trusts the answer
// that came back fastest: the server's time is then known to within half that round trip.
// And it repaints when the shown second changes, not on a coarse tick.

/** One exchange: local send and receive instants (ms), and the server's answer. */
export interface TimeSample {
  sent: number
  received: number
  server: number
}

/** What the display knows about the server's clock. */
export interface ClockSync {
  /** How far the server's clock is ahead of this device's (ms). */
  offset: number
  /** The round trip of the sample the offset came from (ms). */
  rtt: number
}

/** The offset from the sample with the shortest round trip (the server answered at about
 * the middle of it); null with no samples. */
export function bestSync(samples: TimeSample[]): ClockSync | null {
  let best: ClockSync | null = null
  for (const s of samples) {
    const rtt = Math.max(0, s.received - s.sent)
    if (best === null || rtt < best.rtt) {
      best = { offset: s.server - (s.sent + s.received) / 2, rtt }
    }
  }
  return best
}

/**
 * The offset a clock display uses: the lowest the server's clock can be ahead, given the
 * exchange it was measured with (the server read its clock somewhere within the round
 * trip, and sends whole milliseconds). A display set by it may flip up to a round trip
 * late but never before the server's instant: it never shows a second that has not begun.
 */
export function shownOffset(s: ClockSync): number {
  return Math.floor(s.offset - s.rtt / 2)
}

/**
 * Milliseconds until the countdown showing `remaining` ms changes its text. The clock
 * shows whole seconds rounded up, so "0:59" begins exactly when 59,000 ms are left: the
 * next change comes when `remaining` reaches the multiple of 1,000 below it.
 */
export function msToNextFlip(remaining: number): number {
  if (remaining <= 0) return 1000
  const r = remaining % 1000
  return r === 0 ? 1000 : r
}

/** Samples kept: a slow answer among them does not move the offset. */
const KEEP = 8

/**
 * Keeps `onSync` told of the server's clock: a burst of samples at once, then one every
 * `everyMs`. `fetchTime` returns the server's `now`. Returns a stop function.
 */
export function keepSynced(
  fetchTime: () => Promise<number>,
  onSync: (s: ClockSync) => void,
  everyMs = 30_000,
  now: () => number = () => Date.now(),
): () => void {
  const samples: TimeSample[] = []
  let stopped = false
  const one = async () => {
    const sent = now()
    try {
      const server = await fetchTime()
      const received = now()
      samples.push({ sent, received, server })
      if (samples.length > KEEP) samples.shift()
      const s = bestSync(samples)
      if (s && !stopped) onSync(s)
    } catch {
      // Offline for now: the last offset stands, and the next sample tries again.
    }
  }
  void (async () => {
    for (let i = 0; i < 5 && !stopped; i++) await one()
  })()
  const timer = setInterval(() => void one(), everyMs)
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
