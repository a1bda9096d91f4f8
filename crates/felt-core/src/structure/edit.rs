//! Changes to the periods of a running event's structure: a period's length, a level or a
//! break added, a break now, a future level's game or stakes. A change is plain data that
//! the engine logs and folds; [`StructureEdit::apply`] only checks that the change fits the
//! structure it is folded into (a damaged log is refused in words, never a panic).
//! [`LevelInput::build`] turns what the TD typed into a level with the same checks and
//! words as a structure file.

use super::diagnostic::Sink;
use super::model::{AnteKind, Break, Level, Period, Structure};
use super::periods::{RawLevel, build_level};
use super::rules::PurchaseWindow;
use crate::lang::{Phrase, Speak};
use serde::{Deserialize, Serialize};
use toml::Spanned;

/// The longest period a change may set: one day, as in a structure file.
pub const MAX_PERIOD_MINUTES: u32 = 24 * 60;

/// One change to the periods of a structure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StructureEdit {
    /// Period `period` lasts `duration_ms` from now on.
    Duration { period: usize, duration_ms: i64 },
    /// `period` goes in at index `at` (the periods from `at` on move one later). With
    /// `renumber`, a new level takes the number of the first level after it, and the later
    /// levels and the rules that name them (late registration, the lammer deadline, the
    /// windows of rebuys, add-ons and re-entries) move one up; a level continued after an
    /// unscheduled break keeps its number.
    Insert {
        at: usize,
        period: Period,
        renumber: bool,
    },
    /// The level at `period` is played with another game or stakes (its number stays).
    Replace { period: usize, level: Level },
}

/// Why a change does not fit the structure it is folded into. Said in the asker's
/// language (`refusal-structure-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    NoSuchPeriod { period: usize, count: usize },
    NotALevel { period: usize },
    Duration { duration_ms: i64 },
}

impl Speak for EditError {
    fn phrase(&self) -> Phrase {
        match self {
            EditError::NoSuchPeriod { period, count } => {
                Phrase::new("refusal-structure-edit-no-such-period")
                    .count("count", *count)
                    .text("period", period.to_string())
            }
            EditError::NotALevel { period } => {
                Phrase::new("refusal-structure-edit-not-a-level").text("period", period.to_string())
            }
            EditError::Duration { duration_ms } => Phrase::new("refusal-structure-edit-duration")
                .text("duration_ms", duration_ms.to_string()),
        }
    }
}
crate::spoken_error!(EditError);

/// Why a level or a break typed at the desk cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LevelError {
    /// The minutes of level `number` are out of range.
    Minutes { number: u32, found: u32 },
    /// The minutes of a break are out of range.
    BreakMinutes { found: u32 },
    /// No game of the event is called `name`; `known`: each of its games, "Name (id)".
    NoSuchGame { name: String, known: Vec<String> },
    /// The stakes of level `number` could not be read.
    Unreadable { number: u32 },
    /// The structure has no level for another one to repeat.
    NothingToRepeat,
    /// The structure file checker's words for the level (its findings are not yet in the
    /// message files: English).
    Checker(String),
    /// The change does not fit the structure.
    Edit(EditError),
}

impl Speak for LevelError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            LevelError::Minutes { number, found } => p("refusal-structure-level-minutes")
                .text("level", number.to_string())
                .text("max", MAX_PERIOD_MINUTES.to_string())
                .text("found", found.to_string()),
            LevelError::BreakMinutes { found } => p("refusal-structure-break-minutes")
                .text("max", MAX_PERIOD_MINUTES.to_string())
                .text("found", found.to_string()),
            LevelError::NoSuchGame { name, known } => p("refusal-structure-no-such-game")
                .text("name", name.clone())
                .text("games", known.join(", ")),
            LevelError::Unreadable { number } => {
                p("refusal-structure-level-unreadable").text("level", number.to_string())
            }
            LevelError::NothingToRepeat => p("refusal-structure-nothing-to-repeat"),
            LevelError::Checker(message) => p("refusal-english").text("text", message.clone()),
            LevelError::Edit(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(LevelError);

impl StructureEdit {
    /// Folds the change into `s`.
    pub fn apply(&self, s: &mut Structure) -> Result<(), EditError> {
        let count = s.periods.len();
        match self {
            StructureEdit::Duration {
                period,
                duration_ms,
            } => {
                check_duration(*duration_ms)?;
                match s.periods.get_mut(*period) {
                    Some(Period::Level(l)) => l.duration_ms = *duration_ms,
                    Some(Period::Break(b)) => b.duration_ms = *duration_ms,
                    None => {
                        return Err(EditError::NoSuchPeriod {
                            period: *period,
                            count,
                        });
                    }
                }
            }
            StructureEdit::Insert {
                at,
                period,
                renumber,
            } => {
                if *at > count {
                    return Err(EditError::NoSuchPeriod { period: *at, count });
                }
                check_duration(period.duration_ms())?;
                let mut period = period.clone();
                if let (Period::Level(level), true) = (&mut period, *renumber) {
                    level.number = number_at(s, *at);
                    shift_levels_from(s, level.number);
                }
                s.periods.insert(*at, period);
            }
            StructureEdit::Replace { period, level } => {
                check_duration(level.duration_ms)?;
                match s.periods.get_mut(*period) {
                    Some(Period::Level(l)) => {
                        *l = Level {
                            number: l.number,
                            ..level.clone()
                        }
                    }
                    Some(Period::Break(_)) => return Err(EditError::NotALevel { period: *period }),
                    None => {
                        return Err(EditError::NoSuchPeriod {
                            period: *period,
                            count,
                        });
                    }
                }
            }
        }
        Ok(())
    }
}

fn check_duration(duration_ms: i64) -> Result<(), EditError> {
    if (1..=i64::from(MAX_PERIOD_MINUTES) * 60_000).contains(&duration_ms) {
        Ok(())
    } else {
        Err(EditError::Duration { duration_ms })
    }
}

/// The number a level inserted at index `at` takes: that of the first level at or after
/// `at`, or one more than the last level.
pub fn number_at(s: &Structure, at: usize) -> u32 {
    s.periods[at.min(s.periods.len())..]
        .iter()
        .find_map(Period::as_level)
        .map(|l| l.number)
        .unwrap_or_else(|| s.levels().map(|l| l.number).max().unwrap_or(0) + 1)
}

/// Levels numbered `from` or more move one up, with every rule that names them.
fn shift_levels_from(s: &mut Structure, from: u32) {
    let shift = |n: &mut u32| {
        if *n >= from {
            *n += 1;
        }
    };
    for p in &mut s.periods {
        if let Period::Level(l) = p {
            shift(&mut l.number);
        }
    }
    if let Some(late) = &mut s.late_registration {
        shift(&mut late.until_end_of_level);
    }
    if let Some(lammers) = &mut s.lammers {
        shift(&mut lammers.redeem_by_end_of_level);
    }
    for offer in [&mut s.rebuy, &mut s.add_on, &mut s.re_entry]
        .into_iter()
        .flatten()
    {
        match &mut offer.window {
            Some(PurchaseWindow::Levels { from: f, until }) => {
                shift(f);
                shift(until);
            }
            Some(PurchaseWindow::Break { after_level }) => shift(after_level),
            None => {}
        }
    }
}

/// A level as the TD types it at the desk: the game (an id or name of one of the event's
/// games; the level before's game when left out), the stakes as in a structure file
/// ("100/200"), an ante and a bring-in where the game takes them, and the minutes (the
/// level before's length when left out).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelInput {
    pub game: Option<String>,
    pub stakes: String,
    pub ante: Option<u64>,
    pub bring_in: Option<u64>,
    pub minutes: Option<u32>,
}

