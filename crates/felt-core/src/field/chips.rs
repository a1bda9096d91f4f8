//! Per-player chip records: lammers, rebuys and add-ons, knockouts and chip races.
//!
//! [`ChipRecords`] is the part of the [`Field`] that follows chips rather than seats. It
//! is folded from the chip events of the log ([`FieldEvent::LammersRedeemed`] and its
//! neighbours) and from two seat events: a registration hands the entry its lammers, a
//! bust with a knocker records a knockout. The rules themselves live in the pure cores
//! ([`LammerBook`], [`PurchaseLedger`]); the decisions here only read the clock for the
//! level and turn what those cores accept into events that carry their outcome.

use super::context::Context;
use super::{EntryState, Field, FieldError, FieldEvent};
use crate::lang::{Phrase, Speak};
use crate::rules::bounty::Knockout;
use crate::rules::clock;
use crate::rules::lammer::{LammerBook, LammerError};
use crate::rules::purchase::{
    Moment, PlayerStanding, Purchase, PurchaseError, PurchaseKind, PurchaseLedger,
};
use crate::rules::seating::{PlayerId, TableNo};
use crate::structure::{Chips, Period, Structure};
use serde::{Deserialize, Serialize};

/// A chip race finished at one table: the value of the small chips taken out of play and
/// the value of the larger chips handed back (more or less, by the rounding rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChipRaceRecord {
    pub table: TableNo,
    pub removed_value: Chips,
    pub added_value: Chips,
}

/// A race the app dealt, recorded with it: what went in, the seed of the deck
/// and what each seat received, so anyone can deal it again from the log and see that the
/// chips handed out are the ones the seed gives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RaceRecord {
    /// The chip removed and the one it becomes.
    pub remove: Chips,
    pub next: Chips,
    pub variant: crate::structure::RaceVariant,
    /// Each seat's chips of the removed denomination, seat 1 first.
    pub counts: Vec<u64>,
    /// Each seat's other chips when counted (0: nothing else), seat 1 first.
    pub others: Vec<Option<u64>>,
    /// The seed the deck was shuffled with.
    pub seed: u64,
    /// The larger chips each seat received, seat 1 first.
    pub received: Vec<u64>,
}

impl RaceRecord {
    /// The race dealt again from its seed.
    pub fn deal_again(
        &self,
    ) -> Result<crate::rules::chip_race::ChipRace, crate::rules::chip_race::ChipRaceError> {
        use crate::rules::chip_race::{ChipRaceInput, RaceDeal, RaceSeat, run_chip_race};
        let seats = self
            .counts
            .iter()
            .enumerate()
            .map(|(i, &count)| RaceSeat {
                count,
                other_chips: self.others.get(i).copied().flatten(),
            })
            .collect();
        run_chip_race(&ChipRaceInput {
            remove: self.remove,
            next: self.next,
            seats,
            variant: self.variant,
            deal: RaceDeal::Seeded(self.seed),
        })
    }

    /// Why the record is not what its seed deals, if it is not (`removed`, `added`: the
    /// values the record says left and joined play).
    pub fn mismatch(&self, removed: Chips, added: Chips) -> Option<Phrase> {
        let p = Phrase::new;
        if self.others.len() != self.counts.len() || self.received.len() != self.counts.len() {
            return Some(
                p("refusal-chips-race-lists")
                    .count("counts", self.counts.len())
                    .count("others", self.others.len())
                    .count("received", self.received.len()),
            );
        }
        let race = match self.deal_again() {
            Ok(r) => r,
            Err(e) => return Some(e.phrase()),
        };
        if race.seed != Some(self.seed) {
            return Some(p("refusal-chips-race-no-seed"));
        }
        for (s, &got) in race.seats.iter().zip(&self.received) {
            if s.received() != got {
                return Some(
                    p("refusal-chips-race-seat")
                        .text("seat", s.seat.to_string())
                        .count("got", got)
                        .figure("chip", self.next)
                        .text("seed", self.seed.to_string())
                        .figure("dealt", s.received()),
                );
            }
        }
        if race.value_before != removed || race.value_after != added {
            return Some(
                p("refusal-chips-race-values")
                    .figure("removed", removed)
                    .figure("added", added)
                    .text("seed", self.seed.to_string())
                    .figure("before", race.value_before)
                    .figure("after", race.value_after),
            );
        }
        None
    }
}

