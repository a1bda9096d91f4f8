//! A seat draw anyone can check: the desk commits to a secret before the draw,
//! the draw reveals it and takes its seed from it, and the check deals every draw again
//! from the log and compares it seat by seat. Each way a draw could be cheated is refused
//! at the desk or named by the check.

use crate::fixtures;

use felt_core::engine::{Command, Event, FieldCommand, HistoryCommand, Record, SeatingCommand};
use felt_core::field::FieldEvent;
use felt_core::rules::seating::fair;
use felt_core::view::draw_check::check_draws;
use fixtures::{Live, T0};

fn live(players: u32) -> Live {
    let mut live = Live::new();
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

fn commit(live: &mut Live, secret: &str) -> Result<(), &'static str> {
    live.exec(
        Command::Seating(SeatingCommand::CommitDraw {
            commitment: Some(fair::commitment(secret)),
        }),
        T0,
    )
}

fn draw(live: &mut Live, seed: Option<u64>, reveal: Option<&str>) -> Result<(), &'static str> {
    live.exec(
        Command::Seating(SeatingCommand::DrawSeats {
            seed,
            held: Vec::new(),
            reveal: reveal.map(str::to_string),
        }),
        T0,
    )
}

#[test]
fn a_committed_draw_takes_its_seed_from_the_secret_and_checks_out() {
    let secret = fair::secret_from([3; 32]);
    let mut live = live(14);
    commit(&mut live, &secret).unwrap();
    // Before the draw the check says what is committed.
    let before = check_draws(&live.log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert_eq!(before.commitment, Some(fair::commitment(&secret)));
    assert!(
        before
            .text
            .starts_with("Not drawn yet. The draw is committed to"),
        "{}",
        before.text
    );
    draw(&mut live, None, Some(&secret)).unwrap();
    assert_eq!(live.t.field.drawn, Some(fair::seed_of(&secret)));
    let check = check_draws(&live.log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(check.fair, "{}", check.text);
    let d = &check.draws[0];
    assert!(d.reproduced && d.in_effect);
    assert_eq!(d.seats.len(), 14);
    assert_eq!(d.reveal_gives, d.committed_to);
    assert!(
        check.text.contains("all 14 seats dealt again from seed")
            && check.text.contains("gives the commitment"),
        "{}",
        check.text
    );
}

#[test]
fn every_way_of_cheating_the_committed_draw_is_refused_at_the_desk() {
    let secret = fair::secret_from([3; 32]);
    let other = fair::secret_from([4; 32]);
    // (what the desk tries, seed, reveal, the error code)
    let cases: [(&str, Option<u64>, Option<&str>, &str); 4] = [
        (
            "a draw that reveals nothing",
            None,
            None,
            "draw-not-as-committed",
        ),
        (
            "another secret",
            None,
            Some(&other),
            "draw-not-as-committed",
        ),
        (
            "the right secret but another seed",
            Some(fair::seed_of(&secret) ^ 1),
            Some(&secret),
            "draw-not-as-committed",
        ),
        (
            "a malformed secret",
            None,
            Some("abc"),
            "draw-not-as-committed",
        ),
    ];
    for (what, seed, reveal, code) in cases {
        let mut l = live(10);
        commit(&mut l, &secret).unwrap();
        assert_eq!(draw(&mut l, seed, reveal), Err(code), "{what}");
        assert_eq!(l.t.field.drawn, None, "{what}: nothing drawn");
    }
    // A second commitment is refused while the first stands; undoing it (in the log for
    // everyone to see) is the only way to make another.
    let mut l = live(10);
    commit(&mut l, &secret).unwrap();
    assert_eq!(commit(&mut l, &other), Err("already-committed"));
    assert_eq!(
        l.exec(
            Command::Seating(SeatingCommand::CommitDraw {
                commitment: Some("not hex".into())
            }),
            T0
        ),
        Err("already-committed")
    );
    l.exec(Command::History(HistoryCommand::Undo), T0).unwrap();
    commit(&mut l, &other).unwrap();
    draw(&mut l, None, Some(&other)).unwrap();
    let check = check_draws(&l.log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(check.fair, "{}", check.text);
    assert_eq!(check.commitments.len(), 2);
    assert!(!check.commitments[0].in_effect && check.commitments[1].in_effect);
    // Revealing a secret when nothing was committed, or committing after the draw.
    let mut l = live(10);
    assert_eq!(
        draw(&mut l, None, Some(&secret)),
        Err("draw-not-as-committed")
    );
    draw(&mut l, Some(9), None).unwrap();
    assert_eq!(commit(&mut l, &secret), Err("already-drawn"));
    let mut l = live(10);
    assert_eq!(
        l.exec(
            Command::Seating(SeatingCommand::CommitDraw {
                commitment: Some("ABC".into())
            }),
            T0
        ),
        Err("bad-commitment")
    );
}

#[test]
fn a_draw_record_changed_after_the_fact_is_named_by_the_check() {
    let secret = fair::secret_from([5; 32]);
    let mut l = live(12);
    commit(&mut l, &secret).unwrap();
    draw(&mut l, None, Some(&secret)).unwrap();
    // Swap two players' seats in the recorded draw, as a hand edit of the log would.
    let mut log = l.log.clone();
    let last = log.last_mut().unwrap();
    let Record::Event {
        event: Event::Field {
            change: FieldEvent::SeatsDrawn { seats, .. },
        },
    } = &mut last.record
    else {
        panic!("the last record is the draw");
    };
    let (a, b) = (seats[0].at, seats[1].at);
    seats[0].at = b;
    seats[1].at = a;
    let check = check_draws(&log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(!check.fair);
    assert!(
        check.text.contains("NOT the draw its seed gives")
            && check.text.contains("2 of 12 players sit elsewhere"),
        "{}",
        check.text
    );
    // A secret swapped for another in the record no longer gives the commitment.
    let mut log = l.log.clone();
    if let Record::Event {
        event: Event::Field {
            change: FieldEvent::SeatsDrawn { reveal, .. },
        },
    } = &mut log.last_mut().unwrap().record
    {
        *reveal = Some(fair::secret_from([6; 32]));
    }
    let check = check_draws(&log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(!check.fair);
    assert!(
        check.text.contains("is not the revealed secret's seed"),
        "{}",
        check.text
    );
}

#[test]
fn an_uncommitted_draw_checks_out_and_says_the_seed_could_have_been_chosen() {
    let mut l = live(9);
    draw(&mut l, Some(77), None).unwrap();
    let check = check_draws(&l.log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(check.fair);
    assert!(
        check.text.contains("not committed beforehand"),
        "{}",
        check.text
    );
}

#[test]
fn late_seats_are_dealt_again_from_their_seeds_and_a_moved_one_is_named() {
    let mut l = live(10);
    draw(&mut l, Some(11), None).unwrap();
    for name in ["Late One", "Late Two"] {
        l.exec(
            Command::Field(FieldCommand::Register {
                name: name.into(),
                number: None,
                seed: Some(99),
                ticket: None,
            }),
            T0,
        )
        .unwrap();
    }
    let check = check_draws(&l.log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(check.fair, "{}", check.text);
    assert_eq!(check.later.len(), 2);
    assert!(check.later.iter().all(|x| x.reproduced));
    assert!(
        check.text.contains("The 2 later random draws (late registrations, alternates, shootout rounds, chip races) deal again the same from their seeds."),
        "{}",
        check.text
    );
    // The last late seat moved by hand in the log: named, and the draw no longer fair.
    let mut log = l.log.clone();
    let seq = log.last().unwrap().seq;
    let taken: Vec<_> = l.t.field.seating.players.values().copied().collect();
    if let Record::Event {
        event:
            Event::Field {
                change: FieldEvent::Registered { seat: Some(at), .. },
            },
    } = &mut log.last_mut().unwrap().record
    {
        // An empty seat at the same table.
        at.seat = (1..=9)
            .find(|&s| !taken.iter().any(|t| t.table == at.table && t.seat == s))
            .unwrap();
    } else {
        panic!("the last record is a late registration with a seat");
    }
    let check = check_draws(&log, felt_core::lang::Locale::ENGLISH).unwrap();
    assert!(!check.fair);
    assert!(
        check.text.contains(&format!(
            "do NOT deal again the same from their seeds: #{seq}"
        )),
        "{}",
        check.text
    );
}

/// The check's findings in the reader's language: German and French sentences, and
/// the pseudo-language from its own messages (nothing falls back to English), for a
/// fair committed draw, a draw not yet made and a tampered one.
#[test]
fn the_check_speaks_the_readers_language() {
    use felt_core::lang::{Language, Locale, PSEUDO, take_missed};
    let de = Locale::of(Language::German);
    let fr = Locale::of(Language::French);
    let pseudo = Locale::parse(PSEUDO).unwrap();
    let secret = fair::secret_from([3; 32]);
    let mut live = live(14);
    commit(&mut live, &secret).unwrap();
    let before = check_draws(&live.log, de).unwrap();
    assert!(
        before
            .text
            .starts_with("Noch nicht ausgelost. Die Auslosung ist auf "),
        "{}",
        before.text
    );
    draw(&mut live, None, Some(&secret)).unwrap();
    let check = check_draws(&live.log, fr).unwrap();
    assert!(
        check
            .text
            .starts_with("Le tirage affiché est celui que donne sa graine : les 14 sièges"),
        "{}",
        check.text
    );
    let mut log = live.log.clone();
    if let Record::Event {
        event: Event::Field {
            change: FieldEvent::SeatsDrawn { seats, .. },
        },
    } = &mut log.last_mut().unwrap().record
    {
        let (a, b) = (seats[0].at, seats[1].at);
        seats[0].at = b;
        seats[1].at = a;
    }
    let check = check_draws(&log, de).unwrap();
    assert!(
        check.text.starts_with("Die gezeigte Auslosung ist NICHT die, die ihr Startwert ergibt: 2 von 14 Spielern sitzen anders"),
        "{}",
        check.text
    );
    take_missed();
    for log in [&live.log, &log] {
        let english = check_draws(log, Locale::ENGLISH).unwrap().text;
        let said = check_draws(log, pseudo).unwrap().text;
        assert_ne!(said, english);
    }
    let missed: Vec<_> = take_missed()
        .into_iter()
        .filter(|(t, _)| t == PSEUDO)
        .collect();
    assert!(missed.is_empty(), "fell back to English: {missed:?}");
}
