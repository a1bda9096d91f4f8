//! A real SQLite file survives `kill -9` in the middle of a stream of commands: no
//! acknowledged command is lost, and after a restart the state equals the replay of the log
//! and the clock shows the right time.

use crate::support;
use felt::api::Felt;
use felt::store::Store;
use felt_core::engine::{Record, Tournament};
use serde_json::json;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use support::{Server, get, post};

#[test]
fn no_acknowledged_command_is_lost_after_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let (status, _) = post(
        &server.url(&format!("/api/events/{id}/commands/start")),
        Some(&server.token),
        json!({}),
    );
    assert_eq!(status, 200);

    // Two clients add entries as fast as they can; each acknowledged seq is recorded.
    let Writers {
        acked,
        stop,
        clients,
    } = writers(&server, id);
    while acked.lock().unwrap().len() < 150 {
        std::thread::sleep(Duration::from_millis(5));
    }
    server.kill9();
    stop.store(true, Ordering::SeqCst);
    for c in clients {
        c.join().unwrap();
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() >= 150);

    // Every acknowledged record is in the file, and the log replays.
    let store = Store::open(&db).unwrap();
    let log = store.log_since(id, 0).unwrap();
    let seqs: Vec<u64> = log.iter().map(|e| e.seq).collect();
    for s in &acked {
        assert!(seqs.contains(s), "acknowledged record #{s} was lost");
    }
    let replayed = Tournament::replay(&log).unwrap();
    assert!(replayed.counts.entries as usize >= acked.len());
    assert_eq!(
        replayed.counts.entries as usize,
        actions(&log) - 2,
        "every logged adjust counts once"
    );
    drop(store);

    // After a restart the server shows exactly the replayed state, and the clock the
    // time the anchor gives (the level started a moment ago, so nearly its full time).
    let server = Server::start(&db);
    let (_, view) = get(&server.url(&format!("/api/events/{id}")));
    assert_eq!(
        view["clock"]["entries"].as_u64().unwrap(),
        u64::from(replayed.counts.entries)
    );
    assert_eq!(view["clock"]["status"], "running");
    let felt = Felt::open(&db).unwrap();
    let expected = felt.clock_view(id).unwrap();
    let shown = view["clock"]["remaining_ms"].as_i64().unwrap();
    assert!(
        (shown - expected.remaining_ms).abs() < 2_000,
        "shown {shown} ms, anchor gives {} ms",
        expected.remaining_ms
    );
    assert!(shown > 20 * 60_000 && shown <= 25 * 60_000, "{shown}");
}

/// The TD's actions in `log`: its records less the checkpoints' seals (which the server
/// writes by itself as the log grows).
fn actions(log: &[felt_core::engine::LogEntry]) -> usize {
    log.iter()
        .filter(|e| !matches!(e.record, Record::CheckpointSealed { .. }))
        .count()
}

/// Two clients adding entries to event `id` as fast as they can, each acknowledged log
/// position recorded, until `stop` or until the server is gone.
struct Writers {
    acked: Arc<Mutex<Vec<u64>>>,
    stop: Arc<AtomicBool>,
    clients: Vec<std::thread::JoinHandle<()>>,
}

