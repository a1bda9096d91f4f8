//! Progressive knockouts worked by hand, and mystery bounty draws.

use super::*;

const A: PlayerId = 1;
const B: PlayerId = 2;
const C: PlayerId = 3;
const D: PlayerId = 4;
const E: PlayerId = 5;
const F: PlayerId = 6;

fn ko(busted: PlayerId, winners: &[(PlayerId, u64)]) -> PkoKnockout {
    PkoKnockout {
        busted,
        winners: winners.to_vec(),
    }
}

/// Six entries at $20 of bounty each, five knockouts (the third a chopped pot), worked
/// by hand:
/// 1. A busts F ($20): A $10 cash, A's head $30.
/// 2. B busts E ($20): B $10 cash, B's head $30.
/// 3. A and B chop the pot that busts D ($20): $10 each, so $5 cash and $5 on the head:
///    A $15 cash, head $35; B $15 cash, head $35.
/// 4. A busts C ($20): A $25 cash, head $45.
/// 5. B busts A ($45): B $22.50 cash (so $37.50) and $22.50 onto the head ($57.50).
///
/// B wins and collects their own $57.50: B $95.00 in all, A $25.00; $120 went in.
#[test]
fn five_knockouts_with_a_chop_pay_what_the_hand_worked_example_says() {
    let mut s = PkoState::start(&[A, B, C, D, E, F], 2000);
    /// After a knockout: a winner's bounty cash so far and their head.
    type After<'a> = &'a [(PlayerId, u64, u64)];
    let steps: [(PkoKnockout, After); 5] = [
        (ko(F, &[(A, 1)]), &[(A, 1000, 3000)]),
        (ko(E, &[(B, 1)]), &[(B, 1000, 3000)]),
        (
            ko(D, &[(A, 1), (B, 1)]),
            &[(A, 1500, 3500), (B, 1500, 3500)],
        ),
        (ko(C, &[(A, 1)]), &[(A, 2500, 4500)]),
        (ko(A, &[(B, 1)]), &[(B, 3750, 5750)]),
    ];
    for (i, (k, after)) in steps.iter().enumerate() {
        s.knockout(k)
            .unwrap_or_else(|e| panic!("knockout {}: {e}", i + 1));
        for &(p, cash, head) in after.iter() {
            assert_eq!(
                s.cash.get(&p).copied().unwrap_or(0),
                cash,
                "knockout {}: cash of {p}",
                i + 1
            );
            assert_eq!(
                s.heads.get(&p).copied(),
                Some(head),
                "knockout {}: head of {p}",
                i + 1
            );
        }
        assert_eq!(
            s.total(),
            12_000,
            "knockout {}: nothing made or lost",
            i + 1
        );
    }
    assert_eq!(s.heads.get(&A), None, "A is out");
    assert_eq!(s.finish(), Ok(B));
    assert_eq!(s.cash.get(&A), Some(&2500));
    assert_eq!(s.cash.get(&B), Some(&9500));
    assert_eq!(s.total(), 12_000);
}

/// A split by the share of the pot each won, and the odd cents.
#[test]
fn a_split_follows_the_share_of_the_pot() {
    let mut s = PkoState::start(&[A, B, C], 1001);
    // A won 3/4 of the pot, B 1/4: 750.75 and 250.25 of C's 1001; the odd cent to A.
    let awards = s.knockout(&ko(C, &[(A, 30_000), (B, 10_000)])).unwrap();
    assert_eq!(
        awards,
        vec![
            PkoAward {
                busted: C,
                winner: A,
                cash: 376,
                to_head: 375
            },
            PkoAward {
                busted: C,
                winner: B,
                cash: 125,
                to_head: 125
            },
        ]
    );
    assert_eq!(s.heads.get(&A), Some(&1376));
    assert_eq!(s.heads.get(&B), Some(&1126));
    assert_eq!(s.total(), 3003);
}

#[test]
fn knockouts_that_do_not_add_up_are_refused_and_change_nothing() {
    let mut s = PkoState::start(&[A, B, C], 2000);
    s.knockout(&ko(C, &[(A, 1)])).unwrap();
    let before = s.clone();
    let cases = [
        (ko(C, &[(A, 1)]), PkoError::NotIn(C)),
        (ko(B, &[(C, 1)]), PkoError::NotIn(C)),
        (ko(B, &[]), PkoError::NoWinner(B)),
        (ko(B, &[(A, 0)]), PkoError::NoWinner(B)),
        (ko(B, &[(B, 1)]), PkoError::OwnKnockout(B)),
        (ko(B, &[(A, 1), (A, 1)]), PkoError::WinnerTwice(A)),
    ];
    for (k, e) in cases {
        assert_eq!(s.knockout(&k), Err(e));
        assert_eq!(s, before);
    }
    assert_eq!(s.finish(), Err(PkoError::NotOver(2)));
}

/// A re-entry is a new entry with a fresh head.
#[test]
fn a_re_entry_starts_a_new_head() {
    let mut s = PkoState::start(&[A, B], 2000);
    s.knockout(&ko(B, &[(A, 1)])).unwrap();
    s.enter(7, 2000);
    assert_eq!(s.heads.get(&7), Some(&2000));
    assert_eq!(s.total(), 6000);
}

#[test]
fn mystery_envelopes_are_drawn_by_seed_until_none_is_left() {
    let envelopes = [(100_000, 1), (10_000, 2), (2_500, 5)];
    let mut m = MysteryBounties::new(&envelopes);
    assert_eq!(m.left(), 132_500);
    let mut again = m.clone();
    let first = m.draw(C, A, 42).unwrap();
    assert_eq!(
        again.draw(C, A, 42).unwrap(),
        first,
        "the same seed draws the same"
    );
    let mut paid = first;
    for (i, seed) in (1..8u64).enumerate() {
        paid += m.draw(10 + i as PlayerId, B, seed).unwrap();
    }
    assert_eq!(paid, 132_500, "every envelope is paid once");
    assert_eq!(m.left(), 0);
    assert_eq!(m.draw(99, A, 1), Err(MysteryError::NoneLeft));
    assert_eq!(m.drawn.len(), 8);
}
