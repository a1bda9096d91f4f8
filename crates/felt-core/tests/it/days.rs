//! Events over days: the redraw that opens a day (at random, or the stacks
//! spread by chip count), and a day 2 carried in from flights with the combined field and
//! pool. Each property is one small checker run over generated fields.

use crate::fixtures;

use felt_core::engine::{ClockAction, Command, FieldCommand, SeatingCommand, Tournament};
use felt_core::field::days::{Bagged, flight_bags, merge_bags};
use felt_core::field::decide::ChipCount;
use felt_core::field::{Carried, FlightBag, FlightRule, FlightTotal, RedrawRule};
use felt_core::log::{decode, encode};
use felt_core::rules::seating::invariants;
use felt_core::structure::{Structure, parse_structure};
use fixtures::{Live, T0};
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

fn event(table_size: u8) -> Structure {
    let text = format!(
        r#"
name = "Main Event Day 1A"
starting_stack = 20000
table_size = {table_size}
level_minutes = 40
[money]
buy_in = 44000
fee = 4000
currency = "USD"
[re_entry]
chips = 20000
price = 44000
fee = 4000
limit = 1
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "200/400"
[[levels]]
stakes = "300/600"
"#
    );
    parse_structure("days.toml", &text).unwrap().structure
}

fn play(players: u32, table_size: u8) -> Live {
    let mut live = Live::with(event(table_size));
    for i in 1..=players {
        live.exec(
            Command::Field(FieldCommand::Register {
                name: format!("Player {i}"),
                number: None,
                seed: None,
                ticket: None,
            }),
            T0,
        )
        .unwrap();
    }
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(7),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    live
}

fn count(live: &mut Live, chips: &[(u32, u64)]) {
    let counts = chips
        .iter()
        .map(|&(player, chips)| ChipCount { player, chips })
        .collect();
    live.exec(Command::Field(FieldCommand::RecordCounts { counts }), T0)
        .unwrap();
}

fn redraw(live: &mut Live, seed: u64, rule: RedrawRule) -> Result<(), &'static str> {
    live.exec(
        Command::Seating(SeatingCommand::Redraw {
            seed: Some(seed),
            rule,
        }),
        T0,
    )
}

/// The checker every redraw must pass: every player still in seated once, the room's
/// invariants, as few tables as hold them, table sizes within one of each other; with the
/// chip rule, the biggest stacks (one per table) at different tables.
fn check_redraw(t: &Tournament, rule: RedrawRule) {
    let field = &t.field;
    let seating = &field.seating;
    invariants::check(seating).unwrap();
    let active: BTreeSet<u32> = field.active().map(|e| e.id).collect();
    invariants::check_roster(seating, &active).unwrap();
    let size = usize::from(t.structure.table_size);
    assert_eq!(seating.tables.len(), active.len().div_ceil(size));
    let sizes: Vec<usize> = seating.tables.values().map(|t| t.player_count()).collect();
    let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
    assert!(hi - lo <= 1, "table sizes {sizes:?}");
    if rule == RedrawRule::Chips {
        let mut ranked: Vec<(u64, u32)> = active.iter().map(|p| (field.counted[p], *p)).collect();
        ranked.sort_by_key(|r| std::cmp::Reverse(r.0));
        let n = seating.tables.len();
        // Stacks strictly bigger than the n-th: each at its own table.
        let nth = ranked[n - 1].0;
        let top: Vec<u32> = ranked.iter().filter(|r| r.0 > nth).map(|r| r.1).collect();
        let tables: BTreeSet<u32> = top.iter().map(|p| seating.players[p].table).collect();
        assert_eq!(tables.len(), top.len(), "big stacks share a table");
    }
}

