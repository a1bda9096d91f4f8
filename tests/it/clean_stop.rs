//! The database file alone is the room after a clean stop. While `felt serve` runs, commits
//! sit in the write-ahead log (`felt.db-wal`); a TD who copies `felt.db` alone to another
//! laptop, or a backup tool that copies it, lost the night. A clean stop (Ctrl-C, SIGTERM,
//! SIGHUP) folds the log into the file.

use crate::support::{Scenario, Server, get};
use std::path::Path;

/// Stops `server` with `signal` and waits for it; its exit status.
#[cfg(unix)]
fn stop(mut server: Server, signal: i32) -> std::process::ExitStatus {
    let pid = server.child.id() as i32;
    // SAFETY: kill(2) on the pid of a child this test started and has not reaped.
    assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
    let status = server.child.wait().expect("wait for felt serve");
    drop(server);
    status
}

/// The players registered in each event of the database at `db`, read by a server that
/// opens a copy of `felt.db` alone in a folder of its own.
fn events_of_the_file_alone(db: &Path) -> Vec<(String, u64)> {
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = elsewhere.path().join("felt.db");
    std::fs::copy(db, &copy).unwrap();
    assert!(!copy.with_extension("db-wal").exists());
    let server = Server::start(&copy);
    let (status, list) = get(&server.url("/api/events"));
    assert_eq!(status, 200, "{list}");
    list["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let (_, view) = get(&server.url(&format!("/api/events/{}", e["id"])));
            (
                e["name"].as_str().unwrap().to_string(),
                view["clock"]["entries"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[cfg(unix)]
#[test]
fn after_a_clean_stop_the_database_file_alone_holds_every_event() {
    for (signal, name) in [(libc::SIGTERM, "SIGTERM"), (libc::SIGINT, "Ctrl-C")] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("felt.db");
        let server = Server::start(&db);
        let event = Scenario::example(&server);
        event.register(&["Ann", "Bob", "Cid", "Dee", "Eve"]);
        let wal = dir.path().join("felt.db-wal");
        // While it runs, the night is in the log beside the file.
        assert!(
            std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0) > 0,
            "{name}: the WAL holds the commits while the server runs"
        );
        let status = stop(server, signal);
        assert!(status.success(), "{name}: felt serve ended with {status}");
        assert_eq!(
            std::fs::metadata(&wal).map(|m| m.len()).unwrap_or(0),
            0,
            "{name}: the WAL is empty after a clean stop"
        );
        let events = events_of_the_file_alone(&db);
        // The demo event the server made on its first start, and the example with its
        // five players.
        assert_eq!(events.len(), 2, "{name}: {events:?}");
        assert!(
            events.iter().any(|(_, entries)| *entries == 5),
            "{name}: {events:?}"
        );
    }
}

/// Moving laptops: a room restored with `felt backup restore --file` on another machine
/// once served only after `felt token --new` ("token file ... is missing"). The server
/// makes this machine's token itself, says so, and serves the room.
#[cfg(unix)]
#[test]
fn a_room_moved_to_another_machine_serves_at_once() {
    use crate::support::felt;
    let old = tempfile::tempdir().unwrap();
    let old_db = old.path().join("felt.db");
    let server = Server::start(&old_db);
    let id = {
        let event = Scenario::example(&server);
        event.register(&["Ann", "Bob", "Cid"]);
        event.id
    };
    assert!(stop(server, libc::SIGTERM).success());

    // The new laptop: Felt installed, the room restored from the file carried over.
    let new = tempfile::tempdir().unwrap();
    let new_db = new.path().join("felt.db");
    let (code, out, err) = felt(&[
        "backup",
        "restore",
        "--file",
        old_db.to_str().unwrap(),
        "--db",
        new_db.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let server = Server::start(&new_db);
    let (status, list) = get(&server.url("/api/events"));
    assert_eq!(status, 200);
    let ids: Vec<i64> = list["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_i64().unwrap())
        .collect();
    assert!(ids.contains(&id), "{list}");
    let (_, view) = get(&server.url(&format!("/api/events/{id}")));
    assert_eq!(view["clock"]["entries"], 3, "{view}");
    // The token the server printed is this machine's: it changes the room.
    let (status, answer) = crate::support::post(
        &server.url(&format!("/api/events/{id}/commands/register")),
        Some(&server.token),
        serde_json::json!({"name": "Dee"}),
    );
    assert_eq!(status, 200, "{answer}");
    // And `felt token` on this machine prints it.
    let (code, out, _) = felt(&["token", "--db", new_db.to_str().unwrap()]);
    assert_eq!((code, out.trim()), (0, server.token.as_str()));
}

/// A display tab closed while the server wrote its live view once ended `felt serve`
/// without a word: the HTTP library writes with writev(2), which raises SIGPIPE on a
/// socket the peer has closed, and the CLI restores SIGPIPE's default action (to end
/// quietly under `felt games | head`). The server ignores it: a SIGPIPE changes nothing,
/// and streams cut off by their readers leave it serving.
#[cfg(unix)]
#[test]
fn a_reader_gone_away_never_stops_the_server() {
    use std::io::{Read, Write};
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(&dir.path().join("felt.db"));
    let id = Scenario::example(&server).id;
    let pid = server.child.id() as i32;
    // SAFETY: kill(2) on the pid of a child this test started and has not reaped.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGPIPE) }, 0);
    // Live streams whose readers leave without reading, some with a reset.
    for round in 0..20 {
        let mut s = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
        write!(
            s,
            "GET /api/events/{}/stream HTTP/1.1\r\nHost: felt\r\nAccept: text/event-stream\r\n\r\n",
            id
        )
        .unwrap();
        if round % 2 == 0 {
            let mut first = [0u8; 16];
            let _ = s.read(&mut first);
        }
        drop(s);
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(
        server.child.try_wait().unwrap().is_none(),
        "felt serve ended on SIGPIPE"
    );
    let (status, health) = get(&server.url("/api/health"));
    assert_eq!(status, 200, "{health}");
}
