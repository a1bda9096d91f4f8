//! The database's backups, through a real server and the command line on a real file:
//! one taken when a level begins, by hand, restored while the server runs (the events
//! read back as they were, the displays follow), refused in words for a file that is not
//! a Felt database, and the room moved to another machine in two steps.

use super::support::{Scenario, Server, felt, get, post};
use serde_json::{Value, json};
use std::path::Path;
use std::time::{Duration, Instant};

/// `GET` with the TD token.
fn get_td(server: &Server, path: &str) -> (u16, Value) {
    let r = super::support::agent()
        .get(&server.url(path))
        .header("Authorization", &format!("Bearer {}", server.token))
        .call()
        .expect("the server answers");
    let status = r.status().as_u16();
    (status, r.into_body().read_json().unwrap_or(Value::Null))
}

fn backups(server: &Server) -> Vec<Value> {
    let (status, list) = get_td(server, "/api/backups");
    assert_eq!(status, 200, "{list}");
    list["backups"].as_array().unwrap().clone()
}

/// What a TD sees of every event: the list and each event's view without the instants
/// that move with the clock.
fn room(server: &Server) -> Value {
    let (_, list) = get(&server.url("/api/events"));
    let mut events = vec![];
    for e in list["events"].as_array().unwrap() {
        let id = e["id"].as_i64().unwrap();
        let (_, field) = get(&server.url(&format!("/api/events/{id}/field")));
        events.push(json!({"id": id, "name": e["name"], "field": field}));
    }
    Value::Array(events)
}

fn wait_for(what: &str, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "waited 15 s for {what}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_level_begins_and_the_server_backs_up_the_room_owner_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::example(&server);
    event.register(&["Ann", "Bob", "Cy"]);
    let cmd = |name: &str| {
        let (status, ack) = post(
            &server.url(&format!("/api/events/{}/commands/{name}", event.id)),
            Some(&server.token),
            json!({}),
        );
        assert_eq!(status, 200, "{name}: {ack}");
    };
    cmd("start");
    // Play in a level writes nothing new to back up at once; the next level begins.
    std::thread::sleep(Duration::from_millis(1500));
    cmd("next_level");
    wait_for("the level's backup", || {
        backups(&server).iter().any(|b| b["reason"] == "level")
    });
    let list = backups(&server);
    let level = list.iter().find(|b| b["reason"] == "level").unwrap();
    let name = level["name"].as_str().unwrap();
    assert!(
        name.starts_with("felt-") && name.ends_with("Z-level.db"),
        "{name}"
    );
    let folder = dir.path().join("backups");
    let file = folder.join(name);
    assert!(level["bytes"].as_u64().unwrap() > 0);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&folder), 0o700, "the backups folder is the TD's alone");
        assert_eq!(mode(&file), 0o600, "a backup is the TD's alone");
    }
    // A backup is a whole Felt database: the command line reads its events.
    let (code, out, err) = felt(&["event", "list", "--db", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("No-Limit Hold'em"), "{out}");
    // The list is behind the TD token.
    let (status, _) = get(&server.url("/api/backups"));
    assert_eq!(status, 401);
}

#[test]
fn a_restore_while_the_server_runs_brings_back_every_event_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::example(&server);
    event.players(9).draw(7).bust(3, Some(1));
    let before = room(&server);
    let (status, taken) = post(&server.url("/api/backups"), Some(&server.token), json!({}));
    assert_eq!(status, 201, "{taken}");
    let name = taken["name"].as_str().unwrap().to_string();
    assert_eq!(taken["reason"], "manual");

    // After the backup: more busts, and a second event.
    event.bust(5, Some(2)).bust(6, None);
    let second = Scenario::example(&server);
    assert_ne!(room(&server), before);

    let (status, restored) = post(
        &server.url("/api/backups/restore"),
        Some(&server.token),
        json!({"name": name}),
    );
    assert_eq!(status, 200, "{restored}");
    assert_eq!(restored["events"], before.as_array().unwrap().len());
    assert_eq!(
        room(&server),
        before,
        "the room reads back as it was backed up"
    );
    let (status, _) = get(&server.url(&format!("/api/events/{}", second.id)));
    assert_eq!(
        status, 404,
        "the event made after the backup is gone with the restore"
    );

    // The TD's token is still this installation's, and play goes on from the backup.
    event.bust(4, Some(1));
    // The restore is itself undone from the backup it took first.
    let saved = restored["saved_as"].as_str().unwrap();
    assert!(saved.ends_with("Z-before-restore.db"), "{saved}");
    let (status, undone) = post(
        &server.url("/api/backups/restore"),
        Some(&server.token),
        json!({"name": saved}),
    );
    assert_eq!(status, 200, "{undone}");
    let (status, _) = get(&server.url(&format!("/api/events/{}", second.id)));
    assert_eq!(
        status, 200,
        "undoing the restore brings the second event back"
    );
}

