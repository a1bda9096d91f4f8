//! Players and seats over HTTP: the desk registers, draws and busts through the real
//! server, the room is read back from `/field`, and known players from `/players`.

use crate::support;
use serde_json::json;
use support::{Scenario, Server, get, post};

const NAMES: [&str; 18] = [
    "José García",
    "Ann Lee",
    "Bo Chen",
    "Dee Park",
    "Eli Roth",
    "Fay Wu",
    "Gus Ode",
    "Hal Im",
    "Ivy Ng",
    "Jo Ma",
    "Kit Fox",
    "Lu Sol",
    "Mo Tan",
    "Ned Oak",
    "Oda Li",
    "Pia Ek",
    "Quin Yu",
    "Rae Vos",
];

#[test]
fn the_desk_registers_draws_busts_and_confirms_over_http() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.register(&NAMES);
    let id = event.id;
    let cmd = |body: serde_json::Value| event.send(body);
    // A duplicate name is a 422 naming the entry already registered; nothing is logged.
    let (s, body) = cmd(json!({"type": "register", "name": "jose garcia"}));
    assert_eq!(s, 422);
    assert_eq!(body["code"], "duplicate-name");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("José García is already registered as entry 1"),
        "{body}"
    );
    // Without the token: refused.
    let (s, _) = post(
        &server.url(&format!("/api/events/{id}/commands")),
        None,
        json!({"type": "draw_seats"}),
    );
    assert_eq!(s, 401);

    let (s, body) = cmd(json!({"type": "draw_seats"}));
    assert_eq!(s, 200, "{body}");
    let field = event.view("field");
    assert_eq!(field["drawn"], true);
    let seed = field["draw_seed"]
        .as_u64()
        .expect("the server's seed is recorded");
    assert!(
        seed < 1 << 53,
        "seeds stay exact as browser numbers: {seed}"
    );
    let tables = field["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2, "18 players, 9-handed: two full tables");
    assert!(tables.iter().all(|t| t["players"] == 9));

    // Two busts at table 1: 7 v 9 is out of balance; the proposed move is confirmed.
    let at_one: Vec<u64> = tables[0]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["player"].as_u64())
        .collect();
    for p in &at_one[..2] {
        let (s, body) = cmd(json!({"type": "bust", "player": p}));
        assert_eq!(s, 200, "{body}");
    }
    let field = event.view("field");
    let pending = &field["pending"];
    assert!(pending["seed"].as_u64().unwrap() < 1 << 53);
    let moves = pending["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1, "{pending}");
    assert_eq!(moves[0]["to"]["table"], tables[0]["table"]);
    let (s, body) = cmd(json!({
        "type": "confirm_moves",
        "seed": pending["seed"],
        "moves": [{"player": moves[0]["player"], "to": moves[0]["to"]}],
    }));
    assert_eq!(s, 200, "{body}");
    let field = event.view("field");
    let counts: Vec<u64> = field["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["players"].as_u64().unwrap())
        .collect();
    assert_eq!(counts, vec![8, 8]);
    assert_eq!(field["counts"]["left"], 16);
    // The clock counts follow the field.
    let (_, clock) = get(&server.url(&format!("/api/events/{id}/clock")));
    assert_eq!(clock["players_left"], 16);
    assert_eq!(clock["entries"], 18);

    // Players are remembered across events.
    let (s, known) = get(&server.url("/api/players?q=GARC"));
    assert_eq!(s, 200);
    assert_eq!(known[0]["name"], "José García");
}

/// The console's player list a page at a time, searched on the server, from every door:
/// the rows are the field view's, the search reads names as a floor person types them, a
/// query it cannot read is a 400 that names it, and the CLI answers the same page.
#[test]
fn the_player_list_is_searched_and_paged_on_the_server_by_every_door() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.register(&NAMES).draw(3);
    let page = |query: &str| {
        let (s, body) = get(&server.url(&format!("{}?{query}", event.path("field/players"))));
        assert_eq!(s, 200, "{query}: {body}");
        body
    };
    let names = |body: &serde_json::Value| -> Vec<String> {
        body["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    let field = event.view("field");
    let first = page("limit=5");
    assert_eq!(first["entries"], 18);
    assert_eq!(first["matched"], 18);
    assert_eq!(
        names(&first),
        ["Ann Lee", "Bo Chen", "Dee Park", "Eli Roth", "Fay Wu"]
    );
    let rest = page("offset=5&limit=500");
    assert_eq!(rest["players"].as_array().unwrap().len(), 13);
    for row in first["players"]
        .as_array()
        .unwrap()
        .iter()
        .chain(rest["players"].as_array().unwrap())
    {
        let same = field["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == row["id"])
            .unwrap();
        assert_eq!(row, same, "a page's row is the field view's row");
    }
    // Without accents or capitals, by a later word, by the letters inside.
    assert_eq!(names(&page("q=JOSE")), ["José García"]);
    assert_eq!(names(&page("q=garcia")), ["José García"]);
    let (s, body) = get(&server.url(&format!("{}?q=zzz", event.path("field/players"))));
    assert_eq!((s, body["matched"].as_u64()), (200, Some(0)));
    // A query the server cannot read is refused and named.
    for bad in ["limit=many", "offset=-1", "sort=name"] {
        let (s, body) = get(&server.url(&format!("{}?{bad}", event.path("field/players"))));
        assert_eq!(s, 400, "{bad}: {body}");
        let key = bad.split('=').next().unwrap();
        assert!(
            body["message"].as_str().unwrap().contains(key),
            "{bad}: {body}"
        );
    }
    let (s, _) = get(&server.url("/api/events/999/field/players"));
    assert_eq!(s, 404);
    // One entry's row by its number: the seat picked on the chart.
    let jose = page("player=1");
    assert_eq!(names(&jose), ["José García"]);
    assert_eq!(page("player=99")["matched"], 0);
    // The room without every row: the seats carry their occupants' names instead.
    let (s, room) = get(&server.url(&format!("{}?players=false", event.path("field"))));
    assert_eq!(s, 200, "{room}");
    assert_eq!(room["players"], serde_json::json!([]));
    assert_eq!(room["tables"].as_array().unwrap().len(), 2);
    for seat in room["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["seats"].as_array().unwrap())
    {
        let row = field["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == seat["player"])
            .unwrap();
        assert_eq!(seat["name"], row["name"], "seat {seat}");
    }
    assert_eq!(room["counts"], field["counts"]);
    let (s, body) = get(&server.url(&format!("{}?players=some", event.path("field"))));
    assert_eq!(s, 400, "{body}");
    // The CLI: the same page in the same order, and where it is in the list.
    let id = event.id.to_string();
    drop(server);
    let db = db.to_str().unwrap();
    let text = support::ok_at(db, &["player", "list", &id, "--search", "garcia"]);
    assert!(
        text.contains("José García") && text.contains("1-1 of 1 matching (18 entries)"),
        "{text}"
    );
    let json: serde_json::Value = serde_json::from_str(&support::ok_at(
        db,
        &["player", "list", &id, "--limit", "5", "--json"],
    ))
    .unwrap();
    assert_eq!(names(&json), names(&first));
}

/// A tablet at a table fetches that table's part of the room: the table, the moves that
/// touch it, the room's counts; no entry's row and no other table, so what it receives on
/// each change does not grow with the room.
#[test]
fn a_tablet_fetches_its_own_table_and_the_moves_that_touch_it() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.players(60).draw(9);
    // Busts at table 1 until the room proposes moves.
    let mut room = event.view("field?players=false");
    let at_one: Vec<u64> = room["tables"][0]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["player"].as_u64())
        .collect();
    for p in at_one.iter().take(3) {
        event.bust(*p, None);
    }
    room = event.view("field?players=false");
    let moves = room["pending"]["moves"].as_array().unwrap().clone();
    assert!(!moves.is_empty(), "{}", room["pending"]);
    let tables = room["tables"].as_array().unwrap().len();
    assert!(tables > 3, "{tables} tables");

    for table in 1..=tables as u64 {
        let one = event.view(&format!("field?table={table}"));
        let shown = one["tables"].as_array().unwrap();
        assert_eq!(shown.len(), 1, "{one}");
        assert_eq!(
            shown[0],
            room["tables"][table as usize - 1],
            "table {table}"
        );
        let touching: Vec<&serde_json::Value> = moves
            .iter()
            .filter(|m| m["from"]["table"] == table || m["to"]["table"] == table)
            .collect();
        let got: Vec<&serde_json::Value> =
            one["pending"]["moves"].as_array().unwrap().iter().collect();
        assert_eq!(got, touching, "the moves of table {table}");
        assert_eq!(one["counts"], room["counts"]);
        assert_eq!(one["pending"]["seed"], room["pending"]["seed"]);
        assert!(one["players"].as_array().unwrap().is_empty());
        assert!(one["still_in"].as_array().unwrap().is_empty());
        let bytes = serde_json::to_string(&one).unwrap().len();
        assert!(bytes < 4_000, "table {table}: {bytes} bytes");
    }
    // The terminal shows the same table, with its players' names.
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let text = support::ok_at(db, &["tables", "show", &event.id_arg(), "--table", "2"]);
    let first = room["tables"][1]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|s| s["name"].as_str())
        .unwrap();
    assert!(text.contains("Table 2 (") && text.contains(first), "{text}");
    assert!(!text.contains("Table 1 ("), "{text}");
    assert_eq!(
        support::ok_at(db, &["tables", "show", &event.id_arg(), "--table", "99"]).trim(),
        "Table 99 is not in play."
    );
    // A table not in play: none shown; a table that is not a number: a 400 naming it.
    let none = event.view("field?table=99");
    assert!(none["tables"].as_array().unwrap().is_empty(), "{none}");
    let (status, body) = get(&server.url(&event.path("field?table=two")));
    assert_eq!(status, 400, "{body}");
}

/// A chart fetches the tables it shows: a window of the room in drawing order, with every
/// table's number (to lay the room out and jump to a table it has not fetched), the room's
/// counts and the whole plan of moves; no entry's row. Zoomed out past reading names, it
/// asks for the seats without them.
#[test]
fn a_chart_fetches_a_window_of_the_room() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::shipped(&server, "example-nlhe-bba");
    event.players(70).draw(9);
    let room = event.view("field?players=false");
    let first: Vec<u64> = room["tables"][0]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["player"].as_u64())
        .collect();
    for p in first.iter().take(3) {
        event.bust(*p, None);
    }
    let room = event.view("field?players=false");
    assert!(room.get("window").is_none(), "the whole room is no window");
    let all = room["tables"].as_array().unwrap();
    let n = all.len();
    assert!(n >= 6, "{n} tables");
    assert!(!room["pending"]["moves"].as_array().unwrap().is_empty());
    let numbers: Vec<serde_json::Value> = all.iter().map(|t| t["table"].clone()).collect();

    // (from, count): the first, a few, the last ones, past the end, the most at once.
    for (from, count) in [(0, 1), (0, 3), (2, 3), (n - 2, 10), (n, 5), (0, 400)] {
        let w = event.view(&format!("field?from={from}&count={count}"));
        let want = &all[from.min(n)..(from + count).min(n)];
        assert_eq!(
            w["tables"].as_array().unwrap(),
            want,
            "from {from}, {count}"
        );
        assert_eq!(w["window"]["first"], from, "from {from}");
        assert_eq!(w["window"]["numbers"].as_array().unwrap(), &numbers);
        assert_eq!(w["window"]["names"], true);
        assert_eq!(w["pending"], room["pending"], "from {from}: every move");
        assert_eq!(w["counts"], room["counts"]);
        assert!(w["players"].as_array().unwrap().is_empty());
        assert!(w["still_in"].as_array().unwrap().is_empty());
    }
    // Without names: the same seats and players, no names, counts or bounties.
    let bare = event.view("field?from=1&count=2&names=false");
    assert_eq!(bare["window"]["names"], false);
    for (got, want) in bare["tables"].as_array().unwrap().iter().zip(&all[1..3]) {
        assert_eq!(got["table"], want["table"]);
        for (s, w) in got["seats"]
            .as_array()
            .unwrap()
            .iter()
            .zip(want["seats"].as_array().unwrap())
        {
            assert_eq!(s["player"], w["player"]);
            assert!(s.get("name").is_none() && s.get("chips").is_none(), "{s}");
        }
    }
    // No table at all: the counts, the moves and the tables' numbers (a phone at the desk).
    let summary = event.view("field?count=0");
    assert!(summary["tables"].as_array().unwrap().is_empty());
    assert_eq!(summary["window"]["numbers"].as_array().unwrap(), &numbers);
    assert_eq!(summary["pending"], room["pending"]);
    let bytes = serde_json::to_string(&summary).unwrap().len();
    assert!(bytes < 3_000, "{bytes} bytes");
    // A table asked for too: that table's part of the room, as a tablet fetches it.
    let both = event.view(&format!("field?table={}&from=0&count=3", numbers[1]));
    assert_eq!(both["tables"].as_array().unwrap(), &all[1..2]);
    assert!(both.get("window").is_none());
    // Refused, each naming what is at fault.
    for (query, word) in [("from=0&count=401", "count"), ("from=-1", "from")] {
        let (status, body) = get(&server.url(&event.path(&format!("field?{query}"))));
        assert_eq!(status, 400, "{query}: {body}");
        assert!(body.to_string().contains(word), "{query}: {body}");
    }
    // The terminal shows the same window.
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let text = support::ok_at(
        db,
        &[
            "tables",
            "show",
            &event.id_arg(),
            "--from",
            "2",
            "--count",
            "2",
        ],
    );
    let (a, b) = (&numbers[2], &numbers[3]);
    assert!(
        text.contains(&format!("Tables {a} to {b} (2 of {n} in play).")),
        "{text}"
    );
    assert!(
        text.contains(&format!("Table {a} ("))
            && !text.contains(&format!("Table {} (", numbers[0])),
        "{text}"
    );
}
