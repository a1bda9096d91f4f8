//! The runner every command-line door of the event's log shares: one TD command run
//! through the API, and the line that says what it did ("Undid: ...", the action in
//! words). Below the subcommands that use it; names none of them.

use super::db::DbArg;
use felt_core::engine::{Command, HistoryCommand};

/// Runs one command and prints what the clock shows after it.
pub fn execute(db: &DbArg, event: i64, command: Command) -> anyhow::Result<()> {
    let felt = db.open()?;
    // Undone actions before a walk back: the walk's own are those that follow them.
    let undone_before = match command {
        Command::History(HistoryCommand::UndoTo { .. }) => felt
            .event_view(event)?
            .recent_actions
            .iter()
            .filter(|a| a.undone)
            .count(),
        _ => 0,
    };
    let ack = felt.execute(event, &command)?;
    let recent = &ack.view.recent_actions;
    // The list shows undone actions (newest first) above the ones in effect: an undo names
    // the undone action lowest in that part, a redo the newest action in effect.
    let line = match command {
        Command::History(HistoryCommand::Undo) => recent
            .iter()
            .take_while(|a| a.undone)
            .last()
            .map(|a| format!("Undid: {}", a.text)),
        Command::History(HistoryCommand::Redo) => recent
            .iter()
            .find(|a| !a.undone)
            .map(|a| format!("Redid: {}", a.text)),
        // The undone part of the list, newest first, ends with the oldest undone action.
        Command::History(HistoryCommand::UndoTo { seq }) => {
            let undone: Vec<&str> = recent
                .iter()
                .take_while(|a| a.undone)
                .skip(undone_before)
                .map(|a| a.text.as_str())
                .collect();
            Some(format!(
                "Undid back to #{seq} ({}): {}",
                felt_core::words::count(undone.len() as u64, "action", "actions"),
                undone.join("; ")
            ))
        }
        Command::History(HistoryCommand::RedoTo { seq }) => recent
            .iter()
            .find(|a| !a.undone)
            .map(|a| format!("Redid up to #{seq}: {}", a.text)),
        _ => recent.first().map(|a| a.text.clone()),
    };
    println!("{}", line.unwrap_or_else(|| "done".into()));
    Ok(())
}
