import { describe, expect, it } from 'vitest'
import type { GameListing } from './api/types'
import { bettingIn, findGame, houseCardUrl, rotationFor, searchGames } from './games'

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

describe('games added in the editor', () => {
  it('reads the betting a typed name states', () => {
    expect(bettingIn("Limit Hold'em")).toBe('limit')
    expect(bettingIn('No-Limit Hold’em')).toBe('no-limit')
    expect(bettingIn('PLO')).toBe('pot-limit')
    expect(bettingIn('NLHE')).toBe('no-limit')
    expect(bettingIn('LHE')).toBe('limit')
    expect(bettingIn('Lowball')).toBe(null)
    expect(bettingIn('Razz')).toBe(null)
  })
  it('keeps the rotation the games in order, or the TD’s own order', () => {
    expect(rotationFor(undefined, ['a'], ['a', 'b'])).toEqual(['a', 'b'])
    expect(rotationFor(['a', 'b'], ['a', 'b'], ['b', 'a'])).toEqual(['b', 'a'])
    expect(rotationFor(['b', 'a', 'c'], ['a', 'b'], ['a', 'b', 'd'])).toEqual(['b', 'a', 'd'])
    // A rotation in another order than the games is the TD's: a move of the games keeps it.
    expect(rotationFor(['b', 'a'], ['a', 'b'], ['b', 'a'])).toEqual(['b', 'a'])
    expect(rotationFor(['b', 'a'], ['a', 'b'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c'])
    expect(rotationFor(['a', 'b'], ['a', 'b'], ['a'])).toBe(undefined)
  })
})

describe('the names a floor uses for the eight-or-better games', () => {
  const split = [
    game('omaha-hi-lo', 'Omaha High/Low', ['Omaha/8', 'O8', 'PLO8', 'PLO Hi-Lo', 'Omaha Eight-or-Better']),
    game('omaha', 'Omaha', ['PLO']),
    game('stud-hi-lo', 'Stud High/Low', ['Stud/8', 'Seven-Card Stud High/Low Eight-or-Better']),
  ]
  it.each([
    ['Omaha Hi-Lo 8', 'omaha-hi-lo'],
    ['Omaha Hi/Lo 8-or-better', 'omaha-hi-lo'],
    ['Omaha 8 or better', 'omaha-hi-lo'],
    ['O8', 'omaha-hi-lo'],
    ['Stud Hi-Lo 8', 'stud-hi-lo'],
    ['Omaha', 'omaha'],
  ])('"%s" is %s, as the catalog reads it', (typed, key) => {
    expect(findGame(split, typed)?.key).toBe(key)
  })
  it('offers Omaha High/Low while "Omaha Hi-Lo 8" is typed', () => {
    expect(searchGames(split, 'Omaha Hi-Lo 8').map((c) => c.key)).toEqual(['omaha-hi-lo'])
  })
})
