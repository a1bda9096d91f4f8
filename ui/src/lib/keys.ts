// The TD console's keyboard, in the layout of the Oakleaf Tournament Timer. The clock
// keys (arrows) only work after Backspace unlocks them, so a stray key press cannot move
// a running event; they lock again after a few idle seconds. Pure: the component feeds
// keys and instants in and carries out what comes back.

import type { ClockStatus, Command } from './api/types'
import { t } from './i18n.svelte'

/** How long the clock keys stay unlocked without being used. */
export const UNLOCK_MS = 10_000

export interface KeyState {
  /** Local instant until which the clock keys work; 0 when locked. */
  unlockedUntil: number
}

export type KeyAction =
  | { kind: 'command'; command: Command }
  | { kind: 'locked'; key: string }
  | { kind: 'unlocked' }
  | { kind: 'relocked' }
  | { kind: 'mute' }
  | { kind: 'replay-sound' }
  | { kind: 'help' }
  | { kind: 'close' }

export interface KeyResult {
  state: KeyState
  action: KeyAction | null
}

export const LOCKED: KeyState = { unlockedUntil: 0 }

/** Every key, for the help overlay: the key's name and what it does, in the page's words. */
export function keyHelp(): [string, string][] {
  return [
    [t('keys-space-enter'), t('keys-space-enter-does')],
    [t('keys-backspace'), t('keys-backspace-does')],
    [t('keys-up-down'), t('keys-up-down-does')],
    [t('keys-left-right'), t('keys-left-right-does')],
    [t('keys-page-up-down'), t('keys-page-up-down-does')],
    [t('keys-home-end'), t('keys-home-end-does')],
    [t('keys-insert-delete'), t('keys-insert-delete-does')],
    [t('keys-m'), t('keys-m-does')],
    [t('keys-g'), t('keys-g-does')],
    [t('keys-f1'), t('keys-f1-does')],
    [t('keys-escape'), t('keys-escape-does')],
  ]
}

export function isUnlocked(state: KeyState, now: number): boolean {
  return now < state.unlockedUntil
}

/** The command Space/Enter means for a clock in `status`. */
export function toggleCommand(status: ClockStatus): Command {
  if (status === 'not-started') return { type: 'start' }
  return status === 'running' ? { type: 'pause' } : { type: 'resume' }
}

const clockKeys: Record<string, Command> = {
  ArrowUp: { type: 'add_time', ms: 60_000 },
  ArrowDown: { type: 'add_time', ms: -60_000 },
  ArrowLeft: { type: 'previous_level' },
  ArrowRight: { type: 'next_level' },
}

const counterKeys: Record<string, Command> = {
  PageUp: { type: 'adjust', counter: 'players', delta: 1 },
  PageDown: { type: 'adjust', counter: 'players', delta: -1 },
  Home: { type: 'adjust', counter: 'entries', delta: 1 },
  End: { type: 'adjust', counter: 'entries', delta: -1 },
  Insert: { type: 'adjust', counter: 'add-ons', delta: 1 },
  Delete: { type: 'adjust', counter: 'add-ons', delta: -1 },
}

/** What `key` (a KeyboardEvent.key) does at local instant `now`. */
export function handleKey(state: KeyState, key: string, now: number, status: ClockStatus): KeyResult {
  const unlocked = isUnlocked(state, now)
  // An expired unlock is a lock: the next clock key must not slip through.
  const current = unlocked ? state : LOCKED
  const same = (action: KeyAction | null): KeyResult => ({ state: current, action })
  if (key === ' ' || key === 'Enter') return same({ kind: 'command', command: toggleCommand(status) })
  if (key === 'Backspace') {
    return unlocked
      ? { state: LOCKED, action: { kind: 'relocked' } }
      : { state: { unlockedUntil: now + UNLOCK_MS }, action: { kind: 'unlocked' } }
  }
  if (key in clockKeys) {
    if (!unlocked) return same({ kind: 'locked', key })
    // Using the keys keeps them unlocked: the idle time starts again.
    return { state: { unlockedUntil: now + UNLOCK_MS }, action: { kind: 'command', command: clockKeys[key] } }
  }
  if (key in counterKeys) return same({ kind: 'command', command: counterKeys[key] })
  if (key === 'm' || key === 'M') return same({ kind: 'mute' })
  if (key === 'g' || key === 'G') return same({ kind: 'replay-sound' })
  if (key === 'F1' || key === '/') return same({ kind: 'help' })
  if (key === 'Escape') return same({ kind: 'close' })
  return same(null)
}
