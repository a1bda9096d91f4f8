//! Series and leagues: a series groups events and ranks their players by a
//! points rule (`felt_core::rules::series`). The standings are worked out on each read
//! from the events' own results, so they follow every undo, deal or late result; a rule
//! can be previewed on the series' events before it is kept.

use super::{ApiError, Felt};
use felt_core::field::results::field_pool;
use felt_core::lang::Phrase;
use felt_core::rules::series::{Placing, SeriesEvent, SeriesRule, Standing, leaderboard};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// `POST /api/series`: a new series.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeriesSetup {
    pub name: String,
    pub rule: SeriesRule,
    /// Events to put in it now.
    #[serde(default)]
    pub events: Vec<i64>,
}

/// An event of a series as the standings count it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SeriesEventLine {
    pub id: i64,
    pub name: String,
    /// The number its series gives it (the structure's `number`), if any.
    pub number: Option<u32>,
    pub entries: u32,
    /// Over: its places are final. Otherwise the players still in share the places left.
    pub finished: bool,
}

/// A series with its standings now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SeriesView {
    pub id: i64,
    pub name: String,
    pub rule: SeriesRule,
    /// The rule in words.
    pub rule_text: String,
    pub events: Vec<SeriesEventLine>,
    pub standings: Vec<Standing>,
    /// Why the kept rule scores nothing now (a formula a later Felt refuses, a place it
    /// cannot score): the standings are empty and the TD can set another rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub problem: Option<String>,
}

/// A series in the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct SeriesListing {
    pub id: i64,
    pub name: String,
    pub events: u32,
}

/// The rule in words: "10 × √(entries ÷ place), best 3 events".
pub fn rule_text(rule: &SeriesRule) -> String {
    use felt_core::rules::series::PointsRule;
    let points = match &rule.points {
        PointsRule::SqrtEntries { scale } => format!("{scale} × √(entries ÷ place)"),
        PointsRule::ByPlace { points, played } => {
            let list: Vec<String> = points.iter().map(|p| p.to_string()).collect();
            format!(
                "{} by place, {played} for any other finish",
                list.join(", ")
            )
        }
        PointsRule::Prizes { bounties: false } => "a point per unit of prize money".to_string(),
        PointsRule::Prizes { bounties: true } => {
            "a point per unit of prize and bounty money".to_string()
        }
        PointsRule::Formula { expression } => format!("formula: {expression}"),
    };
    match rule.best_of {
        Some(n) => format!(
            "{points}; best {}",
            felt_core::words::count(u64::from(n), "event", "events")
        ),
        None => format!("{points}; every event counts"),
    }
}

fn name_ok(name: &str) -> Result<String, ApiError> {
    let n = name.trim();
    if n.is_empty() || n.chars().count() > 120 {
        return Err(ApiError::Series(Phrase::new("refusal-api-series-name")));
    }
    Ok(n.to_string())
}

fn rule_json(rule: &SeriesRule) -> Result<String, ApiError> {
    serde_json::to_string(rule).map_err(|e| ApiError::Internal(e.to_string()))
}

impl Felt {
    /// One event as a series counts it: entries, buy-in, pool, and each player's best
    /// place with their prizes and bounties added over their entries.
    fn series_event(
        &self,
        id: i64,
        register: &super::players::Register,
    ) -> Result<(SeriesEventLine, SeriesEvent), ApiError> {
        let snapshot = self.snapshot(id)?;
        let t = &snapshot.t;
        let money = t.money_input();
        let entries = if money.field.is_tracked() {
            money.field.entry_count()
        } else {
            money.counted_entries
        };
        let structure = money.structure;
        let pool = field_pool(money.field, structure, money.add_ons)
            .map(|p| p.total)
            .unwrap_or(0);
        let mut by_player: BTreeMap<String, Placing> = BTreeMap::new();
        let finished = t.finished_at().is_some();
        for l in super::results::results_logged(id, money).lines {
            // A player still in an event still playing has no place yet: the points come
            // when the event decides it (a bust, the win, a deal for everything).
            if !finished
                && money
                    .field
                    .entries
                    .get(&l.player)
                    .is_some_and(|e| e.state == felt_core::field::EntryState::Active)
            {
                continue;
            }
            // Players are matched through the register: every spelling of one player
            // (merged by the TD) counts as that player, under the register's name.
            let (key, shown) = Felt::player_of_name(register, &l.name);
            let p = by_player.entry(key).or_insert(Placing {
                player: shown,
                place: l.place,
                prize: 0,
                bounties: 0,
            });
            p.place = p.place.min(l.place);
            p.prize += l.prize;
            p.bounties += l.bounties;
        }
        let mut placings: Vec<Placing> = by_player.into_values().collect();
        placings.sort_by_key(|p| p.place);
        Ok((
            SeriesEventLine {
                id,
                name: structure.name.clone(),
                number: structure.number,
                entries,
                finished,
            },
            SeriesEvent {
                name: super::wire::event_label(id, structure),
                entries: entries.max(placings.len() as u32),
                buy_in: structure.money.as_ref().map_or(0, |m| m.buy_in),
                pool,
                placings,
            },
        ))
    }

