//! The clock view: everything a display or the TD console shows about an event at one
//! instant, computed from the state and that instant alone.

use crate::engine::Tournament;
use crate::lang::{Arg, Locale, Speak};
use crate::rules::clock::{self, Clock, PauseReason};
use crate::rules::payout::event::{DealLine, DealLines, PayoutsInput, PayoutsView, payouts_view};
use crate::rules::seating::levels::EliminationLevels;
use crate::structure::{
    AnteKind, Betting, BigBlindAntePreset, BigBlindAnteRule, Chips, Period, Stakes, Structure,
    describe_stakes_in,
};
use crate::time::UtcMs;
use crate::view::chips::{LammersView, lammers_view};
use serde::{Deserialize, Serialize};

/// What a display shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ClockView {
    pub event_name: String,
    /// The language this view is written in ("de").
    pub lang: String,
    /// The language the TD set for the event's screens and paper; none: each browser's.
    pub event_language: Option<crate::lang::Language>,
    pub event_number: Option<u32>,
    /// The instant this view was computed for (the server's time).
    pub now: UtcMs,
    pub status: ClockStatus,
    /// Index of the current period in the structure.
    pub period: usize,
    /// "Level 4", "Break", ...
    pub period_label: String,
    pub on_break: bool,
    /// The current level number; on a break, the level just played.
    pub level: Option<u32>,
    pub current: Option<StakesView>,
    pub remaining_ms: i64,
    pub period_duration_ms: i64,
    /// When the current period ends, while running: displays count down to it.
    pub ends_at: Option<UtcMs>,
    /// True on the last period once its time has run out: the clock stays on it.
    pub past_last_level: bool,
    pub overtime_ms: i64,
    pub next: Option<NextView>,
    /// Time from now to the start of the next break, when there is one ahead.
    pub next_break_in_ms: Option<i64>,
    /// Denominations raced off at the current break (or the next one), with colors.
    pub race_off: Vec<RaceOffView>,
    pub entries: u32,
    pub players_left: u32,
    pub add_ons: u32,
    /// Players are registered one by one (the counts come from the field, not the TD's
    /// counters).
    pub players_tracked: bool,
    /// Whether a register is taken now (before the start, and through the end of the
    /// last late-registration level).
    pub registration_open: bool,
    /// Players seated when the room is down to one table (the final table): the big
    /// blind ante calculator starts from it.
    pub one_table_players: Option<u8>,
    pub chips_in_play: Chips,
    pub average_stack: Option<Chips>,
    /// The prize pool in minor units of `currency`, when the event has a buy-in: every
    /// entry's and add-on's price minus its fee, or the guarantee when that is more.
    pub prize_pool: Option<u64>,
    pub currency: Option<String>,
    /// The payouts panel, when the event has a buy-in and a payout rule.
    pub payouts: Option<PayoutsView>,
    /// Between days: the chip-count leaderboard (shown in place of the payouts).
    pub chip_counts: Option<crate::view::chip_counts::ChipCountsView>,
    /// Lammers still held and the redemption deadline, while any are held (players
    /// tracked one by one).
    pub lammers: Option<LammersView>,
    /// Lines for the event notices bar.
    pub notices: Vec<String>,
    /// The TD's message to every display, with when it was sent (displays show it for a
    /// while and speak it once).
    pub announcement: Option<Announcement>,
    /// The room's moments in words, for the displays to say aloud.
    pub spoken: crate::view::spoken::Spoken,
    /// After a committed seat draw, until the first level is over: the commitment's short
    /// code, for the displays to show with the link to the event's verify page.
    pub draw_check: Option<String>,
    /// The result, once the event is over (`status` is `finished`).
    pub result: Option<ResultView>,
    /// The room's figures as the displays show them: entries, players left, average
    /// stack and, when the event has a buy-in, the prize pool.
    pub stats: Vec<Figure>,
    /// The anchor itself, so a display can keep time on its own.
    pub anchor: Clock,
    /// Levels that change with eliminations (seed 003): how many more players must go
    /// out for the next level. `None` when the clock runs the levels.
    pub by_eliminations: Option<EliminationsView>,
    /// The hard stop (seed 003), when the structure has one.
    pub hard_stop: Option<HardStopView>,
}

/// Where elimination-driven levels stand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct EliminationsView {
    /// The structure's count: a new level every this many eliminations.
    pub per_level: u32,
    /// Players out so far.
    pub eliminated: u32,
    /// More players out before the next level starts; `None` when no level follows (the
    /// structure or the field has run out).
    pub more: Option<u32>,
    /// "Next level after 2 more eliminations".
    pub text: String,
}

/// The hard stop: play ends this long after the clock first started, whatever the
/// pauses; the round being dealt is finished, and the chip counts place the players left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct HardStopView {
    pub minutes: u32,
    /// When play stops; `None` until the clock has started.
    pub at: Option<UtcMs>,
    /// Time left until then (displays count down to `at` on their own).
    pub remaining_ms: Option<i64>,
    /// The stop time has come: the last round is being played.
    pub reached: bool,
    pub text: String,
}

/// Running or why not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum ClockStatus {
    NotStarted,
    Running,
    Paused,
    AutoPaused,
    EndOfDay,
    /// The event is over: the clock stopped when it ended (`result` says how).
    Finished,
}

impl ClockStatus {
    /// The status in a TD's words, as a list prints it.
    pub fn words(self) -> &'static str {
        match self {
            ClockStatus::NotStarted => "not started",
            ClockStatus::Running => "running",
            ClockStatus::Paused => "paused",
            ClockStatus::AutoPaused => "paused by Felt",
            ClockStatus::EndOfDay => "end of day",
            ClockStatus::Finished => "finished",
        }
    }

    /// [`Self::words`] in `l`'s words.
    pub fn words_in(self, l: Locale) -> String {
        l.say(
            match self {
                ClockStatus::NotStarted => "status-not-started",
                ClockStatus::Running => "status-running",
                ClockStatus::Paused => "status-paused",
                ClockStatus::AutoPaused => "status-auto-paused",
                ClockStatus::EndOfDay => "status-end-of-day",
                ClockStatus::Finished => "status-finished",
            },
            &[],
        )
    }
}

