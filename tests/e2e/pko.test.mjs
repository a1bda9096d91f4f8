// In the browser: a progressive knockout from the console. A chopped pot is
// entered as "knocked out by" one player and "pot shared with" another; the bounty panel
// shows the heads grown by half of the bust's head each and the cash won, and the
// seating chart shows each head. Screenshots at 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { Harness, root, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

test('a chopped pot in a PKO splits the head from the console', async () => {
  const source = readFileSync(join(root, 'structures/templates/pko.toml'), 'utf8')
  const { id } = await h.post('/api/events', { file: 'pko.toml', source })
  for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) await h.command(id, { type: 'register', name })
  await h.command(id, { type: 'draw_seats', seed: 7 })
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console/${id}#token=${h.token}`))
  await page.getByTestId('bounty-panel').getByText('Progressive knockout').waitFor()
  // Ann and Bob chop the pot that busts Dee: $25 each, $12.50 cash and $12.50 on the head.
  await page.getByTestId('bust-by').fill('Ann')
  await page.getByTestId('bust-split').fill('Bob')
  const dee = page.getByTestId('player-row').filter({ hasText: 'Dee' })
  await dee.getByTestId('bust-player').click()
  await dee.getByTestId('bust-player').click()
  await page.getByText(/the pot split between entry 1 \(Ann\) \(1 of 2\) and entry 2 \(Bob\) \(1 of 2\)/).first().waitFor()
  const heads = page.getByTestId('bounty-head')
  for (let i = 0; i < 50 && (await heads.count()) !== 3; i++) await page.waitForTimeout(100)
  assert.deepEqual((await heads.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()), ['Ann $62.50', 'Bob $62.50', 'Cy $50'])
  const won = (await page.getByTestId('bounty-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
  assert.deepEqual(won, ['Ann 1 KO $12.50', 'Bob 1 KO $12.50'])
  await page.getByTestId('bounty-panel').screenshot({ path: join(shots, 'pko-bounties.png') })
  // A split that names nobody is refused in words, and nothing is sent.
  await page.getByTestId('bust-by').fill('Ann')
  await page.getByTestId('bust-split').fill('Zed')
  const cy = page.getByTestId('player-row').filter({ hasText: 'Cy' })
  await cy.getByTestId('bust-player').click()
  await cy.getByTestId('bust-player').click()
  await page.getByTestId('players-error').getByText(`no seated player matches 'Zed' for "pot shared with"`).waitFor()
  // A deal proposed in the console shows the heads outside the chop and what the chips
  // are worth in heads: $175 of heads (Ann and Bob $62.50, Cy $50) by 2:1:1 chips.
  const deal = page.getByTestId('deal-panel')
  await deal.getByTestId('deal-summary').click()
  await deal.getByLabel('Ann chips').fill('40000')
  await deal.getByLabel('Bob chips').fill('20000')
  await deal.getByLabel('Cy chips').fill('20000')
  await deal.getByRole('button', { name: 'Propose' }).click()
  const table = deal.getByTestId('deal-bounties')
  await table.waitFor()
  const cells = (await table.locator('tbody tr').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
  assert.equal(cells.length, 3)
  assert.match(cells[0], /^Ann \$62\.50 \$87\.50 /)
  assert.match(cells[1], /^Bob \$62\.50 \$43\.75 /)
  assert.match(cells[2], /^Cy \$50 \$43\.75 /)
  await deal.screenshot({ path: join(shots, 'pko-deal.png') })
  // The seating chart shows each head beside the seat.
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const chart = await h.page(size)
    await chart.goto(h.url(`/seating/${id}`))
    await chart.locator('text.tag').filter({ hasText: '$62.50' }).first().waitFor()
    assert.equal(await chart.locator('text.tag').filter({ hasText: '$62.50' }).count(), 2)
    await chart.screenshot({ path: join(shots, `pko-seating-${size.width}.png`) })
    await chart.close()
  }
  assert.deepEqual(h.pageErrors, [])
})

test('a mystery bounty is drawn when the console busts a player from its level on', async () => {
  const source = readFileSync(join(root, 'structures/templates/mystery.toml'), 'utf8')
  const { id } = await h.post('/api/events', { file: 'mystery.toml', source })
  for (const name of ['Ann', 'Bob', 'Cy', 'Dee']) await h.command(id, { type: 'register', name })
  await h.command(id, { type: 'draw_seats', seed: 7 })
  await h.command(id, { type: 'start' })
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console/${id}#token=${h.token}`))
  const panel = page.getByTestId('bounty-panel')
  await panel.getByTestId('mystery-sealed').getByText('from level 9 · 100 envelopes sealed ($5,000, the biggest $1,000)').waitFor()
  // Before level 9 a knockout draws nothing.
  await page.getByTestId('bust-by').fill('Ann')
  const dee = page.getByTestId('player-row').filter({ hasText: 'Dee' })
  await dee.getByTestId('bust-player').click()
  await dee.getByTestId('bust-player').click()
  const line = page.getByText(/Busted entry 4 \(Dee\) .* knocked out by entry 1 \(Ann\)/).first()
  await line.waitFor()
  assert.doesNotMatch(await line.innerText(), /mystery/)
  assert.equal(await panel.getByTestId('mystery-drawn').count(), 0)
  // At level 9 Bob's knockout of Cy draws an envelope, named in the log and the panel.
  const structure = await h.get(`/api/events/${id}/structure`)
  const period = structure.periods.findIndex((p) => p.type === 'level' && p.number === 9)
  assert.ok(period > 0, JSON.stringify(structure.periods.slice(0, 3)))
  await h.command(id, { type: 'go_to', period })
  await page.getByTestId('bust-by').fill('Bob')
  const cy = page.getByTestId('player-row').filter({ hasText: 'Cy' })
  await cy.getByTestId('bust-player').click()
  await cy.getByTestId('bust-player').click()
  await panel.getByTestId('mystery-drawn').getByText(/^Bob drew \$[\d,.]+ for Cy$/).waitFor()
  await page.getByText(/Busted entry 3 \(Cy\) .* knocked out by entry 2 \(Bob\); a mystery envelope of \$[\d,.]+ drawn \(seed \d+\)/).first().waitFor()
  await panel.getByTestId('mystery-sealed').getByText(/99 envelopes sealed/).waitFor()
  const b = await h.get(`/api/events/${id}/bounties`)
  assert.equal(b.players.length, 1)
  assert.equal(b.players[0].name, 'Bob')
  assert.equal(b.players[0].amount + b.mystery.sealed_value, 500_000)
  await panel.screenshot({ path: join(shots, 'mystery-bounties.png') })
  assert.deepEqual(h.pageErrors, [])
})
