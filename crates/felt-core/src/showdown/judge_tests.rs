//! The judge against the rulebooks: worked examples by name, data-driven showdowns per
//! game (a scoop, a split with odd chips, a low that does not qualify), side pots, and
//! every game of the catalog dealt at random and settled without a chip lost.

use super::cards::{Card, deck};
use super::judge::*;
use super::read::dealt;
use crate::catalog::{Action, BoardRule, Catalog, Declared, HandRule, ShowdownKind};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// A showdown written compactly: hands as "Ann: As Kd ... / Bob (high) [300]: ...", where
/// `(way)` is a declaration and `[chips]` what the player put in.
pub(super) struct Case {
    pub(super) game: &'static str,
    pub(super) board: &'static str,
    pub(super) hands: &'static str,
    pub(super) pot: u64,
    pub(super) chip: u64,
    pub(super) button: Option<&'static str>,
    pub(super) parts: &'static [&'static str],
    pub(super) x: Option<u8>,
    pub(super) wild: &'static str,
    /// Each player's total, "Ann 550, Bob 525".
    pub(super) want: &'static str,
    /// Words a player's hand must be given in a part: (part, player, words).
    pub(super) words: &'static [(&'static str, &'static str, &'static str)],
    /// Where the rule is written.
    pub(super) rule: &'static str,
}

pub(super) const fn case(
    game: &'static str,
    board: &'static str,
    hands: &'static str,
    pot: u64,
    chip: u64,
    want: &'static str,
    rule: &'static str,
) -> Case {
    Case {
        game,
        board,
        hands,
        pot,
        chip,
        button: None,
        parts: &[],
        x: None,
        wild: "",
        want,
        words: &[],
        rule,
    }
}

pub(super) fn request(c: &Case) -> JudgeRequest {
    let hands = c
        .hands
        .split(" / ")
        .map(|h| {
            let (who, cards) = h.split_once(':').expect("name: cards");
            let mut name = who.trim().to_string();
            let mut put = None;
            let mut declares = None;
            if let Some((n, rest)) = name.clone().split_once('[') {
                put = Some(rest.trim_end_matches(']').trim().parse().unwrap());
                name = n.trim().to_string();
            }
            if let Some((n, rest)) = name.clone().split_once('(') {
                declares = Some(match rest.trim_end_matches(')') {
                    "high" => Declared::High,
                    "low" => Declared::Low,
                    _ => Declared::Both,
                });
                name = n.trim().to_string();
            }
            ShownHand {
                name,
                cards: cards.trim().to_string(),
                put,
                declares,
            }
        })
        .collect();
    JudgeRequest {
        game: c.game.into(),
        board: c.board.into(),
        hands,
        button: c.button.map(str::to_string),
        pot: (c.pot > 0).then_some(c.pot),
        chip: Some(c.chip),
        parts: c.parts.iter().map(|p| p.to_string()).collect(),
        qualifier: c.x,
        wild: c.wild.into(),
    }
}

pub(super) fn check(c: &Case) {
    let j = judge(Catalog::shared(), &request(c))
        .unwrap_or_else(|e| panic!("{} ({}): {e}", c.game, c.rule));
    let got: Vec<String> = j.shares.0.iter().map(|(n, v)| format!("{n} {v}")).collect();
    let pretty = serde_json::to_string_pretty(&j).unwrap();
    assert_eq!(got.join(", "), c.want, "{} ({}):\n{pretty}", c.game, c.rule);
    for (part, who, words) in c.words {
        let p = j
            .pots
            .iter()
            .flat_map(|p| &p.parts)
            .find(|p| p.part == *part)
            .unwrap_or_else(|| panic!("{}: no part {part}:\n{pretty}", c.game));
        assert_eq!(
            p.hands.get(who).map(String::as_str),
            Some(*words),
            "{}:\n{pretty}",
            c.game
        );
    }
    let pots: u64 = j.pots.iter().map(|p| p.amount).sum();
    let paid: u64 = j.shares.0.iter().map(|(_, v)| v).sum();
    assert_eq!(paid, pots, "{}: every chip goes to someone", c.game);
}

const B25: &str = "BARGE 2025 1.4";

