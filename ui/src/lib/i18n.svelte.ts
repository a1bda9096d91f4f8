// The page's own words, from the same Project Fluent files as the server's sentences
// (crates/felt-core/messages/<lang>.ftl): a page loads its language's file only, asked
// for as its views are (`?lang=` on its address, else the browser's languages), and
// says each label with `t(id, args)`. Counts in a sentence pick their plural form and are
// grouped by the browser's CLDR data for that language.

import { FluentBundle, FluentNone, FluentNumber, FluentResource, type FluentValue, type FluentVariable } from '@fluent/bundle'
import { api } from './api/client'
import { pageLang, pinLang } from './live'

let bundle = $state<FluentBundle | null>(null)

/** Whether the page's words have arrived (a page shows nothing but an ellipsis before). */
export function messagesReady(): boolean {
  return bundle !== null
}

/** The language the page speaks ("de", "en-XA"), once its words have arrived. */
export function pageLanguage(): string | null {
  return bundle?.locales[0] ?? null
}

/** The options `NUMBER()` passes on: fluent.js's own drops `type`, so an ordinal
 *  (`NUMBER($n, type: "ordinal")`) would pick its form by the cardinal rules ("3th"). */
const NUMBER_OPTIONS = [
  'type',
  'unitDisplay',
  'currencyDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
]

function NUMBER(args: FluentValue[], opts: Record<string, FluentValue>): FluentValue {
  const arg = args[0]
  if (!(arg instanceof FluentNumber)) return arg instanceof FluentNone ? arg : new FluentNone('NUMBER()')
  const picked: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(opts)) if (NUMBER_OPTIONS.includes(k)) picked[k] = v.valueOf()
  return new FluentNumber(arg.value, { ...arg.opts, ...picked } as Intl.NumberFormatOptions)
}

/** A bundle of the message file `ftl` in language `lang` (the pseudo-language accents and
 *  lengthens the English file, as the server does). */
export function bundleOf(lang: string, ftl: string): FluentBundle {
  const b = new FluentBundle(lang === 'en-XA' ? 'en' : lang, {
    useIsolating: false,
    functions: { NUMBER },
    transform: lang === 'en-XA' ? pseudo : (s: string) => s,
  })
  b.addResource(new FluentResource(ftl))
  if (lang === 'en-XA') Object.defineProperty(b, 'locales', { value: ['en-XA'] })
  return b
}

/** Loads the page's words: its address's language, else the language the TD set for
 *  `event` (the event the page shows) or, for the console, for this installation, else
 *  the browser's. */
export async function loadMessages(event?: number, page?: 'console'): Promise<void> {
  const m = await api.messages({ ...pageLang(), event, console: page === 'console' ? true : undefined })
  bundle = bundleOf(m.lang, m.ftl)
  // A language the TD chose for the console is asked for on its views too (an event's
  // language would win otherwise); the browser's own needs no pin (the views follow it,
  // and share their live streams with the room's other English screens).
  if (page === 'console' && m.chosen) pinLang(m.lang)
}

/** Uses `b` as the page's words (the unit tests' way in). */
export function useMessages(b: FluentBundle | null): void {
  bundle = b
}

/** Message `id` with `args` in the page's language; the id in brackets if the file
 *  lacks it (a unit test rules that out for every id the UI uses). */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  const b = bundle
  if (!b) return ''
  const m = b.getMessage(id)
  if (!m?.value) return `[${id}]`
  return b.formatPattern(m.value, args ?? null, [])
}

/** The locale the page writes numbers, dates and times in: its language's (English for
 *  the pseudo-language), else `fallback` before its words have arrived. */
function pageLocale(fallback: string | undefined): string | undefined {
  const lang = pageLanguage()
  return lang === null ? fallback : lang === 'en-XA' ? 'en' : lang
}

/** An instant's parts named by `options` (a date, a time of day, both) in the page's
 *  language, the way it writes them: German and French clocks run to 24 hours. */
export function dateTime(ms: number, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Date(ms).toLocaleString(pageLocale(undefined), options)
  } catch {
    // A club's language tag the browser cannot read: the browser's own way.
    return new Date(ms).toLocaleString(undefined, options)
  }
}

/** A time of day in the page's language ("00:57:11", "12:57:11 AM"), with its seconds
 *  when `seconds`. */
export function clockTime(ms: number, seconds = false): string {
  return dateTime(ms, { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) })
}

/** A whole number grouped the page's language's way (15,000; 15.000; 15 000; 1500). */
export function grouped(n: number): string {
  try {
    return n.toLocaleString(pageLocale('en-US'))
  } catch {
    return n.toLocaleString('en-US')
  }
}

/** A length of time in the page's words, as `formatDuration` writes it in English:
 *  "45 s", "10 min", "1 h 30 min" (whole minutes rounded up). */
export function duration(ms: number): string {
  if (ms < 60000) return t('duration-seconds', { seconds: Math.max(0, Math.ceil(ms / 1000)) })
  const total = Math.ceil(ms / 60000)
  const [hours, minutes] = [Math.floor(total / 60), total % 60]
  if (hours === 0) return t('duration-minutes', { minutes })
  return minutes === 0 ? t('duration-hours', { hours }) : t('duration-hours-minutes', { hours, minutes })
}

const ACCENTED: Record<string, string> = {
  a: 'áá', e: 'éé', i: 'íí', o: 'óó', u: 'úú', A: 'ÁÁ', E: 'ÉÉ', I: 'ÍÍ', O: 'ÓÓ', U: 'ÚÚ',
  c: 'ç', n: 'ñ', s: 'š', z: 'ž', y: 'ý', C: 'Ç', N: 'Ñ', S: 'Š', Z: 'Ž', Y: 'Ý',
}

/** The pseudo-language's text: letters accented, each vowel twice, padded with `·` to
 *  40% longer than the English (the server's `pseudo_text` does the same). */
export function pseudo(s: string): string {
  const chars = [...s]
  let out = chars.map((c) => ACCENTED[c] ?? c).join('')
  const target = Math.ceil((chars.length * 14) / 10)
  const have = [...out].length
  if (have < target) out += '·'.repeat(target - have)
  return out
}
