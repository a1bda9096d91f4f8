//! Rule cards: the printable explanation of an event's games and house rules.
//!
//! A card is generated from the event [`Structure`] and the game [`Catalog`]: a first
//! page with the event, its betting formats and special rules, then one page per game
//! with forced bets, the deal street by street, the showdown and the odd-chip rule.
//! The result is a [`Document`]; the paper renderer turns it into a PDF.

mod text;

use crate::catalog::{Catalog, CatalogGame, Edition, ForcedBets, table_size};
use crate::lang::{Locale, Phrase};
use crate::paper::document::{Block, Document, Page};
use crate::structure::{AnteAmount, Betting, Game, PostingOrder, Structure};
use text::Seat;

/// Message `id` with no arguments.
fn say(l: Locale, id: &'static str) -> String {
    Phrase::new(id).say(l)
}

/// The rule card of an event in `l`'s words: an overview page, then one page per game in
/// the structure.
pub fn rule_card(structure: &Structure, catalog: &Catalog, l: Locale) -> Document {
    let mut pages = vec![overview(structure, l)];
    for g in structure.games_in_play_order() {
        pages.push(event_game_page(g, catalog, l));
    }
    Document {
        title: Phrase::new("card-title-rules")
            .text("title", structure.title())
            .say(l),
        pages,
    }
}

/// A one-page card for a single catalog game (its default edition).
pub fn game_summary_card(game: &CatalogGame, catalog: &Catalog, l: Locale) -> Document {
    let edition = &game.editions[0];
    Document {
        title: game.name.clone(),
        pages: vec![game_page(
            game,
            edition,
            betting_of(game, edition),
            catalog,
            l,
        )],
    }
}

/// The betting an edition is played at: its own where its source gives one, else the
/// game's usual betting.
fn betting_of(game: &CatalogGame, edition: &Edition) -> Betting {
    edition.betting.unwrap_or(game.usual_betting)
}

/// A one-page card for one edition of a catalog game, under its own betting.
pub fn edition_card(
    game: &CatalogGame,
    edition: &Edition,
    catalog: &Catalog,
    l: Locale,
) -> Document {
    Document {
        title: edition.name.clone().unwrap_or_else(|| game.name.clone()),
        pages: vec![game_page(
            game,
            edition,
            betting_of(game, edition),
            catalog,
            l,
        )],
    }
}

/// The rule card of a host's house list (a dealer's-choice night): a first page listing
/// every game the dealer may call, then one page per game. Each key is a catalog key
/// (`anaconda`, `anaconda@santa-cruz`); an unknown key is an error naming it. A list of
/// one game is that game's card alone.
pub fn house_card(
    title: &str,
    keys: &[String],
    catalog: &Catalog,
    l: Locale,
) -> Result<Document, crate::catalog::CatalogError> {
    house_card_betting(title, keys, NightRules::default(), catalog, l)
}

/// The heading of a house list nobody gave a title: "House games".
pub fn house_title(l: Locale) -> String {
    say(l, "card-house-title")
}

/// What a night's host sets for every game of the house list.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NightRules {
    /// Every game at this betting (a dealer's-choice night bets its own limit, whatever
    /// a game's usual betting is elsewhere); the game's usual betting when `None`.
    pub betting: Option<Betting>,
}

impl NightRules {
    /// What a night sets for every game it deals: its own limit.
    pub fn of(_night: &crate::night::NightConfig) -> NightRules {
        NightRules {
            betting: Some(Betting::Limit),
        }
    }
}

/// The whole card of one game as a night deals it, cut at its headings ("Forced bets",
/// "The deal", "Showdown" ...), one line per fact, paragraph or item (the desk shows it
/// under the called game), in `l`'s words. An unknown key is an error naming it.
pub fn night_game_rules(
    key: &str,
    rules: NightRules,
    catalog: &Catalog,
    l: Locale,
) -> Result<Vec<crate::paper::document::Section>, crate::catalog::CatalogError> {
    let (g, e) = catalog.resolve(key)?;
    let page = game_page(g, e, rules.betting.unwrap_or(betting_of(g, e)), catalog, l);
    Ok(page.sections())
}