/// Chips the log has added to play beyond the starting stacks, and who knocked out whom.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct ChipRecords {
    /// Every entry's lammers, when the event hands them out.
    pub lammers: Option<LammerBook>,
    /// The deadline has been applied: entries registered later get no lammers.
    pub deadline_applied: bool,
    /// The event's offers and every rebuy and add-on bought.
    pub purchases: PurchaseLedger,
    /// Knockouts in the order they happened (busts with a knocker recorded).
    pub knockouts: Vec<Knockout>,
    /// The same knockouts with each winner's share of the pot (one winner: share 1), for
    /// progressive bounties.
    pub pots: Vec<crate::rules::pko::PkoKnockout>,
    pub races: Vec<ChipRaceRecord>,
}

/// A chip action the rules refuse; messages name the entry. Said in the asker's language
/// (`refusal-chips-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChipError {
    NoLammers,
    /// `who`: the entry, as [`Field::label_phrase`] names it.
    Lammer {
        who: Phrase,
        source: LammerError,
    },
    Deadline {
        source: LammerError,
    },
    DeadlineApplied,
    Purchase {
        who: Phrase,
        source: PurchaseError,
    },
    NoSuchTable {
        table: TableNo,
    },
    /// `why`: how the record differs from what its seed deals.
    RaceNotFromSeed {
        table: TableNo,
        why: Phrase,
    },
    OverLimit {
        table: TableNo,
        source: crate::rules::limits::OverLimit,
    },
    Damaged {
        player: PlayerId,
        source: LammerError,
    },
}

impl Speak for ChipError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            ChipError::NoLammers => p("refusal-chips-no-lammers"),
            ChipError::Lammer { who, source } => p("refusal-chips-who")
                .phrase("who", who.clone())
                .phrase("why", source.phrase()),
            ChipError::Deadline { source } => source.phrase(),
            ChipError::DeadlineApplied => p("refusal-chips-deadline-applied"),
            ChipError::Purchase { who, source } => p("refusal-chips-who")
                .phrase("who", who.clone())
                .phrase("why", source.phrase()),
            ChipError::NoSuchTable { table } => {
                p("refusal-chips-no-such-table").text("table", table.to_string())
            }
            ChipError::RaceNotFromSeed { table, why } => p("refusal-chips-race-not-from-seed")
                .text("table", table.to_string())
                .phrase("why", why.clone()),
            ChipError::OverLimit { table, source } => p("refusal-chips-race-over-limit")
                .text("table", table.to_string())
                .phrase("why", source.phrase()),
            ChipError::Damaged { player, source } => p("refusal-chips-damaged")
                .text("entry", player.to_string())
                .phrase("why", source.phrase()),
        }
    }
}
crate::spoken_error!(ChipError);

impl ChipError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            ChipError::NoLammers | ChipError::Lammer { .. } => "lammers",
            ChipError::Deadline { .. } | ChipError::DeadlineApplied => "lammer-deadline",
            ChipError::Purchase { .. } => "purchase-refused",
            ChipError::NoSuchTable { .. } | ChipError::RaceNotFromSeed { .. } => "chip-race",
            ChipError::OverLimit { .. } => "over-limit",
            ChipError::Damaged { .. } => "damaged-log",
        }
    }
}

impl ChipRecords {
    /// Empty records with the lammer rule and the offers of `structure`.
    pub fn for_structure(structure: &Structure) -> Self {
        ChipRecords {
            lammers: structure.lammers.map(LammerBook::new),
            purchases: PurchaseLedger::for_structure(structure),
            ..ChipRecords::default()
        }
    }

    /// Takes the rules again from `structure` after a change to it: a level inserted with
    /// renumbering moves the lammer deadline and the purchase windows one level on, and
    /// the deadline and a purchase are checked against these copies.
    pub fn follow(&mut self, structure: &Structure) {
        if let (Some(book), Some(rule)) = (self.lammers.as_mut(), structure.lammers) {
            book.rule = rule;
        }
        self.purchases.follow(structure);
    }

    /// Lammers `player` still holds.
    pub fn held(&self, player: PlayerId) -> u32 {
        self.lammers
            .as_ref()
            .and_then(|b| b.players.get(&player))
            .map_or(0, |a| a.held)
    }

