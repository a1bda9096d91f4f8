//! The installation's language: the words of its console. A console opened with
//! `?lang=` still speaks that; without a setting it follows the browser's languages.
//! (The CLI follows `--lang`, else the system's `LANG`.)

use super::{ApiError, Felt};
use felt_core::choice::NamedChoice;
use felt_core::lang::Language;
use serde::{Deserialize, Serialize};

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
            languages: Language::ALL
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
        match lang {
            Some(l) => self.store().set_setting(KEY, l.name())?,
            None => self.store().remove_setting(KEY)?,
        }
        self.console_language()
    }
}
