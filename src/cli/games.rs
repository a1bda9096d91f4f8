//! `felt games`: lists the built-in game catalog, finds a game by any of its names and
//! prints rule cards for a list of games (a host's house list).

use crate::paper::PaperSize;
use anyhow::bail;
use felt_core::catalog::{Catalog, TABLE_SIZE_RULE, listing};
use std::path::PathBuf;

/// Arguments of `felt games`.
#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct GamesArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(subcommand)]
    pub cmd: Option<GamesCmd>,
}

/// `felt games find|card`.
#[derive(Debug, clap::Subcommand)]
pub enum GamesCmd {
    /// The catalog key for a game or a variation typed any way ("7-27", "Santa Cruz
    /// Eight-toed Salamander"), with its name and where its rules come from.
    Find {
        /// What the TD typed.
        text: String,
    },
    /// Rule cards for a list of games: a first page listing them (a house list), then
    /// one page per game. Games are catalog keys or names.
    Card {
        /// Games, by key (`anaconda@santa-cruz`) or by name ("7-27").
        #[arg(required = true)]
        games: Vec<String>,
        /// The heading of the first page ("House games" in the language printed).
        #[arg(long)]
        title: Option<String>,
        /// Where to write the PDF.
        #[arg(short, long)]
        output: PathBuf,
        /// Paper size.
        #[arg(long, default_value_t, ignore_case = true)]
        paper: PaperSize,
    },
}

/// The catalog keys for `names`; an unknown name is an error naming it.
pub fn keys_for(catalog: &Catalog, names: &[String]) -> anyhow::Result<Vec<String>> {
    names
        .iter()
        .map(|n| match catalog.find_key(n) {
            Some(k) => Ok(k),
            None => {
                bail!("no game or variation in the catalog is called \"{n}\" (see `felt games`)")
            }
        })
        .collect()
}

/// Prints every catalog game with its family, table-size limit and editions.
pub fn run(args: GamesArgs) -> anyhow::Result<()> {
    let catalog = Catalog::builtin();
    match args.cmd {
        Some(GamesCmd::Find { text }) => {
            let key = keys_for(&catalog, &[text])?.remove(0);
            let (g, e) = catalog.resolve(&key)?;
            let sources: Vec<&str> = e.sources.iter().map(|s| s.label()).collect();
            println!(
                "{key}\t{}\t{}",
                e.name.as_deref().unwrap_or(&g.name),
                sources.join(", ")
            );
            return Ok(());
        }
        Some(GamesCmd::Card {
            games,
            title,
            output,
            paper,
        }) => {
            let keys = keys_for(&catalog, &games)?;
            let l = super::locale();
            let title = title.unwrap_or_else(|| felt_core::paper::rule_card::house_title(l));
            let doc = felt_core::paper::rule_card::house_card(&title, &keys, &catalog, l)?;
            return super::paper::write_pdf(&doc, paper, &output, l);
        }
        None => {}
    }
    let rows = listing(&catalog);
    if args.json {
        let out = serde_json::json!({ "table_size_rule": TABLE_SIZE_RULE, "games": rows });
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    println!(
        "{:<32} {:<48} {:<6} {:<8} EDITIONS",
        "ID", "NAME", "FAMILY", "PLAYERS"
    );
    for r in &rows {
        let players = match r.max_with_community_card {
            Some(cc) if cc > r.max_players => format!("{}/{cc}cc", r.max_players),
            _ => r.max_players.to_string(),
        };
        println!(
            "{:<32} {:<48} {:<6} {:<8} {}",
            r.id,
            r.name,
            r.family.label(),
            players,
            r.editions.join(", ")
        );
    }
    println!();
    println!(
        "PLAYERS = {TABLE_SIZE_RULE}; \"6/8cc\" means 6 with every card dealt, 8 with one community card."
    );
    Ok(())
}
