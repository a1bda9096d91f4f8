//! The judge: a showdown as the floor sees it (the game, the board, each player's cards
//! in seat order, the button, the chips) settled by the game's catalog entry and the
//! rulebooks' section on ties and odd chips. Side pots come from what each player put
//! in; each pot is settled part by part (high, low, badugi, points, ...); every chip is
//! given to someone, down to the smallest chip in play. Refusals name the card, the
//! player or the part at fault.

use super::cards::Card;
use super::hand::{
    Boards, Bug, JOKER, Made, Scorer, Wilds, best, card_text, meets, qualifier_words,
};
use super::split::share;
use crate::catalog::{
    Action, BoardRule, BothTies, Catalog, Deck, Declared, Edition, ForcedBets, HandRule, Joker,
    PotPart, Rank, ShowdownKind, Side, Wild,
};
use serde::{Deserialize, Serialize};

/// A showdown to settle, as the floor enters it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct JudgeRequest {
    /// The game: a catalog key (`razzdugi`, `chowaha@2021`) or any name it answers to.
    pub game: String,
    /// The board as dealt ("Ah 7c 2d Ks 9s"); a layout's flops, turn cards, river or
    /// rows separated by `|`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub board: String,
    /// Every player in the hand at the end, in seat order clockwise.
    pub hands: Vec<ShownHand>,
    /// The player on the button; without it the first hand listed sits left of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub button: Option<String>,
    /// Every chip in the middle; what players put in beyond what is listed is dead money
    /// in the main pot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pot: Option<u64>,
    /// The smallest chip in play (default 1): pots break down to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chip: Option<u64>,
    /// The parts played this hand, for a game whose parts depend on a die or the flop
    /// (by label: "High", "Low").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<String>,
    /// The number an X-or-better low must be, as rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifier: Option<u8>,
    /// The wild ranks or cards of this hand, for a game whose wild card depends on the
    /// deal ("7", "Qs"); "none" when nothing is wild.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub wild: String,
}

/// One player at the showdown.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShownHand {
    pub name: String,
    /// The cards as shown ("As Kd 7c 2h 3s", T or 10 for a ten, Jk for a joker, a `*`
    /// after a card the player made wild); a split hand's parts separated by `|`;
    /// empty for a player who folded after putting chips in.
    #[serde(default)]
    pub cards: String,
    /// Every chip this player put in the pot this hand, for side pots.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub put: Option<u64>,
    /// What the player declared, in a game declared high, low or both ways.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declares: Option<Declared>,
}

/// Names with a value each, in seat order; written as a JSON object.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seats<T>(pub Vec<(String, T)>);

impl<T> Seats<T> {
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

impl Seats<u64> {
    fn add(&mut self, name: &str, chips: u64) {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v += chips,
            None => self.0.push((name.to_string(), chips)),
        }
    }
}

impl<T: Serialize> Serialize for Seats<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Seats<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for V<T> {
            type Value = Seats<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of names")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Seats<T>, A::Error> {
                let mut out = Vec::new();
                while let Some((k, v)) = a.next_entry()? {
                    out.push((k, v));
                }
                Ok(Seats(out))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

/// The judge's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Judgement {
    /// The catalog key of the game judged.
    pub game: String,
    pub name: String,
    /// The main pot first, then each side pot.
    pub pots: Vec<PotAward>,
    /// What each player takes from every pot, in seat order from the button's left.
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, u64>))]
    pub shares: Seats<u64>,
    /// What the floor should know: a part nobody qualified for, a row taken out, a
    /// player going both ways who lost the claim.
    pub notes: Vec<String>,
}

/// One pot and how it is split.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PotAward {
    pub amount: u64,
    /// The players with a claim to it, in seat order.
    pub eligible: Vec<String>,
    pub parts: Vec<PartAward>,
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, u64>))]
    pub shares: Seats<u64>,
}

/// One part of a pot (high, low, badugi, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PartAward {
    /// The part's name, lower case ("high", "low", "badugi", "points hand").
    pub part: String,
    /// The chips this part is worth.
    pub amount: u64,
    /// Who wins it (several when tied), in the order odd chips go.
    pub winners: Vec<String>,
    /// Each contender's best hand in words.
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, String>))]
    pub hands: Seats<String>,
    /// The five (or four) cards each contender plays.
    #[cfg_attr(feature = "schema", schema(value_type = std::collections::BTreeMap<String, String>))]
    pub cards: Seats<String>,
    /// Whether any hand met the part's qualifier (always, when it has none).
    pub qualified: bool,
}

