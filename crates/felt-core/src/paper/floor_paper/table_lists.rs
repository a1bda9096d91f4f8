//! Table lists: every table's seats on one sheet or a few, two tables side by side, for
//! the floor and for the dealers' boxes. Each list shows every seat (empty and held
//! seats too, so a dealer sees which seat a new player takes) and marks the button.

use crate::lang::{Arg, Locale};
use crate::paper::document::{Align, Block, Column, Document, Page};
use crate::rules::seating::{SeatHold, Seating, Table};

use super::{Names, count, name_of};

/// Tables side by side: a 10-handed list is narrow, so two fit across A4 or Letter and
/// three rows of them fit down the sheet.
const PER_ROW: u8 = 2;

/// Every open table's seat list, tables in number order, in `l`'s words.
pub fn table_lists(event_title: &str, seating: &Seating, names: &Names, l: Locale) -> Document {
    let tiles: Vec<Vec<Block>> = seating
        .tables
        .values()
        .map(|t| table_tile(t, names, l))
        .collect();
    let blocks = if tiles.is_empty() {
        vec![Block::Paragraph {
            text: l.say("paper-no-tables", &[]),
        }]
    } else {
        vec![Block::Tiles {
            per_row: PER_ROW,
            tiles,
        }]
    };
    Document {
        title: l.say(
            "paper-table-lists-title",
            &[("event", Arg::Text(event_title))],
        ),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(l.say(
                "paper-table-lists-sub",
                &[
                    ("players", Arg::Count(seating.player_count() as u64)),
                    ("tables", Arg::Count(seating.tables.len() as u64)),
                ],
            )),
            blocks,
        }],
    }
}

fn table_tile(t: &Table, names: &Names, l: Locale) -> Vec<Block> {
    let columns = vec![
        column(&l.say("paper-col-seat", &[]), 1, Align::Right),
        column(&l.say("paper-col-player", &[]), 6, Align::Left),
        column(&l.say("paper-col-entry", &[]), 1, Align::Right),
        column(&l.say("paper-col-button", &[]), 1, Align::Center),
    ];
    let button_mark = l.say("paper-button-mark", &[]);
    let rows = (1..=t.size())
        .map(|seat| {
            let (player, entry) = match (t.occupant(seat), t.held.get(&seat)) {
                (Some(p), _) => (name_of(names, p, l), p.to_string()),
                (None, Some(hold)) => (held(hold, names, l), String::new()),
                (None, None) => (l.say("paper-seat-empty", &[]), String::new()),
            };
            let button = if t.button == Some(seat) {
                button_mark.clone()
            } else {
                String::new()
            };
            vec![seat.to_string(), player, entry, button]
        })
        .collect();
    vec![
        Block::Heading {
            text: l.say(
                "paper-table-heading",
                &[
                    ("table", Arg::Text(&t.number.to_string())),
                    (
                        "players",
                        Arg::Text(&count(t.player_count(), "paper-players", l)),
                    ),
                ],
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

fn held(hold: &SeatHold, names: &Names, l: Locale) -> String {
    match hold {
        SeatHold::Locked => l.say("paper-seat-locked", &[]),
        SeatHold::Reserved { player: None } => l.say("paper-seat-reserved", &[]),
        SeatHold::Reserved { player: Some(p) } => l.say(
            "paper-seat-reserved-for",
            &[("name", Arg::Text(&name_of(names, *p, l)))],
        ),
    }
}

pub(super) fn column(title: &str, weight: u8, align: Align) -> Column {
    Column {
        title: title.to_string(),
        weight,
        align,
    }
}
