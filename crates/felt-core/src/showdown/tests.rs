//! Each hand type against the definition: exhaustive counts over the deck, an independent
//! slow evaluator written from the rulebook's ordering compared on seeded random hands,
//! and the worked examples by name.

use super::cards::{Card, CardError, Suit, deck, parse_cards};
use super::eval::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::cmp::Ordering;
use std::collections::BTreeSet;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn five_of(text: &str) -> [Card; 5] {
    let c = cards(text);
    [c[0], c[1], c[2], c[3], c[4]]
}

#[test]
fn cards_are_read_as_a_floor_calls_them() {
    let c = cards("As kd 7C, 10h Td");
    assert_eq!(c.len(), 5);
    assert_eq!(
        c[0],
        Card {
            rank: 14,
            suit: Suit::Spades
        }
    );
    assert_eq!(
        c[3],
        Card {
            rank: 10,
            suit: Suit::Hearts
        }
    );
    assert_eq!(c[4].to_string(), "Td");
    for (text, err) in [
        ("As 1s", CardError::NotACard("1s".into())),
        ("As Kx", CardError::NotACard("Kx".into())),
        (
            "As 2d As",
            CardError::Twice(Card {
                rank: 14,
                suit: Suit::Spades,
            }),
        ),
        (
            "10h Th",
            CardError::Twice(Card {
                rank: 10,
                suit: Suit::Hearts,
            }),
        ),
    ] {
        assert_eq!(parse_cards(text), Err(err), "{text}");
    }
    assert_eq!(
        CardError::Twice(Card {
            rank: 10,
            suit: Suit::Hearts
        })
        .to_string(),
        "Th is shown twice"
    );
}

/// The rulebook's ordering, written plainly: the category from the top down, then the
/// ranks that decide, compared in order.
fn slow_high(hand: &[Card; 5], wheel: bool) -> (u8, Vec<u8>) {
    let mut ranks: Vec<u8> = hand.iter().map(|c| c.rank).collect();
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    let flush = hand.iter().all(|c| c.suit == hand[0].suit);
    let distinct: BTreeSet<u8> = ranks.iter().copied().collect();
    let mut straight = None;
    if distinct.len() == 5 {
        for top in (5..=14u8).rev() {
            let need: Vec<u8> = (0..5)
                .map(|d| if top - d == 1 { 14 } else { top - d })
                .collect();
            if need.iter().all(|r| distinct.contains(r)) && (top > 5 || wheel) {
                straight = Some(top);
                break;
            }
        }
    }
    let count = |r: u8| ranks.iter().filter(|x| **x == r).count();
    // Ranks by how many, then how high, each once.
    let mut by: Vec<u8> = distinct.iter().copied().collect();
    by.sort_by(|a, b| count(*b).cmp(&count(*a)).then(b.cmp(a)));
    let shape: Vec<usize> = by.iter().map(|r| count(*r)).collect();
    match (straight, flush, shape.as_slice()) {
        (Some(t), true, _) => (8, vec![t]),
        (_, _, [4, 1]) => (7, by),
        (_, _, [3, 2]) => (6, by),
        (_, true, _) => (5, by),
        (Some(t), _, _) => (4, vec![t]),
        (_, _, [3, 1, 1]) => (3, by),
        (_, _, [2, 2, 1]) => (2, by),
        (_, _, [2, 1, 1, 1]) => (1, by),
        _ => (0, by),
    }
}

