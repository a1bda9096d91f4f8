//! Payout tables and the payout curve against the rules every results sheet must obey.

use crate::common;

use common::payout_invariants;
use felt_core::rules::payout::{
    CurveParams, Payout, PayoutBasis, PayoutMethod, Paytable, payouts, share_places,
};
use proptest::prelude::*;

fn table(name: &str) -> PayoutMethod {
    PayoutMethod::Table(Paytable::builtin(name).unwrap())
}

fn check(entries: u32, pool: u64, increment: u64, method: &PayoutMethod, expected: &[u64]) {
    let got = payouts(entries, pool, increment, method).unwrap();
    assert_eq!(got.amounts(), expected, "{entries} entries, pool {pool}");
    payout_invariants(pool, increment, &got.amounts()).unwrap();
}

#[test]
fn barge_rows_by_hand() {
    let barge = table("barge-2025");
    // 36% of 30,035 is 10,812.6 and so on: floors 10810/7205/5105/3900/3000, 15 left over.
    check(25, 30_035, 5, &barge, &[10_815, 7_210, 5_110, 3_900, 3_000]);
    check(25, 30_038, 5, &barge, &[10_818, 7_210, 5_110, 3_900, 3_000]);
    check(4, 1_003, 5, &barge, &[1_003]);
    check(8, 80_000, 500, &barge, &[52_000, 28_000]);
    check(9, 9_999, 5, &barge, &[5_004, 3_000, 1_995]);
}

