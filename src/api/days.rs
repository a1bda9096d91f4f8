//! Days and flights: a day 2 made from the flights that bagged chips. The
//! flights are read here (each one's day over, every survivor counted, none carried
//! already); the day 2 is a new event of the flights' structure, opened with the
//! survivors carried in by the flight rule and the clock at the level play stopped at.
//! Its own log then holds everything its views need.

use super::{ApiError, Felt};
use felt_core::engine::{ClockAction, Command, FieldCommand};
use felt_core::field::days::{Bagged, flight_bags, merge_bags};
use felt_core::field::{FlightRule, FlightTotal};
use felt_core::lang::{Phrase, Speak};
use felt_core::rules::clock::{Clock, PauseReason};
use serde::{Deserialize, Serialize};

/// `POST /api/days`: the flights to merge, the rule for a player who bagged in more than
/// one, and the day 2's name (the first flight's, its "Day 1A" or "Flight A" made
/// "Day 2", when left out).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct DayTwoRequest {
    pub flights: Vec<i64>,
    #[serde(default)]
    pub rule: FlightRule,
    #[serde(default)]
    pub name: Option<String>,
}

/// The day 2 made: its event number and what came in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct DayTwoCreated {
    pub id: i64,
    pub name: String,
    /// Players carried in.
    pub players: u32,
    /// Entries of the combined field.
    pub entries: u32,
    pub chips: u64,
    /// The level (1-based) the clock starts at.
    pub level: u32,
    pub flights: Vec<FlightTotal>,
}

/// "Main Event Day 1A" → "Main Event Day 2"; a name without a day or flight gets
/// " Day 2" added.
pub fn day_two_name(flight: &str) -> String {
    let words: Vec<&str> = flight.split_whitespace().collect();
    let cut = words.iter().rposition(|w| {
        let l = w.to_lowercase();
        l == "day" || l == "flight"
    });
    let base = match cut {
        Some(i) if i + 1 >= words.len().saturating_sub(1) => words[..i].join(" "),
        _ => words.join(" "),
    };
    let base = base.trim_end_matches([' ', '-', ':', ',']).trim();
    if base.is_empty() {
        "Day 2".to_string()
    } else {
        format!("{base} Day 2")
    }
}

impl Felt {
    /// The event a flight was carried into already, if any.
    fn carried_into(&self, flight: i64) -> Result<Option<(i64, String)>, ApiError> {
        // The reader is let go before each event is read (a snapshot may read the log).
        let events = self.reader().events()?;
        for e in events {
            let Ok(s) = self.snapshot(e.id) else { continue };
            if s.t.field.flights.iter().any(|f| f.event == flight) {
                return Ok(Some((e.id, s.t.structure.name.clone())));
            }
        }
        Ok(None)
    }

