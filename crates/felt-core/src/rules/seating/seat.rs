//! The nouns of the room: player, table and seat numbers, a seat, a held seat. The lowest
//! file of `seating`: everything else here (and the errors) builds on these.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player's entry number in the event.
pub type PlayerId = u32;
/// A table's number in the room.
pub type TableNo = u32;
/// A seat number, 1 to the table's size.
pub type SeatNo = u8;

/// Largest table the app seats (ten-handed plus a spare).
pub const MAX_SEATS: SeatNo = 12;

/// One seat in the room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SeatRef {
    pub table: TableNo,
    pub seat: SeatNo,
}

impl fmt::Display for SeatRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "table {}, seat {}", self.table, self.seat)
    }
}

/// Why an empty seat is not offered to the draw or to balancing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SeatHold {
    /// Out of use (a broken chair, a dealer's elbow room, a short table by choice).
    Locked,
    /// Kept for a player (a late arrival, a player with special needs), or for the TD.
    Reserved { player: Option<PlayerId> },
}

impl fmt::Display for SeatHold {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatHold::Locked => write!(f, "locked"),
            SeatHold::Reserved { player: Some(p) } => write!(f, "reserved for player {p}"),
            SeatHold::Reserved { player: None } => write!(f, "reserved"),
        }
    }
}
