//! Deal terms: savers, an amount kept to play for, and the method of the split.
//!
//! A saver is a fixed amount for a place (usually just outside the money) paid out of
//! first place's prize. A partial chop keeps an amount to play for: it is taken off first
//! place's prize, the rest is split now, and whoever goes on to win takes it.

use super::{DealError, Equities, checked, chip_chop, icm};
use crate::rules::limits::{self, MAX_DEAL_PLAYERS};
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// A fixed amount agreed for a place, funded from first place's prize.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Saver {
    pub place: u32,
    pub amount: u64,
}

/// How the money split now is divided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealMethod {
    ChipChop,
    Icm,
}

/// What the players agreed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealTerms {
    pub method: DealMethod,
    /// Savers, applied to the prizes before anything is split.
    pub savers: Vec<Saver>,
    /// Kept from first place's prize and played for; 0 for a full chop.
    pub play_for: u64,
}

/// The result of a deal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DealOutcome {
    /// The prizes after savers and after taking off the amount played for.
    pub prizes_split: Vec<u64>,
    /// What each player is paid now, in the order of the stacks.
    #[serde(flatten)]
    pub shares: Equities,
    /// Still to be won by the eventual winner.
    pub play_for: u64,
}

/// Applies savers to `prizes` for `players` players left: each saver's amount is added to
/// its place and the total is taken off first place.
pub fn apply_savers(
    prizes: &[u64],
    savers: &[Saver],
    players: usize,
) -> Result<Vec<u64>, DealError> {
    limits::count_at_most(
        "savers",
        savers.len(),
        MAX_DEAL_PLAYERS,
        limits::Unit::Savers,
    )?;
    let mut out = prizes.to_vec();
    out.resize(players.max(prizes.len()), 0);
    // Summed wide and checked against first place before any is added, so nothing wraps.
    let mut total = 0u128;
    for s in savers {
        if s.place == 0 || s.place as usize > players {
            return Err(DealError::SaverPlace {
                place: s.place,
                players,
            });
        }
        total += u128::from(s.amount);
    }
    let first = out.first().copied().unwrap_or(0);
    if total > u128::from(first) {
        return Err(DealError::SaversAboveFirst {
            savers: total,
            first,
        });
    }
    // Each saver is at most first place's prize, and prizes add up within the limit.
    let total = total as u64;
    for s in savers {
        let place = &mut out[s.place as usize - 1];
        *place = place.saturating_add(s.amount);
    }
    if let Some(f) = out.first_mut() {
        *f -= total;
    }
    while out.len() > 1 && out.last() == Some(&0) {
        out.pop();
    }
    Ok(out)
}

/// Refuses prizes that rise down the list: a prize list typed out of order would be
/// split as if the places were swapped.
pub fn in_order(prizes: &[u64]) -> Result<(), DealError> {
    match prizes.windows(2).position(|w| w[1] > w[0]) {
        Some(i) => Err(DealError::PrizesOutOfOrder {
            place: i + 2,
            prize: prizes[i + 1],
            above: prizes[i],
        }),
        None => Ok(()),
    }
}

/// Works out a deal: savers first, then the amount to play for off first place, then the
/// rest split by the agreed method. `seed` and `rng` are only used for ICM beyond the
/// exact limit.
///
/// The prizes must come first place first, each no more than the one before (ICM and a
/// chip chop refuse the same list in the same words, rather than guess an order).
pub fn deal(
    stacks: &[u64],
    prizes: &[u64],
    terms: &DealTerms,
    seed: u64,
    rng: &mut StdRng,
    samples: u32,
) -> Result<DealOutcome, DealError> {
    checked(stacks, prizes)?;
    in_order(prizes)?;
    let mut split = apply_savers(prizes, &terms.savers, stacks.len())?;
    let first = split.first().copied().unwrap_or(0);
    if terms.play_for > first {
        return Err(DealError::PlayForAboveFirst {
            play_for: terms.play_for,
            first,
        });
    }
    if let Some(f) = split.first_mut() {
        *f -= terms.play_for;
    }
    let shares = match terms.method {
        DealMethod::ChipChop => chip_chop(stacks, &split)?,
        DealMethod::Icm => icm(stacks, &split, seed, rng, samples)?,
    };
    Ok(DealOutcome {
        prizes_split: split,
        shares,
        play_for: terms.play_for,
    })
}
