//! When the structure runs out, the clock does what the structure says
//! (`after_last`): repeat the last round of levels, keep doubling it, or stop at the end of
//! the last level until the TD adds one. The added level is a logged action, due as soon
//! as the last level begins; undone, it is not added again by itself.

use crate::fixtures;

use felt_core::engine::{ClockAction, Command, HistoryCommand, StructureCommand};
use felt_core::rules::clock::{self, PauseReason};
use felt_core::structure::{AfterLast, Period, describe_stakes, parse_structure};
use felt_core::time::UtcMs;
use felt_core::view::clock::{ClockStatus, clock_view};
use fixtures::{Live, MIN, T0};

const MIXED: &str = r#"
name = "Runs Out"
starting_stack = 10000
table_size = 8
level_minutes = 10
rotation = ["lhe", "stud"]
[[games]]
id = "lhe"
name = "Limit Hold'em"
family = "flop"
betting = "limit"
[[games]]
id = "stud"
name = "Stud"
family = "stud"
betting = "limit"
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
[[levels]]
stakes = "100/200"
[[levels]]
stakes = "100/200"
ante = 25
bring_in = 25
[[levels]]
stakes = "200/400"
[[levels]]
stakes = "200/400"
ante = 50
bring_in = 50
"#;

fn live(after_last: &str) -> Live {
    let text = format!("after_last = \"{after_last}\"\n{MIXED}");
    let s = parse_structure("runs-out.toml", &text).unwrap().structure;
    let mut live = Live::with(s);
    live.exec(ClockAction::Start.into(), T0).unwrap();
    live
}

fn at(minutes: i64) -> UtcMs {
    UtcMs(T0.0 + minutes * MIN)
}

/// Each level as "game stakes".
fn levels(live: &Live) -> Vec<String> {
    live.t
        .structure
        .periods
        .iter()
        .filter_map(Period::as_level)
        .map(|l| format!("{} {}", l.game, describe_stakes(&l.stakes)))
        .collect()
}

/// Logs whatever is due at `now`, as the API does before each command and every second.
fn tend(live: &mut Live, now: UtcMs) -> usize {
    let mut n = 0;
    while let Some(c) = live.t.due(now) {
        live.exec(c, now).unwrap();
        n += 1;
        assert!(n < 4, "always due");
    }
    n
}

#[test]
fn the_structure_says_what_comes_after_the_last_level() {
    // (after_last, what the fifth and sixth levels play)
    let cases = [
        (
            "repeat",
            [
                "lhe Limits 200/400, blinds 100/200",
                "stud Limits 200/400, ante 50, bring-in 50, complete 200",
            ],
        ),
        (
            "double",
            [
                "lhe Limits 400/800, blinds 200/400",
                "stud Limits 400/800, ante 100, bring-in 100, complete 400",
            ],
        ),
    ];
    for (rule, want) in cases {
        let mut live = live(rule);
        // Nothing is due before the last level begins.
        assert_eq!(tend(&mut live, at(29)), 0, "{rule}");
        // Level 4 (the last) begins at 30 min: level 5 is added at once.
        assert_eq!(tend(&mut live, at(30)), 1, "{rule}");
        assert_eq!(tend(&mut live, at(35)), 0, "{rule}: one at a time");
        assert_eq!(levels(&live)[4], want[0], "{rule}");
        let text = live.t.recent_actions(1, felt_core::lang::Locale::ENGLISH)[0]
            .text
            .clone();
        assert!(
            text.starts_with("Added Level 5 (Limit Hold'em"),
            "{rule}: {text}"
        );
        // The clock goes into it with no gap, and level 6 follows it the same way.
        let view = clock_view(&live.t, at(41));
        assert_eq!(view.level, Some(5), "{rule}");
        assert_eq!(tend(&mut live, at(41)), 1, "{rule}");
        assert_eq!(levels(&live)[5], want[1], "{rule}");
        assert!(!clock_view(&live.t, at(45)).past_last_level, "{rule}");
    }
}

#[test]
fn an_undone_extension_is_not_added_again_by_itself() {
    let mut live = live("repeat");
    assert_eq!(tend(&mut live, at(30)), 1);
    live.exec(Command::History(HistoryCommand::Undo), at(31))
        .unwrap();
    assert_eq!(levels(&live).len(), 4);
    assert_eq!(tend(&mut live, at(32)), 0, "the TD declined it");
    // Past the end, the last level runs on in overtime, as before.
    assert!(clock_view(&live.t, at(45)).past_last_level);
    // Redone, it is back; and the TD can always add the next one by hand.
    live.exec(Command::History(HistoryCommand::Redo), at(46))
        .unwrap();
    assert_eq!(levels(&live).len(), 5);
    live.exec(StructureCommand::Extend.into(), at(47)).unwrap();
    assert_eq!(levels(&live).len(), 6);
}

#[test]
fn stop_pauses_the_clock_at_the_end_until_a_level_is_added() {
    let mut live = live("stop");
    assert_eq!(live.t.structure.after_last, AfterLast::Stop);
    assert_eq!(tend(&mut live, at(35)), 0, "nothing is added");
    let r = clock::read(live.t.clock, &live.t.structure, at(45));
    assert_eq!(r.pause_reason, Some(PauseReason::StructureEnded));
    assert_eq!((r.period, r.remaining_ms), (3, 0));
    let view = clock_view(&live.t, at(45));
    assert_eq!(view.status, ClockStatus::Paused);
    assert!(
        view.notices.iter().any(|n| n.contains("add a level")),
        "{:?}",
        view.notices
    );
    // A level added waits at its start for the TD.
    live.exec(
        StructureCommand::AddLevel {
            before: None,
            game: Some("lhe".into()),
            stakes: "300/600".into(),
            ante: None,
            bring_in: None,
            minutes: Some(15),
        }
        .into(),
        at(50),
    )
    .unwrap();
    let r = clock::read(live.t.clock, &live.t.structure, at(55));
    assert_eq!((r.period, r.remaining_ms, r.running), (4, 15 * MIN, false));
    live.exec(ClockAction::Resume.into(), at(56)).unwrap();
    let r = clock::read(live.t.clock, &live.t.structure, at(60));
    assert_eq!((r.period, r.remaining_ms, r.running), (4, 11 * MIN, true));
}

#[test]
fn a_file_without_after_last_repeats_and_a_bad_value_is_named() {
    let s = parse_structure("x.toml", MIXED).unwrap().structure;
    assert_eq!(s.after_last, AfterLast::Repeat);
    let err = parse_structure("x.toml", &format!("after_last = \"forever\"\n{MIXED}")).unwrap_err();
    assert!(err[0].message.contains("forever"), "{}", err[0].message);
    assert_eq!((err[0].line, err[0].column), (1, 14));
}
