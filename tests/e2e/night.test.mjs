// In the browser: a dealer's-choice night for eight players run from the
// console alone, watched on its TV. The server's clock starts at 22:59:30 in California
// (FELT_CLOCK_START) and the browser lives there too, so the 11 pm limit change happens
// during the test: the display goes from $1.00 to $2.00 by itself. Three calls (a house
// game, a named variation with a declared change, a new game with its rules), two
// mistakes on the ladder (10¢ then 20¢, the display saying what the next costs), the
// kitty (a miscount shown off by 50¢, undone, entered again) and the settle-up with the
// fewest payments; the night sheet prints it. The game catalog's house list is printed
// from Structures too. Screenshots at 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { Harness, shots, outside } from './harness.mjs'

const h = new Harness({
  env: { FELT_CLOCK_START: '2026-11-27T22:59:30-08:00' },
  context: { timezoneId: 'America/Los_Angeles' },
})
before(() => h.start())
after(() => h.stop())

const PLAYERS = ['Tim', 'Kevin', 'Rob', 'Dave', 'Pete', 'Whitney', 'Adele', 'Katy']

async function pdfText(path, name) {
  const res = await fetch(h.url(path))
  assert.equal(res.status, 200, path)
  const bytes = Buffer.from(await res.arrayBuffer())
  assert.ok(bytes.subarray(0, 4).toString() === '%PDF', `${path} is a PDF`)
  const file = join(shots, `${name}.pdf`)
  writeFileSync(file, bytes)
  execFileSync('pdftoppm', ['-r', '60', '-png', file, join(shots, name)])
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

async function nothingOutside(page, what) {
  const out = await outside(page)
  assert.deepEqual(out, [], `${what}: ${JSON.stringify(out)}`)
}

test("a dealer's-choice night: three calls, 11 pm, two mistakes, the settle-up", async () => {
  const desk = await h.page({ width: 1280, height: 720 })
  await desk.goto(h.url(`/console#token=${h.token}`))
  await desk.getByTestId('open-nights').click()
  await desk.getByTestId('night-form').waitFor()

  // A new night with four house games found by name, alias and variation.
  await desk.getByTestId('night-title').fill("Friday at Kevin's")
  await desk.getByTestId('night-players').fill(PLAYERS.join('\n'))
  await desk.getByTestId('night-all-regulars').uncheck()
  for (const [typed, hit] of [
    ['7-27', 'Seven Twenty-Seven'],
    ['salamander', 'Santa Cruz Eight-toed Salamander'],
    ['baseball', 'Baseball'],
    ['follow the queen', 'Follow the Bitch'],
  ]) {
    await desk.getByTestId('night-game-search').fill(typed)
    await desk.getByTestId('night-game-hit').filter({ hasText: hit }).first().click()
  }
  assert.equal(await desk.getByTestId('night-house').locator('li').count(), 4)
  await desk.screenshot({ path: join(shots, 'night-new-1280.png') })
  await desk.getByTestId('night-create').click()
  await desk.getByTestId('night-desk').waitFor()
  const limit = desk.getByTestId('night-limit')
  await limit.getByText('$1.00', { exact: true }).waitFor()
  await limit.getByText(/\$2\.00 from 11:00\sPM \(in 0:\d\d\)/).waitFor()
  const id = Number((await desk.getByTestId('night-display-link').getAttribute('href')).split('/').pop())

  // The TV, at 1920x1080.
  const tv = await h.page({ width: 1920, height: 1080 })
  await tv.goto(h.url(`/night/${id}`))
  await tv.getByTestId('night-game').getByText('Dealer’s choice').waitFor()

  // The first dealer: cards up until a jack.
  await desk.getByTestId('night-first-dealer').click()
  const draw = await desk.getByTestId('night-draw').innerText()
  const dealer = /→ (\S+) deals first/.exec(draw)[1]
  assert.ok(PLAYERS.includes(dealer), draw)
  assert.match(draw, new RegExp(`${dealer} J[♠♥♦♣]`))
  const seat = PLAYERS.indexOf(dealer)
  const nth = (k) => PLAYERS[(seat + k) % 8]
  await tv.getByTestId('night-game').getByText(`${dealer} calls the first game`).waitFor()

  // Call 1: a house game by name.
  await desk.getByTestId('night-call-game').fill('Seven Twenty-Seven')
  await desk.getByTestId('night-call').click()
  await tv.getByTestId('night-game').getByText('Seven Twenty-Seven').waitFor()
  await tv.getByTestId('night-deal').getByText(`Deal 1 · ${dealer} deals`).waitFor()
  await tv.getByTestId('night-rules').getByText(/Cards count: ace 1 or 11/).waitFor()
  // The TV carries the game's notes; the desk the whole card, the house option included.
  await tv.getByTestId('night-rules').getByText(/Not a poker hand/).waitFor()
  const card = desk.getByTestId('night-called-card')
  await card.getByText('Betting: Limit').waitFor()
  // Declaring's own rule, on every declare game's card (seed 004).
  await card.getByText(/^A player declaring both ways who is beaten either way takes nothing/).waitFor()
  await card.getByText(/Katy .* declares both ways/).waitFor()
  await desk.getByTestId('night-called').screenshot({ path: join(shots, 'night-desk-called-card-1280.png') })
  await nothingOutside(tv, 'night display 1920x1080, Seven Twenty-Seven')
  await tv.getByTestId('night-display-dealer').getByText(nth(1)).waitFor()
  await tv.getByTestId('night-display-limit').getByText('$1.00', { exact: true }).waitFor()
  await tv.getByTestId('night-next-limit').getByText(/\$2\.00 from 11:00\sPM · in 0:\d\d/).waitFor()
  await tv.getByTestId('night-display-penalty').getByText('10¢').waitFor()
  await tv.screenshot({ path: join(shots, 'night-display-before-11-1920.png') })

  // Mistake 1.
  await desk.getByTestId('night-mistake-player').selectOption(nth(2))
  await desk.getByTestId('night-mistake-what').fill('misdeal')
  await desk.getByTestId('night-mistake').click()
  await tv.getByTestId('night-display-penalty').getByText('20¢').waitFor()

  // Call 2: a variation by its own name, with a declared change.
  await desk.getByTestId('night-call-game').fill('Santa Cruz Eight-toed Salamander')
  await desk.getByTestId('night-call-variations').fill('sevens wild too')
  await desk.getByTestId('night-call').click()
  await tv.getByTestId('night-game').getByText('Santa Cruz Eight-toed Salamander').waitFor()
  await tv.getByTestId('night-variations').getByText('sevens wild too').waitFor()
  await tv.getByTestId('night-rules').getByText('Eights are wild.').waitFor()

  // 11 pm by the server's clock: the TV's limit goes to $2.00 by itself.
  await tv.getByTestId('night-display-limit').getByText('$2.00', { exact: true }).waitFor({ timeout: 60000 })
  assert.equal(await tv.getByTestId('night-next-limit').count(), 0)
  await limit.getByText('$2.00', { exact: true }).waitFor()

  // Call 3: a game of the dealer's own, with its rules; a name the catalog lacks without
  // rules is refused where the TD typed it.
  await desk.getByTestId('night-call-game').fill('Elevator')
  await desk.getByTestId('night-call').click()
  await desk.getByTestId('night-call-error').getByText(/No game called "Elevator"/).waitFor()
  await desk.getByTestId('night-call-new').check()
  await desk.getByTestId('night-call-rules').fill('Five down each; five up in a cross; the middle card is wild.')
  await desk.getByTestId('night-call').click()
  await tv.getByTestId('night-game').getByText('Elevator').waitFor()
  await tv.getByTestId('night-rules').getByText('the middle card is wild').waitFor()
  await tv.getByTestId('night-deal').getByText(`Deal 3 · ${nth(2)} deals`).waitFor()

  // Mistake 2.
  await desk.getByTestId('night-mistake-player').selectOption('Katy')
  await desk.getByTestId('night-mistake-what').fill('spilled a beer')
  await desk.getByTestId('night-mistake').click()
  await tv.getByTestId('night-display-penalty').getByText('30¢').waitFor()
  await tv.screenshot({ path: join(shots, 'night-display-after-11-1920.png') })
  const small = await h.page({ width: 1280, height: 720 })
  await small.goto(h.url(`/night/${id}`))
  await small.getByTestId('night-game').getByText('Elevator').waitFor()
  await nothingOutside(small, 'night display 1280x720')
  await small.screenshot({ path: join(shots, 'night-display-1280.png') })
  await tv.goto(h.url(`/night/${id}`))
  await tv.getByTestId('night-game').getByText('Elevator').waitFor()
  await nothingOutside(tv, 'night display 1920x1080')

  // The kitty: everyone buys in ($20 default), Rob twice.
  const row = (p) => desk.getByTestId('night-player').filter({ hasText: new RegExp(`^${p}`) })
  for (const p of PLAYERS) await row(p).getByTestId('night-buy-in').click()
  await row('Rob').getByTestId('night-buy-in-amount').fill('20')
  await row('Rob').getByTestId('night-buy-in').click()
  await row('Rob').getByText('$40.00').waitFor()
  // Results: Tim +25, Kevin -20, Rob -5, Dave +10, Pete -10, Whitney even, Adele +15, Katy -15.
  const outs = { Tim: '45', Kevin: '0', Rob: '35', Dave: '30', Pete: '10', Whitney: '20', Adele: '35', Katy: '5.50' }
  for (const [p, a] of Object.entries(outs)) {
    await row(p).getByTestId('night-cash-out-amount').fill(a)
    await row(p).getByTestId('night-cash-out').click()
    await row(p).getByTestId('night-cash-out').waitFor({ state: 'detached' })
  }
  await desk.getByTestId('night-off-by').getByText(/50¢ more was cashed out than bought/).waitFor()
  // Katy's chips were miscounted: undo, and enter them again.
  await desk.getByTestId('night-undo').click()
  await row('Katy').getByTestId('night-cash-out-amount').fill('5')
  await row('Katy').getByTestId('night-cash-out').click()
  const transfers = desk.getByTestId('night-transfers')
  await transfers.waitFor()
  const lines = await transfers.locator('li').allInnerTexts()
  assert.equal(lines.length, 4, lines.join(' | '))
  assert.ok(lines.includes('Pete pays Dave $10.00'), lines.join(' | '))
  assert.ok(lines.includes('Katy pays Adele $15.00'), lines.join(' | '))
  await desk.getByTestId('night-log').getByText(/Undo: Katy cashed out \$5\.50/).waitFor()
  await desk.getByTestId('night-log').locator('li.undone').filter({ hasText: /Katy cashed out \$5\.50/ }).waitFor()
  await desk.screenshot({ path: join(shots, 'night-desk-1280.png'), fullPage: true })
  await desk.setViewportSize({ width: 1920, height: 1080 })
  await desk.screenshot({ path: join(shots, 'night-desk-1920.png'), fullPage: true })
  const sideways = await desk.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth)
  assert.ok(sideways <= 0, `the desk scrolls sideways by ${sideways}px`)

  // The night sheet says what happened.
  const sheet = await pdfText(`/api/nights/${id}/paper/sheet.pdf`, 'night-sheet')
  for (const want of [
    "Friday at Kevin's",
    // pdftotext gives the narrow no-break space before PM as a plain space.
    '$1.00 a bet, $2.00 from 11:00 PM; 3 raises a round',
    'Seven Twenty-Seven',
    'Santa Cruz Eight-toed Salamander (sevens wild too)',
    'Elevator',
    'misdeal',
    'spilled a beer',
    'Pete pays Dave $10.00',
  ]) {
    assert.ok(sheet.includes(want), `the night sheet lacks ${want}`)
  }
  // Deal 3 was called after 11 pm at the $2.00 limit.
  assert.match(sheet, /3\s+11:0\d\sPM\s+\S+\s+Elevator\s+\$2\.00\s+\$2\.00/)

  // Tim, cashed out but still seated, buys back in with the box left empty
  // (the night's $20, a second click on the same page); cashing out again counts both.
  await desk.setViewportSize({ width: 1280, height: 720 })
  await row('Tim').getByTestId('night-buy-in').click()
  await row('Tim').getByText('$40.00').waitFor()
  assert.equal(await desk.getByTestId('night-kitty-error').count(), 0, 'no error for an empty box')
  await row('Tim').getByTestId('night-cash-out-amount').fill('20')
  await row('Tim').getByTestId('night-cash-out').click()
  await row('Tim').getByText('$65.00').waitFor()
  assert.equal((await desk.getByTestId('night-transfers').locator('li').allInnerTexts()).length, 4)
  assert.deepEqual(h.pageErrors, [])
})

