//! Felt's desktop shell.
//!
//! Starts the core's HTTP server in-process on 127.0.0.1 with a token made for this
//! launch only, and opens the TD console window on it. The shell only translates: every
//! rule lives in the core, every action goes through the same API as the CLI and the
//! browser UI. Other local processes cannot drive the event without the launch token.
//! The menu opens the clock display full screen on a chosen monitor, switches a LAN
//! listener on and off, and exports through native save dialogs.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod menu;
mod shell;

use shell::Shell;
use tauri::{Manager, WebviewUrl, WebviewWindowBuilder};

fn main() {
    // WebKitGTK's DMA-BUF renderer keeps its own GPU-style buffers for the page; the
    // console gains nothing visible from it, and without it the web process takes half
    // the memory (scripts/memory.sh: 400 MB PSS in all, 10 s after launch, down to 272
    // MB). A TD who sets the variable keeps their choice.
    #[cfg(target_os = "linux")]
    if std::env::var_os("WEBKIT_DISABLE_DMABUF_RENDERER").is_none() {
        // SAFETY: first thing in main, before any thread exists to read the environment.
        unsafe { std::env::set_var("WEBKIT_DISABLE_DMABUF_RENDERER", "1") };
    }
    let shell = match Shell::start() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("felt-desktop: cannot start: {e:#}");
            std::process::exit(1);
        }
    };
    println!("Felt desktop: console at {}", shell.base_url());
    let app = tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(move |app| {
            // The token travels in the fragment, which the browser never sends to a server.
            let url = format!("{}/#token={}", shell.base_url(), shell.token);
            let url = url.parse().map_err(|e| format!("bad console URL: {e}"))?;
            let title = shell.title();
            app.manage(shell);
            WebviewWindowBuilder::new(app, "console", WebviewUrl::External(url))
                .title(&title)
                .inner_size(1280.0, 800.0)
                // The console names the event in its page title; the window follows it.
                .on_document_title_changed(|window, title| {
                    if let Err(e) = window.set_title(&title) {
                        tracing::warn!("the window's title cannot be set: {e}");
                    }
                })
                .build()?;
            app.set_menu(menu::build(app.handle())?)?;
            app.on_menu_event(menu::on_event);
            Ok(())
        })
        .build(tauri::generate_context!());
    let app = match app {
        Ok(app) => app,
        Err(e) => {
            eprintln!("felt-desktop: {e}");
            std::process::exit(1);
        }
    };
    app.run(|handle, event| {
        // The window closed (or the session ends): the write-ahead log goes into the
        // database file, so that felt.db alone is the room.
        if let tauri::RunEvent::Exit = event
            && let Some(shell) = handle.try_state::<Shell>()
        {
            match shell.felt.fold_wal() {
                Ok(true) => tracing::info!("the window closed"),
                Ok(false) => tracing::warn!(
                    "the window closed; another program was reading the database, so its -wal file holds the last changes until the next stop"
                ),
                Err(e) => tracing::error!(
                    "the window closed, but the log could not be written into the database file: {e}"
                ),
            }
        }
    });
}
