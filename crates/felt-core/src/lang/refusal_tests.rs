//! The refusals of players, seats, chips, the money end and the structure, every variant
//! of each, said in the pseudo-language: each one's words come from the message files
//! (none falls back to English, none is English passed through), and English is what it
//! always was.

use super::{Locale, Phrase, Speak, take_missed};
use crate::engine::StructureChangeError;
use crate::field::chips::ChipError;
use crate::field::results::ResultsError;
use crate::field::{FieldError, HandForHandState};
use crate::rules::bounty::BountyError;
use crate::rules::clock::ClockError;
use crate::rules::lammer::LammerError;
use crate::rules::limits::{OverLimit, Unit};
use crate::rules::pko::PkoError;
use crate::rules::prize_pool::{ContributionKind, PrizePoolError};
use crate::rules::purchase::{Moment, PurchaseError, PurchaseKind};
use crate::rules::seating::{Quantity, SeatHold, SeatingError};
use crate::structure::PurchaseWindow;
use crate::structure::edit::{EditError, LevelError};
use crate::text::{NameFault, Unwanted};

/// "entry 12 (Ann Lee)", as the field names an entry.
fn ann() -> Phrase {
    Phrase::new("refusal-field-entry-named")
        .text("entry", "12")
        .text("name", "Ann Lee")
}

fn name_fault() -> NameFault {
    NameFault {
        shown: "Ann<U+202E>Lee".into(),
        position: 4,
        code: 0x202E,
        what: Unwanted::Direction,
    }
}

fn over_limit() -> OverLimit {
    OverLimit::Value {
        field: "entries",
        given: 1_000_000_000,
        limit: 1_000_000,
        noun: Unit::Entries,
    }
}

fn lammer() -> LammerError {
    LammerError::TooMany {
        player: 3,
        asked: 2,
        held: 1,
    }
}

fn purchase() -> PurchaseError {
    PurchaseError::StackTooBig {
        player: 2,
        kind: PurchaseKind::Rebuy,
        stack: 5001,
        at_most: 5000,
    }
}

/// Which variant `e` is, by an exhaustive match: a variant added without a sample below
/// fails to compile here first.
fn field_variant(e: &FieldError) -> usize {
    match e {
        FieldError::EmptyName => 0,
        FieldError::NameTooLong { .. } => 1,
        FieldError::NameCharacter(_) => 2,
        FieldError::DuplicateName { .. } => 3,
        FieldError::DuplicateNumber { .. } => 4,
        FieldError::NoSuchPlayer { .. } => 5,
        FieldError::BadSplit { .. } => 6,
        FieldError::TicketUsed { .. } => 7,
        FieldError::PlayerState { .. } => 8,
        FieldError::RegistrationClosed { .. } => 9,
        FieldError::ReEntryClosed { .. } => 10,
        FieldError::ReEntryCashed { .. } => 11,
        FieldError::NoReEntry => 12,
        FieldError::ReEntryLimit { .. } => 13,
        FieldError::AlreadyDrawn => 14,
        FieldError::AlreadyCommitted { .. } => 15,
        FieldError::BadCommitment { .. } => 16,
        FieldError::DrawNotAsCommitted { .. } => 17,
        FieldError::NotDrawn => 18,
        FieldError::NobodyWaiting => 19,
        FieldError::TooFewToDraw { .. } => 20,
        FieldError::RoomTooSmall { .. } => 21,
        FieldError::PlayStarted { .. } => 22,
        FieldError::LastPlayer { .. } => 23,
        FieldError::MoveTwice { .. } => 24,
        FieldError::CountTwice { .. } => 25,
        FieldError::NoCounts => 26,
        FieldError::SameDestination { .. } => 27,
        FieldError::NotWinTheButton => 28,
        FieldError::ButtonUnknown { .. } => 29,
        FieldError::HandForHand { .. } => 30,
        FieldError::TableAlreadyDone { .. } => 31,
        FieldError::SelfKnockout { .. } => 32,
        FieldError::NotShootout => 33,
        FieldError::TableDecided { .. } => 34,
        FieldError::WinnersCount { .. } => 35,
        FieldError::RoundNotOver { .. } => 36,
        FieldError::NotHeld { .. } => 37,
        FieldError::Redraw { .. } => 38,
        FieldError::CarryIn { .. } => 39,
        FieldError::InList { .. } => 40,
        FieldError::EmptyList => 41,
        FieldError::ListTooLong { .. } => 42,
        FieldError::Seating(_) => 43,
        FieldError::Results(_) => 44,
        FieldError::Chips(_) => 45,
        FieldError::Clock(_) => 46,
    }
}

