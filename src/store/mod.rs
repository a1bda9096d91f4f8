//! The SQLite store: one database file per installation, holding every event's
//! append-only log of TD actions.
//!
//! The store only reads and writes records; it never decides whether an action is
//! allowed (that is the engine's job). Schema changes are embedded migrations applied in
//! one immediate transaction, and a database written by a newer Felt is refused.

mod archive;
mod backup;
mod checkpoints;
mod devices;
mod library;
mod migrations;
mod nights;
mod players;
mod reports;
mod series;
mod slides;

use felt_core::UtcMs;
use felt_core::engine::{Event, LogEntry, Record};
use felt_core::field::FieldEvent;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use std::path::{Path, PathBuf};
use std::time::Duration;
use thiserror::Error;

pub use archive::{ExportSeal, StoredRecord, verify_chain, verify_export};
pub use backup::{Links, Proved, is_secret_setting};
pub use checkpoints::Checkpoint;
pub use devices::{DeviceRow, PairingRow};
pub use library::LibraryRow;
pub use migrations::SCHEMA_VERSION;
pub use nights::{NightRecordRow, NightRow};
pub use players::{PlayerFields, PlayerRow};
pub use reports::ReportRow;
pub use series::SeriesRow;
pub use slides::SlideRow;

/// A storage failure.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot open the database {path}: {source}")]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error(
        "the database {path} was written by a newer Felt (schema {found}; this Felt knows up to {known}); update Felt"
    )]
    TooNew {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("record #{seq} of the log cannot be read: {source}")]
    BadRecord {
        seq: u64,
        source: felt_core::log::LogError,
    },
    #[error("cannot keep a copy of {path} before upgrading it: {source}")]
    Backup {
        path: PathBuf,
        source: rusqlite::Error,
    },
}

/// One event (tournament) in the database.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EventRow {
    pub id: i64,
    pub name: String,
    pub created_at: UtcMs,
    /// When the TD archived it; None while it is in the list.
    pub archived_at: Option<UtcMs>,
}

