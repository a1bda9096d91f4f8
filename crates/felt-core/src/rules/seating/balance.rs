//! Balancing after a bust (TDA 10, 11; RP-9): break a table as soon as the players fit
//! in one fewer table, form the final table when they fit at one, otherwise move players
//! from the long tables to the short ones until sizes are within the trigger.
//!
//! The result is a [`BalancePlan`] of proposed moves; the TD confirms or edits them and
//! the confirmed moves are applied with [`apply_plan`] or, one by one, [`apply_move`].

use rand::RngExt;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

use super::breaking::{break_table, tables_to_break};
use super::buttons::{positions_from_button, worst_position};
use super::error::SeatingError;
use super::final_table::{self, FinalTable};
use super::model::{PlayerId, SeatNo, SeatRef, Seating, Table, TableNo};
pub use super::moves::{BalanceMove, MoveKind};
use super::settings::{BalanceSettings, BalanceStyle, DonorRule, UnknownButtonRule};

/// What the room needs after a bust.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BalancePlan {
    /// Tables that break, in the order they break.
    pub broken_tables: Vec<TableNo>,
    /// The final table, when it forms now.
    pub final_table: Option<FinalTable>,
    /// Moves, in the order they were planned.
    pub moves: Vec<BalanceMove>,
    /// Tables so short (by the hold-play gap) that they stop play until balanced.
    pub hold_play: Vec<TableNo>,
}

impl BalancePlan {
    /// True when nothing has to happen.
    pub fn is_empty(&self) -> bool {
        self.broken_tables.is_empty() && self.final_table.is_none() && self.moves.is_empty()
    }
}

/// Tables `gap` or more players short of the fullest table.
pub fn hold_play(seating: &Seating, gap: u32) -> Vec<TableNo> {
    let counts = seating.counts();
    let max = counts.iter().map(|c| c.1).max().unwrap_or(0);
    counts
        .into_iter()
        .filter(|(_, n)| max - n >= gap.max(1) as usize)
        .map(|(t, _)| t)
        .collect()
}

/// Computes the breaks and moves the room needs now. Pure: `seating` is not changed.
pub fn plan_after_bust(
    seating: &Seating,
    settings: &BalanceSettings,
    rng: &mut StdRng,
) -> Result<BalancePlan, SeatingError> {
    let mut plan = BalancePlan {
        hold_play: hold_play(seating, settings.hold_play_gap),
        ..Default::default()
    };
    let mut work = seating.clone();
    if final_table::is_due(&work, settings) {
        let (ft, moves) = final_table::form(&mut work, settings, rng)?;
        plan.broken_tables = seating
            .tables
            .keys()
            .copied()
            .filter(|t| *t != ft.table)
            .collect();
        plan.final_table = Some(ft);
        plan.moves = moves;
        return Ok(plan);
    }
    // Every table that breaks now is known before any is dealt out, so that none of its
    // players is sent to a table that breaks after it.
    let breaking = tables_to_break(&work, &settings.break_order);
    for (i, &t) in breaking.iter().enumerate() {
        plan.moves
            .extend(break_table(&mut work, t, &breaking[i + 1..], rng)?);
        plan.broken_tables.push(t);
    }
    // Each move shrinks the gap; the bound only guards against a room that cannot balance
    // (for example when held seats leave the short table no open seat).
    for _ in 0..=work.player_count() {
        let Some(mv) = next_balance_move(&work, settings, rng)? else {
            break;
        };
        work.move_player(mv.player, mv.to)?;
        plan.moves.push(mv);
    }
    Ok(plan)
}

fn donor_rank(rule: &DonorRule, t: TableNo) -> (usize, i64) {
    match rule {
        DonorRule::MostPlayersLowestNumber => (0, t as i64),
        DonorRule::MostPlayersHighestNumber => (0, -(t as i64)),
        DonorRule::MostPlayersListed(list) => match list.iter().position(|x| *x == t) {
            Some(i) => (i, 0),
            None => (list.len(), t as i64),
        },
    }
}

/// The long table that gives up a player, under the donor rule.
pub fn donor_table(seating: &Seating, rule: &DonorRule) -> Option<TableNo> {
    let max = seating.tables.values().map(Table::player_count).max()?;
    seating
        .tables
        .values()
        .filter(|t| t.player_count() == max)
        .min_by_key(|t| donor_rank(rule, t.number))
        .map(|t| t.number)
}

