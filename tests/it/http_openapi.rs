//! The OpenAPI document against the router it describes (one contract for both), on a
//! real server on 127.0.0.1: every operation the document names is served, the router
//! has no path the document leaves out and no method it does not name, the routes behind
//! the TD token are exactly those the document marks, and every command the engine
//! reads is named.

use crate::support;
use felt_core::engine::Command;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use support::{Server, agent, get};

/// Every method a route could be given; HEAD and OPTIONS are axum's own answers.
const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// Every (method, path) the document names.
fn operations(doc: &Value) -> Vec<(String, String)> {
    let paths = doc["paths"].as_object().expect("the document has paths");
    paths
        .iter()
        .flat_map(|(path, item)| {
            let item = item.as_object().expect("a path item");
            METHODS
                .iter()
                .filter(|m| item.contains_key(**m))
                .map(move |m| (m.to_string(), path.clone()))
        })
        .collect()
}

/// The paths the router serves, read from its `Debug` text (axum keeps no public list of
/// its routes, but prints each route's path), fallback routes left out.
fn router_paths() -> BTreeSet<String> {
    let text = format!("{:?}", felt::server::router());
    let routes = text
        .split("fallback_router")
        .next()
        .expect("split yields at least one part");
    let mut paths = BTreeSet::new();
    for (at, _) in routes.match_indices("RouteId(") {
        let rest = &routes[at + "RouteId(".len()..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        if let Some(quoted) = rest[digits..].strip_prefix("): \"") {
            let end = quoted.find('"').expect("a closing quote");
            paths.insert(quoted[..end].to_string());
        }
    }
    assert!(
        paths.contains("/api/health"),
        "the router's Debug text no longer lists its paths as expected: {text:.400}"
    );
    paths
}

/// The paths the router serves that the document does not name.
fn undocumented(served: &BTreeSet<String>, doc: &Value) -> Vec<String> {
    served
        .iter()
        .filter(|p| doc["paths"].get(p.as_str()).is_none())
        .cloned()
        .collect()
}

/// What a request got: its status, and whether the UI fallback answered it (no route).
struct Probe {
    status: u16,
    fell_through: bool,
}

/// A request that needs no more than the path: the demo event's id and a command name.
struct Room {
    server: Server,
    event: i64,
    shipped: String,
}

impl Room {
    fn open(dir: &std::path::Path) -> Room {
        let server = Server::start(&dir.join("felt.db"));
        let (_, list) = get(&server.url("/api/events"));
        let event = list["events"][0]["id"].as_i64().expect("the demo event");
        let (_, shipped) = get(&server.url("/api/structures"));
        let shipped = shipped["structures"][0].as_str().unwrap().to_string();
        Room {
            server,
            event,
            shipped,
        }
    }

    fn document(&self) -> Value {
        let (status, doc) = get(&self.server.url("/api/openapi.json"));
        assert_eq!(status, 200);
        doc
    }

    /// `path` with its `{id}`, `{name}` and `{printout}` filled in, and a small valid query or body
    /// where the route reads one.
    fn request(&self, path: &str) -> (String, Option<Value>) {
        let filled = path
            .replace("{id}", &self.event.to_string())
            .replace("{name}", Command::names()[0])
            .replace("{printout}", "sheet.pdf");
        let query = match path {
            "/api/ante" => {
                "?rule=tda-2024&small_blind=100&big_blind=200&ante=200&players=9&stack=10000"
            }
            "/api/events/{id}/ante" => "?players=9&stack=10000",
            "/api/events/{id}/deal" => "?method=chop&stacks=6000,4000",
            "/api/players" => "?q=a",
            _ => "",
        };
        let body = match path {
            "/api/events" => Some(json!({"shipped": self.shipped})),
            "/api/events/{id}/commands" => Some(json!({"type": "pause"})),
            "/api/events/{id}/commands/{name}" => Some(json!({})),
            "/api/chip-race" => {
                Some(json!({"remove": 25, "next": 100, "counts": [3, 2], "seed": 1}))
            }
            "/api/payouts" => Some(json!({"entries": 20, "pool": 100000})),
            "/api/icm" | "/api/chop" => Some(json!({"stacks": [6000, 4000], "prizes": [700, 300]})),
            "/api/seat-draw" => Some(json!({"players": 10, "seats": 9, "seed": 1})),
            "/api/library" => Some(json!({"from": "template", "template": "horse"})),
            "/api/events/{id}/archive" => Some(json!({"archived": false})),
            "/api/days" => Some(json!({"flights": [self.event]})),
            "/api/network" => Some(json!({"lan": false})),
            "/api/network/hosts" => Some(json!({"name": "felt.lan", "allowed": false})),
            "/api/devices/pair" => Some(json!({"event": self.event, "scope": "desk"})),
            "/api/devices/claim" => Some(json!({"code": "00"})),
            "/api/library/{id}" => Some(json!({"draft": {"name": "x"}})),
            "/api/library/{id}/rename" => Some(json!({"name": "x"})),
            "/api/structures/propose" => {
                Some(json!({"draft": {"name": "x"}, "target_minutes": 300}))
            }
            "/api/structures/check" | "/api/structures/paper/{printout}" => {
                Some(json!({"draft": {"name": "x"}}))
            }
            _ => None,
        };
        (self.server.url(&format!("{filled}{query}")), body)
    }

    /// Sends `method path` (with the TD token when `token`), reading no more than the
    /// headers unless the answer is JSON (the live stream never ends).
    fn probe(&self, method: &str, path: &str, token: bool) -> Probe {
        let (url, body) = self.request(path);
        let auth = format!("Bearer {}", self.server.token);
        let agent = agent();
        let sent = match method {
            "get" | "delete" => {
                let req = if method == "get" {
                    agent.get(&url)
                } else {
                    agent.delete(&url)
                };
                let req = if token {
                    req.header("Authorization", &auth)
                } else {
                    req
                };
                req.call()
            }
            _ => {
                let req = match method {
                    "post" => agent.post(&url),
                    "put" => agent.put(&url),
                    _ => agent.patch(&url),
                };
                let req = if token {
                    req.header("Authorization", &auth)
                } else {
                    req
                };
                req.send_json(body.unwrap_or(json!({})))
            }
        };
        let mut response = sent.unwrap_or_else(|e| panic!("{method} {url}: {e}"));
        let status = response.status().as_u16();
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        let code = if content_type.starts_with("application/json") {
            let body: Value = response.body_mut().read_json().unwrap_or(Value::Null);
            body["code"].as_str().map(str::to_string)
        } else {
            None
        };
        // Unknown `/api/` paths get the JSON 404 `not-found`; any other path the web UI.
        let fell_through = (status == 404 && code.as_deref() == Some("not-found"))
            || content_type.starts_with("text/html");
        Probe {
            status,
            fell_through,
        }
    }

    /// The operations of `doc` the server does not serve: the request fell through to the
    /// UI, or the path has no such method (405).
    fn unserved(&self, doc: &Value) -> Vec<String> {
        operations(doc)
            .into_iter()
            .filter_map(|(method, path)| {
                let got = self.probe(&method, &path, true);
                (got.fell_through || got.status == 405)
                    .then(|| format!("{method} {path}: {}", got.status))
            })
            .collect()
    }
}

#[test]
fn the_document_names_exactly_the_routes_served() {
    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(dir.path());
    let doc = room.document();

    // Every operation named is served.
    let unserved = room.unserved(&doc);
    assert!(unserved.is_empty(), "named but not served: {unserved:?}");

    // Every path served is named.
    let served = router_paths();
    assert_eq!(undocumented(&served, &doc), Vec::<String>::new());
    let named: BTreeSet<String> = operations(&doc).into_iter().map(|(_, p)| p).collect();
    assert_eq!(served, named);

    // And no path takes a method the document does not name.
    let mut unnamed = Vec::new();
    for path in &named {
        for method in METHODS {
            if doc["paths"][path].get(method).is_none() {
                let got = room.probe(method, path, true);
                if got.status != 405 {
                    unnamed.push(format!("{method} {path}: {}", got.status));
                }
            }
        }
    }
    assert!(unnamed.is_empty(), "served but not named: {unnamed:?}");

    // Every schema the document refers to is in it.
    let text = doc.to_string();
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for (at, _) in text.match_indices("#/components/schemas/") {
        let name: String = text[at + "#/components/schemas/".len()..]
            .chars()
            .take_while(|c| *c != '"')
            .collect();
        assert!(
            schemas.contains_key(&name),
            "{name} is referred to but missing"
        );
    }
}

/// The checks above fail when the document and the router part: a path left out of the
/// document, or a path the document makes up.
#[test]
fn a_route_left_out_or_made_up_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(dir.path());
    let doc = room.document();

    let mut left_out = doc.clone();
    left_out["paths"]
        .as_object_mut()
        .unwrap()
        .remove("/api/events/{id}/paper/{printout}");
    assert_eq!(
        undocumented(&router_paths(), &left_out),
        ["/api/events/{id}/paper/{printout}"]
    );

    let mut made_up = doc.clone();
    made_up["paths"]["/api/events/{id}/odds"] = json!({"get": {"summary": "Not a route"}});
    made_up["paths"]["/api/health"]["post"] = json!({"summary": "Not a method"});
    assert_eq!(
        room.unserved(&made_up),
        ["get /api/events/{id}/odds: 404", "post /api/health: 405"]
    );
}

