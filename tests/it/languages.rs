//! The languages at the doors: the clock over HTTP (`?lang=`, `Accept-Language`, the live
//! stream) and `felt clock show` (`--lang`, `LANG`), each in the language asked for, and
//! an unknown language refused naming the ones Felt has.

use crate::support::{self, Server, felt, felt_bin, get};
use serde_json::Value;
use std::io::{BufRead, BufReader};

/// The label of the figure `key` of a clock view ("players-left").
fn label(clock: &Value, key: &str) -> String {
    clock["stats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["key"] == key)
        .map(|f| f["label"].as_str().unwrap().to_string())
        .unwrap_or_default()
}

/// GET with an `Accept-Language` header.
fn get_accepting(url: &str, accept: &str) -> Value {
    let mut r = support::agent()
        .get(url)
        .header("Accept-Language", accept)
        .call()
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    r.body_mut().read_json().unwrap()
}

/// The first view a stream sends.
fn first_streamed(url: &str) -> Value {
    let resp = support::agent().get(url).call().unwrap();
    let mut lines = BufReader::new(resp.into_body().into_reader()).lines();
    loop {
        let line = lines.next().expect("stream ended").unwrap();
        if let Some(data) = line.strip_prefix("data: ") {
            return serde_json::from_str(data).unwrap();
        }
    }
}

#[test]
fn the_clock_speaks_the_language_asked_for_over_http() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let clock = |q: &str| get(&server.url(&format!("/api/events/{id}/clock{q}")));

    let cases = [
        ("", "Players left"),
        ("?lang=de", "Spieler übrig"),
        ("?lang=fr", "Joueurs restants"),
        ("?lang=es-MX", "Jugadores restantes"),
        ("?lang=en", "Players left"),
    ];
    for (q, want) in cases {
        let (status, v) = clock(q);
        assert_eq!(status, 200, "{q}");
        assert_eq!(label(&v, "players-left"), want, "{q}");
    }
    // The pseudo-language: accented and longer, so a screen test sees any plain English.
    let (_, v) = clock("?lang=en-XA");
    let pseudo = label(&v, "players-left");
    assert!(
        pseudo.starts_with("Pláá") && pseudo.chars().count() > 14,
        "{pseudo}"
    );

    // Without ?lang=, the browser's languages in its order of preference.
    let url = server.url(&format!("/api/events/{id}/clock"));
    let accepted = [
        ("de-AT,de;q=0.9,en;q=0.8", "Spieler übrig"),
        ("pl,fr;q=0.7,en;q=0.5", "Joueurs restants"),
        ("pl,ru", "Players left"),
    ];
    for (accept, want) in accepted {
        assert_eq!(
            label(&get_accepting(&url, accept), "players-left"),
            want,
            "{accept}"
        );
    }
    // ?lang= wins over the browser's languages.
    let url_de = server.url(&format!("/api/events/{id}/clock?lang=de"));
    assert_eq!(
        label(&get_accepting(&url_de, "fr"), "players-left"),
        "Spieler übrig"
    );

    // An unknown language is refused, naming the ones Felt has.
    let (status, body) = clock("?lang=pl");
    assert_eq!(status, 400);
    assert_eq!(body["code"], "bad-request");
    let message = body["message"].as_str().unwrap();
    assert!(
        message.contains("\"pl\"")
            && message.contains("de (Deutsch)")
            && message.contains("fr (français)"),
        "{message}"
    );

    // The event view and the live stream: each language its own view, side by side.
    let (_, event) = get(&server.url(&format!("/api/events/{id}?lang=es")));
    assert_eq!(
        label(&event["clock"], "players-left"),
        "Jugadores restantes"
    );
    let german = first_streamed(&server.url(&format!("/api/events/{id}/stream?lang=de")));
    let english = first_streamed(&server.url(&format!("/api/events/{id}/stream")));
    assert_eq!(label(&german["clock"], "players-left"), "Spieler übrig");
    assert_eq!(label(&english["clock"], "players-left"), "Players left");
}

