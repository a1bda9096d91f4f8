//! Phrases generated from the catalog's structured fields.
//!
//! Every sentence on a rule card is built here from data, in the project's own words;
//! the only free text comes from the short `notes`, `layout`, `when` and `rule` fields
//! of the game files.

use crate::catalog::{
    Action, BetRound, BetSize, BoardRule, BringIn, Deck, FirstToAct, ForcedBets, HandRule, Joker,
    PotPart, Qualifier, Scale, Showdown, ShowdownKind, Street,
};
use crate::structure::Betting;

pub fn deck(deck: Deck, joker: Joker) -> String {
    let base = match deck {
        Deck::Standard => "52 cards",
        Deck::Short36 => "36 cards (no deuces, treys, fours or fives)",
        Deck::Mexican41 => "41 cards (no eights, nines or tens; one joker added)",
    };
    match joker {
        Joker::None => base.to_string(),
        Joker::LowballBug => {
            format!("{base} plus a joker: it plays as the lowest card that does not pair the hand")
        }
        Joker::HighBug => {
            format!("{base} plus a joker: it counts as an ace, or fills a straight or a flush")
        }
        Joker::Mexican => format!("{base}; the joker is a bug face up and fully wild face down"),
    }
}

/// The forced bets of a hand, for a game played at `betting`: a limit stud bring-in may
/// complete to the small bet; at pot-limit or no-limit there is no small bet to complete to.
pub fn forced(forced: ForcedBets, betting: Betting) -> String {
    const SUITS: &str = "suits rank spades, hearts, diamonds, clubs (highest first)";
    match forced {
        ForcedBets::Blinds => "Button, small blind and big blind.".to_string(),
        ForcedBets::AntesBringIn { bring_in } => {
            let who = match bring_in {
                BringIn::LowestCard => "the lowest up card brings it in (the two of clubs is the lowest card)",
                BringIn::HighestCardAceLow => {
                    "the highest up card brings it in; aces count low, so the king of spades is the highest card"
                }
                BringIn::HighestCardAceHigh => {
                    "the highest up card brings it in; aces count high, so the ace of spades is the highest card"
                }
            };
            let complete = if betting == Betting::Limit {
                " The bring-in may complete to the small bet."
            } else {
                ""
            };
            format!("Everyone antes; {who}. Ties are broken by suit: {SUITS}.{complete}")
        }
        ForcedBets::AntesHighCardOpens => {
            "Everyone antes and a button marks the dealer position; there is no bring-in: the highest card showing opens."
                .to_string()
        }
    }
}

fn plural(n: u8, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

fn action(a: &Action) -> String {
    match a {
        Action::Deal { down, up, when } => {
            let mut parts = Vec::new();
            if *down > 0 {
                parts.push(format!("{} face down", plural(*down, "card")));
            }
            if *up > 0 {
                parts.push(format!("{} face up", plural(*up, "card")));
            }
            let cond = when
                .as_ref()
                .map(|w| format!(" if {w}"))
                .unwrap_or_default();
            format!("each player gets {}{cond}", parts.join(" and "))
        }
        Action::Board { cards, layout } => {
            let l = layout
                .as_ref()
                .map(|l| format!(" ({l})"))
                .unwrap_or_default();
            format!(
                "{} turned face up on the board{l}",
                plural(*cards, "community card")
            )
        }
        Action::Draw { min, max } => {
            format!("each player may discard {min} to {max} cards and gets as many new ones")
        }
        Action::Discard { min, max, timing } => {
            let n = if min == max {
                plural(*max, "card")
            } else {
                format!("{min} to {max} cards")
            };
            let t = timing.as_ref().map(|t| format!(" {t}")).unwrap_or_default();
            format!("each player discards {n}{t}")
        }
        Action::Expose { count } => format!(
            "each player turns {} of their choice face up",
            plural(*count, "down card")
        ),
        Action::Roll { dice, decides } => {
            let d = if *dice == 1 {
                "one die".to_string()
            } else {
                format!("{dice} dice")
            };
            format!("the button rolls {d}: {decides}")
        }
        Action::RemoveBoards { rule } => format!("boards removed: {rule}"),
        Action::Split { rule } => format!("split: {rule}"),
        Action::ChooseGame { chooser } => format!("the game for the hand is chosen by {chooser}"),
    }
}

fn bet(b: &BetRound, limit: bool) -> String {
    let size = match b.size {
        // Bet sizes only mean something in limit play; big-bet rounds are sized by the pot or the stacks.
        _ if !limit => "a betting round",
        BetSize::Small => "betting at the small bet",
        BetSize::Big => "betting at the big bet",
        BetSize::Either => "betting: the opener picks the small or the big bet",
        BetSize::NotStated => "a betting round",
    };
    let first = match b.first {
        FirstToAct::LeftOfBigBlind => "first to act is left of the big blind",
        FirstToAct::LeftOfButton => "first to act is the first player left of the button",
        FirstToAct::BringIn => "the bring-in starts the action",
        FirstToAct::BestHighShowing => "the best high hand showing acts first",
        FirstToAct::BestLowShowing => "the best low hand showing acts first",
        FirstToAct::HighShowingFromButton => {
            "the best hand showing acts first, ties to the first seat left of the button"
        }
        FirstToAct::BestBoardShowing => "the best board showing acts first",
        FirstToAct::AsChosenGame => "then play follows the chosen game",
    };
    format!("{size}; {first}")
}

/// One numbered line per street: "Flop: 3 community cards ...; betting at the small bet; ...".
/// Bet sizes are named only when the game is played `limit`.
pub fn street(s: &Street, limit: bool) -> String {
    let mut parts: Vec<String> = s.actions.iter().map(action).collect();
    if let Some(b) = &s.bet {
        parts.push(bet(b, limit));
    }
    if parts.is_empty() {
        parts.push("played as the chosen game".to_string());
    }
    format!("{}: {}.", s.name, parts.join("; "))
}

pub fn scale(s: Scale) -> &'static str {
    match s {
        Scale::High => "high hand",
        Scale::HighShortDeck => {
            "high hand, short-deck ranks (flush beats full house; A-6-7-8-9 is a straight)"
        }
        Scale::HighMexican => {
            "high hand, 41-card ranks (flush beats full house; straights skip the missing 8-9-10)"
        }
        Scale::HighQuickQuads => {
            "high hand, where trips of 2 to 10 plus two cards adding up to their rank are quads"
        }
        Scale::AceToFive => "ace-to-five low (aces low, straights and flushes do not count)",
        Scale::ActionRazz => {
            "ace-to-five low, but any hand holding a jack, queen or king beats any hand without one"
        }
        Scale::DeuceToSeven => {
            "deuce-to-seven low (aces high, straights and flushes count against)"
        }
        Scale::AceToSix => "ace-to-six low (aces low, straights and flushes count against)",
        Scale::Badugi => {
            "badugi, aces low (more cards of different suits and ranks first, then lowest)"
        }
        Scale::BadugiAceHigh => "badugi with aces high (best is 5-4-3-2 of four suits)",
        Scale::Points49 => {
            "points: ace 1, two to ten face value, picture cards 0; highest total wins"
        }
    }
}

