//! Deals at the final table: chip chop, ICM, savers and partial chops.
//!
//! Every function takes the players' stacks (in chips, any order) and the prizes still to
//! be paid (first place first, one per remaining place at most; missing places pay 0) and
//! returns what each player gets, in the order of the stacks, as integers that add up
//! exactly to the prizes being split ([`apportion`] does the largest-remainder rounding).
//! Probabilities are floats internally; amounts never are.
//!
//! The inputs are checked against Felt's limits first ([`crate::rules::limits`]): at most
//! [`MAX_DEAL_PLAYERS`] players whose chips together and prizes together stay within
//! [`MAX_CHIPS`] and [`MAX_AMOUNT`]; exact ICM up to [`EXACT_ICM_MAX_PLAYERS`] players, and
//! a Monte Carlo estimate of at most [`MAX_ICM_DRAWS`] draws beyond.

mod chop;
mod icm;
mod monte_carlo;
mod terms;

pub use crate::rules::limits::{EXACT_ICM_MAX_PLAYERS, MAX_ICM_DRAWS};
pub use chop::chip_chop;
pub use icm::{affordable_samples, icm, icm_exact};
pub use monte_carlo::{IcmEstimate, icm_monte_carlo};
pub use terms::{DealMethod, DealOutcome, DealTerms, Saver, apply_savers, deal, in_order};

use crate::lang::{Phrase, Speak};
use crate::rules::limits::{self, MAX_AMOUNT, MAX_CHIPS, MAX_DEAL_PLAYERS, OverLimit};
use serde::{Deserialize, Serialize};

/// Equities of a deal and how they were found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Equities {
    /// What each player gets, in the order of the stacks; sums to the prizes split.
    pub equities: Vec<u64>,
    pub method: EquityMethod,
}

/// How equities were computed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EquityMethod {
    /// Chips in proportion, on top of the next place's prize.
    ChipChop,
    /// Malmuth-Harville ICM, computed exactly.
    IcmExact,
    /// Malmuth-Harville ICM estimated by sampling finishing orders.
    IcmMonteCarlo {
        /// Most players exact ICM is computed for; this deal has more.
        exact_limit: usize,
        seed: u64,
        samples: u32,
        /// Per player: the estimate is within this of the exact value with 99% confidence.
        error_99: Vec<f64>,
    },
}

/// Why a deal could not be worked out. Each is said in the asker's language
/// (`refusal-deal-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealError {
    NoPlayers,
    ZeroStack {
        player: usize,
    },
    TooManyPrizes {
        prizes: usize,
        players: usize,
    },
    TooManyForExact {
        players: usize,
        limit: usize,
    },
    TooFewSamples {
        samples: u32,
    },
    SaversAboveFirst {
        savers: u128,
        first: u64,
    },
    SaverPlace {
        place: u32,
        players: usize,
    },
    PlayForAboveFirst {
        play_for: u64,
        first: u64,
    },
    PrizesOutOfOrder {
        place: usize,
        prize: u64,
        above: u64,
    },
    TooManyDraws {
        samples: u32,
        players: usize,
        most: u64,
    },
    Limit(OverLimit),
}

impl From<OverLimit> for DealError {
    fn from(e: OverLimit) -> DealError {
        DealError::Limit(e)
    }
}

