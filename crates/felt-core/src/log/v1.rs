//! Version 1 of the stored record: the JSON every Felt so far has written.
//!
//! Each name here is spelled out (`rename`) rather than derived from a Rust name, so
//! renaming a domain type, field or variant cannot change what is stored or read. Unknown
//! fields are ignored (a later Felt may add some); a missing `Option` field reads as
//! `None`. Never rename or remove anything in this file: a new shape is a new version.

use serde::{Deserialize, Serialize};

/// One line of an event's log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum LogRecord {
    #[serde(rename = "event")]
    Event { event: Event },
    #[serde(rename = "undo")]
    Undo { target: u64 },
    #[serde(rename = "redo")]
    Redo { target: u64 },
    /// Added later; an older Felt reads it as a damaged record.
    #[serde(rename = "set_aside")]
    SetAside { target: u64 },
    /// Added with schema 14 (so that an older Felt refuses the database
    /// before it meets one): the digest of the checkpoint folded to record `upto`.
    #[serde(rename = "checkpoint_sealed")]
    CheckpointSealed { upto: u64, digest: String },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    /// The structure is read back from `source` (the file's text); `structure` is the
    /// parsed structure as it was stored, kept only as a fallback for a source that a
    /// later, stricter parser refuses.
    #[serde(rename = "created")]
    Created {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        structure: Option<serde_json::Value>,
        file: String,
        source: String,
    },
    #[serde(rename = "clock_changed")]
    ClockChanged { action: ClockAction, clock: Clock },
    #[serde(rename = "count_changed")]
    CountChanged {
        counter: Counter,
        delta: i32,
        counts: Counts,
    },
    #[serde(rename = "field")]
    Field { change: FieldEvent },
    /// Added later: see `v1_structure`.
    #[serde(rename = "structure_changed")]
    StructureChanged {
        action: super::v1_structure::Action,
        edits: Vec<super::v1_structure::Edit>,
        clock: Clock,
        text: String,
    },
    /// Added later: the TD's message to the displays, or none.
    #[serde(rename = "announced")]
    Announced {
        #[serde(default)]
        text: Option<String>,
    },
    /// Added later: the event's language by its tag ("de"), or none (each browser's). A
    /// tag this Felt does not know does not read: the record is damage, shown as such.
    #[serde(rename = "language_set")]
    LanguageSet {
        #[serde(default)]
        lang: Option<crate::lang::Language>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op")]
pub enum ClockAction {
    #[serde(rename = "start")]
    Start,
    #[serde(rename = "pause")]
    Pause,
    #[serde(rename = "resume")]
    Resume,
    #[serde(rename = "next-level")]
    NextLevel,
    #[serde(rename = "previous-level")]
    PreviousLevel,
    #[serde(rename = "go-to")]
    GoTo { period: usize },
    #[serde(rename = "set-remaining")]
    SetRemaining { ms: i64 },
    #[serde(rename = "add-time")]
    AddTime { ms: i64 },
    #[serde(rename = "end-day")]
    EndDay,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state")]
pub enum Clock {
    #[serde(rename = "running")]
    Running { period: usize, ends_at: i64 },
    #[serde(rename = "paused")]
    Paused {
        period: usize,
        remaining_ms: i64,
        reason: PauseReason,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PauseReason {
    #[serde(rename = "not-started")]
    NotStarted,
    #[serde(rename = "manual")]
    Manual,
    #[serde(rename = "auto-pause")]
    AutoPause,
    #[serde(rename = "end-of-day")]
    EndOfDay,
    #[serde(rename = "structure-ended")]
    StructureEnded,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Counter {
    #[serde(rename = "entries")]
    Entries,
    #[serde(rename = "players")]
    Players,
    #[serde(rename = "add-ons")]
    AddOns,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    #[serde(rename = "entries")]
    pub entries: u32,
    #[serde(rename = "players_left")]
    pub players_left: u32,
    #[serde(rename = "add_ons")]
    pub add_ons: u32,
}

/// One entry of `RegisteredMany`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registration {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "name")]
    pub name: String,
    #[serde(rename = "number")]
    pub number: Option<String>,
    #[serde(rename = "seat")]
    pub seat: Option<SeatRef>,
    #[serde(rename = "opened")]
    pub opened: Option<TableSpec>,
    #[serde(rename = "seed")]
    pub seed: Option<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRef {
    #[serde(rename = "table")]
    pub table: u32,
    #[serde(rename = "seat")]
    pub seat: u8,
}

/// One winner's share of a pot that knocked a player out (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PotShare {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "share")]
    pub share: u64,
}

/// A mystery envelope drawn at a knockout (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MysteryDraw {
    #[serde(rename = "value")]
    pub value: u64,
    #[serde(rename = "seed")]
    pub seed: u64,
}

/// A satellite seat used as an entry's buy-in (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    #[serde(rename = "satellite")]
    pub satellite: i64,
    #[serde(rename = "entry")]
    pub entry: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSpec {
    #[serde(rename = "table")]
    pub table: u32,
    #[serde(rename = "seats")]
    pub seats: u8,
}

/// A player's chip count (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChipCount {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "chips")]
    pub chips: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "at")]
    pub at: SeatRef,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum SeatHold {
    #[serde(rename = "locked")]
    Locked,
    #[serde(rename = "reserved")]
    Reserved { player: Option<u32> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldSeat {
    #[serde(rename = "at")]
    pub at: SeatRef,
    #[serde(rename = "hold")]
    pub hold: SeatHold,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveKind {
    #[serde(rename = "balance")]
    Balance,
    #[serde(rename = "break_table")]
    BreakTable,
    #[serde(rename = "final_table")]
    FinalTable,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveDone {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "from")]
    pub from: SeatRef,
    #[serde(rename = "to")]
    pub to: SeatRef,
    #[serde(rename = "kind")]
    pub kind: MoveKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "place")]
    pub place: u32,
    #[serde(rename = "shared_to")]
    pub shared_to: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LockedPayouts {
    #[serde(rename = "entries")]
    pub entries: u32,
    #[serde(rename = "prizes")]
    pub prizes: Vec<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealKind {
    #[serde(rename = "chop")]
    Chop,
    #[serde(rename = "icm")]
    Icm,
    #[serde(rename = "custom")]
    Custom,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRecord {
    #[serde(rename = "method")]
    pub method: DealKind,
    #[serde(rename = "players")]
    pub players: Vec<u32>,
    #[serde(rename = "amounts")]
    pub amounts: Vec<u64>,
    #[serde(rename = "play_for")]
    pub play_for: u64,
    #[serde(rename = "prizes")]
    pub prizes: Vec<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LammerDeadline {
    #[serde(rename = "redeem")]
    Redeem,
    #[serde(rename = "forfeit")]
    Forfeit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeadlineAction {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "count")]
    pub count: u32,
    #[serde(rename = "chips")]
    pub chips: u64,
    #[serde(rename = "rule")]
    pub rule: LammerDeadline,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PurchaseKind {
    #[serde(rename = "rebuy")]
    Rebuy,
    #[serde(rename = "add_on")]
    AddOn,
    #[serde(rename = "re_entry")]
    ReEntry,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", content = "level")]
pub enum Moment {
    #[serde(rename = "level")]
    Level(u32),
    #[serde(rename = "break_after")]
    BreakAfter(u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchase {
    #[serde(rename = "player")]
    pub player: u32,
    #[serde(rename = "kind")]
    pub kind: PurchaseKind,
    #[serde(rename = "moment")]
    pub moment: Moment,
    #[serde(rename = "chips")]
    pub chips: u64,
    #[serde(rename = "price")]
    pub price: u64,
    #[serde(rename = "fee")]
    pub fee: u64,
}

/// A change to the players and seats, with its outcome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum FieldEvent {
    #[serde(rename = "registered")]
    Registered {
        player: u32,
        name: String,
        number: Option<String>,
        re_entry_of: Option<u32>,
        seat: Option<SeatRef>,
        opened: Option<TableSpec>,
        seed: Option<u64>,
        /// The satellite seat used as the buy-in (added later; absent in older records).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ticket: Option<Ticket>,
    },
    /// Many first entries in one action (added later).
    #[serde(rename = "registered_many")]
    RegisteredMany { entries: Vec<Registration> },
    #[serde(rename = "unregistered")]
    Unregistered { player: u32 },
    #[serde(rename = "seats_drawn")]
    SeatsDrawn {
        seed: u64,
        tables: Vec<TableSpec>,
        held: Vec<HeldSeat>,
        seats: Vec<Placed>,
        /// The committed secret the seed came from (added later; absent in older records).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reveal: Option<String>,
    },
    /// The desk's commitment to the opening draw's secret (added later: an older
    /// Felt reads it as a damaged record).
    #[serde(rename = "draw_committed")]
    DrawCommitted { commitment: String },
    #[serde(rename = "alternates_seated")]
    AlternatesSeated {
        seed: u64,
        seats: Vec<Placed>,
        opened: Vec<TableSpec>,
    },
    #[serde(rename = "busted")]
    Busted {
        player: u32,
        seat: SeatRef,
        hand: u64,
        hand_for_hand: bool,
        stack: Option<u64>,
        by: Option<u32>,
        #[serde(default)]
        clock: Option<Clock>,
        /// The pot's winners with their shares (added later; absent in older records).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        split: Vec<PotShare>,
        /// The mystery envelope drawn (added later; absent in older records and in events
        /// without mystery bounties).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mystery: Option<MysteryDraw>,
    },
    #[serde(rename = "hard_stop")]
    HardStop { finishes: Vec<Finish> },
    #[serde(rename = "moved")]
    Moved {
        seed: u64,
        resize: Option<TableSpec>,
        moves: Vec<MoveDone>,
        closed: Vec<u32>,
    },
    #[serde(rename = "button_set")]
    ButtonSet {
        table: u32,
        seat: Option<u8>,
        winners: Vec<u8>,
    },
    #[serde(rename = "seat_held")]
    SeatHeld { at: SeatRef, hold: Option<SeatHold> },
    #[serde(rename = "hand_for_hand")]
    HandForHand { on: bool },
    #[serde(rename = "hand_for_hand_hand")]
    HandForHandHand { hand: u64, clock: Option<Clock> },
    /// One table finished a hand-for-hand hand (added later).
    #[serde(rename = "table_hand_done")]
    TableHandDone { table: u32, hand: u64 },
    /// Players' chips as counted (added later).
    #[serde(rename = "counted")]
    Counted { counts: Vec<ChipCount> },
    #[serde(rename = "table_won")]
    TableWon {
        table: u32,
        winners: Vec<u32>,
        busted: Vec<Placed>,
        hand: u64,
    },
    #[serde(rename = "round_drawn")]
    RoundDrawn {
        round: u32,
        seed: u64,
        tables: Vec<TableSpec>,
        seats: Vec<Placed>,
    },
    /// Every player redrawn for a new day (added later).
    #[serde(rename = "redrawn")]
    Redrawn {
        seed: u64,
        rule: RedrawRule,
        tables: Vec<TableSpec>,
        seats: Vec<Placed>,
    },
    /// A day 2's survivors carried in from its flights (added later).
    #[serde(rename = "carried_in")]
    CarriedIn {
        rule: FlightRule,
        flights: Vec<FlightTotal>,
        players: Vec<Carried>,
        first: u32,
    },
    #[serde(rename = "payouts_locked")]
    PayoutsLocked { lock: LockedPayouts },
    #[serde(rename = "payouts_unlocked")]
    PayoutsUnlocked,
    #[serde(rename = "deal_made")]
    DealMade { deal: DealRecord },
    #[serde(rename = "savers_agreed")]
    SaversAgreed { left: u32, amounts: Vec<u64> },
    #[serde(rename = "lammers_redeemed")]
    LammersRedeemed {
        player: u32,
        level: u32,
        count: u32,
        chips: u64,
    },
    #[serde(rename = "bust_held")]
    BustHeld { player: u32, held: u32 },
    #[serde(rename = "lammer_deadline_passed")]
    LammerDeadlinePassed {
        level: u32,
        actions: Vec<DeadlineAction>,
    },
    #[serde(rename = "purchased")]
    Purchased { purchase: Purchase },
    #[serde(rename = "chip_race_done")]
    ChipRaceDone {
        table: u32,
        removed_value: u64,
        added_value: u64,
        /// The race the app dealt, with its seed (added later).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        race: Option<RaceRecord>,
    },
}

/// How a redraw seats the players (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RedrawRule {
    #[serde(rename = "random")]
    Random,
    #[serde(rename = "chips")]
    Chips,
}

/// What a player from several flights carries (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FlightRule {
    #[serde(rename = "best_stack")]
    BestStack,
    #[serde(rename = "all_stacks")]
    AllStacks,
}

/// A flight's totals as merged into a day 2 (added later).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlightTotal {
    #[serde(rename = "event")]
    pub event: i64,
    #[serde(rename = "name")]
    pub name: String,
    #[serde(rename = "entries")]
    pub entries: u32,
    #[serde(rename = "re_entries")]
    pub re_entries: u32,
    #[serde(rename = "rebuys")]
    pub rebuys: u32,
    #[serde(rename = "add_ons")]
    pub add_ons: u32,
    #[serde(rename = "collected")]
    pub collected: u64,
    #[serde(rename = "fees")]
    pub fees: u64,
    #[serde(rename = "survivors")]
    pub survivors: u32,
    /// The flight's players who bagged nothing (added later; absent in older records).
    #[serde(rename = "out", default, skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<String>,
}

/// One bag from a flight (added later).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlightBag {
    #[serde(rename = "event")]
    pub event: i64,
    #[serde(rename = "entry")]
    pub entry: u32,
    #[serde(rename = "chips")]
    pub chips: u64,
}

/// A survivor carried into a day 2 (added later).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carried {
    #[serde(rename = "name")]
    pub name: String,
    #[serde(rename = "number")]
    pub number: Option<String>,
    #[serde(rename = "chips")]
    pub chips: u64,
    #[serde(rename = "bags")]
    pub bags: Vec<FlightBag>,
}

/// A chip race the app dealt (added later).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceRecord {
    #[serde(rename = "remove")]
    pub remove: u64,
    #[serde(rename = "next")]
    pub next: u64,
    /// The way of racing by its structure-file name ("race", "classic", ...).
    #[serde(rename = "variant")]
    pub variant: crate::structure::RaceVariant,
    #[serde(rename = "counts")]
    pub counts: Vec<u64>,
    #[serde(rename = "others")]
    pub others: Vec<Option<u64>>,
    #[serde(rename = "seed")]
    pub seed: u64,
    #[serde(rename = "received")]
    pub received: Vec<u64>,
}
