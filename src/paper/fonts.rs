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
//! symbols: about 1,700 characters, 200 kB each instead of 680 kB). What they lack (a
//! Chinese, Japanese or Korean name above all) is set in a fallback face found on this
//! machine with `fontdb` (Noto Sans CJK, Source Han Sans, WenQuanYi, Droid Sans Fallback,
//! or any installed face that covers the text; `scripts/setup.sh` installs one). That face
//! is embedded only in a document that uses it. A character no face covers prints as '?'.

use super::PaperError;
use printpdf::ParsedFont;
use std::sync::OnceLock;

const REGULAR: &[u8] = include_bytes!("fonts/DejaVuSansCondensed-Subset.ttf");
const BOLD: &[u8] = include_bytes!("fonts/DejaVuSansCondensed-Bold-Subset.ttf");

/// Which face a piece of text is set in. `Fallback` is chosen by the layout itself, for
/// the characters the two DejaVu faces lack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    Regular,
    Bold,
    Fallback,
}

/// Families tried first for the fallback face, most complete first.
const FALLBACK_FAMILIES: &[&str] = &[
    "Noto Sans CJK SC",
    "Noto Sans CJK JP",
    "Noto Sans CJK KR",
    "Source Han Sans SC",
    "Source Han Sans",
    "WenQuanYi Micro Hei",
    "WenQuanYi Zen Hei",
    "Droid Sans Fallback",
];

/// Characters a fallback face must draw to be chosen: Chinese, Japanese kana, Korean.
const FALLBACK_PROBE: &[char] = &['李', 'あ', '한'];

/// The fallback face of this machine, looked for once per process.
pub fn fallback() -> Option<&'static Typeface> {
    static FALLBACK: OnceLock<Option<Typeface>> = OnceLock::new();
    FALLBACK.get_or_init(find_fallback).as_ref()
}

fn find_fallback() -> Option<Typeface> {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    let covers = |t: &Typeface| {
        FALLBACK_PROBE
            .iter()
            .filter(|c| t.parsed.lookup_glyph_index(**c as u32).is_some())
            .count()
    };
    let load = |id: fontdb::ID| -> Option<Typeface> {
        db.with_face_data(id, |data, index| {
            Typeface::load_indexed(data, index as usize, "fallback").ok()
        })?
    };
    let named = FALLBACK_FAMILIES.iter().flat_map(|family| {
        db.faces()
            .filter(move |f| f.families.iter().any(|(name, _)| name == family))
            .map(|f| f.id)
            .collect::<Vec<_>>()
    });
    for id in named {
        if let Some(t) = load(id).filter(|t| covers(t) > 0) {
            return Some(t);
        }
    }
    // Any other face that draws the most of the probe.
    let mut best: Option<(usize, Typeface)> = None;
    let ids: Vec<fontdb::ID> = db.faces().map(|f| f.id).collect();
    for id in ids {
        if let Some(t) = load(id) {
            let n = covers(&t);
            if n > 0 && best.as_ref().is_none_or(|(m, _)| n > *m) {
                best = Some((n, t));
            }
        }
    }
    best.map(|(_, t)| t)
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
        Typeface::load_indexed(bytes, 0, name)
    }

    /// Face `index` of a font file (a collection holds several).
    fn load_indexed(bytes: &[u8], index: usize, name: &'static str) -> Result<Self, PaperError> {
        let parsed = ParsedFont::from_bytes(bytes, index, &mut Vec::new())
            .ok_or(PaperError::Font { name })?;
        // A CJK fallback face may have no '?': half an em stands in for it there.
        let fallback = parsed
            .lookup_glyph_index('?' as u32)
            .and_then(|g| parsed.get_glyph_width(g))
            .unwrap_or(parsed.units_per_em / 2);
        Ok(Typeface {
            units_per_em: f32::from(parsed.units_per_em.max(1)),
            parsed,
            fallback,
        })
    }

    fn has(&self, c: char) -> bool {
        self.parsed.lookup_glyph_index(c as u32).is_some()
    }

    /// Advance of `c` in points per point of size, from whichever face draws it.
    fn advance(&self, c: char) -> f32 {
        let own = |t: &Typeface, c: char| {
            t.parsed
                .lookup_glyph_index(c as u32)
                .and_then(|g| t.parsed.get_glyph_width(g))
                .map(|w| f32::from(w) / t.units_per_em)
        };
        own(self, c)
            .or_else(|| fallback().and_then(|f| own(f, c)))
            .unwrap_or(f32::from(self.fallback) / self.units_per_em)
    }

    /// Width of `text` set at `size` points, in points (characters this face lacks are
    /// measured in the fallback face that will draw them).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().map(|c| self.advance(c)).sum::<f32>() * size
    }

    /// `text` with every character no face can draw replaced by '?', so the page never
    /// shows an empty box and copy/paste gives what is printed.
    pub fn printable(&self, text: &str) -> String {
        text.chars()
            .map(|c| match c {
                '\t' | '\n' | '\r' => ' ',
                c if self.has(c) || fallback().is_some_and(|f| f.has(c)) => c,
                _ => '?',
            })
            .collect()
    }

    /// `text` (already printable) cut into runs: each in this face (`face`) or, where
    /// this face lacks a character, the fallback face.
    pub fn runs(&self, text: &str, face: Face) -> Vec<(Face, String)> {
        let mut out: Vec<(Face, String)> = Vec::new();
        for c in text.chars() {
            let f = if self.has(c) { face } else { Face::Fallback };
            match out.last_mut() {
                Some((last, run)) if *last == f => run.push(c),
                _ => out.push((f, c.to_string())),
            }
        }
        out
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
            Face::Fallback => fallback().unwrap_or(&self.regular),
        }
    }
}
