//! The event's house rules as the structure file states them.
//!
//! These are settings only; the modules that apply them (lammers, antes, payouts,
//! seating) read them from here.

use super::chips::Chips;
use serde::{Deserialize, Serialize};

/// Lammers: re-buy chips handed out with each entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct LammerRule {
    /// Lammers given with each entry.
    pub per_entry: u32,
    /// Chips each lammer is worth when redeemed.
    pub value: Chips,
    /// Every lammer must be redeemed by the end of this level.
    pub redeem_by_end_of_level: u32,
    /// What happens to lammers still held when the deadline passes.
    #[serde(default)]
    pub at_deadline: LammerDeadline,
}

/// The fate of lammers still held at the redemption deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum LammerDeadline {
    /// The TD redeems them for the player (the usual rule).
    #[default]
    Redeem,
    /// They are taken back without chips.
    Forfeit,
}

crate::choice::named_choice! {
    /// A named rule set for the big blind ante.
    pub enum BigBlindAntePreset as "rule" {
        /// TDA 2024: blind first, the ante is never reduced.
        Tda2024 = "tda-2024",
        /// BARGE 2020: ante first, never reduced.
        Barge2020 = "barge-2020",
        /// BARGE 2024: the ante drops to the small blind at four players or fewer.
        Barge2024 = "barge-2024",
    }
}

impl BigBlindAntePreset {
    /// The rule set as the rulebooks call it: "TDA 2024".
    pub fn label(self) -> &'static str {
        match self {
            BigBlindAntePreset::Tda2024 => "TDA 2024",
            BigBlindAntePreset::Barge2020 => "BARGE 2020",
            BigBlindAntePreset::Barge2024 => "BARGE 2024",
        }
    }
}

/// How much the big blind ante is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum AnteAmount {
    /// The ante equals the big blind.
    BigBlind,
    /// The ante equals the small blind.
    SmallBlind,
    /// The ante each level states.
    Level,
}

/// What the big blind pays first when the stack cannot cover both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum PostingOrder {
    BlindFirst,
    AnteFirst,
}

/// The big blind ante rule of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BigBlindAnteRule {
    /// The preset the rule started from, if any.
    pub preset: Option<BigBlindAntePreset>,
    pub amount: AnteAmount,
    /// At or below this many players at the table the ante is reduced.
    pub reduce_at_players: Option<u8>,
    /// What the ante becomes when reduced.
    pub reduced_to: Option<AnteAmount>,
    pub posting_order: PostingOrder,
}

/// What the big blind's ante equals, in `l`'s words ("the big blind").
fn ante_amount(a: AnteAmount, l: crate::lang::Locale) -> String {
    l.say(
        match a {
            AnteAmount::BigBlind => "bba-amount-big-blind",
            AnteAmount::SmallBlind => "bba-amount-small-blind",
            AnteAmount::Level => "bba-amount-level",
        },
        &[],
    )
}

impl BigBlindAnteRule {
    /// The rule a preset stands for.
    pub fn from_preset(preset: BigBlindAntePreset) -> Self {
        match preset {
            BigBlindAntePreset::Tda2024 => BigBlindAnteRule {
                preset: Some(preset),
                amount: AnteAmount::Level,
                reduce_at_players: None,
                reduced_to: None,
                posting_order: PostingOrder::BlindFirst,
            },
            BigBlindAntePreset::Barge2020 => BigBlindAnteRule {
                preset: Some(preset),
                amount: AnteAmount::BigBlind,
                reduce_at_players: None,
                reduced_to: None,
                posting_order: PostingOrder::AnteFirst,
            },
            // The 2024 rulebook does not say which comes first for a short stack: TDA 2024's
            // blind first, unless the structure sets `posting_order`.
            BigBlindAntePreset::Barge2024 => BigBlindAnteRule {
                preset: Some(preset),
                amount: AnteAmount::BigBlind,
                reduce_at_players: Some(4),
                reduced_to: Some(AnteAmount::SmallBlind),
                posting_order: PostingOrder::BlindFirst,
            },
        }
    }

    /// The preset for an event of `table_size` seats: BARGE 2020's ante is the small blind
    /// at six-handed (or smaller) tables and the big blind at full ring (000 §1.5).
    pub fn from_preset_for(preset: BigBlindAntePreset, table_size: u8) -> Self {
        let mut rule = Self::from_preset(preset);
        if preset == BigBlindAntePreset::Barge2020 && table_size <= 6 {
            rule.amount = AnteAmount::SmallBlind;
        }
        rule
    }
}

