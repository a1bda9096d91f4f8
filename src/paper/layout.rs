//! Page flow: places text and rules top-down on a sheet and starts a new sheet when full.
//!
//! Layout works in points with y growing downwards from the top edge (how a page is read);
//! the PDF emitter flips y. The result is a list of [`Mark`]s per sheet, which keeps layout
//! testable without a PDF and lets the footer ("page 2 of 3") be added once the count is known.

use super::fonts::{Face, FaceId, Glyph, Piece, Typefaces};
use felt_core::lang::{Arg, Locale};

/// Points per millimetre.
pub const PT_PER_MM: f32 = 72.0 / 25.4;

/// Body text size; nothing a player must read is smaller.
pub const BODY: f32 = 10.0;
/// Page heading size.
const TITLE: f32 = 17.0;
const SUBTITLE: f32 = 10.5;
/// Size of the heading repeated on a continuation sheet.
const CONTINUED: f32 = 12.0;
const FOOTER: f32 = 8.0;

/// One thing drawn on a sheet.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// Text whose baseline starts at (`x`, `baseline`), each character drawn by the
    /// face's own map.
    Text {
        x: f32,
        baseline: f32,
        face: FaceId,
        size: f32,
        text: String,
    },
    /// Shaped glyphs (a right-to-left or Indic run) in visual order from (`x`, `baseline`).
    Glyphs {
        x: f32,
        baseline: f32,
        face: FaceId,
        size: f32,
        glyphs: Vec<Glyph>,
    },
    /// A straight rule from (`x1`, `y`) to (`x2`, `y`).
    Rule {
        x1: f32,
        x2: f32,
        y: f32,
        width: f32,
    },
    /// A line in any direction, solid or dashed (cut lines between cards).
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        dashed: bool,
    },
}

/// The cursor moving down the sheets of one document.
pub struct Flow<'a> {
    pub faces: &'a Typefaces,
    pub page_h: f32,
    /// Left and right edges of the text area.
    pub left: f32,
    pub right: f32,
    top: f32,
    bottom: f32,
    /// Where the next thing goes.
    pub y: f32,
    pub sheets: Vec<Vec<Mark>>,
    /// The heading of the logical page being laid out, repeated on its continuation sheets.
    heading: String,
    /// The language of the words the renderer adds (page numbers, "continued").
    locale: Locale,
}

impl<'a> Flow<'a> {
    pub fn new(faces: &'a Typefaces, page_w: f32, page_h: f32, locale: Locale) -> Self {
        let margin = 15.0 * PT_PER_MM;
        Flow {
            faces,
            page_h,
            left: margin,
            right: page_w - margin,
            top: 13.0 * PT_PER_MM,
            bottom: page_h - 17.0 * PT_PER_MM,
            y: 0.0,
            sheets: Vec::new(),
            heading: String::new(),
            locale,
        }
    }

    pub fn width(&self) -> f32 {
        self.right - self.left
    }

    fn marks(&mut self) -> &mut Vec<Mark> {
        if self.sheets.is_empty() {
            self.sheets.push(Vec::new());
        }
        self.sheets.last_mut().expect("a sheet was just pushed")
    }

    /// Draws `text` with its baseline at `baseline`, piece by piece in the face that
    /// draws each script (right-to-left runs in their order); characters no face draws
    /// become '?'.
    pub fn text(&mut self, x: f32, baseline: f32, face: Face, size: f32, text: &str) {
        let marks = self.text_marks(x, baseline, face, size, text);
        self.marks().extend(marks);
    }

    /// The marks that draw `text` (see [`Flow::text`]).
    fn text_marks(&self, x: f32, baseline: f32, face: Face, size: f32, text: &str) -> Vec<Mark> {
        let mut out = Vec::new();
        if text.is_empty() {
            return out;
        }
        let faces = self.faces;
        let text = faces.printable(face, text);
        let mut x = x;
        for piece in faces.pieces(face, &text) {
            let w = faces.piece_width(&piece) * size;
            out.push(match piece {
                Piece::Plain { face, text } => Mark::Text {
                    x,
                    baseline,
                    face,
                    size,
                    text,
                },
                Piece::Shaped { face, glyphs } => Mark::Glyphs {
                    x,
                    baseline,
                    face,
                    size,
                    glyphs,
                },
            });
            x += w;
        }
        out
    }

    pub fn rule(&mut self, x1: f32, x2: f32, y: f32, width: f32) {
        self.marks().push(Mark::Rule { x1, x2, y, width });
    }

