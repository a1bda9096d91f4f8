//! `felt seat` end to end: the built binary, its JSON, and replay by seed.

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
    assert!(
        stderr.contains("table 1 cannot have 1 seat (2 to 12 allowed)"),
        "{stderr}"
    );
    let (ok, stdout, _) = seat(&["--players", "10", "--seats", "6", "--seed", "2"]);
    assert!(ok);
    assert!(
        stdout.contains("seed 2") && stdout.contains("Table   2"),
        "{stdout}"
    );
}

/// A draw for 100,000,000 players once ran for minutes and gigabytes; a draw beyond Felt's
/// limit of players is refused in words at once, one at the limit answers.
#[test]
fn a_draw_beyond_the_limit_of_players_is_refused_at_once() {
    let cases: [(&[&str], Result<usize, &str>); 4] = [
        (
            &["--players", "100000000", "--seats", "9"],
            Err("felt: players 100000000 is more than Felt's limit of 100,000 players"),
        ),
        (
            &["--players", "100001", "--seats", "9", "--shootout"],
            Err("felt: players 100001 is more than Felt's limit of 100,000 players"),
        ),
        (
            &["--players", "100000", "--seats", "9", "--seed", "1"],
            Ok(11_112),
        ),
        (
            &[
                "--players",
                "100000",
                "--seats",
                "9",
                "--seed",
                "1",
                "--shootout",
            ],
            Ok(11_112),
        ),
    ];
    for (args, expected) in cases {
        let started = std::time::Instant::now();
        let (ok, stdout, stderr) = seat(&[args, &["--json"]].concat());
        let took = started.elapsed();
        let got = match ok {
            true => Ok(
                serde_json::from_str::<serde_json::Value>(&stdout).unwrap()["tables"]
                    .as_array()
                    .unwrap()
                    .len(),
            ),
            false => Err(stderr.trim_end()),
        };
        assert_eq!(got, expected, "{args:?}");
        // Measured under a second in a debug build; room for a busy machine.
        assert!(took.as_secs_f64() < 5.0, "{args:?} took {took:?}");
    }
}
