//! Lammers: re-buy chips handed out with an entry, redeemed for tournament chips.
//!
//! A [`LammerBook`] keeps, per player, the lammers held and every redemption (at which
//! level, how many, how many chips it added). It enforces the event's [`LammerRule`]:
//! no redemption after the deadline level, a player who busts while holding lammers is
//! not out but owes a redemption before the next hand, and at the deadline every
//! remaining lammer is redeemed (or forfeited) for the player. Lammers are not chips:
//! only [`LammerBook::total_chips_added`] belongs in the chips in play and the average.
//! Redemptions happen between hands; the TD records them, the book does not see hands.

use crate::lang::{Phrase, Speak};
use crate::structure::{Chips, LammerDeadline, LammerRule};
use serde::{Deserialize, Serialize};

/// A player's number in the event, as the seating knows it (re-exported here for the
/// paths that name it through `lammer`).
pub use crate::rules::seating::seat::PlayerId;

/// One redemption of one or more lammers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Redemption {
    /// The level being played (or just ended, at a break) when it happened.
    pub level: u32,
    pub count: u32,
    pub chips: Chips,
    /// Made by the TD at the deadline rather than asked for by the player.
    pub forced: bool,
}

/// A player's lammers.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LammerAccount {
    pub issued: u32,
    pub held: u32,
    pub redemptions: Vec<Redemption>,
    /// Lammers taken back without chips at the deadline.
    pub forfeited: u32,
    /// Busted while holding lammers: must redeem before the next hand.
    pub owes_redemption: bool,
}

impl LammerAccount {
    /// Chips this player's redemptions have added.
    pub fn chips_added(&self) -> Chips {
        self.redemptions.iter().map(|r| r.chips).sum()
    }
}

/// What a bust means for a player's lammers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum BustOutcome {
    /// No lammers left: the player is out.
    Eliminated,
    /// Still holds lammers: stays in, and must redeem at least one before the next hand.
    MustRedeem { held: u32 },
}

/// What the deadline did to one player's lammers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeadlineAction {
    pub player: PlayerId,
    pub count: u32,
    /// Chips added (0 when the lammers were forfeited).
    pub chips: Chips,
    pub rule: LammerDeadline,
}

/// A lammer operation that the rules refuse. Said in the asker's language
/// (`refusal-lammer-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LammerError {
    UnknownPlayer(PlayerId),
    NoneLeft(PlayerId),
    TooMany {
        player: PlayerId,
        asked: u32,
        held: u32,
    },
    ZeroCount(PlayerId),
    PastDeadline {
        player: PlayerId,
        level: u32,
        deadline: u32,
    },
    DeadlineNotReached {
        level: u32,
        deadline: u32,
    },
}

impl Speak for LammerError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        let n = |v: &u32| v.to_string();
        match self {
            LammerError::UnknownPlayer(player) => {
                p("refusal-lammer-unknown-player").text("player", n(player))
            }
            LammerError::NoneLeft(player) => {
                p("refusal-lammer-none-left").text("player", n(player))
            }
            LammerError::TooMany {
                player,
                asked,
                held,
            } => p("refusal-lammer-too-many")
                .text("player", n(player))
                .count("asked", *asked)
                .text("held", n(held)),
            LammerError::ZeroCount(player) => {
                p("refusal-lammer-zero-count").text("player", n(player))
            }
            LammerError::PastDeadline {
                player,
                level,
                deadline,
            } => p("refusal-lammer-past-deadline")
                .text("player", n(player))
                .text("level", n(level))
                .text("deadline", n(deadline)),
            LammerError::DeadlineNotReached { level, deadline } => {
                p("refusal-lammer-deadline-not-reached")
                    .text("level", n(level))
                    .text("deadline", n(deadline))
            }
        }
    }
}
crate::spoken_error!(LammerError);

/// Every player's lammers in one event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LammerBook {
    pub rule: LammerRule,
    pub players: imbl::OrdMap<PlayerId, LammerAccount>,
}

impl LammerBook {
    /// An empty book for an event with `rule`.
    pub fn new(rule: LammerRule) -> Self {
        LammerBook {
            rule,
            players: imbl::OrdMap::new(),
        }
    }

    /// Hands a new entry (or re-entry) of `player` the lammers the rule gives, at `level`
    /// (0 before play). Returns how many were issued.
    pub fn issue(&mut self, player: PlayerId, level: u32) -> Result<u32, LammerError> {
        self.check_deadline(player, level)?;
        let account = self.players.entry(player).or_default();
        account.issued += self.rule.per_entry;
        account.held += self.rule.per_entry;
        Ok(self.rule.per_entry)
    }

    /// Whether `player` may redeem `count` lammers at `level`: the refusal says why.
    pub fn check_redeem(
        &self,
        player: PlayerId,
        count: u32,
        level: u32,
    ) -> Result<(), LammerError> {
        self.check_deadline(player, level)?;
        let account = self
            .players
            .get(&player)
            .ok_or(LammerError::UnknownPlayer(player))?;
        if count == 0 {
            return Err(LammerError::ZeroCount(player));
        }
        if account.held == 0 {
            return Err(LammerError::NoneLeft(player));
        }
        if count > account.held {
            return Err(LammerError::TooMany {
                player,
                asked: count,
                held: account.held,
            });
        }
        Ok(())
    }

