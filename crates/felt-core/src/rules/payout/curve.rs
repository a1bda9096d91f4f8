//! The payout curve for fields beyond any table (Musco, Sviridenko and Thaler, 2016).
//!
//! The ideal prize for place `i` is `E + (P1 - E) / i^a`, with `P1` the top prize; the
//! exponent `a` is found by bisection so that the prizes add up to the pool. Felt sets
//! the floor `E` so that the last paid place gets exactly the min-cash (with `E` itself
//! as the min-cash, the last places of a small field would get two or three times it,
//! well above what rooms pay). Places after the ninth are grouped in bands that pay the
//! same (three bands each of 3, 5, 10, 25, 50, 100, 250, 500, ... places), each band
//! paid the mean of its ideal prizes and the last band the min-cash, so a field of 10,000
//! has a results sheet a TD can read out. The rounding to the event's increment is done
//! by [`super::rounding::settle`].

use super::PayoutError;
use super::rounding::Band;
use crate::rules::limits::{self, MAX_PAID_PLACES, OverLimit};
use serde::{Deserialize, Serialize};

/// What the TD may set for a curve; anything left `None` gets a room-typical default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct CurveParams {
    /// Places paid; default 15% of the field, rounded up; at most 150,000.
    pub paid: Option<u32>,
    /// First place's share of the pool (0.25 = 25%); default falls from a card room's
    /// 65% of two places and 50% of three to about 12.5% for 10,000 entries, never below 1.5 times an even
    /// split of the pool over the paid places, and within what the min-cash allows.
    pub top_share: Option<f64>,
    /// Smallest prize (what the last paid place gets) in minor units; default 1.75 times
    /// the buy-in (or, without one, the pool per entry), lowered to leave at least half
    /// the pool above the min-cashes; a small field's last place gets at least what a
    /// card room pays it (35% of the pool of two places, 20% of three, 11% of four).
    pub min_cash: Option<u64>,
    /// Buy-in in minor units, used only for the default min-cash.
    pub buy_in: Option<u64>,
}

impl CurveParams {
    /// The TD's settings against Felt's limits: at most [`MAX_PAID_PLACES`] places paid,
    /// a min-cash and buy-in that are amounts Felt takes.
    pub fn check_limits(&self) -> Result<(), OverLimit> {
        if let Some(paid) = self.paid {
            limits::at_most("paid", paid, MAX_PAID_PLACES, limits::Unit::PlacesPaid)?;
        }
        if let Some(m) = self.min_cash {
            limits::amount("min_cash", m)?;
        }
        if let Some(b) = self.buy_in {
            limits::amount("buy_in", b)?;
        }
        Ok(())
    }
}

/// The curve actually used, after defaults, so the results sheet can say how it was paid.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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

/// Where each place of `paid` sits between the top prize (1) and the min-cash (0) for
/// exponent `a`: place `i` at `(i^-a - K^-a) / (1 - K^-a)`, taking the limit
/// `ln(K/i) / ln K` at `a = 0`. `K^-a` is worked out once per field and exponent, not
/// once a place: the curve's search sums the weights of every paid place some fifty
/// times. Nor is `ln i` for the places summed one by one: `logs` holds them (`logs[i-1]`
/// is `ln i`), worked out once per curve, so each weight is one `exp` rather than a
/// `powf` (the search's cost at 1,500 places paid was mostly `powf`).
struct Weights<'a> {
    paid: f64,
    a: f64,
    last: f64,
    logs: &'a [f64],
}

