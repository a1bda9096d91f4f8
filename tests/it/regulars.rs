//! The Regulars' hold'em tournament of seed 003, shipped as a template: $20 in, blinds that
//! go up at every second elimination, a hard stop three hours after the start with the
//! places left decided by chip count, and a payout rule that gives third place the buy-in
//! back and splits the rest about two-thirds to one-third, for every field the template
//! covers. The event runs through the real API on a real database.

use felt::api::{Felt, TimeSource};
use felt_core::UtcMs;
use felt_core::engine::{ClockAction, Command, FieldCommand, SeatingCommand};
use felt_core::field::decide::ChipCount;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

const T0: i64 = 1_781_280_000_000;
const MIN: i64 = 60_000;

struct HandClock(AtomicI64);

impl TimeSource for HandClock {
    fn now(&self) -> UtcMs {
        UtcMs(self.0.load(Ordering::SeqCst))
    }
}

fn template() -> &'static str {
    felt::structures::template("regulars-holdem").expect("the template is shipped")
}

/// An event of the template with `players` registered, seated and started.
fn event(felt: &Felt, players: u32) -> i64 {
    let id = felt
        .create_event("regulars-holdem.toml", template())
        .unwrap()
        .id;
    for i in 1..=players {
        felt.execute(
            id,
            &Command::Field(FieldCommand::Register {
                name: format!("Regular {i}"),
                number: None,
                seed: None,
                ticket: None,
            }),
        )
        .unwrap();
    }
    felt.execute(
        id,
        &Command::Seating(SeatingCommand::DrawSeats {
            seed: Some(3),
            held: vec![],
            reveal: None,
        }),
    )
    .unwrap();
    felt.execute(id, &Command::Clock(ClockAction::Start))
        .unwrap();
    id
}

fn open() -> (tempfile::TempDir, Arc<HandClock>, Felt) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(HandClock(AtomicI64::new(T0)));
    let felt = Felt::open_with(&dir.path().join("felt.db"), clock.clone()).unwrap();
    (dir, clock, felt)
}

#[test]
fn the_payouts_follow_the_regulars_rule_for_every_field_the_template_covers() {
    let (_dir, _clock, felt) = open();
    for players in 4..=12u32 {
        let id = event(&felt, players);
        let payouts = felt.clock_view(id).unwrap().payouts.unwrap();
        let amounts: Vec<u64> = payouts.places.iter().map(|p| p.amount).collect();
        let pool = 2000 * u64::from(players);
        let rest = pool - 2000;
        // Two-thirds of what is left after the buy-in back, to the nearest $10.
        let first = (rest * 2 + 1500) / 3000 * 1000;
        assert_eq!(
            amounts,
            vec![first, rest - first, 2000],
            "{players} players, pool {pool}"
        );
        assert!(amounts[0] >= amounts[1] && amounts[1] >= amounts[2]);
    }
    // The seed's own example: eight players, $90, $50 and $20.
    let id = event(&felt, 8);
    let amounts: Vec<u64> = felt
        .clock_view(id)
        .unwrap()
        .payouts
        .unwrap()
        .places
        .iter()
        .map(|p| p.amount)
        .collect();
    assert_eq!(amounts, [9000, 5000, 2000]);
}

#[test]
fn the_tournament_moves_up_every_second_elimination_and_ends_at_its_hard_stop() {
    let (_dir, clock, felt) = open();
    let id = event(&felt, 8);
    let v = felt.clock_view(id).unwrap();
    assert_eq!(v.level, Some(1));
    assert_eq!(v.current.as_ref().unwrap().text, "Blinds 25/50");
    assert_eq!(v.hard_stop.as_ref().unwrap().minutes, 180);
    let bust = |player: u32| {
        felt.execute(
            id,
            &Command::Field(FieldCommand::Bust {
                player,
                same_hand: false,
                stack: None,
                by: None,
                split: vec![],
            }),
        )
        .unwrap();
    };
    // (busts so far, the level then): no clock moves a level on, two busts do.
    clock.0.fetch_add(95 * MIN, Ordering::SeqCst);
    assert_eq!(felt.clock_view(id).unwrap().level, Some(1), "time alone");
    let steps = [(1, 1), (2, 2), (3, 2), (4, 3)];
    for (busts, level) in steps {
        bust(busts);
        let v = felt.clock_view(id).unwrap();
        assert_eq!(v.level, Some(level), "after {busts} busts");
    }
    assert_eq!(
        felt.clock_view(id).unwrap().current.unwrap().text,
        "Blinds 100/200"
    );
    // Three hours after the start the last round is called...
    clock.0.fetch_add(90 * MIN, Ordering::SeqCst);
    let v = felt.clock_view(id).unwrap();
    assert!(v.hard_stop.as_ref().unwrap().reached, "{:?}", v.hard_stop);
    // ...then the chip counts place the four left: most chips first.
    let counts = [(5, 3000), (6, 7000), (7, 4500), (8, 1500)];
    felt.execute(
        id,
        &Command::Seating(SeatingCommand::HardStop {
            counts: counts
                .iter()
                .map(|&(player, chips)| ChipCount { player, chips })
                .collect(),
        }),
    )
    .unwrap();
    let result = felt
        .clock_view(id)
        .unwrap()
        .result
        .expect("the event is over");
    let paid: Vec<(String, String, Option<String>)> = result
        .lines
        .iter()
        .map(|l| (l.place.clone(), l.name.clone(), l.prize.clone()))
        .collect();
    let row = |place: &str, name: &str, prize: Option<&str>| {
        (
            place.to_string(),
            name.to_string(),
            prize.map(str::to_string),
        )
    };
    assert_eq!(
        paid[..4],
        [
            row("1st", "Regular 6", Some("$90")),
            row("2nd", "Regular 7", Some("$50")),
            row("3rd", "Regular 5", Some("$20")),
            row("4th", "Regular 8", None),
        ]
    );
}
