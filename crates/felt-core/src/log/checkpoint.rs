//! The checkpoint: an event's folded state as bytes, so that opening a long log folds only
//! the records written after it (issue 34).
//!
//! A checkpoint is data derived from the log, never the record of anything: the database
//! keeps it beside the log with the log position it was folded to and that record's chain
//! hash, and reads it only when the hash still matches and its [`FORMAT`] is this build's.
//! Anything else (missing, stale, another build's, unreadable) is ignored and the whole log
//! folded instead, then a new checkpoint written. The format names a digest of the core's
//! own source and catalog, taken at compile time (`build.rs`): any change to how a record
//! folds, or to the state's shape, makes older checkpoints another format, so a checkpoint
//! never carries a state that this build's fold would not give.
//!
//! The state is written whole except what is derived from it (the views' memo and the
//! fields kept for undo, rebuilt by the first undo that needs them), in CBOR: compact,
//! self-describing (the records' internally tagged enums read back as they are), and in
//! the dependency tree already.

use crate::engine::Tournament;

/// This build's checkpoint format: the encoding and the core's source digest.
pub const FORMAT: &str = concat!("cbor-1/", env!("FELT_CORE_DIGEST"));

/// `t` as checkpoint bytes.
pub fn encode(t: &Tournament) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    // Writing to a vector fails only if a value refuses to serialise, which none of the
    // state's does; an empty checkpoint would be refused on reading, never trusted.
    if ciborium::into_writer(t, &mut out).is_err() {
        out.clear();
    }
    out
}

/// The state in checkpoint bytes written by this build ([`FORMAT`]), or why they cannot
/// be read.
pub fn decode(bytes: &[u8]) -> Result<Tournament, String> {
    ciborium::from_reader(bytes).map_err(|e| e.to_string())
}
