//! Series: three events played from the terminal, grouped in a series, ranked under two
//! rules worked out by hand (fixed points by place with a tie; 10 × √(entries ÷ place)), a
//! rule previewed without being kept, and every refusal naming what is wrong, at the CLI
//! and over HTTP.

use crate::poppler;
use crate::support;

use serde_json::json;
use support::{Server, felt, get, ok_at, play_home as play, post, send};

/// Monday 8 entries (Ann wins, Bob, Cy, Dee, Eve, Fay, Gus, Hal); Wednesday 6 (Bob, Dee,
/// Ann, Eve, Fay, Gus); Friday 4 (Cy, Ann, Bob, Dee).
fn week(db: &str) -> Vec<String> {
    vec![
        play(db, &["Hal", "Gus", "Fay", "Eve", "Dee", "Cy", "Bob", "Ann"]),
        play(db, &["Gus", "Fay", "Eve", "Ann", "Dee", "Bob"]),
        play(db, &["Dee", "Bob", "Ann", "Cy"]),
    ]
}

fn lines(v: &serde_json::Value) -> Vec<(u64, String, i64)> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["rank"].as_u64().unwrap(),
                s["player"].as_str().unwrap().to_string(),
                s["points"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn l(rank: u64, p: &str, points: i64) -> (u64, String, i64) {
    (rank, p.to_string(), points)
}

/// 10, 7, 5, 3 and 1 for any other finish: Ann 10 + 5 + 7 = 22, Bob 7 + 10 + 5 = 22
/// (tied first), Cy 5 + 10 = 15, Dee 3 + 7 + 3 = 13, Eve 1 + 3 = 4, Fay and Gus 1 + 1 = 2,
/// Hal 1.
fn by_place() -> Vec<(u64, String, i64)> {
    vec![
        l(1, "Ann", 2200),
        l(1, "Bob", 2200),
        l(3, "Cy", 1500),
        l(4, "Dee", 1300),
        l(5, "Eve", 400),
        l(6, "Fay", 200),
        l(6, "Gus", 200),
        l(8, "Hal", 100),
    ]
}

/// 10 × √(entries ÷ place) to the hundredth: Ann 28.28 + 14.14 + 14.14 = 56.56; Bob
/// 20.00 + 24.49 + 11.55 = 56.04; Dee 14.14 + 17.32 + 10.00 = 41.46; Cy 16.33 + 20.00 =
/// 36.33; Eve 12.65 + 12.25 = 24.90; Fay 11.55 + 10.95 = 22.50; Gus 10.69 + 10.00 =
/// 20.69; Hal 10.00.
fn by_sqrt() -> Vec<(u64, String, i64)> {
    vec![
        l(1, "Ann", 5656),
        l(2, "Bob", 5604),
        l(3, "Dee", 4146),
        l(4, "Cy", 3633),
        l(5, "Eve", 2490),
        l(6, "Fay", 2250),
        l(7, "Gus", 2069),
        l(8, "Hal", 1000),
    ]
}

#[test]
fn a_series_from_the_terminal_under_two_rules() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let ids = week(db);
    let ok = |args: &[&str]| ok_at(db, args);
    let out = ok(&[
        "series",
        "create",
        "Home week",
        "--points",
        "places:10,7,5,3",
        "--played",
        "1",
        "--events",
        &ids[..2].join(","),
    ]);
    assert!(out.contains("Home week (series #1): 10, 7, 5, 3 by place, 1 for any other finish; every event counts"), "{out}");
    ok(&["series", "add", "1", &ids[2]]);
    let (code, _, err) = felt(&["series", "add", "1", &ids[2], "--db", db]);
    assert_eq!(code, 1);
    assert!(err.contains("already in this series"), "{err}");
    let v: serde_json::Value =
        serde_json::from_str(&ok(&["series", "standings", "1", "--json"])).unwrap();
    assert_eq!(lines(&v), by_place());
    assert_eq!(v["events"].as_array().unwrap().len(), 3);
    assert!(
        v["events"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["finished"] == true)
    );
    // A preview of another rule changes nothing; keeping it does.
    let v: serde_json::Value = serde_json::from_str(&ok(&[
        "series",
        "standings",
        "1",
        "--points",
        "sqrt:10",
        "--json",
    ]))
    .unwrap();
    assert_eq!(lines(&v), by_sqrt());
    let v: serde_json::Value =
        serde_json::from_str(&ok(&["series", "standings", "1", "--json"])).unwrap();
    assert_eq!(lines(&v), by_place());
    let out = ok(&[
        "series",
        "rule",
        "1",
        "--formula",
        "10 * math::sqrt(entries / place)",
    ]);
    assert!(out.contains("  1. Ann"), "{out}");
    assert!(out.contains("56.56"), "{out}");
    let out = ok(&["series", "standings", "1"]);
    assert!(
        out.contains("formula: 10 * math::sqrt(entries / place); every event counts"),
        "{out}"
    );
    // The standings sheet: the rule in words, the leaderboard in order, the events.
    let pdf_path = dir.path().join("standings.pdf");
    ok(&["series", "sheet", "1", "-o", pdf_path.to_str().unwrap()]);
    let pdf = std::fs::read(&pdf_path).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    if let Some(text) = poppler::layout_text(&pdf) {
        poppler::in_order(
            &text,
            &[
                "Home week",
                "Series standings",
                "formula: 10 * math::sqrt(entries / place); every event counts",
                "3, all finished",
                "Ann",
                "56.56",
                "Bob",
                "56.04",
                "Hal",
                "10",
                "Events",
                "Entries",
                "#3 Home Game",
            ],
        );
    }
    poppler::render_pngs(&pdf, 60, "series-standings");
    // Refusals name the fault.
    let (code, _, err) = felt(&["series", "rule", "1", "--formula", "random()", "--db", db]);
    assert_eq!(code, 1);
    assert!(err.contains("`random`, which is not allowed"), "{err}");
    let (code, _, err) = felt(&["series", "standings", "9", "--db", db]);
    assert_eq!(code, 1);
    assert!(err.contains("no series #9"), "{err}");
}

