//! Players and seats as engine events: registration, the seat draw, busts with
//! places, proposed moves confirmed as events, undo, and the replay of it all.

use crate::fixtures;

use felt_core::engine::{
    ClockAction, Command, CountCommand, FieldCommand, HistoryCommand, HoldKind, HoldOrder,
    SeatingCommand, Tournament,
};
use felt_core::field::decide::{MoveOrder, SeatTarget, balance_settings};
use felt_core::field::names::natural_cmp;
use felt_core::rules::seating::invariants;
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::field::{PlayerStatus, field_view, pending_plan};
use felt_core::view::players::{PAGE_MAX, PlayerQuery, players_page};
use fixtures::{Live, T0};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A 9-handed hold'em event with late registration to the end of level 2 and re-entry.
fn event(extra: &str) -> Structure {
    let text = format!(
        r#"
name = "Field test"
starting_stack = 10000
table_size = 9
level_minutes = 20
[late_registration]
until_end_of_level = 2
[re_entry]
chips = 10000
price = 100
limit = 1
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
stakes = "75/150"
{extra}
"#
    );
    parse_structure("field.toml", &text).unwrap().structure
}

fn register(live: &mut Live, name: &str) -> Result<(), &'static str> {
    live.exec(
        Command::Field(FieldCommand::Register {
            name: name.into(),
            number: None,
            seed: None,
            ticket: None,
        }),
        T0,
    )
}

fn live_with(players: u32, extra: &str) -> Live {
    let mut live = Live::with(event(extra));
    for i in 1..=players {
        register(&mut live, &format!("Player {i}")).unwrap();
    }
    live
}

fn draw(live: &mut Live, seed: u64) {
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(seed),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
}

fn bust(live: &mut Live, player: u32) -> Result<(), &'static str> {
    live.exec(
        Command::Field(FieldCommand::Bust {
            player,
            same_hand: false,
            stack: None,
            by: None,
            split: vec![],
        }),
        T0,
    )
}

fn view(t: &Tournament) -> felt_core::view::field::FieldView {
    field_view(&t.field, &t.context(T0), None)
}

/// Confirms every pending move as proposed.
fn confirm_pending(live: &mut Live) {
    let t = &live.t;
    let pending = pending_plan(&t.field, &t.structure, t.clock.period(), t.derived_seed());
    if pending.moves.is_empty() && pending.broken_tables.is_empty() {
        return;
    }
    let moves = pending.as_proposed();
    live.exec(
        Command::Seating(SeatingCommand::ConfirmMoves {
            seed: pending.seed,
            moves,
        }),
        T0,
    )
    .unwrap();
}

/// The players at `table`, in seat order.
fn seated_at(live: &Live, table: u32) -> Vec<u32> {
    let t = live.t.field.seating.table(table).unwrap();
    t.seated().map(|x| x.1).collect()
}

/// The room holds exactly the active entries and replays to the live state.
fn check_room(live: &Live) {
    let f = &live.t.field;
    let active: BTreeSet<u32> = f.active().map(|e| e.id).collect();
    if f.drawn.is_some() && f.unseated().is_empty() {
        invariants::check_roster(&f.seating, &active).unwrap();
    } else {
        invariants::check(&f.seating).unwrap();
    }
    let replayed = Tournament::replay(&live.log).unwrap();
    assert_eq!(
        replayed.field, live.t.field,
        "replay differs from the live field"
    );
}

#[test]
fn names_are_unique_ignoring_case_accents_and_spaces() {
    // (already registered, new name, expected error code or None)
    let cases = [
        ("José García", "jose garcia", Some("duplicate-name")),
        ("José García", "  JOSÉ   García ", Some("duplicate-name")),
        ("Søren Berg", "Soren Berg", Some("duplicate-name")),
        ("Ann Lee", "Anne Lee", None),
        ("Ann Lee", "   ", Some("bad-name")),
        ("Ann Lee", &"x".repeat(61), Some("bad-name")),
    ];
    for (first, second, want) in cases {
        let mut live = Live::with(event(""));
        register(&mut live, first).unwrap();
        assert_eq!(
            register(&mut live, second).err(),
            want,
            "{first} / {second}"
        );
    }
}

#[test]
fn player_numbers_are_unique() {
    let mut live = Live::with(event(""));
    let reg = |name: &str, number: &str| {
        Command::Field(FieldCommand::Register {
            name: name.into(),
            number: Some(number.into()),
            seed: None,
            ticket: None,
        })
    };
    live.exec(reg("Ann Lee", "1001"), T0).unwrap();
    assert_eq!(
        live.exec(reg("Bob Ray", "1001"), T0),
        Err("duplicate-number")
    );
    live.exec(reg("Bob Ray", "1002"), T0).unwrap();
}

#[test]
fn the_draw_spreads_players_evenly_and_is_reproducible_by_seed() {
    // (players, table size from the structure = 9, tables expected, sizes expected)
    let cases: [(u32, usize, &[usize]); 4] = [
        (2, 1, &[2]),
        (9, 1, &[9]),
        (20, 3, &[7, 7, 6]),
        (75, 9, &[9, 9, 9, 8, 8, 8, 8, 8, 8]),
    ];
    for (players, tables, sizes) in cases {
        let mut a = live_with(players, "");
        let mut b = live_with(players, "");
        draw(&mut a, 42);
        draw(&mut b, 42);
        assert_eq!(a.t.field.seating, b.t.field.seating, "same seed, same draw");
        let mut got: Vec<usize> = a.t.field.seating.counts().iter().map(|c| c.1).collect();
        got.sort_unstable_by(|x, y| y.cmp(x));
        assert_eq!(a.t.field.seating.tables.len(), tables, "{players} players");
        assert_eq!(got, sizes, "{players} players");
        assert_eq!(a.t.field.drawn, Some(42), "the seed is recorded");
        check_room(&a);
    }
    let mut c = live_with(20, "");
    draw(&mut c, 43);
    let a = {
        let mut a = live_with(20, "");
        draw(&mut a, 42);
        a
    };
    assert_ne!(
        a.t.field.seating, c.t.field.seating,
        "another seed, another draw"
    );
}

#[test]
fn held_seats_stay_empty_at_the_draw() {
    let mut live = live_with(17, "");
    let held = vec![
        HoldOrder {
            at: SeatTarget { table: 1, seat: 1 },
            hold: HoldKind::Locked,
        },
        HoldOrder {
            at: SeatTarget { table: 2, seat: 9 },
            hold: HoldKind::Reserved,
        },
    ];
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(7),
            held,
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    let s = &live.t.field.seating;
    assert_eq!(
        s.tables.len(),
        3,
        "16 usable seats in 2 tables are not enough for 17"
    );
    let s = &live.t.field.seating;
    assert!(s.table(1).unwrap().occupant(1).is_none());
    assert!(s.table(2).unwrap().occupant(9).is_none());
    check_room(&live);
}

#[test]
fn late_registration_takes_a_seat_at_the_shortest_table_until_the_deadline() {
    let mut live = live_with(17, "");
    draw(&mut live, 1);
    register(&mut live, "Late Larry").unwrap();
    let larry = live.t.field.next_id() - 1;
    let at = live.t.field.seating.location(larry).unwrap();
    assert_eq!(
        live.t.field.seating.table(at.table).unwrap().player_count(),
        9
    );
    // The room is full (18 of 18): the next one opens table 3.
    register(&mut live, "Late Lucy").unwrap();
    assert_eq!(live.t.field.seating.tables.len(), 3);
    check_room(&live);
    // Level 3 is past the deadline (end of level 2).
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    live.exec(
        Command::Clock(ClockAction::GoTo { period: 2 }),
        T0.plus_ms(1000),
    )
    .unwrap();
    assert_eq!(register(&mut live, "Too Late"), Err("registration-closed"));
}

