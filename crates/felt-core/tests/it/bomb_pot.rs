//! Bomb pot and jam-or-fold events: a bomb pot level carries the ante every
//! player posts, the structure file says where one is missing, and the clock shows both
//! flags.

use felt_core::UtcMs;
use felt_core::engine::{Event, LogEntry, Record, Tournament};
use felt_core::structure::{AnteKind, Stakes, parse_structure};
use felt_core::view::clock::clock_view;

/// HEAD and STUD take lines 1-16; the levels start on line 17.
const HEAD: &str = r#"name = "Bomb Pot NLHE"
starting_stack = 20000
table_size = 9
rotation = ["nlh"]
[special]
bomb_pot = true
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[games]]
id = "stud"
"#;
const STUD: &str = "name = \"Stud\"\nfamily = \"stud\"\nbetting = \"limit\"\n";

fn text(levels: &str) -> String {
    format!("{HEAD}{STUD}{levels}")
}

/// Parses the file with `levels` and gives each level's ante and who posts it, or the
/// diagnostics.
fn check(levels: &str, expected: Result<&[(u64, AnteKind)], &[&str]>) {
    let got = match parse_structure("bomb.toml", &text(levels)) {
        Ok(p) => Ok(p
            .structure
            .levels()
            .filter_map(|l| match l.stakes {
                Stakes::Blinds {
                    ante, ante_kind, ..
                } => Some((ante, ante_kind)),
                _ => None,
            })
            .collect::<Vec<_>>()),
        Err(d) => Err(d.iter().map(|d| d.to_string()).collect::<Vec<_>>()),
    };
    let expected = expected
        .map(<[_]>::to_vec)
        .map_err(|e| e.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(got, expected, "for {levels}");
}

#[test]
fn bomb_pot_levels_carry_the_ante_every_player_posts() {
    use AnteKind::*;
    // The third number of the stakes is the ante, posted by every player by default.
    check(
        "[[levels]]\nstakes = \"100/200/100\"\n[[levels]]\nstakes = \"200/400/200\"",
        Ok(&[(100, Table), (200, Table)]),
    );
    // A level may state it in full; a stud level keeps its own ante and bring-in.
    check(
        "[[levels]]\nsmall_blind = 100\nbig_blind = 200\nante = 50\nante_kind = \"table\"\n\
         [[levels]]\ngame = \"stud\"\nstakes = \"200/400\"\nante = 25\nbring_in = 50",
        Ok(&[(50, Table)]),
    );
    check(
        "[[levels]]\nstakes = \"100/200\"",
        Err(&[
            "bomb.toml:17:1: error: level 1 (No-Limit Hold'em) is a bomb pot level: it needs the ante every player posts (add `ante`, or a third number in `stakes`)",
        ]),
    );
    check(
        "[[levels]]\nstakes = \"100/200/100\"\n[[levels]]\nstakes = \"200/400/400\"\nante_kind = \"big-blind\"",
        Err(&[
            "bomb.toml:19:1: error: level 2 (No-Limit Hold'em) is a bomb pot level: every player posts its ante, so ante_kind must be \"table\", found \"big-blind\"",
        ]),
    );
    // Without the flag, the same file keeps the big blind ante default and needs no ante.
    let plain = text("[[levels]]\nstakes = \"100/200\"\n[[levels]]\nstakes = \"100/200/200\"")
        .replace("bomb_pot = true", "bomb_pot = false");
    let s = parse_structure("plain.toml", &plain).unwrap().structure;
    let kinds: Vec<AnteKind> = s
        .levels()
        .filter_map(|l| match l.stakes {
            Stakes::Blinds { ante_kind, .. } => Some(ante_kind),
            _ => None,
        })
        .collect();
    assert_eq!(kinds, [BigBlind, BigBlind]);
}

/// The notices of a fresh event built from `text`.
fn notices(text: &str) -> Vec<String> {
    let structure = parse_structure("e.toml", text).unwrap().structure;
    let created = LogEntry {
        seq: 1,
        at: UtcMs(1_700_000_000_000),
        record: Record::Event {
            event: Event::Created {
                structure: Box::new(structure),
                file: "e.toml".into(),
                source: text.into(),
            },
        },
    };
    let t = Tournament::replay([&created]).unwrap();
    clock_view(&t, UtcMs(1_700_000_000_000)).notices
}

#[test]
fn the_clock_shows_the_bomb_pot_ante_and_jam_or_fold() {
    let bomb = text("[[levels]]\nstakes = \"1,000/2,000/1,000\"");
    let cases: [(String, &[&str]); 3] = [
        (
            bomb.clone(),
            &[
                "Bomb pot: every player posts the 1,000 ante; no betting before the flop, and the smallest bet is the ante.",
            ],
        ),
        (
            bomb.replace("bomb_pot = true", "bomb_pot = true\njam_or_fold = true"),
            &[
                "Bomb pot: every player posts the 1,000 ante; no betting before the flop, and the smallest bet is the ante.",
                "Jam or fold: each player's first action is all-in or fold.",
            ],
        ),
        (
            bomb.replace("bomb_pot = true", "jam_or_fold = true")
                .replace("/1,000\"", "\""),
            &["Jam or fold: each player's first action is all-in or fold."],
        ),
    ];
    for (file, expected) in cases {
        assert_eq!(notices(&file), expected, "{file}");
    }
}
