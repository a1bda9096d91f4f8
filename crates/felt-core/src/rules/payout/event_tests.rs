//! The payouts panel against events with and without money, tables, the curve and locks.

use super::*;
use crate::structure::parse_structure;
use proptest::prelude::*;

const HEAD: &str = r#"
name = "Test Event"
starting_stack = 30000
table_size = 9
level_minutes = 30
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
game = "nlh"
stakes = "100/200/200"
"#;

const BARGE: &str = r#"
money = { currency = "USD", buy_in = 25000, fee = 2500 }
payouts = { table = "barge-2025", increment = 500 }
"#;

fn structure(rules: &str) -> Structure {
    // Top-level keys must come before the first table, so the rules go first.
    parse_structure("t.toml", &format!("{rules}{HEAD}"))
        .unwrap_or_else(|e| panic!("test structure does not parse: {e:?}"))
        .structure
}

/// The panel in one line: "paid P left L next N [bubble] [itm] [locked] | amounts |
/// basis | warning", so a case reads like what the display shows.
fn summary(v: &PayoutsView) -> String {
    let mut flags = format!("paid {} left {}", v.paid, v.players_left);
    if let Some(n) = v.next_place {
        flags += &format!(" next {n}");
    }
    for (on, word) in [
        (v.bubble, "bubble"),
        (v.in_the_money, "itm"),
        (v.locked, "locked"),
    ] {
        if on {
            flags += &format!(" {word}");
        }
    }
    let amounts: Vec<String> = v.places.iter().map(|p| p.amount.to_string()).collect();
    let amounts = if amounts.is_empty() {
        "-".to_string()
    } else {
        amounts.join(",")
    };
    format!(
        "{flags} | {amounts} | {} | {}",
        v.basis,
        v.warning.as_deref().unwrap_or("-")
    )
}

fn check(
    rules: &str,
    pool: u64,
    entries: u32,
    left: u32,
    lock: Option<&LockedPayouts>,
    want: &str,
) {
    let s = structure(rules);
    let input = PayoutsInput {
        pool,
        entries,
        players_left: left,
        locked: lock,
    };
    let got = payouts_view(&s, input).map_or("none".to_string(), |v| {
        invariants(&v, pool, lock.is_some()).unwrap_or_else(|e| panic!("{e}: {v:?}"));
        summary(&v)
    });
    assert_eq!(got, want, "{entries} entries, pool {pool}, {left} left");
}

/// What every panel must satisfy: places numbered from 1, prizes never increasing and
/// adding up to the pool (unless locked), the bubble and the money never at once, and
/// the next place always one that is paid.
fn invariants(v: &PayoutsView, pool: u64, locked: bool) -> Result<(), String> {
    if v.paid as usize != v.places.len() {
        return Err(format!("paid {} but {} places", v.paid, v.places.len()));
    }
    if let Some(i) = v.places.iter().zip(1u32..).position(|(p, n)| p.place != n) {
        return Err(format!("place {} is numbered {}", i + 1, v.places[i].place));
    }
    if v.places.windows(2).any(|w| w[1].amount > w[0].amount) {
        return Err("a prize increases down the list".into());
    }
    let sum: u64 = v.places.iter().map(|p| p.amount).sum();
    if !locked && !v.places.is_empty() && sum != pool {
        return Err(format!("prizes add up to {sum}, not the pool {pool}"));
    }
    if v.bubble && v.in_the_money {
        return Err("on the bubble and in the money at once".into());
    }
    if v.next_place.is_some_and(|n| n == 0 || n > v.paid) {
        return Err(format!("next place {:?} is not paid", v.next_place));
    }
    Ok(())
}

