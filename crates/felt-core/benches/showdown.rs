//! Benchmarks of the showdown judge's evaluators: hands per second for seven-card
//! high (hold'em, stud), Omaha from four hole cards and five board cards (high, and the
//! eight-or-better low), Big O from five and five, and badugi. Each iteration values 1,000
//! hands dealt from a seeded deck, so a figure in ms per iteration is µs per hand. The
//! seven-card hands are also ranked by rs_poker, a well-known hold'em evaluator.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use felt_core::showdown::cards::{Card, deck};
use felt_core::showdown::eval::{badugi, best_high, high_bits, high5, low_a5};
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
                black_box(high_bits(black_box(h), true));
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
                black_box(best_made(&h[..4], &h[4..], exactly, |f| {
                    high5(f, true).value
                }));
            }
        })
    });
    group.bench_function("Omaha 4+5 eight-or-better low", |b| {
        b.iter(|| {
            for h in &omaha {
                black_box(best_made(&h[..4], &h[4..], exactly, |f| low_a5(f).value));
            }
        })
    });
    let big_o = deals(10);
    group.bench_function("Big O 5+5 high", |b| {
        b.iter(|| {
            for h in &big_o {
                black_box(best_made(&h[..5], &h[5..], exactly, |f| {
                    high5(f, true).value
                }));
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

/// A whole showdown through the judge: ten players at Omaha high/low (four hole cards, high
/// and an eight-or-better low, a main pot and a side pot).
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
    let hands = |per: usize, from: usize| -> Vec<ShownHand> {
        (0..10)
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
        hands: hands(4, 5),
        chip: Some(25),
        ..Default::default()
    };
    group.bench_function("Omaha high/low, ten players, a side pot", |b| {
        b.iter(|| black_box(judge(Catalog::shared(), black_box(&omaha)).unwrap()))
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