/// Every one of the 2,598,960 five-card hands: each category as often as the deck
/// allows, and 7,462 different values in all. Each is valued from its rank bits exactly
/// as the five-card scales value it from the count of each rank: high with the wheel and
/// without (deuce-to-seven's scale), and ace-to-five.
#[test]
fn every_five_card_high_hand_is_counted_as_the_deck_allows() {
    use super::bits::{self, CardSet};
    let no_wheel = HighRules {
        straights: Straights::NoWheel,
        ..HighRules::STANDARD
    };
    let d = deck();
    let mut per = [0u32; 9];
    let mut values = BTreeSet::new();
    let mut wrong = Vec::new();
    choose(&d, 5, |c| {
        let f = [c[0], c[1], c[2], c[3], c[4]];
        let h = high5_by(&f, &HighRules::STANDARD);
        per[h.category as usize] += 1;
        values.insert(h.value);
        let set = CardSet::of(&f).expect("five different cards");
        let got = (
            bits::high(set, true),
            bits::high(set, false),
            bits::low_a5(set),
        );
        let five = (bits::high_five(set, true), bits::high_five(set, false));
        if five != (got.0, got.1) && wrong.len() < 5 {
            wrong.push(format!("{f:?}: five {five:?} against {got:?}"));
        }
        let want = (h.value, high5_by(&f, &no_wheel).value, low_a5_counted(&f));
        if got != want && wrong.len() < 5 {
            wrong.push(format!("{f:?}: {got:?} against {want:?}"));
        }
    });
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert_eq!(
        per,
        [
            1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40
        ]
    );
    assert_eq!(values.len(), 7_462);
}

/// Seeded random hands: the fast value orders five-card hands and best-of-seven hands
/// exactly as the slow evaluator from the definition does.
#[test]
fn high_values_order_hands_as_the_definition_does() {
    let mut rng = StdRng::seed_from_u64(36);
    let mut d = deck();
    let slow_best = |seven: &[Card], wheel: bool| {
        let mut best: Option<(u8, Vec<u8>)> = None;
        for a in 0..7 {
            for b in a + 1..7 {
                let rest: Vec<Card> = (0..7)
                    .filter(|i| *i != a && *i != b)
                    .map(|i| seven[i])
                    .collect();
                let v = slow_high(&[rest[0], rest[1], rest[2], rest[3], rest[4]], wheel);
                if best.as_ref().is_none_or(|x| v > *x) {
                    best = Some(v);
                }
            }
        }
        best.unwrap()
    };
    for wheel in [true, false] {
        for _ in 0..4_000 {
            d.shuffle(&mut rng);
            let (x, y) = (&d[0..7], &d[7..14]);
            let fast = best_high(x, wheel)
                .unwrap()
                .0
                .value
                .cmp(&best_high(y, wheel).unwrap().0.value);
            let slow = slow_best(x, wheel).cmp(&slow_best(y, wheel));
            assert_eq!(fast, slow, "{x:?} against {y:?}");
            let a = [d[0], d[1], d[2], d[3], d[4]];
            let b = [d[5], d[6], d[7], d[8], d[9]];
            assert_eq!(
                high5(&a, wheel).value.cmp(&high5(&b, wheel).value),
                slow_high(&a, wheel).cmp(&slow_high(&b, wheel))
            );
        }
    }
}

#[test]
fn high_hands_in_words() {
    for (hand, words) in [
        ("Kc Kd Ks 7h 7c", "kings full of sevens"),
        ("As Ks Qs Js Ts", "a royal flush"),
        ("9h 8h 7h 6h 5h", "a straight flush, nine high"),
        ("Ah 2d 3c 4s 5h", "a straight, five high"),
        ("Ah Jh 8h 4h 2h", "a flush, ace high"),
        ("Kc Kd 7s 7h 2c", "two pair, kings and sevens"),
        ("Kc Kd 9s 7h 2c", "a pair of kings"),
        ("Ac Jd 9s 7h 2c", "ace high"),
        ("7c 7d 7s 7h 2c", "four sevens"),
        ("3c 3d 3s 7h 2c", "three threes"),
    ] {
        assert_eq!(high_words(&high5(&five_of(hand), true)), words, "{hand}");
    }
    // Without the wheel (deuce-to-seven's scale) A-2-3-4-5 is ace high.
    assert_eq!(
        high_words(&high5(&five_of("Ah 2d 3c 4s 5h"), false)),
        "ace high"
    );
}

