//! Player and seating decisions: each validates a desk action against the field and
//! returns the [`FieldEvent`] that records it (with any seat drawn and the seed used).
//! Nothing here changes the field; the engine logs the event and folds it.

pub use super::context::Context;
use super::error::HandForHandState;
use super::register::late_seat;
use super::{
    EntryState, Field, FieldError, FieldEvent, H4H_HAND_BASE, HeldSeat, MoveDone, Placed, TableSpec,
};
use crate::lang::Phrase;
use crate::rules::clock::{self, Clock, ClockAction};
use crate::rules::seating::balance::plan_after_bust;
use crate::rules::seating::buttons::win_the_button;
use crate::rules::seating::draw::draw_field;
use crate::rules::seating::fair;
use crate::rules::seating::levels::{EliminationLevels, hard_stop_places};
use crate::rules::seating::{
    BalanceSettings, BalanceStyle, BreakOrder, PlayerId, SeatNo, SeatRef, Seating, TableNo,
    UnknownButtonRule,
};
use crate::structure::{ButtonFallback, Family, Structure, TableBreakOrder};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// A move the TD confirms: the proposed one, or one with another destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct MoveOrder {
    pub player: PlayerId,
    pub to: SeatTarget,
}

/// A seat, as the desk names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SeatTarget {
    pub table: TableNo,
    pub seat: SeatNo,
}

impl From<SeatTarget> for SeatRef {
    fn from(t: SeatTarget) -> Self {
        SeatRef {
            table: t.table,
            seat: t.seat,
        }
    }
}

/// The balancing settings of the event now: the structure's `[seating]` choices and the
/// style the games call for (stud-only, or a mixed event in a stud level).
pub fn balance_settings(structure: &Structure, period: usize) -> BalanceSettings {
    let rule = &structure.seating;
    let mut s = BalanceSettings::for_handed(structure.seats());
    s.trigger = rule.balance_trigger;
    s.hold_play_gap = rule.hold_play_gap;
    if let Some(n) = rule.final_table_seats {
        s.final_table_seats = n;
    }
    // The final table seats no more than every game can be dealt to (a 9-seat final
    // table of an 8-handed event with Stud/8 in the rotation cannot be dealt).
    if let Some((limit, _)) = structure.deal_limit() {
        s.final_table_seats = s.final_table_seats.min(limit.max(2));
    }
    s.final_table_redraw = rule.final_table_redraw;
    s.break_order = match (rule.break_first.is_empty(), rule.break_order) {
        (false, _) => BreakOrder::Listed(rule.break_first.clone()),
        (true, TableBreakOrder::HighestFirst) => BreakOrder::HighestFirst,
        (true, TableBreakOrder::LowestFirst) => BreakOrder::LowestFirst,
    };
    s.unknown_button = match rule.unknown_button {
        ButtonFallback::HighestSeat => UnknownButtonRule::HighestSeat,
        ButtonFallback::LowestSeat => UnknownButtonRule::LowestSeat,
        ButtonFallback::Random => UnknownButtonRule::Random,
    };
    let all_stud = structure.games.iter().all(|g| g.family == Family::Stud);
    let stud_now = structure
        .periods
        .get(period)
        .and_then(|p| p.as_level())
        .and_then(|l| structure.game(&l.game))
        .is_some_and(|g| g.family == Family::Stud);
    s.style = if all_stud {
        BalanceStyle::StudOnly
    } else if stud_now {
        BalanceStyle::MixedInStud
    } else {
        BalanceStyle::ButtonGame
    };
    s
}

/// The desk's commitment to the opening draw's secret: refused once the seats are drawn
/// or while another commitment stands (undoing it, in the log for all to see, is the
/// only way to make another).
pub fn commit_draw(field: &Field, commitment: &str) -> Result<FieldEvent, FieldError> {
    if field.drawn.is_some() {
        return Err(FieldError::AlreadyDrawn);
    }
    if let Some(c) = &field.draw_commitment {
        return Err(FieldError::AlreadyCommitted {
            commitment: fair::short(c),
        });
    }
    if !fair::is_hex_256(commitment) {
        return Err(FieldError::BadCommitment {
            found: Some(commitment.chars().take(80).collect()),
        });
    }
    Ok(FieldEvent::DrawCommitted {
        commitment: commitment.to_string(),
    })
}

