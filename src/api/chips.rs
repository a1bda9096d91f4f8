//! The floor calculators over HTTP: what the big blind posts to the ante and the blind,
//! and the chip race at one table. Stateless: they read the request (and, for an event,
//! its structure and clock) and change nothing.
//!
//! Requests arrive as text (query parameters) or loose JSON, so every field is read here
//! by hand: a bad value is refused with a message that names the field and repeats what
//! was sent. The rules themselves are the core's ([`felt_core::ante`],
//! [`felt_core::chip_race`]).

use super::{ApiError, Felt};
use felt_core::ante::{
    BlindLevel, big_blind_posting, calculator_level, explain_posting, level_ante, level_for_period,
};
use felt_core::chip_race::{ChipRaceInput, RaceDeal, RaceSeat, RaceVariant, run_chip_race};
use felt_core::colour_up::next_race_off;
use felt_core::structure::{BigBlindAntePreset, BigBlindAnteRule, Chips, Structure};
use felt_core::view::RaceOffView;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;

/// What the big blind posts, with the working: the answer of both ante calculators.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct AnteCalculation {
    /// The event's level the blinds come from (the event calculator only).
    pub level: Option<u32>,
    /// The game played at that level.
    pub game: Option<String>,
    pub rule: BigBlindAnteRule,
    /// The rule in words.
    pub rule_text: String,
    pub small_blind: Chips,
    pub big_blind: Chips,
    /// The ante the level states (counts only when the rule takes the ante from the level).
    pub level_ante: Chips,
    pub players: u8,
    pub stack: Chips,
    /// The ante due at a table of this size, before any short stack.
    pub ante_due: Chips,
    /// What goes to the ante.
    pub ante: Chips,
    /// What goes to the big blind.
    pub blind: Chips,
    /// What the big blind keeps behind.
    pub behind: Chips,
    /// The posting in words.
    pub explanation: String,
}

/// The chip race of the event's current or next race-off break, to prefill the helper.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct NextChipRace {
    /// Index of the break in the structure's periods.
    pub period: usize,
    /// The level the break follows.
    pub level_after: u32,
    /// True while that break is on.
    pub now: bool,
    /// The chips removed, smallest first.
    pub remove: Vec<RaceOffView>,
    /// The smallest chip left in play, which the removed chips become.
    pub next: RaceOffView,
}

/// A chip race as the console sends it (`POST /api/chip-race`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct ChipRaceRequest {
    /// The denomination removed.
    pub remove: Chips,
    /// The next chip in play, which the removed chips become.
    pub next: Chips,
    /// Each seat's count of removed chips, seat 1 first.
    pub counts: Vec<u64>,
    /// Each seat's count of its other chips when known (0: nothing else, so the race must
    /// not knock the player out); `null` for a seat not counted.
    #[serde(default)]
    pub others: Option<Vec<Option<u64>>>,
    /// The cards dealt ("As", "Td", ...); without them the app deals.
    #[serde(default)]
    pub cards: Option<EnteredCards>,
    /// Seed of the app's deal; the server picks one when it is missing.
    #[serde(default)]
    pub seed: Option<u64>,
    /// `race` (the default), `one-per-winner` or `round`.
    #[serde(default)]
    pub variant: Option<RaceVariant>,
}

/// Cards the TD enters: seat by seat (checked against each seat's leftover chips), or
/// all in the order dealt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(untagged)]
pub enum EnteredCards {
    BySeat(Vec<Vec<String>>),
    InOrder(Vec<String>),
}

/// What one seat gets from the race.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct RaceSeatResult {
    /// 1-based.
    pub seat: u32,
    /// Chips of the removed denomination the seat had.
    pub count: u64,
    /// Chips of the next denomination received in direct exchange.
    pub exchanged: u64,
    /// Removed chips left after the exchange: one card each.
    pub leftover: u64,
    /// Chips won in the race (or from rounding).
    pub raced: u64,
    /// One chip given so that the race does not knock the player out.
    pub race_out_chip: bool,
    /// Chips of the next denomination received in all.
    pub received: u64,
    pub cards: Vec<String>,
}

/// The race at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct ChipRaceResult {
    pub remove: Chips,
    pub next: Chips,
    pub variant: RaceVariant,
    /// The seed the app dealt with (send it again to deal the same cards).
    pub seed: Option<u64>,
    pub seats: Vec<RaceSeatResult>,
    /// Chips handed out by the race, race-out chips excluded.
    pub chips_raced: u64,
    pub value_before: Chips,
    pub value_after: Chips,
    /// Value created (positive) or lost (negative) by rounding.
    pub rounding: i64,
}

