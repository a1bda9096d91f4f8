//! The catalog as a flat list for shells (`felt games`, the API): one row per game.

use super::{Catalog, CatalogFamily, table_size};
use crate::structure::{Betting, Family};
use serde::{Deserialize, Serialize};

/// How the table size check treats draws, for anyone printing the limit.
pub const TABLE_SIZE_RULE: &str = "players-per-table limit: every card dealt to the players and the board plus one burn before each later street; draw replacements are not counted (discards are reshuffled when the stub runs short); stud-like games show the larger table allowed by one community card on the last street; capped at 10 seats";

/// One game of the catalog, summarised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GameListing {
    pub id: String,
    pub name: String,
    pub family: CatalogFamily,
    /// Largest table where every card can be dealt (default edition).
    pub max_players: u8,
    /// Largest table with the community card rule, for stud-like games.
    pub max_with_community_card: Option<u8>,
    /// Edition keys, default first.
    pub editions: Vec<String>,
    /// Other names the game goes by, for finding it by any of them.
    pub aliases: Vec<String>,
    /// Editions with a name of their own (a home game's variations), to find by name.
    pub variations: Vec<Variation>,
    /// The betting limit the game is usually spread at.
    pub usual_betting: Betting,
    /// What a structure file's `[[games]]` entry says of it (`family`): the stakes that
    /// fit its forced bets; None for a game that picks another game each hand.
    pub structure_family: Option<Family>,
}

/// An edition that goes by its own name: `anaconda@santa-cruz`, "Santa Cruz Eight-toed
/// Salamander".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Variation {
    /// The catalog key that selects it.
    pub key: String,
    pub name: String,
}

/// Every game of the catalog, in id order.
pub fn listing(catalog: &Catalog) -> Vec<GameListing> {
    let mut rows: Vec<GameListing> = catalog
        .games()
        .iter()
        .map(|g| {
            let t = table_size(&g.editions[0], catalog);
            GameListing {
                id: g.id.clone(),
                name: g.name.clone(),
                family: g.family,
                max_players: t.max_players,
                max_with_community_card: t.max_with_community_card,
                editions: g.edition_keys(),
                aliases: g.aliases.clone(),
                variations: g
                    .editions
                    .iter()
                    .filter_map(|e| {
                        let name = e.name.as_ref().filter(|n| **n != g.name)?;
                        Some(Variation {
                            key: format!("{}@{}", g.id, e.id),
                            name: name.clone(),
                        })
                    })
                    .collect(),
                usual_betting: g.usual_betting,
                structure_family: g.structure_family(),
            }
        })
        .collect();
    rows.sort_by(|a, b| a.id.cmp(&b.id));
    rows
}