/// The seed of the opening draw: the committed secret's when the draw is committed (the
/// reveal must give the commitment, and a seed sent with it must be the secret's), else
/// the seed sent or the fallback.
fn draw_seed(
    field: &Field,
    ctx: &Context,
    seed: Option<u64>,
    reveal: Option<&str>,
) -> Result<u64, FieldError> {
    let not = |why: Phrase| FieldError::DrawNotAsCommitted { why };
    match (&field.draw_commitment, reveal) {
        (None, None) => Ok(seed.unwrap_or(ctx.fallback_seed)),
        (None, Some(_)) => Err(not(Phrase::new("refusal-field-draw-not-committed"))),
        (Some(c), None) => Err(not(
            Phrase::new("refusal-field-draw-must-reveal").text("commitment", fair::short(c))
        )),
        (Some(c), Some(r)) => fair::check_reveal(c, r, seed).map_err(|e| {
            not(match e {
                fair::RevealError::Malformed => Phrase::new("refusal-field-reveal-malformed"),
                fair::RevealError::WrongSecret { committed, gives } => {
                    Phrase::new("refusal-field-reveal-wrong-secret")
                        .text("gives", fair::short(&gives))
                        .text("committed", fair::short(&committed))
                }
                fair::RevealError::WrongSeed {
                    seed,
                    committed_seed,
                } => Phrase::new("refusal-field-reveal-wrong-seed")
                    .text("seed", seed.to_string())
                    .text("committed", committed_seed.to_string()),
            })
        }),
    }
}

/// The opening draw: as many tables as the field needs (numbered from 1, the house
/// order), held seats kept out, players spread evenly at random. A committed draw takes
/// its seed from the revealed secret and records the secret.
pub fn draw_seats(
    field: &Field,
    ctx: &Context,
    held: &[HeldSeat],
    seed: Option<u64>,
    reveal: Option<&str>,
) -> Result<FieldEvent, FieldError> {
    if field.drawn.is_some() {
        return Err(FieldError::AlreadyDrawn);
    }
    let seed = draw_seed(field, ctx, seed, reveal)?;
    let players = field.unseated();
    if players.len() < 2 {
        return Err(FieldError::TooFewToDraw {
            players: players.len(),
        });
    }
    let size = ctx.structure.seats();
    let max_tables = ctx.structure.seating.tables.unwrap_or(u32::MAX);
    let mut room = Seating::new();
    let mut tables = Vec::new();
    let mut capacity = 0usize;
    let mut t = 0u32;
    while capacity < players.len() {
        if t >= max_tables {
            return Err(FieldError::RoomTooSmall {
                tables: max_tables,
                seats: size,
                capacity,
                players: players.len(),
            });
        }
        t += 1;
        room.open_table(t, size)?;
        for h in held.iter().filter(|h| h.at.table == t) {
            room.hold_seat(h.at, h.hold)?;
        }
        capacity += room.table(t)?.capacity();
        tables.push(TableSpec {
            table: t,
            seats: size,
        });
    }
    if let Some(h) = held.iter().find(|h| h.at.table > t) {
        return Err(crate::rules::seating::SeatingError::NoSuchTable { table: h.at.table }.into());
    }
    let mut rng = StdRng::seed_from_u64(seed);
    let order: Vec<TableNo> = (1..=t).collect();
    let drawn = draw_field(&mut room, &order, &players, &mut rng)?;
    Ok(FieldEvent::SeatsDrawn {
        seed,
        reveal: reveal.map(str::to_string),
        tables,
        held: held.to_vec(),
        seats: drawn
            .into_iter()
            .map(|a| Placed {
                player: a.player,
                at: SeatRef {
                    table: a.table,
                    seat: a.seat,
                },
            })
            .collect(),
    })
}

/// Seats waiting entries (alternates) in the seats open now, first registered first.
pub fn seat_alternates(
    field: &Field,
    ctx: &Context,
    seed: Option<u64>,
) -> Result<FieldEvent, FieldError> {
    if field.drawn.is_none() {
        return Err(FieldError::NotDrawn);
    }
    let waiting = field.unseated();
    let Some(&first) = waiting.first() else {
        return Err(FieldError::NobodyWaiting);
    };
    let seed = seed.unwrap_or(ctx.fallback_seed);
    let mut work = field.clone();
    let mut seats = Vec::new();
    let mut opened = Vec::new();
    for (i, player) in waiting.into_iter().enumerate() {
        let (at, table) = late_seat(&work, ctx, seed.wrapping_add(i as u64));
        let Some(at) = at else { break };
        if let Some(t) = table {
            work.seating.open_table(t.table, t.seats)?;
            opened.push(t);
        }
        work.seating.seat(player, at)?;
        seats.push(Placed { player, at });
    }
    if seats.is_empty() {
        return Err(crate::rules::seating::SeatingError::NoOpenSeat { player: first }.into());
    }
    Ok(FieldEvent::AlternatesSeated {
        seed,
        seats,
        opened,
    })
}

