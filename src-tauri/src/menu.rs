//! The window menu: the clock display or the seating chart on a chosen monitor, the LAN
//! switch, exports, and Help: the TD's guide (`/help`) in its own window, the problem
//! report, and About.

use crate::shell::Shell;
use felt::api::Printout;
use felt::paper::PaperSize;
use tauri::menu::{CheckMenuItem, Menu, MenuEvent, MenuItem, PredefinedMenuItem, Submenu};
use tauri::{AppHandle, Manager, WebviewUrl, WebviewWindowBuilder, Wry};
use tauri_plugin_dialog::DialogExt;

pub fn build(app: &AppHandle) -> tauri::Result<Menu<Wry>> {
    let lan = CheckMenuItem::with_id(app, "lan", "Listen on the LAN", true, false, None::<&str>)?;
    let export = MenuItem::with_id(app, "export", "Export structure…", true, None::<&str>)?;
    let sheet = MenuItem::with_id(
        app,
        "save-sheet",
        "Save structure sheet (PDF)…",
        true,
        None::<&str>,
    )?;
    let card = MenuItem::with_id(
        app,
        "save-card",
        "Save rule card (PDF)…",
        true,
        None::<&str>,
    )?;
    let quit = PredefinedMenuItem::quit(app, Some("Quit"))?;
    let file = Submenu::with_items(app, "Felt", true, &[&export, &sheet, &card, &lan, &quit])?;
    let display = Submenu::new(app, "Display", true)?;
    for (i, m) in app.available_monitors()?.iter().enumerate() {
        let name = m
            .name()
            .cloned()
            .unwrap_or_else(|| format!("Monitor {}", i + 1));
        let size = m.size();
        let text = format!("Clock display on {name} ({}×{})", size.width, size.height);
        display.append(&MenuItem::with_id(
            app,
            format!("display-{i}"),
            text,
            true,
            None::<&str>,
        )?)?;
        display.append(&MenuItem::with_id(
            app,
            format!("seating-{i}"),
            format!("Seating chart on {name} ({}×{})", size.width, size.height),
            true,
            None::<&str>,
        )?)?;
    }
    display.append(&MenuItem::with_id(
        app,
        "display-close",
        "Close the clock display and the seating chart",
        true,
        None::<&str>,
    )?)?;
    let guide = MenuItem::with_id(app, "guide", "Felt guide", true, None::<&str>)?;
    let report = MenuItem::with_id(app, "report", "Report a problem…", true, None::<&str>)?;
    let report_db = MenuItem::with_id(
        app,
        "report-db",
        "Report a problem, with a copy of the database…",
        true,
        None::<&str>,
    )?;
    let about = MenuItem::with_id(app, "about", "About Felt", true, None::<&str>)?;
    let help = Submenu::with_items(app, "Help", true, &[&guide, &report, &report_db, &about])?;
    Menu::with_items(app, &[&file, &display, &help])
}

pub fn on_event(app: &AppHandle, event: MenuEvent) {
    let id = event.id().as_ref();
    let result = match id {
        "lan" => toggle_lan(app),
        "export" => export_structure(app),
        "save-sheet" => save_printout(app, Printout::StructureSheet),
        "save-card" => save_printout(app, Printout::RuleCard),
        "display-close" => close_display(app),
        "guide" => open_guide(app),
        "about" => about(app),
        "report" => save_report(app, false),
        "report-db" => save_report(app, true),
        _ => {
            let on = |prefix: &str| id.strip_prefix(prefix).and_then(|n| n.parse().ok());
            match (on("display-"), on("seating-")) {
                (Some(n), _) => open_display(app, n, Screen::Clock),
                (_, Some(n)) => open_display(app, n, Screen::Seating),
                _ => Ok(()),
            }
        }
    };
    if let Err(e) = result {
        app.dialog()
            .message(format!("{e:#}"))
            .title("Felt")
            .show(|_| {});
    }
}

/// The TD's guide in its own window (brought to the front if it is open).
fn open_guide(app: &AppHandle) -> anyhow::Result<()> {
    if let Some(w) = app.get_webview_window("guide") {
        w.set_focus()?;
        return Ok(());
    }
    let url = format!("{}/help", app.state::<Shell>().base_url()).parse()?;
    WebviewWindowBuilder::new(app, "guide", WebviewUrl::External(url))
        .title("Felt guide")
        .inner_size(1100.0, 800.0)
        .build()?;
    Ok(())
}

/// The problem report (`felt report`), saved where the TD says.
fn save_report(app: &AppHandle, database: bool) -> anyhow::Result<()> {
    let report = app.state::<Shell>().felt.problem_report(database)?;
    save_as(app, report.bytes, ("Zip archive", "zip"), report.file_name);
    Ok(())
}

