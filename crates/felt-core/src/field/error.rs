//! Why a player or seating action was refused; every message names who or what is at fault.

use crate::rules::seating::{PlayerId, SeatingError, TableNo};
use thiserror::Error;

/// A refused player or seating action. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FieldError {
    #[error("a player needs a name")]
    EmptyName,
    #[error("the name \"{name}\" is longer than {max} characters")]
    NameTooLong { name: String, max: usize },
    #[error("{0}")]
    NameCharacter(super::names::NameFault),
    #[error("{name} is already registered as entry {player}{hint}")]
    DuplicateName {
        name: String,
        player: PlayerId,
        hint: &'static str,
    },
    #[error("player number {number} is already used by entry {player} ({name})")]
    DuplicateNumber {
        number: String,
        player: PlayerId,
        name: String,
    },
    #[error("there is no entry {player} in this event")]
    NoSuchPlayer { player: PlayerId },
    #[error("the bust of entry {player} {why}")]
    BadSplit { player: PlayerId, why: String },
    #[error("the seat entry {entry} won in event #{satellite} was used already, by {name}")]
    TicketUsed {
        satellite: i64,
        entry: PlayerId,
        name: String,
    },
    #[error("entry {player} ({name}) {why}")]
    PlayerState {
        player: PlayerId,
        name: String,
        why: &'static str,
    },
    #[error("late registration closed at the end of level {level}")]
    RegistrationClosed { level: u32 },
    #[error("{name} cannot re-enter at {moment}: re-entry is sold during {window}")]
    ReEntryClosed {
        name: String,
        moment: crate::rules::purchase::Moment,
        window: String,
    },
    #[error(
        "{name} finished {place} in the money and cannot re-enter: a player who has cashed is out for good"
    )]
    ReEntryCashed { name: String, place: String },
    #[error("this event has no re-entry")]
    NoReEntry,
    #[error(
        "{name} has used all {}",
        crate::words::count(u64::from(*.limit), "re-entry", "re-entries")
    )]
    ReEntryLimit { name: String, limit: u32 },
    #[error("seats are already drawn; late players are seated as they register")]
    AlreadyDrawn,
    #[error(
        "the seat draw is committed already ({commitment}); undo that commitment to make another"
    )]
    AlreadyCommitted { commitment: String },
    #[error(
        "a commitment is 64 hex characters (the SHA-256 of the draw's secret); found {found:?}"
    )]
    BadCommitment { found: String },
    #[error("{why}")]
    DrawNotAsCommitted { why: String },
    #[error("seats are not drawn yet")]
    NotDrawn,
    #[error("nobody is waiting for a seat: every player still in is seated")]
    NobodyWaiting,
    #[error(
        "{} cannot be seated: the draw needs at least 2",
        crate::words::count(*.players as u64, "player", "players")
    )]
    TooFewToDraw { players: usize },
    #[error(
        "the room has {} of {} ({capacity} usable), not enough for {}",
        crate::words::count(u64::from(*.tables), "table", "tables"),
        crate::words::count(u64::from(*.seats), "seat", "seats"),
        crate::words::count(*.players as u64, "player", "players")
    )]
    RoomTooSmall {
        tables: u32,
        seats: u8,
        capacity: usize,
        players: usize,
    },
    #[error("play has started: entry {player} ({name}) can only be busted, not unregistered")]
    PlayStarted { player: PlayerId, name: String },
    #[error("{name} is the last player left and wins the event; there is nobody left to bust")]
    LastPlayer { name: String },
    #[error("move of entry {player} ({name}) is listed twice")]
    MoveTwice { player: PlayerId, name: String },
    #[error("entry {player} ({name}) is counted twice")]
    CountTwice { player: PlayerId, name: String },
    #[error("no chip count was given")]
    NoCounts,
    #[error("two moves go to table {table}, seat {seat}")]
    SameDestination { table: TableNo, seat: u8 },
    #[error("this event is not played win-the-button")]
    NotWinTheButton,
    #[error("table {table} has no button recorded; record it before the hand's winner")]
    ButtonUnknown { table: TableNo },
    #[error("hand-for-hand is {state}")]
    HandForHand { state: &'static str },
    #[error("table {table} already reported hand {hand} finished; waiting for {waiting}")]
    TableAlreadyDone {
        table: TableNo,
        hand: u64,
        waiting: String,
    },
    #[error("entry {player} cannot knock out entry {player}")]
    SelfKnockout { player: PlayerId },
    #[error("this event is not a shootout")]
    NotShootout,
    #[error(
        "table {table} is down to its {}: nobody else busts there this round",
        crate::words::count(u64::from(*.advance), "advancing player", "advancing players")
    )]
    TableDecided { table: TableNo, advance: u32 },
    #[error(
        "table {table} advances {}, not {got}",
        crate::words::count(*.want as u64, "player", "players")
    )]
    WinnersCount {
        table: TableNo,
        want: usize,
        got: usize,
    },
    #[error("the round is not over: table(s) {tables:?} still play")]
    RoundNotOver { tables: Vec<TableNo> },
    #[error("seat {seat} at table {table} is not held")]
    NotHeld { table: TableNo, seat: u8 },
    #[error("the redraw {why}")]
    Redraw { why: String },
    #[error("the flights cannot be carried in: {why}")]
    CarryIn { why: String },
    /// One player of a list refused the whole list (`register_many`).
    #[error("player {position} of the list ({name}): {error}; nothing was registered")]
    InList {
        position: usize,
        name: String,
        error: Box<FieldError>,
    },
    #[error("the list has no player to register")]
    EmptyList,
    #[error(
        "the list has {}, more than the {} one action registers",
        crate::words::count(*.found as u64, "player", "players"),
        crate::words::chips(*.max as u64)
    )]
    ListTooLong { found: usize, max: usize },
    #[error(transparent)]
    Seating(#[from] SeatingError),
    #[error(transparent)]
    Results(#[from] super::results::ResultsError),
    #[error(transparent)]
    Chips(#[from] super::chips::ChipError),
    /// The clock move an action carries (a level reached by eliminations, the time a
    /// hand-for-hand hand takes) was refused: the action is refused with it.
    #[error(transparent)]
    Clock(#[from] crate::rules::clock::ClockError),
}

impl From<super::names::NameFault> for FieldError {
    fn from(f: super::names::NameFault) -> Self {
        FieldError::NameCharacter(f)
    }
}

impl FieldError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            FieldError::EmptyName
            | FieldError::NameTooLong { .. }
            | FieldError::NameCharacter(_) => "bad-name",
            FieldError::DuplicateName { .. } => "duplicate-name",
            FieldError::DuplicateNumber { .. } => "duplicate-number",
            FieldError::NoSuchPlayer { .. } => "no-such-player",
            FieldError::TicketUsed { .. } => "ticket-used",
            FieldError::PlayerState { .. } => "player-state",
            FieldError::RegistrationClosed { .. } => "registration-closed",
            FieldError::ReEntryClosed { .. } => "re-entry-closed",
            FieldError::ReEntryCashed { .. } => "re-entry-cashed",
            FieldError::NoReEntry | FieldError::ReEntryLimit { .. } => "no-re-entry",
            FieldError::AlreadyDrawn => "already-drawn",
            FieldError::AlreadyCommitted { .. } => "already-committed",
            FieldError::BadCommitment { .. } => "bad-commitment",
            FieldError::DrawNotAsCommitted { .. } => "draw-not-as-committed",
            FieldError::NotDrawn => "not-drawn",
            FieldError::Redraw { .. } => "redraw-refused",
            FieldError::CarryIn { .. } => "bad-carry-in",
            FieldError::NobodyWaiting => "nobody-waiting",
            FieldError::TooFewToDraw { .. } | FieldError::RoomTooSmall { .. } => "cannot-draw",
            FieldError::PlayStarted { .. } => "play-started",
            FieldError::LastPlayer { .. } => "last-player",
            FieldError::MoveTwice { .. } | FieldError::SameDestination { .. } => "bad-moves",
            FieldError::CountTwice { .. } | FieldError::NoCounts => "bad-counts",
            FieldError::NotWinTheButton | FieldError::ButtonUnknown { .. } => "button",
            FieldError::HandForHand { .. } | FieldError::TableAlreadyDone { .. } => "hand-for-hand",
            FieldError::SelfKnockout { .. } | FieldError::BadSplit { .. } => "bad-knockout",
            FieldError::NotHeld { .. } | FieldError::Seating(_) => "seating",
            FieldError::NotShootout
            | FieldError::TableDecided { .. }
            | FieldError::WinnersCount { .. }
            | FieldError::RoundNotOver { .. } => "shootout",
            FieldError::InList { error, .. } => error.code(),
            FieldError::EmptyList | FieldError::ListTooLong { .. } => "bad-list",
            FieldError::Results(e) => e.code(),
            FieldError::Chips(e) => e.code(),
            FieldError::Clock(e) => e.code(),
        }
    }
}
