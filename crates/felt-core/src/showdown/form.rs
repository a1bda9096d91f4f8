//! What the floor must enter to judge each game: the board's layout, how many cards a
//! hand shows, the parts that depend on the hand, declarations, a rolled qualifier, a
//! wild card of the deal; or why the cards alone cannot settle the game. A screen builds
//! its showdown form from this, so it asks only what the game needs.

use super::judge::{kind_settles, scorer_for};
use super::read::{dealt, shows_down_cards};
use crate::catalog::{
    Action, BoardRule, Catalog, Edition, ForcedBets, HandRule, Joker, Qualifier, Wild,
};
use serde::{Deserialize, Serialize};

/// One game (or named variation) as the judge reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct JudgeForm {
    /// The catalog key to send as `game`.
    pub key: String,
    pub name: String,
    /// Why the judge cannot settle this game from the cards, in words; none when it can.
    pub refused: Option<String>,
    /// The parts of the pot, the high (odd-chip) part first.
    pub parts: Vec<FormPart>,
    /// The board as the floor writes it: each group's cards, groups separated by `|`;
    /// empty for a game without a board.
    pub board: Vec<u8>,
    /// The board's groups in words ("three flops, the turn cards, the river").
    pub board_words: String,
    /// How many cards a hand shows; none when the deal varies.
    pub cards: Option<CardCount>,
    /// A hand is shown as the hands the player set, separated by `|` (Sohe).
    pub split_hand: bool,
    /// Players declare high, low or both ways.
    pub declared: bool,
    /// The low must be the number rolled or better: give the roll.
    pub roll: bool,
    /// The wild rank or card depends on the deal: give it.
    pub wild: bool,
    /// A player marks the card they made wild with `*`.
    pub marks_wild: bool,
    /// Odd chips go by the highest card by suit (stud), not from the button.
    pub stud: bool,
    /// How the joker is written, when the deck has one; empty otherwise.
    pub joker: String,
    /// A hand is shown as its down cards, `|`, then its up cards (a part goes by a card
    /// dealt face down).
    pub down_then_up: bool,
}

/// How many cards a hand shows at the showdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct CardCount {
    pub fewest: u8,
    pub most: u8,
}

/// A part of the pot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FormPart {
    pub label: String,
    /// When the part is played, for a part that depends on the hand: pick it by label.
    pub when: Option<String>,
    /// The board decides whether it is played (Wonky Donkey's flop colour): the judge reads
    /// it when no part is named.
    #[serde(default)]
    pub from_board: bool,
}

/// The form of every game of `catalog` and of each named variation.
pub fn forms(catalog: &Catalog) -> Vec<JudgeForm> {
    let mut out = Vec::new();
    for g in catalog.games() {
        for (i, ed) in g.editions.iter().enumerate() {
            if i > 0 && ed.name.is_none() {
                continue;
            }
            let key = if i == 0 {
                g.id.clone()
            } else {
                format!("{}@{}", g.id, ed.id)
            };
            let name = ed.name.clone().unwrap_or_else(|| g.name.clone());
            out.push(form(key, name, ed));
        }
    }
    out
}

