//! The facts block of a structure sheet: label/value lines a player reads before the first hand.

use crate::rules::payout::Paytable;
use crate::structure::{
    AnteKind, BigBlindAntePreset, BigBlindAnteRule, ShootoutPay, Stakes, Structure,
};
use crate::words::{chips as group, money as format_money};

fn plural(n: u64, one: &str, many: &str) -> String {
    crate::words::count(n, one, many)
}

/// Every fact that applies to the event, in the order a player asks about them.
pub(super) fn facts(s: &Structure) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut fact = |k: &str, v: String| out.push((k.to_string(), v));
    let names: Vec<&str> = s
        .games_in_play_order()
        .into_iter()
        .map(|g| g.name.as_str())
        .collect();
    match names.len() {
        0 => {}
        1 => fact("Game", names[0].to_string()),
        _ => fact("Games", names.join(", ")),
    }
    fact("Starting stack", plural(s.starting_stack, "chip", "chips"));
    fact(
        "Table size",
        plural(u64::from(s.table_size), "player", "players"),
    );
    fact("Levels", level_lengths(s));
    if !s.chips.is_empty() {
        let chips: Vec<String> = s
            .chips
            .iter()
            .map(|c| format!("{} {}", group(c.value), c.color).trim().to_string())
            .collect();
        fact("Chips", chips.join(", "));
    }
    // The way of racing, when the structure names one (the TDA race goes without saying).
    let races = s.periods.iter().any(|p| match p {
        crate::structure::Period::Break(b) => !b.race_off.is_empty(),
        _ => false,
    });
    if let (true, Some(method)) = (races, s.chip_race) {
        fact(
            "Chip races",
            format!("{}; nobody is raced out", method.words()),
        );
    }
    if let Some(m) = &s.money {
        let fee = if m.fee > 0 {
            format!(" (fee {} included)", format_money(m.fee, &m.currency))
        } else {
            String::new()
        };
        fact(
            "Buy-in",
            format!("{}{fee}", format_money(m.buy_in, &m.currency)),
        );
        if let Some(g) = m.guarantee {
            fact("Guarantee", format_money(g, &m.currency));
        }
    }
    if let Some(l) = s.late_registration {
        fact(
            "Late registration",
            format!("until the end of level {}", l.until_end_of_level),
        );
    }
    if let Some(l) = s.lammers {
        fact(
            "Lammers",
            format!(
                "{} per entry, worth {} each; redeem by the end of level {}",
                l.per_entry,
                plural(l.value, "chip", "chips"),
                l.redeem_by_end_of_level
            ),
        );
    }
    for (label, text) in ante_facts(s) {
        fact(label, text);
    }
    for (label, offer) in offers(s) {
        fact(label, offer);
    }
    let special = specials(s);
    if !special.is_empty() {
        fact("Format", special.join("; "));
    }
    out
}

/// The rebuy, add-on and re-entry on offer, each with its terms in words; a re-entry with
/// no window of its own is open while late registration is.
pub(crate) fn offers(s: &Structure) -> Vec<(&'static str, String)> {
    let currency = s.money.as_ref().map_or("", |m| m.currency.as_str());
    let mut out = Vec::new();
    for (label, offer) in [
        ("Rebuy", &s.rebuy),
        ("Add-on", &s.add_on),
        ("Re-entry", &s.re_entry),
    ] {
        let Some(o) = offer else { continue };
        let mut terms = o.terms(currency);
        if let (None, Some(late), "Re-entry") = (o.window, s.late_registration, label) {
            terms.push_str(&format!(
                "; while late registration is open (to the end of level {})",
                late.until_end_of_level
            ));
        }
        out.push((label, terms));
    }
    out
}

/// "30 minutes (24 levels)", or "20 to 30 minutes" when the lengths vary.
fn level_lengths(s: &Structure) -> String {
    let mins: Vec<i64> = s.levels().map(|l| l.duration_ms / 60_000).collect();
    let count = plural(mins.len() as u64, "level", "levels");
    // Levels that rise on eliminations have no length: say what moves them.
    if let Some(n) = s.special.eliminations_per_level {
        return format!(
            "a new level after every {} ({count}), not by the clock",
            plural(u64::from(n.get()), "elimination", "eliminations")
        );
    }
    match (mins.iter().min(), mins.iter().max()) {
        (Some(lo), Some(hi)) if lo == hi => format!("{lo} minutes ({count})"),
        (Some(lo), Some(hi)) => format!("{lo} to {hi} minutes ({count})"),
        _ => count,
    }
}