fn hand(h: &HandRule) -> String {
    match h {
        HandRule::AnyFive => "best five of all own and board cards".to_string(),
        HandRule::BestFourOwn => "best four of the player's own cards".to_string(),
        HandRule::Exactly {
            hole,
            board,
            board_rule,
        } => {
            let r = match board_rule {
                BoardRule::AnyBoardCards => "",
                BoardRule::ConnectedFlopTurnRiver => {
                    ", from one flop, a turn card touching it and the river"
                }
                BoardRule::OnePerRow => ", one from each row",
                BoardRule::OneRow => ", all from one remaining row",
            };
            format!("exactly {hole} from the hand and {board} from the board{r}")
        }
        HandRule::UpTo { max_hole } => {
            format!("at most {max_hole} from the hand, the rest from the board")
        }
        HandRule::AllKept => "every kept card, completed to five from the board".to_string(),
        HandRule::AllFiveOwn => "all five of the player's own cards".to_string(),
        HandRule::TwoOrFive => {
            "either exactly 2 from the hand and 3 from the board, or all 5 from the hand"
                .to_string()
        }
        HandRule::Special { rule } => rule.clone(),
    }
}

fn qualifier(q: Qualifier) -> Option<&'static str> {
    match q {
        Qualifier::None => None,
        Qualifier::EightOrBetter => Some("eight or better"),
        Qualifier::DiceRoll => Some("X or better, X set by the dice"),
        Qualifier::PairOfSixes => Some("a pair of sixes or better"),
        Qualifier::Pair => Some("a pair or better"),
        Qualifier::NoPair => Some("no pair"),
        Qualifier::FlushOrBetter => Some("a flush or better"),
        Qualifier::FourCardBadugi => Some("a four-card badugi"),
    }
}

fn part(p: &PotPart) -> String {
    let q = qualifier(p.qualifier)
        .map(|q| format!("; must have {q}"))
        .unwrap_or_default();
    let w = p
        .when
        .as_ref()
        .map(|w| format!(" (only when {w})"))
        .unwrap_or_default();
    format!("{}{w}: {}; {}{q}.", p.label, scale(p.scale), hand(&p.hand))
}

/// The showdown lines: how the pot is awarded, then one line per part.
pub fn showdown(s: &Showdown) -> Vec<String> {
    let lead = match s.kind {
        ShowdownKind::Single => "One hand takes the whole pot.".to_string(),
        ShowdownKind::Split => {
            "Split pot: half to each part; if nobody qualifies for a half, the other half's winner takes it all."
                .to_string()
        }
        ShowdownKind::FirstQualifying => {
            "Not a split pot: the first part below wins the whole pot if any hand qualifies, otherwise the next.".to_string()
        }
        ShowdownKind::AsChosenGame => "As the game chosen for the hand.".to_string(),
    };
    std::iter::once(lead)
        .chain(s.parts.iter().map(part))
        .collect()
}

/// Who gets an odd chip.
pub fn odd_chip(s: &Showdown, forced: ForcedBets) -> String {
    let tie = match forced {
        ForcedBets::AntesBringIn { .. } => {
            "between tied hands it goes to the highest card by suit (spades, hearts, diamonds, clubs)"
        }
        _ => "between tied hands it goes to the first seat left of the button",
    };
    match (s.kind, s.parts.first()) {
        (ShowdownKind::Split, Some(first)) => {
            format!(
                "Odd chip: in a split between the halves it goes to the {} half; {tie}.",
                first.label
            )
        }
        _ => format!("Odd chip: {tie}."),
    }
}
