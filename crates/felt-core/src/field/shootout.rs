//! Shootouts in a live event (BARGE 1.10): round 1 is the ordinary draw (tables filled
//! evenly), tables are never balanced, each table plays down to the players advancing
//! (one or two), and the next round is drawn from them. The TD may also record a table's
//! winners at once: everyone else at that table busts on one hand.

use super::{EntryState, Field, FieldError, FieldEvent, Placed, TableSpec};
use crate::rules::seating::draw::draw_field;
use crate::rules::seating::shootout::{ShootoutSettings, plan};
use crate::rules::seating::{PlayerId, SeatRef, Seating, TableNo};
use crate::structure::Structure;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde::{Deserialize, Serialize};

/// The shootout settings of the event, if it is one.
pub fn settings(structure: &Structure) -> Option<ShootoutSettings> {
    structure.special.shootout.map(|s| ShootoutSettings {
        seats: structure.seats(),
        advance: u32::from(s.advance),
        rounds: Some(u32::from(s.rounds)).filter(|r| *r > 0),
    })
}

/// Where a shootout stands, for the desk and the room chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ShootoutView {
    pub round: u32,
    pub advance: u32,
    /// Tables down to their advancing players.
    pub decided: Vec<TableNo>,
    /// Players through to the next round so far.
    pub advancing: Vec<PlayerId>,
    /// Every table is decided: the next round can be drawn.
    pub round_over: bool,
    /// The layout warnings for the field (rounds that are not whole) and the proposals.
    pub warnings: Vec<String>,
}

/// Tables down to `advance` players or fewer (the final table: to one).
fn decided(field: &Field, advance: u32) -> Vec<TableNo> {
    let last = field.seating.tables.len() == 1;
    field
        .seating
        .tables
        .values()
        .filter(|t| {
            let n = t.player_count() as u32;
            if last { n <= 1 } else { n <= advance }
        })
        .map(|t| t.number)
        .collect()
}

/// The shootout view, when the event is a shootout and seats are drawn.
pub fn view(field: &Field, structure: &Structure) -> Option<ShootoutView> {
    let s = settings(structure)?;
    field.drawn?;
    let decided = decided(field, s.advance);
    let advancing = field
        .seating
        .tables
        .values()
        .filter(|t| decided.contains(&t.number))
        .flat_map(|t| t.seated().map(|x| x.1).collect::<Vec<_>>())
        .collect();
    // A field the rounds cannot hold is said on the panel, not left out.
    let warnings = match plan(field.field_size(), s) {
        Ok(layout) => layout.warnings,
        Err(e) => vec![format!(
            "The rounds cannot be laid out for this field: {e}."
        )],
    };
    Some(ShootoutView {
        round: field.round.max(1),
        advance: s.advance,
        round_over: field.seating.tables.len() > 1 && decided.len() == field.seating.tables.len(),
        decided,
        advancing,
        warnings,
    })
}

/// Refuses a bust at a table already down to its advancing players.
pub fn check_bust(field: &Field, structure: &Structure, at: SeatRef) -> Result<(), FieldError> {
    let Some(s) = settings(structure) else {
        return Ok(());
    };
    if field.seating.tables.len() > 1 && decided(field, s.advance).contains(&at.table) {
        return Err(FieldError::TableDecided {
            table: at.table,
            advance: s.advance,
        });
    }
    Ok(())
}

/// The TD records a table's winners: everyone else there busts on one hand.
pub fn table_won(
    field: &Field,
    structure: &Structure,
    table: TableNo,
    winners: &[PlayerId],
) -> Result<FieldEvent, FieldError> {
    let s = settings(structure).ok_or(FieldError::NotShootout)?;
    let t = field.seating.table(table)?;
    let want = if field.seating.tables.len() == 1 {
        1
    } else {
        s.advance as usize
    };
    if winners.len() != want.min(t.player_count()) {
        return Err(FieldError::WinnersCount {
            table,
            want,
            got: winners.len(),
        });
    }
    for w in winners {
        if field.seating.location(*w).map(|at| at.table) != Ok(table) {
            return Err(
                crate::rules::seating::SeatingError::NotAtTable { player: *w, table }.into(),
            );
        }
    }
    let busted: Vec<Placed> = t
        .seated()
        .filter(|(_, p)| !winners.contains(p))
        .map(|(seat, player)| Placed {
            player,
            at: SeatRef { table, seat },
        })
        .collect();
    Ok(FieldEvent::TableWon {
        table,
        winners: winners.to_vec(),
        busted,
        hand: field.last_hand + 1,
    })
}

/// Draws the next round from the players still in, once every table is decided.
pub fn next_round(
    field: &Field,
    structure: &Structure,
    seed: u64,
) -> Result<FieldEvent, FieldError> {
    let s = settings(structure).ok_or(FieldError::NotShootout)?;
    let Some(v) = view(field, structure) else {
        return Err(FieldError::NotDrawn);
    };
    if !v.round_over {
        let open: Vec<TableNo> = field
            .seating
            .tables
            .keys()
            .copied()
            .filter(|t| !v.decided.contains(t))
            .collect();
        return Err(FieldError::RoundNotOver { tables: open });
    }
    let players: Vec<PlayerId> = field
        .entries
        .values()
        .filter(|e| e.state == EntryState::Active)
        .map(|e| e.id)
        .collect();
    let count = (players.len() as u32).div_ceil(u32::from(s.seats)).max(1);
    let mut room = Seating::new();
    let mut tables = Vec::new();
    for t in 1..=count {
        room.open_table(t, s.seats)?;
        tables.push(TableSpec {
            table: t,
            seats: s.seats,
        });
    }
    let order: Vec<TableNo> = (1..=count).collect();
    let mut rng = StdRng::seed_from_u64(seed);
    let seats = draw_field(&mut room, &order, &players, &mut rng)?
        .into_iter()
        .map(|a| Placed {
            player: a.player,
            at: SeatRef {
                table: a.table,
                seat: a.seat,
            },
        })
        .collect();
    Ok(FieldEvent::RoundDrawn {
        round: field.round.max(1) + 1,
        seed,
        tables,
        seats,
    })
}
