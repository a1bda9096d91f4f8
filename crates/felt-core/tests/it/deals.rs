//! Deals: exact ICM against brute force, the Monte Carlo estimate against exact ICM,
//! chip chop, savers and partial chops, and the sums that must always come out exact.

use crate::common;

use common::split_invariants;
use felt_core::rules::deal::{
    DealMethod, DealTerms, EXACT_ICM_MAX_PLAYERS, EquityMethod, Saver, apportion, chip_chop, deal,
    icm, icm_exact, icm_monte_carlo,
};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// ICM by enumerating every finishing order and its Malmuth-Harville probability.
fn brute_force(stacks: &[u64], prizes: &[u64]) -> Vec<f64> {
    let n = stacks.len();
    let total: u64 = stacks.iter().sum();
    let mut equity = vec![0.0; n];
    let mut order: Vec<usize> = Vec::new();
    fn walk(
        stacks: &[u64],
        prizes: &[u64],
        left: u64,
        prob: f64,
        order: &mut Vec<usize>,
        equity: &mut [f64],
    ) {
        if order.len() == stacks.len() {
            for (place, &i) in order.iter().enumerate() {
                equity[i] += prob * prizes.get(place).copied().unwrap_or(0) as f64;
            }
            return;
        }
        for i in 0..stacks.len() {
            if !order.contains(&i) {
                order.push(i);
                let p = prob * stacks[i] as f64 / left as f64;
                walk(stacks, prizes, left - stacks[i], p, order, equity);
                order.pop();
            }
        }
    }
    walk(stacks, prizes, total, 1.0, &mut order, &mut equity);
    equity
}

fn rng() -> StdRng {
    StdRng::seed_from_u64(7)
}

fn check_icm(stacks: &[u64], prizes: &[u64]) {
    let exact = icm_exact(stacks, prizes).unwrap();
    let brute = brute_force(stacks, prizes);
    for (e, b) in exact.iter().zip(&brute) {
        assert!(
            (e - b).abs() < 1e-9 * (1.0 + b.abs()),
            "{stacks:?}: {exact:?} vs {brute:?}"
        );
    }
    let rounded = icm(stacks, prizes, 7, &mut rng(), 1000).unwrap();
    assert_eq!(rounded.method, EquityMethod::IcmExact);
    split_invariants(prizes, stacks.len(), &rounded.equities, true).unwrap();
}

#[test]
fn exact_icm_matches_brute_force_up_to_seven_players() {
    check_icm(&[5_000], &[100]);
    check_icm(&[5_000, 3_000, 2_000], &[50, 30, 20]);
    check_icm(&[1, 1, 1, 1], &[600, 300, 100]);
    check_icm(
        &[12_000, 8_000, 5_500, 3_000, 1_500],
        &[40_000, 25_000, 15_000],
    );
    check_icm(&[10, 20, 30, 40, 50, 60], &[1000, 700, 500, 300, 200, 100]);
    check_icm(
        &[987_654, 1, 55_555, 300_000, 12_345, 70_000, 2],
        &[52_000, 31_000, 17_000, 9_000, 5_000],
    );
}

#[test]
fn icm_by_hand() {
    // Two players: equity is the last prize plus the stack's share of the difference.
    let e = icm(&[3_000, 1_000], &[700, 300], 0, &mut rng(), 1000).unwrap();
    assert_eq!(e.equities, vec![600, 400]);
    // 50/30/20 stacks for 50/30/20 prizes, worked by hand: the short stack finishes
    // second with chance 0.5 * 20/50 + 0.3 * 20/70 = 0.2857, third with 0.5143, so
    // 1000 + 857.1 + 1028.6 = 2885.7; likewise 3839.3 and 3275.0 for the others.
    let e = icm(&[50, 30, 20], &[5_000, 3_000, 2_000], 0, &mut rng(), 1000).unwrap();
    assert_eq!(e.equities, vec![3_839, 3_275, 2_886]);
}

#[test]
fn monte_carlo_lands_within_its_stated_error_at_twelve_players() {
    let stacks = [
        25_000, 18_000, 16_500, 12_000, 9_000, 8_800, 7_000, 5_500, 4_000, 2_500, 1_200, 600,
    ];
    let prizes = [
        30_000, 20_000, 14_000, 10_000, 7_500, 6_000, 4_500, 3_500, 2_500,
    ];
    let exact = icm_exact(&stacks, &prizes).unwrap();
    let estimate = icm_monte_carlo(&stacks, &prizes, 200_000, &mut rng()).unwrap();
    for ((e, m), bound) in exact.iter().zip(&estimate.mean).zip(estimate.error_99()) {
        assert!(
            (e - m).abs() <= bound,
            "exact {e}, estimate {m}, 99% bound {bound}"
        );
        assert!(bound < 60.0, "bound {bound} too loose to be useful");
    }
}

