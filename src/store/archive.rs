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
    /// The paired device that sent it; absent for the desk's own actions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
}

/// What an export says of itself, so that a copy cut short, emptied or put in another
/// order is told from the whole: its record count and the chain's last hash.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct ExportSeal {
    pub records: u32,
    pub last_hash: String,
}

impl ExportSeal {
    /// The seal of `records` as they are.
    pub fn of(records: &[StoredRecord]) -> ExportSeal {
        let report = verify_chain(records);
        ExportSeal {
            records: report.records,
            last_hash: report.last_hash,
        }
    }
}

/// Walks an export's records through the hash chain and holds them to the export's seal:
/// a file without one, with no records, or whose count or last hash differ from the
/// seal's is not intact, whatever its chain says.
pub fn verify_export(
    records: &[StoredRecord],
    seal: Option<&ExportSeal>,
) -> felt_core::log::chain::ChainReport {
    let mut report = verify_chain(records);
    if !report.intact {
        return report;
    }
    let problem = match seal {
        _ if records.is_empty() => {
            Some("The export holds no records: it is not a whole event log.".to_string())
        }
        None => Some(
            "The export does not say how many records it holds or what its last hash is \
             (it has no seal line), so records cut off its end could not be noticed: it is \
             not a whole Felt export."
                .to_string(),
        ),
        Some(s) if s.records != report.records => Some(format!(
            "The export says it holds {} but {} are in the file: records were removed or \
             added after it was written.",
            felt_core::words::count(u64::from(s.records), "record", "records"),
            felt_core::words::chips(u64::from(report.records))
        )),
        Some(s) if s.last_hash != report.last_hash => Some(format!(
            "The export's last hash is {} but its records give {}: records were removed, \
             changed or moved after it was written.",
            felt_core::log::chain::short(&s.last_hash),
            report.short
        )),
        Some(_) => None,
    };
    if let Some(text) = problem {
        report.intact = false;
        report.text = text;
    }
    report
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
        tx.execute("DELETE FROM checkpoints WHERE event_id = ?1", [id])?;
        let gone = tx.execute("DELETE FROM events WHERE id = ?1", [id])? == 1;
        tx.commit()?;
        Ok(gone)
    }
}
