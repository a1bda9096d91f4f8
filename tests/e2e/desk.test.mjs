// Browser tests of the desk's house-format controls ("no dead ends"): a
// win-the-button hand, busts on one hand placed by their starting stacks, and a shootout
// played round by round to its winner, all from the console.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, idleFetches, root, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const structure = (name, special, tableSize = 9) => `
name = "${name}"
starting_stack = 10000
table_size = ${tableSize}
level_minutes = 20
[money]
currency = "USD"
buy_in = 2000
[payouts]
table = "standard-15"
[special]
${special}
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "100/200"
`

async function event(source, players) {
  const id = (await h.post('/api/events', { file: 'desk.toml', source })).id
  for (let i = 1; i <= players; i++) await h.command(id, { type: 'register', name: `Player ${i}` })
  await h.command(id, { type: 'draw_seats', seed: 7 })
  await h.command(id, { type: 'start' })
  return id
}

async function console_(id) {
  const page = await h.page({ width: 1366, height: 900 })
  await page.goto(h.url(`/console/${id}#token=${h.token}`))
  await page.getByTestId('field-panel').waitFor()
  return page
}

test('win the button: the seat that won the hand takes the button', async () => {
  const id = await event(structure('E2E Win the Button', 'win_the_button = true'), 5)
  const desk = await console_(id)
  const table = (await h.get(`/api/events/${id}/field`)).tables[0]
  const [first, winner] = table.seats.filter((s) => s.player !== null).map((s) => s.seat)
  // The button is recorded first (the app refuses a winner before it knows the button).
  await desk.getByTestId('button-table').fill('1')
  await desk.getByTestId('button-seat').fill(String(first))
  await desk.getByTestId('hand-won').click()
  await desk.getByText('table 1 has no button recorded').waitFor()
  await desk.getByTestId('set-button').click()
  await desk.getByText(`Table 1: button in seat ${first}`).waitFor()
  await desk.getByTestId('button-seat').fill(String(winner))
  await desk.getByTestId('hand-won').click()
  await desk.getByText(`Table 1: button in seat ${winner}`).waitFor()
  const after = (await h.get(`/api/events/${id}/field`)).tables[0]
  assert.equal(after.button, winner)
  // On the seating chart: a click on a seat offers "hand won" right there.
  const third = table.seats.filter((s) => s.player !== null).map((s) => s.seat)[2]
  await desk.locator(`[data-testid="seating-table"][data-table="1"] [data-seat="${third}"]`).click()
  const actions = desk.getByTestId('seat-actions')
  await actions.getByText(`Table 1, seat ${third}`).waitFor()
  await actions.getByTestId('seat-hand-won').click()
  await desk.getByText(`Table 1: button in seat ${third}`).waitFor()
  assert.equal((await h.get(`/api/events/${id}/field`)).tables[0].button, third)
  await actions.getByText('has the button').waitFor()
  await desk.screenshot({ path: join(shots, 'desk-seat-actions.png') })
  // A bust from the chart asks twice.
  await actions.getByTestId('seat-bust').click()
  await actions.getByTestId('seat-bust').getByText(/Confirm/).waitFor()
  await actions.getByTestId('seat-bust').click()
  await actions.waitFor({ state: 'detached' })
  const left = (await h.get(`/api/events/${id}/field`)).counts.left
  assert.equal(left, 4)
  await desk.close()
})

test('busts on one hand are placed by the stacks they started the hand with', async () => {
  const id = await event(structure('E2E Same Hand', 'win_the_button = false'), 5)
  const desk = await console_(id)
  const bust = async (player, stack, sameHand) => {
    if (sameHand) await desk.getByTestId('bust-same-hand').check()
    await desk.getByTestId('bust-stack').fill(String(stack))
    const row = desk.locator(`[data-testid=player-row][data-player="${player}"]`)
    await row.getByTestId('bust-player').click()
    await row.getByTestId('bust-player').click()
    await row.getByTestId('bust-player').waitFor({ state: 'detached' })
  }
  await bust(5, 3000, false)
  await bust(4, 8000, true)
  const f = await h.get(`/api/events/${id}/field`)
  const standing = (p) => f.players.find((x) => x.id === p).standing
  assert.equal(standing(4), 'busted, 4th', 'more chips at the start of the hand: the better place')
  assert.equal(standing(5), 'busted, 5th')
  await desk.close()
})