/// Whether `player` can bust now: seated, the shootout lets his table lose a player,
/// and he is not the last player in (unless he holds lammers he can still redeem, which
/// keep him in). Lammers never refuse a bust.
/// `players_left` is the field's count, passed in so a view can ask for every row.
pub fn check_bust(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
    players_left: u32,
) -> Result<SeatRef, FieldError> {
    let e = field.entry(player)?;
    let seat =
        field
            .seating
            .players
            .get(&player)
            .copied()
            .ok_or_else(|| FieldError::PlayerState {
                player,
                name: e.name.clone(),
                why: Phrase::new(if e.state == EntryState::Busted {
                    "refusal-field-state-busted-already"
                } else {
                    "refusal-field-state-not-seated"
                }),
            })?;
    super::shootout::check_bust(field, ctx.structure, seat)?;
    if players_left <= 1 && super::chips::bust_holding_lammers(field, ctx, player).is_none() {
        return Err(FieldError::LastPlayer {
            name: e.name.clone(),
        });
    }
    Ok(seat)
}

/// Records a bust. `same_hand` puts it on the same hand as the previous bust; during
/// hand-for-hand every bust of the current hand shares the hand.
pub fn bust(
    field: &Field,
    ctx: &Context,
    player: PlayerId,
    same_hand: bool,
    stack: Option<u64>,
    by: Option<PlayerId>,
    split: &[super::PotShare],
) -> Result<FieldEvent, FieldError> {
    let seat = check_bust(field, ctx, player, field.players_left())?;
    if let Some(held) = super::chips::bust_holding_lammers(field, ctx, player) {
        return Ok(held);
    }
    if split.len() == 1 {
        return Err(FieldError::BadSplit {
            player,
            why: Phrase::new("refusal-field-split-one-winner"),
        });
    }
    if let Some(k) = by
        && !split.is_empty()
        && split[0].player != k
    {
        return Err(FieldError::BadSplit {
            player,
            why: Phrase::new("refusal-field-split-knocker-not-first")
                .text("knocker", k.to_string()),
        });
    }
    for (i, s) in split.iter().enumerate() {
        if s.share == 0 {
            return Err(FieldError::BadSplit {
                player,
                why: Phrase::new("refusal-field-split-no-share")
                    .phrase("who", field.label_phrase(s.player)),
            });
        }
        if split[..i].iter().any(|x| x.player == s.player) {
            return Err(FieldError::BadSplit {
                player,
                why: Phrase::new("refusal-field-split-twice")
                    .phrase("who", field.label_phrase(s.player)),
            });
        }
    }
    for k in by.into_iter().chain(split.iter().map(|s| s.player)) {
        if k == player {
            return Err(FieldError::SelfKnockout { player });
        }
        let ke = field.entry(k)?;
        if ke.state != EntryState::Active {
            return Err(FieldError::PlayerState {
                player: k,
                name: ke.name.clone(),
                why: Phrase::new("refusal-field-state-cannot-win-bounty"),
            });
        }
    }
    let by = by.or(split.first().map(|s| s.player));
    let hand = if field.hand_for_hand {
        H4H_HAND_BASE + field.h4h_hand
    } else if same_hand && field.last_hand > 0 {
        field.last_hand
    } else {
        field.last_hand + 1
    };
    Ok(FieldEvent::Busted {
        player,
        seat,
        hand,
        hand_for_hand: field.hand_for_hand,
        stack,
        by,
        clock: level_after_elimination(field, ctx)?,
        split: split.to_vec(),
        mystery: mystery_draw(field, ctx, player, by),
    })
}

