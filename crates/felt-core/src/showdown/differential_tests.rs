//! The whole judge against a slow settle written here from the definitions: seeded random
//! showdowns of each family (hold'em high, Omaha high/low eight-or-better, seven-card stud
//! high/low, razz, five-card draw), each part's winners compared. The slow side shares no
//! code with the judge: it tries every choice of five cards and reads each hand by
//! counting ranks, as the rulebooks' hand rankings say.

use super::cards::{Card, deck};
use super::judge::{JudgeRequest, ShownHand, judge};
use crate::catalog::Catalog;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::collections::BTreeSet;

/// Every choice of `k` cards of `from`.
fn choices(from: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    if from.len() < k {
        return Vec::new();
    }
    let mut with: Vec<Vec<Card>> = choices(&from[1..], k - 1)
        .into_iter()
        .map(|mut rest| {
            rest.insert(0, from[0]);
            rest
        })
        .collect();
    with.extend(choices(&from[1..], k));
    with
}

/// Ranks grouped by how many of each, most first, then highest first: (count, rank).
fn groups(ranks: &[u8]) -> Vec<(u8, u8)> {
    let mut g: Vec<(u8, u8)> = Vec::new();
    for &r in ranks {
        match g.iter_mut().find(|(_, x)| *x == r) {
            Some(e) => e.0 += 1,
            None => g.push((1, r)),
        }
    }
    g.sort_by(|a, b| b.cmp(a));
    g
}

/// A high hand as a comparable key: the category (high card 0 .. straight flush 8), then
/// the ranks that break ties, from the definition.
fn high_key(five: &[Card]) -> Vec<u8> {
    let ranks: Vec<u8> = five.iter().map(|c| c.rank).collect();
    let flush = five.iter().all(|c| c.suit == five[0].suit);
    let mut distinct: Vec<u8> = ranks.clone();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    let straight_top = if distinct.len() == 5 && distinct[0] - distinct[4] == 4 {
        Some(distinct[0])
    } else if distinct == [14, 5, 4, 3, 2] {
        Some(5)
    } else {
        None
    };
    let g = groups(&ranks);
    let shape: Vec<u8> = g.iter().map(|(n, _)| *n).collect();
    let by_group: Vec<u8> = g.iter().map(|(_, r)| *r).collect();
    let (category, ties) = match (straight_top, flush, shape.as_slice()) {
        (Some(t), true, _) => (8, vec![t]),
        (_, _, [4, 1]) => (7, by_group),
        (_, _, [3, 2]) => (6, by_group),
        (None, true, _) => (5, by_group),
        (Some(t), false, _) => (4, vec![t]),
        (_, _, [3, 1, 1]) => (3, by_group),
        (_, _, [2, 2, 1]) => (2, by_group),
        (_, _, [2, 1, 1, 1]) => (1, by_group),
        _ => (0, by_group),
    };
    let mut key = vec![category];
    key.extend(ties);
    key
}

/// An ace-to-five low as a key where smaller is better: pairs count against it (by the
/// same shapes as a high hand, straights and flushes not at all), the ace is one, then
/// the ranks highest first.
fn low_key(five: &[Card]) -> Vec<u8> {
    let ranks: Vec<u8> = five
        .iter()
        .map(|c| if c.rank == 14 { 1 } else { c.rank })
        .collect();
    let g = groups(&ranks);
    let shape: Vec<u8> = g.iter().map(|(n, _)| *n).collect();
    let category = match shape.as_slice() {
        [4, 1] => 5,
        [3, 2] => 4,
        [3, 1, 1] => 3,
        [2, 2, 1] => 2,
        [2, 1, 1, 1] => 1,
        _ => 0,
    };
    let mut key = vec![category];
    key.extend(g.iter().map(|(_, r)| *r));
    key
}

/// Eight or better: five different ranks, none above eight (the ace low).
fn qualifies_eight(five: &[Card]) -> bool {
    let key = low_key(five);
    key[0] == 0 && key[1] <= 8
}

#[derive(Clone, Copy)]
enum Family {
    Holdem,
    OmahaHiLo,
    StudHiLo,
    Razz,
    Draw,
}

impl Family {
    fn game(self) -> &'static str {
        match self {
            Family::Holdem => "holdem",
            Family::OmahaHiLo => "omaha-hi-lo",
            Family::StudHiLo => "stud-hi-lo",
            Family::Razz => "razz",
            Family::Draw => "five-card-draw",
        }
    }
    /// Cards each player shows, and board cards.
    fn deal(self) -> (usize, usize) {
        match self {
            Family::Holdem => (2, 5),
            Family::OmahaHiLo => (4, 5),
            Family::StudHiLo | Family::Razz => (7, 0),
            Family::Draw => (5, 0),
        }
    }
    /// Every five-card hand a player may play.
    fn fives(self, hole: &[Card], board: &[Card]) -> Vec<Vec<Card>> {
        match self {
            Family::OmahaHiLo => {
                let mut out = Vec::new();
                for mine in choices(hole, 2) {
                    for shared in choices(board, 3) {
                        out.push(mine.iter().chain(&shared).copied().collect());
                    }
                }
                out
            }
            _ => {
                let all: Vec<Card> = hole.iter().chain(board).copied().collect();
                choices(&all, 5)
            }
        }
    }
}

