//! One part of a showdown as a game's catalog entry states it: the scale a hand is valued
//! on (each hand type of `eval`, written once), the cards it may be made of (any five,
//! Omaha's two and three, one row of a board, ...), its qualifier, and the wild cards
//! that play in it. Values compare within one part: greater is better.

use super::bits::{self, CardSet};
use std::fmt::Write;

use super::cards::{Card, Suit};
use super::eval::{
    CHOOSE_MAX, Category, HighRules, Straights, Value, badugi_by, badugi_words, choose, high_small,
    high_words, high5_ace_low, high5_by, low_27, low_27_words, low_27_words_full, low_a5, low_a6,
    low_words, low_words_full, points_49,
};
use crate::catalog::{
    HandRule, OverRule, PointCount, Qualifier, Rank, Scale, points_score, totals,
};

/// How a part values a set of cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scorer {
    /// Five cards high (with the scale's own straights and orders); fewer than five by
    /// pairs and trips.
    High(HighRules),
    /// Five cards high with the ace low only (Jackal).
    HighAceLow,
    /// Three cards: trips, straight, flush, pair, high card.
    ThreeCard,
    AceToFive,
    /// Ace-to-five, but a player holding a jack, queen or king among all their cards beats
    /// one without, whether or not the picture card plays in the five (`best` adds it).
    ActionRazz,
    DeuceToSeven,
    AceToSix,
    Badugi {
        ace_high: bool,
    },
    Points49,
    /// One spade dealt face down: the highest, or the lowest (aces high).
    Spade {
        lowest: bool,
    },
    /// Card points against a goal (7-27, Numbers).
    Points {
        scale: Scale,
        count: PointCount,
    },
}

/// Why a part cannot be valued from the cards alone, in words.
pub type Unsettled = String;

impl Scorer {
    /// The scorer of a catalog scale; `points` is the edition's card count.
    pub fn of(scale: Scale, points: Option<&PointCount>) -> Result<Scorer, Unsettled> {
        let high = |r: HighRules| Ok(Scorer::High(r));
        let std = HighRules::STANDARD;
        match scale {
            Scale::High => high(std),
            Scale::HighShortDeck => high(HighRules {
                straights: Straights::ShortDeck,
                flush_over_full: true,
                ..std
            }),
            Scale::HighQuickQuads => high(HighRules {
                quick_quads: true,
                ..std
            }),
            Scale::HighFourCardHands => high(HighRules {
                four_card_hands: true,
                ..std
            }),
            Scale::HighNoStraightsOrFlushes => high(HighRules {
                straights: Straights::None,
                ..std
            }),
            Scale::ThreeCard => Ok(Scorer::ThreeCard),
            Scale::HighAceLow => Ok(Scorer::HighAceLow),
            Scale::AceToFive => Ok(Scorer::AceToFive),
            Scale::ActionRazz => Ok(Scorer::ActionRazz),
            Scale::DeuceToSeven => Ok(Scorer::DeuceToSeven),
            Scale::AceToSix => Ok(Scorer::AceToSix),
            Scale::Badugi => Ok(Scorer::Badugi { ace_high: false }),
            Scale::BadugiAceHigh => Ok(Scorer::Badugi { ace_high: true }),
            Scale::Points49 => Ok(Scorer::Points49),
            Scale::PointsNearest7
            | Scale::PointsNearest27
            | Scale::PointsHighest
            | Scale::PointsLowest => match points {
                Some(count) => Ok(Scorer::Points {
                    scale,
                    count: count.clone(),
                }),
                None => Err("the game gives no card points to count".into()),
            },
            Scale::HighMexican => high(HighRules {
                straights: Straights::Mexican,
                flush_over_full: true,
                ..std
            }),
            Scale::LowestSpadeDown => Ok(Scorer::Spade { lowest: true }),
            Scale::HighestSpadeDown => Ok(Scorer::Spade { lowest: false }),
        }
    }

