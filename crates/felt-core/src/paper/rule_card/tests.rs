//! Rule card tests: the card names each game and lists its streets in order, and the
//! event page carries the house rules.

use super::*;
use crate::structure::{
    BigBlindAntePreset, BigBlindAnteRule, Family, LammerDeadline, LammerRule, SpecialRules,
};

fn game(id: &str, name: &str, family: Family, betting: Betting, catalog: Option<&str>) -> Game {
    Game {
        id: id.into(),
        name: name.into(),
        family,
        betting,
        catalog: catalog.map(str::to_string),
    }
}

fn event(games: Vec<Game>) -> Structure {
    Structure {
        name: "Mixed Game Championship".into(),
        number: Some(7),
        description: None,
        starting_stack: 20_000,
        table_size: 8,
        games,
        periods: vec![],
        chips: vec![],
        late_registration: None,
        lammers: Some(LammerRule {
            per_entry: 2,
            value: 5_000,
            redeem_by_end_of_level: 12,
            at_deadline: LammerDeadline::Redeem,
        }),
        big_blind_ante: Some(BigBlindAnteRule::from_preset(BigBlindAntePreset::Barge2024)),
        payouts: None,
        money: None,
        add_on: None,
        rebuy: None,
        re_entry: None,
        special: SpecialRules {
            win_the_button: true,
            ..SpecialRules::default()
        },
        seating: Default::default(),
        after_last: Default::default(),
        chip_race: None,
    }
}

/// `check(doc, page, expected)`: each expected piece appears in the page's text, in order.
fn check(doc: &Document, page: usize, expected: &[&str]) {
    let one = Document {
        title: String::new(),
        pages: vec![doc.pages[page].clone()],
    };
    let text = one.text().join("\n");
    let mut from = 0;
    for e in expected {
        let at = text[from..]
            .find(e)
            .unwrap_or_else(|| panic!("`{e}` missing after byte {from} in:\n{text}"));
        from += at + e.len();
    }
}

#[test]
fn event_card_has_one_page_per_game_with_streets_in_order() {
    let c = Catalog::builtin();
    let s = event(vec![
        game("razz", "Razz", Family::Stud, Betting::Limit, None),
        game(
            "chow",
            "Chowaha",
            Family::Flop,
            Betting::Limit,
            Some("chowaha@2011"),
        ),
        game(
            "plo",
            "Pot-Limit Omaha",
            Family::Flop,
            Betting::PotLimit,
            Some("omaha"),
        ),
        game(
            "bad",
            "Badugi",
            Family::Draw,
            Betting::Limit,
            Some("badugi"),
        ),
        game(
            "mystery",
            "Mystery Game",
            Family::Flop,
            Betting::Limit,
            None,
        ),
    ]);
    let doc = rule_card(&s, &c, Locale::ENGLISH);
    assert_eq!(doc.pages.len(), 6);
    check(
        &doc,
        0,
        &[
            "#7 Mixed Game Championship",
            "Lammers: 2 per entry, worth 5,000",
            "end of level 12",
            "Big blind ante",
            "4 or fewer",
            "blind first",
            "BARGE 2024 does not set the order, so TDA 2024's is followed",
            "Win the button",
        ],
    );
    check(
        &doc,
        1,
        &[
            "Razz",
            "king of spades",
            "Third street: each player gets 2 cards face down and 1 card face up",
            "Fourth street",
            "best low hand showing",
            "Fifth street",
            "Sixth street",
            "Seventh street",
            "ace-to-five low",
            "highest card by suit",
        ],
    );
    check(
        &doc,
        2,
        &[
            "Chowaha",
            "2021 edition",
            "Pre-flop",
            "Flop: 9 community cards",
            "Turn: 2 community cards",
            "River: 1 community card",
            "One hand takes the whole pot",
            "touching it",
        ],
    );
    check(
        &doc,
        3,
        &[
            "Pot-Limit Omaha",
            "Pot-limit",
            "Pre-flop: each player gets 4 cards",
            "Flop",
            "Turn",
            "River",
            "exactly 2 from the hand and 3 from the board",
        ],
    );
    check(
        &doc,
        4,
        &[
            "Badugi",
            "Deal",
            "First draw: each player may discard 0 to 4 cards",
            "Second draw",
            "Third draw",
            "badugi, aces low",
        ],
    );
    check(&doc, 5, &["Mystery Game", "not in the catalog"]);
}

