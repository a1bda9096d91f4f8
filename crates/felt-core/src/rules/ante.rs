//! The big blind ante: what the player in the big blind puts in the ante and in the blind.
//!
//! One player posts the ante for the whole table. Rule sets disagree on how much the ante
//! is, whether it shrinks when the table is short-handed, and which of the two a short
//! stack pays first; [`BigBlindAnteRule`] carries those three choices and
//! [`big_blind_posting`] applies them to one hand. [`level_ante`] finds the rule and
//! blinds an event's own level uses, and [`explain_posting`] says the result in words.
//! Pure arithmetic on integers.

use crate::lang::{Phrase, Speak};
use crate::rules::limits::{self, MAX_TABLE_SEATS, OverLimit};
use crate::structure::{
    AnteAmount, AnteKind, BigBlindAntePreset, BigBlindAnteRule, Chips, Period, PostingOrder,
    Stakes, Structure, stakes_phrase,
};
use crate::words::chips as group;
use serde::{Deserialize, Serialize};

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

/// Why a posting cannot be computed. Each is said in the asker's language
/// (`refusal-ante-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnteError {
    TooFewPlayers(u8),
    EmptyStack,
    SmallBlindAboveBigBlind {
        small_blind: Chips,
        big_blind: Chips,
    },
    NoBigBlind,
    NoSuchLevel {
        level: u32,
        last: u32,
    },
    /// `stakes`: the level's stakes, unsaid ("Blinds 100/200").
    NoBigBlindAnte {
        level: u32,
        game: String,
        stakes: Phrase,
    },
    Limit(OverLimit),
}

impl From<OverLimit> for AnteError {
    fn from(e: OverLimit) -> AnteError {
        AnteError::Limit(e)
    }
}

