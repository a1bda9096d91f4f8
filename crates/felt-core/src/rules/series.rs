//! Series and league leaderboards: points per event from a rule the TD picks,
//! added up per player over the series, with the best-N-events rule and shared ranks.
//!
//! Shipped rules: points by entries and place (`scale × √(entries ÷ place)`, the
//! square-root family leagues use), fixed points by place, and prizes won. A custom
//! rule is a formula in evalexpr's small expression language over the variables listed
//! in [`VARIABLES`]; it may call only the arithmetic functions in [`FUNCTIONS`] (no
//! `random`, no strings, no assignment), so it runs no code and gives the same answer
//! every time. Points are kept in hundredths, as integers.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The variables a custom formula may read, with what each holds.
pub const VARIABLES: &[(&str, &str)] = &[
    ("entries", "entries in the event (re-entries counted)"),
    ("place", "the player's finishing place (1 for the winner)"),
    ("prize", "prize money won, in major units (dollars)"),
    ("buy_in", "the event's buy-in, in major units"),
    ("pool", "the event's prize pool, in major units"),
    ("bounties", "bounty money won, in major units"),
];

/// The functions a custom formula may call.
pub const FUNCTIONS: &[&str] = &[
    "math::sqrt",
    "math::ln",
    "math::log",
    "math::pow",
    "math::exp",
    "math::abs",
    "floor",
    "round",
    "ceil",
    "min",
    "max",
    "if",
];

/// The longest formula, in characters: a real points rule is one line.
pub const MAX_FORMULA_CHARS: usize = 300;
/// The most operators (`+ - * / % ^`, comparisons, `&& || !`) in one formula.
pub const MAX_FORMULA_OPERATORS: usize = 40;
/// The deepest nesting of brackets in one formula.
pub const MAX_FORMULA_BRACKETS: usize = 8;

/// One player's finish in one event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Placing {
    /// The player, as the register knows them (a key or a name).
    pub player: String,
    pub place: u32,
    /// Prize money, in minor units.
    pub prize: u64,
    /// Bounty money won, in minor units.
    #[serde(default)]
    pub bounties: u64,
}

/// One finished event of the series.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SeriesEvent {
    pub name: String,
    pub entries: u32,
    /// In minor units.
    pub buy_in: u64,
    /// In minor units.
    pub pool: u64,
    pub placings: Vec<Placing>,
}

/// How an event's finishes become points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PointsRule {
    /// `scale × √(entries ÷ place)`: more for a bigger field and a better finish.
    SqrtEntries { scale: u32 },
    /// Points for 1st, 2nd, ... as listed; `played` for every other finish.
    ByPlace { points: Vec<u32>, played: u32 },
    /// One point per major unit of prize money (bounties included when `bounties`).
    Prizes {
        #[serde(default)]
        bounties: bool,
    },
    /// A formula over [`VARIABLES`].
    Formula { expression: String },
}

/// A series' scoring: the points rule, and how many events count per player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SeriesRule {
    pub points: PointsRule,
    /// Only each player's best N events count; all when none.
    #[serde(default)]
    pub best_of: Option<u32>,
}

/// One event's points for a player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct EventPoints {
    pub event: String,
    pub place: u32,
    /// Hundredths of a point.
    pub points: i64,
    /// Left out by the best-N rule.
    pub dropped: bool,
}

/// A line of the leaderboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Standing {
    /// 1 for the leader; players with the same total share a rank (1, 2, 2, 4).
    pub rank: u32,
    pub player: String,
    /// Hundredths of a point, counted events only.
    pub points: i64,
    pub events: Vec<EventPoints>,
    /// Shares the rank with another player.
    pub tied: bool,
}

/// Why a leaderboard cannot be worked out.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SeriesError {
    #[error("the formula does not read: {0}")]
    Syntax(String),
    #[error("the formula uses `{0}`, which is not one of its variables ({1})")]
    UnknownVariable(String, String),
    #[error("the formula calls `{0}`, which is not allowed (allowed: {1})")]
    ForbiddenFunction(String, String),
    #[error("a formula may not assign to `{0}`")]
    Assignment(String),
    #[error("for {player} in {event}: {problem}")]
    Evaluation {
        event: String,
        player: String,
        problem: String,
    },
    #[error(
        "{event}: place {place} of {player} is not between 1 and the {}",
        crate::words::count(u64::from(*.entries), "entry", "entries")
    )]
    BadPlace {
        event: String,
        player: String,
        place: u32,
        entries: u32,
    },
    #[error("the square-root scale must be more than zero")]
    ZeroScale,
    /// A formula beyond one of the limits above: "the formula is 5,006 characters long,
    /// more than the limit of 300".
    #[error("the formula {what}, more than the limit of {limit}")]
    TooBig { what: String, limit: usize },
}

