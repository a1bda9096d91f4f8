//! The stored format of an event's log: a file format, versioned, kept apart from the
//! domain types.
//!
//! The engine's [`Record`]s are what the rules work with; what the database holds is a
//! [`v1::LogRecord`], whose every name is spelled out, mapped to and from the domain by
//! hand here. A domain type can then be renamed or reshaped for the rules' or the UI's
//! sake and the compiler points at this mapping, instead of old databases silently
//! becoming unreadable. `tests/it/golden_logs.rs` replays logs that earlier Felts wrote.
//!
//! Each stored record carries its format number ([`FORMAT`] for what this Felt writes).
//! A future format adds a module `v2`, writes it, and keeps reading `v1` by upgrading
//! each old record as it is read; old records are never rewritten.
//!
//! The creation record keeps the structure file's text; the structure is parsed from it
//! again when the log is read, so the stored log does not depend on how the parsed
//! `Structure` is laid out. The parsed structure stored beside it is read only when the
//! text no longer parses (a later Felt refusing what an earlier one accepted).

pub mod chain;
pub mod checkpoint;
pub mod v1;
pub mod v1_structure;

use crate::engine::{Counter, Counts, Event, Record};
use crate::field::chips::RaceRecord;
use crate::field::decide::ChipCount;
use crate::field::results::{DealKind, DealRecord};
use crate::field::{
    Carried, FieldEvent, FlightBag, FlightRule, FlightTotal, HeldSeat, MoveDone, Placed,
    RedrawRule, TableSpec, Ticket,
};
use crate::field::{MysteryDraw, PotShare};
use crate::rules::clock::{Clock, ClockAction, PauseReason};
use crate::rules::lammer::DeadlineAction;
use crate::rules::payout::event::LockedPayouts;
use crate::rules::purchase::{Moment, Purchase, PurchaseKind};
use crate::rules::seating::places::Finish;
use crate::rules::seating::{MoveKind, SeatHold, SeatRef};
use crate::structure::{LammerDeadline, Structure, parse_structure};
use crate::time::UtcMs;
use thiserror::Error;

/// The format this Felt writes.
pub const FORMAT: u32 = 1;

/// A stored record that cannot be read.
#[derive(Debug, Error)]
pub enum LogError {
    #[error(
        "the record is in log format {found}, but this Felt reads formats 1 to {FORMAT}; update Felt"
    )]
    TooNew { found: u32 },
    #[error("the record is not a Felt log record: {0}")]
    Json(#[from] serde_json::Error),
    #[error(
        "the event's structure file {file} cannot be read any more ({problem}), and the stored copy is unreadable too"
    )]
    Structure { file: String, problem: String },
}

/// The stored text of a record, in the current format.
pub fn encode(record: &Record) -> String {
    let stored = v1::LogRecord::from(record);
    serde_json::to_string(&stored).expect("a log record always serialises")
}

/// The domain record from its stored text in format `format`.
pub fn decode(format: u32, text: &str) -> Result<Record, LogError> {
    match format {
        1 => to_record(serde_json::from_str::<v1::LogRecord>(text)?),
        found => Err(LogError::TooNew { found }),
    }
}

fn to_record(stored: v1::LogRecord) -> Result<Record, LogError> {
    Ok(match stored {
        v1::LogRecord::Event { event } => Record::Event {
            event: to_event(event)?,
        },
        v1::LogRecord::Undo { target } => Record::Undo { target },
        v1::LogRecord::Redo { target } => Record::Redo { target },
        v1::LogRecord::SetAside { target } => Record::SetAside { target },
        v1::LogRecord::CheckpointSealed { upto, digest } => {
            Record::CheckpointSealed { upto, digest }
        }
    })
}

fn to_event(stored: v1::Event) -> Result<Event, LogError> {
    Ok(match stored {
        v1::Event::Created {
            structure,
            file,
            source,
        } => Event::Created {
            structure: Box::new(read_structure(&file, &source, structure)?),
            file,
            source,
        },
        v1::Event::ClockChanged { action, clock } => Event::ClockChanged {
            action: action.into(),
            clock: clock.into(),
        },
        v1::Event::CountChanged {
            counter,
            delta,
            counts,
        } => Event::CountChanged {
            counter: counter.into(),
            delta,
            counts: counts.into(),
        },
        v1::Event::Field { change } => Event::Field {
            change: change.into(),
        },
        v1::Event::StructureChanged {
            action,
            edits,
            clock,
            text,
        } => Event::StructureChanged {
            action: action.into(),
            edits: edits.into_iter().map(Into::into).collect(),
            clock: clock.into(),
            text,
        },
        v1::Event::Announced { text } => Event::Announced { text },
        v1::Event::LanguageSet { lang } => Event::LanguageSet { lang },
    })
}

