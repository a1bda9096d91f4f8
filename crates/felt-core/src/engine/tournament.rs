//! One event's state and history: the fold of its log.

use super::command::{
    Command, CountCommand, Counter, FieldCommand, HistoryCommand, MoneyCommand, RoomCommand,
    SeatingCommand, StructureCommand,
};
use super::error::{CommandError, CountLimit, ReplayError};
use super::event::{Counts, Event, LogEntry, Record};
use super::structure_change;
use crate::field::chips;
use crate::field::decide::{self as field_decide, Context};
use crate::field::register as field_register;
use crate::field::results as money;
use crate::field::{Field, FieldError, FieldEvent, Over};
use crate::lang::{Locale, Phrase, Speak};
use crate::rules::clock::{self, Clock, ClockAction, PauseReason};
use crate::rules::payout::event::PayoutsView;
use crate::structure::bounds::MAX_CHIPS;
use crate::structure::{AfterLast, Structure};
use crate::time::UtcMs;
use crate::words::clock as format_duration_ms;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Seeds stay below 2^53: exact as JSON numbers in a browser.
pub const SEED_MASK: u64 = (1 << 53) - 1;

/// One line of the recent-actions list a TD sees next to undo/redo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ActionSummary {
    pub seq: u64,
    pub at: UtcMs,
    pub text: String,
    /// Undone and not redone.
    pub undone: bool,
    /// The paired device that sent it (a table's tablet), as the log records it; none
    /// for the desk's own actions. The core does not know devices: the store fills it.
    pub by: Option<String>,
    /// What going to this action does, in the order it is done: for an action in effect,
    /// the actions an undo back to it takes back (newest first, this one last); for an
    /// undone one, those a redo up to it puts back (oldest first, this one last).
    pub walk: Vec<u64>,
}

/// A done action: its log position, instant and event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Done {
    seq: u64,
    at: UtcMs,
    event: Event,
}

/// The state of one event, folded from its log. It serialises (for the database's
/// checkpoint, `log::checkpoint`) without what is derived from it: the views' memo and the
/// undo's kept fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    /// The structure as it stands now: the created one with the changes in effect.
    pub structure: Arc<Structure>,
    /// The structure the event was created with (changes are folded onto it again after
    /// an undo).
    created: Arc<Structure>,
    pub clock: Clock,
    pub counts: Counts,
    /// Players and seats, when the event tracks them one by one.
    pub field: Field,
    /// When the event was created.
    pub created_at: UtcMs,
    /// Actions in effect, oldest first (creation excluded).
    done: imbl::Vector<Done>,
    /// Undone actions, the next to redo last.
    undone: imbl::Vector<Done>,
    last_seq: u64,
    /// The TD undid the lammer deadline: Felt does not apply it again by itself.
    deadline_declined: bool,
    /// The TD undid the level Felt added when the structure ran out: it is not added again
    /// by itself (until that undo is redone).
    extend_declined: bool,
    /// The TD undid hand-for-hand's end (at the money, or Felt's): it is not ended again by
    /// itself (until that undo is redone).
    #[serde(default)]
    hand_for_hand_kept: bool,
    /// The TD's message on the displays, with when it was sent.
    pub announcement: Option<(UtcMs, String)>,
    /// The language the TD set for the event's screens and paper (`None`: each
    /// browser's own).
    #[serde(default)]
    pub language: Option<crate::lang::Language>,
    /// What views work out from this state alone, once.
    #[serde(skip)]
    memo: Memo,
    /// The field as it stood along the actions in effect, for undo.
    #[serde(skip)]
    marks: Marks,
}

/// Every this many actions in effect, the field as it stood is kept: an undo folds the
/// field again from the nearest kept one, not from the start, so that it costs the same
/// in a field of 10,000 as in one of 100. The field is persistent (`imbl`), so a kept one
/// shares with the next what did not change between them.
const MARK_EVERY: usize = 256;

/// The field, and the clock and counts carried, after the first `n` actions in effect
/// (`n` a multiple of [`MARK_EVERY`]), oldest first. Derived from the actions in effect
/// alone, so it is never part of what the state is (equal states compare equal).
#[derive(Clone, Default)]
struct Marks(imbl::Vector<Mark>);

#[derive(Clone)]
struct Mark {
    n: usize,
    field: Field,
    carried: Carried,
}

/// The latest clock and counts that actions carried (none: no action carried one), as an
/// undo takes them: from the newest action in effect that carries each.
#[derive(Clone, Copy, Default)]
struct Carried {
    clock: Option<Clock>,
    counts: Option<Counts>,
}

impl Carried {
    /// Carried after `e` too.
    fn see(&mut self, e: &Event) {
        match e {
            Event::ClockChanged { clock, .. } | Event::StructureChanged { clock, .. } => {
                self.clock = Some(*clock)
            }
            Event::CountChanged { counts, .. } => self.counts = Some(*counts),
            Event::Field { change } => {
                if let Some(c) = field_clock(change) {
                    self.clock = Some(c);
                }
            }
            _ => {}
        }
    }
}

impl PartialEq for Marks {
    fn eq(&self, _: &Marks) -> bool {
        true
    }
}

impl std::fmt::Debug for Marks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Marks({})", self.0.len())
    }
}

/// Views' figures that depend only on the state, worked out when a view first asks and
/// shared by every view of the same state: a command's answer, the live screens and the
/// console's reads. A copy starts empty (it is about to change), and folding a record
/// empties it; it is never part of what the state is (equal states compare equal).
#[derive(Default)]
struct Memo {
    payouts: std::sync::OnceLock<Option<PayoutsView>>,
}

impl Clone for Memo {
    fn clone(&self) -> Memo {
        Memo::default()
    }
}

