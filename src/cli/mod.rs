//! The `felt` command-line tool: argument parsing and printing only.
//!
//! Each subcommand translates its arguments into a call on the library (the same API the
//! HTTP server and the desktop shell use) and prints the result, as text or `--json`.
//! Errors go to stderr with a non-zero exit status.

mod backup;
mod chips;
mod clock;
mod db;
mod device;
mod event;
mod games;
mod install;
mod judge;
mod lang;
mod levels;
mod library;
mod log;
mod money;
mod night;
mod paper;
mod player;
mod prizes;
mod register;
mod results;
mod run;
mod seat;
mod series;
mod serve;
mod slides;
mod structure;
mod tables;

use clap::{Parser, Subcommand};
use felt_core::engine::HistoryCommand;

/// Felt: a tournament director's clock, seating and rules for mixed-game poker events.
#[derive(Debug, Parser)]
#[command(name = "felt", version = crate::VERSION, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Cmd,
    /// The language of what is printed (en, de, fr, es); without it, the system's
    /// (LC_ALL, LC_MESSAGES or LANG), else English.
    #[arg(long, global = true, value_name = "LANG", value_parser = lang_parser())]
    pub lang: Option<felt_core::lang::Locale>,
}

/// `--lang`: a language Felt has, or a refusal naming them.
fn lang_parser() -> impl clap::builder::TypedValueParser<Value = felt_core::lang::Locale> {
    use clap::builder::TypedValueParser;
    clap::builder::NonEmptyStringValueParser::new()
        .try_map(|s: String| felt_core::lang::Locale::parse(&s))
}

/// A language Felt speaks (a club's too), or a refusal naming them.
fn language_parser() -> impl clap::builder::TypedValueParser<Value = felt_core::lang::Language> {
    use clap::builder::TypedValueParser;
    clap::builder::NonEmptyStringValueParser::new()
        .try_map(|s: String| s.parse::<felt_core::lang::Language>())
}

/// The language this run prints in, set once from `--lang` or the system's.
static LOCALE: std::sync::OnceLock<felt_core::lang::Locale> = std::sync::OnceLock::new();

/// The language this run prints in.
pub(crate) fn locale() -> felt_core::lang::Locale {
    *LOCALE.get_or_init(|| system_locale(|k| std::env::var(k).ok()))
}

/// The system's language as POSIX orders its variables (LC_ALL, LC_MESSAGES, LANG), the
/// first set and not empty; English when it names a language Felt does not have (a
/// system setting is not a request to refuse).
fn system_locale(var: impl Fn(&str) -> Option<String>) -> felt_core::lang::Locale {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|k| var(k).filter(|v| !v.trim().is_empty()))
        .and_then(|v| felt_core::lang::Locale::parse(&v).ok())
        .unwrap_or_default()
}

