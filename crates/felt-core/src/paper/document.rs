//! A printable document as plain data: pages of headings, paragraphs, lists and tables.
//!
//! The core builds documents (rule cards, structure sheets, seat cards) as this model;
//! the paper renderer in the `felt` package turns it into a PDF. Keeping the content
//! separate from the layout lets tests check what a card says without reading a PDF.

use serde::{Deserialize, Serialize};

/// A whole document: one or more pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Document {
    /// Shown in the PDF's metadata and at the top of every page.
    pub title: String,
    pub pages: Vec<Page>,
}

/// One page (or one logical page: the renderer continues it on a new sheet if it overflows).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page {
    /// The large heading at the top of the page.
    pub heading: String,
    /// A smaller line under the heading.
    pub subheading: Option<String>,
    pub blocks: Vec<Block>,
}

/// A piece of page content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Block {
    /// A section heading.
    Heading { text: String },
    /// A paragraph of running text (wrapped by the renderer).
    Paragraph { text: String },
    /// A bulleted list.
    Bullets { items: Vec<String> },
    /// A numbered list (for example the streets of a deal, in order).
    Numbered { items: Vec<String> },
    /// Label/value pairs laid out in two columns.
    Facts { items: Vec<(String, String)> },
    /// A table with a header row; `strong` rows (by index) are set in bold, e.g. breaks.
    Table {
        columns: Vec<Column>,
        rows: Vec<Vec<String>>,
        strong: Vec<usize>,
    },
    /// Cards to cut from the sheet (seat cards): a grid of `per_row` x `rows` cards per
    /// sheet, every card the same size, with dashed cut lines around each.
    Cards {
        per_row: u8,
        rows: u8,
        cards: Vec<Card>,
    },
    /// Small self-contained groups of blocks (one table's seat list) set side by side,
    /// `per_row` to a row; a tile is never split across sheets.
    Tiles { per_row: u8, tiles: Vec<Vec<Block>> },
}

/// One card of a [`Block::Cards`] grid, read from top to bottom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// A small line at the top (the event).
    pub top: String,
    /// The line in large bold type (the player's name).
    pub title: String,
    /// Labelled figures side by side in very large type ("TABLE 12", "SEAT 7").
    pub figures: Vec<Figure>,
    /// A small line at the bottom (the entry number).
    pub foot: Option<String>,
}

/// A label over a value set as large as the card allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    pub label: String,
    pub value: String,
}

/// A table column.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Column {
    pub title: String,
    /// Relative width of the column.
    pub weight: u8,
    pub align: Align,
}

/// Horizontal alignment of a table column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Align {
    Left,
    Right,
    Center,
}

/// A heading (none before the page's first) and the lines under it.
pub type Section = (Option<String>, Vec<String>);

impl Page {
    /// The page's text below its heading in reading order, one entry per line or cell.
    pub fn text(&self) -> Vec<String> {
        let mut out = Vec::new();
        block_text(&self.blocks, &mut out);
        out
    }

    /// The page's text cut at its headings: each heading (none before the first) with
    /// the lines under it, for a screen that sets headings apart.
    pub fn sections(&self) -> Vec<Section> {
        let mut out: Vec<Section> = vec![(None, Vec::new())];
        for b in &self.blocks {
            match b {
                Block::Heading { text } => out.push((Some(text.clone()), Vec::new())),
                b => {
                    if let Some((_, lines)) = out.last_mut() {
                        block_text(std::slice::from_ref(b), lines);
                    }
                }
            }
        }
        out.retain(|(h, lines)| h.is_some() || !lines.is_empty());
        out
    }
}

impl Document {
    /// Every piece of text in reading order, one entry per line or cell (for tests and search).
    pub fn text(&self) -> Vec<String> {
        let mut out = vec![self.title.clone()];
        for p in &self.pages {
            out.push(p.heading.clone());
            out.extend(p.subheading.clone());
            block_text(&p.blocks, &mut out);
        }
        out
    }
}

/// The text of `blocks` in reading order (tiles one after the other).
fn block_text(blocks: &[Block], out: &mut Vec<String>) {
    for b in blocks {
        match b {
            Block::Heading { text } | Block::Paragraph { text } => out.push(text.clone()),
            Block::Bullets { items } | Block::Numbered { items } => {
                out.extend(items.iter().cloned())
            }
            Block::Facts { items } => out.extend(items.iter().map(|(k, v)| format!("{k}: {v}"))),
            Block::Table { columns, rows, .. } => {
                out.push(
                    columns
                        .iter()
                        .map(|c| c.title.as_str())
                        .collect::<Vec<_>>()
                        .join(" | "),
                );
                out.extend(rows.iter().map(|r| r.join(" | ")));
            }
            Block::Cards { cards, .. } => {
                for c in cards {
                    out.push(c.top.clone());
                    out.push(c.title.clone());
                    out.extend(c.figures.iter().map(|f| format!("{} {}", f.label, f.value)));
                    out.extend(c.foot.clone());
                }
            }
            Block::Tiles { tiles, .. } => {
                for t in tiles {
                    block_text(t, out);
                }
            }
        }
    }
}