fn field_errors() -> Vec<FieldError> {
    use FieldError as F;
    let p = Phrase::new;
    vec![
        F::EmptyName,
        F::NameTooLong {
            name: "Ann".into(),
            max: 100,
        },
        F::NameCharacter(name_fault()),
        F::DuplicateName {
            name: "Ann Lee".into(),
            player: 12,
            busted: true,
        },
        F::DuplicateName {
            name: "Ann Lee".into(),
            player: 12,
            busted: false,
        },
        F::DuplicateNumber {
            number: "A7".into(),
            player: 12,
            name: "Ann Lee".into(),
        },
        F::NoSuchPlayer { player: 99 },
        F::BadSplit {
            player: 4,
            why: p("refusal-field-split-one-winner"),
        },
        F::BadSplit {
            player: 4,
            why: p("refusal-field-split-knocker-not-first").text("knocker", "7"),
        },
        F::BadSplit {
            player: 4,
            why: p("refusal-field-split-no-share").phrase("who", ann()),
        },
        F::BadSplit {
            player: 4,
            why: p("refusal-field-split-twice").phrase("who", ann()),
        },
        F::TicketUsed {
            satellite: 3,
            entry: 5,
            name: "Bob".into(),
        },
        F::PlayerState {
            player: 12,
            name: "Ann Lee".into(),
            why: p("refusal-field-state-busted-already"),
        },
        F::RegistrationClosed { level: 6 },
        F::ReEntryClosed {
            name: "Ann Lee".into(),
            moment: Moment::BreakAfter(3),
            window: PurchaseWindow::Levels { from: 1, until: 3 },
        },
        F::ReEntryCashed {
            name: "Ann Lee".into(),
            place: 3,
        },
        F::NoReEntry,
        F::ReEntryLimit {
            name: "Ann Lee".into(),
            limit: 2,
        },
        F::AlreadyDrawn,
        F::AlreadyCommitted {
            commitment: "3f2a…".into(),
        },
        F::BadCommitment {
            found: Some("xyz".into()),
        },
        F::BadCommitment { found: None },
        F::DrawNotAsCommitted {
            why: p("refusal-field-reveal-wrong-seed")
                .text("seed", "1")
                .text("committed", "2"),
        },
        F::NotDrawn,
        F::NobodyWaiting,
        F::TooFewToDraw { players: 1 },
        F::RoomTooSmall {
            tables: 2,
            seats: 9,
            capacity: 17,
            players: 20,
        },
        F::PlayStarted {
            player: 12,
            name: "Ann Lee".into(),
        },
        F::LastPlayer {
            name: "Ann Lee".into(),
        },
        F::MoveTwice {
            player: 12,
            name: "Ann Lee".into(),
        },
        F::CountTwice {
            player: 12,
            name: "Ann Lee".into(),
        },
        F::NoCounts,
        F::SameDestination { table: 2, seat: 5 },
        F::NotWinTheButton,
        F::ButtonUnknown { table: 2 },
        F::HandForHand {
            state: HandForHandState::AlreadyOn,
        },
        F::HandForHand {
            state: HandForHandState::AlreadyOff,
        },
        F::HandForHand {
            state: HandForHandState::Off,
        },
        F::TableAlreadyDone {
            table: 2,
            hand: 4,
            waiting: vec![1, 3, 5],
        },
        F::SelfKnockout { player: 12 },
        F::NotShootout,
        F::TableDecided {
            table: 2,
            advance: 1,
        },
        F::WinnersCount {
            table: 2,
            want: 2,
            got: 1,
        },
        F::RoundNotOver { tables: vec![1, 2] },
        F::NotHeld { table: 2, seat: 5 },
        F::Redraw {
            why: p("refusal-field-redraw-needs-counts").phrase("who", ann()),
        },
        F::CarryIn {
            why: p("refusal-field-carry-survivors")
                .text("event", "7")
                .text("name", "Day 1A")
                .count("survivors", 12)
                .count("bags", 11),
        },
        F::InList {
            position: 3,
            name: "Ann Lee".into(),
            error: Box::new(F::EmptyName),
        },
        F::EmptyList,
        F::ListTooLong {
            found: 20_000,
            max: 10_000,
        },
        F::Seating(SeatingError::NoSuchTable { table: 4 }),
        F::Results(ResultsError::NoPrizes),
        F::Chips(ChipError::NoLammers),
        F::Clock(ClockError::NotStarted),
    ]
}

