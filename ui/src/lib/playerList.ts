// A list of players as a TD pastes one into the console: a player per line, blank lines
// skipped; a line with a tab is a spreadsheet row, its first column the name and its last
// the player's number. The core reads a list the same way (`field::names::list`, used by
// `felt player register-list`): both are checked against tests/fixtures/player-lists.json.
import type { NewPlayer } from './api/types'

/** Surrounding space trimmed, inner runs of space made one, as the server tidies a name. */
function tidy(s: string): string {
  return s.split(/\s+/).filter(Boolean).join(' ')
}

export function playerList(text: string): NewPlayer[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.split('\t')
      const name = tidy(columns[0])
      const last = columns.length > 1 ? columns[columns.length - 1].trim() : ''
      return last ? { name, number: last } : { name }
    })
}
