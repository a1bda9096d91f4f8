//! Structure sheet content: which columns a game family fills, break rows, facts.

use super::*;
use crate::structure::{BigBlindAntePreset, BigBlindAnteRule, parse_structure};

const HEAD: &str = r#"
name = "Test Event"
number = 7
starting_stack = 30000
table_size = 9
level_minutes = 30
"#;

const GAMES: &str = r#"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[games]]
id = "lhe"
name = "Limit Hold'em"
family = "flop"
betting = "limit"
[[games]]
id = "plo"
name = "Pot-Limit Omaha"
family = "flop"
betting = "pot-limit"
[[games]]
id = "razz"
name = "Razz"
family = "stud"
betting = "limit"
[[games]]
id = "nls"
name = "No-Limit Stud"
family = "stud"
betting = "no-limit"
[[games]]
id = "27td"
name = "2-7 Triple Draw"
family = "draw"
betting = "limit"
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
"#;

fn sheet(extra: &str) -> Document {
    let text = format!("{HEAD}{extra}");
    let parsed = parse_structure("test.toml", &text)
        .unwrap_or_else(|e| panic!("test structure does not parse: {e:?}"));
    structure_sheet(&parsed.structure, crate::lang::Locale::ENGLISH)
}

fn table(doc: &Document) -> (Vec<String>, Vec<Vec<String>>, Vec<usize>) {
    for b in &doc.pages[0].blocks {
        if let Block::Table {
            columns,
            rows,
            strong,
        } = b
        {
            return (
                columns.iter().map(|c| c.title.clone()).collect(),
                rows.clone(),
                strong.clone(),
            );
        }
    }
    panic!("the sheet has no table")
}

/// Checks the column titles and the first row of a one-level event of each game.
fn check(game: &str, level: &str, columns: &[&str], row: &[&str]) {
    let doc = sheet(&format!(
        "{GAMES}\n[[levels]]\ngame = \"{game}\"\n{level}\n[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n"
    ));
    let (titles, rows, _) = table(&doc);
    assert_eq!(titles, columns, "columns for {game}");
    assert_eq!(rows[0], row, "row for {game}");
}

#[test]
fn stakes_columns_per_game_family() {
    let all = [
        "Level", "Game", "Betting", "Blinds", "Bets", "Ante", "Bring-in", "Minutes",
    ];
    let no_bring_in = [
        "Level", "Game", "Betting", "Blinds", "Bets", "Ante", "Minutes",
    ];
    let cases: &[(&str, &str, &[&str], &[&str])] = &[
        (
            "lhe",
            "stakes = \"200/400\"",
            &["Level", "Game", "Betting", "Blinds", "Bets", "Minutes"],
            &["1", "Limit Hold'em", "L", "100/200", "200/400", "30"],
        ),
        (
            "27td",
            "stakes = \"1000/2000\"",
            &["Level", "Game", "Betting", "Blinds", "Bets", "Minutes"],
            &[
                "1",
                "2-7 Triple Draw",
                "L",
                "500/1,000",
                "1,000/2,000",
                "30",
            ],
        ),
        (
            "razz",
            "stakes = \"200/400\"\nante = 25\nbring_in = 50",
            &all,
            &["1", "Razz", "L", "", "200/400", "25", "50", "30"],
        ),
        (
            "nls",
            "ante = 50\nbring_in = 100",
            &[
                "Level", "Game", "Betting", "Blinds", "Ante", "Bring-in", "Minutes",
            ],
            &["1", "No-Limit Stud", "NL", "", "50", "100", "30"],
        ),
        (
            "plo",
            "stakes = \"100/200/200\"\nminutes = 40",
            &["Level", "Game", "Betting", "Blinds", "Ante", "Minutes"],
            &["1", "Pot-Limit Omaha", "PL", "100/200", "200", "40"],
        ),
    ];
    for &(game, level, columns, row) in cases {
        check(game, level, columns, row);
    }
    // A limit level in a game whose usual betting is no-limit: blinds and bets both show.
    check(
        "nlh",
        "betting = \"limit\"\nstakes = \"200/400\"\n[[levels]]\ngame = \"plo\"\nstakes = \"1/2/2\"",
        &no_bring_in,
        &["1", "No-Limit Hold'em", "L", "100/200", "200/400", "", "30"],
    );
}