#[test]
fn a_room_with_no_spare_table_puts_late_players_on_the_alternate_list() {
    let mut live = live_with(18, "[seating]\ntables = 2");
    draw(&mut live, 3);
    register(&mut live, "Alt One").unwrap();
    let alt = live.t.field.next_id() - 1;
    let v = view(&live.t);
    assert_eq!(v.alternates, vec![alt]);
    assert_eq!(v.players.last().unwrap().state, PlayerStatus::Alternate);
    bust(&mut live, 1).unwrap();
    live.exec(
        Command::Seating(SeatingCommand::SeatAlternates { seed: Some(9) }),
        T0,
    )
    .unwrap();
    assert!(live.t.field.seating.players.contains_key(&alt));
    check_room(&live);
    // With open seats and nobody waiting, it says nobody is waiting (not "no open seat
    // left for player 0").
    bust(&mut live, 2).unwrap();
    let again = Command::Seating(SeatingCommand::SeatAlternates { seed: Some(9) });
    assert_eq!(live.exec(again.clone(), T0), Err("nobody-waiting"));
    assert_eq!(
        live.t.decide(&again, T0).unwrap_err().to_string(),
        "nobody is waiting for a seat: every player still in is seated"
    );
}

#[test]
fn unregistering_is_only_before_play() {
    let mut live = live_with(3, "");
    live.exec(Command::Field(FieldCommand::Unregister { player: 2 }), T0)
        .unwrap();
    assert_eq!(live.t.counts_now().entries, 2);
    // The name is free again.
    register(&mut live, "Player 2").unwrap();
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    assert_eq!(
        live.exec(Command::Field(FieldCommand::Unregister { player: 1 }), T0),
        Err("play-started")
    );
}

#[test]
fn busts_take_places_and_undo_gives_the_seat_back() {
    let mut live = live_with(10, "");
    draw(&mut live, 5);
    let seat = live.t.field.seating.location(4).unwrap();
    bust(&mut live, 4).unwrap();
    let place = |t: &Tournament, p: u32| {
        view(t)
            .players
            .iter()
            .find(|x| x.id == p)
            .and_then(|x| x.place)
            .map(|p| (p.place, p.shared_to))
    };
    assert_eq!(place(&live.t, 4), Some((10, 10)));
    assert_eq!(live.t.counts_now().players_left, 9);
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(live.t.field.seating.location(4).unwrap(), seat);
    assert_eq!(place(&live.t, 4), None);
    live.exec(Command::History(HistoryCommand::Redo), T0)
        .unwrap();
    assert_eq!(place(&live.t, 4), Some((10, 10)));
    check_room(&live);
}

/// A log that busts one entry twice is refused when read, in words naming the entry,
/// where before its places were silently all dropped (no finishing place shown at all).
#[test]
fn a_log_busting_an_entry_twice_is_refused_with_its_entry_named() {
    let mut live = live_with(10, "");
    draw(&mut live, 5);
    bust(&mut live, 4).unwrap();
    let mut log = live.log.clone();
    let mut again = log.last().unwrap().clone();
    again.seq += 1;
    log.push(again);
    let e = Tournament::replay(&log).unwrap_err().to_string();
    assert!(
        e.contains("entry 4 (Player 4) is not in play, so cannot bust"),
        "{e}"
    );
    // The event as it was still reads, with its place.
    let t = Tournament::replay(&live.log).unwrap();
    assert!(
        t.field
            .finishes()
            .iter()
            .any(|f| f.player == 4 && f.place == 10)
    );
}

#[test]
fn busts_on_one_hand_rank_by_starting_stack_or_share() {
    // (stacks of two players busting on the same hand, places expected for each)
    let cases = [
        ((Some(5000), Some(9000)), ((9, 9), (8, 8))),
        ((Some(5000), Some(5000)), ((8, 9), (8, 9))),
        ((None, Some(9000)), ((8, 9), (8, 9))),
    ];
    for ((s1, s2), (p1, p2)) in cases {
        let mut live = live_with(9, "");
        draw(&mut live, 5);
        for (player, stack, same_hand) in [(1, s1, false), (2, s2, true)] {
            live.exec(
                Command::Field(FieldCommand::Bust {
                    player,
                    same_hand,
                    stack,
                    by: None,
                    split: vec![],
                }),
                T0,
            )
            .unwrap();
        }
        let v = view(&live.t);
        let got = |p: u32| {
            let x = v.players.iter().find(|x| x.id == p).unwrap().place.unwrap();
            (x.place, x.shared_to)
        };
        assert_eq!((got(1), got(2)), (p1, p2), "stacks {s1:?} {s2:?}");
    }
}

/// Twelve players drawn, the clock started at T0 and hand-for-hand on, 90 seconds a hand.
fn hand_for_hand_of_90_seconds() -> Live {
    let mut live = live_with(12, "[seating]\nhand_for_hand_seconds = 90");
    draw(&mut live, 8);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    live.exec(
        Command::Seating(SeatingCommand::HandForHand { on: true }),
        T0,
    )
    .unwrap();
    live
}

#[test]
fn hand_for_hand_busts_share_places_and_each_hand_takes_time_off() {
    let mut live = hand_for_hand_of_90_seconds();
    bust(&mut live, 1).unwrap();
    bust(&mut live, 2).unwrap();
    let v = view(&live.t);
    let p = v.players.iter().find(|x| x.id == 2).unwrap().place.unwrap();
    assert_eq!((p.place, p.shared_to), (11, 12));
    let standing = &v.players.iter().find(|x| x.id == 2).unwrap().standing;
    assert_eq!(standing, "busted, 11th-12th");
    let before = felt_core::rules::clock::read(live.t.clock, &live.t.structure, T0.plus_ms(60_000));
    live.exec(
        Command::Seating(SeatingCommand::HandForHandHand),
        T0.plus_ms(60_000),
    )
    .unwrap();
    let after = felt_core::rules::clock::read(live.t.clock, &live.t.structure, T0.plus_ms(60_000));
    assert_eq!(before.remaining_ms - after.remaining_ms, 90_000);
    // The clock display says hand-for-hand is on, and which hand is dealt.
    let notices = felt_core::view::clock::clock_view(&live.t, T0.plus_ms(60_000)).notices;
    assert!(
        notices
            .iter()
            .any(|n| n.starts_with("Hand-for-hand: hand 2 is dealt")),
        "{notices:?}"
    );
    bust(&mut live, 3).unwrap();
    let v = view(&live.t);
    let p = v.players.iter().find(|x| x.id == 3).unwrap().place.unwrap();
    assert_eq!((p.place, p.shared_to), (10, 10), "a new hand, a new place");
    live.exec(Command::History(HistoryCommand::Undo), T0.plus_ms(61_000))
        .unwrap();
    live.exec(Command::History(HistoryCommand::Undo), T0.plus_ms(61_000))
        .unwrap();
    let back = felt_core::rules::clock::read(live.t.clock, &live.t.structure, T0.plus_ms(60_000));
    assert_eq!(
        back.remaining_ms, before.remaining_ms,
        "undo gives the time back"
    );
    check_room(&live);
}

/// A hand-for-hand hand longer than the time left uses the level up: the clock moves on
/// to the next period, never keeps the time the hand took.
#[test]
fn a_hand_for_hand_hand_longer_than_the_time_left_ends_the_level() {
    let mut live = hand_for_hand_of_90_seconds();
    let start = felt_core::rules::clock::read(live.t.clock, &live.t.structure, T0);
    // 30 seconds before the level ends, a 90-second hand is finished.
    let at = T0.plus_ms(start.remaining_ms - 30_000);
    live.exec(Command::Seating(SeatingCommand::HandForHandHand), at)
        .unwrap();
    let after = felt_core::rules::clock::read(live.t.clock, &live.t.structure, at.plus_ms(1));
    assert_eq!(
        after.period,
        start.period + 1,
        "the level is used up: {after:?}"
    );
    check_room(&live);
}

#[test]
fn busts_bring_proposed_moves_and_confirming_them_balances_the_room() {
    let mut live = live_with(27, "");
    draw(&mut live, 11);
    // Three full tables of 9; bust three players from table 1.
    let at_one = &seated_at(&live, 1)[..3];
    for &p in at_one {
        bust(&mut live, p).unwrap();
    }
    let v = view(&live.t);
    assert!(!v.pending.moves.is_empty(), "6 vs 9 needs a move");
    assert!(v.tables.iter().any(|t| t.hold_play), "3 short: hold play");
    confirm_pending(&mut live);
    let settings = balance_settings(&live.t.structure, 0);
    invariants::check_balanced(&live.t.field.seating, &settings).unwrap();
    assert!(view(&live.t).pending.moves.is_empty());
    // Undo puts the moved players back.
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert!(!view(&live.t).pending.moves.is_empty());
    check_room(&live);
}

