//! Seat cards: one card per seated player, eight to a sheet, to cut out and hand over at
//! registration. TABLE and SEAT are set as large as the card allows so a player can find
//! his seat holding the card at arm's length.

use crate::lang::{Arg, Locale};
use crate::paper::document::{Block, Card, Document, Figure, Page};
use crate::rules::seating::Seating;

use super::{Names, entry, name_of};

/// Cards across a sheet.
const PER_ROW: u8 = 2;
/// Rows of cards on a sheet: 2 x 4 cards of about 90 x 65 mm on A4 or Letter.
const ROWS: u8 = 4;

/// One card per seated player in table and seat order, laid out for cutting, in `l`'s
/// words.
pub fn seat_cards(event_title: &str, seating: &Seating, names: &Names, l: Locale) -> Document {
    let (table_word, seat_word) = (
        l.say("paper-card-table", &[]),
        l.say("paper-card-seat", &[]),
    );
    let cards: Vec<Card> = seating
        .tables
        .values()
        .flat_map(|t| {
            t.seated()
                .map(move |(seat, player)| (t.number, seat, player))
        })
        .map(|(table, seat, player)| Card {
            top: event_title.to_string(),
            title: name_of(names, player, l),
            figures: vec![
                Figure {
                    label: table_word.clone(),
                    value: table.to_string(),
                },
                Figure {
                    label: seat_word.clone(),
                    value: seat.to_string(),
                },
            ],
            foot: Some(entry(player, l)),
        })
        .collect();
    let tables = seating
        .tables
        .values()
        .filter(|t| t.player_count() > 0)
        .count();
    let (subheading, blocks) = if cards.is_empty() {
        (
            l.say("paper-seat-cards", &[]),
            vec![Block::Paragraph {
                text: l.say("paper-seat-cards-none", &[]),
            }],
        )
    } else {
        (
            l.say(
                "paper-seat-cards-sub",
                &[
                    ("players", Arg::Count(cards.len() as u64)),
                    ("tables", Arg::Count(tables as u64)),
                ],
            ),
            vec![Block::Cards {
                per_row: PER_ROW,
                rows: ROWS,
                cards,
            }],
        )
    };
    Document {
        title: l.say(
            "paper-seat-cards-title",
            &[("event", Arg::Text(event_title))],
        ),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(subheading),
            blocks,
        }],
    }
}