#[test]
fn summary_cards_name_the_game_and_split_rules() {
    let c = Catalog::builtin();
    let cases: &[(&str, &[&str])] = &[
        (
            "omaha-hi-lo",
            &[
                "Omaha High/Low",
                "Split pot",
                "High:",
                "Low:",
                "eight or better",
                "goes to the High half",
            ],
        ),
        (
            "dramaha",
            &[
                "Dramaha",
                "Turn: each player may discard 0 to 5 cards",
                "Draw hand",
                "Omaha hand",
                "goes to the Draw hand half",
            ],
        ),
        (
            "oklahoma",
            &[
                "Oklahoma",
                "River: 3 community cards",
                "boards removed",
                "one remaining row",
            ],
        ),
        (
            "murder",
            &["Murder", "two columns of three", "one from each row"],
        ),
        (
            "duck-flush",
            &["Not a split pot", "a flush or better", "deuce-to-seven"],
        ),
        (
            "mexican-poker",
            &["41 cards", "no bring-in", "opener picks"],
        ),
        // Checked against the rulebooks: a pot-limit stud game has no small
        // bet to complete to; Omaha X or Better's low counts a board card equal to X;
        // Wonky Donkey splits only as Omaha high/low, so the odd chip is the Omaha high's;
        // Kimo deals five cards eight-handed only.
        ("omaha-x-or-better", &["each X or lower"]),
        // Anaconda's hand is stacked first; a roll turns the next card.
        (
            "anaconda",
            &[
                "First roll: each player turns the next card of their stacked hand face up, all players at once",
            ],
        ),
        ("wonky-donkey", &["it goes to the High (Omaha) half"]),
        (
            "kimo",
            &[
                "each player gets 5 cards face down if eight players are dealt in; with fewer, each gets six cards",
            ],
        ),
        (
            "stud-hi-lo-deuce-to-seven-royo",
            &[
                "Third street: each player gets 6 cards face down; each player turns 1 down card",
                "Seventh street",
            ],
        ),
    ];
    for (id, expected) in cases {
        let doc = game_summary_card(c.game(id).unwrap(), &c, Locale::ENGLISH);
        check(&doc, 0, expected);
    }
}

/// An edition plays at its own source's betting, never the base game's: the Regulars'
/// hold'em, Omaha and Anaha are played at the night's limit, wherever the game is usually
/// no-limit or pot-limit, and every edition from that book says so itself.
#[test]
fn an_editions_card_prints_its_own_betting() {
    let c = Catalog::builtin();
    for key in ["holdem@regulars", "omaha@regulars", "anaha@regulars"] {
        let (g, e) = c.resolve(key).unwrap();
        let doc = edition_card(g, e, &c, Locale::ENGLISH);
        let text = doc.text().join("\n");
        assert!(text.contains("Limit"), "{key}: {text}");
        assert!(
            !text.contains("No-Limit") && !text.contains("Pot-Limit"),
            "{key}: {text}"
        );
    }
    for g in c.games() {
        for e in &g.editions {
            if e.sources == [crate::catalog::Source::Regulars2012]
                && g.usual_betting != Betting::Limit
            {
                assert_eq!(e.betting, Some(Betting::Limit), "{}@{}", g.id, e.id);
            }
        }
    }
}

/// The event card's forced-bet and limit lines follow the game: a pot-limit stud game has
/// no small bet to complete to (London Lowball), and Mexican Poker has no bring-in at all.
#[test]
fn forced_bets_and_limits_say_what_the_rulebook_says_for_the_betting_played() {
    let c = Catalog::builtin();
    let s = event(vec![
        game(
            "ll",
            "London Lowball",
            Family::Stud,
            Betting::PotLimit,
            Some("london-lowball"),
        ),
        game(
            "mex",
            "Mexican Poker",
            Family::Stud,
            Betting::Limit,
            Some("mexican-poker"),
        ),
        game("razz", "Razz", Family::Stud, Betting::Limit, Some("razz")),
    ]);
    let doc = rule_card(&s, &c, Locale::ENGLISH);
    let page = |i: usize| {
        Document {
            title: String::new(),
            pages: vec![doc.pages[i].clone()],
        }
        .text()
        .join("\n")
    };
    let (ll, mex, razz) = (page(1), page(2), page(3));
    assert!(
        ll.contains("Pot-limit: the smallest bet is the bring-in"),
        "{ll}"
    );
    assert!(!ll.contains("complete to the small bet"), "{ll}");
    assert!(
        mex.contains("the ante, the small bet and the big bet; there is no bring-in, and the high card opens for either bet"),
        "{mex}"
    );
    assert!(!mex.contains("the bring-in, the small bet"), "{mex}");
    assert!(
        razz.contains("The bring-in may complete to the small bet."),
        "{razz}"
    );
}

