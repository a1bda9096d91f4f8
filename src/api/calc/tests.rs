use super::*;
use crate::api::ApiError;
use felt_core::structure::Chips;
use serde_json::{Value, json};
use std::collections::HashMap;

/// `GET /api/ante`: the query read, then the calculator.
fn floor_ante(q: &HashMap<String, String>) -> Result<AnteCalculation, ApiError> {
    ante(&AnteRequest::from_query(q)?)
}

fn query(pairs: &[(&str, &str)]) -> HashMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

const BARGE: &[(&str, &str)] = &[
    ("rule", "barge-2020"),
    ("small_blind", "5000"),
    ("big_blind", "10000"),
    ("players", "8"),
    ("stack", "18000"),
];

/// Query changes (a value, or `None` to leave the parameter out).
type Changes<'a> = &'a [(&'a str, Option<&'a str>)];
/// `(ante, blind)`, or a refusal's code and message.
type Posted<'a> = Result<(Chips, Chips), (&'a str, &'a str)>;

/// The floor calculator with `changes` applied to the BARGE 2020 worked example:
/// `Ok((ante, blind))` or the refusal's code and message.
fn check_floor(changes: Changes, expected: Posted) {
    let mut q = query(BARGE);
    for &(k, v) in changes {
        match v {
            Some(v) => q.insert(k.to_string(), v.to_string()),
            None => q.remove(k),
        };
    }
    let got = floor_ante(&q)
        .map(|c| (c.ante, c.blind))
        .map_err(|e| (e.code(), e.to_string()));
    let expected = expected.map_err(|(c, m)| (c, m.to_string()));
    assert_eq!(got, expected, "{changes:?}");
}

#[test]
fn floor_ante_reads_each_parameter_and_names_the_bad_one() {
    let cases: [(Changes, Posted); 13] = [
        (&[], Ok((10_000, 8_000))),
        (&[("stack", Some("18,000"))], Ok((10_000, 8_000))),
        (
            &[("rule", Some("tda-2024")), ("ante", Some("10000"))],
            Ok((8_000, 10_000)),
        ),
        (
            &[("rule", Some("barge-2024")), ("players", Some("4"))],
            Ok((5_000, 10_000)),
        ),
        (
            &[("stack", Some("abc"))],
            Err((
                "bad-request",
                "stack must be a whole number of chips, found 'abc'",
            )),
        ),
        (
            &[("stack", Some("-5"))],
            Err((
                "bad-request",
                "stack must be a whole number of chips, found '-5'",
            )),
        ),
        (
            &[("players", Some("300"))],
            Err((
                "bad-request",
                "players must be the number of players at the table (2 or more), found '300'",
            )),
        ),
        (
            &[("big_blind", None)],
            Err((
                "bad-request",
                "big_blind is missing: give a whole number of chips",
            )),
        ),
        (
            &[("rule", Some("wsop"))],
            Err((
                "bad-request",
                "rule must be tda-2024, barge-2020 or barge-2024, found 'wsop'",
            )),
        ),
        (
            &[("stak", Some("1"))],
            Err((
                "bad-request",
                "unknown parameter 'stak'; this calculator takes rule, small_blind, big_blind, ante, table_size, players, stack",
            )),
        ),
        (
            &[("players", Some("1"))],
            Err((
                "ante-refused",
                "a table needs at least 2 players to deal a hand, found 1",
            )),
        ),
        // Every preset has a default ante (TDA 2024: the big blind), and
        // BARGE 2020 antes the small blind at six-handed tables.
        (&[("rule", Some("tda-2024"))], Ok((8_000, 10_000))),
        (&[("table_size", Some("6"))], Ok((5_000, 10_000))),
    ];
    for (changes, expected) in cases {
        check_floor(changes, expected);
    }
    let c = floor_ante(&query(BARGE)).unwrap();
    assert_eq!((c.ante_due, c.behind, c.level), (10_000, 0, None));
    assert!(
        c.rule_text.ends_with("(BARGE 2020 rules)"),
        "{}",
        c.rule_text
    );
}

