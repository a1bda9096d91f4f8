//! What the desk, the floor and the room chart see of the field: every entry with its
//! seat and place, every table with its button and blinds, and the moves the app
//! proposes now (computed fresh, with a seed derived from the log position so the same
//! state always proposes the same moves; confirming sends that seed back).

use crate::field::chips::{check_purchase, check_redeem, moment};
use crate::field::decide::{MoveOrder, SeatTarget, balance_settings, check_bust};
use crate::field::register::{check_re_entry, check_unregister};
use crate::field::{Context, EntryState, Field, FieldError};
use crate::lang::{Arg, Locale};
use crate::rules::purchase::PurchaseKind;
use crate::rules::seating::balance::plan_after_bust;
use crate::rules::seating::buttons::positions_from_button;
use crate::rules::seating::{MoveKind, PlayerId, SeatHold, SeatNo, TableNo};
use crate::structure::Structure;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A seat as the chart shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SeatPlace {
    pub table: TableNo,
    pub seat: SeatNo,
}

/// A finishing place (`shared_to` > `place` when shared).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlaceView {
    pub place: u32,
    pub shared_to: u32,
}

/// Where an entry is, for the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlayerStatus {
    /// Registered, waiting for the seat draw.
    Registered,
    /// Registered after the draw with no open seat: waiting for one.
    Alternate,
    Seated,
    Busted,
    /// Still in at a hard stop, placed by chip count.
    Finished,
    Unregistered,
}

/// One entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FieldPlayer {
    pub id: PlayerId,
    pub name: String,
    pub number: Option<String>,
    /// 1 for a first entry, 2 for a first re-entry, ...
    pub entry: u32,
    pub re_entry_of: Option<PlayerId>,
    pub re_entered: bool,
    pub state: PlayerStatus,
    pub seat: Option<SeatPlace>,
    pub place: Option<PlaceView>,
    pub busted_by: Option<PlayerId>,
    /// Where the entry stands, in the words every screen uses: "Table 12, seat 3",
    /// "busted, 45th", "finished, 5th-6th", "alternate, waiting for a seat".
    pub standing: String,
    /// What the desk can do to this entry in this event, in the order the buttons show;
    /// an action refused now says why.
    pub actions: Vec<PlayerAction>,
    /// The entry's last recorded chip count (`record_counts`), if any.
    pub chips: Option<u64>,
    /// The satellite seat that paid this entry's buy-in, if one did.
    pub ticket: Option<crate::field::Ticket>,
    /// In a progressive knockout, the bounty on this player's head now (still in only).
    pub bounty: Option<u64>,
    /// The same in words: "$35".
    pub bounty_text: Option<String>,
}

/// Something the desk does to one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlayerActionKind {
    Bust,
    Unregister,
    RedeemLammer,
    Rebuy,
    AddOn,
    ReEnter,
}

impl PlayerActionKind {
    const ALL: [PlayerActionKind; 6] = [
        PlayerActionKind::Bust,
        PlayerActionKind::Unregister,
        PlayerActionKind::RedeemLammer,
        PlayerActionKind::Rebuy,
        PlayerActionKind::AddOn,
        PlayerActionKind::ReEnter,
    ];

    fn index(self) -> usize {
        Self::ALL.iter().position(|k| *k == self).unwrap_or(0)
    }

    /// The button's words, in `l`'s.
    pub fn label_in(self, l: Locale) -> String {
        l.say(
            match self {
                PlayerActionKind::Bust => "action-bust",
                PlayerActionKind::Unregister => "action-unregister",
                PlayerActionKind::RedeemLammer => "action-redeem-lammer",
                PlayerActionKind::Rebuy => "action-rebuy",
                PlayerActionKind::AddOn => "action-add-on",
                PlayerActionKind::ReEnter => "action-re-enter",
            },
            &[],
        )
    }

    /// The words of the second click it asks for, if it asks for one: `forfeit` lammers
    /// held by a player who busts again instead of redeeming them.
    fn confirm_in(self, forfeit: Option<u32>, l: Locale) -> Option<String> {
        match (self, forfeit) {
            (PlayerActionKind::Bust, Some(n)) => Some(l.say(
                "action-confirm-forfeit",
                &[("lammers", Arg::Count(u64::from(n)))],
            )),
            (PlayerActionKind::Bust, None) => Some(l.say("action-confirm-bust", &[])),
            (PlayerActionKind::Unregister, _) => Some(l.say("action-confirm-unregister", &[])),
            _ => None,
        }
    }
}

