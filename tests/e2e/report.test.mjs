// In the browser: the console's Help, as a TD who hit a problem would use it. It names the
// log file, and "Save the report" downloads one .zip holding the log, the installation and
// the settings (and, ticked, a copy of the database), never the TD token. Screenshots at
// 1280x720 and 1920x1080.

import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Harness, shots } from './harness.mjs'

const h = new Harness()
before(() => h.start())
after(() => h.stop())

/** The names stored in a .zip's headers (they are never compressed). */
const holds = (bytes, name) => bytes.includes(Buffer.from(name))

test('Help names the log and saves a problem report without the token', async () => {
  const { events } = await h.get('/api/events')
  const id = events[0].id
  const page = await h.page({ width: 1280, height: 720 })
  await page.goto(h.url(`/console/${id}#token=${h.token}`))
  await page.getByTestId('open-help').click()
  const help = page.getByTestId('help')
  await help.getByTestId('log-file').waitFor()
  assert.match(await help.getByTestId('log-file').textContent(), /logs[/\\]felt\.log$/)
  for (const size of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size)
    await page.screenshot({ path: join(shots, `help-report-${size.width}.png`) })
    // The whole box is on the screen: nothing to scroll to reach the button.
    const box = await help.getByTestId('report-save').boundingBox()
    assert.ok(box && box.y + box.height <= size.height, `the button is on screen at ${size.width}`)
  }
  for (const database of [false, true]) {
    if (database) await help.getByTestId('report-database').check()
    const [download] = await Promise.all([page.waitForEvent('download'), help.getByTestId('report-save').click()])
    await help.getByTestId('report-saved').waitFor()
    assert.match(download.suggestedFilename(), /^felt-report-.*\.zip$/)
    const bytes = readFileSync(await download.path())
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'PK\u0003\u0004', 'a .zip')
    for (const part of ['README.txt', 'installation.json', 'settings.json', 'logs/felt.log']) {
      assert.ok(holds(bytes, part), `the report holds ${part}`)
    }
    assert.equal(holds(bytes, 'felt.db'), database, `the database only when ticked (${database})`)
    assert.ok(!holds(bytes, h.token), 'the TD token is never in the report')
  }
  assert.match(await help.getByTestId('report-saved').textContent(), /attach it to your message/)
  assert.deepEqual(h.pageErrors, [])
})