/// Why a showdown cannot be judged, in words naming what is at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct JudgeError(pub String);

fn no(msg: impl Into<String>) -> JudgeError {
    JudgeError(msg.into())
}

/// The most players, cards a hand shows and board cards the judge reads.
pub const MAX_PLAYERS: usize = 23;
const MAX_CARDS: usize = 16;

/// A player's cards as read.
struct Player {
    name: String,
    /// Every card, in the order shown.
    cards: Vec<Card>,
    /// The groups of a split hand (one group otherwise).
    groups: Vec<Vec<Card>>,
    /// Cards the player marked wild.
    marked: Vec<Card>,
    put: Option<u64>,
    declares: Option<Declared>,
}

impl Player {
    fn folded(&self) -> bool {
        self.cards.is_empty()
    }
}

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

    let parts = active_parts(&name, ed, req)?;
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
            "{} hands is more than a table holds (at most {MAX_PLAYERS})",
            req.hands.len()
        )));
    }
    let mut seen: Vec<(Card, String)> = Vec::new();
    let segments = read_board(&req.board, ed, &name, &mut seen)?;
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

    // Every player's best hand in each part, once.
    let mut made: Vec<Vec<Option<Made>>> = Vec::new();
    for (i, (part, scorer)) in parts.iter().zip(&scorers).enumerate() {
        let boards = boards_for(&part.hand, &segments, &name, &mut notes)?;
        let mut row = Vec::new();
        for p in &players {
            if p.folded() {
                row.push(None);
                continue;
            }
            let hole: &[Card] = if p.groups.len() > 1 {
                &p.groups[i]
            } else {
                &p.cards
            };
            let wilds = wilds_for(ed, i, p, &dynamic_wild);
            row.push(best(scorer, &part.hand, hole, &boards, &wilds));
        }
        made.push(row);
    }
    notes.dedup();

    // Pots: by what each player put in, or one pot for everyone showing.
    let pots = build_pots(req, &players)?;
    let stud = matches!(ed.forced, ForcedBets::AntesBringIn { .. });
    let chip = req.chip.unwrap_or(1).max(1);
    let x = req.qualifier;
    if parts
        .iter()
        .any(|p| p.qualifier == crate::catalog::Qualifier::DiceRoll)
    {
        match x {
            Some(2..=14) => {}
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

    let mut awards = Vec::new();
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

/// The parts in play: every part without a condition, and the conditional ones the
/// floor names.
fn active_parts<'a>(
    name: &str,
    ed: &'a Edition,
    req: &JudgeRequest,
) -> Result<Vec<&'a PotPart>, JudgeError> {
    let sd = &ed.showdown;
    kind_settles(name, ed)?;
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

/// Reads one card token: a card, the joker ("Jk"), with `*` marking a card made wild.
fn read_token(token: &str, ed: &Edition, name: &str) -> Result<(Card, bool), JudgeError> {
    let (text, marked) = match token.strip_suffix('*') {
        Some(t) => (t, true),
        None => (token, false),
    };
    if matches!(text.to_ascii_lowercase().as_str(), "jk" | "joker" | "jo") {
        if ed.joker == Joker::None {
            return Err(no(format!("the joker is not in {name}'s deck")));
        }
        return Ok((JOKER, marked));
    }
    let card: Card = text.parse().map_err(|_| {
        no(format!(
            "\"{token}\" is not a card: write its rank (2-9, T or 10, J, Q, K, A) then its suit (c, d, h, s), as in As or 10h"
        ))
    })?;
    let missing = match ed.deck {
        Deck::Standard => None,
        Deck::Short36 => (2..=5)
            .contains(&card.rank)
            .then_some("deuces to fives are taken out"),
        Deck::Mexican41 => (8..=10)
            .contains(&card.rank)
            .then_some("eights, nines and tens are taken out"),
    };
    if let Some(why) = missing {
        return Err(no(format!("{card} is not in {name}'s deck: {why}")));
    }
    Ok((card, marked))
}

fn note_seen(card: Card, whose: &str, seen: &mut Vec<(Card, String)>) -> Result<(), JudgeError> {
    if let Some((_, first)) = seen.iter().find(|(c, _)| *c == card) {
        let shown = card_text(&card);
        return Err(no(if first == whose {
            format!("{shown} is shown twice {whose}")
        } else {
            format!("{shown} is shown twice: {first} and {whose}")
        }));
    }
    seen.push((card, whose.to_string()));
    Ok(())
}

/// The board's segments (flops, turn cards, river or rows, split at `|`).
fn read_board(
    text: &str,
    ed: &Edition,
    name: &str,
    seen: &mut Vec<(Card, String)>,
) -> Result<Vec<Vec<Card>>, JudgeError> {
    let mut out = Vec::new();
    if text.trim().is_empty() {
        return Ok(out);
    }
    for seg in text.split('|') {
        let mut cards = Vec::new();
        for token in seg
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
        {
            let (card, marked) = read_token(token, ed, name)?;
            if marked {
                return Err(no(format!(
                    "a board card cannot be marked wild ({token}): give the wild rank or card of the hand instead"
                )));
            }
            note_seen(card, "on the board", seen)?;
            cards.push(card);
        }
        if cards.len() > 3 * MAX_CARDS {
            return Err(no("the board has more cards than any game deals"));
        }
        out.push(cards);
    }
    // An empty segment (a trailing `|`) says nothing.
    out.retain(|s| !s.is_empty());
    Ok(out)
}

fn read_players(
    req: &JudgeRequest,
    ed: &Edition,
    name: &str,
    seen: &mut Vec<(Card, String)>,
) -> Result<Vec<Player>, JudgeError> {
    let splits = ed
        .streets
        .iter()
        .flat_map(|s| &s.actions)
        .any(|a| matches!(a, Action::Split { .. }));
    let parts = ed.showdown.parts.len();
    let mut players: Vec<Player> = Vec::new();
    for h in &req.hands {
        let who = h.name.trim();
        if who.is_empty() {
            return Err(no("every hand needs the player's name"));
        }
        if who.chars().count() > 60 {
            return Err(no(format!(
                "the name \"{who}\" is longer than 60 characters"
            )));
        }
        if players.iter().any(|p| p.name.eq_ignore_ascii_case(who)) {
            return Err(no(format!("{who} is listed twice")));
        }
        let mut groups = Vec::new();
        let mut cards = Vec::new();
        let mut marked = Vec::new();
        let whose = format!("by {who}");
        for seg in h.cards.split('|') {
            let mut group = Vec::new();
            for token in seg
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
            {
                let (card, wild) = read_token(token, ed, name)?;
                note_seen(card, &whose, seen)?;
                if wild {
                    marked.push(card);
                }
                group.push(card);
                cards.push(card);
            }
            groups.push(group);
        }
        if cards.len() > MAX_CARDS {
            return Err(no(format!(
                "{who} shows {} cards; no game deals that many",
                cards.len()
            )));
        }
        groups.retain(|g| !g.is_empty());
        if groups.len() > 1 && !(splits && groups.len() == parts) {
            return Err(no(if splits {
                format!(
                    "{who}'s hand is split in {} with |; {name}'s hands are split in {parts}",
                    groups.len()
                )
            } else {
                format!("{who}'s cards have a |, but {name}'s hands are not split")
            }));
        }
        if splits && !cards.is_empty() && groups.len() != parts {
            return Err(no(format!(
                "{who}'s hand must be shown as the {parts} hands the player set, separated by |"
            )));
        }
        players.push(Player {
            name: who.to_string(),
            cards,
            groups,
            marked,
            put: h.put,
            declares: h.declares,
        });
    }
    if players.iter().all(Player::folded) {
        return Err(no("nobody shows cards: give the hands still in at the end"));
    }
    Ok(players)
}

/// How many cards a hand of this edition holds at the showdown, and the board cards it
/// is dealt; `None` for the hand when dealing varies (buying, auctions, cards that add
/// cards).
pub(crate) fn dealt(ed: &Edition) -> (Option<(usize, usize)>, usize) {
    let (mut lo, mut hi) = (0usize, 0usize);
    let mut known = ed.card_rules.is_empty();
    let mut board = 0;
    for a in ed.streets.iter().flat_map(|s| &s.actions) {
        match a {
            Action::Deal {
                down,
                up,
                unstated,
                when,
            } => {
                let n = usize::from(*down) + usize::from(*up) + usize::from(*unstated);
                if when.is_none() {
                    lo += n;
                }
                hi += n;
            }
            Action::Discard { min, max, .. } => {
                lo = lo.saturating_sub(usize::from(*max));
                hi = hi.saturating_sub(usize::from(*min));
            }
            Action::Buy { each, .. } => {
                lo += usize::from(*each);
                hi += usize::from(*each);
            }
            Action::Board { cards, .. } => board += usize::from(*cards),
            Action::Auction { .. }
            | Action::Pick { .. }
            | Action::DealAll
            | Action::PlayOut { .. }
            | Action::ChooseGame { .. } => known = false,
            _ => {}
        }
    }
    (known.then_some((lo, hi)), board)
}

fn check_counts(
    name: &str,
    ed: &Edition,
    players: &[Player],
    board_count: usize,
    parts: &[&PotPart],
) -> Result<(), JudgeError> {
    let (hand, board) = dealt(ed);
    let stud_like = board == 0;
    if stud_like {
        // A stud game short of cards turns one community card for everyone.
        if board_count > 1 {
            return Err(no(format!(
                "{name} has no board (one community card at most, when the deck runs short)"
            )));
        }
    } else if board_count == 0 {
        return Err(no(format!(
            "{name} is played with a board of {board} cards: give the board"
        )));
    } else if board_count != board {
        return Err(no(format!(
            "{name}'s board has {board} cards; {board_count} given"
        )));
    }
    let Some((lo, hi)) = hand else { return Ok(()) };
    let (lo, hi) = if stud_like {
        (
            lo.saturating_sub(board_count),
            hi.saturating_sub(board_count),
        )
    } else {
        (lo, hi)
    };
    let kept = parts.iter().any(|p| matches!(p.hand, HandRule::AllKept));
    for p in players.iter().filter(|p| !p.folded()) {
        let n = p.cards.len();
        let lo = if kept { 1 } else { lo };
        if n < lo || n > hi {
            let want = if lo == hi {
                format!("{lo}")
            } else {
                format!("{lo} to {hi}")
            };
            return Err(no(format!(
                "{} shows {n} card{}; a {name} hand has {want}",
                p.name,
                if n == 1 { "" } else { "s" }
            )));
        }
    }
    Ok(())
}

/// The boards a part's hands are made with, from the board as the floor wrote it.
fn boards_for(
    rule: &HandRule,
    segments: &[Vec<Card>],
    name: &str,
    notes: &mut Vec<String>,
) -> Result<Boards, JudgeError> {
    let board_rule = match rule {
        HandRule::Exactly { board_rule, .. } => *board_rule,
        _ => BoardRule::AnyBoardCards,
    };
    let sizes: Vec<usize> = segments.iter().map(Vec::len).collect();
    match board_rule {
        BoardRule::AnyBoardCards => Ok(vec![segments.concat()]),
        BoardRule::ConnectedFlopTurnRiver => {
            // Three flops, the two turn cards (together or apart), the river.
            let (f, t1, t2, r) = match sizes.as_slice() {
                [3, 3, 3, 2, 1] => (
                    &segments[..3],
                    segments[3][0],
                    segments[3][1],
                    segments[4][0],
                ),
                [3, 3, 3, 1, 1, 1] => (
                    &segments[..3],
                    segments[3][0],
                    segments[4][0],
                    segments[5][0],
                ),
                _ => {
                    return Err(no(format!(
                        "write {name}'s board as its three flops, the two turn cards and the river, separated by | (\"Ah 7c 2d | Ks 9s 4h | 8d 8c 3s | Tc 5d | Jh\")"
                    )));
                }
            };
            let line = |flop: &[Card], turn: Card| {
                let mut b = flop.to_vec();
                b.push(turn);
                b.push(r);
                b
            };
            Ok(vec![
                line(&f[0], t1),
                line(&f[1], t1),
                line(&f[1], t2),
                line(&f[2], t2),
            ])
        }
        BoardRule::OnePerRow => {
            if sizes.len() < 2 || sizes.iter().any(|&n| n != sizes[0]) {
                return Err(no(format!(
                    "write {name}'s board row by row, the rows separated by | (\"Ah 7c 2d 9s | ... | ...\")"
                )));
            }
            // One card of each row: every such line is a board of its own.
            let mut lines: Vec<Vec<Card>> = vec![Vec::new()];
            for row in segments {
                lines = lines
                    .iter()
                    .flat_map(|l| {
                        row.iter().map(move |c| {
                            let mut l = l.clone();
                            l.push(*c);
                            l
                        })
                    })
                    .collect();
            }
            Ok(lines)
        }
        BoardRule::OneRow => {
            if sizes.len() != 3 || sizes.iter().any(|&n| n != sizes[0] || n < 3) {
                return Err(no(format!(
                    "write {name}'s three rows as dealt, each ending with its river card, separated by |"
                )));
            }
            // Every row whose river card has the lowest rank goes, unless all three tie.
            let rivers: Vec<u8> = segments.iter().map(|r| r[r.len() - 1].rank).collect();
            let low = *rivers.iter().min().unwrap_or(&0);
            let all_same = rivers.iter().all(|&r| r == low);
            let mut rows = Vec::new();
            for (i, row) in segments.iter().enumerate() {
                if !all_same && rivers[i] == low {
                    notes.push(format!(
                        "row {} is out: its river card, {}, is the lowest",
                        i + 1,
                        card_text(&row[row.len() - 1])
                    ));
                } else {
                    rows.push(row.clone());
                }
            }
            Ok(rows)
        }
    }
}

/// The ranks or cards `text` makes wild this hand ("7", "Qs 9", "none").
fn read_wild(text: &str, ed: &Edition, name: &str) -> Result<Option<Wilds>, JudgeError> {
    let dynamic = ed.wild.iter().any(|w| {
        matches!(
            w,
            Wild::FollowsUp { .. }
                | Wild::AfterUpPair { .. }
                | Wild::RisingUpCards { .. }
                | Wild::BoardCard { .. }
        )
    });
    let text = text.trim();
    if !dynamic {
        if !text.is_empty() {
            return Err(no(format!(
                "{name}'s wild cards do not depend on the deal: leave out the wild cards"
            )));
        }
        return Ok(None);
    }
    if text.is_empty() {
        return Err(no(format!(
            "in {name} the wild card depends on the deal: give the wild rank or card of this hand, or \"none\""
        )));
    }
    let mut w = Wilds::default();
    if text.eq_ignore_ascii_case("none") {
        return Ok(Some(w));
    }
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        if let Some(r) = Rank::parse(token) {
            w.ranks.push(r.value());
        } else if let Ok(c) = token.parse::<Card>() {
            w.cards.push(c);
        } else {
            return Err(no(format!(
                "\"{token}\" is neither a rank (2-9, T, J, Q, K, A) nor a card for the wild card"
            )));
        }
    }
    Ok(Some(w))
}

