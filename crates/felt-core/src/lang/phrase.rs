//! A sentence kept unsaid: a message id and its arguments, any of them a phrase itself,
//! said in a language only when a person reads it. A refusal is made where the rule
//! decides (with no language at hand) and said at the door that answers, in the language
//! of whoever asked: the console's, a phone's, the CLI's.

use super::{Arg, Locale};
use std::fmt;

/// A message id with its arguments, said later in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phrase {
    id: &'static str,
    args: Vec<(&'static str, Part)>,
}

/// One argument of a phrase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// Text no language changes: a name, a code, a time on a clock ("12:00").
    Text(String),
    /// A count: it picks the message's plural form, grouped the language's way.
    Count(u64),
    /// A figure written the language's way, which picks no form (chips: "15.000").
    Figure(u128),
    /// An amount in minor units (cents) of a currency, written the language's way with
    /// the currency's sign where it puts it ("$150", "1.500 €").
    Money { minor: u128, currency: String },
    /// Phrases said in the same language and listed with commas ("a, b, c"), as every
    /// language Felt speaks lists them: a list of any length said in one go.
    List(Vec<Phrase>),
    /// Not an argument: what English says instead of the message, a sentence kept in
    /// English where it was made (a log keeps it), shown exactly as kept.
    KeptInEnglish(String),
    /// A finishing place, shared to the second when it is larger ("3rd", "5th-6th").
    Place(u32, u32),
    /// A phrase said in the same language first.
    Phrase(Box<Phrase>),
    /// A phrase said first, its first letter made a capital (it opens the sentence).
    Capital(Box<Phrase>),
}

impl Phrase {
    /// Message `id`, its arguments to come.
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// With text no language changes as `name`.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Phrase {
        self.args.push((name, Part::Text(text.into())));
        self
    }

    /// With a count as `name`.
    pub fn count(mut self, name: &'static str, n: impl TryInto<u64>) -> Phrase {
        self.args
            .push((name, Part::Count(n.try_into().unwrap_or(u64::MAX))));
        self
    }

    /// With a figure (chips, an amount of something) as `name`.
    pub fn figure(mut self, name: &'static str, n: u64) -> Phrase {
        self.args.push((name, Part::Figure(u128::from(n))));
        self
    }

    /// With a figure too large for `u64` (a sum of many amounts) as `name`.
    pub fn figure_wide(mut self, name: &'static str, n: u128) -> Phrase {
        self.args.push((name, Part::Figure(n)));
        self
    }

    /// With a finishing place as `name`: "3rd" alone, "5th-6th" when `shared_to` is
    /// larger.
    pub fn place(mut self, name: &'static str, place: u32, shared_to: u32) -> Phrase {
        self.args.push((name, Part::Place(place, shared_to)));
        self
    }

    /// With another phrase as `name`.
    pub fn phrase(mut self, name: &'static str, p: Phrase) -> Phrase {
        self.args.push((name, Part::Phrase(Box::new(p))));
        self
    }

    /// With another phrase as `name`, its first letter a capital: it opens the sentence
    /// ("Level 4 has been played").
    pub fn capital(mut self, name: &'static str, p: Phrase) -> Phrase {
        self.args.push((name, Part::Capital(Box::new(p))));
        self
    }

    /// With an amount in minor units (cents) of `currency` as `name`.
    pub fn money(mut self, name: &'static str, minor: u64, currency: &str) -> Phrase {
        self.args.push((
            name,
            Part::Money {
                minor: u128::from(minor),
                currency: currency.to_string(),
            },
        ));
        self
    }

    /// With phrases listed with commas as `name` ("a, b, c").
    pub fn list(mut self, name: &'static str, items: Vec<Phrase>) -> Phrase {
        self.args.push((name, Part::List(items)));
        self
    }

    /// Said in English (not the pseudo-language) as `text` exactly, in the other
    /// languages as the message: for a sentence kept in English where it was made (a
    /// log's record), which English shows as kept and the others say afresh.
    pub fn kept_in_english(mut self, text: impl Into<String>) -> Phrase {
        self.args.push(("", Part::KeptInEnglish(text.into())));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The argument `name`, when the phrase has it.
    pub fn arg(&self, name: &str) -> Option<&Part> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, p)| p)
    }

    /// The same arguments said by message `id` (a shorter sentence saying the same).
    pub fn renamed(mut self, id: &'static str) -> Phrase {
        self.id = id;
        self
    }

    /// The ids of the message and of every phrase inside it, outermost first.
    pub fn ids(&self) -> Vec<&'static str> {
        let mut out = vec![self.id];
        for (_, part) in &self.args {
            match part {
                Part::Phrase(p) | Part::Capital(p) => out.extend(p.ids()),
                Part::List(items) => out.extend(items.iter().flat_map(Phrase::ids)),
                Part::Text(_)
                | Part::Count(_)
                | Part::Figure(_)
                | Part::Money { .. }
                | Part::Place(..)
                | Part::KeptInEnglish(_) => {}
            }
        }
        out
    }

    /// The phrase in `l`'s words (English where the language lacks a message).
    pub fn say(&self, l: Locale) -> String {
        let kept = self.args.iter().find_map(|(_, p)| match p {
            Part::KeptInEnglish(text) => Some(text),
            _ => None,
        });
        if let (Some(text), true) = (kept, l == Locale::ENGLISH) {
            return text.clone();
        }
        let written: Vec<(&str, Option<String>, u64)> = self
            .args
            .iter()
            .filter_map(|(k, p)| match p {
                Part::KeptInEnglish(_) => None,
                p => Some((k, p)),
            })
            .map(|(k, p)| match p {
                Part::Text(t) | Part::KeptInEnglish(t) => (*k, Some(t.clone()), 0),
                Part::Count(n) => (*k, None, *n),
                Part::Figure(n) => (*k, Some(l.number_wide(*n)), 0),
                Part::Place(place, shared_to) => (*k, Some(l.place(*place, *shared_to)), 0),
                Part::Money { minor, currency } => (*k, Some(l.money(*minor, currency)), 0),
                Part::Phrase(p) => (*k, Some(p.say(l)), 0),
                Part::Capital(p) => {
                    let said = p.say(l);
                    let mut c = said.chars();
                    let capital = match c.next() {
                        Some(first) => first.to_uppercase().chain(c).collect(),
                        None => String::new(),
                    };
                    (*k, Some(capital), 0)
                }
                Part::List(items) => {
                    let said: Vec<String> = items.iter().map(|p| p.say(l)).collect();
                    (*k, Some(said.join(", ")), 0)
                }
            })
            .collect();
        let args: Vec<(&str, Arg)> = written
            .iter()
            .map(|(k, t, n)| match t {
                Some(t) => (*k, Arg::Text(t)),
                None => (*k, Arg::Count(*n)),
            })
            .collect();
        l.say(self.id, &args)
    }
}