#[test]
fn rulebook_worked_examples() {
    let cases = [
        // Hold'em: kings up lose to the ace on a paired board.
        Case {
            words: &[
                ("high", "Kim", "two pair, kings and tens"),
                ("high", "Al", "two pair, aces and tens"),
            ],
            ..case(
                "holdem",
                "Tc Th 5s 5c As",
                "Kim: Ks Kh / Al: Ah 2c",
                100,
                1,
                "Kim 0, Al 100",
                "BARGE 2025 A.1",
            )
        },
        // Badugi: 7-3-2-A with a spade paired plays 3-2-A, as does 3-3-2-A: they split.
        Case {
            words: &[
                ("badugi", "A", "a three-card badugi 3-2-A"),
                ("badugi", "B", "a three-card badugi 3-2-A"),
            ],
            ..case(
                "badugi",
                "",
                "A: 7s 3s 2h Ad / B: 3c 3d 2s Ah",
                100,
                1,
                "A 50, B 50",
                "BARGE 2025 A.3",
            )
        },
        // Badugi: 7-4-2 beats 7-5-A.
        Case {
            words: &[
                ("badugi", "A", "a three-card badugi 7-4-2"),
                ("badugi", "B", "a three-card badugi 7-5-A"),
            ],
            ..case(
                "badugi",
                "",
                "A: 7s 4c 2h 2d / B: 7d 5c Ah Ad",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 A.3",
            )
        },
        // Ace-to-five: A-A-7-6-5 beats 2-2-5-4-3; A-A-6-5-4 beats A-A-7-3-2.
        case(
            "ace-to-five-triple-draw",
            "",
            "A: Ac Ad 7h 6s 5c / B: 2c 2d 5h 4s 3c",
            10,
            1,
            "A 10, B 0",
            "BARGE 2025 A.3",
        ),
        case(
            "ace-to-five-triple-draw",
            "",
            "A: Ac Ad 6h 5s 4c / B: As Ah 7d 3s 2c",
            10,
            1,
            "A 10, B 0",
            "BARGE 2025 A.3",
        ),
        // California lowball: 6-5-3-A with the joker plays the joker as a deuce.
        Case {
            words: &[("low", "A", "six-five low (with wild cards)")],
            ..case(
                "california-lowball",
                "",
                "A: 6c 5d 3h As Jk / B: 6s 5h 4c 3c Ad",
                10,
                1,
                "A 10, B 0",
                "BARGE 2025 A.3",
            )
        },
        // Deuce-to-seven: 2-2-5-4-3 beats A-A-7-6-5; 7-6-5-4-3 beats 8-7-6-5-4; a 8-6-5-4-3
        // flush beats a 9-5-4-3-2 flush; A-5-4-3-2 is ace high, not a straight.
        case(
            "deuce-to-seven-lowball",
            "",
            "A: 2c 2d 5h 4s 3c / B: Ac Ad 7h 6s 5c",
            10,
            1,
            "A 10, B 0",
            "BARGE 2025 A.3",
        ),
        case(
            "deuce-to-seven-lowball",
            "",
            "A: 7c 6d 5h 4s 3c / B: 8c 7d 6h 5s 4c",
            10,
            1,
            "A 10, B 0",
            "BARGE 2025 A.3",
        ),
        case(
            "deuce-to-seven-lowball",
            "",
            "A: 8h 6h 5h 4h 3h / B: 9s 5s 4s 3s 2s",
            10,
            1,
            "A 10, B 0",
            "BARGE 2025 A.3",
        ),
        Case {
            words: &[("low", "A", "ace-five low")],
            ..case(
                "deuce-to-seven-lowball",
                "",
                "A: Ac 5d 4h 3s 2c / B: Kc Kd 3h 4s 2d",
                10,
                1,
                "A 10, B 0",
                "BARGE 2025 A.3",
            )
        },
        // Dramaha 49: T-T-T-T-9 is the best point hand, 49.
        Case {
            words: &[("points hand", "A", "49 points")],
            ..case(
                "dramaha-49",
                "2c 3c 4d Jh Qh",
                "A: Tc Td Th Ts 9c / B: 9d 9h 9s 8c 8d",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.20",
            )
        },
        // Oklahoma: rivers 3h, 8s, 3c take out rows 1 and 3; only row 2 plays.
        Case {
            words: &[("high", "A", "three kings")],
            ..case(
                "oklahoma",
                "Kc 9d 4s 7h 3h | Kd 9c 4h 7s 8s | Qc Jd Td 6h 3c",
                "A: Kh Ks 2c 2d / B: Qd Qh 5c 5d",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.34",
            )
        },
        // Odd chips: in Badacey the ace-to-five hand is high and takes it.
        Case {
            words: &[
                ("ace-to-five low", "A", "seven-four low"),
                ("badugi", "B", "a four-card badugi 8-6-3-2"),
            ],
            ..case(
                "badacey",
                "",
                "A: 7c 4c 3c 2c Ac / B: 8c 6d 3s 2h Kd",
                1075,
                25,
                "A 550, B 525",
                B25,
            )
        },
        // ...and in Dramaha 49 the point hand is high.
        case(
            "dramaha-49",
            "2c 3c 4d Jh Qh",
            "A: Tc Td Th Ts 9c / B: Ac Ad 7h 7s 7d",
            1075,
            25,
            "A 550, B 525",
            B25,
        ),
    ];
    for c in &cases {
        check(c);
    }
}

