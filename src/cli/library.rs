//! `felt library ...`: the house library of structures, the same powers as the console's
//! structure editor (new from a template, import, copy, rename, delete, export, check,
//! previews on paper, an event made from one).

use super::db::DbArg;
use crate::api::{NewStructure, StructurePaper};
use crate::paper::PaperSize;
use anyhow::bail;
use felt_core::words::count;
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum LibraryCmd {
    /// The structures in the library, with their errors and warnings counted.
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// The templates a new structure can start from.
    Templates {
        #[arg(long)]
        json: bool,
    },
    /// Add a structure: from a template (--template SLUG), a structure file (--from
    /// FILE) or a copy of another (--copy ID); prints its id.
    New {
        #[arg(long, group = "source")]
        template: Option<String>,
        #[arg(long, group = "source", value_name = "FILE")]
        from: Option<PathBuf>,
        #[arg(long, group = "source", value_name = "ID")]
        copy: Option<i64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Check a library structure: each finding with its field, and every level in words.
    Show {
        id: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Write a library structure as a structure file (to stdout without --output).
    Export {
        id: i64,
        #[arg(long, short)]
        output: Option<PathBuf>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Replace a library structure with a structure file's content.
    Replace {
        id: i64,
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
    },
    /// Rename a library structure.
    Rename {
        id: i64,
        name: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// Remove a library structure (events made from it keep their own copy).
    Delete {
        id: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Print a library structure's structure sheet or rule card before any event exists.
    Preview {
        id: i64,
        /// `sheet` or `card`.
        #[arg(value_parser = paper_by_slug())]
        what: StructurePaper,
        #[arg(long, short)]
        output: PathBuf,
        /// Paper size.
        #[arg(long, default_value_t, ignore_case = true)]
        paper: PaperSize,
        #[command(flatten)]
        db: DbArg,
    },
    /// Replace (or, with --extend, continue) a library structure's levels and breaks with
    /// the wizard's proposal, built from its own stack, level length, chips and games;
    /// prints the proposal in words.
    Propose {
        id: i64,
        /// How long the event should take, breaks included, until about two are left.
        #[arg(long, value_name = "MINUTES")]
        target_minutes: u32,
        /// Entries expected (re-entries included) [default: 40].
        #[arg(long)]
        entries: Option<u32>,
        /// A break after every N levels [default: 4].
        #[arg(long, value_name = "N")]
        break_every: Option<u32>,
        #[arg(long, value_name = "MINUTES")]
        break_minutes: Option<u32>,
        /// Keep the levels typed and add the proposed ones after them (the rotation,
        /// growth and breaks carry on); without it the proposal replaces every level.
        #[arg(long)]
        extend: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Make an event from a library structure; prints the event's id.
    Event {
        id: i64,
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run(cmd: LibraryCmd) -> anyhow::Result<()> {
    match cmd {
        LibraryCmd::List { json, db } => {
            let list = db.open()?.library_in(super::locale())?;
            if json {
                println!("{}", serde_json::to_string_pretty(&list)?);
            } else if list.is_empty() {
                println!(
                    "The library is empty: add a structure with `felt library new --template SLUG` (see `felt library templates`)."
                );
            }
            if !json {
                for e in list {
                    let state = match (e.errors, e.warnings) {
                        (0, 0) => "ok".to_string(),
                        (0, w) => format!("ok, {}", count(u64::from(w), "warning", "warnings")),
                        (n, _) => count(u64::from(n), "error", "errors"),
                    };
                    println!("{:>4}  {}  ({state})", e.id, e.summary.unwrap_or(e.name));
                }
            }
            Ok(())
        }
        LibraryCmd::Templates { json } => {
            let list = crate::api::library::templates_in(super::locale());
            if json {
                println!("{}", serde_json::to_string_pretty(&list)?);
            } else {
                for t in list {
                    println!("{:<18} {}: {}", t.slug, t.name, t.summary);
                }
            }
            Ok(())
        }
        LibraryCmd::New {
            template,
            from,
            copy,
            db,
        } => {
            let source = match (template, from, copy) {
                (Some(template), None, None) => NewStructure::Template { template },
                (None, Some(file), None) => NewStructure::Toml {
                    text: super::read_structure(&file)?
                        .map_err(|d| super::diagnostics_error(&d))?,
                    file: Some(file.display().to_string()),
                },
                (None, None, Some(id)) => NewStructure::Copy { id },
                _ => bail!(
                    "say where the structure comes from: --template SLUG, --from FILE or --copy ID"
                ),
            };
            let item = db.open()?.library_add_in(source, super::locale())?;
            report(&item.check);
            println!("{}", item.id);
            Ok(())
        }
        LibraryCmd::Show { id, json, db } => {
            let item = db.open()?.library_item_in(id, super::locale())?;
            if json {
                println!("{}", serde_json::to_string_pretty(&item)?);
                return Ok(());
            }
            println!(
                "#{} {}",
                item.id,
                item.check.summary.as_deref().unwrap_or(&item.name)
            );
            for line in &item.check.derived {
                println!("  {line}");
            }
            if !item.check.payouts.is_empty() {
                println!("Payouts:");
                for line in &item.check.payouts {
                    println!("  {line}");
                }
            }
            report(&item.check);
            Ok(())
        }
        LibraryCmd::Export { id, output, db } => {
            let (name, text) = db.open()?.library_export(id)?;
            match output {
                Some(path) => {
                    std::fs::write(&path, text)?;
                    eprintln!("{} written ({name})", path.display());
                }
                None => print!("{text}"),
            }
            Ok(())
        }
        LibraryCmd::Replace { id, file, db } => {
            let text = super::read_structure(&file)?.map_err(|d| super::diagnostics_error(&d))?;
            let doc = felt_core::structure::draft::read(&file.display().to_string(), &text)
                .map_err(|d| anyhow::anyhow!("{d}"))?;
            let item = db.open()?.library_save_in(
                id,
                crate::api::library::draft_to_json(&doc),
                super::locale(),
            )?;
            report(&item.check);
            Ok(())
        }
        LibraryCmd::Rename { id, name, db } => {
            let item = db.open()?.library_rename(id, &name)?;
            println!("#{} is now {:?}", item.id, item.name);
            Ok(())
        }
        LibraryCmd::Delete { id, db } => {
            db.open()?.library_delete(id)?;
            println!("#{id} removed from the library");
            Ok(())
        }
        LibraryCmd::Preview {
            id,
            what,
            output,
            paper,
            db,
        } => {
            let felt = db.open()?;
            let item = felt.library_item(id)?;
            let bytes = felt.preview(item.draft, what.printout(), paper, super::locale())?;
            std::fs::write(&output, bytes)?;
            eprintln!("{} written", output.display());
            Ok(())
        }
        LibraryCmd::Propose {
            id,
            target_minutes,
            entries,
            break_every,
            break_minutes,
            extend,
            db,
        } => {
            let felt = db.open()?;
            let mut draft = felt.library_item(id)?.draft;
            let proposal = crate::api::library::propose_levels(crate::api::library::ProposeBody {
                draft: draft.clone(),
                target_minutes,
                entries,
                break_every,
                break_minutes,
                extend,
            })?;
            let proposed = serde_json::to_value(&proposal.levels)?;
            match (extend, draft["levels"].as_array_mut(), proposed) {
                (true, Some(typed), serde_json::Value::Array(new)) => typed.extend(new),
                (_, _, proposed) => draft["levels"] = proposed,
            }
            let item = felt.library_save_in(id, draft, super::locale())?;
            println!("{}", proposal.summary);
            for line in &item.check.derived {
                println!("  {line}");
            }
            report(&item.check);
            Ok(())
        }
        LibraryCmd::Event { id, db } => {
            let created = db.open()?.create_event_from_library(id)?;
            for w in &created.warnings {
                eprintln!("{w}");
            }
            println!("{}", created.id);
            Ok(())
        }
    }
}

/// Prints each finding as `FIELD: error: MESSAGE`, errors first.
fn report(check: &felt_core::structure::draft::DraftCheck) {
    for f in &check.findings {
        let kind = match f.severity {
            felt_core::structure::Severity::Error => "error",
            felt_core::structure::Severity::Warning => "warning",
        };
        eprintln!(
            "{}: {kind}: {} (line {} of the file)",
            f.path, f.message, f.line
        );
    }
}

/// A structure's own paper by its short name (`sheet`, `card`: the file name without
/// `.pdf`).
fn paper_by_slug() -> impl clap::builder::TypedValueParser<Value = StructurePaper> {
    use clap::builder::TypedValueParser;
    use felt_core::choice::NamedChoice;
    let slugs: Vec<&str> = StructurePaper::ALL
        .iter()
        .map(|p| p.printout().slug())
        .collect();
    clap::builder::PossibleValuesParser::new(slugs)
        .try_map(|s: String| StructurePaper::from_name(&format!("{s}.pdf")))
}
