//! The field: every entry of an event, where each one sits, and who has busted.
//!
//! A [`Field`] is part of a tournament's state, folded from [`FieldEvent`]s in the log.
//! Each event carries its outcome (the seats a draw gave, the seed it used, the hand a
//! bust happened on), so folding never draws, balances or decides anything: it only
//! applies. The decisions live in [`decide`], the proposals the TD confirms (balancing,
//! breaking, the final table) are computed fresh from the state in [`view`].

pub mod chips;
mod context;
pub use context::Context;
pub mod days;
pub mod decide;
pub mod describe;
mod error;
pub mod names;
pub mod register;
pub mod results;
pub mod shootout;
pub mod standings;

pub use error::{FieldError, HandForHandState, tables_phrase};

use crate::rules::clock::Clock;
use crate::rules::lammer::DeadlineAction;
use crate::rules::purchase::Purchase;
use crate::rules::seating::places::{Bust, Finish, finishing_places};
use crate::rules::seating::{
    MoveKind, PlayerId, SeatHold, SeatNo, SeatRef, Seating, SeatingError, TableNo,
};
use crate::structure::{Chips, Structure};
use chips::ChipRecords;
use serde::{Deserialize, Serialize};

/// Where an entry stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum EntryState {
    /// Registered and still in (seated, waiting for the draw, or an alternate).
    Active,
    Busted,
    /// Still in at a hard stop: placed by chip count.
    Finished,
    /// Withdrawn before play started; kept for the record.
    Unregistered,
}

/// One entry (a re-entry is a new entry of the same player).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub id: PlayerId,
    pub name: String,
    /// The comparison key of the name (see [`names::name_key`]).
    pub key: String,
    /// The player's own number (membership card, series id), when the desk gave one.
    pub number: Option<String>,
    /// The entry this one re-enters.
    pub re_entry_of: Option<PlayerId>,
    /// 1 for a first entry, 2 for the first re-entry, ...
    pub entry_no: u32,
    pub state: EntryState,
    /// This entry busted and the player re-entered: the bust is not a finish.
    pub re_entered: bool,
    /// The entry that knocked this one out, when recorded.
    pub busted_by: Option<PlayerId>,
    /// The satellite seat that paid for this entry, when one did.
    pub ticket: Option<Ticket>,
}

/// One winner's share of the pot that knocked a player out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PotShare {
    pub player: PlayerId,
    /// Chips won from the pot, or any weight (1 and 1 for a chop).
    pub share: u64,
}

/// A seat won in a satellite, used as an entry's buy-in in the event it is for: the
/// satellite (an event of the same database) and its entry that won the seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Ticket {
    /// The satellite's event number.
    pub satellite: i64,
    /// The satellite's entry that won the seat.
    pub entry: PlayerId,
}

/// How a day-2 redraw places the players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RedrawRule {
    /// Every player drawn to a table and seat at random.
    #[default]
    Random,
    /// The stacks spread over the tables: players ranked by their last chip count are
    /// dealt to the tables in turn (1, 2, ... n, then n ... 1), each seat at random, so
    /// no table starts with two of the biggest stacks while another has none.
    Chips,
}

/// What a player who came through more than one flight takes into day 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum FlightRule {
    /// The largest stack; the others are given up.
    #[default]
    BestStack,
    /// Every stack bagged, added into one.
    AllStacks,
}

/// One flight (a day-1 event) merged into a day 2, as it stood when it was merged: what
/// it adds to the combined field and prize pool.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FlightTotal {
    /// The flight's event number in the database.
    pub event: i64,
    pub name: String,
    /// Entries (first entries and re-entries) that count.
    pub entries: u32,
    /// Of those, re-entries.
    pub re_entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// Everything paid in, fees included (minor units).
    pub collected: u64,
    /// The fees (and PKO heads) kept out of the pool.
    pub fees: u64,
    /// Players who bagged chips.
    pub survivors: u32,
    /// The flight's players who bagged nothing (every entry busted), latest bust first:
    /// the day 2's results list them as not reaching it, so each has a result there.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<String>,
}

/// One bag a player brings from a flight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FlightBag {
    pub event: i64,
    /// The flight's entry.
    pub entry: PlayerId,
    pub chips: Chips,
}

