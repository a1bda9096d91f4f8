//! The payouts panel of the clock display: who gets what, how the prizes were worked out,
//! and whether the room is on the bubble or in the money.
//!
//! The prizes come from the event's payout rule: the table it names (the row for the
//! number of entries picked automatically; the payout curve past the table's last row)
//! or, when the rule names no table, the curve. Once the TD locks the payouts, the locked
//! prizes are shown instead and a change of the pool since then is pointed out in words,
//! because a late entry after the lock is money that nobody has been told how to pay.
//! Nothing here fails: a pool that cannot be paid (a table name nobody knows, a pool
//! smaller than the increment) becomes a warning on an otherwise empty panel.

use crate::lang::{Arg, Locale, Phrase, Speak};
use crate::rules::payout::{
    CurveParams, FULL_POOL_BP, PayoutBasis, PayoutMethod, Paytable, PaytableError, PaytableRow,
    RoundBand, by_round_reached, payouts,
};
use crate::rules::seating::shootout::{ShootoutSettings, plan};
use crate::structure::{MoneyRule, PayoutRule, ShootoutPay, Structure, draft};
use serde::{Deserialize, Serialize};

/// What the payouts panel shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PayoutsView {
    /// Every paid place, first place first. Kept off the wire: a field of 100,000 pays
    /// 15,000 places, and a screen shows `rows`, which carry every place's prize in a few
    /// dozen lines.
    #[serde(skip)]
    pub places: Vec<PlaceLine>,
    /// Places paid (each with its prize in one of `rows`).
    pub paid: u32,
    pub players_left: u32,
    /// The place the next prize goes to: the place the next player out finishes in once
    /// the field is in the money, the last paid place before that. `None` when nothing is
    /// paid or nobody is left.
    pub next_place: Option<u32>,
    /// One more player left than places paid: the next player out wins nothing.
    pub bubble: bool,
    /// Every player left has won a prize.
    pub in_the_money: bool,
    pub currency: Option<String>,
    /// The TD locked the prizes; they no longer follow the entries.
    pub locked: bool,
    /// How the prizes were worked out: "BARGE unified payouts (2025), row for 36-47
    /// entries", "payout curve", ...
    pub basis: String,
    /// Something the TD must look at, in words (the pool changed after the lock, or the
    /// prizes cannot be worked out).
    pub warning: Option<String>,
    /// The panel's lines, best place first: places in a row that pay the same are one
    /// line ("10th-12th"), so a curve-paid field of thousands reads as a few dozen lines.
    pub rows: Vec<PayoutRow>,
    /// The deal the players still in made, when there is one: it replaces the prizes of
    /// the places they were playing for (those rows are marked `dealt`).
    pub deal: Option<DealLines>,
    /// What the words above are made from, so the same view says them in any language
    /// ([`PayoutsView::say_in`]). Kept off the wire.
    #[serde(skip)]
    pub words: PayoutWords,
}

/// How the prizes were worked out, as data: the basis, the warning and the deal the
/// panel puts in words.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PayoutWords {
    pub basis: Basis,
    pub locked: bool,
    pub by_round: bool,
    /// Savers agreed, taken from the pool first (minor units; 0: none).
    pub savers: u64,
    pub warning: Option<Warning>,
    pub deal: Option<DealWords>,
}

/// The rule the prizes follow.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Basis {
    /// The rule cannot be read (the warning says why).
    #[default]
    None,
    Row {
        title: String,
        min: u32,
        max: u32,
    },
    /// A row whose places the pool cannot all pay at the increment: the first of them.
    RowPart {
        title: String,
        min: u32,
        max: u32,
        places: u32,
    },
    Curve,
    Beyond {
        title: String,
    },
    Satellite {
        seats: u32,
    },
    SatelliteIn {
        target: String,
    },
}

/// Something the TD must look at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// The payout rule cannot be used (the reason, unsaid).
    Rule(Phrase),
    /// The pool changed after the TD locked the prizes.
    Locked {
        entries: u32,
        at_lock: u64,
        pool: u64,
    },
    /// A shootout's rounds cannot hold the field.
    Shootout { entries: u32, why: String },
    /// No prizes can be worked out yet (the reason, unsaid).
    NoPrizes(Phrase),
}

