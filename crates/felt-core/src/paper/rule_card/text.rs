//! Phrases generated from the catalog's structured fields, in a language.
//!
//! Every sentence on a rule card is built here from data, in the project's own words, and
//! said through the messages (`card-…` in `messages/*.ftl`). The only free text comes from
//! the game files themselves (street names, pot-part labels and the short `notes`,
//! `layout`, `when` and `rule` fields): it goes into the sentences as written.

use crate::catalog::{
    Action, BetRound, BetSize, BoardRule, BothTies, BringIn, CardEffect, CardRule, Cost, Deck,
    DeclareHow, Declared, Direction, Edition, FirstToAct, ForcedBets, HandRule, IfNobodyOpens,
    Joker, OpenNeeds, Opening, OverRule, PictureValue, PointCount, PotPart, Qualifier, Rank, Scale,
    Showdown, ShowdownKind, Street, Wild, settle_example,
};
use crate::lang::{Locale, Phrase};
use crate::structure::Betting;

/// Where the deal and the action are counted from: a card room's button, or, at a home
/// game where the dealer deals every hand and nobody holds a button, the dealer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Button,
    Dealer,
}

impl Seat {
    /// The messages' selector for the seat.
    fn key(self) -> &'static str {
        match self {
            Seat::Button => "button",
            Seat::Dealer => "dealer",
        }
    }

    /// A game file's own words at this seat: at a home game "the button" is the dealer.
    fn words(self, text: &str) -> String {
        match self {
            Seat::Button => text.to_string(),
            Seat::Dealer => text.replace("the button", "the dealer"),
        }
    }
}

/// Message `id` with no arguments.
fn say(l: Locale, id: &'static str) -> String {
    Phrase::new(id).say(l)
}

/// Two sentences one after the other.
fn then(first: String, next: String) -> String {
    format!("{first} {next}")
}

/// Clauses of one sentence, the language's semicolon between them.
pub fn clauses(parts: &[String], l: Locale) -> String {
    parts.join(&say(l, "paper-semicolon"))
}

/// "a, b and c" the language's way.
pub fn and_list(items: &[String], l: Locale) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => Phrase::new("card-list-and")
            .text("list", items[..n - 1].join(", "))
            .text("last", items[n - 1].clone())
            .say(l),
    }
}

/// "a and b and c": every item joined by the language's "and".
fn and_each(items: &[String], l: Locale) -> String {
    let mut it = items.iter();
    let first = it.next().cloned().unwrap_or_default();
    it.fold(first, |all, next| {
        Phrase::new("card-list-and")
            .text("list", all)
            .text("last", next.clone())
            .say(l)
    })
}

/// "a or b or c": every item joined by the language's "or".
fn or_each(items: &[String], l: Locale) -> String {
    let mut it = items.iter();
    let first = it.next().cloned().unwrap_or_default();
    it.fold(first, |all, next| {
        Phrase::new("card-list-or")
            .text("first", all)
            .text("next", next.clone())
            .say(l)
    })
}

/// The first letter upper-case (a sentence that starts with a rank).
fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A rank's messages: its name, its plural (with the article the language puts before a
/// rank in a list), and its grammatical gender (in English the article: "a" or "an").
fn rank_ids(r: Rank) -> [&'static str; 3] {
    match r {
        Rank::Two => [
            "card-rank-two",
            "card-rank-two-plural",
            "card-rank-two-gender",
        ],
        Rank::Three => [
            "card-rank-three",
            "card-rank-three-plural",
            "card-rank-three-gender",
        ],
        Rank::Four => [
            "card-rank-four",
            "card-rank-four-plural",
            "card-rank-four-gender",
        ],
        Rank::Five => [
            "card-rank-five",
            "card-rank-five-plural",
            "card-rank-five-gender",
        ],
        Rank::Six => [
            "card-rank-six",
            "card-rank-six-plural",
            "card-rank-six-gender",
        ],
        Rank::Seven => [
            "card-rank-seven",
            "card-rank-seven-plural",
            "card-rank-seven-gender",
        ],
        Rank::Eight => [
            "card-rank-eight",
            "card-rank-eight-plural",
            "card-rank-eight-gender",
        ],
        Rank::Nine => [
            "card-rank-nine",
            "card-rank-nine-plural",
            "card-rank-nine-gender",
        ],
        Rank::Ten => [
            "card-rank-ten",
            "card-rank-ten-plural",
            "card-rank-ten-gender",
        ],
        Rank::Jack => [
            "card-rank-jack",
            "card-rank-jack-plural",
            "card-rank-jack-gender",
        ],
        Rank::Queen => [
            "card-rank-queen",
            "card-rank-queen-plural",
            "card-rank-queen-gender",
        ],
        Rank::King => [
            "card-rank-king",
            "card-rank-king-plural",
            "card-rank-king-gender",
        ],
        Rank::Ace => [
            "card-rank-ace",
            "card-rank-ace-plural",
            "card-rank-ace-gender",
        ],
    }
}

