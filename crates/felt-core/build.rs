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
    println!(
        "cargo:rustc-env=FELT_CORE_DIGEST={:016x}",
        digest(&Path::new(&manifest).join("src"), &root)
    );
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalog_files.rs");
    std::fs::write(dest, out).expect("write catalog_files.rs");
}

/// A digest of the core's source files and of the catalog, in a fixed order: the
/// checkpoint's format names it (`log::checkpoint`), so a checkpoint written by a build
/// with other rules or another state shape is never read as this build's.
fn digest(src: &Path, structures: &Path) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.filter_map(Result::ok) {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs" || x == "toml") {
                out.push(p);
            }
        }
    }
    println!("cargo:rerun-if-changed={}", src.display());
    let mut files = Vec::new();
    walk(src, &mut files);
    walk(&structures.join("games"), &mut files);
    walk(&structures.join("rotations"), &mut files);
    files.sort();
    let mut h = DefaultHasher::new();
    for f in files {
        if let Some(name) = f.file_name() {
            name.hash(&mut h);
        }
        std::fs::read(&f).unwrap_or_default().hash(&mut h);
    }
    h.finish()
}
