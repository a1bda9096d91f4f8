//! Phrases generated from the catalog's structured fields.
//!
//! Every sentence on a rule card is built here from data, in the project's own words;
//! the only free text comes from the short `notes`, `layout`, `when` and `rule` fields
//! of the game files.

use crate::catalog::{
    Action, BetRound, BetSize, BoardRule, BothTies, BringIn, CardEffect, CardRule, Cost, Deck,
    DeclareHow, Direction, Edition, FirstToAct, ForcedBets, HandRule, IfNobodyOpens, Joker,
    OpenNeeds, Opening, OverRule, PictureValue, PointCount, PotPart, Qualifier, Rank, Scale,
    Showdown, ShowdownKind, Street, Wild, settle_example, total_label,
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
        ForcedBets::DealerPays => {
            "No blinds and no antes from the players: the dealer pays for the deal, one amount per player dealt in (the night sets it), before anyone sees a card."
                .to_string()
        }
        ForcedBets::EveryonePays => {
            "Every player puts the same stake in the pot before the deal (the night sets it); the dealer pays no more than anyone else."
                .to_string()
        }
    }
}

/// Money in cents as a card prints it: `25¢`, `$1.50`.
pub fn cents(amount: u32) -> String {
    if amount < 100 {
        format!("{amount}¢")
    } else {
        format!("${}.{:02}", amount / 100, amount % 100)
    }
}

/// What a card or a privilege costs.
pub fn cost(c: Cost) -> String {
    match c {
        Cost::Free => "free".to_string(),
        Cost::Cents { amount } => cents(amount),
        Cost::MatchPot => "as much as the pot holds".to_string(),
        Cost::MatchPotOrFold => "match the pot or fold".to_string(),
        Cost::PerCard { amount } => format!("{} for each card still held", cents(amount)),
    }
}

