//! `felt player ...`: the registration desk and bust-outs from a terminal.

use super::db::DbArg;
use super::run::execute;
use felt_core::engine::{BuyKind, Command, FieldCommand};
use felt_core::view::field::{FieldPlayer, PlayerStatus};

#[derive(Debug, clap::Subcommand)]
pub enum PlayerCmd {
    /// Register a player (seated at once when seats are already drawn).
    Register {
        event: i64,
        name: String,
        /// The player's own number (membership card, series id).
        #[arg(long)]
        number: Option<String>,
        /// A satellite seat as the buy-in: SATELLITE:ENTRY, the satellite event and its
        /// entry that won the seat (see `felt player tickets`).
        #[arg(long, value_parser = parse_ticket)]
        ticket: Option<felt_core::field::Ticket>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Register a whole list in one action (undone as one): FILE (`-` for standard input)
    /// holds a player per line; after a tab, the player's number (a spreadsheet's columns
    /// pasted as text: the first is the name, the last the number). Nothing is registered
    /// when any one player is refused.
    RegisterList {
        event: i64,
        file: std::path::PathBuf,
        #[command(flatten)]
        db: DbArg,
    },
    /// Satellite tickets: the seats EVENT gave as a satellite, and the seats other
    /// satellites gave for it, with where each was used.
    Tickets {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Withdraw an entry before play starts.
    Unregister {
        event: i64,
        player: u32,
        #[command(flatten)]
        db: DbArg,
    },
    /// A busted entry buys a new one.
    ReEnter {
        event: i64,
        player: u32,
        #[command(flatten)]
        db: DbArg,
    },
    /// Record a bust-out; the finishing place is computed.
    Bust {
        event: i64,
        player: u32,
        /// Busted on the same hand as the previous bust.
        #[arg(long)]
        same_hand: bool,
        /// Chips the player started the hand with (ranks busts of one hand).
        #[arg(long)]
        stack: Option<u64>,
        /// The entry who knocked him out (bounties).
        #[arg(long)]
        by: Option<u32>,
        /// A pot won by more than one player, as ENTRY:SHARE pairs, worst position
        /// first, e.g. --split 3:1,5:1 for a chop or 3:30000,5:10000 by chips won.
        #[arg(long, value_delimiter = ',', value_parser = parse_share)]
        split: Vec<felt_core::field::PotShare>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Redeem lammers for chips (between hands, at the current level).
    Redeem {
        event: i64,
        player: u32,
        /// How many lammers.
        #[arg(long, default_value_t = 1)]
        count: u32,
        #[command(flatten)]
        db: DbArg,
    },
    /// A rebuy or an add-on, checked against the event's offer.
    Buy {
        event: i64,
        player: u32,
        #[arg(value_parser = super::choice_parser::<BuyKind>())]
        kind: BuyKind,
        /// The player's stack as counted (checked against the offer's stack ceiling).
        #[arg(long)]
        stack: Option<u64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Record chip counts of players still in, as ENTRY=CHIPS (e.g. 3=12500 7=8,000);
    /// each player's last count is kept (the end of the day, before a redraw).
    Counts {
        event: i64,
        #[arg(required = true, value_parser = super::tables::parse_count)]
        counts: Vec<felt_core::field::decide::ChipCount>,
        #[command(flatten)]
        db: DbArg,
    },
    /// The bounty report: bounties won per player.
    Bounties {
        event: i64,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the entries with seats and places: all of them by entry number, or, with
    /// `--search`, `--offset` or `--limit`, one page of the console's list (players in
    /// play first, by name; a search by part of a name, a card number or an entry
    /// number, best match first).
    List {
        event: i64,
        /// Part of a name, a card number or an entry number.
        #[arg(long)]
        search: Option<String>,
        /// Rows to skip.
        #[arg(long)]
        offset: Option<u32>,
        /// Rows to show (100 when left out, 500 at most).
        #[arg(long)]
        limit: Option<u32>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// The player register (every event's players): those matching QUERY (a name, any
    /// spelling merged in, a nickname or a member number), or everyone.
    Find {
        query: Option<String>,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// A player's page: events, places, prizes, bounties, lammers used, series.
    Show {
        /// The player's number in the register (e.g. 12 or #12) or name.
        player: String,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add a player to the register.
    Add {
        name: String,
        #[command(flatten)]
        more: PlayerFieldArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Change a player of the register (the options given replace those fields).
    Edit {
        /// The player's number in the register or name.
        player: String,
        #[arg(long)]
        name: Option<String>,
        #[command(flatten)]
        more: PlayerFieldArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Two players of the register are one person: OTHER's results become KEEP's.
    Merge {
        /// The player kept (number in the register or name).
        keep: String,
        /// The player merged into it.
        other: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// Import players from a CSV file whose first line names the columns (name, or first
    /// and last name; nickname, number, club, notes; id for a file exported earlier).
    /// Shows what each row does; a bad row is named by its line and refuses the file.
    Import {
        file: std::path::PathBuf,
        /// COLUMN=FIELD, e.g. "Member #=number" or "Comments=skip"; fields: id, name,
        /// first_name, last_name, nickname, number, club, notes, skip.
        #[arg(long = "map")]
        map: Vec<String>,
        /// Only show what the import would do.
        #[arg(long)]
        dry_run: bool,
        /// Import the good rows even when some are bad.
        #[arg(long)]
        skip_bad: bool,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Export the register as CSV (to standard output, or to --out FILE).
    Export {
        #[arg(long)]
        out: Option<std::path::PathBuf>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Players this installation remembers whose name matches QUERY.
    Known {
        query: String,
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
}

impl PlayerCmd {
    /// Whether this is a command of the player register (`register::run` runs those).
    pub fn is_register(&self) -> bool {
        matches!(
            self,
            PlayerCmd::Find { .. }
                | PlayerCmd::Show { .. }
                | PlayerCmd::Add { .. }
                | PlayerCmd::Edit { .. }
                | PlayerCmd::Merge { .. }
                | PlayerCmd::Import { .. }
                | PlayerCmd::Export { .. }
                | PlayerCmd::Tickets { .. }
        )
    }
}

/// "3:2": entry 3 won 2 shares of the pot.
fn parse_share(s: &str) -> Result<felt_core::field::PotShare, String> {
    let (p, share) = s
        .split_once(':')
        .ok_or_else(|| format!("\"{s}\": write ENTRY:SHARE, e.g. 3:1"))?;
    Ok(felt_core::field::PotShare {
        player: p
            .trim()
            .parse()
            .map_err(|_| format!("\"{p}\" is not an entry number"))?,
        share: share
            .trim()
            .parse()
            .map_err(|_| format!("\"{share}\" is not a whole share"))?,
    })
}

/// "12:3": event 12's entry 3 won the seat.
fn parse_ticket(s: &str) -> Result<felt_core::field::Ticket, String> {
    let (sat, entry) = s
        .split_once(':')
        .ok_or_else(|| format!("\"{s}\": write SATELLITE:ENTRY, e.g. 12:3"))?;
    Ok(felt_core::field::Ticket {
        satellite: sat
            .trim()
            .trim_start_matches('#')
            .parse()
            .map_err(|_| format!("\"{sat}\" is not an event number"))?,
        entry: entry
            .trim()
            .parse()
            .map_err(|_| format!("\"{entry}\" is not an entry number"))?,
    })
}

/// A register player's optional fields.
#[derive(Debug, Clone, clap::Args)]
pub struct PlayerFieldArgs {
    #[arg(long)]
    pub(super) nickname: Option<String>,
    /// Member number.
    #[arg(long)]
    pub(super) number: Option<String>,
    /// Club or city.
    #[arg(long)]
    pub(super) club: Option<String>,
    #[arg(long)]
    pub(super) notes: Option<String>,
}

pub fn run(cmd: PlayerCmd) -> anyhow::Result<()> {
    let (db, event, command) = match cmd {
        PlayerCmd::Redeem {
            event,
            player,
            count,
            db,
        } => (
            db,
            event,
            Command::Field(FieldCommand::RedeemLammers { player, count }),
        ),
        PlayerCmd::Buy {
            event,
            player,
            kind,
            stack,
            db,
        } => (
            db,
            event,
            Command::Field(FieldCommand::Purchase {
                player,
                kind,
                stack,
            }),
        ),
        PlayerCmd::Counts { event, counts, db } => (
            db,
            event,
            Command::Field(FieldCommand::RecordCounts { counts }),
        ),
        PlayerCmd::Bounties { event, json, db } => {
            let view = db.open()?.bounty_view(event)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&view)?);
                return Ok(());
            }
            let Some(view) = view else {
                anyhow::bail!("event {event} has no bounty");
            };
            let currency = view.currency.as_deref().unwrap_or("");
            let money = |minor| felt_core::words::money(minor, currency);
            for l in &view.players {
                let own = if l.kept_own { ", own bounty kept" } else { "" };
                println!(
                    "{:>5}  {:<28} {}{own}  {}",
                    l.player,
                    l.name,
                    felt_core::words::count(u64::from(l.knockouts), "knockout", "knockouts"),
                    money(l.amount)
                );
            }
            println!("still out: {}", money(view.outstanding));
            return Ok(());
        }
        PlayerCmd::Register {
            event,
            name,
            number,
            ticket,
            db,
        } => (
            db,
            event,
            Command::Field(FieldCommand::Register {
                name,
                number,
                seed: None,
                ticket,
            }),
        ),
        PlayerCmd::RegisterList { event, file, db } => {
            let text = if file.as_os_str() == "-" {
                std::io::read_to_string(std::io::stdin())
            } else {
                std::fs::read_to_string(&file)
            }
            .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))?;
            (
                db,
                event,
                Command::Field(FieldCommand::RegisterMany {
                    players: felt_core::field::names::list(&text),
                    seed: None,
                }),
            )
        }
        PlayerCmd::Unregister { event, player, db } => (
            db,
            event,
            Command::Field(FieldCommand::Unregister { player }),
        ),
        PlayerCmd::ReEnter { event, player, db } => (
            db,
            event,
            Command::Field(FieldCommand::ReEnter { player, seed: None }),
        ),
        PlayerCmd::Bust {
            event,
            player,
            same_hand,
            stack,
            by,
            split,
            db,
        } => (
            db,
            event,
            Command::Field(FieldCommand::Bust {
                player,
                same_hand,
                stack,
                by,
                split,
            }),
        ),
        PlayerCmd::List {
            event,
            search,
            offset,
            limit,
            json,
            db,
        } if search.is_some() || offset.is_some() || limit.is_some() => {
            let query = felt_core::view::players::PlayerQuery {
                q: search.unwrap_or_default(),
                offset: offset.unwrap_or(0),
                limit: limit.unwrap_or(0),
                player: None,
            };
            let page = db.open()?.field_players(event, &query)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&page)?);
            } else {
                for p in &page.players {
                    println!("{}", line(p));
                }
                let first = page.offset as usize + usize::from(!page.players.is_empty());
                println!(
                    "{}-{} of {} matching ({})",
                    first,
                    page.offset as usize + page.players.len(),
                    page.matched,
                    felt_core::words::count(u64::from(page.entries), "entry", "entries")
                );
            }
            return Ok(());
        }
        PlayerCmd::List {
            event, json, db, ..
        } => {
            let view = db.open()?.field_view(event)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&view.players)?);
            } else {
                for p in &view.players {
                    println!("{}", line(p));
                }
            }
            return Ok(());
        }
        // The register's commands are `register::run`'s; `cli::run` sends them there.
        PlayerCmd::Find { .. }
        | PlayerCmd::Show { .. }
        | PlayerCmd::Add { .. }
        | PlayerCmd::Edit { .. }
        | PlayerCmd::Merge { .. }
        | PlayerCmd::Import { .. }
        | PlayerCmd::Export { .. }
        | PlayerCmd::Tickets { .. } => {
            anyhow::bail!("a command of the player register reached the event's players")
        }
        PlayerCmd::Known { query, json, db } => {
            let found = db.open()?.known_players(&query)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&found)?);
            } else {
                for p in found {
                    let number = p.number.map(|n| format!(" #{n}")).unwrap_or_default();
                    let events = felt_core::words::count(u64::from(p.events), "event", "events");
                    println!("{}{number} ({events})", p.name);
                }
            }
            return Ok(());
        }
    };
    execute(&db, event, command)
}

/// "  17  Ann Lee            table 3, seat 4" and so on.
fn line(p: &FieldPlayer) -> String {
    let status = match (p.state, p.seat, p.place) {
        (_, _, Some(pl)) if pl.shared_to > pl.place => {
            format!("place {}-{}", pl.place, pl.shared_to)
        }
        (_, _, Some(pl)) => format!("place {}", pl.place),
        (_, Some(at), _) => format!("table {}, seat {}", at.table, at.seat),
        (PlayerStatus::Registered, ..) => "registered".into(),
        (PlayerStatus::Alternate, ..) => "alternate".into(),
        (PlayerStatus::Unregistered, ..) => "unregistered".into(),
        (PlayerStatus::Busted, ..) => "busted, re-entered".into(),
        (PlayerStatus::Finished, ..) => "finished".into(),
        (PlayerStatus::Seated, None, None) => "seated".into(),
    };
    let chips = p
        .chips
        .filter(|_| p.seat.is_some())
        .map(|c| format!("  ({} chips counted)", felt_core::words::chips(c)))
        .unwrap_or_default();
    format!("{:>5}  {:<28} {status}{chips}", p.id, p.name)
}