/// The structure of a creation record: parsed from its text, or the stored copy when the
/// text does not parse any more.
fn read_structure(
    file: &str,
    source: &str,
    stored: Option<serde_json::Value>,
) -> Result<Structure, LogError> {
    let problem = match parse_structure(file, source) {
        Ok(parsed) => return Ok(parsed.structure),
        Err(diagnostics) => diagnostics
            .first()
            .map(|d| d.to_string())
            .unwrap_or_else(|| "it has errors".into()),
    };
    // The copy stored with the event, when the source no longer reads; when that copy
    // does not read either, both reasons are given.
    let problem = match stored.map(serde_json::from_value::<Structure>) {
        Some(Ok(structure)) => return Ok(structure),
        Some(Err(e)) => {
            format!("{problem}; the copy stored with the event does not read either: {e}")
        }
        None => problem,
    };
    Err(LogError::Structure {
        file: file.to_string(),
        problem,
    })
}

impl From<&Record> for v1::LogRecord {
    fn from(r: &Record) -> Self {
        match r {
            Record::Event { event } => v1::LogRecord::Event {
                event: event.into(),
            },
            Record::Undo { target } => v1::LogRecord::Undo { target: *target },
            Record::Redo { target } => v1::LogRecord::Redo { target: *target },
            Record::SetAside { target } => v1::LogRecord::SetAside { target: *target },
            Record::CheckpointSealed { upto, digest } => v1::LogRecord::CheckpointSealed {
                upto: *upto,
                digest: digest.clone(),
            },
        }
    }
}

impl From<&Event> for v1::Event {
    fn from(e: &Event) -> Self {
        match e {
            Event::Created {
                structure,
                file,
                source,
            } => v1::Event::Created {
                // A second way back to the structure after its source, which is read
                // first. serde_json writes every Structure (its maps are keyed by text
                // and numbers), so the copy is always there.
                structure: serde_json::to_value(structure).ok(),
                file: file.clone(),
                source: source.clone(),
            },
            Event::ClockChanged { action, clock } => v1::Event::ClockChanged {
                action: (*action).into(),
                clock: (*clock).into(),
            },
            Event::CountChanged {
                counter,
                delta,
                counts,
            } => v1::Event::CountChanged {
                counter: (*counter).into(),
                delta: *delta,
                counts: (*counts).into(),
            },
            Event::Field { change } => v1::Event::Field {
                change: change.into(),
            },
            Event::StructureChanged {
                action,
                edits,
                clock,
                text,
            } => v1::Event::StructureChanged {
                action: action.into(),
                edits: edits.iter().map(Into::into).collect(),
                clock: (*clock).into(),
                text: text.clone(),
            },
            Event::Announced { text } => v1::Event::Announced { text: text.clone() },
            Event::LanguageSet { lang } => v1::Event::LanguageSet { lang: *lang },
        }
    }
}

/// Maps a fieldless or plain enum both ways, variant for variant.
macro_rules! both_ways {
    ($domain:ty, $stored:ty, { $($d:ident => $s:ident),* $(,)? }) => {
        impl From<$domain> for $stored {
            fn from(x: $domain) -> Self {
                match x { $(<$domain>::$d => <$stored>::$s),* }
            }
        }
        impl From<$stored> for $domain {
            fn from(x: $stored) -> Self {
                match x { $(<$stored>::$s => <$domain>::$d),* }
            }
        }
    };
}

