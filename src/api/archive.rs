//! An event's life after play: archived (kept, out of the console's list), exported with
//! its whole log as stored, and deleted (its log exported beside the database first, so
//! nothing recorded is ever lost).

use super::{ApiError, Felt, lock};
use crate::store::{ExportSeal, StoredRecord};
use felt_core::UtcMs;
use felt_core::view::clock::{ClockStatus, clock_view};
use serde::{Deserialize, Serialize};
use std::io::Write;

/// An event and its whole log as stored: what `felt event export` writes and a deleted
/// event leaves beside the database.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct EventExport {
    /// The export format (1).
    pub felt_event_export: u32,
    pub id: i64,
    pub name: String,
    pub created_at: UtcMs,
    pub archived_at: Option<UtcMs>,
    /// The database schema the records were read from.
    pub schema_version: i64,
    /// How many records the export holds and the last one's chain hash: a file cut
    /// short, emptied or reordered no longer matches them (`felt log verify --file`).
    /// Absent in exports written before the seal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seal: Option<ExportSeal>,
    /// Every record, oldest first, exactly as stored (format number and text).
    #[schema(value_type = Vec<Object>)]
    pub records: Vec<StoredRecord>,
}

/// What deleting an event did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct DeletedEvent {
    pub id: i64,
    pub name: String,
    /// Where its log was exported before it was deleted.
    pub export: String,
}

impl Felt {
    /// Archives event `id` (true) or puts it back in the list (false).
    pub fn archive_event(&self, id: i64, archived: bool) -> Result<(), ApiError> {
        let at = archived.then(|| self.now());
        if self.store().set_archived(id, at)? {
            Ok(())
        } else {
            Err(ApiError::NoSuchEvent { id })
        }
    }

    /// Event `id` with its whole log as stored.
    pub fn export_event(&self, id: i64) -> Result<EventExport, ApiError> {
        let reader = self.reader();
        let row = reader
            .events()?
            .into_iter()
            .find(|r| r.id == id)
            .ok_or(ApiError::NoSuchEvent { id })?;
        let records = reader.stored_log(id)?;
        Ok(EventExport {
            felt_event_export: 1,
            id,
            name: row.name,
            created_at: row.created_at,
            archived_at: row.archived_at,
            schema_version: crate::store::SCHEMA_VERSION,
            seal: Some(ExportSeal::of(&records)),
            records,
        })
    }

    /// Walks event `id`'s log through its hash chain: intact, or the first record that
    /// does not fit (edited, removed or moved in the database after it was written); an
    /// intact log's checkpoint is checked against it too (`verify_checkpoint`).
    pub fn verify_log(&self, id: i64) -> Result<felt_core::log::chain::ChainReport, ApiError> {
        let reader = self.reader();
        if !reader.has_event(id)? {
            return Err(ApiError::NoSuchEvent { id });
        }
        let mut report = crate::store::verify_chain(&reader.stored_log(id)?);
        drop(reader);
        // The checkpoint is derived from the log: checked against it when the log is whole.
        if report.intact
            && let Some(finding) = self.verify_checkpoint(id)?
        {
            report.text = format!("{} {finding}", report.text);
        }
        Ok(report)
    }

    /// Deletes event `id`: refused while its clock runs; its log is first written to
    /// `<database folder>/deleted-events/`, synced to disk, and only then removed.
    pub fn delete_event(&self, id: i64) -> Result<DeletedEvent, ApiError> {
        if let Ok(s) = self.snapshot(id)
            && clock_view(&s.t, self.now()).status == ClockStatus::Running
        {
            return Err(ApiError::EventRunning { id });
        }
        let export = self.export_event(id)?;
        let db = self.store().path().to_path_buf();
        let dir = db
            .parent()
            .map(|p| p.join("deleted-events"))
            .unwrap_or_else(|| "deleted-events".into());
        let file = dir.join(format!(
            "event-{id}-{}-{}.json",
            crate::api::library::file_name(&export.name).trim_end_matches(".toml"),
            self.now().0
        ));
        let write = || -> std::io::Result<()> {
            crate::private::dir(&dir)?;
            let mut f = crate::private::create(&file)?;
            f.write_all(&serde_json::to_vec_pretty(&export).map_err(std::io::Error::other)?)?;
            f.sync_all()
        };
        write().map_err(|e| {
            ApiError::Internal(format!(
                "the log could not be exported to {}, so the event was kept: {e}",
                file.display()
            ))
        })?;
        if !self.store().delete_event(id)? {
            return Err(ApiError::NoSuchEvent { id });
        }
        lock(&self.slots).remove(&id);
        tracing::info!(event = id, "deleted; its log is kept in {}", file.display());
        Ok(DeletedEvent {
            id,
            name: export.name,
            export: file.display().to_string(),
        })
    }
}
