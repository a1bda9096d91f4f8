//! The structure wizard: from the starting stack, the level length, the time the event
//! should take, the expected field, the chip set and the games, propose levels with
//! round increments, breaks every few levels and a colour-up at the first break after a
//! chip stops being needed. The TD edits the result in the structure editor, where the
//! file checker judges it like any other draft.
//!
//! Every level is built from one unit `U`, its big blind: big-bet games play blinds
//! U/2-U, limit flop and draw games play bets U/2U (blinds U/2 and U), stud plays bets
//! U/2U with an ante of about U/4 and a bring-in of about U/3. `U` grows geometrically
//! from about 1/100 of the starting stack to about 1/40 of the average stack two players
//! would hold at the target time, on round values that the chips in play can make. `U`
//! is the one scale every game's stakes are measured on (the limit small bet is the
//! big-bet big blind), so the levels grow smoothly across games of different families.
//!
//! Asked to extend the levels a TD typed (`after`), the wizard keeps them and proposes
//! only what follows: the rotation continues where they stop, the first new level is
//! above the last typed one, breaks keep their rhythm, and a game whose typed levels
//! post a big blind ante keeps it (`ProposeGame::big_blind_ante`).

use super::model::{Betting, Family};
use serde::{Deserialize, Serialize};

/// One game of the rotation the levels cycle through.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ProposeGame {
    pub id: String,
    pub family: Family,
    pub betting: Betting,
    /// The game's catalog link, when it has one (a stud game whose high card opens, such
    /// as Mexican Poker, has no bring-in).
    #[serde(default)]
    pub catalog: Option<String>,
    /// This game's big-bet levels post a big blind ante (its typed levels do).
    #[serde(default)]
    pub big_blind_ante: bool,
}

/// What the wizard is asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ProposeRequest {
    pub starting_stack: u64,
    pub level_minutes: u32,
    /// How long the event should take, breaks included, until about two players are left.
    pub target_minutes: u32,
    /// Entries expected (re-entries included); 40 when not given.
    pub entries: Option<u32>,
    /// Chip denominations in play at the start.
    pub chips: Vec<u64>,
    /// The games, in the order the levels play them (one game for a single-game event).
    pub games: Vec<ProposeGame>,
    /// Name each level's game (false when the structure's `rotation` assigns them).
    #[serde(default)]
    pub name_games: bool,
    /// A break after every this many levels (4 when not given).
    pub break_every: Option<u32>,
    pub break_minutes: Option<u32>,
    /// Big-bet levels post a big blind ante equal to the big blind.
    #[serde(default)]
    pub big_blind_ante: bool,
    /// The levels already typed, kept: each one's unit `U` in order. The proposal is only
    /// the levels after them.
    #[serde(default)]
    pub after: Vec<u64>,
    /// Levels played since the last break among the typed ones.
    #[serde(default)]
    pub since_break: u32,
}

/// One proposed row of `levels`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum ProposedRow {
    Level {
        #[serde(skip_serializing_if = "Option::is_none")]
        game: Option<String>,
        stakes: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        ante: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        bring_in: Option<u64>,
        /// Only when half the small bet is not an amount the chips in play make.
        #[serde(skip_serializing_if = "Option::is_none")]
        small_blind: Option<u64>,
    },
    Break {
        break_minutes: u32,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        race_off: Vec<u64>,
    },
}

/// The wizard's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Proposal {
    pub levels: Vec<ProposedRow>,
    /// The proposal in words: levels, breaks, where the target falls, colour-ups.
    pub summary: String,
}

/// A request the wizard cannot answer, in words naming the field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ProposeError(pub String);

const MAX_LEVELS: u32 = 120;

fn check(r: &ProposeRequest) -> Result<(), ProposeError> {
    let bad = |s: String| Err(ProposeError(s));
    if r.starting_stack < 100 || r.starting_stack > 1_000_000_000 {
        return bad(format!(
            "starting_stack must be between 100 and 1,000,000,000 chips, found {}",
            r.starting_stack
        ));
    }
    if !(1..=240).contains(&r.level_minutes) {
        return bad(format!(
            "level_minutes must be between 1 and 240, found {}",
            r.level_minutes
        ));
    }
    if r.target_minutes < r.level_minutes * 3 || r.target_minutes > 7 * 24 * 60 {
        return bad(format!(
            "target_minutes must be at least three levels ({}) and at most a week (10080), found {}",
            r.level_minutes * 3,
            r.target_minutes
        ));
    }
    if let Some(e) = r.entries
        && !(2..=100_000).contains(&e)
    {
        return bad(format!("entries must be between 2 and 100,000, found {e}"));
    }
    if r.chips.is_empty() || r.chips.len() > 20 || r.chips.contains(&0) {
        return bad("chips must list 1 to 20 denominations, none of them 0".into());
    }
    if r.after.len() as u32 >= MAX_LEVELS || r.after.contains(&0) {
        return bad(format!(
            "after (the typed levels kept) must be fewer than {MAX_LEVELS}, each with stakes above 0"
        ));
    }
    if r.games.is_empty() || r.games.len() > 40 {
        return bad("games must list 1 to 40 games".into());
    }
    if let Some(b) = r.break_every
        && !(1..=20).contains(&b)
    {
        return bad(format!(
            "break_every must be between 1 and 20 levels, found {b}"
        ));
    }
    if let Some(m) = r.break_minutes
        && !(1..=120).contains(&m)
    {
        return bad(format!(
            "break_minutes must be between 1 and 120, found {m}"
        ));
    }
    Ok(())
}

