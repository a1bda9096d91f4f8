// In the browser: a series made in the console from two finished events,
// ranked by fixed points by place, then another rule tried on the same events and kept.
// Screenshots at 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { Harness, outside, root, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

async function play(order) {
  const source = readFileSync(join(root, 'structures/templates/home-freezeout.toml'), 'utf8')
  const { id } = await h.post('/api/events', { file: 'home.toml', source })
  for (const name of order) await h.command(id, { type: 'register', name })
  await h.command(id, { type: 'draw_seats', seed: 7 })
  for (let k = 1; k < order.length; k++) await h.command(id, { type: 'bust', player: k })
  return id
}

test('a series is made, ranked and re-scored from the console', async () => {
  // Monday: Ann wins, then Bob, Cy, Dee; Friday: Bob wins, then Cy, Ann.
  const monday = await play(['Dee', 'Cy', 'Bob', 'Ann'])
  const friday = await play(['Ann', 'Cy', 'Bob'])
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('open-series').click()
  await page.getByTestId('series-page').waitFor()
  await page.getByTestId('series-name').fill('Club season')
  await page.getByTestId('series-create').click()
  await page.getByTestId('series-standings').getByText('Club season').waitFor()
  for (const n of [String(monday), String(friday)]) {
    await page.getByTestId('series-add-event').selectOption(n)
    await page.getByTestId('series-add').click()
    await page.getByTestId('series-event').filter({ hasText: `#${n} ` }).waitFor()
  }
  // 10, 7, 5, 3: Ann 10 + 5 = 15, Bob 7 + 10 = 17, Cy 5 + 7 = 12, Dee 3.
  const rows = async () => (await page.getByTestId('series-line').allInnerTexts()).map((t) => t.split('\t').slice(0, 3).join(' '))
  const settled = async (want) => {
    for (let i = 0; i < 50 && JSON.stringify(await rows()) !== JSON.stringify(want); i++) await page.waitForTimeout(100)
    assert.deepEqual(await rows(), want)
  }
  await settled(['1 Bob 17', '2 Ann 15', '3 Cy 12', '4 Dee 3'])
  await page.screenshot({ path: join(shots, 'series-1280.png') })
  // Try 10 × √(entries ÷ place): Ann 20.00 + 10.00 = 30.00, Bob 14.14 + 17.32 = 31.46,
  // Cy 11.55 + 12.25 = 23.80, Dee 10.00.
  await page.getByTestId('series-kind').selectOption('sqrt-entries')
  await page.getByTestId('series-preview').click()
  await page.getByTestId('series-standings').getByText(/Preview, not kept/).waitFor()
  await settled(['1 Bob 31.46', '2 Ann 30', '3 Cy 23.80', '4 Dee 10'])
  await page.getByTestId('series-keep').click()
  await page.getByTestId('series-standings').getByText(/^10 × √\(entries ÷ place\); every event counts/).waitFor()
  // The kept standings print: the link opens the sheet as a PDF.
  const href = await page.getByTestId('series-print').getAttribute('href')
  const pdf = await fetch(h.url(href))
  assert.equal(pdf.headers.get('content-type'), 'application/pdf')
  assert.ok((await pdf.arrayBuffer()).byteLength > 1000)
  const kept = await h.get('/api/series/1')
  assert.deepEqual(kept.events.map((e) => e.id), [monday, friday])
  assert.equal(kept.rule.points.kind, 'sqrt-entries')
  // A formula the series cannot use is refused in words.
  await page.getByTestId('series-kind').selectOption('formula')
  await page.getByTestId('series-formula').fill('players * 2')
  await page.getByTestId('series-preview').click()
  await page.getByTestId('series-error').getByText(/`players`, which is not one of its variables/).waitFor()
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: join(shots, 'series-1920.png') })
  const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth)
  assert.ok(sideways <= 0, `the series page scrolls sideways by ${sideways}px`)
  assert.deepEqual(h.pageErrors, [])
})

test('the series leaderboard takes its turn on the displays during a break', async () => {
  // Wednesday is running in the same series: on its break the board shows the leaders.
  const source = readFileSync(join(root, 'structures/templates/home-freezeout.toml'), 'utf8')
  const { id } = await h.post('/api/events', { file: 'home.toml', source })
  for (const name of ['Ann', 'Bob', 'Cy']) await h.command(id, { type: 'register', name })
  await h.command(id, { type: 'draw_seats', seed: 7 })
  await h.post('/api/series/1/events', { event: id })
  await h.command(id, { type: 'start' })
  await h.command(id, { type: 'break_now', minutes: 10 })
  const put = await fetch(h.url(`/api/events/${id}/slides`), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${h.token}` },
    body: JSON.stringify({ breaks: true, during_play: false, seconds: 5 }),
  })
  assert.ok(put.ok, await put.text())
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    const board = display.getByTestId('series-board')
    await board.getByText('Club season').waitFor()
    const rows = (await board.locator('li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
    assert.deepEqual(rows, ['1 Bob 31.46', '2 Ann 30', '3 Cy 23.80', '4 Dee 10'])
    await board.getByText('2 of 3 events played · 4 players').waitFor()
    assert.deepEqual(await outside(display), [], `${size.width}: nothing outside the screen`)
    await display.screenshot({ path: join(shots, `series-board-${size.width}.png`) })
    await display.close()
  }
  assert.deepEqual(h.pageErrors, [])
})
