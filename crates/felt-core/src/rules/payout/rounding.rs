//! Rounding prizes to the event's increment without losing or inventing a unit.
//!
//! Every method (table or curve) first produces, per band of places that pay the same,
//! a floor in whole increments. [`settle`] then hands out what the floors left over, one
//! increment per place, from first place down, never letting a lower band overtake the
//! band above it. Whatever cannot be handed out that way (less than an increment, or less
//! than one increment for every place of any band that may still grow) goes to first
//! place, so the amounts always add up to the pool exactly.

/// A run of consecutive places that are paid the same amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Band {
    /// How many places the band covers (the first band must cover only first place).
    pub size: u64,
    /// What each place of the band is paid, in whole increments.
    pub units: u64,
}

/// Turns non-increasing band floors into per-place amounts that sum to `pool` exactly.
///
/// `min_units` is a floor no band is taken below when the floors overshoot the pool (which
/// only floating-point noise in the curve can cause); the caller guarantees that every
/// place at `min_units` fits in the pool. The pool's remainder below one increment goes to
/// first place, so first place is the only amount that may not be a multiple of the
/// increment.
pub(crate) fn settle(bands: &mut [Band], pool: u64, increment: u64, min_units: u64) -> Vec<u64> {
    debug_assert!(increment > 0);
    let total_units = pool / increment;
    let odd = pool % increment;
    // Summed wide: floors that overshoot a pool near the limit must not wrap.
    let units_of = |b: &Band| u128::from(b.size) * u128::from(b.units);
    let mut used: u128 = bands.iter().map(units_of).sum();

    // Overshoot: take increments off the lowest band that is above the minimum; the bands
    // below it are at the minimum, so the order is kept. The band is lowered as far as the
    // overshoot or the minimum asks in one step, as taking one increment at a time would.
    while used > u128::from(total_units) {
        let Some(b) = bands.iter().rposition(|b| b.units > min_units) else {
            break;
        };
        let over = used - u128::from(total_units);
        let size = u128::from(bands[b].size.max(1));
        let take = over
            .div_ceil(size)
            .min(u128::from(bands[b].units - min_units)) as u64;
        bands[b].units -= take;
        used -= u128::from(take) * u128::from(bands[b].size);
    }

    let mut left = u64::try_from(u128::from(total_units).saturating_sub(used)).unwrap_or(0);
    // While a whole round of increments for every place is left, every band takes one in
    // each round (first place has no ceiling, and each band below then sits under the
    // band above it): hand those rounds out at once, so the work never grows with the pool.
    let places: u64 = bands.iter().map(|b| b.size).sum();
    let ordered = bands.windows(2).all(|w| w[0].units >= w[1].units);
    if ordered && places > 0 && left / places > 1 {
        let rounds = left / places - 1;
        for b in bands.iter_mut() {
            b.units += rounds;
        }
        left -= rounds * places;
    }
    loop {
        let mut gave = false;
        for i in 0..bands.len() {
            let ceiling = if i == 0 { u64::MAX } else { bands[i - 1].units };
            if bands[i].size <= left && bands[i].units < ceiling {
                bands[i].units += 1;
                left -= bands[i].size;
                gave = true;
            }
            if left == 0 {
                break;
            }
        }
        if !gave || left == 0 {
            break;
        }
    }

    let mut amounts = Vec::new();
    for b in bands.iter() {
        amounts.extend(std::iter::repeat_n(b.units * increment, b.size as usize));
    }
    if let Some(first) = amounts.first_mut() {
        *first += left * increment + odd;
    }
    amounts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(bands: &[(u64, u64)], pool: u64, inc: u64, expected: &[u64]) {
        let mut bands: Vec<Band> = bands
            .iter()
            .map(|&(size, units)| Band { size, units })
            .collect();
        assert_eq!(settle(&mut bands, pool, inc, 0), expected);
    }

    #[test]
    fn hands_out_from_the_top_and_keeps_the_odd_units_for_first() {
        check(&[(1, 10), (1, 6), (1, 3)], 100, 5, &[55, 30, 15]);
        check(&[(1, 10), (1, 6), (1, 3)], 103, 5, &[58, 30, 15]);
        check(&[(1, 9), (1, 6), (1, 3)], 100, 5, &[50, 35, 15]);
        // Bands of three take three increments or none; the rest goes to first place.
        check(&[(1, 4), (3, 2)], 60, 5, &[30, 10, 10, 10]);
        check(&[(1, 4), (3, 2)], 70, 5, &[25, 15, 15, 15]);
        // A lower band never overtakes the band above it.
        check(&[(1, 3), (1, 2), (1, 2)], 40, 5, &[20, 10, 10]);
        // Overshooting floors are trimmed from the bottom.
        check(&[(1, 5), (1, 5)], 45, 5, &[25, 20]);
    }

    /// The work never grows with the pool. Leftovers of 10^15 increments are
    /// handed out in whole rounds, and floors 10^15 over the pool are trimmed a band at a
    /// time, with the amounts one increment at a time would give (which would take days).
    #[test]
    fn far_from_the_pool_the_work_stays_small() {
        const E15: u64 = 1_000_000_000_000_000;
        check(
            &[(1, 0), (3, 0)],
            4 * E15 + 7,
            1,
            &[E15 + 4, E15 + 1, E15 + 1, E15 + 1],
        );
        check(&[(1, E15), (3, E15)], 100, 1, &[100, 0, 0, 0]);
        check(
            &[(1, 0), (1, 0)],
            9_007_199_254_740_991,
            1,
            &[4_503_599_627_370_496, 4_503_599_627_370_495],
        );
    }
}