#[test]
fn special_formats_appear_on_the_event_page() {
    use crate::structure::Shootout;
    let c = Catalog::builtin();
    let mut s = event(vec![game(
        "holdem",
        "No-Limit Hold'em",
        Family::Flop,
        Betting::NoLimit,
        None,
    )]);
    s.lammers = None;
    s.big_blind_ante = Some(BigBlindAnteRule::from_preset(BigBlindAntePreset::Tda2024));
    s.special = SpecialRules {
        win_the_button: false,
        shootout: Some(Shootout {
            advance: 2,
            rounds: 3,
            pay: Default::default(),
        }),
        bounty: Some(2_500),
        progressive_bounty: false,
        mystery: None,
        bomb_pot: true,
        jam_or_fold: true,
        eliminations_per_level: std::num::NonZeroU32::new(2),
        hard_stop_minutes: Some(180),
    };
    let doc = rule_card(&s, &c, Locale::ENGLISH);
    check(
        &doc,
        0,
        &[
            "Big blind ante",
            "the amount each level states",
            "big blind first",
            "Bounty: 25.00",
            "Shootout",
            "2 players",
            "3 rounds",
            "Bomb pot",
            "Jam or fold",
            "after every 2 players are out",
            "Hard stop: play ends after 3 h;",
        ],
    );
    let all = doc.text().join("\n");
    assert!(
        !all.contains("Lammers") && !all.contains("Win the button"),
        "{all}"
    );
    check(
        &doc,
        1,
        &[
            "No-Limit Hold'em",
            "No-limit",
            "Pre-flop: each player gets 2 cards face down; a betting round",
        ],
    );
}

/// Reported case: Seven Twenty-Seven's source says a player may ask for another card, not
/// that it comes face up, so the card does not claim "up to 9 with one community card":
/// it says only that a card is dealt, and seats the 8 the deck allows.
#[test]
fn seven_twenty_seven_offer_has_no_invented_face_or_community_card() {
    let c = Catalog::builtin();
    let doc = game_summary_card(c.game("seven-twenty-seven").unwrap(), &c, Locale::ENGLISH);
    check(
        &doc,
        0,
        &[
            "up to 8 players",
            "First offer: each player gets 1 card if the player asks for one",
        ],
    );
    let text = doc.text().join("\n");
    assert!(!text.contains("community card"), "{text}");
    assert!(!text.contains("1 card face up if"), "{text}");
}

/// The BARGE-style mixed template: six games (flop, stud and draw, split and low), with
/// lammers, a re-entry and a big blind ante on its first page.
fn mixed_event() -> Structure {
    let text = include_str!("../../../../../structures/templates/barge-mixed-limit.toml");
    crate::structure::parse_structure("barge-mixed-limit.toml", text)
        .expect("the template parses")
        .structure
}

/// Every piece of free text a card takes from the structure and the catalog as written:
/// names, descriptions, street and pot-part names, the game files' own notes and words.
fn data_words(s: &Structure, c: &Catalog) -> Vec<String> {
    fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            // A field the game file writes in its own words has a space or a capital;
            // the enum choices are kebab-case words.
            serde_json::Value::String(t)
                if t.contains(' ') || t.chars().any(char::is_uppercase) =>
            {
                out.push(t.clone())
            }
            serde_json::Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(o) => o.values().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    let mut out = vec![s.title()];
    out.extend(s.description.clone());
    out.extend(s.money.as_ref().map(|m| m.currency.clone()));
    out.extend(
        s.big_blind_ante
            .and_then(|b| b.preset)
            .map(|p| p.label().to_string()),
    );
    for g in &s.games {
        out.push(g.name.clone());
        if let Some((cg, e)) = catalog_entry(g, c) {
            out.push(cg.name.clone());
            out.push(e.id.clone());
            strings(&serde_json::to_value(e).unwrap(), &mut out);
        }
    }
    // The longest first, so that a name is not cut by a shorter one inside it.
    out.sort_by_key(|w| std::cmp::Reverse(w.len()));
    out
}

