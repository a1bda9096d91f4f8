//! An event's life after play: archived (kept, out of the list), its log read out as it is
//! stored (for an export that keeps it), and deleted with its log in one transaction.

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{TransactionBehavior, params};

/// One record of an event's log exactly as stored: its format and text, unread.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StoredRecord {
    pub seq: u64,
    pub at: UtcMs,
    pub format: u32,
    pub record: String,
    /// The hash chaining it to the record before it (felt_core::log::chain); absent in
    /// exports written before the chain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hash: Option<String>,
    /// The paired device that sent it (issue 17); absent for the desk's own actions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
}

/// Walks records as stored (a database's or an export's) through the hash chain.
pub fn verify_chain(records: &[StoredRecord]) -> felt_core::log::chain::ChainReport {
    felt_core::log::chain::verify(records.iter().map(|r| felt_core::log::chain::Link {
        seq: r.seq,
        at_ms: r.at.0,
        format: r.format,
        record: &r.record,
        from: r.from.as_deref(),
        hash: r.hash.as_deref(),
    }))
}

impl Store {
    /// Archives event `id` at `at` (or takes it out of the archive with None); false when
    /// there is no such event.
    pub fn set_archived(&mut self, id: i64, at: Option<UtcMs>) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "UPDATE events SET archived_at_ms = ?2 WHERE id = ?1",
            params![id, at.map(|a| a.0)],
        )? == 1)
    }

    /// Every record of event `id`, oldest first, as stored (damaged ones too).
    pub fn stored_log(&self, id: i64) -> Result<Vec<StoredRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, at_ms, format, record, hash, sent_by FROM log WHERE event_id = ?1 \
             ORDER BY seq",
        )?;
        let rows = stmt.query_map([id], |r| {
            Ok(StoredRecord {
                seq: r.get::<_, i64>(0)? as u64,
                at: UtcMs(r.get(1)?),
                format: r.get(2)?,
                record: r.get(3)?,
                hash: r.get(4)?,
                from: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Deletes event `id` and its log together; false when there was no such event.
    pub fn delete_event(&mut self, id: i64) -> Result<bool, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute("DELETE FROM log WHERE event_id = ?1", [id])?;
        let gone = tx.execute("DELETE FROM events WHERE id = ?1", [id])? == 1;
        tx.commit()?;
        Ok(gone)
    }
}
