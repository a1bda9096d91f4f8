//! Finishing places from the bust log (TDA 23, RP-7).
//!
//! Places are always recomputed from the log, so undoing a bust is removing its entry.
//! Players busting on the same hand take the places in play together: during
//! hand-for-hand they share them; outside hand-for-hand the one who started the hand with
//! more chips finishes higher (equal or unknown starting stacks share).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::error::SeatingError;
use super::model::PlayerId;

/// One bust-out as logged by the floor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bust {
    pub player: PlayerId,
    /// The hand it happened on; busts with the same hand id happened on the same hand
    /// (during hand-for-hand, the room-wide hand number).
    pub hand: u64,
    /// Chips the player started that hand with, when known.
    pub starting_stack: Option<u64>,
    /// True when the room was playing hand-for-hand.
    pub hand_for_hand: bool,
}

/// A finishing place: `place` alone, or shared from `place` down to `shared_to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    pub player: PlayerId,
    pub place: u32,
    /// The last place of a shared range; equal to `place` when not shared.
    pub shared_to: u32,
}

impl Finish {
    /// True when the place is shared with other players.
    pub fn is_shared(&self) -> bool {
        self.shared_to != self.place
    }
}

/// Finishing places of every busted player in a field of `field` entries, in bust order.
pub fn finishing_places<'a, I>(field: u32, busts: I) -> Result<Vec<Finish>, SeatingError>
where
    I: IntoIterator<Item = &'a Bust>,
    I::IntoIter: Clone + ExactSizeIterator,
{
    let busts = busts.into_iter();
    let mut seen = BTreeSet::new();
    for b in busts.clone() {
        if !seen.insert(b.player) {
            return Err(SeatingError::BustedTwice { player: b.player });
        }
    }
    if busts.len() > field as usize {
        return Err(SeatingError::MoreBustsThanField {
            busted: busts.len(),
            field,
        });
    }
    // Group by hand, in the order each hand first appears in the log (each group in log
    // order). Kept in log-linear time: a field of 10,000 has thousands of busts.
    let mut group_of: BTreeMap<u64, usize> = BTreeMap::new();
    let mut groups: Vec<Vec<&Bust>> = Vec::new();
    for b in busts.clone() {
        let g = *group_of.entry(b.hand).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[g].push(b);
    }
    let mut remaining = field;
    let mut out = Vec::with_capacity(busts.len());
    for group in groups {
        let low = remaining - group.len() as u32 + 1;
        out.extend(rank_group(&group, low, remaining));
        remaining = low - 1;
    }
    // Report in log order (each player busts once, checked above).
    let order: BTreeMap<PlayerId, usize> = busts.enumerate().map(|(i, b)| (b.player, i)).collect();
    out.sort_by_key(|f| order.get(&f.player).copied());
    Ok(out)
}

/// Places `low..=high` for the players of one hand.
fn rank_group(group: &[&Bust], low: u32, high: u32) -> Vec<Finish> {
    let share = group
        .iter()
        .any(|b| b.hand_for_hand || b.starting_stack.is_none());
    if share {
        return group
            .iter()
            .map(|b| Finish {
                player: b.player,
                place: low,
                shared_to: high,
            })
            .collect();
    }
    let mut sorted: Vec<&Bust> = group.to_vec();
    sorted.sort_by_key(|b| std::cmp::Reverse(b.starting_stack));
    ranked_by(
        &sorted,
        low,
        |b| b.starting_stack.unwrap_or(0),
        |b| b.player,
    )
}

/// Ranks `sorted` (best first) from place `low`; equal keys share a range.
pub(crate) fn ranked_by<T>(
    sorted: &[T],
    low: u32,
    key: impl Fn(&T) -> u64,
    player: impl Fn(&T) -> PlayerId,
) -> Vec<Finish> {
    let mut out = Vec::with_capacity(sorted.len());
    let mut i = 0;
    while i < sorted.len() {
        let j = (i..sorted.len())
            .find(|&j| key(&sorted[j]) != key(&sorted[i]))
            .unwrap_or(sorted.len());
        for x in &sorted[i..j] {
            out.push(Finish {
                player: player(x),
                place: low + i as u32,
                shared_to: low + j as u32 - 1,
            });
        }
        i = j;
    }
    out
}

/// Removes `player`'s bust from the log (the TD's undo); places are then recomputed.
pub fn undo_bust(busts: &mut Vec<Bust>, player: PlayerId) -> Result<Bust, SeatingError> {
    let i = busts
        .iter()
        .position(|b| b.player == player)
        .ok_or(SeatingError::NoBust { player })?;
    Ok(busts.remove(i))
}
