//! Data-driven tests of the seating rules: buttons, draws, places, hand-for-hand,
//! elimination levels and shootouts. Each feature has one `check` helper and a table.

use felt_core::rules::seating::buttons::{
    Positions, next_hand, positions_from_button, win_the_button, worst_position,
};
use felt_core::rules::seating::draw::{draw_field, draw_late};
use felt_core::rules::seating::hand_for_hand::HandForHand;
use felt_core::rules::seating::invariants;
use felt_core::rules::seating::levels::{EliminationLevels, hard_stop_places};
use felt_core::rules::seating::places::{Bust, finishing_places, undo_bust};
use felt_core::rules::seating::shootout::{self, ProposalKind, ShootoutRound, ShootoutSettings};
use felt_core::rules::seating::{SeatHold, SeatRef, Seating, SeatingError};
use rand::SeedableRng;
use rand::rngs::StdRng;

#[test]
fn blinds_from_the_button() {
    fn check(button: u8, occupied: &[u8], expected: Option<(u8, u8)>) {
        let got = positions_from_button(button, occupied, 9).map(|p| (p.small_blind, p.big_blind));
        assert_eq!(got, expected, "button {button}, occupied {occupied:?}");
    }
    check(1, &[1, 2, 3, 4, 5, 6, 7, 8, 9], Some((2, 3)));
    check(9, &[1, 2, 3, 4, 5, 6, 7, 8, 9], Some((1, 2)));
    check(4, &[1, 2, 3, 5, 6], Some((5, 6))); // dead button on an empty seat
    check(3, &[3, 7], Some((3, 7))); // heads-up: the button is the small blind
    check(7, &[3, 7], Some((7, 3)));
    check(5, &[3, 7], Some((7, 3))); // heads-up, button seat empty
    check(5, &[3], None);
}

#[test]
fn dead_button_next_hand() {
    fn check(prev: (u8, u8, u8), occupied: &[u8], expected: Option<(u8, u8, u8)>) {
        let prev = Positions {
            button: prev.0,
            small_blind: prev.1,
            big_blind: prev.2,
        };
        let got = next_hand(&prev, occupied, 9).map(|p| (p.button, p.small_blind, p.big_blind));
        assert_eq!(got, expected, "{prev:?} {occupied:?}");
    }
    check((1, 2, 3), &[1, 2, 3, 4, 5], Some((2, 3, 4)));
    check((1, 2, 3), &[1, 2, 4, 5], Some((2, 3, 4))); // the big blind busted: dead small blind
    check((1, 2, 3), &[1, 3, 5], Some((2, 3, 5))); // small blind gone: dead button
    check((1, 2, 3), &[3, 6], Some((3, 3, 6))); // down to heads-up
}

#[test]
fn worst_position_at_the_short_table() {
    fn check(button: u8, occupied: &[u8], expected: Option<u8>) {
        let open: Vec<u8> = (1..=9).filter(|s| !occupied.contains(s)).collect();
        assert_eq!(
            worst_position(button, occupied, &open, 9),
            expected,
            "button {button}, occupied {occupied:?}"
        );
    }
    check(1, &[1, 2, 4, 5, 6], Some(3)); // between small and big blind: big blind next hand
    check(1, &[1, 2, 3, 4, 5, 6], Some(7));
    check(8, &[1, 2, 3, 4, 5, 8], Some(6)); // wraps past seat 9
    check(5, &[1, 2, 3, 4, 5, 7, 8, 9], Some(6)); // only the seat before the small blind is open
    check(3, &[3], Some(4));
}

#[test]
fn win_the_button_goes_to_the_worst_placed_winner() {
    fn check(button: u8, winners: &[u8], expected: Option<u8>) {
        assert_eq!(
            win_the_button(button, winners, 9),
            expected,
            "button {button}, winners {winners:?}"
        );
    }
    check(1, &[5], Some(5));
    check(5, &[3, 8], Some(8)); // chopped: 8 acts before 3 after the flop
    check(5, &[5, 6], Some(6)); // the button's own win is the best position
    check(5, &[], None);
}

fn room(tables: &[(u32, u8)]) -> Seating {
    let mut s = Seating::new();
    for &(t, size) in tables {
        s.open_table(t, size).unwrap();
    }
    s
}

