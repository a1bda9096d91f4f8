//! `felt seat`: a seat draw for a field, printed as a chart or as JSON.
//!
//! The draw itself is the core's; this shell only picks a seed from the operating system
//! when none is given (so the draw can be replayed with `--seed`) and prints. `--cards`
//! and `--lists` print the drawn room's seat cards and table lists to PDF (players are
//! named "Player 1" to "Player N"), until the floor paper is wired to real events.

use crate::paper::PaperSize;
use anyhow::Context;
use felt_core::floor_paper::{Names, seat_cards, table_lists};
use felt_core::seating::draw::draw_room;
use felt_core::seating::shootout::{self, ShootoutPlan, ShootoutRound, ShootoutSettings};
use felt_core::seating::{Seating, SeatingChart};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::Serialize;
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
    /// Players advancing from each shootout table.
    #[arg(long, default_value_t = 1, requires = "shootout")]
    pub advance: u32,
    /// Seed of the draw; the same seed gives the same draw. Default: a fresh random seed.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Print JSON instead of a chart.
    #[arg(long)]
    pub json: bool,
    /// Also write the seat cards of the draw to this PDF.
    #[arg(long, value_name = "PDF")]
    pub cards: Option<PathBuf>,
    /// Also write the table lists of the draw to this PDF.
    #[arg(long, value_name = "PDF")]
    pub lists: Option<PathBuf>,
    /// Paper size of the PDFs: a4 or letter.
    #[arg(long, default_value = "a4")]
    pub paper: PaperSize,
}

#[derive(Serialize)]
struct SeatOutput {
    #[serde(flatten)]
    chart: SeatingChart,
    seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    shootout: Option<ShootoutPlan>,
}

/// Runs `felt seat`.
pub fn run(args: SeatArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(rand::random::<u64>);
    let mut rng = StdRng::seed_from_u64(seed);
    let (seating, plan) = if args.shootout {
        let settings = ShootoutSettings {
            seats: args.seats,
            advance: args.advance,
            rounds: None,
        };
        let plan = shootout::plan(args.players, settings).context("laying out the shootout")?;
        let field: Vec<u32> = (1..=args.players).collect();
        let tables = plan.rounds[0].tables.len() as u32;
        let round = ShootoutRound::draw(1, &field, tables, args.seats, args.advance, &mut rng)
            .context("drawing round 1")?;
        (round.seating, Some(plan))
    } else {
        let seating = draw_room(args.players, args.seats, &mut rng).context("drawing seats")?;
        (seating, None)
    };
    write_paper(&args, &seating, seed)?;
    let chart = SeatingChart::from(&seating);
    if args.json {
        let out = SeatOutput {
            chart,
            seed,
            shootout: plan,
        };
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    println!(
        "Seat draw: {} players, {}-handed, seed {seed}",
        args.players, args.seats
    );
    for t in &chart.tables {
        let seats: Vec<String> = t
            .seats
            .iter()
            .map(|s| format!("{}:{}", s.seat, s.player))
            .collect();
        println!(
            "Table {:>3} ({} players)  {}",
            t.table,
            t.seats.len(),
            seats.join("  ")
        );
    }
    if let Some(plan) = plan {
        for r in &plan.rounds {
            println!(
                "Round {}: {} players at {} tables, {} advance",
                r.round,
                r.players,
                r.tables.len(),
                r.advancing
            );
        }
        for w in &plan.warnings {
            println!("Warning: {w}");
        }
        for p in &plan.proposals {
            let rounds: Vec<String> = p
                .rounds
                .iter()
                .map(|r| format!("{} tables ({} byes)", r.tables.len(), r.byes))
                .collect();
            println!("Proposal ({:?}): {}", p.kind, rounds.join(" -> "));
        }
    }
    Ok(())
}

/// Writes the seat cards and table lists asked for, of players named "Player 1..N".
fn write_paper(args: &SeatArgs, seating: &Seating, seed: u64) -> anyhow::Result<()> {
    let names: Names = (1..=args.players)
        .map(|p| (p, format!("Player {p}")))
        .collect();
    let title = format!(
        "Seat draw: {} players, {}-handed, seed {seed}",
        args.players, args.seats
    );
    if let Some(path) = &args.cards {
        super::paper::write_pdf(&seat_cards(&title, seating, &names), args.paper, path)?;
    }
    if let Some(path) = &args.lists {
        super::paper::write_pdf(&table_lists(&title, seating, &names), args.paper, path)?;
    }
    Ok(())
}
