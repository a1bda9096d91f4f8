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

/** How well a player matches; lower is better, null is no match. */
export function matchRank(player: FieldPlayer, query: string): number | null {
  const q = fold(query)
  if (!q) return null
  const number = player.number ? fold(player.number) : ''
  if (number && number === q.replace(/ /g, '')) return 0
  if (String(player.id) === q) return 1
  const name = fold(player.name)
  if (name === q) return 2
  const words = name.split(' ')
  const terms = q.split(' ')
  // Every typed word must start a word of the name ("ann l" → "Ann Lee").
  if (terms.every((t) => words.some((w) => w.startsWith(t)))) return words[0].startsWith(terms[0]) ? 3 : 4
  if (name.replace(/ /g, '').includes(q.replace(/ /g, ''))) return 5
  if (number && number.startsWith(q)) return 6
  return null
}

/** Players matching `query`, best first; seated players before busted ones on a tie. */
export function searchPlayers(players: FieldPlayer[], query: string, limit = 20): FieldPlayer[] {
  const hits: { p: FieldPlayer; rank: number }[] = []
  for (const p of players) {
    const r = matchRank(p, query)
    if (r === null) continue
    const gone = p.state === 'busted' || p.state === 'unregistered' ? 0.5 : 0
    hits.push({ p, rank: r + gone })
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
