//! The Main Event's hot paths: what one TD command costs, decided, committed (fsync
//! included) and answered with its view, and what a screen's view costs, with 100, 1,000
//! and 10,000 players registered one by one and 100,000 entries counted, and what
//! registering a whole list of that size in one action costs, and what a restart costs: a
//! 10,000-player event of 50,000 records opened to its first clock view.
//! `scripts/bench-field.sh` prints the ratios side by side.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use felt::api::{CHECKPOINT_EVERY, Felt, TimeSource};
use felt_core::UtcMs;
use felt_core::engine::{
    ClockAction, Command, CountCommand, Counter, FieldCommand, HistoryCommand, SeatingCommand,
};
use felt_core::field::NewPlayer;
use felt_core::view::field::{RoomWindow, WINDOW_MAX};
use felt_core::view::players::PlayerQuery;
use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

const T0: UtcMs = UtcMs(1_700_000_000_000);
const REGISTERED: [usize; 3] = [100, 1_000, 10_000];
const COUNTED: [i32; 2] = [100, 100_000];

/// The sizes to measure: all of them, or those listed in `FELT_BENCH_SIZES` ("100,10000"),
/// since building a field of 10,000 one by one takes a while.
fn wanted(n: usize) -> bool {
    std::env::var("FELT_BENCH_SIZES").map_or(true, |list| {
        list.split(',').any(|s| s.trim().parse() == Ok(n))
    })
}

struct Ticking(AtomicI64);
impl TimeSource for Ticking {
    fn now(&self) -> UtcMs {
        UtcMs(self.0.fetch_add(1_000, Ordering::Relaxed))
    }
}

fn open(path: &Path) -> Felt {
    Felt::open_with(path, Arc::new(Ticking(AtomicI64::new(T0.0)))).unwrap()
}

/// A new event of the shipped No-Limit Hold'em structure, with money and the curve.
fn new_event(felt: &Felt) -> i64 {
    felt.create_event(
        "nlhe.toml",
        felt::structures::shipped("example-nlhe-bba").unwrap(),
    )
    .unwrap()
    .id
}

fn register(i: usize) -> Command {
    Command::Field(FieldCommand::Register {
        name: format!("Player {i:06}"),
        number: None,
        seed: None,
        ticket: None,
    })
}

/// A folder where fsync costs nothing: /dev/shm when there is one, else `dir`.
fn scratch(dir: &Path) -> tempfile::TempDir {
    tempfile::Builder::new()
        .tempdir_in(if Path::new("/dev/shm").is_dir() {
            Path::new("/dev/shm")
        } else {
            dir
        })
        .unwrap()
}

/// A database with one event of `n` players registered one by one, written where fsync
/// costs nothing (/dev/shm when there is one) and then copied to `dir`, on disk.
fn registered(dir: &Path, n: usize) -> std::path::PathBuf {
    let scratch = scratch(dir);
    let built = scratch.path().join("field.db");
    {
        let felt = open(&built);
        let id = new_event(&felt);
        let started = std::time::Instant::now();
        for i in 0..n {
            felt.execute(id, &register(i)).unwrap();
        }
        // Registering the field one by one through the API (no HTTP, no fsync here).
        eprintln!(
            "{n} players registered one by one in {:.1} s",
            started.elapsed().as_secs_f64()
        );
    }
    let path = dir.join(format!("registered-{n}.db"));
    // One file: the WAL is folded in by the last connection's close.
    std::fs::copy(&built, &path).unwrap();
    path
}

fn counted(dir: &Path, n: i32) -> std::path::PathBuf {
    let path = dir.join(format!("counted-{n}.db"));
    let felt = open(&path);
    let id = new_event(&felt);
    felt.execute(
        id,
        &Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: n,
        }),
    )
    .unwrap();
    path
}

