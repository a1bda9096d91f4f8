//! Chips and money at Felt's documented limits. A structure with every number at
//! its limit loads; the engine driven by commands whose numbers sit at or past the limits
//! never panics (debug builds check every addition and product for overflow), every view
//! and printout of the state it leaves is made, and the figures the room sees stay the
//! sums they should be. One past any limit is refused at the value's line and column.

use crate::fixtures;

use felt_core::engine::{Command, Tournament};
use felt_core::field::standings::results_now;
use felt_core::rules::limits::{MAX_AMOUNT, MAX_CHIPS, MAX_PRICE, MAX_STACK};
use felt_core::structure::bounds::{MAX_LAMMERS, MAX_PURCHASES};
use felt_core::structure::{Severity, parse_structure};
use felt_core::view::chips::{bounty_view, lammers_view};
use felt_core::view::clock::clock_view;
use felt_core::view::field::field_view;
use fixtures::{Live, MIN, T0};
use proptest::prelude::*;

/// Every number of the format at its limit (the pool's guarantee too).
fn at_the_limits() -> String {
    format!(
        r#"name = "At the limits"
starting_stack = {MAX_STACK}
table_size = 10
level_minutes = 20

[late_registration]
until_end_of_level = 4

[lammers]
per_entry = {MAX_LAMMERS}
value = {MAX_STACK}
redeem_by_end_of_level = 4

[money]
currency = "USD"
buy_in = {MAX_PRICE}
fee = {fee}
guarantee = {MAX_AMOUNT}

[rebuy]
chips = {MAX_STACK}
price = {MAX_PRICE}
fee = {fee}
limit = {MAX_PURCHASES}
until_end_of_level = 4

[add_on]
chips = {MAX_STACK}
price = {MAX_PRICE}
at_break_after_level = 2

[re_entry]
chips = {MAX_STACK}
price = {MAX_PRICE}
until_end_of_level = 4

[payouts]
increment = {MAX_PRICE}
[payouts.curve]
min_cash = {MAX_PRICE}

[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"

[[games]]
id = "stud"
name = "Seven Card Stud"
family = "stud"
betting = "limit"

[[chips]]
value = {quarter}
color = "white"
[[chips]]
value = {MAX_STACK}
color = "black"

[[levels]]
game = "nlh"
stakes = "{half}/{MAX_STACK}/{MAX_STACK}"
[[levels]]
game = "stud"
stakes = "{half}/{MAX_STACK}"
ante = {quarter}
bring_in = {quarter}
[[levels]]
break_minutes = 10
race_off = [{quarter}]
[[levels]]
game = "nlh"
small_blind = {MAX_STACK}
big_blind = {MAX_STACK}
[[levels]]
game = "nlh"
stakes = "{MAX_STACK}/{MAX_STACK}"
"#,
        fee = MAX_PRICE / 10,
        half = MAX_STACK / 2,
        quarter = MAX_STACK / 4,
    )
}

fn limits_structure() -> felt_core::structure::Structure {
    match parse_structure("limits.toml", &at_the_limits()) {
        Ok(p) => p.structure,
        Err(e) => panic!("{e:?}"),
    }
}

/// The limits structure with its numbers far past the limits, as an event created before
/// the limits keeps it (a log's stored structure is read back when a later parser refuses
/// its text): the engine must still never panic on it.
fn beyond_limits_structure() -> felt_core::structure::Structure {
    let mut s = limits_structure();
    s.starting_stack = 9_007_199_254_740_975;
    if let Some(m) = s.money.as_mut() {
        m.buy_in = u64::MAX;
        m.fee = u64::MAX / 2;
        m.guarantee = Some(u64::MAX);
    }
    if let Some(l) = s.lammers.as_mut() {
        l.value = u64::MAX / 3;
        l.per_entry = u32::MAX;
    }
    for offer in [s.add_on.as_mut(), s.rebuy.as_mut(), s.re_entry.as_mut()]
        .into_iter()
        .flatten()
    {
        offer.chips = u64::MAX;
        offer.price = u64::MAX;
        offer.fee = u64::MAX;
    }
    if let Some(p) = s.payouts.as_mut() {
        p.increment = Some(u64::MAX);
        if let Some(c) = p.curve.as_mut() {
            c.min_cash = Some(u64::MAX);
        }
    }
    s
}

#[test]
fn a_structure_with_every_number_at_its_limit_loads() {
    limits_structure();
}

/// The reported cases: each number one past its limit is an error at the
/// value, naming the key and the limit; none of them is a warning or an "ok".
#[test]
fn one_past_a_limit_is_an_error_at_the_value() {
    let text = at_the_limits();
    let cases: &[(&str, &str, &str)] = &[
        (
            "starting_stack = 100000000",
            "starting_stack = 9007199254740975",
            "starting_stack 9,007,199,254,740,975 is more than Felt's limit of 100,000,000 chips",
        ),
        (
            "buy_in = 1000000000",
            "buy_in = 18446744073709551615",
            "buy_in 18,446,744,073,709,551,615 is more than Felt's limit of 1,000,000,000 minor units (cents)",
        ),
        (
            "increment = 1000000000",
            "increment = 18446744073709551615",
            "increment 18,446,744,073,709,551,615 is more than Felt's limit of 1,000,000,000 minor units (cents)",
        ),
        (
            "min_cash = 1000000000",
            "min_cash = 18446744073709551615",
            "min_cash 18,446,744,073,709,551,615 is more than Felt's limit of 1,000,000,000 minor units (cents)",
        ),
        (
            "per_entry = 20",
            "per_entry = 21",
            "per_entry 21 is more than Felt's limit of 20 lammers",
        ),
        (
            "value = 100000000\ncolor",
            "value = 100000001\ncolor",
            "chips.value 100,000,001 is more than Felt's limit of 100,000,000 chips",
        ),
        (
            "stakes = \"100000000/100000000\"",
            "stakes = \"100000001/100000000\"",
            "stakes 100,000,001 is more than Felt's limit of 100,000,000 chips",
        ),
        (
            "small_blind = 100000000",
            "small_blind = 100000001",
            "small_blind 100,000,001 is more than Felt's limit of 100,000,000 chips",
        ),
        (
            "race_off = [25000000]",
            "race_off = [100000001]",
            "race_off 100,000,001 is more than Felt's limit of 100,000,000 chips",
        ),
        (
            "guarantee = 9007199254740991",
            "guarantee = 9007199254740992",
            "guarantee 9,007,199,254,740,992 is more than Felt's limit of 9,007,199,254,740,991 minor units (cents)",
        ),
    ];
    for (from, to, words) in cases {
        assert!(text.contains(from), "{from}");
        let spoiled = text.replacen(from, to, 1);
        let at = spoiled.find(to).unwrap() + to.find(|c: char| c.is_ascii_digit()).unwrap();
        let (line, column) = line_col(&spoiled, at);
        let errors = match parse_structure("limits.toml", &spoiled) {
            Ok(_) => panic!("{to} was accepted"),
            Err(e) => e,
        };
        let found = errors
            .iter()
            .find(|d| d.message.ends_with(*words))
            .unwrap_or_else(|| panic!("{to}: {errors:?}"));
        assert_eq!(found.severity, Severity::Error);
        // The stakes' number is inside a string: the error points at the string.
        let column = if to.starts_with("stakes") {
            column - 1
        } else {
            column
        };
        assert_eq!((found.line, found.column), (line, column), "{to}: {found}");
    }
}

fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, column)
}