test('the game catalog finds home games and prints a house list', async () => {
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console#token=${h.token}`))
  await page.getByTestId('open-library').click()
  await page.getByTestId('open-game-book').click()
  await page.getByTestId('game-book').waitFor()
  await page.getByTestId('game-search').fill('7-27')
  await page.getByTestId('game-hit').filter({ hasText: 'Seven Twenty-Seven' }).first().getByTestId('add-to-house').click()
  await page.getByTestId('game-search').fill('passing gas')
  await page.getByTestId('game-hit').filter({ hasText: 'Passing Gas' }).getByTestId('add-to-house').click()
  await page.getByTestId('game-search').fill('sevens')
  await page.getByTestId('game-hit').filter({ hasText: /^Sevens/ }).getByTestId('add-to-house').click()
  await page.getByTestId('house-title').fill("Friday at Kevin's")
  assert.equal(await page.getByTestId('house-game').count(), 3)
  await page.screenshot({ path: join(shots, 'game-book-1280.png') })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.getByTestId('game-search').fill('')
  await page.screenshot({ path: join(shots, 'game-book-1920.png') })
  const href = await page.getByTestId('print-house').getAttribute('href')
  const text = await pdfText(href, 'game-book-house')
  for (const want of ['House list', 'Passing Gas (other, a variation of Anaconda', 'In all: Whitney $1.00, Adele nothing, Katy $3.00.']) {
    assert.ok(text.includes(want), `the house list lacks ${want}`)
  }
  await page.getByTestId('add-regulars').click()
  assert.ok((await page.getByTestId('house-game').count()) >= 60)
})
