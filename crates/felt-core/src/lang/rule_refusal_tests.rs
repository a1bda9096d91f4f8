//! The refusals of the rules' calculators and of a dealer's-choice night, every variant
//! of each, said in the pseudo-language from the message files; English is what it
//! always was, and the most common are checked in German and French.

use super::refusal_tests::check_pseudo;
use super::{Language, Locale, Speak};
use crate::night::{NightError, NightLimit};
use crate::rules::ante::AnteError;
use crate::rules::chip_race::{Card, ChipRaceError, Suit};
use crate::rules::deal::DealError;
use crate::rules::limits::{OverLimit, Unit};
use crate::rules::payout::{PayoutError, SatelliteError};
use crate::structure::paytables::PaytableError;
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

fn over_limit() -> OverLimit {
    OverLimit::Count {
        field: "stacks",
        given: 20_000,
        limit: 10_000,
        noun: Unit::Players,
    }
}

fn chip_race_variant(e: &ChipRaceError) -> usize {
    use ChipRaceError as C;
    match e {
        C::ZeroChip { .. } => 0,
        C::NotAMultiple { .. } => 1,
        C::NoSeats => 2,
        C::UnknownCard { .. } => 3,
        C::DuplicateCard { .. } => 4,
        C::WrongCardCount { .. } => 5,
        C::TooManyCards(_) => 6,
        C::CardsWithRound(_) => 7,
        C::SeatListCount { .. } => 8,
        C::SeatCardCount { .. } => 9,
        C::Limit(_) => 10,
    }
}

fn chip_race_errors() -> Vec<ChipRaceError> {
    use ChipRaceError as C;
    let card = Card {
        rank: 12,
        suit: Suit::Spades,
    };
    let mut v = vec![
        C::ZeroChip {
            remove: 0,
            next: 5000,
        },
        C::NotAMultiple {
            remove: 2500,
            next: 1000,
        },
        C::NoSeats,
        C::UnknownCard {
            seat: 3,
            text: "Zz".into(),
        },
        C::DuplicateCard {
            seat: 3,
            card,
            first_seat: 1,
        },
        C::TooManyCards(53),
        C::TooManyCards(1),
        C::CardsWithRound(4),
        C::SeatListCount {
            expected: 9,
            found: 8,
        },
        C::SeatListCount {
            expected: 9,
            found: 1,
        },
        C::Limit(over_limit()),
    ];
    for (expected, found) in [(0, 0), (0, 1), (1, 0), (1, 3), (3, 1), (2, 5)] {
        v.push(C::SeatCardCount {
            seat: 4,
            expected,
            found,
        });
    }
    v.push(C::WrongCardCount {
        expected: 4,
        found: 3,
        leftovers: vec![(1, 3), (2, 1)],
    });
    v.push(C::WrongCardCount {
        expected: 1,
        found: 3,
        leftovers: vec![],
    });
    v
}

fn deal_variant(e: &DealError) -> usize {
    use DealError as D;
    match e {
        D::NoPlayers => 0,
        D::ZeroStack { .. } => 1,
        D::TooManyPrizes { .. } => 2,
        D::TooManyForExact { .. } => 3,
        D::TooFewSamples { .. } => 4,
        D::SaversAboveFirst { .. } => 5,
        D::SaverPlace { .. } => 6,
        D::PlayForAboveFirst { .. } => 7,
        D::PrizesOutOfOrder { .. } => 8,
        D::TooManyDraws { .. } => 9,
        D::Limit(_) => 10,
    }
}

fn deal_errors() -> Vec<DealError> {
    use DealError as D;
    vec![
        D::NoPlayers,
        D::ZeroStack { player: 3 },
        D::TooManyPrizes {
            prizes: 4,
            players: 3,
        },
        D::TooManyPrizes {
            prizes: 2,
            players: 1,
        },
        D::TooManyForExact {
            players: 12,
            limit: 10,
        },
        D::TooFewSamples { samples: 1 },
        D::SaversAboveFirst {
            savers: 50_000,
            first: 40_000,
        },
        D::SaverPlace {
            place: 5,
            players: 4,
        },
        D::PlayForAboveFirst {
            play_for: 50_000,
            first: 40_000,
        },
        D::PrizesOutOfOrder {
            place: 3,
            prize: 5000,
            above: 4000,
        },
        D::TooManyDraws {
            samples: 1_000_000,
            players: 100,
            most: 500_000,
        },
        D::TooManyDraws {
            samples: 1,
            players: 1,
            most: 1,
        },
        D::Limit(over_limit()),
    ]
}

