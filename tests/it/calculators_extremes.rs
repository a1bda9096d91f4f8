//! Every floor calculator of `api::calc`, fed extreme values (0, 1, the limits and one past
//! them, u64::MAX, i64::MIN/MAX as text, NaN and infinities, lists up to a bound and one
//! past it). Each call must return within a bounded time without panicking, with either an
//! answer that keeps its invariants or a refusal in words; nothing wraps.
//!
//! The runs are seeded (one fixed seed, no failure file), so every run tries the same
//! cases; the case counts keep the whole file to a few seconds.

use felt::api::calc::{
    self, AnteRequest, ChipRaceRequest, ChipRaceResult, ChopRequest, EnteredCards,
    EventAnteRequest, IcmRequest, PayoutSplit, PayoutsRequest, SeatDraw, SeatDrawRequest,
    ShootoutDraw,
};
use felt::api::{ApiError, Felt, TimeSource};
use felt_core::choice::NamedChoice;
use felt_core::rules::chip_race::RaceVariant;
use felt_core::rules::deal::{DealOutcome, EquityMethod, Saver};
use felt_core::rules::limits::{
    EXACT_ICM_MAX_PLAYERS, MAX_AMOUNT, MAX_CHIPS, MAX_DEAL_PLAYERS, MAX_DRAW_PLAYERS, MAX_ENTRIES,
    MAX_PAID_PLACES, MAX_TABLE_SEATS,
};
use felt_core::rules::payout::{CurveParams, Payout, Paytable};
use felt_core::structure::BigBlindAntePreset;
use felt_core::time::UtcMs;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde_json::{Value, json};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Debug;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// The seed of every run.
const SEED: [u8; 32] = *b"felt issue 13: extreme inputs..!";
/// How long one call may take. The slowest answers at the limits take under a second in
/// a debug build; the bound leaves room for a busy machine and fails a runaway at once.
const TIME_LIMIT: Duration = Duration::from_secs(10);

fn runner(cases: u32) -> TestRunner {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &SEED))
}

/// Runs every case of `strategy` through `check`, which says whether the case was
/// answered (true) or refused; at least a tenth of the cases must be answered, so the
/// invariants are checked on answers and not only refusals seen.
fn run<S: Strategy>(
    cases: u32,
    strategy: S,
    check: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) where
    S::Value: Debug,
{
    let answered = std::cell::Cell::new(0u32);
    let outcome = runner(cases).run(&strategy, |input| {
        if check(input)? {
            answered.set(answered.get() + 1);
        }
        Ok(())
    });
    if let Err(e) = outcome {
        panic!("{e}");
    }
    assert!(
        answered.get() * 10 >= cases,
        "only {} of {cases} cases were answered",
        answered.get()
    );
}

/// `f()` on its own thread: its answer, or a failure when it panics or outlasts
/// [`TIME_LIMIT`].
fn bounded<T: Send + 'static>(
    what: &str,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, TestCaseError> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(std::panic::catch_unwind(AssertUnwindSafe(f)));
    });
    match rx.recv_timeout(TIME_LIMIT) {
        Ok(Ok(answer)) => Ok(answer),
        Ok(Err(_)) => Err(TestCaseError::fail(format!("{what} panicked"))),
        Err(_) => Err(TestCaseError::fail(format!(
            "{what} took more than {TIME_LIMIT:?}"
        ))),
    }
}

/// A refusal is words for the user, never a fault of Felt's; one for a limit names it.
/// False: the case was refused.
fn refusal(e: &ApiError) -> Result<bool, TestCaseError> {
    let message = e.to_string();
    prop_assert!(!message.is_empty());
    prop_assert_ne!(e.code(), "internal", "{}", message);
    if e.code() == "over-limit" {
        prop_assert!(message.contains("Felt's limit"), "{}", message);
    }
    Ok(false)
}

/// Everyday values mostly, extremes often.
fn u64s() -> impl Strategy<Value = u64> + Clone {
    prop_oneof![
        3 => 1u64..1_000_000,
        2 => extreme_u64s(),
    ]
}

