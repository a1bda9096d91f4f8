//! Reading the HTTP forms of the ante and chip race requests field by field: query text
//! for the ante, loose JSON for the chip race, so that every refusal names the field and
//! repeats what was sent. What the fields must agree on is checked by the calculators.

use super::wire::{AnteRequest, ChipRaceRequest, EnteredCards, EventAnteRequest};
use crate::api::ApiError;
use crate::api::error::one_of;
use felt_core::choice::NamedChoice;
use felt_core::lang::Phrase;
use felt_core::rules::chip_race::RaceVariant;
use felt_core::structure::{BigBlindAntePreset, Chips};
use serde_json::Value;
use std::collections::HashMap;

/// The query of `GET /api/ante`, field by field.
const FLOOR_ANTE_FIELDS: &[&str] = &[
    "rule",
    "small_blind",
    "big_blind",
    "ante",
    "table_size",
    "players",
    "stack",
];
const EVENT_ANTE_FIELDS: &[&str] = &["players", "stack", "level"];

impl AnteRequest {
    /// The query of `GET /api/ante`: `rule=barge-2020&small_blind=5000&...`.
    pub fn from_query(query: &HashMap<String, String>) -> Result<AnteRequest, ApiError> {
        let q = Query(query);
        q.only(FLOOR_ANTE_FIELDS)?;
        let rule = (q.text("rule")?.parse::<BigBlindAntePreset>()).map_err(|e| {
            bad(Phrase::new("refusal-api-must-be-quoted")
                .text("name", e.what)
                .phrase("what", one_of(&BigBlindAntePreset::names()))
                .text("found", e.found))
        })?;
        Ok(AnteRequest {
            rule,
            small_blind: q.required("small_blind", CHIPS)?,
            big_blind: q.required("big_blind", CHIPS)?,
            ante: q.number("ante", CHIPS)?,
            table_size: q.number("table_size", PLAYERS)?,
            players: q.required("players", PLAYERS)?,
            stack: q.required("stack", CHIPS)?,
        })
    }
}

impl EventAnteRequest {
    /// The query of `GET /api/events/{id}/ante`: `players=9&stack=1500[&level=3]`.
    pub fn from_query(query: &HashMap<String, String>) -> Result<EventAnteRequest, ApiError> {
        let q = Query(query);
        q.only(EVENT_ANTE_FIELDS)?;
        Ok(EventAnteRequest {
            players: q.required("players", PLAYERS)?,
            stack: q.required("stack", CHIPS)?,
            level: q.number("level", LEVEL)?,
        })
    }
}

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
            Some(k) => Err(bad(Phrase::new("refusal-api-unknown-parameter")
                .text("name", k.as_str())
                .text("known", known.join(", ")))),
            None => Ok(()),
        }
    }

    fn text(&self, name: &str) -> Result<&str, ApiError> {
        self.0
            .get(name)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
            .ok_or_else(|| bad(Phrase::new("refusal-api-missing").text("name", name)))
    }

    fn number<T: std::str::FromStr>(
        &self,
        name: &str,
        what: &'static str,
    ) -> Result<Option<T>, ApiError> {
        let Some(raw) = self.0.get(name).map(|v| v.trim()).filter(|v| !v.is_empty()) else {
            return Ok(None);
        };
        // "18,000" is how chips are written on the floor.
        raw.replace([',', '_'], "").parse().map(Some).map_err(|_| {
            bad(Phrase::new("refusal-api-must-be-quoted")
                .text("name", name)
                .phrase("what", Phrase::new(what))
                .text("found", raw))
        })
    }

    fn required<T: std::str::FromStr>(
        &self,
        name: &str,
        what: &'static str,
    ) -> Result<T, ApiError> {
        self.number(name, what)?
            .ok_or_else(|| bad(missing(name, what)))
    }
}

fn bad(message: Phrase) -> ApiError {
    ApiError::BadRequest(message)
}

/// "`name` is missing: give `what`", `what` a message id below.
fn missing(name: &str, what: &'static str) -> Phrase {
    Phrase::new("refusal-api-missing-give")
        .text("name", name)
        .phrase("what", Phrase::new(what))
}

/// "`name` must be `what`, found `found`" (`found` as JSON writes it).
fn must_be(name: &str, what: Phrase, found: &Value) -> Phrase {
    Phrase::new("refusal-api-must-be")
        .text("name", name)
        .phrase("what", what)
        .text("found", found.to_string())
}

