//! The HTTP API on a real server on 127.0.0.1.

use crate::support;
use serde_json::json;
use std::io::{BufRead, BufReader};
use std::time::{Duration, Instant};
use support::{Server, felt, get, post};

#[test]
fn reads_are_open_and_writes_need_the_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));

    // A fresh database gets the demo event.
    let (status, list) = get(&server.url("/api/events"));
    assert_eq!(status, 200);
    assert_eq!(list["events"].as_array().unwrap().len(), 1);
    let demo = list["events"][0]["id"].as_i64().unwrap();

    // Writes without the token, or with a wrong one, are refused with 401 and change nothing.
    let (status, body) = post(
        &server.url(&format!("/api/events/{demo}/commands/start")),
        None,
        json!({}),
    );
    assert_eq!((status, body["code"].as_str()), (401, Some("unauthorized")));
    let (status, _) = post(
        &server.url(&format!("/api/events/{demo}/commands/start")),
        Some("guess"),
        json!({}),
    );
    assert_eq!(status, 401);
    let (_, view) = get(&server.url(&format!("/api/events/{demo}")));
    assert_eq!(view["clock"]["status"], "not-started");

    // With the token: create an event from a file's text, start it, add time, undo.
    let source = std::fs::read_to_string("structures/example-nlhe-bba.toml").unwrap();
    let (status, created) = post(
        &server.url("/api/events"),
        Some(&server.token),
        json!({"file": "nlhe.toml", "source": source}),
    );
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_i64().unwrap();
    let cmd = |name: &str, body: serde_json::Value| {
        post(
            &server.url(&format!("/api/events/{id}/commands/{name}")),
            Some(&server.token),
            body,
        )
    };
    let (status, ack) = cmd("start", json!({}));
    assert_eq!(status, 200, "{ack}");
    assert_eq!(ack["view"]["clock"]["status"], "running");
    assert_eq!(
        ack["view"]["clock"]["current"]["text"],
        "Blinds 100/200, big blind ante 200"
    );
    let (status, ack) = cmd("add_time", json!({"ms": 60_000}));
    assert_eq!(status, 200);
    assert!(ack["view"]["clock"]["remaining_ms"].as_i64().unwrap() > 30 * 60_000);
    let (status, ack) = post(
        &server.url(&format!("/api/events/{id}/commands")),
        Some(&server.token),
        json!({"type": "undo"}),
    );
    assert_eq!(status, 200);
    assert_eq!(ack["view"]["recent_actions"][0]["undone"], true);

    // A refused command: 422 with a stable code and a message naming the level.
    let (status, body) = cmd("start", json!({}));
    assert_eq!(status, 422);
    assert_eq!(body["code"], "clock-already-started");
    assert!(
        body["message"].as_str().unwrap().contains("level 1"),
        "{body}"
    );
    // Bad input: unknown command, bad structure, unknown event.
    let (status, body) = cmd("shuffle_up", json!({}));
    assert_eq!((status, body["code"].as_str()), (400, Some("bad-request")));
    let (status, body) = post(
        &server.url("/api/events"),
        Some(&server.token),
        json!({"file": "bad.toml", "source": "name = 1"}),
    );
    assert_eq!(status, 422);
    assert!(
        body["message"].as_str().unwrap().contains("bad.toml:1:8"),
        "{body}"
    );
    let (status, body) = get(&server.url("/api/events/999"));
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("no-such-event"))
    );

    // The structure with derived stakes, the OpenAPI description, the server time.
    let (_, structure) = get(&server.url(&format!("/api/events/{id}/structure")));
    assert_eq!(structure["periods"][0]["stakes"]["big_blind"], 200);
    let (_, api) = get(&server.url("/api/openapi.json"));
    assert_eq!(api["openapi"], "3.1.0");
    assert!(api["paths"]["/api/events/{id}/commands/{name}"]["post"]["security"].is_array());
    // The paper: open reads, PDFs in the chosen size.
    for path in ["sheet.pdf", "card.pdf?paper=letter"] {
        let mut r = support::agent()
            .get(&server.url(&format!("/api/events/{id}/paper/{path}")))
            .call()
            .unwrap();
        assert_eq!(r.status(), 200, "{path}");
        assert_eq!(r.headers()["content-type"], "application/pdf");
        let bytes = r
            .body_mut()
            .with_config()
            .limit(20_000_000)
            .read_to_vec()
            .unwrap();
        assert!(bytes.starts_with(b"%PDF"), "{path}");
    }
    let (status, body) = get(&server.url(&format!("/api/events/{id}/paper/sheet.pdf?paper=legal")));
    assert_eq!(
        (status, body["message"].as_str()),
        (400, Some("unknown paper size \"legal\"; use a4 or letter"))
    );
    let (_, t) = get(&server.url("/api/time"));
    assert!(t["now"].as_i64().unwrap() > 1_700_000_000_000);
}