/// What a screen receives: the views' sizes as JSON.
fn sizes(felt: &Felt, what: &str) {
    let kb = |json: String| json.len() as f64 / 1024.0;
    let event = kb(serde_json::to_string(&felt.event_view(1).unwrap()).unwrap());
    let field = kb(serde_json::to_string(&felt.field_view(1).unwrap()).unwrap());
    let page = kb(serde_json::to_string(&felt.field_players(1, &first_page()).unwrap()).unwrap());
    eprintln!(
        "{what}: event view {event:.1} KB, field view {field:.1} KB, a page of the player list {page:.1} KB"
    );
}

/// The console's player list as it opens: the first hundred rows.
fn first_page() -> PlayerQuery {
    PlayerQuery::default()
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir_in(
        std::env::var_os("CARGO_TARGET_DIR").unwrap_or_else(|| "target".into()),
    )
    .unwrap_or_else(|_| tempfile::tempdir().unwrap());
    let mut command = c.benchmark_group("one TD command, committed, with its view");
    command
        .sample_size(30)
        .measurement_time(Duration::from_secs(6));
    for n in REGISTERED.into_iter().filter(|&n| wanted(n)) {
        // The commands grow the field: they run on a copy, and the views below measure
        // the field of `n` itself.
        let copy = dir.path().join(format!("commands-{n}.db"));
        std::fs::copy(registered(dir.path(), n), &copy).unwrap();
        let felt = open(&copy);
        let mut i = n;
        // An undo of the newest registration, which gives the field back as it was (before
        // the registrations below, which grow the field).
        command.bench_with_input(BenchmarkId::new("undo a registration", n), &n, |b, _| {
            b.iter_batched(
                || {
                    i += 1;
                    felt.execute(1, &register(i)).unwrap();
                },
                |()| {
                    black_box(
                        felt.execute(1, &Command::History(HistoryCommand::Undo))
                            .unwrap(),
                    )
                },
                criterion::BatchSize::PerIteration,
            )
        });
        command.bench_with_input(BenchmarkId::new("register", n), &n, |b, _| {
            b.iter(|| {
                i += 1;
                black_box(felt.execute(1, &register(i)).unwrap())
            })
        });
    }
    for n in COUNTED.into_iter().filter(|&n| wanted(n as usize)) {
        let felt = open(&counted(dir.path(), n));
        command.bench_with_input(BenchmarkId::new("adjust (counted)", n), &n, |b, _| {
            b.iter(|| {
                black_box(
                    felt.execute(
                        1,
                        &Command::Count(CountCommand::Adjust {
                            counter: Counter::AddOns,
                            delta: 1,
                        }),
                    )
                    .unwrap(),
                )
            })
        });
    }
    command.finish();

    let mut views = c.benchmark_group("a screen's view");
    views
        .sample_size(30)
        .measurement_time(Duration::from_secs(4));
    for n in REGISTERED.into_iter().filter(|&n| wanted(n)) {
        let felt = open(&dir.path().join(format!("registered-{n}.db")));
        sizes(&felt, &format!("{n} registered"));
        views.bench_with_input(BenchmarkId::new("event view", n), &n, |b, _| {
            b.iter(|| black_box(felt.event_view(1).unwrap()))
        });
        views.bench_with_input(BenchmarkId::new("field view", n), &n, |b, _| {
            b.iter(|| black_box(felt.field_view(1).unwrap()))
        });
        views.bench_with_input(BenchmarkId::new("player list page", n), &n, |b, _| {
            b.iter(|| black_box(felt.field_players(1, &first_page()).unwrap()))
        });
        // What a floor person types to find a player: the letters inside a name.
        let search = PlayerQuery {
            q: "0042".into(),
            ..PlayerQuery::default()
        };
        views.bench_with_input(BenchmarkId::new("player list search", n), &n, |b, _| {
            b.iter(|| black_box(felt.field_players(1, &search).unwrap()))
        });
        // The room just drawn, as the console and the seating chart fetch it (every table
        // with its occupants' names, no entry's row) beside the whole field view.
        let drawn = dir.path().join(format!("drawn-{n}.db"));
        std::fs::copy(dir.path().join(format!("registered-{n}.db")), &drawn).unwrap();
        let felt = open(&drawn);
        felt.execute(
            1,
            &Command::Seating(SeatingCommand::DrawSeats {
                seed: Some(34),
                held: vec![],
                reveal: None,
            }),
        )
        .unwrap();
        let kb = |json: String| json.len() as f64 / 1024.0;
        eprintln!(
            "{n} drawn: field view {:.1} KB, room view {:.1} KB, a page of the player list {:.1} KB",
            kb(serde_json::to_string(&felt.field_view(1).unwrap()).unwrap()),
            kb(serde_json::to_string(&felt.field_view_with(1, false).unwrap()).unwrap()),
            kb(serde_json::to_string(&felt.field_players(1, &first_page()).unwrap()).unwrap()),
        );
        views.bench_with_input(BenchmarkId::new("field view (drawn)", n), &n, |b, _| {
            b.iter(|| black_box(felt.field_view(1).unwrap()))
        });
        views.bench_with_input(BenchmarkId::new("room view (drawn)", n), &n, |b, _| {
            b.iter(|| black_box(felt.field_view_with(1, false).unwrap()))
        });
        // A chart's window: the tables a TV shows at a readable zoom (with three screens'
        // worth fetched), and the most a window carries, zoomed out past the names.
        let near = RoomWindow {
            from: 0,
            count: 48,
            names: true,
        };
        let far = RoomWindow {
            from: 0,
            count: WINDOW_MAX,
            names: false,
        };
        eprintln!(
            "{n} drawn: a window of 48 tables {:.1} KB, of {WINDOW_MAX} without names {:.1} KB",
            kb(serde_json::to_string(&felt.window_view(1, near).unwrap()).unwrap()),
            kb(serde_json::to_string(&felt.window_view(1, far).unwrap()).unwrap()),
        );
        views.bench_with_input(
            BenchmarkId::new("room window of 48 (drawn)", n),
            &n,
            |b, _| b.iter(|| black_box(felt.window_view(1, near).unwrap())),
        );
        views.bench_with_input(
            BenchmarkId::new("room window of 400 without names (drawn)", n),
            &n,
            |b, _| b.iter(|| black_box(felt.window_view(1, far).unwrap())),
        );
        views.bench_with_input(
            BenchmarkId::new("player list page (drawn)", n),
            &n,
            |b, _| b.iter(|| black_box(felt.field_players(1, &first_page()).unwrap())),
        );
    }
    for n in COUNTED.into_iter().filter(|&n| wanted(n as usize)) {
        let felt = open(&dir.path().join(format!("counted-{n}.db")));
        sizes(&felt, &format!("{n} counted"));
        views.bench_with_input(BenchmarkId::new("event view (counted)", n), &n, |b, _| {
            b.iter(|| black_box(felt.event_view(1).unwrap()))
        });
    }
    views.finish();

    // A whole field registered in one action (`register_many`): each sample a new event in
    // one database on disk, the list decided, committed (fsync) and answered with its view.
    let mut list = c.benchmark_group("a list registered in one action");
    list.sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let felt = open(&dir.path().join("lists.db"));
    for n in REGISTERED.into_iter().filter(|&n| wanted(n)) {
        let players: Vec<NewPlayer> = (0..n)
            .map(|i| NewPlayer {
                name: format!("Player {i:06}"),
                number: None,
            })
            .collect();
        list.bench_with_input(BenchmarkId::new("register_many", n), &n, |b, _| {
            b.iter_batched(
                || new_event(&felt),
                |id| {
                    black_box(
                        felt.execute(
                            id,
                            &Command::Field(FieldCommand::RegisterMany {
                                players: players.clone(),
                                seed: None,
                            }),
                        )
                        .unwrap(),
                    )
                },
                criterion::BatchSize::PerIteration,
            )
        });
    }
    list.finish();
}

