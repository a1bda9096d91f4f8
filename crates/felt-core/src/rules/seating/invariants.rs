//! Invariants of the room chart, shared by the unit tests, the scenario tests and the
//! property tests: one player per seat, one seat per player, nobody lost or duplicated,
//! tables within the trigger after balancing, and every balancing move taking the player
//! and the seat the rule names.

use std::collections::{BTreeMap, BTreeSet};

use super::balance::{
    BalancePlan, MoveKind, due_big_blind, not_just_moved, stud_mover, stud_target_seat,
};
use super::buttons::worst_position;
use super::model::{PlayerId, SeatRef, Seating, TableNo};
use super::settings::{BalanceSettings, BalanceStyle};

/// A broken invariant, naming what is wrong where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Violation {
    #[error("player {player} sits at {first} and at {second}")]
    PlayerInTwoSeats {
        player: PlayerId,
        first: SeatRef,
        second: SeatRef,
    },
    #[error("the player index puts player {player} at {indexed}, but that seat holds {found:?}")]
    IndexMismatch {
        player: PlayerId,
        indexed: SeatRef,
        found: Option<PlayerId>,
    },
    #[error("player {player} sits at {at} but is missing from the player index")]
    NotIndexed { player: PlayerId, at: SeatRef },
    #[error("player {player} is marked as moved in but is not seated")]
    MovedNotSeated { player: PlayerId },
    #[error("table {table} is filed under number {key}")]
    TableNumber { table: TableNo, key: TableNo },
    #[error("seat {seat} at table {table} is held but player {player} sits there")]
    HeldSeatTaken {
        table: TableNo,
        seat: u8,
        player: PlayerId,
    },
    #[error("player {player} was lost from the room")]
    Lost { player: PlayerId },
    #[error("player {player} appeared in the room from nowhere")]
    Unexpected { player: PlayerId },
    #[error(
        "table {long} has {} and table {short} has {short_count}: more than {trigger} apart",
        crate::words::count(*.long_count as u64, "player", "players")
    )]
    Unbalanced {
        long: TableNo,
        long_count: usize,
        short: TableNo,
        short_count: usize,
        trigger: u32,
    },
    #[error(
        "{} fit in one fewer table, but table {table} did not break",
        crate::words::count(*.players as u64, "player", "players")
    )]
    ShouldBreak { players: usize, table: TableNo },
    #[error(
        "move {index} takes player {moved} from table {table}, but the rule names player {expected}"
    )]
    WrongMover {
        index: usize,
        table: TableNo,
        expected: PlayerId,
        moved: PlayerId,
    },
    #[error("move {index} sends a player to {to}, but the rule names {expected}")]
    WrongSeat {
        index: usize,
        to: SeatRef,
        expected: SeatRef,
    },
    #[error("move {index} takes a player from table {table}, which is not a longest table")]
    WrongDonor { index: usize, table: TableNo },
    #[error("move {index} cannot be replayed: {error}")]
    Unplayable { index: usize, error: String },
    #[error("the plan moves player {player} twice (moves {first} and {second})")]
    MovedTwice {
        player: PlayerId,
        first: usize,
        second: usize,
    },
    #[error("move {index} sends player {player} to table {table}, which the plan breaks")]
    ToBrokenTable {
        index: usize,
        player: PlayerId,
        table: TableNo,
    },
}

/// Structural invariants: one player per seat, one seat per player, index in step.
pub fn check(s: &Seating) -> Result<(), Violation> {
    let mut seen: BTreeMap<PlayerId, SeatRef> = BTreeMap::new();
    for (&key, t) in &s.tables {
        if key != t.number {
            return Err(Violation::TableNumber {
                table: t.number,
                key,
            });
        }
        for (seat, player) in t.seated() {
            let at = SeatRef {
                table: t.number,
                seat,
            };
            if let Some(first) = seen.insert(player, at) {
                return Err(Violation::PlayerInTwoSeats {
                    player,
                    first,
                    second: at,
                });
            }
            if t.held.contains_key(&seat) {
                return Err(Violation::HeldSeatTaken {
                    table: t.number,
                    seat,
                    player,
                });
            }
            if !s.players.contains_key(&player) {
                return Err(Violation::NotIndexed { player, at });
            }
        }
    }
    for (&player, &indexed) in &s.players {
        let found = s
            .tables
            .get(&indexed.table)
            .and_then(|t| t.occupant(indexed.seat));
        if found != Some(player) {
            return Err(Violation::IndexMismatch {
                player,
                indexed,
                found,
            });
        }
    }
    if let Some(&player) = s.moved.iter().find(|p| !s.players.contains_key(*p)) {
        return Err(Violation::MovedNotSeated { player });
    }
    Ok(())
}

/// Nobody lost, nobody duplicated: the seated players are exactly `expected`.
pub fn check_roster(s: &Seating, expected: &BTreeSet<PlayerId>) -> Result<(), Violation> {
    check(s)?;
    if let Some(&player) = expected.iter().find(|p| !s.players.contains_key(*p)) {
        return Err(Violation::Lost { player });
    }
    if let Some(&player) = s.players.keys().find(|p| !expected.contains(p)) {
        return Err(Violation::Unexpected { player });
    }
    Ok(())
}

