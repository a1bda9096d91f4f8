//! The refusals of the rules' calculators and of a dealer's-choice night, every variant
//! of each, said in the pseudo-language from the message files; English is what it
//! always was, and the most common are checked in German and French.

use super::refusal_tests::check_pseudo;
use super::{Language, Locale, Speak};
use crate::night::{NightError, NightLimit};
use crate::text::{NameFault, Unwanted};

fn name_fault() -> NameFault {
    NameFault {
        shown: "Ann<U+202E>Lee".into(),
        position: 4,
        code: 0x202E,
        what: Unwanted::Direction,
    }
}

/// Which variant `e` is, by an exhaustive match: a variant added without a sample below
/// fails to compile here first.
fn night_variant(e: &NightError) -> usize {
    use NightError as N;
    match e {
        N::NotOpen => 0,
        N::AlreadyOpen => 1,
        N::NoTitle => 2,
        N::TooFewPlayers => 3,
        N::OverLimit { .. } => 4,
        N::DuplicatePlayer(_) => 5,
        N::BlankPlayer => 6,
        N::NameCharacter(_) => 7,
        N::NoSuchPlayer(_) => 8,
        N::AlreadySeated(_) => 9,
        N::UnknownGame(_) => 10,
        N::NoStartingLimit => 11,
        N::LimitsOutOfOrder => 12,
        N::ZeroAmount => 13,
        N::DealerKnown(_) => 14,
        N::NoDealer => 15,
        N::NewGameUnexplained => 16,
        N::DealtIn { .. } => 17,
        N::ZeroMoney(_) => 18,
        N::CashedOut(_) => 19,
        N::CashedOutAndLeft(_) => 20,
        N::NothingBought(_) => 21,
        N::Ended => 22,
        N::LastPlayers => 23,
        N::NoSeed => 24,
        N::UndoInLog => 25,
        N::NothingToUndo => 26,
    }
}

fn night_errors() -> Vec<NightError> {
    use NightError as N;
    let tim = || "Tim".to_string();
    let mut v = vec![
        N::NotOpen,
        N::AlreadyOpen,
        N::NoTitle,
        N::TooFewPlayers,
        N::DuplicatePlayer(tim()),
        N::BlankPlayer,
        N::NameCharacter(name_fault()),
        N::NoSuchPlayer(tim()),
        N::AlreadySeated(tim()),
        N::UnknownGame("go-fish".into()),
        N::NoStartingLimit,
        N::LimitsOutOfOrder,
        N::ZeroAmount,
        N::DealerKnown(tim()),
        N::NoDealer,
        N::NewGameUnexplained,
        N::DealtIn {
            dealt_in: 1,
            seated: 0,
        },
        N::DealtIn {
            dealt_in: 7,
            seated: 5,
        },
        N::ZeroMoney(tim()),
        N::CashedOut(tim()),
        N::CashedOutAndLeft(tim()),
        N::NothingBought(tim()),
        N::Ended,
        N::LastPlayers,
        N::NoSeed,
        N::UndoInLog,
        N::NothingToUndo,
    ];
    for what in [
        NightLimit::NameChars,
        NightLimit::TitleChars,
        NightLimit::Players,
        NightLimit::PlayersWithOneMore,
        NightLimit::HouseGames,
        NightLimit::LimitSteps,
    ] {
        v.push(N::OverLimit {
            what,
            given: 41,
            limit: 40,
        });
    }
    v
}

/// Every sample's variants are all there, once or more.
fn covered(n: usize, seen: impl Iterator<Item = usize>, what: &str) {
    let mut seen: Vec<usize> = seen.collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..n).collect::<Vec<_>>(),
        "{what}: a variant without a sample"
    );
}

#[test]
fn every_refusal_of_a_night_and_the_calculators_is_said_from_the_messages() {
    let night = night_errors();
    covered(27, night.iter().map(night_variant), "NightError");
    for e in &night {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
}

/// English is what these refusals always said.
#[test]
fn the_calculators_and_a_night_refuse_in_english_as_they_always_did() {
    let night: Vec<String> = night_errors().iter().map(ToString::to_string).collect();
    let want = [
        "the night must open first",
        "the night is already open",
        "a night needs a title",
        "a night needs at least two players",
        "Tim is listed twice",
        "a player needs a name",
        "the name \"Ann<U+202E>Lee\" has a right-to-left or left-to-right override or mark at character 4 (U+202E): type the name again without it",
        "no player called Tim is at this night",
        "Tim is already seated",
        "the house list names go-fish, which is not in the game catalog",
        "the limit schedule needs a first limit, from the start of the night",
        "limit steps must be in time order, each later than the one before",
        "a limit, a buy-in and the ladder's step must be more than zero",
        "the first dealer has already been found (Tim)",
        "find the first dealer before the first call",
        "a new game needs a name and its rules",
        "1 player dealt in, but only 0 are seated",
        "7 players dealt in, but only 5 are seated",
        "an amount of money must be more than zero (for Tim)",
        "Tim has already cashed out",
        "Tim has cashed out and left the table: seat them again (sits again) before they buy back in",
        "Tim has bought no chips, so has nothing to cash out",
        "the night has ended",
        "two players must stay seated for a deal",
        "the first-dealer draw needs its seed",
        "an undo names a logged action; it is not applied to the night itself",
        "there is nothing to undo since the night opened",
        "a player's name has 41 characters, more than the limit of 40",
        "the title has 41 characters, more than the limit of 40",
        "the night has 41 players, more than the limit of 40",
        "the night would have 41 players, more than the limit of 40",
        "the house list has 41 games, more than the limit of 40",
        "the limit schedule has 41 steps, more than the limit of 40",
    ];
    assert_eq!(night, want);
}

/// The most common of these refusals in German and French.
#[test]
fn a_night_or_a_calculator_refuses_in_the_askers_language() {
    let [de, fr] = [Language::German, Language::French].map(Locale::of);
    let e = NightError::NoSuchPlayer("Tim".into());
    assert_eq!(
        e.speak(de),
        "an diesem Abend spielt niemand namens Tim"
    );
    assert_eq!(
        e.speak(fr),
        "aucun joueur nommé Tim ne participe à cette soirée"
    );
    let e = NightError::CashedOutAndLeft("Tim".into());
    assert_eq!(
        e.speak(fr),
        "Tim a encaissé et quitté la table\u{202f}: rasseyez ce joueur (revient) avant qu’il rachète"
    );
}
