//! The floor calculators over HTTP on a real server on 127.0.0.1: the big blind ante (a
//! rule set, or an event's own rule and level) and the chip race.

use crate::support;
use serde_json::{Value, json};
use support::{Scenario, Server, get, post};

/// `GET /api/ante` with the BARGE 2020 example's blinds and `rest` of the query.
fn floor(server: &Server, rest: &str) -> (u16, Value) {
    get(&server.url(&format!(
        "/api/ante?small_blind=5000&big_blind=10000&{rest}"
    )))
}

#[test]
fn the_floor_ante_calculator_follows_each_rule_set() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    // (query, ante, blind)
    let cases = [
        // BARGE 2020's worked example: ante first, 10,000 ante then 8,000 blind.
        ("rule=barge-2020&players=8&stack=18000", 10_000, 8_000),
        ("rule=barge-2020&players=8&stack=8000", 8_000, 0),
        // TDA 2024: the blind first, the ante from the level.
        (
            "rule=tda-2024&ante=10000&players=8&stack=18000",
            8_000,
            10_000,
        ),
        // BARGE 2024: the ante drops to the small blind at four players.
        ("rule=barge-2024&players=5&stack=30000", 10_000, 10_000),
        ("rule=barge-2024&players=4&stack=30000", 5_000, 10_000),
        // A short stack pays the blind first (TDA 2024's order: BARGE 2024 sets none).
        ("rule=barge-2024&players=4&stack=12000", 2_000, 10_000),
        // TDA 2024 without an ante takes the big blind; an ante given overrides a BARGE
        // preset's; BARGE 2020 at six seats antes the small blind.
        ("rule=tda-2024&players=8&stack=18000", 8_000, 10_000),
        (
            "rule=barge-2020&ante=2000&players=8&stack=18000",
            2_000,
            10_000,
        ),
        (
            "rule=barge-2020&table_size=6&players=6&stack=18000",
            5_000,
            10_000,
        ),
    ];
    for (query, ante, blind) in cases {
        let (status, body) = floor(&server, query);
        assert_eq!(status, 200, "{query}: {body}");
        assert_eq!(
            (body["ante"].as_u64(), body["blind"].as_u64()),
            (Some(ante), Some(blind)),
            "{query}: {body}"
        );
    }
    let (_, body) = floor(&server, "rule=barge-2020&players=8&stack=18000");
    assert_eq!(body["behind"], 0);
    assert_eq!(body["rule"]["posting_order"], "ante-first");
    assert!(
        body["explanation"]
            .as_str()
            .unwrap()
            .contains("the ante comes first"),
        "{body}"
    );

    // Bad parameters: 400 naming the field; a rule refusal: 422.
    let refused = [
        (
            "rule=barge-2020&players=8&stack=abc",
            400,
            "bad-request",
            "stack must be a whole number of chips, found 'abc'",
        ),
        (
            "rule=barge-2020&stack=100",
            400,
            "bad-request",
            "players is missing: give the number of players at the table (2 or more)",
        ),
        (
            "rule=house&players=8&stack=100",
            400,
            "bad-request",
            "rule must be tda-2024, barge-2020 or barge-2024, found 'house'",
        ),
        (
            "rule=barge-2020&players=1&stack=100",
            422,
            "ante-refused",
            "a table needs at least 2 players to deal a hand, found 1",
        ),
    ];
    for (query, status, code, message) in refused {
        let (got, body) = floor(&server, query);
        assert_eq!(
            (got, body["code"].as_str(), body["message"].as_str()),
            (status, Some(code), Some(message)),
            "{query}"
        );
    }

    // The OpenAPI document lists the calculators with their parameters, and no token.
    let (_, api) = get(&server.url("/api/openapi.json"));
    let params: Vec<&str> = api["paths"]["/api/ante"]["get"]["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        params,
        [
            "rule",
            "small_blind",
            "big_blind",
            "ante",
            "table_size",
            "players",
            "stack"
        ]
    );
    assert!(api["paths"]["/api/chip-race"]["post"]["security"].is_null());
    assert!(api["paths"]["/api/events/{id}/ante"]["get"].is_object());
}

