//! Slides on the displays: the TD uploads images (the house's sponsors, the next events)
//! once for the installation; each event chooses whether its displays show them during
//! breaks, and now and then during play, and for how long each. The displays pick the slide
//! from the server's clock, so every screen in the room shows the same one.

use super::{ApiError, Felt};
use base64::Engine;
use felt_core::lang::Phrase;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The largest image taken, in bytes (the console fits pictures to a TV's 1920x1080
/// before it sends them, far below this).
pub const MAX_SLIDE_BYTES: usize = 1_500_000;
/// The most slides kept.
pub const MAX_SLIDES: usize = 60;
/// The longest name of a slide, in characters.
const MAX_NAME: usize = 80;

/// A slide, without its image (`GET /api/slides/{id}` serves that).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Slide {
    pub id: i64,
    pub name: String,
    /// `image/png`, `image/jpeg`, `image/webp` or `image/gif`.
    pub mime: String,
    pub bytes: u64,
    /// Where the image is: "/api/slides/3?v=1a2b3c" (the version changes with the image).
    pub url: String,
    pub added_at_ms: i64,
}

/// `POST /api/slides`: an image, base64-encoded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SlideUpload {
    pub name: String,
    /// The image file's bytes in base64 (PNG, JPEG, WebP or GIF).
    pub data: String,
}

/// When an event's displays show the slides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SlideShow {
    /// During breaks, slide after slide, with the break's clock below them.
    pub breaks: bool,
    /// During play too: one slide every two minutes (never in a level's last minute).
    pub during_play: bool,
    /// How long each slide shows, 5 to 120 seconds.
    pub seconds: u32,
}

impl Default for SlideShow {
    fn default() -> Self {
        SlideShow {
            breaks: true,
            during_play: false,
            seconds: 10,
        }
    }
}

/// An event's slides and when its displays show them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SlidesView {
    pub slides: Vec<Slide>,
    pub show: SlideShow,
    /// The leaderboards of the series this event is in: each one takes its turn with the
    /// slides.
    pub boards: Vec<SeriesBoard>,
}

/// The most players a series board shows (the leaders; the sheet has everyone).
pub const BOARD_ROWS: usize = 10;

/// One line of a series board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct BoardRow {
    pub rank: u32,
    pub player: String,
    /// "42.5" points.
    pub points: String,
    /// Shares the rank with another player.
    pub tied: bool,
}

/// A series leaderboard as the displays show it between levels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SeriesBoard {
    pub series: i64,
    pub name: String,
    /// The points rule in words.
    pub rule: String,
    /// The leaders, at most [`BOARD_ROWS`].
    pub rows: Vec<BoardRow>,
    /// Players on the whole leaderboard.
    pub players: u32,
    /// Events in the series, and how many are over.
    pub events: u32,
    pub finished: u32,
}

fn show_key(id: i64) -> String {
    format!("slides:{id}")
}

impl Felt {
    /// Every slide, in the order they were added.
    pub fn slides(&self) -> Result<Vec<Slide>, ApiError> {
        Ok(self
            .reader()
            .slides()?
            .into_iter()
            .map(|r| Slide {
                url: format!("/api/slides/{}?v={}", r.id, &r.sha256[..12]),
                id: r.id,
                name: r.name,
                mime: r.mime,
                bytes: r.size,
                added_at_ms: r.added_at.0,
            })
            .collect())
    }

    /// Keeps an uploaded image as a slide. Refused, naming what is wrong, when it is not
    /// base64, not a PNG, JPEG, WebP or GIF, too large, or one slide too many.
    pub fn add_slide(&self, upload: &SlideUpload) -> Result<Slide, ApiError> {
        let name = upload.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME {
            return Err(ApiError::Slide(
                Phrase::new("refusal-api-slide-name").text("max", MAX_NAME.to_string()),
            ));
        }
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(upload.data.trim())
            .map_err(|e| {
                ApiError::Slide(
                    Phrase::new("refusal-api-slide-not-base64")
                        .text("name", name)
                        .text("why", e.to_string()),
                )
            })?;
        self.add_slide_bytes(name, &bytes)
    }

