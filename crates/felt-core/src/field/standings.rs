//! The results of a tracked event: who finished where and what each one won.
//!
//! Places come from the bust log ([`Field::finishes`]); players who share places (busts
//! on one hand-for-hand hand) share the prizes of those places
//! ([`crate::rules::payout::share_places`]), so the total paid never changes. A recorded deal
//! replaces the place prizes of the players in it by their deal amounts, and the amount
//! kept to play for goes to the winner. Bounties are the event's bounty times the
//! knockouts each player made; the winner also keeps his own.

use super::results::{DealRecord, MoneyInput, prizes_now};
use super::{EntryState, Field};
use crate::lang::{Phrase, Speak};
use crate::rules::payout::event::shootout_reach;
use crate::rules::payout::{by_round_reached, share_places};
use crate::rules::seating::PlayerId;
use crate::structure::Structure;
use serde::{Serialize, Serializer};
use std::collections::BTreeMap;

/// One player's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ResultLine {
    /// The finishing place (1 is the winner).
    pub place: u32,
    /// The last place of a shared range; equal to `place` when not shared.
    pub shared_to: u32,
    pub player: PlayerId,
    pub name: String,
    /// Prize in minor units.
    pub prize: u64,
    /// Bounties won, in minor units.
    pub bounties: u64,
    /// A remark printed beside the line, e.g. "deal".
    pub note: Option<ResultNote>,
}

/// A remark beside a result line, said in the reader's language (the JSON of a line
/// carries its English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultNote {
    /// Paid what the deal gave.
    Deal,
    /// The winner of a deal that kept an amount to play for: both.
    DealAndPlayedFor,
    /// In the deal, and still playing for the amount kept.
    DealStillPlaying,
    /// A satellite's seat, in the event named.
    SeatIn(String),
    /// Not out yet.
    StillIn,
    /// A shootout's player, out in this round.
    OutInRound(u32),
    /// A flight's player who bagged nothing, listed in its day 2's results (with `player`
    /// 0: no entry of the day 2 is theirs).
    DidNotReachDayTwo,
    /// Paid a saver on top of the place.
    Saver,
}

impl Speak for ResultNote {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        match self {
            ResultNote::Deal => p("result-note-deal"),
            ResultNote::DealAndPlayedFor => p("result-note-deal-played-for"),
            ResultNote::DealStillPlaying => p("result-note-deal-still-playing"),
            ResultNote::SeatIn(target) => p("result-note-seat-in").text("event", target.clone()),
            ResultNote::StillIn => p("result-note-still-in"),
            ResultNote::OutInRound(round) => {
                p("result-note-out-in-round").text("round", round.to_string())
            }
            ResultNote::DidNotReachDayTwo => p("result-note-no-day-two"),
            ResultNote::Saver => p("result-note-saver"),
        }
    }
}

impl std::fmt::Display for ResultNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.phrase().fmt(f)
    }
}