/// The query of `GET /api/ante`, field by field.
const FLOOR_ANTE_FIELDS: &[&str] = &[
    "rule",
    "small_blind",
    "big_blind",
    "ante",
    "players",
    "stack",
];
const EVENT_ANTE_FIELDS: &[&str] = &["players", "stack", "level"];

/// Query parameters read one by one, each refusal naming the parameter.
struct Query<'a>(&'a HashMap<String, String>);

impl Query<'_> {
    fn only(&self, known: &[&str]) -> Result<(), ApiError> {
        let mut unknown: Vec<&String> = self
            .0
            .keys()
            .filter(|k| !known.contains(&k.as_str()))
            .collect();
        unknown.sort();
        match unknown.first() {
            Some(k) => Err(bad(format!(
                "unknown parameter '{k}'; this calculator takes {}",
                known.join(", ")
            ))),
            None => Ok(()),
        }
    }

    fn text(&self, name: &str) -> Result<&str, ApiError> {
        self.0
            .get(name)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
            .ok_or_else(|| bad(format!("{name} is missing")))
    }

    fn number<T: std::str::FromStr>(&self, name: &str, what: &str) -> Result<Option<T>, ApiError> {
        let Some(raw) = self.0.get(name).map(|v| v.trim()).filter(|v| !v.is_empty()) else {
            return Ok(None);
        };
        // "18,000" is how chips are written on the floor.
        raw.replace([',', '_'], "")
            .parse()
            .map(Some)
            .map_err(|_| bad(format!("{name} must be {what}, found '{raw}'")))
    }

    fn required<T: std::str::FromStr>(&self, name: &str, what: &str) -> Result<T, ApiError> {
        self.number(name, what)?
            .ok_or_else(|| bad(format!("{name} is missing: give {what}")))
    }
}

fn bad(message: String) -> ApiError {
    ApiError::BadRequest(message)
}

const CHIPS: &str = "a whole number of chips";
const PLAYERS: &str = "the number of players at the table (2 or more)";

/// `GET /api/ante`: the floor calculator for a rule set and blinds given in the query.
pub fn floor_ante(query: &HashMap<String, String>) -> Result<AnteCalculation, ApiError> {
    let q = Query(query);
    q.only(FLOOR_ANTE_FIELDS)?;
    let preset = match q.text("rule")? {
        "tda-2024" => BigBlindAntePreset::Tda2024,
        "barge-2020" => BigBlindAntePreset::Barge2020,
        "barge-2024" => BigBlindAntePreset::Barge2024,
        other => {
            return Err(bad(format!(
                "rule must be tda-2024, barge-2020 or barge-2024, found '{other}'"
            )));
        }
    };
    let rule = BigBlindAnteRule::from_preset(preset);
    let small_blind = q.required("small_blind", CHIPS)?;
    let big_blind = q.required("big_blind", CHIPS)?;
    let ante = q.number("ante", CHIPS)?;
    let players = q.required("players", PLAYERS)?;
    let stack = q.required("stack", CHIPS)?;
    let level = calculator_level(&rule, small_blind, big_blind, ante)?;
    calculation(None, rule, level, players, stack)
}

/// Works out and explains one posting.
fn calculation(
    at: Option<(u32, String)>,
    rule: BigBlindAnteRule,
    level: BlindLevel,
    players: u8,
    stack: Chips,
) -> Result<AnteCalculation, ApiError> {
    let posting = big_blind_posting(&rule, level, players, stack)?;
    let (level_number, game) = at.unzip();
    Ok(AnteCalculation {
        level: level_number,
        game,
        rule,
        rule_text: rule.describe(),
        small_blind: level.small_blind,
        big_blind: level.big_blind,
        level_ante: level.ante,
        players,
        stack,
        ante_due: felt_core::ante::ante_due(&rule, level, players),
        ante: posting.ante,
        blind: posting.blind,
        behind: stack - posting.ante - posting.blind,
        explanation: explain_posting(&rule, level, players, stack, posting),
    })
}

/// The event ante calculator on a structure at period `period` (the clock's).
fn event_ante_at(
    s: &Structure,
    period: usize,
    query: &HashMap<String, String>,
) -> Result<AnteCalculation, ApiError> {
    let q = Query(query);
    q.only(EVENT_ANTE_FIELDS)?;
    let players = q.required("players", PLAYERS)?;
    let stack = q.required("stack", CHIPS)?;
    let number = match q.number("level", "a level number")? {
        Some(n) => n,
        None => level_for_period(s, period)
            .ok_or_else(|| bad("the structure has no level".to_string()))?,
    };
    let la = level_ante(s, number)?;
    calculation(
        Some((la.level, la.game)),
        la.rule,
        la.blinds,
        players,
        stack,
    )
}

