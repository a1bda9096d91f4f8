//! Named mixed-game rotations (HORSE, 8-game, ...) as the files in `structures/rotations/` state them.
//!
//! A rotation is an ordered list of catalog games, each with the betting limit it is
//! played at in that mix; an event structure can copy it into its own game list.

use crate::structure::Betting;
use serde::{Deserialize, Serialize};

/// A named mix of games, played in the listed order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rotation {
    pub id: String,
    pub name: String,
    pub games: Vec<RotationGame>,
    /// Own-words notes (for example which variations rooms substitute).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// One game of a rotation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RotationGame {
    /// Catalog key, optionally with an edition (`chowaha@2021`).
    pub game: String,
    pub betting: Betting,
}
