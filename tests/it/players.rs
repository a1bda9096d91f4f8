//! The player register: two spellings of one player merged by the TD with both histories
//! (and the series standings) following; a CSV import whose bad rows are named by their
//! line and refuse the file, then kept with --skip-bad, exported and imported back; the
//! same powers over HTTP behind the TD token.

use crate::support;

use serde_json::json;
use support::{Server, ok_at, play_home as play, refused_at, send};

fn page(db: &str, who: &str) -> serde_json::Value {
    serde_json::from_str(&ok_at(db, &["player", "show", who, "--json"])).unwrap()
}

/// (event, place) of each line of a page, oldest first.
fn places(p: &serde_json::Value) -> Vec<(i64, u64)> {
    let mut v: Vec<(i64, u64)> = p["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["event"].as_i64().unwrap(), e["place"].as_u64().unwrap()))
        .collect();
    v.sort();
    v
}

#[test]
fn two_spellings_merged_keep_both_histories() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    // Monday: Zoë wins (3 entries). Wednesday: the desk typed "Zoey Angstrom", third of 4.
    let mon = play(db, &["Cy", "Bob", "Zoë Ångström"]);
    let wed = play(db, &["Dee", "Zoey Angstrom", "Eve", "Bob"]);
    let (mon_n, wed_n): (i64, i64) = (mon.parse().unwrap(), wed.parse().unwrap());
    ok(&[
        "series",
        "create",
        "Week",
        "--points",
        "places:10,5,2",
        "--events",
        &format!("{mon},{wed}"),
    ]);
    let found: serde_json::Value =
        serde_json::from_str(&ok(&["player", "find", "ang", "--json"])).unwrap();
    let found = found.as_array().unwrap();
    assert_eq!(found.len(), 2, "{found:?}");
    let zoe = page(db, "Zoë Ångström");
    let zoey = page(db, "zoey angstrom");
    let (zoe_id, zoey_id) = (
        zoe["player"]["id"].as_i64().unwrap(),
        zoey["player"]["id"].as_i64().unwrap(),
    );
    assert_eq!(places(&zoe), [(mon_n, 1)]);
    assert_eq!(places(&zoey), [(wed_n, 3)]);
    // Before the merge the series ranks them apart: Zoë 10, Zoey 2.
    let standings = ok(&["series", "standings", "1"]);
    assert!(standings.contains("Zoey Angstrom"), "{standings}");

    // The same person: Zoey's history follows into Zoë's.
    let out = ok(&["player", "merge", &zoe_id.to_string(), "Zoey Angstrom"]);
    assert!(
        out.contains(&format!("player #{zoey_id} merged into #{zoe_id}")),
        "{out}"
    );
    let merged = page(db, &zoe_id.to_string());
    assert_eq!(places(&merged), [(mon_n, 1), (wed_n, 3)]);
    assert_eq!(merged["best_place"], 1);
    let spellings = merged["player"]["spellings"].as_array().unwrap();
    assert_eq!(spellings.len(), 2, "{spellings:?}");
    let wed_line = merged["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == wed_n)
        .unwrap();
    assert_eq!(wed_line["entered_as"], "Zoey Angstrom");
    // The merged number shows the player kept.
    assert_eq!(page(db, &zoey_id.to_string())["player"]["id"], zoe_id);
    // The series counts her once: 10 + 2 = 12 points, under the register's name.
    assert_eq!(merged["series"][0]["points"], 1200, "{merged}");
    let standings = ok(&["series", "standings", "1"]);
    assert!(!standings.contains("Zoey"), "{standings}");
    assert!(standings.contains("Zoë Ångström"), "{standings}");
    // Reported case: the results printed after the merge still gave the old spelling. The
    // lines, the CSV and the sheet give the register's name.
    let lines = ok(&["results", &wed, "--json"]);
    assert!(!lines.contains("Zoey"), "{lines}");
    assert!(lines.contains("Zoë Ångström"), "{lines}");
    let pdf = dir.path().join("wed-results.pdf");
    ok(&["results", &wed, "--pdf", pdf.to_str().unwrap()]);
    if let Some(text) = crate::poppler::raw_text(&std::fs::read(&pdf).unwrap()) {
        assert!(
            text.contains("Zoë Ångström") && !text.contains("Zoey"),
            "{text}"
        );
    }
    // Either spelling finds her; a new event's desk offers her under her name...
    let known = ok(&["player", "known", "zoey"]);
    assert!(known.starts_with("Zoë Ångström"), "{known}");
    // ...and an entry under the other spelling is hers at once.
    let fri = ok(&[
        "event",
        "create",
        "structures/templates/home-freezeout.toml",
    ]);
    ok(&["player", "register", fri.trim(), "ZOEY ANGSTROM"]);
    let after = page(db, "Zoë Ångström");
    assert_eq!(after["events"].as_array().unwrap().len(), 3);
    assert_eq!(after["events"][0]["still_in"], true);
    assert_eq!(after["player"]["events"], 3);

    // Refusals name the players and change nothing.
    let err = refused_at(
        db,
        &["player", "merge", &zoe_id.to_string(), "Zoey Angstrom"],
    );
    assert!(err.contains("the same player already"), "{err}");
    let err = refused_at(db, &["player", "merge", &zoe_id.to_string(), "99"]);
    assert!(err.contains("no player #99"), "{err}");
    let err = refused_at(db, &["player", "show", "Nobody Atall"]);
    assert!(
        err.contains("no player of the register is called \"Nobody Atall\""),
        "{err}"
    );
    let bob = page(db, "Bob")["player"]["id"].as_i64().unwrap();
    ok(&["player", "edit", "Bob", "--number", "77"]);
    ok(&["player", "edit", "Cy", "--number", "78"]);
    let err = refused_at(db, &["player", "merge", "Bob", "Cy"]);
    assert!(
        err.contains("member number 77") && err.contains("78"),
        "{err}"
    );
    let err = refused_at(db, &["player", "edit", "Cy", "--name", "Bob"]);
    assert!(
        err.contains(&format!("Bob is already player #{bob}")),
        "{err}"
    );
    assert_eq!(places(&page(db, "Bob")), [(mon_n, 2), (wed_n, 1)]);
}

const PEOPLE: &str = "\
Player,Member #,City,Comments,Shirt
Ann Lee,1001,Reno,likes razz,L
,1002,Reno,,M
Bob Ray,1001,Sparks,,S
\"Cy \"\"The Kid\"\" Moe\",1003,Carson City,\"two
lines\",XL
Dee Fox,1004,Reno
zoe angstrom,1005,Reno,,M
";

#[test]
fn a_csv_import_names_bad_rows_by_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    play(db, &["Bob", "Zoë Ångström"]);
    let file = dir.path().join("people.csv");
    std::fs::write(&file, PEOPLE).unwrap();
    let file = file.to_str().unwrap();
    let before = ok(&["player", "export"]);

    // Three bad rows: each named by its line; the file is refused and nothing changes.
    let err = refused_at(db, &["player", "import", file]);
    assert!(err.contains("3 bad rows"), "{err}");
    assert!(err.contains("line 3: no name"), "{err}");
    assert!(
        err.contains("line 4: Bob Ray is the same player as line 2"),
        "{err}"
    );
    assert!(
        err.contains("line 7: 3 values where line 1 names 5 columns"),
        "{err}"
    );
    assert_eq!(ok(&["player", "export"]), before);

    // The preview: the columns guessed, and what each good row does.
    let out = ok(&["player", "import", file, "--dry-run"]);
    assert!(out.contains("Player               -> name"), "{out}");
    assert!(out.contains("Member #             -> number"), "{out}");
    assert!(out.contains("City                 -> club"), "{out}");
    assert!(out.contains("Shirt                -> skip"), "{out}");
    assert!(out.contains("line    5: Cy \"The Kid\" Moe"), "{out}");
    assert!(out.contains("line    8: zoe angstrom"), "{out}");
    assert!(
        out.contains("player #2: name zoe angstrom, number 1005, club Reno"),
        "{out}"
    );
    assert!(out.contains("Nothing was imported"), "{out}");
    assert_eq!(ok(&["player", "export"]), before);

    // The good rows kept: Ann and Cy new, Zoë's number and club filled in.
    let out = ok(&[
        "player",
        "import",
        file,
        "--skip-bad",
        "--map",
        "Player=name",
    ]);
    assert!(
        out.contains("Imported: 2 new, 1 updated, 3 bad rows left out."),
        "{out}"
    );
    let csv = ok(&["player", "export"]);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "id,name,nickname,number,club,notes,events");
    assert!(rows.contains(&"3,Ann Lee,,1001,Reno,likes razz,0"), "{csv}");
    assert!(rows.contains(&"2,zoe angstrom,,1005,Reno,,1"), "{csv}");
    assert!(
        rows.contains(&"4,\"Cy \"\"The Kid\"\" Moe\",,1003,Carson City,\"two"),
        "{csv}"
    );
    // Her results stay hers under the new spelling.
    assert_eq!(page(db, "Zoë Ångström")["best_place"], 1);

    // The export edited and read back: matched by id, one change each.
    let edited = csv.replace("1001,Reno", "1001,Sparks");
    let back = dir.path().join("back.csv");
    std::fs::write(&back, edited).unwrap();
    let out = ok(&["player", "import", back.to_str().unwrap()]);
    assert!(out.contains("player #3: club Sparks"), "{out}");
    assert!(out.contains("Imported: 0 new, 4 updated."), "{out}");

    // A mapping names a column the file lacks; a file that is not UTF-8.
    let err = refused_at(
        db,
        &["player", "import", file, "--map", "Surname=last_name"],
    );
    assert!(err.contains("column \"Surname\""), "{err}");
    let latin = dir.path().join("latin1.csv");
    std::fs::write(&latin, b"name,club\nAnn,Reno\nZo\xeb,Reno\n").unwrap();
    let err = refused_at(db, &["player", "import", latin.to_str().unwrap()]);
    assert!(err.contains("line 3: the file is not UTF-8"), "{err}");
    // First and last names joined when there is no name column.
    let split = dir.path().join("split.csv");
    std::fs::write(&split, "First Name,Last Name,Club\nEve,Moss,Elko\n").unwrap();
    let out = ok(&["player", "import", split.to_str().unwrap()]);
    assert!(out.contains("line    2: Eve Moss"), "{out}");
}