/// The TD's message to the room.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Announcement {
    pub text: String,
    pub at: UtcMs,
}

/// The end of an event as the screens show it: the winner and the places with prizes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ResultView {
    /// "Zoë Ångström wins", "Play stopped", "Deal: the event is over".
    pub headline: String,
    /// How it ended, in a sentence.
    pub how: String,
    /// The places, best first: every place that won something and at least the top ten.
    pub lines: Vec<ResultRow>,
    /// Places not listed (below the prizes and the top ten).
    pub more: u32,
    /// Why no prizes are shown though the event pays some (the payout rule's reason),
    /// when they could not be worked out.
    pub prizes_unknown: Option<String>,
}

/// One line of the results screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ResultRow {
    /// "1st", "5th-6th".
    pub place: String,
    pub name: String,
    /// The prize in words, when the place won one.
    pub prize: Option<String>,
    /// "deal", "deal + played-for amount".
    pub note: Option<String>,
}

/// A labelled figure in words: "Blinds" "100 / 200", "Prize pool" "$3,705". `key` names
/// it for styling and tests and never changes with the words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Figure {
    pub key: String,
    pub label: String,
    pub value: String,
}

impl Figure {
    fn new(key: &str, label: String, value: String) -> Self {
        Figure {
            key: key.to_string(),
            label,
            value,
        }
    }
}

/// The stakes of a level broken into the parts a player looks for, in the game's own
/// terms: blinds and ante for big-bet games, blinds and bets for limit games, ante,
/// bring-in and complete for stud.
pub fn stake_parts(stakes: &Stakes) -> Vec<Figure> {
    stake_parts_in(stakes, Locale::ENGLISH)
}

/// [`stake_parts`] in `l`'s words.
pub fn stake_parts_in(stakes: &Stakes, l: Locale) -> Vec<Figure> {
    let two = |id: &str, a: Chips, b: Chips| {
        let (a, b) = (l.number(a), l.number(b));
        l.say(id, &[("a", Arg::Text(&a)), ("b", Arg::Text(&b))])
    };
    let pair = |a: Chips, b: Chips| two("stakes-pair", a, b);
    let label = |id: &str| l.say(id, &[]);
    let mut parts = Vec::new();
    let ante_part = |parts: &mut Vec<Figure>, ante: Chips| {
        if ante > 0 {
            parts.push(Figure::new("ante", label("stakes-ante"), l.number(ante)));
        }
    };
    match *stakes {
        Stakes::Blinds {
            small_blind,
            big_blind,
            ante,
            ante_kind,
        } => {
            parts.push(Figure::new(
                "blinds",
                label("stakes-blinds"),
                pair(small_blind, big_blind),
            ));
            if ante > 0 {
                let id = match ante_kind {
                    AnteKind::BigBlind => "stakes-bb-ante",
                    AnteKind::Table => "stakes-ante",
                    AnteKind::Button => "stakes-button-ante",
                };
                parts.push(Figure::new("ante", label(id), l.number(ante)));
            }
        }
        Stakes::Limit {
            small_blind,
            big_blind,
            small_bet,
            big_bet,
        } => {
            parts.push(Figure::new(
                "blinds",
                label("stakes-blinds"),
                pair(small_blind, big_blind),
            ));
            parts.push(Figure::new(
                "bets",
                label("stakes-bets"),
                pair(small_bet, big_bet),
            ));
        }
        Stakes::StudLimit {
            ante,
            bring_in,
            small_bet,
            big_bet,
        } => {
            ante_part(&mut parts, ante);
            parts.push(Figure::new(
                "bring-in",
                label("stakes-bring-in"),
                l.number(bring_in),
            ));
            parts.push(Figure::new(
                "complete",
                label("stakes-complete"),
                l.number(small_bet),
            ));
            parts.push(Figure::new(
                "bets",
                label("stakes-bets"),
                pair(small_bet, big_bet),
            ));
        }
        Stakes::StudBigBet { ante, bring_in } => {
            ante_part(&mut parts, ante);
            parts.push(Figure::new(
                "bring-in",
                label("stakes-bring-in"),
                l.number(bring_in),
            ));
        }
        Stakes::StudOpens {
            ante,
            small_bet,
            big_bet,
        } => {
            ante_part(&mut parts, ante);
            parts.push(Figure::new(
                "opens",
                label("stakes-high-card-opens"),
                two("stakes-either", small_bet, big_bet),
            ));
            parts.push(Figure::new(
                "bets",
                label("stakes-bets"),
                pair(small_bet, big_bet),
            ));
        }
    }
    parts
}

/// A level's game and stakes, in the game's own terms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct StakesView {
    pub level: u32,
    pub game_id: String,
    pub game: String,
    pub betting: Betting,
    pub stakes: Stakes,
    pub text: String,
    /// The stakes in labelled parts, for the big display.
    pub parts: Vec<Figure>,
    /// The game with its betting, unless its name says it already: "Razz · Limit",
    /// "No-Limit Hold'em".
    pub game_title: String,
    /// The parts on one line: "Blinds 100 / 200 · BB ante 200".
    pub line: String,
    /// The shortest words for a line of what comes next: a limit stud level leaves out
    /// its completion ("Limits 200/400, ante 50, bring-in 75").
    pub short: String,
    /// Where the event's big blind ante is reduced at a short-handed table: what such a
    /// table posts (a table screen at `players` or fewer shows its `line`).
    pub short_handed: Option<ShortHandedView>,
}

/// The stakes a short-handed table posts under the event's big blind ante rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ShortHandedView {
    /// At this many players or fewer.
    pub players: u8,
    pub ante: Chips,
    /// "Blinds 100 / 200 · BB ante 100".
    pub line: String,
}

/// "Razz · Limit", but "No-Limit Hold'em" alone when the name already says the limit.
pub fn game_title(game: &str, betting: Betting) -> String {
    game_title_in(game, betting, Locale::ENGLISH)
}

