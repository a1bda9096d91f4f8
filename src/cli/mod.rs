//! The `felt` command-line tool: argument parsing and printing only.
//!
//! Each subcommand translates its arguments into a call on the library (the same API the
//! HTTP server and the desktop shell use) and prints the result, as text or `--json`.
//! Errors go to stderr with a non-zero exit status.

use clap::{Parser, Subcommand};

pub mod paper;

/// Felt: a tournament director's clock, seating and rules for mixed-game poker events.
#[derive(Debug, Parser)]
#[command(name = "felt", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Cmd,
}

/// Every subcommand. Each variant's module owns its arguments and its `run`.
#[derive(Debug, Subcommand)]
pub enum Cmd {
    // Subcommands are added here, one line each: `Name(module::NameArgs),`
    /// Print an event's structure sheet to PDF.
    Sheet(paper::SheetArgs),
}

/// Parses the process arguments and runs the subcommand; the process exit code.
pub fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.command {
        Cmd::Sheet(a) => paper::run(a),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("felt: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