#[test]
fn a_table_breaks_when_the_players_fit_in_one_fewer() {
    let mut live = live_with(20, "");
    draw(&mut live, 2);
    // 20 at 3 tables; 18 fit in 2 tables of 9: the highest-numbered table breaks.
    bust(&mut live, 1).unwrap();
    bust(&mut live, 2).unwrap();
    let v = view(&live.t);
    assert_eq!(v.pending.broken_tables, vec![3]);
    assert!(v.tables.iter().find(|t| t.table == 3).unwrap().breaking);
    confirm_pending(&mut live);
    assert_eq!(live.t.field.seating.tables.len(), 2);
    check_room(&live);
}

#[test]
fn the_final_table_forms_with_nine_seats_for_a_nine_handed_event() {
    let mut live = live_with(18, "");
    draw(&mut live, 4);
    for p in 1..=9 {
        bust(&mut live, p).unwrap();
        confirm_pending(&mut live);
    }
    assert_eq!(live.t.field.seating.tables.len(), 1);
    assert_eq!(live.t.field.seating.player_count(), 9);
    check_room(&live);
}

#[test]
fn edited_moves_are_checked_seat_by_seat() {
    let mut live = live_with(27, "");
    draw(&mut live, 11);
    let gone = &seated_at(&live, 2)[..3];
    for &p in gone {
        bust(&mut live, p).unwrap();
    }
    let v = view(&live.t);
    let m = &v.pending.moves[0];
    // Into an occupied seat: refused, nothing changes.
    let taken = live.t.field.seating.table(m.to.table).unwrap().occupied()[0];
    let bad = vec![MoveOrder {
        player: m.player,
        to: SeatTarget {
            table: m.to.table,
            seat: taken,
        },
    }];
    assert_eq!(
        live.exec(
            Command::Seating(SeatingCommand::ConfirmMoves {
                seed: v.pending.seed,
                moves: bad
            }),
            T0
        ),
        Err("seating")
    );
    // Another open seat at the same table: accepted.
    let open = live.t.field.seating.table(m.to.table).unwrap().open_seats();
    let other = *open.iter().find(|s| **s != m.to.seat).unwrap();
    live.exec(
        Command::Seating(SeatingCommand::ConfirmMoves {
            seed: v.pending.seed,
            moves: vec![MoveOrder {
                player: m.player,
                to: SeatTarget {
                    table: m.to.table,
                    seat: other,
                },
            }],
        }),
        T0,
    )
    .unwrap();
    assert_eq!(live.t.field.seating.location(m.player).unwrap().seat, other);
    check_room(&live);
}

#[test]
fn a_busted_player_re_enters_as_a_new_entry_and_his_bust_is_not_a_finish() {
    let mut live = live_with(10, "");
    draw(&mut live, 6);
    bust(&mut live, 3).unwrap();
    assert_eq!(register(&mut live, "player 3"), Err("duplicate-name"));
    live.exec(
        Command::Field(FieldCommand::ReEnter {
            player: 3,
            seed: None,
        }),
        T0,
    )
    .unwrap();
    let new = live.t.field.next_id() - 1;
    let e = live.t.field.entry(new).unwrap();
    assert_eq!(
        (e.name.as_str(), e.entry_no, e.re_entry_of),
        ("Player 3", 2, Some(3))
    );
    assert!(live.t.field.seating.players.contains_key(&new));
    assert_eq!(live.t.counts_now().entries, 11);
    assert_eq!(live.t.field.field_size(), 10);
    assert!(view(&live.t).players.iter().all(|p| p.place.is_none()));
    // The limit is one re-entry.
    bust(&mut live, new).unwrap();
    assert_eq!(
        live.exec(
            Command::Field(FieldCommand::ReEnter {
                player: new,
                seed: None
            }),
            T0
        ),
        Err("no-re-entry")
    );
    check_room(&live);
}

#[test]
fn buttons_give_blinds_and_win_the_button_moves_it_to_the_winner() {
    let mut live = live_with(6, "[special]\nwin_the_button = true");
    draw(&mut live, 1);
    live.exec(
        Command::Seating(SeatingCommand::SetButton {
            table: 1,
            seat: Some(2),
        }),
        T0,
    )
    .unwrap();
    let t = view(&live.t).tables[0].clone();
    let occupied: Vec<u8> = t
        .seats
        .iter()
        .filter(|s| s.player.is_some())
        .map(|s| s.seat)
        .collect();
    let after = |s: u8| *occupied.iter().find(|x| **x > s).unwrap_or(&occupied[0]);
    assert_eq!(t.small_blind, Some(after(2)));
    assert_eq!(t.big_blind, Some(after(after(2))));
    let winner = *occupied.iter().find(|s| **s != 2).unwrap();
    live.exec(
        Command::Seating(SeatingCommand::HandWon {
            table: 1,
            seats: vec![winner],
        }),
        T0,
    )
    .unwrap();
    assert_eq!(live.t.field.seating.table(1).unwrap().button, Some(winner));
}

#[test]
fn counters_are_not_adjusted_by_hand_when_players_are_tracked() {
    let mut live = live_with(2, "");
    let adjust = Command::Count(CountCommand::Adjust {
        counter: felt_core::engine::Counter::Entries,
        delta: 1,
    });
    assert_eq!(live.exec(adjust, T0), Err("counts-tracked"));
}

#[test]
fn the_last_player_cannot_bust_and_wins() {
    let mut live = live_with(2, "");
    draw(&mut live, 1);
    bust(&mut live, 1).unwrap();
    // The event is over: nothing but an undo is taken.
    assert_eq!(bust(&mut live, 2), Err("event-over"));
    let v = view(&live.t);
    let winner = v.players.iter().find(|p| p.id == 2).unwrap();
    assert_eq!(winner.place.unwrap().place, 1);
    assert!(winner.seat.is_some());
    assert_eq!(winner.standing, "winner, 1st");
    let second = v.players.iter().find(|p| p.id == 1).unwrap();
    assert_eq!(second.standing, "busted, 2nd");
    assert_eq!(v.still_in, [2], "a deal is among the players still in");
}

/// Random registrations, late registrations and busts, with the app's own proposed moves
/// confirmed after each bust and the odd undo: the room always holds exactly the players
/// still in, it is balanced after each confirmation, and the log replays to the live state.
fn random_session(players: u32, seed: u64, script: &[(u8, u32)]) {
    let mut live = live_with(players, "");
    draw(&mut live, seed);
    let settings = balance_settings(&live.t.structure, 0);
    for &(op, pick) in script {
        let left: Vec<u32> = live.t.field.seating.players.keys().copied().collect();
        match op {
            0 => {
                let _ = register(&mut live, &format!("Late {pick}"));
            }
            1 => {
                let _ = live.exec(Command::History(HistoryCommand::Undo), T0);
            }
            _ if left.len() > 1 => {
                bust(&mut live, left[pick as usize % left.len()]).unwrap();
                confirm_pending(&mut live);
                invariants::check_balanced(&live.t.field.seating, &settings).unwrap();
            }
            _ => {}
        }
        if live.t.field.drawn.is_none() {
            // The undo took back the draw: nobody sits; draw again.
            assert_eq!(live.t.field.seating.player_count(), 0);
            draw(&mut live, seed ^ 1);
        }
        let active: BTreeSet<u32> = live.t.field.active().map(|e| e.id).collect();
        invariants::check_roster(&live.t.field.seating, &active).unwrap();
        live.t.field.check_tally().unwrap();
    }
    if live.t.field.entries.len() < 1_000 {
        // Six decisions an entry: kept to the smaller rooms.
        fixtures::check_actions_agree(&live.t, T0);
        check_pages(&live.t, 37);
    }
    let replayed = Tournament::replay(&live.log).unwrap();
    assert_eq!(replayed.field, live.t.field);
}

