//! A structure as the editor holds it: the file's own tables and keys (a `toml::Table`),
//! written back as canonical TOML that remembers which field each line holds, so every
//! diagnostic of the file checker can be shown at the field it is about.
//!
//! The editor and the house library keep structures as drafts; the file checker
//! (`parse_structure`) is the only judge, so the editor, `felt structure check` and event
//! creation say the same words about the same mistake.

use super::derive::stakes_phrase;
use super::diagnostic::{Diagnostic, Severity};
use super::model::{Period, Structure};
use super::parse::parse_structure;
use crate::lang::{Locale, Phrase};
use serde::{Deserialize, Serialize};
use toml::{Table, Value};

/// The order keys are written in; keys not listed follow, alphabetically.
const KEY_ORDER: &[&str] = &[
    // top level
    "name",
    "number",
    "description",
    "starting_stack",
    "table_size",
    "level_minutes",
    "ante_kind",
    "after_last",
    "chip_race",
    "rotation",
    "late_registration",
    "lammers",
    "big_blind_ante",
    "money",
    "payouts",
    "add_on",
    "rebuy",
    "re_entry",
    "special",
    "seating",
    "games",
    "chips",
    "levels",
    // lammers (before chips' value), games, chips
    "per_entry",
    "id",
    "family",
    "catalog",
    "value",
    "color",
    // levels
    "game",
    "betting",
    "stakes",
    "small_blind",
    "big_blind",
    "small_bet",
    "big_bet",
    "ante",
    "bring_in",
    "minutes",
    "break_minutes",
    "race_off",
    "auto_pause",
    "end_of_day",
    "note",
    // rules
    "redeem_by_end_of_level",
    "at_deadline",
    "until_end_of_level",
    "preset",
    "amount",
    "reduce_at_players",
    "reduced_to",
    "posting_order",
    "currency",
    "buy_in",
    "price",
    "fee",
    "guarantee",
    "table",
    "title",
    "increment",
    "paid_percent",
    "top_share_bp",
    "min_cash",
    "entries",
    "shares_bp",
    "curve",
    "row",
    "satellite",
    "seat_value",
    "target",
    "limit",
    "from_level",
    "at_break_after_level",
    "stack_at_most",
];

/// Canonical TOML text of a draft, with the field each line holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    /// For line `i + 1`: the path of the key or table header on it ("levels.3.stakes",
    /// "lammers"), and the path of the table it sits in ("levels.3", "").
    pub lines: Vec<(String, String)>,
}

/// A finding of the file checker, placed at a field of the draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Finding {
    /// The field ("levels.3.stakes", "lammers.value", "starting_stack"), or the table
    /// ("levels.3") when the finding is about the whole entry. Level indexes count from 0
    /// over levels and breaks, as in the file.
    pub path: String,
    pub severity: Severity,
    pub message: String,
    /// Where the same finding is in the exported TOML file.
    pub line: usize,
    pub column: usize,
}

/// What the file checker says about a draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DraftCheck {
    /// The draft as a structure file (what export writes).
    pub toml: String,
    /// Errors first, then warnings.
    pub findings: Vec<Finding>,
    /// For each entry of `levels` (a level or a break): what it plays, in words ("Blinds
    /// 100/200, BB ante 200", "Break 15 min"); empty while the draft has errors.
    pub derived: Vec<String>,
    /// The event's name and its levels and breaks, when the draft has no errors.
    pub summary: Option<String>,
    /// What the payouts pay for a few field sizes, one line each ("20 entries, pool
    /// $2,000: 1st $1,000, 2nd $600, 3rd $400 (Club table, row for 11-30 entries)");
    /// empty without money and payouts or while the draft has errors.
    #[serde(default)]
    pub payouts: Vec<String>,
}

impl DraftCheck {
    pub fn ok(&self) -> bool {
        !self.findings.iter().any(|f| f.severity == Severity::Error)
    }
}

fn rank(key: &str) -> usize {
    KEY_ORDER
        .iter()
        .position(|k| *k == key)
        .unwrap_or(KEY_ORDER.len())
}

fn sorted(t: &Table) -> Vec<(&String, &Value)> {
    let mut v: Vec<_> = t.iter().collect();
    v.sort_by(|a, b| rank(a.0).cmp(&rank(b.0)).then(a.0.cmp(b.0)));
    v
}

