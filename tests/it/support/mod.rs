//! Test support: a real `felt serve` process on 127.0.0.1 and a small HTTP client.
#![allow(dead_code)]

use std::ffi::OsString;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

mod scenario;
pub use scenario::Scenario;

pub fn felt_bin() -> &'static str {
    env!("CARGO_BIN_EXE_felt")
}

/// Runs the `felt` CLI; returns (exit code, stdout, stderr).
pub fn felt(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(felt_bin())
        .args(args)
        .env_remove("FELT_DB")
        // English whatever the machine's language: a test asks for another with --lang.
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("run felt");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A running `felt serve`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
    pub token: String,
    pub db: PathBuf,
}

/// How to start `felt serve` beyond `--port 0 --db DB`.
#[derive(Debug, Default)]
pub struct Launch {
    /// The working directory (default: the test's, which is the repository).
    pub cwd: Option<PathBuf>,
    /// More arguments, such as `--ui-dir DIR`.
    pub args: Vec<OsString>,
    /// `FELT_UI_DIR` for the server (default: unset, whatever the test's environment says).
    pub ui_dir_env: Option<PathBuf>,
    /// More environment variables (`FELT_CLOCK_START`).
    pub env: Vec<(String, String)>,
}

impl Server {
    /// Starts `felt serve --port 0 --db DB` and waits until it prints its URL and token.
    /// It serves the web UI built into the binary, as an installed felt does.
    pub fn start(db: &Path) -> Server {
        Server::launch(db, Launch::default())
    }

    /// Starts `felt serve --port 0 --db DB` as `launch` says and waits until it prints its
    /// URL and token.
    pub fn launch(db: &Path, launch: Launch) -> Server {
        let mut command = Command::new(felt_bin());
        command
            .args(["serve", "--port", "0", "--db"])
            .arg(db)
            .args(&launch.args)
            .env_remove("FELT_UI_DIR")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if let Some(dir) = &launch.cwd {
            command.current_dir(dir);
        }
        if let Some(dir) = &launch.ui_dir_env {
            command.env("FELT_UI_DIR", dir);
        }
        for (k, v) in &launch.env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("start felt serve");
        let stdout = child.stdout.take().unwrap();
        let mut lines = BufReader::new(stdout).lines();
        let (mut port, mut token) = (None, None);
        while port.is_none() || token.is_none() {
            let line = lines
                .next()
                .expect("felt serve ended before printing its URL")
                .unwrap();
            if let Some(rest) = line.strip_prefix("Felt is serving http://127.0.0.1:") {
                port = Some(rest.trim_end_matches('/').parse().unwrap());
            }
            if let Some(rest) = line.strip_prefix("TD token (needed to change events): ") {
                token = Some(rest.to_string());
            }
        }
        // Keep draining stdout so the server never blocks on a full pipe.
        std::thread::spawn(move || for _ in lines {});
        Server {
            child,
            port: port.unwrap(),
            token: token.unwrap(),
            db: db.to_path_buf(),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// Kills the server with SIGKILL and reaps it.
    pub fn kill9(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into()
}

/// GET → (status, JSON body).
pub fn get(url: &str) -> (u16, serde_json::Value) {
    let mut r = agent().get(url).call().expect("GET");
    let status = r.status().as_u16();
    (
        status,
        r.body_mut().read_json().unwrap_or(serde_json::Value::Null),
    )
}

/// A response read as text, with the headers the UI tests look at.
#[derive(Debug)]
pub struct Page {
    pub status: u16,
    pub content_type: String,
    pub cache_control: String,
    pub body: String,
}

/// GET → the response as text.
pub fn get_page(url: &str) -> Page {
    let mut r = agent().get(url).call().expect("GET");
    let header = |name: &str| {
        r.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    let (content_type, cache_control) = (header("content-type"), header("cache-control"));
    Page {
        status: r.status().as_u16(),
        content_type,
        cache_control,
        body: r.body_mut().read_to_string().expect("a text body"),
    }
}

/// Any method with an optional token and an optional JSON body → (status, JSON body).
pub fn send(
    method: &str,
    url: &str,
    token: Option<&str>,
    body: Option<serde_json::Value>,
) -> (u16, serde_json::Value) {
    let auth = token.map(|t| format!("Bearer {t}"));
    let with = |r: ureq::RequestBuilder<ureq::typestate::WithoutBody>| match &auth {
        Some(a) => r.header("Authorization", a),
        None => r,
    };
    let with_body = |r: ureq::RequestBuilder<ureq::typestate::WithBody>| match &auth {
        Some(a) => r.header("Authorization", a),
        None => r,
    };
    let body = body.unwrap_or(serde_json::Value::Null);
    let mut r = match method {
        "GET" => with(agent().get(url)).call(),
        "DELETE" => with(agent().delete(url)).call(),
        "PUT" => with_body(agent().put(url)).send_json(body),
        _ => with_body(agent().post(url)).send_json(body),
    }
    .expect("request");
    let status = r.status().as_u16();
    (
        status,
        r.body_mut().read_json().unwrap_or(serde_json::Value::Null),
    )
}

impl Server {
    /// Creates an event from the shipped `structures/example-nlhe-bba.toml` with the TD
    /// token; its id.
    pub fn example_event(&self) -> i64 {
        Scenario::example(self).id
    }
}

/// POST JSON with an optional token → (status, JSON body).
pub fn post(url: &str, token: Option<&str>, body: serde_json::Value) -> (u16, serde_json::Value) {
    let mut req = agent().post(url);
    if let Some(t) = token {
        req = req.header("Authorization", &format!("Bearer {t}"));
    }
    let mut r = req.send_json(body).expect("POST");
    let status = r.status().as_u16();
    (
        status,
        r.body_mut().read_json().unwrap_or(serde_json::Value::Null),
    )
}

/// `felt ARGS --db DB`, which must succeed; its standard output.
pub fn ok_at(db: &str, args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--db", db]);
    let (code, out, err) = felt(&all);
    assert_eq!(code, 0, "felt {args:?}: {err}");
    out
}

/// `felt ARGS --db DB`, which must fail; its standard error.
pub fn refused_at(db: &str, args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--db", db]);
    let (code, out, err) = felt(&all);
    assert_ne!(code, 0, "felt {args:?} should be refused: {out}");
    err
}

/// An event from the home freezeout template with `order` registered (the winner last)
/// and busted in that order, from the terminal; its number.
pub fn play_home(db: &str, order: &[&str]) -> String {
    let event = Scenario::at_terminal(Path::new(db), "structures/templates/home-freezeout.toml");
    event.register(order).draw(7).play_to(1);
    event.id_arg()
}

/// Every row of every table of the database at `db`, in order, as one SHA-256 (hex), less
/// the rows `skip(table, row)` leaves out (each row written as its values' Debug forms,
/// each followed by `|`).
pub fn rows_digest(db: &Path, skip: impl Fn(&str, &str) -> bool) -> String {
    use sha2::{Digest, Sha256};
    let conn = rusqlite::Connection::open_with_flags(
        db,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .expect("open the database to read");
    conn.busy_timeout(Duration::from_secs(5)).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let mut hash = Sha256::new();
    for table in tables {
        hash.update(table.as_bytes());
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let columns = stmt.column_count();
        let mut rows = stmt.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            let mut line = String::new();
            for c in 0..columns {
                let v: rusqlite::types::Value = row.get(c).unwrap();
                line.push_str(&format!("{v:?}|"));
            }
            if !skip(&table, &line) {
                hash.update(line.as_bytes());
            }
        }
    }
    format!("{:x}", hash.finalize())
}
