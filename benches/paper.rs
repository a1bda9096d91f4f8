//! Printed paper: a structure sheet (a 31-period mixed event), the rule cards of the whole
//! game catalog, and the seat cards and table lists of a 1,000-player field, from data to
//! PDF bytes.

use criterion::{Criterion, criterion_group, criterion_main};
use felt::paper::{PaperSize, render_pdf};
use felt_core::catalog::Catalog;
use felt_core::paper::document::Document;
use felt_core::paper::rule_card::game_summary_card;
use std::hint::black_box;

fn structure_sheet(c: &mut Criterion) {
    let text = include_str!("../tests/data/mixed-8game.toml");
    let structure = felt_core::structure::parse_structure("mixed-8game.toml", text)
        .expect("bench structure parses")
        .structure;
    c.bench_function("structure sheet to PDF (A4)", |b| {
        b.iter(|| {
            let doc = felt_core::paper::sheet::structure_sheet(
                black_box(&structure),
                felt_core::lang::Locale::ENGLISH,
            );
            render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).expect("renders")
        })
    });
}

fn catalog_cards(c: &mut Criterion) {
    let catalog = Catalog::shared();
    c.bench_function("rule cards for the whole catalog to one PDF (A4)", |b| {
        b.iter(|| {
            let pages = catalog
                .games()
                .iter()
                .flat_map(|g| game_summary_card(g, catalog, felt_core::lang::Locale::ENGLISH).pages)
                .collect();
            let doc = Document {
                title: "Felt game catalog".into(),
                pages,
            };
            render_pdf(
                black_box(&doc),
                PaperSize::A4,
                felt_core::lang::Locale::ENGLISH,
            )
            .expect("renders")
        })
    });
}

/// A 1,000-player field, 10-handed: 125 sheets of seat cards, 17 of table lists.
fn floor_paper(c: &mut Criterion) {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let room = felt_core::rules::seating::draw::draw_room(1000, 10, &mut rng).expect("draw");
    let names: felt_core::paper::floor_paper::Names =
        (1..=1000).map(|p| (p, format!("Player {p}"))).collect();
    c.bench_function("seat cards for 1,000 players to PDF (A4)", |b| {
        b.iter(|| {
            let doc = felt_core::paper::floor_paper::seat_cards(
                "Bench",
                black_box(&room),
                &names,
                felt_core::lang::Locale::ENGLISH,
            );
            render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).expect("renders")
        })
    });
    c.bench_function("table lists for 100 tables to PDF (A4)", |b| {
        b.iter(|| {
            let doc = felt_core::paper::floor_paper::table_lists(
                "Bench",
                black_box(&room),
                &names,
                felt_core::lang::Locale::ENGLISH,
            );
            render_pdf(&doc, PaperSize::A4, felt_core::lang::Locale::ENGLISH).expect("renders")
        })
    });
}

criterion_group!(benches, structure_sheet, catalog_cards, floor_paper);
criterion_main!(benches);