/// Ace-to-five: every five-rank choice is a different low (1,287), 56 of them qualify
/// eight or better, the wheel is best, straights and flushes do not count.
#[test]
fn ace_to_five_lows_count_and_qualify_as_the_rulebooks_say() {
    let ranks: Vec<Card> = (2..=14)
        .map(|rank| Card {
            rank,
            suit: Suit::Clubs,
        })
        .collect();
    let mut values = BTreeSet::new();
    let mut eight = 0;
    choose(&ranks, 5, |c| {
        // Suits do not matter: one of each of four suits and a fifth.
        let l = low_a5(&[c[0], c[1], c[2], c[3], c[4]]);
        values.insert(l.value);
        eight += usize::from(qualifies(&l, 8));
    });
    assert_eq!((values.len(), eight), (1_287, 56));
    let low = |t: &str| low_a5(&five_of(t));
    assert!(
        low("5c 4c 3c 2c Ac").value > low("6d 4c 3c 2c Ac").value,
        "the wheel, a flush, is best"
    );
    // Highest card first: 6-4-3-2-A beats 6-5-4-3-2.
    assert!(low("6d 4c 3c 2h Ac").value > low("6d 5c 4c 3h 2c").value);
    assert!(
        low("Kd Qc Jc 9h 8c").value > low("2d 2c 3c 4h 5c").value,
        "a pair loses"
    );
    assert!(!qualifies(&low("9d 4c 3c 2h Ac"), 8));
    assert!(qualifies(&low("8d 7c 3c 2h Ac"), 8));
    assert_eq!(low_words(&low("7d 5c 4c 2h Ac")), "seven-five low");
    assert_eq!(low_words(&low("5d 4c 3c 2h Ac")), "a wheel, five-four low");
    // The best low of seven.
    let (l, used) = best_low_a5(&cards("Kd 7c 5c 4h 2s Ad 7h")).unwrap();
    assert_eq!(low_words(&l), "seven-five low");
    assert!(!used.contains(&Card {
        rank: 13,
        suit: Suit::Diamonds
    }));
}