/// A survivor carried into day 2: the chips taken in (by the flight rule) and every bag.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Carried {
    pub name: String,
    #[serde(default)]
    pub number: Option<String>,
    pub chips: Chips,
    pub bags: Vec<FlightBag>,
}

/// A mystery envelope drawn at a knockout: its value and the seed that picked it from
/// the envelopes still sealed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MysteryDraw {
    pub value: u64,
    pub seed: u64,
}

/// A mystery envelope paid: who went out, the pot's winners with their shares, the value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MysteryPaid {
    pub busted: PlayerId,
    pub winners: Vec<(PlayerId, u64)>,
    pub value: u64,
}

impl MysteryPaid {
    /// Each winner's part of the envelope, by share; the odd cents to the first listed.
    pub fn parts(&self) -> Vec<(PlayerId, u64)> {
        let weights: u64 = self.winners.iter().map(|w| w.1).sum::<u64>().max(1);
        let mut parts: Vec<(PlayerId, u64)> = self
            .winners
            .iter()
            .map(|&(p, w)| {
                (
                    p,
                    (u128::from(self.value) * u128::from(w) / u128::from(weights)) as u64,
                )
            })
            .collect();
        let rest = self.value - parts.iter().map(|p| p.1).sum::<u64>();
        if let Some(first) = parts.first_mut() {
            first.1 += rest;
        }
        parts
    }
}

/// A table opened with its number of seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSpec {
    pub table: TableNo,
    pub seats: SeatNo,
}

/// A player placed in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub player: PlayerId,
    pub at: SeatRef,
}

/// A seat held before the draw or after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldSeat {
    pub at: SeatRef,
    pub hold: SeatHold,
}

/// A confirmed move, as applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveDone {
    pub player: PlayerId,
    pub from: SeatRef,
    pub to: SeatRef,
    pub kind: MoveKind,
}

/// One player of a `register_many` command, as the desk typed them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct NewPlayer {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<String>,
}

/// One first entry of a `RegisteredMany`: what `Registered` says of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Registration {
    pub player: PlayerId,
    pub name: String,
    pub number: Option<String>,
    pub seat: Option<SeatRef>,
    pub opened: Option<TableSpec>,
    pub seed: Option<u64>,
}

impl Registration {
    /// The same entry as a single `Registered`.
    pub fn event(&self) -> FieldEvent {
        FieldEvent::Registered {
            player: self.player,
            name: self.name.clone(),
            number: self.number.clone(),
            re_entry_of: None,
            seat: self.seat,
            opened: self.opened,
            seed: self.seed,
            ticket: None,
        }
    }
}

