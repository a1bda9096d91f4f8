//! The HTTP server: JSON endpoints over the API, a live stream for displays, the
//! OpenAPI description (generated from the handlers' annotations, see [`openapi`]) and
//! the web UI (built into the binary, see [`UiSource`]).
//!
//! Handlers only translate between HTTP and [`crate::api::Felt`]. Reading is open to any
//! display; every request that changes an event needs the TD's token. The server binds
//! to 127.0.0.1 unless the TD asks for the LAN.

mod archive;
pub mod auth;
mod backups;
mod calculators;
mod days;
mod devices;
mod diagnostics;
mod events;
mod extract;
pub mod headers;
mod library;
mod messages;
mod network;
mod nights;
mod openapi;
mod register;
mod reply;
mod reports;
mod results;
mod routes;
mod screens;
mod series;
mod slides;
mod speak;
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
pub use routes::{openapi, router};
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

/// The port LAN devices reach Felt on, or none, and the switch that opens and closes a
/// LAN listener while Felt runs (the console's "Open to the LAN", the desktop menu).
/// Shared between servers, so the desktop shell and the console switch the same one.
#[derive(Clone, Default)]
pub struct LanPort(Arc<LanState>);

#[derive(Default)]
struct LanState {
    port: AtomicU16,
    /// How to start another server like the first one this port was given to.
    recipe: std::sync::Mutex<Option<Recipe>>,
    /// The LAN listener opened by the switch, while open.
    task: std::sync::Mutex<Option<tokio::task::JoinHandle<()>>>,
}

#[derive(Clone)]
struct Recipe {
    felt: Arc<Felt>,
    token: Option<String>,
    allow_hosts: Vec<String>,
    ui: UiSource,
    main_port: u16,
    /// The first server listens on every interface already (`felt serve --lan`).
    fixed: bool,
}

impl std::fmt::Debug for LanPort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LanPort({:?})", self.get())
    }
}

