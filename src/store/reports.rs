//! Reports from the tables waiting for the desk: when the TD has an event's table reports
//! wait for a click, each command a table's device sends is kept here, with the device,
//! until the TD applies it (it is then logged as the device's action) or declines it.

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, params};

/// A report as stored. `state` is `waiting`, `applying` (while the desk applies it),
/// `applied` (with the log position `seq`) or `declined`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportRow {
    pub id: i64,
    pub event: i64,
    pub device_id: i64,
    pub device: String,
    /// The command as JSON, exactly as the device sent it.
    pub command: String,
    pub at: UtcMs,
    pub state: String,
    pub decided_at: Option<UtcMs>,
    pub seq: Option<u64>,
    pub note: Option<String>,
}

const COLUMNS: &str =
    "id, event_id, device_id, device, command, at_ms, state, decided_at_ms, seq, note";

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ReportRow> {
    Ok(ReportRow {
        id: r.get(0)?,
        event: r.get(1)?,
        device_id: r.get(2)?,
        device: r.get(3)?,
        command: r.get(4)?,
        at: UtcMs(r.get(5)?),
        state: r.get(6)?,
        decided_at: r.get::<_, Option<i64>>(7)?.map(UtcMs),
        seq: r.get::<_, Option<i64>>(8)?.map(|s| s as u64),
        note: r.get(9)?,
    })
}

impl Store {
    /// Keeps a report from device `device_id` (named `device`) on event `event`; its id.
    pub fn add_report(
        &mut self,
        event: i64,
        device_id: i64,
        device: &str,
        command: &str,
        at: UtcMs,
    ) -> Result<i64, StoreError> {
        self.conn.execute(
            "INSERT INTO reports (event_id, device_id, device, command, at_ms, state) \
             VALUES (?1, ?2, ?3, ?4, ?5, 'waiting')",
            params![event, device_id, device, command, at.0],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Event `event`'s reports still waiting, oldest first, then the `decided` most
    /// recently decided, newest first.
    pub fn reports(&self, event: i64, decided: usize) -> Result<Vec<ReportRow>, StoreError> {
        let mut waiting = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM reports WHERE event_id = ?1 \
             AND state IN ('waiting', 'applying') ORDER BY id"
        ))?;
        let mut out: Vec<ReportRow> = waiting.query_map([event], row)?.collect::<Result<_, _>>()?;
        let mut done = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM reports WHERE event_id = ?1 \
             AND state IN ('applied', 'declined') ORDER BY decided_at_ms DESC, id DESC LIMIT ?2"
        ))?;
        let decided: Vec<ReportRow> = done
            .query_map(params![event, decided as i64], row)?
            .collect::<Result<_, _>>()?;
        out.extend(decided);
        Ok(out)
    }

    /// Report `id` of event `event`, if there is one.
    pub fn report(&self, event: i64, id: i64) -> Result<Option<ReportRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                &format!("SELECT {COLUMNS} FROM reports WHERE event_id = ?1 AND id = ?2"),
                params![event, id],
                row,
            )
            .optional()?)
    }

    /// Moves report `id` from state `from` to `to` (with when, the log position and a
    /// note); false when it was not in state `from` (another desk decided it first).
    pub fn move_report(
        &mut self,
        id: i64,
        from: &str,
        to: &str,
        at: Option<UtcMs>,
        seq: Option<u64>,
        note: Option<&str>,
    ) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "UPDATE reports SET state = ?3, decided_at_ms = ?4, seq = ?5, note = ?6 \
             WHERE id = ?1 AND state = ?2",
            params![id, from, to, at.map(|a| a.0), seq.map(|s| s as i64), note],
        )? == 1)
    }
}
