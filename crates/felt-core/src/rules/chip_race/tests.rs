use super::*;
use RaceVariant::*;
use proptest::prelude::*;

fn seats(counts: &[(u64, Option<u64>)]) -> Vec<RaceSeat> {
    counts
        .iter()
        .map(|&(count, other_chips)| RaceSeat { count, other_chips })
        .collect()
}

fn entered(cards: &str) -> RaceDeal {
    RaceDeal::Entered(
        cards
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(String::from)
            .collect(),
    )
}

/// Runs a race and compares each seat's (exchanged, raced, race-out chip); the result
/// must also pass every invariant.
fn check(
    (remove, next): (Chips, Chips),
    counts: &[(u64, Option<u64>)],
    variant: RaceVariant,
    cards: &str,
    expected: &[(u64, u64, bool)],
) -> ChipRace {
    let input = ChipRaceInput {
        remove,
        next,
        seats: seats(counts),
        variant,
        deal: entered(cards),
    };
    let race = run_chip_race(&input).unwrap();
    let got: Vec<(u64, u64, bool)> = race
        .seats
        .iter()
        .map(|s| (s.exchanged, s.raced, s.race_out_chip))
        .collect();
    assert_eq!(got, expected, "{counts:?} {variant:?} {cards}");
    assert_eq!(check_race(&race), [], "{counts:?}");
    race
}

const SOME: Option<u64> = None;

#[test]
fn races_award_the_best_cards_one_chip_each() {
    // 25s into 100s: 7 leftover 25s = 175, which races 2 chips (1.75 rounds up).
    let counts = [(7, SOME), (2, SOME), (0, SOME), (5, SOME), (1, Some(0))];
    let race = check(
        (25, 100),
        &counts,
        Race,
        "2c,3d,Kh, As,4c, Ks, Kd",
        &[
            (1, 0, false),
            (0, 1, false),
            (0, 0, false),
            (1, 1, false),
            (0, 0, true),
        ],
    );
    assert_eq!(race.rounding, 25);
    assert_eq!(race.value_before, 375);
    assert_eq!(race.value_after, 500);
    // One chip per winner rounds down: only 1 chip for the 175 leftover.
    check(
        (25, 100),
        &counts,
        OnePerWinner,
        "2c,3d,Kh, As,4c, Ks, Kd",
        &[
            (1, 0, false),
            (0, 1, false),
            (0, 0, false),
            (1, 0, false),
            (0, 0, true),
        ],
    );
    // Rounding each seat: 75 -> 100, 50 -> 100 (half up), 25 -> 0.
    check(
        (25, 100),
        &counts,
        Round,
        "",
        &[
            (1, 1, false),
            (0, 1, false),
            (0, 0, false),
            (1, 0, false),
            (0, 0, true),
        ],
    );
}

/// Seed 004's classic race: every leftover chip of the table goes to the one highest
/// card (the same 175 leftover races 2 chips, both to the ace); a seat with nothing else
/// keeps a chip, as in every race here.
#[test]
fn the_classic_race_gives_all_the_odd_chips_to_the_highest_card() {
    let counts = [(7, SOME), (2, SOME), (0, SOME), (5, SOME), (1, Some(0))];
    let race = check(
        (25, 100),
        &counts,
        Classic,
        "2c,3d,Kh, As,4c, Ks, Kd",
        &[
            (1, 0, false),
            (0, 2, false),
            (0, 0, false),
            (1, 0, false),
            (0, 0, true),
        ],
    );
    assert_eq!(race.chips_raced, 2);
    assert_eq!(race.rounding, 25);
    // Nothing left over: nothing raced, nobody takes anything.
    check(
        (25, 100),
        &[(8, SOME), (4, SOME)],
        Classic,
        "",
        &[(2, 0, false), (1, 0, false)],
    );
}