    /// Makes the day 2 of `req.flights`; see the module's words. Nothing is made when a
    /// flight is refused; the refusal names the flight.
    pub fn day_two(&self, req: &DayTwoRequest) -> Result<DayTwoCreated, ApiError> {
        let refuse = |why: Phrase| Err(ApiError::DayTwo(why));
        if req.flights.is_empty() {
            return refuse(Phrase::new("refusal-api-day-two-no-flights"));
        }
        let mut totals = Vec::new();
        let mut bags: Vec<Bagged> = Vec::new();
        // (period, remaining) where play stopped, the latest of the flights.
        let mut stop: Option<(usize, i64)> = None;
        let mut first: Option<(String, String, felt_core::structure::Structure)> = None;
        for (i, &id) in req.flights.iter().enumerate() {
            if req.flights[..i].contains(&id) {
                return refuse(Phrase::new("refusal-api-day-two-twice").text("id", id.to_string()));
            }
            let s = self.snapshot(id)?;
            let t = &s.t;
            let title = t.structure.name.clone();
            let at = |p: &'static str| {
                Phrase::new(p)
                    .text("id", id.to_string())
                    .text("name", title.clone())
            };
            if !t.field.is_tracked() {
                return refuse(at("refusal-api-day-two-untracked"));
            }
            if t.structure.special.progressive_bounty {
                return refuse(at("refusal-api-day-two-pko"));
            }
            if t.over().is_some() {
                return refuse(at("refusal-api-day-two-over"));
            }
            let Clock::Paused {
                period,
                remaining_ms,
                reason: PauseReason::EndOfDay,
            } = t.clock
            else {
                return refuse(at("refusal-api-day-two-not-ended"));
            };
            if let Some((day2, name)) = self.carried_into(id)? {
                return refuse(
                    at("refusal-api-day-two-carried")
                        .text("day2", day2.to_string())
                        .text("day2-name", name),
                );
            }
            if let Some((_, _, s0)) = &first
                && (s0.starting_stack != t.structure.starting_stack
                    || s0.money != t.structure.money
                    || s0.periods.len() != t.structure.periods.len())
            {
                return refuse(
                    at("refusal-api-day-two-other-structure")
                        .text("first", req.flights[0].to_string()),
                );
            }
            let money = t.money_input();
            let pool = felt_core::field::results::field_pool(&t.field, &t.structure, money.add_ons);
            let (total, b) = flight_bags(id, &title, &t.field, pool.as_ref())
                .map_err(|e| ApiError::DayTwo(e.phrase()))?;
            totals.push(total);
            bags.extend(b);
            if stop.is_none_or(|(p, r)| (period, -remaining_ms) > (p, -r)) {
                stop = Some((period, remaining_ms));
            }
            if first.is_none() {
                let log = self.reader().log_since(id, 0)?;
                let Some(created) = log.first() else {
                    return Err(ApiError::NoSuchEvent { id });
                };
                let (file, source) = match &created.record {
                    felt_core::engine::Record::Event {
                        event: felt_core::engine::Event::Created { file, source, .. },
                    } => (file.clone(), source.clone()),
                    _ => return Err(ApiError::NoSuchEvent { id }),
                };
                first = Some((file, source, (*t.structure).clone()));
            }
        }
        let (file, source, structure) = first.expect("one flight at least");
        let name = req
            .name
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map_or_else(|| day_two_name(&structure.name), str::to_string);
        let mut doc =
            felt_core::structure::draft::read(&file, &source).map_err(|d| ApiError::Structure {
                diagnostics: vec![d],
            })?;
        doc.insert("name".into(), toml::Value::String(name));
        let names: Vec<&str> = totals.iter().map(|f| f.name.as_str()).collect();
        doc.insert(
            "description".into(),
            toml::Value::String(format!(
                "Day 2 of {}: the survivors' bagged chips carried in ({}).",
                names.join(" and "),
                match req.rule {
                    FlightRule::BestStack => "a player through two flights keeps the best stack",
                    FlightRule::AllStacks => "a player through two flights plays every stack added",
                }
            )),
        );
        let text = felt_core::structure::draft::write(&doc).text;
        let players = merge_bags(req.rule, &bags);
        let carry = Command::Field(FieldCommand::CarryIn {
            rule: req.rule,
            flights: totals.clone(),
            players: players.clone(),
        });
        // Decided on a fresh event first, so a refusal leaves no half-made day 2.
        let parsed = felt_core::structure::parse_structure(&file, &text)
            .map_err(|diagnostics| ApiError::Structure { diagnostics })?;
        felt_core::engine::Tournament::create(0, self.now(), parsed.structure)
            .decide(&carry, self.now())?;
        let created = self.create_event(&file, &text)?;
        let id = created.id;
        self.execute_one(id, &carry, None, felt_core::lang::Asked::default())?;
        let (period, remaining) = stop.unwrap_or((0, 0));
        if period > 0 {
            self.execute_one(
                id,
                &Command::Clock(ClockAction::GoTo { period }),
                None,
                felt_core::lang::Asked::default(),
            )?;
        }
        let full = structure
            .periods
            .get(period)
            .map_or(0, felt_core::structure::Period::duration_ms);
        if remaining > 0 && remaining != full {
            self.execute_one(
                id,
                &Command::Clock(ClockAction::SetRemaining { ms: remaining }),
                None,
                felt_core::lang::Asked::default(),
            )?;
        }
        let t = self.snapshot(id)?.t.clone();
        Ok(DayTwoCreated {
            id,
            name: t.structure.name.clone(),
            players: players.len() as u32,
            entries: t.field.entry_count(),
            chips: t.field.carried_chips(),
            level: level_at(&structure, period),
            flights: totals,
        })
    }
}

/// The number of the level at `period`, or of the next level after a break.
fn level_at(structure: &felt_core::structure::Structure, period: usize) -> u32 {
    use felt_core::structure::Period;
    let mut last = 1;
    for (i, p) in structure.periods.iter().enumerate() {
        if let Period::Level(l) = p {
            last = l.number;
            if i >= period {
                return l.number;
            }
        }
    }
    last
}

#[cfg(test)]
mod tests {
    use super::day_two_name;

    #[test]
    fn a_day_two_is_named_after_its_flight() {
        for (flight, want) in [
            ("Main Event Day 1A", "Main Event Day 2"),
            ("Main Event - Flight B", "Main Event Day 2"),
            ("#3 Big O Day 1", "#3 Big O Day 2"),
            ("Deepstack", "Deepstack Day 2"),
            ("Day 1C", "Day 2"),
        ] {
            assert_eq!(day_two_name(flight), want, "{flight}");
        }
    }
}
