// The stakes of a level broken into the parts a player looks for, in the game's own
// terms: blinds and ante for big-bet games, blinds and bets for limit games, ante,
// bring-in and complete for stud, the high card's opening bet for a stud game with no
// bring-in. The server decides the amounts; this only labels them.

import type { AnteKind, Betting, Stakes } from './api/types'
import { formatChips } from './time'

export interface StakePart {
  label: string
  value: string
}

const anteLabel: Record<AnteKind, string> = {
  'big-blind': 'BB ante',
  table: 'Ante',
  button: 'Button ante',
}

export const bettingLabel: Record<Betting, string> = {
  limit: 'Limit',
  'pot-limit': 'Pot-Limit',
  'no-limit': 'No-Limit',
}

function pair(a: number, b: number): string {
  return `${formatChips(a)} / ${formatChips(b)}`
}

export function stakeParts(s: Stakes): StakePart[] {
  switch (s.kind) {
    case 'blinds': {
      const parts = [{ label: 'Blinds', value: pair(s.small_blind, s.big_blind) }]
      if (s.ante > 0) parts.push({ label: anteLabel[s.ante_kind], value: formatChips(s.ante) })
      return parts
    }
    case 'limit':
      return [
        { label: 'Blinds', value: pair(s.small_blind, s.big_blind) },
        { label: 'Bets', value: pair(s.small_bet, s.big_bet) },
      ]
    case 'stud-limit': {
      const parts = []
      if (s.ante > 0) parts.push({ label: 'Ante', value: formatChips(s.ante) })
      parts.push(
        { label: 'Bring-in', value: formatChips(s.bring_in) },
        { label: 'Complete', value: formatChips(s.small_bet) },
        { label: 'Bets', value: pair(s.small_bet, s.big_bet) },
      )
      return parts
    }
    case 'stud-big-bet': {
      const parts = []
      if (s.ante > 0) parts.push({ label: 'Ante', value: formatChips(s.ante) })
      parts.push({ label: 'Bring-in', value: formatChips(s.bring_in) })
      return parts
    }
    case 'stud-opens': {
      // No bring-in: the high card showing opens for either bet (Mexican Poker).
      const parts = []
      if (s.ante > 0) parts.push({ label: 'Ante', value: formatChips(s.ante) })
      parts.push(
        { label: 'High card opens', value: `${formatChips(s.small_bet)} or ${formatChips(s.big_bet)}` },
        { label: 'Bets', value: pair(s.small_bet, s.big_bet) },
      )
      return parts
    }
  }
}

/** One line: "Blinds 100 / 200 · BB ante 200". */
export function stakesText(s: Stakes): string {
  return stakeParts(s)
    .map((p) => `${p.label} ${p.value}`)
    .join(' · ')
}

/** "Razz · Limit", but "No-Limit Hold'em" alone when the name already says the limit. */
export function gameTitle(game: string, betting: Betting): string {
  const label = bettingLabel[betting]
  return game.toLowerCase().includes(label.toLowerCase()) ? game : `${game} · ${label}`
}
