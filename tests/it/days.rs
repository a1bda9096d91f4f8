//! Days and flights, through the doors a TD uses: two flights of the shipped flights
//! template played and bagged from the terminal, merged into one Day 2 (the combined field
//! and prize pool, one stack for the player who bagged in both, the clock at the level play
//! stopped at), redrawn by chip count with the big stacks at different tables, the seat
//! lists printed, the chip-count leaderboard on the display view; every wrong merge refused
//! in words that name the flight, making nothing.

use crate::support;

use serde_json::json;
use support::{Scenario, Server, get, ok_at, post, refused_at};

/// A flight from the shipped template under `name`; its number.
fn flight(db: &str, dir: &std::path::Path, name: &str) -> String {
    let text = std::fs::read_to_string("structures/templates/flights.toml").unwrap();
    let text = text.replace(
        "name = \"Main Event Day 1A\"",
        &format!("name = \"{name}\""),
    );
    let file = dir.join(format!("{}.toml", name.replace(' ', "-")));
    std::fs::write(&file, text).unwrap();
    ok_at(db, &["event", "create", file.to_str().unwrap()])
        .trim()
        .to_string()
}

/// Registers `names`, draws, starts the clock and busts the entries `out`.
fn play(db: &str, id: &str, names: &[&str], out: &[u32]) {
    let event = Scenario::at(std::path::Path::new(db), id.parse().unwrap());
    event.register(names).draw(5);
    ok_at(db, &["clock", "start", id]);
    for p in out {
        event.bust(u64::from(*p), None);
    }
}

fn events(db: &str) -> usize {
    ok_at(db, &["event", "list"]).lines().count()
}

