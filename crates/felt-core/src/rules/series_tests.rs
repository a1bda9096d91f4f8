//! A series of three events, scored by hand under two shipped rules and a formula.

use super::*;

fn placing(player: &str, place: u32, prize: u64) -> Placing {
    Placing {
        player: player.to_string(),
        place,
        prize,
        bounties: 0,
    }
}

/// Monday: 16 entries (Ann 1st, Bob 2nd, Cy 3rd, Dee 4th); Wednesday: 9 entries (Bob,
/// Dee, Ann); Friday: 4 entries (Cy, Ann). $100 buy-ins.
fn week() -> Vec<SeriesEvent> {
    vec![
        SeriesEvent {
            name: "Monday".into(),
            entries: 16,
            buy_in: 10_000,
            pool: 160_000,
            placings: vec![
                placing("Ann", 1, 80_000),
                placing("Bob", 2, 48_000),
                placing("Cy", 3, 32_000),
                placing("Dee", 4, 0),
            ],
        },
        SeriesEvent {
            name: "Wednesday".into(),
            entries: 9,
            buy_in: 10_000,
            pool: 90_000,
            placings: vec![
                placing("Bob", 1, 50_000),
                placing("Dee", 2, 30_000),
                placing("Ann", 3, 10_000),
            ],
        },
        SeriesEvent {
            name: "Friday".into(),
            entries: 4,
            buy_in: 10_000,
            pool: 40_000,
            placings: vec![placing("Cy", 1, 30_000), placing("Ann", 2, 10_000)],
        },
    ]
}

fn board(rule: PointsRule, best_of: Option<u32>) -> Vec<(u32, String, i64, bool)> {
    leaderboard(
        &week(),
        &SeriesRule {
            points: rule,
            best_of,
        },
    )
    .unwrap()
    .into_iter()
    .map(|s| (s.rank, s.player, s.points, s.tied))
    .collect()
}

fn line(rank: u32, player: &str, points: i64, tied: bool) -> (u32, String, i64, bool) {
    (rank, player.to_string(), points, tied)
}

/// 10, 7, 5, 3 for the first four, 1 for any other finish:
/// Ann 10 + 5 + 7 = 22, Bob 7 + 10 = 17, Cy 5 + 10 = 15, Dee 3 + 7 = 10.
/// Best two: Ann drops Wednesday's 5 and ties Bob on 17; both are 1st, Cy 3rd.
#[test]
fn fixed_points_by_place_with_and_without_the_best_of_rule() {
    let rule = PointsRule::ByPlace {
        points: vec![10, 7, 5, 3],
        played: 1,
    };
    assert_eq!(
        board(rule.clone(), None),
        [
            line(1, "Ann", 2200, false),
            line(2, "Bob", 1700, false),
            line(3, "Cy", 1500, false),
            line(4, "Dee", 1000, false),
        ]
    );
    assert_eq!(
        board(rule.clone(), Some(2)),
        [
            line(1, "Ann", 1700, true),
            line(1, "Bob", 1700, true),
            line(3, "Cy", 1500, false),
            line(4, "Dee", 1000, false),
        ]
    );
    let s = leaderboard(
        &week(),
        &SeriesRule {
            points: rule,
            best_of: Some(2),
        },
    )
    .unwrap();
    let dropped: Vec<&str> = s[0]
        .events
        .iter()
        .filter(|e| e.dropped)
        .map(|e| e.event.as_str())
        .collect();
    assert_eq!(dropped, ["Wednesday"]);
}

/// 10 × √(entries ÷ place), to the hundredth:
/// Ann 40.00 + 17.32 + 14.14 = 71.46; Bob 28.28 + 30.00 = 58.28;
/// Cy 23.09 + 20.00 = 43.09; Dee 20.00 + 21.21 = 41.21.
/// The same written as a formula gives the same board.
#[test]
fn the_square_root_rule_and_the_same_rule_as_a_formula() {
    let want = [
        line(1, "Ann", 7146, false),
        line(2, "Bob", 5828, false),
        line(3, "Cy", 4309, false),
        line(4, "Dee", 4121, false),
    ];
    assert_eq!(board(PointsRule::SqrtEntries { scale: 10 }, None), want);
    assert_eq!(
        board(
            PointsRule::Formula {
                expression: "10 * math::sqrt(entries / place)".into()
            },
            None
        ),
        want
    );
}

/// Prize money as points, and a formula reading the prize and the buy-in.
#[test]
fn prizes_and_a_formula_over_money() {
    assert_eq!(
        board(PointsRule::Prizes { bounties: false }, None),
        [
            line(1, "Ann", 100_000, false),
            line(2, "Bob", 98_000, false),
            line(3, "Cy", 62_000, false),
            line(4, "Dee", 30_000, false),
        ]
    );
    // One point for playing, one per buy-in won back: Ann 9 + 2 + 2, Bob 5.8 + 6,
    // Cy 4.2 + 4, Dee 1 + 4.
    assert_eq!(
        board(
            PointsRule::Formula {
                expression: "1 + prize / buy_in".into()
            },
            None
        ),
        [
            line(1, "Ann", 1300, false),
            line(2, "Bob", 1180, false),
            line(3, "Cy", 820, false),
            line(4, "Dee", 500, false),
        ]
    );
}