/// The next race-off of a structure from period `period` on, with chip colours.
fn next_chip_race_at(s: &Structure, period: usize) -> Option<NextChipRace> {
    let cu = next_race_off(s, period)?;
    let chip = |value: Chips| RaceOffView {
        value,
        color: s
            .chips
            .iter()
            .find(|c| c.value == value)
            .map(|c| c.color.clone())
            .unwrap_or_default(),
    };
    Some(NextChipRace {
        period: cu.period_index,
        level_after: cu.level_after,
        now: cu.period_index == period,
        remove: cu.remove.iter().map(|&v| chip(v)).collect(),
        next: chip(cu.next_chip),
    })
}

impl Felt {
    /// `GET /api/events/{id}/ante`: what the big blind posts under the event's own rule,
    /// at the level being played (the next one during a break) or the level asked for.
    pub fn event_ante(
        &self,
        id: i64,
        query: &HashMap<String, String>,
    ) -> Result<AnteCalculation, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        let period = felt_core::clock::read(t.clock, &t.structure, now).period;
        event_ante_at(&t.structure, period, query)
    }

    /// The chip race of the current break, or of the next break that races chips off.
    pub fn next_chip_race(&self, id: i64) -> Result<Option<NextChipRace>, ApiError> {
        let now = self.now();
        let mut inner = self.lock();
        let t = inner.fresh(id)?;
        let period = felt_core::clock::read(t.clock, &t.structure, now).period;
        Ok(next_chip_race_at(&t.structure, period))
    }
}

/// Seeds the server picks stay below 2^53, so a browser (whose numbers are doubles) can
/// send one back exactly to deal the same cards again.
const BROWSER_SAFE_SEED: u64 = (1 << 53) - 1;

/// `POST /api/chip-race`: the race at one table. `pick_seed` is called only when the app
/// deals and the request names no seed.
pub fn chip_race(
    body: &Value,
    pick_seed: impl FnOnce() -> u64,
) -> Result<ChipRaceResult, ApiError> {
    let req = read_chip_race(body)?;
    let seats = req
        .counts
        .iter()
        .enumerate()
        .map(|(i, &count)| RaceSeat {
            count,
            other_chips: req.others.as_ref().and_then(|o| o[i]),
        })
        .collect();
    let variant = req.variant.unwrap_or(RaceVariant::Race);
    let deal = match (req.cards, req.seed) {
        (Some(_), Some(_)) => {
            return Err(bad(
                "give either cards (the cards dealt) or seed (the app deals), not both".into(),
            ));
        }
        (Some(EnteredCards::InOrder(cards)), None) => RaceDeal::Entered(cards),
        (Some(EnteredCards::BySeat(lists)), None) => RaceDeal::EnteredBySeat(lists),
        (None, Some(seed)) => RaceDeal::Seeded(seed),
        (None, None) if variant == RaceVariant::Round => RaceDeal::Entered(Vec::new()),
        (None, None) => RaceDeal::Seeded(pick_seed() & BROWSER_SAFE_SEED),
    };
    let race = run_chip_race(&ChipRaceInput {
        remove: req.remove,
        next: req.next,
        seats,
        variant,
        deal,
    })?;
    Ok(ChipRaceResult {
        remove: race.remove,
        next: race.next,
        variant: race.variant,
        seed: race.seed,
        chips_raced: race.chips_raced,
        value_before: race.value_before,
        value_after: race.value_after,
        rounding: race.rounding,
        seats: race
            .seats
            .iter()
            .map(|s| RaceSeatResult {
                seat: s.seat,
                count: s.count,
                exchanged: s.exchanged,
                leftover: s.leftover,
                raced: s.raced,
                race_out_chip: s.race_out_chip,
                received: s.received(),
                cards: s.cards.iter().map(ToString::to_string).collect(),
            })
            .collect(),
    })
}

/// "As Kd, 9c" as ["As", "Kd", "9c"].
fn card_words(text: &str) -> Vec<String> {
    text.split([',', ' '])
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect()
}

const RACE_FIELDS: &[&str] = &[
    "remove", "next", "counts", "others", "cards", "seed", "variant",
];

