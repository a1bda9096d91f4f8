// The structure editor in the browser: a structure made from a template in
// the console alone, each mistake shown at its field in the file checker's words, rows
// added, moved by keyboard and removed, a game found by its alias, a special format turned
// on, levels proposed by the wizard, the sheet previewed, the file exported, and an event
// made from it. Screenshots at 1280x720, 1366x768 and 1920x1080; no sideways scroll.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

async function noSidewaysScroll(page, what) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.scrollingElement.scrollWidth,
    width: window.innerWidth,
  }))
  assert.ok(scroll <= width, `${what}: the page scrolls sideways (${scroll} > ${width})`)
}

const rowTexts = (page) => page.getByTestId('derived').allInnerTexts()

test('a structure is made, checked, proposed, previewed and run from the console alone', async () => {
  const page = await h.page({ width: 1366, height: 768 })
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('open-library').click()
  await page.getByTestId('library').waitFor()

  // New from a template, named for what it is. The templates load after the panel opens.
  await page.getByTestId('template-select').locator('option', { hasText: 'Mixed Limit, BARGE style' }).waitFor({ state: 'attached' })
  const options = await page.getByTestId('template-select').locator('option').allInnerTexts()
  assert.ok(options.includes('Mixed Limit, BARGE style'), options.join(' | '))
  assert.ok(!options.some((o) => /example/i.test(o)), options.join(' | '))
  await page.getByTestId('template-select').selectOption({ label: 'Mixed Limit, BARGE style' })
  await page.getByTestId('new-from-template').click()
  const editor = page.getByTestId('structure-editor')
  await editor.waitFor()
  await page.getByTestId('check-summary').getByText('no errors').waitFor()
  const before = await rowTexts(page)
  assert.match(before[0], /^Limit Hold'em, Limits 100\/200/)

  // A mistake is shown at its field, in the file checker's words, and blocks the event.
  const stakes3 = page.getByTestId('f-levels.2.stakes')
  const good = await stakes3.inputValue()
  await stakes3.fill('lots')
  const finding = stakes3.locator('xpath=..').getByTestId('finding')
  await finding.waitFor()
  const words = await finding.innerText()
  const check = await h.post('/api/structures/check', {
    draft: { ...(await h.get(`/api/library/1`)).draft },
  })
  assert.ok(check.findings.some((f) => f.path === 'levels.2.stakes' && f.message === words), words)
  assert.ok(await page.getByTestId('create-from-structure').isDisabled())
  await page.screenshot({ path: join(shots, 'editor-error-1366.png'), fullPage: false })
  await stakes3.fill(good)
  await page.getByTestId('check-summary').getByText('no errors').waitFor()

  // Rows: a level added at the end, moved up by keyboard, then removed.
  const count = (await rowTexts(page)).length
  await page.getByTestId('add-level').click()
  const last = page.getByTestId(`f-levels.${count}.stakes`)
  await last.fill('99999/199998')
  await page.getByTestId('check-summary').getByText('no errors').waitFor({ timeout: 5000 }).catch(() => {})
  await last.press('Alt+ArrowUp')
  await page.waitForFunction(
    (n) => document.getElementById(`f-levels.${n - 1}.stakes`)?.value === '99999/199998',
    count,
  )
  await page.keyboard.press('Alt+Delete')
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="level-row"]').length === n, count)

  // A game found by an alias; a special format turned on.
  await page.getByTestId('add-game-input').fill('Razzdugi')
  await page.getByTestId('add-game').click()
  await editor.getByText('Razzdugi').first().waitFor()
  await page.getByTestId('toggle-special').check()
  await page.getByTestId('f-special.win_the_button').check()
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  const saved = (await h.get('/api/library/1')).draft
  assert.equal(saved.special.win_the_button, true)
  assert.ok(saved.games.some((g) => g.catalog === 'razzdugi'), JSON.stringify(saved.games))
  // The game joined the rotation, which followed the games in order; removed, it leaves it.
  assert.equal(saved.rotation.at(-1), 'razzdugi', JSON.stringify(saved.rotation))
  await page.getByTestId('rotation').getByText(/→ Razzdugi$/).waitFor()
  await editor.getByRole('row').filter({ hasText: 'razzdugi' }).getByRole('button', { name: 'Remove game' }).click()
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  assert.deepEqual((await h.get('/api/library/1')).draft.rotation, ['lhe', 'o8', 'razz', 'stud8', '27td', 'badugi'])
  await page.getByTestId('check-summary').getByText('no errors').waitFor()

  // Money boxes take dollars and say so; the file's cents typed there are questioned
  // (typed as cents, a $100 buy-in would become $10,000).
  const buyIn = page.getByTestId('f-money.buy_in')
  await buyIn.scrollIntoViewIfNeeded()
  const usual = await buyIn.inputValue()
  await buyIn.locator('xpath=..').getByTestId('money-unit').getByText('in dollars (USD)').waitFor()
  await buyIn.fill('20000')
  await buyIn.locator('xpath=..').getByTestId('money-question').getByText(/^Is \$20,000 right\?/).waitFor()
  await page.screenshot({ path: join(shots, 'editor-money-question-1366.png') })
  await buyIn.fill(usual)
  await buyIn.locator('xpath=..').getByTestId('money-question').waitFor({ state: 'detached' })

  // Payouts: the curve with the house's settings, then the house's own table, with what
  // each pays shown as it is typed and a wrong row named at the row.
  const payouts = page.getByTestId('section-payouts')
  await payouts.scrollIntoViewIfNeeded()
  await page.getByTestId('payout-way-curve').check()
  await page.getByTestId('f-payouts.curve.paid_percent').fill('20')
  await page.getByTestId('f-payouts.curve.top_share_bp').fill('30')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  let draft = (await h.get('/api/library/1')).draft
  assert.deepEqual(draft.payouts.curve, { paid_percent: 20, top_share_bp: 3000 })
  await payouts.getByTestId('payout-preview').getByText(/^50 entries, .*payout curve/).waitFor()
  // Satellite seats: the seat's value and event, and what the seats come to.
  await page.getByTestId('payout-way-satellite').check()
  await page.getByTestId('f-payouts.satellite.seat_value').fill('500')
  await page.getByTestId('f-payouts.satellite.target').fill('Main Event')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  draft = (await h.get('/api/library/1')).draft
  assert.deepEqual(draft.payouts.satellite, { seat_value: 50000, target: 'Main Event' })
  await payouts.getByTestId('payout-preview').getByText(/^50 entries, .*satellite: \d+ seats/).waitFor()
  await page.getByTestId('payout-way-house').check()
  await page.getByTestId('f-payouts.title').fill('Club table')
  await page.getByTestId('shares-1').fill('70, 20')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await payouts.getByText('[[payouts.row]] row for 6-10 entries: shares add up to 9000 basis points, not 10000').waitFor()
  await page.getByTestId('check-summary').getByText('Payouts, row 2').waitFor()
  assert.equal(await page.getByTestId('create-from-structure').isDisabled(), true)
  await page.getByTestId('shares-1').fill('70, 30')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await page.getByTestId('check-summary').getByText('no errors').waitFor()
  const preview = await payouts.getByTestId('payout-preview').innerText()
  assert.match(preview, /10 entries, pool [^:]+: 1st \S+, 2nd \S+ \(Club table, row for 6-10 entries\)/)
  draft = (await h.get('/api/library/1')).draft
  assert.deepEqual(draft.payouts.row[1], { entries: [6, 10], shares_bp: [7000, 3000] })
  assert.equal(draft.payouts.curve, undefined)
  assert.equal(draft.payouts.satellite, undefined)
  // A row of fixed prizes, typed in money (a home game's $90/$50/$20), then back.
  await page.getByTestId('shares-0').fill('$90, $50, $20')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await payouts.getByText('[[payouts.row]] row for 1-5 entries: pays 3 places, more than its 1 entry').waitFor()
  draft = (await h.get('/api/library/1')).draft
  assert.deepEqual(draft.payouts.row[0], { entries: [1, 5], amounts: [9000, 5000, 2000] })
  await page.getByTestId('shares-0').fill('100')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await page.getByTestId('check-summary').getByText('no errors').waitFor()
  // The structure's way of racing chips off.
  await page.getByTestId('f-chip_race').selectOption('classic')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  assert.equal((await h.get('/api/library/1')).draft.chip_race, 'classic')
  // Rebuys that cost more from a level on: a later price, refused while its fee is more
  // than its price, then kept as the file says.
  await page.getByTestId('toggle-rebuy').check()
  await page.getByTestId('add-price-rebuy').click()
  await page.getByTestId('f-rebuy.prices.0.from_level').fill('3')
  await page.getByTestId('f-rebuy.prices.0.price').fill('150')
  await page.getByTestId('f-rebuy.prices.0.fee').fill('200')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await page.getByTestId('prices-rebuy').getByText('[rebuy] prices: from level 3: fee 20000 is more than the price 15000').waitFor()
  await page.getByTestId('f-rebuy.prices.0.fee').fill('15')
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await page.getByTestId('check-summary').getByText('no errors').waitFor()
  assert.deepEqual((await h.get('/api/library/1')).draft.rebuy.prices, [{ from_level: 3, price: 15000, fee: 1500 }])
  await page.getByTestId('section-rebuy').screenshot({ path: join(shots, 'editor-rebuy-prices.png') })
  await page.getByTestId('toggle-rebuy').uncheck()
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await payouts.screenshot({ path: join(shots, 'editor-payouts.png') })

  // The wizard proposes levels from the structure's own stack, chips and games.
  await page.getByTestId('open-wizard').click()
  await page.getByTestId('wizard-start').fill('12:00')
  await page.getByTestId('wizard-end').fill('22:00')
  await page.getByTestId('wizard-entries').fill('90')
  // With levels typed, the wizard offers to carry on after them; here the TD starts again.
  assert.equal(await page.getByTestId('wizard-extend').isChecked(), true)
  await page.getByTestId('wizard-replace').check()
  await page.getByTestId('wizard-propose').click()
  const summary = await page.getByTestId('wizard-summary').innerText()
  assert.match(summary, /levels of 30 min/)
  assert.match(summary, /colour up the 25/)
  await page.getByTestId('wizard-accept').click()
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await page.getByTestId('check-summary').getByText('no errors').waitFor()
  const after = await rowTexts(page)
  assert.notDeepEqual(after, before)
  assert.ok(after.some((t) => /^Break 10 min, colour up the 25/.test(t)), after.join('\n'))

  // The wizard extends what is typed. The TD keeps the first three rows and
  // asks for the rest: the three stay, the proposal follows them.
  while ((await page.getByTestId('level-row').count()) > 3) await page.getByTestId('remove-row').last().click()
  let keep = []
  for (let i = 0; i < 50 && keep.length !== 3; i++) {
    await page.waitForTimeout(100)
    keep = (await h.get('/api/library/1')).draft.levels
  }
  assert.equal(keep.length, 3)
  await page.getByTestId('open-wizard').click()
  assert.equal(await page.getByTestId('wizard-extend').isChecked(), true)
  await page.getByTestId('wizard-propose').click()
  await page.getByTestId('wizard-summary').getByText(/after the 3 levels typed \(levels 4 to/).waitFor()
  await page.getByTestId('wizard').screenshot({ path: join(shots, 'editor-wizard-extend-1366.png') })
  await page.getByTestId('wizard-accept').getByText('Add these levels after level 3').click()
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  await page.getByTestId('check-summary').getByText('no errors').waitFor()
  const extended = (await h.get('/api/library/1')).draft.levels
  assert.deepEqual(extended.slice(0, 3), keep)
  assert.ok(extended.length > 6, JSON.stringify(extended))
  await page.screenshot({ path: join(shots, 'editor-1366.png'), fullPage: false })
  await noSidewaysScroll(page, 'editor at 1366')

  // Previews of the sheet and the rule card before any event exists.
  for (const [button, path] of [
    ['preview-sheet', '/api/structures/paper/sheet.pdf'],
    ['preview-card', '/api/structures/paper/card.pdf'],
  ]) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(path)),
      page.getByTestId(button).click(),
    ])
    assert.equal(response.status(), 200, button)
    assert.equal(response.headers()['content-type'], 'application/pdf')
  }

  // Exported, the file is what the library holds and the checker accepts.
  const exported = await (await fetch(h.url('/api/library/1/structure.toml'))).text()
  assert.match(exported, /^name = "Mixed Limit, BARGE style"/)
  assert.match(exported, /win_the_button = true/)
  assert.match(exported, /\[\[payouts\.row\]\]\nentries = \[6, 10\]\nshares_bp = \[7000, 3000\]/)

  // Both sizes a TD uses, no sideways scroll.
  for (const [w, hgt] of [
    [1280, 720],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width: w, height: hgt })
    await page.screenshot({ path: join(shots, `editor-${w}x${hgt}.png`), fullPage: false })
    await noSidewaysScroll(page, `editor at ${w}x${hgt}`)
  }
  await page.setViewportSize({ width: 1366, height: 768 })

  // An event from it: the console shows its clock.
  await page.getByTestId('create-from-structure').click()
  await page.getByTestId('library').waitFor({ state: 'detached' })
  const events = (await h.get('/api/events')).events
  const made = events.find((e) => e.name === 'Mixed Limit, BARGE style')
  assert.ok(made, JSON.stringify(events))
  const structure = await h.get(`/api/events/${made.id}/structure`)
  assert.equal(structure.special.win_the_button, true)
  assert.equal(structure.payouts.title, 'Club table')
  assert.equal(structure.payouts.rows.length, 4)
  await page.waitForFunction(() => document.title.startsWith('Mixed Limit, BARGE style'))
  await page.getByTestId('event-controls').waitFor()
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})

