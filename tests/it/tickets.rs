//! Satellite tickets: a satellite (the shipped template, two seats guaranteed) played down
//! to its seats; a seat winner registered in the Main Event with her ticket (no buy-in
//! taken, the prize pool counting her entry); every wrong use refused in words that name
//! the seat, the player and the events, changing nothing; a ticket freed by unregistering
//! and used in another flight; the same over HTTP.

use crate::support;

use serde_json::json;
use support::{Scenario, Server, get, ok_at, post, refused_at};

/// An event from the home freezeout template under another name; its number.
fn event_named(db: &str, dir: &std::path::Path, name: &str) -> String {
    let text = std::fs::read_to_string("structures/templates/home-freezeout.toml").unwrap();
    let text = text.replace(
        "name = \"Home Game No-Limit Hold'em Freezeout\"",
        &format!("name = \"{name}\""),
    );
    assert!(text.contains(name));
    let file = dir.join(format!("{}.toml", name.replace(' ', "-")));
    std::fs::write(&file, text).unwrap();
    ok_at(db, &["event", "create", file.to_str().unwrap()])
        .trim()
        .to_string()
}

#[test]
fn a_satellite_seat_pays_for_an_entry_in_its_target() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("felt.db");
    let db = db_path.to_str().unwrap();
    let ok = |args: &[&str]| ok_at(db, args);
    let refused = |args: &[&str]| refused_at(db, args);

    // The satellite: four entries, two seats (the guarantee); Ann and Bob bust.
    let satellite = Scenario::at_terminal(&db_path, "structures/templates/satellite.toml");
    satellite.register(&["Ann", "Bob", "Cy", "Dee"]);
    let sat = satellite.id_arg();
    let main = event_named(db, dir.path(), "Main Event");
    let flight_b = event_named(db, dir.path(), "Main Event Flight B");
    let other = event_named(db, dir.path(), "Tuesday Razz");
    ok(&["tables", "draw", &sat, "--seed", "7"]);
    ok(&["player", "bust", &sat, "1"]);
    let cy_ticket = format!("{sat}:3");
    let err = refused(&["player", "register", &main, "Cy", "--ticket", &cy_ticket]);
    assert!(
        err.contains(&format!(
            "event #{sat} (No-Limit Hold'em Turbo Satellite) is still playing"
        )),
        "{err}"
    );
    ok(&["player", "bust", &sat, "2"]);
    let out = ok(&["player", "tickets", &sat]);
    assert!(out.contains("Seats won here, for Main Event:"), "{out}");
    assert!(out.contains(&format!("{sat}:3    Cy")), "{out}");
    assert!(out.contains(&format!("{sat}:4    Dee")), "{out}");
    assert!(
        out.contains("seat in Main Event ($1,100), not used yet"),
        "{out}"
    );

    // Wrong uses, each named; nothing registered.
    let err = refused(&["player", "register", &main, "Bob", "--ticket", &cy_ticket]);
    assert!(
        err.contains(&format!("the seat from event #{sat} is Cy's, not Bob's")),
        "{err}"
    );
    let err = refused(&[
        "player",
        "register",
        &main,
        "Ann",
        "--ticket",
        &format!("{sat}:1"),
    ]);
    assert!(
        err.contains(&format!(
            "entry 1 of event #{sat} won no seat (the seats went to Cy (entry 3), Dee (entry 4))"
        )),
        "{err}"
    );
    let err = refused(&["player", "register", &other, "Cy", "--ticket", &cy_ticket]);
    assert!(
        err.contains(&format!(
            "are for \"Main Event\", not for event #{other} (Tuesday Razz)"
        )),
        "{err}"
    );
    let err = refused(&[
        "player",
        "register",
        &main,
        "Cy",
        "--ticket",
        &format!("{other}:1"),
    ]);
    assert!(err.contains("is not a satellite"), "{err}");
    let err = refused(&["player", "register", &main, "Cy", "--ticket", "3-1"]);
    assert!(err.contains("write SATELLITE:ENTRY"), "{err}");
    assert!(ok(&["player", "list", &main]).trim().is_empty());

    // Cy's ticket used; Eve pays.
    let out = ok(&["player", "register", &main, "Cy", "--ticket", &cy_ticket]);
    assert!(out.contains("Registered Cy (entry 1)"), "{out}");
    ok(&["player", "register", &main, "Eve"]);
    let err = refused(&[
        "player", "register", &flight_b, "Cy", "--ticket", &cy_ticket,
    ]);
    assert!(
        err.contains(&format!(
            "Cy's seat from event #{sat} was used already, in event #{main} (Main Event) as entry 1"
        )),
        "{err}"
    );
    let out = ok(&["player", "tickets", &main]);
    assert!(
        out.contains("Seats won in satellites for this event:"),
        "{out}"
    );
    assert!(
        out.contains(&format!("used in event #{main} as entry 1")),
        "{out}"
    );

    // The pool counts the ticket like a paid entry: 2 × $20; the desk took $20.
    let server = Server::start(&db_path);
    let (_, v) = get(&server.url(&format!("/api/events/{main}")));
    assert_eq!(v["clock"]["prize_pool"], 4000, "{}", v["clock"]);
    // The recent actions say what paid for the entry.
    assert!(
        v.to_string().contains(&format!(
            "Registered Cy (entry 1) with a seat won in event #{sat} (entry 3)"
        )),
        "{v}"
    );
    let (_, f) = get(&server.url(&format!("/api/events/{main}/field")));
    assert_eq!(f["counts"]["tickets"], 1);
    assert_eq!(f["counts"]["entries"], 2);
    assert_eq!(
        f["players"][0]["ticket"],
        json!({"satellite": sat.parse::<i64>().unwrap(), "entry": 3})
    );
    let (_, t) = get(&server.url(&format!("/api/events/{flight_b}/tickets")));
    assert_eq!(t["for_this"].as_array().unwrap().len(), 2, "{t}");
    assert_eq!(t["for_this"][0]["used"]["event"].to_string(), main);
    // Over HTTP the refusal is a 422 naming the seat.
    let (status, v) = post(
        &server.url(&format!("/api/events/{flight_b}/commands")),
        Some(server.token.as_str()),
        json!({"type": "register", "name": "Cy", "ticket": {"satellite": sat.parse::<i64>().unwrap(), "entry": 3}}),
    );
    assert_eq!(status, 422, "{v}");
    assert!(
        v["message"].as_str().unwrap().contains("was used already"),
        "{v}"
    );
    drop(server);

    // Unregistered from the Main Event, her seat is free for flight B.
    ok(&["player", "unregister", &main, "1"]);
    ok(&[
        "player", "register", &flight_b, "Cy", "--ticket", &cy_ticket,
    ]);
    let out = ok(&["player", "tickets", &sat]);
    assert!(
        out.contains(&format!("used in event #{flight_b} as entry 1")),
        "{out}"
    );
}