/// A mixed event's card in German, French, Spanish and the pseudo-language: every
/// sentence from the language's own messages (none fell back to English, no message id
/// shown), in the language's words; in the pseudo-language, where every message is
/// accented, nothing but the catalog's and the structure's own names and words is
/// left plain.
#[test]
fn a_mixed_events_card_speaks_every_language() {
    let c = Catalog::builtin();
    let s = mixed_event();
    let english = rule_card(&s, &c, Locale::ENGLISH).text().join("\n");
    let wants: [(&str, &[&str]); 3] = [
        (
            "de",
            &[
                "Regelkarte",
                "Startstack",
                "Lammer: 2 pro Eintrag",
                "Pflichteinsätze",
                "Das Geben",
                "jeder Spieler erhält 2 Karten verdeckt und 1 Karte offen",
                "Setzrunde zum Small Bet",
                "Restchip",
            ],
        ),
        (
            "fr",
            &[
                "Carte des règles",
                "Tapis de départ",
                "Mises forcées",
                "La donne",
                "chaque joueur reçoit 2 cartes face cachée et 1 carte face visible",
                "mises à la petite mise",
                "Jeton indivisible\u{202f}:",
            ],
        ),
        (
            "es",
            &[
                "Tarjeta de reglas",
                "Stack inicial",
                "Apuestas obligatorias",
                "El reparto",
                "cada jugador recibe 2 cartas boca abajo y 1 carta boca arriba",
                "ronda a la apuesta pequeña",
                "Ficha sobrante",
            ],
        ),
    ];
    for (tag, words) in wants {
        let l = Locale::parse(tag).unwrap();
        let doc = rule_card(&s, &c, l);
        assert_eq!(doc.pages.len(), 7, "{tag}");
        let text = doc.text().join("\n");
        assert_eq!(crate::lang::take_missed(), vec![], "{tag}: said in English");
        assert!(
            !text.contains("[card-"),
            "{tag}: a message id shown:\n{text}"
        );
        for w in words {
            assert!(text.contains(w), "{tag}: {w:?} missing from\n{text}");
        }
        for english in [
            "Forced bets",
            "The deal",
            "each player",
            "betting round",
            "Odd chip",
            "Rule card",
            "Starting stack",
        ] {
            assert!(!text.contains(english), "{tag}: {english:?} in\n{text}");
        }
        assert_ne!(text, english, "{tag}");
    }
    let doc = rule_card(&s, &c, Locale::PSEUDO);
    assert_eq!(crate::lang::take_missed(), vec![], "en-XA: said in English");
    let data = data_words(&s, &c);
    for line in doc.text() {
        assert!(!line.contains("[card-"), "a message id shown: {line}");
        let mut rest = line.clone();
        for w in &data {
            rest = rest.replace(w.as_str(), " ");
        }
        let plain: Vec<&str> = rest
            .split(|ch: char| !ch.is_ascii_alphabetic())
            .filter(|w| w.chars().any(|ch| "aeiouAEIOU".contains(ch)))
            .collect();
        assert!(
            plain.is_empty(),
            "en-XA: {plain:?} bypassed the messages in {line:?}"
        );
    }
}

/// Every game and edition of the catalog, as a card, a night's desk and its TV show it,
/// in every language: no sentence falls back to English and no message lacks an argument
/// (either would show English or the message's id).
#[test]
fn every_catalog_card_is_said_in_every_language() {
    let c = Catalog::builtin();
    let night = NightRules {
        betting: Some(Betting::Limit),
    };
    for tag in ["de", "fr", "es", "en-XA", "en"] {
        let l = Locale::parse(tag).unwrap();
        for g in c.games() {
            for e in &g.editions {
                let key = format!("{}@{}", g.id, e.id);
                let mut text = edition_card(g, e, &c, l).text();
                text.extend(short_rules(e, l));
                for (heading, lines) in night_game_rules(&key, night, &c, l).unwrap() {
                    text.extend(heading);
                    text.extend(lines);
                }
                let text = text.join("\n");
                assert!(!text.contains("[card-"), "{tag} {key}: {text}");
                assert_eq!(crate::lang::take_missed(), vec![], "{tag} {key}");
            }
        }
        let keys: Vec<String> = c.games().iter().map(|g| g.id.clone()).collect();
        let house = house_card(&house_title(l), &keys, &c, l)
            .unwrap()
            .text()
            .join("\n");
        assert!(!house.contains("[card-"), "{tag}: {house}");
        assert_eq!(crate::lang::take_missed(), vec![], "{tag} house list");
    }
}

