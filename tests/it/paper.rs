//! Printed paper: PDFs of documents and structure sheets, checked through poppler's
//! `pdftotext`/`pdfinfo` when installed (they are the same tools a user would trust).

use felt::paper::{PaperSize, render_pdf, sheet_count};
use felt_core::paper::document::{Align, Block, Column, Document, Page};
use std::path::Path;
use std::process::Command;

const SIZES: [PaperSize; 2] = [PaperSize::A4, PaperSize::Letter];

fn structure(file: &str) -> felt_core::structure::Structure {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("test data file");
    felt_core::structure::parse_structure(file, &text)
        .unwrap_or_else(|e| panic!("{file} does not parse: {e:?}"))
        .structure
}

fn tool_missing(tool: &str) -> bool {
    let missing = Command::new(tool).arg("-v").output().is_err();
    if missing {
        println!("{tool} is not installed (poppler-utils); skipping the text checks");
    }
    missing
}

/// The text poppler extracts from `pdf`, or None when poppler is not installed.
fn extract(pdf: &[u8]) -> Option<String> {
    if tool_missing("pdftotext") {
        return None;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("doc.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let out = Command::new("pdftotext")
        .args(["-layout", file.to_str().expect("utf-8 path"), "-"])
        .output()
        .expect("run pdftotext");
    assert!(out.status.success(), "pdftotext failed: {out:?}");
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Pages and page size ("595.276 x 841.89") as pdfinfo reports them.
fn pdfinfo(pdf: &[u8]) -> Option<(usize, String)> {
    if tool_missing("pdfinfo") {
        return None;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("doc.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let out = Command::new("pdfinfo")
        .arg(&file)
        .output()
        .expect("run pdfinfo");
    let info = String::from_utf8_lossy(&out.stdout).into_owned();
    let field = |name: &str| {
        let line = info.lines().find(|l| l.starts_with(name))?;
        Some(line.trim_start_matches(name).trim().to_string())
    };
    let pages = field("Pages:")?.parse().ok()?;
    Some((pages, field("Page size:")?))
}

/// Writes `pdf` to `$FELT_PAPER_OUT/name` when that is set, for looking at by eye.
fn keep(pdf: &[u8], name: &str) {
    if let Ok(dir) = std::env::var("FELT_PAPER_OUT") {
        std::fs::write(Path::new(&dir).join(name), pdf).expect("write kept pdf");
    }
}

/// Asserts that `needles` occur in `text` in this order.
fn in_order(text: &str, needles: &[&str]) {
    let mut from = 0;
    for n in needles {
        match text[from..].find(n) {
            Some(i) => from += i + n.len(),
            None => panic!("{n:?} missing or out of order after byte {from} in:\n{text}"),
        }
    }
}

/// A long document with every kind of block, on two logical pages.
fn long_document() -> Document {
    let rows: Vec<Vec<String>> = (1..=90)
        .map(|i| {
            vec![
                format!("Row {i}"),
                format!("{}", i * 1000),
                "♠♥♦♣ — ok".to_string(),
            ]
        })
        .collect();
    Document {
        title: "Paper test — long document".to_string(),
        pages: vec![
            Page {
                heading: "Seven Card Stud".to_string(),
                subheading: Some("A test card".to_string()),
                blocks: vec![
                    Block::Heading {
                        text: "The deal".to_string(),
                    },
                    Block::Paragraph {
                        text: "Word ".repeat(300),
                    },
                    Block::Bullets {
                        items: vec!["First bullet".into(), "Second bullet ".repeat(20)],
                    },
                    Block::Numbered {
                        items: (1..=12).map(|i| format!("Step {i}")).collect(),
                    },
                    Block::Facts {
                        items: vec![
                            ("Ante".into(), "25".into()),
                            ("Bring-in".into(), "50".into()),
                        ],
                    },
                    Block::Table {
                        columns: vec![
                            Column {
                                title: "Name".into(),
                                weight: 3,
                                align: Align::Left,
                            },
                            Column {
                                title: "Chips".into(),
                                weight: 2,
                                align: Align::Right,
                            },
                            Column {
                                title: "Suits".into(),
                                weight: 2,
                                align: Align::Center,
                            },
                        ],
                        rows,
                        strong: vec![9, 49],
                    },
                ],
            },
            Page {
                heading: "Second page".to_string(),
                subheading: None,
                blocks: vec![Block::Paragraph {
                    text: "The end.".into(),
                }],
            },
        ],
    }
}

#[test]
fn long_document_runs_onto_continuation_sheets() {
    let doc = long_document();
    for size in SIZES {
        let pdf = render_pdf(&doc, size, felt_core::lang::Locale::ENGLISH).expect("render");
        keep(&pdf, &format!("long-{size:?}.pdf"));
        assert!(pdf.starts_with(b"%PDF"), "{size:?}: not a PDF");
        let sheets = sheet_count(&doc, size, felt_core::lang::Locale::ENGLISH).expect("layout");
        assert!(sheets >= 4, "{size:?}: {sheets} sheets");
        if let Some((pages, _)) = pdfinfo(&pdf) {
            assert_eq!(pages, sheets, "{size:?}");
        }
        let Some(text) = extract(&pdf) else { continue };
        in_order(
            &text,
            &[
                "Seven Card Stud",
                "The deal",
                "Step 12",
                "Row 1 ",
                "Seven Card Stud (continued)",
                "Row 90",
                "Second page",
                "The end.",
            ],
        );
        assert!(
            text.contains("♠♥♦♣ — ok"),
            "suits and dash survive extraction"
        );
        assert!(
            text.contains(&format!("Page {sheets} of {sheets}")),
            "footer"
        );
        // The header row is repeated on the sheet the table continues on.
        assert!(text.matches("Suits").count() >= 2, "repeated header");
    }
}

#[test]
fn structure_sheet_of_a_mixed_event_fits_one_page() {
    let s = structure("mixed-8game.toml");
    assert!(s.periods.len() >= 30, "a typical event of about 30 periods");
    let doc = felt_core::paper::sheet::structure_sheet(&s, felt_core::lang::Locale::ENGLISH);
    for size in SIZES {
        assert_eq!(
            sheet_count(&doc, size, felt_core::lang::Locale::ENGLISH).expect("layout"),
            1,
            "{size:?}"
        );
        let pdf = render_pdf(&doc, size, felt_core::lang::Locale::ENGLISH).expect("render");
        assert!(pdf.starts_with(b"%PDF"));
        if let Some((pages, page_size)) = pdfinfo(&pdf) {
            assert_eq!(pages, 1, "{size:?}");
            let want = match size {
                PaperSize::A4 => "595.276 x 841.89 pts (A4)",
                PaperSize::Letter => "612 x 792 pts (letter)",
            };
            assert_eq!(page_size, want);
        }
        let Some(text) = extract(&pdf) else { continue };
        in_order(
            &text,
            &[
                "#12 8-Game Mix",
                "Lammers",
                "Level",
                "Bring-in",
                "No-Limit Hold'em",
                "Razz",
                "Break, 10 min",
                "Break, 20 min; colour up: race off 25 (green)",
                "Omaha Hi-Lo 8 or Better",
                "75,000/150,000",
                "Payouts: BARGE unified payouts (2025)",
                "Page 1 of 1",
            ],
        );
    }
}

#[test]
fn felt_sheet_writes_a_pdf_and_reports_file_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("sheet.pdf");
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nlhe.toml");
    let status = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args([
            "sheet",
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--paper",
            "letter",
        ])
        .status()
        .expect("run felt");
    assert!(status.success());
    let pdf = std::fs::read(&out).expect("pdf written");
    if let Some(text) = extract(&pdf) {
        in_order(
            &text,
            &["#3 Example NLHE", "100/200", "Break, 10 min", "200/400"],
        );
    }

    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "name = \"X\"\nstarting_stack = 100\ntable_size = 9\nant = 5\n[[levels]]\nstakes = \"1/2\"\n")
        .expect("write");
    let run = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args([
            "sheet",
            bad.to_str().unwrap(),
            "-o",
            dir.path().join("bad.pdf").to_str().unwrap(),
        ])
        .output()
        .expect("run felt");
    assert!(!run.status.success());
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains("bad.toml:4:1:"),
        "diagnostic with line and column: {err}"
    );
    assert!(!dir.path().join("bad.pdf").exists());
}

#[test]
fn a_document_without_pages_is_an_error_naming_it() {
    let doc = Document {
        title: "Empty card".to_string(),
        pages: Vec::new(),
    };
    let err = render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH)
        .expect_err("nothing to print");
    assert_eq!(
        err.to_string(),
        "document \"Empty card\" has no pages to print"
    );
}

/// Every shipped example structure prints a rule card and a structure sheet, each game
/// of the event on its own card page.
#[test]
fn every_example_structure_prints_a_card_and_a_sheet() {
    for (name, text) in felt::structures::SHIPPED {
        let s = felt_core::structure::parse_structure(name, text)
            .unwrap()
            .structure;
        for what in [
            felt::api::Printout::RuleCard,
            felt::api::Printout::StructureSheet,
        ] {
            let doc = what.document(&s, felt_core::lang::Locale::ENGLISH);
            let pdf = render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).unwrap();
            assert!(pdf.starts_with(b"%PDF"), "{name} {what:?}");
            if let Some(text) = extract(&pdf) {
                assert!(
                    text.contains(&s.name),
                    "{name} {what:?} lacks the event name"
                );
                if what == felt::api::Printout::RuleCard {
                    // An overview page plus one page per game.
                    assert_eq!(doc.pages.len(), s.games.len() + 1, "{name}");
                    for g in &s.games {
                        assert!(text.contains(&g.name), "{name}: card lacks {}", g.name);
                    }
                }
            }
        }
    }
}

