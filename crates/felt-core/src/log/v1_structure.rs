//! Version 1 of a stored structure change, a later addition to the format: the TD's
//! command, the edits with the levels and breaks they add, spelled out name by name like
//! the rest of `v1`, with the conversions to and from the engine's types. An older Felt
//! reads such a record as a damaged one. Never rename or remove anything here.

use crate::engine::StructureCommand;
use crate::structure::edit::StructureEdit;
use crate::structure::{AnteKind, Betting, Break, Level, Period, Stakes};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op")]
pub enum Action {
    #[serde(rename = "period-minutes")]
    PeriodMinutes { period: usize, minutes: u32 },
    #[serde(rename = "add-level")]
    AddLevel {
        before: Option<usize>,
        game: Option<String>,
        stakes: String,
        ante: Option<u64>,
        bring_in: Option<u64>,
        minutes: Option<u32>,
    },
    #[serde(rename = "add-break")]
    AddBreak { before: Option<usize>, minutes: u32 },
    #[serde(rename = "break-now")]
    BreakNow { minutes: u32 },
    #[serde(rename = "extend")]
    Extend,
    #[serde(rename = "edit-level")]
    EditLevel {
        period: usize,
        game: Option<String>,
        stakes: String,
        ante: Option<u64>,
        bring_in: Option<u64>,
        minutes: Option<u32>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "edit")]
