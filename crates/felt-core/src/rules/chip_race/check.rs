//! What every chip race must satisfy, checked on a finished [`ChipRace`].
//!
//! Used by the unit tests and the property tests alike: value is conserved up to the
//! variant's declared rounding, nobody is raced out, the direct exchange is exact, each
//! seat has one card per leftover chip, and the chips went to the best cards.

use super::{ChipRace, RaceVariant};
use thiserror::Error;

/// A broken race invariant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RaceBreach {
    #[error("value after {after} != value before {before} + rounding {rounding} + race-out chips")]
    ValueNotConserved {
        before: u64,
        after: u64,
        rounding: i64,
    },
    #[error("rounding {rounding} is outside what the {variant:?} variant allows")]
    RoundingTooLarge { rounding: i64, variant: RaceVariant },
    #[error("seat {0} was raced out: chips before, none after")]
    RacedOut(u32),
    #[error(
        "seat {seat} received {} from the race; at most one is allowed (in the classic race, one seat takes them all)",
        crate::words::count(*.raced, "chip", "chips")
    )]
    MoreThanOne { seat: u32, raced: u64 },
    #[error("seat {0}: the direct exchange or the leftover is wrong")]
    BadExchange(u32),
    #[error(
        "seat {seat} holds {} for {}",
        crate::words::count(*.cards as u64, "card", "cards"),
        crate::words::count(*.leftover, "leftover chip", "leftover chips")
    )]
    CardCount {
        seat: u32,
        cards: usize,
        leftover: u64,
    },
    #[error("seat {loser} lost the race with a better card than winner seat {winner}")]
    WrongWinner { winner: u32, loser: u32 },
    #[error("seat {0} got a race-out chip it did not need")]
    NeedlessRaceOutChip(u32),
}

/// Every invariant `race` breaks (empty when the race is sound).
pub fn check_race(race: &ChipRace) -> Vec<RaceBreach> {
    let mut found = Vec::new();
    let (d, d2) = (race.remove, race.next);
    let per = d2 / d;
    let race_outs: u64 = race.seats.iter().map(|s| u64::from(s.race_out_chip)).sum();
    let expected = race.value_before as i64 + race.rounding + (race_outs * d2) as i64;
    if race.value_after as i64 != expected {
        found.push(RaceBreach::ValueNotConserved {
            before: race.value_before,
            after: race.value_after,
            rounding: race.rounding,
        });
    }
    let half = (d2 / 2) as i64;
    let r = race.rounding;
    let n = race.seats.len() as i64;
    let allowed = match race.variant {
        RaceVariant::Race | RaceVariant::Classic => -half <= r && r <= half,
        RaceVariant::OnePerWinner => -(d2 as i64) < r && r <= 0,
        RaceVariant::Round => -n * half <= r && r <= n * half,
    };
    if !allowed {
        found.push(RaceBreach::RoundingTooLarge {
            rounding: r,
            variant: race.variant,
        });
    }
    for s in &race.seats {
        if s.exchanged != s.count / per || s.leftover != s.count % per {
            found.push(RaceBreach::BadExchange(s.seat));
        }
        if s.raced > 1 && race.variant != RaceVariant::Classic {
            found.push(RaceBreach::MoreThanOne {
                seat: s.seat,
                raced: s.raced,
            });
        }
        let broke = s.other_chips == Some(0);
        if s.count > 0 && broke && s.received() == 0 {
            found.push(RaceBreach::RacedOut(s.seat));
        }
        if s.race_out_chip && (s.exchanged + s.raced > 0 || !broke) {
            found.push(RaceBreach::NeedlessRaceOutChip(s.seat));
        }
        let expected_cards = match race.variant {
            RaceVariant::Round => 0,
            _ => s.leftover,
        };
        if s.cards.len() as u64 != expected_cards {
            found.push(RaceBreach::CardCount {
                seat: s.seat,
                cards: s.cards.len(),
                leftover: s.leftover,
            });
        }
    }
    if race.variant == RaceVariant::Classic {
        // Every chip to one seat, the one with the best card.
        let winners: Vec<_> = race.seats.iter().filter(|s| s.raced > 0).collect();
        if winners.len() > 1 {
            found.push(RaceBreach::MoreThanOne {
                seat: winners[1].seat,
                raced: winners[1].raced,
            });
        }
    }
    if race.variant != RaceVariant::Round {
        let best = |s: &super::SeatOutcome| s.cards.iter().max().copied();
        for w in race.seats.iter().filter(|s| s.raced > 0) {
            for l in race.seats.iter().filter(|s| s.raced == 0) {
                if best(l) > best(w) {
                    found.push(RaceBreach::WrongWinner {
                        winner: w.seat,
                        loser: l.seat,
                    });
                }
            }
        }
    }
    found
}
