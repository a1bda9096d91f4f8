//! The seat draw (TDA 7): the opening draw of the field, and the draw of late
//! registrants, re-entries and alternates into the open seats.
//!
//! Tables open in the event's `table_order`, as few as the field needs; players are spread
//! so that table sizes differ by at most one (as far as held seats allow). Which seats at
//! a table are used and which player gets which seat is drawn with the caller's seeded
//! generator, so the same seed replays the same draw.

use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::error::SeatingError;
use super::model::{PlayerId, SeatNo, SeatRef, Seating, TableNo};
use crate::rules::limits::{self, MAX_DRAW_PLAYERS};

/// One player's seat from a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAssignment {
    pub player: PlayerId,
    pub table: TableNo,
    pub seat: SeatNo,
}

/// The seating chart as shown and printed: tables in number order, occupied seats in
/// seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SeatingChart {
    pub tables: Vec<ChartTable>,
}

/// One table of a [`SeatingChart`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ChartTable {
    pub table: TableNo,
    pub seats: Vec<ChartSeat>,
}

/// One occupied seat of a [`ChartTable`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ChartSeat {
    pub seat: SeatNo,
    pub player: PlayerId,
}

impl From<&Seating> for SeatingChart {
    fn from(s: &Seating) -> Self {
        let tables = s
            .tables
            .values()
            .map(|t| ChartTable {
                table: t.number,
                seats: t
                    .seated()
                    .map(|(seat, player)| ChartSeat { seat, player })
                    .collect(),
            })
            .collect();
        SeatingChart { tables }
    }
}

fn check_new_players(seating: &Seating, players: &[PlayerId]) -> Result<(), SeatingError> {
    let mut seen = BTreeSet::new();
    for &player in players {
        if !seen.insert(player) {
            return Err(SeatingError::DuplicatePlayer { player });
        }
        if let Some(at) = seating.players.get(&player) {
            return Err(SeatingError::AlreadySeated {
                player,
                table: at.table,
                seat: at.seat,
            });
        }
    }
    Ok(())
}

/// The opening draw: seats `players` at the first tables of `table_order` that hold
/// them, spread evenly, seats and players drawn at random.
pub fn draw_field(
    seating: &mut Seating,
    table_order: &[TableNo],
    players: &[PlayerId],
    rng: &mut StdRng,
) -> Result<Vec<SeatAssignment>, SeatingError> {
    check_new_players(seating, players)?;
    let mut seen = BTreeSet::new();
    for &table in table_order {
        if !seen.insert(table) {
            return Err(SeatingError::DuplicateTable { table });
        }
        seating.table(table)?;
    }
    // Open as few tables as the field needs, in the house order.
    let mut used = Vec::new();
    let mut room = 0;
    for &table in table_order {
        if room >= players.len() {
            break;
        }
        room += seating.table(table)?.open_seats().len();
        used.push(table);
    }
    if room < players.len() {
        return Err(SeatingError::NotEnoughSeats {
            players: players.len(),
            seats: room,
        });
    }
    // Water-fill: each player goes to the emptiest table with room (ties: house order).
    let mut open: Vec<Vec<SeatNo>> = Vec::with_capacity(used.len());
    let mut heap = BinaryHeap::with_capacity(used.len());
    for (i, &table) in used.iter().enumerate() {
        let t = seating.table(table)?;
        open.push(t.open_seats());
        heap.push(Reverse((t.player_count(), i)));
    }
    let mut take = vec![0usize; used.len()];
    for _ in 0..players.len() {
        let Reverse((count, i)) = heap.pop().expect("room was checked");
        take[i] += 1;
        if take[i] < open[i].len() {
            heap.push(Reverse((count + 1, i)));
        }
    }
    let mut seat_cards = Vec::with_capacity(players.len());
    for (i, seats) in open.iter_mut().enumerate() {
        seats.shuffle(rng);
        let mut chosen: Vec<SeatNo> = seats[..take[i]].to_vec();
        chosen.sort_unstable();
        seat_cards.extend(chosen.into_iter().map(|seat| SeatRef {
            table: used[i],
            seat,
        }));
    }
    let mut order = players.to_vec();
    order.shuffle(rng);
    let mut out = Vec::with_capacity(order.len());
    for (player, at) in order.into_iter().zip(seat_cards) {
        seating.seat(player, at)?;
        out.push(SeatAssignment {
            player,
            table: at.table,
            seat: at.seat,
        });
    }
    out.sort_by_key(|a| (a.table, a.seat));
    Ok(out)
}

/// Late registrants, re-entries and alternates, in the order given: each draws a random
/// open seat among the tables with the fewest players.
pub fn draw_late(
    seating: &mut Seating,
    players: &[PlayerId],
    rng: &mut StdRng,
) -> Result<Vec<SeatAssignment>, SeatingError> {
    check_new_players(seating, players)?;
    let mut out = Vec::with_capacity(players.len());
    for &player in players {
        let at = random_seat_at_shortest(seating, &[], rng)
            .ok_or(SeatingError::NoOpenSeat { player })?;
        seating.seat(player, at)?;
        out.push(SeatAssignment {
            player,
            table: at.table,
            seat: at.seat,
        });
    }
    Ok(out)
}

/// A random open seat among the tables with the fewest players (ignoring the tables in
/// `except`: those breaking).
pub(crate) fn random_seat_at_shortest(
    seating: &Seating,
    except: &[TableNo],
    rng: &mut StdRng,
) -> Option<SeatRef> {
    let mut best = usize::MAX;
    let mut seats = Vec::new();
    for t in seating.tables.values() {
        if except.contains(&t.number) {
            continue;
        }
        let open = t.open_seats();
        if open.is_empty() {
            continue;
        }
        let n = t.player_count();
        if n < best {
            best = n;
            seats.clear();
        }
        if n == best {
            seats.extend(open.into_iter().map(|seat| SeatRef {
                table: t.number,
                seat,
            }));
        }
    }
    if seats.is_empty() {
        return None;
    }
    Some(seats[rng.random_range(0..seats.len())])
}

/// A fresh room for `players` entries (numbered 1..=players) at `seats`-handed tables
/// numbered from 1, as many as needed, drawn with `rng`; at most
/// [`MAX_DRAW_PLAYERS`] players.
pub fn draw_room(players: u32, seats: SeatNo, rng: &mut StdRng) -> Result<Seating, SeatingError> {
    if players < 1 {
        return Err(SeatingError::TooSmall {
            what: crate::rules::seating::Quantity::Players,
            min: 1,
            got: players,
        });
    }
    limits::at_most("players", players, MAX_DRAW_PLAYERS, limits::Unit::Players)?;
    let tables = players.div_ceil(seats.max(1) as u32);
    let mut seating = Seating::with_tables(tables, seats)?;
    let order: Vec<TableNo> = (1..=tables).collect();
    let field: Vec<PlayerId> = (1..=players).collect();
    draw_field(&mut seating, &order, &field, rng)?;
    Ok(seating)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// A draw for 100,000,000 players would take minutes and gigabytes: beyond Felt's
    /// limit it is refused at once, at the limit it is drawn.
    #[test]
    fn a_room_is_drawn_up_to_the_limit_of_players() {
        let mut rng = StdRng::seed_from_u64(1);
        let refused = draw_room(100_000_000, 9, &mut rng).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "players 100000000 is more than Felt's limit of 100,000 players"
        );
        let room = draw_room(MAX_DRAW_PLAYERS, 9, &mut rng).unwrap();
        assert_eq!(room.tables.len(), 11_112);
    }
}