fn writers(server: &Server, id: i64) -> Writers {
    let acked = Arc::new(Mutex::new(Vec::<u64>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let url = server.url(&format!("/api/events/{id}/commands/adjust"));
    let clients = (0..2)
        .map(|_| {
            let (acked, stop, url, token) = (
                acked.clone(),
                stop.clone(),
                url.clone(),
                server.token.clone(),
            );
            std::thread::spawn(move || {
                let agent = support::agent();
                while !stop.load(Ordering::SeqCst) {
                    let sent = agent
                        .post(&url)
                        .header("Authorization", &format!("Bearer {token}"))
                        .send_json(json!({"counter": "entries", "delta": 1}));
                    match sent {
                        Ok(mut r) if r.status() == 200 => {
                            let ack: serde_json::Value = r.body_mut().read_json().unwrap();
                            acked.lock().unwrap().push(ack["seq"].as_u64().unwrap());
                        }
                        _ => break, // the server is gone
                    }
                }
            })
        })
        .collect();
    Writers {
        acked,
        stop,
        clients,
    }
}

/// The seed (`FELT_CRASH_SEED`, else `default`) and a repeatable generator of the
/// numbers that pick the kill moments (xorshift64: enough for that).
fn kill_moments(default: u64) -> (u64, impl FnMut() -> u64) {
    let seed: u64 = std::env::var("FELT_CRASH_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    let mut rng = seed;
    let next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    (seed, next)
}

/// Rounds of the crash test: `FELT_CRASH_ROUNDS` (20 in CI; `scripts/long-tests.sh`
/// runs 100).
fn rounds() -> usize {
    std::env::var("FELT_CRASH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20)
}

/// Round after round on one database: a server starts, two clients write as fast as they
/// can, and the server is SIGKILLed at a random moment (seeded: `FELT_CRASH_SEED`). After
/// every kill each acknowledged record is in the file, the log replays, and the next server
/// starts on it.
#[test]
fn every_acknowledged_write_survives_rounds_of_sigkill_at_random_points() {
    let (seed, mut next) = kill_moments(13);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let mut acked_all = Vec::<u64>::new();
    let rounds = rounds();
    for round in 0..rounds {
        let server = Server::start(&db);
        let id = 1;
        let Writers {
            acked,
            stop,
            clients,
        } = writers(&server, id);
        std::thread::sleep(Duration::from_millis(20 + next() % 300));
        server.kill9();
        stop.store(true, Ordering::SeqCst);
        for c in clients {
            c.join().unwrap();
        }
        acked_all.extend(acked.lock().unwrap().iter());

        let store = Store::open(&db).unwrap();
        let log = store.log_since(id, 0).unwrap();
        let seqs: std::collections::HashSet<u64> = log.iter().map(|e| e.seq).collect();
        for s in &acked_all {
            assert!(
                seqs.contains(s),
                "round {round} (seed {seed}): acknowledged record #{s} was lost"
            );
        }
        let replayed = Tournament::replay(&log).unwrap();
        assert_eq!(
            replayed.counts.entries as usize,
            actions(&log) - 1,
            "round {round}: every logged adjust counts once"
        );
    }
    println!(
        "{rounds} SIGKILLs (seed {seed}): {} acknowledged writes, none lost",
        acked_all.len()
    );
    assert!(
        acked_all.len() >= rounds,
        "the clients wrote too little to test"
    );
}

/// Round after round, a server that writes a checkpoint every 20 records is SIGKILLed
/// while two clients write, its watcher seals checkpoints and a third client restores a
/// backup over and over (seeded kill moments, `FELT_CRASH_SEED`). After every kill the
/// database is whole: SQLite's integrity check passes, every event's chain verifies, any
/// checkpoint left is sealed and equals its log folded to it (a restore killed midway
/// left the database either all old or all restored), and the next server starts on it.
#[test]
fn a_sigkill_while_a_checkpoint_is_written_and_a_restore_runs_leaves_a_whole_database() {
    let (seed, mut next) = kill_moments(51);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let launch = || {
        Server::launch(
            &db,
            support::Launch {
                env: vec![("FELT_CHECKPOINT_EVERY".into(), "20".into())],
                ..Default::default()
            },
        )
    };
    let (mut restores, mut sealed) = (0, 0);
    for round in 0..6 {
        let server = launch();
        let id = 1;
        let (status, backup) = post(&server.url("/api/backups"), Some(&server.token), json!({}));
        assert_eq!(status, 201, "{backup}");
        let name = backup["name"].as_str().unwrap().to_string();
        let Writers {
            acked,
            stop,
            clients,
        } = writers(&server, id);
        let restorer = {
            let (stop, url, token) = (
                stop.clone(),
                server.url("/api/backups/restore"),
                server.token.clone(),
            );
            std::thread::spawn(move || {
                let agent = support::agent();
                let mut done = 0;
                while !stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(600));
                    let sent = agent
                        .post(&url)
                        .header("Authorization", &format!("Bearer {token}"))
                        .send_json(json!({"name": name}));
                    match sent {
                        Ok(r) if r.status() == 200 => done += 1,
                        Ok(r) => panic!("a restore answered {}", r.status()),
                        Err(_) => break, // the server is gone
                    }
                }
                done
            })
        };
        // Past the watcher's second, so that checkpoints are being written.
        std::thread::sleep(Duration::from_millis(1_000 + next() % 1_500));
        server.kill9();
        stop.store(true, Ordering::SeqCst);
        for c in clients {
            c.join().unwrap();
        }
        restores += restorer.join().unwrap();
        assert!(
            !acked.lock().unwrap().is_empty(),
            "round {round}: nothing written"
        );

        let conn = rusqlite::Connection::open(&db).unwrap();
        let check: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok", "round {round} (seed {seed})");
        drop(conn);
        let felt = Felt::open(&db).unwrap();
        for e in felt.events().unwrap() {
            let report = felt.verify_log(e.id).unwrap();
            assert!(
                report.intact,
                "round {round}: event #{}: {}",
                e.id, report.text
            );
            assert!(
                !report.text.contains("not read") && !report.text.contains("not sound"),
                "round {round}: event #{}: {}",
                e.id,
                report.text
            );
            if report.text.contains("is sealed in the log") {
                sealed += 1;
            }
        }
        drop(felt);
    }
    let server = launch();
    let (status, _) = support::get(&server.url("/api/events/1"));
    assert_eq!(status, 200);
    println!(
        "6 SIGKILLs (seed {seed}): {restores} restores done, {sealed} sealed checkpoints found whole"
    );
    assert!(restores > 0, "no restore ran before a kill");
    assert!(sealed > 0, "no checkpoint was written before a kill");
}