/// In English: what logs, `to_string()` and the doors that ask no language show.
impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Locale::ENGLISH))
    }
}

/// A refusal (or any sentence an error carries) said in a language; its `Display` is
/// the English one.
pub trait Speak {
    /// The sentence, unsaid.
    fn phrase(&self) -> Phrase;

    /// The sentence in `l`'s words.
    fn speak(&self, l: Locale) -> String {
        self.phrase().say(l)
    }
}

/// `Display` (English, from the message files) and `std::error::Error` for an error
/// that implements [`Speak`]: its words are written once, in the messages.
#[macro_export]
macro_rules! spoken_error {
    ($t:ty) => {
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::lang::Speak::speak(
                    self,
                    $crate::lang::Locale::ENGLISH,
                ))
            }
        }
        impl ::std::error::Error for $t {}
    };
}

/// A message said once with markers where its text arguments go, then filled in many
/// times: a view of thousands of rows ("Table 12, seat 3") says the sentence once per
/// view, not once per row, in whatever order the language puts the arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    parts: Vec<Piece>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Literal(String),
    Arg(usize),
}

/// Markers for the arguments: private-use characters no message or name contains.
const MARK: u32 = 0xF0000;

impl Pattern {
    /// Message `id` in `l`'s words, with the text arguments `names` left open.
    pub fn new(l: Locale, id: &str, names: &[&str]) -> Pattern {
        let marks: Vec<String> = (0..names.len())
            .map(|i| {
                char::from_u32(MARK + i as u32)
                    .unwrap_or('\u{FFFD}')
                    .to_string()
            })
            .collect();
        let args: Vec<(&str, Arg)> = names
            .iter()
            .zip(&marks)
            .map(|(n, m)| (*n, Arg::Text(m)))
            .collect();
        let said = l.say(id, &args);
        let mut parts = Vec::new();
        let mut literal = String::new();
        for c in said.chars() {
            match (c as u32).checked_sub(MARK) {
                Some(i) if (i as usize) < names.len() => {
                    if !literal.is_empty() {
                        parts.push(Piece::Literal(std::mem::take(&mut literal)));
                    }
                    parts.push(Piece::Arg(i as usize));
                }
                _ => literal.push(c),
            }
        }
        if !literal.is_empty() {
            parts.push(Piece::Literal(literal));
        }
        Pattern { parts }
    }

    /// The sentence with `values` in the places of the names it was made with.
    pub fn fill(&self, values: &[&str]) -> String {
        let mut out = String::new();
        for p in &self.parts {
            match p {
                Piece::Literal(s) => out.push_str(s),
                Piece::Arg(i) => out.push_str(values.get(*i).copied().unwrap_or("")),
            }
        }
        out
    }
}
