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
use felt_core::lang::Phrase;
use rusqlite::backup::NO_PROGRESS;
use rusqlite::{Connection, MAIN_DB, OpenFlags};
use std::collections::BTreeMap;
use std::path::Path;

/// A file written by a newer Felt than this one, in words naming it.
fn newer(name: &str, version: i64) -> Phrase {
    Phrase::new("refusal-api-restore-newer")
        .text("name", name)
        .text("version", version.to_string())
        .text("known", migrations::SCHEMA_VERSION.to_string())
}

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
    pub fn stage(src: &Path, dest: &Path, links: Links) -> Result<(), Phrase> {
        let name = src.display().to_string();
        let said = |id: &'static str, why: &dyn std::fmt::Display| {
            Phrase::new(id)
                .text("name", name.clone())
                .text("why", why.to_string())
        };
        let mut flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if links == Links::Refuse {
            flags |= OpenFlags::SQLITE_OPEN_NOFOLLOW;
        }
        let conn = Connection::open_with_flags(src, flags)
            .map_err(|e| said("refusal-api-restore-cannot-open", &e))?;
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(|e| said("refusal-api-restore-not-database", &e))?;
        if version > migrations::SCHEMA_VERSION {
            return Err(newer(&name, version));
        }
        conn.backup(MAIN_DB, dest, NO_PROGRESS)
            .map_err(|e| said("refusal-api-restore-unreadable-whole", &e))
    }

    /// Proves that the file at `path` (a staged copy: it is brought up to this schema in
    /// place) is a whole Felt database; what it holds, or what is wrong with it in words
    /// naming `name` (the file the TD gave).
    pub fn prove(path: &Path, name: &str) -> Result<Proved, Phrase> {
        let said = |id: &'static str, why: &dyn std::fmt::Display| {
            Phrase::new(id)
                .text("name", name)
                .text("why", why.to_string())
        };
        {
            let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
                .map_err(|e| said("refusal-api-restore-cannot-open", &e))?;
            let check: String = conn
                .query_row("PRAGMA integrity_check(1)", [], |r| r.get(0))
                .map_err(|e| said("refusal-api-restore-not-database", &e))?;
            if check != "ok" {
                return Err(said("refusal-api-restore-damaged", &check));
            }
            let version: i64 = conn
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(|e| said("refusal-api-restore-unreadable", &e))?;
            if version == 0 {
                return Err(Phrase::new("refusal-api-restore-no-version").text("name", name));
            }
            if version > migrations::SCHEMA_VERSION {
                return Err(newer(name, version));
            }
            // The schema its version names, before anything is brought up to date: a
            // file that only claims a version is told apart from one that has it.
            let want = migrations::schema_at(version).map_err(|e| {
                Phrase::new("refusal-api-restore-schema-of")
                    .text("version", version.to_string())
                    .text("why", e.to_string())
            })?;
            missing(
                &migrations::schema(&conn)
                    .map_err(|e| said("refusal-api-restore-unreadable", &e))?,
                &want,
            )
            .map_or(Ok(()), |gap| {
                Err(Phrase::new("refusal-api-restore-not-whole-at")
                    .text("name", name)
                    .text("version", version.to_string())
                    .phrase("gap", gap))
            })?;
        }
        let store = Store::open(path).map_err(|e| said("refusal-api-restore-migrate", &e))?;
        let want = migrations::schema_at(migrations::SCHEMA_VERSION)
            .map_err(|e| Phrase::new("refusal-api-restore-schema").text("why", e.to_string()))?;
        let have = migrations::schema(&store.conn)
            .map_err(|e| said("refusal-api-restore-unreadable", &e))?;
        if let Some(gap) = missing(&have, &want) {
            return Err(Phrase::new("refusal-api-restore-not-whole")
                .text("name", name)
                .phrase("gap", gap));
        }
        let events = store
            .events()
            .map_err(|e| said("refusal-api-restore-events", &e))?;
        let mut records = 0;
        for e in &events {
            let log = store.stored_log(e.id).map_err(|err| {
                said("refusal-api-restore-log", &err).text("id", e.id.to_string())
            })?;
            records += log.len();
            let report = super::verify_chain(&log);
            if !report.intact {
                return Err(said("refusal-api-restore-log-broken", &report.text)
                    .text("id", e.id.to_string())
                    .text("event", e.name.clone()));
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
) -> Option<Phrase> {
    for (table, columns) in want {
        let Some(found) = have.get(table) else {
            return Some(Phrase::new("refusal-api-restore-gap-table").text("table", table.clone()));
        };
        for (column, kind) in columns {
            match found.get(column) {
                None => {
                    return Some(
                        Phrase::new("refusal-api-restore-gap-column")
                            .text("table", table.clone())
                            .text("column", column.clone()),
                    );
                }
                Some(k) if !k.eq_ignore_ascii_case(kind) => {
                    return Some(
                        Phrase::new("refusal-api-restore-gap-type")
                            .text("table", table.clone())
                            .text("column", column.clone())
                            .text("found", k.clone())
                            .text("kind", kind.clone()),
                    );
                }
                Some(_) => {}
            }
        }
    }
    None
}