/// After a plan is applied: no table should have broken and tables are within the
/// trigger (tables without an open seat cannot receive and are left out of the short end).
pub fn check_balanced(s: &Seating, settings: &BalanceSettings) -> Result<(), Violation> {
    if s.tables.len() > 1 && s.player_count() <= settings.final_table_seats as usize {
        let table = *s.tables.keys().next_back().expect("two tables");
        return Err(Violation::ShouldBreak {
            players: s.player_count(),
            table,
        });
    }
    if let Some(table) = super::breaking::next_to_break(s, &settings.break_order)
        && super::breaking::fits_without(s, table)
    {
        return Err(Violation::ShouldBreak {
            players: s.player_count(),
            table,
        });
    }
    let long = s.tables.values().max_by_key(|t| t.player_count());
    let short = s
        .tables
        .values()
        .filter(|t| !t.open_seats().is_empty())
        .min_by_key(|t| t.player_count());
    if let (Some(l), Some(sh)) = (long, short)
        && l.player_count() > sh.player_count() + settings.trigger as usize
    {
        return Err(Violation::Unbalanced {
            long: l.number,
            long_count: l.player_count(),
            short: sh.number,
            short_count: sh.player_count(),
            trigger: settings.trigger,
        });
    }
    Ok(())
}

/// Replays the balancing moves of `plan` on `before` and checks each one takes the player
/// and the seat the rule names (moves made with a fallback for an unknown button, and
/// break or final-table moves, are checked for legality only).
pub fn check_plan(
    before: &Seating,
    plan: &BalancePlan,
    settings: &BalanceSettings,
) -> Result<(), Violation> {
    // A floor carries out a plan in one pass: each player moves once, never to a table
    // that breaks.
    let mut first_move: BTreeMap<PlayerId, usize> = BTreeMap::new();
    for (index, mv) in plan.moves.iter().enumerate() {
        if let Some(&first) = first_move.get(&mv.player) {
            return Err(Violation::MovedTwice {
                player: mv.player,
                first,
                second: index,
            });
        }
        first_move.insert(mv.player, index);
        if plan.broken_tables.contains(&mv.to.table) {
            return Err(Violation::ToBrokenTable {
                index,
                player: mv.player,
                table: mv.to.table,
            });
        }
    }
    let mut work = before.clone();
    for (index, mv) in plan.moves.iter().enumerate() {
        if mv.kind != MoveKind::Balance {
            continue;
        }
        // Break and final-table moves come first in a plan; replay them all before the
        // first balancing move.
        if !plan.broken_tables.is_empty()
            && plan
                .broken_tables
                .iter()
                .any(|t| work.tables.contains_key(t))
        {
            let breaks = BalancePlan {
                broken_tables: plan.broken_tables.clone(),
                final_table: plan.final_table,
                moves: plan.moves[..index].to_vec(),
                hold_play: Vec::new(),
            };
            super::balance::apply_plan(&mut work, &breaks).map_err(|e| Violation::Unplayable {
                index,
                error: e.to_string(),
            })?;
        }
        let max = work
            .tables
            .values()
            .map(|t| t.player_count())
            .max()
            .unwrap_or(0);
        let long = work
            .table(mv.from.table)
            .map_err(|e| Violation::Unplayable {
                index,
                error: e.to_string(),
            })?;
        if long.player_count() != max {
            return Err(Violation::WrongDonor {
                index,
                table: mv.from.table,
            });
        }
        let short = work.table(mv.to.table).map_err(|e| Violation::Unplayable {
            index,
            error: e.to_string(),
        })?;
        let expected = match settings.style {
            BalanceStyle::StudOnly => {
                let seat = stud_target_seat(short);
                let (from, first) = stud_mover(long, seat);
                Some((
                    not_just_moved(&work, long, from).map_or(first, |x| x.0),
                    SeatRef {
                        table: short.number,
                        seat,
                    },
                ))
            }
            _ => {
                // The big blind first, passed over when moved in and another was not.
                let mover = due_big_blind(long)
                    .map(|(p, s)| not_just_moved(&work, long, s).map_or(p, |x| x.0));
                let seat = short.button.and_then(|b| {
                    worst_position(b, &short.occupied(), &short.open_seats(), short.size())
                });
                match (mover, seat, mv.button_unknown.is_empty()) {
                    (Some(p), Some(seat), true) => Some((
                        p,
                        SeatRef {
                            table: short.number,
                            seat,
                        },
                    )),
                    _ => None,
                }
            }
        };
        if let Some((player, to)) = expected {
            if player != mv.player {
                return Err(Violation::WrongMover {
                    index,
                    table: long.number,
                    expected: player,
                    moved: mv.player,
                });
            }
            if to != mv.to {
                return Err(Violation::WrongSeat {
                    index,
                    to: mv.to,
                    expected: to,
                });
            }
        }
        super::balance::apply_move(&mut work, mv).map_err(|e| Violation::Unplayable {
            index,
            error: e.to_string(),
        })?;
    }
    Ok(())
}
