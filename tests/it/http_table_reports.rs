//! The tables: a table's device reports from the table; every action a device sends is
//! logged with the device (and its hash covers that); the TD chooses per event whether the
//! tables' reports apply at once or wait for a click at the desk, from HTTP and the CLI
//! alike; an applied report undoes like any action.

use crate::support;

use serde_json::{Value, json};
use support::{Scenario, Server, felt, get, post, send};

struct Room {
    server: Server,
    id: i64,
    tablet: String,
    db: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

impl Room {
    fn open() -> Room {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("felt.db");
        let server = Server::start(&db);
        let id = Scenario::example(&server).players(18).draw(5).id;
        let room = Room {
            id,
            tablet: String::new(),
            db,
            server,
            _dir: dir,
        };
        let (_, pairing) = post(
            &room.server.url("/api/devices/pair"),
            Some(&room.server.token),
            json!({"event": id, "scope": "table", "table": 1}),
        );
        let (_, claimed) = post(
            &room.server.url("/api/devices/claim"),
            None,
            json!({"code": pairing["code"], "name": "Table 1 tablet"}),
        );
        Room {
            tablet: claimed["token"].as_str().unwrap().to_string(),
            ..room
        }
    }

    fn td(&self, c: Value) -> (u16, Value) {
        post(&self.commands(), Some(&self.server.token), c)
    }

    fn tablet_sends(&self, c: Value) -> (u16, Value) {
        post(&self.commands(), Some(&self.tablet), c)
    }

    fn commands(&self) -> String {
        self.server
            .url(&format!("/api/events/{}/commands", self.id))
    }

    fn reports(&self) -> Value {
        let url = self.server.url(&format!("/api/events/{}/reports", self.id));
        let (status, v) = send("GET", &url, Some(&self.server.token), None);
        assert_eq!(status, 200, "{v}");
        v
    }

    fn decide(&self, report: i64, apply: bool) -> (u16, Value) {
        post(
            &self
                .server
                .url(&format!("/api/events/{}/reports/{report}", self.id)),
            Some(&self.server.token),
            json!({ "apply": apply }),
        )
    }

