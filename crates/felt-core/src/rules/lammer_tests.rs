use super::*;
use proptest::prelude::*;

/// BARGE 2020 PLO: 10,000 in chips plus two lammers of 5,000, redeem by end of level 12.
fn barge_rule(at_deadline: LammerDeadline) -> LammerRule {
    LammerRule {
        per_entry: 2,
        value: 5_000,
        redeem_by_end_of_level: 12,
        at_deadline,
    }
}

#[derive(Debug, Clone, Copy)]
enum Op {
    Issue(PlayerId, u32),
    Redeem(PlayerId, u32, u32),
    Bust(PlayerId, u32),
    Deadline(u32),
}

/// Runs `ops` on a fresh book; each op's result is rendered as text and compared.
fn check(at_deadline: LammerDeadline, script: &[(Op, &str)]) -> LammerBook {
    let mut book = LammerBook::new(barge_rule(at_deadline));
    for (i, &(op, expected)) in script.iter().enumerate() {
        let got = match op {
            Op::Issue(p, level) => fmt(book.issue(p, level)),
            Op::Redeem(p, n, level) => fmt(book.redeem(p, n, level)),
            Op::Bust(p, level) => format!("{:?}", book.bust(p, level)),
            Op::Deadline(level) => fmt(book.apply_deadline(level).map(|v| {
                v.iter()
                    .map(|a| format!("{}:{}={}", a.player, a.count, a.chips))
                    .collect::<Vec<_>>()
                    .join(",")
            })),
        };
        assert_eq!(got, expected, "step {i}: {op:?}");
    }
    book
}

fn fmt<T: std::fmt::Debug>(r: Result<T, LammerError>) -> String {
    match r {
        Ok(v) => format!("{v:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_rulebook_example_plays_out() {
    use Op::*;
    let book = check(
        LammerDeadline::Redeem,
        &[
            (Issue(1, 0), "2"),
            (Issue(2, 0), "2"),
            (Issue(3, 0), "2"),
            // Player 1 redeems both before the first hand: a 20,000 stack, no cushion.
            (Redeem(1, 2, 0), "10000"),
            (Bust(1, 1), "Eliminated"),
            // Player 2 busts and redeems one to play on with 5,000.
            (Bust(2, 3), "MustRedeem { held: 2 }"),
            (Redeem(2, 1, 4), "5000"),
            // Player 3, down to 2,000, tops up with one lammer.
            (Redeem(3, 1, 7), "5000"),
            (Redeem(1, 1, 8), "player 1 has no lammers left to redeem"),
            (
                Redeem(3, 2, 9),
                "player 3 asks to redeem 2 lammers but holds 1",
            ),
            (
                Redeem(3, 0, 9),
                "player 3: a redemption needs at least one lammer",
            ),
            (Redeem(9, 1, 9), "player 9 has never been issued lammers"),
            (
                Redeem(3, 1, 13),
                "player 3: level 13 is past the redemption deadline (end of level 12)",
            ),
            (
                Deadline(11),
                "the deadline (end of level 12) has not passed at level 11",
            ),
            (Deadline(12), "\"2:1=5000,3:1=5000\""),
            (Deadline(13), "\"\""),
        ],
    );
    assert_eq!(book.total_chips_added(), 30_000);
    assert_eq!(book.chips_added(2), 10_000);
    assert_eq!(book.outstanding_count(), 0);
    let forced: Vec<bool> = book.players[&2]
        .redemptions
        .iter()
        .map(|r| r.forced)
        .collect();
    assert_eq!(forced, [false, true]);
}

#[test]
fn forfeit_rule_takes_lammers_back_without_chips() {
    use Op::*;
    let book = check(
        LammerDeadline::Forfeit,
        &[
            (Issue(5, 0), "2"),
            (Issue(6, 3), "2"),
            (Redeem(6, 1, 5), "5000"),
            (Bust(5, 6), "MustRedeem { held: 2 }"),
            (Deadline(12), "\"5:2=0,6:1=0\""),
            (
                Issue(7, 13),
                "player 7: level 13 is past the redemption deadline (end of level 12)",
            ),
        ],
    );
    assert_eq!(book.total_chips_added(), 5_000);
    assert_eq!(book.players[&5].forfeited, 2);
    assert!(book.owes_redemption().is_empty());
}

#[test]
fn queries_list_debtors_holders_and_outstanding_value() {
    let mut book = LammerBook::new(barge_rule(LammerDeadline::Redeem));
    for p in [10, 17, 23] {
        book.issue(p, 0).unwrap();
    }
    book.issue(23, 5).unwrap(); // a re-entry gets its own lammers
    book.redeem(10, 2, 2).unwrap();
    book.bust(17, 4);
    book.redeem(23, 1, 6).unwrap();
    assert_eq!(book.owes_redemption(), [17]);
    assert_eq!(book.holders(), [(17, 2), (23, 3)]);
    assert_eq!(book.outstanding_count(), 5);
    assert_eq!(book.outstanding_value(), 25_000);
    assert_eq!(book.total_chips_added(), 15_000);
    assert_eq!(book.bust(99, 4), BustOutcome::Eliminated);
}

/// A bust is never refused for lammers: a second bust while a redemption is
/// owed, or a bust past the deadline with lammers never redeemed, puts the player out and
/// forfeits what he held.
#[test]
fn a_bust_is_never_refused_for_lammers() {
    use Op::*;
    let book = check(
        LammerDeadline::Redeem,
        &[
            (Issue(1, 0), "2"),
            (Issue(2, 0), "2"),
            (Bust(1, 5), "MustRedeem { held: 2 }"),
            // He leaves instead of redeeming: out, both lammers forfeited.
            (Bust(1, 5), "Eliminated"),
            // Past the deadline nobody can redeem, so a bust is an elimination.
            (Bust(2, 13), "Eliminated"),
        ],
    );
    assert_eq!(book.players[&1].forfeited, 2);
    assert_eq!(book.players[&2].forfeited, 2);
    assert_eq!(book.outstanding_count(), 0);
    assert!(book.owes_redemption().is_empty());
}

proptest! {
    /// Whatever the TD records, issued lammers are held, redeemed or forfeited, and
    /// the chips added are exactly the redeemed lammers at their value.
    #[test]
    fn lammers_are_accounted_for(
        ops in prop::collection::vec((0u8..4, 1u32..5, 0u32..4, 0u32..16), 0..60),
        forfeit in any::<bool>(),
    ) {
        let rule = if forfeit { LammerDeadline::Forfeit } else { LammerDeadline::Redeem };
        let mut book = LammerBook::new(barge_rule(rule));
        for (kind, player, n, level) in ops {
            let _ = match kind {
                0 => book.issue(player, level).map(|_| ()),
                1 => book.redeem(player, n, level).map(|_| ()),
                2 => {
                    book.bust(player, level);
                    Ok(())
                }
                _ => book.apply_deadline(level).map(|_| ()),
            };
        }
        let mut redeemed = 0;
        for a in book.players.values() {
            let r: u32 = a.redemptions.iter().map(|r| r.count).sum();
            prop_assert_eq!(a.issued, a.held + r + a.forfeited);
            prop_assert!(!a.owes_redemption || a.held > 0);
            redeemed += r;
        }
        prop_assert_eq!(book.total_chips_added(), Chips::from(redeemed) * 5_000);
    }
}
