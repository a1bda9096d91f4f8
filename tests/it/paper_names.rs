//! Paper prints every name, in the scripts that are shaped too.
//! Seat cards, table lists and the results sheet of an event whose players write their
//! names in Latin with accents, Polish, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
//! Bengali, Thai, Chinese, Japanese and Korean: the text read back from each PDF has every
//! name as typed (Arabic and Hebrew shaped and ordered right to left, the Indic and Thai
//! names shaped in the carried Noto faces, CJK in the fallback face `scripts/setup.sh`
//! installs), and each document embeds only the glyphs it uses, so a sheet stays small.

use crate::poppler;

use felt::api::{Felt, Printout};
use felt::paper::PaperSize;
use felt_core::engine::{ClockAction, Command, FieldCommand, SeatingCommand};

const NAMES: &[&str] = &["Zoë Ångström", "Łukasz Żółć", "李雷", "Дмитрий", "Σωκράτης"];

/// Names in the scripts of the world's big languages, each as its speakers write it.
const WORLD: &[&str] = &[
    "محمد الأمين", // Arabic
    "דוד לוי",    // Hebrew
    "सुमन",        // Hindi (Devanagari)
    "সুমন",        // Bengali
    "สมชาย",      // Thai
    "王芳",       // Chinese
    "さくら",     // Japanese
    "김민준",     // Korean
];

fn event(names: &[&str]) -> (tempfile::TempDir, Felt, i64) {
    let dir = tempfile::tempdir().unwrap();
    let f = Felt::open(&dir.path().join("felt.db")).unwrap();
    let text = felt::structures::shipped("example-nlhe-bba").unwrap();
    let id = f.create_event("names.toml", text).unwrap().id;
    for name in names {
        f.execute(
            id,
            &Command::Field(FieldCommand::Register {
                name: name.to_string(),
                number: None,
                seed: None,
                ticket: None,
            }),
        )
        .unwrap();
    }
    f.execute(
        id,
        &Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(3),
            held: Vec::new(),
            reveal: None,
        }),
    )
    .unwrap();
    f.execute(id, &Command::Clock(ClockAction::Start)).unwrap();
    (dir, f, id)
}

#[test]
fn every_name_prints_in_its_own_script() {
    let (_dir, f, id) = event(NAMES);
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("test-output");
    std::fs::create_dir_all(&out).unwrap();
    for what in [Printout::SeatCards, Printout::TableLists, Printout::Results] {
        let pdf = f
            .print(id, what, PaperSize::A4, felt_core::lang::Asked::default())
            .unwrap();
        std::fs::write(out.join(format!("names-{}.pdf", what.slug())), &pdf).unwrap();
        let Some(text) = poppler::raw_text(&pdf) else {
            return; // poppler is not installed: scripts/setup.sh test installs it
        };
        for name in NAMES {
            assert!(text.contains(name), "{what:?}: {name} missing from\n{text}");
        }
        assert!(!text.contains("??"), "{what:?}: a name printed as ??");
        poppler::render_pngs(&pdf, 60, &format!("names-{}", what.slug()));
    }
}

#[test]
fn the_fallback_face_is_embedded_only_when_a_name_needs_it() {
    let (_a, latin, a) = event(&["Zoë Ångström", "Дмитрий", "Σωκράτης"]);
    let (_b, cjk, b) = event(NAMES);
    let small = latin
        .print(
            a,
            Printout::TableLists,
            PaperSize::A4,
            felt_core::lang::Asked::default(),
        )
        .unwrap();
    let big = cjk
        .print(
            b,
            Printout::TableLists,
            PaperSize::A4,
            felt_core::lang::Asked::default(),
        )
        .unwrap();
    assert!(
        small.len() < 1_000_000,
        "{} bytes without a CJK name",
        small.len()
    );
    assert!(
        big.len() > small.len(),
        "the fallback face is in the CJK one"
    );
}

/// The text pdftotext gives, with each right-to-left phrase put back in reading order:
/// poppler prints its words in the order they stand on the page, each wrapped in the
/// embedding marks U+202B ... U+202C.
fn reading_order(text: &str) -> String {
    let mut lines = Vec::new();
    for line in text.lines() {
        let mut words: Vec<String> = Vec::new();
        let mut rtl: Vec<String> = Vec::new();
        for word in line.split(' ') {
            if word.starts_with('\u{202B}') {
                rtl.push(word.replace(['\u{202B}', '\u{202C}'], ""));
            } else {
                words.extend(rtl.drain(..).rev());
                words.push(word.to_string());
            }
        }
        words.extend(rtl.drain(..).rev());
        lines.push(words.join(" "));
    }
    lines.join("\n")
}

/// Reported case: Arabic names printed as "????"; every name a TD can type prints, read
/// back by pdftotext as typed.
#[test]
fn names_in_every_big_script_print_and_read_back_as_typed() {
    let names: Vec<&str> = NAMES.iter().chain(WORLD).copied().collect();
    let (_dir, f, id) = event(&names);
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("test-output");
    std::fs::create_dir_all(&out).unwrap();
    for what in [Printout::SeatCards, Printout::TableLists, Printout::Results] {
        let pdf = f
            .print(id, what, PaperSize::A4, felt_core::lang::Asked::default())
            .unwrap();
        std::fs::write(out.join(format!("world-names-{}.pdf", what.slug())), &pdf).unwrap();
        let Some(text) = poppler::raw_text(&pdf) else {
            return; // poppler is not installed: scripts/setup.sh test installs it
        };
        let text = reading_order(&text);
        for name in &names {
            assert!(text.contains(name), "{what:?}: {name} missing from\n{text}");
        }
        assert!(!text.contains('?'), "{what:?}: a name printed as ?\n{text}");
        poppler::render_pngs(&pdf, 80, &format!("world-names-{}", what.slug()));
    }
}

/// Reported case: a results PDF was 2.37 MB because whole faces were embedded. Each face is
/// cut down to the glyphs the document uses.
#[test]
fn a_results_sheet_embeds_only_the_glyphs_it_uses() {
    let names: Vec<&str> = NAMES.iter().chain(WORLD).copied().collect();
    let (_dir, f, id) = event(&names);
    for what in [Printout::Results, Printout::TableLists, Printout::SeatCards] {
        let pdf = f
            .print(id, what, PaperSize::A4, felt_core::lang::Asked::default())
            .unwrap();
        assert!(
            pdf.len() < 200_000,
            "{what:?}: {} bytes with names in thirteen scripts",
            pdf.len()
        );
    }
    let (_l, latin, l) = event(&["Zoë Ångström", "Łukasz Żółć"]);
    let pdf = latin
        .print(
            l,
            Printout::Results,
            PaperSize::A4,
            felt_core::lang::Asked::default(),
        )
        .unwrap();
    assert!(
        pdf.len() < 60_000,
        "{} bytes for a Latin results sheet",
        pdf.len()
    );
}
