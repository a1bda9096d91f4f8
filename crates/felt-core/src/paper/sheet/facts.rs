//! The facts block of a structure sheet: label/value lines a player reads before the first hand.

use crate::lang::{Arg, Locale};
use crate::rules::payout::Paytable;
use crate::structure::{
    AnteKind, BigBlindAntePreset, BigBlindAnteRule, ShootoutPay, Stakes, Structure,
};

/// `n` things in `l`'s words ("1,500 chips"): message `id` picks the form by `count`.
fn plural(n: u64, id: &str, l: Locale) -> String {
    l.say(id, &[("count", Arg::Count(n))])
}

/// A level's or a round's number inside a sentence (not grouped: "level 12").
fn num(n: impl ToString) -> String {
    n.to_string()
}

/// Every fact that applies to the event, in the order a player asks about them, in
/// `l`'s words and numbers.
pub(super) fn facts(s: &Structure, l: Locale) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut fact = |k: &str, v: String| out.push((l.say(k, &[]), v));
    let offered = offers(s, l);
    let money = |minor: u64, currency: &str| l.money(u128::from(minor), currency);
    let names: Vec<&str> = s
        .games_in_play_order()
        .into_iter()
        .map(|g| g.name.as_str())
        .collect();
    match names.len() {
        0 => {}
        1 => fact("paper-fact-game", names[0].to_string()),
        _ => fact("paper-fact-games", names.join(", ")),
    }
    fact(
        "paper-fact-starting-stack",
        plural(s.starting_stack, "paper-chips", l),
    );
    fact(
        "paper-fact-table-size",
        plural(u64::from(s.table_size), "paper-players", l),
    );
    fact("paper-fact-levels", level_lengths(s, l));
    if !s.chips.is_empty() {
        let chips: Vec<String> = s
            .chips
            .iter()
            .map(|c| {
                format!("{} {}", l.number(c.value), c.color)
                    .trim()
                    .to_string()
            })
            .collect();
        fact("paper-fact-chips", chips.join(", "));
    }
    // The way of racing, when the structure names one (the TDA race goes without saying).
    let races = s.periods.iter().any(|p| match p {
        crate::structure::Period::Break(b) => !b.race_off.is_empty(),
        _ => false,
    });
    if let (true, Some(method)) = (races, s.chip_race) {
        use crate::structure::RaceVariant;
        let id = match method {
            RaceVariant::Race => "paper-race-race",
            RaceVariant::OnePerWinner => "paper-race-one-per-winner",
            RaceVariant::Round => "paper-race-round",
            RaceVariant::Classic => "paper-race-classic",
        };
        fact("paper-fact-chip-races", l.say(id, &[]));
    }
    if let Some(m) = &s.money {
        let price = money(m.buy_in, &m.currency);
        let text = if m.fee > 0 {
            l.say(
                "paper-buy-in-fee",
                &[
                    ("price", Arg::Text(&price)),
                    ("fee", Arg::Text(&money(m.fee, &m.currency))),
                ],
            )
        } else {
            price
        };
        fact("paper-fact-buy-in", text);
        if let Some(g) = m.guarantee {
            fact("paper-fact-guarantee", money(g, &m.currency));
        }
    }
    if let Some(late) = s.late_registration {
        fact(
            "paper-fact-late-registration",
            l.say(
                "paper-until-end-of-level",
                &[("level", Arg::Text(&num(late.until_end_of_level)))],
            ),
        );
    }
    if let Some(lam) = s.lammers {
        fact(
            "paper-fact-lammers",
            l.say(
                "paper-lammers",
                &[
                    ("count", Arg::Count(u64::from(lam.per_entry))),
                    ("chips", Arg::Text(&plural(lam.value, "paper-chips", l))),
                    ("level", Arg::Text(&num(lam.redeem_by_end_of_level))),
                ],
            ),
        );
    }
    for (label, text) in ante_facts(s, l) {
        fact(label, text);
    }
    let special = specials(s, l);
    let format = (!special.is_empty()).then(|| special.join(&l.say("paper-semicolon", &[])));
    // The offers' labels are said already: they go in as they are.
    out.extend(offered);
    if let Some(f) = format {
        out.push((l.say("paper-fact-format", &[]), f));
    }
    out
}

