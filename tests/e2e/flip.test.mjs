// Every display shows the true time: five displays of one running event set
// their clocks to the server's NTP-style and repaint when the shown second changes, so
// their flips land with the server's instant for them. A short run of the benchmark in
// tests/e2e/flip.bench.mjs, with its bound; docs/performance.md reports the long run's figures.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { Harness } from './harness.mjs'
import { openDisplays, flipLags, summary } from './flips.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

test('five displays flip their seconds within 20 ms of the server, at the median', async () => {
  const id = (await h.post('/api/events', { shipped: 'example-nlhe-bba.toml' })).id
  await h.command(id, { type: 'start' })
  const pages = await openDisplays(h, id, 5)
  const rtts = await Promise.all(pages.map((p) => p.getByTestId('display').getAttribute('data-rtt')))
  assert.ok(rtts.every((r) => Number(r) < 100), `round trips ${rtts}`)
  const clock = await h.get(`/api/events/${id}/clock`)
  const lags = await flipLags(pages, clock.ends_at, 8000)
  const s = summary(lags)
  console.log(`5 displays, ${s.flips} flips: median ${s.median} ms, p95 ${s.p95} ms, largest ${s.max} ms`)
  assert.ok(s.flips >= 30, `only ${s.flips} flips seen`)
  // Never early by more than a tick: a flip before its second would show the wrong time.
  assert.ok(Math.min(...lags) > -5, `a flip came early: ${Math.min(...lags)} ms`)
  assert.ok(s.median <= 20, `median flip lag ${s.median} ms`)
  assert.ok(s.p95 <= 60, `95th percentile flip lag ${s.p95} ms`)
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})
