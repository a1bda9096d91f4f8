//! A log that cannot be folded never stops the room: the damaged event opens read-only with
//! the damage in words and the repair offered, every other event keeps working, and setting
//! the damaged record aside opens the event again from every door.

use crate::support;
use felt::api::{ApiError, Felt};
use felt_core::engine::{
    ClockAction, Command, CountCommand, Counter, Counts, Event, HistoryCommand, Record,
};
use serde_json::json;
use std::path::Path;
use support::{Server, felt, get, post};

/// A record written behind the engine's back, and what the damage must say.
struct Case {
    name: &'static str,
    /// The stored text of the bad record (format 1).
    text: fn() -> String,
    says: &'static str,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            // A count stored before the limits, which made every view allocate ~51 GB and
            // stopped `felt serve` from starting.
            name: "entries beyond the limit",
            text: || {
                felt_core::log::encode(&Record::Event {
                    event: Event::CountChanged {
                        counter: Counter::Entries,
                        delta: i32::MAX,
                        counts: Counts {
                            entries: i32::MAX as u32,
                            players_left: i32::MAX as u32,
                            add_ons: 0,
                        },
                    },
                })
            },
            says: "entries 2147483647 is more than the limit of 1,000,000",
        },
        Case {
            name: "a record that is not JSON",
            text: || "{\"kind\": \"event\", \"event\": ".into(),
            says: "cannot be read",
        },
        Case {
            name: "an undo of an action that is not the last",
            text: || felt_core::log::encode(&Record::Undo { target: 1 }),
            says: "undoes #1",
        },
    ]
}

fn adjust(delta: i32) -> Command {
    Command::Count(CountCommand::Adjust {
        counter: Counter::Entries,
        delta,
    })
}

/// Two events (the first with 40 entries), then `text` appended raw to the first's log;
/// returns the bad record's position.
fn damaged_db(path: &Path, text: &str) -> u64 {
    let felt = Felt::open(path).unwrap();
    let source = felt::structures::shipped("example-plo-lammers").unwrap();
    for _ in 0..2 {
        let id = felt.create_event("s.toml", source).unwrap().id;
        felt.execute(id, &Command::Clock(ClockAction::Start))
            .unwrap();
        felt.execute(id, &adjust(40)).unwrap();
    }
    drop(felt);
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute(
        "INSERT INTO log (event_id, at_ms, format, record) VALUES (1, 0, 1, ?1)",
        [text],
    )
    .unwrap();
    conn.last_insert_rowid() as u64
}

#[test]
fn a_damaged_event_is_read_only_the_room_goes_on_and_the_repair_opens_it() {
    for case in cases() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("felt.db");
        let bad = damaged_db(&path, &(case.text)());
        let felt = Felt::open(&path).unwrap();
        let name = case.name;

        // The list shows both; the damaged one is marked.
        let list = felt.events().unwrap();
        assert_eq!(list.len(), 2, "{name}");
        assert!(list[0].damaged && !list[1].damaged, "{name}");

        // The damaged event shows the state before the bad record, and says why.
        let view = felt.event_view(1).unwrap();
        assert_eq!(view.clock.entries, 40, "{name}");
        let damage = view.damage.expect(name);
        assert_eq!(damage.seq, bad, "{name}");
        assert!(
            damage.problem.contains(case.says),
            "{name}: {}",
            damage.problem
        );
        assert!(damage.repair.contains(&format!("#{bad}")), "{name}");
        felt.clock_view(1).unwrap();
        felt.field_view(1).unwrap();

        // Every write to it is refused, naming the record and the repair.
        let err = felt.execute(1, &adjust(1)).unwrap_err();
        assert!(
            matches!(err, ApiError::Damaged { seq, .. } if seq == bad),
            "{name}"
        );
        assert_eq!(err.code(), "log-damaged");
        assert!(err.to_string().contains("set it aside"), "{name}: {err}");

        // The rest of the room keeps working.
        let other = felt.execute(2, &adjust(5)).unwrap();
        assert_eq!(other.view.clock.entries, 45, "{name}");
        assert_eq!(other.view.damage, None);

        // The repair names the damaged record, and only that one.
        assert!(matches!(
            felt.set_aside(1, bad + 1),
            Err(ApiError::Repair(_))
        ));
        assert!(matches!(felt.set_aside(2, 1), Err(ApiError::Repair(_))));
        let repaired = felt.set_aside(1, bad).unwrap();
        assert_eq!(repaired.view.damage, None, "{name}");
        assert_eq!(repaired.view.clock.entries, 40, "{name}");
        let after = felt.execute(1, &adjust(2)).unwrap();
        assert_eq!(after.view.clock.entries, 42, "{name}");

        // The repair is a record like any other: a fresh process folds the same state,
        // and the repaired event undoes normally.
        drop(felt);
        let felt = Felt::open(&path).unwrap();
        let again = felt.event_view(1).unwrap();
        assert_eq!((again.clock.entries, again.damage), (42, None), "{name}");
        let undone = felt
            .execute(1, &Command::History(HistoryCommand::Undo))
            .unwrap();
        assert_eq!(undone.view.clock.entries, 40, "{name}");
        assert!(!felt.events().unwrap()[0].damaged);
    }
}

