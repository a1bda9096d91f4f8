//! How many players a game can be dealt to before the deck runs out.
//!
//! The count is: every card dealt to each player (down and up, on every street, including
//! cards dealt only in some hands), plus every community card, plus one burn card before
//! each street after the first that deals cards to the players or the board (when the
//! edition's source burns cards: a home game may not).
//! Bought, picked and auctioned cards count as dealt. Draws are not counted: replacement cards come from the stub and, when it runs short,
//! from the reshuffled discards, so a draw game is limited by its initial deal only (the
//! burn before a draw is not counted either). Discarded and exposed cards cost nothing.
//!
//! Stud-like games (cards dealt to the players after the first street, no board) may run
//! out on the last street; rooms then turn one community card for everybody. With that
//! rule the last street costs a single card, and no burn is counted before it because
//! the stub is that short. A last street dealt only to the players who ask for a card
//! is not such a street, so the rule is not offered for it. Larger tables than [`MAX_SEATS`] are never reported.

use super::{Action, Catalog, Deck, Edition, Joker};
use serde::{Deserialize, Serialize};

/// No poker table seats more than ten players.
pub const MAX_SEATS: u8 = 10;

/// The result of the table size check for one edition of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSize {
    /// Cards in the deck, jokers included.
    pub deck: u32,
    /// Cards dealt to each player over the whole hand (draw replacements excluded).
    pub per_player: u32,
    /// Community cards.
    pub board: u32,
    /// Burn cards counted.
    pub burns: u32,
    /// The largest table (capped at [`MAX_SEATS`]) at which every card can be dealt.
    pub max_players: u8,
    /// For stud-like games: the largest table the game can be dealt at when the last
    /// street becomes one community card. `None` when the rule does not apply.
    pub max_with_community_card: Option<u8>,
}

impl TableSize {
    /// Cards a full deal to `players` needs.
    pub fn cards_needed(&self, players: u32) -> u32 {
        players * self.per_player + self.board + self.burns
    }

    /// The largest table this game runs at, with the community card rule when it applies.
    pub fn limit(&self) -> u8 {
        self.max_with_community_card
            .unwrap_or(self.max_players)
            .max(self.max_players)
    }
}

/// Number of cards in the deck.
pub fn deck_cards(deck: Deck, joker: Joker) -> u32 {
    let base = match deck {
        Deck::Standard => 52,
        Deck::Short36 => 36,
        // The 41-card Mexican deck already counts its joker.
        Deck::Mexican41 => return 41,
    };
    base + u32::from(joker != Joker::None)
}

/// The table size check for an edition. A game that picks another game each hand is
/// limited by the most demanding of its choices (looked up in `catalog`).
pub fn table_size(edition: &Edition, catalog: &Catalog) -> TableSize {
    let own = own_table_size(edition);
    edition
        .choice_of
        .iter()
        .filter_map(|key| catalog.resolve(key).ok())
        .map(|(_, e)| own_table_size(e))
        .fold(
            own,
            |worst, t| if t.limit() < worst.limit() { t } else { worst },
        )
}

fn own_table_size(edition: &Edition) -> TableSize {
    let deck = deck_cards(edition.deck, edition.joker);
    let mut per_player = 0u32;
    let mut board = 0u32;
    let mut burns = 0u32;
    let mut last_street_per_player = 0u32;
    let mut burn_before_last = 0u32;
    // A last street dealt only to the players who ask (Seven Twenty-Seven's offers) is
    // not stud's last street: no room turns a community card for it.
    let mut last_street_optional = false;
    let house_burns = edition.sources.iter().all(|s| s.burns_cards());
    for (i, street) in edition.streets.iter().enumerate() {
        let mut dealt = 0u32;
        let mut boarded = 0u32;
        let mut optional = false;
        for a in &street.actions {
            match a {
                Action::Deal {
                    down,
                    up,
                    unstated,
                    when,
                } => {
                    dealt += u32::from(*down) + u32::from(*up) + u32::from(*unstated);
                    optional |= when.is_some();
                }
                Action::Board { cards, .. } => boarded += u32::from(*cards),
                // Bought cards come from the deck; the offers on show sit on the table.
                Action::Buy { each, offers } => {
                    dealt += u32::from(*each);
                    boarded += offers.iter().filter(|o| o.up).count() as u32;
                }
                // Each auction turns one card per player up; each pick takes one card.
                Action::Auction { rounds } => dealt += u32::from(*rounds),
                Action::Pick { .. } => dealt += 1,
                // Passing, trading, playing out and dealing the whole deck out need no
                // more cards than the deck holds.
                _ => {}
            }
        }
        per_player += dealt;
        board += boarded;
        let burn = street
            .burn
            .unwrap_or(house_burns && i > 0 && dealt + boarded > 0);
        burns += u32::from(burn);
        if dealt > 0 {
            last_street_per_player = dealt;
            burn_before_last = u32::from(burn);
            last_street_optional = optional;
        }
    }
    let fits = |needed: u32| needed <= deck;
    let max_of = |needed: &dyn Fn(u32) -> u32| {
        (1..=u32::from(MAX_SEATS))
            .take_while(|&n| fits(needed(n)))
            .last()
            .unwrap_or(0) as u8
    };
    let max_players = max_of(&|n| n * per_player + board + burns);
    let stud_like = board == 0
        && edition.streets.len() > 1
        && per_player > last_street_per_player
        && !last_street_optional;
    let max_with_community_card = stud_like.then(|| {
        let before_last = per_player - last_street_per_player;
        max_of(&|n| n * before_last + last_street_per_player + burns - burn_before_last)
    });
    TableSize {
        deck,
        per_player,
        board,
        burns,
        max_players,
        max_with_community_card,
    }
}