fn paytable_variant(e: &PaytableError) -> usize {
    use PaytableError as P;
    match e {
        P::Toml(_) => 0,
        P::NoRows => 1,
        P::EmptyRange { .. } => 2,
        P::NotContiguous { .. } => 3,
        P::BadSum { .. } => 4,
        P::Increasing { .. } => 5,
        P::TooManyPlaces { .. } => 6,
        P::SharesAndAmounts { .. } => 7,
        P::ZeroAmount { .. } => 8,
        P::Unknown { .. } => 9,
    }
}

fn paytable_errors() -> Vec<PaytableError> {
    use PaytableError as P;
    vec![
        P::Toml("expected `=`, found newline at line 3".into()),
        P::NoRows,
        P::EmptyRange { min: 10, max: 2 },
        P::NotContiguous {
            min: 12,
            max: 20,
            expected: 11,
        },
        P::NotContiguous {
            min: 2,
            max: 20,
            expected: 1,
        },
        P::BadSum {
            min: 2,
            max: 9,
            sum: 9999,
        },
        P::Increasing {
            min: 2,
            max: 9,
            place: 3,
            above: 2,
        },
        P::TooManyPlaces {
            min: 2,
            max: 9,
            places: 3,
        },
        P::TooManyPlaces {
            min: 1,
            max: 9,
            places: 2,
        },
        P::SharesAndAmounts { min: 2, max: 9 },
        P::ZeroAmount {
            min: 2,
            max: 9,
            place: 2,
        },
        P::Unknown {
            name: "wsop".into(),
            known: "standard, flat, top-heavy".into(),
        },
    ]
}

fn payout_variant(e: &PayoutError) -> usize {
    use PayoutError as P;
    match e {
        P::NoEntries => 0,
        P::ZeroIncrement => 1,
        P::PaidPlaces { .. } => 2,
        P::PoolTooSmall { .. } => 3,
        P::MinCashTooHigh { .. } => 4,
        P::Limit(_) => 5,
        P::Satellite(_) => 6,
        P::FixedOverPool { .. } => 7,
        P::TopShare { .. } => 8,
    }
}

fn payout_errors() -> Vec<PayoutError> {
    use PayoutError as P;
    vec![
        P::NoEntries,
        P::ZeroIncrement,
        P::PaidPlaces {
            paid: 12,
            entries: 10,
        },
        P::PaidPlaces {
            paid: 1,
            entries: 1,
        },
        P::PoolTooSmall {
            pool: 5000,
            paid: 12,
            increment: 1000,
        },
        P::MinCashTooHigh {
            min_cash: 20_000,
            paid: 10,
            pool: 150_000,
        },
        P::Limit(over_limit()),
        P::Satellite(SatelliteError::NoEntries),
        P::FixedOverPool {
            pool: 6000,
            sum: 9000,
            min: 2,
            max: 7,
        },
        P::TopShare {
            share: 0.25,
            lowest: 0.3,
            highest: 0.512_345,
        },
        P::TopShare {
            share: 1e300,
            lowest: 0.1,
            highest: 0.5,
        },
    ]
}

fn satellite_variant(e: &SatelliteError) -> usize {
    use SatelliteError as S;
    match e {
        S::ZeroSeatValue { .. } => 0,
        S::NoEntries => 1,
        S::MorePlacesThanEntries { .. } => 2,
        S::Limit(_) => 3,
    }
}

fn satellite_errors() -> Vec<SatelliteError> {
    use SatelliteError as S;
    vec![
        S::ZeroSeatValue {
            event: "Main Event".into(),
        },
        S::NoEntries,
        S::MorePlacesThanEntries {
            pool: 100_000,
            seat_value: 10_000,
            cash: 0,
            places: 10,
            entries: 9,
        },
        S::MorePlacesThanEntries {
            pool: 100_000,
            seat_value: 60_000,
            cash: 40_000,
            places: 2,
            entries: 1,
        },
        S::Limit(over_limit()),
    ]
}

fn ante_variant(e: &AnteError) -> usize {
    use AnteError as A;
    match e {
        A::TooFewPlayers(_) => 0,
        A::EmptyStack => 1,
        A::SmallBlindAboveBigBlind { .. } => 2,
        A::NoBigBlind => 3,
        A::NoSuchLevel { .. } => 4,
        A::NoBigBlindAnte { .. } => 5,
        A::Limit(_) => 6,
    }
}