#[test]
fn a_restore_that_cannot_be_done_is_refused_in_words_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::example(&server);
    event.players(4);
    let before = room(&server);
    let restore = |name: &str| {
        post(
            &server.url("/api/backups/restore"),
            Some(&server.token),
            json!({"name": name}),
        )
    };
    let (status, body) = restore("felt-2026-01-01_00-00-00-000Z-manual.db");
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("no-such-backup")),
        "{body}"
    );
    // Over HTTP only a backup's name: no path outside the folder.
    let (status, body) = restore("../felt.db");
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("no-such-backup")),
        "{body}"
    );
    // A file in the folder with a backup's name that is no database.
    std::fs::create_dir_all(dir.path().join("backups")).unwrap();
    std::fs::write(
        dir.path()
            .join("backups/felt-2026-01-01_00-00-00-000Z-manual.db"),
        "not a database at all, but long enough to look like a file of some size",
    )
    .unwrap();
    let (status, body) = restore("felt-2026-01-01_00-00-00-000Z-manual.db");
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("backup-refused")),
        "{body}"
    );
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("felt-2026-01-01_00-00-00-000Z-manual.db"),
        "{body}"
    );
    assert_eq!(room(&server), before);
    // Unauthenticated: refused before anything is read.
    let (status, _) = post(
        &server.url("/api/backups/restore"),
        None,
        json!({"name": "x"}),
    );
    assert_eq!(status, 401);
}

