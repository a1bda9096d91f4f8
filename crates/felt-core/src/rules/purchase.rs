//! Rebuys, add-ons and re-entries: whether a purchase is allowed now, and the totals.
//!
//! Each offer is an [`AddOnRule`] from the structure (price, fee, chips, a per-player
//! limit, a window of levels or one break, an optional stack ceiling). A
//! [`PurchaseLedger`] checks a purchase against its offer and the player's earlier
//! purchases, records it, and sums the chips and money it brought in.

use crate::lang::{Phrase, Speak};
use crate::rules::seating::PlayerId;
use crate::structure::{AddOnRule, Chips, PurchaseWindow, Structure};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What is being bought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PurchaseKind {
    /// More chips for a busted or short player, in the same entry.
    Rebuy,
    /// Extra chips for a player still in.
    AddOn,
    /// A new entry for a busted player.
    ReEntry,
}

impl fmt::Display for PurchaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PurchaseKind::Rebuy => "rebuy",
            PurchaseKind::AddOn => "add-on",
            PurchaseKind::ReEntry => "re-entry",
        })
    }
}

/// Where play stands when the purchase is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", content = "level", rename_all = "snake_case")]
pub enum Moment {
    /// During level n (between its hands).
    Level(u32),
    /// During the break that follows level n.
    BreakAfter(u32),
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Moment::Level(n) => write!(f, "level {n}"),
            Moment::BreakAfter(n) => write!(f, "the break after level {n}"),
        }
    }
}

/// Whether `moment` falls inside `window`.
pub fn window_contains(window: PurchaseWindow, moment: Moment) -> bool {
    match (window, moment) {
        (PurchaseWindow::Levels { from, until }, Moment::Level(n)) => (from..=until).contains(&n),
        (PurchaseWindow::Levels { from, until }, Moment::BreakAfter(n)) => from <= n && n < until,
        (PurchaseWindow::Break { after_level }, Moment::BreakAfter(n)) => n == after_level,
        (PurchaseWindow::Break { .. }, Moment::Level(_)) => false,
    }
}

/// The player as the TD sees them when they ask to buy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerStanding {
    pub stack: Chips,
    /// Out of chips (and of lammers): only a rebuy or a re-entry brings them back.
    pub busted: bool,
}

/// A purchase the rules refuse. Said in the asker's language (`refusal-purchase-*` in
/// the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PurchaseError {
    NotOffered(PurchaseKind),
    OutsideWindow {
        player: PlayerId,
        kind: PurchaseKind,
        moment: Moment,
        window: PurchaseWindow,
    },
    LimitReached {
        player: PlayerId,
        kind: PurchaseKind,
        limit: u32,
    },
    StackTooBig {
        player: PlayerId,
        kind: PurchaseKind,
        stack: Chips,
        at_most: Chips,
    },
    NotBusted {
        player: PlayerId,
        kind: PurchaseKind,
    },
    Busted {
        player: PlayerId,
    },
}

impl PurchaseKind {
    /// The key a message selects its words by ("rebuy", "add-on", "re-entry").
    pub fn key(self) -> &'static str {
        match self {
            PurchaseKind::Rebuy => "rebuy",
            PurchaseKind::AddOn => "add-on",
            PurchaseKind::ReEntry => "re-entry",
        }
    }
}

impl Moment {
    /// Where play stands, in a sentence: "level 4", "the break after level 4".
    pub fn phrase(self) -> Phrase {
        match self {
            Moment::Level(n) => Phrase::new("period-level").count("level", n),
            Moment::BreakAfter(n) => Phrase::new("period-break-after").count("level", n),
        }
    }
}

/// A window in the words of a refusal: "levels 1 to 6", "the break after level 4".
pub fn window_phrase(window: PurchaseWindow) -> Phrase {
    match window {
        PurchaseWindow::Levels { from, until } => Phrase::new("refusal-purchase-window-levels")
            .text("from", from.to_string())
            .text("until", until.to_string()),
        PurchaseWindow::Break { after_level } => {
            Phrase::new("period-break-after").count("level", after_level)
        }
    }
}

impl Speak for PurchaseError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            PurchaseError::NotOffered(kind) => {
                p("refusal-purchase-not-offered").text("kind", kind.key())
            }
            PurchaseError::OutsideWindow {
                player,
                kind,
                moment,
                window,
            } => p("refusal-purchase-outside-window")
                .text("player", player.to_string())
                .text("kind", kind.key())
                .phrase("moment", moment.phrase())
                .phrase("window", window_phrase(*window)),
            PurchaseError::LimitReached {
                player,
                kind,
                limit,
            } => p("refusal-purchase-limit-reached")
                .text("player", player.to_string())
                .phrase(
                    "bought",
                    p(match kind {
                        PurchaseKind::Rebuy => "refusal-purchase-rebuys",
                        PurchaseKind::AddOn => "refusal-purchase-add-ons",
                        PurchaseKind::ReEntry => "refusal-purchase-re-entries",
                    })
                    .count("count", *limit),
                ),
            PurchaseError::StackTooBig {
                player,
                kind,
                stack,
                at_most,
            } => p("refusal-purchase-stack-too-big")
                .text("player", player.to_string())
                .text("kind", kind.key())
                .figure("stack", *stack)
                .figure("at_most", *at_most),
            PurchaseError::NotBusted { player, kind } => p("refusal-purchase-not-busted")
                .text("player", player.to_string())
                .text("kind", kind.key()),
            PurchaseError::Busted { player } => {
                p("refusal-purchase-busted").text("player", player.to_string())
            }
        }
    }
}
crate::spoken_error!(PurchaseError);