fn ante_errors() -> Vec<AnteError> {
    use AnteError as A;
    vec![
        A::TooFewPlayers(1),
        A::EmptyStack,
        A::SmallBlindAboveBigBlind {
            small_blind: 3000,
            big_blind: 2000,
        },
        A::NoBigBlind,
        A::NoSuchLevel {
            level: 30,
            last: 24,
        },
        A::NoBigBlindAnte {
            level: 4,
            game: "Pot-Limit Omaha".into(),
            stakes: super::Phrase::new("stakes-text-blinds")
                .figure("sb", 1000)
                .figure("bb", 2000),
        },
        A::Limit(over_limit()),
    ]
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
    let deal = deal_errors();
    covered(11, deal.iter().map(deal_variant), "DealError");
    for e in &deal {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let paytable = paytable_errors();
    covered(10, paytable.iter().map(paytable_variant), "PaytableError");
    for e in &paytable {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let payout = payout_errors();
    covered(9, payout.iter().map(payout_variant), "PayoutError");
    for e in &payout {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
        check_pseudo(&e.in_money("EUR"), false, &format!("{e:?} in euros"));
    }
    let satellite = satellite_errors();
    covered(4, satellite.iter().map(satellite_variant), "SatelliteError");
    for e in &satellite {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let ante = ante_errors();
    covered(7, ante.iter().map(ante_variant), "AnteError");
    for e in &ante {
        check_pseudo(&e.phrase(), false, &format!("{e:?}"));
    }
    let chip_race = chip_race_errors();
    covered(11, chip_race.iter().map(chip_race_variant), "ChipRaceError");
    for e in &chip_race {
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
    let said = |v: Vec<String>| v;
    assert_eq!(
        said(chip_race_errors().iter().map(ToString::to_string).collect()),
        CHIP_RACE_ENGLISH
    );
    assert_eq!(
        said(deal_errors().iter().map(ToString::to_string).collect()),
        DEAL_ENGLISH
    );
    assert_eq!(
        said(paytable_errors().iter().map(ToString::to_string).collect()),
        PAYTABLE_ENGLISH
    );
    assert_eq!(
        said(payout_errors().iter().map(ToString::to_string).collect()),
        PAYOUT_ENGLISH
    );
    assert_eq!(
        said(satellite_errors().iter().map(ToString::to_string).collect()),
        SATELLITE_ENGLISH
    );
    assert_eq!(
        said(ante_errors().iter().map(ToString::to_string).collect()),
        ANTE_ENGLISH
    );
    // With the event's currency, as the payouts panel says it.
    assert_eq!(
        PayoutError::FixedOverPool {
            pool: 6000,
            sum: 9000,
            min: 2,
            max: 7,
        }
        .in_money("USD")
        .to_string(),
        "the row for 2-7 entries pays $90 in fixed prizes, more than the pool of $60"
    );
}

/// The most common of these refusals in German and French.
#[test]
fn a_night_or_a_calculator_refuses_in_the_askers_language() {
    let [de, fr] = [Language::German, Language::French].map(Locale::of);
    let e = NightError::NoSuchPlayer("Tim".into());
    assert_eq!(e.speak(de), "an diesem Abend spielt niemand namens Tim");
    assert_eq!(
        e.speak(fr),
        "aucun joueur nommé Tim ne participe à cette soirée"
    );
    let e = NightError::CashedOutAndLeft("Tim".into());
    assert_eq!(
        e.speak(fr),
        "Tim a encaissé et quitté la table\u{202f}: rasseyez ce joueur (revient) avant qu’il rachète"
    );
    let e = ChipRaceError::NotAMultiple {
        remove: 25,
        next: 60,
    };
    assert_eq!(
        e.speak(de),
        "der nächste Chip 60 muss ein größeres Vielfaches des entfernten Chips 25 sein"
    );
    assert_eq!(
        e.speak(fr),
        "le jeton suivant 60 doit être un multiple plus grand du jeton retiré 25"
    );
}

/// What each sample of `chip_race_errors` said before its words moved to the messages.
const CHIP_RACE_ENGLISH: &[&str] = &[
    "chip values must be more than 0 (remove 0, next 5000)",
    "the next chip 1000 must be a larger multiple of the removed chip 2500",
    "the race needs at least one seat",
    "seat 3: `Zz` is not a card (write rank then suit, like As, Td or 9c)",
    "seat 3: Qs was already dealt to seat 1",
    "the race needs 53 cards, more than one 52-card deck",
    "the race needs 1 card, more than one 52-card deck",
    "the round variant deals no cards, but 4 were entered",
    "the cards are listed for 8 seats, but the race has 9",
    "the cards are listed for 1 seat, but the race has 9",
    "stacks lists 20,000 players, more than Felt's limit of 10,000",
    "seat 4 gets no card (one per leftover chip), but none was entered",
    "seat 4 gets no card (one per leftover chip), but 1 was entered",
    "seat 4 gets 1 card (one per leftover chip), but none was entered",
    "seat 4 gets 1 card (one per leftover chip), but 3 were entered",
    "seat 4 gets 3 cards (one per leftover chip), but 1 was entered",
    "seat 4 gets 2 cards (one per leftover chip), but 5 were entered",
    "the race needs 4 cards (seat 1: 3, seat 2: 1), 3 were entered",
    "the race needs 1 card (no seat has leftover chips), 3 were entered",
];

/// What each sample of `deal_errors` said before its words moved to the messages.
const DEAL_ENGLISH: &[&str] = &[
    "a deal needs at least one player",
    "player 3 has no chips; a busted player is not part of a deal",
    "4 prizes were given for only 3 players left",
    "2 prizes were given for only 1 player left",
    "exact ICM handles at most 10 players, not 12",
    "a Monte Carlo estimate needs at least 2 samples, not 1",
    "savers of 50000 are more than first place's 40000",
    "saver for place 5: places left run from 1 to 4",
    "an amount of 50000 to play for is more than first place's 40000",
    "prizes must be listed first place first, each no more than the one before: prize 3 (5000) is more than prize 2 (4000)",
    "an ICM estimate of 1,000,000 samples for 100 players draws 100,000,000 times, more than Felt's limit of 20,000,000: ask for at most 500,000 samples",
    "an ICM estimate of 1 sample for 1 player draws 1 times, more than Felt's limit of 20,000,000: ask for at most 1 sample",
    "stacks lists 20,000 players, more than Felt's limit of 10,000",
];

/// What each sample of `paytable_errors` said before its words moved to the messages.
const PAYTABLE_ENGLISH: &[&str] = &[
    "payout table is not valid TOML: expected `=`, found newline at line 3",
    "payout table has no rows",
    "row for 10-2 entries: the range is empty (min is above max)",
    "row for 12-20 entries: expected it to start at 11 entries",
    "row for 2-20 entries: expected it to start at 1 entry",
    "row for 2-9 entries: shares add up to 9999 basis points, not 10000",
    "row for 2-9 entries: place 3 gets more than place 2",
    "row for 2-9 entries: pays 3 places, more than its 2 entries",
    "row for 1-9 entries: pays 2 places, more than its 1 entry",
    "row for 2-9 entries: give either shares_bp (parts of the pool) or amounts (fixed prizes), not both",
    "row for 2-9 entries: place 2's fixed amount is 0",
    "no payout table named \"wsop\"; known tables: standard, flat, top-heavy",
];

/// What each sample of `payout_errors` said before its words moved to the messages.
const PAYOUT_ENGLISH: &[&str] = &[
    "an event needs at least one entry to pay out",
    "the rounding increment must be at least 1",
    "cannot pay 12 places with 10 entries",
    "cannot pay 1 place with 1 entry",
    "a pool of 5000 cannot pay 12 places at least one increment of 1000 each",
    "a min-cash of 20000 for 10 places is more than the pool of 150000",
    "stacks lists 20,000 players, more than Felt's limit of 10,000",
    "an event needs at least one entry to pay out",
    "the row for 2-7 entries pays 9000 in fixed prizes, more than the pool of 6000",
    "a top share of 0.25 is outside what the pool allows (0.3000 to 0.5123 with these paid places and min-cash)",
    "a top share of 1e300 is outside what the pool allows (0.1000 to 0.5000 with these paid places and min-cash)",
];

/// What each sample of `satellite_errors` said before its words moved to the messages.
const SATELLITE_ENGLISH: &[&str] = &[
    "a satellite seat must be worth at least 1 (target event \"Main Event\")",
    "an event needs at least one entry to pay out",
    "a pool of 100000 pays 10 places (seats worth 10000), more than the 9 entries",
    "a pool of 100000 pays 2 places (seats worth 60000 and 40000 in cash), more than the 1 entry",
    "stacks lists 20,000 players, more than Felt's limit of 10,000",
];

/// What each sample of `ante_errors` said before its words moved to the messages.
const ANTE_ENGLISH: &[&str] = &[
    "a table needs at least 2 players to deal a hand, found 1",
    "the big blind has no chips: a busted player cannot post",
    "the small blind 3000 is larger than the big blind 2000",
    "the big blind must be more than 0",
    "the structure has no level 30 (it has levels 1 to 24)",
    "level 4 (Pot-Limit Omaha) has no big blind ante: Blinds 1,000/2,000",
    "stacks lists 20,000 players, more than Felt's limit of 10,000",
];
