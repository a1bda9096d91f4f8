//! Tables drawn with rules and text: a bold header row repeated on every sheet the table
//! runs onto, thin rules between rows, bold rows (breaks on a structure sheet) set off by
//! heavier rules, and numbers aligned as each column asks.

use super::fonts::Face;
use super::layout::Flow;
use felt_core::paper::document::{Align, Column};

/// Table text size: a little under body size so a 30-level structure fits one sheet.
pub const SIZE: f32 = 9.0;
const LINE: f32 = 10.8;
/// Space above and below the text of a row.
const PAD_V: f32 = 1.9;
/// Space between a cell's text and its column edges.
const PAD_H: f32 = 3.5;

/// Lays out a table at the cursor, continuing it on new sheets as needed.
pub fn table(flow: &mut Flow, columns: &[Column], rows: &[Vec<String>], strong: &[usize]) {
    if columns.is_empty() {
        return;
    }
    let edges = column_edges(flow, columns, rows, strong);
    let header: Vec<String> = columns.iter().map(|c| c.title.clone()).collect();
    let header_h = row_height(flow, columns, &edges, &header, Face::Bold);
    // A header alone at the foot of a sheet is no use: keep it with its first row.
    let first_h = rows.first().map_or(0.0, |r| {
        row_height(flow, columns, &edges, r, face_of(strong, 0))
    });
    flow.need(header_h + first_h + 2.0);
    draw_header(flow, columns, &edges, &header, header_h);
    for (i, row) in rows.iter().enumerate() {
        let face = face_of(strong, i);
        let h = row_height(flow, columns, &edges, row, face);
        if flow.need(h) {
            draw_header(flow, columns, &edges, &header, header_h);
        }
        let bold = face == Face::Bold;
        if bold {
            flow.rule(flow.left, flow.right, flow.y, 0.7);
        }
        draw_row(flow, columns, &edges, row, face);
        flow.y += h;
        let last = i + 1 == rows.len();
        let width = if bold || last { 0.7 } else { 0.25 };
        flow.rule(flow.left, flow.right, flow.y, width);
    }
    flow.y += 8.0;
}

fn face_of(strong: &[usize], i: usize) -> Face {
    if strong.contains(&i) {
        Face::Bold
    } else {
        Face::Regular
    }
}

fn draw_header(flow: &mut Flow, columns: &[Column], edges: &[f32], header: &[String], h: f32) {
    flow.rule(flow.left, flow.right, flow.y, 0.7);
    draw_row(flow, columns, edges, header, Face::Bold);
    flow.y += h;
    flow.rule(flow.left, flow.right, flow.y, 1.0);
}

/// Left edge of each column plus the table's right edge.
///
/// Columns get the width of their widest cell; what is left of the line is shared out by
/// weight. If the cells do not fit at all, widths follow the weights and text wraps.
fn column_edges(
    flow: &Flow,
    columns: &[Column],
    rows: &[Vec<String>],
    strong: &[usize],
) -> Vec<f32> {
    let avail = flow.width();
    let mut natural: Vec<f32> = columns
        .iter()
        .map(|c| flow.measure(Face::Bold, SIZE, &c.title) + 2.0 * PAD_H)
        .collect();
    for (i, row) in rows.iter().enumerate() {
        let face = face_of(strong, i);
        for (j, cell) in row.iter().enumerate().take(columns.len()) {
            // A bold cell that may run over the empty cell after it does not widen its column.
            if face == Face::Bold && row.get(j + 1).is_some_and(String::is_empty) {
                continue;
            }
            let w = flow.measure(face, SIZE, cell) + 2.0 * PAD_H;
            natural[j] = natural[j].max(w);
        }
    }
    let total_weight: f32 = columns.iter().map(|c| f32::from(c.weight.max(1))).sum();
    let used: f32 = natural.iter().sum();
    let widths: Vec<f32> = if used <= avail {
        let spare = avail - used;
        natural
            .iter()
            .zip(columns)
            .map(|(n, c)| n + spare * f32::from(c.weight.max(1)) / total_weight)
            .collect()
    } else {
        columns
            .iter()
            .map(|c| avail * f32::from(c.weight.max(1)) / total_weight)
            .collect()
    };
    let mut edges = vec![flow.left];
    for w in widths {
        edges.push(edges.last().copied().unwrap_or(flow.left) + w);
    }
    edges
}

/// The columns `[j, end)` cell `j` is set in, and its alignment there.
///
/// In a bold row (a break on a structure sheet) a cell too wide for its column runs over
/// the empty cells after it, left-aligned, as in a spreadsheet, so the row can say what
/// happens without widening the column for every other row.
fn placement(
    flow: &Flow,
    columns: &[Column],
    edges: &[f32],
    row: &[String],
    j: usize,
    face: Face,
) -> (usize, Align) {
    let own = edges[j + 1] - edges[j] - 2.0 * PAD_H;
    if face == Face::Regular || flow.measure(face, SIZE, &row[j]) <= own {
        return (j + 1, columns[j].align);
    }
    let mut end = j + 1;
    while end < columns.len() && row.get(end).is_none_or(String::is_empty) {
        end += 1;
    }
    (end, Align::Left)
}

fn cell_lines(
    flow: &Flow,
    columns: &[Column],
    edges: &[f32],
    row: &[String],
    j: usize,
    face: Face,
) -> Vec<String> {
    let (end, _) = placement(flow, columns, edges, row, j, face);
    let width = edges[end] - edges[j] - 2.0 * PAD_H;
    flow.wrap(face, SIZE, &row[j], width.max(SIZE))
}

fn row_height(flow: &Flow, columns: &[Column], edges: &[f32], row: &[String], face: Face) -> f32 {
    let lines = (0..row.len().min(columns.len()))
        .map(|j| cell_lines(flow, columns, edges, row, j, face).len())
        .max()
        .unwrap_or(1)
        .max(1);
    lines as f32 * LINE + 2.0 * PAD_V
}

fn draw_row(flow: &mut Flow, columns: &[Column], edges: &[f32], row: &[String], face: Face) {
    let top = flow.y + PAD_V;
    for j in 0..row.len().min(columns.len()) {
        let (end, align) = placement(flow, columns, edges, row, j, face);
        let lines = cell_lines(flow, columns, edges, row, j, face);
        for (k, line) in lines.iter().enumerate() {
            let w = flow.measure(face, SIZE, line);
            let x = match align {
                Align::Left => edges[j] + PAD_H,
                Align::Right => edges[end] - PAD_H - w,
                Align::Center => (edges[j] + edges[end] - w) / 2.0,
            };
            let baseline = top + (k + 1) as f32 * LINE - LINE * 0.22;
            flow.text(x, baseline, face, SIZE, line);
        }
    }
}
