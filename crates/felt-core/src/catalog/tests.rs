//! Catalog tests: coverage of the rulebooks' game lists, table sizes worked out by hand,
//! edition lookups and rejection of malformed files.

use super::*;

/// Every listed game, as the catalog key that must resolve.
const LISTED: &[(&str, &str)] = &[
    ("Ace-to-Five Triple Draw", "ace-to-five-triple-draw"),
    ("Action Razz", "action-razz"),
    ("Action Razzdugi", "action-razzdugi"),
    ("Archie", "archie"),
    ("Badacey", "badacey"),
    ("Badeucy", "badeucy"),
    ("Badugi", "badugi"),
    ("Bidirectional Chowaha", "bidirectional-chowaha"),
    ("Big O", "big-o"),
    ("Binglaha", "binglaha"),
    ("California Lowball", "california-lowball"),
    ("Chowaha", "chowaha"),
    ("Chowaha, 2011 high-only edition", "chowaha@2011"),
    ("Courchevel", "courchevel"),
    ("Crazy Pineapple High/Low", "crazy-pineapple-hi-lo"),
    ("Deuce-to-Seven Lowball", "deuce-to-seven-lowball"),
    ("Deuce-to-Seven Razz", "deuce-to-seven-razz"),
    ("Deuce-to-Seven Triple Draw", "deuce-to-seven-triple-draw"),
    ("Dramadugi", "dramadugi"),
    ("Dramaha", "dramaha"),
    ("Dramaha 49", "dramaha-49"),
    ("Duck Flush", "duck-flush"),
    ("Five Card Draw", "five-card-draw"),
    ("Five Card Omaha", "five-card-omaha"),
    ("Five Card Stud", "five-card-stud"),
    ("Four Card Chowaha High/Low", "four-card-chowaha"),
    ("Irish", "irish"),
    ("Korean", "korean"),
    ("Lazy Pineapple", "lazy-pineapple"),
    ("Lazy Pineapple High/Low", "lazy-pineapple-hi-lo"),
    ("London Lowball", "london-lowball"),
    ("Mexican Poker", "mexican-poker"),
    ("Mississippi Stud", "mississippi-stud"),
    ("Mississippi Stud High/Low", "mississippi-stud-hi-lo"),
    ("Mississippi Razz", "mississippi-razz"),
    ("Mississippi Studugi", "mississippi-studugi"),
    ("Murder", "murder"),
    ("Oklahoma", "oklahoma"),
    ("Omaha", "omaha"),
    ("Omaha High/Low", "omaha-hi-lo"),
    ("Omaha X or Better", "omaha-x-or-better"),
    ("Paradise Road Pick'em", "paradise-road-pickem"),
    ("Quick Quads", "quick-quads"),
    ("Razz", "razz"),
    ("Razzdugi", "razzdugi"),
    ("Rio Bravo", "rio-bravo"),
    ("Scrotum", "scrotum"),
    ("Short Deck Omaha", "short-deck-omaha"),
    ("Short Deck Hold'em", "short-deck-holdem"),
    ("Sohe", "sohe"),
    ("Stud", "stud"),
    ("Stud High/Low", "stud-hi-lo"),
    ("Stud High/Low No Qualifier", "stud-hi-lo-no-qualifier"),
    ("Super Stud", "super-stud"),
    ("Super Stud High/Low", "super-stud-hi-lo"),
    ("Super Razz", "super-razz"),
    ("Swingo", "swingo"),
    (
        "Seven-Card Stud High/Low Deuce-to-Seven Roll Your Own",
        "stud-hi-lo-deuce-to-seven-royo",
    ),
    ("Kimo", "kimo"),
    ("Texas Hold'em", "holdem"),
    ("Texas Hold'em High/Low", "holdem-hi-lo"),
    ("Triple Draw Dramaha", "triple-draw-dramaha"),
    ("Two or Five Omaha High/Low", "two-or-five-omaha"),
    ("Wonky Donkey", "wonky-donkey"),
    // Games the 2011 list names differently.
    ("Kansas City Lowball (2011)", "deuce-to-seven-lowball@2011"),
    ("Kansas City Razz (2011)", "deuce-to-seven-razz@2011"),
    (
        "Kansas City Triple Draw (2011)",
        "deuce-to-seven-triple-draw@2011",
    ),
    ("Five-Card Courchevel High (2011)", "courchevel@2011"),
    ("Four-Card Chowaha (2011)", "four-card-chowaha@2011"),
    ("Murder (2011)", "murder@2011"),
    ("Scrotum (2011)", "scrotum@2011"),
    ("Razzdugi (2011)", "razzdugi@2011"),
    ("Seven-Card Stud (2011)", "stud@2011"),
];