    /// Whether the scale values exactly five cards (the others take any number).
    fn five_card(&self) -> bool {
        match self {
            Scorer::High(_) | Scorer::HighAceLow => true,
            Scorer::AceToFive | Scorer::ActionRazz | Scorer::DeuceToSeven | Scorer::AceToSix => {
                true
            }
            Scorer::Points49 => true,
            Scorer::ThreeCard
            | Scorer::Badugi { .. }
            | Scorer::Points { .. }
            | Scorer::Spade { .. } => false,
        }
    }

    /// The rank-bit scale this scorer values five natural cards on, if it has one.
    fn bits(&self) -> Option<BitScale> {
        match self {
            Scorer::High(rules) if *rules == HighRules::STANDARD => Some(BitScale::High),
            Scorer::AceToFive | Scorer::ActionRazz => Some(BitScale::AceToFive),
            Scorer::DeuceToSeven => Some(BitScale::DeuceToSeven),
            _ => None,
        }
    }

    /// The value of `set` (wild cards already replaced). Five distinct natural cards on
    /// the usual high, ace-to-five and deuce-to-seven scales are valued from their rank
    /// bits, the same values [`Scorer::read`] gives (the tests hold the two together).
    fn value(&self, set: &[Card]) -> Value {
        if set.len() == 5
            && let Some(scale) = self.bits()
            && let Some(cards) = CardSet::of(set)
        {
            return scale.value(cards);
        }
        self.read(set).0
    }

    /// The value of `set`, with what a qualifier looks at.
    fn read(&self, set: &[Card]) -> (Value, Detail) {
        let five = |s: &[Card]| -> Option<[Card; 5]> { s.try_into().ok() };
        match self {
            Scorer::High(rules) => match five(set) {
                Some(f) => {
                    let h = high5_by(&f, rules);
                    (h.value, Detail::High(h.category, h.ranks[0]))
                }
                None => {
                    let h = high_small(set, false);
                    (h.value, Detail::High(h.category, h.ranks[0]))
                }
            },
            Scorer::ThreeCard => {
                let h = high_small(set, true);
                (h.value, Detail::High(h.category, h.ranks[0]))
            }
            Scorer::HighAceLow => match five(set) {
                Some(f) => {
                    let h = high5_ace_low(&f);
                    (h.value, Detail::High(h.category, h.ranks[0]))
                }
                None => (Value(0), Detail::None),
            },
            Scorer::AceToFive | Scorer::ActionRazz => {
                let Some(f) = five(set) else {
                    return (Value(0), Detail::None);
                };
                let l = low_a5(&f);
                (a5_value(&l), Detail::Low(l.paired, l.ranks[0]))
            }
            Scorer::DeuceToSeven => match five(set) {
                Some(f) => {
                    let (v, h) = low_27(&f);
                    (v, Detail::High(h.category, h.ranks[0]))
                }
                None => (Value(0), Detail::None),
            },
            Scorer::AceToSix => match five(set) {
                Some(f) => {
                    let (v, h) = low_a6(&f);
                    (v, Detail::High(h.category, h.ranks[0]))
                }
                None => (Value(0), Detail::None),
            },
            Scorer::Badugi { ace_high } => {
                let b = badugi_by(set, *ace_high);
                (b.value, Detail::Badugi(b.cards().len()))
            }
            Scorer::Points49 => (Value(points_49(set)), Detail::None),
            Scorer::Spade { lowest } => {
                let r = u32::from(set.first().map_or(0, |c| c.rank));
                (Value(if *lowest { 15 - r } else { r }), Detail::None)
            }
            Scorer::Points { scale, count } => {
                let t = totals(&ranks_of(set), count);
                let v = match (scale, points_score(*scale, &t, count.over)) {
                    (Scale::PointsHighest, _) => t.iter().max().map_or(0, |m| m + 1),
                    // Closer is better: invert, with room for the tie-break bit (totals
                    // are a few hundred half points at most).
                    (_, Some((d, tie))) => u32::MAX - (d.min(1 << 30) * 2 + tie),
                    (_, None) => 0,
                };
                (Value(v), Detail::None)
            }
        }
    }

