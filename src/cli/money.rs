//! `felt payouts`, `felt icm` and `felt chop`: the prize and deal calculators.
//!
//! Amounts are integers in the event's minor units (cents, or points in a home game);
//! stacks are chips. Each command parses its flags into the calculator's request, calls
//! the same `api::calc` function as the HTTP server and prints the answer.

use crate::api::ApiError;
use crate::api::calc::{self, ChopRequest, IcmRequest, PayoutSplit, PayoutsRequest};
use felt_core::rules::deal::{DealOutcome, EquityMethod, Saver};
use felt_core::rules::payout::{CurveParams, Payout, PayoutBasis, Paytable};
use felt_core::words::{chips, count};

/// Prizes for an event: a payout table row, the payout curve, or satellite seats.
///
/// With neither --table, --table-file nor --curve, the BARGE 2025 table is used; fields
/// beyond a table's last row are paid by the curve. Prizes are multiples of the
/// increment; a pool that is not a multiple of it leaves its odd units with first place.
#[derive(Debug, clap::Args)]
pub struct PayoutsArgs {
    /// Entries (entries plus re-entries).
    #[arg(long)]
    entries: u32,
    /// Prize pool in minor units (cents) or points.
    #[arg(long)]
    pool: u64,
    /// A payout table shipped with Felt.
    #[arg(
        long,
        conflicts_with_all = ["curve", "table_file"],
        value_parser = clap::builder::PossibleValuesParser::new(Paytable::builtin_names()),
    )]
    table: Option<String>,
    /// A payout table file in Felt's TOML format (see structures/payouts/).
    #[arg(long, conflicts_with = "curve")]
    table_file: Option<std::path::PathBuf>,
    /// Use the payout curve (Musco-Sviridenko-Thaler power law, banded for big fields).
    #[arg(long)]
    curve: bool,
    /// Curve: first place's share of the pool, e.g. 0.25.
    #[arg(long, requires = "curve")]
    top_share: Option<f64>,
    /// Curve: the smallest prize (default 1.75 times --buy-in, or the pool per entry).
    #[arg(long, requires = "curve")]
    min_cash: Option<u64>,
    /// Curve: places paid (default 15% of the entries, rounded up).
    #[arg(long, requires = "curve")]
    paid: Option<u32>,
    /// Curve: the buy-in, used for the default min-cash.
    #[arg(long, requires = "curve")]
    buy_in: Option<u64>,
    /// Rounding increment (default: the table's own, else 1).
    #[arg(long)]
    increment: Option<u64>,
    /// Satellite: pay seats worth this much each, the rest in cash to the next place.
    #[arg(long, conflicts_with_all = ["table", "table_file", "curve"])]
    seat_value: Option<u64>,
    /// Satellite: the event the seats are for (default: "target event").
    #[arg(long, requires = "seat_value")]
    seat_event: Option<String>,
    /// Print JSON, as `POST /api/payouts` answers: {"places": [{"place": 1, "amount": A},
    /// ...], "basis": {...}}.
    #[arg(long)]
    json: bool,
}

/// Runs `felt payouts`.
pub fn run_payouts(args: PayoutsArgs) -> anyhow::Result<()> {
    let split = if let Some(seat_value) = args.seat_value {
        PayoutSplit::Satellite {
            seat_value,
            seat_event: args.seat_event,
        }
    } else if args.curve {
        PayoutSplit::Curve(CurveParams {
            paid: args.paid,
            top_share: args.top_share,
            min_cash: args.min_cash,
            buy_in: args.buy_in,
        })
    } else if let Some(path) = &args.table_file {
        let text = super::read_text(path)?;
        PayoutSplit::TableToml { text }
    } else if let Some(name) = args.table {
        PayoutSplit::Table { name }
    } else {
        PayoutSplit::default()
    };
    let req = PayoutsRequest {
        entries: args.entries,
        pool: args.pool,
        split,
        increment: args.increment,
    };
    let payout = calc::payouts(&req).map_err(|e| match (e, &args.table_file) {
        // Say which file the table came from.
        (e @ ApiError::Paytable(_), Some(path)) => {
            anyhow::Error::from(e).context(format!("in {}", path.display()))
        }
        (e, _) => e.into(),
    })?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&payout)?);
    } else {
        print!("{}", payout_text(&payout, req.pool));
    }
    Ok(())
}