/// The documented move to another laptop mid-event: on the old one `felt backup now`
/// (or the newest automatic backup), carried over; on the new one `felt backup restore
/// --file`. Then `felt serve` there shows the same events, with the new machine's token.
#[test]
fn the_room_moves_to_another_machine_in_two_steps() {
    let old = tempfile::tempdir().unwrap();
    let new = tempfile::tempdir().unwrap();
    let old_db = old.path().join("felt.db");
    let new_db = new.path().join("felt.db");
    let before = {
        let server = Server::start(&old_db);
        let event = Scenario::example(&server);
        event.players(6).draw(3).bust(2, Some(4));
        room(&server)
    };
    // Step 1, on the old laptop (its server may still run).
    let (code, name, err) = felt(&["backup", "now", "--db", old_db.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let carried = new.path().join("carried.db");
    std::fs::copy(old.path().join("backups").join(name.trim()), &carried).unwrap();
    // Step 2, on the new laptop, which already has its own Felt (a demo event).
    let token = {
        let server = Server::start(&new_db);
        server.token.clone()
    };
    let (code, out, err) = felt(&[
        "backup",
        "restore",
        "--file",
        carried.to_str().unwrap(),
        "--db",
        new_db.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Restored"), "{out}");
    let server = Server::start(&new_db);
    assert_eq!(
        room(&server),
        before,
        "the new machine shows the old one's room"
    );
    assert_eq!(
        server.token, token,
        "the new machine keeps its own TD token"
    );
    // Restoring the database in use onto itself is refused in words.
    let (code, _, err) = felt(&[
        "backup",
        "restore",
        "--file",
        new_db.to_str().unwrap(),
        "--db",
        new_db.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("is the database in use"), "{err}");
}

/// Every row of every table of the database at `db`, as one digest.
fn digest(db: &Path) -> String {
    super::support::rows_digest(db, |_, _| false)
}

/// The probe's file: a SQLite file that merely has tables named `events` and `log` and
/// the current `user_version`. It replaced the live database, then failed ("no such
/// table: settings"), and every read answered 500 from then on. Now it is proved first
/// and refused in words naming what it lacks; the database, the token and the server are
/// as they were, and a real backup still restores.
#[test]
fn a_file_that_only_claims_to_be_a_felt_database_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    let fake = dir.path().join("fake.db");
    {
        let c = rusqlite::Connection::open(&fake).unwrap();
        c.execute_batch(&format!(
            "CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE log (seq INTEGER PRIMARY KEY, event_id INTEGER, record TEXT);
             PRAGMA user_version = {};",
            felt::store::SCHEMA_VERSION
        ))
        .unwrap();
    }
    let server = Server::start(&db);
    Scenario::example(&server).register(&["Ann", "Bob"]);
    let before = room(&server);
    let token = server.token.clone();
    drop(server);
    // A whole database but for one column, and one whose log was edited.
    let partial = dir.path().join("partial.db");
    let edited = dir.path().join("edited.db");
    let (code, _, err) = felt(&["backup", "now", "--db", dbs]);
    assert_eq!(code, 0, "{err}");
    let (code, name, err) = felt(&["backup", "now", "--db", dbs]);
    assert_eq!(code, 0, "{err}");
    let good = dir.path().join("backups").join(name.trim());
    std::fs::copy(&good, &partial).unwrap();
    std::fs::copy(&good, &edited).unwrap();
    rusqlite::Connection::open(&partial)
        .unwrap()
        .execute_batch("ALTER TABLE events DROP COLUMN archived_at_ms;")
        .unwrap();
    rusqlite::Connection::open(&edited)
        .unwrap()
        .execute_batch("UPDATE log SET at_ms = at_ms + 1 WHERE seq = (SELECT MAX(seq) FROM log);")
        .unwrap();
    let live = digest(&db);
    for (file, says) in [
        (&fake, "it has no table"),
        (&partial, "has no column archived_at_ms"),
        (&edited, "does not fit the chain"),
    ] {
        let (code, out, err) = felt(&[
            "backup",
            "restore",
            "--file",
            file.to_str().unwrap(),
            "--db",
            dbs,
        ]);
        assert_ne!(code, 0, "{}: {out}", file.display());
        assert!(err.contains(says), "{}: {err}", file.display());
        assert_eq!(
            digest(&db),
            live,
            "{}: the database changed",
            file.display()
        );
    }
    let server = Server::start(&db);
    assert_eq!(server.token, token, "the token still opens the console");
    assert_eq!(room(&server), before);
    // The backup taken just before is still there, and still restores.
    let (status, body) = post(
        &server.url("/api/backups/restore"),
        Some(&server.token),
        json!({"name": name.trim()}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(room(&server), before);
    assert!(
        !dir.path().join(".restore-staging").exists(),
        "the staging folder is cleared"
    );
}

/// A link in `backups/` brought in a file from outside the data folder (a link to a
/// system file was opened and read before being refused). Backups are plain files: a
/// link, even to a real Felt database, is neither listed nor restored.
#[test]
fn a_link_in_the_backups_folder_is_neither_listed_nor_restored() {
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let elsewhere = outside.path().join("other.db");
    {
        let server = Server::start(&elsewhere);
        Scenario::example(&server).register(&["Outsider"]);
    }
    let server = Server::start(&dir.path().join("felt.db"));
    let before = room(&server);
    let folder = dir.path().join("backups");
    std::fs::create_dir_all(&folder).unwrap();
    for (name, target) in [
        (
            "felt-2026-01-01_00-00-00-000Z-manual.db",
            elsewhere.as_path(),
        ),
        (
            "felt-2026-01-02_00-00-00-000Z-manual.db",
            Path::new("/etc/passwd"),
        ),
    ] {
        std::os::unix::fs::symlink(target, folder.join(name)).unwrap();
        assert!(
            !backups(&server).iter().any(|b| b["name"] == name),
            "{name} is listed"
        );
        let (status, body) = post(
            &server.url("/api/backups/restore"),
            Some(&server.token),
            json!({"name": name}),
        );
        assert_eq!(
            (status, body["code"].as_str()),
            (404, Some("no-such-backup")),
            "{body}"
        );
    }
    assert_eq!(room(&server), before);
}
