// The TD's guide at /help, and the backups from the console, as a TD uses them: the
// guide opened from the console, searched, read at both sizes; a backup taken by hand
// from the Backups panel, a change made, the backup restored (asked twice) and the
// change gone. The guide's screenshots are taken here (ui/src/help/shots/), so the next
// build of the UI carries pictures of the console as it is.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { Harness, root, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]
const guideShots = join(root, 'ui', 'src', 'help', 'shots')

test('the guide opens from the console, finds what is asked, and fits both sizes', async () => {
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/1#token=${h.token}`))
  await desk.getByTestId('open-guide').click()
  await desk.getByTestId('guide').waitFor()
  assert.equal(await desk.title(), 'Felt — guide')
  const contents = await desk.getByRole('navigation', { name: 'Contents' }).locator('h2').allInnerTexts()
  assert.ok(contents.length >= 8, `the guide's chapters: ${contents.join(', ')}`)
  const all = await desk.getByTestId('help-section').count()
  await desk.getByTestId('help-search').fill('chip race')
  await desk.getByTestId('help-found').waitFor()
  const found = await desk.getByTestId('help-section').count()
  assert.ok(found > 0 && found < all, `"chip race": ${found} of ${all} sections`)
  for (const text of await desk.getByTestId('help-section').allInnerTexts()) {
    assert.match(text.toLowerCase(), /chip/)
  }
  await desk.getByTestId('help-search').fill('zebra crossing')
  assert.match(await desk.getByTestId('help-found').innerText(), /Nothing in the guide says/)
  await desk.close()

  for (const size of SIZES) {
    const page = await h.page(size)
    await page.goto(h.url('/help?q=backup'))
    await page.getByTestId('help-section').first().waitFor()
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(sideways <= 0, `the guide scrolls sideways by ${sideways} px at ${size.width}x${size.height}`)
    await page.screenshot({ path: join(shots, `help-${size.width}x${size.height}.png`) })
    await page.close()
  }
  assert.deepEqual(h.pageErrors, [])
})

test('a backup taken from the console is restored from it, asked twice, and the room goes back', async () => {
  const desk = await h.page({ width: 1366, height: 900 })
  await desk.goto(h.url(`/console/1#token=${h.token}`))
  await desk.getByTestId('backups-toggle').click()
  await desk.getByTestId('backup-now').click()
  await desk.getByTestId('backup-note').getByText(/Backed up: felt-.*-manual\.db/).waitFor()
  assert.equal(await desk.getByTestId('backup-restore').count(), 1)
  const panel = desk.getByTestId('backups-panel')
  await panel.scrollIntoViewIfNeeded()
  await panel.screenshot({ path: join(shots, 'console-backups.png') })

  // A change after the backup: a second event.
  const made = await h.post('/api/events', { shipped: 'example-nlhe-bba' })
  const before = (await h.get('/api/events')).events.length
  assert.ok((await h.get('/api/events')).events.some((e) => e.id === made.id))

  await desk.getByTestId('backup-restore').first().click()
  await desk.getByTestId('backup-restore').first().getByText('Confirm: the whole room goes back').waitFor()
  await desk.getByTestId('backup-restore').first().click()
  await desk.getByTestId('restored-note').getByText(/Restored felt-.*-manual\.db: 1 event\. The room as it was is kept as felt-.*-before-restore\.db/).waitFor()
  const after = (await h.get('/api/events')).events
  assert.equal(after.length, before - 1)
  assert.ok(!after.some((e) => e.id === made.id), 'the event made after the backup is gone')
  // The console shows the restored room; its list holds the backup restored and the one
  // taken before the restore.
  await desk.getByTestId('event-panel').waitFor()
  await desk.getByTestId('backups-toggle').click()
  await desk.getByTestId('backup-list').locator('li').nth(1).waitFor()
  assert.match(await desk.getByTestId('backup-list').innerText(), /before a restore/)

  // The guide's pictures: the console with its panels, opened afresh (without the note
  // the restore left), and a display.
  await desk.setViewportSize({ width: 1280, height: 720 })
  await desk.reload()
  await desk.getByTestId('field-panel').waitFor()
  assert.equal(await desk.getByTestId('restored-note').count(), 0)
  await desk.evaluate(() => window.scrollTo(0, 0))
  await desk.screenshot({ path: join(guideShots, 'console.jpg'), type: 'jpeg', quality: 70 })
  const display = await h.page({ width: 1280, height: 720 })
  await display.goto(h.url('/display/1'))
  await display.getByTestId('display').waitFor()
  await display.screenshot({ path: join(guideShots, 'display.jpg'), type: 'jpeg', quality: 70 })
  await display.close()
  await desk.close()
  assert.deepEqual(h.pageErrors, [])
})
