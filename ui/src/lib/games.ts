// Finding catalog games the way the catalog does (`catalog::search_key`): letters and
// digits only, in lower case, so "7-27", "Seven Twenty-Seven" and "27TD" find their game;
// a variation (an edition with its own name) is found by its name too.
import { api } from './api/client'
import type { GameListing } from './api/types'

export const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** `norm` with the ways a floor names a split game made one, as the catalog's
 *  `floor_key`: "high"/"low" as "hi"/"lo", "eight-or-better" and "8-or-better" as "8", a
 *  high-low game's trailing 8 dropped ("Omaha Hi-Lo 8" is Omaha High/Low). */
export const floorKey = (s: string) => {
  const k = norm(s).replace(/eightorbetter/g, '8').replace(/8orbetter/g, '8').replace(/high/g, 'hi').replace(/low/g, 'lo')
  return k.endsWith('hilo8') ? k.slice(0, -1) : k
}

/** A game or one of its named variations, as a catalog key and the name to show. */
export type GameChoice = { key: string; name: string; game: GameListing }

/** The game or variation `text` names exactly, or undefined. */
export function findGame(catalog: GameListing[], text: string): GameChoice | undefined {
  const t = norm(text)
  if (t === '') return undefined
  const named = (key: (s: string) => string, want: string) =>
    catalog.find((g) => key(g.name) === want || key(g.id) === want || g.aliases.some((a) => key(a) === want))
  // As written first; then as a floor says it.
  const g = named(norm, t) ?? named(floorKey, floorKey(text))
  if (g) return { key: g.id, name: g.name, game: g }
  for (const game of catalog) {
    const v = game.variations.find((v) => norm(v.name) === t || norm(v.key) === t)
    if (v) return { key: v.key, name: v.name, game }
  }
  return undefined
}

/** Every game and variation whose name, id or alias contains `text`, games first. */
export function searchGames(catalog: GameListing[], text: string): GameChoice[] {
  const t = norm(text)
  const f = floorKey(text)
  const out: GameChoice[] = []
  for (const g of catalog) {
    const names = [g.name, g.id, ...g.aliases]
    const hit = names.some((n) => norm(n).includes(t) || floorKey(n).includes(f))
    if (t === '' || hit) out.push({ key: g.id, name: g.name, game: g })
    for (const v of g.variations) {
      if (t === '' || norm(v.name).includes(t) || (t.length > 2 && names.some((n) => norm(n).includes(t)))) {
        out.push({ key: v.key, name: v.name, game: g })
      }
    }
  }
  return out
}

/** The address of the house list's rule cards. */
export function houseCardUrl(keys: string[], title: string): string {
  return api.gamesCardUrl({ games: keys.join(','), title: title.trim() || undefined })
}

export type BettingKind = 'limit' | 'pot-limit' | 'no-limit'

/** The betting a typed game name states ("Limit Hold'em", "PLO", "NLHE"), or null. */
export function bettingIn(text: string): BettingKind | null {
  const t = text.trim().toLowerCase()
  if (/^no[- ]?limit\b/.test(t) || /^nl(he|h|o)?\b/.test(t)) return 'no-limit'
  if (/^pot[- ]?limit\b/.test(t) || /^pl(o8?|he?)?\b/.test(t)) return 'pot-limit'
  if (/^(fixed[- ])?limit\b/.test(t) || /^l(he|hu)\b/.test(t)) return 'limit'
  return null
}

/**
 * The rotation after the games changed: the games in their order when the rotation was
 * the games in their order (or there was none), else the TD's own order with removed
 * games dropped and new ones added at the end. None (undefined) for a single game.
 */
export function rotationFor(before: string[] | undefined, oldIds: string[], ids: string[]): string[] | undefined {
  if (ids.length < 2) return undefined
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => b[i] === x)
  if (!before || before.length === 0 || same(before, oldIds)) return ids.slice()
  const kept = before.filter((id) => ids.includes(id))
  return [...kept, ...ids.filter((id) => !kept.includes(id))]
}