/// How a deal's amounts were worked out (the field's `DealKind`, as the panel says it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealHow {
    Chop,
    Icm,
    Custom,
}

/// A deal, as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealWords {
    pub deals: u32,
    pub players: u32,
    pub how: DealHow,
    /// Kept back for 1st (minor units; 0: a full chop).
    pub play_for: u64,
}

impl PayoutsView {
    /// Writes every word of the panel (places, amounts, rounds, basis, warning, deal) in
    /// `l`'s words, from the figures and [`PayoutWords`]; nothing else changes.
    pub fn say_in(&mut self, l: Locale) {
        let currency = self.currency.clone().unwrap_or_default();
        let money = |m: u64| l.money(u128::from(m), &currency);
        say_rows(&mut self.rows, &currency, l);
        let w = &self.words;
        let mut basis = match &w.basis {
            Basis::None => l.say("payouts-basis-none", &[]),
            Basis::Row { title, min, max } if min == max => l.say(
                "payouts-basis-row-one",
                &[
                    ("title", Arg::Text(title)),
                    ("entries", Arg::Count(u64::from(*min))),
                ],
            ),
            Basis::Row { title, min, max } => l.say(
                "payouts-basis-row",
                &[
                    ("title", Arg::Text(title)),
                    ("min", Arg::Text(&min.to_string())),
                    ("max", Arg::Text(&max.to_string())),
                ],
            ),
            Basis::RowPart {
                title,
                min,
                max,
                places,
            } => l.say(
                "payouts-basis-row-part",
                &[
                    ("title", Arg::Text(title)),
                    ("min", Arg::Text(&min.to_string())),
                    ("max", Arg::Text(&max.to_string())),
                    ("places", Arg::Count(u64::from(*places))),
                ],
            ),
            Basis::Curve => l.say("payouts-basis-curve", &[]),
            Basis::Beyond { title } => {
                l.say("payouts-basis-beyond", &[("title", Arg::Text(title))])
            }
            Basis::Satellite { seats } => l.say(
                "payouts-basis-satellite",
                &[("seats", Arg::Count(u64::from(*seats)))],
            ),
            Basis::SatelliteIn { target } => l.say(
                "payouts-basis-satellite-in",
                &[("target", Arg::Text(target))],
            ),
        };
        if w.locked {
            basis = l.say("payouts-basis-locked", &[("basis", Arg::Text(&basis))]);
        }
        if w.by_round {
            basis = l.say("payouts-basis-by-round", &[("basis", Arg::Text(&basis))]);
        }
        if w.savers > 0 {
            basis = l.say(
                "payouts-basis-savers",
                &[
                    ("basis", Arg::Text(&basis)),
                    ("amount", Arg::Text(&money(w.savers))),
                ],
            );
        }
        self.basis = basis;
        self.warning = w.warning.as_ref().map(|warning| match warning {
            Warning::Rule(why) => why.say(l),
            Warning::Locked {
                entries,
                at_lock,
                pool,
            } => l.say(
                "payouts-warning-locked",
                &[
                    ("entries", Arg::Count(u64::from(*entries))),
                    ("at_lock", Arg::Text(&money(*at_lock))),
                    ("pool", Arg::Text(&money(*pool))),
                ],
            ),
            Warning::Shootout { entries, why } => l.say(
                "payouts-warning-shootout",
                &[
                    ("entries", Arg::Count(u64::from(*entries))),
                    ("why", Arg::Text(why)),
                ],
            ),
            Warning::NoPrizes(why) => {
                l.say("payouts-warning-none", &[("why", Arg::Text(&why.say(l)))])
            }
        });
        if let (Some(d), Some(lines)) = (&w.deal, self.deal.as_mut()) {
            let how = l.say(
                match d.how {
                    DealHow::Chop => "payouts-deal-chop",
                    DealHow::Icm => "payouts-deal-icm",
                    DealHow::Custom => "payouts-deal-custom",
                },
                &[],
            );
            let players = Arg::Count(u64::from(d.players));
            lines.title = if d.deals > 1 {
                l.say(
                    "payouts-deals",
                    &[
                        ("deals", Arg::Count(u64::from(d.deals))),
                        ("players", players),
                        ("how", Arg::Text(&how)),
                    ],
                )
            } else {
                l.say(
                    "payouts-deal",
                    &[("players", players), ("how", Arg::Text(&how))],
                )
            };
            for line in &mut lines.lines {
                line.amount_text = money(line.amount);
            }
            lines.play_for = (d.play_for > 0).then(|| {
                l.say(
                    "payouts-play-for",
                    &[("amount", Arg::Text(&money(d.play_for)))],
                )
            });
        }
    }
}

