import { describe, expect, it } from 'vitest'
import { PLAY_EVERY_MS, slideAt } from './slides'
import type { ClockView, SlidesView } from './api/types'

const slides = (breaks: boolean, during_play: boolean, n = 3): SlidesView => ({
  slides: Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `S${i + 1}`,
    mime: 'image/png',
    bytes: 10,
    url: `/api/slides/${i + 1}?v=x`,
    added_at_ms: 0,
  })),
  show: { breaks, during_play, seconds: 10 },
  boards: [],
})
const board = (series: number) => ({
  series,
  name: `Series ${series}`,
  rule: 'points by place',
  rows: [{ rank: 1, player: 'Ann', points: '10', tied: false }],
  players: 1,
  events: 2,
  finished: 1,
})
const withBoards = (s: SlidesView, ...ids: number[]): SlidesView => ({ ...s, boards: ids.map(board) })
const clock = (over: Partial<ClockView>): ClockView =>
  ({ status: 'running', on_break: false, by_eliminations: null, result: null, ...over }) as ClockView

describe('which slide a display shows', () => {
  // (what, slides, clock, server instant, time left, slide id or null)
  const cases: [string, SlidesView | null, ClockView, number, number, number | null][] = [
    ['a break shows the first slide', slides(true, false), clock({ on_break: true }), 0, 600_000, 1],
    ['then the next after its seconds', slides(true, false), clock({ on_break: true }), 10_000, 600_000, 2],
    ['and round again', slides(true, false), clock({ on_break: true }), 30_000, 600_000, 1],
    ['not in the last minute of the break', slides(true, false), clock({ on_break: true }), 0, 59_000, null],
    ['not while the clock is paused', slides(true, false), clock({ on_break: true, status: 'paused' }), 0, 600_000, null],
    ['not during breaks when the event says no', slides(false, true), clock({ on_break: true }), 0, 600_000, null],
    ['not during play unless asked', slides(true, false), clock({}), 0, 600_000, null],
    ['during play when asked: at the start of each two minutes', slides(true, true), clock({}), PLAY_EVERY_MS, 600_000, 2],
    ['for its seconds only', slides(true, true), clock({}), PLAY_EVERY_MS + 10_000, 600_000, null],
    ['no slides, no slide', slides(true, true, 0), clock({ on_break: true }), 0, 600_000, null],
    ['nothing when the event is over', slides(true, true), clock({ on_break: true, result: {} as ClockView['result'] }), 0, 600_000, null],
    ['before the list arrives', null, clock({ on_break: true }), 0, 600_000, null],
    ['a series board takes its turn after the images', withBoards(slides(true, false, 2), 7), clock({ on_break: true }), 20_000, 600_000, -7],
    ['then the images again', withBoards(slides(true, false, 2), 7), clock({ on_break: true }), 30_000, 600_000, 1],
    ['a board alone rotates with no images', withBoards(slides(true, false, 0), 4, 5), clock({ on_break: true }), 10_000, 600_000, -5],
    ['a board during play when asked', withBoards(slides(true, true, 0), 4), clock({}), PLAY_EVERY_MS, 600_000, -4],
    ['no board while the clock is paused', withBoards(slides(true, false, 0), 4), clock({ on_break: true, status: 'paused' }), 0, 600_000, null],
  ]
  for (const [what, s, c, at, left, want] of cases) {
    it(what, () => expect(slideAt(s, c, at, left)?.id ?? null).toBe(want))
  }
})
