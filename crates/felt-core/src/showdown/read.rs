//! Reading what the floor entered: each card (a joker, a card marked wild, a card not in
//! the game's deck), each card once, each hand the size the game deals, the board in its
//! layout (Chowaha's lines, Murder's rows, Oklahoma's rows after the lowest river goes),
//! the wild cards of the hand. Refusals name the card, the player or the layout.

use std::rc::Rc;

use super::cards::Card;
use super::hand::{Boards, Bug, JOKER, Wilds, card_text};
use super::wire::{JudgeError, JudgeRequest, MAX_CARDS, MAX_PLAYERS, no};
use crate::catalog::{
    Action, BoardRule, CardEffect, Deck, Declared, Edition, HandRule, Joker, PotPart, Rank, Side,
    Wild,
};
use crate::words::count;

/// A player's cards as read.
pub(super) struct Player {
    pub name: super::wire::Text,
    /// Every card, in the order shown.
    pub cards: Vec<Card>,
    /// The groups of a split hand (one group otherwise).
    pub groups: Vec<Vec<Card>>,
    /// Cards the player marked wild.
    pub marked: Vec<Card>,
    pub put: Option<u64>,
    pub declares: Option<Declared>,
}

impl Player {
    pub fn folded(&self) -> bool {
        self.cards.is_empty()
    }
}

