//! Benchmarks of the showdown judge's evaluators: hands per second for seven-card
//! high (hold'em, stud), Omaha from four hole cards and five board cards (high, and the
//! eight-or-better low), Big O from five and five, and badugi. Each iteration values 1,000
//! hands dealt from a seeded deck, so a figure in ms per iteration is µs per hand. The
//! seven-card hands are also ranked by rs_poker, a well-known hold'em evaluator.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use felt_core::showdown::bits::{self, CardSet};
use felt_core::showdown::cards::{Card, deck};
use felt_core::showdown::eval::{badugi, best_high, high5};
use felt_core::showdown::split::{Use, best_made};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::hint::black_box;

/// 1,000 deals of `n` cards each.
fn deals(n: usize) -> Vec<Vec<Card>> {
    let mut rng = StdRng::seed_from_u64(36);
    let mut d = deck();
    (0..1_000)
        .map(|_| {
            d.shuffle(&mut rng);
            d[..n].to_vec()
        })
        .collect()
}

fn evaluators(c: &mut Criterion) {
    let mut group = c.benchmark_group("showdown");
    group.throughput(Throughput::Elements(1_000));
    let seven = deals(7);
    group.bench_function("seven-card high", |b| {
        b.iter(|| {
            for h in &seven {
                black_box(best_high(black_box(h), true));
            }
        })
    });
    // The value alone, as rs_poker gives it (best_high also names the five cards).
    group.bench_function("seven-card high, value only", |b| {
        b.iter(|| {
            for h in &seven {
                black_box(CardSet::of(black_box(h)).map(|s| bits::high(s, true)));
            }
        })
    });
    // The same hands through rs_poker, a well-known hold'em evaluator (a lookup of rank
    // bits, seven cards at once), for comparison.
    let theirs: Vec<Vec<rs_poker::core::Card>> = seven
        .iter()
        .map(|h| {
            h.iter()
                .map(|c| rs_poker::core::Card::try_from(c.to_string().as_str()).unwrap())
                .collect()
        })
        .collect();
    group.bench_function("seven-card high, rs_poker", |b| {
        use rs_poker::core::Rankable;
        b.iter(|| {
            for h in &theirs {
                black_box(black_box(h.as_slice()).rank());
            }
        })
    });
    let omaha = deals(9);
    let exactly = Use::Exactly { hole: 2, board: 3 };
    group.bench_function("Omaha 4+5 high", |b| {
        b.iter(|| {
            for h in &omaha {
                black_box(bits::best_exactly(&h[..4], &h[4..], 2, 3, |s| {
                    bits::high_five(s, true)
                }));
            }
        })
    });
    group.bench_function("Omaha 4+5 high, every five named", |b| {
        b.iter(|| {
            for h in &omaha {
                black_box(best_made(&h[..4], &h[4..], exactly, |f| {
                    high5(f, true).value
                }));
            }
        })
    });
    group.bench_function("Omaha 4+5 eight-or-better low", |b| {
        b.iter(|| {
            for h in &omaha {
                black_box(bits::best_exactly(&h[..4], &h[4..], 2, 3, bits::low_a5));
            }
        })
    });
    let big_o = deals(10);
    group.bench_function("Big O 5+5 high", |b| {
        b.iter(|| {
            for h in &big_o {
                black_box(bits::best_exactly(&h[..5], &h[5..], 2, 3, |s| {
                    bits::high_five(s, true)
                }));
            }
        })
    });
    // rs_poker values hold'em hands only: for Omaha and Big O it ranks each of the
    // 60 and 100 fives that two hole cards and three board cards make, as a program using
    // it would.
    let to_theirs = |deals: &[Vec<Card>]| -> Vec<Vec<rs_poker::core::Card>> {
        deals
            .iter()
            .map(|h| {
                h.iter()
                    .map(|c| rs_poker::core::Card::try_from(c.to_string().as_str()).unwrap())
                    .collect()
            })
            .collect()
    };
    let their_best = |hole: &[rs_poker::core::Card], board: &[rs_poker::core::Card]| {
        use rs_poker::core::Rankable;
        let mut best = None;
        for a in 0..hole.len() {
            for b in a + 1..hole.len() {
                for x in 0..board.len() {
                    for y in x + 1..board.len() {
                        for z in y + 1..board.len() {
                            let five = [hole[a], hole[b], board[x], board[y], board[z]];
                            let r = five.as_slice().rank();
                            if best.as_ref().is_none_or(|b| r > *b) {
                                best = Some(r);
                            }
                        }
                    }
                }
            }
        }
        best
    };
    let their_omaha = to_theirs(&omaha);
    group.bench_function("Omaha 4+5 high, rs_poker", |b| {
        b.iter(|| {
            for h in &their_omaha {
                black_box(their_best(&h[..4], &h[4..]));
            }
        })
    });
    let their_big_o = to_theirs(&big_o);
    group.bench_function("Big O 5+5 high, rs_poker", |b| {
        b.iter(|| {
            for h in &their_big_o {
                black_box(their_best(&h[..5], &h[5..]));
            }
        })
    });
    let four = deals(4);
    group.bench_function("badugi", |b| {
        b.iter(|| {
            for h in &four {
                black_box(badugi(black_box(h)));
            }
        })
    });
    group.finish();
}