impl PartialEq for Memo {
    fn eq(&self, _: &Memo) -> bool {
        true
    }
}

impl std::fmt::Debug for Memo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memo")
    }
}

impl Tournament {
    /// A new event's state from its creation record.
    pub fn create(seq: u64, at: UtcMs, structure: Structure) -> Tournament {
        let clock = Clock::not_started(&structure);
        let field = Field::new(&structure);
        let structure = Arc::new(structure);
        Tournament {
            created: structure.clone(),
            structure,
            clock,
            counts: Counts::default(),
            field,
            created_at: at,
            done: imbl::Vector::new(),
            undone: imbl::Vector::new(),
            last_seq: seq,
            deadline_declined: false,
            extend_declined: false,
            hand_for_hand_kept: false,
            announcement: None,
            language: None,
            memo: Memo::default(),
            marks: Marks::default(),
        }
    }

    /// This state without the actions in effect, and those actions (for the checkpoint,
    /// which writes the long history in runs read side by side).
    pub(crate) fn split_history(&self) -> (Tournament, imbl::Vector<Done>) {
        let mut head = self.clone();
        let done = std::mem::take(&mut head.done);
        (head, done)
    }

    /// How many actions are in effect.
    pub(crate) fn done_len(&self) -> usize {
        self.done.len()
    }

    /// A state from [`split_history`](Self::split_history)'s parts; `head` must have none
    /// of its own.
    pub(crate) fn with_history(mut head: Tournament, done: imbl::Vector<Done>) -> Tournament {
        head.done = done;
        head
    }

    /// Adds the action just folded to those in effect (keeping the field every
    /// [`MARK_EVERY`] actions).
    fn push_done(&mut self, d: Done) {
        self.done.push_back(d);
        let n = self.done.len();
        if n.is_multiple_of(MARK_EVERY) {
            // What the actions since the last mark carried, over what it kept (all of
            // them once, in a state read from a checkpoint, which keeps no marks).
            let (from, mut carried) = match self.marks.0.last() {
                Some(m) => (m.n, m.carried),
                None => (0, Carried::default()),
            };
            for d in self.done.skip(from).iter() {
                carried.see(&d.event);
            }
            self.marks.0.push_back(Mark {
                n,
                field: self.field.clone(),
                carried,
            });
        }
    }

    /// Takes the newest action in effect off (and the field kept after it).
    fn pop_done(&mut self) -> Option<Done> {
        let d = self.done.pop_back()?;
        let n = self.done.len();
        while self.marks.0.last().is_some_and(|m| m.n > n) {
            self.marks.0.pop_back();
        }
        Some(d)
    }

    /// The payouts as the clock shows them, from `work_out` the first time a view of this
    /// state asks, and the same every later time.
    pub fn payouts_once(
        &self,
        work_out: impl FnOnce() -> Option<PayoutsView>,
    ) -> &Option<PayoutsView> {
        self.memo.payouts.get_or_init(work_out)
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
        let rest: Vec<&LogEntry> = it.collect();
        let aside = set_aside(rest.iter().copied());
        let mut t = Tournament::create(first.seq, first.at, (**structure).clone());
        for entry in rest {
            if aside.contains(&entry.seq) {
                t.last_seq = entry.seq;
            } else {
                t.apply(entry)?;
            }
        }
        Ok(t)
    }

    /// Folds a log that may hold damage: records that cannot be read (`Err` with their
    /// position and why) or cannot be folded. Returns the state just before the first
    /// damaged record, with the damage; records set aside by the TD are skipped. Only a
    /// log whose first record is not a readable creation is refused.
    pub fn replay_damaged(
        log: &[Result<LogEntry, (u64, String)>],
    ) -> Result<(Tournament, Option<Damage>), ReplayError> {
        let Some((first, rest)) = log.split_first() else {
            return Err(ReplayError::NotCreatedFirst { seq: 0 });
        };
        let first = first
            .as_ref()
            .map_err(|(seq, _)| ReplayError::NotCreatedFirst { seq: *seq })?;
        let aside = set_aside(rest.iter().filter_map(|e| e.as_ref().ok()));
        let mut t =
            caught(|| Tournament::replay([first])).map_err(|message| ReplayError::Panicked {
                seq: first.seq,
                message,
            })??;
        for (i, line) in rest.iter().enumerate() {
            let seq = match line {
                Ok(e) => e.seq,
                Err((seq, _)) => *seq,
            };
            if aside.contains(&seq) {
                t.last_seq = t.last_seq.max(seq);
                continue;
            }
            let damage = match line {
                Err((seq, why)) => Damage {
                    seq: *seq,
                    message: Phrase::new("replay-unreadable")
                        .text("seq", seq.to_string())
                        .text("why", why.to_string()),
                },
                Ok(entry) => match caught(|| t.apply(entry)) {
                    Ok(Ok(())) => continue,
                    Ok(Err(e)) => Damage {
                        seq: e.seq(),
                        message: e.phrase(),
                    },
                    // Felt's own fault (an overflow a later version guards against): the
                    // record is set aside like an unreadable one, never the whole process.
                    Err(panic) => Damage {
                        seq: entry.seq,
                        message: ReplayError::Panicked {
                            seq: entry.seq,
                            message: panic,
                        }
                        .phrase(),
                    },
                },
            };
            // A failed fold may have changed part of the state: fold again up to here
            // (every record before `i` folded cleanly the first time).
            let good: Vec<&LogEntry> = std::iter::once(first)
                .chain(rest[..i].iter().filter_map(|e| e.as_ref().ok()))
                .collect();
            let t = Tournament::replay(good)?;
            return Ok((t, Some(damage)));
        }
        Ok((t, None))
    }

