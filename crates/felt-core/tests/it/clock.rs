//! Clock arithmetic on anchors: pause/resume/adjust, stepping across levels
//! after a sleep, auto-pause, end of day, end of structure.

use crate::fixtures;
use felt_core::UtcMs;
use felt_core::rules::clock::{Clock, ClockAction as A, PauseReason, apply, read};
use fixtures::{MIN, small};

const T0: UtcMs = UtcMs(1_700_000_000_000);

fn at(min: i64) -> UtcMs {
    T0.plus_ms(min * MIN)
}

/// Runs `steps` (minute offset, action) from a fresh clock and returns the clock.
fn run(steps: &[(i64, A)]) -> Clock {
    let s = small();
    let mut c = Clock::not_started(&s);
    for &(m, action) in steps {
        c = apply(c, &s, action, at(m)).unwrap_or_else(|e| panic!("{action:?} at {m} min: {e}"));
    }
    c
}

/// (period, running, remaining ms, overtime ms, pause reason).
type Reading = (usize, bool, i64, i64, Option<PauseReason>);
/// Steps, the minute to read at, and what the clock must read.
type Case = (Vec<(i64, A)>, i64, Reading);

/// What the clock reads at minute `m` after `steps`.
fn check(steps: &[(i64, A)], m: i64, want: Reading) {
    let s = small();
    let r = read(run(steps), &s, at(m));
    assert_eq!(
        (
            r.period,
            r.running,
            r.remaining_ms,
            r.overtime_ms,
            r.pause_reason
        ),
        want,
        "steps {steps:?} read at {m} min"
    );
}

#[test]
fn clock_arithmetic_cases() {
    use PauseReason::*;
    let cases: Vec<Case> = vec![
        // Not started: level 1 with its full time, whatever the instant.
        (vec![], 500, (0, false, 20 * MIN, 0, Some(NotStarted))),
        // Running: time counts down from the anchor.
        (vec![(0, A::Start)], 5, (0, true, 15 * MIN, 0, None)),
        // Pause keeps the remaining time however long the pause lasts; resume carries on.
        (
            vec![(0, A::Start), (5, A::Pause)],
            60,
            (0, false, 15 * MIN, 0, Some(Manual)),
        ),
        (
            vec![(0, A::Start), (5, A::Pause), (60, A::Resume)],
            70,
            (0, true, 5 * MIN, 0, None),
        ),
        // Add and subtract time.
        (
            vec![(0, A::Start), (1, A::AddTime { ms: 2 * MIN })],
            1,
            (0, true, 21 * MIN, 0, None),
        ),
        (
            vec![(0, A::Start), (1, A::AddTime { ms: -5 * MIN })],
            1,
            (0, true, 14 * MIN, 0, None),
        ),
        (
            vec![
                (0, A::Start),
                (1, A::Pause),
                (1, A::SetRemaining { ms: 90_000 }),
            ],
            9,
            (0, false, 90_000, 0, Some(Manual)),
        ),
        // Next and previous give the new period its full time and keep running/paused.
        (
            vec![(0, A::Start), (3, A::NextLevel)],
            4,
            (1, true, 19 * MIN, 0, None),
        ),
        (
            vec![(0, A::Start), (3, A::NextLevel), (4, A::PreviousLevel)],
            4,
            (0, true, 20 * MIN, 0, None),
        ),
        (
            vec![(0, A::NextLevel)],
            30,
            (1, false, 20 * MIN, 0, Some(NotStarted)),
        ),
        // Levels roll over by themselves, through the break.
        (vec![(0, A::Start)], 25, (1, true, 15 * MIN, 0, None)),
        (vec![(0, A::Start)], 45, (2, true, 5 * MIN, 0, None)),
        // A long sleep: the clock stops at the auto-pause level (period 4) with full time.
        (
            vec![(0, A::Start)],
            600,
            (4, false, 20 * MIN, 0, Some(AutoPause)),
        ),
        // Resuming it runs until the level that ends the day, then stops at the next one.
        (
            vec![(0, A::Start), (600, A::Resume)],
            2000,
            (6, false, 20 * MIN, 0, Some(EndOfDay)),
        ),
        // The last level runs past its end and stays there: overtime, never negative.
        (
            vec![(0, A::Start), (600, A::Resume), (2000, A::Resume)],
            2030,
            (6, true, 0, 10 * MIN, None),
        ),
        // Ending the day by hand keeps the time left.
        (
            vec![(0, A::Start), (7, A::EndDay)],
            100,
            (0, false, 13 * MIN, 0, Some(EndOfDay)),
        ),
        // Jumping to a period.
        (
            vec![(0, A::Start), (1, A::GoTo { period: 3 })],
            2,
            (3, true, 19 * MIN, 0, None),
        ),
    ];
    for (steps, m, want) in cases {
        check(&steps, m, want);
    }
}