pub enum Edit {
    #[serde(rename = "duration")]
    Duration { period: usize, duration_ms: i64 },
    #[serde(rename = "insert")]
    Insert {
        at: usize,
        period: StoredPeriod,
        renumber: bool,
    },
    #[serde(rename = "replace")]
    Replace { period: usize, level: StoredLevel },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum StoredPeriod {
    #[serde(rename = "level")]
    Level(StoredLevel),
    #[serde(rename = "break")]
    Break(StoredBreak),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredLevel {
    #[serde(rename = "number")]
    pub number: u32,
    #[serde(rename = "game")]
    pub game: String,
    #[serde(rename = "betting")]
    pub betting: StoredBetting,
    #[serde(rename = "duration_ms")]
    pub duration_ms: i64,
    #[serde(rename = "stakes")]
    pub stakes: StoredStakes,
    #[serde(rename = "auto_pause", default)]
    pub auto_pause: bool,
    #[serde(rename = "end_of_day", default)]
    pub end_of_day: bool,
    #[serde(rename = "note", default)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredBreak {
    #[serde(rename = "duration_ms")]
    pub duration_ms: i64,
    #[serde(rename = "race_off", default)]
    pub race_off: Vec<u64>,
    #[serde(rename = "auto_pause", default)]
    pub auto_pause: bool,
    #[serde(rename = "note", default)]
    pub note: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoredBetting {
    #[serde(rename = "limit")]
    Limit,
    #[serde(rename = "pot-limit")]
    PotLimit,
    #[serde(rename = "no-limit")]
    NoLimit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoredAnteKind {
    #[serde(rename = "big-blind")]
    BigBlind,
    #[serde(rename = "table")]
    Table,
    #[serde(rename = "button")]
    Button,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum StoredStakes {
    #[serde(rename = "blinds")]
    Blinds {
        small_blind: u64,
        big_blind: u64,
        ante: u64,
        ante_kind: StoredAnteKind,
    },
    #[serde(rename = "limit")]
    Limit {
        small_blind: u64,
        big_blind: u64,
        small_bet: u64,
        big_bet: u64,
    },
    #[serde(rename = "stud-limit")]
    StudLimit {
        ante: u64,
        bring_in: u64,
        small_bet: u64,
        big_bet: u64,
    },
    #[serde(rename = "stud-big-bet")]
    StudBigBet { ante: u64, bring_in: u64 },
    #[serde(rename = "stud-opens")]
    StudOpens {
        ante: u64,
        small_bet: u64,
        big_bet: u64,
    },
}

impl From<&StructureCommand> for Action {
    fn from(c: &StructureCommand) -> Self {
        match c.clone() {
            StructureCommand::PeriodMinutes { period, minutes } => {
                Action::PeriodMinutes { period, minutes }
            }
            StructureCommand::AddLevel {
                before,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            } => Action::AddLevel {
                before,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            },
            StructureCommand::AddBreak { before, minutes } => Action::AddBreak { before, minutes },
            StructureCommand::BreakNow { minutes } => Action::BreakNow { minutes },
            StructureCommand::Extend => Action::Extend,
            StructureCommand::EditLevel {
                period,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            } => Action::EditLevel {
                period,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            },
        }
    }
}

impl From<Action> for StructureCommand {
    fn from(a: Action) -> Self {
        match a {
            Action::PeriodMinutes { period, minutes } => {
                StructureCommand::PeriodMinutes { period, minutes }
            }
            Action::AddLevel {
                before,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            } => StructureCommand::AddLevel {
                before,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            },
            Action::AddBreak { before, minutes } => StructureCommand::AddBreak { before, minutes },
            Action::BreakNow { minutes } => StructureCommand::BreakNow { minutes },
            Action::Extend => StructureCommand::Extend,
            Action::EditLevel {
                period,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            } => StructureCommand::EditLevel {
                period,
                game,
                stakes,
                ante,
                bring_in,
                minutes,
            },
        }
    }
}

impl From<&StructureEdit> for Edit {
    fn from(e: &StructureEdit) -> Self {
        match e {
            StructureEdit::Duration {
                period,
                duration_ms,
            } => Edit::Duration {
                period: *period,
                duration_ms: *duration_ms,
            },
            StructureEdit::Insert {
                at,
                period,
                renumber,
            } => Edit::Insert {
                at: *at,
                period: match period {
                    Period::Level(l) => StoredPeriod::Level(l.into()),
                    Period::Break(b) => StoredPeriod::Break(b.into()),
                },
                renumber: *renumber,
            },
            StructureEdit::Replace { period, level } => Edit::Replace {
                period: *period,
                level: level.into(),
            },
        }
    }
}

impl From<Edit> for StructureEdit {
    fn from(e: Edit) -> Self {
        match e {
            Edit::Duration {
                period,
                duration_ms,
            } => StructureEdit::Duration {
                period,
                duration_ms,
            },
            Edit::Insert {
                at,
                period,
                renumber,
            } => StructureEdit::Insert {
                at,
                period: match period {
                    StoredPeriod::Level(l) => Period::Level(l.into()),
                    StoredPeriod::Break(b) => Period::Break(b.into()),
                },
                renumber,
            },
            Edit::Replace { period, level } => StructureEdit::Replace {
                period,
                level: level.into(),
            },
        }
    }
}

impl From<&Level> for StoredLevel {
    fn from(l: &Level) -> Self {
        StoredLevel {
            number: l.number,
            game: l.game.clone(),
            betting: match l.betting {
                Betting::Limit => StoredBetting::Limit,
                Betting::PotLimit => StoredBetting::PotLimit,
                Betting::NoLimit => StoredBetting::NoLimit,
            },
            duration_ms: l.duration_ms,
            stakes: l.stakes.into(),
            auto_pause: l.auto_pause,
            end_of_day: l.end_of_day,
            note: l.note.clone(),
        }
    }
}

impl From<StoredLevel> for Level {
    fn from(l: StoredLevel) -> Self {
        Level {
            number: l.number,
            game: l.game,
            betting: match l.betting {
                StoredBetting::Limit => Betting::Limit,
                StoredBetting::PotLimit => Betting::PotLimit,
                StoredBetting::NoLimit => Betting::NoLimit,
            },
            duration_ms: l.duration_ms,
            stakes: l.stakes.into(),
            auto_pause: l.auto_pause,
            end_of_day: l.end_of_day,
            note: l.note,
        }
    }
}

impl From<&Break> for StoredBreak {
    fn from(b: &Break) -> Self {
        StoredBreak {
            duration_ms: b.duration_ms,
            race_off: b.race_off.clone(),
            auto_pause: b.auto_pause,
            note: b.note.clone(),
        }
    }
}

impl From<StoredBreak> for Break {
    fn from(b: StoredBreak) -> Self {
        Break {
            duration_ms: b.duration_ms,
            race_off: b.race_off,
            auto_pause: b.auto_pause,
            note: b.note,
        }
    }
}

fn ante_kind_to(k: AnteKind) -> StoredAnteKind {
    match k {
        AnteKind::BigBlind => StoredAnteKind::BigBlind,
        AnteKind::Table => StoredAnteKind::Table,
        AnteKind::Button => StoredAnteKind::Button,
    }
}

fn ante_kind_from(k: StoredAnteKind) -> AnteKind {
    match k {
        StoredAnteKind::BigBlind => AnteKind::BigBlind,
        StoredAnteKind::Table => AnteKind::Table,
        StoredAnteKind::Button => AnteKind::Button,
    }
}

impl From<Stakes> for StoredStakes {
    fn from(s: Stakes) -> Self {
        match s {
            Stakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ante_kind,
            } => StoredStakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ante_kind: ante_kind_to(ante_kind),
            },
            Stakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            } => StoredStakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            },
            Stakes::StudLimit {
                ante,
                bring_in,
                small_bet,
                big_bet,
            } => StoredStakes::StudLimit {
                ante,
                bring_in,
                small_bet,
                big_bet,
            },
            Stakes::StudBigBet { ante, bring_in } => StoredStakes::StudBigBet { ante, bring_in },
            Stakes::StudOpens {
                ante,
                small_bet,
                big_bet,
            } => StoredStakes::StudOpens {
                ante,
                small_bet,
                big_bet,
            },
        }
    }
}

impl From<StoredStakes> for Stakes {
    fn from(s: StoredStakes) -> Self {
        match s {
            StoredStakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ante_kind,
            } => Stakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ante_kind: ante_kind_from(ante_kind),
            },
            StoredStakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            } => Stakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            },
            StoredStakes::StudLimit {
                ante,
                bring_in,
                small_bet,
                big_bet,
            } => Stakes::StudLimit {
                ante,
                bring_in,
                small_bet,
                big_bet,
            },
            StoredStakes::StudBigBet { ante, bring_in } => Stakes::StudBigBet { ante, bring_in },
            StoredStakes::StudOpens {
                ante,
                small_bet,
                big_bet,
            } => Stakes::StudOpens {
                ante,
                small_bet,
                big_bet,
            },
        }
    }
}
