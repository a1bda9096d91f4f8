//! Table lists: every table's seats on one sheet or a few, two tables side by side, for
//! the floor and for the dealers' boxes. Each list shows every seat (empty and held
//! seats too, so a dealer sees which seat a new player takes) and marks the button.

use crate::paper::document::{Align, Block, Column, Document, Page};
use crate::rules::seating::{SeatHold, Seating, Table};

use super::seat_cards::count;
use super::{Names, name_of};

/// Tables side by side: a 10-handed list is narrow, so two fit across A4 or Letter and
/// three rows of them fit down the sheet.
const PER_ROW: u8 = 2;

/// What the button column shows at the button's seat.
pub const BUTTON: &str = "BTN";

/// Every open table's seat list, tables in number order.
pub fn table_lists(event_title: &str, seating: &Seating, names: &Names) -> Document {
    let tiles: Vec<Vec<Block>> = seating
        .tables
        .values()
        .map(|t| table_tile(t, names))
        .collect();
    let blocks = if tiles.is_empty() {
        vec![Block::Paragraph {
            text: "No tables are open.".to_string(),
        }]
    } else {
        vec![Block::Tiles {
            per_row: PER_ROW,
            tiles,
        }]
    };
    Document {
        title: format!("{event_title}: table lists"),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(format!(
                "Table lists: {} at {}",
                count(seating.player_count(), "player", "players"),
                count(seating.tables.len(), "table", "tables")
            )),
            blocks,
        }],
    }
}

fn table_tile(t: &Table, names: &Names) -> Vec<Block> {
    let columns = vec![
        column("Seat", 1, Align::Right),
        column("Player", 6, Align::Left),
        column("Entry", 1, Align::Right),
        column("Button", 1, Align::Center),
    ];
    let rows = (1..=t.size())
        .map(|seat| {
            let (player, entry) = match (t.occupant(seat), t.held.get(&seat)) {
                (Some(p), _) => (name_of(names, p), p.to_string()),
                (None, Some(hold)) => (held(hold, names), String::new()),
                (None, None) => ("(empty)".to_string(), String::new()),
            };
            let button = if t.button == Some(seat) { BUTTON } else { "" };
            vec![seat.to_string(), player, entry, button.to_string()]
        })
        .collect();
    vec![
        Block::Heading {
            text: format!(
                "Table {}: {}",
                t.number,
                count(t.player_count(), "player", "players")
            ),
        },
        Block::Table {
            columns,
            rows,
            // The button's row in bold, so it is found at a glance on a grey printout.
            strong: t
                .button
                .map(|b| usize::from(b.saturating_sub(1)))
                .into_iter()
                .collect(),
        },
    ]
}

fn held(hold: &SeatHold, names: &Names) -> String {
    match hold {
        SeatHold::Locked => "(locked)".to_string(),
        SeatHold::Reserved { player: None } => "(reserved)".to_string(),
        SeatHold::Reserved { player: Some(p) } => {
            format!("(reserved for {})", name_of(names, *p))
        }
    }
}

pub(super) fn column(title: &str, weight: u8, align: Align) -> Column {
    Column {
        title: title.to_string(),
        weight,
        align,
    }
}
