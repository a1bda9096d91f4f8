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
use crate::lang::{Locale, Phrase, Speak};
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

/// Checks every opening draw of an event's log; its words in `l`.
pub fn check_draws(log: &[LogEntry], l: Locale) -> Result<DrawCheck, crate::engine::ReplayError> {
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
                let mut line = check_one(&before, entry, *seed, held, seats, reveal.as_deref(), l);
                line.in_effect = last.in_effect(entry.seq);
                draws.push(line);
            }
            other => {
                if let Some((command, seed)) = seeded_command(other) {
                    let before = Tournament::replay(log[..i].iter())?;
                    let again = before.decide(&command, entry.at);
                    later.push(RandomLine {
                        seq: entry.seq,
                        what: crate::field::describe::describe(&before.field, other, "").say(l),
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
            .map(|r| {
                Phrase::new("draw-check-later-item")
                    .text("seq", r.seq.to_string())
                    .text("what", r.what.clone())
                    .say(l)
            })
            .collect();
        match (live.len(), bad.is_empty()) {
            (0, _) => None,
            (n, true) => Some(Phrase::new("draw-check-later-same").count("count", n)),
            (_, false) => {
                Some(Phrase::new("draw-check-later-different").text("list", bad.join("; ")))
            }
        }
    };
    let seats = |d: &DrawLine| d.seats.len();
    let text = match shown {
        None => match &last.field.draw_commitment {
            Some(c) => Phrase::new("draw-check-not-drawn-committed").text("code", fair::short(c)),
            None => Phrase::new("draw-check-not-drawn"),
        },
        Some(d) if d.problems.is_empty() => match &d.reveal {
            Some(r) => Phrase::new("draw-check-fair-committed")
                .count("seats", seats(d))
                .text("seed", d.seed.to_string())
                .text("secret", fair::short(r))
                .text(
                    "code",
                    fair::short(d.committed_to.as_deref().unwrap_or_default()),
                ),
            None => Phrase::new("draw-check-fair-uncommitted")
                .count("seats", seats(d))
                .text("seed", d.seed.to_string()),
        },
        Some(d) => Phrase::new("draw-check-unfair").text("problems", d.problems.join("; ")),
    };
    let text = match later_text {
        Some(later) => format!("{} {}", text.say(l), later.say(l)),
        None => text.say(l),
    };
    Ok(DrawCheck {
        event_name: last.structure.title(),
        commitment: last.field.draw_commitment.clone(),
        commitments,
        draws,
        later,
        fair,
        text,
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
    l: Locale,
) -> DrawLine {
    let mut problems: Vec<Phrase> = Vec::new();
    let committed_to = before.field.draw_commitment.clone();
    let reveal_gives = reveal.map(fair::commitment);
    if let Some(r) = reveal {
        if !fair::is_hex_256(r) {
            problems.push(Phrase::new("draw-check-secret-not-hex"));
        } else if fair::seed_of(r) != seed {
            problems.push(
                Phrase::new("draw-check-seed-not-secrets")
                    .text("seed", seed.to_string())
                    .text("secret_seed", fair::seed_of(r).to_string()),
            );
        }
        match (&committed_to, &reveal_gives) {
            (Some(c), Some(g)) if c != g => problems.push(
                Phrase::new("draw-check-other-commitment")
                    .text("gives", fair::short(g))
                    .text("shown", fair::short(c)),
            ),
            (None, _) => problems.push(Phrase::new("draw-check-nothing-committed")),
            _ => {}
        }
    } else if let Some(c) = &committed_to {
        problems.push(Phrase::new("draw-check-no-secret").text("code", fair::short(c)));
    }
    // Deal again with the same code the desk ran, from the state just before.
    let ctx = before.context(entry.at);
    let again: Vec<Placed> = match draw_seats(&before.field, &ctx, held, Some(seed), reveal) {
        Ok(FieldEvent::SeatsDrawn { seats, .. }) => seats,
        Ok(_) => Vec::new(),
        Err(e) => {
            problems.push(Phrase::new("draw-check-refused").phrase("why", e.phrase()));
            Vec::new()
        }
    };
    let lines: Vec<SeatLine> = seats
        .iter()
        .map(|p| SeatLine {
            player: p.player,
            name: before.field.entries.get(&p.player).map_or_else(
                || {
                    Phrase::new("draw-check-entry")
                        .text("n", p.player.to_string())
                        .say(l)
                },
                |e| e.name.clone(),
            ),
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
        problems.push(
            Phrase::new("draw-check-moved")
                .text("moved", moved.to_string())
                .count("players", lines.len()),
        );
    }
    if again.len() != seats.len() && problems.is_empty() {
        problems.push(
            Phrase::new("draw-check-count")
                .count("again", again.len())
                .text("record", seats.len().to_string()),
        );
    }
    DrawLine {
        seq: entry.seq,
        seed,
        reveal: reveal.map(str::to_string),
        committed_to,
        reveal_gives,
        in_effect: true,
        reproduced: problems.is_empty(),
        seats: lines,
        problems: problems.iter().map(|p| p.say(l)).collect(),
    }
}