test('a shootout is played from the console: tables won, the next round drawn, the winner', async () => {
  const id = await event(structure('E2E Shootout', 'shootout = { advance = 1, rounds = 2 }', 6), 12)
  const desk = await console_(id)
  const panel = desk.getByTestId('shootout-panel')
  await panel.waitFor()
  let f = await h.get(`/api/events/${id}/field`)
  assert.equal(f.tables.length, 2)
  for (const t of f.tables) {
    const first = t.seats.find((s) => s.player !== null).player
    const box = panel.locator(`[data-testid=shootout-table][data-table="${t.table}"]`)
    await box.getByLabel(`Player ${first}`, { exact: true }).check()
    await box.getByTestId('table-won').click()
    await box.waitFor({ state: 'detached' })
  }
  await panel.screenshot({ path: join(shots, 'console-shootout-round-over.png') })
  await panel.getByTestId('next-round').click()
  await panel.getByText('Shootout: round 2').waitFor()
  f = await h.get(`/api/events/${id}/field`)
  assert.equal(f.tables.length, 1, 'the final table')
  const final = f.tables[0].seats.filter((s) => s.player !== null).map((s) => s.player)
  assert.equal(final.length, 2)
  const box = panel.locator('[data-testid=shootout-table]')
  await box.getByLabel(`Player ${final[0]}`, { exact: true }).check()
  await box.getByTestId('table-won').click()
  await desk.getByTestId('console-result-headline').waitFor()
  assert.equal(await desk.getByTestId('console-result-headline').innerText(), `Player ${final[0]} wins`)
  await desk.close()
})

test('the phone remote: a player found by seat is busted with a second tap, hand-for-hand run from the floor', async () => {
  const id = await event(structure('E2E Remote Desk', 'win_the_button = false'), 12)
  const phone = await h.page({ width: 390, height: 844 })
  await phone.goto(h.url(`/remote/${id}#token=${h.token}`))
  // The game first, then the stakes: in a mixed event the floor needs the game.
  await phone.getByTestId('remote-game').getByText("No-Limit Hold'em").waitFor()
  const gameBox = await phone.getByTestId('remote-game').boundingBox()
  const stakesBox = await phone.getByTestId('remote-stakes').boundingBox()
  assert.ok(gameBox.y < stakesBox.y, 'the game is above the stakes')
  await phone.getByTestId('remote-tab-desk').click()
  await phone.getByTestId('remote-desk').getByTestId('player-list').waitFor()
  const field = await h.get(`/api/events/${id}/field`)
  const t = field.tables[0]
  const taken = t.seats.find((s) => s.player !== null)
  const name = field.players.find((p) => p.id === taken.player).name
  await phone.getByTestId('remote-table').fill(String(t.table))
  await phone.getByTestId('remote-seat').fill(String(taken.seat))
  await phone.getByTestId('remote-find-seat').click()
  // The phone asks the server for that table's seats.
  const search = phone.getByTestId('player-search')
  for (let i = 0; i < 50 && (await search.inputValue()) !== name; i++) await phone.waitForTimeout(50)
  assert.equal(await search.inputValue(), name)
  const row = phone.getByTestId('player-row').filter({ hasText: name }).first()
  await row.getByTestId('bust-player').click()
  // The first tap only arms it.
  assert.equal((await h.get(`/api/events/${id}/field`)).counts.busted, 0)
  await row.getByTestId('bust-player').click()
  for (let i = 0; i < 50 && (await h.get(`/api/events/${id}/field`)).counts.busted === 0; i++) await phone.waitForTimeout(100)
  assert.equal((await h.get(`/api/events/${id}/field`)).counts.busted, 1)
  // Hand-for-hand from the phone: on, then every table finished the hand.
  await phone.getByTestId('remote-hfh').click()
  await phone.getByTestId('remote-hand-done').click()
  for (let i = 0; i < 50 && (await h.get(`/api/events/${id}/field`)).hand_for_hand.hand !== 1; i++) await phone.waitForTimeout(100)
  assert.equal((await h.get(`/api/events/${id}/field`)).hand_for_hand.hand, 1)
  await phone.screenshot({ path: join(shots, 'remote-desk-390.png'), fullPage: true })
  const { scroll, width } = await phone.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, width: innerWidth }))
  assert.ok(scroll <= width, `the remote scrolls sideways (${scroll} > ${width})`)
  // Idle, the phone fetches nothing: the room is fetched when the log moves, not in a loop.
  const fetched = await idleFetches(phone, /\/field(\?|$|\/)/)
  assert.equal(fetched.length, 0, `an idle phone fetched the room ${fetched.length} times: ${fetched.slice(0, 3).join(' ')}`)
})

