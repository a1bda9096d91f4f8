//! `[payouts] table_file`: a house payout table kept in its own file beside the structure,
//! read where the structure is read from disk, carried into the event's log so the event
//! replays without it, and refused with the file, line and column at fault.

use crate::support;
use support::felt;

const STRUCTURE: &str = "name = \"House Freezeout\"
starting_stack = 10000
table_size = 10
level_minutes = 15

[money]
currency = \"USD\"
buy_in = 2000

[payouts]
table_file = \"house-payouts.toml\"

[[games]]
id = \"nlh\"
name = \"No-Limit Hold'em\"
family = \"flop\"
betting = \"no-limit\"
catalog = \"holdem\"

[[chips]]
value = 25
color = \"white\"

[[levels]]
stakes = \"50/100\"
[[levels]]
stakes = \"100/200\"
";

const TABLE: &str = "# The house's own table.
title = \"House 3-2-1\"
increment = 500

[[row]]
entries = [2, 5]
shares_bp = [10000]

[[row]]
entries = [6, 40]
amounts = [9000, 5000, 2000]
";

fn write(dir: &std::path::Path, structure: &str, table: Option<&str>) -> String {
    let s = dir.join("house.toml");
    std::fs::write(&s, structure).unwrap();
    if let Some(t) = table {
        std::fs::write(dir.join("house-payouts.toml"), t).unwrap();
    }
    s.display().to_string()
}

#[test]
fn a_payout_table_file_beside_the_structure_pays_the_event_and_travels_with_its_log() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), STRUCTURE, Some(TABLE));
    let (code, out, err) = felt(&["structure", "check", &file]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("ok (2 levels, 0 warnings)"), "{out}");
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let (code, id, err) = felt(&["event", "create", &file, "--db", db]);
    assert_eq!(code, 0, "{err}");
    let id = id.trim().to_string();
    // The table file can go: the event carries the rows it was created with.
    std::fs::remove_file(dir.path().join("house-payouts.toml")).unwrap();
    for i in 1..=8 {
        let (code, _, err) = felt(&["player", "register", &id, &format!("P{i}"), "--db", db]);
        assert_eq!(code, 0, "{err}");
    }
    let (code, out, err) = felt(&["clock", "show", &id, "--json", "--db", db]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let p = &v["payouts"];
    assert!(p["basis"].as_str().unwrap().contains("House 3-2-1"), "{p}");
    // Each line of the panel pays its places (first to last) the same.
    let amounts: Vec<u64> = p["rows"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| {
            let places = r["last"].as_u64().unwrap() - r["first"].as_u64().unwrap() + 1;
            std::iter::repeat_n(r["amount"].as_u64().unwrap(), places as usize)
        })
        .collect();
    // 8 x $20 = $160: $90, $50, $20 as the table says.
    assert_eq!(amounts, vec![9000, 5000, 2000], "{p}");
}

#[test]
fn a_payout_table_file_that_is_missing_or_wrong_is_refused_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    // No file beside the structure: the error is at the table_file key.
    let file = write(dir.path(), STRUCTURE, None);
    let (code, _, err) = felt(&["structure", "check", &file]);
    assert_eq!(code, 1);
    assert!(
        err.contains("house.toml:11:14: error: [payouts] table_file \"house-payouts.toml\" could not be read: cannot read"),
        "{err}"
    );
    // A row that pays more to second than to first: the error is in the table file.
    let bad = TABLE.replace("[9000, 5000, 2000]", "[5000, 9000, 2000]");
    let file = write(dir.path(), STRUCTURE, Some(&bad));
    let (code, _, err) = felt(&["structure", "check", &file]);
    assert_eq!(code, 1);
    assert!(
        err.contains("house-payouts.toml:9:1: error: payout table row for 6-40 entries: place 2 gets more than place 1"),
        "{err}"
    );
    let db = dir.path().join("felt.db");
    let (code, _, err) = felt(&["event", "create", &file, "--db", db.to_str().unwrap()]);
    assert_eq!(code, 1, "a bad table creates no event");
    assert!(err.contains("house-payouts.toml:9:1"), "{err}");
    // A table file and rows of its own: one way of paying.
    let both = STRUCTURE.replace(
        "table_file = \"house-payouts.toml\"",
        "table_file = \"house-payouts.toml\"\n[[payouts.row]]\nentries = [1, 10]\nshares_bp = [10000]",
    );
    let file = write(dir.path(), &both, Some(TABLE));
    let (code, _, err) = felt(&["structure", "check", &file]);
    assert_eq!(code, 1);
    assert!(
        err.contains("names 2 ways of paying ([[payouts.row]], table_file)"),
        "{err}"
    );
}