/// Round values: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten.
fn ladder() -> Vec<u64> {
    let mut out = Vec::new();
    let mut p: u64 = 1;
    while p <= 10_000_000_000 {
        for m in [10, 15, 20, 25, 30, 40, 50, 60, 80] {
            out.push(m * p / 10);
        }
        p *= 10;
    }
    out.retain(|&v| v > 0);
    out.dedup();
    out
}

/// The largest chip at most `amount / 4` (the smallest chip when none is).
fn working_chip(chips: &[u64], amount: u64) -> u64 {
    chips
        .iter()
        .copied()
        .filter(|&c| c * 4 <= amount)
        .max()
        .unwrap_or(chips[0])
}

/// `x` rounded to the nearest multiple of `chip`, at least one chip.
fn to_chip(x: u64, chip: u64) -> u64 {
    (((x + chip / 2) / chip) * chip).max(chip)
}

/// A proposed level's stakes text, ante, bring-in and small blind (when half the unit
/// is not a chip amount), with every amount it needs for the colour-up check.
struct LevelAmounts {
    stakes: String,
    ante: Option<u64>,
    bring_in: Option<u64>,
    small_blind: Option<u64>,
    needs: Vec<u64>,
}

fn amounts(u: u64, g: &ProposeGame, chip: u64, bba: bool) -> LevelAmounts {
    // Half the unit, or the nearest amount the working chip makes.
    let half = if (u / 2).is_multiple_of(chip) {
        u / 2
    } else {
        to_chip(u / 2, chip)
    };
    let plain = |stakes: String, small_blind: Option<u64>, needs: Vec<u64>| LevelAmounts {
        stakes,
        ante: None,
        bring_in: None,
        small_blind,
        needs,
    };
    let opens = crate::catalog::high_card_opens(g.catalog.as_deref().unwrap_or(&g.id));
    match (g.family, g.betting) {
        (Family::Stud, Betting::Limit) if opens => {
            let ante = to_chip(u / 4, chip);
            LevelAmounts {
                stakes: format!("{u}/{}", 2 * u),
                ante: Some(ante),
                bring_in: None,
                small_blind: None,
                needs: vec![u, 2 * u, ante],
            }
        }
        (Family::Stud, _) => {
            let ante = to_chip(u / 4, chip);
            let bring_in = to_chip(u / 3, chip).min(u);
            LevelAmounts {
                stakes: format!("{u}/{}", 2 * u),
                ante: Some(ante),
                bring_in: Some(bring_in),
                small_blind: None,
                needs: vec![u, 2 * u, ante, bring_in],
            }
        }
        (_, Betting::Limit) => plain(
            format!("{u}/{}", 2 * u),
            (half != u / 2).then_some(half),
            vec![half, u, 2 * u],
        ),
        _ => {
            // A big-bet small blind stays below the big blind: rounded down.
            let sb = if (u / 2).is_multiple_of(chip) {
                u / 2
            } else {
                ((u / 2) / chip * chip).max(chip)
            };
            let stakes = if bba {
                format!("{sb}/{u}/{u}")
            } else {
                format!("{sb}/{u}")
            };
            plain(stakes, None, vec![sb, u])
        }
    }
}