/// A phrase about one rank: given its name as `rank` and its gender as `gender`.
fn with_rank(p: Phrase, r: Rank, l: Locale) -> Phrase {
    let [name, _, gender] = rank_ids(r);
    p.text("rank", say(l, name)).text("gender", say(l, gender))
}

/// Ranks in a list: "deuces, threes and kings".
fn ranks(rs: &[Rank], l: Locale) -> String {
    let names: Vec<String> = rs.iter().map(|r| say(l, rank_ids(*r)[1])).collect();
    and_list(&names, l)
}

pub fn deck(deck: Deck, joker: Joker, l: Locale) -> String {
    let base = say(
        l,
        match deck {
            Deck::Standard => "card-deck-52",
            Deck::Short36 => "card-deck-36",
            Deck::Mexican41 => "card-deck-41",
        },
    );
    let id = match joker {
        Joker::None => return base,
        Joker::LowballBug => "card-deck-lowball-bug",
        Joker::HighBug => "card-deck-high-bug",
        Joker::Mexican => "card-deck-mexican-joker",
    };
    Phrase::new(id).text("deck", base).say(l)
}

/// The forced bets of a hand, for a game played at `betting`: a limit stud bring-in may
/// complete to the small bet; at pot-limit or no-limit there is no small bet to complete to.
pub fn forced(forced: ForcedBets, betting: Betting, l: Locale) -> String {
    match forced {
        ForcedBets::Blinds => say(l, "card-forced-blinds"),
        ForcedBets::AntesBringIn { bring_in } => {
            let who = say(
                l,
                match bring_in {
                    BringIn::LowestCard => "card-bring-in-lowest",
                    BringIn::HighestCardAceLow => "card-bring-in-highest-ace-low",
                    BringIn::HighestCardAceHigh => "card-bring-in-highest-ace-high",
                },
            );
            let line = Phrase::new("card-forced-bring-in").text("who", who).say(l);
            if betting == Betting::Limit {
                then(line, say(l, "card-bring-in-completes"))
            } else {
                line
            }
        }
        ForcedBets::AntesHighCardOpens => say(l, "card-forced-high-card-opens"),
        ForcedBets::DealerPays => say(l, "card-forced-dealer-pays"),
        ForcedBets::EveryonePays => say(l, "card-forced-everyone-pays"),
    }
}

/// Hundredths with the language's decimal mark, never grouped: "1000.00", "17,50".
pub fn decimal(minor: u64, l: Locale) -> String {
    let sample = l.hundredths(1, true);
    let mark = sample.trim_start_matches('0').trim_end_matches("01");
    format!("{}{mark}{:02}", minor / 100, minor % 100)
}

/// Money in cents as a card prints it: `25¢`, `$1.50`.
pub fn cents(amount: u32, l: Locale) -> String {
    if amount < 100 {
        Phrase::new("card-cents")
            .text("cents", amount.to_string())
            .say(l)
    } else {
        Phrase::new("card-dollars")
            .text("amount", decimal(u64::from(amount), l))
            .say(l)
    }
}

/// What a card or a privilege costs.
pub fn cost(c: Cost, l: Locale) -> String {
    match c {
        Cost::Free => say(l, "card-cost-free"),
        Cost::Cents { amount } => cents(amount, l),
        Cost::MatchPot => say(l, "card-cost-match-pot"),
        Cost::MatchPotOrFold => say(l, "card-cost-match-pot-or-fold"),
        Cost::PerCard { amount } => Phrase::new("card-cost-per-card")
            .text("amount", cents(amount, l))
            .say(l),
    }
}

