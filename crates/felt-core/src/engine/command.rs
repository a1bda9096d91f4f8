//! TD actions.

use crate::field::decide::{ChipCount, MoveOrder, SeatTarget};
use crate::rules::clock::ClockAction;
use crate::rules::seating::{PlayerId, SeatNo, TableNo};
use serde::{Deserialize, Serialize};

crate::named_choice! {
    /// The manual counters a TD keeps on the clock when players are not tracked one by one.
    pub enum Counter as "counter" {
        /// Entries (each also adds a player still in).
        Entries = "entries",
        /// Players still in (a bust is -1).
        Players = "players",
        /// Add-ons bought.
        AddOns = "add-ons",
    }
}

/// An action a TD asks for on one event: one group of commands per part of the event, so
/// the engine matches every command it can be sent (a new command nobody decides is a
/// compile error, not a panic at run time).
///
/// On the wire a command is one flat JSON object tagged by `type`
/// (`{"type": "bust", "player": 12}`), as it always was; the group is not spelled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Command {
    /// The clock: start, pause, levels, time.
    Clock(ClockAction),
    /// The counters kept by hand when players are not tracked.
    Count(CountCommand),
    /// Players: entries, busts, lammers, purchases, chip races.
    Field(FieldCommand),
    /// Seats and tables: draws, moves, buttons, hand-for-hand, shootouts, the hard stop.
    Seating(SeatingCommand),
    /// Prizes: the payouts lock and the deal.
    Money(MoneyCommand),
    /// The structure of the running event: level lengths, levels and breaks added.
    Structure(StructureCommand),
    /// What the room is told: a message on every display.
    Room(RoomCommand),
    /// Undo and redo.
    History(HistoryCommand),
}

impl<'de> Deserialize<'de> for Command {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let value = serde_json::Value::deserialize(d)?;
        let Some(kind) = value.get("type") else {
            return Err(D::Error::missing_field("type"));
        };
        let Some(kind) = kind.as_str() else {
            return Err(D::Error::custom(format!(
                "`type` must be the command's name, found {kind}"
            )));
        };
        let read = |e: serde_json::Error| D::Error::custom(e);
        let has = |names: &[&str]| names.contains(&kind);
        if has(ClockAction::NAMES) {
            serde_json::from_value(value)
                .map(Command::Clock)
                .map_err(read)
        } else if has(CountCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::Count)
                .map_err(read)
        } else if has(FieldCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::Field)
                .map_err(read)
        } else if has(SeatingCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::Seating)
                .map_err(read)
        } else if has(MoneyCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::Money)
                .map_err(read)
        } else if has(RoomCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::Room)
                .map_err(read)
        } else if has(StructureCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::Structure)
                .map_err(read)
        } else if has(HistoryCommand::NAMES) {
            serde_json::from_value(value)
                .map(Command::History)
                .map_err(read)
        } else {
            let known: Vec<String> = Command::names().iter().map(|n| format!("`{n}`")).collect();
            Err(D::Error::custom(format!(
                "unknown variant `{kind}`, expected one of {}",
                known.join(", ")
            )))
        }
    }
}

impl Command {
    /// Every command's `type`, group by group.
    pub fn names() -> Vec<&'static str> {
        [
            ClockAction::NAMES,
            CountCommand::NAMES,
            FieldCommand::NAMES,
            SeatingCommand::NAMES,
            MoneyCommand::NAMES,
            StructureCommand::NAMES,
            RoomCommand::NAMES,
            HistoryCommand::NAMES,
        ]
        .concat()
    }

    /// The seed a command that draws seats takes, for the caller to fill in when the desk
    /// gave none.
    pub fn seed_slot(&mut self) -> Option<&mut Option<u64>> {
        match self {
            Command::Field(FieldCommand::Register { seed, .. })
            | Command::Field(FieldCommand::RegisterMany { seed, .. })
            | Command::Field(FieldCommand::ReEnter { seed, .. })
            | Command::Seating(SeatingCommand::DrawSeats { seed, .. })
            | Command::Seating(SeatingCommand::SeatAlternates { seed })
            | Command::Seating(SeatingCommand::NextRound { seed })
            | Command::Seating(SeatingCommand::Redraw { seed, .. }) => Some(seed),
            Command::Clock(_)
            | Command::Count(_)
            | Command::Field(_)
            | Command::Seating(_)
            | Command::Money(_)
            | Command::Structure(_)
            | Command::Room(_)
            | Command::History(_) => None,
        }
    }
}

