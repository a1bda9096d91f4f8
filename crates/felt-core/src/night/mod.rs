//! A dealer's-choice night (seed 003): not a tournament but an evening of a
//! home game. The host opens a night with its players, house list of games, betting
//! limits by the hour, the dealer's payment and the mistake ladder; then each deal the
//! dealer calls a game, mistakes are charged, players buy chips from the kitty and cash
//! out at the end, and the settle-up says who pays whom.
//!
//! Pure: the actions arrive with their instants, the first dealer is found with a seeded
//! shuffle whose seed the action carries, and the state is a fold over the actions not
//! undone. Architecture invariant: no I/O, no clock, no OS randomness.

mod settle;
#[cfg(test)]
mod tests;

pub use settle::{PlayerResult, Settlement, Transfer, fewest_transfers, settle};

use crate::UtcMs;
use crate::catalog::Catalog;
use crate::lang::{Phrase, Speak};
use serde::{Deserialize, Serialize};

/// How a night is set up; fixed when it opens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NightConfig {
    pub title: String,
    /// The players in their seats, clockwise.
    pub players: Vec<String>,
    /// The catalog keys of the games a dealer may call by name (`anaconda@santa-cruz`).
    pub house: Vec<String>,
    /// The most a bet or raise may be, from the start and from later instants on.
    pub limits: Vec<LimitStep>,
    /// Raises allowed in a betting round.
    pub raises_per_round: u8,
    /// What the dealer pays per player dealt in, in cents (instead of antes).
    pub dealer_pays: u32,
    /// The first mistake costs this many cents, the second twice as much, and so on.
    pub penalty_step: u32,
    /// The usual buy-in, in cents (the console's default).
    pub buy_in: u32,
    /// The host's offset from UTC in minutes when the night opened, for printing local
    /// times.
    #[serde(default)]
    pub utc_offset_minutes: i32,
    /// The venue's time zone (IANA name) the local times were read in, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
    /// Written by nights opened when "a player declaring both ways must win or tie each
    /// half" was a house option; it is now every declare game's rule (seed 004), so this
    /// is read from older logs and changes nothing.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub both_ways_must_win_each: bool,
}

/// One step of the betting limit schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct LimitStep {
    /// From this instant on; None for the start of the night.
    #[serde(default)]
    pub from: Option<UtcMs>,
    /// The most one bet or raise may be, in cents.
    pub max_bet: u32,
}

/// The game a dealer calls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum CalledGame {
    /// A game of the catalog, by key (`seven-twenty-seven`, `anaconda@passing-gas`).
    Catalog { key: String },
    /// A game the dealer names and explains, as the house rules allow.
    New { name: String, rules: String },
}

/// Something that happened at the night, as the log records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum NightAction {
    /// The night opens (always the first action).
    Open { config: NightConfig },
    /// Cards are dealt face up around the table until a jack: its player deals first.
    /// The shuffle is seeded; the seed is recorded so the draw can be dealt again (a
    /// door that is sent none draws one and logs it).
    FirstDealer {
        #[serde(default)]
        seed: Option<u64>,
    },
    /// A player sits down (at the end of the seating order, before the dealer's right).
    Join { player: String },
    /// A player leaves the table (their kitty stays open until they cash out).
    Leave { player: String },
    /// The dealer calls the game for this deal and states any variation.
    Call {
        game: CalledGame,
        #[serde(default)]
        variations: Option<String>,
        /// Players dealt in (what the dealer pays for); every seated player by default.
        #[serde(default)]
        dealt_in: Option<u8>,
    },
    /// A mistake charged to a player: the next step of the ladder goes into the pot.
    Mistake {
        player: String,
        #[serde(default)]
        what: Option<String>,
    },
    /// Chips bought from the kitty, in cents.
    BuyIn { player: String, cents: u32 },
    /// Chips handed back to the kitty at the end, in cents.
    CashOut { player: String, cents: u32 },
    /// The night is over: nothing more is dealt.
    End,
    /// The action logged at `seq` is taken back (only the latest one standing).
    Undo { seq: u64 },
}

