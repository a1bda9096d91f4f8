//! The normalized event structure.

use super::chips::Chips;
use super::rules::{
    AddOnRule, BigBlindAnteRule, LammerRule, MoneyRule, PayoutRule, RaceVariant, SpecialRules,
};
use super::seating_rule::SeatingRule;
use serde::{Deserialize, Serialize};

/// A whole event structure: games, levels and breaks, chips, and the house rules.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Structure {
    pub name: String,
    /// The event number in a series, when it has one.
    pub number: Option<u32>,
    /// Free text shown under the name (for example "Example structure, not a real event").
    pub description: Option<String>,
    pub starting_stack: Chips,
    /// Seats per table.
    pub table_size: u8,
    /// Every game the event plays, in the order declared.
    pub games: Vec<Game>,
    /// Levels and breaks, in the order they are played.
    pub periods: Vec<Period>,
    /// Chip denominations in play at the start, smallest first.
    pub chips: Vec<Chip>,
    pub late_registration: Option<LateRegistration>,
    pub lammers: Option<LammerRule>,
    pub big_blind_ante: Option<BigBlindAnteRule>,
    pub payouts: Option<PayoutRule>,
    pub money: Option<MoneyRule>,
    pub add_on: Option<AddOnRule>,
    pub rebuy: Option<AddOnRule>,
    pub re_entry: Option<AddOnRule>,
    pub special: SpecialRules,
    /// Balancing, breaking, final table and hand-for-hand choices.
    #[serde(default)]
    pub seating: SeatingRule,
    /// What the clock does when the last level is reached.
    #[serde(default)]
    pub after_last: AfterLast,
    /// How the chips raced off at breaks are settled (`chip_race` in the file): the TDA
    /// race by default, or the classic race, one chip per winner, or rounding.
    #[serde(default)]
    pub chip_race: Option<RaceVariant>,
}

/// What the clock does when the structure runs out (`after_last` in the file).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum AfterLast {
    /// Felt adds the next level when the last one begins: the last round of levels
    /// again (the same game and stakes), so play never runs out of levels.
    #[default]
    Repeat,
    /// As `repeat`, with every amount doubled each time.
    Double,
    /// The clock stops at the end of the last level until the TD adds levels.
    Stop,
}

impl AfterLast {
    /// The choice in words, for the sheet and the console.
    pub fn words(self) -> &'static str {
        match self {
            AfterLast::Repeat => "after the last level, the last levels repeat",
            AfterLast::Double => {
                "after the last level, the last levels repeat with the stakes doubled"
            }
            AfterLast::Stop => "the clock stops at the end of the last level",
        }
    }
}

/// How cards are dealt, which decides how the stakes are expressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    /// Community-card games with blinds (hold'em, Omaha and their kin).
    Flop,
    /// Draw games with blinds.
    Draw,
    /// Stud games with antes and a bring-in.
    Stud,
}

/// The betting limit of a game or level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Betting {
    Limit,
    PotLimit,
    NoLimit,
}

impl Betting {
    pub fn label(self) -> &'static str {
        match self {
            Betting::Limit => "Limit",
            Betting::PotLimit => "Pot-Limit",
            Betting::NoLimit => "No-Limit",
        }
    }

    /// [`Self::label`] in `l`'s words.
    pub fn label_in(self, l: crate::lang::Locale) -> String {
        l.say(
            match self {
                Betting::Limit => "betting-limit",
                Betting::PotLimit => "betting-pot-limit",
                Betting::NoLimit => "betting-no-limit",
            },
            &[],
        )
    }
}

/// One game of the event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Game {
    /// Short id used by the rotation and levels (for example `razz`).
    pub id: String,
    pub name: String,
    pub family: Family,
    /// The game's usual betting limit; a level may override it.
    pub betting: Betting,
    /// Id of the game in the catalog, when it names one.
    pub catalog: Option<String>,
}

