//! Golden logs: the event log is a file format, and every later Felt must read the logs
//! earlier ones wrote.
//!
//! `tests/fixtures/logs/NAME.jsonl` are exports of real events, made by the scenarios at
//! the bottom of this file with the Felt of the day they were written: a header line, then
//! each stored record exactly as it was in the database. `NAME.views.json` holds what the
//! TD saw at the end (the clock and recent actions, the players and tables, the results).
//!
//! The test loads each log into a fresh SQLite file, opens it through the API like any
//! database, and compares the views with the checked-in ones. A change that can no longer
//! read an old log fails here. A deliberate change of the stored format adds a migration
//! (old records upgraded when read) and a new golden log; an old `.jsonl` is never edited.
//! When a view changes on purpose (a better message, a new field), rewrite the views with
//! `GOLDEN_VIEWS=update cargo test --test it golden_logs` and review the diff. Each log
//! is a test of its own (`golden_logs!`), named after the file.
//! `GOLDEN_LOGS=write` records the logs of scenarios that have none yet.
//! `NAME.clock-languages.json` holds the clock view at the end in German, French and
//! Spanish: a change of wording in any language shows in its diff.

use felt::api::{Felt, TimeSource};
use felt_core::UtcMs;
use felt_core::engine::{
    BuyKind, ClockAction, Command, CountCommand, Counter, FieldCommand, HistoryCommand,
    MoneyCommand, SeatingCommand, StructureCommand,
};
use felt_core::field::decide::ChipCount;
use felt_core::field::results::DealKind;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

/// 2026-06-12 18:00 UTC: the scenarios start here.
const T0: i64 = 1_781_287_200_000;
const MIN: i64 = 60_000;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/logs")
}

/// A clock the scenarios move by hand.
struct HandClock(AtomicI64);

impl TimeSource for HandClock {
    fn now(&self) -> UtcMs {
        UtcMs(self.0.load(Ordering::SeqCst))
    }
}