/// The short table that receives: fewest players among tables with an open seat, lowest
/// number among equals.
pub fn receiving_table(seating: &Seating) -> Option<TableNo> {
    seating
        .tables
        .values()
        .filter(|t| !t.open_seats().is_empty())
        .min_by_key(|t| (t.player_count(), t.number))
        .map(|t| t.number)
}

/// The next balancing move, or `None` when the tables are within the trigger.
pub fn next_balance_move(
    seating: &Seating,
    settings: &BalanceSettings,
    rng: &mut StdRng,
) -> Result<Option<BalanceMove>, SeatingError> {
    let (Some(d), Some(r)) = (
        donor_table(seating, &settings.donor),
        receiving_table(seating),
    ) else {
        return Ok(None);
    };
    let (long, short) = (seating.table(d)?, seating.table(r)?);
    let (nl, ns) = (long.player_count(), short.player_count());
    if d == r || nl <= ns + settings.trigger as usize {
        return Ok(None);
    }
    let mut unknown = Vec::new();
    let mut passed_over = None;
    let (player, from_seat, to_seat, rule) = match settings.style {
        BalanceStyle::ButtonGame | BalanceStyle::MixedInStud => {
            let (player, from_seat) = match due_big_blind(long) {
                Some((p, s)) => {
                    // The TDA's order, the big blind first; a player who came to this
                    // table by a move is passed over for the next due, when one was not.
                    let (mover, seat) = not_just_moved(seating, long, s).unwrap_or((p, s));
                    if mover != p {
                        passed_over = Some(p);
                    }
                    (mover, seat)
                }
                None => {
                    unknown.push(d);
                    fallback_player(long, settings.unknown_button, rng)
                }
            };
            let to_seat = match short.button {
                Some(b) => worst_position(b, &short.occupied(), &short.open_seats(), short.size()),
                None => None,
            };
            let to_seat = match to_seat {
                Some(s) => s,
                None => {
                    unknown.push(r);
                    fallback_seat(short, settings.unknown_button, rng)
                }
            };
            let rule = if settings.style == BalanceStyle::MixedInStud {
                "would be big blind next if the game were a button game (button frozen for stud)"
            } else {
                "is due the big blind next"
            };
            (player, from_seat, to_seat, rule)
        }
        BalanceStyle::StudOnly => {
            let to_seat = stud_target_seat(short);
            let (from_seat, first) = stud_mover(long, to_seat);
            let (player, from_seat) =
                not_just_moved(seating, long, from_seat).unwrap_or((first, from_seat));
            if player != first {
                passed_over = Some(first);
            }
            (
                player,
                from_seat,
                to_seat,
                "sits in the seat number to be filled (or next clockwise)",
            )
        }
    };
    let mut reason = format!(
        "table {d} has {} and table {r} has {ns}: player {player} {rule} at table {d}; moves to seat {to_seat} at table {r}",
        crate::words::count(nl as u64, "player", "players")
    );
    if settings.style == BalanceStyle::StudOnly {
        reason.push_str(" (stud: the most recently vacated seat)");
    } else if !unknown.contains(&r) {
        reason.push_str(" (the worst position)");
    }
    if let Some(p) = passed_over {
        reason.push_str(&format!(
            "; player {p}, due first, was moved to table {d} and is not moved again"
        ));
    }
    for t in &unknown {
        reason.push_str(&format!(
            "; button unknown at table {t}, chosen by the fallback rule ({})",
            match settings.unknown_button {
                UnknownButtonRule::HighestSeat => "highest seat",
                UnknownButtonRule::LowestSeat => "lowest seat",
                UnknownButtonRule::Random => "random draw",
            }
        ));
    }
    Ok(Some(BalanceMove {
        player,
        from: SeatRef {
            table: d,
            seat: from_seat,
        },
        to: SeatRef {
            table: r,
            seat: to_seat,
        },
        kind: MoveKind::Balance,
        reason,
        button_unknown: unknown,
    }))
}

/// The first player at `t`, from `seat` on clockwise, whose seat did not come from a
/// move; `None` when every player there was moved in.
pub fn not_just_moved(seating: &Seating, t: &Table, seat: SeatNo) -> Option<(PlayerId, SeatNo)> {
    std::iter::once(seat)
        .chain(super::buttons::clockwise_after(seat, t.size()))
        .filter_map(|s| Some((t.occupant(s)?, s)))
        .find(|(p, _)| !seating.was_moved(*p))
}

