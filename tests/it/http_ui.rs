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

/// GET with `Accept-Encoding: gzip` → (Content-Encoding, the body as sent).
fn get_gzip(url: &str, token: &str) -> (String, Vec<u8>) {
    let mut r = support::agent()
        .get(url)
        .header("Accept-Encoding", "gzip")
        .header("Authorization", format!("Bearer {token}"))
        .call()
        .expect("GET");
    assert_eq!(r.status().as_u16(), 200, "{url}");
    let encoding = r
        .headers()
        .get("content-encoding")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (encoding, r.body_mut().read_to_vec().expect("a body"))
}

/// The body unzipped by the system's gzip.
fn gunzip(bytes: &[u8]) -> String {
    use std::io::Write;
    let mut child = Command::new("gzip")
        .arg("-dc")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("gzip (Debian's gzip package) runs");
    child.stdin.take().unwrap().write_all(bytes).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the body is gzip");
    String::from_utf8(out.stdout).unwrap()
}

/// A browser asks for gzip and gets it: the console's page and script, and the API's
/// answers (a 10,000-player field view is 5 MB of JSON, 330 KB gzipped), each the same
/// text once unzipped; a client that does not ask gets the text as it is, and the live
/// stream is never held back by compression.
#[test]
fn answers_are_gzipped_for_a_client_that_asks() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::launch(&dir.path().join("felt.db"), Launch::default());
    let event = support::Scenario::example(&server);
    event.players(40).draw(7);
    let id = event.id;
    let index = get_page(&server.url("/")).body;
    let script = script_in(&index)
        .expect("index.html loads a script")
        .to_string();
    let field = format!("/api/events/{id}/field");
    for path in ["/", script.as_str(), field.as_str()] {
        let plain = get_page_with_token(&server, path);
        let (encoding, zipped) = get_gzip(&server.url(path), &server.token);
        assert_eq!(encoding, "gzip", "{path}");
        // Larger text at least halves at the fastest level; the small page shrinks.
        let factor = if plain.len() > 10_000 { 2 } else { 1 };
        assert!(
            zipped.len() * factor < plain.len(),
            "{path}: {} bytes gzipped of {}",
            zipped.len(),
            plain.len()
        );
        assert_eq!(
            gunzip(&zipped),
            plain,
            "{path}: the same text once unzipped"
        );
    }
    // The stream's first event arrives without waiting for a compressor's buffer.
    let r = support::agent()
        .get(&server.url(&format!("/api/events/{id}/stream")))
        .header("Accept-Encoding", "gzip")
        .header("Authorization", format!("Bearer {}", server.token))
        .call()
        .expect("the stream answers");
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        r.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("text/event-stream")
    );
    assert!(
        r.headers().get("content-encoding").is_none(),
        "the stream is not gzipped"
    );
}

/// GET with the TD token and no `Accept-Encoding` → the body as text, checked to be sent
/// as it is.
fn get_page_with_token(server: &Server, path: &str) -> String {
    let mut r = support::agent()
        .get(&server.url(path))
        .header("Authorization", format!("Bearer {}", server.token))
        .call()
        .unwrap();
    assert!(
        r.headers().get("content-encoding").is_none(),
        "{path}: sent as it is to a client that does not ask for gzip"
    );
    r.body_mut().read_to_string().unwrap()
}
