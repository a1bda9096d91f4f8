//! The payout tables shipped with Felt (`structures/payouts/*.toml`), embedded at compile
//! time. A structure's `[payouts] table` names one of them; `rules::payout` reads them.
//! The rows of a table (shipped, or the house's own in a structure) are checked here, so
//! the structure file checker and the payout tables say the same words.

use crate::lang::{Phrase, Speak};
use serde::{Deserialize, Serialize};

/// All of the pool, in basis points.
const FULL_POOL_BP: u32 = 10_000;

/// The tables shipped with Felt: (name to pick it by, TOML text). The first is the one
/// used when an event or a calculator names none.
pub const BUILTIN_PAYTABLES: &[(&str, &str)] = &[
    (
        "barge-2025",
        include_str!("../../../../structures/payouts/barge-2025.toml"),
    ),
    (
        "standard-15",
        include_str!("../../../../structures/payouts/standard-15.toml"),
    ),
];

/// The names a structure may give as its payout table.
pub fn names() -> Vec<&'static str> {
    BUILTIN_PAYTABLES.iter().map(|(n, _)| *n).collect()
}

/// One row of a payout table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaytableRow {
    /// Fewest entries the row is for.
    pub min_entries: u32,
    /// Most entries the row is for.
    pub max_entries: u32,
    /// Share of the pool per place in basis points, first place first; sums to 10,000.
    /// Empty when the row pays fixed `amounts`.
    pub shares_bp: Vec<u32>,
    /// Fixed prizes in minor units, first place first (a home game's $90/$50/$20); what
    /// the pool holds beyond them goes to first place. Empty for a row of shares.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub amounts: Vec<u64>,
}

/// Why a payout table could not be loaded. Each is said in the asker's language
/// (`refusal-paytable-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaytableError {
    /// The TOML reader's own words (English).
    Toml(String),
    NoRows,
    EmptyRange {
        min: u32,
        max: u32,
    },
    NotContiguous {
        min: u32,
        max: u32,
        expected: u32,
    },
    BadSum {
        min: u32,
        max: u32,
        sum: u64,
    },
    Increasing {
        min: u32,
        max: u32,
        place: usize,
        above: usize,
    },
    TooManyPlaces {
        min: u32,
        max: u32,
        places: usize,
    },
    SharesAndAmounts {
        min: u32,
        max: u32,
    },
    ZeroAmount {
        min: u32,
        max: u32,
        place: usize,
    },
    /// `known`: the shipped tables' names, listed with commas.
    Unknown {
        name: String,
        known: String,
    },
}

impl Speak for PaytableError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        let row = |id, min: &u32, max: &u32| {
            p(id)
                .text("min", min.to_string())
                .text("max", max.to_string())
        };
        match self {
            PaytableError::Toml(why) => p("refusal-paytable-toml").text("why", why.clone()),
            PaytableError::NoRows => p("refusal-paytable-no-rows"),
            PaytableError::EmptyRange { min, max } => row("refusal-paytable-empty-range", min, max),
            PaytableError::NotContiguous { min, max, expected } => {
                row("refusal-paytable-not-contiguous", min, max).count("expected", *expected)
            }
            PaytableError::BadSum { min, max, sum } => {
                row("refusal-paytable-bad-sum", min, max).text("sum", sum.to_string())
            }
            PaytableError::Increasing {
                min,
                max,
                place,
                above,
            } => row("refusal-paytable-increasing", min, max)
                .text("place", place.to_string())
                .text("above", above.to_string()),
            PaytableError::TooManyPlaces { min, max, places } => {
                row("refusal-paytable-too-many-places", min, max)
                    .count("places", *places)
                    .count("entries", *min)
            }
            PaytableError::SharesAndAmounts { min, max } => {
                row("refusal-paytable-shares-and-amounts", min, max)
            }
            PaytableError::ZeroAmount { min, max, place } => {
                row("refusal-paytable-zero-amount", min, max).text("place", place.to_string())
            }
            PaytableError::Unknown { name, known } => p("refusal-paytable-unknown")
                .text("name", format!("{name:?}"))
                .text("known", known.clone()),
        }
    }
}
crate::spoken_error!(PaytableError);

/// Checks rows in order: contiguous ranges, shares that add up to the whole pool and
/// never increase down the list, no more places than entries. The error comes with
/// the index of the row it is about (0 for a table without rows).
pub fn check_rows(rows: &[PaytableRow]) -> Result<(), (usize, PaytableError)> {
    let first = rows.first().ok_or((0, PaytableError::NoRows))?;
    let mut expected = first.min_entries;
    for (i, r) in rows.iter().enumerate() {
        check_row(r, expected).map_err(|e| (i, e))?;
        expected = r.max_entries.saturating_add(1);
    }
    Ok(())
}

/// A row of fixed prizes: no shares beside them, none 0, none more than the place above,
/// no more places than entries.
fn check_amounts(r: &PaytableRow) -> Result<(), PaytableError> {
    let (min, max) = (r.min_entries, r.max_entries);
    if !r.shares_bp.is_empty() {
        return Err(PaytableError::SharesAndAmounts { min, max });
    }
    if let Some(i) = r.amounts.iter().position(|a| *a == 0) {
        return Err(PaytableError::ZeroAmount {
            min,
            max,
            place: i + 1,
        });
    }
    check_places(&r.amounts, min, max)
}

/// A row's prizes or shares, first place first: never rising down the row, and no more
/// places than the row's fewest entries.
fn check_places<T: PartialOrd>(values: &[T], min: u32, max: u32) -> Result<(), PaytableError> {
    if let Some(i) = values.windows(2).position(|w| w[1] > w[0]) {
        return Err(PaytableError::Increasing {
            min,
            max,
            place: i + 2,
            above: i + 1,
        });
    }
    if values.len() > min as usize {
        return Err(PaytableError::TooManyPlaces {
            min,
            max,
            places: values.len(),
        });
    }
    Ok(())
}

fn check_row(r: &PaytableRow, expected: u32) -> Result<(), PaytableError> {
    let (min, max) = (r.min_entries, r.max_entries);
    if min > max {
        return Err(PaytableError::EmptyRange { min, max });
    }
    if min != expected {
        return Err(PaytableError::NotContiguous { min, max, expected });
    }
    if !r.amounts.is_empty() {
        return check_amounts(r);
    }
    let sum: u64 = r.shares_bp.iter().map(|&s| u64::from(s)).sum();
    if sum != u64::from(FULL_POOL_BP) {
        return Err(PaytableError::BadSum { min, max, sum });
    }
    check_places(&r.shares_bp, min, max)
}
