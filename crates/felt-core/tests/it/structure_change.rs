//! A running event's structure can change: a level's length, a level or a
//! break added, a break now, a later level's game or stakes. Each change is a logged
//! action with undo, periods already played never change, and the log replays to the same
//! state (and reads back from its stored form).

use crate::fixtures;

use felt_core::engine::{
    ClockAction, Command, FieldCommand, HistoryCommand, LogEntry, StructureCommand, Tournament,
};
use felt_core::log;
use felt_core::rules::clock;
use felt_core::rules::purchase::PurchaseKind;
use felt_core::structure::{Period, PurchaseWindow, describe_stakes, parse_structure};
use felt_core::time::UtcMs;
use fixtures::{Live, MIN, T0};

fn at(minutes: i64) -> UtcMs {
    UtcMs(T0.0 + minutes * MIN)
}

fn go(live: &mut Live, c: impl Into<Command>, now: UtcMs) {
    let c = c.into();
    if let Err(code) = live.exec(c.clone(), now) {
        panic!("{c:?} refused: {code}");
    }
}

/// The event in play: clock started at T0.
fn started() -> Live {
    let mut live = Live::new();
    go(&mut live, ClockAction::Start, T0);
    live
}

/// Each period as "L<number> <minutes>m" or "B <minutes>m".
fn periods(t: &Tournament) -> Vec<String> {
    t.structure
        .periods
        .iter()
        .map(|p| match p {
            Period::Level(l) => format!("L{} {}m", l.number, l.duration_ms / MIN),
            Period::Break(b) => format!("B {}m", b.duration_ms / MIN),
        })
        .collect()
}

/// (period, remaining minutes:seconds) at `now`.
fn reading(t: &Tournament, now: UtcMs) -> (usize, String) {
    let r = clock::read(t.clock, &t.structure, now);
    (r.period, felt_core::words::clock(r.remaining_ms))
}

fn last_action(t: &Tournament) -> String {
    t.recent_actions(1, felt_core::lang::Locale::ENGLISH)[0]
        .text
        .clone()
}

/// The log folds to the same state, and every record reads back from its stored form.
fn check_replay(live: &Live) {
    let stored: Vec<LogEntry> = live
        .log
        .iter()
        .map(|e| LogEntry {
            seq: e.seq,
            at: e.at,
            record: log::decode(log::FORMAT, &log::encode(&e.record)).unwrap(),
        })
        .collect();
    let again = Tournament::replay(&stored).unwrap();
    assert_eq!(again.structure, live.t.structure);
    assert_eq!(again.clock, live.t.clock);
    assert_eq!(
        again.recent_actions(50, felt_core::lang::Locale::ENGLISH),
        live.t.recent_actions(50, felt_core::lang::Locale::ENGLISH)
    );
}

#[test]
fn the_level_in_play_gets_longer_and_the_clock_follows() {
    let mut live = started();
    // Five minutes into level 1 (20 min): 15:00 left; made 30 min long, 25:00 left.
    go(
        &mut live,
        StructureCommand::PeriodMinutes {
            period: 0,
            minutes: 30,
        },
        at(5),
    );
    assert_eq!(reading(&live.t, at(5)), (0, "25:00".into()));
    assert_eq!(last_action(&live.t), "Level 1 now lasts 30 min");
    assert_eq!(periods(&live.t)[..2], ["L1 30m", "L2 20m"]);
    // A later break gets longer too; the clock reaches it on time.
    go(
        &mut live,
        StructureCommand::PeriodMinutes {
            period: 2,
            minutes: 15,
        },
        at(5),
    );
    assert_eq!(reading(&live.t, at(50)), (2, "15:00".into()));
    // Undone, the break is 10 minutes again, and the level is 30.
    go(&mut live, HistoryCommand::Undo, at(6));
    assert_eq!(periods(&live.t)[..3], ["L1 30m", "L2 20m", "B 10m"]);
    go(&mut live, HistoryCommand::Undo, at(6));
    assert_eq!(periods(&live.t)[0], "L1 20m");
    assert_eq!(reading(&live.t, at(6)), (0, "14:00".into()));
    go(&mut live, HistoryCommand::Redo, at(7));
    assert_eq!(reading(&live.t, at(7)), (0, "23:00".into()));
    check_replay(&live);
}

