//! The home games of seed 003 in the catalog. Each model feature (wild cards,
//! passing, declaring, buying cards, a game that is not poker) is checked against what
//! the seed says, and the worked 7-27 declaration settles as the seed tells it.

use super::*;

/// Every game and variation of seed 003, as the key the catalog must resolve it to.
const SEED_003: &[(&str, &str)] = &[
    ("Anaconda", "anaconda"),
    ("Santa Cruz Eight-toed Salamander", "anaconda@santa-cruz"),
    ("Howdy-Doody", "anaconda@howdy-doody"),
    ("Passing Gas", "anaconda@passing-gas"),
    ("Seven Twenty-Seven", "seven-twenty-seven"),
    ("7-27, On or Under", "seven-twenty-seven@on-or-under"),
    ("Baseball", "baseball"),
    ("Baseball, Kevin's Rules", "baseball@kevins-rules"),
    ("Night Baseball", "baseball@night-baseball"),
    ("Standard Five Card Draw", "five-card-draw@regulars"),
    ("Jack-Off", "five-card-draw@jack-off"),
    ("Jacks or Back", "five-card-draw@jacks-or-back"),
    ("Shotgun", "five-card-draw@shotgun"),
    (
        "Double-Barreled Shotgun",
        "five-card-draw@double-barreled-shotgun",
    ),
    ("Jackass", "five-card-draw@jackass"),
    ("Jacks to Open, Trips to Win", "jacks-to-open-trips-to-win"),
    ("Five Card Stud", "five-card-stud@regulars"),
    ("Five Stud Lowball", "five-stud-lowball"),
    ("Six Stud Low", "five-stud-lowball@six-stud-low"),
    ("Seven Card Stud", "stud@regulars"),
    ("Seven Stud Deuces", "stud@deuces"),
    ("Seven Stud Low", "razz@regulars"),
    ("Seven Stud High-Low", "stud-hi-lo@regulars"),
    ("Follow the Bitch", "follow-the-bitch"),
    ("Low Chicago", "low-chicago"),
    ("High Chicago", "high-chicago"),
    ("Low Hold Wild", "low-hold-wild"),
    ("Pick Your Hole", "pick-your-hole"),
    ("Dirty Schultz", "dirty-schultz"),
    ("Helter-Skelter", "helter-skelter"),
    ("Canadian Stud", "canadian-stud"),
    ("Spellunking", "spellunking"),
    ("Roll Your Own", "roll-your-own"),
    ("English Stud", "english-stud"),
    ("Choose Your Own", "choose-your-own"),
    ("Cowpie Poker", "cowpie"),
    ("Sequence", "sequence"),
    ("Anaha", "anaha"),
    ("Doug-aha", "anaha@doug-aha"),
    ("Lame Brain Pete", "lame-brain-pete"),
    ("Omaha", "omaha@regulars"),
    ("Omaha High Low", "omaha-hi-lo@regulars"),
    ("Spit in the Ocean", "spit-in-the-ocean"),
    ("Texas Hold 'Em", "holdem@regulars"),
    ("Tahoe", "tahoe"),
    ("Pineapple", "pineapple"),
    ("Super Hold 'em", "super-holdem"),
    ("Twin Beds", "twin-beds"),
    ("Butcher Baby", "butcher-baby"),
    ("Numbers", "numbers"),
    ("Bid Poker", "bid-poker"),
    ("The Good, The Bad, and The Ugly", "good-bad-ugly"),
    ("Guts", "guts"),
    ("Harem", "harem"),
    ("Jackal", "jackal"),
    ("Jack the Shifter", "jack-the-shifter"),
    ("Juneau", "juneau"),
    ("Love Thy Neighbor", "love-thy-neighbor"),
    ("Sevens", "sevens"),
    ("The Price is Right", "price-is-right"),
    ("3 Card Poker", "three-card-poker"),
    ("Trees", "trees"),
    ("Vice President", "vice-president"),
];

