//! `felt player redeem|buy|bounties`: lammers, rebuys and bounties from a terminal, on a
//! real database file.

use crate::support;
use support::{Scenario, felt};

const STRUCTURE: &str = r#"
name = "Lammer bounty"
starting_stack = 10000
table_size = 9
level_minutes = 20
[lammers]
per_entry = 2
value = 5000
redeem_by_end_of_level = 2
[money]
currency = "USD"
buy_in = 11000
fee = 1000
[rebuy]
chips = 10000
price = 10000
fee = 500
limit = 1
[special]
bounty = 2500
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100"
"#;

fn ok(args: &[&str]) -> String {
    let (code, out, err) = felt(args);
    assert_eq!(code, 0, "felt {args:?} failed: {err}");
    out
}

/// A database with an event of `STRUCTURE`, three players registered and seated: the
/// folder (kept while the test runs), the database's path and the event's id.
fn seated_event() -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lammers.toml");
    std::fs::write(&file, STRUCTURE).unwrap();
    let db = dir.path().join("felt.db");
    let event = Scenario::at_terminal(&db, file.to_str().unwrap());
    event.numbered("Player ", 3).draw(5);
    let id = event.id_arg();
    (dir, db.to_str().unwrap().to_string(), id)
}

#[test]
fn redeem_buy_and_the_bounty_report_from_the_terminal() {
    let (_dir, db, id) = seated_event();
    let (db, id) = (db.as_str(), id.as_str());

    let out = ok(&["player", "redeem", id, "1", "--count", "2", "--db", db]);
    assert_eq!(
        out.trim(),
        "entry 1 (Player 1) redeemed 2 lammers for 10,000 chips at level 1"
    );
    let (code, _, err) = felt(&["player", "redeem", id, "1", "--db", db]);
    assert_eq!(code, 1);
    assert!(err.contains("entry 1 (Player 1)"), "{err}");

    let out = ok(&["player", "buy", id, "2", "rebuy", "--db", db]);
    assert!(out.contains("entry 2 (Player 2) bought a rebuy"), "{out}");
    let (code, _, err) = felt(&["player", "buy", id, "2", "rebuy", "--db", db]);
    assert_eq!(code, 1);
    assert!(err.contains("the limit per player"), "{err}");

    // Player 2 busts holding lammers: still in. Player 1 has none left: out.
    let out = ok(&["player", "bust", id, "2", "--by", "3", "--db", db]);
    assert!(out.contains("redeems before the next hand"), "{out}");
    ok(&["player", "bust", id, "1", "--by", "3", "--db", db]);

    let report: serde_json::Value =
        serde_json::from_str(&ok(&["player", "bounties", id, "--json", "--db", db])).unwrap();
    assert_eq!(report["bounty"], 2500);
    assert_eq!(report["players"][0]["player"], 3);
    assert_eq!(report["players"][0]["knockouts"], 1);
    assert_eq!(report["players"][0]["amount"], 2500);
    assert_eq!(report["outstanding"], 5000);
    let text = ok(&["player", "bounties", id, "--db", db]);
    assert!(text.contains("Player 3"), "{text}");
    assert!(text.contains("1 knockout  $25"), "{text}");
    assert!(text.contains("still out: $50"), "{text}");

    let clock: serde_json::Value =
        serde_json::from_str(&ok(&["clock", "show", id, "--json", "--db", db])).unwrap();
    // 3 entries, 2 lammers redeemed, 1 rebuy.
    assert_eq!(clock["chips_in_play"], 50_000);
    assert_eq!(clock["lammers"]["outstanding"], 4);
    assert_eq!(clock["lammers"]["owing"][0]["player"], 2);
    // 3 x 10,000 + 9,500.
    assert_eq!(clock["prize_pool"], 39_500);
}

/// `felt player counts`: chip counts from a terminal, shown by `felt player list`; a bad
/// argument or a refused count names what is wrong and changes nothing.
#[test]
fn chip_counts_from_the_terminal() {
    let (_dir, db, id) = seated_event();
    let (db, id) = (db.as_str(), id.as_str());
    let out = ok(&["player", "counts", id, "1=12,500", "3=8000", "--db", db]);
    assert!(
        out.contains("Chip counts: entry 1 (Player 1) 12,500"),
        "{out}"
    );
    let list = ok(&["player", "list", id, "--db", db]);
    assert!(list.contains("(12,500 chips counted)"), "{list}");
    assert!(list.contains("(8,000 chips counted)"), "{list}");
    // (arguments, words in the refusal)
    let refused = [
        ("1=lots", "chips must be a whole number"),
        ("1", "expected PLAYER=CHIPS"),
        (
            "2=0",
            "cannot be counted at 0 chips: bust the player instead",
        ),
        ("9=100", "9"),
    ];
    for (arg, words) in refused {
        let (code, _, err) = felt(&["player", "counts", id, arg, "--db", db]);
        assert_ne!(code, 0, "{arg}");
        assert!(err.contains(words), "{arg}: {err}");
    }
    let (code, _, err) = felt(&["player", "counts", id, "1=100", "1=200", "--db", db]);
    assert_ne!(code, 0);
    assert!(err.contains("entry 1 (Player 1) is counted twice"), "{err}");
    assert_eq!(
        ok(&["player", "list", id, "--db", db]),
        list,
        "a refusal changed nothing"
    );
}