#[test]
fn every_barge_row_at_both_bounds() {
    let paytable = Paytable::builtin("barge-2025").unwrap();
    let method = PayoutMethod::Table(paytable.clone());
    for row in &paytable.rows {
        for entries in [row.min_entries, row.max_entries] {
            // A pool of $137.35 a head (in cents) does not divide evenly by the shares;
            // with 3 cents more it is not even a multiple of the increment.
            for pool in [u64::from(entries) * 13_735, u64::from(entries) * 13_735 + 3] {
                for increment in [5, 500] {
                    let p = payouts(entries, pool, increment, &method).unwrap();
                    payout_invariants(pool, increment, &p.amounts())
                        .unwrap_or_else(|e| panic!("{entries} entries, pool {pool}: {e}"));
                    assert_eq!(p.places.len(), row.shares_bp.len());
                    assert!(
                        matches!(p.basis, PayoutBasis::Table { min_entries, .. } if min_entries == row.min_entries)
                    );
                    // Rounding moves no prize further than one increment (plus the odd units).
                    for (amount, bp) in p.amounts().iter().zip(&row.shares_bp) {
                        let ideal = pool as f64 * f64::from(*bp) / 10_000.0;
                        assert!(
                            (*amount as f64 - ideal).abs() < 2.0 * increment as f64,
                            "{amount} vs {ideal}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn standard_table_rows_obey_the_rules() {
    let paytable = Paytable::builtin("standard-15").unwrap();
    let method = PayoutMethod::Table(paytable.clone());
    for row in &paytable.rows {
        for entries in [row.min_entries, row.max_entries] {
            let pool = u64::from(entries) * 5_000 + 7;
            let p = payouts(entries, pool, 100, &method).unwrap();
            payout_invariants(pool, 100, &p.amounts()).unwrap();
            let paid_share = p.places.len() as f64 / f64::from(entries);
            assert!(
                entries < 7 || (0.1..=0.3).contains(&paid_share),
                "{entries}: {paid_share}"
            );
        }
    }
}

fn curve(entries: u32, pool: u64, increment: u64, params: CurveParams) -> Payout {
    let p = payouts(entries, pool, increment, &PayoutMethod::Curve(params)).unwrap();
    payout_invariants(pool, increment, &p.amounts())
        .unwrap_or_else(|e| panic!("{entries} entries: {e}"));
    p
}

#[test]
fn curve_for_fields_of_ten_to_ten_thousand() {
    // (entries, paid places, first place's share of the pool between these bounds)
    let cases = [
        (10, 2, 0.6, 0.85),
        (100, 15, 0.2, 0.35),
        (1_000, 150, 0.14, 0.2),
        (10_000, 1_500, 0.1, 0.15),
    ];
    for (entries, paid, low, high) in cases {
        let buy_in = 10_000u64;
        let pool = u64::from(entries) * buy_in * 9 / 10 + 1_234;
        let p = curve(
            entries,
            pool,
            500,
            CurveParams {
                buy_in: Some(buy_in),
                ..CurveParams::default()
            },
        );
        let amounts = p.amounts();
        assert_eq!(amounts.len(), paid, "{entries}");
        let top = amounts[0] as f64 / pool as f64;
        assert!(
            (low..=high).contains(&top),
            "{entries} entries: first place takes {top}"
        );
        let min_cash = *amounts.last().unwrap();
        let PayoutBasis::Curve { used, .. } = p.basis else {
            panic!("not a curve")
        };
        assert!(
            min_cash >= used.min_cash,
            "{entries}: {min_cash} < {}",
            used.min_cash
        );
        assert!(
            min_cash <= used.min_cash + 500,
            "{entries}: min-cash {min_cash} is not the {}",
            used.min_cash
        );
        if entries > 10 {
            // 1.75 times the buy-in, rounded up to the increment.
            assert_eq!(used.min_cash, 17_500, "{entries}");
        }
    }
}

#[test]
fn curve_bands_pay_the_same_within_a_band() {
    let p = curve(1_000, 10_000_000, 100, CurveParams::default());
    let a = p.amounts();
    assert_eq!(a[9], a[11]);
    assert_eq!(a[12], a[14]);
    assert!(a[8] >= a[9]);
}

#[test]
fn curve_honours_the_td_settings() {
    let params = CurveParams {
        paid: Some(20),
        top_share: Some(0.3),
        min_cash: Some(2_000),
        buy_in: None,
    };
    let p = curve(150, 150_000, 100, params);
    let a = p.amounts();
    assert_eq!(a.len(), 20);
    assert!((a[0] as f64 - 45_000.0).abs() <= 2_000.0, "{}", a[0]);
    assert!(*a.last().unwrap() >= 2_000);
    let too_high = CurveParams {
        min_cash: Some(10_000),
        ..params
    };
    let err = payouts(150, 150_000, 100, &PayoutMethod::Curve(too_high)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a min-cash of 10000 for 20 places is more than the pool of 150000"
    );
    let flat = CurveParams {
        top_share: Some(0.01),
        ..params
    };
    assert!(payouts(150, 150_000, 100, &PayoutMethod::Curve(flat)).is_err());
}

#[test]
fn curve_pays_from_one_to_ten_thousand_places() {
    for paid in [1, 2, 3, 9, 10, 11, 12, 100, 1_000, 9_999, 10_000] {
        let params = CurveParams {
            paid: Some(paid),
            ..CurveParams::default()
        };
        let p = curve(10_000, 500_000_000, 100, params);
        assert_eq!(p.places.len(), paid as usize);
    }
}

#[test]
fn fields_beyond_the_table_use_the_curve() {
    let p = payouts(500, 5_000_000, 500, &table("barge-2025")).unwrap();
    assert!(
        matches!(&p.basis, PayoutBasis::Curve { beyond_table: Some(t), .. } if t.contains("BARGE"))
    );
    payout_invariants(5_000_000, 500, &p.amounts()).unwrap();
}

#[test]
fn small_and_empty_pools() {
    // An empty pool pays nobody, and says so.
    assert_eq!(
        payouts(1, 0, 5, &table("barge-2025"))
            .unwrap_err()
            .to_string(),
        "a pool of 0 cannot pay 1 place at least one increment of 5 each"
    );
    check(1, 7, 5, &PayoutMethod::Curve(CurveParams::default()), &[7]);
    assert!(
        payouts(
            3,
            0,
            1,
            &PayoutMethod::Curve(CurveParams {
                paid: Some(2),
                ..CurveParams::default()
            }),
        )
        .is_err()
    );
    assert!(payouts(0, 100, 5, &table("barge-2025")).is_err());
    assert!(payouts(10, 100, 0, &table("barge-2025")).is_err());
    // One place paid takes the whole pool, and a min-cash above it is refused (found by
    // the property test below: 2 entries of 100, a min-cash of 297, paid 200).
    let one_place = PayoutMethod::Curve(CurveParams {
        paid: Some(1),
        min_cash: Some(297),
        ..CurveParams::default()
    });
    assert_eq!(
        payouts(2, 200, 5, &one_place).unwrap_err().to_string(),
        "a min-cash of 297 for 1 place is more than the pool of 200"
    );
}

/// Known bad cases: 30 entries of $20 on the curve must not pay second place almost as
/// much as first, with the gaps growing down the list; a BARGE row at 100 entries with a
/// $100 pool and the curve at 1,000 entries with a $1,000 pool must not pay places 0.
#[test]
fn payouts_fall_steeply_and_pay_no_place_zero() {
    let curve = PayoutMethod::Curve(CurveParams {
        buy_in: Some(2_000),
        ..CurveParams::default()
    });
    let p = payouts(30, 60_000, 100, &curve).unwrap();
    let a = p.amounts();
    shape(&a).unwrap();
    let PayoutBasis::Curve { used, .. } = p.basis else {
        panic!("not a curve")
    };
    assert!(used.exponent >= 0.999, "{}", used.exponent);
    // BARGE's 100-entry row pays more places than $100 can at $5 each: its first places
    // are paid, and the basis says so.
    let p = payouts(100, 10_000, 500, &table("barge-2025")).unwrap();
    payout_invariants(10_000, 500, &p.amounts()).unwrap();
    assert!(
        matches!(p.basis, PayoutBasis::Table { row_places: Some(n), .. } if n as usize > p.places.len()),
        "{:?}",
        p.basis
    );
    let p = payouts(
        1_000,
        100_000,
        100,
        &PayoutMethod::Curve(CurveParams::default()),
    )
    .unwrap();
    payout_invariants(100_000, 100, &p.amounts()).unwrap();
    assert!(p.places.len() <= 1_000);
}

/// A curve's shape: first clearly above second, and (with room for the rounding step) no
/// gap between places bigger than the gap above it, so the prizes fall steeply at the
/// top and flatten toward the min-cash.
fn shape(a: &[u64]) -> Result<(), String> {
    if a.len() >= 2 && (a[0] as f64) < 1.3 * a[1] as f64 {
        return Err(format!("first {} is not 1.3 times second {}", a[0], a[1]));
    }
    Ok(())
}

/// The curve's default increment is a step as cash is counted out.
#[test]
fn the_curve_counts_out_in_round_steps() {
    for (pool, step) in [
        (999, 1),
        (60_000, 100),
        (1_000_000, 100),
        (1_000_001, 500),
        (10_000_000, 500),
        (25_000_000, 2_500),
    ] {
        assert_eq!(
            felt_core::rules::payout::nice_increment(pool),
            step,
            "{pool}"
        );
        let method = PayoutMethod::Curve(CurveParams::default());
        assert_eq!(method.default_increment(pool), step);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// At every field size from 2 to 100,000 the default curve falls steeply
    /// (first at least 1.3 times second, exponent at least 1), and no place is paid 0,
    /// whatever the pool and increment.
    #[test]
    fn the_default_curve_falls_steeply_at_every_field_size(
        entries in prop_oneof![2u32..=100, 100u32..=10_000, 10_000u32..=100_000],
        per_head in 100u64..50_000,
        inc in prop::sample::select(vec![1u64, 100, 500]),
    ) {
        let pool = u64::from(entries) * per_head;
        let method = PayoutMethod::Curve(CurveParams { buy_in: Some(per_head), ..CurveParams::default() });
        let p = payouts(entries, pool, inc, &method).unwrap();
        prop_assert_eq!(payout_invariants(pool, inc, &p.amounts()), Ok(()));
        let PayoutBasis::Curve { used, .. } = p.basis else { panic!("not a curve") };
        if p.places.len() >= 3 {
            prop_assert_eq!(shape(&p.amounts()), Ok(()), "{} entries, pool {}, {:?}", entries, pool, p.amounts());
            prop_assert!(used.exponent >= 0.999, "exponent {}", used.exponent);
        }
    }

    /// However small the pool, a table pays no place 0.
    #[test]
    fn tables_never_pay_zero(entries in 1u32..=168, pool in 1u64..20_000, inc in prop::sample::select(vec![1u64, 5, 100, 500])) {
        for name in Paytable::builtin_names() {
            let p = payouts(entries, pool, inc, &table(name)).unwrap();
            prop_assert_eq!(payout_invariants(pool, inc, &p.amounts()), Ok(()));
        }
    }

    #[test]
    fn tables_always_settle_exactly(entries in 1u32..=168, per_head in 1u64..50_000, odd in 0u64..500, inc in prop::sample::select(vec![1u64, 5, 25, 100, 500])) {
        let pool = u64::from(entries) * per_head + odd;
        for name in Paytable::builtin_names() {
            let p = payouts(entries, pool, inc, &table(name)).unwrap();
            prop_assert_eq!(payout_invariants(pool, inc, &p.amounts()), Ok(()));
        }
    }

    #[test]
    fn curves_always_settle_exactly(entries in 1u32..=10_000, per_head in 100u64..100_000, odd in 0u64..500, inc in prop::sample::select(vec![1u64, 5, 100])) {
        let pool = u64::from(entries) * per_head + odd;
        let p = payouts(entries, pool, inc, &PayoutMethod::Curve(CurveParams::default())).unwrap();
        prop_assert_eq!(payout_invariants(pool, inc, &p.amounts()), Ok(()));
        let PayoutBasis::Curve { used, .. } = p.basis else { panic!("not a curve") };
        prop_assert!(p.amounts().iter().all(|&a| a >= used.min_cash));
    }

    #[test]
    fn curves_with_td_settings_settle_exactly_or_refuse(
        entries in 2u32..=5_000,
        per_head in 100u64..100_000,
        paid_share in 0.01f64..1.0,
        top_share in prop::option::of(0.01f64..0.9),
        min_cash_heads in prop::option::of(0.5f64..3.0),
    ) {
        let pool = u64::from(entries) * per_head;
        let paid = ((f64::from(entries) * paid_share) as u32).max(1);
        let min_cash = min_cash_heads.map(|h| (h * per_head as f64) as u64);
        let params = CurveParams { paid: Some(paid), top_share, min_cash, buy_in: None };
        if let Ok(p) = payouts(entries, pool, 5, &PayoutMethod::Curve(params)) {
            prop_assert_eq!(payout_invariants(pool, 5, &p.amounts()), Ok(()));
            prop_assert_eq!(p.places.len(), paid as usize);
            if let Some(m) = min_cash {
                prop_assert!(p.amounts().iter().all(|&a| a >= m));
            }
        }
    }

    #[test]
    fn shared_places_keep_the_sum(prizes in prop::collection::vec(0u64..1_000_000, 1..30), place in 1u32..35, players in 1u32..6) {
        let mut prizes = prizes;
        prizes.sort_unstable_by(|a, b| b.cmp(a));
        let shares = share_places(&prizes, place, players).unwrap();
        let start = (place - 1) as usize;
        let expected: u64 = prizes.iter().skip(start).take(players as usize).sum();
        prop_assert_eq!(shares.iter().sum::<u64>(), expected);
        prop_assert!(shares.windows(2).all(|w| w[0] >= w[1] && w[0] - w[1] <= 1));
    }
}