/// An open database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && !dir.exists()
        {
            // A folder Felt makes is the TD's alone (0700): the room's log is private. When
            // it cannot be made, opening the database below says why.
            if let Err(e) = crate::private::dir(dir) {
                tracing::warn!("the data folder {} cannot be made: {e}", dir.display());
            }
        }
        let open_err = |source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        };
        let mut conn = Connection::open(path).map_err(open_err)?;
        // Another process (the CLI beside a running server) may hold the write lock for a
        // moment: wait for it rather than fail.
        conn.busy_timeout(Duration::from_secs(10))
            .map_err(open_err)?;
        // WAL: readers never block the writer, so displays keep reading while the TD writes.
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(open_err)?;
        // FULL: in WAL mode, NORMAL can lose the last commits on power loss; an acknowledged
        // TD action must survive a power cut, so every commit is synced before it returns.
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(open_err)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(open_err)?;
        migrations::migrate(&mut conn, path)?;
        // The database and its WAL files are readable by their owner only (0600).
        for suffix in ["", "-wal", "-shm"] {
            let mut p = path.as_os_str().to_owned();
            p.push(suffix);
            owner_only(Path::new(&p));
        }
        Ok(Store {
            conn,
            path: path.to_path_buf(),
        })
    }

    /// Where the database lives.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes every commit the write-ahead log holds into the database file and empties
    /// the log (`wal_checkpoint(TRUNCATE)`), so that the database file alone is the whole
    /// room: a TD who carries `felt.db` to another laptop, or a backup tool that copies
    /// it, takes every event. False when another process was reading and part of the log
    /// stays (it is folded in at the next stop).
    pub fn fold_wal(&self) -> Result<bool, StoreError> {
        let busy: i64 = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0))?;
        Ok(busy == 0)
    }

    /// Every event, oldest first.
    pub fn events(&self) -> Result<Vec<EventRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, name, created_at_ms, archived_at_ms FROM events ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(EventRow {
                id: r.get(0)?,
                name: r.get(1)?,
                created_at: UtcMs(r.get(2)?),
                archived_at: r.get::<_, Option<i64>>(3)?.map(UtcMs),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Whether event `id` exists.
    pub fn has_event(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT 1 FROM events WHERE id = ?1", [id], |_| Ok(()))
            .optional()?
            .is_some())
    }

    /// The log of event `id` after position `after` (0 for all of it), oldest first.
    pub fn log_since(&self, id: i64, after: u64) -> Result<Vec<LogEntry>, StoreError> {
        read_log(&self.conn, id, after)
    }

    /// Like [`Store::log_since`], but a record that cannot be read is kept in its place
    /// as `Err((seq, why))` instead of failing the whole read: the API opens such an
    /// event read-only, with the damage shown.
    pub fn log_lines(&self, id: i64, after: u64) -> Result<Vec<LogLine>, StoreError> {
        read_lines(&self.conn, id, after)
    }

    /// The records of event `id` after position `after` that a paired device sent, with
    /// its name, oldest first.
    pub fn senders(&self, id: i64, after: u64) -> Result<Vec<(u64, String)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, sent_by FROM log \
             WHERE event_id = ?1 AND seq > ?2 AND sent_by IS NOT NULL ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![id, after as i64], |r| {
            Ok((r.get::<_, i64>(0)? as u64, r.get::<_, String>(1)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The newest log position of event `id` (0 when it has no record).
    pub fn event_last_seq(&self, id: i64) -> Result<u64, StoreError> {
        Ok(self.conn.query_row(
            "SELECT COALESCE(MAX(seq), 0) FROM log WHERE event_id = ?1",
            [id],
            |r| r.get::<_, i64>(0),
        )? as u64)
    }

    /// The highest log position in the database (0 when empty): a cheap change detector.
    pub fn last_seq(&self) -> Result<u64, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT COALESCE(MAX(seq), 0) FROM log", [], |r| {
                r.get::<_, i64>(0)
            })? as u64)
    }

    /// Creates an event whose first record is `record` (its creation), atomically.
    pub fn create_event(
        &mut self,
        name: &str,
        at: UtcMs,
        record: &Record,
    ) -> Result<(i64, LogEntry), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "INSERT INTO events (name, created_at_ms) VALUES (?1, ?2)",
            params![name, at.0],
        )?;
        let id = tx.last_insert_rowid();
        let entry = insert(&tx, id, at, record, None)?;
        tx.commit()?;
        Ok((id, entry))
    }

    /// Appends one record to event `id` under the database write lock.
    ///
    /// `decide` is called inside the transaction with the records other processes added
    /// since `after`; it folds them in and returns the record to append (or an error,
    /// which rolls back). So two processes never decide on stale state, and nothing is
    /// acknowledged before it is committed to disk.
    pub fn append<E>(
        &mut self,
        id: i64,
        after: u64,
        at: UtcMs,
        decide: impl FnOnce(&[LogEntry]) -> Result<Record, E>,
    ) -> Result<Result<LogEntry, E>, StoreError> {
        self.append_from(id, after, at, None, decide)
    }

    /// [`Store::append`] for an action sent by `from` (a paired device's name), which the
    /// record then carries (and its hash covers).
    pub fn append_from<E>(
        &mut self,
        id: i64,
        after: u64,
        at: UtcMs,
        from: Option<&str>,
        decide: impl FnOnce(&[LogEntry]) -> Result<Record, E>,
    ) -> Result<Result<LogEntry, E>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let newer = read_log(&tx, id, after)?;
        let record = match decide(&newer) {
            Ok(r) => r,
            Err(e) => return Ok(Err(e)),
        };
        let entry = insert(&tx, id, at, &record, from)?;
        remember_player(&tx, id, at, &record)?;
        tx.commit()?;
        Ok(Ok(entry))
    }

    /// Players of the register matching `query` (case and accents ignored) by their
    /// name or any spelling that is theirs, best matches first: names starting with it,
    /// then words starting with it, then names containing it; most events first among
    /// equals. Each player once, under their register name.
    pub fn known_players(&self, query: &str, limit: usize) -> Result<Vec<KnownPlayer>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT n.key, p.id, p.name, p.number, p.events FROM player_names n
             JOIN players p ON p.id = n.player_id WHERE p.merged_into IS NULL",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                KnownPlayer {
                    name: r.get(2)?,
                    number: r.get(3)?,
                    events: r.get(4)?,
                },
            ))
        })?;
        let mut best: std::collections::HashMap<i64, (u8, KnownPlayer)> = Default::default();
        for row in rows {
            let (key, id, p) = row?;
            if let Some(rank) = felt_core::field::names::match_rank(&key, query) {
                let slot = best.entry(id).or_insert((rank, p));
                slot.0 = slot.0.min(rank);
            }
        }
        let mut found: Vec<(u8, KnownPlayer)> = best.into_values().collect();
        found.sort_by(|a, b| {
            (a.0, std::cmp::Reverse(a.1.events), &a.1.name).cmp(&(
                b.0,
                std::cmp::Reverse(b.1.events),
                &b.1.name,
            ))
        });
        Ok(found.into_iter().take(limit).map(|x| x.1).collect())
    }

    /// A setting of this installation.
    pub fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Sets `key` to `value`, replacing what it was.
    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            params![key, value],
        )?;
        Ok(())
    }

    /// Removes setting `key`.
    pub fn remove_setting(&mut self, key: &str) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM settings WHERE key = ?1", [key])?;
        Ok(())
    }

    /// Sets `key` unless it is already set; returns the value in force.
    pub fn setting_or_insert(&mut self, key: &str, value: &str) -> Result<String, StoreError> {
        self.conn.execute(
            "INSERT OR IGNORE INTO settings (key, value) VALUES (?1, ?2)",
            params![key, value],
        )?;
        Ok(self.setting(key)?.unwrap_or_else(|| value.to_string()))
    }
}

