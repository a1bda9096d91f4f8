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
mod error;
mod image;
pub mod library;
pub mod night;
pub mod players;
pub mod reports;
mod results;
pub mod screens;
pub mod series;
pub mod slides;
pub mod tickets;
mod token;
mod wire;

pub use archive::{DeletedEvent, EventExport};
pub use backup::{BackupInfo, BackupReason, Backups, Restored};
pub use calc::{
    AnteCalculation, AnteRequest, ChipRaceRequest, ChipRaceResult, EnteredCards, EventAnteRequest,
    NextChipRace, RaceSeatResult,
};
pub use error::{ApiError, ErrorBody};
pub use library::{LibraryEntry, LibraryItem, NewStructure, TemplateInfo};
pub use token::{constant_time_eq, token_hash};
pub use wire::{Ack, CreatedEvent, EventSummary, EventView, LogDamage};

use crate::store::{KnownPlayer, Store};
use felt_core::UtcMs;
use felt_core::engine::{Command, Damage, Event, LogEntry, Record, Tournament};
use felt_core::structure::{Structure, parse_structure};
use felt_core::view::chips::{BountyView, bounty_view};
use felt_core::view::clock::{ClockView, clock_view};
use felt_core::view::field::{FieldView, RoomWindow, WINDOW_MAX};
use felt_core::view::players::{PlayerQuery, PlayersPage, players_page};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

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

/// One event's state as published after each change. Readers take the `Arc` and
/// compute their views with no lock held, so a slow view never holds up a write.
pub(crate) struct Snapshot {
    pub(crate) t: Arc<Tournament>,
    /// The first record that cannot be read or folded: the event is read-only (its
    /// state is the one before that record) until the TD sets the record aside.
    damage: Option<Damage>,
    /// The newest log position read, past any damage, to notice other processes' writes.
    read_to: u64,
    /// The records a paired device sent, with its name (issue 17).
    senders: Arc<BTreeMap<u64, String>>,
}

impl Snapshot {
    fn damage_view(&self) -> Option<LogDamage> {
        self.damage.as_ref().map(LogDamage::from)
    }
}

/// What changes a live view by itself: a new record, the clock moving to another period,
/// the clock pausing or starting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiveKey {
    pub seq: u64,
    pub period: usize,
    pub pause: Option<felt_core::rules::clock::PauseReason>,
}

/// One event: its writer lock and its published state.
struct Slot {
    /// Held while this event's state changes (a write, a catch-up, a reload): each event
    /// has its own writer, so a write to one event never waits for another event's work.
    writer: Mutex<()>,
    current: RwLock<Arc<Snapshot>>,
    /// The checkpoint this event was opened from (its log position), if it was.
    opened_from: Option<u64>,
    /// The log position of the checkpoint stored for this event (0 when none is known
    /// good): a new one is written once the log has moved on by `CHECKPOINT_EVERY`.
    checkpointed: std::sync::atomic::AtomicU64,
    /// Moves on each time the event is read again from its log, or the database is
    /// replaced (under the writer lock): a checkpoint encoded from a snapshot taken before
    /// is not written (`checkpoint::Felt::checkpoint`).
    generation: std::sync::atomic::AtomicU64,
    /// Why the checkpoint was not read when the event opened, when the log did not vouch
    /// for it (reported by `felt log verify`).
    refused: Mutex<Option<String>>,
}

