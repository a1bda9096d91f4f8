//! The home games of seed 003 reach every door. `felt games find` and `felt games --json`
//! find them by any name; `felt games card` and `GET /api/games/card.pdf` print a house
//! list's rule cards, whose 7-27 page settles the seed's declaration example (Katy $3.00,
//! Whitney $1.00, Adele nothing).

use crate::poppler;
use crate::support;

use support::{Server, agent, felt, get};

#[test]
fn felt_games_finds_home_games_and_their_variations_by_name() {
    for (typed, key) in [
        ("7-27", "seven-twenty-seven"),
        ("Seven Twenty-Seven", "seven-twenty-seven"),
        ("Santa Cruz Eight-toed Salamander", "anaconda@santa-cruz"),
        ("Follow the Queen", "follow-the-bitch"),
    ] {
        let (code, out, err) = felt(&["games", "find", typed]);
        assert_eq!(code, 0, "{typed}: {err}");
        assert!(out.starts_with(&format!("{key}\t")), "{typed}: {out}");
        assert!(out.contains("Poker by the Regulars (2012)"), "{out}");
    }
    let (code, _, err) = felt(&["games", "find", "Go Fish"]);
    assert_eq!(code, 1);
    assert!(err.contains("\"Go Fish\""), "{err}");
    let (_, json, _) = felt(&["games", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let games = v["games"].as_array().unwrap();
    let anaconda = games.iter().find(|g| g["id"] == "anaconda").unwrap();
    assert_eq!(anaconda["family"], "other");
    assert_eq!(
        anaconda["variations"][0]["name"],
        "Santa Cruz Eight-toed Salamander"
    );
    let seven = games
        .iter()
        .find(|g| g["id"] == "seven-twenty-seven")
        .unwrap();
    assert!(
        seven["aliases"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a == "7-27")
    );
}

fn check_house_pdf(pdf: &[u8], name: &str) {
    assert!(pdf.starts_with(b"%PDF"), "{name}: not a PDF");
    if let Some(pages) = poppler::pages(pdf) {
        assert_eq!(pages, 4, "{name}: the list and three games");
    }
    if let Some(text) = poppler::layout_text(pdf) {
        poppler::in_order(
            &text,
            &[
                "Friday at Kevin's",
                "House list",
                "Seven Twenty-Seven",
                "Passing Gas (other, a variation of Anaconda",
                "Sevens",
                "Worked example",
                "Katy holds 5-A-A (counts 7 or 17 or 27) and declares both ways.",
                "In all: Whitney $1.00, Adele nothing, Katy $3.00.",
                "each player passes 3 cards to the player on the left",
                "Each loser pays 10¢ for each card still held.",
            ],
        );
    }
    poppler::render_pngs(pdf, 60, name);
}

#[test]
fn felt_games_card_prints_a_house_list() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("house.pdf");
    let out_s = out.to_str().unwrap();
    let (code, _, err) = felt(&[
        "games",
        "card",
        "7-27",
        "Passing Gas",
        "sevens",
        "--title",
        "Friday at Kevin's",
        "-o",
        out_s,
    ]);
    assert_eq!(code, 0, "{err}");
    check_house_pdf(&std::fs::read(&out).unwrap(), "house-cli");
    // An unknown game is named, and nothing is written.
    let bad = dir.path().join("bad.pdf");
    let (code, _, err) = felt(&[
        "games",
        "card",
        "7-27",
        "Go Fish",
        "-o",
        bad.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("\"Go Fish\""), "{err}");
    assert!(!bad.exists());
}

#[test]
fn the_api_prints_the_same_house_list() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let url = server
        .url("/api/games/card.pdf?games=7-27,Passing%20Gas,sevens&title=Friday%20at%20Kevin%27s");
    let mut r = agent().get(&url).call().expect("GET");
    assert_eq!(r.status().as_u16(), 200);
    let pdf = r.body_mut().read_to_vec().unwrap();
    check_house_pdf(&pdf, "house-api");
    // In the language asked for, its default title too.
    let mut r = agent()
        .get(&server.url("/api/games/card.pdf?games=7-27,sevens&lang=de"))
        .call()
        .expect("GET");
    assert_eq!(r.status().as_u16(), 200);
    let pdf = r.body_mut().read_to_vec().unwrap();
    if let Some(text) = poppler::raw_text(&pdf) {
        for w in [
            "Hausspiele",
            "Hausliste",
            "Durchgerechnetes Beispiel",
            "Adele nichts",
            "Jeder Verlierer zahlt 10 Cent",
        ] {
            assert!(text.contains(w), "{w:?} missing from\n{text}");
        }
        assert!(!text.contains("House list"), "{text}");
    }
    let (status, body) = get(&server.url("/api/games/card.pdf?games=7-27,Go%20Fish"));
    assert_eq!(status, 404);
    assert_eq!(body["code"], "no-such-game");
    assert!(body["message"].as_str().unwrap().contains("Go Fish"));
    let (status, body) = get(&server.url("/api/games/card.pdf?games=,"));
    assert_eq!(status, 422, "{body}");
}