/// Something that happened to the field, with its outcome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FieldEvent {
    /// A new entry. `seat` is the seat it drew (late registration after the draw), `None`
    /// before the draw or when no seat was open (an alternate). `opened` is a table
    /// opened for it. `seed` drew the seat.
    Registered {
        player: PlayerId,
        name: String,
        number: Option<String>,
        re_entry_of: Option<PlayerId>,
        seat: Option<SeatRef>,
        opened: Option<TableSpec>,
        seed: Option<u64>,
        /// The satellite seat used as the buy-in (none in older logs).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ticket: Option<Ticket>,
    },
    /// Many first entries in one action (`register_many`), in entry order.
    RegisteredMany {
        entries: Vec<Registration>,
    },
    Unregistered {
        player: PlayerId,
    },
    /// The desk committed to the opening draw's secret (`rules::seating::fair`): the
    /// commitment is shown before the draw, the secret revealed by the draw.
    DrawCommitted {
        commitment: String,
    },
    /// The opening draw: tables opened, seats held, every active entry seated. `reveal`
    /// is the committed secret the seed came from, when the draw was committed.
    SeatsDrawn {
        seed: u64,
        tables: Vec<TableSpec>,
        held: Vec<HeldSeat>,
        seats: Vec<Placed>,
        reveal: Option<String>,
    },
    /// Waiting entries seated in seats that opened (alternates).
    AlternatesSeated {
        seed: u64,
        seats: Vec<Placed>,
        opened: Vec<TableSpec>,
    },
    /// A bust. Busts with the same `hand` happened on the same hand.
    Busted {
        player: PlayerId,
        seat: SeatRef,
        hand: u64,
        hand_for_hand: bool,
        /// Chips the player started the hand with, when the desk gave it.
        stack: Option<u64>,
        by: Option<PlayerId>,
        /// The clock moved to a new level by this elimination (elimination-driven levels).
        #[serde(default)]
        clock: Option<Clock>,
        /// The pot's winners with their shares, when more than one won it (empty in older
        /// logs); `by` is then the first of them.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        split: Vec<PotShare>,
        /// Mystery bounties: the envelope this knockout drew, with its seed (none in older
        /// logs).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mystery: Option<MysteryDraw>,
    },
    /// Hard stop: the players still in are placed by the chip counts the TD entered.
    HardStop {
        finishes: Vec<Finish>,
    },
    /// Confirmed moves (balancing, breaking, final table), applied together.
    Moved {
        seed: u64,
        /// The final table's new size, applied before the moves.
        resize: Option<TableSpec>,
        moves: Vec<MoveDone>,
        /// Tables left empty and closed.
        closed: Vec<TableNo>,
    },
    /// The button for the next hand at a table; `winners` when it came from a
    /// win-the-button hand.
    ButtonSet {
        table: TableNo,
        seat: Option<SeatNo>,
        winners: Vec<SeatNo>,
    },
    SeatHeld {
        at: SeatRef,
        hold: Option<SeatHold>,
    },
    HandForHand {
        on: bool,
    },
    /// A table reports that it finished hand-for-hand hand `hand` (the others still play
    /// it; the last table's report is a `HandForHandHand`).
    TableHandDone {
        table: TableNo,
        hand: u64,
    },
    /// Players' chips as counted (the last count of each is kept).
    Counted {
        counts: Vec<decide::ChipCount>,
    },
    /// A hand-for-hand hand finished at every table; `clock` is the clock with the
    /// hand's time taken off, when it was on.
    HandForHandHand {
        hand: u64,
        clock: Option<Clock>,
    },
    /// Shootout: a table's winners recorded; the others there bust on one hand.
    TableWon {
        table: TableNo,
        winners: Vec<PlayerId>,
        busted: Vec<Placed>,
        hand: u64,
    },
    /// Shootout: the next round drawn from the players through; the old tables close.
    RoundDrawn {
        round: u32,
        seed: u64,
        tables: Vec<TableSpec>,
        seats: Vec<Placed>,
    },
    /// Day 2: every player redrawn to new tables (`tables` replace the old ones).
    Redrawn {
        seed: u64,
        rule: RedrawRule,
        tables: Vec<TableSpec>,
        seats: Vec<Placed>,
    },
    /// Day 2 of flights: the survivors of each flight entered as entries `first`,
    /// `first + 1`, ... with their chips; the flights' entries and money join the field.
    CarriedIn {
        rule: FlightRule,
        flights: Vec<FlightTotal>,
        players: Vec<Carried>,
        first: PlayerId,
    },
    /// The TD locked the prizes worked out now (see [`results`]).
    PayoutsLocked {
        lock: crate::rules::payout::event::LockedPayouts,
    },
    /// The prizes follow the entries again.
    PayoutsUnlocked,
    /// The remaining players agreed a deal.
    DealMade {
        deal: results::DealRecord,
    },
    /// The players still in agreed savers: `amounts[0]` to the next player out (place
    /// `left`), `amounts[1]` to the one after, and so on.
    SaversAgreed {
        left: u32,
        amounts: Vec<u64>,
    },
    // Chip records (folded in `chips`).
    /// Lammers redeemed between hands at `level`, adding `chips`.
    LammersRedeemed {
        player: PlayerId,
        level: u32,
        count: u32,
        chips: Chips,
    },
    /// A player lost his chips while holding `held` lammers: he stays in and owes a
    /// redemption before the next hand.
    BustHeld {
        player: PlayerId,
        held: u32,
    },
    /// The redemption deadline applied at `level`: what the rule did to each holder.
    LammerDeadlinePassed {
        level: u32,
        actions: Vec<DeadlineAction>,
    },
    /// A rebuy or an add-on, with the offer's price, fee and chips at the time.
    Purchased {
        purchase: Purchase,
    },
    /// A chip race finished at a table: chips in play change by the difference.
    ChipRaceDone {
        table: TableNo,
        removed_value: Chips,
        added_value: Chips,
        /// The race dealt by the app, with its seed; none when the cards were entered by
        /// hand or the race was recorded by an older Felt.
        race: Option<chips::RaceRecord>,
    },
}

