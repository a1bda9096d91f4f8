//! The floor's paper as PDFs: seat cards and table lists from `felt seat`, and the moves
//! list and results sheet from their builders, rendered with pdftoppm and read back with
//! pdftotext.

use crate::poppler;

use felt::paper::{PaperSize, render_pdf};
use felt_core::field::standings::ResultLine;
use felt_core::paper::floor_paper::{Names, moves_list, results_csv, results_sheet, seat_cards};
use felt_core::rules::seating::{BalanceMove, MoveKind, SeatRef};
use poppler::{in_order, layout_text, pages, raw_text, render_pngs};
use rand::SeedableRng;
use std::process::Command;

/// Runs `felt seat` for a drawn room with `--cards` and `--lists`; returns the JSON
/// chart (tables of seat/player) and the two PDFs.
fn felt_seat(
    players: u32,
    seats: u8,
    seed: u64,
    paper: &str,
) -> (serde_json::Value, Vec<u8>, Vec<u8>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let (cards, lists) = (dir.path().join("cards.pdf"), dir.path().join("lists.pdf"));
    let out = Command::new(env!("CARGO_BIN_EXE_felt"))
        .args(["seat", "--json", "--paper", paper])
        .args([
            "--players",
            &players.to_string(),
            "--seats",
            &seats.to_string(),
        ])
        .args(["--seed", &seed.to_string(), "--cards"])
        .arg(&cards)
        .arg("--lists")
        .arg(&lists)
        .output()
        .expect("run felt");
    assert!(out.status.success(), "felt seat failed: {out:?}");
    let chart = serde_json::from_slice(&out.stdout).expect("JSON chart");
    (
        chart,
        std::fs::read(cards).expect("cards written"),
        std::fs::read(lists).expect("lists written"),
    )
}

/// (table, seat, player) of every seated player in the chart, in table and seat order.
fn seats_of(chart: &serde_json::Value) -> Vec<(u64, u64, u64)> {
    let mut out = Vec::new();
    for t in chart["tables"].as_array().expect("tables") {
        for s in t["seats"].as_array().expect("seats") {
            let n = |v: &serde_json::Value| v.as_u64().expect("number");
            out.push((n(&t["table"]), n(&s["seat"]), n(&s["player"])));
        }
    }
    out
}

/// Seat cards from `felt seat`: one card per player, eight to a sheet, in table and seat
/// order, each reading name, TABLE n, SEAT s, entry; the table lists show every table.
#[test]
fn felt_seat_prints_seat_cards_and_table_lists_of_the_draw() {
    let check = |players: u32, seats: u8, seed: u64, paper: &str, dpi: u32| {
        // Lists two across and three down: several 10-handed tables to a sheet.
        let tables_per_sheet = 6;
        let (chart, cards, lists) = felt_seat(players, seats, seed, paper);
        let seated = seats_of(&chart);
        assert_eq!(seated.len(), players as usize);
        let sheets = (players as usize).div_ceil(8);
        let tables = chart["tables"].as_array().unwrap().len();
        let list_sheets = tables.div_ceil(tables_per_sheet);
        let name = format!("{players}x{seats}-{paper}");
        if let Some(n) = pages(&cards) {
            assert_eq!(n, sheets, "{name}: card sheets");
        }
        if let Some(n) = pages(&lists) {
            assert_eq!(n, list_sheets, "{name}: list sheets");
        }
        if let Some(n) = render_pngs(&cards, dpi, &format!("cards-{name}")) {
            assert_eq!(n, sheets, "{name}: card PNGs");
        }
        if let Some(n) = render_pngs(&lists, dpi, &format!("lists-{name}")) {
            assert_eq!(n, list_sheets, "{name}: list PNGs");
        }
        if let Some(text) = raw_text(&cards) {
            let blocks: Vec<String> = seated
                .iter()
                .map(|(t, s, p)| format!("Player {p}\nTABLE\n{t}\nSEAT\n{s}\nEntry {p}\n"))
                .collect();
            in_order(
                &text,
                &blocks.iter().map(String::as_str).collect::<Vec<_>>(),
            );
            assert_eq!(
                text.matches("\nTABLE\n").count(),
                players as usize,
                "{name}: cards"
            );
        }
        if let Some(text) = raw_text(&lists) {
            let mut needles = Vec::new();
            for t in chart["tables"].as_array().unwrap() {
                needles.push(format!("Table {}:", t["table"]));
                for s in t["seats"].as_array().unwrap() {
                    needles.push(format!(
                        "{} Player {} {}\n",
                        s["seat"], s["player"], s["player"]
                    ));
                }
            }
            in_order(
                &text,
                &needles.iter().map(String::as_str).collect::<Vec<_>>(),
            );
        }
    };
    check(30, 9, 7, "a4", 60);
    check(8, 8, 1, "letter", 60);
    check(9, 9, 2, "a4", 60);
    // 100 ten-handed tables: six lists to a sheet. Rendered coarsely: 142 sheets at
    // 60 dpi take pdftoppm a quarter of a minute.
    check(1000, 10, 3, "letter", 12);
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
        reason: String::new(),
        button_unknown: Vec::new(),
    }
}

