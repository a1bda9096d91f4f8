//! The two typefaces of Felt's paper, embedded in the binary, and text measurement.
//!
//! Why an embedded TrueType font and not the PDF built-in Helvetica: rule cards show card
//! suits (♠ ♥ ♦ ♣), dashes and accented player names, which the built-in fonts' Latin-1
//! encoding cannot carry. DejaVu Sans Condensed covers them, its licence allows
//! redistribution (see `fonts/LICENSE-DejaVu.txt`), and the condensed cut fits more
//! columns on a structure sheet at a readable size. The files are compiled in with
//! `include_bytes!` so a build never depends on the fonts installed on the machine.
//!
//! printpdf without its heavy `text_layout` feature embeds a font whole, so the vendored
//! files are subsets (Latin, Greek, Cyrillic, punctuation, arrows, maths, suits and other
//! symbols: about 1,700 characters, 200 kB each instead of 680 kB). Anything outside them
//! prints as '?'.

use super::PaperError;
use printpdf::ParsedFont;
use std::sync::OnceLock;

const REGULAR: &[u8] = include_bytes!("fonts/DejaVuSansCondensed-Subset.ttf");
const BOLD: &[u8] = include_bytes!("fonts/DejaVuSansCondensed-Bold-Subset.ttf");

/// Which of the two faces a piece of text is set in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    Regular,
    Bold,
}

/// A parsed face with what layout needs to measure text in it.
pub struct Typeface {
    pub parsed: ParsedFont,
    units_per_em: f32,
    /// Advance of '?' used for characters the font lacks (they are shown as '?').
    fallback: u16,
}

impl Typeface {
    fn load(bytes: &[u8], name: &'static str) -> Result<Self, PaperError> {
        let parsed =
            ParsedFont::from_bytes(bytes, 0, &mut Vec::new()).ok_or(PaperError::Font { name })?;
        let fallback = parsed
            .lookup_glyph_index('?' as u32)
            .and_then(|g| parsed.get_glyph_width(g))
            .ok_or(PaperError::Font { name })?;
        Ok(Typeface {
            units_per_em: f32::from(parsed.units_per_em.max(1)),
            parsed,
            fallback,
        })
    }

    fn advance(&self, c: char) -> u16 {
        self.parsed
            .lookup_glyph_index(c as u32)
            .and_then(|g| self.parsed.get_glyph_width(g))
            .unwrap_or(self.fallback)
    }

    /// Width of `text` set at `size` points, in points.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let units: u32 = text.chars().map(|c| u32::from(self.advance(c))).sum();
        units as f32 * size / self.units_per_em
    }

    /// `text` with every character the font cannot draw replaced by '?', so the page
    /// never shows an empty box and copy/paste gives what is printed.
    pub fn printable(&self, text: &str) -> String {
        text.chars()
            .map(|c| match c {
                '\t' | '\n' | '\r' => ' ',
                c if self.parsed.lookup_glyph_index(c as u32).is_some() => c,
                _ => '?',
            })
            .collect()
    }
}

/// The regular and bold faces.
pub struct Typefaces {
    pub regular: Typeface,
    pub bold: Typeface,
}

impl Typefaces {
    /// The faces, parsed once per process: parsing a 600 kB font costs more than laying out a page.
    pub fn get() -> Result<&'static Typefaces, PaperError> {
        static FACES: OnceLock<Result<Typefaces, PaperError>> = OnceLock::new();
        FACES
            .get_or_init(|| {
                Ok(Typefaces {
                    regular: Typeface::load(REGULAR, "DejaVu Sans Condensed")?,
                    bold: Typeface::load(BOLD, "DejaVu Sans Condensed Bold")?,
                })
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    pub fn face(&self, face: Face) -> &Typeface {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
        }
    }
}
