//! Checking a seat draw from its log: every opening draw in the log is dealt
//! again from its recorded seed and the players as they stood just before it (registration
//! order, held seats, the room's size), with the same code the desk ran, and compared seat
//! by seat with the draw recorded and shown. A draw made under a commitment also shows
//! that its revealed secret gives that commitment and the seed it used
//! (`rules::seating::fair`). Anyone can run it: `felt tables verify`, the `/verify/EVENT`
//! page, `GET /api/events/{id}/draw/verify`.

use crate::engine::{Command, Event, FieldCommand, LogEntry, Record, SeatingCommand, Tournament};
use crate::field::decide::draw_seats;
use crate::field::{FieldEvent, HeldSeat, Placed};
use crate::rules::seating::fair;
use serde::{Deserialize, Serialize};

/// A commitment made before a draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct CommitLine {
    pub seq: u64,
    pub commitment: String,
    /// Still in effect (not undone).
    pub in_effect: bool,
}

/// A table and seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Spot {
    pub table: u32,
    pub seat: u8,
}

/// One seat of a checked draw: where the record put the player, and where the seed does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SeatLine {
    pub player: u32,
    pub name: String,
    pub table: u32,
    pub seat: u8,
    /// Where dealing again from the seed seats the player (None: the seed seats them
    /// nowhere).
    pub again: Option<Spot>,
}

/// One opening draw in the log, checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DrawLine {
    pub seq: u64,
    pub seed: u64,
    /// The secret the draw revealed, when it was committed.
    pub reveal: Option<String>,
    /// The commitment in effect when it was drawn.
    pub committed_to: Option<String>,
    /// The revealed secret's commitment, as anyone can compute it.
    pub reveal_gives: Option<String>,
    /// Still in effect (not undone).
    pub in_effect: bool,
    /// Dealing again from the seed gives exactly the recorded seats.
    pub reproduced: bool,
    pub seats: Vec<SeatLine>,
    /// What does not match, in words.
    pub problems: Vec<String>,
}

/// A later random draw in the log (a late registration's seat, alternates seated, a
/// shootout round, a chip race's cards), decided again from its seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RandomLine {
    pub seq: u64,
    /// What it was, in the log's words.
    pub what: String,
    pub seed: u64,
    pub in_effect: bool,
    /// Deciding it again from its seed gives exactly the record.
    pub reproduced: bool,
}

/// What checking an event's draws found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DrawCheck {
    pub event_name: String,
    /// The commitment shown now (before the draw), if any.
    pub commitment: Option<String>,
    pub commitments: Vec<CommitLine>,
    pub draws: Vec<DrawLine>,
    /// The later random draws (seatings and chip races), each decided again from its seed.
    pub later: Vec<RandomLine>,
    /// Every draw and later seating in effect checks out (true when there is none yet).
    pub fair: bool,
    /// The finding in words.
    pub text: String,
}