/// An action the desk can take on an entry, or cannot take yet and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlayerAction {
    pub action: PlayerActionKind,
    pub label: String,
    /// A second click is asked for, with these words on the button ("Confirm bust"): the
    /// action cannot be taken back by the next click.
    pub confirm: Option<String>,
    /// Why the desk cannot take it now (the same words a refused command gives); `None`
    /// when it can.
    pub refused: Option<String>,
    /// The lammers a bust would forfeit (they make the confirmation's words).
    #[serde(skip)]
    forfeit: Option<u32>,
}

impl PlayerAction {
    fn new(action: PlayerActionKind, check: Result<(), FieldError>, w: &RowWords) -> Self {
        let mut a = PlayerAction {
            action,
            label: String::new(),
            confirm: None,
            refused: check.err().map(|e| e.to_string()),
            forfeit: None,
        };
        a.say(w);
        a
    }

    /// Its words in `w`'s language.
    fn say(&mut self, w: &RowWords) {
        self.label = w.labels[self.action.index()].clone();
        self.confirm = match self.forfeit {
            None => w.confirms[self.action.index()].clone(),
            forfeit => self.action.confirm_in(forfeit, w.l),
        };
    }
}

/// The words of a view's rows, said once per view in one language (a view has thousands
/// of rows and a handful of sentences).
pub(crate) struct RowWords {
    l: Locale,
    labels: Vec<String>,
    confirms: Vec<Option<String>>,
    seated_at: crate::lang::Pattern,
    placed: crate::lang::Pattern,
    busted: String,
    finished: String,
    winner: String,
    unregistered: String,
    alternate: String,
    registered: String,
    seated: String,
}

impl RowWords {
    pub(crate) fn new(l: Locale) -> RowWords {
        let say = |id: &str| l.say(id, &[]);
        RowWords {
            l,
            labels: PlayerActionKind::ALL
                .iter()
                .map(|k| k.label_in(l))
                .collect(),
            confirms: PlayerActionKind::ALL
                .iter()
                .map(|k| k.confirm_in(None, l))
                .collect(),
            seated_at: crate::lang::Pattern::new(l, "standing-seated-at", &["table", "seat"]),
            placed: crate::lang::Pattern::new(l, "standing-placed", &["what", "place"]),
            busted: say("standing-busted"),
            finished: say("standing-finished"),
            winner: say("standing-winner"),
            unregistered: say("standing-unregistered"),
            alternate: say("standing-alternate"),
            registered: say("standing-registered"),
            seated: say("standing-seated"),
        }
    }
}

/// How a seat is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum HoldView {
    Locked,
    Reserved,
}

/// One seat of a table.
///
/// A room of 1,000 tables has 9,000 of these: what is not there is left out of the JSON
/// rather than sent as null.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FieldSeat {
    pub seat: SeatNo,
    pub player: Option<PlayerId>,
    /// Who sits there, so a chart or a table's screen needs no list of every entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The occupant's last chip count, when the desk typed one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<u64>,
    /// The bounty on the occupant's head (progressive knockouts), in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bounty_text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold: Option<HoldView>,
}

/// One table of the room.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FieldTable {
    pub table: TableNo,
    pub size: SeatNo,
    pub players: u32,
    pub seats: Vec<FieldSeat>,
    pub button: Option<SeatNo>,
    pub small_blind: Option<SeatNo>,
    pub big_blind: Option<SeatNo>,
    /// Breaks in the pending plan.
    pub breaking: bool,
    /// So short of the fullest table that play stops until balanced.
    pub hold_play: bool,
}

/// A proposed move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PendingMove {
    pub player: PlayerId,
    pub name: String,
    pub from: SeatPlace,
    pub to: SeatPlace,
    pub kind: MoveKind,
    pub reason: String,
    pub button_unknown: Vec<TableNo>,
}

