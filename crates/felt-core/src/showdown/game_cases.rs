//! Data-driven showdowns for the split games the worked examples do not cover: for each,
//! a scoop, a split with odd chips, and a part nobody qualifies for (or, where every hand
//! qualifies, a tie), each with its rulebook reference. Expectations are worked out by
//! hand from the rulebooks, not read back from the judge.

use super::judge_tests::{Case, case, check};

#[test]
fn more_split_games_settle_as_the_rulebooks_say() {
    let cases = [
        // Action Razzdugi: a picture-card eight scoops over a wheel with no picture card (the
        // wheel's badugi is only 6-4-3-A); a picture-card low beats a wheel without one and
        // splits with the wheel's badugi, the odd chip to the Action Razz (five-card) half;
        // with no picture cards it is razz, and a tied badugi's odd chip goes to the highest
        // card by suit (B's ace of spades over A's ace of hearts; aces low, nine of diamonds
        // over clubs).
        Case {
            words: &[
                ("badugi", "A", "a four-card badugi 4-3-2-A"),
                ("badugi", "B", "a four-card badugi 6-4-3-A"),
            ],
            ..case(
                "action-razzdugi",
                "",
                "A: As 2d 3h 4c 8s 9s Kd / B: Ac 2c 3d 4h 5d 6s 7h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.3, 2.2",
            )
        },
        Case {
            words: &[
                (
                    "action razz low",
                    "B",
                    "a wheel, five-four low, no face card",
                ),
                ("badugi", "A", "a one-card badugi A"),
                ("badugi", "B", "a three-card badugi 4-3-A"),
            ],
            ..case(
                "action-razzdugi",
                "",
                "A: Ac 2c 3c 4c 6c Kc 7c / B: Ad 2d 3h 4s 5d 9h Th",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.3, 2.2, 1.4",
            )
        },
        Case {
            words: &[
                ("badugi", "A", "a four-card badugi 4-3-2-A"),
                ("badugi", "B", "a four-card badugi 4-3-2-A"),
            ],
            ..case(
                "action-razzdugi",
                "",
                "A: Ah 2s 3d 4c 6d 8s 9c / B: As 2d 3c 4h 7h 8c 9d",
                1075,
                25,
                "A 800, B 275",
                "BARGE 2025 2.3, 1.4",
            )
        },
        // Badacey: a wheel with a 4-3-2-A badugi scoops; a low and a badugi split, the odd
        // chip to the ace-to-five (five-card) half wherever the button is; a tied badugi's odd
        // chip to the first hand clockwise from the button.
        Case {
            words: &[
                ("ace-to-five low", "A", "a wheel, five-four low"),
                ("badugi", "A", "a four-card badugi 4-3-2-A"),
                ("badugi", "B", "a four-card badugi Q-J-T-9"),
            ],
            ..case(
                "badacey",
                "",
                "A: As 2d 3h 4c 5s / B: Kc Qd Jh Ts 9c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.5",
            )
        },
        Case {
            button: Some("A"),
            words: &[("badugi", "B", "a four-card badugi K-7-3-2")],
            ..case(
                "badacey",
                "",
                "A: Ac 2c 3c 4c 6c / B: 2d 3s 7h Kc 9d",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.5, 1.4",
            )
        },
        Case {
            button: Some("B"),
            words: &[
                ("badugi", "B", "a four-card badugi 9-7-5-2"),
                ("badugi", "C", "a four-card badugi 9-7-5-2"),
            ],
            ..case(
                "badacey",
                "",
                "A: Ah 2h 3h 4h 6h / B: 2s 5c 7d 9h Kd / C: 2c 5d 7h 9s Qc",
                1075,
                25,
                "C 275, A 550, B 250",
                "BARGE 2025 2.5, 1.4",
            )
        },
        // Big O: three kings and a seven low scoop; a high and a low split with the odd chip
        // high; no three low cards on the board, no low, and the high takes all.
        Case {
            words: &[("high", "A", "three kings"), ("low", "A", "seven-four low")],
            ..case(
                "big-o",
                "Ah 2d 7c 9s Kh",
                "A: 3c 4s Kd Ks Qh / B: Qc Qd Jh Th 8c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.9",
            )
        },
        Case {
            words: &[("high", "A", "three kings"), ("low", "B", "seven-four low")],
            ..case(
                "big-o",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh Tc / B: 3d 4s Qd Jd 5c",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.9, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "three kings"),
                ("low", "B", "nine-eight low (not eight or better)"),
            ],
            ..case(
                "big-o",
                "Ah Kd Qc 9s 8h",
                "A: Kc Ks 2d 3d 4d / B: 2c 3c 4c 5c 6c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.9",
            )
        },
        // Bidirectional Chowaha: three eights on the bottom board and a seven low on the top
        // one scoop; a broadway straight and a seven low split, odd chip high; no board with
        // three low cards, no low.
        Case {
            words: &[
                ("high", "A", "three eights"),
                ("high", "B", "three sevens"),
                ("low", "A", "seven-six low"),
            ],
            ..case(
                "bidirectional-chowaha",
                "Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh",
                "A: 8h 6c 4s 2h / B: 7h 7d Kc 3c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.8",
            )
        },
        Case {
            words: &[
                ("high", "A", "a straight, ace high"),
                ("low", "B", "seven-six low"),
            ],
            ..case(
                "bidirectional-chowaha",
                "Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh",
                "A: Kh Kd Qc Qd / B: As 3d 6h 9c",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.8, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "aces full of kings"),
                ("low", "B", "jack-eight low (not eight or better)"),
            ],
            ..case(
                "bidirectional-chowaha",
                "Ah Kc Qd | 9s 9h Th | Jc 8d 2s | Td Jd | Ks",
                "A: As Ac 7h 7d / B: 3h 4h 5c 6d",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.8",
            )
        },
        // Four Card Chowaha: four eights and the better of two seven lows scoop; a tied low's
        // odd chip to the first hand clockwise from the button; a wheel only the top flop with
        // the bottom turn card would make is no low (the boards must touch).
        Case {
            words: &[
                ("high", "A", "four eights"),
                ("high", "B", "three kings"),
                // Both lows are seven-six: named to the card that tells them apart.
                ("low", "A", "seven-six-four-deuce-ace low"),
            ],
            ..case(
                "four-card-chowaha",
                "Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh",
                "A: 8h 8s 6d 4d / B: Kh Kd 6c 5c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.25",
            )
        },
        Case {
            button: Some("B"),
            words: &[
                ("high", "A", "a straight, ace high"),
                ("low", "B", "seven-six low"),
                ("low", "C", "seven-six low"),
            ],
            ..case(
                "four-card-chowaha",
                "Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh",
                "A: Kh Kd Qc Qd / B: 3d 6h 9h 9d / C: 3c 6s Td Js",
                1075,
                25,
                "C 275, A 550, B 250",
                "BARGE 2025 2.25, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "B", "kings full of nines"),
                ("low", "A", "ten-five low (not eight or better)"),
            ],
            ..case(
                "four-card-chowaha",
                "Ah 2c Kd | Qs Qh Jd | 9c 9d Ks | Tc 3h | Js",
                "A: 4d 5d 6c 7c / B: Kc Kh 8h 8s",
                1000,
                25,
                "A 0, B 1000",
                "BARGE 2025 2.25",
            )
        },
        // Murder (one card from each row): a spade flush and a seven low scoop; a king-high
        // straight and a wheel split, the odd chip high wherever the button is; a bottom row
        // with no low card, no low.
        Case {
            words: &[
                ("high", "A", "a flush, ace high"),
                ("high", "B", "a straight, king high"),
                ("low", "A", "seven-four low"),
            ],
            ..case(
                "murder",
                "Ah Kd 7s 2c | 3d Qh 9c 8s | 5h Jc Td 4s",
                "A: As 2s Kc Ks / B: Qc Qd Jh Ts",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.33",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "a straight, king high"),
                ("high", "B", "a straight, eight high"),
                ("low", "B", "a wheel, five-four low"),
            ],
            ..case(
                "murder",
                "Ah Kd 7s 2c | 3d Qh 9c 8s | 5h Jc Td 4s",
                "A: Qc Qd Jh Ts / B: 6d 2h 5c Js",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.33, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "B", "four kings"),
                ("low", "A", "ten-four low (not eight or better)"),
            ],
            ..case(
                "murder",
                "Ah Kd 7s 2c | 3d Qh 9c 8s | Kh Jc Td Qs",
                "A: 4c 5d 6h 2s / B: Kc Ks 7h 7d",
                1000,
                25,
                "A 0, B 1000",
                "BARGE 2025 2.33",
            )
        },
        // Oklahoma: the row with the lowest river (2d) goes, and with it B's diamond flush:
        // A's wheel scoops; a high on one row and a low on another split, odd chip high;
        // rivers 3h, 8s, 3c leave only a row with no low: no low.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("high", "B", "three jacks"),
                ("low", "A", "a wheel, five-four low"),
            ],
            ..case(
                "oklahoma",
                "Ah 2c 7c Kh 3s | Qc Jd 9s 4h 8h | 6d 9d Td Ks 2d",
                "A: 4c 5s Kd Kc / B: Ad Qd Jc Js",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.34",
            )
        },
        Case {
            words: &[
                ("high", "A", "a straight, king high"),
                ("low", "B", "a wheel, five-four low"),
            ],
            ..case(
                "oklahoma",
                "Ah 2c 7c Kh 5s | Qc Jd 9s 4h 8h | 6d 9d Td Ks 3d",
                "A: Tc 9c Kd Kc / B: 3h 4d Qs Qh",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.34, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "three kings"),
                ("high", "B", "three queens"),
                ("low", "A", "jack-nine low (not eight or better)"),
            ],
            ..case(
                "oklahoma",
                "2h 4d 6c 9s 3h | Kc 9d Qs Jh 8s | Ac 5d 7h Th 3c",
                "A: Kh Ks 5s 4s / B: Qd Qh Ad 2c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.34",
            )
        },
        // Two or Five Omaha: all five cards for a flush and two for a low scoop; a five-card
        // low with only one low card on the board splits with the high, odd chip high; no low
        // either way, the high takes all.
        Case {
            words: &[
                ("high", "A", "a flush, ace high"),
                ("high", "B", "a straight, seven high"),
                ("low", "A", "seven-five low"),
            ],
            ..case(
                "two-or-five-omaha",
                "3s 5h 7c Kh Qd",
                "A: Ah Qh Jh Th 2h / B: 4c 6d 8s 9s Ks",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.54",
            )
        },
        Case {
            words: &[("high", "A", "three kings"), ("low", "B", "six-four low")],
            ..case(
                "two-or-five-omaha",
                "9s Th Jc Kd 8h",
                "A: Kc Ks 5d 5c 2h / B: Ac 2d 3h 4s 6c",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.54, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "three kings"),
                ("low", "B", "nine-eight low (not eight or better)"),
            ],
            ..case(
                "two-or-five-omaha",
                "Ah Kd Qc 9s 8h",
                "A: Kc Ks Jd Jh 7c / B: 2c 3c 4d 9d 9c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.54",
            )
        },
        // Crazy Pineapple High/Low: a wheel scoops; a tied low's odd chip to the first hand
        // clockwise from the button; a counterfeited low does not qualify.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("high", "B", "three kings"),
                ("low", "A", "a wheel, five-four low"),
            ],
            ..case(
                "crazy-pineapple-hi-lo",
                "Ah 2d 5c 9s Kh",
                "A: 3c 4c / B: Kd Ks",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.14",
            )
        },
        Case {
            button: Some("B"),
            words: &[
                ("low", "B", "seven-four low"),
                ("low", "C", "seven-four low"),
            ],
            ..case(
                "crazy-pineapple-hi-lo",
                "Ah 2d 7c 9s Kh",
                "A: Ks Kd / B: 3d 4s / C: 3h 4c",
                1075,
                25,
                "C 275, A 550, B 250",
                "BARGE 2025 2.14, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "kings full of eights"),
                ("low", "B", "king-eight low (not eight or better)"),
            ],
            ..case(
                "crazy-pineapple-hi-lo",
                "Ah 3d 8c Ks 8s",
                "A: Kc Kh / B: 3c 2h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.14",
            )
        },
        // Lazy Pineapple High/Low (at most two hole cards each way): kings and a seven low
        // scoop; 3-4-5 in the hand makes no wheel, so the ace-king-queen takes the high and
        // the low splits with it, odd chip high; 2-3-4 in the hand would make an eight low
        // with all three, so no low.
        Case {
            words: &[
                ("high", "A", "a pair of kings"),
                ("low", "A", "seven-four low"),
            ],
            ..case(
                "lazy-pineapple-hi-lo",
                "Ah 2d 7c 9s Kh",
                "A: Kd 3s 4s / B: Qd Qc Jh",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.29",
            )
        },
        Case {
            words: &[
                ("high", "A", "ace high"),
                ("high", "B", "ace high"),
                ("low", "A", "seven-four low"),
            ],
            ..case(
                "lazy-pineapple-hi-lo",
                "Ah 2d 7c 9s Kh",
                "A: 3c 4c 5d / B: Qd Jd 8h",
                1075,
                25,
                "A 525, B 550",
                "BARGE 2025 2.29, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "three kings"),
                ("low", "B", "nine-eight low (not eight or better)"),
            ],
            ..case(
                "lazy-pineapple-hi-lo",
                "Ah Kd Qc 9s 8h",
                "A: Kc Ks Jd / B: 2c 3c 4c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.29",
            )
        },
        // Dramadugi: three kings and a four-card badugi scoop; an Omaha hand and a badugi
        // split, the odd chip to the (five-card) Omaha half; a tied badugi's odd chip to the
        // first hand clockwise from the button.
        Case {
            words: &[
                ("omaha hand", "A", "three kings"),
                ("badugi", "A", "a four-card badugi K-5-4-3"),
                ("badugi", "B", "a three-card badugi Q-J-8"),
            ],
            ..case(
                "dramadugi",
                "Ah 2d 7c 9s Kh",
                "A: Ks Kd 3c 4s 5h / B: Qc Qd Jh Js 8h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.18",
            )
        },
        Case {
            words: &[
                ("omaha hand", "A", "three kings"),
                ("badugi", "A", "a two-card badugi Q-J"),
                ("badugi", "B", "a four-card badugi 8-6-4-3"),
            ],
            ..case(
                "dramadugi",
                "Ah 2d 7c 9s Kh",
                "A: Ks Kd Qs Qd Js / B: 3c 4d 6h 8s Tc",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.18, 1.4",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("badugi", "B", "a four-card badugi 8-6-4-3"),
                ("badugi", "C", "a four-card badugi 8-6-4-3"),
            ],
            ..case(
                "dramadugi",
                "Ah 2d 7c 9s Kh",
                "A: Ks Kd Qs Qd Js / B: 3c 4d 6h 8s Tc / C: 3d 4h 6s 8c Jh",
                1075,
                25,
                "B 275, C 250, A 550",
                "BARGE 2025 2.18, 1.4",
            )
        },
        // Triple Draw Dramaha: a full house drawn and three kings in Omaha scoop; a drawn
        // flush and three aces in Omaha split, the odd chip to the draw hand wherever the
        // button is; a tied Omaha hand's odd chip to the first hand clockwise from the button.
        Case {
            words: &[
                ("draw hand", "A", "kings full of fours"),
                ("omaha hand", "A", "three kings"),
            ],
            ..case(
                "triple-draw-dramaha",
                "Ah 2d 7c 9s Kh",
                "A: Ks Kd Kc 4h 4s / B: Qc Qd Js Jd 3c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.53",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("draw hand", "A", "a flush, queen high"),
                ("omaha hand", "B", "three aces"),
            ],
            ..case(
                "triple-draw-dramaha",
                "Ah 2d 7c 9s Kh",
                "A: 5c 6c 8c Tc Qc / B: As Ad 3h 3s 4d",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.53, 1.4",
            )
        },
        Case {
            button: Some("B"),
            words: &[
                ("omaha hand", "B", "a pair of kings"),
                ("omaha hand", "C", "a pair of kings"),
            ],
            ..case(
                "triple-draw-dramaha",
                "Ah 2d 7c 9s Kh",
                "A: 5c 6c 8c Tc Qc / B: Kd Jc 3s 4s 6d / C: Ks Jh 3c 4c 5d",
                1075,
                25,
                "C 275, A 550, B 250",
                "BARGE 2025 2.53, 1.4",
            )
        },
        // Super Stud High/Low (seven cards at the end, as in stud): a wheel scoops; a tied
        // low's odd chip to the highest card by suit (queen of spades over queen of hearts),
        // the high half's odd chip high; no eight low, the high takes all.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("low", "A", "a wheel, five-four low"),
            ],
            ..case(
                "super-stud-hi-lo",
                "",
                "A: As 2d 3h 4c 5s Kd Kh / B: Qc Qd Js Ts 8c 7d 6h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.50, 2.48",
            )
        },
        Case {
            words: &[
                ("high", "A", "aces full of sevens"),
                ("low", "B", "eight-six low"),
                ("low", "C", "eight-six low"),
            ],
            ..case(
                "super-stud-hi-lo",
                "",
                "A: Ac Ad As 7s 7c Tc Jd / B: 2c 3d 4h 6s 8c Td Qh / C: 2d 3c 4s 6h 8d Th Qs",
                1075,
                25,
                "A 550, B 250, C 275",
                "BARGE 2025 2.50, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "kings full of nines"),
                ("low", "B", "nine-five low (not eight or better)"),
            ],
            ..case(
                "super-stud-hi-lo",
                "",
                "A: Kc Kd Ks 9h 9s Qc Jd / B: 2h 3h 4d 5d 9c 9d Kh",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.50, 2.48",
            )
        },
        // Mississippi Stud High/Low (a button game): a flush and a six low scoop; a tied low's
        // odd chip to the first hand clockwise from the button, not by suit; no eight low, the
        // high takes all.
        Case {
            words: &[
                ("high", "A", "a flush, ace high"),
                ("low", "A", "six-four low"),
            ],
            ..case(
                "mississippi-stud-hi-lo",
                "",
                "A: Ah 2h 3h 4h 6h Kc Kd / B: Qc Qd Js Ts 9d 5s 5c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.32",
            )
        },
        Case {
            button: Some("B"),
            words: &[("low", "B", "eight-six low"), ("low", "C", "eight-six low")],
            ..case(
                "mississippi-stud-hi-lo",
                "",
                "A: Ac Ad As 7s 7c Tc Jd / B: 2c 3d 4h 6s 8c Td Qs / C: 2d 3c 4s 6h 8d Th Qh",
                1075,
                25,
                "C 275, A 550, B 250",
                "BARGE 2025 2.32, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "fives full of kings"),
                ("low", "B", "nine-four low (not eight or better)"),
            ],
            ..case(
                "mississippi-stud-hi-lo",
                "",
                "A: 5c 5d 5s Kh Kd 9c Jd / B: Ac 2d 3s 4h Tc Jc 9d",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.32",
            )
        },
        // Seven-Card Stud High/Low Deuce-to-Seven Roll Your Own (low by deuce-to-seven, no
        // qualifier): kings and a 7-5-4-3-2 scoop; A-2-3-4-5 is a straight for the high and an
        // ace-high hand for the low, so 8-5-4-3-2 is its low, odd chip high; a tied low's odd
        // chip to the highest card by suit.
        Case {
            words: &[
                ("high", "A", "a pair of kings"),
                ("low", "A", "seven-five low"),
            ],
            ..case(
                "stud-hi-lo-deuce-to-seven-royo",
                "",
                "A: 7c 5d 4h 3s 2c Kc Ks / B: Qc Qd 9h 8s 6c Jh 3d",
                1000,
                25,
                "A 1000, B 0",
                "EMBARGO 2011 Seven-Card Stud High/Low Deuce-to-Seven ROYO",
            )
        },
        Case {
            words: &[
                ("high", "B", "a straight, five high"),
                ("low", "B", "eight-five low"),
            ],
            ..case(
                "stud-hi-lo-deuce-to-seven-royo",
                "",
                "A: Kc Kd Ks 9h 9s Qc Jd / B: As 2d 3h 4c 5s 9d 8h",
                1075,
                25,
                "A 550, B 525",
                "EMBARGO 2011 Seven-Card Stud High/Low Deuce-to-Seven ROYO, BARGE 2025 A.3, 1.4",
            )
        },
        Case {
            words: &[
                ("low", "B", "seven-five low"),
                ("low", "C", "seven-five low"),
            ],
            ..case(
                "stud-hi-lo-deuce-to-seven-royo",
                "",
                "A: Ac Ad As Kc Kd Qc Qd / B: 7c 5d 4h 3s 2c Jh Td / C: 7d 5h 4s 3c 2d Js Th",
                1075,
                25,
                "A 550, B 250, C 275",
                "EMBARGO 2011 Seven-Card Stud High/Low Deuce-to-Seven ROYO, BARGE 2025 1.4",
            )
        },
        // Wonky Donkey: a black flop plays Omaha high/low (three kings and a seven low scoop;
        // high and low split, odd chip high; two low cards on the board, no low); a red flop
        // plays hold'em (a tie, the odd chip to the first hand clockwise from the button).
        Case {
            parts: &["High (Omaha)", "Low (Omaha)"],
            words: &[
                ("high (omaha)", "A", "three kings"),
                ("low (omaha)", "A", "seven-four low"),
            ],
            ..case(
                "wonky-donkey",
                "As 2c 7s 9h Kd",
                "A: Kc Kh 3d 4h / B: Qc Qd Jh Th",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.55, 2.36",
            )
        },
        Case {
            button: Some("A"),
            parts: &["High (Omaha)", "Low (Omaha)"],
            words: &[
                ("high (omaha)", "A", "three kings"),
                ("low (omaha)", "B", "seven-four low"),
            ],
            ..case(
                "wonky-donkey",
                "As 2c 7s 9h Kd",
                "A: Kc Kh Qh Jh / B: 3d 4c Qd Jd",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.55, 2.36, 1.4",
            )
        },
        Case {
            parts: &["High (Omaha)", "Low (Omaha)"],
            words: &[("low (omaha)", "B", "nine-seven low (not eight or better)")],
            ..case(
                "wonky-donkey",
                "As Ks 7c 9h Qd",
                "A: Kc Kh 3d 4h / B: 2d 3c 5h 6h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.55, 2.36",
            )
        },
        Case {
            button: Some("A"),
            parts: &["High (hold'em)"],
            words: &[
                ("high (hold'em)", "A", "ace high"),
                ("high (hold'em)", "B", "ace high"),
            ],
            ..case(
                "wonky-donkey",
                "Ah Kd 7h 2c 9s",
                "A: Qs Jc / B: Qd Jh / C: 3c 4c",
                101,
                1,
                "B 51, C 0, A 50",
                "BARGE 2025 2.55, 2.51, 1.4",
            )
        },
        // Dramaha 49: 48 points and a pair of tens scoop; 49 points and a six-high straight
        // split, the odd chip to the points (draw) hand wherever the button is; a tie at 40
        // points, its odd chip to the first hand clockwise from the button.
        Case {
            words: &[
                ("points hand", "A", "48 points"),
                ("points hand", "B", "36 points"),
                ("omaha hand", "A", "a pair of tens"),
            ],
            ..case(
                "dramaha-49",
                "2c 3c 4d Jh Qh",
                "A: Tc Td Th 9c 9d / B: 8s 8h 7c 7d 6s",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.20",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("points hand", "A", "49 points"),
                ("points hand", "B", "14 points"),
                ("omaha hand", "B", "a straight, six high"),
            ],
            ..case(
                "dramaha-49",
                "2c 3c 4d Jh Qh",
                "A: Tc Td Th Ts 9c / B: Ac Ad As 5h 6h",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.20, 1.4",
            )
        },
        Case {
            button: Some("B"),
            words: &[
                ("points hand", "B", "40 points"),
                ("points hand", "C", "40 points"),
                ("omaha hand", "A", "three queens"),
            ],
            ..case(
                "dramaha-49",
                "2c 3c 4d Jh Qh",
                "A: Kc Ks Qs Qd Jc / B: 9s 9h 8s 8h 6d / C: Tc Td 7s 7h 6c",
                1125,
                25,
                "C 300, A 550, B 275",
                "BARGE 2025 2.20, 1.4",
            )
        },
    ];
    for c in &cases {
        check(c);
    }
}

