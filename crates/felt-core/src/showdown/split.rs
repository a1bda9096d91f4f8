//! Which five cards a game lets a hand use, and how a pot is cut: the shares broken down
//! to the smallest chip in play, an odd chip to each of the first winners in the order
//! the rulebooks give (clockwise from the button; by suit in stud), never two odd chips
//! to one player, and between the high and the low half, to the high half.

use super::cards::Card;
use super::eval::{Value, choose};

/// Which cards a hand is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// Any five of the player's cards and the board's (hold'em, stud's seven).
    AnyFive,
    /// Exactly `hole` of the player's cards and `board` of the board's (Omaha: 2 and 3).
    Exactly { hole: usize, board: usize },
}

/// The best value `eval` gives five cards made as `used` says, and the five; `None` when
/// the cards cannot make five that way.
pub fn best_made(
    hole: &[Card],
    board: &[Card],
    used: Use,
    eval: impl Fn(&[Card; 5]) -> Value,
) -> Option<(Value, [Card; 5])> {
    let mut best: Option<(Value, [Card; 5])> = None;
    let mut consider = |five: [Card; 5]| {
        let v = eval(&five);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, five));
        }
    };
    match used {
        Use::AnyFive => {
            let all: Vec<Card> = hole.iter().chain(board).copied().collect();
            choose(&all, 5, |c| consider([c[0], c[1], c[2], c[3], c[4]]));
        }
        Use::Exactly { hole: h, board: b } if h + b == 5 => {
            choose(hole, h, |mine| {
                choose(board, b, |shared| {
                    let mut five = [mine[0]; 5];
                    for (slot, c) in five.iter_mut().zip(mine.iter().chain(shared)) {
                        *slot = *c;
                    }
                    consider(five);
                });
            });
        }
        Use::Exactly { .. } => {}
    }
    best
}

/// `amount` shared by `winners` players in units of `chip`: everyone the same number of
/// chips, then one odd chip each to the first winners in the order given, until none is
/// left. An amount that is not a whole number of chips gives its remainder to the first.
pub fn share(amount: u64, chip: u64, winners: usize) -> Vec<u64> {
    if winners == 0 {
        return Vec::new();
    }
    let chip = chip.max(1);
    let units = amount / chip;
    let rest = amount % chip;
    let n = winners as u64;
    let mut out: Vec<u64> = (0..n)
        .map(|i| (units / n + u64::from(i < units % n)) * chip)
        .collect();
    out[0] += rest;
    out
}

/// A split pot's two halves in units of `chip`: the odd chip goes to the high half.
pub fn halves(amount: u64, chip: u64) -> (u64, u64) {
    let s = share(amount, chip, 2);
    (s[0], s[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::showdown::cards::parse_cards;
    use crate::showdown::eval::{best_high, high_words, high5, low_a5, low_words, qualifies};

    fn c(t: &str) -> Vec<Card> {
        parse_cards(t).unwrap()
    }

    #[test]
    fn omaha_uses_exactly_two_and_three_and_holdem_any_five() {
        let omaha = Use::Exactly { hole: 2, board: 3 };
        let high = |f: &[Card; 5]| high5(f, true).value;
        // Two hearts in the hand and three on the board: a royal flush in Omaha.
        let (v, five) = best_made(&c("Jh Th 9c 8c"), &c("Ah Kh Qh 2c 3d"), omaha, high).unwrap();
        assert_eq!(high_words(&high5(&five, true)), "a royal flush");
        assert_eq!(
            v,
            high5(&c("Ah Kh Qh Jh Th").try_into().unwrap(), true).value
        );
        // One heart in the hand: four hearts on the board make no flush in Omaha...
        let board = c("Kh Qh 7h 2h 3c");
        let (_, five) = best_made(&c("Ah 9c 9d 4s"), &board, omaha, high).unwrap();
        assert_eq!(high_words(&high5(&five, true)), "a pair of nines");
        // ...and an ace-high flush in hold'em, which uses any five.
        let (_, five) = best_made(&c("Ah 9c"), &board, Use::AnyFive, high).unwrap();
        assert_eq!(high_words(&high5(&five, true)), "a flush, ace high");
        // Omaha eight or better: A-2 from the hand, 3-4-8 from the board.
        let low = |f: &[Card; 5]| low_a5(f).value;
        let (_, five) = best_made(&c("Ac 2d Kh Ks"), &c("3h 4c 8s Qd Jd"), omaha, low).unwrap();
        let l = low_a5(&five);
        assert!(qualifies(&l, 8));
        assert_eq!(low_words(&l), "eight-four low");
        // Big O: five cards in the hand, still two of them.
        let (_, five) = best_made(&c("Ac 2d 3h Ks Kd"), &c("9h Tc 8s 4d 5d"), omaha, low).unwrap();
        assert_eq!(low_words(&low_a5(&five)), "eight-five low");
        // Not enough cards: no hand.
        assert!(best_made(&c("Ac"), &c("9h Tc 8s"), omaha, high).is_none());
        assert_eq!(
            best_high(&c("Ac Ad Ah 9h 9c Tc 8s"), true).map(|h| high_words(&h.0)),
            Some("aces full of nines".to_string())
        );
    }

    #[test]
    fn pots_break_down_to_the_smallest_chip_and_odd_chips_go_in_order() {
        // (amount, chip, winners, shares)
        let cases: [(u64, u64, usize, &[u64]); 7] = [
            (1_000, 25, 2, &[500, 500]),
            (1_075, 25, 2, &[550, 525]),
            (1_075, 25, 3, &[375, 350, 350]),
            // 43 units of 25 four ways: 10 each and three odd chips, one each.
            (1_075, 25, 4, &[275, 275, 275, 250]),
            (7, 1, 3, &[3, 2, 2]),
            (100, 100, 3, &[100, 0, 0]),
            (101, 100, 2, &[101, 0]),
        ];
        for (amount, chip, n, want) in cases {
            let got = share(amount, chip, n);
            assert_eq!(got, want, "{amount} in {chip}s to {n}");
            assert_eq!(got.iter().sum::<u64>(), amount);
            let most = got.iter().max().unwrap() - got.iter().min().unwrap();
            assert!(
                most <= chip + amount % chip,
                "no one gets two odd chips: {got:?}"
            );
        }
        // The high half takes the odd chip.
        assert_eq!(halves(1_075, 25), (550, 525));
        assert_eq!(halves(1_050, 25), (525, 525));
        assert!(share(100, 25, 0).is_empty());
    }
}
