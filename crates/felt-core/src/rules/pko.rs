//! Progressive knockouts and mystery bounties.
//!
//! PKO: every entry starts with the same bounty on its head. When it is knocked out, its
//! head is shared between the players who won the pot that busted it, by their share of
//! that pot; each winner takes half of their part in cash and adds the other half to
//! their own head (an odd cent goes to the cash). Whoever wins the tournament collects
//! their own head too. Mystery bounties: before the bounty phase a knockout pays nothing;
//! from it on, each knockout draws one envelope at random (seeded) from those left, and
//! its value is paid to the eliminator. Money is integer minor units.

use crate::lang::{Phrase, Speak};
use crate::rules::seating::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// One elimination in a PKO event: who went out, and who won the pot that did it with
/// their share of it (chips won, or any weights: 1 and 1 for a chopped pot). Winners are
/// listed worst position first; the first takes any odd cent of the split.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PkoKnockout {
    pub busted: PlayerId,
    pub winners: Vec<(PlayerId, u64)>,
}

/// What one winner got from one knockout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PkoAward {
    pub busted: PlayerId,
    pub winner: PlayerId,
    /// Paid out now, in cash.
    pub cash: u64,
    /// Added to the winner's own head.
    pub to_head: u64,
}

/// The bounties of a PKO event as its knockouts leave them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PkoState {
    /// The bounty on each player still in (their head), by player.
    pub heads: BTreeMap<PlayerId, u64>,
    /// Bounty cash each player has won (the winner's own head included once won).
    pub cash: BTreeMap<PlayerId, u64>,
    pub awards: Vec<PkoAward>,
    /// The tournament winner, once they have collected their own head.
    pub champion: Option<PlayerId>,
}

/// Knockouts that do not add up. Said in the asker's language (`refusal-pko-*` in the
/// message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PkoError {
    NotIn(PlayerId),
    NoWinner(PlayerId),
    OwnKnockout(PlayerId),
    WinnerTwice(PlayerId),
    /// The players still in when the tournament is won.
    NotOver(usize),
}

impl Speak for PkoError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            PkoError::NotIn(player) => p("refusal-pko-not-in").text("player", player.to_string()),
            PkoError::NoWinner(player) => {
                p("refusal-pko-no-winner").text("player", player.to_string())
            }
            PkoError::OwnKnockout(player) => {
                p("refusal-pko-own-knockout").text("player", player.to_string())
            }
            PkoError::WinnerTwice(player) => {
                p("refusal-pko-winner-twice").text("player", player.to_string())
            }
            PkoError::NotOver(players) => p("refusal-pko-not-over").count("players", *players),
        }
    }
}
crate::spoken_error!(PkoError);

impl PkoState {
    /// Every entrant with `bounty` on their head.
    pub fn start(entrants: &[PlayerId], bounty: u64) -> PkoState {
        PkoState {
            heads: entrants.iter().map(|&p| (p, bounty)).collect(),
            cash: BTreeMap::new(),
            awards: Vec::new(),
            champion: None,
        }
    }

    /// A new entry (a re-entry is a new entry) with `bounty` on their head.
    pub fn enter(&mut self, player: PlayerId, bounty: u64) {
        self.heads.insert(player, bounty);
    }

    /// Applies one knockout; a refused one changes nothing.
    pub fn knockout(&mut self, k: &PkoKnockout) -> Result<Vec<PkoAward>, PkoError> {
        let head = *self.heads.get(&k.busted).ok_or(PkoError::NotIn(k.busted))?;
        let weights: u64 = k.winners.iter().map(|(_, w)| *w).sum();
        if k.winners.is_empty() || weights == 0 {
            return Err(PkoError::NoWinner(k.busted));
        }
        for (i, (w, _)) in k.winners.iter().enumerate() {
            if *w == k.busted {
                return Err(PkoError::OwnKnockout(*w));
            }
            if !self.heads.contains_key(w) {
                return Err(PkoError::NotIn(*w));
            }
            if k.winners[..i].iter().any(|(x, _)| x == w) {
                return Err(PkoError::WinnerTwice(*w));
            }
        }
        // Each winner's part of the head, by share; the remainder to the first listed.
        let parts: Vec<u64> = k
            .winners
            .iter()
            .map(|(_, w)| (u128::from(head) * u128::from(*w) / u128::from(weights)) as u64)
            .collect();
        let rest = head - parts.iter().sum::<u64>();
        let mut awards = Vec::new();
        for (i, ((winner, _), part)) in k.winners.iter().zip(parts).enumerate() {
            let part = if i == 0 { part + rest } else { part };
            let to_head = part / 2;
            let cash = part - to_head;
            *self.heads.get_mut(winner).expect("checked above") += to_head;
            *self.cash.entry(*winner).or_default() += cash;
            awards.push(PkoAward {
                busted: k.busted,
                winner: *winner,
                cash,
                to_head,
            });
        }
        self.heads.remove(&k.busted);
        self.awards.extend(awards.iter().copied());
        Ok(awards)
    }

    /// The last player standing collects their own head.
    pub fn finish(&mut self) -> Result<PlayerId, PkoError> {
        if self.heads.len() != 1 {
            return Err(PkoError::NotOver(self.heads.len()));
        }
        let (&champion, &head) = self.heads.iter().next().expect("one player left");
        *self.cash.entry(champion).or_default() += head;
        self.heads.clear();
        self.champion = Some(champion);
        Ok(champion)
    }

    /// Cash paid out plus heads still on the table: always the bounties put in.
    pub fn total(&self) -> u64 {
        self.cash.values().sum::<u64>() + self.heads.values().sum::<u64>()
    }
}

/// The mystery bounty envelopes: their values, drawn one per knockout from the bounty
/// phase on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MysteryBounties {
    /// The envelopes still sealed, in no meaningful order.
    pub sealed: Vec<u64>,
    /// Knockouts paid so far: (busted, eliminator, value).
    pub drawn: Vec<(PlayerId, PlayerId, u64)>,
}

/// A mystery bounty draw refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MysteryError {
    #[error("every envelope has been drawn")]
    NoneLeft,
}

impl MysteryBounties {
    /// The envelopes of an event: `count` of each value, as (value, count).
    pub fn new(envelopes: &[(u64, u32)]) -> MysteryBounties {
        MysteryBounties {
            sealed: envelopes
                .iter()
                .flat_map(|&(v, n)| std::iter::repeat_n(v, n as usize))
                .collect(),
            drawn: Vec::new(),
        }
    }

    /// The eliminator of `busted` draws an envelope; `seed` picks it (record the seed:
    /// the same seed over the same envelopes draws the same one). Its value.
    pub fn draw(
        &mut self,
        busted: PlayerId,
        eliminator: PlayerId,
        seed: u64,
    ) -> Result<u64, MysteryError> {
        use rand::{RngExt, SeedableRng};
        if self.sealed.is_empty() {
            return Err(MysteryError::NoneLeft);
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let i = rng.random_range(0..self.sealed.len());
        let value = self.sealed.swap_remove(i);
        self.drawn.push((busted, eliminator, value));
        Ok(value)
    }

    /// What is still in the sealed envelopes.
    pub fn left(&self) -> u64 {
        self.sealed.iter().sum()
    }
}

#[cfg(test)]
#[path = "pko_tests.rs"]
mod tests;
