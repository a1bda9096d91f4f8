//! Fuzzing in CI: arbitrary bytes and mutated real files into the structure
//! parser, and arbitrary command sequences into the engine. Nothing may panic; a refused
//! file says where; a command the engine accepts always folds, and the views of the state
//! it leaves are computed without a panic.
//!
//! The case counts are small in CI; `scripts/long-tests.sh` runs many more
//! (`PROPTEST_CASES`).

use crate::fixtures;

use felt_core::engine::Command;
use felt_core::structure::parse_structure;
use felt_core::view::clock::clock_view;
use felt_core::view::field::field_view;
use fixtures::{Live, MIN, T0, small};
use proptest::prelude::*;

const SHIPPED: [(&str, &str); 4] = [
    (
        "example-mixed-limit.toml",
        include_str!("../../../../structures/example-mixed-limit.toml"),
    ),
    (
        "example-plo-lammers.toml",
        include_str!("../../../../structures/example-plo-lammers.toml"),
    ),
    (
        "example-nlhe-bba.toml",
        include_str!("../../../../structures/example-nlhe-bba.toml"),
    ),
    (
        "example-dramaha49-6max.toml",
        include_str!("../../../../structures/example-dramaha49-6max.toml"),
    ),
];

/// What a mutation puts in: TOML punctuation, extreme numbers and words that matter.
const PIECES: [&str; 16] = [
    "=",
    "\"",
    "[",
    "]]",
    "\n",
    "0",
    "-1",
    "9223372036854775807",
    "18446744073709551616",
    "1e400",
    "nan",
    "[[levels]]\n",
    "[[games]]\n",
    "stakes = \"\"\n",
    "é",
    "\u{0}",
];

/// Checks one parse: no panic; every diagnostic names a line and column inside the text.
fn check_parse(file: &str, text: &str) {
    if let Err(diagnostics) = parse_structure(file, text) {
        assert!(!diagnostics.is_empty(), "a refusal says why");
        let lines = text.lines().count().max(1);
        for d in diagnostics {
            let shown = d.to_string();
            assert!(shown.starts_with(file), "{shown}");
            assert!(d.line >= 1 && d.column >= 1, "{shown}");
            assert!(
                d.line <= lines + 1,
                "{shown}: past the end of {lines} lines"
            );
        }
    }
}

/// Numbers the commands get: the edges and a few small values that name real players,
/// tables and seats.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u64..12).prop_map(|n| n.to_string()),
        Just("0".to_string()),
        Just("-1".to_string()),
        Just("2147483647".to_string()),
        Just("-2147483648".to_string()),
        Just("4294967296".to_string()),
        Just("9223372036854775807".to_string()),
        Just("-9223372036854775808".to_string()),
        Just("18446744073709551615".to_string()),
        (0u64..5_000_000).prop_map(|n| n.to_string()),
    ]
}

