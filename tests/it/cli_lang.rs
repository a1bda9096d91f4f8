//! `felt lang`: the shipped languages, and a club's message file checked at line and
//! column, exit 1 on any finding.

use crate::support::felt;

#[test]
fn felt_lang_lists_the_languages_and_checks_a_message_file() {
    let (code, out, _) = felt(&["lang", "list"]);
    assert_eq!(code, 0);
    assert_eq!(out, "en\nde\nfr\nes\n");

    let dir = tempfile::tempdir().unwrap();
    let shipped = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/felt-core/messages/de.ftl"
    );
    let (code, out, err) = felt(&["lang", "check", shipped]);
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("de.ftl: ok\n"), "{out}");

    // A club's Dutch file, one message short and one argument renamed.
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/felt-core/messages/en.ftl"
    ))
    .unwrap();
    let dutch = source
        .replace("result-one-left = One player is left.\n", "")
        .replace("{ $name } wins", "{ $speler } wint");
    let file = dir.path().join("nl.ftl");
    std::fs::write(&file, &dutch).unwrap();
    let (code, _, err) = felt(&["lang", "check", file.to_str().unwrap()]);
    assert_eq!(code, 1, "a file with findings exits 1");
    let line = dutch
        .lines()
        .position(|l| l.starts_with("result-wins"))
        .unwrap()
        + 1;
    let at = format!("{}:{line}:1: `result-wins` takes $speler", file.display());
    assert!(err.contains(&at), "{err}");
    assert!(err.contains("missing: message `result-one-left`"), "{err}");
    assert!(err.contains("1 of 1 message files have errors"), "{err}");
}