/// A deal of the night.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Deal {
    /// 1, 2, 3 ... in the order dealt.
    pub number: u32,
    pub dealer: String,
    pub game: CalledGame,
    /// The game's name (the catalog's, or the one the dealer gave).
    pub name: String,
    pub variations: Option<String>,
    pub dealt_in: u8,
    /// What the dealer paid, in cents.
    pub paid: u32,
    /// The limit in force when it was called, in cents.
    pub max_bet: u32,
    pub at: UtcMs,
}

/// A mistake and what it cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Mistake {
    /// 1 for the night's first mistake.
    pub number: u32,
    pub player: String,
    pub what: Option<String>,
    pub cents: u32,
    pub at: UtcMs,
}

/// A player's money with the kitty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct KittyLine {
    pub player: String,
    /// Every buy-in, in cents, in order.
    pub buy_ins: Vec<u32>,
    /// What the player has cashed out in all, while they are out (`None` while they have
    /// chips at the table, a rebuy after sitting down again included).
    pub cashed_out: Option<u32>,
    /// Every cash-out, in order (a player who sat down again and bought back in cashes
    /// out more than once).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cash_outs: Vec<u32>,
    /// Still at the table.
    pub seated: bool,
}

impl KittyLine {
    pub fn bought(&self) -> u64 {
        self.buy_ins.iter().map(|&c| u64::from(c)).sum()
    }
}

/// One card of the first-dealer draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DrawCard {
    pub player: String,
    /// Rank and suit: `J♠`, `10♥`.
    pub card: String,
}

/// The night as its actions have made it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct NightState {
    pub config: NightConfig,
    /// Everyone who has sat at the table, in seat order.
    pub kitty: Vec<KittyLine>,
    /// The cards of the first-dealer draw, in the order dealt.
    pub first_dealer_draw: Vec<DrawCard>,
    /// Who deals next (calls the next game), once the first dealer is known.
    pub dealer: Option<String>,
    pub deals: Vec<Deal>,
    pub mistakes: Vec<Mistake>,
    pub ended: bool,
}

/// The most players a night lists, seated or not: two full home-game tables.
pub const MAX_PLAYERS: usize = 40;
/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 60;
/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 120;
/// The most games a house list names.
pub const MAX_HOUSE_GAMES: usize = 400;
/// The most steps a limit schedule has.
pub const MAX_LIMIT_STEPS: usize = 24;

/// Refuses `given` past `limit`, in words: "the night has 41 players".
fn over(what: NightLimit, given: usize, limit: usize) -> Result<(), NightError> {
    if given > limit {
        return Err(NightError::OverLimit { what, given, limit });
    }
    Ok(())
}

fn over_name(name: &str) -> Result<(), NightError> {
    crate::text::clean(name)?;
    over(
        NightLimit::NameChars,
        name.trim().chars().count(),
        MAX_NAME_CHARS,
    )
}

/// What a night counts past one of its limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NightLimit {
    /// The characters of a player's name.
    NameChars,
    /// The characters of the title.
    TitleChars,
    /// The players the night lists.
    Players,
    /// The players the night would list with one more.
    PlayersWithOneMore,
    /// The games of the house list.
    HouseGames,
    /// The steps of the limit schedule.
    LimitSteps,
}

