//! Pots and shares: side pots from what each player put in (a folded player's chips
//! play, with no claim), each pot settled part by part (declarations, qualifiers, a split
//! nobody qualifies for), its chips cut to the smallest chip with the odd chips in the
//! rulebooks' order.

use super::hand::{Made, Scorer, meets, qualifier_words};
use super::read::Player;
use super::split::share;
use super::wire::{JudgeError, JudgeRequest, PartAward, PotAward, Seats, Text, no};
use crate::catalog::{BothTies, Declared, PotPart, ShowdownKind, Side};

/// The pots: (amount, the players with a claim), main pot first.
pub(super) fn build_pots(
    req: &JudgeRequest,
    players: &[Player],
) -> Result<Vec<(u64, Vec<usize>)>, JudgeError> {
    let showing: Vec<usize> = (0..players.len())
        .filter(|&i| !players[i].folded())
        .collect();
    let any_put = players.iter().any(|p| p.put.is_some());
    if !any_put {
        return Ok(vec![(req.pot.unwrap_or(0), showing)]);
    }
    if let Some(p) = players.iter().find(|p| !p.folded() && p.put.is_none()) {
        return Err(no(format!(
            "{} shows cards but has no chips put in: give what every player put in, or only the pot",
            p.name
        )));
    }
    let put = |i: usize| players[i].put.unwrap_or(0);
    let listed = players
        .iter()
        .try_fold(0u64, |s, p| s.checked_add(p.put.unwrap_or(0)));
    let listed = listed.ok_or_else(|| no("the chips put in add up to more than Felt counts"))?;
    let dead = match req.pot {
        Some(pot) if pot < listed => {
            return Err(no(format!(
                "the pot of {pot} is less than the {listed} chips the players put in"
            )));
        }
        Some(pot) => pot - listed,
        None => 0,
    };
    // Each level a showing player is all in for closes a pot.
    let mut levels: Vec<u64> = showing.iter().map(|&i| put(i)).collect();
    levels.sort_unstable();
    levels.dedup();
    let mut pots = Vec::new();
    let mut below = 0u64;
    for (k, &level) in levels.iter().enumerate() {
        let last = k + 1 == levels.len();
        let amount: u64 = (0..players.len())
            .map(|i| {
                let p = put(i);
                // Folded chips above the last level still go to the last pot.
                let top = if last { p } else { p.min(level) };
                top.saturating_sub(below)
                    .min(if last { u64::MAX } else { level - below })
            })
            .sum();
        let eligible: Vec<usize> = showing
            .iter()
            .copied()
            .filter(|&i| put(i) >= level)
            .collect();
        pots.push((amount, eligible));
        below = level;
    }
    if let Some(first) = pots.first_mut() {
        first.0 += dead;
    }
    pots.retain(|(amount, _)| *amount > 0);
    if pots.is_empty() {
        pots.push((0, showing));
    }
    Ok(pots)
}

/// Each contender's hand in each part as the answer writes it (in words, "(not ...)"
/// when it does not qualify, "no hand"; and the cards it plays), made once for every pot.
pub(super) struct Written {
    hands: Vec<Vec<Text>>,
    cards: Vec<Vec<Option<Text>>>,
}

impl Written {
    pub(super) fn of(
        parts: &[&PotPart],
        scorers: &[Scorer],
        made: &[Vec<Option<Made>>],
        x: Option<u8>,
    ) -> Written {
        let none: Text = "no hand".into();
        let mut hands = Vec::with_capacity(made.len());
        let mut cards = Vec::with_capacity(made.len());
        for (k, row) in made.iter().enumerate() {
            let part = parts[k];
            let mut not: Option<String> = None;
            hands.push(
                row.iter()
                    .map(|m| match m {
                        Some(m) if meets(part.qualifier, m.detail, x) => {
                            Text::from(m.words.as_str())
                        }
                        Some(m) => {
                            let q = not.get_or_insert_with(|| qualifier_words(part.qualifier, x));
                            Text::from(format!("{} (not {q})", m.words))
                        }
                        None => Text::clone(&none),
                    })
                    .collect(),
            );
            cards.push(
                row.iter()
                    .map(|m| m.as_ref().map(|m| Text::from(m.shown_text(&scorers[k]))))
                    .collect(),
            );
        }
        Written { hands, cards }
    }
}

