//! Dealer's-choice nights: the one API every door uses to open a night, act on it (first
//! dealer, calls, mistakes, the kitty), undo, read it as a view and print its sheet and its
//! house list's rule cards. The log is the store's `night_log`; the state is
//! folded from it by `felt_core::night` on every read, so a restart loses nothing.

use super::{ApiError, Felt};
use crate::paper::PaperSize;
use crate::store::NightRecordRow;
use felt_core::UtcMs;
use felt_core::catalog::Catalog;
use felt_core::lang::{Asked, Locale, Phrase, Speak};
use felt_core::night::{
    CalledGame, Deal, DrawCard, KittyLine, LimitStep, Mistake, NightAction, NightConfig,
    NightError, NightState, Settlement, replay_log, settle, undo_target,
};
use serde::{Deserialize, Serialize};

/// `POST /api/nights`: a night as the host sets it up. Left out, each term takes seed
/// 003's: every Regulars game on the house list, $1 a bet and $2 from 23:00, three raises,
/// 25¢ a player from the dealer, mistakes 10¢, 20¢, 30¢ ..., a $20 buy-in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NightSetup {
    pub title: String,
    /// The players in their seats, clockwise.
    pub players: Vec<String>,
    /// Games by catalog key or name ("7-27", "anaconda@santa-cruz"); none: every game of
    /// "Poker by the Regulars".
    #[serde(default)]
    pub house: Vec<String>,
    /// The limit from the start, then the later steps by local clock time ("23:00").
    #[serde(default)]
    pub limits: Vec<LimitSetup>,
    #[serde(default)]
    pub raises_per_round: Option<u8>,
    /// Cents per player dealt in.
    #[serde(default)]
    pub dealer_pays: Option<u32>,
    /// Cents: the first mistake's cost and the step of the ladder.
    #[serde(default)]
    pub penalty_step: Option<u32>,
    /// Cents.
    #[serde(default)]
    pub buy_in: Option<u32>,
    /// The host's offset from UTC in minutes (a browser sends its own); the server's
    /// when left out. Used only when no time zone is known.
    #[serde(default)]
    pub utc_offset_minutes: Option<i32>,
    /// The venue's time zone by its IANA name ("America/Los_Angeles"; a browser sends its
    /// own): local clock times follow its daylight-saving rules. The server's when left
    /// out.
    #[serde(default)]
    pub time_zone: Option<String>,
}

/// One step of the limit schedule as the host says it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitSetup {
    /// Local clock time "HH:MM" the step starts; none for the start of the night. Times
    /// from noon on are the evening the night opens; earlier times are after midnight.
    #[serde(default)]
    pub from: Option<String>,
    /// Cents.
    pub max_bet: u32,
}

/// A night in the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct NightListing {
    pub id: i64,
    pub title: String,
    pub created_at_ms: i64,
}

/// A game of the house list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct HouseGame {
    pub key: String,
    pub name: String,
}

/// The game called for the deal in progress, with what a display says of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct CalledView {
    pub deal: Deal,
    /// Short rules (the TV's): from the catalog, or the dealer's own words for a new game.
    pub rules: Vec<String>,
    /// The game's whole card as the night deals it (the desk's): facts, forced bets,
    /// streets, showdown, worked examples and notes, under their headings. For a new
    /// game, the dealer's own words.
    pub card: Vec<CardSection>,
    /// Where the rules come from ("Poker by the Regulars (2012)", "the dealer").
    pub source: String,
}

/// A part of a game's card: its heading (none for the facts at the top) and its lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct CardSection {
    pub heading: Option<String>,
    pub lines: Vec<String>,
}

/// One line of the night's log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct NightLine {
    pub seq: u64,
    pub at_ms: i64,
    pub text: String,
    /// Taken back by a later undo.
    pub undone: bool,
}

