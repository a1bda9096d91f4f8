//! Felt's pure domain core.
//!
//! Everything a tournament director's rules need, as plain functions over plain data:
//! event structures, the drift-free clock, and the command/event engine. The core never
//! reads the system clock, draws no randomness of its own, and touches no file, database
//! or network: the current instant and any seeded random generator are passed in by the
//! caller. That is what makes every rule testable and every result reproducible.
//! Chips and money are integers everywhere.

#[macro_use]
mod macros;

pub mod catalog;
pub mod choice;
pub mod engine;
pub mod field;
pub mod lang;
pub mod log;
pub mod night;
pub mod paper;
pub mod rules;
pub mod showdown;
pub mod structure;
pub mod text;
pub mod time;
pub mod view;
pub mod words;

pub use time::UtcMs;