#[test]
fn every_game_of_the_home_rulebook_is_in_the_catalog_and_credits_it() {
    let c = Catalog::builtin();
    let mut missing = Vec::new();
    for (name, key) in SEED_003 {
        match c.resolve(key) {
            Ok((_, e)) => assert!(
                e.sources.contains(&Source::Regulars2012),
                "{key} does not credit seed 003"
            ),
            Err(_) => missing.push(*name),
        }
    }
    assert!(missing.is_empty(), "missing: {missing:?}");
    assert!(
        SEED_003.len() >= 60,
        "{} games and variations",
        SEED_003.len()
    );
}

/// What a TD types finds the game or the variation, names and aliases alike.
#[test]
fn home_games_are_found_by_their_names_and_aliases() {
    let c = Catalog::builtin();
    let cases = [
        ("7-27", "seven-twenty-seven"),
        ("Seven Twenty-Seven", "seven-twenty-seven"),
        ("seven twenty seven", "seven-twenty-seven"),
        ("7/27", "seven-twenty-seven"),
        ("Santa Cruz Eight-toed Salamander", "anaconda@santa-cruz"),
        ("passing gas", "anaconda@passing-gas"),
        ("Follow the Queen", "follow-the-bitch"),
        ("3 Card Monte", "three-card-poker"),
        ("Mexican Stud", "roll-your-own"),
        ("anaconda@howdy-doody", "anaconda@howdy-doody"),
        // The source's own names and spellings.
        ("Night Baseball (no-peekie)", "baseball@night-baseball"),
        ("Omana", "omaha@regulars"),
        // A note in brackets after a name finds the name.
        ("Jackass (the Regulars' way)", "five-card-draw@jackass"),
        ("Omaha", "omaha"),
    ];
    for (typed, key) in cases {
        assert_eq!(c.find_key(typed).as_deref(), Some(key), "{typed}");
    }
    assert_eq!(c.find_key("Go Fish"), None);
    // Every named variation is listed for the console's search.
    let rows = listing(&c);
    let anaconda = rows.iter().find(|r| r.id == "anaconda").unwrap();
    let keys: Vec<&str> = anaconda.variations.iter().map(|v| v.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "anaconda@santa-cruz",
            "anaconda@howdy-doody",
            "anaconda@passing-gas"
        ]
    );
}

fn edition<'c>(c: &'c Catalog, key: &str) -> &'c Edition {
    c.resolve(key).unwrap_or_else(|e| panic!("{key}: {e}")).1
}

fn actions(e: &Edition) -> Vec<&Action> {
    e.streets.iter().flat_map(|s| &s.actions).collect()
}

/// Wild cards: fixed ranks, conditional on the half played for, the player's lowest
/// down card, and "follow the queen".
#[test]
fn wild_cards_are_data() {
    let c = Catalog::builtin();
    let cases: [(&str, Vec<Wild>); 5] = [
        (
            "anaconda@santa-cruz",
            vec![Wild::Ranks {
                ranks: vec![Rank::Eight],
                cost: None,
            }],
        ),
        (
            "anaconda@howdy-doody",
            vec![
                Wild::ForSide {
                    ranks: vec![Rank::Three],
                    side: Side::High,
                },
                Wild::ForSide {
                    ranks: vec![Rank::King],
                    side: Side::Low,
                },
            ],
        ),
        ("low-hold-wild", vec![Wild::LowestDownCard]),
        ("pick-your-hole", vec![Wild::ChosenDownCard]),
        ("five-card-draw@jack-off", vec![Wild::OneEyedJacks]),
    ];
    for (key, want) in cases {
        assert_eq!(edition(&c, key).wild, want, "{key}");
    }
    let follow = edition(&c, "follow-the-bitch");
    assert!(
        matches!(
            follow.wild.as_slice(),
            [Wild::FollowsUp {
                rank: Rank::Queen,
                itself: true,
                ..
            }]
        ),
        "{:?}",
        follow.wild
    );
    let baseball = edition(&c, "baseball");
    let wild: Vec<Rank> = baseball
        .wild
        .iter()
        .flat_map(|w| match w {
            Wild::Ranks { ranks, .. } => ranks.clone(),
            _ => vec![],
        })
        .collect();
    assert_eq!(wild, [Rank::Three, Rank::Nine]);
    assert_eq!(baseball.card_rules[0].rank, Rank::Four);
    assert_eq!(baseball.card_rules[0].effect, CardEffect::ExtraDownCard);
    // Kevin's rules: nines free, threes match the pot or fold, fours 25 cents.
    let kevin = edition(&c, "baseball@kevins-rules");
    let cost_of = |r: Rank| {
        kevin.wild.iter().find_map(|w| match w {
            Wild::Ranks { ranks, cost } if ranks.contains(&r) => Some(*cost),
            _ => None,
        })
    };
    assert_eq!(cost_of(Rank::Nine), Some(Some(Cost::Free)));
    assert_eq!(cost_of(Rank::Three), Some(Some(Cost::MatchPotOrFold)));
    assert_eq!(kevin.card_rules[0].cost, Some(Cost::Cents { amount: 25 }));
}

