//! The prize pool: what the purchases of an event put up for the players to win.
//!
//! Every entry, re-entry, rebuy and add-on is recorded with its own price and fee (prices
//! can change during an event, so the pool is never "entries times buy-in"). The pool is
//! the sum of prices minus fees, raised to the guarantee when there is one (the house
//! pays the difference, the overlay), minus the savers agreed at the end, which are paid
//! outside the payout table. Home games without money use [`PoolUnit::Points`] and the
//! same arithmetic. All amounts are integers in minor units. A [`Contribution`] is the
//! money side of a registration or of a `purchase::PurchaseLedger` purchase; whether a
//! purchase is allowed is decided there, not here.

use crate::lang::{Phrase, Speak};
use serde::{Deserialize, Serialize};

/// What the amounts of a pool count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PoolUnit {
    /// Money: minor units (cents) of an ISO 4217 currency such as "USD".
    Currency { code: String },
    /// League or home-game points: no money changes hands.
    Points,
}

/// Which kind of buy put money into the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContributionKind {
    Entry,
    ReEntry,
    Rebuy,
    AddOn,
}

/// The money of one entry or purchase, as recorded when it was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contribution {
    pub kind: ContributionKind,
    /// What the player paid, fee included.
    pub price: u64,
    /// The part of the price the house keeps.
    pub fee: u64,
}

/// The pool of an event, with the parts a TD and the clock display show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizePool {
    pub unit: PoolUnit,
    /// Entries plus re-entries: the field size the payout table row is picked by.
    pub entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// All prices paid, fees included.
    pub collected: u64,
    pub fees: u64,
    /// Collected minus fees: what the players put up.
    pub contributed: u64,
    pub guarantee: Option<u64>,
    /// What the house adds to reach the guarantee (0 when the guarantee is met).
    pub overlay: u64,
    /// Savers paid outside the payout table.
    pub savers: u64,
    /// What the payout table or curve splits: contributed + overlay - savers.
    pub total: u64,
}

/// Why a prize pool could not be worked out. Said in the asker's language
/// (`refusal-pool-*` in the message files); amounts in minor units.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrizePoolError {
    FeeAbovePrice {
        index: usize,
        kind: ContributionKind,
        price: u64,
        fee: u64,
    },
    SaversAbovePool {
        savers: u64,
        pool: u64,
    },
    Overflow,
}

impl Speak for PrizePoolError {
    fn phrase(&self) -> Phrase {
        match self {
            PrizePoolError::FeeAbovePrice {
                index,
                kind,
                price,
                fee,
            } => Phrase::new("refusal-pool-fee-above-price")
                .text("index", index.to_string())
                .text("kind", format!("{kind:?}"))
                .text("fee", fee.to_string())
                .text("price", price.to_string()),
            PrizePoolError::SaversAbovePool { savers, pool } => {
                Phrase::new("refusal-pool-savers-above-pool")
                    .text("savers", savers.to_string())
                    .text("pool", pool.to_string())
            }
            PrizePoolError::Overflow => Phrase::new("refusal-pool-overflow"),
        }
    }
}
crate::spoken_error!(PrizePoolError);

/// Adds up an event's purchases into its prize pool.
pub fn prize_pool(
    unit: PoolUnit,
    contributions: &[Contribution],
    guarantee: Option<u64>,
    savers: &[u64],
) -> Result<PrizePool, PrizePoolError> {
    let each: Vec<(Contribution, u32)> = contributions.iter().map(|c| (*c, 1)).collect();
    counted_prize_pool(unit, &each, guarantee, savers)
}

