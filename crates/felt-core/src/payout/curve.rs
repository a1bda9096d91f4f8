//! The payout curve for fields beyond any table (Musco, Sviridenko and Thaler, 2016).
//!
//! The ideal prize for place `i` is `E + (P1 - E) / i^a`, with `E` the min-cash and `P1`
//! the top prize; the exponent `a` is found by bisection so that the ideal prizes add up
//! to the pool. Places after the ninth are grouped in bands that pay the same (three
//! bands each of 3, 5, 10, 25, 50, 100, 250, 500, ... places), each band paid the mean
//! of its ideal prizes, so a field of 10,000 has a results sheet a TD can read out. The
//! rounding to the event's increment is done by [`super::rounding::settle`].

use super::PayoutError;
use super::rounding::Band;
use serde::{Deserialize, Serialize};

/// What the TD may set for a curve; anything left `None` gets a room-typical default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct CurveParams {
    /// Places paid; default 15% of the field, rounded up.
    pub paid: Option<u32>,
    /// First place's share of the pool (0.25 = 25%); default falls from about 35% for
    /// small fields to about 12.5% for 10,000 entries, and never below 1.5 times an even
    /// split of the pool over the paid places.
    pub top_share: Option<f64>,
    /// Smallest prize in minor units; default 1.75 times the buy-in (or, without one,
    /// 1.75 times the pool per entry), lowered when the paid places could not all get it.
    pub min_cash: Option<u64>,
    /// Buy-in in minor units, used only for the default min-cash.
    pub buy_in: Option<u64>,
}

/// The curve actually used, after defaults, so the results sheet can say how it was paid.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct CurveUsed {
    pub paid: u32,
    pub top_prize: u64,
    pub min_cash: u64,
    pub exponent: f64,
}

/// Sizes of the bands that follow the nine single places.
fn band_sizes(paid: u64) -> Vec<u64> {
    let mut sizes = vec![1; paid.min(9) as usize];
    let mut placed = sizes.len() as u64;
    let steps = [3u64, 5, 10, 25];
    let mut step = 0usize;
    while placed < paid {
        let size = if step < steps.len() {
            steps[step]
        } else {
            // 50, 100, 250, 500, 1000, 2500, ...
            let k = step - steps.len();
            [50, 100, 250][k % 3] * 10u64.pow((k / 3) as u32)
        };
        for _ in 0..3 {
            if placed >= paid {
                break;
            }
            let s = size.min(paid - placed);
            sizes.push(s);
            placed += s;
        }
        step += 1;
    }
    sizes
}

/// Ideal prizes for places 1..=paid with the given exponent.
fn ideal_sum(paid: u64, top: f64, min: f64, a: f64) -> f64 {
    (1..=paid).map(|i| min + (top - min) / (i as f64).powf(a)).sum()
}

/// Band floors (in increments) for a curve over `pool` with `entries` entries.
pub(crate) fn curve_bands(
    entries: u32,
    pool: u64,
    increment: u64,
    params: &CurveParams,
) -> Result<(Vec<Band>, u64, CurveUsed), PayoutError> {
    let units = pool / increment;
    let default_paid = ((u64::from(entries) * 15).div_ceil(100)).max(1);
    let paid = params.paid.map_or(default_paid, u64::from);
    if paid == 0 || paid > u64::from(entries) {
        return Err(PayoutError::PaidPlaces {
            paid,
            entries: u64::from(entries),
        });
    }
    if paid > units.max(1) && pool > 0 {
        return Err(PayoutError::PoolTooSmall {
            pool,
            paid,
            increment,
        });
    }

    // Min-cash, rounded up to the increment so that flooring never takes a prize below it.
    let min_units = match params.min_cash {
        Some(m) => {
            let u = m.div_ceil(increment);
            if paid > 1 && u * paid > units {
                return Err(PayoutError::MinCashTooHigh {
                    min_cash: m,
                    paid,
                    pool,
                });
            }
            u
        }
        None => {
            let per_entry = params
                .buy_in
                .map_or(pool as f64 / f64::from(entries), |b| b as f64);
            let wanted = (1.75 * per_entry / increment as f64).ceil() as u64;
            // Leave at least half the pool for the curve above the min-cashes.
            wanted.min(units / (2 * paid))
        }
    };
    let min_units = if paid == 1 { 0 } else { min_units };

    let even = units as f64 / paid as f64;
    let most = (units - min_units * (paid - 1)) as f64;
    let top = match params.top_share {
        Some(share) => {
            let top = share * pool as f64 / increment as f64;
            if !(share.is_finite() && top >= even - 1e-9 && top <= most + 1e-9) {
                return Err(PayoutError::TopShare {
                    share,
                    lowest: even / units.max(1) as f64,
                    highest: most / units.max(1) as f64,
                });
            }
            top
        }
        None => {
            let share = 0.5 * f64::from(entries).powf(-0.15);
            (share * units as f64).max(1.5 * even).clamp(even, most)
        }
    };
    let min = min_units as f64;

    // sum(a) falls from paid * top (a = 0) to top + (paid - 1) * min (a -> infinity).
    let target = units as f64;
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    while ideal_sum(paid, top, min, hi) > target && hi < 1e4 {
        lo = hi;
        hi *= 2.0;
    }
    for _ in 0..80 {
        let mid = 0.5 * (lo + hi);
        if ideal_sum(paid, top, min, mid) > target {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-12 {
            break;
        }
    }
    let a = 0.5 * (lo + hi);

    let mut bands = Vec::new();
    let mut place = 1u64;
    for size in band_sizes(paid) {
        let mean = (place..place + size)
            .map(|i| min + (top - min) / (i as f64).powf(a))
            .sum::<f64>()
            / size as f64;
        bands.push(Band {
            size,
            units: (mean.floor() as u64).max(min_units),
        });
        place += size;
    }
    let used = CurveUsed {
        paid: paid as u32,
        top_prize: (top * increment as f64).round() as u64,
        min_cash: min_units * increment,
        exponent: a,
    };
    Ok((bands, min_units, used))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_grow_and_cover_every_paid_place() {
        assert_eq!(band_sizes(1), vec![1]);
        assert_eq!(band_sizes(11), vec![1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
        let b = band_sizes(1500);
        assert_eq!(b.iter().sum::<u64>(), 1500);
        assert_eq!(&b[9..18], &[3, 3, 3, 5, 5, 5, 10, 10, 10]);
        assert!(b[9..b.len() - 1].windows(2).all(|w| w[1] >= w[0]));
        assert_eq!(band_sizes(10_000).iter().sum::<u64>(), 10_000);
    }
}
