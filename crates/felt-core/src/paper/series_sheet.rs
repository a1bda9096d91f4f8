//! The series standings sheet: a series' leaderboard on paper, with the rule
//! in words and the events it counts, for the wall beside the registration desk.

use crate::paper::document::{Align, Block, Column, Document, Page};
use crate::rules::series::{Standing, points_text};
use crate::words::ordinal;

/// An event of the series as the sheet lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetEvent {
    /// "#12 Big O".
    pub name: String,
    pub entries: u32,
    /// Its places are final.
    pub finished: bool,
}

fn col(title: &str, weight: u8, align: Align) -> Column {
    Column {
        title: title.to_string(),
        weight,
        align,
    }
}

/// The standings sheet of series `name` scored by `rule` (in words) over `events`.
pub fn series_sheet(
    name: &str,
    rule: &str,
    events: &[SheetEvent],
    standings: &[Standing],
) -> Document {
    let running = events.iter().filter(|e| !e.finished).count();
    let mut blocks = vec![Block::Facts {
        items: vec![
            ("Points".to_string(), rule.to_string()),
            (
                "Events".to_string(),
                match running {
                    0 => format!("{}, all finished", events.len()),
                    n => format!("{}, {n} still playing", events.len()),
                },
            ),
            ("Players ranked".to_string(), standings.len().to_string()),
        ],
    }];
    blocks.push(Block::Heading {
        text: "Standings".to_string(),
    });
    if standings.is_empty() {
        blocks.push(Block::Paragraph {
            text: "No results yet.".to_string(),
        });
    } else {
        blocks.push(Block::Table {
            columns: vec![
                col("Rank", 1, Align::Right),
                col("Player", 4, Align::Left),
                col("Points", 2, Align::Right),
                col("Events (left out in brackets)", 6, Align::Left),
            ],
            rows: standings
                .iter()
                .map(|s| {
                    let counted: Vec<String> = s
                        .events
                        .iter()
                        .map(|e| {
                            let one = format!(
                                "{} {}",
                                ordinal(u64::from(e.place)),
                                points_text(e.points)
                            );
                            if e.dropped { format!("({one})") } else { one }
                        })
                        .collect();
                    vec![
                        format!("{}{}", s.rank, if s.tied { "=" } else { "" }),
                        s.player.clone(),
                        points_text(s.points),
                        counted.join(", "),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    blocks.push(Block::Heading {
        text: "Events".to_string(),
    });
    blocks.push(Block::Table {
        columns: vec![
            col("Event", 6, Align::Left),
            col("Entries", 2, Align::Right),
            col("", 2, Align::Left),
        ],
        rows: events
            .iter()
            .map(|e| {
                vec![
                    e.name.clone(),
                    e.entries.to_string(),
                    if e.finished {
                        "finished".to_string()
                    } else {
                        "still playing".to_string()
                    },
                ]
            })
            .collect(),
        strong: Vec::new(),
    });
    Document {
        title: format!("{name} - series standings"),
        pages: vec![Page {
            heading: name.to_string(),
            subheading: Some("Series standings".to_string()),
            blocks,
        }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::series::EventPoints;

    #[test]
    fn the_sheet_lists_ranks_ties_and_dropped_events() {
        let st = |rank, player: &str, points, tied, events: Vec<EventPoints>| Standing {
            rank,
            player: player.to_string(),
            points,
            events,
            tied,
        };
        let ev = |place, points, dropped| EventPoints {
            event: "#1".to_string(),
            place,
            points,
            dropped,
        };
        let doc = series_sheet(
            "Club season",
            "10, 7, 5 by place; best 1 event",
            &[
                SheetEvent {
                    name: "#1 Monday".to_string(),
                    entries: 8,
                    finished: true,
                },
                SheetEvent {
                    name: "#2 Friday".to_string(),
                    entries: 6,
                    finished: false,
                },
            ],
            &[
                st(
                    1,
                    "Ann",
                    1000,
                    true,
                    vec![ev(1, 1000, false), ev(3, 500, true)],
                ),
                st(1, "Bob", 1000, true, vec![ev(1, 1000, false)]),
                st(3, "Cy", 750, false, vec![ev(2, 750, false)]),
            ],
        );
        let page = &doc.pages[0];
        let Block::Facts { items } = &page.blocks[0] else {
            panic!("facts first")
        };
        assert_eq!(items[1].1, "2, 1 still playing");
        let Block::Table { rows, .. } = &page.blocks[2] else {
            panic!("the standings table")
        };
        assert_eq!(rows[0], ["1=", "Ann", "10", "1st 10, (3rd 5)"]);
        assert_eq!(rows[2], ["3", "Cy", "7.50", "2nd 7.50"]);
    }
}
