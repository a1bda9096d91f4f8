//! Exact Malmuth-Harville ICM by a dynamic program over the set of players already placed.
//!
//! The model: the next place goes to each remaining player with probability their stack
//! over the chips still in play. `prob[S]` is the chance that exactly the players in the
//! set `S` took the top `|S|` places; each set hands its probability on to the sets with
//! one more player, and credits that player with the prize for place `|S| + 1`. That is
//! `n * 2^n` steps and `2^n` floats of memory, so it is used up to
//! [`EXACT_ICM_MAX_PLAYERS`]; larger fields are estimated by [`super::icm_monte_carlo`].

use super::{DealError, Equities, EquityMethod, apportion, checked, icm_monte_carlo};
use crate::rules::limits::{EXACT_ICM_MAX_PLAYERS, MAX_ICM_DRAWS};
use rand::rngs::StdRng;

/// The samples an estimate for `players` players draws when `wanted` would pass
/// [`MAX_ICM_DRAWS`]: as many as the limit allows (at least 2, the fewest an estimate
/// takes; [`crate::rules::limits::MAX_DEAL_PLAYERS`] keeps that within the limit).
pub fn affordable_samples(players: usize, wanted: u32) -> u32 {
    let most = MAX_ICM_DRAWS / players.max(1) as u64;
    u32::try_from(most).unwrap_or(u32::MAX).min(wanted).max(2)
}

/// Exact ICM equities (in prize units, as floats) of players with `stacks`.
pub fn icm_exact(stacks: &[u64], prizes: &[u64]) -> Result<Vec<f64>, DealError> {
    let prizes = checked(stacks, prizes)?;
    let n = stacks.len();
    if n > EXACT_ICM_MAX_PLAYERS {
        return Err(DealError::TooManyForExact {
            players: n,
            limit: EXACT_ICM_MAX_PLAYERS,
        });
    }
    // Places past the last paid one change nobody's equity: stop there.
    let paid = prizes.iter().rposition(|&p| p > 0).map_or(0, |i| i + 1);
    let mut equity = vec![0.0f64; n];
    if paid == 0 {
        return Ok(equity);
    }
    let chips: u64 = stacks.iter().sum();
    let s: Vec<f64> = stacks.iter().map(|&x| x as f64).collect();
    let prize: Vec<f64> = prizes.iter().map(|&x| x as f64).collect();

    // Chips already placed, from two small tables (low and high bits of the set), exact
    // in integers so that the chips left are never lost to cancellation.
    let low_bits = n / 2;
    let low_mask = (1usize << low_bits) - 1;
    let subset_sums = |bits: std::ops::Range<usize>| -> Vec<u64> {
        let width = bits.len();
        let mut sums = vec![0u64; 1 << width];
        for m in 1..sums.len() {
            let j = m.trailing_zeros() as usize;
            sums[m] = sums[m & (m - 1)] + stacks[bits.start + j];
        }
        sums
    };
    let low_sums = subset_sums(0..low_bits);
    let high_sums = subset_sums(low_bits..n);

    // `share[S]` is prob[S] divided by the chips left after S: the chance that the next
    // place goes to a given remaining player, per chip. It is pulled from the sets one
    // player smaller (already done, as they are smaller numbers), which reads memory
    // instead of scattering writes across the whole table. Each set then credits every
    // player not in it with share * prize of the next place; the stack factor is applied
    // once at the end.
    let all = (1usize << n) - 1;
    let mut share = vec![0.0f64; 1 << n];
    let mut credit = vec![0.0f64; n];
    for set in 0..=all {
        let placed = set.count_ones() as usize;
        if placed >= paid {
            continue;
        }
        let mut p = if set == 0 { 1.0 } else { 0.0 };
        let mut bits = set;
        while bits != 0 {
            let j = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            p += share[set ^ (1 << j)] * s[j];
        }
        let left = chips - low_sums[set & low_mask] - high_sums[set >> low_bits];
        let q = p / left as f64;
        share[set] = q;
        let g = q * prize[placed];
        let mut free = all & !set;
        while free != 0 {
            let j = free.trailing_zeros() as usize;
            free &= free - 1;
            credit[j] += g;
        }
    }
    for j in 0..n {
        equity[j] = credit[j] * s[j];
    }
    Ok(equity)
}

/// ICM equities as integers summing exactly to the prizes: exact up to
/// [`EXACT_ICM_MAX_PLAYERS`] players, a Monte Carlo estimate with `samples` draws from
/// `rng` (seeded by the caller with `seed`, which is reported) beyond, refused when
/// `samples` times the players passes [`MAX_ICM_DRAWS`] (see [`affordable_samples`]).
pub fn icm(
    stacks: &[u64],
    prizes: &[u64],
    seed: u64,
    rng: &mut StdRng,
    samples: u32,
) -> Result<Equities, DealError> {
    checked(stacks, prizes)?;
    let total: u64 = prizes.iter().sum();
    if stacks.len() <= EXACT_ICM_MAX_PLAYERS {
        let exact = icm_exact(stacks, prizes)?;
        return Ok(Equities {
            equities: apportion(&exact, total),
            method: EquityMethod::IcmExact,
        });
    }
    let estimate = icm_monte_carlo(stacks, prizes, samples, rng)?;
    Ok(Equities {
        equities: apportion(&estimate.mean, total),
        method: EquityMethod::IcmMonteCarlo {
            exact_limit: EXACT_ICM_MAX_PLAYERS,
            seed,
            samples,
            error_99: estimate.error_99(),
        },
    })
}
