//! Hand values, each hand type written once: high (with or without the wheel), the
//! ace-to-five low (with a qualifier such as eight or better), the deuce-to-seven low and
//! badugi. A value compares as the hand does: greater is better, whatever the scale.
//!
//! A five-card high hand is valued from its rank counts: the category (high card to
//! straight flush) in the top bits, then the ranks that break ties, most important
//! first, four bits each. The lows reuse it: deuce-to-seven is the worst high hand
//! (straights and flushes count against it, the ace is high), ace-to-five counts only
//! pairs against a hand and plays the ace as one. Best-of-many hands try every five-card
//! choice (21 for seven cards).

use super::bits::{self, CardSet};
pub use super::bits::{CHOOSE_MAX, Value, choose};
use super::cards::{Card, rank_letter, rank_word};

/// What a five-card high hand is, lowest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    Trips,
    Straight,
    Flush,
    FullHouse,
    Quads,
    StraightFlush,
    /// Only with wild cards.
    FiveOfAKind,
    /// Canadian stud's extra hands: four cards in a row, beating a pair...
    FourStraight,
    /// ...and four of one suit, beating that; two pair beats both.
    FourFlush,
}

/// Which straights a high scale knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Straights {
    /// A-2-3-4-5 is the lowest straight.
    Wheel,
    /// The ace is high only.
    NoWheel,
    /// The 36-card deck: A-6-7-8-9 is the lowest straight.
    ShortDeck,
    /// The 41-card Mexican deck (no eights, nines or tens): a straight runs over the gap,
    /// 5-6-7-J-Q; A-2-3-4-5 is the lowest, 7-J-Q-K-A the highest.
    Mexican,
    /// Straights and flushes do not count (Guts).
    None,
}

/// How a high scale ranks five cards, beyond the usual order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HighRules {
    pub straights: Straights,
    /// A flush beats a full house (short deck).
    pub flush_over_full: bool,
    /// Four-card straights and flushes beat a pair (Canadian stud).
    pub four_card_hands: bool,
    /// Trips of two to ten with two cards adding up to their rank are quads.
    pub quick_quads: bool,
}

impl HighRules {
    pub const STANDARD: HighRules = HighRules {
        straights: Straights::Wheel,
        flush_over_full: false,
        four_card_hands: false,
        quick_quads: false,
    };
}

impl Category {
    /// Where the category stands on the usual high scale.
    pub fn order_std(self) -> u32 {
        self.order(&HighRules::STANDARD)
    }

    /// Where the category stands on a scale: higher is better.
    fn order(self, rules: &HighRules) -> u32 {
        match self {
            Category::HighCard => 0,
            Category::Pair => 1,
            Category::FourStraight => 2,
            Category::FourFlush => 3,
            Category::TwoPair => 4,
            Category::Trips => 5,
            Category::Straight => 6,
            Category::Flush if rules.flush_over_full => 8,
            Category::Flush => 7,
            Category::FullHouse if rules.flush_over_full => 7,
            Category::FullHouse => 8,
            Category::Quads => 9,
            Category::StraightFlush => 10,
            Category::FiveOfAKind => 11,
        }
    }
}

/// A five-card high hand's value and the ranks that make it, most important first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct High {
    pub value: Value,
    pub category: Category,
    /// The tie-breaking ranks (a straight's top card alone; a full house's trips then pair).
    pub ranks: [u8; 5],
    pub len: usize,
}

fn pack(category: u32, ranks: &[u8]) -> u32 {
    let mut v = category;
    for i in 0..5 {
        v = (v << 4) | u32::from(ranks.get(i).copied().unwrap_or(0));
    }
    v
}

/// The high value of five cards; `wheel`: A-2-3-4-5 is a straight (five high). Five
/// distinct natural cards are valued from their rank bits ([`high_bits`]).
pub fn high5(cards: &[Card; 5], wheel: bool) -> High {
    if let Some(h) = high_bits(cards, wheel) {
        return h;
    }
    let straights = if wheel {
        Straights::Wheel
    } else {
        Straights::NoWheel
    };
    high5_by(
        cards,
        &HighRules {
            straights,
            ..HighRules::STANDARD
        },
    )
}