/// A recorded deal as the payouts panel shows it, in money words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DealLines {
    /// "Deal (ICM) between 3 players".
    pub title: String,
    /// Each player of the deal with what he is paid now, largest first.
    pub lines: Vec<DealLine>,
    /// What is still played for, in words ("$100.00 kept for 1st"); `None` for a full
    /// chop.
    pub play_for: Option<String>,
}

/// One player's share of a deal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DealLine {
    pub name: String,
    /// Paid now, in minor units.
    pub amount: u64,
    /// Paid now, in words: "$1,234.00".
    pub amount_text: String,
}

/// One line of the payouts panel: a place, or a run of places paid the same.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PayoutRow {
    pub first: u32,
    pub last: u32,
    /// "1st", "10th-12th".
    pub label: String,
    /// Each place's prize in minor units.
    pub amount: u64,
    /// Each place's prize in words: "$3,705".
    pub amount_text: String,
    /// The next prize goes to a place in this line.
    pub next: bool,
    /// Every place of the line has been won already (the field is past it).
    pub won: bool,
    /// The places of the line were shared out by the deal.
    pub dealt: bool,
    /// In a shootout, the round the line's players went out in, when they are paid alike
    /// by round reached: "out in round 2"; "saver" for a saver's line.
    #[serde(default)]
    pub round: Option<String>,
    /// The round of `round`, as a number. Kept off the wire.
    #[serde(skip)]
    pub round_reached: Option<u32>,
    /// A saver's line (agreed at the desk, paid before the places). Kept off the wire.
    #[serde(skip)]
    pub saver: bool,
}

/// The panel's lines for `places`, with the next place and the places already won. A
/// shootout's places paid alike by round (`bands`) are one line each, with the round.
fn rows(
    places: &[PlaceLine],
    next_place: Option<u32>,
    in_the_money: bool,
    bands: &[RoundBand],
) -> Vec<PayoutRow> {
    let band_of = |place: u32| bands.iter().find(|b| b.first <= place && place <= b.last);
    let mut rows: Vec<PayoutRow> = Vec::new();
    for p in places {
        let band = band_of(p.place);
        match rows.last_mut() {
            Some(r)
                if r.amount == p.amount && r.last + 1 == p.place && band_of(r.first) == band =>
            {
                r.last = p.place
            }
            _ => rows.push(PayoutRow {
                round: None,
                round_reached: band.map(|b| b.round),
                saver: false,
                first: p.place,
                last: p.place,
                label: String::new(),
                amount: p.amount,
                amount_text: String::new(),
                next: false,
                won: false,
                dealt: false,
            }),
        }
    }
    for r in &mut rows {
        r.next = next_place.is_some_and(|n| r.first <= n && n <= r.last);
        r.won = in_the_money && next_place.is_some_and(|n| r.first > n);
    }
    rows
}

/// The places, prizes and rounds of `rows` in `l`'s words.
fn say_rows(rows: &mut [PayoutRow], currency: &str, l: Locale) {
    for r in rows {
        r.label = l.place(r.first, r.last);
        r.amount_text = l.money(u128::from(r.amount), currency);
        r.round = if r.saver {
            Some(l.say("payouts-saver", &[]))
        } else {
            r.round_reached
                .map(|n| l.say("payouts-round", &[("round", Arg::Count(u64::from(n)))]))
        };
    }
}

