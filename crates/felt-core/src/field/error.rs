//! Why a player or seating action was refused; every message names who or what is at fault.
//! Each is said in the asker's language (`refusal-field-*` in the message files).

use crate::lang::{Phrase, Speak};
use crate::rules::purchase::Moment;
use crate::rules::seating::{PlayerId, SeatingError, TableNo};
use crate::structure::PurchaseWindow;

/// A refused player or seating action. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldError {
    EmptyName,
    NameTooLong {
        name: String,
        max: usize,
    },
    NameCharacter(super::names::NameFault),
    /// `busted`: the player named has busted (a re-entry is what the desk wants).
    DuplicateName {
        name: String,
        player: PlayerId,
        busted: bool,
    },
    DuplicateNumber {
        number: String,
        player: PlayerId,
        name: String,
    },
    NoSuchPlayer {
        player: PlayerId,
    },
    /// `why`: what is wrong with the pot's winners ("names one winner: ...").
    BadSplit {
        player: PlayerId,
        why: Phrase,
    },
    TicketUsed {
        satellite: i64,
        entry: PlayerId,
        name: String,
    },
    /// `why`: where the entry stands that refuses the action ("has already busted").
    PlayerState {
        player: PlayerId,
        name: String,
        why: Phrase,
    },
    RegistrationClosed {
        level: u32,
    },
    ReEntryClosed {
        name: String,
        moment: Moment,
        window: PurchaseWindow,
    },
    /// `place`: the paid place the player finished in.
    ReEntryCashed {
        name: String,
        place: u32,
    },
    NoReEntry,
    ReEntryLimit {
        name: String,
        limit: u32,
    },
    AlreadyDrawn,
    AlreadyCommitted {
        commitment: String,
    },
    /// `found`: what was sent (at most 80 characters); none when nothing was.
    BadCommitment {
        found: Option<String>,
    },
    DrawNotAsCommitted {
        why: Phrase,
    },
    NotDrawn,
    NobodyWaiting,
    TooFewToDraw {
        players: usize,
    },
    RoomTooSmall {
        tables: u32,
        seats: u8,
        capacity: usize,
        players: usize,
    },
    PlayStarted {
        player: PlayerId,
        name: String,
    },
    LastPlayer {
        name: String,
    },
    MoveTwice {
        player: PlayerId,
        name: String,
    },
    CountTwice {
        player: PlayerId,
        name: String,
    },
    NoCounts,
    SameDestination {
        table: TableNo,
        seat: u8,
    },
    NotWinTheButton,
    ButtonUnknown {
        table: TableNo,
    },
    HandForHand {
        state: HandForHandState,
    },
    /// `waiting`: the tables that have not reported the hand finished.
    TableAlreadyDone {
        table: TableNo,
        hand: u64,
        waiting: Vec<TableNo>,
    },
    SelfKnockout {
        player: PlayerId,
    },
    NotShootout,
    TableDecided {
        table: TableNo,
        advance: u32,
    },
    WinnersCount {
        table: TableNo,
        want: usize,
        got: usize,
    },
    RoundNotOver {
        tables: Vec<TableNo>,
    },
    NotHeld {
        table: TableNo,
        seat: u8,
    },
    /// `why`: what refuses the redraw, its subject the redraw ("is made between days").
    Redraw {
        why: Phrase,
    },
    CarryIn {
        why: Phrase,
    },
    /// One player of a list refused the whole list (`register_many`).
    InList {
        position: usize,
        name: String,
        error: Box<FieldError>,
    },
    EmptyList,
    ListTooLong {
        found: usize,
        max: usize,
    },
    Seating(SeatingError),
    Results(super::results::ResultsError),
    Chips(super::chips::ChipError),
    /// The clock move an action carries (a level reached by eliminations, the time a
    /// hand-for-hand hand takes) was refused: the action is refused with it.
    Clock(crate::rules::clock::ClockError),
}

/// Where hand-for-hand stands when it is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandForHandState {
    /// Turned on when it is on.
    AlreadyOn,
    /// Turned off when it is off.
    AlreadyOff,
    /// A hand reported while it is off.
    Off,
}

