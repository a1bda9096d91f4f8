//! Playing cards for a chip race: rank, then suit (spades, hearts, diamonds, clubs).

use serde::{Deserialize, Serialize};
use std::fmt::{self, Write};
use std::str::FromStr;

/// A suit, ordered for breaking ties the way bridge does: clubs lowest, spades highest.
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

/// A card; ordered by rank (2 low, ace high), then suit. Written "As", "Td", "9c".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    /// 2 to 14 (ace).
    pub rank: u8,
    pub suit: Suit,
}

impl Card {
    /// The 52 cards of one deck, lowest first.
    pub fn deck() -> Vec<Card> {
        (2..=14)
            .flat_map(|rank| Suit::ALL.map(|suit| Card { rank, suit }))
            .collect()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rank = match self.rank {
            14 => 'A',
            13 => 'K',
            12 => 'Q',
            11 => 'J',
            10 => 'T',
            n => char::from(b'0' + n),
        };
        f.write_char(rank)?;
        f.write_char(self.suit.letter())
    }
}

/// Text that is not a card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotACard;

impl FromStr for Card {
    type Err = NotACard;

    /// Reads "As", "td", "10h" or "9C": rank then suit letter, any case.
    fn from_str(s: &str) -> Result<Self, NotACard> {
        let s = s.trim();
        let suit_at = s.len().checked_sub(1).ok_or(NotACard)?;
        if !s.is_char_boundary(suit_at) {
            return Err(NotACard);
        }
        let (rank, suit) = s.split_at(suit_at);
        let suit = match suit.as_bytes()[0].to_ascii_lowercase() {
            b'c' => Suit::Clubs,
            b'd' => Suit::Diamonds,
            b'h' => Suit::Hearts,
            b's' => Suit::Spades,
            _ => return Err(NotACard),
        };
        let rank = match rank.as_bytes() {
            [b'A' | b'a'] => 14,
            [b'K' | b'k'] => 13,
            [b'Q' | b'q'] => 12,
            [b'J' | b'j'] => 11,
            [b'T' | b't'] | [b'1', b'0'] => 10,
            [d @ b'2'..=b'9'] => d - b'0',
            _ => return Err(NotACard),
        };
        Ok(Card { rank, suit })
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom(format!("`{text}` is not a card")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_read_write_and_order() {
        let cases = [
            ("As", Some("As")),
            ("td", Some("Td")),
            ("10h", Some("Th")),
            ("9C", Some("9c")),
            ("2s", Some("2s")),
            ("1s", None),
            ("Ax", None),
            ("", None),
            ("s", None),
            ("11d", None),
            ("é", None),
        ];
        for (text, expected) in cases {
            let got = text.parse::<Card>().ok().map(|c| c.to_string());
            assert_eq!(got.as_deref(), expected, "{text}");
        }
        let order: Vec<Card> = ["2c", "2s", "Kc", "Kd", "Kh", "Ks", "Ac"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]));
        let deck = Card::deck();
        assert_eq!(deck.len(), 52);
        assert_eq!(deck[51].to_string(), "As");
    }
}