#[test]
fn moves_list_pdf_names_the_broken_table_and_runs_by_destination() {
    let names: Names = [
        (1, "Ann Lee"),
        (2, "Bo Park"),
        (3, "Cy Dee"),
        (4, "Zoë Ørsted"),
    ]
    .into_iter()
    .map(|(p, n)| (p, n.to_string()))
    .collect();
    let moves = vec![
        mv(1, (6, 1), (4, 3), MoveKind::BreakTable),
        mv(2, (6, 2), (1, 7), MoveKind::BreakTable),
        mv(3, (5, 9), (2, 2), MoveKind::Balance),
        mv(4, (6, 5), (1, 4), MoveKind::BreakTable),
    ];
    let doc = moves_list(
        "#3 Example NLHE",
        &moves,
        &names,
        &[6],
        felt_core::lang::Locale::ENGLISH,
    );
    for size in [PaperSize::A4, PaperSize::Letter] {
        let pdf = render_pdf(&doc, size, felt_core::lang::Locale::ENGLISH).expect("render");
        if let Some(n) = render_pngs(&pdf, 60, &format!("moves-{size:?}")) {
            assert_eq!(n, 1);
        }
        let Some(text) = layout_text(&pdf) else {
            continue;
        };
        in_order(
            &text,
            &[
                "#3 Example NLHE",
                "Player moves: 4 players",
                "Table 6 breaks now",
                "To table 1: 2 players",
                "Why",
                "Zoë Ørsted",
                "Table 6 breaks",
                "Bo Park",
                "To table 2: 1 player",
                "Cy Dee",
                "Balancing",
                "To table 4: 1 player",
                "Ann Lee",
            ],
        );
    }
}

/// One result line and what it prints: its CSV line and its cells on the sheet.
struct ResultCase {
    place: (u32, u32),
    name: &'static str,
    prize: u64,
    bounties: u64,
    csv: &'static str,
    sheet: &'static [&'static str],
}

const RESULTS: &[ResultCase] = &[
    ResultCase {
        place: (1, 1),
        name: "Ann Lee",
        prize: 1_000_000_000_000,
        bounties: 12345,
        csv: "1,Ann Lee,10000000000.00,123.45",
        sheet: &["Ann Lee", "10,000,000,000.00", "123.45"],
    },
    ResultCase {
        place: (2, 2),
        name: "Lee, Bo",
        prize: 12345,
        bounties: 100,
        csv: "2,\"Lee, Bo\",123.45,1.00",
        sheet: &["Lee, Bo", "123.45", "1.00"],
    },
    ResultCase {
        place: (3, 3),
        name: "Cy \"Ace\" Dee",
        prize: 100,
        bounties: 5,
        csv: "3,\"Cy \"\"Ace\"\" Dee\",1.00,0.05",
        sheet: &["Cy \"Ace\" Dee", "1.00", "0.05"],
    },
    ResultCase {
        place: (4, 5),
        name: "Di",
        prize: 5,
        bounties: 0,
        csv: "4-5,Di,0.05,0.00",
        sheet: &["4-5", "Di", "0.05"],
    },
    ResultCase {
        place: (4, 5),
        name: "Ed",
        prize: 5,
        bounties: 0,
        csv: "4-5,Ed,0.05,0.00",
        sheet: &["4-5", "Ed", "0.05"],
    },
    ResultCase {
        place: (6, 6),
        name: "Fay",
        prize: 0,
        bounties: 0,
        csv: "6,Fay,0.00,0.00",
        sheet: &["6", "Fay"],
    },
];

