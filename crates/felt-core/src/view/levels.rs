//! The structure as a table of periods, in words: the console's structure table and a
//! table's screen print these lines and compute none of them.

use super::clock::{StakesView, hours_and_minutes, stakes_view_at};
use crate::lang::{Arg, Locale};
use crate::structure::{Period, Structure};
use crate::words::minutes;
use serde::{Deserialize, Serialize};

/// One period as the structure table shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PeriodLine {
    /// The period's place in the structure (what `go_to` takes).
    pub index: usize,
    pub is_break: bool,
    /// "Level 3" or "Break".
    pub label: String,
    /// The level's number; none for a break.
    pub number: Option<u32>,
    /// The game and stakes of a level, in words.
    pub stakes: Option<StakesView>,
    /// A break's chip race and note ("Chip race: 25, 100 · Black chips leave"), a
    /// level's note.
    pub detail: String,
    /// "20 min".
    pub time: String,
    pub duration_ms: i64,
}

/// A game a level may be changed to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GameChoice {
    pub id: String,
    pub name: String,
}

/// The structure's periods in words, and the games a level may be played at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct LevelsView {
    pub games: Vec<GameChoice>,
    pub periods: Vec<PeriodLine>,
    /// What the clock does when the levels run out.
    pub after_last: crate::structure::AfterLast,
}

/// A period's length: "20 min", "1 h 30 min" (whole minutes; seconds the clock's way).
fn length(ms: i64, l: Locale) -> String {
    if ms > 0 && ms % 60_000 == 0 {
        hours_and_minutes(u32::try_from(ms / 60_000).unwrap_or(u32::MAX), l)
    } else {
        minutes(ms)
    }
}

/// `structure` as a table of periods, in `l`'s words.
pub fn levels_view(structure: &Structure, lang: Locale) -> LevelsView {
    let periods = structure
        .periods
        .iter()
        .enumerate()
        .map(|(index, p)| match p {
            Period::Level(lv) => PeriodLine {
                index,
                is_break: false,
                label: lang.say(
                    "clock-level",
                    &[("level", Arg::Count(u64::from(lv.number)))],
                ),
                number: Some(lv.number),
                stakes: stakes_view_at(structure, index, structure.seats(), lang),
                detail: lv.note.clone().unwrap_or_default(),
                time: length(lv.duration_ms, lang),
                duration_ms: lv.duration_ms,
            },
            Period::Break(b) => {
                let race = (!b.race_off.is_empty()).then(|| {
                    let chips: Vec<String> = b.race_off.iter().map(|c| lang.number(*c)).collect();
                    lang.say(
                        "levels-chip-race",
                        &[("chips", Arg::Text(&chips.join(", ")))],
                    )
                });
                PeriodLine {
                    index,
                    is_break: true,
                    label: lang.say("clock-break", &[]),
                    number: None,
                    stakes: None,
                    detail: race
                        .into_iter()
                        .chain(b.note.clone())
                        .collect::<Vec<_>>()
                        .join(" · "),
                    time: length(b.duration_ms, lang),
                    duration_ms: b.duration_ms,
                }
            }
        })
        .collect();
    LevelsView {
        games: structure
            .games
            .iter()
            .map(|g| GameChoice {
                id: g.id.clone(),
                name: g.name.clone(),
            })
            .collect(),
        periods,
        after_last: structure.after_last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::structure::parse_structure;

    /// Each game's title and the stakes in the game's own terms, a break's race and note,
    /// the times: the lines the console prints as they are.
    #[test]
    fn every_period_is_a_line_in_words() {
        let text = r#"
name = "Mix"
starting_stack = 10000
table_size = 8
level_minutes = 20
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[games]]
id = "razz"
name = "Razz"
family = "stud"
betting = "limit"
[[chips]]
value = 25
color = "green"
[[chips]]
value = 100
color = "black"
[[levels]]
game = "nlh"
stakes = "100/200/200"
[[levels]]
break_minutes = 10
race_off = [25]
note = "Green chips leave"
[[levels]]
game = "razz"
stakes = "200/400"
ante = 50
bring_in = 75
minutes = 30
"#;
        let s = parse_structure("mix.toml", text).unwrap().structure;
        let v = levels_view(&s, Locale::ENGLISH);
        let lines: Vec<(String, String, String, String, String)> = v
            .periods
            .iter()
            .map(|p| {
                let st = p.stakes.as_ref();
                (
                    p.label.clone(),
                    st.map(|s| s.game_title.clone()).unwrap_or_default(),
                    st.map(|s| s.line.clone()).unwrap_or_default(),
                    p.detail.clone(),
                    p.time.clone(),
                )
            })
            .collect();
        let own = |a: &str, b: &str, c: &str, d: &str, e: &str| {
            (
                a.to_string(),
                b.to_string(),
                c.to_string(),
                d.to_string(),
                e.to_string(),
            )
        };
        assert_eq!(
            lines,
            [
                own(
                    "Level 1",
                    "No-Limit Hold'em",
                    "Blinds 100 / 200 · BB ante 200",
                    "",
                    "20 min"
                ),
                own(
                    "Break",
                    "",
                    "",
                    "Chip race: 25 · Green chips leave",
                    "10 min"
                ),
                own(
                    "Level 2",
                    "Razz · Limit",
                    "Ante 50 · Bring-in 75 · Complete 200 · Bets 200 / 400",
                    "",
                    "30 min"
                ),
            ]
        );
        assert_eq!(
            v.periods[2].stakes.as_ref().unwrap().short,
            "Limits 200/400, ante 50, bring-in 75"
        );
        assert_eq!(v.games.len(), 2);
    }
}