/// The final table the plan forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FinalTableView {
    pub table: TableNo,
    pub seats: SeatNo,
    pub redraw: bool,
}

/// What the room needs now.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PendingPlan {
    /// Send back when confirming.
    pub seed: u64,
    pub broken_tables: Vec<TableNo>,
    pub final_table: Option<FinalTableView>,
    pub moves: Vec<PendingMove>,
    pub hold_play: Vec<TableNo>,
    /// Why no plan could be made (a room that cannot balance), in words.
    pub problem: Option<String>,
}

impl PendingPlan {
    /// The plan's moves as the desk confirms them unedited (`ConfirmMoves` with `seed`).
    pub fn as_proposed(&self) -> Vec<MoveOrder> {
        self.moves
            .iter()
            .map(|m| MoveOrder {
                player: m.player,
                to: SeatTarget {
                    table: m.to.table,
                    seat: m.to.seat,
                },
            })
            .collect()
    }
}

/// Hand-for-hand state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct HandForHandView {
    pub on: bool,
    /// Hands completed hand-for-hand.
    pub hand: u64,
    /// The app proposes hand-for-hand: the next bust would be the last one out of the
    /// money.
    pub proposed: bool,
    /// Hand-for-hand was played and the money is reached: it is over (Felt turns it off
    /// by itself at the bubble, as its own action the TD can undo).
    #[serde(default)]
    pub money_reached: bool,
    /// Tables still playing the hand (all of them until one reports).
    pub waiting: Vec<u32>,
    /// Tables that reported the hand finished.
    pub done: Vec<u32>,
}

/// Counts for the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FieldCounts {
    pub entries: u32,
    pub registered: u32,
    pub seated: u32,
    pub busted: u32,
    pub left: u32,
    /// Players still in whose chips the desk has counted (a redraw by chips needs all).
    pub counted: u32,
    pub alternates: u32,
    /// Entries whose buy-in was a satellite seat (in the prize pool like any other;
    /// no money taken at the desk).
    pub tickets: u32,
}

/// Everything the room chart and the desk show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FieldView {
    pub event: String,
    pub table_size: SeatNo,
    pub drawn: bool,
    /// Seed of the opening draw, for the audit.
    pub draw_seed: Option<u64>,
    /// The commitment to the opening draw's secret, when the desk made one.
    pub draw_commitment: Option<String>,
    pub hand_for_hand: HandForHandView,
    /// Every entry's row; none when the view was asked for without them (a screen that
    /// reads the list a page at a time).
    pub players: Vec<FieldPlayer>,
    pub tables: Vec<FieldTable>,
    pub pending: PendingPlan,
    pub alternates: Vec<PlayerId>,
    pub counts: FieldCounts,
    pub win_the_button: bool,
    /// The shootout's round and progress, in a shootout.
    pub shootout: Option<crate::field::shootout::ShootoutView>,
    /// The entries still in, in entry order: who a deal is among, and the order a deal
    /// reads their chip counts in.
    pub still_in: Vec<PlayerId>,
    /// A day 2 of flights: the flights merged in, with their entries and survivors.
    pub flights: Vec<crate::field::FlightTotal>,
    /// How a player who bagged in more than one flight was carried in.
    pub flight_rule: Option<crate::field::FlightRule>,
    /// Redraws made (a new day's seats).
    pub redraws: u32,
    /// Set when the view carries a run of the room's tables (a chart's window, `?from=`
    /// and `?count=`) rather than all of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<TableWindow>,
}

/// The most tables one window carries: a chart at its smallest zoom on a large screen
/// shows about 350.
pub const WINDOW_MAX: u32 = 400;

/// A run of the room's tables in drawing order, as a chart asks for the ones it shows:
/// `count` tables from the `from`th (0 is the first), with the occupants' names, chip
/// counts and bounties or (`names` false, a chart zoomed out past reading them) with who
/// sits where only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoomWindow {
    pub from: u32,
    pub count: u32,
    pub names: bool,
}

/// Where a window's tables sit in the room: a chart lays out every table and jumps to one
/// it has not fetched from `numbers`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TableWindow {
    /// Where the view's first table is in drawing order (0 is the first).
    pub first: u32,
    /// Every table in play, in drawing order.
    pub numbers: Vec<TableNo>,
    /// Whether the seats carry names, chip counts and bounties.
    pub names: bool,
}

