//! Hand-for-hand play near the money (TDA RP-7, RP-8).
//!
//! While hand-for-hand is on, every table deals one hand and waits; players busting on
//! the same hand share the places in play (see [`super::places`]). The clock runs
//! meanwhile, so each hand-for-hand hand takes a fixed amount off the level clock. The
//! rule implemented: the TD configures the time per hand (default two minutes) and it is
//! capped at three minutes per hand; the deduction is applied once per hand completed,
//! never below zero.

use serde::{Deserialize, Serialize};

/// Two minutes per hand: the usual deduction.
pub const DEFAULT_PER_HAND_MS: u64 = 2 * 60_000;
/// Three minutes per hand: the most a hand may take off the clock.
pub const MAX_PER_HAND_MS: u64 = 3 * 60_000;

/// Hand-for-hand state of the room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandForHand {
    pub active: bool,
    /// Clock time taken off per hand played hand-for-hand (capped at three minutes).
    pub per_hand_ms: u64,
}

impl Default for HandForHand {
    fn default() -> Self {
        HandForHand {
            active: false,
            per_hand_ms: DEFAULT_PER_HAND_MS,
        }
    }
}

impl HandForHand {
    /// The deduction per hand after the cap.
    pub fn effective_per_hand_ms(&self) -> u64 {
        self.per_hand_ms.min(MAX_PER_HAND_MS)
    }

    /// Clock time taken off for `hands` hands played hand-for-hand.
    pub fn time_off_ms(&self, hands: u64) -> u64 {
        self.effective_per_hand_ms().saturating_mul(hands)
    }

    /// The level time left after one more hand-for-hand hand.
    pub fn remaining_after_hand(&self, remaining_ms: u64) -> u64 {
        remaining_ms.saturating_sub(self.effective_per_hand_ms())
    }
}
