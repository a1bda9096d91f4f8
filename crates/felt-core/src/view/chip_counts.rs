//! The chip-count leaderboard on the displays: between days (the day ended,
//! or a day 2 not started yet) every player still in with the last recorded count,
//! biggest first, with the seat the redraw gave.

use crate::engine::Tournament;
use crate::rules::clock::{Clock, PauseReason};
use crate::structure::Chips;
use crate::words::chips as group;
use serde::{Deserialize, Serialize};

/// One player on the leaderboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ChipCountRow {
    /// 1 for the chip leader; equal stacks share a rank.
    pub rank: u32,
    pub name: String,
    pub chips: Chips,
    pub chips_text: String,
    /// "Table 3, seat 5" once seated.
    pub seat: Option<String>,
    /// The table and seat as numbers, once seated (the display's short "T3 S5").
    pub table: Option<u32>,
    pub seat_no: Option<u8>,
}

/// The leaderboard a display shows between days.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ChipCountsView {
    /// "End of the day: chip counts", "Day 2 chip counts".
    pub title: String,
    pub rows: Vec<ChipCountRow>,
    /// Players still in without a count yet (the bagging goes on).
    pub uncounted: u32,
}

/// The leaderboard, when the event is between days and has counts.
pub fn chip_counts_view(t: &Tournament) -> Option<ChipCountsView> {
    let f = &t.field;
    let title = match t.clock {
        Clock::Paused {
            reason: PauseReason::EndOfDay,
            ..
        } => "End of the day: chip counts",
        Clock::Paused {
            reason: PauseReason::NotStarted,
            ..
        } if !f.flights.is_empty() || f.redraws > 0 => "Chip counts: the day starts soon",
        _ => return None,
    };
    let mut counted: Vec<(Chips, &str, u32)> = Vec::new();
    let mut uncounted = 0;
    for e in f.active() {
        match f.counted.get(&e.id) {
            Some(&c) => counted.push((c, e.name.as_str(), e.id)),
            None => uncounted += 1,
        }
    }
    if counted.is_empty() {
        return None;
    }
    counted.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    let mut rows = Vec::with_capacity(counted.len());
    let mut rank = 0;
    for (i, (chips, name, id)) in counted.iter().enumerate() {
        if i == 0 || counted[i - 1].0 != *chips {
            rank = i as u32 + 1;
        }
        let at = f.seating.players.get(id);
        rows.push(ChipCountRow {
            table: at.map(|s| s.table),
            seat_no: at.map(|s| s.seat),
            rank,
            name: name.to_string(),
            chips: *chips,
            chips_text: group(*chips),
            seat: f
                .seating
                .players
                .get(id)
                .map(|s| format!("Table {}, seat {}", s.table, s.seat)),
        });
    }
    Some(ChipCountsView {
        title: title.to_string(),
        rows,
        uncounted,
    })
}
