//! The shell's running parts: the in-process server, its launch token, and the optional
//! LAN listener the TD can switch on from the menu.

use felt::api::Felt;
use felt::server::{self, LanPort, ServerConfig, UiSource};
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use tauri::async_runtime::JoinHandle;

/// Everything the menu handlers need.
pub struct Shell {
    pub felt: Arc<Felt>,
    pub token: String,
    /// Port of the private (127.0.0.1) server the windows load from.
    pub port: u16,
    pub lan: LanPort,
}

/// A token for this launch: 128 bits from the OS.
fn launch_token() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Shell {
    /// Opens the database, makes sure there is an event, starts the private server.
    pub fn start() -> anyhow::Result<Shell> {
        let db = felt::default_db_path();
        let felt = Arc::new(Felt::open(&db)?);
        match felt::logs::start(&db) {
            Ok(log) => println!("Felt desktop: log in {}", log.display()),
            Err(e) => eprintln!(
                "felt-desktop: the log cannot be written in {} ({e}): Felt runs without it",
                felt::logs::folder(&db).display()
            ),
        }
        tracing::info!(
            version = felt::VERSION,
            "the window starts on {}",
            db.display()
        );
        felt::ensure_an_event(&felt)?;
        let token = launch_token();
        let ui = UiSource::choose(None)?;
        let listener = tauri::async_runtime::block_on(server::bind(SocketAddr::from((
            Ipv4Addr::LOCALHOST,
            0,
        ))))?;
        let port = listener.local_addr()?.port();
        let lan = LanPort::default();
        spawn_server(&felt, listener, &token, &lan, &ui);
        Ok(Shell {
            felt,
            token,
            port,
            lan,
        })
    }

    pub fn base_url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// "Felt — <event>" for the newest event, until the console names the one it shows.
    pub fn title(&self) -> String {
        match self.felt.events().ok().and_then(|e| e.last().cloned()) {
            Some(e) => format!("Felt — {}", e.name),
            None => "Felt".to_string(),
        }
    }

    /// Opens (or closes) a second listener on every interface for LAN displays and phones,
    /// the same switch as the console's; the port it listens on.
    pub fn set_lan(&self, on: bool) -> anyhow::Result<Option<u16>> {
        tauri::async_runtime::block_on(self.lan.open(on)).map_err(anyhow::Error::msg)
    }
}

fn spawn_server(
    felt: &Arc<Felt>,
    listener: tokio::net::TcpListener,
    token: &str,
    lan: &LanPort,
    ui: &UiSource,
) -> JoinHandle<()> {
    let config = ServerConfig {
        token: Some(token.to_string()),
        allow_hosts: Vec::new(),
        ui: ui.clone(),
        lan: lan.clone(),
    };
    let felt = felt.clone();
    tauri::async_runtime::spawn(async move {
        if let Err(e) = server::serve(felt, listener, config).await {
            tracing::error!("the server stopped: {e}");
        }
    })
}