/// Passing: Anaconda passes two left and one right; Passing Gas passes 3, 2, 1 to the left
/// after betting rounds.
#[test]
fn passing_games_pass_what_the_seed_says() {
    let c = Catalog::builtin();
    let passes = |key: &str| -> Vec<(u8, Direction)> {
        actions(edition(&c, key))
            .into_iter()
            .filter_map(|a| match a {
                Action::Pass { count, to } => Some((*count, *to)),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        passes("anaconda"),
        [(2, Direction::Left), (1, Direction::Right)]
    );
    assert_eq!(
        passes("anaconda@passing-gas"),
        [
            (3, Direction::Left),
            (2, Direction::Left),
            (1, Direction::Left)
        ]
    );
    // Passing Gas passes after a betting round; Anaconda passes before any bet.
    let gas = edition(&c, "anaconda@passing-gas");
    assert!(gas.streets[0].bet.is_some());
    assert!(edition(&c, "anaconda").streets[0].bet.is_none());
    // Anaconda's cards are rolled one at a time, all players together, with a bet each.
    let rolls = actions(edition(&c, "anaconda"))
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Expose {
                    count: 1,
                    at_once: true,
                    in_order: true,
                }
            )
        })
        .count();
    assert_eq!(rolls, 4);
    // The hand is stacked in order first, so a roll turns the next card of the stack,
    // never one "of their choice"; Passing Gas keeps the choice.
    for key in ["anaconda", "anaconda@santa-cruz", "anaconda@howdy-doody"] {
        let rolls: Vec<_> = actions(edition(&c, key))
            .into_iter()
            .filter(|a| matches!(a, Action::Expose { .. }))
            .collect();
        assert!(
            rolls
                .iter()
                .all(|a| matches!(a, Action::Expose { in_order: true, .. })),
            "{key}: {rolls:?}"
        );
    }
    assert!(
        actions(edition(&c, "anaconda@passing-gas"))
            .iter()
            .all(|a| !matches!(a, Action::Expose { in_order: true, .. }))
    );
}

/// Declaring: chips in the fist, and a player going both ways shares a tied half.
#[test]
fn declare_games_declare_with_chips() {
    let c = Catalog::builtin();
    for key in [
        "anaconda",
        "seven-twenty-seven",
        "spellunking",
        "stud-hi-lo@regulars",
    ] {
        let d = edition(&c, key).showdown.declare;
        assert_eq!(
            d,
            Some(Declaration {
                how: DeclareHow::ChipsInFist,
                both_ties: BothTies::Share,
            }),
            "{key}"
        );
    }
    // The card room's stud high-low is not declared.
    assert_eq!(edition(&c, "stud-hi-lo").showdown.declare, None);
}