    /// `set` as a low named to every card, for a low scorer (`None` for the others):
    /// what the floor reads when two lows start alike.
    pub(super) fn full_words(&self, set: &[Card]) -> Option<String> {
        let f: [Card; 5] = set.try_into().ok()?;
        match self {
            Scorer::AceToFive | Scorer::ActionRazz => Some(low_words_full(&low_a5(&f))),
            Scorer::DeuceToSeven => Some(low_27_words_full(&low_27(&f).1)),
            Scorer::AceToSix => Some(low_27_words_full(&low_a6(&f).1)),
            _ => None,
        }
    }

    /// `set` in words, as the floor says it.
    pub(super) fn words(&self, set: &[Card]) -> String {
        let five = |s: &[Card]| -> Option<[Card; 5]> { s.try_into().ok() };
        match self {
            Scorer::High(rules) => match five(set) {
                Some(f) => high_words(&high5_by(&f, rules)),
                None => high_words(&high_small(set, false)),
            },
            Scorer::ThreeCard => high_words(&high_small(set, true)),
            Scorer::HighAceLow => match five(set) {
                Some(f) => high_words(&high5_ace_low(&f)),
                None => "no five-card hand".into(),
            },
            Scorer::AceToFive | Scorer::ActionRazz => match five(set) {
                Some(f) => low_words(&low_a5(&f)),
                None => "no five-card hand".into(),
            },
            Scorer::DeuceToSeven => match five(set) {
                Some(f) => low_27_words(&low_27(&f).1),
                None => "no five-card hand".into(),
            },
            Scorer::AceToSix => match five(set) {
                Some(f) => {
                    let h = low_a6(&f).1;
                    low_27_words(&h)
                }
                None => "no five-card hand".into(),
            },
            Scorer::Badugi { ace_high } => badugi_words(&badugi_by(set, *ace_high)),
            Scorer::Spade { .. } => match set.first() {
                Some(c) => format!(
                    "the {} of spades in the hole",
                    super::cards::rank_word(c.rank, false)
                ),
                None => "no spade in the hole".into(),
            },
            Scorer::Points49 => {
                let p = points_49(set);
                if p == 1 {
                    "1 point".into()
                } else {
                    format!("{p} points")
                }
            }
            Scorer::Points { scale, count } => {
                let t = totals(&ranks_of(set), count);
                let best = t.iter().copied().min_by_key(|&x| {
                    points_score(*scale, &[x], count.over).unwrap_or((u32::MAX, 0))
                });
                match best {
                    Some(b) if points_score(*scale, &[b], count.over).is_some() => {
                        format!("{} points", crate::catalog::total_label(b))
                    }
                    _ => match count.over {
                        OverRule::Bust => "over: cannot win this side".into(),
                        _ => "no total".into(),
                    },
                }
            }
        }
    }
}

/// The scales five natural cards are valued on from their rank bits ([`bits`]), with
/// the values [`Scorer::read`] gives. Only ever given five cards.
#[derive(Debug, Clone, Copy)]
enum BitScale {
    High,
    AceToFive,
    DeuceToSeven,
}

impl BitScale {
    #[inline]
    fn value(self, cards: CardSet) -> Value {
        match self {
            BitScale::High => bits::high_five(cards, true),
            // As `a5_value` keeps it: the top bit clear for Action Razz's face hand.
            BitScale::AceToFive => Value(bits::low_a5(cards).0 & 0x7FFF_FFFF),
            BitScale::DeuceToSeven => Value(!bits::high_five(cards, false).0),
        }
    }
}

fn ranks_of(set: &[Card]) -> Vec<Rank> {
    set.iter()
        .map(|c| match c.rank {
            2 => Rank::Two,
            3 => Rank::Three,
            4 => Rank::Four,
            5 => Rank::Five,
            6 => Rank::Six,
            7 => Rank::Seven,
            8 => Rank::Eight,
            9 => Rank::Nine,
            10 => Rank::Ten,
            11 => Rank::Jack,
            12 => Rank::Queen,
            13 => Rank::King,
            _ => Rank::Ace,
        })
        .collect()
}

/// What a qualifier looks at in a valued hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    None,
    /// A high (or deuce-to-seven) hand's category and its first deciding rank.
    High(Category, u8),
    /// An ace-to-five low: paired, and its highest card (ace as 1).
    Low(bool, u8),
    /// How many cards a badugi plays.
    Badugi(usize),
}