fn seating_variant(e: &SeatingError) -> usize {
    use SeatingError as S;
    match e {
        S::NoSuchTable { .. } => 0,
        S::TableAlreadyOpen { .. } => 1,
        S::BadTableSize { .. } => 2,
        S::TableNotEmpty { .. } => 3,
        S::NoSuchSeat { .. } => 4,
        S::SeatTaken { .. } => 5,
        S::SeatHeld { .. } => 6,
        S::AlreadySeated { .. } => 7,
        S::NotSeated { .. } => 8,
        S::NotAt { .. } => 9,
        S::DuplicatePlayer { .. } => 10,
        S::NotEnoughSeats { .. } => 11,
        S::NoOpenSeat { .. } => 12,
        S::DuplicateTable { .. } => 13,
        S::TooSmall { .. } => 14,
        S::NotAtTable { .. } => 15,
        S::WrongWinnerCount { .. } => 16,
        S::MissingWinner { .. } => 17,
        S::FieldTooLarge { .. } => 18,
        S::ThresholdsNotRising { .. } => 19,
        S::NoBust { .. } => 20,
        S::BustedTwice { .. } => 21,
        S::MoreBustsThanField { .. } => 22,
        S::Limit(_) => 23,
    }
}

fn seating_errors() -> Vec<SeatingError> {
    use SeatingError as S;
    let mut v = vec![
        S::NoSuchTable { table: 4 },
        S::TableAlreadyOpen { table: 4 },
        S::BadTableSize { table: 4, size: 13 },
        S::TableNotEmpty {
            table: 4,
            players: 1,
        },
        S::NoSuchSeat {
            table: 4,
            seat: 11,
            size: 10,
        },
        S::SeatTaken {
            table: 4,
            seat: 2,
            player: 8,
        },
        S::AlreadySeated {
            player: 8,
            table: 4,
            seat: 2,
        },
        S::NotSeated { player: 8 },
        S::NotAt {
            player: 8,
            table: 4,
            seat: 2,
            actual_table: 5,
            actual_seat: 3,
        },
        S::DuplicatePlayer { player: 8 },
        S::NotEnoughSeats {
            players: 12,
            seats: 1,
        },
        S::NoOpenSeat { player: 8 },
        S::DuplicateTable { table: 4 },
        S::NotAtTable {
            player: 8,
            table: 4,
        },
        S::WrongWinnerCount {
            table: 4,
            advance: 2,
            got: 3,
        },
        S::MissingWinner { table: 4 },
        S::FieldTooLarge {
            players: 5000,
            rounds: 2,
            seats: 9,
            max: 729,
        },
        S::ThresholdsNotRising { prev: 5, next: 3 },
        S::NoBust { player: 8 },
        S::BustedTwice { player: 8 },
        S::MoreBustsThanField {
            busted: 11,
            field: 10,
        },
        S::Limit(over_limit()),
    ];
    for hold in [
        SeatHold::Locked,
        SeatHold::Reserved { player: Some(3) },
        SeatHold::Reserved { player: None },
    ] {
        v.push(S::SeatHeld {
            table: 4,
            seat: 2,
            hold,
        });
    }
    for what in [
        Quantity::HandWinners,
        Quantity::OpenTables,
        Quantity::Players,
        Quantity::AdvancingPerTable,
        Quantity::SeatsAboveAdvancing,
        Quantity::FirstThreshold,
    ] {
        v.push(S::TooSmall {
            what,
            min: 1,
            got: 0,
        });
    }
    v
}

