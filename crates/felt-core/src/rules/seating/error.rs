//! Typed errors of the seating rules. Every message names the player, table and seat
//! involved so the TD can act on it without looking anything up. Each is said in the
//! asker's language (`refusal-seat-*` in the message files).

use super::seat::{PlayerId, SeatHold, SeatNo, TableNo};
use crate::lang::{Phrase, Speak};
use crate::rules::limits::OverLimit;

/// Why a seating operation was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatingError {
    NoSuchTable {
        table: TableNo,
    },
    TableAlreadyOpen {
        table: TableNo,
    },
    BadTableSize {
        table: TableNo,
        size: SeatNo,
    },
    TableNotEmpty {
        table: TableNo,
        players: usize,
    },
    NoSuchSeat {
        table: TableNo,
        seat: SeatNo,
        size: SeatNo,
    },
    SeatTaken {
        table: TableNo,
        seat: SeatNo,
        player: PlayerId,
    },
    SeatHeld {
        table: TableNo,
        seat: SeatNo,
        hold: SeatHold,
    },
    AlreadySeated {
        player: PlayerId,
        table: TableNo,
        seat: SeatNo,
    },
    NotSeated {
        player: PlayerId,
    },
    NotAt {
        player: PlayerId,
        table: TableNo,
        seat: SeatNo,
        actual_table: TableNo,
        actual_seat: SeatNo,
    },
    DuplicatePlayer {
        player: PlayerId,
    },
    NotEnoughSeats {
        players: usize,
        seats: usize,
    },
    NoOpenSeat {
        player: PlayerId,
    },
    DuplicateTable {
        table: TableNo,
    },
    TooSmall {
        what: Quantity,
        min: u32,
        got: u32,
    },
    NotAtTable {
        player: PlayerId,
        table: TableNo,
    },
    WrongWinnerCount {
        table: TableNo,
        advance: u32,
        got: usize,
    },
    MissingWinner {
        table: TableNo,
    },
    FieldTooLarge {
        players: u32,
        rounds: u32,
        seats: SeatNo,
        max: u64,
    },
    ThresholdsNotRising {
        prev: u32,
        next: u32,
    },
    NoBust {
        player: PlayerId,
    },
    BustedTwice {
        player: PlayerId,
    },
    MoreBustsThanField {
        busted: usize,
        field: u32,
    },
    Limit(OverLimit),
}

/// What a seating rule found too small ([`SeatingError::TooSmall`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// Winners of a hand (win-the-button).
    HandWinners,
    /// Tables still open (the final table).
    OpenTables,
    /// Players to seat.
    Players,
    /// Players advancing from each shootout table.
    AdvancingPerTable,
    /// Seats per table above the number advancing (a shootout).
    SeatsAboveAdvancing,
    /// The first elimination threshold.
    FirstThreshold,
}

impl From<OverLimit> for SeatingError {
    fn from(e: OverLimit) -> Self {
        SeatingError::Limit(e)
    }
}

/// A held seat's hold in a sentence: "locked", "reserved for player 12".
fn hold_phrase(hold: SeatHold) -> Phrase {
    match hold {
        SeatHold::Locked => Phrase::new("refusal-seat-hold-locked"),
        SeatHold::Reserved { player: Some(p) } => {
            Phrase::new("refusal-seat-hold-reserved-for").text("player", p.to_string())
        }
        SeatHold::Reserved { player: None } => Phrase::new("refusal-seat-hold-reserved"),
    }
}