/// The high value of five cards on a scale with its own `rules`.
pub fn high5_by(cards: &[Card; 5], rules: &HighRules) -> High {
    // Ranks grouped: the bigger group first, then the higher rank.
    let (groups, n) = rank_groups(cards, false);
    let groups = &groups[..n];
    let counts_runs = rules.straights != Straights::None;
    let flush = counts_runs && cards.iter().all(|c| c.suit == cards[0].suit);
    let mut ranks = [0u8; 5];
    for (slot, g) in ranks.iter_mut().zip(groups.iter()) {
        *slot = g.1;
    }
    let straight_top = if n == 5 {
        // Five different ranks, highest first.
        match rules.straights {
            Straights::None => None,
            _ if ranks[0] - ranks[4] == 4 => Some(ranks[0]),
            Straights::Wheel if ranks[0] == 14 && ranks[1] == 5 => Some(5),
            Straights::ShortDeck if ranks[0] == 14 && ranks[1] == 9 && ranks[4] == 6 => Some(9),
            Straights::Mexican => mexican_straight(&ranks),
            _ => None,
        }
    } else {
        None
    };
    let top = |t: u8| [t, 0, 0, 0, 0];
    let (mut category, mut tie, mut len) = match (straight_top, flush, groups[0].0) {
        (_, _, 5) => (Category::FiveOfAKind, ranks, 1),
        (Some(t), true, _) => (Category::StraightFlush, top(t), 1),
        (_, _, 4) => (Category::Quads, ranks, n),
        (_, _, 3) if n == 2 && !(rules.flush_over_full && flush) => (Category::FullHouse, ranks, n),
        (_, true, _) => (Category::Flush, ranks, n),
        (Some(t), false, _) => (Category::Straight, top(t), 1),
        (_, _, 3) if n == 2 => (Category::FullHouse, ranks, n),
        (_, _, 3) => (Category::Trips, ranks, n),
        (_, _, 2) if n == 3 => (Category::TwoPair, ranks, n),
        (_, _, 2) => (Category::Pair, ranks, n),
        _ => (Category::HighCard, ranks, n),
    };
    if rules.quick_quads
        && matches!(category, Category::Trips | Category::FullHouse)
        && (2..=10).contains(&ranks[0])
    {
        // The two cards beside the trips, the ace counting one.
        let pips: u8 = cards
            .iter()
            .filter(|c| c.rank != ranks[0])
            .map(|c| if c.rank == 14 { 1 } else { c.rank })
            .sum();
        if pips == ranks[0] {
            category = Category::Quads;
        }
    }
    if rules.four_card_hands
        && matches!(category, Category::HighCard | Category::Pair)
        && let Some((c, r)) = four_card_hand(cards, rules.straights)
    {
        (category, tie, len) = (c, r, 5);
    }
    High {
        value: Value(pack(category.order(rules), &tie[..len])),
        category,
        ranks: tie,
        len,
    }
}

/// The top card of a straight in the Mexican deck, whose ranks run A 2 3 4 5 6 7 J Q K A;
/// five different ranks, highest first.
fn mexican_straight(ranks: &[u8; 5]) -> Option<u8> {
    let place = |r: u8| match r {
        2..=7 => Some(r - 1),
        11..=14 => Some(r - 4),
        _ => None,
    };
    let mut at = [0u8; 5];
    for (slot, &r) in at.iter_mut().zip(ranks) {
        *slot = place(r)?;
    }
    if at[0] - at[4] == 4 {
        return Some(ranks[0]);
    }
    // The ace low: A-2-3-4-5.
    (ranks[0] == 14 && ranks[1..] == [5, 4, 3, 2]).then_some(5)
}