/// Which of the room's tables a view carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    All,
    Table(TableNo),
    Window(RoomWindow),
}

/// Builds the view at the context's instant: the period being played sets the balancing
/// style (it depends on the game) and what each entry can do; the context's seed is the
/// seed of the proposed moves; `paid` is the places paid (to propose hand-for-hand at the
/// bubble), if known.
pub fn field_view(field: &Field, ctx: &Context, paid: Option<u32>) -> FieldView {
    field_view_with(field, ctx, paid, true)
}

/// The field view, with every entry's row (`players`) or with none: a screen that reads
/// the list a page at a time (`view::players`) asks for the room without it, so what it
/// fetches on each change is bounded by the tables, not the entries.
pub fn field_view_with(
    field: &Field,
    ctx: &Context,
    paid: Option<u32>,
    players: bool,
) -> FieldView {
    room(field, ctx, paid, players, Part::All)
}

/// One table's part of the room, for a tablet at that table: the table (none when it is
/// not in play), the proposed moves that take a player from or to it, and the room's
/// counts and plan; no entry's row and no list of the entries still in. What a tablet
/// fetches on each change is one table, whatever the size of the room.
pub fn table_view(field: &Field, ctx: &Context, paid: Option<u32>, table: TableNo) -> FieldView {
    room(field, ctx, paid, false, Part::Table(table))
}

/// A window of the room, for a chart: `window.count` tables from the `window.from`th in
/// drawing order, every table's number, the room's counts and the whole plan of moves (a
/// chart marks every move it shows); no entry's row and no list of the entries still in.
/// What a chart fetches on each change is bounded by the tables it shows, whatever the
/// size of the room (at most `WINDOW_MAX`; a larger count is cut to it).
pub fn window_view(
    field: &Field,
    ctx: &Context,
    paid: Option<u32>,
    window: RoomWindow,
) -> FieldView {
    let window = RoomWindow {
        count: window.count.min(WINDOW_MAX),
        ..window
    };
    room(field, ctx, paid, false, Part::Window(window))
}