#[test]
fn formulas_that_could_do_harm_or_make_no_sense_are_refused() {
    let refused = |text: &str| match Formula::parse(text) {
        Ok(_) => panic!("{text} was accepted"),
        Err(e) => e,
    };
    assert!(matches!(refused("random()"), SeriesError::ForbiddenFunction(f, _) if f == "random"));
    assert!(matches!(
        refused("str::regex_replace(\"a\", \"b\", \"c\")"),
        SeriesError::ForbiddenFunction(..)
    ));
    assert!(matches!(refused("players * 2"), SeriesError::UnknownVariable(v, _) if v == "players"));
    assert!(matches!(refused("place = 1"), SeriesError::Assignment(v) if v == "place"));
    assert!(matches!(refused("(("), SeriesError::Syntax(_)));
    // Division by zero is named with the event and the player.
    let err = leaderboard(
        &week(),
        &SeriesRule {
            points: PointsRule::Formula {
                expression: "1 / (place - 1)".into(),
            },
            best_of: None,
        },
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "for Ann in Monday: the formula gives inf, not a number of points"
    );
    let mut bad = week();
    bad[2].placings[1].place = 9;
    let err = leaderboard(
        &bad,
        &SeriesRule {
            points: PointsRule::Prizes { bounties: false },
            best_of: None,
        },
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Friday: place 9 of Ann is not between 1 and the 4 entries"
    );
}

/// A formula of thousands of signs or brackets would overflow evalexpr's stack and abort
/// the whole server: the size is checked before evalexpr reads a character.
#[test]
fn formulas_beyond_the_size_limits_are_refused_in_words_before_they_are_read() {
    let cases: &[(String, &str)] = &[
        (
            format!("{}place", "-".repeat(5000)),
            "the formula is 5,005 characters long, more than the limit of 300",
        ),
        (
            format!("{}place{}", "(".repeat(6000), ")".repeat(6000)),
            "the formula is 12,005 characters long, more than the limit of 300",
        ),
        (
            format!("{}place", "-".repeat(120_000)),
            "the formula is 120,005 characters long, more than the limit of 300",
        ),
        (
            format!("{}place", "-".repeat(290)),
            "the formula has 290 operators, more than the limit of 40",
        ),
        (
            format!("{}place{}", "(".repeat(9), ")".repeat(9)),
            "the formula nests brackets 9 deep, more than the limit of 8",
        ),
        (
            "1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+place"
                .to_string(),
            "the formula has 41 operators, more than the limit of 40",
        ),
    ];
    for (text, words) in cases {
        match Formula::parse(text) {
            Err(e @ SeriesError::TooBig { .. }) => assert_eq!(e.to_string(), *words),
            Err(e) => panic!("{} chars: refused for another reason: {e}", text.len()),
            Ok(_) => panic!("{} chars: accepted", text.len()),
        }
    }
    // `&&`, `<=` and `==` count as one operator each.
    assert!(Formula::parse("if(place <= 3 && entries >= 10 || place == 1, 5, 1)").is_ok());
}

/// The deepest and longest formulas the limits allow are read and evaluated on a thread
/// with a quarter of a tokio worker's stack: evaluation cannot recurse without bound.
#[test]
fn the_largest_formulas_the_limits_allow_run_on_a_small_stack() {
    let longest = [
        format!("{}place", "-".repeat(MAX_FORMULA_OPERATORS)),
        format!(
            "{}place{}",
            "(".repeat(MAX_FORMULA_BRACKETS),
            ")".repeat(MAX_FORMULA_BRACKETS)
        ),
        format!(
            "{}{}place{}",
            "-".repeat(MAX_FORMULA_OPERATORS - MAX_FORMULA_BRACKETS),
            "(-".repeat(MAX_FORMULA_BRACKETS),
            ")".repeat(MAX_FORMULA_BRACKETS)
        ),
        format!("{}place", "1+".repeat(MAX_FORMULA_OPERATORS)),
        format!("{}place", "2^".repeat(MAX_FORMULA_OPERATORS)),
    ];
    std::thread::Builder::new()
        .stack_size(512 * 1024)
        .spawn(move || {
            for text in &longest {
                assert!(text.chars().count() <= MAX_FORMULA_CHARS, "{text}");
                let f = Formula::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
                let x = f.eval(&[("place", 2.0)]);
                assert!(x.is_ok() || text.contains('^'), "{text}: {x:?}");
            }
        })
        .unwrap()
        .join()
        .expect("evaluated within the stack");
}

#[test]
fn points_print_to_the_hundredth() {
    assert_eq!(points_text(7146), "71.46");
    assert_eq!(points_text(1700), "17");
    assert_eq!(points_text(5), "0.05");
    assert_eq!(points_text(-250), "-2.50");
}
