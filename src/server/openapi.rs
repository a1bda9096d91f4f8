//! The OpenAPI description of the HTTP API, served at `/api/openapi.json`.

use serde_json::{Value, json};

/// (method, path, summary, needs the TD token).
pub const ENDPOINTS: &[(&str, &str, &str, bool)] = &[
    ("get", "/api/health", "Liveness check", false),
    (
        "get",
        "/api/time",
        "The server's current time (ms since the epoch, UTC)",
        false,
    ),
    (
        "get",
        "/api/network",
        "Whether the server listens on the LAN, its port and this computer's LAN addresses",
        false,
    ),
    ("get", "/api/events", "Every event in the database", false),
    (
        "post",
        "/api/events",
        "Create an event from a structure file's text or a shipped structure",
        true,
    ),
    (
        "get",
        "/api/events/{id}",
        "The event view: clock, counts, recent actions",
        false,
    ),
    ("get", "/api/events/{id}/clock", "The clock view", false),
    (
        "get",
        "/api/events/{id}/field",
        "Players, tables, buttons and the moves the room needs now",
        false,
    ),
    (
        "get",
        "/api/players",
        "Players remembered from earlier events whose name matches ?q= (case and accents ignored)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/structure",
        "The normalized structure with derived stakes",
        false,
    ),
    (
        "get",
        "/api/events/{id}/bounties",
        "The bounty report: bounties won per player (null when the event has no bounty)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/stream",
        "Server-sent events: `view` messages with the event view",
        false,
    ),
    (
        "post",
        "/api/events/{id}/commands",
        "Run a command given as {\"type\": NAME, ...fields}",
        true,
    ),
    (
        "post",
        "/api/events/{id}/commands/{name}",
        "Run the command NAME with its fields as the body",
        true,
    ),
    (
        "get",
        "/api/structures",
        "Names of the structures shipped with Felt",
        false,
    ),
    ("get", "/api/openapi.json", "This document", false),
    (
        "get",
        "/api/ante",
        "Big blind ante calculator: what the big blind posts to the ante and to the blind under a rule set",
        false,
    ),
    (
        "get",
        "/api/events/{id}/ante",
        "Big blind ante calculator under the event's own rule, at the level being played (the next one during a break) or the level asked for",
        false,
    ),
    (
        "get",
        "/api/events/{id}/chip-race",
        "The chip race of the current break or the next break that races chips off (chips removed and the chip they become), or null",
        false,
    ),
    (
        "post",
        "/api/chip-race",
        "Chip race at one table: exchanges, cards, chips won, race-out protection (changes nothing; no token)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/deal",
        "A chip chop or ICM deal for the players still in, from their chip counts (changes nothing; record it with the deal command)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/results.csv",
        "The results as CSV: place, name, prize, bounties",
        false,
    ),
    (
        "get",
        "/api/events/{id}/results.pdf",
        "The results sheet as PDF (?paper=a4|letter)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/seat-cards.pdf",
        "Seat cards of the players seated, as PDF (?paper=a4|letter)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/table-lists.pdf",
        "Each table's seats and players, as PDF (?paper=a4|letter)",
        false,
    ),
    (
        "get",
        "/api/events/{id}/moves.pdf",
        "The moves the floor makes now, as PDF (?paper=a4|letter)",
        false,
    ),
];

/// Query parameters of the calculators: (path, name, required, description).
const QUERY: &[(&str, &str, bool, &str)] = &[
    ("/api/events/{id}/deal", "method", true, "icm or chop"),
    (
        "/api/events/{id}/deal",
        "stacks",
        true,
        "Chip counts of the players still in, in entry order, comma-separated",
    ),
    (
        "/api/events/{id}/deal",
        "play_for",
        false,
        "Minor units kept back for the eventual winner",
    ),
    (
        "/api/ante",
        "rule",
        true,
        "tda-2024, barge-2020 or barge-2024",
    ),
    ("/api/ante", "small_blind", true, "Chips"),
    ("/api/ante", "big_blind", true, "Chips"),
    (
        "/api/ante",
        "ante",
        false,
        "The level's ante: needed by tda-2024 (which takes the ante from the level), refused by the BARGE rules",
    ),
    (
        "/api/ante",
        "players",
        true,
        "Players dealt in at the table",
    ),
    (
        "/api/ante",
        "stack",
        true,
        "The big blind's stack before posting",
    ),
    (
        "/api/events/{id}/ante",
        "players",
        true,
        "Players dealt in at the table",
    ),
    (
        "/api/events/{id}/ante",
        "stack",
        true,
        "The big blind's stack before posting",
    ),
    (
        "/api/events/{id}/ante",
        "level",
        false,
        "A level number; by default the level being played",
    ),
];

