//! Stakes derivation: what the rulebook lets a structure leave out.
//!
//! A level's `stakes = "A/B"` means different things per game, as in the rulebooks:
//! limit flop and draw games play small bet A and big bet B with blinds A/2 and A;
//! limit stud plays bets A/B with the ante and bring-in given on the level; pot-limit and
//! no-limit games play blinds A/B (and "A/B/C" adds an ante of C).

use super::bounds::{MAX_STACK, Unit, over_limit};
use super::chips::Chips;
use super::model::{AnteKind, Betting, Family, Stakes};
use crate::lang::{Locale, Phrase};
use toml::Spanned;

/// The stake keys of one level as written, before derivation.
pub(super) struct RawStakes<'a> {
    pub stakes: Option<&'a Spanned<String>>,
    pub small_blind: Option<&'a Spanned<u64>>,
    pub big_blind: Option<&'a Spanned<u64>>,
    pub ante: Option<&'a Spanned<u64>>,
    pub bring_in: Option<&'a Spanned<u64>>,
    pub small_bet: Option<&'a Spanned<u64>>,
    pub big_bet: Option<&'a Spanned<u64>>,
    pub ante_kind: AnteKind,
}

type Failure = (Option<usize>, String);

fn val(x: Option<&Spanned<u64>>) -> Option<u64> {
    x.map(|s| *s.get_ref())
}

fn at<T>(x: Option<&Spanned<T>>) -> Option<usize> {
    x.map(|s| s.span().start)
}

/// Parses "100/200", "1,000/2,000" or "100/200/200" into its numbers.
fn split_stakes(s: &Spanned<String>) -> Result<Vec<Chips>, Failure> {
    let text = s.get_ref();
    let parts: Result<Vec<Chips>, _> = text
        .split('/')
        .map(|p| p.trim().replace([',', '_'], "").parse::<Chips>())
        .collect();
    if let Some(big) = parts.iter().flatten().find(|&&x| x > MAX_STACK) {
        return Err((
            Some(s.span().start),
            over_limit("stakes", &big.to_string(), MAX_STACK, Unit::Chips),
        ));
    }
    match parts {
        Ok(v) if (2..=3).contains(&v.len()) && v.iter().all(|&x| x > 0) => Ok(v),
        _ => Err((
            Some(s.span().start),
            format!(
                "stakes \"{text}\" should be two or three positive whole numbers like \"100/200\" or \"100/200/200\""
            ),
        )),
    }
}

fn not_for(key: &str, x: Option<&Spanned<u64>>, what: &str) -> Result<(), Failure> {
    match x {
        Some(s) => Err((
            Some(s.span().start),
            format!("`{key}` is not used by {what}"),
        )),
        None => Ok(()),
    }
}

fn both(key: &str, x: Option<&Spanned<u64>>) -> Result<(), Failure> {
    match x {
        Some(s) => Err((
            Some(s.span().start),
            format!("`{key}` is given twice: once in `stakes` and once on its own"),
        )),
        None => Ok(()),
    }
}

