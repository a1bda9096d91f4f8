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

/// The database a command line names (`--db PATH` or `--db=PATH`), else the default:
/// read before the arguments are parsed, to find a club's languages beside it.
pub fn asked_path(args: impl IntoIterator<Item = std::ffi::OsString>) -> PathBuf {
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        if a == "--db" {
            if let Some(p) = args.next() {
                return PathBuf::from(p);
            }
        } else if let Some(p) = a.to_str().and_then(|a| a.strip_prefix("--db=")) {
            return PathBuf::from(p);
        }
    }
    crate::default_db_path()
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