fn payout_text(p: &Payout, pool: u64) -> String {
    let mut out = match &p.basis {
        PayoutBasis::Table {
            title,
            min_entries,
            max_entries,
            row_places,
        } => match row_places {
            None => format!("{title}, row for {min_entries}-{max_entries} entries\n"),
            Some(n) => format!(
                "{title}, row for {min_entries}-{max_entries} entries: {} of its {} \
                 (the pool pays no more at the increment)\n",
                p.places.len(),
                count(u64::from(*n), "place", "places")
            ),
        },
        PayoutBasis::Curve { used, beyond_table } => {
            let why = beyond_table
                .as_ref()
                .map(|t| format!(" (the field is beyond the rows of {t})"))
                .unwrap_or_default();
            format!(
                "Payout curve{why}: {} paid, min-cash {}, exponent {:.3}\n",
                chips(u64::from(used.paid)),
                chips(used.min_cash),
                used.exponent
            )
        }
        PayoutBasis::Satellite { seats, seat_value } => {
            format!(
                "Satellite: {} worth {} each\n",
                count(u64::from(*seats), "seat", "seats"),
                chips(*seat_value)
            )
        }
    };
    out += &format!("{:>6}  {:>14}  {:>6}\n", "Place", "Prize", "Share");
    for place in &p.places {
        let share = 100.0 * place.amount as f64 / pool.max(1) as f64;
        let seat = place
            .seat
            .as_ref()
            .map(|e| format!("  seat in {e}"))
            .unwrap_or_default();
        out += &format!(
            "{:>6}  {:>14}  {:>5.2}%{seat}\n",
            place.place,
            chips(place.amount),
            share
        );
    }
    out += &format!(
        "{:>6}  {:>14}\n",
        "Total",
        chips(p.amounts().iter().sum::<u64>())
    );
    out
}

/// Stacks, prizes and deal terms shared by `felt icm` and `felt chop`.
#[derive(Debug, clap::Args)]
pub struct DealArgs {
    /// Chip counts of the players left, comma-separated; results come in this order.
    #[arg(long, value_delimiter = ',', required = true)]
    stacks: Vec<u64>,
    /// Prizes still to be paid, first place first, comma-separated (at most one per
    /// player; missing places pay 0).
    #[arg(long, value_delimiter = ',', required = true)]
    prizes: Vec<u64>,
    /// A saver PLACE=AMOUNT (repeatable): AMOUNT is paid to PLACE out of first place's
    /// prize before anything is split, e.g. --saver 5=10000.
    #[arg(long = "saver", value_parser = parse_saver)]
    savers: Vec<Saver>,
    /// Partial chop: keep this much of first place's prize to play for and split the rest
    /// now; the eventual winner takes it.
    #[arg(long, default_value_t = 0)]
    play_for: u64,
    /// Print JSON, as `POST /api/icm` and `POST /api/chop` answer: {"equities": [...],
    /// "method": {...}, "prizes_split": [...], "play_for": X}.
    #[arg(long)]
    json: bool,
}

/// ICM (Malmuth-Harville) deal: exact up to 24 players, a seeded Monte Carlo estimate
/// beyond (reported with its 99% error bound per player). Up to 10,000 players.
#[derive(Debug, clap::Args)]
pub struct IcmArgs {
    #[command(flatten)]
    deal: DealArgs,
    /// Seed of the Monte Carlo estimate (only used beyond the exact limit).
    #[arg(long, default_value_t = calc::ICM_SEED)]
    seed: u64,
    /// Finishing orders drawn by the Monte Carlo estimate (default 500,000, fewer when
    /// that would pass Felt's limit of 20,000,000 draws, one per player per sample).
    #[arg(long)]
    samples: Option<u32>,
}

