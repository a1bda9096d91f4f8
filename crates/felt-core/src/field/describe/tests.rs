//! Every kind of field action said in the pseudo-language: each word from the message
//! files (none said in English for want of a message), the English as the log's
//! readers have always seen it.

use super::describe;
use crate::field::chips::RaceRecord;
use crate::field::results::{DealKind, DealRecord};
use crate::field::{
    Carried, Entry, EntryState, Field, FieldEvent, FlightRule, FlightTotal, MoveDone, MysteryDraw,
    Placed, PotShare, RedrawRule, Registration, TableSpec, Ticket,
};
use crate::lang::{Locale, PSEUDO, take_missed};
use crate::rules::clock::{Clock, PauseReason};
use crate::rules::lammer::DeadlineAction;
use crate::rules::payout::event::LockedPayouts;
use crate::rules::purchase::{Moment, Purchase, PurchaseKind};
use crate::rules::seating::places::Finish;
use crate::rules::seating::{MoveKind, SeatHold, SeatRef};
use crate::structure::LammerDeadline;

/// The players' names: the event's own data, which no language changes.
const NAMES: [&str; 3] = ["Ann Lee", "Bo Park", "Cy Diaz"];

fn field() -> Field {
    let mut f = Field::default();
    for (i, name) in NAMES.iter().enumerate() {
        let id = i as u32 + 1;
        f.entries.insert(
            id,
            Entry {
                id,
                name: name.to_string(),
                key: name.to_lowercase(),
                number: None,
                re_entry_of: None,
                entry_no: 1,
                state: EntryState::Active,
                re_entered: false,
                busted_by: None,
                ticket: None,
            },
        );
    }
    f
}

fn at(table: u32, seat: u8) -> SeatRef {
    SeatRef { table, seat }
}

fn placed(player: u32, table: u32, seat: u8) -> Placed {
    Placed {
        player,
        at: at(table, seat),
    }
}

fn tables(n: u32) -> Vec<TableSpec> {
    (1..=n).map(|table| TableSpec { table, seats: 9 }).collect()
}

fn registration(player: u32, seat: Option<SeatRef>) -> Registration {
    Registration {
        player,
        name: NAMES[(player as usize - 1) % 3].to_string(),
        number: None,
        seat,
        opened: None,
        seed: None,
    }
}

/// Entry `player` registered; after the opening draw (of entries 1 and 2) without a
/// seat, entry 3 is an alternate.
fn registered(player: u32, re_entry: bool, seat: Option<SeatRef>, ticket: bool) -> FieldEvent {
    FieldEvent::Registered {
        player,
        name: NAMES[player as usize - 1].into(),
        number: None,
        re_entry_of: re_entry.then_some(1),
        seat,
        opened: None,
        seed: None,
        ticket: ticket.then_some(Ticket {
            satellite: 4,
            entry: 12,
        }),
    }
}

fn busted(by: Option<u32>, split: Vec<PotShare>, mystery: bool, clock: bool) -> FieldEvent {
    FieldEvent::Busted {
        player: 1,
        seat: at(2, 5),
        hand: 7,
        hand_for_hand: false,
        stack: None,
        by,
        clock: clock.then_some(Clock::Paused {
            period: 3,
            remaining_ms: 60_000,
            reason: PauseReason::Manual,
        }),
        split,
        mystery: mystery.then_some(MysteryDraw {
            value: 5_000,
            seed: 99,
        }),
    }
}

fn moved(kind: MoveKind, count: u32, closed: Vec<u32>) -> FieldEvent {
    FieldEvent::Moved {
        seed: 5,
        resize: None,
        moves: (1..=count)
            .map(|p| MoveDone {
                player: p,
                from: at(3, p as u8),
                to: at(1, p as u8 + 4),
                kind,
            })
            .collect(),
        closed,
    }
}