/// Every subcommand. Each variant's module owns its arguments and its `run`.
#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Run the server (web UI, API, live displays) and print its URL.
    Serve(serve::ServeArgs),
    /// Check or show structure files.
    #[command(subcommand)]
    Structure(structure::StructureCmd),
    /// The house library of structures: new from a template, import, copy, rename,
    /// delete, export, check, preview on paper, and an event from one.
    #[command(subcommand)]
    Library(library::LibraryCmd),
    /// Create and list events.
    #[command(subcommand)]
    Event(event::EventCmd),
    /// Drive an event's clock.
    #[command(subcommand)]
    Clock(clock::ClockCmd),
    /// Register players and record bust-outs.
    #[command(subcommand)]
    Player(player::PlayerCmd),
    /// Draw seats, show the room and the moves the floor makes.
    #[command(subcommand)]
    Tables(tables::TablesCmd),
    /// Change a running event's levels: length, a level added, a later level's stakes.
    #[command(subcommand)]
    Level(levels::LevelCmd),
    /// Breaks in a running event: one now, one added, a break's length.
    #[command(subcommand)]
    Break(levels::BreakCmd),
    /// Change an event's entries, players left or add-ons by DELTA.
    Count(clock::CountArgs),
    /// Undo the last action on an event, or every action back to --to SEQ (see `felt
    /// actions`).
    Undo {
        event: i64,
        #[arg(long, value_name = "SEQ")]
        to: Option<u64>,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// Redo the last undone action on an event, or the undone actions up to --to SEQ.
    Redo {
        event: i64,
        #[arg(long, value_name = "SEQ")]
        to: Option<u64>,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// Show a short message on every display of an event (spoken where the browser can),
    /// or take it off with --clear.
    Announce {
        event: i64,
        #[arg(required_unless_present = "clear")]
        text: Option<String>,
        #[arg(long)]
        clear: bool,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// The language of an event's displays, phones and paper (en, de, fr, es), or
    /// --browsers for each browser's own (a screen's ?lang= still wins).
    Language {
        event: i64,
        #[arg(
            id = "event_language",
            value_name = "LANGUAGE",
            required_unless_present = "browsers",
            value_parser = language_parser()
        )]
        language: Option<felt_core::lang::Language>,
        #[arg(long, conflicts_with = "event_language")]
        browsers: bool,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// The event's recent actions, newest first, with the numbers --to takes.
    Actions {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// Show an event's damaged log record, or set it aside (the repair) to open it again.
    Repair(event::RepairArgs),
    /// An event's log: check its hash chain (from the database or an export), or write it
    /// out as JSON lines.
    #[command(subcommand)]
    Log(log::LogCmd),
    /// Print this installation's TD token (kept in a file beside the database, readable
    /// by you only), or make a new one with --new (the old one stops working at once).
    Token {
        #[arg(long)]
        new: bool,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// The language of this installation's console (en, de, fr, es), or --browsers for
    /// each browser's own; without either, print it. A console opened with ?lang= still
    /// speaks that.
    ConsoleLanguage {
        #[arg(
            id = "console_language",
            value_name = "LANGUAGE",
            value_parser = language_parser()
        )]
        language: Option<felt_core::lang::Language>,
        #[arg(long, conflicts_with = "console_language")]
        browsers: bool,
        #[command(flatten)]
        db: db::DbArg,
    },
    /// Phones and tablets paired over the LAN, each limited to the clock, the desk or one
    /// table of one event: list, pair (a one-time code), revoke.
    #[command(subcommand)]
    Device(device::DeviceCmd),
    /// Host names this Felt answers to (a DNS-rebinding page gets nothing): list, allow,
    /// forget; kept in the database, like the console's Displays panel.
    #[command(subcommand)]
    Host(device::HostCmd),
    /// Images the displays show during breaks (and now and then during play, if an event
    /// asks): list, add, remove, and an event's choice of when.
    #[command(subcommand)]
    Slides(slides::SlidesCmd),
    /// A dealer's-choice night (a home game): open it, draw the first dealer, call
    /// games, charge mistakes, buy-ins and cash-outs, the settle-up and the night sheet.
    #[command(subcommand)]
    Night(night::NightCmd),
    /// A series or league: events grouped under one leaderboard by a points rule.
    #[command(subcommand)]
    Series(series::SeriesCmd),
    /// What the big blind posts to the big blind ante and to the blind.
    Ante(chips::AnteArgs),
    /// Colour-up chip race at one table.
    ChipRace(chips::ChipRaceArgs),
    /// List the games in the catalog.
    Games(games::GamesArgs),
    /// The languages Felt speaks; check a message file a club writes.
    #[command(subcommand)]
    Lang(lang::LangCmd),
    /// Settle a showdown from the cards: each part's winner, each hand in words, the
    /// chips each player takes (side pots, odd chips).
    Judge(judge::JudgeArgs),
    /// Draw seats for a field (or a shootout's first round).
    Seat(seat::SeatArgs),
    /// Prizes for an event: a payout table, the payout curve or satellite seats.
    Payouts(money::PayoutsArgs),
    /// A running event's prizes: lock or unlock the payouts, record a deal, agree savers.
    #[command(subcommand)]
    Prizes(prizes::PrizesCmd),
    /// ICM deal (Malmuth-Harville): each player's equity in the prizes left.
    Icm(money::IcmArgs),
    /// Chip-chop deal: the next place's prize each plus a share of the rest by chips.
    Chop(money::ChopArgs),
    /// Print an event's structure sheet to PDF.
    Sheet(paper::SheetArgs),
    /// Print an event's rule card (its games and house rules) to PDF.
    Card(paper::CardArgs),
    /// An event's results (place, name, prize, bounties), or its CSV and PDF sheet.
    Results(results::ResultsArgs),
    /// The database's backups: list, take one now, restore one (or move the room here
    /// from another machine's file).
    #[command(subcommand)]
    Backup(backup::BackupCmd),
    /// This installation: its version, its data folder and database, whether only you
    /// can read them, and where the log is.
    Info(install::InfoArgs),
    /// Write a problem report to attach to a message: the log, `felt info`, the settings
    /// (never a token or secret) and, with --database, a copy of the database.
    Report(install::ReportArgs),
    /// Print the completion script for a shell (packages install it; or `source
    /// <(felt completions bash)`).
    Completions(install::CompletionsArgs),
    /// Print the manual page (roff), as `man felt` shows it.
    Man,
}

/// The parser of a flag that takes one of the core's named choices: its names are the
/// possible values clap lists in the help and in a refusal.
fn choice<T>() -> impl clap::builder::TypedValueParser<Value = T>
where
    T: felt_core::choice::NamedChoice + Clone + Send + Sync,
{
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(T::names())
        .map(|name: String| T::from_name(&name).expect("clap accepts only the names listed"))
}

/// Reads a structure file with its `[payouts] table_file` (a path from the structure's
/// own folder) read into its text; a table that cannot be read or checked comes back as
/// diagnostics naming the file, line and column at fault.
pub(crate) fn read_structure(
    path: &std::path::Path,
) -> anyhow::Result<Result<String, Vec<felt_core::structure::Diagnostic>>> {
    let text = read_text(path)?;
    let dir = path
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    let read = |p: &str| {
        let full = dir.join(p);
        read_text(&full)
            .map(|t| (full.display().to_string(), t))
            .map_err(|e| e.to_string())
    };
    Ok(felt_core::structure::resolve_table_file(
        &path.display().to_string(),
        &text,
        &read,
    ))
}

/// Joins diagnostics into one error, one per line.
pub(crate) fn diagnostics_error(d: &[felt_core::structure::Diagnostic]) -> anyhow::Error {
    anyhow::anyhow!(
        "{}",
        d.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    )
}

/// Reads a text file Felt was given (a structure, a payout table). A file that is not
/// UTF-8 is refused with where its first bad byte is: the byte offset, the line and the
/// column, so the TD can find it and save the file as UTF-8.
pub(crate) fn read_text(path: &std::path::Path) -> anyhow::Result<String> {
    let bytes =
        std::fs::read(path).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let at = e.utf8_error().valid_up_to();
        let before = &bytes[..at];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        anyhow::anyhow!(
            "{}:{line}:{column}: byte {at} (0x{:02x}) is not UTF-8 text: save the file as UTF-8",
            path.display(),
            bytes[at]
        )
    })
}

