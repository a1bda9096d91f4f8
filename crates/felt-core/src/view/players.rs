//! The desk's player list a page at a time, searched here rather than on the screen: a
//! console at a 10,000-player event asks for the hundred rows it draws, not the field. Its
//! rows are the field view's own (`Rows`), so a row and its actions read the same in both.

use super::field::{FieldPlayer, Rows};
use crate::field::names::{Search, natural_cmp, search_words};
use crate::field::{Context, Entry, EntryState, Field};
use crate::rules::seating::PlayerId;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::cmp::Ordering;

/// Rows a page holds when the asker does not say.
pub const PAGE_ROWS: u32 = 100;
/// The most rows one page holds.
pub const PAGE_MAX: u32 = 500;

/// Which rows of the player list to send.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema, utoipa::IntoParams))]
#[cfg_attr(feature = "schema", into_params(parameter_in = Query))]
#[serde(default, deny_unknown_fields)]
pub struct PlayerQuery {
    /// What the desk typed: part of a name, a card number or an entry number. Empty for
    /// every entry: seated first, then registered, alternates, finished, busted and
    /// unregistered, each by name.
    pub q: String,
    /// Rows to skip.
    pub offset: u32,
    /// Rows to send: 100 when 0 or left out, 500 at most.
    pub limit: u32,
    /// One entry's row alone, by its entry number (the seat picked on the chart); the
    /// search is then not read.
    pub player: Option<PlayerId>,
}

/// One page of the player list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlayersPage {
    /// The query answered, as asked, so a screen can drop an answer to an older one.
    pub q: String,
    /// Entries in the event, every state.
    pub entries: u32,
    /// Entries the query matched (all of them when it is empty).
    pub matched: u32,
    pub offset: u32,
    /// The rows, best match first (or in list order).
    pub players: Vec<FieldPlayer>,
}

/// Where a state sorts in the list: the players in play first.
fn state_order(state: EntryState, seated: bool, drawn: bool) -> u8 {
    match state {
        EntryState::Active if seated => 0,
        EntryState::Active if !drawn => 1,
        EntryState::Active => 2,
        EntryState::Finished => 3,
        EntryState::Busted => 4,
        EntryState::Unregistered => 5,
    }
}

impl PlayersPage {
    /// The rows' words in `l`'s.
    pub fn say_in(&mut self, l: crate::lang::Locale) {
        let w = super::field::RowWords::new(l);
        for p in &mut self.players {
            p.say(&w);
        }
    }
}

/// A page of the player list at the context's instant.
/// `paid`: the places paid now (a player who cashed is offered no re-entry).
pub fn players_page(
    field: &Field,
    ctx: &Context,
    paid: Option<u32>,
    query: &PlayerQuery,
) -> PlayersPage {
    let limit = match query.limit {
        0 => PAGE_ROWS,
        n => n.min(PAGE_MAX),
    };
    let drawn = field.drawn.is_some();
    let order = |e: &Entry| state_order(e.state, field.seating.players.contains_key(&e.id), drawn);
    // Each row with its sort key: the whole list sorts on the name keys the field already
    // holds (no case or accents), a search on each name's words, read once; then the name
    // as written and the entry, so the order is total and the same on every screen.
    let mut hits: Vec<(u8, Cow<str>, &Entry)> = if let Some(id) = query.player {
        field
            .entries
            .get(&id)
            .map(|e| (0, Cow::Borrowed(""), e))
            .into_iter()
            .collect()
    } else if let Some(search) = Search::new(&query.q) {
        field
            .entries
            .values()
            .filter_map(|e| {
                let words = search_words(&e.key);
                let rank = search.rank(&words, e.number.as_deref(), e.id)?;
                // Players still in before those out, on the same rank.
                let out = u8::from(order(e) >= 3);
                Some((rank * 2 + out, Cow::Owned(words), e))
            })
            .collect()
    } else {
        field
            .entries
            .values()
            .map(|e| (order(e), Cow::Borrowed(e.key.as_str()), e))
            .collect()
    };
    let matched = hits.len() as u32;
    let by_key = |a: &(u8, Cow<str>, &Entry), b: &(u8, Cow<str>, &Entry)| -> Ordering {
        a.0.cmp(&b.0)
            .then_with(|| natural_cmp(&a.1, &b.1))
            .then_with(|| a.2.name.cmp(&b.2.name))
            .then_with(|| a.2.id.cmp(&b.2.id))
    };
    let from = (query.offset as usize).min(hits.len());
    let to = from.saturating_add(limit as usize).min(hits.len());
    // Only the rows sent are put in order and built (with their actions checked).
    if to < hits.len() {
        hits.select_nth_unstable_by(to, by_key);
        hits.truncate(to);
    }
    hits.sort_unstable_by(by_key);
    let rows = Rows::new(field, ctx, paid);
    PlayersPage {
        q: query.q.clone(),
        entries: field.entries.len() as u32,
        matched,
        offset: query.offset,
        players: hits[from..].iter().map(|(_, _, e)| rows.row(e)).collect(),
    }
}