/// How an event ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "how", rename_all = "snake_case")]
pub enum Over {
    /// One player is left after the busts: the winner.
    Won { winner: PlayerId },
    /// A hard stop placed every player still in by chips.
    Stopped,
    /// A deal shared all the prizes left (nothing kept to play for).
    Chopped,
    /// Counted down to one player on the clock's counters (players not tracked).
    Counted,
    /// A satellite: the players left are no more than the seats, and each has won one.
    Seats { seats: u32 },
}

/// Every entry, the room, and the bust log.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    /// Every entry by number: a persistent map, so a new state shares the entries that
    /// did not change with the one before.
    pub entries: imbl::OrdMap<PlayerId, Entry>,
    pub seating: Seating,
    /// Seed of the opening draw, once drawn.
    pub drawn: Option<u64>,
    /// The commitment to the opening draw's secret, once the desk made one.
    pub draw_commitment: Option<String>,
    /// The last entry number registered before the opening draw: a later entry without
    /// a seat came in as an alternate.
    pub drawn_upto: PlayerId,
    /// Busts that are finishes, in log order (persistent: a copy of the field shares it).
    pub busts: imbl::Vector<Bust>,
    pub hand_for_hand: bool,
    /// The players left when hand-for-hand was last turned on: turned on before the money,
    /// it ends by itself once the money is reached (`Tournament::due`).
    #[serde(default)]
    pub h4h_from: Option<u32>,
    /// Hand-for-hand hands completed.
    pub h4h_hand: u64,
    /// Tables that reported the hand-for-hand hand in play finished.
    pub h4h_done: std::collections::BTreeSet<TableNo>,
    /// The last hand id given to a bust.
    pub last_hand: u64,
    /// Shootout round being played (0 before a shootout's first draw or in other events).
    pub round: u32,
    /// Places decided by chip count at a hard stop.
    pub stopped: Vec<Finish>,
    /// Locked payouts and the deal, when recorded.
    pub money: results::MoneyState,
    /// Lammers, purchases, knockouts and chip races.
    pub chips: ChipRecords,
    /// Each player's last recorded chip count (kept after a bust, for the record).
    pub counted: imbl::OrdMap<PlayerId, u64>,
    /// Day 2 of flights: the flights merged in (their entries and money count here).
    pub flights: Vec<FlightTotal>,
    /// Day 2 of flights: the bags each carried entry came with.
    pub carried: imbl::OrdMap<PlayerId, Vec<FlightBag>>,
    /// The chips the survivors brought in (by the flight rule).
    pub carried_total: Chips,
    /// The flight rule the survivors were carried in by.
    pub flight_rule: Option<FlightRule>,
    /// Redraws made (day 2 or later).
    pub redraws: u32,
    /// Mystery envelopes paid, in log order.
    pub mystery: Vec<MysteryPaid>,
    /// Counts over `entries`, kept in step by `apply` so that the clock and every screen
    /// read them without walking the field.
    tally: Tally,
    /// The name keys and the numbers of the entries that hold them (counting entries
    /// that did not re-enter), with the entry, for a registration's check in log time.
    holders: imbl::OrdSet<(Holding, PlayerId)>,
}

/// What a registration checks is not taken: a name (by its key) or a player's number.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub(crate) enum Holding {
    Name(String),
    Number(String),
}

impl Holding {
    /// What `e` holds, when it holds anything (a counting entry that did not re-enter).
    fn of(e: &Entry) -> impl Iterator<Item = (Holding, PlayerId)> + '_ {
        let holds = e.state != EntryState::Unregistered && !e.re_entered;
        let name = holds.then(|| (Holding::Name(e.key.clone()), e.id));
        let number = e
            .number
            .as_ref()
            .filter(|_| holds)
            .map(|n| (Holding::Number(n.clone()), e.id));
        name.into_iter().chain(number)
    }
}

/// What the counts over the entries add up to; each entry adds its [`Tally::of`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Tally {
    /// This event's own counting first entries (not unregistered, not carried in).
    first: u32,
    /// This event's own counting re-entries.
    again: u32,
    /// Entries still in.
    active: u32,
    /// Entries that take a finishing place (not unregistered, not re-entered).
    placed: u32,
}

