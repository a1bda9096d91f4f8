//! Payout tables: shares of the pool per place, by number of entries, as TD-editable TOML.
//!
//! A table is a list of rows; each row covers a range of entry counts and gives every
//! paid place its share in basis points (1/100 of a percent), best place first. The
//! tables Felt ships live in `structures/payouts/` and are compiled into the core, so the
//! core never reads a file; a TD's own table is read by the shell and handed in as text.

use crate::structure::paytables::{BUILTIN_PAYTABLES, check_rows};
pub use crate::structure::paytables::{PaytableError, PaytableRow};
use serde::{Deserialize, Serialize};

/// All of the pool, in basis points.
pub const FULL_POOL_BP: u32 = 10_000;

/// A payout table: which places are paid, and what share each gets, by field size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Paytable {
    /// Name shown to the TD ("BARGE unified payouts (2025)").
    pub title: String,
    /// Rounding increment the table was designed for, in minor units, if it names one.
    pub increment: Option<u64>,
    /// Rows ordered by entry count, without gaps or overlaps.
    pub rows: Vec<PaytableRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPaytable {
    title: String,
    increment: Option<u64>,
    #[serde(default)]
    row: Vec<RawRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRow {
    entries: [u32; 2],
    shares_bp: Vec<u32>,
}

impl Paytable {
    /// Reads and checks a payout table written in Felt's TOML format.
    pub fn from_toml(text: &str) -> Result<Paytable, PaytableError> {
        let raw: RawPaytable =
            toml::from_str(text).map_err(|e| PaytableError::Toml(e.to_string()))?;
        let table = Paytable {
            title: raw.title,
            increment: raw.increment,
            rows: raw
                .row
                .into_iter()
                .map(|r| PaytableRow {
                    min_entries: r.entries[0],
                    max_entries: r.entries[1],
                    shares_bp: r.shares_bp,
                    amounts: Vec::new(),
                })
                .collect(),
        };
        table.check()?;
        Ok(table)
    }

    /// A table shipped with Felt, by its name (the file name without `.toml`).
    pub fn builtin(name: &str) -> Result<Paytable, PaytableError> {
        let text = BUILTIN_PAYTABLES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| *t)
            .ok_or_else(|| PaytableError::Unknown {
                name: name.to_string(),
                known: Self::builtin_names().join(", "),
            })?;
        // Each shipped table is read once: the clock works out its payouts from one on
        // every view.
        static READ: std::sync::OnceLock<Vec<(&'static str, Paytable)>> =
            std::sync::OnceLock::new();
        let read = READ.get_or_init(|| {
            BUILTIN_PAYTABLES
                .iter()
                .filter_map(|(n, t)| Some((*n, Self::from_toml(t).ok()?)))
                .collect()
        });
        match read.iter().find(|(n, _)| *n == name) {
            Some((_, table)) => Ok(table.clone()),
            // A shipped table that does not read (a test says none does): say why.
            None => Self::from_toml(text),
        }
    }

    /// Names of the tables shipped with Felt.
    pub fn builtin_names() -> Vec<&'static str> {
        crate::structure::paytables::names()
    }

    /// The name of the table used when none is named: BARGE 2025.
    pub fn default_name() -> &'static str {
        BUILTIN_PAYTABLES[0].0
    }

    /// The row for a field of `entries`, or `None` when the field is beyond the table.
    pub fn row_for(&self, entries: u32) -> Option<&PaytableRow> {
        self.rows
            .iter()
            .find(|r| (r.min_entries..=r.max_entries).contains(&entries))
    }

    /// A house's own table (from a structure's `[[payouts.row]]`), checked like a file.
    pub fn new(
        title: String,
        increment: Option<u64>,
        rows: Vec<PaytableRow>,
    ) -> Result<Paytable, PaytableError> {
        let table = Paytable {
            title,
            increment,
            rows,
        };
        table.check()?;
        Ok(table)
    }

    fn check(&self) -> Result<(), PaytableError> {
        check_rows(&self.rows).map_err(|(_, e)| e)
    }

    /// Checks rows in order (see [`check_rows`]).
    pub fn check_rows(rows: &[PaytableRow]) -> Result<(), (usize, PaytableError)> {
        check_rows(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: &str) {
        let got = match Paytable::from_toml(text) {
            Ok(t) => format!("ok: {} rows", t.rows.len()),
            Err(e) => e.to_string(),
        };
        assert_eq!(got, expected);
    }

    #[test]
    fn builtin_tables_load() {
        for name in Paytable::builtin_names() {
            let t = Paytable::builtin(name).unwrap();
            assert!(t.rows.len() >= 10, "{name}");
        }
        let err = Paytable::builtin("wsop").unwrap_err().to_string();
        assert_eq!(
            err,
            "no payout table named \"wsop\"; known tables: barge-2025, standard-15"
        );
    }

    #[test]
    fn bad_tables_are_rejected_with_the_row_named() {
        let head = "title = \"t\"\n";
        check(
            &format!("{head}[[row]]\nentries = [1, 4]\nshares_bp = [10000]\n"),
            "ok: 1 rows",
        );
        check(head, "payout table has no rows");
        check(
            &format!("{head}[[row]]\nentries = [5, 8]\nshares_bp = [6000, 3500]\n"),
            "row for 5-8 entries: shares add up to 9500 basis points, not 10000",
        );
        check(
            &format!("{head}[[row]]\nentries = [5, 8]\nshares_bp = [4000, 6000]\n"),
            "row for 5-8 entries: place 2 gets more than place 1",
        );
        check(
            &format!(
                "{head}[[row]]\nentries = [1, 4]\nshares_bp = [10000]\n\
                 [[row]]\nentries = [6, 8]\nshares_bp = [10000]\n"
            ),
            "row for 6-8 entries: expected it to start at 5 entries",
        );
        check(
            &format!("{head}[[row]]\nentries = [2, 4]\nshares_bp = [5000, 3000, 2000]\n"),
            "row for 2-4 entries: pays 3 places, more than its 2 entries",
        );
        check(
            &format!("{head}[[row]]\nentries = [4, 2]\nshares_bp = [10000]\n"),
            "row for 4-2 entries: the range is empty (min is above max)",
        );
        check(
            &format!("{head}[[row]]\nentriez = [1, 4]\nshares_bp = [10000]\n"),
            "payout table is not valid TOML: TOML parse error at line 3, column 1\n  |\n3 | entriez = [1, 4]\n  | ^^^^^^^\nunknown field `entriez`, expected `entries` or `shares_bp`\n",
        );
    }
}
