//! Seating benchmarks: the opening draw of 10,000 players, and the plan after a
//! bust in a room of 1,000 tables.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use felt_core::rules::seating::draw::draw_room;
use felt_core::rules::seating::{BalanceSettings, plan_after_bust};
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
    let numbers: Vec<u32> = room.tables.keys().copied().collect();
    for n in numbers {
        room.tables.get_mut(&n).unwrap().button = Some(1);
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

/// The same hot path through the engine, as the desk hits it: a bust at a 1,000-table
/// event is decided and folded, and the room's proposed moves are computed for the view.
fn bust_through_the_engine(c: &mut Criterion) {
    use felt_core::engine::{
        Command, Event, FieldCommand, LogEntry, Record, SeatingCommand, Tournament,
    };
    use felt_core::time::UtcMs;
    use felt_core::view::field::{field_view, pending_plan};
    let text = "name = \"Bench\"\nstarting_stack = 10000\ntable_size = 9\n[[games]]\nid = \"nlh\"\nname = \"NLH\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n[[levels]]\nstakes = \"25/50\"\n";
    let structure = felt_core::structure::parse_structure("bench.toml", text)
        .unwrap()
        .structure;
    let now = UtcMs(1_700_000_000_000);
    let mut log = vec![LogEntry {
        seq: 1,
        at: now,
        record: Record::Event {
            event: Event::Created {
                structure: Box::new(structure),
                file: "bench.toml".into(),
                source: String::new(),
            },
        },
    }];
    let mut t = Tournament::replay(&log).unwrap();
    let run = |t: &mut Tournament, log: &mut Vec<LogEntry>, cmd: Command| {
        let record = t.decide(&cmd, now).unwrap();
        let entry = LogEntry {
            seq: log.len() as u64 + 1,
            at: now,
            record,
        };
        t.apply(&entry).unwrap();
        log.push(entry);
    };
    for i in 0..9_000 {
        run(
            &mut t,
            &mut log,
            Command::Field(FieldCommand::Register {
                name: format!("Player {i}"),
                number: None,
                seed: None,
                ticket: None,
            }),
        );
    }
    run(
        &mut t,
        &mut log,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(7),
            held: Vec::new(),
            reveal: None,
        }),
    );
    let victim = t.field.seating.tables[&500].seats[3].unwrap();
    c.bench_function("engine: bust + proposed moves, 1,000 tables", |b| {
        b.iter_batched(
            || t.clone(),
            |mut t| {
                let record = t
                    .decide(
                        &Command::Field(FieldCommand::Bust {
                            player: victim,
                            same_hand: false,
                            stack: None,
                            by: None,
                            split: vec![],
                        }),
                        now,
                    )
                    .unwrap();
                t.apply(&LogEntry {
                    seq: 1_000_000,
                    at: now,
                    record,
                })
                .unwrap();
                black_box(pending_plan(&t.field, &t.structure, 0, t.derived_seed()))
            },
            criterion::BatchSize::LargeInput,
        )
    });
    // The desk's view of that room: every entry with its standing in words and the
    // actions it has now, each checked by the engine's own rules.
    c.bench_function("field view with each entry's actions, 1,000 tables", |b| {
        b.iter(|| black_box(field_view(&t.field, &t.context(now), Some(900))))
    });
}

criterion_group!(
    benches,
    seat_draw,
    moves_after_bust,
    bust_through_the_engine
);
criterion_main!(benches);
