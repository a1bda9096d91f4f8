//! Each face cut down to the glyphs one document uses, so a one-page sheet carries a few
//! kilobytes of font instead of whole faces (a CJK fallback face alone is megabytes).
//!
//! `subsetter` (the PDF subsetter of the typst project) keeps the outlines of the glyphs
//! asked for and renumbers them from 1; the face's character map and widths are renumbered
//! to match, so printpdf writes the same codes, widths and ToUnicode entries it would for
//! the whole face. A face the subsetter cannot cut is embedded whole, as before.

use super::fonts::{FaceId, Typeface, Typefaces};
use super::layout::Mark;
use printpdf::ParsedFont;
use std::collections::{BTreeMap, BTreeSet};

/// A face as one document embeds it.
pub struct Embedded {
    pub font: ParsedFont,
    /// Old glyph id to new; `None` when the face is embedded whole (ids unchanged).
    remap: Option<subsetter::GlyphRemapper>,
}

impl Embedded {
    /// The id glyph `gid` of the whole face has in the embedded one.
    pub fn gid(&self, gid: u16) -> u16 {
        match &self.remap {
            Some(r) => r.get(gid).unwrap_or(0),
            None => gid,
        }
    }
}

/// The glyphs each face draws on `sheets`.
pub fn used_glyphs(sheets: &[Vec<Mark>], faces: &Typefaces) -> BTreeMap<FaceId, BTreeSet<u16>> {
    let mut used: BTreeMap<FaceId, BTreeSet<u16>> = BTreeMap::new();
    for mark in sheets.iter().flatten() {
        match mark {
            Mark::Text { face, text, .. } => {
                let tf = faces.get_face(*face);
                let set = used.entry(*face).or_default();
                set.extend(
                    text.chars()
                        .filter_map(|c| tf.parsed.lookup_glyph_index(c as u32)),
                );
            }
            Mark::Glyphs { face, glyphs, .. } => {
                used.entry(*face)
                    .or_default()
                    .extend(glyphs.iter().map(|g| g.id));
            }
            Mark::Rule { .. } | Mark::Line { .. } => {}
        }
    }
    used
}

/// `face` cut down to `glyphs` (the subset's character map and widths renumbered), or
/// whole when it cannot be cut.
pub fn embed(face: &Typeface, glyphs: &BTreeSet<u16>) -> Embedded {
    let whole = || Embedded {
        font: face.parsed.clone(),
        remap: None,
    };
    let mut remap = subsetter::GlyphRemapper::new();
    for g in glyphs {
        remap.remap(*g);
    }
    let Ok(bytes) = subsetter::subset(&face.parsed.original_bytes, face.parsed.font_index, &remap)
    else {
        return whole();
    };
    let mut font = ParsedFont {
        original_bytes: bytes,
        font_index: 0,
        codepoint_to_glyph: BTreeMap::new(),
        glyph_widths: BTreeMap::new(),
        ..face.parsed.clone()
    };
    for (&cp, &gid) in &face.parsed.codepoint_to_glyph {
        if let Some(new) = remap.get(gid) {
            font.codepoint_to_glyph.insert(cp, new);
        }
    }
    for g in glyphs.iter().chain([&0]) {
        if let (Some(new), Some(w)) = (remap.get(*g), face.parsed.get_glyph_width(*g)) {
            font.glyph_widths.insert(new, w);
        }
    }
    Embedded {
        font,
        remap: Some(remap),
    }
}