/// The Main Event at the end of a long day: `n` players registered one by one, the seat
/// draw, nine in ten of them busted with the tables balanced as they go, and the clock set by hand to `records` records in all.
fn long_day(dir: &Path, n: usize, records: usize) -> std::path::PathBuf {
    let scratch = scratch(dir);
    let built = scratch.path().join("day.db");
    std::fs::copy(registered(dir, n), &built).unwrap();
    let felt = open(&built);
    let started = std::time::Instant::now();
    let run = |c: Command| {
        felt.execute(1, &c).unwrap();
    };
    run(Command::Seating(SeatingCommand::DrawSeats {
        seed: Some(34),
        held: vec![],
        reveal: None,
    }));
    run(Command::Clock(ClockAction::Start));
    run(Command::Clock(ClockAction::Pause));
    let busts = n * 9 / 10;
    for player in 1..=busts as u32 {
        run(Command::Field(FieldCommand::Bust {
            player,
            same_hand: false,
            stack: None,
            by: None,
            split: vec![],
        }));
        // The floor balances as it goes: the proposed moves, confirmed every few busts.
        if player % 9 == 0 || player as usize == busts {
            let plan = felt.field_view(1).unwrap().pending;
            if !plan.moves.is_empty() {
                run(Command::Seating(SeatingCommand::ConfirmMoves {
                    seed: plan.seed,
                    moves: plan.as_proposed(),
                }));
            }
        }
    }
    // The log has the registrations, the event, the draw, start, pause, the busts and the
    // moves.
    let so_far = felt.event_view(1).unwrap().seq as usize;
    // The checkpoint as the server leaves it at worst: one interval short of the end.
    let checkpoint_at = records.saturating_sub(CHECKPOINT_EVERY as usize - 1);
    for i in 0..records.saturating_sub(so_far) {
        if so_far + i == checkpoint_at {
            felt.checkpoint(1).unwrap();
        }
        // The clock stays paused (the ticking time source would run the structure out):
        // the TD sets the time left, again and again.
        run(Command::Clock(ClockAction::SetRemaining {
            ms: 600_000 + (i as i64 % 600) * 1_000,
        }));
    }
    eprintln!(
        "{n} players, {records} records: the day built in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    drop(felt);
    let path = dir.join(format!("long-day-{n}.db"));
    std::fs::copy(&built, &path).unwrap();
    path
}

fn restart(c: &mut Criterion) {
    let dir = tempfile::tempdir_in(
        std::env::var_os("CARGO_TARGET_DIR").unwrap_or_else(|| "target".into()),
    )
    .unwrap_or_else(|_| tempfile::tempdir().unwrap());
    let mut group = c.benchmark_group("a restart to the first clock view");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for n in REGISTERED.into_iter().filter(|&n| wanted(n)) {
        let path = long_day(dir.path(), n, n * 5);
        // The same day with no checkpoint: the whole log folded.
        let whole = dir.path().join(format!("long-day-{n}-whole.db"));
        std::fs::copy(&path, &whole).unwrap();
        rusqlite::Connection::open(&whole)
            .unwrap()
            .execute("DELETE FROM checkpoints", [])
            .unwrap();
        for (name, db) in [("from its checkpoint", &path), ("whole log", &whole)] {
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| {
                b.iter(|| {
                    let felt = open(db);
                    black_box(felt.event_view(1).unwrap())
                })
            });
        }
        // What the server's watcher does every 2,000 records: the state encoded and
        // written (committed) over the last checkpoint.
        let felt = open(&whole);
        felt.checkpoint(1).unwrap();
        let size: i64 = rusqlite::Connection::open(&whole)
            .unwrap()
            .query_row("SELECT length(state) FROM checkpoints", [], |r| r.get(0))
            .unwrap();
        eprintln!("{n} players: the checkpoint is {size} bytes");
        group.bench_with_input(BenchmarkId::new("writing a checkpoint", n), &n, |b, _| {
            b.iter(|| black_box(felt.checkpoint(1).unwrap()))
        });
    }
    group.finish();
}

criterion_group!(field, benches, restart);
criterion_main!(field);
