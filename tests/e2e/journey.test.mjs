// The whole journey of an event in the browser, as a TD runs it from the console with no
// API or CLI call (the API is only read, to check what the screens say): a mixed event
// built from a template in the structure editor, 40 players registered (names from five
// scripts), the seat draw, levels run through a break with a chip race and past the
// lammer deadline, busts down to the final table with two busts on one hand, the bubble
// played hand for hand, a deal at three that ends the event, and the results printed.
// Screenshots of the displays at each stage, at both sizes, land in test-output/.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Harness, nextLines, outside, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const FIRST = ['Zoë Ångström', 'Łukasz Żółć', '李雷', 'Дмитрий', 'Σωκράτης']
const NAMES = [...FIRST, ...Array.from({ length: 35 }, (_, i) => `Player ${String(i + 6).padStart(2, '0')}`)]
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]

async function displays(id, stage) {
  for (const size of SIZES) {
    const d = await h.page(size)
    await d.goto(h.url(`/display/${id}`))
    await d.getByTestId('display').waitFor()
    await d.waitForTimeout(300)
    await d.screenshot({ path: join(shots, `journey-${stage}-${size.width}x${size.height}.png`) })
    assert.deepEqual(await outside(d), [], `${stage}: nothing outside ${size.width}x${size.height}`)
    const next = await nextLines(d)
    if (next) assert.ok(next.lines <= 2, `${stage} at ${size.width}x${size.height}: next takes ${next.lines} lines: ${next.text}`)
    await d.close()
  }
}