impl HandClock {
    fn pass(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

/// The header line of a golden log.
#[derive(serde::Serialize, serde::Deserialize)]
struct Header {
    /// What this file is: always "felt-event-log".
    format: String,
    /// The event's name as listed.
    name: String,
    /// The event's creation instant (UTC ms).
    created_at: i64,
    /// The instant the views are taken at (UTC ms).
    views_at: i64,
    /// The database schema version the log was exported from.
    schema_version: i64,
    /// What the scenario covers, in words.
    covers: String,
}

/// The views the TD sees of event `id` now.
fn views(felt: &Felt, id: i64) -> Value {
    let event = felt.event_view(id).expect("event view");
    let field = felt.field_view(id).expect("field view");
    let results = felt.results(id).expect("results").lines;
    let bounties = felt.bounty_view(id).expect("bounties");
    json!({
        "event": event,
        "field": field,
        "results": results,
        "results_csv": felt.results_csv(id).expect("results csv"),
        "bounties": bounties,
    })
}

/// The clock view of event `id` in each shipped language but English (whose view is in
/// `views.json`), by language tag.
fn clock_in_languages(felt: &Felt, id: i64) -> Value {
    use felt_core::lang::{Asked, Language, Locale};
    let mut out = serde_json::Map::new();
    for l in Language::SHIPPED
        .iter()
        .filter(|l| **l != Language::English)
    {
        let clock = felt
            .clock_view_in(id, Asked::named(Locale::of(*l)))
            .expect("clock view");
        out.insert(l.name().to_string(), serde_json::to_value(clock).unwrap());
    }
    Value::Object(out)
}

/// Text that shows a message's id where its words should be ("[clock-level]").
fn ids_shown(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => {
            let bracketed = s
                .split('[')
                .skip(1)
                .filter_map(|rest| rest.split(']').next());
            for inner in bracketed {
                let is_id = inner.contains('-')
                    && inner
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if is_id {
                    out.push(inner.to_string());
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| ids_shown(x, out)),
        Value::Object(o) => o.values().for_each(|x| ids_shown(x, out)),
        _ => {}
    }
}

/// Loads a golden log into a fresh database file: the `events` row and every record as
/// stored, at its own log position.
fn load(path: &Path, header: &Header, lines: &[Value]) -> i64 {
    drop(felt::store::Store::open(path).expect("create the database"));
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute(
        "INSERT INTO events (name, created_at_ms) VALUES (?1, ?2)",
        rusqlite::params![header.name, header.created_at],
    )
    .unwrap();
    let id = conn.last_insert_rowid();
    for line in lines {
        conn.execute(
            "INSERT INTO log (seq, event_id, at_ms, record) VALUES (?1, ?2, ?3, ?4)",
            rusqlite::params![
                line["seq"].as_i64().unwrap(),
                id,
                line["at"].as_i64().unwrap(),
                line["record"].to_string()
            ],
        )
        .unwrap();
    }
    id
}

fn read_log(file: &Path) -> (Header, Vec<Value>) {
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines = text.lines();
    let header: Header = serde_json::from_str(lines.next().expect("a header line")).unwrap();
    assert_eq!(header.format, "felt-event-log", "{}", file.display());
    let records = lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (header, records)
}

/// The first place where two JSON values differ, as a path, or `None`.
fn first_difference(path: &str, want: &Value, got: &Value) -> Option<String> {
    match (want, got) {
        (Value::Object(a), Value::Object(b)) => {
            for k in a.keys().chain(b.keys()) {
                let (x, y) = (a.get(k), b.get(k));
                match (x, y) {
                    (Some(x), Some(y)) => {
                        if let Some(d) = first_difference(&format!("{path}.{k}"), x, y) {
                            return Some(d);
                        }
                    }
                    _ => return Some(format!("{path}.{k}: expected {x:?}, found {y:?}")),
                }
            }
            None
        }
        (Value::Array(a), Value::Array(b)) => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                if let Some(d) = first_difference(&format!("{path}[{i}]"), x, y) {
                    return Some(d);
                }
            }
            (a.len() != b.len())
                .then(|| format!("{path}: expected {} items, found {}", a.len(), b.len()))
        }
        _ => (want != got).then(|| format!("{path}: expected {want}, found {got}")),
    }
}

/// A stored record read and written again by this Felt must come out as it was stored
/// (the structure copy of a creation aside: it follows today's `Structure`).
fn rewritten_differently(line: &Value) -> Option<String> {
    let seq = &line["seq"];
    let stored = &line["record"];
    let format = line.get("format").and_then(Value::as_u64).unwrap_or(1) as u32;
    let record = match felt_core::log::decode(format, &stored.to_string()) {
        Ok(r) => r,
        Err(e) => return Some(format!("record #{seq} cannot be read: {e}")),
    };
    let mut again: Value = serde_json::from_str(&felt_core::log::encode(&record)).unwrap();
    let mut stored = stored.clone();
    for v in [&mut again, &mut stored] {
        if let Some(event) = v.get_mut("event").and_then(Value::as_object_mut) {
            event.remove("structure");
        }
    }
    first_difference(&format!("record #{seq}"), &stored, &again)
}

/// Replays one golden log (`tests/fixtures/logs/NAME.jsonl`) and compares the views with
/// the ones recorded beside it; `GOLDEN_VIEWS=update` writes them instead.
fn replay(name: &str) {
    let update = std::env::var("GOLDEN_VIEWS").as_deref() == Ok("update");
    let file = fixtures().join(format!("{name}.jsonl"));
    let (header, records) = read_log(&file);
    let mut failures = Vec::new();
    for line in &records {
        if let Some(d) = rewritten_differently(line) {
            failures.push(format!("{name}: {d}"));
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("golden.db");
    let id = load(&db, &header, &records);
    let clock = Arc::new(HandClock(AtomicI64::new(header.views_at)));
    let felt = Felt::open_with(&db, clock).expect("open the golden database");
    let got = views(&felt, id);
    let in_languages = clock_in_languages(&felt, id);
    for (ext, got) in [
        ("views.json", &got),
        ("clock-languages.json", &in_languages),
    ] {
        let views_file = file.with_extension(ext);
        if update || !views_file.exists() {
            let text = serde_json::to_string_pretty(got).unwrap() + "\n";
            std::fs::write(&views_file, text).unwrap();
        } else {
            let want: Value =
                serde_json::from_str(&std::fs::read_to_string(&views_file).unwrap()).unwrap();
            if let Some(d) = first_difference(ext, &want, got) {
                failures.push(format!("{name}: {d}"));
            }
        }
    }
    // Every sentence of every language came from its own file: none fell back to
    // English, none shows a message's id.
    let missed = felt_core::lang::take_missed();
    if !missed.is_empty() {
        failures.push(format!(
            "{name}: said in English for want of a message: {missed:?}"
        ));
    }
    let mut ids = Vec::new();
    ids_shown(&in_languages, &mut ids);
    if !ids.is_empty() {
        failures.push(format!(
            "{name}: message ids shown instead of words: {ids:?}"
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// One test per golden log, named after it, so each fails on its own.
macro_rules! golden_logs {
    ($($test:ident => $name:literal,)*) => {
        $(
            #[test]
            fn $test() {
                replay($name);
            }
        )*
        /// The logs the tests above replay.
        const GOLDEN_LOGS: &[&str] = &[$($name),*];
    };
}

golden_logs! {
    golden_chip_counts => "v1-chip-counts",
    golden_chip_race_dealt => "v1-chip-race-dealt",
    golden_committed_draw => "v1-committed-draw",
    golden_counts_and_clock => "v1-counts-and-clock",
    golden_day_two_of_flights => "v1-day-two-of-flights",
    golden_deadline_by_clock_and_finish => "v1-deadline-by-clock-and-finish",
    golden_event_language => "v1-event-language",
    golden_home_game_hard_stop => "v1-home-game-hard-stop",
    golden_mixed_lammers_rebuys_deal => "v1-mixed-lammers-rebuys-deal",
    golden_mystery_bounties => "v1-mystery-bounties",
    golden_pko_split_pot => "v1-pko-split-pot",
    golden_register_many => "v1-register-many",
    golden_renumbered_rules_undone => "v1-renumbered-rules-undone",
    golden_savers_and_two_deals => "v1-savers-and-two-deals",
    golden_set_aside => "v1-set-aside",
    golden_shootout => "v1-shootout",
    golden_structure_changes => "v1-structure-changes",
    golden_structure_runs_out => "v1-structure-runs-out",
    golden_tables_break_together => "v1-tables-break-together",
}

/// Every scenario has its log (`GOLDEN_LOGS=write` records the missing ones), and every
/// log on disk has its test above.
#[test]
fn every_golden_log_has_its_scenario_and_its_test() {
    if std::env::var("GOLDEN_LOGS").as_deref() == Ok("write") {
        record_missing_logs();
    }
    let mut on_disk: Vec<String> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = GOLDEN_LOGS.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "each log in tests/fixtures/logs has a test here"
    );
    for (name, _) in SCENARIOS {
        assert!(
            listed.iter().any(|l| l == name),
            "{name} has no golden log (GOLDEN_LOGS=write records it)"
        );
    }
}

#[test]
fn a_database_from_an_older_felt_is_upgraded_with_a_copy_kept_and_reads_the_same() {
    let name = SCENARIOS[0].0;
    let golden = fixtures().join(format!("{name}.db"));
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("felt.db");
    std::fs::copy(&golden, &db).unwrap();
    let version = |path: &Path| -> i64 {
        rusqlite::Connection::open(path)
            .unwrap()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap()
    };
    let old = version(&db);
    assert!(
        old < felt::store::SCHEMA_VERSION,
        "the golden database is from an older schema"
    );
    let (header, _) = read_log(&fixtures().join(format!("{name}.jsonl")));
    let clock = Arc::new(HandClock(AtomicI64::new(header.views_at)));
    let felt = Felt::open_with(&db, clock).expect("the older database opens");
    let id = felt.events().unwrap()[0].id;
    let want: Value = serde_json::from_str(
        &std::fs::read_to_string(fixtures().join(format!("{name}.views.json"))).unwrap(),
    )
    .unwrap();
    if let Some(d) = first_difference("views", &want, &views(&felt, id)) {
        panic!("the upgraded database reads differently: {d}");
    }
    drop(felt);
    assert_eq!(version(&db), felt::store::SCHEMA_VERSION);
    let copy = dir.path().join(format!("felt.db.schema-{old}.bak"));
    assert_eq!(
        version(&copy),
        old,
        "the copy is the database before the upgrade"
    );
    // Opening it again upgrades nothing and makes no second copy.
    drop(Felt::open(&db).unwrap());
    let copies = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".bak")
        })
        .count();
    assert_eq!(copies, 1);
}

// ---------------------------------------------------------------------------------------
// The scenarios that recorded the golden logs. They are kept so the next format version
// can record its own golden logs from the same play; the logs already checked in are never
// re-recorded.

type Scenario = fn(&Felt, &HandClock) -> (i64, &'static str);

const SCENARIOS: &[(&str, Scenario)] = &[
    ("v1-mixed-lammers-rebuys-deal", mixed_event),
    ("v1-shootout", shootout),
    ("v1-counts-and-clock", counts_and_clock),
    ("v1-home-game-hard-stop", home_game),
    ("v1-set-aside", set_aside),
    ("v1-deadline-by-clock-and-finish", deadline_by_clock),
    ("v1-structure-changes", structure_changes),
    ("v1-structure-runs-out", structure_runs_out),
    ("v1-savers-and-two-deals", savers_and_two_deals),
    ("v1-committed-draw", committed_draw),
    ("v1-chip-counts", chip_counts),
    ("v1-chip-race-dealt", chip_race_dealt),
    ("v1-pko-split-pot", pko_split_pot),
    ("v1-day-two-of-flights", day_two_of_flights),
    ("v1-mystery-bounties", mystery_bounties),
    ("v1-register-many", register_lists),
    ("v1-renumbered-rules-undone", renumbered_rules),
    ("v1-tables-break-together", tables_break_together),
    ("v1-event-language", event_language),
];

fn record_missing_logs() {
    std::fs::create_dir_all(fixtures()).unwrap();
    for (name, scenario) in SCENARIOS {
        let file = fixtures().join(format!("{name}.jsonl"));
        if file.exists() {
            continue;
        }
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("felt.db");
        let clock = Arc::new(HandClock(AtomicI64::new(T0)));
        let felt = Felt::open_with(&db, clock.clone()).unwrap();
        let (id, covers) = scenario(&felt, &clock);
        let views_at = clock.now().0;
        drop(felt);
        let conn = rusqlite::Connection::open(&db).unwrap();
        let (event_name, created_at): (String, i64) = conn
            .query_row(
                "SELECT name, created_at_ms FROM events WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        let schema_version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        let header = Header {
            format: "felt-event-log".into(),
            name: event_name,
            created_at,
            views_at,
            schema_version,
            covers: covers.into(),
        };
        let mut out = serde_json::to_string(&header).unwrap() + "\n";
        let mut stmt = conn
            .prepare("SELECT seq, at_ms, record FROM log WHERE event_id = ?1 ORDER BY seq")
            .unwrap();
        let rows = stmt
            .query_map([id], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .unwrap();
        for row in rows {
            let (seq, at, record) = row.unwrap();
            let record: Value = serde_json::from_str(&record).unwrap();
            out +=
                &serde_json::to_string(&json!({"seq": seq, "at": at, "record": record})).unwrap();
            out.push('\n');
        }
        std::fs::write(&file, out).unwrap();
        // The first scenario's whole database is kept too, as this Felt left it on disk,
        // so that opening it upgrades a real older database.
        if name == &SCENARIOS[0].0 {
            let copy = fixtures().join(format!("{name}.db"));
            conn.execute("VACUUM INTO ?1", [copy.to_string_lossy()])
                .unwrap();
        }
    }
}

/// Runs a command that must be accepted.
fn run(felt: &Felt, id: i64, command: Command) {
    if let Err(e) = felt.execute(id, &command) {
        panic!("{command:?} was refused: {e}");
    }
}

/// A bust in a pot won by several players: (entry, share) each, the first the knocker.
fn bust_split(felt: &Felt, id: i64, player: u32, winners: &[(u32, u64)]) {
    run(
        felt,
        id,
        Command::Field(FieldCommand::Bust {
            player,
            same_hand: false,
            stack: None,
            by: None,
            split: winners
                .iter()
                .map(|&(player, share)| felt_core::field::PotShare { player, share })
                .collect(),
        }),
    );
}

fn bust(felt: &Felt, id: i64, player: u32, by: Option<u32>) {
    run(
        felt,
        id,
        Command::Field(FieldCommand::Bust {
            player,
            same_hand: false,
            stack: None,
            by,
            split: vec![],
        }),
    );
}

/// Confirms the moves the room needs now, if any.
fn confirm_moves(felt: &Felt, id: i64) {
    let plan = felt.field_view(id).unwrap().pending;
    if plan.moves.is_empty() {
        return;
    }
    let moves = plan.as_proposed();
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::ConfirmMoves {
            seed: plan.seed,
            moves,
        }),
    );
}

/// The seated players still in, by entry number.
fn seated(felt: &Felt, id: i64) -> Vec<u32> {
    felt.field_view(id)
        .unwrap()
        .players
        .iter()
        .filter(|p| p.seat.is_some() && p.place.is_none())
        .map(|p| p.id)
        .collect()
}

const NAMES: &[&str] = &[
    "Zoë Ångström",
    "José García",
    "Łukasz Żółć",
    "Ann Lee",
    "Bo Park",
    "Cyd Marsh",
    "Dee Novak",
    "Eli Stone",
    "Fay Wong",
    "Gus Riley",
    "Hal Price",
    "Ida Moss",
    "Jo Kent",
    "Kit Vale",
    "Lou Pryor",
    "Max Ode",
    "Ned Frey",
    "Ora Lund",
    "Pia Roth",
    "Quin Hale",
    "Rae Dunn",
    "Sal Ivey",
];

fn register(felt: &Felt, id: i64, names: &[&str]) {
    for (i, name) in names.iter().enumerate() {
        run(
            felt,
            id,
            Command::Field(FieldCommand::Register {
                name: (*name).into(),
                number: (i % 3 == 0).then(|| format!("M{}", 100 + i)),
                seed: Some(1000 + i as u64),
                ticket: None,
            }),
        );
    }
}

const MIXED: &str = include_str!("../fixtures/golden-structures/mixed-lammers.toml");

/// A limit mixed event of 20 entries: lammers redeemed, a bust holding a lammer, rebuys,
/// an add-on, a re-entry, a chip race, the deadline, busts with balancing and a table
/// broken, undo and redo, hand-for-hand at the bubble, a locked payout, a chip-chop deal
/// at three and a winner.
fn mixed_event(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let id = felt.create_event("golden-mixed.toml", MIXED).unwrap().id;
    register(felt, id, &NAMES[..20]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(42),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    for p in 1..=12 {
        run(
            felt,
            id,
            Command::Field(FieldCommand::RedeemLammers {
                player: p,
                count: 1,
            }),
        );
    }
    bust(felt, id, 4, Some(1));
    confirm_moves(felt, id);
    // Player 13 still holds a lammer: he stays in and owes a redemption.
    bust(felt, id, 13, None);
    run(
        felt,
        id,
        Command::Field(FieldCommand::RedeemLammers {
            player: 13,
            count: 1,
        }),
    );
    run(
        felt,
        id,
        Command::Field(FieldCommand::Purchase {
            player: 2,
            kind: BuyKind::Rebuy,
            stack: Some(3000),
        }),
    );
    run(
        felt,
        id,
        Command::Field(FieldCommand::ReEnter {
            player: 4,
            seed: Some(7),
        }),
    );
    clock.pass(16 * MIN);
    run(felt, id, Command::Clock(ClockAction::Pause));
    clock.pass(2 * MIN);
    run(felt, id, Command::Clock(ClockAction::Resume));
    run(
        felt,
        id,
        Command::Clock(ClockAction::AddTime { ms: 2 * MIN }),
    );
    clock.pass(45 * MIN);
    // The break after level 3: an add-on and a chip race.
    run(
        felt,
        id,
        Command::Field(FieldCommand::Purchase {
            player: 5,
            kind: BuyKind::AddOn,
            stack: None,
        }),
    );
    run(
        felt,
        id,
        Command::Field(FieldCommand::ChipRaceDone {
            table: 1,
            removed_value: 475,
            added_value: 500,
            race: None,
        }),
    );
    clock.pass(40 * MIN);
    run(felt, id, Command::Field(FieldCommand::LammerDeadline));
    // Busts down to two tables, with an undo and a redo on the way.
    for (p, by) in [(6, Some(2)), (7, None), (8, Some(3)), (9, None)] {
        bust(felt, id, p, by);
        confirm_moves(felt, id);
    }
    run(felt, id, Command::History(HistoryCommand::Undo));
    run(felt, id, Command::History(HistoryCommand::Redo));
    clock.pass(20 * MIN);
    run(felt, id, Command::Money(MoneyCommand::LockPayouts));
    // Down to the bubble: standard-15 pays 3 of 21 entries.
    while seated(felt, id).len() > 5 {
        let p = *seated(felt, id).last().unwrap();
        bust(felt, id, p, Some(seated(felt, id)[0]));
        confirm_moves(felt, id);
    }
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::HandForHand { on: true }),
    );
    run(felt, id, Command::Seating(SeatingCommand::HandForHandHand));
    let left = seated(felt, id);
    run(
        felt,
        id,
        Command::Field(FieldCommand::Bust {
            player: left[4],
            same_hand: false,
            stack: Some(1200),
            by: Some(left[0]),
            split: vec![],
        }),
    );
    run(
        felt,
        id,
        Command::Field(FieldCommand::Bust {
            player: left[3],
            same_hand: true,
            stack: Some(3000),
            by: Some(left[0]),
            split: vec![],
        }),
    );
    run(felt, id, Command::Seating(SeatingCommand::HandForHandHand));
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::HandForHand { on: false }),
    );
    confirm_moves(felt, id);
    // A chip chop at three, 1,000 kept to play for.
    let left = seated(felt, id);
    assert_eq!(left.len(), 3, "three left for the deal");
    let proposal = felt
        .deal_proposal(id, DealKind::Chop, &[90_000, 60_000, 51_000], 1_000)
        .unwrap();
    run(
        felt,
        id,
        Command::Money(MoneyCommand::Deal {
            method: DealKind::Chop,
            players: proposal.players.clone(),
            amounts: proposal.amounts.clone(),
            play_for: 1_000,
            agreed: proposal.players.clone(),
        }),
    );
    clock.pass(10 * MIN);
    bust(felt, id, left[2], Some(left[0]));
    bust(felt, id, left[1], Some(left[0]));
    clock.pass(MIN);
    (
        id,
        "limit mixed rotation; lammers redeemed, a bust holding a lammer, the deadline; \
         rebuy, add-on, re-entry; chip race; busts with balancing and breaking; undo/redo; \
         pause/resume/add time; payouts locked; hand-for-hand busts with stacks; a chop \
         with play-for; a winner",
    )
}

