//! `felt ante` and `felt chip-race`: floor calculators that need no event. Each parses its
//! flags into the calculator's request, calls the same `api::calc` function as the HTTP
//! server and prints the answer.

use super::choice;
use crate::api::calc::{self, AnteRequest, ChipRaceRequest, ChipRaceResult, EnteredCards};
use felt_core::rules::chip_race::RaceVariant;
use felt_core::structure::BigBlindAntePreset;

/// What the big blind posts to the big blind ante and to the blind.
#[derive(Debug, clap::Args)]
pub struct AnteArgs {
    /// The rule set.
    #[arg(long, value_parser = choice::<BigBlindAntePreset>())]
    pub rule: BigBlindAntePreset,
    #[arg(long)]
    pub small_blind: u64,
    #[arg(long)]
    pub big_blind: u64,
    /// Players dealt in at the table.
    #[arg(long)]
    pub players: u8,
    /// The big blind's stack before posting.
    #[arg(long)]
    pub stack: u64,
    /// The ante, overriding the rule set's own (TDA 2024 and BARGE: the big blind).
    #[arg(long)]
    pub ante: Option<u64>,
    /// Seats a table in the event (default 9): BARGE 2020 antes the small blind at six
    /// seats or fewer.
    #[arg(long)]
    pub table_size: Option<u8>,
    /// Print the calculation as JSON, as `GET /api/ante` answers.
    #[arg(long)]
    pub json: bool,
}

/// Prints what the big blind posts.
pub fn run_ante(args: AnteArgs) -> anyhow::Result<()> {
    let req = AnteRequest {
        rule: args.rule,
        small_blind: args.small_blind,
        big_blind: args.big_blind,
        ante: args.ante,
        table_size: args.table_size,
        players: args.players,
        stack: args.stack,
    };
    let c = calc::ante(&req)?;
    if args.json {
        println!("{}", serde_json::to_string(&c)?);
    } else {
        println!(
            "The big blind posts {} to the ante and {} to the blind ({} left behind).",
            c.ante, c.blind, c.behind
        );
    }
    Ok(())
}

/// Colour-up race at one table.
#[derive(Debug, clap::Args)]
pub struct ChipRaceArgs {
    /// The denomination being removed.
    #[arg(long)]
    pub remove: u64,
    /// The next chip in play, which the removed chips become.
    #[arg(long)]
    pub next: u64,
    /// Each seat's count of removed chips, seat 1 first: "7,2,0,5".
    #[arg(long, value_delimiter = ',')]
    pub counts: Vec<u64>,
    /// Each seat's count of other chips, when known (0 = nothing else: not raced out).
    #[arg(long, value_delimiter = ',')]
    pub others: Option<Vec<u64>>,
    /// The cards dealt, in order: "As,Kd,9c" or "As Kd 9c". Without it the app deals.
    #[arg(long, conflicts_with = "seed")]
    pub cards: Option<String>,
    /// Seed for the app's deal (picked by the app when not given; printed either way).
    #[arg(long)]
    pub seed: Option<u64>,
    /// How leftovers are settled (a race when not given).
    #[arg(long, value_parser = choice::<RaceVariant>())]
    pub variant: Option<RaceVariant>,
    /// Print the race as JSON, as `POST /api/chip-race` answers.
    #[arg(long)]
    pub json: bool,
}

/// Runs the race and prints each seat's chips and cards.
pub fn run_chip_race_cmd(args: ChipRaceArgs) -> anyhow::Result<()> {
    if let Some(others) = &args.others
        && others.len() != args.counts.len()
    {
        // The calculator refuses this too, in the words of its JSON fields.
        anyhow::bail!(
            "--others lists {} but --counts lists {}",
            felt_core::words::count(others.len() as u64, "seat", "seats"),
            args.counts.len()
        );
    }
    let req = ChipRaceRequest {
        remove: args.remove,
        next: args.next,
        counts: args.counts,
        others: args.others.map(|o| o.into_iter().map(Some).collect()),
        cards: args.cards.as_deref().map(EnteredCards::in_order),
        seed: args.seed,
        variant: args.variant,
    };
    let race = calc::chip_race(&req, rand::random)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&race)?);
    } else {
        print!("{}", race_text(&race));
    }
    Ok(())
}

fn race_text(race: &ChipRaceResult) -> String {
    let mut out = format!(
        "Colour-up {} into {}: {} of {} raced, rounding {:+}.\n",
        race.remove,
        race.next,
        felt_core::words::count(race.chips_raced, "chip", "chips"),
        race.next,
        race.rounding
    );
    for s in &race.seats {
        let extra = if s.race_out_chip {
            ", +1 so not raced out"
        } else {
            ""
        };
        let cards = if s.cards.is_empty() {
            String::new()
        } else {
            format!(" (cards {})", s.cards.join(" "))
        };
        out += &format!(
            "seat {}: {} x {} -> {} exchanged, {} raced{extra}{cards}\n",
            s.seat, s.count, race.remove, s.exchanged, s.raced
        );
    }
    if let Some(seed) = race.seed {
        out += &format!("seed {seed}\n");
    }
    out
}
