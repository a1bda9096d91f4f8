//! The token stays on the desk: phones and tablets pair with a one-time code and get a
//! device token of limited scope (the clock, the desk, or one table of one event); the TD
//! token never crosses the network. Devices are listed with their last use and revoked;
//! every door (HTTP, CLI) has the same powers.

use crate::support;

use serde_json::{Value, json};
use support::{Scenario, Server, felt, get, post, send};

fn with_token(method: &str, url: &str, token: &str) -> (u16, Value) {
    send(method, url, Some(token), None)
}

/// Makes a pairing code with the TD token and claims it as a device: its token.
fn paired(server: &Server, body: Value, name: &str) -> String {
    let (status, pairing) = post(&server.url("/api/devices/pair"), Some(&server.token), body);
    assert_eq!(status, 200, "{pairing}");
    let path = pairing["path"].as_str().unwrap();
    assert!(path.starts_with("/pair#code="), "{path}");
    assert!(
        !path.contains(&server.token),
        "the TD token is in the pairing path"
    );
    let (status, claimed) = post(
        &server.url("/api/devices/claim"),
        None,
        json!({"code": pairing["code"], "name": name}),
    );
    assert_eq!(status, 200, "{claimed}");
    assert_ne!(claimed["token"], Value::String(server.token.clone()));
    claimed["token"].as_str().unwrap().to_string()
}

