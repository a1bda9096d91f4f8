//! Breaking tables (TDA 10): which table breaks next, whether the field fits in one
//! fewer table, and the random draw of the broken table's players into open seats.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use super::draw::random_seat_at_shortest;
use super::error::SeatingError;
use super::model::{Seating, TableNo};
use super::moves::{BalanceMove, MoveKind};
use super::settings::BreakOrder;

/// The open table that breaks next under `order`, if more than one table is open.
pub fn next_to_break(seating: &Seating, order: &BreakOrder) -> Option<TableNo> {
    if seating.tables.len() < 2 {
        return None;
    }
    let highest = seating.tables.keys().next_back().copied();
    match order {
        BreakOrder::HighestFirst => highest,
        BreakOrder::LowestFirst => seating.tables.keys().next().copied(),
        BreakOrder::Listed(list) => list
            .iter()
            .find(|t| seating.tables.contains_key(*t))
            .copied()
            .or(highest),
    }
}

/// True when the players seated fit in the open seats of every table but `table`.
pub fn fits_without(seating: &Seating, table: TableNo) -> bool {
    let room: usize = seating
        .tables
        .values()
        .filter(|t| t.number != table)
        .map(|t| t.capacity())
        .sum();
    seating.player_count() <= room
}

/// The tables that break now, in the order they break: the next under `order`, again and
/// again, while the players fit at the tables left.
pub fn tables_to_break(seating: &Seating, order: &BreakOrder) -> Vec<TableNo> {
    let players = seating.player_count();
    let mut breaking: Vec<TableNo> = Vec::new();
    loop {
        let open: Vec<TableNo> = seating
            .tables
            .keys()
            .copied()
            .filter(|t| !breaking.contains(t))
            .collect();
        if open.len() < 2 {
            return breaking;
        }
        let next = match order {
            BreakOrder::HighestFirst => open[open.len() - 1],
            BreakOrder::LowestFirst => open[0],
            BreakOrder::Listed(list) => list
                .iter()
                .copied()
                .find(|t| open.contains(t))
                .unwrap_or(open[open.len() - 1]),
        };
        let room: usize = seating
            .tables
            .values()
            .filter(|t| t.number != next && !breaking.contains(&t.number))
            .map(|t| t.capacity())
            .sum();
        if players > room {
            return breaking;
        }
        breaking.push(next);
    }
}

/// Breaks `table` in `work`: its players, dealt in random order, each take a random open
/// seat at the shortest table that stays (blinds and button seats included: never one of
/// `breaking`, the tables breaking with it, so nobody moves twice), and the table closes.
/// Returns the moves made, in the order they were drawn.
pub fn break_table(
    work: &mut Seating,
    table: TableNo,
    breaking: &[TableNo],
    rng: &mut StdRng,
) -> Result<Vec<BalanceMove>, SeatingError> {
    let mut seated: Vec<_> = work.table(table)?.seated().collect();
    // The random card deal: the order in which the broken table's players take seat cards.
    seated.shuffle(rng);
    let skip: Vec<TableNo> = breaking.iter().copied().chain([table]).collect();
    let remaining =
        work.tables.len() - skip.iter().filter(|t| work.tables.contains_key(*t)).count();
    let mut moves = Vec::with_capacity(seated.len());
    for &(_, player) in &seated {
        let from = work.unseat(player)?;
        let to =
            random_seat_at_shortest(work, &skip, rng).ok_or(SeatingError::NoOpenSeat { player })?;
        work.seat(player, to)?;
        moves.push(BalanceMove {
            player,
            from,
            to,
            kind: MoveKind::BreakTable,
            reason: format!(
                "table {table} breaks: the players fit at {}; seat drawn at random among the shortest tables",
                crate::words::count(remaining as u64, "table", "tables")
            ),
            button_unknown: Vec::new(),
        });
    }
    work.close_table(table)?;
    Ok(moves)
}
