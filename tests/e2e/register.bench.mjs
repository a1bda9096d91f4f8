// Registering a Main Event's field one by one over HTTP: REGISTER_PLAYERS
// (default 10,000) `register` commands sent one after another to a `felt serve` on a
// fresh database, each answered (decided, committed with fsync, its view built) before
// the next is sent, as a desk would. Prints the total and the per-command times at
// each tenth of the field, so a cost that grows with the field shows. Run it with
// `node tests/e2e/register.bench.mjs` after building (docs/performance.md). No browser.

import { Harness } from './harness.mjs'

const players = Number(process.env.REGISTER_PLAYERS ?? 10_000)
const h = new Harness()
await h.startServer()
try {
  const id = (await h.post('/api/events', { shipped: 'example-nlhe-bba.toml' })).id
  const times = []
  const started = performance.now()
  for (let i = 1; i <= players; i++) {
    const t0 = performance.now()
    await h.command(id, { type: 'register', name: `Player ${String(i).padStart(6, '0')}` })
    times.push(performance.now() - t0)
  }
  const total = (performance.now() - started) / 1000
  const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]
  const tenth = Math.max(1, Math.floor(players / 10))
  for (let from = 0; from < players; from += tenth) {
    const part = times.slice(from, from + tenth).sort((a, b) => a - b)
    console.log(
      `players ${from + 1}-${from + part.length}: median ${pct(part, 50).toFixed(1)} ms, 99th percentile ${pct(part, 99).toFixed(1)} ms, largest ${part[part.length - 1].toFixed(1)} ms`,
    )
  }
  const all = [...times].sort((a, b) => a - b)
  console.log(
    `${players} players registered one by one over HTTP in ${total.toFixed(1)} s: median ${pct(all, 50).toFixed(1)} ms, 99th percentile ${pct(all, 99).toFixed(1)} ms, largest ${all[all.length - 1].toFixed(1)} ms`,
  )
} finally {
  await h.stop()
}
