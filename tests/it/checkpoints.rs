//! Checkpoints: an event opened from its checkpoint is the event folded from its whole
//! log, view for view, and goes on the same way (undo included); a checkpoint that no
//! longer fits the log (another record at its position, another build's format, bytes
//! that do not read) or that the log does not vouch for (its seal missing or changed, its
//! bytes edited) is passed over and the whole log folded; the server's watcher writes them
//! as the log grows, and never writes back a state that verify removed.

use felt::api::{Felt, TimeSource};
use felt_core::engine::{ClockAction, Command, FieldCommand, HistoryCommand, SeatingCommand};
use rusqlite::Connection;
use std::path::Path;

const DEMO: &str = "example-nlhe-bba";

/// A clock that stands still, so that views taken at different times compare equal.
struct Still;

impl TimeSource for Still {
    fn now(&self) -> felt_core::UtcMs {
        felt_core::UtcMs(1_795_000_000_000)
    }
}

fn open(db: &Path) -> Felt {
    Felt::open_with(db, std::sync::Arc::new(Still)).unwrap()
}

/// Fails naming the first place where `a` and `b` differ (the views are long).
fn same(a: &serde_json::Value, b: &serde_json::Value, what: &str) {
    fn walk(a: &serde_json::Value, b: &serde_json::Value, at: &str) -> Option<String> {
        use serde_json::Value::{Array, Object};
        match (a, b) {
            (Object(x), Object(y)) => x.keys().chain(y.keys()).find_map(|k| {
                let none = serde_json::Value::Null;
                walk(
                    x.get(k).unwrap_or(&none),
                    y.get(k).unwrap_or(&none),
                    &format!("{at}.{k}"),
                )
            }),
            (Array(x), Array(y)) if x.len() == y.len() => x
                .iter()
                .zip(y)
                .enumerate()
                .find_map(|(i, (p, q))| walk(p, q, &format!("{at}[{i}]"))),
            _ if a == b => None,
            _ => Some(format!("{at}: {a} against {b}")),
        }
    }
    if let Some(d) = walk(a, b, "") {
        panic!("{what}: {d}");
    }
}

/// An event of 60 players drawn, a few busts with their moves confirmed, clock changes
/// and an undo; its id.
fn a_night(felt: &Felt) -> i64 {
    let id = new_event(felt);
    for i in 1..=60 {
        register(felt, id, i);
    }
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(34),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    busts(felt, id, 1..=12);
    run(felt, id, Command::Clock(ClockAction::Pause));
    run(felt, id, Command::History(HistoryCommand::Undo));
    id
}

/// A new event of the demo structure; its id.
fn new_event(felt: &Felt) -> i64 {
    let text = felt::structures::shipped(DEMO).unwrap();
    felt.create_event(&format!("{DEMO}.toml"), text).unwrap().id
}

/// Registers "Player `i`" (seeded by `i`).
fn register(felt: &Felt, id: i64, i: u64) {
    run(
        felt,
        id,
        Command::Field(FieldCommand::Register {
            name: format!("Player {i}"),
            number: None,
            seed: Some(i),
            ticket: None,
        }),
    );
}

fn run(felt: &Felt, id: i64, command: Command) {
    felt.execute(id, &command)
        .unwrap_or_else(|e| panic!("{command:?}: {e}"));
}

/// Busts `players` one by one, confirming the proposed moves after each.
fn busts(felt: &Felt, id: i64, players: std::ops::RangeInclusive<u32>) {
    for player in players {
        run(
            felt,
            id,
            Command::Field(FieldCommand::Bust {
                player,
                same_hand: false,
                stack: None,
                by: None,
                split: vec![],
            }),
        );
        let plan = felt.field_view(id).unwrap().pending;
        if !plan.moves.is_empty() {
            run(
                felt,
                id,
                Command::Seating(SeatingCommand::ConfirmMoves {
                    seed: plan.seed,
                    moves: plan.as_proposed(),
                }),
            );
        }
    }
}

/// Everything a screen reads of event `id`, as JSON.
fn views(felt: &Felt, id: i64) -> serde_json::Value {
    serde_json::json!({
        "event": felt.event_view(id).unwrap(),
        "field": felt.field_view(id).unwrap(),
        "levels": felt.levels_view(id, felt_core::lang::Asked::default()).unwrap(),
    })
}

fn sql(db: &Path, statement: &str) {
    Connection::open(db)
        .unwrap()
        .execute(statement, [])
        .unwrap();
}

