//! The judge: a showdown as the floor sees it (the game, the board, each player's cards
//! in seat order, the button, the chips) settled by the game's catalog entry and the
//! rulebooks' section on ties and odd chips. Side pots come from what each player put
//! in; each pot is settled part by part (high, low, badugi, points, ...); every chip is
//! given to someone, down to the smallest chip in play. Refusals name the card, the
//! player or the part at fault.

use super::cards::Card;
use super::cards::Suit;
use super::hand::card_text;
use super::hand::{Made, Scorer, best, meets};
use super::pots::{build_pots, settle_pot};
use super::read::{Seen, boards_for, check_counts, read_board, read_players, read_wild, wilds_for};
pub use super::wire::*;
use crate::catalog::{Catalog, Edition, ForcedBets, HandRule, PotPart, ShowdownKind};

/// Settles `req` by the rules of its game in `catalog`.
pub fn judge(catalog: &Catalog, req: &JudgeRequest) -> Result<Judgement, JudgeError> {
    let key = catalog.find_key(&req.game).ok_or_else(|| {
        no(format!(
            "no game in the catalog answers to \"{}\"",
            req.game.trim()
        ))
    })?;
    let (game, ed) = catalog.resolve(&key).map_err(|e| no(e.to_string()))?;
    let name = ed.name.clone().unwrap_or_else(|| game.name.clone());
    let mut notes = Vec::new();

    // The board first: some games' parts are decided by it (Wonky Donkey's flop).
    kind_settles(&name, ed)?;
    let mut seen = Seen::new();
    let segments = read_board(&req.board, ed, &name, &mut seen)?;
    let parts = active_parts(&name, ed, req, &segments, &mut notes)?;
    let scorers = parts
        .iter()
        .map(|p| scorer_for(&name, ed, p))
        .collect::<Result<Vec<_>, _>>()?;

    // The cards: read, each in the deck once, each hand the size the game deals.
    if req.hands.is_empty() {
        return Err(no("give at least one player's hand"));
    }
    if req.hands.len() > MAX_PLAYERS {
        return Err(no(format!(
            "{} is more than a table holds (at most {MAX_PLAYERS})",
            crate::words::count(req.hands.len() as u64, "hand", "hands")
        )));
    }
    let players = read_players(req, ed, &name, &mut seen)?;
    let board_count: usize = segments.iter().map(Vec::len).sum();
    check_counts(&name, ed, &players, board_count, &parts)?;

    // Seat order from the button's left.
    let mut order: Vec<usize> = (0..players.len()).collect();
    if let Some(b) = req
        .button
        .as_deref()
        .map(str::trim)
        .filter(|b| !b.is_empty())
    {
        let at = players
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(b))
            .ok_or_else(|| {
                no(format!(
                    "the button, {b}, is not one of the players listed (list a player who folded with no cards)"
                ))
            })?;
        order.rotate_left(at + 1);
    }

    // Declarations.
    let declared = ed.showdown.declare.filter(|_| parts.len() == 2);
    for p in &players {
        match (declared, p.declares, p.folded()) {
            (Some(_), None, false) => {
                return Err(no(format!(
                    "{} has not declared: high, low or both ways",
                    p.name
                )));
            }
            (None, Some(_), _) => {
                return Err(no(format!(
                    "{name} is not a declared game: {} cannot declare",
                    p.name
                )));
            }
            _ => {}
        }
    }

    // The wild cards of this hand.
    let dynamic_wild = read_wild(&req.wild, ed, &name)?;

    let down_up = super::read::shows_down_cards(ed);
    // Every player's best hand in each part, once.
    let mut made: Vec<Vec<Option<Made>>> = Vec::with_capacity(parts.len());
    for (i, (part, scorer)) in parts.iter().zip(&scorers).enumerate() {
        let boards = boards_for(&part.hand, &segments, &name, &mut notes)?;
        let mut row = Vec::with_capacity(players.len());
        for p in &players {
            if p.folded() {
                row.push(None);
                continue;
            }
            // A split hand plays each part with its own cards; a part that goes by a down
            // card reads the down cards (written first); the rest read every card.
            let hole: &[Card] = match (&part.hand, p.groups.len() > 1) {
                (HandRule::OneDownCard, true) => &p.groups[0],
                (_, true) if !down_up => &p.groups[i],
                _ => &p.cards,
            };
            let wilds = wilds_for(ed, i, p, &dynamic_wild);
            row.push(best(scorer, &part.hand, hole, &boards, &wilds));
        }
        // Two qualifying lows that read alike but are not equal ("eight-six low" against
        // "eight-six low") are named to every card, so the words say what decided it.
        let contends = |m: &Option<Made>| {
            m.as_ref()
                .is_some_and(|m| meets(part.qualifier, m.detail, req.qualifier))
        };
        let clash: Vec<bool> = (0..row.len())
            .map(|i| {
                contends(&row[i])
                    && row.iter().enumerate().any(|(j, o)| {
                        j != i
                            && contends(o)
                            && o.as_ref()
                                .zip(row[i].as_ref())
                                .is_some_and(|(o, m)| o.words == m.words && o.value != m.value)
                    })
            })
            .collect();
        for (i, clash) in clash.into_iter().enumerate() {
            if clash
                && let Some(m) = row[i].as_mut()
                && let Some(full) = scorer.full_words(&m.cards)
            {
                let base = scorer.words(&m.cards);
                m.words = m.words.replacen(&base, &full, 1);
            }
        }
        made.push(row);
    }
    notes.dedup();

    let chip = match req.chip {
        Some(0) => {
            return Err(no(
                "chip: the smallest chip in play is worth at least 1 (found 0)".to_string(),
            ));
        }
        Some(c) => c,
        None => 1,
    };
    // Every amount is whole chips: a pot no stack of the smallest chip can make cannot be
    // cut fairly (1,010 in 25s would split 510 and 500).
    if let Some(pot) = req.pot.filter(|p| p % chip != 0) {
        return Err(no(format!(
            "the pot of {pot} is not a whole number of the smallest chip ({chip}): {} over",
            pot % chip
        )));
    }
    if let Some(p) = players
        .iter()
        .find(|p| p.put.is_some_and(|put| put % chip != 0))
    {
        let put = p.put.unwrap_or(0);
        return Err(no(format!(
            "{} put in {put}, not a whole number of the smallest chip ({chip}): {} over",
            p.name,
            put % chip
        )));
    }
    // Pots: by what each player put in, or one pot for everyone showing.
    let pots = build_pots(req, &players)?;
    let stud = matches!(ed.forced, ForcedBets::AntesBringIn { .. });
    let x = req.qualifier;
    if parts
        .iter()
        .any(|p| p.qualifier == crate::catalog::Qualifier::DiceRoll)
    {
        match x {
            Some(2..=12) => {}
            Some(n) => {
                return Err(no(format!(
                    "{n} is not a number two dice can roll for the low (2 to 12)"
                )));
            }
            None => {
                return Err(no(format!(
                    "{name}'s low must be the number rolled or better: give the roll (qualifier)"
                )));
            }
        }
    }

    let written = super::pots::Written::of(&parts, &scorers, &made, x);
    let mut awards = Vec::with_capacity(pots.len());
    let mut total = Seats::default();
    for &i in &order {
        total.add(&players[i].name, 0);
    }
    for (amount, eligible) in pots {
        let eligible: Vec<usize> = order
            .iter()
            .copied()
            .filter(|i| eligible.contains(i))
            .collect();
        let award = settle_pot(
            &parts,
            &written,
            &made,
            &players,
            &eligible,
            amount,
            chip,
            x,
            stud,
            ed.showdown.kind,
            declared,
            &mut notes,
        );
        for (n, c) in &award.shares.0 {
            total.add(n, *c);
        }
        awards.push(award);
    }
    // Notes once each, in order.
    let mut unique: Vec<String> = Vec::new();
    for n in notes {
        if !unique.contains(&n) {
            unique.push(n);
        }
    }
    Ok(Judgement {
        game: key,
        name,
        pots: awards,
        shares: total,
        notes: unique,
    })
}

