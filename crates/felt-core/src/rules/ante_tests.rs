use super::*;
use crate::structure::BigBlindAntePreset::{self, *};
use proptest::prelude::*;

/// (preset, small blind, big blind, level ante, players, stack) -> (ante, blind)
fn check(
    preset: BigBlindAntePreset,
    (sb, bb, level_ante): (Chips, Chips, Chips),
    players: u8,
    stack: Chips,
    expected: (Chips, Chips),
) {
    let rule = BigBlindAnteRule::from_preset(preset);
    let level = BlindLevel {
        small_blind: sb,
        big_blind: bb,
        ante: level_ante,
    };
    let got = big_blind_posting(&rule, level, players, stack).unwrap();
    assert_eq!(
        (got.ante, got.blind),
        expected,
        "{preset:?} {sb}/{bb} ante {level_ante}, {players} players, stack {stack}"
    );
}

#[test]
fn postings_follow_each_rule_set() {
    let cases = [
        // BARGE 2020, ante first: the worked example of the rulebook.
        (Barge2020, (5_000, 10_000, 0), 9, 18_000, (10_000, 8_000)),
        (Barge2020, (5_000, 10_000, 0), 9, 8_000, (8_000, 0)),
        (Barge2020, (5_000, 10_000, 0), 9, 20_000, (10_000, 10_000)),
        (Barge2020, (5_000, 10_000, 0), 9, 100_000, (10_000, 10_000)),
        (Barge2020, (5_000, 10_000, 0), 9, 10_000, (10_000, 0)),
        (Barge2020, (5_000, 10_000, 0), 9, 10_001, (10_000, 1)),
        (Barge2020, (5_000, 10_000, 0), 9, 1, (1, 0)),
        // BARGE 2020 is never reduced, even heads-up.
        (Barge2020, (5_000, 10_000, 0), 2, 50_000, (10_000, 10_000)),
        (Barge2020, (5_000, 10_000, 0), 3, 18_000, (10_000, 8_000)),
        // BARGE 2020 ignores the level's own ante figure.
        (Barge2020, (100, 200, 25), 8, 1_000, (200, 200)),
        // TDA 2024, blind first, ante from the level, never reduced.
        (Tda2024, (5_000, 10_000, 10_000), 9, 18_000, (8_000, 10_000)),
        (Tda2024, (5_000, 10_000, 10_000), 9, 8_000, (0, 8_000)),
        (Tda2024, (5_000, 10_000, 10_000), 9, 10_000, (0, 10_000)),
        (
            Tda2024,
            (5_000, 10_000, 10_000),
            9,
            25_000,
            (10_000, 10_000),
        ),
        (
            Tda2024,
            (5_000, 10_000, 10_000),
            2,
            25_000,
            (10_000, 10_000),
        ),
        (Tda2024, (5_000, 10_000, 10_000), 3, 12_500, (2_500, 10_000)),
        (Tda2024, (200, 400, 400), 6, 700, (300, 400)),
        (Tda2024, (200, 400, 0), 6, 700, (0, 400)),
        (Tda2024, (300, 600, 600), 4, 1_199, (599, 600)),
        // BARGE 2024: the big blind at five or more, the small blind at four or fewer; a
        // short stack pays the blind first (the rulebook leaves the order open: TDA 2024's).
        (Barge2024, (5_000, 10_000, 0), 9, 30_000, (10_000, 10_000)),
        (Barge2024, (5_000, 10_000, 0), 5, 30_000, (10_000, 10_000)),
        (Barge2024, (5_000, 10_000, 0), 4, 30_000, (5_000, 10_000)),
        (Barge2024, (5_000, 10_000, 0), 3, 30_000, (5_000, 10_000)),
        (Barge2024, (5_000, 10_000, 0), 2, 30_000, (5_000, 10_000)),
        (Barge2024, (5_000, 10_000, 0), 4, 12_000, (2_000, 10_000)),
        (Barge2024, (5_000, 10_000, 0), 4, 4_000, (0, 4_000)),
        (Barge2024, (5_000, 10_000, 0), 6, 18_000, (8_000, 10_000)),
        (Barge2024, (1_500, 3_000, 0), 4, 4_500, (1_500, 3_000)),
    ];
    for (preset, stakes, players, stack, expected) in cases {
        check(preset, stakes, players, stack, expected);
    }
}

