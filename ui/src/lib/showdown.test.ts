import { beforeAll, describe, expect, it } from 'vitest'
import type { JudgeForm, Structure } from './api/types'
import { addCard, boardHint, dropLast, emptyHand, gameAt, judgeRequest, normCard, usedCards, type HandRow, type ShowdownInput } from './showdown'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

const form = (over: Partial<JudgeForm> = {}): JudgeForm => ({
  key: 'omaha-hi-lo',
  name: 'Omaha High/Low',
  refused: null,
  parts: [{ label: 'High', when: null }, { label: 'Low', when: null }],
  board: [5],
  board_words: '',
  cards: { fewest: 4, most: 4 },
  split_hand: false,
  declared: false,
  roll: false,
  wild: false,
  marks_wild: false,
  stud: false,
  joker: '',
  down_then_up: false,
  ...over,
})

const input = (over: Partial<ShowdownInput> = {}): ShowdownInput => ({
  game: 'omaha-hi-lo',
  board: 'Ah 2d 7c 9s Kh',
  hands: [
    { name: 'Ann', cards: 'Kd Ks Qh Jh', put: '', declares: '' },
    { name: 'Bob', cards: '3d 4s Qd Jd', put: '', declares: '' },
  ],
  button: '',
  pot: '1,075',
  chip: '25',
  parts: [],
  roll: '',
  wild: '',
  ...over,
})

describe('cards as the floor types or taps them', () => {
  it('reads a card in the judge spelling', () => {
    const cases: [string, string | null][] = [
      ['As', 'As'],
      ['10h', 'Th'],
      ['td', 'Td'],
      ['7c*', '7c'],
      ['1h', null],
      ['Kx', null],
      ['|', null],
    ]
    for (const [text, want] of cases) expect(normCard(text), text).toBe(want)
  })
  it('greys out every card already typed anywhere', () => {
    expect([...usedCards(['Ah 7c 2d | Ks', '10h, qs', 'Jk*'])].sort()).toEqual(['2d', '7c', 'Ah', 'Jk', 'Ks', 'Qs', 'Th'])
  })
  it('adds a tapped card and takes back the last', () => {
    expect(addCard('', 'As')).toBe('As')
    expect(addCard('As ', 'Kd')).toBe('As Kd')
    expect(addCard('Ah 7c 2d |', 'Ks')).toBe('Ah 7c 2d | Ks')
    expect(dropLast('Ah 7c 2d')).toBe('Ah 7c')
    expect(dropLast('Ah 7c |')).toBe('Ah 7c')
    expect(dropLast('As')).toBe('')
  })
})

describe('the game being played', () => {
  const s = {
    games: [
      { id: 'o8', catalog: 'omaha-hi-lo', name: 'O8', family: 'flop', betting: 'limit' },
      { id: 'razz', catalog: 'razz', name: 'Razz', family: 'stud', betting: 'limit' },
    ],
    periods: [
      { type: 'level', game: 'o8' },
      { type: 'level', game: 'razz' },
      { type: 'break' },
    ],
  } as unknown as Structure
  it('is the level at the period, or the last level before a break', () => {
    expect(gameAt(s, 0)).toBe('omaha-hi-lo')
    expect(gameAt(s, 1)).toBe('razz')
    expect(gameAt(s, 2)).toBe('razz')
    expect(gameAt(null, 0)).toBeNull()
  })
})

describe('the request to the judge', () => {
  it('carries the hands in seat order with the pot and chip read as chips', () => {
    const r = judgeRequest(input({ button: 'Bob' }), form())
    expect(r).toEqual({
      request: {
        game: 'omaha-hi-lo',
        board: 'Ah 2d 7c 9s Kh',
        hands: [
          { name: 'Ann', cards: 'Kd Ks Qh Jh' },
          { name: 'Bob', cards: '3d 4s Qd Jd' },
        ],
        button: 'Bob',
        pot: 1075,
        chip: 25,
      },
    })
  })
  it('leaves out empty seats and keeps a folded player who put chips in', () => {
    const rows: HandRow[] = [...input().hands, { name: 'Cy', cards: '', put: '200', declares: '' }, { ...emptyHand(4), name: '' }]
    const r = judgeRequest(input({ hands: rows }), form())
    expect('request' in r && r.request.hands.map((h) => [h.name, h.put ?? null])).toEqual([
      ['Ann', null],
      ['Bob', null],
      ['Cy', 200],
    ])
  })
  it('says what is missing in words', () => {
    const cases: [Partial<ShowdownInput>, Partial<JudgeForm>, string][] = [
      [{ game: '' }, {}, 'Pick the game.'],
      [{ hands: [] }, {}, 'Enter at least one hand.'],
      [{ hands: [{ name: ' ', cards: 'As Kd', put: '', declares: '' }] }, {}, 'Give a name for the hand As Kd.'],
      [{ hands: [{ name: 'Ann', cards: 'As Kd', put: 'lots', declares: '' }] }, {}, 'Ann: "lots" is not a number of chips.'],
      [{ pot: '1.5k' }, {}, 'The pot: "1.5k" is not a number of chips.'],
      [{}, { declared: true }, 'Ann has not declared: high, low or both ways.'],
      [{ roll: '13' }, { roll: true }, 'Give the number rolled for the low (2 to 12).'],
      [{}, { wild: true }, 'Give the wild rank or card of this hand (or "none").'],
    ]
    for (const [i, f, want] of cases) expect(judgeRequest(input(i), form(f))).toEqual({ error: want })
  })
  it('sends the roll, the wild card, the parts and declarations when the game takes them', () => {
    const r = judgeRequest(
      input({ roll: '7', wild: 'none', parts: ['Low'], hands: [{ name: 'Ann', cards: 'As Kd Qh Jh', put: '', declares: 'both' }] }),
      form({ roll: true, wild: true, declared: true }),
    )
    expect(r).toMatchObject({ request: { qualifier: 7, wild: 'none', parts: ['Low'], hands: [{ declares: 'both' }] } })
  })
  it('hints the board layout', () => {
    expect(boardHint(form({ board: [3, 3, 3, 2, 1], board_words: 'the three flops, the two turn cards, the river' }))).toBe(
      '3 | 3 | 3 | 2 | 1 cards: the three flops, the two turn cards, the river',
    )
    expect(boardHint(form({ board: [] }))).toBe('')
  })
})