/// Canadian stud's four-card flush (the better) or four-card straight in five cards, with
/// the four cards' ranks highest first and the fifth card last.
fn four_card_hand(cards: &[Card; 5], straights: Straights) -> Option<(Category, [u8; 5])> {
    let mut best: Option<(Category, [u8; 5])> = None;
    for skip in 0..5 {
        let mut four = [cards[0]; 4];
        for (slot, i) in four.iter_mut().zip((0..5).filter(|&i| i != skip)) {
            *slot = cards[i];
        }
        let extra = cards[skip].rank;
        let mut r = four.map(|c| c.rank);
        r.sort_unstable_by(|a, b| b.cmp(a));
        let distinct = r.windows(2).all(|w| w[0] != w[1]);
        let found = if four.iter().all(|c| c.suit == four[0].suit) {
            Some((Category::FourFlush, [r[0], r[1], r[2], r[3], extra]))
        } else if distinct && r[0] - r[3] == 3 {
            Some((Category::FourStraight, [r[0], 0, 0, 0, extra]))
        } else if distinct && r == [14, 4, 3, 2] && straights == Straights::Wheel {
            Some((Category::FourStraight, [4, 0, 0, 0, extra]))
        } else {
            None
        };
        if let Some(f) = found {
            let better = best.as_ref().is_none_or(|b| {
                (f.0 == Category::FourFlush, f.1) > (b.0 == Category::FourFlush, b.1)
            });
            if better {
                best = Some(f);
            }
        }
    }
    best
}

fn five(cards: &[Card]) -> [Card; 5] {
    [cards[0], cards[1], cards[2], cards[3], cards[4]]
}

/// The best high hand of five from `cards` (five to nine of them) and the five used.
/// Distinct natural cards are valued at once from their rank bits ([`high_bits`]); any
/// others by trying every five.
pub fn best_high(cards: &[Card], wheel: bool) -> Option<(High, [Card; 5])> {
    if cards.len() >= 5
        && let Some(h) = high_bits(cards, wheel)
    {
        return Some((h, five_of_high(cards, &h, wheel)));
    }
    let mut best: Option<(High, [Card; 5])> = None;
    choose(cards, 5, |c| {
        let f = five(c);
        let h = high5(&f, wheel);
        if best.as_ref().is_none_or(|(b, _)| h.value > b.value) {
            best = Some((h, f));
        }
    });
    best
}

/// The category a standard high value's top bits name (as [`Category::order_std`]
/// numbers them).
fn category_std(order: u32) -> Category {
    match order {
        10 => Category::StraightFlush,
        9 => Category::Quads,
        8 => Category::FullHouse,
        7 => Category::Flush,
        6 => Category::Straight,
        5 => Category::Trips,
        4 => Category::TwoPair,
        1 => Category::Pair,
        _ => Category::HighCard,
    }
}

/// The ranks packed in a value's low 20 bits, most important first.
fn unpack(v: u32) -> [u8; 5] {
    [16, 12, 8, 4, 0].map(|shift| ((v >> shift) & 15) as u8)
}

/// The best standard high hand of `cards` (any number of distinct natural cards, with at
/// most one suit of five or more), valued at once from four suits' rank bits
/// ([`super::bits::high`]) instead of every choice of five: the same [`High`] as the best
/// of [`high5`] over every five, which the tests check. `None` when a card is repeated or
/// not a natural rank, or two suits hold five (the caller tries every five then).
pub fn high_bits(cards: &[Card], wheel: bool) -> Option<High> {
    let set = CardSet::of(cards)?;
    if set.suits_of_five() > 1 {
        return None;
    }
    let value = bits::high(set, wheel);
    let category = category_std(value.0 >> 20);
    let len = match category {
        Category::StraightFlush | Category::Straight => 1,
        Category::Quads | Category::FullHouse => 2,
        Category::Trips | Category::TwoPair => 3,
        Category::Pair => 4,
        _ => 5,
    };
    Some(High {
        value,
        category,
        ranks: unpack(value.0),
        len: len.min(set.ranks().count_ones() as usize),
    })
}

