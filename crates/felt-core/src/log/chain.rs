//! The log's hash chain: each stored record carries the SHA-256 of the record
//! before it and its own stored bytes, so a record edited, removed or put out of order
//! in the database, or in an exported file, no longer fits, and the first one that does
//! not fit can be named.
//!
//! A record's hash is the hex SHA-256 of
//! `"felt-log-chain-1\n" + prev + "\n" + at_ms + "\n" + format + "\n" + record`
//! where `prev` is the previous record's hash (the event's first record uses
//! [`GENESIS`], 64 zeros), `at_ms` the record's UTC instant in milliseconds, `format` its
//! stored format number and `record` its stored text exactly. The database row number
//! is left out, so an exported log checks the same on another machine.
//!
//! A record sent by a paired device (a table's tablet) also names it: its hash
//! takes `"\nfrom:" + device` after the record text (a record is one line of JSON, so
//! nothing in it can be mistaken for that line). Who sent an action cannot be changed
//! quietly either.
//!
//! The chain shows that the records fit together; what anchors it is the last hash,
//! printed on the results sheet and shown by `felt log verify`: anyone who wrote it down
//! can tell a log rewritten from the start (with this open code) from the one they saw.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The `prev` of an event's first record.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// The hash of a record stored at `at_ms` in `format` as `record`, after `prev`.
pub fn link(prev: &str, at_ms: i64, format: u32, record: &str) -> String {
    link_from(prev, at_ms, format, record, None)
}

/// [`link`] for a record sent by `from` (a paired device's name), when it was.
pub fn link_from(prev: &str, at_ms: i64, format: u32, record: &str, from: Option<&str>) -> String {
    let mut h = Sha256::new();
    h.update(b"felt-log-chain-1\n");
    h.update(prev.as_bytes());
    h.update(format!("\n{at_ms}\n{format}\n").as_bytes());
    h.update(record.as_bytes());
    if let Some(from) = from {
        h.update(b"\nfrom:");
        h.update(from.as_bytes());
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// One stored record as the chain sees it.
#[derive(Debug, Clone, Copy)]
pub struct Link<'a> {
    /// Its number in the database (named in the report; not hashed).
    pub seq: u64,
    pub at_ms: i64,
    pub format: u32,
    pub record: &'a str,
    /// The paired device that sent it, if one did.
    pub from: Option<&'a str>,
    /// The hash stored with it, if any.
    pub hash: Option<&'a str>,
}

/// The first record that does not fit the chain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BrokenLink {
    /// The record's number in the database.
    pub seq: u64,
    /// Its place in the event's log, 1 for the first record.
    pub position: u32,
    /// The hash stored with it (none when it has none).
    pub stored: Option<String>,
    /// The hash the records up to it give.
    pub expected: String,
}

/// What walking an event's chain found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ChainReport {
    /// Records walked.
    pub records: u32,
    /// True when every record fits.
    pub intact: bool,
    /// The last record's hash as the chain gives it: the value to write down.
    pub last_hash: String,
    /// Its first 12 characters, for paper and screens.
    pub short: String,
    /// The first record that does not fit.
    pub broken: Option<BrokenLink>,
    /// The finding in words.
    pub text: String,
}

/// The first 12 hex characters of a hash: enough to compare by eye.
pub fn short(hash: &str) -> String {
    hash.chars().take(12).collect()
}

/// Walks an event's records, oldest first, and names the first one whose stored hash is
/// not the one the records before it and its own bytes give.
pub fn verify<'a>(links: impl IntoIterator<Item = Link<'a>>) -> ChainReport {
    let mut prev = GENESIS.to_string();
    let mut records = 0u32;
    let mut broken = None;
    for l in links {
        records += 1;
        let expected = link_from(&prev, l.at_ms, l.format, l.record, l.from);
        if broken.is_none() && l.hash != Some(expected.as_str()) {
            broken = Some(BrokenLink {
                seq: l.seq,
                position: records,
                stored: l.hash.map(str::to_string),
                expected: expected.clone(),
            });
        }
        prev = expected;
    }
    let text = match &broken {
        None if records == 0 => "The log has no records.".to_string(),
        None if records == 1 => format!(
            "Its 1 record fits the chain; the last hash is {}.",
            short(&prev)
        ),
        None => format!(
            "All {} fit the chain; the last hash is {}.",
            crate::words::count(u64::from(records), "record", "records"),
            short(&prev)
        ),
        Some(b) => match &b.stored {
            None => format!(
                "Record #{} ({} of {records}) has no hash: it was written outside Felt.",
                b.seq,
                ordinal(b.position)
            ),
            Some(s) => format!(
                "Record #{} ({} of {records}) does not fit the chain: it carries {} but the records up to it give {}. It or a record before it was changed, removed or moved after it was written.",
                b.seq,
                ordinal(b.position),
                short(s),
                short(&b.expected)
            ),
        },
    };
    ChainReport {
        records,
        intact: broken.is_none(),
        short: short(&prev),
        last_hash: prev,
        broken,
        text,
    }
}

