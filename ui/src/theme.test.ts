// The theme is one file: the palette's colours appear in theme.css and nowhere
// else, so a display or print theme is one file to change.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const here = new URL('.', import.meta.url).pathname

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return files(p)
    return /\.(svelte|css)$/.test(name) ? [p] : []
  })
}

const theme = readFileSync(join(here, 'theme.css'), 'utf8')
const palette = [...theme.matchAll(/--[\w-]+:\s*(#[0-9a-f]{3,6})\b/gi)].map((m) => m[1].toLowerCase())

describe('the theme', () => {
  it('names the colours the screens use', () => {
    expect(palette.length).toBeGreaterThan(15)
    expect(palette).toContain('#0d1117')
  })

  it('is the only place a colour is spelled out', () => {
    // Every colour a screen uses is one of the theme's: any colour written in a
    // component's styles or markup (a hex code, rgb(), hsl() or a colour's name) is an
    // offender, palette colour or not.
    const literal = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)|(?<![\w-])(?:white|black|red|green|blue|yellow|orange|gray|grey|silver|gold|pink|purple)(?![\w-])/g
    const offenders: string[] = []
    for (const file of files(here)) {
      if (file.endsWith('theme.css')) continue
      // Comments say what they like.
      const text = readFileSync(file, 'utf8')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/\/\*[\s\S]*?\*\//g, '')
      const code = file.endsWith('.css')
        ? [text]
        : [
            ...[...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]),
            // Markup and its style directives, scripts left out (they name colours' keys).
            text.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script[^>]*>[\s\S]*?<\/script>/g, ''),
          ]
      for (const css of code) {
        for (const m of css.matchAll(literal)) offenders.push(`${file.slice(here.length)}: ${m[0]}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('gives every colour a name that says what it means', () => {
    for (const m of theme.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,8}|rgba?\([^)]*\))/gi)) {
      expect(m[1].length, m[1]).toBeGreaterThan(3)
    }
  })
})