#[test]
fn every_listed_game_is_in_the_catalog() {
    let c = Catalog::builtin();
    let missing: Vec<_> = LISTED
        .iter()
        .filter(|(_, key)| c.resolve(key).is_err())
        .collect();
    assert!(missing.is_empty(), "missing: {missing:?}");
    assert!(c.games().len() >= 63, "{} games", c.games().len());
}

#[test]
fn every_file_in_the_directory_is_embedded_and_parses() {
    // build.rs lists the directory; this guards against an empty or stale list.
    let files: Vec<_> = builtin_game_files().collect();
    let c = Catalog::builtin();
    assert_eq!(files.len(), c.games().len());
    for g in c.games() {
        assert!(
            files.contains(&format!("{}.toml", g.id).as_str()),
            "{} not embedded",
            g.id
        );
    }
}

/// `check(key, strict, with_community_card)`: the table size of a game, worked out by hand.
fn check(key: &str, strict: u8, community: Option<u8>) {
    let c = Catalog::builtin();
    let (_, e) = c.resolve(key).unwrap();
    let t = table_size(e, &c);
    assert_eq!(
        (t.max_players, t.max_with_community_card),
        (strict, community),
        "{key}: {t:?}"
    );
}

#[test]
fn table_sizes_worked_out_by_hand() {
    // Seven-card stud: 7 cards each + 4 burns (before 4th..7th). 6 players: 42 + 4 = 46;
    // 7 players: 49 + 4 = 53 > 52. With one community card on 7th street (no burn before
    // it): 8 players: 8 * 6 + 3 + 1 = 52 fits; 9 players: 54 + 4 > 52.
    check("stud", 6, Some(8));
    check("razz", 6, Some(8));
    // Hold'em: 2n + 5 board + 3 burns fits far beyond the ten-seat cap.
    check("holdem", 10, None);
    // Omaha: 4n + 8 <= 52 up to n = 11, capped at 10. Big O: 5n + 8 <= 52 -> n = 8 (48).
    check("omaha", 10, None);
    check("big-o", 8, None);
    // Sohe: 6n + 8 <= 52 -> n = 7 (50); 8 players need 56.
    check("sohe", 7, None);
    // Chowaha two-card: 2n + 12 board + 3 burns -> 18, capped. Four-card: 4n + 15 -> n = 9 (51).
    check("chowaha", 10, None);
    check("four-card-chowaha", 9, None);
    // Oklahoma: 4n + 15 board + 3 burns -> n = 8 (50); 9 needs 54.
    check("oklahoma", 8, None);
    // Murder: 4n + 12 + 3 -> n = 9 (51).
    check("murder", 9, None);
    // Short-deck Omaha: 36 cards, 4n + 8 -> n = 7 (36).
    check("short-deck-omaha", 7, None);
    // Mexican poker: 41 cards, 5 each + 3 burns -> n = 7 (38); 8 needs 43.
    // With a community fifth card: 4n + 1 + 2 -> n = 9 (39).
    check("mexican-poker", 7, Some(9));
    // Super Stud: 9 cards each + 4 burns -> n = 5 (49). Community card: 8n + 3 + 1 -> 6 (52).
    check("super-stud", 5, Some(6));
    // Mississippi: 7 each + 3 burns -> n = 7 (52). Community: 6n + 2 + 1 -> 8 (51).
    check("mississippi-stud", 7, Some(8));
    // Roll your own: 6 down + 1 on seventh + 1 burn -> n = 7 (50). Community: 6n + 1 -> 8 (49).
    check("stud-hi-lo-deuce-to-seven-royo", 7, Some(8));
    // Draw games count only the first deal: badugi 4n -> 13, five-card draw with joker 5n <= 53 -> 10.
    check("badugi", 10, None);
    check("five-card-draw", 10, None);
    // Five card stud: 5n + 3 -> 9 (48); community: 4n + 1 + 2 -> 10 (capped).
    check("five-card-stud", 9, Some(10));
    // Paradise Road Pick'em is limited by its stud choices.
    check("paradise-road-pickem", 6, Some(8));
    // Kimo counts the eight-handed deal of five: 5n + 8 -> 8 (48).
    check("kimo", 8, None);
}