/// Checks the formula's size before evalexpr reads it. evalexpr's parser and evaluator
/// recurse once per bracket and per operator, so a formula of thousands of signs
/// (`----place`) or brackets would overflow the stack and abort the process; within
/// these limits the tree is at most about 50 deep.
fn check_size(text: &str) -> Result<(), SeriesError> {
    let chars = text.chars().count();
    if chars > MAX_FORMULA_CHARS {
        return Err(SeriesError::TooBig {
            what: format!(
                "is {} long",
                crate::words::count(chars as u64, "character", "characters")
            ),
            limit: MAX_FORMULA_CHARS,
        });
    }
    let (mut depth, mut deepest, mut operators) = (0usize, 0usize, 0usize);
    let mut previous = ' ';
    for c in text.chars() {
        match c {
            '(' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            ')' => depth = depth.saturating_sub(1),
            // `&&`, `||`, `==`, `<=`, ... count once.
            '+' | '-' | '*' | '/' | '%' | '^' | '<' | '>' | '=' | '!' | '&' | '|'
                if !(matches!(previous, '&' | '|' | '=' | '<' | '>' | '!')
                    && matches!(c, '&' | '|' | '=')) =>
            {
                operators += 1
            }
            _ => {}
        }
        previous = c;
    }
    if deepest > MAX_FORMULA_BRACKETS {
        return Err(SeriesError::TooBig {
            what: format!("nests brackets {deepest} deep"),
            limit: MAX_FORMULA_BRACKETS,
        });
    }
    if operators > MAX_FORMULA_OPERATORS {
        return Err(SeriesError::TooBig {
            what: format!(
                "has {}",
                crate::words::count(operators as u64, "operator", "operators")
            ),
            limit: MAX_FORMULA_OPERATORS,
        });
    }
    Ok(())
}

/// A checked custom formula.
pub struct Formula {
    tree: evalexpr::Node,
}

impl Formula {
    /// Reads `text`, refusing a formula beyond the size limits, unknown variables,
    /// functions outside [`FUNCTIONS`] and assignments.
    pub fn parse(text: &str) -> Result<Formula, SeriesError> {
        check_size(text)?;
        let tree = evalexpr::build_operator_tree::<evalexpr::DefaultNumericTypes>(text)
            .map_err(|e| SeriesError::Syntax(e.to_string()))?;
        if let Some(w) = tree.iter_write_variable_identifiers().next() {
            return Err(SeriesError::Assignment(w.to_string()));
        }
        let known: Vec<&str> = VARIABLES.iter().map(|(v, _)| *v).collect();
        if let Some(v) = tree
            .iter_read_variable_identifiers()
            .find(|v| !known.contains(v))
        {
            return Err(SeriesError::UnknownVariable(
                v.to_string(),
                known.join(", "),
            ));
        }
        if let Some(f) = tree
            .iter_function_identifiers()
            .find(|f| !FUNCTIONS.contains(f))
        {
            return Err(SeriesError::ForbiddenFunction(
                f.to_string(),
                FUNCTIONS.join(", "),
            ));
        }
        Ok(Formula { tree })
    }

    /// The formula's value for the variables given, as a float.
    pub fn eval(&self, vars: &[(&str, f64)]) -> Result<f64, String> {
        use evalexpr::{ContextWithMutableVariables, HashMapContext, Value};
        let mut ctx: HashMapContext = HashMapContext::new();
        for (name, v) in vars {
            ctx.set_value((*name).to_string(), Value::Float(*v))
                .map_err(|e| e.to_string())?;
        }
        let v = self
            .tree
            .eval_with_context(&ctx)
            .map_err(|e| e.to_string())?;
        let x = v.as_number().map_err(|e| e.to_string())?;
        if x.is_finite() {
            Ok(x)
        } else {
            Err(format!("the formula gives {x}, not a number of points"))
        }
    }
}

fn major(minor: u64) -> f64 {
    minor as f64 / 100.0
}