/// The commands accepted by the command endpoints, with their fields.
const COMMANDS: &[(&str, &str)] = &[
    ("start", "Start the clock"),
    ("pause", "Pause the clock"),
    ("resume", "Resume the clock"),
    ("next_level", "Move to the next period"),
    ("previous_level", "Move to the previous period"),
    ("go_to", "Jump to period {period}"),
    ("set_remaining", "Set the time left to {ms}"),
    ("add_time", "Add {ms} (negative subtracts)"),
    ("end_day", "End the day's play"),
    (
        "adjust",
        "Change {counter: entries|players|add-ons} by {delta}",
    ),
    (
        "redeem_lammers",
        "Redeem {count} (default 1) of {player}'s lammers at the current level",
    ),
    (
        "lammer_deadline",
        "Apply the lammer deadline rule to every lammer still held",
    ),
    (
        "purchase",
        "A {kind: rebuy|add_on} for {player}; optional {stack} checked against the offer",
    ),
    (
        "chip_race_done",
        "A chip race done at {table}: {removed_value} taken out, {added_value} given back",
    ),
    ("undo", "Undo the last action"),
    ("redo", "Redo the last undone action"),
];

/// The OpenAPI 3.1 document.
pub fn openapi() -> Value {
    let mut paths = serde_json::Map::new();
    for &(method, path, summary, write) in ENDPOINTS {
        let mut op = json!({
            "summary": summary,
            "responses": {
                "200": {"description": "OK (JSON)"},
                "404": {"description": "No such event", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
                "422": {"description": "Refused; nothing changed", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
            }
        });
        if write {
            op["security"] = json!([{"tdToken": []}]);
            op["responses"]["401"] = json!({"description": "The TD token is missing or wrong"});
        }
        if path.contains("{id}") {
            op["parameters"] = json!([{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}]);
        }
        let query: Vec<Value> = QUERY
            .iter()
            .filter(|q| q.0 == path)
            .map(|&(_, name, required, description)| {
                let schema = if name == "rule" {
                    json!({"type": "string", "enum": ["tda-2024", "barge-2020", "barge-2024"]})
                } else {
                    json!({"type": "integer", "minimum": 0})
                };
                json!({"name": name, "in": "query", "required": required, "description": description, "schema": schema})
            })
            .collect();
        if !query.is_empty() {
            let list = op["parameters"].as_array().cloned().unwrap_or_default();
            op["parameters"] = Value::Array(list.into_iter().chain(query).collect());
            op["responses"]["400"] = json!({"description": "A parameter is missing or not a number; the message names it", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}});
        }
        if path == "/api/chip-race" {
            op["requestBody"] = json!({"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ChipRaceRequest"}}}});
            op["responses"]["400"] = json!({"description": "A field is missing or of the wrong kind; the message names it", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}});
        }
        if path.ends_with("{name}") {
            let names: Vec<&str> = COMMANDS.iter().map(|c| c.0).collect();
            op["parameters"].as_array_mut().expect("set above").push(
                json!({"name": "name", "in": "path", "required": true, "schema": {"type": "string", "enum": names}}),
            );
        }
        let entry = paths.entry(path.to_string()).or_insert_with(|| json!({}));
        entry[method] = op;
    }
    let commands: Vec<Value> = COMMANDS
        .iter()
        .map(|(n, d)| json!({"const": n, "description": d}))
        .collect();
    json!({
        "openapi": "3.1.0",
        "info": {"title": "Felt tournament director API", "version": env!("CARGO_PKG_VERSION")},
        "paths": paths,
        "components": {
            "securitySchemes": {"tdToken": {"type": "http", "scheme": "bearer"}},
            "schemas": {
                "Error": {"type": "object", "required": ["code", "message"],
                          "properties": {"code": {"type": "string"}, "message": {"type": "string"}}},
                "CommandType": {"oneOf": commands},
                "ChipRaceRequest": {
                    "type": "object",
                    "required": ["remove", "next", "counts"],
                    "properties": {
                        "remove": {"type": "integer", "description": "The denomination removed"},
                        "next": {"type": "integer", "description": "The next chip in play, which the removed chips become"},
                        "counts": {"type": "array", "items": {"type": "integer"}, "description": "Each seat's count of removed chips, seat 1 first"},
                        "others": {"type": "array", "items": {"type": ["integer", "null"]}, "description": "Each seat's other chips when known; 0 means the race must not knock the player out"},
                        "cards": {"oneOf": [{"type": "array", "items": {"type": "array", "items": {"type": "string"}}}, {"type": "array", "items": {"type": "string"}}, {"type": "string"}], "description": "The cards dealt (\"As\", \"Td\"): one list per seat (checked against each seat's leftover chips), or all in the order dealt; without them the app deals"},
                        "seed": {"type": "integer", "description": "Seed of the app's deal; when missing the server picks one and returns it"},
                        "variant": {"type": "string", "enum": ["race", "one-per-winner", "round"]}
                    }
                }
            }
        }
    })
}