/// Five of `cards` that make `h` (valued by [`high_bits`]), in the order they were given.
fn five_of_high(cards: &[Card], h: &High, wheel: bool) -> [Card; 5] {
    // How many cards of each rank the hand uses, and of which suit for a flush.
    let mut want = [0u8; 15];
    let mut suit = None;
    match h.category {
        Category::StraightFlush | Category::Straight => {
            let t = h.ranks[0];
            for r in t.saturating_sub(4)..=t {
                want[usize::from(if r == 1 { 14 } else { r })] = 1;
            }
            if wheel && t == 5 {
                want[14] = 1;
            }
        }
        _ => {
            let counts: &[u8] = match h.category {
                Category::Quads => &[4, 1],
                Category::FullHouse => &[3, 2],
                Category::Trips => &[3, 1, 1],
                Category::TwoPair => &[2, 2, 1],
                Category::Pair => &[2, 1, 1, 1],
                _ => &[1, 1, 1, 1, 1],
            };
            for (r, k) in h.ranks.iter().zip(counts) {
                want[usize::from(*r)] = *k;
            }
        }
    }
    if matches!(h.category, Category::StraightFlush | Category::Flush) {
        let mut per_suit = [0u8; 4];
        for c in cards {
            if want[usize::from(c.rank)] > 0 {
                per_suit[c.suit as usize] += 1;
            }
        }
        suit = per_suit.iter().position(|&n| n >= 5);
    }
    let mut five = [cards[0]; 5];
    let mut n = 0;
    for c in cards {
        let w = &mut want[usize::from(c.rank)];
        if *w > 0 && n < 5 && suit.is_none_or(|s| c.suit as usize == s) {
            *w -= 1;
            five[n] = *c;
            n += 1;
        }
    }
    five
}

/// A high hand in words: "kings full of sevens", "a flush, ace high", "two pair, kings
/// and sevens".
pub fn high_words(h: &High) -> String {
    let one = |i: usize| rank_word(h.ranks[i], false);
    let many = |i: usize| rank_word(h.ranks[i], true);
    match h.category {
        Category::FiveOfAKind => format!("five {}", many(0)),
        Category::FourFlush => format!("a four-card flush, {} high", one(0)),
        Category::FourStraight => format!("a four-card straight, {} high", one(0)),
        Category::StraightFlush if h.ranks[0] == 14 => "a royal flush".to_string(),
        Category::StraightFlush => format!("a straight flush, {} high", one(0)),
        Category::Quads => format!("four {}", many(0)),
        Category::FullHouse => format!("{} full of {}", many(0), many(1)),
        Category::Flush => format!("a flush, {} high", one(0)),
        Category::Straight => format!("a straight, {} high", one(0)),
        Category::Trips => format!("three {}", many(0)),
        Category::TwoPair => format!("two pair, {} and {}", many(0), many(1)),
        Category::Pair => format!("a pair of {}", many(0)),
        Category::HighCard => format!("{} high", one(0)),
    }
}

/// An ace-to-five low of five cards: the ace is one, straights and flushes do not
/// count, pairs do. Greater is better (the wheel, 5-4-3-2-A, is the best).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Low {
    pub value: Value,
    /// The ranks, ace as 1, most important first (the pairs' ranks first when paired).
    pub ranks: [u8; 5],
    /// How many ranks are paired or more: 0 for a real low.
    pub paired: bool,
}

/// The ace-to-five low of five cards: from rank bits when the five are distinct natural
/// cards ([`bits::low_a5`]), else (a wild card standing for a card that is out) from the
/// counts of each rank.
pub fn low_a5(cards: &[Card; 5]) -> Low {
    let value = match CardSet::of(cards) {
        Some(set) => bits::low_a5(set),
        None => low_a5_counted(cards),
    };
    Low {
        value,
        ranks: unpack(!value.0),
        paired: (!value.0) >> 20 > 0,
    }
}