/// A night as every screen shows it, at the server's `now`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct NightView {
    pub id: i64,
    pub title: String,
    pub now_ms: i64,
    pub opened_ms: i64,
    pub utc_offset_minutes: i32,
    pub players: Vec<KittyLine>,
    pub house: Vec<HouseGame>,
    pub first_dealer_draw: Vec<DrawCard>,
    /// Who deals (and calls) next.
    pub dealer: Option<String>,
    pub next_dealer: Option<String>,
    /// The limit now, in cents.
    pub max_bet: u32,
    /// The next limit change: when, and the new limit in cents.
    pub next_limit: Option<NextLimit>,
    /// The schedule in words: "$1.00 a bet, $2.00 from 23:00; 3 raises a round".
    pub limits: String,
    pub raises_per_round: u8,
    pub dealer_pays: u32,
    pub buy_in: u32,
    /// What the next mistake costs, in cents.
    pub next_penalty: u32,
    pub mistakes: Vec<Mistake>,
    pub deals: Vec<Deal>,
    /// The latest call, with its short rules.
    pub called: Option<CalledView>,
    pub settlement: Settlement,
    pub ended: bool,
    /// The log, newest first.
    pub log: Vec<NightLine>,
}

/// A limit change to come.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct NextLimit {
    pub at_ms: i64,
    pub max_bet: u32,
    /// Local clock time of the change: "23:00".
    pub local: String,
}

/// The venue's clock: a time zone with its daylight-saving rules, or a fixed offset from
/// UTC when no zone is known.
#[derive(Debug, Clone, Copy)]
pub enum Venue {
    Zone(chrono_tz::Tz),
    Fixed(chrono::FixedOffset),
}

impl Venue {
    /// The zone named `name` (IANA, "Europe/Reykjavik"), refused in words when it is not
    /// one.
    pub fn named(name: &str) -> Result<Venue, ApiError> {
        name.trim()
            .parse::<chrono_tz::Tz>()
            .map(Venue::Zone)
            .map_err(|_| {
                let shown: String = name.chars().take(60).collect();
                ApiError::Draft(Phrase::new("refusal-api-night-time-zone").text("name", shown))
            })
    }

    /// The server's own time zone, if the system names one: `TZ` when it names a zone
    /// ("America/Los_Angeles" or ":America/Los_Angeles"), else the system's setting.
    pub fn system() -> Option<Venue> {
        let from_env = std::env::var("TZ")
            .ok()
            .and_then(|t| t.trim_start_matches(':').parse::<chrono_tz::Tz>().ok());
        from_env
            .or_else(|| {
                iana_time_zone::get_timezone()
                    .ok()
                    .and_then(|n| n.parse::<chrono_tz::Tz>().ok())
            })
            .map(Venue::Zone)
    }

    /// The offset from UTC in minutes at `at`.
    pub fn offset_minutes(&self, at: UtcMs) -> i32 {
        use chrono::Offset;
        let Some(utc) = chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at.0) else {
            return 0;
        };
        match self {
            Venue::Zone(z) => utc.with_timezone(z).offset().fix().local_minus_utc() / 60,
            Venue::Fixed(f) => f.local_minus_utc() / 60,
        }
    }
}

/// The instant a local clock time "HH:MM" falls on for a night opened at `opened`, on the
/// venue's clock: times from noon on are the evening the night opens, earlier times the
/// morning after. A time the clocks skip (a spring-forward gap) is the first minute after
/// the gap; a time they show twice (fall back) is the first of the two.
pub fn step_instant(text: &str, opened: UtcMs, venue: &Venue) -> Result<UtcMs, ApiError> {
    match venue {
        Venue::Zone(z) => step_in(text, opened, z),
        Venue::Fixed(f) => step_in(text, opened, f),
    }
}

fn step_in<Z: chrono::TimeZone>(text: &str, opened: UtcMs, zone: &Z) -> Result<UtcMs, ApiError> {
    use chrono::{Duration, NaiveTime};
    let bad = || ApiError::Draft(Phrase::new("refusal-api-night-step-time").text("time", text));
    let time = NaiveTime::parse_from_str(text.trim(), "%H:%M").map_err(|_| bad())?;
    let opened_local = chrono::DateTime::<chrono::Utc>::from_timestamp_millis(opened.0)
        .ok_or_else(bad)?
        .with_timezone(zone);
    // The evening the night belongs to: the date twelve hours before it opened.
    let evening = (opened_local.naive_local() - Duration::hours(12)).date();
    let date = if time >= NaiveTime::from_hms_opt(12, 0, 0).ok_or_else(bad)? {
        evening
    } else {
        evening + Duration::days(1)
    };
    let wanted = date.and_time(time);
    (0..=180)
        .find_map(|minutes| {
            zone.from_local_datetime(&(wanted + Duration::minutes(minutes)))
                .earliest()
        })
        .map(|local| UtcMs(local.timestamp_millis()))
        .ok_or_else(bad)
}

