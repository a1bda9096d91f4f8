//! Results: the finishing order with prizes and bounties, as a printed sheet for the
//! wall and as CSV for the series' spreadsheet. Money is integer minor units throughout;
//! totals are summed in `u128` so no field size can overflow them.

use crate::field::standings::ResultLine;

use crate::paper::document::{Align, Block, Document, Page};

use super::table_lists::column;
use super::{count, decimal, place_label};
use crate::lang::{Arg, Locale};

/// Lines in finishing order; lines of the same place keep the order they came in.
fn ordered(lines: &[ResultLine]) -> Vec<&ResultLine> {
    let mut v: Vec<&ResultLine> = lines.iter().collect();
    v.sort_by_key(|l| l.place);
    v
}

/// A column title with the currency the amounts under it are in: "Prize (USD)".
fn money_title(id: &str, currency: Option<&str>, l: Locale) -> String {
    let title = l.say(id, &[]);
    match currency.map(str::trim) {
        Some(c) if !c.is_empty() => l.say(
            "paper-col-with-currency",
            &[("title", Arg::Text(&title)), ("currency", Arg::Text(c))],
        ),
        _ => title,
    }
}

/// The printed results: place, name, prize, bounties (and notes), then a totals line,
/// in `l`'s words and numbers.
pub fn results_sheet(
    event_title: &str,
    currency: Option<&str>,
    lines: &[ResultLine],
    l: Locale,
) -> Document {
    let with_notes = lines.iter().any(|r| r.note.is_some());
    let mut columns = vec![
        column(&l.say("paper-col-place", &[]), 1, Align::Right),
        column(&l.say("paper-col-name", &[]), 6, Align::Left),
        column(
            &money_title("paper-col-prize", currency, l),
            2,
            Align::Right,
        ),
        column(
            &money_title("paper-col-bounties", currency, l),
            2,
            Align::Right,
        ),
    ];
    if with_notes {
        columns.push(column(&l.say("paper-col-note", &[]), 3, Align::Left));
    }
    let mut rows: Vec<Vec<String>> = ordered(lines)
        .into_iter()
        .map(|r| {
            let mut row = vec![
                place_label(r.place, r.shared_to, l),
                r.name.clone(),
                amount(u128::from(r.prize), l),
                amount(u128::from(r.bounties), l),
            ];
            if with_notes {
                row.push(
                    r.note
                        .as_ref()
                        .map(|n| crate::lang::Speak::speak(n, l))
                        .unwrap_or_default(),
                );
            }
            row
        })
        .collect();
    let prizes: u128 = lines.iter().map(|r| u128::from(r.prize)).sum();
    let bounties: u128 = lines.iter().map(|r| u128::from(r.bounties)).sum();
    let mut total = vec![
        String::new(),
        l.say("paper-total", &[]),
        l.hundredths(prizes, true),
        l.hundredths(bounties, true),
    ];
    if with_notes {
        total.push(String::new());
    }
    let strong = vec![rows.len()];
    rows.push(total);
    let blocks = if lines.is_empty() {
        vec![Block::Paragraph {
            text: l.say("paper-no-results", &[]),
        }]
    } else {
        vec![Block::Table {
            columns,
            rows,
            strong,
        }]
    };
    Document {
        title: l.say("paper-results-title", &[("event", Arg::Text(event_title))]),
        pages: vec![Page {
            heading: event_title.to_string(),
            subheading: Some(l.say(
                "paper-results-sub",
                &[("players", Arg::Count(lines.len() as u64))],
            )),
            blocks,
        }],
    }
}

/// The results sheet with why its prizes are missing, when they could not be worked out
/// (`ResultsNow::prizes_unknown`): said above the places, so a sheet on the wall never
/// shows empty prizes without a reason.
pub fn with_prizes_unknown(mut doc: Document, why: Option<&str>, l: Locale) -> Document {
    if let (Some(why), Some(page)) = (why, doc.pages.first_mut()) {
        page.blocks.insert(
            0,
            Block::Paragraph {
                text: format!(
                    "{}.",
                    l.say("result-prizes-unknown", &[("why", Arg::Text(why))])
                ),
            },
        );
    }
    doc
}

