//! The typefaces of Felt's paper, text measurement, and setting a line in every script.
//!
//! Why embedded TrueType faces and not the PDF built-in Helvetica: rule cards show card
//! suits (♠ ♥ ♦ ♣), dashes and accented player names, which the built-in fonts' Latin-1
//! encoding cannot carry. The faces are compiled in with `include_bytes!`, so a build
//! never depends on the fonts installed on the machine, and every document embeds only
//! the glyphs it uses (see `paper::subset`), so carrying a face costs a page nothing.
//!
//! - DejaVu Sans Condensed (regular and bold) sets Latin, Greek, Cyrillic, punctuation,
//!   arrows, maths, suits and other symbols: about 1,700 characters, vendored as subsets
//!   of 200 kB each. Its licence is `fonts/LICENSE-DejaVu.txt`; the condensed cut fits more
//!   columns on a structure sheet at a readable size.
//! - Noto Sans Arabic, Hebrew, Devanagari, Bengali and Thai (regular and bold, SIL Open
//!   Font License, `fonts/LICENSE-Noto.txt`) set the names of the big languages written
//!   in those scripts (Arabic, Persian, Urdu, Hebrew, Hindi, Marathi, Nepali, Bengali, Thai).
//! - What none of these draws (a Chinese, Japanese or Korean name above all) is set in the
//!   fallback faces found on this machine with `fontdb` (Noto Sans CJK, Source Han Sans,
//!   WenQuanYi, Droid Sans Fallback, Microsoft YaHei, or any installed faces that cover
//!   Chinese, kana and Hangul between them; `scripts/setup.sh` installs WenQuanYi Micro
//!   Hei). A character no face covers prints as '?'.
//!
//! Most text is set character by character, each advancing by its width. A line holding
//! a script whose letters change shape or order (Arabic, Hebrew, the Indic scripts, Thai)
//! is *shaped*: the Unicode bidirectional algorithm (`unicode-bidi`) orders its runs for
//! the eye, right-to-left runs included, and `rustybuzz` (HarfBuzz's shaping in Rust)
//! turns each run into the glyphs and positions the face's OpenType tables ask for. Each
//! glyph keeps the characters it stands for, so text copied from the PDF reads as typed.

use super::PaperError;
use printpdf::ParsedFont;
use std::sync::OnceLock;

const REGULAR: &[u8] = include_bytes!("fonts/DejaVuSansCondensed-Subset.ttf");
const BOLD: &[u8] = include_bytes!("fonts/DejaVuSansCondensed-Bold-Subset.ttf");

/// The carried faces of the scripts that are shaped: (name, regular, bold).
const SCRIPT_FACES: &[(&str, &[u8], &[u8])] = &[
    (
        "Noto Sans Arabic",
        include_bytes!("fonts/NotoSansArabic-Regular.ttf"),
        include_bytes!("fonts/NotoSansArabic-Bold.ttf"),
    ),
    (
        "Noto Sans Hebrew",
        include_bytes!("fonts/NotoSansHebrew-Regular.ttf"),
        include_bytes!("fonts/NotoSansHebrew-Bold.ttf"),
    ),
    (
        "Noto Sans Devanagari",
        include_bytes!("fonts/NotoSansDevanagari-Regular.ttf"),
        include_bytes!("fonts/NotoSansDevanagari-Bold.ttf"),
    ),
    (
        "Noto Sans Bengali",
        include_bytes!("fonts/NotoSansBengali-Regular.ttf"),
        include_bytes!("fonts/NotoSansBengali-Bold.ttf"),
    ),
    (
        "Noto Sans Thai",
        include_bytes!("fonts/NotoSansThai-Regular.ttf"),
        include_bytes!("fonts/NotoSansThai-Bold.ttf"),
    ),
];

/// The style a piece of text asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    Regular,
    Bold,
}

/// The face a piece of a line is drawn in: an index into [`Typefaces::all`]. 0 and 1 are
/// DejaVu regular and bold, then each carried script face regular and bold, then the
/// machine's fallback face when there is one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FaceId(pub u8);

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
    "Microsoft YaHei",
    "Yu Gothic",
    "Malgun Gothic",
];

/// Characters the fallback faces must draw between them: Chinese, Japanese kana, Korean
/// (a syllable outside the few hundred some Chinese faces carry).
const FALLBACK_PROBE: &[char] = &['李', 'あ', '김'];