test('the library: duplicate, delete with a second click, import a file with a mistake', async () => {
  const page = await h.page({ width: 1366, height: 768 })
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('open-library').click()
  await page.getByTestId('library-entry').first().waitFor()
  const n = await page.getByTestId('library-entry').count()
  await page.getByTestId('duplicate-structure').first().click()
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="library-entry"]').length === k, n + 1)
  await page.getByTestId('structure-editor').getByRole('heading', { name: /\(copy\)$/ }).waitFor()
  // Delete asks twice.
  const del = page.getByTestId('delete-structure').last()
  await del.click()
  assert.equal(await page.getByTestId('library-entry').count(), n + 1)
  await page.getByText('Confirm: delete').click()
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="library-entry"]').length === k, n)
  // An imported file with a typo opens with the mistake at its field.
  await page.getByTestId('import-structure').setInputFiles({
    name: 'typo.toml',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'name = "Typo"\nstarting_stack = 10000\ntable_size = 9\n[[games]]\nid = "nlh"\nname = "NLH"\nfamily = "flop"\nbetting = "no-limit"\n[[levels]]\nstakes = "100/200"\nant = 25\n',
    ),
  })
  await page.getByTestId('check-summary').getByText('1 error to fix').waitFor()
  const item = page.locator('.summary li').first()
  assert.match(await item.innerText(), /^Level 1, ant: .*ant/)
  await page.screenshot({ path: join(shots, 'editor-import-typo-1366.png') })
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})

