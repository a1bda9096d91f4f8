//! Text a person types that others read (a player's name above all): which characters it
//! may hold, the one rule every door applies. Layer 0: the field, the night and the shell
//! all call it.

use crate::lang::{Phrase, Speak};
use unicode_normalization::UnicodeNormalization;

/// A name tidied for display: surrounding space trimmed, inner runs of space collapsed.
pub fn tidy(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Why a character may not stand in a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unwanted {
    /// A control character (NUL, BEL, ...).
    Control,
    /// A right-to-left or left-to-right override or mark.
    Direction,
    /// A character that shows nothing.
    Invisible,
    /// A joiner (ZWJ, ZWNJ) at the start or end of a name.
    JoinerAtAnEnd,
}

impl Unwanted {
    /// What the character is, in English words ("a control character").
    pub fn words(self) -> &'static str {
        match self {
            Unwanted::Control => "a control character",
            Unwanted::Direction => "a right-to-left or left-to-right override or mark",
            Unwanted::Invisible => "an invisible character",
            Unwanted::JoinerAtAnEnd => "an invisible joiner at the start or end",
        }
    }

    /// What the character is, in a sentence of any language.
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Unwanted::Control => "refusal-name-control",
            Unwanted::Direction => "refusal-name-direction",
            Unwanted::Invisible => "refusal-name-invisible",
            Unwanted::JoinerAtAnEnd => "refusal-name-joiner",
        })
    }
}

/// Why a character may not stand in a name, in words; None when it may. Control
/// characters (NUL, BEL, ...) reach files and terminals; a bidirectional override or mark
/// makes a name read as another's; an invisible character makes two names that look the
/// same differ, or hides a formula's `=` from the CSV's neutralising. The joiners (ZWJ,
/// ZWNJ) that scripts and emoji need are allowed inside a name, never at its ends.
pub fn unwanted(c: char, at_an_end: bool) -> Option<&'static str> {
    unwanted_kind(c, at_an_end).map(Unwanted::words)
}

/// Why a character may not stand in a name ([`unwanted`]), as data.
pub fn unwanted_kind(c: char, at_an_end: bool) -> Option<Unwanted> {
    match c {
        c if c.is_control() => Some(Unwanted::Control),
        '\u{061C}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}' => Some(Unwanted::Direction),
        '\u{00AD}'
        | '\u{034F}'
        | '\u{115F}'
        | '\u{1160}'
        | '\u{17B4}'
        | '\u{17B5}'
        | '\u{180B}'..='\u{180F}'
        | '\u{200B}'
        | '\u{2060}'..='\u{2064}'
        | '\u{206A}'..='\u{206F}'
        | '\u{3164}'
        | '\u{FEFF}'
        | '\u{FFA0}'
        | '\u{FFF9}'..='\u{FFFB}'
        | '\u{E0000}'..='\u{E007F}' => Some(Unwanted::Invisible),
        '\u{200C}' | '\u{200D}' if at_an_end => Some(Unwanted::JoinerAtAnEnd),
        _ => None,
    }
}

/// A character a name may not hold, found where it stands. Said in the asker's language
/// (`refusal-name-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameFault {
    /// The name as typed, tidied, with the character shown as its code (`U+202E`).
    pub shown: String,
    /// Its place in the name, 1 for the first character.
    pub position: usize,
    /// Its code point.
    pub code: u32,
    /// What it is.
    pub what: Unwanted,
}

impl Speak for NameFault {
    fn phrase(&self) -> Phrase {
        Phrase::new("refusal-name-character")
            .text("name", self.shown.clone())
            .phrase("what", self.what.phrase())
            .text("position", self.position.to_string())
            .text("code", format!("{:04X}", self.code))
    }
}
crate::spoken_error!(NameFault);

