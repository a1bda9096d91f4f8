//! The floor calculators over HTTP: what the big blind posts to the ante and the blind,
//! and the chip race at one table. Stateless: they read the request (and, for an event,
//! its structure and clock) and change nothing.
//!
//! Requests arrive as text (query parameters) or loose JSON, so every field is read here
//! by hand: a bad value is refused with a message that names the field and repeats what
//! was sent. The rules themselves are the core's ([`felt_core::ante`],
//! [`felt_core::chip_race`]).

mod read;
mod wire;

pub use wire::{
    AnteCalculation, ChipRaceRequest, ChipRaceResult, EnteredCards, NextChipRace, RaceSeatResult,
};

use super::{ApiError, Felt};
use felt_core::ante::{
    BlindLevel, big_blind_posting, calculator_level, explain_posting, level_ante, level_for_period,
};
use felt_core::chip_race::{ChipRaceInput, RaceDeal, RaceSeat, RaceVariant, run_chip_race};
use felt_core::colour_up::next_race_off;
use felt_core::structure::{BigBlindAntePreset, BigBlindAnteRule, Chips, Structure};
use felt_core::view::RaceOffView;
use read::{CHIPS, EVENT_ANTE_FIELDS, FLOOR_ANTE_FIELDS, PLAYERS, Query, bad, read_chip_race};
use serde_json::Value;
use std::collections::HashMap;

/// `GET /api/ante`: the floor calculator for a rule set and blinds given in the query.
pub fn floor_ante(query: &HashMap<String, String>) -> Result<AnteCalculation, ApiError> {
    let q = Query(query);
    q.only(FLOOR_ANTE_FIELDS)?;
    let preset = match q.text("rule")? {
        "tda-2024" => BigBlindAntePreset::Tda2024,
        "barge-2020" => BigBlindAntePreset::Barge2020,
        "barge-2024" => BigBlindAntePreset::Barge2024,
        other => {
            return Err(bad(format!(
                "rule must be tda-2024, barge-2020 or barge-2024, found '{other}'"
            )));
        }
    };
    let rule = BigBlindAnteRule::from_preset(preset);
    let small_blind = q.required("small_blind", CHIPS)?;
    let big_blind = q.required("big_blind", CHIPS)?;
    let ante = q.number("ante", CHIPS)?;
    let players = q.required("players", PLAYERS)?;
    let stack = q.required("stack", CHIPS)?;
    let level = calculator_level(&rule, small_blind, big_blind, ante)?;
    calculation(None, rule, level, players, stack)
}

/// Works out and explains one posting.
fn calculation(
    at: Option<(u32, String)>,
    rule: BigBlindAnteRule,
    level: BlindLevel,
    players: u8,
    stack: Chips,
) -> Result<AnteCalculation, ApiError> {
    let posting = big_blind_posting(&rule, level, players, stack)?;
    let (level_number, game) = at.unzip();
    Ok(AnteCalculation {
        level: level_number,
        game,
        rule,
        rule_text: rule.describe(),
        small_blind: level.small_blind,
        big_blind: level.big_blind,
        level_ante: level.ante,
        players,
        stack,
        ante_due: felt_core::ante::ante_due(&rule, level, players),
        ante: posting.ante,
        blind: posting.blind,
        behind: stack - posting.ante - posting.blind,
        explanation: explain_posting(&rule, level, players, stack, posting),
    })
}

/// The event ante calculator on a structure at period `period` (the clock's).
fn event_ante_at(
    s: &Structure,
    period: usize,
    query: &HashMap<String, String>,
) -> Result<AnteCalculation, ApiError> {
    let q = Query(query);
    q.only(EVENT_ANTE_FIELDS)?;
    let players = q.required("players", PLAYERS)?;
    let stack = q.required("stack", CHIPS)?;
    let number = match q.number("level", "a level number")? {
        Some(n) => n,
        None => level_for_period(s, period)
            .ok_or_else(|| bad("the structure has no level".to_string()))?,
    };
    let la = level_ante(s, number)?;
    calculation(
        Some((la.level, la.game)),
        la.rule,
        la.blinds,
        players,
        stack,
    )
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
    /// `GET /api/events/{id}/ante`: what the big blind posts under the event's own rule,
    /// at the level being played (the next one during a break) or the level asked for.
    pub fn event_ante(
        &self,
        id: i64,
        query: &HashMap<String, String>,
    ) -> Result<AnteCalculation, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        let period = felt_core::clock::read(t.clock, &t.structure, now).period;
        event_ante_at(&t.structure, period, query)
    }

    /// The chip race of the current break, or of the next break that races chips off.
    pub fn next_chip_race(&self, id: i64) -> Result<Option<NextChipRace>, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        let period = felt_core::clock::read(t.clock, &t.structure, now).period;
        Ok(next_chip_race_at(&t.structure, period))
    }
}

/// Seeds the server picks stay below 2^53, so a browser (whose numbers are doubles) can
/// send one back exactly to deal the same cards again.
const BROWSER_SAFE_SEED: u64 = (1 << 53) - 1;

/// `POST /api/chip-race`: the race at one table. `pick_seed` is called only when the app
/// deals and the request names no seed.
pub fn chip_race(
    body: &Value,
    pick_seed: impl FnOnce() -> u64,
) -> Result<ChipRaceResult, ApiError> {
    let req = read_chip_race(body)?;
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
    let deal = match (req.cards, req.seed) {
        (Some(_), Some(_)) => {
            return Err(bad(
                "give either cards (the cards dealt) or seed (the app deals), not both".into(),
            ));
        }
        (Some(EnteredCards::InOrder(cards)), None) => RaceDeal::Entered(cards),
        (Some(EnteredCards::BySeat(lists)), None) => RaceDeal::EnteredBySeat(lists),
        (None, Some(seed)) => RaceDeal::Seeded(seed),
        (None, None) if variant == RaceVariant::Round => RaceDeal::Entered(Vec::new()),
        (None, None) => RaceDeal::Seeded(pick_seed() & BROWSER_SAFE_SEED),
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

#[cfg(test)]
mod tests;
