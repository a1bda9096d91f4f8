//! The languages Felt speaks. Every sentence a person reads is a message in a Project
//! Fluent file (`messages/<code>.ftl`), one file per language, English the source: a
//! sentence with a count picks its form by the language's CLDR plural rules (Fluent's
//! own, so a language with three or four forms needs no code). A message a language
//! lacks falls back to English and says so ([`Said::fell_back`]), never showing its key;
//! [`check`] reads a club's own file against the source and says, at line and column,
//! what is missing, extra or malformed.
//!
//! Pure: the files are compiled in, and the language is passed in by the caller, as the
//! time is.

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use fluent_syntax::ast;
use std::collections::BTreeSet;
use std::sync::OnceLock;

mod language;
pub use language::{Added, Language, NotAdded, add_club_language};

/// The message files Felt ships, by language.
const SHIPPED: [(Language, &str); 4] = [
    (Language::English, include_str!("../../messages/en.ftl")),
    (Language::German, include_str!("../../messages/de.ftl")),
    (Language::French, include_str!("../../messages/fr.ftl")),
    (Language::Spanish, include_str!("../../messages/es.ftl")),
];

/// The pseudo-language's tag: English with its letters accented, each vowel doubled and
/// each piece of text padded with `·` to 40% longer, so a screen test sees at once a word that does not come from a
/// message file and a box too small for a longer language.
pub const PSEUDO: &str = "en-XA";

/// The English file every other language is checked against.
pub fn source() -> &'static str {
    SHIPPED[0].1
}

/// The message file of `language` as shipped, or as its club wrote it (a browser builds
/// its own bundle from it); English for a language no file speaks.
pub fn file(language: Language) -> &'static str {
    if let Some(c) = language::club(language) {
        return c.text;
    }
    SHIPPED
        .iter()
        .find(|(l, _)| *l == language)
        .map_or(source(), |(_, text)| text)
}

/// What a message is given: a piece of text (a name, a reason) or a count, which also
/// picks the sentence's plural form.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg<'a> {
    Text(&'a str),
    Count(u64),
}

/// A sentence as said, and whether it fell back to English because the language lacks
/// it (the caller logs that).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub text: String,
    pub fell_back: bool,
}

/// Message bundles, one per language (a language's tag as BCP 47 writes it, "de", "pl").
pub struct Messages {
    bundles: Vec<(String, FluentBundle<FluentResource>)>,
}

impl Messages {
    /// The languages Felt ships, read once.
    pub fn shipped() -> &'static Messages {
        static SHIPPED_BUNDLES: OnceLock<Messages> = OnceLock::new();
        SHIPPED_BUNDLES.get_or_init(|| {
            let files = SHIPPED.iter().map(|(l, text)| (l.name(), *text));
            let pseudo = std::iter::once((PSEUDO, source()));
            let mut m = Messages::of(files.chain(pseudo)).unwrap_or_else(|e| Messages::broken(&e));
            if let Some((_, b)) = m.bundles.iter_mut().find(|(c, _)| c == PSEUDO) {
                b.set_transform(Some(pseudo_text));
            }
            m
        })
    }

    /// Bundles of the given files, English (`en`) first as the fallback. Refused with the
    /// findings of the first file that does not read.
    pub fn of<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Messages, String> {
        let mut bundles = Vec::new();
        for (code, text) in files {
            let lang: unic_langid::LanguageIdentifier = code
                .parse()
                .map_err(|_| format!("\"{code}\" is not a language tag (such as de or pt-BR)"))?;
            let resource = FluentResource::try_new(text.to_string()).map_err(|(_, errors)| {
                let (line, column) = line_col(text, error_at(&errors[0]));
                format!("{code}.ftl:{line}:{column}: {}", errors[0])
            })?;
            let mut bundle = FluentBundle::new_concurrent(vec![lang]);
            // Names go into sentences as they are written: the screens set their own
            // direction, and isolation marks would show in plain-text paper and logs.
            bundle.set_use_isolating(false);
            // NUMBER($n, type: "ordinal") picks an ordinal's form; counts are grouped
            // the language's way.
            bundle
                .add_builtins()
                .map_err(|e| format!("{code}.ftl: {e:?}"))?;
            bundle.set_formatter(Some(locale::fluent_number));
            bundle
                .add_resource(resource)
                .map_err(|e| format!("{code}.ftl: {e:?}"))?;
            bundles.push((code.to_string(), bundle));
        }
        Ok(Messages { bundles })
    }

    /// Only reached if a shipped file stops reading, which the tests rule out: every
    /// message then says so rather than going blank.
    fn broken(why: &str) -> Messages {
        let text = format!("broken-messages = {}\n", why.replace(['{', '}', '\n'], " "));
        Messages::of([("en", text.as_str())]).unwrap_or(Messages {
            bundles: Vec::new(),
        })
    }

    /// Message `id` in language `code` with `args`; in English when the language lacks
    /// it; the id itself in brackets only when English lacks it too (a test rules that
    /// out for every id the code uses).
    pub fn say(&self, code: &str, id: &str, args: &[(&str, Arg)]) -> Said {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(*t)),
                Arg::Count(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let in_lang = |c: &str| {
            let (_, bundle) = self.bundles.iter().find(|(b, _)| b == c)?;
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            errors.is_empty().then(|| text.into_owned())
        };
        if let Some(text) = in_lang(code) {
            return Said {
                text,
                fell_back: false,
            };
        }
        Said {
            text: in_lang("en").unwrap_or_else(|| format!("[{id}]")),
            fell_back: true,
        }
    }
}