test('the LAN opens from the console without a restart, and the display code carries its address', async () => {
  const id = await event(structure('E2E LAN', 'win_the_button = false'), 2)
  const desk = await console_(id)
  await desk.getByTestId('lan-closed').waitFor()
  const before = await desk.getByTestId('display-url').innerText()
  assert.ok(before.startsWith(`http://127.0.0.1:${h.port}/`), before)
  await desk.getByTestId('lan-open').click()
  await desk.getByTestId('lan-open-note').waitFor()
  const net = await h.get('/api/network')
  assert.equal(net.lan, true)
  const after = await desk.getByTestId('display-url').innerText()
  if (net.addresses.length) assert.equal(after, `http://${net.addresses[0]}:${net.port}/display/${id}`)
  // The LAN listener serves the clock.
  const res = await fetch(`http://127.0.0.1:${net.port}/api/events/${id}/clock`)
  assert.equal(res.status, 200)
  await desk.screenshot({ path: join(shots, 'console-lan-open-1366.png') })
  await desk.getByTestId('lan-close').click()
  await desk.getByTestId('lan-closed').waitFor()
  assert.equal((await h.get('/api/network')).lan, false)
  // A name the room uses for this computer is added from the console, answered at once.
  await desk.getByTestId('host-names').locator('summary').click()
  await desk.getByTestId('host-name').fill('not a name!')
  await desk.getByTestId('allow-host').click()
  await desk.getByTestId('lan-error').getByText(/is not a host name/).waitFor()
  await desk.getByTestId('host-name').fill('felt.lan')
  await desk.getByTestId('allow-host').click()
  await desk.getByTestId('host-names').locator('code', { hasText: 'felt.lan' }).waitFor()
  assert.deepEqual((await h.get('/api/network')).names, ['felt.lan'])
  await desk.getByTestId('forget-host').click()
  await desk.getByTestId('host-names').locator('code', { hasText: 'felt.lan' }).waitFor({ state: 'detached' })
  assert.deepEqual((await h.get('/api/network')).names, [])
})

test('a phone pairs from the console with a one-time code: its own token, its own scope, revoked at once', async () => {
  const id = await event(structure('E2E Pairing', 'win_the_button = false'), 6)
  const desk = await console_(id)
  const devices = desk.getByTestId('devices')
  await devices.scrollIntoViewIfNeeded()
  await devices.getByTestId('pair-scope').selectOption('clock')
  await devices.getByTestId('pair-device-name').fill('Clock phone')
  await devices.getByTestId('pair-device').click()
  await devices.getByTestId('pairing-qr').waitFor()
  const link = await devices.getByTestId('pairing-link').getAttribute('href')
  assert.match(link, /\/pair#code=[0-9a-f]{32}$/)
  assert.ok(!link.includes(h.token), 'the pairing link holds the TD token')
  // Felt answers this computer alone: the code is not shown as if a phone could use it.
  const warn = devices.getByTestId('pairing-unreachable')
  await warn.getByText(/127\.0\.0\.1 is this computer itself/).waitFor()
  await desk.screenshot({ path: join(shots, 'console-pairing-1366.png') })
  // "Open to the LAN" beside it: the code then names this computer's address.
  await warn.getByTestId('pairing-open-lan').click()
  await desk.getByTestId('lan-open-note').waitFor()
  const net = await h.get('/api/network')
  if (net.addresses.length) {
    await warn.waitFor({ state: 'detached' })
    const there = await devices.getByTestId('pairing-link').getAttribute('href')
    assert.ok(there.startsWith(`http://${net.addresses[0]}:${net.port}/pair#code=`), there)
  }
  await desk.getByTestId('lan-close').click()
  await desk.getByTestId('lan-closed').waitFor()

  // The phone opens the code: its own token, and the remote says what it may do.
  const phone = await h.page({ width: 390, height: 844 })
  await phone.goto(link)
  await phone.getByTestId('pair-claim').click()
  await phone.waitForURL(new RegExp(`/remote/${id}$`))
  await phone.getByTestId('remote-paired').getByText(`Clock phone: may work the clock of event #${id}`).waitFor()
  const stored = await phone.evaluate(() => localStorage.getItem('felt.token'))
  assert.ok(stored && stored !== h.token, 'the phone keeps a device token, not the TD token')
  assert.equal(await phone.getByTestId('remote-tab-desk').count(), 0, 'a clock-only phone shows no desk')
  await phone.screenshot({ path: join(shots, 'remote-paired-clock-390.png'), fullPage: true })
  // Its clock buttons work; a desk action with its token is refused.
  await phone.getByRole('button', { name: /Pause/ }).click()
  for (let i = 0; i < 50 && (await h.get(`/api/events/${id}/clock`)).status !== 'paused'; i++) await phone.waitForTimeout(100)
  assert.equal((await h.get(`/api/events/${id}/clock`)).status, 'paused')
  const refused = await fetch(h.url(`/api/events/${id}/commands`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stored}` },
    body: JSON.stringify({ type: 'register', name: 'Sneaky' }),
  })
  assert.equal(refused.status, 403)
  // The same code does not pair a second device.
  const second = await h.page({ width: 390, height: 844 })
  await second.goto(link)
  await second.getByTestId('pair-claim').click()
  await second.getByTestId('pair-error').getByText(/not valid any more/).waitFor()

  // The console lists it with its last use; revoked (asked twice), its token stops.
  const row = devices.getByTestId('device').filter({ hasText: 'Clock phone' })
  await desk.getByTestId('pair-device').click() // refreshes the list too
  await row.getByText(/last used \d/).waitFor()
  await row.getByTestId('revoke-device').click()
  await row.getByTestId('revoke-device').getByText('Confirm revoke').waitFor()
  await row.getByTestId('revoke-device').click()
  await row.getByText(/revoked/).waitFor()
  const after = await fetch(h.url(`/api/events/${id}/commands`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stored}` },
    body: JSON.stringify({ type: 'resume' }),
  })
  assert.equal(after.status, 401)
  await desk.screenshot({ path: join(shots, 'console-devices-1366.png') })
  await phone.close()
  await second.close()
  await desk.close()
})