    /// Redeems `count` lammers of `player` at `level`; returns the chips added.
    pub fn redeem(
        &mut self,
        player: PlayerId,
        count: u32,
        level: u32,
    ) -> Result<Chips, LammerError> {
        self.check_redeem(player, count, level)?;
        let value = self.rule.value;
        let account = self
            .players
            .get_mut(&player)
            .ok_or(LammerError::UnknownPlayer(player))?;
        let chips = value.saturating_mul(Chips::from(count));
        account.held -= count;
        account.owes_redemption = false;
        account.redemptions.push(Redemption {
            level,
            count,
            chips,
            forced: false,
        });
        Ok(chips)
    }

    /// What losing all his chips at `level` means for `player`: with lammers left and the
    /// deadline not passed he stays in and owes a redemption; otherwise he is out. A bust
    /// is never refused for lammers: a player who already owes a redemption and busts
    /// again (he leaves without redeeming) is out, and so is one past the deadline (his
    /// lammers can no longer become chips).
    pub fn bust_outcome(&self, player: PlayerId, level: u32) -> BustOutcome {
        match self.players.get(&player) {
            Some(a)
                if a.held > 0
                    && !a.owes_redemption
                    && level <= self.rule.redeem_by_end_of_level =>
            {
                BustOutcome::MustRedeem { held: a.held }
            }
            _ => BustOutcome::Eliminated,
        }
    }

    /// A bust at `level`, decided and recorded at once (see [`LammerBook::bust_outcome`]).
    pub fn bust(&mut self, player: PlayerId, level: u32) -> BustOutcome {
        let outcome = self.bust_outcome(player, level);
        match outcome {
            BustOutcome::MustRedeem { .. } => {
                // `bust_outcome` saw lammers held, so this cannot fail.
                let _ = self.bust_held(player);
            }
            BustOutcome::Eliminated => {
                self.eliminated(player);
            }
        }
        outcome
    }

    /// Records that `player` busted holding lammers: he stays in and owes a redemption
    /// before the next hand.
    pub fn bust_held(&mut self, player: PlayerId) -> Result<(), LammerError> {
        let account = self
            .players
            .get_mut(&player)
            .ok_or(LammerError::UnknownPlayer(player))?;
        if account.held == 0 {
            return Err(LammerError::NoneLeft(player));
        }
        account.owes_redemption = true;
        Ok(())
    }

    /// `player` is out: the lammers he still holds are forfeited. Returns how many.
    pub fn eliminated(&mut self, player: PlayerId) -> u32 {
        let Some(account) = self.players.get_mut(&player) else {
            return 0;
        };
        let count = std::mem::take(&mut account.held);
        account.forfeited += count;
        account.owes_redemption = false;
        count
    }

    /// Players who busted holding lammers and must redeem before the next hand.
    pub fn owes_redemption(&self) -> Vec<PlayerId> {
        self.players
            .iter()
            .filter(|(_, a)| a.owes_redemption)
            .map(|(&p, _)| p)
            .collect()
    }

    /// Players still holding lammers and how many: the list the TD works from at the
    /// deadline.
    pub fn holders(&self) -> Vec<(PlayerId, u32)> {
        self.players
            .iter()
            .filter(|(_, a)| a.held > 0)
            .map(|(&p, a)| (p, a.held))
            .collect()
    }

    /// Applies the event's deadline rule to every lammer still held, once play is at
    /// `level` (the deadline level itself or later).
    pub fn apply_deadline(&mut self, level: u32) -> Result<Vec<DeadlineAction>, LammerError> {
        let deadline = self.rule.redeem_by_end_of_level;
        if level < deadline {
            return Err(LammerError::DeadlineNotReached { level, deadline });
        }
        let rule = self.rule.at_deadline;
        let mut done = Vec::new();
        let holding: Vec<PlayerId> = self
            .players
            .iter()
            .filter(|(_, a)| a.held > 0)
            .map(|(&p, _)| p)
            .collect();
        for player in holding {
            let Some(account) = self.players.get_mut(&player) else {
                continue;
            };
            let count = std::mem::take(&mut account.held);
            account.owes_redemption = false;
            let chips = match rule {
                LammerDeadline::Redeem => {
                    let chips = self.rule.value.saturating_mul(Chips::from(count));
                    account.redemptions.push(Redemption {
                        level: deadline,
                        count,
                        chips,
                        forced: true,
                    });
                    chips
                }
                LammerDeadline::Forfeit => {
                    account.forfeited += count;
                    0
                }
            };
            done.push(DeadlineAction {
                player,
                count,
                chips,
                rule,
            });
        }
        Ok(done)
    }

    /// Chips `player`'s redemptions have added so far.
    pub fn chips_added(&self, player: PlayerId) -> Chips {
        self.players
            .get(&player)
            .map_or(0, LammerAccount::chips_added)
    }

    /// Chips all redemptions have added: what lammers contribute to the chips in play.
    pub fn total_chips_added(&self) -> Chips {
        self.players
            .values()
            .map(LammerAccount::chips_added)
            .fold(0, Chips::saturating_add)
    }

    /// Lammers issued and not yet redeemed or forfeited.
    pub fn outstanding_count(&self) -> u32 {
        self.players
            .values()
            .map(|a| a.held)
            .fold(0, u32::saturating_add)
    }

    /// Chips the outstanding lammers would add if all were redeemed.
    pub fn outstanding_value(&self) -> Chips {
        Chips::from(self.outstanding_count()).saturating_mul(self.rule.value)
    }

    fn check_deadline(&self, player: PlayerId, level: u32) -> Result<(), LammerError> {
        let deadline = self.rule.redeem_by_end_of_level;
        if level > deadline {
            return Err(LammerError::PastDeadline {
                player,
                level,
                deadline,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "lammer_tests.rs"]
mod tests;