#[test]
fn devices_pair_once_work_within_their_scope_and_are_revoked() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let id = Scenario::example(&server).players(12).draw(3).id;
    let other = Scenario::example(&server).id;
    let cmd = |event: i64, token: &str, c: Value| {
        post(
            &server.url(&format!("/api/events/{event}/commands")),
            Some(token),
            c,
        )
    };

    // Pairing needs the TD token; a code works once.
    let body = json!({"event": id, "scope": "clock", "name": "Clock phone"});
    assert_eq!(
        post(&server.url("/api/devices/pair"), None, body.clone()).0,
        401
    );
    let (_, pairing) = post(&server.url("/api/devices/pair"), Some(&server.token), body);
    let claim = json!({"code": pairing["code"]});
    assert_eq!(
        post(&server.url("/api/devices/claim"), None, claim.clone()).0,
        200
    );
    let (status, again) = post(&server.url("/api/devices/claim"), None, claim);
    assert_eq!(
        (status, again["code"].as_str()),
        (422, Some("device-refused"))
    );
    let (status, bad) = post(
        &server.url("/api/devices/pair"),
        Some(&server.token),
        json!({"event": id, "scope": "table"}),
    );
    assert_eq!(status, 422, "{bad}");
    assert_eq!(
        bad["message"],
        "a device for one table needs the table's number"
    );

    // Each scope: what it may do, and the refusal (403, nothing changed) for the rest.
    let clock = paired(
        &server,
        json!({"event": id, "scope": "clock"}),
        "Clock phone",
    );
    let desk = paired(
        &server,
        json!({"event": id, "scope": "desk"}),
        "Floor phone",
    );
    let table = paired(
        &server,
        json!({"event": id, "scope": "table", "table": 1}),
        "Table 1 tablet",
    );
    let (_, field) = get(&server.url(&format!("/api/events/{id}/field")));
    let at = |t: u64| -> u64 {
        field["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["table"] == t)
            .unwrap()["seats"]
            .as_array()
            .unwrap()
            .iter()
            .find_map(|s| s["player"].as_u64())
            .unwrap()
    };
    let (p1, p2) = (at(1), at(2));
    let bust = |p: u64| json!({"type": "bust", "player": p, "same_hand": false});
    // Scope, event, command, expected status, expected words in a refusal.
    let cases: Vec<(&str, &str, i64, Value, u16, &str)> = vec![
        ("clock", &clock, id, json!({"type": "start"}), 200, ""),
        ("clock", &clock, id, json!({"type": "pause"}), 200, ""),
        (
            "clock",
            &clock,
            id,
            bust(p1),
            403,
            "may only run the clock of event",
        ),
        (
            "clock",
            &clock,
            other,
            json!({"type": "start"}),
            403,
            "is another event",
        ),
        ("table", &table, id, bust(p2), 403, "that is at table 2"),
        // Chip counts: its own table's players only.
        (
            "table",
            &table,
            id,
            json!({"type": "record_counts", "counts": [{"player": p2, "chips": 9000}]}),
            403,
            "that is at table 2",
        ),
        (
            "table",
            &table,
            id,
            json!({"type": "record_counts", "counts": [
                {"player": p1, "chips": 9000}, {"player": p2, "chips": 9000}
            ]}),
            403,
            "counts of players seated at that table only",
        ),
        (
            "table",
            &table,
            id,
            json!({"type": "record_counts", "counts": [{"player": p1, "chips": 9000}]}),
            200,
            "",
        ),
        ("table", &table, id, bust(p1), 200, ""),
        (
            "table",
            &table,
            id,
            json!({"type": "set_button", "table": 2, "seat": 1}),
            403,
            "table 2",
        ),
        (
            "table",
            &table,
            id,
            json!({"type": "start"}),
            403,
            "busts, chip counts, the button, hand won and hand-for-hand hands",
        ),
        // Hand-for-hand from the tables: a table's tablet reports its own table only.
        (
            "desk",
            &desk,
            id,
            json!({"type": "hand_for_hand", "on": true}),
            200,
            "",
        ),
        (
            "table",
            &table,
            id,
            json!({"type": "table_hand_done", "table": 2}),
            403,
            "that is at table 2",
        ),
        (
            "table",
            &table,
            id,
            json!({"type": "table_hand_done", "table": 1}),
            200,
            "",
        ),
        (
            "desk",
            &desk,
            id,
            json!({"type": "register", "name": "Late"}),
            200,
            "",
        ),
        (
            "desk",
            &desk,
            id,
            json!({"type": "lock_payouts"}),
            403,
            "are the TD's",
        ),
        ("desk", &desk, id, json!({"type": "undo"}), 200, ""),
    ];
    for (scope, token, event, c, want, words) in cases {
        let (status, body) = cmd(event, token, c.clone());
        assert_eq!(status, want, "{scope} {c}: {body}");
        if want == 403 {
            assert_eq!(body["code"], "device-scope", "{body}");
            let message = body["message"].as_str().unwrap();
            assert!(message.contains(words), "{scope}: {message}");
        }
    }
    // The showdown judge is the floor's tool: a desk or table device may use it.
    let (status, body) = post(
        &server.url("/api/judge"),
        Some(&table),
        json!({"game": "razz", "pot": 20, "hands": [
            {"name": "A", "cards": "As 2d 3h 4c 5s Kd Qc"},
            {"name": "B", "cards": "Ac 2c 5h 7d 8s 6h 3s"}]}),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["shares"], json!({"A": 20, "B": 0}));
    // A device token opens nothing else, even a read-only-looking write.
    let (status, body) = post(
        &server.url("/api/network"),
        Some(&desk),
        json!({"lan": true}),
    );
    assert_eq!((status, body["code"].as_str()), (403, Some("device-scope")));
    let (status, _) = with_token("GET", &server.url("/api/devices"), &desk);
    assert_eq!(status, 403);
    let (status, me) = with_token("GET", &server.url("/api/whoami"), &table);
    assert_eq!(status, 200);
    assert_eq!(me["kind"], "device");
    assert_eq!(me["device"]["what"], format!("table 1 of event #{id}"));
    assert_eq!(
        with_token("GET", &server.url("/api/whoami"), &server.token).1["kind"],
        "td"
    );

    // Listed with their last use; revoked, a token is refused at once.
    let (_, list) = with_token("GET", &server.url("/api/devices"), &server.token);
    let list = list.as_array().unwrap().clone();
    assert_eq!(list.len(), 4, "{list:?}");
    let floor = list.iter().find(|d| d["name"] == "Floor phone").unwrap();
    assert!(floor["last_used_at_ms"].as_i64().is_some(), "{floor}");
    // The first code, claimed and never used (newest first, so last).
    let unused = list.last().unwrap();
    assert!(unused["last_used_at_ms"].is_null(), "{unused}");
    let (status, revoked) = with_token(
        "DELETE",
        &server.url(&format!("/api/devices/{}", floor["id"])),
        &server.token,
    );
    assert_eq!(status, 200, "{revoked}");
    assert!(revoked["revoked_at_ms"].as_i64().is_some());
    let (status, body) = cmd(id, &desk, json!({"type": "register", "name": "Later"}));
    assert_eq!((status, body["code"].as_str()), (401, Some("unauthorized")));

    // The CLI has the same powers on the same database.
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    let (code, out, err) = felt(&["device", "list", "--db", dbs]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Floor phone: the desk of event"), "{out}");
    assert!(out.contains("revoked"), "{out}");
    let (code, path, err) = felt(&[
        "device",
        "pair",
        &id.to_string(),
        "--scope",
        "table",
        "--table",
        "2",
        "--name",
        "T2",
        "--db",
        dbs,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("table 2 of event"), "{err}");
    let code_text = path.trim().strip_prefix("/pair#code=").unwrap().to_string();
    let (status, claimed) = post(
        &server.url("/api/devices/claim"),
        None,
        json!({"code": code_text}),
    );
    assert_eq!(status, 200, "{claimed}");
    let t2 = claimed["token"].as_str().unwrap().to_string();
    assert_eq!(cmd(id, &t2, bust(p2)).0, 200);
    let (code, out, err) = felt(&[
        "device",
        "revoke",
        &claimed["device"]["id"].to_string(),
        "--db",
        dbs,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("is revoked"), "{out}");
    let (code, _, err) = felt(&[
        "device",
        "revoke",
        &claimed["device"]["id"].to_string(),
        "--db",
        dbs,
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("was revoked already"), "{err}");

    // The console's "New TD token": the old token stops at once, the new one works, and
    // the CLI reads the new one from its file.
    let (status, fresh) = post(&server.url("/api/token"), Some(&server.token), json!(null));
    assert_eq!(status, 200, "{fresh}");
    let fresh = fresh["token"].as_str().unwrap().to_string();
    assert_eq!(
        with_token("GET", &server.url("/api/devices"), &server.token).0,
        401
    );
    assert_eq!(
        with_token("GET", &server.url("/api/devices"), &fresh).0,
        200
    );
    let (_, printed, _) = felt(&["token", "--db", dbs]);
    assert_eq!(printed.trim(), fresh);
}
