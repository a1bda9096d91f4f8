//! `felt ante` and `felt chip-race`, run as a floor person would.

use std::process::Command;

/// Runs `felt` with `args`; (success, stdout, stderr).
fn felt(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .output()
        .expect("felt runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(args: &[&str]) -> serde_json::Value {
    let (ok, stdout, stderr) = felt(args);
    assert!(ok, "{args:?} failed: {stderr}");
    serde_json::from_str(&stdout).expect("valid JSON")
}

#[test]
fn ante_prints_what_the_big_blind_posts() {
    let cases: [(&[&str], (u64, u64)); 7] = [
        // TDA 2024 without --ante takes the big blind; BARGE 2020 at a six-handed table
        // antes the small blind.
        (
            &[
                "--rule",
                "tda-2024",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--players",
                "9",
                "--stack",
                "18000",
            ],
            (8_000, 10_000),
        ),
        (
            &[
                "--rule",
                "barge-2020",
                "--table-size",
                "6",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--players",
                "6",
                "--stack",
                "18000",
            ],
            (5_000, 10_000),
        ),
        (
            &[
                "--rule",
                "barge-2020",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--players",
                "9",
                "--stack",
                "18000",
            ],
            (10_000, 8_000),
        ),
        (
            &[
                "--rule",
                "barge-2020",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--players",
                "9",
                "--stack",
                "8000",
            ],
            (8_000, 0),
        ),
        (
            &[
                "--rule",
                "tda-2024",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--ante",
                "10000",
                "--players",
                "9",
                "--stack",
                "18000",
            ],
            (8_000, 10_000),
        ),
        (
            &[
                "--rule",
                "barge-2024",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--players",
                "4",
                "--stack",
                "50000",
            ],
            (5_000, 10_000),
        ),
        (
            &[
                "--rule",
                "barge-2024",
                "--small-blind",
                "5000",
                "--big-blind",
                "10000",
                "--players",
                "5",
                "--stack",
                "50000",
            ],
            (10_000, 10_000),
        ),
    ];
    for (args, (ante, blind)) in cases {
        let mut all = vec!["ante", "--json"];
        all.extend_from_slice(args);
        // The whole calculation, as `GET /api/ante` answers (tests/calculators_every_door.rs).
        let v = json(&all);
        assert_eq!(
            (&v["ante"], &v["blind"]),
            (&serde_json::json!(ante), &serde_json::json!(blind)),
            "{args:?}"
        );
    }
    let (ok, text, _) = felt(&[
        "ante",
        "--rule",
        "barge-2020",
        "--small-blind",
        "5000",
        "--big-blind",
        "10000",
        "--players",
        "9",
        "--stack",
        "18000",
    ]);
    assert!(ok);
    assert!(
        text.contains("10000 to the ante and 8000 to the blind"),
        "{text}"
    );
}

#[test]
fn ante_errors_go_to_stderr() {
    let cases: [(&[&str], &str); 2] = [
        (
            &[
                "--rule",
                "barge-2020",
                "--small-blind",
                "5",
                "--big-blind",
                "10",
                "--players",
                "1",
                "--stack",
                "80",
            ],
            "at least 2 players",
        ),
        (
            &[
                "--rule",
                "house",
                "--small-blind",
                "5",
                "--big-blind",
                "10",
                "--players",
                "9",
                "--stack",
                "80",
            ],
            "house",
        ),
    ];
    for (args, message) in cases {
        let mut all = vec!["ante"];
        all.extend_from_slice(args);
        let (ok, stdout, stderr) = felt(&all);
        assert!(!ok && stdout.is_empty(), "{args:?}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn chip_race_with_entered_cards() {
    let v = json(&[
        "chip-race",
        "--remove",
        "25",
        "--next",
        "100",
        "--counts",
        "7,2,0,5,1",
        "--others",
        "3,3,3,3,0",
        "--cards",
        "2c,3d,Kh,As,4c,Ks,Kd",
        "--json",
    ]);
    let seats: Vec<(u64, u64, u64, usize)> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["seat"].as_u64().unwrap(),
                s["exchanged"].as_u64().unwrap(),
                s["raced"].as_u64().unwrap(),
                s["cards"].as_array().unwrap().len(),
            )
        })
        .collect();
    assert_eq!(
        seats,
        [
            (1, 1, 0, 3),
            (2, 0, 1, 2),
            (3, 0, 0, 0),
            (4, 1, 1, 1),
            (5, 0, 0, 1)
        ]
    );
    assert_eq!(v["seats"][4]["race_out_chip"], true);
    assert_eq!(v["seats"][1]["cards"], serde_json::json!(["As", "4c"]));
    assert_eq!(v["seed"], serde_json::Value::Null);
    let round = json(&[
        "chip-race",
        "--remove",
        "25",
        "--next",
        "100",
        "--counts",
        "7,2",
        "--variant",
        "round",
        "--json",
    ]);
    assert_eq!(round["seats"][0]["raced"], 1);
    assert_eq!(round["seats"][1]["raced"], 1);
}

