//! The runner every command-line door of the event's log shares: one TD command run
//! through the API, and the line that says what it did ("Undid: ...", the action in
//! words). Below the subcommands that use it; names none of them.

use super::db::DbArg;
use felt_core::engine::{Command, HistoryCommand};

/// Runs one command and prints what it did: the action in words, or for an undo or a
/// redo what the view said it would take back or put back.
pub fn execute(db: &DbArg, event: i64, command: Command) -> anyhow::Result<()> {
    let felt = db.open()?;
    let before = match command {
        Command::History(_) => Some(felt.event_view(event)?),
        _ => None,
    };
    let walk = |seq: u64| -> Vec<String> {
        let Some(view) = &before else {
            return Vec::new();
        };
        let actions = &view.recent_actions;
        let text = |s: &u64| actions.iter().find(|a| a.seq == *s).map(|a| a.text.clone());
        actions
            .iter()
            .find(|a| a.seq == seq)
            .map(|a| a.walk.iter().filter_map(text).collect())
            .unwrap_or_default()
    };
    // "(3 actions): a; b; c", in the order the walk takes them.
    let said = |texts: Vec<String>| {
        format!(
            "({}): {}",
            felt_core::words::count(texts.len() as u64, "action", "actions"),
            texts.join("; ")
        )
    };
    let line = match command {
        Command::History(HistoryCommand::Undo) => before
            .as_ref()
            .and_then(|v| v.undo_next.clone())
            .map(|t| format!("Undid: {t}")),
        Command::History(HistoryCommand::Redo) => before
            .as_ref()
            .and_then(|v| v.redo_next.clone())
            .map(|t| format!("Redid: {t}")),
        Command::History(HistoryCommand::UndoTo { seq }) => {
            Some(format!("Undid back to #{seq} {}", said(walk(seq))))
        }
        Command::History(HistoryCommand::RedoTo { seq }) => {
            Some(format!("Redid up to #{seq} {}", said(walk(seq))))
        }
        _ => None,
    };
    let ack = felt.execute(event, &command)?;
    let line = line.or_else(|| ack.view.recent_actions.first().map(|a| a.text.clone()));
    println!("{}", line.unwrap_or_else(|| "done".into()));
    Ok(())
}