/// Mystery bounties: from the rule's level on, a knockout draws one of the envelopes
/// still sealed, with the context's seed (recorded in the bust); none before that level,
/// without a knocker, or once every envelope is drawn.
fn mystery_draw(
    field: &Field,
    ctx: &Context,
    busted: PlayerId,
    by: Option<PlayerId>,
) -> Option<super::MysteryDraw> {
    let rule = ctx.structure.special.mystery.as_ref()?;
    let knocker = by?;
    if !ctx.started() || level_now(ctx) < rule.from_level {
        return None;
    }
    let mut envelopes = crate::rules::pko::MysteryBounties {
        sealed: field.mystery_sealed(rule),
        drawn: Vec::new(),
    };
    let seed = ctx.fallback_seed;
    match envelopes.draw(busted, knocker, seed) {
        Ok(value) => Some(super::MysteryDraw { value, seed }),
        // Every envelope is drawn: the knockout wins no envelope (the bounty view shows
        // none left).
        Err(crate::rules::pko::MysteryError::NoneLeft) => None,
    }
}

/// The level being played now; on a break, the level just played.
pub fn level_now(ctx: &Context) -> u32 {
    use crate::structure::Period;
    let period = ctx.period();
    ctx.structure.periods[..=period.min(ctx.structure.periods.len().saturating_sub(1))]
        .iter()
        .rev()
        .find_map(|p| match p {
            Period::Level(l) => Some(l.number),
            Period::Break(_) => None,
        })
        .unwrap_or(1)
}

/// Elimination-driven levels: the clock moves on to the level this elimination starts
/// (none before the clock starts, or past the structure's last level).
fn level_after_elimination(field: &Field, ctx: &Context) -> Result<Option<Clock>, FieldError> {
    let Some(every) = ctx.structure.special.eliminations_per_level else {
        return Ok(None);
    };
    if !ctx.started() {
        return Ok(None);
    }
    let schedule = EliminationLevels::every(every, field.field_size());
    let level = schedule.level_for(field.busts.len() as u32 + 1);
    let Some(target) = ctx.structure.period_of_level(level) else {
        return Ok(None);
    };
    let now = clock::read(ctx.clock, ctx.structure, ctx.now);
    let current = ctx
        .structure
        .periods
        .get(now.period)
        .and_then(|p| p.as_level())
        .map_or(0, |l| l.number);
    if level <= current {
        return Ok(None);
    }
    let to = ClockAction::GoTo { period: target };
    Ok(Some(clock::apply(ctx.clock, ctx.structure, to, ctx.now)?))
}

/// A player's chips at a hard stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ChipCount {
    pub player: PlayerId,
    pub chips: u64,
}

/// The players counted, each still in and counted once; `out` says why a player not
/// still in has no count.
fn counted_once(
    field: &Field,
    counts: &[ChipCount],
    out: &'static str,
) -> Result<BTreeSet<PlayerId>, FieldError> {
    // `out`: the message saying why a player not still in has no count.
    let left: BTreeSet<PlayerId> = field.active().map(|e| e.id).collect();
    let mut given = BTreeSet::new();
    for c in counts {
        let name = || field.entry(c.player).map(|e| e.name.clone());
        if !left.contains(&c.player) {
            return Err(FieldError::PlayerState {
                player: c.player,
                name: name()?,
                why: Phrase::new(out),
            });
        }
        if !given.insert(c.player) {
            return Err(FieldError::CountTwice {
                player: c.player,
                name: name()?,
            });
        }
    }
    Ok(given)
}

/// Chip counts recorded for players still in: each once, each above zero (a player with
/// no chips is busted instead).
pub fn record_counts(field: &Field, counts: &[ChipCount]) -> Result<FieldEvent, FieldError> {
    if counts.is_empty() {
        return Err(FieldError::NoCounts);
    }
    counted_once(field, counts, "refusal-field-state-no-count")?;
    if let Some(c) = counts.iter().find(|c| c.chips == 0) {
        return Err(FieldError::PlayerState {
            player: c.player,
            name: field.entry(c.player)?.name.clone(),
            why: Phrase::new("refusal-field-state-zero-chips"),
        });
    }
    Ok(FieldEvent::Counted {
        counts: counts.to_vec(),
    })
}

