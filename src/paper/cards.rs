//! Cards to cut from the sheet (seat cards): a grid of equal cells framed by dashed cut
//! lines, each card with a small top line, a bold title and its figures in type as large
//! as the cell allows, so a player can read TABLE and SEAT at arm's length.

use super::fonts::Face;
use super::layout::Flow;
use felt_core::paper::document::{Card, Figure};

/// Space between a card's edge and its text.
const PAD: f32 = 10.0;
/// The small top and foot lines.
const SMALL: f32 = 9.0;
const TITLE_MAX: f32 = 22.0;
/// Below this a title is set in two lines rather than one.
const TITLE_SPLIT: f32 = 15.0;
const TITLE_MIN: f32 = 11.0;
const LABEL: f32 = 11.0;
/// Largest figure size; beyond it the figure only eats white space.
const FIGURE_MAX: f32 = 120.0;
/// Height of a digit over the type size: DejaVu's figures stand 0.73 em tall, and round
/// ones (3, 6, 8, 9) overshoot a little.
const DIGIT_HEIGHT: f32 = 0.76;
/// Clear space around a figure's value: under its label and at its column's sides.
const FIGURE_GAP: f32 = 8.0;
/// The smallest card height worth printing.
const MIN_HEIGHT: f32 = 120.0;
/// Thickness of the cut lines.
const CUT: f32 = 0.6;
/// Thickness of the rule between two figures.
const DIVIDER: f32 = 1.0;

/// Lays out `cards` in a grid of `per_row` x `rows` per sheet, filling the rest of the
/// current sheet first and then continuation sheets.
pub fn cards(flow: &mut Flow, per_row: u8, rows: u8, cards: &[Card]) {
    let per_row = usize::from(per_row.max(1));
    let rows = usize::from(rows.max(1));
    let (left, w) = (flow.left, flow.width() / per_row as f32);
    // Cards squeezed under other content would be too small to read: start afresh.
    if flow.bottom() - flow.y < rows as f32 * MIN_HEIGHT {
        flow.new_sheet();
    }
    // The grid sits at the same place on every sheet, so a stack of sheets can be cut in
    // one go: continuation sheets leave the first sheet's heading room blank.
    let top = flow.y;
    let h = (flow.bottom() - top) / rows as f32;
    for (k, chunk) in cards.chunks(per_row * rows).enumerate() {
        if k > 0 {
            flow.new_sheet();
        }
        let used_rows = chunk.len().div_ceil(per_row);
        cut_lines(flow, (left, top), (w, h), per_row, used_rows);
        for (i, card) in chunk.iter().enumerate() {
            let x = left + (i % per_row) as f32 * w;
            let y = top + (i / per_row) as f32 * h;
            one_card(flow, card, x, y, w, h);
        }
        flow.y = top + used_rows as f32 * h;
    }
}

/// A dashed grid over the cells in use: every card is a rectangle to cut out.
fn cut_lines(flow: &mut Flow, at: (f32, f32), cell: (f32, f32), cols: usize, rows: usize) {
    let (left, top) = at;
    let (w, h) = cell;
    let right = left + cols as f32 * w;
    let bottom = top + rows as f32 * h;
    for r in 0..=rows {
        let y = top + r as f32 * h;
        flow.line((left, y), (right, y), CUT, true);
    }
    for c in 0..=cols {
        let x = left + c as f32 * w;
        flow.line((x, top), (x, bottom), CUT, true);
    }
}

