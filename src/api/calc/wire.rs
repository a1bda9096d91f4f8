//! The ante and chip race calculators' wire types: what every door sends and receives.

use felt_core::rules::chip_race::RaceVariant;
use felt_core::structure::{BigBlindAntePreset, BigBlindAnteRule, Chips};
use felt_core::view::clock::RaceOffView;
use serde::{Deserialize, Serialize};

/// What the big blind posts under a rule set (`GET /api/ante`, `felt ante`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct AnteRequest {
    /// The rule set
    #[param(inline)]
    pub rule: BigBlindAntePreset,
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// The ante, overriding the rule set's own (TDA 2024: the big blind; BARGE: the big
    /// blind, or the small blind where the rule set says).
    #[serde(default)]
    pub ante: Option<Chips>,
    /// Seats a table in the event (default 9): BARGE 2020 antes the small blind at six
    /// seats or fewer.
    #[serde(default)]
    pub table_size: Option<u8>,
    /// Players dealt in at the table.
    pub players: u8,
    /// The big blind's stack before posting.
    pub stack: Chips,
}

/// What the big blind posts under an event's own rule (`GET /api/events/{id}/ante`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct EventAnteRequest {
    /// Players dealt in at the table.
    pub players: u8,
    /// The big blind's stack before posting.
    pub stack: Chips,
    /// A level number; by default the level being played (the next one during a break).
    #[serde(default)]
    pub level: Option<u32>,
}

/// What the big blind posts, with the working: the answer of both ante calculators.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct AnteCalculation {
    /// The event's level the blinds come from (the event calculator only).
    pub level: Option<u32>,
    /// The game played at that level.
    pub game: Option<String>,
    pub rule: BigBlindAnteRule,
    /// The rule in words.
    pub rule_text: String,
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// The ante the level states (counts only when the rule takes the ante from the level).
    pub level_ante: Chips,
    pub players: u8,
    pub stack: Chips,
    /// The ante due at a table of this size, before any short stack.
    pub ante_due: Chips,
    /// What goes to the ante.
    pub ante: Chips,
    /// What goes to the big blind.
    pub blind: Chips,
    /// What the big blind keeps behind.
    pub behind: Chips,
    /// The posting in words.
    pub explanation: String,
}

/// The chip race of the event's current or next race-off break, to prefill the helper.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct NextChipRace {
    /// Index of the break in the structure's periods.
    pub period: usize,
    /// The level the break follows.
    pub level_after: u32,
    /// True while that break is on.
    pub now: bool,
    /// The chips removed, smallest first.
    pub remove: Vec<RaceOffView>,
    /// The smallest chip left in play, which the removed chips become.
    pub next: RaceOffView,
}

/// A chip race at one table (`POST /api/chip-race`, `felt chip-race`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ChipRaceRequest {
    /// The denomination removed.
    pub remove: Chips,
    /// The next chip in play, which the removed chips become.
    pub next: Chips,
    /// Each seat's count of removed chips, seat 1 first: at most 12 seats, the chips
    /// removed worth at most 2^53 - 1 together.
    pub counts: Vec<u64>,
    /// Each seat's count of its other chips when known (0: nothing else, so the race must
    /// not knock the player out); `null` for a seat not counted.
    #[serde(default)]
    pub others: Option<Vec<Option<u64>>>,
    /// The cards dealt ("As", "Td", ...); without them the app deals.
    #[serde(default)]
    pub cards: Option<EnteredCards>,
    /// Seed of the app's deal; the server picks one when it is missing.
    #[serde(default)]
    pub seed: Option<u64>,
    /// How leftovers are settled; a race when missing.
    #[serde(default)]
    pub variant: Option<RaceVariant>,
}

/// Cards the TD enters: seat by seat (checked against each seat's leftover chips), or
/// all in the order dealt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum EnteredCards {
    BySeat(Vec<Vec<String>>),
    InOrder(Vec<String>),
}

impl EnteredCards {
    /// The cards as the dealer calls them out, in order: "As Kd, 9c".
    pub fn in_order(text: &str) -> EnteredCards {
        EnteredCards::InOrder(
            text.split([',', ' '])
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(str::to_string)
                .collect(),
        )
    }
}

/// What one seat gets from the race.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct RaceSeatResult {
    /// 1-based.
    pub seat: u32,
    /// Chips of the removed denomination the seat had.
    pub count: u64,
    /// Chips of the next denomination received in direct exchange.
    pub exchanged: u64,
    /// Removed chips left after the exchange: one card each.
    pub leftover: u64,
    /// Chips won in the race (or from rounding).
    pub raced: u64,
    /// One chip given so that the race does not knock the player out.
    pub race_out_chip: bool,
    /// Chips of the next denomination received in all.
    pub received: u64,
    pub cards: Vec<String>,
}

/// The race at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ChipRaceResult {
    pub remove: Chips,
    pub next: Chips,
    pub variant: RaceVariant,
    /// The seed the app dealt with (send it again to deal the same cards).
    pub seed: Option<u64>,
    pub seats: Vec<RaceSeatResult>,
    /// Chips handed out by the race, race-out chips excluded.
    pub chips_raced: u64,
    pub value_before: Chips,
    pub value_after: Chips,
    /// Value created (positive) or lost (negative) by rounding.
    pub rounding: i64,
}
