// Every page, read by axe-core (the accessibility engine browsers' own tools use): no
// serious or critical finding on the display, the seating chart, the phone remote, the
// pairing page, the verify page, a night's TV, and the console with each of its pages
// (the event, the structure library and editor, players, series, home game nights). And
// the console can be worked from the keyboard alone: every control reached with Tab shows
// where the focus is.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Harness } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const axeSource = readFileSync(join(import.meta.dirname, 'node_modules/axe-core/axe.min.js'), 'utf8')

/** axe's serious and critical findings on the page as it is now, in words. */
async function findings(page) {
  // Evaluated through the browser's debugging channel, not a <script>: the page's
  // Content-Security-Policy stays as served.
  await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] })
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => {
        const where = v.nodes.slice(0, 3).map((n) => {
          // A contrast finding says which colours clash, so the fix is plain.
          const c = n.any.find((a) => a.data && a.data.contrastRatio)?.data
          return n.target.join(' ') + (c ? ` (${c.fgColor} on ${c.bgColor}, ${c.contrastRatio}:1)` : '')
        })
        return `${v.id} (${v.impact}): ${v.help} — ${where.join(' | ')}`
      })
  })
  return result
}

test('no page has a serious or critical accessibility finding', async () => {
  const { id } = await h.post('/api/events', { shipped: 'example-nlhe-bba' })
  for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) await h.command(id, { type: 'register', name })
  await h.command(id, { type: 'draw_seats', seed: 1 })
  const night = await h.post('/api/nights', { title: 'Friday', players: ['Ann', 'Bob', 'Cy'] })
  const pages = [
    ['display', `/display/${id}`],
    ['seating chart', `/seating/${id}`],
    ['phone remote', `/remote/${id}#token=${h.token}`],
    ['pairing', '/pair'],
    ['verify', `/verify/${id}`],
    ["a night's TV", `/night/${night.id}`],
  ]
  const all = []
  for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    for (const [name, path] of pages) {
      const page = await h.page(size)
      await page.goto(h.url(path))
      await page.waitForLoadState('networkidle')
      for (const f of await findings(page)) all.push(`${name} at ${size.width}: ${f}`)
      await page.close()
    }
    const page = await h.page(size)
    await page.goto(h.url(`/console/${id}#token=${h.token}`))
    await page.getByTestId('open-library').waitFor()
    await page.waitForLoadState('networkidle')
    for (const f of await findings(page)) all.push(`console at ${size.width}: ${f}`)
    for (const [button, name] of [
      ['open-library', 'structures'],
      ['open-players', 'players'],
      ['open-series', 'series'],
      ['open-nights', 'nights'],
    ]) {
      await page.getByTestId(button).click()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      for (const f of await findings(page)) all.push(`console's ${name} at ${size.width}: ${f}`)
      await page.goto(h.url(`/console/${id}#token=${h.token}`))
      await page.getByTestId('open-library').waitFor()
    }
    await page.close()
  }
  assert.deepEqual(all, [])
})

test('the console is worked from the keyboard: every control Tab reaches shows its focus', async () => {
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console/1#token=${h.token}`))
  await page.getByTestId('open-library').waitFor()
  await page.waitForLoadState('networkidle')
  const unseen = []
  let reached = 0
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return null
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      const ring = style.boxShadow && style.boxShadow !== 'none'
      return {
        what: `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
        shown: outline || ring,
      }
    })
    if (!focus) continue
    reached++
    if (!focus.shown) unseen.push(focus.what)
  }
  assert.ok(reached > 20, `Tab reached only ${reached} controls`)
  assert.deepEqual([...new Set(unseen)], [], 'controls whose focus does not show')
})