/// Whether a hand read as `detail` meets `q`; `x` is the number an X-or-better low must
/// be (rolled on the dice).
pub fn meets(q: Qualifier, detail: Detail, x: Option<u8>) -> bool {
    let high_at_least = |cat: Category| match detail {
        Detail::High(c, _) => c.order_std() >= cat.order_std(),
        _ => false,
    };
    match q {
        Qualifier::None => true,
        Qualifier::EightOrBetter => matches!(detail, Detail::Low(false, top) if top <= 8),
        Qualifier::DiceRoll => {
            matches!((detail, x), (Detail::Low(false, top), Some(x)) if top <= x)
        }
        Qualifier::NoPair => matches!(detail, Detail::Low(false, _)),
        Qualifier::Pair => high_at_least(Category::Pair),
        Qualifier::PairOfSixes => match detail {
            Detail::High(Category::Pair, r) => r >= 6,
            _ => high_at_least(Category::TwoPair),
        },
        Qualifier::ThreeOfAKind => high_at_least(Category::Trips),
        Qualifier::FlushOrBetter => high_at_least(Category::Flush),
        Qualifier::FourCardBadugi => matches!(detail, Detail::Badugi(4)),
    }
}

/// A qualifier in words, for the answer's notes.
pub fn qualifier_words(q: Qualifier, x: Option<u8>) -> String {
    match q {
        Qualifier::None => "no qualifier".into(),
        Qualifier::EightOrBetter => "eight or better".into(),
        Qualifier::DiceRoll => match x {
            Some(x) => format!("{} or better", super::cards::rank_word(x, false)),
            None => "the number rolled or better".into(),
        },
        Qualifier::NoPair => "no pair".into(),
        Qualifier::Pair => "a pair or better".into(),
        Qualifier::PairOfSixes => "a pair of sixes or better".into(),
        Qualifier::ThreeOfAKind => "three of a kind or better".into(),
        Qualifier::FlushOrBetter => "a flush or better".into(),
        Qualifier::FourCardBadugi => "a four-card badugi".into(),
    }
}

/// The boards a hand may be made with, each a set of cards from which the hand takes
/// its board cards (one board for most games; Chowaha's four flop-turn-river lines).
pub type Boards = Vec<Vec<Card>>;

/// Which of a player's cards are wild in this part.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Wilds {
    /// Every card of these ranks (2..14).
    pub ranks: Vec<u8>,
    /// These cards alone.
    pub cards: Vec<Card>,
    /// The joker, as a lowball bug (any card for a low) or a high bug (an ace, or any
    /// card that makes a straight or a flush).
    pub joker: Option<Bug>,
}

/// How the joker plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bug {
    Low,
    High,
}

/// The card that stands for the joker inside the judge: no deck has a one of clubs.
pub const JOKER: Card = Card {
    rank: 1,
    suit: Suit::Clubs,
};

impl Wilds {
    fn is_wild(&self, c: &Card) -> bool {
        *c == JOKER || self.ranks.contains(&c.rank) || self.cards.contains(c)
    }

    pub fn none(&self) -> bool {
        self.ranks.is_empty() && self.cards.is_empty()
    }
}

/// The best hand a player makes in one part: its value, the cards that play (wild cards
/// as what they stand for), and what a qualifier reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Made {
    pub value: Value,
    pub cards: Vec<Card>,
    /// The cards as dealt (wild cards as themselves).
    pub dealt: Vec<Card>,
    /// What the wild cards among `cards` stand for (each one of `cards`).
    pub stood_for: Vec<Card>,
    pub detail: Detail,
    pub words: String,
}

/// A choice of cards as its wild cards leave it: the natural cards (sorted) and, for each
/// wild card in the order chosen, whether it is the joker.
type WildKey = (Vec<Card>, Vec<bool>);

