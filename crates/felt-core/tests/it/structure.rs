//! Structure files: parsing, derivation, validation, with exact messages.

use felt_core::rules::payout::event::{PayoutsInput, payouts_view};
use felt_core::structure::{AnteKind, Period, Stakes, parse_structure};

const HEAD: &str = r#"
name = "T"
starting_stack = 10000
table_size = 8
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
id = "stud"
name = "Stud"
family = "stud"
betting = "limit"
[[games]]
id = "razz-pl"
name = "Pot-Limit Razz"
family = "stud"
betting = "pot-limit"
[[games]]
id = "badugi"
name = "Badugi"
family = "draw"
betting = "limit"
"#;

/// Parses HEAD + GAMES + `levels` and returns the first level's stakes, or every diagnostic.
fn first_stakes(levels: &str) -> Result<Stakes, String> {
    let text = format!("{HEAD}{GAMES}{levels}");
    match parse_structure("t.toml", &text) {
        Ok(p) => Ok(p.structure.levels().next().unwrap().stakes),
        Err(d) => Err(d
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

fn check_stakes(levels: &str, expected: Stakes) {
    assert_eq!(first_stakes(levels), Ok(expected), "for {levels}");
}

#[test]
fn stakes_are_derived_in_each_games_own_terms() {
    let cases = [
        // Limit flop: "100/200" gives blinds 50/100 and bets 100/200.
        (
            "[[levels]]\ngame = \"lhe\"\nstakes = \"100/200\"",
            Stakes::Limit {
                small_blind: 50,
                big_blind: 100,
                small_bet: 100,
                big_bet: 200,
            },
        ),
        // Limit draw with explicit blinds overriding the derivation.
        (
            "[[levels]]\ngame = \"badugi\"\nstakes = \"150/300\"\nsmall_blind = 100",
            Stakes::Limit {
                small_blind: 100,
                big_blind: 150,
                small_bet: 150,
                big_bet: 300,
            },
        ),
        // Thousands separators are allowed.
        (
            "[[levels]]\ngame = \"lhe\"\nstakes = \"1,000/2,000\"",
            Stakes::Limit {
                small_blind: 500,
                big_blind: 1000,
                small_bet: 1000,
                big_bet: 2000,
            },
        ),
        // No-limit: blinds, and a third number is the ante.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200/200\"",
            Stakes::Blinds {
                small_blind: 100,
                big_blind: 200,
                ante: 200,
                ante_kind: AnteKind::BigBlind,
            },
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nsmall_blind = 50\nbig_blind = 100\nante = 10\nante_kind = \"table\"",
            Stakes::Blinds {
                small_blind: 50,
                big_blind: 100,
                ante: 10,
                ante_kind: AnteKind::Table,
            },
        ),
        // Per-level betting override: the limit game played pot-limit uses blinds.
        (
            "[[levels]]\ngame = \"lhe\"\nbetting = \"pot-limit\"\nstakes = \"100/200\"",
            Stakes::Blinds {
                small_blind: 100,
                big_blind: 200,
                ante: 0,
                ante_kind: AnteKind::BigBlind,
            },
        ),
        // Limit stud: bets from stakes, ante and bring-in given; complete = small bet.
        (
            "[[levels]]\ngame = \"stud\"\nstakes = \"200/400\"\nante = 50\nbring_in = 75",
            Stakes::StudLimit {
                ante: 50,
                bring_in: 75,
                small_bet: 200,
                big_bet: 400,
            },
        ),
        // Pot-limit stud: ante and bring-in only.
        (
            "[[levels]]\ngame = \"razz-pl\"\nante = 100\nbring_in = 150",
            Stakes::StudBigBet {
                ante: 100,
                bring_in: 150,
            },
        ),
    ];
    for (levels, expected) in cases {
        check_stakes(levels, expected);
    }
}

fn check_error(body: &str, expected: &str) {
    let text = format!("{HEAD}{GAMES}{body}");
    let got = match parse_structure("bad.toml", &text) {
        Ok(_) => "parsed without error".to_string(),
        Err(d) => d
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
    };
    assert_eq!(got, expected, "for:\n{body}");
}

// HEAD and GAMES take 30 lines, so the body starts on line 31.
#[test]
fn bad_files_name_file_line_column_and_what_was_expected() {
    let cases = [
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\nant = 50",
            "bad.toml:34:1: error: unknown field `ant`, expected one of `game`, `betting`, `minutes`, `stakes`, `small_blind`, `big_blind`, `ante`, `ante_kind`, `bring_in`, `small_bet`, `big_bet`, `auto_pause`, `end_of_day`, `note`, `break_minutes`, `race_off`",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100-200\"",
            "bad.toml:33:10: error: level 1 (No-Limit Hold'em): stakes \"100-200\" should be two or three positive whole numbers like \"100/200\" or \"100/200/200\"",
        ),
        (
            "[[levels]]\ngame = \"stud\"\nstakes = \"100/200\"\nante = 25",
            "bad.toml:31:1: error: level 1 (Stud): stud levels need both `ante` and `bring_in`",
        ),
        (
            "[[levels]]\ngame = \"stud\"\nstakes = \"100/200\"\nante = 25\nbring_in = 100",
            "bad.toml:35:12: error: level 1 (Stud): the bring-in 100 must be less than the small bet 100 it completes to",
        ),
        (
            "[[levels]]\ngame = \"lhe\"\nstakes = \"100/200\"\nante = 25",
            "bad.toml:34:8: error: level 1 (Limit Hold'em): `ante` is not used by limit flop and draw games (they use blinds and bets)",
        ),
        (
            "[[levels]]\ngame = \"lhe\"\nstakes = \"15/30\"",
            "bad.toml:33:10: error: level 1 (Limit Hold'em): the small blind cannot be derived from an odd big blind 15; set `small_blind`",
        ),
        (
            "[[levels]]\ngame = \"omaha\"\nstakes = \"100/200\"",
            "bad.toml:32:8: error: unknown game `omaha`; the declared games are: nlh, lhe, stud, razz-pl, badugi",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"200/100\"",
            "bad.toml:33:10: error: level 1 (No-Limit Hold'em): the small blind 200 is larger than the big blind 100",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[levels]]\nbreak_minutes = 10\nrace_off = [5]",
            "bad.toml:36:12: error: race_off names chip 5, which is not in the chip set ()",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[lammers]\nper_entry = 2\nvalue = 5000\nredeem_by_end_of_level = 12",
            "bad.toml:37:26: error: the lammer deadline names level 12, but the structure has only level 1",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\nminutes = 0",
            "bad.toml:34:11: error: level 1: minutes must be more than 0, found 0",
        ),
        // Each is reported where it is written, not at line 1, column 1.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[money]\ncurrency = \"USD\"\nbuy_in = 1000\nfee = 2000",
            "bad.toml:37:7: error: [money] fee 2000 is more than the buy-in 1000",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[special]\nshootout = { advance = 3, rounds = 2 }",
            "bad.toml:35:12: error: [special] shootout advance must be 1 or 2 players per table, found 3",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[special]\nshootout = { advance = 1, rounds = 0 }",
            "bad.toml:35:12: error: [special] shootout rounds must be at least 1, found 0",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts]\nincrement = 0",
            "bad.toml:35:13: error: [payouts] increment must be at least 1 (prizes are rounded to a multiple of it), found 0",
        ),
        // The house's own payout table and the curve's settings, each checked
        // where it is written.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts]\ntable = \"barge-2025\"\n[payouts.curve]\npaid_percent = 20",
            "bad.toml:34:1: error: [payouts] names 2 ways of paying (table, [payouts.curve]); keep one: a table Felt ships, the house's own rows, the curve, or satellite seats",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[payouts.row]]\nentries = [1, 5]\nshares_bp = [10000]\n[[payouts.row]]\nentries = [6, 9]\nshares_bp = [6000, 3000]",
            "bad.toml:37:1: error: [[payouts.row]] row for 6-9 entries: shares add up to 9000 basis points, not 10000",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[payouts.row]]\nentries = [1, 5]\nshares_bp = [6000, 4000]",
            "bad.toml:34:1: error: [[payouts.row]] row for 1-5 entries: pays 2 places, more than its 1 entry",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts.curve]\npaid_percent = 150",
            "bad.toml:35:16: error: [payouts.curve] paid_percent is the share of the field paid, 1 to 100, found 150",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts.curve]\ntop_share_bp = 0",
            "bad.toml:35:16: error: [payouts.curve] top_share_bp is first place's share in basis points, 1 to 10000 (3000 = 30%), found 0",
        ),
        // A row of fixed prizes, checked at its row.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[payouts.row]]\nentries = [3, 9]\nshares_bp = [10000]\namounts = [9000]",
            "bad.toml:34:1: error: [[payouts.row]] row for 3-9 entries: give either shares_bp (parts of the pool) or amounts (fixed prizes), not both",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[payouts.row]]\nentries = [3, 9]\namounts = [5000, 9000, 2000]",
            "bad.toml:34:1: error: [[payouts.row]] row for 3-9 entries: place 2 gets more than place 1",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[payouts.row]]\nentries = [3, 9]\namounts = [9000, 0]",
            "bad.toml:34:1: error: [[payouts.row]] row for 3-9 entries: place 2's fixed amount is 0",
        ),
        // A rebuy's later prices, checked where they are written.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[levels]]\ngame = \"nlh\"\nstakes = \"200/400\"\n[rebuy]\nchips = 1000\nprice = 1000\nprices = [{ from_level = 1, price = 2000 }]",
            "bad.toml:40:11: error: [rebuy] prices: from level 1: each later price starts after level 1 (the levels rise down the list, after level 1)",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[rebuy]\nchips = 1000\nprice = 1000\nprices = [{ from_level = 4, price = 2000 }]",
            "bad.toml:37:11: error: [rebuy] prices names level 4, but the structure has only level 1",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[re_entry]\nchips = 1000\nprice = 1000\nprices = [{ from_level = 2, price = 2000 }]",
            "bad.toml:37:11: error: [re_entry] prices: a re-entry costs the same all event; later prices are for rebuys and add-ons",
        ),
        // A satellite's seats, checked where they are written.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts]\nsatellite = { seat_value = 0, target = \"Main\" }",
            "bad.toml:35:28: error: [payouts] satellite seat_value is what one seat is worth, in minor units (110000 for $1,100); found 0",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts]\nsatellite = { seat_value = 1000, target = \" \" }",
            "bad.toml:35:43: error: [payouts] satellite target names the event the seats are in, like \"Main Event\"; found an empty name",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[payouts]\ntable = \"barge-2025\"\nsatellite = { seat_value = 1000, target = \"Main\" }",
            "bad.toml:34:1: error: [payouts] names 2 ways of paying (table, satellite); keep one: a table Felt ships, the house's own rows, the curve, or satellite seats",
        ),
        // Minutes past i64 / 60,000 are refused, never shown as "-1 min"; past a day the
        // clock cannot hold the level anyway.
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\nminutes = 9223372036854775807",
            "bad.toml:34:11: error: level 1: minutes must be at most 1,440 (24 hours), found 9223372036854775807",
        ),
        (
            "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[levels]]\nbreak_minutes = 153722867280913",
            "bad.toml:35:17: error: break_minutes must be at most 1,440 (24 hours), found 153722867280913",
        ),
        (
            "[[levels]]\nbetting = \"nolimit\"\ngame = \"nlh\"",
            "bad.toml:32:11: error: unknown variant `nolimit`, expected one of `limit`, `pot-limit`, `no-limit`",
        ),
    ];
    for (body, expected) in cases {
        check_error(body, expected);
    }
}

