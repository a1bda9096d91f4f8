//! Property test: random fields, registrations and busts, with the app's own
//! plans applied after every bust, keep every seating invariant, from 2 to 1,000 tables.

use std::collections::BTreeSet;

use felt_core::rules::seating::draw::{draw_field, draw_late};
use felt_core::rules::seating::invariants;
use felt_core::rules::seating::{
    BalanceSettings, BalanceStyle, BreakOrder, Seating, UnknownButtonRule, apply_plan,
    plan_after_bust,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn settings(style: u8, order: u8, unknown: u8, seats: u8) -> BalanceSettings {
    BalanceSettings {
        style: [
            BalanceStyle::ButtonGame,
            BalanceStyle::StudOnly,
            BalanceStyle::MixedInStud,
        ][style as usize % 3],
        break_order: if order.is_multiple_of(2) {
            BreakOrder::HighestFirst
        } else {
            BreakOrder::LowestFirst
        },
        unknown_button: [
            UnknownButtonRule::HighestSeat,
            UnknownButtonRule::LowestSeat,
            UnknownButtonRule::Random,
        ][unknown as usize % 3],
        ..BalanceSettings::for_handed(seats)
    }
}

fn run(
    tables: u32,
    seats: u8,
    slack: u32,
    steps: u32,
    s: BalanceSettings,
    seed: u64,
) -> Result<(), TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut room = Seating::with_tables(tables, seats).unwrap();
    let n = (tables * seats as u32).saturating_sub(slack).max(2);
    let mut roster: BTreeSet<u32> = (1..=n).collect();
    let field: Vec<u32> = roster.iter().copied().collect();
    let order: Vec<u32> = (1..=tables).collect();
    draw_field(&mut room, &order, &field, &mut rng).unwrap();
    let mut next_id = n + 1;
    for _ in 0..steps {
        if room.player_count() <= 1 {
            break;
        }
        // Buttons are known at most tables, unknown at some.
        let numbers: Vec<u32> = room.tables.keys().copied().collect();
        for n in numbers {
            let t = room.tables.get_mut(&n).unwrap();
            t.button = if rng.random_range(0..4) == 0 {
                None
            } else {
                Some(rng.random_range(1..=t.seats.len() as u8))
            };
        }
        if rng.random_range(0..5) == 0 {
            // A late registration or re-entry, when a seat is open.
            if draw_late(&mut room, &[next_id], &mut rng).is_ok() {
                roster.insert(next_id);
            }
            next_id += 1;
        } else {
            // Usually one bust, sometimes a dozen before the floor asks for the moves (so
            // that several tables break in one plan).
            let busts = if rng.random_range(0..4) == 0 {
                rng.random_range(2..=12)
            } else {
                1
            };
            for _ in 0..busts.min(room.player_count() - 1) {
                let k = rng.random_range(0..room.player_count());
                let player = *room.players.keys().nth(k).unwrap();
                room.unseat(player).unwrap();
                roster.remove(&player);
            }
        }
        let before = room.clone();
        let plan = plan_after_bust(&before, &s, &mut rng)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        invariants::check_plan(&before, &plan, &s)
            .map_err(|v| TestCaseError::fail(v.to_string()))?;
        apply_plan(&mut room, &plan).map_err(|e| TestCaseError::fail(e.to_string()))?;
        invariants::check_roster(&room, &roster).map_err(|v| TestCaseError::fail(v.to_string()))?;
        invariants::check_balanced(&room, &s)
            .map_err(|v| TestCaseError::fail(format!("{v} after {plan:?}")))?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Small rooms, played down to the final table and beyond.
    #[test]
    fn small_rooms_keep_invariants(
        tables in 2u32..=12, seats in 6u8..=10, slack in 0u32..=9, style in 0u8..3, order in 0u8..2,
        unknown in 0u8..3, seed in any::<u64>(),
    ) {
        run(tables, seats, slack, 140, settings(style, order, unknown, seats), seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// Big rooms, a handful of busts each (breaks happen as the slack runs out).
    #[test]
    fn big_rooms_keep_invariants(
        tables in 13u32..=1000, seats in 6u8..=10, slack in 0u32..=9, style in 0u8..3,
        unknown in 0u8..3, seed in any::<u64>(),
    ) {
        run(tables, seats, slack, 12, settings(style, 0, unknown, seats), seed)?;
    }
}