/// The short rules of one game as a night deals it (the TV's lines): [`short_rules`]; a
/// night's betting does not change them.
pub fn night_short_rules(
    key: &str,
    _rules: NightRules,
    catalog: &Catalog,
    l: Locale,
) -> Result<Vec<String>, crate::catalog::CatalogError> {
    let (_, e) = catalog.resolve(key)?;
    Ok(short_rules(e, l))
}

/// [`house_card`] under a night's rules (its betting and house options).
pub fn house_card_betting(
    title: &str,
    keys: &[String],
    night: NightRules,
    catalog: &Catalog,
    l: Locale,
) -> Result<Document, crate::catalog::CatalogError> {
    let betting = night.betting;
    let mut rows = Vec::new();
    let mut pages = Vec::new();
    for key in keys {
        let (g, e) = catalog.resolve(key)?;
        let name = e.name.as_deref().unwrap_or(&g.name);
        let sources: Vec<String> = e.sources.iter().map(|s| s.label_in(l)).collect();
        let how = if e.id == g.editions[0].id || e.name.is_none() {
            g.family.label_in(l)
        } else {
            Phrase::new("card-house-variation")
                .text("family", g.family.label_in(l))
                .text("game", g.name.clone())
                .say(l)
        };
        rows.push(
            Phrase::new("card-house-row")
                .text("name", name)
                .text("how", how)
                .text("sources", sources.join(", "))
                .say(l),
        );
        pages.push(game_page(
            g,
            e,
            betting.unwrap_or(betting_of(g, e)),
            catalog,
            l,
        ));
    }
    // One game needs no list: its card alone.
    if keys.len() == 1 {
        return Ok(Document {
            title: Phrase::new("card-title-rules").text("title", title).say(l),
            pages,
        });
    }
    let mut first = vec![Block::Paragraph {
        text: Phrase::new("card-house-intro")
            .count("games", keys.len())
            .say(l),
    }];
    first.push(Block::Numbered { items: rows });
    pages.insert(
        0,
        Page {
            heading: title.to_string(),
            subheading: Some(say(l, "card-house-list")),
            blocks: first,
        },
    );
    Ok(Document {
        title: Phrase::new("card-title-house").text("title", title).say(l),
        pages,
    })
}

/// The few lines a display shows under a called game, in `l`'s words: what the fields
/// cannot say (the notes: Harem's three queens, how Guts is stayed in), its wild cards and
/// special cards, who may open, the deal street by street (betting rounds marked, not
/// sized) and how the pot is won.
pub fn short_rules(e: &Edition, l: Locale) -> Vec<String> {
    let mut lines: Vec<String> = e.notes.clone();
    lines.extend(e.wild.iter().map(|w| text::wild(w, l)));
    lines.extend(e.card_rules.iter().map(|r| text::card_rule(r, l)));
    if let Some(o) = &e.open {
        lines.push(text::opening(o, l));
    }
    // A night's dealer deals every hand: nobody holds a button.
    for s in &e.streets {
        lines.push(text::short_street(s, l, Seat::Dealer));
    }
    if let Some(p) = &e.points {
        lines.push(text::points(p, l));
    }
    lines.extend(text::showdown(&e.showdown, l));
    lines
}

/// The catalog entry a structure game points to: `catalog` when given, else its id.
pub fn catalog_entry<'c>(
    game: &Game,
    catalog: &'c Catalog,
) -> Option<(&'c CatalogGame, &'c Edition)> {
    let key = game.catalog.as_deref().unwrap_or(&game.id);
    catalog.resolve(key).ok()
}

