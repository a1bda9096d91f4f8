//! A player's name is taken by one rule at every door (the core's `text::clean`): Unicode
//! NFC, and refused, naming the character and where it stands, when it holds a control
//! character, a bidirectional override or mark, or an invisible character; a pasted list
//! and an imported file have those taken out instead. The probe's names, sent as they
//! were: NUL and BEL, U+202E, a BOM and a zero-width space before `=`.

use super::support::{Scenario, Server, felt, post};
use serde_json::{Value, json};

/// The names that must be refused at a door where a person types one name, with the
/// character and position each refusal names.
const REFUSED: &[(&str, &str)] = &[
    ("Ann\u{0}Lee", "a control character at character 4 (U+0000)"),
    ("Ann\u{7}", "a control character at character 4 (U+0007)"),
    (
        "\u{202E}eeL nnA",
        "a right-to-left or left-to-right override or mark at character 1 (U+202E)",
    ),
    (
        "\u{FEFF}=1+1",
        "an invisible character at character 1 (U+FEFF)",
    ),
    (
        "Bo\u{200B}b",
        "an invisible character at character 3 (U+200B)",
    ),
];

#[test]
fn a_name_is_taken_by_one_rule_at_every_door() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    let server = Server::start(&db);
    let t = Some(server.token.as_str());
    let event = Scenario::example(&server);
    let id = event.id_arg();
    for (name, says) in REFUSED {
        // The desk's register (HTTP, the console's door).
        let (status, body) = event.send(json!({"type": "register", "name": name}));
        assert_eq!(
            (status, body["code"].as_str()),
            (422, Some("bad-name")),
            "{name:?}: {body}"
        );
        assert!(
            body["message"].as_str().unwrap().contains(says),
            "{name:?}: {body}"
        );
        // The command line (no argument can carry a NUL).
        if !name.contains('\0') {
            let (code, _, err) = felt(&["player", "register", &id, name, "--db", dbs]);
            assert_ne!(code, 0, "{name:?}");
            assert!(err.contains(says), "{name:?}: {err}");
        }
        // The register of players.
        let (status, body) = post(&server.url("/api/register"), t, json!({"name": name}));
        assert_eq!(status, 422, "{name:?}: {body}");
        assert!(
            body["message"].as_str().unwrap().contains(says),
            "{name:?}: {body}"
        );
        // A home game's night.
        let (status, body) = post(
            &server.url("/api/nights"),
            t,
            json!({"title": "Friday", "players": ["Kim", name], "house": ["7-27"], "utc_offset_minutes": 0}),
        );
        assert_eq!(status, 422, "{name:?}: {body}");
        assert!(
            body["message"].as_str().unwrap().contains(says),
            "{name:?}: {body}"
        );
    }
    // Nothing was registered anywhere.
    let field = event.view("field");
    assert_eq!(
        field["players"].as_array().map(Vec::len),
        Some(0),
        "{field}"
    );
    // An accent typed as two characters is the name typed as one.
    event.register(&["Jose\u{301}"]);
    let (status, body) = event.send(json!({"type": "register", "name": "Jos\u{e9}"}));
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("duplicate-name")),
        "{body}"
    );
    // A pasted list: the same characters are taken out, not refused.
    let listed: Vec<Value> = ["\u{FEFF}=1+1", "Bo\u{200B}b", "\u{202E}Cy", "Dee\u{7}"]
        .iter()
        .map(|n| json!({"name": n}))
        .collect();
    event.act(json!({"type": "register_many", "players": listed}));
    let field = event.view("field");
    let mut names: Vec<String> = field["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    assert_eq!(names, ["=1+1", "Bob", "Cy", "Dee", "Jos\u{e9}"]);
    // And the results CSV writes the formula as text.
    let csv = super::support::get_page(&server.url(&format!("/api/events/{id}/results.csv"))).body;
    assert!(
        !csv.contains('\u{202E}') && !csv.contains('\u{FEFF}'),
        "{csv}"
    );
}