/// `felt card` writes a card whose text shows the game's name and its streets in order.
#[test]
fn felt_card_shows_each_game_and_its_streets_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("card.pdf");
    let status = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["card", "structures/example-mixed-limit.toml", "-o"])
        .arg(&out)
        // English whatever the machine's language: the card speaks the system's.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .status()
        .unwrap();
    assert!(status.success());
    let pdf = std::fs::read(&out).unwrap();
    keep(&pdf, "card-mixed.pdf");
    let Some(text) = extract(&pdf) else { return };
    in_order(
        &text,
        &[
            "Limit Hold'em",
            "Pre-flop",
            "Flop",
            "Turn",
            "River",
            "Seven Card Stud",
            "Third street",
            "Fourth street",
            "Fifth street",
            "Sixth street",
            "Seventh street",
            "Deuce-to-Seven Triple Draw",
            "First draw",
            "Second draw",
            "Third draw",
        ],
    );
    if let Some((pages, _)) = pdfinfo(&pdf) {
        assert_eq!(pages, 4, "overview + three games");
    }
}

/// A structure's own paper (a draft's, a night's) is served under the names of the event
/// printouts it matches, so one file name means one document at every route.
#[test]
fn a_structures_own_paper_has_the_names_of_its_event_printouts() {
    use felt::api::StructurePaper;
    use felt_core::choice::NamedChoice;
    for paper in StructurePaper::ALL {
        assert_eq!(paper.name(), paper.printout().name(), "{paper:?}");
    }
    assert_eq!(
        StructurePaper::ALL.len(),
        2,
        "the sheet and the rule cards, no more"
    );
}