#[test]
fn a_level_length_past_a_day_is_an_error_at_its_key() {
    let text = format!(
        "{HEAD}level_minutes = 9223372036854775807\n{GAMES}[[levels]]\ngame = \"nlh\"\nstakes = \"1/2\"\n"
    );
    let Err(diagnostics) = parse_structure("long.toml", &text) else {
        panic!("a level of 9223372036854775807 minutes was accepted");
    };
    let errors: Vec<String> = diagnostics.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        errors,
        [
            "long.toml:5:17: error: level_minutes must be at most 1,440 (24 hours), found 9223372036854775807"
        ]
    );
}

/// Seed 004: an add-on is one per player unless the structure says more (`limit` or its
/// other name `max`); rebuys and re-entries keep no limit unless one is given. The
/// structure's own way of racing chips is read by name.
#[test]
fn an_add_on_is_one_per_player_unless_the_structure_says_more() {
    let limits = |extra: &str| {
        let (top, extra) = extra.split_once('|').unwrap_or(("", extra));
        let text = format!(
            "{HEAD}{top}\n{GAMES}[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n{extra}"
        );
        let s = parse_structure("t.toml", &text).unwrap().structure;
        (
            s.add_on.map(|a| a.limit),
            s.rebuy.map(|a| a.limit),
            s.chip_race.map(|r| r.to_string()),
        )
    };
    let offer = "chips = 5000\nprice = 2000";
    assert_eq!(
        limits(&format!("[add_on]\n{offer}\n[rebuy]\n{offer}")),
        (Some(Some(1)), Some(None), None)
    );
    assert_eq!(
        limits(&format!("[add_on]\n{offer}\nmax = 2")),
        (Some(Some(2)), None, None)
    );
    assert_eq!(
        limits(&format!(
            "chip_race = \"classic\"|[add_on]\n{offer}\nlimit = 3"
        )),
        (Some(Some(3)), None, Some("classic".to_string()))
    );
}