/// One line per wild-card rule.
pub fn wild(w: &Wild, l: Locale) -> String {
    match w {
        Wild::Ranks { ranks: rs, cost: c } => {
            let id = match c {
                None => "card-wild-ranks",
                Some(Cost::Free) => "card-wild-ranks-free",
                Some(Cost::MatchPotOrFold) => "card-wild-ranks-match-or-fold",
                Some(_) => "card-wild-ranks-pays",
            };
            let mut p = Phrase::new(id)
                .text("ranks", ranks(rs, l))
                .count("kinds", rs.len());
            if let Some(c) = c {
                p = p.text("cost", cost(*c, l));
            }
            capital(&p.say(l))
        }
        Wild::OneEyedJacks => say(l, "card-wild-one-eyed-jacks"),
        Wild::ForSide { ranks: rs, side } => capital(
            &Phrase::new("card-wild-for-side")
                .text("ranks", ranks(rs, l))
                .text(
                    "side",
                    match side {
                        crate::catalog::Side::High => "high",
                        crate::catalog::Side::Low => "low",
                    },
                )
                .say(l),
        ),
        Wild::UnlessHolding { ranks: rs, unless } => capital(
            &with_rank(Phrase::new("card-wild-unless"), *unless, l)
                .text("ranks", ranks(rs, l))
                .say(l),
        ),
        Wild::FollowsUp {
            rank,
            itself,
            cost: c,
        } => {
            let mut line = with_rank(Phrase::new("card-wild-follows-up"), *rank, l).say(l);
            if *itself {
                let too = Phrase::new("card-wild-too")
                    .text("ranks", say(l, rank_ids(*rank)[1]))
                    .say(l);
                line = then(line, capital(&too));
            }
            if let Some(c) = c {
                let pays = with_rank(Phrase::new("card-wild-follows-up-pays"), *rank, l)
                    .text("cost", cost(*c, l))
                    .say(l);
                line = then(line, pays);
            }
            line
        }
        Wild::AfterUpPair { cost: c } => {
            let line = say(l, "card-wild-after-pair");
            match c {
                Some(c) => then(
                    line,
                    Phrase::new("card-wild-after-pair-pays")
                        .text("cost", cost(*c, l))
                        .say(l),
                ),
                None => line,
            }
        }
        Wild::RisingUpCards { from } => with_rank(Phrase::new("card-wild-rising"), *from, l).say(l),
        Wild::LowestDownCard => say(l, "card-wild-lowest-down-card"),
        Wild::ChosenDownCard => say(l, "card-wild-chosen-down-card"),
        Wild::BoardCard {
            which,
            with_rank: true,
        } => Phrase::new("card-wild-board-rank")
            .text("which", which.clone())
            .say(l),
        Wild::BoardCard {
            which,
            with_rank: false,
        } => Phrase::new("card-wild-board-card")
            .text("which", which.clone())
            .say(l),
    }
}

/// A card that changes the hand.
pub fn card_rule(r: &CardRule, l: Locale) -> String {
    let what = say(
        l,
        match r.effect {
            CardEffect::ExtraDownCard => "card-effect-extra-down-card",
            CardEffect::ToggleLowball => "card-effect-toggle-lowball",
            CardEffect::NamesTheGame => "card-effect-names-the-game",
        },
    );
    let p = match r.cost {
        Some(Cost::Free) | None => Phrase::new("card-card-rule"),
        Some(c) => Phrase::new("card-card-rule-pays").text("cost", cost(c, l)),
    };
    with_rank(p, r.rank, l).text("what", what).say(l)
}

/// Who may open.
pub fn opening(o: &Opening, l: Locale) -> String {
    let needs = say(
        l,
        match o.needs {
            OpenNeeds::Anything => "card-open-anything",
            OpenNeeds::JacksOrBetter => "card-open-jacks-or-better",
        },
    );
    let who = if o.must_open {
        Phrase::new("card-open-must").text("who", needs).say(l)
    } else {
        needs
    };
    let nobody = say(
        l,
        match o.if_nobody {
            IfNobodyOpens::Redeal => "card-open-nobody-redeal",
            IfNobodyOpens::Lowball => "card-open-nobody-lowball",
        },
    );
    Phrase::new("card-opening")
        .text("who", who)
        .text("nobody", nobody)
        .say(l)
}

