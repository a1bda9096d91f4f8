//! Rule cards: the printable explanation of an event's games and house rules.
//!
//! A card is generated from the event [`Structure`] and the game [`Catalog`]: a first
//! page with the event, its betting formats and special rules, then one page per game
//! with forced bets, the deal street by street, the showdown and the odd-chip rule.
//! The result is a [`Document`]; the paper renderer turns it into a PDF.

mod text;

use crate::catalog::{Catalog, CatalogGame, Edition, ForcedBets, table_size};
use crate::paper::document::{Block, Document, Page};
use crate::structure::{AnteAmount, Betting, Game, PostingOrder, Structure};
use crate::words::count;

/// The rule card of an event: an overview page, then one page per game in the structure.
pub fn rule_card(structure: &Structure, catalog: &Catalog) -> Document {
    let mut pages = vec![overview(structure)];
    for g in structure.games_in_play_order() {
        pages.push(event_game_page(g, catalog));
    }
    Document {
        title: format!("{} - rules", structure.title()),
        pages,
    }
}

/// A one-page card for a single catalog game (its default edition).
pub fn game_summary_card(game: &CatalogGame, catalog: &Catalog) -> Document {
    let edition = &game.editions[0];
    Document {
        title: game.name.clone(),
        pages: vec![game_page(game, edition, betting_of(game, edition), catalog)],
    }
}

/// The betting an edition is played at: its own where its source gives one, else the
/// game's usual betting.
fn betting_of(game: &CatalogGame, edition: &Edition) -> Betting {
    edition.betting.unwrap_or(game.usual_betting)
}