    /// A solid or dashed line from `from` to `to`.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, dashed: bool) {
        self.marks().push(Mark::Line {
            from,
            to,
            width,
            dashed,
        });
    }

    /// The lowest y content may reach on a sheet (the footer lies below it).
    pub fn bottom(&self) -> f32 {
        self.bottom
    }

    /// A flow for measuring: `width` wide, from y = 0, on a sheet that never fills up.
    /// What it draws is thrown away; its `y` afterwards is the height used.
    pub fn scratch(&self, width: f32) -> Flow<'a> {
        Flow {
            faces: self.faces,
            page_h: f32::MAX,
            left: 0.0,
            right: width,
            top: 0.0,
            bottom: f32::MAX,
            y: 0.0,
            sheets: Vec::new(),
            heading: self.heading.clone(),
            locale: self.locale,
        }
    }

    pub fn measure(&self, face: Face, size: f32, text: &str) -> f32 {
        self.faces.width(face, text, size)
    }

    /// Starts a logical page of the document: a fresh sheet with the large heading.
    pub fn begin_page(&mut self, heading: &str, subheading: Option<&str>) {
        self.sheets.push(Vec::new());
        self.heading = heading.to_string();
        self.y = self.top;
        let (left, right) = (self.left, self.right);
        let lines = self.wrap(Face::Bold, TITLE, heading, right - left);
        for line in lines {
            self.y += TITLE;
            self.text(left, self.y, Face::Bold, TITLE, &line);
            self.y += TITLE * 0.25;
        }
        if let Some(sub) = subheading {
            for line in self.wrap(Face::Regular, SUBTITLE, sub, right - left) {
                self.y += SUBTITLE * 1.25;
                self.text(left, self.y, Face::Regular, SUBTITLE, &line);
            }
        }
        self.y += 5.0;
        self.rule(left, right, self.y, 1.2);
        self.y += 8.0;
    }

    /// Makes sure `height` points fit on the current sheet, starting a continuation sheet
    /// (with the heading repeated) when they do not. Returns whether a sheet was started,
    /// so that a table can repeat its header row.
    pub fn need(&mut self, height: f32) -> bool {
        // A block taller than a whole sheet cannot be helped by a new sheet.
        if self.y + height <= self.bottom || self.y <= self.top + 40.0 {
            return false;
        }
        self.new_sheet();
        true
    }

    /// Starts a continuation sheet of the current logical page, with its heading repeated.
    pub fn new_sheet(&mut self) {
        self.sheets.push(Vec::new());
        self.y = self.top;
        let heading = self
            .locale
            .say("paper-continued", &[("heading", Arg::Text(&self.heading))]);
        let (left, right) = (self.left, self.right);
        self.y += CONTINUED;
        self.text(left, self.y, Face::Bold, CONTINUED, &heading);
        self.y += 5.0;
        self.rule(left, right, self.y, 0.6);
        self.y += 8.0;
    }

    /// Breaks `text` into lines no wider than `width`; a word longer than a line is cut.
    pub fn wrap(&self, face: Face, size: f32, text: &str, width: f32) -> Vec<String> {
        let tf = |t: &str| self.faces.width(face, t, size);
        let space = tf(" ");
        let mut lines = Vec::new();
        for para in text.split('\n') {
            let mut line = String::new();
            let mut line_w = 0.0;
            // A no-break space (French puts U+202F inside "30 000" and before a colon)
            // joins its neighbours and is kept as it is, in the line and in the PDF's text.
            let breaks =
                |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{2007}' | '\u{202f}');
            for word in para.split(breaks).filter(|w| !w.is_empty()) {
                let mut word_w = tf(word);
                let gap = if line.is_empty() { 0.0 } else { space };
                if line_w + gap + word_w <= width {
                    if !line.is_empty() {
                        line.push(' ');
                    }
                    line.push_str(word);
                    line_w += gap + word_w;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                let mut rest = word;
                while word_w > width && rest.chars().count() > 1 {
                    let cut = fit_chars(&tf, rest, width);
                    lines.push(rest[..cut].to_string());
                    rest = &rest[cut..];
                    word_w = tf(rest);
                }
                line = rest.to_string();
                line_w = word_w;
            }
            lines.push(line);
        }
        lines
    }

    /// Adds the footer (document title, "Page i of n") to every sheet.
    pub fn finish(mut self, title: &str) -> Vec<Vec<Mark>> {
        let n = self.sheets.len();
        let rule_y = self.page_h - 12.0 * PT_PER_MM;
        let baseline = rule_y + FOOTER + 3.0;
        let (left, right) = (self.left, self.right);
        let title_room = (right - left) * 0.75;
        let title = self
            .wrap(Face::Regular, FOOTER, title, title_room)
            .remove(0);
        for i in 0..n {
            let page = self.locale.say(
                "paper-page-of",
                &[
                    ("page", Arg::Count(i as u64 + 1)),
                    ("pages", Arg::Count(n as u64)),
                ],
            );
            let page_w = self.measure(Face::Regular, FOOTER, &page);
            let mut marks = vec![Mark::Rule {
                x1: left,
                x2: right,
                y: rule_y,
                width: 0.4,
            }];
            marks.extend(self.text_marks(left, baseline, Face::Regular, FOOTER, &title));
            marks.extend(self.text_marks(right - page_w, baseline, Face::Regular, FOOTER, &page));
            self.sheets[i].extend(marks);
        }
        self.sheets
    }
}

/// Byte length of the longest prefix of `word` (at least one character) that fits `width`.
fn fit_chars(width_of: &dyn Fn(&str) -> f32, word: &str, width: f32) -> usize {
    let mut end = word.chars().next().map_or(0, char::len_utf8);
    for (i, c) in word.char_indices().skip(1) {
        if width_of(&word[..i + c.len_utf8()]) > width {
            break;
        }
        end = i + c.len_utf8();
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wraps `text` at `width` points of 10 pt body text and checks the lines.
    fn check(text: &str, width: f32, want: &[&str]) {
        let faces = Typefaces::get().expect("fonts load");
        let flow = Flow::new(faces, 595.0, 842.0, Locale::ENGLISH);
        let lines = flow.wrap(Face::Regular, BODY, text, width);
        assert_eq!(lines, want, "wrapping {text:?} at {width}");
        for line in &lines {
            assert!(
                line.chars().count() == 1 || flow.measure(Face::Regular, BODY, line) <= width,
                "{line:?} is wider than {width}"
            );
        }
    }

    #[test]
    fn wrapping_keeps_lines_within_the_width() {
        check("", 100.0, &[""]);
        check("Ante 25", 100.0, &["Ante 25"]);
        check("one two three four", 45.0, &["one two", "three four"]);
        check("first\nsecond", 500.0, &["first", "second"]);
        // A word longer than the line is cut rather than running off the sheet.
        check(
            "abcdefghijklmnopqrstuvwxyz",
            60.0,
            &["abcdefghijkl", "mnopqrstuv", "wxyz"],
        );
    }
}