/// Seed 003: a home game pays fixed prizes by field size ($90/$50/$20 for eight players at
/// $20). A rebuy's money beyond them goes to first; a pool short of them pays nothing and
/// says why.
#[test]
fn a_house_row_of_fixed_prizes_pays_them_and_the_rest_to_first() {
    let text = format!(
        "{HEAD}{GAMES}[[levels]]\ngame = \"nlh\"\nstakes = \"25/50\"\n\
         [money]\ncurrency = \"USD\"\nbuy_in = 2000\nfee = 0\n\
         [payouts]\ntitle = \"Regulars\"\n\
         [[payouts.row]]\nentries = [2, 7]\namounts = [1000]\n\
         [[payouts.row]]\nentries = [8, 8]\namounts = [9000, 5000, 2000]\n"
    );
    let s = parse_structure("home.toml", &text).unwrap().structure;
    let pay = |entries: u32, pool: u64| {
        let v = payouts_view(
            &s,
            PayoutsInput {
                pool,
                entries,
                players_left: entries,
                locked: None,
            },
        )
        .unwrap();
        (
            v.places.iter().map(|p| p.amount).collect::<Vec<_>>(),
            v.warning,
        )
    };
    assert_eq!(pay(8, 16_000), (vec![9_000, 5_000, 2_000], None));
    assert_eq!(pay(8, 18_000), (vec![11_000, 5_000, 2_000], None));
    assert_eq!(
        pay(8, 15_000),
        (
            vec![],
            Some("no prizes yet: the row for 8-8 entries pays $160 in fixed prizes, more than the pool of $150".to_string())
        )
    );
    assert_eq!(pay(5, 10_000), (vec![10_000], None));
}