/// Action Razz: a player with a picture card anywhere among their seven cards beats one
/// without, whether or not it plays in the five (BARGE 2025 2.2); with it, Action
/// Razzdugi. And no player takes two odd chips of one pot (1.4, rule 2): the winner of
/// the high half, who took its odd chip, comes last for the odd chip of a tied low.
#[test]
fn face_hands_and_one_odd_chip_each() {
    let cases = [
        // The rulebook's three players: the queen and king make player 3 a face hand, and
        // a face nine (9-8-7-5-3) beats the better butt lows.
        Case {
            words: &[
                ("low", "P3", "nine-eight low, a face hand"),
                ("low", "P2", "eight-six low, no face card"),
            ],
            ..case(
                "action-razz",
                "",
                "P1: 2h 2d 3s 3c 4d 5s 7c / P2: Ah Ad 2s 4c 4h 6s 8c / P3: 3h 5d 7s 8d 9h Qs Kc",
                300,
                1,
                "P1 0, P2 0, P3 300",
                "BARGE 2025 2.2",
            )
        },
        // A king held but not played still makes a face hand.
        Case {
            words: &[("low", "A", "six-four low, a face hand")],
            ..case(
                "action-razz",
                "",
                "A: Ac 2c 3c 4c 6c Kc 7c / B: 2d 3h 5s 8d 9h Qs Td",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.2",
            )
        },
        case(
            "action-razzdugi",
            "",
            "A: Ac 2c 3c 4c 6c Kc 7c / B: 2d 3h 5s 8d 9h Qs Td",
            1075,
            25,
            "A 550, B 525",
            "BARGE 2025 2.3, 2.2, 1.4",
        ),
        case(
            "action-razzdugi",
            "",
            "A: Ah 2s 3c 4d 9d Ts Kc / B: As 2d 3h 4c Qh Jc Ks",
            1075,
            25,
            "A 800, B 275",
            "BARGE 2025 2.3, 2.2, 1.4",
        ),
        // Big O: A takes the high half and its odd chip alone, then ties B for the low:
        // that half's odd chip goes to B.
        case(
            "big-o",
            "Ah 2d 7c 9s Kh",
            "A: Kd Ks 3d 4s Qh / B: 3c 4c Qd Jd Tc",
            1075,
            25,
            "A 800, B 275",
            "BARGE 2025 2.9, 1.4",
        ),
    ];
    for c in &cases {
        check(c);
    }
}