/// Buying cards: The Price is Right's three offers and their prices in cents.
#[test]
fn the_price_is_right_sells_cards_at_the_seed_prices() {
    let c = Catalog::builtin();
    let e = edition(&c, "price-is-right");
    let offers = actions(e)
        .into_iter()
        .find_map(|a| match a {
            Action::Buy { each, offers } => Some((*each, offers.clone())),
            _ => None,
        })
        .expect("a buy action");
    let prices: Vec<(Cost, bool)> = offers.1.iter().map(|o| (o.price, o.up)).collect();
    assert_eq!(
        prices,
        [
            (Cost::Cents { amount: 5 }, true),
            (Cost::Cents { amount: 10 }, true),
            (Cost::Cents { amount: 15 }, false),
        ]
    );
    // Two down cards dealt, then bought up to seven.
    let dealt: u8 = actions(e)
        .into_iter()
        .map(|a| match a {
            Action::Deal { down, up, .. } => down + up,
            _ => 0,
        })
        .sum();
    assert_eq!(dealt + offers.0, 7);
}

/// A game that is not poker: Sevens is laid out from the sevens, costs a dime when a
/// player cannot play and ten cents per card left to each loser.
#[test]
fn sevens_is_not_a_poker_hand() {
    let c = Catalog::builtin();
    let (g, e) = c.resolve("sevens").unwrap();
    assert_eq!(g.family, CatalogFamily::Other);
    assert_eq!(g.structure_family(), None);
    assert_eq!(e.forced, ForcedBets::EveryonePays);
    assert_eq!(e.showdown.kind, ShowdownKind::FirstOut);
    assert!(e.showdown.parts.is_empty());
    assert_eq!(e.showdown.losers_pay, Some(Cost::PerCard { amount: 10 }));
    assert!(actions(e).contains(&&Action::DealAll));
    assert!(actions(e).iter().any(|a| matches!(
        a,
        Action::PlayOut {
            cant_play: Some(Cost::Cents { amount: 10 }),
            ..
        }
    )));
    assert!(e.streets.iter().all(|s| s.bet.is_none()));
}

/// Card points: 7-27 counts pictures a half and aces one or eleven.
#[test]
fn card_points_count_every_way_a_hand_can() {
    let c = Catalog::builtin();
    let count = edition(&c, "seven-twenty-seven").points.clone().unwrap();
    let r = |s: &str| {
        s.split(' ')
            .map(|x| Rank::parse(x).unwrap())
            .collect::<Vec<_>>()
    };
    let cases: [(&str, &[&str]); 5] = [
        ("10 9 8", &["27"]),
        ("4 2", &["6"]),
        ("5 A A", &["7", "17", "27"]),
        ("K Q 6", &["7"]),
        ("J 3 3", &["6.5"]),
    ];
    for (cards, want) in cases {
        let got: Vec<String> = totals(&r(cards), &count)
            .into_iter()
            .map(total_label)
            .collect();
        assert_eq!(got, want, "{cards}");
    }
    // Numbers counts aces 1 or 15 and pictures 10.
    let numbers = edition(&c, "numbers").points.clone().unwrap();
    assert_eq!(totals(&r("A K"), &numbers), [22, 50]);
}

fn settle(e: &Edition, x: &Example) -> Vec<(String, u32)> {
    settle_example(e, x)
        .unwrap()
        .shares
        .into_iter()
        .map(|s| (s.player, s.cents))
        .collect()
}

fn hand(player: &str, cards: &str, declares: Declared) -> ExampleHand {
    ExampleHand {
        player: player.to_string(),
        cards: cards.split(' ').map(str::to_string).collect(),
        declares,
    }
}

/// The seed's declaration example: Whitney 10-9-8 high, Adele 4-2 low, Katy 5-A-A both
/// ways. Katy takes the low half and ties Whitney for the high half.
#[test]
fn the_seven_twenty_seven_example_settles_as_the_seed_says() {
    let c = Catalog::builtin();
    let e = edition(&c, "seven-twenty-seven");
    let x = &e.examples[0];
    assert_eq!(
        settle(e, x),
        [
            ("Whitney".to_string(), 100),
            ("Adele".to_string(), 0),
            ("Katy".to_string(), 300)
        ]
    );
    let out = settle_example(e, x).unwrap();
    assert_eq!(out.sides[0].label, "Twenty-seven");
    assert_eq!(
        out.sides[0].winners,
        [("Whitney".to_string(), 54), ("Katy".to_string(), 54)]
    );
    assert_eq!(out.sides[1].winners, [("Katy".to_string(), 14)]);
    // Had a tie on one side cost Katy everything, Whitney and Adele would split.
    let mut scoop = e.clone();
    scoop.showdown.declare = Some(Declaration {
        how: DeclareHow::ChipsInFist,
        both_ties: BothTies::MustScoop,
    });
    assert_eq!(
        settle(&scoop, x),
        [
            ("Whitney".to_string(), 200),
            ("Adele".to_string(), 200),
            ("Katy".to_string(), 0)
        ]
    );
}