/// The ace-to-five low of any five cards (a card may repeat), valued from the count of
/// each rank.
pub(crate) fn low_a5_counted(cards: &[Card; 5]) -> Value {
    let (groups, n) = rank_groups(cards, true);
    let groups = &groups[..n];
    // Pairs against the hand: none 0, a pair 1, two pair 2, trips 3, full 4, quads 5.
    let category = match (groups[0].0, n) {
        (1, _) => 0,
        (2, 4) => 1,
        (2, _) => 2,
        (3, 3) => 3,
        (3, _) => 4,
        _ => 5,
    };
    let mut ranks = [0u8; 5];
    for (slot, g) in ranks.iter_mut().zip(groups) {
        *slot = g.1;
    }
    Value(!pack(category, &ranks))
}

/// Whether an ace-to-five low qualifies as `limit` or better (8 for eight or better):
/// no pair, and no card above `limit`.
pub fn qualifies(low: &Low, limit: u8) -> bool {
    !low.paired && low.ranks[0] <= limit
}

/// The best ace-to-five low of five from `cards`, and the five used.
pub fn best_low_a5(cards: &[Card]) -> Option<(Low, [Card; 5])> {
    let mut best: Option<(Low, [Card; 5])> = None;
    choose(cards, 5, |c| {
        let f = five(c);
        let l = low_a5(&f);
        if best.as_ref().is_none_or(|(b, _)| l.value > b.value) {
            best = Some((l, f));
        }
    });
    best
}

/// An ace-to-five low in words: "seven-five low", "a wheel"; a paired hand as its pair.
pub fn low_words(l: &Low) -> String {
    if l.paired {
        return format!("a pair of {} (no low)", rank_word(l.ranks[0], true));
    }
    if l.ranks[0] == 5 {
        return "a wheel, five-four low".to_string();
    }
    format!(
        "{}-{} low",
        rank_word(l.ranks[0], false),
        rank_word(l.ranks[1], false)
    )
}

/// An ace-to-five low named to every card, "eight-six-five-four-two low": the words that
/// tell two lows apart when their first cards are alike. A paired hand as
/// [`low_words`] says it.
pub fn low_words_full(l: &Low) -> String {
    if l.paired {
        return low_words(l);
    }
    let names: Vec<&str> = l.ranks.iter().map(|&r| rank_word(r, false)).collect();
    format!("{} low", names.join("-"))
}

/// A deuce-to-seven (or ace-to-six) low named to every card; a hand that is not a low
/// (a pair, a straight, a flush) as [`low_27_words`] says it.
pub fn low_27_words_full(h: &High) -> String {
    if h.category != Category::HighCard {
        return low_27_words(h);
    }
    let names: Vec<&str> = h.ranks.iter().map(|&r| rank_word(r, false)).collect();
    format!("{} low", names.join("-"))
}

/// The deuce-to-seven low of five cards: the worst high hand wins (the ace is high,
/// straights and flushes count). Greater is better.
pub fn low_27(cards: &[Card; 5]) -> (Value, High) {
    let h = high5(cards, false);
    (Value(!h.value.0), h)
}

/// The best deuce-to-seven low of five from `cards`, and the five used.
pub fn best_low_27(cards: &[Card]) -> Option<(Value, High, [Card; 5])> {
    let mut best: Option<(Value, High, [Card; 5])> = None;
    choose(cards, 5, |c| {
        let f = five(c);
        let (v, h) = low_27(&f);
        if best.as_ref().is_none_or(|(b, _, _)| v > *b) {
            best = Some((v, h, f));
        }
    });
    best
}

/// A deuce-to-seven low in words: "seven-five low" for an unpaired hand with no straight
/// or flush, else what the hand is as a high hand ("a flush, nine high").
pub fn low_27_words(h: &High) -> String {
    if h.category == Category::HighCard {
        format!(
            "{}-{} low",
            rank_word(h.ranks[0], false),
            rank_word(h.ranks[1], false)
        )
    } else {
        high_words(h)
    }
}

