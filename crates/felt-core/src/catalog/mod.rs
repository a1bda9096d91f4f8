//! The game catalog: a structured description of every game in the source rulebooks.
//!
//! The data lives in `structures/games/<id>.toml` and `structures/rotations/<id>.toml`;
//! `build.rs` embeds every file with `include_str!`, so the core reads no file at run
//! time. Files are parsed with `deny_unknown_fields` and cross-checked (ids match file
//! names, edition keys are unique, rotations and pick'em games name real games).
//! Architecture invariant: pure data and arithmetic, no I/O.

mod house;
mod listing;
mod model;
mod points;
mod rotation;
mod table_size;

pub use house::*;
pub use listing::{GameListing, TABLE_SIZE_RULE, Variation, listing};
pub use model::*;
pub use points::{
    ExampleOutcome, Share, SideResult, score as points_score, settle_example, total_label, totals,
};
pub use rotation::{Rotation, RotationGame};
pub use table_size::{MAX_SEATS, TableSize, table_size};

use crate::structure::Family;
use thiserror::Error;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/catalog_files.rs"));
}

/// File names of the embedded game files (for the test that every file is included).
pub fn builtin_game_files() -> impl Iterator<Item = &'static str> {
    embedded::GAME_FILES.iter().map(|(name, _)| *name)
}

/// Why a catalog file or a lookup was rejected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CatalogError {
    #[error("{file}: {message}")]
    Parse { file: String, message: String },
    #[error("{file}: the id `{id}` does not match the file name")]
    IdMismatch { file: String, id: String },
    #[error("game `{0}` is defined twice")]
    DuplicateGame(String),
    #[error("game `{game}` has no editions")]
    NoEditions { game: String },
    #[error("game `{game}` has two editions answering to `{key}`")]
    DuplicateEdition { game: String, key: String },
    #[error("game `{game}` edition `{edition}` has no streets or no showdown parts")]
    EmptyEdition { game: String, edition: String },
    #[error("game `{game}` edition `{edition}`: {problem}")]
    BadExample {
        game: String,
        edition: String,
        problem: String,
    },
    #[error("`{owner}` refers to game `{target}`, which is not in the catalog")]
    UnknownReference { owner: String, target: String },
    #[error("no game `{0}` in the catalog")]
    UnknownGame(String),
    #[error("game `{game}` has no edition `{edition}` (it has: {known})")]
    UnknownEdition {
        game: String,
        edition: String,
        known: String,
    },
}

/// All games and named rotations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalog {
    games: Vec<CatalogGame>,
    rotations: Vec<Rotation>,
}

impl Catalog {
    /// The catalog shipped with Felt. The embedded files are checked by the tests, so a
    /// failure here is a build defect, not user input.
    pub fn builtin() -> Catalog {
        match Catalog::from_files(embedded::GAME_FILES, embedded::ROTATION_FILES) {
            Ok(c) => c,
            Err(e) => panic!("built-in game catalog is invalid: {e}"),
        }
    }