#[test]
fn table_size_and_missing_keys_are_errors() {
    let got = parse_structure(
        "x.toml",
        "name = \"T\"\nstarting_stack = 100\ntable_size = 13\nlevels = []\n",
    )
    .err()
    .unwrap()
    .iter()
    .map(|d| d.to_string())
    .collect::<Vec<_>>();
    assert_eq!(
        got,
        vec![
            "x.toml:3:14: error: table_size must be between 2 and 12 seats, found 13",
            "x.toml:4:10: error: the structure declares no game: add a [[games]] table",
            "x.toml:4:10: error: the structure needs at least one level",
        ]
    );
    let got = parse_structure("y.toml", "name = \"T\"\n").err().unwrap();
    assert_eq!(
        got[0].to_string(),
        "y.toml:1:1: error: missing field `starting_stack`"
    );
}

/// The warnings about `body` (the games' catalog links, checked on their own below, left
/// out).
fn warnings(body: &str) -> Vec<String> {
    let text = format!("{HEAD}{GAMES}{body}");
    let p = parse_structure("w.toml", &text).unwrap_or_else(|d| panic!("{d:?}"));
    p.warnings
        .iter()
        .map(|d| d.to_string())
        .filter(|w| !w.contains("linked to the catalog"))
        .collect()
}

