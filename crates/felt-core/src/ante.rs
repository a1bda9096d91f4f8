//! The big blind ante: what the player in the big blind puts in the ante and in the blind.
//!
//! One player posts the ante for the whole table. Rule sets disagree on how much the ante
//! is, whether it shrinks when the table is short-handed, and which of the two a short
//! stack pays first; [`BigBlindAnteRule`] carries those three choices and
//! [`big_blind_posting`] applies them to one hand. Pure arithmetic on integers.

use crate::structure::{AnteAmount, BigBlindAnteRule, Chips, PostingOrder};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The blinds and ante of the level being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlindLevel {
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// The ante the level states (used when the rule takes the ante from the level).
    pub ante: Chips,
}

/// What the big blind actually posts this hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BigBlindPosting {
    pub ante: Chips,
    pub blind: Chips,
}

/// Why a posting cannot be computed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnteError {
    #[error("a table needs at least 2 players to deal a hand, found {0}")]
    TooFewPlayers(u8),
    #[error("the big blind has no chips: a busted player cannot post")]
    EmptyStack,
    #[error("the small blind {small_blind} is larger than the big blind {big_blind}")]
    SmallBlindAboveBigBlind {
        small_blind: Chips,
        big_blind: Chips,
    },
    #[error("the big blind must be more than 0")]
    NoBigBlind,
}

/// The full ante due at a table of `players` under `rule`, before any short stack.
pub fn ante_due(rule: &BigBlindAnteRule, level: BlindLevel, players: u8) -> Chips {
    let reduced = rule
        .reduce_at_players
        .zip(rule.reduced_to)
        .filter(|&(at, _)| players <= at)
        .map(|(_, to)| to);
    let amount = |a: AnteAmount| match a {
        AnteAmount::BigBlind => level.big_blind,
        AnteAmount::SmallBlind => level.small_blind,
        AnteAmount::Level => level.ante,
    };
    match reduced {
        // A reduction never raises the ante (a level ante below the small blind stays).
        Some(to) => amount(to).min(amount(rule.amount)),
        None => amount(rule.amount),
    }
}

/// What the big blind, holding `stack` chips at a table of `players`, posts to the ante
/// and to the blind under `rule`.
///
/// A stack that covers both posts both in full. A short stack pays the item the rule
/// puts first in full (or all it has), and the rest of the stack goes to the other.
pub fn big_blind_posting(
    rule: &BigBlindAnteRule,
    level: BlindLevel,
    players: u8,
    stack: Chips,
) -> Result<BigBlindPosting, AnteError> {
    if players < 2 {
        return Err(AnteError::TooFewPlayers(players));
    }
    if level.big_blind == 0 {
        return Err(AnteError::NoBigBlind);
    }
    if level.small_blind > level.big_blind {
        return Err(AnteError::SmallBlindAboveBigBlind {
            small_blind: level.small_blind,
            big_blind: level.big_blind,
        });
    }
    if stack == 0 {
        return Err(AnteError::EmptyStack);
    }
    let ante = ante_due(rule, level, players);
    Ok(match rule.posting_order {
        PostingOrder::AnteFirst => {
            let ante = ante.min(stack);
            BigBlindPosting {
                ante,
                blind: level.big_blind.min(stack - ante),
            }
        }
        PostingOrder::BlindFirst => {
            let blind = level.big_blind.min(stack);
            BigBlindPosting {
                ante: ante.min(stack - blind),
                blind,
            }
        }
    })
}

#[cfg(test)]
#[path = "ante_tests.rs"]
mod tests;
