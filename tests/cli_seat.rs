//! `felt seat` end to end: the built binary, its JSON, and replay by seed (issue 5).

use std::collections::BTreeSet;
use std::process::Command;

fn seat(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .arg("seat")
        .args(args)
        .output()
        .expect("run felt");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn json(args: &[&str]) -> serde_json::Value {
    let (ok, stdout, stderr) = seat(args);
    assert!(ok, "felt seat {args:?} failed: {stderr}");
    serde_json::from_str(&stdout).expect("valid JSON")
}

/// (table sizes, all players seen once) of a chart.
fn shape(v: &serde_json::Value) -> (Vec<usize>, BTreeSet<u64>) {
    let mut sizes = Vec::new();
    let mut players = BTreeSet::new();
    for t in v["tables"].as_array().expect("tables") {
        let seats = t["seats"].as_array().expect("seats");
        sizes.push(seats.len());
        for s in seats {
            assert!(
                players.insert(s["player"].as_u64().expect("player")),
                "player twice in {v}"
            );
        }
    }
    (sizes, players)
}

#[test]
fn draws_are_even_complete_and_replayable() {
    // (args, expected table sizes, largest first)
    let cases: &[(&[&str], &[usize])] = &[
        (
            &["--players", "20", "--seats", "9", "--seed", "7", "--json"],
            &[7, 7, 6],
        ),
        (
            &[
                "--players",
                "75",
                "--seats",
                "9",
                "--seed",
                "1",
                "--json",
                "--shootout",
            ],
            &[9, 9, 9, 8, 8, 8, 8, 8, 8],
        ),
        (
            &["--players", "9", "--seats", "9", "--seed", "3", "--json"],
            &[9],
        ),
    ];
    for (args, sizes) in cases {
        let v = json(args);
        let (got, players) = shape(&v);
        let mut got_sorted = got.clone();
        got_sorted.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(&got_sorted, sizes, "{args:?}");
        let n: u64 = args[1].parse().unwrap();
        assert_eq!(players, (1..=n).collect(), "{args:?}");
        assert_eq!(json(args), v, "same seed, same draw: {args:?}");
    }
}

#[test]
fn seed_is_printed_when_not_given_and_replays() {
    let v = json(&["--players", "30", "--seats", "8", "--json"]);
    let seed = v["seed"].as_u64().expect("seed printed").to_string();
    let again = json(&["--players", "30", "--seats", "8", "--json", "--seed", &seed]);
    assert_eq!(again, v);
    let other = json(&[
        "--players",
        "30",
        "--seats",
        "8",
        "--json",
        "--seed",
        "12345",
    ]);
    assert_ne!(other["tables"], v["tables"]);
}

#[test]
fn bad_input_fails_with_a_message() {
    let (ok, _, stderr) = seat(&["--players", "10", "--seats", "1"]);
    assert!(!ok);
    assert!(stderr.contains("table 1 cannot have 1 seats"), "{stderr}");
    let (ok, stdout, _) = seat(&["--players", "10", "--seats", "6", "--seed", "2"]);
    assert!(ok);
    assert!(
        stdout.contains("seed 2") && stdout.contains("Table   2"),
        "{stdout}"
    );
}