fn room(field: &Field, ctx: &Context, paid: Option<u32>, players: bool, part: Part) -> FieldView {
    let structure = ctx.structure;
    let rows = Rows::new(field, ctx, paid);
    let left = rows.left;
    let pending = if rows.over {
        PendingPlan {
            seed: ctx.fallback_seed,
            ..Default::default()
        }
    } else {
        pending_plan(field, structure, ctx.period(), ctx.fallback_seed)
    };
    let players: Vec<FieldPlayer> = if players {
        field.entries.values().map(|e| rows.row(e)).collect()
    } else {
        Vec::new()
    };
    let (skip, take) = match part {
        Part::Window(w) => (w.from as usize, w.count as usize),
        Part::All | Part::Table(_) => (0, usize::MAX),
    };
    let names = !matches!(part, Part::Window(RoomWindow { names: false, .. }));
    let tables = field
        .seating
        .tables
        .values()
        .filter(|t| !matches!(part, Part::Table(n) if t.number != n))
        .skip(skip)
        .take(take)
        .map(|t| {
            let positions = t
                .button
                .and_then(|b| positions_from_button(b, &t.occupied(), t.size()));
            FieldTable {
                table: t.number,
                size: t.size(),
                players: t.player_count() as u32,
                seats: (1..=t.size())
                    .map(|s| FieldSeat {
                        seat: s,
                        player: t.occupant(s),
                        name: t
                            .occupant(s)
                            .filter(|_| names)
                            .and_then(|p| field.entries.get(&p))
                            .map(|e| e.name.clone()),
                        chips: t
                            .occupant(s)
                            .filter(|_| names)
                            .and_then(|p| field.counted.get(&p).copied()),
                        bounty_text: t
                            .occupant(s)
                            .filter(|_| names)
                            .and_then(|p| field.entries.get(&p))
                            .and_then(|e| rows.bounty_text(e)),
                        hold: t.held.get(&s).map(|h| match h {
                            SeatHold::Locked => HoldView::Locked,
                            SeatHold::Reserved { .. } => HoldView::Reserved,
                        }),
                    })
                    .collect(),
                button: t.button,
                small_blind: positions.map(|p| p.small_blind),
                big_blind: positions.map(|p| p.big_blind),
                breaking: pending.broken_tables.contains(&t.number),
                hold_play: pending.hold_play.contains(&t.number),
            }
        })
        .collect();
    let still_in: Vec<PlayerId> = match part {
        Part::All => field.active().map(|e| e.id).collect(),
        Part::Table(_) | Part::Window(_) => Vec::new(),
    };
    let mut pending = pending;
    if let Part::Table(n) = part {
        pending
            .moves
            .retain(|m| m.from.table == n || m.to.table == n);
    }
    let window = match part {
        Part::Window(w) => Some(TableWindow {
            first: w.from,
            numbers: field.seating.tables.keys().copied().collect(),
            names: w.names,
        }),
        Part::All | Part::Table(_) => None,
    };
    let alternates = if field.drawn.is_some() {
        field.unseated()
    } else {
        Vec::new()
    };
    let counts = FieldCounts {
        entries: field.entry_count(),
        registered: field.field_size(),
        seated: field.seating.player_count() as u32,
        busted: field
            .entries
            .values()
            .filter(|e| e.state == EntryState::Busted)
            .count() as u32,
        left,
        counted: field
            .counted
            .keys()
            .filter(|p| {
                field
                    .entries
                    .get(*p)
                    .is_some_and(|e| e.state == EntryState::Active)
            })
            .count() as u32,
        alternates: alternates.len() as u32,
        tickets: field
            .entries
            .values()
            .filter(|e| e.ticket.is_some() && e.state != EntryState::Unregistered)
            .count() as u32,
    };
    FieldView {
        event: structure.title(),
        table_size: structure.table_size,
        drawn: field.drawn.is_some(),
        draw_seed: field.drawn,
        draw_commitment: field.draw_commitment.clone(),
        hand_for_hand: HandForHandView {
            on: field.hand_for_hand,
            hand: field.h4h_hand,
            // The bubble of the money, or of a satellite's seats (a seat is the prize
            // that matters; cash for the place after the seats does not move it).
            proposed: !field.hand_for_hand
                && field.seating.tables.len() > 1
                && crate::field::results::satellite_seats(field, structure, 0, 0)
                    .or(paid)
                    .is_some_and(|p| p > 0 && left == p + 1),
            money_reached: !field.hand_for_hand
                && field.h4h_hand > 0
                && paid.is_some_and(|p| p > 0 && left <= p),
            waiting: if field.hand_for_hand {
                crate::field::decide::tables_waiting(field)
            } else {
                Vec::new()
            },
            done: field.h4h_done.iter().copied().collect(),
        },
        players,
        tables,
        pending,
        alternates,
        still_in,
        counts,
        win_the_button: structure.special.win_the_button,
        shootout: crate::field::shootout::view(field, structure),
        flights: field.flights.clone(),
        flight_rule: field.flight_rule,
        redraws: field.redraws,
        window,
    }
}

/// What every entry's row needs worked out once per view, not once per entry: the whole
/// field view and a page of the player list build their rows with it, so the two agree.
pub(crate) struct Rows<'a> {
    field: &'a Field,
    ctx: &'a Context<'a>,
    /// Players still in.
    pub(crate) left: u32,
    now: crate::rules::purchase::Moment,
    /// A finished event offers nothing but undo (the console's recent actions), and
    /// proposes no moves.
    pub(crate) over: bool,
    /// Progressive knockouts: the bounty on each head now.
    heads: Option<BTreeMap<PlayerId, u64>>,
    finishes: BTreeMap<PlayerId, PlaceView>,
    /// The places paid now (a player who finished in one never re-enters).
    paid: Option<u32>,
    /// The rows' words (English; a door says them again in another language).
    words: RowWords,
}

