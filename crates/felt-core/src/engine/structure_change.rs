//! Deciding a change to the running event's structure: what the TD asked for
//! becomes the edits to fold and the clock anchor after them. Periods already played never
//! change; the level in play may get longer or shorter (never shorter than it has run);
//! a break now cuts the level in play in two around the break.

use super::command::StructureCommand;
use crate::lang::{Phrase, Speak};
use crate::rules::clock::{self, Clock, PauseReason, period_phrase};
use crate::structure::edit::{LevelError, LevelInput, StructureEdit, new_break, number_at};
use crate::structure::{AfterLast, Level, Period, Structure, stakes_phrase};
use crate::time::UtcMs;
use crate::words::clock as duration_words;

/// Why a change to the structure was refused. Nothing changed. Said in the asker's
/// language (`refusal-structure-*` in the message files); `what` is the period
/// concerned ("level 4").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StructureChangeError {
    NoSuchPeriod {
        period: usize,
        count: usize,
        last: usize,
    },
    Played {
        what: Phrase,
    },
    InPlay {
        what: Phrase,
    },
    /// `ran`: the time it has run, as a clock writes it ("12:00").
    ShorterThanRun {
        what: Phrase,
        ran: String,
    },
    NotALevel {
        what: Phrase,
    },
    NotStarted,
    OnBreak {
        what: Phrase,
    },
    Minutes {
        minutes: u32,
    },
    /// The level typed at the desk, refused.
    Level(LevelError),
}

impl Speak for StructureChangeError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            StructureChangeError::NoSuchPeriod {
                period,
                count,
                last,
            } => p("refusal-structure-no-such-period")
                .count("count", *count)
                .text("last", last.to_string())
                .text("period", period.to_string()),
            StructureChangeError::Played { what } => {
                p("refusal-structure-played").capital("what", what.clone())
            }
            StructureChangeError::InPlay { what } => {
                p("refusal-structure-in-play").capital("what", what.clone())
            }
            StructureChangeError::ShorterThanRun { what, ran } => {
                p("refusal-structure-shorter-than-run")
                    .capital("what", what.clone())
                    .text("ran", ran.clone())
            }
            StructureChangeError::NotALevel { what } => {
                p("refusal-structure-not-a-level").capital("what", what.clone())
            }
            StructureChangeError::NotStarted => p("refusal-structure-not-started"),
            StructureChangeError::OnBreak { what } => {
                p("refusal-structure-on-break").capital("what", what.clone())
            }
            StructureChangeError::Minutes { minutes } => {
                p("refusal-structure-minutes").text("minutes", minutes.to_string())
            }
            StructureChangeError::Level(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(StructureChangeError);

impl StructureChangeError {
    pub fn code(&self) -> &'static str {
        match self {
            StructureChangeError::NoSuchPeriod { .. } => "no-such-period",
            StructureChangeError::Played { .. } | StructureChangeError::InPlay { .. } => {
                "period-played"
            }
            StructureChangeError::ShorterThanRun { .. } => "shorter-than-run",
            StructureChangeError::NotALevel { .. } => "not-a-level",
            StructureChangeError::NotStarted => "not-started",
            StructureChangeError::OnBreak { .. } => "on-break",
            StructureChangeError::Minutes { .. } => "minutes-out-of-range",
            StructureChangeError::Level(_) => "bad-level",
        }
    }
}

/// What a decided change logs: the edits in order and the clock after them.
pub(super) struct Decided {
    pub edits: Vec<StructureEdit>,
    pub clock: Clock,
}