/// Every ace-to-five low against every other (1,287 x 1,287), on the judge's own scale,
/// against a slow reading written from the definition: the ranks, ace as one, highest
/// first, compared as a five-digit number, lower wins. The judge's scale once dropped the
/// lowest card's last bit: 8-6-5-4-2 tied 8-6-5-4-3 (296 such pairs tied). The
/// eight-or-better subset (56 lows) is held to the same order and qualifies exactly when
/// its highest card is an eight or lower.
#[test]
fn every_ace_to_five_low_against_every_other_as_the_definition_orders_them() {
    let ranks: Vec<Card> = (2..=14)
        .map(|rank| Card {
            rank,
            suit: Suit::Clubs,
        })
        .collect();
    // (the slow reading: ranks ace-as-one, highest first; the judge's value; qualifies 8)
    let mut lows: Vec<(Vec<u8>, Value, bool)> = Vec::new();
    choose(&ranks, 5, |c| {
        let five = [c[0], c[1], c[2], c[3], c[4]];
        let mut slow: Vec<u8> = five
            .iter()
            .map(|c| if c.rank == 14 { 1 } else { c.rank })
            .collect();
        slow.sort_unstable_by(|a, b| b.cmp(a));
        let l = low_a5(&five);
        lows.push((slow, super::hand::a5_value(&l), qualifies(&l, 8)));
    });
    assert_eq!(lows.len(), 1_287);
    let mut wrong = Vec::new();
    for (a, va, _) in &lows {
        for (b, vb, _) in &lows {
            // Lower is better: the judge's greater value must be the lower number.
            let want = b.cmp(a);
            if va.cmp(vb) != want && wrong.len() < 5 {
                wrong.push(format!("{a:?} against {b:?}: {va:?} {vb:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    let eight: Vec<_> = lows.iter().filter(|(_, _, q)| *q).collect();
    assert_eq!(eight.len(), 56);
    assert!(lows.iter().all(|(slow, _, q)| *q == (slow[0] <= 8)));
}

#[test]
fn deuce_to_seven_is_the_worst_high_hand() {
    let v = |t: &str| low_27(&five_of(t)).0;
    // 7-5-4-3-2 is the nuts; the ace is high, so A-2-3-4-5 is only ace high.
    assert!(v("7d 5c 4c 3h 2c") > v("7d 6c 4c 3h 2c"));
    assert!(v("8d 6c 4c 3h 2c") > v("Ad 2c 3c 4h 5c"));
    assert!(
        v("Kd Qc Jc 9h 8c") > v("7h 6h 5h 4h 2h"),
        "a flush counts against"
    );
    assert!(
        v("Kd Qc Jc 9h 8c") > v("6d 5c 4c 3h 2c"),
        "a straight counts against"
    );
    let (value, h, _) = best_low_27(&cards("7d 5c 4c 3h 2c Kd Ks")).unwrap();
    assert_eq!(value, v("7d 5c 4c 3h 2c"));
    assert_eq!(low_27_words(&h), "seven-five low");
}

/// Badugi: 17,160 four-card badugis in the deck, in 715 values; fewer cards lose to more.
#[test]
fn badugi_counts_and_orders_as_defined() {
    let d = deck();
    let mut four = 0u32;
    let mut values = BTreeSet::new();
    choose(&d, 4, |c| {
        let b = badugi(c);
        if b.cards().len() == 4 {
            four += 1;
            values.insert(b.value);
        }
    });
    assert_eq!((four, values.len()), (17_160, 715));
    let b = |t: &str| badugi(&cards(t));
    assert!(
        b("Kc Qd Jh Ts").value > b("Ac 2c 3d 4h").value,
        "four cards beat three"
    );
    assert!(b("4c 3d 2h As").value > b("5c 3d 2h As").value);
    assert_eq!(
        badugi_words(&b("5c 3d Ah Ks")),
        "a four-card badugi K-5-3-A"
    );
    assert_eq!(badugi_words(&b("5c 3d Ah Kh")), "a three-card badugi 5-3-A");
    assert_eq!(badugi_words(&b("5c 5d 5h 5s")), "a one-card badugi 5");
    assert_eq!(
        b("Ac 2c 3d 4h").value.cmp(&b("Ac 2h 3d 4c").value),
        Ordering::Less
    );
}

/// Seven-card high hands compared by rs_poker, a hold'em evaluator written by others:
/// every pair of seeded random hands orders the same way.
#[test]
fn seven_card_high_agrees_with_an_independent_holdem_evaluator() {
    use rs_poker::core::Rankable;
    let theirs = |h: &[Card]| {
        let cards: Vec<rs_poker::core::Card> = h
            .iter()
            .map(|c| rs_poker::core::Card::try_from(c.to_string().as_str()).unwrap())
            .collect();
        cards.rank()
    };
    let mut rng = StdRng::seed_from_u64(7);
    let mut d = deck();
    let mut ties = 0;
    for _ in 0..20_000 {
        d.shuffle(&mut rng);
        let (a, b) = (&d[..7], &d[7..14]);
        let ours = best_high(a, true)
            .unwrap()
            .0
            .value
            .cmp(&best_high(b, true).unwrap().0.value);
        assert_eq!(ours, theirs(a).cmp(&theirs(b)), "{a:?} vs {b:?}");
        ties += usize::from(ours == Ordering::Equal);
    }
    assert!(ties > 0, "some deals tie");
}

/// The 36-card deck (deuces to fives out): every five-card hand counted by category as
/// the deck allows, with the flush above the full house and A-6-7-8-9 the lowest straight.
#[test]
fn every_short_deck_hand_is_counted_as_its_deck_allows() {
    let short: Vec<Card> = deck().into_iter().filter(|c| c.rank > 5).collect();
    assert_eq!(short.len(), 36);
    let rules = HighRules {
        straights: Straights::ShortDeck,
        flush_over_full: true,
        ..HighRules::STANDARD
    };
    let mut per = std::collections::BTreeMap::new();
    let mut best_of = std::collections::BTreeMap::new();
    choose(&short, 5, |c| {
        let h = high5_by(&[c[0], c[1], c[2], c[3], c[4]], &rules);
        *per.entry(h.category).or_insert(0u32) += 1;
        let lowest = best_of.entry(h.category).or_insert(h.value);
        *lowest = (*lowest).min(h.value);
    });
    use Category::*;
    let want = [
        (HighCard, 122_400),
        (Pair, 193_536),
        (TwoPair, 36_288),
        (Trips, 16_128),
        (Straight, 6_120),
        (Flush, 480),
        (FullHouse, 1_728),
        (Quads, 288),
        (StraightFlush, 24),
    ];
    assert_eq!(per.into_iter().collect::<Vec<_>>(), want);
    // The worst flush beats the best full house; the worst straight is A-6-7-8-9.
    assert!(best_of[&Flush] > high5_by(&five_of("Ac Ad Ah Ks Kd"), &rules).value);
    let wheel = high5_by(&five_of("Ac 6d 7h 8s 9d"), &rules);
    assert_eq!(
        (wheel.category, wheel.value),
        (Straight, best_of[&Straight])
    );
    assert_eq!(high_words(&wheel), "a straight, nine high");
}

/// Three-card hands: the 22,100 hands of three counted by category (straight flush 48,
/// trips 52, straight 720, flush 1,096, pair 3,744, high card 16,440), A-2-3 a straight.
#[test]
fn every_three_card_hand_is_counted_as_the_deck_allows() {
    let mut per = std::collections::BTreeMap::new();
    let mut order = Vec::new();
    choose(&deck(), 3, |c| {
        let h = high_small(c, true);
        *per.entry(format!("{:?}", h.category)).or_insert(0u32) += 1;
        order.push((h.value, h.category));
    });
    let want = [
        ("Flush", 1_096),
        ("HighCard", 16_440),
        ("Pair", 3_744),
        ("Straight", 720),
        ("StraightFlush", 48),
        ("Trips", 52),
    ];
    let got: Vec<(String, u32)> = per.into_iter().collect();
    let want: Vec<(String, u32)> = want.iter().map(|(k, n)| (k.to_string(), *n)).collect();
    assert_eq!(got, want);
    // Three-card poker's order: every straight flush beats every trips, and so on down.
    let rank = |c: Category| match c {
        Category::StraightFlush => 5,
        Category::Trips => 4,
        Category::Straight => 3,
        Category::Flush => 2,
        Category::Pair => 1,
        _ => 0,
    };
    order.sort();
    assert!(order.windows(2).all(|w| rank(w[0].1) <= rank(w[1].1)));
    assert_eq!(
        high_words(&high_small(&cards("Ah 2d 3c"), true)),
        "a straight, three high"
    );
}

/// Ace-to-six against a slow evaluator from its definition: the ace is one, straights
/// and flushes count against the hand, the lowest hand wins.
#[test]
fn ace_to_six_orders_hands_as_the_definition_does() {
    let slow = |hand: &[Card; 5]| {
        let ace_low: Vec<Card> = hand
            .iter()
            .map(|c| Card {
                rank: if c.rank == 14 { 1 } else { c.rank },
                suit: c.suit,
            })
            .collect();
        let mut r: Vec<u8> = ace_low.iter().map(|c| c.rank).collect();
        r.sort_unstable_by(|a, b| b.cmp(a));
        let distinct: BTreeSet<u8> = r.iter().copied().collect();
        let flush = ace_low.iter().all(|c| c.suit == ace_low[0].suit);
        let straight = distinct.len() == 5 && r[0] - r[4] == 4;
        let count = |x: u8| r.iter().filter(|y| **y == x).count();
        let mut by: Vec<u8> = distinct.iter().copied().collect();
        by.sort_by(|a, b| count(*b).cmp(&count(*a)).then(b.cmp(a)));
        let shape: Vec<usize> = by.iter().map(|x| count(*x)).collect();
        let cat = match (straight, flush, shape.as_slice()) {
            (true, true, _) => 8,
            (_, _, [4, 1]) => 7,
            (_, _, [3, 2]) => 6,
            (_, true, _) => 5,
            (true, _, _) => 4,
            (_, _, [3, 1, 1]) => 3,
            (_, _, [2, 2, 1]) => 2,
            (_, _, [2, 1, 1, 1]) => 1,
            _ => 0,
        };
        // Lower is better: the better hand is the smaller (category, ranks).
        std::cmp::Reverse((cat, if straight { vec![r[0]] } else { by }))
    };
    let mut rng = StdRng::seed_from_u64(6);
    let mut d = deck();
    for _ in 0..20_000 {
        d.shuffle(&mut rng);
        let a = [d[0], d[1], d[2], d[3], d[4]];
        let b = [d[5], d[6], d[7], d[8], d[9]];
        assert_eq!(
            low_a6(&a).0.cmp(&low_a6(&b).0),
            slow(&a).cmp(&slow(&b)),
            "{a:?} {b:?}"
        );
    }
    // 6-4-3-2-A is the best; A-2-3-4-5 is a straight, worse than any six-high hand.
    let best = low_a6(&five_of("6c 4d 3h 2s Ac")).0;
    assert!(best > low_a6(&five_of("5c 4d 3h 2s Ac")).0);
    assert!(best > low_a6(&five_of("7c 4d 3h 2s Ac")).0);
}

/// Canadian stud's extra hands: a four-card straight beats a pair, a four-card flush beats
/// that, two pair beats both; the usual hands keep their order.
#[test]
fn four_card_hands_rank_between_a_pair_and_two_pair() {
    let rules = HighRules {
        four_card_hands: true,
        ..HighRules::STANDARD
    };
    let v = |t: &str| high5_by(&five_of(t), &rules);
    let ladder = [
        ("Kc Jd 9h 4s 2c", Category::HighCard),
        ("Ac Ad 9h 4s 2c", Category::Pair),
        ("Ac 2d 3h 4s 9c", Category::FourStraight),
        ("5c 6d 7h 8s Kc", Category::FourStraight),
        ("2h 6h 9h Jh Ac", Category::FourFlush),
        ("2c 2d 3h 3s 9c", Category::TwoPair),
        ("2c 2d 2h 5s 9c", Category::Trips),
    ];
    for w in ladder.windows(2) {
        let (a, b) = (v(w[0].0), v(w[1].0));
        assert_eq!((a.category, b.category), (w[0].1, w[1].1), "{w:?}");
        assert!(a.value < b.value, "{} below {}", w[0].0, w[1].0);
    }
    assert_eq!(
        high_words(&v("2h 6h 9h Jh Ac")),
        "a four-card flush, jack high"
    );
    // Without the house's four-card hands, the same cards are a pair and ace high.
    assert_eq!(
        high5(&five_of("5c 6d 7h 8s Kc"), true).category,
        Category::HighCard
    );
}

/// Quick Quads: trips of two to ten with two cards adding up to their rank are quads.
#[test]
fn quick_quads_count_the_two_cards_beside_the_trips() {
    let rules = HighRules {
        quick_quads: true,
        ..HighRules::STANDARD
    };
    for (hand, category) in [
        ("4c 4d 4h 3s Ac", Category::Quads),
        ("4c 4d 4h 2s 2c", Category::Quads),
        ("9c 9d 9h 5s 4c", Category::Quads),
        ("9c 9d 9h 5s 3c", Category::Trips),
        ("Jc Jd Jh 5s 6c", Category::Trips),
        ("Tc Td Th 5s 5c", Category::Quads),
    ] {
        assert_eq!(
            high5_by(&five_of(hand), &rules).category,
            category,
            "{hand}"
        );
    }
}

/// Dramaha 49's points: the ace one, pictures nothing, ten to two their pips.
#[test]
fn point_hands_add_up_as_the_rulebook_counts() {
    for (hand, points) in [
        ("Tc Td Th Ts 9c", 49),
        ("Ac Kd Qh Js 2c", 3),
        ("Kc Kd Qh Js Jc", 0),
        ("9c 8d 7h 6s 5c", 35),
    ] {
        assert_eq!(points_49(&cards(hand)), points, "{hand}");
    }
    let mut most = 0;
    choose(&deck(), 5, |c| most = most.max(points_49(c)));
    assert_eq!(most, 49);
}

/// A wild card is the best card it can stand for: checked against trying every card of
/// the deck in its place (duplicates allowed, as a wild card may copy a card held).
#[test]
fn wild_cards_make_the_best_hand_any_card_would() {
    use super::hand::{Scorer, Wilds, best};
    use crate::catalog::HandRule;
    let mut rng = StdRng::seed_from_u64(9);
    let mut d = deck();
    let deuces = Wilds {
        ranks: vec![2],
        ..Wilds::default()
    };
    let mut wild_hands = 0;
    for _ in 0..3_000 {
        d.shuffle(&mut rng);
        let five = [d[0], d[1], d[2], d[3], d[4]];
        let wild: Vec<usize> = (0..5).filter(|&i| five[i].rank == 2).collect();
        if wild.is_empty() || wild.len() > 2 {
            continue;
        }
        wild_hands += 1;
        for (scorer, value) in [
            (
                Scorer::High(HighRules::STANDARD),
                (|f: &[Card; 5]| high5(f, true).value) as fn(&[Card; 5]) -> Value,
            ),
            (Scorer::AceToFive, |f: &[Card; 5]| {
                super::hand::a5_value(&low_a5(f))
            }),
            (Scorer::DeuceToSeven, |f: &[Card; 5]| low_27(f).0),
        ] {
            let mut brute = Value(0);
            let mut each = |f: [Card; 5]| brute = brute.max(value(&f));
            for x in deck() {
                let mut f = five;
                f[wild[0]] = x;
                if wild.len() == 2 {
                    for y in deck() {
                        f[wild[1]] = y;
                        each(f);
                    }
                } else {
                    each(f);
                }
            }
            let made = best(&scorer, &HandRule::AllFiveOwn, &five, &vec![], &deuces).unwrap();
            assert_eq!(made.value, brute, "{five:?} on {scorer:?}");
        }
    }
    assert!(wild_hands > 500, "{wild_hands}");
}

/// Mexican Poker's 40 cards (the joker aside): every five-card hand counted by category,
/// straights running over the missing eights to tens, the flush above the full house.
#[test]
fn every_mexican_hand_is_counted_as_its_deck_allows() {
    let mexican: Vec<Card> = deck()
        .into_iter()
        .filter(|c| !(8..=10).contains(&c.rank))
        .collect();
    assert_eq!(mexican.len(), 40);
    let rules = HighRules {
        straights: Straights::Mexican,
        flush_over_full: true,
        ..HighRules::STANDARD
    };
    let mut per = std::collections::BTreeMap::new();
    choose(&mexican, 5, |c| {
        *per.entry(high5_by(&[c[0], c[1], c[2], c[3], c[4]], &rules).category)
            .or_insert(0u32) += 1;
    });
    use Category::*;
    let want = [
        (HighCard, 249_900),
        (Pair, 322_560),
        (TwoPair, 51_840),
        (Trips, 23_040),
        (Straight, 7_140),
        (Flush, 980),
        (FullHouse, 2_160),
        (Quads, 360),
        (StraightFlush, 28),
    ];
    assert_eq!(per.into_iter().collect::<Vec<_>>(), want);
    let v = |t: &str| high5_by(&five_of(t), &rules);
    assert_eq!(high_words(&v("5c 6d 7h Js Qd")), "a straight, queen high");
    assert_eq!(high_words(&v("7c Jd Qh Ks Ad")), "a straight, ace high");
    assert_eq!(high_words(&v("Ac 2d 3h 4s 5d")), "a straight, five high");
    assert_eq!(v("6c 7d Jh Qs Kd").category, Straight);
    assert_eq!(v("Jc Qd Kh As 2d").category, HighCard);
    assert!(v("7c 7d Jh Qs Kd").value < v("Ac 2d 3h 4s 5d").value);
    assert!(v("Ac 2d 3h 4s 5d").value < v("7c Jd Qh Ks Ad").value);
}

/// The rank-bit evaluator gives the same high hand as the best of every five, to the
/// category, the tie-breaking ranks and the value, for five to nine cards with and without
/// the wheel; the five it names make that hand.
#[test]
fn rank_bits_value_a_hand_as_every_five_does() {
    let mut rng = StdRng::seed_from_u64(61);
    let mut d = deck();
    let every_five = |cards: &[Card], wheel: bool| {
        let mut best: Option<High> = None;
        choose(cards, 5, |c| {
            // The scale's own five-card valuation, not the rank bits.
            let rules = HighRules {
                straights: if wheel {
                    Straights::Wheel
                } else {
                    Straights::NoWheel
                },
                ..HighRules::STANDARD
            };
            let h = high5_by(&[c[0], c[1], c[2], c[3], c[4]], &rules);
            if best.as_ref().is_none_or(|b| h.value > b.value) {
                best = Some(h);
            }
        });
        best.unwrap()
    };
    let mut categories = BTreeSet::new();
    for round in 0..30_000 {
        d.shuffle(&mut rng);
        let n = 5 + round % 5;
        // Some hands from a few ranks only, so that quads, full houses and straight
        // flushes come up often.
        let cards: Vec<Card> = if round % 3 == 0 {
            let mut few: Vec<Card> = d
                .iter()
                .copied()
                .filter(|c| c.rank >= 9 || c.rank <= 5)
                .collect();
            few.shuffle(&mut rng);
            few[..n].to_vec()
        } else {
            d[..n].to_vec()
        };
        for wheel in [true, false] {
            let fast = high_bits(&cards, wheel).expect("distinct natural cards");
            let slow = every_five(&cards, wheel);
            assert_eq!(
                (fast.value, fast.category, fast.len, &fast.ranks[..fast.len]),
                (slow.value, slow.category, slow.len, &slow.ranks[..slow.len]),
                "{cards:?} wheel {wheel}"
            );
            let (h, five) = best_high(&cards, wheel).unwrap();
            assert_eq!(
                high5(&five, wheel).value,
                h.value,
                "{cards:?}: the five named"
            );
            assert!(five.iter().all(|c| cards.contains(c)));
            let distinct: BTreeSet<_> = five.iter().map(|c| (c.rank, c.suit as u8)).collect();
            assert_eq!(distinct.len(), 5, "{five:?}");
            categories.insert(format!("{:?}", fast.category));
        }
    }
    assert_eq!(
        categories.len(),
        9,
        "every category came up: {categories:?}"
    );
    // A repeated card is left to every five.
    let c = parse_cards("As Kd Qc Jh").unwrap();
    assert!(high_bits(&[c[0], c[0], c[1], c[2], c[3]], true).is_none());
}

/// Omaha's and Big O's best hands found from each side's choices made into sets once
/// are the best of every five two hole cards and three board cards make, high and low,
/// and the choices named make that hand.
#[test]
fn two_and_three_from_sets_is_the_best_of_every_five() {
    use super::bits::{self, CardSet};
    use super::split::{Use, best_made};
    let mut rng = StdRng::seed_from_u64(62);
    let mut d = deck();
    let exactly = Use::Exactly { hole: 2, board: 3 };
    for round in 0..3_000 {
        d.shuffle(&mut rng);
        let holes = 4 + round % 3;
        let (hole, board) = (&d[..holes], &d[holes..holes + 5]);
        type Fast = fn(CardSet) -> Value;
        type Slow = fn(&[Card; 5]) -> Value;
        let scales: [(&str, Fast, Slow); 2] = [
            (
                "high",
                |s| bits::high_five(s, true),
                |f| high5(f, true).value,
            ),
            ("low", bits::low_a5, |f| low_a5(f).value),
        ];
        for (what, fast, slow) in scales {
            let (v, i, j) = bits::best_exactly(hole, board, 2, 3, fast).unwrap();
            let (want, _) = best_made(hole, board, exactly, slow).unwrap();
            assert_eq!(v, want, "{what}: {hole:?} with {board:?}");
            let mut five = [hole[0]; 5];
            assert_eq!(bits::nth_pick(hole, 2, i, &mut five[..2]), 2);
            assert_eq!(bits::nth_pick(board, 3, j, &mut five[2..]), 3);
            assert_eq!(slow(&five), v, "{what}: the choices named");
        }
    }
    // A card both in the hand and on the board is no deal.
    let c = parse_cards("As Kd Qc Jh Th 9c 8c").unwrap();
    assert!(bits::best_exactly(&c[..4], &c[3..], 2, 3, |s| bits::high(s, true)).is_none());
}