fn extreme_u64s() -> impl Strategy<Value = u64> + Clone {
    prop_oneof![
        Just(0u64),
        Just(1),
        Just(2),
        Just(MAX_AMOUNT),
        Just(MAX_AMOUNT + 1),
        Just(u64::MAX - 1),
        Just(u64::MAX),
        1u64..1_000,
        1_000u64..100_000_000,
        any::<u64>(),
    ]
}

fn u32s(limits: &'static [u32]) -> impl Strategy<Value = u32> + Clone {
    let near: Vec<u32> = limits
        .iter()
        .flat_map(|&l| [l.saturating_sub(1), l, l.saturating_add(1)])
        .chain([2, 3])
        .collect();
    prop_oneof![
        Just(0u32),
        Just(1),
        Just(u32::MAX),
        prop::sample::select(near),
        1u32..200,
        any::<u32>(),
    ]
}

fn f64s() -> impl Strategy<Value = f64> + Clone {
    prop_oneof![
        Just(0.0f64),
        Just(-0.0),
        Just(1.0),
        Just(-1.0),
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(f64::MIN_POSITIVE),
        Just(f64::MAX),
        0.0f64..1.0,
    ]
}

/// Lists of `item`, short mostly, sometimes `long` items.
fn lists<T: Debug + Clone + 'static>(
    item: impl Strategy<Value = T> + Clone + 'static,
    short: usize,
    long: usize,
) -> impl Strategy<Value = Vec<T>> {
    prop_oneof![
        4 => prop::collection::vec(item.clone(), 0..=short),
        1 => prop::collection::vec(item, long..=long),
    ]
}

// ---------------------------------------------------------------- payouts

/// A TD's table whose one row pays more places than Felt's limit.
fn wide_table() -> String {
    let places = MAX_PAID_PLACES as usize + 1;
    let mut shares = vec!["0"; places];
    shares[0] = "10000";
    format!(
        "title = \"Wide\"\n[[row]]\nentries = [{places}, {MAX_ENTRIES}]\nshares_bp = [{}]\n",
        shares.join(",")
    )
}

fn splits() -> impl Strategy<Value = PayoutSplit> {
    let names: Vec<String> = Paytable::builtin_names()
        .into_iter()
        .map(String::from)
        .chain(["no-such-table".to_string()])
        .collect();
    let small = "title = \"House\"\nincrement = 100\n[[row]]\nentries = [2, 50]\nshares_bp = [7000, 3000]\n";
    let curve = (
        prop::option::of(u32s(&[MAX_PAID_PLACES])),
        prop::option::of(f64s()),
        prop::option::of(u64s()),
        prop::option::of(u64s()),
    )
        .prop_map(|(paid, top_share, min_cash, buy_in)| {
            PayoutSplit::Curve(CurveParams {
                paid,
                top_share,
                min_cash,
                buy_in,
            })
        });
    prop_oneof![
        prop::sample::select(names).prop_map(|name| PayoutSplit::Table { name }),
        prop_oneof![Just(small.to_string()), Just(wide_table())]
            .prop_map(|text| PayoutSplit::TableToml { text }),
        curve,
        u64s().prop_map(|seat_value| PayoutSplit::Satellite {
            seat_value,
            seat_event: None,
        }),
    ]
}

fn check_payout(req: &PayoutsRequest, p: &Payout) -> Result<(), TestCaseError> {
    let amounts = p.amounts();
    let total: u128 = amounts.iter().map(|&a| u128::from(a)).sum();
    prop_assert_eq!(total, u128::from(req.pool), "the prizes add up to the pool");
    prop_assert!(amounts.windows(2).all(|w| w[0] >= w[1]), "{:?}", amounts);
    prop_assert!(amounts.len() <= req.entries as usize);
    prop_assert!(amounts.len() <= MAX_PAID_PLACES as usize);
    let numbers: Vec<u32> = p.places.iter().map(|p| p.place).collect();
    prop_assert_eq!(numbers, (1..=amounts.len() as u32).collect::<Vec<_>>());
    Ok(())
}