fn results_variant(e: &ResultsError) -> usize {
    use ResultsError as R;
    match e {
        R::NoPrizes => 0,
        R::PrizesUnknown { .. } => 1,
        R::AlreadyLocked { .. } => 2,
        R::NotLocked => 3,
        R::NotTracked => 4,
        R::TooFewForDeal { .. } => 5,
        R::AlreadyDealt => 6,
        R::SaversAfterDeal => 7,
        R::SaversLocked => 8,
        R::SaverCount { .. } => 9,
        R::ZeroSaver { .. } => 10,
        R::SavedTwice { .. } => 11,
        R::SaversNotAgreed { .. } => 12,
        R::SaversTooLarge { .. } => 13,
        R::Missing { .. } => 14,
        R::NotInPlay { .. } => 15,
        R::ListedTwice { .. } => 16,
        R::NotAgreed { .. } => 17,
        R::AmountCount { .. } => 18,
        R::WrongSum { .. } => 19,
        R::PlayForTooLarge { .. } => 20,
        R::StackCount { .. } => 21,
        R::CustomProposal => 22,
        R::Deal(_) => 23,
    }
}

fn results_errors() -> Vec<ResultsError> {
    use ResultsError as R;
    let bob = Phrase::new("refusal-field-entry").text("entry", "13");
    vec![
        R::NoPrizes,
        R::PrizesUnknown {
            why: Phrase::new("refusal-results-nobody-entered"),
        },
        R::AlreadyLocked { entries: 40 },
        R::NotLocked,
        R::NotTracked,
        R::TooFewForDeal { players: 1 },
        R::AlreadyDealt,
        R::SaversAfterDeal,
        R::SaversLocked,
        R::SaverCount { savers: 2, left: 3 },
        R::ZeroSaver { place: 3 },
        R::SavedTwice { place: 4 },
        R::SaversNotAgreed { who: vec![ann()] },
        R::SaversTooLarge {
            savers: 50_000,
            prizes: 40_000,
            currency: "EUR".into(),
        },
        R::Missing { who: ann() },
        R::NotInPlay { who: ann() },
        R::ListedTwice { who: ann() },
        R::NotAgreed {
            who: vec![ann(), bob],
        },
        R::AmountCount {
            players: 3,
            amounts: 2,
        },
        R::WrongSum {
            paid: 100_000,
            prizes: 150_000,
            play_for: 10_000,
            expected: 140_000,
            currency: "USD".into(),
        },
        R::PlayForTooLarge {
            play_for: 200_000,
            prizes: 150_000,
            currency: "USD".into(),
        },
        R::StackCount {
            stacks: 2,
            players: 3,
        },
        R::CustomProposal,
        R::Deal(crate::rules::deal::DealError::NoPlayers),
    ]
}

fn chip_variant(e: &ChipError) -> usize {
    match e {
        ChipError::NoLammers => 0,
        ChipError::Lammer { .. } => 1,
        ChipError::Deadline { .. } => 2,
        ChipError::DeadlineApplied => 3,
        ChipError::Purchase { .. } => 4,
        ChipError::NoSuchTable { .. } => 5,
        ChipError::RaceNotFromSeed { .. } => 6,
        ChipError::OverLimit { .. } => 7,
        ChipError::Damaged { .. } => 8,
    }
}