/// (chips, seats, variant, cards, expected per seat)
type RaceCase = (
    (Chips, Chips),
    &'static [(u64, Option<u64>)],
    RaceVariant,
    &'static str,
    &'static [(u64, u64, bool)],
);

#[test]
fn more_race_cases() {
    let cases: [RaceCase; 7] = [
        // Whole multiples only: nothing to race.
        (
            (25, 100),
            &[(8, SOME), (4, SOME)],
            Race,
            "",
            &[(2, 0, false), (1, 0, false)],
        ),
        // 50 leftover of 100 is a half: it rounds up to one chip.
        (
            (25, 100),
            &[(1, SOME), (1, SOME)],
            Race,
            "Qs, Qh",
            &[(0, 1, false), (0, 0, false)],
        ),
        // 25 of 100 rounds to nothing; the short stack with other chips is not helped.
        (
            (25, 100),
            &[(1, SOME), (0, SOME)],
            Race,
            "As",
            &[(0, 0, false), (0, 0, false)],
        ),
        // Same, but the seat has nothing else: it keeps a chip.
        (
            (25, 100),
            &[(1, Some(0)), (0, SOME)],
            Race,
            "As",
            &[(0, 0, true), (0, 0, false)],
        ),
        // Suits break a rank tie: spades over hearts over diamonds over clubs.
        (
            (100, 500),
            &[(3, SOME), (3, SOME), (3, SOME)],
            Race,
            "Ac,2c,3c, Ad,2d,3d, Ah,2h,3h",
            &[(0, 0, false), (0, 1, false), (0, 1, false)],
        ),
        (
            (100, 500),
            &[(3, SOME), (3, SOME), (3, SOME)],
            OnePerWinner,
            "Ac,2c,3c, Ad,2d,3d, Ah,2h,3h",
            &[(0, 0, false), (0, 0, false), (0, 1, false)],
        ),
        // 1,000s into 5,000s: 4 + 4 + 2 leftover = 10,000: two chips, exactly.
        (
            (1_000, 5_000),
            &[(9, SOME), (4, Some(0)), (2, Some(3))],
            Race,
            "2s,3s,4s,5s, 6s,7s,8s,9s, Ts,Js",
            &[(1, 0, false), (0, 1, false), (0, 1, false)],
        ),
    ];
    for (chips, counts, variant, cards, expected) in cases {
        check(chips, counts, variant, cards, expected);
    }
}

#[test]
fn bad_input_names_the_seat_and_card() {
    let counts = [(3, SOME), (0, SOME), (2, SOME)];
    let cases = [
        (
            (25, 100),
            "As,Ks,Qs,Js",
            "the race needs 5 cards (seat 1: 3, seat 3: 2), 4 were entered",
        ),
        (
            (25, 100),
            "As,Ks,Qs,Js,Ks",
            "seat 3: Ks was already dealt to seat 1",
        ),
        (
            (25, 100),
            "As,Ks,Qs,Jx,Ts",
            "seat 3: `Jx` is not a card (write rank then suit, like As, Td or 9c)",
        ),
        (
            (25, 110),
            "",
            "the next chip 110 must be a larger multiple of the removed chip 25",
        ),
        (
            (100, 100),
            "",
            "the next chip 100 must be a larger multiple of the removed chip 100",
        ),
        (
            (0, 100),
            "",
            "chip values must be more than 0 (remove 0, next 100)",
        ),
    ];
    for (chips, cards, message) in cases {
        let input = ChipRaceInput {
            remove: chips.0,
            next: chips.1,
            seats: seats(&counts),
            variant: Race,
            deal: entered(cards),
        };
        assert_eq!(run_chip_race(&input).unwrap_err().to_string(), message);
    }
    let mut input = ChipRaceInput {
        remove: 5,
        next: 100,
        seats: seats(&[(19, SOME); 3]),
        variant: Race,
        deal: RaceDeal::Seeded(1),
    };
    let err = run_chip_race(&input).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the race needs 57 cards, more than one 52-card deck"
    );
    input.variant = Round;
    input.deal = entered("As");
    let err = run_chip_race(&input).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the round variant deals no cards, but 1 were entered"
    );
    input.deal = RaceDeal::EnteredBySeat(vec![vec![], vec!["As".into()], vec![]]);
    assert_eq!(
        run_chip_race(&input).unwrap_err().to_string(),
        "the round variant deals no cards, but 1 were entered"
    );
    input.seats.clear();
    assert_eq!(run_chip_race(&input).unwrap_err(), ChipRaceError::NoSeats);
}