/// The OpenAPI schema of a command, written by hand as its `Deserialize` is: one flat
/// object tagged by `type`, one of every group's commands (each group's schema is
/// derived, with the names `NAMES` lists).
#[cfg(feature = "schema")]
impl utoipa::PartialSchema for Command {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::RefOr;
        use utoipa::openapi::schema::{Discriminator, OneOf, Schema};
        let groups = [
            ClockAction::schema(),
            CountCommand::schema(),
            FieldCommand::schema(),
            SeatingCommand::schema(),
            MoneyCommand::schema(),
            StructureCommand::schema(),
            RoomCommand::schema(),
            HistoryCommand::schema(),
        ];
        let mut every = OneOf::new();
        for group in groups {
            match group {
                RefOr::T(Schema::OneOf(commands)) => every.items.extend(commands.items),
                one => every.items.push(one),
            }
        }
        every.description = Some(
            "A TD action: one flat object tagged by `type` (`{\"type\": \"bust\", \"player\": 12}`)"
                .into(),
        );
        every.discriminator = Some(Discriminator::new("type"));
        RefOr::T(Schema::OneOf(every))
    }
}

#[cfg(feature = "schema")]
impl utoipa::ToSchema for Command {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        ClockAction::schemas(schemas);
        CountCommand::schemas(schemas);
        FieldCommand::schemas(schemas);
        SeatingCommand::schemas(schemas);
        MoneyCommand::schemas(schemas);
        StructureCommand::schemas(schemas);
        RoomCommand::schemas(schemas);
        HistoryCommand::schemas(schemas);
    }
}

macro_rules! group_into_command {
    ($($group:ident => $variant:ident),*) => {
        $(impl From<$group> for Command {
            fn from(c: $group) -> Command {
                Command::$variant(c)
            }
        })*
    };
}
group_into_command!(
    ClockAction => Clock,
    CountCommand => Count,
    FieldCommand => Field,
    SeatingCommand => Seating,
    MoneyCommand => Money,
    StructureCommand => Structure,
    RoomCommand => Room,
    HistoryCommand => History
);

command_group! {
    /// The clock's counters, changed by hand.
    pub enum CountCommand {
        /// Change a counter by `delta` (negative lowers it).
        Adjust { counter: Counter, delta: i32 } => "adjust",
    }
}

command_group! {
    /// The players of the event and their chips.
    pub enum FieldCommand {
        /// Register a player (a first entry). After the seat draw the player draws a seat
        /// at once (`seed`: the draw's seed; the server picks one when absent).
        Register {
            name: String,
            #[serde(default)]
            number: Option<String>,
            #[serde(default)]
            seed: Option<u64>,
            /// A satellite seat won by this player, used as the buy-in.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            ticket: Option<crate::field::Ticket>,
        } => "register",
        /// Register many players at once (a list pasted or imported): one action in the
        /// log, undone as one. Refused whole, naming the row, when any one would be.
        /// After the seat draw each draws a seat, the n-th (from 0) with `seed` + n.
        RegisterMany {
            players: Vec<crate::field::NewPlayer>,
            #[serde(default)]
            seed: Option<u64>,
        } => "register_many",
        /// Withdraw an entry before play starts.
        Unregister { player: PlayerId } => "unregister",
        /// A busted entry buys a new one.
        ReEnter {
            player: PlayerId,
            #[serde(default)]
            seed: Option<u64>,
        } => "re_enter",
        /// A player is out. `same_hand`: on the same hand as the previous bust; `stack`: the
        /// chips he started that hand with (decides places between busts of one hand);
        /// `by`: who knocked him out (bounties).
        Bust {
            player: PlayerId,
            #[serde(default)]
            same_hand: bool,
            #[serde(default)]
            stack: Option<u64>,
            #[serde(default)]
            by: Option<PlayerId>,
            /// A pot won by more than one player: each winner with their share of it
            /// (chips won, or 1 and 1 for a chop), worst position first. Bounties follow
            /// the shares (a PKO head split by them).
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            split: Vec<crate::field::PotShare>,
        } => "bust",
        /// Redeem `count` (default 1) of a player's lammers, between hands, at the clock's
        /// level.
        RedeemLammers {
            player: PlayerId,
            #[serde(default = "one")]
            count: u32,
        } => "redeem_lammers",
        /// Apply the event's rule to every lammer still held, at or after the deadline level.
        LammerDeadline => "lammer_deadline",
        /// A rebuy or an add-on for a player; `stack`: his chips as the desk counted them
        /// (checked against the offer's stack ceiling when given).
        Purchase {
            player: PlayerId,
            kind: BuyKind,
            #[serde(default)]
            stack: Option<u64>,
        } => "purchase",
        /// Chip counts of players still in (a table's tablet at the end of the day, or the
        /// desk whenever it counts): each player's last count is kept.
        RecordCounts { counts: Vec<ChipCount> } => "record_counts",
        /// Day 2 of flights, as the first action of a new event: each survivor with the
        /// chips the flight rule gives and every bag, and each flight's entries and money
        /// for the combined field and pool. The server builds it from the flights
        /// (`POST /api/days`); it is checked here again.
        CarryIn {
            rule: crate::field::FlightRule,
            flights: Vec<crate::field::FlightTotal>,
            players: Vec<crate::field::Carried>,
        } => "carry_in",
        /// A chip race done at a table: the value of the chips removed from play and of the
        /// larger chips given back.
        ChipRaceDone {
            table: TableNo,
            removed_value: u64,
            added_value: u64,
            /// The race as the app dealt it, with its seed, for anyone to deal again.
            #[serde(default)]
            race: Option<crate::field::chips::RaceRecord>,
        } => "chip_race_done",
    }
}

