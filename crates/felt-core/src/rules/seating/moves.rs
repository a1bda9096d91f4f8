//! A proposed move and why it happens: what balancing, breaking and the final table all
//! hand to the TD. Below all three, so none of them reaches into another for it.

use serde::{Deserialize, Serialize};

use super::seat::{PlayerId, SeatRef, TableNo};

/// Why a player moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    Balance,
    BreakTable,
    FinalTable,
}

/// One proposed move: who, from where, to where, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BalanceMove {
    pub player: PlayerId,
    pub from: SeatRef,
    pub to: SeatRef,
    pub kind: MoveKind,
    /// The rule applied, in words, for the TD and the floor.
    pub reason: String,
    /// Tables whose button was unknown, so the TD's fallback rule chose instead.
    pub button_unknown: Vec<TableNo>,
}