/// The machine's fallback faces: the first that covers the most of the probe, then
/// others for what it lacks (Droid Sans Fallback has no full Hangul), at most three.
fn find_fallbacks() -> Vec<Typeface> {
    let mut out: Vec<Typeface> = Vec::new();
    while out.len() < 3 {
        let missing: Vec<char> = FALLBACK_PROBE
            .iter()
            .copied()
            .filter(|c| !out.iter().any(|f| f.has(*c)))
            .collect();
        if missing.is_empty() {
            break;
        }
        match find_fallback(&missing) {
            Some(f) => out.push(f),
            None => break,
        }
    }
    out
}

/// A system face drawing some of `probe`: a named family first, else the face that
/// draws the most of it.
fn find_fallback(probe: &[char]) -> Option<Typeface> {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    let covers = |t: &Typeface| probe.iter().filter(|c| t.has(**c)).count();
    let load = |id: fontdb::ID| -> Option<Typeface> {
        db.with_face_data(id, |data, index| {
            Typeface::load(data, index, "fallback", false)
                .map_err(|e| tracing::debug!("a system font is passed over: {e}"))
                .ok()
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

/// A parsed face with what layout needs to measure and shape text in it.
pub struct Typeface {
    pub parsed: ParsedFont,
    units_per_em: f32,
    /// Index of the face in its file (a collection holds several).
    index: u32,
    /// Whether runs in this face are shaped (the script faces).
    shaped: bool,
    /// The character each glyph of the face's own map draws (the lowest, for a glyph
    /// several characters share).
    chars: std::collections::BTreeMap<u16, char>,
}

impl Typeface {
    /// Face `index` of a font file.
    fn load(
        bytes: &[u8],
        index: u32,
        name: &'static str,
        shaped: bool,
    ) -> Result<Self, PaperError> {
        // `name` says which face failed to load.
        let parsed = ParsedFont::from_bytes(bytes, index as usize, &mut Vec::new())
            .ok_or(PaperError::Font { name })?;
        let mut chars = std::collections::BTreeMap::new();
        for (&cp, &gid) in &parsed.codepoint_to_glyph {
            if let Some(c) = char::from_u32(cp) {
                chars.entry(gid).or_insert(c);
            }
        }
        Ok(Typeface {
            units_per_em: f32::from(parsed.units_per_em.max(1)),
            parsed,
            index,
            shaped,
            chars,
        })
    }

    pub fn has(&self, c: char) -> bool {
        self.parsed.lookup_glyph_index(c as u32).is_some()
    }

    /// Advance of `c` in points per point of size, if this face draws it.
    fn advance(&self, c: char) -> Option<f32> {
        self.parsed
            .lookup_glyph_index(c as u32)
            .and_then(|g| self.parsed.get_glyph_width(g))
            .map(|w| f32::from(w) / self.units_per_em)
    }

    /// Width of glyph `gid` as the PDF's width table gives it, in thousandths of an em.
    pub fn glyph_width(&self, gid: u16) -> f32 {
        self.parsed
            .get_glyph_width(gid)
            .map_or(0.0, |w| f32::from(w) * 1000.0 / self.units_per_em)
    }

    /// Shapes `text` (one run of one direction) into glyphs in visual order.
    fn shape(&self, text: &str, rtl: bool) -> Vec<Glyph> {
        let Some(face) = rustybuzz::Face::from_slice(&self.parsed.original_bytes, self.index)
        else {
            return Vec::new();
        };
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        buffer.set_direction(if rtl {
            rustybuzz::Direction::RightToLeft
        } else {
            rustybuzz::Direction::LeftToRight
        });
        let out = rustybuzz::shape(&face, &[], buffer);
        let scale = 1000.0 / self.units_per_em;
        let infos = out.glyph_infos();
        let positions = out.glyph_positions();
        // Each cluster's characters: from its start to the next cluster's start.
        let mut starts: Vec<usize> = infos.iter().map(|i| i.cluster as usize).collect();
        starts.sort_unstable();
        starts.dedup();
        let cluster_text = |start: usize| {
            let end = starts
                .iter()
                .find(|s| **s > start)
                .copied()
                .unwrap_or(text.len());
            text.get(start..end).unwrap_or_default().to_string()
        };
        let mut glyphs: Vec<Glyph> = Vec::with_capacity(infos.len());
        let mut i = 0;
        while i < infos.len() {
            let cluster = infos[i].cluster;
            let mut j = i;
            while j < infos.len() && infos[j].cluster == cluster {
                j += 1;
            }
            // The characters of the cluster: a glyph that is a character of the face's
            // own map stands for that character, the rest go to the first other glyph (a
            // ligature, a contextual form), so copying the text gives what was typed.
            let mut rest = cluster_text(cluster as usize);
            let mut first_other: Option<usize> = None;
            for k in i..j {
                let gid = infos[k].glyph_id as u16;
                let own = self
                    .chars
                    .get(&gid)
                    .copied()
                    .filter(|c| rest.contains(*c) && j - i > 1);
                let text = match own {
                    Some(c) => {
                        if let Some(at) = rest.find(c) {
                            rest.replace_range(at..at + c.len_utf8(), "");
                        }
                        c.to_string()
                    }
                    None => {
                        first_other.get_or_insert(glyphs.len());
                        String::new()
                    }
                };
                glyphs.push(Glyph {
                    id: gid,
                    advance: positions[k].x_advance as f32 * scale,
                    x_offset: positions[k].x_offset as f32 * scale,
                    text,
                });
            }
            if !rest.is_empty() {
                let at = first_other.unwrap_or(glyphs.len() - 1);
                glyphs[at].text.push_str(&rest);
            }
            i = j;
        }
        // Readers rebuild a right-to-left word from the glyphs in the order they stand on
        // the page and then turn the whole string round, so a glyph standing for several
        // letters (lam-alef) must give them in the page's order too to read back as typed.
        if rtl {
            for g in &mut glyphs {
                if g.text.chars().nth(1).is_some() {
                    g.text = g.text.chars().rev().collect();
                }
            }
        }
        glyphs
    }
}

/// One shaped glyph: its id in the face, its advance and horizontal offset from the
/// shaper (thousandths of an em), and the characters it stands for (may be empty for a
/// second glyph of one character).
#[derive(Debug, Clone, PartialEq)]
pub struct Glyph {
    pub id: u16,
    pub advance: f32,
    pub x_offset: f32,
    pub text: String,
}

/// A piece of a line set in one face.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    /// Characters each drawn by the face's own map, advancing by their widths.
    Plain { face: FaceId, text: String },
    /// Shaped glyphs in visual order.
    Shaped { face: FaceId, glyphs: Vec<Glyph> },
}

/// Whether `c` belongs to a script whose letters join, reorder or stack (so its runs
/// are shaped), or is written right to left.
fn complex(c: char) -> bool {
    matches!(c as u32,
        0x0590..=0x08FF      // Hebrew, Arabic, Syriac, Thaana, N'Ko, Arabic extended
        | 0x0900..=0x0DFF    // the Indic scripts: Devanagari to Sinhala
        | 0x0E00..=0x0EFF    // Thai, Lao
        | 0x0F00..=0x109F    // Tibetan, Myanmar
        | 0x1780..=0x17FF    // Khmer
        | 0xFB1D..=0xFDFF    // Hebrew and Arabic presentation forms
        | 0xFE70..=0xFEFF)
}

/// Whether `c` is written right to left.
fn rtl(c: char) -> bool {
    matches!(c as u32, 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFC)
}

/// A character that takes the face of its neighbours (spaces, digits, punctuation,
/// joiners): it does not start a run of its own.
fn neutral(c: char) -> bool {
    !c.is_alphabetic() && !complex(c) || matches!(c, '\u{200C}' | '\u{200D}')
}

/// Every face: the two DejaVu faces, the carried script faces, the machine's fallbacks.
pub struct Typefaces {
    all: Vec<Typeface>,
    /// Index of the first fallback face in `all` (they run to its end).
    fallbacks: u8,
}

impl Typefaces {
    /// The faces, parsed once per process: parsing a font costs more than laying out a page.
    pub fn get() -> Result<&'static Typefaces, PaperError> {
        static FACES: OnceLock<Result<Typefaces, PaperError>> = OnceLock::new();
        FACES
            .get_or_init(|| {
                let mut all = vec![
                    Typeface::load(REGULAR, 0, "DejaVu Sans Condensed", false)?,
                    Typeface::load(BOLD, 0, "DejaVu Sans Condensed Bold", false)?,
                ];
                for (name, regular, bold) in SCRIPT_FACES {
                    all.push(Typeface::load(regular, 0, name, true)?);
                    all.push(Typeface::load(bold, 0, name, true)?);
                }
                let fallbacks = all.len() as u8;
                all.extend(find_fallbacks());
                Ok(Typefaces { all, fallbacks })
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The face a piece is drawn in.
    pub fn get_face(&self, id: FaceId) -> &Typeface {
        &self.all[usize::from(id.0)]
    }

    /// The face that draws `c` in `style`: DejaVu, else the script face, else a fallback
    /// face; `None` when no face draws it.
    fn face_for(&self, style: Face, c: char) -> Option<FaceId> {
        let bold = u8::from(style == Face::Bold);
        let own = FaceId(bold);
        if self.get_face(own).has(c) {
            return Some(own);
        }
        (0..SCRIPT_FACES.len() as u8)
            .map(|s| FaceId(2 + 2 * s + bold))
            .chain((self.fallbacks..self.all.len() as u8).map(FaceId))
            .find(|f| self.get_face(*f).has(c))
    }

    /// `text` with every character no face can draw replaced by '?', so the page never
    /// shows an empty box and copy/paste gives what is printed.
    pub fn printable(&self, style: Face, text: &str) -> String {
        text.chars()
            .map(|c| match c {
                '\t' | '\n' | '\r' => ' ',
                c if self.face_for(style, c).is_some() => c,
                _ => '?',
            })
            .collect()
    }

    /// The face `c` is set in after a character set in `last`: a neutral character stays
    /// in the face before it when that face draws it.
    fn face_after(&self, style: Face, last: Option<FaceId>, c: char) -> FaceId {
        match last {
            Some(last) if neutral(c) && self.get_face(last).has(c) => last,
            _ => self
                .face_for(style, c)
                .unwrap_or(FaceId(u8::from(style == Face::Bold))),
        }
    }

    /// `text` (already printable) cut into runs of one face, in logical order.
    fn face_runs(&self, style: Face, text: &str) -> Vec<(FaceId, std::ops::Range<usize>)> {
        let mut out: Vec<(FaceId, std::ops::Range<usize>)> = Vec::new();
        for (i, c) in text.char_indices() {
            let end = i + c.len_utf8();
            let f = self.face_after(style, out.last().map(|(f, _)| *f), c);
            match out.last_mut() {
                Some((last, range)) if *last == f => range.end = end,
                _ => out.push((f, i..end)),
            }
        }
        out
    }

    /// `text` (already printable) set as pieces in visual order, left to right.
    pub fn pieces(&self, style: Face, text: &str) -> Vec<Piece> {
        if !text.chars().any(complex) {
            // Plain text, set character by character.
            return self
                .face_runs(style, text)
                .into_iter()
                .map(|(face, r)| Piece::Plain {
                    face,
                    text: text[r].to_string(),
                })
                .collect();
        }
        let mut out = Vec::new();
        let shaped = |face: FaceId, run: &str, rtl: bool| Piece::Shaped {
            face,
            glyphs: self.get_face(face).shape(run, rtl),
        };
        if !text.chars().any(rtl) {
            for (face, r) in self.face_runs(style, text) {
                out.push(if self.get_face(face).shaped {
                    shaped(face, &text[r], false)
                } else {
                    Piece::Plain {
                        face,
                        text: text[r].to_string(),
                    }
                });
            }
            return out;
        }
        // Right-to-left text: the bidirectional algorithm orders the runs for the eye.
        let bidi = unicode_bidi::BidiInfo::new(text, None);
        for para in &bidi.paragraphs {
            let (levels, runs) = bidi.visual_runs(para, para.range.clone());
            for run in runs {
                let rtl_run = levels[run.start].is_rtl();
                let mut pieces: Vec<Piece> = self
                    .face_runs(style, &text[run.clone()])
                    .into_iter()
                    .map(|(face, r)| {
                        let r = run.start + r.start..run.start + r.end;
                        if rtl_run || self.get_face(face).shaped {
                            shaped(face, &text[r], rtl_run)
                        } else {
                            Piece::Plain {
                                face,
                                text: text[r].to_string(),
                            }
                        }
                    })
                    .collect();
                if rtl_run {
                    pieces.reverse();
                }
                out.extend(pieces);
            }
        }
        out
    }

    /// Width of a piece in points per point of size.
    pub fn piece_width(&self, piece: &Piece) -> f32 {
        match piece {
            Piece::Plain { face, text } => {
                let tf = self.get_face(*face);
                text.chars()
                    .map(|c| tf.advance(c).unwrap_or(0.5))
                    .sum::<f32>()
            }
            Piece::Shaped { glyphs, .. } => glyphs.iter().map(|g| g.advance).sum::<f32>() / 1000.0,
        }
    }

    /// Width of `text` set at `size` points in `style`, in points.
    pub fn width(&self, style: Face, text: &str, size: f32) -> f32 {
        if !text.chars().any(complex) {
            // Layout measures every word: plain text is summed without building pieces.
            let mut last = None;
            let mut w = 0.0;
            for c in text.chars() {
                let c = match c {
                    '\t' | '\n' | '\r' => ' ',
                    c if self.face_for(style, c).is_none() => '?',
                    c => c,
                };
                let f = self.face_after(style, last, c);
                w += self.get_face(f).advance(c).unwrap_or(0.5);
                last = Some(f);
            }
            return w * size;
        }
        let text = self.printable(style, text);
        self.pieces(style, &text)
            .iter()
            .map(|p| self.piece_width(p))
            .sum::<f32>()
            * size
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces_of(pieces: &[Piece]) -> Vec<&'static str> {
        pieces
            .iter()
            .map(|p| match p {
                Piece::Plain { face, .. } | Piece::Shaped { face, .. } => match face.0 {
                    0 | 1 => "DejaVu Sans Condensed",
                    n if usize::from(n) < 2 + 2 * SCRIPT_FACES.len() => {
                        SCRIPT_FACES[usize::from(n - 2) / 2].0
                    }
                    _ => "fallback",
                },
            })
            .collect()
    }

    #[test]
    fn latin_text_is_set_plainly_in_dejavu() {
        let t = Typefaces::get().unwrap();
        let p = t.pieces(Face::Regular, "Zoë Ångström 10/20");
        assert_eq!(
            p,
            [Piece::Plain {
                face: FaceId(0),
                text: "Zoë Ångström 10/20".into()
            }]
        );
        assert!(t.width(Face::Bold, "Zoë", 10.0) > t.width(Face::Regular, "Zoë", 10.0) * 0.9);
        // The quick sum for plain text agrees with the pieces drawn.
        for text in ["Zoë Ångström 10/20", "李雷 and 王芳", "a\u{1F600}b"] {
            let drawn: f32 = t
                .pieces(Face::Regular, &t.printable(Face::Regular, text))
                .iter()
                .map(|p| t.piece_width(p))
                .sum();
            assert!(
                (t.width(Face::Regular, text, 1.0) - drawn).abs() < 1e-4,
                "{text}"
            );
        }
    }

    /// Arabic is shaped right to left in Noto Sans Arabic; the glyphs carry the letters
    /// back in logical order when read right to left, and the joined forms are narrower
    /// than the letters set alone.
    #[test]
    fn arabic_is_shaped_and_ordered_right_to_left() {
        let t = Typefaces::get().unwrap();
        let name = "محمد";
        let p = t.pieces(Face::Regular, name);
        assert_eq!(faces_of(&p), ["Noto Sans Arabic"]);
        let Piece::Shaped { glyphs, .. } = &p[0] else {
            panic!("{p:?}")
        };
        let read: String = glyphs.iter().rev().map(|g| g.text.as_str()).collect();
        assert_eq!(read, name);
        // Lam-alef is one glyph; it gives its two letters in the page's order.
        let p = t.pieces(Face::Regular, "الأمين");
        let Piece::Shaped { glyphs, .. } = &p[0] else {
            panic!("{p:?}")
        };
        assert!(glyphs.iter().any(|g| g.text == "أل"), "{glyphs:?}");
        // The medial meem is a contextual form: not the isolated letter's glyph.
        let isolated = t.get_face(FaceId(2)).parsed.lookup_glyph_index('م' as u32);
        assert!(glyphs.iter().any(|g| Some(g.id) != isolated));
    }

    /// A Latin word inside a right-to-left line keeps its own order, set plainly.
    #[test]
    fn mixed_directions_keep_each_run_in_its_order() {
        let t = Typefaces::get().unwrap();
        let p = t.pieces(Face::Regular, "שלום Felt");
        // The paragraph is right to left: "Felt" comes first for the eye, then the Hebrew.
        assert_eq!(faces_of(&p)[0], "DejaVu Sans Condensed");
        let Piece::Plain { text, .. } = &p[0] else {
            panic!("{p:?}")
        };
        assert_eq!(text, "Felt");
        assert!(faces_of(&p).contains(&"Noto Sans Hebrew"));
    }

    #[test]
    fn indic_and_thai_names_are_shaped_in_their_faces() {
        let t = Typefaces::get().unwrap();
        for (name, face) in [
            ("सुमन", "Noto Sans Devanagari"),
            ("সুমন", "Noto Sans Bengali"),
            ("สมชาย", "Noto Sans Thai"),
        ] {
            let p = t.pieces(Face::Bold, name);
            assert_eq!(faces_of(&p), [face], "{name}");
            let Piece::Shaped { glyphs, .. } = &p[0] else {
                panic!("{p:?}")
            };
            let read: String = glyphs.iter().map(|g| g.text.as_str()).collect();
            assert_eq!(read, name);
            assert!(t.width(Face::Bold, name, 10.0) > 5.0);
        }
    }
}
