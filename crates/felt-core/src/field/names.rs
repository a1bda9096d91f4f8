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
}