/// Why an action was refused; each names what is at fault. Each is said in the asker's
/// language (`refusal-night-*` in the message files).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NightError {
    NotOpen,
    AlreadyOpen,
    NoTitle,
    TooFewPlayers,
    /// One over a limit: "the night has 41 players, more than the limit of 40".
    OverLimit {
        what: NightLimit,
        given: usize,
        limit: usize,
    },
    DuplicatePlayer(String),
    BlankPlayer,
    NameCharacter(crate::text::NameFault),
    NoSuchPlayer(String),
    AlreadySeated(String),
    UnknownGame(String),
    NoStartingLimit,
    LimitsOutOfOrder,
    ZeroAmount,
    DealerKnown(String),
    NoDealer,
    NewGameUnexplained,
    DealtIn {
        dealt_in: u8,
        seated: usize,
    },
    ZeroMoney(String),
    CashedOut(String),
    CashedOutAndLeft(String),
    NothingBought(String),
    Ended,
    LastPlayers,
    NoSeed,
    UndoInLog,
    NothingToUndo,
}

impl From<crate::text::NameFault> for NightError {
    fn from(f: crate::text::NameFault) -> NightError {
        NightError::NameCharacter(f)
    }
}

impl Speak for NightError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        let named = |id, name: &String| p(id).text("name", name.clone());
        match self {
            NightError::NotOpen => p("refusal-night-not-open"),
            NightError::AlreadyOpen => p("refusal-night-already-open"),
            NightError::NoTitle => p("refusal-night-no-title"),
            NightError::TooFewPlayers => p("refusal-night-too-few-players"),
            NightError::OverLimit { what, given, limit } => p(match what {
                NightLimit::NameChars => "refusal-night-over-name-chars",
                NightLimit::TitleChars => "refusal-night-over-title-chars",
                NightLimit::Players => "refusal-night-over-players",
                NightLimit::PlayersWithOneMore => "refusal-night-over-players-one-more",
                NightLimit::HouseGames => "refusal-night-over-house-games",
                NightLimit::LimitSteps => "refusal-night-over-limit-steps",
            })
            .count("given", *given)
            .count("limit", *limit),
            NightError::DuplicatePlayer(name) => named("refusal-night-duplicate-player", name),
            NightError::BlankPlayer => p("refusal-night-blank-player"),
            NightError::NameCharacter(fault) => fault.phrase(),
            NightError::NoSuchPlayer(name) => named("refusal-night-no-such-player", name),
            NightError::AlreadySeated(name) => named("refusal-night-already-seated", name),
            NightError::UnknownGame(game) => {
                p("refusal-night-unknown-game").text("game", game.clone())
            }
            NightError::NoStartingLimit => p("refusal-night-no-starting-limit"),
            NightError::LimitsOutOfOrder => p("refusal-night-limits-out-of-order"),
            NightError::ZeroAmount => p("refusal-night-zero-amount"),
            NightError::DealerKnown(name) => named("refusal-night-dealer-known", name),
            NightError::NoDealer => p("refusal-night-no-dealer"),
            NightError::NewGameUnexplained => p("refusal-night-new-game-unexplained"),
            NightError::DealtIn { dealt_in, seated } => p("refusal-night-dealt-in")
                .count("dealt_in", *dealt_in)
                .count("seated", *seated),
            NightError::ZeroMoney(name) => named("refusal-night-zero-money", name),
            NightError::CashedOut(name) => named("refusal-night-cashed-out", name),
            NightError::CashedOutAndLeft(name) => named("refusal-night-cashed-out-and-left", name),
            NightError::NothingBought(name) => named("refusal-night-nothing-bought", name),
            NightError::Ended => p("refusal-night-ended"),
            NightError::LastPlayers => p("refusal-night-last-players"),
            NightError::NoSeed => p("refusal-night-no-seed"),
            NightError::UndoInLog => p("refusal-night-undo-in-log"),
            NightError::NothingToUndo => p("refusal-night-nothing-to-undo"),
        }
    }
}
crate::spoken_error!(NightError);

impl NightError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            NightError::NoSuchPlayer(_) => "night-no-such-player",
            NightError::UnknownGame(_) => "night-unknown-game",
            NightError::Ended => "night-ended",
            _ => "night-refused",
        }
    }
}