fn chip_errors() -> Vec<ChipError> {
    let p = Phrase::new;
    vec![
        ChipError::NoLammers,
        ChipError::Lammer {
            who: ann(),
            source: lammer(),
        },
        ChipError::Deadline {
            source: LammerError::DeadlineNotReached {
                level: 3,
                deadline: 4,
            },
        },
        ChipError::DeadlineApplied,
        ChipError::Purchase {
            who: ann(),
            source: purchase(),
        },
        ChipError::NoSuchTable { table: 3 },
        ChipError::RaceNotFromSeed {
            table: 3,
            why: p("refusal-chips-race-lists")
                .count("counts", 6)
                .count("others", 5)
                .count("received", 1),
        },
        ChipError::RaceNotFromSeed {
            table: 3,
            why: p("refusal-chips-race-no-seed"),
        },
        ChipError::RaceNotFromSeed {
            table: 3,
            why: p("refusal-chips-race-seat")
                .text("seat", "2")
                .count("got", 3)
                .figure("chip", 1000)
                .text("seed", "42")
                .figure("dealt", 2),
        },
        ChipError::RaceNotFromSeed {
            table: 3,
            why: p("refusal-chips-race-values")
                .figure("removed", 1500)
                .figure("added", 2000)
                .text("seed", "42")
                .figure("before", 1500)
                .figure("after", 1000),
        },
        ChipError::OverLimit {
            table: 3,
            source: OverLimit::Total {
                field: "removed_value",
                given: 1 << 60,
                limit: 1 << 53,
                noun: Unit::Chips,
            },
        },
        ChipError::Damaged {
            player: 12,
            source: LammerError::UnknownPlayer(12),
        },
    ]
}

fn structure_variant(e: &StructureChangeError) -> usize {
    use StructureChangeError as S;
    match e {
        S::NoSuchPeriod { .. } => 0,
        S::Played { .. } => 1,
        S::InPlay { .. } => 2,
        S::ShorterThanRun { .. } => 3,
        S::NotALevel { .. } => 4,
        S::NotStarted => 5,
        S::OnBreak { .. } => 6,
        S::Minutes { .. } => 7,
        S::Level(_) => 8,
    }
}

fn structure_errors() -> Vec<StructureChangeError> {
    use StructureChangeError as S;
    let level = || Phrase::new("period-level").count("level", 4);
    let mut v = vec![
        S::NoSuchPeriod {
            period: 9,
            count: 8,
            last: 7,
        },
        S::Played { what: level() },
        S::InPlay { what: level() },
        S::ShorterThanRun {
            what: level(),
            ran: "12:00".into(),
        },
        S::NotALevel {
            what: Phrase::new("period-break-after").count("level", 4),
        },
        S::NotStarted,
        S::OnBreak {
            what: Phrase::new("period-opening-break"),
        },
        S::Minutes { minutes: 0 },
    ];
    v.extend(
        [
            LevelError::Minutes {
                number: 5,
                found: 0,
            },
            LevelError::BreakMinutes { found: 2000 },
            LevelError::NoSuchGame {
                name: "Razz".into(),
                known: vec!["No-Limit Hold'em (nlhe)".into()],
            },
            LevelError::Unreadable { number: 5 },
            LevelError::NothingToRepeat,
            LevelError::Edit(EditError::NoSuchPeriod {
                period: 9,
                count: 8,
            }),
            LevelError::Edit(EditError::NotALevel { period: 2 }),
            LevelError::Edit(EditError::Duration { duration_ms: 0 }),
        ]
        .into_iter()
        .map(S::Level),
    );
    v
}