/// Checks every opening draw of an event's log.
pub fn check_draws(log: &[LogEntry]) -> Result<DrawCheck, crate::engine::ReplayError> {
    let last = Tournament::replay(log.iter())?;
    let mut commitments = Vec::new();
    let mut draws = Vec::new();
    let mut later = Vec::new();
    for (i, entry) in log.iter().enumerate() {
        let Record::Event {
            event: Event::Field { change },
        } = &entry.record
        else {
            continue;
        };
        match change {
            FieldEvent::DrawCommitted { commitment } => commitments.push(CommitLine {
                seq: entry.seq,
                commitment: commitment.clone(),
                in_effect: last.in_effect(entry.seq),
            }),
            FieldEvent::SeatsDrawn {
                seed,
                held,
                seats,
                reveal,
                ..
            } => {
                let before = Tournament::replay(log[..i].iter())?;
                draws.push(check_one(
                    &before,
                    entry,
                    *seed,
                    held,
                    seats,
                    reveal.as_deref(),
                    last.in_effect(entry.seq),
                ));
            }
            other => {
                if let Some((command, seed)) = seeded_command(other) {
                    let before = Tournament::replay(log[..i].iter())?;
                    let again = before.decide(&command, entry.at);
                    later.push(RandomLine {
                        seq: entry.seq,
                        what: crate::field::describe::describe(&before.field, other, "")
                            .to_string(),
                        seed,
                        in_effect: last.in_effect(entry.seq),
                        reproduced: again.as_ref() == Ok(&entry.record),
                    });
                }
            }
        }
    }
    let fair = draws
        .iter()
        .filter(|d| d.in_effect)
        .all(|d| d.problems.is_empty())
        && later.iter().filter(|l| l.in_effect).all(|l| l.reproduced);
    let shown = draws.iter().rev().find(|d| d.in_effect);
    let later_text = {
        let live: Vec<&RandomLine> = later.iter().filter(|l| l.in_effect).collect();
        let bad: Vec<String> = live
            .iter()
            .filter(|l| !l.reproduced)
            .map(|l| format!("#{} ({})", l.seq, l.what))
            .collect();
        match (live.len(), bad.is_empty()) {
            (0, _) => String::new(),
            (n, true) => format!(
                " The {} (late registrations, alternates, shootout rounds, chip races) deal{} again the same from {} seed{}.",
                crate::words::count(n as u64, "later random draw", "later random draws"),
                if n == 1 { "s" } else { "" },
                if n == 1 { "its" } else { "their" },
                if n == 1 { "" } else { "s" },
            ),
            (_, false) => format!(
                " These later random draws do NOT deal again the same from their seeds: {}.",
                bad.join("; ")
            ),
        }
    };
    let text = match shown {
        None => match &last.field.draw_commitment {
            Some(c) => format!(
                "Not drawn yet. The draw is committed to {}: after the draw, its secret must give this commitment.",
                fair::short(c)
            ),
            None => "Not drawn yet, and no commitment made.".to_string(),
        },
        Some(d) if d.problems.is_empty() => match &d.reveal {
            Some(r) => format!(
                "The draw shown is the draw its seed gives: all {} dealt again from seed {} match. The seed comes from the secret {}, which gives the commitment {} shown before the draw.",
                crate::words::count(d.seats.len() as u64, "seat", "seats"),
                d.seed,
                fair::short(r),
                fair::short(d.committed_to.as_deref().unwrap_or_default())
            ),
            None => format!(
                "The draw shown is the draw its seed gives: all {} dealt again from seed {} match. The draw was not committed beforehand, so the seed could have been chosen.",
                crate::words::count(d.seats.len() as u64, "seat", "seats"),
                d.seed
            ),
        },
        Some(d) => format!(
            "The draw shown is NOT the draw its seed gives: {}",
            d.problems.join("; ")
        ),
    };
    Ok(DrawCheck {
        event_name: last.structure.title(),
        commitment: last.field.draw_commitment.clone(),
        commitments,
        draws,
        later,
        fair,
        text: text + &later_text,
    })
}