/// A table of declared showdowns, settled by hand.
#[test]
fn declared_showdowns_settle_by_hand() {
    use Declared::*;
    let c = Catalog::builtin();
    let plain = edition(&c, "seven-twenty-seven");
    let under = edition(&c, "seven-twenty-seven@on-or-under");
    let cases: Vec<(&Edition, u32, Vec<ExampleHand>, Vec<u32>)> = vec![
        // Nobody plays low: the high half's winner takes the whole pot.
        (
            plain,
            401,
            vec![hand("A", "10 9 8", High), hand("B", "10 9 7", High)],
            vec![401, 0],
        ),
        // Odd cent to the high half: 201 high, 200 low.
        (
            plain,
            401,
            vec![hand("A", "10 9 8", High), hand("B", "4 3", Low)],
            vec![201, 200],
        ),
        // 28 against 26: one away each; not over wins the tie.
        (
            plain,
            400,
            vec![hand("A", "10 9 9", High), hand("B", "10 9 7", High)],
            vec![0, 400],
        ),
        // On or under: 28 cannot win even alone on its side; low takes all.
        (
            under,
            400,
            vec![hand("A", "10 9 9", High), hand("B", "4 2", Low)],
            vec![0, 400],
        ),
        // Both ways, beaten for high (17 against 26) and tied for low (7 and
        // 7). Beaten either way, A takes nothing (seed 004); B and C take their halves.
        (
            plain,
            400,
            vec![
                hand("A", "6 A", Both),
                hand("B", "4 3", Low),
                hand("C", "10 9 7", High),
            ],
            vec![0, 200, 200],
        ),
        // Everyone went both ways and nobody won both: as if nobody had declared, the
        // best low (A's 7) and the best high (B's 26) split it (seed 004's advice).
        (
            plain,
            400,
            vec![hand("A", "6 A", Both), hand("B", "10 9 7", Both)],
            vec![200, 200],
        ),
        // Both ways against one who declared high only and is beaten for high by the
        // both-ways player's 27: A wins each half and takes it all.
        (
            plain,
            400,
            vec![hand("A", "10 10 6 A", Both), hand("B", "10 9 7", High)],
            vec![400, 0],
        ),
        // Three-way tie for low, a third each with the odd cents to the first seats.
        (
            plain,
            200,
            vec![
                hand("A", "4 3", Low),
                hand("B", "5 2", Low),
                hand("C", "6 A", Low),
            ],
            vec![67, 67, 66],
        ),
    ];
    for (i, (e, pot, hands, want)) in cases.into_iter().enumerate() {
        let x = Example { pot, hands };
        let got: Vec<u32> = settle(e, &x).into_iter().map(|(_, c)| c).collect();
        assert_eq!(got, want, "case {i}");
        assert_eq!(
            got.iter().sum::<u32>(),
            pot,
            "case {i}: the pot is paid out"
        );
    }
}

/// An example the code cannot settle is refused when the catalog loads, naming why.
#[test]
fn a_bad_example_is_refused() {
    let good = include_str!("../../../../structures/games/seven-twenty-seven.toml");
    let bad = good.replacen("\"5\", \"A\", \"A\"", "\"5\", \"A\", \"Z\"", 1);
    let err = Catalog::from_files(&[("seven-twenty-seven.toml", &bad)], &[])
        .unwrap_err()
        .to_string();
    assert!(err.contains("Katy's card `Z` is not a rank"), "{err}");
}