    /// Action `seq` in the words of the recent-actions list, when it is one of the
    /// event's actions (done, or undone and not redone).
    pub fn action_phrase(&self, seq: u64) -> Option<Phrase> {
        let d = self
            .done
            .iter()
            .chain(&self.undone)
            .find(|d| d.seq == seq)?;
        Some(describe(&self.structure, &self.field, &d.event))
    }

    /// The actions `history` would undo or redo, in its order (none when it would be
    /// refused): what a device's scope is checked against before it may send it.
    pub fn history_targets(&self, history: &HistoryCommand) -> Vec<&Event> {
        match *history {
            HistoryCommand::Undo => self.done.last().map(|d| &d.event).into_iter().collect(),
            HistoryCommand::Redo => self.undone.last().map(|d| &d.event).into_iter().collect(),
            HistoryCommand::UndoTo { seq } => self
                .done
                .iter()
                .rev()
                .take_while(|d| d.seq >= seq)
                .map(|d| &d.event)
                .collect(),
            HistoryCommand::RedoTo { seq } => self
                .undone
                .iter()
                .rev()
                .take_while(|d| d.seq <= seq)
                .map(|d| &d.event)
                .collect(),
        }
    }

    /// The last log position folded in.
    pub fn last_seq(&self) -> u64 {
        self.last_seq
    }

    /// What `command` would do now, in the words of the recent-actions list (said in any
    /// language), without doing it (a report from a table waiting for the desk shows
    /// this); the refusal when it would be refused.
    pub fn preview(&self, command: &Command, now: UtcMs) -> Result<Phrase, CommandError> {
        Ok(match self.decide(command, now)? {
            Record::Event { event } => describe(&self.structure, &self.field, &event),
            Record::Undo { .. } => Phrase::new("action-undo"),
            Record::Redo { .. } => Phrase::new("action-redo"),
            Record::SetAside { target } => {
                Phrase::new("action-set-aside").text("seq", target.to_string())
            }
            Record::CheckpointSealed { upto, .. } => {
                Phrase::new("action-checkpoint").text("seq", upto.to_string())
            }
        })
    }

    /// Validates `command` at `now` and returns the record to log, changing nothing.
    /// Once the event is over only undo, redo and messages to the displays are taken.
    pub fn decide(&self, command: &Command, now: UtcMs) -> Result<Record, CommandError> {
        // A finished event still takes undo and redo, messages to the room, and the end of
        // hand-for-hand.
        let still = matches!(
            command,
            Command::History(_)
                | Command::Room(_)
                | Command::Seating(SeatingCommand::HandForHand { on: false })
        );
        if let (Some(_), false) = (self.over(), still) {
            return Err(CommandError::EventOver {
                what: self
                    .over_phrase()
                    .unwrap_or_else(|| crate::lang::Phrase::new("refusal-event-over-unknown")),
            });
        }
        let event = match command {
            Command::Clock(action) => Event::ClockChanged {
                action: *action,
                clock: clock::apply(self.clock, &self.structure, *action, now)?,
            },
            Command::Count(CountCommand::Adjust { counter, delta }) => {
                if self.field.is_tracked() && *counter != Counter::AddOns {
                    return Err(CommandError::CountsTracked { counter: *counter });
                }
                Event::CountChanged {
                    counter: *counter,
                    delta: *delta,
                    counts: adjust(self.counts, *counter, *delta)?,
                }
            }
            Command::Field(c) => Event::Field {
                change: self.decide_field(c, now)?,
            },
            Command::Seating(c) => Event::Field {
                change: self.decide_seating(c, now)?,
            },
            Command::Structure(c) => {
                let decided = structure_change::decide(&self.structure, self.clock, now, c)?;
                let mut after = (*self.structure).clone();
                for e in &decided.edits {
                    // Decided against this structure, so each edit fits.
                    e.apply(&mut after).map_err(|e| {
                        structure_change::StructureChangeError::Level(
                            crate::structure::edit::LevelError::Edit(e),
                        )
                    })?;
                }
                Event::StructureChanged {
                    action: c.clone(),
                    text: structure_change::describe(&after, c, &decided.edits).to_string(),
                    edits: decided.edits,
                    clock: decided.clock,
                }
            }
            Command::Money(c) => Event::Field {
                change: self.decide_money(c)?,
            },
            Command::Room(RoomCommand::Announce { text }) => {
                let text = text.trim();
                let found = text.chars().count();
                if found == 0 || found > MAX_ANNOUNCEMENT {
                    return Err(CommandError::Announcement {
                        found,
                        max: MAX_ANNOUNCEMENT,
                    });
                }
                Event::Announced {
                    text: Some(text.to_string()),
                }
            }
            Command::Room(RoomCommand::ClearAnnouncement) => Event::Announced { text: None },
            Command::Room(RoomCommand::SetLanguage { lang }) => {
                if let Some(l) = lang.filter(|l| !l.is_known()) {
                    return Err(CommandError::UnknownLanguage { asked: l });
                }
                if *lang == self.language {
                    return Err(CommandError::LanguageUnchanged { now: *lang });
                }
                Event::LanguageSet { lang: *lang }
            }
            Command::History(HistoryCommand::Undo) => {
                return match self.done.last() {
                    Some(d) => Ok(Record::Undo { target: d.seq }),
                    None => Err(CommandError::NothingToUndo),
                };
            }
            Command::History(HistoryCommand::Redo) => {
                return match self.undone.last() {
                    Some(d) => Ok(Record::Redo { target: d.seq }),
                    None => Err(CommandError::NothingToRedo),
                };
            }
            // One step of a walk back (or forward) to a chosen action: the caller repeats
            // it until `in_effect(seq)` says the walk is done.
            Command::History(HistoryCommand::UndoTo { seq }) => {
                return match self.done.last() {
                    Some(d) if self.in_effect(*seq) => Ok(Record::Undo { target: d.seq }),
                    _ => Err(CommandError::NotInEffect { seq: *seq }),
                };
            }
            Command::History(HistoryCommand::RedoTo { seq }) => {
                return match self.undone.last() {
                    Some(d) if self.undone.iter().any(|u| u.seq == *seq) => {
                        Ok(Record::Redo { target: d.seq })
                    }
                    _ => Err(CommandError::NotUndone { seq: *seq }),
                };
            }
        };
        Ok(Record::Event { event })
    }

