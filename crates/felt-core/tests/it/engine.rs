//! Commands, events, undo/redo and replay.

use crate::fixtures;
use felt_core::engine::{
    ClockAction, Command, CountCommand, Counter, HistoryCommand, LogEntry, Record, Tournament,
};
use fixtures::MIN;
use proptest::prelude::*;

use fixtures::{Live, T0};

#[test]
fn undo_and_redo_walk_back_and_forth_through_actions() {
    let mut live = Live::new();
    let m = |n: i64| T0.plus_ms(n * MIN);
    live.exec(Command::Clock(ClockAction::Start), m(0)).unwrap();
    live.exec(
        Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: 3,
        }),
        m(1),
    )
    .unwrap();
    let after_entries = (live.t.clock, live.t.counts);
    live.exec(Command::Clock(ClockAction::Pause), m(2)).unwrap();
    let paused = (live.t.clock, live.t.counts);
    live.exec(Command::Clock(ClockAction::AddTime { ms: MIN }), m(3))
        .unwrap();

    live.exec(Command::History(HistoryCommand::Undo), m(4))
        .unwrap();
    assert_eq!((live.t.clock, live.t.counts), paused, "undo of +1:00");
    live.exec(Command::History(HistoryCommand::Undo), m(4))
        .unwrap();
    assert_eq!(
        (live.t.clock, live.t.counts),
        after_entries,
        "undo of pause"
    );
    live.exec(Command::History(HistoryCommand::Redo), m(5))
        .unwrap();
    assert_eq!((live.t.clock, live.t.counts), paused, "redo of pause");

    let recent: Vec<(String, bool)> = live
        .t
        .recent_actions(10, felt_core::lang::Locale::ENGLISH)
        .into_iter()
        .map(|a| (a.text, a.undone))
        .collect();
    assert_eq!(
        recent,
        vec![
            ("Added 1:00 to level 1".to_string(), true),
            ("Paused at level 1 with 18:00 left".to_string(), false),
            ("+3 entries (now 3)".to_string(), false),
            ("Started the clock (level 1)".to_string(), false),
        ]
    );
    // A new action clears what could be redone.
    live.exec(Command::Clock(ClockAction::Resume), m(6))
        .unwrap();
    assert_eq!(
        live.exec(Command::History(HistoryCommand::Redo), m(6)),
        Err("nothing-to-redo")
    );
    for _ in 0..4 {
        live.exec(Command::History(HistoryCommand::Undo), m(7))
            .unwrap();
    }
    assert_eq!(
        live.exec(Command::History(HistoryCommand::Undo), m(7)),
        Err("nothing-to-undo")
    );
}

/// What the list says going to an action does (`walk`) is what the walk does: for every
/// action listed, undone or in effect, an undo back to it (or a redo up to it) changes
/// exactly the actions of its walk, and the next undo or redo is the walk's first.
#[test]
fn each_listed_walk_is_what_going_to_that_action_does() {
    let m = |n: i64| T0.plus_ms(n * MIN);
    let room = || {
        let mut live = Live::new();
        live.exec(Command::Clock(ClockAction::Start), m(0)).unwrap();
        for i in 1..=5 {
            let add = CountCommand::Adjust {
                counter: Counter::Entries,
                delta: i,
            };
            live.exec(Command::Count(add), m(i64::from(i))).unwrap();
        }
        for _ in 0..3 {
            live.exec(Command::History(HistoryCommand::Undo), m(6))
                .unwrap();
        }
        live
    };
    let flags = |live: &Live| -> Vec<(u64, bool)> {
        let mut f: Vec<(u64, bool)> = live
            .t
            .recent_actions(20, felt_core::lang::Locale::ENGLISH)
            .iter()
            .map(|a| (a.seq, a.undone))
            .collect();
        f.sort();
        f
    };
    let listed = room()
        .t
        .recent_actions(20, felt_core::lang::Locale::ENGLISH);
    assert_eq!(listed.iter().filter(|a| a.undone).count(), 3);
    for a in &listed {
        let mut live = room();
        let before = flags(&live);
        let walk = if a.undone {
            HistoryCommand::RedoTo { seq: a.seq }
        } else {
            HistoryCommand::UndoTo { seq: a.seq }
        };
        // Each step of the walk, one undo or redo at a time, takes the walk's next.
        for &step in &a.walk {
            let one = if a.undone {
                HistoryCommand::Redo
            } else {
                HistoryCommand::Undo
            };
            let before_step = flags(&live);
            live.exec(Command::History(one), m(7)).unwrap();
            let changed: Vec<u64> = flags(&live)
                .iter()
                .zip(&before_step)
                .filter(|(x, y)| x.1 != y.1)
                .map(|(x, _)| x.0)
                .collect();
            assert_eq!(changed, [step], "{:?} of #{}: step {step}", walk, a.seq);
        }
        // The walk as the API runs it: its one step repeated until it is refused.
        let mut whole = room();
        while whole.exec(Command::History(walk.clone()), m(7)).is_ok() {}
        assert_eq!(flags(&whole), flags(&live), "{walk:?} equals its steps");
        let mut changed: Vec<u64> = flags(&whole)
            .iter()
            .zip(&before)
            .filter(|(x, y)| x.1 != y.1)
            .map(|(x, _)| x.0)
            .collect();
        let mut expected = a.walk.clone();
        expected.sort();
        changed.sort();
        assert_eq!(changed, expected, "{walk:?}");
        assert_eq!(a.walk.last(), Some(&a.seq), "a walk ends with its action");
    }
}