/// The 52 cards in a fixed order, before the shuffle.
fn deck() -> Vec<String> {
    let ranks = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    let suits = ["♣", "♦", "♥", "♠"];
    suits
        .iter()
        .flat_map(|s| ranks.iter().map(move |r| format!("{r}{s}")))
        .collect()
}

/// Deals one card face up to each player in turn, from the first seat, until a jack
/// falls; the seeded shuffle makes the same seed deal the same cards.
pub fn first_dealer_draw(players: &[String], seed: u64) -> Vec<DrawCard> {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut cards = deck();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    cards.shuffle(&mut rng);
    let mut out = Vec::new();
    if players.is_empty() {
        return out;
    }
    for (i, card) in cards.into_iter().enumerate() {
        let jack = card.starts_with('J');
        out.push(DrawCard {
            player: players[i % players.len()].clone(),
            card,
        });
        if jack {
            break;
        }
    }
    out
}

impl NightState {
    /// The players at the table now, in seat order.
    pub fn seated(&self) -> Vec<&str> {
        self.kitty
            .iter()
            .filter(|k| k.seated)
            .map(|k| k.player.as_str())
            .collect()
    }

    fn line(&self, player: &str) -> Result<usize, NightError> {
        let want = player.trim().to_lowercase();
        self.kitty
            .iter()
            .position(|k| k.player.to_lowercase() == want)
            .ok_or_else(|| NightError::NoSuchPlayer(player.trim().to_string()))
    }

    /// The player after `player` clockwise among those seated (None when nobody is).
    fn next_seated(&self, player: &str) -> Option<String> {
        let n = self.kitty.len();
        let start = self.kitty.iter().position(|k| k.player == player)?;
        (1..=n)
            .map(|d| &self.kitty[(start + d) % n])
            .find(|k| k.seated)
            .map(|k| k.player.clone())
    }

    /// The limit in force at `now`, in cents.
    pub fn max_bet(&self, now: UtcMs) -> u32 {
        limit_at(&self.config.limits, now)
    }

    /// The next limit change after `now`: its instant and the new limit.
    pub fn next_limit(&self, now: UtcMs) -> Option<(UtcMs, u32)> {
        self.config
            .limits
            .iter()
            .filter_map(|s| s.from.map(|f| (f, s.max_bet)))
            .find(|(f, _)| *f > now)
    }

    /// What the next mistake costs, in cents.
    pub fn next_penalty(&self) -> u32 {
        penalty(self.config.penalty_step, self.mistakes.len() as u32 + 1)
    }

    /// The player who deals after the current dealer.
    pub fn next_dealer(&self) -> Option<String> {
        self.dealer.as_deref().and_then(|d| self.next_seated(d))
    }

    /// Checks `action` and applies it at `at`. A refused action changes nothing.
    pub fn apply(
        &mut self,
        action: &NightAction,
        at: UtcMs,
        catalog: &Catalog,
    ) -> Result<(), NightError> {
        let mut next = self.clone();
        next.apply_in_place(action, at, catalog)?;
        *self = next;
        Ok(())
    }

