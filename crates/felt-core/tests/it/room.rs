//! The TD's message to every display: logged like any action (undo brings the
//! previous one back), on the clock view with the instant it was sent, refused in words
//! when empty or too long, and still taken once the event is over.

use crate::fixtures;

use felt_core::engine::{Command, HistoryCommand, LogEntry, RoomCommand, Tournament};
use felt_core::log;
use felt_core::view::clock::{Announcement, clock_view};
use fixtures::{Live, MIN, T0};

fn announce(text: &str) -> Command {
    Command::Room(RoomCommand::Announce { text: text.into() })
}

fn shown(live: &Live) -> Option<Announcement> {
    clock_view(&live.t, T0.plus_ms(10 * MIN)).announcement
}

#[test]
fn a_message_reaches_the_displays_and_undo_takes_it_back() {
    let mut live = Live::new();
    live.exec(announce("  Table 7 is breaking  "), T0.plus_ms(MIN))
        .unwrap();
    live.exec(announce("Dinner break at 7 pm"), T0.plus_ms(2 * MIN))
        .unwrap();
    assert_eq!(
        shown(&live),
        Some(Announcement {
            text: "Dinner break at 7 pm".into(),
            at: T0.plus_ms(2 * MIN)
        })
    );
    assert_eq!(
        live.t.recent_actions(1, felt_core::lang::Locale::ENGLISH)[0].text,
        "Message to the displays: \"Dinner break at 7 pm\""
    );
    live.exec(
        Command::Room(RoomCommand::ClearAnnouncement),
        T0.plus_ms(3 * MIN),
    )
    .unwrap();
    assert_eq!(shown(&live), None);
    live.exec(Command::History(HistoryCommand::Undo), T0.plus_ms(4 * MIN))
        .unwrap();
    live.exec(Command::History(HistoryCommand::Undo), T0.plus_ms(4 * MIN))
        .unwrap();
    assert_eq!(
        shown(&live).map(|a| (a.text, a.at)),
        Some(("Table 7 is breaking".to_string(), T0.plus_ms(MIN))),
        "the message before, trimmed, with its own instant"
    );
    // (text, code, words)
    let long = "x".repeat(201);
    for (text, words) in [
        (
            "   ",
            "a message to the displays is 1 to 200 characters; this one has 0",
        ),
        (
            long.as_str(),
            "a message to the displays is 1 to 200 characters; this one has 201",
        ),
    ] {
        let err = live.t.decide(&announce(text), T0).unwrap_err();
        assert_eq!(
            (err.code(), err.to_string().as_str()),
            ("bad-announcement", words)
        );
    }
    // The log reads back from its stored form to the same message.
    let stored: Vec<LogEntry> = live
        .log
        .iter()
        .map(|e| LogEntry {
            seq: e.seq,
            at: e.at,
            record: log::decode(log::FORMAT, &log::encode(&e.record)).unwrap(),
        })
        .collect();
    assert_eq!(
        Tournament::replay(&stored).unwrap().announcement,
        live.t.announcement
    );
}