#[test]
fn table_rows_bubble_and_money() {
    let barge = "BARGE unified payouts (2025)";
    // 41 entries at $225 to the pool: $9,225.
    let row = format!("{barge}, row for 36-47 entries");
    let cases = [
        (
            41,
            41,
            format!("paid 6 left 41 next 6 | 286000,203000,157000,120000,92000,64500 | {row} | -"),
        ),
        (
            41,
            8,
            format!("paid 6 left 8 next 6 | 286000,203000,157000,120000,92000,64500 | {row} | -"),
        ),
        (
            41,
            7,
            format!(
                "paid 6 left 7 next 6 bubble | 286000,203000,157000,120000,92000,64500 | {row} | -"
            ),
        ),
        (
            41,
            6,
            format!(
                "paid 6 left 6 next 6 itm | 286000,203000,157000,120000,92000,64500 | {row} | -"
            ),
        ),
        (
            41,
            2,
            format!(
                "paid 6 left 2 next 2 itm | 286000,203000,157000,120000,92000,64500 | {row} | -"
            ),
        ),
        (
            41,
            1,
            format!(
                "paid 6 left 1 next 1 itm | 286000,203000,157000,120000,92000,64500 | {row} | -"
            ),
        ),
        (
            41,
            0,
            format!("paid 6 left 0 | 286000,203000,157000,120000,92000,64500 | {row} | -"),
        ),
        (
            3,
            3,
            format!("paid 1 left 3 next 1 | 67500 | {barge}, row for 1-4 entries | -"),
        ),
        (
            3,
            2,
            format!("paid 1 left 2 next 1 bubble | 67500 | {barge}, row for 1-4 entries | -"),
        ),
        (
            0,
            0,
            format!("paid 0 left 0 | - | {barge}, row for 1-4 entries | -"),
        ),
    ];
    for (entries, left, want) in cases {
        check(
            BARGE,
            u64::from(entries) * 22_500,
            entries,
            left,
            None,
            &want,
        );
    }
}

#[test]
fn the_curve_pays_fields_beyond_the_table_and_events_that_ask_for_it() {
    let beyond = "payout curve (the field is beyond the rows of BARGE unified payouts (2025))";
    let s = structure(BARGE);
    let input = PayoutsInput {
        pool: 200 * 22_500,
        entries: 200,
        players_left: 31,
        locked: None,
    };
    let v = payouts_view(&s, input).unwrap();
    invariants(&v, input.pool, false).unwrap();
    assert_eq!((v.basis.as_str(), v.paid, v.bubble), (beyond, 30, true));
    assert!(v.places.iter().all(|p| p.amount % 500 == 0 || p.place == 1));

    // No table named: the curve for every field, its min-cash from the buy-in.
    let curve = "money = { currency = \"EUR\", buy_in = 10000, fee = 1000 }\npayouts = { increment = 100 }\n";
    let s = structure(curve);
    for entries in [1u32, 10, 100, 1_000, 10_000] {
        let pool = u64::from(entries) * 9_000;
        let input = PayoutsInput {
            pool,
            entries,
            players_left: entries,
            locked: None,
        };
        let v = payouts_view(&s, input).unwrap();
        invariants(&v, pool, false).unwrap_or_else(|e| panic!("{entries}: {e}"));
        assert_eq!(v.basis, "payout curve", "{entries}");
        assert_eq!(v.paid, (entries * 15).div_ceil(100), "{entries}");
        assert_eq!(v.currency.as_deref(), Some("EUR"));
    }
}

#[test]
fn events_without_money_or_payouts_have_no_panel_and_bad_rules_say_why() {
    check("", 10_000, 10, 10, None, "none");
    check(
        "money = { currency = \"USD\", buy_in = 1000 }\n",
        10_000,
        10,
        10,
        None,
        "none",
    );
    check(
        "payouts = { table = \"barge-2025\" }\n",
        10_000,
        10,
        10,
        None,
        "none",
    );
    check(
        "money = { currency = \"USD\", buy_in = 1000 }\npayouts = { table = \"wsop\" }\n",
        10_000,
        10,
        10,
        None,
        "paid 0 left 10 | - | no payouts | no payout table named \"wsop\"; known tables: barge-2025, standard-15",
    );
    // Nine places paid by the curve cannot each get a $5 increment out of a $20 pool: it
    // pays the four it can (no place is paid 0).
    check(
        "money = { currency = \"USD\", buy_in = 200 }\npayouts = { increment = 500 }\n",
        2_000,
        60,
        60,
        None,
        "paid 4 left 60 next 4 | 500,500,500,500 | payout curve | -",
    );
}