fn form(key: String, name: String, ed: &Edition) -> JudgeForm {
    let sd = &ed.showdown;
    let refused = kind_settles(&name, ed)
        .and_then(|()| {
            sd.parts
                .iter()
                .try_for_each(|p| scorer_for(&name, ed, p).map(|_| ()))
        })
        .err()
        .map(|e| e.0);
    let (hand, board) = dealt(ed);
    let rule = sd.parts.iter().find_map(|p| match &p.hand {
        HandRule::Exactly { board_rule, .. } => Some(*board_rule),
        _ => None,
    });
    let n = |x: usize| u8::try_from(x).unwrap_or(u8::MAX);
    let (groups, words): (Vec<u8>, String) = match (rule, board) {
        (_, 0) => (Vec::new(), String::new()),
        (Some(BoardRule::ConnectedFlopTurnRiver), _) => (
            vec![3, 3, 3, 2, 1],
            "the three flops, the two turn cards, the river".into(),
        ),
        (Some(BoardRule::OnePerRow), b) => (vec![n(b / 3); 3], "the three rows".into()),
        (Some(BoardRule::OneRow), b) => (
            vec![n(b / 3); 3],
            "the three rows as dealt, each ending with its river card".into(),
        ),
        (_, b) => (vec![n(b)], String::new()),
    };
    let kept = sd.parts.iter().any(|p| matches!(p.hand, HandRule::AllKept));
    // Each card rule that gives one more card (Baseball's four) may do so four times.
    let extra = 4 * super::read::extra_card_ranks(ed).len();
    let cards = hand.map(|(lo, hi)| CardCount {
        fewest: if kept { 1 } else { n(lo) },
        most: n(hi + extra),
    });
    JudgeForm {
        key,
        name,
        refused,
        parts: sd
            .parts
            .iter()
            .map(|p| FormPart {
                label: p.label.clone(),
                when: p.when.clone(),
                from_board: p
                    .when
                    .as_deref()
                    .is_some_and(|w| super::judge::flop_colour(w).is_some()),
            })
            .collect(),
        board: groups,
        board_words: words,
        cards,
        split_hand: ed
            .streets
            .iter()
            .flat_map(|s| &s.actions)
            .any(|a| matches!(a, Action::Split { .. })),
        declared: sd.declare.is_some() && sd.parts.len() == 2,
        roll: sd.parts.iter().any(|p| p.qualifier == Qualifier::DiceRoll),
        wild: ed.wild.iter().any(|w| {
            matches!(
                w,
                Wild::FollowsUp { .. }
                    | Wild::AfterUpPair { .. }
                    | Wild::RisingUpCards { .. }
                    | Wild::BoardCard { .. }
            )
        }),
        marks_wild: ed
            .wild
            .iter()
            .any(|w| matches!(w, Wild::LowestDownCard | Wild::ChosenDownCard)),
        stud: matches!(ed.forced, ForcedBets::AntesBringIn { .. }),
        down_then_up: shows_down_cards(ed),
        joker: match ed.joker {
            Joker::None => String::new(),
            Joker::LowballBug => "Jk for the joker (the lowest card that does not pair)".into(),
            Joker::HighBug => "Jk for the joker (an ace, or a card for a straight or flush)".into(),
            Joker::Mexican => {
                "Jk for the joker dealt face up (a bug), Jk* dealt face down (wild)".into()
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_says_what_the_floor_enters() {
        let all = forms(Catalog::shared());
        let get = |k: &str| all.iter().find(|f| f.key == k).unwrap();
        let chowaha = get("chowaha");
        assert_eq!(chowaha.board, [3, 3, 3, 2, 1]);
        assert_eq!(chowaha.cards, Some(CardCount { fewest: 2, most: 2 }));
        assert!(chowaha.refused.is_none());
        assert_eq!(get("omaha-hi-lo").board, [5]);
        assert_eq!(get("murder").board, [4, 4, 4]);
        assert_eq!(get("oklahoma").board, [5, 5, 5]);
        assert!(get("razz").board.is_empty() && get("razz").stud);
        assert_eq!(get("razz").cards, Some(CardCount { fewest: 7, most: 7 }));
        assert!(get("sohe").split_hand);
        assert!(get("juneau").declared);
        assert!(get("omaha-x-or-better").roll);
        assert!(get("follow-the-bitch").wild);
        assert!(get("low-hold-wild").marks_wild);
        let binglaha = get("binglaha");
        assert_eq!(
            binglaha.parts[1].when.as_deref(),
            Some("the die showed 1, 2 or 3")
        );
        assert!(
            get("twin-beds")
                .refused
                .as_deref()
                .is_some_and(|r| r.contains("cannot be settled"))
        );
        assert!(get("harem").refused.is_some());
        assert!(get("mexican-poker").refused.is_none());
        assert!(get("high-chicago").refused.is_none() && get("high-chicago").down_then_up);
        assert!(get("mexican-poker").joker.contains("Jk*"));
        assert!(get("omaha").joker.is_empty());
        // Every game and named variation is listed once.
        let mut keys: Vec<&str> = all.iter().map(|f| f.key.as_str()).collect();
        keys.dedup();
        assert_eq!(keys.len(), all.len());
        assert!(all.len() > Catalog::shared().games().len());
    }
}
