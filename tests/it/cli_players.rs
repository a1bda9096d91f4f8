//! `felt player` and `felt tables`: the desk and the floor from a terminal, on a real
//! database file.

use crate::support;
use support::{Scenario, felt};

fn ok(args: &[&str]) -> String {
    let (code, out, err) = felt(args);
    assert_eq!(code, 0, "felt {args:?} failed: {err}");
    out
}

#[test]
fn register_draw_bust_and_confirm_the_moves_from_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let event = Scenario::at_terminal(&db_path, "structures/example-nlhe-bba.toml");
    event.numbered("Player ", 19);
    let id = &event.id_arg();
    // Same name with other case and accents: refused, names the entry.
    let (code, _, err) = felt(&["player", "register", id, "PLAYÉR 7", "--db", db]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Player 7 is already registered as entry 7"),
        "{err}"
    );

    let out = ok(&["tables", "draw", id, "--seed", "2024", "--db", db]);
    assert!(out.contains("Drew seats: 19 players at"), "{out}");
    assert!(out.contains("(seed 2024)"), "{out}");
    let room: serde_json::Value =
        serde_json::from_str(&ok(&["tables", "show", id, "--json", "--db", db])).unwrap();
    assert_eq!(room["draw_seed"], 2024);
    let tables = room["tables"].as_array().unwrap();
    let seated: u64 = tables.iter().map(|t| t["players"].as_u64().unwrap()).sum();
    assert_eq!(seated, 19);

    // Bust players at the first table until a move is proposed.
    let first = &tables[0]["seats"];
    let mut busted = 0;
    for s in first.as_array().unwrap() {
        let Some(p) = s["player"].as_u64() else {
            continue;
        };
        ok(&["player", "bust", id, &p.to_string(), "--db", db]);
        busted += 1;
        let moves: serde_json::Value =
            serde_json::from_str(&ok(&["tables", "moves", id, "--json", "--db", db])).unwrap();
        if !moves["moves"].as_array().unwrap().is_empty() {
            break;
        }
    }
    // 19 players at 3 tables (7, 6, 6): the first bust lets 18 fit at 2 tables.
    assert_eq!(busted, 1);
    let text = ok(&["tables", "moves", id, "--db", db]);
    assert!(
        text.starts_with("Move ") || text.starts_with("Break table"),
        "{text}"
    );
    ok(&["tables", "confirm", id, "--db", db]);
    let after = ok(&["tables", "moves", id, "--db", db]);
    assert_eq!(after, "No moves pending.\n");

    let list = ok(&["player", "list", id, "--db", db]);
    assert!(list.contains(&format!("place {}", 19)), "{list}");
    // Undo of the confirmation brings the moves back.
    ok(&["undo", id, "--db", db]);
    assert_ne!(
        ok(&["tables", "moves", id, "--db", db]),
        "No moves pending.\n"
    );

    // Players are remembered across events.
    let id2 = ok(&[
        "event",
        "create",
        "structures/example-nlhe-bba.toml",
        "--db",
        db,
    ]);
    ok(&["player", "register", id2.trim(), "Player 12", "--db", db]);
    let known: serde_json::Value =
        serde_json::from_str(&ok(&["player", "known", "player 1", "--json", "--db", db])).unwrap();
    // Equal matches: most events first.
    assert_eq!(known[0]["name"], "Player 12");
    assert!(
        known
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == "Player 1")
    );
    let twelve = known
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Player 12")
        .unwrap();
    assert_eq!(twelve["events"], 2);
}