/// The sentences asked for in a language that lacks them, each once, for the shell to
/// log ([`take_missed`]); the core itself writes nothing anywhere.
static MISSED: std::sync::Mutex<BTreeSet<(String, String)>> =
    std::sync::Mutex::new(BTreeSet::new());

fn missed(tag: &str, id: &str) {
    let mut m = MISSED.lock().unwrap_or_else(|p| p.into_inner());
    m.insert((tag.to_string(), id.to_string()));
}

/// The (language, message) pairs said in English since the last call because the
/// language lacks them.
pub fn take_missed() -> Vec<(String, String)> {
    let mut m = MISSED.lock().unwrap_or_else(|p| p.into_inner());
    std::mem::take(&mut *m).into_iter().collect()
}

/// The language a browser asks for in its `Accept-Language` header ("de-AT,de;q=0.9,
/// en;q=0.8"): the first Felt speaks, by preference then order, matched on the whole tag
/// or the language alone (de-AT is German); `None` when it asks for none of them.
pub fn negotiate(accept: &str) -> Option<Language> {
    let mut asked: Vec<(u16, usize, &str)> = accept
        .split(',')
        .enumerate()
        .filter_map(|(i, item)| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .next()
                .map_or(Some(1000), |q| {
                    q.trim()
                        .parse::<f32>()
                        .ok()
                        .map(|q| (q.clamp(0.0, 1.0) * 1000.0) as u16)
                })?;
            (!tag.is_empty() && q > 0).then_some((q, i, tag))
        })
        .collect();
    asked.sort_by_key(|&(q, i, _)| (std::cmp::Reverse(q), i));
    asked.iter().find_map(|(_, _, tag)| Language::find(tag))
}

/// The pseudo-language's text: letters accented, each vowel twice, padded to 40% longer.
fn pseudo_text(s: &str) -> std::borrow::Cow<'_, str> {
    let mut out = String::with_capacity(s.len() * 3);
    for c in s.chars() {
        let accented = match c {
            'a' => "áá",
            'e' => "éé",
            'i' => "íí",
            'o' => "óó",
            'u' => "úú",
            'A' => "ÁÁ",
            'E' => "ÉÉ",
            'I' => "ÍÍ",
            'O' => "ÓÓ",
            'U' => "ÚÚ",
            'c' => "ç",
            'n' => "ñ",
            's' => "š",
            'z' => "ž",
            'y' => "ý",
            'C' => "Ç",
            'N' => "Ñ",
            'S' => "Š",
            'Z' => "Ž",
            'Y' => "Ý",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(accented);
    }
    let target = (s.chars().count() * 14).div_ceil(10);
    let have = out.chars().count();
    out.extend(std::iter::repeat_n('·', target.saturating_sub(have)));
    std::borrow::Cow::Owned(out)
}