/// Derives a level's full stakes from what the file gives, for a game of `family`
/// played at `betting`. `opens` names a stud game with no bring-in, whose high card opens
/// for either bet (Mexican Poker), as its catalog entry says.
pub(super) fn derive_stakes(
    family: Family,
    betting: Betting,
    opens: Option<&str>,
    raw: &RawStakes,
) -> Result<Stakes, Failure> {
    // The file's checker has already refused these; a level typed at the desk has not.
    for (key, x) in [
        ("small_blind", raw.small_blind),
        ("big_blind", raw.big_blind),
        ("ante", raw.ante),
        ("bring_in", raw.bring_in),
        ("small_bet", raw.small_bet),
        ("big_bet", raw.big_bet),
    ] {
        if let Some(x) = x.filter(|x| *x.get_ref() > MAX_STACK) {
            return Err((
                Some(x.span().start),
                over_limit(key, &x.get_ref().to_string(), MAX_STACK, Unit::Chips),
            ));
        }
    }
    let parts = raw.stakes.map(split_stakes).transpose()?;
    if let (Family::Stud, Betting::Limit, Some(name)) = (family, betting, opens) {
        let what = format!(
            "{name} (it has no bring-in: the high card showing opens for the small or the big bet)"
        );
        not_for("bring_in", raw.bring_in, &what)?;
        not_for("small_blind", raw.small_blind, &what)?;
        not_for("big_blind", raw.big_blind, &what)?;
        let Some(ante) = val(raw.ante) else {
            return Err((None, format!("{name} levels need an `ante`")));
        };
        let (small_bet, big_bet) = bets(raw, parts.as_deref())?;
        return Ok(Stakes::StudOpens {
            ante,
            small_bet,
            big_bet,
        });
    }
    match (family, betting) {
        (Family::Flop | Family::Draw, Betting::Limit) => {
            let what = "limit flop and draw games (they use blinds and bets)";
            not_for("ante", raw.ante, what)?;
            not_for("bring_in", raw.bring_in, what)?;
            let (small_bet, big_bet) = bets(raw, parts.as_deref())?;
            let big_blind = val(raw.big_blind).unwrap_or(small_bet);
            let small_blind = match val(raw.small_blind) {
                Some(sb) => sb,
                None if big_blind.is_multiple_of(2) => big_blind / 2,
                None => {
                    return Err((
                        at(raw.stakes).or(at(raw.small_bet)),
                        format!(
                            "the small blind cannot be derived from an odd big blind {big_blind}; set `small_blind`"
                        ),
                    ));
                }
            };
            check_blinds(raw, small_blind, big_blind)?;
            Ok(Stakes::Limit {
                small_blind,
                big_blind,
                small_bet,
                big_bet,
            })
        }
        (Family::Flop | Family::Draw, _) => {
            let what = "pot-limit and no-limit flop and draw games (they use blinds)";
            not_for("bring_in", raw.bring_in, what)?;
            not_for("small_bet", raw.small_bet, what)?;
            not_for("big_bet", raw.big_bet, what)?;
            let (small_blind, big_blind, ante) = match parts.as_deref() {
                Some(p) => {
                    both("small_blind", raw.small_blind)?;
                    both("big_blind", raw.big_blind)?;
                    if p.len() == 3 {
                        both("ante", raw.ante)?;
                    }
                    (p[0], p[1], p.get(2).copied().or(val(raw.ante)).unwrap_or(0))
                }
                None => match (val(raw.small_blind), val(raw.big_blind)) {
                    (Some(sb), Some(bb)) => (sb, bb, val(raw.ante).unwrap_or(0)),
                    _ => {
                        return Err((
                            None,
                            "needs `stakes = \"SB/BB\"` or both `small_blind` and `big_blind`"
                                .into(),
                        ));
                    }
                },
            };
            check_blinds(raw, small_blind, big_blind)?;
            Ok(Stakes::Blinds {
                small_blind,
                big_blind,
                ante,
                ante_kind: raw.ante_kind,
            })
        }
        (Family::Stud, betting) => {
            let what = "stud games (they use an ante and a bring-in)";
            not_for("small_blind", raw.small_blind, what)?;
            not_for("big_blind", raw.big_blind, what)?;
            let (Some(ante), Some(bring_in)) = (val(raw.ante), val(raw.bring_in)) else {
                return Err((None, "stud levels need both `ante` and `bring_in`".into()));
            };
            if betting == Betting::Limit {
                let (small_bet, big_bet) = bets(raw, parts.as_deref())?;
                if bring_in >= small_bet {
                    return Err((
                        at(raw.bring_in),
                        format!(
                            "the bring-in {bring_in} must be less than the small bet {small_bet} it completes to"
                        ),
                    ));
                }
                Ok(Stakes::StudLimit {
                    ante,
                    bring_in,
                    small_bet,
                    big_bet,
                })
            } else {
                if let Some(s) = raw.stakes {
                    return Err((Some(s.span().start), "pot-limit and no-limit stud levels take `ante` and `bring_in`, not `stakes`".into()));
                }
                not_for(
                    "small_bet",
                    raw.small_bet,
                    "big-bet stud (the bring-in is the minimum bet)",
                )?;
                not_for(
                    "big_bet",
                    raw.big_bet,
                    "big-bet stud (the bring-in is the minimum bet)",
                )?;
                Ok(Stakes::StudBigBet { ante, bring_in })
            }
        }
    }
}

