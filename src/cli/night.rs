//! `felt night`: a dealer's-choice night from the terminal, the same actions as the
//! console's Night page and `/api/nights`: open, first dealer, call a game, a mistake,
//! buy-ins and cash-outs, undo, the settle-up and the night sheet.

use super::db::DbArg;
use crate::api::night::{LimitSetup, NightSetup, NightView};
use crate::paper::PaperSize;
use anyhow::bail;
use felt_core::night::{CalledGame, NightAction, money};
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum NightCmd {
    /// Open a night. Terms left out are seed 003's: every Regulars game, $1 a bet and $2
    /// from 23:00, three raises, the dealer pays 25 cents a player, mistakes 10, 20,
    /// 30 cents ..., $20 buy-ins.
    Create {
        /// The night's title.
        title: String,
        /// The players in their seats, clockwise, comma-separated.
        #[arg(long, value_delimiter = ',', required = true)]
        players: Vec<String>,
        /// The house list: games by name or key, comma-separated.
        #[arg(long, value_delimiter = ',')]
        house: Vec<String>,
        /// Limit steps: AMOUNT for the start, HH:MM=AMOUNT for later ones (local time),
        /// e.g. --limit 1 --limit 23:00=2.
        #[arg(long)]
        limit: Vec<String>,
        /// Raises allowed in a betting round.
        #[arg(long)]
        raises: Option<u8>,
        /// What the dealer pays per player dealt in (e.g. 0.25 or 25c).
        #[arg(long)]
        dealer_pays: Option<String>,
        /// The first mistake's cost and the ladder's step (e.g. 0.10 or 10c).
        #[arg(long)]
        penalty: Option<String>,
        /// The usual buy-in (e.g. 20).
        #[arg(long)]
        buy_in: Option<String>,
        /// The venue's time zone (America/Los_Angeles): local times follow its
        /// daylight-saving rules. Default: this machine's.
        #[arg(long, value_name = "ZONE")]
        time_zone: Option<String>,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the nights.
    List {
        #[command(flatten)]
        db: DbArg,
    },
    /// The night as the display shows it (--json for all of it).
    Show {
        night: i64,
        #[arg(long)]
        json: bool,
        /// The called game's whole card, as the desk shows it, instead of its short rules.
        #[arg(long)]
        card: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Deal cards face up until a jack: its player deals first.
    FirstDealer {
        night: i64,
        /// The shuffle's seed (drawn and logged when left out).
        #[arg(long)]
        seed: Option<u64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// The dealer calls a game: a name or key of the catalog, or a new game with --rules.
    Call {
        night: i64,
        game: String,
        /// Variations the dealer declares ("sevens wild too").
        #[arg(long)]
        variations: Option<String>,
        /// A game of the dealer's own: its rules, stated.
        #[arg(long)]
        rules: Option<String>,
        /// Players dealt in (every seated player by default).
        #[arg(long)]
        dealt_in: Option<u8>,
        #[command(flatten)]
        db: DbArg,
    },
    /// A mistake: the next step of the ladder goes in the pot.
    Mistake {
        night: i64,
        player: String,
        /// What happened.
        #[arg(long)]
        what: Option<String>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Chips bought from the kitty (e.g. 20 or 20.00).
    BuyIn {
        night: i64,
        player: String,
        amount: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// Chips handed back to the kitty at the end.
    CashOut {
        night: i64,
        player: String,
        amount: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// A player sits down.
    Join {
        night: i64,
        player: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// A player leaves the table.
    Leave {
        night: i64,
        player: String,
        #[command(flatten)]
        db: DbArg,
    },
    /// Take back the latest action.
    Undo {
        night: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// The kitty's balance and who pays whom.
    Settle {
        night: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// End the night: nothing more is dealt (cash-outs still go in).
    End {
        night: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// The rule cards of the night's house list as PDF.
    Card {
        night: i64,
        #[arg(short, long)]
        output: PathBuf,
        #[arg(long, default_value_t, ignore_case = true)]
        paper: PaperSize,
        #[command(flatten)]
        db: DbArg,
    },
    /// The night sheet as PDF.
    Sheet {
        night: i64,
        #[arg(short, long)]
        output: PathBuf,
        #[arg(long, default_value_t, ignore_case = true)]
        paper: PaperSize,
        #[command(flatten)]
        db: DbArg,
    },
}

/// An amount of money as a host says it, in cents: `20` and `$20.00` are 2000, `0.25`
/// and `25c` are 25.
pub fn parse_cents(text: &str) -> anyhow::Result<u32> {
    let t = text.trim().trim_start_matches('$');
    let bad = || anyhow::anyhow!("\"{text}\" is not an amount of money (say 20, 0.25 or 25c)");
    if let Some(c) = t.strip_suffix('c').or_else(|| t.strip_suffix('¢')) {
        return c.trim().parse::<u32>().map_err(|_| bad());
    }
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    if frac.len() > 2 || whole.is_empty() && frac.is_empty() {
        bail!(bad());
    }
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| bad())?
    };
    let cents: u32 = match frac.len() {
        0 => 0,
        1 => frac.parse::<u32>().map_err(|_| bad())? * 10,
        _ => frac.parse().map_err(|_| bad())?,
    };
    whole
        .checked_mul(100)
        .and_then(|w| w.checked_add(cents))
        .ok_or_else(bad)
}

fn limit_step(text: &str) -> anyhow::Result<LimitSetup> {
    Ok(match text.split_once('=') {
        Some((at, amount)) => LimitSetup {
            from: Some(at.trim().to_string()),
            max_bet: parse_cents(amount)?,
        },
        None => LimitSetup {
            from: None,
            max_bet: parse_cents(text)?,
        },
    })
}

/// The desk's card of the called game: every section under its heading.
fn print_card(v: &NightView) {
    let Some(c) = &v.called else {
        println!("No game called yet.");
        return;
    };
    println!(
        "Deal {}: {} deals {}",
        c.deal.number, c.deal.dealer, c.deal.name
    );
    for s in &c.card {
        if let Some(h) = &s.heading {
            println!("{h}");
        }
        for l in &s.lines {
            println!("  {l}");
        }
    }
}

/// The display's lines: the called game, the limit, the dealer, the next mistake.
fn print_view(v: &NightView) {
    println!("{} (night #{})", v.title, v.id);
    match &v.called {
        Some(c) => {
            println!(
                "Deal {}: {} deals {}{}",
                c.deal.number,
                c.deal.dealer,
                c.deal.name,
                c.deal
                    .variations
                    .as_ref()
                    .map(|x| format!(" ({x})"))
                    .unwrap_or_default()
            );
            for r in &c.rules {
                println!("  {r}");
            }
        }
        None => println!("No game called yet."),
    }
    let next = v
        .next_limit
        .as_ref()
        .map(|n| format!(" ({} from {})", money(i64::from(n.max_bet)), n.local))
        .unwrap_or_default();
    println!(
        "Limit: {} a bet, {} a round{next}",
        money(i64::from(v.max_bet)),
        felt_core::words::count(u64::from(v.raises_per_round), "raise", "raises")
    );
    match (&v.dealer, &v.next_dealer) {
        (Some(d), Some(n)) => println!("Dealer: {d} calls next; then {n}"),
        _ => println!("Dealer: not drawn yet (felt night first-dealer)"),
    }
    println!("Next mistake: {}", money(i64::from(v.next_penalty)));
}

fn print_settle(v: &NightView) {
    let s = &v.settlement;
    for r in &s.results {
        println!(
            "{:<20} bought {:>9}  cashed out {:>9}  {}",
            r.player,
            money(r.bought as i64),
            r.cashed_out
                .map(|c| money(c as i64))
                .unwrap_or_else(|| "-".into()),
            if r.cashed_out.is_some() {
                money(r.result)
            } else {
                String::new()
            }
        );
    }
    println!(
        "Kitty: {} bought, {} cashed out",
        money(s.bought as i64),
        money(s.cashed_out as i64)
    );
    if !s.waiting.is_empty() {
        println!("Still to cash out: {}", s.waiting.join(", "));
    } else if s.off_by != 0 {
        println!(
            "The kitty does not balance: off by {} ({} cashed out than bought)",
            money(s.off_by.abs()),
            if s.off_by > 0 { "more" } else { "less" }
        );
    } else if s.transfers.is_empty() {
        println!("Everyone is square.");
    } else {
        for t in &s.transfers {
            println!("{} pays {} {}", t.from, t.to, money(t.cents as i64));
        }
    }
}

pub fn run(cmd: NightCmd) -> anyhow::Result<()> {
    let act = |db: &DbArg, night: i64, action: NightAction| -> anyhow::Result<NightView> {
        Ok(db.open()?.night_act(night, action, None)?)
    };
    match cmd {
        NightCmd::Create {
            title,
            players,
            house,
            limit,
            raises,
            dealer_pays,
            penalty,
            buy_in,
            time_zone,
            db,
        } => {
            let setup = NightSetup {
                title,
                players,
                house,
                limits: limit
                    .iter()
                    .map(|l| limit_step(l))
                    .collect::<anyhow::Result<_>>()?,
                raises_per_round: raises,
                dealer_pays: dealer_pays.as_deref().map(parse_cents).transpose()?,
                penalty_step: penalty.as_deref().map(parse_cents).transpose()?,
                buy_in: buy_in.as_deref().map(parse_cents).transpose()?,
                utc_offset_minutes: None,
                time_zone,
            };
            let v = db.open()?.create_night(&setup)?;
            println!("night #{} opened: {}", v.id, v.title);
            println!(
                "{} on the house list; {}",
                felt_core::words::count(v.house.len() as u64, "game", "games"),
                v.limits
            );
        }
        NightCmd::List { db } => {
            for n in db.open()?.nights()? {
                println!(
                    "#{:<4} {}  (opened {})",
                    n.id,
                    n.title,
                    felt_core::UtcMs(n.created_at_ms)
                );
            }
        }
        NightCmd::Show {
            night,
            json,
            card,
            db,
        } => {
            let v = db.open()?.night(night)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&v)?);
            } else if card {
                print_card(&v);
            } else {
                print_view(&v);
            }
        }
        NightCmd::FirstDealer { night, seed, db } => {
            let v = act(&db, night, NightAction::FirstDealer { seed })?;
            let cards: Vec<String> = v
                .first_dealer_draw
                .iter()
                .map(|c| format!("{} {}", c.player, c.card))
                .collect();
            println!("{}", cards.join(", "));
            println!("{} deals first", v.dealer.clone().unwrap_or_default());
        }
        NightCmd::Call {
            night,
            game,
            variations,
            rules,
            dealt_in,
            db,
        } => {
            let called = match rules {
                Some(rules) => CalledGame::New { name: game, rules },
                None => {
                    let key = felt_core::catalog::Catalog::shared()
                        .find_key(&game)
                        .ok_or_else(|| {
                            anyhow::anyhow!(
                                "no game or variation in the catalog is called \"{game}\"; a new game needs --rules"
                            )
                        })?;
                    CalledGame::Catalog { key }
                }
            };
            let v = act(
                &db,
                night,
                NightAction::Call {
                    game: called,
                    variations,
                    dealt_in,
                },
            )?;
            print_view(&v);
        }
        NightCmd::Mistake {
            night,
            player,
            what,
            db,
        } => {
            let v = act(&db, night, NightAction::Mistake { player, what })?;
            if let Some(m) = v.mistakes.last() {
                println!(
                    "mistake #{}: {} pays {}; the next costs {}",
                    m.number,
                    m.player,
                    money(i64::from(m.cents)),
                    money(i64::from(v.next_penalty))
                );
            }
        }
        NightCmd::BuyIn {
            night,
            player,
            amount,
            db,
        } => {
            let cents = parse_cents(&amount)?;
            act(
                &db,
                night,
                NightAction::BuyIn {
                    player: player.clone(),
                    cents,
                },
            )?;
            println!("{player} bought {}", money(i64::from(cents)));
        }
        NightCmd::CashOut {
            night,
            player,
            amount,
            db,
        } => {
            let cents = parse_cents(&amount)?;
            act(
                &db,
                night,
                NightAction::CashOut {
                    player: player.clone(),
                    cents,
                },
            )?;
            println!("{player} cashed out {}", money(i64::from(cents)));
        }
        NightCmd::Join { night, player, db } => {
            act(
                &db,
                night,
                NightAction::Join {
                    player: player.clone(),
                },
            )?;
            println!("{player} sat down");
        }
        NightCmd::Leave { night, player, db } => {
            act(
                &db,
                night,
                NightAction::Leave {
                    player: player.clone(),
                },
            )?;
            println!("{player} left the table");
        }
        NightCmd::Undo { night, db } => {
            let v = db.open()?.night_undo(night, None)?;
            if let Some(l) = v.log.first() {
                println!("{}", l.text);
            }
        }
        NightCmd::Settle { night, db } => print_settle(&db.open()?.night(night)?),
        NightCmd::End { night, db } => {
            let v = act(&db, night, NightAction::End)?;
            println!(
                "night #{} ended after {}",
                v.id,
                felt_core::words::count(v.deals.len() as u64, "deal", "deals")
            );
            print_settle(&v);
        }
        NightCmd::Card {
            night,
            output,
            paper,
            db,
        } => {
            let asked = felt_core::lang::Asked::named(super::locale());
            std::fs::write(&output, db.open()?.night_card(night, paper, asked)?)?
        }
        NightCmd::Sheet {
            night,
            output,
            paper,
            db,
        } => {
            let asked = felt_core::lang::Asked::named(super::locale());
            std::fs::write(&output, db.open()?.night_sheet(night, paper, asked)?)?
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_cents;

    #[test]
    fn amounts_read_as_a_host_says_them() {
        for (text, cents) in [
            ("20", 2000),
            ("$20.00", 2000),
            ("0.25", 25),
            (".5", 50),
            ("25c", 25),
            ("10¢", 10),
            ("1.5", 150),
        ] {
            assert_eq!(parse_cents(text).unwrap(), cents, "{text}");
        }
        for bad in ["", "abc", "1.234", "-5", "99999999999"] {
            assert!(parse_cents(bad).is_err(), "{bad}");
        }
    }
}
