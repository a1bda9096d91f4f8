//! `felt seat`: a seat draw for a field, printed as a chart or as JSON.
//!
//! The draw is `api::calc::seat_draw`, the one `POST /api/seat-draw` calls; this shell
//! parses the flags, lets the app pick a seed when none is given (so the draw can be
//! replayed with `--seed`) and prints. `--cards` and `--lists` print the drawn room's
//! seat cards and table lists to PDF (players are named "Player 1" to "Player N"), until
//! the floor paper is wired to real events.

use crate::api::calc::{self, SeatDraw, SeatDrawRequest, ShootoutDraw};
use crate::paper::PaperSize;
use std::path::PathBuf;

/// Arguments of `felt seat`.
#[derive(Debug, clap::Args)]
pub struct SeatArgs {
    /// Number of entries; players are numbered 1..=N.
    #[arg(long)]
    pub players: u32,
    /// Seats per table.
    #[arg(long)]
    pub seats: u8,
    /// Lay the field out as a shootout (tables filled evenly, never balanced).
    #[arg(long)]
    pub shootout: bool,
    /// Players advancing from each shootout table (default 1).
    #[arg(long, requires = "shootout")]
    pub advance: Option<u32>,
    /// Seed of the draw; the same seed gives the same draw. Default: a fresh random seed.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print JSON instead of a chart, as `POST /api/seat-draw` answers.
    #[arg(long)]
    pub json: bool,
    /// Also write the seat cards of the draw to this PDF.
    #[arg(long, value_name = "PDF")]
    pub cards: Option<PathBuf>,
    /// Also write the table lists of the draw to this PDF.
    #[arg(long, value_name = "PDF")]
    pub lists: Option<PathBuf>,
    /// Paper size of the PDFs.
    #[arg(long, default_value_t, ignore_case = true)]
    pub paper: PaperSize,
}

/// Runs `felt seat`.
pub fn run(args: SeatArgs) -> anyhow::Result<()> {
    let req = SeatDrawRequest {
        players: args.players,
        seats: args.seats,
        shootout: args.shootout.then_some(ShootoutDraw {
            advance: args.advance,
        }),
        seed: args.seed,
    };
    let draw = calc::seat_draw(&req, rand::random)?;
    write_paper(&args, &draw)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&draw)?);
    } else {
        print!("{}", draw_text(&draw));
    }
    Ok(())
}

fn draw_text(draw: &SeatDraw) -> String {
    let mut out = format!("{}\n", draw.title);
    for t in &draw.chart.tables {
        let seats: Vec<String> = t
            .seats
            .iter()
            .map(|s| format!("{}:{}", s.seat, s.player))
            .collect();
        out += &format!(
            "Table {:>3} ({})  {}\n",
            t.table,
            felt_core::words::count(t.seats.len() as u64, "player", "players"),
            seats.join("  ")
        );
    }
    if let Some(plan) = &draw.shootout {
        for r in &plan.rounds {
            out += &format!(
                "Round {}: {} at {}, {} advance\n",
                r.round,
                felt_core::words::count(u64::from(r.players), "player", "players"),
                felt_core::words::count(r.tables.len() as u64, "table", "tables"),
                r.advancing
            );
        }
        for w in &plan.warnings {
            out += &format!("Warning: {w}\n");
        }
        for p in &plan.proposals {
            let rounds: Vec<String> = p
                .rounds
                .iter()
                .map(|r| {
                    format!(
                        "{} ({})",
                        felt_core::words::count(r.tables.len() as u64, "table", "tables"),
                        felt_core::words::count(u64::from(r.byes), "bye", "byes")
                    )
                })
                .collect();
            out += &format!("Proposal ({:?}): {}\n", p.kind, rounds.join(" -> "));
        }
    }
    out
}

/// Writes the seat cards and table lists asked for.
fn write_paper(args: &SeatArgs, draw: &SeatDraw) -> anyhow::Result<()> {
    if let Some(path) = &args.cards {
        let l = super::locale();
        super::paper::write_pdf(&draw.seat_cards(l), args.paper, path, l)?;
    }
    if let Some(path) = &args.lists {
        let l = super::locale();
        super::paper::write_pdf(&draw.table_lists(l), args.paper, path, l)?;
    }
    Ok(())
}
