//! Invariant checkers shared by the payout and deal tests and their property tests.

#![allow(dead_code)]

/// Payouts add up to the pool, never increase down the list, and are multiples of the
/// increment, except first place, which also holds the pool's remainder below one
/// increment. Returns a description of the first broken rule.
pub fn payout_invariants(pool: u64, increment: u64, amounts: &[u64]) -> Result<(), String> {
    let sum: u64 = amounts.iter().sum();
    if sum != pool {
        return Err(format!("prizes add up to {sum}, not the pool of {pool}"));
    }
    // No paid place is ever 0.
    if let Some(i) = amounts.iter().position(|a| *a == 0) {
        return Err(format!("place {} is paid 0", i + 1));
    }
    if let Some(i) = amounts.windows(2).position(|w| w[1] > w[0]) {
        return Err(format!(
            "place {} gets {} but place {} only {}",
            i + 2,
            amounts[i + 1],
            i + 1,
            amounts[i]
        ));
    }
    if let Some(i) = amounts.iter().skip(1).position(|a| a % increment != 0) {
        return Err(format!(
            "place {} gets {}, not a multiple of {increment}",
            i + 2,
            amounts[i + 1]
        ));
    }
    if let Some(first) = amounts.first()
        && first % increment != pool % increment
    {
        return Err(format!(
            "first place's {first} does not carry the pool's odd {}",
            pool % increment
        ));
    }
    Ok(())
}

/// A deal hands out exactly the prizes being split, and nobody gets less than the last
/// remaining prize; with `capped` (ICM, not chip chop) nobody gets more than the first.
pub fn split_invariants(
    prizes: &[u64],
    players: usize,
    shares: &[u64],
    capped: bool,
) -> Result<(), String> {
    if shares.len() != players {
        return Err(format!("{} shares for {players} players", shares.len()));
    }
    let total: u64 = prizes.iter().sum();
    let sum: u64 = shares.iter().sum();
    if sum != total {
        return Err(format!("shares add up to {sum}, not the prizes' {total}"));
    }
    let low = if prizes.len() == players {
        *prizes.last().unwrap()
    } else {
        0
    };
    let high = if capped {
        prizes.iter().copied().max().unwrap_or(0)
    } else {
        u64::MAX - 1
    };
    // One unit of slack for the rounding of each share.
    if let Some(s) = shares.iter().find(|&&s| s + 1 < low || s > high + 1) {
        return Err(format!("a share of {s} is outside {low}..={high}"));
    }
    Ok(())
}