/// Hard stop: every player still in, with his chips; places by chip count.
pub fn hard_stop(field: &Field, counts: &[ChipCount]) -> Result<FieldEvent, FieldError> {
    let given = counted_once(field, counts, "refusal-field-state-no-count-at-stop")?;
    if let Some(missing) = field.active().map(|e| e.id).find(|p| !given.contains(p)) {
        return Err(FieldError::PlayerState {
            player: missing,
            name: field.entry(missing)?.name.clone(),
            why: Phrase::new("refusal-field-state-needs-count"),
        });
    }
    let pairs: Vec<(PlayerId, u64)> = counts.iter().map(|c| (c.player, c.chips)).collect();
    Ok(FieldEvent::HardStop {
        finishes: hard_stop_places(&pairs),
    })
}

/// Confirms moves (the proposed ones, or edited). The plan for `seed` says which tables
/// break and whether the final table forms; the moves are checked seat by seat.
pub fn confirm_moves(
    field: &Field,
    ctx: &Context,
    seed: u64,
    orders: &[MoveOrder],
) -> Result<FieldEvent, FieldError> {
    let settings = balance_settings(ctx.structure, ctx.period());
    let mut rng = StdRng::seed_from_u64(seed);
    let plan = plan_after_bust(&field.seating, &settings, &mut rng)?;
    let mut seen = BTreeSet::new();
    let mut dest = BTreeSet::new();
    for o in orders {
        if !seen.insert(o.player) {
            return Err(FieldError::MoveTwice {
                player: o.player,
                name: field.entry(o.player)?.name.clone(),
            });
        }
        if !dest.insert((o.to.table, o.to.seat)) {
            return Err(FieldError::SameDestination {
                table: o.to.table,
                seat: o.to.seat,
            });
        }
    }
    let mut work = field.seating.clone();
    let mut moves = Vec::with_capacity(orders.len());
    for o in orders {
        let from = work.location(o.player)?;
        let kind = plan
            .moves
            .iter()
            .find(|m| m.player == o.player)
            .map_or(crate::rules::seating::MoveKind::Balance, |m| m.kind);
        moves.push(MoveDone {
            player: o.player,
            from,
            to: o.to.into(),
            kind,
        });
    }
    for m in &moves {
        work.unseat(m.player)?;
    }
    let resize = plan.final_table.and_then(|ft| {
        let now = work.table(ft.table).ok()?.size();
        (now != ft.seats).then_some(TableSpec {
            table: ft.table,
            seats: ft.seats,
        })
    });
    if let Some(r) = resize {
        work.resize_table(r.table, r.seats)?;
    }
    for m in &moves {
        work.seat(m.player, m.to)?;
    }
    let closed: Vec<TableNo> = plan
        .broken_tables
        .iter()
        .copied()
        .filter(|t| work.table(*t).is_ok_and(|t| t.player_count() == 0))
        .collect();
    Ok(FieldEvent::Moved {
        seed,
        resize,
        moves,
        closed,
    })
}

/// Records the button seat for the next hand at a table (`None`: unknown).
pub fn set_button(
    field: &Field,
    table: TableNo,
    seat: Option<SeatNo>,
) -> Result<FieldEvent, FieldError> {
    let mut probe = field.seating.clone();
    probe.set_button(table, seat)?;
    Ok(FieldEvent::ButtonSet {
        table,
        seat,
        winners: Vec::new(),
    })
}

/// Win-the-button: the hand's winner(s) at a table; the button goes to the winner in
/// the worst position.
pub fn hand_won(
    field: &Field,
    ctx: &Context,
    table: TableNo,
    winners: &[SeatNo],
) -> Result<FieldEvent, FieldError> {
    if !ctx.structure.special.win_the_button {
        return Err(FieldError::NotWinTheButton);
    }
    let t = field.seating.table(table)?;
    let button = t.button.ok_or(FieldError::ButtonUnknown { table })?;
    for &s in winners {
        if t.occupant(s).is_none() {
            return Err(crate::rules::seating::SeatingError::NoSuchSeat {
                table,
                seat: s,
                size: t.size(),
            }
            .into());
        }
    }
    let seat = win_the_button(button, winners, t.size()).ok_or(
        crate::rules::seating::SeatingError::TooSmall {
            what: crate::rules::seating::Quantity::HandWinners,
            min: 1,
            got: 0,
        },
    )?;
    Ok(FieldEvent::ButtonSet {
        table,
        seat: Some(seat),
        winners: winners.to_vec(),
    })
}

