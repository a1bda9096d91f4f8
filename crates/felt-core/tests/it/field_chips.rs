//! Per-player chip records as engine events: lammers handed out at
//! registration and redeemed, busts while holding lammers, the redemption deadline,
//! rebuys and add-ons with the prize pool, bounties, chip races, undo and replay.

use crate::fixtures;

use felt_core::engine::{
    BuyKind, ClockAction, Command, FieldCommand, HistoryCommand, SeatingCommand, Tournament,
};
use felt_core::field::EntryState;
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::chips::bounty_view;
use felt_core::view::clock::clock_view;
use fixtures::{Live, T0};
use proptest::prelude::*;

/// 10,000 to start with two lammers of 5,000 redeemable to the end of level 3; levels
/// 1 and 2, a break, levels 3 and 4.
const BASE: &str = r#"
name = "Chips test"
starting_stack = 10000
table_size = 9
level_minutes = 20
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
stakes = "75/150"
[[levels]]
stakes = "100/200"
"#;

const LAMMERS: &str = "[lammers]\nper_entry = 2\nvalue = 5000\nredeem_by_end_of_level = 3\n";
const FORFEIT: &str = "[lammers]\nper_entry = 2\nvalue = 5000\nredeem_by_end_of_level = 3\nat_deadline = \"forfeit\"\n";
const MONEY: &str = r#"
[money]
currency = "USD"
buy_in = 11000
fee = 1000
[rebuy]
chips = 10000
price = 10000
fee = 500
limit = 2
from_level = 1
until_end_of_level = 2
stack_at_most = 5000
[add_on]
chips = 20000
price = 5000
fee = 500
limit = 1
at_break_after_level = 2
[re_entry]
chips = 12000
price = 11000
fee = 1000
limit = 1
"#;

/// Period index of the break after level 2.
const BREAK: usize = 2;

fn event(extra: &str) -> Structure {
    parse_structure("chips.toml", &format!("{BASE}\n{extra}"))
        .unwrap()
        .structure
}

fn live_with(players: u32, extra: &str) -> Live {
    let mut live = Live::with(event(extra));
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
    live
}

fn draw(live: &mut Live) {
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(7),
            held: Vec::new(),
            reveal: None,
        }),
        T0,
    )
    .unwrap();
}

/// Starts the clock and jumps to `period`.
fn go_to(live: &mut Live, period: usize) {
    if live.t.clock.period() == 0
        && matches!(live.t.clock, felt_core::rules::clock::Clock::Paused { .. })
    {
        let _ = live.exec(Command::Clock(ClockAction::Start), T0);
    }
    live.exec(Command::Clock(ClockAction::GoTo { period }), T0)
        .unwrap();
}

fn redeem(player: u32, count: u32) -> Command {
    Command::Field(FieldCommand::RedeemLammers { player, count })
}

fn bust(player: u32, by: Option<u32>) -> Command {
    Command::Field(FieldCommand::Bust {
        player,
        same_hand: false,
        stack: None,
        by,
        split: vec![],
    })
}

fn buy(player: u32, kind: BuyKind, stack: Option<u64>) -> Command {
    Command::Field(FieldCommand::Purchase {
        player,
        kind,
        stack,
    })
}

/// The refusal's message, with its code; the log must not grow.
fn refusal(live: &mut Live, cmd: Command) -> (String, &'static str) {
    let message = live.t.decide(&cmd, T0).unwrap_err().to_string();
    let code = live.exec(cmd, T0).unwrap_err();
    (message, code)
}

fn check_replay(live: &Live) {
    let replayed = Tournament::replay(&live.log).unwrap();
    assert_eq!(replayed, live.t, "replay differs from the live state");
}

fn outstanding(live: &Live) -> Option<(u32, u64, u32)> {
    clock_view(&live.t, T0)
        .lammers
        .map(|l| (l.outstanding, l.value, l.deadline_level))
}