const SHOOTOUT: &str = include_str!("../fixtures/golden-structures/razz-shootout.toml");

/// A two-round shootout of 16: tables won, the next round drawn, the final table played
/// down to its winner.
fn shootout(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let id = felt
        .create_event("golden-shootout.toml", SHOOTOUT)
        .unwrap()
        .id;
    register(felt, id, &NAMES[..16]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(7),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(30 * MIN);
    let tables = felt.field_view(id).unwrap().tables;
    for t in &tables {
        let winner = t.seats.iter().find_map(|s| s.player).unwrap();
        run(
            felt,
            id,
            Command::Seating(SeatingCommand::TableWon {
                table: t.table,
                players: vec![winner],
            }),
        );
    }
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::NextRound { seed: Some(9) }),
    );
    clock.pass(20 * MIN);
    let left = seated(felt, id);
    bust(felt, id, left[1], Some(left[0]));
    clock.pass(MIN);
    (
        id,
        "shootout of 16 in two rounds: tables won, next round drawn, a winner",
    )
}

const COUNTS: &str = include_str!("../fixtures/golden-structures/holdem-by-counts.toml");

/// An event run by the clock's counters alone: every clock action, counts up and down,
/// undo and redo.
fn counts_and_clock(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let id = felt.create_event("golden-counts.toml", COUNTS).unwrap().id;
    let adjust = |counter, delta| Command::Count(CountCommand::Adjust { counter, delta });
    run(felt, id, adjust(Counter::Entries, 45));
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(7 * MIN);
    run(felt, id, adjust(Counter::Players, -3));
    run(felt, id, Command::Clock(ClockAction::Pause));
    clock.pass(MIN);
    run(
        felt,
        id,
        Command::Clock(ClockAction::SetRemaining { ms: 10 * MIN }),
    );
    run(felt, id, Command::Clock(ClockAction::Resume));
    run(felt, id, Command::Clock(ClockAction::AddTime { ms: -MIN }));
    run(felt, id, Command::Clock(ClockAction::NextLevel));
    run(felt, id, Command::Clock(ClockAction::PreviousLevel));
    run(felt, id, Command::Clock(ClockAction::GoTo { period: 1 }));
    run(felt, id, adjust(Counter::Entries, 2));
    run(felt, id, Command::History(HistoryCommand::Undo));
    run(felt, id, Command::History(HistoryCommand::Undo));
    run(felt, id, Command::History(HistoryCommand::Redo));
    clock.pass(25 * MIN);
    run(felt, id, adjust(Counter::AddOns, 30));
    clock.pass(50 * MIN);
    run(felt, id, Command::Clock(ClockAction::Resume));
    clock.pass(5 * MIN);
    run(felt, id, adjust(Counter::Players, -10));
    run(felt, id, Command::Clock(ClockAction::EndDay));
    clock.pass(MIN);
    (
        id,
        "untracked event: counts, start, pause, set, resume, take time off, next, previous, \
         go to, undo, redo, an auto-pause level, end of day",
    )
}

