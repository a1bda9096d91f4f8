// Browser tests of the end of an event ("no dead ends"): the desk busts the
// field down to one player from the console, and the console and every display turn into
// the results; a deal recorded in the console shows on the displays' payouts; the lammer
// deadline never blocks a bust. Screenshots at 1920x1080 and 1280x720 are kept in
// test-output/, and no element of a display may fall outside the screen.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, outside, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]

const STRUCTURE = `
name = "E2E Finish NLHE"
starting_stack = 20000
table_size = 9
level_minutes = 20
[money]
currency = "USD"
buy_in = 10000
fee = 1000
[payouts]
table = "standard-15"
increment = 500
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "200/400"
`

const NAMES = ['Zoë Ångström', 'Łukasz Żółć', 'Дмитрий Соколов', 'Σωκράτης Παππάς', 'Ann Lee', 'Bo Chen', 'Cy Dunn',
  'Di Park', 'Ed Moss', 'Flo Hart']

async function newEvent(players) {
  const id = (await h.post('/api/events', { file: 'finish.toml', source: STRUCTURE })).id
  for (const n of NAMES.slice(0, players)) await h.command(id, { type: 'register', name: n })
  await h.command(id, { type: 'draw_seats', seed: 11 })
  await h.command(id, { type: 'start' })
  return id
}

/** Busts `player` from the console's player list: two clicks, the second confirms. */
async function bustFromConsole(page, player) {
  const row = page.locator(`[data-testid=player-row][data-player="${player}"]`)
  await row.getByTestId('bust-player').click()
  await row.getByTestId('bust-player').click()
  await row.getByTestId('bust-player').waitFor({ state: 'detached' })
}

test('the event finishes when one player is left: the console and every display show the result', async () => {
  const id = await newEvent(6)
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  for (const p of [6, 5, 4, 3, 2]) await bustFromConsole(desk, p)
  const headline = desk.getByTestId('console-result-headline')
  await headline.waitFor()
  assert.equal(await headline.innerText(), 'Zoë Ångström wins')
  // Nothing offers a bust any more; the controls are read-only until an undo.
  assert.equal(await desk.getByTestId('bust-player').count(), 0)
  assert.equal(await desk.getByTestId('event-controls').getAttribute('disabled'), '')
  const result = await desk.getByTestId('console-result').innerText()
  assert.match(result, /1st\s+Zoë Ångström\s+\$/)
  await desk.screenshot({ path: join(shots, 'console-finished-1366x900.png'), fullPage: true })

  const clock = await h.get(`/api/events/${id}/clock`)
  assert.equal(clock.status, 'finished')
  assert.equal(clock.ends_at, null, 'the clock stopped')
  const listed = JSON.stringify(await h.get('/api/events'))
  assert.ok(listed.includes('"finished"'), `the event list says it is finished: ${listed}`)

  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('display-result').waitFor()
    assert.equal(await display.getByTestId('display-result-headline').innerText(), 'Zoë Ångström wins')
    const places = await display.getByTestId('display-result-places').innerText()
    for (const n of NAMES.slice(0, 6)) assert.ok(places.includes(n), `${n} is on the results screen: ${places}`)
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    await display.screenshot({ path: join(shots, `display-result-${size.width}x${size.height}.png`) })
    await display.close()
  }

  // A slip: the TD undoes the last bust from the result panel and play goes on.
  await desk.getByTestId('result-undo').click()
  await desk.getByTestId('console-result').waitFor({ state: 'detached' })
  await desk.locator('[data-testid=player-row][data-player="2"]').getByTestId('bust-player').waitFor()
  assert.equal((await h.get(`/api/events/${id}/clock`)).status, 'running')
  await desk.close()
})