#[test]
fn the_register_over_http() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let mon = play(db.to_str().unwrap(), &["Cy", "Bob", "Ann Lee"]);
    let server = Server::start(&db);
    let t = Some(server.token.as_str());
    let url = |p: &str| server.url(p);
    // Member numbers and notes are the TD's: no token, no register.
    assert_eq!(send("GET", &url("/api/register"), None, None).0, 401);
    let (status, list) = send("GET", &url("/api/register"), t, None);
    assert_eq!(status, 200);
    assert_eq!(list.as_array().unwrap().len(), 3);
    let (status, ann) = send(
        "POST",
        &url("/api/register"),
        t,
        Some(json!({"name": "  Ann   Lee ", "club": "Reno"})),
    );
    assert_eq!(status, 422, "{ann}");
    assert!(
        ann["message"]
            .as_str()
            .unwrap()
            .contains("Ann Lee is already player #3"),
        "{ann}"
    );
    let (status, ann2) = send(
        "POST",
        &url("/api/register"),
        t,
        Some(json!({"name": "Anne Lee", "number": "42", "notes": "same as Ann?"})),
    );
    assert_eq!(status, 200, "{ann2}");
    let (status, edited) = send(
        "PUT",
        &url(&format!("/api/register/{}", ann2["id"])),
        t,
        Some(json!({"name": "Anne Lee", "number": "42", "club": "Elko", "notes": "same as Ann?"})),
    );
    assert_eq!((status, edited["club"].as_str()), (200, Some("Elko")));
    let (status, merged) = send(
        "POST",
        &url("/api/register/merge"),
        t,
        Some(json!({"keep": 3, "other": ann2["id"]})),
    );
    assert_eq!(status, 200, "{merged}");
    assert_eq!(merged["player"]["number"], "42");
    assert_eq!(merged["player"]["club"], "Elko");
    assert_eq!(merged["events"][0]["event"].to_string(), mon);
    assert_eq!(merged["events"][0]["place"], 1);
    let (status, v) = send("GET", &url("/api/register/99"), t, None);
    assert_eq!((status, v["code"].as_str()), (404, Some("no-such-player")));
    let (status, v) = send(
        "POST",
        &url("/api/register/merge"),
        t,
        Some(json!({"keep": 3, "other": 99})),
    );
    assert_eq!((status, v["code"].as_str()), (404, Some("no-such-player")));
    // The preview names each bad row; a commit with bad rows changes nothing.
    let csv = "name,number\nGus,7\n,8\nHal,7\n";
    let (status, report) = send(
        "POST",
        &url("/api/register/import"),
        t,
        Some(json!({"csv": csv})),
    );
    assert_eq!(status, 200, "{report}");
    assert_eq!(report["lines"].as_array().unwrap().len(), 1);
    assert_eq!(
        report["problems"],
        json!([{"line": 3, "problem": "no name"},
               {"line": 4, "problem": "Hal is the same player as line 2: one row per player"}])
    );
    let (status, v) = send(
        "POST",
        &url("/api/register/import"),
        t,
        Some(json!({"csv": csv, "commit": true})),
    );
    assert_eq!(status, 422, "{v}");
    assert_eq!(
        send("GET", &url("/api/register?q=gus"), t, None).1,
        json!([])
    );
    let (status, v) = send(
        "POST",
        &url("/api/register/import"),
        t,
        Some(json!({"csv": csv, "commit": true, "skip_bad": true})),
    );
    assert_eq!((status, v["created"].as_u64()), (200, Some(1)), "{v}");
    let mut r = support::agent()
        .get(&url("/api/register/export.csv"))
        .header("Authorization", &format!("Bearer {}", server.token))
        .call()
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let ct = r
        .headers()
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert!(ct.starts_with("text/csv"), "{ct}");
    let body = r.body_mut().read_to_string().unwrap();
    assert!(body.contains("3,Ann Lee,,42,Elko,same as Ann?,1"), "{body}");
    assert!(body.contains(",Gus,,7,,,0"), "{body}");
}

