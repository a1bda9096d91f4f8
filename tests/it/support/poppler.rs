//! Poppler's command-line tools (`pdftotext`, `pdfinfo`, `pdftoppm`) run on PDF bytes,
//! for tests that check printed paper the way a user's own tools would read it. Each
//! helper returns None when poppler is not installed, so the tests still run elsewhere.

use std::path::Path;
use std::process::Command;

fn installed(tool: &str) -> bool {
    let ok = Command::new(tool).arg("-v").output().is_ok();
    if !ok {
        println!("{tool} is not installed (poppler-utils); skipping the PDF checks");
    }
    ok
}

/// Runs `tool` with `args` and the PDF's path last (then `extra`), in a temp dir.
fn run(
    tool: &str,
    pdf: &[u8],
    args: &[&str],
    extra: &[&str],
) -> Option<(String, tempfile::TempDir)> {
    if !installed(tool) {
        return None;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("doc.pdf");
    std::fs::write(&file, pdf).expect("write pdf");
    let out = Command::new(tool)
        .args(args)
        .arg(&file)
        .args(extra)
        .current_dir(dir.path())
        .output()
        .expect("run poppler");
    assert!(out.status.success(), "{tool} failed: {out:?}");
    Some((String::from_utf8_lossy(&out.stdout).into_owned(), dir))
}

/// The text in content order (`pdftotext -raw`): what was drawn first comes first, so a
/// grid of cards reads card by card.
pub fn raw_text(pdf: &[u8]) -> Option<String> {
    run("pdftotext", pdf, &["-raw"], &["-"]).map(|(t, _)| t)
}

/// The text as laid out on the sheet (`pdftotext -layout`).
pub fn layout_text(pdf: &[u8]) -> Option<String> {
    run("pdftotext", pdf, &["-layout"], &["-"]).map(|(t, _)| t)
}

/// The number of pages pdfinfo reports.
pub fn pages(pdf: &[u8]) -> Option<usize> {
    let (info, _) = run("pdfinfo", pdf, &[], &[])?;
    let line = info.lines().find(|l| l.starts_with("Pages:"))?;
    line.trim_start_matches("Pages:").trim().parse().ok()
}

/// Renders every page to PNG at `dpi` with pdftoppm; returns the number of images, each
/// checked to be a non-trivial PNG. With `$FELT_PAPER_OUT` set the PNGs are kept there
/// under `name`, for looking at by eye.
pub fn render_pngs(pdf: &[u8], dpi: u32, name: &str) -> Option<usize> {
    let dpi = dpi.to_string();
    let (_, dir) = run("pdftoppm", pdf, &["-png", "-r", &dpi], &["page"])?;
    let mut pngs: Vec<_> = std::fs::read_dir(dir.path())
        .expect("read temp dir")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect();
    pngs.sort();
    for p in &pngs {
        let bytes = std::fs::read(p).expect("read png");
        assert!(
            bytes.starts_with(b"\x89PNG"),
            "{} is not a PNG",
            p.display()
        );
        assert!(bytes.len() > 1000, "{} is suspiciously small", p.display());
        if let Ok(out) = std::env::var("FELT_PAPER_OUT") {
            let file = p.file_name().expect("file name").to_string_lossy();
            std::fs::copy(p, Path::new(&out).join(format!("{name}-{file}"))).expect("keep png");
        }
    }
    Some(pngs.len())
}

/// Asserts that `needles` occur in `text` in this order.
pub fn in_order(text: &str, needles: &[&str]) {
    let mut from = 0;
    for n in needles {
        match text[from..].find(n) {
            Some(i) => from += i + n.len(),
            None => panic!("{n:?} missing or out of order after byte {from} in:\n{text}"),
        }
    }
}
