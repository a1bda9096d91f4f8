import { beforeAll, describe, expect, it } from 'vitest'
import { unreachable } from './reach'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

describe('unreachable', () => {
  const cases: [string, boolean, string | null][] = [
    ['http://127.0.0.1:8321', false, '127.0.0.1 is this computer itself'],
    ['http://127.0.0.1:8321', true, '127.0.0.1 is this computer itself'],
    ['http://127.1.2.3:8321', true, '127.1.2.3 is this computer itself'],
    ['http://localhost:8321', true, 'localhost is this computer itself'],
    ['http://[::1]:8321', true, 'is this computer itself'],
    ['http://192.168.1.20:8321', false, 'until it is open to the LAN'],
    ['http://192.168.1.20:8321', true, null],
    ['http://felt.lan:8321', true, null],
    ['not a url', true, 'not an address'],
  ]
  for (const [base, lan, want] of cases)
    it(`${base} lan=${lan}`, () => {
      const got = unreachable(base, lan)
      if (want === null) expect(got).toBeNull()
      else expect(got).toContain(want)
    })
})
