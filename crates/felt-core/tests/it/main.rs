//! The core's integration tests in one binary (one link instead of one per file): each
//! file is a module, sharing `fixtures` (small structures, a live event folded from its
//! log) and `common` (the payout and split invariant checkers).
//! Run one file's tests with `cargo test -p felt-core --test it fuzz::`.

mod common;
mod file_graph;
mod fixtures;

mod after_last;
mod at_the_limits;
mod bba_display;
mod bomb_pot;
mod checkpoint;
mod clock;
mod days;
mod deals;
mod draft;
mod engine;
mod fair_draw;
mod field;
mod field_chips;
mod field_results;
mod fuzz;
mod hand_for_hand_money;
mod no_allocation;
mod no_cycles;
mod payouts;
mod re_entry_window;
mod reported_cases;
mod room;
mod seating_balance;
mod seating_props;
mod seating_rules;
mod showdown_case_files;
mod structure;
mod structure_change;