/// A deal of `ed` at random: every player the cards the game deals, the board in its
/// layout, declarations, the parts and wild cards the hand needs.
fn random_deal(key: &str, rng: &mut StdRng, players: usize, side_pots: bool) -> JudgeRequest {
    let (_, ed) = Catalog::shared().resolve(key).unwrap();
    let (hand, board) = dealt(ed);
    let mut cards: Vec<Card> = deck()
        .into_iter()
        .filter(|c| match ed.deck {
            crate::catalog::Deck::Standard => true,
            crate::catalog::Deck::Short36 => c.rank > 5,
            crate::catalog::Deck::Mexican41 => !(8..=10).contains(&c.rank),
        })
        .collect();
    cards.shuffle(rng);
    let mut next = |n: usize| -> String {
        let dealt: Vec<String> = cards.drain(..n).map(|c| c.to_string()).collect();
        dealt.join(" ")
    };
    let rule = ed.showdown.parts.iter().find_map(|p| match &p.hand {
        HandRule::Exactly { board_rule, .. } => Some(*board_rule),
        _ => None,
    });
    let board_text = match (rule, board) {
        (_, 0) => String::new(),
        (Some(BoardRule::ConnectedFlopTurnRiver), _) => [3, 3, 3, 2, 1].map(&mut next).join(" | "),
        (Some(BoardRule::OnePerRow), n) => {
            (0..3).map(|_| next(n / 3)).collect::<Vec<_>>().join(" | ")
        }
        (Some(BoardRule::OneRow), n) => (0..3).map(|_| next(n / 3)).collect::<Vec<_>>().join(" | "),
        (_, n) => next(n),
    };
    let (lo, hi) = hand.unwrap_or((5, 7));
    let kept = ed
        .showdown
        .parts
        .iter()
        .any(|p| matches!(p.hand, HandRule::AllKept));
    let splits = ed
        .streets
        .iter()
        .flat_map(|s| &s.actions)
        .any(|a| matches!(a, Action::Split { .. }));
    let per_player = (lo.max(1)..=hi.max(lo.max(1))).collect::<Vec<_>>();
    let hands = (0..players)
        .map(|i| {
            let n = if kept {
                1 + i % 5
            } else {
                *per_player.choose(rng).unwrap()
            };
            let text = if splits {
                format!("{} | {}", next(n - 2), next(2))
            } else if super::read::shows_down_cards(ed) {
                format!("{} | {}", next(3), next(n - 3))
            } else {
                next(n)
            };
            ShownHand {
                name: format!("P{i}"),
                cards: text,
                put: side_pots.then_some(100 * (1 + (i as u64 * 7) % 4)),
                declares: ed
                    .showdown
                    .declare
                    .map(|_| [Declared::High, Declared::Low, Declared::Both][i % 3]),
            }
        })
        .collect();
    let dynamic = ed.wild.iter().any(|w| {
        matches!(
            w,
            crate::catalog::Wild::FollowsUp { .. }
                | crate::catalog::Wild::AfterUpPair { .. }
                | crate::catalog::Wild::RisingUpCards { .. }
                | crate::catalog::Wild::BoardCard { .. }
        )
    });
    let conditional: Vec<String> = ed
        .showdown
        .parts
        .iter()
        // The parts the flop decides are left to the judge.
        .filter(|p| {
            p.when
                .as_deref()
                .is_some_and(|w| super::judge::flop_colour(w).is_none())
        })
        .map(|p| p.label.clone())
        .collect();
    let parts = if ed.showdown.kind == ShowdownKind::Single {
        conditional.into_iter().take(1).collect()
    } else {
        conditional
    };
    JudgeRequest {
        game: key.into(),
        board: board_text,
        hands,
        button: Some(format!("P{}", players - 1)),
        pot: (!side_pots).then_some(1_075),
        chip: Some(25),
        parts,
        qualifier: Some(8),
        wild: if dynamic { "7".into() } else { String::new() },
    }
}