/// The player list read a page at a time is the field view's list: every entry once, each
/// row equal to the view's, in the list's order (players in play first, then by name); an
/// entry's exact name finds it first.
fn check_pages(t: &Tournament, size: u32) {
    let whole = view(t);
    let ctx = t.context(T0);
    let mut seen = Vec::new();
    let mut offset = 0;
    loop {
        let page = players_page(
            &t.field,
            &ctx,
            None,
            &PlayerQuery {
                q: String::new(),
                offset,
                limit: size,
                player: None,
            },
        );
        assert_eq!(page.entries as usize, whole.players.len());
        assert_eq!(
            page.matched, page.entries,
            "an empty query matches every entry"
        );
        assert!(page.players.len() <= size as usize);
        if page.players.is_empty() {
            break;
        }
        offset += page.players.len() as u32;
        seen.extend(page.players);
    }
    assert_eq!(
        seen.len(),
        whole.players.len(),
        "each entry on exactly one page"
    );
    let rank = |s: PlayerStatus| match s {
        PlayerStatus::Seated => 0,
        PlayerStatus::Registered => 1,
        PlayerStatus::Alternate => 2,
        PlayerStatus::Finished => 3,
        PlayerStatus::Busted => 4,
        PlayerStatus::Unregistered => 5,
    };
    for pair in seen.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        // Numbers inside names by their value: "Player 9" before "Player 10".
        let order = rank(a.state).cmp(&rank(b.state)).then_with(|| {
            natural_cmp(&a.name.to_lowercase(), &b.name.to_lowercase()).then(a.id.cmp(&b.id))
        });
        assert!(
            order == std::cmp::Ordering::Less,
            "{} ({:?}) listed before {} ({:?})",
            a.name,
            a.state,
            b.name,
            b.state
        );
    }
    for row in &seen {
        let same = whole.players.iter().find(|p| p.id == row.id).unwrap();
        assert_eq!(
            row, same,
            "entry {}'s row differs from the field view's",
            row.id
        );
    }
    for row in seen.iter().step_by((seen.len() / 5).max(1)) {
        let page = players_page(
            &t.field,
            &ctx,
            None,
            &PlayerQuery {
                q: row.name.to_uppercase(),
                offset: 0,
                limit: PAGE_MAX + 1,
                player: None,
            },
        );
        assert!(page.players.len() <= PAGE_MAX as usize);
        let first = page.players.iter().position(|p| p.name == row.name);
        assert!(
            first.is_some_and(|i| page.players[..i]
                .iter()
                .all(|p| p.name == row.name || p.id.to_string() == row.name)),
            "'{}' not first for its own name",
            row.name
        );
    }
}

/// The player search, as a floor person types: without accents, capitals or apostrophes,
/// the first name before a later one, the players still in before those out, the card
/// number exactly before a number it starts, the letters anywhere last.
#[test]
fn the_player_search_ranks_as_a_floor_person_expects() {
    let mut live = Live::with(event(""));
    let room = [
        ("José Núñez", Some("1234")),
        ("Ann Lee", None),
        ("Joseph Annan", Some("5678")),
        ("Seán O'Connor", None),
        ("Søren Müller", None),
        ("Łukasz Straße", None),
        ("Ann Leigh", None),
        ("Zoë Smith", Some("12345")),
    ];
    for (name, number) in room {
        live.exec(
            Command::Field(FieldCommand::Register {
                name: name.into(),
                number: number.map(Into::into),
                seed: None,
                ticket: None,
            }),
            T0,
        )
        .unwrap();
    }
    draw(&mut live, 1);
    bust(&mut live, 7).unwrap();
    let ctx = live.t.context(T0);
    let cases: [(&str, &[u32]); 16] = [
        ("jose", &[1, 3]),
        ("JOSÉ", &[1, 3]),
        ("nunez", &[1]),
        ("ann l", &[2, 7]),
        ("ann", &[2, 7, 3]),
        ("oconnor", &[4]),
        ("o'connor", &[4]),
        ("soren muller", &[5]),
        ("strasse", &[6]),
        ("1234", &[1, 8]),
        ("12345", &[8]),
        ("ulle", &[5]),
        ("6", &[6]),
        ("nobody", &[]),
        // Nothing typed: the whole list, checked by name below.
        ("  ", &[]),
        ("", &[]),
    ];
    for (typed, want) in cases {
        let got: Vec<u32> = players_page(
            &live.t.field,
            &ctx,
            None,
            &PlayerQuery {
                q: typed.into(),
                ..PlayerQuery::default()
            },
        )
        .players
        .iter()
        .map(|p| p.id)
        .collect();
        if typed.trim().is_empty() {
            // Every entry, those in play first, each group by name.
            let names: Vec<&str> = got.iter().map(|id| room[*id as usize - 1].0).collect();
            assert_eq!(
                names,
                [
                    "Ann Lee",
                    "José Núñez",
                    "Joseph Annan",
                    "Łukasz Straße",
                    "Seán O'Connor",
                    "Søren Müller",
                    "Zoë Smith",
                    "Ann Leigh"
                ],
                "{typed:?}"
            );
        } else {
            assert_eq!(got, want, "{typed:?}");
        }
    }
}

#[test]
fn the_player_list_a_page_at_a_time_is_the_field_views_list() {
    // Before the draw: registered and unregistered entries.
    let mut live = live_with(40, "");
    live.exec(Command::Field(FieldCommand::Unregister { player: 3 }), T0)
        .unwrap();
    check_pages(&live.t, 7);
    // In play: seated, busted (and re-entered), late registrations, a winner at the end.
    draw(&mut live, 5);
    for p in [1, 2, 4, 9, 11] {
        bust(&mut live, p).unwrap();
        confirm_pending(&mut live);
    }
    register(&mut live, "Zoë O'Connor").unwrap();
    for size in [1, 10, 100, 500] {
        check_pages(&live.t, size);
    }
    let ctx = live.t.context(T0);
    let find = |q: &str| -> Vec<String> {
        players_page(
            &live.t.field,
            &ctx,
            None,
            &PlayerQuery {
                q: q.into(),
                offset: 0,
                limit: 0,
                player: None,
            },
        )
        .players
        .into_iter()
        .map(|p| p.name)
        .collect()
    };
    assert_eq!(find("oconnor"), ["Zoë O'Connor"]);
    assert_eq!(find("zoe"), ["Zoë O'Connor"]);
    assert_eq!(
        find("player 4")[..2],
        ["Player 4", "Player 40"],
        "the whole name first; Player 4 is out but an exact name wins"
    );
    assert_eq!(find("player 1")[0], "Player 1");
    assert!(find("nobody").is_empty());
    let page = players_page(
        &live.t.field,
        &ctx,
        None,
        &PlayerQuery {
            q: "player 1".into(),
            offset: 2,
            limit: 3,
            player: None,
        },
    );
    assert_eq!(page.matched, 11, "Player 1 and Player 10 to 19");
    assert_eq!(page.players.len(), 3);
    assert_eq!(page.offset, 2);
    let past = players_page(
        &live.t.field,
        &ctx,
        None,
        &PlayerQuery {
            q: String::new(),
            offset: 10_000,
            limit: 5,
            player: None,
        },
    );
    assert!(
        past.players.is_empty(),
        "a page past the end is empty, not an error"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn sessions_of_2_to_22_tables_keep_every_invariant(
        players in 2u32..200,
        seed in any::<u64>(),
        script in proptest::collection::vec((0u8..10, any::<u32>()), 1..80),
    ) {
        random_session(players, seed, &script);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3))]

    /// The same at 1,000 tables (9,000 players), with fewer cases: each is large.
    #[test]
    fn sessions_of_1000_tables_keep_every_invariant(
        players in 8_950u32..9_000,
        seed in any::<u64>(),
        script in proptest::collection::vec((0u8..10, any::<u32>()), 1..25),
    ) {
        random_session(players, seed, &script);
    }
}