/// Numbers the commands get: the limits, one past them, and the integer edges.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u64..12).prop_map(|n| n.to_string()),
        Just(MAX_STACK.to_string()),
        Just((MAX_STACK + 1).to_string()),
        Just(MAX_CHIPS.to_string()),
        Just((MAX_CHIPS + 1).to_string()),
        Just(MAX_AMOUNT.to_string()),
        Just("1000".to_string()),
        Just("999".to_string()),
        Just("4294967295".to_string()),
        Just("18446744073709551615".to_string()),
        Just("9223372036854775807".to_string()),
    ]
}

/// Commands that add chips or money, with `$` where a number goes.
const TEMPLATES: [&str; 22] = [
    r#"{"type":"start"}"#,
    r#"{"type":"next_level"}"#,
    r#"{"type":"adjust","counter":"entries","delta":$}"#,
    r#"{"type":"adjust","counter":"players","delta":$}"#,
    r#"{"type":"adjust","counter":"add-ons","delta":$}"#,
    r#"{"type":"register","name":"P$","seed":$}"#,
    r#"{"type":"register","name":"Q$","seed":$}"#,
    r#"{"type":"record_counts","counts":[{"player":$,"chips":$}]}"#,
    r#"{"type":"re_enter","player":$,"seed":$}"#,
    r#"{"type":"bust","player":$,"stack":$,"by":$}"#,
    r#"{"type":"redeem_lammers","player":$,"count":$}"#,
    r#"{"type":"lammer_deadline"}"#,
    r#"{"type":"purchase","player":$,"kind":"rebuy","stack":$}"#,
    r#"{"type":"purchase","player":$,"kind":"add-on","stack":$}"#,
    r#"{"type":"chip_race_done","table":$,"removed_value":$,"added_value":$}"#,
    r#"{"type":"draw_seats","seed":$}"#,
    r#"{"type":"hard_stop","counts":[{"player":$,"chips":$},{"player":$,"chips":$}]}"#,
    r#"{"type":"lock_payouts"}"#,
    r#"{"type":"deal","method":"chip-chop","players":[$,$],"amounts":[$,$],"play_for":$}"#,
    r#"{"type":"add_level","stakes":"$/$","ante":$}"#,
    r#"{"type":"edit_level","period":$,"stakes":"$/$","minutes":$}"#,
    r#"{"type":"undo"}"#,
];

