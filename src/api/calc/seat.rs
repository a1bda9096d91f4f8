//! The seat draw for a field without an event: players numbered 1 to N at tables as even
//! as they can be, or laid out as a shootout's first round. The draw is
//! [`felt_core::rules::seating`]'s; the seed is recorded so the draw can be dealt again.

use super::pick_seed_with;
use crate::api::ApiError;
use felt_core::paper::document::Document;
use felt_core::paper::floor_paper::{Names, seat_cards, table_lists};
use felt_core::rules::seating::draw::draw_room;
use felt_core::rules::seating::shootout::{self, ShootoutPlan, ShootoutRound, ShootoutSettings};
use felt_core::rules::seating::{SeatNo, Seating, SeatingChart};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// A seat draw (`POST /api/seat-draw`, `felt seat`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatDrawRequest {
    /// Number of entries; players are numbered 1..=N (at most 100,000).
    pub players: u32,
    /// Seats per table.
    pub seats: SeatNo,
    /// Lay the field out as a shootout (tables filled evenly, never balanced).
    #[serde(default)]
    pub shootout: Option<ShootoutDraw>,
    /// Seed of the draw; the same seed gives the same draw. The app picks one when missing.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// The shootout asked for by a seat draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShootoutDraw {
    /// Players advancing from each table (1 when missing).
    #[serde(default)]
    pub advance: Option<u32>,
}

/// A seat draw: the chart, the seed it was drawn with, and a shootout's layout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct SeatDraw {
    #[serde(flatten)]
    pub chart: SeatingChart,
    pub seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shootout: Option<ShootoutPlan>,
    /// "Seat draw: 20 players, 9-handed, seed 7".
    #[serde(skip)]
    pub title: String,
    /// The room drawn, for the floor's paper.
    #[serde(skip)]
    pub seating: Seating,
}

/// Draws the seats. `pick_seed` is called only when the request names no seed.
pub fn seat_draw(
    req: &SeatDrawRequest,
    pick_seed: impl FnOnce() -> u64,
) -> Result<SeatDraw, ApiError> {
    let seed = req.seed.unwrap_or_else(|| pick_seed_with(pick_seed));
    let mut rng = StdRng::seed_from_u64(seed);
    let (seating, plan) = match req.shootout {
        Some(s) => {
            let advance = s.advance.unwrap_or(1);
            let settings = ShootoutSettings {
                seats: req.seats,
                advance,
                rounds: None,
            };
            let plan = shootout::plan(req.players, settings)?;
            let field: Vec<u32> = (1..=req.players).collect();
            let tables = plan.rounds[0].tables.len() as u32;
            let round = ShootoutRound::draw(1, &field, tables, req.seats, advance, &mut rng)?;
            (round.seating, Some(plan))
        }
        None => (draw_room(req.players, req.seats, &mut rng)?, None),
    };
    Ok(SeatDraw {
        chart: SeatingChart::from(&seating),
        seed,
        shootout: plan,
        title: format!(
            "Seat draw: {}, {}-handed, seed {seed}",
            felt_core::words::count(u64::from(req.players), "player", "players"),
            req.seats
        ),
        seating,
    })
}

impl SeatDraw {
    /// The seat cards of the draw, players named "Player 1" to "Player N", in `l`'s words.
    pub fn seat_cards(&self, l: felt_core::lang::Locale) -> Document {
        seat_cards(&self.title, &self.seating, &self.names(), l)
    }

    /// The table lists of the draw, players named "Player 1" to "Player N", in `l`'s words.
    pub fn table_lists(&self, l: felt_core::lang::Locale) -> Document {
        table_lists(&self.title, &self.seating, &self.names(), l)
    }

    fn names(&self) -> Names {
        self.chart
            .tables
            .iter()
            .flat_map(|t| &t.seats)
            .map(|s| (s.player, format!("Player {}", s.player)))
            .collect()
    }
}
