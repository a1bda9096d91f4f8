//! Each event's checkpoint (issue 34): the state folded to a log position, kept so that
//! opening a long log folds only what came after it. Derived data: the API reads one only
//! when the record at its position still carries the hash it was written with and its
//! format is this build's, and writes a new one over it (`api::checkpoint`).

use super::{Store, StoreError};
use felt_core::UtcMs;
use rusqlite::{OptionalExtension, params};

/// An event's stored checkpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint {
    /// The log position the state was folded to.
    pub seq: u64,
    /// The chain hash of the record at `seq` when it was written.
    pub hash: String,
    /// `felt_core::log::checkpoint::FORMAT` of the build that wrote it.
    pub format: String,
    pub state: Vec<u8>,
    pub written_at: UtcMs,
}

impl Store {
    /// Event `id`'s checkpoint, if one was written.
    pub fn checkpoint(&self, id: i64) -> Result<Option<Checkpoint>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT seq, hash, format, state, written_at_ms FROM checkpoints WHERE event_id = ?1",
                [id],
                |r| {
                    Ok(Checkpoint {
                        seq: r.get::<_, i64>(0)? as u64,
                        hash: r.get(1)?,
                        format: r.get(2)?,
                        state: r.get(3)?,
                        written_at: UtcMs(r.get(4)?),
                    })
                },
            )
            .optional()?)
    }

    /// Where event `id`'s checkpoint stands (position and format), without its bytes.
    pub fn checkpoint_at(&self, id: i64) -> Result<Option<(u64, String)>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT seq, format FROM checkpoints WHERE event_id = ?1",
                [id],
                |r| Ok((r.get::<_, i64>(0)? as u64, r.get(1)?)),
            )
            .optional()?)
    }

    /// Keeps `c` as event `id`'s checkpoint, in place of the one before.
    pub fn put_checkpoint(&mut self, id: i64, c: &Checkpoint) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT OR REPLACE INTO checkpoints (event_id, seq, hash, format, state, written_at_ms) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, c.seq as i64, c.hash, c.format, c.state, c.written_at.0],
        )?;
        Ok(())
    }

    /// Removes event `id`'s checkpoint (one found not to fit); the next is folded anew.
    pub fn delete_checkpoint(&mut self, id: i64) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM checkpoints WHERE event_id = ?1", [id])?;
        Ok(())
    }

    /// How many records event `id` has after log position `after`.
    pub fn records_after(&self, id: i64, after: u64) -> Result<u64, StoreError> {
        Ok(self.conn.query_row(
            "SELECT COUNT(*) FROM log WHERE event_id = ?1 AND seq > ?2",
            params![id, after as i64],
            |r| r.get::<_, i64>(0),
        )? as u64)
    }

    /// The chain hash stored with event `id`'s record at `seq`, if there is one.
    pub fn log_hash(&self, id: i64, seq: u64) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT hash FROM log WHERE event_id = ?1 AND seq = ?2",
                params![id, seq as i64],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()?
            .flatten())
    }
}