impl<'a> Rows<'a> {
    pub(crate) fn new(field: &'a Field, ctx: &'a Context<'a>, paid: Option<u32>) -> Self {
        let left = field.players_left();
        let over = field.over().is_some()
            || crate::field::results::satellite_seats(field, ctx.structure, 0, 0)
                .is_some_and(|seats| !field.busts.is_empty() && left <= seats);
        let heads = crate::field::chips::pko_now(field, ctx.structure)
            .and_then(Result::ok)
            .map(|s| s.heads);
        let finishes = field
            .finishes()
            .into_iter()
            .map(|f| {
                (
                    f.player,
                    PlaceView {
                        place: f.place,
                        shared_to: f.shared_to,
                    },
                )
            })
            .collect();
        Rows {
            field,
            ctx,
            left,
            now: moment(ctx),
            over,
            heads,
            finishes,
            paid,
            words: RowWords::new(Locale::ENGLISH),
        }
    }

    /// The paid place `player` finished in, as `field::register::cashed_place` reads it.
    fn cashed(&self, player: PlayerId) -> Option<u32> {
        let place = self.finishes.get(&player).map(|f| f.place);
        crate::field::register::in_the_money(place, self.paid)
    }

    /// An entry's row: its seat, standing and the actions it has now.
    pub(crate) fn row(&self, e: &crate::field::Entry) -> FieldPlayer {
        let (structure, over, left, now) = (self.ctx.structure, self.over, self.left, self.now);
        let heads = &self.heads;

        let seat = self.field.seating.players.get(&e.id).map(|at| SeatPlace {
            table: at.table,
            seat: at.seat,
        });
        let state = match e.state {
            EntryState::Active if seat.is_some() => PlayerStatus::Seated,
            EntryState::Active if self.field.drawn.is_some() => PlayerStatus::Alternate,
            EntryState::Active => PlayerStatus::Registered,
            EntryState::Busted => PlayerStatus::Busted,
            EntryState::Finished => PlayerStatus::Finished,
            EntryState::Unregistered => PlayerStatus::Unregistered,
        };
        let place = self.finishes.get(&e.id).copied();
        let mut actions = Vec::new();
        let mut offer = |kind, check| actions.push(PlayerAction::new(kind, check, &self.words));
        if e.state == EntryState::Active && !over {
            if seat.is_some() {
                offer(
                    PlayerActionKind::Bust,
                    check_bust(self.field, self.ctx, e.id, left).map(|_| ()),
                );
            }
            if !self.ctx.started() {
                offer(
                    PlayerActionKind::Unregister,
                    check_unregister(self.field, self.ctx, e.id),
                );
            }
            if self.field.chips.held(e.id) > 0 {
                offer(
                    PlayerActionKind::RedeemLammer,
                    check_redeem(self.field, e.id, 1, now),
                );
            }
            for (kind, action) in [
                (PurchaseKind::Rebuy, PlayerActionKind::Rebuy),
                (PurchaseKind::AddOn, PlayerActionKind::AddOn),
            ] {
                if self.field.chips.purchases.offer(kind).is_some() {
                    offer(action, check_purchase(self.field, e.id, kind, now, None));
                }
            }
        }
        if e.state == EntryState::Busted && !e.re_entered && structure.re_entry.is_some() && !over {
            offer(
                PlayerActionKind::ReEnter,
                check_re_entry(self.field, self.ctx, e.id, self.cashed(e.id)),
            );
        }
        let owes = self
            .field
            .chips
            .lammers
            .as_ref()
            .and_then(|b| b.players.get(&e.id))
            .filter(|a| a.owes_redemption);
        if let (Some(a), Some(bust)) = (
            owes,
            actions
                .iter_mut()
                .find(|a| a.action == PlayerActionKind::Bust),
        ) {
            // He busted again instead of redeeming: he leaves, and says so.
            bust.forfeit = Some(a.held);
            bust.say(&self.words);
        }
        FieldPlayer {
            id: e.id,
            name: e.name.clone(),
            number: e.number.clone(),
            entry: e.entry_no,
            re_entry_of: e.re_entry_of,
            re_entered: e.re_entered,
            standing: standing(state, seat, place, &self.words),
            state,
            seat,
            place,
            busted_by: e.busted_by,
            actions,
            chips: self.field.counted.get(&e.id).copied(),
            ticket: e.ticket,
            bounty: heads
                .as_ref()
                .filter(|_| e.state == EntryState::Active)
                .and_then(|h| h.get(&e.id).copied()),
            bounty_text: self.bounty_text(e),
        }
    }

