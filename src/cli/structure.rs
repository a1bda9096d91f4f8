//! `felt structure check|show`: structure files without a database.

use anyhow::bail;
use felt_core::structure::{ParsedStructure, parse_structure};
use felt_core::view::clock::stakes_view;
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum StructureCmd {
    /// Check structure files; prints FILE:LINE:COL: messages, exit 1 on errors.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print the normalized structure with the derived stakes of every level.
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

fn load(
    path: &std::path::Path,
) -> anyhow::Result<Result<ParsedStructure, Vec<felt_core::structure::Diagnostic>>> {
    let text = match super::read_structure(path)? {
        Ok(text) => text,
        Err(diagnostics) => return Ok(Err(diagnostics)),
    };
    Ok(parse_structure(&path.display().to_string(), &text))
}

pub fn run(cmd: StructureCmd) -> anyhow::Result<()> {
    match cmd {
        StructureCmd::Check { files } => {
            let mut failed = 0;
            for f in &files {
                match load(f)? {
                    Ok(p) => {
                        for w in &p.warnings {
                            println!("{w}");
                        }
                        println!(
                            "{}: ok ({}, {})",
                            f.display(),
                            felt_core::words::count(
                                p.structure.levels().count() as u64,
                                "level",
                                "levels"
                            ),
                            felt_core::words::count(p.warnings.len() as u64, "warning", "warnings")
                        );
                    }
                    Err(diags) => {
                        failed += 1;
                        for d in diags {
                            eprintln!("{d}");
                        }
                    }
                }
            }
            if failed > 0 {
                bail!("{failed} of {} structure files have errors", files.len());
            }
            Ok(())
        }
        StructureCmd::Show { file, json } => {
            let p = match load(&file)? {
                Ok(p) => p,
                Err(diags) => {
                    for d in &diags {
                        eprintln!("{d}");
                    }
                    bail!("{} has errors", file.display());
                }
            };
            let s = &p.structure;
            if json {
                println!("{}", serde_json::to_string_pretty(s)?);
                return Ok(());
            }
            println!("{}", s.title());
            println!(
                "Starting stack {}, {}-handed",
                s.starting_stack, s.table_size
            );
            for (i, period) in s.periods.iter().enumerate() {
                match stakes_view(s, i) {
                    Some(v) => println!(
                        "  Level {:>2}  {:>3} min  {} ({}): {}",
                        v.level,
                        period.duration_ms() / 60_000,
                        v.game,
                        v.betting.label(),
                        v.text
                    ),
                    None => println!("  Break     {:>3} min", period.duration_ms() / 60_000),
                }
            }
            for w in &p.warnings {
                println!("{w}");
            }
            Ok(())
        }
    }
}