#[test]
fn an_event_opened_from_its_checkpoint_is_the_event_folded_from_its_log() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let (id, at, live) = {
        let felt = open(&db);
        let id = a_night(&felt);
        let at = felt
            .checkpoint(id)
            .unwrap()
            .expect("a checkpoint is written");
        // Records after the checkpoint: more busts, and an undo reaching behind it.
        busts(&felt, id, 13..=16);
        run(&felt, id, Command::History(HistoryCommand::Undo));
        run(&felt, id, Command::History(HistoryCommand::Undo));
        (id, at, views(&felt, id))
    };
    let felt = open(&db);
    assert_eq!(felt.opened_from_checkpoint(id).unwrap(), Some(at));
    same(&views(&felt, id), &live, "opened from the checkpoint");
    // It goes on as the live event did: undo back past the checkpoint, then redo.
    let mut after = Vec::new();
    for step in [
        HistoryCommand::Undo,
        HistoryCommand::Undo,
        HistoryCommand::Redo,
    ] {
        run(&felt, id, Command::History(step));
        after.push(views(&felt, id));
    }
    drop(felt);
    // The same event folded from its whole log agrees, step for step.
    sql(&db, "DELETE FROM checkpoints");
    let whole = open(&db);
    assert_eq!(whole.opened_from_checkpoint(id).unwrap(), None);
    let now = views(&whole, id);
    assert_eq!(
        &now,
        after.last().unwrap(),
        "the whole log folds to the same event"
    );
}

#[test]
fn a_checkpoint_that_no_longer_fits_the_log_is_passed_over() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let id = {
        let felt = open(&db);
        let id = a_night(&felt);
        felt.checkpoint(id).unwrap().unwrap();
        busts(&felt, id, 13..=14);
        id
    };
    let cases = [
        (
            "another record at its position",
            "UPDATE checkpoints SET hash = 'x'",
        ),
        (
            "another build's format",
            "UPDATE checkpoints SET format = 'cbor-0/0'",
        ),
        (
            "bytes that do not read",
            "UPDATE checkpoints SET state = x'00ff00'",
        ),
        (
            "a position past the log",
            "UPDATE checkpoints SET seq = seq + 100000",
        ),
        (
            "its seal taken out of the log",
            "DELETE FROM log WHERE record LIKE '%checkpoint_sealed%'",
        ),
        (
            "its seal's digest changed",
            "UPDATE log SET record = replace(record, '\"digest\":\"', '\"digest\":\"0') \
             WHERE record LIKE '%checkpoint_sealed%'",
        ),
    ];
    for (name, change) in cases {
        let felt = open(&db);
        felt.checkpoint(id).unwrap().unwrap();
        let live = views(&felt, id);
        drop(felt);
        sql(&db, change);
        let felt = open(&db);
        assert_eq!(felt.opened_from_checkpoint(id).unwrap(), None, "{name}");
        let now = views(&felt, id);
        drop(felt);
        // A seal taken out moves the log's last position, which the views carry.
        if !name.starts_with("its seal") {
            same(&now, &live, &format!("{name}: as it was live"));
        }
        sql(&db, "DELETE FROM checkpoints");
        same(
            &now,
            &views(&open(&db), id),
            &format!("{name}: the whole log folded"),
        );
    }
}

/// A checkpoint row whose state bytes were edited in the database (an event's and a
/// player's names, lengths kept) was once read as it was, so the console, the results and
/// results.csv showed the forged names while the chain was intact. Its bytes no longer
/// match the seal the log carries: it is not read, it is removed, and `felt log verify`
/// says why.
#[test]
fn a_checkpoint_edited_in_the_database_is_not_read_and_verify_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let (id, at, live) = {
        let felt = open(&db);
        let id = a_night(&felt);
        let at = felt.checkpoint(id).unwrap().unwrap();
        (id, at, views(&felt, id))
    };
    forge(&db, &[("Player 7\"", "Mallory7\""), ("Demo", "Fake")]);
    let felt = open(&db);
    assert_eq!(felt.opened_from_checkpoint(id).unwrap(), None);
    same(&views(&felt, id), &live, "read from the log");
    let csv = felt.results_csv(id).unwrap();
    assert!(!csv.contains("Mallory"), "{csv}");
    assert!(
        stored(&db, id).is_none(),
        "the forged checkpoint is removed"
    );
    let report = felt.verify_log(id).unwrap();
    assert!(report.intact, "the log itself is whole: {}", report.text);
    assert!(
        report.text.contains(&format!(
            "The checkpoint at record #{at} was not read (its bytes are not the ones its seal"
        )),
        "{}",
        report.text
    );
}

/// Replaces, in every checkpoint's state bytes, each `(from, to)` of equal length.
fn forge(db: &Path, edits: &[(&str, &str)]) {
    let conn = Connection::open(db).unwrap();
    let mut bytes: Vec<u8> = conn
        .query_row("SELECT state FROM checkpoints", [], |r| r.get(0))
        .unwrap();
    let mut changed = 0;
    for (from, to) in edits {
        assert_eq!(from.len(), to.len());
        let (from, to) = (from.as_bytes(), to.as_bytes());
        let mut i = 0;
        while i + from.len() <= bytes.len() {
            if &bytes[i..i + from.len()] == from {
                bytes[i..i + from.len()].copy_from_slice(to);
                changed += 1;
            }
            i += 1;
        }
    }
    assert!(changed > 0, "the forgery found nothing to edit");
    conn.execute("UPDATE checkpoints SET state = ?1", [bytes])
        .unwrap();
}

