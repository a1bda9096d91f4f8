//! `felt results EVENT`: the event's results as text, CSV or a PDF sheet.

use super::db::DbArg;
use crate::api::Printout;
use crate::paper::PaperSize;
use anyhow::Context;
use felt_core::lang::{Arg, Speak};
use felt_core::paper::floor_paper::place_label;
use std::path::PathBuf;

/// Arguments of `felt results`.
#[derive(Debug, clap::Args)]
pub struct ResultsArgs {
    pub event: i64,
    /// Write the results as CSV to FILE.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Write the results sheet as PDF to FILE.
    #[arg(long, value_name = "FILE")]
    pub pdf: Option<PathBuf>,
    /// Paper size of the PDF.
    #[arg(long, default_value_t, ignore_case = true)]
    pub paper: PaperSize,
    /// Print the lines as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub db: DbArg,
}

/// Prints the results (or writes the files asked for).
pub fn run(args: ResultsArgs) -> anyhow::Result<()> {
    let felt = args.db.open()?;
    // Every output below carries no prizes then: say why once, whatever was asked for.
    let now = felt.results(args.event)?;
    let lang = super::locale();
    if let Some(why) = &now.prizes_unknown {
        let why = why.say(lang);
        eprintln!(
            "{}.",
            lang.say("result-prizes-unknown", &[("why", Arg::Text(&why))])
        );
    }
    if let Some(path) = &args.csv {
        let text = felt.results_csv(args.event)?;
        std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if let Some(path) = &args.pdf {
        let asked = felt_core::lang::Asked::named(lang);
        let bytes = felt.print(args.event, Printout::Results, args.paper, asked)?;
        std::fs::write(path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.csv.is_some() || args.pdf.is_some() {
        return Ok(());
    }
    let lines = now.lines;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&lines)?);
        return Ok(());
    }
    for line in &lines {
        let note = line
            .note
            .as_ref()
            .map(|n| format!("  ({})", n.speak(lang)))
            .unwrap_or_default();
        println!(
            "{:>7}  {:<28} {:>12} {:>10}{note}",
            place_label(line.place, line.shared_to, lang),
            line.name,
            lang.hundredths(u128::from(line.prize), true),
            lang.hundredths(u128::from(line.bounties), true),
        );
    }
    Ok(())
}
