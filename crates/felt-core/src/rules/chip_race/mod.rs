//! The chip race at one table, when a denomination is coloured up.
//!
//! Each seat's chips of the removed denomination D are first exchanged for whole chips
//! of the next denomination D2. What is left over is raced: one card per leftover chip,
//! dealt seat 1 first, all of a seat's cards together; the highest cards (rank, then
//! spades, hearts, diamonds, clubs) win one D2 chip each, as many chips as the pooled
//! leftover makes, and nobody is raced out of the event. [`RaceVariant`] covers the
//! room variants. Cards are entered by the TD or dealt from a deck shuffled with a seed
//! that the result records, so a race can be replayed.
//!
//! A race is at one table: at most [`MAX_TABLE_SEATS`] seats, chip values and counts
//! within [`MAX_CHIPS`] and the removed chips worth at most [`MAX_CHIPS`] together, so
//! every value below fits with room to spare and a race conserves value exactly.

mod cards;
mod check;

pub use cards::{Card, Suit};
pub use check::{RaceBreach, check_race};

use crate::lang::{Phrase, Speak};
use crate::rules::limits::{self, MAX_CHIPS, MAX_TABLE_SEATS, OverLimit};
use crate::structure::Chips;
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

pub use crate::structure::RaceVariant;

/// Where the race cards come from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RaceDeal {
    /// The cards the dealer turned over, as text, in the order dealt.
    Entered(Vec<String>),
    /// The cards each seat was dealt, seat 1 first; each list must hold one card per
    /// leftover chip of its seat, so a card typed against the wrong seat is caught.
    EnteredBySeat(Vec<Vec<String>>),
    /// Dealt from one deck shuffled with this seed.
    Seeded(u64),
}

/// One seat's chips going into the race.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceSeat {
    /// Chips of the removed denomination.
    pub count: u64,
    /// Chips of other denominations; `None` when not counted (assumed to be some).
    pub other_chips: Option<u64>,
}

/// A race to run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChipRaceInput {
    /// The denomination removed (D).
    pub remove: Chips,
    /// The next chip in play (D2), which the removed chips become.
    pub next: Chips,
    /// Seat 1 first.
    pub seats: Vec<RaceSeat>,
    pub variant: RaceVariant,
    pub deal: RaceDeal,
}

/// What one seat ends up with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatOutcome {
    /// 1-based.
    pub seat: u32,
    pub count: u64,
    pub other_chips: Option<u64>,
    /// D2 chips received in direct exchange.
    pub exchanged: u64,
    /// Removed chips left after the exchange (one card each in a race).
    pub leftover: u64,
    /// D2 chips won in the race (or, in the round variant, from rounding).
    pub raced: u64,
    /// One D2 chip given so that the race does not knock the player out.
    pub race_out_chip: bool,
    pub cards: Vec<Card>,
}

impl SeatOutcome {
    /// D2 chips the seat receives in all.
    pub fn received(&self) -> u64 {
        self.exchanged + self.raced + u64::from(self.race_out_chip)
    }
}

/// The result of a race at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChipRace {
    pub remove: Chips,
    pub next: Chips,
    pub variant: RaceVariant,
    /// The seed the cards were dealt with, when the app dealt them.
    pub seed: Option<u64>,
    pub seats: Vec<SeatOutcome>,
    /// D2 chips handed out by the race (or rounding), race-out chips excluded.
    pub chips_raced: u64,
    /// Value of the removed chips.
    pub value_before: Chips,
    /// Value of every D2 chip handed out.
    pub value_after: Chips,
    /// Value created (positive) or lost (negative) by rounding.
    pub rounding: i64,
}

/// A race that cannot be run as given. Each is said in the asker's language
/// (`refusal-chip-race-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChipRaceError {
    ZeroChip {
        remove: Chips,
        next: Chips,
    },
    NotAMultiple {
        remove: Chips,
        next: Chips,
    },
    NoSeats,
    UnknownCard {
        seat: u32,
        text: String,
    },
    DuplicateCard {
        seat: u32,
        card: Card,
        first_seat: u32,
    },
    /// `leftovers`: each seat with leftover chips, and how many.
    WrongCardCount {
        expected: usize,
        found: usize,
        leftovers: Vec<(u32, u64)>,
    },
    TooManyCards(usize),
    CardsWithRound(usize),
    SeatListCount {
        expected: usize,
        found: usize,
    },
    SeatCardCount {
        seat: u32,
        expected: u64,
        found: usize,
    },
    Limit(OverLimit),
}

impl From<OverLimit> for ChipRaceError {
    fn from(e: OverLimit) -> ChipRaceError {
        ChipRaceError::Limit(e)
    }
}

