//! Reading a structure file: TOML in, a normalized [`Structure`] and its diagnostics out.
//!
//! Unknown keys are errors that name the key (a typo such as `ant = 50` must never be
//! ignored). Every error and warning carries the file, line and column it is about.

use super::chips::Chips;
use super::derive::{RawStakes, derive_stakes};
use super::diagnostic::{Diagnostic, Offsets, Severity, Sink, check_level_exists};
use super::model::*;
use super::offer::{RawAddOn, build_offer};
use super::rules::*;
use super::seating_rule::{RawSeating, build_seating};
use super::validate::validate;
use serde::Deserialize;
use toml::Spanned;

/// A structure that loaded, with the warnings found in it.
#[derive(Debug, Clone)]
pub struct ParsedStructure {
    pub structure: Structure,
    pub warnings: Vec<Diagnostic>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStructure {
    name: Spanned<String>,
    number: Option<u32>,
    description: Option<String>,
    starting_stack: Spanned<u64>,
    table_size: Spanned<i64>,
    level_minutes: Option<Spanned<i64>>,
    ante_kind: Option<AnteKind>,
    rotation: Option<Spanned<Vec<Spanned<String>>>>,
    #[serde(default)]
    games: Vec<Spanned<RawGame>>,
    levels: Spanned<Vec<Spanned<RawLevel>>>,
    #[serde(default)]
    chips: Vec<Spanned<RawChip>>,
    late_registration: Option<Spanned<RawLateRegistration>>,
    lammers: Option<Spanned<RawLammers>>,
    big_blind_ante: Option<Spanned<RawBigBlindAnte>>,
    payouts: Option<RawPayouts>,
    money: Option<RawMoney>,
    add_on: Option<Spanned<RawAddOn>>,
    rebuy: Option<Spanned<RawAddOn>>,
    re_entry: Option<Spanned<RawAddOn>>,
    special: Option<RawSpecial>,
    seating: Option<RawSeating>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    id: Spanned<String>,
    name: String,
    family: Family,
    betting: Betting,
    catalog: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLevel {
    game: Option<Spanned<String>>,
    betting: Option<Betting>,
    minutes: Option<Spanned<i64>>,
    stakes: Option<Spanned<String>>,
    small_blind: Option<Spanned<u64>>,
    big_blind: Option<Spanned<u64>>,
    ante: Option<Spanned<u64>>,
    ante_kind: Option<AnteKind>,
    bring_in: Option<Spanned<u64>>,
    small_bet: Option<Spanned<u64>>,
    big_bet: Option<Spanned<u64>>,
    auto_pause: Option<bool>,
    end_of_day: Option<bool>,
    note: Option<String>,
    break_minutes: Option<Spanned<i64>>,
    race_off: Option<Spanned<Vec<u64>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawChip {
    value: Spanned<u64>,
    color: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLateRegistration {
    until_end_of_level: Spanned<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLammers {
    per_entry: u32,
    value: Spanned<u64>,
    redeem_by_end_of_level: Spanned<u32>,
    at_deadline: Option<LammerDeadline>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBigBlindAnte {
    preset: Option<BigBlindAntePreset>,
    amount: Option<AnteAmount>,
    reduce_at_players: Option<u8>,
    reduced_to: Option<AnteAmount>,
    posting_order: Option<PostingOrder>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPayouts {
    table: Option<Spanned<String>>,
    increment: Option<Spanned<u64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMoney {
    currency: String,
    buy_in: u64,
    fee: Option<Spanned<u64>>,
    guarantee: Option<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpecial {
    #[serde(default)]
    win_the_button: bool,
    shootout: Option<Spanned<Shootout>>,
    bounty: Option<u64>,
    #[serde(default)]
    bomb_pot: bool,
    #[serde(default)]
    jam_or_fold: bool,
    eliminations_per_level: Option<u32>,
    hard_stop_minutes: Option<u32>,
}

/// Reads the structure file `file` (used in messages) whose content is `text`.
///
/// On success returns the structure and its warnings; on failure every error found
/// (and the warnings), each with line and column.
pub fn parse_structure(file: &str, text: &str) -> Result<ParsedStructure, Vec<Diagnostic>> {
    let raw: RawStructure = match toml::from_str(text) {
        Ok(raw) => raw,
        Err(e) => {
            let offset = e.span().map(|s| s.start).unwrap_or(0);
            let message = e.message().trim().replace('\n', " ");
            return Err(vec![Diagnostic::at(
                file,
                text,
                offset,
                Severity::Error,
                message,
            )]);
        }
    };
    let mut sink = Sink {
        file,
        text,
        found: Vec::new(),
    };
    let (structure, offsets) = build(&mut sink, raw);
    if !sink.found.iter().any(|d| d.severity == Severity::Error) {
        validate(&mut sink, &structure, &offsets);
    }
    let (errors, warnings): (Vec<_>, Vec<_>) = sink
        .found
        .into_iter()
        .partition(|d| d.severity == Severity::Error);
    if errors.is_empty() {
        Ok(ParsedStructure {
            structure,
            warnings,
        })
    } else {
        Err(errors.into_iter().chain(warnings).collect())
    }
}

fn build(sink: &mut Sink, raw: RawStructure) -> (Structure, Offsets) {
    if raw.name.get_ref().trim().is_empty() {
        sink.error(raw.name.span().start, "the event needs a name");
    }
    if *raw.starting_stack.get_ref() == 0 {
        sink.error(
            raw.starting_stack.span().start,
            "starting_stack must be more than 0 chips",
        );
    }
    let table_size = *raw.table_size.get_ref();
    let table_size_at = raw.table_size.span().start;
    if !(2..=12).contains(&table_size) {
        sink.error(
            raw.table_size.span().start,
            format!("table_size must be between 2 and 12 seats, found {table_size}"),
        );
    }
    let default_minutes = match &raw.level_minutes {
        Some(m) if *m.get_ref() <= 0 => {
            sink.error(
                m.span().start,
                format!("level_minutes must be more than 0, found {}", m.get_ref()),
            );
            20
        }
        Some(m) => at_most_a_day(sink, m, "level_minutes").unwrap_or(20),
        None => 20,
    };

    let games = build_games(sink, &raw.games);
    let rotation = build_rotation(sink, &raw, &games);
    let chips = build_chips(sink, &raw.chips);
    // In a bomb pot every player antes, so that is the default ante there.
    let bomb_pot = raw.special.as_ref().is_some_and(|s| s.bomb_pot);
    let default_ante_kind = raw.ante_kind.unwrap_or(if bomb_pot {
        AnteKind::Table
    } else {
        AnteKind::BigBlind
    });

    let mut periods = Vec::new();
    let mut offsets = Vec::new();
    let mut level_number = 0u32;
    let mut removed: Vec<Chips> = Vec::new();
    if raw.levels.get_ref().is_empty() {
        sink.error(
            raw.levels.span().start,
            "the structure needs at least one level",
        );
    }
    for spanned in raw.levels.get_ref() {
        let at = spanned.span().start;
        let lvl = spanned.get_ref();
        offsets.push(at);
        if let Some(b) = &lvl.break_minutes {
            periods.push(Period::Break(build_break(
                sink,
                at,
                lvl,
                b,
                &chips,
                &mut removed,
            )));
            continue;
        }
        level_number += 1;
        if let Some(level) = build_level(
            sink,
            at,
            lvl,
            level_number,
            default_minutes,
            default_ante_kind,
            &games,
            &rotation,
        ) {
            if bomb_pot {
                check_bomb_pot_level(sink, at, &level, &games);
            }
            periods.push(Period::Level(level));
        }
    }
    if level_number == 0 && !raw.levels.get_ref().is_empty() {
        sink.error(
            raw.levels.span().start,
            "the structure has breaks but no level",
        );
    }

    let late_registration = raw.late_registration.as_ref().map(|l| {
        let n = *l.get_ref().until_end_of_level.get_ref();
        check_level_exists(
            sink,
            l.get_ref().until_end_of_level.span().start,
            n,
            level_number,
            "late registration",
        );
        LateRegistration {
            until_end_of_level: n,
        }
    });
    let lammers = raw.lammers.as_ref().map(|l| {
        let r = l.get_ref();
        let deadline = *r.redeem_by_end_of_level.get_ref();
        check_level_exists(
            sink,
            r.redeem_by_end_of_level.span().start,
            deadline,
            level_number,
            "the lammer deadline",
        );
        if *r.value.get_ref() == 0 {
            sink.error(
                r.value.span().start,
                "a lammer must be worth more than 0 chips",
            );
        }
        LammerRule {
            per_entry: r.per_entry,
            value: *r.value.get_ref(),
            redeem_by_end_of_level: deadline,
            at_deadline: r.at_deadline.unwrap_or_default(),
        }
    });
    let big_blind_ante = raw.big_blind_ante.as_ref().map(|b| build_bba(sink, b));
    let payouts = raw.payouts.map(|p| {
        // A name Felt does not ship would leave the clock display without prizes: say so
        // when the file is read, not when the money is on the table.
        if let Some(t) = &p.table
            && !super::paytables::names().contains(&t.get_ref().as_str())
        {
            sink.warn(
                t.span().start,
                format!(
                    "[payouts] table {:?} is not one Felt ships ({}); the clock will show no prizes",
                    t.get_ref(),
                    super::paytables::names().join(", ")
                ),
            );
        }
        if let Some(inc) = &p.increment
            && *inc.get_ref() == 0
        {
            sink.error(
                inc.span().start,
                "[payouts] increment must be at least 1 (prizes are rounded to a multiple of it), found 0",
            );
        }
        PayoutRule {
            table: p.table.map(Spanned::into_inner),
            increment: p.increment.map(Spanned::into_inner).filter(|i| *i > 0),
        }
    });
    let money = raw.money.map(|m| {
        let fee = m.fee.as_ref().map_or(0, |f| *f.get_ref());
        if let Some(f) = &m.fee
            && fee > m.buy_in
        {
            sink.error(
                f.span().start,
                format!("[money] fee {fee} is more than the buy-in {}", m.buy_in),
            );
        }
        MoneyRule {
            currency: m.currency,
            buy_in: m.buy_in,
            fee,
            guarantee: m.guarantee,
        }
    });
    let add_on = build_offer(sink, "add_on", raw.add_on.as_ref(), level_number, &periods);
    let rebuy = build_offer(sink, "rebuy", raw.rebuy.as_ref(), level_number, &periods);
    let re_entry = build_offer(
        sink,
        "re_entry",
        raw.re_entry.as_ref(),
        level_number,
        &periods,
    );
    if let Some(sh) = raw.special.as_ref().and_then(|s| s.shootout.as_ref()) {
        let at = sh.span().start;
        let sh = sh.get_ref();
        if !(1..=2).contains(&sh.advance) {
            sink.error(
                at,
                format!(
                    "[special] shootout advance must be 1 or 2 players per table, found {}",
                    sh.advance
                ),
            );
        }
        if sh.rounds == 0 {
            sink.error(at, "[special] shootout rounds must be at least 1, found 0");
        }
    }
    let special = raw
        .special
        .map(|s| SpecialRules {
            win_the_button: s.win_the_button,
            shootout: s.shootout.map(Spanned::into_inner),
            bounty: s.bounty,
            bomb_pot: s.bomb_pot,
            jam_or_fold: s.jam_or_fold,
            eliminations_per_level: s.eliminations_per_level.filter(|n| *n > 0),
            hard_stop_minutes: s.hard_stop_minutes.filter(|n| *n > 0),
        })
        .unwrap_or_default();

    let seating = build_seating(sink, raw.seating);
    let structure = Structure {
        name: raw.name.into_inner().trim().to_string(),
        number: raw.number,
        description: raw.description,
        starting_stack: raw.starting_stack.into_inner(),
        table_size: table_size.clamp(2, 12) as u8,
        games,
        periods,
        chips,
        late_registration,
        lammers,
        big_blind_ante,
        payouts,
        money,
        add_on,
        rebuy,
        re_entry,
        special,
        seating,
    };
    (
        structure,
        Offsets {
            periods: offsets,
            table_size: table_size_at,
        },
    )
}

fn build_games(sink: &mut Sink, raw: &[Spanned<RawGame>]) -> Vec<Game> {
    let mut games: Vec<Game> = Vec::new();
    for g in raw {
        let r = g.get_ref();
        let id = r.id.get_ref().trim().to_string();
        if id.is_empty() {
            sink.error(r.id.span().start, "a game needs a non-empty id");
        } else if games.iter().any(|x| x.id == id) {
            sink.error(
                r.id.span().start,
                format!("game id `{id}` is declared twice"),
            );
        }
        games.push(Game {
            id,
            name: r.name.clone(),
            family: r.family,
            betting: r.betting,
            catalog: r.catalog.clone(),
        });
    }
    games
}

fn build_rotation(sink: &mut Sink, raw: &RawStructure, games: &[Game]) -> Vec<String> {
    match &raw.rotation {
        Some(rot) => {
            if rot.get_ref().is_empty() {
                sink.error(
                    rot.span().start,
                    "rotation is empty: list at least one game id",
                );
            }
            for id in rot.get_ref() {
                if !games.iter().any(|g| &g.id == id.get_ref()) {
                    sink.error(id.span().start, unknown_game(id.get_ref(), games));
                }
            }
            rot.get_ref().iter().map(|s| s.get_ref().clone()).collect()
        }
        None if games.len() == 1 => vec![games[0].id.clone()],
        None if games.is_empty() => {
            // Point at the levels that need a game, the nearest thing to what is missing.
            sink.error(
                raw.levels.span().start,
                "the structure declares no game: add a [[games]] table",
            );
            Vec::new()
        }
        None => Vec::new(),
    }
}

fn unknown_game(id: &str, games: &[Game]) -> String {
    let known: Vec<&str> = games.iter().map(|g| g.id.as_str()).collect();
    format!(
        "unknown game `{id}`; the declared games are: {}",
        known.join(", ")
    )
}

fn build_chips(sink: &mut Sink, raw: &[Spanned<RawChip>]) -> Vec<Chip> {
    let mut chips: Vec<Chip> = Vec::new();
    for c in raw {
        let r = c.get_ref();
        let value = *r.value.get_ref();
        if value == 0 {
            sink.error(r.value.span().start, "a chip must be worth more than 0");
        } else if chips.iter().any(|x| x.value == value) {
            sink.error(
                r.value.span().start,
                format!("chip value {value} is listed twice"),
            );
        }
        chips.push(Chip {
            value,
            color: r.color.clone(),
        });
    }
    chips.sort_by_key(|c| c.value);
    chips
}

fn build_break(
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
const MAX_MINUTES: i64 = 24 * 60;

/// A positive number of minutes that must not pass a day: the value, or an error at its
/// line and column (and `None`).
fn at_most_a_day(sink: &mut Sink, minutes: &Spanned<i64>, what: &str) -> Option<i64> {
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
fn build_level(
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
    let stakes = match derive_stakes(game.family, betting, &raw) {
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
fn check_bomb_pot_level(sink: &mut Sink, at: usize, level: &Level, games: &[Game]) {
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

fn build_bba(sink: &mut Sink, b: &Spanned<RawBigBlindAnte>) -> BigBlindAnteRule {
    let r = b.get_ref();
    let mut rule = match r.preset {
        Some(p) => BigBlindAnteRule::from_preset(p),
        None => BigBlindAnteRule::from_preset(BigBlindAntePreset::Tda2024),
    };
    if r.preset.is_none() {
        rule.preset = None;
    }
    if let Some(a) = r.amount {
        rule.amount = a;
    }
    if r.reduce_at_players.is_some() {
        rule.reduce_at_players = r.reduce_at_players;
    }
    if r.reduced_to.is_some() {
        rule.reduced_to = r.reduced_to;
    }
    if let Some(o) = r.posting_order {
        rule.posting_order = o;
    }
    if rule.reduce_at_players.is_some() != rule.reduced_to.is_some() {
        sink.error(
            b.span().start,
            "[big_blind_ante] needs both reduce_at_players and reduced_to, or neither",
        );
    }
    rule
}
