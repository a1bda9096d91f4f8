//! What the log stores: accepted actions with their results.
//!
//! Events carry the state they produced (the new clock anchor, the new counts), so a log
//! replays to the same state even if the rules that decided them change later.

use crate::engine::command::{Counter, StructureCommand};
use crate::field::FieldEvent;
use crate::rules::clock::{Clock, ClockAction};
use crate::structure::Structure;
use crate::structure::edit::StructureEdit;
use crate::time::UtcMs;
use serde::{Deserialize, Serialize};

/// The counts kept on the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counts {
    pub entries: u32,
    pub players_left: u32,
    pub add_ons: u32,
}

/// Something that happened to an event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The event was created from a structure file (kept whole, with its source text).
    Created {
        structure: Box<Structure>,
        file: String,
        source: String,
    },
    /// A clock operation and the anchor it produced.
    ClockChanged { action: ClockAction, clock: Clock },
    /// A counter changed; `counts` are the counts after the change.
    CountChanged {
        counter: Counter,
        delta: i32,
        counts: Counts,
    },
    /// A player or seating change, with its outcome.
    Field { change: FieldEvent },
    /// The running event's structure changed: the TD's command, the edits it
    /// made (folded in order), the clock after them, and the change in words as the TD saw
    /// it (period numbers move when periods are added, so the words are kept).
    StructureChanged {
        action: StructureCommand,
        edits: Vec<StructureEdit>,
        clock: Clock,
        text: String,
    },
    /// The TD's message to every display; `None` takes it off.
    Announced { text: Option<String> },
    /// The event's language; `None`: each browser's own.
    LanguageSet { lang: Option<crate::lang::Language> },
}

/// The part of an event an action belongs to, as the command groups divide it: what a
/// device's scope is checked against when it asks to undo or redo an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    /// The event's creation: never undone.
    Creation,
    Clock,
    Count,
    Field,
    Seating,
    Money,
    Structure,
    Room,
}

impl Event {
    /// True when the event changes the field (players and seats).
    pub fn is_field(&self) -> bool {
        matches!(self, Event::Field { .. })
    }

    /// The command group that made this event. Exhaustive, so a new kind of event names
    /// its group before it compiles.
    pub fn area(&self) -> Area {
        match self {
            Event::Created { .. } => Area::Creation,
            Event::ClockChanged { .. } => Area::Clock,
            Event::CountChanged { .. } => Area::Count,
            Event::StructureChanged { .. } => Area::Structure,
            Event::Announced { .. } | Event::LanguageSet { .. } => Area::Room,
            Event::Field { change } => match change {
                FieldEvent::Registered { .. }
                | FieldEvent::RegisteredMany { .. }
                | FieldEvent::Unregistered { .. }
                | FieldEvent::Busted { .. }
                | FieldEvent::Counted { .. }
                | FieldEvent::LammersRedeemed { .. }
                | FieldEvent::BustHeld { .. }
                | FieldEvent::LammerDeadlinePassed { .. }
                | FieldEvent::Purchased { .. }
                | FieldEvent::ChipRaceDone { .. }
                | FieldEvent::CarriedIn { .. } => Area::Field,
                FieldEvent::DrawCommitted { .. }
                | FieldEvent::SeatsDrawn { .. }
                | FieldEvent::AlternatesSeated { .. }
                | FieldEvent::HardStop { .. }
                | FieldEvent::Moved { .. }
                | FieldEvent::ButtonSet { .. }
                | FieldEvent::SeatHeld { .. }
                | FieldEvent::HandForHand { .. }
                | FieldEvent::TableHandDone { .. }
                | FieldEvent::HandForHandHand { .. }
                | FieldEvent::TableWon { .. }
                | FieldEvent::RoundDrawn { .. }
                | FieldEvent::Redrawn { .. } => Area::Seating,
                FieldEvent::PayoutsLocked { .. }
                | FieldEvent::PayoutsUnlocked
                | FieldEvent::DealMade { .. }
                | FieldEvent::SaversAgreed { .. } => Area::Money,
            },
        }
    }
}

/// One line of an event's log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Record {
    Event {
        event: Event,
    },
    Undo {
        target: u64,
    },
    Redo {
        target: u64,
    },
    /// The TD's repair of a damaged log: record `target` could not be read or folded, and
    /// is skipped from now on (it stays in the log, as every record does).
    SetAside {
        target: u64,
    },
    /// The seal of the checkpoint folded to record `upto`: the digest of its bytes
    /// (`log::checkpoint::digest`), carried in the hash chain so that a checkpoint is
    /// read only when the log vouches for it. Not an action: the fold passes over it.
    CheckpointSealed {
        upto: u64,
        digest: String,
    },
}

/// A record with its place in the log and the instant it was accepted.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub seq: u64,
    pub at: UtcMs,
    pub record: Record,
}
