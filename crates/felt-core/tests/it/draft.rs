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

mod wizard {
    use felt_core::structure::draft;
    use felt_core::structure::propose::{ProposeGame, ProposeRequest, ProposedRow, propose};
    use felt_core::structure::{Betting, Family, Period, Severity, parse_structure};
    use toml::{Table, Value};

    fn game(id: &str, family: Family, betting: Betting, catalog: &str) -> (ProposeGame, Table) {
        let mut t = Table::new();
        t.insert("id".into(), Value::String(id.into()));
        t.insert("name".into(), Value::String(id.to_uppercase()));
        t.insert(
            "family".into(),
            Value::String(format!("{family:?}").to_lowercase()),
        );
        let b = match betting {
            Betting::Limit => "limit",
            Betting::PotLimit => "pot-limit",
            Betting::NoLimit => "no-limit",
        };
        t.insert("betting".into(), Value::String(b.into()));
        t.insert("catalog".into(), Value::String(catalog.into()));
        (
            ProposeGame {
                id: id.into(),
                family,
                betting,
                catalog: Some(catalog.into()),
                big_blind_ante: false,
            },
            t,
        )
    }

    /// The proposal as a structure file, checked by the file checker.
    fn draft_of(r: &ProposeRequest, games: Vec<Table>, rows: &[ProposedRow]) -> Table {
        let mut d = Table::new();
        d.insert("name".into(), Value::String("Proposed".into()));
        d.insert(
            "starting_stack".into(),
            Value::Integer(r.starting_stack as i64),
        );
        d.insert("table_size".into(), Value::Integer(8));
        d.insert(
            "level_minutes".into(),
            Value::Integer(r.level_minutes.into()),
        );
        if r.big_blind_ante {
            let mut bba = Table::new();
            bba.insert("preset".into(), Value::String("tda-2024".into()));
            d.insert("big_blind_ante".into(), Value::Table(bba));
        }
        if !r.name_games && games.len() > 1 {
            let ids = games.iter().map(|g| g["id"].clone()).collect();
            d.insert("rotation".into(), Value::Array(ids));
        }
        d.insert(
            "games".into(),
            Value::Array(games.into_iter().map(Value::Table).collect()),
        );
        let colors = [
            "white", "red", "green", "black", "purple", "yellow", "orange", "grey",
        ];
        let chips = r
            .chips
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let mut c = Table::new();
                c.insert("value".into(), Value::Integer(*v as i64));
                c.insert(
                    "color".into(),
                    Value::String(colors[i % colors.len()].into()),
                );
                Value::Table(c)
            })
            .collect();
        d.insert("chips".into(), Value::Array(chips));
        let json = serde_json::to_value(rows).unwrap();
        let levels: Value = serde_json::from_value(json).unwrap();
        d.insert("levels".into(), levels);
        d
    }

    #[test]
    fn proposals_load_clean_and_grow() {
        let nlhe = || game("nlhe", Family::Flop, Betting::NoLimit, "holdem");
        let lhe = || game("lhe", Family::Flop, Betting::Limit, "holdem");
        let stud = || game("stud", Family::Stud, Betting::Limit, "stud");
        let td = || {
            game(
                "27td",
                Family::Draw,
                Betting::Limit,
                "deuce-to-seven-triple-draw",
            )
        };
        let plo = || game("plo", Family::Flop, Betting::PotLimit, "omaha");
        let mexican = || game("mex", Family::Stud, Betting::Limit, "mexican-poker");
        // (what, stack, level minutes, target minutes, entries, chips, games, bba, name games)
        type Case = (
            &'static str,
            u64,
            u32,
            u32,
            u32,
            Vec<u64>,
            Vec<(ProposeGame, Table)>,
            bool,
            bool,
        );
        let cases: Vec<Case> = vec![
            (
                "NLHE with BBA, 20k, 5 h",
                20_000,
                20,
                300,
                60,
                vec![25, 100, 500, 1000, 5000],
                vec![nlhe()],
                true,
                false,
            ),
            (
                "home game, 10k, 3 h",
                10_000,
                15,
                180,
                10,
                vec![25, 100, 500, 1000],
                vec![nlhe()],
                false,
                false,
            ),
            (
                "limit mix by rotation",
                15_000,
                25,
                480,
                80,
                vec![25, 100, 500, 1000, 5000],
                vec![lhe(), stud(), td()],
                false,
                false,
            ),
            (
                "mixed with named games",
                20_000,
                30,
                600,
                120,
                vec![25, 100, 500, 1000, 5000, 25_000],
                vec![lhe(), stud(), plo(), nlhe()],
                false,
                true,
            ),
            (
                "deep stack, big chips",
                50_000,
                40,
                720,
                200,
                vec![100, 500, 1000, 5000, 25_000],
                vec![nlhe(), plo()],
                true,
                true,
            ),
            (
                "stud and Mexican Poker (no bring-in: the high card opens)",
                15_000,
                25,
                480,
                80,
                vec![25, 100, 500, 1000, 5000],
                vec![stud(), mexican()],
                false,
                false,
            ),
            (
                "turbo",
                5_000,
                8,
                120,
                30,
                vec![25, 100, 500],
                vec![nlhe()],
                false,
                false,
            ),
        ];
        for (what, stack, minutes, target, entries, chips, games, bba, name_games) in cases {
            let (pg, tables): (Vec<_>, Vec<_>) = games.into_iter().unzip();
            let r = ProposeRequest {
                starting_stack: stack,
                level_minutes: minutes,
                target_minutes: target,
                entries: Some(entries),
                chips,
                games: pg,
                name_games,
                break_every: None,
                break_minutes: None,
                big_blind_ante: bba,
                after: Vec::new(),
                since_break: 0,
            };
            let p = propose(&r).unwrap();
            let d = draft_of(&r, tables, &p.levels);
            let check = draft::check(&d);
            assert!(
                check.findings.iter().all(|f| f.severity != Severity::Error),
                "{what}: {:?}\n{}",
                check.findings,
                check.toml
            );
            assert!(
                check.findings.is_empty(),
                "{what}: warnings {:?}\n{}",
                check.findings,
                check.toml
            );
            let s = parse_structure("p.toml", &check.toml).unwrap().structure;
            // The big blind (or small bet) grows at every level, in steps of at most 2x.
            let units: Vec<u64> = s
                .periods
                .iter()
                .filter_map(Period::as_level)
                .map(|l| l.stakes.size())
                .collect();
            assert!(
                units.windows(2).all(|w| w[1] > w[0] && w[1] <= 2 * w[0]),
                "{what}: {units:?}"
            );
            assert!(
                units[0] * 200 >= stack && units[0] * 40 <= stack,
                "{what}: first {}",
                units[0]
            );
            // The levels reach past the target.
            let total: i64 = s.periods.iter().map(|p| p.duration_ms()).sum();
            assert!(total >= i64::from(target) * 60_000, "{what}: {total} ms");
            assert!(p.summary.contains("levels"), "{what}: {}", p.summary);
        }
    }

    #[test]
    fn a_bad_request_is_refused_in_words() {
        let base = ProposeRequest {
            starting_stack: 10_000,
            level_minutes: 20,
            target_minutes: 300,
            entries: None,
            chips: vec![25, 100],
            games: vec![ProposeGame {
                id: "nlhe".into(),
                family: Family::Flop,
                betting: Betting::NoLimit,
                catalog: None,
                big_blind_ante: false,
            }],
            name_games: false,
            break_every: None,
            break_minutes: None,
            big_blind_ante: false,
            after: Vec::new(),
            since_break: 0,
        };
        type Spoil = fn(&mut ProposeRequest);
        let cases: Vec<(Spoil, &str)> = vec![
            (|r| r.starting_stack = 5, "starting_stack"),
            (|r| r.level_minutes = 0, "level_minutes"),
            (|r| r.target_minutes = 30, "target_minutes"),
            (|r| r.chips.clear(), "chips"),
            (|r| r.chips.push(0), "chips"),
            (|r| r.games.clear(), "games"),
            (|r| r.entries = Some(1), "entries"),
            (|r| r.break_every = Some(0), "break_every"),
            (|r| r.after = vec![100, 0], "after"),
        ];
        for (spoil, field) in cases {
            let mut r = base.clone();
            spoil(&mut r);
            let e = propose(&r).unwrap_err();
            assert!(e.0.starts_with(field), "{field}: {e}");
        }
        assert!(propose(&base).is_ok());
    }

    /// Reported case: the wizard could only replace every typed level, and
    /// dropped Big O's big blind ante. Extending five typed levels of a limit/Big O
    /// rotation keeps them, continues the rotation, grows above the last typed level in
    /// steps of at most 2x on the one scale, keeps Big O's ante and the break rhythm.
    #[test]
    fn extending_typed_levels_keeps_them_and_each_games_stakes() {
        let (lhe, _) = game("lhe", Family::Flop, Betting::Limit, "holdem");
        let (mut bigo, _) = game("bigo", Family::Flop, Betting::PotLimit, "big-o");
        bigo.big_blind_ante = true;
        // Typed: LHE 100/200 (U 100), Big O 100/200/200 (U 200), LHE 200/400, Big O
        // 150/300/300, LHE 400/800; a break after the fourth.
        let after = vec![100, 200, 200, 300, 400];
        let r = ProposeRequest {
            starting_stack: 10_000,
            level_minutes: 20,
            target_minutes: 8 * 60,
            entries: Some(60),
            chips: vec![25, 100, 500, 1000, 5000],
            games: vec![lhe, bigo],
            name_games: false,
            break_every: Some(4),
            break_minutes: Some(10),
            big_blind_ante: false,
            after: after.clone(),
            since_break: 1,
        };
        let p = propose(&r).unwrap();
        let levels: Vec<(&str, Option<u64>)> = p
            .levels
            .iter()
            .filter_map(|row| match row {
                ProposedRow::Level { stakes, ante, .. } => Some((stakes.as_str(), *ante)),
                ProposedRow::Break { .. } => None,
            })
            .collect();
        assert!(levels.len() >= 3, "{p:?}");
        // Level 6 is Big O's (the rotation continues), with its big blind ante.
        let parts = |s: &str| -> Vec<u64> { s.split('/').map(|x| x.parse().unwrap()).collect() };
        let first = parts(levels[0].0);
        assert_eq!(first.len(), 3, "Big O keeps its big blind ante: {levels:?}");
        assert_eq!(first[1], first[2]);
        // Then limit hold'em, two-part bets.
        assert_eq!(parts(levels[1].0).len(), 2, "{levels:?}");
        // One scale: each U (limit small bet, big-bet big blind) above the one before, at
        // most double, from the last typed level on.
        let mut units = after.clone();
        for (i, (s, _)) in levels.iter().enumerate() {
            let p = parts(s);
            units.push(if (after.len() + i) % 2 == 1 {
                p[1]
            } else {
                p[0]
            });
        }
        assert!(
            units[after.len() - 1..]
                .windows(2)
                .all(|w| w[1] > w[0] && w[1] <= 2 * w[0]),
            "{units:?}"
        );
        // The break rhythm continues: one level was typed since the last break, so the
        // first proposed break comes after three more levels.
        let first_break = p
            .levels
            .iter()
            .position(|row| matches!(row, ProposedRow::Break { .. }))
            .unwrap();
        assert_eq!(first_break, 3, "{p:?}");
        assert!(
            p.summary.contains("after the 5 levels typed (levels 6 to"),
            "{}",
            p.summary
        );
        // Colour-ups name the levels as the whole structure numbers them.
        assert!(!p.summary.contains("after level 4,"), "{}", p.summary);
    }
}

/// A draft with no game is not told "add a [[games]] table", words of the file, not of
/// the editor's form: the editor says what to do on screen, and the file checker keeps
/// its own words.
#[test]
fn a_draft_without_a_game_is_told_to_pick_one() {
    let mut doc = base();
    doc.remove("games");
    doc.remove("rotation");
    for l in doc.get_mut("levels").unwrap().as_array_mut().unwrap() {
        if let Some(t) = l.as_table_mut() {
            t.remove("game");
        }
    }
    let check = draft::check(&doc);
    let messages: Vec<&str> = check.findings.iter().map(|f| f.message.as_str()).collect();
    assert!(
        messages
            .contains(&"no game yet: pick one under Games with \"Add a game from the catalog\""),
        "{messages:?}"
    );
    assert!(
        !messages.iter().any(|m| m.contains("[[games]]")),
        "{messages:?}"
    );
    let written = draft::write(&doc);
    let file = parse_structure("x.toml", &written.text).unwrap_err();
    assert!(
        file.iter()
            .any(|d| d.message.contains("add a [[games]] table")),
        "{file:?}"
    );
}
