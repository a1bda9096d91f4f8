//! `felt backup`: the database's backups (list, take one, restore), and moving the room
//! to another machine (`felt backup restore --file`).

use super::db::DbArg;
use crate::api::BackupReason;
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum BackupCmd {
    /// The backups beside the database, newest first (a running server takes one when a
    /// level or break begins, and every ten minutes while anything changes).
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Take a backup now (safe while the server runs); prints its name and path.
    Now {
        #[command(flatten)]
        db: DbArg,
    },
    /// Replace the database with a backup (by its name from `felt backup list`), or with
    /// another machine's database or backup file (--file): the event moves here. The
    /// database as it was is backed up first. Safe while the server runs: its console and
    /// displays show the restored events within a second.
    Restore {
        /// The backup's name, as `felt backup list` prints it.
        #[arg(required_unless_present = "file", conflicts_with = "file")]
        name: Option<String>,
        /// A database or backup file from anywhere (another laptop's, on a USB stick).
        #[arg(long, value_name = "PATH")]
        file: Option<PathBuf>,
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run(cmd: BackupCmd) -> anyhow::Result<()> {
    match cmd {
        BackupCmd::List { json, db } => {
            let b = db.open()?.backups()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&b)?);
                return Ok(());
            }
            println!("Backups in {} (the newest {} are kept):", b.folder, b.keep);
            if b.backups.is_empty() {
                println!("  none yet");
            }
            for x in &b.backups {
                println!(
                    "  {}  {:>6} KB  {}",
                    x.name,
                    x.bytes.div_ceil(1024),
                    reason_words(x.reason)
                );
            }
            println!(
                "To move the room, carry a backup, or {} itself once Felt has stopped.",
                b.database
            );
            Ok(())
        }
        BackupCmd::Now { db } => {
            let felt = db.open()?;
            let x = felt.backup_now(BackupReason::Manual)?;
            println!("{}", x.name);
            eprintln!(
                "Backed up to {} ({} KB).",
                felt.backup_folder().join(&x.name).display(),
                x.bytes.div_ceil(1024)
            );
            Ok(())
        }
        BackupCmd::Restore { name, file, db } => {
            let felt = db.open()?;
            let r = match (file, name) {
                (Some(path), _) => felt.restore_file(&path)?,
                (None, Some(name)) => felt.restore_backup(&name)?,
                (None, None) => anyhow::bail!("name a backup or give --file PATH"),
            };
            println!(
                "Restored {} into {}: {}.",
                r.from,
                db.path().display(),
                felt_core::words::count(r.events as u64, "event", "events")
            );
            println!(
                "The database as it was is kept as backup {} (felt backup restore {} undoes this).",
                r.saved_as, r.saved_as
            );
            Ok(())
        }
    }
}

fn reason_words(r: BackupReason) -> &'static str {
    match r {
        BackupReason::Level => "a level began",
        BackupReason::Break => "a break began",
        BackupReason::Timer => "ten minutes of play",
        BackupReason::Manual => "taken by the TD",
        BackupReason::BeforeRestore => "before a restore",
    }
}
