import { beforeAll, describe, expect, it } from 'vitest'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'
import { handleKey, keyHelp, LOCKED, UNLOCK_MS, type KeyAction, type KeyState } from './keys'
import type { ClockStatus } from './api/types'

/** Feeds keys at the given instants; returns the action of each. */
function run(steps: [string, number][], status: ClockStatus = 'running'): (KeyAction | null)[] {
  let state: KeyState = LOCKED
  return steps.map(([key, at]) => {
    const r = handleKey(state, key, at, status)
    state = r.state
    return r.action
  })
}

describe('the key state machine', () => {
  it('Space and Enter start, pause or resume by the clock state', () => {
    expect(run([[' ', 0]], 'not-started')).toEqual([{ kind: 'command', command: { type: 'start' } }])
    expect(run([['Enter', 0]], 'running')).toEqual([{ kind: 'command', command: { type: 'pause' } }])
    expect(run([[' ', 0]], 'paused')).toEqual([{ kind: 'command', command: { type: 'resume' } }])
  })

  it('locks the arrows until Backspace', () => {
    expect(run([['ArrowRight', 0]])).toEqual([{ kind: 'locked', key: 'ArrowRight' }])
    expect(run([['Backspace', 0], ['ArrowRight', 1000], ['ArrowUp', 2000]])).toEqual([
      { kind: 'unlocked' },
      { kind: 'command', command: { type: 'next_level' } },
      { kind: 'command', command: { type: 'add_time', ms: 60_000 } },
    ])
  })

  it('relocks after the idle time, and each use restarts it', () => {
    const t = UNLOCK_MS
    expect(run([['Backspace', 0], ['ArrowDown', t - 1], ['ArrowLeft', 2 * t - 2], ['ArrowLeft', 3 * t]])).toEqual([
      { kind: 'unlocked' },
      { kind: 'command', command: { type: 'add_time', ms: -60_000 } },
      { kind: 'command', command: { type: 'previous_level' } },
      { kind: 'locked', key: 'ArrowLeft' },
    ])
  })

  it('Backspace twice locks again', () => {
    expect(run([['Backspace', 0], ['Backspace', 10], ['ArrowUp', 20]])).toEqual([
      { kind: 'unlocked' },
      { kind: 'relocked' },
      { kind: 'locked', key: 'ArrowUp' },
    ])
  })

  const counters: [string, string, number][] = [
    ['PageUp', 'players', 1],
    ['PageDown', 'players', -1],
    ['Home', 'entries', 1],
    ['End', 'entries', -1],
    ['Insert', 'add-ons', 1],
    ['Delete', 'add-ons', -1],
  ]
  it.each(counters)('%s changes %s by %d without unlocking', (key, counter, delta) => {
    expect(run([[key, 0]])).toEqual([{ kind: 'command', command: { type: 'adjust', counter, delta } }])
  })

  it('knows mute, replay, help and ignores other keys', () => {
    expect(run([['m', 0], ['G', 0], ['F1', 0], ['/', 0], ['Escape', 0], ['x', 0]])).toEqual([
      { kind: 'mute' },
      { kind: 'replay-sound' },
      { kind: 'help' },
      { kind: 'help' },
      { kind: 'close' },
      null,
    ])
  })
})

describe('the help overlay’s list of keys', () => {
  beforeAll(() => useMessages(english()))
  it('reads in the page’s words, as a list or by a call', () => {
    expect(keyHelp().length).toBe(11)
    expect(keyHelp()[0]).toEqual(['Space or Enter', 'Start, pause or resume the clock'])
    expect(keyHelp().map(([key]) => key)).toContain('Escape')
  })
})
