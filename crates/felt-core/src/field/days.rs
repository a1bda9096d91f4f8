//! Events that span days: the redraw that opens a new day, and the survivors
//! of flights (Day 1A, 1B, ...) carried into one day 2.
//!
//! Bagging is the clock's `end_day` and the field's `record_counts`; a day 2 of the same
//! event resumes the clock where the day ended and may redraw. A day 2 of flights is a
//! new event whose log opens with [`FieldEvent::CarriedIn`]: every survivor with the
//! chips the flight rule gives, and each flight's entries and money, so the combined
//! field and prize pool are folded from this log alone, never read from the flights'.

use super::{
    Carried, Context, Field, FieldError, FieldEvent, FlightBag, FlightRule, FlightTotal, Placed,
    RedrawRule, TableSpec,
};
use crate::field::names::name_key;
use crate::lang::Phrase;
use crate::rules::clock::Clock;
use crate::rules::seating::{PlayerId, SeatNo, SeatRef, TableNo};
use crate::structure::bounds::MAX_CHIPS;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::collections::BTreeMap;

/// The redraw: every player still in, at as few tables as hold them (the structure's
/// table size; players spread so table sizes differ by one at most), by `rule`. Refused
/// while the clock runs (a redraw opens a day, between hands everywhere), and with the
/// chip rule while a player has no count.
pub fn redraw(
    field: &Field,
    ctx: &Context,
    seed: Option<u64>,
    rule: RedrawRule,
) -> Result<FieldEvent, FieldError> {
    if matches!(ctx.clock, Clock::Running { .. }) {
        return Err(FieldError::Redraw {
            why: Phrase::new("refusal-field-redraw-between-days"),
        });
    }
    let players: Vec<PlayerId> = field.active().map(|e| e.id).collect();
    if players.len() < 2 {
        return Err(FieldError::TooFewToDraw {
            players: players.len(),
        });
    }
    let size = ctx.structure.seats();
    let tables_needed = players.len().div_ceil(usize::from(size.max(1))) as u32;
    let max_tables = ctx.structure.seating.tables.unwrap_or(u32::MAX);
    if tables_needed > max_tables {
        return Err(FieldError::RoomTooSmall {
            tables: max_tables,
            seats: size,
            capacity: max_tables as usize * usize::from(size),
            players: players.len(),
        });
    }
    let seed = seed.unwrap_or(ctx.fallback_seed);
    let mut rng = StdRng::seed_from_u64(seed);
    // Who sits at which table, in the order they are dealt there.
    let mut at: Vec<Vec<PlayerId>> = vec![Vec::new(); tables_needed as usize];
    match rule {
        RedrawRule::Random => {
            let mut order = players.clone();
            order.shuffle(&mut rng);
            let n = at.len();
            for (i, p) in order.into_iter().enumerate() {
                at[i % n].push(p);
            }
        }
        RedrawRule::Chips => {
            let mut ranked = Vec::with_capacity(players.len());
            for &p in &players {
                let Some(&chips) = field.counted.get(&p) else {
                    return Err(FieldError::Redraw {
                        why: Phrase::new("refusal-field-redraw-needs-counts")
                            .phrase("who", field.label_phrase(p)),
                    });
                };
                ranked.push((chips, p));
            }
            // Equal stacks in a random order, then the biggest first.
            ranked.shuffle(&mut rng);
            ranked.sort_by_key(|r| std::cmp::Reverse(r.0));
            let n = at.len();
            for (i, (_, p)) in ranked.into_iter().enumerate() {
                let lap = i / n;
                let k = i % n;
                let t = if lap.is_multiple_of(2) { k } else { n - 1 - k };
                at[t].push(p);
            }
        }
    }
    let mut tables = Vec::with_capacity(at.len());
    let mut seats = Vec::with_capacity(players.len());
    for (i, sitting) in at.into_iter().enumerate() {
        let table = i as TableNo + 1;
        tables.push(TableSpec { table, seats: size });
        let mut free: Vec<SeatNo> = (1..=size).collect();
        free.shuffle(&mut rng);
        for (p, seat) in sitting.into_iter().zip(free) {
            seats.push(Placed {
                player: p,
                at: SeatRef { table, seat },
            });
        }
    }
    seats.sort_by_key(|p| (p.at.table, p.at.seat));
    Ok(FieldEvent::Redrawn {
        seed,
        rule,
        tables,
        seats,
    })
}