/// The rules' own refusals, every variant of each (those the enums above carry and the
/// API's).
fn rule_errors() -> Vec<Box<dyn Speak>> {
    let mut v: Vec<Box<dyn Speak>> = Vec::new();
    for (kind, stack) in [
        (PurchaseKind::Rebuy, 9000),
        (PurchaseKind::AddOn, 9000),
        (PurchaseKind::ReEntry, 9000),
    ] {
        v.extend([
            Box::new(PurchaseError::NotOffered(kind)) as Box<dyn Speak>,
            Box::new(PurchaseError::OutsideWindow {
                player: 2,
                kind,
                moment: Moment::Level(5),
                window: PurchaseWindow::Break { after_level: 4 },
            }),
            Box::new(PurchaseError::LimitReached {
                player: 2,
                kind,
                limit: 2,
            }),
            Box::new(PurchaseError::StackTooBig {
                player: 2,
                kind,
                stack,
                at_most: 5000,
            }),
            Box::new(PurchaseError::NotBusted { player: 2, kind }),
        ]);
    }
    v.push(Box::new(PurchaseError::Busted { player: 2 }));
    v.extend([
        Box::new(LammerError::UnknownPlayer(3)) as Box<dyn Speak>,
        Box::new(LammerError::NoneLeft(3)),
        Box::new(lammer()),
        Box::new(LammerError::ZeroCount(3)),
        Box::new(LammerError::PastDeadline {
            player: 3,
            level: 5,
            deadline: 4,
        }),
        Box::new(LammerError::DeadlineNotReached {
            level: 3,
            deadline: 4,
        }),
        Box::new(PkoError::NotIn(3)),
        Box::new(PkoError::NoWinner(3)),
        Box::new(PkoError::OwnKnockout(3)),
        Box::new(PkoError::WinnerTwice(3)),
        Box::new(PkoError::NotOver(2)),
        Box::new(BountyError::BustedTwice(3)),
        Box::new(BountyError::OwnBounty(3)),
        Box::new(BountyError::NoWinner(3)),
        Box::new(BountyError::WinnerAlreadyOut {
            winner: 3,
            busted: 4,
        }),
        Box::new(BountyError::UnknownPlayer(3)),
        Box::new(BountyError::Progressive(PkoError::NotOver(2))),
        Box::new(PrizePoolError::FeeAbovePrice {
            index: 1,
            kind: ContributionKind::Rebuy,
            price: 100,
            fee: 200,
        }),
        Box::new(PrizePoolError::SaversAbovePool {
            savers: 500,
            pool: 400,
        }),
        Box::new(PrizePoolError::Overflow),
        Box::new(OverLimit::Count {
            field: "stacks",
            given: 20_000,
            limit: 10_000,
            noun: Unit::Players,
        }),
        Box::new(name_fault()),
    ]);
    for noun in [
        Unit::Entries,
        Unit::PlacesPaid,
        Unit::Players,
        Unit::PlayersAtATable,
        Unit::Seats,
        Unit::Savers,
        Unit::Chips,
        Unit::MinorUnits,
    ] {
        v.push(Box::new(OverLimit::Value {
            field: "f",
            given: 10,
            limit: 1,
            noun,
        }));
    }
    for what in [
        Unwanted::Control,
        Unwanted::Direction,
        Unwanted::Invisible,
        Unwanted::JoinerAtAnEnd,
    ] {
        v.push(Box::new(NameFault {
            what,
            ..name_fault()
        }));
    }
    v
}

/// Says `phrase` in the pseudo-language: no message fell back to English, none is missing
/// from English itself, and no English passed through (`refusal-english`) unless `english`.
pub(super) fn check_pseudo(phrase: &Phrase, english: bool, what: &str) {
    let pseudo = Locale::parse(super::PSEUDO).unwrap();
    let said = phrase.say(pseudo);
    let missed: Vec<_> = take_missed()
        .into_iter()
        .filter(|(tag, _)| tag == super::PSEUDO)
        .collect();
    assert!(
        missed.is_empty(),
        "{what}: fell back to English: {missed:?}"
    );
    assert!(
        !said.contains("[refusal-"),
        "{what}: a missing message: {said}"
    );
    assert_eq!(
        phrase.ids().contains(&"refusal-english"),
        english,
        "{what}: {said}"
    );
    if !english {
        assert_ne!(said, phrase.to_string(), "{what}: said as in English");
    }
}