/// [`game_title`] in `l`'s words (the game's name stays as the catalog writes it).
pub fn game_title_in(game: &str, betting: Betting, l: Locale) -> String {
    let label = betting.label_in(l);
    let named = game.to_lowercase();
    if named.contains(&label.to_lowercase()) || named.contains(&betting.label().to_lowercase()) {
        game.to_string()
    } else {
        l.say(
            "game-with-betting",
            &[("game", Arg::Text(game)), ("betting", Arg::Text(&label))],
        )
    }
}

/// The shortest words for `stakes` on a line that also names the level and the game.
fn short_stakes(stakes: &Stakes, l: Locale) -> String {
    match *stakes {
        Stakes::StudLimit {
            ante,
            bring_in,
            small_bet,
            big_bet,
        } => l.say_numbers(
            "stakes-short-stud",
            &[
                ("small", small_bet),
                ("big", big_bet),
                ("ante", ante),
                ("bring", bring_in),
            ],
        ),
        Stakes::StudOpens {
            ante,
            small_bet,
            big_bet,
        } => l.say_numbers(
            "stakes-short-stud-opens",
            &[("small", small_bet), ("big", big_bet), ("ante", ante)],
        ),
        _ => describe_stakes_in(stakes, l),
    }
}

/// What comes next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct NextView {
    pub is_break: bool,
    pub duration_ms: i64,
    pub stakes: Option<StakesView>,
}

/// A chip leaving play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct RaceOffView {
    pub value: Chips,
    pub color: String,
}

/// The game and stakes of a period, if it is a level, as a full table posts them.
pub fn stakes_view(structure: &Structure, period: usize) -> Option<StakesView> {
    stakes_view_at(structure, period, structure.seats(), Locale::ENGLISH)
}

