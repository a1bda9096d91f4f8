//! Seat cards: one card per seated player, eight to a sheet, to cut out and hand over at
//! registration. TABLE and SEAT are set as large as the card allows so a player can find
//! his seat holding the card at arm's length.

use crate::paper::document::{Block, Card, Document, Figure, Page};
use crate::rules::seating::Seating;

use super::{Names, name_of};

/// Cards across a sheet.
const PER_ROW: u8 = 2;
/// Rows of cards on a sheet: 2 x 4 cards of about 90 x 65 mm on A4 or Letter.
const ROWS: u8 = 4;

/// One card per seated player in table and seat order, laid out for cutting.
pub fn seat_cards(event_title: &str, seating: &Seating, names: &Names) -> Document {
    let cards: Vec<Card> = seating
        .tables
        .values()
        .flat_map(|t| {
            t.seated()
                .map(move |(seat, player)| (t.number, seat, player))
        })
        .map(|(table, seat, player)| Card {
            top: event_title.to_string(),
            title: name_of(names, player),
            figures: vec![
                Figure {
                    label: "TABLE".to_string(),
                    value: table.to_string(),
                },
                Figure {
                    label: "SEAT".to_string(),
                    value: seat.to_string(),
                },
            ],
            foot: Some(format!("Entry {player}")),
        })
        .collect();
    let tables = seating
        .tables
        .values()
        .filter(|t| t.player_count() > 0)
        .count();
    let (subheading, blocks) = if cards.is_empty() {
        (
            "Seat cards".to_string(),
            vec![Block::Paragraph {
                text: "Nobody is seated yet: draw the seats first.".to_string(),
            }],
        )
    } else {
        (
            format!(
                "Seat cards: {} at {}. Cut along the dashed lines.",
                count(cards.len(), "player", "players"),
                count(tables, "table", "tables")
            ),
            vec![Block::Cards {
                per_row: PER_ROW,
                rows: ROWS,
                cards,
            }],
        )
    };
    Document {
        title: format!("{event_title}: seat cards"),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(subheading),
            blocks,
        }],
    }
}

pub(super) fn count(n: usize, one: &str, many: &str) -> String {
    crate::words::count(n as u64, one, many)
}
