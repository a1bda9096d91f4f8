//! What Felt says about itself (`felt info`) and the problem report: one .zip a TD
//! attaches to a message when something went wrong (`felt report`, the console's Help,
//! `POST /api/report`). The report holds this installation's facts, the settings without
//! a secret, the devices and backups by name, the log files, and, only when the TD asks,
//! a copy of the database with every secret removed ([`Store::scrub_secrets`]). Never the
//! TD token, a device's token, a pairing code or a fair draw's secret.

use super::{ApiError, EventSummary, Felt};
use crate::store::{Store, is_secret_setting};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// This installation, as `felt info` says it and the problem report carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Installation {
    pub version: String,
    /// The operating system and processor Felt was built for ("linux", "x86_64").
    pub os: String,
    pub arch: String,
    pub database: String,
    pub database_exists: bool,
    /// The database's folder, and whether only the TD's account can open it.
    pub data_folder: String,
    pub data_folder_owner_only: Option<bool>,
    pub database_owner_only: Option<bool>,
    pub token_file: String,
    /// The log `felt serve` and the window write (`logs/felt.log` beside the database).
    pub log_file: String,
    /// How many events the database holds; none when it is not made yet.
    pub events: Option<usize>,
}

impl Installation {
    /// The facts about the database at `db`, which holds `events` events (none when it
    /// is not there yet: nothing is made to say so).
    pub fn of(db: &Path, events: Option<usize>) -> Installation {
        let folder = db.parent().map(Path::to_path_buf).unwrap_or_default();
        let owner_only = |p: &Path| crate::private::is_owner_only(p).ok();
        let mut token = db.as_os_str().to_owned();
        token.push(".token");
        Installation {
            version: crate::VERSION.to_string(),
            os: std::env::consts::OS.to_string(),
            arch: std::env::consts::ARCH.to_string(),
            database: db.display().to_string(),
            database_exists: db.exists(),
            data_folder: folder.display().to_string(),
            data_folder_owner_only: owner_only(&folder),
            database_owner_only: owner_only(db),
            token_file: Path::new(&token).display().to_string(),
            log_file: crate::logs::file(db).display().to_string(),
            events,
        }
    }
}

/// A problem report: the archive's bytes and the name to save it under.
#[derive(Debug, Clone)]
pub struct ProblemReport {
    /// `felt-report-2026-11-29_04-10-00.zip`.
    pub file_name: String,
    pub bytes: Vec<u8>,
    /// What it holds, one line per file (what `felt report` prints).
    pub contents: Vec<String>,
}

/// The settings part of the report.
#[derive(Serialize)]
struct Settings {
    /// Every setting but the secret ones.
    settings: BTreeMap<String, String>,
    /// How many secret settings were left out (their values never leave the machine).
    secret_settings_left_out: usize,
    devices: Vec<super::devices::Device>,
    backups: super::Backups,
    events: Vec<EventSummary>,
}

impl Felt {
    /// This installation's facts.
    pub fn installation(&self) -> Result<Installation, ApiError> {
        let events = self.events()?.len();
        Ok(Installation::of(&self.database_path(), Some(events)))
    }

    /// Writes the problem report; with `database`, a copy of the database goes in, its
    /// secrets removed.
    pub fn problem_report(&self, database: bool) -> Result<ProblemReport, ApiError> {
        let now = self.now();
        let stamp = chrono::DateTime::from_timestamp_millis(now.0)
            .unwrap_or_default()
            .format("%Y-%m-%d_%H-%M-%S")
            .to_string();
        let fail = |what: &str, e: &dyn std::fmt::Display| {
            ApiError::Internal(format!("the problem report cannot {what}: {e}"))
        };
        let mut files: Vec<(String, Vec<u8>)> = Vec::new();
        files.push(("installation.json".into(), pretty(&self.installation()?)?));
        let all = self.reader().settings()?;
        let left_out = all.iter().filter(|(k, _)| is_secret_setting(k)).count();
        let settings = Settings {
            settings: all
                .into_iter()
                .filter(|(k, _)| !is_secret_setting(k))
                .collect(),
            secret_settings_left_out: left_out,
            devices: self.devices()?,
            backups: self.backups()?,
            events: self.events()?,
        };
        files.push(("settings.json".into(), pretty(&settings)?));
        let db = self.database_path();
        for log in crate::logs::files(&db) {
            let name = log.file_name().map(|n| n.to_string_lossy().into_owned());
            let bytes = std::fs::read(&log).map_err(|e| fail("read the log", &e))?;
            files.push((format!("logs/{}", name.unwrap_or_default()), bytes));
        }
        if database {
            let staging = super::backup::Staging::named(&db, ".report-staging")?;
            let copy = staging.file();
            crate::private::create(&copy).map_err(|e| fail("copy the database", &e))?;
            self.reader().backup_to(&copy)?;
            Store::scrub_secrets(&copy)?;
            let bytes = std::fs::read(&copy).map_err(|e| fail("read the database copy", &e))?;
            files.push(("felt.db".into(), bytes));
        }
        let listed: Vec<String> = files.iter().map(|(name, _)| name.clone()).collect();
        let readme = readme(&stamp, &listed, database);
        files.insert(0, ("README.txt".into(), readme.into_bytes()));
        let bytes = zip(&stamp, &files).map_err(|e| fail("be written", &e))?;
        tracing::info!(
            database,
            bytes = bytes.len(),
            "problem report written ({})",
            listed.join(", ")
        );
        Ok(ProblemReport {
            file_name: format!("felt-report-{stamp}.zip"),
            bytes,
            contents: files.into_iter().map(|(name, _)| name).collect(),
        })
    }
}

/// The report's own page: what each file is, and what is never in it.
fn readme(stamp: &str, files: &[String], database: bool) -> String {
    let mut text = format!(
        "Felt problem report, made {stamp} (UTC) by Felt {}.\n\n",
        crate::VERSION
    );
    for f in files {
        let what = match f.as_str() {
            "installation.json" => "where Felt keeps its data, its version and this system",
            "settings.json" => "the settings (no secret), paired devices by name, backups, events",
            "felt.db" => "a copy of the database, every token, code and draw secret removed",
            _ => "Felt's log: one line per event, the newest file first",
        };
        text.push_str(&format!("{f}: {what}\n"));
    }
    if !database {
        text.push_str("The database was not included.\n");
    }
    text.push_str(
        "\nNever in a report: the TD token, a device's token, a pairing code, a fair \
         draw's secret.\n",
    );
    text
}

/// The files as one .zip, each in a folder named after the report.
fn zip(stamp: &str, files: &[(String, Vec<u8>)]) -> zip::result::ZipResult<Vec<u8>> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .unix_permissions(0o600);
    for (name, bytes) in files {
        w.start_file(format!("felt-report-{stamp}/{name}"), options)?;
        w.write_all(bytes)?;
    }
    Ok(w.finish()?.into_inner())
}

/// A part of the report as pretty JSON.
fn pretty<T: Serialize>(value: &T) -> Result<Vec<u8>, ApiError> {
    serde_json::to_vec_pretty(value)
        .map_err(|e| ApiError::Internal(format!("the problem report cannot be written: {e}")))
}
