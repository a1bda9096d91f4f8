//! The levels and breaks of a structure file (`[[levels]]`): stakes derived in the game's
//! own terms, durations within a day, race-offs checked against the chip set.

use super::chips::Chips;
use super::derive::{RawStakes, derive_stakes};
use super::diagnostic::Sink;
use super::games::unknown_game;
use super::model::*;
use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLevel {
    pub(super) game: Option<Spanned<String>>,
    pub(super) betting: Option<Betting>,
    pub(super) minutes: Option<Spanned<i64>>,
    pub(super) stakes: Option<Spanned<String>>,
    pub(super) small_blind: Option<Spanned<u64>>,
    pub(super) big_blind: Option<Spanned<u64>>,
    pub(super) ante: Option<Spanned<u64>>,
    pub(super) ante_kind: Option<AnteKind>,
    pub(super) bring_in: Option<Spanned<u64>>,
    pub(super) small_bet: Option<Spanned<u64>>,
    pub(super) big_bet: Option<Spanned<u64>>,
    pub(super) auto_pause: Option<bool>,
    pub(super) end_of_day: Option<bool>,
    pub(super) note: Option<String>,
    pub(super) break_minutes: Option<Spanned<i64>>,
    pub(super) race_off: Option<Spanned<Vec<u64>>>,
}

pub(super) fn build_break(
    sink: &mut Sink,
    at: usize,
    lvl: &RawLevel,
    minutes: &Spanned<i64>,
    chips: &[Chip],
    removed: &mut Vec<Chips>,
) -> Break {
    if *minutes.get_ref() <= 0 {
        sink.error(
            minutes.span().start,
            format!(
                "break_minutes must be more than 0, found {}",
                minutes.get_ref()
            ),
        );
    } else {
        at_most_a_day(sink, minutes, "break_minutes");
    }
    let stake_keys = [
        ("stakes", lvl.stakes.is_some()),
        ("small_blind", lvl.small_blind.is_some()),
        ("big_blind", lvl.big_blind.is_some()),
        ("ante", lvl.ante.is_some()),
        ("bring_in", lvl.bring_in.is_some()),
        ("small_bet", lvl.small_bet.is_some()),
        ("big_bet", lvl.big_bet.is_some()),
        ("game", lvl.game.is_some()),
        ("minutes", lvl.minutes.is_some()),
        ("end_of_day", lvl.end_of_day.is_some()),
    ];
    for (key, present) in stake_keys {
        if present {
            sink.error(
                at,
                format!("a break (break_minutes) cannot also have `{key}`; put it on a level"),
            );
        }
    }
    let mut race_off = Vec::new();
    if let Some(r) = &lvl.race_off {
        for &d in r.get_ref() {
            if !chips.iter().any(|c| c.value == d) {
                let list: Vec<String> = chips.iter().map(|c| c.value.to_string()).collect();
                sink.error(
                    r.span().start,
                    format!(
                        "race_off names chip {d}, which is not in the chip set ({})",
                        list.join(", ")
                    ),
                );
            } else if removed.contains(&d) {
                sink.error(
                    r.span().start,
                    format!("chip {d} was already raced off at an earlier break"),
                );
            } else {
                removed.push(d);
                race_off.push(d);
            }
        }
        if !chips.is_empty() && chips.iter().all(|c| removed.contains(&c.value)) {
            sink.error(r.span().start, "this race would remove every chip in play");
        }
    }
    Break {
        duration_ms: (*minutes.get_ref()).clamp(0, MAX_MINUTES) * 60_000,
        race_off,
        auto_pause: lvl.auto_pause.unwrap_or(false),
        note: lvl.note.clone(),
    }
}

/// The longest level or break: a day, as long as the clock can hold a period
/// ([`crate::rules::clock::MAX_REMAINING_MS`]). It also keeps minutes × 60,000 far from overflow.
pub(super) const MAX_MINUTES: i64 = 24 * 60;

/// A positive number of minutes that must not pass a day: the value, or an error at its
/// line and column (and `None`).
pub(super) fn at_most_a_day(sink: &mut Sink, minutes: &Spanned<i64>, what: &str) -> Option<i64> {
    let m = *minutes.get_ref();
    if m > MAX_MINUTES {
        sink.error(
            minutes.span().start,
            format!(
                "{what} must be at most {} (24 hours), found {}",
                crate::words::chips(MAX_MINUTES as u64),
                m
            ),
        );
        return None;
    }
    Some(m)
}