/// Every edition of every game, dealt at random many times: the judge settles it, every
/// chip of every pot goes to someone (or the pot stays, by the game's rules), nobody
/// gets a chip of a pot they have no claim to; or it says in words why the cards alone
/// cannot settle it. The games it cannot settle are named here, so a new one fails.
#[test]
fn every_game_of_the_catalog_settles_a_random_deal() {
    let catalog = Catalog::shared();
    let mut rng = StdRng::seed_from_u64(36);
    let mut unsettled: Vec<String> = Vec::new();
    let mut settled = 0;
    for game in catalog.games() {
        for ed in &game.editions {
            let key = format!("{}@{}", game.id, ed.id);
            for round in 0..12 {
                let players = 2 + round % 5;
                let req = random_deal(&key, &mut rng, players, round % 3 == 2);
                match judge(catalog, &req) {
                    Ok(j) => {
                        settled += 1;
                        for pot in &j.pots {
                            let paid: u64 = pot.shares.0.iter().map(|(_, c)| c).sum();
                            let stays = j.notes.iter().any(|n| n.contains("stays"));
                            assert!(paid == pot.amount || (paid == 0 && stays), "{key}: {j:?}");
                            for (who, c) in &pot.shares.0 {
                                assert!(*c == 0 || pot.eligible.contains(who), "{key}: {who} {c}");
                            }
                            for part in &pot.parts {
                                let won: u64 = part
                                    .winners
                                    .iter()
                                    .map(|w| pot.shares.get(w).copied().unwrap_or(0))
                                    .sum();
                                assert!(
                                    won >= part.amount || part.winners.len() > 1 || declared(ed),
                                    "{key}: {part:?}"
                                );
                            }
                        }
                    }
                    Err(e) => {
                        let e = e.to_string();
                        assert!(
                            e.contains("cannot be settled from the cards alone")
                                || e.contains("game chosen each hand")
                                || e.contains("second-best")
                                || e.contains("on that hand's left")
                                || e.contains("first player out"),
                            "{key} round {round}: {e}\n{req:?}"
                        );
                        if round == 0 {
                            unsettled.push(key.clone());
                        }
                    }
                }
            }
        }
    }
    unsettled.dedup();
    assert_eq!(
        unsettled.join(" "),
        "butcher-baby@regulars cowpie@regulars guts@progressive-guts harem@regulars \
         love-thy-neighbor@regulars paradise-road-pickem@2025 sevens@regulars swingo@2011 \
         twin-beds@regulars vice-president@regulars",
        "the games the judge cannot settle from the cards"
    );
    assert!(settled > 1_000, "{settled}");
}

fn declared(ed: &crate::catalog::Edition) -> bool {
    ed.showdown.declare.is_some()
}