/// The command that decided a random seating, with its seed: what the desk sent, as the
/// record keeps it.
fn seeded_command(change: &FieldEvent) -> Option<(Command, u64)> {
    match change {
        FieldEvent::Registered {
            name,
            number,
            re_entry_of: None,
            seed: Some(seed),
            ticket,
            ..
        } => Some((
            Command::Field(FieldCommand::Register {
                name: name.clone(),
                number: number.clone(),
                seed: Some(*seed),
                ticket: *ticket,
            }),
            *seed,
        )),
        FieldEvent::Registered {
            re_entry_of: Some(player),
            seed: Some(seed),
            ..
        } => Some((
            Command::Field(FieldCommand::ReEnter {
                player: *player,
                seed: Some(*seed),
            }),
            *seed,
        )),
        FieldEvent::RegisteredMany { entries } => {
            let seed = entries.first()?.seed?;
            let players = entries
                .iter()
                .map(|r| crate::field::NewPlayer {
                    name: r.name.clone(),
                    number: r.number.clone(),
                })
                .collect();
            Some((
                Command::Field(FieldCommand::RegisterMany {
                    players,
                    seed: Some(seed),
                }),
                seed,
            ))
        }
        FieldEvent::AlternatesSeated { seed, .. } => Some((
            Command::Seating(SeatingCommand::SeatAlternates { seed: Some(*seed) }),
            *seed,
        )),
        FieldEvent::RoundDrawn { seed, .. } => Some((
            Command::Seating(SeatingCommand::NextRound { seed: Some(*seed) }),
            *seed,
        )),
        FieldEvent::ChipRaceDone {
            table,
            removed_value,
            added_value,
            race: Some(race),
        } => Some((
            Command::Field(FieldCommand::ChipRaceDone {
                table: *table,
                removed_value: *removed_value,
                added_value: *added_value,
                race: Some(race.clone()),
            }),
            race.seed,
        )),
        _ => None,
    }
}

fn check_one(
    before: &Tournament,
    entry: &LogEntry,
    seed: u64,
    held: &[HeldSeat],
    seats: &[Placed],
    reveal: Option<&str>,
    in_effect: bool,
) -> DrawLine {
    let mut problems = Vec::new();
    let committed_to = before.field.draw_commitment.clone();
    let reveal_gives = reveal.map(fair::commitment);
    if let Some(r) = reveal {
        if !fair::is_hex_256(r) {
            problems.push("the revealed secret is not 64 hex characters".to_string());
        } else if fair::seed_of(r) != seed {
            problems.push(format!(
                "seed {seed} is not the revealed secret's seed {}",
                fair::seed_of(r)
            ));
        }
        match (&committed_to, &reveal_gives) {
            (Some(c), Some(g)) if c != g => problems.push(format!(
                "the revealed secret gives the commitment {}, not the {} shown before the draw",
                fair::short(g),
                fair::short(c)
            )),
            (None, _) => problems.push("a secret was revealed but none was committed".into()),
            _ => {}
        }
    } else if let Some(c) = &committed_to {
        problems.push(format!(
            "the draw was committed to {} but revealed no secret",
            fair::short(c)
        ));
    }
    // Deal again with the same code the desk ran, from the state just before.
    let ctx = before.context(entry.at);
    let again: Vec<Placed> = match draw_seats(&before.field, &ctx, held, Some(seed), reveal) {
        Ok(FieldEvent::SeatsDrawn { seats, .. }) => seats,
        Ok(_) => Vec::new(),
        Err(e) => {
            problems.push(format!("dealing again from the seed was refused: {e}"));
            Vec::new()
        }
    };
    let lines: Vec<SeatLine> = seats
        .iter()
        .map(|p| SeatLine {
            player: p.player,
            name: before
                .field
                .entries
                .get(&p.player)
                .map_or_else(|| format!("entry {}", p.player), |e| e.name.clone()),
            table: p.at.table,
            seat: p.at.seat,
            again: again.iter().find(|a| a.player == p.player).map(|a| Spot {
                table: a.at.table,
                seat: a.at.seat,
            }),
        })
        .collect();
    let moved = lines
        .iter()
        .filter(|l| {
            l.again
                != Some(Spot {
                    table: l.table,
                    seat: l.seat,
                })
        })
        .count();
    if moved > 0 {
        problems.push(format!(
            "{moved} of {} players sit elsewhere than the seed seats them",
            lines.len()
        ));
    }
    if again.len() != seats.len() && problems.is_empty() {
        problems.push(format!(
            "the seed seats {}, the record {}",
            crate::words::count(again.len() as u64, "player", "players"),
            seats.len()
        ));
    }
    DrawLine {
        seq: entry.seq,
        seed,
        reveal: reveal.map(str::to_string),
        committed_to,
        reveal_gives,
        in_effect,
        reproduced: problems.is_empty(),
        seats: lines,
        problems,
    }
}
