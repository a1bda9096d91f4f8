//! Whole-database copies with SQLite's online backup API: a backup taken while the room
//! plays (the readers and the writer go on), and a restore over the live database.
//!
//! A restore never copies a file it has not proved first: the file is copied (as of one
//! instant, links refused where asked) into a staging file of Felt's own, and that copy
//! must be a whole Felt database ([`Store::prove`]: SQLite's integrity check, a schema
//! version this Felt knows, brought up to this version, every table and column of it, every
//! event's log chain whole). Only the proved copy replaces the live database, in one
//! transaction of SQLite's backup API.

use super::{Store, StoreError, migrations};
use rusqlite::backup::NO_PROGRESS;
use rusqlite::{Connection, MAIN_DB, OpenFlags};
use std::collections::BTreeMap;
use std::path::Path;

/// What a proved database holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proved {
    /// Its events.
    pub events: usize,
    /// Its log records, all events together.
    pub records: usize,
}

/// Whether a file may be reached through a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Links {
    /// A file the TD named (another machine's database): its link is followed.
    Follow,
    /// A file in the backups folder: a link is refused, never opened.
    Refuse,
}

/// Whether setting `key` holds a secret: the TD token's hash (or an old plain token) and
/// the fair draw's secrets. Left out of `felt report`, and removed from its copy of the
/// database.
pub fn is_secret_setting(key: &str) -> bool {
    key.starts_with("td_token") || key.starts_with("draw-secret:")
}

