// Finding a player the way a floor person types: without accents or capitals ("jose"
// finds "José", "oconnor" finds "O'Connor"), by any part of the name or by card number.
// Also the short names that fit in a seat.

import type { FieldPlayer } from '../api/field'

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** Lower case, no accents, no punctuation: "José O'Connor" → "jose oconnor". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøæœłđðþı]/g, (c) => SPECIAL[c])
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A player's name and number, folded once per field view rather than per key press. */
interface Folded {
  p: FieldPlayer
  name: string
  words: string[]
  number: string
}

const folded = new WeakMap<FieldPlayer[], Folded[]>()

function foldAll(players: FieldPlayer[]): Folded[] {
  let out = folded.get(players)
  if (!out) {
    out = players.map((p) => {
      const name = fold(p.name)
      return { p, name, words: name.split(' '), number: p.number ? fold(p.number).replace(/ /g, '') : '' }
    })
    folded.set(players, out)
  }
  return out
}

/** How well a player matches the folded query `q`; lower is better, null is no match. */
function rank(f: Folded, q: string, terms: string[]): number | null {
  const compact = q.replace(/ /g, '')
  if (f.number && f.number === compact) return 0
  if (String(f.p.id) === q) return 1
  if (f.name === q) return 2
  // Every typed word must start a word of the name ("ann l" → "Ann Lee").
  if (terms.every((t) => f.words.some((w) => w.startsWith(t)))) return f.words[0].startsWith(terms[0]) ? 3 : 4
  if (f.name.replace(/ /g, '').includes(compact)) return 5
  if (f.number && f.number.startsWith(compact)) return 6
  return null
}

/** Players matching `query` (name, card number or player id), best first; seated before busted on a tie. */
export function searchPlayers(players: FieldPlayer[], query: string, limit = 20): FieldPlayer[] {
  const q = fold(query)
  if (!q) return []
  const terms = q.split(' ')
  const hits: { p: FieldPlayer; rank: number }[] = []
  for (const f of foldAll(players)) {
    const r = rank(f, q, terms)
    if (r === null) continue
    const gone = f.p.state === 'seated' || f.p.state === 'registered' || f.p.state === 'alternate' ? 0 : 0.5
    hits.push({ p: f.p, rank: r + gone })
  }
  hits.sort((a, b) => a.rank - b.rank || a.p.name.localeCompare(b.p.name) || a.p.id - b.p.id)
  return hits.slice(0, limit).map((h) => h.p)
}

/**
 * A name short enough for a seat: the first name and the last name's initial
 * ("Ann Lee" → "Ann L."), cut with an ellipsis past `max` characters.
 */
export function shortName(name: string, max = 10): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  let s = words.length === 1 ? words[0] : `${words[0]} ${words.at(-1)![0]}.`
  if (s.length > max && words.length > 1 && words[0].length <= max) s = words[0]
  const chars = [...s]
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : s
}
