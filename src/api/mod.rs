//! The one API over the engine and the store: every front door (HTTP server, desktop
//! shell, CLI) calls these functions and only translates their inputs and outputs.
//!
//! [`Felt`] keeps each event's folded state in memory, catches up with records written by
//! other processes before deciding anything, and writes each accepted action to disk
//! before acknowledging it. The current instant comes from a [`TimeSource`], so tests
//! can drive time by hand.

pub mod calc;
mod error;
mod results;
mod wire;

pub use calc::{
    AnteCalculation, AnteRequest, ChipRaceRequest, ChipRaceResult, EnteredCards, EventAnteRequest,
    NextChipRace, RaceSeatResult,
};
pub use error::{ApiError, ErrorBody};
pub use wire::{Ack, CreatedEvent, EventSummary, EventView};

use crate::store::{KnownPlayer, Store};
use felt_core::UtcMs;
use felt_core::engine::{Command, Event, LogEntry, Record, Tournament};
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::chips::{BountyView, bounty_view};
use felt_core::view::clock::{ClockView, clock_view};
use felt_core::view::field::FieldView;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Where the current instant comes from.
pub trait TimeSource: Send + Sync {
    fn now(&self) -> UtcMs;
}

/// The system clock, in UTC.
pub struct SystemTime;

impl TimeSource for SystemTime {
    fn now(&self) -> UtcMs {
        UtcMs(chrono::Utc::now().timestamp_millis())
    }
}

/// A printable document of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Printout {
    StructureSheet,
    RuleCard,
    /// Places, names, prizes and bounties won.
    Results,
    /// One card per seated player, to hand out.
    SeatCards,
    /// Each table's seats and players, for the dealers.
    TableLists,
    /// The moves the floor makes now.
    Moves,
}

impl Printout {
    /// The document's content, built by the core from the structure alone; the
    /// printouts of the players fall back to the structure sheet here (use
    /// [`Felt::print`], which has the event).
    pub fn document(self, structure: &Structure) -> felt_core::paper::document::Document {
        match self {
            Printout::RuleCard => felt_core::paper::rule_card::rule_card(
                structure,
                felt_core::catalog::Catalog::shared(),
            ),
            _ => felt_core::paper::sheet::structure_sheet(structure),
        }
    }

    /// A short name for file names: `structure-sheet`, `rule-card`.
    pub fn slug(self) -> &'static str {
        match self {
            Printout::StructureSheet => "structure-sheet",
            Printout::RuleCard => "rule-card",
            Printout::Results => "results",
            Printout::SeatCards => "seat-cards",
            Printout::TableLists => "table-lists",
            Printout::Moves => "moves",
        }
    }
}

/// How many recent actions an event view lists.
const RECENT: usize = 15;

struct Inner {
    store: Store,
    /// Folded state of each event loaded so far.
    events: HashMap<i64, Tournament>,
}

/// The Felt API over one database.
pub struct Felt {
    inner: Mutex<Inner>,
    time: Arc<dyn TimeSource>,
}

impl Felt {
    /// Opens the database at `path` with the system clock.
    pub fn open(path: &Path) -> Result<Felt, ApiError> {
        Felt::open_with(path, Arc::new(SystemTime))
    }

    /// Opens the database at `path` with the given time source.
    pub fn open_with(path: &Path, time: Arc<dyn TimeSource>) -> Result<Felt, ApiError> {
        let store = Store::open(path)?;
        Ok(Felt {
            inner: Mutex::new(Inner {
                store,
                events: HashMap::new(),
            }),
            time,
        })
    }

