//! `felt games`: lists the built-in game catalog.

use felt_core::catalog::{Catalog, TABLE_SIZE_RULE, listing};

/// Arguments of `felt games`.
#[derive(Debug, clap::Args)]
pub struct GamesArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Prints every catalog game with its family, table-size limit and editions.
pub fn run(args: GamesArgs) -> anyhow::Result<()> {
    let rows = listing(&Catalog::builtin());
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
