//! One line per player or seating action, for the recent-actions list beside undo.

use super::{Field, FieldEvent};
use crate::rules::purchase::{Moment, PurchaseKind};
use crate::rules::seating::{MoveKind, SeatHold};
use crate::structure::LammerDeadline;
use crate::words::{chips as group, count as counted};

/// "Busted Ann Lee (entry 17) at table 3, seat 4", and so on.
pub fn describe(field: &Field, change: &FieldEvent, currency: &str) -> String {
    let who = |p| field.label(p);
    match change {
        FieldEvent::Registered {
            player,
            name,
            re_entry_of,
            seat,
            ticket,
            ..
        } => {
            let what = if re_entry_of.is_some() {
                "Re-entered"
            } else {
                "Registered"
            };
            let paid = ticket
                .map(|t| {
                    format!(
                        " with a seat won in event #{} (entry {})",
                        t.satellite, t.entry
                    )
                })
                .unwrap_or_default();
            match seat {
                Some(at) => format!("{what} {name} (entry {player}){paid} at {at}"),
                None if field.drawn.is_some() && *player > field.drawn_upto => {
                    format!("{what} {name} (entry {player}){paid} as an alternate")
                }
                None => format!("{what} {name} (entry {player}){paid}"),
            }
        }
        FieldEvent::RegisteredMany { entries } => {
            let (Some(first), Some(last)) = (entries.first(), entries.last()) else {
                return "Registered nobody".to_string();
            };
            let names: Vec<&str> = entries.iter().take(3).map(|r| r.name.as_str()).collect();
            let more = match entries.len().saturating_sub(3) {
                0 => String::new(),
                n => format!(" and {} more", group(n as u64)),
            };
            let seated = entries.iter().filter(|r| r.seat.is_some()).count();
            let seats = if seated > 0 {
                format!(", {} of them seated", group(seated as u64))
            } else {
                String::new()
            };
            if entries.len() == 1 {
                format!("Registered {} (entry {})", first.name, first.player)
            } else {
                format!(
                    "Registered {} (entries {}-{}{seats}): {}{more}",
                    players(entries.len()),
                    first.player,
                    last.player,
                    names.join(", ")
                )
            }
        }
        FieldEvent::Unregistered { player } => format!("Unregistered {}", who(*player)),
        FieldEvent::DrawCommitted { commitment } => format!(
            "Committed to the seat draw: {}",
            crate::rules::seating::fair::short(commitment)
        ),
        FieldEvent::SeatsDrawn {
            seed,
            tables,
            seats,
            reveal,
            ..
        } => match reveal {
            Some(r) => format!(
                "Drew seats: {} at {} (seed {seed}, from the committed secret {})",
                players(seats.len()),
                tables_n(tables.len()),
                crate::rules::seating::fair::short(r)
            ),
            None => format!(
                "Drew seats: {} at {} (seed {seed})",
                players(seats.len()),
                tables_n(tables.len())
            ),
        },
        FieldEvent::AlternatesSeated { seats, .. } => {
            format!(
                "Seated {}",
                crate::words::count(seats.len() as u64, "alternate", "alternates")
            )
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
                    let names: Vec<String> = split
                        .iter()
                        .map(|s| format!("{} ({} of {total})", who(s.player), s.share))
                        .collect();
                    format!(
                        "Busted {} at {seat}, the pot split between {}",
                        who(*player),
                        names.join(" and ")
                    )
                }
                (Some(k), _) => format!(
                    "Busted {} at {seat}, knocked out by {}",
                    who(*player),
                    who(*k)
                ),
                (None, _) => format!("Busted {} at {seat}", who(*player)),
            };
            if let Some(d) = mystery {
                line.push_str(&format!(
                    "; a mystery envelope of {} drawn (seed {})",
                    crate::words::money(d.value, currency),
                    d.seed
                ));
            }
            if let Some(c) = clock {
                line.push_str(&format!("; the blinds go up (period {})", c.period() + 1));
            }
            line
        }
        FieldEvent::Moved { moves, closed, .. } => {
            let finals = moves.iter().any(|m| m.kind == MoveKind::FinalTable);
            let mut line = if finals {
                format!(
                    "Final table: {} moved",
                    counted(moves.len() as u64, "player", "players")
                )
            } else if let [m] = moves.as_slice() {
                format!("Moved {} from {} to {}", who(m.player), m.from, m.to)
            } else {
                format!("Moved {}", players(moves.len()))
            };
            if !closed.is_empty() {
                let list: Vec<String> = closed.iter().map(u32::to_string).collect();
                line.push_str(&format!("; broke table {}", list.join(", ")));
            }
            line
        }
        FieldEvent::ButtonSet {
            table,
            seat,
            winners,
        } => match (seat, winners.is_empty()) {
            (Some(s), true) => format!("Button at table {table}, seat {s}"),
            (Some(s), false) => format!("Table {table}: hand won, button to seat {s}"),
            (None, _) => format!("Button at table {table} unknown"),
        },
        FieldEvent::SeatHeld { at, hold } => match hold {
            Some(SeatHold::Locked) => format!("Locked {at}"),
            Some(h) => format!("Held {at} ({h})"),
            None => format!("Released {at}"),
        },
        FieldEvent::HardStop { finishes } => {
            format!(
                "Hard stop: {} placed by chip count",
                counted(finishes.len() as u64, "player", "players")
            )
        }
        FieldEvent::HandForHand { on: true } => "Hand-for-hand on".to_string(),
        FieldEvent::HandForHand { on: false } => "Hand-for-hand off".to_string(),
        FieldEvent::TableWon { table, winners, .. } => {
            let names: Vec<String> = winners.iter().map(|p| who(*p)).collect();
            format!("Table {table} won by {}", names.join(" and "))
        }
        FieldEvent::RoundDrawn {
            round,
            seed,
            seats,
            tables,
        } => format!(
            "Drew round {round}: {} at {} (seed {seed})",
            players(seats.len()),
            tables_n(tables.len())
        ),
        FieldEvent::HandForHandHand { hand, .. } => {
            format!("Hand-for-hand hand {hand} finished")
        }
        FieldEvent::Redrawn {
            seed,
            rule,
            seats,
            tables,
        } => format!(
            "Redrew {} at {} {} (seed {seed})",
            players(seats.len()),
            tables_n(tables.len()),
            match rule {
                crate::field::RedrawRule::Random => "at random",
                crate::field::RedrawRule::Chips => "with the stacks spread by chip count",
            }
        ),
        FieldEvent::CarriedIn {
            rule,
            flights,
            players,
            ..
        } => {
            let names: Vec<&str> = flights.iter().map(|f| f.name.as_str()).collect();
            let chips: u64 = players.iter().map(|c| c.chips).sum();
            format!(
                "Carried {} with {} chips in from {} ({})",
                counted(players.len() as u64, "player", "players"),
                group(chips),
                names.join(" and "),
                match rule {
                    crate::field::FlightRule::BestStack => "best stack kept",
                    crate::field::FlightRule::AllStacks => "all stacks added",
                }
            )
        }
        FieldEvent::Counted { counts } => {
            let list: Vec<String> = counts
                .iter()
                .map(|c| format!("{} {}", who(c.player), group(c.chips)))
                .collect();
            format!("Chip counts: {}", list.join(", "))
        }
        FieldEvent::TableHandDone { table, hand } => {
            format!("Table {table} finished hand-for-hand hand {hand}")
        }
        FieldEvent::PayoutsLocked { lock } => format!(
            "Locked payouts at {} ({} paid)",
            counted(u64::from(lock.entries), "entry", "entries"),
            counted(lock.prizes.len() as u64, "place", "places")
        ),
        FieldEvent::PayoutsUnlocked => "Unlocked payouts".to_string(),
        FieldEvent::SaversAgreed { left, amounts } => {
            let each: Vec<String> = amounts
                .iter()
                .zip(0u32..)
                .map(|(a, i)| {
                    format!(
                        "{} to {}",
                        crate::words::money(*a, currency),
                        crate::words::place(left - i, left - i)
                    )
                })
                .collect();
            format!("Savers agreed: {}", each.join(", "))
        }
        FieldEvent::DealMade { deal } => {
            let played = if deal.play_for > 0 {
                format!(
                    ", {} kept to play for",
                    crate::words::money(deal.play_for, currency)
                )
            } else {
                String::new()
            };
            let how = match deal.method {
                super::results::DealKind::Chop => "chip chop",
                super::results::DealKind::Icm => "ICM",
                super::results::DealKind::Custom => "custom",
            };
            format!(
                "Deal ({how}) between {}{played}",
                players(deal.players.len())
            )
        }
        other => describe_chips(field, other),
    }
}