/// Showdowns per game: a scoop, a split with odd chips, a low (or other part) nobody
/// qualifies for; ties and odd chips by the rulebooks' section 1.4.
#[test]
fn split_games_settle_as_the_rulebooks_say() {
    let cases = [
        // Omaha high/low: a wheel scoops; a tied low shares its half, the odd chip first
        // from the button's left; no low, the high takes all.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("low", "A", "a wheel, five-four low"),
            ],
            ..case(
                "omaha-hi-lo",
                "Ah 2d 3c 9s Kh",
                "A: 4d 5s Kd Ks / B: Qc Qd Jh Th",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.36",
            )
        },
        case(
            "omaha-hi-lo",
            "Ah 2d 7c 9s Kh",
            "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd / C: 3h 4c Qs Jc",
            1075,
            25,
            "A 550, B 275, C 250",
            "BARGE 2025 2.36, 1.4",
        ),
        Case {
            button: Some("B"),
            ..case(
                "omaha-hi-lo",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd / C: 3h 4c Qs Jc",
                1075,
                25,
                "C 275, A 550, B 250",
                "BARGE 2025 2.36, 1.4",
            )
        },
        Case {
            words: &[("low", "B", "nine-eight low (not eight or better)")],
            ..case(
                "omaha-hi-lo",
                "Ah Kd Qc 9s 8h",
                "A: Kc Ks 2d 3d / B: 2c 3c 4c 5c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.36",
            )
        },
        // Razzdugi: the razz hand is the five-card hand and takes the odd chip.
        case(
            "razzdugi",
            "",
            "A: As 2d 3h 4c 9s Kd Qc / B: Ac 2c 5h 7d 8s 6h 3s",
            1075,
            25,
            "A 525, B 550",
            "BARGE 2025 2.41, 1.4",
        ),
        case(
            "razzdugi",
            "",
            "A: As 2d 3h 4c 5s Kd Qc / B: 7c 8c 9h Td Js Qh Ks",
            1000,
            25,
            "A 1000, B 0",
            "BARGE 2025 2.41",
        ),
        // Stud high/low: no low, a scoop; a high and a low with the odd chip high; a tied
        // low whose odd chip goes to the highest card by suit (jack of hearts over clubs).
        case(
            "stud-hi-lo",
            "",
            "A: Ac Ad As Kc Kd 9h 9s / B: Qc Qd Js Ts 9c 9d 2h",
            1000,
            25,
            "A 1000, B 0",
            "BARGE 2025 2.48",
        ),
        case(
            "stud-hi-lo",
            "",
            "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2c 3d 4h 8s Tc Jc",
            75,
            25,
            "A 50, B 25",
            "BARGE 2025 2.48, 1.4",
        ),
        case(
            "stud-hi-lo",
            "",
            "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2c 3d 4h 8s Tc Jc / C: Ad 2d 3h 4s 8c Th Jh",
            1075,
            25,
            "A 550, B 250, C 275",
            "BARGE 2025 2.48, 1.4",
        ),
        // Stud high/low with no qualifier: a nine low still takes half.
        case(
            "stud-hi-lo-no-qualifier",
            "",
            "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2c 3d 4h 9c Tc Jc",
            100,
            1,
            "A 50, B 50",
            "BARGE 2025 2.49",
        ),
        // Badeucy: a 7-5-4-3-2 with a 5-4-3-2 badugi (aces high) scoops; else the
        // deuce-to-seven hand is high and takes the odd chip.
        Case {
            words: &[("badugi (aces high)", "A", "a four-card badugi 5-4-3-2")],
            ..case(
                "badeucy",
                "",
                "A: 7c 5d 4h 3s 2c / B: As 2d 3h 4c 8s",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.6",
            )
        },
        case(
            "badeucy",
            "",
            "A: 7c 5d 4h 3c 2c / B: 8s 6d 4c 3h 2s",
            1075,
            25,
            "A 550, B 525",
            "BARGE 2025 2.6, 1.4",
        ),
        // Korean: a pair or better for high, no pair for low; a straight qualifies both.
        case(
            "korean",
            "",
            "A: 5c 4d 3h 2s Ac / B: Kc Kd 7h 6s 2d",
            100,
            1,
            "A 100, B 0",
            "BARGE 2025 2.27",
        ),
        case(
            "korean",
            "",
            "A: 9c 8d 6h 5s 2c / B: Kc Kd 7h 6s 2d",
            100,
            1,
            "A 50, B 50",
            "BARGE 2025 2.27",
        ),
        // Archie: nobody with sixes or an eight low: the best high hand takes all.
        case(
            "archie",
            "",
            "A: Kc Qd 9h 7s 5c / B: 5d 5h Th 9s Jd",
            100,
            1,
            "A 0, B 100",
            "BARGE 2025 2.4",
        ),
        case(
            "archie",
            "",
            "A: 6c 6d 9h 7s Kc / B: 8d 5h 4h 3s 2d",
            101,
            1,
            "A 51, B 50",
            "BARGE 2025 2.4, 1.4",
        ),
        // Dramaha 49 and Dramaha: the draw hand is high.
        case(
            "dramaha",
            "2c 3c 4d Jh Qh",
            "A: Ah Kh 9h 8h 6h / B: Jc Js 7d 7s 6c",
            1075,
            25,
            "A 550, B 525",
            "BARGE 2025 2.19, 1.4",
        ),
        // Holdem high/low: a counterfeited low does not qualify.
        Case {
            words: &[("low", "B", "queen-eight low (not eight or better)")],
            ..case(
                "holdem-hi-lo",
                "2c 2d 7h Ks Qs",
                "A: Ac Kc / B: 8h 3d",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.52",
            )
        },
        // Omaha X or better: a seven low qualifies on a roll of 7, not on 6.
        Case {
            x: Some(7),
            ..case(
                "omaha-x-or-better",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd",
                100,
                1,
                "A 50, B 50",
                "BARGE 2025 2.37",
            )
        },
        Case {
            x: Some(6),
            ..case(
                "omaha-x-or-better",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.37",
            )
        },
        // Binglaha: the low plays only when the die says so.
        Case {
            parts: &["Low"],
            ..case(
                "binglaha",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd",
                100,
                1,
                "A 50, B 50",
                "BARGE 2025 2.10",
            )
        },
        Case {
            parts: &["High"],
            ..case(
                "binglaha",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.10",
            )
        },
        // Sohe: the Omaha hand is high; the hands are shown as set, four | two.
        case(
            "sohe",
            "Ah 2d 7c 9s Kh",
            "A: Kd Ks Qh Jh | 3c 3s / B: 2c 2h Qd Jd | Ac Ad",
            1075,
            25,
            "A 550, B 525",
            "BARGE 2025 1.4",
        ),
        // Chowaha: a board is a flop with a touching turn card and the river.
        Case {
            words: &[
                ("high", "Bob", "three eights"),
                ("low", "Bob", "eight-seven low"),
            ],
            ..case(
                "chowaha",
                "Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh",
                "Ann: As 3d / Bob: 8h 6c",
                1000,
                25,
                "Ann 0, Bob 1000",
                "BARGE 2025 2.12",
            )
        },
        // Scrotum: every kept card plays.
        case(
            "scrotum",
            "Ah 2d 7c 9s Kh",
            "A: Kd Ks Kc / B: 3d 4s",
            100,
            1,
            "A 50, B 50",
            "BARGE 2025 2.43",
        ),
        // Mississippi Studugi: only a four-card badugi qualifies for the badugi half.
        case(
            "mississippi-studugi",
            "",
            "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2s 3d 4h 8c Tc Jc",
            100,
            1,
            "A 50, B 50",
            "BARGE 2025 2.32",
        ),
        case(
            "mississippi-studugi",
            "",
            "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2c 3c 4h 8c Tc Jc",
            100,
            1,
            "A 100, B 0",
            "BARGE 2025 2.32",
        ),
    ];
    for c in &cases {
        check(c);
    }
}

