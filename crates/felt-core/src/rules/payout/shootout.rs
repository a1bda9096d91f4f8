//! Shootout prizes by round reached. In a shootout the players who go out in the same
//! round before the final table never met most of each other, so the order they went out
//! in says nothing: they are paid alike. The final table is paid by place; each earlier
//! round's players out share equally what their places would have paid.
//!
//! The paid places are first moved to the nearest whole round (never fewer than the final
//! table, ties toward fewer), the prizes of the places kept are scaled back up to the whole
//! pool, each round's band is paid the mean of its places, and the usual rounding step
//! ([`super::rounding::settle`]) makes them multiples of the increment that add up to the
//! pool, never rising down the list.

use super::rounding::{Band, settle};

/// A run of places paid alike because their players went out in the same round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundBand {
    pub first: u32,
    pub last: u32,
    /// The round its players went out in.
    pub round: u32,
}

/// Regroups `amounts` (first place first, adding up to `pool`) by round reached.
/// `reach[k]` is how many players start round `k + 1`: the whole field first, the final
/// table last. Returns the new amounts and the bands of places paid alike.
pub fn by_round_reached(
    amounts: &[u64],
    pool: u64,
    increment: u64,
    reach: &[u32],
) -> (Vec<u64>, Vec<RoundBand>) {
    let paid = amounts.len() as u32;
    let Some(&final_table) = reach.last() else {
        return (amounts.to_vec(), Vec::new());
    };
    if paid == 0 || reach.len() < 2 || increment == 0 {
        return (amounts.to_vec(), Vec::new());
    }
    // Whole rounds: the counts of players who reached each round, the final table first.
    let whole: Vec<u32> = reach.iter().rev().copied().collect();
    let nearest = whole
        .iter()
        .copied()
        .min_by_key(|w| (w.abs_diff(paid), *w))
        .unwrap_or(final_table)
        .max(final_table);
    // Prizes of the places kept, scaled back up to the whole pool.
    let kept: Vec<u64> = if nearest <= paid {
        amounts[..nearest as usize].to_vec()
    } else {
        // More places than the method paid: the extra places get the last prize.
        let last = *amounts.last().unwrap_or(&0);
        let mut v = amounts.to_vec();
        v.resize(nearest as usize, last);
        v
    };
    let total: u128 = kept.iter().map(|a| u128::from(*a)).sum();
    if total == 0 {
        return (amounts.to_vec(), Vec::new());
    }
    let ideal = |a: u64| u128::from(a) * u128::from(pool) / total;
    let mut bands: Vec<Band> = Vec::new();
    let mut round_bands = Vec::new();
    let final_places = final_table.min(nearest) as usize;
    for a in &kept[..final_places] {
        bands.push(Band {
            size: 1,
            units: (ideal(*a) / u128::from(increment)) as u64,
        });
    }
    // Earlier rounds, from the round before the final back to the first.
    let rounds = reach.len() as u32;
    let mut above = final_table;
    for (k, w) in whole.iter().enumerate().skip(1) {
        if *w > nearest {
            break;
        }
        let (first, last) = (above + 1, *w);
        if last >= first {
            let places = &kept[(first - 1) as usize..last as usize];
            let sum: u128 = places.iter().map(|a| ideal(*a)).sum();
            let size = u64::from(last - first + 1);
            bands.push(Band {
                size,
                units: (sum / u128::from(size) / u128::from(increment)) as u64,
            });
            round_bands.push(RoundBand {
                first,
                last,
                round: rounds - k as u32,
            });
        }
        above = last;
    }
    // The floors of the mean never rise down the list; settle hands out the rest.
    for i in 1..bands.len() {
        bands[i].units = bands[i].units.min(bands[i - 1].units);
    }
    (settle(&mut bands, pool, increment, 0), round_bands)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Amounts, pool, increment, reach, and what is paid (with the round bands).
    #[test]
    fn rounds_are_paid_alike_and_the_pool_is_kept() {
        type Case<'a> = (
            &'a [u64],
            u64,
            u64,
            &'a [u32],
            &'a [u64],
            &'a [(u32, u32, u32)],
        );
        let cases: [Case; 5] = [
            // Two rounds, 8 at the final, 8 paid: nothing moves.
            (
                &[400, 200, 100, 100, 80, 60, 40, 20],
                1000,
                10,
                &[64, 8],
                &[400, 200, 100, 100, 80, 60, 40, 20],
                &[],
            ),
            // 10 paid of 64 with 8 at the final: the nearest whole round is the final
            // table; the two cut prizes are shared out over it again.
            (
                &[300, 200, 120, 100, 80, 60, 50, 40, 30, 20],
                1000,
                10,
                &[64, 8],
                &[320, 220, 130, 100, 80, 60, 50, 40],
                &[],
            ),
            // Three rounds 216/36/6, 33 paid: 36 is nearer than 6, so everyone out in round
            // 2 is paid alike (three places more than the method paid).
            (
                &[
                    2300, 1300, 900, 700, 600, 500, 200, 200, 200, 200, 200, 200, 200, 200, 200,
                    200, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100,
                    100, 100,
                ],
                10_000,
                10,
                &[216, 36, 6],
                &[
                    2290, 1310, 920, 720, 630, 530, 120, 120, 120, 120, 120, 120, 120, 120, 120,
                    120, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120, 120,
                    120, 120, 120, 120, 120,
                ],
                &[(7, 36, 2)],
            ),
            // One round only (not a shootout of rounds): unchanged.
            (&[600, 400], 1000, 10, &[9], &[600, 400], &[]),
            // Three rounds of 72, 18 and 9 players: 14 paid is nearer 18 than 9, so the nine
            // out in round 2 share alike.
            (
                &[
                    3000, 2000, 1200, 900, 700, 500, 400, 300, 300, 200, 150, 150, 100, 100,
                ],
                10_000,
                50,
                &[72, 18, 9],
                &[
                    2900, 1950, 1200, 900, 700, 500, 400, 300, 250, 100, 100, 100, 100, 100, 100,
                    100, 100, 100,
                ],
                &[(10, 18, 2)],
            ),
        ];
        for (amounts, pool, inc, reach, want, want_bands) in cases {
            assert_eq!(amounts.iter().sum::<u64>(), pool, "case input {amounts:?}");
            let (got, bands) = by_round_reached(amounts, pool, inc, reach);
            assert_eq!(got.iter().sum::<u64>(), pool, "{amounts:?}");
            assert!(got.windows(2).all(|w| w[0] >= w[1]), "{got:?}");
            let bands: Vec<(u32, u32, u32)> =
                bands.iter().map(|b| (b.first, b.last, b.round)).collect();
            assert_eq!(
                (got.as_slice(), bands.as_slice()),
                (want, want_bands),
                "{amounts:?}"
            );
        }
    }
}