#[test]
fn damage_written_by_another_process_is_noticed_by_the_running_api() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("felt.db");
    let felt = Felt::open(&path).unwrap();
    let source = felt::structures::shipped("example-plo-lammers").unwrap();
    let id = felt.create_event("s.toml", source).unwrap().id;
    felt.execute(id, &adjust(40)).unwrap();
    assert_eq!(felt.event_view(id).unwrap().damage, None);

    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "INSERT INTO log (event_id, at_ms, format, record) VALUES (?1, 0, 1, 'junk')",
        [id],
    )
    .unwrap();
    let bad = conn.last_insert_rowid() as u64;

    // The next read sees it; the next write is refused rather than folded past it.
    assert_eq!(felt.event_view(id).unwrap().damage.unwrap().seq, bad);
    assert!(matches!(
        felt.execute(id, &adjust(1)),
        Err(ApiError::Damaged { .. })
    ));
    // A repair by another handle (the CLI) is noticed too.
    Felt::open(&path).unwrap().set_aside(id, bad).unwrap();
    assert_eq!(felt.execute(id, &adjust(1)).unwrap().view.clock.entries, 41);
}

#[test]
fn over_http_and_the_cli_the_damage_is_shown_and_repaired() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("felt.db");
    let bad = damaged_db(&path, &(cases()[0].text)());
    let db = path.to_str().unwrap();

    // The CLI starts, lists the room and says what is wrong.
    let (code, out, err) = felt(&["event", "list", "--db", db]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("DAMAGED: see `felt repair 1`"), "{out}");
    let (code, out, _) = felt(&["repair", "1", "--db", db]);
    assert_eq!(code, 0);
    assert!(out.contains("read-only"), "{out}");
    assert!(
        out.contains(&format!("felt repair 1 --set-aside {bad}")),
        "{out}"
    );
    let (code, _, err) = felt(&["count", "1", "entries", "1", "--db", db]);
    assert_ne!(code, 0);
    assert!(err.contains("read-only"), "{err}");

    // The server starts too, shows the damage and refuses writes with 409.
    let server = Server::start(&path);
    let (status, view) = get(&server.url("/api/events/1"));
    assert_eq!(status, 200);
    assert_eq!(view["damage"]["seq"], bad);
    // The banner in the language asked: its frame and what is wrong with the record.
    let (_, de) = get(&server.url("/api/events/1?lang=de"));
    let problem = de["damage"]["problem"].as_str().unwrap();
    assert!(
        problem.contains(&format!("Eintrag #{bad} ")) && !problem.contains("record #"),
        "{problem}"
    );
    let (status, body) = post(
        &server.url("/api/events/1/commands/adjust"),
        Some(&server.token),
        json!({"counter": "entries", "delta": 1}),
    );
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["code"], "log-damaged");
    let (status, _) = post(
        &server.url("/api/events/2/commands/adjust"),
        Some(&server.token),
        json!({"counter": "entries", "delta": 1}),
    );
    assert_eq!(status, 200, "the other event keeps working");

    // The repair needs the token, and opens the event.
    let (status, _) = post(
        &server.url("/api/events/1/repair"),
        None,
        json!({"set_aside": bad}),
    );
    assert_eq!(status, 401);
    let (status, body) = post(
        &server.url("/api/events/1/repair"),
        Some(&server.token),
        json!({"set_aside": bad}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["view"]["damage"], serde_json::Value::Null);
    let (status, _) = post(
        &server.url("/api/events/1/commands/adjust"),
        Some(&server.token),
        json!({"counter": "entries", "delta": 1}),
    );
    assert_eq!(status, 200);
    drop(server);
    let (_, out, _) = felt(&["repair", "1", "--db", db]);
    assert!(out.contains("not damaged"), "{out}");
}