/// A log damaged by a record written behind the engine's back (counts beyond the limit,
/// as a Felt before the limits could store), repaired by setting it aside, then played on.
fn set_aside(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let id = felt.create_event("golden-counts.toml", COUNTS).unwrap().id;
    let adjust = |counter, delta| Command::Count(CountCommand::Adjust { counter, delta });
    run(felt, id, adjust(Counter::Entries, 30));
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(3 * MIN);
    // The database beside the token file: write the bad record as an older Felt would.
    let token = felt.token_file();
    let db = token
        .to_string_lossy()
        .trim_end_matches(".token")
        .to_string();
    let conn = rusqlite::Connection::open(&db).unwrap();
    let bad = json!({"kind": "event", "event": {"type": "count_changed", "counter": "entries",
        "delta": i32::MAX, "counts": {"entries": i32::MAX, "players_left": i32::MAX, "add_ons": 0}}});
    conn.execute(
        "INSERT INTO log (event_id, at_ms, format, record) VALUES (?1, ?2, 1, ?3)",
        rusqlite::params![id, clock.now().0, bad.to_string()],
    )
    .unwrap();
    let seq = conn.last_insert_rowid() as u64;
    drop(conn);
    let damage = felt
        .event_view(id)
        .unwrap()
        .damage
        .expect("the record is damage");
    assert_eq!(damage.seq, seq);
    clock.pass(MIN);
    felt.set_aside(id, seq).unwrap();
    run(felt, id, adjust(Counter::Entries, 5));
    run(felt, id, adjust(Counter::Players, -4));
    run(felt, id, Command::History(HistoryCommand::Undo));
    clock.pass(2 * MIN);
    (
        id,
        "a damaged record (counts beyond the limit) set aside by the TD, then play goes on: \
         adjust, undo",
    )
}