#[test]
fn a_shootout_fills_tables_evenly_never_balances_and_draws_the_next_round() {
    let mut live = live_with(75, "[special]\nshootout = { advance = 1, rounds = 2 }");
    draw(&mut live, 12);
    let mut sizes: Vec<usize> = live.t.field.seating.counts().iter().map(|c| c.1).collect();
    sizes.sort_unstable();
    assert_eq!(
        sizes,
        vec![8, 8, 8, 8, 8, 8, 9, 9, 9],
        "9 tables, six with 8"
    );
    // Busts at one table bring no balancing moves.
    let t1: Vec<u32> = seated_at(&live, 1);
    for p in &t1[..3] {
        bust(&mut live, *p).unwrap();
    }
    let v = view(&live.t);
    assert!(v.pending.moves.is_empty() && v.pending.broken_tables.is_empty());
    // The next round waits for every table.
    assert_eq!(
        live.exec(
            Command::Seating(SeatingCommand::NextRound { seed: Some(1) }),
            T0
        ),
        Err("shootout")
    );
    // Record every table's winner: the first player still seated.
    let tables: Vec<u32> = live.t.field.seating.tables.keys().copied().collect();
    for t in tables {
        let winner = live
            .t
            .field
            .seating
            .table(t)
            .unwrap()
            .seated()
            .next()
            .unwrap()
            .1;
        live.exec(
            Command::Seating(SeatingCommand::TableWon {
                table: t,
                players: vec![winner],
            }),
            T0,
        )
        .unwrap();
    }
    // A table down to its winner takes no more busts.
    let w1 = live
        .t
        .field
        .seating
        .table(1)
        .unwrap()
        .seated()
        .next()
        .unwrap()
        .1;
    assert_eq!(bust(&mut live, w1), Err("shootout"));
    let v = view(&live.t);
    let so = v.shootout.as_ref().unwrap();
    assert!(so.round_over);
    assert_eq!(so.advancing.len(), 9);
    // The round and its progress are on the clock display.
    let notices = felt_core::view::clock::clock_view(&live.t, T0).notices;
    assert!(
        notices.contains(&"Shootout round 1: 9 of 9 tables decided.".to_string()),
        "{notices:?}"
    );
    live.exec(
        Command::Seating(SeatingCommand::NextRound { seed: Some(2) }),
        T0,
    )
    .unwrap();
    assert_eq!(live.t.field.seating.tables.len(), 1);
    assert_eq!(live.t.field.seating.player_count(), 9);
    assert_eq!(view(&live.t).shootout.unwrap().round, 2);
    let notices = felt_core::view::clock::clock_view(&live.t, T0).notices;
    assert!(
        notices.contains(&"Shootout round 2: the final table.".to_string()),
        "{notices:?}"
    );
    // Undo takes the round back.
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(live.t.field.seating.tables.len(), 9);
    check_room(&live);
}

#[test]
fn elimination_driven_levels_move_the_clock_when_a_bust_reaches_the_count() {
    let mut live = live_with(8, "[special]\neliminations_per_level = 2");
    draw(&mut live, 3);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    let level = |live: &Live| live.t.clock.period();
    bust(&mut live, 1).unwrap();
    assert_eq!(level(&live), 0, "one out: still level 1");
    bust(&mut live, 2).unwrap();
    assert_eq!(level(&live), 1, "two out: level 2");
    bust(&mut live, 3).unwrap();
    bust(&mut live, 4).unwrap();
    assert_eq!(level(&live), 2, "four out: level 3");
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(level(&live), 1, "undoing the bust takes the level back");
}

/// Seed 003: a level that changes with eliminations has no countdown. Hours past its
/// nominal time it is still the same level; the clock says how many more busts move it on.
#[test]
fn elimination_levels_have_no_countdown_and_say_how_many_more_busts_start_the_next() {
    use felt_core::view::clock::clock_view;
    let mut live = live_with(8, "[special]\neliminations_per_level = 2");
    draw(&mut live, 3);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    let hours_later = T0.plus_ms(5 * 3_600_000);
    let at = |live: &Live, now| {
        let v = clock_view(&live.t, now);
        (v.level, v.by_eliminations.unwrap())
    };
    let (level, e) = at(&live, hours_later);
    assert_eq!(level, Some(1), "five hours on, still level 1");
    assert_eq!((e.eliminated, e.more), (0, Some(2)));
    assert_eq!(e.text, "Next level after 2 more eliminations");
    bust(&mut live, 1).unwrap();
    let (_, e) = at(&live, hours_later);
    assert_eq!(e.text, "Next level after the next elimination");
    bust(&mut live, 2).unwrap();
    let (level, e) = at(&live, hours_later);
    assert_eq!((level, e.more), (Some(2), Some(2)));
    // The TD may still move the clock by hand; the count then runs to that level's end.
    live.exec(Command::Clock(ClockAction::NextLevel), T0)
        .unwrap();
    let (level, e) = at(&live, hours_later);
    assert_eq!(
        (level, e.more),
        (Some(3), None),
        "level 3 is the structure's last"
    );
    assert_eq!(e.text, "Last level: the blinds stay here");
    // A clock-driven event has no such line.
    let plain = live_with(4, "");
    assert_eq!(clock_view(&plain.t, T0).by_eliminations, None);
}

/// Seed 003: the hard stop counts from the first start, pauses included; when it comes,
/// the round is finished and the notices say so first.
#[test]
fn a_hard_stop_counts_down_from_the_start_and_then_asks_for_the_last_round() {
    use felt_core::view::clock::clock_view;
    let mut live = live_with(5, "[special]\nhard_stop_minutes = 180");
    let h = clock_view(&live.t, T0).hard_stop.unwrap();
    assert_eq!((h.at, h.remaining_ms, h.reached), (None, None, false));
    draw(&mut live, 3);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    live.exec(Command::Clock(ClockAction::Pause), T0.plus_ms(600_000))
        .unwrap();
    let v = clock_view(&live.t, T0.plus_ms(3_600_000));
    let h = v.hard_stop.unwrap();
    assert_eq!(h.at, Some(T0.plus_ms(180 * 60_000)));
    assert_eq!(
        h.remaining_ms,
        Some(2 * 3_600_000),
        "a pause does not move the stop"
    );
    assert!(!h.reached);
    let v = clock_view(&live.t, T0.plus_ms(180 * 60_000));
    let h = v.hard_stop.unwrap();
    assert!(h.reached);
    assert_eq!(v.notices[0], h.text);
    assert!(h.text.contains("finish the round"), "{}", h.text);
}

/// Seed 004: a satellite's pool buys seats (here 13 entries of $100 to the pool and
/// seats of $400: three seats and $100 in cash to 4th). Play ends when the players left
/// are as many as the seats; each of them wins a seat, and the results say in what.
#[test]
fn a_satellite_ends_when_the_players_left_equal_the_seats() {
    use felt_core::field::standings::results_now;
    use felt_core::view::clock::clock_view;
    let sat = r#"
[money]
currency = "USD"
buy_in = 11000
fee = 1000
[payouts]
satellite = { seat_value = 40000, target = "Main Event" }
"#;
    let mut live = live_with(13, sat);
    draw(&mut live, 7);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    let v = clock_view(&live.t, T0);
    assert!(
        v.notices.iter().any(|n| n
            == "Satellite: 3 seats in Main Event ($400 each); play ends when 3 players are left."),
        "{:?}",
        v.notices
    );
    assert_eq!(v.payouts.as_ref().unwrap().basis, "satellite: 3 seats");
    for p in (5..=13).rev() {
        bust(&mut live, p).unwrap();
        confirm_pending(&mut live);
    }
    assert_eq!(
        live.t.over(),
        None,
        "four left: the bubble is still to burst"
    );
    bust(&mut live, 4).unwrap();
    assert_eq!(
        live.t.over(),
        Some(felt_core::field::Over::Seats { seats: 3 })
    );
    assert_eq!(bust(&mut live, 3), Err("event-over"));
    let lines = results_now(live.t.money_input()).lines;
    let top: Vec<_> = lines
        .iter()
        .take(4)
        .map(|l| {
            (
                l.place,
                l.shared_to,
                l.prize,
                l.note.as_ref().map(ToString::to_string),
            )
        })
        .collect();
    let seat = Some("seat in Main Event".to_string());
    assert_eq!(
        top,
        [
            (1, 3, 40_000, seat.clone()),
            (1, 3, 40_000, seat.clone()),
            (1, 3, 40_000, seat),
            (4, 4, 10_000, None)
        ]
    );
    let result = clock_view(&live.t, T0).result.unwrap();
    assert_eq!(result.headline, "3 seats won");
    assert_eq!(
        result.how,
        "Each player still in wins a seat in Main Event."
    );
    // Undo the bust: play goes on.
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(live.t.over(), None);
}