/// The race with `body`, seeds picked as 7: per seat (exchanged, raced, race-out chip,
/// cards), or the refusal's code and message.
type SeatLine = (u64, u64, bool, Vec<String>);
type Raced = Result<(Option<u64>, Vec<SeatLine>), (&'static str, String)>;

fn race(body: Value) -> Raced {
    ChipRaceRequest::from_json(&body)
        .and_then(|req| chip_race(&req, || 7))
        .map(|r| {
            let seats = r
                .seats
                .into_iter()
                .map(|s| (s.exchanged, s.raced, s.race_out_chip, s.cards))
                .collect();
            (r.seed, seats)
        })
        .map_err(|e| (e.code(), e.to_string()))
}

#[test]
fn chip_race_bodies_are_read_field_by_field() {
    let cards = |c: &[&str]| c.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    // Entered cards, as a list or as one text: seat 1 has 3 leftovers, seat 2 one.
    for cards_field in [json!(["2c", "3d", "4h", "As"]), json!("2c 3d, 4h As")] {
        let got = race(json!({"remove": 25, "next": 100, "counts": [7, 1], "cards": cards_field}));
        assert_eq!(
            got,
            Ok((
                None,
                vec![
                    (1, 0, false, cards(&["2c", "3d", "4h"])),
                    (0, 1, false, cards(&["As"]))
                ]
            ))
        );
    }
    // Seat by seat: each list checked against the seat's leftover chips.
    let got = race(
        json!({"remove": 25, "next": 100, "counts": [7, 1], "cards": [["2c", "3d", "4h"], ["As"]]}),
    );
    assert_eq!(got.map(|(_, s)| s[1].1), Ok(1));
    let got = race(
        json!({"remove": 25, "next": 100, "counts": [7, 1], "cards": [["2c", "3d"], ["4h", "As"]]}),
    );
    assert_eq!(
        got,
        Err((
            "chip-race-refused",
            "seat 1 gets 3 cards (one per leftover chip), but 2 were entered".to_string()
        ))
    );
    // No cards, no seed: the server picks the seed and says which.
    let (seed, _) = race(json!({"remove": 25, "next": 100, "counts": [3, 2]})).unwrap();
    assert_eq!(seed, Some(7));
    // Race-out protection for a seat known to have nothing else.
    let (_, seats) = race(json!({"remove": 25, "next": 100, "counts": [1, 1, 2], "others": [null, 0, null], "cards": ["Kc", "2d", "Ah", "3s"], "variant": "race"})).unwrap();
    let flags: Vec<(u64, bool)> = seats.iter().map(|s| (s.1, s.2)).collect();
    assert_eq!(flags, [(0, false), (0, true), (1, false)]);

    let refused = [
        (
            json!([1, 2]),
            "the body must be a JSON object with remove, next, counts, others, cards, seed, variant",
        ),
        (
            json!({"next": 100, "counts": [1]}),
            "remove is missing: give a whole number of chips",
        ),
        (
            json!({"remove": "x", "next": 100, "counts": [1]}),
            "remove must be a whole number of chips, found \"x\"",
        ),
        (
            json!({"remove": 25, "next": 100}),
            "counts is missing: give each seat's count of the chips removed, seat 1 first",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3, -1]}),
            "counts: seat 2 must be a whole number of chips, found -1",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": "3,1"}),
            "counts must be a list with one count per seat, found \"3,1\"",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "others": [0, 0]}),
            "others lists 2 seats but counts lists 1",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "cards": [1]}),
            "cards: card 1 must be text like \"As\", found 1",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "cards": [["As"], []]}),
            "cards lists 2 seats but counts lists 1",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3, 1], "cards": [["As"], [7]]}),
            "cards: seat 2 must list cards as text like \"As\", found 7",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "seed": "x"}),
            "seed must be a whole number, found \"x\"",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "variant": "coin"}),
            "variant must be race, one-per-winner, round or classic, found \"coin\"",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "cards": ["As"], "seed": 1}),
            "give either cards (the cards dealt) or seed (the app deals), not both",
        ),
        (
            json!({"remove": 25, "next": 100, "counts": [3], "seats": 1}),
            "unknown field 'seats'; a chip race takes remove, next, counts, others, cards, seed, variant",
        ),
    ];
    for (body, message) in refused {
        assert_eq!(
            race(body.clone()),
            Err(("bad-request", message.to_string())),
            "{body}"
        );
    }
    // What the core refuses is a 422-kind refusal with the core's words.
    assert_eq!(
        race(json!({"remove": 25, "next": 60, "counts": [3]})),
        Err((
            "chip-race-refused",
            "the next chip 60 must be a larger multiple of the removed chip 25".to_string()
        ))
    );
}

#[test]
fn server_seeds_fit_in_a_browser_number() {
    let req =
        ChipRaceRequest::from_json(&json!({"remove": 25, "next": 100, "counts": [3]})).unwrap();
    let r = chip_race(&req, || u64::MAX).unwrap();
    assert_eq!(r.seed, Some((1 << 53) - 1));
}
