//! The house library of structures and the structure editor's calls: drafts checked by
//! the file checker (`felt_core::structure::draft`), kept in the database, exported as
//! structure files, previewed on paper, and turned into events.

use super::{ApiError, CreatedEvent, Felt, Printout};
use crate::paper::PaperSize;
use felt_core::UtcMs;
use felt_core::lang::{Arg, Asked, Locale, Phrase};
use felt_core::structure::draft::{self, DraftCheck};
use felt_core::structure::propose::{Proposal, ProposeGame, ProposeRequest, propose};
use felt_core::structure::{Betting, Family, Severity, parse_structure};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use toml::Table;

/// A line of the house library.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct LibraryEntry {
    pub id: i64,
    pub name: String,
    pub updated_at: UtcMs,
    /// "NAME: 24 levels, 5 breaks" when the structure has no errors.
    pub summary: Option<String>,
    pub errors: u32,
    pub warnings: u32,
}

/// A structure of the library as the editor holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct LibraryItem {
    pub id: i64,
    pub name: String,
    pub updated_at: UtcMs,
    /// The structure file's tables and keys as JSON (`levels`, `chips`, `lammers`, ...).
    #[schema(value_type = Object)]
    pub draft: Value,
    pub check: DraftCheck,
}

/// A template shipped with Felt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TemplateInfo {
    /// What `new from template` takes ("horse", "nlhe-bba").
    pub slug: String,
    pub name: String,
    pub description: String,
    pub summary: String,
}

/// Where a new library structure comes from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum NewStructure {
    /// A template shipped with Felt, by slug.
    Template { template: String },
    /// A structure file's text (imported; it may still have errors to fix in the editor).
    Toml { file: Option<String>, text: String },
    /// A copy of library structure `id`, named "... (copy)".
    Copy { id: i64 },
    /// A draft from the editor or the wizard.
    Draft {
        #[schema(value_type = Object)]
        draft: Value,
    },
}

fn drop_nulls(v: Value) -> Option<Value> {
    match v {
        Value::Null => None,
        Value::Object(m) => Some(Value::Object(
            m.into_iter()
                .filter_map(|(k, v)| drop_nulls(v).map(|v| (k, v)))
                .collect(),
        )),
        Value::Array(a) => Some(Value::Array(a.into_iter().filter_map(drop_nulls).collect())),
        other => Some(other),
    }
}

/// The editor's JSON as a draft; null fields are left out (the file's default applies).
pub fn draft_from_json(v: Value) -> Result<Table, ApiError> {
    let v = drop_nulls(v).unwrap_or(Value::Null);
    if !v.is_object() {
        return Err(ApiError::BadRequest(Phrase::new(
            "refusal-api-draft-object",
        )));
    }
    if let Some(k) = bad_key(&v) {
        return Err(ApiError::Draft(
            Phrase::new("refusal-api-draft-bad-key").text("key", format!("{k:?}")),
        ));
    }
    serde_json::from_value::<Table>(v).map_err(|e| {
        ApiError::Draft(Phrase::new("refusal-api-draft-unwritable").text("why", e.to_string()))
    })
}

/// The first key anywhere in `v` with a control character in it.
fn bad_key(v: &Value) -> Option<String> {
    match v {
        Value::Object(m) => m.iter().find_map(|(k, v)| {
            if k.chars().any(char::is_control) {
                Some(k.clone())
            } else {
                bad_key(v)
            }
        }),
        Value::Array(a) => a.iter().find_map(bad_key),
        _ => None,
    }
}

/// A draft as the editor's JSON.
pub fn draft_to_json(t: &Table) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}

/// `doc` as the file text the library keeps, refused (and so never stored) unless it
/// reads back as a draft: a refused save changes nothing.
fn written(doc: &Table) -> Result<String, ApiError> {
    let text = draft::write(doc).text;
    match draft::read("draft.toml", &text) {
        Ok(_) => Ok(text),
        Err(d) => Err(ApiError::Draft(
            Phrase::new("refusal-api-draft-unkeepable").text("why", d.message),
        )),
    }
}