/// Reads the JSON body field by field, so that a refusal names the field at fault.
fn read_chip_race(body: &Value) -> Result<ChipRaceRequest, ApiError> {
    let Some(obj) = body.as_object() else {
        return Err(bad(format!(
            "the body must be a JSON object with {}",
            RACE_FIELDS.join(", ")
        )));
    };
    let mut unknown: Vec<&String> = obj
        .keys()
        .filter(|k| !RACE_FIELDS.contains(&k.as_str()))
        .collect();
    unknown.sort();
    if let Some(k) = unknown.first() {
        return Err(bad(format!(
            "unknown field '{k}'; a chip race takes {}",
            RACE_FIELDS.join(", ")
        )));
    }
    let present = |name: &str| obj.get(name).filter(|v| !v.is_null());
    let chips = |name: &str| -> Result<Chips, ApiError> {
        let v = present(name).ok_or_else(|| bad(format!("{name} is missing: give {CHIPS}")))?;
        v.as_u64()
            .ok_or_else(|| bad(format!("{name} must be {CHIPS}, found {v}")))
    };
    let remove = chips("remove")?;
    let next = chips("next")?;
    let counts = match present("counts") {
        None => {
            return Err(bad(
                "counts is missing: give each seat's count of the chips removed, seat 1 first"
                    .into(),
            ));
        }
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_u64().ok_or_else(|| {
                    bad(format!("counts: seat {} must be {CHIPS}, found {v}", i + 1))
                })
            })
            .collect::<Result<Vec<_>, _>>()?,
        Some(v) => {
            return Err(bad(format!(
                "counts must be a list with one count per seat, found {v}"
            )));
        }
    };
    let others = match present("others") {
        None => None,
        Some(Value::Array(items)) if items.len() == counts.len() => Some(
            items
                .iter()
                .enumerate()
                .map(|(i, v)| match v {
                    Value::Null => Ok(None),
                    v => v.as_u64().map(Some).ok_or_else(|| {
                        bad(format!(
                            "others: seat {} must be {CHIPS} or null, found {v}",
                            i + 1
                        ))
                    }),
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(Value::Array(items)) => {
            return Err(bad(format!(
                "others lists {} seats but counts lists {}",
                items.len(),
                counts.len()
            )));
        }
        Some(v) => {
            return Err(bad(format!(
                "others must be a list with one entry per seat, found {v}"
            )));
        }
    };
    let cards = match present("cards") {
        None => None,
        // One text as the dealer calls them out: "As Kd 9c" or "As,Kd,9c".
        Some(Value::String(text)) => Some(EnteredCards::InOrder(card_words(text))),
        Some(Value::Array(items)) if !items.is_empty() && items.iter().all(Value::is_array) => {
            if items.len() != counts.len() {
                return Err(bad(format!(
                    "cards lists {} seats but counts lists {}",
                    items.len(),
                    counts.len()
                )));
            }
            let seats = items
                .iter()
                .enumerate()
                .map(|(i, seat)| {
                    let seat_cards = seat.as_array().expect("checked above");
                    seat_cards
                        .iter()
                        .map(|v| {
                            v.as_str().map(str::to_string).ok_or_else(|| {
                                bad(format!(
                                    "cards: seat {} must list cards as text like \"As\", found {v}",
                                    i + 1
                                ))
                            })
                        })
                        .collect::<Result<Vec<_>, _>>()
                })
                .collect::<Result<Vec<_>, _>>()?;
            Some(EnteredCards::BySeat(seats))
        }
        Some(Value::Array(items)) => Some(EnteredCards::InOrder(
            items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    v.as_str().map(str::to_string).ok_or_else(|| {
                        bad(format!(
                            "cards: card {} must be text like \"As\", found {v}",
                            i + 1
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
        )),
        Some(v) => {
            return Err(bad(format!(
                "cards must be a list of cards like [\"As\", \"Td\"] or one list per seat, found {v}"
            )));
        }
    };
    let seed = match present("seed") {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .ok_or_else(|| bad(format!("seed must be a whole number, found {v}")))?,
        ),
    };
    let variant = match present("variant") {
        None => None,
        Some(v) => Some(serde_json::from_value(v.clone()).map_err(|_| {
            bad(format!(
                "variant must be race, one-per-winner or round, found {v}"
            ))
        })?),
    };
    Ok(ChipRaceRequest {
        remove,
        next,
        counts,
        others,
        cards,
        seed,
        variant,
    })
}

#[cfg(test)]
#[path = "chips_tests.rs"]
mod tests;