/// What a field must be, as message ids.
const CHIPS: &str = "refusal-api-what-chips";
const PLAYERS: &str = "refusal-api-what-players";
const LEVEL: &str = "refusal-api-what-level";

const RACE_FIELDS: &[&str] = &[
    "remove", "next", "counts", "others", "cards", "seed", "variant",
];

impl ChipRaceRequest {
    /// The JSON body of `POST /api/chip-race`, read field by field so that a refusal
    /// names the field at fault.
    pub fn from_json(body: &Value) -> Result<ChipRaceRequest, ApiError> {
        read_chip_race(body)
    }
}

fn read_chip_race(body: &Value) -> Result<ChipRaceRequest, ApiError> {
    let Some(obj) = body.as_object() else {
        return Err(bad(
            Phrase::new("refusal-api-body-object").text("fields", RACE_FIELDS.join(", "))
        ));
    };
    let mut unknown: Vec<&String> = obj
        .keys()
        .filter(|k| !RACE_FIELDS.contains(&k.as_str()))
        .collect();
    unknown.sort();
    if let Some(k) = unknown.first() {
        return Err(bad(Phrase::new("refusal-api-race-unknown-field")
            .text("name", k.as_str())
            .text("known", RACE_FIELDS.join(", "))));
    }
    let present = |name: &str| obj.get(name).filter(|v| !v.is_null());
    let chips = |name: &str| -> Result<Chips, ApiError> {
        let v = present(name).ok_or_else(|| bad(missing(name, CHIPS)))?;
        v.as_u64()
            .ok_or_else(|| bad(must_be(name, Phrase::new(CHIPS), v)))
    };
    let remove = chips("remove")?;
    let next = chips("next")?;
    let counts = match present("counts") {
        None => {
            return Err(bad(Phrase::new("refusal-api-race-no-counts")));
        }
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_u64().ok_or_else(|| {
                    bad(Phrase::new("refusal-api-race-seat-must-be")
                        .text("list", "counts")
                        .text("seat", (i + 1).to_string())
                        .phrase("what", Phrase::new(CHIPS))
                        .text("found", v.to_string()))
                })
            })
            .collect::<Result<Vec<_>, _>>()?,
        Some(v) => {
            return Err(bad(must_be(
                "counts",
                Phrase::new("refusal-api-what-counts"),
                v,
            )));
        }
    };
    let others = match present("others") {
        None => None,
        Some(Value::Array(items)) => Some(
            items
                .iter()
                .enumerate()
                .map(|(i, v)| match v {
                    Value::Null => Ok(None),
                    v => v.as_u64().map(Some).ok_or_else(|| {
                        bad(Phrase::new("refusal-api-race-seat-must-be")
                            .text("list", "others")
                            .text("seat", (i + 1).to_string())
                            .phrase("what", Phrase::new("refusal-api-what-chips-or-null"))
                            .text("found", v.to_string()))
                    }),
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(v) => {
            return Err(bad(must_be(
                "others",
                Phrase::new("refusal-api-what-others"),
                v,
            )));
        }
    };
    let cards = match present("cards") {
        None => None,
        // One text as the dealer calls them out: "As Kd 9c" or "As,Kd,9c".
        Some(Value::String(text)) => Some(EnteredCards::in_order(text)),
        Some(Value::Array(items)) if !items.is_empty() && items.iter().all(Value::is_array) => {
            let seats = items
                .iter()
                .enumerate()
                .map(|(i, seat)| {
                    let seat_cards = seat.as_array().expect("checked above");
                    seat_cards
                        .iter()
                        .map(|v| {
                            v.as_str().map(str::to_string).ok_or_else(|| {
                                bad(Phrase::new("refusal-api-race-seat-cards")
                                    .text("seat", (i + 1).to_string())
                                    .text("found", v.to_string()))
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
                        bad(Phrase::new("refusal-api-race-card")
                            .text("card", (i + 1).to_string())
                            .text("found", v.to_string()))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
        )),
        Some(v) => {
            return Err(bad(must_be(
                "cards",
                Phrase::new("refusal-api-what-cards"),
                v,
            )));
        }
    };
    let seed = match present("seed") {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .ok_or_else(|| bad(must_be("seed", Phrase::new("refusal-api-what-whole"), v)))?,
        ),
    };
    let variant = match present("variant") {
        None => None,
        Some(v) => Some(
            v.as_str()
                .and_then(|name| name.parse::<RaceVariant>().ok())
                .ok_or_else(|| bad(must_be(RaceVariant::WHAT, one_of(&RaceVariant::names()), v)))?,
        ),
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