/// Whether the board meets a part's condition, for a condition the cards decide: "two or
/// three flop cards are black" (or red), as Wonky Donkey's parts say. `None` when the
/// condition is about something else (a die, a declaration, who opened) or the flop is
/// not all there.
pub(crate) fn board_decides(when: &str, segments: &[Vec<Card>]) -> Option<bool> {
    let black = flop_colour(when)?;
    let flop: Vec<&Card> = segments.iter().flatten().take(3).collect();
    if flop.len() < 3 {
        return None;
    }
    let blacks = flop
        .iter()
        .filter(|c| matches!(c.suit, Suit::Clubs | Suit::Spades))
        .count();
    Some((blacks >= 2) == black)
}

/// The colour a condition asks of the flop (black: true), when it is one the board decides.
pub(crate) fn flop_colour(when: &str) -> Option<bool> {
    match when.trim().strip_prefix("two or three flop cards are ")? {
        "black" => Some(true),
        "red" => Some(false),
        _ => None,
    }
}

/// The parts in play: every part without a condition, and the conditional ones the board
/// decides (said in a note) or, where it cannot, the floor names. Parts the floor names
/// that the board contradicts are refused.
fn active_parts<'a>(
    name: &str,
    ed: &'a Edition,
    req: &JudgeRequest,
    segments: &[Vec<Card>],
    notes: &mut Vec<String>,
) -> Result<Vec<&'a PotPart>, JudgeError> {
    let sd = &ed.showdown;
    let labels: Vec<String> = sd.parts.iter().map(|p| p.label.clone()).collect();
    for asked in &req.parts {
        if !labels.iter().any(|l| l.eq_ignore_ascii_case(asked.trim())) {
            return Err(no(format!(
                "{name} has no part called \"{}\" (its parts: {})",
                asked.trim(),
                labels.join(", ")
            )));
        }
    }
    let conditional: Vec<&PotPart> = sd.parts.iter().filter(|p| p.when.is_some()).collect();
    let decided: Option<Vec<(&PotPart, bool)>> = (!conditional.is_empty())
        .then(|| {
            conditional
                .iter()
                .map(|p| {
                    board_decides(p.when.as_deref().unwrap_or_default(), segments).map(|b| (*p, b))
                })
                .collect()
        })
        .flatten();
    if let Some(decided) = decided {
        let flop: Vec<String> = segments.iter().flatten().take(3).map(card_text).collect();
        let on: Vec<&PotPart> = decided
            .iter()
            .filter(|(_, b)| *b)
            .map(|(p, _)| *p)
            .collect();
        let why = on
            .first()
            .and_then(|p| p.when.as_deref())
            .unwrap_or("no condition is met");
        let on_labels: Vec<&str> = on.iter().map(|p| p.label.as_str()).collect();
        let named_on = |p: &PotPart| {
            req.parts
                .iter()
                .any(|a| a.trim().eq_ignore_ascii_case(&p.label))
        };
        if !req.parts.is_empty() {
            let named_but_off: Vec<&str> = decided
                .iter()
                .filter(|(p, b)| !*b && named_on(p))
                .map(|(p, _)| p.label.as_str())
                .collect();
            let on_but_unnamed: Vec<&str> = on
                .iter()
                .filter(|p| !named_on(p))
                .map(|p| p.label.as_str())
                .collect();
            let base = format!(
                "in {name}, the flop {} ({why}) puts {} in play",
                flop.join(" "),
                on_labels.join(" and ")
            );
            if !named_but_off.is_empty() {
                return Err(no(format!(
                    "{base}, not {}: name those parts, or none",
                    named_but_off.join(" or ")
                )));
            }
            if !on_but_unnamed.is_empty() {
                return Err(no(format!(
                    "{base}: {} too; name those parts, or none",
                    on_but_unnamed.join(" and ")
                )));
            }
        }
        notes.push(format!(
            "The flop {} plays {} ({why}).",
            flop.join(" "),
            on_labels.join(" and ")
        ));
        let parts: Vec<&PotPart> = sd
            .parts
            .iter()
            .filter(|p| p.when.is_none() || on.iter().any(|o| std::ptr::eq(*o, *p)))
            .collect();
        return Ok(parts);
    }
    if !conditional.is_empty() && req.parts.is_empty() {
        let which: Vec<String> = conditional
            .iter()
            .map(|p| format!("{} when {}", p.label, p.when.as_deref().unwrap_or_default()))
            .collect();
        return Err(no(format!(
            "{name}'s parts depend on the hand ({}): say which parts are in play",
            which.join("; ")
        )));
    }
    let named = |p: &PotPart| {
        req.parts
            .iter()
            .any(|a| a.trim().eq_ignore_ascii_case(&p.label))
    };
    let parts: Vec<&PotPart> = sd
        .parts
        .iter()
        .filter(|p| p.when.is_none() || named(p))
        .collect();
    if parts.is_empty() {
        return Err(no(format!("{name}: no part is in play")));
    }
    if sd.kind == ShowdownKind::Single && parts.len() > 1 {
        return Err(no(format!(
            "{name} is played for one part at a time: name one of {}",
            labels.join(", ")
        )));
    }
    Ok(parts)
}

