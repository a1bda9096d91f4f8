//! The log's hash chain on a real database file: `felt log verify` walks an event's
//! records, an export checks the same on another machine, and every kind of hand edit to
//! the database or the export is named by its first record that no longer fits. The results
//! sheet prints the last hash; a database from before the chain is chained when it is
//! upgraded.

use crate::poppler;
use crate::support;
use support::{Scenario, felt};

fn ok(args: &[&str]) -> String {
    let (code, out, err) = felt(args);
    assert_eq!(code, 0, "felt {args:?} failed: {err}");
    out
}

/// (exit code, stdout + stderr) of `felt log verify ...`.
fn verify(args: &[&str]) -> (i32, String) {
    let mut all = vec!["log", "verify"];
    all.extend_from_slice(args);
    let (code, out, err) = felt(&all);
    (code, format!("{out}{err}"))
}

fn last_hash(text: &str) -> String {
    text.lines()
        .find_map(|l| l.strip_prefix("Last hash: "))
        .unwrap_or_else(|| panic!("no last hash in {text}"))
        .trim()
        .to_string()
}

/// An event with a few actions; returns (dir, db path, event id).
fn event() -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let event = Scenario::at_terminal(&db_path, "structures/example-nlhe-bba.toml");
    event.numbered("Player ", 6).draw(7).bust(6, None);
    let (db, id) = (db_path.display().to_string(), event.id_arg());
    (dir, db, id)
}

fn sql(db: &str, statement: &str) {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.execute_batch(statement).unwrap();
}

fn seqs(db: &str) -> Vec<i64> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn.prepare("SELECT seq FROM log ORDER BY seq").unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn an_untouched_log_verifies_from_the_database_and_from_either_export() {
    let (dir, db, id) = event();
    let (code, out) = verify(&[&id, "--db", &db]);
    assert_eq!(code, 0, "{out}");
    let n = seqs(&db).len();
    assert!(
        out.contains(&format!("All {n} records fit the chain")),
        "{out}"
    );
    let hash = last_hash(&out);
    assert_eq!(hash.len(), 64);
    // The JSON lines export and the event export check the same, with the same last hash.
    let lines = dir.path().join("log.jsonl");
    ok(&[
        "log",
        "export",
        &id,
        "-o",
        lines.to_str().unwrap(),
        "--db",
        &db,
    ]);
    let whole = dir.path().join("event.json");
    ok(&[
        "event",
        "export",
        &id,
        "-o",
        whole.to_str().unwrap(),
        "--db",
        &db,
    ]);
    for file in [&lines, &whole] {
        let (code, out) = verify(&["--file", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}");
        assert_eq!(last_hash(&out), hash, "{}", file.display());
    }
    // The HTTP API's JSON says the same (through the CLI's --json).
    let json = ok(&["log", "verify", &id, "--json", "--db", &db]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["intact"], true);
    assert_eq!(v["last_hash"], hash.as_str());
    // A new action moves the last hash on and the chain still holds.
    ok(&["player", "bust", &id, "5", "--db", &db]);
    let (code, out) = verify(&[&id, "--db", &db]);
    assert_eq!(code, 0, "{out}");
    assert_ne!(last_hash(&out), hash);
    // The results sheet carries the last hash.
    let pdf = dir.path().join("results.pdf");
    ok(&["results", &id, "--pdf", pdf.to_str().unwrap(), "--db", &db]);
    if let Some(text) = poppler::raw_text(&std::fs::read(&pdf).unwrap()) {
        let flat: String = text.split_whitespace().collect();
        assert!(flat.contains(&last_hash(&out)), "{text}");
    }
}

#[test]
fn a_hand_edit_to_the_database_is_named_by_its_first_record_that_does_not_fit() {
    // (what was done, the SQL, the position of the first record that does not fit, and
    // its index among the records before the edit)
    type Case = (&'static str, fn(&[i64]) -> String, usize, usize);
    let cases: [Case; 4] = [
        (
            "a registration's name changed",
            |s| {
                format!(
                    "UPDATE log SET record = replace(record, 'Player 3', 'Player X') WHERE seq = {}",
                    s[3]
                )
            },
            4,
            3,
        ),
        (
            // The record after the gap no longer fits.
            "a record deleted",
            |s| format!("DELETE FROM log WHERE seq = {}", s[2]),
            3,
            3,
        ),
        (
            "a record's time moved",
            |s| format!("UPDATE log SET at_ms = at_ms + 60000 WHERE seq = {}", s[5]),
            6,
            5,
        ),
        (
            "a record's hash recomputed by hand to a wrong value",
            |s| {
                format!(
                    "UPDATE log SET hash = 'feed' || substr(hash, 5) WHERE seq = {}",
                    s[1]
                )
            },
            2,
            1,
        ),
    ];
    for (what, statement, position, index) in cases {
        let (_dir, db, id) = event();
        let s = seqs(&db);
        sql(&db, &statement(&s));
        let (code, out) = verify(&[&id, "--db", &db]);
        assert_eq!(code, 1, "{what}: {out}");
        let ordinal = felt_core::words::ordinal(position as u64);
        assert!(
            out.contains(&format!("Record #{} ({ordinal} of", s[index]))
                && out.contains("does not fit the chain"),
            "{what}: {out}"
        );
        assert!(
            out.contains("the log's hash chain is broken"),
            "{what}: {out}"
        );
    }
}

#[test]
fn an_edited_export_fails_on_another_machine() {
    let (dir, db, id) = event();
    let lines = dir.path().join("log.jsonl");
    ok(&[
        "log",
        "export",
        &id,
        "-o",
        lines.to_str().unwrap(),
        "--db",
        &db,
    ]);
    let text = std::fs::read_to_string(&lines).unwrap();
    let edited = text.replacen("Player 2", "Player Z", 1);
    assert_ne!(edited, text);
    std::fs::write(&lines, edited).unwrap();
    let (code, out) = verify(&["--file", lines.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("does not fit the chain"), "{out}");
}

#[test]
fn a_database_from_before_the_chain_is_chained_when_it_is_upgraded() {
    let (_dir, db, id) = event();
    // As an older Felt left it: no hashes, schema 6.
    sql(
        &db,
        "DROP INDEX log_sent_by; ALTER TABLE log DROP COLUMN sent_by; DROP TABLE reports; DROP TABLE slides; \
         DROP TABLE night_log; DROP TABLE nights; DROP TABLE series_events; DROP TABLE series; \
         DROP TABLE player_names; DROP TABLE players; \
         CREATE TABLE people (key TEXT PRIMARY KEY, name TEXT NOT NULL, number TEXT, \
            events INTEGER NOT NULL, last_event INTEGER NOT NULL, last_seen_ms INTEGER NOT NULL); \
         ALTER TABLE log DROP COLUMN hash; DROP TABLE checkpoints; PRAGMA user_version = 6;",
    );
    let (code, out) = verify(&[&id, "--db", &db]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("records fit the chain"), "{out}");
    // From then on each new record is chained to those.
    ok(&["player", "bust", &id, "5", "--db", &db]);
    let (code, out) = verify(&[&id, "--db", &db]);
    assert_eq!(code, 0, "{out}");
}
