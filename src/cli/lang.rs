//! `felt lang`: the languages Felt speaks, and the check a club runs on its own message
//! file before adding a language.

use anyhow::{Context, bail};
use felt_core::lang::{Language, check};
use std::path::PathBuf;

/// `felt lang list|check`.
#[derive(Debug, clap::Subcommand)]
pub enum LangCmd {
    /// The languages Felt speaks, by the code `--lang` and `?lang=` take: the shipped
    /// ones, then a club's (`languages/<code>.ftl` beside the database).
    List {
        #[command(flatten)]
        db: super::db::DbArg,
    },
    /// Check message files against the English source: prints FILE:LINE:COL: for each
    /// message missing, extra, taking other arguments or malformed; exit 1 on any.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

pub fn run(cmd: LangCmd) -> anyhow::Result<()> {
    match cmd {
        LangCmd::List { db: _ } => {
            // The club's languages were read beside this database before the arguments.
            for l in Language::all() {
                println!("{}", l.name());
            }
            Ok(())
        }
        LangCmd::Check { files } => {
            let mut failed = 0;
            for f in &files {
                let text = std::fs::read_to_string(f)
                    .with_context(|| format!("cannot read {}", f.display()))?;
                let found = check(&text);
                if found.is_empty() {
                    println!("{}: ok", f.display());
                    continue;
                }
                failed += 1;
                for x in &found {
                    eprintln!("{}:{}:{}: {}", f.display(), x.line, x.column, x.message);
                }
            }
            if failed > 0 {
                bail!("{failed} of {} message files have errors", files.len());
            }
            Ok(())
        }
    }
}