impl Slot {
    fn current(&self) -> Arc<Snapshot> {
        self.current
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    fn publish(&self, s: Arc<Snapshot>) {
        *self.current.write().unwrap_or_else(|p| p.into_inner()) = s;
    }

    fn write(&self) -> MutexGuard<'_, ()> {
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The Felt API over one database.
pub struct Felt {
    /// The connection that writes. Held only for SQL, never while a view is computed.
    store: Mutex<Store>,
    /// A second connection for reading logs: in WAL mode it never waits for a write's sync.
    reader: Mutex<Store>,
    slots: Mutex<HashMap<i64, Arc<Slot>>>,
    time: Arc<dyn TimeSource>,
    /// The screens' last reports (issue 17), in memory only.
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
        eprintln!("felt: event #{id}: {what} failed inside Felt: {message}");
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

/// The system clock moved to start at another instant and run on from there: the
/// rehearsal (and browser-test) clock `FELT_CLOCK_START` asks for.
pub struct ShiftedTime {
    /// Added to the system clock, in milliseconds.
    pub shift_ms: i64,
}

impl TimeSource for ShiftedTime {
    fn now(&self) -> UtcMs {
        SystemTime.now().plus_ms(self.shift_ms)
    }
}

/// The environment variable that starts Felt's clock at another instant (RFC 3339, e.g.
/// `2026-11-27T22:59:40-08:00`), to rehearse a night's 11 pm limit change or test it.
pub const CLOCK_START_VAR: &str = "FELT_CLOCK_START";

/// The time source the doors use: the system clock, or the shifted one when
/// `FELT_CLOCK_START` is set (an unreadable value is an error naming it).
pub fn time_source() -> Result<Arc<dyn TimeSource>, ApiError> {
    match std::env::var(CLOCK_START_VAR) {
        Ok(text) if !text.trim().is_empty() => {
            let start = chrono::DateTime::parse_from_rfc3339(text.trim()).map_err(|e| {
                ApiError::BadRequest(format!(
                    "{CLOCK_START_VAR}={text:?} is not an RFC 3339 instant (like 2026-11-27T22:59:40-08:00): {e}"
                ))
            })?;
            Ok(Arc::new(ShiftedTime {
                shift_ms: start.timestamp_millis() - SystemTime.now().0,
            }))
        }
        _ => Ok(Arc::new(SystemTime)),
    }
}

/// What one round of [`Felt::tend`] did.
#[derive(Debug, Default)]
pub struct Tended {
    /// Actions logged because the clock made them due.
    pub logged: usize,
    /// Events whose due action could not be logged, with the error.
    pub failed: Vec<(i64, ApiError)>,
}

impl Felt {
    /// Opens the database at `path` with the system clock (or the rehearsal clock of
    /// `FELT_CLOCK_START`).
    pub fn open(path: &Path) -> Result<Felt, ApiError> {
        Felt::open_with(path, time_source()?)
    }

    /// Opens the database at `path` with the given time source.
    pub fn open_with(path: &Path, time: Arc<dyn TimeSource>) -> Result<Felt, ApiError> {
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

    /// Runs a TD command on event `id`; the action is on disk when this returns Ok.
    /// What the clock made due by itself (the lammer deadline once play is past it) is
    /// logged first, as its own action, so the command is decided on the state the room
    /// is in. An undo or redo is taken as it is: it is about the actions already logged.
    pub fn execute(&self, id: i64, command: &Command) -> Result<Ack, ApiError> {
        self.execute_from(id, command, None)
    }

    /// [`Felt::execute`] for a command sent by `from` (a paired device, named as the log
    /// records it); `None` is the desk itself.
    pub fn execute_from(
        &self,
        id: i64,
        command: &Command,
        from: Option<&str>,
    ) -> Result<Ack, ApiError> {
        use felt_core::engine::HistoryCommand;
        match command {
            Command::History(HistoryCommand::UndoTo { seq } | HistoryCommand::RedoTo { seq }) => {
                self.walk_history(id, command, *seq, from)
            }
            Command::History(_) => self.execute_one(id, command, from),
            // Well formed, so not a 400: refused, as a day 2 made by hand would be.
            Command::Field(felt_core::engine::FieldCommand::CarryIn { .. }) => {
                Err(ApiError::DayTwo(
                    "a day 2 is made from its flights, which Felt reads itself: use POST /api/days (felt event day2)".into(),
                ))
            }
            Command::Field(felt_core::engine::FieldCommand::Register {
                name,
                ticket: Some(ticket),
                ..
            }) => {
                self.check_ticket(id, name, *ticket)?;
                self.apply_due(id)?;
                self.execute_one(id, command, from)
            }
            _ => {
                self.apply_due(id)?;
                self.execute_one(id, command, from)
            }
        }
    }

    /// Undoes (or redoes) action after action until action `seq` is undone (or redone):
    /// each step is its own logged undo or redo, decided on the state the last one left.
    fn walk_history(
        &self,
        id: i64,
        command: &Command,
        seq: u64,
        from: Option<&str>,
    ) -> Result<Ack, ApiError> {
        let undoing = matches!(
            command,
            Command::History(felt_core::engine::HistoryCommand::UndoTo { .. })
        );
        let mut ack = self.execute_one(id, command, from)?;
        // Each step moves one action; the bound is the log's length.
        for _ in 0..=self.snapshot(id)?.t.last_seq() {
            if self.snapshot(id)?.t.in_effect(seq) != undoing {
                break;
            }
            ack = self.execute_one(id, command, from)?;
        }
        Ok(ack)
    }

    /// Logs the actions the clock has made due on event `id` by itself (see
    /// `Tournament::due`), each as its own undoable action; returns how many. A damaged
    /// event is left alone.
    pub fn apply_due(&self, id: i64) -> Result<usize, ApiError> {
        let mut logged = 0;
        // Each due action is logged once; the bound only guards against a rule that
        // would stay due after it was applied.
        while logged < 8 {
            let s = self.snapshot(id)?;
            if s.damage.is_some() {
                break;
            }
            let Some(command) = s.t.due(self.now()) else {
                break;
            };
            match self.execute_one(id, &command, None) {
                Ok(_) => logged += 1,
                // Another writer applied it first, or it no longer fits: nothing to do.
                Err(ApiError::Rejected(_) | ApiError::Damaged { .. }) => break,
                Err(e) => return Err(e),
            }
        }
        Ok(logged)
    }

    /// `apply_due` on every event this handle has open (the server calls it each second,
    /// so a deadline is applied when the clock passes it, not at the next action): how
    /// many actions were logged, and each event whose due action could not be, with why
    /// (the caller logs them; none is dropped).
    pub fn tend(&self) -> Tended {
        let ids: Vec<i64> = lock(&self.slots).keys().copied().collect();
        let mut out = Tended::default();
        for id in ids {
            match self.apply_due(id) {
                Ok(n) => out.logged += n,
                Err(e) => out.failed.push((id, e)),
            }
        }
        out
    }

    fn execute_one(&self, id: i64, command: &Command, from: Option<&str>) -> Result<Ack, ApiError> {
        // A draw the desk did not seed gets a fresh seed from the OS; the event records it.
        // A commitment to the opening draw gets its secret here (kept out of the log), and
        // the committed draw reveals it (issue 17).
        let mut command = command.clone();
        let committed = self.fill_draw_secret(id, &mut command)?;
        if let Some(slot) = command.seed_slot()
            && slot.is_none()
            && !committed
        {
            *slot = Some(rand::random::<u64>() & felt_core::engine::SEED_MASK);
        }
        let command = &command;
        let slot = self.slot(id)?;
        let guard = slot.write();
        let mut cur = slot.current();
        if cur.damage.is_some() {
            // Another process (the CLI) may have repaired it since.
            cur = self.reload(id, &slot)?;
            if let Some(d) = &cur.damage {
                return Err(ApiError::damaged(id, d));
            }
        }
        let mut t = (*cur.t).clone();
        let now = self.time.now();
        let mut folded_newer = true;
        let mut decide_failed = None;
        let outcome =
            self.store()
                .append_from(id, cur.read_to, now, from, |newer: &[LogEntry]| {
                    for e in newer {
                        if !matches!(felt_core::engine::caught(|| t.apply(e)), Ok(Ok(()))) {
                            folded_newer = false;
                            return Err(None);
                        }
                    }
                    match felt_core::engine::caught(|| t.decide(command, now)) {
                        Ok(decided) => decided.map_err(Some),
                        // Nothing is written: the command is refused as Felt's fault.
                        Err(message) => {
                            decide_failed = Some(message);
                            Err(None)
                        }
                    }
                });
        if let Some(message) = decide_failed {
            eprintln!("felt: event #{id}: deciding a command failed inside Felt: {message}");
            return Err(ApiError::Fault {
                id,
                what: "deciding the command",
                message,
            });
        }
        let outcome = match outcome {
            Ok(o) if folded_newer => o,
            // Records written by another process that cannot be read or folded: the
            // event is damaged now, and says so.
            Ok(_) | Err(crate::store::StoreError::BadRecord { .. }) => {
                let cur = self.reload(id, &slot)?;
                return Err(match &cur.damage {
                    Some(d) => ApiError::damaged(id, d),
                    None => ApiError::Internal("the log changed while deciding".into()),
                });
            }
            Err(e) => return Err(e.into()),
        };
        let entry = match outcome {
            Ok(entry) => entry,
            Err(rejected) => {
                if t.last_seq() != cur.t.last_seq() {
                    let senders = self.senders_after(id, &cur)?;
                    slot.publish(Arc::new(Snapshot {
                        read_to: t.last_seq(),
                        t: Arc::new(t),
                        damage: None,
                        senders,
                    }));
                }
                return Err(match rejected {
                    Some(r) => ApiError::Rejected(r),
                    None => ApiError::Internal("the log changed while deciding".into()),
                });
            }
        };
        match felt_core::engine::caught(|| t.apply(&entry)) {
            Ok(Ok(())) => {}
            Ok(Err(source)) => {
                self.reload(id, &slot)?;
                return Err(ApiError::Replay { id, source });
            }
            // Written but not foldable: the reload marks it damaged (read-only, the
            // repair offered) and says so.
            Err(_) => {
                let cur = self.reload(id, &slot)?;
                return Err(match &cur.damage {
                    Some(d) => ApiError::damaged(id, d),
                    None => ApiError::Internal("the log changed while deciding".into()),
                });
            }
        }
        let mut senders = self.senders_after(id, &cur)?;
        if let Some(from) = from {
            Arc::make_mut(&mut senders).insert(entry.seq, from.to_string());
        }
        let snapshot = Arc::new(Snapshot {
            t: Arc::new(t),
            damage: None,
            read_to: entry.seq,
            senders,
        });
        slot.publish(snapshot.clone());
        let view = guarded(id, "its view", || {
            EventView::new(id, &snapshot.t, now, RECENT, None, &snapshot.senders)
        });
        let view = match view {
            Ok(v) => v,
            // The action is recorded, but the event cannot be shown after it: it opens
            // read-only at the state before it, with the repair offered.
            Err(_) => {
                let cur = self.reload(id, &slot)?;
                return Err(match &cur.damage {
                    Some(d) => ApiError::damaged(id, d),
                    None => ApiError::Internal("the event's view failed once".into()),
                });
            }
        };
        drop(guard);
        Ok(Ack {
            seq: entry.seq,
            view,
        })
    }

    /// Fills in the fair draw's secret (`rules::seating::fair`): a `commit_draw` without
    /// a commitment gets a fresh secret from the OS, stored in the settings (never in the
    /// log) before the commitment is logged; a `draw_seats` under a commitment reveals the
    /// secret kept for it. True when the command is a committed draw (its seed comes from
    /// the secret, so none is drawn at random).
    fn fill_draw_secret(&self, id: i64, command: &mut Command) -> Result<bool, ApiError> {
        use felt_core::engine::SeatingCommand;
        use felt_core::rules::seating::fair;
        match command {
            Command::Seating(SeatingCommand::CommitDraw { commitment }) if commitment.is_none() => {
                let secret = fair::secret_from(rand::random::<[u8; 32]>());
                let c = fair::commitment(&secret);
                self.store()
                    .set_setting(&format!("draw-secret:{id}:{c}"), &secret)?;
                *commitment = Some(c);
                Ok(false)
            }
            Command::Seating(SeatingCommand::DrawSeats { reveal, .. }) if reveal.is_none() => {
                let Some(c) = self.snapshot(id)?.t.field.draw_commitment.clone() else {
                    return Ok(false);
                };
                *reveal = self.reader().setting(&format!("draw-secret:{id}:{c}"))?;
                Ok(true)
            }
            Command::Seating(SeatingCommand::DrawSeats {
                reveal: Some(_), ..
            }) => Ok(true),
            _ => Ok(false),
        }
    }

    /// Every opening draw of event `id` dealt again from its seed and compared seat by
    /// seat, with its commitment checked (issue 17).
    pub fn check_draws(&self, id: i64) -> Result<felt_core::view::draw_check::DrawCheck, ApiError> {
        let log = self.reader().log_since(id, 0)?;
        if log.is_empty() {
            return Err(ApiError::NoSuchEvent { id });
        }
        felt_core::view::draw_check::check_draws(&log)
            .map_err(|source| ApiError::Replay { id, source })
    }

    /// The TD's repair of a damaged log: record `seq` of event `id` (the one that cannot
    /// be read or folded) is set aside, so the event opens again from the records around
    /// it. Refused unless `seq` is the event's damaged record now.
    pub fn set_aside(&self, id: i64, seq: u64) -> Result<Ack, ApiError> {
        let slot = self.slot(id)?;
        let _guard = slot.write();
        let cur = self.reload(id, &slot)?;
        match &cur.damage {
            None => {
                return Err(ApiError::Repair(format!(
                    "event #{id} has no damaged record: nothing to set aside"
                )));
            }
            Some(d) if d.seq != seq => {
                return Err(ApiError::Repair(format!(
                    "the damaged record of event #{id} is #{}, not #{seq}",
                    d.seq
                )));
            }
            Some(_) => {}
        }
        let now = self.now();
        let entry = self
            .store()
            .append(id, cur.read_to, now, |newer: &[LogEntry]| {
                if newer.is_empty() {
                    Ok(Record::SetAside { target: seq })
                } else {
                    Err(())
                }
            })?
            .map_err(|()| {
                ApiError::Repair(format!(
                    "event #{id} changed while repairing it: look at it again"
                ))
            })?;
        let next = self.reload(id, &slot)?;
        let view = guarded(id, "its view", || {
            EventView::new(id, &next.t, now, RECENT, next.damage_view(), &next.senders)
        })?;
        Ok(Ack {
            seq: entry.seq,
            view,
        })
    }

    /// The full view of event `id` now (clock, recent actions).
    pub fn event_view(&self, id: i64) -> Result<EventView, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        guarded(id, "its view", || {
            EventView::new(id, &s.t, now, RECENT, s.damage_view(), &s.senders)
        })
    }

    /// The players, tables and proposed moves of event `id` now.
    pub fn field_view(&self, id: i64) -> Result<FieldView, ApiError> {
        self.field_view_with(id, true)
    }

    /// The field view of event `id` now, with every entry's row or, for a screen that
    /// reads the list a page at a time (`field_players`), without them.
    pub fn field_view_with(&self, id: i64, players: bool) -> Result<FieldView, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        guarded(id, "its players and tables", || {
            wire::field_view_now(&s.t, now, players)
        })
    }

    /// Table `table`'s part of event `id`'s room now: the table and the moves that touch
    /// it (no table when it is not in play).
    pub fn table_view(&self, id: i64, table: u32) -> Result<FieldView, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        guarded(id, "its table", || wire::table_view_now(&s.t, now, table))
    }

    /// A window of event `id`'s room now: `window.count` tables from the `window.from`th in
    /// drawing order, with every table's number (a chart's tables in view); a count of 0
    /// is the room's counts, moves and table numbers alone (a phone at the desk). A count
    /// past `WINDOW_MAX` is refused.
    pub fn window_view(&self, id: i64, window: RoomWindow) -> Result<FieldView, ApiError> {
        if window.count > WINDOW_MAX {
            return Err(ApiError::BadRequest(format!(
                "count: a window carries at most {WINDOW_MAX} tables (asked for {})",
                window.count
            )));
        }
        let now = self.now();
        let s = self.snapshot(id)?;
        guarded(id, "its tables", || {
            wire::window_view_now(&s.t, now, window)
        })
    }

    /// A page of event `id`'s player list now: the rows `query` asks for, searched here.
    pub fn field_players(&self, id: i64, query: &PlayerQuery) -> Result<PlayersPage, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        guarded(id, "its player list", || {
            let paid = felt_core::view::clock::places_paid(&s.t);
            players_page(&s.t.field, &s.t.context(now), paid, query)
        })
    }

