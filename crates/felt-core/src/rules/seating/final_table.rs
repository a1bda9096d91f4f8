//! Forming the final table: when the players left fit at one final table (nine seats for
//! 9- and 8-handed events, seven for 7- and 6-handed ones), the other tables break into
//! it, optionally with a full seeded redraw (a house custom).

use std::collections::BTreeSet;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::breaking::next_to_break;
use super::error::SeatingError;
use super::model::{SeatNo, SeatRef, Seating, TableNo};
use super::moves::{BalanceMove, MoveKind};
use super::settings::BalanceSettings;

/// The final table that forms: which table survives and how many seats it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalTable {
    pub table: TableNo,
    pub seats: SeatNo,
    pub redraw: bool,
}

/// True when more than one table is open and the players fit at the final table.
pub fn is_due(seating: &Seating, settings: &BalanceSettings) -> bool {
    seating.tables.len() > 1 && seating.player_count() <= settings.final_table_seats as usize
}

/// The surviving table: the one the break order would break last.
pub fn surviving_table(seating: &Seating, settings: &BalanceSettings) -> Option<TableNo> {
    let mut probe = seating.clone();
    while let Some(t) = next_to_break(&probe, &settings.break_order) {
        probe.tables.remove(&t);
    }
    probe.tables.keys().next().copied()
}

/// Plans the final table in `work` and applies it there: returns the table and the moves.
/// Without a redraw the surviving table's players keep their seats (when the final table
/// still has them) and everyone else draws a random open seat; with a redraw every player
/// draws a seat.
pub fn form(
    work: &mut Seating,
    settings: &BalanceSettings,
    rng: &mut StdRng,
) -> Result<(FinalTable, Vec<BalanceMove>), SeatingError> {
    let table = surviving_table(work, settings).ok_or(SeatingError::TooSmall {
        what: crate::rules::seating::Quantity::OpenTables,
        min: 1,
        got: 0,
    })?;
    let seats = settings.final_table_seats;
    let redraw = settings.final_table_redraw;
    let stays: BTreeSet<_> = if redraw {
        BTreeSet::new()
    } else {
        work.table(table)?
            .seated()
            .filter(|(s, _)| *s <= seats)
            .map(|(_, p)| p)
            .collect()
    };
    let mut movers: Vec<_> = work
        .players
        .iter()
        .filter(|(p, _)| !stays.contains(p))
        .map(|(p, at)| (*p, *at))
        .collect();
    movers.shuffle(rng);
    for (p, _) in &movers {
        work.unseat(*p)?;
    }
    work.resize_table(table, seats)?;
    let mut open = work.table(table)?.open_seats();
    if open.len() < movers.len() {
        return Err(SeatingError::NotEnoughSeats {
            players: movers.len(),
            seats: open.len(),
        });
    }
    open.shuffle(rng);
    let reason = if redraw {
        format!(
            "final table: all {} redraw for seats at table {table}",
            crate::words::count(
                (work.player_count() + movers.len()) as u64,
                "player",
                "players"
            )
        )
    } else {
        format!("final table forms at table {table}; seat drawn at random")
    };
    let mut moves = Vec::with_capacity(movers.len());
    for ((player, from), seat) in movers.into_iter().zip(open) {
        let to = SeatRef { table, seat };
        work.seat(player, to)?;
        moves.push(BalanceMove {
            player,
            from,
            to,
            kind: MoveKind::FinalTable,
            reason: reason.clone(),
            button_unknown: Vec::new(),
        });
    }
    moves.sort_by_key(|m| (m.to.seat, m.player));
    let others: Vec<_> = work
        .tables
        .keys()
        .copied()
        .filter(|t| *t != table)
        .collect();
    for t in others {
        work.close_table(t)?;
    }
    Ok((
        FinalTable {
            table,
            seats,
            redraw,
        },
        moves,
    ))
}
