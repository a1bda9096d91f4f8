//! `felt payouts`, `felt icm` and `felt chop` run as a TD would run them: the built binary,
//! its JSON shapes, its text tables and its errors.

use serde_json::Value;
use std::process::Command;

fn felt(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .output()
        .expect("run felt");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(args: &[&str]) -> Value {
    let (ok, stdout, stderr) = felt(args);
    assert!(ok, "felt {args:?} failed: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect()
}

fn place_amounts(v: &Value) -> Vec<(u64, u64)> {
    v["places"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["place"].as_u64().unwrap(), p["amount"].as_u64().unwrap()))
        .collect()
}

#[test]
fn payouts_from_a_table_as_json() {
    let v = json(&[
        "payouts",
        "--entries",
        "25",
        "--pool",
        "30035",
        "--table",
        "barge-2025",
        "--increment",
        "5",
        "--json",
    ]);
    assert_eq!(
        place_amounts(&v),
        vec![(1, 10_815), (2, 7_210), (3, 5_110), (4, 3_900), (5, 3_000)]
    );
    assert_eq!(v["basis"]["method"], "table");
}

#[test]
fn payouts_from_the_curve_as_json() {
    let v = json(&[
        "payouts",
        "--entries",
        "10000",
        "--pool",
        "95000000",
        "--curve",
        "--increment",
        "500",
        "--json",
    ]);
    let places = place_amounts(&v);
    assert_eq!(places.len(), 1_500);
    assert_eq!(places.iter().map(|p| p.1).sum::<u64>(), 95_000_000);
    assert!(
        places
            .windows(2)
            .all(|w| w[0].1 >= w[1].1 && w[1].0 == w[0].0 + 1)
    );
    let v = json(&[
        "payouts",
        "--entries",
        "100",
        "--pool",
        "1000000",
        "--curve",
        "--paid",
        "12",
        "--top-share",
        "0.3",
        "--min-cash",
        "20000",
        "--json",
    ]);
    let places = place_amounts(&v);
    assert_eq!(places.len(), 12);
    // The ideal top prize, give or take what rounding to the curve's default step (1.00
    // for this pool) hands out from the top.
    assert!((299_900..=300_100).contains(&places[0].1), "{places:?}");
    assert!(places.iter().all(|p| p.1 % 100 == 0), "{places:?}");
    assert_eq!(places[11].1, 20_000);
}

#[test]
fn payouts_text_table_and_satellite() {
    let (ok, out, _) = felt(&["payouts", "--entries", "30", "--pool", "300000"]);
    assert!(ok);
    assert!(
        out.contains("BARGE unified payouts (2025), row for 25-35 entries"),
        "{out}"
    );
    assert!(out.contains("     1         108,000  36.00%"), "{out}");
    assert!(out.contains(" Total         300,000"), "{out}");
    // One seat is one seat, and every amount is written as the other doors write it.
    let (ok, out, _) = felt(&[
        "payouts",
        "--entries",
        "4",
        "--pool",
        "40000",
        "--seat-value",
        "30000",
    ]);
    assert!(ok);
    assert!(out.contains("Satellite: 1 seat worth 30,000 each"), "{out}");
    assert!(out.contains("     1          30,000"), "{out}");
    assert!(out.contains("     2          10,000"), "{out}");
    let v = json(&[
        "payouts",
        "--entries",
        "40",
        "--pool",
        "3450",
        "--seat-value",
        "1000",
        "--seat-event",
        "Main Event",
        "--json",
    ]);
    assert_eq!(
        place_amounts(&v),
        vec![(1, 1000), (2, 1000), (3, 1000), (4, 450)]
    );
    assert_eq!(v["places"][0]["seat"], "Main Event");
    assert!(v["places"][3].get("seat").is_none());
}

#[test]
fn payouts_from_a_td_table_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("house.toml");
    std::fs::write(&path, "title = \"House\"\nincrement = 100\n[[row]]\nentries = [2, 50]\nshares_bp = [7000, 3000]\n").unwrap();
    let v = json(&[
        "payouts",
        "--entries",
        "20",
        "--pool",
        "20050",
        "--table-file",
        path.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(place_amounts(&v), vec![(1, 14_050), (2, 6_000)]);
    std::fs::write(
        &path,
        "title = \"House\"\n[[row]]\nentries = [2, 50]\nshares_bp = [7000, 2000]\n",
    )
    .unwrap();
    let (ok, _, err) = felt(&[
        "payouts",
        "--entries",
        "20",
        "--pool",
        "100",
        "--table-file",
        path.to_str().unwrap(),
    ]);
    assert!(!ok);
    assert!(
        err.contains("row for 2-50 entries: shares add up to 9000 basis points, not 10000"),
        "{err}"
    );
}

#[test]
fn icm_as_json_and_text() {
    let v = json(&[
        "icm",
        "--stacks",
        "50,30,20",
        "--prizes",
        "5000,3000,2000",
        "--json",
    ]);
    assert_eq!(numbers(&v["equities"]), vec![3_839, 3_275, 2_886]);
    assert_eq!(v["method"]["kind"], "icm_exact");
    let (ok, out, _) = felt(&["icm", "--stacks", "50,30,20", "--prizes", "5000,3000,2000"]);
    assert!(ok);
    assert!(out.contains("ICM (Malmuth-Harville), exact"), "{out}");
    assert!(
        out.contains("     1              50            3839"),
        "{out}"
    );
}

#[test]
fn icm_beyond_the_exact_limit_says_it_estimates() {
    let stacks: Vec<String> = (1..=30).map(|i| (i * 1000).to_string()).collect();
    let stacks = stacks.join(",");
    let args = [
        "icm",
        "--stacks",
        &stacks,
        "--prizes",
        "5000,3000,2000",
        "--seed",
        "9",
        "--samples",
        "20000",
        "--json",
    ];
    let v = json(&args);
    assert_eq!(numbers(&v["equities"]).iter().sum::<u64>(), 10_000);
    assert_eq!(v["method"]["kind"], "icm_monte_carlo");
    assert_eq!(v["method"]["seed"], 9);
    assert_eq!(v["method"]["error_99"].as_array().unwrap().len(), 30);
    // The same seed gives the same answer.
    assert_eq!(json(&args), v);
    let (_, out, _) = felt(&args[..args.len() - 1]);
    assert!(
        out.contains("Monte Carlo estimate: exact ICM stops at 24 players and this deal has 30"),
        "{out}"
    );
}

/// 5,000 players are far beyond exact ICM. The answer says where exact ICM stops and gives
/// the seeded estimate with its error, drawing no more than Felt's limit allows when no
/// sample count is given; a sample count beyond it is refused in words.
#[test]
fn icm_for_five_thousand_players_is_an_estimate_within_the_limit_of_draws() {
    let stacks: Vec<String> = (0..5000).map(|i| (1000 + i).to_string()).collect();
    let stacks = stacks.join(",");
    let (ok, out, err) = felt(&["icm", "--stacks", &stacks, "--prizes", "50000,30000,20000"]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with(
            "ICM (Malmuth-Harville), Monte Carlo estimate: exact ICM stops at 24 players and \
             this deal has 5,000; 4,000 samples, seed 1;"
        ),
        "{out}"
    );
    assert!(out.contains("99% within") && out.contains("±"), "{out}");
    let (ok, _, err) = felt(&[
        "icm",
        "--stacks",
        &stacks,
        "--prizes",
        "50000,30000,20000",
        "--samples",
        "500000",
    ]);
    assert!(!ok);
    assert_eq!(
        err.trim_end(),
        "felt: an ICM estimate of 500,000 samples for 5,000 players draws 2,500,000,000 times, \
         more than Felt's limit of 20,000,000: ask for at most 4,000 samples"
    );
}

/// Inputs that once made the money calculators panic, wrap, allocate without bound or run
/// for minutes: each is refused in words that name the field and the limit (`felt: ...`,
/// exit 1), well within a second.
#[test]
fn money_calculators_refuse_inputs_beyond_their_limits_in_words() {
    const MAX: &str = "18446744073709551615";
    const ENTRIES: &str = "entries 1000000000 is more than Felt's limit of 1,000,000 entries";
    const ORDER: &str = "prizes must be listed first place first, each no more than the one \
                         before: prize 2 (100) is more than prize 1 (50)";
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "payouts",
                "--entries",
                "1000000",
                "--pool",
                "1000000000000",
                "--seat-value",
                "1",
            ],
            "a pool of 1000000000000 pays 1,000,000,000,000 places (seats worth 1), more than the \
             1,000,000 entries",
        ),
        (
            &["payouts", "--entries", "100", "--pool", MAX, "--curve"],
            "pool 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 \
             minor units",
        ),
        (
            &["payouts", "--entries", "1000000000", "--pool", "1000"],
            ENTRIES,
        ),
        (
            &[
                "payouts",
                "--entries",
                "1000000000",
                "--pool",
                "1000000000000",
            ],
            ENTRIES,
        ),
        (
            &[
                "payouts",
                "--entries",
                "1000000000",
                "--pool",
                "1000000000000000",
                "--curve",
            ],
            ENTRIES,
        ),
        (
            &[
                "payouts",
                "--entries",
                "1000",
                "--pool",
                "100000",
                "--curve",
                "--paid",
                "1000000000",
            ],
            "paid 1000000000 is more than Felt's limit of 150,000 places paid",
        ),
        (
            &[
                "payouts",
                "--entries",
                "10",
                "--pool",
                "1000",
                "--increment",
                MAX,
            ],
            "increment 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 \
             minor units",
        ),
        (
            &[
                "payouts",
                "--entries",
                "10",
                "--pool",
                "1000",
                "--curve",
                "--min-cash",
                MAX,
            ],
            "min_cash 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 \
             minor units",
        ),
        (
            &["chop", "--stacks", "100,200", "--prizes", "50,100"],
            ORDER,
        ),
        (&["icm", "--stacks", "100,200", "--prizes", "50,100"], ORDER),
        (
            &[
                "chop",
                "--stacks",
                &format!("{MAX},{MAX}"),
                "--prizes",
                "100",
            ],
            "stacks add up to 36,893,488,147,419,103,230 chips, more than Felt's limit of \
             9,007,199,254,740,991",
        ),
        (
            &[
                "icm",
                "--stacks",
                "1,1",
                "--prizes",
                &format!("{MAX},{MAX}"),
            ],
            "prizes add up to 36,893,488,147,419,103,230 minor units, more than Felt's limit \
             of 9,007,199,254,740,991",
        ),
        (
            &[
                "chop",
                "--stacks",
                "10,5",
                "--prizes",
                "100",
                "--saver",
                &format!("2={MAX}"),
                "--saver",
                &format!("2={MAX}"),
            ],
            "savers of 36893488147419103230 are more than first place's 100",
        ),
    ];
    for (args, message) in cases {
        let started = std::time::Instant::now();
        let (ok, stdout, stderr) = felt(args);
        let took = started.elapsed();
        assert!(!ok, "{args:?} answered: {stdout}");
        assert_eq!(stderr.trim_end(), format!("felt: {message}"), "{args:?}");
        // Measured at a few milliseconds; the bound leaves room for a busy machine.
        assert!(took.as_secs_f64() < 2.0, "{args:?} took {took:?}");
    }
}

#[test]
fn chop_with_savers_and_an_amount_to_play_for() {
    let v = json(&[
        "chop",
        "--stacks",
        "60000,30000,10000",
        "--prizes",
        "5000,3000",
        "--json",
    ]);
    assert_eq!(numbers(&v["equities"]), vec![4_800, 2_400, 800]);
    let v = json(&[
        "chop",
        "--stacks",
        "60000,30000,10000",
        "--prizes",
        "5000,3000",
        "--saver",
        "3=500",
        "--play-for",
        "1000",
        "--json",
    ]);
    assert_eq!(numbers(&v["prizes_split"]), vec![3_500, 3_000, 500]);
    assert_eq!(numbers(&v["equities"]), vec![3_800, 2_150, 1_050]);
    assert_eq!(v["play_for"], 1_000);
    let (ok, _, err) = felt(&["chop", "--stacks", "10,0", "--prizes", "100"]);
    assert!(!ok);
    assert!(err.contains("player 2 has no chips"), "{err}");
    let (ok, _, err) = felt(&[
        "icm", "--stacks", "10,5", "--prizes", "100", "--saver", "3:10",
    ]);
    assert!(!ok);
    assert!(err.contains("expected PLACE=AMOUNT"), "{err}");
}
