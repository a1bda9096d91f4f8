//! No circles between files in the root package (`src/`) and the desktop shell
//! (`src-tauri/src/`), by the same reader and check as the core's
//! (`crates/felt-core/tests/it/file_graph.rs`), and the root package's layers: the store
//! names nothing above it, the API never names the server or the CLI, the server never
//! names the CLI.

use crate::file_graph::{file_graph, layer_in, problems, read_sources};
use std::path::Path;

/// The root package's layers, lowest first; `lib.rs` declares them all.
const LAYERS: [&[&str]; 6] = [
    &["private.rs", "structures.rs"],
    &["store/"],
    &["paper/"],
    &["api/"],
    &["server/"],
    &["cli/"],
];

fn sources(dir: &str) -> Vec<(String, String)> {
    let mut files = Vec::new();
    read_sources(Path::new(dir), Path::new(dir), &mut files);
    files
}

#[test]
fn the_root_package_has_no_circles_and_keeps_its_layers() {
    // `main.rs` is a crate of its own beside the library.
    let files: Vec<_> = sources("src")
        .into_iter()
        .filter(|(f, _)| f != "main.rs")
        .collect();
    assert!(files.len() > 60, "only {} source files found", files.len());
    let graph = file_graph(&files);
    for (from, to) in [
        ("server/events.rs", "server/reply.rs"),
        ("server/routes.rs", "server/events.rs"),
        ("cli/player.rs", "cli/run.rs"),
        ("api/series.rs", "api/players.rs"),
    ] {
        assert!(
            graph[from].contains(to),
            "the reader lost the edge {from} → {to}"
        );
    }
    let problems = problems(&graph, |f| layer_in(&LAYERS, f));
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}

#[test]
fn the_desktop_shell_has_no_circles() {
    let files = sources("src-tauri/src");
    assert!(files.len() >= 3, "only {} source files found", files.len());
    let problems = problems(&file_graph(&files), |_| None);
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}
