//! The floor calculators' limits: the largest input each one takes.
//!
//! Every calculator (payouts, ICM and chip-chop deals, chip race, seat draw, big blind
//! ante) checks its inputs against these before doing any work, so an answer never costs
//! time or memory beyond what the limits allow and no sum, product or difference of inputs
//! can overflow. A refusal ([`OverLimit`]) names the field, what was given and the limit.
//!
//! | input | limit |
//! |---|---|
//! | entries of a field (payouts) | [`MAX_ENTRIES`] |
//! | places paid (curve, table row, satellite seats and cash place) | [`MAX_PAID_PLACES`] |
//! | money: a pool, prize, increment, min-cash, buy-in, seat value, saver, amount to play for, and prizes together | [`MAX_AMOUNT`] |
//! | chips: a stack, a chip value, the chips of a deal or a race together | [`MAX_CHIPS`] |
//! | players in a deal | [`MAX_DEAL_PLAYERS`] |
//! | players for exact ICM (beyond: the Monte Carlo estimate) | [`EXACT_ICM_MAX_PLAYERS`] |
//! | finishing orders drawn by one ICM estimate, times the players | [`MAX_ICM_DRAWS`] |
//! | players in a seat draw | [`MAX_DRAW_PLAYERS`] |
//! | seats in a chip race, players at a table for the ante | [`MAX_TABLE_SEATS`] |
//!
//! Money and chips stop at 2^53 - 1: the largest integer a browser's numbers hold
//! exactly, so every amount Felt answers reaches the UI unchanged.

use super::seating::seat::MAX_SEATS;
use crate::lang::{Phrase, Speak};

pub use crate::structure::bounds::{MAX_AMOUNT, MAX_CHIPS, MAX_ENTRIES, MAX_PRICE, MAX_STACK};
/// Places paid by one payout: 15% of [`MAX_ENTRIES`], so the curve's default always fits.
pub const MAX_PAID_PLACES: u32 = 150_000;
/// Players in a deal (ICM or chip chop).
pub const MAX_DEAL_PLAYERS: usize = 10_000;
/// Most players exact ICM is computed for: `n * 2^n` steps and `2^n` floats of memory
/// (2^24 probabilities take 128 MiB); beyond, ICM is a seeded Monte Carlo estimate.
pub const EXACT_ICM_MAX_PLAYERS: usize = 24;
/// Finishing orders drawn by one Monte Carlo ICM estimate times the players in it: one
/// random draw each, so the work of an estimate stays under a few seconds.
pub const MAX_ICM_DRAWS: u64 = 20_000_000;
/// Players in one seat draw (a room of 11,112 nine-handed tables).
pub const MAX_DRAW_PLAYERS: u32 = 100_000;
/// Seats at one table: a chip race's seats, the players at the table of an ante.
pub const MAX_TABLE_SEATS: u8 = MAX_SEATS;

/// An input beyond one of Felt's limits. Said in the asker's language
/// (`refusal-limit-*` in the message files); `field` is the input's name as the request
/// gives it ("small_blind").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OverLimit {
    /// One number: "entries 1000000000 is more than Felt's limit of 1,000,000 entries".
    Value {
        field: &'static str,
        given: u128,
        limit: u64,
        noun: Unit,
    },
    /// The length of a list: "stacks lists 20,000 players, more than Felt's limit of 10,000".
    Count {
        field: &'static str,
        given: u64,
        limit: u64,
        noun: Unit,
    },
    /// A sum: "prizes add up to 18,446,744,073,709,551,615 minor units, more than Felt's
    /// limit of 9,007,199,254,740,991".
    Total {
        field: &'static str,
        given: u128,
        limit: u64,
        noun: Unit,
    },
}

/// What a limit counts, in the refusal's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Entries,
    PlacesPaid,
    Players,
    PlayersAtATable,
    Seats,
    Savers,
    Chips,
    /// Minor units of money (cents).
    MinorUnits,
}

impl Unit {
    /// The unit inside a sentence ("minor units").
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Unit::Entries => "refusal-limit-entries",
            Unit::PlacesPaid => "refusal-limit-places-paid",
            Unit::Players => "refusal-limit-players",
            Unit::PlayersAtATable => "refusal-limit-players-at-a-table",
            Unit::Seats => "refusal-limit-seats",
            Unit::Savers => "refusal-limit-savers",
            Unit::Chips => "refusal-limit-chips",
            Unit::MinorUnits => "refusal-limit-minor-units",
        })
    }
}

