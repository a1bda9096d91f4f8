//! Payouts: how a prize pool is split over the places, in whole minor units.
//!
//! An event picks a [`Paytable`] by name (the row for its number of entries is chosen
//! automatically) or the payout curve; a field larger than the table's last row is paid
//! by the curve. Every method ends in the same rounding step: prizes are multiples of the
//! event's increment, never increase down the list, and add up to the pool exactly, with
//! any part of the pool smaller than one increment going to first place. Satellites pay
//! seats instead of cash ([`satellite`]); players who bust on the same hand share the
//! prizes of their places ([`share_places`]).

mod curve;
pub mod event;
mod rounding;
mod satellite;
mod shared;
mod shootout;
mod table;

pub use curve::{CurveParams, CurveUsed};
pub use satellite::{SatelliteError, satellite};
pub use shared::{SharedPlacesError, share_places};
pub use shootout::{RoundBand, by_round_reached};
pub use table::{FULL_POOL_BP, Paytable, PaytableError, PaytableRow};

use super::limits::{self, MAX_ENTRIES, MAX_PAID_PLACES, OverLimit};
use crate::lang::{Phrase, Speak};
use rounding::{Band, settle};
use serde::{Deserialize, Serialize};

/// One paid place of a results sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlacePrize {
    /// 1 for the winner.
    pub place: u32,
    /// Cash (or points) in minor units; for a seat, the seat's value.
    pub amount: u64,
    /// For a satellite seat: the event the seat is in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
}

/// How the prizes of a payout were worked out, for the results sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "method", rename_all = "snake_case")]
pub enum PayoutBasis {
    /// A row of a payout table.
    Table {
        title: String,
        min_entries: u32,
        max_entries: u32,
        /// The places the row pays, when the pool could pay fewer of them at least one
        /// increment each: its first places were paid, their shares scaled to the pool.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        row_places: Option<u32>,
    },
    /// The payout curve, with the parameters it ended up with.
    Curve {
        #[serde(flatten)]
        used: CurveUsed,
        /// Set when the event asked for a table whose rows stop below this field size.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        beyond_table: Option<String>,
    },
    /// Satellite seats, the rest in cash.
    Satellite { seats: u32, seat_value: u64 },
}

/// The prizes of an event, best place first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Payout {
    pub places: Vec<PlacePrize>,
    pub basis: PayoutBasis,
}

impl Payout {
    /// The amounts alone, first place first.
    pub fn amounts(&self) -> Vec<u64> {
        self.places.iter().map(|p| p.amount).collect()
    }
}

/// A rounding step as cash is counted out, for a pool paid by the curve without one:
/// whole units up to $10,000 (in cents), $5 up to $100,000, $25 above; cents for a pool
/// under $10.
pub fn nice_increment(pool: u64) -> u64 {
    match pool {
        0..1_000 => 1,
        1_000..=1_000_000 => 100,
        1_000_001..=10_000_000 => 500,
        _ => 2_500,
    }
}

/// Which way an event's pool is split.
#[derive(Debug, Clone, PartialEq)]
pub enum PayoutMethod {
    /// A payout table; the curve (with default parameters) pays fields beyond its rows.
    Table(Paytable),
    /// The payout curve.
    Curve(CurveParams),
    /// Satellite seats worth `seat_value` each in `target`, the rest in cash.
    Satellite { seat_value: u64, target: String },
}

impl PayoutMethod {
    /// The rounding step when the event or request names none: a table's own, else 1;
    /// the curve's, [`nice_increment`] of the pool.
    pub fn default_increment(&self, pool: u64) -> u64 {
        match self {
            PayoutMethod::Table(t) => t.increment.unwrap_or(1),
            PayoutMethod::Curve(_) => nice_increment(pool),
            PayoutMethod::Satellite { .. } => 1,
        }
    }
}

/// Why prizes could not be worked out. Each is said in the asker's language
/// (`refusal-payout-*` in the message files).
#[derive(Debug, Clone, PartialEq)]
pub enum PayoutError {
    NoEntries,
    ZeroIncrement,
    PaidPlaces {
        paid: u64,
        entries: u64,
    },
    PoolTooSmall {
        pool: u64,
        paid: u64,
        increment: u64,
    },
    MinCashTooHigh {
        min_cash: u64,
        paid: u64,
        pool: u64,
    },
    Limit(OverLimit),
    Satellite(SatelliteError),
    FixedOverPool {
        pool: u64,
        sum: u64,
        min: u32,
        max: u32,
    },
    TopShare {
        share: f64,
        lowest: f64,
        highest: f64,
    },
}

impl From<OverLimit> for PayoutError {
    fn from(e: OverLimit) -> PayoutError {
        PayoutError::Limit(e)
    }
}

impl From<SatelliteError> for PayoutError {
    fn from(e: SatelliteError) -> PayoutError {
        PayoutError::Satellite(e)
    }
}

