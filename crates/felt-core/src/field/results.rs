//! The money end of a tracked event: the prize pool from the entries recorded, the
//! payouts the TD locks, and the deal the last players agree.
//!
//! A lock records the prizes worked out at that moment, so later entries cannot change
//! what was announced; the clock display then warns that the pool moved. A deal records
//! what each remaining player is paid now, checked against the prizes still to be paid
//! (minus an amount kept to play for, which goes to the eventual winner) and refused
//! until every remaining player has agreed. Both are field events, so undo removes them
//! like any other action. [`super::standings`] turns all of this into result lines.

use super::{Field, FieldEvent, FlightTotal};
use crate::lang::{Phrase, Speak};
use crate::rules::deal::{
    DealError, DealMethod, DealTerms, EquityMethod, affordable_samples, deal,
};
use crate::rules::payout::event::{LockedPayouts, PayoutsInput, Warning, payouts_view};
use crate::rules::prize_pool::{
    Contribution, ContributionKind, PoolUnit, PrizePool, counted_prize_pool,
};
use crate::rules::seating::PlayerId;
use crate::structure::Structure;
use crate::words::money as format_money;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

crate::choice::named_choice! {
    /// How a deal's amounts were worked out.
    pub enum DealKind as "method" {
        /// Chip chop: the next place's prize each, the rest by chips.
        Chop = "chop",
        /// Malmuth-Harville ICM.
        Icm = "icm",
        /// Amounts the players settled on themselves.
        Custom = "custom",
    }
}

/// A deal as recorded: who gets what now, and what is still played for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    pub method: DealKind,
    /// Every player still in when the deal was made, in the order of `amounts`.
    pub players: Vec<PlayerId>,
    /// Paid now, whatever happens next; sums to `prizes` minus `play_for`.
    pub amounts: Vec<u64>,
    /// Kept back and won by the eventual winner; 0 for a full chop.
    pub play_for: u64,
    /// The prizes of the places still to be paid at the deal, first place first.
    pub prizes: Vec<u64>,
    /// How many deals this record adds up (a chop at five, then again at three: 2).
    pub deals: u32,
}

impl DealRecord {
    /// This deal followed by `next`, made among some of its players for its `play_for`.
    pub fn then(self, next: &DealRecord) -> DealRecord {
        let amounts = self
            .players
            .iter()
            .zip(&self.amounts)
            .map(|(&p, &a)| a + next.amount_for(p).unwrap_or(0))
            .collect();
        DealRecord {
            method: next.method,
            players: self.players,
            amounts,
            play_for: next.play_for,
            prizes: self.prizes,
            deals: self.deals + 1,
        }
    }

    /// What the deal pays `player` now, when he is part of it.
    pub fn amount_for(&self, player: PlayerId) -> Option<u64> {
        let i = self.players.iter().position(|&p| p == player)?;
        self.amounts.get(i).copied()
    }
}

/// The lock, the deal and the savers in effect.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoneyState {
    pub locked: Option<LockedPayouts>,
    pub deal: Option<DealRecord>,
    /// Savers agreed: (place, amount), taken from the pool before the places are paid.
    pub savers: Vec<(u32, u64)>,
}

impl MoneyState {
    /// What the savers agreed take from the pool.
    pub fn savers_total(&self) -> u64 {
        self.savers.iter().map(|(_, a)| *a).sum()
    }

    /// `prizes` (first place first) with each saver added to its place.
    pub fn with_savers(&self, prizes: &[u64]) -> Vec<u64> {
        let mut out = prizes.to_vec();
        for &(place, amount) in &self.savers {
            let i = place.saturating_sub(1) as usize;
            if out.len() <= i {
                out.resize(i + 1, 0);
            }
            out[i] += amount;
        }
        out
    }
}