const HOME: &str = include_str!("../fixtures/golden-structures/home-game-holdem.toml");

/// A home game of 10: a held seat, buttons recorded and won, levels moved by eliminations,
/// then a hard stop that places the rest by chips.
fn pko_split_pot(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let pko = felt::structures::template("pko").unwrap();
    let id = felt.create_event("pko.toml", pko).unwrap().id;
    register(felt, id, &NAMES[..4]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(5),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    bust_split(felt, id, 4, &[(1, 3), (2, 1)]);
    clock.pass(5 * MIN);
    bust(felt, id, 3, Some(2));
    clock.pass(5 * MIN);
    bust(felt, id, 2, Some(1));
    clock.pass(MIN);
    (
        id,
        "progressive knockout: a pot split 3:1 shares a head, two knockouts, the winner \
         collects their own head",
    )
}

/// Two flights of the flights template bag their chips; the day 2 carries the survivors
/// in (best stack kept for the player through both), is redrawn by chip count, starts and
/// has a bust.
fn day_two_of_flights(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let text = felt::structures::template("flights").unwrap();
    let mut flights = Vec::new();
    for (k, (names, out)) in [(&NAMES[..6], [6u32, 5]), (&NAMES[4..10], [1u32, 2])]
        .into_iter()
        .enumerate()
    {
        let flight = text.replace("Day 1A", if k == 0 { "Day 1A" } else { "Day 1B" });
        let id = felt.create_event("flights.toml", &flight).unwrap().id;
        register(felt, id, names);
        run(
            felt,
            id,
            Command::Seating(SeatingCommand::DrawSeats {
                seed: Some(11 + k as u64),
                held: vec![],
                reveal: None,
            }),
        );
        run(felt, id, Command::Clock(ClockAction::Start));
        clock.pass(30 * MIN);
        for p in out {
            bust(felt, id, p, None);
        }
        run(felt, id, Command::Clock(ClockAction::EndDay));
        let counts = (1..=6)
            .filter(|p| !out.contains(p))
            .map(|p| felt_core::field::decide::ChipCount {
                player: p,
                chips: 10_000 * u64::from(p) + 2_500 * k as u64,
            })
            .collect();
        run(
            felt,
            id,
            Command::Field(FieldCommand::RecordCounts { counts }),
        );
        flights.push(id);
    }
    clock.pass(12 * 60 * MIN);
    let day2 = felt
        .day_two(&felt::api::days::DayTwoRequest {
            flights,
            rule: felt_core::field::FlightRule::BestStack,
            name: None,
        })
        .unwrap()
        .id;
    run(
        felt,
        day2,
        Command::Seating(SeatingCommand::Redraw {
            seed: Some(21),
            rule: felt_core::field::RedrawRule::Chips,
        }),
    );
    run(felt, day2, Command::Clock(ClockAction::Start));
    clock.pass(10 * MIN);
    bust(felt, day2, 6, Some(1));
    (
        day2,
        "day 2 of two flights: survivors carried in (best stack), the combined field and \
         pool, a redraw by chip count, a bust on day 2",
    )
}

/// The mystery template: a knockout before the envelopes' level pays nothing; from it,
/// a knockout and a split pot each draw an envelope (seeded, the seed logged).
fn mystery_bounties(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let text = felt::structures::template("mystery").unwrap();
    let id = felt.create_event("mystery.toml", text).unwrap().id;
    register(felt, id, &NAMES[..5]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(9),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    bust(felt, id, 5, Some(1));
    let s = felt.structure(id).unwrap();
    let level_9 = s
        .periods
        .iter()
        .position(|p| matches!(p, felt_core::structure::Period::Level(l) if l.number == 9))
        .unwrap();
    run(
        felt,
        id,
        Command::Clock(ClockAction::GoTo { period: level_9 }),
    );
    clock.pass(5 * MIN);
    bust(felt, id, 4, Some(2));
    clock.pass(5 * MIN);
    bust_split(felt, id, 3, &[(1, 1), (2, 1)]);
    clock.pass(MIN);
    (
        id,
        "mystery bounties: a knockout before the envelopes' level pays nothing, a \
         knockout and a split pot from it each draw an envelope",
    )
}

fn home_game(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let id = felt.create_event("golden-home.toml", HOME).unwrap().id;
    register(felt, id, &NAMES[..10]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(3),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    let table = felt.field_view(id).unwrap().tables[0].table;
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::SetButton {
            table,
            seat: Some(1),
        }),
    );
    clock.pass(10 * MIN);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::HandWon {
            table,
            seats: vec![4],
        }),
    );
    for p in [10, 9, 8] {
        bust(felt, id, p, Some(1));
        confirm_moves(felt, id);
    }
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::SetButton { table, seat: None }),
    );
    clock.pass(60 * MIN);
    let counts = seated(felt, id)
        .into_iter()
        .enumerate()
        .map(|(i, player)| ChipCount {
            player,
            chips: 1000 + 500 * i as u64,
        })
        .collect();
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::HardStop { counts }),
    );
    clock.pass(MIN);
    (
        id,
        "home game: win-the-button, buttons set and unknown, eliminations move the levels, \
         a hard stop with chip counts",
    )
}

