//! `felt level ...` and `felt break ...`: a running event's structure changed from the
//! command line, in the same words as the console's recent actions, each undone with `felt
//! undo`; a bad level number is refused in words and changes nothing.

use std::process::Command;

/// Runs `felt` with `args` on `db`; (success, stdout, stderr).
fn felt(db: &str, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .args(["--db", db])
        .output()
        .expect("felt runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
        String::from_utf8_lossy(&out.stderr).trim().to_string(),
    )
}

fn ok(db: &str, args: &[&str]) -> String {
    let (success, out, err) = felt(db, args);
    assert!(success, "{args:?} failed: {err}");
    out
}

#[test]
fn the_structure_of_a_running_event_changes_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let id = ok(db, &["event", "create", "structures/example-nlhe-bba.toml"]);
    ok(db, &["clock", "start", &id]);
    // (arguments, the line printed)
    let cases: &[(&[&str], &str)] = &[
        (
            &["level", "minutes", &id, "1", "45"],
            "Level 1 now lasts 45 min",
        ),
        (
            &["level", "minutes", &id, "3", "25"],
            "Level 3 now lasts 25 min",
        ),
        (
            &["break", "now", &id, "15"],
            "Unscheduled break now: 15 min",
        ),
        (
            &[
                "level",
                "add",
                &id,
                "--stakes",
                "50000/100000",
                "--ante",
                "100000",
            ],
            "Added Level",
        ),
        (
            &["break", "add", &id, "20", "--before", "4"],
            "Added a 20 min break before Level 4",
        ),
        (
            &[
                "level", "edit", &id, "5", "--stakes", "600/1200", "--ante", "1200",
            ],
            "Changed Level 5 (No-Limit Hold'em, Blinds 600/1,200",
        ),
    ];
    for (args, printed) in cases {
        let out = ok(db, args);
        assert!(out.starts_with(printed), "{args:?} printed {out}");
    }
    let out = ok(db, &["undo", &id]);
    assert!(out.starts_with("Undid: Changed Level 5"), "{out}");
    // Back to the first change in one step, after `felt actions` names its number.
    let listed = ok(db, &["actions", &id]);
    let first = listed
        .lines()
        .find(|l| l.contains("Level 1 now lasts 45 min"))
        .unwrap_or_else(|| panic!("{listed}"));
    let seq = first[1..].split_whitespace().next().unwrap().to_string();
    let out = ok(db, &["undo", &id, "--to", &seq]);
    assert!(
        out.starts_with(&format!("Undid back to #{seq} (5 actions): ")),
        "{out}"
    );
    // The walk as the view says it: newest first back, this one last.
    assert!(
        out.trim_end().ends_with("Level 1 now lasts 45 min"),
        "{out}"
    );
    // The redo puts back the oldest first: up to #seq is that one alone.
    let out = ok(db, &["redo", &id, "--to", &seq]);
    assert_eq!(
        out,
        format!("Redid up to #{seq} (1 action): Level 1 now lasts 45 min")
    );
    let (success, _, err) = felt(db, &["undo", &id, "--to", "9999"]);
    assert!(!success);
    assert!(err.contains("action #9999 is not in effect"), "{err}");
    // Everything undone is redone again before the refusals below.
    let last = listed
        .lines()
        .find(|l| l.contains("Added a 20 min break"))
        .unwrap();
    let last_seq = last[1..].split_whitespace().next().unwrap().to_string();
    ok(db, &["redo", &id, "--to", &last_seq]);
    // A level that does not exist, and a level already played: refused in words.
    let (success, _, err) = felt(db, &["level", "minutes", &id, "99", "10"]);
    assert!(!success);
    assert!(
        err.contains("has no level 99 (its levels are 1 to"),
        "{err}"
    );
    // Past the break and the rest of level 1, level 1 has been played.
    ok(db, &["clock", "next", &id]);
    ok(db, &["clock", "next", &id]);
    let (success, _, err) = felt(db, &["level", "edit", &id, "1", "--stakes", "1/2"]);
    assert!(!success);
    assert!(err.contains("Level 1 has been played"), "{err}");
}