command_group! {
    /// Seats and tables.
    pub enum SeatingCommand {
        /// Commit to the opening draw's secret before the draw: the displays show the
        /// commitment, the draw reveals the secret. The server makes the secret and fills
        /// `commitment` when it is left out.
        CommitDraw {
            #[serde(default, skip_serializing_if = "Option::is_none")]
            commitment: Option<String>,
        } => "commit_draw",
        /// The opening seat draw, keeping `held` seats out. A committed draw reveals its
        /// secret (`reveal`, filled in by the server that keeps it) and takes its seed.
        DrawSeats {
            #[serde(default)]
            seed: Option<u64>,
            #[serde(default)]
            held: Vec<HoldOrder>,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            reveal: Option<String>,
        } => "draw_seats",
        /// Seat waiting players (alternates) in the seats open now.
        SeatAlternates {
            #[serde(default)]
            seed: Option<u64>,
        } => "seat_alternates",
        /// Confirm moves: the pending plan's (with its seed), as proposed or edited.
        ConfirmMoves {
            seed: u64,
            moves: Vec<MoveOrder>,
        } => "confirm_moves",
        /// Record the button seat for the next hand at a table (`null`: unknown).
        SetButton { table: TableNo, seat: Option<SeatNo> } => "set_button",
        /// Win-the-button: the winning seat(s) of the hand just played at a table.
        HandWon { table: TableNo, seats: Vec<SeatNo> } => "hand_won",
        /// Hold an empty seat out of play, or release it (`hold` null).
        HoldSeat { at: SeatTarget, hold: Option<HoldKind> } => "hold_seat",
        /// Shootout: the winner(s) of a table; everyone else there busts on one hand.
        TableWon { table: TableNo, players: Vec<PlayerId> } => "table_won",
        /// Shootout: draw the next round from the players through.
        NextRound {
            #[serde(default)]
            seed: Option<u64>,
        } => "next_round",
        /// A new day's redraw of every player still in (`rule`: at random, or the stacks
        /// spread by chip count), between days; the first draw of a day 2 of flights.
        Redraw {
            #[serde(default)]
            seed: Option<u64>,
            #[serde(default)]
            rule: crate::field::RedrawRule,
        } => "redraw",
        /// Stop play now: the players still in are placed by these chip counts.
        HardStop { counts: Vec<ChipCount> } => "hard_stop",
        /// Turn hand-for-hand on or off.
        HandForHand { on: bool } => "hand_for_hand",
        /// Every table finished the hand-for-hand hand.
        HandForHandHand => "hand_for_hand_hand",
        /// One table finished the hand-for-hand hand (its tablet reports it); the last
        /// table's report starts the next hand everywhere.
        TableHandDone { table: u32 } => "table_hand_done",
    }
}

command_group! {
    /// The prizes.
    pub enum MoneyCommand {
        /// Lock the prizes worked out now, so later entries do not change them.
        LockPayouts => "lock_payouts",
        /// Let the prizes follow the entries again.
        UnlockPayouts => "unlock_payouts",
        /// Record the deal the remaining players agreed: every one listed with the amount
        /// paid now, `play_for` kept for the winner, `agreed` the players who said yes.
        Deal {
            method: crate::field::results::DealKind,
            players: Vec<PlayerId>,
            amounts: Vec<u64>,
            #[serde(default)]
            play_for: u64,
            #[serde(default)]
            agreed: Vec<PlayerId>,
        } => "deal",
        /// Savers the players still in agreed (seed 004): fixed amounts to the next
        /// players out, the first amount to the next one, taken from the pool before the
        /// places are paid; play goes on. `agreed` the players who said yes.
        Savers {
            amounts: Vec<u64>,
            #[serde(default)]
            agreed: Vec<PlayerId>,
        } => "savers",
    }
}

