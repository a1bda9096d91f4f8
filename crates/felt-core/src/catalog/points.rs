//! Games that add cards up (7-27, Numbers): every total a hand can count, and the
//! settlement of a declared showdown, so a rule card's worked example prints an outcome
//! the code computed rather than one somebody typed.

use super::house::{BothTies, Declared, Example, OverRule, PictureValue, PointCount, Rank, Side};
use super::model::{Edition, Scale};
use std::collections::BTreeSet;

/// Every total `cards` can count, in half points, smallest first.
pub fn totals(cards: &[Rank], count: &PointCount) -> Vec<u32> {
    let mut sums: BTreeSet<u32> = BTreeSet::from([0]);
    for &card in cards {
        let values: Vec<u32> = match card {
            Rank::Ace => count.aces.iter().map(|&a| u32::from(a) * 2).collect(),
            Rank::Jack | Rank::Queen | Rank::King => vec![match count.pictures {
                PictureValue::Half => 1,
                PictureValue::Ten => 20,
                PictureValue::Zero => 0,
            }],
            r => vec![u32::from(r.value()) * 2],
        };
        sums = sums
            .iter()
            .flat_map(|s| values.iter().map(move |v| s + v))
            .collect();
    }
    sums.into_iter().collect()
}

/// A total in half points as a card says it: `7`, `27`, `7.5`.
pub fn total_label(halves: u32) -> String {
    if halves.is_multiple_of(2) {
        (halves / 2).to_string()
    } else {
        format!("{}.5", halves / 2)
    }
}

/// One half (or the whole) of an example's pot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideResult {
    /// The pot part's label ("Twenty-seven").
    pub label: String,
    /// Cents this side is worth.
    pub amount: u32,
    /// Winners with the total each played, in seat order.
    pub winners: Vec<(String, u32)>,
}

/// What one player takes from an example's pot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    pub player: String,
    pub cents: u32,
}

/// The computed outcome of a worked example.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExampleOutcome {
    /// The sides that were won, high first.
    pub sides: Vec<SideResult>,
    /// Every player of the example, in seat order, with what they take.
    pub shares: Vec<Share>,
    /// Players who declared both ways and lost their claim to either side.
    pub failed_both: Vec<String>,
    /// Each player's totals (half points), for printing.
    pub totals: Vec<Vec<u32>>,
}

/// How close a hand comes to a side's goal: smaller is better; None cannot win it.
pub fn score(scale: Scale, totals: &[u32], over: OverRule) -> Option<(u32, u32)> {
    let near = |target: u32| {
        totals
            .iter()
            .filter_map(|&t| {
                let is_over = t > target;
                if is_over && over == OverRule::Bust {
                    return None;
                }
                let tie_break = u32::from(is_over && over == OverRule::UnderWinsTies);
                Some((t.abs_diff(target), tie_break))
            })
            .min()
    };
    match scale {
        Scale::PointsNearest7 => near(14),
        Scale::PointsNearest27 => near(54),
        Scale::PointsHighest => totals.iter().max().map(|&t| (u32::MAX - t, 0)),
        Scale::PointsLowest => totals.iter().min().map(|&t| (t, 0)),
        _ => None,
    }
}

