//! `[payouts] table_file = "house.toml"`: the house's payout table kept in a file of its
//! own, beside the structure, in the format of `structures/payouts/`.
//!
//! The core reads no files. A door that reads the structure from disk hands
//! [`resolve_table_file`] a way to read the table; the table is then written into the
//! structure's own text, on the same line, as
//! `table_file = { file = "house.toml", title = "...", increment = 100, row = [...] }`,
//! so the text an event records carries its payouts with it and replays anywhere. Lines
//! and columns before that value do not move, so every other message still points at
//! the file as the TD wrote it.

use super::diagnostic::{Diagnostic, Severity};
use serde::Deserialize;
use toml::Spanned;

/// The value of `table_file`: a path to read, or the table already read into the text.
#[derive(Deserialize, Clone)]
#[serde(untagged)]
pub(super) enum RawTableFile {
    Path(String),
    Loaded(LoadedTable),
}

/// A payout table read from its file: where from, and its rows.
#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub(super) struct LoadedTable {
    pub file: String,
    pub title: Option<String>,
    pub increment: Option<u64>,
    #[serde(default)]
    pub row: Vec<TableFileRow>,
}

/// One row of a payout table file, as in `structures/payouts/`.
#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub(super) struct TableFileRow {
    pub entries: [u32; 2],
    #[serde(default)]
    pub shares_bp: Vec<u32>,
    #[serde(default)]
    pub amounts: Vec<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    title: Option<String>,
    increment: Option<u64>,
    #[serde(default)]
    row: Vec<Spanned<TableFileRow>>,
}

#[derive(Deserialize)]
struct Outer {
    payouts: Option<OuterPayouts>,
}

#[derive(Deserialize)]
struct OuterPayouts {
    table_file: Option<Spanned<toml::Value>>,
}

/// Reads a payout table file by the path the structure gives: its name for messages and
/// its text, or why it could not be read.
pub type ReadTable<'a> = &'a dyn Fn(&str) -> Result<(String, String), String>;

/// The structure text with its `table_file` read in. `read` gets the path as written in
/// the structure and returns the table file's name for messages and its text, or why it
/// could not be read. A text with no `table_file`, or one already read in, comes back as
/// it is; a text that is not valid TOML too (the structure checker reports that).
pub fn resolve_table_file(
    file: &str,
    text: &str,
    read: ReadTable,
) -> Result<String, Vec<Diagnostic>> {
    let Ok(outer) = toml::from_str::<Outer>(text) else {
        return Ok(text.to_string());
    };
    let Some(value) = outer.payouts.and_then(|p| p.table_file) else {
        return Ok(text.to_string());
    };
    let span = value.span();
    let toml::Value::String(path) = value.get_ref() else {
        return Ok(text.to_string());
    };
    let error = |message: String| {
        vec![Diagnostic::at(
            file,
            text,
            span.start,
            Severity::Error,
            message,
        )]
    };
    let (table_name, table_text) = read(path).map_err(|why| {
        error(format!(
            "[payouts] table_file {path:?} could not be read: {why}"
        ))
    })?;
    let raw: RawTable = toml::from_str(&table_text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        vec![Diagnostic::at(
            &table_name,
            &table_text,
            offset,
            Severity::Error,
            format!("payout table: {}", e.message().trim().replace('\n', " ")),
        )]
    })?;
    let rows: Vec<super::paytables::PaytableRow> = raw
        .row
        .iter()
        .map(|r| super::paytables::PaytableRow {
            min_entries: r.get_ref().entries[0],
            max_entries: r.get_ref().entries[1],
            shares_bp: r.get_ref().shares_bp.clone(),
            amounts: r.get_ref().amounts.clone(),
        })
        .collect();
    if let Err((i, e)) = super::paytables::check_rows(&rows) {
        let at = raw.row.get(i).map_or(0, |r| r.span().start);
        return Err(vec![Diagnostic::at(
            &table_name,
            &table_text,
            at,
            Severity::Error,
            format!("payout table {e}"),
        )]);
    }
    let q = |s: &str| toml::Value::String(s.to_string()).to_string();
    let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
    let mut inline = format!("{{ file = {}", q(path));
    if let Some(t) = &raw.title {
        inline.push_str(&format!(", title = {}", q(t)));
    }
    if let Some(i) = raw.increment {
        inline.push_str(&format!(", increment = {i}"));
    }
    let rows: Vec<String> = raw
        .row
        .iter()
        .map(|r| {
            let r = r.get_ref();
            let mut s = format!("{{ entries = [{}, {}]", r.entries[0], r.entries[1]);
            if !r.shares_bp.is_empty() {
                let shares: Vec<u64> = r.shares_bp.iter().map(|&x| u64::from(x)).collect();
                s.push_str(&format!(", shares_bp = [{}]", list(&shares)));
            }
            if !r.amounts.is_empty() {
                s.push_str(&format!(", amounts = [{}]", list(&r.amounts)));
            }
            s.push_str(" }");
            s
        })
        .collect();
    inline.push_str(&format!(", row = [{}] }}", rows.join(", ")));
    let mut out = String::with_capacity(text.len() + inline.len());
    out.push_str(&text[..span.start]);
    out.push_str(&inline);
    out.push_str(&text[span.end..]);
    Ok(out)
}

/// A structure document whose `table_file` was read in, with the table's rows, title and
/// increment moved into `[payouts]` as the house's own rows: what the structure library
/// keeps, since a library structure is edited on its own, with no file beside it.
pub fn table_file_into_rows(doc: &mut toml::Table) {
    let Some(toml::Value::Table(payouts)) = doc.get_mut("payouts") else {
        return;
    };
    if !matches!(payouts.get("table_file"), Some(toml::Value::Table(_))) {
        return;
    }
    let Some(toml::Value::Table(mut loaded)) = payouts.remove("table_file") else {
        return;
    };
    for key in ["title", "increment"] {
        if let Some(v) = loaded.remove(key) {
            payouts.entry(key).or_insert(v);
        }
    }
    if let Some(rows) = loaded.remove("row") {
        payouts.insert("row".into(), rows);
    }
}
