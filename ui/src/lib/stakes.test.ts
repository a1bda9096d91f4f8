import { describe, expect, it } from 'vitest'
import type { Stakes } from './api/types'
import { gameTitle, stakeParts, stakesText } from './stakes'

describe('stakes in the game’s own terms', () => {
  const cases: [Stakes, string][] = [
    [{ kind: 'blinds', small_blind: 100, big_blind: 200, ante: 200, ante_kind: 'big-blind' }, 'Blinds 100 / 200 · BB ante 200'],
    [{ kind: 'blinds', small_blind: 25, big_blind: 50, ante: 0, ante_kind: 'table' }, 'Blinds 25 / 50'],
    [{ kind: 'limit', small_blind: 50, big_blind: 100, small_bet: 100, big_bet: 200 }, 'Blinds 50 / 100 · Bets 100 / 200'],
    [
      { kind: 'stud-limit', ante: 25, bring_in: 25, small_bet: 100, big_bet: 200 },
      'Ante 25 · Bring-in 25 · Complete 100 · Bets 100 / 200',
    ],
    [{ kind: 'stud-big-bet', ante: 1000, bring_in: 2000 }, 'Ante 1,000 · Bring-in 2,000'],
    [
      { kind: 'stud-opens', ante: 25, small_bet: 100, big_bet: 200 },
      'Ante 25 · High card opens 100 or 200 · Bets 100 / 200',
    ],
  ]
  it.each(cases)('%o reads %s', (s, text) => expect(stakesText(s)).toBe(text))

  it('labels each part', () => {
    expect(stakeParts(cases[0][0]).map((p) => p.label)).toEqual(['Blinds', 'BB ante'])
  })

  it('names the limit once', () => {
    expect(gameTitle("No-Limit Hold'em", 'no-limit')).toBe("No-Limit Hold'em")
    expect(gameTitle('Razz', 'limit')).toBe('Razz · Limit')
  })
})