/// Which cards are wild for player `p` in part `part`.
fn wilds_for(ed: &Edition, part: usize, p: &Player, dynamic: &Option<Wilds>) -> Wilds {
    let mut w = dynamic.clone().unwrap_or_default();
    let side = if part == 0 { Side::High } else { Side::Low };
    for rule in &ed.wild {
        match rule {
            Wild::Ranks { ranks, .. } => w.ranks.extend(ranks.iter().map(|r| r.value())),
            Wild::OneEyedJacks => {
                for c in ["Js", "Jh"] {
                    if let Ok(c) = c.parse() {
                        w.cards.push(c);
                    }
                }
            }
            Wild::ForSide { ranks, side: s } if *s == side => {
                w.ranks.extend(ranks.iter().map(|r| r.value()));
            }
            Wild::UnlessHolding { ranks, unless }
                if !p.cards.iter().any(|c| c.rank == unless.value()) =>
            {
                w.ranks.extend(ranks.iter().map(|r| r.value()));
            }
            Wild::FollowsUp {
                rank, itself: true, ..
            } => w.ranks.push(rank.value()),
            Wild::LowestDownCard | Wild::ChosenDownCard => w.cards.extend(&p.marked),
            _ => {}
        }
    }
    w.joker = match ed.joker {
        Joker::LowballBug => Some(Bug::Low),
        Joker::HighBug | Joker::Mexican => Some(Bug::High),
        Joker::None => None,
    };
    w
}

