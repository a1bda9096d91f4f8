//! Rejections and log faults.

use super::command::Counter;
use crate::field::FieldError;
use crate::rules::clock::ClockError;
use thiserror::Error;

/// Why a command was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandError {
    #[error(transparent)]
    Clock(#[from] ClockError),
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error(transparent)]
    Structure(#[from] super::structure_change::StructureChangeError),
    #[error(
        "players are tracked one by one in this event: register or bust them instead of changing {counter}"
    )]
    CountsTracked { counter: &'static str },
    #[error("the event is over ({what}): undo the action that ended it to play on")]
    EventOver { what: String },
    #[error("a message to the displays is 1 to {max} characters; this one has {found}")]
    Announcement { found: usize, max: usize },
    #[error("the event's language is already {now}: nothing to change")]
    LanguageUnchanged { now: String },
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("there is nothing to redo")]
    NothingToRedo,
    #[error(
        "action #{seq} is not in effect: it was undone already, or is not an action of this event"
    )]
    NotInEffect { seq: u64 },
    #[error("action #{seq} is not undone: only undone actions can be redone")]
    NotUndone { seq: u64 },
    #[error("{counter} cannot go from {from} to {to}: {why}")]
    CountOutOfRange {
        counter: &'static str,
        from: i64,
        to: i64,
        why: &'static str,
    },
}

impl CommandError {
    /// A stable, machine-readable code for this error.
    pub fn code(&self) -> &'static str {
        match self {
            CommandError::Clock(e) => e.code(),
            CommandError::Field(e) => e.code(),
            CommandError::Structure(e) => e.code(),
            CommandError::CountsTracked { .. } => "counts-tracked",
            CommandError::EventOver { .. } => "event-over",
            CommandError::Announcement { .. } => "bad-announcement",
            CommandError::LanguageUnchanged { .. } => "language-unchanged",
            CommandError::NothingToUndo => "nothing-to-undo",
            CommandError::NothingToRedo => "nothing-to-redo",
            CommandError::NotInEffect { .. } => "not-in-effect",
            CommandError::NotUndone { .. } => "not-undone",
            CommandError::CountOutOfRange { .. } => "count-out-of-range",
        }
    }
}

pub(super) fn counter_name(c: Counter) -> &'static str {
    match c {
        Counter::Entries => "entries",
        Counter::Players => "players left",
        Counter::AddOns => "add-ons",
    }
}

/// A log that cannot be folded: it was not written by this engine or was damaged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("the log of this event does not begin with its creation (first record is #{seq})")]
    NotCreatedFirst { seq: u64 },
    #[error("record #{seq} creates the event a second time")]
    CreatedTwice { seq: u64 },
    #[error("record #{seq} undoes #{target}, but the action to undo is {expected:?}")]
    UndoMismatch {
        seq: u64,
        target: u64,
        expected: Option<u64>,
    },
    #[error("record #{seq} redoes #{target}, but the action to redo is {expected:?}")]
    RedoMismatch {
        seq: u64,
        target: u64,
        expected: Option<u64>,
    },
    #[error("record #{seq} cannot be applied to the players and seats: {message}")]
    Field { seq: u64, message: String },
    #[error("record #{seq} comes after #{last}; records must be in order")]
    OutOfOrder { seq: u64, last: u64 },
    #[error("record #{seq} sets the counts out of range: {message}")]
    CountsOutOfRange { seq: u64, message: String },
    #[error("record #{seq} sets aside #{target}, which is not a record that failed")]
    SetAsideMismatch { seq: u64, target: u64 },
    #[error("record #{seq} seals a checkpoint at #{upto}, which is not before it")]
    SealAhead { seq: u64, upto: u64 },
    #[error("record #{seq} cannot be folded: Felt failed inside ({message})")]
    Panicked { seq: u64, message: String },
}

impl ReplayError {
    /// The log position of the record that could not be folded.
    pub fn seq(&self) -> u64 {
        match self {
            ReplayError::NotCreatedFirst { seq }
            | ReplayError::CreatedTwice { seq }
            | ReplayError::UndoMismatch { seq, .. }
            | ReplayError::RedoMismatch { seq, .. }
            | ReplayError::Field { seq, .. }
            | ReplayError::OutOfOrder { seq, .. }
            | ReplayError::CountsOutOfRange { seq, .. }
            | ReplayError::SetAsideMismatch { seq, .. }
            | ReplayError::SealAhead { seq, .. }
            | ReplayError::Panicked { seq, .. } => *seq,
        }
    }
}
