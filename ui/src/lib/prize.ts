// Money the TD types, echoed back: the views carry every amount the server computed
// already in words; this writes the sums of amounts typed into a form (a custom deal)
// the same way, checked against the server's own cases (tests/fixtures/words.json).
// String arithmetic, so no amount is ever rounded through a float. The sentences around
// the amounts are the page's words.

import { t } from './i18n.svelte'

/** Thousands separators on a string of digits: "1234567" as "1,234,567". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** An amount in minor units of `currency`: "$12,340", "€12,340.50", "CHF 12,340", "0.05"
 *  (the code before the amount, joined by a no-break space, as CLDR writes English). */
export function formatMoney(minor: number, currency: string): string {
  // Integers up to 2^53 print exactly; the last two digits are the cents.
  const digits = String(Math.abs(Math.trunc(minor))).padStart(3, '0')
  const cents = digits.slice(-2)
  const units = grouped(digits.slice(0, -2))
  const number = cents === '00' ? units : `${units}.${cents}`
  const sign = minor < 0 ? '-' : ''
  const code = currency.trim().toUpperCase()
  const symbol: Record<string, string> = { USD: '$', $: '$', EUR: '€', '€': '€', GBP: '£', '£': '£' }
  if (symbol[code]) return `${sign}${symbol[code]}${number}`
  return code === '' ? `${sign}${number}` : `${sign}${code}\u00a0${number}`
}

/** The unit a money box takes, in words: "dollars (USD)". */
export function moneyUnit(currency: string): string {
  const code = currency.trim().toUpperCase() || 'USD'
  const unit: Record<string, string> = { USD: 'dollars', EUR: 'euros', GBP: 'pounds', CAD: 'dollars', AUD: 'dollars' }
  return t('prize-money-unit', { unit: unit[code] ?? 'other', code })
}

/**
 * A question for an amount a hundred times a usual one ($10,000 or more typed into a box
 * that takes dollars): the file's cents typed as dollars. Null when the amount looks usual.
 */
export function moneyQuestion(minor: number, currency: string): string | null {
  if (minor < 1_000_000 || minor % 100 !== 0) return null
  const cur = currency.trim() || 'USD'
  return t('prize-money-question', {
    amount: formatMoney(minor, cur),
    unit: moneyUnit(cur),
    hundredth: formatMoney(minor / 100, cur),
    cents: minor / 100,
  })
}