/// A line for a chip action in the recent-actions list.
fn describe_chips(field: &Field, change: &FieldEvent) -> String {
    let who = |p| field.label(p);
    match change {
        FieldEvent::LammersRedeemed {
            player,
            level,
            count,
            chips,
        } => format!(
            "{} redeemed {} for {} chips at level {level}",
            who(*player),
            counted(u64::from(*count), "lammer", "lammers"),
            group(*chips)
        ),
        FieldEvent::BustHeld { player, held } => format!(
            "{} lost their chips holding {}: redeems before the next hand",
            who(*player),
            counted(u64::from(*held), "lammer", "lammers")
        ),
        FieldEvent::LammerDeadlinePassed { level, actions } => {
            let count: u32 = actions.iter().map(|a| a.count).sum();
            let what = match actions.first().map(|a| a.rule) {
                Some(LammerDeadline::Forfeit) => "forfeited",
                _ => "redeemed",
            };
            format!(
                "Lammer deadline at level {level}: {} of {} {what}",
                counted(u64::from(count), "lammer", "lammers"),
                counted(actions.len() as u64, "player", "players")
            )
        }
        FieldEvent::Purchased { purchase: p } => {
            let when = match p.moment {
                Moment::Level(n) => format!("level {n}"),
                Moment::BreakAfter(n) => format!("the break after level {n}"),
            };
            let what = match p.kind {
                PurchaseKind::Rebuy => "a rebuy",
                PurchaseKind::AddOn => "an add-on",
                PurchaseKind::ReEntry => "a re-entry",
            };
            format!(
                "{} bought {what} ({} chips) at {when}",
                who(p.player),
                group(p.chips)
            )
        }
        FieldEvent::ChipRaceDone {
            table,
            removed_value,
            added_value,
            race,
        } => format!(
            "Chip race at table {table}: {} removed, {} given back{}",
            group(*removed_value),
            group(*added_value),
            race.as_ref()
                .map(|r| format!(" (cards dealt from seed {})", r.seed))
                .unwrap_or_default()
        ),
        _ => String::new(),
    }
}

/// "1 player", "1,500 players".
fn players(n: usize) -> String {
    crate::words::count(n as u64, "player", "players")
}

/// "1 table", "167 tables".
fn tables_n(n: usize) -> String {
    crate::words::count(n as u64, "table", "tables")
}