/// Side pots from what each player put in: the main pot for everyone, each side pot for
/// those who covered it; a folded player's chips play but give no claim; chips nobody
/// called go back.
#[test]
fn side_pots_are_settled_each_by_its_own_players() {
    let cases = [
        case(
            "holdem",
            "2c 7d 9h Js Kc",
            "A [100]: As Ad / B [300]: Kd Qd / C [300]: 3h 4s / D [100]:",
            0,
            1,
            "A 400, B 400, C 0, D 0",
            "TDA",
        ),
        case(
            "holdem",
            "2c 7d 9h Js Kc",
            "A [100]: As Ad / B [500]: Kd Qd / C [300]: 3h 4s / D [100]:",
            0,
            1,
            "A 400, B 600, C 0, D 0",
            "TDA",
        ),
        // Dead money (antes of players not listed) goes to the main pot.
        case(
            "holdem",
            "2c 7d 9h Js Kc",
            "A [100]: As Ad / B [300]: Kd Qd / C [300]: 3h 4s",
            850,
            1,
            "A 450, B 400, C 0",
            "TDA",
        ),
    ];
    for c in &cases {
        check(c);
    }
    let j = judge(Catalog::shared(), &request(&cases[1])).unwrap();
    let pots: Vec<(u64, String)> = j
        .pots
        .iter()
        .map(|p| (p.amount, p.eligible.join(" ")))
        .collect();
    assert_eq!(
        pots,
        [
            (400, "A B C".to_string()),
            (400, "B C".to_string()),
            (200, "B".to_string())
        ]
    );
}

/// Ties: the odd chip to the first hand clockwise from the button; in stud to the
/// highest card by suit; a pot breaks down to the smallest chip in play.
#[test]
fn odd_chips_go_where_the_rulebooks_say() {
    let board = "As Ks Qd Jc Tc";
    let three = "Ann: 2c 3d / Bob: 2d 3c / Cy: 2h 3h";
    for (button, want) in [
        (None, "Ann 50, Bob 25, Cy 25"),
        (Some("Ann"), "Bob 50, Cy 25, Ann 25"),
        (Some("Bob"), "Cy 50, Ann 25, Bob 25"),
    ] {
        check(&Case {
            button,
            ..case("holdem", board, three, 100, 25, want, B25)
        });
    }
    // Stud: a tie, the king of hearts over the king of clubs.
    check(&case(
        "stud",
        "",
        "A: 2c 3d 9h 9s Kc 7d 4h / B: 2d 3c 9c 9d Kh 7s 4s",
        75,
        25,
        "A 25, B 50",
        B25,
    ));
    // Never two odd chips to one player: five units three ways.
    check(&case(
        "holdem",
        board,
        three,
        125,
        25,
        "Ann 50, Bob 50, Cy 25",
        B25,
    ));
}

