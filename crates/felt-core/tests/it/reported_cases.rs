//! The cases a TD and a home-game host caught running real nights, each test named after
//! the rule or the reported case.

use felt_core::catalog::Catalog;
use felt_core::paper::rule_card::rule_card;
use felt_core::paper::sheet::structure_sheet;
use felt_core::structure::parse_structure;

/// The rule card said "The games rotate by level in this order: Limit Hold'em, Big O, ..."
/// and the sheet's games line followed the games table, while the rotation started with
/// Big O. Paper follows the rotation: the card's order, its game pages and the sheet.
#[test]
fn paper_lists_the_games_in_rotation_order() {
    let text = r#"name = "Mixed"
starting_stack = 10000
table_size = 8
rotation = ["bigo", "razz", "lhe"]
[[games]]
id = "lhe"
name = "Limit Hold'em"
family = "flop"
betting = "limit"
catalog = "holdem"
[[games]]
id = "bigo"
name = "Big O"
family = "flop"
betting = "pot-limit"
catalog = "big-o"
[[games]]
id = "razz"
name = "Razz"
family = "stud"
betting = "limit"
catalog = "razz"
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "100/200"
ante = 25
bring_in = 25
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "100/300"
"#;
    let s = parse_structure("mixed.toml", text).unwrap().structure;
    let order: Vec<&str> = s
        .games_in_play_order()
        .iter()
        .map(|g| g.id.as_str())
        .collect();
    assert_eq!(order, ["bigo", "razz", "lhe"]);
    let doc = rule_card(&s, Catalog::shared(), felt_core::lang::Locale::ENGLISH);
    let card = doc.text();
    assert!(
        card.contains(
            &"The games rotate by level in this order: Big O, Razz, Limit Hold'em.".to_string()
        ),
        "{card:?}"
    );
    // One page per game, in the same order, after the overview.
    let headings: Vec<&str> = doc
        .pages
        .iter()
        .skip(1)
        .map(|p| p.heading.as_str())
        .collect();
    assert!(headings[0].contains("Big O"), "{headings:?}");
    assert!(headings[1].contains("Razz"), "{headings:?}");
    assert!(headings[2].contains("Limit Hold'em"), "{headings:?}");
    let sheet = structure_sheet(&s, felt_core::lang::Locale::ENGLISH).text();
    assert!(
        sheet.contains(&"Games: Big O, Razz, Limit Hold'em".to_string()),
        "{sheet:?}"
    );
}

/// "level 8: 50 cannot be made with the chips in play (smallest chip 100)" was printed
/// twice, once for the ante and once for the bring-in, naming neither: each amount is one
/// finding, naming every stake of that amount.
#[test]
fn an_unmakeable_amount_is_one_warning_naming_its_stakes() {
    let text = r#"name = "Stud"
starting_stack = 10000
table_size = 8
[[games]]
id = "stud"
name = "Seven-Card Stud"
family = "stud"
betting = "limit"
catalog = "stud"
[[chips]]
value = 100
color = "black"
[[levels]]
stakes = "200/400"
ante = 50
bring_in = 50
"#;
    let p = parse_structure("stud.toml", text).unwrap();
    let found: Vec<String> = p
        .warnings
        .iter()
        .map(|d| d.message.clone())
        .filter(|m| m.contains("cannot be made"))
        .collect();
    assert_eq!(
        found,
        [
            "level 1: the ante and the bring-in of 50 cannot be made with the chips in play (smallest chip 100)"
        ]
    );
}

fn small_field_prizes(entries: u32, buy_in: u64) -> Vec<u64> {
    use felt_core::rules::payout::event::{PayoutsInput, payouts_view};
    let text = format!(
        "name = \"Small\"\nstarting_stack = 10000\ntable_size = 9\n[money]\ncurrency = \"USD\"\nbuy_in = {buy_in}\n[payouts]\n\
[[games]]\nid = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n[[levels]]\nstakes = \"100/200\"\n"
    );
    let s = parse_structure("small.toml", &text).unwrap().structure;
    let pool = u64::from(entries) * buy_in;
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
    let prizes: Vec<u64> = v.places.iter().map(|p| p.amount).collect();
    assert_eq!(prizes.iter().sum::<u64>(), pool, "{entries}: {prizes:?}");
    prizes
}

