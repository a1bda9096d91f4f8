//! Each event's slot: its writer lock and the snapshot published after every change,
//! loaded on first use, caught up with other processes' records, reloaded when damaged.

use super::*;

/// One event's state as published after each change. Readers take the `Arc` and
/// compute their views with no lock held, so a slow view never holds up a write.
pub(crate) struct Snapshot {
    pub(crate) t: Arc<Tournament>,
    /// The first record that cannot be read or folded: the event is read-only (its
    /// state is the one before that record) until the TD sets the record aside.
    pub(super) damage: Option<Damage>,
    /// The newest log position read, past any damage, to notice other processes' writes.
    pub(super) read_to: u64,
    /// The records a paired device sent, with its name.
    pub(super) senders: Arc<BTreeMap<u64, String>>,
}

impl Snapshot {
    pub(super) fn damage_view(&self, l: felt_core::lang::Locale) -> Option<LogDamage> {
        self.damage.as_ref().map(|d| LogDamage::new(d, l))
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
pub(super) struct Slot {
    /// Held while this event's state changes (a write, a catch-up, a reload): each event
    /// has its own writer, so a write to one event never waits for another event's work.
    pub(super) writer: Mutex<()>,
    pub(super) current: RwLock<Arc<Snapshot>>,
    /// The checkpoint this event was opened from (its log position), if it was.
    pub(super) opened_from: Option<u64>,
    /// The log position of the checkpoint stored for this event (0 when none is known
    /// good): a new one is written once the log has moved on by `CHECKPOINT_EVERY`.
    pub(super) checkpointed: std::sync::atomic::AtomicU64,
    /// Moves on each time the event is read again from its log, or the database is
    /// replaced (under the writer lock): a checkpoint encoded from a snapshot taken before
    /// is not written (`checkpoint::Felt::checkpoint`).
    pub(super) generation: std::sync::atomic::AtomicU64,
    /// Why the checkpoint was not read when the event opened, when the log did not vouch
    /// for it (reported by `felt log verify`).
    pub(super) refused: Mutex<Option<String>>,
}

impl Slot {
    pub(super) fn current(&self) -> Arc<Snapshot> {
        self.current
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    pub(super) fn publish(&self, s: Arc<Snapshot>) {
        *self.current.write().unwrap_or_else(|p| p.into_inner()) = s;
    }

    pub(super) fn write(&self) -> MutexGuard<'_, ()> {
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Felt {
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
    pub(super) fn slot(&self, id: i64) -> Result<Arc<Slot>, ApiError> {
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
    pub(super) fn load_from(
        &self,
        id: i64,
    ) -> Result<(Snapshot, Option<u64>, Option<String>), ApiError> {
        match self.load_checkpointed(id)? {
            checkpoint::FromCheckpoint::Read(s, seq) => Ok((s, Some(seq), None)),
            checkpoint::FromCheckpoint::Passed => Ok((self.load(id)?, None, None)),
            checkpoint::FromCheckpoint::Refused(why) => Ok((self.load(id)?, None, Some(why))),
        }
    }

    /// Folds event `id`'s whole log, stopping at the first damaged record.
    pub(super) fn load(&self, id: i64) -> Result<Snapshot, ApiError> {
        let (lines, senders) = {
            let reader = self.reader();
            if !reader.has_event(id)? {
                return Err(ApiError::NoSuchEvent { id });
            }
            (reader.log_lines(id, 0)?, reader.senders(id, 0)?)
        };
        let read_to = lines.iter().map(line_seq).max().unwrap_or(0);
        let (t, damage) = self.fold_showable(id, &lines)?;
        if let Some(d) = &damage {
            tracing::warn!(
                event = id,
                record = d.seq,
                "damaged: record #{} cannot be read ({}); the event is read-only until it is set aside",
                d.seq,
                d.message
            );
        }
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
    pub(super) fn fold_showable(
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
            tracing::error!(event = id, "its views failed inside Felt: {message}");
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
                message: felt_core::lang::Phrase::new("replay-cannot-show")
                    .text("seq", last.to_string())
                    .text("message", message.clone()),
            });
        }
        Err(ApiError::Fault {
            id,
            what: "its views",
            message: "no earlier state of the event can be shown".into(),
        })
    }

    /// Loads event `id` again and publishes it (the caller holds the slot's writer).
    pub(super) fn reload(&self, id: i64, slot: &Slot) -> Result<Arc<Snapshot>, ApiError> {
        let s = Arc::new(self.load(id)?);
        slot.generation
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        slot.publish(s.clone());
        Ok(s)
    }

    /// Reloads event `id` after a record it could not fold or show, and the error to
    /// answer: the damage the reload found (the event read-only, the repair offered), or
    /// `otherwise` when the log reads cleanly again.
    pub(super) fn reload_damaged(&self, id: i64, slot: &Slot, otherwise: &str) -> ApiError {
        match self.reload(id, slot) {
            Ok(cur) => match &cur.damage {
                Some(d) => ApiError::damaged(id, d),
                None => ApiError::Internal(otherwise.into()),
            },
            Err(e) => e,
        }
    }

    /// Folds in the records after `cur` (the caller holds the slot's writer); a damaged
    /// event, or a newer record that does not fold, loads the whole log again.
    pub(super) fn catch_up(
        &self,
        id: i64,
        slot: &Slot,
        cur: &Snapshot,
    ) -> Result<Arc<Snapshot>, ApiError> {
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
    pub(super) fn senders_after(
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
    pub(super) fn new(s: Snapshot, opened_from: Option<u64>) -> Slot {
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
pub(super) fn shows(id: i64, t: &Tournament, now: UtcMs) -> Result<(), String> {
    felt_core::engine::caught(|| {
        fault::point(id);
        let _ = EventView::new(
            id,
            t,
            now,
            RECENT,
            None,
            &BTreeMap::new(),
            Default::default(),
        );
        let _ = wire::field_view_now(t, now, true);
    })
}

pub(super) fn line_seq(line: &crate::store::LogLine) -> u64 {
    match line {
        Ok(e) => e.seq,
        Err((seq, _)) => *seq,
    }
}
