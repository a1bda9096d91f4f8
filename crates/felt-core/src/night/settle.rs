//! The settle-up of a night: each player's result against the kitty, whether the kitty
//! balances, and who pays whom with the fewest transfers.
//!
//! Fewest transfers: players whose results add up to zero can settle among themselves,
//! and a group of k such players needs k - 1 transfers; so the fewest transfers come from
//! splitting the players into as many zero-sum groups as possible. That is found exactly
//! (a search over subsets) for up to [`EXACT_UP_TO`] players with a result, and by
//! pairing the largest debtor with the largest creditor beyond that.

use super::NightState;
use serde::{Deserialize, Serialize};

/// Players with a non-zero result settled exactly; more are paired greedily.
pub const EXACT_UP_TO: usize = 14;

/// One payment of the settle-up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Transfer {
    pub from: String,
    pub to: String,
    pub cents: u64,
}

/// The settle-up of a night.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Settlement {
    /// Each player with what they bought and cashed out, and the result (cashed out minus
    /// bought), in seat order.
    pub results: Vec<PlayerResult>,
    /// Everything bought from the kitty, in cents.
    pub bought: u64,
    /// Everything cashed out, in cents.
    pub cashed_out: u64,
    /// Cashed out minus bought: zero when the kitty balances; more than zero means more
    /// was paid out than came in.
    pub off_by: i64,
    /// Players still to cash out (the settle-up waits for them).
    pub waiting: Vec<String>,
    /// Who pays whom, fewest transfers first found; empty until the kitty balances and
    /// everyone has cashed out.
    pub transfers: Vec<Transfer>,
}

/// One player's night in money.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlayerResult {
    pub player: String,
    pub bought: u64,
    pub cashed_out: Option<u64>,
    /// Cashed out minus bought (0 until cashed out).
    pub result: i64,
}

/// The settle-up of `night` as it stands.
pub fn settle(night: &NightState) -> Settlement {
    let results: Vec<PlayerResult> = night
        .kitty
        .iter()
        .filter(|k| !k.buy_ins.is_empty())
        .map(|k| {
            let bought = k.bought();
            let out = k.cashed_out.map(u64::from);
            PlayerResult {
                player: k.player.clone(),
                bought,
                cashed_out: out,
                result: out.map_or(0, |o| o as i64 - bought as i64),
            }
        })
        .collect();
    let bought: u64 = results.iter().map(|r| r.bought).sum();
    let cashed_out: u64 = results.iter().filter_map(|r| r.cashed_out).sum();
    let waiting: Vec<String> = results
        .iter()
        .filter(|r| r.cashed_out.is_none())
        .map(|r| r.player.clone())
        .collect();
    let off_by = if waiting.is_empty() {
        cashed_out as i64 - bought as i64
    } else {
        0
    };
    let transfers = if waiting.is_empty() && off_by == 0 {
        let nets: Vec<(String, i64)> = results
            .iter()
            .map(|r| (r.player.clone(), r.result))
            .collect();
        fewest_transfers(&nets)
    } else {
        Vec::new()
    };
    Settlement {
        results,
        bought,
        cashed_out,
        off_by,
        waiting,
        transfers,
    }
}

/// Who pays whom so that every result in `nets` (which add up to zero) is settled, with
/// as few transfers as possible. Losers pay (negative results), winners receive.
pub fn fewest_transfers(nets: &[(String, i64)]) -> Vec<Transfer> {
    let live: Vec<(String, i64)> = nets.iter().filter(|(_, n)| *n != 0).cloned().collect();
    let groups: Vec<Vec<usize>> = if live.len() <= EXACT_UP_TO {
        zero_sum_groups(&live.iter().map(|(_, n)| *n).collect::<Vec<_>>())
    } else {
        vec![(0..live.len()).collect()]
    };
    let mut out = Vec::new();
    for g in groups {
        let mut members: Vec<(String, i64)> = g.iter().map(|&i| live[i].clone()).collect();
        // Largest debtor pays largest creditor; each step settles at least one of them.
        loop {
            members.retain(|(_, n)| *n != 0);
            let Some(d) = (0..members.len()).min_by_key(|&i| (members[i].1, i)) else {
                break;
            };
            let Some(c) = (0..members.len()).max_by_key(|&i| (members[i].1, std::cmp::Reverse(i)))
            else {
                break;
            };
            if members[d].1 >= 0 || members[c].1 <= 0 {
                break;
            }
            let amount = (-members[d].1).min(members[c].1);
            out.push(Transfer {
                from: members[d].0.clone(),
                to: members[c].0.clone(),
                cents: amount as u64,
            });
            members[d].1 += amount;
            members[c].1 -= amount;
        }
    }
    out
}

/// Splits the indexes of `nets` (which add up to zero) into the most groups that each
/// add up to zero, by dynamic programming over subsets.
fn zero_sum_groups(nets: &[i64]) -> Vec<Vec<usize>> {
    let n = nets.len();
    if n == 0 {
        return Vec::new();
    }
    let full = (1usize << n) - 1;
    let mut sum = vec![0i64; full + 1];
    for mask in 1..=full {
        let low = mask.trailing_zeros() as usize;
        sum[mask] = sum[mask & (mask - 1)] + nets[low];
    }
    // best[mask]: the most zero-sum groups `mask` splits into (None when its sum is not
    // zero); pick[mask]: the group holding the lowest member in such a split.
    let mut best: Vec<Option<u32>> = vec![None; full + 1];
    let mut pick = vec![0usize; full + 1];
    best[0] = Some(0);
    for mask in 1..=full {
        if sum[mask] != 0 {
            continue;
        }
        let low = mask & mask.wrapping_neg();
        let rest = mask ^ low;
        // Every zero-sum group containing the lowest member.
        let mut sub = rest;
        loop {
            let group = sub | low;
            if sum[group] == 0
                && let Some(b) = best[mask ^ group]
                && best[mask].is_none_or(|cur| b + 1 > cur)
            {
                best[mask] = Some(b + 1);
                pick[mask] = group;
            }
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & rest;
        }
    }
    let mut groups = Vec::new();
    let mut mask = full;
    while mask != 0 {
        let g = pick[mask];
        if g == 0 {
            // The results do not add up to zero: settle them as one group.
            groups.push((0..n).filter(|i| mask & (1 << i) != 0).collect());
            break;
        }
        groups.push((0..n).filter(|i| g & (1 << i) != 0).collect());
        mask ^= g;
    }
    groups
}
