//! Button and blind positions under the dead-button rule, the "worst position" at a
//! table, and win-the-button (BARGE 1.12).
//!
//! The button recorded for a table is the button for the *next* hand: the dealer moves it
//! after each hand and the TD or dealer records where it sits. Blinds follow from it: the
//! small blind is the first occupied seat clockwise after the button, the big blind the
//! next occupied seat after that; heads-up, the button posts the small blind.

use serde::{Deserialize, Serialize};

use super::error::SeatingError;
use super::model::{PlayerId, SeatNo, Seating, TableNo};

/// Button and blind seats for one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Positions {
    pub button: SeatNo,
    /// The small-blind seat; under a dead button it may be empty (a dead small blind).
    pub small_blind: SeatNo,
    pub big_blind: SeatNo,
}

/// Seats clockwise after `from`, ending with `from` itself.
pub fn clockwise_after(from: SeatNo, size: SeatNo) -> impl Iterator<Item = SeatNo> {
    (1..=size).map(move |k| ((from as u32 - 1 + k as u32) % size as u32) as SeatNo + 1)
}

fn next_occupied(from: SeatNo, occupied: &[SeatNo], size: SeatNo) -> Option<SeatNo> {
    clockwise_after(from, size).find(|s| occupied.contains(s))
}

/// Blinds for the next hand given the button seat and the occupied seats.
/// `None` with fewer than two players.
pub fn positions_from_button(
    button: SeatNo,
    occupied: &[SeatNo],
    size: SeatNo,
) -> Option<Positions> {
    if occupied.len() < 2 {
        return None;
    }
    if occupied.len() == 2 && occupied.contains(&button) {
        // Heads-up: the button is the small blind.
        let big_blind = next_occupied(button, occupied, size)?;
        return Some(Positions {
            button,
            small_blind: button,
            big_blind,
        });
    }
    let small_blind = next_occupied(button, occupied, size)?;
    let big_blind = next_occupied(small_blind, occupied, size)?;
    Some(Positions {
        button,
        small_blind,
        big_blind,
    })
}

/// The hand after `prev` under the dead-button rule: the big blind moves to the next
/// occupied seat, the small blind to last hand's big-blind seat (dead if that player
/// left) and the button to last hand's small-blind seat. Heads-up the button is the small
/// blind and the other player posts the big blind.
pub fn next_hand(prev: &Positions, occupied: &[SeatNo], size: SeatNo) -> Option<Positions> {
    if occupied.len() < 2 {
        return None;
    }
    let big_blind = next_occupied(prev.big_blind, occupied, size)?;
    if occupied.len() == 2 {
        let other = *occupied.iter().find(|s| **s != big_blind)?;
        return Some(Positions {
            button: other,
            small_blind: other,
            big_blind,
        });
    }
    Some(Positions {
        button: prev.small_blind,
        small_blind: prev.big_blind,
        big_blind,
    })
}

/// The worst position at a table: the open seat that will post the big blind soonest,
/// never the small blind. Scans clockwise from the small blind, so an open seat between
/// the small and the big blind comes first and the seats between the button and the
/// small blind come last (taken only when nothing else is open; the player then waits
/// for the button to pass). With fewer than two players, the first open seat after the
/// button.
pub fn worst_position(
    button: SeatNo,
    occupied: &[SeatNo],
    open: &[SeatNo],
    size: SeatNo,
) -> Option<SeatNo> {
    let start = positions_from_button(button, occupied, size).map_or(button, |p| p.small_blind);
    clockwise_after(start, size).find(|s| open.contains(s))
}

/// The seat that wins the button after a hand won from `winners` (several for a chopped
/// pot): the winner in the worst position for the hand just played, which is the first
/// winner clockwise after that hand's button (the first to act after the flop).
pub fn win_the_button(button: SeatNo, winners: &[SeatNo], size: SeatNo) -> Option<SeatNo> {
    clockwise_after(button, size).find(|s| winners.contains(s))
}

/// Records the winner(s) of a hand at `table` in a win-the-button event and moves the
/// button to the winning seat; balancing then takes the big blind under that button.
pub fn record_hand_winners(
    seating: &mut Seating,
    table: TableNo,
    winners: &[PlayerId],
) -> Result<SeatNo, SeatingError> {
    let mut seats = Vec::with_capacity(winners.len());
    for &player in winners {
        let at = seating.location(player)?;
        if at.table != table {
            return Err(SeatingError::NotAtTable { player, table });
        }
        seats.push(at.seat);
    }
    let t = seating.table(table)?;
    let from = t.button.unwrap_or(t.size());
    let seat = win_the_button(from, &seats, t.size()).ok_or(SeatingError::TooSmall {
        what: crate::rules::seating::Quantity::HandWinners,
        min: 1,
        got: 0,
    })?;
    seating.set_button(table, Some(seat))?;
    Ok(seat)
}