#[test]
fn felt_clock_show_speaks_the_language_asked_for_or_the_systems() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let db = db.to_str().unwrap();
    let structure = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/structures/example-plo-lammers.toml"
    );
    let (code, out, err) = felt(&["event", "create", structure, "--db", db]);
    assert_eq!(code, 0, "{err}");
    let id = out.trim().to_string();

    let cases = [
        (vec!["--lang", "de"], "Verbleibende Zeit: 20:00"),
        (vec!["--lang", "fr"], "Temps restant\u{202f}: 20:00"),
        (vec!["--lang", "es"], "Tiempo restante: 20:00"),
        (vec![], "Time left: 20:00"),
    ];
    for (lang, want) in &cases {
        let mut args = vec!["clock", "show", id.as_str(), "--db", db];
        args.extend(lang.iter().copied());
        let (code, out, err) = felt(&args);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(want), "{lang:?}: {out}");
    }

    // The system's language when no --lang is given; --lang wins over it.
    let run = |env: &[(&str, &str)], extra: &[&str]| {
        let mut c = std::process::Command::new(felt_bin());
        c.args(["clock", "show", &id, "--db", db])
            .args(extra)
            .env_remove("FELT_DB")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES");
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let (_, out) = run(&[("LANG", "de_DE.UTF-8")], &[]);
    assert!(out.contains("Verbleibende Zeit"), "{out}");
    let (_, out) = run(&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "es_ES.UTF-8")], &[]);
    assert!(out.contains("Tiempo restante"), "{out}");
    let (_, out) = run(&[("LANG", "de_DE.UTF-8")], &["--lang", "en"]);
    assert!(out.contains("Time left"), "{out}");
    let (_, out) = run(&[("LANG", "pl_PL.UTF-8")], &[]);
    assert!(
        out.contains("Time left"),
        "a system language Felt lacks is English: {out}"
    );

    // --lang with a language Felt does not have is refused, naming the ones it has.
    let (code, _, err) = felt(&["clock", "show", &id, "--db", db, "--lang", "pl"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("Felt has no language \"pl\"") && err.contains("es (español)"),
        "{err}"
    );
}

/// A page's words: the message file of the language asked for, one language only, with
/// the same choice as the views (`?lang=`, else `Accept-Language`, else English).
#[test]
fn a_page_gets_its_languages_message_file() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let url = server.url("/api/messages");
    let (status, de) = get(&format!("{url}?lang=de"));
    assert_eq!(status, 200);
    assert_eq!(de["lang"], "de");
    let ftl = de["ftl"].as_str().unwrap();
    assert!(
        ftl.contains("display-next = Als Nächstes"),
        "the German file"
    );
    assert!(
        !ftl.contains("display-next = Next\n"),
        "and no other language's"
    );
    let browser = get_accepting(&url, "es-AR,es;q=0.9");
    assert_eq!(browser["lang"], "es");
    let (_, plain) = get(&url);
    assert_eq!(plain["lang"], "en");
    let (_, pseudo) = get(&format!("{url}?lang=en-XA"));
    assert_eq!(pseudo["lang"], "en-XA");
    let (status, refused) = get(&format!("{url}?lang=xx"));
    assert_eq!(status, 400);
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("fr (français)")
    );
    // The answer follows Accept-Language, and says so to any cache on the way.
    let r = support::agent().get(&url).call().unwrap();
    assert_eq!(
        r.headers().get("vary").and_then(|v| v.to_str().ok()),
        Some("Accept-Language")
    );
}