    /// The built-in catalog, parsed once per process and shared.
    pub fn shared() -> &'static Catalog {
        static CATALOG: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
        CATALOG.get_or_init(Catalog::builtin)
    }

    /// Parses and cross-checks catalog files given as (file name, contents).
    pub fn from_files(
        games: &[(&str, &str)],
        rotations: &[(&str, &str)],
    ) -> Result<Catalog, CatalogError> {
        let mut parsed: Vec<CatalogGame> = Vec::new();
        for (file, text) in games {
            let game: CatalogGame = toml::from_str(text).map_err(|e| CatalogError::Parse {
                file: (*file).to_string(),
                message: e.to_string(),
            })?;
            if file.trim_end_matches(".toml") != game.id {
                return Err(CatalogError::IdMismatch {
                    file: (*file).to_string(),
                    id: game.id,
                });
            }
            if parsed.iter().any(|g| g.id == game.id) {
                return Err(CatalogError::DuplicateGame(game.id));
            }
            check_editions(&game)?;
            parsed.push(game);
        }
        let mut rots: Vec<Rotation> = Vec::new();
        for (file, text) in rotations {
            let rot: Rotation = toml::from_str(text).map_err(|e| CatalogError::Parse {
                file: (*file).to_string(),
                message: e.to_string(),
            })?;
            if file.trim_end_matches(".toml") != rot.id {
                return Err(CatalogError::IdMismatch {
                    file: (*file).to_string(),
                    id: rot.id,
                });
            }
            rots.push(rot);
        }
        let catalog = Catalog {
            games: parsed,
            rotations: rots,
        };
        catalog.check_references()?;
        Ok(catalog)
    }

    fn check_references(&self) -> Result<(), CatalogError> {
        for g in &self.games {
            for e in &g.editions {
                for target in &e.choice_of {
                    self.resolve(target)
                        .map_err(|_| CatalogError::UnknownReference {
                            owner: g.id.clone(),
                            target: target.clone(),
                        })?;
                }
            }
        }
        for r in &self.rotations {
            for rg in &r.games {
                self.resolve(&rg.game)
                    .map_err(|_| CatalogError::UnknownReference {
                        owner: r.id.clone(),
                        target: rg.game.clone(),
                    })?;
            }
        }
        Ok(())
    }

    /// Every game, sorted by id.
    pub fn games(&self) -> &[CatalogGame] {
        &self.games
    }

    /// Every named rotation.
    pub fn rotations(&self) -> &[Rotation] {
        &self.rotations
    }

    /// The game with this id.
    pub fn game(&self, id: &str) -> Option<&CatalogGame> {
        self.games.iter().find(|g| g.id == id)
    }

    /// The game a TD means by `text`: its id, name or one of its aliases, in any case and
    /// with spaces, dashes, slashes, dots and apostrophes ignored ("2-7 TD", "27td",
    /// "PLO8", "Big O 8", "hold'em").
    pub fn find(&self, text: &str) -> Option<&CatalogGame> {
        let want = search_key(text);
        if want.is_empty() {
            return None;
        }
        let named = |key: &dyn Fn(&str) -> String, want: &str| {
            self.games.iter().find(|g| {
                key(&g.id) == want
                    || key(&g.name) == want
                    || g.aliases.iter().any(|a| key(a) == want)
            })
        };
        // As written first; then as a floor says it ("Omaha Hi-Lo 8" is Omaha High/Low).
        named(&search_key, &want).or_else(|| named(&floor_key, &floor_key(text)))
    }

    /// The catalog key a TD means by `text`: a game as [`Catalog::find`] finds it (its
    /// default edition, `anaconda`), or an edition by its own name
    /// ("Santa Cruz Eight-toed Salamander" is `anaconda@santa-cruz`), or a key as typed.
    pub fn find_key(&self, text: &str) -> Option<String> {
        if let Ok((g, e)) = self.resolve(text.trim()) {
            return Some(if text.contains('@') {
                format!("{}@{}", g.id, e.id)
            } else {
                g.id.clone()
            });
        }
        let want = search_key(text);
        if want.is_empty() {
            return None;
        }
        // An edition's own alias first ("Omana" is the Regulars' Omaha), then a game,
        // then an edition by its name.
        let edition = |named: &dyn Fn(&Edition) -> bool, skip: usize| {
            self.games.iter().find_map(|g| {
                g.editions
                    .iter()
                    .skip(skip)
                    .find(|e| named(e))
                    .map(|e| format!("{}@{}", g.id, e.id))
            })
        };
        let by_alias = |e: &Edition| e.aliases.iter().any(|a| search_key(a) == want);
        let by_name = |e: &Edition| e.name.as_deref().is_some_and(|n| search_key(n) == want);
        if let Some(key) = edition(&by_alias, 0) {
            return Some(key);
        }
        if let Some(g) = self.find(text) {
            return Some(g.id.clone());
        }
        if let Some(key) = edition(&by_name, 1) {
            return Some(key);
        }
        // A name with a note in brackets, "Night Baseball (no-peekie)": the name alone.
        let bare = text.split('(').next().unwrap_or_default();
        if bare.len() < text.len() && !search_key(bare).is_empty() {
            return self.find_key(bare);
        }
        None
    }

    /// The rotation with this id.
    pub fn rotation(&self, id: &str) -> Option<&Rotation> {
        self.rotations.iter().find(|r| r.id == id)
    }

    /// A game and edition from a key: `chowaha` (default edition) or `chowaha@2011`.
    pub fn resolve(&self, key: &str) -> Result<(&CatalogGame, &Edition), CatalogError> {
        let (id, edition) = match key.split_once('@') {
            Some((id, ed)) => (id, Some(ed)),
            None => (key, None),
        };
        let game = self
            .game(id)
            .ok_or_else(|| CatalogError::UnknownGame(id.to_string()))?;
        match edition {
            None => Ok((game, &game.editions[0])),
            Some(ed) => {
                game.edition(ed)
                    .map(|e| (game, e))
                    .ok_or_else(|| CatalogError::UnknownEdition {
                        game: game.id.clone(),
                        edition: ed.to_string(),
                        known: game.edition_keys().join(", "),
                    })
            }
        }
    }
}