#[test]
fn refusals_name_the_period_and_why() {
    // (command, minutes into the event, code, words)
    let add = |before, stakes: &str, game: Option<&str>| StructureCommand::AddLevel {
        before,
        game: game.map(String::from),
        stakes: stakes.into(),
        ante: None,
        bring_in: None,
        minutes: None,
    };
    let cases: Vec<(StructureCommand, i64, &str, &str)> = vec![
        (
            StructureCommand::PeriodMinutes {
                period: 0,
                minutes: 20,
            },
            25,
            "period-played",
            "Level 1 has been played: periods already played never change",
        ),
        (
            StructureCommand::PeriodMinutes {
                period: 1,
                minutes: 4,
            },
            25,
            "shorter-than-run",
            "Level 2 has run 5:00 already: give it more than that, or go to the next level",
        ),
        (
            StructureCommand::PeriodMinutes {
                period: 9,
                minutes: 20,
            },
            25,
            "no-such-period",
            "the structure has 7 periods (0 to 6); there is no period 9",
        ),
        (
            StructureCommand::PeriodMinutes {
                period: 3,
                minutes: 0,
            },
            25,
            "minutes-out-of-range",
            "0 minutes is out of range: a period lasts from 1 to 1440 minutes",
        ),
        (
            add(Some(1), "100/200", None),
            25,
            "period-played",
            "Level 2 is in play: change a later level, or add one after it",
        ),
        (
            add(None, "100/200", Some("Razz")),
            25,
            "bad-level",
            "this event plays no game \"Razz\"; its games are No-Limit Hold'em (nlh)",
        ),
        (
            add(None, "lots", None),
            25,
            "bad-level",
            "level 7 (No-Limit Hold'em): ",
        ),
        (
            StructureCommand::EditLevel {
                period: 1,
                game: None,
                stakes: "60/120".into(),
                ante: None,
                bring_in: None,
                minutes: None,
            },
            25,
            "period-played",
            "Level 2 is in play: change a later level, or add one after it",
        ),
        (
            StructureCommand::EditLevel {
                period: 2,
                game: None,
                stakes: "60/120".into(),
                ante: None,
                bring_in: None,
                minutes: None,
            },
            25,
            "not-a-level",
            "The break after level 2 is a break: a break has no game or stakes to change",
        ),
        (
            StructureCommand::BreakNow { minutes: 10 },
            45,
            "on-break",
            "The break after level 2 is a break already: change its length instead",
        ),
    ];
    for (command, minutes, code, words) in cases {
        let live = started();
        let err = live
            .t
            .decide(&Command::Structure(command.clone()), at(minutes))
            .unwrap_err();
        assert_eq!(err.code(), code, "{command:?}: {err}");
        assert!(
            err.to_string().starts_with(words),
            "{command:?}: {err} (wanted {words})"
        );
    }
    // Before the clock starts, a break now has nothing to interrupt.
    let live = Live::new();
    let err = live
        .t
        .decide(
            &Command::Structure(StructureCommand::BreakNow { minutes: 10 }),
            T0,
        )
        .unwrap_err();
    assert_eq!(err.code(), "not-started");
}

#[test]
fn a_break_now_cuts_the_level_in_play_in_two() {
    let mut live = started();
    // 25 minutes in: level 2 has 15:00 left; a 15-minute break starts now.
    go(
        &mut live,
        StructureCommand::BreakNow { minutes: 15 },
        at(25),
    );
    assert_eq!(
        periods(&live.t)[..5],
        ["L1 20m", "L2 5m", "B 15m", "L2 15m", "B 10m"]
    );
    assert_eq!(reading(&live.t, at(25)), (2, "15:00".into()));
    assert_eq!(last_action(&live.t), "Unscheduled break now: 15 min");
    // After the break, level 2 goes on with the 15 minutes it had left.
    assert_eq!(reading(&live.t, at(40)), (3, "15:00".into()));
    assert_eq!(reading(&live.t, at(55)), (4, "10:00".into()));
    // Undo puts the structure and the clock back as they were.
    go(&mut live, HistoryCommand::Undo, at(30));
    assert_eq!(periods(&live.t), periods(&Live::new().t));
    assert_eq!(reading(&live.t, at(30)), (1, "10:00".into()));
    check_replay(&live);
}

