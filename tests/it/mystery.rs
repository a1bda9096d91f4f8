//! Mystery bounties on events: knockouts before the rule's level pay nothing; from it on
//! each knockout draws one sealed envelope (seeded, the seed in the log), a split pot
//! shares it, the envelopes run out; the bounty report, the results and the prize pool (the
//! bounty part of each buy-in held out) agree; a bad rule is refused at its line.

use crate::support;

use serde_json::Value;
use support::{Scenario, Server, get, ok_at};

/// A six-handed home game with $10 of each $50 buy-in in three envelopes ($30, $5, $5)
/// drawn from level 2.
fn mystery_event(db: &str, dir: &std::path::Path, rule: &str) -> Result<String, String> {
    let text = std::fs::read_to_string("structures/templates/home-freezeout.toml").unwrap();
    let text = text
        .replace("hard_stop_minutes = 240", &format!("bounty = 1000\n{rule}"))
        .replace("buy_in = 2000", "buy_in = 5000");
    let file = dir.join("mystery.toml");
    std::fs::write(&file, text).unwrap();
    let (code, out, err) = support::felt(&["event", "create", file.to_str().unwrap(), "--db", db]);
    if code == 0 {
        Ok(out.trim().to_string())
    } else {
        Err(err)
    }
}

const RULE: &str = "mystery_bounty = { from_level = 2, envelopes = [{ value = 3000, count = 1 }, { value = 500, count = 2 }] }";

#[test]
fn envelopes_are_drawn_from_their_level_shared_by_the_pot_and_run_out() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    let id = mystery_event(db, dir.path(), RULE).unwrap();
    Scenario::at(&db_path, id.parse().unwrap())
        .register(&["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"])
        .draw(7);
    ok(&["clock", "start", &id]);
    // Level 1: Ann knocks Fay out; no envelope yet.
    ok(&["player", "bust", &id, "6", "--by", "1"]);
    ok(&["clock", "next", &id]);
    // Level 2: Ann busts Eve; Ann and Bob chop the pot that busts Dee; Bob busts Cy.
    ok(&["player", "bust", &id, "5", "--by", "1"]);
    ok(&[
        "player", "bust", &id, "4", "--by", "1", "--split", "1:1,2:1",
    ]);
    ok(&["player", "bust", &id, "3", "--by", "2"]);
    // Every envelope is drawn: Ann's knockout of Bob pays nothing.
    ok(&["player", "bust", &id, "2", "--by", "1"]);

    // The log says which envelope each knockout drew, with its seed.
    let actions = ok(&["actions", &id]);
    let drawn: Vec<u64> = actions
        .lines()
        .filter_map(|l| l.split("a mystery envelope of $").nth(1))
        .map(|rest| {
            let amount: String = rest
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            (amount.parse::<f64>().unwrap() * 100.0).round() as u64
        })
        .collect();
    assert_eq!(drawn.len(), 3, "{actions}");
    let mut sorted = drawn.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, [500, 500, 3000], "{actions}");
    assert!(
        !actions
            .lines()
            .any(|l| l.contains("Busted Fay") && l.contains("mystery")),
        "{actions}"
    );
    // The newest action first: Cy's draw (Bob), Dee's (Ann and Bob half each), Eve's (Ann).
    let (cy, dee, eve) = (drawn[0], drawn[1], drawn[2]);
    let ann = eve + dee / 2;
    let bob = cy + dee / 2;

    let server = Server::start(&db_path);
    let (_, b) = get(&server.url(&format!("/api/events/{id}/bounties")));
    let won: Vec<(u64, u64)> = {
        let mut v: Vec<(u64, u64)> = b["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| (x["player"].as_u64().unwrap(), x["amount"].as_u64().unwrap()))
            .collect();
        v.sort();
        v
    };
    assert_eq!(won, [(1, ann), (2, bob)], "{b}");
    let m: &Value = &b["mystery"];
    assert_eq!(
        (m["sealed"].as_u64(), m["sealed_value"].as_u64()),
        (Some(0), Some(0)),
        "{m}"
    );
    assert_eq!(m["drawn"].as_array().unwrap().len(), 3);
    assert!(
        m["drawn"][1]
            .as_str()
            .unwrap()
            .starts_with("Ann and Bob drew $"),
        "{m}"
    );
    // The pool holds the $10 of each buy-in out: 6 × $40.
    let (_, v) = get(&server.url(&format!("/api/events/{id}")));
    assert_eq!(v["clock"]["prize_pool"], 6 * 4000);
    // The results carry the envelopes won.
    let csv = support::get_page(&server.url(&format!("/api/events/{id}/results.csv"))).body;
    let bounty_of = |name: &str| -> String {
        csv.lines()
            .find(|l| l.contains(&format!(",{name},")))
            .unwrap_or_else(|| panic!("{name}: {csv}"))
            .rsplit(',')
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(bounty_of("Ann"), format!("{}.{:02}", ann / 100, ann % 100));
    assert_eq!(bounty_of("Bob"), format!("{}.{:02}", bob / 100, bob % 100));
}

#[test]
fn a_mystery_rule_that_cannot_work_is_refused_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    for (rule, words) in [
        (
            "mystery_bounty = { from_level = 40, envelopes = [{ value = 500, count = 2 }] }",
            "from_level 40 is not a level of this structure",
        ),
        (
            "mystery_bounty = { from_level = 2, envelopes = [] }",
            "mystery_bounty has no envelopes",
        ),
        (
            "mystery_bounty = { from_level = 2, envelopes = [{ value = 0, count = 2 }] }",
            "needs a value and a count above 0",
        ),
        (
            "progressive_bounty = true\nmystery_bounty = { from_level = 2, envelopes = [{ value = 500, count = 2 }] }",
            "mystery bounties or a progressive bounty, not both",
        ),
        (
            "mystery_bounty = { from_level = 2, envelope = [] }",
            "unknown field `envelope`",
        ),
    ] {
        let err = mystery_event(db, dir.path(), rule).unwrap_err();
        assert!(err.contains(words), "{rule}: {err}");
        assert!(
            err.contains("mystery.toml:"),
            "{rule}: names the file: {err}"
        );
    }
}