/// Which payouts the event uses: a table Felt ships (`table`), the house's own table
/// (`rows`, with its `title`), satellite seats (`satellite`), or the payout curve
/// (`curve`, or nothing named at all).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PayoutRule {
    /// Name of a payout table shipped in `structures/payouts/`.
    pub table: Option<String>,
    /// Prizes are rounded to a multiple of this (in minor units).
    pub increment: Option<u64>,
    /// The payout curve with the house's settings (`[payouts.curve]`).
    #[serde(default)]
    pub curve: Option<CurveRule>,
    /// The house's own table: its name, shown on the payouts panel and the sheet.
    #[serde(default)]
    pub title: Option<String>,
    /// The house's own table (`[[payouts.row]]`), in the format of the shipped tables.
    #[serde(default)]
    pub rows: Vec<HousePayoutRow>,
    /// A satellite: the pool buys seats in another event; what is left is cash to the
    /// next place. Play ends when the players left are as many as the seats.
    #[serde(default)]
    pub satellite: Option<SatelliteRule>,
}

/// What a satellite's seats are: their value and the event they are in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SatelliteRule {
    /// One seat's value in minor units (the target event's buy-in, fee included).
    pub seat_value: u64,
    /// The event the seats are in: "Main Event".
    pub target: String,
}

/// The payout curve as a structure sets it; what is left out gets the curve's default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct CurveRule {
    /// Share of the field paid, in percent (15 pays 15 of 100 entries, rounded up).
    pub paid_percent: Option<u32>,
    /// First place's share of the pool in basis points (3000 = 30%).
    pub top_share_bp: Option<u32>,
    /// What the last paid place gets, in minor units.
    pub min_cash: Option<u64>,
}

/// One row of a house payout table: the entries it is for and each place's share.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct HousePayoutRow {
    /// Fewest and most entries the row is for, both included.
    pub entries: [u32; 2],
    /// Share of the pool per place in basis points (100 = 1%), first place first; sums
    /// to 10,000. Empty when the row pays fixed amounts.
    #[serde(default)]
    pub shares_bp: Vec<u32>,
    /// Fixed prizes in minor units, first place first (a home game's $90/$50/$20); the
    /// pool beyond them goes to first place.
    #[serde(default)]
    pub amounts: Vec<u64>,
}

/// Buy-in and money settings. Amounts are integer minor units (cents) of `currency`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct MoneyRule {
    pub currency: String,
    /// What an entry costs, fee included.
    pub buy_in: u64,
    /// The part of the buy-in kept by the house.
    pub fee: u64,
    /// Guaranteed prize pool, if any.
    pub guarantee: Option<u64>,
}

/// An add-on, rebuy or re-entry offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct AddOnRule {
    pub chips: Chips,
    /// Price in minor units, fee included.
    pub price: u64,
    pub fee: u64,
    /// How many times one player may buy it; `None` for no limit.
    #[serde(default)]
    pub limit: Option<u32>,
    /// When it can be bought; `None` for any time.
    #[serde(default)]
    pub window: Option<PurchaseWindow>,
    /// Only a player with at most this many chips may buy it; `None` for any stack.
    #[serde(default)]
    pub stack_at_most: Option<Chips>,
    /// Later prices: from a level on, the offer costs another price (seed 004: a rebuy
    /// that costs more later); levels rising.
    #[serde(default)]
    pub prices: Vec<PriceFrom>,
}

/// An offer's price from a level on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PriceFrom {
    pub from_level: u32,
    /// Price in minor units, fee included.
    pub price: u64,
    #[serde(default)]
    pub fee: u64,
}

/// When a rebuy, add-on or re-entry is on offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PurchaseWindow {
    /// From the start of level `from` to the end of level `until`, with the breaks
    /// between those levels.
    Levels { from: u32, until: u32 },
    /// Only during the break that follows level `after_level`.
    Break { after_level: u32 },
}

/// Special formats and house flags.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SpecialRules {
    pub win_the_button: bool,
    pub shootout: Option<Shootout>,
    /// Bounty on each player, in minor units.
    pub bounty: Option<u64>,
    /// Progressive knockout (PKO): a knockout pays half the busted player's head in
    /// cash and puts half on the winner's own head; the winner collects their own.
    #[serde(default)]
    pub progressive_bounty: bool,
    /// Mystery bounties: `bounty` of each buy-in is held for envelopes of set
    /// values; from level `from_level` on, each knockout draws one (seeded) for the
    /// player who won the pot.
    #[serde(default)]
    pub mystery: Option<MysteryRule>,
    pub bomb_pot: bool,
    pub jam_or_fold: bool,
    /// Home-game format: the blinds go up after every this many eliminations (the clock
    /// moves to the next level by itself when a bust reaches the count).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schema(value_type = Option<u32>, minimum = 1))]
    pub eliminations_per_level: Option<std::num::NonZeroU32>,
    /// Home-game format: play stops after this many minutes and the chip counts the TD
    /// enters decide the places left.
    #[serde(default)]
    pub hard_stop_minutes: Option<u32>,
}