    /// Whether action `seq` is in effect (done and not undone).
    pub fn in_effect(&self, seq: u64) -> bool {
        self.done.iter().any(|d| d.seq == seq)
    }

    /// How the event ended, when it has (see [`Field::over`]); an event kept on the
    /// clock's counters is over when they count down to one player of two or more entries.
    pub fn over(&self) -> Option<Over> {
        if self.field.is_tracked() {
            self.field.over().or_else(|| self.seats_won())
        } else {
            (self.counts.entries >= 2 && self.counts.players_left == 1)
                .then_some(Over::Counted)
                .or_else(|| self.seats_won())
        }
    }

    /// A satellite is over once a bust leaves no more players than seats: each player
    /// still in has won a seat.
    fn seats_won(&self) -> Option<Over> {
        let seats = money::satellite_seats(
            &self.field,
            &self.structure,
            self.counts.entries,
            self.counts.add_ons,
        )?;
        let (left, out) = if self.field.is_tracked() {
            (self.field.players_left(), !self.field.busts.is_empty())
        } else {
            let c = self.counts;
            (c.players_left, c.players_left < c.entries)
        };
        (out && left >= 1 && left <= seats).then_some(Over::Seats { seats })
    }

    /// The end in words: "Zoë Ångström won", "stopped by the clock", ...
    pub fn over_words(&self) -> Option<String> {
        self.over_phrase().map(|p| p.to_string())
    }

    /// [`Self::over_words`], unsaid.
    pub fn over_phrase(&self) -> Option<crate::lang::Phrase> {
        Some(match self.over()? {
            Over::Won { winner } => Phrase::new("over-won").text("name", self.field.label(winner)),
            Over::Stopped => Phrase::new("over-stopped"),
            Over::Chopped => Phrase::new("over-chopped"),
            Over::Counted => Phrase::new("over-counted"),
            Over::Seats { seats } => Phrase::new("over-seats").count("seats", seats),
        })
    }

    /// When the clock was first started (the start in effect; an undone start does not
    /// count). A hard stop counts from here.
    pub fn started_at(&self) -> Option<UtcMs> {
        self.done.iter().find_map(|d| match &d.event {
            Event::ClockChanged {
                action: ClockAction::Start,
                ..
            } => Some(d.at),
            _ => None,
        })
    }

    /// When the event ended: the instant of the action that ended it.
    pub fn finished_at(&self) -> Option<UtcMs> {
        self.over()?;
        self.done.last().map(|d| d.at)
    }

    /// An action the clock makes due by itself at `now`, for the caller to log before
    /// anything else: the lammer deadline once play is past its level (unless the TD
    /// undid it). `None` when nothing is due.
    pub fn due(&self, now: UtcMs) -> Option<Command> {
        if self.hand_for_hand_over() {
            return Some(Command::Seating(SeatingCommand::HandForHand { on: false }));
        }
        if self.over().is_some() {
            return None;
        }
        if !self.deadline_declined && chips::lammer_deadline_due(&self.field, &self.context(now)) {
            return Some(Command::Field(FieldCommand::LammerDeadline));
        }
        self.extension_due(now)
            .then_some(Command::Structure(StructureCommand::Extend))
    }

    /// Hand-for-hand turned on before the money is over once the money is reached (the
    /// bubble burst), or once the event is over (a satellite's seats decided): Felt turns
    /// it off by itself, as its own undoable action. Turned on in the money (a TD's own
    /// reason), or kept on by undoing its end, it stays.
    fn hand_for_hand_over(&self) -> bool {
        let f = &self.field;
        if !f.hand_for_hand || self.hand_for_hand_kept {
            return false;
        }
        if self.over().is_some() {
            return true;
        }
        let Some(paid) = self.places_paid() else {
            return false;
        };
        f.players_left() <= paid && f.h4h_from.is_none_or(|from| from > paid)
    }

    /// The places paid now: the prizes in effect above nothing (none when the event pays
    /// no prize, or while its prizes cannot be worked out: the payouts view and the
    /// results then say why).
    pub fn places_paid(&self) -> Option<u32> {
        money::prizes_now(self.money_input())
            .ok()
            .map(|p| p.iter().filter(|&&a| a > 0).count() as u32)
            .filter(|&n| n > 0)
    }

    /// The structure runs out and says to go on (`after_last` repeat or double): once the
    /// clock has started and reached the last period, the level after it is due, so the
    /// displays show what comes next and play never runs past the structure.
    fn extension_due(&self, now: UtcMs) -> bool {
        if self.extend_declined || self.structure.after_last == AfterLast::Stop {
            return false;
        }
        let r = clock::read(self.clock, &self.structure, now);
        let last = self.structure.periods.len().saturating_sub(1);
        r.period == last && r.pause_reason != Some(PauseReason::NotStarted)
    }

    /// A seed for draws when the caller gave none, and for the proposed moves: derived
    /// from the event's creation and log position, so it is stable until the log moves.
    pub fn derived_seed(&self) -> u64 {
        let mut x = (self.created_at.0 as u64) ^ self.last_seq.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // splitmix64 finalizer: nearby positions give unrelated seeds.
        x ^= x >> 30;
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 27;
        x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
        // 53 bits, so a browser (JSON numbers are doubles) sends it back unchanged.
        (x ^ (x >> 31)) & SEED_MASK
    }