    fn apply_in_place(
        &mut self,
        action: &NightAction,
        at: UtcMs,
        catalog: &Catalog,
    ) -> Result<(), NightError> {
        if self.ended
            && !matches!(
                action,
                NightAction::CashOut { .. } | NightAction::BuyIn { .. }
            )
        {
            return Err(NightError::Ended);
        }
        match action {
            NightAction::Open { .. } => return Err(NightError::AlreadyOpen),
            NightAction::FirstDealer { seed } => {
                if let Some(d) = &self.dealer {
                    return Err(NightError::DealerKnown(d.clone()));
                }
                let seed = seed.ok_or(NightError::NoSeed)?;
                let seated: Vec<String> = self.seated().into_iter().map(str::to_string).collect();
                if seated.len() < 2 {
                    return Err(NightError::LastPlayers);
                }
                let draw = first_dealer_draw(&seated, seed);
                self.dealer = draw.last().map(|c| c.player.clone());
                self.first_dealer_draw = draw;
            }
            NightAction::Join { player } => {
                let name = player.trim();
                if name.is_empty() {
                    return Err(NightError::BlankPlayer);
                }
                over_name(name)?;
                if self.line(name).is_err() {
                    over(
                        NightLimit::PlayersWithOneMore,
                        self.kitty.len() + 1,
                        MAX_PLAYERS,
                    )?;
                }
                match self.line(name) {
                    Ok(i) if self.kitty[i].seated => {
                        return Err(NightError::AlreadySeated(self.kitty[i].player.clone()));
                    }
                    Ok(i) => self.kitty[i].seated = true,
                    Err(_) => self.kitty.push(KittyLine {
                        player: name.to_string(),
                        buy_ins: Vec::new(),
                        cashed_out: None,
                        cash_outs: Vec::new(),
                        seated: true,
                    }),
                }
            }
            NightAction::Leave { player } => {
                let i = self.line(player)?;
                if !self.kitty[i].seated {
                    return Err(NightError::NoSuchPlayer(self.kitty[i].player.clone()));
                }
                if self.seated().len() <= 2 && self.dealer.is_some() {
                    return Err(NightError::LastPlayers);
                }
                let name = self.kitty[i].player.clone();
                if self.dealer.as_deref() == Some(name.as_str()) {
                    self.dealer = self.next_seated(&name);
                }
                self.kitty[i].seated = false;
            }
            NightAction::Call {
                game,
                variations,
                dealt_in,
            } => {
                let dealer = self.dealer.clone().ok_or(NightError::NoDealer)?;
                let seated = self.seated().len();
                let dealt_in = dealt_in.unwrap_or(seated.min(255) as u8);
                if dealt_in < 2 || usize::from(dealt_in) > seated {
                    return Err(NightError::DealtIn { dealt_in, seated });
                }
                // A game called by its name alone is dealt as the house deals it.
                let game = match game {
                    CalledGame::Catalog { key } => CalledGame::Catalog {
                        key: self.house_key(key, catalog),
                    },
                    other => other.clone(),
                };
                let name = match &game {
                    CalledGame::Catalog { key } => {
                        let (g, e) = catalog
                            .resolve(key)
                            .map_err(|_| NightError::UnknownGame(key.clone()))?;
                        e.name.clone().unwrap_or_else(|| g.name.clone())
                    }
                    CalledGame::New { name, rules } => {
                        if name.trim().is_empty() || rules.trim().is_empty() {
                            return Err(NightError::NewGameUnexplained);
                        }
                        name.trim().to_string()
                    }
                };
                let max_bet = self.max_bet(at);
                self.deals.push(Deal {
                    number: self.deals.len() as u32 + 1,
                    dealer: dealer.clone(),
                    game,
                    name,
                    variations: variations
                        .as_ref()
                        .map(|v| v.trim().to_string())
                        .filter(|v| !v.is_empty()),
                    dealt_in,
                    paid: self.config.dealer_pays.saturating_mul(u32::from(dealt_in)),
                    max_bet,
                    at,
                });
                self.dealer = self.next_seated(&dealer);
            }
            NightAction::Mistake { player, what } => {
                let i = self.line(player)?;
                let number = self.mistakes.len() as u32 + 1;
                self.mistakes.push(Mistake {
                    number,
                    player: self.kitty[i].player.clone(),
                    what: what
                        .as_ref()
                        .map(|w| w.trim().to_string())
                        .filter(|w| !w.is_empty()),
                    cents: penalty(self.config.penalty_step, number),
                    at,
                });
            }
            NightAction::BuyIn { player, cents } => {
                let i = self.line(player)?;
                let name = self.kitty[i].player.clone();
                if *cents == 0 {
                    return Err(NightError::ZeroMoney(name));
                }
                // A player who cashed out buys back in once seated again; what they
                // cashed out stays theirs and counts when they cash out the next time.
                if self.kitty[i].cashed_out.is_some() {
                    if !self.kitty[i].seated {
                        return Err(NightError::CashedOutAndLeft(name));
                    }
                    self.kitty[i].cashed_out = None;
                }
                self.kitty[i].buy_ins.push(*cents);
            }
            NightAction::CashOut { player, cents } => {
                let i = self.line(player)?;
                let name = self.kitty[i].player.clone();
                if self.kitty[i].cashed_out.is_some() {
                    return Err(NightError::CashedOut(name));
                }
                if self.kitty[i].buy_ins.is_empty() {
                    return Err(NightError::NothingBought(name));
                }
                let line = &mut self.kitty[i];
                line.cash_outs.push(*cents);
                let total: u64 = line.cash_outs.iter().map(|&c| u64::from(c)).sum();
                line.cashed_out = Some(u32::try_from(total).unwrap_or(u32::MAX));
            }
            NightAction::End => self.ended = true,
            NightAction::Undo { .. } => return Err(NightError::UndoInLog),
        }
        Ok(())
    }

