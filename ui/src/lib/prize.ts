// The prize pool is not in the API yet; the display has a slot for it that appears as
// soon as the clock view carries a `prize_pool` (integer minor units) and a `currency`.

import type { ClockView } from './api/types'

/** "EUR 12,340" or "EUR 12,340.50"; integer arithmetic, no float rounding of money. */
export function formatMoney(minor: number, currency: string): string {
  const whole = Math.trunc(minor / 100)
  const cents = Math.abs(minor % 100)
  const tail = cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`
  return `${currency} ${whole.toLocaleString('en-US')}${tail}`.trim()
}

export function prizePool(clock: ClockView): string | null {
  const extra = clock as ClockView & { prize_pool?: number | null; currency?: string | null }
  if (typeof extra.prize_pool !== 'number') return null
  return formatMoney(extra.prize_pool, extra.currency ?? '')
}
