//! What the screens say aloud: the room's moments composed in words by the
//! core, so every display (and any screen reader or voice) says the same sentence. A
//! display plays a chime and speaks the line when the moment comes: the level or break
//! starting, one minute left, hand-for-hand starting, the money reached. The TD's own
//! message is the view's `announcement`.

use crate::lang::{Arg, Locale};
use crate::structure::Stakes;
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
    stakes_words_in(stakes, Locale::ENGLISH)
}

/// [`stakes_words`] in `l`'s words.
pub fn stakes_words_in(stakes: &Stakes, l: Locale) -> String {
    let say = |id: &str, figures: &[(&str, u64)]| l.say_numbers(id, figures);
    match *stakes {
        Stakes::Blinds {
            small_blind,
            big_blind,
            ante,
            ante_kind,
        } if ante > 0 => {
            let (sb, bb, a) = (l.number(small_blind), l.number(big_blind), l.number(ante));
            l.say(
                "spoken-blinds-ante",
                &[
                    ("sb", Arg::Text(&sb)),
                    ("bb", Arg::Text(&bb)),
                    ("ante", Arg::Text(&a)),
                    ("kind", Arg::Text(&ante_kind.label_in(l))),
                ],
            )
        }
        Stakes::Blinds {
            small_blind,
            big_blind,
            ..
        } => say("spoken-blinds", &[("sb", small_blind), ("bb", big_blind)]),
        Stakes::Limit {
            small_blind,
            big_blind,
            small_bet,
            big_bet,
        } => say(
            "spoken-limits",
            &[
                ("small", small_bet),
                ("big", big_bet),
                ("sb", small_blind),
                ("bb", big_blind),
            ],
        ),
        Stakes::StudLimit {
            ante,
            bring_in,
            small_bet,
            big_bet,
        } => say(
            "spoken-stud",
            &[
                ("small", small_bet),
                ("big", big_bet),
                ("ante", ante),
                ("bring", bring_in),
            ],
        ),
        Stakes::StudBigBet { ante, bring_in } => say(
            "spoken-stud-big-bet",
            &[("ante", ante), ("bring", bring_in)],
        ),
        Stakes::StudOpens {
            ante,
            small_bet,
            big_bet,
        } => say(
            "spoken-stud-opens",
            &[("small", small_bet), ("big", big_bet), ("ante", ante)],
        ),
    }
}

/// "15 minutes", "1 minute", "90 seconds".
fn length(ms: i64, l: Locale) -> String {
    let s = (ms.max(0) + 999) / 1000;
    if s % 60 != 0 {
        return l.say("spoken-seconds", &[("seconds", Arg::Count(s as u64))]);
    }
    l.say(
        "spoken-minutes",
        &[("minutes", Arg::Count((s / 60) as u64))],
    )
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
    /// The language the lines are said in.
    pub locale: Locale,
}

/// The lines for one moment.
pub fn spoken(m: &Moment) -> Spoken {
    let l = m.locale;
    let level = m.level.map(|n| Arg::Count(u64::from(n)));
    let period_start = if m.on_break {
        let length = length(m.duration_ms, l);
        let mut s = l.say("spoken-break", &[("length", Arg::Text(&length))]);
        if !m.race_off.is_empty() {
            let chips: Vec<String> = m
                .race_off
                .iter()
                .map(|(v, c)| {
                    let value = l.number(*v);
                    if c.is_empty() {
                        l.say("spoken-chip", &[("value", Arg::Text(&value))])
                    } else {
                        l.say(
                            "spoken-chip-color",
                            &[("value", Arg::Text(&value)), ("color", Arg::Text(c))],
                        )
                    }
                })
                .collect();
            let list = match chips.as_slice() {
                [one] => one.clone(),
                [rest @ .., last] => l.say(
                    "spoken-list",
                    &[
                        ("list", Arg::Text(&rest.join(", "))),
                        ("last", Arg::Text(last)),
                    ],
                ),
                [] => String::new(),
            };
            let race = l.say(
                "spoken-race",
                &[
                    ("chips", Arg::Text(&list)),
                    ("count", Arg::Count(chips.len() as u64)),
                ],
            );
            s.push(' ');
            s.push_str(&race);
        }
        s
    } else {
        match (level, m.game) {
            (Some(level), Some((game, stakes))) => {
                let stakes = stakes_words_in(stakes, l);
                l.say(
                    "spoken-level-game",
                    &[
                        ("level", level),
                        ("game", Arg::Text(game)),
                        ("stakes", Arg::Text(&stakes)),
                    ],
                )
            }
            (Some(level), None) => l.say("spoken-level", &[("level", level)]),
            (None, _) => String::new(),
        }
    };
    let one_minute = if m.on_break {
        l.say("spoken-one-minute-break", &[])
    } else if m.by_eliminations {
        String::new()
    } else {
        match level {
            Some(level) => l.say("spoken-one-minute-level", &[("level", level)]),
            None => l.say("spoken-one-minute", &[]),
        }
    };
    Spoken {
        period_start,
        one_minute,
        hand_for_hand: m.hand_for_hand.map(|hand| {
            if hand == 0 {
                l.say("spoken-h4h-start", &[])
            } else {
                l.say("spoken-h4h-hand", &[("hand", Arg::Count(hand + 1))])
            }
        }),
        in_the_money: m.in_the_money.map(|paid| {
            l.say(
                "spoken-in-the-money",
                &[("paid", Arg::Count(u64::from(paid)))],
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::structure::AnteKind;

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
            locale: Locale::ENGLISH,
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
        assert_eq!(length(90_000, Locale::ENGLISH), "90 seconds");
        assert_eq!(length(60_000, Locale::ENGLISH), "1 minute");
    }
}
