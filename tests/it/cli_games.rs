//! `felt games` lists the catalog with the table-size limit, as text and JSON.

use std::process::Command;

fn felt(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(args)
        .output()
        .expect("felt runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn games_json_lists_every_game_with_its_limit() {
    let v: serde_json::Value = serde_json::from_str(&felt(&["games", "--json"])).expect("json");
    assert!(
        v["table_size_rule"]
            .as_str()
            .unwrap()
            .contains("reshuffled")
    );
    let games = v["games"].as_array().unwrap();
    assert!(games.len() >= 63);
    let find = |id: &str| {
        games
            .iter()
            .find(|g| g["id"] == id)
            .unwrap_or_else(|| panic!("{id}"))
            .clone()
    };
    let stud = find("stud");
    assert_eq!(
        (
            stud["family"].as_str(),
            stud["max_players"].as_u64(),
            stud["max_with_community_card"].as_u64()
        ),
        (Some("stud"), Some(6), Some(8))
    );
    assert_eq!(find("big-o")["max_players"], 8);
    assert_eq!(
        find("chowaha")["editions"],
        serde_json::json!(["2025", "2021", "2011"])
    );
}

#[test]
fn games_text_shows_the_rule_and_the_rows() {
    let text = felt(&["games"]);
    assert!(text.contains("Paradise Road Pick'em"));
    assert!(text.contains("6/8cc"));
    assert!(text.contains("draw replacements are not counted"));
}
