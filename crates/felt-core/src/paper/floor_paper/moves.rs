//! The moves list: the players the floor moves now (balancing, a table breaking, the
//! final table), grouped by the table they go to in table order, so one walk round the
//! room seats them all. Tables that break are named first: their dealers stop dealing.

use crate::paper::document::{Align, Block, Document, Page};
use crate::rules::seating::{BalanceMove, MoveKind, TableNo};

use super::seat_cards::count;
use super::table_lists::column;
use super::{Names, name_of};

/// The floor's list of `moves`, sorted by destination table and seat.
pub fn moves_list(
    event_title: &str,
    moves: &[BalanceMove],
    names: &Names,
    broken_tables: &[TableNo],
) -> Document {
    let mut blocks = Vec::new();
    if !broken_tables.is_empty() {
        let list: Vec<String> = broken_tables.iter().map(u32::to_string).collect();
        let (word, verb) = if broken_tables.len() == 1 {
            ("Table", "breaks")
        } else {
            ("Tables", "break")
        };
        blocks.push(Block::Heading {
            text: format!("{word} {} {verb} now", list.join(", ")),
        });
    }
    let mut sorted: Vec<&BalanceMove> = moves.iter().collect();
    sorted.sort_by_key(|m| (m.to, m.player));
    if sorted.is_empty() {
        blocks.push(Block::Paragraph {
            text: "No player moves.".to_string(),
        });
    }
    // One short list per destination table, under its number in large type: the floor
    // walks to that table and seats the players on it.
    for group in sorted.chunk_by(|a, b| a.to.table == b.to.table) {
        blocks.push(Block::Heading {
            text: format!(
                "To table {}: {}",
                group[0].to.table,
                count(group.len(), "player", "players")
            ),
        });
        blocks.push(Block::Table {
            columns: vec![
                column("Seat", 1, Align::Right),
                column("Player", 6, Align::Left),
                column("From table", 1, Align::Right),
                column("Seat", 1, Align::Right),
                column("Why", 6, Align::Left),
                // Left blank for the floor to tick off each player as he sits down.
                column("Done", 1, Align::Center),
            ],
            rows: group
                .iter()
                .map(|m| {
                    vec![
                        m.to.seat.to_string(),
                        name_of(names, m.player),
                        m.from.table.to_string(),
                        m.from.seat.to_string(),
                        why(m),
                        String::new(),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    Document {
        title: format!("{event_title}: player moves"),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(format!(
                "Player moves: {}, in the order of the tables they go to",
                count(moves.len(), "player", "players")
            )),
            blocks,
        }],
    }
}

/// Why a player moves, short enough for a column; the full reason is on the TD's screen.
fn why(m: &BalanceMove) -> String {
    let mut out = match m.kind {
        MoveKind::Balance => "Balancing".to_string(),
        MoveKind::BreakTable => format!("Table {} breaks", m.from.table),
        MoveKind::FinalTable => "Final table".to_string(),
    };
    if !m.button_unknown.is_empty() {
        let tables: Vec<String> = m.button_unknown.iter().map(u32::to_string).collect();
        out.push_str(&format!("; button unknown at table {}", tables.join(", ")));
    }
    out
}