fn check_editions(game: &CatalogGame) -> Result<(), CatalogError> {
    if game.editions.is_empty() {
        return Err(CatalogError::NoEditions {
            game: game.id.clone(),
        });
    }
    let keys = game.edition_keys();
    for (i, k) in keys.iter().enumerate() {
        if keys[..i].contains(k) {
            return Err(CatalogError::DuplicateEdition {
                game: game.id.clone(),
                key: k.clone(),
            });
        }
    }
    for e in &game.editions {
        let partless = matches!(
            e.showdown.kind,
            ShowdownKind::AsChosenGame | ShowdownKind::FirstOut
        );
        if e.streets.is_empty() || (e.showdown.parts.is_empty() && !partless) {
            return Err(CatalogError::EmptyEdition {
                game: game.id.clone(),
                edition: e.id.clone(),
            });
        }
        for x in &e.examples {
            settle_example(e, x).map_err(|problem| CatalogError::BadExample {
                game: game.id.clone(),
                edition: e.id.clone(),
                problem,
            })?;
        }
    }
    Ok(())
}

impl CatalogGame {
    /// The edition answering to `key` (its id or one of its `also` keys).
    pub fn edition(&self, key: &str) -> Option<&Edition> {
        self.editions
            .iter()
            .find(|e| e.id == key || e.also.iter().any(|a| a == key))
    }

    /// Every key that selects an edition, default edition first.
    pub fn edition_keys(&self) -> Vec<String> {
        self.editions
            .iter()
            .flat_map(|e| std::iter::once(e.id.clone()).chain(e.also.iter().cloned()))
            .collect()
    }

    /// The structure family whose stakes fit this game, from its forced bets: antes give
    /// stud stakes; blinds give draw stakes when the game draws, flop stakes otherwise
    /// (so blind-stud games such as Mississippi Stud map to `Flop`). A home game whose
    /// dealer pays for the table takes its own family's stakes. `None` for a game that
    /// picks another game each hand and for one not dealt as flop, draw or stud.
    pub fn structure_family(&self) -> Option<Family> {
        let e = &self.editions[0];
        if matches!(self.family, CatalogFamily::Mixed | CatalogFamily::Other) {
            return None;
        }
        Some(match e.forced {
            ForcedBets::AntesBringIn { .. } | ForcedBets::AntesHighCardOpens => Family::Stud,
            ForcedBets::DealerPays | ForcedBets::EveryonePays => match self.family {
                CatalogFamily::Stud => Family::Stud,
                CatalogFamily::Draw => Family::Draw,
                _ => Family::Flop,
            },
            ForcedBets::Blinds if self.family == CatalogFamily::Draw => Family::Draw,
            ForcedBets::Blinds => Family::Flop,
        })
    }
}

/// Whether the catalog game (or `game@edition`) that `key` names is a stud game with no
/// bring-in, whose high card showing opens for the small or the big bet (Mexican Poker).
/// False for a key the catalog does not know.
pub fn high_card_opens(key: &str) -> bool {
    Catalog::shared()
        .resolve(key)
        .is_ok_and(|(_, e)| matches!(e.forced, ForcedBets::AntesHighCardOpens))
}

#[cfg(test)]
mod house_tests;
#[cfg(test)]
mod tests;

/// How a game's name or alias is compared with what a TD types: letters and digits only,
/// in lower case.
pub fn search_key(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// [`search_key`] with the ways a floor names a split game made one: "high" and "low"
/// as "hi" and "lo", "eight-or-better" and "8-or-better" as "8", and a high-low game's
/// trailing 8 dropped ("Omaha Hi-Lo 8", "Omaha Hi/Lo 8-or-better" and "Omaha High/Low"
/// are one game; "Omaha/8" keeps its 8).
pub fn floor_key(text: &str) -> String {
    let k = search_key(text)
        .replace("eightorbetter", "8")
        .replace("8orbetter", "8")
        .replace("high", "hi")
        .replace("low", "lo");
    match k.strip_suffix("hilo8") {
        Some(head) => format!("{head}hilo"),
        None => k,
    }
}
