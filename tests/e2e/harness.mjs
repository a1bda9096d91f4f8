// What the browser tests share: the real `felt serve` on 127.0.0.1 with a temp database,
// Debian's headless Chromium, and calls to the API with the TD token.

import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'

/** The environment for `felt serve` with the UI built into the binary, as shipped. */
function builtInUi() {
  const env = { ...process.env }
  delete env.FELT_UI_DIR
  return env
}

export const root = resolve(import.meta.dirname, '../..')
const target = process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target')
const felt = join(target, 'debug', 'felt')
/** Screenshots of every test, at the repository root. */
export const shots = join(root, 'test-output')
const chromiumPath = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find(existsSync)

/** One server and one browser for a test file. */
export class Harness {
  dir = mkdtempSync(join(tmpdir(), 'felt-e2e-'))
  server = null
  port = 0
  token = ''
  browser = null
  context = null
  /** Every uncaught error of every page, for tests that want none. */
  pageErrors = []
  /** What the browser refused under the server's Content-Security-Policy: none, ever. */
  cspViolations = []

  /** `env`: more variables for the server (FELT_CLOCK_START); `context`: the browser
   *  context's options (timezoneId). */
  constructor({ env = {}, context = {} } = {}) {
    this.env = env
    this.contextOptions = context
  }

  async start() {
    assert.ok(existsSync(felt), `build the server first: cargo build -p felt (looked for ${felt})`)
    assert.ok(existsSync(join(root, 'ui', 'dist', 'index.html')), 'build the UI first: (cd ui && npm run build)')
    assert.ok(chromiumPath, 'Chromium is not installed (apt-get install chromium)')
    mkdirSync(shots, { recursive: true })
    await this.startServer()
    this.browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run',
        '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'],
    })
    this.context = await this.browser.newContext(this.contextOptions)
  }

  /** Starts `felt serve` and waits for the lines giving its port and token. */
  startServer(wantPort = 0) {
    return new Promise((ok, fail) => {
      const p = spawn(felt, ['serve', '--port', String(wantPort), '--db', join(this.dir, 'felt.db')], {
        env: { ...builtInUi(), ...this.env },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let out = ''
      const timer = setTimeout(() => fail(new Error(`felt serve said only: ${out}`)), 20000)
      p.stdout.on('data', (d) => {
        out += d
        const m = /serving http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
        const t = /TD token \(needed to change events\): (\S+)/.exec(out)
        if (m && t) {
          clearTimeout(timer)
          this.server = p
          this.port = Number(m[1])
          this.token = t[1]
          ok()
        }
      })
      p.on('exit', (code) => fail(new Error(`felt serve exited with ${code}: ${out}`)))
    })
  }

  async stop() {
    await this.browser?.close()
    const s = this.server
    if (s && s.exitCode === null) {
      await new Promise((ok) => {
        s.once('exit', ok)
        s.kill('SIGTERM')
      })
    }
    rmSync(this.dir, { recursive: true, force: true })
    // Every page of every test ran under the server's policy without a refusal.
    assert.deepEqual(this.cspViolations, [], 'no Content-Security-Policy violations')
  }

  url(path) {
    return `http://127.0.0.1:${this.port}${path}`
  }

  async page(viewport) {
    const page = await this.context.newPage()
    await page.setViewportSize(viewport)
    page.on('pageerror', (e) => {
      console.log(`page error: ${e.message}\n${e.stack}`)
      this.pageErrors.push(e.message)
    })
    // A request the browser could not complete is named with the browser's reason
    // (net::ERR_...), so that a page error it causes can be traced to its cause.
    page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? 'unknown'
      if (why !== 'net::ERR_ABORTED') console.log(`request failed: ${r.method()} ${r.url()}: ${why}`)
    })
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) {
        console.log(`CSP violation: ${msg.text()}`)
        this.cspViolations.push(msg.text())
      }
    })
    return page
  }

  /** A page whose audio behaves as a TV's browser does: silent until someone clicks or
   * types on it. Headless Chromium lets any page play sound, whatever --autoplay-policy
   * says, so the policy is applied here, in the page, before its scripts run. A real
   * click or key counts, not `navigator.userActivation`: Playwright's `evaluate` runs as
   * a user gesture and would unlock the sound. */
  async tvPage(viewport) {
    const page = await this.page(viewport)
    await page.addInitScript(() => {
      const Real = window.AudioContext
      let touched = false
      for (const type of ['pointerdown', 'mousedown', 'keydown']) {
        window.addEventListener(type, (e) => (touched ||= e.isTrusted), true)
      }
      const active = () => touched
      window.AudioContext = class extends Real {
        get state() {
          return active() ? super.state : 'suspended'
        }
        resume() {
          return active() ? super.resume() : new Promise(() => {})
        }
      }
    })
    return page
  }

  async get(path) {
    const res = await fetch(this.url(path))
    const text = await res.text()
    assert.ok(res.ok, `GET ${path}: ${res.status} ${text}`)
    return JSON.parse(text)
  }

  /** GET with the TD token (the reads behind it, like an event's table reports). */
  async getAsTd(path) {
    const res = await fetch(this.url(path), { headers: { Authorization: `Bearer ${this.token}` } })
    const text = await res.text()
    assert.ok(res.ok, `GET ${path}: ${res.status} ${text}`)
    return JSON.parse(text)
  }

  /** POSTs with the TD token; `expect` is the HTTP status wanted (any 2xx by default). */
  async post(path, body, expect = null) {
    const res = await fetch(this.url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    if (expect === null) assert.ok(res.ok, `POST ${path} ${JSON.stringify(body)}: ${res.status} ${text}`)
    else assert.equal(res.status, expect, `POST ${path} ${JSON.stringify(body)}: ${text}`)
    return text ? JSON.parse(text) : null
  }

  command(event, body, expect = null) {
    return this.post(`/api/events/${event}/commands`, body, expect)
  }
}

/** Elements of the page that stick out of the viewport or are clipped by their own box. */
export function outside(page) {
  return page.evaluate(() => {
    const w = window.innerWidth
    const hgt = window.innerHeight
    const bad = []
    for (const el of document.querySelectorAll('[data-testid=display] *')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden') continue
      if (r.left < -1 || r.top < -1 || r.right > w + 1 || r.bottom > hgt + 1) {
        bad.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} "${el.textContent.trim().slice(0, 40)}"`)
      }
    }
    return bad
  })
}

/** The display's "Next" line: the line boxes it takes laid out unclamped (so a line cut
 *  short by the clamp still counts whole), and its text; null when there is none. */
export function nextLines(page) {
  return page.evaluate(() => {
    const el = document.querySelector('[data-testid=next]')
    if (!el) return null
    const saved = el.getAttribute('style')
    el.setAttribute('style', `${saved ?? ''}; display: block; -webkit-line-clamp: unset; line-clamp: unset; overflow: visible`)
    const range = document.createRange()
    range.selectNodeContents(el)
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    if (saved === null) el.removeAttribute('style')
    else el.setAttribute('style', saved)
    return { lines, text: el.textContent }
  })
}

/** The API reads `page` makes in `ms` of quiet (`pattern` on the URL): a screen fetches
 *  when the log moves, so an idle one fetches nothing (a fetch in a loop shows here). */
export async function idleFetches(page, pattern, ms = 1500) {
  const seen = []
  const note = (r) => {
    if (pattern.test(r.url())) seen.push(r.url())
  }
  page.on('request', note)
  await page.waitForTimeout(ms)
  page.off('request', note)
  return seen
}