fn locked<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl LanPort {
    pub fn get(&self) -> Option<u16> {
        match self.0.port.load(Ordering::Relaxed) {
            0 => None,
            p => Some(p),
        }
    }

    pub fn set(&self, port: Option<u16>) {
        self.0.port.store(port.unwrap_or(0), Ordering::Relaxed);
    }

    fn remember(&self, recipe: Recipe) {
        let mut r = locked(&self.0.recipe);
        if r.is_none() {
            *r = Some(recipe);
        }
    }

    /// Opens (true) or closes (false) a listener on every interface beside the private
    /// one, with the same database, token and UI; the port LAN devices use, or None when
    /// closed. It listens on the private port + 1 when that is free (so the TVs' address
    /// stays the same from one opening to the next), else on any free port.
    pub async fn open(&self, on: bool) -> Result<Option<u16>, felt_core::lang::Phrase> {
        use felt_core::lang::Phrase;
        let Some(recipe) = locked(&self.0.recipe).clone() else {
            return Err(Phrase::new("refusal-api-lan-no-server"));
        };
        if recipe.fixed {
            return if on {
                Ok(self.get())
            } else {
                Err(Phrase::new("refusal-api-lan-fixed"))
            };
        }
        if !on {
            if let Some(task) = locked(&self.0.task).take() {
                task.abort();
            }
            self.set(None);
            return Ok(None);
        }
        if locked(&self.0.task).is_some() {
            return Ok(self.get());
        }
        let any = std::net::Ipv4Addr::UNSPECIFIED;
        let listener = match bind(SocketAddr::from((any, recipe.main_port.wrapping_add(1)))).await {
            Ok(l) => l,
            Err(_) => bind(SocketAddr::from((any, 0)))
                .await
                .map_err(|e| Phrase::new("refusal-api-lan-no-port").text("why", e.to_string()))?,
        };
        let port = listener
            .local_addr()
            .map_err(|e| Phrase::new("refusal-api-lan-no-port").text("why", e.to_string()))?
            .port();
        self.set(Some(port));
        let config = ServerConfig {
            token: recipe.token.clone(),
            allow_hosts: recipe.allow_hosts.clone(),
            ui: recipe.ui.clone(),
            lan: self.clone(),
        };
        let felt = recipe.felt.clone();
        let task = tokio::spawn(async move {
            if let Err(e) = Box::pin(serve(felt, listener, config)).await {
                tracing::error!("the LAN listener stopped: {e}");
            }
        });
        *locked(&self.0.task) = Some(task);
        Ok(Some(port))
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
    config.lan.remember(Recipe {
        felt: felt.clone(),
        token: config.token.clone(),
        allow_hosts: config.allow_hosts.clone(),
        ui: config.ui.clone(),
        main_port: port,
        fixed: local.ip().is_unspecified(),
    });
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
    // The watcher lives exactly as long as this server: a LAN listener closed by the TD
    // (its task aborted) takes its watcher with it.
    let watcher = watch_database(state.clone());
    tokio::select! {
        served = axum::serve(listener, routes::serving(state)) => served,
        () = watcher => Ok(()),
    }
}

/// Announces changes made by any process, so streams refresh within a second, logs what
/// the clock made due by itself (the lammer deadline) on the events open here, takes the
/// automatic backups and writes the checkpoints of long logs.
async fn watch_database(state: AppState) {
    let mut last = 0;
    let mut unreadable = false;
    loop {
        let felt = state.felt.clone();
        match tokio::task::spawn_blocking(move || felt.tend()).await {
            Ok(tended) => {
                for (id, e) in tended.failed {
                    tracing::error!(event = id, "what the clock made due was not logged: {e}");
                }
            }
            Err(e) => tracing::error!("the clock's due actions failed inside Felt: {e}"),
        }
        // The automatic backups (at most one watcher takes them, however many listeners).
        let felt = state.felt.clone();
        match tokio::task::spawn_blocking(move || felt.backup_if_due()).await {
            Ok(Err(e)) => tracing::error!("the automatic backup failed: {e}"),
            Err(e) => tracing::error!("the automatic backup failed inside Felt: {e}"),
            // After a backup the database file alone is the room again.
            Ok(Ok(Some(_))) => {
                let felt = state.felt.clone();
                match tokio::task::spawn_blocking(move || felt.fold_wal()).await {
                    Ok(Ok(_)) => {}
                    Ok(Err(e)) => {
                        tracing::error!("cannot write the log into the database file: {e}")
                    }
                    Err(e) => tracing::error!("folding the log in failed inside Felt: {e}"),
                }
            }
            Ok(Ok(None)) => {}
        }
        // The checkpoints of the events whose logs have grown.
        let felt = state.felt.clone();
        if let Err(e) = tokio::task::spawn_blocking(move || felt.checkpoints_due()).await {
            tracing::error!("writing the checkpoints failed inside Felt: {e}");
        }
        let felt = state.felt.clone();
        let seq = match tokio::task::spawn_blocking(move || felt.last_seq()).await {
            Ok(Ok(seq)) => Ok(seq),
            Ok(Err(e)) => Err(e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        match seq {
            Ok(seq) => {
                unreadable = false;
                if seq != last {
                    last = seq;
                    // Sending fails only when no screen is listening: nothing is lost.
                    state.changes.send(seq).ok();
                }
            }
            // Said once until it reads again, not every second.
            Err(e) if !unreadable => {
                unreadable = true;
                tracing::error!(
                    "the screens cannot be told of changes: reading the log failed: {e}"
                );
            }
            Err(_) => {}
        }
        tokio::time::sleep(POLL).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::fault;
    use std::sync::atomic::Ordering;

    /// A request whose event fails inside Felt (a fault put into event 1's views)
    /// answers 500 naming the event; every other event, and the same event's next read
    /// once the fault is gone, are served as before by the same process.
    #[test]
    fn a_fault_in_one_event_is_a_500_naming_it_and_the_server_goes_on() {
        let dir = tempfile::tempdir().unwrap();
        let felt = Arc::new(Felt::open(&dir.path().join("felt.db")).unwrap());
        let text = crate::structures::shipped(crate::structures::DEMO).unwrap();
        let first = felt.create_event(crate::structures::DEMO, text).unwrap().id;
        let second = felt.create_event(crate::structures::DEMO, text).unwrap().id;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .worker_threads(2)
            .build()
            .unwrap();
        let listener = runtime
            .block_on(bind(SocketAddr::from(([127, 0, 0, 1], 0))))
            .unwrap();
        let port = listener.local_addr().unwrap().port();
        let config = ServerConfig {
            token: Some("launch".into()),
            allow_hosts: Vec::new(),
            ui: UiSource::Embedded,
            lan: LanPort::default(),
        };
        runtime.spawn(serve(felt.clone(), listener, config));
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let get = |path: &str| {
            let mut r = agent
                .get(&format!("http://127.0.0.1:{port}{path}"))
                .call()
                .unwrap();
            let status = r.status().as_u16();
            let body: serde_json::Value = r.body_mut().read_json().unwrap_or_default();
            (status, body)
        };
        fault::EVENT.store(first, Ordering::SeqCst);
        for path in ["/clock", "/field", ""] {
            let (status, body) = get(&format!("/api/events/{first}{path}"));
            assert_eq!(status, 500, "{path}: {body}");
            assert_eq!(body["code"], "internal");
            let message = body["message"].as_str().unwrap();
            assert!(
                message.starts_with(&format!("event #{first}: ")),
                "{message}"
            );
            assert!(
                message.contains("other events are not affected"),
                "{message}"
            );
            let (status, body) = get(&format!("/api/events/{second}{path}"));
            assert_eq!(status, 200, "{path}: {body}");
        }
        let (status, list) = get("/api/events");
        assert_eq!(status, 200, "{list}");
        assert_eq!(list["events"].as_array().unwrap().len(), 2, "{list}");
        fault::EVENT.store(0, Ordering::SeqCst);
        let (status, _) = get(&format!("/api/events/{first}/clock"));
        assert_eq!(status, 200);
        let (status, _) = get("/api/health");
        assert_eq!(status, 200);
    }
}
