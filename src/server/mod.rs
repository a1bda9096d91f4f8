//! The HTTP server: JSON endpoints over the API, a live stream for displays, the
//! OpenAPI description (generated from the handlers' annotations, see [`openapi`]) and
//! the web UI (built into the binary, see [`UiSource`]).
//!
//! Handlers only translate between HTTP and [`crate::api::Felt`]. Reading is open to any
//! display; every request that changes an event needs the TD's token. The server binds
//! to 127.0.0.1 unless the TD asks for the LAN.

mod archive;
pub mod auth;
mod calculators;
mod extract;
mod library;
mod network;
mod openapi;
mod results;
mod routes;
mod stream;
mod ui;

use crate::api::Felt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::broadcast;

pub use network::{NetworkInfo, lan_addresses};
pub use openapi::openapi;
pub use routes::router;
pub use ui::UiSource;

/// The largest request body read (axum's default, said here so that messages and the
/// document can name it).
pub(crate) const BODY_LIMIT: usize = 2 << 20;

/// How often the server looks for actions written by other processes (the CLI).
const POLL: Duration = Duration::from_millis(250);

/// Shared by every handler.
#[derive(Clone)]
pub struct AppState {
    pub felt: Arc<Felt>,
    /// The token writes need.
    pub token: auth::TdToken,
    /// The `Host` names this server answers to.
    pub hosts: auth::AllowedHosts,
    /// Carries the database's last log position whenever it changes.
    pub changes: broadcast::Sender<u64>,
    pub ui: Arc<UiSource>,
    /// Where LAN devices reach the server, if they can (for `GET /api/network`).
    pub lan: LanPort,
    pub port: u16,
    /// One live view per followed event, shared by its displays.
    pub live: stream::LiveViews,
}

/// The port LAN devices reach Felt on, or none. Shared between servers, so the desktop
/// shell can open a LAN listener beside its private one and the console learns of it.
#[derive(Debug, Clone, Default)]
pub struct LanPort(Arc<AtomicU16>);

impl LanPort {
    pub fn get(&self) -> Option<u16> {
        match self.0.load(Ordering::Relaxed) {
            0 => None,
            p => Some(p),
        }
    }

    pub fn set(&self, port: Option<u16>) {
        self.0.store(port.unwrap_or(0), Ordering::Relaxed);
    }
}

/// Server settings.
pub struct ServerConfig {
    /// The token every write needs: a launch token (the desktop shell's), or `None` for
    /// the installation's TD token (`felt token`), checked against its stored hash.
    pub token: Option<String>,
    /// Host names the server answers to besides loopback and this machine's own
    /// addresses and name (`felt serve --allow-host`).
    pub allow_hosts: Vec<String>,
    /// Where the web UI's files come from.
    pub ui: UiSource,
    /// Shared LAN state; a listener bound to every interface (`0.0.0.0`) sets it.
    pub lan: LanPort,
}

/// Binds `addr` (use port 0 for any free port).
pub async fn bind(addr: SocketAddr) -> std::io::Result<TcpListener> {
    TcpListener::bind(addr).await
}

/// Serves the API on `listener` until the process ends.
pub async fn serve(
    felt: Arc<Felt>,
    listener: TcpListener,
    config: ServerConfig,
) -> std::io::Result<()> {
    let (changes, _) = broadcast::channel(64);
    let local = listener.local_addr()?;
    let port = local.port();
    if local.ip().is_unspecified() {
        config.lan.set(Some(port));
    }
    let token = match config.token {
        Some(t) => auth::TdToken::Launch(crate::api::token_hash(&t).into()),
        None => auth::TdToken::Installation(felt.clone()),
    };
    let state = AppState {
        felt,
        token,
        hosts: auth::AllowedHosts::for_this_machine(&config.allow_hosts),
        changes,
        ui: Arc::new(config.ui),
        lan: config.lan,
        port,
        live: stream::LiveViews::default(),
    };
    tokio::spawn(watch_database(state.clone()));
    axum::serve(listener, routes::serving(state)).await
}

/// Announces changes made by any process, so streams refresh within a second, and logs
/// what the clock made due by itself (the lammer deadline) on the events open here.
async fn watch_database(state: AppState) {
    let mut last = 0;
    loop {
        let felt = state.felt.clone();
        let _ = tokio::task::spawn_blocking(move || felt.tend()).await;
        let felt = state.felt.clone();
        if let Ok(Ok(seq)) = tokio::task::spawn_blocking(move || felt.last_seq()).await
            && seq != last
        {
            last = seq;
            let _ = state.changes.send(seq);
        }
        tokio::time::sleep(POLL).await;
    }
}
