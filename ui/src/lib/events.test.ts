import { beforeAll, expect, it } from 'vitest'
import { eventLabel } from './events'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

it('names an event by its id, its series number after', () => {
  expect(eventLabel({ id: 1, name: 'Example', number: 3 })).toBe('#1 Example (no. 3)')
  expect(eventLabel({ id: 2, name: 'Example 2', number: null })).toBe('#2 Example 2')
  expect(eventLabel({ id: 7, name: 'Razz' })).toBe('#7 Razz')
})