/// Mystery bounties: the envelopes and the level their draws start at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct MysteryRule {
    /// The level (1-based) from which a knockout draws an envelope; knockouts before it
    /// pay no bounty.
    pub from_level: u32,
    pub envelopes: Vec<Envelope>,
}

/// `count` envelopes of `value` (minor units) each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Envelope {
    pub value: u64,
    pub count: u32,
}

impl MysteryRule {
    /// Every envelope's value, one entry per envelope.
    pub fn values(&self) -> Vec<u64> {
        self.envelopes
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.value, e.count as usize))
            .collect()
    }
}

/// A shootout: tables play down to their winners, who advance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Shootout {
    /// Players advancing from each table (1 or 2).
    pub advance: u8,
    pub rounds: u8,
    /// How the places are paid: by finishing place (the default) or by the round each
    /// player reached.
    #[serde(default)]
    pub pay: ShootoutPay,
}

/// How a shootout pays its places.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ShootoutPay {
    /// Every place by the order players went out in.
    #[default]
    ByPlace,
    /// The final table by place; the players out in the same earlier round alike.
    ByRound,
}

impl BigBlindAnteRule {
    /// The rule in the players' words, for the room's displays: who pays and how much,
    /// and when it shrinks. The posting order and the rule set are the TD's details
    /// ([`Self::describe`]: the console and the card).
    pub fn players_words(&self) -> String {
        self.players_words_in(crate::lang::Locale::ENGLISH)
    }

    /// [`Self::players_words`] in `l`'s words.
    pub fn players_words_in(&self, l: crate::lang::Locale) -> String {
        use crate::lang::Arg;
        let amount = |a: AnteAmount| ante_amount(a, l);
        let line = match self.amount {
            AnteAmount::Level => l.say("bba-pays", &[]),
            a => l.say("bba-pays-equal", &[("amount", Arg::Text(&amount(a)))]),
        };
        match (self.reduce_at_players, self.reduced_to) {
            (Some(n), Some(to)) => l.say(
                "bba-reduced",
                &[
                    ("rule", Arg::Text(&line)),
                    ("amount", Arg::Text(&amount(to))),
                    ("players", Arg::Count(u64::from(n))),
                ],
            ),
            _ => line,
        }
    }

    /// The rule in one line, with its posting order and the rule set it follows, in
    /// `l`'s words (the structure sheet's).
    pub fn describe(&self, l: crate::lang::Locale) -> String {
        use crate::lang::Arg;
        let amount = |a: AnteAmount| ante_amount(a, l);
        let mut parts = vec![match self.amount {
            AnteAmount::Level => l.say("paper-bba-level", &[]),
            a => l.say("paper-bba-equal", &[("amount", Arg::Text(&amount(a)))]),
        }];
        match (self.reduce_at_players, self.reduced_to) {
            (Some(n), Some(to)) => parts.push(l.say(
                "paper-bba-drops",
                &[
                    ("amount", Arg::Text(&amount(to))),
                    ("players", Arg::Count(u64::from(n))),
                ],
            )),
            _ => parts.push(l.say("paper-bba-never", &[])),
        }
        parts.push(l.say(
            match self.posting_order {
                PostingOrder::BlindFirst => "paper-bba-blind-first",
                PostingOrder::AnteFirst => "paper-bba-ante-first",
            },
            &[],
        ));
        // The 2024 BARGE rulebook leaves the order open: say whose order is followed.
        if self.preset == Some(BigBlindAntePreset::Barge2024)
            && self.posting_order == PostingOrder::BlindFirst
        {
            parts.push(l.say("paper-bba-barge-order", &[]));
        }
        let line = parts.join(&l.say("paper-semicolon", &[]));
        match self.preset {
            Some(p) => l.say(
                "paper-bba-rules",
                &[("line", Arg::Text(&line)), ("rules", Arg::Text(p.label()))],
            ),
            None => line,
        }
    }
}

