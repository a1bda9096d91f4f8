//! Seating, balancing and breaking: the pure rules behind the room chart.
//!
//! Everything here is plain data and plain functions. A [`Seating`] is the chart of the
//! room (tables, seats, players, the button at each table); the draw, balancing, breaking,
//! final-table, shootout and finishing-place functions read it and propose changes, and the
//! TD confirms them. Randomness comes in as a seeded [`rand::rngs::StdRng`] whose seed the
//! caller records, so every draw can be replayed. Rule numbers refer to the 2024 TDA Rules
//! and the BARGE rulebooks (see `domain-facts.md`).

pub mod balance;
pub mod breaking;
pub mod buttons;
pub mod draw;
pub mod error;
pub mod fair;
pub mod final_table;
pub mod hand_for_hand;
pub mod invariants;
pub mod levels;
pub mod model;
pub mod moves;
pub mod places;
pub mod seat;
pub mod settings;
pub mod shootout;

pub use balance::{BalancePlan, apply_move, apply_plan, plan_after_bust};
pub use draw::{SeatAssignment, SeatingChart};
pub use error::{Quantity, SeatingError};
pub use model::{Seating, Table};
pub use moves::{BalanceMove, MoveKind};
pub use seat::{PlayerId, SeatHold, SeatNo, SeatRef, TableNo};
pub use settings::{BalanceSettings, BalanceStyle, BreakOrder, DonorRule, UnknownButtonRule};