both_ways!(PauseReason, v1::PauseReason, {
    NotStarted => NotStarted, Manual => Manual, AutoPause => AutoPause, EndOfDay => EndOfDay,
    StructureEnded => StructureEnded,
});
both_ways!(Counter, v1::Counter, { Entries => Entries, Players => Players, AddOns => AddOns });
both_ways!(MoveKind, v1::MoveKind, {
    Balance => Balance, BreakTable => BreakTable, FinalTable => FinalTable,
});
both_ways!(DealKind, v1::DealKind, { Chop => Chop, Icm => Icm, Custom => Custom });
both_ways!(RedrawRule, v1::RedrawRule, { Random => Random, Chips => Chips });
both_ways!(FlightRule, v1::FlightRule, { BestStack => BestStack, AllStacks => AllStacks });
both_ways!(LammerDeadline, v1::LammerDeadline, { Redeem => Redeem, Forfeit => Forfeit });
both_ways!(PurchaseKind, v1::PurchaseKind, {
    Rebuy => Rebuy, AddOn => AddOn, ReEntry => ReEntry,
});

/// Maps a struct both ways, field for field (each field converted with `into`).
macro_rules! struct_both_ways {
    ($name:ident { $($f:ident),* $(,)? }) => {
        impl From<$name> for v1::$name {
            fn from(x: $name) -> Self {
                let $name { $($f),* } = x;
                Self { $($f: $f.into()),* }
            }
        }
        impl From<v1::$name> for $name {
            fn from(x: v1::$name) -> Self {
                let v1::$name { $($f),* } = x;
                Self { $($f: $f.into()),* }
            }
        }
    };
}

struct_both_ways!(Counts {
    entries,
    players_left,
    add_ons
});
struct_both_ways!(SeatRef { table, seat });
struct_both_ways!(TableSpec { table, seats });
struct_both_ways!(Ticket { satellite, entry });
struct_both_ways!(PotShare { player, share });
struct_both_ways!(MysteryDraw { value, seed });
struct_both_ways!(FlightTotal {
    event,
    name,
    entries,
    re_entries,
    rebuys,
    add_ons,
    collected,
    fees,
    survivors,
    out
});
struct_both_ways!(FlightBag {
    event,
    entry,
    chips
});
impl From<Carried> for v1::Carried {
    fn from(x: Carried) -> Self {
        Self {
            name: x.name,
            number: x.number,
            chips: x.chips,
            bags: all(x.bags),
        }
    }
}
impl From<v1::Carried> for Carried {
    fn from(x: v1::Carried) -> Self {
        Self {
            name: x.name,
            number: x.number,
            chips: x.chips,
            bags: all(x.bags),
        }
    }
}
struct_both_ways!(Placed { player, at });
struct_both_ways!(ChipCount { player, chips });
struct_both_ways!(RaceRecord {
    remove,
    next,
    variant,
    counts,
    others,
    seed,
    received
});
struct_both_ways!(HeldSeat { at, hold });
struct_both_ways!(MoveDone {
    player,
    from,
    to,
    kind
});
struct_both_ways!(Finish {
    player,
    place,
    shared_to
});
struct_both_ways!(LockedPayouts { entries, prizes });
// A logged deal is one deal; several are added up when the log is folded.
impl From<DealRecord> for v1::DealRecord {
    fn from(x: DealRecord) -> Self {
        Self {
            method: x.method.into(),
            players: x.players,
            amounts: x.amounts,
            play_for: x.play_for,
            prizes: x.prizes,
        }
    }
}
impl From<v1::DealRecord> for DealRecord {
    fn from(x: v1::DealRecord) -> Self {
        Self {
            method: x.method.into(),
            players: x.players,
            amounts: x.amounts,
            play_for: x.play_for,
            prizes: x.prizes,
            deals: 1,
        }
    }
}
struct_both_ways!(DeadlineAction {
    player,
    count,
    chips,
    rule
});
struct_both_ways!(Purchase {
    player,
    kind,
    moment,
    chips,
    price,
    fee
});

impl From<ClockAction> for v1::ClockAction {
    fn from(a: ClockAction) -> Self {
        match a {
            ClockAction::Start => v1::ClockAction::Start,
            ClockAction::Pause => v1::ClockAction::Pause,
            ClockAction::Resume => v1::ClockAction::Resume,
            ClockAction::NextLevel => v1::ClockAction::NextLevel,
            ClockAction::PreviousLevel => v1::ClockAction::PreviousLevel,
            ClockAction::GoTo { period } => v1::ClockAction::GoTo { period },
            ClockAction::SetRemaining { ms } => v1::ClockAction::SetRemaining { ms },
            ClockAction::AddTime { ms } => v1::ClockAction::AddTime { ms },
            ClockAction::EndDay => v1::ClockAction::EndDay,
        }
    }
}

