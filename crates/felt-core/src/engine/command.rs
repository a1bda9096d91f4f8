//! TD actions.

use crate::clock::ClockAction;
use serde::{Deserialize, Serialize};

/// The manual counters a TD keeps on the clock when players are not tracked one by one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "kebab-case")]
pub enum Counter {
    /// Entries (each also adds a player still in).
    Entries,
    /// Players still in (a bust is -1).
    Players,
    /// Add-ons bought.
    AddOns,
}

/// An action a TD asks for on one event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// Start the clock for the first time.
    Start,
    Pause,
    Resume,
    NextLevel,
    PreviousLevel,
    /// Jump to a period (level or break) by its index in the structure.
    GoTo {
        period: usize,
    },
    /// Set the time left in the current period.
    SetRemaining {
        ms: i64,
    },
    /// Add time to the current period; negative subtracts.
    AddTime {
        ms: i64,
    },
    /// End the day's play: the clock stops where it is.
    EndDay,
    /// Change a counter by `delta` (negative lowers it).
    Adjust {
        counter: Counter,
        delta: i32,
    },
    /// Undo the most recent action that is not undone.
    Undo,
    /// Redo the most recently undone action.
    Redo,
}

impl Command {
    /// The clock operation this command is, if it is one.
    pub fn clock_action(&self) -> Option<ClockAction> {
        Some(match *self {
            Command::Start => ClockAction::Start,
            Command::Pause => ClockAction::Pause,
            Command::Resume => ClockAction::Resume,
            Command::NextLevel => ClockAction::NextLevel,
            Command::PreviousLevel => ClockAction::PreviousLevel,
            Command::GoTo { period } => ClockAction::GoTo { period },
            Command::SetRemaining { ms } => ClockAction::SetRemaining { ms },
            Command::AddTime { ms } => ClockAction::AddTime { ms },
            Command::EndDay => ClockAction::EndDay,
            Command::Adjust { .. } | Command::Undo | Command::Redo => return None,
        })
    }
}