/// Refusals in words, naming the card, player or part at fault; nothing is settled.
#[test]
fn what_cannot_be_judged_is_refused_in_words() {
    let refused = [
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: Ah Ks Qh Jh / B: 3d 4s Qd Jd",
            "Ah is shown twice: on the board and by A",
        ),
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh Jh / B: 3d 4s Qd 3h",
            "3h is shown twice: by A and by B",
        ),
        (
            "omaha",
            "Ah 2d 7c",
            "A: 3h Ks Qh Jh / B: 3d 4s Qd Jd",
            "Omaha's board has 5 cards; 3 given",
        ),
        (
            "omaha",
            "",
            "A: 3h Ks Qh Jh / B: 3d 4s Qd Jd",
            "Omaha is played with a board of 5 cards: give the board",
        ),
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh / B: 3d 4s Qd Jd",
            "A shows 3 cards; a Omaha hand has 4",
        ),
        (
            "razz",
            "Ah 2d",
            "A: 3h Ks Qh Jh 2c 4c 5c",
            "Razz has no board (one community card at most, when the deck runs short)",
        ),
        (
            "short deck holdem",
            "Ah 6d 7c 9s Kh",
            "A: 2h Ks / B: 3d 4s",
            "2h is not in Short Deck Hold'em's deck: deuces to fives are taken out",
        ),
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh 1h",
            "\"1h\" is not a card: write its rank (2-9, T or 10, J, Q, K, A) then its suit (c, d, h, s), as in As or 10h",
        ),
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh Jk",
            "the joker is not in Omaha's deck",
        ),
        (
            "no such game",
            "",
            "A: 3h",
            "no game in the catalog answers to \"no such game\"",
        ),
        (
            "binglaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh Jh",
            "Binglaha's parts depend on the hand (Low when the die showed 1, 2 or 3): say which parts are in play",
        ),
        (
            "omaha-x-or-better",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh Jh",
            "Omaha X or Better's low must be the number rolled or better: give the roll (qualifier)",
        ),
        (
            "twin beds",
            "",
            "A: 3h",
            "Twin Beds' High cannot be settled from the cards alone: its hand is made by a rule of its own (best five of the player's four cards and the five cards of one row (either row, never both))",
        ),
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh Jh / A: 3d 4s Qd Jd",
            "A is listed twice",
        ),
        (
            "omaha",
            "Ah 2d 7c 9s Kh",
            "A: 3h Ks Qh Jh | 4d",
            "A's cards have a |, but Omaha's hands are not split",
        ),
        (
            "juneau",
            "",
            "A: 3h Ks Qh Jh 2c 4c 5c",
            "A has not declared: high, low or both ways",
        ),
        (
            "chowaha",
            "Ah 7c 2d Ks 9s 4h 8d 8c 3s Tc 5d Jh",
            "A: 3h 6s",
            "write Chowaha's board as its three flops, the two turn cards and the river, separated by | (\"Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh\")",
        ),
        // Wonky Donkey: parts the flop contradicts.
        (
            "wonky-donkey",
            "As 2c 7s 9h Kd",
            "A: Kc Kh 3d 4h / B: Qc Qd Jh Th",
            "in Wonky Donkey, the flop As 2c 7s (two or three flop cards are black) puts High (Omaha) and Low (Omaha) in play, not High (hold'em): name those parts, or none",
        ),
        (
            "wonky-donkey",
            "As 2c 7s 9h Kd",
            "A: Kc Kh 3d 4h / B: Qc Qd Jh Th",
            "in Wonky Donkey, the flop As 2c 7s (two or three flop cards are black) puts High (Omaha) and Low (Omaha) in play: Low (Omaha) too; name those parts, or none",
        ),
        // Baseball: seven cards, and one more for each four dealt face up.
        (
            "baseball",
            "",
            "A: 3h Ks Qh Jh / B: 2c 5c 6c 7c 8c Tc Jc",
            "A shows 4 cards; a Baseball hand has 7, and one more for each four dealt face up (A holds 0)",
        ),
        (
            "baseball",
            "",
            "A: 4h Ks Qh Jh 2d 5d 6d 7d 8d / B: 2c 5c 6c 7c 8c Tc Jc",
            "A shows 9 cards; a Baseball hand has 7, and one more for each four dealt face up (A holds 1)",
        ),
        (
            "baseball",
            "",
            "A: 4h 4s 4d 4c Kh Qh Jh Th 2d 5d 6d 7d 8d Ts Js Qs / B: 2c 5c 6c 7c 8c Tc Jc",
            "A shows 16 cards; a Baseball hand has 7, and one more for each four dealt face up (A holds 4)",
        ),
    ];
    for (game, board, hands, want) in refused {
        let mut c = case(game, board, hands, 100, 1, "", "");
        // The two Wonky Donkey cases name the parts the flop contradicts.
        if game == "wonky-donkey" {
            c.parts = if want.contains("not High (hold'em)") {
                &["High (hold'em)"]
            } else {
                &["High (Omaha)"]
            };
        }
        let got = judge(Catalog::shared(), &request(&c))
            .map(|_| ())
            .unwrap_err();
        assert_eq!(got.to_string(), want, "{game}");
    }
}

/// A wild card is shown as what it stands for, marked, with its suit only where the suit
/// counts: never as a second copy of a card another player holds.
#[test]
fn a_wild_card_is_shown_as_what_it_stands_for() {
    let cases = [
        // Baseball (threes and nines wild): the three makes a third king; Bob holds Ks.
        (
            "A: 3h Kc Kd 7h 7s 2c 5d / B: Ks Qs Jd 8c 6h 4d 2h",
            "A",
            "K*",
            "kings full of sevens",
        ),
        // The three makes an ace-king flush: its suit counts.
        (
            "A: 3c Ac Tc 6c 2c 8d 5s / B: Ks Qs Jd 8c 6h 4d 2h",
            "A",
            "Kc*",
            "flush",
        ),
    ];
    for (hands, who, want, words) in cases {
        let c = case("baseball", "", hands, 100, 1, "", "");
        let j = judge(Catalog::shared(), &request(&c)).unwrap();
        let part = &j.pots[0].parts[0];
        let shown = part.cards.get(who).unwrap();
        let cards: Vec<&str> = shown.split(' ').collect();
        assert!(cards.contains(&want), "{hands}: {shown}");
        assert_eq!(
            cards.iter().filter(|c| c.ends_with('*')).count(),
            1,
            "{shown}"
        );
        assert!(!cards.contains(&"Ks"), "{shown}: Bob holds Ks");
        assert!(
            part.hands.get(who).unwrap().contains(words),
            "{:?}",
            part.hands
        );
    }
}

