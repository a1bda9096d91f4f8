//! Bounties: a prize on each player, won by whoever knocks them out.
//!
//! In a split pot the bounty follows the high (or five-card) half; when that half is
//! chopped it goes to the winner in the worst position; the tournament winner keeps
//! their own. [`bounty_report`] turns the knockouts into who won what. Money is integer
//! minor units.

use crate::lang::{Phrase, Speak};
use crate::rules::seating::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One elimination, as the TD records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knockout {
    pub busted: PlayerId,
    /// Winners of the pot's high half (the whole pot when not split), worst position
    /// first: the first to act after the button in button games.
    pub high_winners: Vec<PlayerId>,
}

/// Who won a bounty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BountyAward {
    pub busted: PlayerId,
    pub won_by: PlayerId,
    pub amount: u64,
}

/// Bounties won per player and the totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BountyReport {
    pub awards: Vec<BountyAward>,
    /// Money won in bounties per player (the winner's own bounty included).
    pub won: BTreeMap<PlayerId, u64>,
    /// Bounties on players still in play.
    pub outstanding: u64,
}

/// Knockouts that do not add up. Said in the asker's language (`refusal-bounty-*` in
/// the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BountyError {
    BustedTwice(PlayerId),
    OwnBounty(PlayerId),
    NoWinner(PlayerId),
    WinnerAlreadyOut { winner: PlayerId, busted: PlayerId },
    UnknownPlayer(PlayerId),
    Progressive(crate::rules::pko::PkoError),
}

impl Speak for BountyError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            BountyError::BustedTwice(player) => {
                p("refusal-bounty-busted-twice").text("player", player.to_string())
            }
            BountyError::OwnBounty(player) => {
                p("refusal-bounty-own-bounty").text("player", player.to_string())
            }
            BountyError::NoWinner(player) => {
                p("refusal-bounty-no-winner").text("player", player.to_string())
            }
            BountyError::WinnerAlreadyOut { winner, busted } => {
                p("refusal-bounty-winner-already-out")
                    .text("winner", winner.to_string())
                    .text("busted", busted.to_string())
            }
            BountyError::UnknownPlayer(player) => {
                p("refusal-bounty-unknown-player").text("player", player.to_string())
            }
            BountyError::Progressive(e) => {
                p("refusal-bounty-progressive").phrase("why", e.phrase())
            }
        }
    }
}
crate::spoken_error!(BountyError);

/// The bounty report for `entrants` with `bounty` on each, the `knockouts` in the order
/// they happened, and the tournament `winner` once there is one.
pub fn bounty_report(
    bounty: u64,
    entrants: &[PlayerId],
    knockouts: &[Knockout],
    winner: Option<PlayerId>,
) -> Result<BountyReport, BountyError> {
    let mut out: Vec<PlayerId> = Vec::new();
    let mut awards = Vec::new();
    let mut won: BTreeMap<PlayerId, u64> = BTreeMap::new();
    let known = |p: PlayerId| {
        entrants
            .contains(&p)
            .then_some(p)
            .ok_or(BountyError::UnknownPlayer(p))
    };
    for k in knockouts {
        known(k.busted)?;
        if out.contains(&k.busted) {
            return Err(BountyError::BustedTwice(k.busted));
        }
        let &won_by = k
            .high_winners
            .first()
            .ok_or(BountyError::NoWinner(k.busted))?;
        known(won_by)?;
        if won_by == k.busted {
            return Err(BountyError::OwnBounty(won_by));
        }
        if out.contains(&won_by) {
            return Err(BountyError::WinnerAlreadyOut {
                winner: won_by,
                busted: k.busted,
            });
        }
        out.push(k.busted);
        *won.entry(won_by).or_default() += bounty;
        awards.push(BountyAward {
            busted: k.busted,
            won_by,
            amount: bounty,
        });
    }
    let mut settled = out.len() as u64;
    if let Some(w) = winner {
        known(w)?;
        if out.contains(&w) {
            return Err(BountyError::WinnerAlreadyOut {
                winner: w,
                busted: w,
            });
        }
        *won.entry(w).or_default() += bounty;
        settled += 1;
    }
    Ok(BountyReport {
        awards,
        won,
        outstanding: (entrants.len() as u64 - settled.min(entrants.len() as u64)) * bounty,
    })
}

#[cfg(test)]
#[path = "bounty_tests.rs"]
mod tests;