impl Game {
    /// Whether the game's catalog entry (its link, or its id when it has none) is a stud
    /// game with no bring-in whose high card opens for either bet (Mexican Poker).
    pub fn high_card_opens(&self) -> bool {
        crate::catalog::high_card_opens(self.catalog.as_deref().unwrap_or(&self.id))
    }
}

/// Who posts an ante in a big-bet blind game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum AnteKind {
    /// The big blind posts one ante for the whole table.
    BigBlind,
    /// Every player dealt in posts the ante.
    Table,
    /// The button posts one ante for the whole table.
    Button,
}

impl AnteKind {
    pub fn label(self) -> &'static str {
        match self {
            AnteKind::BigBlind => "big blind ante",
            AnteKind::Table => "ante",
            AnteKind::Button => "button ante",
        }
    }

    /// [`Self::label`] in `l`'s words.
    pub fn label_in(self, l: crate::lang::Locale) -> String {
        l.say(self.message_id(), &[])
    }

    /// The message that names the kind inside a sentence.
    pub fn message_id(self) -> &'static str {
        match self {
            AnteKind::BigBlind => "ante-kind-big-blind",
            AnteKind::Table => "ante-kind-table",
            AnteKind::Button => "ante-kind-button",
        }
    }
}

/// The forced bets and bet sizes of one level, in the game's own terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Stakes {
    /// Pot-limit or no-limit flop and draw games: blinds and an optional ante.
    Blinds {
        small_blind: Chips,
        big_blind: Chips,
        ante: Chips,
        ante_kind: AnteKind,
    },
    /// Limit flop and draw games: blinds and the small and big bet.
    Limit {
        small_blind: Chips,
        big_blind: Chips,
        small_bet: Chips,
        big_bet: Chips,
    },
    /// Limit stud: ante, bring-in, complete to the small bet, big bet from fifth street.
    StudLimit {
        ante: Chips,
        bring_in: Chips,
        small_bet: Chips,
        big_bet: Chips,
    },
    /// Pot-limit or no-limit stud: ante and bring-in; the bring-in is the minimum bet.
    StudBigBet { ante: Chips, bring_in: Chips },
    /// Limit stud with no bring-in: every player antes and the high card showing opens for
    /// the small or the big bet, its choice (Mexican Poker).
    StudOpens {
        ante: Chips,
        small_bet: Chips,
        big_bet: Chips,
    },
}

impl Stakes {
    /// The same stakes with every amount doubled (at most `u64::MAX`, never wrapping).
    pub fn doubled(self) -> Stakes {
        let d = |x: Chips| x.saturating_mul(2);
        match self {
            Stakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ante_kind,
            } => Stakes::Blinds {
                small_blind: d(small_blind),
                big_blind: d(big_blind),
                ante: d(ante),
                ante_kind,
            },
            Stakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            } => Stakes::Limit {
                small_blind: d(small_blind),
                big_blind: d(big_blind),
                small_bet: d(small_bet),
                big_bet: d(big_bet),
            },
            Stakes::StudLimit {
                ante,
                bring_in,
                small_bet,
                big_bet,
            } => Stakes::StudLimit {
                ante: d(ante),
                bring_in: d(bring_in),
                small_bet: d(small_bet),
                big_bet: d(big_bet),
            },
            Stakes::StudBigBet { ante, bring_in } => Stakes::StudBigBet {
                ante: d(ante),
                bring_in: d(bring_in),
            },
            Stakes::StudOpens {
                ante,
                small_bet,
                big_bet,
            } => Stakes::StudOpens {
                ante: d(ante),
                small_bet: d(small_bet),
                big_bet: d(big_bet),
            },
        }
    }

    /// Every forced bet and bet size of the level, for chip checks.
    pub fn amounts(&self) -> Vec<Chips> {
        self.named_amounts().into_iter().map(|(_, a)| a).collect()
    }

    /// Every forced bet and bet size of the level with its name ("bring-in"), in the
    /// order the stakes are written; amounts of 0 are left out.
    pub fn named_amounts(&self) -> Vec<(&'static str, Chips)> {
        match *self {
            Stakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ..
            } => vec![
                ("small blind", small_blind),
                ("big blind", big_blind),
                ("ante", ante),
            ],
            Stakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            } => vec![
                ("small blind", small_blind),
                ("big blind", big_blind),
                ("small bet", small_bet),
                ("big bet", big_bet),
            ],
            Stakes::StudLimit {
                ante,
                bring_in,
                small_bet,
                big_bet,
            } => vec![
                ("ante", ante),
                ("bring-in", bring_in),
                ("small bet", small_bet),
                ("big bet", big_bet),
            ],
            Stakes::StudBigBet { ante, bring_in } => vec![("ante", ante), ("bring-in", bring_in)],
            Stakes::StudOpens {
                ante,
                small_bet,
                big_bet,
            } => vec![
                ("ante", ante),
                ("small bet", small_bet),
                ("big bet", big_bet),
            ],
        }
        .into_iter()
        .filter(|&(_, a)| a > 0)
        .collect()
    }

    /// The amount that measures how big the level is: the big blind, or the small bet
    /// in stud, or the bring-in in big-bet stud.
    pub fn size(&self) -> Chips {
        match *self {
            Stakes::Blinds { big_blind, .. } | Stakes::Limit { big_blind, .. } => big_blind,
            Stakes::StudLimit { small_bet, .. } | Stakes::StudOpens { small_bet, .. } => small_bet,
            Stakes::StudBigBet { bring_in, .. } => bring_in,
        }
    }
}

