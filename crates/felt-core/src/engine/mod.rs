//! Commands in, events out, state as a fold of events.
//!
//! A TD action is a [`Command`]. [`Tournament::decide`] validates it against the current
//! state and returns the [`Record`] to append to the log, or a [`CommandError`] that names
//! what is wrong; nothing changes on a rejection. [`Tournament::apply`] folds a logged
//! record into the state. Undo and redo are records too, so they travel the same path
//! and a replayed log always gives the same state as the live one.

mod command;
mod error;
mod event;
mod structure_change;
mod tournament;

pub use crate::rules::clock::ClockAction;
pub use command::{
    BuyKind, Command, CountCommand, Counter, FieldCommand, HistoryCommand, HoldKind, HoldOrder,
    MoneyCommand, RoomCommand, SeatingCommand, StructureCommand,
};
pub use error::{CommandError, CountLimit, ReplayError};
pub use event::{Area, Counts, Event, LogEntry, Record};
pub use structure_change::StructureChangeError;
pub(crate) use tournament::Done;
pub use tournament::{ActionSummary, Damage, SEED_MASK, Tournament, caught, panic_text};
