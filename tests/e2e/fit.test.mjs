// Every panel fits the screens a TD uses: at 1280x720, 1366x768 and
// 1920x1080 the console of a running mixed event (30 players, names in six scripts,
// lammers, add-ons), the players page, the structure library and editor, the series and
// the nights: no control is cut off or hidden, no text is cut short, nothing needs
// sideways scrolling. Screenshots land in test-output/fit-PANEL-WxH.png.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]

const STRUCTURE = `
name = "E2E Fit: BARGE Mixed Games Championship"
number = 7
starting_stack = 10000
table_size = 8
level_minutes = 20
[late_registration]
until_end_of_level = 2
[lammers]
per_entry = 2
value = 5000
redeem_by_end_of_level = 3
[add_on]
chips = 10000
price = 2000
[money]
currency = "USD"
buy_in = 10000
[payouts]
table = "standard-15"
[[games]]
id = "lhe"
name = "Limit Hold'em"
family = "flop"
betting = "limit"
catalog = "holdem"
[[games]]
id = "bigo"
name = "Big O"
family = "flop"
betting = "pot-limit"
catalog = "big-o"
[[levels]]
game = "lhe"
stakes = "100/200"
[[levels]]
game = "bigo"
stakes = "100/200/200"
[[levels]]
break_minutes = 10
[[levels]]
game = "lhe"
stakes = "200/400"
`

const NAMES = [
  'Zoë Ångström-Bergqvist', 'Łukasz Żółć', '李雷', 'محمد الأمين', 'Дмитрий Шостакович',
  'Σωκράτης Παπαδόπουλος', 'Guðrún Sigurðardóttir', 'Bartholomew Fitzgerald-Montgomery',
]

/** What a TD cannot see or reach on the page: sideways scroll of the page, boxes whose
 *  content is wider than they are (cut or scrolling sideways), text cut short with an
 *  ellipsis, and controls outside the box that clips them. */
function unfit(page) {
  return page.evaluate(() => {
    const bad = []
    const doc = document.scrollingElement
    if (doc.scrollWidth > innerWidth + 1) bad.push(`the page scrolls sideways (${doc.scrollWidth} > ${innerWidth})`)
    const label = (el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}.${[...el.classList].join('.')} "${(el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const s = getComputedStyle(el)
      if (s.visibility === 'hidden') continue
      const clips = ['hidden', 'auto', 'scroll', 'clip'].includes(s.overflowX)
      if (clips && el.scrollWidth > el.clientWidth + 1) bad.push(`${label(el)}: content ${el.scrollWidth}px wide in ${el.clientWidth}px`)
      else if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) bad.push(`${label(el)}: text cut short`)
      if (el.tagName === 'INPUT' && el.value && el.scrollWidth > el.clientWidth + 1) {
        bad.push(`${label(el)}: shows "${el.value}" cut (${el.scrollWidth}px in ${el.clientWidth}px)`)
      }
      if (el.tagName === 'SELECT' && el.selectedIndex >= 0) {
        // A select shows its chosen option in one line: the text and the arrow must fit.
        const ctx = document.createElement('canvas').getContext('2d')
        ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
        const text = el.options[el.selectedIndex].text
        const need = ctx.measureText(text).width + 16
        if (need > el.clientWidth + 1) bad.push(`${label(el)}: shows "${text}" cut (${Math.round(need)}px in ${el.clientWidth}px)`)
      }
      if (['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A'].includes(el.tagName)) {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const ps = getComputedStyle(p)
          if (!['hidden', 'clip'].includes(ps.overflowX)) continue
          const pr = p.getBoundingClientRect()
          if (r.left < pr.left - 1 || r.right > pr.right + 1) bad.push(`${label(el)}: outside ${label(p)}`)
          break
        }
        if (r.left < -1 || r.right > innerWidth + 1) bad.push(`${label(el)}: off the screen`)
      }
    }
    return bad
  })
}

async function check(page, what, size) {
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(shots, `fit-${what}-${size.width}x${size.height}.png`) })
  return (await unfit(page)).map((b) => `${what} ${size.width}x${size.height}: ${b}`)
}

test('every panel fits 1280x720, 1366x768 and 1920x1080', async () => {
  const id = (await h.post('/api/events', { file: 'fit.toml', source: STRUCTURE })).id
  for (let i = 0; i < 30; i++) {
    const name = i < NAMES.length ? NAMES[i] : `Player ${i + 1}`
    await h.command(id, { type: 'register', name })
  }
  await h.command(id, { type: 'draw_seats', seed: 7 })
  await h.command(id, { type: 'start' })
  const found = []
  for (const size of SIZES) {
    const page = await h.page(size)
    await page.goto(h.url(`/console/${id}#token=${h.token}`))
    await page.getByTestId('field-panel').waitFor()
    found.push(...(await check(page, 'console', size)))
    // The players list, scrolled into view: every action of a row within its box.
    await page.getByTestId('player-row').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(shots, `fit-console-players-${size.width}x${size.height}.png`) })
    await page.getByTestId('open-players').click()
    await page.waitForTimeout(500)
    found.push(...(await check(page, 'players', size)))
    await page.goto(h.url(`/console/${id}#token=${h.token}`))
    await page.getByTestId('open-library').click()
    await page.getByTestId('library').waitFor()
    found.push(...(await check(page, 'library', size)))
    // The editor on a BARGE-style template (Big O's "100/200/200" stakes among them).
    await page.getByTestId('template-select').locator('option', { hasText: 'Mixed Limit, BARGE style' }).waitFor({ state: 'attached' })
    await page.getByTestId('template-select').selectOption({ label: 'Mixed Limit, BARGE style' })
    await page.getByTestId('new-from-template').click()
    await page.getByTestId('structure-editor').waitFor()
    found.push(...(await check(page, 'editor', size)))
    await page.goto(h.url(`/console/${id}#token=${h.token}`))
    await page.getByTestId('open-series').click()
    await page.waitForTimeout(500)
    found.push(...(await check(page, 'series', size)))
    await page.goto(h.url(`/console/${id}#token=${h.token}`))
    await page.getByTestId('open-nights').click()
    await page.waitForTimeout(500)
    found.push(...(await check(page, 'nights', size)))
    await page.close()
  }
  assert.deepEqual(found, [])
})
