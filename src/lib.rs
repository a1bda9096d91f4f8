//! Felt: the tournament director's library.
//!
//! Re-exports the pure core ([`felt_core`]) and adds the parts that touch the world:
//! the SQLite store, the API that every front door calls, the HTTP server and the CLI.
pub use felt_core as core;

pub mod cli;
pub mod paper;
