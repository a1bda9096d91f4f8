//! The editor's drafts: every shipped structure survives read → write → read unchanged,
//! and each finding of the file checker lands on the field it is about.

use felt_core::structure::draft::{self, DraftCheck};
use felt_core::structure::{Severity, parse_structure};
use toml::{Table, Value};

fn shipped() -> Vec<(String, String)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../structures");
    let mut out = Vec::new();
    for dir in [root.to_string(), format!("{root}/templates")] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".toml") {
                out.push((name, std::fs::read_to_string(e.path()).unwrap()));
            }
        }
    }
    assert!(out.len() >= 4, "the shipped structures were not found");
    out
}

#[test]
fn every_shipped_structure_round_trips() {
    for (name, text) in shipped() {
        let original = parse_structure(&name, &text).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let doc = draft::read(&name, &text).unwrap();
        let written = draft::write(&doc);
        assert_eq!(
            written.lines.len(),
            written.text.lines().count(),
            "{name}: a line without its path"
        );
        let again = parse_structure(&name, &written.text)
            .unwrap_or_else(|d| panic!("{name} as written does not load: {d:?}"));
        assert_eq!(again.structure, original.structure, "{name}");
        assert_eq!(again.warnings.len(), original.warnings.len(), "{name}");
        // Written again, the text is the same: the canonical form is a fixed point.
        let doc2 = draft::read(&name, &written.text).unwrap();
        assert_eq!(doc2, doc, "{name}");
        assert_eq!(draft::write(&doc2).text, written.text, "{name}");
        let check = draft::check(&doc);
        assert!(check.ok(), "{name}: {:?}", check.findings);
        let levels = doc["levels"].as_array().unwrap().len();
        assert_eq!(
            check.derived.len(),
            levels,
            "{name}: one line per level or break"
        );
    }
}

fn base() -> Table {
    let text = shipped()
        .into_iter()
        .find(|(n, _)| n == "example-plo-lammers.toml")
        .unwrap()
        .1;
    draft::read("x.toml", &text).unwrap()
}

fn level(doc: &mut Table, i: usize) -> &mut Table {
    doc.get_mut("levels").unwrap().as_array_mut().unwrap()[i]
        .as_table_mut()
        .unwrap()
}

type Edit = fn(&mut Table);

/// (what is wrong, the edit, the field the finding must be at, words it must contain, error?)
const CASES: &[(&str, Edit, &str, &str, Severity)] = &[
    (
        "stakes that do not read",
        |d| {
            level(d, 2).insert("stakes".into(), Value::String("lots".into()));
        },
        "levels.2.stakes",
        "stakes",
        Severity::Error,
    ),
    (
        "a typo in a level's key",
        |d| {
            level(d, 1).insert("ant".into(), Value::Integer(50));
        },
        "levels.1.ant",
        "ant",
        Severity::Error,
    ),
    (
        "no starting stack",
        |d| {
            d.remove("starting_stack");
        },
        "starting_stack",
        "starting_stack",
        Severity::Error,
    ),
    (
        "too many seats",
        |d| {
            d.insert("table_size".into(), Value::Integer(20));
        },
        "table_size",
        "between 2 and 12",
        Severity::Error,
    ),
    (
        "a lammer deadline past the last level",
        |d| {
            d["lammers"]
                .as_table_mut()
                .unwrap()
                .insert("redeem_by_end_of_level".into(), Value::Integer(400));
        },
        "lammers.redeem_by_end_of_level",
        "400",
        Severity::Error,
    ),
    (
        "an empty name",
        |d| {
            d.insert("name".into(), Value::String(" ".into()));
        },
        "name",
        "name",
        Severity::Error,
    ),
    (
        "a level shorter than a minute",
        |d| {
            level(d, 0).insert("minutes".into(), Value::Integer(0));
        },
        "levels.0.minutes",
        "minutes",
        Severity::Error,
    ),
];

#[test]
fn each_finding_is_at_its_field() {
    for (what, edit, path, words, severity) in CASES {
        let mut doc = base();
        edit(&mut doc);
        let check: DraftCheck = draft::check(&doc);
        let found = check
            .findings
            .iter()
            .find(|f| f.path == *path && f.severity == *severity);
        let Some(f) = found else {
            panic!("{what}: nothing at {path}; found {:?}", check.findings)
        };
        assert!(
            f.message.contains(words),
            "{what}: {:?} does not say {words:?}",
            f.message
        );
        // The same words as the file checker on the exported file, at the same line.
        let from_file = parse_structure("structure.toml", &check.toml).unwrap_err();
        assert!(
            from_file
                .iter()
                .any(|d| d.message == f.message && d.line == f.line),
            "{what}: the file checker says otherwise: {from_file:?}"
        );
        if *severity == Severity::Error {
            assert!(!check.ok() && check.derived.is_empty() && check.summary.is_none());
        }
    }
}

#[test]
fn the_unedited_draft_is_clean_and_described() {
    let check = draft::check(&base());
    assert!(check.ok(), "{:?}", check.findings);
    assert!(check.summary.as_deref().unwrap().contains("levels"));
    assert!(
        check.derived[0].starts_with("Level 1: Pot-Limit Omaha, Blinds 25/50"),
        "{}",
        check.derived[0]
    );
    assert!(check.derived.iter().any(|d| d.starts_with("Break 10 min")));
}
