//! A dealer's-choice night at every door: the CLI (`felt night`) and HTTP (`/api/nights`)
//! open a night with seed 003's terms, draw the first dealer, call games, charge mistakes
//! on the ladder, run the kitty and settle up; the limit rises at 11 pm by the (rehearsal)
//! clock; refusals name the player or game and change nothing; the night survives a
//! SIGKILL; the sheet prints what happened.

use crate::poppler;
use crate::support;

use serde_json::json;
use support::{Launch, Server, agent, get, post};

/// 22:59:40 in San Francisco, 20 seconds before the 11 pm change.
const BEFORE_ELEVEN: &str = "2026-11-27T22:59:40-08:00";

fn felt_at(args: &[&str], db: &str) -> (i32, String, String) {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--db", db]);
    let out = std::process::Command::new(support::felt_bin())
        .args(&all)
        .env("FELT_CLOCK_START", BEFORE_ELEVEN)
        .env("TZ", "America/Los_Angeles")
        .output()
        .expect("felt runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_night_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let ok = |args: &[&str]| {
        let (code, out, err) = felt_at(args, db);
        assert_eq!(code, 0, "felt {args:?}: {err}");
        out
    };
    let out = ok(&[
        "night",
        "create",
        "Friday at Kevin's",
        "--players",
        "Tim,Kevin,Rob,Dave,Pete,Whitney,Adele,Katy",
    ]);
    assert!(out.contains("night #1 opened"), "{out}");
    assert!(
        out.contains("$1.00 a bet, $2.00 from 11:00\u{202f}PM; 3 raises a round"),
        "{out}"
    );
    let out = ok(&["night", "first-dealer", "1", "--seed", "5"]);
    assert!(
        out.contains("Rob J♥") && out.contains("Rob deals first"),
        "{out}"
    );
    let out = ok(&["night", "call", "1", "7-27"]);
    assert!(
        out.contains("Deal 1: Rob deals Seven Twenty-Seven"),
        "{out}"
    );
    assert!(
        out.contains("Limit: $1.00 a bet, 3 raises a round ($2.00 from 11:00\u{202f}PM)"),
        "{out}"
    );
    assert!(out.contains("Dealer: Dave calls next; then Pete"), "{out}");
    // The desk's whole card, with declaring's own rule (seed 004).
    let card = ok(&["night", "show", "1", "--card"]);
    for want in [
        "Deal 1: Rob deals Seven Twenty-Seven",
        "Showdown\n",
        "  A player declaring both ways who is beaten either way takes nothing; a tie works as any tie does, that half shared.",
        "Notes\n  Not a poker hand",
    ] {
        assert!(card.contains(want), "{want}: {card}");
    }
    let out = ok(&[
        "night",
        "call",
        "1",
        "Elevator",
        "--rules",
        "Five down; a cross of five on the board.",
    ]);
    assert!(out.contains("Deal 2: Dave deals Elevator"), "{out}");
    assert!(
        out.contains("Five down; a cross of five on the board."),
        "{out}"
    );
    // Mistakes climb a dime each; a stranger is refused by name, and nothing changes.
    assert!(
        ok(&["night", "mistake", "1", "Rob", "--what", "misdeal"])
            .contains("Rob pays 10¢; the next costs 20¢")
    );
    let (code, _, err) = felt_at(&["night", "mistake", "1", "Zed"], db);
    assert_eq!(code, 1);
    assert!(err.contains("no player called Zed"), "{err}");
    assert!(ok(&["night", "mistake", "1", "dave"]).contains("Dave pays 20¢; the next costs 30¢"));
    let (code, _, err) = felt_at(&["night", "call", "1", "Go Fish"], db);
    assert_eq!(code, 1);
    assert!(err.contains("\"Go Fish\""), "{err}");
    for (p, a) in [
        ("Tim", "20"),
        ("Kevin", "20"),
        ("Rob", "20"),
        ("Rob", "$20.00"),
    ] {
        ok(&["night", "buy-in", "1", p, a]);
    }
    ok(&["night", "cash-out", "1", "Tim", "45"]);
    ok(&["night", "cash-out", "1", "Kevin", "0"]);
    let out = ok(&["night", "settle", "1"]);
    assert!(out.contains("Still to cash out: Rob"), "{out}");
    ok(&["night", "cash-out", "1", "Rob", "35.50"]);
    let out = ok(&["night", "settle", "1"]);
    assert!(
        out.contains("off by 50¢ (more cashed out than bought)"),
        "{out}"
    );
    // The wrong count is taken back and entered again.
    let out = ok(&["night", "undo", "1"]);
    assert!(out.contains("Undo: Rob cashed out $35.50"), "{out}");
    ok(&["night", "cash-out", "1", "Rob", "35"]);
    let out = ok(&["night", "settle", "1"]);
    assert!(
        out.contains("Kevin pays Tim $20.00") && out.contains("Rob pays Tim $5.00"),
        "{out}"
    );
    let sheet = dir.path().join("night.pdf");
    ok(&["night", "sheet", "1", "-o", sheet.to_str().unwrap()]);
    let pdf = std::fs::read(&sheet).unwrap();
    if let Some(text) = poppler::layout_text(&pdf) {
        poppler::in_order(
            &text,
            &[
                "Friday at Kevin's",
                // English's own clock (CLDR): 11:00 PM, its narrow no-break space
                // given by pdftotext as a plain space.
                "$1.00 a bet, $2.00 from 11:00 PM; 3 raises a round",
                "Rob (drew the J♥)",
                "Kevin pays Tim $20.00",
                "Seven Twenty-Seven",
                "Elevator",
                "misdeal",
            ],
        );
    }
    poppler::render_pngs(&pdf, 60, "night-sheet");
    let card = dir.path().join("games.pdf");
    ok(&["night", "card", "1", "-o", card.to_str().unwrap()]);
    let pdf = std::fs::read(&card).unwrap();
    if let Some(pages) = poppler::pages(&pdf) {
        assert!(
            pages > 60,
            "the list and one page per Regulars game: {pages}"
        );
    }
    // A player leaves; the deal skips them; they sit again.
    assert!(ok(&["night", "leave", "1", "Whitney"]).contains("Whitney left the table"));
    let out = ok(&["night", "show", "1"]);
    assert!(out.contains("Dealer: Pete calls next; then Adele"), "{out}");
    ok(&["night", "join", "1", "whitney"]);
    let out = ok(&["night", "show", "1"]);
    assert!(
        out.contains("Dealer: Pete calls next; then Whitney"),
        "{out}"
    );
}

