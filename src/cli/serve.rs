//! `felt serve`: the HTTP server with the web UI.

use super::db::DbArg;
use crate::server::{self, ServerConfig, UiSource};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// Port to listen on (0 picks a free one).
    #[arg(long, default_value_t = 7878)]
    pub port: u16,
    /// Listen on every network interface so TVs and phones on the LAN can show the clock.
    #[arg(long)]
    pub lan: bool,
    /// Serve the web UI from this directory (a built `ui/dist`, re-read on every request)
    /// instead of the one built into felt; or $FELT_UI_DIR. For working on the UI.
    #[arg(long, value_name = "DIR")]
    pub ui_dir: Option<PathBuf>,
    /// Also answer to this host name (a name the TD gave this machine on the LAN);
    /// repeat for more. Loopback and this machine's own addresses and name always work.
    #[arg(long, value_name = "NAME")]
    pub allow_host: Vec<String>,
    /// Open the console once the server listens: on Windows in a window of its own
    /// (Microsoft Edge's app window; the Start menu's Felt does this), else in the default
    /// web browser. If a Felt already serves this port, open that one instead of failing.
    #[arg(long)]
    pub open: bool,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: ServeArgs) -> anyhow::Result<()> {
    // The CLI's `main` lets SIGPIPE end a process whose reader went away (`felt games |
    // head`). A server must not: its HTTP library writes answers with writev(2), which
    // raises SIGPIPE on a socket the browser has closed (a display tab closed while its
    // live view was being sent), and the server vanished without a word. Ignored, the
    // write fails with EPIPE and only that connection ends.
    #[cfg(unix)]
    // SAFETY: sets the process's SIGPIPE action to ignore; no handler runs, and no other
    // signal's action changes.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    let ui = UiSource::choose(a.ui_dir.clone())?;
    let felt = Arc::new(a.db.open()?);
    let db = a.db.path();
    let log = match crate::logs::start(&db) {
        Ok(file) => Some(file),
        Err(e) => {
            eprintln!(
                "The log cannot be written in {} ({e}): Felt serves without it.",
                crate::logs::folder(&db).display()
            );
            None
        }
    };
    if let Some(every) = checkpoint_every()? {
        felt.set_checkpoint_every(every);
    }
    let (token, made) = felt.td_token_here()?;
    if made {
        println!(
            "This database came without its token file (another machine's): a new TD token was made for this one."
        );
    }
    if let Some(created) = crate::ensure_an_event(&felt)? {
        println!(
            "No event in this database yet: created demo event #{} ({}).",
            created.id, created.name
        );
    }
    let ip = if a.lan {
        IpAddr::V4(Ipv4Addr::UNSPECIFIED)
    } else {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    };
    let rt = tokio::runtime::Runtime::new()?;
    let served = rt.block_on(async {
        let listener = match server::bind(SocketAddr::new(ip, a.port)).await {
            Ok(l) => l,
            Err(e) if a.open && e.kind() == std::io::ErrorKind::AddrInUse && is_felt(a.port) => {
                println!("Felt is already serving http://127.0.0.1:{}/: opening it.", a.port);
                open_console(a.port, &token);
                return Ok(false);
            }
            Err(e) => {
                return Err(anyhow::anyhow!("cannot listen on port {}: {e}", a.port));
            }
        };
        let port = listener.local_addr()?.port();
        println!("Felt is serving http://127.0.0.1:{port}/");
        if a.open {
            open_console(port, &token);
        }
        if a.lan {
            for addr in server::lan_addresses() {
                println!("On the LAN: http://{addr}:{port}/");
            }
        }
        println!("Database: {}", db.display());
        if let Some(log) = &log {
            println!("Log: {}", log.display());
        }
        tracing::info!(
            version = crate::VERSION,
            lan = a.lan,
            "serving {} on port {port}",
            db.display()
        );
        println!("TD token (needed to change events): {token}");
        match &ui {
            UiSource::Dir(dir) => println!("Web UI: {}", dir.display()),
            UiSource::Embedded if !ui.is_built() => println!(
                "Web UI: none in this felt (it was compiled before the UI was built); a plain clock instead"
            ),
            UiSource::Embedded => {}
        }
        let serving = server::serve(
            felt.clone(),
            listener,
            ServerConfig {
                token: None,
                allow_hosts: a.allow_host.clone(),
                ui,
                lan: server::LanPort::default(),
            },
        );
        tokio::select! {
            served = serving => served.map(|()| true).map_err(anyhow::Error::from),
            signal = stop_asked() => {
                println!("Felt is stopping ({signal}).");
                tracing::info!("stopping ({signal})");
                Ok(true)
            }
        }
    });
    // Every task of the server ends first (a write in flight is finished, none starts),
    // then the log is folded into the file.
    rt.shutdown_timeout(std::time::Duration::from_secs(5));
    if served? {
        stop_cleanly(&felt, &db)?;
        tracing::info!("stopped");
    }
    Ok(())
}