fn event_game_page(game: &Game, catalog: &Catalog, l: Locale) -> Page {
    match catalog_entry(game, catalog) {
        Some((cg, e)) => {
            let mut page = game_page(cg, e, game.betting, catalog, l);
            page.heading = game.name.clone();
            page
        }
        None => Page {
            heading: game.name.clone(),
            subheading: Some(game.betting.label_in(l)),
            blocks: vec![Block::Paragraph {
                text: Phrase::new("card-not-in-catalog")
                    .text("game", game.catalog.as_deref().unwrap_or(&game.id))
                    .say(l),
            }],
        },
    }
}

fn game_page(
    game: &CatalogGame,
    e: &Edition,
    betting: Betting,
    catalog: &Catalog,
    l: Locale,
) -> Page {
    let name = e.name.as_deref().unwrap_or(&game.name);
    let sources: Vec<String> = e.sources.iter().map(|s| s.label_in(l)).collect();
    let size = table_size(e, catalog);
    let table = match size.max_with_community_card {
        Some(cc) if cc > size.max_players => Phrase::new("card-table-up-to-community")
            .count("players", size.max_players)
            .count("community", cc),
        _ => Phrase::new("card-table-up-to").count("players", size.max_players),
    }
    .say(l);
    let mut blocks = vec![
        Block::Facts {
            items: vec![
                (
                    say(l, "card-fact-game"),
                    Phrase::new("card-game-edition")
                        .text("game", name)
                        .text("edition", e.id.clone())
                        .say(l),
                ),
                (say(l, "card-fact-betting"), betting.label_in(l)),
                (say(l, "card-fact-deck"), text::deck(e.deck, e.joker, l)),
                (say(l, "card-fact-table"), table),
                (say(l, "card-fact-rules-from"), sources.join(", ")),
            ],
        },
        Block::Heading {
            text: say(l, "card-forced-bets"),
        },
        Block::Paragraph {
            text: text::forced(e.forced, betting, l),
        },
    ];
    if e.streets.iter().any(|s| s.bet.is_some()) {
        blocks.push(Block::Paragraph {
            text: limits(betting, e.forced, l),
        });
    } else {
        blocks.push(Block::Paragraph {
            text: say(l, "card-no-betting"),
        });
    }
    if !e.choice_of.is_empty() {
        let names: Vec<String> = e
            .choice_of
            .iter()
            .map(|k| {
                catalog
                    .resolve(k)
                    .map(|(g, _)| g.name.clone())
                    .unwrap_or_else(|_| k.clone())
            })
            .collect();
        blocks.push(Block::Paragraph {
            text: Phrase::new("card-choice-of")
                .text("games", names.join(", "))
                .say(l),
        });
    }
    if let Some(o) = &e.open {
        blocks.push(Block::Paragraph {
            text: text::opening(o, l),
        });
    }
    if !e.wild.is_empty() {
        blocks.push(Block::Heading {
            text: say(l, "card-wild-cards"),
        });
        let mut items: Vec<String> = e.wild.iter().map(|w| text::wild(w, l)).collect();
        items.push(say(l, "card-wild-stands-for-any"));
        blocks.push(Block::Bullets { items });
    }
    if !e.card_rules.is_empty() {
        blocks.push(Block::Heading {
            text: say(l, "card-cards-that-change"),
        });
        blocks.push(Block::Bullets {
            items: e.card_rules.iter().map(|r| text::card_rule(r, l)).collect(),
        });
    }
    if let Some(p) = &e.points {
        blocks.push(Block::Paragraph {
            text: text::points(p, l),
        });
    }
    blocks.push(Block::Heading {
        text: say(l, "card-the-deal"),
    });
    // At a home game the dealer deals every hand: nobody holds a button.
    let seat = if matches!(e.forced, ForcedBets::DealerPays | ForcedBets::EveryonePays) {
        Seat::Dealer
    } else {
        Seat::Button
    };
    blocks.push(Block::Numbered {
        items: e
            .streets
            .iter()
            .map(|s| text::street(s, betting == Betting::Limit, l, seat))
            .collect(),
    });
    blocks.push(Block::Heading {
        text: say(l, "card-showdown"),
    });
    blocks.push(Block::Bullets {
        items: text::showdown(&e.showdown, l),
    });
    if e.showdown.kind != crate::catalog::ShowdownKind::FirstOut {
        blocks.push(Block::Paragraph {
            text: text::odd_chip(&e.showdown, e.forced, l, seat),
        });
    }
    let worked = text::examples(e, l);
    if !worked.is_empty() {
        blocks.push(Block::Heading {
            text: say(l, "card-worked-example"),
        });
        blocks.push(Block::Bullets { items: worked });
    }
    if !e.notes.is_empty() {
        blocks.push(Block::Heading {
            text: say(l, "card-notes"),
        });
        blocks.push(Block::Bullets {
            items: e.notes.clone(),
        });
    }
    Page {
        heading: name.to_string(),
        subheading: Some(
            Phrase::new("card-page-sub")
                .text("betting", betting.label_in(l))
                .text("family", game.family.label_in(l))
                .say(l),
        ),
        blocks,
    }
}

