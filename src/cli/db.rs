//! Where the CLI finds the database, and opening it.

use crate::api::Felt;
use anyhow::Context;
use std::path::PathBuf;

/// The `--db PATH` option shared by every subcommand that reads or changes events.
#[derive(Debug, Clone, clap::Args)]
pub struct DbArg {
    /// The database file (default: Felt's file in your data directory, or $FELT_DB).
    #[arg(long, value_name = "PATH", global = true)]
    pub db: Option<PathBuf>,
}

impl DbArg {
    /// The database path in force.
    pub fn path(&self) -> PathBuf {
        self.db.clone().unwrap_or_else(crate::default_db_path)
    }

    /// Opens the API on the database.
    pub fn open(&self) -> anyhow::Result<Felt> {
        let path = self.path();
        Felt::open(&path).with_context(|| format!("opening {}", path.display()))
    }
}