/// A game without a catalog link is a warning at its line that names the entry
/// its name finds; a family that contradicts the catalog entry is an error.
#[test]
fn games_link_to_the_catalog() {
    let levels = "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n";
    let text = format!("{HEAD}{GAMES}{levels}");
    let p = parse_structure("w.toml", &text).unwrap();
    let links: Vec<String> = p
        .warnings
        .iter()
        .map(|d| d.to_string())
        .filter(|w| w.contains("linked to the catalog"))
        .collect();
    assert_eq!(
        links,
        [
            "w.toml:6:1: warning: game `nlh` is not linked to the catalog: add catalog = \"holdem\" (Texas Hold'em) so its rule card prints its rules",
            "w.toml:11:1: warning: game `lhe` is not linked to the catalog: add catalog = \"holdem\" (Texas Hold'em) so its rule card prints its rules",
            "w.toml:21:1: warning: game `razz-pl` is not linked to the catalog and no catalog game is called \"Pot-Limit Razz\": its rule card will have no rules",
        ]
    );
    let wrong = text.replace(
        "id = \"badugi\"\nname = \"Badugi\"\nfamily = \"draw\"",
        "id = \"badugi\"\nname = \"Badugi\"\nfamily = \"stud\"",
    );
    let err = parse_structure("w.toml", &wrong).unwrap_err();
    assert_eq!(
        err[0].to_string(),
        "w.toml:26:1: error: game `badugi` is declared family = \"stud\", but its catalog entry Badugi is a draw game"
    );
    // Every structure Felt ships is linked.
    for dir in ["structures", "structures/templates"] {
        for f in std::fs::read_dir(format!("../../{dir}")).unwrap() {
            let path = f.unwrap().path();
            if path.extension().is_some_and(|e| e == "toml") {
                let text = std::fs::read_to_string(&path).unwrap();
                let p = parse_structure(&path.display().to_string(), &text).unwrap();
                assert!(
                    !p.warnings.iter().any(|w| w.message.contains("catalog")),
                    "{}: {:?}",
                    path.display(),
                    p.warnings
                );
            }
        }
    }
}

#[test]
fn warnings_are_shown_but_do_not_block() {
    let chips =
        "[[chips]]\nvalue = 25\ncolor = \"green\"\n[[chips]]\nvalue = 100\ncolor = \"black\"\n";
    let body = format!(
        "{chips}[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[levels]]\ngame = \"nlh\"\nstakes = \"50/100\"\n\
         [[levels]]\nbreak_minutes = 5\nrace_off = [25]\n[[levels]]\ngame = \"nlh\"\nstakes = \"150/300/350\"\n"
    );
    assert_eq!(
        warnings(&body),
        vec![
            "w.toml:40:1: warning: level 2 is smaller than level 1 of the same game (100 after 200)",
            "w.toml:46:1: warning: level 3: the ante 350 is larger than the big blind 300",
            "w.toml:46:1: warning: level 3: the small blind of 150 cannot be made with the chips in play (smallest chip 100)",
            "w.toml:46:1: warning: level 3: the ante of 350 cannot be made with the chips in play (smallest chip 100)",
        ]
    );
}