    /// Chips added to play by redemptions, purchases and chip races (races may take
    /// chips out, so this can be negative).
    pub fn chips_added(&self) -> i64 {
        let lammers = self
            .lammers
            .as_ref()
            .map_or(0, LammerBook::total_chips_added);
        let bought = self.purchases.totals().chips;
        // Each race's values are within `MAX_CHIPS` (2^53), so i128 cannot overflow.
        let races: i128 = self
            .races
            .iter()
            .map(|r| i128::from(r.added_value) - i128::from(r.removed_value))
            .sum();
        let total = i128::from(lammers) + i128::from(bought) + races;
        total.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
    }

    /// Add-ons recorded one by one.
    pub fn add_ons(&self) -> u32 {
        self.purchases.totals().add_ons
    }

    /// A new entry gets the lammers of the rule (none once the deadline has passed).
    pub(super) fn registered(&mut self, player: PlayerId) -> Result<(), FieldError> {
        if let (Some(book), false) = (self.lammers.as_mut(), self.deadline_applied) {
            book.issue(player, 0)
                .map_err(|source| damaged(player, source))?;
        }
        Ok(())
    }

    /// A withdrawn entry hands its lammers back.
    pub(super) fn unregistered(&mut self, player: PlayerId) {
        if let Some(book) = self.lammers.as_mut() {
            book.players.remove(&player);
        }
    }

    /// An elimination; with a knocker it is a knockout (bounties). Lammers still held are
    /// forfeited (a player who leaves owing a redemption, or busts past the deadline).
    pub(super) fn busted(
        &mut self,
        player: PlayerId,
        by: Option<PlayerId>,
        split: &[super::PotShare],
    ) {
        if let Some(book) = self.lammers.as_mut() {
            book.eliminated(player);
        }
        let winners: Vec<(PlayerId, u64)> = if split.is_empty() {
            by.map(|k| vec![(k, 1)]).unwrap_or_default()
        } else {
            split.iter().map(|s| (s.player, s.share)).collect()
        };
        if !winners.is_empty() {
            self.knockouts.push(Knockout {
                busted: player,
                high_winners: winners.iter().map(|w| w.0).collect(),
            });
            self.pots.push(crate::rules::pko::PkoKnockout {
                busted: player,
                winners,
            });
        }
    }

    /// Folds a chip event. Events were decided on the same state, so a failure is a
    /// damaged log.
    pub(super) fn apply(&mut self, event: &FieldEvent) -> Result<(), FieldError> {
        match event {
            FieldEvent::LammersRedeemed {
                player,
                level,
                count,
                ..
            } => {
                self.book()?
                    .redeem(*player, *count, *level)
                    .map_err(|e| damaged(*player, e))?;
            }
            FieldEvent::BustHeld { player, .. } => {
                self.book()?
                    .bust_held(*player)
                    .map_err(|e| damaged(*player, e))?;
            }
            FieldEvent::LammerDeadlinePassed { level, .. } => {
                // The deadline gives the same actions on the same state; recomputing
                // them keeps the book's own bookkeeping (forced redemptions) in one place.
                if let Some(book) = self.lammers.as_mut() {
                    book.apply_deadline(*level).map_err(|e| damaged(0, e))?;
                }
                self.deadline_applied = true;
            }
            FieldEvent::Purchased { purchase } => self.purchases.purchases.push(*purchase),
            FieldEvent::ChipRaceDone {
                table,
                removed_value,
                added_value,
                ..
            } => {
                race_within_limits(*table, *removed_value, *added_value)?;
                self.races.push(ChipRaceRecord {
                    table: *table,
                    removed_value: *removed_value,
                    added_value: *added_value,
                })
            }
            _ => {}
        }
        Ok(())
    }

    fn book(&mut self) -> Result<&mut LammerBook, FieldError> {
        self.lammers
            .as_mut()
            .ok_or(FieldError::Chips(ChipError::NoLammers))
    }
}

fn damaged(player: PlayerId, source: LammerError) -> FieldError {
    FieldError::Chips(ChipError::Damaged { player, source })
}