    /// The bounty report of event `id` (`None` when the event has no bounty).
    pub fn bounty_view(&self, id: i64) -> Result<Option<BountyView>, ApiError> {
        let s = self.snapshot(id)?;
        Ok(guarded(id, "its bounty report", || {
            bounty_view(&s.t.structure, &s.t.field)
        })??)
    }

    /// Players seen in any event of this installation whose name matches `query`.
    pub fn known_players(&self, query: &str) -> Result<Vec<KnownPlayer>, ApiError> {
        Ok(self.reader().known_players(query, 12)?)
    }

    /// The clock view of event `id` now.
    pub fn clock_view(&self, id: i64) -> Result<ClockView, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        guarded(id, "its clock view", || clock_view(&s.t, now))
    }

    /// Event `id`'s periods in words: each level's game and stakes, each break's race.
    pub fn levels_view(&self, id: i64) -> Result<felt_core::view::levels::LevelsView, ApiError> {
        let s = self.snapshot(id)?;
        guarded(id, "its levels", || {
            felt_core::view::levels::levels_view(&s.t.structure)
        })
    }

    /// The normalized structure of event `id`, with the derived stakes of every level.
    pub fn structure(&self, id: i64) -> Result<Structure, ApiError> {
        Ok((*self.snapshot(id)?.t.structure).clone())
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
        let s = self.snapshot(id)?;
        let shown = self.shown_name()?;
        let mut doc = guarded(id, "its printout", || {
            results::field_document(what, &s.t, now, &shown)
        })?;
        if matches!(what, Printout::Results) {
            // The sheet pins the log it was printed from (issue 17).
            let seal = self.verify_log(id)?;
            doc = felt_core::paper::floor_paper::with_log_seal(doc, &seal);
        }
        Ok(crate::paper::render_pdf(&doc, size)?)
    }

    /// What a live display needs to know to decide whether its view changed, cheaply:
    /// the log position, the clock's period and why it is paused (if it is).
    pub fn live_key(&self, id: i64) -> Result<LiveKey, ApiError> {
        let s = self.snapshot(id)?;
        let r = felt_core::rules::clock::read(s.t.clock, &s.t.structure, self.now());
        Ok(LiveKey {
            seq: s.read_to,
            period: r.period,
            pause: r.pause_reason,
        })
    }

    /// The highest log position in the database: changes when any process writes.
    pub fn last_seq(&self) -> Result<u64, ApiError> {
        Ok(self.reader().last_seq()?)
    }

    /// Event `id`'s state now, with the records other processes added folded in. The
    /// caller computes from it with no lock held.
    pub(crate) fn snapshot(&self, id: i64) -> Result<Arc<Snapshot>, ApiError> {
        let slot = self.slot(id)?;
        let cur = slot.current();
        let newest = self.reader().event_last_seq(id)?;
        if newest <= cur.read_to {
            return Ok(cur);
        }
        let _guard = slot.write();
        let cur = slot.current();
        if newest <= cur.read_to {
            return Ok(cur);
        }
        self.catch_up(id, &slot, &cur)
    }

    /// The slot of event `id`, loading it on first use (outside the map's lock).
    fn slot(&self, id: i64) -> Result<Arc<Slot>, ApiError> {
        if let Some(s) = lock(&self.slots).get(&id) {
            return Ok(s.clone());
        }
        let (loaded, from, refused) = self.load_from(id)?;
        Ok(lock(&self.slots)
            .entry(id)
            .or_insert_with(|| {
                let slot = Slot::new(loaded, from);
                *lock(&slot.refused) = refused;
                Arc::new(slot)
            })
            .clone())
    }

    /// Event `id`'s state: from its checkpoint when the log vouches for one, else folded
    /// from the whole log; with the position of the checkpoint used, or why one was refused.
    fn load_from(&self, id: i64) -> Result<(Snapshot, Option<u64>, Option<String>), ApiError> {
        match self.load_checkpointed(id)? {
            checkpoint::FromCheckpoint::Read(s, seq) => Ok((s, Some(seq), None)),
            checkpoint::FromCheckpoint::Passed => Ok((self.load(id)?, None, None)),
            checkpoint::FromCheckpoint::Refused(why) => Ok((self.load(id)?, None, Some(why))),
        }
    }

    /// Folds event `id`'s whole log, stopping at the first damaged record.
    fn load(&self, id: i64) -> Result<Snapshot, ApiError> {
        let (lines, senders) = {
            let reader = self.reader();
            if !reader.has_event(id)? {
                return Err(ApiError::NoSuchEvent { id });
            }
            (reader.log_lines(id, 0)?, reader.senders(id, 0)?)
        };
        let read_to = lines.iter().map(line_seq).max().unwrap_or(0);
        let (t, damage) = self.fold_showable(id, &lines)?;
        Ok(Snapshot {
            t: Arc::new(t),
            damage,
            read_to,
            senders: Arc::new(senders.into_iter().collect()),
        })
    }

    /// Folds `lines` (event `id`'s log) up to its first damaged record, and further back
    /// while the state's views fail inside Felt: a record after which the event cannot
    /// be shown is damage like one that cannot be folded, so the event opens read-only
    /// at the state before it with the repair (setting it aside) offered.
    fn fold_showable(
        &self,
        id: i64,
        lines: &[crate::store::LogLine],
    ) -> Result<(Tournament, Option<Damage>), ApiError> {
        let now = self.now();
        let mut end = lines.len();
        let mut found: Option<Damage> = None;
        // Each step sets one more record aside; a handful is plenty for any real fault.
        for _ in 0..8 {
            let (t, damage) = Tournament::replay_damaged(&lines[..end])
                .map_err(|source| ApiError::Replay { id, source })?;
            let damage = damage.or(found.take());
            let Err(message) = shows(id, &t, now) else {
                return Ok((t, damage));
            };
            eprintln!("felt: event #{id}: its views failed inside Felt: {message}");
            // The damage is the last record folded: the one whose state cannot be shown.
            let last = t.last_seq();
            let Some(cut) = lines.iter().position(|l| line_seq(l) == last) else {
                break;
            };
            if cut == 0 {
                break;
            }
            end = cut;
            found = Some(Damage {
                seq: last,
                message: format!(
                    "the event cannot be shown after record #{last}: Felt failed inside ({message})"
                ),
            });
        }
        Err(ApiError::Fault {
            id,
            what: "its views",
            message: "no earlier state of the event can be shown".into(),
        })
    }

    /// Loads event `id` again and publishes it (the caller holds the slot's writer).
    fn reload(&self, id: i64, slot: &Slot) -> Result<Arc<Snapshot>, ApiError> {
        let s = Arc::new(self.load(id)?);
        slot.generation
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        slot.publish(s.clone());
        Ok(s)
    }

    /// Folds in the records after `cur` (the caller holds the slot's writer); a damaged
    /// event, or a newer record that does not fold, loads the whole log again.
    fn catch_up(&self, id: i64, slot: &Slot, cur: &Snapshot) -> Result<Arc<Snapshot>, ApiError> {
        if cur.damage.is_some() {
            return self.reload(id, slot);
        }
        let lines = self.reader().log_lines(id, cur.read_to)?;
        let mut t = (*cur.t).clone();
        for line in &lines {
            match line {
                Ok(e) if matches!(felt_core::engine::caught(|| t.apply(e)), Ok(Ok(()))) => {}
                _ => return self.reload(id, slot),
            }
        }
        let senders = self.senders_after(id, cur)?;
        let next = Arc::new(Snapshot {
            read_to: lines.iter().map(line_seq).max().unwrap_or(cur.read_to),
            t: Arc::new(t),
            damage: None,
            senders,
        });
        slot.publish(next.clone());
        Ok(next)
    }
}

