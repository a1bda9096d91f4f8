//! The room's screens: every display that is open says who it is and how it
//! is doing every few seconds (what it shows, its clock offset and round trip, its
//! resolution, whether its sound is unlocked), and gets back what the TD assigned it: a
//! name and a layout (the clock, the seating chart, the payouts, a rotation of them, or
//! one table's seating for a table-side tablet). The console's Screens panel lists them
//! and flags a screen whose clock is off by more than 250 ms or that went silent for 10 s.
//!
//! What a screen reports lives in memory (it is gone when the server restarts, and comes
//! back within seconds); what the TD assigns is kept in the database's settings.

use super::{ApiError, Felt, lock};
use felt_core::UtcMs;
use felt_core::lang::{Language, Locale, Phrase};
use serde::{Deserialize, Serialize};

/// A screen is flagged when its idea of the server's time is off by more than this.
pub const DRIFT_LIMIT_MS: i64 = 250;
/// A screen is flagged when it has not reported for this long.
pub const SILENCE_LIMIT_MS: i64 = 10_000;

/// What a screen shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ScreenLayout {
    /// The clock, stakes, payouts and notices.
    #[default]
    Clock,
    /// The whole room's seating chart.
    Seating,
    /// The payouts, full screen.
    Payouts,
    /// The clock, the seating chart and the payouts in turn.
    Rotation,
    /// One table's seats, for a tablet at that table.
    Table,
}

impl ScreenLayout {
    /// Its name inside a sentence ("the seating chart"), unsaid.
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            ScreenLayout::Clock => "screen-layout-clock",
            ScreenLayout::Seating => "screen-layout-seating",
            ScreenLayout::Payouts => "screen-layout-payouts",
            ScreenLayout::Rotation => "screen-layout-rotation",
            ScreenLayout::Table => "screen-layout-table",
        })
    }
}

/// What a screen says about itself every few seconds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScreenReport {
    /// The event it follows.
    pub event: i64,
    /// What it shows now (a layout's name).
    pub showing: ScreenLayout,
    /// Its measured offset to the server's clock (ms the server is ahead).
    pub offset_ms: i64,
    /// The round trip of that measurement.
    pub rtt_ms: i64,
    /// Its own clock when it sent the report (ms since the epoch).
    pub local_now: i64,
    pub width: u32,
    pub height: u32,
    /// Whether its sound is unlocked (a browser keeps a page silent until a click).
    pub sound: bool,
    /// The name its link gives it (`?screen=NAME`), sent until the server has taken it.
    #[serde(default)]
    pub name: Option<String>,
}

/// What the TD assigns a screen; the screen follows it at its next report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ScreenAssignment {
    pub name: String,
    pub layout: ScreenLayout,
    /// The table a `table` layout shows.
    pub table: Option<u32>,
    /// The language the TD gave this screen, over its event's; none: the event's (or,
    /// when the event sets none, the screen's browser's).
    #[serde(default)]
    pub lang: Option<Language>,
}

/// A change the TD makes to a screen (each field left out stays).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScreenUpdate {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub layout: Option<ScreenLayout>,
    #[serde(default)]
    pub table: Option<u32>,
    /// A language for this screen, or null to follow its event again.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<Language>)]
    pub lang: Option<Option<Language>>,
}

/// A field that is there, even as null (`Some(None)`), against one left out (`None`).
fn present<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(d).map(Some)
}

/// A screen as the console's Screens panel shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Screen {
    /// The screen's own id (made by the browser, kept there).
    pub id: String,
    pub assigned: ScreenAssignment,
    pub event: i64,
    pub showing: ScreenLayout,
    pub offset_ms: i64,
    pub rtt_ms: i64,
    /// How far its idea of the server's time was off when it last reported.
    pub error_ms: i64,
    pub width: u32,
    pub height: u32,
    pub sound: bool,
    pub last_seen: UtcMs,
    /// Since it last reported.
    pub silent_ms: i64,
    /// What needs the TD's eye, in words (empty when all is well).
    pub flags: Vec<String>,
    /// The same, unsaid (said in the asker's language by [`Screen::say_in`]).
    #[serde(skip)]
    #[schema(ignore)]
    flagged: Vec<Phrase>,
}

impl Screen {
    /// Its flags in `l`'s words.
    pub fn say_in(&mut self, l: Locale) {
        self.flags = self.flagged.iter().map(|p| p.say(l)).collect();
    }
}

/// The last report of a screen, as received.
#[derive(Debug, Clone)]
pub struct Seen {
    report: ScreenReport,
    at: UtcMs,
    error_ms: i64,
}

