//! No dead ends, through the API over a real SQLite file: the clock passing the lammer
//! deadline logs the redemption by itself (one undoable action), a bust is then never
//! refused, and the event finishes when one player is left.

use felt::api::{Felt, TimeSource};
use felt_core::engine::{ClockAction, Command, FieldCommand, HistoryCommand, SeatingCommand};
use felt_core::time::UtcMs;
use felt_core::view::clock::ClockStatus;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

const T0: i64 = 1_781_287_200_000;
const MIN: i64 = 60_000;

struct HandClock(AtomicI64);

impl TimeSource for HandClock {
    fn now(&self) -> UtcMs {
        UtcMs(self.0.load(Ordering::SeqCst))
    }
}

fn bust(player: u32) -> Command {
    Command::Field(FieldCommand::Bust {
        player,
        same_hand: false,
        stack: None,
        by: None,
        split: vec![],
    })
}

/// PLO with two lammers each, redeemable to the end of level 12; six players seated and
/// the clock running from `T0`.
fn lammer_event() -> (tempfile::TempDir, Felt, Arc<HandClock>, i64) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(HandClock(AtomicI64::new(T0)));
    let felt = Felt::open_with(&dir.path().join("felt.db"), clock.clone()).unwrap();
    let source = felt::structures::shipped("example-plo-lammers").unwrap();
    let id = felt.create_event("plo.toml", source).unwrap().id;
    for name in ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"] {
        felt.execute(
            id,
            &Command::Field(FieldCommand::Register {
                name: name.into(),
                number: None,
                seed: Some(1),
                ticket: None,
            }),
        )
        .unwrap();
    }
    felt.execute(
        id,
        &Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(5),
            held: Vec::new(),
            reveal: None,
        }),
    )
    .unwrap();
    felt.execute(id, &Command::Clock(ClockAction::Start))
        .unwrap();
    (dir, felt, clock, id)
}

/// Goes to the first period of level `level` (the structure's own numbering).
fn go_to_level(felt: &Felt, id: i64, level: u32) {
    let period = felt.structure(id).unwrap().period_of_level(level).unwrap();
    felt.execute(id, &Command::Clock(ClockAction::GoTo { period }))
        .unwrap();
}

#[test]
fn the_clock_passing_the_deadline_redeems_every_lammer_left_once() {
    let (_dir, felt, _clock, id) = lammer_event();
    // Ann busts holding her lammers in level 3: she stays in, owing a redemption.
    go_to_level(&felt, id, 3);
    felt.execute(id, &bust(1)).unwrap();
    assert_eq!(
        felt.clock_view(id).unwrap().lammers.unwrap().outstanding,
        12
    );
    // Level 13 is past the deadline (end of level 12); the server's tending logs it.
    go_to_level(&felt, id, 13);
    assert_eq!(felt.tend().logged, 1, "one action: the deadline");
    assert_eq!(felt.tend().logged, 0, "and only once");
    let view = felt.event_view(id).unwrap();
    assert!(view.clock.lammers.is_none(), "no lammer outstanding");
    assert!(
        view.recent_actions[0]
            .text
            .starts_with("Lammer deadline at level 13"),
        "{:?}",
        view.recent_actions[0]
    );
    // Every bust works now, Ann's included (she was owing).
    for p in [1, 2] {
        felt.execute(id, &bust(p)).unwrap();
    }
    // The TD takes the deadline back (two busts, then it): not re-applied by itself.
    for _ in 0..3 {
        felt.execute(id, &Command::History(HistoryCommand::Undo))
            .unwrap();
    }
    assert_eq!(felt.tend().logged, 0);
    assert_eq!(
        felt.clock_view(id).unwrap().lammers.unwrap().outstanding,
        12
    );
}

#[test]
fn a_command_past_the_deadline_logs_the_deadline_first() {
    let (_dir, felt, clock, id) = lammer_event();
    go_to_level(&felt, id, 12);
    // The level runs out with nobody looking: the break after level 12 is on, and the
    // deadline (end of level 12) has passed.
    clock.0.fetch_add(25 * MIN, Ordering::SeqCst);
    let ack = felt.execute(id, &bust(3)).unwrap();
    let texts: Vec<&str> = ack
        .view
        .recent_actions
        .iter()
        .take(2)
        .map(|a| a.text.as_str())
        .collect();
    assert!(
        texts[1].starts_with("Lammer deadline at level 12"),
        "{texts:?}"
    );
    assert!(texts[0].contains("Cy"), "{texts:?}");
    let field = felt.field_view(id).unwrap();
    let cy = field.players.iter().find(|p| p.name == "Cy").unwrap();
    assert_eq!(cy.standing, "busted, 6th");
}

