//! What the desk and the clock show of the chip records: the lammers still out and who
//! owes a redemption, the bounty report, and one line per chip action for the
//! recent-actions list.

use super::{EntryState, Field, FieldEvent};
use crate::bounty::{BountyError, bounty_report};
use crate::purchase::{Moment, PurchaseKind};
use crate::seating::PlayerId;
use crate::structure::{Chips, LammerDeadline, Structure};
use crate::words::chips as group;
use serde::{Deserialize, Serialize};

/// Lammers not yet redeemed, for the clock display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct LammersView {
    /// Lammers held by players still in.
    pub outstanding: u32,
    /// Chips they would add if all were redeemed.
    pub value: Chips,
    /// Every lammer is redeemed by the end of this level.
    pub deadline_level: u32,
    /// Players who lost their chips holding lammers: they redeem before the next hand.
    pub owing: Vec<OwingView>,
}

/// A player who owes a redemption.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct OwingView {
    pub player: PlayerId,
    pub name: String,
    pub held: u32,
}

/// The lammers still out, while any are held.
pub fn lammers_view(field: &Field) -> Option<LammersView> {
    let book = field.chips.lammers.as_ref()?;
    let outstanding = book.outstanding_count();
    if outstanding == 0 {
        return None;
    }
    let owing = book
        .owes_redemption()
        .into_iter()
        .map(|p| OwingView {
            player: p,
            name: field
                .entries
                .get(&p)
                .map(|e| e.name.clone())
                .unwrap_or_default(),
            held: field.chips.held(p),
        })
        .collect();
    Some(LammersView {
        outstanding,
        value: book.outstanding_value(),
        deadline_level: book.rule.redeem_by_end_of_level,
        owing,
    })
}

/// One player's bounties.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct BountyLine {
    pub player: PlayerId,
    pub name: String,
    /// Players this entry knocked out.
    pub knockouts: u32,
    /// The winner keeps his own bounty.
    pub kept_own: bool,
    /// Money won, in minor units.
    #[ts(type = "number")]
    pub amount: u64,
}

/// The bounty report of an event with a bounty on each player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct BountyView {
    /// The bounty on each entry, in minor units.
    #[ts(type = "number")]
    pub bounty: u64,
    pub currency: Option<String>,
    /// Entries that won something, most money first.
    pub players: Vec<BountyLine>,
    /// Bounties not yet won: players still in, and busts with no knocker recorded.
    #[ts(type = "number")]
    pub outstanding: u64,
}

/// The bounty report, when the event has `[special] bounty`.
pub fn bounty_view(
    structure: &Structure,
    field: &Field,
) -> Result<Option<BountyView>, BountyError> {
    let Some(bounty) = structure.special.bounty else {
        return Ok(None);
    };
    let entrants: Vec<PlayerId> = field
        .entries
        .values()
        .filter(|e| e.state != EntryState::Unregistered)
        .map(|e| e.id)
        .collect();
    let left: Vec<_> = field.active().collect();
    let winner = (left.len() == 1 && !field.busts.is_empty()).then(|| left[0].id);
    let report = bounty_report(bounty, &entrants, &field.chips.knockouts, winner)?;
    let mut players: Vec<BountyLine> = report
        .won
        .iter()
        .map(|(&p, &amount)| BountyLine {
            player: p,
            name: field
                .entries
                .get(&p)
                .map(|e| e.name.clone())
                .unwrap_or_default(),
            knockouts: report.awards.iter().filter(|a| a.won_by == p).count() as u32,
            kept_own: winner == Some(p),
            amount,
        })
        .collect();
    players.sort_by(|a, b| b.amount.cmp(&a.amount).then(a.player.cmp(&b.player)));
    Ok(Some(BountyView {
        bounty,
        currency: structure.money.as_ref().map(|m| m.currency.clone()),
        players,
        outstanding: report.outstanding,
    }))
}

/// A line for a chip action in the recent-actions list.
pub fn describe(field: &Field, change: &FieldEvent) -> String {
    let who = |p| field.label(p);
    match change {
        FieldEvent::LammersRedeemed {
            player,
            level,
            count,
            chips,
        } => format!(
            "{} redeemed {count} lammer(s) for {} chips at level {level}",
            who(*player),
            group(*chips)
        ),
        FieldEvent::BustHeld { player, held } => format!(
            "{} lost their chips holding {held} lammer(s): redeems before the next hand",
            who(*player)
        ),
        FieldEvent::LammerDeadlinePassed { level, actions } => {
            let count: u32 = actions.iter().map(|a| a.count).sum();
            let what = match actions.first().map(|a| a.rule) {
                Some(LammerDeadline::Forfeit) => "forfeited",
                _ => "redeemed",
            };
            format!(
                "Lammer deadline at level {level}: {count} lammer(s) of {} player(s) {what}",
                actions.len()
            )
        }
        FieldEvent::Purchased { purchase: p } => {
            let when = match p.moment {
                Moment::Level(n) => format!("level {n}"),
                Moment::BreakAfter(n) => format!("the break after level {n}"),
            };
            let what = match p.kind {
                PurchaseKind::Rebuy => "a rebuy",
                PurchaseKind::AddOn => "an add-on",
                PurchaseKind::ReEntry => "a re-entry",
            };
            format!(
                "{} bought {what} ({} chips) at {when}",
                who(p.player),
                group(p.chips)
            )
        }
        FieldEvent::ChipRaceDone {
            table,
            removed_value,
            added_value,
        } => format!(
            "Chip race at table {table}: {} removed, {} given back",
            group(*removed_value),
            group(*added_value)
        ),
        _ => String::new(),
    }
}