/// Waits for Ctrl-C, or on Unix for SIGTERM or SIGHUP (a service stopped, a terminal
/// closed); names the one that came.
async fn stop_asked() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let (Ok(mut term), Ok(mut hup)) = (
            signal(SignalKind::terminate()),
            signal(SignalKind::hangup()),
        ) else {
            return ctrl_c().await;
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => "Ctrl-C",
            _ = term.recv() => "SIGTERM",
            _ = hup.recv() => "SIGHUP",
        }
    }
    #[cfg(not(unix))]
    ctrl_c().await
}

/// Waits for Ctrl-C; when it cannot be listened for, says so and serves until the
/// process is ended.
async fn ctrl_c() -> &'static str {
    if let Err(e) = tokio::signal::ctrl_c().await {
        tracing::warn!("Ctrl-C cannot be listened for ({e}): end the process to stop");
        std::future::pending::<()>().await;
    }
    "Ctrl-C"
}

/// A clean stop: the write-ahead log folded into the database file, so that the file
/// alone is the room, and said.
fn stop_cleanly(felt: &crate::api::Felt, db: &std::path::Path) -> anyhow::Result<()> {
    match felt.fold_wal() {
        Ok(true) => println!(
            "Stopped. Everything is in {}: that one file is the room.",
            db.display()
        ),
        Ok(false) => println!(
            "Stopped. Another program was reading {}: carry its -wal file with it until the next stop.",
            db.display()
        ),
        Err(e) => {
            return Err(anyhow::anyhow!(
                "stopped, but the log could not be written into {}: {e}; carry its -wal file with it",
                db.display()
            ));
        }
    }
    Ok(())
}

/// The environment variable that sets how many records an event logs between two
/// checkpoints (the default is `api::CHECKPOINT_EVERY`): the crash tests write them often.
pub const CHECKPOINT_EVERY_VAR: &str = "FELT_CHECKPOINT_EVERY";

/// `FELT_CHECKPOINT_EVERY`, when it is set: a whole number of records from 1 up.
fn checkpoint_every() -> anyhow::Result<Option<u64>> {
    match std::env::var(CHECKPOINT_EVERY_VAR) {
        Ok(text) if !text.trim().is_empty() => match text.trim().parse::<u64>() {
            Ok(n) if n > 0 => Ok(Some(n)),
            _ => Err(anyhow::anyhow!(
                "{CHECKPOINT_EVERY_VAR}={text:?} is not a number of records (a whole number from 1)"
            )),
        },
        _ => Ok(None),
    }
}

/// Whether the server on `port` of this machine is a Felt (its health check answers).
fn is_felt(port: u16) -> bool {
    use std::io::{Read, Write};
    let addr = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port);
    let Ok(mut s) = std::net::TcpStream::connect_timeout(&addr, std::time::Duration::from_secs(2))
    else {
        return false;
    };
    if s.set_read_timeout(Some(std::time::Duration::from_secs(2)))
        .is_err()
    {
        return false;
    }
    let request = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    let mut reply = String::new();
    s.write_all(request.as_bytes()).is_ok()
        && s.read_to_string(&mut reply).is_ok()
        && reply.starts_with("HTTP/1.1 200")
        && reply.contains("\"views_computed\"")
}

/// Opens the console, with the TD token in the address's fragment (never sent over the
/// network): on Windows in a window of its own (Microsoft Edge's app window, which every
/// Windows 10 and 11 has), else in the system's default browser; says where it is if
/// none can be opened.
fn open_console(port: u16, token: &str) {
    let url = format!("http://127.0.0.1:{port}/#token={token}");
    if cfg!(windows)
        && let Some(edge) = edge()
    {
        match std::process::Command::new(&edge)
            .arg(format!("--app={url}"))
            .spawn()
        {
            Ok(_) => {
                println!("The console opens in a window of its own (Microsoft Edge).");
                return;
            }
            Err(e) => tracing::warn!("{} cannot be started: {e}", edge.display()),
        }
    }
    let opened = if cfg!(windows) {
        // `start`'s first quoted argument is the window title.
        std::process::Command::new("cmd")
            .args(["/C", "start", "", &url])
            .status()
    } else if cfg!(target_os = "macos") {
        std::process::Command::new("open").arg(&url).status()
    } else {
        std::process::Command::new("xdg-open").arg(&url).status()
    };
    if !matches!(opened, Ok(s) if s.success()) {
        println!("Open the console in a browser: {url}");
    }
}

/// Microsoft Edge, where Windows installs it (for every user, or for this one).
fn edge() -> Option<std::path::PathBuf> {
    ["ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"]
        .iter()
        .filter_map(std::env::var_os)
        .map(|dir| {
            std::path::Path::new(&dir)
                .join("Microsoft")
                .join("Edge")
                .join("Application")
                .join("msedge.exe")
        })
        .find(|p| p.is_file())
}