/// Proposes the levels and breaks of a structure.
pub fn propose(r: &ProposeRequest) -> Result<Proposal, ProposeError> {
    check(r)?;
    let mut chips = r.chips.clone();
    chips.sort_unstable();
    chips.dedup();
    let entries = u64::from(r.entries.unwrap_or(40));
    let break_every = r.break_every.unwrap_or(4);
    let break_minutes = r.break_minutes.unwrap_or(10);

    // Levels until the target, then a quarter more so the clock never runs out early.
    let per_block = break_every * r.level_minutes + break_minutes;
    let blocks = r.target_minutes / per_block;
    let rest = (r.target_minutes % per_block) / r.level_minutes;
    let to_target = (blocks * break_every + rest.min(break_every)).max(3);
    // Typed levels are kept: at least three levels are proposed after them.
    let typed = r.after.len() as u32;
    let total = (to_target + to_target.div_ceil(4))
        .max(typed + 3)
        .min(MAX_LEVELS);

    // The unit grows from ~1/100 of the stack to ~1/40 of two players' average stack.
    let min_u = 2 * chips[0];
    let first = (r.starting_stack / 100).max(min_u) as f64;
    let last = ((r.starting_stack as f64) * entries as f64 / 2.0 / 20.0).max(first * 2.0);
    let ratio = (last / first).powf(1.0 / f64::from(to_target.saturating_sub(1).max(1)));
    let steps = ladder();
    let mut units: Vec<u64> = r.after.clone();
    let mut want = first * ratio.powi(typed as i32);
    for _ in typed..total {
        let prev = units.last().copied().unwrap_or(0);
        // After typed levels above the curve, growth resumes from the last of them.
        if typed > 0 && units.len() == typed as usize {
            want = want.max(prev as f64 * ratio.max(1.2));
        }
        // The round value nearest what the curve wants (in ratio), that the chips in play
        // can make, and above the level before.
        let pick = steps
            .iter()
            .copied()
            .filter(|&u| u > prev && u >= min_u)
            .filter(|&u| u % working_chip(&chips, u) == 0 && (u / 2) % chips[0] == 0)
            .min_by(|a, b| {
                let da = ((*a as f64) / want).ln().abs();
                let db = ((*b as f64) / want).ln().abs();
                da.total_cmp(&db)
            })
            .unwrap_or(prev.max(min_u) * 2);
        units.push(pick);
        want *= ratio;
    }

    // Each level's stakes, and the smallest chip each level still needs.
    let mut rows: Vec<(Option<String>, LevelAmounts)> = Vec::new();
    for (i, &u) in units.iter().enumerate().skip(typed as usize) {
        // The rotation continues where the typed levels stop.
        let g = &r.games[i % r.games.len()];
        let a = amounts(
            u,
            g,
            working_chip(&chips, u),
            r.big_blind_ante || g.big_blind_ante,
        );
        rows.push((r.name_games.then(|| g.id.clone()), a));
    }
    // A chip is needed at a level when an amount there is not a multiple of the next
    // larger chip; it is coloured up at the first break after the last level needing it.
    let needs: Vec<Vec<u64>> = rows.iter().map(|row| row.1.needs.clone()).collect();
    let needed_until = |c: u64| -> Option<usize> {
        let next = chips.iter().copied().find(|&x| x > c)?;
        needs
            .iter()
            .rposition(|n| n.iter().any(|a| a % next != 0))
            .or(Some(0))
    };
    let mut in_play = chips.clone();
    let mut out = Vec::new();
    let mut raced: Vec<String> = Vec::new();
    let mut breaks = 0u64;
    for (i, (game, a)) in rows.into_iter().enumerate() {
        out.push(ProposedRow::Level {
            game,
            stakes: a.stakes,
            ante: a.ante,
            bring_in: a.bring_in,
            small_blind: a.small_blind,
        });
        // Levels since the last break, the typed ones included.
        let n = r.since_break + i as u32 + 1;
        if n.is_multiple_of(break_every) && typed + (i as u32) + 1 < total {
            let mut race_off = Vec::new();
            // Smallest first, keeping at least two chips in play.
            while in_play.len() > 2 {
                let c = in_play[0];
                match needed_until(c) {
                    Some(last) if last < i + 1 => {
                        race_off.push(c);
                        in_play.remove(0);
                    }
                    _ => break,
                }
            }
            if !race_off.is_empty() {
                raced.push(format!(
                    "the {} after level {}",
                    race_off
                        .iter()
                        .map(|c| crate::words::chips(*c))
                        .collect::<Vec<_>>()
                        .join(" and "),
                    typed + i as u32 + 1
                ));
            }
            breaks += 1;
            out.push(ProposedRow::Break {
                break_minutes,
                race_off,
            });
        }
    }
    let mut summary = if typed > 0 {
        // At least three levels follow the typed ones.
        format!(
            "{} of {} min after the {} typed (levels {} to {total}) and {} of {break_minutes} min; the target ({}) falls at about level {to_target}, with the last levels to spare",
            crate::words::count(u64::from(total - typed), "level", "levels"),
            r.level_minutes,
            crate::words::count(u64::from(typed), "level", "levels"),
            typed + 1,
            crate::words::count(breaks, "break", "breaks"),
            crate::words::minutes(i64::from(r.target_minutes) * 60_000)
        )
    } else {
        format!(
            "{} of {} min and {} of {break_minutes} min; the target ({}) falls at about level {to_target}, with the last levels to spare",
            crate::words::count(u64::from(total), "level", "levels"),
            r.level_minutes,
            crate::words::count(breaks, "break", "breaks"),
            crate::words::minutes(i64::from(r.target_minutes) * 60_000)
        )
    };
    if !raced.is_empty() {
        summary.push_str(&format!("; colour up {}", raced.join(", ")));
    }
    Ok(Proposal {
        levels: out,
        summary,
    })
}
