//! Rejections and log faults.

use super::command::Counter;
use crate::field::FieldError;
use crate::lang::{Language, Phrase, Speak};
use crate::rules::clock::ClockError;

/// Why a command was refused. Nothing changed. Said in the asker's language
/// (`refusal-*` in the message files); `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    Clock(ClockError),
    Field(FieldError),
    Structure(super::structure_change::StructureChangeError),
    CountsTracked {
        counter: Counter,
    },
    /// `what` ended it ("Ann Lee won").
    EventOver {
        what: Phrase,
    },
    Announcement {
        found: usize,
        max: usize,
    },
    /// The language it already has (none: each browser's own).
    LanguageUnchanged {
        now: Option<Language>,
    },
    /// A language no message file speaks here (a tag read back, a club's file gone).
    UnknownLanguage {
        asked: Language,
    },
    NothingToUndo,
    NothingToRedo,
    NotInEffect {
        seq: u64,
    },
    NotUndone {
        seq: u64,
    },
    CountOutOfRange {
        counter: Counter,
        from: i64,
        to: i64,
        why: CountLimit,
    },
}

/// Why a counter cannot take the value asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountLimit {
    Negative,
    Million,
    PlayersAreEntries,
    MorePlayersThanEntries,
}

impl From<ClockError> for CommandError {
    fn from(e: ClockError) -> Self {
        CommandError::Clock(e)
    }
}

impl From<FieldError> for CommandError {
    fn from(e: FieldError) -> Self {
        CommandError::Field(e)
    }
}

impl From<super::structure_change::StructureChangeError> for CommandError {
    fn from(e: super::structure_change::StructureChangeError) -> Self {
        CommandError::Structure(e)
    }
}

impl Speak for CommandError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            CommandError::Clock(e) => e.phrase(),
            CommandError::Field(e) => e.phrase(),
            CommandError::Structure(e) => e.phrase(),
            CommandError::CountsTracked { counter } => {
                p("refusal-counts-tracked").phrase("counter", counter_phrase(*counter))
            }
            CommandError::EventOver { what } => {
                p("refusal-event-over").phrase("what", what.clone())
            }
            CommandError::Announcement { found, max } => p("refusal-bad-announcement")
                .count("found", *found)
                .count("max", *max),
            CommandError::LanguageUnchanged { now } => match now {
                Some(l) => p("refusal-language-unchanged").text("language", l.own_name()),
                None => p("refusal-language-unchanged-browsers"),
            },
            CommandError::UnknownLanguage { asked } => p("refusal-unknown-language")
                .text("asked", asked.name())
                .text("known", crate::lang::known()),
            CommandError::NothingToUndo => p("refusal-nothing-to-undo"),
            CommandError::NothingToRedo => p("refusal-nothing-to-redo"),
            CommandError::NotInEffect { seq } => {
                p("refusal-not-in-effect").text("seq", seq.to_string())
            }
            CommandError::NotUndone { seq } => p("refusal-not-undone").text("seq", seq.to_string()),
            CommandError::CountOutOfRange {
                counter,
                from,
                to,
                why,
            } => p("refusal-count-out-of-range")
                .phrase("counter", counter_phrase(*counter))
                .text("from", from.to_string())
                .text("to", to.to_string())
                .phrase(
                    "why",
                    p(match why {
                        CountLimit::Negative => "refusal-count-negative",
                        CountLimit::Million => "refusal-count-million",
                        CountLimit::PlayersAreEntries => "refusal-count-players-are-entries",
                        CountLimit::MorePlayersThanEntries => "refusal-count-more-players",
                    }),
                ),
        }
    }
}
crate::spoken_error!(CommandError);

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
            CommandError::UnknownLanguage { .. } => "unknown-language",
            CommandError::NothingToUndo => "nothing-to-undo",
            CommandError::NothingToRedo => "nothing-to-redo",
            CommandError::NotInEffect { .. } => "not-in-effect",
            CommandError::NotUndone { .. } => "not-undone",
            CommandError::CountOutOfRange { .. } => "count-out-of-range",
        }
    }
}

/// A counter's name inside a sentence ("players left").
pub(super) fn counter_phrase(c: Counter) -> Phrase {
    Phrase::new(match c {
        Counter::Entries => "counter-entries",
        Counter::Players => "counter-players",
        Counter::AddOns => "counter-add-ons",
    })
}

/// A log that cannot be folded: it was not written by this engine or was damaged.
/// Said in the reader's language; what a record's own change found wrong (`message`)
/// stays in the words the fold gave it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    NotCreatedFirst {
        seq: u64,
    },
    CreatedTwice {
        seq: u64,
    },
    UndoMismatch {
        seq: u64,
        target: u64,
        expected: Option<u64>,
    },
    RedoMismatch {
        seq: u64,
        target: u64,
        expected: Option<u64>,
    },
    Field {
        seq: u64,
        message: String,
    },
    OutOfOrder {
        seq: u64,
        last: u64,
    },
    CountsOutOfRange {
        seq: u64,
        message: String,
    },
    SetAsideMismatch {
        seq: u64,
        target: u64,
    },
    SealAhead {
        seq: u64,
        upto: u64,
    },
    Panicked {
        seq: u64,
        message: String,
    },
}

impl Speak for ReplayError {
    fn phrase(&self) -> Phrase {
        let p = |id, seq: &u64| Phrase::new(id).text("seq", seq.to_string());
        let mismatch = |id_some, id_none, seq: &u64, target: &u64, expected: &Option<u64>| {
            match expected {
                Some(e) => p(id_some, seq).text("expected", e.to_string()),
                None => p(id_none, seq),
            }
            .text("target", target.to_string())
        };
        match self {
            ReplayError::NotCreatedFirst { seq } => p("replay-not-created-first", seq),
            ReplayError::CreatedTwice { seq } => p("replay-created-twice", seq),
            ReplayError::UndoMismatch {
                seq,
                target,
                expected,
            } => mismatch(
                "replay-undo-mismatch",
                "replay-undo-nothing",
                seq,
                target,
                expected,
            ),
            ReplayError::RedoMismatch {
                seq,
                target,
                expected,
            } => mismatch(
                "replay-redo-mismatch",
                "replay-redo-nothing",
                seq,
                target,
                expected,
            ),
            ReplayError::Field { seq, message } => {
                p("replay-field", seq).text("message", message.clone())
            }
            ReplayError::OutOfOrder { seq, last } => {
                p("replay-out-of-order", seq).text("last", last.to_string())
            }
            ReplayError::CountsOutOfRange { seq, message } => {
                p("replay-counts", seq).text("message", message.clone())
            }
            ReplayError::SetAsideMismatch { seq, target } => {
                p("replay-set-aside", seq).text("target", target.to_string())
            }
            ReplayError::SealAhead { seq, upto } => {
                p("replay-seal-ahead", seq).text("upto", upto.to_string())
            }
            ReplayError::Panicked { seq, message } => {
                p("replay-panicked", seq).text("message", message.clone())
            }
        }
    }
}
crate::spoken_error!(ReplayError);

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
