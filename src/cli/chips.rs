//! `felt ante` and `felt chip-race`: floor calculators that need no event.

use anyhow::Context;
use felt_core::ante::{AnteError, big_blind_posting, calculator_level};
use felt_core::chip_race::{ChipRaceInput, RaceDeal, RaceSeat, RaceVariant, run_chip_race};
use felt_core::structure::{BigBlindAntePreset, BigBlindAnteRule};

/// The rule set names accepted by `--rule`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum RuleArg {
    #[value(name = "tda-2024")]
    Tda2024,
    #[value(name = "barge-2020")]
    Barge2020,
    #[value(name = "barge-2024")]
    Barge2024,
}

/// What the big blind posts to the big blind ante and to the blind.
#[derive(Debug, clap::Args)]
pub struct AnteArgs {
    #[arg(long, value_enum)]
    pub rule: RuleArg,
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
    /// The level's ante (the TDA 2024 rule takes the ante from the level).
    #[arg(long)]
    pub ante: Option<u64>,
    #[arg(long)]
    pub json: bool,
}

/// Prints what the big blind posts.
pub fn run_ante(args: AnteArgs) -> anyhow::Result<()> {
    let preset = match args.rule {
        RuleArg::Tda2024 => BigBlindAntePreset::Tda2024,
        RuleArg::Barge2020 => BigBlindAntePreset::Barge2020,
        RuleArg::Barge2024 => BigBlindAntePreset::Barge2024,
    };
    let rule = BigBlindAnteRule::from_preset(preset);
    let level = calculator_level(&rule, args.small_blind, args.big_blind, args.ante).map_err(
        |e| match e {
            // Name the flag the CLI user types.
            AnteError::LevelAnteNeeded => anyhow::anyhow!(
                "this rule takes the ante from the level: give --ante (often the big blind)"
            ),
            AnteError::LevelAnteUnused(_) => {
                anyhow::anyhow!("this rule sets the ante from the blinds: leave out --ante")
            }
            e => e.into(),
        },
    )?;
    let posting = big_blind_posting(&rule, level, args.players, args.stack)?;
    if args.json {
        println!("{}", serde_json::to_string(&posting)?);
    } else {
        println!(
            "The big blind posts {} to the ante and {} to the blind ({} left behind).",
            posting.ante,
            posting.blind,
            args.stack - posting.ante - posting.blind
        );
    }
    Ok(())
}

/// The race variant names accepted by `--variant`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum VariantArg {
    Race,
    OnePerWinner,
    Round,
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
    /// The cards dealt, in order: "As,Kd,9c". Without it the app deals.
    #[arg(long)]
    pub cards: Option<String>,
    /// Seed for the app's deal (random when not given; printed either way).
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, value_enum, default_value = "race")]
    pub variant: VariantArg,
    #[arg(long)]
    pub json: bool,
}

/// Runs the race and prints each seat's chips and cards.
pub fn run_chip_race_cmd(args: ChipRaceArgs) -> anyhow::Result<()> {
    if let Some(others) = &args.others
        && others.len() != args.counts.len()
    {
        anyhow::bail!(
            "--others lists {} seats but --counts lists {}",
            others.len(),
            args.counts.len()
        );
    }
    let seats = args
        .counts
        .iter()
        .enumerate()
        .map(|(i, &count)| RaceSeat {
            count,
            other_chips: args.others.as_ref().map(|o| o[i]),
        })
        .collect();
    let variant = match args.variant {
        VariantArg::Race => RaceVariant::Race,
        VariantArg::OnePerWinner => RaceVariant::OnePerWinner,
        VariantArg::Round => RaceVariant::Round,
    };
    let deal = match (&args.cards, args.seed) {
        (Some(_), Some(_)) => anyhow::bail!("give either --cards or --seed, not both"),
        (Some(text), None) => RaceDeal::Entered(
            text.split(',')
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect(),
        ),
        (None, Some(seed)) => RaceDeal::Seeded(seed),
        // The shell, not the core, draws the seed; the result records it.
        (None, None) => RaceDeal::Seeded(rand::random()),
    };
    let input = ChipRaceInput {
        remove: args.remove,
        next: args.next,
        seats,
        variant,
        deal,
    };
    let race = run_chip_race(&input).context("chip race")?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&race)?);
        return Ok(());
    }
    println!(
        "Colour-up {} into {}: {} chip(s) of {} raced, rounding {:+}.",
        race.remove, race.next, race.chips_raced, race.next, race.rounding
    );
    for s in &race.seats {
        let cards: Vec<String> = s.cards.iter().map(ToString::to_string).collect();
        let extra = if s.race_out_chip {
            ", +1 so not raced out"
        } else {
            ""
        };
        println!(
            "seat {}: {} x {} -> {} exchanged, {} raced{extra}{}",
            s.seat,
            s.count,
            race.remove,
            s.exchanged,
            s.raced,
            if cards.is_empty() {
                String::new()
            } else {
                format!(" (cards {})", cards.join(" "))
            }
        );
    }
    if let Some(seed) = race.seed {
        println!("seed {seed}");
    }
    Ok(())
}