/// The best hand `hole` makes with `boards` under `rule`, valued by `scorer` with
/// `wilds`; `None` when the cards cannot make a hand that way.
pub fn best(
    scorer: &Scorer,
    rule: &HandRule,
    hole: &[Card],
    boards: &Boards,
    wilds: &Wilds,
) -> Option<Made> {
    // The best so far: its value, the cards as they play and as dealt (kept in buffers
    // reused from one choice to the next).
    let mut best: Option<Value> = None;
    let (mut played_best, mut dealt_best) = (Vec::new(), Vec::new());
    let board_all: Vec<Card> = boards.iter().flatten().copied().collect();
    let wild_free = wilds.none() && !hole.iter().chain(&board_all).any(|c| *c == JOKER);
    // With wild cards, many choices of five share their natural cards and the number of
    // wild cards (which wild cards does not matter, save where the joker sits): each such
    // choice is worked out once. Baseball's eleven cards with every wild card came to
    // 462 choices of five but only a few dozen distinct ones.
    let mut memo: std::collections::HashMap<WildKey, (Value, Vec<Card>)> =
        std::collections::HashMap::new();
    let mut consider = |set: &[Card]| {
        if wild_free {
            let v = scorer.value(set);
            if best.is_none_or(|b| v > b) {
                best = Some(v);
                played_best.clear();
                played_best.extend_from_slice(set);
                dealt_best.clear();
                dealt_best.extend_from_slice(set);
            }
            return;
        }
        let (v, played) = if set.iter().any(|c| wilds.is_wild(c)) {
            let mut naturals: Vec<Card> =
                set.iter().filter(|c| !wilds.is_wild(c)).copied().collect();
            naturals.sort_unstable();
            let jokers: Vec<bool> = set
                .iter()
                .filter(|c| wilds.is_wild(c))
                .map(|c| *c == JOKER)
                .collect();
            memo.entry((naturals, jokers))
                .or_insert_with(|| value_with_wilds(scorer, set, wilds))
                .clone()
        } else {
            value_with_wilds(scorer, set, wilds)
        };
        if best.is_none_or(|b| v > b) {
            best = Some(v);
            played_best = played;
            dealt_best.clear();
            dealt_best.extend_from_slice(set);
        }
    };
    // Two picks side by side, without allocating: no hand takes more than
    // `CHOOSE_MAX` cards from each side.
    let joined = |mine: &[Card], shared: &[Card], consider: &mut dyn FnMut(&[Card])| {
        let mut buf = [JOKER; 2 * CHOOSE_MAX];
        let n = mine.len() + shared.len();
        buf[..mine.len()].copy_from_slice(mine);
        buf[mine.len()..n].copy_from_slice(shared);
        consider(&buf[..n]);
    };
    match rule {
        HandRule::AnyFive => {
            let pool: Vec<Card> = hole.iter().chain(&board_all).copied().collect();
            if pool.len() < 5 {
                if !scorer.five_card() && !pool.is_empty() {
                    consider(&pool);
                }
            } else {
                choose(&pool, 5, &mut consider);
            }
        }
        HandRule::Exactly {
            hole: h, board: b, ..
        } => {
            let (h, b) = (usize::from(*h), usize::from(*b));
            for board in boards {
                // Natural cards on a rank-bit scale: each side's choices made into sets
                // once, and only the best hand's cards looked at again.
                let fast = scorer
                    .bits()
                    .filter(|_| wild_free)
                    .and_then(|scale| bits::best_exactly(hole, board, h, b, |s| scale.value(s)));
                match fast {
                    Some((_, i, j)) => {
                        let mut mine = [JOKER; CHOOSE_MAX];
                        let mut shared = [JOKER; CHOOSE_MAX];
                        let m = bits::nth_pick(hole, h, i, &mut mine);
                        let n = bits::nth_pick(board, b, j, &mut shared);
                        joined(&mine[..m], &shared[..n], &mut consider);
                    }
                    None => choose(hole, h, |mine| {
                        choose(board, b, |shared| joined(mine, shared, &mut consider));
                    }),
                }
            }
        }
        HandRule::UpTo { max_hole } => {
            for k in 0..=usize::from(*max_hole).min(hole.len()).min(5) {
                let pick = |mine: &[Card], consider: &mut dyn FnMut(&[Card])| {
                    if k == 5 {
                        consider(mine);
                    } else {
                        choose(&board_all, 5 - k, |shared| joined(mine, shared, consider));
                    }
                };
                if k == 0 {
                    pick(&[], &mut consider);
                } else {
                    choose(hole, k, |mine| pick(mine, &mut consider));
                }
            }
        }
        HandRule::AllKept => {
            if hole.is_empty() {
                // Nothing kept: the board alone is not a hand.
                return None;
            }
            if hole.len() >= 5 {
                choose(hole, 5, &mut consider);
            } else {
                choose(&board_all, 5 - hole.len(), |shared| {
                    joined(hole, shared, &mut consider)
                });
            }
        }
        HandRule::AllFiveOwn => {
            if hole.len() == 5 {
                consider(hole);
            }
        }
        HandRule::TwoOrFive => {
            for board in boards {
                choose(hole, 2, |mine| {
                    choose(board, 3, |shared| joined(mine, shared, &mut consider));
                });
            }
            if hole.len() == 5 {
                consider(hole);
            }
        }
        HandRule::BestOwn { cards } => {
            let n = usize::from(*cards).min(hole.len());
            if n > 0 {
                choose(hole, n, &mut consider);
            }
        }
        HandRule::BestFourOwn | HandRule::AllOwn => {
            if !hole.is_empty() {
                consider(hole);
            }
        }
        // The hole is the player's down cards: each spade among them is a hand.
        HandRule::OneDownCard => {
            for c in hole.iter().filter(|c| c.suit == Suit::Spades) {
                consider(std::slice::from_ref(c));
            }
        }
        HandRule::Special { .. } => {}
    }
    let mut value = best?;
    let (cards, dealt) = (played_best, dealt_best);
    // The cards the wild ones stand for follow the natural ones (`value_with_wilds`).
    let naturals = dealt.iter().filter(|c| !wilds.is_wild(c)).count();
    let stood_for = if cards.len() > naturals && cards != dealt {
        cards[naturals..].to_vec()
    } else {
        Vec::new()
    };
    let (_, detail) = scorer.read(&cards);
    let mut words = scorer.words(&cards);
    if *scorer == Scorer::ActionRazz {
        // A face hand: a picture card anywhere among the player's cards (the board's
        // community card included), played in the five or not.
        let face = hole
            .iter()
            .chain(&board_all)
            .any(|c| (11..=13).contains(&c.rank));
        if face {
            value = Value(value.0 | 1 << 31);
            words.push_str(", a face hand");
        } else {
            words.push_str(", no face card");
        }
    }
    if dealt.iter().any(|c| wilds.is_wild(c)) {
        words.push_str(" (with wild cards)");
    }
    Some(Made {
        value,
        cards: if matches!(scorer, Scorer::Badugi { .. }) {
            let b = badugi_by(&cards, matches!(scorer, Scorer::Badugi { ace_high: true }));
            b.cards().to_vec()
        } else {
            cards
        },
        dealt,
        stood_for,
        detail,
        words,
    })
}