fn token(db: &db::DbArg, new: bool) -> anyhow::Result<()> {
    let felt = db.open()?;
    if new {
        let t = felt.new_td_token()?;
        eprintln!(
            "A new TD token, saved in {}: the old one no longer works.",
            felt.token_file().display()
        );
        println!("{t}");
    } else {
        println!("{}", crate::td_token(&felt)?);
    }
    Ok(())
}

/// Sets (or prints) the console's language.
fn console_language(
    db: &db::DbArg,
    language: Option<felt_core::lang::Language>,
    browsers: bool,
) -> anyhow::Result<()> {
    use felt_core::lang::Arg;
    let felt = db.open()?;
    let now = match (language, browsers) {
        (None, false) => felt.console_language()?,
        (lang, _) => felt.set_console_language(lang)?,
    };
    let l = locale();
    println!(
        "{}",
        match now.lang {
            Some(lang) => l.say(
                "cli-console-language",
                &[("language", Arg::Text(lang.own_name()))]
            ),
            None => l.say("cli-console-language-browsers", &[]),
        }
    );
    Ok(())
}

/// Parses the process arguments and runs the subcommand; the process exit code.
/// A named choice (`felt_core::named_choice!`) as a command-line value: its names are the
/// values `--help` lists and the parser takes, spelled where the enum is declared.
macro_rules! choice_value {
    ($t:ty) => {
        impl clap::ValueEnum for $t {
            fn value_variants<'a>() -> &'a [Self] {
                <$t as felt_core::choice::NamedChoice>::ALL
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                Some(clap::builder::PossibleValue::new(
                    felt_core::choice::NamedChoice::name(*self),
                ))
            }
        }
    };
}
pub(crate) use choice_value;

/// Reads a named choice of the core (whose type the CLI cannot give clap's own trait):
/// its names are the values `--help` lists and the only ones taken.
pub(crate) fn choice_parser<T>() -> impl clap::builder::TypedValueParser<Value = T>
where
    T: felt_core::choice::NamedChoice + Clone + Send + Sync + 'static,
{
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(T::names()).try_map(|s: String| T::from_name(&s))
}