impl MoneyState {
    /// Folds a lock, unlock or deal event in; other events change nothing here.
    pub(super) fn apply(&mut self, event: &FieldEvent) {
        match event {
            FieldEvent::PayoutsLocked { lock } => self.locked = Some(lock.clone()),
            FieldEvent::PayoutsUnlocked => self.locked = None,
            // A second deal (among the players still in, for what the first kept to
            // play for) adds its amounts to the first's: one record says what each
            // player is paid now and what is still played for.
            FieldEvent::SaversAgreed { left, amounts } => {
                for (i, a) in (0u32..).zip(amounts) {
                    self.savers.push((left - i, *a));
                }
            }
            FieldEvent::DealMade { deal } => {
                self.deal = Some(match self.deal.take() {
                    Some(first) => first.then(deal),
                    None => deal.clone(),
                })
            }
            _ => {}
        }
    }
}

/// A deal the desk asks to record (see `Command::Deal`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealOrder<'a> {
    pub method: DealKind,
    pub players: &'a [PlayerId],
    pub amounts: &'a [u64],
    pub play_for: u64,
    pub agreed: &'a [PlayerId],
}

/// Why a lock or a deal was refused. Nothing changed. Said in the asker's language
/// (`refusal-results-*` in the message files). Amounts are in minor units of `currency`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultsError {
    NoPrizes,
    /// `why`: what keeps the payout rule from giving prizes now.
    PrizesUnknown {
        why: Phrase,
    },
    AlreadyLocked {
        entries: u32,
    },
    NotLocked,
    NotTracked,
    TooFewForDeal {
        players: u32,
    },
    AlreadyDealt,
    SaversAfterDeal,
    SaversLocked,
    SaverCount {
        savers: u32,
        left: u32,
    },
    /// `place`: the place the saver would pay.
    ZeroSaver {
        place: u32,
    },
    SavedTwice {
        place: u32,
    },
    /// `who`: the players still in who have not agreed, each as [`Field::label_phrase`]
    /// names them.
    SaversNotAgreed {
        who: Vec<Phrase>,
    },
    SaversTooLarge {
        savers: u64,
        prizes: u64,
        currency: String,
    },
    Missing {
        who: Phrase,
    },
    NotInPlay {
        who: Phrase,
    },
    ListedTwice {
        who: Phrase,
    },
    NotAgreed {
        who: Vec<Phrase>,
    },
    AmountCount {
        players: usize,
        amounts: usize,
    },
    WrongSum {
        paid: u64,
        prizes: u64,
        play_for: u64,
        expected: u64,
        currency: String,
    },
    PlayForTooLarge {
        play_for: u64,
        prizes: u64,
        currency: String,
    },
    StackCount {
        stacks: usize,
        players: usize,
    },
    CustomProposal,
    Deal(DealError),
}

impl From<DealError> for ResultsError {
    fn from(e: DealError) -> Self {
        ResultsError::Deal(e)
    }
}