/// Home-game words: at a night's table the dealer, not a button, starts the action, in
/// every language; a rank takes its own gender in the sentences about it.
#[test]
fn home_games_name_the_dealer_and_ranks_agree() {
    let c = Catalog::builtin();
    let night = NightRules {
        betting: Some(Betting::Limit),
    };
    let de = Locale::parse("de").unwrap();
    let fr = Locale::parse("fr").unwrap();
    let es = Locale::parse("es").unwrap();
    let card = |key: &str, l: Locale| {
        night_game_rules(key, night, &c, l)
            .unwrap()
            .into_iter()
            .flat_map(|(h, lines)| h.into_iter().chain(lines))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let en = card("holdem@regulars", Locale::ENGLISH);
    assert!(
        en.contains("left of the dealer") && !en.contains("left of the button"),
        "{en}"
    );
    let text = card("holdem@regulars", de);
    assert!(
        text.contains("links vom Dealer") && !text.contains("links vom Button"),
        "{text}"
    );
    let text = card("holdem@regulars", fr);
    assert!(text.contains("à gauche du donneur"), "{text}");
    let text = card("holdem@regulars", es);
    assert!(text.contains("a la izquierda del repartidor"), "{text}");
    // Harem: kings and jacks are wild unless the hand holds a queen (feminine in all three).
    let text = card("harem", de);
    assert!(text.contains("die auch eine Dame enthält"), "{text}");
    let text = card("harem", fr);
    assert!(text.contains("qui contient aussi une dame"), "{text}");
    let text = card("harem", es);
    assert!(text.contains("que también tenga una reina"), "{text}");
    // Baseball: a four dealt face up.
    let text = card("baseball", de);
    assert!(text.contains("Eine offen gegebene Vier:"), "{text}");
    let text = card("baseball", fr);
    assert!(
        text.contains("Un quatre donné face visible\u{202f}:"),
        "{text}"
    );
}

/// The catalog's common street names in the card's language; any other name, and every
/// name in English, as the game file writes it. Every street of every catalog game reads.
#[test]
fn street_names_are_said_in_the_cards_language() {
    use crate::lang::{Language, Locale};
    use text::{Seat, street_name};
    let [de, fr, es] = [Language::German, Language::French, Language::Spanish].map(Locale::of);
    for (name, english, german, french, spanish) in [
        (
            "Third street",
            "Third street",
            "Third Street",
            "Troisième rue",
            "Tercera calle",
        ),
        ("Pre-flop", "Pre-flop", "Pre-Flop", "Pré-flop", "Preflop"),
        (
            "Second draw",
            "Second draw",
            "Zweiter Tausch",
            "Deuxième tirage",
            "Segundo cambio",
        ),
        (
            "Turning (repeats)",
            "Turning (repeats)",
            "Turning (repeats)",
            "Turning (repeats)",
            "Turning (repeats)",
        ),
    ] {
        assert_eq!(street_name(name, Locale::ENGLISH, Seat::Button), english);
        assert_eq!(street_name(name, de, Seat::Button), german);
        assert_eq!(street_name(name, fr, Seat::Button), french);
        assert_eq!(street_name(name, es, Seat::Button), spanish);
    }
    let catalog = crate::catalog::Catalog::shared();
    for g in catalog.games() {
        for e in &g.editions {
            for s in &e.streets {
                assert_eq!(
                    street_name(&s.name, Locale::ENGLISH, Seat::Button),
                    s.name,
                    "{}",
                    g.name
                );
                assert!(
                    !street_name(&s.name, de, Seat::Button).is_empty(),
                    "{}",
                    g.name
                );
            }
        }
    }
}