/// [`prize_pool`] of purchases given with how many of each were made: the cost is one
/// step per kind of purchase, never one per purchase (an event tracked by counts can hold
/// a million entries).
pub fn counted_prize_pool(
    unit: PoolUnit,
    contributions: &[(Contribution, u32)],
    guarantee: Option<u64>,
    savers: &[u64],
) -> Result<PrizePool, PrizePoolError> {
    let (mut entries, mut rebuys, mut add_ons) = (0u32, 0u32, 0u32);
    let (mut collected, mut fees) = (0u64, 0u64);
    let mut index = 0;
    for &(p, n) in contributions {
        if p.fee > p.price && n > 0 {
            return Err(PrizePoolError::FeeAbovePrice {
                index: index + 1,
                kind: p.kind,
                price: p.price,
                fee: p.fee,
            });
        }
        index += n as usize;
        let count = match p.kind {
            ContributionKind::Entry | ContributionKind::ReEntry => &mut entries,
            ContributionKind::Rebuy => &mut rebuys,
            ContributionKind::AddOn => &mut add_ons,
        };
        *count = count.checked_add(n).ok_or(PrizePoolError::Overflow)?;
        let times = |x: u64| x.checked_mul(u64::from(n)).ok_or(PrizePoolError::Overflow);
        collected = collected
            .checked_add(times(p.price)?)
            .ok_or(PrizePoolError::Overflow)?;
        fees = fees
            .checked_add(times(p.fee)?)
            .ok_or(PrizePoolError::Overflow)?;
    }
    let contributed = collected - fees;
    let overlay = guarantee.map_or(0, |g| g.saturating_sub(contributed));
    let pool = contributed + overlay;
    let saved = savers
        .iter()
        .try_fold(0u64, |acc, &s| acc.checked_add(s))
        .ok_or(PrizePoolError::Overflow)?;
    let total = pool
        .checked_sub(saved)
        .ok_or(PrizePoolError::SaversAbovePool {
            savers: saved,
            pool,
        })?;
    Ok(PrizePool {
        unit,
        entries,
        rebuys,
        add_ons,
        collected,
        fees,
        contributed,
        guarantee,
        overlay,
        savers: saved,
        total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ContributionKind::*;

    fn usd() -> PoolUnit {
        PoolUnit::Currency { code: "USD".into() }
    }

    fn buy(kind: ContributionKind, price: u64, fee: u64) -> Contribution {
        Contribution { kind, price, fee }
    }

    /// (contributions, guarantee, savers) -> (entries, contributed, overlay, total)
    fn check(
        contributions: &[Contribution],
        guarantee: Option<u64>,
        savers: &[u64],
        expected: (u32, u64, u64, u64),
    ) {
        let p = prize_pool(usd(), contributions, guarantee, savers).unwrap();
        assert_eq!((p.entries, p.contributed, p.overlay, p.total), expected);
        assert_eq!(p.total + p.savers, p.contributed + p.overlay);
    }

    #[test]
    fn adds_purchases_guarantees_and_savers() {
        let three = [buy(Entry, 10_000, 1_500); 3];
        check(&three, None, &[], (3, 25_500, 0, 25_500));
        check(&three, Some(30_000), &[], (3, 25_500, 4_500, 30_000));
        check(&three, Some(20_000), &[2_000], (3, 25_500, 0, 23_500));
        // The price changed after the first entry; each purchase keeps its own.
        let mixed = [
            buy(Entry, 10_000, 1_500),
            buy(ReEntry, 12_000, 2_000),
            buy(Rebuy, 5_000, 0),
            buy(AddOn, 5_000, 500),
        ];
        check(&mixed, None, &[], (2, 28_000, 0, 28_000));
        check(&[], None, &[], (0, 0, 0, 0));
    }

    #[test]
    fn points_and_errors() {
        let p = prize_pool(PoolUnit::Points, &[buy(Entry, 100, 0); 8], None, &[]).unwrap();
        assert_eq!(p.total, 800);
        let e =
            prize_pool(usd(), &[buy(Entry, 100, 0), buy(Rebuy, 50, 60)], None, &[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "contribution 2 (Rebuy): fee 60 is more than its price 50"
        );
        let e = prize_pool(usd(), &[buy(Entry, 100, 0)], None, &[60, 50]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "savers of 110 are more than the prize pool of 100"
        );
    }
}