fn valid_id(id: &str) -> bool {
    (4..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn check_name(name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(ApiError::Screen(
            Phrase::new("refusal-api-screen-name").text("name", format!("{name:?}")),
        ));
    }
    Ok(name.to_string())
}

impl Felt {
    fn screen_setting(&self, id: &str) -> Result<Option<ScreenAssignment>, ApiError> {
        Ok(self
            .reader()
            .setting(&format!("screen:{id}"))?
            .and_then(|t| serde_json::from_str(&t).ok()))
    }

    fn save_screen(&self, id: &str, a: &ScreenAssignment) -> Result<(), ApiError> {
        let text = serde_json::to_string(a).map_err(|e| ApiError::Internal(e.to_string()))?;
        self.store().set_setting(&format!("screen:{id}"), &text)?;
        Ok(())
    }

    /// A screen's report: kept in memory, answered with what the TD assigned it. A screen
    /// seen for the first time is given the name it brings (or "Screen" and the start of
    /// its id) and the clock.
    pub fn screen_report(
        &self,
        id: &str,
        report: ScreenReport,
    ) -> Result<ScreenAssignment, ApiError> {
        if !valid_id(id) {
            return Err(ApiError::Screen(Phrase::new("refusal-api-screen-id")));
        }
        let now = self.now();
        // Its idea of the server's time, against the server's when the report left it
        // (half a round trip ago).
        // (Saturating: a report is anyone's numbers, and overflow must not panic.)
        let error_ms = report
            .local_now
            .saturating_add(report.offset_ms)
            .saturating_sub(now.0.saturating_sub(report.rtt_ms / 2));
        let named = report.name.as_deref().map(check_name).transpose()?;
        let assigned = match self.screen_setting(id)? {
            // A name the screen brings (its kiosk link's) renames it once; the screen
            // stops sending it when it is taken, so the TD's later renames stand.
            Some(mut a) => {
                if let Some(n) = named.filter(|n| *n != a.name) {
                    a.name = n;
                    self.save_screen(id, &a)?;
                }
                a
            }
            None => {
                let name = named.unwrap_or_else(|| format!("Screen {}", &id[..4.min(id.len())]));
                let a = ScreenAssignment {
                    name,
                    layout: ScreenLayout::Clock,
                    table: None,
                    lang: None,
                };
                self.save_screen(id, &a)?;
                a
            }
        };
        lock(&self.screens).insert(
            id.to_string(),
            Seen {
                report,
                at: now,
                error_ms,
            },
        );
        Ok(assigned)
    }

    /// The TD names a screen or gives it a layout; it follows at its next report.
    pub fn update_screen(&self, id: &str, update: ScreenUpdate) -> Result<Screen, ApiError> {
        let Some(mut a) = self.screen_setting(id)? else {
            return Err(ApiError::Screen(
                Phrase::new("refusal-api-screen-unknown").text("id", format!("{id:?}")),
            ));
        };
        if let Some(n) = &update.name {
            a.name = check_name(n)?;
        }
        if let Some(l) = update.layout {
            a.layout = l;
        }
        if let Some(lang) = update.lang {
            a.lang = lang;
        }
        if update.table.is_some() || update.layout.is_some_and(|l| l != ScreenLayout::Table) {
            a.table = update.table;
        }
        if a.layout == ScreenLayout::Table && a.table.is_none() {
            return Err(ApiError::Screen(
                Phrase::new("refusal-api-screen-no-table").text("name", a.name.clone()),
            ));
        }
        self.save_screen(id, &a)?;
        self.screens()?
            .into_iter()
            .find(|s| s.id == id)
            .ok_or_else(|| {
                ApiError::Screen(
                    Phrase::new("refusal-api-screen-not-connected").text("id", format!("{id:?}")),
                )
            })
    }

    /// Every screen that reported since the server started, the longest silent last,
    /// each with what needs the TD's eye.
    pub fn screens(&self) -> Result<Vec<Screen>, ApiError> {
        let now = self.now();
        let seen: Vec<(String, Seen)> = lock(&self.screens)
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let mut out = Vec::new();
        for (id, s) in seen {
            let assigned = self.screen_setting(&id)?.unwrap_or(ScreenAssignment {
                name: id.clone(),
                layout: ScreenLayout::Clock,
                table: None,
                lang: None,
            });
            let silent_ms = (now.0 - s.at.0).max(0);
            let mut flagged = Vec::new();
            if silent_ms > SILENCE_LIMIT_MS {
                flagged.push(Phrase::new("screen-flag-silent").count("seconds", silent_ms / 1000));
            }
            if s.error_ms.unsigned_abs() > DRIFT_LIMIT_MS.unsigned_abs() {
                flagged.push(Phrase::new("screen-flag-drift").text("ms", s.error_ms.to_string()));
            }
            if !s.report.sound {
                flagged.push(Phrase::new("screen-flag-sound"));
            }
            if s.report.showing != assigned.layout && silent_ms <= SILENCE_LIMIT_MS {
                flagged.push(
                    Phrase::new("screen-flag-switching").phrase("layout", assigned.layout.phrase()),
                );
            }
            let flags = flagged.iter().map(|p| p.to_string()).collect();
            out.push(Screen {
                id,
                assigned,
                event: s.report.event,
                showing: s.report.showing,
                offset_ms: s.report.offset_ms,
                rtt_ms: s.report.rtt_ms,
                error_ms: s.error_ms,
                width: s.report.width,
                height: s.report.height,
                sound: s.report.sound,
                last_seen: s.at,
                silent_ms,
                flags,
                flagged,
            });
        }
        out.sort_by(|a, b| {
            a.silent_ms
                .cmp(&b.silent_ms)
                .then_with(|| a.assigned.name.cmp(&b.assigned.name))
        });
        Ok(out)
    }
}