#[test]
fn custom_rules_combine_amount_reduction_and_order() {
    let rule = BigBlindAnteRule {
        preset: None,
        amount: AnteAmount::Level,
        reduce_at_players: Some(6),
        reduced_to: Some(AnteAmount::SmallBlind),
        posting_order: PostingOrder::BlindFirst,
    };
    let level = BlindLevel {
        small_blind: 500,
        big_blind: 1_000,
        ante: 1_000,
    };
    let cases = [
        (7, 5_000, (1_000, 1_000)),
        (6, 5_000, (500, 1_000)),
        (6, 1_200, (200, 1_000)),
        (2, 900, (0, 900)),
    ];
    for (players, stack, (ante, blind)) in cases {
        let got = big_blind_posting(&rule, level, players, stack).unwrap();
        assert_eq!(got, BigBlindPosting { ante, blind }, "{players} {stack}");
    }
    // A reduction never raises a level ante that is already below the small blind.
    let low = BlindLevel { ante: 100, ..level };
    assert_eq!(ante_due(&rule, low, 3), 100);
}

#[test]
fn bad_input_is_refused_with_the_values() {
    let rule = BigBlindAnteRule::from_preset(Barge2020);
    let level = BlindLevel {
        small_blind: 100,
        big_blind: 200,
        ante: 0,
    };
    let cases: [(BlindLevel, u8, Chips, &str); 4] = [
        (
            level,
            1,
            500,
            "a table needs at least 2 players to deal a hand, found 1",
        ),
        (
            level,
            9,
            0,
            "the big blind has no chips: a busted player cannot post",
        ),
        (
            BlindLevel {
                small_blind: 300,
                ..level
            },
            9,
            500,
            "the small blind 300 is larger than the big blind 200",
        ),
        (
            BlindLevel {
                small_blind: 0,
                big_blind: 0,
                ante: 0,
            },
            9,
            500,
            "the big blind must be more than 0",
        ),
    ];
    for (level, players, stack, message) in cases {
        let err = big_blind_posting(&rule, level, players, stack).unwrap_err();
        assert_eq!(err.to_string(), message);
    }
}

/// A table has at most 12 players, and chips stop at 2^53 - 1.
#[test]
fn postings_beyond_the_limits_are_refused() {
    let rule = BigBlindAnteRule::from_preset(Barge2024);
    let level = |bb: Chips| BlindLevel {
        small_blind: 0,
        big_blind: bb,
        ante: 0,
    };
    let cases: [(Chips, u8, Chips, &str); 3] = [
        (
            10,
            13,
            80,
            "players 13 is more than Felt's limit of 12 players at a table",
        ),
        (
            10,
            9,
            u64::MAX,
            "stack 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
        (
            u64::MAX,
            9,
            80,
            "big_blind 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 chips",
        ),
    ];
    for (bb, players, stack, message) in cases {
        let got = big_blind_posting(&rule, level(bb), players, stack).unwrap_err();
        assert_eq!(got.to_string(), message);
    }
    assert!(big_blind_posting(&rule, level(10), 12, 80).is_ok());
}

proptest! {
    /// The big blind never posts more than the stack, never more than is due, and a
    /// short stack puts everything in.
    #[test]
    fn postings_never_exceed_stack_or_dues(
        preset in prop::sample::select(vec![Tda2024, Barge2020, Barge2024]),
        sb in 1u64..50_000, extra in 0u64..50_000, ante in 0u64..100_000,
        players in 2u8..=10, stack in 1u64..300_000,
    ) {
        let rule = BigBlindAnteRule::from_preset(preset);
        let level = BlindLevel { small_blind: sb, big_blind: sb + extra, ante };
        let due = ante_due(&rule, level, players);
        let got = big_blind_posting(&rule, level, players, stack).unwrap();
        prop_assert!(got.ante <= due);
        prop_assert!(got.blind <= level.big_blind);
        prop_assert!(got.ante + got.blind <= stack);
        if stack <= due + level.big_blind {
            prop_assert_eq!(got.ante + got.blind, stack);
        } else {
            prop_assert_eq!((got.ante, got.blind), (due, level.big_blind));
        }
    }
}

/// Every preset has a default ante and an ante given overrides it. TDA 2024
/// and BARGE 2024 default to the big blind; BARGE 2020 antes the small blind at six-handed
/// tables and the big blind at full ring, never reduced; BARGE 2024 drops to the small
/// blind at four players or fewer. Blinds 200/400.
#[test]
fn every_preset_has_a_default_ante_and_an_ante_given_overrides_it() {
    // Preset, seats a table, ante given, players dealt in, the ante due.
    let cases: [(BigBlindAntePreset, u8, Option<Chips>, u8, Chips); 12] = [
        (Tda2024, 9, None, 9, 400),
        (Tda2024, 9, Some(300), 9, 300),
        (Tda2024, 9, None, 3, 400),
        (Barge2020, 9, None, 9, 400),
        (Barge2020, 9, None, 3, 400),
        (Barge2020, 6, None, 6, 200),
        (Barge2020, 6, None, 2, 200),
        (Barge2020, 9, Some(300), 9, 300),
        (Barge2024, 9, None, 5, 400),
        (Barge2024, 9, None, 4, 200),
        (Barge2024, 9, Some(300), 9, 300),
        (Barge2024, 9, Some(300), 4, 200),
    ];
    for (preset, seats, ante, players, due) in cases {
        let rule = BigBlindAnteRule::from_preset_for(preset, seats);
        let (rule, level) = calculator_level(&rule, 200, 400, ante);
        assert_eq!(
            ante_due(&rule, level, players),
            due,
            "{preset:?} at {seats} seats, ante {ante:?}, {players} players"
        );
    }
    // BARGE 2024 does not say which comes first: blind first, as TDA 2024.
    assert_eq!(
        BigBlindAnteRule::from_preset(Barge2024).posting_order,
        crate::structure::PostingOrder::BlindFirst
    );
}

const EVENT: &str = r#"
name = "T"
starting_stack = 30000
table_size = 9
[big_blind_ante]
preset = "barge-2024"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[games]]
id = "lhe"
name = "Limit Hold'em"
family = "flop"
betting = "limit"
[[levels]]
game = "nlh"
stakes = "100/200/200"
[[levels]]
break_minutes = 10
[[levels]]
game = "lhe"
stakes = "200/400"
[[levels]]
game = "nlh"
stakes = "300/600"
ante_kind = "table"
ante = 75
[[levels]]
game = "nlh"
stakes = "500/1,000"
"#;