const SAVERS: &str = include_str!("../fixtures/golden-structures/savers-and-two-deals.toml");

/// A commitment made, undone and made again with another secret, then the draw that
/// reveals it (the records `draw_committed` and `seats_drawn` with `reveal`).
fn event_language(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    use felt_core::engine::RoomCommand;
    use felt_core::lang::Language;
    let id = felt
        .create_event("golden-language.toml", SAVERS)
        .unwrap()
        .id;
    register(felt, id, &NAMES[..6]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(7),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    let set = |lang| Command::Room(RoomCommand::SetLanguage { lang });
    run(felt, id, set(Some(Language::French)));
    clock.pass(2 * MIN);
    run(felt, id, set(Some(Language::German)));
    run(felt, id, Command::History(HistoryCommand::Undo));
    run(felt, id, set(None));
    run(felt, id, Command::History(HistoryCommand::Undo));
    bust(felt, id, 6, Some(1));
    (
        id,
        "6 players; the event's language set to French, then German (undone), then each browser's (undone): French stands; one bust",
    )
}

fn committed_draw(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    use felt_core::rules::seating::fair;
    let id = felt.create_event("golden-fair.toml", SAVERS).unwrap().id;
    register(felt, id, &NAMES[..12]);
    let first = fair::secret_from([0x11; 32]);
    let second = fair::secret_from([0x22; 32]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::CommitDraw {
            commitment: Some(fair::commitment(&first)),
        }),
    );
    run(felt, id, Command::History(HistoryCommand::Undo));
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::CommitDraw {
            commitment: Some(fair::commitment(&second)),
        }),
    );
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: None,
            held: vec![],
            reveal: Some(second),
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    bust(felt, id, 12, Some(1));
    (
        id,
        "12 players; a draw commitment undone and made again; the draw reveals the second secret; one bust",
    )
}