/// The game keys of seed 003's house list: every game with a Regulars edition.
pub fn regulars_house(catalog: &Catalog) -> Vec<String> {
    let mut keys = Vec::new();
    for g in catalog.games() {
        for (i, e) in g.editions.iter().enumerate() {
            if e.sources
                .contains(&felt_core::catalog::Source::Regulars2012)
            {
                keys.push(if i == 0 {
                    g.id.clone()
                } else {
                    format!("{}@{}", g.id, e.id)
                });
            }
        }
    }
    keys
}

impl NightSetup {
    /// The night's configuration: names resolved to catalog keys, local times to instants.
    /// `server` is the server's own clock, used when the setup names no zone.
    pub fn config(&self, opened: UtcMs, server: Venue) -> Result<NightConfig, ApiError> {
        let catalog = Catalog::shared();
        let venue = match (&self.time_zone, self.utc_offset_minutes) {
            (Some(name), _) if !name.trim().is_empty() => Venue::named(name)?,
            (_, Some(offset)) => {
                if !(-14 * 60..=14 * 60).contains(&offset) {
                    return Err(ApiError::Draft(
                        Phrase::new("refusal-api-night-offset").text("minutes", offset.to_string()),
                    ));
                }
                Venue::Fixed(chrono::FixedOffset::east_opt(offset * 60).ok_or_else(|| {
                    ApiError::Draft(Phrase::new("refusal-api-night-offset-range"))
                })?)
            }
            _ => server,
        };
        let offset = venue.offset_minutes(opened);
        let time_zone = match venue {
            Venue::Zone(z) => Some(z.name().to_string()),
            Venue::Fixed(_) => None,
        };
        let house = if self.house.is_empty() {
            regulars_house(catalog)
        } else {
            let mut keys = Vec::new();
            for name in &self.house {
                let key = catalog
                    .find_key(name)
                    .ok_or_else(|| ApiError::NoSuchGame(name.trim().to_string()))?;
                if !keys.contains(&key) {
                    keys.push(key);
                }
            }
            keys
        };
        let limits = if self.limits.is_empty() {
            vec![
                LimitStep {
                    from: None,
                    max_bet: 100,
                },
                LimitStep {
                    from: Some(step_instant("23:00", opened, &venue)?),
                    max_bet: 200,
                },
            ]
        } else {
            self.limits
                .iter()
                .map(|l| {
                    Ok(LimitStep {
                        from: match &l.from {
                            None => None,
                            Some(t) => Some(step_instant(t, opened, &venue)?),
                        },
                        max_bet: l.max_bet,
                    })
                })
                .collect::<Result<Vec<_>, ApiError>>()?
        };
        Ok(NightConfig {
            title: self.title.trim().to_string(),
            players: self.players.iter().map(|p| p.trim().to_string()).collect(),
            house,
            limits,
            raises_per_round: self.raises_per_round.unwrap_or(3),
            dealer_pays: self.dealer_pays.unwrap_or(25),
            penalty_step: self.penalty_step.unwrap_or(10),
            buy_in: self.buy_in.unwrap_or(2000),
            utc_offset_minutes: offset,
            time_zone,
            both_ways_must_win_each: false,
        })
    }
}

/// The log's rows with their actions parsed.
fn parse_log(rows: &[NightRecordRow]) -> Result<Vec<(u64, UtcMs, NightAction)>, ApiError> {
    rows.iter()
        .map(|r| {
            serde_json::from_str::<NightAction>(&r.record)
                .map(|a| (r.seq, r.at, a))
                .map_err(|e| {
                    ApiError::Repair(
                        Phrase::new("refusal-api-night-record-unreadable")
                            .text("seq", r.seq.to_string())
                            .text("why", e.to_string()),
                    )
                })
        })
        .collect()
}