/// Every command, with `$` where a number goes.
const TEMPLATES: [&str; 46] = [
    r#"{"type":"start"}"#,
    r#"{"type":"extend"}"#,
    r#"{"type":"pause"}"#,
    r#"{"type":"resume"}"#,
    r#"{"type":"next_level"}"#,
    r#"{"type":"previous_level"}"#,
    r#"{"type":"go_to","period":$}"#,
    r#"{"type":"set_remaining","ms":$}"#,
    r#"{"type":"add_time","ms":$}"#,
    r#"{"type":"end_day"}"#,
    r#"{"type":"adjust","counter":"entries","delta":$}"#,
    r#"{"type":"adjust","counter":"players","delta":$}"#,
    r#"{"type":"adjust","counter":"add-ons","delta":$}"#,
    r#"{"type":"register","name":"P$","seed":$}"#,
    r#"{"type":"record_counts","counts":[{"player":$,"chips":$}]}"#,
    r#"{"type":"unregister","player":$}"#,
    r#"{"type":"re_enter","player":$,"seed":$}"#,
    r#"{"type":"bust","player":$,"stack":$,"by":$}"#,
    r#"{"type":"bust","player":$,"same_hand":true}"#,
    r#"{"type":"redeem_lammers","player":$,"count":$}"#,
    r#"{"type":"lammer_deadline"}"#,
    r#"{"type":"purchase","player":$,"kind":"rebuy","stack":$}"#,
    r#"{"type":"chip_race_done","table":$,"removed_value":$,"added_value":$}"#,
    r#"{"type":"draw_seats","seed":$}"#,
    r#"{"type":"seat_alternates","seed":$}"#,
    r#"{"type":"confirm_moves","seed":$,"moves":[{"player":$,"to":{"table":$,"seat":$}}]}"#,
    r#"{"type":"set_button","table":$,"seat":$}"#,
    r#"{"type":"hand_won","table":$,"seats":[$,$]}"#,
    r#"{"type":"hold_seat","at":{"table":$,"seat":$},"hold":"locked"}"#,
    r#"{"type":"table_won","table":$,"players":[$]}"#,
    r#"{"type":"hard_stop","counts":[{"player":$,"chips":$}]}"#,
    r#"{"type":"hand_for_hand","on":true}"#,
    r#"{"type":"lock_payouts"}"#,
    r#"{"type":"deal","method":"chip-chop","players":[$,$],"amounts":[$,$],"play_for":$}"#,
    r#"{"type":"period_minutes","period":$,"minutes":$}"#,
    r#"{"type":"add_level","before":$,"stakes":"$/$","minutes":$}"#,
    r#"{"type":"add_level","stakes":"$/$","ante":$}"#,
    r#"{"type":"add_break","before":$,"minutes":$}"#,
    r#"{"type":"break_now","minutes":$}"#,
    r#"{"type":"edit_level","period":$,"stakes":"$/$","minutes":$}"#,
    r#"{"type":"announce","text":"Table $ breaks"}"#,
    r#"{"type":"clear_announcement"}"#,
    r#"{"type":"undo_to","seq":$}"#,
    r#"{"type":"redo_to","seq":$}"#,
    r#"{"type":"undo"}"#,
    r#"{"type":"redo"}"#,
];

pub(crate) fn command() -> impl Strategy<Value = String> {
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

/// Cases per target: 64 in CI, `PROPTEST_CASES` when set (`scripts/long-tests.sh`).
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn arbitrary_bytes_never_panic_the_parser(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        check_parse("fuzz.toml", &String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn mutated_shipped_structures_never_panic_the_parser(
        file in 0..SHIPPED.len(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8, 0..PIECES.len()), 1..8),
    ) {
        let (name, text) = SHIPPED[file];
        let mut text = text.to_string();
        for (at, kind, piece) in edits {
            let mut i = at.index(text.len().max(1)).min(text.len());
            while !text.is_char_boundary(i) {
                i -= 1;
            }
            match kind {
                0 => text.insert_str(i, PIECES[piece]),
                1 => {
                    let mut end = (i + 1 + piece).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(i..end, "");
                }
                _ => {
                    let mut end = (i + 1).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(i..end, PIECES[piece]);
                }
            }
        }
        check_parse(name, &text);
    }

    #[test]
    fn arbitrary_commands_never_panic_and_always_fold(
        script in prop::collection::vec((command(), 0i64..30), 1..40),
    ) {
        let mut live = Live::with(small());
        let mut now = T0;
        for (json, minutes) in script {
            now = felt_core::UtcMs(now.0 + minutes * MIN / 3);
            // A command that does not read is refused at the door; one that reads is
            // decided, and `exec` applies what is decided (panicking if a decided record
            // does not fold).
            if let Ok(cmd) = serde_json::from_str::<Command>(&json) {
                let _ = live.exec(cmd, now);
            }
            let clock = clock_view(&live.t, now);
            let paid = clock.payouts.as_ref().map(|p| p.paid);
            field_view(&live.t.field, &live.t.context(now), paid);
            // The counts kept as records fold equal the entries walked.
            live.t.field.check_tally().map_err(TestCaseError::fail)?;
        }
        // The log folds again to the same state.
        let again = felt_core::engine::Tournament::replay(&live.log).unwrap();
        prop_assert_eq!(again, live.t);
    }
}

#[test]
fn the_command_generator_fills_every_placeholder() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut read = 0;
    for _ in 0..500 {
        let json = command().new_tree(&mut runner).unwrap().current();
        assert!(!json.contains('$'), "{json}");
        assert!(
            serde_json::from_str::<serde_json::Value>(&json).is_ok(),
            "not JSON: {json}"
        );
        read += usize::from(serde_json::from_str::<Command>(&json).is_ok());
    }
    assert!(read > 250, "only {read} of 500 generated commands read");
}