/// What the cards count in a points game.
pub fn points(p: &PointCount, l: Locale) -> String {
    let aces: Vec<String> = p.aces.iter().map(|a| a.to_string()).collect();
    let pictures = say(
        l,
        match p.pictures {
            PictureValue::Half => "card-points-pictures-half",
            PictureValue::Ten => "card-points-pictures-ten",
            PictureValue::Zero => "card-points-pictures-zero",
        },
    );
    let line = Phrase::new("card-points")
        .text("aces", or_each(&aces, l))
        .text("pictures", pictures)
        .say(l);
    match p.over {
        OverRule::Allowed => line,
        OverRule::UnderWinsTies => then(line, say(l, "card-points-under-wins-ties")),
        OverRule::Bust => then(line, say(l, "card-points-bust")),
    }
}

/// A total in half points as a card says it: `7`, `27`, `7.5`.
fn total(halves: u32, l: Locale) -> String {
    if halves.is_multiple_of(2) {
        l.number(u64::from(halves / 2))
    } else {
        decimal(u64::from(halves) * 50, l)
            .trim_end_matches('0')
            .to_string()
    }
}

/// The worked examples of an edition with the outcome the code computes.
pub fn examples(e: &Edition, l: Locale) -> Vec<String> {
    let mut lines = Vec::new();
    for x in &e.examples {
        let Ok(out) = settle_example(e, x) else {
            continue;
        };
        lines.push(
            Phrase::new("card-example-pot")
                .text("amount", cents(x.pot, l))
                .say(l),
        );
        for (h, t) in x.hands.iter().zip(&out.totals) {
            let counts: Vec<String> = t.iter().map(|&v| total(v, l)).collect();
            let way = match h.declares {
                Declared::High => "high",
                Declared::Low => "low",
                Declared::Both => "both",
            };
            lines.push(
                Phrase::new("card-example-holds")
                    .text("player", h.player.clone())
                    .text("cards", h.cards.join("-"))
                    .text("counts", or_each(&counts, l))
                    .text("way", way)
                    .say(l),
            );
        }
        for s in &out.sides {
            let names: Vec<String> = s
                .winners
                .iter()
                .map(|(p, t)| {
                    Phrase::new("card-example-winner")
                        .text("player", p.clone())
                        .text("total", total(*t, l))
                        .say(l)
                })
                .collect();
            let p = if s.winners.len() == 1 {
                Phrase::new("card-example-half-won")
            } else {
                Phrase::new("card-example-half-shared")
                    .text("each", cents(s.amount / s.winners.len() as u32, l))
            };
            lines.push(
                p.text("half", s.label.to_lowercase())
                    .text("amount", cents(s.amount, l))
                    .text("winners", and_list(&names, l))
                    .say(l),
            );
        }
        for p in &out.failed_both {
            lines.push(
                Phrase::new("card-example-failed-both")
                    .text("player", p.clone())
                    .say(l),
            );
        }
        let paid: Vec<String> = out
            .shares
            .iter()
            .map(|s| {
                if s.cents == 0 {
                    Phrase::new("card-example-paid-nothing")
                        .text("player", s.player.clone())
                        .say(l)
                } else {
                    Phrase::new("card-example-paid")
                        .text("player", s.player.clone())
                        .text("amount", cents(s.cents, l))
                        .say(l)
                }
            })
            .collect();
        lines.push(
            Phrase::new("card-example-in-all")
                .text("shares", paid.join(", "))
                .say(l),
        );
    }
    lines
}

/// `n` cards as message `id` counts them ("2 cards face down").
fn cards(id: &'static str, n: u8, l: Locale) -> String {
    Phrase::new(id).count("n", n).say(l)
}