    fn series_row(&self, id: i64) -> Result<crate::store::SeriesRow, ApiError> {
        self.reader()
            .series(id)?
            .ok_or(ApiError::NoSuchSeries { id })
    }

    /// Series `id` with its standings under `rule` (its own rule when none).
    pub fn series_view(&self, id: i64, rule: Option<&SeriesRule>) -> Result<SeriesView, ApiError> {
        let row = self.series_row(id)?;
        let kept: SeriesRule = serde_json::from_str(&row.rule).map_err(|e| {
            ApiError::Repair(
                Phrase::new("refusal-api-series-rule-unreadable")
                    .text("id", id.to_string())
                    .text("why", e.to_string()),
            )
        })?;
        let previewed = rule.is_some();
        let rule = rule.cloned().unwrap_or(kept);
        let mut lines = Vec::new();
        let mut events = Vec::new();
        let register = self.register_map()?;
        for e in &row.events {
            let (line, event) = self.series_event(*e, &register)?;
            lines.push(line);
            events.push(event);
        }
        // A rule the TD tries is refused in words; the kept rule failing (a formula
        // stored before a limit existed) shows the series with the problem instead, so
        // the TD can still read it and set another rule.
        let (standings, problem) = match leaderboard(&events, &rule) {
            Ok(s) => (s, None),
            Err(e) if previewed => return Err(rule_refused(&e)),
            Err(e) => (
                Vec::new(),
                Some(format!("the kept rule scores nothing: {e}")),
            ),
        };
        Ok(SeriesView {
            id,
            name: row.name,
            rule_text: rule_text(&rule),
            rule,
            events: lines,
            standings,
            problem,
        })
    }

    /// A new series; its view.
    pub fn create_series(&self, setup: &SeriesSetup) -> Result<SeriesView, ApiError> {
        let name = name_ok(&setup.name)?;
        // The rule must score an empty series (a formula that does not read is refused now).
        leaderboard(&[], &setup.rule).map_err(|e| rule_refused(&e))?;
        for e in &setup.events {
            self.snapshot(*e)?;
        }
        let now = self.now();
        let id = self
            .store()
            .create_series(&name, &rule_json(&setup.rule)?, now)?;
        for e in &setup.events {
            self.store().series_add(id, *e, now)?;
        }
        self.series_view(id, None)
    }

    /// Every series, newest first.
    pub fn series_list(&self) -> Result<Vec<SeriesListing>, ApiError> {
        Ok(self
            .reader()
            .all_series()?
            .into_iter()
            .map(|r| SeriesListing {
                id: r.id,
                name: r.name,
                events: r.events.len() as u32,
            })
            .collect())
    }

    /// Puts event `event` in series `id`; refused when it is already in it.
    pub fn series_add(&self, id: i64, event: i64) -> Result<SeriesView, ApiError> {
        self.series_row(id)?;
        let (line, _) = self.series_event(event, &self.register_map()?)?;
        if !self.store().series_add(id, event, self.now())? {
            return Err(ApiError::Series(
                Phrase::new("refusal-api-series-has-event")
                    .text("event", event.to_string())
                    .text("name", line.name.clone()),
            ));
        }
        self.series_view(id, None)
    }

    /// Takes event `event` out of series `id`.
    pub fn series_remove(&self, id: i64, event: i64) -> Result<SeriesView, ApiError> {
        self.series_row(id)?;
        if !self.store().series_remove(id, event)? {
            return Err(ApiError::Series(
                Phrase::new("refusal-api-series-lacks-event").text("event", event.to_string()),
            ));
        }
        self.series_view(id, None)
    }

    /// Keeps `rule` as series `id`'s rule (checked on its events first).
    pub fn set_series_rule(&self, id: i64, rule: &SeriesRule) -> Result<SeriesView, ApiError> {
        self.series_view(id, Some(rule))?;
        self.store().series_rule(id, &rule_json(rule)?)?;
        self.series_view(id, None)
    }

    /// Series `id`'s standings sheet as PDF, in the language `asked` for (a series has
    /// no language of its own).
    pub fn series_sheet(
        &self,
        id: i64,
        size: crate::paper::PaperSize,
        asked: felt_core::lang::Asked,
    ) -> Result<Vec<u8>, ApiError> {
        use felt_core::paper::series_sheet::{SheetEvent, series_sheet};
        let v = self.series_view(id, None)?;
        let events: Vec<SheetEvent> = v
            .events
            .iter()
            .map(|e| SheetEvent {
                name: format!("#{} {}", e.id, e.name),
                entries: e.entries,
                finished: e.finished,
            })
            .collect();
        let l = asked.for_event(None);
        let doc = series_sheet(&v.name, &v.rule_text, &events, &v.standings, l);
        Ok(crate::paper::render_pdf(&doc, size, l)?)
    }
}

/// A points rule the series cannot score with: the rule's own words (English, the rule
/// checker has none in the message files yet).
fn rule_refused(e: &felt_core::rules::series::SeriesError) -> ApiError {
    ApiError::SeriesRule(Phrase::new("refusal-english").text("text", e.to_string()))
}
