//! Which languages Felt speaks: the four it ships, and any a club adds at run time with a
//! message file of its own (the shell reads the files and hands them in with
//! [`add_club_language`]; the core reads nothing itself).

use super::{Finding, Messages, check};
use std::collections::BTreeSet;
use std::sync::{Mutex, RwLock};

/// A language Felt speaks, by its BCP 47 tag ("de", "pt-BR"): one it ships, or one a club
/// added with its own message file.
///
/// It is written as its tag in JSON, the log and the settings. A tag read back that no
/// message file speaks (a club's file taken away) still reads: its sentences come in
/// English. The doors that set a language refuse one Felt does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Language(&'static str);

#[allow(non_upper_case_globals)]
impl Language {
    /// English, the source of every message.
    pub const English: Language = Language("en");
    /// German.
    pub const German: Language = Language("de");
    /// French.
    pub const French: Language = Language("fr");
    /// Spanish.
    pub const Spanish: Language = Language("es");
    /// The languages Felt ships, in the order its menus list them.
    pub const SHIPPED: [Language; 4] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
    ];

    /// Every language Felt speaks now: the shipped ones, then the clubs' by tag.
    pub fn all() -> Vec<Language> {
        let mut all = Language::SHIPPED.to_vec();
        all.extend(clubs().iter().map(|c| c.language));
        all
    }

    /// The language's tag: what `?lang=`, `--lang`, JSON and the log write.
    pub fn name(self) -> &'static str {
        self.0
    }

    /// Whether Felt ships this language (the others are a club's).
    pub fn is_shipped(self) -> bool {
        Language::SHIPPED.contains(&self)
    }

    /// Whether a message file speaks this language now (shipped, or a club's added).
    pub fn is_known(self) -> bool {
        self.is_shipped() || clubs().iter().any(|c| c.language == self)
    }

    /// The language's name in itself, as a language menu lists it: a club's file names
    /// it in its `language-name` message.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "français",
            Language::Spanish => "español",
            _ => clubs()
                .iter()
                .find(|c| c.language == self)
                .map_or(self.0, |c| c.own_name),
        }
    }

    /// The language a tag asks for: its whole tag first ("pt-BR"), else its first part
    /// ("de-AT" is German), case aside; `None` when Felt speaks neither.
    pub fn find(tag: &str) -> Option<Language> {
        let all = Language::all();
        let tag = tag.trim();
        if let Some(l) = all.iter().find(|l| l.0.eq_ignore_ascii_case(tag)) {
            return Some(*l);
        }
        let primary = tag.split(['-', '_']).next()?;
        all.iter()
            .find(|l| l.0.eq_ignore_ascii_case(primary))
            .or_else(|| {
                all.iter().find(|l| {
                    l.0.split('-')
                        .next()
                        .is_some_and(|p| p.eq_ignore_ascii_case(primary))
                })
            })
            .copied()
    }

    /// The language of a tag as read back from JSON or the log: any well-formed tag, kept
    /// once per process.
    fn read(tag: &str) -> Option<Language> {
        if let Some(l) = Language::SHIPPED.iter().find(|l| l.0 == tag) {
            return Some(*l);
        }
        well_formed(tag).then(|| Language(intern(tag)))
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::str::FromStr for Language {
    type Err = UnknownLanguage;

    /// A language Felt speaks now, by its tag; refused naming the ones it has.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::find(s).ok_or_else(|| UnknownLanguage {
            asked: s.to_string(),
        })
    }
}

impl serde::Serialize for Language {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Language {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let tag = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Language::read(&tag).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "language must be a language tag such as {}, found '{tag}'",
                known()
            ))
        })
    }
}

#[cfg(feature = "schema")]
impl utoipa::PartialSchema for Language {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        // The languages spoken as the document is made: the shipped ones and a club's.
        let names: Vec<&str> = Language::all().iter().map(|l| l.name()).collect();
        crate::choice::described_names_schema(
            &names,
            &[
                "A language by its BCP 47 tag: en, de, fr and es ship; a club may add its own (felt lang list names them).",
            ],
        )
    }
}

#[cfg(feature = "schema")]
impl utoipa::ToSchema for Language {}

/// A tag as BCP 47 writes one: letters, digits and hyphens, parts of 1 to 8, starting
/// with 2 or 3 letters.
fn well_formed(tag: &str) -> bool {
    let mut parts = tag.split('-');
    let first_ok = parts
        .next()
        .is_some_and(|p| (2..=3).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphabetic()));
    first_ok
        && tag.len() <= 35
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

/// Each tag kept once for the process's life (a handful: the clubs' and any read back).
fn intern(tag: &str) -> &'static str {
    static TAGS: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut tags = TAGS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(t) = tags.get(tag) {
        return t;
    }
    let t: &'static str = Box::leak(tag.to_string().into_boxed_str());
    tags.insert(t);
    t
}