#[test]
fn single_game_drops_game_column_and_breaks_are_bold_rows() {
    let doc = sheet(
        r#"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "100/200/200"
[[levels]]
break_minutes = 10
race_off = [25]
[[levels]]
stakes = "200/400/400"
note = "Last level of day 1"
end_of_day = true
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
"#,
    );
    let (titles, rows, strong) = table(&doc);
    assert_eq!(
        titles,
        ["Level", "Betting", "Blinds", "Ante", "Minutes", "Notes"]
    );
    assert_eq!(
        rows,
        [
            vec!["1", "NL", "100/200", "200", "30", ""],
            vec![
                "Break",
                "Break, 10 min; colour up: race off 25 (green)",
                "",
                "",
                "10",
                ""
            ],
            vec![
                "2",
                "NL",
                "200/400",
                "400",
                "30",
                "Last level of day 1; End of day"
            ],
        ]
    );
    assert_eq!(strong, [1]);
    assert_eq!(doc.pages[0].heading, "#7 Test Event");
}

fn fact(doc: &Document, label: &str) -> Option<String> {
    doc.pages[0].blocks.iter().find_map(|b| match b {
        Block::Facts { items } => items
            .iter()
            .find(|(k, _)| k == label)
            .map(|(_, v)| v.clone()),
        _ => None,
    })
}

/// The sheet states the terms of the rebuy, the add-on and the re-entry.
#[test]
fn facts_state_the_terms_of_rebuys_add_ons_and_re_entries() {
    let doc = sheet(&format!(
        r#"
late_registration = {{ until_end_of_level = 4 }}
money = {{ currency = "USD", buy_in = 11000, fee = 1000 }}
rebuy = {{ chips = 10000, price = 10000, fee = 500, limit = 2, from_level = 1, until_end_of_level = 2, stack_at_most = 5000 }}
add_on = {{ chips = 20000, price = 5000, limit = 1, at_break_after_level = 3 }}
re_entry = {{ chips = 12000, price = 11000, fee = 1000, limit = 1 }}
{GAMES}
[[levels]]
game = "nlh"
stakes = "100/200"
[[levels]]
game = "nlh"
stakes = "150/300"
[[levels]]
game = "nlh"
stakes = "200/400"
[[levels]]
break_minutes = 10
[[levels]]
game = "nlh"
stakes = "300/600"
"#
    ));
    let cases = [
        (
            "Rebuy",
            "10,000 chips for $100 (fee $5 included); at most 2 per player; during levels 1 to 2; only with 5,000 chips or fewer",
        ),
        (
            "Add-on",
            "20,000 chips for $50; once per player; during the break after level 3",
        ),
        (
            "Re-entry",
            "12,000 chips for $110 (fee $10 included); once per player; while late registration is open (to the end of level 4)",
        ),
    ];
    for (label, want) in cases {
        assert_eq!(fact(&doc, label).as_deref(), Some(want), "fact {label}");
    }
}

