//! Results: the finishing order with prizes and bounties, as a printed sheet for the
//! wall and as CSV for the series' spreadsheet. Money is integer minor units throughout;
//! totals are summed in `u128` so no field size can overflow them.

use crate::field::standings::ResultLine;

use crate::paper::document::{Align, Block, Document, Page};

use super::seat_cards::count;
use super::table_lists::column;
use super::{decimal, place_label};
use crate::words::decimal as decimal_wide;

/// Lines in finishing order; lines of the same place keep the order they came in.
fn ordered(lines: &[ResultLine]) -> Vec<&ResultLine> {
    let mut v: Vec<&ResultLine> = lines.iter().collect();
    v.sort_by_key(|l| l.place);
    v
}

/// The printed results: place, name, prize, bounties (and notes), then a totals line.
pub fn results_sheet(event_title: &str, currency: Option<&str>, lines: &[ResultLine]) -> Document {
    let money_title = |t: &str| match currency.map(str::trim) {
        Some(c) if !c.is_empty() => format!("{t} ({c})"),
        _ => t.to_string(),
    };
    let with_notes = lines.iter().any(|l| l.note.is_some());
    let mut columns = vec![
        column("Place", 1, Align::Right),
        column("Name", 6, Align::Left),
        column(&money_title("Prize"), 2, Align::Right),
        column(&money_title("Bounties"), 2, Align::Right),
    ];
    if with_notes {
        columns.push(column("Note", 3, Align::Left));
    }
    let mut rows: Vec<Vec<String>> = ordered(lines)
        .into_iter()
        .map(|l| {
            let mut row = vec![
                place_label(l.place, l.shared_to),
                l.name.clone(),
                amount(u128::from(l.prize)),
                amount(u128::from(l.bounties)),
            ];
            if with_notes {
                row.push(l.note.clone().unwrap_or_default());
            }
            row
        })
        .collect();
    let prizes: u128 = lines.iter().map(|l| u128::from(l.prize)).sum();
    let bounties: u128 = lines.iter().map(|l| u128::from(l.bounties)).sum();
    let mut total = vec![
        String::new(),
        "Total".to_string(),
        decimal_wide(prizes, true),
        decimal_wide(bounties, true),
    ];
    if with_notes {
        total.push(String::new());
    }
    let strong = vec![rows.len()];
    rows.push(total);
    let blocks = if lines.is_empty() {
        vec![Block::Paragraph {
            text: "No results yet.".to_string(),
        }]
    } else {
        vec![Block::Table {
            columns,
            rows,
            strong,
        }]
    };
    Document {
        title: format!("{event_title}: results"),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(format!(
                "Results: {}",
                count(lines.len(), "player", "players")
            )),
            blocks,
        }],
    }
}

/// The results sheet sealed with the event's log: how many records and the last hash of
/// the chain (issue 17), so a printed sheet pins the log it came from; `felt log verify`
/// gives the same hash for the same log, on any machine. A broken chain is printed as
/// what the walk found.
pub fn with_log_seal(mut doc: Document, seal: &crate::log::chain::ChainReport) -> Document {
    let text = if seal.intact {
        format!(
            "Log seal: {} records, last hash {}. Check it with `felt log verify` against the event's database or its exported log.",
            seal.records, seal.last_hash
        )
    } else {
        format!("Log check failed: {}", seal.text)
    };
    if let Some(page) = doc.pages.last_mut() {
        page.blocks.push(Block::Paragraph { text });
    }
    doc
}

/// An amount on the sheet; nothing for zero, so the paid places stand out.
fn amount(minor: u128) -> String {
    if minor == 0 {
        String::new()
    } else {
        decimal_wide(minor, true)
    }
}

/// The results as CSV (RFC 4180: CRLF line ends, fields with a comma, quote or line
/// break quoted, quotes doubled), with the header `place,name,prize,bounties`.
pub fn results_csv(lines: &[ResultLine]) -> String {
    let mut out = String::from("place,name,prize,bounties\r\n");
    for l in ordered(lines) {
        let fields = [
            place_label(l.place, l.shared_to),
            csv_field(&inert(&l.name)),
            decimal(l.prize),
            decimal(l.bounties),
        ];
        out.push_str(&fields.join(","));
        out.push_str("\r\n");
    }
    out
}

/// The characters that make a spreadsheet read a cell as a formula when it begins with
/// one of them (OWASP's list for CSV injection).
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Whether `text` would start a formula, counting the apostrophes that mark a cell
/// already made inert and looking past invisible characters (a BOM, a zero-width space, a
/// direction mark) that a spreadsheet may drop before reading the cell.
fn starts_formula(text: &str) -> bool {
    text.trim_start_matches('\'')
        .trim_start_matches(|c: char| {
            !FORMULA_START.contains(&c) && crate::text::unwanted(c, true).is_some()
        })
        .starts_with(FORMULA_START)
}

/// A text cell made safe to open in a spreadsheet: one that would start a formula (a
/// player named `=HYPERLINK(...)`) gets an apostrophe in front, which spreadsheets show
/// as text and [`from_inert`] (Felt's own import) takes off again.
pub fn inert(text: &str) -> std::borrow::Cow<'_, str> {
    if starts_formula(text) {
        format!("'{text}").into()
    } else {
        text.into()
    }
}

/// A cell as [`inert`] wrote it, read back: `from_inert(&inert(x)) == x` for any text.
pub fn from_inert(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if starts_formula(rest) => rest,
        _ => cell,
    }
}

/// One CSV field, quoted when it has to be.
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::{from_inert, inert};

    /// A formula behind an invisible character (a BOM, a zero-width space, a direction
    /// mark) slipped past the neutralising: it is made inert like one at the start, and
    /// read back to the same text.
    #[test]
    fn a_formula_behind_an_invisible_character_is_made_inert() {
        for (cell, written) in [
            ("=1+1", "'=1+1"),
            ("\u{FEFF}=1+1", "'\u{FEFF}=1+1"),
            ("\u{200B}@SUM(1)", "'\u{200B}@SUM(1)"),
            ("\u{200E}\u{200B}+2", "'\u{200E}\u{200B}+2"),
            ("Ann", "Ann"),
            ("\u{FEFF}Ann", "\u{FEFF}Ann"),
        ] {
            assert_eq!(inert(cell), written, "{cell:?}");
            assert_eq!(from_inert(&inert(cell)), cell, "{cell:?}");
        }
    }
}