#[test]
fn locked_payouts_stay_and_a_changed_pool_is_pointed_out() {
    let lock = LockedPayouts {
        entries: 41,
        prizes: vec![286_000, 203_000, 157_000, 120_000, 92_000, 64_500],
    };
    let amounts = "286000,203000,157000,120000,92000,64500";
    let basis = "BARGE unified payouts (2025), row for 36-47 entries; locked";
    check(
        BARGE,
        922_500,
        41,
        7,
        Some(&lock),
        &format!("paid 6 left 7 next 6 bubble locked | {amounts} | {basis} | -"),
    );
    check(
        BARGE,
        967_500,
        43,
        5,
        Some(&lock),
        &format!(
            "paid 6 left 5 next 5 itm locked | {amounts} | {basis} | payouts were locked at 41 entries (pool $9,225); the pool is now $9,675"
        ),
    );
}

proptest! {
    #[test]
    fn every_field_size_gives_a_consistent_panel(
        entries in 1u32..400,
        left_share in 0u32..=100,
        per_entry in 100u64..50_000,
        standard in any::<bool>(),
    ) {
        let table = if standard { "standard-15" } else { "barge-2025" };
        let s = structure(&format!(
            "money = {{ currency = \"USD\", buy_in = 25000 }}\npayouts = {{ table = \"{table}\", increment = 100 }}\n"
        ));
        let pool = u64::from(entries) * per_entry;
        let left = entries * left_share / 100;
        let v = payouts_view(&s, PayoutsInput { pool, entries, players_left: left, locked: None }).unwrap();
        if v.warning.is_none() {
            prop_assert!(invariants(&v, pool, false).is_ok(), "{:?}", invariants(&v, pool, false));
            prop_assert_eq!(v.bubble, left == v.paid + 1);
            prop_assert_eq!(v.in_the_money, left >= 1 && left <= v.paid);
        }
    }
}

/// The panel's lines: equal prizes in a row are one line, money in words, the line the
/// next prize goes to and the lines already won.
#[test]
fn places_paid_the_same_read_as_one_line() {
    let place = |place, amount| PlaceLine { place, amount };
    let places = [
        place(1, 500_000),
        place(2, 300_000),
        place(3, 100_000),
        place(4, 100_000),
        place(5, 100_000),
        place(6, 50_000),
    ];
    let say = |(mut rows, currency): (Vec<PayoutRow>, &str)| -> Vec<String> {
        say_rows(&mut rows, currency, Locale::ENGLISH);
        rows.iter()
            .map(|r| {
                format!(
                    "{} {}{}{}",
                    r.label,
                    r.amount_text,
                    if r.next { " next" } else { "" },
                    if r.won { " won" } else { "" }
                )
            })
            .collect()
    };
    // Seven left, six paid: the next prize is the last one.
    assert_eq!(
        say((rows(&places, Some(6), false, &[]), "USD")),
        [
            "1st $5,000",
            "2nd $3,000",
            "3rd-5th $1,000",
            "6th $500 next"
        ]
    );
    // Four left in the money: 5th and 6th are won, the next player out takes 4th.
    assert_eq!(
        say((rows(&places, Some(4), true, &[]), "EUR")),
        [
            "1st €5,000",
            "2nd €3,000",
            "3rd-5th €1,000 next",
            "6th €500 won"
        ]
    );
    assert!(rows(&[], None, false, &[]).is_empty());
}

