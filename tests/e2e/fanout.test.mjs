// A level change reaches every screen: 200 plain stream clients follow one
// running event and each sees every one of five level changes, promptly. A short run of
// the benchmark in tests/e2e/fanout.bench.mjs, with a bound loose enough for a loaded
// 2-core machine running a debug build; docs/performance.md reports the long run's figures.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { Harness } from './harness.mjs'
import { openClients, closeClients, measureRounds, summary } from './fanout.mjs'

const h = new Harness()
before(() => h.startServer())
after(() => h.stop())

test('a level change reaches 200 streams, each of them, within 500 ms at the 99th percentile', async () => {
  const id = (await h.post('/api/events', { shipped: 'example-nlhe-bba.toml' })).id
  await h.command(id, { type: 'start' })
  const streams = await openClients(h, id, 200)
  try {
    const { lags, missed } = await measureRounds(h, id, streams.clients, 5)
    const s = summary(lags)
    console.log(`200 streams, 5 level changes: median ${s.median} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, largest ${s.max} ms, ${missed} missed`)
    assert.equal(missed, 0, 'every stream saw every level change')
    assert.equal(s.samples, 1000)
    assert.ok(s.p99 <= 500, `99th percentile ${s.p99} ms`)
  } finally {
    closeClients(streams)
  }
})