#[allow(clippy::too_many_arguments)]
pub(super) fn build_level(
    sink: &mut Sink,
    at: usize,
    lvl: &RawLevel,
    number: u32,
    default_minutes: i64,
    default_ante_kind: AnteKind,
    games: &[Game],
    rotation: &[String],
) -> Option<Level> {
    if let Some(r) = &lvl.race_off {
        sink.error(
            r.span().start,
            format!("level {number}: race_off belongs on a break (a table with break_minutes)"),
        );
    }
    let game_id = match &lvl.game {
        Some(g) => {
            if !games.iter().any(|x| &x.id == g.get_ref()) {
                sink.error(g.span().start, unknown_game(g.get_ref(), games));
                return None;
            }
            g.get_ref().clone()
        }
        None if rotation.is_empty() => {
            sink.error(
                at,
                format!("level {number} names no game, and there is no rotation to take one from"),
            );
            return None;
        }
        None => rotation[(number as usize - 1) % rotation.len()].clone(),
    };
    let game = games.iter().find(|g| g.id == game_id)?;
    let minutes = match &lvl.minutes {
        Some(m) if *m.get_ref() <= 0 => {
            sink.error(
                m.span().start,
                format!(
                    "level {number}: minutes must be more than 0, found {}",
                    m.get_ref()
                ),
            );
            default_minutes
        }
        Some(m) => {
            at_most_a_day(sink, m, &format!("level {number}: minutes")).unwrap_or(default_minutes)
        }
        None => default_minutes,
    };
    let betting = lvl.betting.unwrap_or(game.betting);
    let raw = RawStakes {
        stakes: lvl.stakes.as_ref(),
        small_blind: lvl.small_blind.as_ref(),
        big_blind: lvl.big_blind.as_ref(),
        ante: lvl.ante.as_ref(),
        bring_in: lvl.bring_in.as_ref(),
        small_bet: lvl.small_bet.as_ref(),
        big_bet: lvl.big_bet.as_ref(),
        ante_kind: lvl.ante_kind.unwrap_or(default_ante_kind),
    };
    let context = if betting == game.betting {
        format!("level {number} ({})", game.name)
    } else {
        format!("level {number} ({} {})", betting.label(), game.name)
    };
    let opens = game.high_card_opens().then_some(game.name.as_str());
    let stakes = match derive_stakes(game.family, betting, opens, &raw) {
        Ok(s) => s,
        Err((offset, msg)) => {
            sink.error(offset.unwrap_or(at), format!("{context}: {msg}"));
            return None;
        }
    };
    Some(Level {
        number,
        game: game_id,
        betting,
        duration_ms: minutes * 60_000,
        stakes,
        auto_pause: lvl.auto_pause.unwrap_or(false),
        end_of_day: lvl.end_of_day.unwrap_or(false),
        note: lvl.note.clone(),
    })
}

/// A bomb pot level dealt with blinds needs the ante that every player posts: without it
/// there is no pot before the flop, and with a one-player ante the rule makes no sense.
pub(super) fn check_bomb_pot_level(sink: &mut Sink, at: usize, level: &Level, games: &[Game]) {
    let Stakes::Blinds {
        ante, ante_kind, ..
    } = level.stakes
    else {
        return;
    };
    let game = games
        .iter()
        .find(|g| g.id == level.game)
        .map_or(level.game.as_str(), |g| g.name.as_str());
    let context = format!("level {} ({game}) is a bomb pot level", level.number);
    if ante == 0 {
        sink.error(
            at,
            format!(
                "{context}: it needs the ante every player posts (add `ante`, or a third number in `stakes`)"
            ),
        );
    } else if ante_kind != AnteKind::Table {
        sink.error(
            at,
            format!(
                "{context}: every player posts its ante, so ante_kind must be \"table\", found \"{}\"",
                match ante_kind {
                    AnteKind::BigBlind => "big-blind",
                    AnteKind::Button => "button",
                    AnteKind::Table => "table",
                }
            ),
        );
    }
}