fn name_of(t: &Table) -> String {
    t.get("name")
        .and_then(|v| v.as_str())
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .unwrap_or("Untitled structure")
        .to_string()
}

/// A file name for a structure's name: "Mixed Limit, BARGE style" → "mixed-limit-barge-style.toml".
pub fn file_name(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "structure.toml".into()
    } else {
        format!("{slug}.toml")
    }
}

fn template_draft(slug: &str) -> Result<Table, ApiError> {
    let text = crate::structures::template(slug).ok_or_else(|| {
        ApiError::Draft(
            Phrase::new("refusal-api-draft-no-template")
                .text("name", format!("{slug:?}"))
                .text(
                    "templates",
                    crate::structures::TEMPLATES
                        .iter()
                        .map(|(s, _)| *s)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        )
    })?;
    draft::read(slug, text).map_err(|d| ApiError::Structure {
        diagnostics: vec![d],
    })
}

/// The templates shipped with Felt.
pub fn templates() -> Vec<TemplateInfo> {
    templates_in(Locale::ENGLISH)
}

/// [`templates`], their summaries in `l`'s words.
pub fn templates_in(l: Locale) -> Vec<TemplateInfo> {
    crate::structures::TEMPLATES
        .iter()
        .filter_map(|(slug, text)| {
            let p = match parse_structure(slug, text) {
                Ok(p) => p,
                Err(e) => {
                    tracing::error!("the shipped template {slug} does not read: {e:?}");
                    return None;
                }
            };
            let levels = p
                .structure
                .periods
                .iter()
                .filter(|x| x.as_level().is_some())
                .count();
            Some(TemplateInfo {
                slug: slug.to_string(),
                name: p.structure.name.clone(),
                description: p.structure.description.clone().unwrap_or_default(),
                summary: l.say(
                    "library-template-summary",
                    &[
                        ("levels", Arg::Count(levels as u64)),
                        ("seats", Arg::Count(u64::from(p.structure.table_size))),
                        ("chips", Arg::Count(p.structure.starting_stack)),
                    ],
                ),
            })
        })
        .collect()
}

impl Felt {
    /// The language the library and the editor answer `asked` in: the one named, else
    /// the console's (the TD's setting for this installation), else the browser's.
    pub fn library_locale(&self, asked: Asked) -> Locale {
        if asked.named.is_some() {
            return asked.for_event(None);
        }
        let console = self.console_language().ok().and_then(|c| c.lang);
        asked.for_event(console)
    }

    /// Every structure in the house library, by name.
    pub fn library(&self) -> Result<Vec<LibraryEntry>, ApiError> {
        self.library_in(Locale::ENGLISH)
    }

    /// [`Felt::library`], the summaries in `l`'s words.
    pub fn library_in(&self, l: Locale) -> Result<Vec<LibraryEntry>, ApiError> {
        let rows = self.reader().library()?;
        Ok(rows
            .into_iter()
            .map(|r| {
                let check = match draft::read(&r.name, &r.source) {
                    Ok(t) => felt_core::rules::payout::event::check_draft(&t, l),
                    Err(d) => DraftCheck {
                        toml: r.source.clone(),
                        findings: vec![draft::Finding {
                            path: String::new(),
                            severity: Severity::Error,
                            message: d.message,
                            line: d.line,
                            column: d.column,
                        }],
                        derived: Vec::new(),
                        summary: None,
                        payouts: Vec::new(),
                    },
                };
                let count =
                    |s: Severity| check.findings.iter().filter(|f| f.severity == s).count() as u32;
                LibraryEntry {
                    id: r.id,
                    name: r.name,
                    updated_at: r.updated_at,
                    summary: check.summary.clone(),
                    errors: count(Severity::Error),
                    warnings: count(Severity::Warning),
                }
            })
            .collect())
    }

    fn library_row(&self, id: i64) -> Result<crate::store::LibraryRow, ApiError> {
        self.reader()
            .library_get(id)?
            .ok_or(ApiError::NoSuchStructure { id })
    }

    /// Library structure `id` as a draft, checked.
    pub fn library_item(&self, id: i64) -> Result<LibraryItem, ApiError> {
        self.library_item_in(id, Locale::ENGLISH)
    }

    /// [`Felt::library_item`], the check in `l`'s words.
    pub fn library_item_in(&self, id: i64, l: Locale) -> Result<LibraryItem, ApiError> {
        let row = self.library_row(id)?;
        let doc = draft::read(&row.name, &row.source).map_err(|d| ApiError::Structure {
            diagnostics: vec![d],
        })?;
        Ok(LibraryItem {
            id,
            name: row.name,
            updated_at: row.updated_at,
            draft: draft_to_json(&doc),
            check: felt_core::rules::payout::event::check_draft(&doc, l),
        })
    }

    /// Adds a structure to the library (from a template, a file, a copy or a draft).
    pub fn library_add(&self, from: NewStructure) -> Result<LibraryItem, ApiError> {
        self.library_add_in(from, Locale::ENGLISH)
    }

    /// [`Felt::library_add`], the check in `l`'s words.
    pub fn library_add_in(&self, from: NewStructure, l: Locale) -> Result<LibraryItem, ApiError> {
        let doc = match from {
            NewStructure::Template { template } => template_draft(&template)?,
            NewStructure::Toml { file, text } => {
                let file = file.unwrap_or_else(|| "structure.toml".into());
                draft::read(&file, &text).map_err(|d| ApiError::Structure {
                    diagnostics: vec![d],
                })?
            }
            NewStructure::Copy { id } => {
                let row = self.library_row(id)?;
                let mut doc =
                    draft::read(&row.name, &row.source).map_err(|d| ApiError::Structure {
                        diagnostics: vec![d],
                    })?;
                doc.insert(
                    "name".into(),
                    toml::Value::String(format!("{} (copy)", name_of(&doc))),
                );
                doc
            }
            NewStructure::Draft { draft } => draft_from_json(draft)?,
        };
        let text = written(&doc)?;
        let now = self.now();
        let id = self.store().library_insert(&name_of(&doc), &text, now)?;
        self.library_item_in(id, l)
    }

    /// Replaces library structure `id` with `draft` (saved even with errors, which the
    /// editor shows; an event can only be made from it once they are fixed).
    pub fn library_save(&self, id: i64, draft: Value) -> Result<LibraryItem, ApiError> {
        self.library_save_in(id, draft, Locale::ENGLISH)
    }

    /// [`Felt::library_save`], the check in `l`'s words.
    pub fn library_save_in(
        &self,
        id: i64,
        draft: Value,
        l: Locale,
    ) -> Result<LibraryItem, ApiError> {
        let doc = draft_from_json(draft)?;
        let text = written(&doc)?;
        let now = self.now();
        if !self
            .store()
            .library_update(id, &name_of(&doc), &text, now)?
        {
            return Err(ApiError::NoSuchStructure { id });
        }
        self.library_item_in(id, l)
    }

    /// Renames library structure `id` (its `name`, as events and paper show it).
    pub fn library_rename(&self, id: i64, name: &str) -> Result<LibraryItem, ApiError> {
        self.library_rename_in(id, name, Locale::ENGLISH)
    }

    /// [`Felt::library_rename`], the check in `l`'s words.
    pub fn library_rename_in(
        &self,
        id: i64,
        name: &str,
        l: Locale,
    ) -> Result<LibraryItem, ApiError> {
        if name.trim().is_empty() {
            return Err(ApiError::Draft(Phrase::new("refusal-api-draft-no-name")));
        }
        let mut item = self.library_item_in(id, l)?;
        if let Some(m) = item.draft.as_object_mut() {
            m.insert("name".into(), Value::String(name.trim().to_string()));
        }
        self.library_save_in(id, item.draft, l)
    }

    /// Removes library structure `id` (events made from it keep their own copy).
    pub fn library_delete(&self, id: i64) -> Result<(), ApiError> {
        if self.store().library_delete(id)? {
            Ok(())
        } else {
            Err(ApiError::NoSuchStructure { id })
        }
    }

    /// Library structure `id` as a structure file: (file name, text).
    pub fn library_export(&self, id: i64) -> Result<(String, String), ApiError> {
        let row = self.library_row(id)?;
        Ok((file_name(&row.name), row.source))
    }

    /// Makes an event from library structure `id`; refused while it has errors.
    pub fn create_event_from_library(&self, id: i64) -> Result<CreatedEvent, ApiError> {
        let (file, text) = self.library_export(id)?;
        self.create_event(&file, &text)
    }

    /// The structure sheet or rule card of a draft, before any event exists, in `l`'s
    /// words.
    pub fn preview(
        &self,
        draft: Value,
        what: Printout,
        size: PaperSize,
        l: felt_core::lang::Locale,
    ) -> Result<Vec<u8>, ApiError> {
        let doc = draft_from_json(draft)?;
        let written = draft::write(&doc);
        let parsed = parse_structure("structure.toml", &written.text)
            .map_err(|diagnostics| ApiError::Structure { diagnostics })?;
        let what = match what {
            Printout::RuleCard => Printout::RuleCard,
            _ => Printout::StructureSheet,
        };
        Ok(crate::paper::render_pdf(
            &what.document(&parsed.structure, l),
            size,
            l,
        )?)
    }
}

/// The rule cards of a house list: `games` are catalog keys or names, comma-separated
/// or one per call; the first page lists them under `title`, in `l`'s words. Needs no
/// database.
pub fn house_card(
    games: &[String],
    title: &str,
    size: PaperSize,
    l: felt_core::lang::Locale,
) -> Result<Vec<u8>, ApiError> {
    let catalog = felt_core::catalog::Catalog::shared();
    let mut keys = Vec::new();
    for name in games.iter().flat_map(|g| g.split(',')).map(str::trim) {
        if name.is_empty() {
            continue;
        }
        keys.push(
            catalog
                .find_key(name)
                .ok_or_else(|| ApiError::NoSuchGame(name.to_string()))?,
        );
    }
    if keys.is_empty() {
        return Err(ApiError::Draft(Phrase::new("refusal-api-house-list-empty")));
    }
    let title = if title.trim().is_empty() {
        felt_core::paper::rule_card::house_title(l)
    } else {
        title.trim().to_string()
    };
    let doc = felt_core::paper::rule_card::house_card(&title, &keys, catalog, l)
        .map_err(|e| ApiError::NoSuchGame(e.to_string()))?;
    Ok(crate::paper::render_pdf(&doc, size, l)?)
}

/// Checks a draft (no database needed), its words in `l`'s.
pub fn check_draft(draft: Value, l: Locale) -> Result<DraftCheck, ApiError> {
    Ok(felt_core::rules::payout::event::check_draft(
        &draft_from_json(draft)?,
        l,
    ))
}

/// What the structure wizard is asked about a draft: the rest (starting stack, level
/// length, chips, games, big blind ante) is read from the draft itself.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProposeBody {
    #[schema(value_type = Object)]
    pub draft: Value,
    /// How long the event should take, breaks included, until about two players are left.
    pub target_minutes: u32,
    /// Entries expected (re-entries included); 40 when not given.
    pub entries: Option<u32>,
    /// A break after every this many levels (4 when not given).
    pub break_every: Option<u32>,
    pub break_minutes: Option<u32>,
    /// Keep the levels typed and propose only those after them (the rotation, the growth
    /// and the breaks carry on from them); otherwise the proposal replaces every level.
    #[serde(default)]
    pub extend: bool,
}

