//! The judge's data-driven showdowns, kept as data in `cases/*.toml` and run here through
//! `judge_tests::check`: one test per file, every case of it checked on its own (a failing
//! case does not hide the ones after it), each failure reported by its file and name.
//!
//! A file is a list of `[[case]]` tables, with the keys:
//!
//! - `name`: what the case shows, "game: what happens", unique in its file;
//! - `why`: the explanation, the rule behind the expectation;
//! - `game`: the game as the judge is asked for it (a catalog key or a name);
//! - `board` (optional): the board as dealt, a layout's parts separated by `|`;
//! - `hands`: "Ann: As Kd ... / Bob (high) [300]: ...", where `(way)` is a declaration and
//!   `[chips]` what the player put in;
//! - `pot`: every chip in the middle (0: none given, the pot is what was put in);
//! - `chip`: the smallest chip in play;
//! - `button` (optional): the player on the button;
//! - `parts` (optional): the parts played this hand, for a game whose parts depend on it;
//! - `qualifier` (optional): the number an X-or-better low must be, as rolled;
//! - `wild` (optional): the wild ranks or cards of this hand;
//! - `want`: each player's total, in the judge's order, "Ann 550, Bob 525";
//! - `rule`: where the rule is written;
//! - `words` (optional): `{ part, player, says }`, the words a player's hand must be
//!   given in a part.

use super::judge::{Judgement, judge};
use super::judge_tests::{Case, check, request};
use crate::catalog::Catalog;
use serde::Deserialize;
use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    case: Vec<FileCase>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileCase {
    name: String,
    why: String,
    game: String,
    #[serde(default)]
    board: String,
    hands: String,
    pot: u64,
    chip: u64,
    button: Option<String>,
    #[serde(default)]
    parts: Vec<String>,
    qualifier: Option<u8>,
    #[serde(default)]
    wild: String,
    want: String,
    rule: String,
    #[serde(default)]
    words: Vec<Words>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    part: String,
    player: String,
    says: String,
}

impl FileCase {
    /// Calls `f` with the case as `judge_tests` writes one.
    fn with<R>(&self, f: impl FnOnce(&Case) -> R) -> R {
        let parts: Vec<&str> = self.parts.iter().map(String::as_str).collect();
        let words: Vec<(&str, &str, &str)> = self
            .words
            .iter()
            .map(|w| (w.part.as_str(), w.player.as_str(), w.says.as_str()))
            .collect();
        f(&Case {
            game: &self.game,
            board: &self.board,
            hands: &self.hands,
            pot: self.pot,
            chip: self.chip,
            button: self.button.as_deref(),
            parts: &parts,
            x: self.qualifier,
            wild: &self.wild,
            want: &self.want,
            words: &words,
            rule: &self.rule,
        })
    }
}

/// Every fixture file, embedded, with its test.
macro_rules! case_files {
    ($($test:ident: $file:literal,)*) => {
        const FILES: &[(&str, &str)] = &[$(($file, include_str!(concat!("cases/", $file))),)*];
        $(
            #[test]
            fn $test() {
                run($file);
            }
        )*
    };
}

case_files! {
    worked_examples: "worked_examples.toml",
    split_games: "split_games.toml",
    more_split_games: "more_split_games.toml",
    split_game_edges: "split_game_edges.toml",
    side_pots: "side_pots.toml",
    face_hands: "face_hands.toml",
    mexican_poker: "mexican_poker.toml",
    chicagos: "chicagos.toml",
    jackal: "jackal.toml",
}

/// The cases of `file`, or a panic naming the file and where toml stopped reading it.
fn parse(file: &str, text: &str) -> Vec<FileCase> {
    toml::from_str::<File>(text)
        .unwrap_or_else(|e| panic!("{file}: {e}"))
        .case
}

fn cases(file: &str) -> Vec<FileCase> {
    let (_, text) = FILES
        .iter()
        .find(|(f, _)| *f == file)
        .unwrap_or_else(|| panic!("no case file {file}"));
    parse(file, text)
}

/// What a caught panic said.
fn message(payload: Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "(a panic without a message)".into())
}

/// Checks every case of `file`, then fails once with every case that failed.
fn run(file: &str) {
    let cases = cases(file);
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| {
            catch_unwind(AssertUnwindSafe(|| c.with(check)))
                .err()
                .map(|e| format!("{file}: case \"{}\" ({}): {}", c.name, c.rule, message(e)))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

/// The judgement of the case `name` of `file`, for a test that looks past the shares.
pub(super) fn judged(file: &str, name: &str) -> Judgement {
    let cases = cases(file);
    let c = cases
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("{file}: no case {name}"));
    c.with(|c| judge(Catalog::shared(), &request(c)))
        .unwrap_or_else(|e| panic!("{file}: case {name}: {e}"))
}

/// Every file listed reads and holds cases each named once (that every file in `cases/`
/// is listed is checked from outside the core, which reads no files:
/// `tests/it/showdown_case_files.rs`).
#[test]
fn every_case_file_is_run_and_names_each_case_once() {
    for (file, text) in FILES {
        let cases = parse(file, text);
        assert!(!cases.is_empty(), "{file} has no case");
        let mut seen = HashSet::new();
        for c in &cases {
            assert!(
                !c.name.trim().is_empty() && !c.why.trim().is_empty(),
                "{file}: a case without a name or why"
            );
            assert!(seen.insert(&c.name), "{file}: two cases named {}", c.name);
        }
    }
}

/// A file toml cannot read fails with its name and the line and column it stopped at.
#[test]
fn a_malformed_case_file_names_itself_and_the_line() {
    let text = "[[case]]\nname = \"a\"\nwhy = \"b\"\npot = \"ten\"\n";
    let got = message(catch_unwind(|| parse("broken.toml", text).len()).unwrap_err());
    assert!(got.starts_with("broken.toml: "), "{got}");
    assert!(got.contains("line 4, column 7"), "{got}");
}