impl Speak for PayoutError {
    fn phrase(&self) -> Phrase {
        self.phrase_with(&|p, name, v| p.text(name, v.to_string()))
    }
}
crate::spoken_error!(PayoutError);

impl PayoutError {
    /// The reason with its amounts written as money in `currency` ("the row for 2-7
    /// entries pays $90 in fixed prizes, more than the pool of $60"), for an event that
    /// has one; amounts are minor units, as everywhere.
    pub fn in_money(&self, currency: &str) -> Phrase {
        self.phrase_with(&|p, name, v| p.money(name, v, currency))
    }

    /// The reason, its amounts written by `amount`.
    fn phrase_with(&self, amount: &dyn Fn(Phrase, &'static str, u64) -> Phrase) -> Phrase {
        let p = Phrase::new;
        match self {
            PayoutError::NoEntries => p("refusal-payout-no-entries"),
            PayoutError::ZeroIncrement => p("refusal-payout-zero-increment"),
            PayoutError::PaidPlaces { paid, entries } => p("refusal-payout-paid-places")
                .count("paid", *paid)
                .count("entries", *entries),
            PayoutError::PoolTooSmall {
                pool,
                paid,
                increment,
            } => {
                let ph = amount(p("refusal-payout-pool-too-small"), "pool", *pool);
                amount(ph.count("paid", *paid), "increment", *increment)
            }
            PayoutError::MinCashTooHigh {
                min_cash,
                paid,
                pool,
            } => {
                let ph = amount(p("refusal-payout-min-cash-too-high"), "min_cash", *min_cash);
                amount(ph.count("paid", *paid), "pool", *pool)
            }
            PayoutError::Limit(e) => e.phrase(),
            PayoutError::Satellite(e) => e.phrase(),
            PayoutError::FixedOverPool {
                pool,
                sum,
                min,
                max,
            } => {
                let ph = p("refusal-payout-fixed-over-pool")
                    .text("min", min.to_string())
                    .text("max", max.to_string());
                amount(amount(ph, "sum", *sum), "pool", *pool)
            }
            PayoutError::TopShare {
                share,
                lowest,
                highest,
            } => p("refusal-payout-top-share")
                .text("share", share_text(*share))
                .text("lowest", format!("{lowest:.4}"))
                .text("highest", format!("{highest:.4}")),
        }
    }
}

/// A share as a person reads it: "0.25", "1.5"; a number far outside any share in
/// scientific form ("1e308"), never its 309 digits.
fn share_text(share: f64) -> String {
    if share.is_finite() && share.abs() < 1e6 {
        let text = format!("{share:.4}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        format!("{share:e}")
    }
}

/// Splits `pool` over the places for a field of `entries`, in multiples of `increment`.
///
/// The inputs are checked against Felt's limits first ([`limits`]): at most
/// [`MAX_ENTRIES`] entries and [`MAX_PAID_PLACES`] places paid, amounts up to
/// [`limits::MAX_AMOUNT`]. The work is proportional to the places paid, never to the
/// entries or the pool.
pub fn payouts(
    entries: u32,
    pool: u64,
    increment: u64,
    method: &PayoutMethod,
) -> Result<Payout, PayoutError> {
    if entries == 0 {
        return Err(PayoutError::NoEntries);
    }
    if increment == 0 {
        return Err(PayoutError::ZeroIncrement);
    }
    limits::at_most("entries", entries, MAX_ENTRIES, limits::Unit::Entries)?;
    limits::amount("pool", pool)?;
    limits::amount("increment", increment)?;
    if let PayoutMethod::Curve(params) = method {
        params.check_limits()?;
    }
    if pool == 0 {
        return Err(PayoutError::PoolTooSmall {
            pool,
            paid: 1,
            increment,
        });
    }
    let (mut bands, min_units, basis) = match method {
        PayoutMethod::Table(table) => match table.row_for(entries) {
            // A row of fixed prizes: paid as written, what is left over to first place.
            Some(row) if !row.amounts.is_empty() => {
                let sum = row.amounts.iter().fold(0u64, |a, b| a.saturating_add(*b));
                if sum > pool {
                    return Err(PayoutError::FixedOverPool {
                        pool,
                        sum,
                        min: row.min_entries,
                        max: row.max_entries,
                    });
                }
                let mut amounts = row.amounts.clone();
                amounts[0] += pool - sum;
                return Ok(Payout {
                    places: numbered(amounts),
                    basis: PayoutBasis::Table {
                        title: table.title.clone(),
                        min_entries: row.min_entries,
                        max_entries: row.max_entries,
                        row_places: None,
                    },
                });
            }
            Some(row) => {
                limits::count_at_most(
                    "the payout table's row",
                    row.shares_bp.len(),
                    MAX_PAID_PLACES as usize,
                    limits::Unit::PlacesPaid,
                )?;
                // No paid place is ever 0: the row's first places only, as many as the
                // pool pays at least one increment each (their shares scaled up).
                let units = pool / increment;
                let mut places = row.shares_bp.len().min(units.max(1) as usize).max(1);
                let bands = loop {
                    let bands = table_bands(&row.shares_bp[..places], pool, increment);
                    let trial = settle(&mut bands.clone(), pool, increment, 0);
                    if places == 1 || trial.iter().all(|a| *a > 0) {
                        break bands;
                    }
                    places -= 1;
                };
                let basis = PayoutBasis::Table {
                    title: table.title.clone(),
                    min_entries: row.min_entries,
                    max_entries: row.max_entries,
                    row_places: (places < row.shares_bp.len())
                        .then_some(row.shares_bp.len() as u32),
                };
                (bands, 0, basis)
            }
            None => {
                let (bands, min, used) =
                    curve::curve_bands(entries, pool, increment, &CurveParams::default())?;
                let beyond_table = Some(table.title.clone());
                (bands, min, PayoutBasis::Curve { used, beyond_table })
            }
        },
        PayoutMethod::Curve(params) => {
            let (bands, min, used) = curve::curve_bands(entries, pool, increment, params)?;
            let beyond_table = None;
            (bands, min, PayoutBasis::Curve { used, beyond_table })
        }
        PayoutMethod::Satellite { seat_value, target } => {
            return Ok(satellite(entries, pool, *seat_value, target)?);
        }
    };
    let amounts = settle(&mut bands, pool, increment, min_units);
    Ok(Payout {
        places: numbered(amounts),
        basis,
    })
}

/// Floors of the places of a table row paid: each place's share of the pool (the shares
/// scaled to add up to all of it), in whole increments.
fn table_bands(shares_bp: &[u32], pool: u64, increment: u64) -> Vec<Band> {
    let whole: u128 = shares_bp
        .iter()
        .map(|s| u128::from(*s))
        .sum::<u128>()
        .max(1);
    let scale = whole * u128::from(increment);
    shares_bp
        .iter()
        .map(|&bp| Band {
            size: 1,
            units: (u128::from(pool) * u128::from(bp) / scale) as u64,
        })
        .collect()
}

fn numbered(amounts: Vec<u64>) -> Vec<PlacePrize> {
    amounts
        .into_iter()
        .zip(1u32..)
        .map(|(amount, place)| PlacePrize {
            place,
            amount,
            seat: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Payouts refuse what is beyond Felt's limits before any work, naming the field and
    /// the limit (never panicking, allocating without bound or running for minutes); at
    /// the limits they answer.
    #[test]
    fn payouts_refuse_inputs_beyond_the_limits() {
        let curve = |paid: Option<u32>, min_cash: Option<u64>| {
            PayoutMethod::Curve(CurveParams {
                paid,
                min_cash,
                ..CurveParams::default()
            })
        };
        let table = PayoutMethod::Table(Paytable::builtin(Paytable::default_name()).unwrap());
        /// Entries, pool, increment, method, and the places paid or the refusal.
        type Case<'a> = (u32, u64, u64, PayoutMethod, Result<usize, &'a str>);
        let cases: [Case; 7] = [
            (
                1_000_000_000,
                1_000,
                1,
                table.clone(),
                Err("entries 1000000000 is more than Felt's limit of 1,000,000 entries"),
            ),
            (
                100,
                u64::MAX,
                1,
                curve(None, None),
                Err(
                    "pool 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor units",
                ),
            ),
            (
                10,
                1_000,
                u64::MAX,
                table.clone(),
                Err(
                    "increment 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor units",
                ),
            ),
            (
                1_000,
                100_000,
                1,
                curve(Some(1_000_000_000), None),
                Err("paid 1000000000 is more than Felt's limit of 150,000 places paid"),
            ),
            (
                1_000,
                100_000,
                1,
                curve(Some(10), Some(u64::MAX)),
                Err(
                    "min_cash 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor units",
                ),
            ),
            // The min-cash times the places once overflowed before it was compared.
            (
                1_000_000,
                limits::MAX_AMOUNT,
                1,
                curve(Some(150_000), Some(limits::MAX_AMOUNT)),
                Err(
                    "a min-cash of 9007199254740991 for 150,000 places is more than the pool of 9007199254740991",
                ),
            ),
            (
                1_000_000,
                limits::MAX_AMOUNT,
                1,
                curve(None, None),
                Ok(150_000),
            ),
        ];
        for (entries, pool, increment, method, expected) in cases {
            let got = payouts(entries, pool, increment, &method)
                .map(|p| p.places.len())
                .map_err(|e| e.to_string());
            assert_eq!(
                got,
                expected.map_err(String::from),
                "{entries} {pool} {method:?}"
            );
        }
    }
}
