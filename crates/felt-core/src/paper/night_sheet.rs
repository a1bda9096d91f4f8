//! The night sheet: one page that says how a dealer's-choice night went: its
//! terms, the kitty with each player's result, the settle-up, every deal and every
//! mistake. Times are printed in the host's local time (the night's UTC offset).

use crate::UtcMs;
use crate::lang::{Arg, Language, Locale};
use crate::night::{NightState, settle};
use crate::paper::document::{Align, Block, Column, Document, Page};
use chrono::{Datelike, Timelike};

/// `at` on the host's clock, `offset_minutes` from UTC (arithmetic only: no clock is read).
fn local(at: UtcMs, offset_minutes: i32) -> Option<chrono::DateTime<chrono::FixedOffset>> {
    let d = chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at.0)?;
    let o = chrono::FixedOffset::east_opt(offset_minutes.saturating_mul(60))?;
    Some(d.with_timezone(&o))
}

/// The local clock time of `at` for a host `offset_minutes` from UTC, the locale's way
/// (CLDR): `10:58 PM`, `22:58`.
pub fn local_time(at: UtcMs, offset_minutes: i32, l: Locale) -> String {
    local(at, offset_minutes)
        .map(|d| l.time_hm(d.hour() as u8, d.minute() as u8))
        .unwrap_or_default()
}

/// The local date of `at`, the locale's way (CLDR): `Friday, November 27, 2026`,
/// `Freitag, 27. November 2026`.
pub fn local_date(at: UtcMs, offset_minutes: i32, l: Locale) -> String {
    local(at, offset_minutes)
        .map(|d| l.long_date(d.year(), d.month() as u8, d.day() as u8))
        .unwrap_or_default()
}

fn col(title: &str, weight: u8, align: Align) -> Column {
    Column {
        title: title.to_string(),
        weight,
        align,
    }
}

/// Money in cents as the night prints it: `25¢`, `$1.00`, `-$3.50` in English; the
/// dollars the locale's way in the other languages (`1,00 $`).
pub fn money(cents: i64, l: Locale) -> String {
    if l.language() == Language::English {
        return crate::night::money(cents);
    }
    let m = l.hundredths(u128::from(cents.unsigned_abs()), true);
    let m = l.money(0, "USD").replacen('0', &m, 1);
    if cents < 0 { format!("-{m}") } else { m }
}

/// The terms of a night in `l`'s words: "$1.00 a bet, $2.00 from 11:00 PM; 3 raises a round".
pub fn limits_words(n: &NightState, l: Locale) -> String {
    let off = n.config.utc_offset_minutes;
    let steps: Vec<String> = n
        .config
        .limits
        .iter()
        .map(|s| {
            let bet = money(i64::from(s.max_bet), l);
            match s.from {
                None => l.say("paper-night-a-bet", &[("amount", Arg::Text(&bet))]),
                Some(at) => l.say(
                    "paper-night-bet-from",
                    &[
                        ("amount", Arg::Text(&bet)),
                        ("time", Arg::Text(&local_time(at, off, l))),
                    ],
                ),
            }
        })
        .collect();
    l.say(
        "paper-night-limits",
        &[
            ("steps", Arg::Text(&steps.join(", "))),
            ("raises", Arg::Count(u64::from(n.config.raises_per_round))),
        ],
    )
}

