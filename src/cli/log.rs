//! `felt log verify|export`: an event's log checked through its hash chain, from the
//! database or from an exported file on any machine, and written out as JSON lines that
//! check the same anywhere.

use super::db::DbArg;
use crate::api::EventExport;
use crate::store::{ExportSeal, StoredRecord, verify_export};
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum LogCmd {
    /// Walk an event's log through its hash chain and name the first record that does
    /// not fit; prints the last hash (the results sheet carries it too). Exit 1 when the
    /// chain is broken. With --file, checks an export (`felt event export` or `felt log
    /// export`) instead of the database, and its record count and last hash against the
    /// ones it states, so a file cut short, emptied or reordered fails.
    Verify {
        #[arg(required_unless_present = "file")]
        event: Option<i64>,
        #[arg(long, value_name = "EXPORT", conflicts_with = "event")]
        file: Option<PathBuf>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Write an event's log as JSON lines: a header with the record count and the last
    /// hash, then one stored record per line with its hash (to stdout without --output).
    Export {
        event: i64,
        #[arg(long, short)]
        output: Option<PathBuf>,
        #[command(flatten)]
        db: DbArg,
    },
}

/// The first line of `felt log export`'s JSON lines: what the records after it are, how
/// many, and the last one's hash.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct LogHeader {
    felt_log_export: u32,
    event: i64,
    #[serde(flatten)]
    seal: ExportSeal,
}

/// Reads an export: `felt event export`'s JSON document, or `felt log export`'s JSON
/// lines (a header with the seal, then one record a line); the records and the seal.
fn read_export(path: &std::path::Path) -> anyhow::Result<(Vec<StoredRecord>, Option<ExportSeal>)> {
    let text = super::read_text(path)?;
    if let Ok(x) = serde_json::from_str::<EventExport>(&text) {
        return Ok((x.records, x.seal));
    }
    let mut seal = None;
    let mut records = Vec::new();
    for (i, l) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        if records.is_empty()
            && seal.is_none()
            && let Ok(h) = serde_json::from_str::<LogHeader>(l)
        {
            seal = Some(h.seal);
            continue;
        }
        records.push(serde_json::from_str::<StoredRecord>(l).map_err(|e| {
            anyhow::anyhow!(
                "{}:{}: not an event export or a log record: {e}",
                path.display(),
                i + 1
            )
        })?);
    }
    Ok((records, seal))
}

pub fn run(cmd: LogCmd) -> anyhow::Result<()> {
    match cmd {
        LogCmd::Verify {
            event,
            file,
            json,
            db,
        } => {
            let report = match (event, file) {
                (_, Some(path)) => {
                    let (records, seal) = read_export(&path)?;
                    verify_export(&records, seal.as_ref())
                }
                (Some(id), None) => db.open()?.verify_log(id)?,
                (None, None) => anyhow::bail!("name an event, or an export with --file"),
            };
            if json {
                println!("{}", serde_json::to_string_pretty(&report)?);
            } else {
                println!("{}", report.text);
                println!("Last hash: {}", report.last_hash);
            }
            if !report.intact {
                anyhow::bail!("the log's hash chain is broken");
            }
            Ok(())
        }
        LogCmd::Export { event, output, db } => {
            let x = db.open()?.export_event(event)?;
            let header = LogHeader {
                felt_log_export: 1,
                event,
                seal: ExportSeal::of(&x.records),
            };
            let mut text = serde_json::to_string(&header)?;
            text.push('\n');
            for r in &x.records {
                text.push_str(&serde_json::to_string(r)?);
                text.push('\n');
            }
            match output {
                Some(path) => {
                    // The log names the players: the file is the TD's alone.
                    std::io::Write::write_all(
                        &mut crate::private::create(&path)?,
                        text.as_bytes(),
                    )?;
                    eprintln!(
                        "{} written: {} of event #{event}",
                        path.display(),
                        felt_core::words::count(x.records.len() as u64, "record", "records")
                    );
                }
                None => print!("{text}"),
            }
            Ok(())
        }
    }
}
