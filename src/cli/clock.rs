//! `felt clock ...`, `felt undo`, `felt redo`: TD commands on one event's clock.

use super::db::DbArg;
use super::run::execute;
use felt_core::engine::{ClockAction, Command, CountCommand, Counter};
use felt_core::lang::{Arg, Locale};
use felt_core::view::clock::ClockView;
use felt_core::words::clock as format_duration_ms;

#[derive(Debug, clap::Subcommand)]
pub enum ClockCmd {
    /// Start the clock.
    Start {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Pause the clock.
    Pause {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Resume the clock.
    Resume {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Move to the next level (or break).
    Next {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Go back to the previous level (or break).
    Prev {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add SECONDS to the current level (negative subtracts).
    Add {
        event: i64,
        #[arg(allow_negative_numbers = true)]
        seconds: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Set the time left in the current level to SECONDS.
    Set {
        event: i64,
        seconds: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// End the day's play.
    EndDay {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Show the clock view.
    Show {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
}

/// `felt count EVENT entries|players|add-ons DELTA`.
#[derive(Debug, clap::Args)]
pub struct CountArgs {
    pub event: i64,
    #[arg(value_parser = super::choice_parser::<Counter>())]
    pub counter: Counter,
    #[arg(allow_negative_numbers = true)]
    pub delta: i32,
    #[command(flatten)]
    pub db: DbArg,
}

/// `felt actions EVENT`: the recent actions, newest first, each with its number, in the
/// CLI's language.
pub fn actions(db: &DbArg, event: i64, json: bool) -> anyhow::Result<()> {
    let l = super::locale();
    let view = db
        .open()?
        .event_view_in(event, felt_core::lang::Asked::named(l))?;
    if json {
        println!("{}", serde_json::to_string_pretty(&view.recent_actions)?);
        return Ok(());
    }
    for a in &view.recent_actions {
        let mut line = a.text.clone();
        if let Some(b) = &a.by {
            line = l.say(
                "action-cli-from",
                &[("action", Arg::Text(&line)), ("device", Arg::Text(b))],
            );
        }
        if a.undone {
            line = l.say("action-cli-undone", &[("action", Arg::Text(&line))]);
        }
        println!("#{:<5} {line}", a.seq);
    }
    Ok(())
}

pub fn run(cmd: ClockCmd) -> anyhow::Result<()> {
    let (db, event, command) = match cmd {
        ClockCmd::Start { event, db } => (db, event, Command::Clock(ClockAction::Start)),
        ClockCmd::Pause { event, db } => (db, event, Command::Clock(ClockAction::Pause)),
        ClockCmd::Resume { event, db } => (db, event, Command::Clock(ClockAction::Resume)),
        ClockCmd::Next { event, db } => (db, event, Command::Clock(ClockAction::NextLevel)),
        ClockCmd::Prev { event, db } => (db, event, Command::Clock(ClockAction::PreviousLevel)),
        ClockCmd::Add { event, seconds, db } => (
            db,
            event,
            Command::Clock(ClockAction::AddTime {
                ms: seconds.saturating_mul(1000),
            }),
        ),
        ClockCmd::Set { event, seconds, db } => (
            db,
            event,
            Command::Clock(ClockAction::SetRemaining {
                ms: seconds.saturating_mul(1000),
            }),
        ),
        ClockCmd::EndDay { event, db } => (db, event, Command::Clock(ClockAction::EndDay)),
        ClockCmd::Show { event, json, db } => {
            let l = super::locale();
            let view = db
                .open()?
                .clock_view_in(event, felt_core::lang::Asked::named(l))?;
            if json {
                println!("{}", serde_json::to_string_pretty(&view)?);
            } else {
                print!("{}", render(&view, l));
            }
            return Ok(());
        }
    };
    execute(&db, event, command)
}

pub fn count(a: CountArgs) -> anyhow::Result<()> {
    let counter = a.counter;
    execute(
        &a.db,
        a.event,
        Command::Count(CountCommand::Adjust {
            counter,
            delta: a.delta,
        }),
    )
}

/// The clock view as text for a terminal, in `l`'s words.
pub fn render(v: &ClockView, l: Locale) -> String {
    let say = |id: &str, args: &[(&str, Arg)]| l.say(id, args) + "\n";
    let mut out = String::new();
    let title = match v.event_number {
        Some(n) => format!("#{n} {}", v.event_name),
        None => v.event_name.clone(),
    };
    out.push_str(&format!("{title}\n"));
    let game = v
        .current
        .as_ref()
        .map(|c| format!(" — {}", c.game))
        .unwrap_or_default();
    let status = v.status.words_in(l);
    out.push_str(&format!("{}{game} — {status}\n", v.period_label));
    let time = |ms: i64| format_duration_ms(ms);
    out.push_str(&if v.past_last_level {
        say(
            "cli-clock-overtime",
            &[("time", Arg::Text(&time(v.overtime_ms)))],
        )
    } else {
        say(
            "cli-clock-time-left",
            &[("time", Arg::Text(&time(v.remaining_ms)))],
        )
    });
    if let Some(c) = &v.current {
        out.push_str(&say("cli-clock-stakes", &[("stakes", Arg::Text(&c.text))]));
    }
    match &v.next {
        Some(n) if n.is_break => out.push_str(&say(
            "cli-clock-next-break",
            &[("time", Arg::Text(&time(n.duration_ms)))],
        )),
        Some(n) => {
            if let Some(s) = &n.stakes {
                out.push_str(&say(
                    "cli-clock-next-level",
                    &[
                        ("level", Arg::Count(u64::from(s.level))),
                        ("game", Arg::Text(&s.game)),
                        ("stakes", Arg::Text(&s.text)),
                    ],
                ));
            }
        }
        None => out.push_str(&say("cli-clock-next-none", &[])),
    }
    if let Some(ms) = v.next_break_in_ms {
        out.push_str(&say(
            "cli-clock-break-in",
            &[("time", Arg::Text(&time(ms)))],
        ));
    }
    // The figures as the displays label them: entries, players left, average, pool.
    let figures: Vec<String> = v
        .stats
        .iter()
        .map(|f| format!("{} {}", f.label, f.value))
        .collect();
    out.push_str(&format!("{}\n", figures.join(" · ")));
    if let Some(p) = &v.payouts {
        let paid = Arg::Count(u64::from(p.paid));
        let basis = Arg::Text(&p.basis);
        let id = if p.bubble {
            "cli-clock-payouts-bubble"
        } else if p.in_the_money {
            "cli-clock-payouts-in-the-money"
        } else {
            "cli-clock-payouts"
        };
        out.push_str(&say(id, &[("paid", paid), ("basis", basis)]));
        if let Some(w) = &p.warning {
            out.push_str(&say(
                "cli-clock-payouts-warning",
                &[("warning", Arg::Text(w))],
            ));
        }
    }
    for n in &v.notices {
        out.push_str(&say("cli-clock-note", &[("note", Arg::Text(n))]));
    }
    out
}
