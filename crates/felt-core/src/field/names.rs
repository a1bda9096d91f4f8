//! Player names as the desk types them: one key per name, so "José García", "jose garcia"
//! and "JOSÉ  GARCÍA" are the same player, and matching known players is forgiving.

use std::cmp::Ordering;
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Longest name the desk may type (characters).
pub const MAX_NAME_CHARS: usize = 60;

pub use crate::text::{NameFault, clean, strip, tidy, unwanted};

/// The comparison key of a name: tidied, accents removed, case folded. Letters with no
/// decomposition (ø, ß, ł) are mapped to their usual ASCII spelling.
pub fn name_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    // The joiners draw nothing: a name with one is the same player as without.
    for c in tidy(name)
        .nfkd()
        .filter(|c| !is_combining_mark(*c) && !matches!(c, '\u{200C}' | '\u{200D}'))
    {
        match c {
            'ø' | 'Ø' => out.push('o'),
            'ß' => out.push_str("ss"),
            'ł' | 'Ł' => out.push('l'),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            'đ' | 'Đ' => out.push('d'),
            'ı' => out.push('i'),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// How well `key` (a name key) matches what was typed (`query`, any form): 0 for a match
/// at the start of the name, 1 at the start of a later word, 2 anywhere; `None` when it
/// does not match.
pub fn match_rank(key: &str, query: &str) -> Option<u8> {
    let q = name_key(query);
    if q.is_empty() {
        return Some(2);
    }
    if key.starts_with(&q) {
        return Some(0);
    }
    if key.split(' ').skip(1).any(|w| w.starts_with(&q)) {
        return Some(1);
    }
    key.contains(&q).then_some(2)
}

/// A name key as the player search reads it: the apostrophes and dots of "O'Connor" and
/// "J.P." dropped, any other run of punctuation or space one space ("jean-luc" reads as
/// "jean luc"). `key` is a [`name_key`].
pub fn search_words(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    let mut gap = false;
    for c in key.chars() {
        if matches!(c, '\'' | '\u{2019}' | '`' | '.') {
            continue;
        }
        if c.is_alphanumeric() {
            if gap && !out.is_empty() {
                out.push(' ');
            }
            gap = false;
            out.push(c);
        } else {
            gap = true;
        }
    }
    out
}

/// What the desk typed to find a player, read once for every entry it is held against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Search {
    /// The query's words ([`search_words`] of its key).
    text: String,
    /// The same without spaces, for card numbers and run-together names.
    compact: String,
    /// The query read as an entry number, when it is one.
    entry: Option<u32>,
}

impl Search {
    /// `None` when nothing searchable was typed.
    pub fn new(query: &str) -> Option<Search> {
        let text = search_words(&name_key(query));
        let compact: String = text.split(' ').collect();
        // As written: "007" is not entry 7.
        let entry = text.parse().ok().filter(|n: &u32| n.to_string() == text);
        (!text.is_empty()).then_some(Search {
            text,
            compact,
            entry,
        })
    }

    /// How well a player matches, lower first; `None` for no match. `words` is the
    /// [`search_words`] of the name's key, `number` the player's number. In order: the card
    /// number exactly, the entry number, the whole name, every typed word starting a word
    /// of the name (the first name first), the letters anywhere in the name, the start of
    /// the card number.
    pub fn rank(&self, words: &str, number: Option<&str>, id: u32) -> Option<u8> {
        let number: Option<String> =
            number.map(|n| search_words(&name_key(n)).split(' ').collect());
        let number = number.as_deref().filter(|n| !n.is_empty());
        if number == Some(self.compact.as_str()) {
            return Some(0);
        }
        if self.entry == Some(id) {
            return Some(1);
        }
        if words == self.text {
            return Some(2);
        }
        let mut terms = self.text.split(' ');
        let first = terms.next().unwrap_or_default();
        let name: Vec<&str> = words.split(' ').collect();
        if self
            .text
            .split(' ')
            .all(|t| name.iter().any(|w| w.starts_with(t)))
        {
            return Some(if name[0].starts_with(first) { 3 } else { 4 });
        }
        if words.split(' ').collect::<String>().contains(&self.compact) {
            return Some(5);
        }
        number.filter(|n| n.starts_with(&self.compact)).map(|_| 6)
    }
}

/// A list of players as a TD pastes or saves one: a player per line, blank lines skipped;
/// a line with a tab is a spreadsheet row, its first column the name and its last the
/// player's number (the columns between are left).
pub fn list(text: &str) -> Vec<super::NewPlayer> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut columns = line.split('\t');
            let name = strip(columns.next().unwrap_or_default());
            let number = columns
                .next_back()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string);
            super::NewPlayer { name, number }
        })
        .collect()
}

