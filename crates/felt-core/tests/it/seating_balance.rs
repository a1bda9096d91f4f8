//! Balancing and breaking scenarios: each case is a room, the event settings
//! and the moves the rules name; every plan is also checked by the shared invariants.

use std::collections::BTreeSet;

use felt_core::rules::seating::buttons::record_hand_winners;
use felt_core::rules::seating::invariants;
use felt_core::rules::seating::{
    BalancePlan, BalanceSettings, BalanceStyle, BreakOrder, DonorRule, MoveKind, SeatRef, Seating,
    UnknownButtonRule, apply_move, apply_plan, plan_after_bust,
};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A table: number, seats, button, occupied seats (player = table * 100 + seat),
/// vacated seats oldest first.
struct T(u32, u8, Option<u8>, &'static [u8], &'static [u8]);

fn build(tables: &[T]) -> Seating {
    let mut s = Seating::new();
    for T(n, size, button, seats, vacated) in tables {
        s.open_table(*n, *size).unwrap();
        for &seat in vacated.iter() {
            // Sit someone down and bust him so the seat is on the vacated list in order.
            s.seat(9_000 + seat as u32, SeatRef { table: *n, seat })
                .unwrap();
            s.unseat(9_000 + seat as u32).unwrap();
        }
        for &seat in seats.iter() {
            s.seat(n * 100 + seat as u32, SeatRef { table: *n, seat })
                .unwrap();
        }
        s.set_button(*n, *button).unwrap();
    }
    s
}

/// An expected move: player, (table, seat) from, (table, seat) to.
type Move = (u32, (u32, u8), (u32, u8));

/// Plans, checks the plan against the invariants, applies it and checks the room.
fn check(
    tables: &[T],
    settings: BalanceSettings,
    broken: &[u32],
    moves: &[Move],
    hold: &[u32],
) -> BalancePlan {
    let before = build(tables);
    let plan = plan_after_bust(&before, &settings, &mut StdRng::seed_from_u64(42)).unwrap();
    assert_eq!(plan.broken_tables, broken, "{plan:#?}");
    assert_eq!(plan.hold_play, hold, "{plan:#?}");
    if plan.broken_tables.is_empty() && plan.final_table.is_none() {
        let got: Vec<_> = plan
            .moves
            .iter()
            .map(|m| {
                (
                    m.player,
                    (m.from.table, m.from.seat),
                    (m.to.table, m.to.seat),
                )
            })
            .collect();
        assert_eq!(got, moves, "{plan:#?}");
    } else {
        assert_eq!(plan.moves.len(), moves.len(), "{plan:#?}");
    }
    invariants::check_plan(&before, &plan, &settings).unwrap();
    let mut after = before.clone();
    apply_plan(&mut after, &plan).unwrap();
    let roster: BTreeSet<u32> = before.players.keys().copied().collect();
    invariants::check_roster(&after, &roster).unwrap();
    invariants::check_balanced(&after, &settings).unwrap();
    plan
}

const FULL: &[u8] = &[1, 2, 3, 4, 5, 6, 7, 8, 9];
const SEVEN: &[u8] = &[1, 2, 3, 4, 5, 6, 7];

#[test]
fn flop_game_moves_the_next_big_blind_to_the_worst_position() {
    let plan = check(
        &[T(1, 9, Some(1), FULL, &[]), T(2, 9, Some(3), SEVEN, &[])],
        BalanceSettings::default(),
        &[],
        &[(103, (1, 3), (2, 8))],
        &[],
    );
    assert!(
        plan.moves[0].reason.contains("due the big blind next"),
        "{}",
        plan.moves[0].reason
    );
    // The small blind gap is never chosen while another seat is open.
    check(
        &[
            T(1, 9, Some(5), FULL, &[]),
            T(2, 9, Some(2), &[1, 2, 4, 5, 6, 7, 8], &[]),
        ],
        BalanceSettings::default(),
        &[],
        &[(107, (1, 7), (2, 9))],
        &[],
    );
    check(
        &[
            T(1, 9, Some(9), FULL, &[]),
            T(2, 9, Some(1), &[1, 2, 4, 5, 6, 7, 8], &[]),
        ],
        BalanceSettings::default(),
        &[],
        &[(102, (1, 2), (2, 3))],
        &[],
    );
}