#[test]
fn a_series_over_http() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let ids: Vec<i64> = week(db.to_str().unwrap())
        .iter()
        .map(|i| i.parse().unwrap())
        .collect();
    let server = Server::start(&db);
    let t = Some(server.token.as_str());
    let rule = json!({"points": {"kind": "by-place", "points": [10, 7, 5, 3], "played": 1}});
    let (status, _) = post(
        &server.url("/api/series"),
        None,
        json!({"name": "Week", "rule": rule}),
    );
    assert_eq!(status, 401);
    let (status, bad) = post(
        &server.url("/api/series"),
        t,
        json!({"name": "Week", "rule": {"points": {"kind": "formula", "expression": "players * 2"}}}),
    );
    assert_eq!(status, 422, "{bad}");
    assert!(
        bad["message"].as_str().unwrap().contains("`players`"),
        "{bad}"
    );
    let (status, v) = post(
        &server.url("/api/series"),
        t,
        json!({"name": "Week", "rule": rule, "events": ids}),
    );
    assert_eq!(status, 200, "{v}");
    let id = v["id"].as_i64().unwrap();
    assert_eq!(lines(&v), by_place());
    // Best two events: Ann keeps 10 + 7, Bob 10 + 7, Cy 15, Dee 7 + 3. A preview runs
    // the caller's rule, so it needs the TD token, like keeping it.
    let best_two =
        json!({"points": {"kind": "by-place", "points": [10, 7, 5, 3], "played": 1}, "best_of": 2});
    let preview = server.url(&format!("/api/series/{id}/preview"));
    let (status, refused) = post(&preview, None, best_two.clone());
    assert_eq!(
        (status, refused["code"].as_str()),
        (401, Some("unauthorized"))
    );
    let (_, v) = post(&preview, t, best_two);
    assert_eq!(
        lines(&v)[..4],
        [
            l(1, "Ann", 1700),
            l(1, "Bob", 1700),
            l(3, "Cy", 1500),
            l(4, "Dee", 1000)
        ]
    );
    let (_, v) = send(
        "PUT",
        &server.url(&format!("/api/series/{id}/rule")),
        t,
        Some(json!({"points": {"kind": "sqrt-entries", "scale": 10}})),
    );
    assert_eq!(lines(&v), by_sqrt());
    // The displays' board beside the slides: the leaders with their points in words.
    let (_, s) = get(&server.url(&format!("/api/events/{}/slides", ids[0])));
    assert_eq!(s["boards"].as_array().unwrap().len(), 1, "{s}");
    let board = &s["boards"][0];
    assert_eq!(board["name"], "Week");
    let top: Vec<(String, String)> = board["rows"].as_array().unwrap()[..3]
        .iter()
        .map(|r| {
            (
                r["player"].as_str().unwrap().into(),
                r["points"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        top,
        [
            ("Ann".into(), "56.56".into()),
            ("Bob".into(), "56.04".into()),
            ("Dee".into(), "41.46".into())
        ]
    );
    assert_eq!(
        (
            board["players"].as_u64(),
            board["events"].as_u64(),
            board["finished"].as_u64()
        ),
        (Some(8), Some(3), Some(3))
    );
    let (status, v) = send(
        "DELETE",
        &server.url(&format!("/api/series/{id}/events/{}", ids[2])),
        t,
        None,
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["events"].as_array().unwrap().len(), 2);
    let (status, v) = get(&server.url("/api/series"));
    assert_eq!((status, v[0]["events"].as_u64()), (200, Some(2)));
    let r = support::agent()
        .get(&server.url(&format!("/api/series/{id}/standings.pdf")))
        .call()
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        r.headers().get("content-type").unwrap().to_str().unwrap(),
        "application/pdf"
    );
    let (status, v) = get(&server.url("/api/series/77/standings.pdf"));
    assert_eq!((status, v["code"].as_str()), (404, Some("no-such-series")));
    let (status, v) = get(&server.url("/api/series/77"));
    assert_eq!((status, v["code"].as_str()), (404, Some("no-such-series")));
    let (status, v) = post(
        &server.url(&format!("/api/series/{id}/events")),
        t,
        json!({"event": 999}),
    );
    assert_eq!((status, v["code"].as_str()), (404, Some("no-such-event")));
}

/// A formula of thousands of signs or brackets once overflowed the stack and took the
/// server down, with no token needed. A preview needs the token, every door refuses such a
/// formula in words before reading it, and one stored before the limits (written here into
/// the database as an older Felt would have kept it) shows as the series' problem while
/// every read, the player's page and the terminal go on.
#[test]
fn a_formula_too_big_is_refused_and_one_stored_before_the_limits_is_a_problem_shown() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let ids = week(db);
    let minus = format!("{}place", "-".repeat(5000));
    let brackets = format!("{}place{}", "(".repeat(6000), ")".repeat(6000));
    // The terminal.
    let (code, _, err) = felt(&[
        "series",
        "create",
        "Deep",
        &format!("--formula={minus}"),
        "--events",
        &ids[0],
        "--db",
        db,
    ]);
    assert_eq!(code, 1, "{}", &err[..err.len().min(300)]);
    assert!(
        err.contains("the formula is 5,005 characters long, more than the limit of 300"),
        "{err}"
    );
    ok_at(
        db,
        &[
            "series",
            "create",
            "Kept",
            "--points",
            "places:10,7,5,3",
            "--events",
            &ids[0],
        ],
    );
    // HTTP: the preview needs the token; with it, refused in words; the server answers on.
    let server = Server::start(&db_path);
    let t = Some(server.token.as_str());
    for formula in [&minus, &brackets] {
        let rule = json!({"points": {"kind": "formula", "expression": formula}});
        let (status, _) = post(&server.url("/api/series/1/preview"), None, rule.clone());
        assert_eq!(status, 401);
        let (status, refused) = post(&server.url("/api/series/1/preview"), t, rule.clone());
        assert_eq!(
            (status, refused["code"].as_str()),
            (422, Some("series-rule-refused")),
            "{refused}"
        );
        let (status, refused) = post(
            &server.url("/api/series"),
            t,
            json!({"name": "Deep", "rule": rule, "events": []}),
        );
        assert_eq!(status, 422, "{refused}");
    }
    let (status, _) = get(&server.url("/api/health"));
    assert_eq!(status, 200);
    drop(server);
    // A formula an older Felt kept: the series shows its problem, nothing else fails.
    {
        let mut store = felt::store::Store::open(&db_path).unwrap();
        let rule = json!({"points": {"kind": "formula", "expression": minus}}).to_string();
        let id = store
            .create_series("Old deep", &rule, felt::core::UtcMs(1_700_000_000_000))
            .unwrap();
        assert_eq!(id, 2);
    }
    let server = Server::start(&db_path);
    let (status, v) = get(&server.url("/api/series/2"));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["standings"], json!([]));
    assert!(
        v["problem"]
            .as_str()
            .unwrap()
            .contains("the formula is 5,005 characters long"),
        "{v}"
    );
    let (status, _) = get(&server.url("/api/series/1"));
    assert_eq!(status, 200);
    let (status, _) = get(&server.url(&format!("/api/events/{}/slides", ids[0])));
    assert_eq!(status, 200);
    let out = ok_at(db, &["series", "standings", "2"]);
    assert!(out.contains("set another rule"), "{out}");
    let out = ok_at(db, &["player", "show", "Ann"]);
    assert!(out.contains("Kept"), "{out}");
}
