//! The runner every command-line door of the event's log shares: one TD command run
//! through the API, and the line that says what it did ("Undid: ...", the action in
//! words), in the CLI's language. Below the subcommands that use it; names none of them.

use super::db::DbArg;
use felt_core::engine::{Command, HistoryCommand};
use felt_core::lang::{Arg, Asked};

/// Runs one command and prints what it did: the action in words, or for an undo or a
/// redo what the view said it would take back or put back.
pub fn execute(db: &DbArg, event: i64, command: Command) -> anyhow::Result<()> {
    let l = super::locale();
    let asked = Asked::named(l);
    let felt = db.open()?;
    let before = match command {
        Command::History(_) => Some(felt.event_view_in(event, asked)?),
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
    // "Undid back to #7 (3 actions): a; b; c", in the order the walk takes them.
    let said = |id: &str, seq: u64, texts: Vec<String>| {
        let count = texts.len() as u64;
        let actions = texts
            .into_iter()
            .reduce(|first, then| {
                l.say(
                    "action-then",
                    &[("first", Arg::Text(&first)), ("then", Arg::Text(&then))],
                )
            })
            .unwrap_or_default();
        l.say(
            id,
            &[
                ("seq", Arg::Text(&seq.to_string())),
                ("count", Arg::Count(count)),
                ("actions", Arg::Text(&actions)),
            ],
        )
    };
    let action = |id: &str, text: String| l.say(id, &[("action", Arg::Text(&text))]);
    let line = match command {
        Command::History(HistoryCommand::Undo) => before
            .as_ref()
            .and_then(|v| v.undo_next.clone())
            .map(|t| action("action-cli-undid", t)),
        Command::History(HistoryCommand::Redo) => before
            .as_ref()
            .and_then(|v| v.redo_next.clone())
            .map(|t| action("action-cli-redid", t)),
        Command::History(HistoryCommand::UndoTo { seq }) => {
            Some(said("action-cli-undid-back", seq, walk(seq)))
        }
        Command::History(HistoryCommand::RedoTo { seq }) => {
            Some(said("action-cli-redid-up", seq, walk(seq)))
        }
        _ => None,
    };
    let ack = felt.execute_in(event, &command, None, asked)?;
    let line = line.or_else(|| ack.view.recent_actions.first().map(|a| a.text.clone()));
    println!("{}", line.unwrap_or_else(|| l.say("action-cli-done", &[])));
    Ok(())
}
