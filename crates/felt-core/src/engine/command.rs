//! TD actions.

use crate::clock::ClockAction;
use crate::field::decide::{ChipCount, MoveOrder, SeatTarget};
use crate::seating::{PlayerId, SeatNo, TableNo};
use serde::{Deserialize, Serialize};

/// The manual counters a TD keeps on the clock when players are not tracked one by one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "kebab-case")]
pub enum Counter {
    /// Entries (each also adds a player still in).
    Entries,
    /// Players still in (a bust is -1).
    Players,
    /// Add-ons bought.
    AddOns,
}

/// An action a TD asks for on one event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// Start the clock for the first time.
    Start,
    Pause,
    Resume,
    NextLevel,
    PreviousLevel,
    /// Jump to a period (level or break) by its index in the structure.
    GoTo {
        period: usize,
    },
    /// Set the time left in the current period.
    SetRemaining {
        ms: i64,
    },
    /// Add time to the current period; negative subtracts.
    AddTime {
        ms: i64,
    },
    /// End the day's play: the clock stops where it is.
    EndDay,
    /// Change a counter by `delta` (negative lowers it).
    Adjust {
        counter: Counter,
        delta: i32,
    },
    /// Register a player (a first entry). After the seat draw the player draws a seat at
    /// once (`seed`: the draw's seed; the server picks one when absent).
    Register {
        name: String,
        #[serde(default)]
        number: Option<String>,
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
    },
    /// Withdraw an entry before play starts.
    Unregister {
        player: PlayerId,
    },
    /// A busted entry buys a new one.
    ReEnter {
        player: PlayerId,
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
    },
    /// The opening seat draw, keeping `held` seats out.
    DrawSeats {
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
        #[serde(default)]
        held: Vec<HoldOrder>,
    },
    /// Seat waiting players (alternates) in the seats open now.
    SeatAlternates {
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
    },
    /// A player is out. `same_hand`: on the same hand as the previous bust; `stack`: the
    /// chips he started that hand with (decides places between busts of one hand);
    /// `by`: who knocked him out (bounties).
    Bust {
        player: PlayerId,
        #[serde(default)]
        same_hand: bool,
        #[serde(default)]
        #[ts(type = "number | null")]
        stack: Option<u64>,
        #[serde(default)]
        by: Option<PlayerId>,
    },
    /// Confirm moves: the pending plan's (with its seed), as proposed or edited.
    ConfirmMoves {
        #[ts(type = "number")]
        seed: u64,
        moves: Vec<MoveOrder>,
    },
    /// Record the button seat for the next hand at a table (`null`: unknown).
    SetButton {
        table: TableNo,
        seat: Option<SeatNo>,
    },
    /// Win-the-button: the winning seat(s) of the hand just played at a table.
    HandWon {
        table: TableNo,
        seats: Vec<SeatNo>,
    },
    /// Hold an empty seat out of play, or release it (`hold` null).
    HoldSeat {
        at: SeatTarget,
        hold: Option<HoldKind>,
    },
    /// Shootout: the winner(s) of a table; everyone else there busts on one hand.
    TableWon {
        table: TableNo,
        players: Vec<PlayerId>,
    },
    /// Shootout: draw the next round from the players through.
    NextRound {
        #[serde(default)]
        #[ts(type = "number | null")]
        seed: Option<u64>,
    },
    /// Stop play now: the players still in are placed by these chip counts.
    HardStop {
        counts: Vec<ChipCount>,
    },
    /// Turn hand-for-hand on or off.
    HandForHand {
        on: bool,
    },
    /// Every table finished the hand-for-hand hand.
    HandForHandHand,
    /// Lock the prizes worked out now, so later entries do not change them.
    LockPayouts,
    /// Let the prizes follow the entries again.
    UnlockPayouts,
    /// Record the deal the remaining players agreed: every one listed with the amount
    /// paid now, `play_for` kept for the winner, `agreed` the players who said yes.
    Deal {
        method: crate::field::results::DealKind,
        players: Vec<PlayerId>,
        #[ts(type = "Array<number>")]
        amounts: Vec<u64>,
        #[serde(default)]
        #[ts(type = "number")]
        play_for: u64,
        #[serde(default)]
        agreed: Vec<PlayerId>,
    },
    /// Redeem `count` (default 1) of a player's lammers, between hands, at the clock's level.
    RedeemLammers {
        player: PlayerId,
        #[serde(default = "one")]
        count: u32,
    },
    /// Apply the event's rule to every lammer still held, at or after the deadline level.
    LammerDeadline,
    /// A rebuy or an add-on for a player; `stack`: his chips as the desk counted them
    /// (checked against the offer's stack ceiling when given).
    Purchase {
        player: PlayerId,
        kind: BuyKind,
        #[serde(default)]
        #[ts(type = "number | null")]
        stack: Option<u64>,
    },
    /// A chip race done at a table: the value of the chips removed from play and of the
    /// larger chips given back.
    ChipRaceDone {
        table: TableNo,
        #[ts(type = "number")]
        removed_value: u64,
        #[ts(type = "number")]
        added_value: u64,
    },
    /// Undo the most recent action that is not undone.
    Undo,
    /// Redo the most recently undone action.
    Redo,
}

impl Command {
    /// The clock operation this command is, if it is one.
    pub fn clock_action(&self) -> Option<ClockAction> {
        Some(match *self {
            Command::Start => ClockAction::Start,
            Command::Pause => ClockAction::Pause,
            Command::Resume => ClockAction::Resume,
            Command::NextLevel => ClockAction::NextLevel,
            Command::PreviousLevel => ClockAction::PreviousLevel,
            Command::GoTo { period } => ClockAction::GoTo { period },
            Command::SetRemaining { ms } => ClockAction::SetRemaining { ms },
            Command::AddTime { ms } => ClockAction::AddTime { ms },
            Command::EndDay => ClockAction::EndDay,
            _ => return None,
        })
    }
}

fn one() -> u32 {
    1
}

/// What a player buys at the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum BuyKind {
    Rebuy,
    AddOn,
}

impl From<BuyKind> for crate::purchase::PurchaseKind {
    fn from(k: BuyKind) -> Self {
        match k {
            BuyKind::Rebuy => crate::purchase::PurchaseKind::Rebuy,
            BuyKind::AddOn => crate::purchase::PurchaseKind::AddOn,
        }
    }
}

/// A seat held at the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct HoldOrder {
    pub at: SeatTarget,
    pub hold: HoldKind,
}

/// Why a seat is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum HoldKind {
    /// Out of use.
    Locked,
    /// Kept (for a player who needs that seat, a late arrival).
    Reserved,
}

impl HoldKind {
    pub(crate) fn hold(self) -> crate::seating::SeatHold {
        match self {
            HoldKind::Locked => crate::seating::SeatHold::Locked,
            HoldKind::Reserved => crate::seating::SeatHold::Reserved { player: None },
        }
    }
}

impl Command {
    /// True when the command draws seats and takes a seed the caller may fill in.
    pub fn seed_slot(&mut self) -> Option<&mut Option<u64>> {
        match self {
            Command::Register { seed, .. }
            | Command::ReEnter { seed, .. }
            | Command::DrawSeats { seed, .. }
            | Command::SeatAlternates { seed }
            | Command::NextRound { seed } => Some(seed),
            _ => None,
        }
    }
}