command_group! {
    /// Changes to the structure of the running event. Periods are indices into
    /// the structure's periods, as the clock's `go_to` takes them; periods already played
    /// never change.
    pub enum StructureCommand {
        /// Period `period` (the one in play or a later one) lasts `minutes`.
        PeriodMinutes { period: usize, minutes: u32 } => "period_minutes",
        /// A level before period `before` (after the last one when left out): the game (an
        /// id or name of the event's games; the level before's when left out), the stakes as
        /// a structure file writes them ("100/200"), an ante and a bring-in where the game
        /// takes them, and the minutes (the level before's length when left out).
        AddLevel {
            #[serde(default)]
            before: Option<usize>,
            #[serde(default)]
            game: Option<String>,
            stakes: String,
            #[serde(default)]
            ante: Option<u64>,
            #[serde(default)]
            bring_in: Option<u64>,
            #[serde(default)]
            minutes: Option<u32>,
        } => "add_level",
        /// A break of `minutes` before period `before` (after the last one when left out).
        AddBreak {
            #[serde(default)]
            before: Option<usize>,
            minutes: u32,
        } => "add_break",
        /// An unscheduled break of `minutes` starting now; the level in play goes on after
        /// it with the time it had left.
        BreakNow { minutes: u32 } => "break_now",
        /// A later level is played with another game or stakes (and length).
        EditLevel {
            period: usize,
            #[serde(default)]
            game: Option<String>,
            stakes: String,
            #[serde(default)]
            ante: Option<u64>,
            #[serde(default)]
            bring_in: Option<u64>,
            #[serde(default)]
            minutes: Option<u32>,
        } => "edit_level",
        /// The structure runs out: the next level as its `after_last` says (the last round
        /// of levels again, or doubled), after the last period. Felt logs it by itself when
        /// the last level begins; the TD may too.
        Extend => "extend",
    }
}

command_group! {
    /// What the room is told.
    pub enum RoomCommand {
        /// A short message shown (and spoken where the browser can) on every display:
        /// "Table 7 is breaking", "Dinner break at 7 pm". At most 200 characters.
        Announce { text: String } => "announce",
        /// Take the message off the displays.
        ClearAnnouncement => "clear_announcement",
        /// The language of the event's displays, phones and paper (`lang`: en, de, fr,
        /// es); without one, each browser's own. A screen's `?lang=` still wins.
        SetLanguage {
            #[serde(default)]
            lang: Option<crate::lang::Language>,
        } => "set_language",
    }
}

command_group! {
    /// Taking actions back and doing them again.
    pub enum HistoryCommand {
        /// Undo the most recent action that is not undone.
        Undo => "undo",
        /// Redo the most recently undone action.
        Redo => "redo",
        /// Undo every action from the newest back to action `seq` (included), one undo
        /// each; the API logs them one after the other.
        UndoTo {
            seq: u64,
        } => "undo_to",
        /// Redo the undone actions up to action `seq` (included), oldest first.
        RedoTo {
            seq: u64,
        } => "redo_to",
    }
}

fn one() -> u32 {
    1
}

crate::named_choice! {
    /// What a player buys at the desk.
    pub enum BuyKind as "purchase" {
        /// Chips bought again after a bust or below the offer's ceiling.
        Rebuy = "rebuy",
        /// The add-on the offer sells once.
        AddOn = "add_on",
    }
}

impl From<BuyKind> for crate::rules::purchase::PurchaseKind {
    fn from(k: BuyKind) -> Self {
        match k {
            BuyKind::Rebuy => crate::rules::purchase::PurchaseKind::Rebuy,
            BuyKind::AddOn => crate::rules::purchase::PurchaseKind::AddOn,
        }
    }
}

/// A seat held at the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct HoldOrder {
    pub at: SeatTarget,
    pub hold: HoldKind,
}

/// Why a seat is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum HoldKind {
    /// Out of use.
    Locked,
    /// Kept (for a player who needs that seat, a late arrival).
    Reserved,
}

