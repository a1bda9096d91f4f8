//! No circles between the core's files, and no file names a layer above its own (the
//! reader and the check are `file_graph`'s, shared with the other crates' tests).

use crate::file_graph::{file_graph, layer_in, read_sources};
use std::path::Path;

/// The core's layers, lowest first. A file may name files of its own layer and of the
/// layers below, never one above: the rules know nothing of the field or the engine, the
/// engine knows nothing of views, logs or paper. `lib.rs` sits above everything.
const LAYERS: [&[&str]; 7] = [
    &[
        "macros.rs",
        "time.rs",
        "words.rs",
        "choice.rs",
        "text.rs",
        "lang/",
    ],
    &["structure/", "catalog/"],
    &["rules/", "night/", "showdown/"],
    &["field/"],
    &["engine/"],
    &["log/", "view/"],
    &["paper/"],
];

/// The layer of a file and the part of its path that places it there, or `None` for
/// `lib.rs` (the top, which declares them all).
fn layer(file: &str) -> Option<(usize, &'static str)> {
    layer_in(&LAYERS, file)
}

fn problems(
    graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Vec<String> {
    crate::file_graph::problems(graph, layer)
}

#[test]
fn the_core_has_no_circles_between_files_and_no_file_names_a_layer_above_it() {
    let mut files = Vec::new();
    read_sources(Path::new("src"), Path::new("src"), &mut files);
    assert!(files.len() > 50, "only {} source files found", files.len());
    let graph = file_graph(&files);
    // The reader must see real edges, or an empty graph would pass for a clean one.
    for (from, to) in [
        ("rules/seating/balance.rs", "rules/seating/buttons.rs"),
        ("engine/tournament.rs", "field/decide.rs"),
        ("structure/parse.rs", "structure/validate.rs"),
        ("view/clock.rs", "engine/mod.rs"),
    ] {
        assert!(
            graph[from].contains(to),
            "the reader lost the edge {from} → {to}"
        );
    }
    let problems = problems(&graph);
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}

/// Small cases: each is a set of files and the problems the check must report.
#[test]
fn the_check_finds_circles_and_engine_imports() {
    check(
        &[
            ("lib.rs", "pub mod a; pub mod b;"),
            ("a.rs", "use crate::b::B; pub struct A;"),
            ("b.rs", "pub struct B(crate::a::A);"),
        ],
        &["circle: a.rs → b.rs → a.rs"],
    );
    check(
        &[
            ("lib.rs", "pub mod s;"),
            ("s/mod.rs", "mod x; mod y; mod z; pub use x::X;"),
            ("s/x.rs", "use super::{y::Y, z::{self}}; pub struct X;"),
            ("s/y.rs", "use super::z::Z;\npub struct Y;"),
            ("s/z.rs", "pub struct Z { x: super::x::X }"),
        ],
        &["circle: s/x.rs → s/y.rs → s/z.rs → s/x.rs"],
    );
    // A parent re-exporting its children, and names in comments, strings and tests, are
    // not edges.
    check(
        &[
            ("lib.rs", "pub mod engine; pub mod s; pub use s::X;"),
            ("engine/mod.rs", "pub struct Tournament;"),
            ("s/mod.rs", "mod x; pub use x::X; pub struct Y;"),
            (
                "s/x.rs",
                "use super::Y; // crate::s::x\n/// [`crate::engine::Command`]\n\
                 const T: &str = \"crate::engine::X\"; pub struct X<'a>(&'a Y, char);\n\
                 #[cfg(test)]\nmod tests {\n use crate::engine::Tournament; }",
            ),
            ("s/x_tests.rs", "use crate::engine::Tournament;"),
        ],
        &[],
    );
    check(
        &[
            ("lib.rs", "pub mod engine; pub mod field; pub mod view;"),
            ("engine/mod.rs", "use crate::field::F;"),
            (
                "field/mod.rs",
                "pub struct F; fn f(t: &crate::engine::Tournament) {}",
            ),
            ("view/mod.rs", "use crate::engine::Tournament;"),
        ],
        &[
            "circle: engine/mod.rs → field/mod.rs → engine/mod.rs",
            "field/mod.rs (layer field/) names engine/mod.rs (layer engine/), a layer above it",
        ],
    );
    // The rules name nothing above them; the paper may name a view.
    check(
        &[
            ("lib.rs", "pub mod rules; pub mod view; pub mod paper;"),
            ("rules/mod.rs", "pub mod ante;"),
            ("rules/ante.rs", "fn f(v: crate::view::V) {}"),
            ("view/mod.rs", "pub struct V;"),
            ("paper/mod.rs", "use crate::view::V;"),
        ],
        &["rules/ante.rs (layer rules/) names view/mod.rs (layer view/), a layer above it"],
    );
}

fn check(files: &[(&str, &str)], expected: &[&str]) {
    let files: Vec<(String, String)> = files
        .iter()
        .filter(|(p, _)| !p.ends_with("tests.rs"))
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect();
    assert_eq!(problems(&file_graph(&files)), expected);
}