/// What happens to the cards, said at `seat`.
pub fn action(a: &Action, l: Locale, seat: Seat) -> String {
    match a {
        Action::Deal {
            down,
            up,
            unstated,
            when,
        } => {
            let mut parts = Vec::new();
            if *unstated > 0 {
                parts.push(cards("card-cards", *unstated, l));
            }
            if *down > 0 {
                parts.push(cards("card-cards-down", *down, l));
            }
            if *up > 0 {
                parts.push(cards("card-cards-up", *up, l));
            }
            let got = and_each(&parts, l);
            match when {
                Some(w) => Phrase::new("card-deal-if")
                    .text("cards", got)
                    .text("when", seat.words(w))
                    .say(l),
                None => Phrase::new("card-deal").text("cards", got).say(l),
            }
        }
        Action::Board { cards: n, layout } => match layout {
            Some(layout) => Phrase::new("card-board-layout")
                .count("n", *n)
                .text("layout", seat.words(layout))
                .say(l),
            None => Phrase::new("card-board").count("n", *n).say(l),
        },
        Action::Draw { min: 0, max: 1 } => say(l, "card-draw-one"),
        Action::Draw { min, max } => Phrase::new("card-draw")
            .text("min", min.to_string())
            .count("max", *max)
            .say(l),
        Action::Discard { min, max, timing } => {
            let n = if min == max {
                cards("card-cards", *max, l)
            } else {
                Phrase::new("card-cards-range")
                    .text("min", min.to_string())
                    .count("max", *max)
                    .say(l)
            };
            match timing {
                Some(t) => Phrase::new("card-discard-timing")
                    .text("cards", n)
                    .text("timing", seat.words(t))
                    .say(l),
                None => Phrase::new("card-discard").text("cards", n).say(l),
            }
        }
        Action::Expose {
            count,
            at_once,
            in_order,
        } => {
            let which = match (*in_order, *count) {
                (true, 1) => say(l, "card-expose-next"),
                (true, n) => cards("card-expose-next-n", n, l),
                (false, n) => cards("card-expose-chosen", n, l),
            };
            let id = if *at_once {
                "card-expose-together"
            } else {
                "card-expose"
            };
            Phrase::new(id).text("which", which).say(l)
        }
        Action::Pass { count, to } => Phrase::new("card-pass")
            .count("n", *count)
            .text(
                "side",
                match to {
                    Direction::Left => "left",
                    Direction::Right => "right",
                },
            )
            .say(l),
        Action::Trade { rule } => Phrase::new("card-trade")
            .text("rule", seat.words(rule))
            .say(l),
        Action::Buy { each, offers } => {
            let list: Vec<String> = offers
                .iter()
                .map(|o| {
                    Phrase::new("card-buy-offer")
                        .text("card", seat.words(&o.card))
                        .text("cost", cost(o.price, l))
                        .text("face", if o.up { "up" } else { "down" })
                        .say(l)
                })
                .collect();
            Phrase::new("card-buy")
                .count("n", *each)
                .text("offers", clauses(&list, l))
                .say(l)
        }
        Action::Auction { rounds } => Phrase::new("card-auction").count("rounds", *rounds).say(l),
        Action::Pick { order } => Phrase::new("card-pick")
            .text("order", seat.words(order))
            .say(l),
        Action::DealAll => say(l, "card-deal-all"),
        Action::PlayOut { rule, cant_play } => match cant_play {
            Some(c) => Phrase::new("card-play-out-pays")
                .text("rule", seat.words(rule))
                .text("cost", cost(*c, l))
                .say(l),
            None => Phrase::new("card-play-out")
                .text("rule", seat.words(rule))
                .say(l),
        },
        Action::Roll { dice, decides } => Phrase::new("card-roll")
            .text("seat", seat.key())
            .count("dice", *dice)
            .text("decides", seat.words(decides))
            .say(l),
        Action::RemoveBoards { rule } => Phrase::new("card-remove-boards")
            .text("rule", seat.words(rule))
            .say(l),
        Action::Split { rule } => Phrase::new("card-split")
            .text("rule", seat.words(rule))
            .say(l),
        Action::ChooseGame { chooser } => Phrase::new("card-choose-game")
            .text("chooser", seat.words(chooser))
            .say(l),
    }
}

fn bet(b: &BetRound, limit: bool, l: Locale, seat: Seat) -> String {
    let size = say(
        l,
        match b.size {
            // Bet sizes only mean something in limit play; big-bet rounds are sized by the pot or the stacks.
            _ if !limit => "card-bet-round",
            BetSize::Small => "card-bet-small",
            BetSize::Big => "card-bet-big",
            BetSize::Either => "card-bet-either",
            BetSize::NotStated => "card-bet-round",
        },
    );
    let first = Phrase::new(match b.first {
        FirstToAct::LeftOfBigBlind => "card-first-left-of-big-blind",
        FirstToAct::LeftOfButton => "card-first-left-of-button",
        FirstToAct::BringIn => "card-first-bring-in",
        FirstToAct::BestHighShowing => "card-first-best-high-showing",
        FirstToAct::BestLowShowing => "card-first-best-low-showing",
        FirstToAct::HighShowingFromButton => "card-first-high-showing-from-button",
        FirstToAct::BestBoardShowing => "card-first-best-board-showing",
        FirstToAct::AsChosenGame => "card-first-as-chosen-game",
    })
    .text("seat", seat.key())
    .say(l);
    clauses(&[size, first], l)
}