impl AddOnRule {
    /// The price and fee at `level` (a break counts as the level before it): the last
    /// later price that has begun, else the offer's own.
    pub fn price_at(&self, level: u32) -> (u64, u64) {
        self.prices
            .iter()
            .rev()
            .find(|p| p.from_level <= level)
            .map_or((self.price, self.fee), |p| (p.price, p.fee))
    }

    /// The offer's terms in `l`'s words, for the structure sheet and the rule card: "10,000
    /// chips for $55 (fee $5 included); at most 2 each; during levels 1 to 6; with 5,000
    /// chips or fewer".
    pub fn terms(&self, currency: &str, l: crate::lang::Locale) -> String {
        use crate::lang::Arg;
        let money = |minor: u64| l.money(u128::from(minor), currency);
        let chips = |n: u64| l.say("paper-chips", &[("count", Arg::Count(n))]);
        let price = money(self.price);
        let price = if self.fee > 0 {
            l.say(
                "paper-buy-in-fee",
                &[
                    ("price", Arg::Text(&price)),
                    ("fee", Arg::Text(&money(self.fee))),
                ],
            )
        } else {
            price
        };
        let mut out = l.say(
            "paper-offer-price",
            &[
                ("chips", Arg::Text(&chips(self.chips))),
                ("price", Arg::Text(&price)),
            ],
        );
        let level = |v: u32| v.to_string();
        match self.limit {
            Some(1) => out.push_str(&l.say("paper-offer-once", &[])),
            Some(most) => out.push_str(&l.say(
                "paper-offer-at-most",
                &[("count", Arg::Count(u64::from(most)))],
            )),
            None => {}
        }
        match self.window {
            Some(PurchaseWindow::Levels { from, until }) if from == until => out.push_str(&l.say(
                "paper-offer-during-level",
                &[("level", Arg::Text(&level(from)))],
            )),
            Some(PurchaseWindow::Levels { from, until }) => out.push_str(&l.say(
                "paper-offer-during-levels",
                &[
                    ("from", Arg::Text(&level(from))),
                    ("to", Arg::Text(&level(until))),
                ],
            )),
            Some(PurchaseWindow::Break { after_level }) => out.push_str(&l.say(
                "paper-offer-during-break",
                &[("level", Arg::Text(&level(after_level)))],
            )),
            None => {}
        }
        if let Some(most) = self.stack_at_most {
            out.push_str(&l.say(
                "paper-offer-stack-at-most",
                &[("chips", Arg::Text(&chips(most)))],
            ));
        }
        for p in &self.prices {
            out.push_str(&l.say(
                "paper-offer-later-price",
                &[
                    ("price", Arg::Text(&money(p.price))),
                    ("level", Arg::Text(&level(p.from_level))),
                ],
            ));
        }
        out
    }
}

crate::choice::named_choice! {
    /// How leftovers are settled.
    pub enum RaceVariant as "variant" {
        /// TDA: the pooled leftover over D2, rounded to the nearest chip (a half rounds up),
        /// one chip per winner, highest card first.
        Race = "race",
        /// The pooled leftover buys only the whole D2 chips it makes (rounded down), then
        /// one chip per winner in card order.
        OnePerWinner = "one-per-winner",
        /// No cards: each seat's own leftover is rounded to the nearest D2 (a half up).
        Round = "round",
        /// The classic race: the pooled leftover over D2, rounded to the nearest chip (a
        /// half rounds up), all to the seat with the highest card. A seat left with no
        /// chip at all still gets one: nobody is raced out.
        Classic = "classic",
    }
}

impl RaceVariant {
    /// The way of racing in a few words, for the displays' notices, in `l`'s words.
    pub fn short_in(self, l: crate::lang::Locale) -> String {
        l.say(
            match self {
                RaceVariant::Race => "race-race",
                RaceVariant::OnePerWinner => "race-one-per-winner",
                RaceVariant::Round => "race-round",
                RaceVariant::Classic => "race-classic",
            },
            &[],
        )
    }

    /// How the race is run, in the words of the displays, the sheet and the rule card.
    pub fn words(self) -> &'static str {
        match self {
            RaceVariant::Race => {
                "one card per odd chip; the odd chips, rounded to the nearest new chip, go one each to the best cards"
            }
            RaceVariant::OnePerWinner => {
                "one card per odd chip; the whole new chips the odd chips make go one each to the best cards"
            }
            RaceVariant::Round => {
                "no cards; each player's odd chips are rounded to the nearest new chip"
            }
            RaceVariant::Classic => {
                "the classic race: one card per odd chip, and the highest card takes all the odd chips of the table"
            }
        }
    }
}