impl Speak for ResultsError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            ResultsError::NoPrizes => p("refusal-results-no-prizes"),
            ResultsError::PrizesUnknown { why } => {
                p("refusal-results-prizes-unknown").phrase("why", why.clone())
            }
            ResultsError::AlreadyLocked { entries } => {
                p("refusal-results-already-locked").count("entries", *entries)
            }
            ResultsError::NotLocked => p("refusal-results-not-locked"),
            ResultsError::NotTracked => p("refusal-results-not-tracked"),
            ResultsError::TooFewForDeal { players } => {
                p("refusal-results-too-few-for-deal").text("players", players.to_string())
            }
            ResultsError::AlreadyDealt => p("refusal-results-already-dealt"),
            ResultsError::SaversAfterDeal => p("refusal-results-savers-after-deal"),
            ResultsError::SaversLocked => p("refusal-results-savers-locked"),
            ResultsError::SaverCount { savers, left } => p("refusal-results-saver-count")
                .count("savers", *savers)
                .count("left", *left),
            ResultsError::ZeroSaver { place } => {
                p("refusal-results-zero-saver").place("place", *place, *place)
            }
            ResultsError::SavedTwice { place } => {
                p("refusal-results-saved-twice").place("place", *place, *place)
            }
            ResultsError::SaversNotAgreed { who } => p("refusal-results-savers-not-agreed")
                .list("names", who.clone())
                .count("count", who.len()),
            ResultsError::SaversTooLarge {
                savers,
                prizes,
                currency,
            } => p("refusal-results-savers-too-large")
                .money("savers", *savers, currency)
                .money("prizes", *prizes, currency),
            ResultsError::Missing { who } => {
                p("refusal-results-missing").phrase("who", who.clone())
            }
            ResultsError::NotInPlay { who } => {
                p("refusal-results-not-in-play").phrase("who", who.clone())
            }
            ResultsError::ListedTwice { who } => {
                p("refusal-results-listed-twice").phrase("who", who.clone())
            }
            ResultsError::NotAgreed { who } => p("refusal-results-not-agreed")
                .list("names", who.clone())
                .count("count", who.len()),
            ResultsError::AmountCount { players, amounts } => p("refusal-results-amount-count")
                .count("players", *players)
                .count("amounts", *amounts),
            ResultsError::WrongSum {
                paid,
                prizes,
                play_for,
                expected,
                currency,
            } => p("refusal-results-wrong-sum")
                .money("paid", *paid, currency)
                .money("prizes", *prizes, currency)
                .money("play_for", *play_for, currency)
                .money("expected", *expected, currency),
            ResultsError::PlayForTooLarge {
                play_for,
                prizes,
                currency,
            } => p("refusal-results-play-for-too-large")
                .money("play_for", *play_for, currency)
                .money("prizes", *prizes, currency),
            ResultsError::StackCount { stacks, players } => p("refusal-results-stack-count")
                .count("stacks", *stacks)
                .count("players", *players),
            ResultsError::CustomProposal => p("refusal-results-custom-proposal"),
            ResultsError::Deal(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(ResultsError);

impl ResultsError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ResultsError::NoPrizes | ResultsError::PrizesUnknown { .. } => "no-prizes",
            ResultsError::AlreadyLocked { .. } | ResultsError::NotLocked => "payouts-lock",
            ResultsError::NotAgreed { .. } => "deal-not-agreed",
            ResultsError::WrongSum { .. } | ResultsError::PlayForTooLarge { .. } => {
                "deal-wrong-sum"
            }
            ResultsError::SaversAfterDeal
            | ResultsError::SaversLocked
            | ResultsError::SaverCount { .. }
            | ResultsError::ZeroSaver { .. }
            | ResultsError::SavedTwice { .. }
            | ResultsError::SaversNotAgreed { .. }
            | ResultsError::SaversTooLarge { .. } => "savers-refused",
            _ => "deal-refused",
        }
    }
}

/// What the purchases recorded per player (rebuys, add-ons, re-entries bought) put into
/// the pool, each at the price and fee recorded when it was made.
fn purchase_contributions(field: &Field) -> Vec<Contribution> {
    use crate::rules::purchase::PurchaseKind;
    field
        .chips
        .purchases
        .purchases
        .iter()
        .map(|p| Contribution {
            kind: match p.kind {
                PurchaseKind::Rebuy => ContributionKind::Rebuy,
                PurchaseKind::AddOn => ContributionKind::AddOn,
                PurchaseKind::ReEntry => ContributionKind::ReEntry,
            },
            price: p.price,
            fee: p.fee,
        })
        .collect()
}

/// The part of each entry's price that goes on the player's head in a progressive
/// knockout, or into the mystery envelopes (kept out of the prize pool like the fee); 0
/// in any other event.
pub fn bounty_held(structure: &Structure) -> u64 {
    if structure.special.progressive_bounty || structure.special.mystery.is_some() {
        structure.special.bounty.unwrap_or(0)
    } else {
        0
    }
}