fn ordinal(n: u32) -> String {
    crate::words::ordinal(u64::from(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(texts: &[&str]) -> Vec<(u64, i64, u32, String, String)> {
        let mut prev = GENESIS.to_string();
        texts
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let at = 1_000 * i as i64;
                let h = link(&prev, at, 1, t);
                prev = h.clone();
                (i as u64 + 10, at, 1, t.to_string(), h)
            })
            .collect()
    }

    fn check(rows: &[(u64, i64, u32, String, String)]) -> ChainReport {
        verify(rows.iter().map(|(seq, at, f, r, h)| Link {
            seq: *seq,
            at_ms: *at,
            format: *f,
            record: r,
            from: None,
            hash: Some(h),
        }))
    }

    #[test]
    fn a_link_is_the_documented_sha256() {
        // printf 'felt-log-chain-1\n<64 zeros>\n0\n1\n{}' | sha256sum; a change here
        // changes every stored chain, so it is pinned to the value the shell gives.
        let h = link(GENESIS, 0, 1, "{}");
        assert_eq!(
            h,
            "193b669165827b2a18c2d37bdca8d45ede15a2d6054dc33e97faf553bcbf5e10"
        );
        assert_ne!(h, link(GENESIS, 1, 1, "{}"));
        assert_ne!(h, link(GENESIS, 0, 2, "{}"));
        assert_ne!(h, link(GENESIS, 0, 1, "{ }"));
    }

    #[test]
    fn the_device_that_sent_a_record_is_part_of_its_hash() {
        // printf 'felt-log-chain-1\n<64 zeros>\n0\n1\n{}\nfrom:Table 3' | sha256sum
        let h = link_from(GENESIS, 0, 1, "{}", Some("Table 3"));
        assert_eq!(
            h,
            "a7f38e7fc5d13c7ca393ee359159076abc55e9a5801d3000d94a149d76703ac1"
        );
        assert_ne!(h, link(GENESIS, 0, 1, "{}"));
        assert_ne!(h, link_from(GENESIS, 0, 1, "{}", Some("Table 4")));
        assert_eq!(
            link(GENESIS, 0, 1, "{}"),
            link_from(GENESIS, 0, 1, "{}", None)
        );
        let mut rows = chain(&["a", "b"]);
        rows[1].4 = link_from(&rows[0].4, rows[1].1, 1, "b", Some("Table 3"));
        let walk = |from: Option<&str>| {
            verify(rows.iter().enumerate().map(|(i, (seq, at, f, r, h))| Link {
                seq: *seq,
                at_ms: *at,
                format: *f,
                record: r,
                from: if i == 1 { from } else { None },
                hash: Some(h),
            }))
        };
        assert!(walk(Some("Table 3")).intact);
        let moved = walk(Some("Table 5"));
        assert_eq!(moved.broken.map(|b| b.position), Some(2), "{}", moved.text);
        assert!(!walk(None).intact);
    }

    #[test]
    fn every_kind_of_tampering_names_the_first_record_that_does_not_fit() {
        let good = chain(&["a", "b", "c", "d"]);
        let r = check(&good);
        assert!(r.intact, "{}", r.text);
        assert_eq!(r.records, 4);
        assert_eq!(r.last_hash, good[3].4);
        // (what was done, the rows after it, the position named)
        let mut edited = good.clone();
        edited[1].3 = "B".into();
        let mut removed = good.clone();
        removed.remove(2);
        let mut swapped = good.clone();
        swapped.swap(1, 2);
        let mut retimed = good.clone();
        retimed[3].1 += 1;
        let mut unhashed = good.clone();
        unhashed[0].4 = String::new();
        let cases = [
            ("a record's text edited", edited, 2),
            ("a record removed", removed, 3),
            ("two records swapped", swapped, 2),
            ("a record's time moved", retimed, 4),
            ("a record's hash wiped", unhashed, 1),
        ];
        for (what, rows, position) in cases {
            let r = check(&rows);
            assert!(!r.intact, "{what}");
            let b = r.broken.unwrap();
            assert_eq!(b.position, position, "{what}: {}", r.text);
            assert_eq!(b.seq, rows[position as usize - 1].0, "{what}");
            assert!(
                r.text.contains("does not fit the chain"),
                "{what}: {}",
                r.text
            );
        }
        let one = check(&good[..1]);
        assert!(
            one.text.starts_with("Its 1 record fits the chain"),
            "{}",
            one.text
        );
        let none = verify(std::iter::empty());
        assert!(none.intact);
        assert_eq!(none.text, "The log has no records.");
    }
}