/// Chip chop: everyone gets the next place's prize plus a share of the rest by chips.
#[derive(Debug, clap::Args)]
pub struct ChopArgs {
    #[command(flatten)]
    deal: DealArgs,
}

fn parse_saver(s: &str) -> Result<Saver, String> {
    let (place, amount) = s
        .split_once('=')
        .ok_or_else(|| format!("expected PLACE=AMOUNT, got {s:?}"))?;
    Ok(Saver {
        place: place
            .trim()
            .parse()
            .map_err(|_| format!("bad place {place:?} in {s:?}"))?,
        amount: amount
            .trim()
            .parse()
            .map_err(|_| format!("bad amount {amount:?} in {s:?}"))?,
    })
}

/// Runs `felt icm`.
pub fn run_icm(args: IcmArgs) -> anyhow::Result<()> {
    let d = args.deal;
    let outcome = calc::icm(&IcmRequest {
        stacks: d.stacks.clone(),
        prizes: d.prizes,
        savers: d.savers,
        play_for: d.play_for,
        seed: Some(args.seed),
        samples: args.samples,
    })?;
    print_deal(&d.stacks, &outcome, d.json)
}

/// Runs `felt chop`.
pub fn run_chop(args: ChopArgs) -> anyhow::Result<()> {
    let d = args.deal;
    let outcome = calc::chop(&ChopRequest {
        stacks: d.stacks.clone(),
        prizes: d.prizes,
        savers: d.savers,
        play_for: d.play_for,
    })?;
    print_deal(&d.stacks, &outcome, d.json)
}

fn print_deal(stacks: &[u64], outcome: &DealOutcome, json: bool) -> anyhow::Result<()> {
    if json {
        println!("{}", serde_json::to_string_pretty(outcome)?);
    } else {
        print!("{}", deal_text(stacks, outcome));
    }
    Ok(())
}

fn deal_text(stacks: &[u64], d: &DealOutcome) -> String {
    let errors = match &d.shares.method {
        EquityMethod::ChipChop => None,
        EquityMethod::IcmExact => None,
        EquityMethod::IcmMonteCarlo { error_99, .. } => Some(error_99.clone()),
    };
    let mut out = match &d.shares.method {
        EquityMethod::ChipChop => "Chip chop: next place's prize each, the rest by chips\n".into(),
        EquityMethod::IcmExact => "ICM (Malmuth-Harville), exact\n".to_string(),
        EquityMethod::IcmMonteCarlo {
            exact_limit,
            seed,
            samples,
            ..
        } => format!(
            "ICM (Malmuth-Harville), Monte Carlo estimate: exact ICM stops at {} and this \
             deal has {}; {}, seed {seed}; each amount is within its ± of the exact one 99 \
             times in 100\n",
            count(*exact_limit as u64, "player", "players"),
            chips(stacks.len() as u64),
            count(u64::from(*samples), "sample", "samples")
        ),
    };
    let split: Vec<String> = d.prizes_split.iter().map(u64::to_string).collect();
    out += &format!("Prizes split: {}\n", split.join(", "));
    out += &format!("{:>6}  {:>14}  {:>14}", "Player", "Stack", "Gets now");
    out += if errors.is_some() {
        "  99% within\n"
    } else {
        "\n"
    };
    for (i, (stack, share)) in stacks.iter().zip(&d.shares.equities).enumerate() {
        out += &format!("{:>6}  {stack:>14}  {share:>14}", i + 1);
        match &errors {
            Some(e) => out += &format!("  ±{:.0}\n", e[i]),
            None => out += "\n",
        }
    }
    // Sums of a deal Felt answered fit: its limits keep them under 2^53.
    out += &format!(
        "{:>6}  {:>14}  {:>14}\n",
        "Total",
        stacks.iter().map(|&s| u128::from(s)).sum::<u128>(),
        d.shares
            .equities
            .iter()
            .map(|&e| u128::from(e))
            .sum::<u128>()
    );
    if d.play_for > 0 {
        out += &format!("Still to play for: {} (to the winner)\n", d.play_for);
    }
    out
}
