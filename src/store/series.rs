//! Series: a name, a scoring rule kept as JSON, and the events grouped under it. The
//! standings are never stored: the API works them out from the events' logs.

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, params};

/// A series as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeriesRow {
    pub id: i64,
    pub name: String,
    /// The rule as JSON.
    pub rule: String,
    pub created_at: UtcMs,
    /// Its events, in the order they were added.
    pub events: Vec<i64>,
}

impl Store {
    /// A new series; its id.
    pub fn create_series(&mut self, name: &str, rule: &str, at: UtcMs) -> Result<i64, StoreError> {
        self.conn.execute(
            "INSERT INTO series (name, rule, created_at_ms) VALUES (?1, ?2, ?3)",
            params![name, rule, at.0],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Every series, newest first.
    pub fn all_series(&self) -> Result<Vec<SeriesRow>, StoreError> {
        let ids: Vec<i64> = {
            let mut stmt = self
                .conn
                .prepare_cached("SELECT id FROM series ORDER BY id DESC")?;
            stmt.query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?
        };
        let mut out = Vec::new();
        for id in ids {
            out.extend(self.series(id)?);
        }
        Ok(out)
    }

    /// Series `id`, if there is one.
    pub fn series(&self, id: i64) -> Result<Option<SeriesRow>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT name, rule, created_at_ms FROM series WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, i64>(2)?,
                    ))
                },
            )
            .optional()?;
        let Some((name, rule, at)) = row else {
            return Ok(None);
        };
        let mut stmt = self.conn.prepare_cached(
            "SELECT event_id FROM series_events WHERE series_id = ?1 ORDER BY added_at_ms, event_id",
        )?;
        let events = stmt
            .query_map([id], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(Some(SeriesRow {
            id,
            name,
            rule,
            created_at: UtcMs(at),
            events,
        }))
    }

    /// Puts event `event` in series `id`; false when it was already in it.
    pub fn series_add(&mut self, id: i64, event: i64, at: UtcMs) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "INSERT OR IGNORE INTO series_events (series_id, event_id, added_at_ms) VALUES (?1, ?2, ?3)",
            params![id, event, at.0],
        )? == 1)
    }

    /// Takes event `event` out of series `id`; false when it was not in it.
    pub fn series_remove(&mut self, id: i64, event: i64) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "DELETE FROM series_events WHERE series_id = ?1 AND event_id = ?2",
            params![id, event],
        )? == 1)
    }

    /// Changes series `id`'s rule.
    pub fn series_rule(&mut self, id: i64, rule: &str) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "UPDATE series SET rule = ?2 WHERE id = ?1",
            params![id, rule],
        )? == 1)
    }
}
