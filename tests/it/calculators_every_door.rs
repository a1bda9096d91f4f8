//! One path per calculator, whatever the door: the same input through the CLI (`--json`)
//! and over HTTP gives the same answer, or the same refusal in the same words, so the CLI
//! cannot drift from the API with calculators of its own.

use crate::support;
use serde_json::{Value, json};
use support::{Server, felt, get, post};

/// How the same input is asked for over HTTP.
enum Http<'a> {
    Get(&'a str),
    Post(&'a str, Value),
}

/// The answer of a door: its JSON, or the refusal's message.
type Answer = Result<Value, String>;

fn by_cli(args: &[&str]) -> Answer {
    let (code, stdout, stderr) = felt(args);
    if code == 0 {
        Ok(serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}")))
    } else {
        let message = stderr.trim_end().strip_prefix("felt: ").unwrap_or(&stderr);
        Err(message.to_string())
    }
}

fn by_http(server: &Server, http: &Http) -> Answer {
    let (status, body) = match http {
        Http::Get(path) => get(&server.url(path)),
        Http::Post(path, body) => post(&server.url(path), Some(&server.token), body.clone()),
    };
    match status {
        200 => Ok(body),
        _ => Err(body["message"].as_str().unwrap_or_default().to_string()),
    }
}

/// Runs `cli` (with `--json`) and `http`; both must answer alike and as `expect` says.
fn check(server: &Server, cli: &[&str], http: Http, expect: impl Fn(&Answer)) {
    let mut args = cli.to_vec();
    args.push("--json");
    let (a, b) = (by_cli(&args), by_http(server, &http));
    assert_eq!(a, b, "{cli:?}");
    expect(&a);
}

fn ok(check: impl Fn(&Value)) -> impl Fn(&Answer) {
    move |a| check(a.as_ref().expect("an answer"))
}

fn refused(message: &'static str) -> impl Fn(&Answer) {
    move |a| assert_eq!(a.as_ref().map_err(String::as_str), Err(message))
}

#[test]
fn every_calculator_answers_alike_on_the_cli_and_over_http() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let s = &server;

    // The big blind ante.
    check(
        s,
        &[
            "ante",
            "--rule",
            "barge-2024",
            "--small-blind",
            "5000",
            "--big-blind",
            "10000",
            "--players",
            "4",
            "--stack",
            "12000",
        ],
        Http::Get(
            "/api/ante?rule=barge-2024&small_blind=5000&big_blind=10000&players=4&stack=12000",
        ),
        ok(|v| assert_eq!((&v["ante"], &v["blind"]), (&json!(2000), &json!(10000)))),
    );
    check(
        s,
        &[
            "ante",
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
        Http::Get("/api/ante?rule=barge-2020&small_blind=5&big_blind=10&players=1&stack=80"),
        refused("a table needs at least 2 players to deal a hand, found 1"),
    );

    // The chip race: cards entered, the app's deal from a seed, the round variant.
    let race =
        json!({"remove": 25, "next": 100, "counts": [7, 2, 0, 5, 1], "others": [3, 3, 3, 3, 0]});
    let with = |field: &str, value: Value| {
        let mut body = race.clone();
        body[field] = value;
        body
    };
    let race_args = [
        "chip-race",
        "--remove",
        "25",
        "--next",
        "100",
        "--counts",
        "7,2,0,5,1",
        "--others",
        "3,3,3,3,0",
    ];
    let cli = |more: &[&'static str]| [&race_args[..], more].concat();
    check(
        s,
        &cli(&["--cards", "2c 3c,4c 5c 6c As 7c"]),
        Http::Post(
            "/api/chip-race",
            with("cards", json!("2c 3c 4c 5c 6c As 7c")),
        ),
        ok(|v| {
            assert_eq!(v["seats"][3]["cards"], json!(["As"]));
            assert_eq!(v["seats"][4]["race_out_chip"], false);
            assert_eq!(v["seed"], Value::Null);
        }),
    );
    check(
        s,
        &cli(&["--seed", "2024"]),
        Http::Post("/api/chip-race", with("seed", json!(2024))),
        ok(|v| assert_eq!(v["seed"], 2024)),
    );
    check(
        s,
        &cli(&["--variant", "round"]),
        Http::Post("/api/chip-race", with("variant", json!("round"))),
        ok(|v| assert_eq!(v["seed"], Value::Null)),
    );
    check(
        s,
        &[
            "chip-race",
            "--remove",
            "25",
            "--next",
            "100",
            "--counts",
            "1,1",
            "--cards",
            "As,As",
        ],
        Http::Post(
            "/api/chip-race",
            json!({"remove": 25, "next": 100, "counts": [1, 1], "cards": ["As", "As"]}),
        ),
        refused("seat 2: As was already dealt to seat 1"),
    );

    // Payouts: a shipped table, the curve, satellite seats, a TD's own table.
    check(
        s,
        &[
            "payouts",
            "--entries",
            "25",
            "--pool",
            "30035",
            "--table",
            "barge-2025",
            "--increment",
            "5",
        ],
        Http::Post(
            "/api/payouts",
            json!({"entries": 25, "pool": 30035, "split": {"by": "table", "name": "barge-2025"}, "increment": 5}),
        ),
        ok(|v| assert_eq!(v["places"][0]["amount"], 10_815)),
    );
    check(
        s,
        &["payouts", "--entries", "30", "--pool", "300000"],
        Http::Post("/api/payouts", json!({"entries": 30, "pool": 300000})),
        ok(|v| assert_eq!(v["basis"]["method"], "table")),
    );
    check(
        s,
        &[
            "payouts",
            "--entries",
            "100",
            "--pool",
            "1000000",
            "--curve",
            "--paid",
            "12",
            "--min-cash",
            "20000",
        ],
        Http::Post(
            "/api/payouts",
            json!({"entries": 100, "pool": 1000000, "split": {"by": "curve", "paid": 12, "min_cash": 20000}}),
        ),
        ok(|v| assert_eq!(v["places"].as_array().unwrap().len(), 12)),
    );
    check(
        s,
        &[
            "payouts",
            "--entries",
            "40",
            "--pool",
            "3450",
            "--seat-value",
            "1000",
        ],
        Http::Post(
            "/api/payouts",
            json!({"entries": 40, "pool": 3450, "split": {"by": "satellite", "seat_value": 1000}}),
        ),
        ok(|v| assert_eq!(v["places"][0]["seat"], "target event")),
    );
    let house = "title = \"House\"\nincrement = 100\n[[row]]\nentries = [2, 50]\nshares_bp = [7000, 3000]\n";
    let house_file = dir.path().join("house.toml");
    std::fs::write(&house_file, house).unwrap();
    check(
        s,
        &[
            "payouts",
            "--entries",
            "20",
            "--pool",
            "20050",
            "--table-file",
            house_file.to_str().unwrap(),
        ],
        Http::Post(
            "/api/payouts",
            json!({"entries": 20, "pool": 20050, "split": {"by": "table_toml", "text": house}}),
        ),
        ok(|v| assert_eq!(v["places"][0]["amount"], 14_050)),
    );
    check(
        s,
        &["payouts", "--entries", "0", "--pool", "100"],
        Http::Post("/api/payouts", json!({"entries": 0, "pool": 100})),
        refused("an event needs at least one entry to pay out"),
    );

    // Deals: exact ICM, the Monte Carlo estimate from a seed, a chop with terms.
    check(
        s,
        &["icm", "--stacks", "50,30,20", "--prizes", "5000,3000,2000"],
        Http::Post(
            "/api/icm",
            json!({"stacks": [50, 30, 20], "prizes": [5000, 3000, 2000]}),
        ),
        ok(|v| assert_eq!(v["equities"], json!([3839, 3275, 2886]))),
    );
    let stacks: Vec<u64> = (1..=30).map(|i| i * 1000).collect();
    let stacks_text = stacks
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    check(
        s,
        &[
            "icm",
            "--stacks",
            &stacks_text,
            "--prizes",
            "5000,3000,2000",
            "--seed",
            "9",
            "--samples",
            "20000",
        ],
        Http::Post(
            "/api/icm",
            json!({"stacks": stacks, "prizes": [5000, 3000, 2000], "seed": 9, "samples": 20000}),
        ),
        ok(|v| assert_eq!(v["method"]["kind"], "icm_monte_carlo")),
    );
    check(
        s,
        &[
            "chop",
            "--stacks",
            "60000,30000,10000",
            "--prizes",
            "5000,3000",
            "--saver",
            "3=500",
            "--play-for",
            "1000",
        ],
        Http::Post(
            "/api/chop",
            json!({"stacks": [60000, 30000, 10000], "prizes": [5000, 3000], "savers": [{"place": 3, "amount": 500}], "play_for": 1000}),
        ),
        ok(|v| assert_eq!(v["equities"], json!([3800, 2150, 1050]))),
    );
    check(
        s,
        &["chop", "--stacks", "10,0", "--prizes", "100"],
        Http::Post("/api/chop", json!({"stacks": [10, 0], "prizes": [100]})),
        refused("player 2 has no chips; a busted player is not part of a deal"),
    );

    // The seat draw, and a shootout's first round.
    check(
        s,
        &["seat", "--players", "20", "--seats", "9", "--seed", "7"],
        Http::Post(
            "/api/seat-draw",
            json!({"players": 20, "seats": 9, "seed": 7}),
        ),
        ok(|v| assert_eq!(v["tables"].as_array().unwrap().len(), 3)),
    );
    check(
        s,
        &[
            "seat",
            "--players",
            "75",
            "--seats",
            "9",
            "--seed",
            "1",
            "--shootout",
        ],
        Http::Post(
            "/api/seat-draw",
            json!({"players": 75, "seats": 9, "seed": 1, "shootout": {}}),
        ),
        ok(|v| assert!(v["shootout"]["rounds"].is_array(), "{v}")),
    );
    check(
        s,
        &["seat", "--players", "10", "--seats", "1"],
        Http::Post("/api/seat-draw", json!({"players": 10, "seats": 1})),
        refused("table 1 cannot have 1 seat (2 to 12 allowed)"),
    );
}

#[test]
fn the_app_picks_seeds_a_browser_can_send_back() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (status, draw) = post(
        &server.url("/api/seat-draw"),
        Some(&server.token),
        json!({"players": 12, "seats": 6}),
    );
    assert_eq!(status, 200, "{draw}");
    assert!(draw["seed"].as_u64().unwrap() < 1 << 53, "{draw}");
    let (_, stdout, _) = felt(&[
        "chip-race",
        "--remove",
        "25",
        "--next",
        "100",
        "--counts",
        "3,2",
        "--json",
    ]);
    let race: Value = serde_json::from_str(&stdout).unwrap();
    assert!(race["seed"].as_u64().unwrap() < 1 << 53, "{race}");
    let (status, body) = post(
        &server.url("/api/payouts"),
        Some(&server.token),
        json!({"entries": 10, "pool": 100, "tabel": "barge-2025"}),
    );
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("unknown field `tabel`"),
        "{body}"
    );
}

