//! Issue 14 §5: paper prints every name. Seat cards, table lists and the results sheet of
//! an event whose players write their names in Latin with accents, Polish, Chinese,
//! Cyrillic and Greek: the text read back from each PDF has every name as typed (the
//! Chinese one in the fallback face `scripts/setup.sh` installs), and a document with no
//! such name does not carry the fallback face.

use crate::poppler;

use felt::api::{Felt, Printout};
use felt::paper::PaperSize;
use felt_core::engine::{ClockAction, Command, FieldCommand, SeatingCommand};

const NAMES: &[&str] = &["Zoë Ångström", "Łukasz Żółć", "李雷", "Дмитрий", "Σωκράτης"];

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
        let pdf = f.print(id, what, PaperSize::A4).unwrap();
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
    let small = latin.print(a, Printout::TableLists, PaperSize::A4).unwrap();
    let big = cjk.print(b, Printout::TableLists, PaperSize::A4).unwrap();
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
