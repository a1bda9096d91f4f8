//! The room chart: tables with numbered seats, the players in them, held seats, the
//! button at each table and the order in which seats were vacated.
//!
//! [`Seating`] keeps a player index next to the tables so "where is player 112" is a
//! lookup; every mutation goes through methods that validate and keep both in step (the
//! invariant checker in [`super::invariants`] verifies it).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::SeatingError;
pub use super::seat::{MAX_SEATS, PlayerId, SeatHold, SeatNo, SeatRef, TableNo};

/// One table: its seats, held seats, button and vacated-seat history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub number: TableNo,
    /// Seats 1..=size; index 0 is seat 1.
    pub seats: Vec<Option<PlayerId>>,
    /// Empty seats kept out of the draw and out of balancing.
    pub held: BTreeMap<SeatNo, SeatHold>,
    /// The button for the next hand, as recorded by the TD or dealer; `None` when unknown.
    pub button: Option<SeatNo>,
    /// Seats vacated at this table and still empty, most recent last (stud balancing).
    pub vacated: Vec<SeatNo>,
}

impl Table {
    /// An empty table with `size` seats and no known button.
    pub fn new(number: TableNo, size: SeatNo) -> Self {
        Table {
            number,
            seats: vec![None; size as usize],
            held: BTreeMap::new(),
            button: None,
            vacated: Vec::new(),
        }
    }

    /// Number of seats at the table.
    pub fn size(&self) -> SeatNo {
        self.seats.len() as SeatNo
    }

    /// The player in `seat`, if any (seats out of range read as empty).
    pub fn occupant(&self, seat: SeatNo) -> Option<PlayerId> {
        let i = (seat as usize).checked_sub(1)?;
        self.seats.get(i).copied().flatten()
    }

    /// Occupied seats in seat order.
    pub fn occupied(&self) -> Vec<SeatNo> {
        self.seated().map(|(s, _)| s).collect()
    }

    /// (seat, player) pairs in seat order.
    pub fn seated(&self) -> impl Iterator<Item = (SeatNo, PlayerId)> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (i as SeatNo + 1, p)))
    }

    /// Players seated.
    pub fn player_count(&self) -> usize {
        self.seats.iter().filter(|p| p.is_some()).count()
    }

    /// Empty seats that are not held: the seats a draw or a move may fill.
    pub fn open_seats(&self) -> Vec<SeatNo> {
        (1..=self.size())
            .filter(|s| self.occupant(*s).is_none() && !self.held.contains_key(s))
            .collect()
    }

    /// Seats usable for players: all seats minus held ones.
    pub fn capacity(&self) -> usize {
        self.seats.len() - self.held.len()
    }
}

/// The whole room: open tables and where every player sits.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    pub tables: imbl::OrdMap<TableNo, Table>,
    /// Where each seated player is; kept in step with `tables` (persistent maps: a new
    /// state shares what did not change).
    pub players: imbl::OrdMap<PlayerId, SeatRef>,
    /// Seated players whose seat came from a move (balancing, a broken table): balancing
    /// moves another player when it can, so nobody is moved straight back.
    #[serde(default, skip_serializing_if = "imbl::OrdSet::is_empty")]
    pub moved: imbl::OrdSet<PlayerId>,
}

impl Seating {
    /// An empty room.
    pub fn new() -> Self {
        Self::default()
    }

    /// A room with tables numbered 1..=count, each with `size` seats.
    pub fn with_tables(count: u32, size: SeatNo) -> Result<Self, SeatingError> {
        let mut s = Seating::new();
        for t in 1..=count {
            s.open_table(t, size)?;
        }
        Ok(s)
    }

    /// Opens an empty table.
    pub fn open_table(&mut self, table: TableNo, size: SeatNo) -> Result<(), SeatingError> {
        if !(2..=MAX_SEATS).contains(&size) {
            return Err(SeatingError::BadTableSize { table, size });
        }
        if self.tables.contains_key(&table) {
            return Err(SeatingError::TableAlreadyOpen { table });
        }
        self.tables.insert(table, Table::new(table, size));
        Ok(())
    }

    /// Closes an empty table (after it broke).
    pub fn close_table(&mut self, table: TableNo) -> Result<Table, SeatingError> {
        let players = self.table(table)?.player_count();
        if players > 0 {
            return Err(SeatingError::TableNotEmpty { table, players });
        }
        Ok(self.tables.remove(&table).expect("checked above"))
    }

    /// The table numbered `table`.
    pub fn table(&self, table: TableNo) -> Result<&Table, SeatingError> {
        self.tables
            .get(&table)
            .ok_or(SeatingError::NoSuchTable { table })
    }

    fn table_mut(&mut self, table: TableNo) -> Result<&mut Table, SeatingError> {
        self.tables
            .get_mut(&table)
            .ok_or(SeatingError::NoSuchTable { table })
    }

    /// Where `player` sits.
    pub fn location(&self, player: PlayerId) -> Result<SeatRef, SeatingError> {
        self.players
            .get(&player)
            .copied()
            .ok_or(SeatingError::NotSeated { player })
    }