/// The default curve paid 12 entries at $50 as $512 / $88 (85% / 15%). Small fields pay
/// as card rooms do: two places near 65/35, three near 50/30/20.
#[test]
fn payouts_of_a_small_field_pay_as_card_rooms_do() {
    let pct = |p: &[u64]| -> Vec<u64> {
        let pool: u64 = p.iter().sum();
        p.iter().map(|a| (a * 100 + pool / 2) / pool).collect()
    };
    // 12 entries at $50: two places.
    let two = small_field_prizes(12, 5_000);
    assert_eq!(two.len(), 2);
    let shares = pct(&two);
    assert!((63..=67).contains(&shares[0]), "{two:?} {shares:?}");
    // 20 entries at $50: three places.
    let three = small_field_prizes(20, 5_000);
    assert_eq!(three.len(), 3);
    let shares = pct(&three);
    for (got, want) in shares.iter().zip([50, 30, 20]) {
        assert!(got.abs_diff(want) <= 3, "{three:?} {shares:?}");
    }
}

proptest::proptest! {
    /// Over fields of 2 to 60 entries, the second prize is a real prize: at least twice
    /// the buy-in and at least two fifths of first place, and the prizes never rise.
    #[test]
    fn the_second_prize_of_a_small_field_is_a_real_prize(
        entries in 2u32..=60,
        buy_in in proptest::sample::select(vec![2_000u64, 5_000, 10_000, 15_000, 50_000]),
    ) {
        let p = small_field_prizes(entries, buy_in);
        proptest::prop_assert!(p.windows(2).all(|w| w[0] >= w[1]), "{:?}", p);
        if p.len() >= 2 {
            proptest::prop_assert!(p[1] >= 2 * buy_in, "{} entries: {:?}", entries, p);
            proptest::prop_assert!(p[1] * 5 >= p[0] * 2, "{} entries: {:?}", entries, p);
        }
    }
}

/// A player moved from table 3 to table 1 at 21 left was moved straight back at 18 left.
/// The TDA's order takes the player due the big blind first; when that player came to the
/// table by a move and another player did not, the next due moves instead, and the plan
/// says why.
#[test]
fn balancing_does_not_move_a_player_just_moved_when_another_choice_exists() {
    use felt_core::rules::seating::balance::next_balance_move;
    use felt_core::rules::seating::{BalanceSettings, SeatRef, Seating, invariants};
    use rand::SeedableRng;
    use rand::rngs::StdRng;
    let mut room = Seating::with_tables(3, 9).unwrap();
    let mut id = 0;
    for (table, players) in [(1u32, 7u8), (3, 7)] {
        for seat in 1..=players {
            id += 1;
            room.seat(id, SeatRef { table, seat }).unwrap();
        }
    }
    room.close_table(2).unwrap();
    // Player 14 (table 3, seat 7) is moved to table 1, seat 8.
    room.move_player(14, SeatRef { table: 1, seat: 8 }).unwrap();
    assert!(room.was_moved(14));
    // At table 1 the button is at seat 6: seat 8, the player just moved in, is due the big
    // blind. Table 1 has 8 and table 3 has 6: one must move.
    room.set_button(1, Some(6)).unwrap();
    room.set_button(3, Some(1)).unwrap();
    let settings = BalanceSettings::for_handed(9);
    let mut rng = StdRng::seed_from_u64(1);
    let mv = next_balance_move(&room, &settings, &mut rng)
        .unwrap()
        .expect("8 against 6 needs a move");
    // The next due after seat 8 is seat 1 (player 1).
    assert_eq!((mv.player, mv.from.table, mv.from.seat), (1, 1, 1));
    assert!(
        mv.reason
            .contains("player 14, due first, was moved to table 1 and is not moved again"),
        "{}",
        mv.reason
    );
    // The independent checker agrees with the plan.
    let plan =
        felt_core::rules::seating::balance::plan_after_bust(&room, &settings, &mut rng).unwrap();
    invariants::check_plan(&room, &plan, &settings).unwrap();
    assert_eq!(plan.moves[0].player, 1);
    // When every player at the long table was moved in, the big blind moves after all.
    let mut all = Seating::with_tables(2, 9).unwrap();
    for p in 1..=8u32 {
        all.seat(
            p,
            SeatRef {
                table: 2,
                seat: p as u8,
            },
        )
        .unwrap();
        all.move_player(
            p,
            SeatRef {
                table: 1,
                seat: p as u8,
            },
        )
        .unwrap();
    }
    for p in 9..=14u32 {
        all.seat(
            p,
            SeatRef {
                table: 2,
                seat: (p - 8) as u8,
            },
        )
        .unwrap();
    }
    all.set_button(1, Some(6)).unwrap();
    all.set_button(2, Some(1)).unwrap();
    let mv = next_balance_move(&all, &settings, &mut rng)
        .unwrap()
        .unwrap();
    assert_eq!(mv.player, 8, "{}", mv.reason);
}

