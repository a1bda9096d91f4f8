// What each page loads: the display on a TV, the phone remote, the table device and the
// console each load their own code only. A display's first load stays under 150 KB of
// script (the whole console was one 379 KB script for every screen); the figures are
// printed for docs/performance.md.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { Harness } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

/** The JavaScript bytes a first load of `path` fetches (uncompressed, as served). */
async function scriptBytes(path) {
  const page = await h.page({ width: 1920, height: 1080 })
  const sizes = new Map()
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? ''
    if (!type.includes('javascript')) return
    try {
      sizes.set(res.url(), (await res.body()).length)
    } catch {
      // A response the page dropped before reading: not loaded.
    }
  })
  await page.goto(h.url(path))
  await page.waitForLoadState('networkidle')
  await page.close()
  return [...sizes.values()].reduce((a, b) => a + b, 0)
}

test('each page loads only its own code; a display stays under 150 KB of script', async () => {
  const kb = (n) => Math.round(n / 1024)
  const pages = {
    display: '/display/1',
    seating: '/seating/1',
    remote: '/remote/1',
    night: '/night/1',
    console: '/console/1',
  }
  const found = {}
  for (const [name, path] of Object.entries(pages)) found[name] = await scriptBytes(path)
  console.log(
    'script loaded on first load: ' +
      Object.entries(found)
        .map(([n, b]) => `${n} ${kb(b)} KB`)
        .join(', '),
  )
  assert.ok(found.display < 150 * 1024, `the display loads ${kb(found.display)} KB of script`)
  assert.ok(found.display < found.console, 'the display loads less than the console')
  assert.ok(found.remote < found.console, 'the phone remote loads less than the console')
  assert.deepEqual(h.pageErrors, [])
})
