//! Satellite payouts: the pool buys seats in a target event, and what is left is cash.
//!
//! Each seat is worth the target event's buy-in. As many seats as the pool covers go to
//! the top places; the part of the pool too small for one more seat is paid in cash to
//! the next place (to first place when the pool does not cover a single seat).

use super::{Payout, PayoutBasis, PlacePrize};
use thiserror::Error;

/// Why satellite prizes could not be worked out.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SatelliteError {
    #[error("a satellite seat must be worth at least 1 (target event {event:?})")]
    ZeroSeatValue { event: String },
}

/// Seats in `target_event` (each worth `seat_value`) for a satellite with `pool`.
pub fn satellite(pool: u64, seat_value: u64, target_event: &str) -> Result<Payout, SatelliteError> {
    if seat_value == 0 {
        return Err(SatelliteError::ZeroSeatValue {
            event: target_event.to_string(),
        });
    }
    let seats = pool / seat_value;
    let cash = pool % seat_value;
    let mut places: Vec<PlacePrize> = (1..=seats as u32)
        .map(|place| PlacePrize {
            place,
            amount: seat_value,
            seat: Some(target_event.to_string()),
        })
        .collect();
    if cash > 0 {
        places.push(PlacePrize {
            place: seats as u32 + 1,
            amount: cash,
            seat: None,
        });
    }
    Ok(Payout {
        places,
        basis: PayoutBasis::Satellite {
            seats: seats as u32,
            seat_value,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(pool: u64, seat: u64, expected: &str) {
        let p = satellite(pool, seat, "Main").unwrap();
        let got: Vec<String> = p
            .places
            .iter()
            .map(|p| match &p.seat {
                Some(e) => format!("{}:seat {e} {}", p.place, p.amount),
                None => format!("{}:cash {}", p.place, p.amount),
            })
            .collect();
        assert_eq!(got.join(", "), expected);
        assert_eq!(p.amounts().iter().sum::<u64>(), pool);
    }

    #[test]
    fn seats_then_cash() {
        check(
            3000,
            1000,
            "1:seat Main 1000, 2:seat Main 1000, 3:seat Main 1000",
        );
        check(
            3450,
            1000,
            "1:seat Main 1000, 2:seat Main 1000, 3:seat Main 1000, 4:cash 450",
        );
        check(600, 1000, "1:cash 600");
        check(0, 1000, "");
        assert!(satellite(10, 0, "Main").is_err());
    }
}
