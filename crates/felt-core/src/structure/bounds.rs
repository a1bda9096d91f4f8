//! The largest number each key of a structure file may hold, checked where it is written.
//!
//! The limits are chosen so that no sum or product the engine makes from a structure can
//! overflow: with at most [`MAX_ENTRIES`] entries, a stack of at most [`MAX_STACK`] chips
//! makes at most 10^14 chips in play, and a price of at most [`MAX_PRICE`] a pool of at
//! most 10^15 minor units, both far under 2^53 - 1 ([`MAX_CHIPS`], [`MAX_AMOUNT`]), the
//! largest whole number a browser holds exactly. Totals past those (rebuys without end)
//! are added saturating and refused by the commands.
//!
//! One table ([`KEY_LIMITS`]) names every number of the file format with its limit, so a
//! new key gets its limit in one place; [`check`] walks the file's TOML with positions and
//! reports each number beyond its limit at the value's line and column, before anything
//! is built from it.

use super::diagnostic::Sink;
use crate::words::digits;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// Entries (entries plus re-entries) of one event.
pub const MAX_ENTRIES: u32 = 1_000_000;
/// Any amount of money in minor units, and any sum of amounts: 2^53 - 1.
pub const MAX_AMOUNT: u64 = (1 << 53) - 1;
/// Any chip count or chip value, and the chips of a deal or a race together: 2^53 - 1.
pub const MAX_CHIPS: u64 = (1 << 53) - 1;
/// The most chips one stack, stake, chip, lammer or purchase of a structure names: a
/// hundred million (a deep Main Event's biggest blinds are a few million).
pub const MAX_STACK: u64 = 100_000_000;
/// The most one buy-in, fee, purchase, prize step, min-cash, seat or bounty of a
/// structure costs, in minor units: 1,000,000,000 ($10,000,000.00).
pub const MAX_PRICE: u64 = 1_000_000_000;
/// The most lammers one entry is given.
pub const MAX_LAMMERS: u64 = 20;
/// The most times one player may buy one offer (a rebuy `limit`).
pub const MAX_PURCHASES: u64 = 1_000;

/// What a limited number counts, for the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Chips,
    MinorUnits,
    Lammers,
    Purchases,
    Envelopes,
    Entries,
}

impl Unit {
    fn noun(self) -> &'static str {
        match self {
            Unit::Chips => "chips",
            Unit::MinorUnits => "minor units (cents)",
            Unit::Lammers => "lammers",
            Unit::Purchases => "purchases",
            Unit::Envelopes => "envelopes",
            Unit::Entries => "entries",
        }
    }
}

/// Every number of the file format that a sum or product is made of, by its path (tables
/// by name, array items left out: `levels.ante` is the ante of every level), with its
/// limit.
pub const KEY_LIMITS: &[(&str, u64, Unit)] = &[
    ("starting_stack", MAX_STACK, Unit::Chips),
    ("levels.small_blind", MAX_STACK, Unit::Chips),
    ("levels.big_blind", MAX_STACK, Unit::Chips),
    ("levels.ante", MAX_STACK, Unit::Chips),
    ("levels.bring_in", MAX_STACK, Unit::Chips),
    ("levels.small_bet", MAX_STACK, Unit::Chips),
    ("levels.big_bet", MAX_STACK, Unit::Chips),
    ("levels.race_off", MAX_STACK, Unit::Chips),
    ("chips.value", MAX_STACK, Unit::Chips),
    ("lammers.value", MAX_STACK, Unit::Chips),
    ("lammers.per_entry", MAX_LAMMERS, Unit::Lammers),
    ("money.buy_in", MAX_PRICE, Unit::MinorUnits),
    ("money.fee", MAX_PRICE, Unit::MinorUnits),
    ("money.guarantee", MAX_AMOUNT, Unit::MinorUnits),
    ("add_on.chips", MAX_STACK, Unit::Chips),
    ("add_on.price", MAX_PRICE, Unit::MinorUnits),
    ("add_on.fee", MAX_PRICE, Unit::MinorUnits),
    ("add_on.limit", MAX_PURCHASES, Unit::Purchases),
    ("add_on.max", MAX_PURCHASES, Unit::Purchases),
    ("add_on.stack_at_most", MAX_CHIPS, Unit::Chips),
    ("add_on.prices.price", MAX_PRICE, Unit::MinorUnits),
    ("add_on.prices.fee", MAX_PRICE, Unit::MinorUnits),
    ("rebuy.chips", MAX_STACK, Unit::Chips),
    ("rebuy.price", MAX_PRICE, Unit::MinorUnits),
    ("rebuy.fee", MAX_PRICE, Unit::MinorUnits),
    ("rebuy.limit", MAX_PURCHASES, Unit::Purchases),
    ("rebuy.max", MAX_PURCHASES, Unit::Purchases),
    ("rebuy.stack_at_most", MAX_CHIPS, Unit::Chips),
    ("rebuy.prices.price", MAX_PRICE, Unit::MinorUnits),
    ("rebuy.prices.fee", MAX_PRICE, Unit::MinorUnits),
    ("re_entry.chips", MAX_STACK, Unit::Chips),
    ("re_entry.price", MAX_PRICE, Unit::MinorUnits),
    ("re_entry.fee", MAX_PRICE, Unit::MinorUnits),
    ("re_entry.limit", MAX_PURCHASES, Unit::Purchases),
    ("re_entry.max", MAX_PURCHASES, Unit::Purchases),
    ("re_entry.stack_at_most", MAX_CHIPS, Unit::Chips),
    ("re_entry.prices.price", MAX_PRICE, Unit::MinorUnits),
    ("re_entry.prices.fee", MAX_PRICE, Unit::MinorUnits),
    ("payouts.increment", MAX_PRICE, Unit::MinorUnits),
    ("payouts.curve.min_cash", MAX_PRICE, Unit::MinorUnits),
    ("payouts.row.amounts", MAX_AMOUNT, Unit::MinorUnits),
    ("payouts.row.entries", MAX_ENTRIES as u64, Unit::Entries),
    ("payouts.satellite.seat_value", MAX_PRICE, Unit::MinorUnits),
    ("special.bounty", MAX_PRICE, Unit::MinorUnits),
    (
        "special.mystery_bounty.envelopes.value",
        MAX_PRICE,
        Unit::MinorUnits,
    ),
    (
        "special.mystery_bounty.envelopes.count",
        MAX_ENTRIES as u64,
        Unit::Envelopes,
    ),
];