/// A street's name in `l`: the messages name the catalog's common streets ("Third street",
/// "Flop", "First draw") by the name made a key; any other keeps the game file's words.
pub fn street_name(name: &str, l: Locale, seat: Seat) -> String {
    let slug: String = name
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    Phrase::new("card-street-name")
        .text("slug", slug)
        .text("name", seat.words(name))
        .say(l)
}

/// One numbered line per street: "Flop: 3 community cards ...; betting at the small bet; ...".
/// Bet sizes are named only when the game is played `limit`.
pub fn street(s: &Street, limit: bool, l: Locale, seat: Seat) -> String {
    let mut parts: Vec<String> = s.actions.iter().map(|a| action(a, l, seat)).collect();
    if let Some(b) = &s.bet {
        parts.push(bet(b, limit, l, seat));
    }
    if parts.is_empty() {
        parts.push(say(l, "card-street-as-chosen-game"));
    }
    Phrase::new("card-street")
        .text("street", street_name(&s.name, l, seat))
        .text("what", clauses(&parts, l))
        .say(l)
}

/// The short line of one street a display shows: what happens, and whether it is bet.
pub fn short_street(s: &Street, l: Locale, seat: Seat) -> String {
    let acts: Vec<String> = s.actions.iter().map(|a| action(a, l, seat)).collect();
    let id = match (acts.is_empty(), s.bet.is_some()) {
        (true, false) => "card-short-street",
        (true, true) => "card-short-street-bet",
        (false, false) => "card-short-street-what",
        (false, true) => "card-short-street-what-bet",
    };
    Phrase::new(id)
        .text("street", street_name(&s.name, l, seat))
        .text("what", clauses(&acts, l))
        .say(l)
}

pub fn scale(s: Scale, l: Locale) -> String {
    say(
        l,
        match s {
            Scale::High => "card-scale-high",
            Scale::HighShortDeck => "card-scale-high-short-deck",
            Scale::HighMexican => "card-scale-high-mexican",
            Scale::HighQuickQuads => "card-scale-high-quick-quads",
            Scale::AceToFive => "card-scale-ace-to-five",
            Scale::ActionRazz => "card-scale-action-razz",
            Scale::DeuceToSeven => "card-scale-deuce-to-seven",
            Scale::AceToSix => "card-scale-ace-to-six",
            Scale::Badugi => "card-scale-badugi",
            Scale::BadugiAceHigh => "card-scale-badugi-ace-high",
            Scale::Points49 => "card-scale-points-49",
            Scale::PointsNearest7 => "card-scale-points-nearest-7",
            Scale::PointsNearest27 => "card-scale-points-nearest-27",
            Scale::PointsHighest => "card-scale-points-highest",
            Scale::PointsLowest => "card-scale-points-lowest",
            Scale::HighNoStraightsOrFlushes => "card-scale-high-no-straights-or-flushes",
            Scale::HighAceLow => "card-scale-high-ace-low",
            Scale::ThreeCard => "card-scale-three-card",
            Scale::HighFourCardHands => "card-scale-high-four-card-hands",
            Scale::LowestSpadeDown => "card-scale-lowest-spade-down",
            Scale::HighestSpadeDown => "card-scale-highest-spade-down",
        },
    )
}

fn hand(h: &HandRule, l: Locale) -> String {
    match h {
        HandRule::AnyFive => say(l, "card-hand-any-five"),
        HandRule::BestFourOwn => say(l, "card-hand-best-four-own"),
        HandRule::Exactly {
            hole,
            board,
            board_rule,
        } => Phrase::new(match board_rule {
            BoardRule::AnyBoardCards => "card-hand-exactly",
            BoardRule::ConnectedFlopTurnRiver => "card-hand-exactly-connected",
            BoardRule::OnePerRow => "card-hand-exactly-one-per-row",
            BoardRule::OneRow => "card-hand-exactly-one-row",
        })
        .count("hole", *hole)
        .count("board", *board)
        .say(l),
        HandRule::UpTo { max_hole } => Phrase::new("card-hand-up-to")
            .count("hole", *max_hole)
            .say(l),
        HandRule::AllKept => say(l, "card-hand-all-kept"),
        HandRule::AllFiveOwn => say(l, "card-hand-all-five-own"),
        HandRule::TwoOrFive => say(l, "card-hand-two-or-five"),
        HandRule::BestOwn { cards } => Phrase::new("card-hand-best-own")
            .count("cards", *cards)
            .say(l),
        HandRule::AllOwn => say(l, "card-hand-all-own"),
        HandRule::OneDownCard => say(l, "card-hand-one-down-card"),
        HandRule::Special { rule } => rule.clone(),
    }
}