impl<'l> Weights<'l> {
    fn new(paid: f64, a: f64, logs: &'l [f64]) -> Weights<'l> {
        Weights {
            paid,
            a,
            last: paid.powf(-a),
            logs,
        }
    }

    fn at(&self, i: f64) -> f64 {
        if self.a.abs() < 1e-9 {
            (self.paid / i).ln() / self.paid.ln()
        } else {
            let power = match self.logs.get((i as usize).wrapping_sub(1)) {
                Some(ln) => (-self.a * ln).exp(),
                None => i.powf(-self.a),
            };
            (power - self.last) / (1.0 - self.last)
        }
    }

    /// The weights of places `first..first + size` added up. A band of
    /// [`SUMMED_FROM`] places or more, which starts far down the list, is summed in
    /// closed form ([`power_sum`]), so the curve of a field of 100,000 costs about what
    /// a field of 2,000 does; smaller bands place by place.
    fn band(&self, first: u64, size: u64) -> f64 {
        if size < SUMMED_FROM || self.a.abs() < 1e-9 {
            return (first..first + size).map(|i| self.at(i as f64)).sum();
        }
        let last = (first + size - 1) as f64;
        (power_sum(first as f64, last, self.a) - size as f64 * self.last) / (1.0 - self.last)
    }
}

/// Bands of this many places or more are summed in closed form. They start past place
/// 280, where the closed form agrees with the place-by-place sum to about 1e-13 for
/// every exponent the search tries (tested below).
const SUMMED_FROM: u64 = 100;

/// `p^-a + (p+1)^-a + ... + q^-a` by the Euler-Maclaurin formula with three correction
/// terms: the integral, the ends, and the odd derivatives at both ends.
fn power_sum(p: f64, q: f64, a: f64) -> f64 {
    let b = 1.0 - a;
    let ratio = (q / p).ln();
    let t = b * ratio;
    // (q^b - p^b) / b, written so that it stays exact as b nears 0 (the log).
    let integral = p.powf(b) * ratio * if t == 0.0 { 1.0 } else { t.exp_m1() / t };
    let (fp, fq) = (p.powf(-a), q.powf(-a));
    // f' = -a f / x, f''' = -a(a+1)(a+2) f / x^3, f^(5) = ... (a+3)(a+4) f / x^5.
    let c1 = -a;
    let c3 = c1 * (a + 1.0) * (a + 2.0);
    let c5 = c3 * (a + 3.0) * (a + 4.0);
    let d = |c: f64, k: i32| c * (fq / q.powi(k) - fp / p.powi(k));
    integral + (fp + fq) / 2.0 + d(c1, 1) / 12.0 - d(c3, 3) / 720.0 + d(c5, 5) / 30240.0
}

/// Ideal amount per place of every band: the mean of its places' ideal prizes, except
/// the last band, which is held at the min-cash so that the last places get exactly it.
fn band_values(sizes: &[u64], logs: &[f64], top: f64, min: f64, a: f64) -> Vec<f64> {
    let k: u64 = sizes.iter().sum();
    let weights = Weights::new(k as f64, a, logs);
    let mut place = 1u64;
    let mut values = Vec::with_capacity(sizes.len());
    for (b, &size) in sizes.iter().enumerate() {
        let value = if b + 1 == sizes.len() {
            min
        } else {
            let w = weights.band(place, size);
            min + (top - min) * w / size as f64
        };
        values.push(value);
        place += size;
    }
    values
}

/// The flattest default curve: prizes fall at least as fast as `1/i` toward the
/// min-cash, so the top places are clearly apart and the steps shrink down the list.
const MIN_EXPONENT: f64 = 1.0;

/// The top prize that makes the banded curve with exponent `a` add up to `total` (the sum
/// is linear in the top prize for a fixed exponent).
fn top_at_exponent(sizes: &[u64], logs: &[f64], min: f64, total: f64, a: f64) -> f64 {
    let k: u64 = sizes.iter().sum();
    let weights: f64 = banded_sum(sizes, logs, 1.0, 0.0, a);
    // banded_sum with top 1 and min 0 is the sum of the weights of every band but the
    // last (held at the min-cash, here 0).
    if weights <= 0.0 {
        return total;
    }
    min + (total - k as f64 * min) / weights
}

fn banded_sum(sizes: &[u64], logs: &[f64], top: f64, min: f64, a: f64) -> f64 {
    let values = band_values(sizes, logs, top, min, a);
    sizes.iter().zip(values).map(|(&s, v)| s as f64 * v).sum()
}

/// Band floors (in increments) for a curve over `pool` with `entries` entries.
///
/// In the paper's form `E + (P1 - E) / i^a`, Felt picks the floor `E` so that the last
/// paid place comes out exactly at the min-cash, and holds the whole last band there; the
/// exponent `a` may then be any real number, which lets the curve reach every pool
/// between "all but first place at the min-cash" and "all but the last band at the top
/// prize".
pub(crate) fn curve_bands(
    entries: u32,
    pool: u64,
    increment: u64,
    params: &CurveParams,
) -> Result<(Vec<Band>, u64, CurveUsed), PayoutError> {
    params.check_limits()?;
    let units = pool / increment;
    // By default 15% of the field, but never more places than the pool can pay one
    // increment each (no paid place is ever 0).
    let default_paid = ((u64::from(entries) * 15).div_ceil(100)).min(units).max(1);
    let paid = params.paid.map_or(default_paid, u64::from);
    if paid == 0 || paid > u64::from(entries) {
        return Err(PayoutError::PaidPlaces {
            paid,
            entries: u64::from(entries),
        });
    }
    // The default for a field beyond the limit of entries, which the caller refuses first.
    limits::at_most("paid", paid, MAX_PAID_PLACES, limits::Unit::PlacesPaid)?;
    if paid > units.max(1) && pool > 0 {
        return Err(PayoutError::PoolTooSmall {
            pool,
            paid,
            increment,
        });
    }
    if paid == 1 {
        // One place takes the whole pool, which must still reach the TD's min-cash.
        if let Some(m) = params.min_cash.filter(|&m| m > pool) {
            return Err(PayoutError::MinCashTooHigh {
                min_cash: m,
                paid,
                pool,
            });
        }
        let used = CurveUsed {
            paid: 1,
            top_prize: pool,
            min_cash: pool,
            exponent: 0.0,
        };
        return Ok((vec![Band { size: 1, units }], 0, used));
    }
    let total = units as f64;
    let k = paid as f64;
    let sizes = band_sizes(paid);
    let last = *sizes.last().unwrap_or(&1) as f64;
    // `ln i` of every place in a band summed place by place, up to the first band summed
    // in closed form.
    let one_by_one: u64 = sizes.iter().take_while(|&&s| s < SUMMED_FROM).sum();
    let logs: Vec<f64> = (1..=one_by_one).map(|i| (i as f64).ln()).collect();

    // The min-cash in whole increments (rounded up, so flooring never goes below it).
    let min_units = match params.min_cash {
        Some(m) => m.div_ceil(increment).max(1),
        None => {
            let per_entry = params
                .buy_in
                .map_or(pool as f64 / f64::from(entries), |b| b as f64);
            let wanted = (1.75 * per_entry / increment as f64).ceil() as u64;
            // Leave at least half the pool for the curve above the min-cashes, and give
            // a TD's top share the min-cash it needs.
            // Never 0: every paid place gets at least one increment.
            // A small field pays as card rooms do: the last of two places about 35% of
            // the pool, of three about 20%, the share falling with the places paid
            // until the min-cash above takes over (five or six places). Only by default:
            // a TD's top share sets the min-cash below instead.
            let room = if params.top_share.is_none() {
                (room_last_share(paid) * total).floor() as u64
            } else {
                0
            };
            let mut m = wanted.min(units / (2 * paid)).max(room).max(1);
            if let Some(share) = params.top_share {
                let needed = (total - (k - last) * share * total) / last;
                // A share outside (0, 1] can make `needed` any float: compare wide.
                m = m.max(needed.max(0.0).ceil() as u64);
                if u128::from(m) * u128::from(paid) > u128::from(units) {
                    // Even a min-cash of an equal split cannot bring first place that low.
                    return Err(PayoutError::TopShare {
                        share,
                        lowest: 1.0 / k,
                        highest: 1.0,
                    });
                }
            }
            m
        }
    };
    if u128::from(min_units) * u128::from(paid) > u128::from(units) {
        return Err(PayoutError::MinCashTooHigh {
            min_cash: min_units.saturating_mul(increment),
            paid,
            pool,
        });
    }
    let min = min_units as f64;

    // Reachable top prizes for this min-cash: every place but the last band at the top
    // prize, up to every place but the first at the min-cash.
    let lowest = (total - last * min) / (k - last);
    let highest = total - (k - 1.0) * min;
    let top = match params.top_share {
        Some(share) => {
            let top = share * total;
            if !(share.is_finite() && top >= lowest - 1e-9 && top <= highest + 1e-9) {
                return Err(PayoutError::TopShare {
                    share,
                    lowest: lowest / total,
                    highest: highest / total,
                });
            }
            top
        }
        None => {
            // A small field's first place as card rooms pay it (65% of two places,
            // 50% of three), until the field's own share is larger.
            let share = (0.5 * f64::from(entries).powf(-0.15)).max(room_top_share(paid));
            // Never flatter than the exponent MIN_EXPONENT: with a min-cash that is large
            // for a small field, the share alone would leave second place nearly level
            // with first and the gaps growing down the list.
            // max-then-min, not clamp: the bounds may meet and cross by a rounding error.
            (share * total)
                .max(1.5 * total / k)
                .max(top_at_exponent(&sizes, &logs, min, total, MIN_EXPONENT))
                .max(lowest)
                .min(highest)
        }
    };

    // The sum falls as `a` grows; search a wide but finite range of exponents. With two
    // places the exponent changes nothing (first gets the top prize, second the min-cash).
    let (mut lo, mut hi) = if paid == 2 {
        (1.0, 1.0)
    } else {
        (-30.0f64, 30.0f64)
    };
    for _ in 0..100 {
        let mid = 0.5 * (lo + hi);
        if banded_sum(&sizes, &logs, top, min, mid) > total {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-12 {
            break;
        }
    }
    let a = 0.5 * (lo + hi);

    let bands = sizes
        .iter()
        .zip(band_values(&sizes, &logs, top, min, a))
        .map(|(&size, value)| Band {
            size,
            units: (value.floor() as u64).max(min_units),
        })
        .collect();
    let used = CurveUsed {
        paid: paid as u32,
        top_prize: (top * increment as f64).round() as u64,
        min_cash: min_units * increment,
        exponent: a,
    };
    Ok((bands, min_units, used))
}

/// The last paid place's share of the pool in a card room's table for a small field:
/// 35% of two places, 20% of three, each further place 4/7 of the one before (11.4% of
/// four), below the default min-cash from five or six places.
fn room_last_share(paid: u64) -> f64 {
    0.35 * (4.0f64 / 7.0).powi(paid.saturating_sub(2).min(64) as i32)
}

/// First place's share in a card room's table for a small field: 65% of two places, 50%
/// of three, falling as `1.019 / paid^0.647` (the curve through those two); the field's
/// own default share is larger from about 8 places.
fn room_top_share(paid: u64) -> f64 {
    1.019 * (paid as f64).powf(-0.647)
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

    /// Every band summed in closed form: (first place, places) of the bands of
    /// [`SUMMED_FROM`] places or more, for fields up to the most places Felt pays.
    fn closed_form_bands() -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for paid in [400u64, 1_500, 15_000, 150_000] {
            let mut first = 1;
            for size in band_sizes(paid) {
                if size >= SUMMED_FROM {
                    out.push((first, size));
                }
                first += size;
            }
        }
        out
    }

    #[test]
    fn a_band_summed_in_closed_form_is_the_place_by_place_sum() {
        let bands = closed_form_bands();
        assert!(bands.iter().all(|&(first, _)| first > 280), "{bands:?}");
        // Exponents across the search's whole range, and near 0 and 1 where the closed
        // form has its own limits.
        let exponents = [
            -30.0, -7.5, -1.0, -1e-6, 1e-6, 0.3, 0.999_999, 1.0, 1.5, 4.0, 30.0,
        ];
        for &(first, size) in &bands {
            for a in exponents {
                let exact: f64 = (first..first + size).map(|i| (i as f64).powf(-a)).sum();
                let closed = power_sum(first as f64, (first + size - 1) as f64, a);
                let error = ((closed - exact) / exact).abs();
                assert!(
                    error < 1e-12,
                    "places {first}..{} at a = {a}: {closed} against {exact} ({error:e})",
                    first + size
                );
            }
        }
    }

    #[test]
    fn a_band_of_weights_in_closed_form_is_the_place_by_place_sum() {
        for paid in [1_500u64, 15_000] {
            let mut first = 1;
            for size in band_sizes(paid) {
                for a in [-3.0, 0.5, 1.0, 2.0] {
                    let w = Weights::new(paid as f64, a, &[]);
                    let exact: f64 = (first..first + size).map(|i| w.at(i as f64)).sum();
                    let band = w.band(first, size);
                    assert!(
                        (band - exact).abs() <= 1e-10 * exact.abs().max(1e-300),
                        "{paid} paid, places {first}+{size} at a = {a}: {band} against {exact}"
                    );
                }
                first += size;
            }
        }
    }
}
