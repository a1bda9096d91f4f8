//! The results end of an event over the API: the deal proposal, the results as lines
//! and CSV, and the floor's printouts that need the event's players (results sheet,
//! seat cards, table lists, moves list).

use super::{ApiError, Felt, lock};
use felt_core::UtcMs;
use felt_core::engine::Tournament;
use felt_core::field::results::{DealKind, DealProposal, MoneyInput, propose_deal};
use felt_core::field::standings::{ResultsNow, results_now};
use felt_core::lang::Locale;
use felt_core::paper::document::Document;
use felt_core::paper::floor_paper::{
    Books, Names, moves_list, results_csv, results_csv_with_books, results_sheet, seat_cards,
    table_lists, with_books, with_prizes_unknown,
};
use felt_core::rules::seating::{BalanceMove, SeatRef};
use felt_core::view::field::pending_plan;

/// The printouts built from the event's players rather than its structure alone. The
/// results print each player under `shown` (the register's name for a spelling the TD
/// merged into another player).
pub(super) fn field_document(
    what: super::Printout,
    t: &Tournament,
    now: UtcMs,
    shown: &dyn Fn(&str) -> String,
    l: Locale,
) -> Document {
    use super::Printout;
    let title = t.structure.title();
    let names: Names = t
        .field
        .entries
        .values()
        .map(|e| (e.id, e.name.clone()))
        .collect();
    match what {
        Printout::StructureSheet | Printout::RuleCard => what.document(&t.structure, l),
        Printout::Results => {
            let currency = t.structure.money.as_ref().map(|m| m.currency.as_str());
            let ResultsNow {
                mut lines,
                prizes_unknown,
            } = results_now(t.money_input());
            for l in &mut lines {
                l.name = shown(&l.name);
            }
            let sheet = results_sheet(&title, currency, &lines, l);
            let why = prizes_unknown.map(|why| why.say(l));
            let sheet = with_prizes_unknown(sheet, why.as_deref(), l);
            match books(t, l) {
                Some(b) => with_books(sheet, &b, currency, &lines, l),
                None => sheet,
            }
        }
        Printout::SeatCards => seat_cards(&title, &t.field.seating, &names, l),
        Printout::TableLists => table_lists(&title, &t.field.seating, &names, l),
        Printout::Moves => {
            let period = felt_core::rules::clock::read(t.clock, &t.structure, now).period;
            let plan = pending_plan(&t.field, &t.structure, period, t.derived_seed());
            let seat = |s: felt_core::view::field::SeatPlace| SeatRef {
                table: s.table,
                seat: s.seat,
            };
            let moves: Vec<BalanceMove> = plan
                .moves
                .iter()
                .map(|m| BalanceMove {
                    player: m.player,
                    from: seat(m.from),
                    to: seat(m.to),
                    kind: m.kind,
                    reason: m.reason.clone(),
                    button_unknown: m.button_unknown.clone(),
                })
                .collect();
            moves_list(&title, &moves, &names, &plan.broken_tables, l)
        }
    }
}

/// The books of `t`: the money in and out from its prize pool, and the day it
/// was played in this machine's time zone, written `l`'s way (CLDR's). None when the
/// event takes no money.
fn books(t: &Tournament, l: Locale) -> Option<Books> {
    use chrono::Datelike;
    let pool = felt_core::field::results::pool_now(t.money_input())?;
    let head = felt_core::field::results::bounty_held(&t.structure);
    let started = t.started_at();
    let date = started
        .and_then(|s| chrono::DateTime::from_timestamp_millis(s.0))
        .map(|d| {
            let d = d.with_timezone(&chrono::Local).date_naive();
            l.long_date(d.year(), d.month() as u8, d.day() as u8)
        });
    Some(Books::of(&pool, head, started, date))
}

