//! Shootouts (BARGE 1.10): tables are filled evenly, never balanced, and each plays down
//! to its winner (or top two), who advance to the next round's draw.
//!
//! [`plan`] lays out the rounds for a field; when the field does not make full tables in
//! the later rounds it warns and proposes layouts with byes or fewer players per table.
//! [`ShootoutRound`] runs one round: the draw, the winners, the players advancing.

use std::collections::BTreeMap;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::error::SeatingError;
use super::model::{PlayerId, SeatNo, SeatRef, Seating, TableNo};
use crate::rules::limits::{self, MAX_DRAW_PLAYERS};

/// Shootout settings of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ShootoutSettings {
    /// Seats per table.
    pub seats: SeatNo,
    /// Players advancing from each table (1 or 2).
    pub advance: u32,
    /// Rounds wanted, the final included; `None`: as many as the field needs.
    pub rounds: Option<u32>,
}

/// One round of a layout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RoundLayout {
    pub round: u32,
    pub players: u32,
    /// Players at each table, tables in number order; sizes differ by at most one.
    pub tables: Vec<u32>,
    /// Players at tables no bigger than the number advancing: they advance unplayed.
    pub byes: u32,
    pub advancing: u32,
}

/// How a proposal makes the later rounds whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProposalKind {
    /// Full first-round tables; byes in a later round.
    Byes,
    /// More first-round tables with fewer players each.
    FewerPerTable,
}

/// An alternative layout offered when the natural one is not whole.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "schema", schema(as = ShootoutProposal))]
pub struct Proposal {
    pub kind: ProposalKind,
    pub rounds: Vec<RoundLayout>,
}

/// The layout of a shootout for a field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ShootoutPlan {
    pub players: u32,
    pub settings: ShootoutSettings,
    /// The natural layout: each round on as few tables as its players need.
    pub rounds: Vec<RoundLayout>,
    /// True when every round after the first has full tables (with two advancing, a
    /// table may be one short since winners come in pairs).
    pub whole: bool,
    pub warnings: Vec<String>,
    pub proposals: Vec<Proposal>,
}

/// `players` spread over `tables` tables: sizes floor or ceil, larger tables first.
pub fn even_sizes(players: u32, tables: u32) -> Vec<u32> {
    let tables = tables.max(1);
    (0..tables)
        .map(|i| players / tables + u32::from(i < players % tables))
        .collect()
}

fn round(round: u32, players: u32, tables: u32, advance: u32) -> RoundLayout {
    let tables = even_sizes(players, tables);
    let byes = tables.iter().filter(|n| **n <= advance).sum();
    let advancing = if tables.len() == 1 {
        1
    } else {
        tables.iter().map(|n| (*n).min(advance)).sum()
    };
    RoundLayout {
        round,
        players,
        tables,
        byes,
        advancing,
    }
}

/// Tables per round (final first... reversed) of the ideal bracket with `rounds` rounds.
fn ideal_tables(seats: u32, advance: u32, rounds: u32) -> Vec<u64> {
    let mut t = vec![1u64];
    for _ in 1..rounds {
        let next = *t.last().expect("non-empty");
        let players = advance as u64 * ((seats as u64 * next) / advance as u64);
        t.push(players / advance as u64);
    }
    t.reverse();
    t
}

fn is_whole(rounds: &[RoundLayout], seats: u32, advance: u32) -> bool {
    rounds
        .iter()
        .skip(1)
        .all(|r| r.tables.iter().all(|n| *n + advance > seats))
}

fn build(players: u32, first_tables: u32, later: &[u64], s: &ShootoutSettings) -> Vec<RoundLayout> {
    let seats = s.seats as u32;
    let mut out = vec![round(1, players, first_tables, s.advance)];
    let mut k = 1;
    while out.last().expect("non-empty").tables.len() > 1 {
        k += 1;
        let p = out.last().expect("non-empty").advancing;
        let natural = p.div_ceil(seats);
        let t = later
            .get(k as usize - 1)
            .map_or(natural, |ideal| (*ideal as u32).clamp(natural, p));
        out.push(round(k, p, t, s.advance));
        if k > 64 {
            break;
        }
    }
    out
}

