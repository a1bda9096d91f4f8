//! Checkpoints (issue 34): an event's folded state kept in the database every
//! [`CHECKPOINT_EVERY`] records, so that opening a long log folds only the records after
//! it. A checkpoint is derived from the log and checked against it before it is used: the
//! record at its position must still carry the chain hash it was written with, its format
//! must be this build's (`felt_core::log::checkpoint::FORMAT`), no record after it may set
//! an earlier one aside, and the state must read, fold on and show. Anything else and the
//! whole log is folded, as without a checkpoint; a new one is written at the next chance.
//!
//! Written by the server's watcher once a second (`checkpoints_due`), never while a
//! command waits for its reply: the state is encoded from the published snapshot with no
//! lock held, and only the row's write takes the store.

use super::{ApiError, Felt, Snapshot, line_seq, lock, shows};
use crate::store::Checkpoint;
use felt_core::engine::{Record, Tournament, caught};
use felt_core::log::checkpoint;
use felt_core::log::checkpoint::Part;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// A new checkpoint once an event's log has grown by this many records since the last.
/// At a Main Event's 50,000 records a restart folds at most this many.
pub const CHECKPOINT_EVERY: u64 = 2_000;

impl Felt {
    /// Writes event `id`'s checkpoint now (its state as published); the log position it
    /// stands at. None when the event is damaged (it is opened by folding, so that the
    /// damage is found again) or has nothing to keep beyond its creation.
    pub fn checkpoint(&self, id: i64) -> Result<Option<u64>, ApiError> {
        let slot = self.slot(id)?;
        let s = self.snapshot(id)?;
        if s.damage.is_some() {
            return Ok(None);
        }
        let seq = s.t.last_seq();
        let hash = self.reader().log_hash(id, seq)?;
        let Some(hash) = hash else {
            return Ok(None);
        };
        let state = checkpoint::encode(&s.t);
        if state.is_empty() {
            return Ok(None);
        }
        let c = Checkpoint {
            seq,
            hash,
            format: checkpoint::FORMAT.to_string(),
            state,
            written_at: self.now(),
        };
        self.store().put_checkpoint(id, &c)?;
        slot.checkpointed.store(seq, Ordering::Relaxed);
        Ok(Some(seq))
    }

    /// Writes a checkpoint every `records` records from now on (the default is
    /// [`CHECKPOINT_EVERY`]; tests write them sooner).
    pub fn set_checkpoint_every(&self, records: u64) {
        self.checkpoint_every
            .store(records.max(1), Ordering::Relaxed);
    }

    /// Writes the checkpoint of every event open here that has logged
    /// [`CHECKPOINT_EVERY`] records of its own since its last (or that has none good and
    /// is that long); how many were written. Called by the server once a second.
    pub fn checkpoints_due(&self) -> usize {
        // Another listener's watcher (the LAN's) is at it: once is enough.
        let _one = match self.checkpointing.try_lock() {
            Ok(g) => g,
            Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return 0,
        };
        let every = self.checkpoint_every.load(Ordering::Relaxed);
        let slots: Vec<(i64, Arc<super::Slot>)> = lock(&self.slots)
            .iter()
            .map(|(id, s)| (*id, s.clone()))
            .collect();
        let mut written = 0;
        for (id, slot) in slots {
            let cur = slot.current();
            let from = slot.checkpointed.load(Ordering::Relaxed);
            // Positions count every event's records: a gap this short cannot hold enough
            // of this event's own, which are then counted.
            if cur.damage.is_some() || cur.t.last_seq().saturating_sub(from) < every {
                continue;
            }
            let own = match self.reader().records_after(id, from) {
                Ok(n) => n,
                Err(e) => {
                    eprintln!("felt: event #{id}: the checkpoint was not written: {e}");
                    continue;
                }
            };
            if own >= every {
                match self.checkpoint(id) {
                    Ok(Some(_)) => written += 1,
                    Ok(None) => {}
                    Err(e) => eprintln!("felt: event #{id}: the checkpoint was not written: {e}"),
                }
            }
        }
        written
    }

