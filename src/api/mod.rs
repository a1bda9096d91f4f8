//! The one API over the engine and the store: every front door (HTTP server, desktop
//! shell, CLI) calls these functions and only translates their inputs and outputs.
//!
//! [`Felt`] keeps each event's folded state in memory, catches up with records written by
//! other processes before deciding anything, and writes each accepted action to disk
//! before acknowledging it. The current instant comes from a [`TimeSource`], so tests
//! can drive time by hand.

mod archive;
pub mod backup;
pub mod calc;
mod checkpoint;
pub use checkpoint::CHECKPOINT_EVERY;
pub mod days;
pub mod devices;
mod diagnostics;
mod error;
mod execute;
mod image;
pub mod language;
pub mod library;
pub mod night;
pub mod players;
pub mod reports;
mod results;
pub mod screens;
pub mod series;
pub mod slides;
mod slot;
pub mod tickets;
mod time;
mod token;
mod views;
mod wire;

pub use archive::{DeletedEvent, EventExport};
pub use backup::{BackupInfo, BackupReason, Backups, Restored};
pub use calc::{
    AnteCalculation, AnteRequest, ChipRaceRequest, ChipRaceResult, EnteredCards, EventAnteRequest,
    NextChipRace, RaceSeatResult,
};
pub use diagnostics::{Installation, ProblemReport};
pub use error::{ApiError, ErrorBody};
pub use execute::Tended;
pub use library::{LibraryEntry, LibraryItem, NewStructure, TemplateInfo};
pub use slot::LiveKey;
pub(crate) use slot::Snapshot;
use slot::{Slot, line_seq, shows};
pub use time::{CLOCK_START_VAR, ShiftedTime, SystemTime, TimeSource, time_source};
pub use token::{constant_time_eq, token_hash};
pub use wire::{Ack, CreatedEvent, EventSummary, EventView, LogDamage};

use crate::store::{KnownPlayer, Store};
use felt_core::UtcMs;
use felt_core::engine::{Command, Damage, Event, LogEntry, Record, Tournament};
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::chips::{BountyView, bounty_view};
use felt_core::view::clock::ClockView;
use felt_core::view::field::{FieldView, RoomWindow, WINDOW_MAX};
use felt_core::view::players::{PlayerQuery, PlayersPage, players_page};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

felt_core::named_choice! {
    /// A printable document of an event, named by the file it is served as.
    pub enum Printout as "printout" {
        StructureSheet = "sheet.pdf",
        RuleCard = "card.pdf",
        /// Places, names, prizes and bounties won.
        Results = "results.pdf",
        /// One card per seated player, to hand out.
        SeatCards = "seat-cards.pdf",
        /// Each table's seats and players, for the dealers.
        TableLists = "table-lists.pdf",
        /// The moves the floor makes now.
        Moves = "moves.pdf",
    }
}

felt_core::named_choice! {
    /// The paper of a structure alone, before or without an event (a draft's, a night's
    /// house list): the names its two event printouts are served under.
    pub enum StructurePaper as "printout" {
        /// The structure sheet (a night's: its terms, kitty, settle-up, deals and mistakes).
        Sheet = "sheet.pdf",
        /// The rule cards of its games.
        Card = "card.pdf",
    }
}

impl StructurePaper {
    /// The event printout of the same name.
    pub fn printout(self) -> Printout {
        match self {
            StructurePaper::Sheet => Printout::StructureSheet,
            StructurePaper::Card => Printout::RuleCard,
        }
    }
}

impl Printout {
    /// The document's content in `l`'s words, built by the core from the structure
    /// alone; the printouts of the players fall back to the structure sheet here (use
    /// [`Felt::print`], which has the event).
    pub fn document(
        self,
        structure: &Structure,
        l: felt_core::lang::Locale,
    ) -> felt_core::paper::document::Document {
        match self {
            Printout::RuleCard => felt_core::paper::rule_card::rule_card(
                structure,
                felt_core::catalog::Catalog::shared(),
                l,
            ),
            _ => felt_core::paper::sheet::structure_sheet(structure, l),
        }
    }

    /// A short name for file names: `sheet`, `seat-cards`.
    pub fn slug(self) -> &'static str {
        use felt_core::choice::NamedChoice;
        self.name().trim_end_matches(".pdf")
    }
}

/// How many recent actions an event view lists.
const RECENT: usize = 15;

/// The Felt API over one database.
pub struct Felt {
    /// The connection that writes. Held only for SQL, never while a view is computed.
    store: Mutex<Store>,
    /// A second connection for reading logs: in WAL mode it never waits for a write's sync.
    reader: Mutex<Store>,
    slots: Mutex<HashMap<i64, Arc<Slot>>>,
    time: Arc<dyn TimeSource>,
    /// The screens' last reports, in memory only.
    screens: Mutex<HashMap<String, screens::Seen>>,
    /// Each event's own deal proposal, with the log position, method and amount played
    /// for it was worked out at (an open read: computed once per change).
    own_deals: Mutex<OwnDeals>,
    /// What the automatic backups last saw (`backup::Felt::backup_if_due`).
    backup_watch: Mutex<backup::BackupWatch>,
    /// Records between an event's checkpoints (`checkpoint::CHECKPOINT_EVERY`).
    checkpoint_every: std::sync::atomic::AtomicU64,
    /// Held while the checkpoints due are written, by one watcher at a time.
    checkpointing: Mutex<()>,
}