impl From<super::names::NameFault> for FieldError {
    fn from(f: super::names::NameFault) -> Self {
        FieldError::NameCharacter(f)
    }
}

impl From<SeatingError> for FieldError {
    fn from(e: SeatingError) -> Self {
        FieldError::Seating(e)
    }
}

impl From<super::results::ResultsError> for FieldError {
    fn from(e: super::results::ResultsError) -> Self {
        FieldError::Results(e)
    }
}

impl From<super::chips::ChipError> for FieldError {
    fn from(e: super::chips::ChipError) -> Self {
        FieldError::Chips(e)
    }
}

impl From<crate::rules::clock::ClockError> for FieldError {
    fn from(e: crate::rules::clock::ClockError) -> Self {
        FieldError::Clock(e)
    }
}

impl super::Field {
    /// An entry as a refusal names it: "entry 12 (Ann Lee)", or "entry 12" when the field
    /// has no such entry.
    pub fn label_phrase(&self, player: PlayerId) -> Phrase {
        match self.entries.get(&player) {
            Some(e) => Phrase::new("refusal-field-entry-named")
                .text("entry", player.to_string())
                .text("name", e.name.clone()),
            None => Phrase::new("refusal-field-entry").text("entry", player.to_string()),
        }
    }
}

/// Tables named in a sentence: "table 2", "tables 2 and 5", "tables 2, 5 and 7".
pub fn tables_phrase(tables: &[TableNo]) -> Phrase {
    let n: Vec<String> = tables.iter().map(ToString::to_string).collect();
    match n.as_slice() {
        [] => Phrase::new("tables-none"),
        [one] => Phrase::new("tables-one").text("table", one.clone()),
        [rest @ .., last] => Phrase::new("tables-many")
            .text("list", rest.join(", "))
            .text("last", last.clone()),
    }
}