/// The rebuy, add-on and re-entry on offer, each with its terms in `l`'s words; a
/// re-entry with no window of its own is open while late registration is.
pub(crate) fn offers(s: &Structure, l: Locale) -> Vec<(String, String)> {
    let currency = s.money.as_ref().map_or("", |m| m.currency.as_str());
    let mut out = Vec::new();
    for (label, offer) in [
        ("paper-fact-rebuy", &s.rebuy),
        ("paper-fact-add-on", &s.add_on),
        ("paper-fact-re-entry", &s.re_entry),
    ] {
        let Some(o) = offer else { continue };
        let mut terms = o.terms(currency, l);
        if let (None, Some(late), "paper-fact-re-entry") = (o.window, s.late_registration, label) {
            terms.push_str(&l.say(
                "paper-re-entry-late",
                &[("level", Arg::Text(&num(late.until_end_of_level)))],
            ));
        }
        out.push((l.say(label, &[]), terms));
    }
    out
}

/// "30 minutes (24 levels)", or "20 to 30 minutes" when the lengths vary.
fn level_lengths(s: &Structure, l: Locale) -> String {
    let mins: Vec<i64> = s.levels().map(|v| v.duration_ms / 60_000).collect();
    let count = plural(mins.len() as u64, "paper-levels", l);
    // Levels that rise on eliminations have no length: say what moves them.
    if let Some(n) = s.special.eliminations_per_level {
        return l.say(
            "paper-levels-by-eliminations",
            &[
                ("eliminations", Arg::Count(u64::from(n.get()))),
                ("levels", Arg::Text(&count)),
            ],
        );
    }
    match (mins.iter().min(), mins.iter().max()) {
        (Some(lo), Some(hi)) if lo == hi => l.say(
            "paper-levels-minutes",
            &[
                ("minutes", Arg::Count(*lo as u64)),
                ("levels", Arg::Text(&count)),
            ],
        ),
        (Some(lo), Some(hi)) => l.say(
            "paper-levels-minutes-range",
            &[
                ("from", Arg::Text(&num(lo))),
                ("to", Arg::Count(*hi as u64)),
                ("levels", Arg::Text(&count)),
            ],
        ),
        _ => count,
    }
}