/// One paid place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlaceLine {
    pub place: u32,
    /// Prize in minor units of the view's currency.
    pub amount: u64,
}

/// Prizes the TD locked, with the field size they were locked at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LockedPayouts {
    /// Entries when the payouts were locked.
    pub entries: u32,
    /// The locked prizes, first place first; they add up to the pool at the lock.
    pub prizes: Vec<u64>,
}

/// What the panel is computed from: the event's field and pool at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PayoutsInput<'a> {
    /// The pool the payouts split, in minor units (savers already taken out).
    pub pool: u64,
    pub entries: u32,
    pub players_left: u32,
    pub locked: Option<&'a LockedPayouts>,
}

/// The payouts panel of an event, or `None` when the event pays nothing (no `[money]` or
/// no `[payouts]` in its structure).
pub fn payouts_view(structure: &Structure, input: PayoutsInput<'_>) -> Option<PayoutsView> {
    let rule = structure.payouts.as_ref()?;
    let money = structure.money.as_ref()?;
    let currency = money.currency.as_str();
    let method = event_method(rule, money, input.entries);
    let mut view = PayoutsView {
        places: Vec::new(),
        paid: 0,
        players_left: input.players_left,
        next_place: None,
        bubble: false,
        in_the_money: false,
        currency: Some(money.currency.clone()),
        locked: input.locked.is_some(),
        basis: String::new(),
        warning: None,
        rows: Vec::new(),
        deal: None,
        words: PayoutWords::default(),
    };
    let method = match method {
        Ok(m) => m,
        Err(e) => {
            view.words.warning = Some(Warning::Rule(e.phrase()));
            view.say_in(Locale::ENGLISH);
            return Some(view);
        }
    };
    let increment = rule
        .increment
        .unwrap_or_else(|| method.default_increment(input.pool));
    let amounts = match input.locked {
        Some(lock) => {
            view.words.basis = basis_for(&method, lock.entries);
            view.words.locked = true;
            let at_lock: u64 = lock.prizes.iter().sum();
            if at_lock != input.pool {
                view.words.warning = Some(Warning::Locked {
                    entries: lock.entries,
                    at_lock,
                    pool: input.pool,
                });
            }
            lock.prizes.clone()
        }
        None if input.entries == 0 => {
            // Before the first entry there is nothing to split and nothing to warn about.
            view.words.basis = basis_for(&method, 1);
            Vec::new()
        }
        None => match payouts(input.entries, input.pool, increment, &method) {
            Ok(p) => {
                view.words.basis = describe(&p.basis);
                match shootout_reach(structure, input.entries) {
                    Ok(Some(reach)) => {
                        let (amounts, _) =
                            by_round_reached(&p.amounts(), input.pool, increment, &reach);
                        view.words.by_round = true;
                        amounts
                    }
                    Ok(None) => p.amounts(),
                    Err(e) => {
                        view.words.warning = Some(Warning::Shootout {
                            entries: input.entries,
                            why: e.to_string(),
                        });
                        Vec::new()
                    }
                }
            }
            Err(e) => {
                view.words.basis = basis_for(&method, input.entries);
                view.words.warning = Some(Warning::NoPrizes(e.in_money(currency)));
                Vec::new()
            }
        },
    };
    view.places = amounts
        .into_iter()
        .zip(1u32..)
        .map(|(amount, place)| PlaceLine { place, amount })
        .collect();
    let paid = view.places.len() as u32;
    let left = input.players_left;
    view.paid = paid;
    view.bubble = paid > 0 && left == paid + 1;
    view.in_the_money = paid > 0 && left > 0 && left <= paid;
    view.next_place = (paid > 0 && left > 0).then(|| left.min(paid));
    // A shootout's places paid alike by round: the bands of the prizes shown.
    let band_entries = input.locked.map_or(input.entries, |l| l.entries);
    // A field the rounds cannot hold has no prizes and says so above.
    let bands = shootout_reach(structure, band_entries)
        .ok()
        .flatten()
        .map(|reach| {
            let amounts: Vec<u64> = view.places.iter().map(|p| p.amount).collect();
            let pool = amounts.iter().sum();
            by_round_reached(&amounts, pool, increment, &reach).1
        })
        .unwrap_or_default();
    view.rows = rows(&view.places, view.next_place, view.in_the_money, &bands);
    view.say_in(Locale::ENGLISH);
    Some(view)
}

