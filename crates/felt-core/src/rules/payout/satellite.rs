//! Satellite payouts: the pool buys seats in a target event, and what is left is cash.
//!
//! Each seat is worth the target event's buy-in. As many seats as the pool covers go to
//! the top places; the part of the pool too small for one more seat is paid in cash to
//! the next place (to first place when the pool does not cover a single seat). Seats and
//! that cash place are places paid: never more than the entries, nor than Felt's limit.

use super::{Payout, PayoutBasis, PlacePrize};
use crate::lang::{Phrase, Speak};
use crate::rules::limits::{self, MAX_ENTRIES, MAX_PAID_PLACES, OverLimit};

/// Why satellite prizes could not be worked out. Each is said in the asker's language
/// (`refusal-satellite-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SatelliteError {
    ZeroSeatValue {
        event: String,
    },
    NoEntries,
    MorePlacesThanEntries {
        pool: u64,
        seat_value: u64,
        cash: u64,
        places: u64,
        entries: u32,
    },
    Limit(OverLimit),
}

impl From<OverLimit> for SatelliteError {
    fn from(e: OverLimit) -> SatelliteError {
        SatelliteError::Limit(e)
    }
}

impl Speak for SatelliteError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            SatelliteError::ZeroSeatValue { event } => {
                p("refusal-satellite-zero-seat-value").text("event", format!("{event:?}"))
            }
            SatelliteError::NoEntries => p("refusal-satellite-no-entries"),
            SatelliteError::MorePlacesThanEntries {
                pool,
                seat_value,
                cash,
                places,
                entries,
            } => {
                let ph = if *cash > 0 {
                    p("refusal-satellite-more-places-with-cash").text("cash", cash.to_string())
                } else {
                    p("refusal-satellite-more-places")
                };
                ph.text("pool", pool.to_string())
                    .count("places", *places)
                    .text("seat_value", seat_value.to_string())
                    .count("entries", *entries)
            }
            SatelliteError::Limit(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(SatelliteError);

/// Seats in `target_event` (each worth `seat_value`) for a satellite of `entries` with
/// `pool`.
pub fn satellite(
    entries: u32,
    pool: u64,
    seat_value: u64,
    target_event: &str,
) -> Result<Payout, SatelliteError> {
    if entries == 0 {
        return Err(SatelliteError::NoEntries);
    }
    if seat_value == 0 {
        return Err(SatelliteError::ZeroSeatValue {
            event: target_event.to_string(),
        });
    }
    limits::at_most("entries", entries, MAX_ENTRIES, limits::Unit::Entries)?;
    limits::amount("pool", pool)?;
    limits::amount("seat_value", seat_value)?;
    let seats = pool / seat_value;
    let cash = pool % seat_value;
    let places = seats + u64::from(cash > 0);
    if places > u64::from(entries) {
        return Err(SatelliteError::MorePlacesThanEntries {
            pool,
            seat_value,
            cash,
            places,
            entries,
        });
    }
    limits::at_most(
        "places paid",
        places,
        MAX_PAID_PLACES,
        limits::Unit::PlacesPaid,
    )?;
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
        let p = satellite(40, pool, seat, "Main").unwrap();
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
        assert!(satellite(40, 10, 0, "Main").is_err());
    }

    /// A satellite never lists a seat per unit of the pool, whatever the entries (a
    /// pool of 10^12 with seats worth 1 would allocate 142 GB).
    #[test]
    fn places_never_outnumber_the_entries_nor_the_limit() {
        let refused = |entries, pool, seat| {
            satellite(entries, pool, seat, "Main")
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            refused(1_000_000, 1_000_000_000_000, 1),
            "a pool of 1000000000000 pays 1,000,000,000,000 places (seats worth 1), more than the 1,000,000 entries"
        );
        assert_eq!(
            refused(3, 3450, 1000),
            "a pool of 3450 pays 4 places (seats worth 1000 and 450 in cash), more than the 3 entries"
        );
        assert_eq!(
            refused(0, 100, 10),
            "an event needs at least one entry to pay out"
        );
        assert_eq!(
            refused(10, u64::MAX, 1),
            "pool 18446744073709551615 is more than Felt's limit of 9,007,199,254,740,991 minor units"
        );
        assert_eq!(
            refused(2_000_000, 10, 1),
            "entries 2000000 is more than Felt's limit of 1,000,000 entries"
        );
        assert_eq!(satellite(3, 3000, 1000, "Main").unwrap().places.len(), 3);
    }
}
