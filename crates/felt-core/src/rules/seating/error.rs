//! Typed errors of the seating rules. Every message names the player, table and seat
//! involved so the TD can act on it without looking anything up.

use super::seat::{PlayerId, SeatHold, SeatNo, TableNo};
use crate::rules::limits::OverLimit;

/// Why a seating operation was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatingError {
    #[error("table {table} does not exist")]
    NoSuchTable { table: TableNo },
    #[error("table {table} is already open")]
    TableAlreadyOpen { table: TableNo },
    #[error(
        "table {table} cannot have {} (2 to 12 allowed)",
        crate::words::count(u64::from(*.size), "seat", "seats")
    )]
    BadTableSize { table: TableNo, size: SeatNo },
    #[error("table {table} still has {} seated", crate::words::count(*.players as u64, "player", "players"))]
    TableNotEmpty { table: TableNo, players: usize },
    #[error("seat {seat} does not exist at table {table} (seats 1 to {size})")]
    NoSuchSeat {
        table: TableNo,
        seat: SeatNo,
        size: SeatNo,
    },
    #[error("seat {seat} at table {table} is already taken by player {player}")]
    SeatTaken {
        table: TableNo,
        seat: SeatNo,
        player: PlayerId,
    },
    #[error("seat {seat} at table {table} is {hold}")]
    SeatHeld {
        table: TableNo,
        seat: SeatNo,
        hold: SeatHold,
    },
    #[error("player {player} is already seated at table {table}, seat {seat}")]
    AlreadySeated {
        player: PlayerId,
        table: TableNo,
        seat: SeatNo,
    },
    #[error("player {player} is not seated")]
    NotSeated { player: PlayerId },
    #[error(
        "player {player} is at table {actual_table}, seat {actual_seat}, not table {table}, seat {seat}"
    )]
    NotAt {
        player: PlayerId,
        table: TableNo,
        seat: SeatNo,
        actual_table: TableNo,
        actual_seat: SeatNo,
    },
    #[error("player {player} is listed twice")]
    DuplicatePlayer { player: PlayerId },
    #[error(
        "{} do not fit the {}",
        crate::words::count(*.players as u64, "player", "players"),
        crate::words::count(*.seats as u64, "open seat", "open seats")
    )]
    NotEnoughSeats { players: usize, seats: usize },
    #[error("no open seat left for player {player}: open another table")]
    NoOpenSeat { player: PlayerId },
    #[error("table {table} is listed twice in the table order")]
    DuplicateTable { table: TableNo },
    #[error("{what} must be at least {min}, got {got}")]
    TooSmall {
        what: &'static str,
        min: u32,
        got: u32,
    },
    #[error("player {player} is not at table {table}")]
    NotAtTable { player: PlayerId, table: TableNo },
    #[error("table {table} advances {}, not {got}", crate::words::count(u64::from(*.advance), "player", "players"))]
    WrongWinnerCount {
        table: TableNo,
        advance: u32,
        got: usize,
    },
    #[error("table {table} has no winner recorded yet")]
    MissingWinner { table: TableNo },
    #[error(
        "a field of {players} does not fit {} of {seats}-handed tables (at most {max})",
        crate::words::count(u64::from(*.rounds), "round", "rounds")
    )]
    FieldTooLarge {
        players: u32,
        rounds: u32,
        seats: SeatNo,
        max: u64,
    },
    #[error("elimination thresholds must rise: {next} follows {prev}")]
    ThresholdsNotRising { prev: u32, next: u32 },
    #[error("player {player} has no bust to undo")]
    NoBust { player: PlayerId },
    #[error("player {player} busted twice")]
    BustedTwice { player: PlayerId },
    #[error(
        "{} recorded but the field has only {}",
        crate::words::count(*.busted as u64, "bust", "busts"),
        crate::words::count(u64::from(*.field), "entry", "entries")
    )]
    MoreBustsThanField { busted: usize, field: u32 },
    #[error(transparent)]
    Limit(#[from] OverLimit),
}
