//! The chip race at one table, and the race-off of an event's current or next break to
//! prefill it. The race itself is [`felt_core::rules::chip_race`]'s.

use super::pick_seed_with;
use super::wire::{ChipRaceRequest, ChipRaceResult, EnteredCards, NextChipRace, RaceSeatResult};
use crate::api::{ApiError, Felt};
use felt_core::lang::Phrase;
use felt_core::rules::chip_race::{ChipRaceInput, RaceDeal, RaceSeat, RaceVariant, run_chip_race};
use felt_core::rules::colour_up::next_race_off;
use felt_core::structure::{Chips, Structure};
use felt_core::view::clock::RaceOffView;

/// The race at one table (`POST /api/chip-race`, `felt chip-race`). `pick_seed` is called
/// only when the app deals and the request names no seed; the result says which seed.
pub fn chip_race(
    req: &ChipRaceRequest,
    pick_seed: impl FnOnce() -> u64,
) -> Result<ChipRaceResult, ApiError> {
    let bad = |m: Phrase| Err(ApiError::BadRequest(m));
    let seats = req.counts.len();
    if let Some(others) = &req.others
        && others.len() != seats
    {
        return bad(Phrase::new("refusal-api-race-lists-differ")
            .text("list", "others")
            .count("n", others.len())
            .text("seats", seats.to_string()));
    }
    if let Some(EnteredCards::BySeat(lists)) = &req.cards
        && lists.len() != seats
    {
        return bad(Phrase::new("refusal-api-race-lists-differ")
            .text("list", "cards")
            .count("n", lists.len())
            .text("seats", seats.to_string()));
    }
    let seats = req
        .counts
        .iter()
        .enumerate()
        .map(|(i, &count)| RaceSeat {
            count,
            other_chips: req.others.as_ref().and_then(|o| o[i]),
        })
        .collect();
    let variant = req.variant.unwrap_or(RaceVariant::Race);
    let deal = match (&req.cards, req.seed) {
        (Some(_), Some(_)) => {
            return bad(Phrase::new("refusal-api-race-cards-or-seed"));
        }
        (Some(EnteredCards::InOrder(cards)), None) => RaceDeal::Entered(cards.clone()),
        (Some(EnteredCards::BySeat(lists)), None) => RaceDeal::EnteredBySeat(lists.clone()),
        (None, Some(seed)) => RaceDeal::Seeded(seed),
        // The round variant deals no cards, so it needs no seed.
        (None, None) if variant == RaceVariant::Round => RaceDeal::Entered(Vec::new()),
        (None, None) => RaceDeal::Seeded(pick_seed_with(pick_seed)),
    };
    let race = run_chip_race(&ChipRaceInput {
        remove: req.remove,
        next: req.next,
        seats,
        variant,
        deal,
    })?;
    Ok(ChipRaceResult {
        remove: race.remove,
        next: race.next,
        variant: race.variant,
        seed: race.seed,
        chips_raced: race.chips_raced,
        value_before: race.value_before,
        value_after: race.value_after,
        rounding: race.rounding,
        seats: race
            .seats
            .iter()
            .map(|s| RaceSeatResult {
                seat: s.seat,
                count: s.count,
                exchanged: s.exchanged,
                leftover: s.leftover,
                raced: s.raced,
                race_out_chip: s.race_out_chip,
                received: s.received(),
                cards: s.cards.iter().map(ToString::to_string).collect(),
            })
            .collect(),
    })
}

/// The next race-off of a structure from period `period` on, with chip colours.
fn next_chip_race_at(s: &Structure, period: usize) -> Option<NextChipRace> {
    let cu = next_race_off(s, period)?;
    let chip = |value: Chips| RaceOffView {
        value,
        color: s
            .chips
            .iter()
            .find(|c| c.value == value)
            .map(|c| c.color.clone())
            .unwrap_or_default(),
    };
    Some(NextChipRace {
        period: cu.period_index,
        level_after: cu.level_after,
        now: cu.period_index == period,
        remove: cu.remove.iter().map(|&v| chip(v)).collect(),
        next: chip(cu.next_chip),
    })
}

impl Felt {
    /// The chip race of the current break, or of the next break that races chips off.
    pub fn next_chip_race(&self, id: i64) -> Result<Option<NextChipRace>, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        let t = &s.t;
        let period = felt_core::rules::clock::read(t.clock, &t.structure, now).period;
        Ok(next_chip_race_at(&t.structure, period))
    }
}
