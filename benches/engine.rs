//! The engine's hot paths: replaying a 30,000-record log (in memory and from a real SQLite
//! file) and computing the clock view.

use criterion::{Criterion, criterion_group, criterion_main};
use felt::api::{Felt, TimeSource};
use felt_core::UtcMs;
use felt_core::engine::{
    ClockAction, Command, CountCommand, Counter, Event, HistoryCommand, LogEntry, Record,
    Tournament,
};
use felt_core::lang::{Language, Locale};
use felt_core::view::clock::{clock_view, clock_view_in};
use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

const T0: UtcMs = UtcMs(1_700_000_000_000);
const RECORDS: usize = 30_000;

/// A plausible TD session: clock moves, entries and busts, the odd undo and redo.
fn commands(i: usize) -> Command {
    match i % 10 {
        0 => Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: 1,
        }),
        1 => Command::Clock(ClockAction::Pause),
        2 => Command::Clock(ClockAction::Resume),
        3 => Command::Clock(ClockAction::AddTime { ms: 60_000 }),
        4 => Command::Clock(ClockAction::AddTime { ms: -30_000 }),
        5 => Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: 1,
        }),
        6 => Command::History(HistoryCommand::Undo),
        7 => Command::History(HistoryCommand::Redo),
        8 => Command::Count(CountCommand::Adjust {
            counter: Counter::Players,
            delta: -1,
        }),
        _ => Command::Count(CountCommand::Adjust {
            counter: Counter::AddOns,
            delta: 1,
        }),
    }
}

fn build_log() -> Vec<LogEntry> {
    let structure = felt_core::structure::parse_structure(
        "nlhe.toml",
        felt::structures::shipped("example-nlhe-bba").unwrap(),
    )
    .unwrap()
    .structure;
    let created = LogEntry {
        seq: 1,
        at: T0,
        record: Record::Event {
            event: Event::Created {
                structure: Box::new(structure),
                file: "nlhe.toml".into(),
                source: String::new(),
            },
        },
    };
    let mut t = Tournament::replay([&created]).unwrap();
    let mut log = vec![created];
    let start = LogEntry {
        seq: 2,
        at: T0,
        record: t.decide(&Command::Clock(ClockAction::Start), T0).unwrap(),
    };
    t.apply(&start).unwrap();
    log.push(start);
    let mut i = 0;
    while log.len() < RECORDS {
        let now = T0.plus_ms(i as i64 * 1_000);
        if let Ok(record) = t.decide(&commands(i), now) {
            let e = LogEntry {
                seq: log.len() as u64 + 1,
                at: now,
                record,
            };
            t.apply(&e).unwrap();
            log.push(e);
        }
        i += 1;
    }
    log
}

struct Fixed(AtomicI64);
impl TimeSource for Fixed {
    fn now(&self) -> UtcMs {
        UtcMs(self.0.fetch_add(1_000, Ordering::Relaxed))
    }
}

fn benches(c: &mut Criterion) {
    let log = build_log();
    c.bench_function("replay 30,000 records in memory", |b| {
        b.iter(|| Tournament::replay(black_box(&log)).unwrap())
    });

    // The same session written through the API to a real SQLite file.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bench.db");
    {
        let felt = Felt::open_with(&path, Arc::new(Fixed(AtomicI64::new(T0.0)))).unwrap();
        let id = felt
            .create_event(
                "nlhe.toml",
                felt::structures::shipped("example-nlhe-bba").unwrap(),
            )
            .unwrap()
            .id;
        felt.execute(id, &Command::Clock(ClockAction::Start))
            .unwrap();
        let mut i = 0;
        while (felt.event_view(id).unwrap().seq as usize) < RECORDS {
            let _ = felt.execute(id, &commands(i));
            i += 1;
        }
    }
    c.bench_function("load and replay 30,000 records from SQLite", |b| {
        b.iter(|| {
            let felt = Felt::open(&path).unwrap();
            black_box(felt.clock_view(1).unwrap())
        })
    });

    let t = Tournament::replay(&log).unwrap();
    let mut now = T0;
    c.bench_function("clock view", |b| {
        b.iter(|| {
            now = now.plus_ms(250);
            black_box(clock_view(black_box(&t), now))
        })
    });
    // The same view in each other language (goal: within 1.2x of English).
    for l in [Language::German, Language::French, Language::Spanish] {
        let locale = Locale::of(l);
        c.bench_function(&format!("clock view in {}", l.name()), |b| {
            b.iter(|| {
                now = now.plus_ms(250);
                black_box(clock_view_in(black_box(&t), now, locale))
            })
        });
    }
}

criterion_group!(engine, benches);
criterion_main!(engine);