fn parts_line(parts: &[Figure]) -> String {
    parts
        .iter()
        .map(|p| format!("{} {}", p.label, p.value))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The game and stakes of a period as a table of `players` posts them (a big blind ante
/// rule may reduce the ante at a short-handed table).
pub fn stakes_view_at(
    structure: &Structure,
    period: usize,
    players: u8,
    l: Locale,
) -> Option<StakesView> {
    use crate::rules::ante::{posted_stakes_at, short_handed_at};
    let level = structure.periods.get(period)?.as_level()?;
    let game = structure.game(&level.game);
    // A big blind ante level with no ante of its own posts the event rule's amount.
    let stakes = posted_stakes_at(structure, level.stakes, players);
    let name = game
        .map(|g| g.name.clone())
        .unwrap_or_else(|| level.game.clone());
    let parts = stake_parts_in(&stakes, l);
    let short_handed = short_handed_at(structure, level.stakes).map(|at| {
        let short = posted_stakes_at(structure, level.stakes, at);
        ShortHandedView {
            players: at,
            ante: match short {
                Stakes::Blinds { ante, .. } => ante,
                _ => 0,
            },
            line: parts_line(&stake_parts_in(&short, l)),
        }
    });
    Some(StakesView {
        short_handed,
        level: level.number,
        game_id: level.game.clone(),
        game_title: game_title_in(&name, level.betting, l),
        game: name,
        betting: level.betting,
        stakes,
        text: describe_stakes_in(&stakes, l),
        line: parts_line(&parts),
        short: short_stakes(&stakes, l),
        parts,
    })
}

/// The players at the fullest table of the room, once the seats are drawn; a full table
/// before. The room's displays show the stakes that table posts (the final table: the
/// only one), so a short-handed big blind ante shows once every table is short.
fn room_players(t: &Tournament) -> u8 {
    let s = &*t.structure;
    let full = s.seats();
    let Some(at) = s.big_blind_ante.and_then(|r| r.reduce_at_players) else {
        return full;
    };
    if t.field.drawn.is_none() || t.field.seating.tables.is_empty() {
        return full;
    }
    // Stops at the first table above the threshold: one step in a full room.
    let mut most = 0usize;
    for table in t.field.seating.tables.values() {
        most = most.max(table.player_count());
        if most > usize::from(at) {
            return full;
        }
    }
    u8::try_from(most).unwrap_or(full).max(2)
}

/// What the clock reads at one instant, shared by the parts of the clock view.
struct Reading<'a> {
    t: &'a Tournament,
    s: &'a Structure,
    r: clock::Settled,
    /// When the event finished (no later than now): its clock stopped at that action.
    finished_at: Option<UtcMs>,
    on_break: bool,
    /// The level in play; on a break, the level just played.
    level: Option<u32>,
    /// Players at the room's tables, for the stakes that depend on it.
    room: u8,
    currency: Option<String>,
    l: Locale,
}

impl Reading<'_> {
    fn status(&self) -> ClockStatus {
        match self.r.pause_reason {
            _ if self.finished_at.is_some() => ClockStatus::Finished,
            None => ClockStatus::Running,
            Some(PauseReason::NotStarted) => ClockStatus::NotStarted,
            Some(PauseReason::Manual) => ClockStatus::Paused,
            Some(PauseReason::AutoPause) => ClockStatus::AutoPaused,
            Some(PauseReason::EndOfDay) => ClockStatus::EndOfDay,
            Some(PauseReason::StructureEnded) => ClockStatus::Paused,
        }
    }

    fn last_period(&self) -> usize {
        self.s.periods.len().saturating_sub(1)
    }

    fn past_last_level(&self) -> bool {
        self.r.period == self.last_period() && self.r.running && self.r.overtime_ms > 0
    }

    fn period_duration_ms(&self) -> i64 {
        self.s
            .periods
            .get(self.r.period)
            .map(Period::duration_ms)
            .unwrap_or(0)
    }

    fn live(&self) -> bool {
        self.finished_at.is_none()
    }

    /// The period after this one, if the structure has one.
    fn next(&self) -> Option<NextView> {
        (self.r.period < self.last_period()).then(|| {
            let p = &self.s.periods[self.r.period + 1];
            NextView {
                is_break: matches!(p, Period::Break(_)),
                duration_ms: p.duration_ms(),
                stakes: stakes_view_at(self.s, self.r.period + 1, self.room, self.l),
            }
        })
    }

    /// Time until the next break begins; none on a break or with no break ahead.
    fn next_break_in_ms(&self) -> Option<i64> {
        if self.on_break {
            return None;
        }
        let mut acc = self.r.remaining_ms;
        for p in &self.s.periods[(self.r.period + 1).min(self.s.periods.len())..] {
            if matches!(p, Period::Break(_)) {
                return Some(acc);
            }
            acc += p.duration_ms();
        }
        None
    }

    /// The chips raced off at this break, or at the next one.
    fn race_off(&self) -> Vec<RaceOffView> {
        let s = self.s;
        let race_period = if self.on_break {
            Some(self.r.period)
        } else {
            (self.r.period + 1..s.periods.len()).find(|&i| matches!(s.periods[i], Period::Break(_)))
        };
        match race_period.and_then(|i| s.periods.get(i)) {
            Some(Period::Break(b)) => b
                .race_off
                .iter()
                .map(|&v| RaceOffView {
                    value: v,
                    color: s
                        .chips
                        .iter()
                        .find(|c| c.value == v)
                        .map(|c| c.color.clone())
                        .unwrap_or_default(),
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.l.say(id, args)
    }

    /// The figures a display shows beside the clock.
    fn stats(&self, average_stack: Option<u64>, prize_pool: Option<u64>) -> Vec<Figure> {
        let (counts, l) = (self.t.counts_now(), self.l);
        let mut stats = vec![
            Figure::new(
                "entries",
                self.say("clock-entries", &[]),
                l.number(u64::from(counts.entries)),
            ),
            Figure::new(
                "players-left",
                self.say("clock-players-left", &[]),
                l.number(u64::from(counts.players_left)),
            ),
            Figure::new(
                "average",
                self.say("clock-average-stack", &[]),
                average_stack.map_or_else(|| "–".to_string(), |a| l.number(a)),
            ),
        ];
        if let (Some(p), Some(c)) = (prize_pool, &self.currency) {
            stats.push(Figure::new(
                "prize-pool",
                self.say("clock-prize-pool", &[]),
                l.money(u128::from(p), c),
            ));
        }
        stats
    }

    /// Where play stands: past the last level, stopped, the committed draw, hand-for-hand,
    /// the shootout round.
    fn play_notices(&self, notices: &mut Vec<String>) {
        let (t, s, r) = (self.t, self.s, &self.r);
        if self.past_last_level() {
            notices.push(self.say("clock-last-level", &[]));
        }
        if r.pause_reason == Some(PauseReason::StructureEnded) {
            notices.push(self.say("clock-structure-ended", &[]));
        }
        if self.status() == ClockStatus::EndOfDay {
            let period = clock::period_name_in(s, r.period, self.l);
            notices.push(self.say("clock-end-of-day", &[("period", Arg::Text(&period))]));
        }
        // A committed draw, before it is made: the code the players can note and check later.
        if let (Some(c), None) = (&t.field.draw_commitment, t.field.drawn) {
            let code = crate::rules::seating::fair::short(c);
            notices.push(self.say("clock-draw-committed", &[("code", Arg::Text(&code))]));
        }
        if t.field.hand_for_hand && self.live() {
            let waiting = crate::field::decide::tables_waiting(&t.field);
            let hand = Arg::Count(t.field.h4h_hand + 1);
            notices.push(if t.field.h4h_done.is_empty() {
                self.say("clock-h4h-dealt", &[("hand", hand)])
            } else {
                let tables = crate::field::decide::tables_words_in(&waiting, self.l);
                self.say(
                    "clock-h4h-waiting",
                    &[("hand", hand), ("tables", Arg::Text(&tables))],
                )
            });
        }
        if let (Some(so), true) = (crate::field::shootout::view(&t.field, s), self.live()) {
            let tables = t.field.seating.tables.len();
            let round = Arg::Count(u64::from(so.round));
            notices.push(if tables > 1 {
                self.say(
                    "clock-shootout-round",
                    &[
                        ("round", round),
                        ("decided", Arg::Count(so.decided.len() as u64)),
                        ("tables", Arg::Count(tables as u64)),
                    ],
                )
            } else {
                self.say("clock-shootout-final", &[("round", round)])
            });
        }
    }

    /// Who owes a lammer redemption, and when lammers must be redeemed.
    fn lammer_notices(&self, lammers: Option<&LammersView>, notices: &mut Vec<String>) {
        if let Some(l) = lammers
            && !l.owing.is_empty()
        {
            let who: Vec<String> = l
                .owing
                .iter()
                .map(|o| {
                    let entry = o.player.to_string();
                    self.say(
                        "clock-player-entry",
                        &[("name", Arg::Text(&o.name)), ("entry", Arg::Text(&entry))],
                    )
                })
                .collect();
            notices.push(self.say(
                "clock-lammer-owed",
                &[("players", Arg::Text(&who.join(", ")))],
            ));
        }
        if let Some(l) = &self.s.lammers
            && (!self.t.field.is_tracked() || lammers.is_some())
        {
            let by = self.say(
                "clock-lammers-by",
                &[("level", Arg::Count(u64::from(l.redeem_by_end_of_level)))],
            );
            // The room sees how many are still out and what they are worth.
            notices.push(match lammers {
                Some(v) => {
                    let chips = self.l.number(v.value);
                    let out = self.say(
                        "clock-lammers-out",
                        &[
                            ("count", Arg::Count(u64::from(v.outstanding))),
                            ("chips", Arg::Text(&chips)),
                        ],
                    );
                    format!("{by} {out}")
                }
                None => by,
            });
        }
    }

    /// What is on offer now: the big blind ante's rule, the structure's special rules,
    /// late registration, the add-on.
    fn offer_notices(&self, current: Option<&StakesView>, notices: &mut Vec<String>) {
        let s = self.s;
        if let Some(StakesView {
            stakes:
                Stakes::Blinds {
                    ante,
                    ante_kind: AnteKind::BigBlind,
                    ..
                },
            ..
        }) = current
            && *ante > 0
        {
            let rule = s
                .big_blind_ante
                .unwrap_or_else(|| BigBlindAnteRule::from_preset(BigBlindAntePreset::Tda2024));
            let words = rule.players_words_in(self.l);
            notices.push(self.say("clock-bb-ante", &[("rule", Arg::Text(&words))]));
        }
        notices.extend(special_notices(s, current, self.l));
        // Open through the end of its last level, as the register command decides; the
        // break after that level says it has closed.
        if let Some(lr) = s.late_registration {
            let level = [("level", Arg::Count(u64::from(lr.until_end_of_level)))];
            if s.registration_open_at(self.r.period) {
                notices.push(self.say("clock-late-reg-open", &level));
            } else if self.on_break && self.level == Some(lr.until_end_of_level) {
                notices.push(self.say("clock-late-reg-closed", &level));
            }
        }
        if let Some(text) = self.add_on_notice() {
            notices.push(text);
        }
    }

    fn add_on_notice(&self) -> Option<String> {
        use crate::rules::purchase::{Moment, window_contains};
        let (offer, n) = (self.s.add_on.as_ref()?, self.level?);
        let moment = if self.on_break {
            Moment::BreakAfter(n)
        } else {
            Moment::Level(n)
        };
        if !offer.window.is_none_or(|w| window_contains(w, moment)) || !self.live() {
            return None;
        }
        let priced = self.currency.is_some();
        let (id, until) = match (offer.window, priced) {
            (Some(crate::structure::PurchaseWindow::Break { .. }), false) => {
                ("clock-add-on-this-break", 0)
            }
            (Some(crate::structure::PurchaseWindow::Break { .. }), true) => {
                ("clock-add-on-this-break-price", 0)
            }
            (Some(crate::structure::PurchaseWindow::Levels { until, .. }), false) => {
                ("clock-add-on-until", until)
            }
            (Some(crate::structure::PurchaseWindow::Levels { until, .. }), true) => {
                ("clock-add-on-until-price", until)
            }
            (None, false) => ("clock-add-on-now", 0),
            (None, true) => ("clock-add-on-now-price", 0),
        };
        let (price, _) = offer.price_at(n);
        let chips = self.l.number(offer.chips);
        let taken = self.l.number(u64::from(self.t.counts_now().add_ons));
        let price = self
            .currency
            .as_ref()
            .map(|c| self.l.money(u128::from(price), c))
            .unwrap_or_default();
        Some(self.say(
            id,
            &[
                ("chips", Arg::Text(&chips)),
                ("taken", Arg::Text(&taken)),
                ("level", Arg::Count(u64::from(until))),
                ("price", Arg::Text(&price)),
            ],
        ))
    }

    /// The chips raced off at this break or the next, and how.
    fn race_notice(&self, race_off: &[RaceOffView]) -> Option<String> {
        if race_off.is_empty() {
            return None;
        }
        let chips: Vec<String> = race_off
            .iter()
            .map(|c| {
                let value = self.l.number(c.value);
                self.say(
                    "clock-chip-color",
                    &[("value", Arg::Text(&value)), ("color", Arg::Text(&c.color))],
                )
            })
            .collect();
        let chips = chips.join(", ");
        // The structure's way of racing, when it names one.
        let how = self.s.chip_race.map(|m| m.short_in(self.l));
        let id = match (self.on_break, how.is_some()) {
            (true, false) => "clock-race-this-break",
            (true, true) => "clock-race-this-break-how",
            (false, false) => "clock-race-next-break",
            (false, true) => "clock-race-next-break-how",
        };
        let how = how.unwrap_or_default();
        Some(self.say(
            id,
            &[("chips", Arg::Text(&chips)), ("how", Arg::Text(&how))],
        ))
    }

    /// A satellite's seats and when play ends.
    fn satellite_notice(&self) -> Option<String> {
        let (t, s) = (self.t, self.s);
        let sat = s.payouts.as_ref()?.satellite.as_ref()?;
        let currency = self.currency.as_ref()?;
        let seats =
            crate::field::results::satellite_seats(&t.field, s, t.counts.entries, t.counts.add_ons);
        let value = self.l.money(u128::from(sat.seat_value), currency);
        Some(match seats {
            Some(n) => self.say(
                "clock-satellite",
                &[
                    ("seats", Arg::Count(u64::from(n))),
                    ("target", Arg::Text(&sat.target)),
                    ("value", Arg::Text(&value)),
                ],
            ),
            None => self.say(
                "clock-satellite-short",
                &[
                    ("target", Arg::Text(&sat.target)),
                    ("value", Arg::Text(&value)),
                ],
            ),
        })
    }
}

/// The clock view of `t` at `now`: the reading, then its parts (the next period, the
/// race, the figures, the notices, what is spoken).
pub fn clock_view(t: &Tournament, now: UtcMs) -> ClockView {
    clock_view_in(t, now, Locale::ENGLISH)
}

/// [`clock_view`] in `l`'s words: every sentence, label and figure a display shows.
pub fn clock_view_in(t: &Tournament, now: UtcMs, l: Locale) -> ClockView {
    let s = &*t.structure;
    let finished_at = t.finished_at().map(|at| UtcMs(at.0.min(now.0)));
    let r = clock::read(t.clock, s, finished_at.unwrap_or(now));
    let on_break = matches!(s.periods.get(r.period), Some(Period::Break(_)));
    let level = s.periods[..=r.period.min(s.periods.len().saturating_sub(1))]
        .iter()
        .rev()
        .find_map(Period::as_level)
        .map(|l| l.number);
    let (prize_pool, currency) = match pool(t) {
        Some((p, c)) => (Some(p), Some(c)),
        None => (None, None),
    };
    let at = Reading {
        t,
        s,
        r,
        finished_at,
        on_break,
        level,
        room: room_players(t),
        currency,
        l,
    };
    let race_off = at.race_off();
    let chips_in_play = t.chips_in_play();
    let counts = t.counts_now();
    let average_stack =
        (counts.players_left > 0).then(|| chips_in_play / u64::from(counts.players_left));
    // Worked out once per state: the curve of a field of thousands is the dearest figure
    // on the screen.
    let mut payouts = t.payouts_once(|| payouts(t, prize_pool)).clone();
    // Worked out once in English; another language rewrites the words only.
    if let Some(p) = payouts.as_mut().filter(|_| l != Locale::ENGLISH) {
        p.say_in(l);
    }
    let current = stakes_view_at(s, at.r.period, at.room, l);
    let lammers = lammers_view(&t.field);
    let mut notices = Vec::new();
    at.play_notices(&mut notices);
    at.lammer_notices(lammers.as_ref(), &mut notices);
    at.offer_notices(current.as_ref(), &mut notices);
    notices.extend(at.race_notice(&race_off));
    notices.extend(at.satellite_notice());
    let by_eliminations = eliminations_view(t, s, level, l);
    let hard_stop = hard_stop_view(t, s, finished_at.unwrap_or(now), l);
    if let Some(h) = hard_stop.as_ref().filter(|h| h.reached && at.live()) {
        notices.insert(0, h.text.clone());
    }
    let spoken = crate::view::spoken::spoken(&crate::view::spoken::Moment {
        on_break,
        level,
        game: current.as_ref().map(|c| (c.game.as_str(), &c.stakes)),
        duration_ms: at.period_duration_ms(),
        race_off: race_off
            .iter()
            .map(|x| (x.value, x.color.as_str()))
            .collect(),
        by_eliminations: by_eliminations.is_some(),
        hand_for_hand: t.field.hand_for_hand.then_some(t.field.h4h_hand),
        in_the_money: payouts
            .as_ref()
            .filter(|p| p.in_the_money && at.live())
            .map(|p| p.paid),
        locale: l,
    });
    ClockView {
        event_name: s.name.clone(),
        lang: l.tag().to_string(),
        event_language: t.language,
        event_number: s.number,
        now,
        status: at.status(),
        period: at.r.period,
        period_label: if on_break {
            l.say("clock-break", &[])
        } else {
            level
                .map(|n| l.say("clock-level", &[("level", Arg::Count(u64::from(n)))]))
                .unwrap_or_default()
        },
        on_break,
        level,
        remaining_ms: at.r.remaining_ms,
        period_duration_ms: at.period_duration_ms(),
        ends_at: at.r.ends_at.filter(|_| at.live()),
        past_last_level: at.past_last_level(),
        overtime_ms: at.r.overtime_ms,
        next: at.next(),
        next_break_in_ms: at.next_break_in_ms(),
        entries: counts.entries,
        players_left: counts.players_left,
        add_ons: counts.add_ons,
        players_tracked: t.field.is_tracked(),
        registration_open: s.registration_open_at(at.r.period),
        one_table_players: match t.field.seating.tables.len() {
            1 if t.field.drawn.is_some() => t
                .field
                .seating
                .tables
                .values()
                .next()
                .and_then(|table| u8::try_from(table.player_count()).ok()),
            _ => None,
        },
        chips_in_play,
        average_stack,
        stats: at.stats(average_stack, prize_pool),
        prize_pool,
        payouts,
        chip_counts: crate::view::chip_counts::chip_counts_view(t),
        lammers,
        notices,
        announcement: t.announcement.as_ref().map(|(at, text)| Announcement {
            text: text.clone(),
            at: *at,
        }),
        result: finished_at.and_then(|_| result_view(t, l)),
        spoken,
        draw_check: t
            .field
            .draw_commitment
            .as_ref()
            .filter(|_| t.field.drawn.is_some() && at.r.period == 0 && at.live())
            .map(|c| crate::rules::seating::fair::short(c)),
        by_eliminations,
        hard_stop,
        anchor: clock::settle(t.clock, s, now),
        current,
        race_off,
        currency: at.currency,
    }
}

/// The deal on the payouts panel: who is paid what now and what is still played for; the
/// places it shared out are marked.
/// The savers agreed, as lines of the payouts panel in place order ("11th $110, saver"),
/// beside the places the reduced pool pays.
fn with_savers(view: &mut PayoutsView, savers: &[(u32, u64)]) {
    if savers.is_empty() {
        return;
    }
    let left = view.players_left;
    for &(place, amount) in savers {
        view.rows.push(crate::rules::payout::event::PayoutRow {
            first: place,
            last: place,
            label: String::new(),
            amount,
            amount_text: String::new(),
            next: place == left,
            won: place > left,
            dealt: false,
            round: None,
            round_reached: None,
            saver: true,
        });
    }
    view.rows.sort_by_key(|r| r.first);
    // The next player out takes his saver: that is the next prize.
    if savers.iter().any(|(p, _)| *p == left) {
        for r in &mut view.rows {
            r.next = r.saver && r.first == left;
        }
        view.next_place = Some(left);
        view.bubble = false;
    }
    view.words.savers = savers.iter().map(|(_, a)| a).sum();
}

fn with_deal(view: &mut PayoutsView, t: &Tournament, d: &crate::field::results::DealRecord) {
    let name = |p| {
        t.field
            .entries
            .get(&p)
            .map_or_else(|| unnamed(p, Locale::ENGLISH), |e| e.name.clone())
    };
    let mut lines: Vec<DealLine> = d
        .players
        .iter()
        .zip(&d.amounts)
        .map(|(&p, &amount)| DealLine {
            name: name(p),
            amount,
            amount_text: String::new(),
        })
        .collect();
    lines.sort_by_key(|l| std::cmp::Reverse(l.amount));
    let shared = d.players.len() as u32;
    for r in &mut view.rows {
        r.dealt = r.first <= shared;
        r.next &= !r.dealt;
    }
    // Every player of the deal is paid now: nobody is on a bubble any more.
    view.bubble = false;
    view.in_the_money = true;
    view.deal = Some(DealLines {
        title: String::new(),
        lines,
        play_for: None,
    });
    view.words.deal = Some(crate::rules::payout::event::DealWords {
        deals: d.deals,
        players: shared,
        how: match d.method {
            crate::field::results::DealKind::Chop => crate::rules::payout::event::DealHow::Chop,
            crate::field::results::DealKind::Icm => crate::rules::payout::event::DealHow::Icm,
            crate::field::results::DealKind::Custom => crate::rules::payout::event::DealHow::Custom,
        },
        play_for: d.play_for,
    });
}

/// The results screen of a finished event.
fn result_view(t: &Tournament, l: Locale) -> Option<ResultView> {
    let over = t.over()?;
    let crate::field::standings::ResultsNow {
        lines,
        prizes_unknown,
    } = crate::field::standings::results_now(t.money_input());
    let currency = t
        .structure
        .money
        .as_ref()
        .map_or(String::new(), |m| m.currency.clone());
    let money = |m: u64| l.money(u128::from(m), &currency);
    const TOP: usize = 10;
    let shown: Vec<ResultRow> = lines
        .iter()
        .enumerate()
        .filter(|(i, l)| *i < TOP || l.prize > 0 || l.bounties > 0)
        .map(|(_, line)| ResultRow {
            place: l.place(line.place, line.shared_to),
            name: line.name.clone(),
            prize: (line.prize + line.bounties > 0).then(|| money(line.prize + line.bounties)),
            note: match (line.note.as_ref().map(|n| n.speak(l)), line.bounties) {
                (note, 0) => note,
                (None, b) => Some(l.say("result-bounties", &[("amount", Arg::Text(&money(b)))])),
                (Some(n), b) => Some(l.say(
                    "result-note-bounties",
                    &[("note", Arg::Text(&n)), ("amount", Arg::Text(&money(b)))],
                )),
            },
        })
        .collect();
    let name = |p| {
        t.field
            .entries
            .get(&p)
            .map_or_else(|| unnamed(p, l), |e| e.name.clone())
    };
    let (headline, how) = match over {
        crate::field::Over::Won { winner } => {
            let who = name(winner);
            (
                l.say("result-wins", &[("name", Arg::Text(&who))]),
                l.say("result-last-in", &[("name", Arg::Text(&who))]),
            )
        }
        crate::field::Over::Stopped => (
            l.say("result-stopped", &[]),
            l.say("result-stopped-how", &[]),
        ),
        crate::field::Over::Chopped => (l.say("result-deal", &[]), l.say("result-deal-how", &[])),
        crate::field::Over::Counted => (l.say("result-over", &[]), l.say("result-one-left", &[])),
        crate::field::Over::Seats { seats } => {
            let target = t
                .structure
                .payouts
                .as_ref()
                .and_then(|p| p.satellite.as_ref());
            (
                l.say(
                    "result-seats-won",
                    &[("seats", Arg::Count(u64::from(seats)))],
                ),
                match target {
                    Some(s) => l.say("result-seats-each-in", &[("target", Arg::Text(&s.target))]),
                    None => l.say("result-seats-each", &[]),
                },
            )
        }
    };
    Some(ResultView {
        headline,
        how,
        more: (lines.len() - shown.len()) as u32,
        lines: shown,
        prizes_unknown: prizes_unknown.map(|why| why.say(l)),
    })
}

/// A player the field has no name for: "Entry 12".
fn unnamed(p: u32, l: Locale) -> String {
    l.say("entry-unnamed", &[("entry", Arg::Text(&p.to_string()))])
}

/// The bomb pot and jam-or-fold flags in words, with the ante every player posts now.
fn special_notices(s: &Structure, current: Option<&StakesView>, l: Locale) -> Vec<String> {
    let mut out = Vec::new();
    if s.special.bomb_pot {
        out.push(match current.map(|c| c.stakes) {
            Some(Stakes::Blinds {
                ante,
                ante_kind: AnteKind::Table,
                ..
            }) if ante > 0 => l.say("clock-bomb-pot", &[("ante", Arg::Text(&l.number(ante)))]),
            _ => l.say("clock-bomb-pot-level", &[]),
        });
    }
    if s.special.jam_or_fold {
        out.push(l.say("clock-jam-or-fold", &[]));
    }
    out.extend(home_game_lines_in(&s.special, l));
    out
}

/// The event's prize pool, when the structure states a buy-in: from the clock's counts,
/// or, when players are tracked, from the entries, re-entries and purchases recorded
/// (each at its own price and fee) plus any add-ons counted by hand.
fn pool(t: &Tournament) -> Option<(u64, String)> {
    let money = t.structure.money.as_ref()?;
    let p = if t.field.is_tracked() {
        // Entries and re-entries as recorded one by one (purchases join there too).
        crate::field::results::field_pool(&t.field, &t.structure, t.counts.add_ons)?
    } else {
        crate::field::results::counted_pool(&t.structure, t.counts.entries, t.counts.add_ons)?
    };
    Some((p.total, money.currency.clone()))
}

/// The payouts panel of `t` with a prize pool of `pool`: the places paid, less the
/// savers agreed, with the deal when there is one.
/// The places the clock's payouts pay now (`PayoutsView::paid`), from the payouts worked
/// out once per state: what the field views and the player list need of the clock, at no
/// cost once the clock has been shown.
pub fn places_paid(t: &Tournament) -> Option<u32> {
    t.payouts_once(|| payouts(t, pool(t).map(|(p, _)| p)))
        .as_ref()
        .map(|p| p.paid)
}

fn payouts(t: &Tournament, pool: Option<u64>) -> Option<PayoutsView> {
    let money_state = &t.field.money;
    let counts = t.counts_now();
    let input = PayoutsInput {
        // Savers come out of the pool before the places are paid.
        pool: pool?.saturating_sub(money_state.savers_total()),
        entries: counts.entries,
        players_left: counts.players_left,
        locked: money_state.locked.as_ref(),
    };
    let mut view = payouts_view(&t.structure, input)?;
    with_savers(&mut view, &money_state.savers);
    if let Some(d) = &money_state.deal {
        with_deal(&mut view, t, d);
    }
    view.say_in(Locale::ENGLISH);
    Some(view)
}

/// Elimination-driven levels: players out so far and how many more start the next level
/// (counted from the field when players are tracked, else from the room's counts).
fn eliminations_view(
    t: &Tournament,
    s: &Structure,
    level: Option<u32>,
    l: Locale,
) -> Option<EliminationsView> {
    let per_level = s.special.eliminations_per_level?;
    let (eliminated, field) = if t.field.is_tracked() {
        (t.field.busts.len() as u32, t.field.field_size())
    } else {
        let c = t.counts_now();
        (c.entries.saturating_sub(c.players_left), c.entries)
    };
    let current = level.unwrap_or(1);
    // The bust that starts level `current + 1`, when the structure and field have one.
    let more = EliminationLevels::every(per_level, field)
        .thresholds
        .get(current as usize - 1)
        .copied()
        .filter(|_| s.period_of_level(current + 1).is_some())
        .map(|t| t.saturating_sub(eliminated).max(1));
    let text = match more {
        Some(n) => l.say("clock-next-after", &[("count", Arg::Count(u64::from(n)))]),
        None => l.say("clock-blinds-stay", &[]),
    };
    Some(EliminationsView {
        per_level: per_level.get(),
        eliminated,
        more,
        text,
    })
}

/// The hard stop as the room sees it at `now`.
fn hard_stop_view(t: &Tournament, s: &Structure, now: UtcMs, l: Locale) -> Option<HardStopView> {
    let minutes = s.special.hard_stop_minutes?;
    let at = t
        .started_at()
        .map(|st| st.plus_ms(i64::from(minutes) * 60_000));
    let remaining_ms = at.map(|a| a.ms_since(now).max(0));
    let reached = remaining_ms == Some(0);
    let text = if reached {
        l.say("clock-hard-stop-reached", &[])
    } else {
        let after = hours_and_minutes(minutes, l);
        l.say("clock-hard-stop-at", &[("after", Arg::Text(&after))])
    };
    Some(HardStopView {
        minutes,
        at,
        remaining_ms,
        reached,
        text,
    })
}

/// "45 min", "3 h", "2 h 30 min".
pub(crate) fn hours_and_minutes(m: u32, l: Locale) -> String {
    let (hours, minutes) = (Arg::Count(u64::from(m / 60)), Arg::Count(u64::from(m % 60)));
    match (m / 60, m % 60) {
        (0, _) => l.say("duration-minutes", &[("minutes", minutes)]),
        (_, 0) => l.say("duration-hours", &[("hours", hours)]),
        _ => l.say(
            "duration-hours-minutes",
            &[("hours", hours), ("minutes", minutes)],
        ),
    }
}

/// The home-game formats, in words: the clock's notices and the rule card say them the
/// same way.
pub fn home_game_lines(sp: &crate::structure::SpecialRules) -> Vec<String> {
    home_game_lines_in(sp, Locale::ENGLISH)
}

/// [`home_game_lines`] in `l`'s words.
pub fn home_game_lines_in(sp: &crate::structure::SpecialRules, l: Locale) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(n) = sp.eliminations_per_level {
        out.push(if n.get() == 1 {
            l.say("clock-by-eliminations-each", &[])
        } else {
            l.say(
                "clock-by-eliminations-every",
                &[("count", Arg::Count(u64::from(n.get())))],
            )
        });
    }
    if let Some(m) = sp.hard_stop_minutes {
        let after = hours_and_minutes(m, l);
        out.push(l.say("clock-hard-stop-rule", &[("after", Arg::Text(&after))]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of stakes in the parts a player looks for.
    #[test]
    fn stakes_read_in_the_game_s_own_terms() {
        let cases: &[(Stakes, &str)] = &[
            (
                Stakes::Blinds {
                    small_blind: 1_000,
                    big_blind: 2_000,
                    ante: 2_000,
                    ante_kind: AnteKind::BigBlind,
                },
                "Blinds 1,000 / 2,000 · BB ante 2,000",
            ),
            (
                Stakes::Blinds {
                    small_blind: 25,
                    big_blind: 50,
                    ante: 0,
                    ante_kind: AnteKind::Table,
                },
                "Blinds 25 / 50",
            ),
            (
                Stakes::Blinds {
                    small_blind: 100,
                    big_blind: 200,
                    ante: 25,
                    ante_kind: AnteKind::Button,
                },
                "Blinds 100 / 200 · Button ante 25",
            ),
            (
                Stakes::Limit {
                    small_blind: 100,
                    big_blind: 200,
                    small_bet: 200,
                    big_bet: 400,
                },
                "Blinds 100 / 200 · Bets 200 / 400",
            ),
            (
                Stakes::StudLimit {
                    ante: 50,
                    bring_in: 100,
                    small_bet: 300,
                    big_bet: 600,
                },
                "Ante 50 · Bring-in 100 · Complete 300 · Bets 300 / 600",
            ),
            (
                Stakes::StudOpens {
                    ante: 25,
                    small_bet: 100,
                    big_bet: 200,
                },
                "Ante 25 · High card opens 100 or 200 · Bets 100 / 200",
            ),
            (
                Stakes::StudBigBet {
                    ante: 0,
                    bring_in: 1_500,
                },
                "Bring-in 1,500",
            ),
        ];
        let shared: serde_json::Value =
            serde_json::from_str(include_str!("../../../../tests/fixtures/words.json")).unwrap();
        let shared: Vec<(Stakes, String)> =
            serde_json::from_value(shared["stakes"].clone()).unwrap();
        assert!(shared.len() >= 5);
        let cases = cases.iter().map(|(s, w)| (*s, w.to_string())).chain(shared);
        for (stakes, want) in cases {
            let got: Vec<String> = stake_parts(&stakes)
                .iter()
                .map(|f| format!("{} {}", f.label, f.value))
                .collect();
            assert_eq!(got.join(" · "), want);
        }
    }
}
