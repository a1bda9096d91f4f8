//! The token stays on the desk: the database, its folder and the token file are the owner's
//! only, the database keeps only a hash of the token, `felt token --new` replaces it at
//! once in a running server, and the server answers only to its own names.

use crate::support;
use serde_json::json;
use std::io::{Read, Write};
use std::net::TcpStream;
use support::{Server, felt, post};

#[cfg(unix)]
fn mode(p: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

/// A raw GET with the given `Host` header: (status, body).
fn get_as(port: u16, path: &str, host: &str) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut text = String::new();
    s.read_to_string(&mut text).unwrap();
    let status = text[9..12].parse().unwrap();
    (status, text)
}

#[test]
fn the_token_is_a_hash_in_the_database_and_a_private_file_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("room/felt.db");
    let server = Server::start(&db);
    let token = server.token.clone();
    let token_file = dir.path().join("room/felt.db.token");

    #[cfg(unix)]
    {
        assert_eq!(
            mode(&dir.path().join("room")),
            0o700,
            "the folder Felt made"
        );
        assert_eq!(mode(&db), 0o600, "the database");
        assert_eq!(mode(&token_file), 0o600, "the token file");
    }
    assert_eq!(std::fs::read_to_string(&token_file).unwrap().trim(), token);
    // Nowhere in the database in the clear.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let settings: Vec<String> = conn
        .prepare("SELECT key || '=' || value FROM settings")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(settings.iter().all(|s| !s.contains(&token)), "{settings:?}");
    assert!(settings.iter().any(|s| s.starts_with("td_token_sha256=")));

    // The CLI prints the same token.
    let path = db.to_str().unwrap();
    let (code, out, _) = felt(&["token", "--db", path]);
    assert_eq!((code, out.trim()), (0, token.as_str()));

    // `Authorization: bearer` in any case.
    let adjust = server.url("/api/events/1/commands/adjust");
    let body = json!({"counter": "entries", "delta": 1});
    let status = support::agent()
        .post(&adjust)
        .header("Authorization", &format!("bearer {token}"))
        .send_json(&body)
        .unwrap()
        .status()
        .as_u16();
    assert_eq!(status, 200);

    // A new token: the running server refuses the old one at once, takes the new one.
    let (code, new, err) = felt(&["token", "--new", "--db", path]);
    assert_eq!(code, 0, "{err}");
    let new = new.trim().to_string();
    assert_ne!(new, token);
    assert!(err.contains("the old one no longer works"), "{err}");
    assert_eq!(post(&adjust, Some(&token), body.clone()).0, 401);
    assert_eq!(post(&adjust, Some(&new), body.clone()).0, 200);
    assert_eq!(felt(&["token", "--db", path]).1.trim(), new);

    // A lost token file is said in words, with the way out.
    std::fs::remove_file(&token_file).unwrap();
    let (code, _, err) = felt(&["token", "--db", path]);
    assert_ne!(code, 0);
    assert!(err.contains("felt token --new"), "{err}");
}

#[test]
fn a_token_an_older_felt_kept_in_the_clear_moves_to_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    drop(felt::store::Store::open(&db).unwrap());
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "INSERT INTO settings (key, value) VALUES ('td_token', 'old-plain-token')",
        [],
    )
    .unwrap();
    drop(conn);
    let (code, out, err) = felt(&["token", "--db", db.to_str().unwrap()]);
    assert_eq!((code, out.trim()), (0, "old-plain-token"), "{err}");
    let conn = rusqlite::Connection::open(&db).unwrap();
    let plain: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM settings WHERE value LIKE '%old-plain-token%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(plain, 0, "the clear copy is gone");
}

#[test]
fn the_server_answers_only_to_its_own_names() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let port = server.port;
    for (host, status) in [
        (format!("127.0.0.1:{port}"), 200),
        (format!("localhost:{port}"), 200),
        ("localhost".to_string(), 200),
        // A DNS-rebinding page: its own name, pointed at this machine.
        (format!("attacker.example:{port}"), 421),
        ("attacker.example".to_string(), 421),
    ] {
        let (got, text) = get_as(port, "/api/events", &host);
        assert_eq!(got, status, "Host: {host}\n{text}");
        if status == 421 {
            assert!(text.contains("\"code\":\"unknown-host\""), "{text}");
            assert!(!text.contains("\"events\""), "nothing of the room is read");
        }
    }
    // The UI's pages too.
    assert_eq!(get_as(port, "/display/1", "attacker.example").0, 421);
}

#[test]
fn a_name_the_td_adds_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::launch(
        &dir.path().join("felt.db"),
        support::Launch {
            args: vec!["--allow-host".into(), "clock.barge.lan".into()],
            ..Default::default()
        },
    );
    assert_eq!(
        get_as(server.port, "/api/health", "clock.barge.lan:80").0,
        200
    );
    assert_eq!(get_as(server.port, "/api/health", "other.lan").0, 421);
}

/// The console (and `felt host`) adds a name while Felt runs, kept in the database for
/// later runs; a name that is not one is refused in words; forgotten, it is refused again.
#[test]
fn a_name_added_from_the_console_is_answered_at_once_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let port = server.port;
    assert_eq!(get_as(port, "/api/health", "tv-room.local").0, 421);
    let hosts = server.url("/api/network/hosts");
    let body = serde_json::json!({"name": "TV-Room.local", "allowed": true});
    assert_eq!(support::post(&hosts, None, body.clone()).0, 401);
    let (status, net) = support::post(&hosts, Some(&server.token), body);
    assert_eq!(status, 200, "{net}");
    assert_eq!(net["names"], serde_json::json!(["tv-room.local"]));
    assert_eq!(get_as(port, "/api/health", "tv-room.local:8080").0, 200);
    let (status, bad) = support::post(
        &hosts,
        Some(&server.token),
        serde_json::json!({"name": "evil.example/path", "allowed": true}),
    );
    assert_eq!(status, 422, "{bad}");
    assert!(
        bad["message"]
            .as_str()
            .unwrap()
            .contains("is not a host name"),
        "{bad}"
    );
    // The CLI reads and changes the same list.
    let dbs = db.to_str().unwrap();
    let (code, out, _) = support::felt(&["host", "list", "--db", dbs]);
    assert_eq!((code, out.trim()), (0, "tv-room.local"));
    let (code, _, err) = support::felt(&["host", "forget", "tv-room.local", "--db", dbs]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(get_as(port, "/api/health", "tv-room.local").0, 421);
}