#[test]
fn the_stream_shows_what_the_cli_did_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap().to_string();

    let resp = support::agent()
        .get(&server.url(&format!("/api/events/{id}/stream")))
        .call()
        .unwrap();
    let mut lines = BufReader::new(resp.into_body().into_reader()).lines();
    let mut next_view = move || -> serde_json::Value {
        loop {
            let line = lines.next().expect("stream ended").unwrap();
            if let Some(data) = line.strip_prefix("data: ") {
                return serde_json::from_str(data).unwrap();
            }
        }
    };
    assert_eq!(next_view()["clock"]["status"], "not-started");

    // Another process (the CLI) starts the clock on the same database file.
    let (code, _, err) = felt(&["clock", "start", &id, "--db", db.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let sent = Instant::now();
    loop {
        let v = next_view();
        if v["clock"]["status"] == "running" {
            break;
        }
        assert!(
            sent.elapsed() < Duration::from_secs(1),
            "the server did not show the CLI's start within a second"
        );
    }
    assert!(sent.elapsed() < Duration::from_secs(1));
    let (_, view) = get(&server.url(&format!("/api/events/{id}")));
    assert_eq!(
        view["recent_actions"][0]["text"],
        "Started the clock (level 1)"
    );
}

/// The console asks where LAN displays can reach the server. A server on 127.0.0.1 says it
/// is not on the LAN; addresses are IPv4 and never loopback.
#[test]
fn network_endpoint_describes_the_lan() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (status, net) = get(&server.url("/api/network"));
    assert_eq!(status, 200, "{net}");
    assert_eq!(net["lan"], false);
    assert_eq!(net["port"], server.port);
    for a in net["addresses"].as_array().unwrap() {
        let ip: std::net::Ipv4Addr = a.as_str().unwrap().parse().unwrap();
        assert!(!ip.is_loopback(), "{ip}");
    }
}

/// A count of 2,147,483,647 entries was once stored, and building the clock view then tried
/// to allocate ~51 GB and aborted the server on every start. It is refused, in words,
/// stored nowhere, from the API and from the CLI.
#[test]
fn an_absurd_count_is_refused_and_the_room_keeps_running() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let (status, body) = post(
        &server.url(&format!("/api/events/{id}/commands")),
        Some(&server.token),
        json!({"type": "adjust", "counter": "entries", "delta": 2147483647}),
    );
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["code"], "count-out-of-range");
    assert_eq!(
        body["message"],
        "entries cannot go from 0 to 2147483647: an event counts at most 1,000,000"
    );
    let (status, view) = get(&server.url(&format!("/api/events/{id}")));
    assert_eq!((status, view["clock"]["entries"].as_u64()), (200, Some(0)));
    drop(server);

    let db = db.to_str().unwrap();
    let (code, _, err) = felt(&["count", "1", "entries", "2147483647", "--db", db]);
    assert_eq!(code, 1);
    assert!(err.contains("an event counts at most 1,000,000"), "{err}");
    let (code, out, _) = felt(&["event", "list", "--db", db]);
    assert_eq!(code, 0, "the database still opens");
    assert!(out.contains("Example"), "{out}");
}