    /// What the desk's commands decide against: the structure, the clock and the instant.
    pub fn context(&self, now: UtcMs) -> Context<'_> {
        Context {
            structure: &self.structure,
            clock: self.clock,
            now,
            fallback_seed: self.derived_seed(),
        }
    }

    /// Decides a command about the players and their chips.
    fn decide_field(&self, command: &FieldCommand, now: UtcMs) -> Result<FieldEvent, CommandError> {
        let ctx = self.context(now);
        let f = &self.field;
        Ok(match command {
            FieldCommand::Register {
                name,
                number,
                seed,
                ticket,
            } => field_register::register(f, &ctx, name, number.as_deref(), *seed, *ticket)?,
            FieldCommand::RegisterMany { players, seed } => {
                field_register::register_many(f, &ctx, players, *seed)?
            }
            FieldCommand::Unregister { player } => field_register::unregister(f, &ctx, *player)?,
            FieldCommand::ReEnter { player, seed } => {
                let cashed = field_register::cashed_place(f, *player, self.places_paid());
                field_register::re_enter(f, &ctx, *player, *seed, cashed)?
            }
            FieldCommand::Bust {
                player,
                same_hand,
                stack,
                by,
                split,
            } => field_decide::bust(f, &ctx, *player, *same_hand, *stack, *by, split)?,
            FieldCommand::RecordCounts { counts } => field_decide::record_counts(f, counts)?,
            FieldCommand::CarryIn {
                rule,
                flights,
                players,
            } => crate::field::days::carry_in(f, *rule, flights, players)?,
            FieldCommand::RedeemLammers { player, count } => {
                chips::redeem(f, &ctx, *player, *count)?
            }
            FieldCommand::LammerDeadline => chips::lammer_deadline(f, &ctx)?,
            FieldCommand::Purchase {
                player,
                kind,
                stack,
            } => chips::purchase(f, &ctx, *player, (*kind).into(), *stack)?,
            FieldCommand::ChipRaceDone {
                table,
                removed_value,
                added_value,
                race,
            } => chips::chip_race_done(f, *table, *removed_value, *added_value, race.as_ref())?,
        })
    }

    /// Decides a command about seats and tables.
    fn decide_seating(
        &self,
        command: &SeatingCommand,
        now: UtcMs,
    ) -> Result<FieldEvent, CommandError> {
        let ctx = self.context(now);
        let f = &self.field;
        Ok(match command {
            SeatingCommand::CommitDraw { commitment } => {
                let Some(c) = commitment else {
                    return Err(FieldError::BadCommitment { found: None }.into());
                };
                field_decide::commit_draw(f, c)?
            }
            SeatingCommand::DrawSeats { seed, held, reveal } => {
                let held: Vec<_> = held
                    .iter()
                    .map(|h| crate::field::HeldSeat {
                        at: h.at.into(),
                        hold: h.hold.hold(),
                    })
                    .collect();
                field_decide::draw_seats(f, &ctx, &held, *seed, reveal.as_deref())?
            }
            SeatingCommand::SeatAlternates { seed } => {
                field_decide::seat_alternates(f, &ctx, *seed)?
            }
            SeatingCommand::ConfirmMoves { seed, moves } => {
                field_decide::confirm_moves(f, &ctx, *seed, moves)?
            }
            SeatingCommand::SetButton { table, seat } => {
                field_decide::set_button(f, *table, *seat)?
            }
            SeatingCommand::HandWon { table, seats } => {
                field_decide::hand_won(f, &ctx, *table, seats)?
            }
            SeatingCommand::HoldSeat { at, hold } => {
                field_decide::hold_seat(f, (*at).into(), hold.map(|h| h.hold()))?
            }
            SeatingCommand::TableWon { table, players } => {
                crate::field::shootout::table_won(f, &self.structure, *table, players)?
            }
            SeatingCommand::NextRound { seed } => crate::field::shootout::next_round(
                f,
                &self.structure,
                seed.unwrap_or(ctx.fallback_seed),
            )?,
            SeatingCommand::Redraw { seed, rule } => {
                crate::field::days::redraw(f, &ctx, *seed, *rule)?
            }
            SeatingCommand::HardStop { counts } => field_decide::hard_stop(f, counts)?,
            SeatingCommand::HandForHand { on } => field_decide::hand_for_hand(f, *on)?,
            SeatingCommand::HandForHandHand => field_decide::hand_for_hand_hand(f, &ctx)?,
            SeatingCommand::TableHandDone { table } => {
                field_decide::table_hand_done(f, &ctx, *table)?
            }
        })
    }

    /// Decides a command about the prizes.
    fn decide_money(&self, command: &MoneyCommand) -> Result<FieldEvent, CommandError> {
        Ok(match command {
            MoneyCommand::LockPayouts => {
                money::lock_payouts(self.money_input()).map_err(field_err)?
            }
            MoneyCommand::UnlockPayouts => money::unlock_payouts(&self.field).map_err(field_err)?,
            MoneyCommand::Deal {
                method,
                players,
                amounts,
                play_for,
                agreed,
            } => {
                let order = money::DealOrder {
                    method: *method,
                    players,
                    amounts,
                    play_for: *play_for,
                    agreed,
                };
                money::decide_deal(self.money_input(), &order).map_err(field_err)?
            }
            MoneyCommand::Savers { amounts, agreed } => {
                money::decide_savers(self.money_input(), amounts, agreed).map_err(field_err)?
            }
        })
    }

    /// The counts on the clock: from the field when players are tracked one by one.
    pub fn counts_now(&self) -> Counts {
        if self.field.is_tracked() {
            Counts {
                entries: self.field.entry_count(),
                players_left: self.field.players_left(),
                add_ons: self.counts.add_ons + self.field.chips.add_ons(),
            }
        } else {
            self.counts
        }
    }

    /// What the money end (`field::results`, `field::standings`) reads of the event: the
    /// field, the structure and the add-ons counted on the clock.
    pub fn money_input(&self) -> money::MoneyInput<'_> {
        money::MoneyInput {
            field: &self.field,
            structure: &self.structure,
            add_ons: self.counts.add_ons,
            counted_entries: self.counts.entries,
            counted_players_left: self.counts.players_left,
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
        // Whatever the record changes, the views' figures are worked out again.
        self.memo = Memo::default();
        match &entry.record {
            Record::Event {
                event: Event::Created { .. },
            } => return Err(ReplayError::CreatedTwice { seq: entry.seq }),
            Record::Event { event } => {
                if let Event::CountChanged { counts, .. } = event {
                    check_counts(counts).map_err(|message| ReplayError::CountsOutOfRange {
                        seq: entry.seq,
                        message,
                    })?;
                }
                self.fold(event, entry.at).map_err(|e| ReplayError::Field {
                    seq: entry.seq,
                    message: e.to_string(),
                })?;
                // Turned on again, hand-for-hand ends by itself again at the money.
                if let Event::Field {
                    change: FieldEvent::HandForHand { on: true },
                } = event
                {
                    self.hand_for_hand_kept = false;
                }
                self.push_done(Done {
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
                let d = self.pop_done().expect("checked above");
                if is_deadline(&d.event) {
                    self.deadline_declined = true;
                }
                if is_extension(&d.event) {
                    self.extend_declined = true;
                }
                if is_hand_for_hand_off(&d.event) {
                    self.hand_for_hand_kept = true;
                }
                let refolded = self.refold(&d.event);
                self.undone.push_back(d);
                refolded.map_err(|e| ReplayError::Field {
                    seq: entry.seq,
                    message: e.to_string(),
                })?;
            }
            Record::SetAside { target } => {
                // Only a record that was never folded can be set aside: in a replay it is
                // skipped before it is reached, so here it is in neither list.
                if self
                    .done
                    .iter()
                    .chain(&self.undone)
                    .any(|d| d.seq == *target)
                {
                    return Err(ReplayError::SetAsideMismatch {
                        seq: entry.seq,
                        target: *target,
                    });
                }
            }
            Record::CheckpointSealed { upto, .. } => {
                // A seal vouches for a state the log already reached.
                if *upto >= entry.seq {
                    return Err(ReplayError::SealAhead {
                        seq: entry.seq,
                        upto: *upto,
                    });
                }
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
                let d = self.undone.pop_back().expect("checked above");
                if is_deadline(&d.event) {
                    self.deadline_declined = false;
                }
                if is_extension(&d.event) {
                    self.extend_declined = false;
                }
                if is_hand_for_hand_off(&d.event) {
                    self.hand_for_hand_kept = false;
                }
                self.fold(&d.event, d.at).map_err(|e| ReplayError::Field {
                    seq: entry.seq,
                    message: e.to_string(),
                })?;
                self.push_done(d);
            }
        }
        self.last_seq = entry.seq;
        Ok(())
    }

    fn fold(&mut self, event: &Event, at: UtcMs) -> Result<(), String> {
        match event {
            Event::Created { .. } => {}
            Event::Announced { text } => self.announcement = text.clone().map(|t| (at, t)),
            Event::LanguageSet { lang } => self.language = *lang,
            Event::ClockChanged { clock, .. } => self.clock = *clock,
            Event::CountChanged { counts, .. } => self.counts = *counts,
            Event::StructureChanged { edits, clock, .. } => {
                let s = Arc::make_mut(&mut self.structure);
                for e in edits {
                    e.apply(s).map_err(|e| e.to_string())?;
                }
                self.field.chips.follow(&self.structure);
                self.clock = *clock;
            }
            Event::Field { change } => {
                self.field.apply(change).map_err(|e| e.to_string())?;
                if let Some(c) = field_clock(change) {
                    self.clock = c;
                }
            }
        }
        Ok(())
    }

    /// The value the latest action in effect that `pick` reads gave (none when no action
    /// gave one, or the latest gave none).
    fn latest<T>(&self, pick: impl Fn(&Done) -> Option<Option<T>>) -> Option<T> {
        self.done.iter().rev().find_map(pick).flatten()
    }

    /// Recomputes the state from the creation and the actions in effect.
    ///
    /// The clock and the counts are carried whole by the events that set them, so they
    /// are the latest value among the actions in effect: a backwards scan that stops once
    /// both are found. The field changes incrementally, so when `field` says the undone
    /// action touched it, it is folded forwards from empty through the field events in
    /// effect (clock events are skipped, which keeps undoing a clock action cheap).
    fn refold(&mut self, undone: &Event) -> Result<(), String> {
        let field = undone.is_field();
        if matches!(undone, Event::StructureChanged { .. }) {
            // The structure is the created one with the changes still in effect.
            let mut s = (*self.created).clone();
            for d in &self.done {
                if let Event::StructureChanged { edits, .. } = &d.event {
                    for e in edits {
                        e.apply(&mut s).map_err(|e| e.to_string())?;
                    }
                }
            }
            self.structure = Arc::new(s);
        }
        if matches!(undone, Event::LanguageSet { .. }) {
            self.language = self.latest(|d| match &d.event {
                Event::LanguageSet { lang } => Some(*lang),
                _ => None,
            });
        }
        if matches!(undone, Event::Announced { .. }) {
            self.announcement = self.latest(|d| match &d.event {
                Event::Announced { text } => Some(text.clone().map(|t| (d.at, t))),
                _ => None,
            });
        }
        // From the mark nearest before the end (or the start), through the actions after
        // it: what they carried over what the mark kept and, when the undone action
        // touched the field, the field kept there with the field events after it.
        let (from, mut carried, mut f) = match self.marks.0.last() {
            Some(m) => (m.n, m.carried, field.then(|| m.field.clone())),
            None => (
                0,
                Carried::default(),
                field.then(|| Field::new(&self.created)),
            ),
        };
        for (i, d) in self.done.skip(from).iter().enumerate() {
            carried.see(&d.event);
            if let Some(f) = f.as_mut() {
                if let Event::Field { change } = &d.event {
                    f.apply(change).map_err(|e| e.to_string())?;
                }
                // A state read from a checkpoint keeps no marks: the first undo that
                // folds the field from further back keeps them again on the way.
                let n = from + i + 1;
                if n % MARK_EVERY == 0 {
                    self.marks.0.push_back(Mark {
                        n,
                        field: f.clone(),
                        carried,
                    });
                }
            }
        }
        self.clock = carried
            .clock
            .unwrap_or_else(|| Clock::not_started(&self.structure));
        self.counts = carried.counts.unwrap_or_default();
        if let Some(f) = f {
            self.field = f;
        }
        // The field's copies of the rules (the lammer deadline, the purchase windows)
        // follow the structure as it now stands.
        self.field.chips.follow(&self.structure);
        Ok(())
    }

    /// The most recent actions, newest first, in `l`'s words: redoable ones (undone, the
    /// next to redo last of them) and done ones; each with the walk that goes to it.
    pub fn recent_actions(&self, limit: usize, l: Locale) -> Vec<ActionSummary> {
        let undone = self.undone.iter().map(|d| (d, true));
        let done = self.done.iter().rev().map(|d| (d, false));
        let mut list: Vec<ActionSummary> = undone
            .chain(done)
            .take(limit)
            .map(|(d, undone)| ActionSummary {
                seq: d.seq,
                at: d.at,
                text: describe(&self.structure, &self.field, &d.event).say(l),
                undone,
                by: None,
                walk: Vec::new(),
            })
            .collect();
        let first_done = list.iter().position(|a| !a.undone).unwrap_or(list.len());
        let seqs: Vec<u64> = list.iter().map(|a| a.seq).collect();
        for (i, a) in list.iter_mut().enumerate() {
            a.walk = if a.undone {
                seqs[i..first_done].iter().rev().copied().collect()
            } else {
                seqs[first_done..=i].to_vec()
            };
        }
        list
    }

    /// Chips in play: every entry's starting stack plus the add-ons counted by hand;
    /// when players are tracked, re-entries at the re-entry's chips, and the chips that
    /// redeemed lammers, rebuys, add-ons and chip races added (or took out); on a day 2
    /// of flights, the chips the survivors brought instead of their starting stacks.
    ///
    /// Worked out wide and capped at [`MAX_CHIPS`]: within the structure's limits
    /// (`structure::bounds`) the total never comes near the cap, and no record, however
    /// it was written, can make it wrap.
    pub fn chips_in_play(&self) -> u64 {
        let s = &self.structure;
        let add_on = u128::from(s.add_on.as_ref().map(|a| a.chips).unwrap_or(0));
        let manual_add_ons = u128::from(self.counts.add_ons) * add_on;
        let stack = u128::from(s.starting_stack);
        let base = if self.field.is_tracked() {
            let re_entry = s.re_entry.as_ref().map_or(stack, |r| u128::from(r.chips));
            let (first, again) = self.field.own_entry_split();
            u128::from(first) * stack
                + u128::from(again) * re_entry
                + u128::from(self.field.carried_chips())
        } else {
            u128::from(self.counts.entries) * stack
        };
        let total = (base + manual_add_ons) as i128 + i128::from(self.field.chips.chips_added());
        total.clamp(0, i128::from(MAX_CHIPS)) as u64
    }
}

/// The most entries, players or add-ons an event counts: far beyond any real field, and
/// small enough that every view and calculation stays quick.
pub const MAX_COUNT: u32 = 1_000_000;

/// The longest message to the displays, in characters: two lines on a TV.
pub const MAX_ANNOUNCEMENT: usize = 200;

/// Where a log stops folding: the first record that cannot be read or folded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    pub seq: u64,
    /// What is wrong, said in the reader's language.
    pub message: Phrase,
}

