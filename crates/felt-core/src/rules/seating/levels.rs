//! Home-game formats (seed 003): blinds that go up with eliminations instead of time,
//! and a hard stop where the chip counts the TD enters decide the places left.

use serde::{Deserialize, Serialize};

use super::error::SeatingError;
use super::model::PlayerId;
use super::places::{Finish, ranked_by};

/// Levels driven by eliminations: level 1 until the first threshold of players is out,
/// level 2 until the second, and so on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EliminationLevels {
    /// Cumulative eliminations that start levels 2, 3, ...; strictly rising.
    pub thresholds: Vec<u32>,
}

impl EliminationLevels {
    /// A schedule with checked thresholds.
    pub fn new(thresholds: Vec<u32>) -> Result<Self, SeatingError> {
        for w in thresholds.windows(2) {
            if w[1] <= w[0] {
                return Err(SeatingError::ThresholdsNotRising {
                    prev: w[0],
                    next: w[1],
                });
            }
        }
        if let Some(&0) = thresholds.first() {
            return Err(SeatingError::TooSmall {
                what: crate::rules::seating::Quantity::FirstThreshold,
                min: 1,
                got: 0,
            });
        }
        Ok(EliminationLevels { thresholds })
    }

    /// A level up every `every` eliminations, for a field of `field` (e.g. every second
    /// elimination). The thresholds rise from `every`, so this schedule is always valid.
    pub fn every(every: std::num::NonZeroU32, field: u32) -> Self {
        let every = every.get();
        EliminationLevels {
            thresholds: (1..)
                .map_while(|k: u32| k.checked_mul(every))
                .take_while(|t| *t < field)
                .collect(),
        }
    }

    /// The level (1-based) in play after `eliminated` players are out.
    pub fn level_for(&self, eliminated: u32) -> u32 {
        1 + self.thresholds.iter().filter(|t| **t <= eliminated).count() as u32
    }
}

/// Places at a hard stop: the players still in, ranked by the chip counts the TD entered,
/// most chips first; equal counts share. Places start at 1.
pub fn hard_stop_places(counts: &[(PlayerId, u64)]) -> Vec<Finish> {
    let mut sorted = counts.to_vec();
    sorted.sort_by_key(|(p, c)| (std::cmp::Reverse(*c), *p));
    ranked_by(&sorted, 1, |x| x.1, |x| x.0)
}