/// Reads one card token: a card, the joker ("Jk"), with `*` marking a card made wild.
pub(super) fn read_token(
    token: &str,
    ed: &Edition,
    name: &str,
) -> Result<(Card, bool), JudgeError> {
    let (text, marked) = match token.strip_suffix('*') {
        Some(t) => (t, true),
        None => (token, false),
    };
    if ["jk", "joker", "jo"]
        .iter()
        .any(|j| text.eq_ignore_ascii_case(j))
    {
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

/// The cards read so far, each with whose it is ("by Ann", "on the board"): one
/// string per hand, shared by its cards; which cards those are, a bit each; and for
/// each bit, which of those strings it was read with. Nothing here grows with the
/// cards.
pub(super) struct Seen {
    owners: Vec<Rc<str>>,
    owner_of: [u8; 64],
    bits: u64,
}

impl Seen {
    pub(super) fn new() -> Seen {
        Seen {
            owners: Vec::with_capacity(MAX_PLAYERS + 1),
            owner_of: [0; 64],
            bits: 0,
        }
    }
}

pub(super) fn note_seen(card: Card, whose: &Rc<str>, seen: &mut Seen) -> Result<(), JudgeError> {
    // Each card its own bit (the joker, a one of clubs, too).
    let at = (16 * card.suit as u32 + u32::from(card.rank)) & 63;
    let bit = 1u64 << at;
    if seen.bits & bit != 0 {
        let first = &seen.owners[usize::from(seen.owner_of[at as usize])];
        let shown = card_text(&card);
        return Err(no(if first == whose {
            format!("{shown} is shown twice {whose}")
        } else {
            format!("{shown} is shown twice: {first} and {whose}")
        }));
    }
    if !seen.owners.last().is_some_and(|o| Rc::ptr_eq(o, whose)) {
        seen.owners.push(Rc::clone(whose));
    }
    seen.bits |= bit;
    // At most one string per hand and the board: the index fits.
    seen.owner_of[at as usize] = (seen.owners.len() - 1).min(usize::from(u8::MAX)) as u8;
    Ok(())
}

/// The board's segments (flops, turn cards, river or rows, split at `|`).
pub(super) fn read_board(
    text: &str,
    ed: &Edition,
    name: &str,
    seen: &mut Seen,
) -> Result<Vec<Vec<Card>>, JudgeError> {
    let mut out = Vec::new();
    if text.trim().is_empty() {
        return Ok(out);
    }
    let board: Rc<str> = Rc::from("on the board");
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
            note_seen(card, &board, seen)?;
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

pub(super) fn read_players(
    req: &JudgeRequest,
    ed: &Edition,
    name: &str,
    seen: &mut Seen,
) -> Result<Vec<Player>, JudgeError> {
    let splits = ed
        .streets
        .iter()
        .flat_map(|s| &s.actions)
        .any(|a| matches!(a, Action::Split { .. }));
    let parts = ed.showdown.parts.len();
    let down_up = shows_down_cards(ed);
    let mut players: Vec<Player> = Vec::with_capacity(req.hands.len());
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
        let whose: Rc<str> = format!("by {who}").into();
        for seg in h.cards.split('|') {
            let mut group = Vec::new();
            for token in seg
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
            {
                let (card, wild) = read_token(token, ed, name)?;
                note_seen(card, &whose, seen)?;
                if wild {
                    check_mark(card, ed, name, who)?;
                    marked.push(card);
                }
                group.push(card);
                cards.push(card);
            }
            groups.push(group);
        }
        if cards.len() > MAX_CARDS {
            return Err(no(format!(
                "{who} shows {}; no game deals that many",
                count(cards.len() as u64, "card", "cards")
            )));
        }
        groups.retain(|g| !g.is_empty());
        if down_up && !cards.is_empty() {
            if groups.len() != 2 {
                return Err(no(format!(
                    "{name}'s spade half goes by the cards dealt face down: write {who}'s down cards, then | and the up cards"
                )));
            }
        } else if groups.len() > 1 && !(splits && groups.len() == parts) {
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
                "{who}'s hand must be shown as the {} the player set, separated by |",
                count(parts as u64, "hand", "hands")
            )));
        }
        players.push(Player {
            name: who.into(),
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

/// Whether a hand is shown as its down cards, `|`, then its up cards: a part goes by a
/// card dealt face down (the Chicagos' spade in the hole).
pub(crate) fn shows_down_cards(ed: &Edition) -> bool {
    ed.showdown
        .parts
        .iter()
        .any(|p| matches!(p.hand, HandRule::OneDownCard))
}

/// A card marked `*` must be one the game lets a player make wild: the card a player
/// picks or their lowest down card, or Mexican Poker's joker dealt face down.
fn check_mark(card: Card, ed: &Edition, name: &str, who: &str) -> Result<(), JudgeError> {
    let picks = ed
        .wild
        .iter()
        .any(|w| matches!(w, Wild::LowestDownCard | Wild::ChosenDownCard));
    let ok = if card == JOKER {
        ed.joker == Joker::Mexican
    } else {
        picks
    };
    if ok {
        return Ok(());
    }
    Err(no(format!(
        "{who} marks {}* wild, but in {name} {}",
        card_text(&card),
        if card == JOKER {
            "the joker always plays as a bug"
        } else {
            "no player makes a card of their own wild"
        }
    )))
}

/// How many cards a hand of this edition holds at the showdown, and the board cards it
/// is dealt; `None` for the hand when dealing varies (auctions, picks, a card that names
/// the game). The extra cards a card rule gives (Baseball's four) are not counted here:
/// [`extra_card_ranks`] says which cards give one.
pub(crate) fn dealt(ed: &Edition) -> (Option<(usize, usize)>, usize) {
    let (mut lo, mut hi) = (0usize, 0usize);
    let mut known = !ed
        .card_rules
        .iter()
        .any(|r| r.effect == CardEffect::NamesTheGame);
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

/// The ranks (2 to 14) whose card dealt face up lets its player take one more card down,
/// as Baseball's fours do.
pub(crate) fn extra_card_ranks(ed: &Edition) -> Vec<u8> {
    ed.card_rules
        .iter()
        .filter(|r| r.effect == CardEffect::ExtraDownCard)
        .map(|r| r.rank.value())
        .collect()
}

pub(super) fn check_counts(
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
            "{name} is played with a board of {}: give the board",
            count(board as u64, "card", "cards")
        )));
    } else if board_count != board {
        return Err(no(format!(
            "{name}'s board has {}; {board_count} given",
            count(board as u64, "card", "cards")
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
    let extra = extra_card_ranks(ed);
    for p in players.iter().filter(|p| !p.folded()) {
        let n = p.cards.len();
        let lo = if kept { 1 } else { lo };
        // Each card of a rank that gives one more card may have brought one (it was dealt
        // face up, or the extra card was itself one): the most this hand can hold.
        let gave = p.cards.iter().filter(|c| extra.contains(&c.rank)).count();
        let most = hi + gave;
        if n < lo || n > most {
            let want = if lo == hi {
                format!("{lo}")
            } else {
                format!("{lo} to {hi}")
            };
            let extra_words = match extra.as_slice() {
                [] => String::new(),
                ranks => format!(
                    ", and one more for each {} dealt face up ({} holds {gave})",
                    ranks
                        .iter()
                        .map(|&r| super::cards::rank_word(r, false))
                        .collect::<Vec<_>>()
                        .join(" or "),
                    p.name
                ),
            };
            return Err(no(format!(
                "{} shows {}; a {name} hand has {want}{extra_words}",
                p.name,
                count(n as u64, "card", "cards")
            )));
        }
    }
    Ok(())
}

/// The boards a part's hands are made with, from the board as the floor wrote it.
pub(super) fn boards_for(
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
pub(super) fn read_wild(text: &str, ed: &Edition, name: &str) -> Result<Option<Wilds>, JudgeError> {
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
pub(super) fn wilds_for(ed: &Edition, part: usize, p: &Player, dynamic: &Option<Wilds>) -> Wilds {
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
        // Mexican Poker: dealt face down (marked `*`) the joker is wholly wild.
        Joker::Mexican if p.marked.contains(&JOKER) => None,
        Joker::HighBug | Joker::Mexican => Some(Bug::High),
        Joker::None => None,
    };
    w
}