/// A player remembered across events.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct KnownPlayer {
    pub name: String,
    pub number: Option<String>,
    /// Events of this installation the player has registered in.
    pub events: u32,
}

/// Links a registered player (first entries only) to the register, in the same
/// transaction as the registration, so the register never disagrees with the logs.
fn remember_player(
    conn: &Connection,
    id: i64,
    at: UtcMs,
    record: &Record,
) -> Result<(), StoreError> {
    let Record::Event {
        event: Event::Field { change },
    } = record
    else {
        return Ok(());
    };
    match change {
        FieldEvent::Registered {
            name,
            number,
            re_entry_of: None,
            ..
        } => players::remember(conn, id, at, name, number.as_deref()),
        FieldEvent::RegisteredMany { entries } => {
            for r in entries {
                players::remember(conn, id, at, &r.name, r.number.as_deref())?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Appends a record to event `id`'s log, chained to the event's last record (inside the
/// caller's write transaction, so no other writer comes between).
fn insert(
    conn: &Connection,
    id: i64,
    at: UtcMs,
    record: &Record,
    from: Option<&str>,
) -> Result<LogEntry, StoreError> {
    let text = felt_core::log::encode(record);
    let prev: Option<String> = conn
        .query_row(
            "SELECT hash FROM log WHERE event_id = ?1 ORDER BY seq DESC LIMIT 1",
            [id],
            |r| r.get(0),
        )
        .optional()?
        .flatten();
    let prev = prev.unwrap_or_else(|| felt_core::log::chain::GENESIS.to_string());
    let hash = felt_core::log::chain::link_from(&prev, at.0, felt_core::log::FORMAT, &text, from);
    conn.execute(
        "INSERT INTO log (event_id, at_ms, format, record, hash, sent_by) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![id, at.0, felt_core::log::FORMAT, text, hash, from],
    )?;
    let seq = conn.last_insert_rowid() as u64;
    Ok(LogEntry {
        seq,
        at,
        record: record.clone(),
    })
}

/// Makes the file at `path` (if it exists) readable and writable by its owner only.
pub fn owner_only(path: &Path) {
    crate::private::restrict(path)
}

/// One record of a log as read: the entry, or its position and why it cannot be read.
pub type LogLine = Result<LogEntry, (u64, String)>;

fn read_log(conn: &Connection, id: i64, after: u64) -> Result<Vec<LogEntry>, StoreError> {
    read_lines(conn, id, after)?
        .into_iter()
        .map(|line| {
            line.map_err(|(seq, _)| {
                // Read again for the typed error (only on the failure path).
                match read_one(conn, seq) {
                    Err(e) => e,
                    Ok(_) => StoreError::Sql(rusqlite::Error::QueryReturnedNoRows),
                }
            })
        })
        .collect()
}

fn read_one(conn: &Connection, seq: u64) -> Result<Record, StoreError> {
    let (format, text): (u32, String) = conn.query_row(
        "SELECT format, record FROM log WHERE seq = ?1",
        [seq as i64],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    felt_core::log::decode(format, &text).map_err(|source| StoreError::BadRecord { seq, source })
}

fn read_lines(conn: &Connection, id: i64, after: u64) -> Result<Vec<LogLine>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, at_ms, format, record FROM log WHERE event_id = ?1 AND seq > ?2 ORDER BY seq",
    )?;
    let rows = stmt.query_map(params![id, after as i64], |r| {
        Ok((
            r.get::<_, i64>(0)? as u64,
            r.get::<_, i64>(1)?,
            r.get::<_, u32>(2)?,
            r.get::<_, String>(3)?,
        ))
    })?;
    let rows = rows.collect::<Result<Vec<_>, _>>()?;
    Ok(decode_lines(&rows))
}

/// Rows decoded below this many on one thread: a thread costs more than it saves.
const DECODE_ALONE: usize = 4_096;

/// Decodes log rows (seq, instant, format, text) in order. Decoding is most of what
/// opening a long log costs (about 2 µs a record: 90 of 180 ms for a 50,000-record Main
/// Event), and each record decodes alone, so a long log is split over the machine's cores.
fn decode_lines(rows: &[(u64, i64, u32, String)]) -> Vec<LogLine> {
    let decode = |rows: &[(u64, i64, u32, String)]| -> Vec<LogLine> {
        rows.iter()
            .map(
                |(seq, at, format, text)| match felt_core::log::decode(*format, text) {
                    Ok(record) => Ok(LogEntry {
                        seq: *seq,
                        at: UtcMs(*at),
                        record,
                    }),
                    Err(e) => Err((*seq, e.to_string())),
                },
            )
            .collect()
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(rows.len() / DECODE_ALONE)
        .max(1);
    if threads == 1 {
        return decode(rows);
    }
    let chunk = rows.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let parts: Vec<_> = rows
            .chunks(chunk)
            .skip(1)
            .map(|part| scope.spawn(move || decode(part)))
            .collect();
        // This thread takes the first part while the others take theirs.
        let mut out = decode(&rows[..chunk]);
        for part in parts {
            match part.join() {
                Ok(lines) => out.extend(lines),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A long log decoded over several threads reads like one decoded on one: every
    /// record in its place, in order, a damaged one kept as damage where it was.
    #[test]
    fn a_long_log_decodes_in_order_with_its_damage_in_place() {
        let good = felt_core::log::encode(&Record::Undo { target: 1 });
        let rows: Vec<(u64, i64, u32, String)> = (1..=3 * DECODE_ALONE as u64 + 7)
            .map(|seq| {
                let text = match seq % 1_000 {
                    0 => "{\"kind\":\"nonsense\"}".to_string(),
                    _ => good.clone(),
                };
                // A record of a format from the future, once.
                let format = if seq == 5_001 { 9 } else { 1 };
                (seq, seq as i64 * 10, format, text)
            })
            .collect();
        let lines = decode_lines(&rows);
        assert_eq!(lines.len(), rows.len());
        for (line, (seq, at, format, _)) in lines.iter().zip(&rows) {
            match line {
                Ok(entry) => {
                    assert_eq!((entry.seq, entry.at), (*seq, UtcMs(*at)));
                    assert_eq!(entry.record, Record::Undo { target: 1 });
                    assert!(seq % 1_000 != 0 && *format == 1, "record #{seq} read");
                }
                Err((at_seq, why)) => {
                    assert_eq!(at_seq, seq);
                    assert!(seq % 1_000 == 0 || *format == 9, "record #{seq}: {why}");
                }
            }
        }
        assert_eq!(lines.iter().filter(|l| l.is_err()).count(), 12 + 1);
    }
}