fn deal(method: DealKind, play_for: u64) -> FieldEvent {
    FieldEvent::DealMade {
        deal: DealRecord {
            method,
            players: vec![1, 2],
            amounts: vec![10_000, 8_000],
            play_for,
            prizes: vec![12_000, 6_000 + play_for],
            deals: 1,
        },
    }
}

fn carried(rule: FlightRule) -> FieldEvent {
    let flight = |name: &str| FlightTotal {
        event: 2,
        name: name.into(),
        entries: 40,
        re_entries: 3,
        rebuys: 0,
        add_ons: 0,
        collected: 400_000,
        fees: 40_000,
        survivors: 6,
        out: Vec::new(),
    };
    FieldEvent::CarriedIn {
        rule,
        flights: vec![flight("Day 1A"), flight("Day 1B")],
        players: vec![Carried {
            name: "Ann Lee".into(),
            number: None,
            chips: 41_500,
            bags: Vec::new(),
        }],
        first: 1,
    }
}

fn deadline(rule: LammerDeadline) -> FieldEvent {
    FieldEvent::LammerDeadlinePassed {
        level: 6,
        actions: vec![
            DeadlineAction {
                player: 1,
                count: 2,
                chips: 10_000,
                rule,
            },
            DeadlineAction {
                player: 2,
                count: 1,
                chips: 5_000,
                rule,
            },
        ],
    }
}

fn purchased(kind: PurchaseKind, moment: Moment) -> FieldEvent {
    FieldEvent::Purchased {
        purchase: Purchase {
            player: 2,
            kind,
            moment,
            chips: 10_000,
            price: 2_000,
            fee: 0,
        },
    }
}

fn chip_race(dealt: bool) -> FieldEvent {
    FieldEvent::ChipRaceDone {
        table: 4,
        removed_value: 175,
        added_value: 200,
        race: dealt.then(|| RaceRecord {
            remove: 25,
            next: 100,
            variant: crate::structure::RaceVariant::Race,
            counts: vec![7],
            others: vec![Some(1_000)],
            seed: 77,
            received: vec![2],
        }),
    }
}

