//! Seating benchmarks (issue 5): the opening draw of 10,000 players, and the plan after a
//! bust in a room of 1,000 tables.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use felt_core::seating::draw::draw_room;
use felt_core::seating::{BalanceSettings, plan_after_bust};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn seat_draw(c: &mut Criterion) {
    c.bench_function("seat draw 10,000 players 9-handed", |b| {
        b.iter(|| draw_room(black_box(10_000), 9, &mut StdRng::seed_from_u64(7)).unwrap())
    });
}

fn moves_after_bust(c: &mut Criterion) {
    // 1,000 nine-handed tables, full, two busts at table 500: one balancing move.
    let mut room = draw_room(9_000, 9, &mut StdRng::seed_from_u64(7)).unwrap();
    for t in room.tables.values_mut() {
        t.button = Some(1);
    }
    let victim = room.tables[&500].seats[3].unwrap();
    room.unseat(victim).unwrap();
    let other = room.tables[&500].seats[4].unwrap();
    room.unseat(other).unwrap();
    let settings = BalanceSettings::default();
    c.bench_function("plan after bust, 1,000 tables", |b| {
        b.iter(|| {
            plan_after_bust(black_box(&room), &settings, &mut StdRng::seed_from_u64(1)).unwrap()
        })
    });
}

criterion_group!(benches, seat_draw, moves_after_bust);
criterion_main!(benches);
