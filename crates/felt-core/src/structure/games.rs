//! The games of a structure file (`[[games]]`), its rotation and its chip set
//! (`[[chips]]`): each declared once, each reference to a game checked against them.

use super::diagnostic::Sink;
use super::model::*;
use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawGame {
    pub(super) id: Spanned<String>,
    pub(super) name: String,
    pub(super) family: Family,
    pub(super) betting: Betting,
    pub(super) catalog: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawChip {
    pub(super) value: Spanned<u64>,
    pub(super) color: String,
}

pub(super) fn build_games(sink: &mut Sink, raw: &[Spanned<RawGame>]) -> Vec<Game> {
    let mut games: Vec<Game> = Vec::new();
    for g in raw {
        let r = g.get_ref();
        let id = r.id.get_ref().trim().to_string();
        if id.is_empty() {
            sink.error(r.id.span().start, "a game needs a non-empty id");
        } else if games.iter().any(|x| x.id == id) {
            sink.error(
                r.id.span().start,
                format!("game id `{id}` is declared twice"),
            );
        }
        games.push(Game {
            id,
            name: r.name.clone(),
            family: r.family,
            betting: r.betting,
            catalog: r.catalog.clone(),
        });
    }
    games
}

/// The rotation of games: the one listed (each id declared), the only game, or none when
/// the structure declares several games and no rotation. `levels_at` is where the levels
/// begin, pointed at when the structure declares no game at all.
pub(super) fn build_rotation(
    sink: &mut Sink,
    rotation: Option<&Spanned<Vec<Spanned<String>>>>,
    levels_at: usize,
    games: &[Game],
) -> Vec<String> {
    match rotation {
        Some(rot) => {
            if rot.get_ref().is_empty() {
                sink.error(
                    rot.span().start,
                    "rotation is empty: list at least one game id",
                );
            }
            for id in rot.get_ref() {
                if !games.iter().any(|g| &g.id == id.get_ref()) {
                    sink.error(id.span().start, unknown_game(id.get_ref(), games));
                }
            }
            rot.get_ref().iter().map(|s| s.get_ref().clone()).collect()
        }
        None if games.len() == 1 => vec![games[0].id.clone()],
        None if games.is_empty() => {
            // Point at the levels that need a game, the nearest thing to what is missing.
            sink.error(levels_at, NO_GAME);
            Vec::new()
        }
        None => Vec::new(),
    }
}

/// A file with no game, as the file checker says it (the editor says it in its own words:
/// `draft::check_with`).
pub const NO_GAME: &str = "the structure declares no game: add a [[games]] table";

pub(super) fn unknown_game(id: &str, games: &[Game]) -> String {
    let known: Vec<&str> = games.iter().map(|g| g.id.as_str()).collect();
    format!(
        "unknown game `{id}`; the declared games are: {}",
        known.join(", ")
    )
}

pub(super) fn build_chips(sink: &mut Sink, raw: &[Spanned<RawChip>]) -> Vec<Chip> {
    let mut chips: Vec<Chip> = Vec::new();
    for c in raw {
        let r = c.get_ref();
        let value = *r.value.get_ref();
        if value == 0 {
            sink.error(r.value.span().start, "a chip must be worth more than 0");
        } else if chips.iter().any(|x| x.value == value) {
            sink.error(
                r.value.span().start,
                format!("chip value {value} is listed twice"),
            );
        }
        chips.push(Chip {
            value,
            color: r.color.clone(),
        });
    }
    chips.sort_by_key(|c| c.value);
    chips
}