/// The results sheet sealed with the event's log: how many records and the last hash of
/// the chain, so a printed sheet pins the log it came from; `felt log verify`
/// gives the same hash for the same log, on any machine. A broken chain is printed as
/// what the walk found.
pub fn with_log_seal(
    mut doc: Document,
    seal: &crate::log::chain::ChainReport,
    l: Locale,
) -> Document {
    let text = if seal.intact {
        l.say(
            "paper-log-seal",
            &[
                ("records", Arg::Count(u64::from(seal.records))),
                ("hash", Arg::Text(&seal.last_hash)),
            ],
        )
    } else {
        l.say("paper-log-check-failed", &[("why", Arg::Text(&seal.text))])
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
    /// The day it was played, as the room says it in the sheet's language
    /// ("Saturday, November 28, 2026", [`Locale::long_date`]).
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
    fn bought(&self, l: Locale) -> String {
        let mut parts = vec![count(self.entries as usize, "paper-books-entries", l)];
        if self.rebuys > 0 {
            parts.push(count(self.rebuys as usize, "paper-books-rebuys", l));
        }
        if self.add_ons > 0 {
            parts.push(count(self.add_ons as usize, "paper-books-add-ons", l));
        }
        parts.join(", ")
    }

    /// The lines of the books: (what, amount in minor units), the ones that are nothing
    /// left out; `paid` and `bounties_paid` are the results' sums.
    /// In `l`'s words (the CSV's in English).
    fn lines(&self, paid: u128, bounties_paid: u128, l: Locale) -> Vec<(String, u128)> {
        let say = |id: &str| l.say(id, &[]);
        let mut out = vec![
            (
                l.say(
                    "paper-books-taken-in",
                    &[("bought", Arg::Text(&self.bought(l)))],
                ),
                u128::from(self.taken_in),
            ),
            (say("paper-books-fees"), u128::from(self.fees)),
        ];
        if self.bounties > 0 {
            out.push((say("paper-books-held-bounties"), u128::from(self.bounties)));
        }
        if self.overlay > 0 {
            out.push((say("paper-books-overlay"), u128::from(self.overlay)));
        }
        out.push((say("paper-books-pool"), u128::from(self.pool)));
        out.push((say("paper-books-prizes-paid"), paid));
        if bounties_paid > 0 {
            out.push((say("paper-books-bounties-paid"), bounties_paid));
        }
        out
    }
}

/// The results sheet with the books under the places: the day played, the money taken
/// in, the fees, the pool and what was paid, in `l`'s words and numbers (the date is
/// written by the caller, who knows the day in the room's time zone).
pub fn with_books(
    mut doc: Document,
    books: &Books,
    currency: Option<&str>,
    lines: &[ResultLine],
    l: Locale,
) -> Document {
    let paid: u128 = lines.iter().map(|r| u128::from(r.prize)).sum();
    let bounties: u128 = lines.iter().map(|r| u128::from(r.bounties)).sum();
    let amount_title = money_title("paper-books-amount", currency, l);
    let rows: Vec<Vec<String>> = books
        .lines(paid, bounties, l)
        .into_iter()
        .map(|(what, minor)| vec![what, l.hundredths(minor, true)])
        .collect();
    if let Some(page) = doc.pages.last_mut() {
        if let Some(date) = &books.date {
            page.subheading = Some(match page.subheading.take() {
                Some(s) => l.say(
                    "paper-played-after",
                    &[("before", Arg::Text(&s)), ("date", Arg::Text(date))],
                ),
                None => l.say("paper-played", &[("date", Arg::Text(date))]),
            });
        }
        page.blocks.push(Block::Table {
            columns: vec![
                column(&l.say("paper-books-heading", &[]), 6, Align::Left),
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
    for (what, minor) in books.lines(paid, bounties, Locale::ENGLISH) {
        out.push_str(&format!(
            ",{},{},\r\n",
            csv_field(&what.to_lowercase()),
            crate::words::decimal(minor, false)
        ));
    }
    out
}

/// An amount on the sheet; nothing for zero, so the paid places stand out.
fn amount(minor: u128, l: Locale) -> String {
    if minor == 0 {
        String::new()
    } else {
        l.hundredths(minor, true)
    }
}

/// The results as CSV (RFC 4180: CRLF line ends, fields with a comma, quote or line
/// break quoted, quotes doubled), with the header `place,name,prize,bounties`.
pub fn results_csv(lines: &[ResultLine]) -> String {
    let mut out = String::from("place,name,prize,bounties\r\n");
    for l in ordered(lines) {
        let fields = [
            if l.shared_to > l.place {
                format!("{}-{}", l.place, l.shared_to)
            } else {
                l.place.to_string()
            },
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