/// The log replays to the same state, and survives the stored format both ways.
fn check_replay(live: &Live) {
    let stored: Vec<_> = live
        .log
        .iter()
        .map(|e| felt_core::engine::LogEntry {
            record: decode(1, &encode(&e.record)).unwrap(),
            ..e.clone()
        })
        .collect();
    assert_eq!(Tournament::replay(&stored).unwrap(), live.t);
    live.t.field.check_tally().unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn every_redraw_seats_everyone_once_and_spreads_the_stacks(
        players in 2u32..60,
        size in 6u8..11,
        busts in 0usize..20,
        seed in any::<u64>(),
        chips in prop::collection::vec(1u64..200_000, 60),
        by_chips in any::<bool>(),
    ) {
        let mut live = play(players, size);
        let busts = busts.min(players as usize - 2);
        for p in 1..=busts as u32 {
            live.exec(Command::Field(FieldCommand::Bust { player: p, same_hand: false, stack: None, by: None, split: Vec::new() }), T0).unwrap();
        }
        live.exec(Command::Clock(ClockAction::EndDay), T0).unwrap();
        let left: Vec<u32> = live.t.field.active().map(|e| e.id).collect();
        let counts: Vec<(u32, u64)> = left.iter().map(|&p| (p, chips[p as usize % 60])).collect();
        count(&mut live, &counts);
        let rule = if by_chips { RedrawRule::Chips } else { RedrawRule::Random };
        redraw(&mut live, seed, rule).unwrap();
        check_redraw(&live.t, rule);
        check_replay(&live);
    }
}

#[test]
fn a_redraw_waits_for_the_day_to_end_and_for_every_count() {
    let mut live = play(20, 9);
    assert_eq!(
        redraw(&mut live, 1, RedrawRule::Random),
        Err("redraw-refused")
    );
    live.exec(Command::Clock(ClockAction::EndDay), T0).unwrap();
    count(&mut live, &[(1, 30_000)]);
    // The chip rule needs every count; the random one does not.
    let err = live
        .t
        .decide(
            &Command::Seating(SeatingCommand::Redraw {
                seed: Some(1),
                rule: RedrawRule::Chips,
            }),
            T0,
        )
        .unwrap_err();
    assert!(
        err.to_string().contains("entry 2 (Player 2) has none"),
        "{err}"
    );
    redraw(&mut live, 1, RedrawRule::Random).unwrap();
    check_redraw(&live.t, RedrawRule::Random);
    // The same seed, the same seats.
    let mut again = play(20, 9);
    again.exec(Command::Clock(ClockAction::EndDay), T0).unwrap();
    count(&mut again, &[(1, 30_000)]);
    redraw(&mut again, 1, RedrawRule::Random).unwrap();
    assert_eq!(again.t.field.seating, live.t.field.seating);
}

fn bag(name: &str, event: i64, entry: u32, chips: u64) -> Bagged {
    Bagged {
        name: name.into(),
        number: None,
        bag: FlightBag {
            event,
            entry,
            chips,
        },
    }
}

#[test]
fn a_player_through_two_flights_carries_one_stack_by_the_rule() {
    let bags = [
        bag("Ann Lee", 1, 4, 50_000),
        bag("Bob Ray", 1, 7, 80_000),
        bag("ann  lee", 2, 3, 65_000),
        bag("Cy Young", 2, 9, 20_000),
    ];
    // (rule, Ann's chips, the order of day 2's entries)
    let cases = [
        (
            FlightRule::BestStack,
            65_000,
            ["Bob Ray", "Ann Lee", "Cy Young"],
        ),
        (
            FlightRule::AllStacks,
            115_000,
            ["Ann Lee", "Bob Ray", "Cy Young"],
        ),
    ];
    for (rule, ann, order) in cases {
        let carried = merge_bags(rule, &bags);
        let names: Vec<&str> = carried.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, order, "{rule:?}");
        let a = carried.iter().find(|c| c.name == "Ann Lee").unwrap();
        assert_eq!(a.chips, ann, "{rule:?}");
        assert_eq!(a.bags.len(), 2);
    }
}

