//! Events are archived (kept, out of the list) and deleted, and the log of a deleted event
//! is kept in an export beside the database, record for record; a running event is not
//! deleted; the other events never notice. The same from the CLI and HTTP.

use crate::support;

use felt::api::{ApiError, Felt};
use felt_core::engine::{ClockAction, Command, FieldCommand};
use support::{Server, agent, felt};

fn room() -> (tempfile::TempDir, Felt, i64, i64) {
    let dir = tempfile::tempdir().unwrap();
    let f = Felt::open(&dir.path().join("felt.db")).unwrap();
    let text = felt::structures::shipped("example-nlhe-bba").unwrap();
    let a = f.create_event("a.toml", text).unwrap().id;
    let b = f.create_event("b.toml", text).unwrap().id;
    for name in ["Zoë Ångström", "李雷", "Дмитрий"] {
        f.execute(
            a,
            &Command::Field(FieldCommand::Register {
                name: name.into(),
                number: None,
                seed: None,
                ticket: None,
            }),
        )
        .unwrap();
    }
    (dir, f, a, b)
}

#[test]
fn archived_events_are_kept_and_marked() {
    let (_dir, f, a, b) = room();
    f.archive_event(a, true).unwrap();
    let list = f.events().unwrap();
    assert!(list.iter().find(|e| e.id == a).unwrap().archived);
    assert!(!list.iter().find(|e| e.id == b).unwrap().archived);
    // Still an event: its views and commands work.
    assert_eq!(f.field_view(a).unwrap().players.len(), 3);
    f.archive_event(a, false).unwrap();
    assert!(!f.events().unwrap().iter().any(|e| e.archived));
    assert!(matches!(
        f.archive_event(99, true),
        Err(ApiError::NoSuchEvent { id: 99 })
    ));
}

#[test]
fn a_deleted_event_leaves_its_whole_log_beside_the_database() {
    let (dir, f, a, b) = room();
    f.execute(a, &Command::Clock(ClockAction::Start)).unwrap();
    let records = f.export_event(a).unwrap().records;
    assert_eq!(records.len(), 5, "created, three registrations, the start");
    // Not while the clock runs; nothing changed.
    assert!(matches!(
        f.delete_event(a),
        Err(ApiError::EventRunning { .. })
    ));
    assert_eq!(f.events().unwrap().len(), 2);
    f.execute(a, &Command::Clock(ClockAction::Pause)).unwrap();
    let d = f.delete_event(a).unwrap();
    assert!(d.export.contains("deleted-events"), "{}", d.export);
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&d.export).unwrap()).unwrap();
    assert_eq!(kept["felt_event_export"], 1);
    assert_eq!(kept["id"], a);
    let stored = kept["records"].as_array().unwrap();
    assert_eq!(stored.len(), 6);
    // Each record reads back as the engine's record.
    for r in stored {
        felt_core::log::decode(
            r["format"].as_u64().unwrap() as u32,
            r["record"].as_str().unwrap(),
        )
        .unwrap();
    }
    assert!(kept.to_string().contains("李雷"));
    assert!(d.export.starts_with(dir.path().to_str().unwrap()));
    // Gone, and the other event is untouched.
    assert!(matches!(f.event_view(a), Err(ApiError::NoSuchEvent { .. })));
    assert_eq!(
        f.events().unwrap().iter().map(|e| e.id).collect::<Vec<_>>(),
        [b]
    );
    assert!(f.event_view(b).is_ok());
    // A reopened database agrees.
    drop(f);
    let again = Felt::open(&dir.path().join("felt.db")).unwrap();
    assert_eq!(again.events().unwrap().len(), 1);
}

#[test]
fn the_cli_and_http_archive_export_and_delete() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    let (code, id, err) = felt(&[
        "event",
        "create",
        "structures/example-plo-lammers.toml",
        "--db",
        dbs,
    ]);
    assert_eq!(code, 0, "{err}");
    let id = id.trim().to_string();
    let (code, out, _) = felt(&["event", "archive", &id, "--db", dbs]);
    assert_eq!(code, 0);
    assert!(out.contains("archived"));
    let (_, out, _) = felt(&["event", "list", "--db", dbs]);
    assert!(out.contains("(archived)"), "{out}");
    let (code, _, err) = felt(&["event", "delete", &id, "--db", dbs]);
    assert_ne!(code, 0);
    assert!(err.contains("--yes"), "{err}");
    // Over HTTP: export is open, delete needs the token.
    let server = Server::start(&db);
    let url = server.url(&format!("/api/events/{id}/export.json"));
    let mut r = agent().get(&url).call().unwrap();
    assert_eq!(r.status(), 200);
    let x: serde_json::Value = r.body_mut().read_json().unwrap();
    assert_eq!(x["records"].as_array().unwrap().len(), 1);
    let url = server.url(&format!("/api/events/{id}"));
    assert_eq!(agent().delete(&url).call().unwrap().status(), 401);
    let mut r = agent()
        .delete(&url)
        .header("Authorization", &format!("Bearer {}", server.token))
        .call()
        .unwrap();
    assert_eq!(r.status(), 200);
    let d: serde_json::Value = r.body_mut().read_json().unwrap();
    assert!(std::path::Path::new(d["export"].as_str().unwrap()).exists());
    assert_eq!(
        agent()
            .delete(&url)
            .header("Authorization", &format!("Bearer {}", server.token))
            .call()
            .unwrap()
            .status(),
        404
    );
}
