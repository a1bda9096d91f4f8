//! One event's state and history: the fold of its log.

use super::command::{Command, Counter};
use super::error::{CommandError, ReplayError, counter_name};
use super::event::{Event, LogEntry, Record};
use crate::clock::{self, Clock, ClockAction, period_name};
use crate::structure::Structure;
use crate::time::{UtcMs, format_duration_ms};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The counts kept on the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counts {
    pub entries: u32,
    pub players_left: u32,
    pub add_ons: u32,
}

/// One line of the recent-actions list a TD sees next to undo/redo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct ActionSummary {
    pub seq: u64,
    pub at: UtcMs,
    pub text: String,
    /// Undone and not redone.
    pub undone: bool,
}

/// A done action: its log position, instant and event.
#[derive(Debug, Clone, PartialEq)]
struct Done {
    seq: u64,
    at: UtcMs,
    event: Event,
}

/// The state of one event, folded from its log.
#[derive(Debug, Clone, PartialEq)]
pub struct Tournament {
    pub structure: Arc<Structure>,
    pub clock: Clock,
    pub counts: Counts,
    /// When the event was created.
    pub created_at: UtcMs,
    /// Actions in effect, oldest first (creation excluded).
    done: Vec<Done>,
    /// Undone actions, the next to redo last.
    undone: Vec<Done>,
    last_seq: u64,
}

impl Tournament {
    /// A new event's state from its creation record.
    pub fn create(seq: u64, at: UtcMs, structure: Structure) -> Tournament {
        let clock = Clock::not_started(&structure);
        Tournament {
            structure: Arc::new(structure),
            clock,
            counts: Counts::default(),
            created_at: at,
            done: Vec::new(),
            undone: Vec::new(),
            last_seq: seq,
        }
    }

    /// Folds a whole log (oldest first) into a state.
    pub fn replay<'a>(
        log: impl IntoIterator<Item = &'a LogEntry>,
    ) -> Result<Tournament, ReplayError> {
        let mut it = log.into_iter();
        let first = it.next().ok_or(ReplayError::NotCreatedFirst { seq: 0 })?;
        let Record::Event {
            event: Event::Created { structure, .. },
        } = &first.record
        else {
            return Err(ReplayError::NotCreatedFirst { seq: first.seq });
        };
        let mut t = Tournament::create(first.seq, first.at, (**structure).clone());
        for entry in it {
            t.apply(entry)?;
        }
        Ok(t)
    }

    /// The last log position folded in.
    pub fn last_seq(&self) -> u64 {
        self.last_seq
    }

    /// Validates `command` at `now` and returns the record to log, changing nothing.
    pub fn decide(&self, command: &Command, now: UtcMs) -> Result<Record, CommandError> {
        if let Some(action) = command.clock_action() {
            let clock = clock::apply(self.clock, &self.structure, action, now)?;
            return Ok(Record::Event {
                event: Event::ClockChanged { action, clock },
            });
        }
        match *command {
            Command::Undo => match self.done.last() {
                Some(d) => Ok(Record::Undo { target: d.seq }),
                None => Err(CommandError::NothingToUndo),
            },
            Command::Redo => match self.undone.last() {
                Some(d) => Ok(Record::Redo { target: d.seq }),
                None => Err(CommandError::NothingToRedo),
            },
            Command::Adjust { counter, delta } => {
                let counts = adjust(self.counts, counter, delta)?;
                Ok(Record::Event {
                    event: Event::CountChanged {
                        counter,
                        delta,
                        counts,
                    },
                })
            }
            _ => unreachable!("clock commands are handled above"),
        }
    }

    /// Folds one logged record into the state.
    pub fn apply(&mut self, entry: &LogEntry) -> Result<(), ReplayError> {
        if entry.seq <= self.last_seq {
            return Err(ReplayError::OutOfOrder {
                seq: entry.seq,
                last: self.last_seq,
            });
        }
        match &entry.record {
            Record::Event {
                event: Event::Created { .. },
            } => return Err(ReplayError::CreatedTwice { seq: entry.seq }),
            Record::Event { event } => {
                self.fold(event);
                self.done.push(Done {
                    seq: entry.seq,
                    at: entry.at,
                    event: event.clone(),
                });
                self.undone.clear();
            }
            Record::Undo { target } => {
                let expected = self.done.last().map(|d| d.seq);
                if expected != Some(*target) {
                    return Err(ReplayError::UndoMismatch {
                        seq: entry.seq,
                        target: *target,
                        expected,
                    });
                }
                let d = self.done.pop().expect("checked above");
                self.undone.push(d);
                self.refold();
            }
            Record::Redo { target } => {
                let expected = self.undone.last().map(|d| d.seq);
                if expected != Some(*target) {
                    return Err(ReplayError::RedoMismatch {
                        seq: entry.seq,
                        target: *target,
                        expected,
                    });
                }
                let d = self.undone.pop().expect("checked above");
                self.fold(&d.event);
                self.done.push(d);
            }
        }
        self.last_seq = entry.seq;
        Ok(())
    }

    fn fold(&mut self, event: &Event) {
        match event {
            Event::Created { .. } => {}
            Event::ClockChanged { clock, .. } => self.clock = *clock,
            Event::CountChanged { counts, .. } => self.counts = *counts,
        }
    }

    /// Recomputes the state from the creation and the actions in effect.
    ///
    /// Every event carries the whole part of the state it sets (the clock anchor, the
    /// counts), so the state is the latest value of each part among the actions in
    /// effect: a backwards scan that stops once every part is found. An event kind that
    /// changes state incrementally must be folded forwards here instead.
    fn refold(&mut self) {
        let mut clock = None;
        let mut counts = None;
        for d in self.done.iter().rev() {
            match &d.event {
                Event::ClockChanged { clock: c, .. } if clock.is_none() => clock = Some(*c),
                Event::CountChanged { counts: c, .. } if counts.is_none() => counts = Some(*c),
                _ => {}
            }
            if clock.is_some() && counts.is_some() {
                break;
            }
        }
        self.clock = clock.unwrap_or_else(|| Clock::not_started(&self.structure));
        self.counts = counts.unwrap_or_default();
    }

    /// The most recent actions, newest first: redoable ones (undone) and done ones.
    pub fn recent_actions(&self, limit: usize) -> Vec<ActionSummary> {
        let undone = self.undone.iter().map(|d| (d, true));
        let done = self.done.iter().rev().map(|d| (d, false));
        undone
            .chain(done)
            .take(limit)
            .map(|(d, undone)| ActionSummary {
                seq: d.seq,
                at: d.at,
                text: describe(&self.structure, &d.event),
                undone,
            })
            .collect()
    }

    /// Chips in play: every entry's starting stack plus the add-ons.
    pub fn chips_in_play(&self) -> u64 {
        let add_on = self.structure.add_on.as_ref().map(|a| a.chips).unwrap_or(0);
        u64::from(self.counts.entries) * self.structure.starting_stack
            + u64::from(self.counts.add_ons) * add_on
    }
}

