// The showdown judge as the floor uses it: in the console of a running mixed
// event the panel starts on the game being played; the floor taps the board and each
// seat's cards on the picker (or types them), judges, and reads each part's winner, every
// hand in words and the chips each player takes; a Chowaha board typed by its groups; a
// card shown twice refused in words; the same panel on a paired phone at the desk.
// Screenshots: test-output/showdown-*.png.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const STRUCTURE = `
name = "E2E Showdown: Mixed Split Games"
starting_stack = 10000
table_size = 8
level_minutes = 20
[money]
currency = "USD"
buy_in = 10000
[payouts]
table = "standard-15"
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
[[games]]
id = "o8"
name = "Omaha Hi-Lo"
family = "flop"
betting = "limit"
catalog = "omaha-hi-lo"
[[games]]
id = "razz"
name = "Razz"
family = "stud"
betting = "limit"
catalog = "razz"
[[levels]]
game = "o8"
stakes = "100/200"
[[levels]]
game = "razz"
stakes = "100/200"
ante = 25
bring_in = 25
`

async function running() {
  const id = (await h.post('/api/events', { file: 'showdown.toml', source: STRUCTURE })).id
  for (let i = 1; i <= 6; i++) await h.command(id, { type: 'register', name: `Player ${i}` })
  await h.command(id, { type: 'draw_seats', seed: 7 })
  await h.command(id, { type: 'start' })
  return id
}

/** Taps `cards` ("Ah 2d") on the picker into the field focused before. */
async function tap(panel, cards) {
  for (const c of cards.split(' ')) await panel.getByTestId(`card-${c}`).click()
}

test('the console judges an Omaha high/low showdown tapped on the picker, then Chowaha typed', async () => {
  const id = await running()
  for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    const page = await h.page(size)
    await page.goto(h.url(`/console/${id}#token=${h.token}`))
    const panel = page.getByTestId('showdown-panel')
    await panel.scrollIntoViewIfNeeded()
    // The game being played, and the smallest chip in play, are filled in.
    await panel.getByTestId('showdown-board').waitFor()
    assert.equal(await panel.getByTestId('showdown-game').inputValue(), 'omaha-hi-lo')
    assert.equal(await panel.getByTestId('showdown-chip').inputValue(), '25')
    // Names and cards: the board and two seats tapped, a third typed.
    await panel.getByTestId('showdown-board').click()
    await tap(panel, 'Ah 2d 7c 9s Kh')
    await panel.getByTestId('showdown-name-1').fill('Ann')
    await panel.getByTestId('showdown-cards-1').click()
    await tap(panel, 'Kd Ks Qh Jh')
    await panel.getByTestId('showdown-name-2').fill('Bob')
    await panel.getByTestId('showdown-cards-2').click()
    await tap(panel, '3d 4s Qd Jd')
    // A tapped card is greyed out everywhere.
    assert.equal(await panel.getByTestId('card-Ah').isDisabled(), true)
    await panel.getByTestId('showdown-add').click()
    await panel.getByTestId('showdown-name-3').fill('Cy')
    await panel.getByTestId('showdown-cards-3').fill('3h 4c Qs Jc')
    await panel.getByTestId('showdown-button').selectOption('Bob')
    await panel.getByTestId('showdown-pot').fill('1,075')
    await panel.getByTestId('showdown-judge').click()
    const result = panel.getByTestId('showdown-result')
    await result.waitFor()
    // Ann's three kings take the high; Cy and Bob split the low, Cy (left of the button)
    // taking the odd chip.
    const winners = await result.getByTestId('showdown-winner').allInnerTexts()
    assert.deepEqual(
      winners.map((w) => w.replace(/\s+/g, ' ').trim()),
      ['★ Ann three kings Kd Ks Ah 9s Kh', '★ Cy seven-four low 3h 4c Ah 2d 7c', '★ Bob seven-four low 3d 4s Ah 2d 7c'],
    )
    assert.equal((await result.getByTestId('showdown-shares').innerText()).trim(), 'Cy 275 · Ann 550 · Bob 250')
    await result.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(shots, `showdown-omaha-${size.width}x${size.height}.png`) })

    // A card shown twice is refused in words; nothing else changes.
    await panel.getByTestId('showdown-cards-3').fill('3h 4c Qs Ah')
    await panel.getByTestId('showdown-judge').click()
    await panel.getByTestId('showdown-error').getByText('Ah is shown twice: on the board and by Cy').waitFor()
    assert.equal(await panel.getByTestId('showdown-result').count(), 0)

    // Chowaha, typed: the board by its flops, turn cards and river.
    await panel.getByTestId('showdown-game').selectOption('chowaha')
    await panel.getByText('3 | 3 | 3 | 2 | 1 cards').waitFor()
    await panel.getByTestId('showdown-board').fill('Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh')
    await panel.getByTestId('showdown-cards-1').fill('As 3d')
    await panel.getByTestId('showdown-cards-2').fill('8h 6c')
    await panel.getByTestId('showdown-cards-3').fill('')
    await panel.getByTestId('showdown-pot').fill('1000')
    await panel.getByTestId('showdown-judge').click()
    await result.waitFor()
    assert.equal((await result.getByTestId('showdown-shares').innerText()).trim(), 'Cy 0 · Ann 0 · Bob 1,000')
    await result.getByText('three eights').waitFor()
    await result.getByText('nine-five low (not eight or better)').waitFor()
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(shots, `showdown-chowaha-${size.width}x${size.height}.png`), fullPage: true })
    await page.close()
  }
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})

test('a paired phone at the desk judges a razz pot', async () => {
  const id = await running()
  // The event's level 2 is razz: the phone's panel starts on it.
  await h.command(id, { type: 'go_to', period: 1 })
  const pairing = await h.post('/api/devices/pair', { event: id, scope: 'desk', name: 'Floor phone' })
  const phone = await h.page({ width: 390, height: 844 })
  await phone.goto(h.url(pairing.path))
  await phone.getByTestId('pair-claim').click()
  await phone.waitForURL(new RegExp(`/remote/${id}$`))
  await phone.getByTestId('remote-tab-desk').click()
  const panel = phone.getByTestId('remote-desk').getByTestId('showdown-panel')
  await panel.scrollIntoViewIfNeeded()
  await panel.getByTestId('showdown-cards-1').waitFor()
  for (let i = 0; i < 50 && (await panel.getByTestId('showdown-game').inputValue()) !== 'razz'; i++) await phone.waitForTimeout(100)
  assert.equal(await panel.getByTestId('showdown-game').inputValue(), 'razz')
  await panel.getByTestId('showdown-cards-1').fill('As 2d 3h 4c 5s Kd Qc')
  await panel.getByTestId('showdown-cards-2').fill('Ac 2c 5h 7d 8s 6h 3s')
  await panel.getByTestId('showdown-pot').fill('250')
  await panel.getByTestId('showdown-judge').click()
  const result = panel.getByTestId('showdown-result')
  await result.waitFor()
  await result.getByText('a wheel, five-four low').waitFor()
  assert.equal((await result.getByTestId('showdown-shares').innerText()).trim(), 'Seat 1 250 · Seat 2 0')
  await result.scrollIntoViewIfNeeded()
  // Nothing on the phone scrolls sideways.
  const wide = await phone.evaluate(() => document.scrollingElement.scrollWidth)
  assert.ok(wide <= 390, `the phone's page scrolls sideways (${wide} > 390)`)
  await phone.screenshot({ path: join(shots, 'showdown-phone-390.png') })
  await phone.close()
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})
