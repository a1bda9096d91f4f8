//! Embedded, ordered schema migrations.
//!
//! `PRAGMA user_version` holds the number of migrations applied (the schema version). All
//! pending migrations run in one immediate transaction, so a crash mid-way leaves the old
//! schema intact; before a database that holds events is upgraded, a copy of it is kept
//! beside it (`felt.db.schema-2.bak`), so going back to the older Felt stays possible.

use super::StoreError;
use rusqlite::{Connection, TransactionBehavior};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Each entry moves the schema from version i to i + 1. Append only; never edit.
const MIGRATIONS: &[&str] = &[
    // 1: events, their append-only logs, installation settings.
    "CREATE TABLE events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        created_at_ms INTEGER NOT NULL
     );
     CREATE TABLE log (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id INTEGER NOT NULL REFERENCES events(id),
        at_ms INTEGER NOT NULL,
        record TEXT NOT NULL
     );
     CREATE INDEX log_by_event ON log (event_id, seq);
     CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);",
    // 2: players known to this installation, remembered across events.
    "CREATE TABLE people (
        key TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        number TEXT,
        events INTEGER NOT NULL,
        last_event INTEGER NOT NULL,
        last_seen_ms INTEGER NOT NULL
     );",
    // 3: each log record names its stored format (felt_core::log); records written
    //    before this are format 1.
    "ALTER TABLE log ADD COLUMN format INTEGER NOT NULL DEFAULT 1;",
    // 4: the house library of structures (drafts the TD edits; not part of any event's
    //    log: an event keeps the text it was created from).
    "CREATE TABLE library (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        source TEXT NOT NULL,
        updated_at_ms INTEGER NOT NULL
     );",
    // 5: an event can be archived (kept, out of the console's list) by the TD.
    "ALTER TABLE events ADD COLUMN archived_at_ms INTEGER;",
    // 6: devices paired over the LAN, each with a token of limited scope kept as its
    //    hash, and the one-time pairing codes the console shows as a QR code.
    "CREATE TABLE devices (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        scope TEXT NOT NULL,
        event_id INTEGER NOT NULL,
        table_no INTEGER,
        token_sha256 TEXT NOT NULL UNIQUE,
        created_at_ms INTEGER NOT NULL,
        last_used_at_ms INTEGER,
        revoked_at_ms INTEGER
     );
     CREATE TABLE pairings (
        code_sha256 TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        scope TEXT NOT NULL,
        event_id INTEGER NOT NULL,
        table_no INTEGER,
        expires_at_ms INTEGER NOT NULL
     );",
    // 7: each log record carries the hash that chains it to the one before it
    //    (felt_core::log::chain); the records already there are chained as they stand
    //    when the database is upgraded (see `chain_existing`).
    "ALTER TABLE log ADD COLUMN hash TEXT;",
    // 8: a record sent by a paired device names it (it is part of the record's hash), and
    //    reports from the tables can wait for the desk: each waiting report is kept here
    //    with the device that sent it until the TD applies or declines it.
    "ALTER TABLE log ADD COLUMN sent_by TEXT;
     CREATE TABLE reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id INTEGER NOT NULL,
        device_id INTEGER NOT NULL,
        device TEXT NOT NULL,
        command TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        state TEXT NOT NULL,
        decided_at_ms INTEGER,
        seq INTEGER,
        note TEXT
     );
     CREATE INDEX reports_by_event ON reports (event_id, id);",
    // 9: slides for the displays: images the TD uploads, for every event.
    "CREATE TABLE slides (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        mime TEXT NOT NULL,
        bytes BLOB NOT NULL,
        sha256 TEXT NOT NULL,
        added_at_ms INTEGER NOT NULL
     );",
    // 10: dealer's-choice nights: each night's append-only log of actions
    //     (`felt_core::night::NightAction` as JSON, or an undo of an earlier record).
    "CREATE TABLE nights (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        title TEXT NOT NULL,
        created_at_ms INTEGER NOT NULL
     );
     CREATE TABLE night_log (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        night_id INTEGER NOT NULL REFERENCES nights(id),
        at_ms INTEGER NOT NULL,
        record TEXT NOT NULL,
        sent_by TEXT
     );
     CREATE INDEX night_log_by_night ON night_log (night_id, seq);",
    // 11: series: a name, its scoring rule (JSON of
    //     `felt_core::rules::series::SeriesRule`) and the events it groups.
    "CREATE TABLE series (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        rule TEXT NOT NULL,
        created_at_ms INTEGER NOT NULL
     );
     CREATE TABLE series_events (
        series_id INTEGER NOT NULL REFERENCES series(id),
        event_id INTEGER NOT NULL,
        added_at_ms INTEGER NOT NULL,
        PRIMARY KEY (series_id, event_id)
     );",
    // 12: the player register, shared by every event: one row per person,
    //     with the name keys (`felt_core::field::names::name_key`) that are theirs, so
    //     every spelling an event registered, and every spelling merged in, finds them.
    //     The players remembered by migration 2 become its first rows.
    "CREATE TABLE players (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        nickname TEXT,
        number TEXT,
        club TEXT,
        notes TEXT,
        events INTEGER NOT NULL DEFAULT 0,
        last_event INTEGER NOT NULL DEFAULT 0,
        last_seen_ms INTEGER NOT NULL DEFAULT 0,
        created_at_ms INTEGER NOT NULL,
        merged_into INTEGER REFERENCES players(id)
     );
     CREATE TABLE player_names (
        key TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id)
     );
     CREATE INDEX player_names_by_player ON player_names (player_id);
     INSERT INTO players (name, number, events, last_event, last_seen_ms, created_at_ms)
        SELECT name, number, events, last_event, last_seen_ms, last_seen_ms
        FROM people ORDER BY last_seen_ms, key;
     INSERT INTO player_names (key, player_id)
        SELECT people.key, players.id FROM people JOIN players ON players.name = people.name;
     DROP TABLE people;",
    // 13: each event's checkpoint: its state folded to log position `seq`,
    //     with that record's chain hash and the build's checkpoint format. Derived from the
    //     log and read only while both still match (`felt_core::log::checkpoint`).
    "CREATE TABLE checkpoints (
        event_id INTEGER PRIMARY KEY,
        seq INTEGER NOT NULL,
        hash TEXT NOT NULL,
        format TEXT NOT NULL,
        state BLOB NOT NULL,
        written_at_ms INTEGER NOT NULL
     );",
    // 14: logs may carry checkpoint seals (`checkpoint_sealed` records), which an older
    //     Felt would read as damage: this version makes it refuse the database instead.
    //     The records a paired device sent are found by an index of their own (a restart
    //     reads them).
    "CREATE INDEX log_sent_by ON log (event_id, seq) WHERE sent_by IS NOT NULL;",
];

