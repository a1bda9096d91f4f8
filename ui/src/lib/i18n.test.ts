// The page's words come from the shipped message files: every id the UI says is in the
// English source and in each shipped language, counts take the language's plural forms
// and grouping, and the pseudo-language reads as the server's does.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bundleOf, clockTime, grouped, pseudo, t, useMessages } from './i18n.svelte'

const messages = join(__dirname, '../../../crates/felt-core/messages')
const file = (lang: string) => readFileSync(join(messages, `${lang}.ftl`), 'utf8')
const ids = (ftl: string) => new Set([...ftl.matchAll(/^([a-z][a-z0-9-]*) =/gm)].map((m) => m[1]))

/** Every `t('id'` in the UI's sources. */
function used(dir = join(__dirname, '..')): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...used(path))
    else if (/\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts'))
      out.push(...[...readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([a-z0-9-]+)'/g)].map((m) => m[1]))
  }
  return out
}

afterEach(() => useMessages(null))

describe('the page speaks from the message files', () => {
  it('has every id it says in English and in each shipped language', () => {
    const said = used()
    expect(said.length).toBeGreaterThan(25)
    for (const lang of ['en', 'de', 'fr', 'es']) {
      const have = ids(file(lang))
      expect(said.filter((id) => !have.has(id)), lang).toEqual([])
    }
  })

  it('says a count in the language’s plural form, grouped its way', () => {
    const cases: [string, number, string][] = [
      ['en', 1, 'and 1 more place on the results sheet'],
      ['en', 1200, 'and 1,200 more places on the results sheet'],
      ['de', 1200, '1.200'],
      ['fr', 1200, '1\u202f200'],
      ['es', 1200, '1200'],
      ['es', 12000, '12.000'],
    ]
    for (const [lang, count, want] of cases) {
      useMessages(bundleOf(lang, file(lang)))
      expect(t('display-more-places', { count }), `${lang} ${count}`).toContain(want)
    }
  })

  it('picks an ordinal\'s form by the ordinal rules, as the server does', () => {
    const cases: [string, number, string][] = [
      ['en', 1, '1st'],
      ['en', 2, '2nd'],
      ['en', 3, '3rd'],
      ['en', 11, '11th'],
      ['en', 13, '13th'],
      ['en', 22, '22nd'],
      ['en', 101, '101st'],
      ['en', 1001, '1,001st'],
      ['fr', 1, '1er'],
      ['fr', 3, '3e'],
      ['de', 3, '3.'],
      ['es', 3, '3.º'],
    ]
    for (const [lang, n, want] of cases) {
      useMessages(bundleOf(lang, file(lang)))
      expect(t('ordinal', { n }), `${lang} ${n}`).toBe(want)
    }
  })

  it('shows a missing id in brackets and nothing before the words arrive', () => {
    expect(t('display-next')).toBe('')
    useMessages(bundleOf('de', file('de')))
    expect(t('display-next')).toBe('Als Nächstes')
    expect(t('no-such-message')).toBe('[no-such-message]')
  })

  it('reads the pseudo-language as the server writes it', () => {
    expect(pseudo('Ann Lee wins')).toBe('ÁÁññ Léééé wííñš·')
    useMessages(bundleOf('en-XA', file('en')))
    expect(t('result-wins', { name: 'Ann Lee' })).toBe('Ann Lee wííñš·')
    expect(t('result-seats-won', { seats: 1 })).toBe('1 šééáát wóóñ·')
  })
})

describe('numbers and clock times follow the page language, not the browser', () => {
  // 00:57:11 local time on a night in November.
  const night = new Date(2026, 10, 30, 0, 57, 11).getTime()
  it.each([
    ['en', '12:57:11\u202fAM', '12:57\u202fAM', '15,000', '1,500'],
    ['de', '00:57:11', '00:57', '15.000', '1.500'],
    ['fr', '00:57:11', '00:57', '15\u202f000', '1\u202f500'],
    ['es', '00:57:11', '00:57', '15.000', '1500'],
    ['en-XA', '12:57:11\u202fAM', '12:57\u202fAM', '15,000', '1,500'],
  ])('%s', (lang, withSeconds, minutes, big, small) => {
    useMessages(bundleOf(lang, file(lang === 'en-XA' ? 'en' : lang)))
    expect(clockTime(night, true).replace(' ', '\u202f')).toBe(withSeconds)
    expect(clockTime(night).replace(' ', '\u202f')).toBe(minutes)
    expect(grouped(15000)).toBe(big)
    expect(grouped(1500)).toBe(small)
  })

  it('before the words arrive, chip counts are grouped the English way', () => {
    useMessages(null)
    expect(grouped(15000)).toBe('15,000')
  })
})