#[test]
fn lammers_count_in_chips_in_play_only_once_redeemed() {
    // (entries, redemptions, chips in play, lammers outstanding (count, value))
    type Case = (u32, &'static [(u32, u32)], u64, Option<(u32, u64)>);
    let cases: &[Case] = &[
        (1, &[], 10_000, Some((2, 10_000))),
        (1, &[(1, 1)], 15_000, Some((1, 5_000))),
        (1, &[(1, 1), (1, 1)], 20_000, None),
        (1, &[(1, 2)], 20_000, None),
        (3, &[(1, 1), (2, 2)], 45_000, Some((3, 15_000))),
    ];
    for &(entries, redemptions, chips, left) in cases {
        let mut live = live_with(entries, LAMMERS);
        for &(p, n) in redemptions {
            live.exec(redeem(p, n), T0).unwrap();
        }
        let case = format!("{entries} entries, redemptions {redemptions:?}");
        assert_eq!(live.t.chips_in_play(), chips, "{case}");
        let view = clock_view(&live.t, T0);
        assert_eq!(view.chips_in_play, chips, "{case}");
        assert_eq!(
            view.average_stack,
            Some(chips / u64::from(entries)),
            "{case}"
        );
        assert_eq!(outstanding(&live), left.map(|(c, v)| (c, v, 3)), "{case}");
        check_replay(&live);
    }
}

#[test]
fn redemptions_are_refused_with_the_entry_and_the_reason() {
    // (structure, period to play, command, code, words in the message)
    let cases: &[(&str, usize, Command, &str, &[&str])] = &[
        (
            LAMMERS,
            0,
            redeem(1, 3),
            "lammers",
            &["entry 1 (Player 1)", "redeem 3", "holds 2"],
        ),
        (
            LAMMERS,
            0,
            redeem(1, 0),
            "lammers",
            &["entry 1 (Player 1)", "at least one"],
        ),
        (
            LAMMERS,
            4,
            redeem(1, 1),
            "lammers",
            &["level 4", "end of level 3"],
        ),
        (LAMMERS, 0, redeem(9, 1), "no-such-player", &["entry 9"]),
        ("", 0, redeem(1, 1), "lammers", &["no lammers"]),
    ];
    for (extra, period, cmd, code, words) in cases {
        let mut live = live_with(2, extra);
        go_to(&mut live, *period);
        let (message, got) = refusal(&mut live, cmd.clone());
        assert_eq!(got, *code, "{cmd:?}: {message}");
        for w in *words {
            assert!(message.contains(w), "{cmd:?}: {message:?} lacks {w:?}");
        }
    }
}

#[test]
fn a_bust_holding_lammers_keeps_the_player_in_and_owing() {
    let mut live = live_with(3, LAMMERS);
    draw(&mut live);
    live.exec(bust(1, Some(2)), T0).unwrap();
    let e = &live.t.field.entries[&1];
    assert_eq!(e.state, EntryState::Active);
    assert!(live.t.field.seating.players.contains_key(&1));
    assert_eq!(live.t.counts_now().players_left, 3);
    assert!(
        live.t.field.chips.knockouts.is_empty(),
        "no bounty without elimination"
    );
    let view = clock_view(&live.t, T0);
    let owing: Vec<u32> = view
        .lammers
        .as_ref()
        .unwrap()
        .owing
        .iter()
        .map(|o| o.player)
        .collect();
    assert_eq!(owing, [1]);
    assert!(
        view.notices
            .iter()
            .any(|n| n == "Owes a lammer redemption before the next hand: Player 1 (entry 1)."),
        "{:?}",
        view.notices
    );
    live.exec(redeem(1, 1), T0).unwrap();
    let view = clock_view(&live.t, T0);
    assert!(view.lammers.as_ref().unwrap().owing.is_empty());
    assert!(!view.notices.iter().any(|n| n.starts_with("Owes")));
    // The second bust with his last lammer still held: in again, owing again.
    live.exec(bust(1, None), T0).unwrap();
    live.exec(redeem(1, 1), T0).unwrap();
    // No lammers left: now a bust eliminates him.
    live.exec(bust(1, Some(3)), T0).unwrap();
    assert_eq!(live.t.field.entries[&1].state, EntryState::Busted);
    assert_eq!(live.t.counts_now().players_left, 2);
    assert_eq!(live.t.field.chips.knockouts.len(), 1);
    check_replay(&live);
}

/// A bust is never refused because of a lammer. A player who owes a redemption
/// and is busted again leaves without redeeming (out, his lammers forfeited), and a bust
/// past the deadline that nobody applied is an elimination.
#[test]
fn a_bust_is_never_refused_for_lammers() {
    let mut live = live_with(4, LAMMERS);
    draw(&mut live);
    go_to(&mut live, 1);
    live.exec(bust(1, None), T0).unwrap();
    assert_eq!(live.t.field.entries[&1].state, EntryState::Active);
    live.exec(bust(1, Some(2)), T0).unwrap();
    assert_eq!(live.t.field.entries[&1].state, EntryState::Busted);
    let book = live.t.field.chips.lammers.as_ref().unwrap();
    assert_eq!((book.players[&1].held, book.players[&1].forfeited), (0, 2));
    assert!(book.owes_redemption().is_empty());
    // Level 4 is past the deadline (end of level 3); the deadline was not applied.
    go_to(&mut live, 4);
    assert_eq!(
        live.t.due(T0),
        Some(Command::Field(FieldCommand::LammerDeadline))
    );
    live.exec(bust(2, None), T0).unwrap();
    assert_eq!(live.t.field.entries[&2].state, EntryState::Busted);
    assert_eq!(outstanding(&live).map(|o| o.0), Some(4));
    check_replay(&live);
}

/// The deadline is due once play is past its level; logged, it takes every
/// lammer left (outstanding goes to 0); undone by the TD, it is not due again by itself.
#[test]
fn the_deadline_falls_due_when_the_clock_passes_it() {
    let mut live = live_with(3, LAMMERS);
    draw(&mut live);
    // (period, due): level 3 is period 3; the break after level 2 is period 2.
    // Only the deadline counts here: in the last period the level after it is due too
    // (`after_last`, tested in after_last.rs).
    let deadline = |live: &Live| {
        live.t
            .due(T0)
            .filter(|c| matches!(c, Command::Field(FieldCommand::LammerDeadline)))
    };
    for (period, due) in [(0, false), (BREAK, false), (3, false), (4, true)] {
        go_to(&mut live, period);
        assert_eq!(deadline(&live).is_some(), due, "period {period}");
    }
    let command = deadline(&live).unwrap();
    live.exec(command, T0).unwrap();
    assert_eq!(deadline(&live), None);
    assert_eq!(outstanding(&live), None);
    assert_eq!(live.t.chips_in_play(), 60_000);
    // Every bust is an elimination now.
    live.exec(bust(3, None), T0).unwrap();
    assert_eq!(live.t.field.entries[&3].state, EntryState::Busted);
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert_eq!(outstanding(&live).map(|o| o.0), Some(6));
    assert_eq!(
        deadline(&live),
        None,
        "the TD undid it: not due by itself again"
    );
    live.exec(Command::History(HistoryCommand::Redo), T0)
        .unwrap();
    assert_eq!(outstanding(&live), None);
    check_replay(&live);
}

#[test]
fn the_deadline_applies_the_rule_to_every_lammer_still_held() {
    // (rule, period, redeemed first by player 1, result: Ok(chips in play after) or the
    // refusal code)
    let cases: &[(&str, usize, u32, Result<u64, &str>)] = &[
        (LAMMERS, 1, 0, Err("lammer-deadline")),
        (LAMMERS, 3, 0, Ok(60_000)),
        (LAMMERS, 3, 1, Ok(60_000)),
        (LAMMERS, 4, 2, Ok(60_000)),
        (FORFEIT, 3, 0, Ok(30_000)),
        (FORFEIT, 3, 1, Ok(35_000)),
    ];
    for &(rule, period, first, want) in cases {
        let mut live = live_with(3, rule);
        if first > 0 {
            live.exec(redeem(1, first), T0).unwrap();
        }
        go_to(&mut live, period);
        let got = live
            .exec(Command::Field(FieldCommand::LammerDeadline), T0)
            .map(|()| live.t.chips_in_play());
        let case = format!("{rule:?} at period {period}, {first} redeemed first");
        assert_eq!(got, want, "{case}");
        if want.is_ok() {
            assert_eq!(outstanding(&live), None, "{case}");
            let book = live.t.field.chips.lammers.as_ref().unwrap();
            let held_before = [2 - first, 2, 2];
            for (i, held) in held_before.iter().enumerate() {
                let account = &book.players[&(i as u32 + 1)];
                assert_eq!(account.held, 0, "{case}");
                let forced: u32 = account
                    .redemptions
                    .iter()
                    .filter(|r| r.forced)
                    .map(|r| r.count)
                    .sum();
                let expected = if rule == LAMMERS { *held } else { 0 };
                assert_eq!(forced, expected, "{case}: player {}", i + 1);
            }
            assert_eq!(
                live.exec(Command::Field(FieldCommand::LammerDeadline), T0),
                Err("lammer-deadline")
            );
        }
        check_replay(&live);
    }
}

#[test]
fn purchases_follow_the_offer_window_limit_and_stack() {
    // (period, earlier purchases by player 1, purchase, result: Ok or code + words)
    type Case = (
        usize,
        Vec<Command>,
        Command,
        Result<(), (&'static str, &'static [&'static str])>,
    );
    let cases: Vec<Case> = vec![
        (0, vec![], buy(1, BuyKind::Rebuy, Some(0)), Ok(())),
        (1, vec![], buy(1, BuyKind::Rebuy, None), Ok(())),
        (
            BREAK,
            vec![],
            buy(1, BuyKind::Rebuy, Some(5_000)),
            Err((
                "purchase-refused",
                &["entry 1 (Player 1)", "rebuy", "levels 1 to 2"],
            )),
        ),
        (
            3,
            vec![],
            buy(1, BuyKind::Rebuy, Some(0)),
            Err((
                "purchase-refused",
                &["entry 1 (Player 1)", "level 3", "levels 1 to 2"],
            )),
        ),
        (
            0,
            vec![],
            buy(1, BuyKind::Rebuy, Some(5_001)),
            Err((
                "purchase-refused",
                &["entry 1 (Player 1)", "5,001 chips", "5,000 or fewer"],
            )),
        ),
        (
            1,
            vec![
                buy(1, BuyKind::Rebuy, Some(0)),
                buy(1, BuyKind::Rebuy, Some(0)),
            ],
            buy(1, BuyKind::Rebuy, Some(0)),
            Err((
                "purchase-refused",
                &["entry 1 (Player 1)", "2 rebuys", "limit"],
            )),
        ),
        (
            1,
            vec![
                buy(1, BuyKind::Rebuy, Some(0)),
                buy(1, BuyKind::Rebuy, Some(0)),
            ],
            buy(2, BuyKind::Rebuy, Some(0)),
            Ok(()),
        ),
        (BREAK, vec![], buy(1, BuyKind::AddOn, Some(40_000)), Ok(())),
        (
            1,
            vec![],
            buy(1, BuyKind::AddOn, None),
            Err((
                "purchase-refused",
                &["entry 1 (Player 1)", "add-on", "the break after level 2"],
            )),
        ),
        (
            BREAK,
            vec![buy(1, BuyKind::AddOn, None)],
            buy(1, BuyKind::AddOn, None),
            Err((
                "purchase-refused",
                &["entry 1 (Player 1)", "already had 1 add-on,"],
            )),
        ),
        (
            0,
            vec![],
            buy(7, BuyKind::Rebuy, None),
            Err(("no-such-player", &["entry 7"])),
        ),
    ];
    for (period, before, cmd, want) in cases {
        let mut live = live_with(2, MONEY);
        go_to(&mut live, period);
        for c in &before {
            live.exec(c.clone(), T0).unwrap();
        }
        let case = format!(
            "{cmd:?} at period {period} after {} purchase(s)",
            before.len()
        );
        match want {
            Ok(()) => {
                live.exec(cmd, T0).unwrap();
                assert_eq!(
                    live.t.field.chips.purchases.purchases.len(),
                    before.len() + 1,
                    "{case}"
                );
            }
            Err((code, words)) => {
                let (message, got) = refusal(&mut live, cmd);
                assert_eq!(got, code, "{case}: {message}");
                for w in words {
                    assert!(message.contains(w), "{case}: {message:?} lacks {w:?}");
                }
            }
        }
        check_replay(&live);
    }
    // A busted player cannot buy (a rebuy is for a player still seated).
    let mut live = live_with(3, MONEY);
    draw(&mut live);
    live.exec(bust(1, None), T0).unwrap();
    let (message, code) = refusal(&mut live, buy(1, BuyKind::Rebuy, Some(0)));
    assert_eq!(code, "player-state", "{message}");
}

#[test]
fn prize_pool_and_chips_in_play_follow_purchases_and_re_entries() {
    // Entries 11,000 (1,000 fee), rebuys 10,000 (500), add-ons 5,000 (500), re-entries
    // 11,000 (1,000); chips 10,000, 10,000, 20,000, 12,000.
    let rebuy = || buy(1, BuyKind::Rebuy, Some(0));
    // (purchases at level 1, add-ons at the break, re-entry, pool, chips in play)
    let cases: &[(u32, u32, bool, u64, u64)] = &[
        (0, 0, false, 30_000, 30_000),
        (1, 0, false, 39_500, 40_000),
        (2, 0, false, 49_000, 50_000),
        (0, 2, false, 39_000, 70_000),
        (1, 1, true, 54_000, 72_000),
    ];
    for &(rebuys, add_ons, re_entry, pool, chips) in cases {
        let mut live = live_with(3, MONEY);
        draw(&mut live);
        go_to(&mut live, 0);
        for _ in 0..rebuys {
            live.exec(rebuy(), T0).unwrap();
        }
        if re_entry {
            live.exec(bust(3, Some(2)), T0).unwrap();
            live.exec(
                Command::Field(FieldCommand::ReEnter {
                    player: 3,
                    seed: Some(1),
                }),
                T0,
            )
            .unwrap();
        }
        go_to(&mut live, BREAK);
        for p in 1..=add_ons {
            live.exec(buy(p, BuyKind::AddOn, None), T0).unwrap();
        }
        let case = format!("{rebuys} rebuys, {add_ons} add-ons, re-entry {re_entry}");
        let view = clock_view(&live.t, T0);
        assert_eq!(view.prize_pool, Some(pool), "{case}");
        assert_eq!(view.chips_in_play, chips, "{case}");
        assert_eq!(view.add_ons, add_ons, "{case}");
        check_replay(&live);
    }
}

#[test]
fn the_bounty_report_follows_the_knockout_chain() {
    let extra = "[special]\nbounty = 2500\n[money]\ncurrency = \"EUR\"\nbuy_in = 10000\n";
    // (busts as (player, knocker), bounties won per player, kept own, outstanding)
    type Case = (
        &'static [(u32, Option<u32>)],
        &'static [(u32, u32, u64)],
        Option<u32>,
        u64,
    );
    let cases: &[Case] = &[
        (&[], &[], None, 10_000),
        (&[(4, Some(3))], &[(3, 1, 2_500)], None, 7_500),
        (
            &[(4, Some(3)), (3, Some(1))],
            &[(1, 1, 2_500), (3, 1, 2_500)],
            None,
            5_000,
        ),
        // Player 1 wins: his three knockouts and his own bounty.
        (
            &[(4, Some(1)), (3, Some(1)), (2, Some(1))],
            &[(1, 3, 10_000)],
            Some(1),
            0,
        ),
        (
            &[(4, Some(3)), (3, Some(1)), (2, Some(1))],
            &[(1, 2, 7_500), (3, 1, 2_500)],
            Some(1),
            0,
        ),
        // A bust with no knocker recorded leaves that bounty unclaimed.
        (&[(4, None), (3, Some(2))], &[(2, 1, 2_500)], None, 7_500),
    ];
    for &(busts, won, kept, left) in cases {
        let mut live = live_with(4, extra);
        draw(&mut live);
        for &(p, by) in busts {
            live.exec(bust(p, by), T0).unwrap();
        }
        let view = bounty_view(&live.t.structure, &live.t.field)
            .unwrap()
            .unwrap();
        let got: Vec<(u32, u32, u64)> = view
            .players
            .iter()
            .map(|l| (l.player, l.knockouts, l.amount))
            .collect();
        assert_eq!(got, won, "busts {busts:?}");
        let keeper = view.players.iter().find(|l| l.kept_own).map(|l| l.player);
        assert_eq!(keeper, kept, "busts {busts:?}");
        assert_eq!(view.outstanding, left, "busts {busts:?}");
        assert_eq!(view.currency.as_deref(), Some("EUR"));
        check_replay(&live);
    }
    assert_eq!(bounty_view(&event(""), &live_with(2, "").t.field), Ok(None));
}

#[test]
fn a_chip_race_changes_the_chips_in_play_by_the_difference() {
    // (table, removed, given back, result: chips in play or code)
    let cases: &[(u32, u64, u64, Result<u64, &str>)] = &[
        (1, 2_500, 3_000, Ok(30_500)),
        (1, 2_400, 2_000, Ok(29_600)),
        (1, 1_000, 1_000, Ok(30_000)),
        (9, 1_000, 1_000, Err("chip-race")),
    ];
    for &(table, removed_value, added_value, want) in cases {
        let mut live = live_with(3, "");
        draw(&mut live);
        let got = live
            .exec(
                Command::Field(FieldCommand::ChipRaceDone {
                    table,
                    removed_value,
                    added_value,
                    race: None,
                }),
                T0,
            )
            .map(|()| live.t.chips_in_play());
        assert_eq!(got, want, "table {table}: {removed_value} -> {added_value}");
        check_replay(&live);
    }
}

#[test]
fn undo_of_each_chip_event_restores_the_state_and_redo_brings_it_back() {
    let extra = format!("{LAMMERS}{MONEY}");
    // (period before the command, command)
    let cases: &[(usize, Command)] = &[
        (0, redeem(2, 1)),
        (0, bust(2, None)),
        (3, Command::Field(FieldCommand::LammerDeadline)),
        (0, buy(2, BuyKind::Rebuy, Some(0))),
        (BREAK, buy(2, BuyKind::AddOn, None)),
        (
            0,
            Command::Field(FieldCommand::ChipRaceDone {
                table: 1,
                removed_value: 900,
                added_value: 1_000,
                race: None,
            }),
        ),
    ];
    for (period, cmd) in cases {
        let mut live = live_with(3, &extra);
        draw(&mut live);
        go_to(&mut live, *period);
        let before = (
            live.t.field.clone(),
            live.t.chips_in_play(),
            clock_view(&live.t, T0),
        );
        live.exec(cmd.clone(), T0).unwrap();
        let after = (
            live.t.field.clone(),
            live.t.chips_in_play(),
            clock_view(&live.t, T0),
        );
        assert_ne!(after.0, before.0, "{cmd:?} changed nothing");
        live.exec(Command::History(HistoryCommand::Undo), T0)
            .unwrap();
        let undone = (
            live.t.field.clone(),
            live.t.chips_in_play(),
            clock_view(&live.t, T0),
        );
        assert_eq!(undone, before, "undo of {cmd:?}");
        check_replay(&live);
        live.exec(Command::History(HistoryCommand::Redo), T0)
            .unwrap();
        let redone = (
            live.t.field.clone(),
            live.t.chips_in_play(),
            clock_view(&live.t, T0),
        );
        assert_eq!(redone, after, "redo of {cmd:?}");
        check_replay(&live);
    }
}

#[test]
fn recent_actions_describe_the_chip_events() {
    let mut live = live_with(2, &format!("{LAMMERS}{MONEY}"));
    draw(&mut live);
    go_to(&mut live, 0);
    live.exec(redeem(1, 2), T0).unwrap();
    live.exec(bust(2, None), T0).unwrap();
    live.exec(buy(1, BuyKind::Rebuy, Some(0)), T0).unwrap();
    live.exec(
        Command::Field(FieldCommand::ChipRaceDone {
            table: 1,
            removed_value: 2_500,
            added_value: 3_000,
            race: None,
        }),
        T0,
    )
    .unwrap();
    let lines: Vec<String> = live
        .t
        .recent_actions(4, felt_core::lang::Locale::ENGLISH)
        .into_iter()
        .map(|a| a.text)
        .collect();
    assert_eq!(
        lines,
        [
            "Chip race at table 1: 2,500 removed, 3,000 given back",
            "entry 1 (Player 1) bought a rebuy (10,000 chips) at level 1",
            "entry 2 (Player 2) lost their chips holding 2 lammers: redeems before the next hand",
            "entry 1 (Player 1) redeemed 2 lammers for 10,000 chips at level 1",
        ]
    );
}

/// The chip records add up: each account's lammers are held, redeemed or forfeited,
/// each redemption is worth its count of lammers, and the chips in play are the
/// starting stacks plus every redemption, purchase and race difference recorded.
fn check_chips(t: &Tournament) {
    let s = &t.structure;
    let c = &t.field.chips;
    let mut redeemed = 0u64;
    if let Some(book) = &c.lammers {
        for (p, a) in &book.players {
            let used: u32 = a.redemptions.iter().map(|r| r.count).sum();
            assert_eq!(a.held + used + a.forfeited, a.issued, "player {p}: {a:?}");
            assert!(
                !a.owes_redemption || a.held > 0,
                "player {p} owes with none held"
            );
            for r in &a.redemptions {
                assert_eq!(r.chips, u64::from(r.count) * book.rule.value, "player {p}");
            }
            redeemed += a.chips_added();
        }
    }
    let bought: u64 = c.purchases.purchases.iter().map(|p| p.chips).sum();
    let races: i64 = c
        .races
        .iter()
        .map(|r| r.added_value as i64 - r.removed_value as i64)
        .sum();
    let (first, again) = t.field.entry_split();
    let re_entry = s.re_entry.as_ref().map_or(s.starting_stack, |r| r.chips);
    let stacks = u64::from(first) * s.starting_stack + u64::from(again) * re_entry;
    let expected = (stacks + redeemed + bought) as i64 + races;
    assert_eq!(t.chips_in_play() as i64, expected.max(0));
}

#[derive(Debug, Clone)]
enum Step {
    Register,
    Redeem(u32, u32),
    Bust(u32, Option<u32>),
    Buy(u32, BuyKind),
    Next,
    Deadline,
    Race(u64, u64),
    Undo,
    Redo,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        Just(Step::Register),
        (1u32..8, 1u32..3).prop_map(|(p, n)| Step::Redeem(p, n)),
        (1u32..8, proptest::option::of(1u32..8)).prop_map(|(p, k)| Step::Bust(p, k)),
        (
            1u32..8,
            prop_oneof![Just(BuyKind::Rebuy), Just(BuyKind::AddOn)]
        )
            .prop_map(|(p, k)| Step::Buy(p, k)),
        Just(Step::Next),
        Just(Step::Deadline),
        (0u64..5_000, 0u64..5_000).prop_map(|(r, a)| Step::Race(r, a)),
        Just(Step::Undo),
        Just(Step::Redo),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any run of chip actions, refused or not, keeps the records consistent, and the
    /// log replays to the live state.
    #[test]
    fn chip_records_add_up_and_replay_equals_live(steps in proptest::collection::vec(step(), 1..40)) {
        let mut live = live_with(4, &format!("{LAMMERS}{MONEY}"));
        draw(&mut live);
        go_to(&mut live, 0);
        for s in steps {
            let cmd = match s {
                Step::Register => Command::Field(FieldCommand::Register { name: format!("Late {}", live.log.len()), number: None, seed: Some(3), ticket: None }),
                Step::Redeem(p, n) => redeem(p, n),
                Step::Bust(p, by) => bust(p, by),
                Step::Buy(p, k) => buy(p, k, Some(0)),
                Step::Next => Command::Clock(ClockAction::NextLevel),
                Step::Deadline => Command::Field(FieldCommand::LammerDeadline),
                Step::Race(r, a) => Command::Field(FieldCommand::ChipRaceDone { table: 1, removed_value: r, added_value: a, race: None }),
                Step::Undo => Command::History(HistoryCommand::Undo),
                Step::Redo => Command::History(HistoryCommand::Redo),
            };
            let _ = live.exec(cmd, T0);
            check_chips(&live.t);
        }
        check_replay(&live);
    }
}

/// The actions the field view offers for `player`, as (label, refused-contains) pairs.
fn actions_of(live: &Live, player: u32) -> Vec<(String, Option<String>)> {
    let view = felt_core::view::field::field_view(&live.t.field, &live.t.context(T0), None);
    let p = view.players.iter().find(|p| p.id == player).unwrap();
    p.actions
        .iter()
        .map(|a| (a.label.clone(), a.refused.clone()))
        .collect()
}

/// What the desk can do to an entry, and why not, step by step through an event with
/// lammers, rebuys, an add-on and re-entry; after every step the view and the engine
/// agree on every entry and every action.
#[test]
fn the_field_view_says_what_the_desk_can_do_to_each_entry_and_why_not() {
    let mut live = live_with(3, &format!("{LAMMERS}{MONEY}"));
    type Step = fn(&mut Live);
    /// An action's label and a phrase of its refusal, if refused.
    type Offered<'a> = &'a [(&'a str, Option<&'a str>)];
    // (what happens, player, expected actions).
    let cases: &[(&str, Step, u32, Offered)] = &[
        (
            "registered, before the draw",
            |_| {},
            1,
            &[
                ("Unregister", None),
                ("Redeem lammer", None),
                ("Rebuy", None),
                ("Add-on", Some("break")),
            ],
        ),
        (
            "seated, before play",
            draw,
            1,
            &[
                ("Bust", None),
                ("Unregister", None),
                ("Redeem lammer", None),
                ("Rebuy", None),
                ("Add-on", Some("break")),
            ],
        ),
        (
            "level 1 under way: no more unregistering",
            |l| go_to(l, 0),
            1,
            &[
                ("Bust", None),
                ("Redeem lammer", None),
                ("Rebuy", None),
                ("Add-on", Some("break")),
            ],
        ),
        (
            "both lammers redeemed: no lammer button",
            |l| {
                l.exec(redeem(1, 2), T0).unwrap();
            },
            1,
            &[("Bust", None), ("Rebuy", None), ("Add-on", Some("break"))],
        ),
        (
            "the break after level 2: the add-on, not the rebuy",
            |l| go_to(l, BREAK),
            1,
            &[("Bust", None), ("Rebuy", Some("level")), ("Add-on", None)],
        ),
        (
            "busted: re-entry is the only thing left",
            |l| {
                l.exec(bust(1, None), T0).unwrap();
            },
            1,
            &[("Re-enter", None)],
        ),
        (
            "re-entered: the old entry has nothing left to do",
            |l| {
                l.exec(
                    Command::Field(FieldCommand::ReEnter {
                        player: 1,
                        seed: Some(3),
                    }),
                    T0,
                )
                .unwrap();
            },
            1,
            &[],
        ),
        (
            "the re-entry loses his chips holding lammers: he owes a redemption",
            |l| {
                l.exec(bust(4, None), T0).unwrap();
            },
            4,
            &[
                // A bust is never refused for lammers (he would leave
                // without redeeming).
                ("Bust", None),
                ("Redeem lammer", None),
                ("Rebuy", Some("level")),
                ("Add-on", None),
            ],
        ),
        (
            "he redeems both and busts: the limit of one re-entry is reached",
            |l| {
                l.exec(redeem(4, 2), T0).unwrap();
                l.exec(bust(4, None), T0).unwrap();
            },
            4,
            &[("Re-enter", Some("has used all 1 re-entry"))],
        ),
    ];
    for (what, step, player, expected) in cases {
        step(&mut live);
        fixtures::check_actions_agree(&live.t, T0);
        let got = actions_of(&live, *player);
        let labels: Vec<&str> = got.iter().map(|(l, _)| l.as_str()).collect();
        let wanted: Vec<&str> = expected.iter().map(|(l, _)| *l).collect();
        assert_eq!(labels, wanted, "{what}: the actions offered");
        for ((label, refused), (_, phrase)) in got.iter().zip(expected.iter()) {
            match (refused, phrase) {
                (None, None) => {}
                (Some(r), Some(p)) => assert!(r.contains(p), "{what}: {label} refused with {r:?}"),
                _ => panic!("{what}: {label} refused {refused:?}, expected {phrase:?}"),
            }
        }
    }
}

/// The last player in cannot bust: the event is over, so his row offers
/// nothing and the engine says why in words.
#[test]
fn the_last_player_s_bust_button_says_why_it_is_refused() {
    let mut live = live_with(2, MONEY);
    draw(&mut live);
    go_to(&mut live, 3);
    live.exec(bust(1, None), T0).unwrap();
    assert_eq!(actions_of(&live, 2), []);
    let (message, code) = refusal(&mut live, bust(2, None));
    assert_eq!(code, "event-over");
    assert!(message.contains("entry 2 (Player 2) won"), "{message}");
    fixtures::check_actions_agree(&live.t, T0);
}

/// A chip race the app dealt is recorded with its seed: the record must be
/// what the seed deals, or it is refused in words; and a record edited in the log later
/// is named by the draw check, which deals every recorded race again.
#[test]
fn a_dealt_chip_race_is_recorded_with_its_seed_and_checked_by_dealing_it_again() {
    use felt_core::engine::{Event, Record};
    use felt_core::field::FieldEvent;
    use felt_core::field::chips::RaceRecord;
    use felt_core::structure::RaceVariant;
    let base = RaceRecord {
        remove: 25,
        next: 100,
        variant: RaceVariant::Race,
        counts: vec![3, 1, 6, 2, 0, 5],
        others: vec![None, Some(0), None, None, None, None],
        seed: 424_242,
        received: vec![],
    };
    let dealt = base.deal_again().unwrap();
    let good = RaceRecord {
        received: dealt.seats.iter().map(|s| s.received()).collect(),
        ..base.clone()
    };
    let (before, after) = (dealt.value_before, dealt.value_after);
    assert_eq!(before, 17 * 25);
    let mut short = good.clone();
    short.received.pop();
    let mut moved = good.clone();
    let winner = moved.received.iter().position(|&r| r > 0).unwrap();
    moved.received[winner] -= 1;
    moved.received[(winner + 1) % 6] += 1;
    let mut round = good.clone();
    round.variant = RaceVariant::Round;
    // (what, the record, removed, added, words in the refusal; "" when taken)
    let cases: Vec<(&str, RaceRecord, u64, u64, &str)> = vec![
        ("as dealt", good.clone(), before, after, ""),
        (
            "a chip moved to another seat",
            moved,
            before,
            after,
            "is recorded receiving",
        ),
        ("a seat missing", short, before, after, "6 seats' counts"),
        (
            "other values",
            good.clone(),
            before,
            after + 100,
            "seed 424242 gives",
        ),
        (
            "a race without cards",
            round,
            before,
            after,
            "deals no cards",
        ),
    ];
    for (what, race, removed_value, added_value, refusal) in cases {
        let mut live = live_with(6, "");
        draw(&mut live);
        let command = Command::Field(FieldCommand::ChipRaceDone {
            table: 1,
            removed_value,
            added_value,
            race: Some(race),
        });
        if let Err(e) = live.t.decide(&command, T0) {
            let words = e.to_string();
            assert!(
                !refusal.is_empty() && words.contains(refusal),
                "{what}: {words}"
            );
            assert!(words.starts_with("the chip race at table 1 is not the race its seed deals"));
        }
        let got = live.exec(command, T0);
        if refusal.is_empty() {
            assert_eq!(got, Ok(()), "{what}");
        } else {
            assert_eq!(got, Err("chip-race"), "{what}");
        }
    }

    // Recorded, then edited by hand in the log: the check deals it again and names it.
    let mut live = live_with(6, "");
    draw(&mut live);
    live.exec(
        Command::Field(FieldCommand::ChipRaceDone {
            table: 1,
            removed_value: before,
            added_value: after,
            race: Some(good),
        }),
        T0,
    )
    .unwrap();
    let check =
        felt_core::view::draw_check::check_draws(&live.log, felt_core::lang::Locale::ENGLISH)
            .unwrap();
    let line = check.later.iter().find(|l| l.seed == 424_242).unwrap();
    assert!(line.reproduced && check.fair, "{}", check.text);
    assert!(
        line.what.contains("cards dealt from seed 424242"),
        "{}",
        line.what
    );
    let mut edited = live.log.clone();
    let last = edited.last_mut().unwrap();
    if let Record::Event {
        event:
            Event::Field {
                change: FieldEvent::ChipRaceDone { race: Some(r), .. },
            },
    } = &mut last.record
    {
        let w = r.received.iter().position(|&x| x > 0).unwrap();
        r.received[w] -= 1;
        r.received[(w + 1) % 6] += 1;
    } else {
        panic!("the last record is the race");
    }
    let check = felt_core::view::draw_check::check_draws(&edited, felt_core::lang::Locale::ENGLISH)
        .unwrap();
    assert!(!check.fair, "{}", check.text);
    assert!(
        check.text.contains("do NOT deal again the same"),
        "{}",
        check.text
    );
}