impl Serialize for ResultNote {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The result lines of `field` with `prizes` (first place first) and the deal, if any, in
/// place order; the players still in share the places left (prize: their deal amount).
pub fn results_lines(
    field: &Field,
    structure: &Structure,
    prizes: &[u64],
    deal: Option<&DealRecord>,
) -> Vec<ResultLine> {
    let finishes = field.finishes();
    let bounty = structure.special.bounty.unwrap_or(0);
    let knockouts = knockouts(field);
    // Progressive knockouts: the bounty cash each won (credited to the player's latest
    // entry, like the knockouts), the winner's own head included.
    let pko: BTreeMap<PlayerId, u64> = match super::chips::pko_now(field, structure) {
        Some(Ok(state)) => {
            let mut out = BTreeMap::new();
            for (p, cash) in state.cash {
                *out.entry(latest_entry(field, p)).or_insert(0) += cash;
            }
            out
        }
        _ => BTreeMap::new(),
    };
    let progressive = structure.special.progressive_bounty;
    // Mystery bounties: the envelopes each won (credited like the knockouts).
    let mut envelopes: BTreeMap<PlayerId, u64> = BTreeMap::new();
    for paid in &field.mystery {
        for (p, part) in paid.parts() {
            *envelopes.entry(latest_entry(field, p)).or_insert(0) += part;
        }
    }
    let mystery = structure.special.mystery.is_some();
    let won_bounties = |p: PlayerId| {
        if progressive {
            pko.get(&p).copied().unwrap_or(0)
        } else if mystery {
            envelopes.get(&p).copied().unwrap_or(0)
        } else {
            knockouts.get(&p).copied().unwrap_or(0) * bounty
        }
    };
    let name = |p: PlayerId| {
        field
            .entries
            .get(&p)
            .map_or_else(|| format!("Entry {p}"), |e| e.name.clone())
    };
    let mut lines = Vec::new();
    let mut i = 0;
    while i < finishes.len() {
        let f = finishes[i];
        // Players sharing a range of places are consecutive in the finishing list.
        let group: Vec<_> = finishes[i..]
            .iter()
            .take_while(|g| g.place == f.place && g.shared_to == f.shared_to)
            .copied()
            .collect();
        let shares = share_places(prizes, f.place, group.len() as u32)
            .unwrap_or_else(|_| vec![0; group.len()]);
        for (g, share) in group.iter().zip(shares) {
            let dealt = deal.and_then(|d| d.amount_for(g.player));
            let winner = g.place == 1 && g.shared_to == 1;
            let (prize, note) = match (dealt, deal) {
                (Some(a), Some(d)) if winner && d.play_for > 0 => {
                    (a + d.play_for, Some(ResultNote::DealAndPlayedFor))
                }
                (Some(a), _) => (a, Some(ResultNote::Deal)),
                _ => (share, None),
            };
            lines.push(ResultLine {
                place: g.place,
                shared_to: g.shared_to,
                player: g.player,
                name: name(g.player),
                prize,
                bounties: won_bounties(g.player)
                    + if winner && !progressive && !mystery {
                        bounty
                    } else {
                        0
                    },
                note,
            });
        }
        i += group.len();
    }
    let still_in: Vec<_> = field.active().map(|e| e.id).collect();
    if still_in.len() > 1 || finishes.iter().all(|f| f.place != 1) {
        let to = still_in.len() as u32;
        // A satellite down to its seats: each player still in has won one.
        let seats = structure
            .payouts
            .as_ref()
            .and_then(|p| p.satellite.as_ref())
            .filter(|s| {
                to >= 1
                    && prizes.len() >= to as usize
                    && prizes[..to as usize].iter().all(|a| *a == s.seat_value)
            });
        for p in still_in {
            let dealt = deal.and_then(|d| d.amount_for(p));
            let (prize, note) = match (dealt, deal, seats) {
                (Some(a), Some(d), _) if d.play_for > 0 => (a, ResultNote::DealStillPlaying),
                (Some(a), _, _) => (a, ResultNote::Deal),
                (None, _, Some(s)) => (s.seat_value, ResultNote::SeatIn(s.target.clone())),
                _ => (0, ResultNote::StillIn),
            };
            lines.push(ResultLine {
                place: 1,
                shared_to: to.max(1),
                player: p,
                name: name(p),
                prize,
                bounties: won_bounties(p),
                note: Some(note),
            });
        }
    }
    // A shootout pays the places of a round alike: say which round each such line went
    // out in.
    let increment = structure
        .payouts
        .as_ref()
        .and_then(|p| p.increment)
        .unwrap_or(1);
    // A field the rounds cannot hold has no prizes: the payouts view says why.
    if let Ok(Some(reach)) = shootout_reach(structure, field.entry_count()) {
        let pool = prizes.iter().sum();
        let (_, bands) = by_round_reached(prizes, pool, increment, &reach);
        for l in &mut lines {
            if let Some(b) = bands
                .iter()
                .find(|b| b.first <= l.place && l.place <= b.last)
                && l.note.is_none()
            {
                l.note = Some(ResultNote::OutInRound(b.round));
            }
        }
    }
    // A satellite's seat places say which event the seat is in.
    if let Some(s) = structure
        .payouts
        .as_ref()
        .and_then(|p| p.satellite.as_ref())
    {
        let seat_places = prizes.iter().take_while(|a| **a == s.seat_value).count() as u32;
        for l in &mut lines {
            if l.note.is_none() && l.place <= seat_places {
                l.note = Some(ResultNote::SeatIn(s.target.clone()));
            }
        }
    }
    // Place order (the winner first); stable, so shared places keep their order.
    lines.sort_by_key(|l| l.place);
    // A day 2 of flights: every flight's player who bagged nothing shares the places
    // below the day 2's own, so each entry of the event has a result.
    let here: std::collections::BTreeSet<String> = field
        .entries
        .values()
        .map(|e| crate::field::names::name_key(&e.name))
        .collect();
    let mut seen = std::collections::BTreeSet::new();
    let out: Vec<&String> = field
        .flights
        .iter()
        .flat_map(|f| f.out.iter())
        .filter(|n| {
            let key = crate::field::names::name_key(n);
            !here.contains(&key) && seen.insert(key)
        })
        .collect();
    if !out.is_empty() {
        let first = field.field_size().max(field.entries.len() as u32) + 1;
        let last = first + out.len() as u32 - 1;
        lines.extend(out.into_iter().map(|n| ResultLine {
            place: first,
            shared_to: last,
            player: 0,
            name: n.clone(),
            prize: 0,
            bounties: 0,
            note: Some(ResultNote::DidNotReachDayTwo),
        }));
    }
    lines
}

/// The results now: the lines, and why their prizes could not be worked out when they
/// could not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultsNow {
    /// The places, with the prizes in effect (locked or computed) and the recorded deal.
    pub lines: Vec<ResultLine>,
    /// Why the lines carry no prizes though the event pays some ("the row for 2-7
    /// entries pays ..., more than the pool of ..."); `None` when the prizes are worked out or the event pays
    /// none. Every door that shows the lines says this too.
    pub prizes_unknown: Option<Phrase>,
}