impl Speak for OverLimit {
    fn phrase(&self) -> Phrase {
        match self {
            // The figure given is written as it came, every digit.
            OverLimit::Value {
                field,
                given,
                limit,
                noun,
            } => Phrase::new("refusal-limit-value")
                .text("field", *field)
                .text("given", given.to_string())
                .figure("limit", *limit)
                .phrase("noun", noun.phrase()),
            OverLimit::Count {
                field,
                given,
                limit,
                noun,
            } => Phrase::new("refusal-limit-count")
                .text("field", *field)
                .figure("given", *given)
                .figure("limit", *limit)
                .phrase("noun", noun.phrase()),
            OverLimit::Total {
                field,
                given,
                limit,
                noun,
            } => Phrase::new("refusal-limit-total")
                .text("field", *field)
                .figure_wide("given", *given)
                .figure("limit", *limit)
                .phrase("noun", noun.phrase()),
        }
    }
}
crate::spoken_error!(OverLimit);

/// `given` must be at most `limit` (a single number of field `field`).
pub fn at_most(
    field: &'static str,
    given: impl Into<u128>,
    limit: impl Into<u64>,
    noun: Unit,
) -> Result<(), OverLimit> {
    let (given, limit) = (given.into(), limit.into());
    if given > u128::from(limit) {
        return Err(OverLimit::Value {
            field,
            given,
            limit,
            noun,
        });
    }
    Ok(())
}

/// A money amount in minor units must be at most [`MAX_AMOUNT`].
pub fn amount(field: &'static str, given: u64) -> Result<(), OverLimit> {
    at_most(field, given, MAX_AMOUNT, Unit::MinorUnits)
}

/// A chip count or value must be at most [`MAX_CHIPS`].
pub fn chips(field: &'static str, given: u64) -> Result<(), OverLimit> {
    at_most(field, given, MAX_CHIPS, Unit::Chips)
}

/// A list (field `field`) must hold at most `limit` items.
pub fn count_at_most(
    field: &'static str,
    len: usize,
    limit: usize,
    noun: Unit,
) -> Result<(), OverLimit> {
    if len > limit {
        return Err(OverLimit::Count {
            field,
            given: len as u64,
            limit: limit as u64,
            noun,
        });
    }
    Ok(())
}

/// The sum of `items` (field `field`), which must be at most `limit`; summed wide so it
/// never overflows.
pub fn total_at_most(
    field: &'static str,
    items: impl IntoIterator<Item = u128>,
    limit: u64,
    noun: Unit,
) -> Result<u64, OverLimit> {
    let given: u128 = items.into_iter().fold(0u128, u128::saturating_add);
    if given > u128::from(limit) {
        return Err(OverLimit::Total {
            field,
            given,
            limit,
            noun,
        });
    }
    Ok(given as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(got: Result<impl std::fmt::Debug, OverLimit>, expected: &str) {
        let got = match got {
            Ok(v) => format!("ok {v:?}"),
            Err(e) => e.to_string(),
        };
        assert_eq!(got, expected);
    }

    #[test]
    fn a_refusal_names_the_field_what_was_given_and_the_limit() {
        check(
            at_most("entries", 1_000_000_000u32, MAX_ENTRIES, Unit::Entries),
            "entries 1000000000 is more than Felt's limit of 1,000,000 entries",
        );
        check(
            at_most("entries", MAX_ENTRIES, MAX_ENTRIES, Unit::Entries),
            "ok ()",
        );
        check(
            amount("pool", u64::MAX),
            "pool 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor units",
        );
        check(amount("pool", MAX_AMOUNT), "ok ()");
        check(
            count_at_most("stacks", 20_000, MAX_DEAL_PLAYERS, Unit::Players),
            "stacks lists 20,000 players, more than Felt's limit of 10,000",
        );
        check(
            total_at_most(
                "prizes",
                [u64::MAX, u64::MAX].map(u128::from),
                MAX_AMOUNT,
                Unit::MinorUnits,
            ),
            "prizes add up to 36,893,488,147,419,103,230 minor units, more than Felt's limit of 9,007,199,254,740,991",
        );
        check(
            total_at_most("prizes", [1, 2], MAX_AMOUNT, Unit::MinorUnits),
            "ok 3",
        );
    }
}
