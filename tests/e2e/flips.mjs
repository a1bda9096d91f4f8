// How late each display flips its seconds: every display's clock figure is
// watched in the page (a MutationObserver records Date.now() when its text changes), and
// each flip is compared with the instant the server's clock says that second begins
// (the level's end minus the seconds shown). The server and the browser run on one
// machine, so they read the same system clock and the difference is the lag itself.

/** Opens `count` displays of event `id` at `size`, waits for them to be synced. */
export async function openDisplays(h, id, count, size = { width: 1280, height: 720 }) {
  const pages = []
  for (let i = 0; i < count; i++) {
    const page = await h.page(size)
    await page.goto(h.url(`/display/${id}`))
    await page.getByTestId('time').waitFor()
    // Synced once the NTP-style exchange has answered.
    await page.waitForFunction(() => document.querySelector('[data-testid="display"]')?.dataset.rtt !== undefined)
    await page.evaluate(() => {
      const flips = []
      window.__flips = flips
      const el = document.querySelector('[data-testid="time"]')
      let shown = el.textContent.trim()
      // A flip is the text changing; a repaint of the same second is not one.
      new MutationObserver(() => {
        const text = el.textContent.trim()
        if (text !== shown) flips.push({ at: Date.now(), text })
        shown = text
      }).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    pages.push(page)
  }
  return pages
}

/** "1:05:09" → seconds. */
function seconds(text) {
  return text.split(':').reduce((acc, p) => acc * 60 + Number(p), 0)
}

/**
 * Waits `ms`, then returns every flip's lag in ms (positive: late) for each page, given
 * the level's end instant on the server's clock.
 */
export async function flipLags(pages, endsAt, ms) {
  await new Promise((ok) => setTimeout(ok, ms))
  const lags = []
  for (const page of pages) {
    const flips = await page.evaluate(() => window.__flips)
    for (const f of flips) {
      if (!/^\d+(:\d\d)+$/.test(f.text)) continue
      lags.push(f.at - (endsAt - seconds(f.text) * 1000))
    }
  }
  return lags
}

/** Median, 95th percentile and the largest of absolute lags. */
export function summary(lags) {
  const a = lags.map(Math.abs).sort((x, y) => x - y)
  const at = (q) => a[Math.min(a.length - 1, Math.floor(q * a.length))]
  return { flips: a.length, median: at(0.5), p95: at(0.95), max: a[a.length - 1] }
}