    /// The catalog key a game called as `key` is dealt by at this night: a key naming an
    /// edition stands; a game named alone takes the house list's edition of it, or else
    /// its edition from the same source as the house list's (the Regulars' Seven Card
    /// Stud at a Regulars night), or else its default.
    pub fn house_key(&self, key: &str, catalog: &Catalog) -> String {
        if key.contains('@') {
            return key.to_string();
        }
        let Ok((game, _)) = catalog.resolve(key) else {
            return key.to_string();
        };
        let listed = self.config.house.iter().filter_map(|k| {
            let (g, e) = catalog.resolve(k).ok()?;
            Some((g.id.as_str(), e.id.as_str(), k))
        });
        let mut house_editions: Vec<&str> = Vec::new();
        for (g, e, k) in listed {
            if g == game.id {
                return k.clone();
            }
            house_editions.push(e);
        }
        game.editions
            .iter()
            .skip(1)
            .find(|e| house_editions.contains(&e.id.as_str()))
            .map_or_else(|| key.to_string(), |e| format!("{}@{}", game.id, e.id))
    }

    /// Opens a night from its configuration, checked.
    pub fn open(config: &NightConfig, catalog: &Catalog) -> Result<NightState, NightError> {
        if config.title.trim().is_empty() {
            return Err(NightError::NoTitle);
        }
        over(
            NightLimit::TitleChars,
            config.title.chars().count(),
            MAX_TITLE_CHARS,
        )?;
        over(NightLimit::Players, config.players.len(), MAX_PLAYERS)?;
        over(NightLimit::HouseGames, config.house.len(), MAX_HOUSE_GAMES)?;
        over(NightLimit::LimitSteps, config.limits.len(), MAX_LIMIT_STEPS)?;
        for p in &config.players {
            over_name(p)?;
        }
        let mut kitty: Vec<KittyLine> = Vec::new();
        for p in &config.players {
            let name = p.trim();
            if name.is_empty() {
                return Err(NightError::BlankPlayer);
            }
            if kitty
                .iter()
                .any(|k| k.player.to_lowercase() == name.to_lowercase())
            {
                return Err(NightError::DuplicatePlayer(name.to_string()));
            }
            kitty.push(KittyLine {
                player: name.to_string(),
                buy_ins: Vec::new(),
                cashed_out: None,
                cash_outs: Vec::new(),
                seated: true,
            });
        }
        if kitty.len() < 2 {
            return Err(NightError::TooFewPlayers);
        }
        for key in &config.house {
            catalog
                .resolve(key)
                .map_err(|_| NightError::UnknownGame(key.clone()))?;
        }
        match config.limits.first() {
            Some(LimitStep { from: None, .. }) => {}
            _ => return Err(NightError::NoStartingLimit),
        }
        let froms: Vec<UtcMs> = config.limits[1..]
            .iter()
            .map(|s| s.from)
            .collect::<Option<Vec<_>>>()
            .ok_or(NightError::LimitsOutOfOrder)?;
        if froms.windows(2).any(|w| w[0] >= w[1]) {
            return Err(NightError::LimitsOutOfOrder);
        }
        if config.limits.iter().any(|s| s.max_bet == 0)
            || config.penalty_step == 0
            || config.buy_in == 0
        {
            return Err(NightError::ZeroAmount);
        }
        Ok(NightState {
            config: config.clone(),
            kitty,
            first_dealer_draw: Vec::new(),
            dealer: None,
            deals: Vec::new(),
            mistakes: Vec::new(),
            ended: false,
        })
    }

