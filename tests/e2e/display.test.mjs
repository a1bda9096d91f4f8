// Browser end-to-end tests: the real `felt serve` binary on 127.0.0.1 with a
// temp database, driven through Debian's headless Chromium by playwright-core.
// Screenshots go to test-output/ at the repository root.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'

/** The environment for `felt serve` with the UI built into the binary, as shipped. */
function builtInUi() {
  const env = { ...process.env }
  delete env.FELT_UI_DIR
  return env
}

const root = resolve(import.meta.dirname, '../..')
const target = process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target')
const felt = join(target, 'debug', 'felt')
const shots = join(root, 'test-output')
const chromiumPath = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find(existsSync)
const dir = mkdtempSync(join(tmpdir(), 'felt-e2e-'))
const db = join(dir, 'felt.db')

let server, port, token, browser, context

/** Starts `felt serve` and waits for the lines giving its port and token. */
function startServer(wantPort = 0) {
  return new Promise((ok, fail) => {
    const p = spawn(felt, ['serve', '--port', String(wantPort), '--db', db], {
      env: builtInUi(),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    const timer = setTimeout(() => fail(new Error(`felt serve said only: ${out}`)), 20000)
    p.stdout.on('data', (d) => {
      out += d
      const m = /serving http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
      const t = /TD token \(needed to change events\): (\S+)/.exec(out)
      if (m && t) {
        clearTimeout(timer)
        ok({ proc: p, port: Number(m[1]), token: t[1] })
      }
    })
    p.on('exit', (code) => fail(new Error(`felt serve exited with ${code}: ${out}`)))
  })
}

function stopServer() {
  return new Promise((ok) => {
    if (server.exitCode !== null) return ok()
    server.once('exit', ok)
    server.kill('SIGTERM')
  })
}

/** Pages share one browser profile, as tabs do: the token typed once is remembered. */
async function newPage(viewport) {
  const page = await context.newPage()
  await page.setViewportSize(viewport)
  return page
}

const url = (path) => `http://127.0.0.1:${port}${path}`
const timeText = (page) => page.locator('[data-testid=time]').innerText()
const seconds = (t) => t.split(':').reduce((a, b) => a * 60 + Number(b), 0)

async function apiPost(path, body) {
  const res = await fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  assert.ok(res.ok, `${path}: ${res.status} ${text}`)
  return JSON.parse(text)
}

before(async () => {
  assert.ok(existsSync(felt), `build the server first: cargo build -p felt (looked for ${felt})`)
  assert.ok(existsSync(join(root, 'ui', 'dist', 'index.html')), 'build the UI first: (cd ui && npm run build)')
  assert.ok(chromiumPath, 'Chromium is not installed (apt-get install chromium)')
  mkdirSync(shots, { recursive: true })
  ;({ proc: server, port, token } = await startServer())
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  context = await browser.newContext()
})

after(async () => {
  await browser?.close()
  if (server) await stopServer()
  rmSync(dir, { recursive: true, force: true })
})

let eventId

test('the console creates an event from a shipped structure and starts its clock', async () => {
  const page = await newPage({ width: 1280, height: 800 })
  await page.goto(url(`/#token=${token}`))
  await page.getByTestId('new-event').click()
  await page.getByTestId('create-shipped').click()
  // The new event exists once the server answered; the console then switches to it (it
  // opened on the demo event, which is also "not started", so wait for the event itself).
  let events = { events: [] }
  for (let i = 0; i < 100 && events.events.length < 2; i++) {
    events = await (await fetch(url('/api/events'))).json()
    if (events.events.length < 2) await new Promise((r) => setTimeout(r, 100))
  }
  assert.ok(events.events.length >= 2, 'the demo event and the new one')
  eventId = events.events.at(-1).id
  await page.locator(`[data-testid="console-clock"][data-event="${eventId}"]`).waitFor()
  await page.getByTestId('console-status').filter({ hasText: 'not started' }).waitFor()
  assert.equal(await page.getByTestId('event-select').inputValue(), String(eventId))
  // The token came in the fragment and must not stay in the address bar.
  assert.ok(!page.url().includes('token'), page.url())
  await page.keyboard.press('Space')
  await page.getByTestId('console-status').filter({ hasText: 'running' }).waitFor()
  await page.close()
})

test('a display counts down by itself, shows a pause and a level change', async () => {
  const display = await newPage({ width: 1920, height: 1080 })
  await display.goto(url(`/display/${eventId}`))
  await display.getByTestId('time').waitFor()
  const first = seconds(await timeText(display))
  await display.waitForTimeout(2500)
  const later = seconds(await timeText(display))
  assert.ok(later < first && later >= first - 4, `counted from ${first} to ${later}`)
  await display.screenshot({ path: join(shots, 'display-1920x1080.png') })

  const console_ = await newPage({ width: 1280, height: 800 })
  await console_.goto(url('/'))
  await console_.getByTestId('console-status').filter({ hasText: 'running' }).waitFor()
  await console_.getByTestId('toggle').click()
  await display.getByTestId('status').filter({ hasText: 'Paused' }).waitFor({ timeout: 5000 })
  const paused = await timeText(display)
  await display.waitForTimeout(1500)
  assert.equal(await timeText(display), paused, 'a paused clock stands still')

  // The arrows are locked until Backspace: a locked Right must not move the level.
  const before = await display.getByTestId('period').innerText()
  await console_.locator('body').click({ position: { x: 5, y: 5 } })
  await console_.keyboard.press('ArrowRight')
  await console_.getByTestId('controls-error').filter({ hasText: 'locked' }).waitFor()
  await console_.keyboard.press('Backspace')
  await console_.getByTestId('lock').filter({ hasText: 'unlocked' }).waitFor()
  await console_.keyboard.press('ArrowRight')
  await display.getByTestId('period').filter({ hasNotText: before }).waitFor({ timeout: 5000 })
  const after = await display.getByTestId('period').innerText()
  assert.notEqual(after, before)

  // An error from the API is shown where the TD acted, in the server's words.
  await console_.getByTestId('undo').click()
  await console_.getByTestId('recent-actions').locator('li.undone').first().waitFor()
  await console_.screenshot({ path: join(shots, 'console-1280x800.png'), fullPage: true })
  await console_.close()

  // A reload shows the same state.
  await display.waitForTimeout(600)
  const shown = { period: await display.getByTestId('period').innerText(), time: await timeText(display) }
  await display.reload()
  await display.getByTestId('time').waitFor()
  assert.equal(await display.getByTestId('period').innerText(), shown.period)
  assert.equal(await timeText(display), shown.time)
  await display.close()
})

test('the console shows API errors in plain words', async () => {
  const page = await newPage({ width: 1280, height: 800 })
  await page.goto(url('/'))
  await page.getByTestId('console-status').waitFor()
  // The first level has no previous level: the server refuses and says why.
  await apiPost(`/api/events/${eventId}/commands`, { type: 'go_to', period: 0 })
  await page.getByTestId('previous').click()
  const msg = await page.getByTestId('controls-error').innerText()
  assert.ok(msg.length > 10 && !/undefined|\[object/.test(msg), msg)
  await page.close()
})

test('a portrait tablet and a break screen render', async () => {
  const tablet = await newPage({ width: 768, height: 1024 })
  await tablet.goto(url(`/display/${eventId}`))
  await tablet.getByTestId('stakes').waitFor()
  await tablet.screenshot({ path: join(shots, 'display-768x1024.png') })
  const structure = await (await fetch(url(`/api/events/${eventId}/structure`))).json()
  const brk = structure.periods.findIndex((p) => p.type === 'break')
  if (brk >= 0) {
    await apiPost(`/api/events/${eventId}/commands`, { type: 'go_to', period: brk })
    await tablet.setViewportSize({ width: 1920, height: 1080 })
    await tablet.getByTestId('break-panel').waitFor({ timeout: 5000 })
    await tablet.screenshot({ path: join(shots, 'display-break-1920x1080.png') })
  }
  await tablet.close()
})

// The floor tools in the console, on an event that follows BARGE 2020 (ante
// first) at the rulebook's blinds.
const BARGE_2020 = `
name = "E2E BARGE 2020 NLHE"
starting_stack = 30000
table_size = 9
[big_blind_ante]
preset = "barge-2020"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[chips]]
value = 1000
color = "yellow"
[[chips]]
value = 5000
color = "red"
[[levels]]
stakes = "5,000/10,000"
[[levels]]
break_minutes = 10
race_off = [1000]
[[levels]]
stakes = "10,000/20,000"
`

test('the console works out the big blind ante and runs a chip race', async () => {
  const created = await apiPost('/api/events', { file: 'barge.toml', source: BARGE_2020 })
  const page = await newPage({ width: 1280, height: 900 })
  // The TD token is remembered by the browser profile; give it here too, so this test
  // also runs on its own.
  await page.goto(url(`/#token=${token}`))
  await page.goto(url(`/console/${created.id}`))
  await page.locator(`[data-testid="console-clock"][data-event="${created.id}"]`).waitFor()
  const panel = page.getByTestId('ante-panel')
  await panel.scrollIntoViewIfNeeded()
  await page.getByTestId('ante-players').fill('8')
  await page.getByTestId('ante-stack').fill('18,000')
  await page.getByTestId('ante-result').waitFor()
  assert.equal(await page.getByTestId('ante-ante').innerText(), '10,000')
  assert.equal(await page.getByTestId('ante-blind').innerText(), '8,000')
  assert.match(await page.getByTestId('ante-rule').innerText(), /ante first.*BARGE 2020/)
  await panel.screenshot({ path: join(shots, 'console-ante.png') })
  await page.screenshot({ path: join(shots, 'console-tools-1280x900.png'), fullPage: true })
  // A stack that is not a number: the server's words, naming the field.
  await page.getByTestId('ante-stack').fill('lots')
  await page.getByTestId('ante-error').filter({ hasText: "stack must be a whole number of chips, found 'lots'" }).waitFor()

  // The chip race: 1,000s into 5,000s, prefilled from the break.
  const race = page.getByTestId('chip-race-panel')
  await race.scrollIntoViewIfNeeded()
  await page.getByTestId('chip-race-plan').filter({ hasText: 'races off 1,000 (yellow) into 5,000 (red)' }).waitFor()
  assert.equal(await page.getByTestId('race-remove').inputValue(), '1000')
  assert.equal(await page.getByTestId('race-next').inputValue(), '5000')
  for (const [seat, count] of [[1, '7'], [2, '3'], [3, '1']]) await page.getByTestId(`race-count-${seat}`).fill(count)
  await page.getByTestId('race-run').click()
  await page.getByTestId('race-summary').filter({ hasText: 'seed' }).waitFor()
  assert.match(await page.getByTestId('race-out-1').innerText(), /× 5,000/)
  await race.screenshot({ path: join(shots, 'console-chip-race.png') })
  // The TD enters the cards dealt; a seat given too few is refused, naming the seat.
  await page.getByTestId('race-enter-cards').check()
  for (const [seat, cards] of [[1, 'Kh 9d'], [2, 'Qc 8h'], [3, 'As']]) await page.getByTestId(`race-cards-${seat}`).fill(cards)
  await page.getByTestId('race-run').click()
  await page.getByTestId('race-error').filter({ hasText: 'seat 2 gets 3 cards (one per leftover chip), but 2 were entered' }).waitFor()
  await page.getByTestId('race-cards-2').fill('Qc 8h 3d')
  await page.getByTestId('race-run').click()
  await page.getByTestId('race-error').waitFor({ state: 'detached' })
  assert.match(await page.getByTestId('race-out-3').innerText(), /1 raced = 1 × 5,000/)
  await race.screenshot({ path: join(shots, 'console-chip-race-entered.png') })
  // Recording the race against a table: the chips in play follow its rounding.
  await apiPost(`/api/events/${created.id}/commands`, { type: 'adjust', counter: 'entries', delta: 9 })
  const before = (await (await fetch(url(`/api/events/${created.id}/clock`))).json()).chips_in_play
  await page.getByTestId('race-table').fill('1')
  await page.getByTestId('race-record').click()
  await page.getByTestId('race-recorded').filter({ hasText: 'Recorded at table 1.' }).waitFor()
  const view = await (await fetch(url(`/api/events/${created.id}`))).json()
  const line = view.recent_actions[0].text
  const m = line.match(/^Chip race at table 1: ([\d,]+) removed, ([\d,]+) given back$/)
  assert.ok(m, line)
  const num = (t) => Number(t.replaceAll(',', ''))
  assert.equal(view.clock.chips_in_play, before - num(m[1]) + num(m[2]), `${before} ${line}`)
  // A race the app dealt is recorded with its seed, and anyone can deal it again.
  await page.getByTestId('race-app-deals').check()
  await page.getByTestId('race-run').click()
  await page.getByTestId('race-summary').filter({ hasText: 'seed' }).waitFor()
  await page.getByTestId('race-record').click()
  await page.waitForFunction(
    async (id) => (await (await fetch(`/api/events/${id}`)).json()).recent_actions[0].text.includes('cards dealt from seed'),
    created.id,
  )
  const check = await (await fetch(url(`/api/events/${created.id}/draw/verify`))).json()
  const dealt = check.later.find((l) => /^Chip race at table 1/.test(l.what))
  assert.ok(dealt && dealt.reproduced && check.fair, JSON.stringify(check))
  await page.close()
})

test('the payouts panel shows the prizes, the bubble and the money, and scrolls a large field', async () => {
  const created = await apiPost('/api/events', { shipped: 'example-nlhe-bba.toml' })
  const id = created.id
  const command = (body) => apiPost(`/api/events/${id}/commands`, body)
  await command({ type: 'start' })
  // 41 entries at $225 to the pool: $9,225, paid by the BARGE row for 36-47 entries (6 places).
  await command({ type: 'adjust', counter: 'entries', delta: 41 })
  await command({ type: 'adjust', counter: 'players', delta: -34 })
  const display = await newPage({ width: 1920, height: 1080 })
  await display.goto(url(`/display/${id}`))
  await display.getByTestId('payouts').waitFor()
  await display.getByTestId('bubble').waitFor()
  assert.match(await display.getByTestId('bubble').innerText(), /BUBBLE/)
  assert.equal(await display.getByTestId('paid').innerText(), '6 paid')
  const rows = display.getByTestId('payout-rows').locator('li')
  assert.equal(await rows.count(), 6)
  assert.deepEqual(
    (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()),
    ['1st $2,860', '2nd $2,030', '3rd $1,570', '4th $1,200', '5th $920', '▶ 6th $645'],
  )
  assert.equal(await display.locator('li.next').getAttribute('data-place'), '6')
  assert.match(await display.getByTestId('next-paid').innerText(), /6th · \$645/)
  assert.equal(await display.getByTestId('prize-pool').innerText(), '$9,225')
  // Every row must be on screen, not under the edge of the window.
  for (const box of await Promise.all((await rows.all()).map((r) => r.boundingBox()))) {
    assert.ok(box && box.y >= 0 && box.y + box.height <= 1080, JSON.stringify(box))
  }
  await display.screenshot({ path: join(shots, 'display-bubble-1920x1080.png') })

  await command({ type: 'adjust', counter: 'players', delta: -3 })
  await display.getByTestId('in-the-money').waitFor({ timeout: 5000 })
  assert.equal(await display.getByTestId('bubble').count(), 0)
  assert.equal(await display.locator('li.next').getAttribute('data-place'), '4')
  assert.equal(await display.locator('li.won').count(), 2)
  await display.screenshot({ path: join(shots, 'display-in-the-money-1920x1080.png') })
  // A portrait tablet keeps the banner and the next prize under the clock.
  await display.setViewportSize({ width: 768, height: 1024 })
  await display.getByTestId('next-paid').filter({ hasText: '4th' }).waitFor()
  await display.screenshot({ path: join(shots, 'display-payouts-768x1024.png') })
  await display.setViewportSize({ width: 1920, height: 1080 })

  // The console lists the same prizes, compactly.
  const console_ = await newPage({ width: 1280, height: 800 })
  await console_.goto(url(`/console/${id}`))
  await console_.getByTestId('console-payouts').waitFor()
  assert.equal(await console_.getByTestId('console-payouts-state').innerText(), 'IN THE MONEY')
  await console_.screenshot({ path: join(shots, 'console-payouts-1280x800.png'), fullPage: true })
  await console_.close()

  // 400 entries are beyond the BARGE table: the curve pays 60 places, more than fit, so
  // the list moves by itself.
  await command({ type: 'adjust', counter: 'entries', delta: 359 })
  await display.locator('[data-testid=paid]', { hasText: '60 paid' }).waitFor({ timeout: 5000 })
  await display.getByTestId('bubble').waitFor({ state: 'detached' })
  const list = display.getByTestId('payout-rows')
  const y0 = (await list.boundingBox()).y
  await display.screenshot({ path: join(shots, 'display-large-field-1920x1080.png') })
  let moved = false
  for (let i = 0; i < 30 && !moved; i++) {
    await display.waitForTimeout(500)
    moved = (await list.boundingBox()).y < y0 - 10
  }
  assert.ok(moved, 'a list longer than the window scrolls')
  assert.match(await display.getByTestId('payouts-shown').innerText(), /of 60 places/)
  await display.waitForTimeout(1800)
  await display.screenshot({ path: join(shots, 'display-large-field-scrolled-1920x1080.png') })

  // 10,000 entries: 1,500 places in bands; no row may spill out of the column.
  await command({ type: 'adjust', counter: 'entries', delta: 9600 })
  await display.locator('[data-testid=paid]', { hasText: '1,500 paid' }).waitFor({ timeout: 5000 })
  // Shoot the list at rest between two steps of its scroll.
  for (let i = 0, last = null; i < 40; i++) {
    const y = (await list.boundingBox()).y
    if (y === last) break
    last = y
    await display.waitForTimeout(150)
  }
  const spilled = await display.$$eval('[data-testid=payout-rows] li', (lis) =>
    lis.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.innerText))
  assert.deepEqual(spilled, [])
  await display.screenshot({ path: join(shots, 'display-10000-entries-1920x1080.png') })
  await display.close()
})

test('a display recovers by itself after the server restarts', async () => {
  const display = await newPage({ width: 1280, height: 720 })
  await display.goto(url(`/display/${eventId}`))
  await display.getByTestId('time').waitFor()
  await stopServer()
  await display.getByTestId('offline').waitFor({ timeout: 25000 })
  ;({ proc: server } = await startServer(port))
  await display.getByTestId('offline').waitFor({ state: 'detached', timeout: 25000 })
  // A change made after the restart reaches the display.
  const entries = Number(await display.getByTestId('entries').innerText())
  await apiPost(`/api/events/${eventId}/commands`, { type: 'adjust', counter: 'entries', delta: 1 })
  await display.getByTestId('entries').filter({ hasText: String(entries + 1) }).waitFor({ timeout: 5000 })
  await display.close()
})

// "New event…" offers the library's templates directly; the event is made
// from a copy put in the library, to edit later.
test('New event offers the templates directly', async () => {
  const page = await newPage({ width: 1280, height: 720 })
  await page.goto(url(`/#token=${token}`))
  await page.getByTestId('new-event').click()
  const select = page.getByTestId('template-event-select')
  await select.locator('option', { hasText: 'Mixed Limit, BARGE style' }).waitFor({ state: 'attached' })
  await select.selectOption({ label: 'Mixed Limit, BARGE style' })
  await page.getByTestId('create-event').getByText(/levels, \d+ seats a table/).waitFor()
  await page.screenshot({ path: join(shots, 'new-event-templates-1280.png') })
  const before = (await (await fetch(url('/api/events'))).json()).events.length
  await page.getByTestId('create-from-template').click()
  let events = { events: [] }
  for (let i = 0; i < 100 && events.events.length <= before; i++) {
    events = await (await fetch(url('/api/events'))).json()
    if (events.events.length <= before) await new Promise((r) => setTimeout(r, 100))
  }
  const made = events.events.at(-1)
  assert.equal(made.name, 'Mixed Limit, BARGE style')
  await page.locator(`[data-testid="console-clock"][data-event="${made.id}"]`).waitFor()
  const library = await (await fetch(url('/api/library'), { headers: { Authorization: `Bearer ${token}` } })).json()
  assert.ok(library.some((e) => e.name === 'Mixed Limit, BARGE style'), JSON.stringify(library))
  await page.close()
})
