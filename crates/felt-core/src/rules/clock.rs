//! The tournament clock, stored as anchors and never as a ticking counter.
//!
//! While running, the clock is "period P ends at instant T"; while paused it is "period P
//! with R ms left". Everything shown (time left, current level) is computed from the anchor
//! and the current instant, so a restart, a long sleep or a slow display never makes the
//! clock drift. [`settle`] steps through every period that ended since the anchor,
//! stopping at periods marked to pause by themselves and at the end of a day.

use crate::lang::{Phrase, Speak};
use crate::structure::{AfterLast, Period, Structure};
use crate::time::UtcMs;
use crate::words::clock as format_duration_ms;
use serde::{Deserialize, Serialize};

/// Longest time a TD may put on one level: a day.
pub const MAX_REMAINING_MS: i64 = 24 * 3_600_000;

/// Why a paused clock is paused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum PauseReason {
    /// The event has not started yet.
    NotStarted,
    /// The TD paused the clock.
    Manual,
    /// The period is marked to stop the clock when it begins.
    AutoPause,
    /// The day's play has ended.
    EndOfDay,
    /// The last level ended and the structure says to stop there (`after_last = "stop"`)
    /// until the TD adds levels.
    StructureEnded,
}

/// The clock anchor: all the clock state there is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum Clock {
    /// Period `period` (index into the structure's periods) ends at `ends_at`.
    Running { period: usize, ends_at: UtcMs },
    /// Period `period` is stopped with `remaining_ms` left.
    Paused {
        period: usize,
        remaining_ms: i64,
        reason: PauseReason,
    },
}

command_group! {
    /// A clock operation a TD asks for (the clock group of the engine's `Command`).
    #[derive(Copy)]
    pub enum ClockAction {
        /// Start the clock for the first time.
        Start => "start",
        /// Pause the clock.
        Pause => "pause",
        /// Resume the clock after a pause.
        Resume => "resume",
        /// Move to the next period (level or break), with its full time.
        NextLevel => "next_level",
        /// Move back to the previous period, with its full time.
        PreviousLevel => "previous_level",
        /// Jump to the period with this index (level or break), with its full time.
        GoTo { period: usize } => "go_to",
        /// Set the time left in the current period.
        SetRemaining { ms: i64 } => "set_remaining",
        /// Add time to the current period; negative subtracts.
        AddTime { ms: i64 } => "add_time",
        /// End the day's play: the clock stops where it is.
        EndDay => "end_day",
    }
}

/// Why a clock operation was refused. Messages name the level and times involved; each
/// is said in the asker's language (`refusal-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    AlreadyStarted {
        at: Phrase,
    },
    NotStarted,
    NotRunning {
        at: Phrase,
    },
    NotPaused {
        at: Phrase,
    },
    NoNextPeriod {
        at: Phrase,
    },
    NoPreviousPeriod {
        at: Phrase,
    },
    NoSuchPeriod {
        period: usize,
        last: usize,
    },
    /// `requested` as a clock writes it ("24:00:01").
    RemainingOutOfRange {
        requested: String,
    },
    SubtractTooMuch {
        at: Phrase,
        left: String,
        taken: String,
    },
    AddTooMuch {
        at: Phrase,
        added: String,
    },
    DayAlreadyEnded {
        at: Phrase,
    },
}

impl Speak for ClockError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            ClockError::AlreadyStarted { at } => {
                p("refusal-clock-already-started").phrase("at", at.clone())
            }
            ClockError::NotStarted => p("refusal-clock-not-started"),
            ClockError::NotRunning { at } => {
                p("refusal-clock-not-running").phrase("at", at.clone())
            }
            ClockError::NotPaused { at } => p("refusal-clock-not-paused").phrase("at", at.clone()),
            ClockError::NoNextPeriod { at } => p("refusal-no-next-level").phrase("at", at.clone()),
            ClockError::NoPreviousPeriod { at } => {
                p("refusal-no-previous-level").phrase("at", at.clone())
            }
            ClockError::NoSuchPeriod { period, last } => p("refusal-no-such-period")
                .text("period", period.to_string())
                .text("last", last.to_string()),
            ClockError::RemainingOutOfRange { requested } => {
                p("refusal-remaining-out-of-range").text("requested", requested.clone())
            }
            ClockError::SubtractTooMuch { at, left, taken } => p("refusal-subtract-too-much")
                .phrase("at", at.clone())
                .text("left", left.clone())
                .text("taken", taken.clone()),
            ClockError::AddTooMuch { at, added } => p("refusal-add-too-much")
                .phrase("at", at.clone())
                .text("added", added.clone()),
            ClockError::DayAlreadyEnded { at } => {
                p("refusal-day-already-ended").phrase("at", at.clone())
            }
        }
    }
}
crate::spoken_error!(ClockError);

