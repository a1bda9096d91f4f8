//! Architecture invariants that code review alone would miss.

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The core reads no clock, draws no OS randomness and touches no file, database or
/// network: everything it needs is passed in.
#[test]
fn the_core_is_pure() {
    let forbidden = [
        "std::fs",
        "std::net",
        "std::process",
        "std::env",
        "SystemTime",
        "Instant::now",
        "Utc::now",
        "Local::now",
        "thread_rng",
        "rand::rng()",
        "rand::random",
        "OsRng",
        "from_entropy",
        "from_os_rng",
        "rusqlite",
        "tokio",
        "println!",
    ];
    let mut files = Vec::new();
    rust_files(Path::new("crates/felt-core/src"), &mut files);
    assert!(files.len() > 10);
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap();
            for word in forbidden {
                assert!(
                    !code.contains(word),
                    "{}:{}: the core must not use `{word}`: {line}",
                    f.display(),
                    n + 1
                );
            }
        }
    }
    let manifest = std::fs::read_to_string("crates/felt-core/Cargo.toml").unwrap();
    let deps = manifest
        .split("[dependencies]")
        .nth(1)
        .unwrap()
        .split("\n[")
        .next()
        .unwrap();
    for heavy in ["rusqlite", "tokio", "axum", "reqwest", "ureq", "printpdf"] {
        assert!(
            !deps.contains(heavy),
            "felt-core must not depend on {heavy}"
        );
    }
}

/// The code map is a map, not a diary: short enough to read at once, with no issue
/// numbers, dates or history in it.
#[test]
fn the_code_map_is_short_and_has_no_history() {
    let text = std::fs::read_to_string("ARCHITECTURE.md").unwrap();
    let lines = text.lines().count();
    assert!(lines < 250, "ARCHITECTURE.md has {lines} lines");
    let lower = text.to_lowercase();
    for word in [
        "issue ",
        "issue)",
        "(issue",
        "session",
        "january",
        "february",
        "march ",
        "april",
        "may 20",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "2024",
        "2025",
        "2026",
        "used to",
        "no longer",
        "was added",
        "previously",
    ] {
        assert!(!lower.contains(word), "ARCHITECTURE.md says {word:?}");
    }
}

/// Every browser test file is run by `tests/e2e/run.sh` (it lists them by name): a file
/// left off the list would never fail CI.
#[test]
fn every_browser_test_file_is_run() {
    let root = env!("CARGO_MANIFEST_DIR");
    let run = std::fs::read_to_string(format!("{root}/tests/e2e/run.sh")).unwrap();
    let listed: Vec<&str> = run.split_whitespace().collect();
    let mut files: Vec<String> = std::fs::read_dir(format!("{root}/tests/e2e"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".test.mjs"))
        .collect();
    files.sort();
    assert!(files.len() > 10, "{files:?}");
    for f in &files {
        assert!(
            listed.contains(&f.as_str()),
            "tests/e2e/{f} is not run by tests/e2e/run.sh"
        );
    }
}