fn chip_counts(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    use felt_core::field::decide::ChipCount;
    let id = felt.create_event("golden-counts.toml", SAVERS).unwrap().id;
    register(felt, id, &NAMES[..8]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(8),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(30 * MIN);
    let counts = |list: &[(u32, u64)]| {
        Command::Field(FieldCommand::RecordCounts {
            counts: list
                .iter()
                .map(|&(player, chips)| ChipCount { player, chips })
                .collect(),
        })
    };
    run(felt, id, counts(&[(1, 12_000), (2, 8_000), (3, 10_500)]));
    clock.pass(MIN);
    run(felt, id, counts(&[(1, 13_500)]));
    bust(felt, id, 2, Some(1));
    run(felt, id, counts(&[(4, 9_000)]));
    run(felt, id, Command::History(HistoryCommand::Undo));
    (
        id,
        "8 players; chip counts recorded twice for one player (the last kept), a counted player busts; a count undone",
    )
}

fn chip_race_dealt(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    use felt_core::field::chips::RaceRecord;
    use felt_core::structure::RaceVariant;
    let id = felt.create_event("golden-race.toml", SAVERS).unwrap().id;
    register(felt, id, &NAMES[..6]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(6),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(20 * MIN);
    let mut race = RaceRecord {
        remove: 25,
        next: 100,
        variant: RaceVariant::Race,
        counts: vec![3, 1, 6, 2, 0, 5],
        others: vec![None, Some(0), None, None, None, None],
        seed: 20_261_126,
        received: vec![],
    };
    let dealt = race.deal_again().unwrap();
    race.received = dealt.seats.iter().map(|s| s.received()).collect();
    run(
        felt,
        id,
        Command::Field(FieldCommand::ChipRaceDone {
            table: 1,
            removed_value: dealt.value_before,
            added_value: dealt.value_after,
            race: Some(race),
        }),
    );
    (
        id,
        "6 players; a chip race the app dealt, recorded with its seed, its counts and what each seat received",
    )
}

/// Money records: a rebuy at a later price, a saver on the bubble, a chop keeping something
/// to play for, then a second deal for it, and a winner.
fn savers_and_two_deals(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let id = felt.create_event("golden-savers.toml", SAVERS).unwrap().id;
    register(felt, id, &NAMES[..10]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(5),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(21 * MIN);
    run(
        felt,
        id,
        Command::Field(FieldCommand::Purchase {
            player: 2,
            kind: BuyKind::Rebuy,
            stack: Some(0),
        }),
    );
    for p in [10, 9, 8, 7, 6] {
        bust(felt, id, p, Some(1));
        confirm_moves(felt, id);
    }
    let five = seated(felt, id);
    run(
        felt,
        id,
        Command::Money(MoneyCommand::Savers {
            amounts: vec![5_000],
            agreed: five.clone(),
        }),
    );
    bust(felt, id, five[4], Some(1));
    let four = seated(felt, id);
    let first = felt
        .deal_proposal(
            id,
            DealKind::Chop,
            &[40_000, 30_000, 20_000, 10_000],
            10_000,
        )
        .unwrap();
    run(
        felt,
        id,
        Command::Money(MoneyCommand::Deal {
            method: DealKind::Chop,
            players: first.players.clone(),
            amounts: first.amounts.clone(),
            play_for: first.play_for,
            agreed: four.clone(),
        }),
    );
    bust(felt, id, four[3], Some(four[0]));
    let three = seated(felt, id);
    let second = felt
        .deal_proposal(id, DealKind::Chop, &[50_000, 30_000, 20_000], 1_000)
        .unwrap();
    run(
        felt,
        id,
        Command::Money(MoneyCommand::Deal {
            method: DealKind::Chop,
            players: second.players.clone(),
            amounts: second.amounts.clone(),
            play_for: second.play_for,
            agreed: three.clone(),
        }),
    );
    clock.pass(5 * MIN);
    bust(felt, id, three[2], Some(three[0]));
    bust(felt, id, three[1], Some(three[0]));
    clock.pass(MIN);
    (
        id,
        "a rebuy at its later price, a saver on the bubble, a chop with play-for, a second \
         deal for what it kept, a winner",
    )
}

/// The check above can fail: a log whose records were renamed (as a careless rename of a
/// domain field would have written them) does not read: the event opens read-only at the
/// first such record, with the damage in words.
#[test]
fn a_log_with_a_renamed_field_is_caught() {
    let (header, mut records) = read_log(&fixtures().join(format!("{}.jsonl", SCENARIOS[0].0)));
    let bust = records
        .iter_mut()
        .find(|l| l["record"]["event"]["change"]["kind"] == "busted")
        .expect("the mixed event has busts");
    let change = bust["record"]["event"]["change"].as_object_mut().unwrap();
    let seat = change.remove("seat").unwrap();
    change.insert("chair".into(), seat);
    let line = bust.clone();
    assert!(rewritten_differently(&line).is_some_and(|d| d.contains("cannot be read")));
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("renamed.db");
    let id = load(&db, &header, &records);
    let felt = Felt::open(&db).unwrap();
    let damage = felt.event_view(id).unwrap().damage.expect("damaged");
    assert!(
        damage.problem.contains("missing field `seat`"),
        "{}",
        damage.problem
    );
}

/// The clock passes the lammer deadline with nobody at the desk, and the next action logs
/// it first (a record the clock made due); a player who owes a redemption busts again and
/// leaves (his lammers forfeited); a deal with an amount kept for 1st; the last bust names
/// the winner and the event is over.
fn deadline_by_clock(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let source = felt::structures::shipped("example-plo-lammers").unwrap();
    let id = felt
        .create_event("golden-deadline.toml", source)
        .unwrap()
        .id;
    register(felt, id, &NAMES[..8]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(77),
            held: Vec::new(),
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    // Player 2 busts holding both lammers (he owes one), then busts again: out.
    bust(felt, id, 2, None);
    clock.pass(MIN);
    bust(felt, id, 2, Some(1));
    run(
        felt,
        id,
        Command::Field(FieldCommand::RedeemLammers {
            player: 3,
            count: 1,
        }),
    );
    // Go to level 12, the last level to redeem, and let it run out: the next bust is
    // decided after the deadline was logged by itself.
    let period = felt.structure(id).unwrap().period_of_level(12).unwrap();
    run(felt, id, Command::Clock(ClockAction::GoTo { period }));
    clock.pass(21 * MIN);
    for p in [4, 5, 6, 7] {
        bust(felt, id, p, Some(1));
        clock.pass(2 * MIN);
    }
    let left = seated(felt, id);
    let proposal = felt
        .deal_proposal(id, DealKind::Chop, &[60_000, 40_000, 30_000], 1_000)
        .unwrap();
    run(
        felt,
        id,
        Command::Money(MoneyCommand::Deal {
            method: DealKind::Chop,
            players: proposal.players.clone(),
            amounts: proposal.amounts.clone(),
            play_for: proposal.play_for,
            agreed: proposal.players.clone(),
        }),
    );
    clock.pass(5 * MIN);
    bust(felt, id, left[2], Some(left[0]));
    bust(felt, id, left[1], Some(left[0]));
    clock.pass(30 * MIN);
    (
        id,
        "the lammer deadline logged by the clock before the next action, a second bust \
         while owing a redemption (lammers forfeited), a deal rounded to the increment with \
         an amount kept for 1st, and the last bust ending the event",
    )
}

/// A running event's structure changed at the desk: the level in play made longer, a level
/// added before a later one (renumbering it and the lammer deadline), a break added at the
/// end, a later level's stakes changed, an unscheduled break now, and one change undone.
fn structure_changes(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let source = felt::structures::shipped("example-plo-lammers").unwrap();
    let id = felt
        .create_event("golden-structure.toml", source)
        .unwrap()
        .id;
    register(felt, id, &NAMES[..6]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(31),
            held: Vec::new(),
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    let change = |c: StructureCommand| run(felt, id, Command::Structure(c));
    change(StructureCommand::PeriodMinutes {
        period: 0,
        minutes: 30,
    });
    change(StructureCommand::AddLevel {
        before: Some(3),
        game: None,
        stakes: "60/120".into(),
        ante: None,
        bring_in: None,
        minutes: Some(15),
    });
    change(StructureCommand::AddBreak {
        before: None,
        minutes: 20,
    });
    change(StructureCommand::EditLevel {
        period: 6,
        game: None,
        stakes: "175/350".into(),
        ante: None,
        bring_in: None,
        minutes: None,
    });
    run(felt, id, Command::History(HistoryCommand::Undo));
    clock.pass(10 * MIN);
    change(StructureCommand::BreakNow { minutes: 10 });
    clock.pass(4 * MIN);
    (
        id,
        "a running event's structure changed: the level in play longer, a level added before a \
         later one (renumbered, the lammer deadline following), a break added at the end, a \
         later level's stakes changed and undone, an unscheduled break now",
    )
}

/// A level inserted with renumbering moves the lammer deadline and the rebuy window one
/// level on, in the field's copies of those rules too: a late registration undone (the
/// field folded again) keeps them moved, and a rebuy in level 4 (the old level 3) is sold.
fn renumbered_rules(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let source = r#"
name = "Golden Renumbered Rules"
starting_stack = 10000
table_size = 9
level_minutes = 20
[lammers]
per_entry = 1
value = 5000
redeem_by_end_of_level = 3
[rebuy]
chips = 10000
price = 100
from_level = 1
until_end_of_level = 3
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100"
[[levels]]
stakes = "75/150"
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "150/300"
"#;
    let id = felt
        .create_event("golden-renumbered.toml", source)
        .unwrap()
        .id;
    register(felt, id, &NAMES[..5]);
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(41),
            held: Vec::new(),
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(5 * MIN);
    run(
        felt,
        id,
        Command::Structure(StructureCommand::AddLevel {
            before: Some(2),
            game: None,
            stakes: "40/80".into(),
            ante: None,
            bring_in: None,
            minutes: Some(20),
        }),
    );
    run(
        felt,
        id,
        Command::Field(FieldCommand::Register {
            name: "Late Lena".into(),
            number: None,
            seed: Some(77),
            ticket: None,
        }),
    );
    run(felt, id, Command::History(HistoryCommand::Undo));
    // Level 4 (the old level 3), the last one of the rebuy window now.
    clock.pass(60 * MIN);
    run(
        felt,
        id,
        Command::Field(FieldCommand::Purchase {
            player: 1,
            kind: BuyKind::Rebuy,
            stack: None,
        }),
    );
    clock.pass(MIN);
    (
        id,
        "a level inserted before level 2 with renumbering: the lammer deadline and the rebuy \
         window move one level on (levels 3 to 4), a late registration undone keeps them \
         moved, and a rebuy in level 4 is sold",
    )
}

/// The structure runs out and says to double: Felt adds the next level when the last one
/// begins; the TD undoes one (it is not added again by itself), redoes it, and adds one.
fn structure_runs_out(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let source = r#"
name = "Golden Runs Out"
starting_stack = 5000
table_size = 9
level_minutes = 10
after_last = "double"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[chips]]
value = 25
color = "green"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100/100"
"#;
    let id = felt
        .create_event("golden-runs-out.toml", source)
        .unwrap()
        .id;
    register(felt, id, &NAMES[..4]);
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(11 * MIN);
    // The last level began: the next one is logged before the TD's command.
    assert_eq!(felt.apply_due(id).unwrap(), 1);
    run(felt, id, Command::History(HistoryCommand::Undo));
    assert_eq!(
        felt.apply_due(id).unwrap(),
        0,
        "undone: not added again by itself"
    );
    run(felt, id, Command::History(HistoryCommand::Redo));
    clock.pass(10 * MIN);
    assert_eq!(felt.apply_due(id).unwrap(), 1);
    run(felt, id, Command::Structure(StructureCommand::Extend));
    clock.pass(3 * MIN);
    (
        id,
        "the structure runs out and says to double: the next level added by itself when the \
         last one begins, one undone (not added again) and redone, one added by the TD",
    )
}

/// A sign-up sheet registered in one action before the draw, a late list seated from its
/// seeds after it (one player opening a new table), the late list undone and redone.
fn register_lists(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let nlhe = felt::structures::shipped("example-nlhe-bba").unwrap();
    let id = felt.create_event("nlhe.toml", nlhe).unwrap().id;
    let list = |names: &[&str], from: usize| {
        names
            .iter()
            .enumerate()
            .map(|(i, n)| felt_core::field::NewPlayer {
                name: n.to_string(),
                number: (i % 2 == 0).then(|| format!("{}", from + i)),
            })
            .collect::<Vec<_>>()
    };
    let first: Vec<&str> = NAMES.iter().copied().take(9).collect();
    run(
        felt,
        id,
        Command::Field(FieldCommand::RegisterMany {
            players: list(&first, 100),
            seed: None,
        }),
    );
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(11),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    clock.pass(3 * MIN);
    let late: Vec<String> = (1..=3).map(|i| format!("Late Player {i}")).collect();
    let late: Vec<&str> = late.iter().map(String::as_str).collect();
    run(
        felt,
        id,
        Command::Field(FieldCommand::RegisterMany {
            players: list(&late, 200),
            seed: Some(77),
        }),
    );
    clock.pass(MIN);
    run(felt, id, Command::History(HistoryCommand::Undo));
    run(felt, id, Command::History(HistoryCommand::Redo));
    clock.pass(MIN);
    (
        id,
        "a list of nine registered in one action, the draw, a late list of three seated from \
         its seeds (a second table opened), undone and redone as one",
    )
}

/// Thirty players at four tables; twelve busts before the floor asks for the moves, so
/// that two tables break in one plan and their players go only to the tables that stay.
fn tables_break_together(felt: &Felt, clock: &HandClock) -> (i64, &'static str) {
    let nlhe = felt::structures::shipped("example-nlhe-bba").unwrap();
    let id = felt.create_event("nlhe.toml", nlhe).unwrap().id;
    let players = (1..=30)
        .map(|i| felt_core::field::NewPlayer {
            name: format!("Player {i}"),
            number: None,
        })
        .collect();
    run(
        felt,
        id,
        Command::Field(FieldCommand::RegisterMany {
            players,
            seed: None,
        }),
    );
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(34),
            held: vec![],
            reveal: None,
        }),
    );
    run(felt, id, Command::Clock(ClockAction::Start));
    for player in 1..=12 {
        clock.pass(MIN);
        run(
            felt,
            id,
            Command::Field(FieldCommand::Bust {
                player,
                same_hand: false,
                stack: None,
                by: None,
                split: vec![],
            }),
        );
    }
    let plan = felt.field_view(id).unwrap().pending;
    assert!(plan.broken_tables.len() >= 2, "{plan:?}");
    run(
        felt,
        id,
        Command::Seating(SeatingCommand::ConfirmMoves {
            seed: plan.seed,
            moves: plan.as_proposed(),
        }),
    );
    clock.pass(MIN);
    (
        id,
        "thirty players drawn at four tables, twelve busts before the moves are asked for, \
         and the plan that breaks two tables at once confirmed as proposed",
    )
}