#[test]
fn two_flights_bag_and_merge_into_a_redrawn_day_2() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    let refused = |args: &[&str]| refused_at(db, args);

    // Flight A: 12 players, Lee re-enters, 3 out; flight B: 10 players, 4 out. Ann and
    // Bob bag in both flights.
    let a = flight(db, dir.path(), "Main Event Day 1A");
    let b = flight(db, dir.path(), "Main Event Day 1B");
    let c = flight(db, dir.path(), "Main Event Day 1C");
    let a_names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lee",
    ];
    play(db, &a, &a_names, &[12, 11, 10]);
    ok(&["player", "re-enter", &a, "12"]);
    let b_names = [
        "Ann", "Bob", "Max", "Ned", "Oli", "Pat", "Quin", "Rae", "Sam", "Tom",
    ];
    play(db, &b, &b_names, &[10, 9, 8, 7]);
    // Flight A's counts: entries 1-9 and Lee's re-entry (13); B's: 1-6.
    let a_counts = [
        "1=40000", "2=52000", "3=18000", "4=21000", "5=9000", "6=30000", "7=26000", "8=15500",
        "9=12000", "13=16500",
    ];
    let b_counts = [
        "1=61000", "2=12000", "3=35000", "4=22000", "5=48000", "6=22000",
    ];

    // A flight whose day has not ended is refused, by name, and nothing is made.
    let before = events(db);
    let err = refused(&["event", "day2", &a, &b]);
    assert!(
        err.contains(&format!(
            "event #{a} (Main Event Day 1A) has not ended its day"
        )),
        "{err}"
    );
    ok(&["clock", "end-day", &a]);
    ok(&["clock", "end-day", &b]);
    // A survivor without a count is named.
    let err = refused(&["event", "day2", &a, &b]);
    assert!(err.contains("entry 1 (Ann) of event"), "{err}");
    let mut counts = vec!["player", "counts", a.as_str()];
    counts.extend(a_counts);
    ok(&counts);
    let mut counts = vec!["player", "counts", b.as_str()];
    counts.extend(b_counts);
    ok(&counts);
    // A flight still playing stops the merge too.
    play(db, &c, &["Uma", "Vic"], &[]);
    let err = refused(&["event", "day2", &a, &b, &c]);
    assert!(
        err.contains("Main Event Day 1C) has not ended its day"),
        "{err}"
    );
    assert_eq!(events(db), before, "a refused merge makes no event");

    // The merge, best stack kept: Ann 61,000 (B), Bob 52,000 (A); 14 players.
    let day2 = ok(&["event", "day2", &a, &b, "--rule", "best"])
        .trim()
        .to_string();
    let made: serde_json::Value = serde_json::from_str(&ok(&["event", "list", "--json"])).unwrap();
    let listed = made["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"].as_i64() == day2.parse().ok())
        .unwrap()
        .clone();
    assert_eq!(listed["name"], "Main Event Day 2", "{listed}");
    // Merged once only.
    let err = refused(&["event", "day2", &a]);
    assert!(
        err.contains(&format!("event #{a} (Main Event Day 1A) is carried into event #{day2} (Main Event Day 2) already")),
        "{err}"
    );

    let server = Server::start(&db_path);
    let (_, f) = get(&server.url(&format!("/api/events/{day2}/field")));
    assert_eq!(f["counts"]["left"], 14, "{}", f["counts"]);
    assert_eq!(f["flights"].as_array().unwrap().len(), 2);
    assert_eq!(f["flights"][0]["entries"], 13);
    assert_eq!(f["flights"][0]["re_entries"], 1);
    assert_eq!(f["flights"][1]["entries"], 10);
    assert_eq!(f["flight_rule"], "best_stack");
    let chips = |name: &str| {
        f["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {f}"))["chips"]
            .clone()
    };
    assert_eq!(chips("Ann"), 61_000);
    assert_eq!(chips("Bob"), 52_000);
    assert_eq!(chips("Lee"), 16_500);
    // Reported case: the flights' busted players had no result in the day 2. Each one who
    // bagged nothing (Lee re-entered and bagged) shares places 15 to 20.
    let lines: serde_json::Value =
        serde_json::from_str(&ok(&["results", &day2, "--json"])).unwrap();
    let out: Vec<(&str, u64, u64)> = lines
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["note"] == "did not reach day 2")
        .map(|l| {
            (
                l["name"].as_str().unwrap(),
                l["place"].as_u64().unwrap(),
                l["shared_to"].as_u64().unwrap(),
            )
        })
        .collect();
    let mut names: Vec<&str> = out.iter().map(|o| o.0).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        ["Jon", "Kim", "Quin", "Rae", "Sam", "Tom"],
        "{lines}"
    );
    assert!(out.iter().all(|o| (o.1, o.2) == (15, 20)), "{out:?}");
    assert!(!names.contains(&"Lee"));
    // The combined field and pool: 23 entries at $270 to the pool each.
    let (_, v) = get(&server.url(&format!("/api/events/{day2}")));
    assert_eq!(v["clock"]["entries"], 23, "{}", v["clock"]);
    assert_eq!(v["clock"]["players_left"], 14);
    assert_eq!(v["clock"]["prize_pool"], 23 * 27_000);
    let bagged: u64 = 61_000
        + 52_000
        + [
            18000, 21000, 9000, 30000, 26000, 15500, 12000, 16500, 35000, 22000, 48000, 22000,
        ]
        .iter()
        .sum::<u64>();
    assert_eq!(v["clock"]["chips_in_play"], bagged);
    assert_eq!(v["clock"]["status"], "not-started");
    assert_eq!(v["clock"]["level"], 1);
    // The leaderboard is on the displays before the day starts.
    let board = &v["clock"]["chip_counts"];
    assert_eq!(board["rows"][0]["name"], "Ann", "{board}");
    assert_eq!(board["rows"][0]["chips_text"], "61,000");
    assert_eq!(board["rows"].as_array().unwrap().len(), 14);

    // The redraw by chips: 14 players at 2 tables, the two biggest stacks apart, and the
    // seat list printed.
    let err = post(
        &server.url(&format!("/api/events/{day2}/commands")),
        Some(&server.token),
        json!({"type": "carry_in", "rule": "best_stack", "flights": [], "players": []}),
    );
    assert_eq!(
        (err.0, err.1["code"].as_str()),
        (422, Some("day-two-refused")),
        "{}",
        err.1
    );
    assert!(
        err.1["message"]
            .as_str()
            .unwrap()
            .contains("POST /api/days"),
        "{}",
        err.1
    );
    let (status, ack) = post(
        &server.url(&format!("/api/events/{day2}/commands")),
        Some(&server.token),
        json!({"type": "redraw", "rule": "chips", "seed": 99}),
    );
    assert_eq!(status, 200, "{ack}");
    let (_, f) = get(&server.url(&format!("/api/events/{day2}/field")));
    assert_eq!(f["tables"].as_array().unwrap().len(), 2, "{}", f["tables"]);
    let table = |name: &str| {
        f["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap()["seat"]["table"]
            .clone()
    };
    assert_ne!(
        table("Ann"),
        table("Bob"),
        "the two chip leaders share a table"
    );
    let (_, v) = get(&server.url(&format!("/api/events/{day2}")));
    let seat = v["clock"]["chip_counts"]["rows"][0]["seat"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(seat.starts_with("Table "), "{seat}");
    let pdf = dir.path().join("seats.pdf");
    ok(&["tables", "print", &day2, "-o", pdf.to_str().unwrap()]);
    let text = std::process::Command::new("pdftotext")
        .args([pdf.to_str().unwrap(), "-"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string());
    if let Ok(text) = text {
        assert!(text.contains("Ann") && text.contains("Table 2"), "{text}");
    }
    // The day starts: the leaderboard leaves the displays.
    ok(&["clock", "start", &day2]);
    let (_, v) = get(&server.url(&format!("/api/events/{day2}")));
    assert!(v["clock"]["chip_counts"].is_null());

    // Over HTTP: a third flight merged with the all-stacks rule is its own day 2; an
    // empty list is refused.
    let (status, body) = post(
        &server.url("/api/days"),
        Some(&server.token),
        json!({"flights": []}),
    );
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("day-two-refused")),
        "{body}"
    );
    let (status, body) = post(
        &server.url("/api/days"),
        Some(&server.token),
        json!({"flights": [c.parse::<i64>().unwrap()], "rule": "all_stacks", "name": "Side Day 2"}),
    );
    assert_eq!(status, 422, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("has not ended its day"),
        "{body}"
    );
}

