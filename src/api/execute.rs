//! The execute pipeline: a TD command decided on the event's state, logged, folded and
//! shown; what the clock made due by itself; fair-draw secrets; setting a damaged record
//! aside.

use super::*;
use felt_core::lang::{Asked, Locale, Phrase};

/// What one round of [`Felt::tend`] did.
#[derive(Debug, Default)]
pub struct Tended {
    /// Actions logged because the clock made them due.
    pub logged: usize,
    /// Events whose due action could not be logged, with the error.
    pub failed: Vec<(i64, ApiError)>,
}

impl Felt {
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
        self.execute_in(id, command, from, Asked::named(Locale::ENGLISH))
    }

    /// [`Felt::execute_from`], its view in the language `asked` for (or the event's).
    pub fn execute_in(
        &self,
        id: i64,
        command: &Command,
        from: Option<&str>,
        asked: Asked,
    ) -> Result<Ack, ApiError> {
        use felt_core::engine::HistoryCommand;
        match command {
            Command::History(HistoryCommand::UndoTo { seq } | HistoryCommand::RedoTo { seq }) => {
                self.walk_history(id, command, *seq, from, asked)
            }
            Command::History(_) => self.execute_one(id, command, from, asked),
            // Well formed, so not a 400: refused, as a day 2 made by hand would be.
            Command::Field(felt_core::engine::FieldCommand::CarryIn { .. }) => {
                Err(ApiError::DayTwo(Phrase::new("refusal-api-day-two-by-hand")))
            }
            Command::Field(felt_core::engine::FieldCommand::Register {
                name,
                ticket: Some(ticket),
                ..
            }) => {
                self.check_ticket(id, name, *ticket)?;
                self.apply_due(id)?;
                self.execute_one(id, command, from, asked)
            }
            _ => {
                self.apply_due(id)?;
                self.execute_one(id, command, from, asked)
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
        asked: Asked,
    ) -> Result<Ack, ApiError> {
        let undoing = matches!(
            command,
            Command::History(felt_core::engine::HistoryCommand::UndoTo { .. })
        );
        let mut ack = self.execute_one(id, command, from, asked)?;
        // Each step moves one action; the bound is the log's length.
        for _ in 0..=self.snapshot(id)?.t.last_seq() {
            if self.snapshot(id)?.t.in_effect(seq) != undoing {
                break;
            }
            ack = self.execute_one(id, command, from, asked)?;
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
            match self.execute_one(id, &command, None, Asked::named(Locale::ENGLISH)) {
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

    pub(super) fn execute_one(
        &self,
        id: i64,
        command: &Command,
        from: Option<&str>,
        asked: Asked,
    ) -> Result<Ack, ApiError> {
        // A draw the desk did not seed gets a fresh seed from the OS; the event records it.
        // A commitment to the opening draw gets its secret here (kept out of the log), and
        // the committed draw reveals it.
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
            tracing::error!(
                event = id,
                "deciding a command failed inside Felt: {message}"
            );
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
                return Err(self.reload_damaged(id, &slot, "the log changed while deciding"));
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
                    Some(r) => {
                        tracing::info!(event = id, code = r.code(), "refused: {r}");
                        ApiError::Rejected(r)
                    }
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
                return Err(self.reload_damaged(id, &slot, "the log changed while deciding"));
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
        let l = asked.for_event(snapshot.t.language);
        let view = guarded(id, "its view", || {
            EventView::new(id, &snapshot.t, now, RECENT, None, &snapshot.senders, l)
        });
        let view = match view {
            Ok(v) => v,
            // The action is recorded, but the event cannot be shown after it: it opens
            // read-only at the state before it, with the repair offered.
            Err(_) => {
                return Err(self.reload_damaged(id, &slot, "the event's view failed once"));
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
    /// seat, with its commitment checked; its words in the language asked (else the
    /// event's).
    pub fn check_draws(
        &self,
        id: i64,
        asked: Asked,
    ) -> Result<felt_core::view::draw_check::DrawCheck, ApiError> {
        let log = self.reader().log_since(id, 0)?;
        if log.is_empty() {
            return Err(ApiError::NoSuchEvent { id });
        }
        let l = asked.for_event(self.snapshot(id)?.t.language);
        felt_core::view::draw_check::check_draws(&log, l)
            .map_err(|source| ApiError::Replay { id, source })
    }

    /// The TD's repair of a damaged log: record `seq` of event `id` (the one that cannot
    /// be read or folded) is set aside, so the event opens again from the records around
    /// it. Refused unless `seq` is the event's damaged record now.
    pub fn set_aside(&self, id: i64, seq: u64) -> Result<Ack, ApiError> {
        self.set_aside_in(id, seq, Asked::named(Locale::ENGLISH))
    }

    /// [`Felt::set_aside`], the view after it in the language `asked` for (or the
    /// event's).
    pub fn set_aside_in(&self, id: i64, seq: u64, asked: Asked) -> Result<Ack, ApiError> {
        let slot = self.slot(id)?;
        let _guard = slot.write();
        let cur = self.reload(id, &slot)?;
        match &cur.damage {
            None => {
                return Err(ApiError::Repair(
                    Phrase::new("refusal-api-repair-nothing").text("id", id.to_string()),
                ));
            }
            Some(d) if d.seq != seq => {
                return Err(ApiError::Repair(
                    Phrase::new("refusal-api-repair-other-record")
                        .text("id", id.to_string())
                        .text("damaged", d.seq.to_string())
                        .text("seq", seq.to_string()),
                ));
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
                ApiError::Repair(
                    Phrase::new("refusal-api-repair-changed").text("id", id.to_string()),
                )
            })?;
        tracing::warn!(
            event = id,
            record = seq,
            "repaired: record #{seq} set aside"
        );
        let next = self.reload(id, &slot)?;
        let l = asked.for_event(next.t.language);
        let view = guarded(id, "its view", || {
            EventView::new(
                id,
                &next.t,
                now,
                RECENT,
                next.damage_view(l),
                &next.senders,
                l,
            )
        })?;
        Ok(Ack {
            seq: entry.seq,
            view,
        })
    }
}