/// Every kind of field action, and the English the recent actions have always said.
fn cases() -> Vec<(FieldEvent, &'static str)> {
    let share = |player, share| PotShare { player, share };
    vec![
        (
            registered(2, false, None, false),
            "Registered Bo Park (entry 2)",
        ),
        (
            registered(3, false, None, true),
            "Registered Cy Diaz (entry 3) with a seat won in event #4 (entry 12) as an alternate",
        ),
        (
            registered(3, false, Some(at(2, 4)), false),
            "Registered Cy Diaz (entry 3) at table 2, seat 4",
        ),
        (
            registered(3, true, Some(at(2, 4)), true),
            "Re-entered Cy Diaz (entry 3) with a seat won in event #4 (entry 12) at table 2, seat 4",
        ),
        (
            registered(2, true, None, false),
            "Re-entered Bo Park (entry 2)",
        ),
        (
            registered(3, true, None, false),
            "Re-entered Cy Diaz (entry 3) as an alternate",
        ),
        (
            FieldEvent::RegisteredMany {
                entries: Vec::new(),
            },
            "Registered nobody",
        ),
        (
            FieldEvent::RegisteredMany {
                entries: vec![registration(1, None)],
            },
            "Registered Ann Lee (entry 1)",
        ),
        (
            FieldEvent::RegisteredMany {
                entries: (1..=5).map(|p| registration(p, None)).collect(),
            },
            "Registered 5 players (entries 1-5): Ann Lee, Bo Park, Cy Diaz and 2 more",
        ),
        (
            FieldEvent::RegisteredMany {
                entries: vec![registration(1, Some(at(1, 1))), registration(2, None)],
            },
            "Registered 2 players (entries 1-2, 1 of them seated): Ann Lee, Bo Park",
        ),
        (
            FieldEvent::Unregistered { player: 2 },
            "Unregistered entry 2 (Bo Park)",
        ),
        (
            FieldEvent::Unregistered { player: 9 },
            "Unregistered entry 9",
        ),
        (
            FieldEvent::DrawCommitted {
                commitment: "0123456789012345".into(),
            },
            "Committed to the seat draw: 012345678901",
        ),
        (
            FieldEvent::SeatsDrawn {
                seed: 42,
                tables: tables(2),
                held: Vec::new(),
                seats: vec![placed(1, 1, 1), placed(2, 2, 1), placed(3, 1, 2)],
                reveal: None,
            },
            "Drew seats: 3 players at 2 tables (seed 42)",
        ),
        (
            FieldEvent::SeatsDrawn {
                seed: 42,
                tables: tables(1),
                held: Vec::new(),
                seats: vec![placed(1, 1, 1)],
                reveal: Some("9876543210987654".into()),
            },
            "Drew seats: 1 player at 1 table (seed 42, from the committed secret 987654321098)",
        ),
        (
            FieldEvent::AlternatesSeated {
                seed: 3,
                seats: vec![placed(3, 1, 9)],
                opened: Vec::new(),
            },
            "Seated 1 alternate",
        ),
        (
            busted(None, Vec::new(), false, false),
            "Busted entry 1 (Ann Lee) at table 2, seat 5",
        ),
        (
            busted(Some(2), Vec::new(), true, true),
            "Busted entry 1 (Ann Lee) at table 2, seat 5, knocked out by entry 2 (Bo Park); \
             a mystery envelope of $50 drawn (seed 99); the blinds go up (period 4)",
        ),
        (
            busted(Some(2), vec![share(2, 1), share(3, 1)], false, false),
            "Busted entry 1 (Ann Lee) at table 2, seat 5, the pot split between \
             entry 2 (Bo Park) (1 of 2) and entry 3 (Cy Diaz) (1 of 2)",
        ),
        (
            FieldEvent::HardStop {
                finishes: vec![Finish {
                    player: 1,
                    place: 2,
                    shared_to: 2,
                }],
            },
            "Hard stop: 1 player placed by chip count",
        ),
        (
            moved(MoveKind::Balance, 1, Vec::new()),
            "Moved entry 1 (Ann Lee) from table 3, seat 1 to table 1, seat 5",
        ),
        (
            moved(MoveKind::BreakTable, 3, vec![3]),
            "Moved 3 players; broke table 3",
        ),
        (
            moved(MoveKind::FinalTable, 2, vec![2, 3]),
            "Final table: 2 players moved; broke table 2, 3",
        ),
        (
            FieldEvent::ButtonSet {
                table: 2,
                seat: Some(6),
                winners: Vec::new(),
            },
            "Button at table 2, seat 6",
        ),
        (
            FieldEvent::ButtonSet {
                table: 2,
                seat: Some(6),
                winners: vec![6],
            },
            "Table 2: hand won, button to seat 6",
        ),
        (
            FieldEvent::ButtonSet {
                table: 2,
                seat: None,
                winners: Vec::new(),
            },
            "Button at table 2 unknown",
        ),
        (
            FieldEvent::SeatHeld {
                at: at(1, 3),
                hold: Some(SeatHold::Locked),
            },
            "Locked table 1, seat 3",
        ),
        (
            FieldEvent::SeatHeld {
                at: at(1, 3),
                hold: Some(SeatHold::Reserved { player: Some(2) }),
            },
            "Held table 1, seat 3 (reserved for player 2)",
        ),
        (
            FieldEvent::SeatHeld {
                at: at(1, 3),
                hold: Some(SeatHold::Reserved { player: None }),
            },
            "Held table 1, seat 3 (reserved)",
        ),
        (
            FieldEvent::SeatHeld {
                at: at(1, 3),
                hold: None,
            },
            "Released table 1, seat 3",
        ),
        (FieldEvent::HandForHand { on: true }, "Hand-for-hand on"),
        (FieldEvent::HandForHand { on: false }, "Hand-for-hand off"),
        (
            FieldEvent::TableHandDone { table: 3, hand: 2 },
            "Table 3 finished hand-for-hand hand 2",
        ),
        (
            FieldEvent::Counted {
                counts: vec![
                    crate::field::decide::ChipCount {
                        player: 1,
                        chips: 12_500,
                    },
                    crate::field::decide::ChipCount {
                        player: 2,
                        chips: 3_000,
                    },
                ],
            },
            "Chip counts: entry 1 (Ann Lee) 12,500, entry 2 (Bo Park) 3,000",
        ),
        (
            FieldEvent::HandForHandHand {
                hand: 4,
                clock: None,
            },
            "Hand-for-hand hand 4 finished",
        ),
        (
            FieldEvent::TableWon {
                table: 2,
                winners: vec![1, 3],
                busted: Vec::new(),
                hand: 9,
            },
            "Table 2 won by entry 1 (Ann Lee) and entry 3 (Cy Diaz)",
        ),
        (
            FieldEvent::RoundDrawn {
                round: 2,
                seed: 8,
                tables: tables(1),
                seats: vec![placed(1, 1, 1), placed(3, 1, 2)],
            },
            "Drew round 2: 2 players at 1 table (seed 8)",
        ),
        (
            FieldEvent::Redrawn {
                seed: 8,
                rule: RedrawRule::Random,
                tables: tables(2),
                seats: vec![placed(1, 1, 1), placed(3, 2, 2)],
            },
            "Redrew 2 players at 2 tables at random (seed 8)",
        ),
        (
            FieldEvent::Redrawn {
                seed: 8,
                rule: RedrawRule::Chips,
                tables: tables(2),
                seats: vec![placed(1, 1, 1), placed(3, 2, 2)],
            },
            "Redrew 2 players at 2 tables with the stacks spread by chip count (seed 8)",
        ),
        (
            carried(FlightRule::BestStack),
            "Carried 1 player with 41,500 chips in from Day 1A and Day 1B (best stack kept)",
        ),
        (
            carried(FlightRule::AllStacks),
            "Carried 1 player with 41,500 chips in from Day 1A and Day 1B (all stacks added)",
        ),
        (
            FieldEvent::PayoutsLocked {
                lock: LockedPayouts {
                    entries: 45,
                    prizes: vec![50_000, 30_000, 20_000],
                },
            },
            "Locked payouts at 45 entries (3 places paid)",
        ),
        (FieldEvent::PayoutsUnlocked, "Unlocked payouts"),
        (
            FieldEvent::SaversAgreed {
                left: 5,
                amounts: vec![11_000, 5_500],
            },
            "Savers agreed: $110 to 5th, $55 to 4th",
        ),
        (
            deal(DealKind::Chop, 0),
            "Deal (chip chop) between 2 players",
        ),
        (
            deal(DealKind::Icm, 5_000),
            "Deal (ICM) between 2 players, $50 kept to play for",
        ),
        (deal(DealKind::Custom, 0), "Deal (custom) between 2 players"),
        (
            FieldEvent::LammersRedeemed {
                player: 2,
                level: 3,
                count: 2,
                chips: 10_000,
            },
            "entry 2 (Bo Park) redeemed 2 lammers for 10,000 chips at level 3",
        ),
        (
            FieldEvent::BustHeld { player: 3, held: 1 },
            "entry 3 (Cy Diaz) lost their chips holding 1 lammer: redeems before the next hand",
        ),
        (
            deadline(LammerDeadline::Forfeit),
            "Lammer deadline at level 6: 3 lammers of 2 players forfeited",
        ),
        (
            deadline(LammerDeadline::Redeem),
            "Lammer deadline at level 6: 3 lammers of 2 players redeemed",
        ),
        (
            purchased(PurchaseKind::Rebuy, Moment::Level(2)),
            "entry 2 (Bo Park) bought a rebuy (10,000 chips) at level 2",
        ),
        (
            purchased(PurchaseKind::AddOn, Moment::BreakAfter(4)),
            "entry 2 (Bo Park) bought an add-on (10,000 chips) at the break after level 4",
        ),
        (
            purchased(PurchaseKind::ReEntry, Moment::Level(5)),
            "entry 2 (Bo Park) bought a re-entry (10,000 chips) at level 5",
        ),
        (
            chip_race(false),
            "Chip race at table 4: 175 removed, 200 given back",
        ),
        (
            chip_race(true),
            "Chip race at table 4: 175 removed, 200 given back (cards dealt from seed 77)",
        ),
    ]
}