/// The migration that adds the hash chain: records written before it get their hashes
/// when it runs, in the same transaction.
const CHAIN_MIGRATION: i64 = 7;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

pub(super) fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let before: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if before > 0 && before < SCHEMA_VERSION {
        keep_a_copy(conn, path, before)?;
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let found: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if found > SCHEMA_VERSION {
        return Err(StoreError::TooNew {
            path: path.to_path_buf(),
            found,
            known: SCHEMA_VERSION,
        });
    }
    for sql in &MIGRATIONS[found as usize..] {
        tx.execute_batch(sql)?;
    }
    if found < CHAIN_MIGRATION {
        chain_existing(&tx)?;
    }
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    tx.commit()?;
    Ok(())
}

/// Chains every record already in the log, each event on its own, oldest first: from
/// the upgrade on, a change to any of them shows.
fn chain_existing(conn: &Connection) -> Result<(), StoreError> {
    let rows: Vec<(i64, i64, i64, u32, String)> = {
        let mut stmt = conn.prepare(
            "SELECT event_id, seq, at_ms, format, record FROM log ORDER BY event_id, seq",
        )?;
        stmt.query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?
        .collect::<Result<_, _>>()?
    };
    let mut update = conn.prepare("UPDATE log SET hash = ?2 WHERE seq = ?1")?;
    let mut event = None;
    let mut prev = felt_core::log::chain::GENESIS.to_string();
    for (event_id, seq, at, format, record) in rows {
        if event != Some(event_id) {
            event = Some(event_id);
            prev = felt_core::log::chain::GENESIS.to_string();
        }
        prev = felt_core::log::chain::link(&prev, at, format, &record);
        update.execute(rusqlite::params![seq, prev])?;
    }
    Ok(())
}

/// Writes a consistent copy of the database before an upgrade, next to it, named after
/// the schema it holds; an existing copy of that schema is kept, not overwritten.
fn keep_a_copy(conn: &Connection, path: &Path, version: i64) -> Result<PathBuf, StoreError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "felt.db".into());
    let mut copy = path.with_file_name(format!("{name}.schema-{version}.bak"));
    let mut n = 1;
    while copy.exists() {
        n += 1;
        copy = path.with_file_name(format!("{name}.schema-{version}.{n}.bak"));
    }
    // VACUUM INTO writes a complete, consistent database file (WAL contents included).
    conn.execute("VACUUM INTO ?1", [copy.to_string_lossy()])
        .map_err(|source| StoreError::Backup {
            path: path.to_path_buf(),
            source,
        })?;
    Ok(copy)
}

/// The tables and columns a database of schema `version` has, from the migrations
/// themselves run on an empty database in memory: what a restored file is held to.
pub(super) fn schema_at(
    version: i64,
) -> Result<
    std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>,
    rusqlite::Error,
> {
    let conn = Connection::open_in_memory()?;
    let upto = usize::try_from(version.clamp(0, SCHEMA_VERSION)).unwrap_or(0);
    for sql in &MIGRATIONS[..upto] {
        conn.execute_batch(sql)?;
    }
    schema(&conn)
}

/// Each table of the database and its columns, with their declared types.
pub(super) fn schema(
    conn: &Connection,
) -> Result<BTreeMap<String, BTreeMap<String, String>>, rusqlite::Error> {
    let tables: Vec<String> = conn
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut out = BTreeMap::new();
    for t in tables {
        let columns: BTreeMap<String, String> = conn
            .prepare("SELECT name, type FROM pragma_table_info(?1)")?
            .query_map([&t], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        out.insert(t, columns);
    }
    Ok(out)
}
