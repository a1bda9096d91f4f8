//! Player names as the desk types them: one key per name, so "José García", "jose garcia"
//! and "JOSÉ  GARCÍA" are the same player, and matching known players is forgiving.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Longest name the desk may type (characters).
pub const MAX_NAME_CHARS: usize = 60;

/// A name tidied for display: surrounding space trimmed, inner runs of space collapsed.
pub fn tidy(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The comparison key of a name: tidied, accents removed, case folded. Letters with no
/// decomposition (ø, ß, ł) are mapped to their usual ASCII spelling.
pub fn name_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in tidy(name).nfkd().filter(|c| !is_combining_mark(*c)) {
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

/// A list of players as a TD pastes or saves one: a player per line, blank lines skipped;
/// a line with a tab is a spreadsheet row, its first column the name and its last the
/// player's number (the columns between are left).
pub fn list(text: &str) -> Vec<super::NewPlayer> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut columns = line.split('\t');
            let name = tidy(columns.next().unwrap_or_default());
            let number = columns
                .next_back()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string);
            super::NewPlayer { name, number }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
