// Names as a floor person types them: folded without accents or capitals ("jose" is
// "José", "oconnor" is "O'Connor"), and the short names that fit in a seat. The player
// search itself runs on the server (`view::players`), over the same folding.

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