/// How many players start each round of the event's shootout for a field of `entries`
/// (the field first, the final table last), as the shootout plan lays the field out;
/// `None` unless the event is a shootout of two rounds or more that pays by round (or
/// before two entries). Refused when the rounds cannot hold the field.
pub fn shootout_reach(
    structure: &Structure,
    entries: u32,
) -> Result<Option<Vec<u32>>, crate::rules::seating::SeatingError> {
    let Some(s) = structure
        .special
        .shootout
        .filter(|s| s.pay == ShootoutPay::ByRound)
    else {
        return Ok(None);
    };
    if entries < 2 {
        return Ok(None);
    }
    let settings = ShootoutSettings {
        seats: structure.table_size,
        advance: u32::from(s.advance),
        rounds: Some(u32::from(s.rounds)).filter(|r| *r > 0),
    };
    let plan = plan(entries, settings)?;
    let reach: Vec<u32> = plan.rounds.iter().map(|r| r.players).collect();
    Ok((reach.len() >= 2).then_some(reach))
}

/// The way an event splits its pool for a field of `entries`: the house's own table, a
/// table Felt ships, or the curve with the structure's settings (the default).
/// The amount the event's prizes are multiples of (minor units): the structure's
/// `increment`, else its payout method's own (a payout curve rounds to a round figure for
/// the pool); 1 when the event pays nothing. A deal's amounts round to it too.
pub fn prize_increment(structure: &Structure, entries: u32, pool: u64) -> u64 {
    let (Some(rule), Some(money)) = (structure.payouts.as_ref(), structure.money.as_ref()) else {
        return 1;
    };
    rule.increment
        .or_else(|| {
            event_method(rule, money, entries)
                .ok()
                .map(|m| m.default_increment(pool))
        })
        .unwrap_or(1)
        .max(1)
}

pub fn event_method(
    rule: &PayoutRule,
    money: &MoneyRule,
    entries: u32,
) -> Result<PayoutMethod, PaytableError> {
    if let Some(sat) = &rule.satellite {
        return Ok(PayoutMethod::Satellite {
            seat_value: sat.seat_value,
            target: sat.target.clone(),
        });
    }
    if !rule.rows.is_empty() {
        let rows = rule
            .rows
            .iter()
            .map(|r| PaytableRow {
                min_entries: r.entries[0],
                max_entries: r.entries[1],
                shares_bp: r.shares_bp.clone(),
                amounts: r.amounts.clone(),
            })
            .collect();
        let title = rule
            .title
            .clone()
            .unwrap_or_else(|| "the house payout table".to_string());
        return Paytable::new(title, None, rows).map(PayoutMethod::Table);
    }
    if let Some(name) = &rule.table {
        return Paytable::builtin(name).map(PayoutMethod::Table);
    }
    let curve = rule.curve.unwrap_or_default();
    Ok(PayoutMethod::Curve(CurveParams {
        paid: curve.paid_percent.map(|pct| {
            let paid = (u64::from(entries) * u64::from(pct)).div_ceil(100);
            paid.clamp(1, u64::from(entries.max(1))) as u32
        }),
        top_share: curve
            .top_share_bp
            .map(|bp| f64::from(bp) / f64::from(FULL_POOL_BP)),
        min_cash: curve.min_cash,
        buy_in: Some(money.buy_in),
    }))
}