    /// Number of seated players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The table of `at` when that seat exists and nobody sits in it.
    fn empty_seat(&self, at: SeatRef) -> Result<&Table, SeatingError> {
        let t = self.table(at.table)?;
        if at.seat == 0 || at.seat > t.size() {
            return Err(SeatingError::NoSuchSeat {
                table: at.table,
                seat: at.seat,
                size: t.size(),
            });
        }
        if let Some(player) = t.occupant(at.seat) {
            return Err(SeatingError::SeatTaken {
                table: at.table,
                seat: at.seat,
                player,
            });
        }
        Ok(t)
    }

    /// Checks that `at` exists and may take a player (open and not held, or held for him).
    pub fn check_open(&self, at: SeatRef, player: PlayerId) -> Result<(), SeatingError> {
        let t = self.empty_seat(at)?;
        match t.held.get(&at.seat) {
            None => Ok(()),
            Some(SeatHold::Reserved { player: Some(p) }) if *p == player => Ok(()),
            Some(hold) => Err(SeatingError::SeatHeld {
                table: at.table,
                seat: at.seat,
                hold: *hold,
            }),
        }
    }

    /// Seats an unseated player.
    pub fn seat(&mut self, player: PlayerId, at: SeatRef) -> Result<(), SeatingError> {
        if let Some(now) = self.players.get(&player) {
            return Err(SeatingError::AlreadySeated {
                player,
                table: now.table,
                seat: now.seat,
            });
        }
        self.check_open(at, player)?;
        let t = self.table_mut(at.table)?;
        t.seats[at.seat as usize - 1] = Some(player);
        // A reservation is used up once its player sits down.
        t.held.remove(&at.seat);
        t.vacated.retain(|s| *s != at.seat);
        self.players.insert(player, at);
        Ok(())
    }

    /// Takes a player out of his seat (bust, move, withdrawal); the seat becomes the most
    /// recently vacated one at its table.
    pub fn unseat(&mut self, player: PlayerId) -> Result<SeatRef, SeatingError> {
        let at = self.location(player)?;
        let t = self.table_mut(at.table)?;
        t.seats[at.seat as usize - 1] = None;
        t.vacated.retain(|s| *s != at.seat);
        t.vacated.push(at.seat);
        self.players.remove(&player);
        self.moved.remove(&player);
        Ok(at)
    }

    /// Moves a seated player to an open seat.
    pub fn move_player(&mut self, player: PlayerId, to: SeatRef) -> Result<SeatRef, SeatingError> {
        let from = self.location(player)?;
        self.check_open(to, player)?;
        self.unseat(player)?;
        self.seat(player, to)?;
        self.moved.insert(player);
        Ok(from)
    }

    /// True when `player`'s seat came from a move.
    pub fn was_moved(&self, player: PlayerId) -> bool {
        self.moved.contains(&player)
    }

    /// Records the button for the next hand at `table` (`None`: unknown).
    pub fn set_button(&mut self, table: TableNo, seat: Option<SeatNo>) -> Result<(), SeatingError> {
        let t = self.table_mut(table)?;
        if let Some(s) = seat
            && (s == 0 || s > t.size())
        {
            return Err(SeatingError::NoSuchSeat {
                table,
                seat: s,
                size: t.size(),
            });
        }
        t.button = seat;
        Ok(())
    }

    /// Holds an empty seat out of the draw and of balancing.
    pub fn hold_seat(&mut self, at: SeatRef, hold: SeatHold) -> Result<(), SeatingError> {
        self.empty_seat(at)?;
        self.table_mut(at.table)?.held.insert(at.seat, hold);
        Ok(())
    }

    /// Releases a held seat.
    pub fn release_seat(&mut self, at: SeatRef) -> Result<(), SeatingError> {
        self.table_mut(at.table)?.held.remove(&at.seat);
        Ok(())
    }

    /// (table, players) for every open table, in table order.
    pub fn counts(&self) -> Vec<(TableNo, usize)> {
        self.tables
            .values()
            .map(|t| (t.number, t.player_count()))
            .collect()
    }
}

impl Seating {
    /// Changes the number of seats at an open table (the final table seats more, or
    /// fewer, than the event's tables). Seats cut off must be empty.
    pub fn resize_table(&mut self, table: TableNo, size: SeatNo) -> Result<(), SeatingError> {
        if !(2..=MAX_SEATS).contains(&size) {
            return Err(SeatingError::BadTableSize { table, size });
        }
        let t = self.table_mut(table)?;
        if let Some((seat, player)) = t.seated().find(|(s, _)| *s > size) {
            return Err(SeatingError::SeatTaken {
                table,
                seat,
                player,
            });
        }
        t.seats.resize(size as usize, None);
        t.held.retain(|s, _| *s <= size);
        t.vacated.retain(|s| *s <= size);
        if t.button.is_some_and(|b| b > size) {
            t.button = None;
        }
        Ok(())
    }
}