/// A level of play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Level {
    /// 1-based level number (breaks are not numbered).
    pub number: u32,
    /// Id of the game played at this level.
    pub game: String,
    pub betting: Betting,
    pub duration_ms: i64,
    pub stakes: Stakes,
    /// The clock stops by itself when this level begins.
    pub auto_pause: bool,
    /// The day ends when this level ends: the clock stops at the start of the next period.
    pub end_of_day: bool,
    pub note: Option<String>,
}

/// A break between levels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Break {
    pub duration_ms: i64,
    /// Denominations removed (colored up / raced off) during this break.
    pub race_off: Vec<Chips>,
    pub auto_pause: bool,
    pub note: Option<String>,
}

/// A level or a break.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Period {
    Level(Level),
    Break(Break),
}

impl Period {
    pub fn duration_ms(&self) -> i64 {
        match self {
            Period::Level(l) => l.duration_ms,
            Period::Break(b) => b.duration_ms,
        }
    }

    pub fn auto_pause(&self) -> bool {
        match self {
            Period::Level(l) => l.auto_pause,
            Period::Break(b) => b.auto_pause,
        }
    }

    pub fn as_level(&self) -> Option<&Level> {
        match self {
            Period::Level(l) => Some(l),
            Period::Break(_) => None,
        }
    }
}

/// A chip denomination and its color.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Chip {
    pub value: Chips,
    pub color: String,
}

/// When late registration closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct LateRegistration {
    /// Registration closes when this level ends.
    pub until_end_of_level: u32,
}

impl Structure {
    /// The game with this id.
    pub fn game(&self, id: &str) -> Option<&Game> {
        self.games.iter().find(|g| g.id == id)
    }

    /// Whether late registration is open while period `period` is on: through the end of
    /// its last level; the break after it is closed. Always open without a deadline.
    pub fn registration_open_at(&self, period: usize) -> bool {
        let Some(late) = self.late_registration else {
            return true;
        };
        self.period_of_level(late.until_end_of_level)
            .is_none_or(|last| period <= last)
    }

    /// The games in the order the levels first play them (the rotation), then any game
    /// no level plays. Paper lists the games in this order.
    pub fn games_in_play_order(&self) -> Vec<&Game> {
        let mut out: Vec<&Game> = Vec::with_capacity(self.games.len());
        let played = self.levels().filter_map(|l| self.game(&l.game));
        for g in played.chain(self.games.iter()) {
            if !out.iter().any(|o| o.id == g.id) {
                out.push(g);
            }
        }
        out
    }

