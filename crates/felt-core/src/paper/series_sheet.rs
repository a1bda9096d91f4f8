//! The series standings sheet: a series' leaderboard on paper, with the rule
//! in words and the events it counts, for the wall beside the registration desk.

use crate::lang::{Arg, Locale};
use crate::paper::document::{Align, Block, Column, Document, Page};
use crate::rules::series::Standing;

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

/// Hundredths of a point as a leaderboard prints them, the locale's way: `31.62`, `100`.
fn points(hundredths: i64, l: Locale) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    format!(
        "{sign}{}",
        l.hundredths(u128::from(hundredths.unsigned_abs()), false)
    )
}

/// The standings sheet of series `name` scored by `rule` (in words) over `events`, in
/// `l`'s words and numbers.
pub fn series_sheet(
    name: &str,
    rule: &str,
    events: &[SheetEvent],
    standings: &[Standing],
    l: Locale,
) -> Document {
    let say = |id: &str| l.say(id, &[]);
    let running = events.iter().filter(|e| !e.finished).count();
    let total = l.number(events.len() as u64);
    let count = Arg::Text(&total);
    let mut blocks = vec![Block::Facts {
        items: vec![
            (say("paper-series-points"), rule.to_string()),
            (
                say("paper-series-events"),
                match running {
                    0 => l.say("paper-series-all-finished", &[("events", count)]),
                    n => l.say(
                        "paper-series-still-playing",
                        &[("events", count), ("playing", Arg::Count(n as u64))],
                    ),
                },
            ),
            (say("paper-series-ranked"), l.number(standings.len() as u64)),
        ],
    }];
    blocks.push(Block::Heading {
        text: say("paper-series-standings"),
    });
    if standings.is_empty() {
        blocks.push(Block::Paragraph {
            text: say("paper-no-results"),
        });
    } else {
        blocks.push(Block::Table {
            columns: vec![
                col(&say("paper-series-rank"), 1, Align::Right),
                col(&say("paper-col-player"), 4, Align::Left),
                col(&say("paper-series-points"), 2, Align::Right),
                col(&say("paper-series-events-counted"), 6, Align::Left),
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
                                l.ordinal(u64::from(e.place)),
                                points(e.points, l)
                            );
                            if e.dropped { format!("({one})") } else { one }
                        })
                        .collect();
                    vec![
                        format!("{}{}", s.rank, if s.tied { "=" } else { "" }),
                        s.player.clone(),
                        points(s.points, l),
                        counted.join(", "),
                    ]
                })
                .collect(),
            strong: Vec::new(),
        });
    }
    blocks.push(Block::Heading {
        text: say("paper-series-events"),
    });
    blocks.push(Block::Table {
        columns: vec![
            col(&say("paper-series-event"), 6, Align::Left),
            col(&say("clock-entries"), 2, Align::Right),
            col("", 2, Align::Left),
        ],
        rows: events
            .iter()
            .map(|e| {
                vec![
                    e.name.clone(),
                    l.number(u64::from(e.entries)),
                    say(if e.finished {
                        "paper-series-finished"
                    } else {
                        "paper-series-playing"
                    }),
                ]
            })
            .collect(),
        strong: Vec::new(),
    });
    Document {
        title: l.say("paper-series-title", &[("name", Arg::Text(name))]),
        pages: vec![Page {
            heading: name.to_string(),
            subheading: Some(say("paper-series-sub")),
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
            Locale::ENGLISH,
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