impl From<v1::ClockAction> for ClockAction {
    fn from(a: v1::ClockAction) -> Self {
        match a {
            v1::ClockAction::Start => ClockAction::Start,
            v1::ClockAction::Pause => ClockAction::Pause,
            v1::ClockAction::Resume => ClockAction::Resume,
            v1::ClockAction::NextLevel => ClockAction::NextLevel,
            v1::ClockAction::PreviousLevel => ClockAction::PreviousLevel,
            v1::ClockAction::GoTo { period } => ClockAction::GoTo { period },
            v1::ClockAction::SetRemaining { ms } => ClockAction::SetRemaining { ms },
            v1::ClockAction::AddTime { ms } => ClockAction::AddTime { ms },
            v1::ClockAction::EndDay => ClockAction::EndDay,
        }
    }
}

impl From<Clock> for v1::Clock {
    fn from(c: Clock) -> Self {
        match c {
            Clock::Running { period, ends_at } => v1::Clock::Running {
                period,
                ends_at: ends_at.0,
            },
            Clock::Paused {
                period,
                remaining_ms,
                reason,
            } => v1::Clock::Paused {
                period,
                remaining_ms,
                reason: reason.into(),
            },
        }
    }
}

impl From<v1::Clock> for Clock {
    fn from(c: v1::Clock) -> Self {
        match c {
            v1::Clock::Running { period, ends_at } => Clock::Running {
                period,
                ends_at: UtcMs(ends_at),
            },
            v1::Clock::Paused {
                period,
                remaining_ms,
                reason,
            } => Clock::Paused {
                period,
                remaining_ms,
                reason: reason.into(),
            },
        }
    }
}

impl From<SeatHold> for v1::SeatHold {
    fn from(h: SeatHold) -> Self {
        match h {
            SeatHold::Locked => v1::SeatHold::Locked,
            SeatHold::Reserved { player } => v1::SeatHold::Reserved { player },
        }
    }
}

impl From<v1::SeatHold> for SeatHold {
    fn from(h: v1::SeatHold) -> Self {
        match h {
            v1::SeatHold::Locked => SeatHold::Locked,
            v1::SeatHold::Reserved { player } => SeatHold::Reserved { player },
        }
    }
}

impl From<Moment> for v1::Moment {
    fn from(m: Moment) -> Self {
        match m {
            Moment::Level(n) => v1::Moment::Level(n),
            Moment::BreakAfter(n) => v1::Moment::BreakAfter(n),
        }
    }
}

impl From<v1::Moment> for Moment {
    fn from(m: v1::Moment) -> Self {
        match m {
            v1::Moment::Level(n) => Moment::Level(n),
            v1::Moment::BreakAfter(n) => Moment::BreakAfter(n),
        }
    }
}

/// `Vec`s and `Option`s of mapped types.
fn all<A, B: From<A>>(xs: Vec<A>) -> Vec<B> {
    xs.into_iter().map(B::from).collect()
}

fn opt<A, B: From<A>>(x: Option<A>) -> Option<B> {
    x.map(B::from)
}

