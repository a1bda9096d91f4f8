// One way to name an event in the console: `#` is its id in this Felt (what the CLI's
// EVENT, the display's address and every message use); the number its series gives it
// (the structure's `number`, printed on the paper and the displays) follows as "no.".

import { t } from './i18n.svelte'

export interface Named {
  id: number
  name: string
  number?: number | null
}

/** "#2 Example" or "#1 Example (no. 3)". */
export function eventLabel(e: Named): string {
  const id = String(e.id)
  return e.number != null
    ? t('events-label-number', { id, name: e.name, number: String(e.number) })
    : t('events-label', { id, name: e.name })
}