/// The pots: (amount, the players with a claim), main pot first.
fn build_pots(
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

/// One pot settled part by part.
#[allow(clippy::too_many_arguments)]
fn settle_pot(
    parts: &[&PotPart],
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
    let mut out_of_it: Vec<usize> = Vec::new();
    let winners: Vec<Vec<usize>> = loop {
        let per_part: Vec<Vec<usize>> = (0..parts.len())
            .map(|k| {
                let q: Vec<usize> = eligible
                    .iter()
                    .copied()
                    .filter(|i| !out_of_it.contains(i) && plays(*i, k) && qualifies(k, *i))
                    .collect();
                let top = q
                    .iter()
                    .filter_map(|&i| made[k][i].as_ref().map(|m| m.value))
                    .max();
                q.into_iter()
                    .filter(|&i| made[k][i].as_ref().map(|m| m.value) == top)
                    .collect()
            })
            .collect();
        // A player going both ways who must win each half (or scoop) loses the claim
        // to both when they do not, and the pot is settled again without them.
        let failing: Vec<usize> = match declared {
            Some(d) if parts.len() == 2 => eligible
                .iter()
                .copied()
                .filter(|i| !out_of_it.contains(i) && players[*i].declares == Some(Declared::Both))
                .filter(|&i| {
                    per_part
                        .iter()
                        .any(|w| match (d.both_ties, d.must_win_each) {
                            (BothTies::MustScoop, _) => w != &vec![i],
                            (BothTies::Share, true) => !w.contains(&i),
                            _ => false,
                        })
                })
                .collect(),
            _ => Vec::new(),
        };
        if failing.is_empty() {
            break per_part;
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
        let q: Vec<usize> = eligible
            .iter()
            .copied()
            .filter(|&i| !out_of_it.contains(&i) && plays(i, 0) && made[0][i].is_some())
            .collect();
        let top = q
            .iter()
            .filter_map(|&i| made[0][i].as_ref().map(|m| m.value))
            .max();
        winners[0] = q
            .into_iter()
            .filter(|&i| made[0][i].as_ref().map(|m| m.value) == top)
            .collect();
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
    let mut shares = Seats::default();
    for &i in eligible {
        shares.add(&players[i].name, 0);
    }
    let mut awards = Vec::new();
    for (k, part) in parts.iter().enumerate() {
        let contenders: Vec<usize> = eligible.iter().copied().filter(|&i| plays(i, k)).collect();
        let mut hands = Seats::default();
        let mut cards = Seats::default();
        for &i in &contenders {
            if let Some(m) = &made[k][i] {
                let mut words = m.words.clone();
                if !qualifies(k, i) {
                    words.push_str(&format!(" (not {})", qualifier_words(part.qualifier, x)));
                }
                hands.0.push((players[i].name.clone(), words));
                let shown: Vec<String> = m.cards.iter().map(card_text).collect();
                cards.0.push((players[i].name.clone(), shown.join(" ")));
            } else {
                hands.0.push((players[i].name.clone(), "no hand".into()));
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
            for (&i, c) in won.iter().zip(share(worth, chip, won.len())) {
                shares.add(&players[i].name, c);
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

/// How part `p` of `ed` is valued, or why the cards alone cannot settle it.
pub(crate) fn scorer_for(name: &str, ed: &Edition, p: &PotPart) -> Result<Scorer, JudgeError> {
    if matches!(p.hand, HandRule::OneDownCard | HandRule::Special { .. }) {
        let why = match &p.hand {
            HandRule::Special { rule } => {
                format!("its hand is made by a rule of its own ({rule})")
            }
            _ => "the hand is one card dealt face down, which the cards shown do not tell".into(),
        };
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
                "{name}'s pot goes to the second-best hand by rules the cards alone do not settle"
            )));
        }
        ShowdownKind::WithLeftNeighbour => {
            return Err(no(format!(
                "{name}'s pot is shared with the winner's neighbour, which depends on who stayed in"
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
