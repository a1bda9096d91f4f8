//! What an uploaded slide really is: its image format and size, read from the file's own
//! structure (PNG chunks, JPEG segments, GIF blocks, WebP's RIFF chunks), not from its
//! first bytes alone. A file that claims to be a PNG and goes on with a script, or claims
//! a picture of 60,000 by 60,000 pixels that a TV's browser would try to decode, is
//! refused in words before it is kept.

/// The widest and tallest slide, in pixels: an 8K screen.
pub const MAX_SIDE: u32 = 7680;

/// An image read from its header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageInfo {
    pub mime: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Reads `bytes` as a PNG, JPEG, WebP or GIF file: its type and size, or why it is not
/// one (in words).
pub fn read_image(bytes: &[u8]) -> Result<ImageInfo, String> {
    let info = if bytes.starts_with(PNG) {
        png(bytes)?
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        jpeg(bytes)?
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        webp(bytes)?
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        gif(bytes)?
    } else {
        return Err("it is not a PNG, JPEG, WebP or GIF image".into());
    };
    if info.width == 0 || info.height == 0 {
        return Err(format!(
            "its header gives a size of {} by {} pixels",
            info.width, info.height
        ));
    }
    if info.width > MAX_SIDE || info.height > MAX_SIDE {
        return Err(format!(
            "it is {} by {} pixels; a slide is at most {MAX_SIDE} pixels on each side",
            info.width, info.height
        ));
    }
    Ok(info)
}

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";