/// Turns hand-for-hand on or off.
pub fn hand_for_hand(field: &Field, on: bool) -> Result<FieldEvent, FieldError> {
    if field.hand_for_hand == on {
        return Err(FieldError::HandForHand {
            state: if on {
                HandForHandState::AlreadyOn
            } else {
                HandForHandState::AlreadyOff
            },
        });
    }
    if on && field.drawn.is_none() {
        return Err(FieldError::NotDrawn);
    }
    Ok(FieldEvent::HandForHand { on })
}

/// Every table finished the current hand-for-hand hand: the next one starts and the
/// clock loses the time of one hand (the structure's seconds, capped at three minutes).
pub fn hand_for_hand_hand(field: &Field, ctx: &Context) -> Result<FieldEvent, FieldError> {
    if !field.hand_for_hand {
        return Err(FieldError::HandForHand {
            state: HandForHandState::Off,
        });
    }
    let per_hand = i64::from(ctx.structure.seating.hand_for_hand_seconds.min(180)) * 1000;
    let settled = clock::read(ctx.clock, ctx.structure, ctx.now);
    let clock = if ctx.started() && per_hand > 0 {
        // A hand longer than the time left uses the level up: the clock is left at its
        // last instant (the least it can hold) and moves on to the next level as it runs.
        let left = (settled.remaining_ms - per_hand).max(1);
        let to = ClockAction::SetRemaining { ms: left };
        Some(clock::apply(ctx.clock, ctx.structure, to, ctx.now)?)
    } else {
        None
    };
    Ok(FieldEvent::HandForHandHand {
        hand: field.h4h_hand + 1,
        clock,
    })
}

/// The tables in play that have not reported the hand-for-hand hand finished.
pub fn tables_waiting(field: &Field) -> Vec<TableNo> {
    field
        .seating
        .tables
        .keys()
        .copied()
        .filter(|t| !field.h4h_done.contains(t))
        .collect()
}

/// "table 2", "tables 2 and 5", "tables 2, 5 and 7".
pub fn tables_words(tables: &[TableNo]) -> String {
    tables_words_in(tables, crate::lang::Locale::ENGLISH)
}

/// [`tables_words`] in `l`'s words.
pub fn tables_words_in(tables: &[TableNo], l: crate::lang::Locale) -> String {
    use crate::lang::Arg;
    let n: Vec<String> = tables.iter().map(ToString::to_string).collect();
    match n.as_slice() {
        [] => l.say("tables-none", &[]),
        [one] => l.say("tables-one", &[("table", Arg::Text(one))]),
        [rest @ .., last] => l.say(
            "tables-many",
            &[
                ("list", Arg::Text(&rest.join(", "))),
                ("last", Arg::Text(last)),
            ],
        ),
    }
}

/// A table reports the hand-for-hand hand finished there (its dealer's tablet, or the
/// desk for it). The last table to report finishes the hand everywhere: the next hand
/// starts and the clock loses one hand's time, as when the desk says every table is done.
pub fn table_hand_done(
    field: &Field,
    ctx: &Context,
    table: TableNo,
) -> Result<FieldEvent, FieldError> {
    if !field.hand_for_hand {
        return Err(FieldError::HandForHand {
            state: HandForHandState::Off,
        });
    }
    field.seating.table(table)?;
    let hand = field.h4h_hand + 1;
    if field.h4h_done.contains(&table) {
        return Err(FieldError::TableAlreadyDone {
            table,
            hand,
            waiting: tables_waiting(field),
        });
    }
    let others: Vec<TableNo> = tables_waiting(field)
        .into_iter()
        .filter(|t| *t != table)
        .collect();
    if others.is_empty() {
        return hand_for_hand_hand(field, ctx);
    }
    Ok(FieldEvent::TableHandDone { table, hand })
}

/// Holds an empty seat out of play (`Some`) or releases it (`None`).
pub fn hold_seat(
    field: &Field,
    at: SeatRef,
    hold: Option<crate::rules::seating::SeatHold>,
) -> Result<FieldEvent, FieldError> {
    let mut probe = field.seating.clone();
    match hold {
        Some(h) => probe.hold_seat(at, h)?,
        None => {
            let t = probe.table(at.table)?;
            if !t.held.contains_key(&at.seat) {
                return Err(FieldError::NotHeld {
                    table: at.table,
                    seat: at.seat,
                });
            }
        }
    }
    Ok(FieldEvent::SeatHeld { at, hold })
}