/// How antes are posted: one line per kind of ante the levels use.
fn ante_facts(s: &Structure, l: Locale) -> Vec<(&'static str, String)> {
    let kinds: Vec<AnteKind> = s
        .levels()
        .filter_map(|v| match v.stakes {
            Stakes::Blinds {
                ante, ante_kind, ..
            } if ante > 0 => Some(ante_kind),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    if kinds.contains(&AnteKind::BigBlind) || s.big_blind_ante.is_some() {
        let rule = s
            .big_blind_ante
            .unwrap_or_else(|| BigBlindAnteRule::from_preset(BigBlindAntePreset::Tda2024));
        out.push(("paper-fact-bba", rule.describe(l)));
    }
    if kinds.contains(&AnteKind::Table) {
        out.push(("stakes-ante", l.say("paper-ante-table", &[])));
    }
    if kinds.contains(&AnteKind::Button) {
        out.push(("stakes-button-ante", l.say("paper-ante-button", &[])));
    }
    out
}

fn specials(s: &Structure, l: Locale) -> Vec<String> {
    let sp = &s.special;
    let mut out = Vec::new();
    if let Some(sh) = sp.shootout {
        out.push(l.say(
            "paper-shootout",
            &[
                ("advance", Arg::Text(&num(sh.advance))),
                ("rounds", Arg::Count(u64::from(sh.rounds))),
            ],
        ));
    }
    if let Some(b) = sp.bounty {
        let currency = s.money.as_ref().map_or("", |m| m.currency.as_str());
        let amount = l.money(u128::from(b), currency);
        if sp.progressive_bounty {
            out.push(l.say("paper-pko", &[("amount", Arg::Text(&amount))]));
        } else if let Some(m) = &sp.mystery {
            out.push(l.say(
                "paper-mystery",
                &[
                    ("level", Arg::Text(&num(m.from_level))),
                    ("amount", Arg::Text(&amount)),
                    ("envelopes", Arg::Count(m.values().len() as u64)),
                ],
            ));
        } else {
            out.push(l.say("paper-bounty", &[("amount", Arg::Text(&amount))]));
        }
    }
    if sp.win_the_button {
        out.push(l.say("paper-win-the-button", &[]));
    }
    if sp.bomb_pot {
        out.push(l.say("paper-bomb-pots", &[]));
    }
    if sp.jam_or_fold {
        out.push(l.say("paper-jam-or-fold", &[]));
    }
    out
}

/// How the event pays, in one line: "Payouts: BARGE unified payouts (2025), by the number of
/// entries (1 to 168; larger fields by the payout curve); prizes rounded to $5."
pub(super) fn payouts_line(s: &Structure, l: Locale) -> Option<String> {
    let p = s.payouts.as_ref()?;
    let currency = s.money.as_ref().map_or("", |m| m.currency.as_str());
    let money = |minor: u64| l.money(u128::from(minor), currency);
    let rows = |title: &str, first: u32, last: u32, id: &str| {
        l.say(
            id,
            &[
                ("title", Arg::Text(title)),
                ("first", Arg::Text(&l.number(u64::from(first)))),
                ("last", Arg::Text(&l.number(u64::from(last)))),
            ],
        )
    };
    let house = (!p.rows.is_empty()).then(|| {
        let own = l.say("paper-payouts-house-table", &[]);
        let t = p.title.as_deref().unwrap_or(&own);
        let (first, last) = (
            p.rows.first().map_or(1, |r| r.entries[0]),
            p.rows.last().map_or(1, |r| r.entries[1]),
        );
        rows(t, first, last, "paper-payouts-house")
    });
    let satellite = p.satellite.as_ref().map(|sat| {
        l.say(
            "paper-payouts-satellite",
            &[
                ("value", Arg::Text(&money(sat.seat_value))),
                ("target", Arg::Text(&sat.target)),
            ],
        )
    });
    let mut line = match (&house, &p.table) {
        _ if satellite.is_some() => satellite.unwrap_or_default(),
        (Some(h), _) => h.clone(),
        (None, Some(name)) => match Paytable::builtin(name) {
            Ok(t) => {
                let (first, last) = (
                    t.rows.first().map_or(1, |r| r.min_entries),
                    t.rows.last().map_or(1, |r| r.max_entries),
                );
                rows(&t.title, first, last, "paper-payouts-table")
            }
            Err(_) => l.say("paper-payouts-named", &[("name", Arg::Text(name))]),
        },
        (None, None) => {
            let c = p.curve.unwrap_or_default();
            let mut line = match c.paid_percent {
                Some(pct) => l.say(
                    "paper-payouts-curve",
                    &[("percent", Arg::Text(&l.percent_bp(pct.saturating_mul(100))))],
                ),
                None => l.say("paper-payouts-curve-usual", &[]),
            };
            if let Some(bp) = c.top_share_bp {
                line.push_str(&l.say(
                    "paper-payouts-first-share",
                    &[("percent", Arg::Text(&l.percent_bp(bp)))],
                ));
            }
            if let Some(m) = c.min_cash {
                line.push_str(&l.say(
                    "paper-payouts-min-cash",
                    &[("amount", Arg::Text(&money(m)))],
                ));
            }
            line
        }
    };
    if s.special
        .shootout
        .is_some_and(|sh| sh.rounds != 1 && sh.pay == ShootoutPay::ByRound)
    {
        line.push_str(&l.say("paper-payouts-shootout", &[]));
    }
    if let Some(inc) = p.increment {
        line.push_str(&l.say(
            "paper-payouts-rounded",
            &[("amount", Arg::Text(&money(inc)))],
        ));
    }
    line.push('.');
    Some(line)
}