#[test]
fn every_refusal_of_players_seats_chips_money_and_the_structure_is_said_from_the_messages() {
    let covered = |n: usize, seen: Vec<usize>, what: &str| {
        let mut seen = seen;
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(
            seen,
            (0..n).collect::<Vec<_>>(),
            "{what}: a variant without a sample"
        );
    };
    let field = field_errors();
    covered(47, field.iter().map(field_variant).collect(), "FieldError");
    for e in &field {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let seating = seating_errors();
    covered(
        24,
        seating.iter().map(seating_variant).collect(),
        "SeatingError",
    );
    for e in &seating {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let results = results_errors();
    covered(
        24,
        results.iter().map(results_variant).collect(),
        "ResultsError",
    );
    for e in &results {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let chips = chip_errors();
    covered(9, chips.iter().map(chip_variant).collect(), "ChipError");
    for e in &chips {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let structure = structure_errors();
    covered(
        9,
        structure.iter().map(structure_variant).collect(),
        "StructureChangeError",
    );
    for e in &structure {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    for (i, e) in rule_errors().iter().enumerate() {
        check_pseudo(
            &e.phrase(),
            false,
            &format!("rule refusal {i}: {}", e.speak(Locale::ENGLISH)),
        );
    }
    // The structure checker's own words stay English for now, and say so.
    let checker = LevelError::Checker("level 5: no stakes".into());
    check_pseudo(&checker.phrase(), true, "LevelError::Checker");
}

/// English is what the refusals always said.
#[test]
fn refusals_say_in_english_what_they_always_said() {
    let cases: Vec<(String, &str)> = vec![
        (
            FieldError::DuplicateName {
                name: "Ann Lee".into(),
                player: 12,
                busted: true,
            }
            .to_string(),
            "Ann Lee is already registered as entry 12 and has busted: record a re-entry instead",
        ),
        (
            FieldError::PlayerState {
                player: 12,
                name: "Ann Lee".into(),
                why: Phrase::new("refusal-field-state-busted-already"),
            }
            .to_string(),
            "entry 12 (Ann Lee) has already busted",
        ),
        (
            FieldError::RoomTooSmall {
                tables: 1,
                seats: 9,
                capacity: 9,
                players: 10,
            }
            .to_string(),
            "the room has 1 table of 9 seats (9 usable), not enough for 10 players",
        ),
        (
            FieldError::BadCommitment { found: None }.to_string(),
            "a commitment is 64 hex characters (the SHA-256 of the draw's secret); found \"nothing (the server makes the commitment)\"",
        ),
        (
            FieldError::BadCommitment {
                found: Some("xyz".into()),
            }
            .to_string(),
            "a commitment is 64 hex characters (the SHA-256 of the draw's secret); found \"xyz\"",
        ),
        (
            FieldError::TableAlreadyDone {
                table: 2,
                hand: 4,
                waiting: vec![1, 3, 5],
            }
            .to_string(),
            "table 2 already reported hand 4 finished; waiting for tables 1, 3 and 5",
        ),
        (
            FieldError::HandForHand {
                state: HandForHandState::AlreadyOn,
            }
            .to_string(),
            "hand-for-hand is already on",
        ),
        (
            FieldError::RoundNotOver { tables: vec![1, 2] }.to_string(),
            "the round is not over: table(s) [1, 2] still play",
        ),
        (
            FieldError::ReEntryClosed {
                name: "Ann Lee".into(),
                moment: Moment::BreakAfter(3),
                window: PurchaseWindow::Levels { from: 1, until: 3 },
            }
            .to_string(),
            "Ann Lee cannot re-enter at the break after level 3: re-entry is sold during levels 1 to 3",
        ),
        (
            FieldError::ReEntryCashed {
                name: "Ann Lee".into(),
                place: 3,
            }
            .to_string(),
            "Ann Lee finished 3rd in the money and cannot re-enter: a player who has cashed is out for good",
        ),
        (
            name_fault().to_string(),
            "the name \"Ann<U+202E>Lee\" has a right-to-left or left-to-right override or mark at character 4 (U+202E): type the name again without it",
        ),
        (
            SeatingError::SeatHeld {
                table: 4,
                seat: 2,
                hold: SeatHold::Reserved { player: Some(3) },
            }
            .to_string(),
            "seat 2 at table 4 is reserved for player 3",
        ),
        (
            SeatingError::TooSmall {
                what: Quantity::AdvancingPerTable,
                min: 1,
                got: 0,
            }
            .to_string(),
            "players advancing from each table must be at least 1, got 0",
        ),
        (
            SeatingError::NotEnoughSeats {
                players: 12,
                seats: 1,
            }
            .to_string(),
            "12 players do not fit the 1 open seat",
        ),
        (
            ResultsError::NotAgreed {
                who: vec![
                    ann(),
                    Phrase::new("refusal-field-entry").text("entry", "13"),
                ],
            }
            .to_string(),
            "entry 12 (Ann Lee), entry 13 have not agreed to the deal",
        ),
        (
            ResultsError::WrongSum {
                paid: 100_000,
                prizes: 150_000,
                play_for: 10_000,
                expected: 140_000,
                currency: "USD".into(),
            }
            .to_string(),
            "the deal pays $1,000, but the prizes still to be paid ($1,500) minus the $100 played for make $1,400",
        ),
        (
            ResultsError::ZeroSaver { place: 3 }.to_string(),
            "the saver for 3rd is 0",
        ),
        (
            ChipError::Purchase {
                who: ann(),
                source: purchase(),
            }
            .to_string(),
            "entry 12 (Ann Lee): player 2 has 5,001 chips; a rebuy is only for 5,000 or fewer",
        ),
        (
            ChipError::Lammer {
                who: ann(),
                source: lammer(),
            }
            .to_string(),
            "entry 12 (Ann Lee): player 3 asks to redeem 2 lammers but holds 1",
        ),
        (
            StructureChangeError::Played {
                what: Phrase::new("period-level").count("level", 4),
            }
            .to_string(),
            "Level 4 has been played: periods already played never change",
        ),
        (
            StructureChangeError::NoSuchPeriod {
                period: 9,
                count: 8,
                last: 7,
            }
            .to_string(),
            "the structure has 8 periods (0 to 7); there is no period 9",
        ),
        (
            StructureChangeError::Level(LevelError::Edit(EditError::NotALevel { period: 2 }))
                .to_string(),
            "period 2 is a break, not a level",
        ),
        (
            BountyError::Progressive(PkoError::NotOver(2)).to_string(),
            "the progressive bounties do not add up: the tournament is won while 2 players are still in",
        ),
        (
            over_limit().to_string(),
            "entries 1000000000 is more than Felt's limit of 1,000,000 entries",
        ),
        (
            PurchaseError::OutsideWindow {
                player: 2,
                kind: PurchaseKind::Rebuy,
                moment: Moment::BreakAfter(3),
                window: PurchaseWindow::Levels { from: 1, until: 3 },
            }
            .to_string(),
            "player 2: no rebuy at the break after level 3; it is offered during levels 1 to 3",
        ),
        (
            PurchaseError::LimitReached {
                player: 1,
                kind: PurchaseKind::Rebuy,
                limit: 2,
            }
            .to_string(),
            "player 1 has already had 2 rebuys, the limit per player",
        ),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
}

/// The same refusal in German, French and Spanish: a player's and a seat's.
#[test]
fn a_refusal_of_a_player_or_a_seat_is_said_in_the_askers_language() {
    use super::Language;
    let e = FieldError::PlayerState {
        player: 12,
        name: "Ann Lee".into(),
        why: Phrase::new("refusal-field-state-busted-already"),
    };
    let seat = SeatingError::SeatTaken {
        table: 4,
        seat: 2,
        player: 8,
    };
    let [de, fr, es] = [Language::German, Language::French, Language::Spanish].map(Locale::of);
    assert_eq!(
        e.speak(de),
        "Eintrag 12 (Ann Lee) ist bereits ausgeschieden"
    );
    assert_eq!(e.speak(fr), "l’entrée 12 (Ann Lee) est déjà éliminée");
    assert_eq!(e.speak(es), "la entrada 12 (Ann Lee) ya ha sido eliminada");
    assert_eq!(
        seat.speak(de),
        "Platz 2 an Tisch 4 ist bereits von Spieler 8 besetzt"
    );
    let money = ResultsError::PlayForTooLarge {
        play_for: 200_000,
        prizes: 150_000,
        currency: "EUR".into(),
    };
    assert_eq!(
        money.speak(de),
        "2.000\u{a0}€, um die weitergespielt wird, sind mehr als die 1.500\u{a0}€, die noch auszuzahlen sind"
    );
}