#[test]
fn unknown_buttons_fall_back_to_the_td_rule_and_say_so() {
    let plan = check(
        &[T(1, 9, None, FULL, &[]), T(2, 9, Some(3), SEVEN, &[])],
        BalanceSettings::default(),
        &[],
        &[(109, (1, 9), (2, 8))],
        &[],
    );
    assert_eq!(plan.moves[0].button_unknown, [1]);
    assert!(
        plan.moves[0].reason.contains("button unknown at table 1"),
        "{}",
        plan.moves[0].reason
    );
    let low = BalanceSettings {
        unknown_button: UnknownButtonRule::LowestSeat,
        ..Default::default()
    };
    let plan = check(
        &[T(1, 9, None, FULL, &[]), T(2, 9, None, SEVEN, &[])],
        low,
        &[],
        &[(101, (1, 1), (2, 8))],
        &[],
    );
    assert_eq!(plan.moves[0].button_unknown, [1, 2]);
}

#[test]
fn stud_fills_the_most_recently_vacated_seat_by_position() {
    let stud = BalanceSettings {
        style: BalanceStyle::StudOnly,
        ..Default::default()
    };
    check(
        &[
            T(1, 8, Some(1), &[1, 2, 3, 4, 5, 6, 7, 8], &[]),
            T(2, 8, None, &[1, 2, 3, 5, 7, 8], &[6, 4]),
        ],
        stud.clone(),
        &[],
        &[(104, (1, 4), (2, 4))],
        &[],
    );
    check(
        &[
            T(1, 8, None, &[1, 2, 3, 5, 6, 7, 8], &[4]),
            T(2, 8, None, &[1, 2, 3, 7, 8], &[4, 5, 6]),
        ],
        stud.clone(),
        &[],
        &[(106, (1, 6), (2, 6))],
        &[],
    );
    // The seat number to fill is empty at the long table: the next occupied seat clockwise.
    check(
        &[
            T(1, 8, None, &[1, 2, 3, 4, 5, 7, 8], &[6]),
            T(2, 8, None, &[1, 2, 3, 7, 8], &[4, 5, 6]),
        ],
        stud,
        &[],
        &[(107, (1, 7), (2, 6))],
        &[],
    );
}

#[test]
fn mixed_game_in_stud_uses_the_frozen_button() {
    let mixed = BalanceSettings {
        style: BalanceStyle::MixedInStud,
        ..Default::default()
    };
    let plan = check(
        &[T(1, 9, Some(4), FULL, &[]), T(2, 9, Some(3), SEVEN, &[])],
        mixed,
        &[],
        &[(106, (1, 6), (2, 8))],
        &[],
    );
    assert!(
        plan.moves[0].reason.contains("button frozen"),
        "{}",
        plan.moves[0].reason
    );
}

#[test]
fn win_the_button_then_balance_under_the_new_button() {
    let mut s = build(&[T(1, 9, Some(1), FULL, &[]), T(2, 9, Some(3), SEVEN, &[])]);
    assert_eq!(record_hand_winners(&mut s, 1, &[105]).unwrap(), 5);
    let plan = plan_after_bust(
        &s,
        &BalanceSettings::default(),
        &mut StdRng::seed_from_u64(1),
    )
    .unwrap();
    assert_eq!(plan.moves[0].player, 107);
    assert_eq!(
        record_hand_winners(&mut s, 1, &[203])
            .unwrap_err()
            .to_string(),
        "player 203 is not at table 1"
    );
}

#[test]
fn donor_table_follows_the_event_setting_and_short_tables_hold_play() {
    let tables = || {
        [
            T(1, 9, Some(1), FULL, &[]),
            T(2, 9, Some(1), FULL, &[]),
            T(3, 9, Some(1), &[1, 2, 3, 4, 5, 6], &[]),
        ]
    };
    let plan = check(
        &tables(),
        BalanceSettings::default(),
        &[],
        &[(103, (1, 3), (3, 7)), (203, (2, 3), (3, 8))],
        &[3],
    );
    assert!(plan.moves.iter().all(|m| m.kind == MoveKind::Balance));
    let high = BalanceSettings {
        donor: DonorRule::MostPlayersHighestNumber,
        ..Default::default()
    };
    check(
        &tables(),
        high,
        &[],
        &[(203, (2, 3), (3, 7)), (103, (1, 3), (3, 8))],
        &[3],
    );
    check(
        &[
            T(1, 9, Some(1), FULL, &[]),
            T(2, 9, Some(1), FULL, &[]),
            T(3, 9, Some(1), FULL, &[]),
            T(4, 9, Some(1), &[1, 2, 3, 4, 5, 6, 7, 8], &[]),
        ],
        BalanceSettings::default(),
        &[],
        &[],
        &[],
    );
}

