//! Dealer's-choice nights: one row per night and its append-only log. The store keeps
//! records as JSON text and never decides whether an action is allowed: the API folds the
//! log (`felt_core::night`) and hands the store the record to append, inside the same
//! immediate transaction that read the log.

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, TransactionBehavior, params};

/// A night as listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightRow {
    pub id: i64,
    pub title: String,
    pub created_at: UtcMs,
}

/// One stored record of a night's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NightRecordRow {
    pub seq: u64,
    pub at: UtcMs,
    /// The record as JSON.
    pub record: String,
    pub sent_by: Option<String>,
}

impl Store {
    /// Creates a night whose first record is `record` (its opening); its id.
    pub fn create_night(
        &mut self,
        title: &str,
        at: UtcMs,
        record: &str,
    ) -> Result<i64, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "INSERT INTO nights (title, created_at_ms) VALUES (?1, ?2)",
            params![title, at.0],
        )?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO night_log (night_id, at_ms, record) VALUES (?1, ?2, ?3)",
            params![id, at.0, record],
        )?;
        tx.commit()?;
        Ok(id)
    }

    /// Every night, newest first.
    pub fn nights(&self) -> Result<Vec<NightRow>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, title, created_at_ms FROM nights ORDER BY id DESC")?;
        let rows = stmt.query_map([], |r| {
            Ok(NightRow {
                id: r.get(0)?,
                title: r.get(1)?,
                created_at: UtcMs(r.get(2)?),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Whether night `id` exists.
    pub fn has_night(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT 1 FROM nights WHERE id = ?1", [id], |_| Ok(()))
            .optional()?
            .is_some())
    }

    /// Night `id`'s log, in order.
    pub fn night_log(&self, id: i64) -> Result<Vec<NightRecordRow>, StoreError> {
        read_night_log(&self.conn, id)
    }

    /// Appends one record to night `id` under the database write lock: `decide` reads the
    /// log as it is inside the transaction and returns the record (or an error, which
    /// writes nothing).
    pub fn night_append<E>(
        &mut self,
        id: i64,
        at: UtcMs,
        from: Option<&str>,
        decide: impl FnOnce(&[NightRecordRow]) -> Result<String, E>,
    ) -> Result<Result<NightRecordRow, E>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let log = read_night_log(&tx, id)?;
        let record = match decide(&log) {
            Ok(r) => r,
            Err(e) => return Ok(Err(e)),
        };
        tx.execute(
            "INSERT INTO night_log (night_id, at_ms, record, sent_by) VALUES (?1, ?2, ?3, ?4)",
            params![id, at.0, record, from],
        )?;
        let seq = tx.last_insert_rowid() as u64;
        tx.commit()?;
        Ok(Ok(NightRecordRow {
            seq,
            at,
            record,
            sent_by: from.map(str::to_string),
        }))
    }
}

fn read_night_log(conn: &rusqlite::Connection, id: i64) -> Result<Vec<NightRecordRow>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, at_ms, record, sent_by FROM night_log WHERE night_id = ?1 ORDER BY seq",
    )?;
    let rows = stmt.query_map([id], |r| {
        Ok(NightRecordRow {
            seq: r.get::<_, i64>(0)? as u64,
            at: UtcMs(r.get(1)?),
            record: r.get(2)?,
            sent_by: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