/// The level being played at the decision (on a break, the level just played), and the
/// moment in the terms of the purchase windows.
pub fn moment(ctx: &Context) -> Moment {
    let s = ctx.structure;
    let period = clock::read(ctx.clock, s, ctx.now).period;
    let last = s.periods.len().saturating_sub(1);
    let upto = &s.periods[..=period.min(last)];
    let level = upto
        .iter()
        .rev()
        .find_map(Period::as_level)
        .map(|l| l.number);
    match s.periods.get(period) {
        Some(Period::Break(_)) => Moment::BreakAfter(level.unwrap_or(0)),
        _ => Moment::Level(level.unwrap_or(1)),
    }
}

fn level_of(m: Moment) -> u32 {
    match m {
        Moment::Level(n) | Moment::BreakAfter(n) => n,
    }
}

/// The level being played, or during a break the level to come: a deadline "by the end of
/// level N" has passed once this is past N, so the break after level N is past it.
fn level_ahead(m: Moment) -> u32 {
    match m {
        Moment::Level(n) => n,
        Moment::BreakAfter(n) => n.saturating_add(1),
    }
}

fn active(field: &Field, player: PlayerId) -> Result<(), FieldError> {
    let e = field.entry(player)?;
    if e.state != EntryState::Active {
        return Err(FieldError::PlayerState {
            player,
            name: e.name.clone(),
            why: crate::lang::Phrase::new("refusal-field-state-not-in"),
        });
    }
    Ok(())
}

/// Whether `player` may redeem `count` lammers at `moment`; the refusal names the player
/// and the rule.
pub fn check_redeem(
    field: &Field,
    player: PlayerId,
    count: u32,
    moment: Moment,
) -> Result<(), FieldError> {
    active(field, player)?;
    let book = field.chips.lammers.as_ref().ok_or(ChipError::NoLammers)?;
    book.check_redeem(player, count, level_of(moment))
        .map_err(|source| {
            ChipError::Lammer {
                who: field.label_phrase(player),
                source,
            }
            .into()
        })
}

/// Redeems `count` of `player`'s lammers at the clock's level.
pub fn redeem(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
    count: u32,
) -> Result<FieldEvent, FieldError> {
    let level = level_of(moment(ctx));
    check_redeem(field, player, count, moment(ctx))?;
    let mut book = field.chips.lammers.clone().ok_or(ChipError::NoLammers)?;
    let chips = book
        .redeem(player, count, level)
        .map_err(|source| ChipError::Lammer {
            who: field.label_phrase(player),
            source,
        })?;
    Ok(FieldEvent::LammersRedeemed {
        player,
        level,
        count,
        chips,
    })
}

/// A bust of a player who still holds lammers before the deadline: he stays in and owes
/// a redemption. `None` when the bust is an elimination (no lammers, a redemption already
/// owed, or the deadline passed): a bust is never refused for lammers.
pub fn bust_holding_lammers(field: &Field, ctx: &Context, player: PlayerId) -> Option<FieldEvent> {
    let book = field.chips.lammers.as_ref()?;
    match book.bust_outcome(player, level_ahead(moment(ctx))) {
        crate::rules::lammer::BustOutcome::Eliminated => None,
        crate::rules::lammer::BustOutcome::MustRedeem { held } => {
            Some(FieldEvent::BustHeld { player, held })
        }
    }
}

/// Whether the event's lammer deadline is due at the clock's moment: the event has
/// lammers, the deadline has not been applied, and the deadline level has ended (the
/// break after it counts as past it).
pub fn lammer_deadline_due(field: &Field, ctx: &Context) -> bool {
    match (&field.chips.lammers, field.chips.deadline_applied) {
        (Some(book), false) => level_ahead(moment(ctx)) > book.rule.redeem_by_end_of_level,
        _ => false,
    }
}

/// Applies the event's deadline rule to every lammer still held.
pub fn lammer_deadline(field: &Field, ctx: &Context) -> Result<FieldEvent, FieldError> {
    let mut book = field.chips.lammers.clone().ok_or(ChipError::NoLammers)?;
    if field.chips.deadline_applied {
        return Err(ChipError::DeadlineApplied.into());
    }
    let level = level_of(moment(ctx));
    let actions = book
        .apply_deadline(level)
        .map_err(|source| ChipError::Deadline { source })?;
    Ok(FieldEvent::LammerDeadlinePassed { level, actions })
}