#[test]
fn opening_draw_spreads_evenly_in_table_order() {
    fn check(
        tables: &[(u32, u8)],
        locked: &[(u32, u8)],
        order: &[u32],
        players: u32,
        expected: Result<Vec<usize>, &str>,
    ) {
        for seed in 0..5 {
            let mut s = room(tables);
            for &(table, seat) in locked {
                s.hold_seat(SeatRef { table, seat }, SeatHold::Locked)
                    .unwrap();
            }
            let field: Vec<u32> = (1..=players).collect();
            let got = draw_field(&mut s, order, &field, &mut StdRng::seed_from_u64(seed));
            match &expected {
                Ok(counts) => {
                    assert_eq!(got.unwrap().len(), players as usize);
                    let c: Vec<usize> = order
                        .iter()
                        .map(|t| s.table(*t).unwrap().player_count())
                        .collect();
                    assert_eq!(&c, counts, "order {order:?}, players {players}");
                    invariants::check_roster(&s, &field.iter().copied().collect()).unwrap();
                }
                Err(msg) => assert_eq!(got.unwrap_err().to_string(), *msg),
            }
        }
    }
    check(
        &[(1, 9), (2, 9), (3, 9)],
        &[],
        &[3, 1, 2],
        10,
        Ok(vec![5, 5, 0]),
    );
    check(
        &[(1, 9), (2, 9), (3, 9)],
        &[],
        &[1, 2, 3],
        25,
        Ok(vec![9, 8, 8]),
    );
    check(&[(1, 9), (2, 9)], &[(1, 5)], &[1, 2], 17, Ok(vec![8, 9]));
    check(
        &[(1, 9), (2, 9)],
        &[(1, 5)],
        &[1, 2],
        18,
        Err("18 players do not fit the 17 open seats"),
    );
    check(&[(1, 9), (2, 6)], &[], &[1, 2], 12, Ok(vec![6, 6]));
    check(
        &[(1, 9)],
        &[],
        &[1, 1],
        2,
        Err("table 1 is listed twice in the table order"),
    );
    check(&[(1, 9)], &[], &[4], 2, Err("table 4 does not exist"));
}

#[test]
fn same_seed_same_draw_other_seed_other_draw() {
    let draw = |seed| {
        let mut s = Seating::with_tables(5, 9).unwrap();
        let field: Vec<u32> = (1..=40).collect();
        draw_field(
            &mut s,
            &[1, 2, 3, 4, 5],
            &field,
            &mut StdRng::seed_from_u64(seed),
        )
        .unwrap()
    };
    assert_eq!(draw(11), draw(11));
    assert_ne!(draw(11), draw(12));
}

#[test]
fn late_registrants_go_to_the_shortest_tables() {
    for seed in 0..20 {
        let mut s = room(&[(1, 9), (2, 9), (3, 9)]);
        let field: Vec<u32> = (1..=20).collect();
        draw_field(&mut s, &[1, 2, 3], &field, &mut StdRng::seed_from_u64(seed)).unwrap();
        let short = s.counts().into_iter().find(|c| c.1 == 6).unwrap().0;
        let late = draw_late(&mut s, &[21], &mut StdRng::seed_from_u64(seed)).unwrap();
        assert_eq!(late[0].table, short);
        let err = draw_late(&mut s, &[5], &mut StdRng::seed_from_u64(seed)).unwrap_err();
        assert!(
            matches!(err, SeatingError::AlreadySeated { player: 5, .. }),
            "{err}"
        );
    }
}

#[test]
fn seating_errors_name_player_table_and_seat() {
    let mut s = room(&[(7, 9)]);
    s.seat(112, SeatRef { table: 7, seat: 4 }).unwrap();
    let cases: Vec<(Result<(), SeatingError>, &str)> = vec![
        (
            s.clone().seat(5, SeatRef { table: 7, seat: 4 }),
            "seat 4 at table 7 is already taken by player 112",
        ),
        (
            s.clone().seat(5, SeatRef { table: 7, seat: 10 }),
            "seat 10 does not exist at table 7 (seats 1 to 9)",
        ),
        (
            s.clone().seat(112, SeatRef { table: 7, seat: 5 }),
            "player 112 is already seated at table 7, seat 4",
        ),
        (
            s.clone()
                .move_player(9, SeatRef { table: 7, seat: 5 })
                .map(|_| ()),
            "player 9 is not seated",
        ),
        (
            s.clone().close_table(7).map(|_| ()),
            "table 7 still has 1 player seated",
        ),
        (s.clone().open_table(7, 9), "table 7 is already open"),
        (
            {
                let mut h = s.clone();
                h.hold_seat(
                    SeatRef { table: 7, seat: 2 },
                    SeatHold::Reserved { player: Some(30) },
                )
                .unwrap();
                h.seat(31, SeatRef { table: 7, seat: 2 })
            },
            "seat 2 at table 7 is reserved for player 30",
        ),
    ];
    for (got, msg) in cases {
        assert_eq!(got.unwrap_err().to_string(), msg);
    }
}