impl Tally {
    /// One entry's share of the counts.
    fn of(e: &Entry, carried: bool) -> Tally {
        let counting = e.state != EntryState::Unregistered;
        let own = counting && !carried;
        Tally {
            first: u32::from(own && e.re_entry_of.is_none()),
            again: u32::from(own && e.re_entry_of.is_some()),
            active: u32::from(e.state == EntryState::Active),
            placed: u32::from(counting && !e.re_entered),
        }
    }

    fn add(&mut self, t: Tally) {
        self.first += t.first;
        self.again += t.again;
        self.active += t.active;
        self.placed += t.placed;
    }

    fn sub(&mut self, t: Tally) {
        self.first -= t.first;
        self.again -= t.again;
        self.active -= t.active;
        self.placed -= t.placed;
    }
}

/// Hand ids for hand-for-hand hands start here, far from the per-bust ids.
pub const H4H_HAND_BASE: u64 = 1 << 40;

impl Field {
    /// An empty field for an event of `structure` (its lammer rule and offers).
    pub fn new(structure: &Structure) -> Field {
        Field {
            chips: ChipRecords::for_structure(structure),
            ..Field::default()
        }
    }

    /// True when the event tracks players one by one.
    pub fn is_tracked(&self) -> bool {
        !self.entries.is_empty()
    }

    /// The entry `player`.
    pub fn entry(&self, player: PlayerId) -> Result<&Entry, FieldError> {
        self.entries
            .get(&player)
            .ok_or(FieldError::NoSuchPlayer { player })
    }

    /// "entry 17 (Ann Lee)" for messages.
    pub fn label(&self, player: PlayerId) -> String {
        match self.entries.get(&player) {
            Some(e) => format!("entry {player} ({})", e.name),
            None => format!("entry {player}"),
        }
    }

    /// Entries that count (not unregistered), with the flights' entries on a day 2 (a
    /// carried survivor is one of those, not a new entry).
    pub fn entry_count(&self) -> u32 {
        let (first, again) = self.entry_split();
        first + again
    }

    /// Counting entries (not unregistered): first entries and re-entries, the flights'
    /// included on a day 2.
    pub fn entry_split(&self) -> (u32, u32) {
        let (own, again) = self.own_entry_split();
        let own = own + again;
        let (f_all, f_again) = self.flights.iter().fold((0u32, 0u32), |(a, r), f| {
            (a.saturating_add(f.entries), r.saturating_add(f.re_entries))
        });
        (
            (own - again).saturating_add(f_all.saturating_sub(f_again)),
            again.saturating_add(f_again),
        )
    }

    /// This event's own counting entries, first entries and re-entries: on a day 2, the
    /// ones that bought in there (not the survivors carried in, not the flights').
    pub fn own_entry_split(&self) -> (u32, u32) {
        (self.tally.first, self.tally.again)
    }

    /// The counts walked from the entries, as `apply` keeps them (for the checkers).
    pub fn check_tally(&self) -> Result<(), String> {
        let mut walked = Tally::default();
        for e in self.entries.values() {
            walked.add(Tally::of(e, self.carried.contains_key(&e.id)));
        }
        if walked != self.tally {
            return Err(format!(
                "the field's counts {:?} are not its entries' {walked:?}",
                self.tally
            ));
        }
        let held: imbl::OrdSet<(Holding, PlayerId)> =
            self.entries.values().flat_map(Holding::of).collect();
        if held != self.holders {
            return Err(format!(
                "the field's names and numbers held ({}) are not its entries' ({})",
                self.holders.len(),
                held.len()
            ));
        }
        Ok(())
    }

    /// The chips the survivors of flights brought into a day 2.
    pub fn carried_chips(&self) -> Chips {
        self.carried_total
    }

    /// Mystery bounties: the envelopes of `rule` still sealed (smallest first).
    pub fn mystery_sealed(&self, rule: &crate::structure::MysteryRule) -> Vec<u64> {
        let mut sealed = rule.values();
        for paid in &self.mystery {
            if let Some(i) = sealed.iter().position(|v| *v == paid.value) {
                sealed.swap_remove(i);
            }
        }
        sealed.sort_unstable();
        sealed
    }

    /// Entries still in.
    pub fn active(&self) -> impl Iterator<Item = &Entry> {
        self.entries
            .values()
            .filter(|e| e.state == EntryState::Active)
    }