#[test]
fn payouts_answer_or_refuse_whatever_the_input() {
    let requests = (
        u32s(&[MAX_ENTRIES, MAX_PAID_PLACES]),
        u64s(),
        splits(),
        prop::option::of(u64s()),
    )
        .prop_map(|(entries, pool, split, increment)| PayoutsRequest {
            entries,
            pool,
            split,
            increment,
        });
    run(96, requests, |req| {
        let r = req.clone();
        match bounded("payouts", move || calc::payouts(&r))? {
            Ok(p) => check_payout(&req, &p).map(|()| true),
            Err(e) => refusal(&e),
        }
    });
}

// ---------------------------------------------------------------- deals

/// Stacks, prizes, savers, an amount to play for, a seed and a sample count.
type DealInput = (
    Vec<u64>,
    Vec<u64>,
    Vec<Saver>,
    u64,
    Option<u64>,
    Option<u32>,
);

fn savers() -> impl Strategy<Value = Vec<Saver>> {
    prop::collection::vec(
        (u32s(&[]), u64s()).prop_map(|(place, amount)| Saver { place, amount }),
        0..=3,
    )
}

fn deals() -> impl Strategy<Value = DealInput> {
    let samples = prop_oneof![Just(0u32), Just(1), Just(2), 2u32..200, Just(u32::MAX)];
    // An extreme in one list out of two or so.
    let stack = prop_oneof![15 => 1u64..10_000_000, 1 => extreme_u64s()];
    let prize = prop_oneof![15 => 0u64..1_000_000_000, 1 => extreme_u64s()];
    // Prizes in order mostly (as a TD lists them), out of order sometimes.
    // Stacks, and prizes in order mostly (as a TD lists them: one a player, or fewer, or
    // one too many), out of order sometimes.
    let field = move |players: std::ops::RangeInclusive<usize>| {
        let prize = prize.clone();
        prop::collection::vec(stack.clone(), players).prop_flat_map(move |stacks| {
            let n = stacks.len();
            let count = prop_oneof![2 => Just(n), 1 => 0..=n + 1];
            let prizes = count.prop_flat_map({
                let prize = prize.clone();
                move |k| (prop::collection::vec(prize.clone(), k), 0..4u8)
            });
            (Just(stacks), prizes).prop_map(|(stacks, (mut prizes, how))| {
                if how > 0 {
                    prizes.sort_unstable_by(|a, b| b.cmp(a));
                }
                (stacks, prizes)
            })
        })
    };
    let savers = prop_oneof![3 => Just(Vec::new()), 1 => savers()];
    let play_for = prop_oneof![3 => Just(0u64), 1 => u64s()];
    // Exact ICM and every sample count (the default too) for a few players.
    let few = (
        field(0..=8),
        savers.clone(),
        play_for.clone(),
        prop::option::of(any::<u64>()),
        prop::option::of(samples.clone()),
    );
    // Beyond exact ICM, with sample counts the limit allows or refuses.
    let many = (
        field(EXACT_ICM_MAX_PLAYERS + 1..=40),
        savers,
        play_for,
        prop::option::of(any::<u64>()),
        samples.prop_map(Some),
    );
    // The most players a deal takes, and one more.
    let most = prop_oneof![Just(MAX_DEAL_PLAYERS), Just(MAX_DEAL_PLAYERS + 1)].prop_map(|n| {
        let stacks = (1..=n as u64).collect();
        (
            stacks,
            vec![1_000_000, 500_000],
            vec![],
            0,
            Some(7),
            Some(2),
        )
    });
    let flat = |((stacks, prizes), savers, play_for, seed, samples)| {
        (stacks, prizes, savers, play_for, seed, samples)
    };
    prop_oneof![6 => few.prop_map(flat), 3 => many.prop_map(flat), 1 => most]
}

/// The invariants of a deal: one amount per player, the amounts add up to the prizes
/// split, and savers and the amount played for only move money.
fn check_deal(stacks: &[u64], prizes: &[u64], d: &DealOutcome) -> Result<(), TestCaseError> {
    let sum = |v: &[u64]| v.iter().map(|&x| u128::from(x)).sum::<u128>();
    prop_assert_eq!(d.shares.equities.len(), stacks.len());
    prop_assert_eq!(sum(&d.shares.equities), sum(&d.prizes_split));
    prop_assert_eq!(sum(&d.prizes_split) + u128::from(d.play_for), sum(prizes));
    Ok(())
}