const EVENT: &str = r#"
name = "BARGE 2024 NLHE"
starting_stack = 30000
table_size = 9
[big_blind_ante]
preset = "barge-2024"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[chips]]
value = 100
color = "black"
[[chips]]
value = 500
color = "purple"
[[chips]]
value = 1000
color = "yellow"
[[levels]]
stakes = "500/1,000"
[[levels]]
stakes = "1,000/2,000"
[[levels]]
break_minutes = 10
race_off = [100, 500]
[[levels]]
stakes = "2,000/4,000"
"#;

#[test]
fn the_event_ante_calculator_uses_the_events_rule_and_level() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let id = Scenario::from_source(&server, "barge.toml", EVENT).id;
    let ante = |query: &str| get(&server.url(&format!("/api/events/{id}/ante?{query}")));

    // Before the start the current level is level 1 (500/1,000); a short stack pays the
    // blind first under BARGE 2024 (which sets no order).
    let (status, body) = ante("players=9&stack=1500");
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (&body["level"], &body["ante"], &body["blind"], &body["game"]),
        (
            &json!(1),
            &json!(500),
            &json!(1_000),
            &json!("No-Limit Hold'em")
        )
    );
    assert!(
        body["rule_text"].as_str().unwrap().contains("BARGE 2024"),
        "{body}"
    );
    // Level 3, four players: the reduced ante (the small blind), then the blind.
    let (_, body) = ante("players=4&stack=10000&level=3");
    assert_eq!(
        (&body["ante"], &body["blind"], &body["ante_due"]),
        (&json!(2_000), &json!(4_000), &json!(2_000))
    );
    // On the break the next hand is dealt at level 3.
    let (status, _) = post(
        &server.url(&format!("/api/events/{id}/commands/go_to")),
        Some(&server.token),
        json!({"period": 2}),
    );
    assert_eq!(status, 200);
    let (_, body) = ante("players=9&stack=100000");
    assert_eq!((&body["level"], &body["ante"]), (&json!(3), &json!(4_000)));

    let (status, body) = ante("players=9&stack=lots");
    assert_eq!(
        (status, body["message"].as_str()),
        (
            400,
            Some("stack must be a whole number of chips, found 'lots'")
        )
    );
    let (status, body) = ante("players=9&stack=100&level=7");
    assert_eq!(
        (status, body["message"].as_str()),
        (
            422,
            Some("the structure has no level 7 (it has levels 1 to 3)")
        )
    );
    let (status, body) = get(&server.url("/api/events/999/ante?players=9&stack=100"));
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("no-such-event"))
    );

    // The chip race of the break: 100s and 500s become 1,000s.
    let (status, race) = get(&server.url(&format!("/api/events/{id}/chip-race")));
    assert_eq!(status, 200, "{race}");
    assert_eq!(race["now"], true);
    assert_eq!(
        race["remove"],
        json!([{"value": 100, "color": "black"}, {"value": 500, "color": "purple"}])
    );
    assert_eq!(race["next"], json!({"value": 1000, "color": "yellow"}));
}

