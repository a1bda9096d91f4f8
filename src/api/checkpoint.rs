//! Checkpoints: an event's folded state kept in the database every [`CHECKPOINT_EVERY`]
//! records, so that opening a long log folds only the records after it. A checkpoint is
//! derived from the log and proved by it before it is used: its seal (a
//! `Record::CheckpointSealed` logged with it in one transaction) must carry the digest of
//! its bytes and fit the hash chain, the record at its position must still carry the chain
//! hash it was written with, its format must be this build's
//! (`felt_core::log::checkpoint::FORMAT`), no record after it may set an earlier one aside,
//! and the state must read, fold on and show. Anything else and the whole log is folded,
//! as without a checkpoint; a checkpoint the log does not vouch for is removed, said in
//! words (`felt log verify`) and on the server's log, and a new one written in time.
//!
//! Written by the server's watcher once a second (`checkpoints_due`), never while a
//! command waits for its reply: the state is encoded from the published snapshot with no
//! lock held; the seal and the row are written under the event's writer lock, and only
//! when the event was not read again from its log meanwhile (`Slot::generation`): a
//! removal and the reload after it are one step under that lock.

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

/// How opening an event from its checkpoint went.
pub(super) enum FromCheckpoint {
    /// Read from the checkpoint at this log position.
    Read(Snapshot, u64),
    /// Not read: there is none, or it is another build's or no longer fits (the log moved
    /// on or was replaced), which needs no word.
    Passed,
    /// Not read because the log does not vouch for it: in words.
    Refused(String),
}

