//! The big blind ante calculator: what the big blind posts to the ante and to the blind,
//! under a rule set with the blinds given, or under an event's own rule at one of its
//! levels. The rules are [`felt_core::rules::ante`]'s.

use super::wire::{AnteCalculation, AnteRequest, EventAnteRequest};
use crate::api::{ApiError, Felt};
use felt_core::rules::ante::{
    BlindLevel, big_blind_posting, calculator_level, explain_posting, level_ante, level_for_period,
};
use felt_core::structure::{BigBlindAnteRule, Chips, Structure};

/// What the big blind posts under a rule set (`GET /api/ante`, `felt ante`).
pub fn ante(req: &AnteRequest) -> Result<AnteCalculation, ApiError> {
    let preset = BigBlindAnteRule::from_preset_for(req.rule, req.table_size.unwrap_or(9));
    let (rule, level) = calculator_level(&preset, req.small_blind, req.big_blind, req.ante);
    calculation(None, rule, level, req.players, req.stack)
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
        rule_text: rule.describe(felt_core::lang::Locale::ENGLISH),
        small_blind: level.small_blind,
        big_blind: level.big_blind,
        level_ante: level.ante,
        players,
        stack,
        ante_due: felt_core::rules::ante::ante_due(&rule, level, players),
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
    req: &EventAnteRequest,
) -> Result<AnteCalculation, ApiError> {
    let number = match req.level {
        Some(n) => n,
        None => level_for_period(s, period).ok_or_else(|| {
            ApiError::BadRequest(felt_core::lang::Phrase::new("refusal-api-no-level"))
        })?,
    };
    let la = level_ante(s, number)?;
    calculation(
        Some((la.level, la.game)),
        la.rule,
        la.blinds,
        req.players,
        req.stack,
    )
}

impl Felt {
    /// `GET /api/events/{id}/ante`: what the big blind posts under the event's own rule,
    /// at the level being played (the next one during a break) or the level asked for.
    pub fn event_ante(&self, id: i64, req: &EventAnteRequest) -> Result<AnteCalculation, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        let t = &s.t;
        let period = felt_core::rules::clock::read(t.clock, &t.structure, now).period;
        event_ante_at(&t.structure, period, req)
    }
}