    /// The bounty on a player's head now, in words (progressive knockouts).
    pub(crate) fn bounty_text(&self, e: &crate::field::Entry) -> Option<String> {
        let structure = self.ctx.structure;
        self.heads
            .as_ref()
            .filter(|_| e.state == EntryState::Active)
            .and_then(|h| h.get(&e.id))
            .map(|b| {
                crate::words::money(
                    *b,
                    structure.money.as_ref().map_or("", |m| m.currency.as_str()),
                )
            })
    }
}

/// Where an entry stands, in `w`'s words.
fn standing(
    state: PlayerStatus,
    seat: Option<SeatPlace>,
    place: Option<PlaceView>,
    w: &RowWords,
) -> String {
    let placed = |what: &str| match place {
        Some(p) => w.placed.fill(&[what, &w.l.place(p.place, p.shared_to)]),
        None => what.to_string(),
    };
    match state {
        PlayerStatus::Busted => placed(&w.busted),
        PlayerStatus::Finished => placed(&w.finished),
        PlayerStatus::Unregistered => w.unregistered.clone(),
        PlayerStatus::Alternate => w.alternate.clone(),
        PlayerStatus::Registered => w.registered.clone(),
        // Still seated with a place: the event is over and he won it, or a deal or a hard
        // stop placed him.
        PlayerStatus::Seated if place.is_some_and(|p| p.place == 1) => placed(&w.winner),
        PlayerStatus::Seated if place.is_some() => placed(&w.finished),
        PlayerStatus::Seated => match seat {
            Some(s) => w
                .seated_at
                .fill(&[&s.table.to_string(), &s.seat.to_string()]),
            None => w.seated.clone(),
        },
    }
}

impl FieldPlayer {
    /// The row's words (where it stands, its buttons) in `w`'s language; a view is built
    /// in English, and a door that asks for another language says it again.
    pub(crate) fn say(&mut self, w: &RowWords) {
        self.standing = standing(self.state, self.seat, self.place, w);
        for a in &mut self.actions {
            a.say(w);
        }
    }
}

impl FieldView {
    /// The view's words in `l`'s.
    pub fn say_in(&mut self, l: Locale) {
        let w = RowWords::new(l);
        for p in &mut self.players {
            p.say(&w);
        }
    }
}

/// The moves the room needs now, with the entries' names.
pub fn pending_plan(field: &Field, structure: &Structure, period: usize, seed: u64) -> PendingPlan {
    // Shootout tables are never balanced within a round.
    if field.drawn.is_none() || structure.special.shootout.is_some() {
        return PendingPlan {
            seed,
            ..Default::default()
        };
    }
    let settings = balance_settings(structure, period);
    let mut rng = StdRng::seed_from_u64(seed);
    let plan = match plan_after_bust(&field.seating, &settings, &mut rng) {
        Ok(p) => p,
        Err(e) => {
            return PendingPlan {
                seed,
                problem: Some(e.to_string()),
                ..Default::default()
            };
        }
    };
    let place = |at: crate::rules::seating::SeatRef| SeatPlace {
        table: at.table,
        seat: at.seat,
    };
    PendingPlan {
        seed,
        broken_tables: plan.broken_tables,
        final_table: plan.final_table.map(|f| FinalTableView {
            table: f.table,
            seats: f.seats,
            redraw: f.redraw,
        }),
        moves: plan
            .moves
            .into_iter()
            .map(|m| {
                let name = field
                    .entries
                    .get(&m.player)
                    .map(|e| e.name.clone())
                    .unwrap_or_default();
                // The rule's words name the entry by number; the floor knows names.
                let reason = m.reason.replace(
                    &format!("player {} ", m.player),
                    &format!("{name} ({}) ", m.player),
                );
                PendingMove {
                    player: m.player,
                    name,
                    from: place(m.from),
                    to: place(m.to),
                    kind: m.kind,
                    reason,
                    button_unknown: m.button_unknown,
                }
            })
            .collect(),
        hold_play: plan.hold_play,
        problem: None,
    }
}