/// A structure pays by the house's own table, or by the curve with its own
/// settings, and a shootout pays by round reached.
#[test]
fn house_tables_curve_settings_and_shootouts() {
    let money = r#"money = { currency = "USD", buy_in = 10000, fee = 0 }"#;
    let house = format!(
        "{money}\npayouts = {{ title = \"Club table\", increment = 100, row = [\
         {{ entries = [1, 1], shares_bp = [10000] }}, \
         {{ entries = [2, 10], shares_bp = [7000, 3000] }}, \
         {{ entries = [11, 30], shares_bp = [5000, 3000, 2000] }}] }}\n"
    );
    let curve = format!(
        "{money}\npayouts = {{ increment = 100, curve = {{ paid_percent = 20, top_share_bp = 4000 }} }}\n"
    );
    let shootout = format!(
        "{money}\npayouts = {{ table = \"barge-2025\", increment = 500 }}\n\
         special = {{ shootout = {{ advance = 1, rounds = 2, pay = \"by-round\" }} }}\n"
    );
    let by_place = shootout.replace(", pay = \"by-round\"", "");
    // Rules, entries, players left, and the panel.
    let cases: [(&str, u32, u32, &str); 6] = [
        (
            &house,
            8,
            8,
            "paid 2 left 8 next 2 | 56000,24000 | Club table, row for 2-10 entries | -",
        ),
        (
            &house,
            20,
            4,
            "paid 3 left 4 next 3 bubble | 100000,60000,40000 | Club table, row for 11-30 entries | -",
        ),
        (
            &house,
            31,
            31,
            "paid 5 left 31 next 5 | 150500,69100,41900,28300,20200 | payout curve (the field is beyond the rows of Club table) | -",
        ),
        (
            &curve,
            50,
            50,
            "paid 10 left 50 next 10 | 200100,80800,49900,36500,29400,25000,22100,20100,18600,17500 | payout curve | -",
        ),
        (
            &shootout,
            70,
            70,
            "paid 8 left 70 next 8 | 188000,137500,108500,86500,64500,50500,36000,28500 | BARGE unified payouts (2025), row for 65-72 entries; shootout, paid by round reached | -",
        ),
        // The same shootout paying by place: the table's row as it stands.
        (
            &by_place,
            70,
            70,
            "paid 9 left 70 next 9 | 182000,133000,105000,84000,63000,49000,35000,28000,21000 | BARGE unified payouts (2025), row for 65-72 entries | -",
        ),
    ];
    for (rules, entries, left, want) in cases {
        check(
            rules,
            u64::from(entries) * 10_000,
            entries,
            left,
            None,
            want,
        );
    }
}

/// A $100 shootout of `rounds` rounds, one advancing from each table and paid by round,
/// and a field of `entries` all still in.
fn shootout_of(rounds: u32, entries: u32) -> (Structure, PayoutsInput<'static>) {
    let rules = format!(
        "money = {{ currency = \"USD\", buy_in = 10000, fee = 0 }}\n\
         payouts = {{ increment = 100 }}\n\
         special = {{ shootout = {{ advance = 1, rounds = {rounds}, pay = \"by-round\" }} }}\n"
    );
    let input = PayoutsInput {
        pool: u64::from(entries) * 10_000,
        entries,
        players_left: entries,
        locked: None,
    };
    (structure(&rules), input)
}

/// A three-round shootout: the final table by place, everyone out in round 2 alike and on
/// one line of the panel that says so; round 1 is not paid.
#[test]
fn a_three_round_shootout_pays_the_second_round_alike() {
    let (s, input) = shootout_of(3, 300);
    let reach = shootout_reach(&s, 300).unwrap().unwrap();
    let v = payouts_view(&s, input).unwrap();
    invariants(&v, input.pool, false).unwrap();
    let lines: Vec<String> = v
        .rows
        .iter()
        .map(|r| {
            format!(
                "{} {} {}",
                r.label,
                r.amount_text,
                r.round.as_deref().unwrap_or("-")
            )
        })
        .collect();
    assert_eq!(reach, [300, 34, 4]);
    assert_eq!(
        lines,
        [
            "1st $7,064 -",
            "2nd $3,551 -",
            "3rd $2,380 -",
            "4th $1,795 -",
            "5th-34th $507 out in round 2"
        ]
    );
}

