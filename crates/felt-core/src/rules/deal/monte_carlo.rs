//! ICM by sampling: finishing orders drawn from the Malmuth-Harville distribution.
//!
//! Each player draws an exponential time `-ln(u) / stack`; sorting those times gives a
//! finishing order with exactly the ICM probabilities (the smallest time wins with
//! probability stack over all chips, and the race then starts afresh among the rest).
//! The mean prize per player estimates their equity; the spread of the draws gives a
//! standard error, reported as a 99% bound.

use super::{DealError, checked};
use crate::rules::limits::MAX_ICM_DRAWS;
use rand::RngExt;
use rand::rngs::StdRng;

/// Two-sided 99% quantile of the normal distribution.
const Z_99: f64 = 2.575_829_303_548_901;

/// A Monte Carlo ICM estimate, per player in the order of the stacks.
#[derive(Debug, Clone, PartialEq)]
pub struct IcmEstimate {
    pub mean: Vec<f64>,
    pub std_error: Vec<f64>,
}

impl IcmEstimate {
    /// Per player: the estimate is within this of the exact equity with 99% confidence.
    pub fn error_99(&self) -> Vec<f64> {
        self.std_error.iter().map(|e| e * Z_99).collect()
    }
}

/// Estimates ICM equities from `samples` finishing orders drawn with `rng`; refused when
/// `samples` times the players passes [`MAX_ICM_DRAWS`].
pub fn icm_monte_carlo(
    stacks: &[u64],
    prizes: &[u64],
    samples: u32,
    rng: &mut StdRng,
) -> Result<IcmEstimate, DealError> {
    let prizes = checked(stacks, prizes)?;
    if samples < 2 {
        return Err(DealError::TooFewSamples { samples });
    }
    let n = stacks.len();
    if u64::from(samples) * n as u64 > MAX_ICM_DRAWS {
        return Err(DealError::TooManyDraws {
            samples,
            players: n,
            most: MAX_ICM_DRAWS / n as u64,
        });
    }
    let paid = prizes.iter().rposition(|&p| p > 0).map_or(0, |i| i + 1);
    let rate: Vec<f64> = stacks.iter().map(|&s| 1.0 / s as f64).collect();
    let mut sum = vec![0.0f64; n];
    let mut sum_sq = vec![0.0f64; n];
    let mut times: Vec<(f64, usize)> = vec![(0.0, 0); n];
    if paid > 0 {
        for _ in 0..samples {
            for (i, t) in times.iter_mut().enumerate() {
                // 1 - u lies in (0, 1], so the logarithm is finite.
                let u: f64 = rng.random();
                *t = (-(1.0 - u).ln() * rate[i], i);
            }
            if paid < n {
                times.select_nth_unstable_by(paid - 1, |a, b| a.0.total_cmp(&b.0));
            }
            times[..paid].sort_unstable_by(|a, b| a.0.total_cmp(&b.0));
            for (place, &(_, i)) in times[..paid].iter().enumerate() {
                let won = prizes[place] as f64;
                sum[i] += won;
                sum_sq[i] += won * won;
            }
        }
    }
    let count = f64::from(samples);
    let mean: Vec<f64> = sum.iter().map(|s| s / count).collect();
    let std_error = (0..n)
        .map(|i| {
            let var = (sum_sq[i] / count - mean[i] * mean[i]).max(0.0) * count / (count - 1.0);
            (var / count).sqrt()
        })
        .collect();
    Ok(IcmEstimate { mean, std_error })
}