/// The version and where this installation keeps its data.
fn about(app: &AppHandle) -> anyhow::Result<()> {
    let shell = app.state::<Shell>();
    let db = shell.felt.database_path();
    let text = format!(
        "Felt {}\n\nDatabase: {}\nBackups: {}\nLog: {}\n\nOnly your account can read them.",
        felt::VERSION,
        db.display(),
        shell.felt.backup_folder().display(),
        felt::logs::file(&db).display()
    );
    app.dialog().message(text).title("About Felt").show(|_| {});
    Ok(())
}

/// The event the console shows: its URL is `/console/ID`; else the newest event.
fn current_event(app: &AppHandle) -> anyhow::Result<i64> {
    let from_url = app
        .get_webview_window("console")
        .and_then(|w| w.url().ok())
        .and_then(|u| {
            u.path()
                .strip_prefix("/console/")
                .and_then(|id| id.parse().ok())
        });
    if let Some(id) = from_url {
        return Ok(id);
    }
    let shell = app.state::<Shell>();
    shell
        .felt
        .events()?
        .last()
        .map(|e| e.id)
        .ok_or_else(|| anyhow::anyhow!("there is no event to show yet"))
}

/// The full-screen pages the desktop puts on a monitor.
#[derive(Clone, Copy)]
enum Screen {
    Clock,
    Seating,
}

impl Screen {
    /// (window label, URL path, window title).
    fn parts(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Screen::Clock => ("display", "display", "Felt clock"),
            Screen::Seating => ("seating", "seating", "Felt seating chart"),
        }
    }
}

fn open_display(app: &AppHandle, monitor: usize, screen: Screen) -> anyhow::Result<()> {
    let monitors = app.available_monitors()?;
    let m = monitors
        .get(monitor)
        .ok_or_else(|| anyhow::anyhow!("monitor {} is no longer connected", monitor + 1))?;
    let (label, path, title) = screen.parts();
    if let Some(w) = app.get_webview_window(label) {
        w.destroy()?;
    }
    let id = current_event(app)?;
    let url = format!("{}/{path}/{id}", app.state::<Shell>().base_url()).parse()?;
    let pos = m.position().to_logical::<f64>(m.scale_factor());
    let window = WebviewWindowBuilder::new(app, label, WebviewUrl::External(url))
        .title(title)
        .position(pos.x, pos.y)
        .inner_size(1280.0, 720.0)
        .build()?;
    window.set_fullscreen(true)?;
    Ok(())
}

fn close_display(app: &AppHandle) -> anyhow::Result<()> {
    for label in ["display", "seating"] {
        if let Some(w) = app.get_webview_window(label) {
            w.destroy()?;
        }
    }
    Ok(())
}

fn toggle_lan(app: &AppHandle) -> anyhow::Result<()> {
    let shell = app.state::<Shell>();
    let on = shell.lan.get().is_none();
    let port = shell.set_lan(on)?;
    if let Some(item) = app
        .menu()
        .and_then(|m| m.get("lan"))
        .and_then(|i| i.as_check_menuitem().cloned())
    {
        item.set_checked(port.is_some())?;
    }
    if let Some(port) = port {
        let addrs: Vec<String> = felt::server::lan_addresses()
            .iter()
            .map(|a| format!("http://{a}:{port}/"))
            .collect();
        let text = format!(
            "Displays and phones on the network can now open:\n{}\nThe console shows the address and its QR code.",
            addrs.join("\n")
        );
        app.dialog()
            .message(text)
            .title("Listening on the LAN")
            .show(|_| {});
    }
    Ok(())
}

/// Saves the normalized structure (with derived stakes) of the console's event as JSON.
fn export_structure(app: &AppHandle) -> anyhow::Result<()> {
    let id = current_event(app)?;
    let structure = app.state::<Shell>().felt.structure(id)?;
    let json = serde_json::to_string_pretty(&structure)?;
    save_as(
        app,
        json.into_bytes(),
        ("JSON", "json"),
        format!("event-{id}-structure.json"),
    );
    Ok(())
}

/// Saves the console's event's structure sheet or rule card as an A4 PDF.
fn save_printout(app: &AppHandle, what: Printout) -> anyhow::Result<()> {
    let id = current_event(app)?;
    let asked = felt::core::lang::Asked::default();
    let pdf = app
        .state::<Shell>()
        .felt
        .print(id, what, PaperSize::A4, asked)?;
    save_as(
        app,
        pdf,
        ("PDF", "pdf"),
        format!("event-{id}-{}.pdf", what.slug()),
    );
    Ok(())
}

/// Asks where to save `bytes` with the native dialog, then writes them there.
fn save_as(app: &AppHandle, bytes: Vec<u8>, (kind, ext): (&str, &str), name: String) {
    let handle = app.clone();
    app.dialog()
        .file()
        .add_filter(kind, &[ext])
        .set_file_name(name)
        .save_file(move |path| {
            let Some(path) = path.and_then(|p| p.into_path().ok()) else {
                return;
            };
            if let Err(e) = std::fs::write(&path, bytes) {
                let msg = format!("Cannot write {}: {e}", path.display());
                handle.dialog().message(msg).title("Felt").show(|_| {});
            }
        });
}
