// The display flip benchmark: five displays of one running event, every flip
// of their seconds compared with the server's instant for it over FLIP_SECONDS (default
// 30) seconds. Run it with `node tests/e2e/flip.bench.mjs` after building
// (docs/performance.md); the figures printed are the ones that page reports.

import { Harness } from './harness.mjs'
import { openDisplays, flipLags, summary } from './flips.mjs'

const seconds = Number(process.env.FLIP_SECONDS ?? 30)
const h = new Harness()
await h.start()
try {
  const id = (await h.post('/api/events', { shipped: 'example-nlhe-bba.toml' })).id
  await h.command(id, { type: 'start' })
  const pages = await openDisplays(h, id, 5)
  const clock = await h.get(`/api/events/${id}/clock`)
  const lags = await flipLags(pages, clock.ends_at, seconds * 1000)
  const s = summary(lags)
  console.log(
    `5 displays, ${s.flips} flips over ${seconds} s: median ${s.median} ms, 95th percentile ${s.p95} ms, largest ${s.max} ms late`,
  )
} finally {
  await h.stop()
}