impl LevelInput {
    /// The level numbered `number`, placed before index `at` (for its defaults), checked
    /// as a structure file's level is; the refusal uses the file checker's words.
    pub fn build(&self, s: &Structure, at: usize, number: u32) -> Result<Level, LevelError> {
        let before = s.periods[..at.min(s.periods.len())]
            .iter()
            .rev()
            .find_map(Period::as_level)
            .or_else(|| s.levels().next());
        let game = match &self.game {
            Some(g) => Some(game_id(s, g)?),
            None => before.map(|l| l.game.clone()),
        };
        let minutes = match self.minutes {
            Some(m) if m == 0 || m > MAX_PERIOD_MINUTES => {
                return Err(LevelError::Minutes { number, found: m });
            }
            Some(m) => i64::from(m),
            None => before.map_or(20, |l| l.duration_ms / 60_000).max(1),
        };
        // The ante is posted as at the level before (a bomb pot event's every-player
        // ante, say); the big blind's ante otherwise, as in a file.
        let fallback = if s.special.bomb_pot {
            AnteKind::Table
        } else {
            AnteKind::BigBlind
        };
        let ante_kind = before.map_or(fallback, |l| match l.stakes {
            super::model::Stakes::Blinds { ante_kind, .. } => ante_kind,
            _ => fallback,
        });
        let spanned = |v| Spanned::new(0..0, v);
        let raw = RawLevel {
            game: game.map(spanned),
            stakes: Some(Spanned::new(0..0, self.stakes.trim().to_string())),
            ante: self.ante.map(|a| Spanned::new(0..0, a)),
            bring_in: self.bring_in.map(|b| Spanned::new(0..0, b)),
            ..RawLevel::default()
        };
        let mut sink = Sink {
            file: "",
            text: "",
            found: Vec::new(),
        };
        let level = build_level(
            &mut sink,
            0,
            &raw,
            number,
            minutes,
            ante_kind,
            &s.games,
            &[],
        );
        let error = sink
            .found
            .iter()
            .find(|d| d.severity == super::diagnostic::Severity::Error);
        match (level, error) {
            (Some(level), None) => Ok(level),
            (_, Some(d)) => Err(LevelError::Checker(d.message.clone())),
            (None, None) => Err(LevelError::Unreadable { number }),
        }
    }
}

/// The id of the event's game named `name` (its id or its name, in any case).
fn game_id(s: &Structure, name: &str) -> Result<String, LevelError> {
    let wanted = name.trim().to_lowercase();
    s.games
        .iter()
        .find(|g| g.id.to_lowercase() == wanted || g.name.to_lowercase() == wanted)
        .map(|g| g.id.clone())
        .ok_or_else(|| LevelError::NoSuchGame {
            name: name.trim().to_string(),
            known: s
                .games
                .iter()
                .map(|g| format!("{} ({})", g.name, g.id))
                .collect(),
        })
}

/// A break of `minutes` as the TD adds it (no chips raced off).
pub fn new_break(minutes: u32, note: Option<String>) -> Result<Break, LevelError> {
    if minutes == 0 || minutes > MAX_PERIOD_MINUTES {
        return Err(LevelError::BreakMinutes { found: minutes });
    }
    Ok(Break {
        duration_ms: i64::from(minutes) * 60_000,
        race_off: Vec::new(),
        auto_pause: false,
        note,
    })
}