/// The prize pool of a tracked event: every entry and re-entry recorded (price minus
/// fee each, from `[money]`, re-entries at the `[re_entry]` price when it names one),
/// plus purchases (`add_ons` counted on the clock), raised to the guarantee. `None` when
/// the structure has no `[money]`.
pub fn field_pool(field: &Field, structure: &Structure, add_ons: u32) -> Option<PrizePool> {
    let money = structure.money.as_ref()?;
    let head = bounty_held(structure);
    // This event's own entries (not the ones carried in from flights), counted as they
    // are folded: first entries at the buy-in, re-entries at the re-entry's price.
    let (first, again) = field.own_entry_split();
    let entry = Contribution {
        kind: ContributionKind::Entry,
        price: money.buy_in,
        fee: money.fee.saturating_add(head),
    };
    let re_entry = match &structure.re_entry {
        Some(offer) => Contribution {
            kind: ContributionKind::ReEntry,
            price: offer.price,
            fee: offer.fee.saturating_add(head),
        },
        None => Contribution {
            kind: ContributionKind::ReEntry,
            ..entry
        },
    };
    // Alike contributions counted together: the add-ons counted by hand are one line
    // however many there are.
    let mut counted: Vec<(Contribution, u32)> = [(entry, first), (re_entry, again)]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .collect();
    for c in purchase_contributions(field) {
        match counted.iter_mut().find(|(k, _)| *k == c) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => counted.push((c, 1)),
        }
    }
    if let Some(a) = &structure.add_on
        && add_ons > 0
    {
        let c = Contribution {
            kind: ContributionKind::AddOn,
            price: a.price,
            fee: a.fee,
        };
        match counted.iter_mut().find(|(k, _)| *k == c) {
            Some((_, n)) => *n = n.saturating_add(add_ons),
            None => counted.push((c, add_ons)),
        }
    }
    let unit = PoolUnit::Currency {
        code: money.currency.clone(),
    };
    // Refused only for a fee above its price (the structure refuses one) or a sum past
    // u64 (the structure's bounds keep every price and count far below it).
    let own = counted_prize_pool(unit, &counted, None, &[]).ok()?;
    Some(with_flights(own, &field.flights, money.guarantee))
}

/// A day 2's pool: its own takings (late entries, purchases) and each flight's, with the
/// guarantee applied to the whole.
fn with_flights(mut pool: PrizePool, flights: &[FlightTotal], guarantee: Option<u64>) -> PrizePool {
    for f in flights {
        pool.entries = pool.entries.saturating_add(f.entries);
        pool.rebuys = pool.rebuys.saturating_add(f.rebuys);
        pool.add_ons = pool.add_ons.saturating_add(f.add_ons);
        pool.collected = pool.collected.saturating_add(f.collected);
        pool.fees = pool.fees.saturating_add(f.fees);
    }
    pool.contributed = pool.collected.saturating_sub(pool.fees);
    pool.guarantee = guarantee;
    pool.overlay = guarantee.map_or(0, |g| g.saturating_sub(pool.contributed));
    pool.total = (pool.contributed + pool.overlay).saturating_sub(pool.savers);
    pool
}

/// The seats a satellite gives now (the pool over one seat's value), when the event is a
/// satellite whose pool buys at least one; from the field when players are tracked, else
/// from the room's counts.
pub fn satellite_seats(
    field: &Field,
    structure: &Structure,
    counted_entries: u32,
    add_ons: u32,
) -> Option<u32> {
    let sat = structure.payouts.as_ref()?.satellite.as_ref()?;
    let pool = if field.is_tracked() {
        field_pool(field, structure, add_ons)?
    } else {
        counted_pool(structure, counted_entries, add_ons)?
    };
    let seats = pool.total / sat.seat_value.max(1);
    (seats >= 1).then(|| seats.min(u64::from(u32::MAX)) as u32)
}

/// What the money end reads of an event: its field, its structure and the add-ons
/// counted on the clock. The engine hands these over, so this file needs no `Tournament`.
#[derive(Debug, Clone, Copy)]
pub struct MoneyInput<'a> {
    pub field: &'a Field,
    pub structure: &'a Structure,
    pub add_ons: u32,
    /// The entries counted on the clock, for an event that does not track its players
    /// one by one (ignored when it does).
    pub counted_entries: u32,
    /// The players left counted on the clock (ignored when players are tracked).
    pub counted_players_left: u32,
}

