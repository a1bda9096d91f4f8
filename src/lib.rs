//! Felt: the tournament director's library.
//!
//! Re-exports the pure core ([`felt_core`]) and adds the parts that touch the world:
//! the SQLite store, the API that every front door calls, the HTTP server and the CLI.

pub use felt_core as core;

pub mod api;
pub mod cli;
pub mod logs;
pub mod paper;
pub mod private;
pub mod server;
pub mod store;
pub mod structures;

use std::path::PathBuf;

/// This build's version and the commit it was built from (when the packaging script gave
/// one): what `felt --version` and the desktop's About say.
pub const VERSION: &str = env!("FELT_VERSION");

/// The installation's database: `$FELT_DB`, else `felt.db` in the user's data directory.
pub fn default_db_path() -> PathBuf {
    if let Some(p) = std::env::var_os("FELT_DB") {
        return PathBuf::from(p);
    }
    dirs::data_dir()
        .unwrap_or_else(std::env::temp_dir)
        .join("felt")
        .join("felt.db")
}

/// The installation's TD token, created from OS randomness the first time it is needed.
pub fn td_token(felt: &api::Felt) -> Result<String, api::ApiError> {
    felt.td_token()
}

/// Creates the demo event when the database has none; returns it if created.
pub fn ensure_an_event(felt: &api::Felt) -> Result<Option<api::CreatedEvent>, api::ApiError> {
    if !felt.events()?.is_empty() {
        return Ok(None);
    }
    let text = structures::shipped(structures::DEMO).expect("the demo structure is shipped");
    felt.create_event(structures::DEMO, text).map(Some)
}
