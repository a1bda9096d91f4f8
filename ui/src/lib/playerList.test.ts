import { describe, expect, it } from 'vitest'
import shared from '../../../tests/fixtures/player-lists.json'
import { playerList } from './playerList'

describe('a pasted list of players, read as the server reads it', () => {
  it.each(shared.cases.map((c) => [JSON.stringify(c.text), c] as const))('%s', (_, c) => {
    const got = playerList(c.text).map((p) => [p.name, p.number ?? null])
    expect(got).toEqual(c.players)
  })
})