#[test]
fn chip_race_seeded_deal_replays_and_records_the_seed() {
    let args = [
        "chip-race",
        "--remove",
        "100",
        "--next",
        "500",
        "--counts",
        "3,4,1,9",
        "--seed",
        "2024",
        "--json",
    ];
    let a = json(&args);
    assert_eq!(a, json(&args));
    assert_eq!(a["seed"], 2024);
    let cards: usize = a["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["cards"].as_array().unwrap().len())
        .sum();
    assert_eq!(cards, 3 + 4 + 1 + 4);
    let (ok, text, _) = felt(&[
        "chip-race",
        "--remove",
        "100",
        "--next",
        "500",
        "--counts",
        "3,4",
    ]);
    assert!(ok && text.contains("seed "), "{text}");
}

#[test]
fn chip_race_errors_name_seat_and_card() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["--counts", "3,0,2", "--cards", "As,Ks,Qs,Js,Ks"],
            "seat 3: Ks was already dealt to seat 1",
        ),
        (
            &["--counts", "3,0,2", "--cards", "As,Ks,Qs,Zz,Ts"],
            "seat 3: `Zz` is not a card",
        ),
        (
            &["--counts", "3,0,2", "--cards", "As"],
            "the race needs 5 cards (seat 1: 3, seat 3: 2), 1 were entered",
        ),
        (
            &["--counts", "3,2", "--others", "1"],
            "--others lists 1 seat but --counts lists 2",
        ),
    ];
    for (args, message) in cases {
        let mut all = vec!["chip-race", "--remove", "25", "--next", "100"];
        all.extend_from_slice(args);
        let (ok, _, stderr) = felt(&all);
        assert!(!ok, "{args:?}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

/// Counts whose value overflowed once gave `value_after: 0` (or panicked); every input
/// beyond Felt's limits is refused in words naming the field and the limit.
#[test]
fn calculators_refuse_chips_beyond_their_limits() {
    const MAX: &str = "18446744073709551615";
    let two_max = format!("{MAX},{MAX}");
    let race = ["chip-race", "--remove", "25", "--next", "100"];
    let ante = [
        "ante",
        "--rule",
        "barge-2024",
        "--small-blind",
        "5",
        "--big-blind",
        "10",
    ];
    let cases: [(Vec<&str>, &str); 6] = [
        (
            [&race[..], &["--counts", &two_max]].concat(),
            "counts 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
        (
            [&race[..], &["--counts", "360287970189639,360287970189639"]].concat(),
            "the removed chips (counts times remove) add up to 18,014,398,509,481,950 chips, \
             more than Felt's limit of 9,007,199,254,740,991",
        ),
        (
            [&race[..], &["--counts", "1,1,1,1,1,1,1,1,1,1,1,1,1"]].concat(),
            "counts lists 13 seats, more than Felt's limit of 12",
        ),
        (
            ["chip-race", "--remove", "1", "--next", MAX, "--counts", "1"].to_vec(),
            "next 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
        (
            [&ante[..], &["--players", "13", "--stack", "80"]].concat(),
            "players 13 is more than Felt's limit of 12 players at a table",
        ),
        (
            [&ante[..], &["--players", "9", "--stack", MAX]].concat(),
            "stack 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
    ];
    for (args, message) in cases {
        let (ok, stdout, stderr) = felt(&args);
        assert!(!ok && stdout.is_empty(), "{args:?}: {stdout}");
        assert_eq!(stderr.trim_end(), format!("felt: {message}"), "{args:?}");
    }
}