fn fold(log: &[(u64, UtcMs, NightAction)]) -> Result<NightState, ApiError> {
    let refs: Vec<(u64, UtcMs, &NightAction)> = log.iter().map(|(s, t, a)| (*s, *t, a)).collect();
    replay_log(&refs, Catalog::shared()).map_err(|(seq, e)| {
        ApiError::Repair(
            Phrase::new("refusal-api-night-record-stale")
                .text("seq", seq.to_string())
                .phrase("why", e.phrase()),
        )
    })
}

/// One action in `l`'s words, for the log list.
pub fn describe(a: &NightAction, state_before: Option<&NightState>, l: Locale) -> String {
    let m = |c: u32| felt_core::paper::night_sheet::money(i64::from(c), l);
    let p = match a {
        NightAction::Open { config } => Phrase::new("action-night-opened")
            .count("players", config.players.len())
            .count("games", config.house.len()),
        NightAction::FirstDealer { .. } => Phrase::new("action-night-first-dealer"),
        NightAction::Join { player } => Phrase::new("action-night-join").text("player", player),
        NightAction::Leave { player } => Phrase::new("action-night-leave").text("player", player),
        NightAction::Call {
            game, variations, ..
        } => {
            let dealer = state_before
                .and_then(|s| s.dealer.clone())
                .unwrap_or_default();
            let name = match game {
                CalledGame::Catalog { key } => Phrase::new("action-name").text(
                    "name",
                    Catalog::shared()
                        .resolve(key)
                        .map(|(g, e)| e.name.clone().unwrap_or_else(|| g.name.clone()))
                        .unwrap_or_else(|_| key.clone()),
                ),
                CalledGame::New { name, .. } => {
                    Phrase::new("action-night-new-game").text("name", name)
                }
            };
            match variations {
                Some(v) => Phrase::new("action-night-call-variations").text("variations", v),
                None => Phrase::new("action-night-call"),
            }
            .text("dealer", dealer)
            .phrase("game", name)
        }
        NightAction::Mistake { player, what } => match what {
            Some(w) => Phrase::new("action-night-mistake-what").text("what", w),
            None => Phrase::new("action-night-mistake"),
        }
        .text("player", player),
        NightAction::BuyIn { player, cents } => Phrase::new("action-night-buy-in")
            .text("player", player)
            .text("amount", m(*cents)),
        NightAction::CashOut { player, cents } => Phrase::new("action-night-cash-out")
            .text("player", player)
            .text("amount", m(*cents)),
        NightAction::End => Phrase::new("action-night-end"),
        NightAction::Undo { seq } => {
            Phrase::new("action-night-undo-of").text("seq", seq.to_string())
        }
    };
    p.say(l)
}

impl Felt {
    /// Opens a night; its view.
    pub fn create_night(&self, setup: &NightSetup) -> Result<NightView, ApiError> {
        self.create_night_in(setup, english())
    }

    /// [`Felt::create_night`], its view in the language `asked` for.
    pub fn create_night_in(&self, setup: &NightSetup, asked: Asked) -> Result<NightView, ApiError> {
        let now = self.now();
        let local = chrono::Local::now().offset().local_minus_utc();
        let server = Venue::system().unwrap_or(Venue::Fixed(
            chrono::FixedOffset::east_opt(local)
                .unwrap_or(chrono::FixedOffset::east_opt(0).expect("zero")),
        ));
        let config = setup.config(now, server)?;
        NightState::open(&config, Catalog::shared())?;
        let record = serde_json::to_string(&NightAction::Open {
            config: config.clone(),
        })
        .map_err(|e| ApiError::Internal(e.to_string()))?;
        let id = self.store().create_night(&config.title, now, &record)?;
        self.night_in(id, asked)
    }

    /// Every night, newest first.
    pub fn nights(&self) -> Result<Vec<NightListing>, ApiError> {
        Ok(self
            .reader()
            .nights()?
            .into_iter()
            .map(|r| NightListing {
                id: r.id,
                title: r.title,
                created_at_ms: r.created_at.0,
            })
            .collect())
    }