/// How part `p` of `ed` is valued, or why the cards alone cannot settle it.
pub(crate) fn scorer_for(name: &str, ed: &Edition, p: &PotPart) -> Result<Scorer, JudgeError> {
    if let HandRule::Special { rule } = &p.hand {
        let why = format!("its hand is made by a rule of its own ({rule})");
        return Err(no(format!(
            "{} {} cannot be settled from the cards alone: {why}",
            possessive(name),
            p.label
        )));
    }
    Scorer::of(p.scale, ed.points.as_ref()).map_err(|why| {
        no(format!(
            "{} {} cannot be settled from the cards alone: {why}",
            possessive(name),
            p.label
        ))
    })
}

/// Whether `ed`'s pot is decided at a showdown of hands (not a game picked each hand, a
/// second-best hand, a neighbour's share or the first player out of cards).
pub(crate) fn kind_settles(name: &str, ed: &Edition) -> Result<(), JudgeError> {
    match ed.showdown.kind {
        ShowdownKind::Single | ShowdownKind::Split | ShowdownKind::FirstQualifying => {}
        ShowdownKind::AsChosenGame => {
            let games = if ed.choice_of.is_empty() {
                String::new()
            } else {
                format!(" (one of {})", ed.choice_of.join(", "))
            };
            return Err(no(format!(
                "{name} is played as a game chosen each hand: judge the game that was chosen{games}"
            )));
        }
        ShowdownKind::SecondBest => {
            return Err(no(format!(
                "{name} is laid over a game the dealer calls and pays its second-best hand: judge the game called, then pay the hand ranked second"
            )));
        }
        ShowdownKind::WithLeftNeighbour => {
            return Err(no(format!(
                "{name} is laid over a game the dealer calls and shares the pot between its best hand and the next player still in on that hand's left: judge the game called"
            )));
        }
        ShowdownKind::FirstOut => {
            return Err(no(format!(
                "{name} is won by the first player out of cards, not at a showdown"
            )));
        }
    }
    Ok(())
}

/// "Twin Beds'", "Razz's".
pub(crate) fn possessive(name: &str) -> String {
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}