impl Speak for DealError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            DealError::NoPlayers => p("refusal-deal-no-players"),
            DealError::ZeroStack { player } => {
                p("refusal-deal-zero-stack").text("player", player.to_string())
            }
            DealError::TooManyPrizes { prizes, players } => p("refusal-deal-too-many-prizes")
                .count("prizes", *prizes)
                .count("players", *players),
            DealError::TooManyForExact { players, limit } => p("refusal-deal-too-many-for-exact")
                .count("limit", *limit)
                .text("players", players.to_string()),
            DealError::TooFewSamples { samples } => {
                p("refusal-deal-too-few-samples").text("samples", samples.to_string())
            }
            DealError::SaversAboveFirst { savers, first } => p("refusal-deal-savers-above-first")
                .text("savers", savers.to_string())
                .text("first", first.to_string()),
            DealError::SaverPlace { place, players } => p("refusal-deal-saver-place")
                .text("place", place.to_string())
                .text("players", players.to_string()),
            DealError::PlayForAboveFirst { play_for, first } => {
                p("refusal-deal-play-for-above-first")
                    .text("play_for", play_for.to_string())
                    .text("first", first.to_string())
            }
            DealError::PrizesOutOfOrder {
                place,
                prize,
                above,
            } => p("refusal-deal-prizes-out-of-order")
                .text("place", place.to_string())
                .text("prize", prize.to_string())
                .text("above_place", place.saturating_sub(1).to_string())
                .text("above", above.to_string()),
            DealError::TooManyDraws {
                samples,
                players,
                most,
            } => p("refusal-deal-too-many-draws")
                .count("samples", *samples)
                .count("players", *players)
                .figure_wide("draws", u128::from(*samples) * *players as u128)
                .figure("limit", MAX_ICM_DRAWS)
                .count("most", *most),
            DealError::Limit(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(DealError);

/// Checks stacks and prizes (in any order of prizes) against the limits; the prizes
/// padded with 0 to one per player.
pub(crate) fn checked(stacks: &[u64], prizes: &[u64]) -> Result<Vec<u64>, DealError> {
    if stacks.is_empty() {
        return Err(DealError::NoPlayers);
    }
    limits::count_at_most(
        "stacks",
        stacks.len(),
        MAX_DEAL_PLAYERS,
        limits::Unit::Players,
    )?;
    if let Some(i) = stacks.iter().position(|&s| s == 0) {
        return Err(DealError::ZeroStack { player: i + 1 });
    }
    if prizes.len() > stacks.len() {
        return Err(DealError::TooManyPrizes {
            prizes: prizes.len(),
            players: stacks.len(),
        });
    }
    limits::total_at_most(
        "stacks",
        stacks.iter().map(|&s| s.into()),
        MAX_CHIPS,
        limits::Unit::Chips,
    )?;
    limits::total_at_most(
        "prizes",
        prizes.iter().map(|&p| p.into()),
        MAX_AMOUNT,
        limits::Unit::MinorUnits,
    )?;
    let mut padded = prizes.to_vec();
    padded.resize(stacks.len(), 0);
    Ok(padded)
}

/// Rounds non-negative `weights` to integers in proportion that add up to `total` exactly.
///
/// Each share is floored, then the units left go one each to the largest fractional
/// parts (the earlier player on a tie). All-zero weights split `total` evenly.
pub fn apportion(weights: &[f64], total: u64) -> Vec<u64> {
    let n = weights.len();
    if n == 0 {
        return Vec::new();
    }
    let sum: f64 = weights.iter().map(|w| w.max(0.0)).sum();
    let exact: Vec<f64> = if sum > 0.0 && sum.is_finite() {
        weights
            .iter()
            .map(|w| w.max(0.0) / sum * total as f64)
            .collect()
    } else {
        vec![total as f64 / n as f64; n]
    };
    // Floors never above `total` (a float can round past it), summed wide.
    let mut shares: Vec<u64> = exact
        .iter()
        .map(|x| (x.floor() as u64).min(total))
        .collect();
    let frac = |i: usize, shares: &[u64]| exact[i] - shares[i] as f64;
    let given: u128 = shares.iter().map(|&s| u128::from(s)).sum();
    // Float noise can make the floors overshoot; take those units back from the smallest
    // fractional parts first.
    if given > u128::from(total) {
        let mut over = given - u128::from(total);
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| {
            frac(a, &shares)
                .total_cmp(&frac(b, &shares))
                .then(a.cmp(&b))
        });
        // One unit each first (the usual unit or two of noise), then whatever is left.
        let mut want = 1u128;
        while over > 0 {
            for &i in &order {
                if over == 0 {
                    break;
                }
                let take = want.min(over).min(u128::from(shares[i])) as u64;
                shares[i] -= take;
                over -= u128::from(take);
            }
            want = u128::MAX;
        }
    }
    let given: u64 = shares.iter().sum();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        frac(b, &shares)
            .total_cmp(&frac(a, &shares))
            .then(a.cmp(&b))
    });
    let mut left = total - given;
    // Whole rounds at once, then one unit each to the largest fractional parts.
    let rounds = left / n as u64;
    if rounds > 0 {
        for s in shares.iter_mut() {
            *s += rounds;
        }
        left -= rounds * n as u64;
    }
    for &i in order.iter().take(left as usize) {
        shares[i] += 1;
    }
    shares
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(weights: &[f64], total: u64, expected: &[u64]) {
        assert_eq!(apportion(weights, total), expected);
    }

    #[test]
    fn largest_remainders_get_the_odd_units() {
        check(&[1.0, 1.0, 1.0], 100, &[34, 33, 33]);
        check(&[0.5, 0.3, 0.2], 1001, &[501, 300, 200]);
        check(&[2.0, 1.0], 10, &[7, 3]);
        check(&[0.0, 0.0], 5, &[3, 2]);
        check(&[3.0, 0.0, 1.0], 0, &[0, 0, 0]);
        check(&[], 7, &[]);
    }

    /// Floors that a float rounds up past the total are taken back, and their sum never
    /// wraps (two halves of u64::MAX sum to 2^64).
    #[test]
    fn floors_near_the_largest_total_never_wrap() {
        check(&[1.0, 1.0], u64::MAX, &[(1 << 63) - 1, 1 << 63]);
        check(&[1.0, 0.0, 1.0], u64::MAX, &[(1 << 63) - 1, 0, 1 << 63]);
        check(&[f64::NAN, f64::INFINITY], 9, &[5, 4]);
    }

    /// A deal's inputs against Felt's limits, and prizes out of order, are refused in
    /// words before any work (unchecked, the chop would wrap to amounts near 2^64).
    #[test]
    fn deals_refuse_inputs_beyond_the_limits_and_prizes_out_of_order() {
        let refused = |stacks: &[u64], prizes: &[u64], savers: &[Saver]| {
            let terms = DealTerms {
                method: DealMethod::ChipChop,
                savers: savers.to_vec(),
                play_for: 0,
            };
            let mut rng = rand::SeedableRng::seed_from_u64(0);
            deal(stacks, prizes, &terms, 0, &mut rng, 2)
                .unwrap_err()
                .to_string()
        };
        /// Stacks, prizes, savers, and the refusal.
        type Case<'a> = (&'a [u64], &'a [u64], &'a [Saver], &'a str);
        let cases: &[Case] = &[
            (
                &[100, 200],
                &[50, 100],
                &[],
                "prizes must be listed first place first, each no more than the one before: \
                 prize 2 (100) is more than prize 1 (50)",
            ),
            (
                &[u64::MAX, 1],
                &[100],
                &[],
                "stacks add up to 18,446,744,073,709,551,616 chips, more than Felt's limit of \
                 9,007,199,254,740,991",
            ),
            (
                &[1, 1],
                &[MAX_AMOUNT, 1],
                &[],
                "prizes add up to 9,007,199,254,740,992 minor units, more than Felt's limit of \
                 9,007,199,254,740,991",
            ),
            (
                &[1; MAX_DEAL_PLAYERS + 1],
                &[],
                &[],
                "stacks lists 10,001 players, more than Felt's limit of 10,000",
            ),
            (
                &[10, 5],
                &[100],
                &[
                    Saver {
                        place: 2,
                        amount: u64::MAX,
                    },
                    Saver {
                        place: 2,
                        amount: u64::MAX,
                    },
                ],
                "savers of 36893488147419103230 are more than first place's 100",
            ),
        ];
        for &(stacks, prizes, savers, message) in cases {
            assert_eq!(refused(stacks, prizes, savers), message, "{prizes:?}");
        }
        // Out of order for the chop itself: everyone locks up the smallest prize.
        assert_eq!(
            chip_chop(&[100, 200], &[50, 100]).unwrap().equities,
            vec![67, 83]
        );
    }

    #[test]
    fn an_estimate_draws_within_the_limit() {
        assert_eq!(affordable_samples(5_000, 500_000), 4_000);
        assert_eq!(affordable_samples(30, 500_000), 500_000);
        assert_eq!(affordable_samples(MAX_DEAL_PLAYERS, 500_000), 2_000);
        assert_eq!(affordable_samples(0, 7), 7);
        let stacks = vec![1_000; 5_000];
        let mut rng = rand::SeedableRng::seed_from_u64(0);
        let e = icm_monte_carlo(&stacks, &[100], 4_001, &mut rng).unwrap_err();
        assert_eq!(
            e.to_string(),
            "an ICM estimate of 4,001 samples for 5,000 players draws 20,005,000 times, more \
             than Felt's limit of 20,000,000: ask for at most 4,000 samples"
        );
    }
}