#[test]
fn the_event_finishes_when_one_player_is_left() {
    let (_dir, felt, clock, id) = lammer_event();
    go_to_level(&felt, id, 13);
    assert!(felt.tend().failed.is_empty());
    for p in 1..=4 {
        felt.execute(id, &bust(p)).unwrap();
    }
    clock.0.fetch_add(3 * MIN, Ordering::SeqCst);
    felt.execute(id, &bust(5)).unwrap();
    let at_end = felt.clock_view(id).unwrap();
    clock.0.fetch_add(30 * MIN, Ordering::SeqCst);
    let view = felt.clock_view(id).unwrap();
    assert_eq!(view.status, ClockStatus::Finished);
    assert_eq!(view.remaining_ms, at_end.remaining_ms, "the clock stopped");
    assert_eq!(view.result.unwrap().headline, "Flo wins");
    let listed = felt.events().unwrap();
    assert_eq!(listed[0].status, ClockStatus::Finished);
    let refused = felt.execute(id, &bust(6)).unwrap_err();
    assert_eq!(refused.code(), "event-over");
    assert!(refused.to_string().contains("(Flo) won"), "{refused}");
    felt.execute(id, &Command::History(HistoryCommand::Undo))
        .unwrap();
    assert_eq!(felt.clock_view(id).unwrap().status, ClockStatus::Running);
}

/// Undo is not just the last action: back to a chosen one (each step its own logged undo,
/// so the log replays the same), then forward again to a chosen undone one.
#[test]
fn undo_back_to_a_chosen_action_and_redo_up_to_another() {
    let (_dir, felt, _clock, id) = lammer_event();
    for p in [6, 5, 4] {
        felt.execute(id, &bust(p)).unwrap();
    }
    let recent = felt.event_view(id).unwrap().recent_actions;
    // Newest first: Di, Ed and Flo busted, then the clock started.
    let texts: Vec<&str> = recent.iter().take(4).map(|a| a.text.as_str()).collect();
    assert!(
        texts[2].contains("(Flo)") && texts[3].starts_with("Started"),
        "{texts:?}"
    );
    let flo = recent[2].seq;
    let ack = felt
        .execute(id, &Command::History(HistoryCommand::UndoTo { seq: flo }))
        .unwrap();
    let undone: Vec<bool> = ack
        .view
        .recent_actions
        .iter()
        .take(4)
        .map(|a| a.undone)
        .collect();
    assert_eq!(undone, [true, true, true, false]);
    assert!(
        felt.clock_view(id)
            .unwrap()
            .lammers
            .unwrap()
            .owing
            .is_empty()
    );
    // Action #flo is undone now: a second walk back to it is refused in words.
    let err = felt
        .execute(id, &Command::History(HistoryCommand::UndoTo { seq: flo }))
        .unwrap_err();
    assert_eq!(err.code(), "not-in-effect");
    assert!(
        err.to_string()
            .contains(&format!("action #{flo} is not in effect"))
    );
    // Forward to Ed's bust: Flo's and Ed's busts are back, Di's stays undone.
    let ed = recent[1].seq;
    felt.execute(id, &Command::History(HistoryCommand::RedoTo { seq: ed }))
        .unwrap();
    let flags = |felt: &Felt| -> Vec<(u64, bool)> {
        let v = felt.event_view(id).unwrap().recent_actions;
        v.iter().take(4).map(|a| (a.seq, a.undone)).collect()
    };
    // The undone part first (Di's bust), then what is in effect.
    assert_eq!(
        flags(&felt),
        [
            (recent[0].seq, true),
            (ed, false),
            (flo, false),
            (recent[3].seq, false)
        ]
    );
    // Each bust held lammers: Ed and Flo owe a redemption again.
    let owing: Vec<u32> = felt
        .clock_view(id)
        .unwrap()
        .lammers
        .unwrap()
        .owing
        .iter()
        .map(|o| o.player)
        .collect();
    assert_eq!(owing.len(), 2, "{owing:?}");
    let err = felt
        .execute(id, &Command::History(HistoryCommand::RedoTo { seq: ed }))
        .unwrap_err();
    assert_eq!(err.code(), "not-undone");
    // Read again from the file, the event is the same.
    let before = flags(&felt);
    drop(felt);
    let again = Felt::open(&_dir.path().join("felt.db")).unwrap();
    assert_eq!(flags(&again), before);
}