fn one_card(flow: &mut Flow, card: &Card, x: f32, y: f32, w: f32, h: f32) {
    let inner = w - 2.0 * PAD;
    let mut cursor = y + PAD;
    let (size, top) = fit(flow, Face::Regular, SMALL, SMALL - 2.0, &card.top, inner);
    cursor += size;
    flow.text(x + PAD, cursor, Face::Regular, size, &top);
    cursor += 6.0;
    let (size, lines) = title_lines(flow, &card.title, inner);
    let step = size * 1.15;
    let first = cursor + TITLE_MAX.max(step * lines.len() as f32) - step * (lines.len() - 1) as f32;
    for (i, line) in lines.iter().enumerate() {
        flow.text(x + PAD, first + i as f32 * step, Face::Bold, size, line);
    }
    cursor += TITLE_MAX.max(step * lines.len() as f32);
    cursor += 8.0;
    // The foot sits on the card's bottom edge; the figures take what is between.
    let foot_room = if card.foot.is_some() {
        SMALL + 4.0
    } else {
        0.0
    };
    let bottom = y + h - PAD - foot_room;
    let col = inner / card.figures.len().max(1) as f32;
    for (i, f) in card.figures.iter().enumerate() {
        let fx = x + PAD + i as f32 * col;
        if i > 0 {
            // A rule between TABLE and SEAT so "4 4" never reads as 44.
            flow.line((fx, cursor + 2.0), (fx, bottom), DIVIDER, false);
        }
        figure(flow, f, fx, col, cursor, bottom);
    }
    // Drawn last so that copied or extracted text reads top to bottom.
    if let Some(foot) = &card.foot {
        let (size, foot) = fit(flow, Face::Regular, SMALL, SMALL - 2.0, foot, inner);
        flow.text(x + PAD, y + h - PAD, Face::Regular, size, &foot);
    }
}

/// A label over its value, centred in the column from `x`, `w` wide, between `top` and
/// `bottom`; the value is set as large as both the width and the height allow.
fn figure(flow: &mut Flow, f: &Figure, x: f32, w: f32, top: f32, bottom: f32) {
    let (size, label) = fit(flow, Face::Bold, LABEL, LABEL - 3.0, &f.label, w);
    let label_w = flow.measure(Face::Bold, size, &label);
    let baseline = top + LABEL;
    flow.text(x + (w - label_w) / 2.0, baseline, Face::Bold, size, &label);
    let room = bottom - baseline - FIGURE_GAP;
    let unit = flow.measure(Face::Bold, 1.0, &f.value).max(0.01);
    let size = (room / DIGIT_HEIGHT)
        .min((w - 2.0 * FIGURE_GAP) / unit)
        .clamp(1.0, FIGURE_MAX);
    let value_w = flow.measure(Face::Bold, size, &f.value);
    // Centre the figure in the height left so a short number does not float at the top.
    let value_h = size * DIGIT_HEIGHT;
    let baseline = baseline + FIGURE_GAP + (room + value_h) / 2.0;
    flow.text(
        x + (w - value_w) / 2.0,
        baseline,
        Face::Bold,
        size,
        &f.value,
    );
}

/// The title in one line as large as fits down to `TITLE_SPLIT`, else in two lines as
/// large as fits down to `TITLE_MIN` (a long name keeps its surname), else cut.
fn title_lines(flow: &Flow, text: &str, width: f32) -> (f32, Vec<String>) {
    let (size, line) = fit(flow, Face::Bold, TITLE_MAX, TITLE_SPLIT, text, width);
    if line == text {
        return (size, vec![line]);
    }
    let mut size = TITLE_SPLIT;
    while size > TITLE_MIN {
        let lines = flow.wrap(Face::Bold, size, text, width);
        if lines.len() <= 2 {
            return (size, lines);
        }
        size -= 0.5;
    }
    let mut lines = flow.wrap(Face::Bold, TITLE_MIN, text, width);
    lines.truncate(2);
    let rest = lines.pop().unwrap_or_default();
    let (_, cut) = fit(
        flow,
        Face::Bold,
        TITLE_MIN,
        TITLE_MIN,
        &format!("{rest} …"),
        width,
    );
    lines.push(cut);
    (TITLE_MIN, lines)
}

/// The largest size from `max` down to `min` at which `text` fits `width` on one line;
/// at `min` a text still too wide is cut and ends in an ellipsis.
fn fit(flow: &Flow, face: Face, max: f32, min: f32, text: &str, width: f32) -> (f32, String) {
    let natural = flow.measure(face, 1.0, text);
    if natural <= 0.0 {
        return (max, text.to_string());
    }
    let size = (width / natural).min(max);
    if size >= min {
        return (size, text.to_string());
    }
    let mut cut: String = String::new();
    for c in text.chars() {
        let next = format!("{cut}{c}…");
        if flow.measure(face, min, &next) > width {
            break;
        }
        cut.push(c);
    }
    (min, format!("{}…", cut.trim_end()))
}
