//! Cards as a floor reads them out: "As Kd 7c 2h 3s" (T or 10 for a ten), with the deck
//! checks a showdown needs (a card twice). The card itself is the chip race's (`Card`,
//! `Suit`: clubs lowest, spades highest, the order stud breaks ties by); this file adds
//! reading several at once with refusals in words, and ranks in words.

pub use crate::rules::chip_race::{Card, Suit};

/// The letter a rank is written with: 2..9, T, J, Q, K, A (1 and 14 are both the ace).
pub fn rank_letter(rank: u8) -> char {
    match rank {
        2..=9 => (b'0' + rank) as char,
        10 => 'T',
        11 => 'J',
        12 => 'Q',
        13 => 'K',
        _ => 'A',
    }
}

/// A rank in words, singular or plural ("seven", "sevens"); 1 and 14 are both "ace".
pub fn rank_word(rank: u8, plural: bool) -> &'static str {
    const ONE: [&str; 15] = [
        "", "ace", "deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "jack", "queen", "king", "ace",
    ];
    const MANY: [&str; 15] = [
        "", "aces", "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
        "tens", "jacks", "queens", "kings", "aces",
    ];
    let i = usize::from(rank.min(14));
    if plural { MANY[i] } else { ONE[i] }
}

/// Why a card cannot be read, naming the card as typed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    #[error(
        "\"{0}\" is not a card: write its rank (2-9, T or 10, J, Q, K, A) then its suit (c, d, h, s), as in As or 10h"
    )]
    NotACard(String),
    #[error("{0} is shown twice")]
    Twice(Card),
}

/// Reads `text` ("As Kd 7c", commas allowed) as cards, in order. An unreadable token is
/// named; a card given twice in the same text is refused.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardError> {
    let mut out: Vec<Card> = Vec::new();
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let card: Card = token
            .parse()
            .map_err(|_| CardError::NotACard(token.to_string()))?;
        if out.contains(&card) {
            return Err(CardError::Twice(card));
        }
        out.push(card);
    }
    Ok(out)
}

/// The 52 cards.
pub fn deck() -> Vec<Card> {
    Card::deck()
}