#[test]
fn a_night_over_http_keeps_its_clock_its_refusals_and_its_log() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let launch = || {
        Server::launch(
            &db,
            Launch {
                env: vec![(
                    "FELT_CLOCK_START".into(),
                    "2026-11-27T22:59:55-08:00".into(),
                )],
                ..Launch::default()
            },
        )
    };
    let server = launch();
    let t = Some(server.token.as_str());
    let players = [
        "Tim", "Kevin", "Rob", "Dave", "Pete", "Whitney", "Adele", "Katy",
    ];
    // Without the token nothing opens.
    let (status, _) = post(
        &server.url("/api/nights"),
        None,
        json!({"title": "x", "players": players}),
    );
    assert_eq!(status, 401);
    let (status, bad) = post(
        &server.url("/api/nights"),
        t,
        json!({"title": "x", "players": players, "house": ["7-27", "Go Fish"], "utc_offset_minutes": -480}),
    );
    assert_eq!(
        (status, bad["code"].as_str()),
        (404, Some("no-such-game")),
        "{bad}"
    );
    let (status, night) = post(
        &server.url("/api/nights"),
        t,
        json!({"title": "Friday at Kevin's", "players": players, "house": ["7-27", "Santa Cruz Eight-toed Salamander", "baseball"], "utc_offset_minutes": -480}),
    );
    assert_eq!(status, 200, "{night}");
    let id = night["id"].as_i64().unwrap();
    assert_eq!(night["max_bet"], 100, "five seconds before 11 pm");
    assert_eq!(night["next_limit"]["local"], "11:00\u{202f}PM");
    assert_eq!(night["house"][1]["key"], "anaconda@santa-cruz");
    let act =
        |body: serde_json::Value| post(&server.url(&format!("/api/nights/{id}/actions")), t, body);
    let (status, refused) =
        act(json!({"kind": "call", "game": {"kind": "catalog", "key": "baseball"}}));
    assert_eq!(
        (status, refused["code"].as_str()),
        (422, Some("night-refused")),
        "{refused}"
    );
    let (_, v) = act(json!({"kind": "first-dealer"}));
    let dealer = v["dealer"].as_str().unwrap().to_string();
    assert!(
        v["first_dealer_draw"].as_array().unwrap().last().unwrap()["card"]
            .as_str()
            .unwrap()
            .starts_with('J')
    );
    let (_, v) = act(
        json!({"kind": "call", "game": {"kind": "catalog", "key": "seven-twenty-seven"}, "variations": "on or under"}),
    );
    assert_eq!(v["called"]["deal"]["dealer"], dealer.as_str());
    assert_eq!(v["called"]["deal"]["paid"], 200);
    // The TV's lines open with the game's notes, then the deal street by street; the
    // desk's card starts with the facts.
    let rules: Vec<&str> = v["called"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(rules[0].starts_with("Not a poker hand"), "{rules:?}");
    assert!(rules.iter().any(|l| l.starts_with("Deal:")), "{rules:?}");
    assert_eq!(
        v["called"]["card"][0]["lines"][1].as_str(),
        Some("Betting: Limit")
    );
    let (status, refused) = act(json!({"kind": "mistake", "player": "Zed"}));
    assert_eq!(
        (status, refused["code"].as_str()),
        (422, Some("night-no-such-player"))
    );
    assert!(refused["message"].as_str().unwrap().contains("Zed"));
    act(json!({"kind": "mistake", "player": "Katy", "what": "bad joke"}));
    let (_, v) = act(json!({"kind": "buy-in", "player": "Katy", "cents": 2000}));
    assert_eq!(v["next_penalty"], 20);
    // SIGKILL, restart: nothing acknowledged is lost.
    server.kill9();
    let server = launch();
    let (status, v) = get(&server.url(&format!("/api/nights/{id}")));
    assert_eq!(status, 200);
    assert_eq!(v["deals"].as_array().unwrap().len(), 1);
    assert_eq!(v["mistakes"][0]["player"], "Katy");
    assert_eq!(v["players"][7]["buy_ins"], json!([2000]));
    // The called game's rule card in the language asked, like the rest of the view.
    let (_, de) = get(&server.url(&format!("/api/nights/{id}?lang=de")));
    let english: Vec<&serde_json::Value> = v["called"]["card"][0]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    let german = de["called"]["card"][0]["lines"].as_array().unwrap();
    assert_eq!(english[1].as_str(), Some("Betting: Limit"));
    assert_eq!(german.len(), english.len(), "{german:?}");
    assert_ne!(german[1].as_str(), Some("Betting: Limit"), "{german:?}");
    assert_ne!(de["called"]["rules"], v["called"]["rules"]);
    // The rehearsal clock restarted at 22:59:55 with the new server; five seconds on, it is
    // 11 pm and the limit is $2 with no change to come.
    let wait = v["next_limit"]["at_ms"].as_i64().unwrap() - v["now_ms"].as_i64().unwrap();
    assert!((0..=5_000).contains(&wait), "{wait} ms to 11 pm");
    std::thread::sleep(std::time::Duration::from_millis(wait as u64 + 300));
    let (_, v) = get(&server.url(&format!("/api/nights/{id}")));
    assert_eq!(
        (v["max_bet"].as_u64(), v["next_limit"].is_null()),
        (Some(200), true),
        "{v}"
    );
    // Undo over HTTP, and the log says which record it took back.
    let (status, v) = post(
        &server.url(&format!("/api/nights/{id}/undo")),
        Some(&server.token),
        json!(null),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["players"][7]["buy_ins"], json!([]));
    assert_eq!(v["log"][1]["undone"], true);
    let (status, _) = get(&server.url("/api/nights/999"));
    assert_eq!(status, 404);
    let mut r = agent()
        .get(&server.url(&format!("/api/nights/{id}/paper/sheet.pdf")))
        .call()
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert!(r.body_mut().read_to_vec().unwrap().starts_with(b"%PDF"));
    let mut r = agent()
        .get(&server.url(&format!("/api/nights/{id}/paper/card.pdf")))
        .call()
        .unwrap();
    let pdf = r.body_mut().read_to_vec().unwrap();
    if let Some(text) = poppler::layout_text(&pdf) {
        poppler::in_order(
            &text,
            &[
                "Friday at Kevin's",
                "House list",
                "Seven Twenty-Seven",
                "Santa Cruz Eight-toed Salamander",
                "Baseball",
            ],
        );
    }
    // The house list's cards in the language asked for.
    let mut r = agent()
        .get(&server.url(&format!("/api/nights/{id}/paper/card.pdf?lang=es")))
        .call()
        .unwrap();
    let pdf = r.body_mut().read_to_vec().unwrap();
    if let Some(text) = poppler::raw_text(&pdf) {
        for w in ["Lista de la casa", "Friday at Kevin's", "Ficha sobrante"] {
            assert!(text.contains(w), "{w:?} missing from\n{text}");
        }
        assert!(!text.contains("House list"), "{text}");
    }
}