/// Calculators whose cost grows with their input need the TD token, so no display or stray
/// page on the LAN can keep the server busy with them.
#[test]
fn the_costly_calculators_need_the_td_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    for (path, body) in [
        ("/api/payouts", json!({"entries": 10, "pool": 100000})),
        (
            "/api/icm",
            json!({"stacks": [3000, 2000, 1000], "prizes": [500, 300, 200]}),
        ),
        (
            "/api/chop",
            json!({"stacks": [3000, 2000, 1000], "prizes": [500, 300, 200]}),
        ),
        ("/api/seat-draw", json!({"players": 12, "seats": 6})),
    ] {
        let (status, reply) = post(&server.url(path), None, body.clone());
        assert_eq!(
            (status, reply["code"].as_str()),
            (401, Some("unauthorized")),
            "{path}"
        );
        let (status, reply) = post(&server.url(path), Some(&server.token), body);
        assert_eq!(status, 200, "{path}: {reply}");
    }
}

/// What once panicked, wrapped, allocated without bound or ran for minutes is refused on
/// every door in the same words, naming the field and Felt's limit; the answers at the
/// limits stay alike too.
#[test]
fn every_door_refuses_inputs_beyond_the_limits_in_the_same_words() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let s = &server;
    const MAX: &str = "18446744073709551615";
    const ORDER: &str = "prizes must be listed first place first, each no more than the one \
                         before: prize 2 (100) is more than prize 1 (50)";

    check(
        s,
        &[
            "payouts",
            "--entries",
            "1000000",
            "--pool",
            "1000000000000",
            "--seat-value",
            "1",
        ],
        Http::Post(
            "/api/payouts",
            json!({"entries": 1000000, "pool": 1000000000000u64, "split": {"by": "satellite", "seat_value": 1}}),
        ),
        refused(
            "a pool of 1000000000000 pays 1,000,000,000,000 places (seats worth 1), more than the \
             1,000,000 entries",
        ),
    );
    check(
        s,
        &["payouts", "--entries", "100", "--pool", MAX, "--curve"],
        Http::Post(
            "/api/payouts",
            json!({"entries": 100, "pool": u64::MAX, "split": {"by": "curve"}}),
        ),
        refused(
            "pool 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor \
             units",
        ),
    );
    check(
        s,
        &["payouts", "--entries", "1000000000", "--pool", "1000"],
        Http::Post("/api/payouts", json!({"entries": 1000000000, "pool": 1000})),
        refused("entries 1000000000 is more than Felt's limit of 1,000,000 entries"),
    );
    check(
        s,
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
        Http::Post(
            "/api/payouts",
            json!({"entries": 1000, "pool": 100000, "split": {"by": "curve", "paid": 1000000000}}),
        ),
        refused("paid 1000000000 is more than Felt's limit of 150,000 places paid"),
    );
    check(
        s,
        &["seat", "--players", "100000000", "--seats", "9"],
        Http::Post("/api/seat-draw", json!({"players": 100000000, "seats": 9})),
        refused("players 100000000 is more than Felt's limit of 100,000 players"),
    );
    // ICM and the chop refuse prizes out of order alike.
    check(
        s,
        &["chop", "--stacks", "100,200", "--prizes", "50,100"],
        Http::Post(
            "/api/chop",
            json!({"stacks": [100, 200], "prizes": [50, 100]}),
        ),
        refused(ORDER),
    );
    check(
        s,
        &["icm", "--stacks", "100,200", "--prizes", "50,100"],
        Http::Post(
            "/api/icm",
            json!({"stacks": [100, 200], "prizes": [50, 100]}),
        ),
        refused(ORDER),
    );
    // 5,000 players: an estimate that says where exact ICM stops, or a refusal of more
    // draws than the limit.
    let stacks: Vec<u64> = (0..5000).map(|i| 1000 + i).collect();
    let text = stacks
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",");
    check(
        s,
        &[
            "icm",
            "--stacks",
            &text,
            "--prizes",
            "50000,30000,20000",
            "--samples",
            "100",
        ],
        Http::Post(
            "/api/icm",
            json!({"stacks": stacks, "prizes": [50000, 30000, 20000], "samples": 100}),
        ),
        ok(|v| {
            assert_eq!(v["method"]["kind"], "icm_monte_carlo");
            assert_eq!(v["method"]["exact_limit"], 24);
            assert_eq!(v["method"]["error_99"].as_array().unwrap().len(), 5000);
        }),
    );
    check(
        s,
        &[
            "icm",
            "--stacks",
            &text,
            "--prizes",
            "50000,30000,20000",
            "--samples",
            "500000",
        ],
        Http::Post(
            "/api/icm",
            json!({"stacks": stacks, "prizes": [50000, 30000, 20000], "samples": 500000}),
        ),
        refused(
            "an ICM estimate of 500,000 samples for 5,000 players draws 2,500,000,000 times, \
             more than Felt's limit of 20,000,000: ask for at most 4,000 samples",
        ),
    );
    check(
        s,
        &[
            "chip-race",
            "--remove",
            "25",
            "--next",
            "100",
            "--counts",
            &format!("{MAX},{MAX}"),
        ],
        Http::Post(
            "/api/chip-race",
            json!({"remove": 25, "next": 100, "counts": [u64::MAX, u64::MAX]}),
        ),
        refused(
            "counts 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
    );
    check(
        s,
        &[
            "ante",
            "--rule",
            "barge-2024",
            "--small-blind",
            "5",
            "--big-blind",
            "10",
            "--players",
            "13",
            "--stack",
            "80",
        ],
        Http::Get("/api/ante?rule=barge-2024&small_blind=5&big_blind=10&players=13&stack=80"),
        refused("players 13 is more than Felt's limit of 12 players at a table"),
    );
}