impl Store {
    /// Every setting of this installation, in key order (secrets too: the caller leaves
    /// them out where they must not go, [`is_secret_setting`]).
    pub fn settings(&self) -> Result<Vec<(String, String)>, StoreError> {
        let mut q = self
            .conn
            .prepare("SELECT key, value FROM settings ORDER BY key")?;
        let rows = q.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Removes every secret from the database copy at `path` (never the live one): the
    /// secret settings, each device's token hash (replaced by a mark no token can
    /// match), the pairing codes waiting to be claimed; then rewrites the file so that no
    /// page still holds what was removed. The events' logs stay whole.
    pub fn scrub_secrets(path: &Path) -> Result<(), StoreError> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NOFOLLOW,
        )?;
        let secret: Vec<String> = {
            let mut q = conn.prepare("SELECT key FROM settings")?;
            let keys = q.query_map([], |r| r.get::<_, String>(0))?;
            keys.collect::<Result<Vec<_>, _>>()?
                .into_iter()
                .filter(|k| is_secret_setting(k))
                .collect()
        };
        for key in &secret {
            conn.execute("DELETE FROM settings WHERE key = ?1", [key])?;
        }
        conn.execute_batch(
            "UPDATE devices SET token_sha256 = 'removed-' || id;
             DELETE FROM pairings;
             VACUUM;",
        )?;
        Ok(())
    }

    /// Copies the whole database, as of one instant, into the file at `dest` (which may
    /// exist empty, made owner-only by the caller).
    pub fn backup_to(&self, dest: &Path) -> Result<(), StoreError> {
        self.conn
            .backup(MAIN_DB, dest, NO_PROGRESS)
            .map_err(|source| StoreError::Backup {
                path: dest.to_path_buf(),
                source,
            })
    }

    /// Replaces the whole database with the one at `src`, which must have been proved
    /// ([`Store::prove`]) and be this schema's: SQLite's backup API writes the pages in
    /// one transaction of the live database, so a failure leaves it as it was.
    pub fn restore_from(&mut self, src: &Path) -> Result<(), StoreError> {
        self.conn.restore(MAIN_DB, src, NO_PROGRESS)?;
        let path = self.path.clone();
        migrations::migrate(&mut self.conn, &path)
    }

    /// Copies the database file at `src` into `dest` (a staging file of Felt's own, made
    /// owner-only by the caller), as of one instant. In words when it cannot be read.
    pub fn stage(src: &Path, dest: &Path, links: Links) -> Result<(), String> {
        let name = src.display();
        let mut flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if links == Links::Refuse {
            flags |= OpenFlags::SQLITE_OPEN_NOFOLLOW;
        }
        let conn = Connection::open_with_flags(src, flags)
            .map_err(|e| format!("{name} cannot be opened: {e}"))?;
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(|e| format!("{name} is not a database: {e}"))?;
        if version > migrations::SCHEMA_VERSION {
            return Err(format!(
                "{name} was written by a newer Felt (schema {version}; this Felt knows up to {}): update Felt first",
                migrations::SCHEMA_VERSION
            ));
        }
        conn.backup(MAIN_DB, dest, NO_PROGRESS)
            .map_err(|e| format!("{name} cannot be read whole: {e}"))
    }

    /// Proves that the file at `path` (a staged copy: it is brought up to this schema in
    /// place) is a whole Felt database; what it holds, or what is wrong with it in words
    /// naming `name` (the file the TD gave).
    pub fn prove(path: &Path, name: &str) -> Result<Proved, String> {
        {
            let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
                .map_err(|e| format!("{name} cannot be opened: {e}"))?;
            let check: String = conn
                .query_row("PRAGMA integrity_check(1)", [], |r| r.get(0))
                .map_err(|e| format!("{name} is not a database: {e}"))?;
            if check != "ok" {
                return Err(format!("{name} is damaged: {check}"));
            }
            let version: i64 = conn
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(|e| format!("{name} cannot be read: {e}"))?;
            if version == 0 {
                return Err(format!(
                    "{name} is not a Felt database (it has no Felt schema version)"
                ));
            }
            if version > migrations::SCHEMA_VERSION {
                return Err(format!(
                    "{name} was written by a newer Felt (schema {version}; this Felt knows up to {}): update Felt first",
                    migrations::SCHEMA_VERSION
                ));
            }
            // The schema its version names, before anything is brought up to date: a
            // file that only claims a version is told apart from one that has it.
            let want = migrations::schema_at(version)
                .map_err(|e| format!("Felt cannot describe its schema {version}: {e}"))?;
            missing(
                &migrations::schema(&conn).map_err(|e| format!("{name} cannot be read: {e}"))?,
                &want,
            )
            .map_or(Ok(()), |gap| {
                Err(format!(
                    "{name} is not a whole Felt database (schema {version}): {gap}"
                ))
            })?;
        }
        let store = Store::open(path)
            .map_err(|e| format!("{name} cannot be brought up to this Felt's schema: {e}"))?;
        let want = migrations::schema_at(migrations::SCHEMA_VERSION)
            .map_err(|e| format!("Felt cannot describe its schema: {e}"))?;
        let have =
            migrations::schema(&store.conn).map_err(|e| format!("{name} cannot be read: {e}"))?;
        if let Some(gap) = missing(&have, &want) {
            return Err(format!("{name} is not a whole Felt database: {gap}"));
        }
        let events = store
            .events()
            .map_err(|e| format!("{name}: its events cannot be read: {e}"))?;
        let mut records = 0;
        for e in &events {
            let log = store.stored_log(e.id).map_err(|err| {
                format!("{name}: the log of event #{} cannot be read: {err}", e.id)
            })?;
            records += log.len();
            let report = super::verify_chain(&log);
            if !report.intact {
                return Err(format!(
                    "{name}: the log of event #{} ({}) is not whole: {}",
                    e.id, e.name, report.text
                ));
            }
        }
        Ok(Proved {
            events: events.len(),
            records,
        })
    }
}

/// The first table or column of `want` that `have` lacks (or has with another type), in
/// words; None when it has them all.
fn missing(
    have: &BTreeMap<String, BTreeMap<String, String>>,
    want: &BTreeMap<String, BTreeMap<String, String>>,
) -> Option<String> {
    for (table, columns) in want {
        let Some(found) = have.get(table) else {
            return Some(format!("it has no table {table}"));
        };
        for (column, kind) in columns {
            match found.get(column) {
                None => return Some(format!("its table {table} has no column {column}")),
                Some(k) if !k.eq_ignore_ascii_case(kind) => {
                    return Some(format!(
                        "its column {table}.{column} is {k}, where Felt writes {kind}"
                    ));
                }
                Some(_) => {}
            }
        }
    }
    None
}