/// Decides `command` against the structure `s` and the clock at `now`.
pub(super) fn decide(
    s: &Structure,
    anchor: Clock,
    now: UtcMs,
    command: &StructureCommand,
) -> Result<Decided, StructureChangeError> {
    let here = clock::read(anchor, s, now);
    let settled = clock::settle(anchor, s, now);
    let current = here.period;
    let count = s.periods.len();
    let exists = |period: usize| {
        if period < count {
            Ok(())
        } else {
            Err(StructureChangeError::NoSuchPeriod {
                period,
                count,
                last: count.saturating_sub(1),
            })
        }
    };
    let name = |period: usize| period_phrase(s, period);
    // Where a new period may go: after the one in play (or at the end).
    let insert_at = |before: Option<usize>| -> Result<usize, StructureChangeError> {
        match before {
            None => Ok(count),
            Some(b) if b > count => Err(StructureChangeError::NoSuchPeriod {
                period: b,
                count,
                last: count.saturating_sub(1),
            }),
            Some(b) if b < current => Err(StructureChangeError::Played { what: name(b) }),
            Some(b) if b == current && started(anchor) => {
                Err(StructureChangeError::InPlay { what: name(b) })
            }
            Some(b) => Ok(b),
        }
    };
    let minutes_ms = |minutes: u32| {
        if (1..=crate::structure::edit::MAX_PERIOD_MINUTES).contains(&minutes) {
            Ok(i64::from(minutes) * 60_000)
        } else {
            Err(StructureChangeError::Minutes { minutes })
        }
    };
    match command {
        StructureCommand::PeriodMinutes { period, minutes } => {
            exists(*period)?;
            let new = minutes_ms(*minutes)?;
            if *period < current {
                return Err(StructureChangeError::Played {
                    what: name(*period),
                });
            }
            let old = s.periods[*period].duration_ms();
            let mut clock = settled;
            if *period == current {
                let ran = old - here.remaining_ms;
                if started(anchor) && new <= ran {
                    return Err(StructureChangeError::ShorterThanRun {
                        what: name(*period),
                        ran: duration_words(ran),
                    });
                }
                clock = with_more(settled, new - old);
            }
            Ok(Decided {
                edits: vec![StructureEdit::Duration {
                    period: *period,
                    duration_ms: new,
                }],
                clock,
            })
        }
        StructureCommand::AddLevel {
            before,
            game,
            stakes,
            ante,
            bring_in,
            minutes,
        } => {
            let at = insert_at(*before)?;
            let input = LevelInput {
                game: game.clone(),
                stakes: stakes.clone(),
                ante: *ante,
                bring_in: *bring_in,
                minutes: *minutes,
            };
            let level = input
                .build(s, at, number_at(s, at))
                .map_err(StructureChangeError::Level)?;
            let duration = level.duration_ms;
            Ok(Decided {
                edits: vec![StructureEdit::Insert {
                    at,
                    period: Period::Level(level),
                    renumber: true,
                }],
                clock: past_the_end(settled, here.overtime_ms, at, count, now, duration),
            })
        }
        StructureCommand::Extend => {
            let level =
                extension(s).ok_or(StructureChangeError::Level(LevelError::NothingToRepeat))?;
            let duration = level.duration_ms;
            Ok(Decided {
                edits: vec![StructureEdit::Insert {
                    at: count,
                    period: Period::Level(level),
                    renumber: true,
                }],
                clock: past_the_end(settled, here.overtime_ms, count, count, now, duration),
            })
        }
        StructureCommand::AddBreak { before, minutes } => {
            let at = insert_at(*before)?;
            let brk = new_break(*minutes, None).map_err(StructureChangeError::Level)?;
            let duration = brk.duration_ms;
            Ok(Decided {
                edits: vec![StructureEdit::Insert {
                    at,
                    period: Period::Break(brk),
                    renumber: false,
                }],
                clock: past_the_end(settled, here.overtime_ms, at, count, now, duration),
            })
        }
        StructureCommand::BreakNow { minutes } => {
            let length = minutes_ms(*minutes)?;
            if !started(anchor) {
                return Err(StructureChangeError::NotStarted);
            }
            let Some(Period::Level(level)) = s.periods.get(current) else {
                return Err(StructureChangeError::OnBreak {
                    what: name(current),
                });
            };
            let brk = new_break(*minutes, Some("Unscheduled break".into()))
                .map_err(StructureChangeError::Level)?;
            let ran = level.duration_ms - here.remaining_ms;
            let break_at = now.plus_ms(length);
            // Less than a second into the level: the break simply comes before it.
            if ran < 1_000 || here.remaining_ms < 1_000 {
                let at = if ran < 1_000 { current } else { current + 1 };
                return Ok(Decided {
                    edits: vec![StructureEdit::Insert {
                        at,
                        period: Period::Break(brk),
                        renumber: false,
                    }],
                    clock: Clock::Running {
                        period: at,
                        ends_at: break_at,
                    },
                });
            }
            let mut rest = level.clone();
            rest.duration_ms = here.remaining_ms;
            rest.auto_pause = false;
            Ok(Decided {
                edits: vec![
                    StructureEdit::Duration {
                        period: current,
                        duration_ms: ran,
                    },
                    StructureEdit::Insert {
                        at: current + 1,
                        period: Period::Break(brk),
                        renumber: false,
                    },
                    StructureEdit::Insert {
                        at: current + 2,
                        period: Period::Level(rest),
                        renumber: false,
                    },
                ],
                clock: Clock::Running {
                    period: current + 1,
                    ends_at: break_at,
                },
            })
        }
        StructureCommand::EditLevel {
            period,
            game,
            stakes,
            ante,
            bring_in,
            minutes,
        } => {
            exists(*period)?;
            if *period < current {
                return Err(StructureChangeError::Played {
                    what: name(*period),
                });
            }
            if *period == current && started(anchor) {
                return Err(StructureChangeError::InPlay {
                    what: name(*period),
                });
            }
            let Period::Level(old) = &s.periods[*period] else {
                return Err(StructureChangeError::NotALevel {
                    what: name(*period),
                });
            };
            let input = LevelInput {
                game: game.clone().or_else(|| Some(old.game.clone())),
                stakes: stakes.clone(),
                ante: *ante,
                bring_in: *bring_in,
                minutes: minutes.or(Some((old.duration_ms / 60_000).max(1) as u32)),
            };
            let mut level = input
                .build(s, *period, old.number)
                .map_err(StructureChangeError::Level)?;
            level.auto_pause = old.auto_pause;
            level.end_of_day = old.end_of_day;
            level.note = old.note.clone();
            let mut clock = settled;
            if *period == current {
                // Not started yet: the first level's new length is the time left.
                clock = Clock::Paused {
                    period: current,
                    remaining_ms: level.duration_ms,
                    reason: PauseReason::NotStarted,
                };
            }
            Ok(Decided {
                edits: vec![StructureEdit::Replace {
                    period: *period,
                    level,
                }],
                clock,
            })
        }
    }
}