/// One pot settled part by part.
#[allow(clippy::too_many_arguments)]
pub(super) fn settle_pot(
    parts: &[&PotPart],
    written: &Written,
    made: &[Vec<Option<Made>>],
    players: &[Player],
    eligible: &[usize],
    amount: u64,
    chip: u64,
    x: Option<u8>,
    stud: bool,
    kind: ShowdownKind,
    declared: Option<crate::catalog::Declaration>,
    notes: &mut Vec<String>,
) -> PotAward {
    let sides = [Side::High, Side::Low];
    let plays = |i: usize, part: usize| match (declared, players[i].declares) {
        (Some(_), Some(d)) => d.plays(sides[part.min(1)]),
        _ => true,
    };
    let qualifies = |part: usize, i: usize| {
        made[part][i]
            .as_ref()
            .is_some_and(|m| meets(parts[part].qualifier, m.detail, x))
    };
    // The players of `q` holding part `k`'s best hand.
    let best = |k: usize, q: Vec<usize>| -> Vec<usize> {
        let top = q
            .iter()
            .filter_map(|&i| made[k][i].as_ref().map(|m| m.value))
            .max();
        q.into_iter()
            .filter(|&i| made[k][i].as_ref().map(|m| m.value) == top)
            .collect()
    };
    let mut out_of_it: Vec<usize> = Vec::new();
    let winners: Vec<Vec<usize>> = loop {
        let per_part: Vec<Vec<usize>> = (0..parts.len())
            .map(|k| {
                let q = eligible
                    .iter()
                    .copied()
                    .filter(|i| !out_of_it.contains(i) && plays(*i, k) && qualifies(k, *i));
                best(k, q.collect())
            })
            .collect();
        // A player going both ways who is beaten either way (or, where they must scoop,
        // ties either way) loses the claim to both, and the pot is settled again without
        // them (seed 004).
        let failing: Vec<usize> = match declared {
            Some(d) if parts.len() == 2 => eligible
                .iter()
                .copied()
                .filter(|i| !out_of_it.contains(i) && players[*i].declares == Some(Declared::Both))
                .filter(|&i| {
                    per_part.iter().any(|w| match d.both_ties {
                        BothTies::MustScoop => w != &vec![i],
                        BothTies::Share => !w.contains(&i),
                    })
                })
                .collect(),
            _ => Vec::new(),
        };
        if failing.is_empty() {
            break per_part;
        }
        // Everyone still in went both ways and none won both: settled as if nobody had
        // declared (seed 004's advice), each half to its best hand.
        if eligible
            .iter()
            .all(|i| out_of_it.contains(i) || failing.contains(i))
            && eligible
                .iter()
                .all(|&i| players[i].declares == Some(Declared::Both))
        {
            notes.push(
                "everyone declared both ways and nobody won both: each half goes to its best hand, as if nobody had declared"
                    .to_string(),
            );
            break (0..parts.len())
                .map(|k| {
                    best(
                        k,
                        eligible
                            .iter()
                            .copied()
                            .filter(|&i| qualifies(k, i))
                            .collect(),
                    )
                })
                .collect();
        }
        for i in failing {
            notes.push(format!(
                "{} declared both ways and did not win each way: no share of the pot",
                players[i].name
            ));
            out_of_it.push(i);
        }
    };
    // A split nobody qualifies for either way goes to the best first-part (high) hand,
    // qualifier or not (Archie's rule; the other split games always qualify one way).
    let mut winners = winners;
    if kind == ShowdownKind::Split && winners.iter().all(Vec::is_empty) && amount > 0 {
        let q = eligible
            .iter()
            .copied()
            .filter(|&i| !out_of_it.contains(&i) && plays(i, 0) && made[0][i].is_some());
        winners[0] = best(0, q.collect());
        if !winners[0].is_empty() {
            notes.push(format!(
                "nobody qualifies either way: the best {} hand takes the pot",
                parts[0].label.to_lowercase()
            ));
        }
    }
    // Which parts pay: a split pays every part someone won; a game played for the
    // first part anyone qualifies for pays that part alone.
    let paying: Vec<usize> = (0..parts.len())
        .filter(|&k| !winners[k].is_empty())
        .collect();
    let paying: Vec<usize> = if kind == ShowdownKind::FirstQualifying {
        paying.into_iter().take(1).collect()
    } else {
        paying
    };
    let part_amounts = share(amount, chip, paying.len());
    // No player takes two odd chips of one pot: a part that took an odd chip of the pot
    // (the high half) gave it to its winner, who then comes last for the odd chips of a
    // part they tie.
    let even = part_amounts.iter().copied().min().unwrap_or(0);
    let mut got_odd: Vec<usize> = paying
        .iter()
        .zip(&part_amounts)
        .filter(|(k, a)| **a > even && winners[**k].len() == 1)
        .map(|(k, _)| winners[*k][0])
        .collect();
    let mut shares = Seats(Vec::with_capacity(eligible.len()));
    for &i in eligible {
        shares.add(&players[i].name, 0);
    }
    let mut awards = Vec::new();
    for (k, part) in parts.iter().enumerate() {
        let contenders: Vec<usize> = eligible.iter().copied().filter(|&i| plays(i, k)).collect();
        let mut hands = Seats(Vec::with_capacity(contenders.len()));
        let mut cards = Seats(Vec::with_capacity(contenders.len()));
        for &i in &contenders {
            let name = &players[i].name;
            hands
                .0
                .push((Text::clone(name), Text::clone(&written.hands[k][i])));
            if let Some(shown) = &written.cards[k][i] {
                cards.0.push((Text::clone(name), Text::clone(shown)));
            }
        }
        let mut won = winners[k].clone();
        if stud {
            // Stud: the odd chip to the highest card by suit.
            won.sort_by_key(|&i| std::cmp::Reverse(players[i].cards.iter().copied().max()));
        }
        let qualified = contenders.iter().any(|&i| qualifies(k, i));
        let slot = paying.iter().position(|&p| p == k);
        let worth = slot.map(|s| part_amounts[s]).unwrap_or(0);
        if slot.is_some() {
            won.sort_by_key(|i| got_odd.contains(i));
            let cut = share(worth, chip, won.len());
            let least = cut.iter().copied().min().unwrap_or(0);
            for (&i, c) in won.iter().zip(cut) {
                shares.add(&players[i].name, c);
                if c > least && !got_odd.contains(&i) {
                    got_odd.push(i);
                }
            }
        } else {
            won.clear();
            if !qualified && part.qualifier != crate::catalog::Qualifier::None {
                notes.push(format!(
                    "no hand qualifies for the {} ({})",
                    part.label.to_lowercase(),
                    qualifier_words(part.qualifier, x)
                ));
            }
        }
        awards.push(PartAward {
            part: part.label.to_lowercase(),
            amount: worth,
            winners: won.iter().map(|&i| players[i].name.clone()).collect(),
            hands,
            cards,
            qualified,
        });
    }
    if paying.is_empty() && amount > 0 {
        notes.push(
            "nobody's hand qualifies for any part: by the game's rules the pot stays for the next deal"
                .into(),
        );
    }
    PotAward {
        amount,
        eligible: eligible.iter().map(|&i| players[i].name.clone()).collect(),
        parts: awards,
        shares,
    }
}
