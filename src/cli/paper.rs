//! `felt sheet`: print an event's structure sheet to PDF.

use crate::paper::{PaperSize, render_pdf};
use anyhow::{Context, bail};
use felt_core::paper::document::Document;
use std::path::{Path, PathBuf};

/// Arguments of `felt sheet`.
#[derive(Debug, clap::Args)]
pub struct SheetArgs {
    /// The event's structure file (TOML).
    pub structure: PathBuf,
    /// Where to write the PDF.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Paper size.
    #[arg(long, default_value_t, ignore_case = true)]
    pub paper: PaperSize,
}

/// Arguments of `felt card`.
#[derive(Debug, clap::Args)]
pub struct CardArgs {
    /// The event's structure file (TOML).
    pub structure: PathBuf,
    /// Where to write the PDF.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Paper size.
    #[arg(long, default_value_t, ignore_case = true)]
    pub paper: PaperSize,
}

/// Reads the structure file, builds its rule card (one page per game) and writes the PDF.
pub fn run_card(args: CardArgs) -> anyhow::Result<()> {
    let structure = load_structure(&args.structure)?;
    let l = super::locale();
    let doc = crate::api::Printout::RuleCard.document(&structure, l);
    write_pdf(&doc, args.paper, &args.output, l)
}

/// Reads the structure file, builds its sheet and writes the PDF.
pub fn run(args: SheetArgs) -> anyhow::Result<()> {
    let structure = load_structure(&args.structure)?;
    let l = super::locale();
    let doc = felt_core::paper::sheet::structure_sheet(&structure, l);
    write_pdf(&doc, args.paper, &args.output, l)
}

/// Parses a structure file; every diagnostic is printed as `FILE:LINE:COL: ...` on stderr.
pub fn load_structure(path: &Path) -> anyhow::Result<felt_core::structure::Structure> {
    let name = path.display().to_string();
    let parsed = super::read_structure(path)?
        .and_then(|text| felt_core::structure::parse_structure(&name, &text));
    match parsed {
        Ok(parsed) => {
            for w in &parsed.warnings {
                eprintln!("{w}");
            }
            Ok(parsed.structure)
        }
        Err(diagnostics) => {
            for d in &diagnostics {
                eprintln!("{d}");
            }
            bail!("{name} has errors; nothing written")
        }
    }
}

/// `--paper`: the sizes' names are the possible values, their aliases accepted too.
impl clap::ValueEnum for PaperSize {
    fn value_variants<'a>() -> &'a [Self] {
        PaperSize::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()).aliases(self.aliases().iter().copied()))
    }
}

/// Renders any document (structure sheet, rule card) to a PDF file, its page numbers in
/// `l`'s words.
pub fn write_pdf(
    doc: &Document,
    paper: PaperSize,
    output: &Path,
    l: felt_core::lang::Locale,
) -> anyhow::Result<()> {
    let bytes = render_pdf(doc, paper, l)?;
    std::fs::write(output, bytes).with_context(|| format!("cannot write {}", output.display()))
}