fn started(anchor: Clock) -> bool {
    !matches!(
        anchor,
        Clock::Paused {
            reason: PauseReason::NotStarted,
            ..
        }
    )
}

/// The anchor with `delta` ms more (or less) on the period in play.
fn with_more(anchor: Clock, delta: i64) -> Clock {
    match anchor {
        Clock::Running { period, ends_at } => Clock::Running {
            period,
            ends_at: ends_at.plus_ms(delta),
        },
        Clock::Paused {
            period,
            remaining_ms,
            reason,
        } => Clock::Paused {
            period,
            remaining_ms: remaining_ms + delta,
            reason,
        },
    }
}

/// A period added after the last one while the clock runs past the end (overtime): play
/// moves into it now, with its whole length.
fn past_the_end(
    settled: Clock,
    overtime_ms: i64,
    at: usize,
    count: usize,
    now: UtcMs,
    duration_ms: i64,
) -> Clock {
    match settled {
        Clock::Running { period, .. } if at == count && period + 1 == count && overtime_ms > 0 => {
            Clock::Running {
                period: at,
                ends_at: now.plus_ms(duration_ms),
            }
        }
        // The structure stopped the clock at its end: the added level waits, paused at
        // its start, for the TD to resume.
        Clock::Paused {
            period,
            reason: PauseReason::StructureEnded,
            ..
        } if at == count && period + 1 == count => Clock::Paused {
            period: at,
            remaining_ms: duration_ms,
            reason: PauseReason::Manual,
        },
        other => other,
    }
}

