//! Felt's printed paper: renders a core [`Document`] (structure sheet, rule card, ...) to PDF.
//!
//! The core decides what a document says; this module only decides where it goes on the
//! sheet. `layout`/`blocks`/`table` place text and rules as [`layout::Mark`]s; this file
//! turns the marks into printpdf drawing operations. Text is real text in an embedded
//! font (searchable, copyable), black on white, at sizes that stay readable when printed.

mod blocks;
mod cards;
mod fonts;
mod layout;
mod subset;
mod table;

use felt_core::lang::Locale;
use felt_core::paper::document::Document;
use fonts::{FaceId, Typefaces};
use layout::{Flow, Mark, PT_PER_MM};
use printpdf::{
    Codepoint, Line, LineDashPattern, LinePoint, Mm, Op, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, TextItem,
};
use std::collections::BTreeMap;
use std::str::FromStr;

/// The sheet size to print on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PaperSize {
    /// ISO A4, 210 x 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl PaperSize {
    /// Every size, in the order they are listed to the user.
    pub const ALL: &[PaperSize] = &[PaperSize::A4, PaperSize::Letter];

    /// The size's name, as `?paper=` and `--paper` take it.
    pub fn name(self) -> &'static str {
        match self {
            PaperSize::A4 => "a4",
            PaperSize::Letter => "letter",
        }
    }

    /// Other names a size is known by.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            PaperSize::A4 => &[],
            PaperSize::Letter => &["us-letter"],
        }
    }

    /// Width and height in millimetres.
    pub fn mm(self) -> (f32, f32) {
        match self {
            PaperSize::A4 => (210.0, 297.0),
            PaperSize::Letter => (215.9, 279.4),
        }
    }
}

impl FromStr for PaperSize {
    type Err = PaperError;
    /// A size by its name or an alias, in any case.
    fn from_str(s: &str) -> Result<Self, PaperError> {
        let wanted = s.to_ascii_lowercase();
        PaperSize::ALL
            .iter()
            .copied()
            .find(|p| p.name() == wanted || p.aliases().contains(&wanted.as_str()))
            .ok_or_else(|| PaperError::UnknownSize {
                name: s.to_string(),
                expected: felt_core::choice::one_of(
                    &PaperSize::ALL.iter().map(|p| p.name()).collect::<Vec<_>>(),
                ),
            })
    }
}

/// The sizes by name, as `?paper=` lists them (aliases are accepted too).
impl utoipa::PartialSchema for PaperSize {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        let names: Vec<&str> = PaperSize::ALL.iter().map(|p| p.name()).collect();
        felt_core::choice::names_schema(&names)
    }
}

impl utoipa::ToSchema for PaperSize {}

