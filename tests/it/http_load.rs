//! No request can stall the room: costly calculations run one at a time off the async
//! workers, so a write to another event still answers at once; and the live view of an
//! event is computed once per change and shared by all its displays.

use crate::support;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::{Scenario, Server, get, post};

fn views_computed(server: &Server) -> u64 {
    get(&server.url("/api/health")).1["views_computed"]
        .as_u64()
        .expect("health says how many views were computed")
}

/// Follows `/api/events/{id}/stream` on a raw socket until `stop`, counting `view`
/// messages.
fn display(port: u16, id: i64, stop: Arc<AtomicBool>, seen: Arc<Mutex<Vec<u64>>>, me: usize) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    write!(
        s,
        "GET /api/events/{id}/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    let mut r = BufReader::new(s);
    let mut line = String::new();
    while !stop.load(Ordering::Relaxed) {
        line.clear();
        match r.read_line(&mut line) {
            Ok(0) => break,
            Ok(_) if line.starts_with("event: view") => seen.lock().unwrap()[me] += 1,
            _ => {}
        }
    }
}

#[test]
fn five_displays_of_one_event_share_one_view_computed_per_change() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let id = get(&server.url("/api/events")).1["events"][0]["id"]
        .as_i64()
        .unwrap();
    let write = |delta: i32| {
        let (status, body) = post(
            &server.url(&format!("/api/events/{id}/commands/adjust")),
            Some(&server.token),
            json!({"counter": "entries", "delta": delta}),
        );
        assert_eq!(status, 200, "{body}");
    };
    write(10);

    let before = views_computed(&server);
    let stop = Arc::new(AtomicBool::new(false));
    let seen = Arc::new(Mutex::new(vec![0u64; 5]));
    let displays: Vec<_> = (0..5)
        .map(|me| {
            let (stop, seen, port) = (stop.clone(), seen.clone(), server.port);
            std::thread::spawn(move || display(port, id, stop, seen, me))
        })
        .collect();
    std::thread::sleep(Duration::from_millis(700));
    for _ in 0..4 {
        write(1);
        std::thread::sleep(Duration::from_millis(600));
    }
    stop.store(true, Ordering::Relaxed);
    for d in displays {
        d.join().unwrap();
    }
    let computed = views_computed(&server) - before;
    let seen = seen.lock().unwrap().clone();
    // Every display saw the first view and each of the 4 changes.
    assert!(
        seen.iter().all(|&n| n >= 5),
        "messages per display: {seen:?}"
    );
    // One computation per change, not one per display: five displays each computing
    // would be about 5 x 5 = 25.
    let most = *seen.iter().max().unwrap();
    assert!(
        computed <= most + 2,
        "{computed} views computed for 5 displays that each got at most {most} messages"
    );
    println!("5 displays: {seen:?} messages, {computed} views computed");
}

#[test]
fn twenty_costly_calculations_never_stall_a_write_to_another_event() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let other = Scenario::shipped(&server, "example-nlhe-bba").id;
    let url = server.url(&format!("/api/events/{other}/commands/adjust"));
    let write = || {
        let t = Instant::now();
        let (status, body) = post(
            &url,
            Some(&server.token),
            json!({"counter": "entries", "delta": 1}),
        );
        assert_eq!(status, 200, "{body}");
        t.elapsed()
    };
    let mut idle: Vec<Duration> = (0..5).map(|_| write()).collect();
    idle.sort();

    // An exact ICM of 24 stacks takes a while (in a debug build, about half a second).
    let icm = json!({
        "stacks": (1..=24).map(|i| i * 1000).collect::<Vec<u64>>(),
        "prizes": [5000, 3000, 2000],
    });
    let answers = Arc::new(Mutex::new(Vec::<u16>::new()));
    // Five writes while 20 calculations are sent at once; the sorted durations.
    let measure = || {
        let before = answers.lock().unwrap().len();
        let costly: Vec<_> = (0..20)
            .map(|_| {
                let (url, token, body, answers) = (
                    server.url("/api/icm"),
                    server.token.clone(),
                    icm.clone(),
                    answers.clone(),
                );
                std::thread::spawn(move || {
                    let (status, _): (u16, Value) = post(&url, Some(&token), body);
                    answers.lock().unwrap().push(status);
                })
            })
            .collect();
        std::thread::sleep(Duration::from_millis(300));
        let mut busy: Vec<Duration> = (0..5).map(|_| write()).collect();
        let still_running = answers.lock().unwrap().len() < before + 20;
        for c in costly {
            c.join().unwrap();
        }
        busy.sort();
        (busy, still_running)
    };
    // On a two-core machine a burst from elsewhere can slow one round of writes; the
    // better of two rounds is kept (with the one-at-a-time rule off, both rounds are slow).
    let (mut busy, mut still_running) = measure();
    if busy[2] >= Duration::from_millis(100) {
        println!("first round of writes slow: {busy:?}; measuring again");
        let again = measure();
        if again.0[2] < busy[2] {
            (busy, still_running) = again;
        }
    }
    println!(
        "writes idle {idle:?}, during 20 ICM requests {busy:?}; answers {:?}",
        answers.lock().unwrap()
    );
    assert!(still_running, "the calculations must still be running");
    assert!(
        busy[2] < Duration::from_millis(100),
        "the median write took {:?} while 20 costly calculations ran",
        busy[2]
    );
    // And barely slower than with nothing running (20 calculations at once on two
    // cores, without the one-at-a-time rule, made it ~90 ms against ~5 ms idle).
    assert!(
        busy[2] < idle[2] * 4 + Duration::from_millis(25),
        "the median write took {:?} during the calculations, {:?} idle",
        busy[2],
        idle[2]
    );
    // Each calculation was answered: done (200) or turned away in words (503), never
    // a stalled connection or a 500.
    assert!(
        answers
            .lock()
            .unwrap()
            .iter()
            .all(|s| *s == 200 || *s == 503),
        "{:?}",
        answers.lock().unwrap()
    );
}