impl HoldKind {
    pub(crate) fn hold(self) -> crate::rules::seating::SeatHold {
        match self {
            HoldKind::Locked => crate::rules::seating::SeatHold::Locked,
            HoldKind::Reserved => crate::rules::seating::SeatHold::Reserved { player: None },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One command of every kind, as a door sends it (the JSON stays flat).
    const SENT: &[&str] = &[
        r#"{"type":"start"}"#,
        r#"{"type":"go_to","period":3}"#,
        r#"{"type":"add_time","ms":-60000}"#,
        r#"{"type":"adjust","counter":"add-ons","delta":2}"#,
        r#"{"type":"register","name":"Zoë Ångström","number":null,"seed":null}"#,
        r#"{"type":"bust","player":12,"same_hand":true,"stack":4000,"by":3}"#,
        r#"{"type":"redeem_lammers","player":4,"count":1}"#,
        r#"{"type":"lammer_deadline"}"#,
        r#"{"type":"purchase","player":4,"kind":"add_on","stack":null}"#,
        r#"{"type":"chip_race_done","table":2,"removed_value":475,"added_value":500,"race":null}"#,
        r#"{"type":"record_counts","counts":[{"player":3,"chips":12500}]}"#,
        r#"{"type":"draw_seats","seed":42,"held":[{"at":{"table":1,"seat":9},"hold":"locked"}]}"#,
        r#"{"type":"commit_draw","commitment":"9057bbbaf5d33ad9e00865fe92fdfd303a658e10f4f629f2839bc5156197df2c"}"#,
        r#"{"type":"confirm_moves","seed":7,"moves":[{"player":3,"to":{"table":1,"seat":2}}]}"#,
        r#"{"type":"hand_won","table":1,"seats":[4]}"#,
        r#"{"type":"hard_stop","counts":[{"player":1,"chips":5000}]}"#,
        r#"{"type":"hand_for_hand_hand"}"#,
        r#"{"type":"table_hand_done","table":3}"#,
        r#"{"type":"deal","method":"chop","players":[1,2],"amounts":[600,400],"play_for":0,"agreed":[1,2]}"#,
        r#"{"type":"unlock_payouts"}"#,
        r#"{"type":"savers","amounts":[11000],"agreed":[1,2,3]}"#,
        r#"{"type":"period_minutes","period":4,"minutes":30}"#,
        r#"{"type":"add_level","before":null,"game":"nlh","stakes":"1000/2000","ante":2000,"bring_in":null,"minutes":20}"#,
        r#"{"type":"break_now","minutes":15}"#,
        r#"{"type":"undo"}"#,
        r#"{"type":"undo_to","seq":12}"#,
        r#"{"type":"announce","text":"Table 7 is breaking"}"#,
    ];

    #[test]
    fn commands_read_and_write_as_flat_objects_tagged_by_type() {
        for text in SENT {
            let command: Command =
                serde_json::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let again: serde_json::Value = serde_json::to_value(&command).unwrap();
            let sent: serde_json::Value = serde_json::from_str(text).unwrap();
            assert_eq!(again, sent, "{text}");
        }
    }

    #[test]
    fn every_command_name_belongs_to_one_group_only() {
        let names = Command::names();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len(), "a name in two groups: {names:?}");
        assert_eq!(names.len(), 52);
        // Each name reads into its own group (a name listed in the wrong group would fail
        // here with that group's "unknown variant").
        for name in names {
            let err = serde_json::from_value::<Command>(serde_json::json!({ "type": name }))
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(!err.contains("unknown variant"), "{name}: {err}");
        }
    }

    /// The hand-written OpenAPI schema names every command, in the order of `names()`.
    #[cfg(feature = "schema")]
    #[test]
    fn the_openapi_schema_lists_every_command() {
        let schema = serde_json::to_value(<Command as utoipa::PartialSchema>::schema()).unwrap();
        let listed: Vec<&str> = schema["oneOf"]
            .as_array()
            .expect("a oneOf")
            .iter()
            .map(|c| {
                let name = &c["properties"]["type"]["enum"];
                assert_eq!(name.as_array().map(Vec::len), Some(1), "{c}");
                name[0].as_str().unwrap()
            })
            .collect();
        assert_eq!(listed, Command::names());
        assert_eq!(schema["discriminator"]["propertyName"], "type");
    }

    #[test]
    fn a_bad_command_is_refused_in_words() {
        let check = |text: &str, expected: &str| {
            let err = serde_json::from_str::<Command>(text)
                .unwrap_err()
                .to_string();
            assert!(err.starts_with(expected), "{text}: {err}");
        };
        check(r#"{"type":"bust"}"#, "missing field `player`");
        check(r#"{"player":3}"#, "missing field `type`");
        check(
            r#"{"type":7}"#,
            "`type` must be the command's name, found 7",
        );
        check(
            r#"{"type":"explode"}"#,
            "unknown variant `explode`, expected one of `start`, `pause`",
        );
        check(
            r#"{"type":"adjust","counter":"entries","delta":"lots"}"#,
            "invalid type: string \"lots\", expected i32",
        );
    }
}
