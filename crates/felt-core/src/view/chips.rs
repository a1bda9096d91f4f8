//! What the desk and the clock show of the chip records: the lammers still out and who
//! owes a redemption, the bounty report, and one line per chip action for the
//! recent-actions list.

use crate::field::{EntryState, Field};
use crate::rules::bounty::{BountyError, bounty_report};
use crate::rules::seating::PlayerId;
use crate::structure::{Chips, Structure};
use serde::{Deserialize, Serialize};

/// Lammers not yet redeemed, for the clock display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BountyLine {
    pub player: PlayerId,
    pub name: String,
    /// Players this entry knocked out.
    pub knockouts: u32,
    /// The winner keeps his own bounty.
    pub kept_own: bool,
    /// Money won, in minor units.
    pub amount: u64,
    /// The same in words: "$1,500".
    pub amount_text: String,
}

/// The bounty report of an event with a bounty on each player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BountyView {
    /// The bounty on each entry, in minor units.
    pub bounty: u64,
    /// The bounty in words: "$500".
    pub bounty_text: String,
    pub currency: Option<String>,
    /// Entries that won something, most money first.
    pub players: Vec<BountyLine>,
    /// Bounties not yet won: players still in, and busts with no knocker recorded.
    pub outstanding: u64,
    /// Progressive knockout: each head grows with the knockouts its player makes.
    pub progressive: bool,
    /// In a progressive knockout, the bounty on each player still in, largest first.
    pub heads: Vec<BountyHead>,
    /// Mystery bounties: the envelopes drawn and those still sealed.
    pub mystery: Option<MysteryView>,
}

/// The mystery envelopes of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct MysteryView {
    /// Knockouts draw from this level on.
    pub from_level: u32,
    /// Envelopes still sealed and what they hold in all.
    pub sealed: u32,
    pub sealed_value: u64,
    pub sealed_text: String,
    /// The biggest envelope still sealed, in words.
    pub top_left: Option<String>,
    /// Each envelope drawn, newest first: "Ann drew $1,000 for Dee".
    pub drawn: Vec<String>,
}

/// The bounty on one player's head now (progressive knockouts).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BountyHead {
    pub player: PlayerId,
    pub name: String,
    pub head: u64,
    /// The same in words: "$35".
    pub head_text: String,
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
    let currency = structure.money.as_ref().map(|m| m.currency.clone());
    let say = |minor: u64| crate::words::money(minor, currency.as_deref().unwrap_or(""));
    let name = |p: PlayerId| {
        field
            .entries
            .get(&p)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    };
    if let Some(pko) = crate::field::chips::pko_now(field, structure) {
        let state = pko.map_err(BountyError::Progressive)?;
        let mut players: Vec<BountyLine> = state
            .cash
            .iter()
            .map(|(&p, &amount)| BountyLine {
                player: p,
                name: name(p),
                knockouts: state.awards.iter().filter(|a| a.winner == p).count() as u32,
                kept_own: state.champion == Some(p),
                amount,
                amount_text: say(amount),
            })
            .collect();
        players.sort_by(|a, b| b.amount.cmp(&a.amount).then(a.player.cmp(&b.player)));
        let mut heads: Vec<BountyHead> = state
            .heads
            .iter()
            .filter(|(p, _)| {
                field
                    .entries
                    .get(*p)
                    .is_some_and(|e| e.state == EntryState::Active)
            })
            .map(|(&p, &head)| BountyHead {
                player: p,
                name: name(p),
                head,
                head_text: say(head),
            })
            .collect();
        heads.sort_by(|a, b| b.head.cmp(&a.head).then(a.player.cmp(&b.player)));
        return Ok(Some(BountyView {
            bounty,
            bounty_text: say(bounty),
            currency: currency.clone(),
            players,
            outstanding: state.heads.values().sum(),
            progressive: true,
            heads,
            mystery: None,
        }));
    }
    if let Some(rule) = &structure.special.mystery {
        // Each envelope drawn is paid to the pot's winners by share.
        let mut won: std::collections::BTreeMap<PlayerId, (u64, u32)> = Default::default();
        for paid in &field.mystery {
            for (p, part) in paid.parts() {
                let w = won.entry(p).or_default();
                w.0 += part;
                w.1 += 1;
            }
        }
        let mut players: Vec<BountyLine> = won
            .iter()
            .map(|(&p, &(amount, knockouts))| BountyLine {
                player: p,
                name: name(p),
                knockouts,
                kept_own: false,
                amount,
                amount_text: say(amount),
            })
            .collect();
        players.sort_by(|a, b| b.amount.cmp(&a.amount).then(a.player.cmp(&b.player)));
        let sealed = field.mystery_sealed(rule);
        let sealed_value: u64 = sealed.iter().sum();
        let drawn = field
            .mystery
            .iter()
            .rev()
            .map(|paid| {
                let winners: Vec<String> = paid.winners.iter().map(|w| name(w.0)).collect();
                format!(
                    "{} drew {} for {}",
                    winners.join(" and "),
                    say(paid.value),
                    name(paid.busted)
                )
            })
            .collect();
        return Ok(Some(BountyView {
            bounty,
            bounty_text: say(bounty),
            currency: currency.clone(),
            players,
            outstanding: sealed_value,
            progressive: false,
            heads: Vec::new(),
            mystery: Some(MysteryView {
                from_level: rule.from_level,
                sealed: sealed.len() as u32,
                sealed_value,
                sealed_text: say(sealed_value),
                top_left: sealed.iter().max().map(|&v| say(v)),
                drawn,
            }),
        }));
    }
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
            amount_text: say(amount),
        })
        .collect();
    players.sort_by(|a, b| b.amount.cmp(&a.amount).then(a.player.cmp(&b.player)));
    Ok(Some(BountyView {
        bounty,
        bounty_text: say(bounty),
        currency: currency.clone(),
        players,
        outstanding: report.outstanding,
        progressive: false,
        heads: Vec::new(),
        mystery: None,
    }))
}