/// A night's log as an earlier Felt wrote it (`tests/fixtures/nights/night-v1.jsonl`, never
/// edited): every later Felt must read it and fold it to the same night.
#[test]
fn a_night_log_written_today_replays_the_same_tomorrow() {
    use felt_core::UtcMs;
    use felt_core::catalog::Catalog;
    use felt_core::night::{NightAction, Transfer, replay_log, settle};
    let text = std::fs::read_to_string("tests/fixtures/nights/night-v1.jsonl").unwrap();
    let log: Vec<(u64, UtcMs, NightAction)> = text
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let action: NightAction =
                serde_json::from_value(v["record"].clone()).unwrap_or_else(|e| panic!("{l}: {e}"));
            (
                v["seq"].as_u64().unwrap(),
                UtcMs(v["at_ms"].as_i64().unwrap()),
                action,
            )
        })
        .collect();
    let refs: Vec<_> = log.iter().map(|(s, t, a)| (*s, *t, a)).collect();
    let n = replay_log(&refs, Catalog::shared()).unwrap();
    let deals: Vec<(&str, &str)> = n
        .deals
        .iter()
        .map(|d| (d.dealer.as_str(), d.name.as_str()))
        .collect();
    assert_eq!(
        deals,
        [
            ("Rob", "Seven Twenty-Seven"),
            ("Dave", "Santa Cruz Eight-toed Salamander")
        ]
    );
    assert_eq!(n.dealer.as_deref(), Some("Pete"));
    let costs: Vec<(&str, u32)> = n
        .mistakes
        .iter()
        .map(|m| (m.player.as_str(), m.cents))
        .collect();
    assert_eq!(costs, [("Rob", 10), ("Dave", 20)]);
    let s = settle(&n);
    assert_eq!((s.bought, s.cashed_out, s.off_by), (8_000, 8_000, 0));
    assert_eq!(
        s.transfers,
        [
            Transfer {
                from: "Kevin".into(),
                to: "Tim".into(),
                cents: 2_000
            },
            Transfer {
                from: "Rob".into(),
                to: "Tim".into(),
                cents: 500
            },
        ]
    );
}