/// One recorded purchase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchase {
    pub player: PlayerId,
    pub kind: PurchaseKind,
    pub moment: Moment,
    pub chips: Chips,
    /// Paid, fee included, in minor units.
    pub price: u64,
    pub fee: u64,
}

/// What purchases brought in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PurchaseTotals {
    pub rebuys: u32,
    pub add_ons: u32,
    pub re_entries: u32,
    /// Chips added to play.
    pub chips: Chips,
    /// Money taken, fees included.
    pub money: u64,
    pub fees: u64,
    /// Money that goes to the prize pool (money less fees).
    pub prize_pool: u64,
}

/// The purchase offers of an event and every purchase made.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PurchaseLedger {
    pub rebuy: Option<AddOnRule>,
    pub add_on: Option<AddOnRule>,
    pub re_entry: Option<AddOnRule>,
    pub purchases: Vec<Purchase>,
}

impl PurchaseLedger {
    /// An empty ledger with the offers of `structure`.
    pub fn for_structure(structure: &Structure) -> Self {
        PurchaseLedger {
            rebuy: structure.rebuy.clone(),
            add_on: structure.add_on.clone(),
            re_entry: structure.re_entry.clone(),
            purchases: Vec::new(),
        }
    }

    /// The offers of `structure` as it stands after a change (the purchases made stay).
    pub fn follow(&mut self, structure: &Structure) {
        self.rebuy = structure.rebuy.clone();
        self.add_on = structure.add_on.clone();
        self.re_entry = structure.re_entry.clone();
    }

    /// The offer for `kind`, if the event has one.
    pub fn offer(&self, kind: PurchaseKind) -> Option<&AddOnRule> {
        match kind {
            PurchaseKind::Rebuy => self.rebuy.as_ref(),
            PurchaseKind::AddOn => self.add_on.as_ref(),
            PurchaseKind::ReEntry => self.re_entry.as_ref(),
        }
    }

    /// How many `kind` purchases `player` has made.
    pub fn count(&self, player: PlayerId, kind: PurchaseKind) -> u32 {
        self.purchases
            .iter()
            .filter(|p| p.player == player && p.kind == kind)
            .count() as u32
    }

    /// Whether `player`, standing as `standing`, may buy `kind` at `moment`.
    pub fn check(
        &self,
        kind: PurchaseKind,
        player: PlayerId,
        moment: Moment,
        standing: PlayerStanding,
    ) -> Result<&AddOnRule, PurchaseError> {
        let offer = self.offer(kind).ok_or(PurchaseError::NotOffered(kind))?;
        if let Some(window) = offer.window
            && !window_contains(window, moment)
        {
            return Err(PurchaseError::OutsideWindow {
                player,
                kind,
                moment,
                window,
            });
        }
        match kind {
            PurchaseKind::ReEntry if !standing.busted => {
                return Err(PurchaseError::NotBusted { player, kind });
            }
            PurchaseKind::AddOn if standing.busted => {
                return Err(PurchaseError::Busted { player });
            }
            _ => {}
        }
        if let Some(limit) = offer.limit
            && self.count(player, kind) >= limit
        {
            return Err(PurchaseError::LimitReached {
                player,
                kind,
                limit,
            });
        }
        if let Some(at_most) = offer.stack_at_most
            && !standing.busted
            && standing.stack > at_most
        {
            return Err(PurchaseError::StackTooBig {
                player,
                kind,
                stack: standing.stack,
                at_most,
            });
        }
        Ok(offer)
    }

    /// Checks and records a purchase; returns it.
    pub fn buy(
        &mut self,
        kind: PurchaseKind,
        player: PlayerId,
        moment: Moment,
        standing: PlayerStanding,
    ) -> Result<Purchase, PurchaseError> {
        let offer = self.check(kind, player, moment, standing)?;
        // The price in force at the moment of the purchase (a later price from its level).
        let level = match moment {
            Moment::Level(n) | Moment::BreakAfter(n) => n,
        };
        let (price, fee) = offer.price_at(level);
        let purchase = Purchase {
            player,
            kind,
            moment,
            chips: offer.chips,
            price,
            fee,
        };
        self.purchases.push(purchase);
        Ok(purchase)
    }

    /// Counts, chips and money of every purchase recorded.
    pub fn totals(&self) -> PurchaseTotals {
        let mut t = PurchaseTotals::default();
        for p in &self.purchases {
            match p.kind {
                PurchaseKind::Rebuy => t.rebuys += 1,
                PurchaseKind::AddOn => t.add_ons += 1,
                PurchaseKind::ReEntry => t.re_entries += 1,
            }
            t.chips = t.chips.saturating_add(p.chips);
            t.money = t.money.saturating_add(p.price);
            t.fees = t.fees.saturating_add(p.fee);
        }
        t.prize_pool = t.money.saturating_sub(t.fees);
        t
    }
}

#[cfg(test)]
#[path = "purchase_tests.rs"]
mod tests;
