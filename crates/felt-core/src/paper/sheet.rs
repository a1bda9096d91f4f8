//! The structure sheet: one printed page that tells players and floor staff how an event runs.
//!
//! Built as a [`Document`] (pure data) so tests can read what the sheet says without a PDF.
//! The sheet has the event's facts (stack, table size, level length, house rules, money)
//! and one table of every level and break. Mixed events play games whose stakes are named
//! differently (blinds, bets, ante, bring-in), so each kind of stake gets its own column and
//! a level leaves blank the columns its game does not use; columns no level uses are left out.

mod facts;
pub(crate) use facts::offers;
#[cfg(test)]
mod tests;

use crate::lang::{Arg, Locale};
use crate::paper::document::{Align, Block, Column, Document, Page};
use crate::structure::{AfterLast, Betting, Break, Chips, Level, Period, Stakes, Structure};

/// The structure sheet of an event: its facts, then one table of levels and breaks, in
/// `l`'s words and numbers.
pub fn structure_sheet(structure: &Structure, l: Locale) -> Document {
    let title = structure.title();
    let mut blocks = vec![Block::Facts {
        items: facts::facts(structure, l),
    }];
    blocks.push(levels_table(structure, l));
    // What happens when the levels above run out, when it is not the usual repeat.
    let after = match structure.after_last {
        AfterLast::Repeat => None,
        AfterLast::Double => Some("paper-after-last-double"),
        AfterLast::Stop => Some("paper-after-last-stop"),
    };
    if let Some(id) = after {
        blocks.push(Block::Paragraph {
            text: l.say(id, &[]),
        });
    }
    if let Some(line) = facts::payouts_line(structure, l) {
        blocks.push(Block::Paragraph { text: line });
    }
    Document {
        title: l.say("paper-sheet-title", &[("title", Arg::Text(&title))]),
        pages: vec![Page {
            heading: title,
            subheading: structure.description.clone(),
            blocks,
        }],
    }
}

/// One kind of table column; a column is shown only when some row fills it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Col {
    Level,
    Game,
    Betting,
    Blinds,
    Bets,
    Ante,
    BringIn,
    Minutes,
    Notes,
}

impl Col {
    const ALL: [Col; 9] = [
        Col::Level,
        Col::Game,
        Col::Betting,
        Col::Blinds,
        Col::Bets,
        Col::Ante,
        Col::BringIn,
        Col::Minutes,
        Col::Notes,
    ];

    fn column(self, s: &Structure, l: Locale) -> Column {
        let (title, weight, align) = match self {
            Col::Minutes if s.special.eliminations_per_level.is_some() => {
                ("paper-col-starts", 9, Align::Right)
            }
            Col::Level => ("paper-col-level", 5, Align::Right),
            Col::Game => ("paper-col-game", 18, Align::Left),
            Col::Betting => ("paper-col-betting", 6, Align::Center),
            Col::Blinds => ("stakes-blinds", 12, Align::Right),
            Col::Bets => ("stakes-bets", 12, Align::Right),
            Col::Ante => ("stakes-ante", 7, Align::Right),
            Col::BringIn => ("stakes-bring-in", 7, Align::Right),
            Col::Minutes => ("paper-col-minutes", 6, Align::Right),
            Col::Notes => ("paper-col-notes", 14, Align::Left),
        };
        Column {
            title: l.say(title, &[]),
            weight,
            align,
        }
    }
}

/// Short betting label for a narrow column.
fn betting_short(b: Betting) -> &'static str {
    match b {
        Betting::Limit => "L",
        Betting::PotLimit => "PL",
        Betting::NoLimit => "NL",
    }
}

fn pair(a: Chips, b: Chips, l: Locale) -> String {
    format!("{}/{}", l.number(a), l.number(b))
}

fn nonzero(v: Chips, l: Locale) -> String {
    if v == 0 { String::new() } else { l.number(v) }
}

fn minutes(ms: i64) -> String {
    // Durations in a structure file are whole minutes; show seconds only if one is not.
    if ms % 60_000 == 0 {
        (ms / 60_000).to_string()
    } else {
        format!("{}:{:02}", ms / 60_000, (ms % 60_000) / 1000)
    }
}

