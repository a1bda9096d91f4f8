//! The floor's paper: seat cards, table lists, the moves list and the results sheet.
//!
//! Each builder turns the room chart (or the finishing order) into a [`Document`] that
//! the paper renderer prints; `results_csv` gives the results to a spreadsheet. Like the
//! rest of the core these are pure functions of their inputs: names come in as a map
//! from entry number to name, money as integer minor units (cents), and nothing here
//! reads a file or the clock. Everything is ordered the way the floor walks the room:
//! tables in number order, seats in seat order, moves by destination table.
//!
//! [`Document`]: crate::paper::document::Document

mod moves;
mod results;
mod seat_cards;
mod table_lists;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use crate::lang::{Arg, Locale};
use crate::rules::seating::PlayerId;

pub use moves::moves_list;
pub use results::{
    Books, from_inert, inert, results_csv, results_csv_with_books, results_sheet, with_books,
    with_log_seal, with_prizes_unknown,
};
pub use seat_cards::seat_cards;
pub use table_lists::table_lists;

/// How names are passed in: entry number to the player's name.
pub type Names = BTreeMap<PlayerId, String>;

/// The player's name, or "Entry 17" when the map has none (a name is never left blank
/// on paper the floor hands out).
fn name_of(names: &Names, player: PlayerId, l: Locale) -> String {
    match names.get(&player) {
        Some(n) if !n.trim().is_empty() => n.clone(),
        _ => entry(player, l),
    }
}

/// "Entry 17", in `l`'s words.
fn entry(player: PlayerId, l: Locale) -> String {
    l.say(
        "entry-unnamed",
        &[("entry", Arg::Text(&player.to_string()))],
    )
}

/// `n` things in `l`'s words ("12 players"): message `id` picks the form by `count`.
fn count(n: usize, id: &str, l: Locale) -> String {
    l.say(id, &[("count", Arg::Count(n as u64))])
}

/// A finishing place as printed: "5", or "5-6" when places 5 to 6 are shared.
pub fn place_label(place: u32, shared_to: u32, l: Locale) -> String {
    let n = |p: u32| l.number(u64::from(p));
    if shared_to > place {
        l.say(
            "place-shared",
            &[
                ("from", Arg::Text(&n(place))),
                ("to", Arg::Text(&n(shared_to))),
            ],
        )
    } else {
        n(place)
    }
}

/// An amount in minor units with two decimals and no grouping, as a spreadsheet reads
/// it: 12345 is "123.45", 5 is "0.05". Integer arithmetic only.
pub fn decimal(minor: u64) -> String {
    crate::words::decimal(u128::from(minor), false)
}

/// An amount in minor units with two decimals and thousands separators, as printed on
/// a results sheet: 123456789 is "1,234,567.89".
pub fn grouped_decimal(minor: u64) -> String {
    crate::words::decimal(u128::from(minor), true)
}