/// A shootout paid by round whose rounds cannot hold the field says so on the panel and
/// pays nothing, rather than paying by place as if it were no shootout.
#[test]
fn a_shootout_whose_rounds_cannot_hold_the_field_says_why() {
    let (s, input) = shootout_of(2, 100);
    assert!(shootout_reach(&s, 100).is_err());
    let v = payouts_view(&s, input).unwrap();
    let warning = v.warning.expect("a warning");
    assert!(
        warning.starts_with("no prizes yet: the shootout's rounds cannot hold 100 entries"),
        "{warning}"
    );
    assert!(v.places.is_empty());
    // One entry short of a second round is no fault: nothing to lay out yet.
    assert_eq!(shootout_reach(&s, 1), Ok(None));
}

/// A draft with a level in each kind of stakes, breaks with and without a colour-up, and
/// payouts: what the editor is told about it.
const EDITOR_DRAFT: &str = r#"
number = 7
name = "Sunday Stack"
starting_stack = 30000
table_size = 9
level_minutes = 20
money = { currency = "EUR", buy_in = 11000, fee = 1000 }
payouts = { table = "barge-2025", increment = 500 }
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
[[chips]]
value = 1000
color = "yellow"
[[levels]]
game = "nlh"
stakes = "100/200"
[[levels]]
game = "nlh"
stakes = "1000/2000/2000"
minutes = 90
[[levels]]
break_minutes = 15
race_off = [25]
[[levels]]
game = "nlh"
stakes = "1500/3000/3000"
[[levels]]
break_minutes = 10
"#;

fn editor_check(l: Locale) -> draft::DraftCheck {
    let doc = draft::read("t.toml", EDITOR_DRAFT).unwrap();
    let check = check_draft(&doc, l);
    assert!(check.ok(), "{:?}", check.findings);
    check
}

#[test]
fn the_editor_words_a_draft_in_english_as_before() {
    let c = editor_check(Locale::ENGLISH);
    assert_eq!(
        c.derived,
        [
            "Level 1: No-Limit Hold'em, Blinds 100/200, 20 min",
            "Level 2: No-Limit Hold'em, Blinds 1,000/2,000, big blind ante 2,000, 1 h 30 min",
            "Break 15 min, colour up the 25",
            "Level 3: No-Limit Hold'em, Blinds 1,500/3,000, big blind ante 3,000, 20 min",
            "Break 10 min",
        ]
    );
    assert_eq!(
        c.summary.as_deref(),
        Some("#7 Sunday Stack: 3 levels, 2 breaks")
    );
    assert_eq!(
        c.payouts[2],
        "50 entries, pool €5,000: 1st €1,400, 2nd €1,050, 3rd €800, 4th €650, 5th €500, 6th €350, … 7 places paid (BARGE unified payouts (2025), row for 48-55 entries)"
    );
}

