//! The stored format reads what Felt wrote before it had a format of its own, and writes
//! it back to the letter. The golden logs (`tests/it/golden_logs.rs` in the root
//! package) do the same for whole events; these cases cover the records those events do
//! not make.

use super::*;

const SOURCE: &str = r#"
name = "Format test"
starting_stack = 1000
table_size = 9
level_minutes = 10
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "5/10"
"#;

/// Records as an earlier Felt stored them: each must read, and write back the same JSON.
const STORED: &[&str] = &[
    r#"{"kind":"undo","target":12}"#,
    r#"{"kind":"redo","target":12}"#,
    r#"{"kind":"event","event":{"type":"clock_changed","action":{"op":"go-to","period":3},"clock":{"state":"paused","period":3,"remaining_ms":600000,"reason":"manual"}}}"#,
    r#"{"kind":"event","event":{"type":"count_changed","counter":"add-ons","delta":-2,"counts":{"entries":40,"players_left":31,"add_ons":5}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"unregistered","player":4}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"alternates_seated","seed":9,"seats":[{"player":31,"at":{"table":2,"seat":5}}],"opened":[{"table":4,"seats":9}]}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"seat_held","at":{"table":1,"seat":3},"hold":{"kind":"reserved","player":null}}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"seat_held","at":{"table":1,"seat":3},"hold":null}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"seats_drawn","seed":5,"tables":[{"table":1,"seats":9}],"held":[{"at":{"table":1,"seat":9},"hold":{"kind":"locked"}}],"seats":[{"player":1,"at":{"table":1,"seat":4}}]}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"payouts_unlocked"}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"purchased","purchase":{"player":3,"kind":"re_entry","moment":{"at":"break_after","level":4},"chips":12000,"price":11000,"fee":1000}}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"lammer_deadline_passed","level":12,"actions":[{"player":2,"count":1,"chips":0,"rule":"forfeit"}]}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"deal_made","deal":{"method":"icm","players":[3,9],"amounts":[6000,4000],"play_for":0,"prizes":[7000,3000]}}}}"#,
    r#"{"kind":"event","event":{"type":"field","change":{"kind":"moved","seed":77,"resize":{"table":1,"seats":9},"moves":[{"player":8,"from":{"table":2,"seat":1},"to":{"table":1,"seat":6},"kind":"final_table"}],"closed":[2]}}}"#,
];

#[test]
fn records_of_every_kind_read_and_write_back_to_the_letter() {
    for text in STORED {
        let record = decode(1, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let again: serde_json::Value = serde_json::from_str(&encode(&record)).unwrap();
        let stored: serde_json::Value = serde_json::from_str(text).unwrap();
        assert_eq!(again, stored, "{text}");
    }
}

#[test]
fn a_busted_record_from_before_elimination_levels_reads_without_a_clock() {
    let text = r#"{"kind":"event","event":{"type":"field","change":{"kind":"busted","player":5,"seat":{"table":1,"seat":2},"hand":3,"hand_for_hand":false,"stack":null,"by":null}}}"#;
    let Record::Event {
        event:
            Event::Field {
                change: FieldEvent::Busted { clock, player, .. },
            },
    } = decode(1, text).unwrap()
    else {
        panic!("not a bust");
    };
    assert_eq!((player, clock), (5, None));
}

#[test]
fn fields_a_later_felt_adds_are_ignored() {
    let text = r#"{"kind":"event","event":{"type":"field","change":{"kind":"hand_for_hand","on":true,"tables_playing":[1,2]}},"device":"table-7"}"#;
    assert!(matches!(
        decode(1, text).unwrap(),
        Record::Event {
            event: Event::Field {
                change: FieldEvent::HandForHand { on: true }
            }
        }
    ));
}

#[test]
fn a_record_in_a_newer_format_is_refused_by_name() {
    let err = decode(2, r#"{"kind":"undo","target":1}"#).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the record is in log format 2, but this Felt reads formats 1 to 1; update Felt"
    );
}

fn created(source: &str, structure: Option<serde_json::Value>) -> String {
    let mut event = serde_json::json!({"type": "created", "file": "e.toml", "source": source});
    if let Some(s) = structure {
        event["structure"] = s;
    }
    serde_json::json!({"kind": "event", "event": event}).to_string()
}

fn structure_of(record: Record) -> Structure {
    match record {
        Record::Event {
            event: Event::Created { structure, .. },
        } => *structure,
        other => panic!("not a creation: {other:?}"),
    }
}

#[test]
fn the_structure_is_read_from_the_file_text_not_from_the_stored_copy() {
    let parsed = parse_structure("e.toml", SOURCE).unwrap().structure;
    // A stored copy from an older layout (a renamed field) does not matter.
    let old_copy = serde_json::json!({"title": "an older layout"});
    let read = structure_of(decode(1, &created(SOURCE, Some(old_copy))).unwrap());
    assert_eq!(read, parsed);
    // Written back, the creation keeps the text and a copy of the parsed structure.
    let text = encode(&Record::Event {
        event: Event::Created {
            structure: Box::new(parsed.clone()),
            file: "e.toml".into(),
            source: SOURCE.into(),
        },
    });
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["event"]["source"], SOURCE);
    assert_eq!(v["event"]["structure"]["name"], "Format test");
}

#[test]
fn a_file_text_that_no_longer_parses_falls_back_to_the_stored_copy() {
    let parsed = parse_structure("e.toml", SOURCE).unwrap().structure;
    let broken = SOURCE.replace("level_minutes = 10", "level_minutes = \"ten\"");
    let copy = serde_json::to_value(&parsed).unwrap();
    assert_eq!(
        structure_of(decode(1, &created(&broken, Some(copy))).unwrap()),
        parsed
    );
    let err = decode(1, &created(&broken, None)).unwrap_err().to_string();
    assert!(
        err.starts_with("the event's structure file e.toml cannot be read any more (e.toml:5:"),
        "{err}"
    );
}

#[test]
fn text_that_is_not_a_record_is_an_error_not_a_panic() {
    for text in [
        "",
        "{}",
        "[1]",
        r#"{"kind":"event"}"#,
        r#"{"kind":"undo","target":-1}"#,
    ] {
        assert!(decode(1, text).is_err(), "{text}");
    }
}

/// A creation whose text no longer parses reads its stored copy; when the copy does not
/// read either, the refusal names both reasons, the file and nothing is made up.
#[test]
fn a_structure_that_reads_neither_way_says_both_reasons() {
    let broken = "name = \"Broken\"\nstarting_stack = \"lots\"\n";
    let good = read_structure("format.toml", SOURCE, None).expect("the source reads");
    let copy = serde_json::to_value(&good).unwrap();
    assert_eq!(
        read_structure("format.toml", broken, Some(copy)).unwrap(),
        good,
        "the stored copy stands in"
    );
    let err = read_structure("format.toml", broken, Some(serde_json::json!({"name": 3})))
        .unwrap_err()
        .to_string();
    assert!(err.contains("format.toml"), "{err}");
    assert!(
        err.contains("the copy stored with the event does not read either"),
        "{err}"
    );
    let err = read_structure("format.toml", broken, None)
        .unwrap_err()
        .to_string();
    assert!(!err.contains("copy stored"), "{err}");
}