/// The players with the best key (`better` says which of two keys wins).
fn best_of(keys: &[(String, Option<Vec<u8>>)], lower_wins: bool) -> BTreeSet<String> {
    let known: Vec<&(String, Option<Vec<u8>>)> = keys.iter().filter(|(_, k)| k.is_some()).collect();
    let best = known
        .iter()
        .map(|(_, k)| k.clone().unwrap())
        .reduce(|a, b| match (lower_wins, a.cmp(&b)) {
            (false, std::cmp::Ordering::Less) | (true, std::cmp::Ordering::Greater) => b,
            _ => a,
        });
    known
        .iter()
        .filter(|(_, k)| k.as_ref() == best.as_ref())
        .map(|(n, _)| n.clone())
        .collect()
}

fn text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Thousands of seeded showdowns per family: the judge's winners of each part are the
/// slow settle's, and a low nobody qualifies for is said so.
#[test]
fn the_judge_agrees_with_a_slow_settle_on_random_showdowns() {
    let families = [
        (Family::Holdem, 1500),
        (Family::OmahaHiLo, 1000),
        (Family::StudHiLo, 800),
        (Family::Razz, 800),
        (Family::Draw, 1500),
    ];
    let mut rng = StdRng::seed_from_u64(53);
    for (family, rounds) in families {
        let (per, board_n) = family.deal();
        for round in 0..rounds {
            let players = 2 + round % 6;
            let players = players.min((52 - board_n) / per);
            let mut d = deck();
            d.shuffle(&mut rng);
            let board: Vec<Card> = d[..board_n].to_vec();
            let holes: Vec<Vec<Card>> = (0..players)
                .map(|i| d[board_n + i * per..board_n + (i + 1) * per].to_vec())
                .collect();
            let req = JudgeRequest {
                game: family.game().into(),
                board: text(&board),
                hands: holes
                    .iter()
                    .enumerate()
                    .map(|(i, h)| ShownHand {
                        name: format!("P{i}"),
                        cards: text(h),
                        ..Default::default()
                    })
                    .collect(),
                pot: Some(1_000),
                chip: Some(1),
                ..Default::default()
            };
            let j = judge(Catalog::shared(), &req)
                .unwrap_or_else(|e| panic!("{} round {round}: {e}\n{req:?}", family.game()));
            let fives: Vec<(String, Vec<Vec<Card>>)> = holes
                .iter()
                .enumerate()
                .map(|(i, h)| (format!("P{i}"), family.fives(h, &board)))
                .collect();
            let high: Vec<(String, Option<Vec<u8>>)> = fives
                .iter()
                .map(|(n, f)| (n.clone(), f.iter().map(|x| high_key(x)).max()))
                .collect();
            let low = |eight: bool| -> Vec<(String, Option<Vec<u8>>)> {
                fives
                    .iter()
                    .map(|(n, f)| {
                        let k = f
                            .iter()
                            .filter(|x| !eight || qualifies_eight(x))
                            .map(|x| low_key(x))
                            .min();
                        (n.clone(), k)
                    })
                    .collect()
            };
            let part = |label: &str| {
                j.pots[0]
                    .parts
                    .iter()
                    .find(|p| p.part == label)
                    .unwrap_or_else(|| panic!("no part {label}: {j:?}"))
            };
            let winners = |label: &str| -> BTreeSet<String> {
                part(label).winners.iter().map(|w| w.to_string()).collect()
            };
            let at = format!("{} round {round}: {req:?}", family.game());
            match family {
                Family::Holdem | Family::Draw => {
                    assert_eq!(winners("high"), best_of(&high, false), "{at}");
                }
                Family::Razz => {
                    assert_eq!(winners("low"), best_of(&low(false), true), "{at}");
                }
                Family::OmahaHiLo | Family::StudHiLo => {
                    assert_eq!(winners("high"), best_of(&high, false), "{at}");
                    let lows = low(true);
                    if lows.iter().any(|(_, k)| k.is_some()) {
                        assert_eq!(winners("low"), best_of(&lows, true), "{at}");
                    } else {
                        assert!(!part("low").qualified, "{at}");
                    }
                }
            }
            // Every chip of the pot is given out.
            assert_eq!(
                j.shares.0.iter().map(|(_, c)| c).sum::<u64>(),
                1_000,
                "{at}"
            );
        }
    }
}