/// The level after the last as the structure's `after_last` says: the level one round of
/// games back (so a mixed rotation goes on in its order), with the same stakes or, for
/// `double`, every amount doubled; its own length, the next number.
pub(super) fn extension(s: &Structure) -> Option<Level> {
    let levels: Vec<&Level> = s.periods.iter().filter_map(Period::as_level).collect();
    let last = levels.last()?;
    let mut games: Vec<&str> = Vec::new();
    for l in &levels {
        if !games.contains(&l.game.as_str()) {
            games.push(&l.game);
        }
    }
    let round = games.len().clamp(1, levels.len());
    let model = levels[levels.len() - round];
    let stakes = match s.after_last {
        AfterLast::Double => model.stakes.doubled(),
        AfterLast::Repeat | AfterLast::Stop => model.stakes,
    };
    Some(Level {
        number: last.number + 1,
        game: model.game.clone(),
        betting: model.betting,
        duration_ms: model.duration_ms,
        stakes,
        auto_pause: false,
        end_of_day: false,
        note: None,
    })
}

/// The change in words for the recent actions, against the structure after it.
pub(super) fn describe(
    after: &Structure,
    command: &StructureCommand,
    edits: &[StructureEdit],
) -> Phrase {
    let level_words = |period: usize| match after.periods.get(period) {
        Some(Period::Level(l)) => {
            let game = after
                .game(&l.game)
                .map_or(l.game.clone(), |g| g.name.clone());
            Phrase::new("action-structure-level-words")
                .phrase("period", named(after, period))
                .text("game", game)
                .phrase("stakes", stakes_phrase(&l.stakes))
                .phrase("time", duration(l.duration_ms))
        }
        Some(Period::Break(b)) => {
            Phrase::new("action-structure-break-words").phrase("time", duration(b.duration_ms))
        }
        None => Phrase::new("action-structure-period-words").count("period", period),
    };
    let inserted = edits.iter().find_map(|e| match e {
        StructureEdit::Insert { at, .. } => Some(*at),
        _ => None,
    });
    match command {
        StructureCommand::PeriodMinutes { period, minutes } => {
            Phrase::new("action-structure-minutes")
                .phrase("period", named(after, *period))
                .text("minutes", minutes.to_string())
        }
        StructureCommand::AddLevel { .. } | StructureCommand::AddBreak { .. } => {
            let at = inserted.unwrap_or(0);
            match after.periods.get(at + 1) {
                Some(_) => Phrase::new("action-structure-added-before")
                    .phrase("period", named(after, at + 1)),
                None => Phrase::new("action-structure-added-at-end"),
            }
            .phrase("what", level_words(at))
        }
        StructureCommand::BreakNow { minutes } => {
            Phrase::new("action-structure-break-now").text("minutes", minutes.to_string())
        }
        StructureCommand::EditLevel { period, .. } => {
            Phrase::new("action-structure-changed").phrase("what", level_words(*period))
        }
        StructureCommand::Extend => {
            let at = inserted.unwrap_or(0);
            Phrase::new(match after.after_last {
                AfterLast::Double => "action-structure-extended-doubled",
                _ => "action-structure-extended",
            })
            .phrase("what", level_words(at))
        }
    }
}

/// A period named in a change to the structure, as a name of its own: "Level 5", "The
/// break after level 4".
fn named(structure: &Structure, period: usize) -> Phrase {
    match structure.periods.get(period) {
        Some(Period::Level(lv)) => Phrase::new("action-structure-level").count("level", lv.number),
        Some(Period::Break(_)) => {
            match structure.periods[..period]
                .iter()
                .rev()
                .find_map(Period::as_level)
            {
                Some(lv) => Phrase::new("action-structure-break-after").count("level", lv.number),
                None => Phrase::new("action-structure-opening-break"),
            }
        }
        None => Phrase::new("action-structure-period").count("period", period),
    }
}

pub(crate) use crate::structure::draft::duration;
