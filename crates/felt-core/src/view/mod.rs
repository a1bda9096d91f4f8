//! Read models: everything a screen, a display or the CLI shows, computed from the
//! engine's state at one instant. A view never changes state and never fails on what is
//! recorded (a pool that cannot be paid becomes a warning, not an error).

pub mod chip_counts;
pub mod chips;
pub mod clock;
pub mod draw_check;
pub mod field;
pub mod levels;
pub mod players;
pub mod spoken;
