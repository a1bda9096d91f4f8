// How fast a level change reaches every screen: `count` plain HTTP clients
// follow one event's live stream (`/api/events/{id}/stream`, server-sent events carrying
// the event view), the TD moves the clock to another period, and each client's lag is
// the instant the first view showing the new period reached it minus the instant just
// before the command was sent. No browsers: the clients are node sockets, so the figure
// is the server's fan-out (command, view recomputed once, sent to every stream) plus the
// command's own round trip, not a page's repaint.

import http from 'node:http'

/** One stream client: parses the server-sent events as they come, chunk by chunk. */
class Client {
  /** The latest view, and its period index (`clock.period`), once one has arrived. */
  view = null
  period = null
  /** Called with (view, arrivedAt) for every view after the first; set by a round. */
  listener = null
  closed = false
  buffer = ''
  /** A carriage return at a chunk's end, held until the next shows if a newline follows. */
  cr = ''
  req = null
  first = null

  /** Opens the stream; resolves when the first view has arrived. */
  open(h, id, agent) {
    return new Promise((ok, fail) => {
      this.first = ok
      this.req = http.get(h.url(`/api/events/${id}/stream`), { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          fail(new Error(`stream: HTTP ${res.statusCode}`))
          res.resume()
          return
        }
        res.setEncoding('utf8')
        res.on('data', (chunk) => this.take(chunk, Date.now()))
        res.on('close', () => {
          this.closed = true
          if (this.view === null) fail(new Error('stream closed before its first view'))
        })
      })
      this.req.on('error', (e) => {
        this.closed = true
        if (this.view === null) fail(e)
      })
    })
  }

  /**
   * A chunk of the stream, read at `at`. Messages end with a blank line and may be split
   * across chunks (or several may share one); each message's `data:` lines are joined
   * with newlines. The arrival instant is taken before any parsing, and the JSON is
   * parsed after every socket ready now has been read, so one client's parsing does not
   * count in another's lag.
   */
  take(chunk, at) {
    let text = this.cr + chunk
    this.cr = text.endsWith('\r') ? '\r' : ''
    if (this.cr) text = text.slice(0, -1)
    this.buffer += text.replace(/\r\n?/g, '\n')
    let end
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const message = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + 2)
      let event = 'message'
      const data = []
      for (const line of message.split('\n')) {
        if (line === '' || line.startsWith(':')) continue // keep-alive comments
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        let value = colon < 0 ? '' : line.slice(colon + 1)
        if (value.startsWith(' ')) value = value.slice(1)
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (event !== 'view' || data.length === 0) continue
      const json = data.join('\n')
      setImmediate(() => this.seen(JSON.parse(json), at))
    }
  }

  seen(view, at) {
    this.view = view
    this.period = view.clock.period
    if (this.first) {
      this.first()
      this.first = null
    } else {
      this.listener?.(view, at)
    }
  }

  close() {
    this.req?.destroy()
  }
}

/** Opens `count` stream clients of event `id`, resolves once each has its first view. */
export async function openClients(h, id, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  const clients = Array.from({ length: count }, () => new Client())
  // Opened in batches so the server's accept queue is never the thing measured.
  for (let i = 0; i < count; i += 50) {
    await Promise.all(clients.slice(i, i + 50).map((c) => c.open(h, id, agent)))
  }
  return { clients, agent }
}

export function closeClients({ clients, agent }) {
  for (const c of clients) c.close()
  agent.destroy()
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms))

/**
 * `rounds` level changes: each sends `next_level` (or `previous_level` when the view shows
 * no next period) and waits up to `timeoutMs` for every client to see the new period.
 * Returns every client's lag of every round (ms), how many client-rounds were missed (no
 * view of the new period in time, or a stream closed) and, per round, when the command's
 * answer came back and the first and last client's lag.
 */
export async function measureRounds(h, id, clients, rounds, { timeoutMs = 5000, gapMs = 300 } = {}) {
  const lags = []
  const perRound = []
  let missed = 0
  for (let r = 0; r < rounds; r++) {
    const before = clients[0].period
    const arrived = clients.map(
      (c) =>
        new Promise((ok) => {
          // Out of step with the others before the round began: counts as a miss.
          if (c.period !== before) return ok(null)
          const timer = setTimeout(() => {
            c.listener = null
            ok(null)
          }, timeoutMs)
          c.listener = (view, at) => {
            if (view.clock.period === before) return
            clearTimeout(timer)
            c.listener = null
            ok(at)
          }
        }),
    )
    const type = clients[0].view.clock.next == null ? 'previous_level' : 'next_level'
    const t0 = Date.now()
    await h.command(id, { type })
    const answered = Date.now() - t0
    const ats = await Promise.all(arrived)
    const got = ats.filter((a) => a !== null).map((a) => a - t0)
    missed += ats.length - got.length
    lags.push(...got)
    perRound.push({ type, answered, first: Math.min(...got), last: Math.max(...got) })
    // Let the server settle before the next change.
    await sleep(gapMs)
  }
  return { lags, missed, perRound }
}

/** Median, 95th and 99th percentiles and the largest lag (nearest rank). */
export function summary(lags) {
  const a = [...lags].sort((x, y) => x - y)
  const at = (q) => a[Math.min(a.length - 1, Math.max(0, Math.ceil(q * a.length) - 1))]
  return { samples: a.length, median: at(0.5), p95: at(0.95), p99: at(0.99), max: a[a.length - 1] }
}