pub fn main() -> std::process::ExitCode {
    // A club's languages, from the folder beside the database, before `--lang` is read.
    crate::api::language::load_club_languages(&db::asked_path(std::env::args_os()));
    let cli = Cli::parse();
    if let Some(l) = cli.lang {
        let _ = LOCALE.set(l); // the first and only set: nothing has read it yet
    }
    // `felt serve` writes its own log file; any other command shows on the terminal the
    // warnings and faults the library reports.
    if !matches!(cli.command, Cmd::Serve(_)) {
        crate::logs::start_terminal();
    }
    let result: anyhow::Result<()> = match cli.command {
        Cmd::Serve(a) => serve::run(a),
        Cmd::Structure(c) => structure::run(c),
        Cmd::Event(c) => event::run(c),
        Cmd::Library(c) => library::run(c),
        Cmd::Clock(c) => clock::run(c),
        Cmd::Count(a) => clock::count(a),
        Cmd::Level(c) => levels::run_level(c),
        Cmd::Break(c) => levels::run_break(c),
        Cmd::Player(c) if c.is_register() => register::run(c),
        Cmd::Player(c) => player::run(c),
        Cmd::Tables(c) => tables::run(c),
        Cmd::Undo { event, to, db } => run::execute(
            &db,
            event,
            felt_core::engine::Command::History(match to {
                Some(seq) => HistoryCommand::UndoTo { seq },
                None => HistoryCommand::Undo,
            }),
        ),
        Cmd::Redo { event, to, db } => run::execute(
            &db,
            event,
            felt_core::engine::Command::History(match to {
                Some(seq) => HistoryCommand::RedoTo { seq },
                None => HistoryCommand::Redo,
            }),
        ),
        Cmd::Actions { event, json, db } => clock::actions(&db, event, json),
        Cmd::Announce {
            event,
            text,
            clear,
            db,
        } => run::execute(
            &db,
            event,
            felt_core::engine::Command::Room(match (clear, text) {
                (false, Some(text)) => felt_core::engine::RoomCommand::Announce { text },
                _ => felt_core::engine::RoomCommand::ClearAnnouncement,
            }),
        ),
        Cmd::Language {
            event,
            language,
            db,
            ..
        } => run::execute(
            &db,
            event,
            felt_core::engine::Command::Room(felt_core::engine::RoomCommand::SetLanguage {
                lang: language,
            }),
        ),
        Cmd::Repair(a) => event::repair(a),
        Cmd::Log(c) => log::run(c),
        Cmd::Token { new, db } => token(&db, new),
        Cmd::ConsoleLanguage {
            language,
            browsers,
            db,
        } => console_language(&db, language, browsers),
        Cmd::Device(c) => device::run(c),
        Cmd::Host(c) => device::run_host(c),
        Cmd::Slides(c) => slides::run(c),
        Cmd::Night(c) => night::run(c),
        Cmd::Series(c) => series::run(c),
        Cmd::Ante(a) => chips::run_ante(a),
        Cmd::ChipRace(a) => chips::run_chip_race_cmd(a),
        Cmd::Games(a) => games::run(a),
        Cmd::Lang(c) => lang::run(c),
        Cmd::Judge(a) => judge::run(a),
        Cmd::Seat(a) => seat::run(a),
        Cmd::Payouts(a) => money::run_payouts(a),
        Cmd::Prizes(c) => prizes::run(c),
        Cmd::Icm(a) => money::run_icm(a),
        Cmd::Chop(a) => money::run_chop(a),
        Cmd::Sheet(a) => paper::run(a),
        Cmd::Card(a) => paper::run_card(a),
        Cmd::Results(a) => results::run(a),
        Cmd::Backup(c) => backup::run(c),
        Cmd::Info(a) => install::info(a),
        Cmd::Report(a) => install::report(a),
        Cmd::Completions(a) => install::completions(a),
        Cmd::Man => install::man(),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // A refusal in the CLI's language; other causes as they are written.
            let l = locale();
            let said: Vec<String> = e
                .chain()
                .map(|c| match c.downcast_ref::<crate::api::ApiError>() {
                    Some(refused) => felt_core::lang::Speak::speak(refused, l),
                    None => c.to_string(),
                })
                .collect();
            eprintln!("felt: {}", said.join(": "));
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The system's language is read as POSIX orders it; one Felt lacks is English.
    #[test]
    fn the_system_language_is_read_as_posix_orders_it() {
        let cases: &[(&[(&str, &str)], &str)] = &[
            (&[("LANG", "de_DE.UTF-8")], "de"),
            (&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "fr_FR.UTF-8")], "fr"),
            (&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "es_ES")], "es"),
            (&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "")], "de"),
            (&[("LANG", "pl_PL.UTF-8")], "en"),
            (&[("LANG", "C.UTF-8")], "en"),
            (&[], "en"),
        ];
        for (vars, want) in cases {
            let got = system_locale(|k| {
                vars.iter()
                    .find(|(name, _)| *name == k)
                    .map(|(_, v)| v.to_string())
            });
            assert_eq!(got.tag(), *want, "{vars:?}");
        }
    }
}