#[test]
fn facts_name_the_house_rules() {
    let doc = sheet(&format!(
        r#"
late_registration = {{ until_end_of_level = 2 }}
lammers = {{ per_entry = 2, value = 5000, redeem_by_end_of_level = 2 }}
big_blind_ante = {{ amount = "big-blind", reduce_at_players = 4, reduced_to = "small-blind", posting_order = "ante-first" }}
money = {{ currency = "USD", buy_in = 15000, fee = 2000, guarantee = 500000 }}
add_on = {{ chips = 10000, price = 2050 }}
payouts = {{ table = "barge-2025", increment = 500 }}
special = {{ win_the_button = true, shootout = {{ advance = 1, rounds = 2 }} }}
{GAMES}
[[levels]]
game = "nlh"
stakes = "100/200/200"
[[levels]]
game = "razz"
stakes = "200/400"
ante = 25
bring_in = 50
minutes = 20
"#
    ));
    let cases = [
        (
            "Games",
            Some(
                // The games the levels play, in their order, then the rest.
                "No-Limit Hold'em, Razz, Limit Hold'em, Pot-Limit Omaha, No-Limit Stud, 2-7 Triple Draw",
            ),
        ),
        ("Starting stack", Some("30,000 chips")),
        ("Table size", Some("9 players")),
        ("Levels", Some("20 to 30 minutes (2 levels)")),
        ("Chips", Some("25 green, 100 black")),
        ("Late registration", Some("until the end of level 2")),
        (
            "Lammers",
            Some("2 per entry, worth 5,000 chips each; redeem by the end of level 2"),
        ),
        (
            "Big blind ante",
            Some(
                "the big blind posts it for the whole table, equal to the big blind; drops to the small blind at 4 players or fewer; a short stack pays the ante first",
            ),
        ),
        ("Buy-in", Some("$150 (fee $20 included)")),
        ("Guarantee", Some("$5,000")),
        ("Add-on", Some("10,000 chips for $20.50; once per player")),
        (
            "Format",
            Some("shootout: 1 per table advance, 2 rounds; win the button"),
        ),
        ("Ante", None),
    ];
    for (label, want) in cases {
        assert_eq!(fact(&doc, label).as_deref(), want, "fact {label}");
    }
    // A preset is named after its rule set (set in code: preset spellings in files vary).
    let mut s = parse_structure(
        "t.toml",
        &format!("{HEAD}{GAMES}[[levels]]\ngame = \"nlh\"\nstakes = \"1/2/2\"\n"),
    )
    .expect("parses")
    .structure;
    s.big_blind_ante = Some(BigBlindAnteRule::from_preset(BigBlindAntePreset::Tda2024));
    assert_eq!(
        fact(
            &structure_sheet(&s, crate::lang::Locale::ENGLISH),
            "Big blind ante"
        )
        .as_deref(),
        Some(
            "the big blind posts the listed ante for the whole table; never reduced; a short stack pays the blind first (TDA 2024 rules)"
        )
    );
    let text = doc.text();
    assert!(
        text.iter()
            .any(|t| t == "Payouts: BARGE unified payouts (2025), by the number of entries (1 to 168; larger fields by the payout curve); prizes rounded to $5."),
        "{text:?}"
    );
}

#[test]
fn the_payouts_line_names_the_table_or_the_curve() {
    let check = |rules: &str, want: Option<&str>| {
        let doc = sheet(&format!(
            "{rules}{GAMES}[[levels]]\ngame = \"nlh\"\nstakes = \"100/200/200\"\n"
        ));
        let text = doc.text();
        let got = text.iter().find(|t| t.starts_with("Payouts:"));
        assert_eq!(got.map(String::as_str), want, "{rules}");
    };
    let usd = "money = { currency = \"USD\", buy_in = 10000 }\n";
    check(
        &format!("{usd}payouts = {{ table = \"standard-15\" }}\n"),
        Some(
            "Payouts: Standard 15%, by the number of entries (1 to 200; larger fields by the payout curve).",
        ),
    );
    check(
        &format!("{usd}payouts = {{ increment = 100 }}\n"),
        Some("Payouts: the payout curve, about 15% of the field paid; prizes rounded to $1."),
    );
    check(
        &format!("{usd}payouts = {{ table = \"wsop\", increment = 2500 }}\n"),
        Some("Payouts: table wsop; prizes rounded to $25."),
    );
    check(usd, None);
}

/// The sheet says how the house's own table and the curve's settings pay.
#[test]
fn the_payouts_line_names_the_house_table_and_the_curve_settings() {
    let money = "[money]\ncurrency = \"USD\"\nbuy_in = 10000\n";
    let cases = [
        (
            "[payouts]\ntitle = \"Club table\"\nincrement = 100\n[[payouts.row]]\nentries = [1, 9]\nshares_bp = [10000]\n[[payouts.row]]\nentries = [10, 40]\nshares_bp = [6000, 4000]\n",
            "Payouts: Club table (the house's own), by the number of entries (1 to 40; larger fields by the payout curve); prizes rounded to $1.",
        ),
        (
            "[payouts.curve]\npaid_percent = 20\ntop_share_bp = 3250\nmin_cash = 15000\n",
            "Payouts: the payout curve, 20% of the field paid, first place 32.5% of the pool, $150 to the last place paid.",
        ),
        (
            "[payouts]\n",
            "Payouts: the payout curve, about 15% of the field paid.",
        ),
    ];
    for (rules, want) in cases {
        let s = parse_structure(
            "t.toml",
            &format!("{HEAD}{GAMES}[[levels]]\ngame = \"nlh\"\nstakes = \"1/2/2\"\n{money}{rules}"),
        )
        .expect("parses")
        .structure;
        let text = structure_sheet(&s, crate::lang::Locale::ENGLISH).text();
        assert!(text.iter().any(|t| t == want), "{want}\n{text:?}");
    }
}
