//! The install chapters name the files `scripts/package.sh` makes (the guide once said
//! `.tar.gz` and `tar xzf` where the package is a `.tar.xz`). Every package file the guide
//! or the README names is one the script's list says it makes, and that list agrees with
//! the commands that make them.

use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The package files named in `text`: `Felt_VERSION_amd64.deb`, `felt-VERSION-...` and
/// `felt-setup.exe`.
fn named(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || "`()[]|,:;*\"'".contains(c))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            w.starts_with("Felt_VERSION") || w.starts_with("felt-VERSION") || *w == "felt-setup.exe"
        })
        .map(|w| w.rsplit('/').next().unwrap_or(w).to_string())
        .collect()
}

#[test]
fn the_guide_and_the_readme_name_the_files_the_package_script_makes() {
    let script = read("scripts/package.sh");
    // The script's own list: "#   dist/NAME   what it is".
    let made: Vec<String> = script
        .lines()
        .filter_map(|l| l.strip_prefix("#   dist/"))
        .filter_map(|l| l.split_whitespace().next())
        .map(|p| p.rsplit('/').next().unwrap_or(p).to_string())
        .collect();
    assert!(made.len() >= 4, "{made:?}");
    // The list agrees with the commands: the archive's name as the script spells it.
    let name = script
        .lines()
        .find_map(|l| l.trim().strip_prefix("name=\""))
        .and_then(|l| l.strip_suffix('"'))
        .expect("the archive's name in package.sh");
    let tar = script
        .lines()
        .find_map(|l| {
            let at = l.find("-cJf \"dist/$name.")?;
            Some(
                l[at + "-cJf \"dist/$name.".len()..]
                    .split('"')
                    .next()?
                    .to_string(),
            )
        })
        .expect("the archive made with tar -cJf");
    let archive = format!("{name}.{tar}").replace("$version", "VERSION");
    assert!(made.contains(&archive), "{archive} is not in {made:?}");
    // The .deb is named by Tauri's bundler from the product name.
    let conf = read("src-tauri/tauri.conf.json");
    assert!(conf.contains("\"productName\": \"Felt\""));
    assert!(made.contains(&"Felt_VERSION_amd64.deb".to_string()));
    for doc in ["ui/src/help/guide/01-getting-started.md", "README.md"] {
        let text = read(doc);
        let names = named(&text);
        assert!(!names.is_empty(), "{doc} names no package");
        for n in &names {
            // The archive, or the folder it unpacks to.
            let folder = made.iter().any(|m| m.starts_with(&format!("{n}.tar.")));
            assert!(
                made.contains(n) || folder,
                "{doc} names {n}, which package.sh does not make ({made:?})"
            );
        }
        // Unpacked as the archive is compressed.
        if text.contains(".tar.xz") {
            assert!(
                !text.contains("tar xzf"),
                "{doc}: a .tar.xz is not unpacked with xzf"
            );
        }
    }
}
