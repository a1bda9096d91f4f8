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

use crate::paper::document::{Align, Block, Column, Document, Page};
use crate::structure::{Betting, Break, Chips, Level, Period, Stakes, Structure};

use crate::words::chips as group;

/// The structure sheet of an event: its facts, then one table of levels and breaks.
pub fn structure_sheet(structure: &Structure) -> Document {
    let title = structure.title();
    let mut blocks = vec![Block::Facts {
        items: facts::facts(structure),
    }];
    blocks.push(levels_table(structure));
    // What happens when the levels above run out, when it is not the usual repeat.
    if structure.after_last != crate::structure::AfterLast::Repeat {
        let mut after = structure.after_last.words().to_string();
        if let Some(first) = after.get(..1) {
            after.replace_range(..1, &first.to_uppercase());
        }
        blocks.push(Block::Paragraph {
            text: format!("{after}."),
        });
    }
    if let Some(line) = facts::payouts_line(structure) {
        blocks.push(Block::Paragraph { text: line });
    }
    Document {
        title: format!("{title}: structure"),
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

    fn column(self, s: &Structure) -> Column {
        let (title, weight, align) = match self {
            Col::Minutes if s.special.eliminations_per_level.is_some() => {
                ("Starts", 9, Align::Right)
            }
            Col::Level => ("Level", 5, Align::Right),
            Col::Game => ("Game", 18, Align::Left),
            Col::Betting => ("Betting", 6, Align::Center),
            Col::Blinds => ("Blinds", 12, Align::Right),
            Col::Bets => ("Bets", 12, Align::Right),
            Col::Ante => ("Ante", 7, Align::Right),
            Col::BringIn => ("Bring-in", 7, Align::Right),
            Col::Minutes => ("Minutes", 6, Align::Right),
            Col::Notes => ("Notes", 14, Align::Left),
        };
        Column {
            title: title.to_string(),
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

fn pair(a: Chips, b: Chips) -> String {
    format!("{}/{}", group(a), group(b))
}

fn nonzero(v: Chips) -> String {
    if v == 0 { String::new() } else { group(v) }
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
fn level_cell(s: &Structure, l: &Level, col: Col) -> String {
    match (col, crate::rules::ante::posted_stakes(s, l.stakes)) {
        (Col::Level, _) => l.number.to_string(),
        (Col::Game, _) => s
            .game(&l.game)
            .map_or_else(|| l.game.clone(), |g| g.name.clone()),
        (Col::Betting, _) => betting_short(l.betting).to_string(),
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
        ) => pair(small_blind, big_blind),
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
        ) => pair(small_bet, big_bet),
        (
            Col::Ante,
            Stakes::Blinds { ante, .. }
            | Stakes::StudLimit { ante, .. }
            | Stakes::StudBigBet { ante, .. }
            | Stakes::StudOpens { ante, .. },
        ) => nonzero(ante),
        (
            Col::BringIn,
            Stakes::StudLimit { bring_in, .. } | Stakes::StudBigBet { bring_in, .. },
        ) => nonzero(bring_in),
        (Col::BringIn, Stakes::StudOpens { .. }) => "high card".to_string(),
        // Levels that rise on eliminations start after a count of players out, not a time.
        (Col::Minutes, _) => match s.special.eliminations_per_level {
            Some(_) if l.number <= 1 => "at the start".to_string(),
            Some(n) => format!(
                "after {} out",
                group(u64::from(n.get()) * u64::from(l.number - 1))
            ),
            None => minutes(l.duration_ms),
        },
        (Col::Notes, _) => {
            let mut notes: Vec<String> = l.note.iter().cloned().collect();
            if l.end_of_day {
                notes.push("End of day".to_string());
            }
            notes.join("; ")
        }
        _ => String::new(),
    }
}

/// The cells of a break row: "Break" under the level number, the colour-up in the game column.
fn break_cell(s: &Structure, b: &Break, col: Col, has_game: bool) -> String {
    let what = || {
        let mut parts = vec![format!("Break, {} min", minutes(b.duration_ms))];
        if !b.race_off.is_empty() {
            let chips: Vec<String> = b.race_off.iter().map(|&v| chip_name(s, v)).collect();
            parts.push(format!("colour up: race off {}", chips.join(", ")));
        }
        parts.extend(b.note.iter().cloned());
        parts.join("; ")
    };
    match col {
        Col::Level => "Break".to_string(),
        Col::Game if has_game => what(),
        Col::Betting if !has_game => what(),
        Col::Minutes => minutes(b.duration_ms),
        _ => String::new(),
    }
}

/// "25 (green)": a chip by value and colour.
fn chip_name(s: &Structure, value: Chips) -> String {
    match s.chips.iter().find(|c| c.value == value) {
        Some(c) if !c.color.is_empty() => format!("{} ({})", group(value), c.color),
        _ => group(value),
    }
}

/// The single table of levels and breaks, with only the columns the event uses.
fn levels_table(s: &Structure) -> Block {
    let levels: Vec<&Level> = s.levels().collect();
    // A single-game event names its game in the facts; the column would only repeat it.
    let many_games = levels.iter().any(|l| l.game != levels[0].game);
    let used = |col: Col| match col {
        // The betting column stays even when constant: a break row writes its text there
        // when there is no game column.
        Col::Level | Col::Betting | Col::Minutes => true,
        Col::Game => many_games,
        _ => levels.iter().any(|l| !level_cell(s, l, col).is_empty()),
    };
    let cols: Vec<Col> = Col::ALL.into_iter().filter(|&c| used(c)).collect();
    let mut rows = Vec::new();
    let mut strong = Vec::new();
    for p in &s.periods {
        let row = match p {
            Period::Level(l) => cols.iter().map(|&c| level_cell(s, l, c)).collect(),
            Period::Break(b) => {
                strong.push(rows.len());
                cols.iter()
                    .map(|&c| break_cell(s, b, c, many_games))
                    .collect()
            }
        };
        rows.push(row);
    }
    Block::Table {
        columns: cols.iter().map(|c| c.column(s)).collect(),
        rows,
        strong,
    }
}