/// A badugi: the most cards of four different suits and four different ranks, then the
/// lowest highest card (the ace is low). Greater is better.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Badugi {
    pub value: Value,
    /// The cards that play, highest first: `len` of them.
    played: [Card; 4],
    len: usize,
}

impl Badugi {
    /// The cards that play, highest first.
    pub fn cards(&self) -> &[Card] {
        &self.played[..self.len]
    }
}

/// The badugi of four cards (or the best of more), the ace low.
pub fn badugi(hand: &[Card]) -> Badugi {
    badugi_by(hand, false)
}

/// The badugi of four cards (or the best of more); `ace_high`: the ace is the highest
/// card (Badeucy), not the lowest.
pub fn badugi_by(hand: &[Card], ace_high: bool) -> Badugi {
    let low = |c: &Card| if c.rank == 14 && !ace_high { 1 } else { c.rank };
    let mut best: Option<Badugi> = None;
    for size in (1..=hand.len().min(4)).rev() {
        choose(hand, size, |pick| {
            let distinct = pick.iter().enumerate().all(|(i, a)| {
                pick[i + 1..]
                    .iter()
                    .all(|b| a.suit != b.suit && low(a) != low(b))
            });
            if !distinct {
                return;
            }
            let mut played = [pick[0]; 4];
            played[..size].copy_from_slice(pick);
            played[..size].sort_unstable_by_key(|c| std::cmp::Reverse(low(c)));
            let mut ranks = [0u8; 4];
            for (r, c) in ranks.iter_mut().zip(&played[..size]) {
                *r = low(c);
            }
            let v = Value(!pack((4 - size) as u32, &ranks[..size]));
            if best.as_ref().is_none_or(|b| v > b.value) {
                best = Some(Badugi {
                    value: v,
                    played,
                    len: size,
                });
            }
        });
        if best.is_some() {
            break;
        }
    }
    best.unwrap_or(Badugi {
        value: Value(0),
        played: [UNUSED; 4],
        len: 0,
    })
}

/// A placeholder card for the unused places of a short [`Badugi`] (never read).
const UNUSED: Card = Card {
    rank: 2,
    suit: super::cards::Suit::Clubs,
};

/// A badugi in words: "a four-card badugi 7-5-3-A", "a three-card badugi 5-3-A".
pub fn badugi_words(b: &Badugi) -> String {
    let n = [
        "no",
        "a one-card",
        "a two-card",
        "a three-card",
        "a four-card",
    ][b.len.min(4)];
    let ranks: Vec<String> = b
        .cards()
        .iter()
        .map(|c| rank_letter(c.rank).to_string())
        .collect();
    format!("{n} badugi {}", ranks.join("-"))
}

/// The ace-to-six low of five cards: the ace is one, straights and flushes count against
/// the hand (6-4-3-2-A is the best). Greater is better.
pub fn low_a6(cards: &[Card; 5]) -> (Value, High) {
    let ace_low = cards.map(|c| Card {
        rank: if c.rank == 14 { 1 } else { c.rank },
        suit: c.suit,
    });
    let h = high5_low_ace(&ace_low);
    (Value(!h.value.0), h)
}

/// A high hand with the ace low only (Jackal): the ace is a one, below the deuce;
/// A-2-3-4-5 is a straight (five high), 10-J-Q-K-A is not.
pub fn high5_ace_low(cards: &[Card; 5]) -> High {
    high5_low_ace(&cards.map(|c| Card {
        rank: if c.rank == 14 { 1 } else { c.rank },
        suit: c.suit,
    }))
}