test('a committed seat draw: the displays show its code, the draw reveals it, and anyone can check it', async () => {
  const id = (await h.post('/api/events', { file: 'fair.toml', source: structure('E2E Fair Draw', '') })).id
  for (let i = 1; i <= 14; i++) await h.command(id, { type: 'register', name: `Player ${i}` })
  const page = await console_(id)
  await page.getByTestId('commit-draw').click()
  const code = (await page.getByTestId('draw-commitment').innerText()).replace('Draw committed: ', '')
  assert.match(code, /^[0-9a-f]{12}$/)
  // Every display shows the code before the draw, at both sizes.
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('display').getByText(`The seat draw is committed to ${code}`).waitFor()
    await display.screenshot({ path: join(shots, `display-draw-committed-${size.width}x${size.height}.png`) })
    await display.close()
  }
  await page.getByTestId('draw-seats').click()
  await page.getByTestId('verify-link').waitFor()
  // After the draw the displays show where to check it, with the code, at both sizes.
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    const check = display.getByTestId('draw-check')
    await check.getByText(h.url(`/verify/${id}`)).waitFor()
    await check.getByText(`committed code ${code}`).waitFor()
    await display.screenshot({ path: join(shots, `display-draw-check-${size.width}x${size.height}.png`) })
    const { scroll, height } = await display.evaluate(() => ({ scroll: document.scrollingElement.scrollHeight, height: innerHeight }))
    assert.ok(scroll <= height, `the display scrolls (${scroll} > ${height})`)
    await display.close()
  }
  // The verify page, opened by anyone (no token): the seats dealt again, the secret's hash.
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const anyone = await h.page(size)
    await anyone.goto(h.url(`/verify/${id}`))
    await anyone.getByTestId('draw-verdict').getByText('The seat draw checks out').waitFor()
    assert.equal(await anyone.getByTestId('verify-seat').count(), 14)
    const detail = await anyone.getByTestId('draw-detail').innerText()
    assert.match(detail, /= the one shown before the draw/)
    assert.ok(detail.includes(code), detail)
    await anyone.getByTestId('log-verdict').getByText('The log is intact').waitFor()
    await anyone.screenshot({ path: join(shots, `verify-${size.width}x${size.height}.png`), fullPage: true })
    await anyone.close()
  }
  await page.close()
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})

test('the displays say the moments of the room aloud, in the words of the core', async () => {
  const id = await event(structure('E2E Spoken', '').replace('[[levels]]\nstakes = "100/200"', '[[levels]]\nstakes = "100/200"\n[[levels]]\nstakes = "200/400/400"'), 20)
  const display = await h.page({ width: 1280, height: 720 })
  // The screen's voice, caught: what it would say goes to a list the test reads.
  await display.addInitScript(() => {
    window.__said = []
    class Utterance {
      constructor(text) {
        this.text = text
      }
    }
    window.SpeechSynthesisUtterance = Utterance
    Object.defineProperty(window, 'speechSynthesis', { value: { speak: (u) => window.__said.push(u.text) } })
  })
  await display.goto(h.url(`/display/${id}`))
  await display.getByTestId('time').waitFor()
  const said = () => display.evaluate(() => window.__said)
  const heard = async (text) => {
    await display.waitForFunction((t) => window.__said.includes(t), text, { timeout: 10_000 })
  }
  await h.command(id, { type: 'next_level' })
  await heard("Level 2: No-Limit Hold'em, blinds 200 and 400, big blind ante 400.")
  await h.command(id, { type: 'set_remaining', ms: 61_000 })
  await heard('One minute left in level 2.')
  await h.command(id, { type: 'hand_for_hand', on: true })
  await heard('We are hand for hand. Each table plays one hand and waits for the others.')
  assert.ok((await said()).length >= 3, JSON.stringify(await said()))
  await display.close()
})