#[test]
fn a_payout_table_felt_does_not_ship_is_pointed_out_where_it_is_named() {
    let body = "[payouts]\ntable = \"wsop\"\n[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n";
    let found: Vec<String> = warnings(body)
        .into_iter()
        .filter(|w| w.contains("payouts"))
        .collect();
    assert_eq!(
        found,
        vec![
            "w.toml:32:9: warning: [payouts] table \"wsop\" is not one Felt ships (barge-2025, standard-15); the clock will show no prizes"
        ]
    );
    let body =
        "[payouts]\ntable = \"standard-15\"\n[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n";
    assert!(warnings(body).iter().all(|w| !w.contains("payouts")));
}

/// The shipped examples are what a TD tries first: at least two of them (one per shipped
/// payout table) must show prizes on the clock display for a field of 40.
#[test]
fn shipped_examples_pay_out_with_each_shipped_table() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../structures");
    let mut tables = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let s = parse_structure("x.toml", &text).unwrap().structure;
        let (Some(money), Some(rule)) = (&s.money, &s.payouts) else {
            continue;
        };
        let pool = 40 * (money.buy_in - money.fee);
        let input = PayoutsInput {
            pool,
            entries: 40,
            players_left: 12,
            locked: None,
        };
        let v = payouts_view(&s, input).unwrap();
        assert_eq!(v.warning, None, "{path:?}");
        assert!(v.paid >= 4, "{path:?} pays {} places", v.paid);
        assert_eq!(v.places.iter().map(|p| p.amount).sum::<u64>(), pool);
        tables.push(rule.table.clone().unwrap_or_default());
    }
    tables.sort();
    assert_eq!(tables, ["barge-2025", "standard-15"]);
}

#[test]
fn rotation_assigns_a_game_per_level_and_skips_breaks() {
    let text = format!(
        "name = \"R\"\nstarting_stack = 10000\ntable_size = 8\nrotation = [\"lhe\", \"stud\", \"badugi\"]\n{GAMES}\
         [[levels]]\nstakes = \"100/200\"\n[[levels]]\nstakes = \"100/200\"\nante = 25\nbring_in = 25\n\
         [[levels]]\nbreak_minutes = 10\n[[levels]]\nstakes = \"100/200\"\n[[levels]]\nstakes = \"200/400\"\n"
    );
    let p = parse_structure("r.toml", &text).unwrap();
    let games: Vec<(u32, &str)> = p
        .structure
        .levels()
        .map(|l| (l.number, l.game.as_str()))
        .collect();
    assert_eq!(
        games,
        vec![(1, "lhe"), (2, "stud"), (3, "badugi"), (4, "lhe")]
    );
    assert!(matches!(p.structure.periods[2], Period::Break(_)));
}

#[test]
fn shipped_examples_load_without_errors_or_warnings() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../structures");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let parsed = parse_structure(&name, &text).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
        assert!(parsed.warnings.is_empty(), "{name}: {:#?}", parsed.warnings);
        assert!(
            parsed
                .structure
                .description
                .as_deref()
                .unwrap_or("")
                .contains("Example"),
            "{name} must say it is an example"
        );
        seen += 1;
    }
    assert!(
        seen >= 4,
        "expected at least four example structures, found {seen}"
    );
}

#[test]
fn table_size_is_checked_against_the_games_of_the_event() {
    let text = |size: u8, catalog: &str| {
        format!(
            "name = \"T\"\nstarting_stack = 1000\ntable_size = {size}\n[[games]]\nid = \"g\"\nname = \"G\"\nfamily = \"stud\"\nbetting = \"limit\"\ncatalog = \"{catalog}\"\n[[levels]]\nstakes = \"100/200\"\nante = 25\nbring_in = 25\n"
        )
    };
    let warnings = |size: u8, catalog: &str| -> Vec<String> {
        parse_structure("t.toml", &text(size, catalog))
            .unwrap()
            .warnings
            .iter()
            .map(|d| d.message.clone())
            .filter(|m| !m.starts_with("no [[chips]]"))
            .collect()
    };
    // Seven-card stud: 6 players with every card dealt, 8 with the community card rule.
    assert_eq!(warnings(8, "stud"), Vec::<String>::new());
    assert_eq!(
        warnings(9, "stud"),
        vec![
            "table_size 9 is more than Seven-Card Stud can be dealt to (6 players with every card dealt, 8 with the community card rule; 52 cards in the deck): the tables will seat 8"
        ]
    );
    assert_eq!(
        warnings(6, "studd"),
        vec![
            "game `g` names catalog entry `studd`, which is not in the catalog; its rule card will say so"
        ]
    );
}