/// How antes are posted: one line per kind of ante the levels use.
fn ante_facts(s: &Structure) -> Vec<(&'static str, String)> {
    let kinds: Vec<AnteKind> = s
        .levels()
        .filter_map(|l| match l.stakes {
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
        out.push(("Big blind ante", rule.describe()));
    }
    if kinds.contains(&AnteKind::Table) {
        out.push(("Ante", "every player dealt in posts the ante".to_string()));
    }
    if kinds.contains(&AnteKind::Button) {
        out.push((
            "Button ante",
            "the button posts one ante for the whole table".to_string(),
        ));
    }
    out
}

fn specials(s: &Structure) -> Vec<String> {
    let sp = &s.special;
    let mut out = Vec::new();
    if let Some(sh) = sp.shootout {
        out.push(format!(
            "shootout: {} per table advance, {}",
            sh.advance,
            plural(u64::from(sh.rounds), "round", "rounds")
        ));
    }
    if let Some(b) = sp.bounty {
        let currency = s.money.as_ref().map_or("", |m| m.currency.as_str());
        if sp.progressive_bounty {
            out.push(format!(
                "progressive knockout, {} on each head to start",
                format_money(b, currency)
            ));
        } else if let Some(m) = &sp.mystery {
            out.push(format!(
                "mystery bounties from level {}: {} of each buy-in held for {}",
                m.from_level,
                format_money(b, currency),
                plural(m.values().len() as u64, "envelope", "envelopes")
            ));
        } else {
            out.push(format!("bounty {} per player", format_money(b, currency)));
        }
    }
    if sp.win_the_button {
        out.push("win the button".to_string());
    }
    if sp.bomb_pot {
        out.push("bomb pots".to_string());
    }
    if sp.jam_or_fold {
        out.push("jam or fold".to_string());
    }
    out
}

/// How the event pays, in one line: "Payouts: BARGE unified payouts (2025), by the number of
/// entries (1 to 168; larger fields by the payout curve); prizes rounded to $5."
pub(super) fn payouts_line(s: &Structure) -> Option<String> {
    let p = s.payouts.as_ref()?;
    let currency = s.money.as_ref().map_or("", |m| m.currency.as_str());
    let house = (!p.rows.is_empty()).then(|| {
        let t = p.title.as_deref().unwrap_or("the house payout table");
        let (first, last) = (
            p.rows.first().map_or(1, |r| r.entries[0]),
            p.rows.last().map_or(1, |r| r.entries[1]),
        );
        format!(
            "Payouts: {t} (the house's own), by the number of entries ({} to {}; larger fields by the payout curve)",
            group(u64::from(first)),
            group(u64::from(last))
        )
    });
    let satellite = p.satellite.as_ref().map(|sat| {
        format!(
            "Payouts: a satellite; every {} of the pool buys a seat in {}, the rest goes in cash to the place after the seats, and play ends when the players left are as many as the seats",
            format_money(sat.seat_value, currency),
            sat.target
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
                format!(
                    "Payouts: {}, by the number of entries ({} to {}; larger fields by the payout curve)",
                    t.title,
                    group(u64::from(first)),
                    group(u64::from(last))
                )
            }
            Err(_) => format!("Payouts: table {name}"),
        },
        (None, None) => {
            let c = p.curve.unwrap_or_default();
            let mut l = match c.paid_percent {
                Some(pct) => format!("Payouts: the payout curve, {pct}% of the field paid"),
                None => "Payouts: the payout curve, about 15% of the field paid".to_string(),
            };
            if let Some(bp) = c.top_share_bp {
                l.push_str(&format!(", first place {} of the pool", percent_bp(bp)));
            }
            if let Some(m) = c.min_cash {
                l.push_str(&format!(
                    ", {} to the last place paid",
                    format_money(m, currency)
                ));
            }
            l
        }
    };
    if s.special
        .shootout
        .is_some_and(|sh| sh.rounds != 1 && sh.pay == ShootoutPay::ByRound)
    {
        line.push_str(
            "; the shootout pays the final table by place and the players out in the same earlier round alike",
        );
    }
    if let Some(inc) = p.increment {
        line.push_str(&format!(
            "; prizes rounded to {}",
            format_money(inc, currency)
        ));
    }
    line.push('.');
    Some(line)
}

/// Basis points as a percentage in words: 3000 is "30%", 1250 is "12.5%".
fn percent_bp(bp: u32) -> String {
    let whole = bp / 100;
    match bp % 100 {
        0 => format!("{whole}%"),
        r if r % 10 == 0 => format!("{whole}.{}%", r / 10),
        r => format!("{whole}.{r:02}%"),
    }
}
