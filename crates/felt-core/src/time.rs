//! Instants and durations as integer milliseconds.
//!
//! An instant is milliseconds since the Unix epoch in UTC; nothing in the core knows the
//! local time zone. Shells convert to local time only at the edge.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A UTC instant in milliseconds since the Unix epoch.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
// A newtype struct is already written as its inner number by serde.
pub struct UtcMs(pub i64);

impl UtcMs {
    /// This instant moved by `ms` milliseconds (negative moves back).
    pub fn plus_ms(self, ms: i64) -> UtcMs {
        UtcMs(self.0.saturating_add(ms))
    }

    /// Milliseconds from `earlier` to `self` (negative when `earlier` is later).
    pub fn ms_since(self, earlier: UtcMs) -> i64 {
        self.0.saturating_sub(earlier.0)
    }

    /// RFC 3339 text of this instant, in UTC.
    pub fn to_rfc3339(self) -> String {
        chrono::DateTime::<chrono::Utc>::from_timestamp_millis(self.0)
            .map(|d| d.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
            .unwrap_or_else(|| format!("{}ms", self.0))
    }
}

impl fmt::Display for UtcMs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_rfc3339())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_print_as_utc() {
        assert_eq!(UtcMs(0).to_rfc3339(), "1970-01-01T00:00:00.000Z");
        assert_eq!(UtcMs(1_000).plus_ms(500).ms_since(UtcMs(0)), 1_500);
    }
}