    /// The current instant by this API's time source.
    pub fn now(&self) -> UtcMs {
        self.time.now()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave half-written state: every change is
        // a committed SQLite transaction followed by a fold, so the data is still good.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The installation's TD token (created on first use by `make`).
    pub fn token_or_insert(&self, make: impl FnOnce() -> String) -> Result<String, ApiError> {
        let mut inner = self.lock();
        if let Some(t) = inner.store.setting("td_token")? {
            return Ok(t);
        }
        Ok(inner.store.setting_or_insert("td_token", &make())?)
    }

    /// Every event in the database.
    pub fn events(&self) -> Result<Vec<EventSummary>, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let rows = inner.store.events()?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let t = inner.event(row.id)?;
            out.push(EventSummary::new(row.id, t, now));
        }
        Ok(out)
    }

    /// Creates an event from the text of a structure file.
    pub fn create_event(&self, file: &str, source: &str) -> Result<CreatedEvent, ApiError> {
        let parsed = parse_structure(file, source)
            .map_err(|diagnostics| ApiError::Structure { diagnostics })?;
        let now = self.now();
        let name = parsed.structure.title();
        let record = Record::Event {
            event: Event::Created {
                structure: Box::new(parsed.structure),
                file: file.to_string(),
                source: source.to_string(),
            },
        };
        let mut inner = self.lock();
        let (id, entry) = inner.store.create_event(&name, now, &record)?;
        let t = Tournament::replay([&entry]).map_err(|source| ApiError::Replay { id, source })?;
        inner.events.insert(id, t);
        Ok(CreatedEvent {
            id,
            name,
            warnings: parsed.warnings,
        })
    }

    /// Runs a TD command on event `id`; the action is on disk when this returns Ok.
    pub fn execute(&self, id: i64, command: &Command) -> Result<Ack, ApiError> {
        // A draw the desk did not seed gets a fresh seed from the OS; the event records it.
        let mut command = command.clone();
        if let Some(slot) = command.seed_slot()
            && slot.is_none()
        {
            *slot = Some(rand::random::<u64>() & felt_core::engine::SEED_MASK);
        }
        let command = &command;
        let mut inner = self.lock();
        inner.event(id)?;
        let Inner { store, events } = &mut *inner;
        let t = events.get_mut(&id).expect("loaded above");
        let now = self.time.now();
        let mut replay_err = None;
        let outcome = store.append(id, t.last_seq(), now, |newer: &[LogEntry]| {
            for e in newer {
                if let Err(source) = t.apply(e) {
                    replay_err = Some(source);
                    return Err(None);
                }
            }
            t.decide(command, now).map_err(Some)
        })?;
        if let Some(source) = replay_err {
            events.remove(&id);
            return Err(ApiError::Replay { id, source });
        }
        let entry = match outcome {
            Ok(entry) => entry,
            Err(Some(rejected)) => return Err(ApiError::Rejected(rejected)),
            Err(None) => unreachable!("replay errors are returned above"),
        };
        t.apply(&entry)
            .map_err(|source| ApiError::Replay { id, source })?;
        Ok(Ack {
            seq: entry.seq,
            view: EventView::new(id, t, now, RECENT),
        })
    }

    /// The full view of event `id` now (clock, recent actions).
    pub fn event_view(&self, id: i64) -> Result<EventView, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        Ok(EventView::new(id, t, now, RECENT))
    }

    /// The players, tables and proposed moves of event `id` now.
    pub fn field_view(&self, id: i64) -> Result<FieldView, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        Ok(wire::field_view_now(t, now))
    }

    /// The bounty report of event `id` (`None` when the event has no bounty).
    pub fn bounty_view(&self, id: i64) -> Result<Option<BountyView>, ApiError> {
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        Ok(bounty_view(&t.structure, &t.field)?)
    }

    /// Players seen in any event of this installation whose name matches `query`.
    pub fn known_players(&self, query: &str) -> Result<Vec<KnownPlayer>, ApiError> {
        Ok(self.lock().store.known_players(query, 12)?)
    }

    /// The clock view of event `id` now.
    pub fn clock_view(&self, id: i64) -> Result<ClockView, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        Ok(clock_view(inner.fresh(id)?, now))
    }

    /// The normalized structure of event `id`, with the derived stakes of every level.
    pub fn structure(&self, id: i64) -> Result<Structure, ApiError> {
        let mut inner = self.lock();
        Ok((*inner.event(id)?.structure).clone())
    }

    /// One of the event's printouts (structure sheet, rule card, results, seat cards,
    /// table lists, moves), as PDF bytes.
    pub fn print(
        &self,
        id: i64,
        what: Printout,
        size: crate::paper::PaperSize,
    ) -> Result<Vec<u8>, ApiError> {
        let now = self.now();
        let doc = {
            let mut inner = self.lock();
            results::field_document(what, inner.fresh(id)?, now)
        };
        Ok(crate::paper::render_pdf(&doc, size)?)
    }

    /// The highest log position in the database: changes when any process writes.
    pub fn last_seq(&self) -> Result<u64, ApiError> {
        Ok(self.lock().store.last_seq()?)
    }
}

impl Inner {
    /// The loaded state of event `id`, loading it on first use.
    fn event(&mut self, id: i64) -> Result<&mut Tournament, ApiError> {
        if !self.events.contains_key(&id) {
            if !self.store.has_event(id)? {
                return Err(ApiError::NoSuchEvent { id });
            }
            let log = self.store.log_since(id, 0)?;
            let t = Tournament::replay(&log).map_err(|source| ApiError::Replay { id, source })?;
            self.events.insert(id, t);
        }
        Ok(self.events.get_mut(&id).expect("inserted above"))
    }

    /// Event `id` with any records other processes have added folded in.
    fn fresh(&mut self, id: i64) -> Result<&mut Tournament, ApiError> {
        let last = self.event(id)?.last_seq();
        let newer = self.store.log_since(id, last)?;
        let t = self.events.get_mut(&id).expect("loaded above");
        for e in &newer {
            if let Err(source) = t.apply(e) {
                self.events.remove(&id);
                return Err(ApiError::Replay { id, source });
            }
        }
        Ok(self.events.get_mut(&id).expect("loaded above"))
    }
}