/// Mexican Poker (000 §3.24, 001 §2.31) is dealt with antes and no bring-in: the high
/// card showing opens for the small or the big bet. A level takes its ante and bets; a
/// bring-in or blinds contradict the catalog and are refused at their own line.
#[test]
fn mexican_poker_levels_take_an_ante_and_bets_and_no_bring_in_the_high_card_opens() {
    let text = |level: &str| {
        format!(
            "name = \"T\"\nstarting_stack = 10000\ntable_size = 7\n[[games]]\nid = \"mex\"\nname = \"Mexican Poker\"\nfamily = \"stud\"\nbetting = \"limit\"\ncatalog = \"mexican-poker\"\n[[levels]]\n{level}\n"
        )
    };
    let s = parse_structure("m.toml", &text("stakes = \"100/200\"\nante = 25"))
        .unwrap()
        .structure;
    let level = s.periods[0].as_level().unwrap();
    assert_eq!(
        level.stakes,
        Stakes::StudOpens {
            ante: 25,
            small_bet: 100,
            big_bet: 200
        }
    );
    assert_eq!(
        felt_core::structure::describe_stakes(&level.stakes),
        "Limits 100/200, ante 25, high card opens for 100 or 200"
    );
    let refused = |level: &str| -> String {
        match parse_structure("m.toml", &text(level)) {
            Ok(_) => "parsed without error".into(),
            Err(d) => d
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("\n"),
        }
    };
    let cases = [
        (
            "stakes = \"100/200\"\nante = 25\nbring_in = 25",
            "m.toml:13:12: error: level 1 (Mexican Poker): `bring_in` is not used by Mexican Poker (it has no bring-in: the high card showing opens for the small or the big bet)",
        ),
        (
            "stakes = \"100/200\"",
            "m.toml:10:1: error: level 1 (Mexican Poker): Mexican Poker levels need an `ante`",
        ),
        (
            "stakes = \"100/200\"\nante = 25\nsmall_blind = 50",
            "m.toml:13:15: error: level 1 (Mexican Poker): `small_blind` is not used by Mexican Poker (it has no bring-in: the high card showing opens for the small or the big bet)",
        ),
    ];
    for (level, expected) in cases {
        assert_eq!(refused(level), expected, "for {level}");
    }
    // Seven-card stud, linked to its own catalog entry, still needs its bring-in.
    let stud = text("stakes = \"100/200\"\nante = 25").replace("mexican-poker", "stud");
    assert!(parse_structure("s.toml", &stud).is_err());
}