/// A name as every door takes it: Unicode NFC (an accent typed as two characters is the
/// same name as one typed as one), tidied ([`tidy`]), and refused at the first character
/// a name may not hold ([`unwanted`]).
pub fn clean(raw: &str) -> Result<String, NameFault> {
    let name: String = tidy(raw).nfc().collect();
    let last = name.chars().count().saturating_sub(1);
    for (i, c) in name.chars().enumerate() {
        if let Some(what) = unwanted_kind(c, i == 0 || i == last) {
            let shown = name
                .chars()
                .map(|c| match unwanted(c, true) {
                    Some(_) => format!("<U+{:04X}>", c as u32),
                    None => c.to_string(),
                })
                .collect();
            return Err(NameFault {
                shown,
                position: i + 1,
                code: c as u32,
                what,
            });
        }
    }
    Ok(name)
}

/// A name pasted from elsewhere (a list, a spreadsheet): the characters a name may not
/// hold are taken out rather than refused, then it is tidied as [`clean`] does.
pub fn strip(raw: &str) -> String {
    let spaced: String = raw
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| unwanted(*c, false).is_none())
        .collect();
    let mut name: String = tidy(&spaced).nfc().collect();
    // Joiners left at the ends once the rest is gone.
    while name.starts_with(['\u{200C}', '\u{200D}']) || name.ends_with(['\u{200C}', '\u{200D}']) {
        name = name.trim_matches(['\u{200C}', '\u{200D}']).to_string();
        name = tidy(&name);
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (typed, what `clean` gives or the position and code it refuses, what `strip`
    /// gives): the probe's names first.
    /// What `clean` gives: the name, or the position and code point it refuses.
    type Cleaned = Result<&'static str, (usize, u32)>;

    const CASES: &[(&str, Cleaned, &str)] = &[
        ("Ann Lee", Ok("Ann Lee"), "Ann Lee"),
        ("  Ann   Lee ", Ok("Ann Lee"), "Ann Lee"),
        // An accent typed as a letter and a combining mark is the one character.
        ("Jose\u{301}", Ok("Jos\u{e9}"), "Jos\u{e9}"),
        ("Ann\u{0}Lee", Err((4, 0)), "AnnLee"),
        ("Ann\u{7}", Err((4, 7)), "Ann"),
        ("\u{1b}[31mRed", Err((1, 0x1b)), "[31mRed"),
        // A right-to-left override makes "Ann" read as another name.
        ("\u{202E}nnA", Err((1, 0x202E)), "nnA"),
        ("Bob\u{2066}x\u{2069}", Err((4, 0x2066)), "Bobx"),
        ("Bo\u{200F}b", Err((3, 0x200F)), "Bob"),
        // Invisible: a formula's `=` behind a BOM or a zero-width space.
        ("\u{FEFF}=HYPERLINK(1)", Err((1, 0xFEFF)), "=HYPERLINK(1)"),
        ("\u{200B}=1+1", Err((1, 0x200B)), "=1+1"),
        ("Ann\u{AD}Lee", Err((4, 0xAD)), "AnnLee"),
        // The joiners scripts and emoji need stay inside a name, never at its ends.
        (
            "\u{645}\u{200C}\u{6cc}",
            Ok("\u{645}\u{200C}\u{6cc}"),
            "\u{645}\u{200C}\u{6cc}",
        ),
        ("\u{200D}Ann", Err((1, 0x200D)), "Ann"),
        ("Ann\u{200C}", Err((4, 0x200C)), "Ann"),
        // A tab or a line break is space.
        ("Ann\tLee\n", Ok("Ann Lee"), "Ann Lee"),
    ];

    #[test]
    fn every_door_takes_a_name_by_one_rule() {
        for (typed, cleaned, stripped) in CASES {
            let got = clean(typed).map_err(|f| (f.position, f.code));
            assert_eq!(got, cleaned.map(str::to_string), "clean({typed:?})");
            assert_eq!(strip(typed), *stripped, "strip({typed:?})");
            // What strip gives is always taken as it is.
            assert_eq!(clean(stripped).as_deref(), Ok(*stripped), "{typed:?}");
        }
    }

    #[test]
    fn a_refusal_names_the_character_and_shows_it_by_its_code() {
        let f = clean("Ann\u{202E}Lee").unwrap_err();
        assert_eq!(
            f.to_string(),
            "the name \"Ann<U+202E>Lee\" has a right-to-left or left-to-right override or mark at character 4 (U+202E): type the name again without it"
        );
    }
}
