//! The house library of structures: every template added, exported, checked by `felt
//! structure check` and imported again unchanged; a draft with a mistake is kept with the
//! mistake at its field and cannot become an event until fixed; copies, renames, deletes
//! and previews on paper; the same through the CLI and over HTTP.

use crate::poppler;
use crate::support;

use felt::api::{ApiError, Felt, NewStructure, Printout};
use felt::paper::PaperSize;
use felt_core::structure::{Severity, parse_structure};
use serde_json::json;
use support::{Server, felt, post};

fn open() -> (tempfile::TempDir, Felt) {
    let dir = tempfile::tempdir().unwrap();
    let f = Felt::open(&dir.path().join("felt.db")).unwrap();
    (dir, f)
}

#[test]
fn every_template_goes_round_the_library_unchanged() {
    let (dir, f) = open();
    let templates = felt::api::library::templates();
    assert_eq!(templates.len(), felt::structures::TEMPLATES.len());
    assert!(templates.len() >= 10);
    for t in &templates {
        assert!(!t.name.to_lowercase().contains("example"), "{}", t.name);
        let item = f
            .library_add(NewStructure::Template {
                template: t.slug.clone(),
            })
            .unwrap();
        assert!(item.check.ok(), "{}: {:?}", t.slug, item.check.findings);
        assert_eq!(item.name, t.name);
        let (file, text) = f.library_export(item.id).unwrap();
        assert!(file.ends_with(".toml"), "{file}");
        // `felt structure check` accepts the exported file.
        let path = dir.path().join(&file);
        std::fs::write(&path, &text).unwrap();
        let (code, out, err) = felt(&["structure", "check", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{}: {err}", t.slug);
        assert!(out.contains(": ok ("), "{out}");
        // The same structure as the template, and imported again it is the same draft.
        let shipped = parse_structure(&t.slug, felt::structures::template(&t.slug).unwrap())
            .unwrap()
            .structure;
        assert_eq!(parse_structure(&file, &text).unwrap().structure, shipped);
        let again = f
            .library_add(NewStructure::Toml {
                file: Some(file.clone()),
                text: text.clone(),
            })
            .unwrap();
        assert_eq!(again.draft, item.draft, "{}", t.slug);
        assert_eq!(f.library_export(again.id).unwrap().1, text);
    }
    assert_eq!(f.library().unwrap().len(), 2 * templates.len());
}

#[test]
fn a_mistake_is_kept_at_its_field_and_blocks_the_event_until_fixed() {
    let (_dir, f) = open();
    let item = f
        .library_add(NewStructure::Template {
            template: "nlhe-bba".into(),
        })
        .unwrap();
    let mut draft = item.draft.clone();
    draft["levels"][3]["big_blind"] = json!(0);
    draft["starting_stack"] = serde_json::Value::Null; // cleared in the editor
    let saved = f.library_save(item.id, draft.clone()).unwrap();
    let errors: Vec<_> = saved
        .check
        .findings
        .iter()
        .filter(|x| x.severity == Severity::Error)
        .collect();
    assert!(
        errors.iter().any(|e| e.path == "starting_stack"),
        "{errors:?}"
    );
    let listed = f.library().unwrap();
    assert_eq!(listed[0].errors as usize, errors.len());
    assert!(listed[0].summary.is_none());
    match f.create_event_from_library(item.id) {
        Err(ApiError::Structure { diagnostics }) => {
            assert!(
                diagnostics
                    .iter()
                    .any(|d| d.message.contains("starting_stack"))
            )
        }
        other => panic!("an event was made from a structure with errors: {other:?}"),
    }
    assert!(f.events().unwrap().is_empty(), "nothing changed");
    // The sheet cannot be previewed either, for the same reason.
    assert!(matches!(
        f.preview(
            draft.clone(),
            Printout::StructureSheet,
            PaperSize::A4,
            felt_core::lang::Locale::ENGLISH
        ),
        Err(ApiError::Structure { .. })
    ));
    // Fixed: the event is made, and it is the library's structure.
    draft["starting_stack"] = json!(20000);
    draft["levels"][3]["big_blind"] = item.draft["levels"][3]["big_blind"].clone();
    let fixed = f.library_save(item.id, draft).unwrap();
    assert!(fixed.check.ok(), "{:?}", fixed.check.findings);
    let created = f.create_event_from_library(item.id).unwrap();
    assert_eq!(f.structure(created.id).unwrap().name, fixed.name);
}

#[test]
fn copies_renames_deletes_and_previews() {
    let (_dir, f) = open();
    let a = f
        .library_add(NewStructure::Template {
            template: "horse".into(),
        })
        .unwrap();
    let b = f.library_add(NewStructure::Copy { id: a.id }).unwrap();
    assert_eq!(b.name, "HORSE (copy)");
    let b = f.library_rename(b.id, "Tuesday HORSE").unwrap();
    assert_eq!(b.draft["name"], "Tuesday HORSE");
    let names: Vec<String> = f.library().unwrap().into_iter().map(|e| e.name).collect();
    assert_eq!(names, ["HORSE", "Tuesday HORSE"]);
    assert!(matches!(
        f.library_rename(b.id, "  "),
        Err(ApiError::Draft(_))
    ));
    for what in [Printout::StructureSheet, Printout::RuleCard] {
        let pdf = f
            .preview(
                b.draft.clone(),
                what,
                PaperSize::Letter,
                felt_core::lang::Locale::ENGLISH,
            )
            .unwrap();
        assert!(pdf.starts_with(b"%PDF"));
        if let Some(text) = poppler::raw_text(&pdf) {
            assert!(text.contains("Tuesday HORSE"), "{what:?}: {text}");
        }
    }
    f.library_delete(b.id).unwrap();
    assert!(matches!(
        f.library_delete(b.id),
        Err(ApiError::NoSuchStructure { .. })
    ));
    assert!(matches!(
        f.library_item(b.id),
        Err(ApiError::NoSuchStructure { .. })
    ));
    assert!(matches!(
        f.library_add(NewStructure::Template {
            template: "nope".into()
        }),
        Err(ApiError::Draft(m)) if m.to_string().contains("horse")
    ));
    assert!(matches!(
        f.library_add(NewStructure::Toml {
            file: Some("bad.toml".into()),
            text: "name = \"x\"\nlevels = [".into()
        }),
        Err(ApiError::Structure { diagnostics }) if diagnostics[0].file == "bad.toml"
    ));
    assert_eq!(f.library().unwrap().len(), 1, "refusals change nothing");
}

#[test]
fn the_library_over_http_and_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let server = Server::start(&db);
    let token = server.token.clone();
    // Adding needs the token; checking a draft does not.
    let (status, _) = post(
        &server.url("/api/library"),
        None,
        json!({"from": "template", "template": "six-handed"}),
    );
    assert_eq!(status, 401);
    let (status, item) = post(
        &server.url("/api/library"),
        Some(&token),
        json!({"from": "template", "template": "six-handed"}),
    );
    assert_eq!(status, 201, "{item}");
    let mut draft = item["draft"].clone();
    draft["table_size"] = json!(14);
    let (status, check) = post(
        &server.url("/api/structures/check"),
        None,
        json!({ "draft": draft }),
    );
    assert_eq!(status, 200);
    assert_eq!(check["findings"][0]["path"], "table_size");
    assert_eq!(check["findings"][0]["severity"], "error");
    assert!(
        check["findings"][0]["message"]
            .as_str()
            .unwrap()
            .contains("between 2 and 12")
    );
    let (status, created) = post(
        &server.url(&format!("/api/library/{}/event", item["id"])),
        Some(&token),
        json!(null),
    );
    assert_eq!(status, 201, "{created}");
    drop(server);
    // The CLI sees the same library.
    let db = db.to_str().unwrap();
    let (code, out, _) = felt(&["library", "list", "--db", db]);
    assert_eq!(code, 0);
    assert!(out.contains("No-Limit Hold'em, Six-Handed"), "{out}");
    let (code, out, err) = felt(&["library", "new", "--template", "razz-shootout", "--db", db]);
    assert_eq!(code, 0, "{err}");
    let id = out.trim().to_string();
    let (code, out, _) = felt(&["library", "show", &id, "--db", db]);
    assert_eq!(code, 0);
    assert!(out.contains("Level 1: Razz"), "{out}");
    let (code, _, err) = felt(&["library", "delete", "99", "--db", db]);
    assert_ne!(code, 0);
    assert!(err.contains("no structure #99"), "{err}");
}

/// Reported case: the level wizard could only replace every typed level and dropped Big O's
/// big blind ante. From the command line and the API alike, `extend` keeps the typed levels
/// and adds the proposal after them; the new levels carry on the rotation, keep Big O's
/// three-part stakes and grow above the last typed level.
#[test]
fn the_wizard_extends_typed_levels_and_keeps_each_games_stakes() {
    let draft = json!({
        "name": "Typed start",
        "starting_stack": 10000,
        "table_size": 8,
        "level_minutes": 20,
        "chips": [{"value": 25}, {"value": 100}, {"value": 500}, {"value": 1000}, {"value": 5000}],
        "games": [
            {"id": "lhe", "name": "Limit Hold'em", "family": "flop", "betting": "limit", "catalog": "holdem"},
            {"id": "bigo", "name": "Big O", "family": "flop", "betting": "pot-limit", "catalog": "big-o"}
        ],
        "rotation": ["lhe", "bigo"],
        "levels": [
            {"stakes": "100/200"}, {"stakes": "100/200/200"}, {"stakes": "200/400"},
            {"stakes": "150/300/300"}, {"break_minutes": 10}, {"stakes": "400/800"}
        ]
    });
    let body = |extend: bool| felt::api::library::ProposeBody {
        draft: draft.clone(),
        target_minutes: 6 * 60,
        entries: Some(60),
        break_every: Some(4),
        break_minutes: Some(10),
        extend,
    };
    let p = felt::api::library::propose_levels(body(true)).unwrap();
    let rows = serde_json::to_value(&p.levels).unwrap();
    let first = rows[0]["stakes"].as_str().unwrap();
    let parts: Vec<u64> = first.split('/').map(|x| x.parse().unwrap()).collect();
    assert_eq!(parts.len(), 3, "level 6 is Big O's, with its ante: {rows}");
    assert!(parts[1] > 400, "above the last typed level's unit: {first}");
    assert!(
        p.summary.contains("after the 5 levels typed"),
        "{}",
        p.summary
    );
    // Replacing keeps the game's three-part stakes too.
    let p = felt::api::library::propose_levels(body(false)).unwrap();
    let rows = serde_json::to_value(&p.levels).unwrap();
    assert_eq!(
        rows[1]["stakes"].as_str().unwrap().split('/').count(),
        3,
        "{rows}"
    );

    // The CLI: --extend keeps the six typed rows in front.
    let (_dir, f) = open();
    let item = f
        .library_add(NewStructure::Draft {
            draft: draft.clone(),
        })
        .unwrap();
    let db = _dir.path().join("felt.db");
    drop(f);
    let id = item.id.to_string();
    let (code, out, err) = felt(&[
        "library",
        "propose",
        &id,
        "--target-minutes",
        "360",
        "--extend",
        "--db",
        db.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("after the 5 levels typed"), "{out}");
    let f = Felt::open(&db).unwrap();
    let levels = f.library_item(item.id).unwrap().draft["levels"].clone();
    assert_eq!(levels[0]["stakes"], "100/200");
    assert_eq!(levels[5]["stakes"], "400/800");
    assert!(levels.as_array().unwrap().len() > 9, "{levels}");
}