impl From<&FieldEvent> for v1::FieldEvent {
    fn from(e: &FieldEvent) -> Self {
        use v1::FieldEvent as S;
        match e.clone() {
            FieldEvent::Registered {
                player,
                name,
                number,
                re_entry_of,
                seat,
                opened,
                seed,
                ticket,
            } => S::Registered {
                player,
                name,
                number,
                re_entry_of,
                seat: opt(seat),
                opened: opt(opened),
                seed,
                ticket: opt(ticket),
            },
            FieldEvent::RegisteredMany { entries } => S::RegisteredMany {
                entries: entries
                    .into_iter()
                    .map(|r| v1::Registration {
                        player: r.player,
                        name: r.name,
                        number: r.number,
                        seat: opt(r.seat),
                        opened: opt(r.opened),
                        seed: r.seed,
                    })
                    .collect(),
            },
            FieldEvent::Unregistered { player } => S::Unregistered { player },
            FieldEvent::DrawCommitted { commitment } => S::DrawCommitted { commitment },
            FieldEvent::SeatsDrawn {
                seed,
                tables,
                held,
                seats,
                reveal,
            } => S::SeatsDrawn {
                seed,
                tables: all(tables),
                held: all(held),
                seats: all(seats),
                reveal,
            },
            FieldEvent::AlternatesSeated {
                seed,
                seats,
                opened,
            } => S::AlternatesSeated {
                seed,
                seats: all(seats),
                opened: all(opened),
            },
            FieldEvent::Busted {
                player,
                seat,
                hand,
                hand_for_hand,
                stack,
                by,
                clock,
                split,
                mystery,
            } => S::Busted {
                player,
                seat: seat.into(),
                hand,
                hand_for_hand,
                stack,
                by,
                clock: opt(clock),
                split: all(split),
                mystery: opt(mystery),
            },
            FieldEvent::HardStop { finishes } => S::HardStop {
                finishes: all(finishes),
            },
            FieldEvent::Moved {
                seed,
                resize,
                moves,
                closed,
            } => S::Moved {
                seed,
                resize: opt(resize),
                moves: all(moves),
                closed,
            },
            FieldEvent::ButtonSet {
                table,
                seat,
                winners,
            } => S::ButtonSet {
                table,
                seat,
                winners,
            },
            FieldEvent::SeatHeld { at, hold } => S::SeatHeld {
                at: at.into(),
                hold: opt(hold),
            },
            FieldEvent::HandForHand { on } => S::HandForHand { on },
            FieldEvent::TableHandDone { table, hand } => S::TableHandDone { table, hand },
            FieldEvent::Counted { counts } => S::Counted {
                counts: all(counts),
            },
            FieldEvent::HandForHandHand { hand, clock } => S::HandForHandHand {
                hand,
                clock: opt(clock),
            },
            FieldEvent::TableWon {
                table,
                winners,
                busted,
                hand,
            } => S::TableWon {
                table,
                winners,
                busted: all(busted),
                hand,
            },
            FieldEvent::Redrawn {
                seed,
                rule,
                tables,
                seats,
            } => S::Redrawn {
                seed,
                rule: rule.into(),
                tables: all(tables),
                seats: all(seats),
            },
            FieldEvent::CarriedIn {
                rule,
                flights,
                players,
                first,
            } => S::CarriedIn {
                rule: rule.into(),
                flights: all(flights),
                players: all(players),
                first,
            },
            FieldEvent::RoundDrawn {
                round,
                seed,
                tables,
                seats,
            } => S::RoundDrawn {
                round,
                seed,
                tables: all(tables),
                seats: all(seats),
            },
            FieldEvent::PayoutsLocked { lock } => S::PayoutsLocked { lock: lock.into() },
            FieldEvent::PayoutsUnlocked => S::PayoutsUnlocked,
            FieldEvent::DealMade { deal } => S::DealMade { deal: deal.into() },
            FieldEvent::SaversAgreed { left, amounts } => S::SaversAgreed { left, amounts },
            FieldEvent::LammersRedeemed {
                player,
                level,
                count,
                chips,
            } => S::LammersRedeemed {
                player,
                level,
                count,
                chips,
            },
            FieldEvent::BustHeld { player, held } => S::BustHeld { player, held },
            FieldEvent::LammerDeadlinePassed { level, actions } => S::LammerDeadlinePassed {
                level,
                actions: all(actions),
            },
            FieldEvent::Purchased { purchase } => S::Purchased {
                purchase: purchase.into(),
            },
            FieldEvent::ChipRaceDone {
                table,
                removed_value,
                added_value,
                race,
            } => S::ChipRaceDone {
                table,
                removed_value,
                added_value,
                race: opt(race),
            },
        }
    }
}