#[test]
fn icm_and_chop_answer_or_refuse_whatever_the_input() {
    run(
        64,
        deals(),
        |(stacks, prizes, savers, play_for, seed, samples)| {
            let icm = IcmRequest {
                stacks: stacks.clone(),
                prizes: prizes.clone(),
                savers: savers.clone(),
                play_for,
                seed,
                samples,
            };
            let icm_answered = match bounded("icm", move || calc::icm(&icm))? {
                Ok(d) => {
                    check_deal(&stacks, &prizes, &d)?;
                    let exact = matches!(d.shares.method, EquityMethod::IcmExact);
                    prop_assert_eq!(exact, stacks.len() <= EXACT_ICM_MAX_PLAYERS);
                    true
                }
                Err(e) => refusal(&e)?,
            };
            let chop = ChopRequest {
                stacks: stacks.clone(),
                prizes: prizes.clone(),
                savers,
                play_for,
            };
            let chop_answered = match bounded("chop", move || calc::chop(&chop))? {
                Ok(d) => check_deal(&stacks, &prizes, &d).map(|()| true)?,
                Err(e) => refusal(&e)?,
            };
            // ICM and the chop take the same inputs and refuse alike; only an ICM
            // estimate (beyond the exact limit) reads the sample count.
            if stacks.len() <= EXACT_ICM_MAX_PLAYERS {
                prop_assert_eq!(icm_answered, chop_answered);
            }
            Ok(chop_answered)
        },
    );
}

// ---------------------------------------------------------------- chip race

fn races() -> impl Strategy<Value = ChipRaceRequest> {
    let chips = prop_oneof![
        3 => prop::sample::select(vec![(25u64, 100u64), (100, 500), (5, 25), (1000, 5000), (500, 1000)]),
        1 => (prop_oneof![Just(1u64), Just(MAX_CHIPS), u64s()], prop_oneof![Just(MAX_CHIPS), u64s()]),
    ];
    let seats = usize::from(MAX_TABLE_SEATS);
    let counts = prop_oneof![
        3 => prop::collection::vec(0u64..12, 1..=seats),
        1 => lists(u64s(), seats + 1, 10_000),
    ];
    let cards = prop_oneof![
        3 => Just(None),
        1 => prop::collection::vec(prop::sample::select(vec!["As", "Kd", "2c", "Zz", ""]), 0..=6)
            .prop_map(|c| Some(EnteredCards::InOrder(c.into_iter().map(String::from).collect()))),
    ];
    let others = prop_oneof![
        3 => Just(None),
        1 => prop::collection::vec(prop::option::of(u64s()), 0..=4).prop_map(Some),
    ];
    (
        chips,
        counts,
        others,
        cards,
        prop::option::of(any::<u64>()),
        prop::option::of(prop::sample::select(RaceVariant::ALL.to_vec())),
    )
        .prop_map(
            |((remove, next), counts, others, cards, seed, variant)| ChipRaceRequest {
                remove,
                next,
                counts,
                others,
                cards,
                seed,
                variant,
            },
        )
}

/// Chips are conserved: what was removed comes back as the next chip, give or take the
/// declared rounding and the race-out chips; nothing wraps.
fn check_race(req: &ChipRaceRequest, r: &ChipRaceResult) -> Result<(), TestCaseError> {
    prop_assert_eq!(r.seats.len(), req.counts.len());
    let before: u128 = req
        .counts
        .iter()
        .map(|&c| u128::from(c) * u128::from(req.remove))
        .sum();
    let after: u128 = r
        .seats
        .iter()
        .map(|s| u128::from(s.received) * u128::from(req.next))
        .sum();
    let race_outs = r.seats.iter().filter(|s| s.race_out_chip).count() as i128;
    prop_assert_eq!(u128::from(r.value_before), before);
    prop_assert_eq!(u128::from(r.value_after), after);
    prop_assert_eq!(
        after as i128,
        before as i128 + i128::from(r.rounding) + race_outs * i128::from(req.next)
    );
    Ok(())
}

#[test]
fn chip_races_answer_or_refuse_whatever_the_input() {
    run(96, races(), |req| {
        let r = req.clone();
        match bounded("chip race", move || calc::chip_race(&r, || 42))? {
            Ok(race) => check_race(&req, &race).map(|()| true),
            Err(e) => refusal(&e),
        }
    });
}

