//! The web UI from a real `felt serve` on 127.0.0.1: built into the binary, so felt
//! serves it from any working directory; `--ui-dir` and `FELT_UI_DIR` read a directory
//! instead, for working on the UI.

use crate::support;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use support::{Launch, Page, Server, felt_bin, get_page};

/// What the server sends when the binary was compiled before the UI was built.
const FALLBACK: &str = include_str!("../../src/server/fallback.html");

/// The first `/assets/….js` that `index.html` loads.
fn script_in(index: &str) -> Option<&str> {
    index
        .split("src=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .find(|src| src.starts_with("/assets/") && src.ends_with(".js"))
}

fn assert_index(page: &Page, index: &str, what: &str) {
    assert_eq!(page.status, 200, "{what}");
    assert_eq!(page.content_type, "text/html; charset=utf-8", "{what}");
    assert_eq!(
        page.cache_control, "no-cache",
        "{what}: index.html is never cached"
    );
    assert_eq!(page.body, index, "{what}: index.html");
}

#[test]
fn the_built_in_ui_is_served_from_any_directory() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).unwrap();
    let server = Server::launch(
        &dir.path().join("felt.db"),
        Launch {
            cwd: Some(elsewhere),
            ..Launch::default()
        },
    );

    let index = get_page(&server.url("/"));
    assert!(
        index.body != FALLBACK,
        "felt serves its fallback page: this felt binary was compiled before the web UI was \
         built. Build the UI first (scripts/setup.sh does: `npm ci && npm run build` in ui/), \
         then run the tests again so cargo rebuilds felt with ui/dist in it"
    );
    let index_body = index.body.clone();
    assert_index(&index, &index_body, "GET /");

    let script = script_in(&index_body)
        .unwrap_or_else(|| panic!("index.html loads no /assets/*.js:\n{index_body}"));
    let js = get_page(&server.url(script));
    assert_eq!(js.status, 200, "{script}");
    assert!(
        js.content_type == "text/javascript; charset=utf-8"
            || js.content_type == "application/javascript; charset=utf-8",
        "{script}: {}",
        js.content_type
    );
    assert_eq!(js.cache_control, "public, max-age=31536000, immutable");
    assert!(!js.body.is_empty());

    // The UI routes itself: its pages, and paths it does not know, get index.html.
    for path in [
        "/display/1",
        "/console/1",
        "/no/such/page",
        "/assets/gone.js",
    ] {
        assert_index(&get_page(&server.url(path)), &index_body, path);
    }

    // Unknown API paths stay JSON.
    let nope = get_page(&server.url("/api/nope"));
    assert_eq!(nope.status, 404);
    assert_eq!(nope.content_type, "application/json");
    let body: serde_json::Value = serde_json::from_str(&nope.body).unwrap();
    assert_eq!(body["code"], "not-found");
    assert_eq!(body["message"], "no API endpoint /api/nope");
}

/// A built UI in a temp directory: an index, a script and a page of its own.
fn ui_on_disk(dir: &std::path::Path, index: &str) -> std::path::PathBuf {
    let ui = dir.join("ui");
    std::fs::create_dir_all(ui.join("assets")).unwrap();
    std::fs::write(ui.join("index.html"), index).unwrap();
    std::fs::write(ui.join("assets/app-1234.js"), "console.log('disk')\n").unwrap();
    std::fs::write(ui.join("notes.txt"), "from disk\n").unwrap();
    ui
}

#[test]
fn ui_dir_and_felt_ui_dir_serve_a_directory_instead() {
    let dir = tempfile::tempdir().unwrap();
    let index = "<!doctype html><title>UI on disk</title>\n";
    let ui = ui_on_disk(dir.path(), index);
    let flag = Server::launch(
        &dir.path().join("flag.db"),
        Launch {
            cwd: Some(dir.path().to_path_buf()),
            args: vec!["--ui-dir".into(), ui.clone().into()],
            ..Launch::default()
        },
    );
    let env = Server::launch(
        &dir.path().join("env.db"),
        Launch {
            cwd: Some(dir.path().to_path_buf()),
            ui_dir_env: Some(ui.clone()),
            ..Launch::default()
        },
    );
    for (server, how) in [(&flag, "--ui-dir"), (&env, "FELT_UI_DIR")] {
        assert_index(&get_page(&server.url("/")), index, how);
        assert_index(&get_page(&server.url("/display/1")), index, how);
        let js = get_page(&server.url("/assets/app-1234.js"));
        assert_eq!(
            (js.status, js.content_type.as_str(), js.body.as_str()),
            (
                200,
                "text/javascript; charset=utf-8",
                "console.log('disk')\n"
            ),
            "{how}"
        );
        let notes = get_page(&server.url("/notes.txt"));
        assert_eq!(notes.content_type, "text/plain; charset=utf-8", "{how}");
        assert_eq!(notes.body, "from disk\n", "{how}");
        assert_eq!(get_page(&server.url("/api/nope")).status, 404, "{how}");
    }

    // Read on every request: a rebuilt UI shows without restarting felt.
    let rebuilt = "<!doctype html><title>UI rebuilt</title>\n";
    std::fs::write(ui.join("index.html"), rebuilt).unwrap();
    assert_index(&get_page(&flag.url("/")), rebuilt, "after a rebuild");
}

#[test]
fn a_ui_dir_without_index_html_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let mut child = Command::new(felt_bin())
        .args(["serve", "--port", "0", "--db"])
        .arg(dir.path().join("felt.db"))
        .arg("--ui-dir")
        .arg(&empty)
        .env_remove("FELT_UI_DIR")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("felt serve started with a --ui-dir that has no index.html");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let stderr = std::io::read_to_string(child.stderr.take().unwrap()).unwrap();
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "the UI directory {} has no index.html",
            empty.display()
        )),
        "{stderr}"
    );
}
