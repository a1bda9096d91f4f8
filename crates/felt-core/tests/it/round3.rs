//! Rules round 3: the cases a TD and a home-game host caught running real nights, each
//! test named after the rule or the reported case.

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
    let doc = rule_card(&s, Catalog::shared());
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
    let sheet = structure_sheet(&s).text();
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
