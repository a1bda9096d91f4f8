//! Chip chop: everyone locks up the next place's prize, the rest goes by chips.
//!
//! Computed in exact integer arithmetic (no floats): each player's share of the rest is
//! `rest * stack / total_chips`, floored, and the units left over go to the largest
//! remainders (the earlier player on a tie), so the shares add up exactly. The prize
//! everyone locks up is the smallest one still to be paid (the last, as [`super::deal`]
//! takes prizes in order; savers may raise a lower place).

use super::{DealError, Equities, EquityMethod, checked};

/// Chip-chop shares of `prizes` for players with `stacks`, in the order of the stacks.
pub fn chip_chop(stacks: &[u64], prizes: &[u64]) -> Result<Equities, DealError> {
    let prizes = checked(stacks, prizes)?;
    let n = stacks.len();
    let floor = prizes.iter().copied().min().unwrap_or(0);
    // Both sums fit (checked); `floor * n` is at most `total` as `floor` is the smallest.
    let total: u64 = prizes.iter().sum();
    let rest = u128::from(total) - u128::from(floor) * n as u128;
    let chips: u128 = stacks.iter().map(|&s| u128::from(s)).sum();

    let mut shares: Vec<u64> = Vec::with_capacity(n);
    let mut remainders: Vec<(u128, usize)> = Vec::with_capacity(n);
    for (i, &s) in stacks.iter().enumerate() {
        let part = rest * u128::from(s);
        shares.push(floor + (part / chips) as u64);
        remainders.push((part % chips, i));
    }
    let given: u64 = shares.iter().sum();
    remainders.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for &(_, i) in remainders.iter().take((total - given) as usize) {
        shares[i] += 1;
    }
    Ok(Equities {
        equities: shares,
        method: EquityMethod::ChipChop,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(stacks: &[u64], prizes: &[u64], expected: &[u64]) {
        let e = chip_chop(stacks, prizes).unwrap().equities;
        assert_eq!(e, expected);
        assert_eq!(e.iter().sum::<u64>(), prizes.iter().sum::<u64>());
    }

    #[test]
    fn next_prize_plus_chips_share() {
        // 3rd place's 200 each, the other 400 split 50/30/20.
        check(
            &[50_000, 30_000, 20_000],
            &[500, 300, 200],
            &[400, 320, 280],
        );
        check(&[1, 1, 1], &[500, 300, 200], &[334, 333, 333]);
        // Fewer prizes than players: the next place pays 0, all goes by chips.
        check(&[3, 1], &[1000], &[750, 250]);
        check(&[7], &[1234], &[1234]);
    }
}
