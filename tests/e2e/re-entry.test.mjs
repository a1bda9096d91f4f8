// In the browser: a re-entry event walked past its deadline as a TD would. The
// structure sells re-entry until the end of level 2 and registration to level 4; at
// level 3 a player busted from the console is told "not now: Re-enter" with the
// sheet's own words, and the API refuses the sale alike. In an event paying places, a
// player out in a paid place is never offered the re-entry, one out before the money is.
// Screenshots at 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const structure = (name, lateUntil, reUntil, money = '') => `
name = "${name}"
starting_stack = 10000
table_size = 6
level_minutes = 20
${money}
[late_registration]
until_end_of_level = ${lateUntil}
[re_entry]
chips = 10000
price = 2000
until_end_of_level = ${reUntil}
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
${[1, 2, 3, 4, 5, 6].map((n) => `[[levels]]\nstakes = "${25 * n}/${50 * n}"\n`).join('')}`

async function event(source, players) {
  const { id } = await h.post('/api/events', { file: 're-entry.toml', source })
  for (let i = 1; i <= players; i++) await h.command(id, { type: 'register', name: `Player ${String(i).padStart(2, '0')}` })
  await h.command(id, { type: 'draw_seats', seed: 11 })
  await h.command(id, { type: 'start' })
  return id
}

/** The row of `name` in the console's player list, found by the search box. */
async function row(page, name) {
  await page.getByTestId('player-search').fill(name)
  const r = page.getByTestId('player-row').filter({ hasText: name }).first()
  await r.waitFor()
  return r
}

test('past its deadline a re-entry is refused in the sheet’s words, and never to a player who cashed', async () => {
  const id = await event(structure('Re-entry to level 2', 4, 2), 8)
  for (let i = 0; i < 2; i++) await h.command(id, { type: 'next_level' })
  assert.equal((await h.get(`/api/events/${id}`)).clock.level, 3)
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console/${id}#token=${h.token}`))
  await page.getByTestId('field-panel').waitFor()
  // The TD busts Player 03 from the console (the second press confirms).
  let r = await row(page, 'Player 03')
  await r.getByTestId('bust-player').click()
  await r.getByTestId('bust-player').click()
  r = page.getByTestId('player-row').filter({ hasText: 'Player 03' }).filter({ hasText: 'busted' }).first()
  await r.waitFor()
  // No Re-enter button: "not now", with the sheet's window as the reason.
  const notNow = r.getByTestId('not-now')
  await notNow.filter({ hasText: 'Re-enter' }).waitFor()
  assert.match(await notNow.getAttribute('title'), /Player 03 cannot re-enter at level 3: re-entry is sold during levels 1 to 2/)
  for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size)
    await r.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(shots, `re-entry-past-deadline-${size.width}.png`) })
  }
  // The API refuses the sale alike; the pool does not move.
  const pool = (await h.get(`/api/events/${id}`)).clock.prize_pool
  const player = (await h.get(`/api/events/${id}/field/players?q=${encodeURIComponent('Player 03')}`)).players.find((p) => p.state === 'busted')
  const refused = await h.post(`/api/events/${id}/commands`, { type: 're_enter', player: player.id }, 422)
  assert.equal(refused.code, 're-entry-closed')
  assert.equal((await h.get(`/api/events/${id}`)).clock.prize_pool, pool)

  // An event paying places, re-entry open all the way: out before the money, offered;
  // out in a paid place, never.
  const money = '[money]\ncurrency = "USD"\nbuy_in = 2000\n[payouts]\ntable = "barge-2025"\nincrement = 500\n'
  const paying = await event(structure('Re-entry, paid places', 6, 6, money), 12)
  const paid = (await h.get(`/api/events/${paying}`)).clock.payouts.paid
  assert.ok(paid >= 1 && paid < 10, `${paid} places paid`)
  const left = () => h.get(`/api/events/${paying}`).then((v) => v.clock.players_left)
  let n = 1
  while ((await left()) > paid) {
    await h.command(paying, { type: 'bust', player: n })
    n += 1
  }
  const inTheMoney = `Player ${String(n).padStart(2, '0')}`
  await h.command(paying, { type: 'bust', player: n })
  await page.goto(h.url(`/console/${paying}#token=${h.token}`))
  await page.getByTestId('field-panel').waitFor()
  // The last one out before the money may re-enter.
  const before = await row(page, `Player ${String(n - 1).padStart(2, '0')}`)
  await before.getByTestId('re-enter-player').waitFor()
  // The one out in a paid place may not, and the reason says so.
  const cashed = await row(page, inTheMoney)
  const words = await cashed.getByTestId('not-now').getAttribute('title')
  assert.match(words, new RegExp(`${inTheMoney} finished \\d+(st|nd|rd|th) in the money and cannot re-enter`))
  for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: join(shots, `re-entry-cashed-${size.width}.png`) })
  }
  assert.deepEqual(h.pageErrors, [])
})