fn is_table_array(v: &Value) -> bool {
    matches!(v, Value::Array(a) if !a.is_empty() && a.iter().all(|x| x.is_table()))
}

fn key(k: &str) -> String {
    if !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        k.to_string()
    } else {
        quoted_key(k)
    }
}

/// `k` as a TOML basic string on one line (a key may not be a multi-line string, which
/// is how `toml` writes a value with a line break).
fn quoted_key(k: &str) -> String {
    let mut out = String::with_capacity(k.len() + 2);
    out.push('"');
    for c in k.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn join(path: &str, k: &str) -> String {
    if path.is_empty() {
        k.to_string()
    } else {
        format!("{path}.{k}")
    }
}

fn inline(v: &Value) -> String {
    match v {
        Value::Table(t) => {
            let parts: Vec<String> = sorted(t)
                .into_iter()
                .map(|(k, v)| format!("{} = {}", key(k), inline(v)))
                .collect();
            if parts.is_empty() {
                "{}".into()
            } else {
                format!("{{ {} }}", parts.join(", "))
            }
        }
        Value::Array(a) => {
            let parts: Vec<String> = a.iter().map(inline).collect();
            format!("[{}]", parts.join(", "))
        }
        other => other.to_string(),
    }
}

struct Writer {
    text: String,
    lines: Vec<(String, String)>,
}

impl Writer {
    fn line(&mut self, s: &str, path: String, table: String) {
        self.text.push_str(s);
        self.text.push('\n');
        self.lines.push((path, table));
    }

    /// Writes the table at `path` (its header already written) whose header names `head`.
    fn table(&mut self, t: &Table, path: &str, head: &str) {
        let entries = sorted(t);
        for (k, v) in &entries {
            if !v.is_table() && !is_table_array(v) {
                let p = join(path, k);
                self.line(&format!("{} = {}", key(k), inline(v)), p, path.into());
            }
        }
        for (k, v) in &entries {
            if let Value::Table(sub) = v {
                let p = join(path, k);
                let h = join(head, &key(k));
                if !self.text.is_empty() {
                    self.line("", path.into(), path.into());
                }
                self.line(&format!("[{h}]"), p.clone(), p.clone());
                self.table(sub, &p, &h);
            }
        }
        for (k, v) in &entries {
            if let (true, Value::Array(items)) = (is_table_array(v), v) {
                let h = join(head, &key(k));
                if !self.text.is_empty() {
                    self.line("", path.into(), path.into());
                }
                for (i, item) in items.iter().enumerate() {
                    let p = join(&join(path, k), &i.to_string());
                    self.line(&format!("[[{h}]]"), p.clone(), p.clone());
                    if let Value::Table(sub) = item {
                        self.table(sub, &p, &h);
                    }
                }
            }
        }
    }
}

/// Writes a draft as a structure file in Felt's canonical order: the event's own settings,
/// then its rule tables, then games, chips and levels.
pub fn write(doc: &Table) -> Written {
    let mut w = Writer {
        text: String::new(),
        lines: Vec::new(),
    };
    w.table(doc, "", "");
    Written {
        text: w.text,
        lines: w.lines,
    }
}

/// Reads structure-file text into a draft (comments and layout are not kept; the file's
/// meaning is). A text that is not TOML gets the file checker's diagnostic.
pub fn read(file: &str, text: &str) -> Result<Table, Diagnostic> {
    let mut doc = text.parse::<Table>().map_err(|e| {
        let offset = e.span().map(|s| s.start).unwrap_or(0);
        Diagnostic::at(
            file,
            text,
            offset,
            Severity::Error,
            e.message().trim().replace('\n', " "),
        )
    })?;
    super::table_file::table_file_into_rows(&mut doc);
    Ok(doc)
}

/// Where a diagnostic of the written text belongs in the draft.
fn place(written: &Written, d: &Diagnostic) -> String {
    let Some((path, table)) = written.lines.get(d.line.saturating_sub(1)) else {
        return String::new();
    };
    // "missing field `x`" is reported at the table that lacks it.
    if let Some(rest) = d.message.strip_prefix("missing field `")
        && let Some(field) = rest.split('`').next()
    {
        return join(table, field);
    }
    path.clone()
}

/// The stakes or break of each period, in words.
pub fn derived(structure: &Structure) -> Vec<String> {
    derived_in(structure, Locale::ENGLISH)
}

/// [`derived`] in `l`'s words ("Level 3: Texas Hold'em, Blinds 100/200, 20 min").
pub fn derived_in(structure: &Structure, l: Locale) -> Vec<String> {
    structure
        .periods
        .iter()
        .map(|p| match p {
            Period::Level(level) => {
                let game = structure
                    .games
                    .iter()
                    .find(|g| g.id == level.game)
                    .map(|g| g.name.as_str())
                    .unwrap_or(level.game.as_str());
                Phrase::new("editor-derived-level")
                    .text("level", level.number.to_string())
                    .text("game", game)
                    .phrase("stakes", stakes_phrase(&level.stakes))
                    .phrase("duration", duration(level.duration_ms))
                    .say(l)
            }
            Period::Break(b) => {
                let duration = duration(b.duration_ms);
                if b.race_off.is_empty() {
                    Phrase::new("editor-derived-break")
                        .phrase("duration", duration)
                        .say(l)
                } else {
                    let chips: Vec<String> = b.race_off.iter().map(|c| l.number(*c)).collect();
                    Phrase::new("editor-derived-break-race")
                        .phrase("duration", duration)
                        .text("chips", chips.join(", "))
                        .say(l)
                }
            }
        })
        .collect()
}

/// A length of time as a schedule says it ("10 min", "1 h 30 min", "45 s"), as
/// [`crate::words::minutes`] writes it in English.
pub(crate) fn duration(ms: i64) -> Phrase {
    let s = ms.unsigned_abs() / 1000;
    let (h, m, rest) = (s / 3600, (s / 60) % 60, s % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(Phrase::new("duration-hours").count("hours", h));
    }
    if m > 0 {
        parts.push(Phrase::new("duration-minutes").count("minutes", m));
    }
    if rest > 0 || parts.is_empty() {
        parts.push(Phrase::new("duration-seconds").count("seconds", rest));
    }
    let mut parts = parts.into_iter();
    let first = parts
        .next()
        .unwrap_or_else(|| Phrase::new("duration-seconds").count("seconds", 0));
    parts.fold(first, |acc, next| {
        Phrase::new("action-duration-and")
            .phrase("first", acc)
            .phrase("then", next)
    })
}

/// The event's name with its levels and breaks counted: "NAME: 12 levels, 3 breaks".
pub fn summary_in(structure: &Structure, l: Locale) -> String {
    let levels = structure
        .periods
        .iter()
        .filter(|p| p.as_level().is_some())
        .count();
    let breaks = structure.periods.len() - levels;
    Phrase::new("editor-summary")
        .text("title", structure.title())
        .count("levels", levels)
        .count("breaks", breaks)
        .say(l)
}

/// Checks a draft with the file checker, placing each finding at its field.
pub fn check(doc: &Table) -> DraftCheck {
    check_with(doc, Locale::ENGLISH, |_, _| Vec::new())
}

/// [`check`], its words (the derived lines, the summary, the editor's own findings) in
/// `l`'s, with the lines of [`DraftCheck::payouts`] worked out by `payouts` from the
/// structure when it loads (the payouts are a layer above the structure:
/// `rules::payout::event::check_draft` passes its preview). The file checker's own
/// diagnostics stay as it writes them.
pub fn check_with(
    doc: &Table,
    l: Locale,
    payouts: impl Fn(&Structure, Locale) -> Vec<String>,
) -> DraftCheck {
    let written = write(doc);
    let file = "structure.toml";
    let (diagnostics, structure) = match parse_structure(file, &written.text) {
        Ok(p) => (p.warnings, Some(p.structure)),
        Err(d) => (d, None),
    };
    let findings = diagnostics
        .iter()
        .map(|d| Finding {
            path: place(&written, d),
            severity: d.severity,
            // The editor's TD picks games, not tables of a file.
            message: if d.message == super::games::NO_GAME {
                Phrase::new("editor-no-game").say(l)
            } else {
                d.message.clone()
            },
            line: d.line,
            column: d.column,
        })
        .collect();
    let (derived, summary) = match &structure {
        Some(s) => (derived_in(s, l), Some(summary_in(s, l))),
        None => (Vec::new(), None),
    };
    let payouts = structure
        .as_ref()
        .map(|s| payouts(s, l))
        .unwrap_or_default();
    DraftCheck {
        toml: written.text,
        findings,
        derived,
        summary,
        payouts,
    }
}
