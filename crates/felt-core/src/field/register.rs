//! Entries: registration (names checked ignoring case and accents, late registration to
//! the structure's deadline with a seat at the shortest table or the alternate list),
//! re-entry and withdrawal before play. Each desk action has its check apart from its
//! effect, so the field view can say whether a button works now and why not.

use super::context::Context;
use super::names::{MAX_NAME_CHARS, clean, name_key, strip};
use super::{EntryState, Field, FieldError, FieldEvent, Holding, TableSpec, Ticket};
use crate::lang::Phrase;
use crate::rules::purchase::window_contains;
use crate::rules::seating::draw::random_seat_at_shortest;
use crate::rules::seating::{PlayerId, SeatRef};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn check_name(field: &Field, name: &str, number: Option<&str>) -> Result<String, FieldError> {
    let name = clean(name).map_err(FieldError::from)?;
    if name.is_empty() {
        return Err(FieldError::EmptyName);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(FieldError::NameTooLong {
            name,
            max: MAX_NAME_CHARS,
        });
    }
    let key = name_key(&name);
    if let Some(e) = field.holder(Holding::Name(key)) {
        return Err(FieldError::DuplicateName {
            name: e.name.clone(),
            player: e.id,
            busted: e.state == EntryState::Busted,
        });
    }
    if let Some(n) = number
        && let Some(e) = field.holder(Holding::Number(n.to_string()))
    {
        return Err(FieldError::DuplicateNumber {
            number: n.to_string(),
            player: e.id,
            name: e.name.clone(),
        });
    }
    Ok(name)
}

fn check_registration_open(ctx: &Context) -> Result<(), FieldError> {
    let Some(late) = ctx.structure.late_registration else {
        return Ok(());
    };
    // Before the clock starts too: a Day 2 of flights waits at the level its flights
    // stopped in, past the deadline, and takes no new entry.
    if ctx.structure.registration_open_at(ctx.period()) {
        Ok(())
    } else {
        Err(FieldError::RegistrationClosed {
            level: late.until_end_of_level,
        })
    }
}

/// A seat for a late entry: a random open seat at the shortest table, or a new table
/// when every seat is taken and the room has tables to spare; `None` for an alternate.
pub(super) fn late_seat(
    field: &Field,
    ctx: &Context,
    seed: u64,
) -> (Option<SeatRef>, Option<TableSpec>) {
    if field.drawn.is_none() {
        return (None, None);
    }
    let mut rng = StdRng::seed_from_u64(seed);
    if let Some(at) = random_seat_at_shortest(&field.seating, &[], &mut rng) {
        return (Some(at), None);
    }
    let open = field.seating.tables.len() as u32;
    if ctx.structure.seating.tables.is_some_and(|max| open >= max) {
        return (None, None);
    }
    let table = field.seating.tables.keys().next_back().map_or(1, |t| t + 1);
    let spec = TableSpec {
        table,
        seats: ctx.structure.seats(),
    };
    let mut probe = field.seating.clone();
    if probe.open_table(table, spec.seats).is_err() {
        return (None, None);
    }
    let at = random_seat_at_shortest(&probe, &[], &mut rng);
    (at, at.map(|_| spec))
}

/// Registers a new player (a first entry).
pub fn register(
    field: &Field,
    ctx: &Context,
    name: &str,
    number: Option<&str>,
    seed: Option<u64>,
    ticket: Option<Ticket>,
) -> Result<FieldEvent, FieldError> {
    let number = number.map(str::trim).filter(|n| !n.is_empty());
    let name = check_name(field, name, number)?;
    check_registration_open(ctx)?;
    if let Some(t) = ticket
        && let Some(holder) = field
            .entries
            .values()
            .find(|e| e.ticket == Some(t) && e.state != EntryState::Unregistered)
    {
        return Err(FieldError::TicketUsed {
            satellite: t.satellite,
            entry: t.entry,
            name: holder.name.clone(),
        });
    }
    let player = field.next_id();
    let seed = seed.unwrap_or(ctx.fallback_seed);
    let (seat, opened) = late_seat(field, ctx, seed);
    Ok(FieldEvent::Registered {
        player,
        name,
        number: number.map(str::to_string),
        re_entry_of: None,
        seat,
        opened,
        seed: field.drawn.map(|_| seed),
        ticket,
    })
}

/// The most players one `register_many` takes: a Main Event's field, with room to spare.
pub const MAX_LIST: usize = 20_000;

