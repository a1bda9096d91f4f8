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
        "/api/events/{id}/structure",
        "The normalized structure with derived stakes",
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
                "CommandType": {"oneOf": commands}
            }
        }
    })
}