fn qualifier(q: Qualifier) -> Option<&'static str> {
    match q {
        Qualifier::None => None,
        Qualifier::EightOrBetter => Some("card-qualifier-eight-or-better"),
        Qualifier::DiceRoll => Some("card-qualifier-dice-roll"),
        Qualifier::PairOfSixes => Some("card-qualifier-pair-of-sixes"),
        Qualifier::Pair => Some("card-qualifier-pair"),
        Qualifier::NoPair => Some("card-qualifier-no-pair"),
        Qualifier::FlushOrBetter => Some("card-qualifier-flush-or-better"),
        Qualifier::FourCardBadugi => Some("card-qualifier-four-card-badugi"),
        Qualifier::ThreeOfAKind => Some("card-qualifier-three-of-a-kind"),
    }
}

fn part(p: &PotPart, l: Locale) -> String {
    let label = match &p.when {
        Some(w) => Phrase::new("card-part-when")
            .text("label", p.label.clone())
            .text("when", w.clone())
            .say(l),
        None => p.label.clone(),
    };
    let line = match qualifier(p.qualifier) {
        Some(q) => Phrase::new("card-part-qualified").text("qualifier", say(l, q)),
        None => Phrase::new("card-part"),
    };
    line.text("label", label)
        .text("scale", scale(p.scale, l))
        .text("hand", hand(&p.hand, l))
        .say(l)
}

/// The showdown lines: how the pot is awarded, then one line per part.
pub fn showdown(s: &Showdown, l: Locale) -> Vec<String> {
    let lead = say(
        l,
        match s.kind {
            ShowdownKind::Single => "card-showdown-single",
            ShowdownKind::Split => "card-showdown-split",
            ShowdownKind::FirstQualifying => "card-showdown-first-qualifying",
            ShowdownKind::AsChosenGame => "card-showdown-as-chosen-game",
            ShowdownKind::SecondBest => "card-showdown-second-best",
            ShowdownKind::WithLeftNeighbour => "card-showdown-with-left-neighbour",
            ShowdownKind::FirstOut => "card-showdown-first-out",
        },
    );
    let mut lines: Vec<String> = std::iter::once(lead)
        .chain(s.parts.iter().map(|p| part(p, l)))
        .collect();
    if let Some(d) = s.declare {
        lines.push(say(
            l,
            match d.how {
                DeclareHow::ChipsInFist => "card-declare-chips-in-fist",
                DeclareHow::InTurn => "card-declare-in-turn",
            },
        ));
        lines.push(say(
            l,
            match d.both_ties {
                BothTies::Share => "card-declare-both-ties-share",
                BothTies::MustScoop => "card-declare-both-must-scoop",
            },
        ));
        lines.push(say(l, "card-declare-left-out"));
    }
    if let Some(c) = s.losers_pay {
        lines.push(match c {
            Cost::MatchPot => say(l, "card-losers-match-pot"),
            c => Phrase::new("card-losers-pay")
                .text("cost", cost(c, l))
                .say(l),
        });
    }
    lines
}

/// Who gets an odd chip.
pub fn odd_chip(s: &Showdown, forced: ForcedBets, l: Locale, seat: Seat) -> String {
    let tie = match forced {
        ForcedBets::AntesBringIn { .. } => say(l, "card-odd-chip-by-suit"),
        _ => Phrase::new("card-odd-chip-by-seat")
            .text("seat", seat.key())
            .say(l),
    };
    match (s.kind, s.parts.first()) {
        (ShowdownKind::Split, Some(first)) => Phrase::new("card-odd-chip-split")
            .text("half", seat.words(&first.label))
            .text("tie", tie)
            .say(l),
        _ => Phrase::new("card-odd-chip").text("tie", tie).say(l),
    }
}