/// Event → ((event, log position, method, play-for), its proposal).
type OwnDeals = HashMap<
    i64,
    (
        (i64, u64, felt_core::field::results::DealKind, u64),
        felt_core::field::results::DealProposal,
    ),
>;

/// Runs `f`, part of event `id`'s work (`what`: "its clock view"), so that a panic in it,
/// Felt's own fault, is an error naming the event instead of the end of the process or
/// of every other event's service.
fn guarded<T>(id: i64, what: &'static str, f: impl FnOnce() -> T) -> Result<T, ApiError> {
    felt_core::engine::caught(|| {
        fault::point(id);
        f()
    })
    .map_err(|message| {
        tracing::error!(event = id, "{what} failed inside Felt: {message}");
        ApiError::Fault { id, what, message }
    })
}

/// A fault put into one event's views by this crate's own tests, to show that it stays
/// in that event (it does not exist outside `cargo test`).
pub(crate) mod fault {
    #[cfg(test)]
    pub(crate) static EVENT: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(0);

    /// Set by the tests: the next restore fails once the new database is in place.
    #[cfg(test)]
    pub(crate) static RESTORE: std::sync::atomic::AtomicBool =
        std::sync::atomic::AtomicBool::new(false);

    /// Fails when the tests put a fault into the restore (once).
    #[inline]
    pub(crate) fn restore() -> Result<(), super::ApiError> {
        #[cfg(test)]
        if RESTORE.swap(false, std::sync::atomic::Ordering::SeqCst) {
            return Err(super::ApiError::Internal(
                "a fault the tests put into the restore".into(),
            ));
        }
        Ok(())
    }

    /// Panics when the tests put a fault into event `id`.
    #[inline]
    pub(crate) fn point(id: i64) {
        #[cfg(test)]
        if EVENT.load(std::sync::atomic::Ordering::SeqCst) == id {
            panic!("a fault the tests put into event #{id}");
        }
        let _ = id;
    }
}

/// Locks `m`; a panic while it was held cannot leave half-written state (every change is
/// a committed SQLite transaction, then a new snapshot published whole).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Felt {
    /// Opens the database at `path` with the system clock (or the rehearsal clock of
    /// `FELT_CLOCK_START`).
    pub fn open(path: &Path) -> Result<Felt, ApiError> {
        Felt::open_with(path, time_source()?)
    }

    /// Opens the database at `path` with the given time source.
    pub fn open_with(path: &Path, time: Arc<dyn TimeSource>) -> Result<Felt, ApiError> {
        language::load_club_languages(path);
        let store = Store::open(path)?;
        let reader = Store::open(path)?;
        Ok(Felt {
            store: Mutex::new(store),
            reader: Mutex::new(reader),
            slots: Mutex::new(HashMap::new()),
            time,
            screens: Mutex::new(HashMap::new()),
            own_deals: Mutex::new(HashMap::new()),
            backup_watch: Mutex::new(backup::BackupWatch::default()),
            checkpoint_every: std::sync::atomic::AtomicU64::new(checkpoint::CHECKPOINT_EVERY),
            checkpointing: Mutex::new(()),
        })
    }

    /// The current instant by this API's time source.
    pub fn now(&self) -> UtcMs {
        self.time.now()
    }

    fn store(&self) -> MutexGuard<'_, Store> {
        lock(&self.store)
    }

    fn reader(&self) -> MutexGuard<'_, Store> {
        lock(&self.reader)
    }

    /// Every event in the database. An event whose log cannot be read at all is still
    /// listed (by its name, marked damaged), so one bad event never hides the others.
    pub fn events(&self) -> Result<Vec<EventSummary>, ApiError> {
        let now = self.now();
        let rows = self.reader().events()?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let summary = self.snapshot(row.id).and_then(|s| {
                guarded(row.id, "its summary", || {
                    EventSummary::new(&row, &s.t, now, s.damage.is_some())
                })
            });
            out.push(summary.unwrap_or_else(|_| EventSummary::unreadable(&row)));
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
        let (id, entry) = self.store().create_event(&name, now, &record)?;
        let t = Tournament::replay([&entry]).map_err(|source| ApiError::Replay { id, source })?;
        let snapshot = Snapshot {
            t: Arc::new(t),
            damage: None,
            read_to: entry.seq,
            senders: Arc::default(),
        };
        lock(&self.slots).insert(id, Arc::new(Slot::new(snapshot, None)));
        Ok(CreatedEvent {
            id,
            name,
            warnings: parsed.warnings,
        })
    }
}