impl ClockError {
    /// A stable, machine-readable code for this error.
    pub fn code(&self) -> &'static str {
        match self {
            ClockError::AlreadyStarted { .. } => "clock-already-started",
            ClockError::NotStarted => "clock-not-started",
            ClockError::NotRunning { .. } => "clock-not-running",
            ClockError::NotPaused { .. } => "clock-not-paused",
            ClockError::NoNextPeriod { .. } => "no-next-level",
            ClockError::NoPreviousPeriod { .. } => "no-previous-level",
            ClockError::NoSuchPeriod { .. } => "no-such-period",
            ClockError::RemainingOutOfRange { .. } => "remaining-out-of-range",
            ClockError::SubtractTooMuch { .. } => "subtract-too-much",
            ClockError::AddTooMuch { .. } => "add-too-much",
            ClockError::DayAlreadyEnded { .. } => "day-already-ended",
        }
    }
}

impl Clock {
    /// A clock that has not started: the first period, full time, stopped.
    pub fn not_started(structure: &Structure) -> Clock {
        Clock::Paused {
            period: 0,
            remaining_ms: full(structure, 0),
            reason: PauseReason::NotStarted,
        }
    }

    /// Index of the period the anchor is on (before settling).
    pub fn period(&self) -> usize {
        match *self {
            Clock::Running { period, .. } | Clock::Paused { period, .. } => period,
        }
    }
}

fn full(structure: &Structure, period: usize) -> i64 {
    structure
        .periods
        .get(period)
        .map(Period::duration_ms)
        .unwrap_or(0)
}

/// "level 4" or "the break after level 4".
pub fn period_name(structure: &Structure, period: usize) -> String {
    period_name_in(structure, period, crate::lang::Locale::ENGLISH)
}

/// [`period_name`] in `l`'s words.
pub fn period_name_in(structure: &Structure, period: usize, l: crate::lang::Locale) -> String {
    period_phrase(structure, period).say(l)
}

/// [`period_name`], unsaid.
pub fn period_phrase(structure: &Structure, period: usize) -> Phrase {
    match structure.periods.get(period) {
        Some(Period::Level(lv)) => Phrase::new("period-level").count("level", lv.number),
        Some(Period::Break(_)) => {
            match structure.periods[..period]
                .iter()
                .rev()
                .find_map(Period::as_level)
            {
                Some(lv) => Phrase::new("period-break-after").count("level", lv.number),
                None => Phrase::new("period-opening-break"),
            }
        }
        None => Phrase::new("period-other").count("period", period),
    }
}

/// Steps the clock through every period that ended by `now`.
///
/// A running clock whose period ended moves to the next period, unless the ended level
/// closes the day or the next period is marked to pause by itself, in which case the
/// clock stops at the start of the next period with its full time. On the last period it
/// stays running past its end (see [`Settled::overtime_ms`]), and so does every level of
/// a structure whose levels change with eliminations.
pub fn settle(clock: Clock, structure: &Structure, now: UtcMs) -> Clock {
    let Clock::Running {
        mut period,
        mut ends_at,
    } = clock
    else {
        return clock;
    };
    let last = structure.periods.len().saturating_sub(1);
    // Elimination-driven levels (seed 003) end with busts, not with time: the clock
    // stays on the level, counting past its nominal time, until a bust moves it on.
    let by_busts = structure.special.eliminations_per_level.is_some();
    while now >= ends_at && period < last {
        if by_busts && matches!(structure.periods[period], Period::Level(_)) {
            break;
        }
        let ended_day = matches!(&structure.periods[period], Period::Level(l) if l.end_of_day);
        period += 1;
        if ended_day {
            return Clock::Paused {
                period,
                remaining_ms: full(structure, period),
                reason: PauseReason::EndOfDay,
            };
        }
        if structure.periods[period].auto_pause() {
            return Clock::Paused {
                period,
                remaining_ms: full(structure, period),
                reason: PauseReason::AutoPause,
            };
        }
        ends_at = ends_at.plus_ms(full(structure, period));
    }
    let open_ended = by_busts && matches!(structure.periods.get(period), Some(Period::Level(_)));
    if now >= ends_at && period == last && structure.after_last == AfterLast::Stop && !open_ended {
        return Clock::Paused {
            period,
            remaining_ms: 0,
            reason: PauseReason::StructureEnded,
        };
    }
    Clock::Running { period, ends_at }
}

/// The clock as seen at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settled {
    pub period: usize,
    pub running: bool,
    /// Time left in the period; never negative.
    pub remaining_ms: i64,
    /// Time played past the end of the last period (the clock stays on it).
    pub overtime_ms: i64,
    /// When the period ends, if running.
    pub ends_at: Option<UtcMs>,
    pub pause_reason: Option<PauseReason>,
}

