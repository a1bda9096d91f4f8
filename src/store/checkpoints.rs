//! Each event's checkpoint: the state folded to a log position, kept so that opening a
//! long log folds only what came after it. Derived data: the API reads one only when the
//! record at its position still carries the hash it was written with, its format is this
//! build's and its seal in the log (written with it, in one transaction) carries its
//! digest and fits the chain (`api::checkpoint`).

use super::{Store, StoreError, insert};
use felt_core::UtcMs;
use felt_core::engine::{LogEntry, Record};
use rusqlite::{OptionalExtension, TransactionBehavior, params};

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

    /// Keeps `c` as event `id`'s checkpoint, in place of the one before, and logs its seal
    /// (`Record::CheckpointSealed` with `digest`) in the same transaction, so that neither
    /// is kept without the other. Nothing is written, and None returned, when the record
    /// at `c.seq` no longer carries `c.hash` (the database was replaced meanwhile).
    pub fn seal_checkpoint(
        &mut self,
        id: i64,
        c: &Checkpoint,
        digest: &str,
    ) -> Result<Option<LogEntry>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let hash: Option<String> = tx
            .query_row(
                "SELECT hash FROM log WHERE event_id = ?1 AND seq = ?2",
                params![id, c.seq as i64],
                |r| r.get(0),
            )
            .optional()?
            .flatten();
        if hash.as_deref() != Some(c.hash.as_str()) {
            return Ok(None);
        }
        let seal = Record::CheckpointSealed {
            upto: c.seq,
            digest: digest.to_string(),
        };
        let entry = insert(&tx, id, c.written_at, &seal, None)?;
        tx.execute(
            "INSERT OR REPLACE INTO checkpoints (event_id, seq, hash, format, state, written_at_ms) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, c.seq as i64, c.hash, c.format, c.state, c.written_at.0],
        )?;
        tx.commit()?;
        Ok(Some(entry))
    }

    /// Whether event `id`'s record at `seq` carries the hash that the hash stored with the
    /// record before it and its own bytes give (its one link of the chain).
    pub fn link_holds(&self, id: i64, seq: u64) -> Result<bool, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT at_ms, format, record, hash, sent_by FROM log WHERE event_id = ?1 AND seq = ?2",
                params![id, seq as i64],
                |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, u32>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, Option<String>>(3)?,
                        r.get::<_, Option<String>>(4)?,
                    ))
                },
            )
            .optional()?;
        let Some((at, format, record, Some(hash), from)) = row else {
            return Ok(false);
        };
        let prev: Option<String> = self
            .conn
            .query_row(
                "SELECT hash FROM log WHERE event_id = ?1 AND seq < ?2 ORDER BY seq DESC LIMIT 1",
                params![id, seq as i64],
                |r| r.get(0),
            )
            .optional()?
            .flatten();
        let prev = prev.unwrap_or_else(|| felt_core::log::chain::GENESIS.to_string());
        Ok(felt_core::log::chain::link_from(&prev, at, format, &record, from.as_deref()) == hash)
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