/// The night sheet of `n`, as it stands at `opened` (the night's first instant), in
/// `l`'s words, numbers and times.
pub fn night_sheet(n: &NightState, opened: UtcMs, l: Locale) -> Document {
    let off = n.config.utc_offset_minutes;
    let say = |id: &str| l.say(id, &[]);
    let s = settle(n);
    let mut blocks = Vec::new();
    let first = n
        .first_dealer_draw
        .last()
        .map(|c| {
            l.say(
                "paper-night-drew",
                &[
                    ("player", Arg::Text(&c.player)),
                    ("card", Arg::Text(&c.card)),
                ],
            )
        })
        .unwrap_or_else(|| say("paper-night-not-drawn"));
    blocks.push(Block::Facts {
        items: vec![
            (
                say("paper-col-players"),
                n.kitty
                    .iter()
                    .map(|k| k.player.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            (say("paper-col-limit"), limits_words(n, l)),
            (
                say("paper-night-dealer-pays"),
                l.say(
                    "paper-night-dealer-pays-each",
                    &[(
                        "amount",
                        Arg::Text(&money(i64::from(n.config.dealer_pays), l)),
                    )],
                ),
            ),
            (
                say("paper-night-mistakes"),
                l.say(
                    "paper-night-mistakes-steps",
                    &[
                        (
                            "steps",
                            Arg::Text(
                                &[1, 2, 3]
                                    .map(|k| money(i64::from(n.config.penalty_step) * k, l))
                                    .join(", "),
                            ),
                        ),
                        ("count", Arg::Count(n.mistakes.len() as u64)),
                    ],
                ),
            ),
            (say("paper-night-first-dealer"), first),
            (say("paper-night-deals"), l.number(n.deals.len() as u64)),
        ],
    });
    blocks.push(Block::Heading {
        text: say("paper-night-kitty"),
    });
    blocks.push(Block::Table {
        columns: vec![
            col(&say("paper-col-player"), 4, Align::Left),
            col(&say("paper-night-bought"), 2, Align::Right),
            col(&say("paper-night-cashed-out"), 2, Align::Right),
            col(&say("paper-night-result"), 2, Align::Right),
        ],
        rows: s
            .results
            .iter()
            .map(|r| {
                vec![
                    r.player.clone(),
                    money(r.bought as i64, l),
                    r.cashed_out
                        .map(|c| money(c as i64, l))
                        .unwrap_or_else(|| "-".to_string()),
                    if r.cashed_out.is_some() {
                        let m = money(r.result, l);
                        if r.result > 0 { format!("+{m}") } else { m }
                    } else {
                        "-".to_string()
                    },
                ]
            })
            .chain(std::iter::once(vec![
                say("paper-total"),
                money(s.bought as i64, l),
                money(s.cashed_out as i64, l),
                String::new(),
            ]))
            .collect(),
        strong: vec![s.results.len()],
    });
    blocks.push(Block::Heading {
        text: say("paper-night-settle-up"),
    });
    let settle_lines: Vec<String> = if !s.waiting.is_empty() {
        vec![l.say(
            "paper-night-still-to-cash-out",
            &[("players", Arg::Text(&s.waiting.join(", ")))],
        )]
    } else if s.off_by != 0 {
        vec![l.say(
            if s.off_by > 0 {
                "paper-night-off-more"
            } else {
                "paper-night-off-less"
            },
            &[("amount", Arg::Text(&money(s.off_by.abs(), l)))],
        )]
    } else if s.transfers.is_empty() {
        vec![say("paper-night-square")]
    } else {
        s.transfers
            .iter()
            .map(|t| {
                l.say(
                    "paper-night-pays",
                    &[
                        ("from", Arg::Text(&t.from)),
                        ("to", Arg::Text(&t.to)),
                        ("amount", Arg::Text(&money(t.cents as i64, l))),
                    ],
                )
            })
            .collect()
    };
    blocks.push(Block::Bullets {
        items: settle_lines,
    });
    if !n.deals.is_empty() {
        blocks.push(Block::Heading {
            text: say("paper-night-deals"),
        });
        blocks.push(Block::Table {
            columns: vec![
                col("#", 1, Align::Right),
                col(&say("paper-col-time"), 2, Align::Left),
                col(&say("paper-night-dealer"), 3, Align::Left),
                col(&say("paper-col-game"), 6, Align::Left),
                col(&say("paper-night-paid"), 2, Align::Right),
                col(&say("paper-col-limit"), 2, Align::Right),
            ],
            rows: n
                .deals
                .iter()
                .map(|d| {
                    let game = match &d.variations {
                        Some(v) => format!("{} ({v})", d.name),
                        None => d.name.clone(),
                    };
                    vec![
                        d.number.to_string(),
                        local_time(d.at, off, l),
                        d.dealer.clone(),
                        game,
                        money(i64::from(d.paid), l),
                        money(i64::from(d.max_bet), l),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    if !n.mistakes.is_empty() {
        blocks.push(Block::Heading {
            text: say("paper-night-mistakes"),
        });
        blocks.push(Block::Table {
            columns: vec![
                col("#", 1, Align::Right),
                col(&say("paper-col-time"), 2, Align::Left),
                col(&say("paper-col-player"), 3, Align::Left),
                col(&say("paper-night-what"), 6, Align::Left),
                col(&say("paper-night-paid"), 2, Align::Right),
            ],
            rows: n
                .mistakes
                .iter()
                .map(|m| {
                    vec![
                        m.number.to_string(),
                        local_time(m.at, off, l),
                        m.player.clone(),
                        m.what.clone().unwrap_or_default(),
                        money(i64::from(m.cents), l),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    Document {
        title: l.say(
            "paper-night-title",
            &[("title", Arg::Text(&n.config.title))],
        ),
        pages: vec![Page {
            heading: n.config.title.clone(),
            subheading: Some(l.say(
                if n.ended {
                    "paper-night-sub-ended"
                } else {
                    "paper-night-sub"
                },
                &[("date", Arg::Text(&local_date(opened, off, l)))],
            )),
            blocks,
        }],
    }
}