// A blank structure starts without games; each game added joins the
// rotation in order (Limit and No-Limit Hold'em side by side), and arrows reorder it.
test('a blank structure starts without games and the rotation follows the games added', async () => {
  const page = await h.page({ width: 1280, height: 720 })
  // The library opens its first structure on its own; that answer is held back
  // here so it arrives after the blank one is made, as on a slow machine. The
  // TD's own choice must stay on screen.
  await h.post('/api/library', { from: 'template', template: (await h.get('/api/templates'))[0].slug })
  let held = false
  await page.route(/\/api\/library\/\d+$/, async (route) => {
    if (route.request().method() === 'GET' && !held) {
      held = true
      await new Promise((r) => setTimeout(r, 1500))
    }
    await route.continue()
  })
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('open-library').click()
  await page.getByTestId('library').waitFor()
  await page.getByTestId('new-blank').click()
  const editor = page.getByTestId('structure-editor')
  await editor.waitFor()
  await page.getByTestId('rotation').getByText('No game yet').waitFor()
  await page.waitForTimeout(2000)
  await page.getByTestId('rotation').getByText('No game yet').waitFor({ timeout: 100 })
  for (const name of ["No-Limit Hold'em", "Limit Hold'em", 'Big O']) {
    await page.getByTestId('add-game-input').fill(name)
    await page.getByTestId('add-game').click()
  }
  await page.getByTestId('rotation').getByText("Rotation, level by level: No-Limit Hold'em → Limit Hold'em → Big O").waitFor()
  // Big O first: up twice.
  await page.getByRole('button', { name: 'Move Big O earlier in the rotation' }).click()
  await page.getByRole('button', { name: 'Move Big O earlier in the rotation' }).click()
  await page.getByTestId('rotation').getByText("Rotation, level by level: Big O → No-Limit Hold'em → Limit Hold'em").waitFor()
  await page.getByTestId('save-status').getByText('Saved').waitFor()
  const listed = await h.get('/api/library')
  const entries = Array.isArray(listed) ? listed : listed.entries
  const id = Math.max(...entries.filter((e) => e.name === 'New structure').map((e) => e.id))
  const saved = (await h.get(`/api/library/${id}`)).draft
  assert.deepEqual(saved.rotation, ['big-o', 'holdem', 'holdem-limit'], JSON.stringify(saved))
  assert.deepEqual(saved.games.map((g) => g.betting), ['pot-limit', 'no-limit', 'limit'])
  // The same game at the same betting twice is refused, naming it.
  await page.getByTestId('add-game-input').fill('LHE')
  await page.getByTestId('add-game').click()
  await editor.getByText("Texas Hold'em (limit) is already in this structure").waitFor()
  await page.screenshot({ path: join(shots, 'editor-blank-rotation-1280.png'), fullPage: false })
  await page.close()
})
