import { describe, expect, it } from 'vitest'
import { search, sections, slug } from './guide'

const CHAPTER = `# Running the event

A few words before the first section.

## Seating the field

Press **Draw seats**. Example:

\`\`\`
## not a heading inside a code block
\`\`\`

## Chip races

Colour up the smallest chips at the break.
`

describe('the guide', () => {
  it('cuts a chapter at its second-level headings, never inside code', () => {
    const s = sections(CHAPTER)
    expect(s.map((x) => x.title)).toEqual(['Running the event', 'Seating the field', 'Chip races'])
    expect(s.map((x) => x.id)).toEqual(['running-the-event', 'running-the-event-seating-the-field', 'running-the-event-chip-races'])
    expect(s[1].markdown).toContain('## not a heading inside a code block')
    expect(s.every((x) => x.chapter === 'Running the event')).toBe(true)
  })

  it('finds the sections holding every word asked, in any case and order', () => {
    const s = sections(CHAPTER)
    expect(search(s, 'RACES colour').map((x) => x.title)).toEqual(['Chip races'])
    expect(search(s, 'draw seats').map((x) => x.title)).toEqual(['Seating the field'])
    expect(search(s, 'lammer')).toEqual([])
    expect(search(s, '  ')).toHaveLength(3)
  })

  it('makes address fragments of titles', () => {
    expect(slug("Dealer's choice: nights & settle-up")).toBe('dealer-s-choice-nights-settle-up')
  })
})

describe("the guide's chapters", () => {
  const dir = new URL('./guide/', import.meta.url).pathname
  const shotsDir = new URL('./shots/', import.meta.url).pathname

  it('show only screenshots the browser tests take, and every one is there', async () => {
    const { readFileSync, readdirSync, existsSync } = await import('node:fs')
    const chapters = readdirSync(dir).filter((f) => /^\d\d-.*\.md$/.test(f))
    expect(chapters.length).toBeGreaterThanOrEqual(8)
    const images = chapters.flatMap((f) => [...readFileSync(dir + f, 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((m) => m[1]))
    expect(images.length).toBeGreaterThan(0)
    for (const href of images) {
      expect(href).toMatch(/^shots\/[\w-]+\.(png|jpg)$/)
      expect(existsSync(shotsDir + href.slice('shots/'.length)), href).toBe(true)
    }
  })

  it('each language has every chapter, its headings, code, images and tables as English has', async () => {
    const { readFileSync, readdirSync, statSync } = await import('node:fs')
    const english = readdirSync(dir).filter((f) => /^\d\d-.*\.md$/.test(f))
    const langs = readdirSync(dir).filter((f) => statSync(dir + f).isDirectory())
    expect(langs.sort()).toEqual(['de', 'es', 'fr'])
    const shape = (text: string) => ({
      headings: (text.match(/^#{1,3} /gm) ?? []).length,
      fences: (text.match(/^```/gm) ?? []).length,
      images: [...text.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((m) => m[1]),
      tableRows: (text.match(/^\|/gm) ?? []).length,
    })
    for (const lang of langs) {
      const files = readdirSync(dir + lang).filter((f) => f.endsWith('.md'))
      expect(files.sort(), lang).toEqual([...english].sort())
      const ids = new Set<string>()
      for (const f of files) {
        const text = readFileSync(`${dir}${lang}/${f}`, 'utf8')
        expect(shape(text), `${lang}/${f}`).toEqual(shape(readFileSync(dir + f, 'utf8')))
        expect(text.match(/^# /gm), `${lang}/${f}`).toHaveLength(1)
        for (const s of sections(text)) {
          expect(ids.has(s.id), `${lang}/${f}: ${s.id}`).toBe(false)
          ids.add(s.id)
        }
      }
    }
  })

  it('each has one title and sections whose addresses differ', async () => {
    const { readFileSync, readdirSync } = await import('node:fs')
    const ids = new Set<string>()
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const text = readFileSync(dir + f, 'utf8')
      expect(text.match(/^# /gm), f).toHaveLength(1)
      for (const s of sections(text)) {
        expect(ids.has(s.id), `${f}: ${s.id}`).toBe(false)
        ids.add(s.id)
      }
    }
  })
})
