//! The prize and deal calculators: the payouts of a field (a payout table row, the payout
//! curve or satellite seats) and a final-table deal (ICM or chip chop, with savers and an
//! amount kept to play for). Amounts are integer minor units (cents, or points in a home
//! game); stacks are chips. The maths is [`felt_core::rules::payout`]'s and
//! [`felt_core::rules::deal`]'s.

use crate::api::ApiError;
use felt_core::rules::deal::{DealMethod, DealOutcome, DealTerms, Saver, affordable_samples, deal};
use felt_core::rules::payout::{
    CurveParams, Payout, PayoutMethod, Paytable, payouts as split, satellite,
};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// The payouts of a field (`POST /api/payouts`, `felt payouts`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PayoutsRequest {
    /// Entries (entries plus re-entries): 1 to 1,000,000.
    pub entries: u32,
    /// Prize pool in minor units (cents) or points, at most 2^53 - 1.
    pub pool: u64,
    /// How the pool is split; the BARGE 2025 table when missing.
    #[serde(default)]
    pub split: PayoutSplit,
    /// Prizes are multiples of this (default: the table's own, else 1; for the curve a
    /// step as cash is counted out: 100 up to 1,000,000, 500 up to 10,000,000, 2,500
    /// above, 1 under 1,000). Satellite seats are paid whole and ignore it.
    #[serde(default)]
    pub increment: Option<u64>,
}

/// How a pool is split over the places.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum PayoutSplit {
    /// A payout table shipped with Felt, by name; fields beyond its last row are paid by
    /// the curve.
    Table {
        #[schema(schema_with = paytable_names)]
        name: String,
    },
    /// A TD's own payout table: the text of a file in Felt's TOML format.
    TableToml { text: String },
    /// The payout curve (Musco-Sviridenko-Thaler power law, banded for big fields).
    Curve(CurveParams),
    /// Seats worth `seat_value` each, the rest in cash to the next place.
    Satellite {
        seat_value: u64,
        /// The event the seats are for ("target event" when missing).
        #[serde(default)]
        seat_event: Option<String>,
    },
}

/// The shipped payout tables' names, as `Table` takes them.
fn paytable_names() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    felt_core::choice::names_schema(&Paytable::builtin_names())
}

impl Default for PayoutSplit {
    fn default() -> Self {
        PayoutSplit::Table {
            name: Paytable::default_name().to_string(),
        }
    }
}

/// The prizes of a field, best place first, with how they were worked out.
pub fn payouts(req: &PayoutsRequest) -> Result<Payout, ApiError> {
    let table = |t: Paytable| {
        let increment = t.increment;
        (PayoutMethod::Table(t), increment)
    };
    let (method, table_increment) = match &req.split {
        PayoutSplit::Satellite {
            seat_value,
            seat_event,
        } => {
            let event = seat_event.as_deref().unwrap_or("target event");
            return Ok(satellite(req.entries, req.pool, *seat_value, event)?);
        }
        PayoutSplit::Table { name } => table(Paytable::builtin(name)?),
        PayoutSplit::TableToml { text } => table(Paytable::from_toml(text)?),
        PayoutSplit::Curve(params) => (PayoutMethod::Curve(*params), None),
    };
    let increment = req
        .increment
        .or(table_increment)
        .unwrap_or_else(|| method.default_increment(req.pool));
    Ok(split(req.entries, req.pool, increment, &method)?)
}

/// A chip chop of the prizes left (`POST /api/chop`, `felt chop`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChopRequest {
    /// Chip counts of the players left; what each gets comes in this order. At most
    /// 10,000 players, their chips together at most 2^53 - 1.
    pub stacks: Vec<u64>,
    /// Prizes still to be paid, first place first, each no more than the one before (a
    /// list out of order is refused); at most one per player, missing places pay 0;
    /// together at most 2^53 - 1.
    pub prizes: Vec<u64>,
    /// Amounts paid to places out of first place's prize before anything is split.
    #[serde(default)]
    pub savers: Vec<Saver>,
    /// Kept from first place's prize for the eventual winner; the rest is split now.
    #[serde(default)]
    pub play_for: u64,
}

/// An ICM deal of the prizes left (`POST /api/icm`, `felt icm`): exact up to
/// 24 ([`felt_core::rules::limits::EXACT_ICM_MAX_PLAYERS`]) players, a seeded Monte Carlo estimate beyond.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IcmRequest {
    /// Chip counts of the players left; what each gets comes in this order. At most
    /// 10,000 players, their chips together at most 2^53 - 1.
    pub stacks: Vec<u64>,
    /// Prizes still to be paid, first place first, each no more than the one before (a
    /// list out of order is refused); at most one per player, missing places pay 0;
    /// together at most 2^53 - 1.
    pub prizes: Vec<u64>,
    /// Amounts paid to places out of first place's prize before anything is split.
    #[serde(default)]
    pub savers: Vec<Saver>,
    /// Kept from first place's prize for the eventual winner; the rest is split now.
    #[serde(default)]
    pub play_for: u64,
    /// Seed of the Monte Carlo estimate ([`ICM_SEED`] when missing, so the same stacks
    /// always give the same deal).
    #[serde(default)]
    pub seed: Option<u64>,
    /// Finishing orders the Monte Carlo estimate draws: when missing, [`ICM_SAMPLES`] or
    /// fewer, as Felt's limit of 20,000,000 draws (one per player per sample) allows;
    /// more than the limit is refused.
    #[serde(default)]
    pub samples: Option<u32>,
}

/// The seed of an ICM estimate when none is given.
pub const ICM_SEED: u64 = 1;
/// Finishing orders an ICM estimate draws when not told (fewer for fields so big that
/// these would pass [`felt_core::rules::limits::MAX_ICM_DRAWS`]).
pub const ICM_SAMPLES: u32 = 500_000;

/// What each player gets in an ICM deal, and how it was computed.
pub fn icm(req: &IcmRequest) -> Result<DealOutcome, ApiError> {
    let terms = DealTerms {
        method: DealMethod::Icm,
        savers: req.savers.clone(),
        play_for: req.play_for,
    };
    let seed = req.seed.unwrap_or(ICM_SEED);
    let samples = req
        .samples
        .unwrap_or_else(|| affordable_samples(req.stacks.len(), ICM_SAMPLES));
    let mut rng = StdRng::seed_from_u64(seed);
    Ok(deal(
        &req.stacks,
        &req.prizes,
        &terms,
        seed,
        &mut rng,
        samples,
    )?)
}

/// What each player gets in a chip chop: the next place's prize plus a share of the rest
/// by chips.
pub fn chop(req: &ChopRequest) -> Result<DealOutcome, ApiError> {
    let terms = DealTerms {
        method: DealMethod::ChipChop,
        savers: req.savers.clone(),
        play_for: req.play_for,
    };
    // A chip chop draws nothing: the seed and the sample count are never read.
    let mut rng = StdRng::seed_from_u64(0);
    Ok(deal(&req.stacks, &req.prizes, &terms, 0, &mut rng, 2)?)
}