/// How a computed payout was worked out.
fn describe(basis: &PayoutBasis) -> Basis {
    match basis {
        PayoutBasis::Table {
            title,
            min_entries,
            max_entries,
            row_places: None,
        } => Basis::Row {
            title: title.clone(),
            min: *min_entries,
            max: *max_entries,
        },
        PayoutBasis::Table {
            title,
            min_entries,
            max_entries,
            row_places: Some(n),
        } => Basis::RowPart {
            title: title.clone(),
            min: *min_entries,
            max: *max_entries,
            places: *n,
        },
        PayoutBasis::Curve {
            beyond_table: Some(t),
            ..
        } => Basis::Beyond { title: t.clone() },
        PayoutBasis::Curve { .. } => Basis::Curve,
        PayoutBasis::Satellite { seats, .. } => Basis::Satellite { seats: *seats },
    }
}

/// The basis a field of `entries` is paid by, without working out the prizes.
fn basis_for(method: &PayoutMethod, entries: u32) -> Basis {
    match method {
        PayoutMethod::Table(t) => match t.row_for(entries) {
            Some(r) => Basis::Row {
                title: t.title.clone(),
                min: r.min_entries,
                max: r.max_entries,
            },
            None => Basis::Beyond {
                title: t.title.clone(),
            },
        },
        PayoutMethod::Curve(_) => Basis::Curve,
        PayoutMethod::Satellite { target, .. } => Basis::SatelliteIn {
            target: target.clone(),
        },
    }
}

/// Checks a structure draft like [`draft::check`], with what its payouts pay at a few
/// field sizes, in `l`'s words.
pub fn check_draft(doc: &toml::Table, l: Locale) -> draft::DraftCheck {
    draft::check_with(doc, l, payout_preview)
}

/// Field sizes the editor shows the payouts for.
const PREVIEW_FIELDS: [u32; 4] = [10, 25, 50, 100];

/// What the structure's payouts pay at a few field sizes, in `l`'s money words ("20
/// entries, pool $2,000: 1st $1,000, 2nd $600, 3rd $400 (Club table, row for 11-30
/// entries)").
pub fn payout_preview(structure: &Structure, l: Locale) -> Vec<String> {
    let Some(money) = &structure.money else {
        return Vec::new();
    };
    let per_entry = money.buy_in.saturating_sub(money.fee);
    PREVIEW_FIELDS
        .iter()
        .filter_map(|&entries| {
            let pool = u64::from(entries) * per_entry;
            let input = PayoutsInput {
                pool,
                entries,
                players_left: entries,
                locked: None,
            };
            let mut v = payouts_view(structure, input)?;
            v.say_in(l);
            let head = l.say(
                "editor-payouts-head",
                &[
                    ("entries", Arg::Count(u64::from(entries))),
                    (
                        "pool",
                        Arg::Text(&l.money(u128::from(pool), &money.currency)),
                    ),
                ],
            );
            if let Some(w) = &v.warning {
                return Some(l.say(
                    "editor-payouts-warning",
                    &[("head", Arg::Text(&head)), ("warning", Arg::Text(w))],
                ));
            }
            let mut parts: Vec<String> = v
                .rows
                .iter()
                .take(6)
                .map(|r| {
                    let place = Arg::Text(&r.label);
                    let amount = Arg::Text(&r.amount_text);
                    match &r.round {
                        Some(round) => l.say(
                            "editor-payouts-place-round",
                            &[
                                ("place", place),
                                ("amount", amount),
                                ("round", Arg::Text(round)),
                            ],
                        ),
                        None if r.first == r.last => l.say(
                            "editor-payouts-place",
                            &[("place", place), ("amount", amount)],
                        ),
                        None => l.say(
                            "editor-payouts-place-each",
                            &[("place", place), ("amount", amount)],
                        ),
                    }
                })
                .collect();
            if v.rows.len() > 6 {
                parts.push(l.say(
                    "editor-payouts-more",
                    &[("paid", Arg::Count(u64::from(v.paid)))],
                ));
            }
            Some(l.say(
                "editor-payouts-line",
                &[
                    ("head", Arg::Text(&head)),
                    ("places", Arg::Text(&parts.join(", "))),
                    ("basis", Arg::Text(&v.basis)),
                ],
            ))
        })
        .collect()
}

#[cfg(test)]
#[path = "event_tests.rs"]
mod tests;