/// What the level's numbers mean for this betting format.
fn limits(betting: Betting, forced: ForcedBets, l: Locale) -> String {
    let stud = !matches!(forced, ForcedBets::Blinds);
    if matches!(forced, ForcedBets::DealerPays | ForcedBets::EveryonePays) {
        return Phrase::new("card-limits-home")
            .text("betting", betting.label_in(l))
            .say(l);
    }
    if betting == Betting::Limit && forced == ForcedBets::AntesHighCardOpens {
        return say(l, "card-limits-limit-high-card-opens");
    }
    say(
        l,
        match (betting, stud) {
            (Betting::Limit, false) => "card-limits-limit-blinds",
            (Betting::Limit, true) => "card-limits-limit-stud",
            (Betting::PotLimit, false) => "card-limits-pot-limit-blinds",
            (Betting::PotLimit, true) => "card-limits-pot-limit-stud",
            (Betting::NoLimit, false) => "card-limits-no-limit-blinds",
            (Betting::NoLimit, true) => "card-limits-no-limit-stud",
        },
    )
}

fn overview(s: &Structure, l: Locale) -> Page {
    let mut facts = vec![
        (say(l, "card-fact-event"), s.title()),
        (
            say(l, "card-fact-starting-stack"),
            l.number(s.starting_stack),
        ),
        (
            say(l, "card-fact-players-per-table"),
            l.number(u64::from(s.table_size)),
        ),
    ];
    let games = s.games_in_play_order();
    for g in &games {
        facts.push((g.name.clone(), g.betting.label_in(l)));
    }
    let mut blocks = Vec::new();
    if let Some(d) = &s.description {
        blocks.push(Block::Paragraph { text: d.clone() });
    }
    blocks.push(Block::Facts { items: facts });
    if s.games.len() > 1 {
        let order: Vec<&str> = games.iter().map(|g| g.name.as_str()).collect();
        blocks.push(Block::Paragraph {
            text: Phrase::new("card-rotation")
                .text("games", order.join(", "))
                .say(l),
        });
    }
    let special = special_rules(s, l);
    if !special.is_empty() {
        blocks.push(Block::Heading {
            text: say(l, "card-event-rules"),
        });
        blocks.push(Block::Bullets { items: special });
    }
    Page {
        heading: s.title(),
        subheading: Some(say(l, "card-rule-card")),
        blocks,
    }
}

fn ante_amount(a: AnteAmount, l: Locale) -> String {
    say(
        l,
        match a {
            AnteAmount::BigBlind => "card-ante-big-blind",
            AnteAmount::SmallBlind => "card-ante-small-blind",
            AnteAmount::Level => "card-ante-level",
        },
    )
}