#[test]
fn results_print_as_csv_and_as_a_sheet_with_totals() {
    let lines: Vec<ResultLine> = RESULTS
        .iter()
        .enumerate()
        .map(|(i, c)| ResultLine {
            place: c.place.0,
            shared_to: c.place.1,
            player: i as u32 + 1,
            name: c.name.to_string(),
            prize: c.prize,
            bounties: c.bounties,
            note: (i == 0).then_some(felt_core::field::standings::ResultNote::Deal),
        })
        .collect();
    let mut want = String::from("place,name,prize,bounties\r\n");
    for c in RESULTS {
        want.push_str(c.csv);
        want.push_str("\r\n");
    }
    assert_eq!(results_csv(&lines), want);

    let doc = results_sheet(
        "#3 Example NLHE",
        Some("USD"),
        &lines,
        felt_core::lang::Locale::ENGLISH,
    );
    let pdf = render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).expect("render");
    if let Some(n) = render_pngs(&pdf, 60, "results") {
        assert_eq!(n, 1);
    }
    let Some(text) = layout_text(&pdf) else {
        return;
    };
    let mut needles = vec![
        "Results: 6 players",
        "Place",
        "Prize (USD)",
        "Bounties (USD)",
    ];
    for c in RESULTS {
        needles.extend_from_slice(c.sheet);
    }
    needles.extend_from_slice(&["Total", "10,000,000,124.55", "124.50"]);
    in_order(&text, &needles);
    assert!(text.contains("deal"), "the note is printed");
}

/// Long names and titles shrink, then wrap to two lines, and past the smallest size are
/// cut with an ellipsis, so every card keeps its place in the grid (eight to a sheet).
#[test]
fn long_names_shrink_to_fit_the_card() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let room = felt_core::rules::seating::draw::draw_room(20, 10, &mut rng).expect("draw");
    let names: Names = (1..=20)
        .map(|p| {
            let name = match p % 4 {
                0 => "Maximilian Alexander von Hohenzollern-Sigmaringen the Third".to_string(),
                1 => "Ö".to_string(),
                2 => "Wolfeschlegelsteinhausenbergerdorff ".repeat(4),
                _ => format!("Player {p}"),
            };
            (p, name)
        })
        .collect();
    let doc = seat_cards(
        "An event whose title runs on and on, far wider than a card",
        &room,
        &names,
        felt_core::lang::Locale::ENGLISH,
    );
    let pdf = render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).expect("render");
    if let Some(n) = pages(&pdf) {
        assert_eq!(n, 3);
    }
    if let Some(n) = render_pngs(&pdf, 60, "cards-long-names") {
        assert_eq!(n, 3);
    }
    let Some(text) = raw_text(&pdf) else { return };
    assert_eq!(text.matches("\nTABLE\n").count(), 20);
    // A long name takes two lines and keeps its surname; one too long even for two
    // lines at the smallest size is cut with an ellipsis rather than run over the card.
    in_order(
        &text,
        &[
            "Maximilian Alexander",
            "Hohenzollern-Sigmaringen the Third\n",
        ],
    );
    assert!(
        text.contains("Wolfeschlegelsteinhausenbergerdorff\nWolfeschlegel"),
        "{text}"
    );
    assert_eq!(text.matches('…').count(), 5, "{text}");
}

/// Held and empty seats are listed, and the button is marked, on the printed list.
#[test]
fn table_list_pdf_marks_the_button_and_held_seats() {
    use felt_core::rules::seating::{SeatHold, Seating};
    let mut room = Seating::new();
    room.open_table(3, 10).unwrap();
    for (p, seat) in [(31, 1), (32, 2), (35, 5)] {
        room.seat(p, SeatRef { table: 3, seat }).unwrap();
    }
    room.hold_seat(SeatRef { table: 3, seat: 3 }, SeatHold::Locked)
        .unwrap();
    let reserved = SeatHold::Reserved { player: Some(40) };
    room.hold_seat(SeatRef { table: 3, seat: 4 }, reserved)
        .unwrap();
    room.set_button(3, Some(5)).unwrap();
    let names: Names = [
        (31, "Ann Lee"),
        (32, "Bo Park"),
        (35, "Cy Dee"),
        (40, "Di Ng"),
    ]
    .into_iter()
    .map(|(p, n)| (p, n.to_string()))
    .collect();
    let doc = felt_core::paper::floor_paper::table_lists(
        "#3 Example NLHE",
        &room,
        &names,
        felt_core::lang::Locale::ENGLISH,
    );
    let pdf = render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).expect("render");
    if let Some(n) = render_pngs(&pdf, 60, "lists-button") {
        assert_eq!(n, 1);
    }
    let Some(text) = raw_text(&pdf) else { return };
    in_order(
        &text,
        &[
            "Table 3: 3 players\n",
            "Seat Player Entry Button\n",
            "1 Ann Lee 31\n",
            "2 Bo Park 32\n",
            "3 (locked)\n",
            "4 (reserved for Di Ng)\n",
            "5 Cy Dee 35 BTN\n",
            "6 (empty)\n",
            "10 (empty)\n",
        ],
    );
}
