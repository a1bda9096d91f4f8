//! A big blind ante level that gives no ante, in an event with a big blind ante preset,
//! shows the preset's amount on the clock and the structure sheet (showing none, the room
//! would not see what the big blind posts).

use felt_core::UtcMs;
use felt_core::engine::Tournament;
use felt_core::structure::parse_structure;
use felt_core::view::clock::clock_view;

fn structure(preset: &str, table_size: u8) -> felt_core::structure::Structure {
    let text = format!(
        r#"name = "BBA"
starting_stack = 20000
table_size = {table_size}
ante_kind = "big-blind"
[big_blind_ante]
preset = "{preset}"
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
catalog = "holdem"
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "200/400/300"
"#
    );
    parse_structure("bba.toml", &text).unwrap().structure
}

/// (preset, table size, what level 1 and level 2 show)
const CASES: &[(&str, u8, [&str; 2])] = &[
    // TDA 2024 and BARGE 2024: the big blind, unless the level gives its own.
    (
        "tda-2024",
        9,
        [
            "Blinds 100/200, big blind ante 200",
            "Blinds 200/400, big blind ante 300",
        ],
    ),
    (
        "barge-2024",
        9,
        [
            "Blinds 100/200, big blind ante 200",
            "Blinds 200/400, big blind ante 300",
        ],
    ),
    // BARGE 2020: the small blind six-handed, the big blind in a full ring; a level
    // that states its own ante keeps it.
    (
        "barge-2020",
        6,
        [
            "Blinds 100/200, big blind ante 100",
            "Blinds 200/400, big blind ante 300",
        ],
    ),
    (
        "barge-2020",
        9,
        [
            "Blinds 100/200, big blind ante 200",
            "Blinds 200/400, big blind ante 300",
        ],
    ),
];

#[test]
fn a_preset_level_with_no_ante_shows_the_preset_amount() {
    for &(preset, size, want) in CASES {
        let s = structure(preset, size);
        let t = Tournament::create(1, UtcMs(0), s);
        let v = clock_view(&t, UtcMs(0));
        let now = v.current.unwrap().text;
        let next = v.next.unwrap().stakes.unwrap().text;
        assert_eq!([now.as_str(), next.as_str()], want, "{preset} at {size}");
        assert!(
            v.notices.iter().any(|n| n.starts_with("Big blind ante:")),
            "{preset}: {:?}",
            v.notices
        );
    }
}
