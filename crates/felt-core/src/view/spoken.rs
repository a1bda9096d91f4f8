//! What the screens say aloud: the room's moments composed in words by the
//! core, so every display (and any screen reader or voice) says the same sentence. A
//! display plays a chime and speaks the line when the moment comes: the level or break
//! starting, one minute left, hand-for-hand starting, the money reached. The TD's own
//! message is the view's `announcement`.

use crate::structure::{AnteKind, Stakes};
use crate::words::chips as group;
use serde::{Deserialize, Serialize};

/// The lines for the moments a display announces, for the state at one instant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Spoken {
    /// Said when this period starts: "Level 5: No-Limit Hold'em, blinds 200 and 400, big
    /// blind ante 400." or "Break, 15 minutes. The 25 chips are raced off at this break."
    pub period_start: String,
    /// Said with a minute left in the period.
    pub one_minute: String,
    /// Said when hand-for-hand begins (present while it is on).
    pub hand_for_hand: Option<String>,
    /// Said when the money is reached (present once it is), with the places paid.
    pub in_the_money: Option<String>,
}

/// A level's stakes in words a voice reads well ("blinds 200 and 400").
pub fn stakes_words(stakes: &Stakes) -> String {
    match *stakes {
        Stakes::Blinds {
            small_blind,
            big_blind,
            ante,
            ante_kind,
        } => {
            let mut s = format!("blinds {} and {}", group(small_blind), group(big_blind));
            if ante > 0 {
                let what = match ante_kind {
                    AnteKind::BigBlind => "big blind ante",
                    AnteKind::Table => "ante",
                    AnteKind::Button => "button ante",
                };
                s.push_str(&format!(", {what} {}", group(ante)));
            }
            s
        }
        Stakes::Limit {
            small_blind,
            big_blind,
            small_bet,
            big_bet,
        } => format!(
            "limits {} and {}, blinds {} and {}",
            group(small_bet),
            group(big_bet),
            group(small_blind),
            group(big_blind)
        ),
        Stakes::StudLimit {
            ante,
            bring_in,
            small_bet,
            big_bet,
        } => format!(
            "limits {} and {}, ante {}, bring-in {}",
            group(small_bet),
            group(big_bet),
            group(ante),
            group(bring_in)
        ),
        Stakes::StudBigBet { ante, bring_in } => {
            format!("ante {}, bring-in {}", group(ante), group(bring_in))
        }
        Stakes::StudOpens {
            ante,
            small_bet,
            big_bet,
        } => format!(
            "limits {} and {}, ante {}, the high card opens",
            group(small_bet),
            group(big_bet),
            group(ante)
        ),
    }
}

/// "15 minutes", "1 minute", "90 seconds".
fn length(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    if s % 60 != 0 {
        return format!("{s} seconds");
    }
    match s / 60 {
        1 => "1 minute".to_string(),
        m => format!("{m} minutes"),
    }
}

/// The inputs of [`spoken`], as the clock view has them.
pub struct Moment<'a> {
    pub on_break: bool,
    pub level: Option<u32>,
    /// The game's name and the level's stakes, on a level.
    pub game: Option<(&'a str, &'a Stakes)>,
    pub duration_ms: i64,
    /// Chips raced off at this break (or the next), with their colours.
    pub race_off: Vec<(u64, &'a str)>,
    /// On levels that end by eliminations there is no minute to announce.
    pub by_eliminations: bool,
    pub hand_for_hand: Option<u64>,
    pub in_the_money: Option<u32>,
}

/// The lines for one moment.
pub fn spoken(m: &Moment) -> Spoken {
    let period_start = if m.on_break {
        let mut s = format!("Break, {}.", length(m.duration_ms));
        if !m.race_off.is_empty() {
            let chips: Vec<String> = m
                .race_off
                .iter()
                .map(|(v, c)| {
                    if c.is_empty() {
                        format!("the {} chips", group(*v))
                    } else {
                        format!("the {c} {} chips", group(*v))
                    }
                })
                .collect();
            s.push_str(&format!(
                " Colour-up at this break: {} {} raced off.",
                chips.join(" and "),
                if chips.len() == 1 { "is" } else { "are" }
            ));
        }
        s
    } else {
        let n = m.level.map(|n| format!("Level {n}")).unwrap_or_default();
        match m.game {
            Some((game, stakes)) => format!("{n}: {game}, {}.", stakes_words(stakes)),
            None => format!("{n}."),
        }
    };
    let one_minute = if m.on_break {
        "One minute left in the break.".to_string()
    } else if m.by_eliminations {
        String::new()
    } else {
        match m.level {
            Some(n) => format!("One minute left in level {n}."),
            None => "One minute left.".to_string(),
        }
    };
    Spoken {
        period_start,
        one_minute,
        hand_for_hand: m.hand_for_hand.map(|hand| {
            if hand == 0 {
                "We are hand for hand. Each table plays one hand and waits for the others."
                    .to_string()
            } else {
                format!("Hand for hand, hand {}.", hand + 1)
            }
        }),
        in_the_money: m.in_the_money.map(|paid| {
            format!(
                "We are in the money: {} paid, and every player still in wins a prize.",
                if paid == 1 {
                    "one place is".to_string()
                } else {
                    format!(
                        "{} are",
                        crate::words::count(u64::from(paid), "place", "places")
                    )
                }
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_moment_reads_as_one_sentence_a_voice_can_say() {
        let bba = Stakes::Blinds {
            small_blind: 200,
            big_blind: 400,
            ante: 400,
            ante_kind: AnteKind::BigBlind,
        };
        let stud = Stakes::StudLimit {
            ante: 100,
            bring_in: 200,
            small_bet: 800,
            big_bet: 1_600,
        };
        let base = |on_break, game| Moment {
            on_break,
            level: Some(5),
            game,
            duration_ms: 15 * 60_000,
            race_off: Vec::new(),
            by_eliminations: false,
            hand_for_hand: None,
            in_the_money: None,
        };
        // (the moment, the line said when it starts, the minute line)
        let cases = [
            (
                base(false, Some(("No-Limit Hold'em", &bba))),
                "Level 5: No-Limit Hold'em, blinds 200 and 400, big blind ante 400.",
                "One minute left in level 5.",
            ),
            (
                base(false, Some(("Seven-Card Stud", &stud))),
                "Level 5: Seven-Card Stud, limits 800 and 1,600, ante 100, bring-in 200.",
                "One minute left in level 5.",
            ),
            (
                Moment {
                    race_off: vec![(25, "green"), (100, "")],
                    ..base(true, None)
                },
                "Break, 15 minutes. Colour-up at this break: the green 25 chips and the 100 chips are raced off.",
                "One minute left in the break.",
            ),
            (
                Moment {
                    by_eliminations: true,
                    ..base(false, None)
                },
                "Level 5.",
                "",
            ),
        ];
        for (m, start, minute) in cases {
            let s = spoken(&m);
            assert_eq!(s.period_start, start);
            assert_eq!(s.one_minute, minute);
        }
        let s = spoken(&Moment {
            hand_for_hand: Some(0),
            in_the_money: Some(12),
            ..base(false, None)
        });
        assert_eq!(
            s.hand_for_hand.as_deref(),
            Some("We are hand for hand. Each table plays one hand and waits for the others.")
        );
        assert_eq!(
            s.in_the_money.as_deref(),
            Some(
                "We are in the money: 12 places are paid, and every player still in wins a prize."
            )
        );
        assert_eq!(length(90_000), "90 seconds");
        assert_eq!(length(60_000), "1 minute");
    }
}