impl Speak for SeatingError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        let n = |v: &dyn ToString| v.to_string();
        match self {
            SeatingError::NoSuchTable { table } => {
                p("refusal-seat-no-such-table").text("table", n(table))
            }
            SeatingError::TableAlreadyOpen { table } => {
                p("refusal-seat-table-already-open").text("table", n(table))
            }
            SeatingError::BadTableSize { table, size } => p("refusal-seat-bad-table-size")
                .text("table", n(table))
                .count("size", *size),
            SeatingError::TableNotEmpty { table, players } => p("refusal-seat-table-not-empty")
                .text("table", n(table))
                .count("players", *players),
            SeatingError::NoSuchSeat { table, seat, size } => p("refusal-seat-no-such-seat")
                .text("table", n(table))
                .text("seat", n(seat))
                .text("size", n(size)),
            SeatingError::SeatTaken {
                table,
                seat,
                player,
            } => p("refusal-seat-taken")
                .text("table", n(table))
                .text("seat", n(seat))
                .text("player", n(player)),
            SeatingError::SeatHeld { table, seat, hold } => p("refusal-seat-held")
                .text("table", n(table))
                .text("seat", n(seat))
                .phrase("hold", hold_phrase(*hold)),
            SeatingError::AlreadySeated {
                player,
                table,
                seat,
            } => p("refusal-seat-already-seated")
                .text("player", n(player))
                .text("table", n(table))
                .text("seat", n(seat)),
            SeatingError::NotSeated { player } => {
                p("refusal-seat-not-seated").text("player", n(player))
            }
            SeatingError::NotAt {
                player,
                table,
                seat,
                actual_table,
                actual_seat,
            } => p("refusal-seat-not-at")
                .text("player", n(player))
                .text("table", n(table))
                .text("seat", n(seat))
                .text("actual_table", n(actual_table))
                .text("actual_seat", n(actual_seat)),
            SeatingError::DuplicatePlayer { player } => {
                p("refusal-seat-duplicate-player").text("player", n(player))
            }
            SeatingError::NotEnoughSeats { players, seats } => p("refusal-seat-not-enough-seats")
                .count("players", *players)
                .count("seats", *seats),
            SeatingError::NoOpenSeat { player } => {
                p("refusal-seat-no-open-seat").text("player", n(player))
            }
            SeatingError::DuplicateTable { table } => {
                p("refusal-seat-duplicate-table").text("table", n(table))
            }
            SeatingError::TooSmall { what, min, got } => p(match what {
                Quantity::HandWinners => "refusal-seat-too-few-hand-winners",
                Quantity::OpenTables => "refusal-seat-too-few-open-tables",
                Quantity::Players => "refusal-seat-too-few-players",
                Quantity::AdvancingPerTable => "refusal-seat-too-few-advancing",
                Quantity::SeatsAboveAdvancing => "refusal-seat-too-few-seats-above-advancing",
                Quantity::FirstThreshold => "refusal-seat-first-threshold-too-small",
            })
            .text("min", n(min))
            .text("got", n(got)),
            SeatingError::NotAtTable { player, table } => p("refusal-seat-not-at-table")
                .text("player", n(player))
                .text("table", n(table)),
            SeatingError::WrongWinnerCount {
                table,
                advance,
                got,
            } => p("refusal-seat-wrong-winner-count")
                .text("table", n(table))
                .count("advance", *advance)
                .text("got", n(got)),
            SeatingError::MissingWinner { table } => {
                p("refusal-seat-missing-winner").text("table", n(table))
            }
            SeatingError::FieldTooLarge {
                players,
                rounds,
                seats,
                max,
            } => p("refusal-seat-field-too-large")
                .text("players", n(players))
                .count("rounds", *rounds)
                .text("seats", n(seats))
                .text("max", n(max)),
            SeatingError::ThresholdsNotRising { prev, next } => {
                p("refusal-seat-thresholds-not-rising")
                    .text("prev", n(prev))
                    .text("next", n(next))
            }
            SeatingError::NoBust { player } => p("refusal-seat-no-bust").text("player", n(player)),
            SeatingError::BustedTwice { player } => {
                p("refusal-seat-busted-twice").text("player", n(player))
            }
            SeatingError::MoreBustsThanField { busted, field } => {
                p("refusal-seat-more-busts-than-field")
                    .count("busted", *busted)
                    .count("field", *field)
            }
            SeatingError::Limit(e) => e.phrase(),
        }
    }
}
crate::spoken_error!(SeatingError);
