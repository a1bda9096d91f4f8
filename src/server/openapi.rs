//! The OpenAPI description of the HTTP API, served at `/api/openapi.json`.

use crate::paper::PaperSize;
use felt_core::choice::NamedChoice;
use felt_core::field::results::DealKind;
use felt_core::rules::chip_race::RaceVariant;
use felt_core::rules::payout::Paytable;
use felt_core::structure::BigBlindAntePreset;
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
        "post",
        "/api/payouts",
        "Payouts of a field: a payout table row, the payout curve or satellite seats (changes nothing; needs the TD token, as its cost grows with the input)",
        true,
    ),
    (
        "post",
        "/api/icm",
        "ICM deal (Malmuth-Harville) of the prizes left, with savers and an amount to play for (changes nothing; needs the TD token, as its cost grows with the input)",
        true,
    ),
    (
        "post",
        "/api/chop",
        "Chip-chop deal of the prizes left, with savers and an amount to play for (changes nothing; needs the TD token, as its cost grows with the input)",
        true,
    ),
    (
        "post",
        "/api/seat-draw",
        "Seat draw for a field of numbered players, or a shootout's first round, from a seed (changes nothing; needs the TD token, as its cost grows with the input)",
        true,
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
        "The results sheet as PDF",
        false,
    ),
    (
        "get",
        "/api/events/{id}/seat-cards.pdf",
        "Seat cards of the players seated, as PDF",
        false,
    ),
    (
        "get",
        "/api/events/{id}/table-lists.pdf",
        "Each table's seats and players, as PDF",
        false,
    ),
    (
        "get",
        "/api/events/{id}/moves.pdf",
        "The moves the floor makes now, as PDF",
        false,
    ),
];

/// A query parameter: path, name, required, description, JSON schema.
type QueryParam = (&'static str, &'static str, bool, String, Value);

/// The names of a choice as a JSON schema.
fn names_schema(names: &[&str]) -> Value {
    json!({"type": "string", "enum": names})
}

/// Query parameters of the calculators and the printouts.
fn query_params() -> Vec<QueryParam> {
    let chips = || json!({"type": "integer", "minimum": 0});
    let players = || json!({"type": "integer", "minimum": 0, "maximum": 255});
    let deal_methods = [DealKind::Icm, DealKind::Chop].map(DealKind::name);
    let mut params: Vec<QueryParam> = vec![
        (
            "/api/events/{id}/deal",
            "method",
            true,
            felt_core::choice::one_of(&deal_methods),
            names_schema(&deal_methods),
        ),
        (
            "/api/events/{id}/deal",
            "stacks",
            true,
            "Chip counts of the players still in, in entry order, comma-separated".into(),
            json!({"type": "string"}),
        ),
        (
            "/api/events/{id}/deal",
            "play_for",
            false,
            "Minor units kept back for the eventual winner".into(),
            chips(),
        ),
        (
            "/api/ante",
            "rule",
            true,
            BigBlindAntePreset::one_of(),
            names_schema(&BigBlindAntePreset::names()),
        ),
        ("/api/ante", "small_blind", true, "Chips".into(), chips()),
        ("/api/ante", "big_blind", true, "Chips".into(), chips()),
        (
            "/api/ante",
            "ante",
            false,
            format!(
                "The level's ante: needed by {} (which takes the ante from the level), refused by the BARGE rules",
                BigBlindAntePreset::Tda2024
            ),
            chips(),
        ),
        (
            "/api/ante",
            "players",
            true,
            "Players dealt in at the table".into(),
            players(),
        ),
        (
            "/api/ante",
            "stack",
            true,
            "The big blind's stack before posting".into(),
            chips(),
        ),
        (
            "/api/events/{id}/ante",
            "players",
            true,
            "Players dealt in at the table".into(),
            players(),
        ),
        (
            "/api/events/{id}/ante",
            "stack",
            true,
            "The big blind's stack before posting".into(),
            chips(),
        ),
        (
            "/api/events/{id}/ante",
            "level",
            false,
            "A level number; by default the level being played".into(),
            json!({"type": "integer", "minimum": 1}),
        ),
    ];
    let sizes: Vec<&str> = PaperSize::ALL.iter().map(|p| p.name()).collect();
    for path in [
        "/api/events/{id}/results.pdf",
        "/api/events/{id}/seat-cards.pdf",
        "/api/events/{id}/table-lists.pdf",
        "/api/events/{id}/moves.pdf",
    ] {
        params.push((
            path,
            "paper",
            false,
            format!("Paper size, {} by default", PaperSize::default()),
            names_schema(&sizes),
        ));
    }
    params
}

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

