//! Reading a structure file: TOML in, a normalized [`Structure`] and its diagnostics out.
//!
//! Unknown keys are errors that name the key (a typo such as `ant = 50` must never be
//! ignored). Every error and warning carries the file, line and column it is about.

use super::chips::Chips;
use super::diagnostic::{Diagnostic, Offsets, Severity, Sink, check_level_exists};
use super::games::{RawChip, RawGame, build_chips, build_games, build_rotation};
use super::model::*;
use super::offer::{RawAddOn, build_offer};
use super::periods::{RawLevel, at_most_a_day, build_break, build_level, check_bomb_pot_level};
use super::rules::*;
use super::seating_rule::{RawSeating, build_seating};
use super::table_file::RawTableFile;
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
    after_last: Option<AfterLast>,
    chip_race: Option<RaceVariant>,
    rotation: Option<Spanned<Vec<Spanned<String>>>>,
    #[serde(default)]
    games: Vec<Spanned<RawGame>>,
    levels: Spanned<Vec<Spanned<RawLevel>>>,
    #[serde(default)]
    chips: Vec<Spanned<RawChip>>,
    late_registration: Option<Spanned<RawLateRegistration>>,
    lammers: Option<Spanned<RawLammers>>,
    big_blind_ante: Option<Spanned<RawBigBlindAnte>>,
    payouts: Option<Spanned<RawPayouts>>,
    money: Option<RawMoney>,
    add_on: Option<Spanned<RawAddOn>>,
    rebuy: Option<Spanned<RawAddOn>>,
    re_entry: Option<Spanned<RawAddOn>>,
    special: Option<RawSpecial>,
    seating: Option<RawSeating>,
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
    curve: Option<Spanned<RawCurve>>,
    title: Option<String>,
    #[serde(default)]
    row: Vec<Spanned<RawPayoutRow>>,
    satellite: Option<Spanned<RawSatellite>>,
    table_file: Option<Spanned<RawTableFile>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSatellite {
    seat_value: Spanned<u64>,
    target: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCurve {
    paid_percent: Option<Spanned<u32>>,
    top_share_bp: Option<Spanned<u32>>,
    min_cash: Option<Spanned<u64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPayoutRow {
    entries: [u32; 2],
    #[serde(default)]
    shares_bp: Vec<u32>,
    #[serde(default)]
    amounts: Vec<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMoney {
    currency: Spanned<String>,
    buy_in: u64,
    fee: Option<Spanned<u64>>,
    guarantee: Option<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMystery {
    from_level: u32,
    envelopes: Vec<crate::structure::Envelope>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpecial {
    #[serde(default)]
    win_the_button: bool,
    shootout: Option<Spanned<Shootout>>,
    bounty: Option<u64>,
    progressive_bounty: Option<Spanned<bool>>,
    mystery_bounty: Option<Spanned<RawMystery>>,
    #[serde(default)]
    bomb_pot: bool,
    #[serde(default)]
    jam_or_fold: bool,
    eliminations_per_level: Option<std::num::NonZeroU32>,
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
    // A number beyond its limit is refused where it is written, before any sum is made
    // of it.
    if !super::bounds::check(&mut sink) {
        return Err(sink.found);
    }
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
    let starting_stack_at = raw.starting_stack.span().start;
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
    let games_at: Vec<usize> = raw.games.iter().map(|g| g.span().start).collect();
    let wrong_family = super::validate::family_conflicts(sink, &games, &games_at);
    let rotation = build_rotation(sink, raw.rotation.as_ref(), raw.levels.span().start, &games);
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
        // A level of a game whose family is wrong is not derived: the game's own entry
        // says what is wrong, once.
        let game_of_level = match &lvl.game {
            Some(g) => Some(g.get_ref().as_str()),
            None if rotation.is_empty() => None,
            None => Some(rotation[(level_number as usize - 1) % rotation.len()].as_str()),
        };
        if game_of_level.is_some_and(|g| wrong_family.iter().any(|w| w == g)) {
            continue;
        }
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
    let seats = table_size.clamp(2, 12) as u8;
    let big_blind_ante = raw
        .big_blind_ante
        .as_ref()
        .map(|b| build_bba(sink, b, seats));
    let payouts = raw.payouts.map(|p| {
        let at = p.span().start;
        let p = p.into_inner();
        build_payouts(sink, at, p)
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
        let code = m.currency.get_ref().trim();
        if !crate::words::is_currency(code) {
            let shown: String = code.chars().take(12).collect();
            sink.error(
                m.currency.span().start,
                format!(
                    "[money] currency \"{shown}\" is not an ISO 4217 code: write the three \
                     letters of a currency, such as USD, EUR, GBP, CAD or AUD"
                ),
            );
        }
        MoneyRule {
            currency: code.to_ascii_uppercase(),
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
    if let Some(s) = raw.special.as_ref()
        && let Some(p) = &s.progressive_bounty
        && *p.get_ref()
        && s.bounty.is_none_or(|b| b == 0)
    {
        sink.error(
            p.span().start,
            "[special] progressive_bounty needs the bounty each entry starts with: \
             add bounty = 5000 (in cents) to [special]",
        );
    }
    if let Some(s) = raw.special.as_ref()
        && let Some(p) = &s.progressive_bounty
        && *p.get_ref()
        && let (Some(b), Some(m)) = (s.bounty, money.as_ref())
    {
        let fee = m.fee;
        if b + fee >= m.buy_in {
            sink.error(
                p.span().start,
                format!(
                    "[special] the progressive bounty ({b}) and the fee ({fee}) take the whole \
                     buy-in ({}): the bounty is the part of the buy-in put on each head, so it \
                     must leave something for the prize pool",
                    m.buy_in
                ),
            );
        }
    }
    if let Some(s) = raw.special.as_ref()
        && let Some(m) = &s.mystery_bounty
    {
        let at = m.span().start;
        let levels = periods
            .iter()
            .filter(|p| matches!(p, crate::structure::Period::Level(_)))
            .count() as u32;
        let rule = m.get_ref();
        if s.bounty.is_none_or(|b| b == 0) {
            sink.error(
                at,
                "[special] mystery_bounty needs the part of each buy-in held for the \
                 envelopes: add bounty = 5000 (in cents) to [special]",
            );
        }
        if s.progressive_bounty.as_ref().is_some_and(|p| *p.get_ref()) {
            sink.error(
                at,
                "[special] an event has mystery bounties or a progressive bounty, not both",
            );
        }
        if rule.envelopes.is_empty() {
            sink.error(at, "[special] mystery_bounty has no envelopes: list them as envelopes = [{ value = 10000, count = 5 }]");
        }
        if let Some(e) = rule.envelopes.iter().find(|e| e.value == 0 || e.count == 0) {
            sink.error(
                at,
                format!(
                    "[special] a mystery envelope needs a value and a count above 0, found value {} count {}",
                    e.value, e.count
                ),
            );
        }
        if rule.from_level == 0 || rule.from_level > levels {
            sink.error(
                at,
                format!(
                    "[special] mystery_bounty from_level {} is not a level of this structure (1 to {levels})",
                    rule.from_level
                ),
            );
        }
    }
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
            progressive_bounty: s.progressive_bounty.as_ref().is_some_and(|p| *p.get_ref()),
            mystery: s.mystery_bounty.map(|m| {
                let m = m.into_inner();
                crate::structure::MysteryRule {
                    from_level: m.from_level,
                    envelopes: m.envelopes,
                }
            }),
            bomb_pot: s.bomb_pot,
            jam_or_fold: s.jam_or_fold,
            eliminations_per_level: s.eliminations_per_level,
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
        after_last: raw.after_last.unwrap_or_default(),
        chip_race: raw.chip_race,
    };
    (
        structure,
        Offsets {
            periods: offsets,
            table_size: table_size_at,
            starting_stack: starting_stack_at,
            games: games_at,
        },
    )
}

fn build_bba(sink: &mut Sink, b: &Spanned<RawBigBlindAnte>, seats: u8) -> BigBlindAnteRule {
    let r = b.get_ref();
    let mut rule = match r.preset {
        Some(p) => BigBlindAnteRule::from_preset_for(p, seats),
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

/// The `[payouts]` table: one way of paying (a shipped table, the house's own rows, or the
/// curve), each checked where it is written.
fn build_payouts(sink: &mut Sink, at: usize, p: RawPayouts) -> PayoutRule {
    let ways: Vec<&str> = [
        (p.table.is_some(), "table"),
        (!p.row.is_empty(), "[[payouts.row]]"),
        (p.table_file.is_some(), "table_file"),
        (p.curve.is_some(), "[payouts.curve]"),
        (p.satellite.is_some(), "satellite"),
    ]
    .into_iter()
    .filter_map(|(on, w)| on.then_some(w))
    .collect();
    if ways.len() > 1 {
        sink.error(
            at,
            format!(
                "[payouts] names {} of paying ({}); keep one: a table Felt ships, the house's own rows, the curve, or satellite seats",
                crate::words::count(ways.len() as u64, "way", "ways"),
                ways.join(", ")
            ),
        );
    }
    // A table read from its own file: its rows, and its title and increment unless the
    // structure gives its own.
    let loaded = match p.table_file.as_ref().map(|t| (t.span().start, t.get_ref())) {
        Some((start, RawTableFile::Path(path))) => {
            sink.error(
                start,
                format!(
                    "[payouts] table_file {path:?} is read only where the structure is read from disk (felt structure check, felt event create, felt library import); a structure given as text carries its rows as [[payouts.row]]"
                ),
            );
            None
        }
        Some((_, RawTableFile::Loaded(t))) => Some(t.clone()),
        None => None,
    };
    if p.title.is_some() && p.row.is_empty() && loaded.is_none() {
        sink.warn(
            at,
            "[payouts] title names the house's own table, but there is no [[payouts.row]]; it is not shown",
        );
    }
    let mut rows: Vec<HousePayoutRow> = p
        .row
        .iter()
        .map(|r| HousePayoutRow {
            entries: r.get_ref().entries,
            shares_bp: r.get_ref().shares_bp.clone(),
            amounts: r.get_ref().amounts.clone(),
        })
        .collect();
    if let Some(t) = &loaded {
        // Checked when it was read in; checked again below in case the text was edited.
        rows = t
            .row
            .iter()
            .map(|r| HousePayoutRow {
                entries: r.entries,
                shares_bp: r.shares_bp.clone(),
                amounts: r.amounts.clone(),
            })
            .collect();
    }
    if !rows.is_empty() {
        let table: Vec<super::paytables::PaytableRow> = rows
            .iter()
            .map(|r| super::paytables::PaytableRow {
                min_entries: r.entries[0],
                max_entries: r.entries[1],
                shares_bp: r.shares_bp.clone(),
                amounts: r.amounts.clone(),
            })
            .collect();
        if let Err((i, e)) = super::paytables::check_rows(&table) {
            match (&loaded, &p.table_file) {
                (Some(t), Some(key)) => sink.error(
                    key.span().start,
                    format!("[payouts] table_file {:?}: row {e}", t.file),
                ),
                _ => {
                    let start = p.row.get(i).map_or(at, |r| r.span().start);
                    sink.error(start, format!("[[payouts.row]] {e}"));
                }
            }
        }
    }
    let curve = p.curve.as_ref().map(|c| {
        let c = c.get_ref();
        if let Some(pct) = &c.paid_percent
            && !(1..=100).contains(pct.get_ref())
        {
            sink.error(
                pct.span().start,
                format!(
                    "[payouts.curve] paid_percent is the share of the field paid, 1 to 100, found {}",
                    pct.get_ref()
                ),
            );
        }
        if let Some(bp) = &c.top_share_bp
            && !(1..=10_000).contains(bp.get_ref())
        {
            sink.error(
                bp.span().start,
                format!(
                    "[payouts.curve] top_share_bp is first place's share in basis points, 1 to 10000 (3000 = 30%), found {}",
                    bp.get_ref()
                ),
            );
        }
        CurveRule {
            paid_percent: c.paid_percent.as_ref().map(|v| *v.get_ref()),
            top_share_bp: c.top_share_bp.as_ref().map(|v| *v.get_ref()),
            min_cash: c.min_cash.as_ref().map(|v| *v.get_ref()),
        }
    });
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
    let satellite = p.satellite.as_ref().map(|sat| {
        let sat = sat.get_ref();
        if *sat.seat_value.get_ref() == 0 {
            sink.error(
                sat.seat_value.span().start,
                "[payouts] satellite seat_value is what one seat is worth, in minor units (110000 for $1,100); found 0",
            );
        }
        if sat.target.get_ref().trim().is_empty() {
            sink.error(
                sat.target.span().start,
                "[payouts] satellite target names the event the seats are in, like \"Main Event\"; found an empty name",
            );
        }
        SatelliteRule {
            seat_value: *sat.seat_value.get_ref(),
            target: sat.target.get_ref().trim().to_string(),
        }
    });
    PayoutRule {
        satellite,
        table: p.table.map(Spanned::into_inner),
        increment: p
            .increment
            .map(Spanned::into_inner)
            .or(loaded.as_ref().and_then(|t| t.increment))
            .filter(|i| *i > 0),
        curve,
        title: p.title.or(loaded.and_then(|t| t.title)),
        rows,
    }
}
