//! Progressive knockouts on an event: six entries with $20 on each head play the
//! hand-worked example of `rules::pko` from the terminal (five knockouts, the third a
//! chopped pot given with --split), and the heads, the bounty cash, the results and the
//! prize pool come out as worked by hand; a split that does not add up is refused by name
//! and changes nothing. The shipped PKO template reads.

use crate::support;

use serde_json::Value;
use support::{Scenario, Server, get, ok_at, post, refused_at};

/// The home freezeout with $50 buy-ins, $20 of each on the player's head.
fn pko_event(db: &str, dir: &std::path::Path) -> String {
    let text = std::fs::read_to_string("structures/templates/home-freezeout.toml").unwrap();
    let text = text
        .replace(
            "hard_stop_minutes = 240",
            "bounty = 2000\nprogressive_bounty = true",
        )
        .replace("buy_in = 2000", "buy_in = 5000");
    let file = dir.join("pko.toml");
    std::fs::write(&file, text).unwrap();
    ok_at(db, &["event", "create", file.to_str().unwrap()])
        .trim()
        .to_string()
}

/// (entry, amount) pairs, by entry.
type Amounts = Vec<(u64, u64)>;

/// (entry, head now) of the players still in, and (entry, cash won) of the winners.
fn bounties(v: &Value) -> (Amounts, Amounts) {
    let pairs = |list: &Value, key: &str| {
        let mut out: Vec<(u64, u64)> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|x| (x["player"].as_u64().unwrap(), x[key].as_u64().unwrap()))
            .collect();
        out.sort();
        out
    };
    (pairs(&v["heads"], "head"), pairs(&v["players"], "amount"))
}

#[test]
fn five_knockouts_with_a_chop_pay_what_the_hand_worked_example_says() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    let id = pko_event(db, dir.path());
    // A = 1 (Ann), B = 2 (Bob), C = 3, D = 4, E = 5, F = 6.
    Scenario::at(&db_path, id.parse().unwrap())
        .register(&["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"])
        .draw(7);
    let server = Server::start(&db_path);
    let view = |what: &str| get(&server.url(&format!("/api/events/{id}/{what}"))).1;

    // Refused, changing nothing: one winner given as a split, the busted player among
    // the winners, a share of nothing, a knocker who is not first among the winners.
    let err = refused_at(db, &["player", "bust", &id, "4", "--split", "1:1"]);
    assert!(
        err.contains("names one winner: give them as the knocker instead"),
        "{err}"
    );
    let err = refused_at(db, &["player", "bust", &id, "4", "--split", "1:1,4:1"]);
    assert!(err.contains("4"), "{err}");
    let err = refused_at(db, &["player", "bust", &id, "4", "--split", "1:1,2:0"]);
    assert!(
        err.contains("gives entry 2 (Bob) no share of the pot"),
        "{err}"
    );
    let err = refused_at(
        db,
        &[
            "player", "bust", &id, "4", "--by", "2", "--split", "1:1,2:1",
        ],
    );
    assert!(
        err.contains("names entry 2 as the knocker but not first"),
        "{err}"
    );
    assert_eq!(view("field")["counts"]["busted"], 0);

    // 1. A busts F: A $10 cash, head $30. 2. B busts E: the same for B.
    ok(&["player", "bust", &id, "6", "--by", "1"]);
    ok(&["player", "bust", &id, "5", "--by", "2"]);
    // 3. A and B chop the pot that busts D: $5 cash and $5 on the head each.
    let out = ok(&["player", "bust", &id, "4", "--split", "1:1,2:1"]);
    assert!(
        out.contains("the pot split between entry 1 (Ann) (1 of 2) and entry 2 (Bob) (1 of 2)"),
        "{out}"
    );
    let b = view("bounties");
    assert_eq!(b["progressive"], true);
    assert_eq!(
        bounties(&b),
        (
            vec![(1, 3500), (2, 3500), (3, 2000)],
            vec![(1, 1500), (2, 1500)]
        )
    );
    // 4. A busts C: A $25 cash, head $45; the seating chart shows each head.
    ok(&["player", "bust", &id, "3", "--by", "1"]);
    let field = view("field");
    let head = |p: u64| {
        field["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["id"] == p)
            .unwrap()["bounty"]
            .clone()
    };
    assert_eq!(
        (head(1), head(2), head(3)),
        (4500.into(), 3500.into(), Value::Null)
    );
    // 5. B busts A ($45): B $22.50 cash and $22.50 onto the head, then collects their own
    //    $57.50 as the winner: B $95.00 in all, A $25.00 of the $120 put on heads.
    ok(&["player", "bust", &id, "1", "--by", "2"]);
    let b = view("bounties");
    assert_eq!(bounties(&b), (vec![], vec![(1, 2500), (2, 9500)]));
    assert_eq!(b["outstanding"], 0);
    // The results sheet's CSV carries the bounty cash on each line.
    let csv = support::get_page(&server.url(&format!("/api/events/{id}/results.csv"))).body;
    let line = |name: &str| {
        csv.lines()
            .find(|l| l.contains(&format!(",{name},")))
            .unwrap_or_else(|| panic!("{name} in {csv}"))
            .to_string()
    };
    assert!(line("Bob").ends_with(",95.00"), "{csv}");
    assert!(line("Ann").ends_with(",25.00"), "{csv}");
    // The heads stay out of the prize pool: 6 × ($50 − $20) = $180.
    assert_eq!(view("clock")["prize_pool"], 18000);
    assert!(line("Bob").starts_with("1,Bob,120.00,"), "{csv}");
}

