//! Recompiles `felt` when the built web UI changes, so the binary embeds the UI as it is.
//!
//! The embedding macro tracks the contents of the files it embedded, but not files added
//! or removed (every UI build names its assets anew), nor `ui/dist` appearing after a
//! first `cargo build`. Cargo watches a directory by the newest modification inside it.

use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui");
    if ui.join("dist").is_dir() {
        println!("cargo::rerun-if-changed=ui/dist");
    } else if ui.is_dir() {
        // A path that does not exist would make cargo rebuild every time; `ui` changes
        // when `dist` is created in it.
        println!("cargo::rerun-if-changed=ui");
    }
}
