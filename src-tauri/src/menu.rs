//! The window menu: the clock display or the seating chart on a chosen monitor, the LAN
//! switch, exports, and Help: the TD's guide (`/help`) in its own window, the problem
//! report, and About.

use crate::shell::Shell;
use felt::api::Printout;
use felt::core::lang::{Arg, Locale};
use felt::paper::PaperSize;
use tauri::menu::{CheckMenuItem, Menu, MenuEvent, MenuItem, PredefinedMenuItem, Submenu};
use tauri::{AppHandle, Manager, WebviewUrl, WebviewWindowBuilder, Wry};
use tauri_plugin_dialog::DialogExt;

/// The language of the window's own words: the console's, as the TD set it for this
/// installation, else the system's (LC_ALL, LC_MESSAGES, LANG), else English.
pub fn locale(app: &AppHandle) -> Locale {
    let set = app
        .try_state::<Shell>()
        .and_then(|s| s.felt.console_language().ok())
        .and_then(|c| c.lang);
    set.map(Locale::of).unwrap_or_else(|| {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|k| std::env::var(k).ok().filter(|v| !v.trim().is_empty()))
            .and_then(|v| Locale::parse(&v).ok())
            .unwrap_or_default()
    })
}

/// Message `id` in the window's language.
fn say(app: &AppHandle, id: &str) -> String {
    locale(app).say(id, &[])
}

/// Message `id` with text arguments in the window's language.
fn say_with(app: &AppHandle, id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
    locale(app).say(id, &args)
}

pub fn build(app: &AppHandle) -> tauri::Result<Menu<Wry>> {
    let l = locale(app);
    let w = |id: &str| l.say(id, &[]);
    let lan = CheckMenuItem::with_id(app, "lan", w("desktop-lan"), true, false, None::<&str>)?;
    let export = MenuItem::with_id(app, "export", w("desktop-export"), true, None::<&str>)?;
    let sheet = MenuItem::with_id(
        app,
        "save-sheet",
        w("desktop-save-sheet"),
        true,
        None::<&str>,
    )?;
    let card = MenuItem::with_id(app, "save-card", w("desktop-save-card"), true, None::<&str>)?;
    let quit = PredefinedMenuItem::quit(app, Some(&w("desktop-quit")))?;
    let file = Submenu::with_items(app, "Felt", true, &[&export, &sheet, &card, &lan, &quit])?;
    let display = Submenu::new(app, w("desktop-display"), true)?;
    for (i, m) in app.available_monitors()?.iter().enumerate() {
        let name = m
            .name()
            .cloned()
            .unwrap_or_else(|| l.say("desktop-monitor", &[("n", Arg::Text(&(i + 1).to_string()))]));
        let size = m.size();
        let dims = format!("{}×{}", size.width, size.height);
        let on = |id: &str| {
            l.say(
                id,
                &[("monitor", Arg::Text(&name)), ("size", Arg::Text(&dims))],
            )
        };
        let text = on("desktop-clock-on");
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
            on("desktop-seating-on"),
            true,
            None::<&str>,
        )?)?;
    }
    display.append(&MenuItem::with_id(
        app,
        "display-close",
        w("desktop-close-screens"),
        true,
        None::<&str>,
    )?)?;
    let guide = MenuItem::with_id(app, "guide", w("desktop-guide"), true, None::<&str>)?;
    let report = MenuItem::with_id(app, "report", w("desktop-report"), true, None::<&str>)?;
    let report_db =
        MenuItem::with_id(app, "report-db", w("desktop-report-db"), true, None::<&str>)?;
    let about = MenuItem::with_id(app, "about", w("desktop-about"), true, None::<&str>)?;
    let help = Submenu::with_items(
        app,
        w("desktop-help"),
        true,
        &[&guide, &report, &report_db, &about],
    )?;
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
        .title(say(app, "desktop-guide"))
        .inner_size(1100.0, 800.0)
        .build()?;
    Ok(())
}

/// The problem report (`felt report`), saved where the TD says.
fn save_report(app: &AppHandle, database: bool) -> anyhow::Result<()> {
    let report = app.state::<Shell>().felt.problem_report(database)?;
    save_as(
        app,
        report.bytes,
        (&say(app, "desktop-zip"), "zip"),
        report.file_name,
    );
    Ok(())
}

/// The version and where this installation keeps its data.
fn about(app: &AppHandle) -> anyhow::Result<()> {
    let shell = app.state::<Shell>();
    let db = shell.felt.database_path();
    let text = say_with(
        app,
        "desktop-about-text",
        &[
            ("version", felt::VERSION),
            ("database", &db.display().to_string()),
            ("backups", &shell.felt.backup_folder().display().to_string()),
            ("log", &felt::logs::file(&db).display().to_string()),
        ],
    );
    app.dialog()
        .message(text)
        .title(say(app, "desktop-about"))
        .show(|_| {});
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
        .ok_or_else(|| anyhow::anyhow!(say(app, "desktop-no-event")))
}

/// The full-screen pages the desktop puts on a monitor.
#[derive(Clone, Copy)]
enum Screen {
    Clock,
    Seating,
}

impl Screen {
    /// (window label, URL path, the window title's message).
    fn parts(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Screen::Clock => ("display", "display", "desktop-clock-title"),
            Screen::Seating => ("seating", "seating", "desktop-seating-title"),
        }
    }
}

fn open_display(app: &AppHandle, monitor: usize, screen: Screen) -> anyhow::Result<()> {
    let monitors = app.available_monitors()?;
    let m = monitors.get(monitor).ok_or_else(|| {
        anyhow::anyhow!(say_with(
            app,
            "desktop-monitor-gone",
            &[("n", &(monitor + 1).to_string())]
        ))
    })?;
    let (label, path, title) = screen.parts();
    if let Some(w) = app.get_webview_window(label) {
        w.destroy()?;
    }
    let id = current_event(app)?;
    let url = format!("{}/{path}/{id}", app.state::<Shell>().base_url()).parse()?;
    let pos = m.position().to_logical::<f64>(m.scale_factor());
    let window = WebviewWindowBuilder::new(app, label, WebviewUrl::External(url))
        .title(say(app, title))
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
        let text = say_with(app, "desktop-lan-open", &[("addresses", &addrs.join("\n"))]);
        app.dialog()
            .message(text)
            .title(say(app, "desktop-lan-title"))
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
                let msg = say_with(
                    &handle,
                    "desktop-cannot-write",
                    &[
                        ("path", &path.display().to_string()),
                        ("why", &e.to_string()),
                    ],
                );
                handle.dialog().message(msg).title("Felt").show(|_| {});
            }
        });
}