/// One thing wrong with a message file, at its line and column (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Checks a language's message file `text` against the English source: every message
/// of the source there, none it lacks, each taking the same `$` arguments, and the file
/// well-formed. Nothing when the file is complete.
pub fn check(text: &str) -> Vec<Finding> {
    let mut found = Vec::new();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                let (line, column) = line_col(text, error_at(&e));
                found.push(Finding {
                    line,
                    column,
                    message: format!("malformed: {e}"),
                });
            }
            r
        }
    };
    let source = fluent_syntax::parser::parse(source()).unwrap_or_else(|(r, _)| r);
    let wanted = messages(&source);
    let given = messages(&resource);
    for (id, args) in &given {
        let at = |found: &mut Vec<Finding>, message: String| {
            let (line, column) = position_of(text, id);
            found.push(Finding {
                line,
                column,
                message,
            });
        };
        match wanted.iter().find(|(w, _)| w == id) {
            None => at(
                &mut found,
                format!("extra: the source has no message `{id}`"),
            ),
            Some((_, want)) if want != args => at(
                &mut found,
                format!(
                    "`{id}` takes {}, where the source takes {}",
                    arg_list(args),
                    arg_list(want)
                ),
            ),
            Some(_) => {}
        }
    }
    let end = line_col(text, text.len());
    for (id, _) in &wanted {
        if !given.iter().any(|(g, _)| g == id) {
            found.push(Finding {
                line: end.0,
                column: end.1,
                message: format!("missing: message `{id}`"),
            });
        }
    }
    found.sort_by_key(|f| (f.line, f.column));
    found
}

/// The messages of a file with the `$` arguments each takes.
fn messages(r: &ast::Resource<&str>) -> Vec<(String, BTreeSet<String>)> {
    r.body
        .iter()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => {
                let mut args = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_args(p, &mut args);
                }
                for a in &m.attributes {
                    pattern_args(&a.value, &mut args);
                }
                Some((m.id.name.to_string(), args))
            }
            _ => None,
        })
        .collect()
}

fn pattern_args(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_args(expression, out);
        }
    }
}

fn expression_args(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_args(selector, out);
            for v in variants {
                pattern_args(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_args(i, out),
    }
}

fn inline_args(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => call_args(arguments, out),
        ast::InlineExpression::TermReference {
            arguments: Some(a), ..
        } => call_args(a, out),
        ast::InlineExpression::Placeable { expression } => expression_args(expression, out),
        _ => {}
    }
}

fn call_args(a: &ast::CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &a.positional {
        inline_args(p, out);
    }
    for n in &a.named {
        inline_args(&n.value, out);
    }
}

fn arg_list(args: &BTreeSet<String>) -> String {
    if args.is_empty() {
        return "no arguments".to_string();
    }
    args.iter()
        .map(|a| format!("${a}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where message `id` starts in `text` (its line, column 1); the end when it is not
/// there as a line of its own.
fn position_of(text: &str, id: &str) -> (usize, usize) {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let rest = line.strip_prefix(id).map(str::trim_start);
        if rest.is_some_and(|r| r.starts_with('=')) {
            return line_col(text, at);
        }
        at += line.len();
    }
    line_col(text, text.len())
}

/// Where a parse error is shown: the start of the entry it broke (the parser's own
/// position is often the end of the file, where it ran out), else that position.
fn error_at(e: &fluent_syntax::parser::ParserError) -> usize {
    e.slice.as_ref().map_or(e.pos.start, |s| s.start)
}

/// The 1-based line and column (in characters) of byte `at` of `text`.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[start..].chars().count() + 1)
}

mod locale;
mod phrase;
pub use language::{UnknownLanguage, known};
pub use locale::{Asked, Locale};
pub use phrase::{Part, Pattern, Phrase, Speak};

#[cfg(test)]
mod refusal_tests;
#[cfg(test)]
mod rule_refusal_tests;
#[cfg(test)]
mod tests;
