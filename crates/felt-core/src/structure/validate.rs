//! Warnings: findings that a TD should see but that do not stop the structure loading.

use super::chips::Chips;
use super::diagnostic::{Offsets, Sink};
use super::model::{Period, Stakes, Structure};
use crate::catalog::{Catalog, table_size};
use crate::words::chips as group;
use std::collections::HashMap;

pub(super) fn validate(sink: &mut Sink, s: &Structure, offsets: &Offsets) {
    let mut last_size: HashMap<&str, (u32, Chips)> = HashMap::new();
    for (i, period) in s.periods.iter().enumerate() {
        let at = offsets.periods.get(i).copied().unwrap_or(0);
        let Period::Level(level) = period else {
            continue;
        };
        let size = level.stakes.size();
        if let Some(&(prev_number, prev_size)) = last_size.get(level.game.as_str())
            && size < prev_size
        {
            sink.warn(
                at,
                format!(
                    "level {} is smaller than level {} of the same game ({} after {})",
                    level.number,
                    prev_number,
                    group(size),
                    group(prev_size)
                ),
            );
        }
        last_size.insert(level.game.as_str(), (level.number, size));

        if let Stakes::Blinds {
            big_blind, ante, ..
        } = level.stakes
            && ante > big_blind
        {
            sink.warn(
                at,
                format!(
                    "level {}: the ante {} is larger than the big blind {}",
                    level.number,
                    group(ante),
                    group(big_blind)
                ),
            );
        }
    }
    table_size_warnings(sink, s, offsets.table_size, &offsets.games);
    for u in s.unmakeable_stakes() {
        let at = offsets.periods.get(u.period_index).copied().unwrap_or(0);
        sink.warn(at, u.to_string());
    }
    if let Some(smallest) = s.chips.first()
        && !s.starting_stack.is_multiple_of(smallest.value)
    {
        sink.warn(
            offsets.starting_stack,
            format!(
                "starting_stack {} cannot be made with the chip set (smallest chip {})",
                group(s.starting_stack),
                group(smallest.value)
            ),
        );
    }
    if s.chips.is_empty() {
        sink.warn(
            0,
            "no [[chips]] listed: colour-ups and chip checks are skipped",
        );
    }
}

/// Warns when the event seats more players than one of its games can be dealt to, and
/// when a game names a catalog entry that does not exist.
fn table_size_warnings(sink: &mut Sink, s: &Structure, at: usize, games_at: &[usize]) {
    let catalog = Catalog::shared();
    if let (Some(seats), Some((limit, game))) = (s.seating.final_table_seats, s.deal_limit())
        && seats > limit
    {
        sink.warn(
            at,
            format!(
                "[seating] final_table_seats {seats} is more than {} can be dealt to: the final table will seat {limit}",
                game.name
            ),
        );
    }
    for (i, game) in s.games.iter().enumerate() {
        let game_at = games_at.get(i).copied().unwrap_or(0);
        let key = game.catalog.as_deref().unwrap_or(&game.id);
        match catalog.resolve(key) {
            Ok((entry, edition)) => {
                let size = table_size(edition, catalog);
                if s.table_size > size.limit() {
                    let how = match size.max_with_community_card {
                        Some(cc) if cc > size.max_players => format!(
                            "{} with every card dealt, {cc} with the community card rule",
                            crate::words::count(u64::from(size.max_players), "player", "players")
                        ),
                        _ => crate::words::count(u64::from(size.max_players), "player", "players"),
                    };
                    sink.warn(
                        at,
                        format!(
                            "table_size {} is more than {} can be dealt to ({how}; {} in the deck): the tables will seat {}",
                            s.table_size,
                            entry.name,
                            crate::words::count(u64::from(size.deck), "card", "cards"),
                            s.seats()
                        ),
                    );
                }
            }
            Err(_) if game.catalog.is_some() => sink.warn(
                game_at,
                format!(
                    "game `{}` names catalog entry `{key}`, which is not in the catalog; its rule card will say so",
                    game.id
                ),
            ),
            // A game with no link prints no rules on its card: say so, and name
            // the entry its name finds.
            Err(_) => sink.warn(
                game_at,
                match catalog.find(&game.name).or_else(|| catalog.find(&game.id)) {
                    Some(found) => format!(
                        "game `{}` is not linked to the catalog: add catalog = \"{}\" ({}) so its rule card prints its rules",
                        game.id, found.id, found.name
                    ),
                    None => format!(
                        "game `{}` is not linked to the catalog and no catalog game is called {:?}: its rule card will have no rules",
                        game.id, game.name
                    ),
                },
            ),
        }
    }
}

/// The games whose declared family contradicts their catalog entry (the game is
/// dealt as its catalog entry is; a structure that says otherwise would print one game's
/// rules for another), each reported once at its own `[[games]]` entry. Their levels are
/// not derived: every one would be refused for the same wrong family.
pub(super) fn family_conflicts(
    sink: &mut Sink,
    games: &[super::Game],
    games_at: &[usize],
) -> Vec<String> {
    let catalog = Catalog::shared();
    let mut wrong = Vec::new();
    for (i, game) in games.iter().enumerate() {
        let key = game.catalog.as_deref().unwrap_or(&game.id);
        if let Ok((entry, _)) = catalog.resolve(key)
            && let Some(family) = entry.structure_family()
            && family != game.family
        {
            sink.error(
                games_at.get(i).copied().unwrap_or(0),
                format!(
                    "game `{}` is declared family = \"{}\", but its catalog entry {} is a {} game",
                    game.id,
                    family_word(game.family),
                    entry.name,
                    family_word(family)
                ),
            );
            wrong.push(game.id.clone());
        }
    }
    wrong
}

/// A family as the file spells it.
fn family_word(f: super::Family) -> &'static str {
    match f {
        super::Family::Flop => "flop",
        super::Family::Draw => "draw",
        super::Family::Stud => "stud",
    }
}