/// A database from before the register (schema 11) keeps the players it remembered:
/// each becomes a player of the register, found by the spelling it was remembered by.
#[test]
fn remembered_players_become_the_register() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let dbs = db.to_str().unwrap();
    play(dbs, &["Bob", "Zoë Ångström"]);
    {
        let c = rusqlite::Connection::open(&db).unwrap();
        c.execute_batch(
            "DROP TABLE player_names; DROP TABLE players; DROP TABLE checkpoints; DROP INDEX log_sent_by;
             CREATE TABLE people (key TEXT PRIMARY KEY, name TEXT NOT NULL, number TEXT,
                events INTEGER NOT NULL, last_event INTEGER NOT NULL, last_seen_ms INTEGER NOT NULL);
             INSERT INTO people VALUES ('zoe angstrom', 'Zoë Ångström', '31', 4, 1, 1000);
             INSERT INTO people VALUES ('bob', 'Bob', NULL, 1, 1, 900);
             PRAGMA user_version = 11;",
        )
        .unwrap();
    }
    let p = page(dbs, "zoe angstrom");
    assert_eq!(p["player"]["name"], "Zoë Ångström");
    assert_eq!(p["player"]["number"], "31");
    assert_eq!(p["player"]["events"], 4);
    assert_eq!(p["events"][0]["place"], 1);
    let c = rusqlite::Connection::open(&db).unwrap();
    let v: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, felt::store::SCHEMA_VERSION);
    let people: i64 = c
        .query_row(
            "SELECT count(*) FROM sqlite_master WHERE name = 'people'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(people, 0);
}