#[test]
fn a_chip_race_is_dealt_again_from_its_seed() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let race = |body: Value| post(&server.url("/api/chip-race"), None, body);
    let body = json!({"remove": 25, "next": 100, "counts": [7, 2, 0, 5, 1], "others": [null, null, null, null, 0]});
    let (status, first) = race(body.clone());
    assert_eq!(status, 200, "{first}");
    let seed = first["seed"]
        .as_u64()
        .expect("the server says which seed it dealt with");
    assert!(seed < 1 << 53);
    let seats = first["seats"].as_array().unwrap();
    let cards: Vec<usize> = seats
        .iter()
        .map(|s| s["cards"].as_array().unwrap().len())
        .collect();
    assert_eq!(cards, [3, 2, 0, 1, 1]);
    assert_eq!(seats[0]["exchanged"], 1);
    // Leftovers 3+2+1+1 = 7 x 25 = 175: two 100 chips raced (1.75 rounds to 2).
    assert_eq!(first["chips_raced"], 2);

    let mut again = body.clone();
    again["seed"] = json!(seed);
    let (status, second) = race(again);
    assert_eq!(status, 200);
    assert_eq!(
        second, first,
        "the same seed deals the same cards to the same seats"
    );

    // The TD enters the cards dealt instead.
    let mut entered = body;
    entered["cards"] = json!("2c 3c 4c 5c 6c As 7c");
    let (status, by_hand) = race(entered);
    assert_eq!(status, 200, "{by_hand}");
    assert_eq!(by_hand["seed"], Value::Null);
    assert_eq!(by_hand["seats"][3]["cards"], json!(["As"]));
    assert_eq!(by_hand["seats"][3]["raced"], 1);
    // Seat 5's 7c is the second best card: it wins the second chip.
    assert_eq!(by_hand["seats"][4]["raced"], 1);

    let (status, body) = race(json!({"remove": 25, "next": 100, "counts": [7, "x"]}));
    assert_eq!(
        (status, body["message"].as_str()),
        (
            400,
            Some("counts: seat 2 must be a whole number of chips, found \"x\"")
        )
    );
    let (status, body) =
        race(json!({"remove": 25, "next": 100, "counts": [1, 1], "cards": ["As", "As"]}));
    assert_eq!(
        (status, body["code"].as_str(), body["message"].as_str()),
        (
            422,
            Some("chip-race-refused"),
            Some("seat 2: As was already dealt to seat 1")
        )
    );
}

/// Inputs beyond Felt's limits are a 422 `{code: "over-limit", message}` naming the field
/// and the limit, on every calculator, the event's deal proposal included.
#[test]
fn inputs_beyond_the_limits_are_refused_with_422_over_limit() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let token = Some(server.token.as_str());
    let cases: [(&str, Value, &str); 6] = [
        (
            "/api/payouts",
            json!({"entries": 1000000000, "pool": 1000000000000u64}),
            "entries 1000000000 is more than Felt's limit of 1,000,000 entries",
        ),
        (
            "/api/payouts",
            json!({"entries": 100, "pool": u64::MAX, "split": {"by": "curve"}}),
            "pool 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor units",
        ),
        (
            "/api/seat-draw",
            json!({"players": 100000000, "seats": 9}),
            "players 100000000 is more than Felt's limit of 100,000 players",
        ),
        (
            "/api/icm",
            json!({"stacks": vec![1; 10_001], "prizes": [100]}),
            "stacks lists 10,001 players, more than Felt's limit of 10,000",
        ),
        (
            "/api/chop",
            json!({"stacks": [u64::MAX, u64::MAX], "prizes": [100]}),
            "stacks add up to 36,893,488,147,419,103,230 chips, more than Felt's limit of 9,007,199,254,740,991",
        ),
        (
            "/api/chip-race",
            json!({"remove": 25, "next": 100, "counts": [u64::MAX, u64::MAX]}),
            "counts 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
    ];
    for (path, body, message) in cases {
        let (status, reply) = post(&server.url(path), token, body);
        assert_eq!(
            (status, reply["code"].as_str(), reply["message"].as_str()),
            (422, Some("over-limit"), Some(message)),
            "{path}"
        );
    }

    // The event's deal proposal: chip counts that overflowed are refused the same way.
    let id = Scenario::example(&server).register(&["Ann", "Bob"]).id;
    let (status, reply) = post(
        &server.url(&format!("/api/events/{id}/deal")),
        token,
        json!({"method": "icm", "stacks": [u64::MAX, u64::MAX]}),
    );
    assert_eq!(
        (status, reply["message"].as_str()),
        (
            422,
            Some(
                "stacks add up to 36,893,488,147,419,103,230 chips, more than Felt's limit of 9,007,199,254,740,991"
            )
        ),
        "{reply}"
    );
}
