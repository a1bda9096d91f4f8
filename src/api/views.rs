//! The views of an event the doors read: the event, the field, the room's window, the
//! players page, the clock, the levels, the structure and its printouts.

use super::*;
use felt_core::lang::{Asked, Locale};
use felt_core::view::clock::clock_view_in;

impl Felt {
    /// The full view of event `id` now (clock, recent actions).
    pub fn event_view(&self, id: i64) -> Result<EventView, ApiError> {
        self.event_view_in(id, Asked::named(Locale::ENGLISH))
    }

    /// [`Self::event_view`] in the language asked for (or the event's).
    pub fn event_view_in(&self, id: i64, asked: Asked) -> Result<EventView, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        let l = asked.for_event(s.t.language);
        guarded(id, "its view", || {
            EventView::new(id, &s.t, now, RECENT, s.damage_view(l), &s.senders, l)
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
            return Err(ApiError::BadRequest(
                felt_core::lang::Phrase::new("refusal-api-window-too-big")
                    .count("max", WINDOW_MAX)
                    .text("asked", window.count.to_string()),
            ));
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
        self.clock_view_in(id, Asked::named(Locale::ENGLISH))
    }

    /// The language the TD set for event `id`'s screens and paper (none: each browser's).
    pub fn event_language(&self, id: i64) -> Result<Option<felt_core::lang::Language>, ApiError> {
        Ok(self.snapshot(id)?.t.language)
    }

    /// [`Self::clock_view`] in the language asked for (or the event's).
    pub fn clock_view_in(&self, id: i64, asked: Asked) -> Result<ClockView, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        let l = asked.for_event(s.t.language);
        guarded(id, "its clock view", || clock_view_in(&s.t, now, l))
    }

    /// Event `id`'s periods in words: each level's game and stakes, each break's race, in
    /// the language asked for (or the event's).
    pub fn levels_view(
        &self,
        id: i64,
        asked: Asked,
    ) -> Result<felt_core::view::levels::LevelsView, ApiError> {
        let s = self.snapshot(id)?;
        let l = asked.for_event(s.t.language);
        guarded(id, "its levels", || {
            felt_core::view::levels::levels_view(&s.t.structure, l)
        })
    }

    /// The normalized structure of event `id`, with the derived stakes of every level.
    pub fn structure(&self, id: i64) -> Result<Structure, ApiError> {
        Ok((*self.snapshot(id)?.t.structure).clone())
    }

    /// One of the event's printouts (structure sheet, rule card, results, seat cards,
    /// table lists, moves), as PDF bytes, in the language `asked` for, else the event's
    /// (the rule card is in English for now).
    pub fn print(
        &self,
        id: i64,
        what: Printout,
        size: crate::paper::PaperSize,
        asked: Asked,
    ) -> Result<Vec<u8>, ApiError> {
        let now = self.now();
        let s = self.snapshot(id)?;
        let l = asked.for_event(s.t.language);
        let shown = self.shown_name()?;
        let mut doc = guarded(id, "its printout", || {
            results::field_document(what, &s.t, now, &shown, l)
        })?;
        if matches!(what, Printout::Results) {
            // The sheet pins the log it was printed from.
            let seal = self.verify_log(id)?;
            doc = felt_core::paper::floor_paper::with_log_seal(doc, &seal, l);
        }
        Ok(crate::paper::render_pdf(&doc, size, l)?)
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
}
