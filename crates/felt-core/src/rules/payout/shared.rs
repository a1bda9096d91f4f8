//! Shared places: players who bust on the same hand and share the prizes of their places.
//!
//! The prizes of the places they occupy are added up and split evenly. When the sum does
//! not divide evenly, the odd units go one each to the players listed first; the caller
//! lists the players best first (by chips at the start of the hand, then by seat order
//! from the button), so the better-placed player never gets less than a worse one.

use thiserror::Error;

/// Why a shared place could not be split.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SharedPlacesError {
    #[error("places are numbered from 1, not 0")]
    PlaceZero,
    #[error("at least one player must share place {place}")]
    NoPlayers { place: u32 },
}

/// What each of `players` players gets when they share the places starting at `place`.
///
/// `prizes` are the event's prizes, first place first; places beyond it pay nothing. The
/// result has one amount per player, best first, and adds up exactly to the prizes of
/// places `place ..= place + players - 1`.
pub fn share_places(
    prizes: &[u64],
    place: u32,
    players: u32,
) -> Result<Vec<u64>, SharedPlacesError> {
    if place == 0 {
        return Err(SharedPlacesError::PlaceZero);
    }
    if players == 0 {
        return Err(SharedPlacesError::NoPlayers { place });
    }
    let start = (place - 1) as usize;
    let sum: u64 = prizes.iter().skip(start).take(players as usize).sum();
    let n = u64::from(players);
    let (each, odd) = (sum / n, sum % n);
    Ok((0..n).map(|i| each + u64::from(i < odd)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(prizes: &[u64], place: u32, players: u32, expected: &[u64]) {
        assert_eq!(share_places(prizes, place, players).unwrap(), expected);
    }

    #[test]
    fn splits_evenly_with_odd_units_to_the_first_listed() {
        check(&[500, 300, 200], 2, 2, &[250, 250]);
        check(&[500, 301, 200], 2, 2, &[251, 250]);
        check(&[500, 300, 200], 3, 2, &[100, 100]);
        check(&[500, 300, 200], 1, 3, &[334, 333, 333]);
        check(&[500, 300, 200], 4, 2, &[0, 0]);
        assert!(share_places(&[1], 0, 1).is_err());
        assert!(share_places(&[1], 1, 0).is_err());
    }
}