/// Reported case: the Regulars play seven-card stud seven-handed, and their
/// cards said six. Their dealer burns no card, so 7 x 7 = 49 cards fit; with one
/// community card on the last street 8 x 6 + 1 = 49 fit, and 9 need 55.
#[test]
fn regulars_stud_is_dealt_seven_handed_without_burn_cards() {
    for key in ["stud@regulars", "razz@regulars"] {
        let c = Catalog::builtin();
        let (_, e) = c.resolve(key).unwrap();
        let t = table_size(e, &c);
        assert_eq!(t.burns, 0, "{key}: {t:?}");
        assert!(t.max_players >= 7, "{key}: {t:?}");
    }
    check("stud@regulars", 7, Some(8));
}

/// Reported case: Seven Twenty-Seven's offers are dealt only to players who
/// ask: no community card is turned for them, so the card claims no such table.
#[test]
fn seven_twenty_seven_offers_have_no_face_and_no_community_card() {
    let c = Catalog::builtin();
    let (_, e) = c.resolve("seven-twenty-seven").unwrap();
    let t = table_size(e, &c);
    assert_eq!(t.max_with_community_card, None, "{t:?}");
    // 2 down + 1 up + 3 offers = 6 cards each, no burn at the Regulars: 8 x 6 = 48.
    assert_eq!((t.per_player, t.burns, t.max_players), (6, 0, 8), "{t:?}");
}

#[test]
fn editions_resolve_by_key() {
    let c = Catalog::builtin();
    let cases = [
        ("chowaha", "2025", ShowdownKind::Split),
        ("chowaha@2021", "2021", ShowdownKind::Single),
        ("chowaha@2011", "2021", ShowdownKind::Single),
        ("stud@2011", "2021", ShowdownKind::Single),
    ];
    for (key, edition, kind) in cases {
        let (_, e) = c.resolve(key).unwrap();
        assert_eq!((e.id.as_str(), e.showdown.kind), (edition, kind), "{key}");
    }
    assert!(matches!(
        c.resolve("chowaha@1999"),
        Err(CatalogError::UnknownEdition { .. })
    ));
    assert!(matches!(
        c.resolve("nope"),
        Err(CatalogError::UnknownGame(_))
    ));
}

#[test]
fn families_map_to_structure_families() {
    let c = Catalog::builtin();
    let cases = [
        ("holdem", Some(Family::Flop)),
        ("badugi", Some(Family::Draw)),
        ("razz", Some(Family::Stud)),
        ("mississippi-stud", Some(Family::Flop)),
        ("paradise-road-pickem", None),
    ];
    for (id, fam) in cases {
        assert_eq!(c.game(id).unwrap().structure_family(), fam, "{id}");
    }
}

#[test]
fn rotations_name_real_games() {
    let c = Catalog::builtin();
    let horse: Vec<_> = c
        .rotation("horse")
        .unwrap()
        .games
        .iter()
        .map(|g| g.game.as_str())
        .collect();
    assert_eq!(
        horse,
        ["holdem", "omaha-hi-lo", "razz", "stud", "stud-hi-lo"]
    );
    let (_, pick) = c.resolve("paradise-road-pickem").unwrap();
    assert_eq!(pick.choice_of, horse);
    assert_eq!(c.rotation("eight-game").unwrap().games.len(), 8);
}