impl std::fmt::Display for PaperSize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a document could not be rendered.
#[derive(Debug, Clone, thiserror::Error)]
pub enum PaperError {
    #[error("the built-in font {name} could not be read")]
    Font { name: &'static str },
    #[error("document \"{title}\" has no pages to print")]
    NoPages { title: String },
    #[error("unknown paper size \"{name}\"; use {expected}")]
    UnknownSize { name: String, expected: String },
}

/// How many sheets `doc` takes on paper of `size` (a structure sheet should take one).
pub fn sheet_count(doc: &Document, size: PaperSize, l: Locale) -> Result<usize, PaperError> {
    Ok(lay_out(doc, size, l)?.len())
}

/// The sheets a document lays out to, as marks; the words the renderer adds itself (the
/// page numbers, "continued") in `l`'s.
fn lay_out(doc: &Document, size: PaperSize, l: Locale) -> Result<Vec<Vec<Mark>>, PaperError> {
    if doc.pages.is_empty() {
        return Err(PaperError::NoPages {
            title: doc.title.clone(),
        });
    }
    let faces = Typefaces::get()?;
    let (w, h) = size.mm();
    let mut flow = Flow::new(faces, w * PT_PER_MM, h * PT_PER_MM, l);
    for page in &doc.pages {
        blocks::page(&mut flow, page);
    }
    Ok(flow.finish(&doc.title))
}

/// Renders `doc` as a PDF on sheets of `size`, the page numbers in `l`'s words (the
/// document's own words are in the language it was built in).
pub fn render_pdf(doc: &Document, size: PaperSize, l: Locale) -> Result<Vec<u8>, PaperError> {
    let sheets = lay_out(doc, size, l)?;
    let faces = Typefaces::get()?;
    let (w, h) = size.mm();
    let mut pdf = PdfDocument::new(&doc.title);
    // Each face the document uses, cut down to the glyphs it uses.
    let mut embedded: BTreeMap<FaceId, (PdfFontHandle, subset::Embedded)> = BTreeMap::new();
    for (face, glyphs) in subset::used_glyphs(&sheets, faces) {
        let e = subset::embed(faces.get_face(face), &glyphs);
        let handle = PdfFontHandle::External(pdf.add_font(&e.font));
        embedded.insert(face, (handle, e));
    }
    let page_h = h * PT_PER_MM;
    let pages = sheets
        .into_iter()
        .map(|marks| {
            let ops = marks
                .into_iter()
                .flat_map(|m| ops(m, page_h, faces, &embedded))
                .collect();
            PdfPage::new(Mm(w), Mm(h), ops)
        })
        .collect();
    let mut warnings = Vec::new();
    Ok(pdf
        .with_pages(pages)
        .save(&PdfSaveOptions::default(), &mut warnings))
}

/// The PDF operations for one mark; PDF's y axis grows upwards from the bottom edge.
fn ops(
    mark: Mark,
    page_h: f32,
    faces: &Typefaces,
    embedded: &BTreeMap<FaceId, (PdfFontHandle, subset::Embedded)>,
) -> Vec<Op> {
    let text = |x: f32, baseline: f32, face: FaceId, size: f32, items: Vec<TextItem>| {
        let Some((font, _)) = embedded.get(&face) else {
            return Vec::new();
        };
        vec![
            Op::StartTextSection,
            Op::SetFont {
                font: font.clone(),
                size: Pt(size),
            },
            Op::SetTextCursor {
                pos: Point {
                    x: Pt(x),
                    y: Pt(page_h - baseline),
                },
            },
            Op::ShowText { items },
            Op::EndTextSection,
        ]
    };
    match mark {
        Mark::Text {
            x,
            baseline,
            face,
            size,
            text: t,
        } => text(x, baseline, face, size, vec![TextItem::Text(t)]),
        Mark::Glyphs {
            x,
            baseline,
            face,
            size,
            glyphs,
        } => {
            let Some((_, e)) = embedded.get(&face) else {
                return Vec::new();
            };
            let tf = faces.get_face(face);
            // A TJ number moves the next glyph left by that many thousandths of an em:
            // each glyph advances by its width in the face, corrected to the shaper's
            // advance, and is shifted by the shaper's offset.
            let mut lead = 0.0;
            let mut codes: Vec<Codepoint> = Vec::with_capacity(glyphs.len());
            for g in glyphs {
                if g.x_offset != 0.0 {
                    match codes.last_mut() {
                        Some(prev) => prev.offset -= g.x_offset,
                        None => lead -= g.x_offset,
                    }
                }
                codes.push(Codepoint {
                    gid: e.gid(g.id),
                    offset: tf.glyph_width(g.id) - g.advance + g.x_offset,
                    cid: Some(g.text),
                });
            }
            let mut items = Vec::new();
            if lead != 0.0 {
                items.push(TextItem::Offset(lead));
            }
            items.push(TextItem::GlyphIds(codes));
            text(x, baseline, face, size, items)
        }
        Mark::Rule { x1, x2, y, width } => {
            let at = |x: f32| LinePoint {
                p: Point {
                    x: Pt(x),
                    y: Pt(page_h - y),
                },
                bezier: false,
            };
            vec![
                Op::SetOutlineThickness { pt: Pt(width) },
                Op::DrawLine {
                    line: Line {
                        points: vec![at(x1), at(x2)],
                        is_closed: false,
                    },
                },
            ]
        }
        Mark::Line {
            from,
            to,
            width,
            dashed,
        } => {
            let at = |(x, y): (f32, f32)| LinePoint {
                p: Point {
                    x: Pt(x),
                    y: Pt(page_h - y),
                },
                bezier: false,
            };
            let line = Op::DrawLine {
                line: Line {
                    points: vec![at(from), at(to)],
                    is_closed: false,
                },
            };
            let thickness = Op::SetOutlineThickness { pt: Pt(width) };
            if !dashed {
                return vec![thickness, line];
            }
            // Dashes long enough to see on a cheap laser print; solid again afterwards so
            // later rules are unaffected.
            vec![
                thickness,
                Op::SetLineDashPattern {
                    dash: LineDashPattern::new(0.0, &[5.0, 3.0]),
                },
                line,
                Op::SetLineDashPattern {
                    dash: LineDashPattern::solid(),
                },
            ]
        }
    }
}