/// The results of event `id` now, the log told when they carry no prizes though the
/// event pays some (the screens and the sheet say it in words themselves).
pub(super) fn results_logged(id: i64, money: MoneyInput<'_>) -> ResultsNow {
    let now = results_now(money);
    if let Some(why) = &now.prizes_unknown {
        tracing::warn!(event = id, "the results carry no prizes: {why}");
    }
    now
}

impl Felt {
    /// The results of event `id` now: places, names, prizes (deal and shared places
    /// applied) and bounties.
    /// A player whose spelling the TD merged into another player's is listed under the
    /// register's name (a day 2 carries the flights' spellings in; the merge may come later).
    /// When the prizes cannot be worked out, the answer says why (and the log does).
    pub fn results(&self, id: i64) -> Result<ResultsNow, ApiError> {
        let shown = self.shown_name()?;
        let mut now = results_logged(id, self.snapshot(id)?.t.money_input());
        for l in &mut now.lines {
            l.name = shown(&l.name);
        }
        Ok(now)
    }

    /// The name a result line prints for a name as entered: the register's name when the
    /// spelling belongs to a player there, else the name as entered.
    pub(super) fn shown_name(&self) -> Result<impl Fn(&str) -> String + use<>, ApiError> {
        let register = self.register_map()?;
        Ok(move |name: &str| Felt::player_of_name(&register, name).1)
    }

    /// The results of event `id` as CSV text, with the books after the places when the
    /// event takes money.
    pub fn results_csv(&self, id: i64) -> Result<String, ApiError> {
        let lines = self.results(id)?.lines;
        // The CSV is for a spreadsheet: its words stay English.
        Ok(match books(&self.snapshot(id)?.t, Locale::ENGLISH) {
            Some(b) => results_csv_with_books(&lines, &b),
            None => results_csv(&lines),
        })
    }

    /// The chips of the players still in, in entry order, as last counted: what the
    /// event's own deal proposal is worked out from. Refused, naming them, while a player
    /// still in has no count.
    pub fn recorded_stacks(&self, id: i64) -> Result<Vec<u64>, ApiError> {
        let s = self.snapshot(id)?;
        let field = &s.t.field;
        let mut stacks = Vec::new();
        let mut missing = Vec::new();
        for e in field.active() {
            match field.counted.get(&e.id) {
                Some(c) => stacks.push(*c),
                None => missing.push(e.name.clone()),
            }
        }
        if !missing.is_empty() {
            return Err(ApiError::BadRequest(
                felt_core::lang::Phrase::new("refusal-api-no-counts")
                    .text("names", missing.join(", ")),
            ));
        }
        Ok(stacks)
    }

    /// The event's own deal proposal: [`Felt::deal_proposal`] from the recorded counts,
    /// worked out once per change of the event and shared by every reader (it is an open
    /// read, so its cost is the event's, never a caller's).
    pub fn own_deal_proposal(
        &self,
        id: i64,
        method: DealKind,
        play_for: u64,
    ) -> Result<DealProposal, ApiError> {
        let seq = self.snapshot(id)?.t.last_seq();
        let key = (id, seq, method, play_for);
        if let Some((k, p)) = lock(&self.own_deals).get(&id)
            && *k == key
        {
            return Ok(p.clone());
        }
        let stacks = self.recorded_stacks(id)?;
        let proposal = self.deal_proposal(id, method, &stacks, play_for)?;
        lock(&self.own_deals).insert(id, (key, proposal.clone()));
        Ok(proposal)
    }

    /// A chip chop or ICM deal for the players still in with `stacks` (in the order of
    /// the players still in, by entry number), keeping `play_for` for the winner.
    pub fn deal_proposal(
        &self,
        id: i64,
        method: DealKind,
        stacks: &[u64],
        play_for: u64,
    ) -> Result<DealProposal, ApiError> {
        let s = self.snapshot(id)?;
        let t = &s.t;
        let seed = t.derived_seed();
        propose_deal(t.money_input(), method, stacks, play_for, seed)
            .map_err(|e| ApiError::Rejected(felt_core::field::FieldError::Results(e).into()))
    }
}