/// `f`'s answer, or the message of the panic it raised. Folding a record must never
/// panic; this keeps a fault Felt has not yet found to the one record (and so to the one
/// event) it is in. A panic is not an I/O: the core stays pure.
pub fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|p| panic_text(&*p))
}

/// The words of a panic's payload.
pub fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string())
}

/// The records the TD set aside in `log`.
fn set_aside<'a>(log: impl Iterator<Item = &'a LogEntry>) -> std::collections::HashSet<u64> {
    log.filter_map(|e| match e.record {
        Record::SetAside { target } => Some(target),
        _ => None,
    })
    .collect()
}

/// Counts a log may carry: the same limits `decide` keeps, so a record written before
/// the limits (or by hand) cannot make a view cost memory in proportion to it.
fn check_counts(c: &Counts) -> Result<(), String> {
    for (name, n) in [
        ("entries", c.entries),
        ("players left", c.players_left),
        ("add-ons", c.add_ons),
    ] {
        if n > MAX_COUNT {
            return Err(format!("{name} {n} is more than the limit of 1,000,000"));
        }
    }
    Ok(())
}

fn adjust(counts: Counts, counter: Counter, delta: i32) -> Result<Counts, CommandError> {
    let mut next = counts;
    let limit = |from: u32, to: i64| {
        (to > i64::from(MAX_COUNT)).then(|| CommandError::CountOutOfRange {
            counter,
            from: from.into(),
            to,
            why: CountLimit::Million,
        })
    };
    let out = |from: u32, to: i64, why| CommandError::CountOutOfRange {
        counter,
        from: from.into(),
        to,
        why,
    };
    match counter {
        Counter::Entries => {
            let to = i64::from(counts.entries) + i64::from(delta);
            let players = i64::from(counts.players_left) + i64::from(delta);
            if to < 0 {
                return Err(out(counts.entries, to, CountLimit::Negative));
            }
            if players < 0 {
                return Err(out(counts.entries, to, CountLimit::PlayersAreEntries));
            }
            if let Some(e) = limit(counts.entries, to) {
                return Err(e);
            }
            next.entries = to as u32;
            next.players_left = players as u32;
        }
        Counter::Players => {
            let to = i64::from(counts.players_left) + i64::from(delta);
            if to < 0 {
                return Err(out(counts.players_left, to, CountLimit::Negative));
            }
            if to > i64::from(counts.entries) {
                return Err(out(
                    counts.players_left,
                    to,
                    CountLimit::MorePlayersThanEntries,
                ));
            }
            next.players_left = to as u32;
        }
        Counter::AddOns => {
            let to = i64::from(counts.add_ons) + i64::from(delta);
            if to < 0 {
                return Err(out(counts.add_ons, to, CountLimit::Negative));
            }
            if let Some(e) = limit(counts.add_ons, to) {
                return Err(e);
            }
            next.add_ons = to as u32;
        }
    }
    Ok(next)
}

