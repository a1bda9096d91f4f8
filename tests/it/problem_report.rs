//! The log `felt serve` writes and the problem report a TD sends: the log names what
//! happened (the start, a refusal with its code and event, a device paired); `felt info`
//! names the log file; the report, from the CLI and over HTTP, holds the log, the
//! installation and the settings, and never a secret: the TD token, a device's token, a
//! pairing code, a fair draw's secret, nor any of their hashes.

use crate::support::{Scenario, Server, felt, post};
use serde_json::{Value, json};
use std::io::Read;
use std::path::Path;

/// Every file of the .zip `bytes`, by name, as stored (inflated).
fn unzip(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a .zip");
    (0..archive.len())
        .map(|i| {
            let mut f = archive.by_index(i).unwrap();
            let mut content = Vec::new();
            f.read_to_end(&mut content).unwrap();
            (f.name().to_string(), content)
        })
        .collect()
}

/// The secrets of a room: the TD token, a paired device's token, a pairing code nobody
/// claimed, a fair draw's secret; each with its SHA-256 as the database keeps it.
fn secrets(server: &Server, event: i64) -> Vec<String> {
    let (status, pairing) = post(
        &server.url("/api/devices/pair"),
        Some(&server.token),
        json!({"event": event, "scope": "clock"}),
    );
    assert_eq!(status, 200, "{pairing}");
    let (status, claimed) = post(
        &server.url("/api/devices/claim"),
        None,
        json!({"code": pairing["code"], "name": "Floor phone"}),
    );
    assert_eq!(status, 200, "{claimed}");
    let (status, unclaimed) = post(
        &server.url("/api/devices/pair"),
        Some(&server.token),
        json!({"event": event, "scope": "clock"}),
    );
    assert_eq!(status, 200, "{unclaimed}");
    let draw: String = rusqlite::Connection::open(&server.db)
        .unwrap()
        .query_row(
            "SELECT value FROM settings WHERE key LIKE 'draw-secret:%'",
            [],
            |r| r.get(0),
        )
        .expect("the committed draw's secret is kept in the settings");
    let plain = [
        server.token.clone(),
        claimed["token"].as_str().unwrap().to_string(),
        pairing["code"].as_str().unwrap().to_string(),
        unclaimed["code"].as_str().unwrap().to_string(),
        draw,
    ];
    let hashed = plain.iter().map(|s| felt::api::token_hash(s));
    let mut all: Vec<String> = hashed.collect();
    all.extend(plain);
    all
}

/// Fails naming the secret and the file when any of `secrets` is in the report.
fn assert_no_secret(report: &[u8], secrets: &[String]) {
    let mut files = unzip(report);
    files.push(("(the .zip as stored)".into(), report.to_vec()));
    for (name, content) in &files {
        for s in secrets {
            assert!(
                !content.windows(s.len()).any(|w| w == s.as_bytes()),
                "{name} holds the secret {s}"
            );
        }
    }
}