/// One survivor's bag as a flight reports it, before the flight rule joins a player's
/// bags from several flights.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bagged {
    pub name: String,
    pub number: Option<String>,
    pub bag: FlightBag,
}

/// Joins each player's bags by the flight rule: one carried entry per player (by the
/// name's key, as the register links players; a number is kept from the first bag that
/// has one), in the order of the biggest stack first, so entry 1 of day 2 is the chip
/// leader.
pub fn merge_bags(rule: FlightRule, bags: &[Bagged]) -> Vec<Carried> {
    let mut by: BTreeMap<String, Carried> = BTreeMap::new();
    for b in bags {
        let c = by.entry(name_key(&b.name)).or_insert_with(|| Carried {
            name: b.name.clone(),
            number: b.number.clone(),
            chips: 0,
            bags: Vec::new(),
        });
        if c.number.is_none() {
            c.number = b.number.clone();
        }
        c.bags.push(b.bag);
        c.chips = match rule {
            FlightRule::BestStack => c.chips.max(b.bag.chips),
            FlightRule::AllStacks => c.chips.saturating_add(b.bag.chips),
        };
    }
    let mut out: Vec<Carried> = by.into_values().collect();
    out.sort_by(|a, b| b.chips.cmp(&a.chips).then_with(|| a.name.cmp(&b.name)));
    out
}

/// Decides `carry_in`: only into an event with nobody in it yet; every flight named
/// once, every player with a name and chips, every bag from a listed flight and taken
/// once, and each player's chips what the rule gives for the bags.
pub fn carry_in(
    field: &Field,
    rule: FlightRule,
    flights: &[FlightTotal],
    players: &[Carried],
) -> Result<FieldEvent, FieldError> {
    let refuse = |why: Phrase| Err(FieldError::CarryIn { why });
    let p = Phrase::new;
    // An event named in a sentence: "event #12 (Day 1A)".
    let flight = |id: &'static str, event: i64, name: &str| {
        p(id)
            .text("event", event.to_string())
            .text("name", name.to_string())
    };
    if !field.entries.is_empty() || !field.flights.is_empty() {
        return refuse(p("refusal-field-carry-has-entries"));
    }
    if flights.is_empty() {
        return refuse(p("refusal-field-carry-no-flight"));
    }
    if players.is_empty() {
        return refuse(p("refusal-field-carry-no-player"));
    }
    let mut events = BTreeMap::new();
    for f in flights {
        if events.insert(f.event, f).is_some() {
            return refuse(flight("refusal-field-carry-flight-twice", f.event, &f.name));
        }
        if f.fees > f.collected {
            return refuse(flight("refusal-field-carry-fees", f.event, &f.name));
        }
    }
    let mut seen_bags = std::collections::BTreeSet::new();
    let mut seen_names = BTreeMap::new();
    let mut bagged: BTreeMap<i64, u32> = BTreeMap::new();
    for (i, c) in players.iter().enumerate() {
        let who = if c.name.trim().is_empty() {
            return refuse(p("refusal-field-carry-no-name").text("player", (i + 1).to_string()));
        } else {
            c.name.as_str()
        };
        if let Some(other) = seen_names.insert(name_key(who), i) {
            return refuse(
                p("refusal-field-carry-player-twice")
                    .text("who", who)
                    .text("first", (other + 1).to_string())
                    .text("second", (i + 1).to_string()),
            );
        }
        if c.bags.is_empty() {
            return refuse(p("refusal-field-carry-no-bag").text("who", who));
        }
        for b in &c.bags {
            let Some(f) = events.get(&b.event) else {
                return refuse(
                    p("refusal-field-carry-bag-not-flight")
                        .text("who", who)
                        .text("event", b.event.to_string()),
                );
            };
            if !seen_bags.insert((b.event, b.entry)) {
                return refuse(
                    flight("refusal-field-carry-bag-twice", b.event, &f.name)
                        .text("entry", b.entry.to_string()),
                );
            }
            if b.chips == 0 {
                return refuse(
                    flight("refusal-field-carry-bag-no-chips", b.event, &f.name).text("who", who),
                );
            }
            *bagged.entry(b.event).or_default() += 1;
        }
        let want = match rule {
            FlightRule::BestStack => c.bags.iter().map(|b| b.chips).max().unwrap_or(0),
            FlightRule::AllStacks => c
                .bags
                .iter()
                .fold(0u64, |sum, b| sum.saturating_add(b.chips)),
        };
        if c.chips != want {
            return refuse(
                p("refusal-field-carry-wrong-chips")
                    .text("who", who)
                    .figure("chips", c.chips)
                    .figure("want", want),
            );
        }
    }
    // Every stack carried, added up: never past Felt's chip limit, so the day's chips in
    // play and every view of them stay exact.
    let total = players
        .iter()
        .fold(0u128, |sum, c| sum + u128::from(c.chips));
    if total > u128::from(MAX_CHIPS) {
        return refuse(
            p("refusal-field-carry-over-limit")
                .figure_wide("total", total)
                .figure("max", MAX_CHIPS),
        );
    }
    for f in flights {
        let n = bagged.get(&f.event).copied().unwrap_or(0);
        if n != f.survivors {
            return refuse(
                flight("refusal-field-carry-survivors", f.event, &f.name)
                    .count("survivors", f.survivors)
                    .count("bags", n),
            );
        }
    }
    Ok(FieldEvent::CarriedIn {
        rule,
        flights: flights.to_vec(),
        players: players.to_vec(),
        first: field.next_id(),
    })
}

