//! What an installed Felt says about itself: `felt info` (version, where the data is and
//! whether only the TD can read it), and the files a package installs beside the binary:
//! the shell completions (`felt completions SHELL`) and the manual page (`felt man`).

use super::db::DbArg;
use clap::CommandFactory;
use std::path::Path;

/// `felt info`'s arguments.
#[derive(Debug, clap::Args)]
pub struct InfoArgs {
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    db: DbArg,
}

/// This installation, as `felt info --json` prints it.
#[derive(Debug, serde::Serialize)]
struct Info {
    version: &'static str,
    database: String,
    database_exists: bool,
    /// The database's folder, and whether only the TD's account can open it.
    data_folder: String,
    data_folder_owner_only: Option<bool>,
    database_owner_only: Option<bool>,
    token_file: String,
    events: Option<usize>,
}

fn owner_only(path: &Path) -> Option<bool> {
    crate::private::is_owner_only(path).ok()
}

pub fn info(a: InfoArgs) -> anyhow::Result<()> {
    let path = a.db.path();
    let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let exists = path.exists();
    // Opening makes the database (and its folder) if there is none: say what is there
    // without making anything.
    let events = if exists {
        Some(a.db.open()?.events()?.len())
    } else {
        None
    };
    let mut token = path.as_os_str().to_owned();
    token.push(".token");
    let info = Info {
        version: crate::VERSION,
        database: path.display().to_string(),
        database_exists: exists,
        data_folder: folder.display().to_string(),
        data_folder_owner_only: owner_only(&folder),
        database_owner_only: owner_only(&path),
        token_file: Path::new(&token).display().to_string(),
        events,
    };
    if a.json {
        println!("{}", serde_json::to_string_pretty(&info)?);
        return Ok(());
    }
    let yes_no = |b: Option<bool>| match b {
        Some(true) => "only you can read it",
        Some(false) => "OTHERS CAN READ IT",
        None => "not there yet",
    };
    println!("Felt {}", info.version);
    println!(
        "Data folder: {} ({})",
        info.data_folder,
        yes_no(info.data_folder_owner_only)
    );
    match info.events {
        Some(n) => println!(
            "Database:    {} ({}; {n} event{})",
            info.database,
            yes_no(info.database_owner_only),
            if n == 1 { "" } else { "s" }
        ),
        None => println!(
            "Database:    {} (not made yet: `felt serve` makes it)",
            info.database
        ),
    }
    println!("Token file:  {}", info.token_file);
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