    fn night_rows(&self, id: i64) -> Result<Vec<NightRecordRow>, ApiError> {
        let store = self.reader();
        if !store.has_night(id)? {
            return Err(ApiError::NoSuchNight { id });
        }
        Ok(store.night_log(id)?)
    }

    /// The night as its log makes it, at the server's clock.
    pub fn night(&self, id: i64) -> Result<NightView, ApiError> {
        self.night_in(id, english())
    }

    /// [`Felt::night`] in the language `asked` for (a night has no language of its own).
    pub fn night_in(&self, id: i64, asked: Asked) -> Result<NightView, ApiError> {
        let rows = self.night_rows(id)?;
        let log = parse_log(&rows)?;
        let state = fold(&log)?;
        Ok(view(id, &state, &log, self.now(), asked.for_event(None)))
    }

    /// Checks `action` against the night and logs it; the new view. A first-dealer draw
    /// sent without a seed gets one drawn here (and logged).
    pub fn night_act(
        &self,
        id: i64,
        action: NightAction,
        from: Option<&str>,
    ) -> Result<NightView, ApiError> {
        self.night_act_in(id, action, from, english())
    }

    /// [`Felt::night_act`], its view in the language `asked` for.
    pub fn night_act_in(
        &self,
        id: i64,
        action: NightAction,
        from: Option<&str>,
        asked: Asked,
    ) -> Result<NightView, ApiError> {
        let action = match action {
            NightAction::FirstDealer { seed: None } => NightAction::FirstDealer {
                seed: Some(rand::random::<u64>() >> 11),
            },
            NightAction::Open { .. } => return Err(NightError::AlreadyOpen.into()),
            NightAction::Undo { .. } => return self.night_undo_in(id, from, asked),
            a => a,
        };
        let now = self.now();
        if !self.reader().has_night(id)? {
            return Err(ApiError::NoSuchNight { id });
        }
        let done = self.store().night_append(id, now, from, |rows| {
            let log = parse_log(rows)?;
            let mut state = fold(&log)?;
            state.apply(&action, now, Catalog::shared())?;
            serde_json::to_string(&action).map_err(|e| ApiError::Internal(e.to_string()))
        })?;
        done?;
        self.night_in(id, asked)
    }

    /// Takes back the latest action standing (never the opening); the new view.
    pub fn night_undo(&self, id: i64, from: Option<&str>) -> Result<NightView, ApiError> {
        self.night_undo_in(id, from, english())
    }

    /// [`Felt::night_undo`], its view in the language `asked` for.
    pub fn night_undo_in(
        &self,
        id: i64,
        from: Option<&str>,
        asked: Asked,
    ) -> Result<NightView, ApiError> {
        let now = self.now();
        if !self.reader().has_night(id)? {
            return Err(ApiError::NoSuchNight { id });
        }
        let done = self.store().night_append(id, now, from, |rows| {
            let log = parse_log(rows)?;
            let refs: Vec<(u64, UtcMs, &NightAction)> =
                log.iter().map(|(s, t, a)| (*s, *t, a)).collect();
            let seq = undo_target(&refs)?;
            serde_json::to_string(&NightAction::Undo { seq })
                .map_err(|e| ApiError::Internal(e.to_string()))
        })?;
        done?;
        self.night_in(id, asked)
    }

    /// The night sheet as PDF, in the language `asked` for (a night has no language of
    /// its own).
    pub fn night_sheet(
        &self,
        id: i64,
        size: PaperSize,
        asked: felt_core::lang::Asked,
    ) -> Result<Vec<u8>, ApiError> {
        let rows = self.night_rows(id)?;
        let log = parse_log(&rows)?;
        let state = fold(&log)?;
        let opened = rows.first().map(|r| r.at).unwrap_or_default();
        let l = asked.for_event(None);
        let doc = felt_core::paper::night_sheet::night_sheet(&state, opened, l);
        Ok(crate::paper::render_pdf(&doc, size, l)?)
    }

