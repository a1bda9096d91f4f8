import { beforeAll, describe, expect, it } from 'vitest'
import type { PendingMove } from '../api/field'
import { confirmedMoves, type DestinationText } from './confirm'
import { english } from '../fixtures/english'
import { useMessages } from '../i18n.svelte'

beforeAll(() => useMessages(english()))

const move = (player: number, name: string, table: number, seat: number): PendingMove => ({
  player,
  name,
  from: { table: 9, seat: player },
  to: { table, seat },
  kind: 'break_table',
  reason: '',
  button_unknown: [],
})
const moves = [move(1, 'Ann Lee', 1, 5), move(2, 'José Núñez', 2, 3)]

function check(edits: Record<number, DestinationText>, expected: ReturnType<typeof confirmedMoves>) {
  expect(confirmedMoves(moves, edits)).toEqual(expected)
}

describe('confirming moves', () => {
  it('sends the proposal as it is', () =>
    check({}, { ok: true, moves: [{ player: 1, to: { table: 1, seat: 5 } }, { player: 2, to: { table: 2, seat: 3 } }] }))

  it('sends a destination the TD changed', () =>
    check({ 2: { table: ' 4 ', seat: '7' } }, { ok: true, moves: [{ player: 1, to: { table: 1, seat: 5 } }, { player: 2, to: { table: 4, seat: 7 } }] }))

  const bad: [DestinationText, string][] = [
    [{ table: '', seat: '3' }, 'José Núñez: the destination must be a table number and a seat number.'],
    [{ table: '2', seat: 'x' }, 'José Núñez: the destination must be a table number and a seat number.'],
    [{ table: '0', seat: '3' }, 'José Núñez: the destination must be a table number and a seat number.'],
    [{ table: '2.5', seat: '3' }, 'José Núñez: the destination must be a table number and a seat number.'],
    [{ table: '1', seat: '5' }, 'José Núñez and Ann Lee would both go to table 1, seat 5.'],
  ]
  it.each(bad)('refuses %o', (edit, message) => check({ 2: edit }, { ok: false, message }))
})