#[test]
fn stepping_matches_minute_by_minute_reading() {
    // Reading the clock after a jump of k minutes equals the period whose span contains k.
    let s = small();
    let c = run(&[(0, A::Start)]);
    // Periods 0..3 last 20, 20, 10, 20 minutes; period 4 pauses by itself.
    let bounds = [(0, 20, 0), (20, 40, 1), (40, 50, 2), (50, 70, 3)];
    for (from, to, period) in bounds {
        for m in from..to {
            let r = read(c, &s, at(m));
            assert_eq!(r.period, period, "minute {m}");
            assert_eq!(r.remaining_ms, (to - m) * MIN, "minute {m}");
        }
    }
    assert_eq!(
        read(c, &s, at(70)).pause_reason,
        Some(PauseReason::AutoPause)
    );
}

fn check_refused(steps: &[(i64, A)], action: A, m: i64, message: &str, code: &str) {
    let s = small();
    let c = run(steps);
    let e = apply(c, &s, action, at(m)).expect_err("should be refused");
    assert_eq!((e.to_string().as_str(), e.code()), (message, code));
}

#[test]
fn refused_clock_actions_name_the_level_and_times() {
    let cases = vec![
        (
            vec![(0, A::Start)],
            A::Start,
            1,
            "the clock has already started (level 1, 19:00 left)",
            "clock-already-started",
        ),
        (
            vec![],
            A::Pause,
            1,
            "the clock is already paused (level 1, 20:00 left)",
            "clock-not-running",
        ),
        (
            vec![],
            A::Resume,
            1,
            "the clock has not started yet; start it first",
            "clock-not-started",
        ),
        (
            vec![(0, A::Start)],
            A::Resume,
            1,
            "the clock is already running (level 1, 19:00 left)",
            "clock-not-paused",
        ),
        (
            vec![],
            A::PreviousLevel,
            0,
            "level 1 is the first period of the structure; there is no previous level",
            "no-previous-level",
        ),
        (
            vec![(0, A::GoTo { period: 6 })],
            A::NextLevel,
            0,
            "level 6 is the last period of the structure; there is no next level",
            "no-next-level",
        ),
        (
            vec![(0, A::Start)],
            A::AddTime { ms: -30 * MIN },
            10,
            "level 1 has 10:00 left; taking off 30:00 would end it (use next level instead)",
            "subtract-too-much",
        ),
        // The most negative time, negated for the message, must not panic.
        (
            vec![(0, A::Start)],
            A::AddTime { ms: i64::MIN },
            10,
            "level 1 has 10:00 left; taking off 2562047788015:12:56 would end it (use next level instead)",
            "subtract-too-much",
        ),
        (
            vec![],
            A::SetRemaining { ms: 0 },
            0,
            "remaining time must be between 0:01 and 24:00:00, not 0:00",
            "remaining-out-of-range",
        ),
        (
            vec![],
            A::GoTo { period: 99 },
            0,
            "period 99 does not exist; the structure has periods 0 to 6",
            "no-such-period",
        ),
        (
            vec![(0, A::Start), (1, A::EndDay)],
            A::EndDay,
            2,
            "the day has already ended (level 1, 19:00 left)",
            "day-already-ended",
        ),
    ];
    for (steps, action, m, message, code) in cases {
        check_refused(&steps, action, m, message, code);
    }
}