/// The ranks of `cards` as (how many, rank), the bigger group first, then the higher
/// rank, and how many groups there are; `ace_low`: an ace counts as a one. An ace
/// already turned low (rank 1) stays one.
fn rank_groups(cards: &[Card], ace_low: bool) -> ([(u8, u8); 14], usize) {
    let mut count = [0u8; 15];
    for c in cards {
        let r = if ace_low && c.rank == 14 {
            1
        } else {
            c.rank.min(14)
        };
        count[usize::from(r)] += 1;
    }
    let mut groups = [(0u8, 0u8); 14];
    let mut n = 0;
    for r in (1..=14u8).rev() {
        let k = count[usize::from(r)];
        if k > 0 {
            groups[n] = (k, r);
            n += 1;
        }
    }
    groups[..n].sort_unstable_by(|a, b| b.cmp(a));
    (groups, n)
}

/// A high value where the ace was already turned into a one (rank 1).
fn high5_low_ace(cards: &[Card; 5]) -> High {
    let (groups, n) = rank_groups(cards, false);
    let mut ranks = [0u8; 5];
    for (slot, g) in ranks.iter_mut().zip(&groups[..n]) {
        *slot = g.1;
    }
    let flush = cards.iter().all(|c| c.suit == cards[0].suit);
    let straight = n == 5 && ranks[0] - ranks[4] == 4;
    let category = match (straight, flush, groups[0].0, n) {
        (true, true, _, _) => Category::StraightFlush,
        (_, _, 4, _) => Category::Quads,
        (_, _, 3, 2) => Category::FullHouse,
        (_, true, _, _) => Category::Flush,
        (true, _, _, _) => Category::Straight,
        (_, _, 3, _) => Category::Trips,
        (_, _, 2, 3) => Category::TwoPair,
        (_, _, 2, _) => Category::Pair,
        _ => Category::HighCard,
    };
    let len = if straight { 1 } else { n.min(5) };
    if straight {
        ranks[1..].fill(0);
    }
    High {
        value: Value(pack(category.order(&HighRules::STANDARD), &ranks[..len])),
        category,
        ranks,
        len,
    }
}

/// A hand of fewer than five cards ranked high: by pairs and trips only, or, for
/// `three_card` hands, trips, then a straight, then a flush, then a pair (three-card
/// poker's order). Greater is better.
pub fn high_small(cards: &[Card], three_card: bool) -> High {
    let (groups, n) = rank_groups(cards, false);
    let groups = &groups[..n];
    let mut ranks = [0u8; 5];
    for (slot, g) in ranks.iter_mut().zip(groups) {
        *slot = g.1;
    }
    let runs = three_card && cards.len() == 3 && n == 3;
    let flush = three_card && cards.len() == 3 && cards.iter().all(|c| c.suit == cards[0].suit);
    let straight_top = if !runs {
        None
    } else if ranks[0] - ranks[2] == 2 {
        Some(ranks[0])
    } else if ranks[..3] == [14, 3, 2] {
        Some(3)
    } else {
        None
    };
    let first = groups.first().map_or(0, |g| g.0);
    // Three-card order: straight flush, trips, straight, flush, pair, high card.
    let (category, order, top) = match (straight_top, flush) {
        (Some(t), true) => (Category::StraightFlush, 6, Some(t)),
        _ if first >= 4 => (Category::Quads, 7, None),
        _ if first == 3 => (Category::Trips, 5, None),
        (Some(t), false) => (Category::Straight, 4, Some(t)),
        (None, true) => (Category::Flush, 3, None),
        _ if groups.iter().filter(|g| g.0 == 2).count() == 2 => (Category::TwoPair, 2, None),
        _ if first == 2 => (Category::Pair, 1, None),
        _ => (Category::HighCard, 0, None),
    };
    let len = match top {
        Some(t) => {
            ranks = [t, 0, 0, 0, 0];
            1
        }
        None => n.min(5),
    };
    High {
        value: Value(pack(order, &ranks[..len])),
        category,
        ranks,
        len,
    }
}

/// Dramaha 49's point count of five cards: the ace one, two to ten their pips, pictures
/// nothing; the most points is best (49 at most).
pub fn points_49(cards: &[Card]) -> u32 {
    cards
        .iter()
        .map(|c| match c.rank {
            14 => 1,
            11..=13 => 0,
            r => u32::from(r),
        })
        .sum()
}