fn be32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn be16(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn le16(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn le24(b: &[u8], at: usize) -> Option<u32> {
    let s = b.get(at..at + 3)?;
    Some(u32::from(s[0]) | u32::from(s[1]) << 8 | u32::from(s[2]) << 16)
}

fn le32(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

/// A PNG: the header chunk first, every chunk whole (length, a four-letter type, data,
/// CRC), the end chunk last with nothing after it.
fn png(b: &[u8]) -> Result<ImageInfo, String> {
    let broken = |why: &str| format!("it starts like a PNG image but {why}");
    let mut at = PNG.len();
    let mut size = None;
    let mut ended = false;
    while at < b.len() {
        if ended {
            return Err(broken("goes on after its end chunk"));
        }
        let len = be32(b, at).ok_or_else(|| broken("a chunk is cut short"))? as usize;
        let kind = b
            .get(at + 4..at + 8)
            .ok_or_else(|| broken("a chunk is cut short"))?;
        if !kind.iter().all(u8::is_ascii_alphabetic) {
            return Err(broken("holds something that is not a PNG chunk"));
        }
        let end = at
            .checked_add(12)
            .and_then(|x| x.checked_add(len))
            .filter(|&e| e <= b.len())
            .ok_or_else(|| broken("a chunk is cut short"))?;
        if size.is_none() {
            if kind != b"IHDR" || len != 13 {
                return Err(broken("does not begin with its header chunk"));
            }
            size = Some((be32(b, at + 8).unwrap_or(0), be32(b, at + 12).unwrap_or(0)));
        }
        ended = kind == b"IEND";
        at = end;
    }
    if !ended {
        return Err(broken("has no end chunk"));
    }
    let (width, height) = size.ok_or_else(|| broken("has no header chunk"))?;
    Ok(ImageInfo {
        mime: "image/png",
        width,
        height,
    })
}

/// A JPEG: segments from the start-of-image marker to a start-of-frame, which gives the
/// size; the file ends with the end-of-image marker.
fn jpeg(b: &[u8]) -> Result<ImageInfo, String> {
    let broken = |why: &str| format!("it starts like a JPEG image but {why}");
    if !b.ends_with(&[0xff, 0xd9]) {
        return Err(broken("does not end like one"));
    }
    let mut at = 2;
    loop {
        if b.get(at) != Some(&0xff) {
            return Err(broken("holds something that is not a JPEG segment"));
        }
        let marker = *b.get(at + 1).ok_or_else(|| broken("is cut short"))?;
        match marker {
            // Fill bytes before a marker.
            0xff => {
                at += 1;
                continue;
            }
            // Markers without a length.
            0x01 | 0xd0..=0xd7 => {
                at += 2;
                continue;
            }
            0xd9 | 0xda => return Err(broken("has no frame header before its image data")),
            _ => {}
        }
        let len = be16(b, at + 2).ok_or_else(|| broken("is cut short"))? as usize;
        if len < 2 || at + 2 + len > b.len() {
            return Err(broken("has a segment cut short"));
        }
        let start_of_frame = matches!(marker, 0xc0..=0xcf) && !matches!(marker, 0xc4 | 0xc8 | 0xcc);
        if start_of_frame {
            let height = be16(b, at + 5).ok_or_else(|| broken("is cut short"))?;
            let width = be16(b, at + 7).ok_or_else(|| broken("is cut short"))?;
            return Ok(ImageInfo {
                mime: "image/jpeg",
                width: u32::from(width),
                height: u32::from(height),
            });
        }
        at += 2 + len;
    }
}

/// A GIF: the logical screen's size from the header; the file ends with the trailer.
fn gif(b: &[u8]) -> Result<ImageInfo, String> {
    let broken = |why: &str| format!("it starts like a GIF image but {why}");
    if b.len() < 14 || b.last() != Some(&0x3b) {
        return Err(broken("does not end like one"));
    }
    let width = le16(b, 6).ok_or_else(|| broken("is cut short"))?;
    let height = le16(b, 8).ok_or_else(|| broken("is cut short"))?;
    Ok(ImageInfo {
        mime: "image/gif",
        width: u32::from(width),
        height: u32::from(height),
    })
}

/// A WebP: a RIFF file whose length is the file's, and a first chunk of a kind WebP has
/// (lossy, lossless or extended) that gives the size.
fn webp(b: &[u8]) -> Result<ImageInfo, String> {
    let broken = |why: &str| format!("it starts like a WebP image but {why}");
    let riff = le32(b, 4).ok_or_else(|| broken("is cut short"))? as usize;
    if riff.checked_add(8) != Some(b.len()) {
        return Err(broken("its length is not the file's"));
    }
    let kind = b.get(12..16).ok_or_else(|| broken("is cut short"))?;
    let (width, height) = match kind {
        b"VP8X" => (
            le24(b, 24).ok_or_else(|| broken("is cut short"))? + 1,
            le24(b, 27).ok_or_else(|| broken("is cut short"))? + 1,
        ),
        b"VP8L" => {
            if b.get(20) != Some(&0x2f) {
                return Err(broken("its lossless header is not one"));
            }
            let bits = le32(b, 21).ok_or_else(|| broken("is cut short"))?;
            ((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
        }
        b"VP8 " => {
            if b.get(23..26) != Some(&[0x9d, 0x01, 0x2a]) {
                return Err(broken("its lossy header is not one"));
            }
            (
                u32::from(le16(b, 26).ok_or_else(|| broken("is cut short"))? & 0x3fff),
                u32::from(le16(b, 28).ok_or_else(|| broken("is cut short"))? & 0x3fff),
            )
        }
        _ => return Err(broken("has no image chunk")),
    };
    Ok(ImageInfo {
        mime: "image/webp",
        width,
        height,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PNG with the header chunk `width` x `height` and an end chunk (CRCs not checked).
    pub fn png_of(width: u32, height: u32) -> Vec<u8> {
        let mut b = PNG.to_vec();
        b.extend(13u32.to_be_bytes());
        b.extend(b"IHDR");
        b.extend(width.to_be_bytes());
        b.extend(height.to_be_bytes());
        b.extend([8, 6, 0, 0, 0]);
        b.extend([0; 4]);
        b.extend(0u32.to_be_bytes());
        b.extend(b"IEND");
        b.extend([0xae, 0x42, 0x60, 0x82]);
        b
    }

    #[test]
    fn images_are_read_from_their_structure() {
        let jpeg = [
            &[0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0][..],
            &[0xff, 0xc0, 0, 11, 8, 0x04, 0x38, 0x07, 0x80, 3, 0, 0, 0][..],
            &[0xff, 0xd9][..],
        ]
        .concat();
        let mut gif = b"GIF89a".to_vec();
        gif.extend([0x80, 0x07, 0x38, 0x04, 0, 0, 0]);
        gif.push(0x3b);
        let mut webp = b"RIFF\0\0\0\0WEBPVP8X".to_vec();
        webp.extend([10, 0, 0, 0, 0, 0, 0, 0]);
        webp.extend([0x7f, 0x07, 0, 0x37, 0x04, 0]);
        let len = (webp.len() - 8) as u32;
        webp[4..8].copy_from_slice(&len.to_le_bytes());
        let ok: [(&[u8], &str, u32, u32); 4] = [
            (&png_of(1920, 1080), "image/png", 1920, 1080),
            (&jpeg, "image/jpeg", 1920, 1080),
            (&gif, "image/gif", 1920, 1080),
            (&webp, "image/webp", 1920, 1080),
        ];
        for (bytes, mime, width, height) in ok {
            assert_eq!(
                read_image(bytes),
                Ok(ImageInfo {
                    mime,
                    width,
                    height
                }),
                "{mime}"
            );
        }
    }

    /// A PNG signature followed by a script, and a 60,000 x 60,000 claim.
    #[test]
    fn a_script_after_an_image_signature_and_a_huge_claim_are_refused() {
        let mut script = PNG.to_vec();
        script.extend(b"<script>alert(1)</script>");
        let mut after = png_of(100, 100);
        after.extend(b"<script>alert(1)</script>");
        let cases: [(&[u8], &str); 6] = [
            (
                &script,
                "it starts like a PNG image but holds something that is not a PNG chunk",
            ),
            (
                &after,
                "it starts like a PNG image but goes on after its end chunk",
            ),
            (
                &png_of(60_000, 60_000),
                "it is 60000 by 60000 pixels; a slide is at most 7680 pixels on each side",
            ),
            (&png_of(0, 10), "its header gives a size of 0 by 10 pixels"),
            (b"<svg xmlns=", "it is not a PNG, JPEG, WebP or GIF image"),
            (
                &[0xff, 0xd8, 0xff, 0xe0, b'<', b's'],
                "it starts like a JPEG image but does not end like one",
            ),
        ];
        for (bytes, words) in cases {
            assert_eq!(read_image(bytes), Err(words.to_string()));
        }
    }
}
