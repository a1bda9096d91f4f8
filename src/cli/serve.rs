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
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: ServeArgs) -> anyhow::Result<()> {
    let ui = UiSource::choose(a.ui_dir.clone())?;
    let felt = Arc::new(a.db.open()?);
    let token = crate::td_token(&felt)?;
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
    rt.block_on(async move {
        let listener = server::bind(SocketAddr::new(ip, a.port)).await?;
        let port = listener.local_addr()?.port();
        println!("Felt is serving http://127.0.0.1:{port}/");
        if a.lan {
            for addr in server::lan_addresses() {
                println!("On the LAN: http://{addr}:{port}/");
            }
        }
        println!("Database: {}", a.db.path().display());
        println!("TD token (needed to change events): {token}");
        match &ui {
            UiSource::Dir(dir) => println!("Web UI: {}", dir.display()),
            UiSource::Embedded if !ui.is_built() => println!(
                "Web UI: none in this felt (it was compiled before the UI was built); a plain clock instead"
            ),
            UiSource::Embedded => {}
        }
        server::serve(
            felt,
            listener,
            ServerConfig {
                token: None,
                allow_hosts: a.allow_host.clone(),
                ui,
                lan: server::LanPort::default(),
            },
        )
        .await
    })?;
    Ok(())
}