/// Where the clock is at `now`.
pub fn read(clock: Clock, structure: &Structure, now: UtcMs) -> Settled {
    match settle(clock, structure, now) {
        Clock::Running { period, ends_at } => {
            let left = ends_at.ms_since(now);
            Settled {
                period,
                running: true,
                remaining_ms: left.max(0),
                overtime_ms: (-left).max(0),
                ends_at: Some(ends_at),
                pause_reason: None,
            }
        }
        Clock::Paused {
            period,
            remaining_ms,
            reason,
        } => Settled {
            period,
            running: false,
            remaining_ms,
            overtime_ms: 0,
            ends_at: None,
            pause_reason: Some(reason),
        },
    }
}

fn at_text(structure: &Structure, s: &Settled) -> Phrase {
    Phrase::new("refusal-clock-at")
        .phrase("period", period_phrase(structure, s.period))
        .text("left", format_duration_ms(s.remaining_ms))
}

/// Applies `action` at `now`, returning the new anchor or why it cannot be done.
pub fn apply(
    clock: Clock,
    structure: &Structure,
    action: ClockAction,
    now: UtcMs,
) -> Result<Clock, ClockError> {
    let s = read(clock, structure, now);
    let here = || at_text(structure, &s);
    let last = structure.periods.len().saturating_sub(1);
    let place = |period: usize, remaining_ms: i64| -> Clock {
        if s.running {
            Clock::Running {
                period,
                ends_at: now.plus_ms(remaining_ms),
            }
        } else {
            let reason = match s.pause_reason {
                Some(PauseReason::NotStarted) => PauseReason::NotStarted,
                _ => PauseReason::Manual,
            };
            Clock::Paused {
                period,
                remaining_ms,
                reason,
            }
        }
    };
    match action {
        ClockAction::Start => match s.pause_reason {
            Some(PauseReason::NotStarted) => Ok(Clock::Running {
                period: s.period,
                ends_at: now.plus_ms(s.remaining_ms),
            }),
            _ => Err(ClockError::AlreadyStarted { at: here() }),
        },
        ClockAction::Pause => {
            if !s.running {
                return Err(ClockError::NotRunning { at: here() });
            }
            Ok(Clock::Paused {
                period: s.period,
                remaining_ms: s.remaining_ms,
                reason: PauseReason::Manual,
            })
        }
        ClockAction::Resume => match s.pause_reason {
            None => Err(ClockError::NotPaused { at: here() }),
            Some(PauseReason::NotStarted) => Err(ClockError::NotStarted),
            Some(_) => Ok(Clock::Running {
                period: s.period,
                ends_at: now.plus_ms(s.remaining_ms),
            }),
        },
        ClockAction::NextLevel => {
            if s.period >= last {
                return Err(ClockError::NoNextPeriod {
                    at: period_phrase(structure, s.period),
                });
            }
            Ok(place(s.period + 1, full(structure, s.period + 1)))
        }
        ClockAction::PreviousLevel => {
            if s.period == 0 {
                return Err(ClockError::NoPreviousPeriod {
                    at: period_phrase(structure, s.period),
                });
            }
            Ok(place(s.period - 1, full(structure, s.period - 1)))
        }
        ClockAction::GoTo { period } => {
            if period > last {
                return Err(ClockError::NoSuchPeriod { period, last });
            }
            Ok(place(period, full(structure, period)))
        }
        ClockAction::SetRemaining { ms } => {
            if !(1..=MAX_REMAINING_MS).contains(&ms) {
                return Err(ClockError::RemainingOutOfRange {
                    requested: format_duration_ms(ms),
                });
            }
            Ok(place(s.period, ms))
        }
        ClockAction::AddTime { ms } => {
            let left = s.remaining_ms;
            let new = left.saturating_add(ms);
            if new <= 0 {
                return Err(ClockError::SubtractTooMuch {
                    at: period_phrase(structure, s.period),
                    left: format_duration_ms(left),
                    taken: format_duration_ms(ms.saturating_neg()),
                });
            }
            if new > MAX_REMAINING_MS {
                return Err(ClockError::AddTooMuch {
                    at: here(),
                    added: format_duration_ms(ms),
                });
            }
            Ok(place(s.period, new))
        }
        ClockAction::EndDay => match s.pause_reason {
            Some(PauseReason::EndOfDay) => Err(ClockError::DayAlreadyEnded { at: here() }),
            Some(PauseReason::NotStarted) => Err(ClockError::NotStarted),
            _ => Ok(Clock::Paused {
                period: s.period,
                remaining_ms: s.remaining_ms,
                reason: PauseReason::EndOfDay,
            }),
        },
    }
}