/// A structure given as text alone (the console's upload, the HTTP API) has no folder to
/// read a `table_file` from: the key is refused at its line, with what to do instead. Read
/// in by a door that has the file, the table becomes the house's own rows, and the
/// library's draft keeps them as `[[payouts.row]]`.
#[test]
fn a_payout_table_file_is_read_by_the_door_that_has_it_and_refused_in_text_alone() {
    let text = "name = \"T\"\nstarting_stack = 1000\ntable_size = 9\n[payouts]\ntable_file = \"p.toml\"\n[[games]]\nid = \"nlh\"\nname = \"NLH\"\nfamily = \"flop\"\nbetting = \"no-limit\"\ncatalog = \"holdem\"\n[[levels]]\nstakes = \"50/100\"\n";
    let err = parse_structure("t.toml", text).unwrap_err();
    assert_eq!(
        err[0].to_string(),
        "t.toml:5:14: error: [payouts] table_file \"p.toml\" is read only where the structure is read from disk (felt structure check, felt event create, felt library import); a structure given as text carries its rows as [[payouts.row]]"
    );
    let table = "title = \"Home\"\n[[row]]\nentries = [3, 20]\namounts = [9000, 5000, 2000]\n";
    let read = |p: &str| -> Result<(String, String), String> {
        assert_eq!(p, "p.toml");
        Ok((p.to_string(), table.to_string()))
    };
    let resolved = felt_core::structure::resolve_table_file("t.toml", text, &read).unwrap();
    // Read in on the key's own line: nothing below it moves.
    assert_eq!(resolved.lines().count(), text.lines().count());
    let s = parse_structure("t.toml", &resolved).unwrap().structure;
    let p = s.payouts.unwrap();
    assert_eq!(p.title.as_deref(), Some("Home"));
    assert_eq!(p.rows.len(), 1);
    assert_eq!(p.rows[0].amounts, vec![9000, 5000, 2000]);
    // Resolving again changes nothing: the table is already in the text.
    let again = felt_core::structure::resolve_table_file("t.toml", &resolved, &read).unwrap();
    assert_eq!(again, resolved);
    // The library's draft keeps the rows, not the file name.
    let doc = felt_core::structure::draft::read("t.toml", &resolved).unwrap();
    let payouts = doc["payouts"].as_table().unwrap();
    assert!(payouts.get("table_file").is_none());
    assert_eq!(payouts["title"].as_str(), Some("Home"));
    assert_eq!(payouts["row"].as_array().unwrap().len(), 1);
}

/// Errors a person can act on, each at the line and column of what is wrong.
#[test]
fn findings_are_placed_where_the_fault_is_written() {
    let stud_levels = "[[levels]]\ngame = \"nlh\"\nstakes = \"100/200\"\n[[levels]]\ngame = \"nlh\"\nstakes = \"200/400\"\n";
    let chips = "[[chips]]\nvalue = 25\ncolor = \"green\"\n";
    let cases: [(String, &str, Vec<&str>); 5] = [
        // The starting stack's warning at its value (line 3, column 18), not at 1:1.
        (
            format!("{HEAD}{GAMES}{chips}{stud_levels}").replace("starting_stack = 10000", "starting_stack = 30001"),
            "warning",
            vec!["t.toml:3:18: warning: starting_stack 30,001 cannot be made with the chip set (smallest chip 25)"],
        ),
        // A family that contradicts the catalog, once at its game, not at every level.
        (
            format!("{HEAD}{GAMES}{stud_levels}").replace(
                "id = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"flop\"",
                "id = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"stud\"\ncatalog = \"holdem\"",
            ),
            "error",
            vec!["t.toml:6:1: error: game `nlh` is declared family = \"stud\", but its catalog entry Texas Hold'em is a flop game"],
        ),
        // Only breaks: said once, and no "levels 1 to 0".
        (
            format!("{HEAD}{GAMES}[late_registration]\nuntil_end_of_level = 2\n[[levels]]\nbreak_minutes = 10\n"),
            "error",
            vec![
                "t.toml:33:1: error: the structure has breaks but no level",
                "t.toml:32:22: error: late registration names level 2, but the structure has no level",
            ],
        ),
        // A currency that is no currency, at its value.
        (
            format!("{HEAD}{GAMES}[money]\ncurrency = \"ZZZZ\"\nbuy_in = 10000\n{stud_levels}"),
            "error",
            vec!["t.toml:32:12: error: [money] currency \"ZZZZ\" is not an ISO 4217 code: write the three letters of a currency, such as USD, EUR, GBP, CAD or AUD"],
        ),
        // A lower-case code is the currency it names.
        (
            format!("{HEAD}{GAMES}[money]\ncurrency = \"isk\"\nbuy_in = 10000\n{chips}{stud_levels}"),
            "warning",
            vec![],
        ),
    ];
    for (text, kind, want) in cases {
        let found: Vec<String> = match parse_structure("t.toml", &text) {
            Ok(p) => p
                .warnings
                .iter()
                .map(|d| d.to_string())
                .filter(|w| !w.contains("catalog"))
                .collect(),
            Err(d) => d
                .iter()
                .map(|d| d.to_string())
                .filter(|w| w.contains(kind))
                .collect(),
        };
        assert_eq!(found, want, "{text}");
    }
}