    /// The rule cards of the night's house list as PDF, in the language `asked` for (a
    /// night has no language of its own).
    pub fn night_card(
        &self,
        id: i64,
        size: PaperSize,
        asked: felt_core::lang::Asked,
    ) -> Result<Vec<u8>, ApiError> {
        let rows = self.night_rows(id)?;
        let state = fold(&parse_log(&rows)?)?;
        let l = asked.for_event(None);
        // A night bets its own limit, whatever a game's usual betting is, under its house options.
        let doc = felt_core::paper::rule_card::house_card_betting(
            &state.config.title,
            &state.config.house,
            felt_core::paper::rule_card::NightRules::of(&state.config),
            Catalog::shared(),
            l,
        )
        .map_err(|e| ApiError::NoSuchGame(e.to_string()))?;
        Ok(crate::paper::render_pdf(&doc, size, l)?)
    }
}

/// The view of `state` (folded from `log`) at `now`.
/// The night's offset from UTC at `at`: its time zone's then (a limit step after a
/// daylight-saving change reads in the clock after it), else the offset it opened with.
fn venue_offset(state: &NightState, at: UtcMs) -> i32 {
    state
        .config
        .time_zone
        .as_deref()
        .and_then(|z| Venue::named(z).ok())
        .map_or(state.config.utc_offset_minutes, |v| v.offset_minutes(at))
}

/// English, as the doors that name no language read a night.
fn english() -> Asked {
    Asked::named(Locale::ENGLISH)
}