/// Words of `text` that read as plain English (an unaccented word of two letters or more
/// with a vowel), once the event's own data is taken out: the pseudo-language accents
/// every word a message file gives.
fn plain_english(text: &str) -> Vec<String> {
    let mut rest = text.to_string();
    for data in NAMES.iter().chain(&["Day 1A", "Day 1B"]) {
        rest = rest.replace(data, " ");
    }
    rest.split(|c: char| !c.is_alphabetic())
        .filter(|w| {
            w.len() >= 2
                && w.chars().all(|c| c.is_ascii_alphabetic())
                && w.chars().any(|c| "aeiouAEIOU".contains(c))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_field_action_is_said_from_the_messages() {
    let field = {
        let mut f = field();
        // Registered after the opening draw without a seat: an alternate.
        f.drawn = Some(1);
        f.drawn_upto = 2;
        f
    };
    let _ = take_missed();
    for (change, english) in cases() {
        let phrase = describe(&field, &change, "USD");
        assert_eq!(phrase.say(Locale::ENGLISH), english);
        assert_eq!(phrase.to_string(), english);
        let pseudo = phrase.say(Locale::PSEUDO);
        assert_ne!(pseudo, english);
        assert!(!pseudo.contains('['), "{pseudo}");
        assert_eq!(plain_english(&pseudo), Vec::<String>::new(), "{pseudo}");
        for l in crate::lang::Language::SHIPPED.iter() {
            assert!(
                !phrase.say(Locale::of(*l)).contains('['),
                "{l:?}: {english}"
            );
        }
    }
    let missed: Vec<_> = take_missed()
        .into_iter()
        .filter(|(tag, _)| tag == PSEUDO)
        .collect();
    assert_eq!(missed, Vec::new());
}

/// The words of the other languages, a few of them exactly: the figures and plural forms
/// the language's own.
#[test]
fn field_actions_speak_german_french_and_spanish() {
    use crate::lang::Language;
    let field = field();
    let say = |change: &FieldEvent, l| describe(&field, change, "EUR").say(Locale::of(l));
    let counted = FieldEvent::Counted {
        counts: vec![crate::field::decide::ChipCount {
            player: 1,
            chips: 12_500,
        }],
    };
    assert_eq!(
        say(&counted, Language::German),
        "Chipstände: Eintrag 1 (Ann Lee) 12.500"
    );
    assert_eq!(
        say(&counted, Language::French),
        "Comptes de jetons\u{202f}: entrée 1 (Ann Lee) 12\u{202f}500"
    );
    let bust = busted(Some(2), Vec::new(), false, false);
    assert_eq!(
        say(&bust, Language::Spanish),
        "entrada 1 (Ann Lee) eliminado (mesa 2, asiento 5) por entrada 2 (Bo Park)"
    );
    let one = FieldEvent::AlternatesSeated {
        seed: 1,
        seats: vec![placed(3, 1, 9)],
        opened: Vec::new(),
    };
    assert_eq!(say(&one, Language::French), "1 remplaçant placé");
    let savers = FieldEvent::SaversAgreed {
        left: 5,
        amounts: vec![150_000],
    };
    assert_eq!(
        say(&savers, Language::German),
        "Saver vereinbart: 1.500\u{a0}€ für Platz 5."
    );
}