/// Whether `player` may buy a `kind` at `moment` with `stack` (without it, a stack
/// ceiling is taken as met); the refusal names the player and the offer's rule.
pub fn check_purchase(
    field: &Field,
    player: PlayerId,
    kind: PurchaseKind,
    moment: Moment,
    stack: Option<Chips>,
) -> Result<(), FieldError> {
    active(field, player)?;
    let standing = PlayerStanding {
        stack: stack.unwrap_or(0),
        busted: false,
    };
    field
        .chips
        .purchases
        .check(kind, player, moment, standing)
        .map(|_| ())
        .map_err(|source| {
            ChipError::Purchase {
                who: field.label_phrase(player),
                source,
            }
            .into()
        })
}

/// A rebuy or an add-on, checked against the offer; `stack` is the player's stack as the
/// desk counted it (without it, a stack ceiling is taken as met).
pub fn purchase(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
    kind: PurchaseKind,
    stack: Option<Chips>,
) -> Result<FieldEvent, FieldError> {
    let moment = moment(ctx);
    check_purchase(field, player, kind, moment, stack)?;
    let standing = PlayerStanding {
        stack: stack.unwrap_or(0),
        busted: false,
    };
    let mut ledger = field.chips.purchases.clone();
    let purchase: Purchase = ledger
        .buy(kind, player, moment, standing)
        .map_err(|source| ChipError::Purchase {
            who: field.label_phrase(player),
            source,
        })?;
    Ok(FieldEvent::Purchased { purchase })
}

/// A race's chip values within Felt's limit (checked when decided and when folded, so
/// a record from before the limit is damage, not an overflow).
fn race_within_limits(table: TableNo, removed: Chips, added: Chips) -> Result<(), ChipError> {
    use crate::rules::limits;
    limits::chips("removed_value", removed)
        .and_then(|()| limits::chips("added_value", added))
        .map_err(|source| ChipError::OverLimit { table, source })
}

/// A chip race done at `table`.
/// A race the app dealt carries its record, which must be what its seed deals.
pub fn chip_race_done(
    field: &Field,
    table: TableNo,
    removed_value: Chips,
    added_value: Chips,
    race: Option<&RaceRecord>,
) -> Result<FieldEvent, FieldError> {
    if field.is_tracked() && !field.seating.tables.contains_key(&table) {
        return Err(ChipError::NoSuchTable { table }.into());
    }
    race_within_limits(table, removed_value, added_value)?;
    if let Some(why) = race.and_then(|r| r.mismatch(removed_value, added_value)) {
        return Err(ChipError::RaceNotFromSeed { table, why }.into());
    }
    Ok(FieldEvent::ChipRaceDone {
        table,
        removed_value,
        added_value,
        race: race.cloned(),
    })
}

/// The progressive bounties now, in an event with `[special] progressive_bounty`: every
/// entry's head (the bounty it started with, plus the halves added by its knockouts),
/// the cash each won, and, once one player is left after busts, the winner's own head
/// collected. `None` in any other event.
pub fn pko_now(
    field: &Field,
    structure: &Structure,
) -> Option<Result<crate::rules::pko::PkoState, crate::rules::pko::PkoError>> {
    let bounty = structure.special.bounty?;
    if !structure.special.progressive_bounty {
        return None;
    }
    let entrants: Vec<PlayerId> = field
        .entries
        .values()
        .filter(|e| e.state != EntryState::Unregistered)
        .map(|e| e.id)
        .collect();
    let mut state = crate::rules::pko::PkoState::start(&entrants, bounty);
    for k in &field.chips.pots {
        if let Err(e) = state.knockout(k) {
            return Some(Err(e));
        }
    }
    match field.over() {
        Some(super::Over::Won { .. }) if state.heads.len() == 1 => {
            if let Err(e) = state.finish() {
                return Some(Err(e));
            }
        }
        // A deal (or a hard stop) ends the event: each player still in keeps their own
        // head, outside the chop.
        Some(super::Over::Chopped | super::Over::Stopped) => {
            for (p, head) in std::mem::take(&mut state.heads) {
                *state.cash.entry(p).or_default() += head;
            }
        }
        _ => {}
    }
    Some(Ok(state))
}