/// Cards entered seat by seat: each seat's list is checked against its leftover chips,
/// so a card typed on the wrong row is refused rather than moved to another seat.
#[test]
fn cards_entered_by_seat_must_match_each_seats_leftover() {
    let by_seat = |lists: &[&str]| {
        RaceDeal::EnteredBySeat(
            lists
                .iter()
                .map(|l| l.split_whitespace().map(String::from).collect())
                .collect(),
        )
    };
    let counts = [(3, SOME), (0, SOME), (2, SOME)];
    let run = |deal| {
        run_chip_race(&ChipRaceInput {
            remove: 25,
            next: 100,
            seats: seats(&counts),
            variant: Race,
            deal,
        })
    };
    let race = run(by_seat(&["2c 3c As", "", "Kd Qd"])).unwrap();
    let got: Vec<(u64, Vec<String>)> = race
        .seats
        .iter()
        .map(|s| (s.raced, s.cards.iter().map(ToString::to_string).collect()))
        .collect();
    let cards = |c: &[&str]| c.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        got,
        [
            (1, cards(&["2c", "3c", "As"])),
            (0, vec![]),
            (0, cards(&["Kd", "Qd"]))
        ]
    );
    assert_eq!(check_race(&race), []);
    // The same five cards, one typed on the wrong seat.
    let cases = [
        (
            by_seat(&["2c 3c", "", "As Kd Qd"]),
            "seat 1 gets 3 cards (one per leftover chip), but 2 were entered",
        ),
        (
            by_seat(&["2c 3c As", "Kd", "Qd"]),
            "seat 2 gets no card (one per leftover chip), but 1 was entered",
        ),
        (
            by_seat(&["2c 3c As", "Kd Qd"]),
            "the cards are listed for 2 seats, but the race has 3",
        ),
        (
            by_seat(&["2c 3c As", "", "As Qd"]),
            "seat 3: As was already dealt to seat 1",
        ),
    ];
    for (deal, message) in cases {
        assert_eq!(run(deal).unwrap_err().to_string(), message);
    }
}

#[test]
fn a_seeded_deal_is_recorded_and_replays() {
    let input = ChipRaceInput {
        remove: 25,
        next: 100,
        seats: seats(&[(3, SOME), (2, SOME), (3, SOME), (1, SOME)]),
        variant: Race,
        deal: RaceDeal::Seeded(42),
    };
    let a = run_chip_race(&input).unwrap();
    let b = run_chip_race(&input).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.seed, Some(42));
    assert_eq!(check_race(&a), []);
    let other = run_chip_race(&ChipRaceInput {
        deal: RaceDeal::Seeded(43),
        ..input.clone()
    })
    .unwrap();
    assert_ne!(a.seats, other.seats);
    // Entering the dealt cards gives the same race.
    let cards: Vec<String> = a
        .seats
        .iter()
        .flat_map(|s| &s.cards)
        .map(|c| c.to_string())
        .collect();
    let replay = run_chip_race(&ChipRaceInput {
        deal: RaceDeal::Entered(cards),
        ..input
    })
    .unwrap();
    assert_eq!(replay.seats, a.seats);
}