impl Speak for ChipRaceError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            ChipRaceError::ZeroChip { remove, next } => p("refusal-chip-race-zero-chip")
                .text("remove", remove.to_string())
                .text("next", next.to_string()),
            ChipRaceError::NotAMultiple { remove, next } => p("refusal-chip-race-not-a-multiple")
                .text("remove", remove.to_string())
                .text("next", next.to_string()),
            ChipRaceError::NoSeats => p("refusal-chip-race-no-seats"),
            ChipRaceError::UnknownCard { seat, text } => p("refusal-chip-race-unknown-card")
                .text("seat", seat.to_string())
                .text("text", text.clone()),
            ChipRaceError::DuplicateCard {
                seat,
                card,
                first_seat,
            } => p("refusal-chip-race-duplicate-card")
                .text("seat", seat.to_string())
                .text("card", card.to_string())
                .text("first_seat", first_seat.to_string()),
            ChipRaceError::WrongCardCount {
                expected,
                found,
                leftovers,
            } => {
                let detail = if leftovers.is_empty() {
                    p("refusal-chip-race-no-leftover")
                } else {
                    p("refusal-chip-race-leftovers").list(
                        "seats",
                        leftovers
                            .iter()
                            .map(|(seat, chips)| {
                                p("refusal-chip-race-seat-leftover")
                                    .text("seat", seat.to_string())
                                    .text("chips", chips.to_string())
                            })
                            .collect(),
                    )
                };
                p("refusal-chip-race-wrong-card-count")
                    .count("expected", *expected)
                    .phrase("detail", detail)
                    .text("found", found.to_string())
            }
            ChipRaceError::TooManyCards(n) => {
                p("refusal-chip-race-too-many-cards").count("cards", *n)
            }
            ChipRaceError::CardsWithRound(n) => {
                p("refusal-chip-race-cards-with-round").text("found", n.to_string())
            }
            ChipRaceError::SeatListCount { expected, found } => {
                p("refusal-chip-race-seat-list-count")
                    .count("found", *found)
                    .text("expected", expected.to_string())
            }
            ChipRaceError::SeatCardCount {
                seat,
                expected,
                found,
            } => p("refusal-chip-race-seat-card-count")
                .text("seat", seat.to_string())
                .count("expected", *expected)
                .count("found", *found),
            ChipRaceError::Limit(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(ChipRaceError);

/// Runs the race described by `input`.
pub fn run_chip_race(input: &ChipRaceInput) -> Result<ChipRace, ChipRaceError> {
    let (d, d2) = (input.remove, input.next);
    if d == 0 || d2 == 0 {
        return Err(ChipRaceError::ZeroChip {
            remove: d,
            next: d2,
        });
    }
    if d2 <= d || d2 % d != 0 {
        return Err(ChipRaceError::NotAMultiple {
            remove: d,
            next: d2,
        });
    }
    if input.seats.is_empty() {
        return Err(ChipRaceError::NoSeats);
    }
    check_limits(input)?;
    let per = d2 / d;
    let mut seats: Vec<SeatOutcome> = (1u32..)
        .zip(&input.seats)
        .map(|(seat, s)| SeatOutcome {
            seat,
            count: s.count,
            other_chips: s.other_chips,
            exchanged: s.count / per,
            leftover: s.count % per,
            raced: 0,
            race_out_chip: false,
            cards: Vec::new(),
        })
        .collect();
    let leftover_value: u64 = seats.iter().map(|s| s.leftover * d).sum();
    let mut seed = None;
    match input.variant {
        RaceVariant::Round => {
            let entered = match &input.deal {
                RaceDeal::Entered(cards) => cards.len(),
                RaceDeal::EnteredBySeat(lists) => lists.iter().map(Vec::len).sum(),
                RaceDeal::Seeded(_) => 0,
            };
            if entered > 0 {
                return Err(ChipRaceError::CardsWithRound(entered));
            }
            for s in &mut seats {
                // Half rounds up: 2 * value >= d2.
                s.raced = u64::from(2 * s.leftover * d >= d2);
            }
        }
        RaceVariant::Race | RaceVariant::OnePerWinner | RaceVariant::Classic => {
            let cards = deal(&input.deal, &seats, &mut seed)?;
            for (s, hand) in seats.iter_mut().zip(cards) {
                s.cards = hand;
            }
            let to_race = match input.variant {
                RaceVariant::Race | RaceVariant::Classic => (2 * leftover_value + d2) / (2 * d2),
                _ => leftover_value / d2,
            };
            if input.variant == RaceVariant::Classic {
                award_all(&mut seats, to_race);
            } else {
                award(&mut seats, to_race);
            }
        }
    }
    for s in &mut seats {
        let had_chips = s.count > 0;
        let nothing_else = s.other_chips == Some(0);
        s.race_out_chip = had_chips && nothing_else && s.exchanged + s.raced == 0;
    }
    let chips_raced: u64 = seats.iter().map(|s| s.raced).sum();
    let value_after = seats.iter().map(|s| s.received() * d2).sum();
    Ok(ChipRace {
        remove: d,
        next: d2,
        variant: input.variant,
        seed,
        chips_raced,
        value_before: seats.iter().map(|s| s.count * d).sum(),
        value_after,
        rounding: (chips_raced * d2) as i64 - leftover_value as i64,
        seats,
    })
}

/// The race against Felt's limits: one table's seats, chip values and counts that fit,
/// and removed chips worth at most [`MAX_CHIPS`] together.
fn check_limits(input: &ChipRaceInput) -> Result<(), OverLimit> {
    limits::count_at_most(
        "counts",
        input.seats.len(),
        usize::from(MAX_TABLE_SEATS),
        limits::Unit::Seats,
    )?;
    limits::chips("remove", input.remove)?;
    limits::chips("next", input.next)?;
    for s in &input.seats {
        limits::chips("counts", s.count)?;
        if let Some(other) = s.other_chips {
            limits::chips("others", other)?;
        }
    }
    let value = |s: &RaceSeat| u128::from(s.count) * u128::from(input.remove);
    limits::total_at_most(
        "the removed chips (counts times remove)",
        input.seats.iter().map(value),
        MAX_CHIPS,
        limits::Unit::Chips,
    )?;
    Ok(())
}

/// Gives one chip each to the `to_race` seats holding the highest cards.
fn award(seats: &mut [SeatOutcome], to_race: u64) {
    let mut best: Vec<(Card, usize)> = seats
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.cards.iter().max().map(|&c| (c, i)))
        .collect();
    // A seat's best card is where its chance lies; one chip per seat at most.
    best.sort_by(|a, b| b.cmp(a));
    for &(_, i) in best.iter().take(to_race as usize) {
        seats[i].raced = 1;
    }
}