impl Speak for AnteError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            AnteError::TooFewPlayers(found) => {
                p("refusal-ante-too-few-players").text("found", found.to_string())
            }
            AnteError::EmptyStack => p("refusal-ante-empty-stack"),
            AnteError::SmallBlindAboveBigBlind {
                small_blind,
                big_blind,
            } => p("refusal-ante-small-blind-above-big-blind")
                .text("small_blind", small_blind.to_string())
                .text("big_blind", big_blind.to_string()),
            AnteError::NoBigBlind => p("refusal-ante-no-big-blind"),
            AnteError::NoSuchLevel { level, last } => p("refusal-ante-no-such-level")
                .text("level", level.to_string())
                .text("last", last.to_string()),
            AnteError::NoBigBlindAnte {
                level,
                game,
                stakes,
            } => p("refusal-ante-no-big-blind-ante")
                .text("level", level.to_string())
                .text("game", game.clone())
                .phrase("stakes", stakes.clone()),
            AnteError::Limit(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(AnteError);

/// A level's stakes as a full table posts them: a big blind ante level that gives no
/// ante, in an event with a big blind ante rule, posts the rule's amount (the big blind
/// under a rule that takes the ante from the level, every preset's default). The clock
/// display and the structure sheet show this amount.
pub fn posted_stakes(structure: &Structure, stakes: Stakes) -> Stakes {
    posted_stakes_at(structure, stakes, structure.seats())
}

/// A level's stakes as a table of `players` posts them: under a rule that reduces the
/// ante at a short-handed table, the reduced amount once `players` is at the threshold.
pub fn posted_stakes_at(structure: &Structure, stakes: Stakes, players: u8) -> Stakes {
    match stakes {
        Stakes::Blinds {
            small_blind,
            big_blind,
            ante,
            ante_kind: AnteKind::BigBlind,
        } if ante > 0 || structure.big_blind_ante.is_some() => {
            let rule = event_rule(structure);
            let level = BlindLevel {
                small_blind,
                big_blind,
                ante: if ante == 0 { big_blind } else { ante },
            };
            // A full table posts what the level states, or the rule's amount when the
            // level states none; a short-handed one what the rule reduces it to.
            let full = if ante == 0 {
                ante_due(&rule, level, structure.seats())
            } else {
                ante
            };
            let short = rule
                .reduce_at_players
                .filter(|&at| players <= at)
                .map(|_| ante_due(&rule, level, players).min(full));
            Stakes::Blinds {
                small_blind,
                big_blind,
                ante: short.unwrap_or(full),
                ante_kind: AnteKind::BigBlind,
            }
        }
        other => other,
    }
}

/// The number of players at or below which the event's big blind ante is reduced, when
/// its rule reduces it (and the reduced amount differs at `stakes`).
pub fn short_handed_at(structure: &Structure, stakes: Stakes) -> Option<u8> {
    let at = event_rule(structure).reduce_at_players?;
    let full = posted_stakes_at(structure, stakes, structure.seats());
    let short = posted_stakes_at(structure, stakes, at);
    (full != short).then_some(at)
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
/// At most [`MAX_TABLE_SEATS`] players; blinds, ante and stack within
/// [`limits::MAX_CHIPS`].
pub fn big_blind_posting(
    rule: &BigBlindAnteRule,
    level: BlindLevel,
    players: u8,
    stack: Chips,
) -> Result<BigBlindPosting, AnteError> {
    if players < 2 {
        return Err(AnteError::TooFewPlayers(players));
    }
    limits::at_most(
        "players",
        players,
        MAX_TABLE_SEATS,
        limits::Unit::PlayersAtATable,
    )?;
    limits::chips("small_blind", level.small_blind)?;
    limits::chips("big_blind", level.big_blind)?;
    limits::chips("ante", level.ante)?;
    limits::chips("stack", stack)?;
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

/// The rule and blinds a floor calculator works with when only the blinds and the rule
/// set are known: every preset has a default ante, and an ante given
/// overrides it.
///
/// TDA 2024 takes the level's ante, the big blind when none is given; BARGE 2020 and
/// 2024 set it from the blinds (the big blind, or the small blind where their rule says).
/// An ante given replaces that amount; a preset's reduction at few players still applies.
pub fn calculator_level(
    rule: &BigBlindAnteRule,
    small_blind: Chips,
    big_blind: Chips,
    ante: Option<Chips>,
) -> (BigBlindAnteRule, BlindLevel) {
    let blinds = |ante| BlindLevel {
        small_blind,
        big_blind,
        ante,
    };
    match (rule.amount, ante) {
        (AnteAmount::Level, a) => (*rule, blinds(a.unwrap_or(big_blind))),
        (_, Some(a)) => (
            BigBlindAnteRule {
                amount: AnteAmount::Level,
                ..*rule
            },
            blinds(a),
        ),
        (_, None) => (*rule, blinds(0)),
    }
}

/// The event's big blind ante rule; an event that states none follows TDA 2024.
pub fn event_rule(structure: &Structure) -> BigBlindAnteRule {
    structure
        .big_blind_ante
        .unwrap_or_else(|| BigBlindAnteRule::from_preset(BigBlindAntePreset::Tda2024))
}

/// The big blind ante of one level of an event: its rule and its blinds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelAnte {
    pub level: u32,
    /// The name of the game played at the level.
    pub game: String,
    pub rule: BigBlindAnteRule,
    pub blinds: BlindLevel,
}

/// The level the next hand is dealt at while period `period` is on: the level itself, or
/// during a break the level that follows it (the last level when none follows).
pub fn level_for_period(structure: &Structure, period: usize) -> Option<u32> {
    let after = structure.periods.get(period..).unwrap_or_default();
    after
        .iter()
        .find_map(Period::as_level)
        .or_else(|| structure.levels().last())
        .map(|l| l.number)
}

/// The rule and blinds of level `number`, when the level plays a big blind ante.
///
/// A level has one when it is dealt with blinds and its ante is the big blind's: either
/// it states an ante, or the event's rule sets the ante from the blinds.
pub fn level_ante(structure: &Structure, number: u32) -> Result<LevelAnte, AnteError> {
    let last = structure.levels().last().map_or(0, |l| l.number);
    let level = structure
        .levels()
        .find(|l| l.number == number)
        .ok_or(AnteError::NoSuchLevel {
            level: number,
            last,
        })?;
    let rule = event_rule(structure);
    let game = structure
        .game(&level.game)
        .map_or_else(|| level.game.clone(), |g| g.name.clone());
    match level.stakes {
        Stakes::Blinds {
            small_blind,
            big_blind,
            ante,
            ante_kind: AnteKind::BigBlind,
        } if ante > 0 || structure.big_blind_ante.is_some() => {
            // A level that gives no ante under a rule that takes it from the level: the
            // big blind, every preset's default.
            let ante = if ante == 0 && rule.amount == AnteAmount::Level {
                big_blind
            } else {
                ante
            };
            Ok(LevelAnte {
                level: number,
                game,
                rule,
                blinds: BlindLevel {
                    small_blind,
                    big_blind,
                    ante,
                },
            })
        }
        other => Err(AnteError::NoBigBlindAnte {
            level: number,
            game,
            stakes: stakes_phrase(&other),
        }),
    }
}

/// What the big blind posted, in words: the ante due, any reduction, and which of the
/// two a short stack paid first.
pub fn explain_posting(
    rule: &BigBlindAnteRule,
    level: BlindLevel,
    players: u8,
    stack: Chips,
    posting: BigBlindPosting,
) -> String {
    let n = group;
    let due = ante_due(rule, level, players);
    let mut out = Vec::new();
    if rule.reduce_at_players.is_some_and(|at| players <= at)
        && due < ante_due(rule, level, u8::MAX)
    {
        out.push(format!(
            "With {} at the table the ante is reduced to {}.",
            crate::words::count(u64::from(players), "player", "players"),
            n(due)
        ));
    }
    let left = stack - posting.ante - posting.blind;
    if posting.ante == due && posting.blind == level.big_blind {
        let left = if left == 0 {
            "nothing".to_string()
        } else {
            n(left)
        };
        out.push(format!(
            "The stack covers both: {} to the ante and {} to the blind, {left} left behind.",
            n(posting.ante),
            n(posting.blind),
        ));
    } else {
        let (first, first_amount, second, second_amount, second_full) = match rule.posting_order {
            PostingOrder::AnteFirst => (
                "ante",
                posting.ante,
                "blind",
                posting.blind,
                level.big_blind,
            ),
            PostingOrder::BlindFirst => ("blind", posting.blind, "ante", posting.ante, due),
        };
        let rest = if second_amount == 0 {
            format!("nothing is left for the {second}")
        } else {
            format!(
                "the last {} goes to the {second} (short of {})",
                n(second_amount),
                n(second_full)
            )
        };
        out.push(format!(
            "The stack of {} is short: the {first} comes first and takes {}; {rest}.",
            n(stack),
            n(first_amount)
        ));
    }
    out.join(" ")
}

#[cfg(test)]
#[path = "ante_tests.rs"]
mod tests;