/// The TD sets the event's language: its views, stream and page words follow it where a
/// screen names none (a browser's own languages come after it), the CLI and the console
/// set it the same way, undo takes it back, and setting the same one again is refused.
#[test]
fn the_event_language_the_td_sets_is_what_its_screens_speak() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let db = db.to_str().unwrap();
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let clock_url = server.url(&format!("/api/events/{id}/clock"));
    let players_left = |accept: &str| label(&get_accepting(&clock_url, accept), "players-left");
    assert_eq!(
        players_left("fr"),
        "Joueurs restants",
        "the browser's, while none is set"
    );

    // From the CLI, as from the console: German for the event's screens.
    let (code, _, err) = felt(&["language", &id.to_string(), "de", "--db", db]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        players_left("fr"),
        "Spieler übrig",
        "the event's language before the browser's"
    );
    let (_, v) = get(&format!("{clock_url}?lang=es"));
    assert_eq!(
        label(&v, "players-left"),
        "Jugadores restantes",
        "a screen's ?lang= wins"
    );
    assert_eq!(v["event_language"], "de");
    assert_eq!(v["lang"], "es");
    let (_, m) = get(&server.url(&format!("/api/messages?event={id}")));
    assert_eq!(m["lang"], "de", "the page's words follow the event too");
    let german = first_streamed(&server.url(&format!("/api/events/{id}/stream")));
    assert_eq!(label(&german["clock"], "players-left"), "Spieler übrig");
    // The recent actions follow it too, where the asker names no language (the console
    // names its own).
    let (_, actions) = get(&server.url(&format!("/api/events/{id}")));
    assert_eq!(
        actions["recent_actions"][0]["text"],
        "Anzeigen und Papier des Turniers sprechen Deutsch"
    );
    let (_, actions) = get(&server.url(&format!("/api/events/{id}?lang=en")));
    assert_eq!(
        actions["recent_actions"][0]["text"],
        "The event's screens and paper speak Deutsch"
    );

    // The same language again changes nothing and says so; an unknown one is refused.
    let (code, _, err) = felt(&["language", &id.to_string(), "de", "--db", db]);
    assert_ne!(code, 0);
    assert!(err.contains("already Deutsch"), "{err}");
    let (code, _, err) = felt(&["language", &id.to_string(), "pl", "--db", db]);
    assert_eq!(code, 2, "{err}");

    // Undo takes it back: the browsers' own languages again.
    let (code, _, err) = felt(&["undo", &id.to_string(), "--db", db]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(players_left("fr"), "Joueurs restants");
    let (_, v) = get(&clock_url);
    assert_eq!(v["event_language"], serde_json::Value::Null);
    let (code, _, err) = felt(&["language", &id.to_string(), "es", "--db", db]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = felt(&["language", &id.to_string(), "--browsers", "--db", db]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(players_left("fr"), "Joueurs restants");
}

/// The TD sets the installation's console language (from the CLI or over HTTP with the
/// token): the console's words follow it where its address names none, before the
/// browser's; a display's words do not (it follows its event and its browser).
#[test]
fn the_console_speaks_the_installations_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let db = db.to_str().unwrap();
    let console = server.url("/api/messages?console=true");
    let page = server.url("/api/messages");
    let setting = server.url("/api/settings/language");
    let (_, now) = get(&setting);
    assert_eq!(now["lang"], Value::Null);
    let names: Vec<&str> = now["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["English", "Deutsch", "français", "español"]);
    assert_eq!(get_accepting(&console, "es")["lang"], "es", "the browser's");

    let (code, out, err) = felt(&["console-language", "fr", "--db", db]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "The console speaks français.");
    assert_eq!(get_accepting(&console, "es")["lang"], "fr");
    assert_eq!(
        get_accepting(&page, "es")["lang"],
        "es",
        "a display is not the console"
    );
    let (_, pinned) = get(&format!("{console}&lang=de"));
    assert_eq!(pinned["lang"], "de", "the console's own ?lang= wins");
    let (code, out, _) = felt(&["console-language", "--db", db, "--lang", "de"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "Die Konsole spricht français.");

    // Over HTTP: only with the TD token; an unknown language is refused.
    let (status, _) = support::send(
        "PUT",
        &setting,
        None,
        Some(serde_json::json!({"lang": "de"})),
    );
    assert_eq!(status, 401);
    let (status, v) = support::send(
        "PUT",
        &setting,
        Some(&server.token),
        Some(serde_json::json!({"lang": "de"})),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["lang"], "de");
    assert_eq!(get_accepting(&console, "es")["lang"], "de");
    let (status, v) = support::send(
        "PUT",
        &setting,
        Some(&server.token),
        Some(serde_json::json!({"lang": "pl"})),
    );
    assert_eq!(status, 400, "{v}");
    let (_, still) = get(&setting);
    assert_eq!(still["lang"], "de", "a refused change changes nothing");
    let (status, v) = support::send(
        "PUT",
        &setting,
        Some(&server.token),
        Some(serde_json::json!({"lang": null})),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(get_accepting(&console, "es")["lang"], "es");
    let (code, out, _) = felt(&["console-language", "--db", db]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        "The console speaks each browser's own language."
    );
}

/// A refusal comes back in the asker's language, at every door: over HTTP by `?lang=` or
/// `Accept-Language` (the web UI sends the page's language there), from the CLI by
/// `--lang` or `LANG`; its code and status are the same in every language, and English
/// stays as it was.
#[test]
fn a_refusal_speaks_the_askers_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let db = db.to_str().unwrap();
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let undo = |q: &str, accept: Option<&str>| -> (u16, Value) {
        let url = server.url(&format!("/api/events/{id}/commands{q}"));
        let mut req = support::agent()
            .post(&url)
            .header("Authorization", &format!("Bearer {}", server.token));
        if let Some(a) = accept {
            req = req.header("Accept-Language", a);
        }
        let mut r = req.send_json(serde_json::json!({"type": "redo"})).unwrap();
        (r.status().as_u16(), r.body_mut().read_json().unwrap())
    };
    let cases: [(&str, Option<&str>, &str); 5] = [
        ("", None, "there is nothing to redo"),
        ("", Some("de-AT,de;q=0.9"), "es gibt nichts zu wiederholen"),
        ("?lang=fr", Some("de"), "il n’y a rien à rétablir"),
        ("", Some("es"), "no hay nada que rehacer"),
        ("", Some("pl,en;q=0.5"), "there is nothing to redo"),
    ];
    for (q, accept, want) in cases {
        let (status, body) = undo(q, accept);
        assert_eq!(status, 422, "{q} {accept:?}: {body}");
        assert_eq!(body["code"], "nothing-to-redo");
        assert_eq!(body["message"], want, "{q} {accept:?}");
    }
    // A refusal whose words name the clock: the period and the time in German.
    let (_, v) = support::send(
        "POST",
        &server.url(&format!("/api/events/{id}/commands?lang=de")),
        Some(&server.token),
        Some(serde_json::json!({"type": "previous_level"})),
    );
    let said = v["message"].as_str().unwrap_or_default();
    assert!(said.contains("erste Periode der Struktur"), "{v}");
    // A missing event, and the CLI.
    let (status, v) = get(&server.url("/api/events/999999/clock?lang=es"));
    assert_eq!(status, 404);
    assert_eq!(
        v["message"],
        "no hay ningún torneo n.º 999999 en esta base de datos"
    );
    let (code, _, err) = felt(&["redo", &id.to_string(), "--db", db, "--lang", "de"]);
    assert_ne!(code, 0);
    assert!(err.contains("es gibt nichts zu wiederholen"), "{err}");
    let (_, _, err) = felt(&["redo", &id.to_string(), "--db", db]);
    assert!(err.contains("there is nothing to redo"), "{err}");
}

/// The desk's rows in the asker's language: where each entry stands and its buttons,
/// named by `Felt-Language` (the console's), `?`-less `Accept-Language`, or English; the
/// actions' kinds (what the buttons send) never change.
#[test]
fn the_players_rows_speak_the_desks_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let command = |body: Value| {
        let (status, v) = support::send(
            "POST",
            &server.url(&format!("/api/events/{id}/commands")),
            Some(&server.token),
            Some(body),
        );
        assert_eq!(status, 200, "{v}");
    };
    for name in ["Ann Lee", "Bo Park", "Cy Diaz"] {
        command(serde_json::json!({"type": "register", "name": name}));
    }
    command(serde_json::json!({"type": "draw_seats", "seed": 7}));
    let field = |header: Option<(&str, &str)>| -> Value {
        let mut req = support::agent().get(&server.url(&format!("/api/events/{id}/field")));
        if let Some((k, v)) = header {
            req = req.header(k, v);
        }
        let mut r = req.call().unwrap();
        assert_eq!(r.status().as_u16(), 200);
        r.body_mut().read_json().unwrap()
    };
    let first = |v: &Value| -> (String, String, String) {
        let p = &v["players"][0];
        let bust = p["actions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["action"] == "bust")
            .unwrap();
        (
            p["standing"].as_str().unwrap().to_string(),
            bust["label"].as_str().unwrap().to_string(),
            bust["confirm"].as_str().unwrap().to_string(),
        )
    };
    let (standing, bust, confirm) = first(&field(None));
    assert!(standing.starts_with("Table 1, seat "), "{standing}");
    assert_eq!((bust.as_str(), confirm.as_str()), ("Bust", "Confirm bust"));
    let (standing, bust, confirm) = first(&field(Some(("Felt-Language", "de"))));
    assert!(standing.starts_with("Tisch 1, Platz "), "{standing}");
    assert_eq!(
        (bust.as_str(), confirm.as_str()),
        ("Raus", "Ausscheiden bestätigen")
    );
    let (standing, bust, _) = first(&field(Some(("Accept-Language", "fr-CA,fr;q=0.9"))));
    assert!(standing.starts_with("Table 1, siège "), "{standing}");
    assert_eq!(bust, "Éliminer");
    let (_, page) = {
        let mut r = support::agent()
            .get(&server.url(&format!("/api/events/{id}/field/players?q=Ann")))
            .header("Felt-Language", "es")
            .call()
            .unwrap();
        (
            r.status().as_u16(),
            r.body_mut().read_json::<Value>().unwrap(),
        )
    };
    assert!(
        page["players"][0]["standing"]
            .as_str()
            .unwrap()
            .starts_with("Mesa 1, asiento "),
        "{page}"
    );
}

/// A player's and a seat's refusals in the asker's language: a bust of a player already
/// out, a move to a seat someone sits in; the code and the status are the ones English
/// answers with.
#[test]
fn a_players_and_a_seats_refusals_speak_the_askers_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();
    let send = |q: &str, body: Value| {
        support::send(
            "POST",
            &server.url(&format!("/api/events/{id}/commands{q}")),
            Some(&server.token),
            Some(body),
        )
    };
    for name in ["Ann Lee", "Bo Park", "Cy Diaz", "Di Ng"] {
        let (status, v) = send("", serde_json::json!({"type": "register", "name": name}));
        assert_eq!(status, 200, "{v}");
    }
    let (status, v) = send("", serde_json::json!({"type": "draw_seats", "seed": 7}));
    assert_eq!(status, 200, "{v}");
    let (status, v) = send("", serde_json::json!({"type": "bust", "player": 1}));
    assert_eq!(status, 200, "{v}");
    // Where entry 3 sits: entry 2 is sent there.
    let (_, field) = get(&server.url(&format!("/api/events/{id}/field")));
    let (table, seat) = field["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|t| {
            let s = t["seats"].as_array()?.iter().find(|s| s["player"] == 3)?;
            Some((t["table"].as_u64()?, s["seat"].as_u64()?))
        })
        .expect("entry 3 is seated");
    let bust_again = serde_json::json!({"type": "bust", "player": 1});
    let move_there = serde_json::json!({
        "type": "confirm_moves",
        "seed": 1,
        "moves": [{"player": 2, "to": {"table": table, "seat": seat}}],
    });
    let cases = [
        (
            &bust_again,
            "player-state",
            [
                "entry 1 (Ann Lee) has already busted".to_string(),
                "Eintrag 1 (Ann Lee) ist bereits ausgeschieden".to_string(),
                "l’entrée 1 (Ann Lee) est déjà éliminée".to_string(),
            ],
        ),
        (
            &move_there,
            "seating",
            [
                format!("seat {seat} at table {table} is already taken by player 3"),
                format!("Platz {seat} an Tisch {table} ist bereits von Spieler 3 besetzt"),
                format!("le siège {seat} de la table {table} est déjà pris par le joueur 3"),
            ],
        ),
    ];
    for (command, code, said) in cases {
        for (q, want) in ["", "?lang=de", "?lang=fr"].into_iter().zip(said) {
            let (status, v) = send(q, command.clone());
            assert_eq!(status, 422, "{q} {command}: {v}");
            assert_eq!(v["code"], code, "{q} {command}: {v}");
            assert_eq!(v["message"], want, "{q} {command}");
        }
    }
    // A 100 KB name comes back in part in every language's quotes.
    let long = serde_json::json!({"type": "register", "name": "N".repeat(100_000)});
    for (q, quoted) in [
        ("", format!("\"{}…\"", "N".repeat(40))),
        ("?lang=de", format!("„{}…“", "N".repeat(40))),
        ("?lang=fr", format!("«\u{202f}{}…»", "N".repeat(39))),
    ] {
        let (status, v) = send(q, long.clone());
        assert_eq!((status, v["code"].as_str()), (422, Some("bad-name")), "{v}");
        let message = v["message"].as_str().unwrap();
        assert!(
            message.len() < 200 && message.contains(&quoted),
            "{q}: {message}"
        );
    }
}

/// A club adds Dutch with a file beside the database: the server and the CLI speak it,
/// the menus list it by its own name, a page gets every message (what the file lacks in
/// English), its own guide chapter is served, and a language no file speaks is refused.
#[test]
fn a_club_language_from_the_data_folder_is_spoken_at_every_door() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let folder = dir.path().join("languages");
    std::fs::create_dir_all(folder.join("nl").join("guide")).unwrap();
    let source = felt_core::lang::source();
    let dutch = source
        .replace("language-name = English", "language-name = Nederlands")
        .replace(
            "clock-players-left = Players left",
            "clock-players-left = Spelers over",
        )
        .replace("result-one-left = One player is left.\n", "");
    std::fs::write(folder.join("nl.ftl"), &dutch).unwrap();
    std::fs::write(folder.join("xx.ftl"), "broken = {\n").unwrap();
    std::fs::write(
        folder
            .join("nl")
            .join("guide")
            .join("01-getting-started.md"),
        "# Aan de slag\n",
    )
    .unwrap();
    let server = Server::start(&db);
    let (_, list) = get(&server.url("/api/events"));
    let id = list["events"][0]["id"].as_i64().unwrap();

    let (_, v) = get(&server.url(&format!("/api/events/{id}/clock?lang=nl")));
    assert_eq!(label(&v, "players-left"), "Spelers over");
    assert_eq!(
        label(
            &get_accepting(
                &server.url(&format!("/api/events/{id}/clock")),
                "nl-BE,en;q=0.5"
            ),
            "players-left"
        ),
        "Spelers over"
    );
    let (_, langs) = get(&server.url("/api/settings/language"));
    let names: Vec<String> = langs["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            format!(
                "{} {}",
                l["code"].as_str().unwrap(),
                l["name"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            "en English",
            "de Deutsch",
            "fr français",
            "es español",
            "nl Nederlands"
        ]
    );
    // The page's file: the club's words, and the English of what it lacks.
    let (_, m) = get(&server.url("/api/messages?lang=nl"));
    let ftl = m["ftl"].as_str().unwrap();
    assert!(ftl.contains("Spelers over") && ftl.contains("result-one-left = One player is left."));
    assert!(felt_core::lang::check(ftl).is_empty());
    // The club's guide chapter; one it has not written is not found (the page shows English).
    let mut r = support::agent()
        .get(&server.url("/api/guide/nl/01-getting-started.md"))
        .call()
        .unwrap();
    assert_eq!(r.body_mut().read_to_string().unwrap(), "# Aan de slag\n");
    let r = support::agent()
        .get(&server.url("/api/guide/nl/02-structures.md"))
        .config()
        .http_status_as_error(false)
        .build()
        .call()
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
    // The file that does not read is left out, and refused by name.
    let (status, v) = get(&server.url(&format!("/api/events/{id}/clock?lang=xx")));
    assert_eq!(status, 400);
    assert!(
        v["message"].as_str().unwrap().contains("nl (Nederlands)"),
        "{v}"
    );
    // The TD sets the event's screens to Dutch; a language no file speaks is refused.
    let cmd = |lang: &str| {
        support::send(
            "POST",
            &server.url(&format!("/api/events/{id}/commands")),
            Some(&server.token),
            Some(serde_json::json!({"type": "set_language", "lang": lang})),
        )
    };
    let (status, v) = cmd("nl");
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["view"]["clock"]["event_language"], "nl");
    let (status, v) = cmd("sv");
    assert_eq!(status, 422, "{v}");
    assert_eq!(v["code"], "unknown-language");
    drop(server);

    // The CLI finds the club's languages beside the database it is given.
    let db = db.to_str().unwrap();
    let (code, out, err) = felt(&["lang", "list", "--db", db]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "en\nde\nfr\nes\nnl\n");
    let (code, out, err) = felt(&["clock", "show", &id.to_string(), "--db", db, "--lang", "nl"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Spelers over"), "{out}");
}

/// The recent actions in the asker's language: registrations, the draw, a pause, a bust
/// and a change to the structure read over HTTP in German and French say each line in
/// that language (its figures and plural forms too), English as ever; in the
/// pseudo-language no line is left in English. The answer to a command comes in the
/// asker's language too.
#[test]
fn the_recent_actions_speak_the_askers_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let db = db.to_str().unwrap();
    let id = server.example_event();
    let command = |body: Value| -> Value {
        let (status, v) = support::send(
            "POST",
            &server.url(&format!("/api/events/{id}/commands")),
            Some(&server.token),
            Some(body),
        );
        assert_eq!(status, 200, "{v}");
        v
    };
    for name in ["Ann Lee", "Bo Park", "Cy Diaz"] {
        command(serde_json::json!({"type": "register", "name": name}));
    }
    command(serde_json::json!({"type": "draw_seats", "seed": 7}));
    command(serde_json::json!({"type": "start"}));
    command(serde_json::json!({"type": "pause"}));
    command(serde_json::json!({"type": "bust", "player": 1, "by": 2}));
    command(serde_json::json!({"type": "period_minutes", "period": 2, "minutes": 25}));
    command(serde_json::json!({"type": "adjust", "counter": "add-ons", "delta": 2}));
    let lines = |q: &str| -> Vec<String> {
        let (status, v) = get(&server.url(&format!("/api/events/{id}{q}")));
        assert_eq!(status, 200, "{v}");
        let mut lines: Vec<String> = v["recent_actions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["text"].as_str().unwrap().to_string())
            .collect();
        lines.reverse();
        lines.push(v["undo_next"].as_str().unwrap().to_string());
        lines
    };
    let seat = |lines: &[String]| -> String {
        // The bust's seat, as the draw dealt it: "table 1, seat 4".
        let bust = &lines[6];
        let at = bust.split(" at ").nth(1).unwrap();
        at.split(", knocked").next().unwrap().to_string()
    };
    let en = lines("");
    let at = seat(&en);
    let seat_no = at.rsplit(' ').next().unwrap().to_string();
    let pause = en[5].clone();
    let left = pause
        .rsplit(" with ")
        .next()
        .unwrap()
        .trim_end_matches(" left");
    assert_eq!(
        en,
        [
            "Registered Ann Lee (entry 1)".to_string(),
            "Registered Bo Park (entry 2)".into(),
            "Registered Cy Diaz (entry 3)".into(),
            "Drew seats: 3 players at 1 table (seed 7)".into(),
            "Started the clock (level 1)".into(),
            format!("Paused at level 1 with {left} left"),
            format!("Busted entry 1 (Ann Lee) at {at}, knocked out by entry 2 (Bo Park)"),
            "Level 3 now lasts 25 min".into(),
            "+2 add-ons (now 2)".into(),
            "+2 add-ons (now 2)".into(),
        ]
    );
    let de = lines("?lang=de");
    assert_eq!(
        de,
        [
            "Ann Lee (Eintrag 1) registriert".to_string(),
            "Bo Park (Eintrag 2) registriert".into(),
            "Cy Diaz (Eintrag 3) registriert".into(),
            "Plätze ausgelost: 3 Spieler an 1 Tisch (Startwert 7)".into(),
            "Uhr gestartet (Level 1)".into(),
            format!("Angehalten: Level 1, noch {left}"),
            format!(
                "Eintrag 1 (Ann Lee) ausgeschieden (Tisch 1, Platz {seat_no}), rausgeworfen von Eintrag 2 (Bo Park)"
            ),
            "Level 3: neue Dauer 25 min".into(),
            "+2 Add-ons (jetzt 2)".into(),
            "+2 Add-ons (jetzt 2)".into(),
        ]
    );
    let nb = '\u{202f}';
    let fr = lines("?lang=fr");
    assert_eq!(
        fr[3..],
        [
            format!("Places tirées{nb}: 3 joueurs à 1 table (graine 7)"),
            "Horloge démarrée (niveau 1)".into(),
            format!("Horloge arrêtée{nb}: niveau 1, reste {left}"),
            format!("entrée 1 (Ann Lee) éliminé (table 1, siège {seat_no}) par entrée 2 (Bo Park)"),
            format!("Niveau 3{nb}: nouvelle durée de 25 min"),
            "+2 add-ons (désormais 2)".into(),
            "+2 add-ons (désormais 2)".into(),
        ]
    );
    // The pseudo-language: every word of every line from the message files.
    for line in lines("?lang=en-XA") {
        let mut rest = line.clone();
        for data in ["Ann Lee", "Bo Park", "Cy Diaz", "example-nlhe-bba.toml"] {
            rest = rest.replace(data, " ");
        }
        let plain: Vec<&str> = rest
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| {
                w.len() >= 2
                    && w.chars().all(|c| c.is_ascii_alphabetic())
                    && w.chars().any(|c| "aeiouAEIOU".contains(c))
            })
            .collect();
        assert!(plain.is_empty(), "{line}: {plain:?}");
    }
    // The view a command answers with speaks the asker's language, as the console's
    // views do (the console sends its language as Felt-Language).
    let mut r = support::agent()
        .post(&server.url(&format!("/api/events/{id}/commands")))
        .header("Authorization", &format!("Bearer {}", server.token))
        .header("Felt-Language", "es")
        .send_json(serde_json::json!({"type": "resume"}))
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let ack: Value = r.body_mut().read_json().unwrap();
    assert_eq!(
        ack["view"]["recent_actions"][0]["text"],
        "Reanudado: nivel 1"
    );
    assert_eq!(ack["view"]["undo_next"], "Reanudado: nivel 1");
    // English stays English where nothing asks for another language.
    assert_eq!(
        command(serde_json::json!({"type": "pause"}))["view"]["recent_actions"][0]["text"]
            .as_str()
            .unwrap()
            .split(" with ")
            .next(),
        Some("Paused at level 1")
    );
    // The CLI says them in its language: the list, and what an undo took back.
    let (code, out, err) = felt(&["actions", &id.to_string(), "--db", db, "--lang", "fr"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("Places tirées{nb}: 3 joueurs")),
        "{out}"
    );
    let (code, out, err) = felt(&["undo", &id.to_string(), "--db", db, "--lang", "de"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Rückgängig gemacht: Angehalten: Level 1, noch "),
        "{out}"
    );
    let (_, out, _) = felt(&["actions", &id.to_string(), "--db", db, "--lang", "de"]);
    assert!(out.contains("(rückgängig gemacht)"), "{out}");
    // A level added: its stakes and length in the language's words.
    let mut r = support::agent()
        .post(&server.url(&format!("/api/events/{id}/commands?lang=de")))
        .header("Authorization", &format!("Bearer {}", server.token))
        .send_json(serde_json::json!({"type": "add_level", "stakes": "3000/6000", "minutes": 90}))
        .unwrap();
    let ack: Value = r.body_mut().read_json().unwrap();
    let added = ack["view"]["recent_actions"][0]["text"].as_str().unwrap();
    assert!(added.starts_with("Hinzugefügt: Level "), "{added}");
    assert!(
        added.ends_with("(No-Limit Hold'em, Blinds 3.000/6.000, 1 h 30 min), am Ende"),
        "{added}"
    );
}

/// The API's own checks of what a request sent answer in the asker's language too: a
/// calculator's missing field, a name it does not know, a chip race's missing counts.
#[test]
fn the_apis_own_input_refusals_speak_the_askers_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let ante = |query: &str, accept: Option<&str>| -> (u16, Value) {
        let mut req = support::agent().get(&server.url(&format!("/api/ante?{query}")));
        if let Some(a) = accept {
            req = req.header("Accept-Language", a);
        }
        let mut r = req.call().unwrap();
        (r.status().as_u16(), r.body_mut().read_json().unwrap())
    };
    let missing = "rule=tda-2024&small_blind=100";
    for (accept, want) in [
        (None, "big_blind is missing: give a whole number of chips"),
        (
            Some("fr-CH,fr;q=0.9"),
            "big_blind manque\u{202f}: indiquez un nombre entier de jetons",
        ),
        (
            Some("de"),
            "big_blind fehlt: eine ganze Zahl von Chips angeben",
        ),
    ] {
        let (status, body) = ante(missing, accept);
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["code"], "bad-request");
        assert_eq!(body["message"], want, "{accept:?}");
    }
    let (_, body) = ante("rule=nope&small_blind=100", Some("de"));
    assert_eq!(
        body["message"],
        "rule muss tda-2024, barge-2020 oder barge-2024 sein, erhalten: „nope“"
    );
    let (status, body) = support::post(
        &server.url("/api/chip-race?lang=de"),
        None,
        serde_json::json!({"remove": 25, "next": 100}),
    );
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["message"],
        "counts fehlt: für jeden Platz die Zahl der entfernten Chips angeben, Platz 1 zuerst"
    );
}