    /// Keeps `bytes` (an image file) as the slide `name`.
    pub fn add_slide_bytes(&self, name: &str, bytes: &[u8]) -> Result<Slide, ApiError> {
        if bytes.len() > MAX_SLIDE_BYTES {
            return Err(ApiError::Slide(
                Phrase::new("refusal-api-slide-too-big")
                    .text("name", name)
                    .text("kb", (bytes.len() / 1000).to_string())
                    .text("max", (MAX_SLIDE_BYTES / 1000).to_string()),
            ));
        }
        let mime = match super::image::read_image(bytes) {
            Ok(info) => info.mime,
            Err(why) => {
                return Err(ApiError::Slide(
                    Phrase::new("refusal-api-slide-not-image")
                        .text("name", name)
                        .text("why", why),
                ));
            }
        };
        if self.reader().slides()?.len() >= MAX_SLIDES {
            return Err(ApiError::Slide(
                Phrase::new("refusal-api-slide-too-many").count("max", MAX_SLIDES),
            ));
        }
        let sha: String = Sha256::digest(bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let id = self
            .store()
            .add_slide(name, mime, bytes, &sha, self.now())?;
        self.slides()?
            .into_iter()
            .find(|s| s.id == id)
            .ok_or_else(|| ApiError::Internal("a slide just kept is missing".into()))
    }

    /// Slide `id`'s image: its type and bytes.
    pub fn slide_image(&self, id: i64) -> Result<(String, Vec<u8>), ApiError> {
        self.reader()
            .slide_image(id)?
            .ok_or(ApiError::NoSuchSlide { id })
    }

    /// Removes slide `id` from every display.
    pub fn remove_slide(&self, id: i64) -> Result<Vec<Slide>, ApiError> {
        if !self.store().remove_slide(id)? {
            return Err(ApiError::NoSuchSlide { id });
        }
        self.slides()
    }

    /// Event `id`'s slides and when its displays show them.
    pub fn event_slides(&self, id: i64) -> Result<SlidesView, ApiError> {
        self.snapshot(id)?;
        let show = self
            .reader()
            .setting(&show_key(id))?
            .and_then(|s| match serde_json::from_str(&s) {
                Ok(show) => Some(show),
                Err(e) => {
                    tracing::error!(
                        event = id,
                        "the slides' schedule cannot be read, none is shown: {e}"
                    );
                    None
                }
            })
            .unwrap_or_default();
        Ok(SlidesView {
            slides: self.slides()?,
            show,
            boards: self.boards_of(id)?,
        })
    }

    /// The leaderboards of every series event `id` is in, the leaders of each. A series
    /// whose rule cannot score now is left out (its page says why).
    fn boards_of(&self, id: i64) -> Result<Vec<SeriesBoard>, ApiError> {
        let all = self.reader().all_series()?;
        let mut boards = Vec::new();
        for row in all.into_iter().filter(|r| r.events.contains(&id)) {
            let Ok(view) = self.series_view(row.id, None) else {
                continue;
            };
            boards.push(SeriesBoard {
                series: view.id,
                name: view.name,
                rule: view.rule_text,
                players: view.standings.len() as u32,
                events: view.events.len() as u32,
                finished: view.events.iter().filter(|e| e.finished).count() as u32,
                rows: view
                    .standings
                    .iter()
                    .take(BOARD_ROWS)
                    .map(|s| BoardRow {
                        rank: s.rank,
                        player: s.player.clone(),
                        points: felt_core::rules::series::points_text(s.points),
                        tied: s.tied,
                    })
                    .collect(),
            });
        }
        Ok(boards)
    }

    /// Sets when event `id`'s displays show the slides.
    pub fn set_slide_show(&self, id: i64, show: SlideShow) -> Result<SlidesView, ApiError> {
        self.snapshot(id)?;
        if !(5..=120).contains(&show.seconds) {
            return Err(ApiError::Slide(
                Phrase::new("refusal-api-slide-seconds").text("seconds", show.seconds.to_string()),
            ));
        }
        let text = serde_json::to_string(&show).map_err(|e| ApiError::Internal(e.to_string()))?;
        self.store().set_setting(&show_key(id), &text)?;
        self.event_slides(id)
    }
}