#[test]
fn beyond_the_exact_limit_icm_is_estimated_and_says_so() {
    let n = EXACT_ICM_MAX_PLAYERS + 6;
    let stacks: Vec<u64> = (1..=n as u64).map(|i| i * 1_000).collect();
    let prizes = [50_000, 30_000, 20_000, 10_000];
    let e = icm(&stacks, &prizes, 42, &mut StdRng::seed_from_u64(42), 20_000).unwrap();
    split_invariants(&prizes, n, &e.equities, true).unwrap();
    let EquityMethod::IcmMonteCarlo {
        exact_limit,
        seed,
        samples,
        error_99,
    } = e.method
    else {
        panic!("exact?")
    };
    assert_eq!(
        (exact_limit, seed, samples, error_99.len()),
        (EXACT_ICM_MAX_PLAYERS, 42, 20_000, n)
    );
    assert!(e.equities[n - 1] > e.equities[0]);
    assert!(icm_exact(&stacks, &prizes).is_err());
}

#[test]
fn deal_terms_savers_and_play_for() {
    let stacks = [60_000, 30_000, 10_000];
    let prizes = [5_000, 3_000];
    let full = DealTerms {
        method: DealMethod::ChipChop,
        savers: vec![],
        play_for: 0,
    };
    let out = deal(&stacks, &prizes, &full, 0, &mut rng(), 1000).unwrap();
    assert_eq!(out.shares.equities, vec![4_800, 2_400, 800]);
    // A saver of 500 for third, paid out of first place's prize.
    let saver = DealTerms {
        savers: vec![Saver {
            place: 3,
            amount: 500,
        }],
        ..full.clone()
    };
    let out = deal(&stacks, &prizes, &saver, 0, &mut rng(), 1000).unwrap();
    assert_eq!(out.prizes_split, vec![4_500, 3_000, 500]);
    // 500 each locked up, the other 6,500 by chips.
    assert_eq!(out.shares.equities, vec![4_400, 2_450, 1_150]);
    // Keep 1,000 to play for; split the rest by ICM.
    let partial = DealTerms {
        method: DealMethod::Icm,
        savers: vec![],
        play_for: 1_000,
    };
    let out = deal(&stacks, &prizes, &partial, 0, &mut rng(), 1000).unwrap();
    assert_eq!(out.prizes_split, vec![4_000, 3_000]);
    assert_eq!(
        out.shares.equities.iter().sum::<u64>() + out.play_for,
        8_000
    );
    let too_much = DealTerms {
        play_for: 6_000,
        ..partial
    };
    let err = deal(&stacks, &prizes, &too_much, 0, &mut rng(), 1000).unwrap_err();
    assert_eq!(
        err.to_string(),
        "an amount of 6000 to play for is more than first place's 5000"
    );
    let bad = DealTerms {
        savers: vec![Saver {
            place: 4,
            amount: 1,
        }],
        ..full
    };
    let err = deal(&stacks, &prizes, &bad, 0, &mut rng(), 1000).unwrap_err();
    assert_eq!(
        err.to_string(),
        "saver for place 4: places left run from 1 to 3"
    );
}

#[test]
fn bad_input_is_named() {
    let err = chip_chop(&[10, 0, 5], &[100]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "player 2 has no chips; a busted player is not part of a deal"
    );
    let err = chip_chop(&[10], &[100, 50]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "2 prizes were given for only 1 player left"
    );
    assert!(chip_chop(&[], &[]).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn icm_and_chop_always_sum_exactly(
        stacks in prop::collection::vec(1u64..10_000_000, 1..=9),
        raw_prizes in prop::collection::vec(0u64..1_000_000_000, 0..=9),
    ) {
        let mut prizes: Vec<u64> = raw_prizes.into_iter().take(stacks.len()).collect();
        prizes.sort_unstable_by(|a, b| b.cmp(a));
        let n = stacks.len();
        let e = icm(&stacks, &prizes, 1, &mut rng(), 100).unwrap();
        prop_assert_eq!(split_invariants(&prizes, n, &e.equities, true), Ok(()));
        let c = chip_chop(&stacks, &prizes).unwrap();
        prop_assert_eq!(split_invariants(&prizes, n, &c.equities, false), Ok(()));
        // A bigger stack never has less ICM equity.
        for i in 0..n {
            for j in 0..n {
                if stacks[i] > stacks[j] {
                    prop_assert!(e.equities[i] + 1 >= e.equities[j]);
                }
            }
        }
    }

    #[test]
    fn apportion_is_exact(weights in prop::collection::vec(0.0f64..1e9, 1..50), total in 0u64..u64::MAX / 4) {
        let shares = apportion(&weights, total);
        prop_assert_eq!(shares.iter().sum::<u64>(), total);
    }
}
