// The showdown panel's form: what the floor types or taps (the game, the board, each
// seat's name and cards, the button, the pot), read into the judge's request. The UI
// decides no hand: the server judges; this only gathers the input and says in words what
// is missing before asking.
import type { JudgeForm, JudgeRequest, Structure } from './api/types'
import { readChips } from './chips'
import { t } from './i18n.svelte'

/** One seat of the form. */
export type HandRow = { name: string; cards: string; put: string; declares: '' | 'high' | 'low' | 'both' }

export const emptyHand = (seat: number): HandRow => ({ name: t('showdown-seat-name', { seat: String(seat) }), cards: '', put: '', declares: '' })

/** The form as the floor filled it in. */
export type ShowdownInput = {
  game: string
  board: string
  hands: HandRow[]
  button: string
  pot: string
  chip: string
  parts: string[]
  roll: string
  wild: string
}

export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const
/** Suits as the judge reads them, with the symbol shown on a card button. */
export const SUITS = [
  { letter: 's', symbol: '♠', name: 'spades' },
  { letter: 'h', symbol: '♥', name: 'hearts' },
  { letter: 'd', symbol: '♦', name: 'diamonds' },
  { letter: 'c', symbol: '♣', name: 'clubs' },
] as const

/** A card as typed ("10h", "th", "As*") in the judge's spelling ("Th"), or null. */
export function normCard(token: string): string | null {
  const t = token.replace(/\*$/, '').trim()
  const m = /^(10|[2-9tjqka])([cdhs])$/i.exec(t)
  if (!m) return null
  const rank = m[1] === '10' ? 'T' : m[1].toUpperCase()
  return rank + m[2].toLowerCase()
}

/** Every card in `texts`, in the judge's spelling, to grey out on the picker. */
export function usedCards(texts: string[]): Set<string> {
  const used = new Set<string>()
  for (const text of texts) {
    for (const token of text.split(/[\s,|]+/)) {
      const c = /^(jk|joker)\*?$/i.test(token) ? 'Jk' : normCard(token)
      if (c) used.add(c)
    }
  }
  return used
}

/** `text` with `card` added at the end (a space between cards). */
export function addCard(text: string, card: string): string {
  const t = text.trimEnd()
  if (t === '' || t.endsWith('|')) return `${t}${t === '' ? '' : ' '}${card}`
  return `${t} ${card}`
}

/** `text` without its last card (or its last `|`). */
export function dropLast(text: string): string {
  return text.trimEnd().replace(/\s*(\S+)$/, '')
}

/** The catalog key of the game played at period `index` (a break: the level before it). */
export function gameAt(structure: Structure | null, index: number): string | null {
  if (!structure) return null
  for (let i = Math.min(index, structure.periods.length - 1); i >= 0; i--) {
    const p = structure.periods[i]
    if (p.type === 'level') {
      return structure.games.find((g) => g.id === p.game)?.catalog ?? null
    }
  }
  return null
}

/** The board's groups as a hint: "3 | 3 | 3 | 2 | 1 cards". */
export function boardHint(form: JudgeForm | undefined): string {
  if (!form || form.board.length === 0) return ''
  const groups = form.board.join(' | ')
  return form.board_words ? t('showdown-board-hint-words', { groups, words: form.board_words }) : t('showdown-board-hint', { groups })
}

/** The judge's request, or what is missing in words. */
export function judgeRequest(input: ShowdownInput, form: JudgeForm | undefined): { request: JudgeRequest } | { error: string } {
  if (!input.game) return { error: t('showdown-pick-game') }
  const hands = input.hands.filter((h) => h.name.trim() !== '' || h.cards.trim() !== '')
  if (hands.length === 0) return { error: t('showdown-no-hand') }
  const named = hands.find((h) => h.name.trim() === '')
  if (named) return { error: t('showdown-hand-name', { cards: named.cards.trim() }) }
  const request: JudgeRequest = { game: input.game, hands: [] }
  for (const h of hands) {
    const hand: JudgeRequest['hands'][number] = { name: h.name.trim(), cards: h.cards.trim() }
    if (h.put.trim() !== '') {
      const put = readChips(h.put)
      if (put === null || Number.isNaN(put)) return { error: t('showdown-put-not-chips', { name: hand.name, text: h.put.trim() }) }
      hand.put = put
    }
    if (form?.declared && hand.cards !== '') {
      if (h.declares === '') return { error: t('showdown-not-declared', { name: hand.name }) }
      hand.declares = h.declares
    }
    request.hands.push(hand)
  }
  if (input.board.trim() !== '') request.board = input.board.trim()
  if (input.button !== '') request.button = input.button
  for (const [field, text] of [
    ['pot', input.pot],
    ['chip', input.chip],
  ] as const) {
    if (text.trim() === '') continue
    const n = readChips(text)
    if (n === null || Number.isNaN(n))
      return { error: t(field === 'pot' ? 'showdown-pot-not-chips' : 'showdown-chip-not-chips', { text: text.trim() }) }
    request[field] = n
  }
  if (input.parts.length > 0) request.parts = input.parts
  if (form?.roll) {
    const n = Number(input.roll.trim())
    if (!Number.isInteger(n) || n < 2 || n > 12) return { error: t('showdown-roll') }
    request.qualifier = n
  }
  if (form?.wild) {
    if (input.wild.trim() === '') return { error: t('showdown-wild') }
    request.wild = input.wild.trim()
  }
  return { request }
}
