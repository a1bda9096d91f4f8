// The few phrases the seating screens say about a player, in one place so the chart,
// the search and the console say them the same way.

import type { FieldPlayer, SeatPlace } from '../api/field'

/** "Table 12, seat 3". */
export const whereText = (s: SeatPlace) => `Table ${s.table}, seat ${s.seat}`

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, ... */
export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`
}

/** Where a player without a seat stands: "busted, 45th", "tied 7th–8th", "waiting for a seat". */
export function placeText(p: FieldPlayer): string {
  if (p.state === 'busted' || p.state === 'finished') {
    if (!p.place) return p.state
    const { place, shared_to } = p.place
    return shared_to > place ? `${p.state}, tied ${ordinal(place)}–${ordinal(shared_to)}` : `${p.state}, ${ordinal(place)}`
  }
  if (p.state === 'unregistered') return 'unregistered'
  if (p.state === 'alternate') return 'alternate, waiting for a seat'
  if (p.state === 'registered') return 'registered, not seated yet'
  return p.seat ? whereText(p.seat) : 'seated'
}
