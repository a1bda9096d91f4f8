//! Embedded, ordered schema migrations.
//!
//! `PRAGMA user_version` holds the number of migrations applied. All pending migrations
//! run in one immediate transaction, so a crash mid-way leaves the old schema intact.

use super::StoreError;
use rusqlite::{Connection, TransactionBehavior};
use std::path::Path;

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
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

pub(super) fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
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
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    tx.commit()?;
    Ok(())
}