fn flight(event: i64, survivors: u32) -> FlightTotal {
    FlightTotal {
        event,
        name: format!("Day 1{}", (b'A' + event as u8 - 1) as char),
        entries: 10,
        re_entries: 2,
        rebuys: 0,
        add_ons: 0,
        collected: 440_000,
        fees: 40_000,
        survivors,
        out: Vec::new(),
    }
}

fn carried(name: &str, chips: u64, bags: &[(i64, u32, u64)]) -> Carried {
    Carried {
        name: name.into(),
        number: None,
        chips,
        bags: bags
            .iter()
            .map(|&(event, entry, chips)| FlightBag {
                event,
                entry,
                chips,
            })
            .collect(),
    }
}

#[test]
fn a_carry_in_is_refused_with_what_is_wrong() {
    let good = || {
        (
            vec![flight(1, 1), flight(2, 1)],
            vec![
                carried("Ann", 50_000, &[(1, 4, 50_000)]),
                carried("Bob", 30_000, &[(2, 3, 30_000)]),
            ],
        )
    };
    type Break = fn(&mut Vec<FlightTotal>, &mut Vec<Carried>);
    let cases: [(&str, Break); 8] = [
        ("is named twice", |f, _| f[1].event = 1),
        ("no flight is named", |f, _| f.clear()),
        ("listed twice", |_, p| p[1].name = "ann".into()),
        ("not one of the flights", |_, p| p[1].bags[0].event = 9),
        ("the flight rule gives 50,000", |_, p| p[0].chips = 60_000),
        ("had 1 survivor, but 2 bags", |_, p| {
            p[1].bags[0].event = 1;
            p[1].bags[0].entry = 5
        }),
        ("has no chips", |_, p| {
            p[0].bags[0].chips = 0;
            p[0].chips = 0
        }),
        // No day 2 carries more chips than Felt counts exactly.
        (
            "add up to 18,014,398,509,481,982 chips, more than Felt's limit of 9,007,199,254,740,991",
            |_, p| {
                for c in p.iter_mut() {
                    c.chips = (1 << 53) - 1;
                    c.bags[0].chips = (1 << 53) - 1;
                }
            },
        ),
    ];
    let refused = |live: &Live, (flights, players): (Vec<FlightTotal>, Vec<Carried>)| {
        let err = live
            .t
            .decide(
                &Command::Field(FieldCommand::CarryIn {
                    rule: FlightRule::BestStack,
                    flights,
                    players,
                }),
                T0,
            )
            .unwrap_err();
        assert_eq!(err.code(), "bad-carry-in");
        err.to_string().replace('\u{a0}', " ")
    };
    for (words, spoil) in cases {
        let (mut flights, mut players) = good();
        spoil(&mut flights, &mut players);
        let text = refused(&Live::with(event(9)), (flights, players));
        assert!(text.contains(words), "{words}: {text}");
    }
    // Into an event with entries already: refused too.
    let text = refused(&play(4, 9), good());
    assert!(text.contains("has entries already"), "{text}");
}