    /// Players still in.
    pub fn players_left(&self) -> u32 {
        self.tally.active
    }

    /// Active entries without a seat: before the draw, everyone; after it, alternates.
    pub fn unseated(&self) -> Vec<PlayerId> {
        self.active()
            .filter(|e| !self.seating.players.contains_key(&e.id))
            .map(|e| e.id)
            .collect()
    }

    /// The players who take finishing places: entries that did not re-enter.
    pub fn field_size(&self) -> u32 {
        self.tally.placed
    }

    /// What keeps every bust a finishing place: only an entry still in busts, so each is
    /// busted once and there are never more busts than places (a re-entry takes its
    /// bust back). A fold that breaks it is refused here, in words, instead of leaving
    /// the places to be worked out from busts that cannot all be placed.
    fn can_bust(&self, player: PlayerId) -> Result<(), FieldError> {
        let e = self.entry(player)?;
        if e.state != EntryState::Active {
            return Err(FieldError::PlayerState {
                player,
                name: e.name.clone(),
                why: crate::lang::Phrase::new("refusal-field-state-cannot-bust"),
            });
        }
        if self.busts.len() as u32 >= self.field_size() {
            return Err(SeatingError::MoreBustsThanField {
                busted: self.busts.len() + 1,
                field: self.field_size(),
            }
            .into());
        }
        Ok(())
    }

    /// Finishing places of the busted players, plus first place once one player is left.
    /// Every bust was of an entry in play and never more than the places (`can_bust`), so
    /// the places can always be worked out; were that ever broken, this fails loudly (the
    /// API confines the fault to this event and says it) rather than lose every place.
    pub fn finishes(&self) -> Vec<Finish> {
        let mut out = match finishing_places(self.field_size(), &self.busts) {
            Ok(places) => places,
            Err(e) => panic!("the finishing places cannot be worked out: {e}"),
        };
        out.extend(self.stopped.iter().copied());
        if self.tally.active == 1
            && !self.busts.is_empty()
            && let Some(winner) = self.active().next()
        {
            out.push(Finish {
                player: winner.id,
                place: 1,
                shared_to: 1,
            });
        }
        out
    }

    /// How the event ended, when it has: one player left after busts, a hard stop that
    /// placed everyone still in, or a deal that shared everything left.
    pub fn over(&self) -> Option<Over> {
        if self.tally.active > 1 {
            return self
                .money
                .deal
                .as_ref()
                .is_some_and(|d| d.play_for == 0)
                .then_some(Over::Chopped);
        }
        let mut left = self.active();
        let first = left.next();
        let more = left.next().is_some();
        match first {
            None if !self.stopped.is_empty() => Some(Over::Stopped),
            Some(e) if !more && !self.busts.is_empty() => Some(Over::Won { winner: e.id }),
            Some(_) if self.money.deal.as_ref().is_some_and(|d| d.play_for == 0) => {
                Some(Over::Chopped)
            }
            _ => None,
        }
    }

    /// The next free entry number.
    pub fn next_id(&self) -> PlayerId {
        self.entries.keys().next_back().map_or(1, |k| k + 1)
    }

    /// Changes entry `player` by `change`, keeping the tally in step.
    fn change_entry(
        &mut self,
        player: PlayerId,
        change: impl FnOnce(&mut Entry),
    ) -> Result<(), FieldError> {
        let carried = self.carried.contains_key(&player);
        let e = self
            .entries
            .get_mut(&player)
            .ok_or(FieldError::NoSuchPlayer { player })?;
        self.tally.sub(Tally::of(e, carried));
        for h in Holding::of(e) {
            self.holders.remove(&h);
        }
        change(e);
        self.tally.add(Tally::of(e, carried));
        self.holders.extend(Holding::of(e));
        Ok(())
    }

    /// Adds entry `e` (replacing one of its number), keeping the tally in step.
    fn insert_entry(&mut self, e: Entry) {
        let carried = self.carried.contains_key(&e.id);
        self.tally.add(Tally::of(&e, carried));
        self.holders.extend(Holding::of(&e));
        if let Some(old) = self.entries.insert(e.id, e) {
            self.tally.sub(Tally::of(&old, carried));
            for h in Holding::of(&old) {
                self.holders.remove(&h);
            }
            // The new entry's holdings again, in case the old one held the same.
            let new = &self.entries[&old.id];
            self.holders.extend(Holding::of(new));
        }
    }

