//! Shared fixtures for the core's integration tests.
#![allow(dead_code)]

use felt_core::structure::{Structure, parse_structure};

/// Levels of 20 minutes (L1, L2, break 10, L3, L4 auto-pause, L5 ends the day, L6).
pub const SMALL: &str = r#"
name = "Clock test"
starting_stack = 10000
table_size = 9
level_minutes = 20
[[games]]
id = "nlh"
name = "No-Limit Hold'em"
family = "flop"
betting = "no-limit"
[[levels]]
stakes = "25/50"
[[levels]]
stakes = "50/100"
[[levels]]
break_minutes = 10
[[levels]]
stakes = "75/150"
[[levels]]
stakes = "100/200"
auto_pause = true
[[levels]]
stakes = "150/300"
end_of_day = true
[[levels]]
stakes = "200/400"
"#;

pub fn small() -> Structure {
    parse_structure("small.toml", SMALL).unwrap().structure
}

pub const MIN: i64 = 60_000;
