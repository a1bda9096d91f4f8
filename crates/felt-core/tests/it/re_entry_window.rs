//! A re-entry is sold in its own window, never in late registration's: an event with
//! re-entry until the end of level 6 and late registration to 12 once sold one at level 9.
//! For structures with the re-entry window before, equal to and after late registration's
//! and the clock at any level, the engine accepts a re-entry exactly when the structure
//! sheet's words say it is open, and the field view's Re-enter button agrees, with the same
//! words when it refuses.

use crate::fixtures::{Live, T0};
use felt_core::engine::{ClockAction, Command, FieldCommand, SeatingCommand};
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::field::{PlayerActionKind, field_view};
use proptest::prelude::*;

const LEVELS: u32 = 12;

/// Twelve levels, no breaks; late registration to the end of `late`; re-entry to the end
/// of `until` (or, without one, while late registration is open).
fn structure(late: u32, until: Option<u32>) -> Structure {
    let window = until.map_or(String::new(), |u| format!("until_end_of_level = {u}\n"));
    let levels: String = (1..=LEVELS)
        .map(|n| format!("[[levels]]\nstakes = \"{}/{}\"\n", 25 * n, 50 * n))
        .collect();
    let text = format!(
        r#"
name = "Re-entry window"
starting_stack = 10000
table_size = 9
level_minutes = 20
[late_registration]
until_end_of_level = {late}
[re_entry]
chips = 10000
price = 100
{window}[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
{levels}"#
    );
    parse_structure("window.toml", &text)
        .unwrap_or_else(|e| panic!("{e:?}"))
        .structure
}

/// Six players, seats drawn, the clock at `level`, player 1 busted; whether the view
/// offers the re-entry (its refusal when not) and whether the engine takes it.
fn at_level(
    late: u32,
    until: Option<u32>,
    level: u32,
) -> (Option<String>, Result<(), &'static str>) {
    let mut live = Live::with(structure(late, until));
    for i in 1..=6u64 {
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
    if level > 1 {
        live.exec(
            Command::Clock(ClockAction::GoTo {
                period: (level - 1) as usize,
            }),
            T0,
        )
        .unwrap();
    }
    live.exec(
        Command::Field(FieldCommand::Bust {
            player: 1,
            same_hand: false,
            stack: None,
            by: None,
            split: vec![],
        }),
        T0,
    )
    .unwrap();
    let view = field_view(&live.t.field, &live.t.context(T0), None);
    let button = view
        .players
        .iter()
        .find(|p| p.id == 1)
        .and_then(|p| {
            p.actions
                .iter()
                .find(|a| a.action == PlayerActionKind::ReEnter)
        })
        .expect("a busted player is offered the re-entry, or told why not");
    let refused = button.refused.clone();
    let taken = live.exec(
        Command::Field(FieldCommand::ReEnter {
            player: 1,
            seed: Some(3),
        }),
        T0,
    );
    (refused, taken)
}

/// Re-entry until the end of level 6, late registration to 12: no re-entry is sold at
/// level 8, and the refusal names the re-entry's own levels.
#[test]
fn a_re_entry_is_not_sold_past_its_own_deadline_while_late_registration_is_open() {
    let (refused, taken) = at_level(12, Some(6), 8);
    assert!(taken.is_err(), "sold at level 8");
    assert_eq!(
        refused.as_deref(),
        Some("Player 1 cannot re-enter at level 8: re-entry is sold during levels 1 to 6")
    );
    // Within its window it is sold, though late registration is open longer.
    assert_eq!(at_level(12, Some(6), 6), (None, Ok(())));
    // A window longer than late registration's is the re-entry's own.
    assert_eq!(at_level(4, Some(8), 7), (None, Ok(())));
    // Without a window of its own, it follows late registration.
    assert_eq!(at_level(4, None, 4).1, Ok(()));
    assert!(at_level(4, None, 5).1.is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_re_entry_is_taken_exactly_when_its_window_is_open(
        late in 1..=LEVELS,
        until in prop::option::of(1..=LEVELS),
        level in 1..=LEVELS,
    ) {
        let (refused, taken) = at_level(late, until, level);
        let open = level <= until.unwrap_or(late);
        prop_assert_eq!(taken.is_ok(), open, "late {}, until {:?}, level {}", late, until, level);
        prop_assert_eq!(refused.is_none(), open, "the view disagrees: {:?}", refused);
    }
}

/// A player who has cashed can never re-enter, not even while re-entry is still sold (at
/// level 9, say). Twenty players bust one by one with re-entry open all night; each player
/// out in a paid place is refused in words, at the engine and on the view's button alike,
/// and each out before the money is offered it.
#[test]
fn a_player_who_has_cashed_never_re_enters() {
    use felt_core::field::results::prizes_now;
    let text = format!(
        "{}\n[money]\ncurrency = \"USD\"\nbuy_in = 2000\n[payouts]\ntable = \"barge-2025\"\nincrement = 500\n",
        "name = \"Cashed\"\nstarting_stack = 10000\ntable_size = 9\nlevel_minutes = 20\n\
         [late_registration]\nuntil_end_of_level = 2\n[re_entry]\nchips = 10000\nprice = 2000\n\
         [[games]]\nid = \"nlh\"\nname = \"No-Limit Hold'em\"\nfamily = \"flop\"\nbetting = \"no-limit\"\n\
         [[levels]]\nstakes = \"25/50\"\n[[levels]]\nstakes = \"50/100\"\n"
    );
    let s = parse_structure("cashed.toml", &text)
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
    let (mut cashed, mut offered) = (0, 0);
    for p in 1..=18u32 {
        live.exec(
            Command::Field(FieldCommand::Bust {
                player: p,
                same_hand: false,
                stack: None,
                by: None,
                split: vec![],
            }),
            T0,
        )
        .unwrap();
        let paid = prizes_now(live.t.money_input())
            .ok()
            .map(|x| x.iter().filter(|&&a| a > 0).count() as u32);
        let place = 20 - p + 1;
        let in_the_money = paid.is_some_and(|n| place <= n);
        let view = field_view(&live.t.field, &live.t.context(T0), paid);
        let button = view
            .players
            .iter()
            .find(|x| x.id == p)
            .and_then(|x| {
                x.actions
                    .iter()
                    .find(|a| a.action == PlayerActionKind::ReEnter)
            })
            .expect("a busted player is offered the re-entry, or told why not");
        if in_the_money {
            cashed += 1;
            let words = button.refused.clone().expect("refused on the view");
            assert!(
                words.contains(&format!("Player {p} finished"))
                    && words.contains("in the money and cannot re-enter"),
                "{words}"
            );
            // The engine refuses it with its own code (a check that changes nothing).
            let again = live.t.clone();
            let taken = again.decide(
                &Command::Field(FieldCommand::ReEnter {
                    player: p,
                    seed: Some(3),
                }),
                T0,
            );
            assert_eq!(
                taken.map(|_| ()).map_err(|e| e.code()),
                Err("re-entry-cashed")
            );
        } else {
            offered += 1;
            assert_eq!(
                button.refused, None,
                "Player {p}, out {place}th of {paid:?} paid"
            );
        }
    }
    assert!(
        cashed >= 1 && offered >= 10,
        "{cashed} cashed, {offered} offered"
    );
}