    /// The entry holding `what` (the lowest entry number when, in an old log, more than
    /// one does).
    pub(crate) fn holder(&self, what: Holding) -> Option<&Entry> {
        let (_, id) = self
            .holders
            .range((what.clone(), 0)..)
            .next()
            .filter(|(h, _)| *h == what)?;
        self.entries.get(id)
    }

    /// Closes every table and seats the players anew (a shootout round, a redraw).
    fn reseat(&mut self, tables: &[TableSpec], seats: &[Placed]) -> Result<(), FieldError> {
        self.seating = Seating::new();
        for t in tables {
            self.seating.open_table(t.table, t.seats)?;
        }
        for p in seats {
            self.seating.seat(p.player, p.at)?;
        }
        Ok(())
    }

    /// Folds one event in. Events were validated when decided; a failure here means a
    /// damaged log, reported by the engine.
    pub fn apply(&mut self, event: &FieldEvent) -> Result<(), FieldError> {
        match event {
            FieldEvent::Registered {
                player,
                name,
                number,
                re_entry_of,
                seat,
                opened,
                ticket,
                ..
            } => {
                let entry_no = match re_entry_of {
                    Some(prev) => {
                        self.change_entry(*prev, |p| p.re_entered = true)?;
                        let n = self.entry(*prev)?.entry_no + 1;
                        self.busts.retain(|b| b.player != *prev);
                        n
                    }
                    None => 1,
                };
                self.insert_entry(Entry {
                    id: *player,
                    name: name.clone(),
                    key: names::name_key(name),
                    number: number.clone(),
                    re_entry_of: *re_entry_of,
                    entry_no,
                    state: EntryState::Active,
                    re_entered: false,
                    busted_by: None,
                    ticket: *ticket,
                });
                if let Some(t) = opened {
                    self.seating.open_table(t.table, t.seats)?;
                }
                if let Some(at) = seat {
                    self.seating.seat(*player, *at)?;
                }
                self.chips.registered(*player)?;
            }
            FieldEvent::RegisteredMany { entries } => {
                for r in entries {
                    self.apply(&r.event())?;
                }
            }
            FieldEvent::Unregistered { player } => {
                if self.seating.players.contains_key(player) {
                    self.seating.unseat(*player)?;
                }
                self.change_entry(*player, |e| e.state = EntryState::Unregistered)?;
                self.chips.unregistered(*player);
            }
            FieldEvent::DrawCommitted { commitment } => {
                self.draw_commitment = Some(commitment.clone());
            }
            FieldEvent::SeatsDrawn {
                seed,
                tables,
                held,
                seats,
                ..
            } => {
                for t in tables {
                    self.seating.open_table(t.table, t.seats)?;
                }
                for h in held {
                    self.seating.hold_seat(h.at, h.hold)?;
                }
                for p in seats {
                    self.seating.seat(p.player, p.at)?;
                }
                self.drawn = Some(*seed);
                self.drawn_upto = self.next_id().saturating_sub(1);
                self.round = 1;
            }
            FieldEvent::AlternatesSeated { seats, opened, .. } => {
                for t in opened {
                    self.seating.open_table(t.table, t.seats)?;
                }
                for p in seats {
                    self.seating.seat(p.player, p.at)?;
                }
            }
            FieldEvent::Busted {
                player,
                hand,
                hand_for_hand,
                stack,
                by,
                split,
                mystery,
                ..
            } => {
                if let Some(d) = mystery {
                    let winners: Vec<(PlayerId, u64)> = if split.is_empty() {
                        by.iter().map(|&k| (k, 1)).collect()
                    } else {
                        split.iter().map(|s| (s.player, s.share)).collect()
                    };
                    self.mystery.push(MysteryPaid {
                        busted: *player,
                        winners,
                        value: d.value,
                    });
                }
                self.can_bust(*player)?;
                self.seating.unseat(*player)?;
                self.change_entry(*player, |e| {
                    e.state = EntryState::Busted;
                    e.busted_by = *by;
                })?;
                self.chips.busted(*player, *by, split);
                self.busts.push_back(Bust {
                    player: *player,
                    hand: *hand,
                    starting_stack: *stack,
                    hand_for_hand: *hand_for_hand,
                });
                if *hand < H4H_HAND_BASE {
                    self.last_hand = self.last_hand.max(*hand);
                }
            }
            FieldEvent::Moved {
                resize,
                moves,
                closed,
                ..
            } => {
                for m in moves {
                    self.seating.unseat(m.player)?;
                }
                if let Some(t) = resize {
                    self.seating.resize_table(t.table, t.seats)?;
                }
                for m in moves {
                    self.seating.seat(m.player, m.to)?;
                }
                for t in closed {
                    self.seating.close_table(*t)?;
                }
            }
            FieldEvent::ButtonSet { table, seat, .. } => {
                self.seating.set_button(*table, *seat)?;
            }
            FieldEvent::SeatHeld { at, hold } => match hold {
                Some(h) => self.seating.hold_seat(*at, *h)?,
                None => self.seating.release_seat(*at)?,
            },
            FieldEvent::HandForHand { on } => {
                self.hand_for_hand = *on;
                self.h4h_from = on.then(|| self.players_left());
                self.h4h_done.clear();
            }
            FieldEvent::TableHandDone { table, .. } => {
                self.h4h_done.insert(*table);
            }
            FieldEvent::Counted { counts } => {
                for c in counts {
                    self.counted.insert(c.player, c.chips);
                }
            }
            FieldEvent::HardStop { finishes } => {
                for f in finishes {
                    if self.seating.players.contains_key(&f.player) {
                        self.seating.unseat(f.player)?;
                    }
                    self.change_entry(f.player, |e| e.state = EntryState::Finished)?;
                }
                self.stopped = finishes.clone();
            }
            FieldEvent::HandForHandHand { hand, .. } => {
                self.h4h_hand = *hand;
                self.h4h_done.clear();
            }
            FieldEvent::TableWon { busted, hand, .. } => {
                for b in busted {
                    self.can_bust(b.player)?;
                    self.seating.unseat(b.player)?;
                    self.change_entry(b.player, |e| e.state = EntryState::Busted)?;
                    self.busts.push_back(Bust {
                        player: b.player,
                        hand: *hand,
                        starting_stack: None,
                        hand_for_hand: false,
                    });
                }
                self.last_hand = self.last_hand.max(*hand);
            }
            FieldEvent::RoundDrawn {
                round,
                tables,
                seats,
                ..
            } => {
                self.reseat(tables, seats)?;
                self.round = *round;
            }
            FieldEvent::Redrawn {
                seed,
                tables,
                seats,
                ..
            } => {
                self.reseat(tables, seats)?;
                self.redraws += 1;
                // A day 2 of flights starts with a redraw: it is the opening draw.
                if self.drawn.is_none() {
                    self.drawn = Some(*seed);
                    self.drawn_upto = self.next_id().saturating_sub(1);
                    self.round = 1;
                }
            }
            FieldEvent::CarriedIn {
                rule,
                flights,
                players,
                first,
            } => {
                for (i, c) in players.iter().enumerate() {
                    let id = first + i as PlayerId;
                    // Carried first: the entry counts as carried in, not as this event's.
                    self.carried.insert(id, c.bags.clone());
                    self.insert_entry(Entry {
                        id,
                        name: c.name.clone(),
                        key: names::name_key(&c.name),
                        number: c.number.clone(),
                        re_entry_of: None,
                        entry_no: 1,
                        state: EntryState::Active,
                        re_entered: false,
                        busted_by: None,
                        ticket: None,
                    });
                    self.chips.registered(id)?;
                    self.counted.insert(id, c.chips);
                    self.carried_total = self.carried_total.saturating_add(c.chips);
                }
                self.flights = flights.clone();
                self.flight_rule = Some(*rule);
            }
            FieldEvent::PayoutsLocked { .. }
            | FieldEvent::PayoutsUnlocked
            | FieldEvent::DealMade { .. }
            | FieldEvent::SaversAgreed { .. } => self.money.apply(event),
            FieldEvent::LammersRedeemed { .. }
            | FieldEvent::BustHeld { .. }
            | FieldEvent::LammerDeadlinePassed { .. }
            | FieldEvent::Purchased { .. }
            | FieldEvent::ChipRaceDone { .. } => self.chips.apply(event)?,
        }
        Ok(())
    }
}