    /// Seats at each table the room opens: the structure's `table_size`, or fewer when a
    /// game of the event cannot be dealt to that many (the checker warns of it).
    pub fn seats(&self) -> u8 {
        match self.deal_limit() {
            Some((limit, _)) => self.table_size.min(limit.max(2)),
            None => self.table_size,
        }
    }

    /// The most players every game of the event can be dealt to from its deck (the
    /// catalog's count, the stud community card rule included), with the game that sets
    /// it; `None` when no game is in the catalog. No table the room fills may seat more.
    pub fn deal_limit(&self) -> Option<(u8, &Game)> {
        let catalog = crate::catalog::Catalog::shared();
        self.games
            .iter()
            .filter_map(|g| {
                let key = g.catalog.as_deref().unwrap_or(&g.id);
                let (_, edition) = catalog.resolve(key).ok()?;
                Some((crate::catalog::table_size(edition, catalog).limit(), g))
            })
            .min_by_key(|(limit, _)| *limit)
    }

    /// The levels alone, in order.
    pub fn levels(&self) -> impl Iterator<Item = &Level> {
        self.periods.iter().filter_map(Period::as_level)
    }

    /// Index in `periods` of the level numbered `number`.
    pub fn period_of_level(&self, number: u32) -> Option<usize> {
        self.periods
            .iter()
            .position(|p| matches!(p, Period::Level(l) if l.number == number))
    }

    /// Chip denominations still in play when period `index` is played
    /// (all chips minus those raced off at earlier breaks).
    pub fn chips_in_play_at(&self, index: usize) -> Vec<Chips> {
        let removed: Vec<Chips> = self.periods[..index.min(self.periods.len())]
            .iter()
            .filter_map(|p| match p {
                Period::Break(b) => Some(b.race_off.iter().copied()),
                Period::Level(_) => None,
            })
            .flatten()
            .collect();
        self.chips
            .iter()
            .map(|c| c.value)
            .filter(|v| !removed.contains(v))
            .collect()
    }

    /// Every stake of every level that the chips in play at that level cannot make
    /// (not a multiple of the smallest chip then in play).
    pub fn unmakeable_stakes(&self) -> Vec<UnmakeableStake> {
        let mut found = Vec::new();
        for (i, period) in self.periods.iter().enumerate() {
            let Period::Level(level) = period else {
                continue;
            };
            let Some(&smallest) = self.chips_in_play_at(i).first() else {
                continue;
            };
            // Each amount once, with every stake it is (an ante and a bring-in of 50 are
            // one finding).
            let mut here: Vec<UnmakeableStake> = Vec::new();
            for (name, amount) in level.stakes.named_amounts() {
                if amount % smallest == 0 {
                    continue;
                }
                match here.iter_mut().find(|u| u.amount == amount) {
                    Some(u) => u.stakes.push(name.to_string()),
                    None => here.push(UnmakeableStake {
                        period_index: i,
                        level: level.number,
                        stakes: vec![name.to_string()],
                        amount,
                        smallest,
                    }),
                }
            }
            found.extend(here);
        }
        found
    }

    /// A short name for the event: "#7 Big O" or the name alone.
    pub fn title(&self) -> String {
        match self.number {
            Some(n) => format!("#{n} {}", self.name),
            None => self.name.clone(),
        }
    }
}

/// A stake that the chips in play cannot make.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnmakeableStake {
    pub period_index: usize,
    pub level: u32,
    /// The stakes of this amount: "ante", "bring-in".
    pub stakes: Vec<String>,
    pub amount: Chips,
    /// The smallest chip in play at that level.
    pub smallest: Chips,
}

impl std::fmt::Display for UnmakeableStake {
    /// "level 8: the ante and the bring-in of 50 cannot be made with the chips in play
    /// (smallest chip 100)".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let the: Vec<String> = self.stakes.iter().map(|s| format!("the {s}")).collect();
        let names = match the.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
            None => "a stake".to_string(),
        };
        write!(
            f,
            "level {}: {names} of {} cannot be made with the chips in play (smallest chip {})",
            self.level,
            crate::words::chips(self.amount),
            crate::words::chips(self.smallest)
        )
    }
}
