import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FORM, pointsText, ruleOf } from './series'
import { english } from './fixtures/english'
import { useMessages } from './i18n.svelte'

beforeAll(() => useMessages(english()))

describe('series rules from the form', () => {
  it('reads each kind', () => {
    expect(ruleOf(DEFAULT_FORM)).toEqual({ points: { kind: 'by-place', points: [10, 7, 5, 3], played: 1 } })
    expect(ruleOf({ ...DEFAULT_FORM, kind: 'sqrt-entries', best: '3' })).toEqual({
      points: { kind: 'sqrt-entries', scale: 10 },
      best_of: 3,
    })
    expect(ruleOf({ ...DEFAULT_FORM, kind: 'prizes', bounties: true })).toEqual({ points: { kind: 'prizes', bounties: true } })
    expect(ruleOf({ ...DEFAULT_FORM, kind: 'formula' })).toEqual({
      points: { kind: 'formula', expression: '10 * math::sqrt(entries / place)' },
    })
  })
  it('says what is wrong', () => {
    expect(ruleOf({ ...DEFAULT_FORM, places: '10, x' })).toMatch(/whole numbers/)
    expect(ruleOf({ ...DEFAULT_FORM, kind: 'sqrt-entries', scale: '0' })).toMatch(/more than zero/)
    expect(ruleOf({ ...DEFAULT_FORM, best: '0' })).toMatch(/Best N/)
  })
  it('prints points to the hundredth', () => {
    expect(pointsText(7146)).toBe('71.46')
    expect(pointsText(1700)).toBe('17')
    expect(pointsText(5)).toBe('0.05')
    expect(pointsText(-250)).toBe('-2.50')
  })
})
