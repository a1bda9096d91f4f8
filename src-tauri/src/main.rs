//! Felt's desktop shell.
//!
//! Starts the core's HTTP server in-process on 127.0.0.1 with a token made for this
//! launch only, and opens the TD console window on it. The shell only translates: every
//! rule lives in the core, every action goes through the same API as the CLI and the
//! browser UI. Other local processes cannot drive the event without the launch token.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use felt::api::Felt;
use felt::server::{self, ServerConfig};
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use tauri::{WebviewUrl, WebviewWindowBuilder};

/// A token for this launch: 128 bits from the OS.
fn launch_token() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Opens the database, makes sure there is an event, starts the server; returns the
/// console URL and the window title.
fn start_server() -> anyhow::Result<(String, String)> {
    let felt = Arc::new(Felt::open(&felt::default_db_path())?);
    felt::ensure_an_event(&felt)?;
    let title = match felt.events()?.last() {
        Some(e) => format!("Felt — {}", e.name),
        None => "Felt".to_string(),
    };
    let token = launch_token();
    let listener =
        tauri::async_runtime::block_on(server::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))))?;
    let port = listener.local_addr()?.port();
    let config = ServerConfig {
        token: token.clone(),
        ui_dir: server::find_ui_dir(),
        lan: false,
    };
    tauri::async_runtime::spawn(async move {
        if let Err(e) = server::serve(felt, listener, config).await {
            eprintln!("felt-desktop: the server stopped: {e}");
        }
    });
    // The token travels in the fragment, which the browser never sends to a server.
    Ok((format!("http://127.0.0.1:{port}/#token={token}"), title))
}

fn main() {
    let (url, title) = match start_server() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("felt-desktop: cannot start: {e:#}");
            std::process::exit(1);
        }
    };
    println!(
        "Felt desktop: console at {}",
        url.split('#').next().unwrap_or(&url)
    );
    let result = tauri::Builder::default()
        .setup(move |app| {
            let url = url
                .parse()
                .map_err(|e| format!("bad console URL {url}: {e}"))?;
            WebviewWindowBuilder::new(app, "console", WebviewUrl::External(url))
                .title(&title)
                .inner_size(1280.0, 800.0)
                .build()?;
            Ok(())
        })
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("felt-desktop: {e}");
        std::process::exit(1);
    }
}
