//! `felt series`: a week of events or a club season as one leaderboard, the same as
//! `/api/series`: create with a points rule, add and remove events, print the standings (or
//! preview another rule on them), change the rule.

use super::db::DbArg;
use crate::api::series::{SeriesSetup, SeriesView};
use anyhow::bail;
use felt_core::rules::series::{PointsRule, SeriesRule, points_text};

/// The points rule options shared by `create`, `standings --preview` and `rule`.
#[derive(Debug, Clone, clap::Args)]
pub struct RuleArgs {
    /// sqrt:SCALE (SCALE × √(entries ÷ place)), places:P1,P2,... (fixed by place),
    /// prizes, or prizes+bounties.
    #[arg(long)]
    pub points: Option<String>,
    /// Points for any finish past the listed places (with places:).
    #[arg(long, default_value_t = 0)]
    pub played: u32,
    /// A formula over entries, place, prize, buy_in, pool and bounties, e.g.
    /// "10 * math::sqrt(entries / place)".
    #[arg(long, conflicts_with = "points")]
    pub formula: Option<String>,
    /// Only each player's best N events count.
    #[arg(long)]
    pub best: Option<u32>,
}

impl RuleArgs {
    fn given(&self) -> bool {
        self.points.is_some() || self.formula.is_some()
    }

    fn rule(&self) -> anyhow::Result<SeriesRule> {
        let points = match (&self.points, &self.formula) {
            (_, Some(f)) => PointsRule::Formula {
                expression: f.clone(),
            },
            (Some(p), None) => match p.split_once(':') {
                Some(("sqrt", scale)) => PointsRule::SqrtEntries {
                    scale: scale.trim().parse().map_err(|_| {
                        anyhow::anyhow!("sqrt:{scale}: the scale is a whole number, e.g. sqrt:10")
                    })?,
                },
                Some(("places", list)) => PointsRule::ByPlace {
                    points: list
                        .split(',')
                        .map(|x| {
                            x.trim().parse::<u32>().map_err(|_| {
                                anyhow::anyhow!(
                                    "places:{list}: \"{x}\" is not a whole number of points"
                                )
                            })
                        })
                        .collect::<anyhow::Result<_>>()?,
                    played: self.played,
                },
                None if p == "prizes" => PointsRule::Prizes { bounties: false },
                None if p == "prizes+bounties" => PointsRule::Prizes { bounties: true },
                _ => bail!(
                    "--points {p}: say sqrt:SCALE, places:P1,P2,..., prizes or prizes+bounties (or --formula)"
                ),
            },
            (None, None) => bail!("give --points or --formula"),
        };
        Ok(SeriesRule {
            points,
            best_of: self.best,
        })
    }
}

#[derive(Debug, clap::Subcommand)]
pub enum SeriesCmd {
    /// Make a series with a points rule, and optionally its first events.
    Create {
        name: String,
        #[command(flatten)]
        rule: RuleArgs,
        /// Events to put in it now (their numbers, comma-separated).
        #[arg(long, value_delimiter = ',')]
        events: Vec<i64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the series.
    List {
        #[command(flatten)]
        db: DbArg,
    },
    /// Print a series' standings sheet to a PDF file.
    Sheet {
        series: i64,
        #[arg(short, long)]
        output: std::path::PathBuf,
        #[arg(long, default_value_t, ignore_case = true)]
        paper: crate::paper::PaperSize,
        #[command(flatten)]
        db: DbArg,
    },
    /// Put an event in a series.
    Add {
        series: i64,
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Take an event out of a series.
    Remove {
        series: i64,
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// The leaderboard; with a rule's options, what that rule would give (nothing kept).
    Standings {
        series: i64,
        #[command(flatten)]
        rule: RuleArgs,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Keep a new points rule.
    Rule {
        series: i64,
        #[command(flatten)]
        rule: RuleArgs,
        #[command(flatten)]
        db: DbArg,
    },
}

fn print(v: &SeriesView) {
    println!("{} (series #{}): {}", v.name, v.id, v.rule_text);
    for e in &v.events {
        println!(
            "  event #{} {} ({}{})",
            e.id,
            e.name,
            felt_core::words::count(u64::from(e.entries), "entry", "entries"),
            if e.finished { "" } else { ", still running" }
        );
    }
    if let Some(problem) = &v.problem {
        println!(
            "  {problem}: set another rule with `felt series rule {}`",
            v.id
        );
    }
    for s in &v.standings {
        let counted: Vec<String> = s
            .events
            .iter()
            .map(|e| {
                format!(
                    "{}{} {}{}",
                    if e.dropped { "(" } else { "" },
                    ordinal(e.place),
                    points_text(e.points),
                    if e.dropped { ")" } else { "" }
                )
            })
            .collect();
        println!(
            "{:>3}{} {:<24} {:>9}   {}",
            s.rank,
            if s.tied { "=" } else { "." },
            s.player,
            points_text(s.points),
            counted.join(", ")
        );
    }
}

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

pub fn run(cmd: SeriesCmd) -> anyhow::Result<()> {
    match cmd {
        SeriesCmd::Create {
            name,
            rule,
            events,
            db,
        } => print(&db.open()?.create_series(&SeriesSetup {
            name,
            rule: rule.rule()?,
            events,
        })?),
        SeriesCmd::Sheet {
            series,
            output,
            paper,
            db,
        } => {
            let asked = felt_core::lang::Asked::named(super::locale());
            std::fs::write(&output, db.open()?.series_sheet(series, paper, asked)?)?
        }
        SeriesCmd::List { db } => {
            for s in db.open()?.series_list()? {
                let events = felt_core::words::count(u64::from(s.events), "event", "events");
                println!("#{:<4} {} ({events})", s.id, s.name);
            }
        }
        SeriesCmd::Add { series, event, db } => print(&db.open()?.series_add(series, event)?),
        SeriesCmd::Remove { series, event, db } => print(&db.open()?.series_remove(series, event)?),
        SeriesCmd::Standings {
            series,
            rule,
            json,
            db,
        } => {
            let preview = if rule.given() {
                Some(rule.rule()?)
            } else {
                None
            };
            let v = db.open()?.series_view(series, preview.as_ref())?;
            if json {
                println!("{}", serde_json::to_string_pretty(&v)?);
            } else {
                print(&v);
            }
        }
        SeriesCmd::Rule { series, rule, db } => {
            print(&db.open()?.set_series_rule(series, &rule.rule()?)?)
        }
    }
    Ok(())
}
