// The theme is one file (issue 12): the palette's colours appear in theme.css and nowhere
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

  it('is the only place the palette is spelled out in styles', () => {
    const offenders: string[] = []
    for (const file of files(here)) {
      if (file.endsWith('theme.css')) continue
      const text = readFileSync(file, 'utf8')
      // Markup may carry SVG presentation attributes (no var() there); styles may not.
      const styles = file.endsWith('.css') ? [text] : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])
      for (const css of styles) {
        for (const m of css.matchAll(/#[0-9a-fA-F]{3,6}\b/g)) {
          const colour = m[0].toLowerCase()
          if (palette.includes(colour) && colour !== '#fff' && colour !== '#000') {
            offenders.push(`${file.slice(here.length)}: ${colour}`)
          }
        }
      }
    }
    expect(offenders).toEqual([])
  })
})
