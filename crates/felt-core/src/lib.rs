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

pub mod ante;
pub mod bounty;
pub mod catalog;
pub mod chip_race;
pub mod choice;
pub mod clock;
pub mod colour_up;
pub mod deal;
pub mod document;
pub mod engine;
pub mod field;
pub mod floor_paper;
pub mod lammer;
pub mod log;
pub mod payout;
pub mod prize_pool;
pub mod purchase;
pub mod rule_card;
pub mod seating;
pub mod sheet;
pub mod structure;
pub mod time;
pub mod view;
pub mod view_payouts;
pub mod words;

pub use time::UtcMs;