    /// The state after `actions` (each with its instant), the first of which opens the
    /// night. An action the state refuses is an error naming its position.
    pub fn replay<'a>(
        actions: impl IntoIterator<Item = (&'a NightAction, UtcMs)>,
        catalog: &Catalog,
    ) -> Result<NightState, (usize, NightError)> {
        let mut it = actions.into_iter();
        let mut state = match it.next() {
            Some((NightAction::Open { config }, _)) => {
                NightState::open(config, catalog).map_err(|e| (0, e))?
            }
            _ => return Err((0, NightError::NotOpen)),
        };
        for (i, (a, at)) in it.enumerate() {
            state
                .apply_in_place(a, at, catalog)
                .map_err(|e| (i + 1, e))?;
        }
        Ok(state)
    }
}

/// One logged record of a night: its position, its instant and the action.
pub type Logged<'a> = (u64, UtcMs, &'a NightAction);

/// The positions of the actions still standing in `log` (not undone, not undos), in order.
pub fn standing(log: &[Logged<'_>]) -> Vec<u64> {
    let undone: std::collections::BTreeSet<u64> = log
        .iter()
        .filter_map(|(_, _, a)| match a {
            NightAction::Undo { seq } => Some(*seq),
            _ => None,
        })
        .collect();
    log.iter()
        .filter(|(seq, _, a)| !matches!(a, NightAction::Undo { .. }) && !undone.contains(seq))
        .map(|(seq, _, _)| *seq)
        .collect()
}

/// The night a log makes: undone actions and undos left out, the rest folded in order.
pub fn replay_log(log: &[Logged<'_>], catalog: &Catalog) -> Result<NightState, (u64, NightError)> {
    let keep = standing(log);
    let actions: Vec<(u64, &NightAction, UtcMs)> = log
        .iter()
        .filter(|(seq, _, _)| keep.contains(seq))
        .map(|(seq, at, a)| (*seq, *a, *at))
        .collect();
    NightState::replay(actions.iter().map(|(_, a, at)| (*a, *at)), catalog)
        .map_err(|(i, e)| (actions.get(i).map_or(0, |(seq, _, _)| *seq), e))
}

/// The action an undo takes back: the latest one standing after the opening.
pub fn undo_target(log: &[Logged<'_>]) -> Result<u64, NightError> {
    standing(log)
        .into_iter()
        .skip(1)
        .last()
        .ok_or(NightError::NothingToUndo)
}

/// The `n`th mistake's cost: n steps of the ladder.
pub fn penalty(step: u32, n: u32) -> u32 {
    step.saturating_mul(n)
}

/// The limit of `limits` in force at `now`.
pub fn limit_at(limits: &[LimitStep], now: UtcMs) -> u32 {
    limits
        .iter()
        .rev()
        .find(|s| s.from.is_none_or(|f| f <= now))
        .map(|s| s.max_bet)
        .unwrap_or(0)
}

/// Money in cents as the night prints it: `25¢`, `$1.00`, `-$3.50`.
pub fn money(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let c = cents.unsigned_abs();
    if c < 100 && cents >= 0 {
        format!("{c}¢")
    } else {
        format!("{sign}${}.{:02}", c / 100, c % 100)
    }
}
