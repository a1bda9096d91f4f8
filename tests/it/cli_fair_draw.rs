//! The fair draw from a terminal, on a real database file: `felt tables commit` keeps a
//! secret out of the log and shows its commitment on the clock, the draw reveals it, and
//! `felt tables verify` deals the draw again from the log; a draw record edited in the
//! database is named.

use crate::support;
use support::{Scenario, felt};

fn ok(args: &[&str]) -> String {
    let (code, out, err) = felt(args);
    assert_eq!(code, 0, "felt {args:?} failed: {err}");
    out
}

#[test]
fn a_committed_draw_verifies_and_an_edited_one_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let event = Scenario::at_terminal(&db_path, "structures/example-nlhe-bba.toml");
    event.numbered("Player ", 12);
    let (db, id) = (db_path.display().to_string(), event.id_arg());
    ok(&["tables", "commit", &id, "--db", &db]);
    // The clock's notices (every display) show the commitment before the draw.
    let clock = ok(&["clock", "show", &id, "--db", &db]);
    assert!(clock.contains("The seat draw is committed to "), "{clock}");
    let before = ok(&["tables", "verify", &id, "--json", "--db", &db]);
    let v: serde_json::Value = serde_json::from_str(&before).unwrap();
    let commitment = v["commitment"].as_str().unwrap().to_string();
    assert!(clock.contains(&commitment[..12]), "{clock}");
    // The secret is not in the log before the draw.
    let log = ok(&["log", "export", &id, "--db", &db]);
    assert!(log.contains(&commitment));
    // A seed of the desk's own is refused under a commitment.
    let (code, _, err) = felt(&["tables", "draw", &id, "--seed", "5", "--db", &db]);
    assert_eq!(code, 1);
    assert!(err.contains("is not the committed secret's seed"), "{err}");
    ok(&["tables", "draw", &id, "--db", &db]);
    let (code, out, err) = felt(&["tables", "verify", &id, "--db", &db]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("The draw shown is the draw its seed gives: all 12 seats")
            && out.contains(&format!("gives the commitment {}", &commitment[..12])),
        "{out}"
    );
    // Swap two seats in the recorded draw by hand: the check names it.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let (seq, text): (i64, String) = conn
        .query_row(
            "SELECT seq, record FROM log WHERE record LIKE '%seats_drawn%'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let mut rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let seats = rec
        .pointer("/event/change/seats")
        .and_then(|s| s.as_array())
        .unwrap_or_else(|| panic!("no seats in {text}"))
        .clone();
    let mut swapped = seats.clone();
    let (a, b) = (seats[0]["at"].clone(), seats[1]["at"].clone());
    swapped[0]["at"] = b;
    swapped[1]["at"] = a;
    *rec.pointer_mut("/event/change/seats").unwrap() = serde_json::Value::Array(swapped);
    conn.execute(
        "UPDATE log SET record = ?2 WHERE seq = ?1",
        rusqlite::params![seq, rec.to_string()],
    )
    .unwrap();
    drop(conn);
    let (code, out, err) = felt(&["tables", "verify", &id, "--db", &db]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("2 of 12 players sit elsewhere"), "{out}");
    assert!(
        err.contains("the draw shown is not the draw its seed gives"),
        "{err}"
    );
}