/// The structure library and editor speak the asker's language: the templates' and the
/// library's summaries, a draft's check (its levels in words, its summary, its payouts),
/// by `?lang=`, else the console's language, else English.
#[test]
fn the_library_and_the_structure_check_speak_the_askers_language() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let summary_of = |q: &str| {
        let (status, v) = get(&server.url(&format!("/api/templates{q}")));
        assert_eq!(status, 200, "{v}");
        let t = v
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["slug"] == "nlhe-bba")
            .unwrap()
            .clone();
        t["summary"].as_str().unwrap().to_string()
    };
    assert_eq!(
        summary_of(""),
        "28 levels, 9 seats a table, 20,000 chips to start"
    );
    assert_eq!(
        summary_of("?lang=de"),
        "28 Level, 9 Plätze pro Tisch, 20.000 Chips zum Start"
    );

    let (status, item) = support::post(
        &server.url("/api/library?lang=de"),
        Some(&server.token),
        serde_json::json!({"from": "template", "template": "nlhe-bba"}),
    );
    assert_eq!(status, 201, "{item}");
    let id = item["id"].as_i64().unwrap();
    let check = &item["check"];
    assert_eq!(
        check["summary"],
        "No-Limit Hold'em with Big Blind Ante: 28 Level, 4 Pausen"
    );
    let derived: Vec<&str> = check["derived"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    assert!(
        derived[0].starts_with("Level 1: No-Limit Hold'em, Blinds "),
        "{derived:?}"
    );
    assert!(
        derived.iter().any(|d| d.starts_with("Pause ")),
        "{derived:?}"
    );
    let payouts = check["payouts"].as_array().unwrap();
    assert!(
        payouts[0]
            .as_str()
            .unwrap()
            .starts_with("10 Einträge, Preispool 2.700\u{a0}$: 1. 1.350\u{a0}$, "),
        "{payouts:?}"
    );

    let (_, list) = get(&server.url("/api/library?lang=de"));
    assert_eq!(
        list[0]["summary"],
        "No-Limit Hold'em with Big Blind Ante: 28 Level, 4 Pausen"
    );
    let (_, list) = get(&server.url("/api/library"));
    assert_eq!(
        list[0]["summary"],
        "No-Limit Hold'em with Big Blind Ante: 28 levels, 4 breaks"
    );
    let (_, one) = get(&server.url(&format!("/api/library/{id}?lang=fr")));
    assert_eq!(
        one["check"]["summary"],
        "No-Limit Hold'em with Big Blind Ante\u{202f}: 28 niveaux, 4 pauses"
    );

    let draft = item["draft"].clone();
    let (status, check) = support::post(
        &server.url("/api/structures/check?lang=de"),
        None,
        serde_json::json!({ "draft": draft }),
    );
    assert_eq!(status, 200, "{check}");
    assert_eq!(
        check["summary"],
        "No-Limit Hold'em with Big Blind Ante: 28 Level, 4 Pausen"
    );
    let (_, check) = support::post(
        &server.url("/api/structures/check"),
        None,
        serde_json::json!({ "draft": draft }),
    );
    assert_eq!(
        check["summary"],
        "No-Limit Hold'em with Big Blind Ante: 28 levels, 4 breaks"
    );
    assert!(
        check["payouts"][0]
            .as_str()
            .unwrap()
            .starts_with("10 entries, pool $2,700: 1st "),
        "{check}"
    );

    // Without ?lang=, the console's language.
    let (status, v) = support::send(
        "PUT",
        &server.url("/api/settings/language"),
        Some(&server.token),
        Some(serde_json::json!({"lang": "es"})),
    );
    assert_eq!(status, 200, "{v}");
    let (_, check) = support::post(
        &server.url("/api/structures/check"),
        None,
        serde_json::json!({ "draft": draft }),
    );
    assert_eq!(
        check["summary"],
        "No-Limit Hold'em with Big Blind Ante: 28 niveles, 4 descansos"
    );
}
