//! Slides for the displays: images the TD uploads (the house's sponsors, the next events),
//! kept in the database for every event of this installation.

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, params};

/// A slide as stored, without its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlideRow {
    pub id: i64,
    pub name: String,
    pub mime: String,
    pub size: u64,
    pub sha256: String,
    pub added_at: UtcMs,
}

impl Store {
    /// Keeps an image; its id.
    pub fn add_slide(
        &mut self,
        name: &str,
        mime: &str,
        bytes: &[u8],
        sha256: &str,
        at: UtcMs,
    ) -> Result<i64, StoreError> {
        self.conn.execute(
            "INSERT INTO slides (name, mime, bytes, sha256, added_at_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![name, mime, bytes, sha256, at.0],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Every slide, in the order they were added.
    pub fn slides(&self) -> Result<Vec<SlideRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, name, mime, length(bytes), sha256, added_at_ms FROM slides ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(SlideRow {
                id: r.get(0)?,
                name: r.get(1)?,
                mime: r.get(2)?,
                size: r.get::<_, i64>(3)? as u64,
                sha256: r.get(4)?,
                added_at: UtcMs(r.get(5)?),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Slide `id`'s type and bytes.
    pub fn slide_image(&self, id: i64) -> Result<Option<(String, Vec<u8>)>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT mime, bytes FROM slides WHERE id = ?1", [id], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()?)
    }

    /// Removes slide `id`; false when there was none.
    pub fn remove_slide(&mut self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM slides WHERE id = ?1", [id])?
            == 1)
    }
}
