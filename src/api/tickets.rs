//! Satellite tickets: the seats a finished satellite gave, each a ticket for
//! the event its structure names (`[payouts] satellite = { target = "Main Event" }`).
//! A ticket registers its holder in that event without a buy-in: the registration's log
//! record names the ticket, the prize pool there counts the entry like any other, and
//! the desk's takings leave it out. Whether a ticket may be used is checked here, across
//! events (the satellite finished, the seat is this player's, the event is the one the
//! seats are for, the ticket not used anywhere yet); the event's own engine refuses a
//! second use within the event.

use super::{ApiError, Felt};
use felt_core::field::names::name_key;
use felt_core::field::standings::ResultNote;
use felt_core::field::{EntryState, Ticket};
use felt_core::lang::Phrase;
use serde::{Deserialize, Serialize};

/// Where a ticket was used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TicketUse {
    pub event: i64,
    pub event_name: String,
    pub entry: u32,
}

/// One seat won in a satellite.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TicketView {
    pub ticket: Ticket,
    pub satellite_name: String,
    /// Who won it (the satellite entry's name).
    pub holder: String,
    /// The event the seat is in, as the satellite names it.
    pub target: String,
    /// The seat's value in minor units.
    pub value: u64,
    pub currency: String,
    pub used: Option<TicketUse>,
}

/// `GET /api/events/{id}/tickets`: the tickets a satellite gave (when the event is one)
/// and the tickets other satellites gave for this event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TicketsView {
    /// This event is a satellite: the event its seats are in.
    pub target: Option<String>,
    /// Its seats are won (it is over).
    pub decided: bool,
    /// The seats this satellite gave.
    pub given: Vec<TicketView>,
    /// Seats other satellites gave for this event.
    pub for_this: Vec<TicketView>,
}

/// Whether a satellite naming `target` feeds an event titled `title` (case, accents and
/// spacing ignored; the title may say more, "Main Event: No-Limit Hold'em").
pub fn feeds(target: &str, title: &str) -> bool {
    let t = name_key(target);
    !t.is_empty() && name_key(title).contains(&t)
}

impl Felt {
    /// The seats satellite `sat` gave, when it is a finished satellite (otherwise none);
    /// with its target. Not a satellite: `None`.
    fn seats_of(&self, sat: i64) -> Result<Option<(String, bool, Vec<TicketView>)>, ApiError> {
        let snapshot = self.snapshot(sat)?;
        let t = &snapshot.t;
        let money = t.money_input();
        let Some(rule) = money
            .structure
            .payouts
            .as_ref()
            .and_then(|p| p.satellite.as_ref())
        else {
            return Ok(None);
        };
        let decided = t.finished_at().is_some();
        let mut seats = Vec::new();
        if decided {
            for l in super::results::results_logged(sat, money).lines {
                if l.prize == rule.seat_value && matches!(l.note, Some(ResultNote::SeatIn(_))) {
                    seats.push(TicketView {
                        ticket: Ticket {
                            satellite: sat,
                            entry: l.player,
                        },
                        satellite_name: money.structure.name.clone(),
                        holder: l.name.clone(),
                        target: rule.target.clone(),
                        value: rule.seat_value,
                        currency: money
                            .structure
                            .money
                            .as_ref()
                            .map(|m| m.currency.clone())
                            .unwrap_or_default(),
                        used: None,
                    });
                }
            }
        }
        Ok(Some((rule.target.clone(), decided, seats)))
    }

    /// Every use of a ticket in the database: ticket → where.
    fn ticket_uses(&self) -> Result<Vec<(Ticket, TicketUse)>, ApiError> {
        let mut out = Vec::new();
        let events = self.reader().events()?;
        for e in events {
            let Ok(s) = self.snapshot(e.id) else { continue };
            let field = s.t.money_input().field;
            for entry in field.entries.values() {
                if let Some(t) = entry.ticket
                    && entry.state != EntryState::Unregistered
                {
                    out.push((
                        t,
                        TicketUse {
                            event: e.id,
                            event_name: s.t.money_input().structure.name.clone(),
                            entry: entry.id,
                        },
                    ));
                }
            }
        }
        Ok(out)
    }

    /// The tickets of event `id`: the seats it gave as a satellite, and the seats other
    /// satellites gave for it, each with where it was used.
    pub fn tickets(&self, id: i64) -> Result<TicketsView, ApiError> {
        let title = self.snapshot(id)?.t.money_input().structure.name.clone();
        let uses = self.ticket_uses()?;
        let used = |t: &Ticket| uses.iter().find(|(u, _)| u == t).map(|(_, w)| w.clone());
        let mut view = TicketsView {
            target: None,
            decided: false,
            given: Vec::new(),
            for_this: Vec::new(),
        };
        if let Some((target, decided, seats)) = self.seats_of(id)? {
            view.target = Some(target);
            view.decided = decided;
            view.given = seats;
        }
        let events = self.reader().events()?;
        for e in events {
            if e.id == id {
                continue;
            }
            if let Ok(Some((target, _, seats))) = self.seats_of(e.id)
                && feeds(&target, &title)
            {
                view.for_this.extend(seats);
            }
        }
        for t in view.given.iter_mut().chain(view.for_this.iter_mut()) {
            t.used = used(&t.ticket);
        }
        Ok(view)
    }

    /// Whether `name` may register in event `id` with `ticket`; the refusal says why.
    pub(crate) fn check_ticket(&self, id: i64, name: &str, ticket: Ticket) -> Result<(), ApiError> {
        let sat = ticket.satellite;
        let title = self.snapshot(id)?.t.money_input().structure.name.clone();
        let sat_title = self.snapshot(sat)?.t.money_input().structure.name.clone();
        if sat == id {
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-same-event").text("id", id.to_string()),
            ));
        }
        let Some((target, decided, seats)) = self.seats_of(sat)? else {
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-not-satellite")
                    .text("sat", sat.to_string())
                    .text("sat-name", sat_title),
            ));
        };
        if !feeds(&target, &title) {
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-other-target")
                    .text("sat", sat.to_string())
                    .text("sat-name", sat_title)
                    .text("target", target)
                    .text("id", id.to_string())
                    .text("name", title),
            ));
        }
        if !decided {
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-still-playing")
                    .text("sat", sat.to_string())
                    .text("sat-name", sat_title),
            ));
        }
        let Some(seat) = seats.iter().find(|s| s.ticket == ticket) else {
            let holders: Vec<Phrase> = seats
                .iter()
                .map(|s| {
                    Phrase::new("refusal-api-ticket-holder")
                        .text("name", s.holder.clone())
                        .text("entry", s.ticket.entry.to_string())
                })
                .collect();
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-no-seat")
                    .text("entry", ticket.entry.to_string())
                    .text("sat", sat.to_string())
                    .list("holders", holders),
            ));
        };
        let register = self.register_map()?;
        if Felt::player_of_name(&register, name).0
            != Felt::player_of_name(&register, &seat.holder).0
        {
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-other-holder")
                    .text("sat", sat.to_string())
                    .text("holder", seat.holder.clone())
                    .text("name", name.trim()),
            ));
        }
        if let Some((_, u)) = self
            .ticket_uses()?
            .into_iter()
            .find(|(t, u)| *t == ticket && u.event != id)
        {
            return Err(ApiError::Draft(
                Phrase::new("refusal-api-ticket-used")
                    .text("holder", seat.holder.clone())
                    .text("sat", sat.to_string())
                    .text("event", u.event.to_string())
                    .text("event-name", u.event_name)
                    .text("entry", u.entry.to_string()),
            ));
        }
        Ok(())
    }
}
