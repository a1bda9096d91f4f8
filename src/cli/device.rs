//! `felt device`: phones and tablets paired over the LAN, each with a token of limited
//! scope (the clock, the desk or one table of one event); the same as the console's
//! "Devices" panel and `/api/devices`.

use super::db::DbArg;
use crate::api::devices::{DeviceScope, PairRequest};
use clap::Subcommand;

super::choice_value!(DeviceScope);

#[derive(Subcommand, Debug)]
pub enum DeviceCmd {
    /// List the paired devices, with what each may do and its last use.
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Make a one-time pairing code (valid ten minutes) for a device; prints the path to
    /// open after the server's LAN address (the console shows it as a QR code).
    Pair {
        event: i64,
        /// What it may do: clock (run the event's clock only), desk (the desk's actions,
        /// not the structure, payouts lock or deals) or table (one table, --table: its
        /// busts, button and hand won).
        #[arg(long, value_enum, default_value = "desk")]
        scope: DeviceScope,
        /// The table, for --scope table.
        #[arg(long)]
        table: Option<u32>,
        /// A name for the device ("Floor phone").
        #[arg(long)]
        name: Option<String>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Revoke a device: its token is refused from now on.
    Revoke {
        device: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// An event's reports from its table devices: those waiting for the desk, then the
    /// latest decided. --wait makes the tables' reports wait for the desk from now on,
    /// --at-once applies them as they arrive.
    Reports {
        event: i64,
        #[arg(long, conflicts_with = "at_once")]
        wait: bool,
        #[arg(long)]
        at_once: bool,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Apply a waiting table report: logged as the device's action, confirmed at the desk.
    Apply {
        event: i64,
        report: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Decline a waiting table report: nothing is logged.
    Decline {
        event: i64,
        report: i64,
        #[command(flatten)]
        db: DbArg,
    },
}

fn print_report(r: &crate::api::reports::Report) {
    use crate::api::reports::ReportState;
    let state = match r.state {
        ReportState::Waiting if r.fits => "waiting".to_string(),
        ReportState::Waiting => "waiting (would be refused now)".to_string(),
        _ => r.note.clone().unwrap_or_default(),
    };
    println!(
        "{:>4}  {}  {}: {} [{state}]",
        r.id,
        when(Some(r.at_ms)),
        r.device,
        r.text
    );
}

fn when(ms: Option<i64>) -> String {
    ms.and_then(chrono::DateTime::from_timestamp_millis)
        .map(|t| {
            t.with_timezone(&chrono::Local)
                .format("%Y-%m-%d %H:%M")
                .to_string()
        })
        .unwrap_or_else(|| "never".into())
}

pub fn run(cmd: DeviceCmd) -> anyhow::Result<()> {
    match cmd {
        DeviceCmd::List { json, db } => {
            let devices = db.open()?.devices()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&devices)?);
                return Ok(());
            }
            if devices.is_empty() {
                println!("No device is paired.");
            }
            for d in devices {
                let state = match d.revoked_at_ms {
                    Some(t) => format!("revoked {}", when(Some(t))),
                    None => format!("last used {}", when(d.last_used_at_ms)),
                };
                println!("{:>4}  {}: {} ({state})", d.id, d.name, d.what);
            }
            Ok(())
        }
        DeviceCmd::Pair {
            event,
            scope,
            table,
            name,
            db,
        } => {
            let p = db.open()?.pair_device(&PairRequest {
                event,
                scope,
                table,
                name,
            })?;
            eprintln!(
                "A pairing code for {} (one use, until {}); open this after the server's \
                 LAN address, e.g. http://192.168.1.20:8080{}:",
                p.what,
                when(Some(p.expires_at_ms)),
                p.path
            );
            println!("{}", p.path);
            Ok(())
        }
        DeviceCmd::Reports {
            event,
            wait,
            at_once,
            json,
            db,
        } => {
            use crate::api::reports::TableReports;
            let felt = db.open()?;
            let view = match (wait, at_once) {
                (true, _) => felt.set_table_reports(event, TableReports::Desk)?,
                (_, true) => felt.set_table_reports(event, TableReports::AtOnce)?,
                _ => felt.reports(event)?,
            };
            if json {
                println!("{}", serde_json::to_string_pretty(&view)?);
                return Ok(());
            }
            println!(
                "Event #{event}: reports from the tables {}.",
                match view.mode {
                    TableReports::AtOnce => "apply as they arrive",
                    TableReports::Desk => "wait for the desk",
                }
            );
            if view.waiting.is_empty() {
                println!("None is waiting.");
            }
            for r in view.waiting.iter().chain(&view.decided) {
                print_report(r);
            }
            Ok(())
        }
        DeviceCmd::Apply { event, report, db } => {
            print_report(&db.open()?.decide_report(event, report, true)?);
            Ok(())
        }
        DeviceCmd::Decline { event, report, db } => {
            print_report(&db.open()?.decide_report(event, report, false)?);
            Ok(())
        }
        DeviceCmd::Revoke { device, db } => {
            let d = db.open()?.revoke_device(device)?;
            println!(
                "Device #{} ({}) is revoked: its token no longer works.",
                d.id, d.name
            );
            Ok(())
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum HostCmd {
    /// The names this Felt answers to besides loopback and this machine's own.
    List {
        #[command(flatten)]
        db: DbArg,
    },
    /// Answer to NAME (kept in the database: every later `felt serve` answers to it too).
    Allow {
        name: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// Stop answering to NAME.
    Forget {
        name: String,
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run_host(cmd: HostCmd) -> anyhow::Result<()> {
    let names = match cmd {
        HostCmd::List { db } => db.open()?.host_names()?,
        HostCmd::Allow { name, db } => db.open()?.allow_host(&name, true)?,
        HostCmd::Forget { name, db } => db.open()?.allow_host(&name, false)?,
    };
    if names.is_empty() {
        println!("Only loopback and this machine's own addresses and name.");
    }
    for n in names {
        println!("{n}");
    }
    Ok(())
}