/// The schema of the JSON body a calculator takes.
fn request_schema(path: &str) -> Option<&'static str> {
    Some(match path {
        "/api/chip-race" => "ChipRaceRequest",
        "/api/payouts" => "PayoutsRequest",
        "/api/icm" | "/api/chop" => "DealRequest",
        "/api/seat-draw" => "SeatDrawRequest",
        _ => return None,
    })
}

/// The OpenAPI 3.1 document.
pub fn openapi() -> Value {
    let params = query_params();
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
        let query: Vec<Value> = params
            .iter()
            .filter(|q| q.0 == path)
            .map(|(_, name, required, description, schema)| {
                json!({"name": name, "in": "query", "required": required, "description": description, "schema": schema})
            })
            .collect();
        if !query.is_empty() {
            let list = op["parameters"].as_array().cloned().unwrap_or_default();
            op["parameters"] = Value::Array(list.into_iter().chain(query).collect());
            op["responses"]["400"] = json!({"description": "A parameter is missing or not valid; the message names it", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}});
        }
        if let Some(schema) = request_schema(path) {
            op["requestBody"] = json!({"required": true, "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}}});
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
                        "variant": names_schema(&RaceVariant::names())
                    }
                },
                "PayoutsRequest": {
                    "type": "object",
                    "required": ["entries", "pool"],
                    "properties": {
                        "entries": {"type": "integer", "description": "Entries (entries plus re-entries)"},
                        "pool": {"type": "integer", "description": "Prize pool in minor units (cents) or points"},
                        "split": {"description": "How the pool is split; the BARGE 2025 table when missing", "oneOf": [
                            {"type": "object", "required": ["by", "name"], "properties": {"by": {"const": "table"}, "name": names_schema(&Paytable::builtin_names())}},
                            {"type": "object", "required": ["by", "text"], "properties": {"by": {"const": "table_toml"}, "text": {"type": "string", "description": "A payout table in Felt's TOML format"}}},
                            {"type": "object", "required": ["by"], "properties": {"by": {"const": "curve"}, "paid": {"type": "integer"}, "top_share": {"type": "number"}, "min_cash": {"type": "integer"}, "buy_in": {"type": "integer"}}},
                            {"type": "object", "required": ["by", "seat_value"], "properties": {"by": {"const": "satellite"}, "seat_value": {"type": "integer"}, "seat_event": {"type": "string"}}}
                        ]},
                        "increment": {"type": "integer", "description": "Prizes are multiples of this (default: the table's own, else 1)"}
                    }
                },
                "DealRequest": {
                    "type": "object",
                    "required": ["stacks", "prizes"],
                    "properties": {
                        "stacks": {"type": "array", "items": {"type": "integer"}, "description": "Chip counts of the players left; the amounts come in this order"},
                        "prizes": {"type": "array", "items": {"type": "integer"}, "description": "Prizes still to be paid, first place first"},
                        "savers": {"type": "array", "items": {"type": "object", "required": ["place", "amount"], "properties": {"place": {"type": "integer"}, "amount": {"type": "integer"}}}, "description": "Amounts paid to places out of first place's prize before anything is split"},
                        "play_for": {"type": "integer", "description": "Kept from first place's prize for the eventual winner"},
                        "seed": {"type": "integer", "description": "ICM only: seed of the Monte Carlo estimate beyond 24 players"},
                        "samples": {"type": "integer", "description": "ICM only: finishing orders the Monte Carlo estimate draws"}
                    }
                },
                "SeatDrawRequest": {
                    "type": "object",
                    "required": ["players", "seats"],
                    "properties": {
                        "players": {"type": "integer", "description": "Entries, numbered 1 to N"},
                        "seats": {"type": "integer", "description": "Seats per table"},
                        "shootout": {"type": "object", "properties": {"advance": {"type": "integer"}}, "description": "Lay the field out as a shootout"},
                        "seed": {"type": "integer", "description": "Seed of the draw; when missing the server picks one and returns it"}
                    }
                }
            }
        }
    })
}