#[test]
fn a_level_added_before_a_later_one_renumbers_them_with_the_rules_that_name_them() {
    let text = format!(
        "{}\n[lammers]\nper_entry = 1\nvalue = 5000\nredeem_by_end_of_level = 3\n\
         [late_registration]\nuntil_end_of_level = 2\n\
         [rebuy]\nchips = 10000\nprice = 100\nfrom_level = 1\nuntil_end_of_level = 4\n",
        fixtures::SMALL
    );
    let s = parse_structure("lammers.toml", &text).unwrap().structure;
    let mut live = Live::with(s);
    go(&mut live, ClockAction::Start, T0);
    // Before level 3 (period 3), with the stakes typed as in a file.
    go(
        &mut live,
        StructureCommand::AddLevel {
            before: Some(3),
            game: Some("No-Limit Hold'em".into()),
            stakes: "60/120".into(),
            ante: Some(120),
            bring_in: None,
            minutes: Some(15),
        },
        at(5),
    );
    assert_eq!(
        periods(&live.t),
        [
            "L1 20m", "L2 20m", "B 10m", "L3 15m", "L4 20m", "L5 20m", "L6 20m", "L7 20m"
        ]
    );
    let Period::Level(new) = &live.t.structure.periods[3] else {
        panic!("a level")
    };
    assert_eq!(
        describe_stakes(&new.stakes),
        "Blinds 60/120, big blind ante 120"
    );
    assert_eq!(
        last_action(&live.t),
        "Added Level 3 (No-Limit Hold'em, Blinds 60/120, big blind ante 120, 15 min) before Level 4"
    );
    // The deadline still falls at the end of the level that was level 3 (now 4); late
    // registration closes where it did (level 2 is before the new level).
    assert_eq!(
        live.t
            .structure
            .lammers
            .as_ref()
            .unwrap()
            .redeem_by_end_of_level,
        4
    );
    assert_eq!(
        live.t
            .structure
            .late_registration
            .unwrap()
            .until_end_of_level,
        2
    );
    // The field's own copies, which the deadline and a rebuy are checked against, moved
    // with them, and stay moved through an undo of a field action and a replay.
    let follows = |t: &Tournament| {
        let chips = &t.field.chips;
        assert_eq!(
            chips.lammers.as_ref().unwrap().rule.redeem_by_end_of_level,
            4
        );
        assert_eq!(
            chips.purchases.offer(PurchaseKind::Rebuy).unwrap().window,
            Some(PurchaseWindow::Levels { from: 1, until: 5 })
        );
    };
    follows(&live.t);
    live.exec(
        Command::Field(FieldCommand::Register {
            name: "Ann".into(),
            number: None,
            seed: None,
            ticket: None,
        }),
        at(5),
    )
    .unwrap();
    go(&mut live, HistoryCommand::Undo, at(5));
    follows(&live.t);
    follows(&Tournament::replay(&live.log).unwrap());
    // A level at the end takes the next number and the level before's game and length.
    go(
        &mut live,
        StructureCommand::AddLevel {
            before: None,
            game: None,
            stakes: "300/600".into(),
            ante: None,
            bring_in: None,
            minutes: None,
        },
        at(6),
    );
    assert_eq!(periods(&live.t).last().unwrap(), "L8 20m");
    go(&mut live, HistoryCommand::Undo, at(7));
    go(&mut live, HistoryCommand::Undo, at(7));
    assert_eq!(
        live.t
            .structure
            .lammers
            .as_ref()
            .unwrap()
            .redeem_by_end_of_level,
        3
    );
    assert_eq!(periods(&live.t).len(), 7);
    check_replay(&live);
}

#[test]
fn a_later_level_changes_game_and_stakes_and_a_level_past_the_end_starts_now() {
    let mut live = started();
    go(
        &mut live,
        StructureCommand::EditLevel {
            period: 4,
            game: None,
            stakes: "125/250".into(),
            ante: None,
            bring_in: None,
            minutes: Some(25),
        },
        at(1),
    );
    let Period::Level(l) = &live.t.structure.periods[4] else {
        panic!("a level")
    };
    assert_eq!(
        (
            l.number,
            describe_stakes(&l.stakes),
            l.duration_ms / MIN,
            l.auto_pause
        ),
        (4, "Blinds 125/250".to_string(), 25, true),
        "the number and the auto-pause stay"
    );
    assert!(
        last_action(&live.t).starts_with("Changed Level 4 (No-Limit Hold'em, Blinds 125/250"),
        "{}",
        last_action(&live.t)
    );
    // Play runs past the last level (overtime): an added level starts now, whole.
    go(&mut live, ClockAction::GoTo { period: 6 }, at(2));
    let late = at(2 + 20 + 7);
    assert!(clock::read(live.t.clock, &live.t.structure, late).overtime_ms > 0);
    go(
        &mut live,
        StructureCommand::AddLevel {
            before: None,
            game: None,
            stakes: "300/600".into(),
            ante: None,
            bring_in: None,
            minutes: Some(30),
        },
        late,
    );
    assert_eq!(reading(&live.t, late), (7, "30:00".into()));
    check_replay(&live);
}
