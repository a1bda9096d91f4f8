//! The `felt` command-line tool: exit codes, messages, `--json` shapes.

use crate::support;
use support::felt;

#[test]
fn structure_check_prints_file_line_column_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("typo.toml");
    std::fs::write(
        &bad,
        "name = \"T\"\nstarting_stack = 1000\ntable_size = 9\n[[games]]\nid = \"nlh\"\nname = \"NLH\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n[[levels]]\nstakes = \"10/20\"\nant = 5\n",
    )
    .unwrap();
    let good = "structures/example-nlhe-bba.toml";
    let (code, out, err) = felt(&["structure", "check", good, bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "structures/example-nlhe-bba.toml: ok (19 levels, 0 warnings)\n"
    );
    let first = err.lines().next().unwrap();
    assert!(
        first.starts_with(&format!(
            "{}:11:1: error: unknown field `ant`, expected one of",
            bad.display()
        )),
        "{err}"
    );
    assert!(
        err.ends_with("felt: 1 of 2 structure files have errors\n"),
        "{err}"
    );
}

#[test]
fn structure_show_json_has_the_derived_stakes() {
    let (code, out, err) = felt(&[
        "structure",
        "show",
        "structures/example-mixed-limit.toml",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let p = &v["periods"];
    assert_eq!(p[0]["game"], "lhe");
    assert_eq!(
        p[0]["stakes"],
        serde_json::json!({"kind": "limit", "small_blind": 50, "big_blind": 100, "small_bet": 100, "big_bet": 200})
    );
    assert_eq!(p[1]["stakes"]["kind"], "stud-limit");
    assert_eq!(p[1]["stakes"]["bring_in"], 25);
    assert_eq!(p[2]["game"], "27td");
}

#[test]
fn events_and_the_clock_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let (code, out, err) = felt(&[
        "event",
        "create",
        "structures/example-plo-lammers.toml",
        "--db",
        db,
    ]);
    assert_eq!(code, 0, "{err}");
    let id = out.trim().to_string();
    assert_eq!(id, "1");

    // Refusals go to stderr with a non-zero exit.
    let (code, _, err) = felt(&["clock", "pause", &id, "--db", db]);
    assert_eq!(
        (code, err.as_str()),
        (
            1,
            "felt: the clock is already paused (level 1, 20:00 left)\n"
        )
    );
    let (code, _, err) = felt(&["clock", "start", "9", "--db", db]);
    assert_eq!(
        (code, err.as_str()),
        (1, "felt: there is no event #9 in this database\n")
    );

    for (args, printed) in [
        (vec!["clock", "start"], "Started the clock (level 1)"),
        (vec!["clock", "next"], "Moved on to level 2"),
        (vec!["clock", "add", "-300"], "Took 5:00 off level 2"),
        (vec!["clock", "pause"], "Paused at level 2 with 15:00 left"),
        (vec!["clock", "prev"], "Went back to level 1"),
        // Undo and redo once printed the newest action, not the one undone or redone.
        (vec!["undo"], "Undid: Went back to level 1"),
        (vec!["redo"], "Redid: Went back to level 1"),
        (vec!["undo"], "Undid: Went back to level 1"),
    ] {
        let mut full: Vec<&str> = args.clone();
        full.push(&id);
        if args[0] == "clock" && args[1] == "add" {
            full = vec!["clock", "add", &id, args[2]];
        }
        full.extend(["--db", db]);
        let (code, out, err) = felt(&full);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.starts_with(printed), "{args:?} printed {out:?}");
    }
    let (code, out, _) = felt(&["clock", "show", &id, "--json", "--db", db]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["level"], 2);
    assert_eq!(v["status"], "paused");
    assert!(
        (v["remaining_ms"].as_i64().unwrap() - 15 * 60_000).abs() < 5_000,
        "{v}"
    );
    assert_eq!(v["current"]["text"], "Blinds 50/100");
    assert_eq!(v["next"]["stakes"]["text"], "Blinds 75/150");
    assert_eq!(
        v["notices"][0],
        "Lammers must be redeemed by the end of level 12."
    );

    // Three entries of $150 with a $15 fee make a $405 prize pool.
    assert_eq!(v["prize_pool"], 0);
    let (code, _, err) = felt(&["count", &id, "entries", "3", "--db", db]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = felt(&["clock", "show", &id, "--json", "--db", db]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["prize_pool"].as_u64(), v["currency"].as_str()),
        (Some(40_500), Some("USD"))
    );
    assert_eq!(v["average_stack"], 10_000);
    // Standard 15% pays one place up to six entries: all of it to the winner.
    assert_eq!(v["payouts"]["paid"], 1);
    assert_eq!(
        (
            &v["payouts"]["rows"][0]["label"],
            &v["payouts"]["rows"][0]["amount"]
        ),
        (&serde_json::json!("1st"), &serde_json::json!(40_500))
    );
    assert_eq!(v["payouts"]["rows"].as_array().map(Vec::len), Some(1));
    assert_eq!(v["payouts"]["bubble"], false);
    assert_eq!(v["payouts"]["basis"], "Standard 15%, row for 1-6 entries");

    let (code, out, _) = felt(&["clock", "show", &id, "--db", db]);
    assert_eq!(code, 0);
    assert!(out.contains("Level 2 — Pot-Limit Omaha — paused"), "{out}");
    assert!(
        out.contains("Payouts: 1 paid (Standard 15%, row for 1-6 entries)"),
        "{out}"
    );
    let (_, out, _) = felt(&["event", "list", "--json", "--db", db]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["events"][0]["name"],
        "Example: Pot-Limit Omaha with Lammers"
    );
    assert_eq!(v["events"][0]["number"], 2);
}

/// A structure file that is not UTF-8 is refused with where its first bad byte is: file,
/// line, column and byte offset, by `structure check` and `event create` alike.
#[test]
fn a_file_that_is_not_utf8_says_where_its_first_bad_byte_is() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("latin1.toml");
    std::fs::write(&file, b"name = \"ok\"\nstarting_stack = 1\n# caf\xe9\n").unwrap();
    let path = file.to_str().unwrap();
    let db = dir.path().join("felt.db");
    for args in [
        vec!["structure", "check", path],
        vec!["event", "create", path, "--db", db.to_str().unwrap()],
    ] {
        let (code, _, err) = felt(&args);
        assert_ne!(code, 0, "{args:?}");
        assert!(
            err.contains(&format!("{path}:3:6: byte 36 (0xe9) is not UTF-8 text")),
            "{args:?}: {err}"
        );
    }
}