/// The player due the big blind next at `t`, when its button is known.
pub fn due_big_blind(t: &Table) -> Option<(PlayerId, SeatNo)> {
    let p = positions_from_button(t.button?, &t.occupied(), t.size())?;
    Some((t.occupant(p.big_blind)?, p.big_blind))
}

fn fallback_player(t: &Table, rule: UnknownButtonRule, rng: &mut StdRng) -> (PlayerId, SeatNo) {
    let seated: Vec<_> = t.seated().map(|(s, p)| (p, s)).collect();
    match rule {
        UnknownButtonRule::HighestSeat => seated[seated.len() - 1],
        UnknownButtonRule::LowestSeat => seated[0],
        UnknownButtonRule::Random => seated[rng.random_range(0..seated.len())],
    }
}

fn fallback_seat(t: &Table, rule: UnknownButtonRule, rng: &mut StdRng) -> SeatNo {
    let open = t.open_seats();
    match rule {
        UnknownButtonRule::HighestSeat => open[open.len() - 1],
        UnknownButtonRule::LowestSeat => open[0],
        UnknownButtonRule::Random => open[rng.random_range(0..open.len())],
    }
}

/// Stud: the most recently vacated seat that is still open; the lowest open seat when
/// the table has no vacancy on record (a seat never used).
pub fn stud_target_seat(t: &Table) -> SeatNo {
    let open = t.open_seats();
    t.vacated
        .iter()
        .rev()
        .copied()
        .find(|s| open.contains(s))
        .unwrap_or(open[0])
}

/// Stud: the player at the long table in seat `seat`, or in the next occupied seat
/// clockwise when that seat is empty.
pub fn stud_mover(t: &Table, seat: SeatNo) -> (SeatNo, PlayerId) {
    let s = if t.occupant(seat).is_some() {
        seat
    } else {
        super::buttons::clockwise_after(seat, t.size())
            .find(|s| t.occupant(*s).is_some())
            .unwrap_or(seat)
    };
    (s, t.occupant(s).unwrap_or_default())
}

/// Applies one move the TD confirmed (possibly edited): the player must be at `from` and
/// `to` must be open.
pub fn apply_move(seating: &mut Seating, mv: &BalanceMove) -> Result<(), SeatingError> {
    let at = seating.location(mv.player)?;
    if at != mv.from {
        return Err(not_at(mv, at));
    }
    seating.move_player(mv.player, mv.to)?;
    Ok(())
}

/// Applies a whole confirmed plan: every mover leaves his seat first (so moves may swap
/// or chain; a player moved twice goes from his first seat to his last), the final table
/// is resized, movers sit down, broken tables close. On an error `seating` is unchanged.
pub fn apply_plan(seating: &mut Seating, plan: &BalancePlan) -> Result<(), SeatingError> {
    let mut trips: Vec<(PlayerId, SeatRef, SeatRef)> = Vec::with_capacity(plan.moves.len());
    for mv in &plan.moves {
        match trips.iter_mut().find(|t| t.0 == mv.player) {
            Some(trip) if trip.2 == mv.from => trip.2 = mv.to,
            Some(trip) => return Err(not_at(mv, trip.2)),
            None => trips.push((mv.player, mv.from, mv.to)),
        }
    }
    let mut work = seating.clone();
    for &(player, from, _) in &trips {
        let at = work.location(player)?;
        if at != from {
            return Err(SeatingError::NotAt {
                player,
                table: from.table,
                seat: from.seat,
                actual_table: at.table,
                actual_seat: at.seat,
            });
        }
        work.unseat(player)?;
    }
    if let Some(ft) = plan.final_table {
        work.resize_table(ft.table, ft.seats)?;
    }
    for &(player, _, to) in &trips {
        work.seat(player, to)?;
        work.moved.insert(player);
    }
    for t in &plan.broken_tables {
        work.close_table(*t)?;
    }
    *seating = work;
    Ok(())
}

fn not_at(mv: &BalanceMove, actual: SeatRef) -> SeatingError {
    SeatingError::NotAt {
        player: mv.player,
        table: mv.from.table,
        seat: mv.from.seat,
        actual_table: actual.table,
        actual_seat: actual.seat,
    }
}
