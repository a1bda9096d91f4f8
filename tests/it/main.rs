//! The root package's integration tests in one binary (one link instead of one per
//! file): each file is a module, sharing `support` (a real `felt serve` on 127.0.0.1, the
//! CLI, a small HTTP client) and `poppler` (PDFs read back with pdftotext and pdftoppm).
//! Run one file's tests with `cargo test --test it http_devices::`.

mod architecture;
mod backups;
mod calculators_every_door;
mod calculators_extremes;
mod checkpoints;
mod clean_stop;
mod cli;
mod cli_chips;
mod cli_fair_draw;
mod cli_games;
mod cli_lang;
mod cli_levels;
mod cli_money;
mod cli_player_chips;
mod cli_players;
mod cli_prizes;
mod cli_seat;
mod cli_table_file;
mod crash;
mod damaged_log;
mod days;
mod event_archive;
#[path = "../../crates/felt-core/tests/it/file_graph.rs"]
mod file_graph;
mod floor_paper;
mod golden_logs;
mod house_games;
mod http;
mod http_api_property;
mod http_calculators;
mod http_devices;
mod http_field;
mod http_lan;
mod http_load;
mod http_openapi;
mod http_results;
mod http_slides;
mod http_table_reports;
mod http_ui;
mod journey_dead_ends;
mod languages;
mod library;
mod log_chain;
mod mystery;
mod names;
mod never_down;
mod night;
mod no_cycles;
mod package_names;
mod paper;
mod paper_names;
mod pko;
mod players;
#[path = "support/poppler.rs"]
mod poppler;
mod problem_report;
mod register_list;
mod regulars;
mod screens;
mod series;
mod store;
mod support;
mod tickets;
mod token_on_the_desk;
mod ui_api;
mod verbatim;