#[test]
fn an_events_level_gives_its_rule_and_blinds_or_says_why_not() {
    let s = crate::structure::parse_structure("t.toml", EVENT)
        .unwrap()
        .structure;
    let barge = BigBlindAnteRule::from_preset(Barge2024);
    let ok = |level, small_blind, big_blind, ante| {
        Ok(LevelAnte {
            level,
            game: "No-Limit Hold'em".into(),
            rule: barge,
            blinds: BlindLevel {
                small_blind,
                big_blind,
                ante,
            },
        })
    };
    let cases: [(u32, Result<LevelAnte, &str>); 5] = [
        (1, ok(1, 100, 200, 200)),
        // No ante figure, but BARGE 2024 sets the ante from the blinds.
        (4, ok(4, 500, 1_000, 0)),
        (
            2,
            Err("level 2 (Limit Hold'em) has no big blind ante: Limits 200/400, blinds 100/200"),
        ),
        (
            3,
            Err("level 3 (No-Limit Hold'em) has no big blind ante: Blinds 300/600, ante 75"),
        ),
        (
            9,
            Err("the structure has no level 9 (it has levels 1 to 4)"),
        ),
    ];
    for (level, expected) in cases {
        let got = level_ante(&s, level).map_err(|e| e.to_string());
        assert_eq!(got, expected.map_err(str::to_string), "level {level}");
    }
    // The break plays on at the level after it; past the end, the last level.
    let periods: Vec<Option<u32>> = (0..=5).map(|p| level_for_period(&s, p)).collect();
    assert_eq!(
        periods,
        [Some(1), Some(2), Some(2), Some(3), Some(4), Some(4)]
    );
}

#[test]
fn postings_are_explained_in_words() {
    let cases = [
        (
            Barge2020,
            9,
            18_000,
            "The stack of 18,000 is short: the ante comes first and takes 10,000; the last 8,000 goes to the blind (short of 10,000).",
        ),
        (
            Barge2020,
            9,
            8_000,
            "The stack of 8,000 is short: the ante comes first and takes 8,000; nothing is left for the blind.",
        ),
        (
            Tda2024,
            9,
            18_000,
            "The stack of 18,000 is short: the blind comes first and takes 10,000; the last 8,000 goes to the ante (short of 10,000).",
        ),
        (
            Barge2024,
            4,
            50_000,
            "With 4 players at the table the ante is reduced to 5,000. The stack covers both: 5,000 to the ante and 10,000 to the blind, 35,000 left behind.",
        ),
        (
            Barge2024,
            4,
            15_000,
            "With 4 players at the table the ante is reduced to 5,000. The stack covers both: 5,000 to the ante and 10,000 to the blind, nothing left behind.",
        ),
    ];
    for (preset, players, stack, expected) in cases {
        let rule = BigBlindAnteRule::from_preset(preset);
        let level = BlindLevel {
            small_blind: 5_000,
            big_blind: 10_000,
            ante: 10_000,
        };
        let posting = big_blind_posting(&rule, level, players, stack).unwrap();
        assert_eq!(
            explain_posting(&rule, level, players, stack, posting),
            expected,
            "{preset:?} {players} {stack}"
        );
    }
}