#[test]
fn the_checker_catches_a_doctored_race() {
    let input = ChipRaceInput {
        remove: 25,
        next: 100,
        seats: seats(&[(3, SOME), (3, Some(0))]),
        variant: Race,
        deal: entered("2c,3c,4c, 5c,6c,As"),
    };
    let good = run_chip_race(&input).unwrap();
    let mut bad = good.clone();
    bad.seats[0].raced = 2;
    bad.seats[1].raced = 0;
    let found = check_race(&bad);
    assert!(
        found.contains(&RaceBreach::MoreThanOne { seat: 1, raced: 2 }),
        "{found:?}"
    );
    assert!(found.contains(&RaceBreach::RacedOut(2)), "{found:?}");
    assert!(
        found.contains(&RaceBreach::WrongWinner {
            winner: 1,
            loser: 2
        }),
        "{found:?}"
    );
    let mut lost = good;
    lost.value_after -= 100;
    assert!(matches!(
        check_race(&lost)[..],
        [RaceBreach::ValueNotConserved { .. }]
    ));
}

fn race_input() -> impl Strategy<Value = ChipRaceInput> {
    let chips = prop::sample::select(vec![
        (1u64, 5u64),
        (5, 25),
        (25, 100),
        (100, 500),
        (500, 1_000),
        (1_000, 5_000),
        (5_000, 25_000),
    ]);
    let seat = (0u64..30, prop::option::of(0u64..3));
    let variant = prop::sample::select(vec![Race, OnePerWinner, Round, Classic]);
    (
        chips,
        prop::collection::vec(seat, 1..=10),
        variant,
        any::<u64>(),
    )
        .prop_map(|((remove, next), seats, variant, seed)| ChipRaceInput {
            remove,
            next,
            seats: seats
                .into_iter()
                .map(|(count, other_chips)| RaceSeat { count, other_chips })
                .collect(),
            variant,
            deal: RaceDeal::Seeded(seed),
        })
}

/// A race beyond Felt's limits is refused in words naming the field, never answered
/// with `value_after: 0` for counts whose value overflows.
#[test]
fn races_beyond_the_limits_are_refused() {
    let race = |remove, next, counts: &[u64]| {
        run_chip_race(&ChipRaceInput {
            remove,
            next,
            seats: counts
                .iter()
                .map(|&count| RaceSeat {
                    count,
                    other_chips: None,
                })
                .collect(),
            variant: Round,
            deal: RaceDeal::Entered(Vec::new()),
        })
        .map(|r| r.value_after)
        .map_err(|e| e.to_string())
    };
    let max = u64::MAX;
    type Race<'a> = (u64, u64, &'a [u64]);
    let cases: [(Race, Result<u64, &str>); 5] = [
        (
            (25, 100, &[max, max]),
            Err(
                "counts 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
            ),
        ),
        (
            (25, 100, &[360_287_970_189_639, 360_287_970_189_639]),
            Err(
                "the removed chips (counts times remove) add up to 18,014,398,509,481,950 chips, more than Felt's limit of 9,007,199,254,740,991",
            ),
        ),
        (
            (25, 100, &[1; 13]),
            Err("counts lists 13 seats, more than Felt's limit of 12"),
        ),
        (
            (1, max, &[1]),
            Err(
                "next 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
            ),
        ),
        // At the limit the value is conserved exactly.
        ((1, 4, &[9_007_199_254_740_991]), Ok(9_007_199_254_740_992)),
    ];
    for ((remove, next, counts), expected) in cases {
        assert_eq!(
            race(remove, next, counts),
            expected.map_err(String::from),
            "{counts:?}"
        );
    }
}

proptest! {
    /// Any race the app deals keeps every invariant (or refuses for too many cards).
    #[test]
    fn seeded_races_keep_the_invariants(input in race_input()) {
        match run_chip_race(&input) {
            Ok(race) => prop_assert_eq!(check_race(&race), vec![]),
            Err(e) => prop_assert!(matches!(e, ChipRaceError::TooManyCards(n) if n > 52)),
        }
    }
}