/// Wonky Donkey's parts are read from the flop when the floor names none: a mostly black
/// flop plays Omaha high/low, a mostly red one hold'em, each said in a note.
#[test]
fn the_flop_decides_wonky_donkeys_parts() {
    let cases = [
        (
            "As 2c 7s 9h Kd",
            "A: Kc Kh 3d 4h / B: Qc Qd Jh Th",
            1000,
            "The flop As 2c 7s plays High (Omaha) and Low (Omaha) (two or three flop cards are black).",
            vec![("A", 1000), ("B", 0)],
        ),
        (
            "Ah Kd 7h 2c 9s",
            "A: Qs Jc / B: Qd Jh / C: 3c 4c",
            100,
            "The flop Ah Kd 7h plays High (hold'em) (two or three flop cards are red).",
            vec![("A", 50), ("B", 50), ("C", 0)],
        ),
    ];
    for (board, hands, pot, note, want) in cases {
        let c = case("wonky-donkey", board, hands, pot, 1, "", "");
        let j = judge(Catalog::shared(), &request(&c)).unwrap();
        assert!(j.notes.iter().any(|n| n == note), "{board}: {:?}", j.notes);
        for (who, chips) in want {
            assert_eq!(
                j.shares.get(who).copied().unwrap_or(0),
                chips,
                "{board}: {who}"
            );
        }
    }
    // Board cards alone decide nothing for a part whose condition is elsewhere.
    assert_eq!(
        super::judge::board_decides("the die showed 1, 2 or 3", &[]),
        None
    );
}

/// Baseball's hands hold seven cards and one more for each four that brought one: eight
/// with a four, eleven with all four of them, and settle.
#[test]
fn a_baseball_hand_holds_one_more_card_for_each_four() {
    for hands in [
        "A: 4h Ks Qh Jh 2d 5d 6d 7d / B: 2c 5c 6c 7c 8c Tc Jc",
        "A: 4h 4s 4d 4c Kh Qh Jh Th 2d 5d 6d / B: 2c 5c 6c 7c 8c Tc Jc",
        "A: 2h Ks Qh Jh 2d 5d 6d / B: 2c 5c 6c 7c 8c Tc Jc",
    ] {
        let c = case("baseball", "", hands, 100, 1, "", "");
        let r = judge(Catalog::shared(), &request(&c));
        assert!(r.is_ok(), "{hands}: {:?}", r.err());
    }
}

/// The catalog's worked examples of the counted games (7-27 and its editions), printed
/// on their rule cards, come out the same through the judge: each player's share.
#[test]
fn the_counted_games_worked_examples_settle_alike_in_the_judge() {
    let catalog = Catalog::shared();
    let (mut checked, mut refused) = (0, 0);
    for game in catalog.games() {
        for ed in &game.editions {
            for x in &ed.examples {
                let printed = crate::catalog::settle_example(ed, x).unwrap();
                // Suits do not count in a counted game: give each rank the next unused suit.
                let mut used: Vec<String> = Vec::new();
                let hands = x
                    .hands
                    .iter()
                    .map(|h| {
                        let cards: Vec<String> = h
                            .cards
                            .iter()
                            .map(|r| {
                                let card = ["s", "h", "d", "c"]
                                    .iter()
                                    .map(|s| format!("{r}{s}"))
                                    .find(|c| !used.contains(c))
                                    .unwrap();
                                used.push(card.clone());
                                card
                            })
                            .collect();
                        ShownHand {
                            name: h.player.clone(),
                            cards: cards.join(" "),
                            put: None,
                            declares: Some(h.declares),
                        }
                    })
                    .collect();
                // A board the counted hands do not use (Numbers lays one out).
                let board: Vec<String> = deck()
                    .into_iter()
                    .map(|c| c.to_string())
                    .filter(|c| !used.contains(c))
                    .take(dealt(ed).1)
                    .collect();
                let req = JudgeRequest {
                    game: format!("{}@{}", game.id, ed.id),
                    board: board.join(" "),
                    hands,
                    pot: Some(u64::from(x.pot)),
                    ..Default::default()
                };
                // The seed's 7-27 illustration gives Adele two cards, which its deal (two
                // down, one up) never leaves a player: the judge refuses that hand.
                let j = match judge(catalog, &req) {
                    Err(e) if game.id == "seven-twenty-seven" => {
                        assert_eq!(
                            e.to_string(),
                            format!("Adele shows 2 cards; a {} hand has 3 to 6", game.name)
                        );
                        refused += 1;
                        continue;
                    }
                    other => other.unwrap_or_else(|e| panic!("{}: {e}", req.game)),
                };
                let ours: Vec<(String, u64)> = j.shares.0.clone();
                let theirs: Vec<(String, u64)> = printed
                    .shares
                    .iter()
                    .map(|s| (s.player.clone(), u64::from(s.cents)))
                    .collect();
                assert_eq!(ours, theirs, "{}", req.game);
                checked += 1;
            }
        }
    }
    assert!(checked >= 1 && refused >= 1, "{checked} {refused}");
}