/// A Day 2 waits at the level its flights stopped in: with late registration over by then
/// (the template's closes at the end of level 8, the flights play to level 12), the Day 2
/// takes no new entry before its clock starts either, and its displays say registration
/// is closed.
#[test]
fn a_day_2_past_the_late_registration_takes_no_new_entry() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let a = flight(db, dir.path(), "Main Event Day 1A");
    play(db, &a, &["Ann", "Bob", "Cy", "Dee"], &[4]);
    // Level 12 is the thirteenth period: six levels, a break, six more.
    let server = Server::start(&db_path);
    let (status, body) = post(
        &server.url(&format!("/api/events/{a}/commands")),
        Some(&server.token),
        json!({"type": "go_to", "period": 12}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["view"]["clock"]["level"], 12, "{body}");
    ok_at(db, &["clock", "end-day", &a]);
    ok_at(
        db,
        &["player", "counts", &a, "1=30000", "2=20000", "3=10000"],
    );
    let day2 = ok_at(db, &["event", "day2", &a]).trim().to_string();

    let (_, v) = get(&server.url(&format!("/api/events/{day2}")));
    assert_eq!(v["clock"]["level"], 12, "{}", v["clock"]);
    assert_eq!(v["clock"]["registration_open"], false, "{}", v["clock"]);
    let err = refused_at(db, &["player", "register", &day2, "Newcomer"]);
    assert!(err.contains("level 8"), "{err}");
    // Refused at every door, and nothing changed.
    let (status, body) = post(
        &server.url(&format!("/api/events/{day2}/commands")),
        Some(&server.token),
        json!({"type": "register", "name": "Newcomer"}),
    );
    assert_eq!(status, 422, "{body}");
    let (_, f) = get(&server.url(&format!("/api/events/{day2}/field")));
    assert_eq!(f["counts"]["entries"], 4, "{}", f["counts"]);
    assert_eq!(f["counts"]["left"], 3, "{}", f["counts"]);
}
