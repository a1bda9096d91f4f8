//! Floor paper as data: what each document says and in which order (the PDFs are
//! checked in the root package's `tests/it/floor_paper.rs`).

use crate::field::standings::ResultLine;
use std::collections::BTreeMap;

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::paper::document::{Block, Card, Document};
use crate::rules::seating::draw::draw_room;
use crate::rules::seating::{BalanceMove, MoveKind, SeatHold, SeatRef, Seating};

fn names(n: u32) -> Names {
    (1..=n).map(|p| (p, format!("Player {p}"))).collect()
}

fn drawn(players: u32, seats: u8, seed: u64) -> Seating {
    draw_room(players, seats, &mut StdRng::seed_from_u64(seed)).expect("draw")
}

fn cards(doc: &Document) -> Vec<Card> {
    doc.pages
        .iter()
        .flat_map(|p| &p.blocks)
        .filter_map(|b| match b {
            Block::Cards { cards, .. } => Some(cards.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// Problems with the seat cards of `seating`: every seated player has exactly one card,
/// it shows his table and seat, and the cards run in table and seat order.
fn check_seat_cards(seating: &Seating, doc: &Document) -> Vec<String> {
    let mut problems = Vec::new();
    let cards = cards(doc);
    if cards.len() != seating.player_count() {
        problems.push(format!(
            "{} cards for {} players",
            cards.len(),
            seating.player_count()
        ));
    }
    let mut last = None;
    for c in &cards {
        let figure = |label: &str| {
            c.figures
                .iter()
                .find(|f| f.label == label)
                .and_then(|f| f.value.parse::<u32>().ok())
        };
        let (Some(table), Some(seat)) = (figure("TABLE"), figure("SEAT")) else {
            problems.push(format!("card {:?} lacks TABLE or SEAT", c.title));
            continue;
        };
        let Some(player) = c
            .foot
            .as_deref()
            .and_then(|f| f.strip_prefix("Entry "))
            .and_then(|p| p.parse().ok())
        else {
            problems.push(format!("card {:?} lacks its entry number", c.title));
            continue;
        };
        match seating.location(player) {
            Ok(at) if (at.table, u32::from(at.seat)) == (table, seat) => {}
            other => problems.push(format!(
                "card says entry {player} at {table}/{seat}, room says {other:?}"
            )),
        }
        if last.is_some_and(|l| l >= (table, seat)) {
            problems.push(format!("card {table}/{seat} after {last:?}"));
        }
        last = Some((table, seat));
    }
    problems
}

#[test]
fn one_seat_card_per_player_in_table_and_seat_order() {
    let check = |players: u32, seats: u8, seed: u64| {
        let room = drawn(players, seats, seed);
        let doc = seat_cards(
            "#3 Example NLHE",
            &room,
            &names(players),
            crate::lang::Locale::ENGLISH,
        );
        assert_eq!(check_seat_cards(&room, &doc), Vec::<String>::new());
        let first = &cards(&doc)[0];
        assert_eq!(first.top, "#3 Example NLHE");
        assert!(first.title.starts_with("Player "), "{first:?}");
    };
    check(1, 9, 1);
    check(9, 9, 2);
    check(10, 9, 3);
    check(96, 10, 4);
    check(1000, 9, 5);
}

#[test]
fn a_player_without_a_name_gets_his_entry_number() {
    let room = drawn(3, 9, 7);
    let mut n = names(3);
    n.remove(&2);
    n.insert(3, "  ".to_string());
    let doc = seat_cards("Ev", &room, &n, crate::lang::Locale::ENGLISH);
    let mut titles: Vec<String> = cards(&doc).into_iter().map(|c| c.title).collect();
    titles.sort();
    assert_eq!(titles, ["Entry 2", "Entry 3", "Player 1"]);
}

#[test]
fn an_empty_room_prints_a_note_instead_of_cards() {
    let doc = seat_cards(
        "Ev",
        &Seating::new(),
        &BTreeMap::new(),
        crate::lang::Locale::ENGLISH,
    );
    assert!(
        doc.text()
            .contains(&"Nobody is seated yet: draw the seats first.".into())
    );
}

/// A 10-handed table 1 with a locked and a reserved seat, players at 1, 2 and 5, the
/// button on 5; table 2 of 6 seats, one player, the button unknown.
fn small_room() -> Seating {
    let mut s = Seating::new();
    s.open_table(1, 10).unwrap();
    s.open_table(2, 6).unwrap();
    for (p, t, seat) in [(11, 1, 1), (12, 1, 2), (15, 1, 5), (21, 2, 4)] {
        s.seat(p, SeatRef { table: t, seat }).unwrap();
    }
    s.hold_seat(SeatRef { table: 1, seat: 3 }, SeatHold::Locked)
        .unwrap();
    let reserved = SeatHold::Reserved { player: Some(30) };
    s.hold_seat(SeatRef { table: 1, seat: 4 }, reserved)
        .unwrap();
    s.set_button(1, Some(5)).unwrap();
    s
}

#[test]
fn table_lists_show_every_seat_holds_and_the_button() {
    let mut n: Names = [(11, "Ann Lee"), (12, "Bo, Jr."), (15, "Cy"), (30, "Di")]
        .into_iter()
        .map(|(p, s)| (p, s.to_string()))
        .collect();
    n.insert(21, "Ed".into());
    let doc = table_lists("Ev", &small_room(), &n, crate::lang::Locale::ENGLISH);
    let text = doc.text();
    let want = [
        "Table lists: 4 players at 2 tables",
        "Table 1: 3 players",
        "Seat | Player | Entry | Button",
        "1 | Ann Lee | 11 | ",
        "2 | Bo, Jr. | 12 | ",
        "3 | (locked) |  | ",
        "4 | (reserved for Di) |  | ",
        "5 | Cy | 15 | BTN",
        "6 | (empty) |  | ",
        "10 | (empty) |  | ",
        "Table 2: 1 player",
        "4 | Ed | 21 | ",
        "6 | (empty) |  | ",
    ];
    let mut at = 0;
    for w in want {
        let i = text[at..]
            .iter()
            .position(|t| t == w)
            .unwrap_or_else(|| panic!("{w:?} missing after line {at} in {text:#?}"));
        at += i + 1;
    }
    // Every seat has its row: 10 + 6 rows plus two header rows.
    assert_eq!(text.iter().filter(|t| t.contains(" | ")).count(), 18);
    // The button's row (seat 5 at table 1) is set in bold; table 2's button is unknown.
    let strong: Vec<Vec<usize>> = match &doc.pages[0].blocks[..] {
        [Block::Tiles { tiles, .. }] => tiles
            .iter()
            .flatten()
            .filter_map(|b| match b {
                Block::Table { strong, .. } => Some(strong.clone()),
                _ => None,
            })
            .collect(),
        other => panic!("expected tiles, got {other:?}"),
    };
    assert_eq!(strong, [vec![4], vec![]]);
}

fn mv(player: u32, from: (u32, u8), to: (u32, u8), kind: MoveKind) -> BalanceMove {
    BalanceMove {
        player,
        from: SeatRef {
            table: from.0,
            seat: from.1,
        },
        to: SeatRef {
            table: to.0,
            seat: to.1,
        },
        kind,
        reason: "full reason".into(),
        button_unknown: Vec::new(),
    }
}

#[test]
fn moves_run_by_destination_table_under_the_tables_breaking() {
    let mut unknown = mv(5, (3, 2), (2, 8), MoveKind::Balance);
    unknown.button_unknown = vec![2];
    let moves = vec![
        mv(1, (7, 1), (5, 3), MoveKind::BreakTable),
        mv(2, (4, 6), (1, 9), MoveKind::BreakTable),
        mv(3, (7, 4), (1, 2), MoveKind::BreakTable),
        unknown,
    ];
    let doc = moves_list(
        "Ev",
        &moves,
        &names(5),
        &[7, 4],
        crate::lang::Locale::ENGLISH,
    );
    let text = doc.text();
    let rows: Vec<&str> = text
        .iter()
        .map(String::as_str)
        .skip_while(|t| !t.starts_with("To table"))
        .collect();
    let header = "Seat | Player | From table | Seat | Why | Done";
    assert_eq!(
        rows,
        [
            "To table 1: 2 players",
            header,
            "2 | Player 3 | 7 | 4 | Table 7 breaks | ",
            "9 | Player 2 | 4 | 6 | Table 4 breaks | ",
            "To table 2: 1 player",
            header,
            "8 | Player 5 | 3 | 2 | Balancing; button unknown at table 2 | ",
            "To table 5: 1 player",
            header,
            "3 | Player 1 | 7 | 1 | Table 7 breaks | ",
        ]
    );
    let heading = text.iter().position(|t| t == "Tables 7, 4 break now");
    assert!(
        heading.is_some_and(|h| h < text.len() - rows.len()),
        "{text:#?}"
    );

    let one = moves_list(
        "Ev",
        &moves[..1],
        &names(5),
        &[7],
        crate::lang::Locale::ENGLISH,
    );
    assert!(one.text().contains(&"Table 7 breaks now".into()));
    let none = moves_list("Ev", &[], &names(5), &[], crate::lang::Locale::ENGLISH);
    assert!(none.text().contains(&"No player moves.".into()));
    assert!(!none.text().iter().any(|t| t.contains("break")));
}

#[test]
fn money_is_printed_from_minor_units_with_two_decimals() {
    let check = |minor: u64, plain: &str, grouped: &str| {
        assert_eq!(decimal(minor), plain, "decimal({minor})");
        assert_eq!(grouped_decimal(minor), grouped, "grouped_decimal({minor})");
    };
    check(0, "0.00", "0.00");
    check(5, "0.05", "0.05");
    check(10, "0.10", "0.10");
    check(100, "1.00", "1.00");
    check(12345, "123.45", "123.45");
    check(123456, "1234.56", "1,234.56");
    check(1_000_000_000_000, "10000000000.00", "10,000,000,000.00");
    check(
        u64::MAX,
        "184467440737095516.15",
        "184,467,440,737,095,516.15",
    );
}

#[test]
fn shared_places_print_as_a_range() {
    let check = |place: u32, shared_to: u32, want: &str| {
        assert_eq!(
            place_label(place, shared_to, crate::lang::Locale::ENGLISH),
            want,
            "{place}..{shared_to}"
        );
    };
    check(1, 1, "1");
    check(5, 6, "5-6");
    check(10, 12, "10-12");
    // A range that ends before it starts is not a range.
    check(7, 3, "7");
}

#[test]
fn csv_fields_are_quoted_as_rfc_4180_says() {
    let check = |name: &str, want: &str| assert_eq!(results::csv_field(name), want, "{name:?}");
    check("Ann Lee", "Ann Lee");
    check("", "");
    check("Lee, Ann", "\"Lee, Ann\"");
    check("Ann \"Ace\" Lee", "\"Ann \"\"Ace\"\" Lee\"");
    check("two\nlines", "\"two\nlines\"");
    check("cr\rhere", "\"cr\rhere\"");
    check("\"", "\"\"\"\"");
    check(" spaced ", " spaced ");
    check("Zoë Ørsted", "Zoë Ørsted");
}

fn line(place: u32, shared_to: u32, name: &str, prize: u64, bounties: u64) -> ResultLine {
    ResultLine {
        place,
        shared_to,
        player: place,
        name: name.to_string(),
        prize,
        bounties,
        note: None,
    }
}

fn results() -> Vec<ResultLine> {
    let mut first = line(1, 1, "Ann Lee", 1_234_500, 5_000);
    first.note = Some(crate::field::standings::ResultNote::Deal);
    vec![
        line(5, 6, "Lee, Bo", 10_000, 0),
        line(3, 3, "Cy \"Ace\" Dee", 250_005, 2_500),
        first,
        line(5, 6, "Ed", 10_000, 0),
        line(2, 2, "Fay", 600_000, 0),
    ]
}

#[test]
fn results_csv_is_in_place_order_with_quoted_names() {
    assert_eq!(
        results_csv(&results()),
        "place,name,prize,bounties\r\n\
         1,Ann Lee,12345.00,50.00\r\n\
         2,Fay,6000.00,0.00\r\n\
         3,\"Cy \"\"Ace\"\" Dee\",2500.05,25.00\r\n\
         5-6,\"Lee, Bo\",100.00,0.00\r\n\
         5-6,Ed,100.00,0.00\r\n"
    );
    assert_eq!(results_csv(&[]), "place,name,prize,bounties\r\n");
}

#[test]
fn results_sheet_lists_places_and_totals() {
    let doc = results_sheet("Ev", Some("USD"), &results(), crate::lang::Locale::ENGLISH);
    let text = doc.text();
    let rows: Vec<&str> = text
        .iter()
        .map(String::as_str)
        .skip_while(|t| !t.starts_with("Place"))
        .collect();
    assert_eq!(
        rows,
        [
            "Place | Name | Prize (USD) | Bounties (USD) | Note",
            "1 | Ann Lee | 12,345.00 | 50.00 | deal",
            "2 | Fay | 6,000.00 |  | ",
            "3 | Cy \"Ace\" Dee | 2,500.05 | 25.00 | ",
            "5-6 | Lee, Bo | 100.00 |  | ",
            "5-6 | Ed | 100.00 |  | ",
            " | Total | 21,045.05 | 75.00 | ",
        ]
    );
    // Without notes or a currency the columns are plain.
    let mut no_notes = results();
    no_notes.iter_mut().for_each(|l| l.note = None);
    let text = results_sheet("Ev", None, &no_notes, crate::lang::Locale::ENGLISH).text();
    assert!(
        text.contains(&"Place | Name | Prize | Bounties".into()),
        "{text:#?}"
    );
    assert!(text.contains(&"1 | Ann Lee | 12,345.00 | 50.00".into()));
    let none = results_sheet("Ev", None, &[], crate::lang::Locale::ENGLISH).text();
    assert!(none.contains(&"No results yet.".into()));
}

#[test]
fn totals_do_not_overflow() {
    let lines = vec![
        line(1, 1, "A", u64::MAX, u64::MAX),
        line(2, 2, "B", u64::MAX, 1),
    ];
    let text = results_sheet("Ev", None, &lines, crate::lang::Locale::ENGLISH).text();
    assert!(
        text.contains(&" | Total | 368,934,881,474,191,032.30 | 184,467,440,737,095,516.16".into()),
        "{text:#?}"
    );
}

/// Reads one RFC 4180 field back (the inverse of `csv_field`), for the round trip.
fn unquote(field: &str) -> Option<String> {
    match field.strip_prefix('"') {
        None => (!field.contains(['"', ',', '\n', '\r'])).then(|| field.to_string()),
        Some(rest) => {
            let inner = rest.strip_suffix('"')?;
            let undoubled = inner.replace("\"\"", "\"");
            (undoubled.matches('"').count() * 2 == inner.matches('"').count()).then_some(undoubled)
        }
    }
}

proptest! {
    /// Whatever the draw, the seat cards match the room one to one and in order.
    #[test]
    fn seat_cards_match_any_drawn_room(players in 1u32..400, seats in 2u8..=12, seed: u64) {
        let room = drawn(players, seats, seed);
        let doc = seat_cards("Ev", &room, &names(players), crate::lang::Locale::ENGLISH);
        prop_assert_eq!(check_seat_cards(&room, &doc), Vec::<String>::new());
    }

    /// Any name survives CSV quoting unchanged.
    #[test]
    fn any_name_round_trips_through_a_csv_field(name in "\\PC{0,12}|[a-z,\" \\r\\n]{0,12}") {
        prop_assert_eq!(unquote(&results::csv_field(&name)), Some(name));
    }
}