fn adjust(counts: Counts, counter: Counter, delta: i32) -> Result<Counts, CommandError> {
    let mut next = counts;
    let out = |from: u32, to: i64, why| CommandError::CountOutOfRange {
        counter: counter_name(counter),
        from: from.into(),
        to,
        why,
    };
    match counter {
        Counter::Entries => {
            let to = i64::from(counts.entries) + i64::from(delta);
            let players = i64::from(counts.players_left) + i64::from(delta);
            if to < 0 {
                return Err(out(counts.entries, to, "it cannot be negative"));
            }
            if players < 0 {
                return Err(out(
                    counts.entries,
                    to,
                    "every player left is already counted as an entry still in",
                ));
            }
            next.entries = to as u32;
            next.players_left = players as u32;
        }
        Counter::Players => {
            let to = i64::from(counts.players_left) + i64::from(delta);
            if to < 0 {
                return Err(out(counts.players_left, to, "it cannot be negative"));
            }
            if to > i64::from(counts.entries) {
                return Err(out(counts.players_left, to, "more players than entries"));
            }
            next.players_left = to as u32;
        }
        Counter::AddOns => {
            let to = i64::from(counts.add_ons) + i64::from(delta);
            if to < 0 {
                return Err(out(counts.add_ons, to, "it cannot be negative"));
            }
            next.add_ons = to as u32;
        }
    }
    Ok(next)
}

/// A TD-readable line for an event.
fn describe(structure: &Structure, event: &Event) -> String {
    match event {
        Event::Created { file, .. } => format!("Created from {file}"),
        Event::ClockChanged { action, clock } => {
            let at = period_name(structure, clock.period());
            match action {
                ClockAction::Start => format!("Started the clock ({at})"),
                ClockAction::Pause => match clock {
                    Clock::Paused { remaining_ms, .. } => {
                        format!(
                            "Paused at {at} with {} left",
                            format_duration_ms(*remaining_ms)
                        )
                    }
                    Clock::Running { .. } => format!("Paused at {at}"),
                },
                ClockAction::Resume => format!("Resumed {at}"),
                ClockAction::NextLevel => format!("Moved on to {at}"),
                ClockAction::PreviousLevel => format!("Went back to {at}"),
                ClockAction::GoTo { .. } => format!("Jumped to {at}"),
                ClockAction::SetRemaining { ms } => {
                    format!("Set {at} to {} left", format_duration_ms(*ms))
                }
                ClockAction::AddTime { ms } if *ms >= 0 => {
                    format!("Added {} to {at}", format_duration_ms(*ms))
                }
                ClockAction::AddTime { ms } => {
                    format!("Took {} off {at}", format_duration_ms(-*ms))
                }
                ClockAction::EndDay => format!("Ended the day at {at}"),
            }
        }
        Event::CountChanged {
            counter,
            delta,
            counts,
        } => {
            let (name, value) = match counter {
                Counter::Entries => ("entries", counts.entries),
                Counter::Players => ("players left", counts.players_left),
                Counter::AddOns => ("add-ons", counts.add_ons),
            };
            format!(
                "{}{} {name} (now {value})",
                if *delta >= 0 { "+" } else { "" },
                delta
            )
        }
    }
}