/// The chip race's body as the HTTP door reads it, loose JSON with extreme numbers.
#[test]
fn chip_race_bodies_are_read_or_refused_whatever_the_numbers() {
    let number = prop_oneof![
        6 => (0u64..12).prop_map(Value::from),
        1 => extreme_u64s().prop_map(Value::from),
        1 => prop_oneof![Just(i64::MIN), Just(i64::MAX), Just(-1i64)].prop_map(Value::from),
        1 => prop_oneof![Just(1e300f64), Just(-0.5), Just(2.5)].prop_map(Value::from),
        1 => prop_oneof![Just(Value::Null), Just(json!("18446744073709551616"))],
    ];
    let chips = prop_oneof![
        3 => Just((json!(25), json!(100))),
        1 => (number.clone(), number.clone()),
    ];
    let counts = prop_oneof![
        3 => prop::collection::vec((0u64..12).prop_map(Value::from), 1..=8),
        1 => prop::collection::vec(number, 1..=13),
    ];
    let body = (chips, counts).prop_map(
        |((remove, next), counts)| json!({"remove": remove, "next": next, "counts": counts}),
    );
    run(64, body, |body| {
        let b = body.clone();
        let answer = bounded("chip race body", move || {
            ChipRaceRequest::from_json(&b).and_then(|req| {
                let race = calc::chip_race(&req, || 7)?;
                Ok((req, race))
            })
        })?;
        match answer {
            Ok((req, race)) => check_race(&req, &race).map(|()| true),
            Err(e) => refusal(&e),
        }
    });
}

// ---------------------------------------------------------------- seat draw

#[test]
fn seat_draws_answer_or_refuse_whatever_the_input() {
    let requests = (
        u32s(&[MAX_DRAW_PLAYERS]),
        prop_oneof![
            Just(0u8),
            Just(1),
            Just(2),
            Just(9),
            Just(12),
            Just(13),
            Just(u8::MAX)
        ],
        prop::option::of(prop::option::of(u32s(&[])).prop_map(|advance| ShootoutDraw { advance })),
        prop::option::of(any::<u64>()),
    )
        .prop_map(|(players, seats, shootout, seed)| SeatDrawRequest {
            players,
            seats,
            shootout,
            seed,
        });
    run(48, requests, |req| {
        let r = req.clone();
        match bounded("seat draw", move || calc::seat_draw(&r, || 3))? {
            Ok(draw) => check_draw(&req, &draw).map(|()| true),
            Err(e) => refusal(&e),
        }
    });
}

/// Every player is seated once, at tables no bigger than asked.
fn check_draw(req: &SeatDrawRequest, draw: &SeatDraw) -> Result<(), TestCaseError> {
    let mut seen = BTreeSet::new();
    for t in &draw.chart.tables {
        prop_assert!(t.seats.len() <= usize::from(req.seats));
        for s in &t.seats {
            prop_assert!(seen.insert(s.player), "player {} seated twice", s.player);
        }
    }
    prop_assert_eq!(seen.len(), req.players as usize);
    prop_assert!(seen.iter().all(|&p| (1..=req.players).contains(&p)));
    Ok(())
}

// ---------------------------------------------------------------- the ante

fn check_posting(stack: u64, ante: u64, blind: u64, behind: u64) -> Result<(), TestCaseError> {
    let posted = u128::from(ante) + u128::from(blind);
    prop_assert!(posted <= u128::from(stack));
    prop_assert_eq!(u128::from(behind), u128::from(stack) - posted);
    Ok(())
}

