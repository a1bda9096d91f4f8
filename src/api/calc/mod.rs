//! The floor calculators: the big blind ante (for a rule set, or an event's own rule and
//! level), the chip race and the race-off to prefill it, payouts, ICM and chip-chop
//! deals, the seat draw and the showdown judge. Stateless: they read a typed request (and, for an event, its
//! structure and clock) and change nothing.
//!
//! Each calculator is one function taking a serde request struct and returning a serde
//! answer; the HTTP handler and the CLI call that same function and only translate.
//! Requests that arrive as query text or loose JSON (the ante, the chip race) are read
//! field by field here first (`read`), so a refusal names the field and repeats what was
//! sent. The rules themselves are the core's.

mod ante;
mod chip_race;
mod judge;
mod money;
mod read;
mod seat;
mod wire;

pub use ante::ante;
pub use chip_race::chip_race;
pub use judge::{judge, judge_forms};
pub use money::{
    ChopRequest, ICM_SAMPLES, ICM_SEED, IcmRequest, PayoutSplit, PayoutsRequest, chop, icm, payouts,
};
pub use seat::{SeatDraw, SeatDrawRequest, ShootoutDraw, seat_draw};
pub use wire::{
    AnteCalculation, AnteRequest, ChipRaceRequest, ChipRaceResult, EnteredCards, EventAnteRequest,
    NextChipRace, RaceSeatResult,
};

/// A seed the app picks: kept below 2^53 (as every seed the engine records), so a browser,
/// whose numbers are doubles, can send it back exactly to deal the same again.
fn pick_seed_with(pick: impl FnOnce() -> u64) -> u64 {
    pick() & felt_core::engine::SEED_MASK
}

#[cfg(test)]
mod tests;