fn names(report: &[u8]) -> Vec<String> {
    let mut names: Vec<String> = unzip(report)
        .into_iter()
        .map(|(n, _)| n.split_once('/').unwrap().1.to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn the_log_names_what_happened_and_the_report_holds_no_secret() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let event = Scenario::example(&server);
    event.players(6);
    event.act(json!({"type": "commit_draw"}));
    let (status, refused) = event.send(json!({"type": "bust", "player": 99}));
    assert_eq!(status, 404, "{refused}");
    let secrets = secrets(&server, event.id);
    let id = event.id;

    // The log: the start, the refusal with its code and event, the device.
    let log = std::fs::read_to_string(dir.path().join("logs").join("felt.log"))
        .expect("felt serve writes logs/felt.log beside the database");
    assert!(log.contains("INFO") && log.contains("serving"), "{log}");
    let code = refused["code"].as_str().unwrap();
    let refusal = log
        .lines()
        .find(|l| l.contains("refused"))
        .unwrap_or_else(|| panic!("no refusal in the log:\n{log}"));
    assert!(
        refusal.contains(&format!("event={}", event.id)),
        "{refusal}"
    );
    assert!(refusal.contains(code), "{refusal}");
    assert!(log.contains("device paired: Floor phone"), "{log}");

    // Over HTTP: the TD's alone; with and without the database.
    let report = |body: Value, token: Option<&str>| {
        let mut req = crate::support::agent()
            .post(server.url("/api/report"))
            .header("Content-Type", "application/json");
        if let Some(t) = token {
            req = req.header("Authorization", &format!("Bearer {t}"));
        }
        let mut res = req.send(body.to_string()).unwrap();
        let status = res.status().as_u16();
        let disposition = res
            .headers()
            .get("content-disposition")
            .map(|v| v.to_str().unwrap().to_string());
        (status, disposition, res.body_mut().read_to_vec().unwrap())
    };
    let (status, _, _) = report(json!({}), None);
    assert_eq!(status, 401);
    let (status, disposition, without) = report(json!({}), Some(&server.token));
    assert_eq!(status, 200);
    assert!(
        disposition.unwrap().contains("felt-report-"),
        "the download is named"
    );
    assert_eq!(
        names(&without),
        [
            "README.txt",
            "installation.json",
            "logs/felt.log",
            "settings.json"
        ]
    );
    assert_no_secret(&without, &secrets);
    let (status, _, with) = report(json!({"database": true}), Some(&server.token));
    assert_eq!(status, 200);
    assert!(names(&with).contains(&"felt.db".to_string()));
    assert_no_secret(&with, &secrets);
    drop(event);
    drop(server);

    // `felt info` names the log; `felt report --database` writes the same parts.
    let db_arg = db.to_str().unwrap();
    let (code, info, err) = felt(&["info", "--db", db_arg]);
    assert_eq!(code, 0, "{err}");
    let log_file = dir.path().join("logs").join("felt.log");
    assert!(info.contains(&log_file.display().to_string()), "{info}");
    let out = dir.path().join("report.zip");
    let (code, said, err) = felt(&[
        "report",
        "--database",
        "--out",
        out.to_str().unwrap(),
        "--db",
        db_arg,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(said.contains("Report written"), "{said}");
    let bytes = std::fs::read(&out).unwrap();
    assert_no_secret(&bytes, &secrets);
    let files = unzip(&bytes);
    let part = |name: &str| {
        files
            .iter()
            .find(|(n, _)| n.ends_with(&format!("/{name}")))
            .map(|(_, c)| c.clone())
            .unwrap_or_else(|| panic!("no {name} in the report"))
    };
    let installation: Value = serde_json::from_slice(&part("installation.json")).unwrap();
    // The demo event `felt serve` made and the example.
    assert_eq!(installation["events"], 2);
    assert_eq!(installation["log_file"], log_file.display().to_string());
    let settings: Value = serde_json::from_slice(&part("settings.json")).unwrap();
    assert!(
        settings["secret_settings_left_out"].as_u64().unwrap() >= 2,
        "{settings}"
    );
    assert_eq!(settings["devices"][0]["name"], "Floor phone");
    // The database copy is whole: it opens, and its event's log is all there.
    let copy = dir.path().join("copy.db");
    std::fs::write(&copy, part("felt.db")).unwrap();
    assert_copy_holds_the_event(&copy, &db, id);
}

fn assert_copy_holds_the_event(copy: &Path, db: &Path, id: i64) {
    let records = |p: &Path| -> i64 {
        rusqlite::Connection::open(p)
            .unwrap()
            .query_row("SELECT count(*) FROM log WHERE event_id = ?1", [id], |r| {
                r.get(0)
            })
            .unwrap()
    };
    assert!(records(db) > 0);
    assert_eq!(records(copy), records(db));
    let (code, out, err) = felt(&[
        "log",
        "verify",
        &id.to_string(),
        "--db",
        copy.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
}
