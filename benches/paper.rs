//! Printed paper (issue 4): a structure sheet (a 31-period mixed event) and the rule
//! cards of the whole game catalog, from data to PDF bytes.

use criterion::{Criterion, criterion_group, criterion_main};
use felt::paper::{PaperSize, render_pdf};
use felt_core::catalog::Catalog;
use felt_core::document::Document;
use felt_core::rule_card::game_summary_card;
use std::hint::black_box;

fn structure_sheet(c: &mut Criterion) {
    let text = include_str!("../tests/data/mixed-8game.toml");
    let structure = felt_core::structure::parse_structure("mixed-8game.toml", text)
        .expect("bench structure parses")
        .structure;
    c.bench_function("structure sheet to PDF (A4)", |b| {
        b.iter(|| {
            let doc = felt_core::sheet::structure_sheet(black_box(&structure));
            render_pdf(&doc, PaperSize::A4).expect("renders")
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
                .flat_map(|g| game_summary_card(g, catalog).pages)
                .collect();
            let doc = Document {
                title: "Felt game catalog".into(),
                pages,
            };
            render_pdf(black_box(&doc), PaperSize::A4).expect("renders")
        })
    });
}

criterion_group!(benches, structure_sheet, catalog_cards);
criterion_main!(benches);