/// Settles `example` under the rules of `edition`: which players win which side and
/// what each takes. Errors say why the example cannot be settled (a card that is not a
/// rank, a game whose showdown is not counted in points).
pub fn settle_example(edition: &Edition, example: &Example) -> Result<ExampleOutcome, String> {
    let count = edition
        .points
        .as_ref()
        .ok_or("a worked example needs the card points (`points`) to settle it")?;
    let parts = &edition.showdown.parts;
    let points_scale = |s: Scale| {
        matches!(
            s,
            Scale::PointsNearest7
                | Scale::PointsNearest27
                | Scale::PointsHighest
                | Scale::PointsLowest
        )
    };
    if parts.is_empty() || parts.len() > 2 || !parts.iter().all(|p| points_scale(p.scale)) {
        return Err(
            "a worked example is settled only for one or two parts counted in points".into(),
        );
    }
    if example.hands.is_empty() {
        return Err("a worked example needs at least one hand".into());
    }
    let mut hand_totals = Vec::new();
    for h in &example.hands {
        let mut ranks = Vec::new();
        for c in &h.cards {
            ranks.push(Rank::parse(c).ok_or_else(|| {
                format!(
                    "{}'s card `{c}` is not a rank (A, K, Q, J, 10 ... 2)",
                    h.player
                )
            })?);
        }
        hand_totals.push(totals(&ranks, count));
    }
    let sides: Vec<Side> = if parts.len() == 2 {
        vec![Side::High, Side::Low]
    } else {
        vec![Side::High]
    };
    let mut declared = edition.showdown.declare;
    let mut out_of_it = vec![false; example.hands.len()];
    let mut failed_both = Vec::new();
    let winners = loop {
        let per_side: Vec<Vec<usize>> = sides
            .iter()
            .zip(parts)
            .map(|(&side, part)| {
                let scored: Vec<(usize, (u32, u32))> = (0..example.hands.len())
                    .filter(|&i| {
                        !out_of_it[i]
                            && (declared.is_none() || example.hands[i].declares.plays(side))
                    })
                    .filter_map(|i| score(part.scale, &hand_totals[i], count.over).map(|s| (i, s)))
                    .collect();
                let best = scored.iter().map(|(_, s)| *s).min();
                scored
                    .iter()
                    .filter(|(_, s)| Some(*s) == best)
                    .map(|(i, _)| *i)
                    .collect()
            })
            .collect();
        // A player who went both ways keeps a claim only by winning (or, where ties
        // share, tying) every side; otherwise they are out of the pot and it is settled
        // again (seed 004), as `showdown::pots` settles a dealt pot.
        let failing: Vec<usize> = (0..example.hands.len())
            .filter(|&i| !out_of_it[i] && sides.len() == 2)
            .filter(|&i| example.hands[i].declares == Declared::Both)
            .filter(|&i| {
                per_side
                    .iter()
                    .any(|w| match declared.map(|d| d.both_ties) {
                        Some(BothTies::MustScoop) => w != &vec![i],
                        Some(BothTies::Share) => !w.contains(&i),
                        None => false,
                    })
            })
            .collect();
        if failing.is_empty() {
            break per_side;
        }
        // Everyone went both ways and nobody won both: as if nobody had declared.
        if (0..example.hands.len()).all(|i| {
            (out_of_it[i] || failing.contains(&i)) && example.hands[i].declares == Declared::Both
        }) {
            declared = None;
            out_of_it.iter_mut().for_each(|o| *o = false);
            failed_both.clear();
            continue;
        }
        for i in failing {
            out_of_it[i] = true;
            failed_both.push(example.hands[i].player.clone());
        }
    };
    let won: Vec<usize> = (0..sides.len())
        .filter(|&s| !winners[s].is_empty())
        .collect();
    if won.is_empty() {
        return Err("nobody in the worked example can win the pot".into());
    }
    let mut cents = vec![0u32; example.hands.len()];
    let mut results = Vec::new();
    for (k, &s) in won.iter().enumerate() {
        // The high side is first and takes the odd cent.
        let amount = if won.len() == 1 {
            example.pot
        } else if k == 0 {
            example.pot - example.pot / 2
        } else {
            example.pot / 2
        };
        let w = &winners[s];
        let each = amount / w.len() as u32;
        let odd = amount % w.len() as u32;
        for (j, &i) in w.iter().enumerate() {
            cents[i] += each + u32::from((j as u32) < odd);
        }
        let part = &parts[s];
        results.push(SideResult {
            label: part.label.clone(),
            amount,
            winners: w
                .iter()
                .map(|&i| {
                    let best = hand_totals[i]
                        .iter()
                        .copied()
                        .min_by_key(|&t| {
                            score(part.scale, &[t], count.over).unwrap_or((u32::MAX, 0))
                        })
                        .unwrap_or(0);
                    (example.hands[i].player.clone(), best)
                })
                .collect(),
        });
    }
    Ok(ExampleOutcome {
        sides: results,
        shares: example
            .hands
            .iter()
            .zip(cents)
            .map(|(h, c)| Share {
                player: h.player.clone(),
                cents: c,
            })
            .collect(),
        failed_both,
        totals: hand_totals,
    })
}