/// The prize pool of an event tracked by counts: `entries` entries and `add_ons`
/// add-ons at the structure's prices, in one step whatever the counts.
pub fn counted_pool(structure: &Structure, entries: u32, add_ons: u32) -> Option<PrizePool> {
    let money = structure.money.as_ref()?;
    let mut paid = vec![(
        Contribution {
            kind: ContributionKind::Entry,
            price: money.buy_in,
            fee: money.fee.saturating_add(bounty_held(structure)),
        },
        entries,
    )];
    if let Some(a) = &structure.add_on {
        paid.push((
            Contribution {
                kind: ContributionKind::AddOn,
                price: a.price,
                fee: a.fee,
            },
            add_ons,
        ));
    }
    let unit = PoolUnit::Currency {
        code: money.currency.clone(),
    };
    // Refused only for a fee above its price or a sum past u64: see `field_pool`.
    crate::rules::prize_pool::counted_prize_pool(unit, &paid, money.guarantee, &[]).ok()
}

/// The prizes in effect, first place first: the locked ones, or those the payout rule
/// gives for the entries and pool now.
pub fn prizes_now(event: MoneyInput<'_>) -> Result<Vec<u64>, ResultsError> {
    if let Some(lock) = &event.field.money.locked {
        return Ok(lock.prizes.clone());
    }
    computed_prizes(event)
}

/// The prize pool now: of the players tracked one by one, or of the counts on the clock.
/// `None` when the structure has no `[money]`.
pub fn pool_now(event: MoneyInput<'_>) -> Option<PrizePool> {
    if event.field.is_tracked() {
        field_pool(event.field, event.structure, event.add_ons)
    } else {
        counted_pool(event.structure, event.counted_entries, event.add_ons)
    }
}

/// The prizes the payout rule gives now, ignoring any lock.
fn computed_prizes(event: MoneyInput<'_>) -> Result<Vec<u64>, ResultsError> {
    let (field, structure) = (event.field, event.structure);
    let (entries, players_left) = if field.is_tracked() {
        (field.entry_count(), field.players_left())
    } else {
        (event.counted_entries, event.counted_players_left)
    };
    let pool = pool_now(event).ok_or(ResultsError::NoPrizes)?;
    let input = PayoutsInput {
        // Savers come out of the pool before the places are paid.
        pool: pool.total.saturating_sub(field.money.savers_total()),
        entries,
        players_left,
        locked: None,
    };
    let view = payouts_view(structure, input).ok_or(ResultsError::NoPrizes)?;
    if let Some(w) = &view.words.warning {
        return Err(ResultsError::PrizesUnknown {
            why: warning_phrase(w, view.currency.as_deref().unwrap_or("")),
        });
    }
    if view.places.is_empty() {
        return Err(ResultsError::PrizesUnknown {
            why: Phrase::new("refusal-results-nobody-entered"),
        });
    }
    Ok(view.places.iter().map(|p| p.amount).collect())
}

/// What keeps the payout rule from giving prizes, in the payouts panel's words.
fn warning_phrase(w: &Warning, currency: &str) -> Phrase {
    match w {
        Warning::Rule(why) => why.clone(),
        Warning::Locked {
            entries,
            at_lock,
            pool,
        } => Phrase::new("payouts-warning-locked")
            .count("entries", *entries)
            .money("at_lock", *at_lock, currency)
            .money("pool", *pool, currency),
        Warning::Shootout { entries, why } => Phrase::new("payouts-warning-shootout")
            .count("entries", *entries)
            .text("why", why.clone()),
        Warning::NoPrizes(why) => Phrase::new("payouts-warning-none").phrase("why", why.clone()),
    }
}

/// Decides `LockPayouts`: records the prizes for the entries and pool now.
pub fn lock_payouts(event: MoneyInput<'_>) -> Result<FieldEvent, ResultsError> {
    if let Some(l) = &event.field.money.locked {
        return Err(ResultsError::AlreadyLocked { entries: l.entries });
    }
    let prizes = computed_prizes(event)?;
    let entries = if event.field.is_tracked() {
        event.field.entry_count()
    } else {
        event.counted_entries
    };
    Ok(FieldEvent::PayoutsLocked {
        lock: LockedPayouts { entries, prizes },
    })
}