/// Why the results carry no prizes, without the payouts panel's lead ("no prizes yet:"):
/// the screens and the sheet put their own words before it.
fn unknown_reason(why: Phrase) -> Phrase {
    match (why.id(), why.arg("why")) {
        ("payouts-warning-none", Some(crate::lang::Part::Phrase(inner))) => (**inner).clone(),
        ("payouts-warning-none", Some(crate::lang::Part::Text(t))) => {
            Phrase::new("result-unknown-why").text("why", t.clone())
        }
        ("payouts-warning-shootout", _) => why.renamed("result-unknown-shootout"),
        _ => why,
    }
}

/// The result lines now: the prizes in effect (locked or computed; none when the event
/// pays nothing, or when they cannot be worked out, which `prizes_unknown` then says)
/// and the recorded deal.
pub fn results_now(event: MoneyInput<'_>) -> ResultsNow {
    let money = &event.field.money;
    let (prizes, prizes_unknown) = match prizes_now(event) {
        Ok(p) => (p, None),
        Err(super::results::ResultsError::NoPrizes) => (Vec::new(), None),
        // The payouts panel's own words lead with "no prizes yet": the reason alone here.
        Err(super::results::ResultsError::PrizesUnknown { why }) => {
            (Vec::new(), Some(unknown_reason(why)))
        }
        Err(e) => (Vec::new(), Some(e.phrase())),
    };
    // Savers are paid to their places on top of what the places pay.
    let prizes = money.with_savers(&prizes);
    let mut lines = results_lines(event.field, event.structure, &prizes, money.deal.as_ref());
    for l in &mut lines {
        let saved = money
            .savers
            .iter()
            .any(|(p, _)| l.place <= *p && *p <= l.shared_to);
        if saved && l.note.is_none() {
            l.note = Some(ResultNote::Saver);
        }
    }
    ResultsNow {
        lines,
        prizes_unknown,
    }
}

/// The latest entry of the player who made entry `p` (itself unless it re-entered).
fn latest_entry(field: &Field, mut p: PlayerId) -> PlayerId {
    for _ in 0..field.entries.len() {
        match field.entries.values().find(|e| e.re_entry_of == Some(p)) {
            Some(n) => p = n.id,
            None => break,
        }
    }
    p
}

/// Knockouts per player, credited to the player's latest entry (a knockout made on an
/// entry that later busted and re-entered still belongs to that player).
fn knockouts(field: &Field) -> BTreeMap<PlayerId, u64> {
    let next: BTreeMap<PlayerId, PlayerId> = field
        .entries
        .values()
        .filter_map(|e| e.re_entry_of.map(|prev| (prev, e.id)))
        .collect();
    let latest = |mut p: PlayerId| {
        while let Some(&n) = next.get(&p) {
            p = n;
        }
        p
    };
    let mut out = BTreeMap::new();
    for e in field.entries.values() {
        if e.state == EntryState::Busted
            && let Some(by) = e.busted_by
        {
            *out.entry(latest(by)).or_insert(0) += 1;
        }
    }
    out
}

#[cfg(test)]
mod note_tests {
    use super::ResultNote;
    use crate::lang::{Language, Locale, Speak, take_missed};

    /// Every note beside a result line, in English as before, in German, and in the
    /// pseudo-language from its own messages (none falls back to English).
    #[test]
    fn every_result_note_is_said_in_the_readers_language() {
        let de = Locale::of(Language::German);
        let pseudo = Locale::parse(crate::lang::PSEUDO).unwrap();
        for (note, english, german) in [
            (ResultNote::Deal, "deal", "Deal"),
            (
                ResultNote::DealAndPlayedFor,
                "deal + played-for amount",
                "Deal + ausgespielter Betrag",
            ),
            (
                ResultNote::DealStillPlaying,
                "deal; still playing",
                "Deal; spielt noch",
            ),
            (
                ResultNote::SeatIn("Main Event".into()),
                "seat in Main Event",
                "Platz in Main Event",
            ),
            (ResultNote::StillIn, "still in", "noch im Turnier"),
            (
                ResultNote::OutInRound(2),
                "out in round 2",
                "ausgeschieden in Runde 2",
            ),
            (
                ResultNote::DidNotReachDayTwo,
                "did not reach day 2",
                "Tag 2 nicht erreicht",
            ),
            (ResultNote::Saver, "saver", "Saver"),
        ] {
            assert_eq!(note.to_string(), english);
            assert_eq!(
                serde_json::to_value(&note).unwrap(),
                serde_json::json!(english),
                "the JSON carries the English"
            );
            assert_eq!(note.speak(de), german);
            let said = note.speak(pseudo);
            let missed: Vec<_> = take_missed()
                .into_iter()
                .filter(|(tag, _)| tag == crate::lang::PSEUDO)
                .collect();
            assert!(missed.is_empty(), "{english}: fell back: {missed:?}");
            assert_ne!(said, english, "{english}: said as in English");
        }
    }
}