fn bust(player: u32, hand: u64, stack: Option<u64>, h4h: bool) -> Bust {
    Bust {
        player,
        hand,
        starting_stack: stack,
        hand_for_hand: h4h,
    }
}

#[test]
fn finishing_places_from_the_bust_log() {
    fn check(field: u32, busts: &[Bust], expected: &[(u32, u32, u32)]) {
        let got: Vec<_> = finishing_places(field, busts)
            .unwrap()
            .iter()
            .map(|f| (f.player, f.place, f.shared_to))
            .collect();
        assert_eq!(got, expected, "{busts:?}");
    }
    check(
        10,
        &[bust(1, 1, None, false), bust(2, 2, None, false)],
        &[(1, 10, 10), (2, 9, 9)],
    );
    // Same hand: the bigger starting stack finishes higher.
    check(
        10,
        &[bust(1, 4, Some(300), false), bust(2, 4, Some(500), false)],
        &[(1, 10, 10), (2, 9, 9)],
    );
    // Equal or unknown stacks share; hand-for-hand always shares.
    check(
        10,
        &[bust(1, 4, Some(300), false), bust(2, 4, Some(300), false)],
        &[(1, 9, 10), (2, 9, 10)],
    );
    check(
        10,
        &[bust(1, 4, Some(300), false), bust(2, 4, None, false)],
        &[(1, 9, 10), (2, 9, 10)],
    );
    check(
        20,
        &[
            bust(7, 1, None, false),
            bust(1, 9, Some(100), true),
            bust(2, 9, Some(900), true),
            bust(3, 9, Some(50), true),
        ],
        &[(7, 20, 20), (1, 17, 19), (2, 17, 19), (3, 17, 19)],
    );
    check(
        4,
        &[
            bust(1, 1, Some(1), false),
            bust(2, 1, Some(3), false),
            bust(3, 1, Some(2), false),
        ],
        &[(1, 4, 4), (2, 2, 2), (3, 3, 3)],
    );
}

#[test]
fn undoing_a_bust_recomputes_places() {
    let mut log = vec![
        bust(1, 1, None, false),
        bust(2, 2, None, false),
        bust(3, 3, None, false),
    ];
    assert_eq!(undo_bust(&mut log, 2).unwrap().player, 2);
    let places: Vec<_> = finishing_places(10, &log)
        .unwrap()
        .iter()
        .map(|f| (f.player, f.place))
        .collect();
    assert_eq!(places, [(1, 10), (3, 9)]);
    assert_eq!(
        undo_bust(&mut log, 2).unwrap_err().to_string(),
        "player 2 has no bust to undo"
    );
    log.push(bust(1, 5, None, false));
    assert_eq!(
        finishing_places(10, &log).unwrap_err().to_string(),
        "player 1 busted twice"
    );
}

#[test]
fn hand_for_hand_takes_time_off_the_clock() {
    fn check(
        per_hand_min: u64,
        hands: u64,
        remaining_min: u64,
        expected_off_min: u64,
        expected_after_one_ms: u64,
    ) {
        let h = HandForHand {
            active: true,
            per_hand_ms: per_hand_min * 60_000,
        };
        assert_eq!(h.time_off_ms(hands), expected_off_min * 60_000);
        assert_eq!(
            h.remaining_after_hand(remaining_min * 60_000),
            expected_after_one_ms
        );
    }
    check(2, 3, 10, 6, 8 * 60_000);
    check(5, 2, 10, 6, 7 * 60_000); // capped at three minutes a hand
    check(2, 0, 1, 0, 0); // never below zero
    assert_eq!(HandForHand::default().per_hand_ms, 120_000);
}