/// Lays out a shootout for `players` entries.
pub fn plan(players: u32, s: ShootoutSettings) -> Result<ShootoutPlan, SeatingError> {
    let seats = s.seats as u32;
    if players < 2 {
        return Err(SeatingError::TooSmall {
            what: crate::rules::seating::Quantity::Players,
            min: 2,
            got: players,
        });
    }
    limits::at_most("players", players, MAX_DRAW_PLAYERS, limits::Unit::Players)?;
    if s.advance < 1 {
        return Err(SeatingError::TooSmall {
            what: crate::rules::seating::Quantity::AdvancingPerTable,
            min: 1,
            got: s.advance,
        });
    }
    if s.advance >= seats {
        return Err(SeatingError::TooSmall {
            what: crate::rules::seating::Quantity::SeatsAboveAdvancing,
            min: s.advance.saturating_add(1),
            got: seats,
        });
    }
    let rounds = build(players, players.div_ceil(seats), &[], &s);
    let whole = is_whole(&rounds, seats, s.advance);
    // The fewest rounds that can hold the field, or the rounds the TD asked for.
    let wanted = match s.rounds {
        Some(r) => r.max(1),
        None => (1..=64)
            .find(|r| seats as u64 * ideal_tables(seats, s.advance, *r)[0] >= players as u64)
            .unwrap_or(64),
    };
    let ideal = ideal_tables(seats, s.advance, wanted);
    let max = seats as u64 * ideal[0];
    if players as u64 > max {
        return Err(SeatingError::FieldTooLarge {
            players,
            rounds: wanted,
            seats: s.seats,
            max,
        });
    }
    let mut plan = ShootoutPlan {
        players,
        settings: s,
        rounds,
        whole,
        warnings: Vec::new(),
        proposals: Vec::new(),
    };
    if whole && plan.rounds.len() as u32 == wanted {
        return Ok(plan);
    }
    let last = plan.rounds.last().expect("non-empty");
    plan.warnings.push(format!(
        "{} do not make whole rounds of {seats}-handed tables: {}, round {} has {} at {}{}",
        crate::words::count(u64::from(players), "player", "players"),
        crate::words::count(plan.rounds.len() as u64, "round", "rounds"),
        last.round,
        crate::words::count(u64::from(last.players), "player", "players"),
        crate::words::count(last.tables.len() as u64, "table", "tables"),
        if plan.rounds.len() as u32 != wanted {
            format!(
                " ({} wanted)",
                crate::words::count(u64::from(wanted), "round", "rounds")
            )
        } else {
            String::new()
        },
    ));
    let byes = build(
        players,
        players.div_ceil(seats).min(ideal[0] as u32),
        &ideal,
        &s,
    );
    plan.proposals.push(Proposal {
        kind: ProposalKind::Byes,
        rounds: byes,
    });
    if players as u64 >= (s.advance as u64 + 1) * ideal[0] {
        let fewer = build(players, ideal[0] as u32, &ideal, &s);
        plan.proposals.push(Proposal {
            kind: ProposalKind::FewerPerTable,
            rounds: fewer,
        });
    }
    Ok(plan)
}

/// One round being played: its seating, and the winners recorded so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootoutRound {
    pub round: u32,
    pub advance: u32,
    pub seating: Seating,
    /// Who played at each table (busts do not change this).
    pub entrants: BTreeMap<TableNo, Vec<PlayerId>>,
    pub winners: BTreeMap<TableNo, Vec<PlayerId>>,
}

impl ShootoutRound {
    /// Draws `players` onto `tables` tables of `seats` seats (numbered from 1), filled
    /// evenly, seats and players at random.
    pub fn draw(
        round: u32,
        players: &[PlayerId],
        tables: u32,
        seats: SeatNo,
        advance: u32,
        rng: &mut StdRng,
    ) -> Result<Self, SeatingError> {
        let sizes = even_sizes(players.len() as u32, tables);
        if sizes[0] > seats as u32 {
            return Err(SeatingError::NotEnoughSeats {
                players: players.len(),
                seats: tables as usize * seats as usize,
            });
        }
        let mut seating = Seating::with_tables(tables, seats)?;
        let mut order = players.to_vec();
        order.shuffle(rng);
        let mut entrants = BTreeMap::new();
        let mut rest = order.as_slice();
        for (i, n) in sizes.into_iter().enumerate() {
            let table = i as TableNo + 1;
            let (here, tail) = rest.split_at(n as usize);
            rest = tail;
            let mut seat_cards: Vec<SeatNo> = (1..=seats).collect();
            seat_cards.shuffle(rng);
            for (&player, &seat) in here.iter().zip(&seat_cards) {
                seating.seat(player, SeatRef { table, seat })?;
            }
            entrants.insert(table, here.to_vec());
        }
        Ok(ShootoutRound {
            round,
            advance,
            seating,
            entrants,
            winners: BTreeMap::new(),
        })
    }

    /// Records the winner(s) of `table`: `advance` players (all of them at a smaller table).
    pub fn record_winners(
        &mut self,
        table: TableNo,
        winners: &[PlayerId],
    ) -> Result<(), SeatingError> {
        let played = self
            .entrants
            .get(&table)
            .ok_or(SeatingError::NoSuchTable { table })?;
        let want = (self.advance as usize).min(played.len());
        if winners.len() != want {
            return Err(SeatingError::WrongWinnerCount {
                table,
                advance: want as u32,
                got: winners.len(),
            });
        }
        for &player in winners {
            if !played.contains(&player) {
                return Err(SeatingError::NotAtTable { player, table });
            }
        }
        self.winners.insert(table, winners.to_vec());
        Ok(())
    }

    /// The players advancing, once every table has its winners.
    pub fn advancing(&self) -> Result<Vec<PlayerId>, SeatingError> {
        let mut out = Vec::new();
        for table in self.entrants.keys() {
            out.extend(
                self.winners
                    .get(table)
                    .ok_or(SeatingError::MissingWinner { table: *table })?,
            );
        }
        Ok(out)
    }
}
