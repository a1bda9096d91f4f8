// In the browser: a day-1/day-2 event through the console. Two flights of the
// shipped flights template play; flight A's day is ended and its chips counted from the
// console (the display then shows the chip-count leaderboard), flight B's from the API;
// the console's "New event" makes the day 2 from both flights, the day-2 panel redraws it
// by chip count, the seat lists print, the display shows the counts with their seats
// until the clock starts. Screenshots at 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { Harness, outside, root, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const template = readFileSync(join(root, 'structures/templates/flights.toml'), 'utf8')

async function flight(name, players, out) {
  const source = template.replace('name = "Main Event Day 1A"', `name = "${name}"`)
  const { id } = await h.post('/api/events', { file: 'flight.toml', source })
  for (const p of players) await h.command(id, { type: 'register', name: p })
  await h.command(id, { type: 'draw_seats', seed: 3 })
  await h.command(id, { type: 'start' })
  for (const p of out) await h.command(id, { type: 'bust', player: p })
  return id
}

test('a two-flight event bags, merges into day 2 and is redrawn by chips, all from the console', async () => {
  const a = await flight('Main Event Day 1A', ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim', 'Lee'], [12, 11])
  const b = await flight('Main Event Day 1B', ['Ann', 'Max', 'Ned', 'Oli', 'Pat', 'Quin', 'Rae', 'Sam', 'Tom'], [9, 8])
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console/${a}#token=${h.token}`))

  // Flight A: the day ends from the console (asked twice), then each table is counted.
  await page.getByTestId('end-day').click()
  await page.getByTestId('end-day-words').waitFor()
  await page.getByTestId('end-day').click()
  await page.getByTestId('days-panel').waitFor()
  const form = page.getByTestId('counts-form')
  const tables = await form.getByTestId('counts-table').locator('option').allInnerTexts()
  let chips = 10_000
  for (const t of tables) {
    await form.getByTestId('counts-table').selectOption({ label: t })
    const inputs = form.getByTestId('count-input')
    // The form fetches the chosen table's players.
    await inputs.first().waitFor()
    const n = await inputs.count()
    for (let i = 0; i < n; i++) {
      chips += 3_000
      await inputs.nth(i).fill(String(chips))
    }
    await form.getByTestId('counts-submit').click()
    await form.getByTestId('counts-sent').waitFor()
  }
  await page.getByTestId('days-counted').getByText('10 of 10 players counted').waitFor()
  // The display shows the leaderboard in the payouts' column, at both sizes, inside the screen.
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${a}`))
    const board = display.getByTestId('chip-counts')
    await board.getByText('End of the day: chip counts').waitFor()
    const first = (await board.getByTestId('chip-count-rows').locator('li').first().innerText()).replace(/\s+/g, ' ')
    assert.match(first, /^1 \S+ T\d S\d+ 40,000$/)
    assert.deepEqual(await outside(display), [], `${size.width}: nothing outside the screen`)
    await display.screenshot({ path: join(shots, `days-leaderboard-${size.width}.png`) })
    await display.close()
  }

  // Flight B ends its day and bags from the API (a table's tablet would).
  await h.command(b, { type: 'end_day' })
  const fieldB = await h.get(`/api/events/${b}/field`)
  const left = fieldB.players.filter((p) => p.state === 'seated')
  await h.command(b, { type: 'record_counts', counts: left.map((p, i) => ({ player: p.id, chips: 20_000 + 1_000 * i })) })

  // Day 2 from the console's New event: both flights, best stack kept.
  await page.getByTestId('new-event').click()
  const dayTwo = page.getByTestId('day-two-form')
  await dayTwo.waitFor()
  assert.equal(await dayTwo.getByTestId('day-two-flight').count(), 2)
  await dayTwo.getByTestId('day-two-flight').nth(0).check()
  await dayTwo.getByTestId('day-two-flight').nth(1).check()
  await dayTwo.getByTestId('day-two-rule').selectOption('best_stack')
  await dayTwo.screenshot({ path: join(shots, 'days-day-two-form.png') })
  await dayTwo.getByTestId('day-two-create').click()
  await page.waitForFunction(() => document.title.includes('Main Event Day 2'))
  const panel = page.getByTestId('days-panel')
  await panel.getByTestId('day-two-flights').getByText('Main Event Day 1A (12 entries, 10 bagged)').waitFor()
  await panel.getByTestId('days-counted').getByText('16 of 16 players counted').waitFor()
  const events = await h.get('/api/events')
  const day2 = events.events.find((e) => e.name === 'Main Event Day 2').id
  const view = await h.get(`/api/events/${day2}`)
  assert.equal(view.clock.entries, 21)
  assert.equal(view.clock.prize_pool, 21 * 27_000)
  assert.equal(view.clock.players_left, 16)

  // The redraw by chip count from the day-2 panel: 16 players at two tables, the two
  // biggest stacks apart.
  await panel.getByTestId('redraw-rule').selectOption('chips')
  await panel.getByTestId('redraw').click()
  await panel.getByTestId('print-table-lists').waitFor()
  const field = await h.get(`/api/events/${day2}/field`)
  assert.equal(field.tables.length, 2)
  const ranked = field.players.filter((p) => p.state === 'seated').sort((x, y) => y.chips - x.chips)
  assert.notEqual(ranked[0].seat.table, ranked[1].seat.table, 'the two chip leaders share a table')
  const pdf = await fetch(h.url(await panel.getByTestId('print-table-lists').getAttribute('href')))
  assert.equal(pdf.headers.get('content-type'), 'application/pdf')
  await page.screenshot({ path: join(shots, 'days-console-1280.png') })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: join(shots, 'days-console-1920.png') })

  // The display shows the counts with the new seats until the day starts.
  const display = await h.page({ width: 1920, height: 1080 })
  await display.goto(h.url(`/display/${day2}`))
  const board = display.getByTestId('chip-counts')
  await board.getByText('Chip counts: the day starts soon').waitFor()
  assert.match(await board.getByTestId('chip-count-rows').locator('li').first().innerText(), /T\d S\d/)
  await display.screenshot({ path: join(shots, 'days-day-two-display-1920.png') })
  await page.getByTestId('toggle').click()
  await display.getByTestId('chip-counts').waitFor({ state: 'detached' })
  assert.deepEqual(h.pageErrors, [])
})