/// During the break after the last late-registration level the displays still said late
/// registration was open, while a register was refused. The notices follow the register
/// command's rule, and the break says when an add-on is on offer and how many were taken.
#[test]
fn the_break_after_late_registration_says_it_closed_and_offers_the_add_on() {
    use crate::fixtures::{Live, T0};
    use felt_core::engine::{ClockAction, Command, FieldCommand};
    use felt_core::view::clock::clock_view;
    let text = r#"name = "Notices"
starting_stack = 10000
table_size = 9
level_minutes = 20
[money]
currency = "USD"
buy_in = 5000
[late_registration]
until_end_of_level = 2
[add_on]
chips = 10000
price = 2000
at_break_after_level = 2
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100"
[[levels]]
break_minutes = 10
[[levels]]
stakes = "100/200"
"#;
    let mut live = Live::with(parse_structure("notices.toml", text).unwrap().structure);
    let register = |live: &mut Live, name: &str| {
        live.exec(
            Command::Field(FieldCommand::Register {
                name: name.into(),
                number: None,
                seed: None,
                ticket: None,
            }),
            T0,
        )
    };
    register(&mut live, "Ann").unwrap();
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    let notes = |live: &Live| clock_view(&live.t, T0).notices;
    assert!(
        notes(&live).contains(&"Late registration is open until the end of level 2.".to_string()),
        "{:?}",
        notes(&live)
    );
    assert!(!notes(&live).iter().any(|n| n.starts_with("Add-on")));
    assert!(clock_view(&live.t, T0).registration_open);
    // The break after level 2: registration has closed, the add-on is on offer.
    live.exec(Command::Clock(ClockAction::GoTo { period: 2 }), T0)
        .unwrap();
    let at_break = notes(&live);
    assert!(
        !at_break.iter().any(|n| n.contains("is open")),
        "{at_break:?}"
    );
    assert!(
        at_break.contains(&"Late registration closed at the end of level 2.".to_string()),
        "{at_break:?}"
    );
    assert!(
        at_break.contains(
            &"Add-on on offer this break: 10,000 chips for $20. 0 taken so far.".to_string()
        ),
        "{at_break:?}"
    );
    // The notice and the command agree: a register now is refused.
    assert!(!clock_view(&live.t, T0).registration_open);
    assert_eq!(register(&mut live, "Bo"), Err("registration-closed"));
    // Level 3: neither notice.
    live.exec(Command::Clock(ClockAction::GoTo { period: 3 }), T0)
        .unwrap();
    assert!(
        !notes(&live)
            .iter()
            .any(|n| n.contains("Late registration") || n.starts_with("Add-on")),
        "{:?}",
        notes(&live)
    );
}

/// The structure sheet of an event whose levels rise on eliminations said "30 minutes":
/// it says what moves the levels, and when each one starts.
#[test]
fn a_sheet_of_levels_by_eliminations_says_when_each_level_starts() {
    let text = std::fs::read_to_string("../../structures/templates/regulars-holdem.toml").unwrap();
    let s = parse_structure("regulars-holdem.toml", &text)
        .unwrap()
        .structure;
    let doc = structure_sheet(&s, felt_core::lang::Locale::ENGLISH);
    let lines = doc.text();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Levels: a new level after every 2 eliminations (")),
        "{lines:?}"
    );
    let felt_core::paper::document::Block::Table { columns, rows, .. } = doc.pages[0]
        .blocks
        .iter()
        .find(|b| matches!(b, felt_core::paper::document::Block::Table { .. }))
        .unwrap()
    else {
        unreachable!()
    };
    let at = columns
        .iter()
        .position(|c| c.title == "Starts")
        .expect("a Starts column");
    assert!(!columns.iter().any(|c| c.title == "Minutes"));
    assert_eq!(rows[0][at], "at the start");
    assert_eq!(rows[1][at], "after 2 out");
    assert!(!lines.iter().any(|l| l.contains("minutes (")), "{lines:?}");
}

