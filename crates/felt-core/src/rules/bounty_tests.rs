use super::*;

fn ko(busted: PlayerId, high_winners: &[PlayerId]) -> Knockout {
    Knockout {
        busted,
        high_winners: high_winners.to_vec(),
    }
}

/// Report rendered as "player:amount" pairs and the outstanding total, or the error.
fn check(knockouts: &[Knockout], winner: Option<PlayerId>, expected: &str) {
    let got = match bounty_report(2_500, &[1, 2, 3, 4], knockouts, winner) {
        Ok(r) => {
            let won: Vec<String> = r.won.iter().map(|(p, a)| format!("{p}:{a}")).collect();
            format!("{} out {}", won.join(","), r.outstanding)
        }
        Err(e) => e.to_string(),
    };
    assert_eq!(got, expected, "{knockouts:?} {winner:?}");
}

#[test]
fn bounties_go_to_the_high_hand_and_the_worst_position() {
    let cases: [(Vec<Knockout>, Option<PlayerId>, &str); 8] = [
        (vec![], None, " out 10000"),
        (vec![ko(4, &[1])], None, "1:2500 out 7500"),
        // Chopped high half: the first listed (worst position) takes it.
        (vec![ko(4, &[3, 1])], None, "3:2500 out 7500"),
        // The winner keeps their own bounty; every bounty is settled.
        (
            vec![ko(4, &[1]), ko(3, &[1]), ko(2, &[1])],
            Some(1),
            "1:10000 out 0",
        ),
        (
            vec![ko(4, &[2]), ko(3, &[1]), ko(2, &[1])],
            Some(1),
            "1:7500,2:2500 out 0",
        ),
        (
            vec![ko(4, &[2]), ko(4, &[1])],
            None,
            "player 4 is knocked out twice",
        ),
        (
            vec![ko(4, &[4])],
            None,
            "player 4 cannot win their own bounty by busting",
        ),
        (
            vec![ko(4, &[2]), ko(3, &[4])],
            None,
            "player 4 won the bounty of player 3 after being knocked out",
        ),
    ];
    for (kos, winner, expected) in cases {
        check(&kos, winner, expected);
    }
    check(
        &[ko(4, &[])],
        None,
        "the knockout of player 4 names no winner",
    );
    check(&[ko(9, &[1])], None, "player 9 is not an entrant");
    check(
        &[ko(4, &[1])],
        Some(4),
        "player 4 won the bounty of player 4 after being knocked out",
    );
}