/// Gives all `to_race` chips to the seat holding the highest card.
fn award_all(seats: &mut [SeatOutcome], to_race: u64) {
    let best = seats
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.cards.iter().max().map(|&c| (c, i)))
        .max();
    if let Some((_, i)) = best {
        seats[i].raced = to_race;
    }
}

/// The cards of each seat, one per leftover chip, seat 1 first.
fn deal(
    how: &RaceDeal,
    seats: &[SeatOutcome],
    seed: &mut Option<u64>,
) -> Result<Vec<Vec<Card>>, ChipRaceError> {
    let needed = seats
        .iter()
        .fold(0usize, |n, s| n.saturating_add(s.leftover as usize));
    if needed > 52 {
        return Err(ChipRaceError::TooManyCards(needed));
    }
    let flat: Vec<Card> = match how {
        RaceDeal::Seeded(s) => {
            *seed = Some(*s);
            let mut deck = Card::deck();
            deck.shuffle(&mut StdRng::seed_from_u64(*s));
            deck.truncate(needed);
            deck
        }
        RaceDeal::Entered(texts) => {
            if texts.len() != needed {
                return Err(ChipRaceError::WrongCardCount {
                    expected: needed,
                    found: texts.len(),
                    leftovers: seats
                        .iter()
                        .filter(|s| s.leftover > 0)
                        .map(|s| (s.seat, s.leftover))
                        .collect(),
                });
            }
            read_entered(texts, seats)?
        }
        RaceDeal::EnteredBySeat(lists) => {
            if lists.len() != seats.len() {
                return Err(ChipRaceError::SeatListCount {
                    expected: seats.len(),
                    found: lists.len(),
                });
            }
            for (s, list) in seats.iter().zip(lists) {
                if list.len() as u64 != s.leftover {
                    return Err(ChipRaceError::SeatCardCount {
                        seat: s.seat,
                        expected: s.leftover,
                        found: list.len(),
                    });
                }
            }
            read_entered(&lists.concat(), seats)?
        }
    };
    let mut it = flat.into_iter();
    Ok(seats
        .iter()
        .map(|s| it.by_ref().take(s.leftover as usize).collect())
        .collect())
}

fn read_entered(texts: &[String], seats: &[SeatOutcome]) -> Result<Vec<Card>, ChipRaceError> {
    let owners = seats
        .iter()
        .flat_map(|s| std::iter::repeat_n(s.seat, s.leftover as usize));
    let mut seen: Vec<(Card, u32)> = Vec::new();
    for (text, seat) in texts.iter().zip(owners) {
        let card: Card = text.parse().map_err(|_| ChipRaceError::UnknownCard {
            seat,
            text: text.clone(),
        })?;
        if let Some(&(_, first_seat)) = seen.iter().find(|(c, _)| *c == card) {
            return Err(ChipRaceError::DuplicateCard {
                seat,
                card,
                first_seat,
            });
        }
        seen.push((card, seat));
    }
    Ok(seen.into_iter().map(|(c, _)| c).collect())
}

#[cfg(test)]
mod tests;