/// Every printout in German, French and Spanish, asked for over HTTP with `?lang=` (the
/// event's printouts) and from the CLI with `--lang` (the seat draw's, the night sheet, the
/// series sheet), read back with pdftotext: each says a heading in the language and
/// writes its numbers the language's way (German 30.000, French 30 000 with the narrow
/// no-break space U+202F the font keeps, Spanish 30.000).
#[test]
fn every_printout_comes_out_in_the_language_asked_for() {
    use crate::support::{Server, agent};
    use felt::api::Felt;
    use felt_core::engine::{ClockAction, Command as Cmd, FieldCommand, SeatingCommand};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    let id = {
        let f = Felt::open(&db).unwrap();
        let text = felt::structures::shipped("example-nlhe-bba").unwrap();
        let id = f.create_event("langs.toml", text).unwrap().id;
        for n in 1..=12 {
            let name = format!("Player {n}");
            let register = FieldCommand::Register {
                name,
                number: None,
                seed: None,
                ticket: None,
            };
            f.execute(id, &Cmd::Field(register)).unwrap();
        }
        let draw = SeatingCommand::DrawSeats {
            seed: Some(3),
            held: Vec::new(),
            reveal: None,
        };
        f.execute(id, &Cmd::Seating(draw)).unwrap();
        f.execute(id, &Cmd::Clock(ClockAction::Start)).unwrap();
        id
    };
    let felt_cli = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_felt"))
            .args(args)
            .env("FELT_CLOCK_START", "2026-11-27T22:59:40-08:00")
            .env("TZ", "America/Los_Angeles")
            .output()
            .expect("felt runs");
        assert!(out.status.success(), "felt {args:?}: {out:?}");
    };
    let nights = dir.path().join("nights.db");
    let nights = nights.to_str().unwrap();
    felt_cli(&[
        "night",
        "create",
        "Freitag",
        "--players",
        "Tim,Kevin,Rob",
        "--db",
        nights,
    ]);
    for (p, a) in [("Tim", "1500"), ("Kevin", "20"), ("Rob", "20")] {
        felt_cli(&["night", "buy-in", "1", p, a, "--db", nights]);
    }
    felt_cli(&[
        "series",
        "create",
        "Saison",
        "--points",
        "places:10,7,5",
        "--db",
        nights,
    ]);
    let server = Server::start(&db);
    let http = |printout: &str, lang: &str| {
        let url = server.url(&format!("/api/events/{id}/paper/{printout}?lang={lang}"));
        let mut r = agent().get(&url).call().unwrap();
        assert_eq!(r.status().as_u16(), 200, "{url}");
        r.body_mut().read_to_vec().unwrap()
    };
    let cli = |args: &[&str], lang: &str| {
        let out = dir.path().join(format!("{}-{lang}.pdf", args.join("-")));
        let mut all = args.to_vec();
        all.extend(["--lang", lang, "-o", out.to_str().unwrap(), "--db", nights]);
        felt_cli(&all);
        std::fs::read(&out).unwrap()
    };
    // Per language: (printout, the words it must say).
    type Wants = [(&'static str, &'static [&'static str]); 8];
    let de: Wants = [
        (
            "sheet",
            &[
                "Startstack",
                "30.000 Chips",
                "Tischgröße",
                "Pause",
                "Seite 1 von 1",
            ],
        ),
        (
            "results",
            &["Ergebnisse: 12 Spieler", "Platz", "Abrechnung", "3.000,00"],
        ),
        (
            "seat-cards",
            &["Platzkarten: 12 Spieler an 2 Tischen", "TISCH", "PLATZ"],
        ),
        (
            "table-lists",
            &["Tischlisten: 12 Spieler an 2 Tischen", "Tisch 1:"],
        ),
        ("moves", &["Platzwechsel: 0 Spieler", "Keine Platzwechsel."]),
        (
            "card",
            &[
                "Regelkarte",
                "Startstack",
                "30.000",
                "Pflichteinsätze",
                "Das Geben",
                "jeder Spieler erhält 2 Karten verdeckt",
                "Restchip",
            ],
        ),
        ("night", &["Kasse", "Abrechnung", "1.500,00", "Freitag"]),
        (
            "series",
            &["Serienwertung", "Noch keine Ergebnisse.", "Punkte"],
        ),
    ];
    let fr: Wants = [
        (
            "sheet",
            &[
                "Tapis de départ",
                "30\u{202f}000 jetons",
                "Pause",
                "Page 1 sur 1",
            ],
        ),
        (
            "results",
            &[
                "Résultats\u{202f}: 12 joueurs",
                "Les comptes",
                "3\u{202f}000,00",
            ],
        ),
        (
            "seat-cards",
            &["Cartes de place\u{202f}: 12 joueurs à 2 tables", "SIÈGE"],
        ),
        (
            "table-lists",
            &["Listes des tables\u{202f}: 12 joueurs à 2 tables"],
        ),
        (
            "moves",
            &["Déplacements\u{202f}: 0 joueur,", "Aucun déplacement."],
        ),
        (
            "card",
            &[
                "Carte des règles",
                "Tapis de départ",
                "30\u{202f}000",
                "Mises forcées",
                "La donne",
                "Jeton indivisible\u{202f}:",
            ],
        ),
        ("night", &["Caisse", "Règlement", "1\u{202f}500,00"]),
        (
            "series",
            &["Classement de la série", "Pas encore de résultats."],
        ),
    ];
    let es: Wants = [
        (
            "sheet",
            &[
                "Stack inicial",
                "30.000 fichas",
                "Descanso",
                "Página 1 de 1",
            ],
        ),
        (
            "results",
            &["Resultados: 12 jugadores", "Las cuentas", "3000,00"],
        ),
        (
            "seat-cards",
            &["Tarjetas de asiento: 12 jugadores en 2 mesas", "MESA"],
        ),
        ("table-lists", &["Listas de mesas: 12 jugadores en 2 mesas"]),
        (
            "moves",
            &["Cambios de mesa: 0 jugadores", "Ningún cambio de mesa."],
        ),
        (
            "card",
            &[
                "Tarjeta de reglas",
                "Stack inicial",
                "30.000",
                "Apuestas obligatorias",
                "El reparto",
                "Ficha sobrante",
            ],
        ),
        ("night", &["Caja", "Liquidación", "1500,00"]),
        (
            "series",
            &["Clasificación de la serie", "Aún no hay resultados."],
        ),
    ];
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("test-output");
    std::fs::create_dir_all(&out).unwrap();
    for (lang, wants) in [("de", de), ("fr", fr), ("es", es)] {
        for (what, words) in wants {
            let pdf = match what {
                "night" => cli(&["night", "sheet", "1"], lang),
                "series" => cli(&["series", "sheet", "1"], lang),
                _ => http(&format!("{what}.pdf"), lang),
            };
            assert!(pdf.starts_with(b"%PDF"), "{lang} {what}");
            std::fs::write(out.join(format!("paper-{lang}-{what}.pdf")), &pdf).unwrap();
            let Some(text) = crate::poppler::raw_text(&pdf) else {
                return; // poppler is not installed: scripts/setup.sh test installs it
            };
            for w in words {
                // The PDF carries the narrow no-break space (its ToUnicode maps a glyph to
                // U+202F); pdftotext gives it as a plain space.
                let read = w.replace('\u{202f}', " ");
                assert!(
                    text.contains(&read),
                    "{lang} {what}: {read:?} missing from\n{text}"
                );
            }
            // No English left on the page's own words.
            for english in [
                "Results",
                "Seat cards",
                "Table lists",
                "Player moves",
                "Kitty",
                "Rule card",
                "Forced bets",
                "Odd chip",
            ] {
                assert!(
                    !text.contains(english),
                    "{lang} {what}: {english:?} in\n{text}"
                );
            }
        }
    }
}
