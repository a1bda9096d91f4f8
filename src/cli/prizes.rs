//! `felt prizes ...`: the prizes of a running event from a terminal, as the console's
//! payouts & deal panel has them: lock and unlock the payouts, record a deal, agree
//! savers. Amounts are in minor units (cents), as in the API.

use super::choice;
use super::db::DbArg;
use super::run::execute;
use felt_core::engine::{Command, MoneyCommand};
use felt_core::field::results::DealKind;
use felt_core::view::field::PlayerStatus;

#[derive(Debug, clap::Subcommand)]
pub enum PrizesCmd {
    /// Lock the prizes worked out now, so later entries do not change them.
    Lock {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Let the prizes follow the entries again.
    Unlock {
        event: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Record the deal the players still in agreed: every one of them as ENTRY=AMOUNT
    /// (paid now), with what is kept to play for. A deal that keeps something can be
    /// followed by another for what it kept.
    Deal {
        event: i64,
        /// ENTRY=AMOUNT for every player still in.
        #[arg(required = true, value_name = "ENTRY=AMOUNT")]
        shares: Vec<String>,
        #[arg(long, value_parser = choice::<DealKind>(), default_value = "custom")]
        method: DealKind,
        /// Kept for the winner, in minor units.
        #[arg(long, default_value_t = 0)]
        play_for: u64,
        /// Every player listed has agreed (the deal is refused without it).
        #[arg(long)]
        agreed: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Savers every player still in agreed: AMOUNT for the next player out, then the one
    /// after, ...; they come out of the pool before the places are paid.
    Savers {
        event: i64,
        #[arg(required = true, value_name = "AMOUNT")]
        amounts: Vec<u64>,
        /// Every player still in has agreed (the savers are refused without it).
        #[arg(long)]
        agreed: bool,
        #[command(flatten)]
        db: DbArg,
    },
}

/// "12=45000" as (12, 45000).
fn share(text: &str) -> anyhow::Result<(u32, u64)> {
    let (p, a) = text
        .split_once('=')
        .ok_or_else(|| anyhow::anyhow!("`{text}` is not ENTRY=AMOUNT (like 12=45000)"))?;
    let player = p
        .trim()
        .parse()
        .map_err(|_| anyhow::anyhow!("`{text}`: `{p}` is not an entry number"))?;
    let amount = a
        .trim()
        .parse()
        .map_err(|_| anyhow::anyhow!("`{text}`: `{a}` is not an amount in minor units"))?;
    Ok((player, amount))
}

/// The entries still in, when the TD says they all agreed.
fn still_in(db: &DbArg, event: i64, agreed: bool) -> anyhow::Result<Vec<u32>> {
    if !agreed {
        return Ok(Vec::new());
    }
    let view = db.open()?.field_view(event)?;
    Ok(view
        .players
        .iter()
        .filter(|p| p.state == PlayerStatus::Seated || p.state == PlayerStatus::Registered)
        .map(|p| p.id)
        .collect())
}

pub fn run(cmd: PrizesCmd) -> anyhow::Result<()> {
    match cmd {
        PrizesCmd::Lock { event, db } => {
            execute(&db, event, Command::Money(MoneyCommand::LockPayouts))
        }
        PrizesCmd::Unlock { event, db } => {
            execute(&db, event, Command::Money(MoneyCommand::UnlockPayouts))
        }
        PrizesCmd::Deal {
            event,
            shares,
            method,
            play_for,
            agreed,
            db,
        } => {
            let pairs = shares
                .iter()
                .map(|s| share(s))
                .collect::<anyhow::Result<Vec<_>>>()?;
            let players: Vec<u32> = pairs.iter().map(|p| p.0).collect();
            let command = Command::Money(MoneyCommand::Deal {
                method,
                amounts: pairs.iter().map(|p| p.1).collect(),
                play_for,
                agreed: if agreed { players.clone() } else { Vec::new() },
                players,
            });
            execute(&db, event, command)
        }
        PrizesCmd::Savers {
            event,
            amounts,
            agreed,
            db,
        } => {
            let agreed = still_in(&db, event, agreed)?;
            execute(
                &db,
                event,
                Command::Money(MoneyCommand::Savers { amounts, agreed }),
            )
        }
    }
}