fn command() -> impl Strategy<Value = String> {
    (0..TEMPLATES.len(), prop::collection::vec(number(), 8)).prop_map(|(i, numbers)| {
        let mut parts = TEMPLATES[i].split('$');
        let mut out = parts.next().unwrap_or_default().to_string();
        for (n, part) in numbers.iter().zip(parts) {
            out.push_str(n);
            out.push_str(part);
        }
        out
    })
}

/// Every view, report and printout of `t` at `now`, made without a panic; the figures
/// stay within the limits.
fn look_at_everything(t: &Tournament, now: felt_core::UtcMs) {
    let clock = clock_view(t, now);
    assert!(t.chips_in_play() <= MAX_CHIPS);
    if let Some(avg) = clock.average_stack {
        assert!(avg <= MAX_CHIPS);
    }
    let paid = clock.payouts.as_ref().map(|p| p.paid);
    field_view(&t.field, &t.context(now), paid);
    let _ = bounty_view(&t.structure, &t.field);
    let _ = lammers_view(&t.field);
    let lines = results_now(t.money_input()).lines;
    for line in &lines {
        assert!(line.prize <= MAX_AMOUNT, "{line:?}");
    }
    felt_core::paper::sheet::structure_sheet(&t.structure, felt_core::lang::Locale::ENGLISH);
    felt_core::paper::floor_paper::results_sheet(
        "At the limits",
        Some("USD"),
        &lines,
        felt_core::lang::Locale::ENGLISH,
    );
    felt_core::paper::floor_paper::results_csv(&lines);
}

/// Cases: 48 in CI, `PROPTEST_CASES` when set (`scripts/long-tests.sh`).
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(48)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn the_engine_at_the_limits_never_panics_and_its_figures_stay_in_range(
        beyond in any::<bool>(),
        script in prop::collection::vec((command(), 0i64..30), 1..40),
    ) {
        let mut live = Live::with(if beyond { beyond_limits_structure() } else { limits_structure() });
        let mut now = T0;
        // Add-ons counted by hand at the largest stack, as many as the counter takes.
        let _ = live.exec(serde_json::from_str(r#"{"type":"adjust","counter":"add-ons","delta":1000000}"#).unwrap(), now);
        for (json, minutes) in script {
            now = felt_core::UtcMs(now.0 + minutes * MIN / 3);
            if let Ok(cmd) = serde_json::from_str::<Command>(&json) {
                let _ = live.exec(cmd, now);
            }
            look_at_everything(&live.t, now);
        }
        let again = Tournament::replay(&live.log).unwrap();
        prop_assert_eq!(again, live.t);
    }
}

/// A million entries counted by hand at the largest stack and price: chips in play and
/// the pool are the products, exactly (the reported case wrapped to "Average stack 0").
#[test]
fn a_million_entries_at_the_largest_stack_and_price_add_up_exactly() {
    let mut live = Live::with(limits_structure());
    let now = T0;
    let cmd = r#"{"type":"adjust","counter":"entries","delta":1000000}"#;
    live.exec(serde_json::from_str(cmd).unwrap(), now).unwrap();
    assert_eq!(live.t.counts_now().players_left, 1_000_000);
    assert_eq!(live.t.chips_in_play(), 1_000_000 * MAX_STACK);
    let clock = clock_view(&live.t, now);
    assert_eq!(clock.average_stack, Some(MAX_STACK));
    look_at_everything(&live.t, now);
}

/// The reported release-build case: a stack of 10^13 with a million entries (past the
/// limits, as an event made before them keeps it) showed "Average stack 0" because the
/// sum wrapped; now it is capped at Felt's chip limit and the average is that cap's share.
#[test]
fn chips_past_every_limit_are_capped_never_wrapped() {
    let mut s = limits_structure();
    s.starting_stack = 10_000_000_000_000;
    let mut live = Live::with(s);
    let cmd = r#"{"type":"adjust","counter":"entries","delta":1000000}"#;
    live.exec(serde_json::from_str(cmd).unwrap(), T0).unwrap();
    assert_eq!(live.t.chips_in_play(), MAX_CHIPS);
    let clock = clock_view(&live.t, T0);
    assert_eq!(clock.average_stack, Some(MAX_CHIPS / 1_000_000));
    look_at_everything(&live.t, T0);
}