    /// The players seated at table 1 now.
    fn at_table_one(&self) -> Vec<u64> {
        let (_, field) = get(&self.server.url(&format!("/api/events/{}/field", self.id)));
        field["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["table"] == 1)
            .unwrap()["seats"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|s| s["player"].as_u64())
            .collect()
    }

    fn players_left(&self) -> u64 {
        let (_, v) = get(&self.server.url(&format!("/api/events/{}/clock", self.id)));
        v["players_left"].as_u64().unwrap()
    }

    fn recent(&self) -> Vec<Value> {
        let (_, v) = get(&self.server.url(&format!("/api/events/{}", self.id)));
        v["recent_actions"].as_array().unwrap().clone()
    }
}

fn bust(p: u64) -> Value {
    json!({"type": "bust", "player": p, "same_hand": false})
}

#[test]
fn a_tablets_report_is_logged_with_the_device_and_the_hash_covers_it() {
    let room = Room::open();
    let p = room.at_table_one()[0];
    let (status, ack) = room.tablet_sends(bust(p));
    assert_eq!(status, 200, "{ack}");
    let newest = &ack["view"]["recent_actions"][0];
    assert!(
        newest["text"].as_str().unwrap().starts_with("Busted"),
        "{newest}"
    );
    let by = newest["by"].as_str().unwrap();
    assert!(by.starts_with("Table 1 tablet (device #"), "{by}");
    // The desk's own actions name no device.
    assert_eq!(room.recent()[1]["by"], Value::Null);
    // A restarted server still knows who sent it (read from the database).
    let (code, out, err) = felt(&[
        "actions",
        &room.id.to_string(),
        "--db",
        room.db.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("[from Table 1 tablet (device #"), "{out}");

    // The chain holds; the export carries the device; moving the action to another
    // device by hand breaks the chain at that record.
    let (code, out, err) = felt(&[
        "log",
        "verify",
        &room.id.to_string(),
        "--db",
        room.db.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, export, err) = felt(&[
        "log",
        "export",
        &room.id.to_string(),
        "--db",
        room.db.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        export.contains("\"from\":\"Table 1 tablet (device #"),
        "{export}"
    );
    let conn = rusqlite::Connection::open(&room.db).unwrap();
    let seq: i64 = conn
        .query_row("SELECT seq FROM log WHERE sent_by IS NOT NULL", [], |r| {
            r.get(0)
        })
        .unwrap();
    conn.execute(
        "UPDATE log SET sent_by = 'Table 2 tablet (device #9)' WHERE seq = ?1",
        [seq],
    )
    .unwrap();
    drop(conn);
    let (code, out, _) = felt(&[
        "log",
        "verify",
        &room.id.to_string(),
        "--db",
        room.db.to_str().unwrap(),
    ]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains(&format!("Record #{seq}")), "{out}");
}

#[test]
fn reports_wait_for_the_desk_when_the_td_asks_and_each_is_applied_or_declined_once() {
    let room = Room::open();
    let url = room.server.url(&format!("/api/events/{}/reports", room.id));
    assert_eq!(room.reports()["mode"], "at_once");
    let (status, v) = send(
        "PUT",
        &url,
        Some(&room.server.token),
        Some(json!({"mode": "desk"})),
    );
    assert_eq!((status, &v["mode"]), (200, &json!("desk")), "{v}");
    // The tablet may not read or change the reports.
    assert_eq!(send("GET", &url, Some(&room.tablet), None).0, 403);

    let seated = room.at_table_one();
    let left = room.players_left();
    let (status, first) = room.tablet_sends(bust(seated[0]));
    assert_eq!(status, 202, "{first}");
    assert_eq!(first["state"], "waiting");
    assert!(first["fits"].as_bool().unwrap());
    assert_eq!(
        room.players_left(),
        left,
        "a waiting report changed the event"
    );
    let (status, second) = room.tablet_sends(bust(seated[1]));
    assert_eq!(status, 202, "{second}");
    // A report the engine refuses now is refused at the table, not queued.
    let (status, refused) =
        room.tablet_sends(json!({"type": "hand_won", "table": 1, "seats": [42]}));
    assert_eq!(status, 422, "{refused}");

    let list = room.reports();
    let waiting = list["waiting"].as_array().unwrap();
    assert_eq!(waiting.len(), 2, "{list}");
    assert_eq!(waiting[0]["id"], first["id"]);
    assert!(
        waiting[0]["device"]
            .as_str()
            .unwrap()
            .starts_with("Table 1 tablet")
    );

    // Applied: logged as the device's, confirmed at the desk; undone like any action.
    let (status, applied) = room.decide(first["id"].as_i64().unwrap(), true);
    assert_eq!(status, 200, "{applied}");
    assert_eq!(applied["state"], "applied");
    assert_eq!(room.players_left(), left - 1);
    let newest = &room.recent()[0];
    assert!(
        newest["by"]
            .as_str()
            .unwrap()
            .ends_with(", confirmed at the desk"),
        "{newest}"
    );
    assert_eq!(newest["seq"], applied["seq"]);
    // Decided once only.
    let (status, again) = room.decide(first["id"].as_i64().unwrap(), true);
    assert_eq!(status, 422, "{again}");
    assert!(
        again["message"]
            .as_str()
            .unwrap()
            .contains("applied already"),
        "{again}"
    );
    // Declined: nothing logged.
    let seq_before = room.recent()[0]["seq"].clone();
    let (status, declined) = room.decide(second["id"].as_i64().unwrap(), false);
    assert_eq!(
        (status, &declined["state"]),
        (200, &json!("declined")),
        "{declined}"
    );
    assert_eq!(room.recent()[0]["seq"], seq_before);
    assert_eq!(room.players_left(), left - 1);
    let list = room.reports();
    assert!(list["waiting"].as_array().unwrap().is_empty(), "{list}");
    assert_eq!(list["decided"].as_array().unwrap().len(), 2);
    assert_eq!(room.td(json!({"type": "undo"})).0, 200);
    assert_eq!(room.players_left(), left);
    // No such report.
    assert_eq!(room.decide(999, true).0, 422);

    // The CLI has the same powers: list, apply, switch back to at once.
    let db = room.db.to_str().unwrap().to_string();
    let id = room.id.to_string();
    let (status, third) = room.tablet_sends(bust(seated[2]));
    assert_eq!(status, 202, "{third}");
    let (code, out, err) = felt(&["device", "reports", &id, "--db", &db]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("wait for the desk") && out.contains("[waiting]"),
        "{out}"
    );
    let rid = third["id"].to_string();
    let (code, out, err) = felt(&["device", "apply", &id, &rid, "--db", &db]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("applied at the desk as action #"), "{out}");
    assert_eq!(room.players_left(), left - 1);
    let (code, out, err) = felt(&["device", "reports", &id, "--at-once", "--db", &db]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("apply as they arrive"), "{out}");
    assert_eq!(room.tablet_sends(bust(seated[3])).0, 200);
    assert_eq!(room.players_left(), left - 2);
}
