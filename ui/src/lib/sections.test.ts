// The structure editor's sections say their words in the page's language, read as a list.
import { beforeAll, describe, expect, it } from 'vitest'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'
import { sections } from './sections'

beforeAll(() => useMessages(english()))

describe('the structure editor’s sections', () => {
  it('read the same as a list or by a call', () => {
    expect(sections()[0].title).toBe('Event')
    expect(sections().find((s) => s.table === 'rebuy')?.fields.at(-1)).toEqual({
      key: 'stack_at_most',
      label: 'Only with a stack of at most',
      kind: 'whole',
      hint: 'chips, for a rebuy',
    })
    expect([...sections()].every((s) => s.fields.every((f) => f.label !== '' && !f.label.startsWith('[')))).toBe(true)
  })
})