/// Against the source (seed 003): Spit in the Ocean and Twin Beds make the one shared card
/// wild, Low Hold Wild and Pick Your Hole the one down card, not every card of its rank;
/// a player declaring both ways ties as any tie does (the source adds no forfeit for a
/// tie; beaten either way, seed 004 says they take nothing). Lame Brain Pete's table card
/// is wild with its rank, as the source says.
#[test]
fn wild_cards_and_declarations_say_what_the_source_says() {
    use felt_core::paper::rule_card::edition_card;
    let c = Catalog::shared();
    let card = |key: &str| {
        let (g, e) = c.resolve(key).unwrap();
        edition_card(g, e, c, felt_core::lang::Locale::ENGLISH)
            .text()
            .join("\n")
    };
    let spit = card("spit-in-the-ocean");
    assert!(spit.contains("that card alone"), "{spit}");
    assert!(!spit.contains("every card of its rank"), "{spit}");
    assert!(card("twin-beds").contains("that card alone"));
    for key in ["low-hold-wild", "pick-your-hole"] {
        let text = card(key);
        assert!(
            text.contains("that one card, not its rank"),
            "{key}: {text}"
        );
    }
    assert!(card("lame-brain-pete").contains("every card of its rank"));
    let declare = card("stud-hi-lo@regulars");
    assert!(declare.contains("a tie works as any tie does"), "{declare}");
    assert!(
        declare.contains("beaten either way takes nothing"),
        "{declare}"
    );
    assert!(
        !declare.contains("must win both halves outright"),
        "{declare}"
    );
}

/// A player declaring both ways who is beaten either way takes nothing (seed 004). It is
/// declaring's own rule, not a night's house option, so every declare game's card says
/// it, whatever the night, and no other game's card does.
#[test]
fn every_declare_card_says_a_both_ways_player_beaten_either_way_takes_nothing() {
    use felt_core::paper::rule_card::{NightRules, house_card_betting, night_game_rules};
    let c = Catalog::shared();
    let keys = vec!["seven-twenty-seven".to_string(), "harem".to_string()];
    let rule = "A player declaring both ways who is beaten either way takes nothing";
    let night = NightRules {
        betting: Some(felt_core::structure::Betting::Limit),
    };
    let text = house_card_betting("Friday", &keys, night, c, felt_core::lang::Locale::ENGLISH)
        .unwrap()
        .text();
    assert_eq!(
        text.iter().filter(|l| l.starts_with(rule)).count(),
        1,
        "{text:?}"
    );
    // Harem declares nothing: no such line on its card.
    let harem: Vec<String> = night_game_rules("harem", night, c, felt_core::lang::Locale::ENGLISH)
        .unwrap()
        .into_iter()
        .flat_map(|(_, lines)| lines)
        .collect();
    assert!(!harem.iter().any(|l| l.contains("both ways")), "{harem:?}");
}

/// Reported case: the desk and the TV showed only a called game's deal lines;
/// Harem's three queens and how Guts is played were only on paper. The TV's short rules
/// carry the notes; the desk gets the whole card.
#[test]
fn a_called_game_shows_its_notes_on_the_tv_and_its_whole_card_on_the_desk() {
    use felt_core::paper::rule_card::{NightRules, night_game_rules, night_short_rules};
    let c = Catalog::shared();
    let night = NightRules {
        betting: Some(felt_core::structure::Betting::Limit),
    };
    let tv = night_short_rules("harem", night, c, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(tv.iter().any(|l| l.contains("Three queens")), "{tv:?}");
    let tv = night_short_rules("guts", night, c, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(tv.iter().any(|l| l.contains("closed fist")), "{tv:?}");
    let sections = night_game_rules("guts", night, c, felt_core::lang::Locale::ENGLISH).unwrap();
    let headings: Vec<&str> = sections.iter().filter_map(|(h, _)| h.as_deref()).collect();
    assert_eq!(headings, ["Forced bets", "The deal", "Showdown", "Notes"]);
    let desk: Vec<String> = sections.into_iter().flat_map(|(_, l)| l).collect();
    for want in [
        "Betting: Limit",
        "Rules from: Poker by the Regulars",
        "closed fist",
    ] {
        assert!(desk.iter().any(|l| l.contains(want)), "{want}: {desk:?}");
    }
    assert!(desk.len() > tv.len(), "the desk has the whole card");
    assert!(night_game_rules("no-such-game", night, c, felt_core::lang::Locale::ENGLISH).is_err());
}