/// Hundredths of a point, rounded to the nearest.
fn hundredths(x: f64) -> i64 {
    (x * 100.0).round().clamp(i64::MIN as f64, i64::MAX as f64) as i64
}

/// One placing's points under `rule`, in hundredths.
pub fn event_points(
    rule: &PointsRule,
    formula: Option<&Formula>,
    event: &SeriesEvent,
    p: &Placing,
) -> Result<i64, SeriesError> {
    if p.place == 0 || p.place > event.entries.max(1) {
        return Err(SeriesError::BadPlace {
            event: event.name.clone(),
            player: p.player.clone(),
            place: p.place,
            entries: event.entries,
        });
    }
    Ok(match rule {
        PointsRule::SqrtEntries { scale } => {
            if *scale == 0 {
                return Err(SeriesError::ZeroScale);
            }
            hundredths(f64::from(*scale) * (f64::from(event.entries) / f64::from(p.place)).sqrt())
        }
        PointsRule::ByPlace { points, played } => {
            let pts = points.get(p.place as usize - 1).copied().unwrap_or(*played);
            i64::from(pts) * 100
        }
        PointsRule::Prizes { bounties } => {
            let money = p
                .prize
                .saturating_add(if *bounties { p.bounties } else { 0 });
            i64::try_from(money).unwrap_or(i64::MAX)
        }
        PointsRule::Formula { expression } => {
            let parsed;
            let f = match formula {
                Some(f) => f,
                None => {
                    parsed = Formula::parse(expression)?;
                    &parsed
                }
            };
            let x = f
                .eval(&[
                    ("entries", f64::from(event.entries)),
                    ("place", f64::from(p.place)),
                    ("prize", major(p.prize)),
                    ("buy_in", major(event.buy_in)),
                    ("pool", major(event.pool)),
                    ("bounties", major(p.bounties)),
                ])
                .map_err(|problem| SeriesError::Evaluation {
                    event: event.name.clone(),
                    player: p.player.clone(),
                    problem,
                })?;
            hundredths(x)
        }
    })
}

/// The leaderboard of `events` under `rule`: each player's events (best N counted),
/// the total, and the rank (shared on equal totals), best first; players on equal
/// totals are listed by name.
pub fn leaderboard(
    events: &[SeriesEvent],
    rule: &SeriesRule,
) -> Result<Vec<Standing>, SeriesError> {
    let formula = match &rule.points {
        PointsRule::Formula { expression } => Some(Formula::parse(expression)?),
        _ => None,
    };
    let mut per: BTreeMap<String, Vec<EventPoints>> = BTreeMap::new();
    for e in events {
        for p in &e.placings {
            let points = event_points(&rule.points, formula.as_ref(), e, p)?;
            per.entry(p.player.clone()).or_default().push(EventPoints {
                event: e.name.clone(),
                place: p.place,
                points,
                dropped: false,
            });
        }
    }
    let mut lines: Vec<Standing> = per
        .into_iter()
        .map(|(player, mut events)| {
            if let Some(n) = rule.best_of {
                // Keep the best N; among equal scores the earlier event counts.
                let mut order: Vec<usize> = (0..events.len()).collect();
                order.sort_by(|&a, &b| events[b].points.cmp(&events[a].points).then(a.cmp(&b)));
                for &i in order.iter().skip(n as usize) {
                    events[i].dropped = true;
                }
            }
            let points = events
                .iter()
                .filter(|e| !e.dropped)
                .fold(0i64, |sum, e| sum.saturating_add(e.points));
            Standing {
                rank: 0,
                player,
                points,
                events,
                tied: false,
            }
        })
        .collect();
    lines.sort_by(|a, b| b.points.cmp(&a.points).then(a.player.cmp(&b.player)));
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && lines[i].points == lines[i - 1].points {
            lines[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    for i in 0..lines.len() {
        let same = |j: usize| lines.get(j).is_some_and(|l| l.points == lines[i].points);
        lines[i].tied = (i > 0 && same(i - 1)) || same(i + 1);
    }
    Ok(lines)
}

/// Hundredths of a point as a leaderboard prints them: `31.62`, `100`.
pub fn points_text(hundredths: i64) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let h = hundredths.unsigned_abs();
    if h.is_multiple_of(100) {
        format!("{sign}{}", h / 100)
    } else {
        format!("{sign}{}.{:02}", h / 100, h % 100)
    }
}

#[cfg(test)]
#[path = "series_tests.rs"]
mod tests;
