//! The SQLite store: migrations, schema version checks, replay from the file.

use felt::api::{ApiError, Felt};
use felt::store::{SCHEMA_VERSION, Store, StoreError};
use felt_core::engine::{ClockAction, Command, CountCommand, Counter, HistoryCommand, Tournament};

#[test]
fn a_new_database_gets_the_current_schema_and_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/dir/felt.db");
    let felt = Felt::open(&path).unwrap();
    let created = felt
        .create_event(
            "s.toml",
            felt::structures::shipped("example-plo-lammers").unwrap(),
        )
        .unwrap();
    felt.execute(created.id, &Command::Clock(ClockAction::Start))
        .unwrap();
    felt.execute(
        created.id,
        &Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: 40,
        }),
    )
    .unwrap();
    let live = felt.event_view(created.id).unwrap();
    drop(felt);

    let conn = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    drop(conn);

    // Reopening replays the log to the same state.
    let felt = Felt::open(&path).unwrap();
    let again = felt.event_view(created.id).unwrap();
    assert_eq!(again.clock.entries, 40);
    assert_eq!(again.recent_actions, live.recent_actions);
    let store = Store::open(&path).unwrap();
    let t = Tournament::replay(&store.log_since(created.id, 0).unwrap()).unwrap();
    assert_eq!(t.counts.entries, 40);
}

#[test]
fn a_database_from_a_newer_felt_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("felt.db");
    drop(Store::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
        .unwrap();
    drop(conn);
    let err = Store::open(&path).err().expect("must refuse");
    assert!(matches!(err, StoreError::TooNew { found, .. } if found == SCHEMA_VERSION + 1));
    assert!(
        err.to_string().contains("was written by a newer Felt"),
        "{err}"
    );
    let conn = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        version,
        SCHEMA_VERSION + 1,
        "the refused database is left as it was"
    );
}

#[test]
fn two_handles_on_one_file_never_overwrite_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("felt.db");
    let a = Felt::open(&path).unwrap();
    let id = a
        .create_event(
            "s.toml",
            felt::structures::shipped("example-nlhe-bba").unwrap(),
        )
        .unwrap()
        .id;
    let b = Felt::open(&path).unwrap();
    // Each handle caches the state; both add entries alternately.
    for i in 0..20 {
        let who = if i % 2 == 0 { &a } else { &b };
        who.execute(
            id,
            &Command::Count(CountCommand::Adjust {
                counter: Counter::Entries,
                delta: 1,
            }),
        )
        .unwrap();
    }
    assert_eq!(a.clock_view(id).unwrap().entries, 20);
    assert_eq!(b.clock_view(id).unwrap().entries, 20);
    // b undoes a's last action: undo sees the latest log, not b's stale cache.
    a.execute(
        id,
        &Command::Count(CountCommand::Adjust {
            counter: Counter::AddOns,
            delta: 1,
        }),
    )
    .unwrap();
    b.execute(id, &Command::History(HistoryCommand::Undo))
        .unwrap();
    assert_eq!(a.clock_view(id).unwrap().add_ons, 0);
    assert_eq!(a.clock_view(id).unwrap().entries, 20);
}

#[test]
fn rejected_commands_and_unknown_events_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("felt.db");
    let felt = Felt::open(&path).unwrap();
    let id = felt
        .create_event(
            "s.toml",
            felt::structures::shipped("example-nlhe-bba").unwrap(),
        )
        .unwrap()
        .id;
    let before = Store::open(&path).unwrap().last_seq().unwrap();
    let e = felt
        .execute(id, &Command::Clock(ClockAction::Pause))
        .unwrap_err();
    assert_eq!(e.code(), "clock-not-running");
    let e = felt
        .execute(42, &Command::Clock(ClockAction::Start))
        .unwrap_err();
    assert!(matches!(e, ApiError::NoSuchEvent { id: 42 }));
    let e = felt
        .create_event("bad.toml", "name = \"x\"\nstarting_stack = 0\n")
        .unwrap_err();
    assert_eq!(e.code(), "structure-invalid");
    assert_eq!(Store::open(&path).unwrap().last_seq().unwrap(), before);
}