/// After `felt log verify` removed a forged checkpoint, the server's watcher once wrote the
/// state it had read before the reload back within a second, and the next restart showed
/// the forgery again. Round after round the checkpoint is forged, the event opened with a
/// watcher writing as fast as it can (every record due), verified, and opened again: no
/// round ever shows the forgery, and the watcher's checkpoints are the log's own.
#[test]
fn the_watcher_never_writes_back_a_state_that_verify_removed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let id = {
        let felt = open(&db);
        let id = a_night(&felt);
        felt.checkpoint(id).unwrap().unwrap();
        id
    };
    let mut written = 0;
    for round in 0..12 {
        if stored(&db, id).is_some() {
            forge(&db, &[("Player 7\"", "Mallory7\"")]);
        }
        let felt = std::sync::Arc::new(open(&db));
        felt.set_checkpoint_every(1);
        assert!(
            !views(&felt, id).to_string().contains("Mallory"),
            "round {round}: opened showing the forgery"
        );
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let watcher = {
            let (felt, stop) = (felt.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut written = 0;
                while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                    written += felt.checkpoints_due();
                }
                written
            })
        };
        register(&felt, id, 1000 + round);
        let report = felt.verify_log(id).unwrap();
        assert!(report.intact, "round {round}: {}", report.text);
        register(&felt, id, 2000 + round);
        stop.store(true, std::sync::atomic::Ordering::SeqCst);
        written += watcher.join().unwrap();
        drop(felt);
        let felt = open(&db);
        let now = views(&felt, id).to_string();
        assert!(
            !now.contains("Mallory"),
            "round {round}: a restart shows the forgery"
        );
        assert!(
            now.contains(&format!("Player {}", 2000 + round)),
            "round {round}"
        );
    }
    assert!(written > 0, "the watcher wrote no checkpoint to race with");
}

#[test]
fn the_watcher_writes_a_checkpoint_as_the_log_grows() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let felt = open(&db);
    felt.set_checkpoint_every(30);
    let id = a_night(&felt);
    // None written yet, and the night has more than 30 records.
    assert_eq!(felt.checkpoints_due(), 1);
    assert_eq!(felt.checkpoints_due(), 0, "nothing new since");
    let first = stored(&db, id).unwrap();
    busts(&felt, id, 13..=45);
    assert_eq!(felt.checkpoints_due(), 1);
    let second = stored(&db, id).unwrap();
    assert!(second > first, "{second} after {first}");
    assert_eq!(
        second + 1,
        felt.event_view(id).unwrap().seq,
        "its seal is the log's next record"
    );
    drop(felt);
    let felt = open(&db);
    assert_eq!(felt.opened_from_checkpoint(id).unwrap(), Some(second));
}

/// `felt log verify` folds the log to the checkpoint's position and compares: a sealed
/// checkpoint equals the log folded to it.
#[test]
fn verifying_the_log_checks_its_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let felt = open(&db);
    let id = a_night(&felt);
    let at = felt.checkpoint(id).unwrap().unwrap();
    let report = felt.verify_log(id).unwrap();
    assert!(report.intact);
    assert!(
        report.text.ends_with(&format!(
            "The checkpoint at record #{at} is sealed in the log and equals the log folded to it."
        )),
        "{}",
        report.text
    );
    assert_eq!(stored(&db, id), Some(at));
}

/// The interval counts an event's own records, not the positions other events share with
/// it: two events logging side by side are each checkpointed after their own 30.
#[test]
fn the_interval_counts_each_events_own_records() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let felt = open(&db);
    felt.set_checkpoint_every(30);
    let (a, b) = (new_event(&felt), new_event(&felt));
    // 20 each, side by side: 40 positions, but 20 records of each event's own.
    for i in 1..=20 {
        register(&felt, a, i);
        register(&felt, b, i);
    }
    assert_eq!(felt.checkpoints_due(), 0);
    for i in 21..=35 {
        register(&felt, a, i);
    }
    assert_eq!(felt.checkpoints_due(), 1);
    assert!(stored(&db, a).is_some());
    assert_eq!(stored(&db, b), None);
}

/// The log position of event `id`'s stored checkpoint, if it has one.
fn stored(db: &Path, id: i64) -> Option<u64> {
    Connection::open(db)
        .unwrap()
        .query_row(
            "SELECT seq FROM checkpoints WHERE event_id = ?1",
            [id],
            |r| r.get::<_, i64>(0),
        )
        .ok()
        .map(|s| s as u64)
}