/// Decides `UnlockPayouts`: the prizes follow the entries again.
pub fn unlock_payouts(field: &Field) -> Result<FieldEvent, ResultsError> {
    match field.money.locked {
        Some(_) => Ok(FieldEvent::PayoutsUnlocked),
        None => Err(ResultsError::NotLocked),
    }
}

/// The prizes of the places the remaining players will take, first place first.
pub fn prizes_to_pay(event: MoneyInput<'_>) -> Result<Vec<u64>, ResultsError> {
    // After a deal, what is left to share is what it kept to play for (first place's).
    if let Some(d) = &event.field.money.deal {
        return Ok(vec![d.play_for]);
    }
    let left = event.field.players_left() as usize;
    let mut prizes = prizes_now(event)?;
    prizes.truncate(left);
    Ok(prizes)
}

/// The players still in, in entry order: the order of a deal's lists.
pub fn remaining(field: &Field) -> Vec<PlayerId> {
    field.active().map(|e| e.id).collect()
}

fn total(v: &[u64]) -> u64 {
    v.iter().fold(0, |sum, x| sum.saturating_add(*x))
}

/// Decides `Deal`: every remaining player listed once and agreed, the amounts adding up
/// exactly to the prizes still to be paid minus the amount played for.
pub fn decide_deal(
    event: MoneyInput<'_>,
    order: &DealOrder<'_>,
) -> Result<FieldEvent, ResultsError> {
    let (field, structure) = (event.field, event.structure);
    if !field.is_tracked() {
        return Err(ResultsError::NotTracked);
    }
    if field.money.deal.as_ref().is_some_and(|d| d.play_for == 0) {
        return Err(ResultsError::AlreadyDealt);
    }
    let left = remaining(field);
    if left.len() < 2 {
        return Err(ResultsError::TooFewForDeal {
            players: left.len() as u32,
        });
    }
    let mut seen = std::collections::BTreeSet::new();
    for &p in order.players {
        if !left.contains(&p) {
            return Err(ResultsError::NotInPlay {
                who: field.label_phrase(p),
            });
        }
        if !seen.insert(p) {
            return Err(ResultsError::ListedTwice {
                who: field.label_phrase(p),
            });
        }
    }
    if let Some(&p) = left.iter().find(|p| !seen.contains(p)) {
        return Err(ResultsError::Missing {
            who: field.label_phrase(p),
        });
    }
    let not_agreed: Vec<Phrase> = order
        .players
        .iter()
        .filter(|p| !order.agreed.contains(p))
        .map(|&p| field.label_phrase(p))
        .collect();
    if !not_agreed.is_empty() {
        return Err(ResultsError::NotAgreed { who: not_agreed });
    }
    if order.amounts.len() != order.players.len() {
        return Err(ResultsError::AmountCount {
            players: order.players.len(),
            amounts: order.amounts.len(),
        });
    }
    let prizes = prizes_to_pay(event)?;
    let currency = structure
        .money
        .as_ref()
        .map_or(String::new(), |m| m.currency.clone());
    let to_pay = total(&prizes);
    if order.play_for > to_pay {
        return Err(ResultsError::PlayForTooLarge {
            play_for: order.play_for,
            prizes: to_pay,
            currency,
        });
    }
    let paid = order
        .amounts
        .iter()
        .try_fold(0u64, |a, &x| a.checked_add(x))
        .unwrap_or(u64::MAX);
    let expected = to_pay - order.play_for;
    if paid != expected {
        return Err(ResultsError::WrongSum {
            paid,
            prizes: to_pay,
            play_for: order.play_for,
            expected,
            currency,
        });
    }
    Ok(FieldEvent::DealMade {
        deal: DealRecord {
            method: order.method,
            players: order.players.to_vec(),
            amounts: order.amounts.to_vec(),
            play_for: order.play_for,
            prizes,
            deals: 1,
        },
    })
}