impl Felt {
    /// `cur`'s senders with those of the records written after it (by this or another
    /// process) added; shared unchanged when there are none.
    fn senders_after(
        &self,
        id: i64,
        cur: &Snapshot,
    ) -> Result<Arc<BTreeMap<u64, String>>, ApiError> {
        let newer = self.reader().senders(id, cur.read_to)?;
        let mut senders = cur.senders.clone();
        if !newer.is_empty() {
            Arc::make_mut(&mut senders).extend(newer);
        }
        Ok(senders)
    }
}

impl Slot {
    fn new(s: Snapshot, opened_from: Option<u64>) -> Slot {
        Slot {
            writer: Mutex::new(()),
            current: RwLock::new(Arc::new(s)),
            opened_from,
            checkpointed: std::sync::atomic::AtomicU64::new(opened_from.unwrap_or(0)),
            generation: std::sync::atomic::AtomicU64::new(0),
            refused: Mutex::new(None),
        }
    }
}

/// Whether event `id`'s views can be computed from `t` (a fault inside Felt is caught
/// and told, never the end of the process).
fn shows(id: i64, t: &Tournament, now: UtcMs) -> Result<(), String> {
    felt_core::engine::caught(|| {
        fault::point(id);
        let _ = EventView::new(id, t, now, RECENT, None, &BTreeMap::new());
        let _ = wire::field_view_now(t, now, true);
    })
}

fn line_seq(line: &crate::store::LogLine) -> u64 {
    match line {
        Ok(e) => e.seq,
        Err((seq, _)) => *seq,
    }
}