impl Made {
    /// The cards played as [`Made::shown`] writes them, one space between.
    pub fn shown_text(&self, scorer: &Scorer) -> String {
        if self.stood_for.is_empty() {
            let mut out = String::with_capacity(3 * self.cards.len());
            for (i, c) in self.cards.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                push_card(&mut out, c);
            }
            return out;
        }
        self.shown(scorer).join(" ")
    }

    /// The cards played as the floor reads them: a wild card as what it stands for, marked
    /// `*`, with its suit only where the suit counts (a flush), so it never reads as a
    /// second copy of a card someone holds: "Kc Kd K* 7h 7s", "Ah Th 6h 3h Kh*".
    pub fn shown(&self, scorer: &Scorer) -> Vec<String> {
        if self.stood_for.is_empty() {
            return self.cards.iter().map(card_text).collect();
        }
        let mut left = self.stood_for.clone();
        self.cards
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let Some(k) = left.iter().position(|x| x == c) else {
                    return card_text(c);
                };
                left.remove(k);
                let suit_counts = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]
                    .into_iter()
                    .filter(|s| *s != c.suit)
                    .all(|s| {
                        let mut other = self.cards.clone();
                        other[i] = Card {
                            rank: c.rank,
                            suit: s,
                        };
                        scorer.value(&other) != scorer.value(&self.cards)
                    });
                if suit_counts {
                    format!("{c}*")
                } else {
                    format!("{}*", super::cards::rank_letter(c.rank))
                }
            })
            .collect()
    }
}