#[test]
fn counters_refuse_impossible_counts_and_name_them() {
    let mut live = Live::new();
    let e = live
        .t
        .decide(
            &Command::Count(CountCommand::Adjust {
                counter: Counter::Players,
                delta: 1,
            }),
            T0,
        )
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "players left cannot go from 0 to 1: more players than entries"
    );
    live.exec(
        Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta: 2,
        }),
        T0,
    )
    .unwrap();
    live.exec(
        Command::Count(CountCommand::Adjust {
            counter: Counter::Players,
            delta: -2,
        }),
        T0,
    )
    .unwrap();
    let e = live
        .t
        .decide(
            &Command::Count(CountCommand::Adjust {
                counter: Counter::Entries,
                delta: -1,
            }),
            T0,
        )
        .unwrap_err();
    assert_eq!(e.code(), "count-out-of-range");
    assert_eq!(live.t.counts.entries, 2);
    assert_eq!(live.t.chips_in_play(), 20_000);
}

#[test]
fn a_damaged_log_is_refused_on_replay() {
    let mut live = Live::new();
    live.exec(Command::Clock(ClockAction::Start), T0).unwrap();
    let mut log = live.log.clone();
    log.push(LogEntry {
        seq: 3,
        at: T0,
        record: Record::Undo { target: 1 },
    });
    let e = Tournament::replay(&log).unwrap_err();
    assert_eq!(
        e.to_string(),
        "record #3 undoes #1, but the action to undo is #2"
    );
    assert!(
        Tournament::replay(&log[1..]).is_err(),
        "a log must start with the creation"
    );
}

fn command() -> impl Strategy<Value = Command> {
    prop_oneof![
        Just(Command::Clock(ClockAction::Start)),
        Just(Command::Clock(ClockAction::Pause)),
        Just(Command::Clock(ClockAction::Resume)),
        Just(Command::Clock(ClockAction::NextLevel)),
        Just(Command::Clock(ClockAction::PreviousLevel)),
        Just(Command::Clock(ClockAction::EndDay)),
        (0usize..9).prop_map(|period| Command::Clock(ClockAction::GoTo { period })),
        (-30i64..30).prop_map(|m| Command::Clock(ClockAction::AddTime { ms: m * MIN })),
        (-1i64..30).prop_map(|m| Command::Clock(ClockAction::SetRemaining { ms: m * MIN })),
        (-3i32..5).prop_map(|delta| Command::Count(CountCommand::Adjust {
            counter: Counter::Entries,
            delta
        })),
        (-3i32..3).prop_map(|delta| Command::Count(CountCommand::Adjust {
            counter: Counter::Players,
            delta
        })),
        Just(Command::History(HistoryCommand::Undo)),
        Just(Command::History(HistoryCommand::Undo)),
        Just(Command::History(HistoryCommand::Redo)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Replaying the log always gives the live state, whatever the TD did and when.
    #[test]
    fn replay_equals_live_state(steps in proptest::collection::vec((command(), 0i64..40 * MIN), 1..60)) {
        let mut live = Live::new();
        let mut now = T0;
        for (cmd, wait) in steps {
            now = now.plus_ms(wait);
            let before = (live.t.clock, live.t.counts);
            let is_action = !matches!(cmd, Command::History(HistoryCommand::Undo) | Command::History(HistoryCommand::Redo));
            if live.exec(cmd, now).is_ok() && is_action {
                // An action followed at once by its undo leaves the state as it was.
                let after = live.t.clone();
                let log_len = live.log.len();
                live.exec(Command::History(HistoryCommand::Undo), now).unwrap();
                prop_assert_eq!((live.t.clock, live.t.counts), before);
                live.exec(Command::History(HistoryCommand::Redo), now).unwrap();
                prop_assert_eq!((live.t.clock, live.t.counts), (after.clock, after.counts));
                prop_assert_eq!(live.log.len(), log_len + 2);
            }
            let replayed = Tournament::replay(&live.log).unwrap();
            prop_assert_eq!(&replayed, &live.t);
        }
    }
}

/// A registration: an action that touches the field, so its undo folds the field again
/// from the nearest field the undo keeps.
fn register(i: u32) -> Command {
    Command::Field(felt_core::engine::FieldCommand::Register {
        name: format!("Player {i}"),
        number: None,
        seed: Some(u64::from(i)),
        ticket: None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Past the fields the undo keeps (every 256 actions), an undo takes the clock and
    /// the counts that the actions still in effect carried, wherever the last clock or
    /// count action sits: before the first kept field, between two, or after the last.
    #[test]
    fn an_undo_past_the_kept_fields_takes_the_clock_and_counts_of_the_actions_left(
        steps in proptest::collection::vec(
            prop_oneof![12 => Just(None), 1 => command().prop_map(Some)],
            300..700,
        ),
        undos in 1usize..450,
    ) {
        let mut live = Live::with(fixtures::small());
        let mut now = T0;
        let mut seen = vec![(live.t.clock, live.t.counts)];
        let mut players = 0;
        for step in steps {
            now = now.plus_ms(MIN / 7);
            let cmd = match step {
                Some(c) if !matches!(c, Command::History(_)) => c,
                _ => {
                    players += 1;
                    register(players)
                }
            };
            if live.exec(cmd, now).is_ok() {
                seen.push((live.t.clock, live.t.counts));
            }
        }
        for k in 0..undos.min(seen.len() - 1) {
            live.exec(Command::History(HistoryCommand::Undo), now).unwrap();
            prop_assert_eq!(
                (live.t.clock, live.t.counts),
                seen[seen.len() - 2 - k],
                "undo {}",
                k + 1
            );
        }
    }
}
