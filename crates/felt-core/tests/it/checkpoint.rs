//! The checkpoint: a state written at any point of a log and read back, with
//! the records after it folded on, is the state the whole log folds to, and it goes on
//! the same way: every undo and redo from there gives the live event's states (the fields
//! the undo keeps are not written; the first undo that needs them keeps them again).

use crate::fixtures::{Live, MIN, T0, small};
use crate::fuzz;
use felt_core::engine::{
    Command, FieldCommand, HistoryCommand, LogEntry, SeatingCommand, Tournament,
};
use felt_core::log::checkpoint;
use proptest::prelude::*;

/// The state folded from `log[..at]`, written as a checkpoint and read back, with the
/// records from `at` on folded onto it.
fn restored(log: &[LogEntry], at: usize) -> Result<Tournament, TestCaseError> {
    let folded = Tournament::replay(&log[..at]).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let bytes = checkpoint::encode(&folded);
    let mut t = checkpoint::decode(&bytes).map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &t,
        &folded,
        "the checkpoint reads back as the state it was written from"
    );
    for e in &log[at..] {
        t.apply(e).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
    Ok(t)
}

/// Undoes (then redoes) everything on the live event and on one restored from a
/// checkpoint, comparing after each step.
fn walk_back_and_forth(live: &mut Live, mut other: Live) -> Result<(), TestCaseError> {
    let now = live.log.last().map(|e| e.at).unwrap_or(T0);
    for history in [HistoryCommand::Undo, HistoryCommand::Redo] {
        // Bounded: a fuzz script logs at most a few hundred actions.
        for _ in 0..400 {
            let a = live.exec(Command::History(history.clone()), now);
            let b = other.exec(Command::History(history.clone()), now);
            prop_assert_eq!(a, b);
            prop_assert_eq!(&other.t, &live.t);
            other.t.field.check_tally().map_err(TestCaseError::fail)?;
            if a.is_err() {
                break;
            }
        }
    }
    Ok(())
}

/// A drawn room of `players` to start the scripts from, so that busts, moves and undos
/// have players to act on.
fn drawn_room(players: u32, seed: u64) -> Live {
    let mut live = Live::with(small());
    for i in 1..=players {
        live.exec(
            Command::Field(FieldCommand::Register {
                name: format!("Player {i}"),
                number: None,
                seed: Some(seed + u64::from(i)),
                ticket: None,
            }),
            T0,
        )
        .unwrap();
    }
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(seed),
            held: vec![],
            reveal: None,
        }),
        T0,
    )
    .unwrap();
    live
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(48)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Any command script, checkpointed at a random point: the restored state equals the
    /// live one (and the whole log's fold), and undoing and redoing from there agrees.
    #[test]
    fn a_checkpoint_at_any_point_folds_on_to_the_live_state(
        players in 2u32..40,
        seed in 0u64..1_000,
        script in prop::collection::vec((fuzz::command(), 0i64..30), 1..60),
        at in any::<prop::sample::Index>(),
    ) {
        let mut live = drawn_room(players, seed);
        let mut now = T0;
        for (json, minutes) in script {
            now = felt_core::UtcMs(now.0 + minutes * MIN / 3);
            if let Ok(cmd) = serde_json::from_str::<Command>(&json) {
                let _ = live.exec(cmd, now);
            }
        }
        let at = 1 + at.index(live.log.len());
        let t = restored(&live.log, at)?;
        prop_assert_eq!(&t, &live.t);
        let whole = Tournament::replay(&live.log).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&t, &whole);
        let other = Live { t, log: live.log.clone() };
        walk_back_and_forth(&mut live, other)?;
    }
}

proptest! {
    // Each case folds a few hundred actions for every undo: a few cases are plenty.
    #![proptest_config(ProptestConfig::with_cases(cases() / 8))]

    /// A long night of busts and moves (past the undo's kept fields, every 256 actions),
    /// checkpointed at a random point: the same state, and the same undos from there.
    #[test]
    fn a_checkpoint_of_a_long_night_undoes_like_the_live_event(
        seed in 0u64..1_000,
        busts in 200u32..300,
        at in any::<prop::sample::Index>(),
    ) {
        let mut live = drawn_room(320, seed);
        for b in 0..busts {
            let left: Vec<u32> = live.t.field.seating.players.keys().copied().collect();
            let pick = left[(seed as usize + b as usize * 7) % left.len()];
            live.exec(
                Command::Field(FieldCommand::Bust {
                    player: pick,
                    same_hand: false,
                    stack: None,
                    by: None,
                    split: vec![],
                }),
                T0,
            )
            .unwrap();
        }
        let at = 1 + at.index(live.log.len());
        let t = restored(&live.log, at)?;
        prop_assert_eq!(&t, &live.t);
        let other = Live { t, log: live.log.clone() };
        walk_back_and_forth(&mut live, other)?;
    }
}

/// A checkpoint that is not one is refused with a reason, never read as a state.
#[test]
fn bytes_that_are_not_a_checkpoint_are_refused() {
    let live = drawn_room(12, 7);
    let bytes = checkpoint::encode(&live.t);
    assert!(!bytes.is_empty());
    for bad in [
        &b""[..],
        &b"not a checkpoint"[..],
        &bytes[..bytes.len() / 2],
    ] {
        assert!(
            checkpoint::decode(bad).is_err(),
            "{} bytes read as a state",
            bad.len()
        );
    }
    assert!(checkpoint::FORMAT.starts_with("json-runs-1/"));
}
