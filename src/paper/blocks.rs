//! Running content: section headings, paragraphs, bulleted and numbered lists, facts,
//! and tiles (small groups of blocks side by side).

use super::fonts::Face;
use super::layout::{BODY, Flow};
use super::{cards, table};
use felt_core::paper::document::{Block, Page};

const HEADING: f32 = 12.5;
const LEADING: f32 = 1.28;
/// Space after a block.
const GAP: f32 = 7.0;
/// Space between tiles set side by side.
const TILE_GAP: f32 = 14.0;

/// Lays out one logical page of the document.
pub fn page(flow: &mut Flow, page: &Page) {
    flow.begin_page(&page.heading, page.subheading.as_deref());
    blocks(flow, &page.blocks);
}

/// Lays out blocks one under the other at the cursor.
fn blocks(flow: &mut Flow, blocks: &[Block]) {
    for block in blocks {
        match block {
            Block::Heading { text } => heading(flow, text),
            Block::Paragraph { text } => {
                lines(flow, flow.left, flow.width(), Face::Regular, text);
                flow.y += GAP;
            }
            Block::Bullets { items } => list(flow, items, |_| "•".to_string()),
            Block::Numbered { items } => list(flow, items, |i| format!("{}.", i + 1)),
            Block::Facts { items } => facts(flow, items),
            Block::Table {
                columns,
                rows,
                strong,
            } => table::table(flow, columns, rows, strong),
            Block::Cards {
                per_row,
                rows,
                cards,
            } => cards::cards(flow, *per_row, *rows, cards),
            Block::Tiles { per_row, tiles: t } => tiles(flow, *per_row, t),
        }
    }
}

/// Tiles `per_row` to a row, each in its own column; a row moves to the next sheet whole.
fn tiles(flow: &mut Flow, per_row: u8, tiles: &[Vec<Block>]) {
    let per_row = usize::from(per_row.max(1));
    let (left, right) = (flow.left, flow.right);
    let w = (flow.width() - TILE_GAP * (per_row - 1) as f32) / per_row as f32;
    for row in tiles.chunks(per_row) {
        // Measure each tile by laying it out on a scratch sheet of the column's width.
        let height = row
            .iter()
            .map(|t| {
                let mut scratch = flow.scratch(w);
                blocks(&mut scratch, t);
                scratch.y
            })
            .fold(0.0, f32::max);
        flow.need(height);
        let top = flow.y;
        for (j, t) in row.iter().enumerate() {
            flow.left = left + j as f32 * (w + TILE_GAP);
            flow.right = flow.left + w;
            flow.y = top;
            blocks(flow, t);
        }
        flow.left = left;
        flow.right = right;
        flow.y = top + height;
    }
}

fn heading(flow: &mut Flow, text: &str) {
    let (left, width) = (flow.left, flow.width());
    let wrapped = flow.wrap(Face::Bold, HEADING, text, width);
    // Keep a heading with at least two lines of what follows it.
    flow.need(wrapped.len() as f32 * HEADING * 1.2 + 4.0 + 2.0 * BODY * LEADING);
    flow.y += 3.0;
    for line in wrapped {
        flow.y += HEADING * 1.2;
        flow.text(left, flow.y, Face::Bold, HEADING, &line);
    }
    flow.y += 5.0;
}

/// Wrapped body text in the column from `x`, `width` wide; a line at a time so that a long
/// paragraph continues on the next sheet.
fn lines(flow: &mut Flow, x: f32, width: f32, face: Face, text: &str) {
    let step = BODY * LEADING;
    for line in flow.wrap(face, BODY, text, width) {
        flow.need(step);
        flow.y += step;
        flow.text(x, flow.y - BODY * 0.25, face, BODY, &line);
    }
}

fn list(flow: &mut Flow, items: &[String], marker: impl Fn(usize) -> String) {
    let indent = 20.0;
    let (left, width) = (flow.left, flow.width());
    for (i, item) in items.iter().enumerate() {
        flow.need(BODY * LEADING);
        let m = marker(i);
        let mw = flow.measure(Face::Regular, BODY, &m);
        // Markers are right-aligned so that "9." and "10." line up on the dot.
        let baseline = flow.y + BODY * LEADING - BODY * 0.25;
        flow.text(left + indent - 5.0 - mw, baseline, Face::Regular, BODY, &m);
        lines(flow, left + indent, width - indent, Face::Regular, item);
        flow.y += 2.0;
    }
    flow.y += GAP - 2.0;
}

/// Labels in bold in a left column, values wrapped in the right column.
fn facts(flow: &mut Flow, items: &[(String, String)]) {
    let (left, width) = (flow.left, flow.width());
    let widest = items
        .iter()
        .map(|(k, _)| flow.measure(Face::Bold, BODY, k))
        .fold(0.0, f32::max);
    let label_w = (widest + 12.0).min(width * 0.35);
    for (label, value) in items {
        let label_lines = flow.wrap(Face::Bold, BODY, label, label_w - 8.0);
        let value_lines = flow.wrap(Face::Regular, BODY, value, width - label_w);
        let step = BODY * LEADING;
        let rows = label_lines.len().max(value_lines.len());
        flow.need(rows as f32 * step);
        let top = flow.y;
        for (i, line) in label_lines.iter().enumerate() {
            let baseline = top + (i + 1) as f32 * step - BODY * 0.25;
            flow.text(left, baseline, Face::Bold, BODY, line);
        }
        for (i, line) in value_lines.iter().enumerate() {
            let baseline = top + (i + 1) as f32 * step - BODY * 0.25;
            flow.text(left + label_w, baseline, Face::Regular, BODY, line);
        }
        flow.y = top + rows as f32 * step + 1.0;
    }
    flow.y += GAP;
}
