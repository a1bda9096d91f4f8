//! Where the current instant comes from: the system clock, or the clock shifted to start
//! at another instant (`FELT_CLOCK_START`, to rehearse a night at any hour).

use super::*;

/// Where the current instant comes from.
pub trait TimeSource: Send + Sync {
    fn now(&self) -> UtcMs;
}

/// The system clock, in UTC.
pub struct SystemTime;

impl TimeSource for SystemTime {
    fn now(&self) -> UtcMs {
        UtcMs(chrono::Utc::now().timestamp_millis())
    }
}

/// The system clock moved to start at another instant and run on from there: the
/// rehearsal (and browser-test) clock `FELT_CLOCK_START` asks for.
pub struct ShiftedTime {
    /// Added to the system clock, in milliseconds.
    pub shift_ms: i64,
}

impl TimeSource for ShiftedTime {
    fn now(&self) -> UtcMs {
        SystemTime.now().plus_ms(self.shift_ms)
    }
}

/// The environment variable that starts Felt's clock at another instant (RFC 3339, e.g.
/// `2026-11-27T22:59:40-08:00`), to rehearse a night's 11 pm limit change or test it.
pub const CLOCK_START_VAR: &str = "FELT_CLOCK_START";

/// The time source the doors use: the system clock, or the shifted one when
/// `FELT_CLOCK_START` is set (an unreadable value is an error naming it).
pub fn time_source() -> Result<Arc<dyn TimeSource>, ApiError> {
    match std::env::var(CLOCK_START_VAR) {
        Ok(text) if !text.trim().is_empty() => {
            let start = chrono::DateTime::parse_from_rfc3339(text.trim()).map_err(|e| {
                ApiError::BadRequest(
                    felt_core::lang::Phrase::new("refusal-api-clock-start")
                        .text("var", CLOCK_START_VAR)
                        .text("text", format!("{text:?}"))
                        .text("why", e.to_string()),
                )
            })?;
            Ok(Arc::new(ShiftedTime {
                shift_ms: start.timestamp_millis() - SystemTime.now().0,
            }))
        }
        _ => Ok(Arc::new(SystemTime)),
    }
}
