//! The checkpoint: an event's folded state as bytes, so that opening a long log folds only
//! the records written after it.
//!
//! A checkpoint is data derived from the log, never the record of anything: the database
//! keeps it beside the log with the log position it was folded to and that record's chain
//! hash, and reads it only when the hash still matches, its [`FORMAT`] is this build's and
//! the log itself vouches for its bytes: when Felt writes a checkpoint it logs, in the same
//! transaction, a `Record::CheckpointSealed` carrying its [`digest`], so the hash chain
//! covers the checkpoint as it covers every action. Bytes changed in the database no
//! longer match their seal, and a seal changed with them breaks the chain. Anything else
//! (missing, stale, another build's, unsealed, unreadable) is ignored and the whole log
//! folded instead, then a new checkpoint written. The format names a digest of the core's
//! own source and catalog, taken at compile time (`build.rs`): any change to how a record
//! folds, or to the state's shape, makes older checkpoints another format, so a checkpoint
//! never carries a state that this build's fold would not give.
//!
//! The state is written whole except what is derived from it (the views' memo and the
//! fields kept for undo, rebuilt by the first undo that needs them). Reading it is what a
//! restart costs, and most of it is the actions in effect (a Main Event's tens of
//! thousands), so they are written apart from the rest, in [`RUNS`] runs of equal length
//! that decode on their own: the caller may read the parts side by side ([`parts`],
//! [`decode_part`], [`assemble`]; [`decode`] reads them one after the other). Each part is
//! JSON (measured: CBOR decoded this state at half the speed).
//!
//! Framing: `FELTCKP1`, the number of parts (u32, little-endian), each part's length (u64,
//! little-endian), then the parts; part 0 is the state without its actions in effect.

use crate::engine::{Done, Tournament};
use sha2::{Digest, Sha256};

/// This build's checkpoint format: the encoding and the core's source digest.
pub const FORMAT: &str = concat!("json-runs-1/", env!("FELT_CORE_DIGEST"));

/// The digest a checkpoint's seal carries: the hex SHA-256 of
/// `"felt-checkpoint-1\n" + format + "\n" + bytes`.
pub fn digest(format: &str, bytes: &[u8]) -> String {
    let mut h = Sha256::new();
    h.update(b"felt-checkpoint-1\n");
    h.update(format.as_bytes());
    h.update(b"\n");
    h.update(bytes);
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The runs the actions in effect are written in (at most).
pub const RUNS: usize = 4;

const MAGIC: &[u8; 8] = b"FELTCKP1";

/// One part of a checkpoint, read.
#[derive(Debug)]
pub enum Part {
    /// The state without its actions in effect.
    State(Box<Tournament>),
    /// A run of the actions in effect, in order.
    Actions(Actions),
}

/// A run of actions in effect, read from a checkpoint (opaque outside the core).
#[derive(Debug)]
pub struct Actions(Vec<Done>);

/// `t` as checkpoint bytes.
pub fn encode(t: &Tournament) -> Vec<u8> {
    let (head, done) = t.split_history();
    let mut parts: Vec<Vec<u8>> = Vec::with_capacity(RUNS + 1);
    // Writing to a vector fails only if a value refuses to serialise, which none of the
    // state's does; an empty checkpoint would be refused on reading, never trusted.
    let Ok(first) = serde_json::to_vec(&head) else {
        return Vec::new();
    };
    parts.push(first);
    let per_run = done.len().div_ceil(RUNS).max(1);
    let runs: Vec<&Done> = done.iter().collect();
    for run in runs.chunks(per_run) {
        let Ok(bytes) = serde_json::to_vec(run) else {
            return Vec::new();
        };
        parts.push(bytes);
    }
    let mut out = Vec::with_capacity(16 + parts.iter().map(|p| p.len() + 8).sum::<usize>());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(parts.len() as u32).to_le_bytes());
    for p in &parts {
        out.extend_from_slice(&(p.len() as u64).to_le_bytes());
    }
    for p in &parts {
        out.extend_from_slice(p);
    }
    out
}

/// The parts of checkpoint bytes, in order, or why they are not a checkpoint.
pub fn parts(bytes: &[u8]) -> Result<Vec<&[u8]>, String> {
    let rest = bytes
        .strip_prefix(MAGIC)
        .ok_or("not a Felt checkpoint (its first bytes differ)")?;
    let (count, mut rest) = rest
        .split_first_chunk::<4>()
        .ok_or("a checkpoint cut short in its header")?;
    let count = u32::from_le_bytes(*count) as usize;
    if count == 0 || count > RUNS + 1 {
        return Err(format!(
            "a checkpoint of {}",
            crate::words::count(count as u64, "part", "parts")
        ));
    }
    let mut lengths = Vec::with_capacity(count);
    for _ in 0..count {
        let (len, after) = rest
            .split_first_chunk::<8>()
            .ok_or("a checkpoint cut short in its header")?;
        lengths.push(u64::from_le_bytes(*len));
        rest = after;
    }
    let mut out = Vec::with_capacity(count);
    for len in lengths {
        let len = usize::try_from(len).map_err(|_| "a part longer than memory")?;
        if len > rest.len() {
            return Err("a checkpoint cut short".into());
        }
        let (part, after) = rest.split_at(len);
        out.push(part);
        rest = after;
    }
    if !rest.is_empty() {
        return Err("bytes after a checkpoint's last part".into());
    }
    Ok(out)
}

/// Part `index` (from [`parts`]) read.
pub fn decode_part(index: usize, bytes: &[u8]) -> Result<Part, String> {
    if index == 0 {
        serde_json::from_slice(bytes)
            .map(|t| Part::State(Box::new(t)))
            .map_err(|e| format!("the checkpoint's state: {e}"))
    } else {
        serde_json::from_slice(bytes)
            .map(|run| Part::Actions(Actions(run)))
            .map_err(|e| format!("the checkpoint's actions, run {index}: {e}"))
    }
}

/// The state from its parts read, in order.
pub fn assemble(parts: Vec<Part>) -> Result<Tournament, String> {
    let mut it = parts.into_iter();
    let Some(Part::State(head)) = it.next() else {
        return Err("a checkpoint without its state first".into());
    };
    if head.done_len() != 0 {
        return Err("a checkpoint's state carries actions of its own".into());
    }
    let mut done = imbl::Vector::new();
    for part in it {
        let Part::Actions(Actions(run)) = part else {
            return Err("a checkpoint with a second state".into());
        };
        done.extend(run);
    }
    Ok(Tournament::with_history(*head, done))
}

/// The state in checkpoint bytes written by this build ([`FORMAT`]), or why they cannot
/// be read.
pub fn decode(bytes: &[u8]) -> Result<Tournament, String> {
    let parts = parts(bytes)?
        .into_iter()
        .enumerate()
        .map(|(i, p)| decode_part(i, p))
        .collect::<Result<Vec<_>, _>>()?;
    assemble(parts)
}