test('the Screens panel lists each display and switches its layout without anyone touching it', async () => {
  const id = await event(structure('E2E Screens', ''), 12)
  const desk = await console_(id)
  const tv = await h.tvPage({ width: 1920, height: 1080 })
  await tv.goto(h.url(`/display/${id}?screen=Lobby%20TV`))
  await tv.getByTestId('screen-name').getByText('Lobby TV').waitFor()
  const panel = desk.getByTestId('screens-panel')
  const row = panel.locator('[data-testid="screen-row"][data-name="Lobby TV"]')
  await row.waitFor()
  const facts = await row.getByTestId('screen-facts').innerText()
  assert.match(facts, /showing clock · 1920×1080/)
  // Its sound is locked until someone clicks it: flagged until then.
  await row.getByTestId('screen-flag').getByText(/sound not unlocked/).waitFor()
  await panel.screenshot({ path: join(shots, 'console-screens.png') })
  // Each layout, chosen at the desk, reaches the screen by itself.
  // (layout, what the screen then shows)
  const cases = [
    ['seating', 'seating'],
    ['payouts', 'payouts-screen'],
    ['table', 'table-screen'],
    ['clock', 'display'],
  ]
  for (const [layout, shows] of cases) {
    await row.getByTestId('screen-layout').selectOption(layout)
    await tv.getByTestId(shows).waitFor({ timeout: 10_000 })
    assert.equal(await tv.getByTestId('screen').getAttribute('data-layout'), layout)
    if (layout === 'table') assert.ok((await tv.getByTestId('table-seat').count()) >= 9)
    for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
      await tv.setViewportSize(size)
      await tv.screenshot({ path: join(shots, `screen-${layout}-${size.width}x${size.height}.png`) })
    }
  }
  // A click unlocks its sound, and the flag goes.
  await tv.locator('body').click()
  await row.getByTestId('screen-flag').getByText(/sound not unlocked/).waitFor({ state: 'detached', timeout: 10_000 })

  // A screen whose own clock is 2.5 s fast: the panel's offset for it is within 50 ms of
  // what this test measures from that page, and its corrected clock is not flagged.
  const fast = await h.page({ width: 1280, height: 720 })
  await fast.addInitScript(() => {
    const real = Date.now.bind(Date)
    Date.now = () => real() + 2500
  })
  await fast.goto(h.url(`/display/${id}?screen=Fast%20TV`))
  await fast.getByTestId('screen-name').getByText('Fast TV').waitFor()
  const measured = await fast.evaluate(async () => {
    let best = null
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now()
      const server = (await (await fetch('/api/time')).json()).now
      const t1 = Date.now()
      if (!best || t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: server - (t0 + t1) / 2 }
    }
    return best.offset
  })
  assert.ok(measured < -2400 && measured > -2600, `measured ${measured}`)
  const fastRow = panel.locator('[data-testid="screen-row"][data-name="Fast TV"]')
  let shown = null
  for (let i = 0; i < 40; i++) {
    const m = /offset (-?\d+) ms/.exec(await fastRow.getByTestId('screen-facts').innerText().catch(() => ''))
    shown = m ? Number(m[1]) : null
    if (shown !== null && Math.abs(shown - measured) <= 50) break
    await desk.waitForTimeout(500)
  }
  assert.ok(shown !== null && Math.abs(shown - measured) <= 50, `the panel shows offset ${shown} ms, the test measured ${Math.round(measured)} ms`)
  assert.equal(await fastRow.getByTestId('screen-flag').getByText(/its clock is off/).count(), 0)
  // Two named screens in one browser are two screens, each with its own clock.
  assert.equal(await panel.locator('[data-testid="screen-row"][data-name="Lobby TV"]').count(), 1)
  await panel.screenshot({ path: join(shots, 'console-screens-two.png') })
  await fast.close()
  await tv.close()
  await desk.close()
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})