#[test]
fn a_hard_stop_places_the_players_left_by_their_chip_counts() {
    use felt_core::field::decide::ChipCount;
    let mut live = live_with(5, "[special]\nhard_stop_minutes = 180");
    draw(&mut live, 3);
    bust(&mut live, 5).unwrap();
    let counts = |list: &[(u32, u64)]| {
        Command::Seating(SeatingCommand::HardStop {
            counts: list
                .iter()
                .map(|&(player, chips)| ChipCount { player, chips })
                .collect(),
        })
    };
    // Everyone still in needs a count; a busted player has none.
    assert_eq!(
        live.exec(counts(&[(1, 100), (2, 50)]), T0),
        Err("player-state")
    );
    assert_eq!(
        live.exec(counts(&[(1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]), T0),
        Err("player-state")
    );
    live.exec(
        counts(&[(1, 9_000), (2, 14_000), (3, 9_000), (4, 2_000)]),
        T0,
    )
    .unwrap();
    let v = view(&live.t);
    let place = |p: u32| {
        let x = v.players.iter().find(|x| x.id == p).unwrap().place.unwrap();
        (x.place, x.shared_to)
    };
    assert_eq!(
        [place(2), place(1), place(3), place(4), place(5)],
        [(1, 1), (2, 3), (2, 3), (4, 4), (5, 5)]
    );
    assert_eq!(live.t.field.seating.player_count(), 0);
    check_room(&live);
}

#[test]
fn a_stud_only_event_fills_the_seat_most_recently_vacated() {
    let text = r#"
name = "Stud only"
starting_stack = 10000
table_size = 8
[[games]]
id = "stud"
name = "Seven Card Stud"
family = "stud"
betting = "limit"
[[levels]]
stakes = "100/200"
ante = 25
bring_in = 25
"#;
    let s = parse_structure("stud.toml", text).unwrap().structure;
    let mut live = Live::with(s);
    for i in 1..=16 {
        register(&mut live, &format!("Player {i}")).unwrap();
    }
    draw(&mut live, 21);
    // Two busts at table 1, the second one last: its seat is the one to fill.
    let seated: Vec<(u8, u32)> = live.t.field.seating.table(1).unwrap().seated().collect();
    bust(&mut live, seated[1].1).unwrap();
    bust(&mut live, seated[4].1).unwrap();
    let v = view(&live.t);
    assert_eq!(v.pending.moves.len(), 1, "{:?}", v.pending);
    let m = &v.pending.moves[0];
    assert_eq!((m.to.table, m.to.seat), (1, seated[4].0), "{}", m.reason);
    assert!(m.reason.contains("most recently vacated"), "{}", m.reason);
}

#[test]
fn a_mixed_event_in_a_stud_level_moves_the_player_who_would_be_big_blind() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../structures/example-mixed-limit.toml"
    ))
    .unwrap();
    let s = parse_structure("mixed.toml", &text).unwrap().structure;
    let mut live = Live::with(s);
    for i in 1..=16 {
        register(&mut live, &format!("Player {i}")).unwrap();
    }
    draw(&mut live, 5);
    for t in [1, 2] {
        live.exec(
            Command::Seating(SeatingCommand::SetButton {
                table: t,
                seat: Some(1),
            }),
            T0,
        )
        .unwrap();
    }
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    // Level 2 is the stud level of the rotation.
    live.exec(Command::Clock(ClockAction::GoTo { period: 1 }), T0)
        .unwrap();
    let seated: Vec<u32> = seated_at(&live, 1);
    bust(&mut live, seated[2]).unwrap();
    bust(&mut live, seated[3]).unwrap();
    let v = view(&live.t);
    let m = &v.pending.moves[0];
    assert!(m.reason.contains("button frozen for stud"), "{}", m.reason);
    // In the hold'em level the same room moves the player due the big blind.
    live.exec(Command::Clock(ClockAction::GoTo { period: 0 }), T0)
        .unwrap();
    let v = view(&live.t);
    assert!(
        v.pending.moves[0]
            .reason
            .contains("is due the big blind next"),
        "{}",
        v.pending.moves[0].reason
    );
}

/// Hand-for-hand from the tables: each table reports the hand finished; the
/// room waits for the others, a table cannot report twice, and the last report starts
/// the next hand everywhere, as the desk's "every table finished" does.
#[test]
fn hand_for_hand_runs_from_the_tables_and_the_last_report_starts_the_next_hand() {
    let mut live = live_with(20, "");
    draw(&mut live, 3);
    let tables: Vec<u32> = live.t.field.seating.tables.keys().copied().collect();
    assert_eq!(tables, vec![1, 2, 3]);
    let done = |live: &mut Live, table: u32| {
        live.exec(
            Command::Seating(SeatingCommand::TableHandDone { table }),
            T0,
        )
    };
    assert_eq!(
        done(&mut live, 1),
        Err("hand-for-hand"),
        "off: nothing to report"
    );
    live.exec(
        Command::Seating(SeatingCommand::HandForHand { on: true }),
        T0,
    )
    .unwrap();
    done(&mut live, 2).unwrap();
    let v = view(&live.t);
    assert_eq!(v.hand_for_hand.waiting, vec![1, 3]);
    assert_eq!(v.hand_for_hand.done, vec![2]);
    assert_eq!(v.hand_for_hand.hand, 0);
    assert_eq!(done(&mut live, 2), Err("hand-for-hand"), "twice");
    assert_eq!(done(&mut live, 9), Err("seating"), "no such table");
    done(&mut live, 1).unwrap();
    done(&mut live, 3).unwrap();
    let v = view(&live.t);
    assert_eq!(v.hand_for_hand.hand, 1, "the last report finished the hand");
    assert_eq!(
        v.hand_for_hand.waiting,
        vec![1, 2, 3],
        "every table deals the next"
    );
    assert!(v.hand_for_hand.done.is_empty());
    // The replayed log gives the same room.
    let again = Tournament::replay(live.log.iter()).unwrap();
    assert_eq!(again.field, live.t.field);
}

/// Chip counts (from a table's tablet at the end of the day, or the desk): each
/// player's last count is kept and shown; a count of a player out, of 0 chips, twice, or
/// of nobody is refused by name; undo takes it back; the log replays to the same counts.
#[test]
fn chip_counts_keep_each_players_last_count_and_refuse_what_cannot_be_counted() {
    use felt_core::field::decide::ChipCount;
    let mut live = live_with(12, "");
    draw(&mut live, 3);
    let at_one = seated_at(&live, 1);
    let (a, b) = (at_one[0], at_one[1]);
    let count = |live: &mut Live, counts: &[(u32, u64)]| {
        live.exec(
            Command::Field(FieldCommand::RecordCounts {
                counts: counts
                    .iter()
                    .map(|&(player, chips)| ChipCount { player, chips })
                    .collect(),
            }),
            T0,
        )
    };
    count(&mut live, &[(a, 12_500), (b, 8_000)]).unwrap();
    count(&mut live, &[(a, 14_000)]).unwrap();
    let chips = |live: &Live, p: u32| {
        view(&live.t)
            .players
            .iter()
            .find(|x| x.id == p)
            .unwrap()
            .chips
    };
    assert_eq!(chips(&live, a), Some(14_000), "the last count stands");
    assert_eq!(chips(&live, b), Some(8_000));
    assert_eq!(chips(&live, at_one[2]), None);
    assert!(
        live.t.recent_actions(1, felt_core::lang::Locale::ENGLISH)[0]
            .text
            .starts_with("Chip counts: "),
        "{:?}",
        live.t.recent_actions(1, felt_core::lang::Locale::ENGLISH)
    );
    bust(&mut live, b).unwrap();
    // (what, counts, the refusal's code)
    type Case = (&'static str, Vec<(u32, u64)>, &'static str);
    let refused: [Case; 5] = [
        ("a player out", vec![(b, 5_000)], "player-state"),
        ("0 chips", vec![(a, 0)], "player-state"),
        ("twice", vec![(a, 1), (a, 2)], "bad-counts"),
        ("nobody", vec![], "bad-counts"),
        ("no such entry", vec![(999, 100)], "no-such-player"),
    ];
    for (what, counts, code) in refused {
        assert_eq!(count(&mut live, &counts), Err(code), "{what}");
    }
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(
        chips(&live, a),
        Some(12_500),
        "undo takes the last count back"
    );
    let again = Tournament::replay(live.log.iter()).unwrap();
    assert_eq!(again.field, live.t.field);
}

