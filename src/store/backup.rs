//! Whole-database copies with SQLite's online backup API: a backup taken while the room
//! plays (the readers and the writer go on), and a restore over the live database.

use super::{Store, StoreError, migrations};
use rusqlite::backup::NO_PROGRESS;
use rusqlite::{Connection, MAIN_DB, OpenFlags};
use std::path::Path;

impl Store {
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

    /// Replaces the whole database with the one at `src` (checked first with
    /// [`Store::check_backup`]) and brings its schema up to date.
    pub fn restore_from(&mut self, src: &Path) -> Result<(), StoreError> {
        self.conn.restore(MAIN_DB, src, NO_PROGRESS)?;
        let path = self.path.clone();
        migrations::migrate(&mut self.conn, &path)
    }

    /// Whether the file at `path` is a Felt database this Felt can open: in words if not.
    pub fn check_backup(path: &Path) -> Result<(), String> {
        let name = path.display();
        let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| format!("{name} cannot be opened: {e}"))?;
        let check: String = conn
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .map_err(|e| format!("{name} is not a database: {e}"))?;
        if check != "ok" {
            return Err(format!("{name} is damaged: {check}"));
        }
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(|e| format!("{name} cannot be read: {e}"))?;
        let has_log: bool = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('events', 'log')",
                [],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| n == 2)
            .unwrap_or(false);
        if version == 0 || !has_log {
            return Err(format!("{name} is not a Felt database"));
        }
        if version > migrations::SCHEMA_VERSION {
            return Err(format!(
                "{name} was written by a newer Felt (schema {version}; this Felt knows up to {}): update Felt first",
                migrations::SCHEMA_VERSION
            ));
        }
        Ok(())
    }
}
