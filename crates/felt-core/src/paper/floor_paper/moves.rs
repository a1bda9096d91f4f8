//! The moves list: the players the floor moves now (balancing, a table breaking, the
//! final table), grouped by the table they go to in table order, so one walk round the
//! room seats them all. Tables that break are named first: their dealers stop dealing.

use crate::lang::{Arg, Locale};
use crate::paper::document::{Align, Block, Document, Page};
use crate::rules::seating::{BalanceMove, MoveKind, TableNo};

use super::table_lists::column;
use super::{Names, count, name_of};

/// The floor's list of `moves`, sorted by destination table and seat, in `l`'s words.
pub fn moves_list(
    event_title: &str,
    moves: &[BalanceMove],
    names: &Names,
    broken_tables: &[TableNo],
    l: Locale,
) -> Document {
    let mut blocks = Vec::new();
    if !broken_tables.is_empty() {
        let list: Vec<String> = broken_tables.iter().map(u32::to_string).collect();
        blocks.push(Block::Heading {
            text: l.say(
                "paper-tables-break",
                &[
                    ("count", Arg::Count(broken_tables.len() as u64)),
                    ("tables", Arg::Text(&list.join(", "))),
                ],
            ),
        });
    }
    let mut sorted: Vec<&BalanceMove> = moves.iter().collect();
    sorted.sort_by_key(|m| (m.to, m.player));
    if sorted.is_empty() {
        blocks.push(Block::Paragraph {
            text: l.say("paper-no-moves", &[]),
        });
    }
    let seat = l.say("paper-col-seat", &[]);
    // One short list per destination table, under its number in large type: the floor
    // walks to that table and seats the players on it.
    for group in sorted.chunk_by(|a, b| a.to.table == b.to.table) {
        blocks.push(Block::Heading {
            text: l.say(
                "paper-to-table",
                &[
                    ("table", Arg::Text(&group[0].to.table.to_string())),
                    (
                        "players",
                        Arg::Text(&count(group.len(), "paper-players", l)),
                    ),
                ],
            ),
        });
        blocks.push(Block::Table {
            columns: vec![
                column(&seat, 1, Align::Right),
                column(&l.say("paper-col-player", &[]), 6, Align::Left),
                column(&l.say("paper-col-from-table", &[]), 1, Align::Right),
                column(&seat, 1, Align::Right),
                column(&l.say("paper-col-why", &[]), 6, Align::Left),
                // Left blank for the floor to tick off each player as he sits down.
                column(&l.say("paper-col-done", &[]), 1, Align::Center),
            ],
            rows: group
                .iter()
                .map(|m| {
                    vec![
                        m.to.seat.to_string(),
                        name_of(names, m.player, l),
                        m.from.table.to_string(),
                        m.from.seat.to_string(),
                        why(m, l),
                        String::new(),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    Document {
        title: l.say("paper-moves-title", &[("event", Arg::Text(event_title))]),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(l.say(
                "paper-moves-sub",
                &[("players", Arg::Count(moves.len() as u64))],
            )),
            blocks,
        }],
    }
}

/// Why a player moves, short enough for a column; the full reason is on the TD's screen.
fn why(m: &BalanceMove, l: Locale) -> String {
    let out = match m.kind {
        MoveKind::Balance => l.say("paper-why-balance", &[]),
        MoveKind::BreakTable => l.say(
            "paper-why-table-breaks",
            &[("table", Arg::Text(&m.from.table.to_string()))],
        ),
        MoveKind::FinalTable => l.say("paper-why-final-table", &[]),
    };
    if m.button_unknown.is_empty() {
        return out;
    }
    let tables: Vec<String> = m.button_unknown.iter().map(u32::to_string).collect();
    l.say(
        "paper-why-button-unknown",
        &[
            ("why", Arg::Text(&out)),
            ("tables", Arg::Text(&tables.join(", "))),
        ],
    )
}
