// A series' points rule as the console's form holds it, and points in hundredths as the
// leaderboard prints them (the same words as `felt series`).
import type { PointsRule, SeriesRule } from './api/types'
import { t } from './i18n.svelte'

export type RuleForm = {
  kind: PointsRule['kind']
  scale: string
  places: string
  played: string
  bounties: boolean
  expression: string
  best: string
}

export const DEFAULT_FORM: RuleForm = {
  kind: 'by-place',
  scale: '10',
  places: '10, 7, 5, 3',
  played: '1',
  bounties: false,
  expression: '10 * math::sqrt(entries / place)',
  best: '',
}

const whole = (s: string): number | null => (/^\s*\d+\s*$/.test(s) ? Number(s) : null)

/** The rule the form says, or the words of what is wrong with it. */
export function ruleOf(f: RuleForm): SeriesRule | string {
  const best = f.best.trim() === '' ? undefined : whole(f.best)
  if (best === null || best === 0) return t('series-rule-best')
  let points: PointsRule
  switch (f.kind) {
    case 'sqrt-entries': {
      const scale = whole(f.scale)
      if (!scale) return t('series-rule-scale')
      points = { kind: 'sqrt-entries', scale }
      break
    }
    case 'by-place': {
      const list = f.places.split(',').map(whole)
      const played = whole(f.played)
      if (list.some((x) => x === null) || played === null) return t('series-rule-places')
      points = { kind: 'by-place', points: list as number[], played }
      break
    }
    case 'prizes':
      points = { kind: 'prizes', bounties: f.bounties }
      break
    case 'formula':
      if (!f.expression.trim()) return t('series-rule-formula')
      points = { kind: 'formula', expression: f.expression }
      break
  }
  return best === undefined ? { points } : { points, best_of: best }
}

/** Hundredths of a point: `71.46`, `17`. */
export function pointsText(h: number): string {
  const sign = h < 0 ? '-' : ''
  const a = Math.abs(h)
  return a % 100 === 0 ? `${sign}${a / 100}` : `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
}