/// Mexican Poker: 41 cards, a straight over the missing eights to tens, a flush above a
/// full house, and the joker a bug face up (an ace, or a card for a straight or flush)
/// but wholly wild when dealt face down (written `Jk*`).
#[test]
fn mexican_poker_settles_by_its_own_deck_and_joker() {
    let cases = [
        Case {
            words: &[("high", "A", "a straight, queen high")],
            ..case(
                "mexican poker",
                "",
                "A: 5c 6d 7h Js Qd / B: Kc Kd Ks 2c 3d",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.31",
            )
        },
        case(
            "mexican poker",
            "",
            "A: 2h 5h 7h Jh Kh / B: Ac Ad As Kc Kd",
            100,
            1,
            "A 100, B 0",
            "BARGE 2025 2.31",
        ),
        // Face up the joker is an ace here: a pair of kings loses to three queens...
        Case {
            words: &[("high", "A", "a pair of kings (with wild cards)")],
            ..case(
                "mexican poker",
                "",
                "A: Jk Kc Kd 7h 2s / B: Qc Qs Qd 3h 2d",
                100,
                1,
                "A 0, B 100",
                "BARGE 2025 2.31",
            )
        },
        // ...dealt face down it is a third king.
        Case {
            words: &[("high", "A", "three kings (with wild cards)")],
            ..case(
                "mexican poker",
                "",
                "A: Jk* Kc Kd 7h 2s / B: Qc Qs Qd 3h 2d",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.31",
            )
        },
        // The bug completes a flush.
        Case {
            words: &[("high", "A", "a flush, ace high (with wild cards)")],
            ..case(
                "mexican poker",
                "",
                "A: Jk 2h 5h 7h Qh / B: Qc Qs Qd 3h 3d",
                100,
                1,
                "A 100, B 0",
                "BARGE 2025 2.31",
            )
        },
    ];
    for c in &cases {
        check(c);
    }
}