/// An amount of the event's money in hundredths, with its currency's code after it when
/// the structure names one: "25.00", "50.00 USD".
fn amount(minor: u64, currency: &str, l: Locale) -> String {
    format!("{}{currency}", text::decimal(minor, l))
}

fn special_rules(s: &Structure, l: Locale) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(lr) = &s.lammers {
        out.push(
            Phrase::new("card-lammers")
                .count("count", lr.per_entry)
                .text("chips", l.number(lr.value))
                .text("level", lr.redeem_by_end_of_level.to_string())
                .say(l),
        );
    }
    for (label, terms) in crate::paper::sheet::offers(s, l) {
        out.push(
            Phrase::new("card-offer")
                .text("label", label)
                .text("terms", terms)
                .say(l),
        );
    }
    if let Some(b) = &s.big_blind_ante {
        let mut t = Phrase::new("card-bba")
            .text("amount", ante_amount(b.amount, l))
            .say(l);
        if let (Some(n), Some(r)) = (b.reduce_at_players, b.reduced_to) {
            let drops = Phrase::new("card-bba-drops")
                .count("players", n)
                .text("amount", ante_amount(r, l))
                .say(l);
            t = format!("{t} {drops}");
        }
        let order = say(
            l,
            match b.posting_order {
                PostingOrder::BlindFirst => "card-bba-blind-first",
                PostingOrder::AnteFirst => "card-bba-ante-first",
            },
        );
        t = format!("{t} {order}");
        // Which rulebook the card follows, and where it is silent, whose rule fills in.
        let rules = match b.preset {
            Some(crate::structure::BigBlindAntePreset::Barge2024)
                if b.posting_order == PostingOrder::BlindFirst =>
            {
                Some(say(l, "card-bba-barge-2024-order"))
            }
            Some(p) => Some(
                Phrase::new("card-bba-rules")
                    .text("rules", p.label())
                    .say(l),
            ),
            None => None,
        };
        if let Some(rules) = rules {
            t = format!("{t} {rules}");
        }
        out.push(t);
    }
    let sp = &s.special;
    if sp.win_the_button {
        out.push(say(l, "card-win-the-button"));
    }
    if let Some(b) = sp.bounty {
        let currency = s
            .money
            .as_ref()
            .map(|m| format!(" {}", m.currency))
            .unwrap_or_default();
        let money = |minor: u64| amount(minor, &currency, l);
        if sp.progressive_bounty {
            out.push(Phrase::new("card-pko").text("amount", money(b)).say(l));
        } else if let Some(m) = &sp.mystery {
            let mut kinds: Vec<String> = m
                .envelopes
                .iter()
                .map(|e| {
                    Phrase::new("card-mystery-envelopes")
                        .count("count", e.count)
                        .text("amount", money(e.value))
                        .say(l)
                })
                .collect();
            kinds.dedup();
            out.push(
                Phrase::new("card-mystery")
                    .text("amount", money(b))
                    .text("envelopes", kinds.join(", "))
                    .text("level", m.from_level.to_string())
                    .say(l),
            );
        } else {
            out.push(Phrase::new("card-bounty").text("amount", money(b)).say(l));
        }
    }
    if let Some(so) = &s.special.shootout {
        out.push(
            Phrase::new("card-shootout")
                .count("advance", so.advance)
                .count("rounds", so.rounds)
                .say(l),
        );
        if so.pay == crate::structure::ShootoutPay::ByRound && so.rounds != 1 {
            out.push(say(l, "card-shootout-prizes"));
        }
    }
    if sp.bomb_pot {
        out.push(say(l, "card-bomb-pot"));
    }
    if sp.jam_or_fold {
        out.push(say(l, "card-jam-or-fold"));
    }
    out.extend(crate::view::clock::home_game_lines_in(sp, l));
    out
}

#[cfg(test)]
mod tests;
