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

/// `felt repair EVENT [--set-aside SEQ]`.
#[derive(Debug, clap::Args)]
pub struct RepairArgs {
    pub event: i64,
    /// Set aside (undo) this damaged record; without it, say what is damaged.
    #[arg(long, value_name = "SEQ")]
    pub set_aside: Option<u64>,
    #[command(flatten)]
    pub db: DbArg,
}

/// Shows an event's damaged record, or sets it aside.
pub fn repair(a: RepairArgs) -> anyhow::Result<()> {
    let felt = a.db.open()?;
    let Some(seq) = a.set_aside else {
        match felt.event_view(a.event)?.damage {
            None => println!("Event #{} is not damaged: nothing to repair.", a.event),
            Some(d) => {
                println!("{}", d.problem);
                println!(
                    "Repair: {}, with `felt repair {} --set-aside {}`.",
                    d.repair, a.event, d.seq
                );
            }
        }
        return Ok(());
    };
    let ack = felt.set_aside(a.event, seq)?;
    match ack.view.damage {
        None => println!("Set aside #{seq}: event #{} is open again.", a.event),
        Some(d) => println!("Set aside #{seq}. {}", d.problem),
    }
    Ok(())
}

pub fn run(cmd: EventCmd) -> anyhow::Result<()> {
    match cmd {
        EventCmd::Create {
            structure,
            json,
            db,
        } => {
            let text = super::read_text(&structure)?;
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
                    let damaged = if e.damaged {
                        format!("  DAMAGED: see `felt repair {}`", e.id)
                    } else {
                        String::new()
                    };
                    println!(
                        "{:>4}  {:<50}  {:?}  {level}{damaged}",
                        e.id, e.name, e.status
                    );
                }
            }
            Ok(())
        }
    }
}
