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
    /// Make the day 2 of flights (each flight's day ended, every survivor counted): the
    /// survivors carried in, the combined field and pool, the clock at the level play
    /// stopped at. Prints the new event's id.
    Day2 {
        /// The flights' event numbers.
        #[arg(required = true)]
        flights: Vec<i64>,
        /// A player who bagged in more than one flight: keep the best stack (best) or
        /// add every stack (all).
        #[arg(long, value_enum, default_value_t = Carry::Best)]
        rule: Carry,
        /// The day 2's name (default: the first flight's, made "Day 2").
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// An event's levels and breaks in words: the game, the stakes in the game's own
    /// terms, the time (the console's structure table).
    Levels {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the events in the database (archived ones too, marked).
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Archive an event (kept, out of the console's list), or put it back with --restore.
    Archive {
        event: i64,
        #[arg(long)]
        restore: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Write an event and its whole log as stored, as JSON (to stdout without --output).
    Export {
        event: i64,
        #[arg(long, short)]
        output: Option<PathBuf>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Delete an event; its log is first exported to deleted-events/ beside the database.
    /// Refused while its clock runs. Needs --yes.
    Delete {
        event: i64,
        #[arg(long)]
        yes: bool,
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
            let text =
                super::read_structure(&structure)?.map_err(|d| super::diagnostics_error(&d))?;
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
        EventCmd::Day2 {
            flights,
            rule,
            name,
            json,
            db,
        } => {
            let rule = match rule {
                Carry::Best => felt_core::field::FlightRule::BestStack,
                Carry::All => felt_core::field::FlightRule::AllStacks,
            };
            let made = db.open()?.day_two(&crate::api::days::DayTwoRequest {
                flights,
                rule,
                name,
            })?;
            if json {
                println!("{}", serde_json::to_string_pretty(&made)?);
            } else {
                eprintln!(
                    "{}: {} carried in with {} chips; {} in all; the clock starts at level {}",
                    made.name,
                    felt_core::words::count(u64::from(made.players), "player", "players"),
                    felt_core::words::chips(made.chips),
                    felt_core::words::count(u64::from(made.entries), "entry", "entries"),
                    made.level
                );
                println!("{}", made.id);
            }
            Ok(())
        }
        EventCmd::Levels { event, json, db } => {
            let v = db
                .open()?
                .levels_view(event, felt_core::lang::Asked::named(super::locale()))?;
            if json {
                println!("{}", serde_json::to_string_pretty(&v)?);
            } else {
                for p in &v.periods {
                    let what = match &p.stakes {
                        Some(st) => format!("{}: {}", st.game_title, st.line),
                        None => p.detail.clone(),
                    };
                    println!("{:<9} {:<8} {what}", p.label, p.time);
                }
            }
            Ok(())
        }
        EventCmd::Archive { event, restore, db } => {
            db.open()?.archive_event(event, !restore)?;
            println!(
                "Event #{event} {}",
                if restore {
                    "is back in the list"
                } else {
                    "is archived"
                }
            );
            Ok(())
        }
        EventCmd::Export { event, output, db } => {
            let x = db.open()?.export_event(event)?;
            let text = serde_json::to_string_pretty(&x)?;
            match output {
                Some(path) => {
                    // The log names the players: the file is the TD's alone.
                    std::io::Write::write_all(
                        &mut crate::private::create(&path)?,
                        text.as_bytes(),
                    )?;
                    eprintln!(
                        "{} written: event #{event} with {}",
                        path.display(),
                        felt_core::words::count(x.records.len() as u64, "record", "records")
                    );
                }
                None => println!("{text}"),
            }
            Ok(())
        }
        EventCmd::Delete { event, yes, db } => {
            if !yes {
                anyhow::bail!(
                    "deleting event #{event} cannot be undone in Felt (its log is exported first): add --yes"
                );
            }
            let d = db.open()?.delete_event(event)?;
            println!(
                "Event #{} ({}) deleted; its log is in {}",
                d.id, d.name, d.export
            );
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
                // `#` is the event's id (what every command's EVENT takes); the number a
                // series gives it (the structure's `number`, printed on the paper) is "no.".
                println!("{:>4}  {:<50}  {:<8}  status", "#", "event", "no.");
                for e in events {
                    let level = e.level.map(|l| format!(", level {l}")).unwrap_or_default();
                    let number = e.number.map(|n| n.to_string()).unwrap_or_default();
                    let damaged = if e.damaged {
                        format!("  DAMAGED: see `felt repair {}`", e.id)
                    } else {
                        String::new()
                    };
                    let archived = if e.archived { "  (archived)" } else { "" };
                    println!(
                        "{:>4}  {:<50}  {number:<8}  {}{level}{damaged}{archived}",
                        e.id,
                        e.name,
                        e.status.words()
                    );
                }
            }
            Ok(())
        }
    }
}

/// What `felt event day2` carries for a player who bagged in more than one flight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Carry {
    /// The best stack.
    Best,
    /// Every stack, added.
    All,
}
