//! The colour-up schedule: at which break each chip denomination can leave play.
//!
//! A denomination can go at a break once every later blind, ante, bring-in and bet is
//! a multiple of the next larger chip still in play. [`colour_up_schedule`] derives
//! that from the chip set and the levels alone; [`race_off_findings`] compares it with
//! the `race_off` lists the structure file states.

use crate::structure::{Chips, Period, Structure, UnmakeableStake};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Chips removed at one break.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourUp {
    /// Index of the break in `Structure::periods`.
    pub period_index: usize,
    /// The level the break follows.
    pub level_after: u32,
    /// Denominations removed, smallest first.
    pub remove: Vec<Chips>,
    /// The smallest chip left in play, which the removed chips are raced into.
    pub next_chip: Chips,
}

/// Derives the earliest colour-ups the structure allows, ignoring its `race_off` lists.
pub fn colour_up_schedule(structure: &Structure) -> Vec<ColourUp> {
    let mut in_play: Vec<Chips> = structure.chips.iter().map(|c| c.value).collect();
    let mut schedule = Vec::new();
    let mut level_after = 0;
    for (i, period) in structure.periods.iter().enumerate() {
        let Period::Break(_) = period else {
            if let Period::Level(l) = period {
                level_after = l.number;
            }
            continue;
        };
        let later: Vec<Chips> = structure.periods[i + 1..]
            .iter()
            .filter_map(Period::as_level)
            .flat_map(|l| l.stakes.amounts())
            .collect();
        if later.is_empty() {
            continue;
        }
        // The most chips that can go: the largest k whose next chip divides every stake.
        let k = (1..in_play.len())
            .rev()
            .find(|&k| later.iter().all(|a| a % in_play[k] == 0))
            .unwrap_or(0);
        if k > 0 {
            let remove: Vec<Chips> = in_play.drain(..k).collect();
            schedule.push(ColourUp {
                period_index: i,
                level_after,
                remove,
                next_chip: in_play[0],
            });
        }
    }
    schedule
}

/// The first chip race the structure states at period `period` or after it: the break,
/// the chips its `race_off` list removes, and the smallest chip left, which they become.
///
/// This is what the TD races at the current (or coming) break; the derived schedule is
/// only advice, so it is not consulted here.
pub fn next_race_off(structure: &Structure, period: usize) -> Option<ColourUp> {
    let mut level_after = 0;
    for (i, p) in structure.periods.iter().enumerate() {
        match p {
            Period::Level(l) => level_after = l.number,
            Period::Break(b) if i >= period && !b.race_off.is_empty() => {
                let mut remove = b.race_off.clone();
                remove.sort_unstable();
                let next_chip = *structure.chips_in_play_at(i + 1).first()?;
                return Some(ColourUp {
                    period_index: i,
                    level_after,
                    remove,
                    next_chip,
                });
            }
            Period::Break(_) => {}
        }
    }
    None
}

/// A difference between the derived schedule and the file's `race_off` lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RaceOffFinding {
    /// Raced off too early: a later stake cannot be made.
    Unmakeable(UnmakeableStake),
    /// Kept in play longer than needed (a TD may want that; it is only a note).
    KeptLonger {
        chip: Chips,
        could_go_after_level: u32,
        /// The level after which the file removes it, if it ever does.
        removed_after_level: Option<u32>,
    },
}

impl fmt::Display for RaceOffFinding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceOffFinding::Unmakeable(u) => u.fmt(f),
            RaceOffFinding::KeptLonger {
                chip,
                could_go_after_level,
                removed_after_level,
            } => {
                write!(
                    f,
                    "chip {chip} could be coloured up at the break after level {could_go_after_level}"
                )?;
                match removed_after_level {
                    Some(n) => write!(
                        f,
                        "; the structure keeps it until the break after level {n}"
                    ),
                    None => write!(f, "; the structure never races it off"),
                }
            }
        }
    }
}

/// Compares the structure's own `race_off` lists with the derived schedule.
pub fn race_off_findings(structure: &Structure) -> Vec<RaceOffFinding> {
    let mut found: Vec<RaceOffFinding> = structure
        .unmakeable_stakes()
        .into_iter()
        .map(RaceOffFinding::Unmakeable)
        .collect();
    let mut stated: Vec<(Chips, u32)> = Vec::new();
    let mut level_after = 0;
    for period in &structure.periods {
        match period {
            Period::Level(l) => level_after = l.number,
            Period::Break(b) => stated.extend(b.race_off.iter().map(|&c| (c, level_after))),
        }
    }
    for cu in colour_up_schedule(structure) {
        for &chip in &cu.remove {
            let removed = stated.iter().find(|(c, _)| *c == chip).map(|&(_, n)| n);
            if removed.is_none_or(|n| n > cu.level_after) {
                found.push(RaceOffFinding::KeptLonger {
                    chip,
                    could_go_after_level: cu.level_after,
                    removed_after_level: removed,
                });
            }
        }
    }
    found
}

#[cfg(test)]
#[path = "colour_up_tests.rs"]
mod tests;