/// A lock or deal refusal as a field refusal.
fn field_err(e: money::ResultsError) -> CommandError {
    CommandError::Field(FieldError::Results(e))
}

/// The clock a field event sets, if it sets one (a hand-for-hand hand takes time off).
fn field_clock(change: &FieldEvent) -> Option<Clock> {
    match change {
        FieldEvent::HandForHandHand { clock, .. } | FieldEvent::Busted { clock, .. } => *clock,
        _ => None,
    }
}

/// A TD-readable line for an event, said in any language.
fn describe(structure: &Structure, field: &Field, event: &Event) -> Phrase {
    match event {
        Event::Field { change } => {
            let currency = structure.money.as_ref().map_or("", |m| m.currency.as_str());
            crate::field::describe::describe(field, change, currency)
        }
        Event::Created { file, .. } => Phrase::new("action-created").text("file", file.clone()),
        // The log keeps the change in English as it was worded against the structure
        // just after it: English shows that text exactly. The other languages word the
        // change afresh, from its command and edits, against the structure as it stands
        // now (the log holds no other words for it, and its format does not change); a
        // later change to the same period shows in those words.
        Event::StructureChanged {
            action,
            edits,
            text,
            ..
        } => structure_change::describe(structure, action, edits).kept_in_english(text.clone()),
        Event::Announced { text: Some(text) } => {
            Phrase::new("action-announced").text("text", text.clone())
        }
        Event::Announced { text: None } => Phrase::new("action-announcement-off"),
        Event::LanguageSet { lang: Some(l) } => {
            Phrase::new("action-language-set").text("language", l.own_name())
        }
        Event::LanguageSet { lang: None } => Phrase::new("action-language-browser"),
        Event::ClockChanged { action, clock } => {
            let at = clock::period_phrase(structure, clock.period());
            let left = |ms: i64| format_duration_ms(ms);
            match action {
                ClockAction::Start => Phrase::new("action-clock-start"),
                ClockAction::Pause => match clock {
                    Clock::Paused { remaining_ms, .. } => {
                        Phrase::new("action-clock-paused-left").text("left", left(*remaining_ms))
                    }
                    Clock::Running { .. } => Phrase::new("action-clock-paused"),
                },
                ClockAction::Resume => Phrase::new("action-clock-resumed"),
                ClockAction::NextLevel => Phrase::new("action-clock-next"),
                ClockAction::PreviousLevel => Phrase::new("action-clock-previous"),
                ClockAction::GoTo { .. } => Phrase::new("action-clock-go-to"),
                ClockAction::SetRemaining { ms } => {
                    Phrase::new("action-clock-set").text("left", left(*ms))
                }
                ClockAction::AddTime { ms } if *ms >= 0 => {
                    Phrase::new("action-clock-added").text("time", left(*ms))
                }
                ClockAction::AddTime { ms } => {
                    Phrase::new("action-clock-took").text("time", left(ms.saturating_neg()))
                }
                ClockAction::EndDay => Phrase::new("action-clock-end-day"),
            }
            .phrase("period", at)
        }
        Event::CountChanged {
            counter,
            delta,
            counts,
        } => {
            let (id, value) = match counter {
                Counter::Entries => ("action-count-entries", counts.entries),
                Counter::Players => ("action-count-players", counts.players_left),
                Counter::AddOns => ("action-count-add-ons", counts.add_ons),
            };
            Phrase::new(id)
                .text("sign", if *delta >= 0 { "+" } else { "-" })
                .count("count", delta.unsigned_abs())
                .figure("now", u64::from(value))
        }
    }
}

/// The lammer deadline applied (by the TD or by the clock).
fn is_extension(event: &Event) -> bool {
    matches!(
        event,
        Event::StructureChanged {
            action: StructureCommand::Extend,
            ..
        }
    )
}

fn is_hand_for_hand_off(event: &Event) -> bool {
    matches!(
        event,
        Event::Field {
            change: FieldEvent::HandForHand { on: false }
        }
    )
}

fn is_deadline(event: &Event) -> bool {
    matches!(
        event,
        Event::Field {
            change: FieldEvent::LammerDeadlinePassed { .. }
        }
    )
}