/// What a flight gives a day 2: its totals and its survivors' bags. Refused unless the
/// flight's day is over with every player still in counted.
pub fn flight_bags(
    event: i64,
    name: &str,
    field: &Field,
    pool: Option<&crate::rules::prize_pool::PrizePool>,
) -> Result<(FlightTotal, Vec<Bagged>), FieldError> {
    if !field.flights.is_empty() {
        return Err(FieldError::CarryIn {
            why: Phrase::new("refusal-field-carry-not-a-flight")
                .text("event", event.to_string())
                .text("name", name),
        });
    }
    let mut bags = Vec::new();
    for e in field.active() {
        let Some(&chips) = field.counted.get(&e.id) else {
            return Err(FieldError::CarryIn {
                why: Phrase::new("refusal-field-carry-no-count")
                    .phrase("who", field.label_phrase(e.id))
                    .text("event", event.to_string())
                    .text("name", name),
            });
        };
        bags.push(Bagged {
            name: e.name.clone(),
            number: e.number.clone(),
            bag: FlightBag {
                event,
                entry: e.id,
                chips,
            },
        });
    }
    // Who bagged nothing: each name once, the latest bust first, none still in.
    let still_in: std::collections::BTreeSet<String> =
        bags.iter().map(|b| name_key(&b.name)).collect();
    let mut seen = std::collections::BTreeSet::new();
    let out: Vec<String> = field
        .finishes()
        .iter()
        .filter_map(|f| field.entries.get(&f.player))
        .filter(|e| !still_in.contains(&name_key(&e.name)) && seen.insert(name_key(&e.name)))
        .map(|e| e.name.clone())
        .collect();
    let (first, again) = field.entry_split();
    let total = FlightTotal {
        event,
        name: name.to_string(),
        entries: first + again,
        re_entries: again,
        rebuys: pool.map_or(0, |p| p.rebuys),
        add_ons: pool.map_or(0, |p| p.add_ons),
        collected: pool.map_or(0, |p| p.collected),
        fees: pool.map_or(0, |p| p.fees),
        survivors: bags.len() as u32,
        out,
    };
    Ok((total, bags))
}