impl Felt {
    /// Writes event `id`'s checkpoint now (its state as published) with its seal in the
    /// log; the log position it stands at. None when the event is damaged (it is opened
    /// by folding, so that the damage is found again), has nothing to keep beyond its
    /// creation, or was read again from its log (or the database replaced) while the
    /// state was being encoded.
    pub fn checkpoint(&self, id: i64) -> Result<Option<u64>, ApiError> {
        let slot = self.slot(id)?;
        let generation = slot.generation.load(Ordering::SeqCst);
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
        let digest = checkpoint::digest(checkpoint::FORMAT, &state);
        let c = Checkpoint {
            seq,
            hash,
            format: checkpoint::FORMAT.to_string(),
            state,
            written_at: self.now(),
        };
        let _guard = slot.write();
        if slot.generation.load(Ordering::SeqCst) != generation {
            return Ok(None);
        }
        if self.store().seal_checkpoint(id, &c, &digest)?.is_none() {
            return Ok(None);
        }
        slot.checkpointed.store(seq, Ordering::Relaxed);
        tracing::info!(event = id, record = seq, "checkpoint written");
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
                    tracing::error!(event = id, "the checkpoint was not written: {e}");
                    continue;
                }
            };
            if own >= every {
                match self.checkpoint(id) {
                    Ok(Some(_)) => written += 1,
                    Ok(None) => {}
                    Err(e) => tracing::error!(event = id, "the checkpoint was not written: {e}"),
                }
            }
        }
        written
    }

    /// Checks event `id`'s checkpoint against its log (for `felt log verify`): its seal,
    /// and the state folded from the log up to its position, which must equal the
    /// checkpoint's. One that does not is removed and the event read from its whole log
    /// again, in one step under its writer lock (so the watcher cannot write the state it
    /// had back in between). The finding in words; None when there is no checkpoint and
    /// none was refused when the event opened.
    pub fn verify_checkpoint(&self, id: i64) -> Result<Option<String>, ApiError> {
        let slot = self.slot(id)?;
        let refused = lock(&slot.refused).clone();
        let (c, lines) = {
            let reader = self.reader();
            let Some(c) = reader.checkpoint(id)? else {
                return Ok(refused);
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
        let sealed = self.seal_of(id, &c, &lines)?;
        let upto: Vec<_> = lines.into_iter().filter(|l| line_seq(l) <= n).collect();
        let folded = match Tournament::replay_damaged(&upto) {
            Ok((t, None)) if t.last_seq() == n => Ok(t),
            Ok((_, Some(d))) => Err(format!("the log to it is damaged at record #{}", d.seq)),
            Ok(_) => Err(format!("the log does not reach record #{n}")),
            Err(e) => Err(format!("the log to it does not fold: {e}")),
        };
        let read = checkpoint::decode(&c.state);
        let why = match (sealed, folded, read) {
            (Err(why), _, _) => why,
            (Ok(()), Ok(folded), Ok(read)) if folded == read => {
                return Ok(Some(format!(
                    "The checkpoint at record #{n} is sealed in the log and equals the log folded to it."
                )));
            }
            (Ok(()), Err(why), _) => why,
            (Ok(()), _, Err(e)) => format!("it cannot be read: {e}"),
            (Ok(()), Ok(_), Ok(_)) => "it did not equal the log folded to it".to_string(),
        };
        let _guard = slot.write();
        self.store().delete_checkpoint(id)?;
        slot.checkpointed.store(0, Ordering::Relaxed);
        self.reload(id, &slot)?;
        let text = format!(
            "The checkpoint at record #{n} was not sound ({why}): it was removed, the event is read from its log, and a new checkpoint is written from it."
        );
        tracing::warn!(event = id, "{text}");
        Ok(Some(text))
    }

    /// Whether checkpoint `c` of event `id` is vouched for by its log (`lines`, which hold
    /// at least every record after it): its seal carries the digest of its bytes and fits
    /// the chain. Why not, in words.
    fn seal_of(
        &self,
        id: i64,
        c: &Checkpoint,
        lines: &[crate::store::LogLine],
    ) -> Result<Result<(), String>, ApiError> {
        let digest = checkpoint::digest(&c.format, &c.state);
        let seal = lines.iter().rev().find_map(|l| match l {
            Ok(e) => match &e.record {
                Record::CheckpointSealed { upto, digest: d } if *upto == c.seq => {
                    Some((e.seq, d == &digest))
                }
                _ => None,
            },
            Err(_) => None,
        });
        Ok(match seal {
            None => Err("the log holds no seal for it".to_string()),
            Some((s, false)) => Err(format!(
                "its bytes are not the ones its seal, record #{s}, vouches for"
            )),
            Some((s, true)) if !self.reader().link_holds(id, s)? => Err(format!(
                "its seal, record #{s}, does not fit the log's hash chain"
            )),
            Some(_) => Ok(()),
        })
    }

    /// The log position of the checkpoint event `id` was opened from, if it was (None
    /// when its whole log was folded).
    pub fn opened_from_checkpoint(&self, id: i64) -> Result<Option<u64>, ApiError> {
        Ok(self.slot(id)?.opened_from)
    }

    /// Event `id` from its checkpoint and the records after it, when the log vouches for
    /// the checkpoint and it still fits (see the module's note).
    pub(super) fn load_checkpointed(&self, id: i64) -> Result<FromCheckpoint, ApiError> {
        let reader = self.reader();
        let Some(c) = reader.checkpoint(id)? else {
            return Ok(FromCheckpoint::Passed);
        };
        if c.format != checkpoint::FORMAT {
            return Ok(FromCheckpoint::Passed);
        }
        if reader.log_hash(id, c.seq)?.as_deref() != Some(c.hash.as_str()) {
            return Ok(FromCheckpoint::Passed);
        }
        let lines = reader.log_lines(id, c.seq)?;
        let senders = reader.senders(id, 0)?;
        drop(reader);
        if let Err(why) = self.seal_of(id, &c, &lines)? {
            let text = format!(
                "The checkpoint at record #{} was not read ({why}): it was removed, and the event was read from its whole log.",
                c.seq
            );
            tracing::warn!(event = id, "{text}");
            self.store().delete_checkpoint(id)?;
            return Ok(FromCheckpoint::Refused(text));
        }
        // A record that cannot be read, or one setting an earlier record aside, is for the
        // whole fold to find and place.
        let mut after = Vec::with_capacity(lines.len());
        for line in &lines {
            match line {
                Ok(e) if !matches!(e.record, Record::SetAside { .. }) => after.push(e),
                _ => return Ok(FromCheckpoint::Passed),
            }
        }
        let Ok(mut t) = decode_in_parallel(&c.state) else {
            return Ok(FromCheckpoint::Passed);
        };
        if t.last_seq() != c.seq {
            return Ok(FromCheckpoint::Passed);
        }
        for e in after {
            if !matches!(caught(|| t.apply(e)), Ok(Ok(()))) {
                return Ok(FromCheckpoint::Passed);
            }
        }
        if shows(id, &t, self.now()).is_err() {
            return Ok(FromCheckpoint::Passed);
        }
        let read_to = lines.iter().map(line_seq).max().unwrap_or(c.seq).max(c.seq);
        Ok(FromCheckpoint::Read(
            Snapshot {
                t: Arc::new(t),
                damage: None,
                read_to,
                senders: Arc::new(senders.into_iter().collect()),
            },
            c.seq,
        ))
    }
}

/// Checkpoint bytes read with their parts decoded side by side, on as many threads as the
/// machine has cores (reading is most of what a restart from a checkpoint costs).
fn decode_in_parallel(bytes: &[u8]) -> Result<felt_core::engine::Tournament, String> {
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