/// The value of `set` with its wild cards made the best they can be, and the cards as
/// they play.
fn value_with_wilds(scorer: &Scorer, set: &[Card], wilds: &Wilds) -> (Value, Vec<Card>) {
    let wild: Vec<usize> = (0..set.len()).filter(|&i| wilds.is_wild(&set[i])).collect();
    if wild.is_empty() {
        return (scorer.value(set), set.to_vec());
    }
    let naturals: Vec<Card> = set
        .iter()
        .enumerate()
        .filter(|(i, _)| !wild.contains(i))
        .map(|(_, c)| *c)
        .collect();
    // Suits matter only for flushes: wild cards take the naturals' one suit (a flush is
    // possible) or stay off it (for lows a flush would hurt).
    let one_suit = naturals
        .first()
        .map(|c| c.suit)
        .filter(|s| naturals.iter().all(|c| c.suit == *s));
    let on = one_suit.unwrap_or(Suit::Spades);
    let off: Vec<Suit> = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]
        .into_iter()
        .filter(|s| *s != on)
        .collect();
    let mut best: Option<(Value, Vec<Card>)> = None;
    let w = wild.len();
    let mut ranks = vec![2u8; w];
    // A wild card stands for a card of the deck: the Mexican deck has no eights to tens.
    let mexican = matches!(
        scorer,
        Scorer::High(HighRules {
            straights: Straights::Mexican,
            ..
        })
    );
    loop {
        let in_deck = !mexican || ranks.iter().all(|r| !(8..=10).contains(r));
        for suited in [true, false].into_iter().filter(|_| in_deck) {
            let mut played = naturals.clone();
            for (k, &r) in ranks.iter().enumerate() {
                let suit = if suited { on } else { off[k % off.len()] };
                played.push(Card { rank: r, suit });
            }
            // A high bug is an ace unless it makes a straight or a flush.
            let v = scorer.value(&played);
            let allowed = match wilds.joker {
                Some(Bug::High) if set.contains(&JOKER) => {
                    let joker_rank = ranks[wild.iter().position(|&i| set[i] == JOKER).unwrap_or(0)];
                    joker_rank == 14
                        || matches!(
                            scorer.read(&played).1,
                            Detail::High(
                                Category::Straight | Category::Flush | Category::StraightFlush,
                                _
                            )
                        )
                }
                _ => true,
            };
            if allowed && best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, played));
            }
        }
        // The next choice of ranks, each no lower than the one before (wild cards are
        // interchangeable, so one order of each choice is enough).
        let mut i = w;
        while i > 0 && ranks[i - 1] == 14 {
            i -= 1;
        }
        if i == 0 {
            break;
        }
        ranks[i - 1] += 1;
        let r = ranks[i - 1];
        for slot in ranks.iter_mut().skip(i) {
            *slot = r;
        }
    }
    best.unwrap_or_else(|| (scorer.value(set), set.to_vec()))
}

/// A card as the answer writes it: "As", "Td", the joker as "Jk".
pub fn card_text(c: &Card) -> String {
    let mut s = String::with_capacity(2);
    push_card(&mut s, c);
    s
}

/// Writes a card as [`card_text`] does at the end of `out`.
fn push_card(out: &mut String, c: &Card) {
    if *c == JOKER {
        out.push_str("Jk");
    } else {
        // A Card's Display writes two characters and never fails on a String.
        let _ = write!(out, "{c}");
    }
}

/// An ace-to-five low's value on the judge's scale: every bit of the low kept (its
/// category and five ranks fill the low 23 bits of the inverted value, whose upper bits
/// are all set), the top bit left clear for Action Razz's face hand. Shifting it instead
/// dropped the lowest card's last bit, so 8-6-5-4-2 tied 8-6-5-4-3.
pub(super) fn a5_value(l: &super::eval::Low) -> Value {
    Value(l.value.0 & 0x7FFF_FFFF)
}