/// Reported case: an 8-handed event with Razzdugi and Stud/8 in its rotation formed a
/// 9-seat final table, which neither game can be dealt to from one deck. The final table
/// (and every table the room opens) seats no more than every game allows.
#[test]
fn final_table_size_never_exceeds_what_every_game_can_be_dealt_to() {
    let text = |size: u8| {
        format!(
            "name = \"Mixed\"\nstarting_stack = 10000\ntable_size = {size}\nlevel_minutes = 20\n\
[[games]]\nid = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n\
[[games]]\nid = \"s8\"\nname = \"Stud/8\"\nfamily = \"stud\"\nbetting = \"limit\"\ncatalog = \"stud-hi-lo\"\n\
[[levels]]\ngame = \"nlh\"\nstakes = \"25/50\"\n\
[[levels]]\ngame = \"s8\"\nstakes = \"100/200\"\nante = 25\nbring_in = 25\n"
        )
    };
    // The limit comes from the catalog's deal count, the community card rule included.
    let eight = parse_structure("mixed.toml", &text(8)).unwrap();
    assert_eq!(eight.structure.seats(), 8);
    assert_eq!(
        eight
            .structure
            .deal_limit()
            .map(|(n, g)| (n, g.id.as_str())),
        Some((8, "s8"))
    );
    let mut live = Live::with(eight.structure);
    for i in 1..=16 {
        register(&mut live, &format!("Player {i}")).unwrap();
    }
    draw(&mut live, 5);
    // 9 left: an 8-handed hold'em event would form a 9-seat final table; not here.
    for p in 1..=7 {
        bust(&mut live, p).unwrap();
        confirm_pending(&mut live);
    }
    assert_eq!(live.t.field.seating.player_count(), 9);
    assert_eq!(
        live.t.field.seating.tables.len(),
        2,
        "no 9-seat final table"
    );
    bust(&mut live, 8).unwrap();
    confirm_pending(&mut live);
    assert_eq!(live.t.field.seating.tables.len(), 1);
    let table = live.t.field.seating.tables.values().next().unwrap();
    assert!(
        table.seats.len() <= 8,
        "final table of {} seats",
        table.seats.len()
    );
    check_room(&live);

    // A 9-seat table size with Stud/8: the room's tables seat 8 and the checker says so;
    // an explicit 9-seat final table is warned about and capped.
    let nine = parse_structure(
        "mixed.toml",
        &format!("{}[seating]\nfinal_table_seats = 9\n", text(9)),
    )
    .unwrap();
    assert_eq!(nine.structure.seats(), 8);
    let words: Vec<&str> = nine.warnings.iter().map(|d| d.message.as_str()).collect();
    assert!(
        words.iter().any(|w| w.contains("the tables will seat 8")),
        "{words:?}"
    );
    assert!(
        words
            .iter()
            .any(|w| w.contains("final_table_seats 9 is more than Stud/8")),
        "{words:?}"
    );
    assert_eq!(balance_settings(&nine.structure, 0).final_table_seats, 8);
}

/// Reported case: three players left at a BARGE 2024 big blind ante level showed
/// "BB ante 200" on the displays while the rule (and `felt ante --players 3`) gives 100.
/// The room's clock shows what its fullest table posts: the full ante while any table is
/// above the preset's threshold, the reduced one once every table is at it (the final
/// table: the only one). Each level says what a short-handed table posts.
#[test]
fn big_blind_ante_short_handed_shows_the_reduced_amount_on_the_displays() {
    use felt_core::view::clock::clock_view;
    let text = "name = \"BBA\"\nstarting_stack = 30000\ntable_size = 9\nlevel_minutes = 20\n\
[big_blind_ante]\npreset = \"barge-2024\"\n\
[[games]]\nid = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n\
[[levels]]\nstakes = \"100/200/200\"\n[[levels]]\nstakes = \"200/400\"\nante_kind = \"big-blind\"\n";
    let mut live = Live::with(parse_structure("bba.toml", text).unwrap().structure);
    for i in 1..=12 {
        register(&mut live, &format!("Player {i}")).unwrap();
    }
    let line = |live: &Live| clock_view(&live.t, T0).current.unwrap().line;
    // Before the draw, and with two tables of six: the full ante.
    assert_eq!(line(&live), "Blinds 100 / 200 · BB ante 200");
    let short = clock_view(&live.t, T0)
        .current
        .unwrap()
        .short_handed
        .unwrap();
    assert_eq!(
        (short.players, short.ante, short.line.as_str()),
        (4, 100, "Blinds 100 / 200 · BB ante 100")
    );
    // The displays' note is in the players' words; the posting order and the edition are
    // the TD's details (the console's calculator and the rule card).
    let notes = clock_view(&live.t, T0).notices;
    assert!(
        notes.contains(&"Big blind ante: the big blind pays one ante for the whole table, equal to the big blind; the small blind at a table of 4 or fewer.".to_string()),
        "{notes:?}"
    );
    assert!(
        !notes
            .iter()
            .any(|n| n.contains("short stack") || n.contains("TDA"))
    );
    draw(&mut live, 3);
    assert_eq!(live.t.field.seating.tables.len(), 2);
    for p in 1..=6 {
        bust(&mut live, p).unwrap();
        confirm_pending(&mut live);
    }
    // Six left at one table: above the threshold of four.
    assert_eq!(live.t.field.seating.tables.len(), 1);
    assert_eq!(line(&live), "Blinds 100 / 200 · BB ante 200");
    bust(&mut live, 7).unwrap();
    bust(&mut live, 8).unwrap();
    assert_eq!(live.t.field.seating.player_count(), 4);
    assert_eq!(line(&live), "Blinds 100 / 200 · BB ante 100");
    assert_eq!(clock_view(&live.t, T0).one_table_players, Some(4));
    // Undo one bust: five again, the full ante.
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(line(&live), "Blinds 100 / 200 · BB ante 200");
}

/// `register_many` leaves the field as the same players registered one by one would
/// (before the draw, after it, filling the room to a table limit so that the last come
/// in as alternates), refuses a list whole, and replays from its log to the same field.
fn list_equals_one_by_one(
    before: u32,
    drawn: Option<u64>,
    extra: &str,
    names: &[String],
    seed: u64,
) {
    let mut one = live_with(before, extra);
    let mut many = live_with(before, extra);
    if let Some(s) = drawn {
        draw(&mut one, s);
        draw(&mut many, s);
    }
    let mut refused = None;
    for (n, name) in names.iter().enumerate() {
        let cmd = Command::Field(FieldCommand::Register {
            name: name.clone(),
            number: None,
            seed: Some(seed.wrapping_add(n as u64)),
            ticket: None,
        });
        if let Err(code) = one.exec(cmd, T0) {
            refused = Some(code);
            break;
        }
    }
    let players = names
        .iter()
        .map(|name| felt_core::field::NewPlayer {
            name: name.clone(),
            number: None,
        })
        .collect();
    let got = many.exec(
        Command::Field(FieldCommand::RegisterMany {
            players,
            seed: Some(seed),
        }),
        T0,
    );
    match refused {
        Some(code) => {
            assert_eq!(got, Err(code), "{names:?}");
            let untouched = live_with(before, extra);
            assert_eq!(many.t.field.entries, untouched.t.field.entries);
        }
        None => {
            assert_eq!(got, Ok(()), "{names:?}");
            assert_eq!(many.t.field, one.t.field, "{names:?}");
            assert_eq!(
                many.log.len() + names.len(),
                one.log.len() + 1,
                "one action"
            );
            let replayed = Tournament::replay(&many.log).unwrap();
            assert_eq!(replayed.field, many.t.field);
            check_room(&many);
        }
    }
}

