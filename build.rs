//! Recompiles `felt` when the built web UI changes, so the binary embeds the UI as it is,
//! and names the build: `FELT_VERSION` is the package version and the commit it was built
//! from, when the build was given one in `FELT_COMMIT` (the packaging script does; a
//! developer's build says so instead, so that a commit does not recompile the crate).
//!
//! The embedding macro tracks the contents of the files it embedded, but not files added
//! or removed (every UI build names its assets anew), nor `ui/dist` appearing after a
//! first `cargo build`. Cargo watches a directory by the newest modification inside it.

use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=FELT_COMMIT");
    let version = env!("CARGO_PKG_VERSION");
    match std::env::var("FELT_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
    {
        Some(commit) => println!(
            "cargo::rustc-env=FELT_VERSION={version} (commit {})",
            commit.trim()
        ),
        None => println!("cargo::rustc-env=FELT_VERSION={version} (developer build)"),
    }
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui");
    if ui.join("dist").is_dir() {
        println!("cargo::rerun-if-changed=ui/dist");
    } else if ui.is_dir() {
        // A path that does not exist would make cargo rebuild every time; `ui` changes
        // when `dist` is created in it.
        println!("cargo::rerun-if-changed=ui");
    }
}
