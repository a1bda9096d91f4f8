//! Hand-for-hand ends by itself at the money, and does not stay on after the bubble bursts
//! or after the event ends. Turned on before the money, Felt turns it off as its own
//! logged, undoable action once the bubble bursts; undone, it stays on; turned on in the
//! money, it is the TD's and stays; a satellite's end turns it off too.

use crate::fixtures::{Live, T0};
use felt_core::engine::{ClockAction, Command, FieldCommand, HistoryCommand, SeatingCommand};
use felt_core::structure::parse_structure;
use felt_core::view::field::field_view;

/// Twenty players at three tables, a prize pool paid by the BARGE table (or `extra`).
fn event(extra: &str) -> Live {
    event_at(extra, 8)
}

/// [`event`] at tables of `size`.
fn event_at(extra: &str, size: u32) -> Live {
    let text = format!(
        "name = \"Bubble\"\nstarting_stack = 10000\ntable_size = {size}\nlevel_minutes = 20\n\
         [money]\ncurrency = \"USD\"\nbuy_in = 2000\n{extra}\
         [[games]]\nid = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n\
         [[levels]]\nstakes = \"25/50\"\n[[levels]]\nstakes = \"50/100\"\n"
    );
    let s = parse_structure("bubble.toml", &text)
        .unwrap_or_else(|e| panic!("{e:?}"))
        .structure;
    let mut live = Live::with(s);
    for i in 1..=20u64 {
        live.exec(
            Command::Field(FieldCommand::Register {
                name: format!("Player {i}"),
                number: None,
                seed: Some(i),
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

fn bust(live: &mut Live, player: u32) {
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
    .unwrap();
    // The moves the room needs, confirmed as proposed (the floor balancing).
    let plan = felt_core::view::field::pending_plan(
        &live.t.field,
        &live.t.structure,
        live.t.context(T0).period(),
        live.t.derived_seed(),
    );
    if !plan.moves.is_empty() {
        live.exec(
            Command::Seating(SeatingCommand::ConfirmMoves {
                seed: plan.seed,
                moves: plan.as_proposed(),
            }),
            T0,
        )
        .unwrap();
    }
}

/// Whatever Felt has made due, applied as the server does each second.
fn tend(live: &mut Live) -> usize {
    let mut n = 0;
    while let Some(c) = live.t.due(T0) {
        live.exec(c, T0).unwrap();
        n += 1;
    }
    n
}

#[test]
fn hand_for_hand_ends_by_itself_when_the_bubble_bursts_and_an_undo_keeps_it() {
    let mut live = event("[payouts]\ntable = \"barge-2025\"\nincrement = 500\n");
    let paid = live.t.places_paid().expect("the event pays places");
    let mut next = 1;
    while live.t.field.players_left() > paid + 1 {
        bust(&mut live, next);
        next += 1;
    }
    assert_eq!(tend(&mut live), 0, "nothing due before the bubble");
    live.exec(
        Command::Seating(SeatingCommand::HandForHand { on: true }),
        T0,
    )
    .unwrap();
    live.exec(Command::Seating(SeatingCommand::HandForHandHand), T0)
        .unwrap();
    assert_eq!(
        tend(&mut live),
        0,
        "hand-for-hand stays on while the bubble is on"
    );
    // The bubble bursts: Felt turns hand-for-hand off, as its own action.
    bust(&mut live, next);
    next += 1;
    assert_eq!(live.t.field.players_left(), paid);
    assert_eq!(tend(&mut live), 1);
    assert!(!live.t.field.hand_for_hand);
    let view = field_view(&live.t.field, &live.t.context(T0), Some(paid));
    assert!(view.hand_for_hand.money_reached, "the console says so");
    // The TD takes it back: it stays on, and is not ended again by itself.
    live.exec(Command::History(HistoryCommand::Undo), T0)
        .unwrap();
    assert!(live.t.field.hand_for_hand);
    assert_eq!(tend(&mut live), 0);
    // Redone, it is off again; turned on in the money by the TD, it stays on.
    live.exec(Command::History(HistoryCommand::Redo), T0)
        .unwrap();
    assert!(!live.t.field.hand_for_hand);
    live.exec(
        Command::Seating(SeatingCommand::HandForHand { on: true }),
        T0,
    )
    .unwrap();
    bust(&mut live, next);
    assert_eq!(tend(&mut live), 0, "turned on in the money, it is the TD's");
    assert!(live.t.field.hand_for_hand);
}

#[test]
fn a_satellites_end_turns_hand_for_hand_off() {
    // $20 a player, $100 a seat: four seats for twenty players.
    let mut live =
        event("[payouts]\nsatellite = { seat_value = 10000, target = \"Main Event\" }\n");
    live.exec(
        Command::Seating(SeatingCommand::HandForHand { on: true }),
        T0,
    )
    .unwrap();
    let mut next = 1;
    while live.t.over().is_none() {
        bust(&mut live, next);
        next += 1;
        assert!(next < 21, "the satellite never ended");
    }
    assert_eq!(tend(&mut live), 1);
    assert!(!live.t.field.hand_for_hand, "over, hand-for-hand is off");
}

/// The console asks "go hand for hand?" at the bubble of a satellite's seats too: with
/// four seats, when five players are left.
#[test]
fn a_satellites_seat_bubble_proposes_hand_for_hand() {
    // Tables of three: five players are still at two tables.
    let mut live = event_at(
        "[payouts]\nsatellite = { seat_value = 10000, target = \"Main Event\" }\n",
        3,
    );
    let mut next = 1;
    while live.t.field.players_left() > 5 {
        let view = field_view(&live.t.field, &live.t.context(T0), live.t.places_paid());
        assert!(
            !view.hand_for_hand.proposed,
            "{} left",
            live.t.field.players_left()
        );
        bust(&mut live, next);
        next += 1;
    }
    let view = field_view(&live.t.field, &live.t.context(T0), live.t.places_paid());
    assert_eq!(view.tables.len(), 2);
    assert!(
        view.hand_for_hand.proposed,
        "five left for four seats: the seat bubble"
    );
}
