// Browser tests of the home-game formats of seed 003: levels that change with
// eliminations have no countdown; the display and the console say how many more busts
// start the next level, and count down to the hard stop; when the stop time comes the
// display says "last round"; the console's hard-stop panel takes every remaining
// player's chips and the event ends with places by chip count. Screenshots at 1920x1080
// and 1280x720 land in test-output/, and nothing on a display may fall outside the screen.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { Harness, outside, root, shots } from './harness.mjs'

const h = new Harness()
/** An event whose hard stop is one minute after its start, started first of all so that
 * its stop time has come by the last test (the server's own clock decides). */
let quick = 0
before(async () => {
  await h.start()
  quick = (await h.post('/api/events', { file: 'quick.toml', source: STRUCTURE.replace('hard_stop_minutes = 180', 'hard_stop_minutes = 1') })).id
  for (const n of NAMES.slice(0, 4)) await h.command(quick, { type: 'register', name: n })
  await h.command(quick, { type: 'draw_seats', seed: 5 })
  await h.command(quick, { type: 'start' })
})
after(() => h.stop())

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]

// The shipped template of the Regulars' tournament, as the house library has it.
const STRUCTURE = readFileSync(join(root, 'structures/templates/regulars-holdem.toml'), 'utf8')

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal']

test('elimination levels and a hard stop, from the console to the displays', async () => {
  const id = (await h.post('/api/events', { file: 'regulars.toml', source: STRUCTURE })).id
  for (const n of NAMES) await h.command(id, { type: 'register', name: n })
  await h.command(id, { type: 'draw_seats', seed: 5 })
  await h.command(id, { type: 'start' })

  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  await desk.getByTestId('console-eliminations').waitFor()
  assert.match(await desk.getByTestId('console-eliminations').innerText(), /Next level after 2 more eliminations \(0 out\)/)
  assert.match(await desk.getByTestId('console-hard-stop').innerText(), /Hard stop in (2:59:5\d|3:00:00)/)

  // Two busts from the console's player list move the level on by themselves.
  for (const p of [8, 7]) {
    const row = desk.locator(`[data-testid=player-row][data-player="${p}"]`)
    await row.getByTestId('bust-player').click()
    await row.getByTestId('bust-player').click()
    await row.getByTestId('bust-player').waitFor({ state: 'detached' })
  }
  await desk.getByTestId('console-period').filter({ hasText: 'Level 2' }).waitFor()
  assert.match(await desk.getByTestId('console-eliminations').innerText(), /2 more eliminations \(2 out\)/)

  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('eliminations').waitFor()
    assert.equal(await display.getByTestId('eliminations').innerText(), 'Next level after 2 more eliminations')
    assert.match(await display.getByTestId('time').innerText(), /^(2:59:\d\d|3:00:00)$/)
    assert.equal(await display.getByTestId('time-caption').innerText(), 'to the hard stop')
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    await display.screenshot({ path: join(shots, `display-eliminations-${size.width}x${size.height}.png`) })
    await display.close()
  }

  // The desk types the six counts (two equal) and stops play.
  const panel = desk.getByTestId('hard-stop-panel')
  const counts = { 1: '5,000', 2: '3000', 3: '3000', 4: '2500', 5: '1500', 6: '1000' }
  await panel.getByTestId('hard-stop-submit').click()
  assert.match(await panel.getByTestId('hard-stop-error').innerText(), /Type the chip count of Ann, Bo/)
  for (const [p, c] of Object.entries(counts)) await panel.locator(`[data-testid=hard-stop-count][data-player="${p}"]`).fill(c)
  await panel.getByTestId('hard-stop-submit').click()
  assert.match(await panel.getByTestId('hard-stop-submit').innerText(), /Confirm: stop play and place 6 players/)
  await desk.screenshot({ path: join(shots, 'console-hard-stop-1366x900.png'), fullPage: true })
  await panel.getByTestId('hard-stop-submit').click()
  await desk.getByTestId('console-result').waitFor()
  const result = await desk.getByTestId('console-result').innerText()
  assert.match(result, /1st\s+Ann/)
  assert.match(result, /2nd-3rd\s+Bo/)
  // The template's rule for eight players: $90, $50 and the $20 buy-in back; the two
  // equal counts share second and third.
  assert.match(result, /\$90/)
  assert.match(result, /\$35/)
  const clock = await h.get(`/api/events/${id}/clock`)
  assert.equal(clock.status, 'finished')
  await desk.close()
})

test('when the stop time comes, the displays and the console call the last round', async () => {
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${quick}#token=${h.token}`))
  const displays = []
  for (const size of SIZES) {
    const d = await h.page(size)
    await d.goto(h.url(`/display/${quick}`))
    displays.push([size, d])
  }
  // The stop is a minute after the start: the countdown runs out on every screen.
  for (const [size, d] of displays) {
    await d.getByTestId('time').filter({ hasText: /last round/i }).waitFor({ timeout: 75_000 })
    assert.deepEqual(await outside(d), [], `nothing outside ${size.width}x${size.height}`)
    await d.screenshot({ path: join(shots, `display-hard-stop-${size.width}x${size.height}.png`) })
  }
  await desk.getByTestId('console-hard-stop').filter({ hasText: 'finish the round' }).waitFor()
  // The panel's own countdown ticks apart from the clock's: it says so within a second.
  await desk.getByTestId('hard-stop-status').filter({ hasText: /The stop time has come/ }).waitFor({ timeout: 5000 })
  // The server says so too, first among the notices.
  const clock = await h.get(`/api/events/${quick}/clock`)
  assert.equal(clock.hard_stop.reached, true)
  assert.match(clock.notices[0], /^Hard stop: finish the round/)
  for (const [, d] of displays) await d.close()
  await desk.close()
})