fn bets(raw: &RawStakes, parts: Option<&[Chips]>) -> Result<(Chips, Chips), Failure> {
    match parts {
        Some(p) if p.len() == 3 => Err((
            at(raw.stakes),
            "limit stakes take two numbers, small bet/big bet".into(),
        )),
        Some(p) => {
            both("small_bet", raw.small_bet)?;
            both("big_bet", raw.big_bet)?;
            if p[1] < p[0] {
                return Err((
                    at(raw.stakes),
                    format!(
                        "the big bet {} is smaller than the small bet {}",
                        p[1], p[0]
                    ),
                ));
            }
            Ok((p[0], p[1]))
        }
        None => match (val(raw.small_bet), val(raw.big_bet)) {
            (Some(s), Some(b)) if b >= s => Ok((s, b)),
            (Some(s), Some(b)) => Err((
                at(raw.big_bet),
                format!("the big bet {b} is smaller than the small bet {s}"),
            )),
            _ => Err((
                None,
                "needs `stakes = \"SMALL/BIG\"` or both `small_bet` and `big_bet`".into(),
            )),
        },
    }
}

fn check_blinds(raw: &RawStakes, small_blind: Chips, big_blind: Chips) -> Result<(), Failure> {
    if small_blind == 0 || big_blind == 0 {
        return Err((
            at(raw.stakes).or(at(raw.big_blind)),
            "blinds must be more than 0".into(),
        ));
    }
    if small_blind > big_blind {
        return Err((
            at(raw.stakes).or(at(raw.small_blind)),
            format!("the small blind {small_blind} is larger than the big blind {big_blind}"),
        ));
    }
    Ok(())
}

/// The stakes of a level in the game's own terms, as a TD or player reads them.
pub fn describe_stakes(stakes: &Stakes) -> String {
    describe_stakes_in(stakes, Locale::ENGLISH)
}

/// [`describe_stakes`] in `l`'s words: "Blinds 100/200, big blind ante 200".
pub fn describe_stakes_in(stakes: &Stakes, l: Locale) -> String {
    stakes_phrase(stakes).say(l)
}

/// [`describe_stakes`], unsaid.
pub fn stakes_phrase(stakes: &Stakes) -> Phrase {
    match *stakes {
        Stakes::Blinds {
            small_blind,
            big_blind,
            ante,
            ante_kind,
        } if ante > 0 => Phrase::new("stakes-text-blinds-ante")
            .figure("sb", small_blind)
            .figure("bb", big_blind)
            .phrase("kind", Phrase::new(ante_kind.message_id()))
            .figure("ante", ante),
        Stakes::Blinds {
            small_blind,
            big_blind,
            ..
        } => Phrase::new("stakes-text-blinds")
            .figure("sb", small_blind)
            .figure("bb", big_blind),
        Stakes::Limit {
            small_blind,
            big_blind,
            small_bet,
            big_bet,
        } => Phrase::new("stakes-text-limit")
            .figure("small", small_bet)
            .figure("big", big_bet)
            .figure("sb", small_blind)
            .figure("bb", big_blind),
        Stakes::StudLimit {
            ante,
            bring_in,
            small_bet,
            big_bet,
        } => Phrase::new("stakes-text-stud")
            .figure("small", small_bet)
            .figure("big", big_bet)
            .figure("ante", ante)
            .figure("bring", bring_in),
        Stakes::StudBigBet { ante, bring_in } => Phrase::new("stakes-text-stud-big-bet")
            .figure("ante", ante)
            .figure("bring", bring_in),
        Stakes::StudOpens {
            ante,
            small_bet,
            big_bet,
        } => Phrase::new("stakes-text-stud-opens")
            .figure("small", small_bet)
            .figure("big", big_bet)
            .figure("ante", ante),
    }
}