test('a deal recorded in the console shows on the displays, and a deal for everything ends the event', async () => {
  const id = await newEvent(10)
  for (const p of [10, 9, 8, 7, 6, 5, 4]) await h.command(id, { type: 'bust', player: p })
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  const panel = desk.getByTestId('deal-panel')
  // The chip counts recorded at the table fill the deal's chips: the panel does not start
  // empty.
  const chips = [['Zoë Ångström', '90000'], ['Łukasz Żółć', '60000'], ['Дмитрий Соколов', '50000']]
  const roster = await h.get(`/api/events/${id}/field`)
  const idOf = (name) => roster.players.find((p) => p.name === name).id
  await h.command(id, { type: 'record_counts', counts: chips.map(([name, c]) => ({ player: idOf(name), chips: Number(c) })) })
  await panel.getByTestId('deal-summary').click()
  await panel.locator('select').selectOption('chop')
  for (const [name, c] of chips) {
    const box = panel.getByLabel(`${name} chips`)
    for (let i = 0; i < 50 && (await box.inputValue()) === ''; i++) await desk.waitForTimeout(100)
    assert.equal((await box.inputValue()).replaceAll(',', ''), c, `${name}'s recorded count`)
  }
  // Every column, Agreed included, in the panel at 1366 and at 1280 wide.
  for (const width of [1366, 1280]) {
    await desk.setViewportSize({ width, height: 900 })
    const edge = await panel.boundingBox()
    for (const [name] of chips) {
      const tick = await panel.getByLabel(`${name} agrees`).boundingBox()
      assert.ok(tick && tick.x + tick.width <= edge.x + edge.width, `${name}'s Agreed box is cut off at ${width}`)
    }
    await panel.screenshot({ path: join(shots, `console-deal-${width}.png`) })
  }
  // $20 is kept to play for: the event goes on after the deal.
  await panel.getByLabel('Play for').fill('20')
  await panel.getByRole('button', { name: 'Propose' }).click()
  await panel.getByTestId('deal-rounding').waitFor()
  assert.match(await panel.getByTestId('deal-rounding').innerText(), /\$5/)
  for (const [name] of chips) await panel.getByLabel(`${name} agrees`).check()
  await panel.getByTestId('record-deal').click()
  await desk.getByTestId('console-deal').waitFor()
  const deskDeal = await desk.getByTestId('console-deal').innerText()
  assert.match(deskDeal, /Deal \(chip chop\) between 3 players/)

  const clock = await h.get(`/api/events/${id}/clock`)
  const keptFor1st = clock.payouts.deal.play_for
  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    const deal = display.getByTestId('display-deal')
    await deal.waitFor()
    const text = await deal.innerText()
    for (const l of clock.payouts.deal.lines) assert.ok(text.includes(l.amount_text), `${l.amount_text} in ${text}`)
    if (keptFor1st) assert.equal(await display.getByTestId('display-deal-play-for').innerText(), keptFor1st)
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    await display.screenshot({ path: join(shots, `display-deal-${size.width}x${size.height}.png`) })
    await display.close()
  }
  // Undo and play on: the form starts over from the counts, nothing ticked or paid.
  await h.command(id, { type: 'undo' })
  const zoe = panel.getByLabel('Zoë Ångström agrees')
  for (let i = 0; i < 50 && (await zoe.isChecked()); i++) await desk.waitForTimeout(100)
  for (const [name, c] of chips) {
    assert.equal(await panel.getByLabel(`${name} agrees`).isChecked(), false, `${name} still ticked`)
    assert.equal(await panel.getByLabel(`${name} paid now`).inputValue(), '', `${name}'s old amount`)
    assert.equal((await panel.getByLabel(`${name} chips`).inputValue()).replaceAll(',', ''), c)
  }
  await desk.close()

  // The whole of what is left shared out (nothing kept): the event is over.
  const left = (await h.get(`/api/events/${id}/field`)).still_in
  const res = await fetch(h.url(`/api/events/${id}/deal`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${h.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'chop', stacks: [90000, 60000, 50000] }),
  })
  assert.ok(res.ok, `deal proposal: ${res.status}`)
  const proposal = await res.json()
  const amounts = proposal.amounts.slice()
  amounts[0] += proposal.play_for
  await h.command(id, { type: 'deal', method: 'chop', players: left, amounts, play_for: 0, agreed: left })
  const over = await h.get(`/api/events/${id}/clock`)
  assert.equal(over.status, 'finished')
  assert.equal(over.result.headline, 'A deal ends the event')
})