/// The Chicagos: half the pot to the best high hand, half to the highest (High Chicago)
/// or lowest (Low Chicago, aces high) spade among a player's down cards, written first,
/// before a `|` and the up cards. Without a spade in the hole the high hand scoops.
#[test]
fn the_chicagos_read_the_spade_in_the_hole() {
    let cases = [
        Case {
            words: &[
                (
                    "highest spade in the hole",
                    "A",
                    "the ace of spades in the hole",
                ),
                ("high", "B", "three queens"),
            ],
            ..case(
                "high chicago",
                "",
                "A: As 2c 9h | Kd Kh 3d 7c / B: Qc Qd 5s | Qh 4d 6c Jd",
                100,
                1,
                "A 50, B 50",
                "Regulars 2012",
            )
        },
        // The ace of spades up does not count; the five of spades down does.
        case(
            "high chicago",
            "",
            "A: 2c 9h 3c | As Kd Kh 7c / B: Qc Qd 5s | Qh 4d 6c Jd",
            100,
            1,
            "A 0, B 100",
            "Regulars 2012",
        ),
        // Nobody holds a spade down: the high hand takes the whole pot.
        case(
            "high chicago",
            "",
            "A: 2c 9h 3c | As Kd Kh 7c / B: Qc Qd 5d | Qh 4d 6c Jd",
            101,
            1,
            "A 0, B 101",
            "Regulars 2012",
        ),
        Case {
            words: &[(
                "lowest spade in the hole",
                "A",
                "the deuce of spades in the hole",
            )],
            ..case(
                "low chicago",
                "",
                "A: 2s Ac 9h | Kd Kh 3d 7c / B: Qc Qd 5s | Qh 4d 6c Jd",
                101,
                1,
                "A 50, B 51",
                "Regulars 2012",
            )
        },
    ];
    for c in &cases {
        check(c);
    }
}