/// A club's file with the English source's messages it lacks after it, so a page that
/// builds its words from it never lacks one (they come in English, as on the server).
fn completed(text: &str) -> String {
    let has: BTreeSet<&str> = entries(text).map(|(id, _)| id).collect();
    let mut out = text.trim_end().to_string();
    let mut first = true;
    for (id, entry) in entries(super::source()) {
        if has.contains(id) {
            continue;
        }
        if first {
            out.push_str("\n\n# In English: the messages this file does not have yet.\n");
            first = false;
        }
        out.push_str(entry);
    }
    out.push('\n');
    out
}

/// A Fluent file's messages and terms, each with its text (its first line and the
/// indented lines that go on with it).
fn entries(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut starts: Vec<usize> = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let first = line.chars().next();
        if first.is_some_and(|c| c.is_ascii_alphabetic() || c == '-') && line.contains('=') {
            starts.push(at);
        }
        at += line.len();
    }
    starts.into_iter().map(move |start| {
        let rest = &text[start..];
        let mut end = 0;
        for (i, line) in rest.split_inclusive('\n').enumerate() {
            let goes_on = line.starts_with([' ', '\t']);
            if i > 0 && !goes_on {
                break;
            }
            end += line.len();
        }
        let entry = &rest[..end];
        let id = entry.split('=').next().unwrap_or_default().trim();
        (id, entry)
    })
}

/// A club's language: its tag, its name in itself, and its sentences.
pub(super) struct Club {
    pub language: Language,
    pub own_name: &'static str,
    /// The club's own sentences (what they lack is noted, then said in English).
    pub messages: &'static Messages,
    /// The file a page builds its words from: the club's, then the English it lacks.
    pub text: &'static str,
}

static CLUBS: RwLock<Vec<&'static Club>> = RwLock::new(Vec::new());

/// The clubs' languages added so far.
pub(super) fn clubs() -> Vec<&'static Club> {
    CLUBS.read().unwrap_or_else(|p| p.into_inner()).clone()
}

/// The club language a locale's tag names, when it is one.
pub(super) fn club(language: Language) -> Option<&'static Club> {
    if language.is_shipped() {
        return None;
    }
    CLUBS
        .read()
        .unwrap_or_else(|p| p.into_inner())
        .iter()
        .find(|c| c.language == language)
        .copied()
}

/// What became of a club's message file handed to [`add_club_language`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Added {
    pub language: Language,
    /// What [`check`] found short of complete (missing sentences come in English);
    /// empty when the file is complete.
    pub findings: Vec<Finding>,
}

/// Why a club's message file was not added.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotAdded {
    #[error("\"{0}\" is not a language tag (such as nl or pt-BR)")]
    BadTag(String),
    #[error("{0} is a language Felt ships; its file cannot be replaced")]
    Shipped(String),
    #[error("the file does not read as Fluent messages")]
    Malformed(Vec<Finding>),
}

/// Adds a club's language from its message file `text`, tagged `tag` (the file's name:
/// `nl.ftl` is Dutch): from now on `?lang=nl`, `--lang nl` and the language menus offer it,
/// and a sentence its file lacks comes in English. A file that does not read is refused
/// with its findings at line and column; one short of complete is added with them (the
/// shell logs them). Adding a tag again replaces its sentences.
pub fn add_club_language(tag: &str, text: &str) -> Result<Added, NotAdded> {
    let tag = tag.trim();
    if !well_formed(tag) {
        return Err(NotAdded::BadTag(tag.to_string()));
    }
    if Language::SHIPPED
        .iter()
        .any(|l| l.0.eq_ignore_ascii_case(tag))
        || tag.eq_ignore_ascii_case(super::PSEUDO)
    {
        return Err(NotAdded::Shipped(tag.to_string()));
    }
    let findings = check(text);
    let malformed: Vec<Finding> = findings
        .iter()
        .filter(|f| f.message.starts_with("malformed"))
        .cloned()
        .collect();
    if !malformed.is_empty() {
        return Err(NotAdded::Malformed(malformed));
    }
    let language = Language(intern(tag));
    let page: &'static str = Box::leak(completed(text).into_boxed_str());
    let messages = Messages::of([(language.0, text)]).map_err(|m| {
        NotAdded::Malformed(vec![Finding {
            line: 1,
            column: 1,
            message: m,
        }])
    })?;
    let own = messages.say(language.0, "language-name", &[]);
    let own_name: &'static str = if own.fell_back {
        language.0
    } else {
        Box::leak(own.text.into_boxed_str())
    };
    let club: &'static Club = Box::leak(Box::new(Club {
        language,
        own_name,
        messages: Box::leak(Box::new(messages)),
        text: page,
    }));
    let mut clubs = CLUBS.write().unwrap_or_else(|p| p.into_inner());
    clubs.retain(|c| c.language != language);
    clubs.push(club);
    Ok(Added { language, findings })
}

/// A language asked for that Felt does not have; says which it has.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Felt has no language \"{asked}\"; it speaks {}", known())]
pub struct UnknownLanguage {
    pub asked: String,
}

/// The languages Felt has, as a refusal lists them: "en (English), de (Deutsch), ...".
pub fn known() -> String {
    Language::all()
        .iter()
        .map(|l| format!("{} ({})", l.name(), l.own_name()))
        .collect::<Vec<_>>()
        .join(", ")
}
