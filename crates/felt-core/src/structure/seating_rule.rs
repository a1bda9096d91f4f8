//! The `[seating]` section: the house's choices where the TDA leaves balancing, breaking,
//! the final table and hand-for-hand to the event.

use super::diagnostic::Sink;
use serde::{Deserialize, Serialize};
use toml::Spanned;

/// Which table breaks first when the break order lists none (or after the listed ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum TableBreakOrder {
    #[default]
    HighestFirst,
    LowestFirst,
}

/// What balancing does at a table whose button nobody recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ButtonFallback {
    /// Move the player in the highest occupied seat; fill the highest open seat.
    #[default]
    HighestSeat,
    /// Move the player in the lowest occupied seat; fill the lowest open seat.
    LowestSeat,
    /// Draw both at random (seeded and recorded).
    Random,
}

/// How the event seats, balances and breaks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct SeatingRule {
    /// Tables are balanced when the longest and shortest differ by more than this.
    pub balance_trigger: u32,
    /// A table this many players short of the fullest stops play until balanced.
    pub hold_play_gap: u32,
    pub break_order: TableBreakOrder,
    /// Tables that break first, in this order (the others follow `break_order`).
    pub break_first: Vec<u32>,
    /// Tables the room has for this event; `None`: as many as the field needs.
    pub tables: Option<u32>,
    pub unknown_button: ButtonFallback,
    /// Seats at the final table; `None`: nine for 8- and 9-handed events, seven for 6-
    /// and 7-handed ones, the table size otherwise.
    pub final_table_seats: Option<u8>,
    /// Redraw every seat when the final table forms.
    pub final_table_redraw: bool,
    /// Clock time taken off per hand played hand-for-hand (at most 180).
    pub hand_for_hand_seconds: u32,
}

impl Default for SeatingRule {
    fn default() -> Self {
        SeatingRule {
            balance_trigger: 1,
            hold_play_gap: 3,
            break_order: TableBreakOrder::HighestFirst,
            break_first: Vec::new(),
            tables: None,
            unknown_button: ButtonFallback::HighestSeat,
            final_table_seats: None,
            final_table_redraw: false,
            hand_for_hand_seconds: 120,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSeating {
    balance_trigger: Option<Spanned<u32>>,
    hold_play_gap: Option<Spanned<u32>>,
    break_order: Option<TableBreakOrder>,
    break_first: Option<Vec<u32>>,
    tables: Option<Spanned<u32>>,
    unknown_button: Option<ButtonFallback>,
    final_table_seats: Option<Spanned<u8>>,
    final_table_redraw: Option<bool>,
    hand_for_hand_seconds: Option<Spanned<u32>>,
}

/// Reads `[seating]`, reporting values out of range where they are written.
pub(super) fn build_seating(sink: &mut Sink, raw: Option<RawSeating>) -> SeatingRule {
    let d = SeatingRule::default();
    let Some(raw) = raw else {
        return d;
    };
    let mut ranged = |v: Option<Spanned<u32>>, min: u32, max: u32, name: &str, dflt: u32| {
        let Some(v) = v else {
            return dflt;
        };
        let n = *v.get_ref();
        if !(min..=max).contains(&n) {
            sink.error(
                v.span().start,
                format!("[seating] {name} must be between {min} and {max}, found {n}"),
            );
            return dflt;
        }
        n
    };
    let balance_trigger = ranged(raw.balance_trigger, 1, 5, "balance_trigger", 1);
    let hold_play_gap = ranged(raw.hold_play_gap, 2, 12, "hold_play_gap", 3);
    let hand_for_hand_seconds = ranged(
        raw.hand_for_hand_seconds,
        0,
        180,
        "hand_for_hand_seconds",
        120,
    );
    let tables = raw.tables.map(|t| ranged(Some(t), 1, 5000, "tables", 1));
    let final_table_seats = raw.final_table_seats.and_then(|s| {
        let n = *s.get_ref();
        if (2..=12).contains(&n) {
            Some(n)
        } else {
            sink.error(
                s.span().start,
                format!("[seating] final_table_seats must be between 2 and 12, found {n}"),
            );
            None
        }
    });
    SeatingRule {
        balance_trigger,
        hold_play_gap,
        break_order: raw.break_order.unwrap_or_default(),
        break_first: raw.break_first.unwrap_or_default(),
        tables,
        unknown_button: raw.unknown_button.unwrap_or_default(),
        final_table_seats,
        final_table_redraw: raw.final_table_redraw.unwrap_or(false),
        hand_for_hand_seconds,
    }
}