/// The limit of the number at `path`, when it has one.
pub fn limit_of(path: &str) -> Option<(u64, Unit)> {
    KEY_LIMITS
        .iter()
        .find(|(p, _, _)| *p == path)
        .map(|&(_, limit, unit)| (limit, unit))
}

/// The message for `key` = `given` beyond `limit`: "starting_stack 9,007,199,254,740,975
/// is more than Felt's limit of 100,000,000 chips".
pub fn over_limit(key: &str, given: &str, limit: u64, unit: Unit) -> String {
    format!(
        "{key} {} is more than Felt's limit of {} {}",
        digits(given),
        digits(&limit.to_string()),
        unit.noun()
    )
}

/// Reports every number of `sink`'s text beyond its limit in [`KEY_LIMITS`], at the
/// value. A text that is not TOML is left to the reader that follows, which says why.
pub(super) fn check(sink: &mut Sink) -> bool {
    let Ok(doc) = DeTable::parse(sink.text) else {
        return true;
    };
    let before = sink.found.len();
    walk_table(sink, "", doc.get_ref());
    sink.found.len() == before
}

fn walk_table(sink: &mut Sink, prefix: &str, table: &DeTable) {
    for (key, value) in table.iter() {
        let path = if prefix.is_empty() {
            key.get_ref().to_string()
        } else {
            format!("{prefix}.{}", key.get_ref())
        };
        walk_value(sink, &path, value);
    }
}

fn walk_value(sink: &mut Sink, path: &str, value: &Spanned<DeValue>) {
    match value.get_ref() {
        DeValue::Table(t) => walk_table(sink, path, t),
        DeValue::Array(items) => {
            for item in items {
                walk_value(sink, path, item);
            }
        }
        DeValue::Integer(i) => {
            let Some((limit, unit)) = limit_of(path) else {
                return;
            };
            let text = i.as_str().replace('_', "");
            // Negative numbers and other radixes are the reader's to refuse.
            let Ok(n) = u128::from_str_radix(text.trim_start_matches('+'), i.radix()) else {
                return;
            };
            if n > u128::from(limit) {
                let key = path.rsplit('.').next().unwrap_or(path);
                let shown = if matches!(key, "value" | "count" | "price" | "fee" | "limit" | "max")
                {
                    path.to_string()
                } else {
                    key.to_string()
                };
                sink.error(
                    value.span().start,
                    over_limit(&shown, &n.to_string(), limit, unit),
                );
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every path of the table is a number the file format reads (checked against the
    /// keys the example structures and templates use, in the structure tests); here, that
    /// no path is listed twice and each limit keeps the sums the header names in range.
    #[test]
    fn the_limits_keep_every_total_inside_what_a_browser_holds() {
        let mut seen = std::collections::BTreeSet::new();
        for (p, _, _) in KEY_LIMITS {
            assert!(seen.insert(*p), "{p} listed twice");
        }
        // Chips in play: every entry's stack, its lammers and one add-on and rebuy each.
        let per_entry = MAX_STACK * (1 + MAX_LAMMERS + 2);
        assert!(u128::from(per_entry) * u128::from(MAX_ENTRIES) <= u128::from(MAX_CHIPS));
        // The pool: every entry's buy-in and an add-on.
        assert!(u128::from(2 * MAX_PRICE) * u128::from(MAX_ENTRIES) <= u128::from(MAX_AMOUNT));
    }
}