#[test]
fn tables_break_as_soon_as_the_players_fit() {
    let six = &[1u8, 2, 3, 4, 5, 6][..];
    let tables = || {
        [
            T(1, 9, Some(1), six, &[]),
            T(2, 9, Some(1), six, &[]),
            T(3, 9, Some(1), six, &[]),
        ]
    };
    check(
        &tables(),
        BalanceSettings::default(),
        &[3],
        &[(0, (0, 0), (0, 0)); 6],
        &[],
    );
    let low = BalanceSettings {
        break_order: BreakOrder::LowestFirst,
        ..Default::default()
    };
    check(&tables(), low, &[1], &[(0, (0, 0), (0, 0)); 6], &[]);
    let listed = BalanceSettings {
        break_order: BreakOrder::Listed(vec![2]),
        ..Default::default()
    };
    let plan = check(&tables(), listed, &[2], &[(0, (0, 0), (0, 0)); 6], &[]);
    assert!(
        plan.moves
            .iter()
            .all(|m| m.kind == MoveKind::BreakTable && m.from.table == 2)
    );
    // 19 players do not fit two tables of nine: balance instead.
    check(
        &[
            T(1, 9, Some(1), SEVEN, &[]),
            T(2, 9, Some(1), six, &[]),
            T(3, 9, Some(1), six, &[]),
        ],
        BalanceSettings::default(),
        &[],
        &[],
        &[],
    );
}

#[test]
fn final_table_forms_with_the_event_size() {
    let five = &[1u8, 2, 3, 4, 5][..];
    let four = &[1u8, 2, 3, 4][..];
    let plan = check(
        &[T(1, 9, Some(1), five, &[]), T(2, 9, Some(1), four, &[])],
        BalanceSettings::for_handed(9),
        &[2],
        &[(0, (0, 0), (0, 0)); 4],
        &[],
    );
    assert_eq!(plan.final_table.map(|f| (f.table, f.seats)), Some((1, 9)));
    // Two tables of four in a 6-handed event make a final table of seven.
    let six_max = BalanceSettings::for_handed(6);
    let plan = check(
        &[
            T(1, 6, Some(1), &[1, 2, 3], &[]),
            T(2, 6, Some(1), four, &[]),
        ],
        six_max.clone(),
        &[2],
        &[(0, (0, 0), (0, 0)); 4],
        &[],
    );
    assert_eq!(plan.final_table.map(|f| (f.table, f.seats)), Some((1, 7)));
    // Two tables of four are eight: not yet.
    check(
        &[T(1, 6, Some(1), four, &[]), T(2, 6, Some(1), four, &[])],
        six_max,
        &[],
        &[],
        &[],
    );
    let redraw = BalanceSettings {
        final_table_redraw: true,
        ..BalanceSettings::for_handed(9)
    };
    let plan = check(
        &[T(1, 9, Some(1), five, &[]), T(2, 9, Some(1), four, &[])],
        redraw,
        &[2],
        &[(0, (0, 0), (0, 0)); 9],
        &[],
    );
    assert!(plan.moves[0].reason.contains("redraw"));
}

#[test]
fn edited_moves_are_validated() {
    let before = build(&[T(1, 9, Some(1), FULL, &[]), T(2, 9, Some(3), SEVEN, &[])]);
    let plan = plan_after_bust(
        &before,
        &BalanceSettings::default(),
        &mut StdRng::seed_from_u64(1),
    )
    .unwrap();
    let mut edited = plan.moves[0].clone();
    edited.to = SeatRef { table: 2, seat: 9 };
    let mut s = before.clone();
    apply_move(&mut s, &edited).unwrap();
    assert_eq!(s.location(103).unwrap(), SeatRef { table: 2, seat: 9 });
    let mut taken = plan.moves[0].clone();
    taken.to = SeatRef { table: 2, seat: 5 };
    assert_eq!(
        apply_move(&mut before.clone(), &taken)
            .unwrap_err()
            .to_string(),
        "seat 5 at table 2 is already taken by player 205"
    );
    let mut wrong = plan.moves[0].clone();
    wrong.from = SeatRef { table: 1, seat: 4 };
    assert_eq!(
        apply_move(&mut before.clone(), &wrong)
            .unwrap_err()
            .to_string(),
        "player 103 is at table 1, seat 3, not table 1, seat 4"
    );
    // The checker catches a move that does not follow the rule.
    let mut bad = plan.clone();
    bad.moves[0].player = 104;
    bad.moves[0].from = SeatRef { table: 1, seat: 4 };
    let v = invariants::check_plan(&before, &bad, &BalanceSettings::default()).unwrap_err();
    assert_eq!(
        v.to_string(),
        "move 0 takes player 104 from table 1, but the rule names player 103"
    );
}
