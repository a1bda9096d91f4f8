import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureField } from '../fixtures/field'
import { indexRoom, seatLabel, seatMarks, tableFlags } from './model'
import { english } from '../fixtures/english'
import { useMessages } from '../i18n.svelte'

beforeAll(() => useMessages(english()))

describe('seat marks', () => {
  const view = fixtureField(12, { tableSize: 9 })
  const room = indexRoom(view)

  it('draws every seat of every table, seat 1 first', () => {
    for (const t of view.tables) expect(seatMarks(t, room).map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('names the seated player and leaves empty seats empty', () => {
    for (const t of view.tables)
      for (const m of seatMarks(t, room)) {
        const seat = t.seats.find((s) => s.seat === m.seat)!
        expect(m.player?.id ?? null).toBe(seat.player)
        expect(m.short === '').toBe(seat.player === null)
        if (m.player) expect(m.player.name).toBe(view.players.find((p) => p.id === seat.player)!.name)
      }
  })

  it('marks both ends of every pending move', () => {
    expect(view.pending.moves.length).toBeGreaterThan(0)
    for (const mv of view.pending.moves) {
      const from = seatMarks(view.tables[room.order.get(mv.from.table)!], room)[mv.from.seat - 1]
      const to = seatMarks(view.tables[room.order.get(mv.to.table)!], room)[mv.to.seat - 1]
      expect(from.out).toBe(mv)
      expect(from.player?.id).toBe(mv.player)
      expect(to.incoming).toBe(mv)
      expect(to.player).toBeNull()
    }
  })

  it('marks the button and the blinds', () => {
    const t = view.tables.find((t) => t.button !== null)!
    const marks = seatMarks(t, room)
    expect(marks[t.button! - 1].role).toBe('button')
    expect(marks[t.small_blind! - 1].role).toBe('small_blind')
    expect(marks[t.big_blind! - 1].role).toBe('big_blind')
    expect(marks.filter((m) => m.role !== null)).toHaveLength(3)
  })

  it('says breaking and hold in words', () => {
    const flags = view.tables.map(tableFlags)
    expect(flags.at(-1)).toEqual(['BREAKING'])
    expect(flags[1]).toEqual(['HOLD PLAY'])
    expect(flags[0]).toEqual([])
    expect(seatLabel({ table: 4, seat: 2 })).toBe('T4 S2')
  })
})

describe('the fixture room', () => {
  const cases: [number, number][] = [
    [1, 9],
    [10, 8],
    [1000, 9],
  ]
  it.each(cases)('%i tables of %i seats hang together', (tables, size) => {
    const v = fixtureField(tables, { tableSize: size })
    expect(v.tables).toHaveLength(tables)
    const ids = new Set(v.players.map((p) => p.id))
    expect(ids.size).toBe(v.players.length)
    let seated = 0
    for (const t of v.tables) {
      expect(t.seats).toHaveLength(size)
      const filled = t.seats.filter((s) => s.player !== null)
      expect(t.players).toBe(filled.length)
      seated += filled.length
      for (const s of filled) expect(v.players[s.player! - 1].seat).toEqual({ table: t.table, seat: s.seat })
      for (const s of t.seats) if (s.hold) expect(s.player).toBeNull()
    }
    expect(v.counts.seated).toBe(seated)
    expect(v.players.filter((p) => p.state === 'seated')).toHaveLength(seated)
    // Every move goes to a distinct empty seat.
    const dest = new Set(v.pending.moves.map((m) => `${m.to.table}-${m.to.seat}`))
    expect(dest.size).toBe(v.pending.moves.length)
  })

  it('is the same for the same seed', () => {
    expect(fixtureField(50)).toEqual(fixtureField(50))
    expect(fixtureField(50, { seed: 8 })).not.toEqual(fixtureField(50))
  })
})