#[test]
fn the_floor_ante_answers_or_refuses_whatever_the_input() {
    let blinds = prop_oneof![
        3 => (1u64..1_000_000).prop_map(|bb| (bb / 2, bb)),
        1 => (u64s(), u64s()),
    ];
    let players = prop_oneof![
        3 => 2u8..=12,
        1 => prop_oneof![Just(0u8), Just(1), Just(13), Just(u8::MAX)],
    ];
    let requests = (
        prop::sample::select(BigBlindAntePreset::ALL.to_vec()),
        blinds,
        prop::option::of(u64s()),
        players,
        u64s(),
    )
        .prop_map(
            |(rule, (small_blind, big_blind), ante, players, stack)| AnteRequest {
                rule,
                small_blind,
                big_blind,
                ante,
                table_size: Some(players.max(2)),
                players,
                stack,
            },
        );
    run(96, requests, |req| {
        let r = req.clone();
        match bounded("ante", move || calc::ante(&r))? {
            Ok(c) => check_posting(req.stack, c.ante, c.blind, c.behind).map(|()| true),
            Err(e) => refusal(&e),
        }
    });
}

/// The ante's query as the HTTP door reads it, with numbers past every type's range.
#[test]
fn ante_queries_are_read_or_refused_whatever_the_text() {
    let odd = prop::sample::select(vec![
        "0",
        "1",
        "255",
        "256",
        "-1",
        "18446744073709551615",
        "18446744073709551616",
        "9223372036854775807",
        "-9223372036854775808",
        "1e99",
        "NaN",
        "",
        "18,000",
    ]);
    let text = prop_oneof![
        3 => prop::sample::select(vec!["2", "5", "9", "12", "5000", "10000", "18000"]),
        1 => odd.clone(),
    ];
    let rules = prop::sample::select(vec!["tda-2024", "barge-2020", "barge-2024", "house"]);
    let everyday = (
        rules.clone(),
        Just("5000"),
        Just("10000"),
        prop::option::of(Just("10000")),
        prop::sample::select(vec!["2", "5", "9", "12"]),
        prop::sample::select(vec!["1", "9000", "18000", "1000000"]),
    );
    let odd_one = (
        rules,
        text.clone(),
        text.clone(),
        prop::option::of(text.clone()),
        text.clone(),
        text,
    );
    let query = prop_oneof![3 => everyday, 1 => odd_one].prop_map(
        |(rule, sb, bb, ante, players, stack)| {
            let mut q: HashMap<String, String> = [
                ("rule", rule),
                ("small_blind", sb),
                ("big_blind", bb),
                ("players", players),
                ("stack", stack),
            ]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
            if let Some(a) = ante {
                q.insert("ante".into(), a.into());
            }
            q
        },
    );
    run(64, query, |q| {
        let answer = bounded("ante query", move || {
            AnteRequest::from_query(&q).and_then(|req| Ok((req.stack, calc::ante(&req)?)))
        })?;
        match answer {
            Ok((stack, c)) => check_posting(stack, c.ante, c.blind, c.behind).map(|()| true),
            Err(e) => refusal(&e),
        }
    });
}

// ---------------------------------------------------------------- an event's calculators

struct Noon;

impl TimeSource for Noon {
    fn now(&self) -> UtcMs {
        UtcMs(1_700_000_000_000)
    }
}

#[test]
fn an_events_ante_and_race_off_answer_or_refuse_whatever_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let felt = Arc::new(Felt::open_with(&dir.path().join("felt.db"), Arc::new(Noon)).unwrap());
    let source = std::fs::read_to_string("structures/example-nlhe-bba.toml").unwrap();
    let id = felt.create_event("nlhe.toml", &source).unwrap().id;
    let ids = prop_oneof![
        4 => Just(id),
        1 => prop_oneof![Just(0i64), Just(-1), Just(i64::MIN), Just(i64::MAX)],
    ];
    let requests = (
        ids,
        prop_oneof![
            Just(0u8),
            Just(1),
            Just(2),
            Just(9),
            Just(13),
            Just(u8::MAX)
        ],
        u64s(),
        prop::option::of(u32s(&[])),
    );
    run(48, requests, |(id, players, stack, level)| {
        let req = EventAnteRequest {
            players,
            stack,
            level,
        };
        let f = felt.clone();
        let answered = match bounded("event ante", move || f.event_ante(id, &req))? {
            Ok(c) => check_posting(stack, c.ante, c.blind, c.behind).map(|()| true)?,
            Err(e) => refusal(&e)?,
        };
        let f = felt.clone();
        match bounded("next chip race", move || f.next_chip_race(id))? {
            Ok(_) => {}
            Err(e) => {
                refusal(&e)?;
            }
        }
        Ok(answered)
    });
}
