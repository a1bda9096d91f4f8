//! One line per player or seating action, for the recent-actions list beside undo: a
//! phrase, said in the language of whoever reads the list.

use super::{Field, FieldEvent};
use crate::lang::Phrase;
use crate::rules::purchase::{Moment, PurchaseKind};
use crate::rules::seating::{MoveKind, PlayerId, SeatHold, SeatRef};
use crate::structure::LammerDeadline;

/// "Busted entry 17 (Ann Lee) at table 3, seat 4", and so on.
pub fn describe(field: &Field, change: &FieldEvent, currency: &str) -> Phrase {
    let who = |p| entry(field, p);
    match change {
        FieldEvent::Registered {
            player,
            name,
            re_entry_of,
            seat,
            ticket,
            ..
        } => {
            let new = match ticket {
                Some(t) => Phrase::new("action-new-entry-ticket")
                    .text("event", t.satellite.to_string())
                    .text("won", t.entry.to_string()),
                None => Phrase::new("action-new-entry"),
            }
            .text("name", name.clone())
            .text("entry", player.to_string());
            let again = re_entry_of.is_some();
            let id = match seat {
                Some(_) if again => "action-re-entered-at",
                Some(_) => "action-registered-at",
                None if field.drawn.is_some() && *player > field.drawn_upto => {
                    if again {
                        "action-re-entered-alternate"
                    } else {
                        "action-registered-alternate"
                    }
                }
                None if again => "action-re-entered",
                None => "action-registered",
            };
            let line = Phrase::new(id).phrase("player", new);
            match seat {
                Some(at) => line.phrase("seat", seat_at(*at)),
                None => line,
            }
        }
        FieldEvent::RegisteredMany { entries } => {
            let (Some(first), Some(last)) = (entries.first(), entries.last()) else {
                return Phrase::new("action-registered-nobody");
            };
            if entries.len() == 1 {
                let new = Phrase::new("action-new-entry")
                    .text("name", first.name.clone())
                    .text("entry", first.player.to_string());
                return Phrase::new("action-registered").phrase("player", new);
            }
            let names: Vec<&str> = entries.iter().take(3).map(|r| r.name.as_str()).collect();
            let names = match entries.len().saturating_sub(3) {
                0 => Phrase::new("action-names").text("names", names.join(", ")),
                n => Phrase::new("action-names-more")
                    .text("names", names.join(", "))
                    .count("more", n),
            };
            let seated = entries.iter().filter(|r| r.seat.is_some()).count();
            let line = if seated > 0 {
                Phrase::new("action-registered-many-seated").count("seated", seated)
            } else {
                Phrase::new("action-registered-many")
            };
            line.count("count", entries.len())
                .text("first", first.player.to_string())
                .text("last", last.player.to_string())
                .phrase("names", names)
        }
        FieldEvent::Unregistered { player } => {
            Phrase::new("action-unregistered").phrase("player", who(*player))
        }
        FieldEvent::DrawCommitted { commitment } => Phrase::new("action-draw-committed")
            .text("code", crate::rules::seating::fair::short(commitment)),
        FieldEvent::SeatsDrawn {
            seed,
            tables,
            seats,
            reveal,
            ..
        } => match reveal {
            Some(r) => Phrase::new("action-seats-drawn-revealed")
                .text("code", crate::rules::seating::fair::short(r)),
            None => Phrase::new("action-seats-drawn"),
        }
        .count("players", seats.len())
        .count("tables", tables.len())
        .text("seed", seed.to_string()),
        FieldEvent::AlternatesSeated { seats, .. } => {
            Phrase::new("action-alternates-seated").count("count", seats.len())
        }
        FieldEvent::Busted {
            player,
            seat,
            by,
            clock,
            split,
            mystery,
            ..
        } => {
            let mut line = match (by, split.as_slice()) {
                (_, [_, _, ..]) => {
                    let total: u64 = split.iter().map(|s| s.share).sum();
                    let shares = split.iter().map(|s| {
                        Phrase::new("action-pot-share")
                            .phrase("player", who(s.player))
                            .text("share", s.share.to_string())
                            .text("total", total.to_string())
                    });
                    Phrase::new("action-busted-split").phrase("winners", and_list(shares))
                }
                (Some(k), _) => Phrase::new("action-busted-by").phrase("by", who(*k)),
                (None, _) => Phrase::new("action-busted"),
            }
            .phrase("player", who(*player))
            .phrase("seat", seat_at(*seat));
            if let Some(d) = mystery {
                let envelope = Phrase::new("action-mystery-drawn")
                    .money("amount", d.value, currency)
                    .text("seed", d.seed.to_string());
                line = then(line, envelope);
            }
            if let Some(c) = clock {
                let up =
                    Phrase::new("action-blinds-up").text("period", (c.period() + 1).to_string());
                line = then(line, up);
            }
            line
        }
        FieldEvent::Moved { moves, closed, .. } => {
            let finals = moves.iter().any(|m| m.kind == MoveKind::FinalTable);
            let line = if finals {
                Phrase::new("action-final-table-moved").count("count", moves.len())
            } else if let [m] = moves.as_slice() {
                Phrase::new("action-moved-one")
                    .phrase("player", who(m.player))
                    .phrase("from", seat_at(m.from))
                    .phrase("to", seat_at(m.to))
            } else {
                Phrase::new("action-moved").count("count", moves.len())
            };
            if closed.is_empty() {
                return line;
            }
            let list: Vec<String> = closed.iter().map(u32::to_string).collect();
            let broke = Phrase::new("action-broke-tables")
                .count("count", closed.len())
                .text("tables", list.join(", "));
            then(line, broke)
        }
        FieldEvent::ButtonSet {
            table,
            seat,
            winners,
        } => match (seat, winners.is_empty()) {
            (Some(s), true) => Phrase::new("action-button-at").text("seat", s.to_string()),
            (Some(s), false) => Phrase::new("action-button-won").text("seat", s.to_string()),
            (None, _) => Phrase::new("action-button-unknown"),
        }
        .text("table", table.to_string()),
        FieldEvent::SeatHeld { at, hold } => match hold {
            Some(SeatHold::Locked) => Phrase::new("action-seat-locked"),
            Some(SeatHold::Reserved { player: Some(p) }) => {
                Phrase::new("action-seat-reserved-for").text("player", p.to_string())
            }
            Some(SeatHold::Reserved { player: None }) => Phrase::new("action-seat-reserved"),
            None => Phrase::new("action-seat-released"),
        }
        .phrase("seat", seat_at(*at)),
        FieldEvent::HardStop { finishes } => {
            Phrase::new("action-hard-stop").count("count", finishes.len())
        }
        FieldEvent::HandForHand { on: true } => Phrase::new("action-hand-for-hand-on"),
        FieldEvent::HandForHand { on: false } => Phrase::new("action-hand-for-hand-off"),
        FieldEvent::TableWon { table, winners, .. } => Phrase::new("action-table-won")
            .text("table", table.to_string())
            .phrase("winners", and_list(winners.iter().map(|p| who(*p)))),
        FieldEvent::RoundDrawn {
            round,
            seed,
            seats,
            tables,
        } => Phrase::new("action-round-drawn")
            .text("round", round.to_string())
            .count("players", seats.len())
            .count("tables", tables.len())
            .text("seed", seed.to_string()),
        FieldEvent::HandForHandHand { hand, .. } => {
            Phrase::new("action-hand-for-hand-hand").text("hand", hand.to_string())
        }
        FieldEvent::Redrawn {
            seed,
            rule,
            seats,
            tables,
        } => Phrase::new(match rule {
            crate::field::RedrawRule::Random => "action-redrawn-random",
            crate::field::RedrawRule::Chips => "action-redrawn-chips",
        })
        .count("players", seats.len())
        .count("tables", tables.len())
        .text("seed", seed.to_string()),
        FieldEvent::CarriedIn {
            rule,
            flights,
            players,
            ..
        } => {
            let names = flights
                .iter()
                .map(|f| Phrase::new("action-name").text("name", f.name.clone()));
            let chips: u64 = players.iter().map(|c| c.chips).sum();
            Phrase::new(match rule {
                crate::field::FlightRule::BestStack => "action-carried-in-best",
                crate::field::FlightRule::AllStacks => "action-carried-in-all",
            })
            .count("count", players.len())
            .figure("chips", chips)
            .phrase("flights", and_list(names))
        }
        FieldEvent::Counted { counts } => {
            let list = counts
                .iter()
                .map(|c| {
                    Phrase::new("action-chip-count")
                        .phrase("player", who(c.player))
                        .figure("chips", c.chips)
                })
                .collect();
            Phrase::new("action-counted").list("counts", list)
        }
        FieldEvent::TableHandDone { table, hand } => Phrase::new("action-table-hand-done")
            .text("table", table.to_string())
            .text("hand", hand.to_string()),
        FieldEvent::PayoutsLocked { lock } => Phrase::new("action-payouts-locked")
            .count("entries", lock.entries)
            .count("places", lock.prizes.len()),
        FieldEvent::PayoutsUnlocked => Phrase::new("action-payouts-unlocked"),
        FieldEvent::SaversAgreed { left, amounts } => {
            let each = amounts
                .iter()
                .zip(0u32..)
                .map(|(a, i)| {
                    Phrase::new("action-saver")
                        .money("amount", *a, currency)
                        .phrase(
                            "place",
                            Phrase::new("ordinal").count("n", left.saturating_sub(i)),
                        )
                })
                .collect();
            Phrase::new("action-savers-agreed").list("savers", each)
        }
        FieldEvent::DealMade { deal } => {
            let how = Phrase::new(match deal.method {
                super::results::DealKind::Chop => "action-deal-chop",
                super::results::DealKind::Icm => "action-deal-icm",
                super::results::DealKind::Custom => "action-deal-custom",
            });
            let line = if deal.play_for > 0 {
                Phrase::new("action-deal-play-for").money("amount", deal.play_for, currency)
            } else {
                Phrase::new("action-deal")
            };
            line.phrase("how", how).count("count", deal.players.len())
        }
        FieldEvent::LammersRedeemed {
            player,
            level,
            count,
            chips,
        } => Phrase::new("action-lammers-redeemed")
            .phrase("player", who(*player))
            .count("count", *count)
            .figure("chips", *chips)
            .text("level", level.to_string()),
        FieldEvent::BustHeld { player, held } => Phrase::new("action-bust-held")
            .phrase("player", who(*player))
            .count("count", *held),
        FieldEvent::LammerDeadlinePassed { level, actions } => {
            let count: u32 = actions.iter().map(|a| a.count).sum();
            Phrase::new(match actions.first().map(|a| a.rule) {
                Some(LammerDeadline::Forfeit) => "action-lammer-deadline-forfeited",
                _ => "action-lammer-deadline-redeemed",
            })
            .text("level", level.to_string())
            .count("count", count)
            .count("players", actions.len())
        }
        FieldEvent::Purchased { purchase: p } => {
            let what = Phrase::new(match p.kind {
                PurchaseKind::Rebuy => "action-a-rebuy",
                PurchaseKind::AddOn => "action-an-add-on",
                PurchaseKind::ReEntry => "action-a-re-entry",
            });
            let (id, level) = match p.moment {
                Moment::Level(n) => ("action-bought-at-level", n),
                Moment::BreakAfter(n) => ("action-bought-at-break", n),
            };
            Phrase::new(id)
                .phrase("player", who(p.player))
                .phrase("what", what)
                .figure("chips", p.chips)
                .text("level", level.to_string())
        }
        FieldEvent::ChipRaceDone {
            table,
            removed_value,
            added_value,
            race,
        } => match race {
            Some(r) => Phrase::new("action-chip-race-dealt").text("seed", r.seed.to_string()),
            None => Phrase::new("action-chip-race"),
        }
        .text("table", table.to_string())
        .figure("removed", *removed_value)
        .figure("added", *added_value),
    }
}

/// "entry 17 (Ann Lee)": an entry as the recent actions name it.
pub fn entry(field: &Field, player: PlayerId) -> Phrase {
    match field.entries.get(&player) {
        Some(e) => Phrase::new("action-entry").text("name", e.name.clone()),
        None => Phrase::new("action-entry-unnamed"),
    }
    .text("entry", player.to_string())
}

/// "table 3, seat 4".
pub fn seat_at(at: SeatRef) -> Phrase {
    Phrase::new("action-seat")
        .text("table", at.table.to_string())
        .text("seat", at.seat.to_string())
}

/// "a and b and c": the phrases joined as the language joins two things, pair by pair.
fn and_list(items: impl IntoIterator<Item = Phrase>) -> Phrase {
    let mut items = items.into_iter();
    let first = items
        .next()
        .unwrap_or_else(|| Phrase::new("action-name").text("name", ""));
    items.fold(first, |acc, next| {
        Phrase::new("action-list-and")
            .phrase("first", acc)
            .phrase("then", next)
    })
}

/// "a; b": a line with what came with it.
fn then(first: Phrase, next: Phrase) -> Phrase {
    Phrase::new("action-then")
        .phrase("first", first)
        .phrase("then", next)
}

#[cfg(test)]
mod tests;
