//! What the API returns: serialisable views built from the core's state.

use felt_core::UtcMs;
use felt_core::engine::{ActionSummary, Damage, Tournament};
use felt_core::lang::{Locale, Phrase};
use felt_core::structure::Diagnostic;
use felt_core::view::clock::{ClockStatus, ClockView, clock_view, clock_view_in};
use felt_core::view::field::{FieldView, RoomWindow, field_view_with, table_view, window_view};
use serde::{Deserialize, Serialize};

/// How the TD's doors name an event: `#` is its id in this Felt (what every command's
/// EVENT, a display's address and every message use); the number its series gives it
/// (the structure's `number`, which the paper and displays print) follows as "no.".
/// The console's `lib/events.ts` says the same.
pub fn event_label(id: i64, structure: &felt_core::structure::Structure) -> String {
    match structure.number {
        Some(n) => format!("#{id} {} (no. {n})", structure.name),
        None => format!("#{id} {}", structure.name),
    }
}

/// A line of the event list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct EventSummary {
    pub id: i64,
    pub name: String,
    pub number: Option<u32>,
    pub created_at: UtcMs,
    pub status: ClockStatus,
    pub level: Option<u32>,
    pub players_left: u32,
    /// The event's log has a record that cannot be read or folded: it is read-only
    /// until the TD sets that record aside (see `EventView::damage`).
    pub damaged: bool,
    /// The TD archived it: kept, and out of the console's list unless asked for.
    pub archived: bool,
}

impl EventSummary {
    pub(super) fn new(
        row: &crate::store::EventRow,
        t: &Tournament,
        now: UtcMs,
        damaged: bool,
    ) -> Self {
        let id = row.id;
        let v = clock_view(t, now);
        EventSummary {
            id,
            name: t.structure.name.clone(),
            number: t.structure.number,
            created_at: t.created_at,
            status: v.status,
            level: v.level,
            players_left: v.players_left,
            damaged,
            archived: row.archived_at.is_some(),
        }
    }

    /// An event whose log cannot be read at all (not even its creation).
    pub(super) fn unreadable(row: &crate::store::EventRow) -> Self {
        EventSummary {
            id: row.id,
            name: row.name.clone(),
            number: None,
            created_at: row.created_at,
            status: ClockStatus::NotStarted,
            level: None,
            players_left: 0,
            damaged: true,
            archived: row.archived_at.is_some(),
        }
    }
}

/// A damaged log, as the console shows it: what is wrong and the repair offered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct LogDamage {
    /// The record that cannot be read or folded.
    pub seq: u64,
    /// What is wrong, in words.
    pub problem: String,
    /// What the repair does, in words (the console's button says it).
    pub repair: String,
}

impl LogDamage {
    /// The damage in `l`'s words (what a record's own change found wrong stays in the
    /// words the fold gave it).
    pub fn new(d: &Damage, l: Locale) -> Self {
        LogDamage {
            seq: d.seq,
            problem: Phrase::new("action-damage-problem")
                .phrase("problem", d.message.clone())
                .say(l),
            repair: Phrase::new("action-damage-repair")
                .text("seq", d.seq.to_string())
                .say(l),
        }
    }
}

/// Everything the TD console shows about one event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct EventView {
    pub id: i64,
    pub clock: ClockView,
    /// Newest first; undone actions (that can be redone) are flagged.
    pub recent_actions: Vec<ActionSummary>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The action Undo takes back now, in words (every door says it the same way).
    pub undo_next: Option<String>,
    /// The action Redo puts back now, in words.
    pub redo_next: Option<String>,
    /// Log position this view reflects.
    pub seq: u64,
    /// Set when the log has a record that cannot be read or folded: the event is
    /// read-only, and the repair is offered.
    pub damage: Option<LogDamage>,
}

impl EventView {
    pub(super) fn new(
        id: i64,
        t: &Tournament,
        now: UtcMs,
        recent: usize,
        damage: Option<LogDamage>,
        senders: &std::collections::BTreeMap<u64, String>,
        l: Locale,
    ) -> Self {
        let mut recent_actions = t.recent_actions(recent, l);
        for a in &mut recent_actions {
            a.by = senders.get(&a.seq).cloned();
        }
        // The undone part (the next to redo last) comes before the actions in effect.
        let undo_next = recent_actions.iter().find(|a| !a.undone);
        let redo_next = recent_actions.iter().take_while(|a| a.undone).last();
        EventView {
            id,
            clock: clock_view_in(t, now, l),
            can_undo: undo_next.is_some(),
            can_redo: redo_next.is_some(),
            undo_next: undo_next.map(|a| a.text.clone()),
            redo_next: redo_next.map(|a| a.text.clone()),
            recent_actions,
            seq: t.last_seq(),
            damage,
        }
    }
}

/// The reply to a command: its log position and the view after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Ack {
    pub seq: u64,
    pub view: EventView,
}

/// A newly created event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct CreatedEvent {
    pub id: i64,
    pub name: String,
    pub warnings: Vec<Diagnostic>,
}

/// The field view of `t` at `now`, with every entry's row or without (`players`): the
/// plan's balancing style follows the game being played, and hand-for-hand is proposed at
/// the bubble when payouts are known.
pub fn field_view_now(t: &Tournament, now: UtcMs, players: bool) -> FieldView {
    let paid = felt_core::view::clock::places_paid(t);
    field_view_with(&t.field, &t.context(now), paid, players)
}

/// Table `table`'s part of the field view of `t` at `now` (a tablet at the table).
pub fn table_view_now(t: &Tournament, now: UtcMs, table: u32) -> FieldView {
    let paid = felt_core::view::clock::places_paid(t);
    table_view(&t.field, &t.context(now), paid, table)
}

/// A window of the room of `t` at `now` (a chart's tables in view).
pub fn window_view_now(t: &Tournament, now: UtcMs, window: RoomWindow) -> FieldView {
    let paid = felt_core::view::clock::places_paid(t);
    window_view(&t.field, &t.context(now), paid, window)
}
