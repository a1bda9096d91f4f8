import { describe, expect, it } from 'vitest'
import type { GameListing } from './api/types'
import { findGame, houseCardUrl, searchGames } from './games'

const game = (id: string, name: string, aliases: string[] = [], variations: [string, string][] = []): GameListing => ({
  id,
  name,
  family: 'other',
  max_players: 7,
  max_with_community_card: null,
  editions: ['regulars'],
  aliases,
  variations: variations.map(([key, name]) => ({ key, name })),
  usual_betting: 'limit',
  structure_family: null,
})

const catalog = [
  game('anaconda', 'Anaconda', ['Pass the Trash'], [
    ['anaconda@santa-cruz', 'Santa Cruz Eight-toed Salamander'],
    ['anaconda@passing-gas', 'Passing Gas'],
  ]),
  game('seven-twenty-seven', 'Seven Twenty-Seven', ['7-27', '7/27'], [['seven-twenty-seven@on-or-under', '7-27, On or Under']]),
  game('sevens', 'Sevens'),
]

describe('finding home games', () => {
  it.each([
    ['7-27', 'seven-twenty-seven'],
    ['seven twenty seven', 'seven-twenty-seven'],
    ['727', 'seven-twenty-seven'],
    ['Santa Cruz Eight-toed Salamander', 'anaconda@santa-cruz'],
    ['passing gas', 'anaconda@passing-gas'],
    ['7-27 on or under', 'seven-twenty-seven@on-or-under'],
    ['anaconda', 'anaconda'],
  ])('%s is %s', (typed, key) => {
    expect(findGame(catalog, typed)?.key).toBe(key)
  })

  it('finds nothing for an unknown name or an empty box', () => {
    expect(findGame(catalog, 'Go Fish')).toBeUndefined()
    expect(findGame(catalog, '  ')).toBeUndefined()
  })

  it('searches by part of a name, with the variations of a matching game', () => {
    expect(searchGames(catalog, 'salam').map((c) => c.key)).toEqual(['anaconda@santa-cruz'])
    expect(searchGames(catalog, 'anaconda').map((c) => c.key)).toEqual([
      'anaconda',
      'anaconda@santa-cruz',
      'anaconda@passing-gas',
    ])
    expect(searchGames(catalog, 'seven').map((c) => c.key)).toEqual([
      'seven-twenty-seven',
      'seven-twenty-seven@on-or-under',
      'sevens',
    ])
  })

  it('prints the house list by key, with its title', () => {
    expect(houseCardUrl(['seven-twenty-seven', 'anaconda@santa-cruz'], " Friday at Kevin's ")).toBe(
      '/api/games/card.pdf?games=seven-twenty-seven%2Canaconda%40santa-cruz&title=Friday+at+Kevin%27s',
    )
  })
})