impl Speak for FieldError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        let n = |v: &dyn ToString| v.to_string();
        match self {
            FieldError::EmptyName => p("refusal-field-empty-name"),
            FieldError::NameTooLong { name, max } => p("refusal-field-name-too-long")
                .text("name", name.clone())
                .count("max", *max),
            FieldError::NameCharacter(f) => f.phrase(),
            FieldError::DuplicateName {
                name,
                player,
                busted,
            } => p(if *busted {
                "refusal-field-duplicate-name-busted"
            } else {
                "refusal-field-duplicate-name"
            })
            .text("name", name.clone())
            .text("entry", n(player)),
            FieldError::DuplicateNumber {
                number,
                player,
                name,
            } => p("refusal-field-duplicate-number")
                .text("number", number.clone())
                .text("entry", n(player))
                .text("name", name.clone()),
            FieldError::NoSuchPlayer { player } => {
                p("refusal-field-no-such-entry").text("entry", n(player))
            }
            FieldError::BadSplit { player, why } => p("refusal-field-bad-split")
                .text("entry", n(player))
                .phrase("why", why.clone()),
            FieldError::TicketUsed {
                satellite,
                entry,
                name,
            } => p("refusal-field-ticket-used")
                .text("entry", n(entry))
                .text("satellite", n(satellite))
                .text("name", name.clone()),
            FieldError::PlayerState { player, name, why } => p("refusal-field-entry-state")
                .text("entry", n(player))
                .text("name", name.clone())
                .phrase("why", why.clone()),
            FieldError::RegistrationClosed { level } => {
                p("refusal-field-registration-closed").text("level", n(level))
            }
            FieldError::ReEntryClosed {
                name,
                moment,
                window,
            } => p("refusal-field-re-entry-closed")
                .text("name", name.clone())
                .phrase("moment", moment.phrase())
                .phrase("window", crate::rules::purchase::window_phrase(*window)),
            FieldError::ReEntryCashed { name, place } => p("refusal-field-re-entry-cashed")
                .text("name", name.clone())
                .place("place", *place, *place),
            FieldError::NoReEntry => p("refusal-field-no-re-entry"),
            FieldError::ReEntryLimit { name, limit } => p("refusal-field-re-entry-limit")
                .text("name", name.clone())
                .count("limit", *limit),
            FieldError::AlreadyDrawn => p("refusal-field-already-drawn"),
            FieldError::AlreadyCommitted { commitment } => {
                p("refusal-field-already-committed").text("commitment", commitment.clone())
            }
            FieldError::BadCommitment { found } => match found {
                Some(f) => p("refusal-field-bad-commitment").text("found", format!("{f:?}")),
                None => p("refusal-field-bad-commitment-none"),
            },
            FieldError::DrawNotAsCommitted { why } => why.clone(),
            FieldError::NotDrawn => p("refusal-field-not-drawn"),
            FieldError::NobodyWaiting => p("refusal-field-nobody-waiting"),
            FieldError::TooFewToDraw { players } => {
                p("refusal-field-too-few-to-draw").count("players", *players)
            }
            FieldError::RoomTooSmall {
                tables,
                seats,
                capacity,
                players,
            } => p("refusal-field-room-too-small")
                .count("tables", *tables)
                .count("seats", *seats)
                .text("capacity", n(capacity))
                .count("players", *players),
            FieldError::PlayStarted { player, name } => p("refusal-field-play-started")
                .text("entry", n(player))
                .text("name", name.clone()),
            FieldError::LastPlayer { name } => {
                p("refusal-field-last-player").text("name", name.clone())
            }
            FieldError::MoveTwice { player, name } => p("refusal-field-move-twice")
                .text("entry", n(player))
                .text("name", name.clone()),
            FieldError::CountTwice { player, name } => p("refusal-field-count-twice")
                .text("entry", n(player))
                .text("name", name.clone()),
            FieldError::NoCounts => p("refusal-field-no-counts"),
            FieldError::SameDestination { table, seat } => p("refusal-field-same-destination")
                .text("table", n(table))
                .text("seat", n(seat)),
            FieldError::NotWinTheButton => p("refusal-field-not-win-the-button"),
            FieldError::ButtonUnknown { table } => {
                p("refusal-field-button-unknown").text("table", n(table))
            }
            FieldError::HandForHand { state } => p(match state {
                HandForHandState::AlreadyOn => "refusal-field-h4h-already-on",
                HandForHandState::AlreadyOff => "refusal-field-h4h-already-off",
                HandForHandState::Off => "refusal-field-h4h-off",
            }),
            FieldError::TableAlreadyDone {
                table,
                hand,
                waiting,
            } => p("refusal-field-table-already-done")
                .text("table", n(table))
                .text("hand", n(hand))
                .phrase("waiting", tables_phrase(waiting)),
            FieldError::SelfKnockout { player } => {
                p("refusal-field-self-knockout").text("entry", n(player))
            }
            FieldError::NotShootout => p("refusal-field-not-shootout"),
            FieldError::TableDecided { table, advance } => p("refusal-field-table-decided")
                .text("table", n(table))
                .count("advance", *advance),
            FieldError::WinnersCount { table, want, got } => p("refusal-field-winners-count")
                .text("table", n(table))
                .count("want", *want)
                .text("got", n(got)),
            FieldError::RoundNotOver { tables } => {
                p("refusal-field-round-not-over").text("tables", format!("{tables:?}"))
            }
            FieldError::NotHeld { table, seat } => p("refusal-field-not-held")
                .text("table", n(table))
                .text("seat", n(seat)),
            FieldError::Redraw { why } => p("refusal-field-redraw").phrase("why", why.clone()),
            FieldError::CarryIn { why } => p("refusal-field-carry-in").phrase("why", why.clone()),
            FieldError::InList {
                position,
                name,
                error,
            } => p("refusal-field-in-list")
                .text("position", n(position))
                .text("name", name.clone())
                .phrase("error", error.phrase()),
            FieldError::EmptyList => p("refusal-field-empty-list"),
            FieldError::ListTooLong { found, max } => p("refusal-field-list-too-long")
                .count("found", *found)
                .figure("max", *max as u64),
            FieldError::Seating(e) => e.phrase(),
            FieldError::Results(e) => e.phrase(),
            FieldError::Chips(e) => e.phrase(),
            FieldError::Clock(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(FieldError);

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
