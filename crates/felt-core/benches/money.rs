//! Benchmarks of the money maths: exact ICM by field size, the payout curve for a field
//! of 10,000 (the sizes a TD's laptop must handle without a pause), and a home game's
//! settle-up with the fewest transfers (exact up to 14 players with a result).

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use felt_core::rules::deal::icm_exact;
use felt_core::rules::payout::{CurveParams, PayoutMethod, payouts};
use std::hint::black_box;
use std::time::Duration;

fn stacks(n: usize) -> Vec<u64> {
    (0..n as u64)
        .map(|i| 10_000 + (i * 7_919) % 50_000)
        .collect()
}

fn prizes(n: usize) -> Vec<u64> {
    (0..n as u64).map(|i| 1_000_000 / (i + 1)).collect()
}

fn icm_exact_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("icm_exact");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    for n in [10usize, 16, 20, 24] {
        let (s, p) = (stacks(n), prizes(n));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| icm_exact(black_box(&s), black_box(&p)).unwrap())
        });
    }
    group.finish();
}

fn curve_bench(c: &mut Criterion) {
    let method = PayoutMethod::Curve(CurveParams::default());
    c.bench_function("payout_curve_10000_entries", |b| {
        b.iter(|| payouts(black_box(10_000), black_box(95_000_000), 500, &method).unwrap())
    });
}

/// Results that add up to zero with few zero-sum groups: the exact search's worst case.
fn nets(n: usize) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = (0..n - 1)
        .map(|i| (format!("P{i}"), ((i as i64 * 7_919) % 9_000) - 4_150))
        .collect();
    let rest = -v.iter().map(|(_, x)| x).sum::<i64>();
    v.push((format!("P{}", n - 1), rest));
    v
}

fn settle_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("night_fewest_transfers");
    group.sample_size(10);
    for n in [8usize, 12, 14] {
        let v = nets(n);
        group.bench_with_input(BenchmarkId::new("mixed", n), &n, |b, _| {
            b.iter(|| felt_core::night::fewest_transfers(black_box(&v)))
        });
        // Half up $5, half down $5: every balanced subset adds up to zero (the worst case).
        let even: Vec<(String, i64)> = (0..n)
            .map(|i| (format!("P{i}"), if i % 2 == 0 { 500 } else { -500 }))
            .collect();
        group.bench_with_input(BenchmarkId::new("even", n), &n, |b, _| {
            b.iter(|| felt_core::night::fewest_transfers(black_box(&even)))
        });
    }
    group.finish();
}

criterion_group!(benches, icm_exact_bench, curve_bench, settle_bench);
criterion_main!(benches);