/// The cells of a level row, by column kind.
fn level_cell(s: &Structure, v: &Level, col: Col, l: Locale) -> String {
    match (col, crate::rules::ante::posted_stakes(s, v.stakes)) {
        (Col::Level, _) => v.number.to_string(),
        (Col::Game, _) => s
            .game(&v.game)
            .map_or_else(|| v.game.clone(), |g| g.name.clone()),
        (Col::Betting, _) => betting_short(v.betting).to_string(),
        (
            Col::Blinds,
            Stakes::Blinds {
                small_blind,
                big_blind,
                ..
            }
            | Stakes::Limit {
                small_blind,
                big_blind,
                ..
            },
        ) => pair(small_blind, big_blind, l),
        (
            Col::Bets,
            Stakes::Limit {
                small_bet, big_bet, ..
            }
            | Stakes::StudLimit {
                small_bet, big_bet, ..
            }
            | Stakes::StudOpens {
                small_bet, big_bet, ..
            },
        ) => pair(small_bet, big_bet, l),
        (
            Col::Ante,
            Stakes::Blinds { ante, .. }
            | Stakes::StudLimit { ante, .. }
            | Stakes::StudBigBet { ante, .. }
            | Stakes::StudOpens { ante, .. },
        ) => nonzero(ante, l),
        (
            Col::BringIn,
            Stakes::StudLimit { bring_in, .. } | Stakes::StudBigBet { bring_in, .. },
        ) => nonzero(bring_in, l),
        (Col::BringIn, Stakes::StudOpens { .. }) => l.say("paper-high-card", &[]),
        // Levels that rise on eliminations start after a count of players out, not a time.
        (Col::Minutes, _) => match s.special.eliminations_per_level {
            Some(_) if v.number <= 1 => l.say("paper-starts-at-start", &[]),
            Some(n) => l.say(
                "paper-starts-after-out",
                &[(
                    "count",
                    Arg::Count(u64::from(n.get()) * u64::from(v.number - 1)),
                )],
            ),
            None => minutes(v.duration_ms),
        },
        (Col::Notes, _) => {
            let mut notes: Vec<String> = v.note.iter().cloned().collect();
            if v.end_of_day {
                notes.push(l.say("paper-end-of-day", &[]));
            }
            notes.join(&l.say("paper-semicolon", &[]))
        }
        _ => String::new(),
    }
}

/// The cells of a break row: "Break" under the level number, the colour-up in the game column.
fn break_cell(s: &Structure, b: &Break, col: Col, has_game: bool, l: Locale) -> String {
    let what = || {
        let mut parts = vec![l.say(
            "paper-break-length",
            &[("minutes", Arg::Text(&minutes(b.duration_ms)))],
        )];
        if !b.race_off.is_empty() {
            let chips: Vec<String> = b.race_off.iter().map(|&v| chip_name(s, v, l)).collect();
            parts.push(l.say(
                "paper-colour-up",
                &[("chips", Arg::Text(&chips.join(", ")))],
            ));
        }
        parts.extend(b.note.iter().cloned());
        parts.join(&l.say("paper-semicolon", &[]))
    };
    match col {
        Col::Level => l.say("clock-break", &[]),
        Col::Game if has_game => what(),
        Col::Betting if !has_game => what(),
        Col::Minutes => minutes(b.duration_ms),
        _ => String::new(),
    }
}

/// "25 (green)": a chip by value and colour.
fn chip_name(s: &Structure, value: Chips, l: Locale) -> String {
    match s.chips.iter().find(|c| c.value == value) {
        Some(c) if !c.color.is_empty() => l.say(
            "clock-chip-color",
            &[
                ("value", Arg::Text(&l.number(value))),
                ("color", Arg::Text(&c.color)),
            ],
        ),
        _ => l.number(value),
    }
}

/// The single table of levels and breaks, with only the columns the event uses.
fn levels_table(s: &Structure, lc: Locale) -> Block {
    let levels: Vec<&Level> = s.levels().collect();
    // A single-game event names its game in the facts; the column would only repeat it.
    let many_games = levels.iter().any(|l| l.game != levels[0].game);
    let used = |col: Col| match col {
        // The betting column stays even when constant: a break row writes its text there
        // when there is no game column.
        Col::Level | Col::Betting | Col::Minutes => true,
        Col::Game => many_games,
        _ => levels.iter().any(|v| !level_cell(s, v, col, lc).is_empty()),
    };
    let cols: Vec<Col> = Col::ALL.into_iter().filter(|&c| used(c)).collect();
    let mut rows = Vec::new();
    let mut strong = Vec::new();
    for p in &s.periods {
        let row = match p {
            Period::Level(v) => cols.iter().map(|&c| level_cell(s, v, c, lc)).collect(),
            Period::Break(b) => {
                strong.push(rows.len());
                cols.iter()
                    .map(|&c| break_cell(s, b, c, many_games, lc))
                    .collect()
            }
        };
        rows.push(row);
    }
    Block::Table {
        columns: cols.iter().map(|c| c.column(s, lc)).collect(),
        rows,
        strong,
    }
}