test('the TD changes the running structure from the console: a longer level, a level added, a break now', async () => {
  const id = await newEvent(4)
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  const recent = desk.getByTestId('recent-actions')
  const table = desk.getByTestId('structure')

  // Level 1 in play: 45 minutes instead of 20.
  await table.locator('tr[data-period="0"]').getByTestId('change-period').click()
  await desk.getByTestId('edit-minutes').fill('45')
  await desk.getByTestId('save-period').click()
  await recent.getByText('Level 1 now lasts 45 min').waitFor()
  const clock = await h.get(`/api/events/${id}/clock`)
  assert.ok(clock.remaining_ms > 40 * 60_000, `${clock.remaining_ms} ms left`)

  // A level added at the end, with the stakes typed as in a structure file.
  await desk.getByTestId('add-stakes').fill('400/800')
  await desk.getByTestId('add-submit').click()
  await recent.getByText(/Added Level 3 \(No-Limit Hold'em, Blinds 400\/800, 20 min\) at the end/).waitFor()
  // The table is fetched again when the log moves: wait for the new row.
  await table.locator('tbody tr[data-period="2"]').waitFor()
  assert.equal(await table.locator('tbody tr[data-period]').count(), 3)

  // A later level cannot be made of words: the server's refusal is shown at the form.
  await desk.getByTestId('add-stakes').fill('lots')
  await desk.getByTestId('add-submit').click()
  await desk.getByTestId('structure-error').waitFor()
  assert.match(await desk.getByTestId('structure-error').innerText(), /level 4 \(No-Limit Hold'em\)/)

  // A break now: the displays show the break; the level goes on after it.
  await desk.getByTestId('break-now-minutes').fill('5')
  await desk.getByTestId('break-now').click()
  await recent.getByText('Unscheduled break now: 5 min').waitFor()
  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('break-panel').waitFor()
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    await display.screenshot({ path: join(shots, `display-break-now-${size.width}x${size.height}.png`) })
    await display.close()
  }
  await table.locator('tbody tr[data-period="4"]').waitFor()
  await desk.getByTestId('structure').screenshot({ path: join(shots, 'console-structure-changed.png') })

  // Undo takes the break back: level 1 is in play again with its time.
  await desk.getByTestId('undo').click()
  // The break and the rest of level 1 leave the table once it is fetched again.
  await table.locator('tbody tr[data-period="3"]').waitFor({ state: 'detached' })
  assert.equal(await table.locator('tbody tr[data-period]').count(), 3)
  const after = await h.get(`/api/events/${id}/clock`)
  assert.equal(after.period, 0)
  assert.ok(after.remaining_ms > 40 * 60_000)
  await desk.close()
})

test('the TD undoes back to a chosen action after seeing what will be undone, and redoes some', async () => {
  const id = await newEvent(6)
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  for (const p of [6, 5, 4]) await bustFromConsole(desk, p)
  const recent = desk.getByTestId('recent-actions')
  // Back to the first of the three busts (Bo Chen, entry 6; then Ann Lee and Σωκράτης).
  const first = recent.locator('li').filter({ hasText: '(Bo Chen)' })
  await first.hover()
  await first.getByTestId('undo-to').click()
  const confirm = desk.getByTestId('walk-confirm')
  await confirm.waitFor()
  const listed = await confirm.locator('li').allInnerTexts()
  assert.equal(listed.length, 3, listed.join(' | '))
  assert.match(listed[0], /Σωκράτης/)
  assert.match(listed[2], /Bo Chen/)
  await desk.screenshot({ path: join(shots, 'console-undo-to-1366x900.png') })
  await confirm.getByTestId('walk-go').click()
  await confirm.waitFor({ state: 'detached' })
  await recent.locator('li.undone').nth(2).waitFor()
  let field = await h.get(`/api/events/${id}/field`)
  assert.equal(field.still_in.length, 6, 'every bust undone')
  // Forward again to the second bust: two redone, Ann Lee's bust stays undone.
  const second = recent.locator('li').filter({ hasText: '(Ann Lee)' }).first()
  await second.hover()
  await second.getByTestId('redo-to').click()
  assert.equal(await confirm.locator('li').count(), 2)
  await confirm.getByTestId('walk-go').click()
  await confirm.waitFor({ state: 'detached' })
  field = await h.get(`/api/events/${id}/field`)
  assert.equal(field.still_in.length, 4)
  await desk.close()
})

test('a message from the desk shows on every display, fits the screen, and is taken off', async () => {
  const id = await newEvent(3)
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  const long = 'Table 7 is breaking: players from table 7 take their new seats now. Dinner break at 7 pm, the buffet is in the hall next door; play resumes at 8 pm sharp.'
  await desk.getByTestId('announce-text').fill(long)
  await desk.getByTestId('announce-send').click()
  await desk.getByTestId('announce-current').waitFor()
  const displays = []
  for (const size of SIZES) {
    const display = await h.tvPage(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('display-message').waitFor()
    assert.equal(await display.getByTestId('display-message').innerText(), long)
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    // The sound needs a click on a TV: the screen says so until then.
    assert.match(await display.getByTestId('sound-off').innerText(), /turn its sound on/)
    await display.screenshot({ path: join(shots, `display-message-${size.width}x${size.height}.png`) })
    displays.push(display)
  }
  // Too long a message is refused in words at the desk.
  await desk.getByTestId('announce-text').evaluate((el) => el.removeAttribute('maxlength'))
  await desk.getByTestId('announce-text').fill('x'.repeat(201))
  await desk.getByTestId('announce-send').click()
  await desk.getByText('a message to the displays is 1 to 200 characters; this one has 201').waitFor()
  await desk.getByTestId('announce-clear').click()
  for (const display of displays) {
    await display.getByTestId('display-message').waitFor({ state: 'detached' })
    await display.close()
  }
  await desk.close()
})

test('a finished event is archived out of the list, and a deleted one leaves its log beside the database', async () => {
  const keep = (await h.post('/api/events', { file: 'keep.toml', source: STRUCTURE.replace('E2E Finish NLHE', 'E2E Keep') })).id
  const gone = (await h.post('/api/events', { file: 'gone.toml', source: STRUCTURE.replace('E2E Finish NLHE', 'E2E Gone') })).id
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${keep}#token=${h.token}`))
  await desk.getByTestId('event-panel').waitFor()
  // The log checks out, with the hash the results sheet prints; a record edited by hand
  // in the database would be named here (tests/log_chain.rs).
  await desk.getByTestId('check-log').click()
  await desk.getByTestId('log-check').getByText(/(All \d+ records fit|Its 1 record fits) the chain/).waitFor()
  const hash = await desk.getByTestId('log-hash').innerText()
  assert.equal(hash, (await h.get(`/api/events/${keep}/log/verify`)).last_hash)
  await desk.getByTestId('event-panel').screenshot({ path: join(shots, 'event-panel-log-check.png') })
  await desk.getByTestId('archive-event').click()
  await desk.getByTestId('show-archived').waitFor()
  assert.equal((await h.get('/api/events')).events.find((e) => e.id === keep).archived, true)
  // The archived event is still chosen; another one chosen, it leaves the list.
  await desk.getByTestId('event-select').selectOption(String(gone))
  await desk.waitForFunction(() => document.title.startsWith('E2E Gone'))
  const options = await desk.getByTestId('event-select').locator('option').allInnerTexts()
  assert.ok(!options.some((o) => o.includes('E2E Keep')), options.join(' | '))
  await desk.getByTestId('show-archived').check()
  await desk.getByTestId('event-select').locator('option', { hasText: 'archived' }).first().waitFor({ state: 'attached' })
  const all = await desk.getByTestId('event-select').locator('option').allInnerTexts()
  assert.ok(all.some((o) => o.includes('E2E Keep') && o.includes('archived')), all.join(' | '))
  // Delete asks twice and says where the log went.
  await desk.getByTestId('delete-event').click()
  await desk.getByText('Confirm: delete "E2E Gone"').waitFor()
  assert.ok((await h.get('/api/events')).events.some((e) => e.id === gone), 'one click deletes nothing')
  await desk.getByTestId('delete-event').click()
  const note = await desk.getByTestId('deleted-note').innerText()
  assert.match(note, /E2E Gone\) was deleted; its log is in .*deleted-events/)
  assert.ok(!(await h.get('/api/events')).events.some((e) => e.id === gone))
  await desk.screenshot({ path: join(shots, 'console-after-delete-1366.png') })
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})

test('a satellite ends when the players left equal the seats: each wins a seat, on the console and the displays', async () => {
  // 13 entries of $110, $100 to the pool: three $400 seats in the Main Event, $100 cash to 4th.
  const source = STRUCTURE.replace('E2E Finish NLHE', 'E2E Satellite')
    .replace('buy_in = 10000', 'buy_in = 11000')
    .replace('table = "standard-15"\nincrement = 500', 'satellite = { seat_value = 40000, target = "Main Event" }')
  const id = (await h.post('/api/events', { file: 'sat.toml', source })).id
  const names = [...NAMES, 'Gil Ray', 'Hu Lin', 'Ivo Sax']
  for (const n of names) await h.command(id, { type: 'register', name: n })
  await h.command(id, { type: 'draw_seats', seed: 11 })
  await h.command(id, { type: 'start' })
  let clock = await h.get(`/api/events/${id}/clock`)
  assert.ok(clock.notices.includes('Satellite: 3 seats in Main Event ($400 each); play ends when 3 players are left.'), clock.notices.join(' | '))
  assert.equal(clock.payouts.basis, 'satellite: 3 seats')
  for (const p of [13, 12, 11, 10, 9, 8, 7, 6, 5]) await h.command(id, { type: 'bust', player: p })
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  // The bubble: the fourth player out takes the cash; the three left each win a seat.
  const row = desk.locator('[data-testid=player-row][data-player="4"]')
  await row.getByTestId('bust-player').click()
  await row.getByTestId('bust-player').click()
  await desk.getByTestId('console-result-headline').waitFor()
  assert.equal(await desk.getByTestId('console-result-headline').innerText(), '3 seats won')
  const result = await desk.getByTestId('console-result').innerText()
  for (const n of names.slice(0, 3)) assert.match(result, new RegExp(`1st-3rd\\s+${n}\\s+\\$400\\s+seat in Main Event`))
  assert.match(result, new RegExp(`4th\\s+${names[3]}\\s+\\$100`))
  await desk.screenshot({ path: join(shots, 'console-satellite-1366x900.png'), fullPage: true })
  clock = await h.get(`/api/events/${id}/clock`)
  assert.equal(clock.status, 'finished')
  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('display-result').waitFor()
    assert.equal(await display.getByTestId('display-result-headline').innerText(), '3 seats won')
    const places = await display.getByTestId('display-result-places').innerText()
    for (const n of names.slice(0, 4)) assert.ok(places.includes(n), `${n} on the results screen: ${places}`)
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    await display.screenshot({ path: join(shots, `display-satellite-${size.width}x${size.height}.png`) })
    await display.close()
  }
  await desk.close()
})

test('savers agreed at the desk come out of the pool and show on the payouts, and the results add up', async () => {
  const id = await newEvent(10)
  for (const p of [10, 9, 8, 7, 6]) await h.command(id, { type: 'bust', player: p })
  const before = await h.get(`/api/events/${id}/clock`)
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  const panel = desk.getByTestId('savers-panel')
  await panel.locator('summary').click()
  await panel.getByTestId('savers-amounts').fill('$100')
  await panel.getByTestId('savers-record').click()
  assert.match(await panel.getByTestId('savers-error').innerText(), /tick that every player still in has agreed/)
  await panel.getByTestId('savers-agreed').check()
  await panel.getByTestId('savers-record').click()
  await desk.getByTestId('recent-actions').filter({ hasText: 'Savers agreed: $100 to 5th' }).waitFor()
  const clock = await h.get(`/api/events/${id}/clock`)
  const saver = clock.payouts.rows.find((r) => r.round === 'saver')
  assert.deepEqual([saver.label, saver.amount_text, saver.next], ['5th', '$100', true])
  assert.deepEqual(clock.payouts.rows.filter((r) => r.next).map((r) => r.label), ['5th'], 'the saver is the next prize')
  // Every place's prize, from the panel's lines (the saver's lines apart).
  const places = (v) =>
    v.payouts.rows.filter((r) => r.round !== 'saver').reduce((a, r) => a + r.amount * (r.last - r.first + 1), 0)
  assert.equal(places(clock), places(before) - 10000, 'the places share the pool less the saver')
  const display = await h.page({ width: 1280, height: 720 })
  await display.goto(h.url(`/display/${id}`))
  await display.getByTestId('payout-round').filter({ hasText: 'saver' }).waitFor()
  assert.deepEqual(await outside(display), [], 'nothing outside 1280x720')
  await display.screenshot({ path: join(shots, 'display-saver-1280x720.png') })
  await display.close()
  for (const p of [5, 4, 3, 2]) await h.command(id, { type: 'bust', player: p })
  const result = await desk.getByTestId('console-result').innerText()
  assert.match(result, /5th\s+Ann Lee\s+\$100\s+saver/)
  await desk.close()
})

test('an event whose prizes cannot be worked out ends saying why on the console and the displays', async () => {
  // A house row paying a fixed $90 to two to seven players: three $20 entries fall short.
  const source = STRUCTURE.replace(/\[money\][\s\S]*?increment = 500\n/, `[money]
currency = "USD"
buy_in = 2000
fee = 0
[payouts]
title = "Regulars"
[[payouts.row]]
entries = [2, 7]
amounts = [9000]
`)
  const id = (await h.post('/api/events', { file: 'short.toml', source })).id
  for (const n of NAMES.slice(0, 3)) await h.command(id, { type: 'register', name: n })
  await h.command(id, { type: 'draw_seats', seed: 11 })
  await h.command(id, { type: 'start' })
  for (const p of [3, 2]) await h.command(id, { type: 'bust', player: p })
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  const why = desk.getByTestId('console-result-prizes-unknown')
  await why.waitFor()
  assert.match(await why.innerText(), /^Prizes not shown: the row for 2-7 entries pays .*, more than the pool of /)
  await desk.getByTestId('console-result').screenshot({ path: join(shots, 'console-result-prizes-unknown.png') })
  await desk.close()
  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    const shown = display.getByTestId('display-result-prizes-unknown')
    await shown.waitFor()
    assert.match(await shown.innerText(), /^Prizes not shown: /)
    assert.deepEqual(await outside(display), [], `nothing outside ${size.width}x${size.height}`)
    await display.screenshot({ path: join(shots, `display-result-prizes-unknown-${size.width}x${size.height}.png`) })
    await display.close()
  }
})