/// A one-page card for one edition of a catalog game, under its own betting.
pub fn edition_card(game: &CatalogGame, edition: &Edition, catalog: &Catalog) -> Document {
    Document {
        title: edition.name.clone().unwrap_or_else(|| game.name.clone()),
        pages: vec![game_page(game, edition, betting_of(game, edition), catalog)],
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
) -> Result<Document, crate::catalog::CatalogError> {
    house_card_betting(title, keys, NightRules::default(), catalog)
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
/// under the called game). An unknown key is an error naming it.
pub fn night_game_rules(
    key: &str,
    rules: NightRules,
    catalog: &Catalog,
) -> Result<Vec<crate::paper::document::Section>, crate::catalog::CatalogError> {
    let (g, e) = catalog.resolve(key)?;
    let page = game_page(g, e, rules.betting.unwrap_or(betting_of(g, e)), catalog);
    Ok(page.sections())
}

/// The short rules of one game as a night deals it (the TV's lines): [`short_rules`]; a
/// night's betting does not change them.
pub fn night_short_rules(
    key: &str,
    _rules: NightRules,
    catalog: &Catalog,
) -> Result<Vec<String>, crate::catalog::CatalogError> {
    let (_, e) = catalog.resolve(key)?;
    Ok(short_rules(e))
}

/// [`house_card`] under a night's rules (its betting and house options).
pub fn house_card_betting(
    title: &str,
    keys: &[String],
    night: NightRules,
    catalog: &Catalog,
) -> Result<Document, crate::catalog::CatalogError> {
    let betting = night.betting;
    let mut rows = Vec::new();
    let mut pages = Vec::new();
    for key in keys {
        let (g, e) = catalog.resolve(key)?;
        let name = e.name.as_deref().unwrap_or(&g.name);
        let sources: Vec<&str> = e.sources.iter().map(|s| s.label()).collect();
        let how = if e.id == g.editions[0].id || e.name.is_none() {
            g.family.label().to_string()
        } else {
            format!("{}, a variation of {}", g.family.label(), g.name)
        };
        rows.push(format!("{name} ({how}; {})", sources.join(", ")));
        pages.push(game_page(
            g,
            e,
            betting.unwrap_or(betting_of(g, e)),
            catalog,
        ));
    }
    // One game needs no list: its card alone.
    if keys.len() == 1 {
        return Ok(Document {
            title: format!("{title} - rules"),
            pages,
        });
    }
    let mut first = vec![Block::Paragraph {
        text: format!(
            "The dealer calls one of these {} each deal and states any variation before the cards are seen. A game not on the list may be called too, once the dealer has stated its name and its rules.",
            count(keys.len() as u64, "game", "games")
        ),
    }];
    first.push(Block::Numbered { items: rows });
    pages.insert(
        0,
        Page {
            heading: title.to_string(),
            subheading: Some("House list".to_string()),
            blocks: first,
        },
    );
    Ok(Document {
        title: format!("{title} - house games"),
        pages,
    })
}

/// The few lines a display shows under a called game: what the fields cannot say (the
/// notes: Harem's three queens, how Guts is stayed in), its wild cards and special cards,
/// who may open, the deal street by street (betting rounds marked, not sized) and how
/// the pot is won.
pub fn short_rules(e: &Edition) -> Vec<String> {
    let mut lines: Vec<String> = e.notes.clone();
    lines.extend(e.wild.iter().map(text::wild));
    lines.extend(e.card_rules.iter().map(text::card_rule));
    if let Some(o) = &e.open {
        lines.push(text::opening(o));
    }
    for s in &e.streets {
        let acts: Vec<String> = s.actions.iter().map(text::action).collect();
        let mut line = if acts.is_empty() {
            s.name.clone()
        } else {
            format!("{}: {}", s.name, acts.join("; "))
        };
        if s.bet.is_some() {
            line.push_str("; bet");
        }
        line.push('.');
        lines.push(line.replace("the button", "the dealer"));
    }
    if let Some(p) = &e.points {
        lines.push(text::points(p));
    }
    lines.extend(text::showdown(&e.showdown));
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

fn event_game_page(game: &Game, catalog: &Catalog) -> Page {
    match catalog_entry(game, catalog) {
        Some((cg, e)) => {
            let mut page = game_page(cg, e, game.betting, catalog);
            page.heading = game.name.clone();
            page
        }
        None => Page {
            heading: game.name.clone(),
            subheading: Some(game.betting.label().to_string()),
            blocks: vec![Block::Paragraph {
                text: format!(
                    "Game `{}` is not in the catalog; ask the tournament director for its rules.",
                    game.catalog.as_deref().unwrap_or(&game.id)
                ),
            }],
        },
    }
}

fn game_page(game: &CatalogGame, e: &Edition, betting: Betting, catalog: &Catalog) -> Page {
    let name = e.name.as_deref().unwrap_or(&game.name);
    let sources: Vec<&str> = e.sources.iter().map(|s| s.label()).collect();
    let size = table_size(e, catalog);
    let table = match size.max_with_community_card {
        Some(cc) if cc > size.max_players => format!(
            "up to {}; up to {cc} with one community card on the last street",
            count(u64::from(size.max_players), "player", "players")
        ),
        _ => format!(
            "up to {}",
            count(u64::from(size.max_players), "player", "players")
        ),
    };
    let mut blocks = vec![
        Block::Facts {
            items: vec![
                ("Game".to_string(), format!("{name} ({} edition)", e.id)),
                ("Betting".to_string(), betting.label().to_string()),
                ("Deck".to_string(), text::deck(e.deck, e.joker)),
                ("Table".to_string(), table),
                ("Rules from".to_string(), sources.join(", ")),
            ],
        },
        Block::Heading {
            text: "Forced bets".to_string(),
        },
        Block::Paragraph {
            text: text::forced(e.forced, betting),
        },
    ];
    if e.streets.iter().any(|s| s.bet.is_some()) {
        blocks.push(Block::Paragraph {
            text: limits(betting, e.forced),
        });
    } else {
        blocks.push(Block::Paragraph {
            text: "There is no betting during the hand.".to_string(),
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
            text: format!("Games to choose from: {}.", names.join(", ")),
        });
    }
    if let Some(o) = &e.open {
        blocks.push(Block::Paragraph {
            text: text::opening(o),
        });
    }
    if !e.wild.is_empty() {
        blocks.push(Block::Heading {
            text: "Wild cards".to_string(),
        });
        let mut items: Vec<String> = e.wild.iter().map(text::wild).collect();
        items.push("A wild card stands for any card the player wants; five of a kind is the best high hand.".to_string());
        blocks.push(Block::Bullets { items });
    }
    if !e.card_rules.is_empty() {
        blocks.push(Block::Heading {
            text: "Cards that change the hand".to_string(),
        });
        blocks.push(Block::Bullets {
            items: e.card_rules.iter().map(text::card_rule).collect(),
        });
    }
    if let Some(p) = &e.points {
        blocks.push(Block::Paragraph {
            text: text::points(p),
        });
    }
    blocks.push(Block::Heading {
        text: "The deal".to_string(),
    });
    // At a home game the dealer deals every hand: nobody holds a button.
    let home = matches!(e.forced, ForcedBets::DealerPays | ForcedBets::EveryonePays);
    let seat = |line: String| {
        if home {
            line.replace("the button", "the dealer")
        } else {
            line
        }
    };
    blocks.push(Block::Numbered {
        items: e
            .streets
            .iter()
            .map(|s| seat(text::street(s, betting == Betting::Limit)))
            .collect(),
    });
    blocks.push(Block::Heading {
        text: "Showdown".to_string(),
    });
    blocks.push(Block::Bullets {
        items: text::showdown(&e.showdown),
    });
    if e.showdown.kind != crate::catalog::ShowdownKind::FirstOut {
        blocks.push(Block::Paragraph {
            text: seat(text::odd_chip(&e.showdown, e.forced)),
        });
    }
    let worked = text::examples(e);
    if !worked.is_empty() {
        blocks.push(Block::Heading {
            text: "Worked example".to_string(),
        });
        blocks.push(Block::Bullets { items: worked });
    }
    if !e.notes.is_empty() {
        blocks.push(Block::Heading {
            text: "Notes".to_string(),
        });
        blocks.push(Block::Bullets {
            items: e.notes.clone(),
        });
    }
    Page {
        heading: name.to_string(),
        subheading: Some(format!("{} · {}", betting.label(), game.family.label())),
        blocks,
    }
}

/// What the level's numbers mean for this betting format.
fn limits(betting: Betting, forced: ForcedBets) -> String {
    let stud = !matches!(forced, ForcedBets::Blinds);
    if matches!(forced, ForcedBets::DealerPays | ForcedBets::EveryonePays) {
        return format!(
            "{}: the night sets the most a bet or a raise may be, and how many raises a round allows.",
            betting.label()
        );
    }
    if betting == Betting::Limit && forced == ForcedBets::AntesHighCardOpens {
        return "Limit: each level gives the ante, the small bet and the big bet; there is no bring-in, and the high card opens for either bet.".to_string();
    }
    match (betting, stud) {
        (Betting::Limit, false) => "Limit: the level reads small bet/big bet; the small blind is half the small bet and the big blind equals it. Rounds marked small use the small bet, rounds marked big the big bet.".to_string(),
        (Betting::Limit, true) => "Limit: each level gives the ante, the bring-in, the small bet and the big bet. Rounds marked small use the small bet, rounds marked big the big bet.".to_string(),
        (Betting::PotLimit, _) => format!("Pot-limit: the smallest bet is the {}; a raise may be at most the pot after calling.", if stud { "bring-in" } else { "big blind" }),
        (Betting::NoLimit, _) => format!("No-limit: the smallest bet is the {}; a raise is at least the previous bet or raise, up to all-in.", if stud { "bring-in" } else { "big blind" }),
    }
}

fn overview(s: &Structure) -> Page {
    let mut facts = vec![
        ("Event".to_string(), s.title()),
        (
            "Starting stack".to_string(),
            crate::words::chips(s.starting_stack),
        ),
        ("Players per table".to_string(), s.table_size.to_string()),
    ];
    let games = s.games_in_play_order();
    for g in &games {
        facts.push((g.name.clone(), g.betting.label().to_string()));
    }
    let mut blocks = Vec::new();
    if let Some(d) = &s.description {
        blocks.push(Block::Paragraph { text: d.clone() });
    }
    blocks.push(Block::Facts { items: facts });
    if s.games.len() > 1 {
        let order: Vec<&str> = games.iter().map(|g| g.name.as_str()).collect();
        blocks.push(Block::Paragraph {
            text: format!(
                "The games rotate by level in this order: {}.",
                order.join(", ")
            ),
        });
    }
    let special = special_rules(s);
    if !special.is_empty() {
        blocks.push(Block::Heading {
            text: "Event rules".to_string(),
        });
        blocks.push(Block::Bullets { items: special });
    }
    Page {
        heading: s.title(),
        subheading: Some("Rule card".to_string()),
        blocks,
    }
}

fn ante_amount(a: AnteAmount) -> &'static str {
    match a {
        AnteAmount::BigBlind => "the big blind",
        AnteAmount::SmallBlind => "the small blind",
        AnteAmount::Level => "the amount each level states",
    }
}

fn special_rules(s: &Structure) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(l) = &s.lammers {
        out.push(format!(
            "Lammers: {} per entry, worth {} each. Redeem between hands only, any number at once; a player who busts holding lammers must redeem at least one before the next hand. All lammers must be redeemed by the end of level {}.",
            l.per_entry, crate::words::chips(l.value), l.redeem_by_end_of_level
        ));
    }
    for (label, terms) in crate::paper::sheet::offers(s, crate::lang::Locale::ENGLISH) {
        out.push(format!("{label}: {terms}."));
    }
    if let Some(b) = &s.big_blind_ante {
        let mut t = format!(
            "Big blind ante: the big blind posts one ante for the table, equal to {}.",
            ante_amount(b.amount)
        );
        if let (Some(n), Some(r)) = (b.reduce_at_players, b.reduced_to) {
            t.push_str(&format!(
                " With {n} or fewer players at the table it drops to {}.",
                ante_amount(r)
            ));
        }
        t.push_str(match b.posting_order {
            PostingOrder::BlindFirst => " A short stack pays the big blind first, then the ante.",
            PostingOrder::AnteFirst => " A short stack pays the ante first, then the big blind.",
        });
        // Which rulebook the card follows, and where it is silent, whose rule fills in.
        match b.preset {
            Some(crate::structure::BigBlindAntePreset::Barge2024)
                if b.posting_order == PostingOrder::BlindFirst =>
            {
                t.push_str(" (BARGE 2024 rules; BARGE 2024 does not set the order, so TDA 2024's is followed.)");
            }
            Some(p) => t.push_str(&format!(" ({} rules.)", p.label())),
            None => {}
        }
        out.push(t);
    }
    let sp = &s.special;
    if sp.win_the_button {
        out.push("Win the button: the winner of a hand takes the button for the next; in a chopped pot, the winner in the worst position takes it. A player moved to balance tables is the one due the big blind under that button.".to_string());
    }
    if let Some(b) = sp.bounty {
        let currency = s
            .money
            .as_ref()
            .map(|m| format!(" {}", m.currency))
            .unwrap_or_default();
        if sp.progressive_bounty {
            out.push(format!("Progressive knockout: every player starts with {}.{:02}{currency} on their head. Knocking a player out pays half of their head in cash and adds the other half to your own; a pot won by several players shares the head by the share of the pot each won. The winner collects their own head.", b / 100, b % 100));
        } else if let Some(m) = &sp.mystery {
            let mut kinds: Vec<String> = m
                .envelopes
                .iter()
                .map(|e| {
                    format!(
                        "{} of {}.{:02}{currency}",
                        e.count,
                        e.value / 100,
                        e.value % 100
                    )
                })
                .collect();
            kinds.dedup();
            out.push(format!("Mystery bounties: {}.{:02}{currency} of each buy-in goes into sealed envelopes ({}). From level {} on, whoever wins the pot that knocks a player out draws one envelope at random and is paid what it holds; a pot won by several players shares it by the share of the pot each won. Knockouts before that level pay no bounty.", b / 100, b % 100, kinds.join(", "), m.from_level));
        } else {
            out.push(format!("Bounty: {}.{:02}{currency} for each player eliminated; in a split pot it goes with the high (or five-card) half, in a chop to the worst position; the winner keeps their own.", b / 100, b % 100));
        }
    }
    if let Some(so) = &sp.shootout {
        out.push(format!(
            "Shootout: tables are not balanced; each plays down to {} who advance; {}.",
            if so.advance == 1 {
                "one player".to_string()
            } else {
                count(u64::from(so.advance), "player", "players")
            },
            count(u64::from(so.rounds), "round", "rounds")
        ));
        if so.pay == crate::structure::ShootoutPay::ByRound && so.rounds != 1 {
            out.push("Shootout prizes: the final table is paid by place; every player out in the same earlier round is paid the same.".to_string());
        }
    }
    if sp.bomb_pot {
        out.push("Bomb pot: everyone antes, there is no pre-flop betting; after the flop the first player left of the button acts, and the smallest bet is the ante.".to_string());
    }
    if sp.jam_or_fold {
        out.push("Jam or fold: a player's first action is either all-in or fold.".to_string());
    }
    out.extend(crate::view::clock::home_game_lines(sp));
    out
}

#[cfg(test)]
mod tests;
