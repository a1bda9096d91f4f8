//! Generates the list of built-in catalog files so that every TOML file in
//! `structures/games/` and `structures/rotations/` is embedded with `include_str!`.
//! The core itself never reads files at run time; this runs at compile time only.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("../../structures");
    let mut out = String::new();
    for (konst, dir) in [("GAME_FILES", "games"), ("ROTATION_FILES", "rotations")] {
        let dir = root.join(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .map(|rd| {
                rd.filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "toml"))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        writeln!(
            out,
            "/// Embedded `{}` files: (file name, contents).",
            dir.display()
        )
        .unwrap();
        writeln!(out, "pub const {konst}: &[(&str, &str)] = &[").unwrap();
        for p in names {
            println!("cargo:rerun-if-changed={}", p.display());
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let abs = p.canonicalize().unwrap_or(p);
            writeln!(
                out,
                "    ({name:?}, include_str!({:?})),",
                abs.display().to_string()
            )
            .unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalog_files.rs");
    std::fs::write(dest, out).expect("write catalog_files.rs");
}
