//! What an installed Felt says about itself: `felt info` (version, where the data is and
//! whether only the TD can read it, where its log is), the problem report (`felt report`),
//! and the files a package installs beside the binary: the shell completions (`felt
//! completions SHELL`) and the manual page (`felt man`).

use super::db::DbArg;
use crate::api::Installation;
use clap::CommandFactory;
use felt_core::words::count;

/// `felt info`'s arguments.
#[derive(Debug, clap::Args)]
pub struct InfoArgs {
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    db: DbArg,
}

pub fn info(a: InfoArgs) -> anyhow::Result<()> {
    let path = a.db.path();
    // Opening makes the database (and its folder) if there is none: say what is there
    // without making anything.
    let events = if path.exists() {
        Some(a.db.open()?.events()?.len())
    } else {
        None
    };
    let info = Installation::of(&path, events);
    if a.json {
        println!("{}", serde_json::to_string_pretty(&info)?);
        return Ok(());
    }
    let yes_no = |b: Option<bool>| match b {
        Some(true) => "only you can read it",
        Some(false) => "OTHERS CAN READ IT",
        None => "not there yet",
    };
    println!("Felt {} ({} {})", info.version, info.os, info.arch);
    println!(
        "Data folder: {} ({})",
        info.data_folder,
        yes_no(info.data_folder_owner_only)
    );
    match info.events {
        Some(n) => println!(
            "Database:    {} ({}; {})",
            info.database,
            yes_no(info.database_owner_only),
            count(n as u64, "event", "events")
        ),
        None => println!(
            "Database:    {} (not made yet: `felt serve` makes it)",
            info.database
        ),
    }
    println!("Token file:  {}", info.token_file);
    println!(
        "Log:         {} (written by `felt serve` and the window)",
        info.log_file
    );
    Ok(())
}

/// `felt report`'s arguments.
#[derive(Debug, clap::Args)]
pub struct ReportArgs {
    /// Put a copy of the database in the report, every token, code and draw secret
    /// removed (it names the players: send it only where you would send them).
    #[arg(long)]
    database: bool,
    /// Where to write the report (default: felt-report-DATE.zip in this folder).
    #[arg(long, value_name = "FILE")]
    out: Option<std::path::PathBuf>,
    #[command(flatten)]
    db: DbArg,
}

/// `felt report`: the problem report, one .zip to attach to a message.
pub fn report(a: ReportArgs) -> anyhow::Result<()> {
    let felt = a.db.open()?;
    let report = felt.problem_report(a.database)?;
    let out = a
        .out
        .unwrap_or_else(|| std::path::PathBuf::from(&report.file_name));
    let mut file = crate::private::create(&out)
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", out.display()))?;
    std::io::Write::write_all(&mut file, &report.bytes)
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", out.display()))?;
    println!(
        "Report written: {} ({} KB). Attach it to your message.",
        out.display(),
        report.bytes.len().div_ceil(1024)
    );
    for name in &report.contents {
        println!("  {name}");
    }
    println!("It holds no TD token, device token, pairing code or draw secret.");
    Ok(())
}

/// `felt completions`'s arguments.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

pub fn completions(a: CompletionsArgs) -> anyhow::Result<()> {
    let mut cmd = super::Cli::command();
    clap_complete::generate(a.shell, &mut cmd, "felt", &mut std::io::stdout());
    Ok(())
}

/// `felt man`: the manual page, in roff, for `man 1 felt`.
pub fn man() -> anyhow::Result<()> {
    let cmd = super::Cli::command();
    clap_mangen::Man::new(cmd).render(&mut std::io::stdout())?;
    Ok(())
}
