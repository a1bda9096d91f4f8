//! Diagnostics with a position in the structure file, and the sink the parser and its
//! helpers (offers, seating rules, validation) report them to.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Whether a diagnostic blocks loading the structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

/// One finding about a structure file, at a 1-based line and column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Diagnostic {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub severity: Severity,
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic at byte offset `offset` of `text`.
    pub fn at(
        file: &str,
        text: &str,
        offset: usize,
        severity: Severity,
        message: impl Into<String>,
    ) -> Self {
        let (line, column) = line_col(text, offset);
        Diagnostic {
            file: file.to_string(),
            line,
            column,
            severity,
            message: message.into(),
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(
            f,
            "{}:{}:{}: {}: {}",
            self.file, self.line, self.column, kind, self.message
        )
    }
}

/// 1-based line and column (in characters) of byte offset `offset` in `text`.
pub(crate) fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let mut boundary = offset;
    while !text.is_char_boundary(boundary) {
        boundary -= 1;
    }
    let before = &text[..boundary];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// Collects diagnostics against one file.
pub(super) struct Sink<'a> {
    pub file: &'a str,
    pub text: &'a str,
    pub found: Vec<Diagnostic>,
}

impl Sink<'_> {
    pub fn error(&mut self, offset: usize, message: impl Into<String>) {
        self.found.push(Diagnostic::at(
            self.file,
            self.text,
            offset,
            Severity::Error,
            message,
        ));
    }
    pub fn warn(&mut self, offset: usize, message: impl Into<String>) {
        self.found.push(Diagnostic::at(
            self.file,
            self.text,
            offset,
            Severity::Warning,
            message,
        ));
    }
}

/// Byte offsets of each period in the file, for diagnostics found after building.
pub(super) struct Offsets {
    pub periods: Vec<usize>,
    pub table_size: usize,
    /// Where `starting_stack`'s value is written.
    pub starting_stack: usize,
    /// Where each `[[games]]` entry starts, in the order of `Structure::games`.
    pub games: Vec<usize>,
}

pub(super) fn check_level_exists(sink: &mut Sink, at: usize, n: u32, levels: u32, what: &str) {
    if n == 0 || n > levels {
        let has = match levels {
            0 => "no level".to_string(),
            1 => "only level 1".to_string(),
            _ => format!("levels 1 to {levels}"),
        };
        sink.error(
            at,
            format!("{what} names level {n}, but the structure has {has}"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::line_col;

    #[test]
    fn offsets_map_to_one_based_lines_and_columns() {
        let text = "a = 1\nbé = 2\n";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 6), (2, 1));
        assert_eq!(line_col(text, 9), (2, 3));
        assert_eq!(line_col(text, 999), (3, 1));
    }
}