/// Decides `Savers`: every player still in agreed; each amount more than 0; at least
/// two players left unsaved; no place saved twice; the payouts not locked (the savers
/// come out of the pool the places are paid from); the savers less than the prizes.
pub fn decide_savers(
    event: MoneyInput<'_>,
    amounts: &[u64],
    agreed: &[PlayerId],
) -> Result<FieldEvent, ResultsError> {
    let field = event.field;
    if !field.is_tracked() {
        return Err(ResultsError::NotTracked);
    }
    if field.money.deal.is_some() {
        return Err(ResultsError::SaversAfterDeal);
    }
    if field.money.locked.is_some() {
        return Err(ResultsError::SaversLocked);
    }
    let left = field.players_left();
    // The savers pay the next players out; two at least play on for the places.
    if amounts.is_empty() || amounts.len() as u32 + 2 > left {
        return Err(ResultsError::SaverCount {
            savers: amounts.len() as u32,
            left,
        });
    }
    if let Some(i) = amounts.iter().position(|a| *a == 0) {
        return Err(ResultsError::ZeroSaver {
            place: left - i as u32,
        });
    }
    for i in 0..amounts.len() as u32 {
        let place = left - i;
        if field.money.savers.iter().any(|(p, _)| *p == place) {
            return Err(ResultsError::SavedTwice { place });
        }
    }
    let not_agreed: Vec<Phrase> = remaining(field)
        .into_iter()
        .filter(|p| !agreed.contains(p))
        .map(|p| field.label_phrase(p))
        .collect();
    if !not_agreed.is_empty() {
        return Err(ResultsError::SaversNotAgreed { who: not_agreed });
    }
    let prizes = prizes_now(event)?;
    let currency = event
        .structure
        .money
        .as_ref()
        .map_or(String::new(), |m| m.currency.clone());
    let asked = amounts.iter().fold(0u64, |a, b| a.saturating_add(*b));
    let pool = total(&prizes);
    if asked >= pool {
        return Err(ResultsError::SaversTooLarge {
            savers: asked,
            prizes: pool,
            currency,
        });
    }
    Ok(FieldEvent::SaversAgreed {
        left,
        amounts: amounts.to_vec(),
    })
}

/// A deal worked out from the chip counts, for the players to look at before agreeing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DealProposal {
    pub method: DealKind,
    /// The players still in, in the order of `stacks` and `amounts`.
    pub players: Vec<PlayerId>,
    pub names: Vec<String>,
    pub stacks: Vec<u64>,
    /// The prizes of the places still to be paid, first place first.
    pub prizes: Vec<u64>,
    pub play_for: u64,
    /// What each player is paid now; sums to the prizes minus `play_for`.
    pub amounts: Vec<u64>,
    /// For an ICM estimate beyond the exact limit: each amount is within this of the
    /// exact value with 99% confidence (minor units); `None` when exact.
    pub error_99: Option<Vec<f64>>,
    pub currency: Option<String>,
    /// What the amounts' rounding to the event's payout increment left over, added to
    /// `play_for` (so the deal still pays the prizes left exactly).
    pub remainder: u64,
    /// The rounding in words ("Rounded down to $5 each; the $3 left over is added to the
    /// amount kept for 1st"); `None` when the event rounds to the unit.
    pub rounding: Option<String>,
    /// A progressive knockout: the heads stay outside the chop (each player keeps their
    /// own head and the rest are still played for).
    pub bounties: Option<DealBounties>,
}

/// The bounties beside a PKO deal: each player's head now and what their
/// chips are worth in heads (every head still in play shared by chip count, the usual
/// estimate: a chip wins its share of every head it may yet take, its own included).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DealBounties {
    /// Each player's head now, in the order of `players`.
    pub heads: Vec<u64>,
    /// Each player's share of all the heads in play by chip count.
    pub equity: Vec<u64>,
    /// The deal's amount plus the head equity: each player's whole worth now.
    pub with_heads: Vec<u64>,
}