test('a mixed event from a blank structure to the printed results, all in the console', async () => {
  // The console at the smallest laptop screen a TD brings (1280x720).
  const desk = await h.page({ width: 1280, height: 720 })
  await desk.goto(h.url(`/console#token=${h.token}`))
  const consoleShot = async (stage) => {
    await desk.screenshot({ path: join(shots, `journey-console-${stage}-1280x720.png`) })
    const wide = await desk.evaluate(() => document.scrollingElement.scrollWidth - innerWidth)
    assert.ok(wide <= 0, `${stage}: the console scrolls sideways by ${wide} px at 1280x720`)
  }

  console.log('stage 1')
  // 1. The structure: from a template, in the editor; then the event.
  await desk.getByTestId('open-library').click()
  await desk.getByTestId('template-select').selectOption({ label: 'Mixed Limit, BARGE style' })
  await desk.getByTestId('new-from-template').click()
  await desk.getByTestId('check-summary').getByText('no errors').waitFor()
  await desk.getByTestId('f-name').fill('Journey Mixed Limit')
  // Six-handed, so the bubble comes with more than one table playing.
  await desk.getByTestId('f-table_size').fill('6')
  await desk.getByTestId('f-seating.final_table_seats').fill('6')
  await desk.getByTestId('save-status').getByText('Saved').waitFor()
  await desk.getByTestId('create-from-structure').click()
  await desk.waitForFunction(() => document.title.startsWith('Journey Mixed Limit'))
  const id = (await h.get('/api/events')).events.find((e) => e.name === 'Journey Mixed Limit').id

  console.log('stage 2')
  // 2. Forty players, then the draw and the clock.
  for (const [i, name] of NAMES.entries()) {
    await desk.getByTestId('register-name').fill(name)
    await desk.getByTestId('register-name').press('Enter')
    await desk.getByTestId('field-counts').filter({ hasText: i === 0 ? '1 entry' : `${i + 1} entries` }).waitFor()
  }
  await desk.getByTestId('field-counts').filter({ hasText: '40 entries' }).waitFor()
  await desk.getByTestId('draw-seats').click()
  await desk.getByTestId('field-counts').filter({ hasText: '7 tables' }).waitFor()
  await desk.getByTestId('toggle').click()
  await desk.getByTestId('toggle').filter({ hasText: /pause/i }).waitFor()
  await consoleShot('level-1')
  await displays(id, 'level-1')

  console.log('stage 3')
  // 3. Levels through the first break, where the 25s are raced off at a table.
  const clock = () => h.get(`/api/events/${id}/clock`)
  const nextLevel = async () => {
    const before = (await clock()).period
    await desk.getByTestId('next-level').click()
    for (let i = 0; i < 50 && (await clock()).period === before; i++) await desk.waitForTimeout(100)
  }
  while (!(await clock()).on_break) await nextLevel()
  const race = desk.getByTestId('chip-race-panel')
  await race.scrollIntoViewIfNeeded()
  assert.equal(await desk.getByTestId('race-remove').inputValue(), '25')
  // The table first: its players fill the rows, each seat named.
  await desk.getByTestId('race-table').selectOption('1')
  const atOne = (await h.get(`/api/events/${id}/field?table=1`)).tables[0].seats.filter((s) => s.player != null)
  await desk.getByTestId('race-seat-1').filter({ hasText: `Seat ${atOne[0].seat} · ${atOne[0].name}` }).waitFor()
  for (const [seat, count] of [[1, '3'], [2, '2'], [3, '1']]) await desk.getByTestId(`race-count-${seat}`).fill(count)
  await desk.getByTestId('race-run').click()
  await desk.getByTestId('race-summary').waitFor()
  await race.screenshot({ path: join(shots, 'journey-chip-race-table-first.png') })
  await desk.getByTestId('race-record').click()
  await desk.getByTestId('race-recorded').filter({ hasText: 'Recorded at table 1.' }).waitFor()
  await displays(id, 'break-chip-race')

  console.log('stage 4')
  // 4. On past the lammer deadline (the end of level 8): applied by itself.
  while ((await clock()).level < 9) await nextLevel()
  for (let i = 0; i < 30 && (await clock()).lammers; i++) await desk.waitForTimeout(100)
  assert.equal((await clock()).lammers, null, 'no lammer is outstanding after the deadline')
  const recent = (await h.get(`/api/events/${id}`)).recent_actions.map((a) => a.text).join('\n')
  assert.match(recent, /lammer/i)

  console.log('stage 5')
  // 5. Busts to the bubble from the player list; two on one hand, placed by their stacks.
  const search = desk.getByTestId('player-search')
  const bust = async (name, stack = null, sameHand = false) => {
    await search.fill(name)
    const row = desk.getByTestId('player-row').filter({ hasText: name }).first()
    if (stack !== null) await desk.getByTestId('bust-stack').fill(String(stack))
    if (sameHand) await desk.getByTestId('bust-same-hand').check()
    const left = (await clock()).players_left
    await row.getByTestId('bust-player').click()
    await row.getByTestId('bust-player').click()
    for (let i = 0; i < 50 && (await clock()).players_left === left; i++) await desk.waitForTimeout(100)
    assert.equal((await clock()).players_left, left - 1, `${name} is out`)
    if ((await clock()).result) return
    if (sameHand) await desk.getByTestId('bust-same-hand').uncheck()
    if (stack !== null) await desk.getByTestId('bust-stack').fill('')
    // The floor confirms the moves the app proposes as tables break and balance (the
    // server says whether there are any; the button is clicked once the panel shows them).
    const pending = async () => (await h.get(`/api/events/${id}/field`)).pending.moves.length
    for (let i = 0; i < 3 && (await pending()) > 0; i++) {
      await desk.getByTestId('confirm-moves').first().click({ timeout: 5000 }).catch(() => {})
      for (let j = 0; j < 30 && (await pending()) > 0; j++) await desk.waitForTimeout(100)
    }
    assert.equal(await pending(), 0, `the moves after ${name} are confirmed`)
  }
  // The three left for the deal: Zoë Ångström, Łukasz Żółć and 李雷.
  const order = [...NAMES.filter((n) => !FIRST.includes(n)).reverse(), 'Σωκράτης', 'Дмитрий']
  await bust(order.shift(), 3000)
  await bust(order.shift(), 1200, true)
  let c = await clock()
  while (!c.payouts.bubble) {
    await bust(order.shift())
    c = await clock()
  }
  // The bubble, hand for hand.
  await desk.getByTestId('hand-for-hand-proposed').waitFor()
  // The console asks above the clock too, and the answer is there.
  await desk.getByTestId('bubble-alert').waitFor()
  await consoleShot('bubble')
  await desk.getByTestId('bubble-go').click()
  await desk.getByTestId('hand-for-hand-hand').waitFor()
  await desk.getByTestId('bubble-alert').waitFor({ state: 'detached' })
  await displays(id, 'hand-for-hand-bubble')
  await desk.getByTestId('hand-for-hand-hand').click()
  await bust(order.shift())
  c = await clock()
  assert.ok(c.payouts.in_the_money, 'in the money')
  // The money is reached: Felt ends hand-for-hand by itself and the console says so.
  await desk.getByTestId('hand-for-hand-over').waitFor({ timeout: 10_000 })
  assert.match(await desk.getByTestId('hand-for-hand-toggle').innerText(), /off/)
  await consoleShot('in-the-money')
  await displays(id, 'in-the-money')
  while ((await clock()).players_left > 3) await bust(order.shift())

  console.log('stage 6')
  // 6. A deal at three, then the last hands for what is kept: the event is over.
  const panel = desk.getByTestId('deal-panel')
  await panel.getByTestId('deal-summary').click()
  await panel.locator('select').selectOption('chop')
  const chips = panel.locator('input[aria-label$=" chips"]')
  // The form lists the players still in once it has them: wait for it, then count.
  await chips.nth(2).waitFor()
  const n = await chips.count()
  assert.equal(n, 3)
  for (let i = 0; i < n; i++) await chips.nth(i).fill(String([400000, 250000, 150000][i]))
  await panel.getByRole('button', { name: 'Propose' }).click()
  await desk.waitForTimeout(500)
  for (const box of await panel.locator('input[aria-label$=" agrees"]').all()) await box.check()
  await panel.getByTestId('record-deal').click()
  // The deal is rounded to the $5 increment: what is left over is kept to play for, so
  // the three play on for it and the title.
  await desk.getByTestId('console-deal').waitFor()
  const dealt = await h.get(`/api/events/${id}/clock`)
  assert.ok(dealt.payouts.deal, 'the deal shows on the payouts')
  await consoleShot('deal')
  await displays(id, 'deal')
  await bust('李雷')
  await bust('Łukasz Żółć')
  await desk.getByTestId('console-result').waitFor()
  assert.match(await desk.getByTestId('console-result-headline').innerText(), /Zoë Ångström/)
  await consoleShot('results')
  await displays(id, 'results')

  console.log('stage 7')
  // 7. The results, printed: every name there, in its own script.
  const href = await desk.getByTestId('result-pdf').first().getAttribute('href')
  const pdf = Buffer.from(await (await fetch(h.url(href))).arrayBuffer())
  assert.ok(pdf.subarray(0, 4).toString() === '%PDF')
  const file = join(shots, 'journey-results.pdf')
  writeFileSync(file, pdf)
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
  for (const name of ['Zoë Ångström', 'Łukasz Żółć', '李雷', 'Дмитрий', 'Σωκράτης', 'Player 06']) {
    assert.ok(text.includes(name), `${name} on the results sheet`)
  }
  await desk.screenshot({ path: join(shots, 'journey-console-result-1280x720-full.png'), fullPage: true })
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})
