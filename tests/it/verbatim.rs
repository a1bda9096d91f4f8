//! Guards the rule that no sentence of the seed rulebooks is copied into the project: runs
//! `../shared/tools/verbatim-check` over the repository and fails on any run of twelve or
//! more words shared with the seeds.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `../shared/tools/verbatim-check` seen from the repository root; a worktree nested one
/// level deeper finds it further up, so every ancestor is tried.
fn checker(root: &Path) -> PathBuf {
    root.ancestors()
        .skip(1)
        .map(|a| a.join("shared/tools/verbatim-check"))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("no shared/tools/verbatim-check above {}", root.display()))
}

#[test]
fn no_sentence_is_copied_from_the_seed_documents() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .arg(checker(root))
        .current_dir(root)
        .output()
        .expect("python3 runs the verbatim check");
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "copied text found:\n{report}");
}