impl From<v1::FieldEvent> for FieldEvent {
    fn from(e: v1::FieldEvent) -> Self {
        use v1::FieldEvent as S;
        match e {
            S::Registered {
                player,
                name,
                number,
                re_entry_of,
                seat,
                opened,
                seed,
                ticket,
            } => FieldEvent::Registered {
                player,
                name,
                number,
                re_entry_of,
                seat: opt(seat),
                opened: opt(opened),
                seed,
                ticket: opt(ticket),
            },
            S::RegisteredMany { entries } => FieldEvent::RegisteredMany {
                entries: entries
                    .into_iter()
                    .map(|r| crate::field::Registration {
                        player: r.player,
                        name: r.name,
                        number: r.number,
                        seat: opt(r.seat),
                        opened: opt(r.opened),
                        seed: r.seed,
                    })
                    .collect(),
            },
            S::Unregistered { player } => FieldEvent::Unregistered { player },
            S::DrawCommitted { commitment } => FieldEvent::DrawCommitted { commitment },
            S::SeatsDrawn {
                seed,
                tables,
                held,
                seats,
                reveal,
            } => FieldEvent::SeatsDrawn {
                seed,
                tables: all(tables),
                held: all(held),
                seats: all(seats),
                reveal,
            },
            S::AlternatesSeated {
                seed,
                seats,
                opened,
            } => FieldEvent::AlternatesSeated {
                seed,
                seats: all(seats),
                opened: all(opened),
            },
            S::Busted {
                player,
                seat,
                hand,
                hand_for_hand,
                stack,
                by,
                clock,
                split,
                mystery,
            } => FieldEvent::Busted {
                player,
                seat: seat.into(),
                hand,
                hand_for_hand,
                stack,
                by,
                clock: opt(clock),
                split: all(split),
                mystery: opt(mystery),
            },
            S::HardStop { finishes } => FieldEvent::HardStop {
                finishes: all(finishes),
            },
            S::Moved {
                seed,
                resize,
                moves,
                closed,
            } => FieldEvent::Moved {
                seed,
                resize: opt(resize),
                moves: all(moves),
                closed,
            },
            S::ButtonSet {
                table,
                seat,
                winners,
            } => FieldEvent::ButtonSet {
                table,
                seat,
                winners,
            },
            S::SeatHeld { at, hold } => FieldEvent::SeatHeld {
                at: at.into(),
                hold: opt(hold),
            },
            S::HandForHand { on } => FieldEvent::HandForHand { on },
            S::TableHandDone { table, hand } => FieldEvent::TableHandDone { table, hand },
            S::Counted { counts } => FieldEvent::Counted {
                counts: all(counts),
            },
            S::HandForHandHand { hand, clock } => FieldEvent::HandForHandHand {
                hand,
                clock: opt(clock),
            },
            S::TableWon {
                table,
                winners,
                busted,
                hand,
            } => FieldEvent::TableWon {
                table,
                winners,
                busted: all(busted),
                hand,
            },
            S::Redrawn {
                seed,
                rule,
                tables,
                seats,
            } => FieldEvent::Redrawn {
                seed,
                rule: rule.into(),
                tables: all(tables),
                seats: all(seats),
            },
            S::CarriedIn {
                rule,
                flights,
                players,
                first,
            } => FieldEvent::CarriedIn {
                rule: rule.into(),
                flights: all(flights),
                players: all(players),
                first,
            },
            S::RoundDrawn {
                round,
                seed,
                tables,
                seats,
            } => FieldEvent::RoundDrawn {
                round,
                seed,
                tables: all(tables),
                seats: all(seats),
            },
            S::PayoutsLocked { lock } => FieldEvent::PayoutsLocked { lock: lock.into() },
            S::PayoutsUnlocked => FieldEvent::PayoutsUnlocked,
            S::DealMade { deal } => FieldEvent::DealMade { deal: deal.into() },
            S::SaversAgreed { left, amounts } => FieldEvent::SaversAgreed { left, amounts },
            S::LammersRedeemed {
                player,
                level,
                count,
                chips,
            } => FieldEvent::LammersRedeemed {
                player,
                level,
                count,
                chips,
            },
            S::BustHeld { player, held } => FieldEvent::BustHeld { player, held },
            S::LammerDeadlinePassed { level, actions } => FieldEvent::LammerDeadlinePassed {
                level,
                actions: all(actions),
            },
            S::Purchased { purchase } => FieldEvent::Purchased {
                purchase: purchase.into(),
            },
            S::ChipRaceDone {
                table,
                removed_value,
                added_value,
                race,
            } => FieldEvent::ChipRaceDone {
                table,
                removed_value,
                added_value,
                race: opt(race),
            },
        }
    }
}

#[cfg(test)]
mod tests;
