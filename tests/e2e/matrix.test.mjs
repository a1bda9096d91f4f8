// The displays fit every screen and say what is true: the clock display in
// every kind of period and room state, at 1920x1080 and 1280x720, with nothing outside
// the screen; and the console at a 1366-wide laptop with no sideways scroll. Screenshots
// of each land in test-output/ as display-matrix-STATE-WxH.png.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, nextLines, outside, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]

const STRUCTURE = `
name = "E2E Matrix: Mixed Games Championship With A Long Event Name"
number = 42
starting_stack = 20000
table_size = 8
level_minutes = 20
[late_registration]
until_end_of_level = 3
[big_blind_ante]
preset = "tda-2024"
[money]
currency = "USD"
buy_in = 10000
fee = 1000
[payouts]
table = "standard-15"
increment = 500
[[games]]
id = "stud"
name = "Seven Card Stud"
family = "stud"
betting = "limit"
catalog = "stud"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
catalog = "holdem"
[[games]]
id = "stud8"
name = "Seven Card Stud Hi-Lo"
family = "stud"
betting = "limit"
catalog = "stud-hi-lo"
[[games]]
id = "lhe"
name = "Limit Hold'em"
family = "flop"
betting = "limit"
catalog = "holdem"
[[games]]
id = "mex"
name = "Mexican Poker"
family = "stud"
betting = "limit"
catalog = "mexican-poker"
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
[[chips]]
value = 500
color = "purple"
[[chips]]
value = 1000
color = "yellow"
[[levels]]
game = "stud"
stakes = "400/800"
ante = 100
bring_in = 100
[[levels]]
game = "nlh"
stakes = "400/800/800"
[[levels]]
game = "stud8"
stakes = "1000/2000"
ante = 200
bring_in = 300
[[levels]]
game = "lhe"
stakes = "600/1200"
[[levels]]
break_minutes = 15
race_off = [25]
[[levels]]
game = "stud"
stakes = "1000/2000"
ante = 200
bring_in = 300
[[levels]]
break_minutes = 10
[[levels]]
game = "nlh"
stakes = "1000/2000/2000"
[[levels]]
game = "mex"
stakes = "2000/4000"
ante = 500
`

const NAMES = ['Zoë Ångström', 'Łukasz Żółć', 'Дмитрий Соколов', 'Σωκράτης Παππάς', 'Maximiliano Fernández-Castellanos',
  'Bo Chen', 'Cy Dunn', 'Di Park', 'Ed Moss', 'Flo Hart', 'Gus Ward', 'Hal Ito']

/** Screenshots of the display at both sizes, nothing outside either; its text at the first. */
async function shoot(id, state) {
  let first = null
  for (const size of SIZES) {
    const display = await h.page(size)
    await display.goto(h.url(`/display/${id}`))
    await display.getByTestId('display').waitFor()
    await display.waitForTimeout(300)
    await display.screenshot({ path: join(shots, `display-matrix-${state}-${size.width}x${size.height}.png`) })
    assert.deepEqual(await outside(display), [], `${state}: nothing outside ${size.width}x${size.height}`)
    const next = await nextLines(display)
    if (next) {
      assert.ok(next.lines <= 2, `${state} at ${size.width}x${size.height}: next takes ${next.lines} lines: ${next.text}`)
    }
    const text = await display.getByTestId('display').innerText()
    await display.close()
    first ??= text
  }
  return first
}

test('every kind of period and room state fits the display at both sizes', async () => {
  const id = (await h.post('/api/events', { file: 'matrix.toml', source: STRUCTURE })).id
  for (const n of NAMES) await h.command(id, { type: 'register', name: n })
  await h.command(id, { type: 'draw_seats', seed: 5 })
  await h.command(id, { type: 'start' })
  // (state, period, what the display must say)
  const periods = [
    ['stud', 0, /ante\s+100/i],
    // Its next is a long stud line: it keeps to two lines.
    ['big-bet-bba', 1, /800/],
    ['stud-hi-lo', 2, /bring-in\s+300/i],
    ['limit-flop', 3, /600/],
    ['chip-race', 4, /Break/i],
    ['break', 6, /Break/i],
    // Its next is Mexican Poker: no bring-in, the high card opens.
    ['next-mexican', 7, /high card opens/i],
    ['mexican', 8, /High card opens\s+2,000 or 4,000/i],
  ]
  for (const [state, period, says] of periods) {
    await h.command(id, { type: 'go_to', period })
    const text = await shoot(id, state)
    assert.match(text, says, `${state}: ${text}`)
  }
  await h.command(id, { type: 'go_to', period: 5 })
  // Hand-for-hand on, with its hand count.
  await h.command(id, { type: 'hand_for_hand', on: true })
  await h.command(id, { type: 'hand_for_hand_hand' })
  assert.match(await shoot(id, 'hand-for-hand'), /hand.for.hand/i)
  await h.command(id, { type: 'hand_for_hand', on: false })
  // Bust down to the bubble, then into the money, then to the winner.
  const field = await h.get(`/api/events/${id}/field`)
  const seated = field.players.filter((p) => p.state === 'seated').map((p) => p.id)
  let clock = await h.get(`/api/events/${id}/clock`)
  while (!clock.payouts?.bubble && seated.length > 1) {
    await h.command(id, { type: 'bust', player: seated.pop(), same_hand: false, stack: null, by: null })
    clock = await h.get(`/api/events/${id}/clock`)
  }
  assert.ok(clock.payouts?.bubble, 'the bubble is reached')
  assert.match(await shoot(id, 'bubble'), /bubble/i)
  await h.command(id, { type: 'bust', player: seated.pop(), same_hand: false, stack: null, by: null })
  clock = await h.get(`/api/events/${id}/clock`)
  assert.ok(clock.payouts?.in_the_money, 'in the money')
  await shoot(id, 'in-the-money')
  while (seated.length > 1) {
    await h.command(id, { type: 'bust', player: seated.pop(), same_hand: false, stack: null, by: null })
  }
  assert.match(await shoot(id, 'results'), /wins/)

  // The console at a 1366-wide laptop: no sideways scroll, no clipped button.
  const desk = await h.page({ width: 1366, height: 768 })
  await desk.goto(h.url(`/console/${id}#token=${h.token}`))
  await desk.getByTestId('event-controls').waitFor()
  const { scroll, width, clipped } = await desk.evaluate(() => ({
    scroll: document.scrollingElement.scrollWidth,
    width: innerWidth,
    clipped: [...document.querySelectorAll('button')]
      .filter((b) => {
        const r = b.getBoundingClientRect()
        return r.width > 0 && (r.right > innerWidth + 1 || b.scrollWidth > b.clientWidth + 1)
      })
      .map((b) => b.innerText.trim()),
  }))
  assert.ok(scroll <= width, `the console scrolls sideways at 1366 (${scroll} > ${width})`)
  assert.deepEqual(clipped, [], 'no clipped button at 1366')
  await desk.screenshot({ path: join(shots, 'console-1366x768.png'), fullPage: true })
  assert.deepEqual(h.pageErrors, [], 'no page errors')
})
