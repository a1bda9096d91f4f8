//! A whole list registered in one action (`register_many`): from the API and from the
//! terminal, undone and redone as one, refused whole naming the player at fault, seated
//! after the draw from seeds the draw check deals again.

use crate::support;
use serde_json::{Value, json};
use support::{Scenario, Server, felt};

fn names(n: usize) -> Vec<Value> {
    (1..=n)
        .map(|i| json!({"name": format!("Listed Player {i}")}))
        .collect()
}

fn field_players(event: &Scenario) -> Vec<Value> {
    event.view("field")["players"].as_array().unwrap().clone()
}

#[test]
fn a_list_is_one_action_undone_and_redone_as_one() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.register(&["Ann Lee"]);
    let mut list = names(30);
    list[4] = json!({"name": "  Zoë   Ångström ", "number": "1042"});
    let answer = event.act(json!({"type": "register_many", "players": list}));
    let recent = &answer["view"]["recent_actions"][0];
    assert_eq!(
        recent["text"],
        "Registered 30 players (entries 2-31): Listed Player 1, Listed Player 2, Listed Player 3 and 27 more"
    );
    let players = field_players(&event);
    assert_eq!(players.len(), 31);
    let zoe = players.iter().find(|p| p["id"] == 6).unwrap();
    assert_eq!(zoe["name"], "Zoë Ångström");
    assert_eq!(zoe["number"], "1042");
    // Each is remembered in the player register, as one registered alone is.
    let (status, known) = support::get(&server.url("/api/players?q=angstrom"));
    assert_eq!(status, 200, "{known}");
    assert_eq!(known[0]["name"], "Zoë Ångström", "{known}");
    assert_eq!(known[0]["number"], "1042", "{known}");

    // One undo takes the whole list back, one redo brings it again.
    event.act(json!({"type": "undo"}));
    assert_eq!(field_players(&event).len(), 1);
    event.act(json!({"type": "redo"}));
    assert_eq!(field_players(&event).len(), 31);
}

#[test]
fn a_list_with_one_bad_player_is_refused_whole_naming_them() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.register(&["Ann Lee"]);
    let refused = |players: Value, code: &str, words: &str| {
        let (status, body) = event.send(json!({"type": "register_many", "players": players}));
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["code"], code, "{body}");
        let message = body["message"].as_str().unwrap();
        assert!(message.contains(words), "{message}");
        assert_eq!(field_players(&event).len(), 1, "nothing was registered");
    };
    // Already in the event, in other case and accents.
    refused(
        json!([{"name": "Bo Chen"}, {"name": "Cy Tan"}, {"name": "ANN LÉE"}]),
        "duplicate-name",
        "player 3 of the list (ANN LÉE): Ann Lee is already registered as entry 1; nothing was registered",
    );
    // Twice on the list itself.
    refused(
        json!([{"name": "Bo Chen"}, {"name": "bo chen"}]),
        "duplicate-name",
        "player 2 of the list (bo chen): Bo Chen is already registered as entry 2",
    );
    refused(
        json!([{"name": "Bo Chen", "number": "7"}, {"name": "Cy Tan", "number": "7"}]),
        "duplicate-number",
        "player 2 of the list (Cy Tan): player number 7 is already used by entry 2 (Bo Chen)",
    );
    refused(
        json!([{"name": "Bo Chen"}, {"name": "   "}]),
        "bad-name",
        "player 2 of the list (): a player needs a name",
    );
    refused(json!([]), "bad-list", "the list has no player to register");
    refused(
        Value::Array(names(20_001)),
        "bad-list",
        "the list has 20,001 players, more than the 20,000 one action registers",
    );
}

#[test]
fn after_the_draw_a_list_is_seated_from_seeds_the_draw_check_deals_again() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.players(18).draw(7);
    event.act(json!({"type": "register_many", "players": names(12), "seed": 99}));
    let field = event.view("field");
    let seated = field["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["seat"].is_object())
        .count();
    assert_eq!(seated, 30, "{field}");
    let (status, check) = support::get(&server.url(&event.path("draw/verify")));
    assert_eq!(status, 200, "{check}");
    assert_eq!(check["fair"], true, "{check}");
    let later = check["later"].as_array().unwrap();
    assert_eq!(later.len(), 1, "{check}");
    assert_eq!(later[0]["reproduced"], true, "{check}");
}

#[test]
fn the_terminal_registers_a_list_from_a_file_or_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let event = Scenario::at_terminal(&db_path, "structures/example-nlhe-bba.toml");
    let id = event.id_arg();
    let file = dir.path().join("sign-up.txt");
    let register_list = |path: &str| felt(&["player", "register-list", &id, path, "--db", db]);
    std::fs::write(
        &file,
        "Ann Lee\t101\n\nBo Chen\nCy Tan\tTuesday club\t103\n",
    )
    .unwrap();
    let (code, out, err) = register_list(file.to_str().unwrap());
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Registered 3 players (entries 1-3): Ann Lee, Bo Chen, Cy Tan"),
        "{out}"
    );
    let list = support::ok_at(db, &["player", "list", &id, "--json"]);
    let list: Value = serde_json::from_str(&list).unwrap();
    let numbers: Vec<&Value> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["number"])
        .collect();
    assert_eq!(numbers, [&json!("101"), &Value::Null, &json!("103")]);

    // A refused list names the player and registers nobody.
    std::fs::write(&file, "Dee Park\nbo chen\n").unwrap();
    let (code, _, err) = register_list(file.to_str().unwrap());
    assert_eq!(code, 1);
    assert!(
        err.contains("player 2 of the list (bo chen): Bo Chen is already registered as entry 2"),
        "{err}"
    );
    let (code, _, err) = register_list("/no/such/file");
    assert_eq!(code, 1);
    assert!(err.contains("cannot read /no/such/file"), "{err}");
    let list = support::ok_at(db, &["player", "list", &id, "--json"]);
    assert_eq!(
        serde_json::from_str::<Value>(&list)
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        3
    );

    // `-` reads the list from standard input (a pipe from another program).
    use std::io::Write;
    let mut child = std::process::Command::new(support::felt_bin())
        .args(["player", "register-list", &id, "-", "--db", db])
        .env_remove("FELT_DB")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all("Dee Park\t104\nEve Stone\n".as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("Registered 2 players (entries 4-5): Dee Park, Eve Stone"),
        "{text}"
    );
}
