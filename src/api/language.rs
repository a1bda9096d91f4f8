//! The installation's language: the words of its console. A console opened with
//! `?lang=` still speaks that; without a setting it follows the browser's languages.
//! (The CLI follows `--lang`, else the system's `LANG`.) A club's own languages are read
//! from the `languages` folder beside the database, one `<tag>.ftl` file each.

use super::{ApiError, Felt};
use felt_core::lang::{Language, NotAdded, Phrase, add_club_language};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The setting's key in the database.
const KEY: &str = "console-language";

/// A language Felt speaks, as a language menu lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct LanguageChoice {
    pub code: Language,
    /// Its name in itself ("Deutsch").
    pub name: String,
}

/// The console's language and the languages there are to choose from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct ConsoleLanguage {
    /// The language the TD set for this installation's console; none: each browser's own.
    pub lang: Option<Language>,
    pub languages: Vec<LanguageChoice>,
}

/// What the TD sets: a language, or none for each browser's own.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetConsoleLanguage {
    pub lang: Option<Language>,
}

impl Felt {
    /// The language the TD set for this installation's console, if any.
    pub fn console_language(&self) -> Result<ConsoleLanguage, ApiError> {
        let lang = self
            .reader()
            .setting(KEY)?
            .and_then(|s| s.parse::<Language>().ok());
        Ok(ConsoleLanguage {
            lang,
            languages: Language::all()
                .iter()
                .map(|&code| LanguageChoice {
                    code,
                    name: code.own_name().to_string(),
                })
                .collect(),
        })
    }

    /// Sets the console's language (none: each browser's own).
    pub fn set_console_language(
        &self,
        lang: Option<Language>,
    ) -> Result<ConsoleLanguage, ApiError> {
        if let Some(l) = lang.filter(|l| !l.is_known()) {
            return Err(ApiError::BadRequest(
                Phrase::new("refusal-api-lang-field").phrase(
                    "why",
                    Phrase::new("refusal-unknown-language")
                        .text("asked", l.to_string())
                        .text("known", felt_core::lang::known()),
                ),
            ));
        }
        match lang {
            Some(l) => self.store().set_setting(KEY, l.name())?,
            None => self.store().remove_setting(KEY)?,
        }
        self.console_language()
    }
}

/// The folder of a club's languages for the database at `db`: `languages` beside it.
pub fn languages_folder(db: &Path) -> PathBuf {
    db.parent()
        .unwrap_or_else(|| Path::new("."))
        .join("languages")
}

/// Adds the club languages found beside the database at `db` (`languages/<tag>.ftl`),
/// once per folder and process. A file that does not read is left out and logged with
/// its line and column; one short of complete is added, its gaps logged (they come in
/// English). Returns the tags added.
pub fn load_club_languages(db: &Path) -> Vec<String> {
    static READ: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());
    let folder = languages_folder(db);
    {
        let mut read = READ.lock().unwrap_or_else(|p| p.into_inner());
        if read.contains(&folder) {
            return Vec::new();
        }
        read.push(folder.clone());
    }
    let Ok(entries) = std::fs::read_dir(&folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut added = Vec::new();
    for path in files {
        let tag = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                tracing::warn!(file = %path.display(), "a club language file cannot be read: {e}");
                continue;
            }
        };
        match add_club_language(&tag, &text) {
            Ok(a) => {
                let missing = a.findings.len();
                if missing > 0 {
                    tracing::warn!(
                        file = %path.display(),
                        "language {tag} added with {missing} findings (its missing sentences come in English); \
                         `felt lang check` lists them"
                    );
                } else {
                    tracing::info!(file = %path.display(), "language {tag} added");
                }
                added.push(a.language.name().to_string());
            }
            Err(NotAdded::Malformed(found)) => {
                for f in found.iter().take(5) {
                    tracing::warn!(
                        "{}:{}:{}: {} (the language is left out)",
                        path.display(),
                        f.line,
                        f.column,
                        f.message
                    );
                }
            }
            Err(e) => tracing::warn!(file = %path.display(), "{e} (the file is left out)"),
        }
    }
    added
}

impl Felt {
    /// A chapter of the TD's guide in a club's language (`languages/<tag>/guide/<file>`
    /// beside the database), when the club wrote one; refused as not found otherwise (the
    /// page shows the English chapter). Only a plain file name is read
    /// (`01-getting-started.md`).
    pub fn club_guide_chapter(&self, lang: &str, chapter: &str) -> Result<String, ApiError> {
        // The names as asked, cut short: a refusal never echoes a long input back.
        let cut = |s: &str| match s.char_indices().nth(40) {
            Some((at, _)) => format!("{}…", &s[..at]),
            None => s.to_string(),
        };
        let none = || ApiError::NoSuchChapter {
            lang: cut(lang),
            chapter: cut(chapter),
        };
        let lang = lang.parse::<Language>().map_err(|_| none())?;
        let plain = chapter.ends_with(".md")
            && chapter
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
            && !chapter.starts_with('.');
        if !plain || lang.is_shipped() || !lang.is_known() {
            return Err(none());
        }
        let db = self.store().path().to_path_buf();
        let file = languages_folder(&db)
            .join(lang.name())
            .join("guide")
            .join(chapter);
        match std::fs::read_to_string(&file) {
            Ok(text) => Ok(text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(none()),
            Err(e) => Err(ApiError::Internal(format!(
                "reading {}: {e}",
                file.display()
            ))),
        }
    }
}
