// Where the slow scroll of a long payouts list stands. The rows (places, prizes in
// words, the next place and the places won) come from the server's view; nothing here
// decides a rule or writes a number.

/** How many steps the list rests at its top and at its bottom before moving on. */
export const REST_STEPS = 3

/**
 * The first row to show at scroll step `step` when `fit` of `count` rows fit: rests at
 * the top, moves one row a step to the last full window, rests there, starts over.
 */
export function scrollStart(count: number, fit: number, step: number, rest = REST_STEPS): number {
  const travel = count - Math.max(1, fit)
  if (travel <= 0) return 0
  const cycle = rest + travel + rest
  const at = ((step % cycle) + cycle) % cycle
  return Math.min(travel, Math.max(0, at - rest + 1))
}