#[test]
fn malformed_files_are_rejected() {
    let good = include_str!("../../../../structures/games/razz.toml");
    let typo = good.replacen("usual_betting", "usual_beting", 1);
    let cases: [(&str, &str, &str); 3] = [
        ("razz.toml", typo.as_str(), "unknown field"),
        ("other.toml", good, "does not match"),
        (
            "razz.toml",
            &good.replacen("\"stud\"", "\"studd\"", 1),
            "unknown variant",
        ),
    ];
    for (file, text, expect) in cases {
        let err = Catalog::from_files(&[(file, text)], &[])
            .unwrap_err()
            .to_string();
        assert!(err.contains(expect), "{file}: {err}");
    }
    let dangling = "id = \"x\"\nname = \"X\"\n[[games]]\ngame = \"nope\"\nbetting = \"limit\"\n";
    let err = Catalog::from_files(&[("razz.toml", good)], &[("x.toml", dangling)]).unwrap_err();
    assert!(
        matches!(err, CatalogError::UnknownReference { .. }),
        "{err}"
    );
}

/// The names a TD types find their game, whatever the case and punctuation,
/// and no two games answer to the same name.
#[test]
fn the_names_a_td_types_find_their_game() {
    let c = Catalog::builtin();
    let cases = [
        ("Bingleaha", "binglaha"),
        ("Baducey", "badeucy"),
        ("badeucey", "badeucy"),
        ("2-7 Triple Draw", "deuce-to-seven-triple-draw"),
        ("27TD", "deuce-to-seven-triple-draw"),
        ("Deuce to Seven Triple Draw", "deuce-to-seven-triple-draw"),
        ("deuce-to-seven triple draw", "deuce-to-seven-triple-draw"),
        ("2-7 single draw", "deuce-to-seven-lowball"),
        ("NL 2-7", "deuce-to-seven-lowball"),
        ("Big O", "big-o"),
        ("Big O 8", "big-o"),
        ("PLO8", "omaha-hi-lo"),
        ("plo/8", "omaha-hi-lo"),
        ("PLO", "omaha"),
        ("A-5 TD", "ace-to-five-triple-draw"),
        ("hold'em", "holdem"),
        ("NLHE", "holdem"),
        ("Stud/8", "stud-hi-lo"),
        // The names a floor uses for the eight-or-better games.
        ("Omaha Hi-Lo 8", "omaha-hi-lo"),
        ("Omaha Hi-Lo", "omaha-hi-lo"),
        ("Omaha Hi/Lo 8-or-better", "omaha-hi-lo"),
        ("Omaha High-Low Eight or Better", "omaha-hi-lo"),
        ("Omaha 8 or better", "omaha-hi-lo"),
        ("Stud Hi-Lo 8", "stud-hi-lo"),
        ("Seven Card Stud Hi Lo", "stud-hi-lo"),
        ("Stud 8-or-better", "stud-hi-lo"),
    ];
    for (typed, id) in cases {
        assert_eq!(c.find(typed).map(|g| g.id.as_str()), Some(id), "{typed}");
    }
    assert!(c.find("").is_none());
    assert!(c.find("Go Fish").is_none());
    // No two games answer to one name, as written or as a floor says it.
    for key in [search_key, floor_key] {
        let mut seen: std::collections::BTreeMap<String, &str> = std::collections::BTreeMap::new();
        for g in c.games() {
            let mut keys: Vec<String> = vec![key(&g.id), key(&g.name)];
            keys.extend(g.aliases.iter().map(|a| key(a)));
            keys.sort();
            keys.dedup();
            for k in keys {
                if let Some(other) = seen.insert(k.clone(), &g.id) {
                    panic!("{k:?} names both {other} and {}", g.id);
                }
            }
        }
    }
}