#[test]
fn the_editor_words_a_draft_in_german_and_french() {
    use crate::lang::Language;
    let de = editor_check(Locale::of(Language::German));
    assert_eq!(
        de.derived,
        [
            "Level 1: No-Limit Hold'em, Blinds 100/200, 20 min",
            "Level 2: No-Limit Hold'em, Blinds 1.000/2.000, Big-Blind-Ante 2.000, 1 h 30 min",
            "Pause 15 min, Chips entfernen: 25",
            "Level 3: No-Limit Hold'em, Blinds 1.500/3.000, Big-Blind-Ante 3.000, 20 min",
            "Pause 10 min",
        ]
    );
    assert_eq!(
        de.summary.as_deref(),
        Some("#7 Sunday Stack: 3 Level, 2 Pausen")
    );
    assert_eq!(
        de.payouts[0],
        "10 Einträge, Preispool 1.000\u{a0}€: 1. 500\u{a0}€, 2. 300\u{a0}€, 3. 200\u{a0}€ \
         (BARGE unified payouts (2025), Zeile für 9–15 Einträge)"
    );
    assert_eq!(
        de.payouts[2],
        "50 Einträge, Preispool 5.000\u{a0}€: 1. 1.400\u{a0}€, 2. 1.050\u{a0}€, 3. 800\u{a0}€, \
         4. 650\u{a0}€, 5. 500\u{a0}€, 6. 350\u{a0}€, … 7 Plätze bezahlt \
         (BARGE unified payouts (2025), Zeile für 48–55 Einträge)"
    );
    let fr = editor_check(Locale::of(Language::French));
    assert_eq!(
        fr.derived,
        [
            "Niveau 1\u{202f}: No-Limit Hold'em, Blindes 100/200, 20 min",
            "Niveau 2\u{202f}: No-Limit Hold'em, Blindes 1\u{202f}000/2\u{202f}000, ante de grosse blinde 2\u{202f}000, 1 h 30 min",
            "Pause 15 min, jetons retirés\u{202f}: 25",
            "Niveau 3\u{202f}: No-Limit Hold'em, Blindes 1\u{202f}500/3\u{202f}000, ante de grosse blinde 3\u{202f}000, 20 min",
            "Pause 10 min",
        ]
    );
    assert_eq!(
        fr.summary.as_deref(),
        Some("#7 Sunday Stack\u{202f}: 3 niveaux, 2 pauses")
    );
    assert_eq!(
        fr.payouts[0],
        "10 entrées, prize pool 1\u{202f}000\u{a0}€\u{202f}: 1er 500\u{a0}€, 2e 300\u{a0}€, \
         3e 200\u{a0}€ (BARGE unified payouts (2025), ligne pour 9-15 entrées)"
    );
    assert_eq!(
        fr.payouts[3],
        "100 entrées, prize pool 10\u{202f}000\u{a0}€\u{202f}: 1er 2\u{202f}500\u{a0}€, \
         2e 1\u{202f}700\u{a0}€, 3e 1\u{202f}200\u{a0}€, 4e 900\u{a0}€, 5e 700\u{a0}€, \
         6e 600\u{a0}€, … 15 places payées (BARGE unified payouts (2025), ligne pour 97-120 entrées)"
    );
    // A draft without a game: the editor's own finding.
    let text = EDITOR_DRAFT
        .replace("[[games]]\nid = \"nlh\"\nname = \"No-Limit Hold'em\"\n", "")
        .replace("family = \"flop\"\nbetting = \"no-limit\"\n", "")
        .replace("game = \"nlh\"\n", "");
    let bare = draft::read("t.toml", &text).unwrap();
    let said = |l| {
        check_draft(&bare, l)
            .findings
            .into_iter()
            .map(|f| f.message)
            .find(|m| m.contains("Katalog") || m.contains("catalog"))
    };
    assert_eq!(
        said(Locale::of(Language::German)).as_deref(),
        Some(
            "noch kein Spiel: Wählen Sie eines unter „Spiele“ mit „Spiel aus dem Katalog hinzufügen“"
        )
    );
    assert_eq!(
        said(Locale::ENGLISH).as_deref(),
        Some("no game yet: pick one under Games with \"Add a game from the catalog\"")
    );
}

#[test]
fn the_editor_words_a_draft_in_the_pseudo_language_without_english() {
    use crate::lang::{PSEUDO, take_missed};
    let c = editor_check(Locale::PSEUDO);
    let english = editor_check(Locale::ENGLISH);
    let lines: Vec<&String> = c
        .derived
        .iter()
        .chain(c.summary.iter())
        .chain(c.payouts.iter())
        .collect();
    assert_eq!(lines.len(), 5 + 1 + 4);
    for line in &lines {
        assert!(!line.contains('['), "{line}");
    }
    assert!(c.derived.iter().zip(&english.derived).all(|(a, b)| a != b));
    assert_ne!(c.summary, english.summary);
    assert!(c.payouts.iter().zip(&english.payouts).all(|(a, b)| a != b));
    assert!(c.derived[0].starts_with("Léévéél ·1: "), "{}", c.derived[0]);
    let missed: Vec<_> = take_missed()
        .into_iter()
        .filter(|(tag, _)| tag == PSEUDO)
        .collect();
    assert_eq!(missed, Vec::new());
}