/// Registers `players` in one action, as `register` would one after another (each name
/// taken as pasted, [`strip`]ped of the characters a name may not hold, then checked
/// against the field and the names before it on the list; after the draw each
/// draws a seat, the n-th with `seed` + n). The first refusal refuses the list, naming
/// the player and their place on it (from 1).
pub fn register_many(
    field: &Field,
    ctx: &Context,
    players: &[super::NewPlayer],
    seed: Option<u64>,
) -> Result<FieldEvent, FieldError> {
    if players.is_empty() {
        return Err(FieldError::EmptyList);
    }
    if players.len() > MAX_LIST {
        return Err(FieldError::ListTooLong {
            found: players.len(),
            max: MAX_LIST,
        });
    }
    check_registration_open(ctx)?;
    let seed = seed.unwrap_or(ctx.fallback_seed);
    // A persistent field: the copy shares every entry with the original until changed.
    let mut after = field.clone();
    let mut entries = Vec::with_capacity(players.len());
    for (n, p) in players.iter().enumerate() {
        // A list is pasted: characters a name may not hold are taken out, not refused.
        let name = strip(&p.name);
        let in_list = |error| FieldError::InList {
            position: n + 1,
            name: name.clone(),
            error: Box::new(error),
        };
        let event = register(
            &after,
            ctx,
            &name,
            p.number.as_deref(),
            Some(seed.wrapping_add(n as u64)),
            None,
        )
        .map_err(in_list)?;
        after.apply(&event).map_err(in_list)?;
        let FieldEvent::Registered {
            player,
            name,
            number,
            seat,
            opened,
            seed,
            ..
        } = event
        else {
            unreachable!("register decides a registration")
        };
        entries.push(super::Registration {
            player,
            name,
            number,
            seat,
            opened,
            seed,
        });
    }
    Ok(FieldEvent::RegisteredMany { entries })
}

/// Whether `player` may re-enter now: busted, not re-entered yet, within the event's
/// re-entry limit and its late registration. The refusal names the player and the rule.
/// `cashed`: the place the player finished in when it is a paid one ([`cashed_place`]): a
/// player who has cashed never re-enters.
pub fn check_re_entry(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
    cashed: Option<u32>,
) -> Result<(), FieldError> {
    let e = field.entry(player)?;
    let rule = ctx
        .structure
        .re_entry
        .as_ref()
        .ok_or(FieldError::NoReEntry)?;
    if e.state != EntryState::Busted || e.re_entered {
        return Err(FieldError::PlayerState {
            player,
            name: e.name.clone(),
            why: Phrase::new(if e.re_entered {
                "refusal-field-state-re-entered-already"
            } else {
                "refusal-field-state-not-busted"
            }),
        });
    }
    if let Some(place) = cashed {
        return Err(FieldError::ReEntryCashed {
            name: e.name.clone(),
            place,
        });
    }
    if let Some(limit) = rule.limit
        && e.entry_no > limit
    {
        return Err(FieldError::ReEntryLimit {
            name: e.name.clone(),
            limit,
        });
    }
    // A re-entry is sold in its own window when the structure gives it one (the sheet
    // says "re-entry during levels 1 to 6"), else while late registration is open.
    match rule.window {
        Some(window) => {
            let moment = super::chips::moment(ctx);
            if window_contains(window, moment) {
                Ok(())
            } else {
                Err(FieldError::ReEntryClosed {
                    name: e.name.clone(),
                    moment,
                    window,
                })
            }
        }
        None => check_registration_open(ctx),
    }
}

/// The place `player` finished in, when it is one of the `paid` places (a place shared
/// across the bubble counts: its players share money).
pub fn cashed_place(field: &Field, player: PlayerId, paid: Option<u32>) -> Option<u32> {
    let place = field.finishes().into_iter().find(|f| f.player == player);
    in_the_money(place.map(|f| f.place), paid)
}

/// `place` when it is one of the `paid` places.
pub fn in_the_money(place: Option<u32>, paid: Option<u32>) -> Option<u32> {
    let paid = paid.filter(|&n| n > 0)?;
    place.filter(|&p| p <= paid)
}

/// A busted entry buys a new one; `cashed` as [`check_re_entry`] reads it.
pub fn re_enter(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
    seed: Option<u64>,
    cashed: Option<u32>,
) -> Result<FieldEvent, FieldError> {
    check_re_entry(field, ctx, player, cashed)?;
    let e = field.entry(player)?;
    let id = field.next_id();
    let seed = seed.unwrap_or(ctx.fallback_seed);
    let (seat, opened) = late_seat(field, ctx, seed);
    Ok(FieldEvent::Registered {
        player: id,
        name: e.name.clone(),
        number: e.number.clone(),
        re_entry_of: Some(player),
        seat,
        opened,
        seed: field.drawn.map(|_| seed),
        ticket: None,
    })
}

/// Whether `player` may withdraw now: registered and in, before play starts.
pub fn check_unregister(field: &Field, ctx: &Context, player: PlayerId) -> Result<(), FieldError> {
    let e = field.entry(player)?;
    if e.state != EntryState::Active {
        return Err(FieldError::PlayerState {
            player,
            name: e.name.clone(),
            why: Phrase::new("refusal-field-state-not-registered"),
        });
    }
    if field.carried.contains_key(&player) {
        return Err(FieldError::PlayerState {
            player,
            name: e.name.clone(),
            why: Phrase::new("refusal-field-state-carried-in"),
        });
    }
    if ctx.started() {
        return Err(FieldError::PlayStarted {
            player,
            name: e.name.clone(),
        });
    }
    Ok(())
}

/// Withdraws an entry before play starts.
pub fn unregister(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
) -> Result<FieldEvent, FieldError> {
    check_unregister(field, ctx, player)?;
    Ok(FieldEvent::Unregistered { player })
}
