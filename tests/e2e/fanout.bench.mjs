// The level change fan-out benchmark: FANOUT_CLIENTS (default 200) stream
// clients follow one running event, and over FANOUT_ROUNDS (default 20) level changes
// each client's lag from the TD's command to the view with the new level is taken. Run
// it with `node tests/e2e/fanout.bench.mjs` after building (docs/performance.md); the
// figures printed are the ones that page reports. No browser: plain HTTP clients.

import { Harness } from './harness.mjs'
import { openClients, closeClients, measureRounds, summary } from './fanout.mjs'

const count = Number(process.env.FANOUT_CLIENTS ?? 200)
const rounds = Number(process.env.FANOUT_ROUNDS ?? 20)
const h = new Harness()
await h.startServer()
let missed = 0
try {
  const id = (await h.post('/api/events', { shipped: 'example-nlhe-bba.toml' })).id
  await h.command(id, { type: 'start' })
  const streams = await openClients(h, id, count)
  try {
    const bytes = JSON.stringify(streams.clients[0].view).length
    const r = await measureRounds(h, id, streams.clients, rounds)
    missed = r.missed
    if (process.env.FANOUT_VERBOSE) {
      for (const [i, p] of r.perRound.entries()) {
        console.log(`round ${i + 1}: ${p.type} answered in ${p.answered} ms, first stream ${p.first} ms, last ${p.last} ms`)
      }
    }
    const s = summary(r.lags)
    console.log(
      `${count} streams, ${rounds} level changes (${s.samples} arrivals, views of ${bytes} bytes): median ${s.median} ms, 95th percentile ${s.p95} ms, 99th percentile ${s.p99} ms, largest ${s.max} ms; ${missed} missed`,
    )
  } finally {
    closeClients(streams)
  }
} finally {
  await h.stop()
}
if (missed > 0) process.exit(1)
