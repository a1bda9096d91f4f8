// In the browser: the player register. Two spellings of one player found by a
// search and merged from the console (both events on her page after), her details
// changed, a CSV imported with a column remapped and a bad row named by its line and
// left out, and the register exported. Screenshots at 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { Harness, root, shots } from './harness.mjs'

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

const CSV = `Player,Member #,Town,Shirt
Gus Hale,2001,Elko,L
,2002,Elko,M
Hal Ives,2003,Ely,S
`

test('the register: search, merge, edit, import and export from the console', async () => {
  const monday = await play(['Cy', 'Bob', 'Zoë Ångström'])
  const wednesday = await play(['Dee', 'Zoey Angstrom', 'Eve', 'Bob'])
  const page = await h.page({ width: 1280, height: 720 })
  page.on('dialog', (d) => d.accept())
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('open-players').click()
  await page.getByTestId('players-page').waitFor()
  await page.getByTestId('players-search').fill('ang')
  const entries = page.getByTestId('player-entry')
  for (let i = 0; i < 50 && (await entries.count()) !== 2; i++) await page.waitForTimeout(100)
  assert.equal(await entries.count(), 2)
  await entries.filter({ hasText: 'Zoë Ångström' }).click()
  await page.getByTestId('player-totals').getByText(/1 event · best finish 1st/).waitFor()

  // Zoey is Zoë: merged, her Wednesday comes along.
  await page.getByTestId('merge-other').selectOption({ label: '#' + (await idOf('Zoey Angstrom')) + ' Zoey Angstrom' })
  await page.getByTestId('merge-go').click()
  await page.getByTestId('players-note').getByText('Zoey Angstrom merged into Zoë Ångström.').waitFor()
  await page.getByTestId('player-totals').getByText(/2 events · best finish 1st/).waitFor()
  const lines = await page.getByTestId('player-event').allInnerTexts()
  assert.equal(lines.length, 2)
  assert.match(lines[0], new RegExp(`#${wednesday} .*3rd of 4.*Zoey Angstrom`, 's'))
  assert.match(lines[1], new RegExp(`#${monday} .*1st of 3`, 's'))
  await page.getByText(/Also found as: zoe angstrom, zoey angstrom/).waitFor()

  // Her details.
  await page.getByTestId('player-number').fill('1001')
  await page.getByTestId('player-club').fill('Reno')
  await page.getByTestId('player-save').click()
  await page.getByTestId('players-note').getByText('Saved.').waitFor()
  await page.screenshot({ path: join(shots, 'players-1280.png') })

  // An import: "Town" guessed as the club, remapped to nothing; the nameless row refused.
  await page.getByTestId('players-import').click()
  await page.getByTestId('import-file').setInputFiles({ name: 'club.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await page.getByTestId('import-problem').getByText('Line 3: no name').waitFor()
  assert.equal(await page.getByTestId('import-line').count(), 2)
  assert.ok(await page.getByTestId('import-commit').isDisabled())
  await page.getByRole('combobox', { name: 'Column Town' }).selectOption('skip')
  await page.getByTestId('import-line').filter({ hasText: 'Gus Hale' }).getByText('new player').waitFor()
  await page.screenshot({ path: join(shots, 'players-import-1280.png') })
  await page.getByTestId('import-skip-bad').check()
  await page.getByTestId('import-commit').click()
  await page.getByTestId('players-note').getByText('Imported club.csv: 2 new, 0 updated, 1 bad row left out.').waitFor()
  const gus = await h.getAsTd('/api/register?q=gus')
  assert.equal(gus.length, 1)
  assert.equal(gus[0].number, '2001')
  assert.equal(gus[0].club, null)

  // The export.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('players-export').click()])
  const text = readFileSync(await download.path(), 'utf8')
  assert.match(text, /^id,name,nickname,number,club,notes,events$/m)
  assert.match(text, /,Zoë Ångström,,1001,Reno,,2$/m)
  assert.match(text, /,Gus Hale,,2001,,,0$/m)

  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.getByTestId('players-search').fill('')
  await entries.filter({ hasText: 'Zoë Ångström' }).click()
  await page.getByTestId('player-event').first().waitFor()
  await page.screenshot({ path: join(shots, 'players-1920.png') })
  const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth)
  assert.ok(sideways <= 0, `the players page scrolls sideways by ${sideways}px`)
  assert.deepEqual(h.pageErrors, [])
})

async function idOf(name) {
  const found = await h.getAsTd(`/api/register?q=${encodeURIComponent(name)}`)
  return found.find((p) => p.name === name).id
}

test('a satellite seat registers its winner in the Main Event from the console', async () => {
  const satSource = readFileSync(join(root, 'structures/templates/satellite.toml'), 'utf8')
  const { id: sat } = await h.post('/api/events', { file: 'satellite.toml', source: satSource })
  for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) await h.command(sat, { type: 'register', name })
  await h.command(sat, { type: 'draw_seats', seed: 7 })
  await h.command(sat, { type: 'bust', player: 1 })
  await h.command(sat, { type: 'bust', player: 2 })
  const home = readFileSync(join(root, 'structures/templates/home-freezeout.toml'), 'utf8')
  const source = home.replace(`name = "Home Game No-Limit Hold'em Freezeout"`, 'name = "Main Event"')
  const { id: main } = await h.post('/api/events', { file: 'main.toml', source })
  const page = await h.page({ width: 1280, height: 720 })
  // Switching events from the select (the console shows another event first).
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('event-select').selectOption(String(main))
  const seat = page.getByTestId('register-ticket')
  await seat.waitFor()
  await seat.selectOption({ label: `Dee: seat won in #${sat} No-Limit Hold'em Turbo Satellite ($1,100)` })
  assert.equal(await page.getByTestId('register-name').inputValue(), 'Dee')
  await page.getByTestId('register-ticket-note').getByText("No buy-in taken: Dee's seat pays it.").waitFor()
  await page.screenshot({ path: join(shots, 'register-ticket-1280.png') })
  await page.getByTestId('register').click()
  await page.getByText(`Registered Dee (entry 1) with a seat won in event #${sat} (entry 4)`).first().waitFor()
  // Dee's seat is used: only Cy's is offered now.
  for (let i = 0; i < 50 && (await seat.locator('option').count()) !== 2; i++) await page.waitForTimeout(100)
  assert.deepEqual(await seat.locator('option').allInnerTexts(), ['None: the player pays', `Cy: seat won in #${sat} No-Limit Hold'em Turbo Satellite ($1,100)`])
  const field = await h.get(`/api/events/${main}/field`)
  assert.equal(field.counts.tickets, 1)
  assert.deepEqual(h.pageErrors, [])
})

