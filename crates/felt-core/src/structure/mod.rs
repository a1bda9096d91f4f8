//! Event structures: what a TD writes in a structure file, normalized.
//!
//! `parse` reads the TOML file (with file/line/column diagnostics), `derive` fills in what
//! the rulebook derives (limit "100/200" gives blinds 50/100), and `validate` produces the
//! warnings that are shown but do not block. The types here are the normalized structure
//! that the engine, the clock and the paper work from; they serialise to JSON for the API.

pub mod bounds;
mod chips;
mod derive;
mod diagnostic;
pub mod draft;
pub mod edit;
mod games;
mod model;
mod offer;
mod parse;
pub mod paytables;
mod periods;
pub mod propose;
mod rules;
mod seating_rule;
mod table_file;
mod validate;

pub use chips::Chips;
pub use derive::{describe_stakes, describe_stakes_in, stakes_phrase};
pub use diagnostic::{Diagnostic, Severity};
pub use model::*;
pub use parse::{ParsedStructure, parse_structure};
pub use rules::*;
pub use seating_rule::{ButtonFallback, SeatingRule, TableBreakOrder};
pub use table_file::{ReadTable, resolve_table_file, table_file_into_rows};