fn view(
    id: i64,
    state: &NightState,
    log: &[(u64, UtcMs, NightAction)],
    now: UtcMs,
    l: Locale,
) -> NightView {
    let catalog = Catalog::shared();
    let off = state.config.utc_offset_minutes;
    let house = state
        .config
        .house
        .iter()
        .map(|k| HouseGame {
            key: k.clone(),
            name: catalog
                .resolve(k)
                .map(|(g, e)| e.name.clone().unwrap_or_else(|| g.name.clone()))
                .unwrap_or_else(|_| k.clone()),
        })
        .collect();
    let called = state.deals.last().map(|d| match &d.game {
        CalledGame::Catalog { key } => {
            use felt_core::paper::rule_card::{night_game_rules, night_short_rules};
            let night = felt_core::paper::rule_card::NightRules::of(&state.config);
            let source = catalog
                .resolve(key)
                .map(|(_, e)| {
                    let sources: Vec<&str> = e.sources.iter().map(|s| s.label()).collect();
                    sources.join(", ")
                })
                .unwrap_or_default();
            // A called game the catalog no longer has (a newer Felt dropped it) shows why
            // in place of its rules, never an empty card.
            let missing = |e: felt_core::catalog::CatalogError| {
                Phrase::new("night-rules-missing")
                    .text("game", key.clone())
                    .text("why", e.to_string())
                    .say(l)
            };
            CalledView {
                deal: d.clone(),
                rules: night_short_rules(key, night, catalog, l)
                    .unwrap_or_else(|e| vec![missing(e)]),
                card: night_game_rules(key, night, catalog, l)
                    .unwrap_or_else(|e| vec![(None, vec![missing(e)])])
                    .into_iter()
                    .map(|(heading, lines)| CardSection { heading, lines })
                    .collect(),
                source,
            }
        }
        CalledGame::New { rules, .. } => CalledView {
            deal: d.clone(),
            rules: vec![rules.clone()],
            card: vec![CardSection {
                heading: None,
                lines: vec![rules.clone()],
            }],
            source: Phrase::new("night-dealers-own-rules")
                .text("dealer", d.dealer.clone())
                .say(l),
        },
    });
    // The log in words, each action described against the night just before it.
    let refs: Vec<(u64, UtcMs, &NightAction)> = log.iter().map(|(s, t, a)| (*s, *t, a)).collect();
    let standing = felt_core::night::standing(&refs);
    let mut lines = Vec::new();
    let mut before: Option<NightState> = None;
    for (seq, at, a) in log {
        let text = match a {
            // An undo says what it took back.
            NightAction::Undo { seq: target } => lines
                .iter()
                .find(|line: &&NightLine| line.seq == *target)
                .map(|line| {
                    Phrase::new("action-night-undo")
                        .text("action", line.text.clone())
                        .say(l)
                })
                .unwrap_or_else(|| describe(a, None, l)),
            _ => describe(a, before.as_ref(), l),
        };
        lines.push(NightLine {
            seq: *seq,
            at_ms: at.0,
            text,
            undone: !matches!(a, NightAction::Undo { .. }) && !standing.contains(seq),
        });
        if standing.contains(seq) {
            match (&mut before, a) {
                (None, NightAction::Open { config }) => match NightState::open(config, catalog) {
                    Ok(s) => before = Some(s),
                    Err(e) => tracing::warn!("night action #{seq} does not open a night: {e}"),
                },
                (Some(s), a) => {
                    if let Err(e) = s.apply(a, *at, catalog) {
                        tracing::warn!(
                            "night action #{seq} does not apply to the night before it: {e}"
                        );
                    }
                }
                _ => {}
            }
        }
    }
    lines.reverse();
    NightView {
        id,
        title: state.config.title.clone(),
        now_ms: now.0,
        opened_ms: log.first().map(|(_, t, _)| t.0).unwrap_or_default(),
        utc_offset_minutes: off,
        players: state.kitty.clone(),
        house,
        first_dealer_draw: state.first_dealer_draw.clone(),
        dealer: state.dealer.clone(),
        next_dealer: state.next_dealer(),
        max_bet: state.max_bet(now),
        next_limit: state.next_limit(now).map(|(at, max_bet)| NextLimit {
            at_ms: at.0,
            max_bet,
            local: felt_core::paper::night_sheet::local_time(at, venue_offset(state, at), l),
        }),
        limits: felt_core::paper::night_sheet::limits_words(state, l),
        raises_per_round: state.config.raises_per_round,
        dealer_pays: state.config.dealer_pays,
        buy_in: state.config.buy_in,
        next_penalty: state.next_penalty(),
        mistakes: state.mistakes.clone(),
        deals: state.deals.clone(),
        called,
        settlement: settle(state),
        ended: state.ended,
        log: lines,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(rfc3339: &str) -> UtcMs {
        UtcMs(
            chrono::DateTime::parse_from_rfc3339(rfc3339)
                .unwrap()
                .timestamp_millis(),
        )
    }

    /// A night across a daylight-saving change steps its limit at the local hour the host
    /// means, by the venue's zone, not by the offset it opened with.
    #[test]
    fn limit_steps_follow_the_venues_daylight_saving_rules() {
        let la = Venue::named("America/Los_Angeles").unwrap();
        let fixed = Venue::Fixed(chrono::FixedOffset::west_opt(7 * 3600).unwrap());
        // Fall back: the night opens at 20:00 PDT on 31 October; clocks go from 02:00
        // PDT back to 01:00 PST. 03:00 that morning is PST (UTC-8).
        let opened = at("2026-10-31T20:00:00-07:00");
        let cases: [(&str, &Venue, &str); 5] = [
            ("23:00", &la, "2026-10-31T23:00:00-07:00"),
            ("03:00", &la, "2026-11-01T03:00:00-08:00"),
            // 01:30 happens twice: the first.
            ("01:30", &la, "2026-11-01T01:30:00-07:00"),
            // The offset the night opened with would step an hour early.
            ("03:00", &fixed, "2026-11-01T03:00:00-07:00"),
            ("12:00", &la, "2026-10-31T12:00:00-07:00"),
        ];
        for (text, venue, want) in cases {
            assert_eq!(
                step_instant(text, opened, venue).unwrap(),
                at(want),
                "{text}"
            );
        }
        // Spring forward: 02:30 on 8 March 2026 never shows: the step is at 03:00 PDT.
        let opened = at("2026-03-07T20:00:00-08:00");
        assert_eq!(
            step_instant("02:30", opened, &la).unwrap(),
            at("2026-03-08T03:00:00-07:00")
        );
        assert_eq!(la.offset_minutes(opened), -480);
        assert!(Venue::named("Mars/Olympus_Mons").is_err());
    }
}
