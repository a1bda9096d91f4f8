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
                ("low", "A", "seven-six low"),
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
