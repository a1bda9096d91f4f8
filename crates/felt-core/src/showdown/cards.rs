//! Cards as a floor reads them out: "As Kd 7c 2h 3s" (T or 10 for a ten), with the deck
//! checks a showdown needs (a card twice, a card the game's deck lacks).

use std::fmt;

/// A suit, lowest first in the order stud breaks ties by: clubs, diamonds, hearts, spades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }
}

/// One card: its rank from 2 to 14 (the ace is 14; a low scale reads it as 1) and suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: u8,
    pub suit: Suit,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// A 0..52 index (rank-major), for sets of cards.
    pub fn index(self) -> usize {
        usize::from(self.rank - 2) * 4 + self.suit as usize
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", rank_letter(self.rank), self.suit.letter())
    }
}

/// The letter a rank is written with: 2..9, T, J, Q, K, A.
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

/// A rank in words, singular and plural ("seven", "sevens"); `ace_low` reads 1 or 14
/// as "ace" either way.
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
        let card = parse_card(token)?;
        if out.contains(&card) {
            return Err(CardError::Twice(card));
        }
        out.push(card);
    }
    Ok(out)
}

/// One card: "As", "td", "10h", "QS".
pub fn parse_card(token: &str) -> Result<Card, CardError> {
    let bad = || CardError::NotACard(token.to_string());
    let mut chars: Vec<char> = token.chars().collect();
    let suit = match chars.pop().map(|c| c.to_ascii_lowercase()) {
        Some('c' | '♣') => Suit::Clubs,
        Some('d' | '♦') => Suit::Diamonds,
        Some('h' | '♥') => Suit::Hearts,
        Some('s' | '♠') => Suit::Spades,
        _ => return Err(bad()),
    };
    let rank_text: String = chars.iter().collect::<String>().to_ascii_uppercase();
    let rank = match rank_text.as_str() {
        "A" => 14,
        "K" => 13,
        "Q" => 12,
        "J" => 11,
        "T" | "10" => 10,
        d if d.len() == 1 && ('2'..='9').contains(&d.chars().next().unwrap_or('x')) => {
            d.as_bytes()[0] - b'0'
        }
        _ => return Err(bad()),
    };
    Ok(Card::new(rank, suit))
}

/// The 52 cards.
pub fn deck() -> Vec<Card> {
    (2..=14)
        .flat_map(|r| Suit::ALL.into_iter().map(move |s| Card::new(r, s)))
        .collect()
}
