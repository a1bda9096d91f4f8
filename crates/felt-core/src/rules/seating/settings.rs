//! Event settings that decide how balancing and breaking run. The TDA leaves these to the
//! house; the defaults are the common ones (TDA 10, 11; see `domain-facts.md`).

use serde::{Deserialize, Serialize};

use super::model::{SeatNo, TableNo};

/// How the player to move and the seat he takes are chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BalanceStyle {
    /// Flop games and mixed games in a button game: the player due the big blind next at
    /// the long table moves to the worst position at the short table.
    #[default]
    ButtonGame,
    /// Stud-only events: the seat most recently vacated at the short table is filled by
    /// the player in the same seat number at the long table (the next occupied seat
    /// clockwise when that seat is empty).
    StudOnly,
    /// A mixed event currently playing stud: the button is frozen where it would be for
    /// the next button-game hand, and the player moved is the one who would be big blind
    /// if the game were a button game.
    MixedInStud,
}

/// Which table breaks next.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "tables")]
pub enum BreakOrder {
    /// The highest-numbered open table breaks first (the common house order).
    #[default]
    HighestFirst,
    /// The lowest-numbered open table breaks first.
    LowestFirst,
    /// A fixed list, first breaks first; open tables not listed break afterwards,
    /// highest number first.
    Listed(Vec<TableNo>),
}

/// Which long table gives up a player when several are equally long.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "tables")]
pub enum DonorRule {
    /// The table with the most players; the lowest number among equals.
    #[default]
    MostPlayersLowestNumber,
    /// The table with the most players; the highest number among equals.
    MostPlayersHighestNumber,
    /// The table with the most players; among equals the first in this list (tables not
    /// listed come after, lowest number first).
    MostPlayersListed(Vec<TableNo>),
}

/// What to do at a table whose button position nobody recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnknownButtonRule {
    /// Move the player in the highest occupied seat; fill the highest open seat.
    #[default]
    HighestSeat,
    /// Move the player in the lowest occupied seat; fill the lowest open seat.
    LowestSeat,
    /// Pick both at random with the plan's seeded generator.
    Random,
}

/// Everything balancing and breaking need to know about the event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BalanceSettings {
    /// Balance when the largest and smallest tables differ by more than this.
    pub trigger: u32,
    pub style: BalanceStyle,
    pub break_order: BreakOrder,
    pub donor: DonorRule,
    pub unknown_button: UnknownButtonRule,
    /// A table this many players short of the fullest stops play until balanced.
    pub hold_play_gap: u32,
    /// Seats at the final table (9 for 9- and 8-handed events, 7 for 7- and 6-handed).
    pub final_table_seats: SeatNo,
    /// Redraw seats when the final table forms (a house custom).
    pub final_table_redraw: bool,
}

impl Default for BalanceSettings {
    fn default() -> Self {
        BalanceSettings {
            trigger: 1,
            style: BalanceStyle::ButtonGame,
            break_order: BreakOrder::HighestFirst,
            donor: DonorRule::MostPlayersLowestNumber,
            unknown_button: UnknownButtonRule::HighestSeat,
            hold_play_gap: 3,
            final_table_seats: 9,
            final_table_redraw: false,
        }
    }
}

impl BalanceSettings {
    /// Defaults for an event dealt `handed` players per table: the final table seats
    /// nine for 8- and 9-handed events and seven for 6- and 7-handed ones.
    pub fn for_handed(handed: SeatNo) -> Self {
        let final_table_seats = match handed {
            8 | 9 => 9,
            6 | 7 => 7,
            n => n,
        };
        BalanceSettings {
            final_table_seats,
            ..Self::default()
        }
    }
}