    /// Checks event `id`'s checkpoint against its log (for `felt log verify`): the state
    /// folded from the log up to the checkpoint's position must equal the checkpoint's. One
    /// that does not is removed, and the event, if it was opened from it, folded again
    /// from its whole log. The finding in words; None when there is no checkpoint.
    pub fn verify_checkpoint(&self, id: i64) -> Result<Option<String>, ApiError> {
        let (c, lines) = {
            let reader = self.reader();
            let Some(c) = reader.checkpoint(id)? else {
                return Ok(None);
            };
            let lines = reader.log_lines(id, 0)?;
            (c, lines)
        };
        let n = c.seq;
        if c.format != checkpoint::FORMAT {
            return Ok(Some(format!(
                "The checkpoint at record #{n} was written by another build of Felt: it is not read, and this build writes its own."
            )));
        }
        let upto: Vec<_> = lines.into_iter().filter(|l| line_seq(l) <= n).collect();
        let folded = Tournament::replay_damaged(&upto)
            .ok()
            .and_then(|(t, damage)| (damage.is_none() && t.last_seq() == n).then_some(t));
        let read = checkpoint::decode(&c.state).ok();
        if folded.is_some() && folded == read {
            return Ok(Some(format!(
                "The checkpoint at record #{n} equals the log folded to it."
            )));
        }
        self.store().delete_checkpoint(id)?;
        let slot = self.slot(id)?;
        slot.checkpointed.store(0, Ordering::Relaxed);
        if slot.opened_from.is_some() {
            let _guard = slot.write();
            self.reload(id, &slot)?;
        }
        Ok(Some(format!(
            "The checkpoint at record #{n} did not equal the log folded to it: it was removed, the event is read from its log, and a new checkpoint is written from it."
        )))
    }

    /// The log position of the checkpoint event `id` was opened from, if it was (None
    /// when its whole log was folded).
    pub fn opened_from_checkpoint(&self, id: i64) -> Result<Option<u64>, ApiError> {
        Ok(self.slot(id)?.opened_from)
    }

    /// Event `id` from its checkpoint and the records after it, when the checkpoint is
    /// good (see the module's note); None to fold the whole log instead.
    pub(super) fn load_checkpointed(&self, id: i64) -> Result<Option<(Snapshot, u64)>, ApiError> {
        let reader = self.reader();
        let Some(c) = reader.checkpoint(id)? else {
            return Ok(None);
        };
        if c.format != checkpoint::FORMAT {
            return Ok(None);
        }
        if reader.log_hash(id, c.seq)?.as_deref() != Some(c.hash.as_str()) {
            return Ok(None);
        }
        let lines = reader.log_lines(id, c.seq)?;
        let senders = reader.senders(id, 0)?;
        drop(reader);
        // A record that cannot be read, or one setting an earlier record aside, is for the
        // whole fold to find and place.
        let mut after = Vec::with_capacity(lines.len());
        for line in &lines {
            match line {
                Ok(e) if !matches!(e.record, Record::SetAside { .. }) => after.push(e),
                _ => return Ok(None),
            }
        }
        let Ok(mut t) = decode_side_by_side(&c.state) else {
            return Ok(None);
        };
        if t.last_seq() != c.seq {
            return Ok(None);
        }
        for e in after {
            if !matches!(caught(|| t.apply(e)), Ok(Ok(()))) {
                return Ok(None);
            }
        }
        if shows(id, &t, self.now()).is_err() {
            return Ok(None);
        }
        let read_to = lines.iter().map(line_seq).max().unwrap_or(c.seq).max(c.seq);
        Ok(Some((
            Snapshot {
                t: Arc::new(t),
                damage: None,
                read_to,
                senders: Arc::new(senders.into_iter().collect()),
            },
            c.seq,
        )))
    }
}

/// Checkpoint bytes read with their parts decoded side by side, on as many threads as the
/// machine has cores (reading is most of what a restart from a checkpoint costs).
fn decode_side_by_side(bytes: &[u8]) -> Result<felt_core::engine::Tournament, String> {
    let parts = checkpoint::parts(bytes)?;
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(parts.len());
    if threads <= 1 {
        return checkpoint::decode(bytes);
    }
    let mut read: Vec<Option<Result<Part, String>>> = (0..parts.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let jobs: Vec<_> = (0..threads)
            .map(|k| {
                let parts = &parts;
                scope.spawn(move || {
                    // Thread k reads parts k, k + threads, ...: the state and the first
                    // run on different threads.
                    (k..parts.len())
                        .step_by(threads)
                        .map(|i| (i, checkpoint::decode_part(i, parts[i])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for job in jobs {
            // A thread that panicked leaves its parts unread: refused below.
            if let Ok(done) = job.join() {
                for (i, part) in done {
                    read[i] = Some(part);
                }
            }
        }
    });
    let parts = read
        .into_iter()
        .map(|p| p.unwrap_or_else(|| Err("a part was not read".into())))
        .collect::<Result<Vec<_>, _>>()?;
    checkpoint::assemble(parts)
}