/// Round two: a scoop, a split with an odd chip, and a part nobody qualifies for or a tie,
/// for more split games, the declared home games of Poker by the Regulars among them.
#[test]
fn split_games_round_two() {
    let cases = [
        // Razzdugi: a tied razz half's odd chip to the highest card by suit (Kc over Td).
        Case {
            words: &[
                ("razz low", "A", "six-five low"),
                ("razz low", "B", "six-five low"),
                ("badugi", "A", "a two-card badugi 9-2"),
                ("badugi", "B", "a two-card badugi 8-2"),
                ("badugi", "C", "a four-card badugi 8-7-3-A"),
            ],
            ..case(
                "razzdugi",
                "",
                "A: 2c 3c 4c 5c 6c Kc 9h / B: 2d 3d 4d 5d 6d Td 8s / C: Ah 3s 7d 8c Kh Ks Kd",
                101,
                1,
                "A 26, B 25, C 50",
                "BARGE 2025 2.41, 1.4",
            )
        },
        // Stud High/Low No Qualifier: a flush scoops; a ten low takes half; tied lows by suit.
        Case {
            words: &[
                ("high", "A", "a flush, nine high"),
                ("high", "B", "two pair, queens and eights"),
                ("low", "A", "nine-seven low"),
                ("low", "B", "queen-jack low"),
            ],
            ..case(
                "stud-hi-lo-no-qualifier",
                "",
                "A: 2s 3s 5s 7s 9s Kd Kh / B: Qc Qd Js Ts 8c 8d 6h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.49",
            )
        },
        Case {
            words: &[
                ("high", "A", "kings full of nines"),
                ("low", "B", "ten-four low"),
            ],
            ..case(
                "stud-hi-lo-no-qualifier",
                "",
                "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2c 3d 4h Tc Td Jc",
                1075,
                25,
                "A 550, B 525",
                "BARGE 2025 2.49, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "aces full of kings"),
                ("low", "B", "ten-five low"),
                ("low", "C", "ten-five low"),
            ],
            ..case(
                "stud-hi-lo-no-qualifier",
                "",
                "A: Ac Ad As Kc Kd 9c 9d / B: 2c 3d 4h 5s Tc Qd Qh / C: 2d 3c 4s 5h Td Qs Jh",
                1075,
                25,
                "A 550, B 250, C 275",
                "BARGE 2025 2.49, 1.4",
            )
        },
        // Korean: a flush qualifies both ways (takes high, not low); all pairs: no low.
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "two pair, tens and fours"),
                ("high", "B", "a flush, nine high"),
                ("low", "B", "nine-seven low"),
                ("low", "C", "eight-six low"),
            ],
            ..case(
                "korean",
                "",
                "A: Tc Th 4d 4s 9c / B: 9h 7h 5h 3h 2h / C: 8c 6d 5s 3s 2c",
                101,
                1,
                "B 51, C 50, A 0",
                "BARGE 2025 2.27, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "a pair of kings"),
                ("high", "B", "a pair of queens"),
            ],
            ..case(
                "korean",
                "",
                "A: Kc Kd 7h 6s 2d / B: Qc Qd 9h 5s 3d",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.27",
            )
        },
        // Archie: a wheel scoops; fives do not qualify high, so the eight low takes it all.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("low", "A", "a wheel, five-four low"),
            ],
            ..case(
                "archie",
                "",
                "A: As 2d 3h 4c 5s / B: Kc Kd 7h 7s 9c",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.4",
            )
        },
        Case {
            words: &[("low", "B", "eight-six low")],
            ..case(
                "archie",
                "",
                "A: 5c 5d 9h Jc Kd / B: 8c 6d 4h 3s 2c",
                1000,
                25,
                "A 0, B 1000",
                "BARGE 2025 2.4",
            )
        },
        // Dramaha: a full house and three sevens scoop; a tied Omaha half's odd chip by button.
        Case {
            words: &[
                ("draw hand", "A", "aces full of sevens"),
                ("omaha hand", "A", "three sevens"),
                ("omaha hand", "B", "a pair of queens"),
            ],
            ..case(
                "dramaha",
                "2c 5h 7h Js Kd",
                "A: Ac Ad As 7c 7d / B: Qc Qd Tc 9d 3s",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.19",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("draw hand", "A", "deuces full of nines"),
                ("omaha hand", "B", "a pair of queens"),
                ("omaha hand", "C", "a pair of queens"),
            ],
            ..case(
                "dramaha",
                "Qs 8d 4c 3h Th",
                "A: 2s 2c 2h 9c 9h / B: Qc 6s 5s Kd 7c / C: Qh 6c 5c Kc 7d",
                1075,
                25,
                "B 275, C 250, A 550",
                "BARGE 2025 2.19, 1.4",
            )
        },
        // Hold'em High/Low: a flush and a seven low scoop; the odd chip high, not by button.
        Case {
            words: &[
                ("high", "A", "a flush, ace high"),
                ("high", "B", "three kings"),
                ("low", "A", "seven-four low"),
            ],
            ..case(
                "holdem-hi-lo",
                "3h 4h 7c Ks Qh",
                "A: Ah 2h / B: Kd Kc",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.52",
            )
        },
        Case {
            button: Some("A"),
            words: &[("high", "A", "three kings"), ("low", "B", "seven-four low")],
            ..case(
                "holdem-hi-lo",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks / B: 3c 4s",
                1075,
                25,
                "B 525, A 550",
                "BARGE 2025 2.52, 1.4",
            )
        },
        // Omaha X or Better: a nine low plays on a 10, a queen low on a 12; a 4 rolled, no low.
        Case {
            x: Some(10),
            words: &[("high", "A", "four kings"), ("low", "A", "nine-seven low")],
            ..case(
                "omaha-x-or-better",
                "9h 6d 4c Ks Kc",
                "A: Kd Kh 3s 7s / B: Qd Qh Jd Js",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.37",
            )
        },
        Case {
            button: Some("A"),
            x: Some(12),
            words: &[
                ("high", "A", "a straight, king high"),
                ("low", "A", "queen-ten low"),
                ("low", "B", "nine-five low"),
            ],
            ..case(
                "omaha-x-or-better",
                "Qh Jd 9c 5s 2h",
                "A: Qc Qs Kd Td / B: Ac 3d 8h 8s",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.37, 1.4",
            )
        },
        Case {
            x: Some(4),
            words: &[
                ("high", "A", "three kings"),
                ("low", "B", "seven-five low (not four or better)"),
            ],
            ..case(
                "omaha-x-or-better",
                "Ah 2d 3c 4s Kh",
                "A: Kd Ks 9c 9d / B: 5c 7d Qd Jh",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.37",
            )
        },
        // Binglaha, low in play: a flush and an eight low scoop; odd chip high; no board low.
        Case {
            parts: &["Low"],
            words: &[
                ("high", "A", "a flush, ace high"),
                ("low", "A", "eight-five low"),
                ("low", "B", "eight-six low"),
            ],
            ..case(
                "binglaha",
                "3h 5h 8c Jd Kh",
                "A: Ah 2h Kc Ks / B: 4c 6c Qd Qs",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.10",
            )
        },
        Case {
            button: Some("A"),
            parts: &["Low"],
            words: &[("high", "A", "three kings"), ("low", "B", "seven-four low")],
            ..case(
                "binglaha",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qh Jh / B: 3d 4s Qd Jd",
                1075,
                25,
                "B 525, A 550",
                "BARGE 2025 2.10, 1.4",
            )
        },
        Case {
            parts: &["Low"],
            words: &[
                ("high", "A", "a straight, ace high"),
                ("low", "B", "nine-eight low (not eight or better)"),
            ],
            ..case(
                "binglaha",
                "Ah Kd Qc 9s 8h",
                "A: Kc Ks Jd Td / B: 2c 3c 4d 5d",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.10",
            )
        },
        // Sohe: one hand takes both halves; a tied hold'em half's odd chip by the button.
        Case {
            words: &[
                ("omaha hand (four cards)", "A", "three kings"),
                ("hold'em hand (two cards)", "A", "three aces"),
                ("hold'em hand (two cards)", "B", "three nines"),
            ],
            ..case(
                "sohe",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qc Jc | As Ad / B: Qh Qd Jh Th | 9c 9d",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.46",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("omaha hand (four cards)", "A", "three kings"),
                ("hold'em hand (two cards)", "B", "a pair of nines"),
                ("hold'em hand (two cards)", "C", "a pair of nines"),
            ],
            ..case(
                "sohe",
                "Ah 2d 7c 9s Kh",
                "A: Kd Ks Qc Jc | 3c 4c / B: Qh Qd 5s 6s | 9c 8d / C: Jh Jd 4s 3s | 9d 8c",
                1075,
                25,
                "B 275, C 250, A 550",
                "BARGE 2025 2.46, 1.4",
            )
        },
        // Chowaha: a broadway on the top line and a seven low split, odd chip high; no low.
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "a straight, ace high"),
                ("high", "B", "two pair, eights and threes"),
                ("low", "B", "seven-six low"),
            ],
            ..case(
                "chowaha",
                "Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh",
                "A: Kc Qd / B: 3d 6h",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.12, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "aces full of kings"),
                ("low", "B", "jack-eight low (not eight or better)"),
            ],
            ..case(
                "chowaha",
                "Ah Kc Qd | 9s 9h Th | Jc 8d 2s | Td Jd | Ks",
                "A: As Ac / B: 3h 4h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.12",
            )
        },
        // Scrotum: five kept cards play alone; one kept card plays four of the board; no low.
        Case {
            words: &[
                ("high", "A", "a straight flush, five high"),
                ("high", "B", "four kings"),
                ("low", "A", "a wheel, five-four low"),
            ],
            ..case(
                "scrotum",
                "Kc Kd Qh Jh 9c",
                "A: As 2s 3s 4s 5s / B: Kh Ks",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.43",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "a pair of kings"),
                ("low", "B", "eight-five low"),
            ],
            ..case(
                "scrotum",
                "Ah 2d 7c 9s Kh",
                "A: Ks / B: 3d 4s 5h 8h",
                101,
                1,
                "B 50, A 51",
                "BARGE 2025 2.43, 1.4",
            )
        },
        Case {
            words: &[
                ("high", "A", "three kings"),
                ("high", "B", "nine high"),
                ("low", "B", "nine-five low (not eight or better)"),
            ],
            ..case(
                "scrotum",
                "Ah 6d 7c 8s Kh",
                "A: Kd Ks / B: 2c 3c 4d 5d 9h",
                1000,
                25,
                "A 1000, B 0",
                "BARGE 2025 2.43",
            )
        },
        // Mississippi Studugi: a straight and a 4-3-2-A badugi scoop; the odd chip high.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("badugi", "A", "a four-card badugi 4-3-2-A"),
                ("badugi", "B", "a four-card badugi Q-T-9-6"),
            ],
            ..case(
                "mississippi-studugi",
                "",
                "A: Ac 2d 3h 4s 5c Kd Kh / B: Qc Qd Js Ts 9c 9d 6h",
                1000,
                25,
                "A 1000, B 0",
                "EMBARGO 2011 Mississippi Studugi",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "kings full of nines"),
                ("badugi", "A", "a four-card badugi K-Q-J-9"),
                ("badugi", "B", "a four-card badugi 4-3-2-A"),
            ],
            ..case(
                "mississippi-studugi",
                "",
                "A: Kc Kd Ks 9h 9s Qc Jd / B: Ac 2s 3d 4h 8c Tc Jc",
                1075,
                25,
                "B 525, A 550",
                "EMBARGO 2011 Mississippi Studugi, BARGE 2025 1.4",
            )
        },
        // Anaha (declared): both ways scoops; a nine low takes half; both ways ties high.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("high", "B", "three queens"),
                ("low", "A", "a wheel, five-four low"),
                ("low", "C", "eight-six low"),
            ],
            ..case(
                "anaha",
                "Ah 2d 7c 9s Kh",
                "A (both): 3c 4c 5d Kd / B (high): Qc Qd Qs Jh / C (low): 3s 6h 8h Td",
                1000,
                25,
                "A 1000, B 0, C 0",
                "Regulars 2012",
            )
        },
        Case {
            words: &[("high", "A", "three kings"), ("low", "B", "nine-eight low")],
            ..case(
                "anaha",
                "Ah 2d 7c 9s Kh",
                "A (high): Kd Ks Qh Jh / B (low): Tc 9d 8c 6d / C (high): 3s 4s 6s Jc",
                1075,
                25,
                "A 550, B 525, C 0",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "a straight, five high"),
                ("high", "B", "a straight, five high"),
                ("low", "A", "a wheel, five-four low"),
                ("low", "C", "eight-six low"),
            ],
            ..case(
                "anaha",
                "Ah 2d 7c 9s Kh",
                "A (both): 3c 4c 5d Qs / B (high): 3d 4d 5h Jc / C (low): 3s 6s 8s Td",
                101,
                1,
                "B 26, C 0, A 75",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        // Juneau (declared): both ways scoops; a ten low takes half; a tied low.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("high", "B", "three queens"),
                ("low", "A", "a wheel, five-four low"),
                ("low", "C", "nine-eight low"),
            ],
            ..case(
                "juneau",
                "",
                "A (both): As 2d 3h 4c 5s Kd Kh / B (high): Qc Qd Qh Js Ts 3c 2c / C (low): 4h 6c 7d 8h 9s Tc Jd",
                1000,
                25,
                "A 1000, B 0, C 0",
                "Regulars 2012",
            )
        },
        Case {
            words: &[
                ("high", "A", "kings full of nines"),
                ("low", "B", "ten-four low"),
                ("low", "C", "jack-six low"),
            ],
            ..case(
                "juneau",
                "",
                "A (high): Kc Kd Ks 9h 9s Qc Jd / B (low): Ac 2c 3d 4h Tc Td Jc / C (low): 2h 3s 5d 6c Jh Qh Kh",
                1075,
                25,
                "A 550, B 525, C 0",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        Case {
            button: Some("A"),
            words: &[
                ("high", "A", "aces full of sevens"),
                ("low", "B", "seven-five low"),
                ("low", "C", "seven-five low"),
            ],
            ..case(
                "juneau",
                "",
                "A (high): Ac Ad As 7s 7c Tc Jd / B (low): 2c 3d 4h 5s 7d Ks Qd / C (low): 2d 3c 4s 5h 7h Kh Qh",
                1075,
                25,
                "B 275, C 250, A 550",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        // Spellunking (declared): both ways scoops; a high and a low; a tied high.
        Case {
            words: &[
                ("high", "A", "a straight, five high"),
                ("high", "B", "two pair, kings and sevens"),
                ("low", "A", "a wheel, five-four low"),
                ("low", "C", "eight-six low"),
            ],
            ..case(
                "spellunking",
                "",
                "A (both): As 2h 3d 4s 5c / B (high): Kc Kd 7h 7s 2d / C (low): 8c 6d 4h 3c 2c",
                1000,
                25,
                "A 1000, B 0, C 0",
                "Regulars 2012",
            )
        },
        Case {
            words: &[
                ("high", "A", "a pair of aces"),
                ("high", "C", "a pair of kings"),
                ("low", "B", "nine-eight low"),
            ],
            ..case(
                "spellunking",
                "",
                "A (high): Ah Ad 9c 7s 3d / B (low): 9h 8d 6s 4c 2h / C (high): Kc Kd Qh Js 5h",
                101,
                1,
                "A 51, B 50, C 0",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        Case {
            button: Some("C"),
            words: &[
                ("high", "A", "a straight, nine high"),
                ("high", "B", "a straight, nine high"),
                ("low", "C", "king-four low"),
            ],
            ..case(
                "spellunking",
                "",
                "A (high): 9s 8h 7d 6c 5s / B (high): 9h 8c 7s 6d 5h / C (low): Ac 2d 3c 4h Kd",
                101,
                1,
                "A 26, B 25, C 50",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        // Anaconda (declared): a flush both ways scoops; a split; both ways ties low.
        Case {
            words: &[
                ("high", "A", "a flush, eight high"),
                ("high", "B", "three kings"),
                ("low", "A", "eight-six low"),
                ("low", "C", "eight-seven low"),
            ],
            ..case(
                "anaconda",
                "",
                "A (both): 8h 6h 4h 3h 2h / B (high): Kc Kd Ks 9c 7d / C (low): 8c 7c 5d 4s 3s",
                1000,
                25,
                "A 1000, B 0, C 0",
                "Regulars 2012",
            )
        },
        Case {
            words: &[
                ("high", "A", "queens full of fives"),
                ("high", "C", "two pair, nines and sixes"),
                ("low", "B", "seven-five low"),
            ],
            ..case(
                "anaconda",
                "",
                "A (high): Qc Qd Qh 5c 5d / B (low): 7s 5h 4d 3c 2s / C (both): 9s 9h 6c 6d 2d",
                1075,
                25,
                "A 550, B 525, C 0",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        Case {
            button: Some("C"),
            words: &[
                ("high", "A", "a flush, seven high"),
                ("low", "A", "seven-five low"),
                ("low", "B", "seven-five low"),
            ],
            ..case(
                "anaconda",
                "",
                "A (both): 7h 5h 4h 3h 2h / B (low): 7c 5d 4s 3c 2d / C (high): Kc Kd Ks Qc 9d",
                1075,
                25,
                "A 800, B 275, C 0",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        // Two lows alike to their last card are named to every card, so the
        // words say why Ann's 8-6-5-4-2 takes the pot from Bob's 8-6-5-4-3.
        Case {
            words: &[
                ("low", "Ann", "eight-six-five-four-deuce low"),
                ("low", "Bob", "eight-six-five-four-three low"),
            ],
            ..case(
                "razz",
                "",
                "Ann: 8c 6d 4s 5h 2c Kc Kd / Bob: 8d 6s 4h 5d 3c Qc Qd",
                10,
                1,
                "Ann 10, Bob 0",
                "001 Appendix A (a low read as a number)",
            )
        },
        // Both ways with the best high (a six-high straight) but beaten for low
        // by a wheel takes nothing; the high half goes to the best hand among the others
        // who played high, the low half to the wheel.
        Case {
            words: &[
                ("high", "Cid", "two pair, kings and queens"),
                ("low", "Bob", "a wheel, five-four low"),
            ],
            ..case(
                "anaconda",
                "",
                "Ann (both): 6c 5d 4h 3s 2s / Bob (low): 4c 3d 2c Ah 5h / Cid (high): Kc Kd Qh Qs 7d",
                100,
                1,
                "Ann 0, Bob 50, Cid 50",
                "Poker FAQ (declaring both ways)",
            )
        },
        // Everyone went both ways and nobody won both: settled as if nobody had declared.
        case(
            "anaconda",
            "",
            "Ann (both): 6c 5d 4h 3s 2s / Bob (both): 4c 3d 2c Ah 5h / Cid (both): Kc Kd Qh Qs 7d",
            100,
            1,
            "Ann 50, Bob 50, Cid 0",
            "Poker FAQ (declaring both ways)",
        ),
        // Jackal (declared; aces count low only, none here): scoop; split; tied high.
        Case {
            words: &[
                ("high", "A", "a straight, six high"),
                ("low", "A", "six-five low"),
                ("low", "C", "seven-five low"),
            ],
            ..case(
                "jackal",
                "",
                "A (both): 6c 5d 4h 3s 2c / B (high): Kc Kd 9s 9h 7c / C (low): 7d 5h 4c 3d 2d",
                1000,
                25,
                "A 1000, B 0, C 0",
                "Regulars 2012",
            )
        },
        Case {
            words: &[
                ("high", "A", "two pair, queens and eights"),
                ("high", "C", "a pair of kings"),
                ("low", "B", "seven-six low"),
            ],
            ..case(
                "jackal",
                "",
                "A (high): Qc Qd 8s 8h 3c / B (low): 7s 6h 4d 3h 2s / C (high): Kc Kh 9d 5c 4c",
                101,
                1,
                "A 51, B 50, C 0",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
        Case {
            button: Some("B"),
            words: &[
                ("high", "A", "two pair, kings and nines"),
                ("high", "B", "two pair, kings and nines"),
                ("low", "C", "eight-six low"),
            ],
            ..case(
                "jackal",
                "",
                "A (high): Ks Kh 9s 9h 7c / B (high): Kc Kd 9c 9d 7d / C (low): 8s 6h 4d 3h 2s",
                101,
                1,
                "C 50, A 26, B 25",
                "Regulars 2012, BARGE 2025 1.4",
            )
        },
    ];
    for c in &cases {
        check(c);
    }
}

/// Jackal plays its high half with the ace low only: a pair of aces is the lowest pair,
/// 10-J-Q-K-A is no straight, an ace is the lowest card (Regulars 2012).
#[test]
fn jackal_plays_the_ace_low_only() {
    let hands = [
        // The deuces beat the aces.
        (
            "A (high): Ac Ad 9s 7h 3c / B (high): 2c 2d 9c 7s 4h / C (low): 8s 6h 5d 3h 2s",
            "A 0, B 51, C 50",
            "a pair of aces",
        ),
        // King high, not a straight: the nines win.
        (
            "A (high): Ah Kd Qs Jc Tc / B (high): 9c 9d 8c 7s 4h / C (low): 8s 6h 5d 3h 2s",
            "A 0, B 51, C 50",
            "king high",
        ),
        // The ace is A's lowest card: K-Q-J-9-8 beats K-Q-J-9-A.
        (
            "A (high): As Kd Qs Jc 9c / B (high): Kc Qd Js 9h 8d / C (low): 8s 6h 5d 3h 2s",
            "A 0, B 51, C 50",
            "king high",
        ),
    ];
    for (hands, want, words) in hands {
        let c = case("jackal", "", hands, 101, 1, want, "Regulars 2012");
        let j = super::judge::judge(
            crate::catalog::Catalog::shared(),
            &super::judge_tests::request(&c),
        )
        .unwrap();
        let high = &j.pots[0].parts[0];
        assert!(
            high.hands.get("A").is_some_and(|w| w == words),
            "{:?}",
            high.hands
        );
        check(&c);
    }
    assert_eq!(
        super::eval::high_words(&super::eval::high5_ace_low(
            &["Ac", "2d", "3h", "4s", "5c"].map(|t| t.parse().unwrap())
        )),
        "a straight, five high"
    );
}