#[test]
fn the_token_routes_are_marked_and_every_command_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let room = Room::open(dir.path());
    let doc = room.document();

    // A request without the token is refused exactly where the document asks for it.
    let mut behind_token = Vec::new();
    for (method, path) in operations(&doc) {
        let op = &doc["paths"][&path][&method];
        let refused = room.probe(&method, &path, false).status == 401;
        let marked = op["security"] == json!([{"tdToken": []}]);
        assert_eq!(
            refused, marked,
            "{method} {path}: 401 without the token {refused}, marked {marked}"
        );
        assert_eq!(
            op["responses"].get("401").is_some(),
            marked,
            "{method} {path}: the 401 answer"
        );
        if marked {
            behind_token.push(format!("{method} {path}"));
        }
    }
    assert_eq!(
        behind_token,
        [
            "get /api/backups",
            "post /api/backups",
            "post /api/backups/restore",
            "post /api/chop",
            "post /api/days",
            "get /api/devices",
            "post /api/devices/pair",
            "delete /api/devices/{id}",
            "post /api/events",
            "delete /api/events/{id}",
            "post /api/events/{id}/archive",
            "post /api/events/{id}/commands",
            "post /api/events/{id}/commands/{name}",
            "post /api/events/{id}/deal",
            "post /api/events/{id}/repair",
            "get /api/events/{id}/reports",
            "put /api/events/{id}/reports",
            "post /api/events/{id}/reports/{report}",
            "put /api/events/{id}/slides",
            "post /api/icm",
            "get /api/installation",
            "post /api/judge",
            "post /api/library",
            "put /api/library/{id}",
            "delete /api/library/{id}",
            "post /api/library/{id}/event",
            "post /api/library/{id}/rename",
            "post /api/network",
            "post /api/network/hosts",
            "post /api/nights",
            "post /api/nights/{night}/actions",
            "post /api/nights/{night}/undo",
            "post /api/payouts",
            "get /api/register",
            "post /api/register",
            "get /api/register/export.csv",
            "post /api/register/import",
            "post /api/register/merge",
            "get /api/register/{player}",
            "put /api/register/{player}",
            "post /api/report",
            "get /api/screens",
            "post /api/screens/{screen}",
            "post /api/seat-draw",
            "post /api/series",
            "post /api/series/{series}/events",
            "delete /api/series/{series}/events/{event}",
            "post /api/series/{series}/preview",
            "put /api/series/{series}/rule",
            "put /api/settings/language",
            "post /api/slides",
            "delete /api/slides/{slide}",
            "post /api/structures/paper/{printout}",
            "post /api/token",
            "get /api/whoami",
        ]
    );
    assert_eq!(
        doc["components"]["securitySchemes"]["tdToken"]["scheme"],
        "bearer"
    );

    // Every command the engine reads, in the body schema and as `{name}`.
    let commands: Vec<&str> = doc["components"]["schemas"]["Command"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["properties"]["type"]["enum"][0].as_str().unwrap())
        .collect();
    assert_eq!(commands, Command::names());
    assert_eq!(commands.len(), 52);
    let name = doc["paths"]["/api/events/{id}/commands/{name}"]["post"]["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "name")
        .expect("the {name} parameter");
    assert_eq!(name["schema"]["enum"], json!(Command::names()));
}