/// Whole showdowns through the judge: ten players at Omaha high/low and nine at Big O
/// (high and an eight-or-better low, a main pot and a side pot), and Baseball's wild cards.
fn judge_ten(c: &mut Criterion) {
    use felt_core::catalog::Catalog;
    use felt_core::showdown::{JudgeRequest, ShownHand, judge};
    let mut group = c.benchmark_group("judge");
    let mut d = deck();
    d.shuffle(&mut StdRng::seed_from_u64(36));
    let text = |cards: &[Card]| {
        cards
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let hands = |players: usize, per: usize, from: usize| -> Vec<ShownHand> {
        (0..players)
            .map(|i| ShownHand {
                name: format!("Player {i}"),
                cards: text(&d[from + i * per..from + (i + 1) * per]),
                put: Some(if i == 0 { 300 } else { 1_000 }),
                declares: None,
            })
            .collect()
    };
    let omaha = JudgeRequest {
        game: "omaha-hi-lo".into(),
        board: text(&d[..5]),
        hands: hands(10, 4, 5),
        chip: Some(25),
        ..Default::default()
    };
    group.bench_function("Omaha high/low, ten players, a side pot", |b| {
        b.iter(|| black_box(judge(Catalog::shared(), black_box(&omaha)).unwrap()))
    });
    let big_o = JudgeRequest {
        game: "big-o".into(),
        board: text(&d[..5]),
        hands: hands(9, 5, 5),
        chip: Some(25),
        ..Default::default()
    };
    // Nine is the most one deck deals Big O to (nine hands of five and a board of five).
    group.bench_function("Big O high/low, nine players, a side pot", |b| {
        b.iter(|| black_box(judge(Catalog::shared(), black_box(&big_o)).unwrap()))
    });
    // Baseball at its worst: the largest legal hand (seven cards and four more for the
    // four fours) holding four threes and three nines (seven wild cards), against a seven-card hand.
    let baseball = JudgeRequest {
        game: "baseball".into(),
        hands: vec![
            ShownHand {
                name: "Ann".into(),
                cards: "4c 4d 4h 4s 3c 3d 3h 3s 9c 9d 9h".into(),
                ..Default::default()
            },
            ShownHand {
                name: "Bob".into(),
                cards: "9s Ks Qs Js Ts 2c 5d".into(),
                ..Default::default()
            },
        ],
        pot: Some(100),
        ..Default::default()
    };
    group.bench_function("Baseball, eleven cards with seven wild", |b| {
        b.iter(|| black_box(judge(Catalog::shared(), black_box(&baseball)).unwrap()))
    });
    group.finish();
}

criterion_group!(benches, evaluators, judge_ten);
criterion_main!(benches);
