//! `felt event create|list`.

use super::db::DbArg;
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum EventCmd {
    /// Create an event from a structure file; prints the new event's id.
    Create {
        structure: PathBuf,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the events in the database.
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run(cmd: EventCmd) -> anyhow::Result<()> {
    match cmd {
        EventCmd::Create {
            structure,
            json,
            db,
        } => {
            let text = std::fs::read_to_string(&structure)
                .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", structure.display()))?;
            let felt = db.open()?;
            let created = felt.create_event(&structure.display().to_string(), &text)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&created)?);
            } else {
                for w in &created.warnings {
                    eprintln!("{w}");
                }
                println!("{}", created.id);
            }
            Ok(())
        }
        EventCmd::List { json, db } => {
            let events = db.open()?.events()?;
            if json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&serde_json::json!({ "events": events }))?
                );
            } else if events.is_empty() {
                println!("No events yet: create one with `felt event create STRUCTURE.toml`.");
            } else {
                for e in events {
                    let level = e.level.map(|l| format!("level {l}")).unwrap_or_default();
                    println!("{:>4}  {:<50}  {:?}  {level}", e.id, e.name, e.status);
                }
            }
            Ok(())
        }
    }
}
