// Runs a field command through the console's session (token, error place, new view).
// The generated `Command` union does not list the field commands until the server's
// types are regenerated; this is the one place that bridges the two.

import type { FieldCommand } from '../api/field'
import type { Command } from '../api/types'
import type { Session } from '../session.svelte'

export const runField = (session: Session, command: FieldCommand, place: string): Promise<boolean> =>
  session.run(command as unknown as Command, place)