test('a table tablet reports busts that wait for a click at the desk; each is logged with the tablet', async () => {
  const id = await event(structure('E2E Table Reports', 'win_the_button = false'), 12)
  const pairing = await h.post('/api/devices/pair', { event: id, scope: 'table', table: 1, name: 'Table 1 tablet' })
  const tablet = await h.page({ width: 800, height: 1280 })
  await tablet.goto(h.url(pairing.path))
  await tablet.getByTestId('pair-claim').click()
  await tablet.waitForURL(new RegExp(`/remote/${id}$`))
  await tablet.getByTestId('remote-tab-desk').click()
  await tablet.getByTestId('remote-desk').getByTestId('player-list').waitFor()

  const desk = await console_(id)
  const reports = desk.getByTestId('table-reports')
  await reports.getByTestId('reports-desk').check()
  for (let i = 0; i < 50 && (await h.getAsTd(`/api/events/${id}/reports`)).mode !== 'desk'; i++) await desk.waitForTimeout(100)
  assert.equal((await h.getAsTd(`/api/events/${id}/reports`)).mode, 'desk')

  const field = await h.get(`/api/events/${id}/field`)
  const seated = field.tables.find((t) => t.table === 1).seats.filter((s) => s.player !== null)
  const names = seated.slice(0, 2).map((s) => field.players.find((p) => p.id === s.player).name)
  const bust = async (name) => {
    await tablet.getByTestId('player-search').fill(name)
    const row = tablet.getByTestId('player-row').filter({ hasText: name }).first()
    await row.getByTestId('bust-player').click()
    await row.getByTestId('bust-player').click()
  }
  // The tablet's bust waits: the tablet says so, nothing is busted, the desk lists it.
  await bust(names[0])
  await tablet.getByTestId('remote-waiting').getByText(/Sent to the desk, waiting for the TD: Busted/).waitFor()
  assert.equal((await h.get(`/api/events/${id}/field`)).counts.busted, 0)
  await reports.getByTestId('reports-waiting').getByText(names[0]).waitFor()
  await reports.getByTestId('reports-waiting-count').getByText('1 waiting').waitFor()
  await desk.setViewportSize({ width: 1280, height: 720 })
  await reports.scrollIntoViewIfNeeded()
  await desk.screenshot({ path: join(shots, 'console-table-reports-1280.png') })
  await desk.setViewportSize({ width: 1920, height: 1080 })
  await reports.scrollIntoViewIfNeeded()
  await desk.screenshot({ path: join(shots, 'console-table-reports-1920.png') })
  await tablet.screenshot({ path: join(shots, 'remote-table-waiting-800.png') })
  await reports.getByTestId('report-apply').click()
  for (let i = 0; i < 50 && (await h.get(`/api/events/${id}/field`)).counts.busted === 0; i++) await desk.waitForTimeout(100)
  assert.equal((await h.get(`/api/events/${id}/field`)).counts.busted, 1)
  // The recent actions name the tablet; the action undoes like any.
  await desk
    .getByTestId('recent-actions')
    .getByTestId('action-by')
    .getByText(/from Table 1 tablet \(device #\d+\), confirmed at the desk/)
    .waitFor()

  // Hand-for-hand from the tablet: its table reports the hand finished; the clock says
  // which tables still play; the other table's report starts the next hand.
  await desk.getByTestId('hand-for-hand-toggle').click()
  await tablet.getByTestId('remote-table-done').click()
  await tablet.getByTestId('remote-waiting').getByText(/Sent to the desk, waiting for the TD: Table 1/).waitFor()
  await reports.getByTestId('report-apply').click()
  await tablet.getByTestId('remote-table-waiting').getByText('Done here; waiting for table 2').waitFor()
  const tv = await h.tvPage({ width: 1280, height: 720 })
  await tv.goto(h.url(`/display/${id}`))
  await tv.getByTestId('display').getByText(/still playing: table 2/).waitFor()
  await tv.screenshot({ path: join(shots, 'display-h4h-waiting-1280.png') })
  await tv.close()
  await h.command(id, { type: 'table_hand_done', table: 2 })
  assert.equal((await h.get(`/api/events/${id}/field`)).hand_for_hand.hand, 1)
  await desk.getByTestId('hand-for-hand-toggle').click()

  // A second bust, declined: nothing happens, and the list says it was declined.
  await bust(names[1])
  await reports.getByTestId('reports-waiting').getByText(names[1]).waitFor()
  await reports.getByTestId('report-decline').click()
  await reports.getByTestId('reports-decided-toggle').waitFor()
  for (let i = 0; i < 50 && (await h.getAsTd(`/api/events/${id}/reports`)).waiting.length; i++) await desk.waitForTimeout(100)
  assert.equal((await h.get(`/api/events/${id}/field`)).counts.busted, 1)
  await reports.getByTestId('reports-decided-toggle').click()
  await reports.getByTestId('reports-decided').getByText('declined at the desk').waitFor()

  // Back to at once: the tablet's next bust applies as it arrives, logged as the tablet's.
  await reports.getByTestId('reports-at-once').check()
  for (let i = 0; i < 50 && (await h.getAsTd(`/api/events/${id}/reports`)).mode !== 'at_once'; i++) await desk.waitForTimeout(100)
  await bust(names[1])
  for (let i = 0; i < 50 && (await h.get(`/api/events/${id}/field`)).counts.busted === 1; i++) await desk.waitForTimeout(100)
  assert.equal((await h.get(`/api/events/${id}/field`)).counts.busted, 2)
  const view = await h.get(`/api/events/${id}`)
  assert.match(view.recent_actions[0].by, /^Table 1 tablet \(device #\d+\)$/)
  await tablet.close()
  await desk.close()
})

test('slides uploaded at the console rotate on the displays during a break, with the break clock below them', async () => {
  const id = await event(structure('E2E Slides', 'win_the_button = false'), 6)
  const desk = await console_(id)
  const panel = desk.getByTestId('slides-panel')
  await panel.scrollIntoViewIfNeeded()
  await panel.getByTestId('slide-file').setInputFiles([
    join(root, 'tests/fixtures/slides/sponsor.png'),
    join(root, 'tests/fixtures/slides/next-event.png'),
  ])
  await panel.getByTestId('slide').nth(1).waitFor()
  assert.deepEqual(
    (await h.get('/api/slides')).map((s) => s.name),
    ['sponsor', 'next-event'],
  )
  await panel.getByTestId('slides-seconds').selectOption('5')
  for (let i = 0; i < 50 && (await h.get(`/api/events/${id}/slides`)).show.seconds !== 5; i++) await desk.waitForTimeout(100)
  await desk.screenshot({ path: join(shots, 'console-slides-1366.png') })

  const display = await h.page({ width: 1920, height: 1080 })
  await display.goto(h.url(`/display/${id}`))
  await display.getByTestId('display').waitFor()
  // During play (not asked for): the clock, no slide.
  await display.waitForTimeout(500)
  assert.equal(await display.getByTestId('display-slide').count(), 0)
  await h.command(id, { type: 'break_now', minutes: 10 })
  const shown = display.getByTestId('display-slide')
  await shown.waitFor({ timeout: 25_000 })
  const first = await shown.getAttribute('data-slide')
  await display.screenshot({ path: join(shots, 'display-slide-1920.png') })
  // The next slide follows after its 5 s; the break's time stays on the screen.
  await display.waitForFunction(
    (was) => document.querySelector('[data-testid=display-slide]')?.getAttribute('data-slide') !== was,
    first,
    { timeout: 8000 },
  )
  assert.match(await display.getByTestId('slide-time').innerText(), /^\d{1,2}:\d{2}$/)
  await display.setViewportSize({ width: 1280, height: 720 })
  await display.waitForTimeout(300)
  await display.screenshot({ path: join(shots, 'display-slide-1280.png') })
  const { scroll, height } = await display.evaluate(() => ({ scroll: document.scrollingElement.scrollHeight, height: innerHeight }))
  assert.ok(scroll <= height, `the slide screen scrolls (${scroll} > ${height})`)

  // Not during breaks any more: the break's own screen comes back.
  await panel.getByTestId('slides-breaks').uncheck()
  await display.getByTestId('break-panel').waitFor({ timeout: 25_000 })
  // Removed (a second click confirms): gone from the list.
  await panel.getByTestId('remove-slide').first().click()
  await panel.getByTestId('remove-slide').first().click()
  for (let i = 0; i < 50 && (await h.get('/api/slides')).length !== 1; i++) await desk.waitForTimeout(100)
  assert.equal((await h.get('/api/slides')).length, 1)
  await display.close()
  await desk.close()
})

test('a table tablet records the chip counts of its players; the desk sees each count', async () => {
  const id = await event(structure('E2E Counts', 'win_the_button = false'), 12)
  const pairing = await h.post('/api/devices/pair', { event: id, scope: 'table', table: 2, name: 'Table 2 tablet' })
  const tablet = await h.page({ width: 800, height: 1280 })
  await tablet.goto(h.url(pairing.path))
  await tablet.getByTestId('pair-claim').click()
  await tablet.waitForURL(new RegExp(`/remote/${id}$`))
  // The tablet opens on its own table: its seats, the stakes; no clock buttons.
  await tablet.getByTestId('table-screen').getByText('Table 2').waitFor()
  await tablet.getByTestId('table-seat').nth(8).waitFor()
  assert.equal(await tablet.getByTestId('table-seat').count(), 9)
  await tablet.getByTestId('table-stakes').getByText(/Level 1 · No-Limit Hold'em/).waitFor()
  await tablet.screenshot({ path: join(shots, 'remote-table-own-800.png') })
  await tablet.getByTestId('remote-tab-clock').click()
  assert.equal(await tablet.getByRole('button', { name: /Pause/ }).count(), 0, 'a table tablet shows no clock buttons')
  await tablet.getByTestId('remote-tab-desk').click()
  const form = tablet.getByTestId('counts-form')
  await form.waitFor()
  const inputs = form.getByTestId('count-input')
  // The form fetches its table's players when it opens.
  await inputs.first().waitFor()
  const n = await inputs.count()
  assert.equal(n, (await h.get(`/api/events/${id}/field`)).tables.find((t) => t.table === 2).players)
  // A bad count is refused in words before anything is sent.
  await inputs.nth(0).fill('12,5OO')
  await form.getByTestId('counts-submit').click()
  await form.getByTestId('counts-error').getByText(/not a chip count above 0/).waitFor()
  for (let i = 0; i < n; i++) await inputs.nth(i).fill(String(10_000 + 500 * i))
  await form.getByTestId('counts-submit').click()
  await form.getByTestId('counts-sent').getByText(`Counts of ${n} players at table 2 recorded.`).waitFor()
  await tablet.screenshot({ path: join(shots, 'remote-table-counts-800.png'), fullPage: true })
  const field = await h.get(`/api/events/${id}/field`)
  const counted = field.players.filter((p) => p.chips !== null)
  assert.equal(counted.length, n)
  assert.ok(counted.every((p) => p.seat.table === 2))
  const view = await h.get(`/api/events/${id}`)
  assert.match(view.recent_actions[0].text, /^Chip counts: /)
  assert.match(view.recent_actions[0].by, /^Table 2 tablet \(device #\d+\)$/)
  // The desk's players list shows each count.
  const desk = await console_(id)
  await desk.getByTestId('player-chips').first().waitFor()
  assert.equal(await desk.getByTestId('player-chips').count(), n)
  // The desk counts any table: the first is chosen, another is picked from the list.
  const deskForm = desk.getByTestId('counts-form')
  assert.equal(await deskForm.getByTestId('counts-table').inputValue(), '1')
  await deskForm.getByTestId('counts-table').selectOption('2')
  await deskForm.getByTestId('count-input').first().waitFor()
  assert.equal(await deskForm.getByTestId('count-input').count(), n)
  await deskForm.getByTestId('count-input').first().fill('9000')
  await deskForm.getByTestId('counts-submit').click()
  await deskForm.getByTestId('counts-sent').getByText('Counts of 1 player at table 2 recorded.').waitFor()
  await desk.setViewportSize({ width: 1280, height: 720 })
  await deskForm.scrollIntoViewIfNeeded()
  await desk.screenshot({ path: join(shots, 'console-counts-1280.png') })
  await desk.close()
  await tablet.close()
})

// Under BARGE 2024 the big blind ante falls to the small blind at four
// players or fewer. A short table's tablet shows the reduced ante while the room's
// display shows the full one; once every table is short the display does too, and the
// console's calculator starts from the players at the only table.
test('a short-handed table shows the reduced big blind ante; the display follows the room', async () => {
  const source = `
name = "E2E BARGE 2024"
starting_stack = 30000
table_size = 6
level_minutes = 20
[big_blind_ante]
preset = "barge-2024"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "100/200/200"
`
  const id = await event(source, 9)
  const field = await h.get(`/api/events/${id}/field`)
  const count = (t) => t.seats.filter((s) => s.player != null).length
  const short = field.tables.find((t) => count(t) === 4)
  const full = field.tables.find((t) => count(t) === 5)
  assert.ok(short && full, JSON.stringify(field.tables.map(count)))
  // Each page holds live streams and Chromium opens six connections to a host: the
  // tablet and the display are looked at one after the other.
  const pairing = await h.post('/api/devices/pair', { event: id, scope: 'table', table: short.table, name: 'Short table' })
  const tablet = await h.page({ width: 800, height: 1280 })
  await tablet.goto(h.url(pairing.path))
  await tablet.getByTestId('pair-claim').click()
  await tablet.getByTestId('table-seat').nth(5).waitFor()
  await tablet.getByTestId('table-stakes').getByText('BB ante 100').waitFor()
  await tablet.screenshot({ path: join(shots, 'table-short-handed-ante.png') })
  await tablet.close()
  const display = await h.page({ width: 1920, height: 1080 })
  await display.goto(h.url(`/display/${id}`))
  await display.getByTestId('stakes').getByText(/BB ante\s*200/i).waitFor()
  // One bust at the five-handed table: every table is at four, the display shows 100.
  const gone = full.seats.find((s) => s.player != null).player
  await h.command(id, { type: 'bust', player: gone })
  await display.getByTestId('stakes').getByText(/BB ante\s*100/i).waitFor()
  await display.screenshot({ path: join(shots, 'display-short-handed-ante-1920.png') })
  await display.close()
  // Four players at one table: the calculator starts from four and gives the small blind.
  const small = await event(source, 4)
  const desk = await console_(small)
  const players = desk.getByTestId('ante-players')
  await players.scrollIntoViewIfNeeded()
  for (let i = 0; i < 50 && (await players.inputValue()) !== '4'; i++) await desk.waitForTimeout(100)
  assert.equal(await players.inputValue(), '4')
  await desk.getByTestId('ante-stack').fill('10,000')
  await desk.getByTestId('ante-result').waitFor()
  assert.equal(await desk.getByTestId('ante-ante').innerText(), '100')
  await desk.close()
})