/// Two name keys in the order a list shows them: numbers inside a name by their value
/// ("Player 9" before "Player 10" before "Player 101"), the rest character by character.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a.as_bytes(), b.as_bytes());
    loop {
        match (x.first(), y.first()) {
            (None, None) => return a.cmp(b),
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(c), Some(d)) if c.is_ascii_digit() && d.is_ascii_digit() => {
                let (m, rest_x) = split_digits(x);
                let (n, rest_y) = split_digits(y);
                let (m0, n0) = (trim_zeros(m), trim_zeros(n));
                let by_value = m0.len().cmp(&n0.len()).then_with(|| m0.cmp(n0));
                if by_value != Ordering::Equal {
                    return by_value;
                }
                (x, y) = (rest_x, rest_y);
            }
            (Some(c), Some(d)) => {
                if c != d {
                    return c.cmp(d);
                }
                (x, y) = (&x[1..], &y[1..]);
            }
        }
    }
}

fn split_digits(s: &[u8]) -> (&[u8], &[u8]) {
    let n = s.iter().take_while(|c| c.is_ascii_digit()).count();
    s.split_at(n)
}

fn trim_zeros(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|c| **c == b'0').count();
    &s[n..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_numbers_sort_by_their_value() {
        let mut keys = vec![
            "player 101",
            "player 1000",
            "player 10",
            "player 9",
            "player 010",
            "player",
            "ann 2 b",
            "ann 2 a",
            "ann 12",
            "zoe",
        ];
        keys.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            keys,
            [
                "ann 2 a",
                "ann 2 b",
                "ann 12",
                "player",
                "player 9",
                "player 010",
                "player 10",
                "player 101",
                "player 1000",
                "zoe",
            ]
        );
        // A total order that agrees with equality: only equal keys compare equal.
        assert_eq!(natural_cmp("player 10", "player 010"), Ordering::Greater);
        assert_eq!(natural_cmp("a", "a"), Ordering::Equal);
    }

    #[test]
    fn keys_ignore_case_accents_and_spacing() {
        let same = [
            ("José García", "jose garcia"),
            ("  JOSÉ   GARCÍA ", "jose garcia"),
            ("Søren Ødegård", "soren odegard"),
            ("Łukasz Weiß", "lukasz weiss"),
            ("Zoë O'Brien", "zoe o'brien"),
            ("ＡＮＮ", "ann"),
        ];
        for (name, key) in same {
            assert_eq!(name_key(name), key, "{name}");
        }
        assert_ne!(name_key("Ann Lee"), name_key("Anne Lee"));
    }

    #[test]
    fn ranks_prefix_then_word_then_inside() {
        let cases = [
            ("jose garcia", "Jo", Some(0)),
            ("jose garcia", "garc", Some(1)),
            ("jose garcia", "arci", Some(2)),
            ("jose garcia", "GARCÍA", Some(1)),
            ("jose garcia", "x", None),
        ];
        for (key, q, want) in cases {
            assert_eq!(match_rank(key, q), want, "{key} / {q}");
        }
    }

    #[test]
    fn the_player_search_finds_as_a_floor_person_types() {
        // (name, number, entry, typed, rank)
        let cases = [
            ("José O'Connor", None, 7, "jose", Some(3)),
            ("José O'Connor", None, 7, "oconnor", Some(4)),
            ("José O'Connor", None, 7, "JOSE OCONNOR", Some(2)),
            ("José O'Connor", None, 7, "j o", Some(3)),
            ("José O'Connor", None, 7, "seoc", Some(5)),
            ("José O'Connor", None, 7, "7", Some(1)),
            ("José O'Connor", None, 7, "8", None),
            ("José O'Connor", None, 7, "007", None),
            ("Ann Lee", Some("A-1042"), 3, "a1042", Some(0)),
            ("Ann Lee", Some("A-1042"), 3, "a10", Some(6)),
            ("Jean-Luc Picard", None, 1, "luc", Some(4)),
            ("Søren Weiß", None, 2, "weiss", Some(4)),
            ("Ann Lee", None, 3, "zed", None),
        ];
        for (name, number, id, typed, want) in cases {
            let search = Search::new(typed).unwrap();
            let words = search_words(&name_key(name));
            assert_eq!(search.rank(&words, number, id), want, "{name} / {typed}");
        }
        assert_eq!(Search::new(" ' . "), None, "nothing to search for");
    }

    /// The cases the console reads alike (`tests/fixtures/player-lists.json`).
    #[test]
    fn a_list_is_a_player_per_line_with_an_optional_number_after_a_tab() {
        let shared: serde_json::Value =
            serde_json::from_str(include_str!("../../../../tests/fixtures/player-lists.json"))
                .unwrap();
        let cases = shared["cases"].as_array().unwrap();
        assert!(cases.len() >= 5);
        for case in cases {
            let text = case["text"].as_str().unwrap();
            let got: Vec<(String, Option<String>)> =
                list(text).into_iter().map(|p| (p.name, p.number)).collect();
            let want: Vec<(String, Option<String>)> =
                serde_json::from_value(case["players"].clone()).unwrap();
            assert_eq!(got, want, "{text:?}");
        }
    }
}
