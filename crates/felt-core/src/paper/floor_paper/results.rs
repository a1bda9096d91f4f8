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

/// The results sheet with why its prizes are missing, when they could not be worked out
/// (`ResultsNow::prizes_unknown`): said above the places, so a sheet on the wall never
/// shows empty prizes without a reason.
pub fn with_prizes_unknown(mut doc: Document, why: Option<&str>) -> Document {
    if let (Some(why), Some(page)) = (why, doc.pages.first_mut()) {
        page.blocks.insert(
            0,
            Block::Paragraph {
                text: format!("Prizes not shown: {why}."),
            },
        );
    }
    doc
}

/// The results sheet sealed with the event's log: how many records and the last hash of
/// the chain, so a printed sheet pins the log it came from; `felt log verify`
/// gives the same hash for the same log, on any machine. A broken chain is printed as
/// what the walk found.
pub fn with_log_seal(mut doc: Document, seal: &crate::log::chain::ChainReport) -> Document {
    let text = if seal.intact {
        format!(
            "Log seal: {}, last hash {}. Check it with `felt log verify` against the event's database or its exported log.",
            crate::words::count(u64::from(seal.records), "record", "records"),
            seal.last_hash
        )
    } else {
        format!("Log check failed: {}", seal.text)
    };
    if let Some(page) = doc.pages.last_mut() {
        page.blocks.push(Block::Paragraph { text });
    }
    doc
}

/// The books beside the places: when the event was played and the money in
/// and out (20 x $120 = $2,400 in, $400 in fees, $2,000 paid out), for the series'
/// accounts. Amounts in minor units.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Books {
    /// The day it was played, as the room says it ("Saturday 28 November 2026").
    pub date: Option<String>,
    /// When the clock first started, for the CSV (UTC).
    pub started: Option<crate::UtcMs>,
    /// Entries and re-entries.
    pub entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// Every price paid, fees included.
    pub taken_in: u64,
    /// The house's fees (bounty money not included).
    pub fees: u64,
    /// Held for the bounties.
    pub bounties: u64,
    /// What the house added to reach the guarantee.
    pub overlay: u64,
    /// The prize pool the places share, savers included.
    pub pool: u64,
}

impl Books {
    /// The books of `pool`, with `head` (the bounty held from each entry) counted apart
    /// from the house's fees.
    pub fn of(
        pool: &crate::rules::prize_pool::PrizePool,
        head: u64,
        started: Option<crate::UtcMs>,
        date: Option<String>,
    ) -> Books {
        let bounties = head.saturating_mul(u64::from(pool.entries)).min(pool.fees);
        Books {
            date,
            started,
            entries: pool.entries,
            rebuys: pool.rebuys,
            add_ons: pool.add_ons,
            taken_in: pool.collected,
            fees: pool.fees - bounties,
            bounties,
            overlay: pool.overlay,
            pool: pool.total.saturating_add(pool.savers),
        }
    }

    /// What was bought: "20 entries, 3 rebuys, 2 add-ons".
    fn bought(&self) -> String {
        let mut parts = vec![count(self.entries as usize, "entry", "entries")];
        if self.rebuys > 0 {
            parts.push(count(self.rebuys as usize, "rebuy", "rebuys"));
        }
        if self.add_ons > 0 {
            parts.push(count(self.add_ons as usize, "add-on", "add-ons"));
        }
        parts.join(", ")
    }

    /// The lines of the books: (what, amount in minor units), the ones that are nothing
    /// left out; `paid` and `bounties_paid` are the results' sums.
    fn lines(&self, paid: u128, bounties_paid: u128) -> Vec<(String, u128)> {
        let mut out = vec![
            (
                format!("Taken in ({})", self.bought()),
                u128::from(self.taken_in),
            ),
            ("Fees".to_string(), u128::from(self.fees)),
        ];
        if self.bounties > 0 {
            out.push(("Held for bounties".to_string(), u128::from(self.bounties)));
        }
        if self.overlay > 0 {
            out.push((
                "Overlay (added by the house)".to_string(),
                u128::from(self.overlay),
            ));
        }
        out.push(("Prize pool".to_string(), u128::from(self.pool)));
        out.push(("Prizes paid".to_string(), paid));
        if bounties_paid > 0 {
            out.push(("Bounties paid".to_string(), bounties_paid));
        }
        out
    }
}

/// The results sheet with the books under the places: the day played, the money taken
/// in, the fees, the pool and what was paid.
pub fn with_books(
    mut doc: Document,
    books: &Books,
    currency: Option<&str>,
    lines: &[ResultLine],
) -> Document {
    let paid: u128 = lines.iter().map(|l| u128::from(l.prize)).sum();
    let bounties: u128 = lines.iter().map(|l| u128::from(l.bounties)).sum();
    let amount_title = match currency.map(str::trim) {
        Some(c) if !c.is_empty() => format!("Amount ({c})"),
        _ => "Amount".to_string(),
    };
    let rows: Vec<Vec<String>> = books
        .lines(paid, bounties)
        .into_iter()
        .map(|(what, minor)| vec![what, decimal_wide(minor, true)])
        .collect();
    if let Some(page) = doc.pages.last_mut() {
        if let Some(date) = &books.date {
            page.subheading = Some(match page.subheading.take() {
                Some(s) => format!("{s} · played {date}"),
                None => format!("Played {date}"),
            });
        }
        page.blocks.push(Block::Table {
            columns: vec![
                column("The books", 6, Align::Left),
                column(&amount_title, 2, Align::Right),
            ],
            rows,
            strong: Vec::new(),
        });
    }
    doc
}

/// [`results_csv`] with the books after the places: rows with no place, the item in the
/// name column and its amount in the prize column (the start as an ISO-8601 instant).
pub fn results_csv_with_books(lines: &[ResultLine], books: &Books) -> String {
    let mut out = results_csv(lines);
    let paid: u128 = lines.iter().map(|l| u128::from(l.prize)).sum();
    let bounties: u128 = lines.iter().map(|l| u128::from(l.bounties)).sum();
    if let Some(at) = books
        .started
        .and_then(|s| chrono::DateTime::from_timestamp_millis(s.0))
    {
        out.push_str(&format!(
            ",started,{},\r\n",
            at.format("%Y-%m-%dT%H:%M:%SZ")
        ));
    }
    for (what, minor) in books.lines(paid, bounties) {
        out.push_str(&format!(
            ",{},{},\r\n",
            csv_field(&what.to_lowercase()),
            crate::words::decimal(minor, false)
        ));
    }
    out
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
