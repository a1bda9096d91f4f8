//! The payout tables shipped with Felt (`structures/payouts/*.toml`), embedded at compile
//! time. A structure's `[payouts] table` names one of them; `rules::payout` reads them.
//! The rows of a table (shipped, or the house's own in a structure) are checked here, so
//! the structure file checker and the payout tables say the same words.

use serde::{Deserialize, Serialize};
use thiserror::Error;

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

/// Why a payout table could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PaytableError {
    #[error("payout table is not valid TOML: {0}")]
    Toml(String),
    #[error("payout table has no rows")]
    NoRows,
    #[error("row for {min}-{max} entries: the range is empty (min is above max)")]
    EmptyRange { min: u32, max: u32 },
    #[error(
        "row for {min}-{max} entries: expected it to start at {}",
        crate::words::count(u64::from(*.expected), "entry", "entries")
    )]
    NotContiguous { min: u32, max: u32, expected: u32 },
    #[error("row for {min}-{max} entries: shares add up to {sum} basis points, not 10000")]
    BadSum { min: u32, max: u32, sum: u64 },
    #[error("row for {min}-{max} entries: place {place} gets more than place {above}")]
    Increasing {
        min: u32,
        max: u32,
        place: usize,
        above: usize,
    },
    #[error(
        "row for {min}-{max} entries: pays {}, more than its {}",
        crate::words::count(*places as u64, "place", "places"),
        crate::words::count(u64::from(*min), "entry", "entries")
    )]
    TooManyPlaces { min: u32, max: u32, places: usize },
    #[error(
        "row for {min}-{max} entries: give either shares_bp (parts of the pool) or amounts (fixed prizes), not both"
    )]
    SharesAndAmounts { min: u32, max: u32 },
    #[error("row for {min}-{max} entries: place {place}'s fixed amount is 0")]
    ZeroAmount { min: u32, max: u32, place: usize },
    #[error("no payout table named {name:?}; known tables: {known}")]
    Unknown { name: String, known: String },
}

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
