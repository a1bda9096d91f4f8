//! The night sheet: one page that says how a dealer's-choice night went: its
//! terms, the kitty with each player's result, the settle-up, every deal and every
//! mistake. Times are printed in the host's local time (the night's UTC offset).

use crate::UtcMs;
use crate::night::{NightState, money, settle};
use crate::paper::document::{Align, Block, Column, Document, Page};

/// The local clock time of `at` for a host `offset_minutes` from UTC: `22:58`.
pub fn local_time(at: UtcMs, offset_minutes: i32) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at.0)
        .and_then(|d| {
            chrono::FixedOffset::east_opt(offset_minutes.saturating_mul(60))
                .map(|o| d.with_timezone(&o).format("%H:%M").to_string())
        })
        .unwrap_or_default()
}

/// The local date of `at`: `Friday 27 November 2026`.
pub fn local_date(at: UtcMs, offset_minutes: i32) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at.0)
        .and_then(|d| {
            chrono::FixedOffset::east_opt(offset_minutes.saturating_mul(60))
                .map(|o| d.with_timezone(&o).format("%A %-d %B %Y").to_string())
        })
        .unwrap_or_default()
}

fn col(title: &str, weight: u8, align: Align) -> Column {
    Column {
        title: title.to_string(),
        weight,
        align,
    }
}

/// The terms of a night in words: "$1.00 a bet, $2.00 from 23:00; 3 raises a round".
pub fn limits_words(n: &NightState) -> String {
    let off = n.config.utc_offset_minutes;
    let steps: Vec<String> = n
        .config
        .limits
        .iter()
        .map(|s| match s.from {
            None => format!("{} a bet", money(i64::from(s.max_bet))),
            Some(at) => format!(
                "{} from {}",
                money(i64::from(s.max_bet)),
                local_time(at, off)
            ),
        })
        .collect();
    format!(
        "{}; {} a round",
        steps.join(", "),
        crate::words::count(u64::from(n.config.raises_per_round), "raise", "raises")
    )
}

/// The night sheet of `n`, as it stands at `opened` (the night's first instant).
pub fn night_sheet(n: &NightState, opened: UtcMs) -> Document {
    let off = n.config.utc_offset_minutes;
    let s = settle(n);
    let mut blocks = Vec::new();
    let first = n
        .first_dealer_draw
        .last()
        .map(|c| format!("{} (drew the {})", c.player, c.card))
        .unwrap_or_else(|| "not drawn yet".to_string());
    blocks.push(Block::Facts {
        items: vec![
            (
                "Players".to_string(),
                n.kitty
                    .iter()
                    .map(|k| k.player.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            ("Limit".to_string(), limits_words(n)),
            (
                "Dealer pays".to_string(),
                format!(
                    "{} for each player dealt in",
                    money(i64::from(n.config.dealer_pays))
                ),
            ),
            (
                "Mistakes".to_string(),
                format!(
                    "{}, {}, {} ... ({} charged)",
                    money(i64::from(n.config.penalty_step)),
                    money(i64::from(n.config.penalty_step) * 2),
                    money(i64::from(n.config.penalty_step) * 3),
                    n.mistakes.len()
                ),
            ),
            ("First dealer".to_string(), first),
            ("Deals".to_string(), n.deals.len().to_string()),
        ],
    });
    blocks.push(Block::Heading {
        text: "Kitty".to_string(),
    });
    blocks.push(Block::Table {
        columns: vec![
            col("Player", 4, Align::Left),
            col("Bought", 2, Align::Right),
            col("Cashed out", 2, Align::Right),
            col("Result", 2, Align::Right),
        ],
        rows: s
            .results
            .iter()
            .map(|r| {
                vec![
                    r.player.clone(),
                    money(r.bought as i64),
                    r.cashed_out
                        .map(|c| money(c as i64))
                        .unwrap_or_else(|| "-".to_string()),
                    if r.cashed_out.is_some() {
                        let m = money(r.result);
                        if r.result > 0 { format!("+{m}") } else { m }
                    } else {
                        "-".to_string()
                    },
                ]
            })
            .chain(std::iter::once(vec![
                "Total".to_string(),
                money(s.bought as i64),
                money(s.cashed_out as i64),
                String::new(),
            ]))
            .collect(),
        strong: vec![s.results.len()],
    });
    blocks.push(Block::Heading {
        text: "Settle-up".to_string(),
    });
    let settle_lines: Vec<String> = if !s.waiting.is_empty() {
        vec![format!("Still to cash out: {}.", s.waiting.join(", "))]
    } else if s.off_by != 0 {
        vec![format!(
            "The kitty does not balance: {} {} than was bought. Count the chips again before anyone is paid.",
            money(s.off_by.abs()),
            if s.off_by > 0 {
                "more was cashed out"
            } else {
                "less was cashed out"
            }
        )]
    } else if s.transfers.is_empty() {
        vec!["Everyone is square: nobody pays anybody.".to_string()]
    } else {
        s.transfers
            .iter()
            .map(|t| format!("{} pays {} {}", t.from, t.to, money(t.cents as i64)))
            .collect()
    };
    blocks.push(Block::Bullets {
        items: settle_lines,
    });
    if !n.deals.is_empty() {
        blocks.push(Block::Heading {
            text: "Deals".to_string(),
        });
        blocks.push(Block::Table {
            columns: vec![
                col("#", 1, Align::Right),
                col("Time", 2, Align::Left),
                col("Dealer", 3, Align::Left),
                col("Game", 6, Align::Left),
                col("Paid", 2, Align::Right),
                col("Limit", 2, Align::Right),
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
                        local_time(d.at, off),
                        d.dealer.clone(),
                        game,
                        money(i64::from(d.paid)),
                        money(i64::from(d.max_bet)),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    if !n.mistakes.is_empty() {
        blocks.push(Block::Heading {
            text: "Mistakes".to_string(),
        });
        blocks.push(Block::Table {
            columns: vec![
                col("#", 1, Align::Right),
                col("Time", 2, Align::Left),
                col("Player", 3, Align::Left),
                col("What", 6, Align::Left),
                col("Paid", 2, Align::Right),
            ],
            rows: n
                .mistakes
                .iter()
                .map(|m| {
                    vec![
                        m.number.to_string(),
                        local_time(m.at, off),
                        m.player.clone(),
                        m.what.clone().unwrap_or_default(),
                        money(i64::from(m.cents)),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    Document {
        title: format!("{} - night sheet", n.config.title),
        pages: vec![Page {
            heading: n.config.title.clone(),
            subheading: Some(format!(
                "Dealer's choice · {}{}",
                local_date(opened, off),
                if n.ended { " · ended" } else { "" }
            )),
            blocks,
        }],
    }
}
