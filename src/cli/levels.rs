//! `felt level ...` and `felt break ...`: changes to a running event's structure. Levels
//! are named by their number as the clock shows it; each subcommand sends the same
//! structure command as the console and prints the change in words.

use super::db::DbArg;
use super::run::execute;
use felt_core::engine::{Command, StructureCommand};
use felt_core::structure::{Period, Structure};

#[derive(Debug, clap::Subcommand)]
pub enum LevelCmd {
    /// Make level LEVEL (the one in play or a later one) last MINUTES.
    Minutes {
        event: i64,
        level: u32,
        minutes: u32,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add a level after the last one, or before level --before.
    Add {
        event: i64,
        #[command(flatten)]
        level: LevelArgs,
        /// Put it before this level (it takes that number; later levels move one up).
        #[arg(long, value_name = "LEVEL")]
        before: Option<u32>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Play a later level LEVEL with other stakes (or game, or length).
    Edit {
        event: i64,
        level: u32,
        #[command(flatten)]
        level_args: LevelArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add the next level after the last as the structure says (`after_last`: the last
    /// round of levels again, or doubled). Felt does it by itself when the last level
    /// begins, unless the structure says to stop.
    Next {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
}

/// A level as typed at the desk.
#[derive(Debug, clap::Args)]
pub struct LevelArgs {
    /// The stakes as a structure file writes them: "100/200".
    #[arg(long)]
    pub stakes: String,
    /// One of the event's games, by id or name (default: the level before's game).
    #[arg(long)]
    pub game: Option<String>,
    /// An ante, where the game takes one.
    #[arg(long)]
    pub ante: Option<u64>,
    /// A bring-in, for stud games.
    #[arg(long)]
    pub bring_in: Option<u64>,
    /// Its length (default: the level before's length).
    #[arg(long)]
    pub minutes: Option<u32>,
}

#[derive(Debug, clap::Subcommand)]
pub enum BreakCmd {
    /// An unscheduled break of MINUTES starting now; the level in play goes on after it
    /// with the time it had left.
    Now {
        event: i64,
        minutes: u32,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add a break of MINUTES after the last level, or before level --before.
    Add {
        event: i64,
        minutes: u32,
        #[arg(long, value_name = "LEVEL")]
        before: Option<u32>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Make the break after level AFTER last MINUTES.
    Minutes {
        event: i64,
        #[arg(long, value_name = "LEVEL")]
        after: u32,
        minutes: u32,
        #[command(flatten)]
        db: DbArg,
    },
}

/// The period of level `number`: the last period with that number, so a level continued
/// after an unscheduled break is named by its continuation.
fn level_period(s: &Structure, event: i64, number: u32) -> anyhow::Result<usize> {
    s.periods
        .iter()
        .rposition(|p| matches!(p, Period::Level(l) if l.number == number))
        .ok_or_else(|| {
            let last = s.levels().map(|l| l.number).max().unwrap_or(0);
            anyhow::anyhow!("event {event} has no level {number} (its levels are 1 to {last})")
        })
}

/// The break right after level `after`.
fn break_after(s: &Structure, event: i64, after: u32) -> anyhow::Result<usize> {
    let p = level_period(s, event, after)? + 1;
    match s.periods.get(p) {
        Some(Period::Break(_)) => Ok(p),
        _ => anyhow::bail!("event {event} has no break after level {after}"),
    }
}

pub fn run_level(cmd: LevelCmd) -> anyhow::Result<()> {
    let (db, event, command) = match cmd {
        LevelCmd::Minutes {
            event,
            level,
            minutes,
            db,
        } => {
            let s = db.open()?.structure(event)?;
            let period = level_period(&s, event, level)?;
            (
                db,
                event,
                StructureCommand::PeriodMinutes { period, minutes },
            )
        }
        LevelCmd::Add {
            event,
            level,
            before,
            db,
        } => {
            let before = match before {
                Some(n) => Some(level_period(&db.open()?.structure(event)?, event, n)?),
                None => None,
            };
            let c = StructureCommand::AddLevel {
                before,
                game: level.game,
                stakes: level.stakes,
                ante: level.ante,
                bring_in: level.bring_in,
                minutes: level.minutes,
            };
            (db, event, c)
        }
        LevelCmd::Edit {
            event,
            level,
            level_args: a,
            db,
        } => {
            let period = level_period(&db.open()?.structure(event)?, event, level)?;
            let c = StructureCommand::EditLevel {
                period,
                game: a.game,
                stakes: a.stakes,
                ante: a.ante,
                bring_in: a.bring_in,
                minutes: a.minutes,
            };
            (db, event, c)
        }
        LevelCmd::Next { event, db } => (db, event, StructureCommand::Extend),
    };
    execute(&db, event, Command::Structure(command))
}

pub fn run_break(cmd: BreakCmd) -> anyhow::Result<()> {
    let (db, event, command) = match cmd {
        BreakCmd::Now { event, minutes, db } => (db, event, StructureCommand::BreakNow { minutes }),
        BreakCmd::Add {
            event,
            minutes,
            before,
            db,
        } => {
            let before = match before {
                Some(n) => Some(level_period(&db.open()?.structure(event)?, event, n)?),
                None => None,
            };
            (db, event, StructureCommand::AddBreak { before, minutes })
        }
        BreakCmd::Minutes {
            event,
            after,
            minutes,
            db,
        } => {
            let period = break_after(&db.open()?.structure(event)?, event, after)?;
            (
                db,
                event,
                StructureCommand::PeriodMinutes { period, minutes },
            )
        }
    };
    execute(&db, event, Command::Structure(command))
}