#[test]
fn levels_rise_with_eliminations() {
    let s = EliminationLevels::every(std::num::NonZeroU32::new(2).unwrap(), 8);
    assert_eq!(s.thresholds, [2, 4, 6]);
    let levels: Vec<u32> = (0..=7).map(|e| s.level_for(e)).collect();
    assert_eq!(levels, [1, 1, 2, 2, 3, 3, 4, 4]);
    assert_eq!(
        EliminationLevels::new(vec![2, 2]).unwrap_err().to_string(),
        "elimination thresholds must rise: 2 follows 2"
    );
    let places: Vec<_> = hard_stop_places(&[(1, 500), (2, 900), (3, 500), (4, 10)])
        .iter()
        .map(|f| (f.player, f.place, f.shared_to))
        .collect();
    assert_eq!(places, [(2, 1, 1), (1, 2, 3), (3, 2, 3), (4, 4, 4)]);
}

#[test]
fn shootout_layouts() {
    fn check(
        players: u32,
        seats: u8,
        advance: u32,
        tables: &[usize],
        whole: bool,
        proposal: Option<(ProposalKind, &[usize])>,
    ) {
        let plan = shootout::plan(
            players,
            ShootoutSettings {
                seats,
                advance,
                rounds: None,
            },
        )
        .unwrap();
        let got: Vec<usize> = plan.rounds.iter().map(|r| r.tables.len()).collect();
        assert_eq!(got, tables, "{players} players {seats}-handed");
        assert_eq!(plan.whole, whole, "{plan:?}");
        assert_eq!(plan.warnings.is_empty(), whole);
        if let Some((kind, layout)) = proposal {
            let p = plan
                .proposals
                .iter()
                .find(|p| p.kind == kind)
                .expect("proposal");
            let got: Vec<usize> = p.rounds.iter().map(|r| r.tables.len()).collect();
            assert_eq!(got, layout);
            let last = p.rounds.last().unwrap();
            assert_eq!(last.tables.len(), 1);
        }
    }
    check(75, 9, 1, &[9, 1], true, None);
    check(216, 6, 1, &[36, 6, 1], true, None);
    check(81, 9, 1, &[9, 1], true, None);
    check(
        100,
        9,
        1,
        &[12, 2, 1],
        false,
        Some((ProposalKind::Byes, &[12, 9, 1])),
    );
    check(
        40,
        9,
        2,
        &[5, 2, 1],
        false,
        Some((ProposalKind::Byes, &[5, 4, 1])),
    );
    check(18, 6, 2, &[3, 1], true, None);
    let plan = shootout::plan(
        75,
        ShootoutSettings {
            seats: 9,
            advance: 1,
            rounds: None,
        },
    )
    .unwrap();
    let mut sizes = plan.rounds[0].tables.clone();
    sizes.sort_unstable();
    assert_eq!(sizes, [8, 8, 8, 8, 8, 8, 9, 9, 9]);
    let err = shootout::plan(
        100,
        ShootoutSettings {
            seats: 9,
            advance: 1,
            rounds: Some(2),
        },
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a field of 100 does not fit 2 rounds of 9-handed tables (at most 81)"
    );
    // A case the API property test sends: the refusal must not overflow a u32.
    let err = shootout::plan(
        8389,
        ShootoutSettings {
            seats: 204,
            advance: u32::MAX,
            rounds: None,
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("4294967295"), "{err}");
}

#[test]
fn shootout_rounds_record_winners_and_advance() {
    let field: Vec<u32> = (1..=75).collect();
    let mut round = ShootoutRound::draw(1, &field, 9, 9, 1, &mut StdRng::seed_from_u64(3)).unwrap();
    invariants::check_roster(&round.seating, &field.iter().copied().collect()).unwrap();
    let err = round.advancing().unwrap_err();
    assert_eq!(err.to_string(), "table 1 has no winner recorded yet");
    let tables: Vec<u32> = round.entrants.keys().copied().collect();
    for t in &tables {
        let first = round.entrants[t][0];
        let stranger = round.entrants[&(t % 9 + 1)][0];
        assert_eq!(
            round
                .record_winners(*t, &[stranger])
                .unwrap_err()
                .to_string(),
            format!("player {stranger} is not at table {t}")
        );
        assert!(round.record_winners(*t, &[first, stranger]).is_err());
        round.record_winners(*t, &[first]).unwrap();
    }
    let next = round.advancing().unwrap();
    assert_eq!(next.len(), 9);
    let final_round =
        ShootoutRound::draw(2, &next, 1, 9, 1, &mut StdRng::seed_from_u64(4)).unwrap();
    assert_eq!(final_round.seating.player_count(), 9);
}
