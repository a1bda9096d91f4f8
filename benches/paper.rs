//! Rendering a structure sheet (a 31-period mixed event) to PDF bytes.

use criterion::{Criterion, criterion_group, criterion_main};
use felt::paper::{PaperSize, render_pdf};
use std::hint::black_box;

fn structure_sheet(c: &mut Criterion) {
    let text = include_str!("../tests/data/mixed-8game.toml");
    let structure = felt_core::structure::parse_structure("mixed-8game.toml", text)
        .expect("bench structure parses")
        .structure;
    let doc = felt_core::sheet::structure_sheet(&structure);
    c.bench_function("structure_sheet_pdf_a4", |b| {
        b.iter(|| render_pdf(black_box(&doc), PaperSize::A4).expect("renders"))
    });
}

criterion_group!(benches, structure_sheet);
criterion_main!(benches);