/// Two flights bagged, carried into a day 2 by each rule: the field counts every flight
/// entry, the pool every flight's money, the survivors keep their chips, and the day-2
/// redraw by chips seats them.
#[test]
fn two_flights_merge_into_day_2_with_the_combined_field_and_pool() {
    // Flight A: 12 entries (one re-entry); flight B: 9 entries. Survivors bag.
    let mut a = play(11, 9);
    a.exec(
        Command::Field(FieldCommand::Bust {
            player: 1,
            same_hand: false,
            stack: None,
            by: None,
            split: Vec::new(),
        }),
        T0,
    )
    .unwrap();
    a.exec(
        Command::Field(FieldCommand::ReEnter {
            player: 1,
            seed: Some(3),
        }),
        T0,
    )
    .unwrap();
    let mut b = play(9, 9);
    for (live, out) in [
        (&mut a, [2u32, 3, 4, 5, 6, 7].as_slice()),
        (&mut b, [1u32, 2, 3, 4, 5, 6].as_slice()),
    ] {
        for &p in out {
            live.exec(
                Command::Field(FieldCommand::Bust {
                    player: p,
                    same_hand: false,
                    stack: None,
                    by: None,
                    split: Vec::new(),
                }),
                T0,
            )
            .unwrap();
        }
        live.exec(Command::Clock(ClockAction::EndDay), T0).unwrap();
    }
    let a_left: Vec<u32> = a.t.field.active().map(|e| e.id).collect();
    let b_left: Vec<u32> = b.t.field.active().map(|e| e.id).collect();
    let a_counts: Vec<(u32, u64)> = a_left.iter().map(|&p| (p, 10_000 * u64::from(p))).collect();
    let b_counts: Vec<(u32, u64)> = b_left.iter().map(|&p| (p, 7_000 * u64::from(p))).collect();
    // A player with no count stops the merge, by name.
    let err = flight_bags(1, "Day 1A", &a.t.field, None).unwrap_err();
    assert!(err.to_string().contains("has no chip count"), "{err}");
    count(&mut a, &a_counts);
    count(&mut b, &b_counts);
    let pool_a = felt_core::field::results::field_pool(&a.t.field, &a.t.structure, 0).unwrap();
    let pool_b = felt_core::field::results::field_pool(&b.t.field, &b.t.structure, 0).unwrap();
    let (ta, mut bags) = flight_bags(1, "Day 1A", &a.t.field, Some(&pool_a)).unwrap();
    let (tb, more) = flight_bags(2, "Day 1B", &b.t.field, Some(&pool_b)).unwrap();
    bags.extend(more);
    assert_eq!((ta.entries, ta.re_entries, ta.survivors), (12, 1, 5));
    assert_eq!((tb.entries, tb.survivors), (9, 3));
    // Players 8 and 9 bagged in both flights: A keeps Players 1 (re-entered), 8-11, B
    // Players 7-9; day 2 has 6 players.
    for (rule, p9) in [
        (FlightRule::BestStack, 90_000),
        (FlightRule::AllStacks, 90_000 + 63_000),
    ] {
        let players = merge_bags(rule, &bags);
        assert_eq!(players.len(), 6, "{rule:?}");
        let mut day2 = Live::with(event(6));
        day2.exec(
            Command::Field(FieldCommand::CarryIn {
                rule,
                flights: vec![ta.clone(), tb.clone()],
                players: players.clone(),
            }),
            T0,
        )
        .unwrap();
        let f = &day2.t.field;
        assert_eq!(f.entry_count(), 21);
        assert_eq!(f.entry_split(), (20, 1));
        assert_eq!(f.players_left(), 6);
        assert_eq!(
            f.field_size(),
            6,
            "day 2's places are among its own players"
        );
        let by_name: BTreeMap<&str, u64> = f
            .active()
            .map(|e| (e.name.as_str(), f.counted[&e.id]))
            .collect();
        assert_eq!(by_name["Player 9"], p9, "{rule:?}");
        // 21 entries at $400 each go to the pool; the $40 fees do not.
        let pool = felt_core::field::results::field_pool(f, &day2.t.structure, 0).unwrap();
        assert_eq!(
            (pool.entries, pool.collected, pool.fees, pool.total),
            (21, 21 * 44_000, 21 * 4_000, 21 * 40_000)
        );
        // A survivor carried in is not withdrawn: their bagged chips stay in play.
        assert_eq!(
            day2.exec(Command::Field(FieldCommand::Unregister { player: 1 }), T0),
            Err("player-state")
        );
        // Chips in play are what was bagged.
        assert_eq!(
            day2.t.chips_in_play(),
            players.iter().map(|c| c.chips).sum::<u64>()
        );
        redraw(&mut day2, 11, RedrawRule::Chips).unwrap();
        check_redraw(&day2.t, RedrawRule::Chips);
        check_replay(&day2);
    }
}
