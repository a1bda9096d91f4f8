//! The TD opens Felt to the LAN from the console while it runs (no restart), and closes it
//! again; only with the TD token. The LAN listener serves the same room.

use crate::support;

use serde_json::{Value, json};
use support::{Server, agent, get, post};

#[test]
fn the_lan_opens_and_closes_while_felt_runs() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (_, net) = get(&server.url("/api/network"));
    assert_eq!(net["lan"], false);
    // Not without the token.
    let (status, _) = post(&server.url("/api/network"), None, json!({"lan": true}));
    assert_eq!(status, 401);
    let (status, net) = post(
        &server.url("/api/network"),
        Some(&server.token),
        json!({"lan": true}),
    );
    assert_eq!(status, 200, "{net}");
    assert_eq!(net["lan"], true);
    let port = net["port"].as_u64().unwrap();
    assert_ne!(port, 0);
    // The LAN listener serves the same events, on every interface.
    let on_lan = |host: &str| format!("http://{host}:{port}/api/events");
    let (status, events) = get(&on_lan("127.0.0.1"));
    assert_eq!(status, 200);
    let (_, here) = get(&server.url("/api/events"));
    assert_eq!(events, here);
    if let Some(addr) = felt::server::lan_addresses().first() {
        let (status, _) = get(&on_lan(addr));
        assert_eq!(status, 200, "from {addr}");
    }
    // Opening again changes nothing; closing stops the LAN listener.
    let (_, again) = post(
        &server.url("/api/network"),
        Some(&server.token),
        json!({"lan": true}),
    );
    assert_eq!(again["port"], port);
    let (status, net) = post(
        &server.url("/api/network"),
        Some(&server.token),
        json!({"lan": false}),
    );
    assert_eq!((status, net["lan"].clone()), (200, Value::Bool(false)));
    let mut closed = false;
    for _ in 0..50 {
        if agent().get(&on_lan("127.0.0.1")).call().is_err() {
            closed = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(closed, "the LAN listener still answers");
    // The private server goes on.
    assert_eq!(get(&server.url("/api/health")).0, 200);
}
