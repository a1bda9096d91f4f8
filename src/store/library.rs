//! The house library: structures the TD keeps and edits, one row each (its canonical
//! TOML text and its name). Unlike the event log, a library row is changed in place.

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, params};

/// One structure of the house library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LibraryRow {
    pub id: i64,
    pub name: String,
    pub source: String,
    pub updated_at: UtcMs,
}

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<LibraryRow> {
    Ok(LibraryRow {
        id: r.get(0)?,
        name: r.get(1)?,
        source: r.get(2)?,
        updated_at: UtcMs(r.get(3)?),
    })
}

impl Store {
    /// Every structure of the library, by name.
    pub fn library(&self) -> Result<Vec<LibraryRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, name, source, updated_at_ms FROM library ORDER BY name COLLATE NOCASE, id",
        )?;
        let rows = stmt.query_map([], row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Library structure `id`, if there is one.
    pub fn library_get(&self, id: i64) -> Result<Option<LibraryRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, name, source, updated_at_ms FROM library WHERE id = ?1",
                [id],
                row,
            )
            .optional()?)
    }

    /// Adds a structure; returns its id.
    pub fn library_insert(
        &mut self,
        name: &str,
        source: &str,
        at: UtcMs,
    ) -> Result<i64, StoreError> {
        self.conn.execute(
            "INSERT INTO library (name, source, updated_at_ms) VALUES (?1, ?2, ?3)",
            params![name, source, at.0],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Replaces structure `id`'s name and text; false when there is no such structure.
    pub fn library_update(
        &mut self,
        id: i64,
        name: &str,
        source: &str,
        at: UtcMs,
    ) -> Result<bool, StoreError> {
        Ok(self.conn.execute(
            "UPDATE library SET name = ?2, source = ?3, updated_at_ms = ?4 WHERE id = ?1",
            params![id, name, source, at.0],
        )? == 1)
    }

    /// Removes structure `id`; false when there was none.
    pub fn library_delete(&mut self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM library WHERE id = ?1", [id])?
            == 1)
    }
}