#[test]
fn a_list_registers_as_its_players_one_by_one() {
    let list = |n: usize, from: usize| -> Vec<String> {
        (from..from + n).map(|i| format!("Listed {i}")).collect()
    };
    // (already registered, drawn with, structure extra, list)
    let two_tables = "[seating]\ntables = 2\n";
    list_equals_one_by_one(0, None, "", &list(40, 1), 5);
    list_equals_one_by_one(20, Some(42), "", &list(25, 1), 5);
    list_equals_one_by_one(15, Some(42), two_tables, &list(6, 1), 9);
    // Refused whole: a name already in the event, and one twice on the list.
    list_equals_one_by_one(5, None, "", &["Listed 1".into(), "player 3".into()], 1);
    list_equals_one_by_one(
        5,
        Some(7),
        "",
        &["Ann".into(), "Bo".into(), "ANN".into()],
        1,
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_list_registers_as_its_players_one_by_one(
        before in 0u32..60,
        drawn in proptest::option::of(any::<u64>()),
        tables in proptest::option::of(1u32..8),
        names in proptest::collection::vec(0u16..400, 1..120),
        seed in any::<u64>(),
    ) {
        let extra = tables.map(|t| format!("[seating]\ntables = {t}\n")).unwrap_or_default();
        let names: Vec<String> = names.iter().map(|n| format!("Drawn Name {n}")).collect();
        // A draw needs two players, and room for them all.
        let drawn = drawn.filter(|_| before >= 2 && tables.is_none_or(|t| before <= t * 9));
        list_equals_one_by_one(before, drawn, &extra, &names, seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// An undo folds the field again from the field kept every 256 actions in effect, not
    /// from the start: runs of undos and redos that cross those marks back and forth, with
    /// registrations and busts between them, give back the field each action found (or
    /// left), step by step, and leave the state a replay of the log gives.
    #[test]
    fn undo_and_redo_across_the_kept_fields_leave_the_state_a_replay_gives(
        players in 250u32..600,
        seed in any::<u64>(),
        script in proptest::collection::vec((0u8..4, 1u32..400, any::<u32>()), 4..14),
    ) {
        let mut live = live_with(players, "");
        draw(&mut live, seed);
        // The field before each action in effect, and after each undone one.
        let mut before: Vec<felt_core::field::Field> = Vec::new();
        let mut after: Vec<felt_core::field::Field> = Vec::new();
        let act = |live: &mut Live, cmd: Command, before: &mut Vec<_>, after: &mut Vec<_>| {
            let was = live.t.field.clone();
            if live.exec(cmd, T0).is_ok() {
                before.push(was);
                after.clear();
            }
        };
        for (op, count, pick) in script {
            match op {
                0 => {
                    // Back as far as the script's own actions (the first of them crosses
                    // a mark: the field of 250 or more players and the draw lie before).
                    for _ in 0..count {
                        let Some(expected) = before.pop() else { break };
                        let was = live.t.field.clone();
                        prop_assert!(live.exec(Command::History(HistoryCommand::Undo), T0).is_ok());
                        prop_assert!(live.t.field == expected, "an undo at {} actions", before.len());
                        after.push(was);
                    }
                }
                1 => {
                    for _ in 0..count {
                        let was = live.t.field.clone();
                        if live.exec(Command::History(HistoryCommand::Redo), T0).is_err() {
                            break;
                        }
                        let expected = after.pop().expect("a redo has an undone action");
                        prop_assert!(live.t.field == expected, "a redo at {} actions", before.len());
                        before.push(was);
                    }
                }
                2 => {
                    for i in 0..count % 60 {
                        let left: Vec<u32> = live.t.field.seating.players.keys().copied().collect();
                        if left.len() < 2 {
                            break;
                        }
                        let player = left[(pick as usize + i as usize) % left.len()];
                        act(&mut live, Command::Field(FieldCommand::Bust {
                            player,
                            same_hand: false,
                            stack: None,
                            by: None,
                            split: vec![],
                        }), &mut before, &mut after);
                        let t = &live.t;
                        let pending = pending_plan(&t.field, &t.structure, t.clock.period(), t.derived_seed());
                        if !pending.moves.is_empty() {
                            let moves = pending.as_proposed();
                            act(&mut live, Command::Seating(SeatingCommand::ConfirmMoves {
                                seed: pending.seed,
                                moves,
                            }), &mut before, &mut after);
                        }
                    }
                }
                _ => {
                    for i in 0..count % 40 {
                        act(&mut live, Command::Field(FieldCommand::Register {
                            name: format!("Late {pick} {i}"),
                            number: None,
                            seed: None,
                            ticket: None,
                        }), &mut before, &mut after);
                    }
                }
            }
        }
        let replayed = Tournament::replay(&live.log).unwrap();
        prop_assert_eq!(&replayed.field, &live.t.field);
        prop_assert_eq!(&replayed, &live.t);
    }
}

/// An event whose prizes cannot be worked out ends with every door saying why: the
/// results carry the reason, the results screen shows it and the sheet prints it above
/// the places, never empty prizes without a word.
#[test]
fn results_whose_prizes_cannot_be_worked_out_say_why() {
    use felt_core::field::standings::results_now;
    use felt_core::paper::floor_paper::{results_sheet, with_prizes_unknown};
    use felt_core::view::clock::clock_view;
    // A house row paying a fixed $90 to a field of two to seven: three $20 entries short.
    let house = "[money]\ncurrency = \"USD\"\nbuy_in = 2000\nfee = 0\n\
                 [payouts]\ntitle = \"Regulars\"\n\
                 [[payouts.row]]\nentries = [2, 7]\namounts = [9000]\n";
    let mut live = live_with(3, house);
    draw(&mut live, 4);
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    bust(&mut live, 1).unwrap();
    bust(&mut live, 2).unwrap();
    let now = results_now(live.t.money_input());
    let why = now.prizes_unknown.clone().expect("the reason").to_string();
    assert_eq!(
        why, "the row for 2-7 entries pays $90 in fixed prizes, more than the pool of $60",
        "the reason alone, once, in money"
    );
    assert!(now.lines.iter().all(|l| l.prize == 0), "{:?}", now.lines);
    let shown = clock_view(&live.t, T0).result.expect("the event is over");
    assert_eq!(shown.prizes_unknown.as_deref(), Some(why.as_str()));
    let sheet = with_prizes_unknown(
        results_sheet(
            "Ev",
            Some("USD"),
            &now.lines,
            felt_core::lang::Locale::ENGLISH,
        ),
        Some(&why),
        felt_core::lang::Locale::ENGLISH,
    );
    let text = sheet.text().join("\n");
    assert!(
        text.contains(&format!("Prizes not shown: {why}.")),
        "{text}"
    );
    // A paying event says nothing of the kind.
    let mut paid = live_with(3, "[money]\ncurrency = \"USD\"\nbuy_in = 2000\nfee = 0\n");
    draw(&mut paid, 4);
    paid.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    bust(&mut paid, 1).unwrap();
    bust(&mut paid, 2).unwrap();
    assert_eq!(results_now(paid.t.money_input()).prizes_unknown, None);
}

/// Blinds by eliminations: a count of 0 is refused where it is written, not taken as
/// "off".
#[test]
fn eliminations_per_level_of_zero_is_refused_at_its_place() {
    let text = "name = \"x\"\nstarting_stack = 100\n[special]\neliminations_per_level = 0\n\
                [[games]]\nid = \"nlh\"\nname = \"NLH\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n\
                [[levels]]\nstakes = \"1/2\"\n";
    let errors = parse_structure("zero.toml", text).map(|_| ()).unwrap_err();
    let first = errors[0].to_string();
    assert!(first.starts_with("zero.toml:4:"), "{first}");
    assert!(first.contains("nonzero"), "{first}");
}