/// Levels and breaks proposed for a draft, from its own stack, level length, chip set and
/// games (its rotation when it has one).
pub fn propose_levels(body: ProposeBody) -> Result<Proposal, ApiError> {
    let doc = draft_from_json(body.draft)?;
    let bad = |id: &'static str| ApiError::Draft(Phrase::new(id));
    let int = |k: &str| doc.get(k).and_then(|v| v.as_integer());
    let starting_stack = int("starting_stack")
        .filter(|n| *n > 0)
        .ok_or_else(|| bad("refusal-api-propose-no-stack"))? as u64;
    let level_minutes = int("level_minutes").unwrap_or(20).clamp(1, 240) as u32;
    let tables = |k: &str| -> Vec<Table> {
        doc.get(k)
            .and_then(|v| v.as_array())
            .map(|a| a.iter().filter_map(|x| x.as_table().cloned()).collect())
            .unwrap_or_default()
    };
    let chips: Vec<u64> = tables("chips")
        .iter()
        .filter_map(|c| c.get("value")?.as_integer())
        .filter(|v| *v > 0)
        .map(|v| v as u64)
        .collect();
    if chips.is_empty() {
        return Err(bad("refusal-api-propose-no-chips"));
    }
    let games: Vec<(String, ProposeGame)> = tables("games")
        .iter()
        .filter_map(|g| {
            let id = g.get("id")?.as_str()?.to_string();
            let family: Family = g.get("family")?.clone().try_into().ok()?;
            let betting: Betting = g.get("betting")?.clone().try_into().ok()?;
            Some((
                id.clone(),
                ProposeGame {
                    catalog: g.get("catalog").and_then(|c| c.as_str()).map(String::from),
                    id,
                    family,
                    betting,
                    big_blind_ante: false,
                },
            ))
        })
        .collect();
    let rotation: Vec<String> = doc
        .get("rotation")
        .and_then(|v| v.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    let (order, name_games): (Vec<ProposeGame>, bool) = if rotation.is_empty() {
        let n = games.len();
        (games.into_iter().map(|g| g.1).collect(), n > 1)
    } else {
        let mut order = Vec::new();
        for id in &rotation {
            match games.iter().find(|g| &g.0 == id) {
                Some(g) => order.push(g.1.clone()),
                None => {
                    return Err(ApiError::Draft(
                        Phrase::new("refusal-api-propose-rotation").text("id", format!("{id:?}")),
                    ));
                }
            }
        }
        (order, false)
    };
    if order.is_empty() {
        return Err(bad("refusal-api-propose-no-game"));
    }
    let mut order = order;
    // Every typed level's unit on the wizard's one scale (the limit small bet, the big-bet
    // big blind), and the games whose typed levels post a big blind ante.
    let mut after = Vec::new();
    let mut since_break = 0;
    for row in tables("levels") {
        if row.contains_key("break_minutes") {
            since_break = 0;
            continue;
        }
        let pos = after.len();
        let game = match row.get("game").and_then(|g| g.as_str()) {
            Some(id) => order.iter().position(|g| g.id == id),
            None => Some(pos % order.len()),
        };
        let parts: Vec<u64> = row
            .get("stakes")
            .and_then(|s| s.as_str())
            .map(|s| {
                s.split('/')
                    .filter_map(|x| x.trim().replace(',', "").parse().ok())
                    .collect()
            })
            .unwrap_or_default();
        let Some(g) = game.map(|i| &mut order[i]) else {
            continue;
        };
        let unit = match (g.betting, parts.as_slice()) {
            (_, []) => continue,
            (Betting::Limit, [small, ..]) => *small,
            (_, [_, big, ..]) => *big,
            (_, [big]) => *big,
        };
        if parts.len() == 3 && g.betting != Betting::Limit {
            let id = g.id.clone();
            for same in order.iter_mut().filter(|x| x.id == id) {
                same.big_blind_ante = true;
            }
        }
        after.push(unit);
        since_break += 1;
    }
    if !body.extend {
        after.clear();
        since_break = 0;
    } else if after.is_empty() {
        return Err(bad("refusal-api-propose-nothing-to-extend"));
    }
    propose(&ProposeRequest {
        starting_stack,
        level_minutes,
        target_minutes: body.target_minutes,
        entries: body.entries,
        chips,
        games: order,
        name_games,
        break_every: body.break_every,
        break_minutes: body.break_minutes,
        big_blind_ante: doc.contains_key("big_blind_ante"),
        after,
        since_break,
    })
    // The wizard's own words (English: it has none in the message files yet).
    .map_err(|e| ApiError::Draft(Phrase::new("refusal-english").text("text", e.0)))
}