#[test]
fn the_pko_template_reads_and_a_bounty_bigger_than_the_buy_in_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = support::felt(&["structure", "check", "structures/templates/pko.toml"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ok"), "{out}");
    let text = std::fs::read_to_string("structures/templates/pko.toml").unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, text.replace("bounty = 5000", "bounty = 10000")).unwrap();
    let (_, _, err) = support::felt(&["structure", "check", bad.to_str().unwrap()]);
    assert!(
        err.contains(
            "the progressive bounty (10000) and the fee (1000) take the whole buy-in (11000)"
        ),
        "{err}"
    );
    std::fs::write(
        &bad,
        text.replace("bounty = 5000    # $50 on each head to start\n", ""),
    )
    .unwrap();
    let (code, _, err) = support::felt(&["structure", "check", bad.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(err.contains("progressive_bounty needs the bounty"), "{err}");
}

/// A deal in a PKO: the prize pool is chopped, and each player still in keeps the bounty
/// on their own head, outside the chop.
#[test]
fn after_a_deal_each_player_keeps_their_own_head() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    let id = pko_event(db, dir.path());
    for p in ["Ann", "Bob", "Cy", "Dee"] {
        ok(&["player", "register", &id, p]);
    }
    ok(&["tables", "draw", &id, "--seed", "7"]);
    // Ann busts Dee: $10 cash, $30 on her head. The pool is 4 × $30 = $120.
    ok(&["player", "bust", &id, "4", "--by", "1"]);
    // The proposal keeps the heads outside the chop and shows them: Ann $30, Bob and Cy
    // $20; $70 of heads shared by chips (6,000 of 12,000 for Ann) is $35, $17.50, $17.50.
    let server = Server::start(&db_path);
    let (status, d) = post(
        &server.url(&format!("/api/events/{id}/deal")),
        Some(&server.token),
        serde_json::json!({"method": "chop", "stacks": [6000, 3000, 3000]}),
    );
    assert_eq!(status, 200, "{d}");
    let nums = |v: &serde_json::Value| -> Vec<u64> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap())
            .collect()
    };
    assert_eq!(nums(&d["bounties"]["heads"]), [3000, 2000, 2000]);
    assert_eq!(nums(&d["bounties"]["equity"]), [3500, 1750, 1750]);
    let amounts = nums(&d["amounts"]);
    let with: Vec<u64> = amounts
        .iter()
        .zip([3500, 1750, 1750])
        .map(|(a, e)| a + e)
        .collect();
    assert_eq!(nums(&d["bounties"]["with_heads"]), with);
    ok(&[
        "prizes", "deal", &id, "1=4000", "2=4000", "3=4000", "--agreed",
    ]);
    let b = get(&server.url(&format!("/api/events/{id}/bounties"))).1;
    assert_eq!(
        bounties(&b),
        (vec![], vec![(1, 4000), (2, 2000), (3, 2000)])
    );
    assert_eq!(b["outstanding"], 0);
    let csv = support::get_page(&server.url(&format!("/api/events/{id}/results.csv"))).body;
    for (name, line) in [
        ("Ann", "40.00,40.00"),
        ("Bob", "40.00,20.00"),
        ("Cy", "40.00,20.00"),
    ] {
        assert!(
            csv.lines()
                .any(|l| l.contains(&format!(",{name},")) && l.ends_with(line)),
            "{name}: {csv}"
        );
    }
}