/// Every head in play shared by chip count, in whole minor units (the largest remainders
/// get the units the shares leave over, so the shares add up to the heads exactly).
fn head_equity(heads: &[u64], stacks: &[u64]) -> Vec<u64> {
    let total: u128 = heads.iter().map(|&h| u128::from(h)).sum();
    let chips: u128 = stacks.iter().map(|&c| u128::from(c)).sum();
    if chips == 0 {
        return vec![0; stacks.len()];
    }
    let raw: Vec<(u128, u128)> = stacks
        .iter()
        .map(|&c| {
            let x = total * u128::from(c);
            (x / chips, x % chips)
        })
        .collect();
    let mut out: Vec<u64> = raw.iter().map(|r| r.0 as u64).collect();
    let mut left = (total - raw.iter().map(|r| r.0).sum::<u128>()) as usize;
    let mut order: Vec<usize> = (0..raw.len()).collect();
    order.sort_by(|&a, &b| raw[b].1.cmp(&raw[a].1).then(a.cmp(&b)));
    for i in order {
        if left == 0 {
            break;
        }
        out[i] += 1;
        left -= 1;
    }
    out
}

/// Works out a chop or ICM deal for the remaining players with `stacks` (in the order of
/// [`remaining`]); `seed` drives the Monte Carlo estimate beyond the exact ICM limit.
pub fn propose_deal(
    event: MoneyInput<'_>,
    method: DealKind,
    stacks: &[u64],
    play_for: u64,
    seed: u64,
) -> Result<DealProposal, ResultsError> {
    let (field, structure) = (event.field, event.structure);
    let players = remaining(field);
    if stacks.len() != players.len() {
        return Err(ResultsError::StackCount {
            stacks: stacks.len(),
            players: players.len(),
        });
    }
    let prizes = prizes_to_pay(event)?;
    let method_now = match method {
        DealKind::Chop => DealMethod::ChipChop,
        DealKind::Icm => DealMethod::Icm,
        DealKind::Custom => return Err(ResultsError::CustomProposal),
    };
    let terms = DealTerms {
        method: method_now,
        savers: Vec::new(),
        play_for,
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let samples = affordable_samples(stacks.len(), 200_000);
    let outcome = deal(stacks, &prizes, &terms, seed, &mut rng, samples)?;
    let error_99 = match &outcome.shares.method {
        EquityMethod::IcmMonteCarlo { error_99, .. } => Some(error_99.clone()),
        _ => None,
    };
    // Each amount rounded down to the increment the event pays prizes in (the payout
    // curve's round figure too, not only a structure's own increment); what that leaves
    // over is played for, so the deal still adds up to the prizes left.
    let entries = if field.is_tracked() {
        field.entry_count()
    } else {
        event.counted_entries
    };
    let pool = pool_now(event)
        .map(|p| p.total.saturating_sub(field.money.savers_total()))
        .unwrap_or(0);
    let increment = crate::rules::payout::event::prize_increment(structure, entries, pool);
    let mut amounts = outcome.shares.equities;
    let mut remainder = 0u64;
    for a in &mut amounts {
        let cut = *a % increment;
        *a -= cut;
        remainder += cut;
    }
    let currency = structure.money.as_ref().map(|m| m.currency.clone());
    let words = |v: u64| format_money(v, currency.as_deref().unwrap_or(""));
    let rounding = (increment > 1).then(|| {
        if remainder == 0 {
            format!("Each amount is a multiple of {}.", words(increment))
        } else {
            format!(
                "Rounded down to {} each; the {} left over is added to the amount kept for 1st.",
                words(increment),
                words(remainder)
            )
        }
    });
    let bounties = super::chips::pko_now(field, structure)
        .and_then(Result::ok)
        .map(|pko| {
            let heads: Vec<u64> = players
                .iter()
                .map(|p| pko.heads.get(p).copied().unwrap_or(0))
                .collect();
            let equity = head_equity(&heads, stacks);
            let with_heads = amounts.iter().zip(&equity).map(|(a, e)| a + e).collect();
            DealBounties {
                heads,
                equity,
                with_heads,
            }
        });
    Ok(DealProposal {
        bounties,
        method,
        names: players
            .iter()
            .map(|p| field.entries[p].name.clone())
            .collect(),
        players,
        stacks: stacks.to_vec(),
        prizes,
        play_for: play_for + remainder,
        amounts,
        error_99,
        currency,
        remainder,
        rounding,
    })
}