/// The showdown judge answers alike on `felt judge --json` and `POST /api/judge`, settles
/// and refuses in the same words.
#[test]
fn the_judge_answers_alike_on_the_cli_and_over_http() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let s = &server;
    // Omaha high/low, a tied low: the odd chip to the first hand left of the button.
    check(
        s,
        &[
            "judge",
            "omaha hi-lo",
            "--board",
            "Ah 2d 7c 9s Kh",
            "--hand",
            "Ann: Kd Ks Qh Jh",
            "--hand",
            "Bob: 3d 4s Qd Jd",
            "--hand",
            "Cy: 3h 4c Qs Jc",
            "--button",
            "Bob",
            "--pot",
            "1075",
            "--chip",
            "25",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "omaha hi-lo", "board": "Ah 2d 7c 9s Kh", "button": "Bob",
                   "pot": 1075, "chip": 25, "hands": [
                {"name": "Ann", "cards": "Kd Ks Qh Jh"},
                {"name": "Bob", "cards": "3d 4s Qd Jd"},
                {"name": "Cy", "cards": "3h 4c Qs Jc"}]}),
        ),
        ok(|v| {
            assert_eq!(v["game"], "omaha-hi-lo");
            assert_eq!(v["shares"], json!({"Cy": 275, "Ann": 550, "Bob": 250}));
            let low = &v["pots"][0]["parts"][1];
            assert_eq!(low["part"], "low");
            assert_eq!(low["winners"], json!(["Cy", "Bob"]));
            assert_eq!(low["hands"]["Bob"], "seven-four low");
            assert_eq!(low["qualified"], true);
            assert_eq!(v["pots"][0]["parts"][0]["hands"]["Ann"], "three kings");
        }),
    );
    // Side pots from what each put in; a declared game.
    check(
        s,
        &[
            "judge",
            "holdem",
            "--board",
            "2c 7d 9h Js Kc",
            "--hand",
            "A: As Ad",
            "--hand",
            "B: Kd Qd",
            "--hand",
            "C: 3h 4s",
            "--put",
            "A=100",
            "--put",
            "B=500",
            "--put",
            "C=300",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "holdem", "board": "2c 7d 9h Js Kc", "hands": [
                {"name": "A", "cards": "As Ad", "put": 100},
                {"name": "B", "cards": "Kd Qd", "put": 500},
                {"name": "C", "cards": "3h 4s", "put": 300}]}),
        ),
        ok(|v| {
            assert_eq!(v["shares"], json!({"A": 300, "B": 600, "C": 0}));
            let pots: Vec<(u64, Value)> = v["pots"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| (p["amount"].as_u64().unwrap(), p["eligible"].clone()))
                .collect();
            assert_eq!(
                pots,
                [
                    (300, json!(["A", "B", "C"])),
                    (400, json!(["B", "C"])),
                    (200, json!(["B"]))
                ]
            );
        }),
    );
    check(
        s,
        &[
            "judge",
            "juneau",
            "--hand",
            "A: Kc Kd Ks 9h 9s Qc Jd",
            "--hand",
            "B: Ac 2c 3d 4h 8s Tc Jc",
            "--declare",
            "A=high",
            "--declare",
            "B=both",
            "--pot",
            "100",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "juneau", "pot": 100, "hands": [
                {"name": "A", "cards": "Kc Kd Ks 9h 9s Qc Jd", "declares": "high"},
                {"name": "B", "cards": "Ac 2c 3d 4h 8s Tc Jc", "declares": "both"}]}),
        ),
        // B went both ways and is beaten for high by A's full house: B takes nothing,
        // though B's low is the only one (seed 004); A takes the pot.
        ok(|v| assert_eq!(v["shares"], json!({"A": 100, "B": 0}))),
    );
    // Refusals in the same words.
    check(
        s,
        &[
            "judge",
            "omaha",
            "--board",
            "Ah 2d 7c 9s Kh",
            "--hand",
            "A: Ah Ks Qh Jh",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "omaha", "board": "Ah 2d 7c 9s Kh",
                   "hands": [{"name": "A", "cards": "Ah Ks Qh Jh"}]}),
        ),
        refused("Ah is shown twice: on the board and by A"),
    );
    check(
        s,
        &["judge", "omaha", "--hand", "A: 3h Ks Qh Jh"],
        Http::Post(
            "/api/judge",
            json!({"game": "omaha", "hands": [{"name": "A", "cards": "3h Ks Qh Jh"}]}),
        ),
        refused("Omaha is played with a board of 5 cards: give the board"),
    );
    // Two lows that differ only in their lowest card split the pot: 8-6-5-4-2 beats
    // 8-6-5-4-3, and Ann takes it all.
    check(
        s,
        &[
            "judge",
            "razz",
            "--hand",
            "Ann: 8c 6d 4s 5h 2c Kc Kd",
            "--hand",
            "Bob: 8d 6s 4h 5d 3c Qc Qd",
            "--pot",
            "10",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "razz", "pot": 10, "hands": [
                {"name": "Ann", "cards": "8c 6d 4s 5h 2c Kc Kd"},
                {"name": "Bob", "cards": "8d 6s 4h 5d 3c Qc Qd"}]}),
        ),
        ok(|v| {
            assert_eq!(v["shares"]["Ann"], 10, "{v}");
            assert!(v["shares"]["Bob"].as_u64().unwrap_or(0) == 0, "{v}");
        }),
    );
    // Ann declares both ways with the best high but is beaten for low by Bob's wheel: she
    // takes nothing; Cid's two pair takes the high half, Bob the low.
    check(
        s,
        &[
            "judge",
            "anaconda",
            "--hand",
            "Ann: 6c 5d 4h 3s 2s",
            "--hand",
            "Bob: 4c 3d 2c Ah 5h",
            "--hand",
            "Cid: Kc Kd Qh Qs 7d",
            "--pot",
            "100",
            "--declare",
            "Ann=both",
            "--declare",
            "Bob=low",
            "--declare",
            "Cid=high",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "anaconda", "pot": 100, "hands": [
                {"name": "Ann", "cards": "6c 5d 4h 3s 2s", "declares": "both"},
                {"name": "Bob", "cards": "4c 3d 2c Ah 5h", "declares": "low"},
                {"name": "Cid", "cards": "Kc Kd Qh Qs 7d", "declares": "high"}]}),
        ),
        ok(|v| {
            assert!(v["shares"]["Ann"].as_u64().unwrap_or(0) == 0, "{v}");
            assert_eq!(v["shares"]["Bob"], 50, "{v}");
            assert_eq!(v["shares"]["Cid"], 50, "{v}");
        }),
    );
    // Whole chips: 1,010 in 25s was once split 510 and 500, which no stack of 25s makes.
    // Refused, naming both; likewise a player's chips put in.
    check(
        s,
        &[
            "judge",
            "razz",
            "--hand",
            "A: 8c 6d 4s 5h 2c Kc Kd",
            "--hand",
            "B: 8d 6s 4h 5d 2d Qc Qd",
            "--pot",
            "1010",
            "--chip",
            "25",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "razz", "pot": 1010, "chip": 25, "hands": [
                {"name": "A", "cards": "8c 6d 4s 5h 2c Kc Kd"},
                {"name": "B", "cards": "8d 6s 4h 5d 2d Qc Qd"}]}),
        ),
        refused("the pot of 1010 is not a whole number of the smallest chip (25): 10 over"),
    );
    check(
        s,
        &[
            "judge",
            "razz",
            "--hand",
            "A: 8c 6d 4s 5h 2c Kc Kd",
            "--hand",
            "B: 8d 6s 4h 5d 2d Qc Qd",
            "--put",
            "A=510",
            "--put",
            "B=500",
            "--chip",
            "25",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "razz", "chip": 25, "hands": [
                {"name": "A", "cards": "8c 6d 4s 5h 2c Kc Kd", "put": 510},
                {"name": "B", "cards": "8d 6s 4h 5d 2d Qc Qd", "put": 500}]}),
        ),
        refused("A put in 510, not a whole number of the smallest chip (25): 10 over"),
    );
    // A roll of 13 or 14 was taken though two dice roll 2 to 12.
    for roll in ["13", "14", "1"] {
        check(
            s,
            &[
                "judge",
                "omaha-x-or-better",
                "--board",
                "2c 3d 7h Ks Qd",
                "--hand",
                "A: Ah 4s 9c 9d",
                "--roll",
                roll,
            ],
            Http::Post(
                "/api/judge",
                json!({"game": "omaha-x-or-better", "board": "2c 3d 7h Ks Qd",
                       "qualifier": roll.parse::<u8>().unwrap(),
                       "hands": [{"name": "A", "cards": "Ah 4s 9c 9d"}]}),
            ),
            |a: &Answer| {
                let m = a.as_ref().expect_err("refused");
                assert!(m.contains("two dice can roll") && m.contains(roll), "{m}");
            },
        );
    }
    // A negative pot is answered in the judge's words, not the argument parser's.
    let (code, _, err) = felt(&[
        "judge",
        "razz",
        "--hand",
        "A: 8c 6d 4s 5h 2c Kc Kd",
        "--pot",
        "-5",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("--pot -5: a pot is a number of chips, 0 or more"),
        "{err}"
    );
    // A smallest chip of 0 was taken as 1 without a word: refused, naming the field.
    check(
        s,
        &[
            "judge",
            "razz",
            "--hand",
            "A: 8c 6d 4s 5h 2c Kc Kd",
            "--pot",
            "10",
            "--chip",
            "0",
        ],
        Http::Post(
            "/api/judge",
            json!({"game": "razz", "pot": 10, "chip": 0,
                   "hands": [{"name": "A", "cards": "8c 6d 4s 5h 2c Kc Kd"}]}),
        ),
        refused("chip: the smallest chip in play is worth at least 1 (found 0)"),
    );
    // The refusal's code.
    let (status, body) = post(
        &s.url("/api/judge"),
        Some(&s.token),
        json!({"game": "pinochle", "hands": [{"name": "A", "cards": "As"}]}),
    );
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("judge-refused"))
    );
    // The judge needs the TD token (or a paired device's).
    let (status, _) = post(
        &s.url("/api/judge"),
        None,
        json!({"game": "holdem", "hands": []}),
    );
    assert_eq!(status, 401);
}
