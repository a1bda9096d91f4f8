//! What a field decision needs besides the field: the structure, the clock and the time.
//! Its own file so the seat decisions (`decide`) and the chip decisions (`chips`) can both
//! take it without reaching into each other.

use crate::rules::clock::{self, Clock};
use crate::structure::Structure;
use crate::time::UtcMs;

/// What a decision needs besides the field: the structure, the clock and the time.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    pub structure: &'a Structure,
    pub clock: Clock,
    pub now: UtcMs,
    /// A seed derived from the log position, used when the caller gave none (tests, the
    /// CLI); the event records whichever seed was used.
    pub fallback_seed: u64,
}

impl Context<'_> {
    pub fn started(&self) -> bool {
        !matches!(
            self.clock,
            Clock::Paused {
                reason: clock::PauseReason::NotStarted,
                ..
            }
        )
    }

    /// The period being played now.
    pub fn period(&self) -> usize {
        clock::read(self.clock, self.structure, self.now).period
    }
}