test('a sign-up sheet pasted into the console registers in one action, undone as one', async () => {
  const source = readFileSync(join(root, 'structures/templates/home-freezeout.toml'), 'utf8')
  const { id } = await h.post('/api/events', { file: 'list.toml', source: source.replace(`name = "Home Game No-Limit Hold'em Freezeout"`, 'name = "Sign-up Night"') })
  await h.command(id, { type: 'register', name: 'Ann Lee' })
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('event-select').selectOption(String(id))
  const list = page.getByTestId('register-list')
  await list.locator('summary').click()
  // A refused name refuses the list: the console says which, and nobody is registered.
  await page.getByTestId('register-list-text').fill('Bo Chen\t17\nANN LEE\nCy Tan\n')
  await page.getByTestId('register-list-send').getByText('Register 3 players').waitFor()
  await page.getByTestId('register-list-send').click()
  await page
    .getByTestId('register-list-error')
    .getByText('player 2 of the list (ANN LEE): Ann Lee is already registered as entry 1; nothing was registered')
    .waitFor()
  assert.equal((await h.get(`/api/events/${id}/field`)).players.length, 1)
  // Spreadsheet rows: the name first, the number last.
  const rows = ['Bo Chen\t17', 'Cy Tan\tTuesday club\t18', '', 'Dee Park', 'Eve Stone\t20', 'Fay Wu']
  await page.getByTestId('register-list-text').fill(rows.join('\n'))
  await page.getByTestId('register-list-send').click()
  await page.getByTestId('register-list-done').getByText('Registered 5 players in one action (one undo takes them all back).').waitFor()
  await page.getByText('Registered 5 players (entries 2-6): Bo Chen, Cy Tan, Dee Park and 2 more').first().waitFor()
  assert.equal(await page.getByTestId('register-list-text').inputValue(), '')
  // The box closes once its list is in (it stayed open all night, pushing the list down).
  assert.equal(await list.getAttribute('open'), null, 'the list box closes after use')
  let field = await h.get(`/api/events/${id}/field`)
  assert.deepEqual(
    field.players.map((p) => [p.name, p.number]),
    [['Ann Lee', null], ['Bo Chen', '17'], ['Cy Tan', '18'], ['Dee Park', null], ['Eve Stone', '20'], ['Fay Wu', null]],
  )
  await page.screenshot({ path: join(shots, 'register-list-1280.png') })
  await h.command(id, { type: 'undo' })
  field = await h.get(`/api/events/${id}/field`)
  assert.equal(field.players.length, 1)
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: join(shots, 'register-list-1920.png') })
  assert.deepEqual(h.pageErrors, [])
})
