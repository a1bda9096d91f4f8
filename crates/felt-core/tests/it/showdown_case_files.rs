//! Every showdown case file in `src/showdown/cases/` is run: each is listed in the
//! `case_files!` of `src/showdown/case_files.rs`, which gives it its own test (the core
//! reads no files, so the folder is read from here).

#[test]
fn every_case_file_on_disk_has_its_test() {
    let root = env!("CARGO_MANIFEST_DIR");
    let runner = std::fs::read_to_string(format!("{root}/src/showdown/case_files.rs")).unwrap();
    let mut files: Vec<String> = std::fs::read_dir(format!("{root}/src/showdown/cases"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "{files:?}");
    for f in &files {
        assert!(
            runner.contains(&format!(": \"{f}\",")),
            "{f} is not listed in case_files! (src/showdown/case_files.rs), so no test runs it"
        );
    }
}