fn ranks(rs: &[Rank]) -> String {
    let names: Vec<&str> = rs.iter().map(|r| r.plural()).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].to_string(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

fn costing(c: &Option<Cost>, what: &str) -> String {
    match c {
        None => String::new(),
        Some(Cost::Free) => format!(" ({what} costs nothing)"),
        Some(Cost::MatchPotOrFold) => {
            format!(" (a player dealt {what} face up must match the pot or fold)")
        }
        Some(c) => format!(" (a player dealt {what} face up pays {})", cost(*c)),
    }
}

/// One line per wild-card rule.
pub fn wild(w: &Wild) -> String {
    match w {
        Wild::Ranks { ranks: rs, cost: c } => {
            let one = if rs.len() == 1 { "one" } else { "one of them" };
            format!("{} are wild{}.", capital(&ranks(rs)), costing(c, one))
        }
        Wild::OneEyedJacks => "The one-eyed jacks (spades and hearts) are wild.".to_string(),
        Wild::ForSide { ranks: rs, side } => format!(
            "{} are wild only in a hand played for the {} half.",
            capital(&ranks(rs)),
            match side {
                crate::catalog::Side::High => "high",
                crate::catalog::Side::Low => "low",
            }
        ),
        Wild::UnlessHolding { ranks: rs, unless } => format!(
            "{} are wild, except in a hand that also holds a {}: then nothing in it is wild.",
            capital(&ranks(rs)),
            unless.singular()
        ),
        Wild::FollowsUp { rank, itself, cost: c } => {
            let also = if *itself {
                format!(" {} are wild too.", capital(rank.plural()))
            } else {
                String::new()
            };
            format!(
                "The card dealt face up right after a face-up {r} is wild for everyone, with every card of its rank; a later face-up {r} moves the wild rank to the card after it, and if a {r} is the last card dealt face up, no following rank is wild.{also}{}",
                match c {
                    Some(c) => format!(" A player dealt a {r} face up pays {}.", cost(*c), r = rank.singular()),
                    None => String::new(),
                },
                r = rank.singular()
            )
        }
        Wild::AfterUpPair { cost: c } => format!(
            "When a player is dealt a pair face up, the next face-up card's rank becomes wild, replacing any earlier wild rank; a pair completed by the last face-up card leaves nothing wild.{}",
            match c {
                Some(c) => format!(" A player dealt a wild card face up pays {}.", cost(*c)),
                None => String::new(),
            }
        ),
        Wild::RisingUpCards { from } => format!(
            "The first face-up {} makes its rank wild; after that, a face-up card one rank higher than the wild rank takes over, and so on up the ranks.",
            from.singular()
        ),
        Wild::LowestDownCard => "Each player's lowest down card at the showdown is wild for that player: that one card, not its rank.".to_string(),
        Wild::ChosenDownCard => "Each player picks one of their down cards to be wild for them: that one card, not its rank.".to_string(),
        Wild::BoardCard { which, with_rank: true } => format!("Wild: {which}, with every card of its rank."),
        Wild::BoardCard { which, with_rank: false } => format!("Wild: {which}, that card alone."),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A card that changes the hand.
pub fn card_rule(r: &CardRule) -> String {
    let what = match r.effect {
        CardEffect::ExtraDownCard => "its player may take one more card face down",
        CardEffect::ToggleLowball => {
            "the game switches from high to lowball, and the next one switches it back"
        }
        CardEffect::NamesTheGame => {
            "its player names the stud game the rest of the hand is played as"
        }
    };
    let pay = match r.cost {
        Some(Cost::Free) | None => String::new(),
        Some(c) => format!(" ({})", cost(c)),
    };
    format!("A {} dealt face up: {what}{pay}.", r.rank.singular())
}

/// Who may open.
pub fn opening(o: &Opening) -> String {
    let needs = match o.needs {
        OpenNeeds::Anything => "Any hand may open",
        OpenNeeds::JacksOrBetter => "Only a pair of jacks or better may open",
    };
    let must = if o.must_open {
        "; a player who has it must open"
    } else {
        ""
    };
    let none = match o.if_nobody {
        IfNobodyOpens::Redeal => {
            "If nobody opens, the hand is thrown in and dealt again after a new payment."
        }
        IfNobodyOpens::Lowball => {
            "If nobody opens, the same hand is played as lowball: each player in turn opens or folds."
        }
    };
    format!("{needs}{must}. {none}")
}

/// What the cards count in a points game.
pub fn points(p: &PointCount) -> String {
    let aces: Vec<String> = p.aces.iter().map(|a| a.to_string()).collect();
    let pictures = match p.pictures {
        PictureValue::Half => "one half",
        PictureValue::Ten => "10",
        PictureValue::Zero => "nothing",
    };
    let over = match p.over {
        OverRule::Allowed => "",
        OverRule::UnderWinsTies => {
            " Between two totals equally close to a target, the one not over it wins."
        }
        OverRule::Bust => " A total over a target cannot win that half.",
    };
    format!(
        "Cards count: ace {}, jack, queen and king {pictures} each, the others their number. Each player's total is the sum of all their cards.{over}",
        aces.join(" or ")
    )
}

/// The worked examples of an edition with the outcome the code computes.
pub fn examples(e: &Edition) -> Vec<String> {
    let mut lines = Vec::new();
    for x in &e.examples {
        let Ok(out) = settle_example(e, x) else {
            continue;
        };
        lines.push(format!("A pot of {}:", cents(x.pot)));
        for (h, t) in x.hands.iter().zip(&out.totals) {
            let counts: Vec<String> = t.iter().map(|&v| total_label(v)).collect();
            lines.push(format!(
                "{} holds {} (counts {}) and declares {}.",
                h.player,
                h.cards.join("-"),
                counts.join(" or "),
                h.declares.label()
            ));
        }
        for s in &out.sides {
            let names: Vec<String> = s
                .winners
                .iter()
                .map(|(p, t)| format!("{p} ({})", total_label(*t)))
                .collect();
            let verb = if s.winners.len() == 1 {
                "wins it".to_string()
            } else {
                format!(
                    "tie and share it, {} each",
                    cents(s.amount / s.winners.len() as u32)
                )
            };
            lines.push(format!(
                "The {} half, {}: {} {verb}.",
                s.label.to_lowercase(),
                cents(s.amount),
                join_and(&names)
            ));
        }
        for p in &out.failed_both {
            lines.push(format!(
                "{p} went both ways without winning or tying both halves and takes nothing."
            ));
        }
        let paid: Vec<String> = out
            .shares
            .iter()
            .map(|s| {
                if s.cents == 0 {
                    format!("{} nothing", s.player)
                } else {
                    format!("{} {}", s.player, cents(s.cents))
                }
            })
            .collect();
        lines.push(format!("In all: {}.", paid.join(", ")));
    }
    lines
}

fn join_and(items: &[String]) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

fn plural(n: u8, one: &str) -> String {
    crate::words::count(u64::from(n), one, &format!("{one}s"))
}

pub fn action(a: &Action) -> String {
    match a {
        Action::Deal {
            down,
            up,
            unstated,
            when,
        } => {
            let mut parts = Vec::new();
            if *unstated > 0 {
                parts.push(plural(*unstated, "card"));
            }
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
        Action::Draw { min: 0, max: 1 } => {
            "each player may exchange one card for a new one, or stand pat".to_string()
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
        Action::Expose {
            count,
            at_once,
            in_order,
        } => {
            let which = match (*in_order, *count) {
                (true, 1) => "the next card of their stacked hand".to_string(),
                (true, n) => format!("the next {} of their stacked hand", plural(n, "card")),
                (false, n) => format!("{} of their choice", plural(n, "down card")),
            };
            let together = if *at_once {
                ", all players at once"
            } else {
                ""
            };
            format!("each player turns {which} face up{together}")
        }
        Action::Pass { count, to } => format!(
            "each player passes {} to the player on the {}",
            plural(*count, "card"),
            match to {
                Direction::Left => "left",
                Direction::Right => "right",
            }
        ),
        Action::Trade { rule } => format!("trading: {rule}"),
        Action::Buy { each, offers } => {
            let list: Vec<String> = offers
                .iter()
                .map(|o| {
                    format!(
                        "{} ({}, kept face {})",
                        o.card,
                        cost(o.price),
                        if o.up { "up" } else { "down" }
                    )
                })
                .collect();
            format!(
                "in turn from the dealer's left, each player buys one card at a time until each has bought {}: {}",
                plural(*each, "card"),
                list.join("; ")
            )
        }
        Action::Auction { rounds } => format!(
            "cards are turned up one at a time and auctioned, the bidding starting one seat further left each time; the top bidder pays the bid into the pot, takes the card and throws away any one card; {} around the table",
            if *rounds == 1 {
                "once".to_string()
            } else {
                format!("{rounds} times")
            }
        ),
        Action::Pick { order } => format!(
            "one card per player is turned face up in the middle; players take one each, {order}"
        ),
        Action::DealAll => "the whole deck is dealt out, one card at a time".to_string(),
        Action::PlayOut { rule, cant_play } => {
            let pay = cant_play
                .map(|c| format!("; a player who cannot play pays {}", cost(c)))
                .unwrap_or_default();
            format!("{rule}{pay}")
        }
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
        Scale::PointsNearest7 => "card points closest to 7",
        Scale::PointsNearest27 => "card points closest to 27",
        Scale::PointsHighest => "the highest card-point total",
        Scale::PointsLowest => "the lowest card-point total",
        Scale::HighNoStraightsOrFlushes => "high hand; straights and flushes do not count",
        Scale::HighAceLow => {
            "high hand with the ace low only (below the deuce; A-2-3-4-5 is a straight, 10-J-Q-K-A is not)"
        }
        Scale::ThreeCard => {
            "three-card hand: three of a kind, then straight, then flush, then pair, then high card"
        }
        Scale::HighFourCardHands => {
            "high hand with two more hands: a four-card straight beats a pair, a four-card flush beats that, two pair beats both"
        }
        Scale::LowestSpadeDown => "the lowest spade among the down cards (aces high)",
        Scale::HighestSpadeDown => "the highest spade among the down cards",
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
        HandRule::BestOwn { cards } => format!("best {cards} of the player's own cards"),
        HandRule::AllOwn => "every card the player holds, added up".to_string(),
        HandRule::OneDownCard => "one of the player's down cards".to_string(),
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
        Qualifier::ThreeOfAKind => Some("three of a kind or better"),
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
        ShowdownKind::SecondBest => "The second-best hand takes the whole pot.".to_string(),
        ShowdownKind::WithLeftNeighbour => {
            "The best hand and the next player still in on its left split the pot.".to_string()
        }
        ShowdownKind::FirstOut => {
            "Not a poker hand: the first player to play out every card takes the pot.".to_string()
        }
    };
    let mut lines: Vec<String> = std::iter::once(lead)
        .chain(s.parts.iter().map(part))
        .collect();
    if let Some(d) = s.declare {
        let how = match d.how {
            DeclareHow::ChipsInFist => {
                "Players declare all at once: each brings a closed fist over the table holding no chip for low, one for high or two for both ways, and everyone opens together."
            }
            DeclareHow::InTurn => {
                "Players declare high, low or both in turn, starting with the last to bet or raise."
            }
        };
        lines.push(how.to_string());
        lines.push(match d.both_ties {
            BothTies::Share => "A player declaring both ways who is beaten either way takes nothing; a tie works as any tie does, that half shared.",
            BothTies::MustScoop => "A player declaring both ways must win both halves outright, or takes nothing.",
        }.to_string());
        lines.push("A player out of the pot that way leaves each half to the best hand among the others who played for it; if everyone went both ways and nobody won both, each half goes to its best hand.".to_string());
    }
    if let Some(c) = s.losers_pay {
        lines.push(match c {
            Cost::MatchPot => "Every player who stayed in and lost pays as much as the pot held into the next pot.".to_string(),
            c => format!("Each loser pays {}.", cost(c)),
        });
    }
    lines
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
