//! Backups: whole copies of the database, made with SQLite's online backup API while the
//! room plays, into `backups/` beside the database (the TD's alone, like the database).
//!
//! The server takes one when a level or a break begins on any event and, while anything
//! changes, at least every ten minutes; the TD can take one at any time. The newest
//! [`KEEP`] are kept. A restore copies a backup (or a database file from another machine:
//! moving to another laptop mid-event) over the live database under every event's write
//! lock, first backing up what it replaces, and keeps this installation's TD token.

use super::{ApiError, Felt, lock};
use crate::store::{Links, Store};
use felt_core::UtcMs;
use felt_core::choice::NamedChoice;
use felt_core::lang::Phrase;
use felt_core::structure::Period;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How many backups are kept: the newest; at one every ten minutes, eight hours of play.
pub const KEEP: usize = 48;
/// The longest wait between two backups while the log changes.
pub const EVERY_MS: i64 = 10 * 60 * 1000;

felt_core::named_choice! {
    /// Why a backup was taken (the end of its file name).
    pub enum BackupReason as "backup reason" {
        /// A level began on an event.
        Level = "level",
        /// A break began on an event.
        Break = "break",
        /// Ten minutes of changes since the last one.
        Timer = "timer",
        /// The TD asked for one.
        Manual = "manual",
        /// Taken just before a restore replaced the database: the restore can be undone.
        BeforeRestore = "before-restore",
    }
}

/// One backup in the folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct BackupInfo {
    /// The file's name in the backups folder: what `felt backup restore` takes.
    pub name: String,
    /// When it was taken (from its name).
    pub taken_at: UtcMs,
    pub reason: BackupReason,
    pub bytes: u64,
}

/// The backups folder, newest first, and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Backups {
    pub folder: String,
    /// The database file: the whole room once Felt has stopped (the write-ahead log is
    /// folded into it on every clean stop and after each backup); the file to carry.
    pub database: String,
    /// How many are kept (the oldest beyond go).
    pub keep: usize,
    pub backups: Vec<BackupInfo>,
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Restored {
    /// The backup (or file) the database now holds.
    pub from: String,
    /// The backup of the database as it was just before, to undo the restore with.
    pub saved_as: String,
    /// The events in the database now.
    pub events: usize,
}

/// What the automatic backups last saw: per event the period it was in, and when the
/// last backup was taken at which log position.
#[derive(Debug, Default)]
pub(crate) struct BackupWatch {
    periods: std::collections::HashMap<i64, usize>,
    last_at: Option<UtcMs>,
    last_seq: Option<u64>,
}

const PREFIX: &str = "felt-";
/// To the millisecond: two backups in one second (a restore undone at once) never share
/// a name.
const STAMP: &str = "%Y-%m-%d_%H-%M-%S-%3f";

fn file_name(at: UtcMs, reason: BackupReason) -> String {
    let stamp = chrono::DateTime::from_timestamp_millis(at.0)
        .unwrap_or_default()
        .format(STAMP);
    format!("{PREFIX}{stamp}Z-{}.db", reason.name())
}

/// The instant and reason a backup's file name holds; `None` for any other file.
fn parse_name(name: &str) -> Option<(UtcMs, BackupReason)> {
    let rest = name.strip_prefix(PREFIX)?.strip_suffix(".db")?;
    let (stamp, reason) = rest.split_once("Z-")?;
    let at = chrono::NaiveDateTime::parse_from_str(stamp, STAMP).ok()?;
    Some((
        UtcMs(at.and_utc().timestamp_millis()),
        BackupReason::from_name(reason).ok()?,
    ))
}

impl Felt {
    /// The database file this API works on.
    pub fn database_path(&self) -> PathBuf {
        self.store().path().to_path_buf()
    }

    /// The backups folder: `backups/` beside the database.
    pub fn backup_folder(&self) -> PathBuf {
        let db = self.store().path().to_path_buf();
        db.parent().unwrap_or(Path::new(".")).join("backups")
    }

    /// The backups, newest first. Only plain files count: a link in the folder (to a file
    /// anywhere else) is neither listed nor opened.
    pub fn backups(&self) -> Result<Backups, ApiError> {
        let folder = self.backup_folder();
        let mut backups = Vec::new();
        if let Ok(entries) = std::fs::read_dir(&folder) {
            for e in entries.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                let Some((taken_at, reason)) = parse_name(&name) else {
                    continue;
                };
                // The entry's own type: a link is not followed to learn it.
                if !e.file_type().is_ok_and(|t| t.is_file()) {
                    continue;
                }
                let bytes = match e.metadata() {
                    Ok(m) => m.len(),
                    Err(err) => {
                        tracing::warn!("the size of the backup {name} cannot be read: {err}");
                        0
                    }
                };
                backups.push(BackupInfo {
                    name,
                    taken_at,
                    reason,
                    bytes,
                });
            }
        }
        backups.sort_by(|a, b| b.taken_at.cmp(&a.taken_at).then(b.name.cmp(&a.name)));
        Ok(Backups {
            folder: folder.display().to_string(),
            database: self.database_path().display().to_string(),
            keep: KEEP,
            backups,
        })
    }

    /// Takes a backup now and keeps the newest [`KEEP`].
    pub fn backup_now(&self, reason: BackupReason) -> Result<BackupInfo, ApiError> {
        let folder = self.backup_folder();
        let fail = |what: &str, e: &dyn std::fmt::Display| {
            ApiError::Internal(format!("cannot {what} in {}: {e}", folder.display()))
        };
        crate::private::dir(&folder).map_err(|e| fail("make the backups folder", &e))?;
        let mut at = self.now();
        while folder.join(file_name(at, reason)).exists() {
            at = at.plus_ms(1);
        }
        let name = file_name(at, reason);
        let path = folder.join(&name);
        let part = folder.join(format!(".{name}.part"));
        // Made empty and owner-only first: SQLite writes into it and keeps its mode.
        crate::private::create(&part).map_err(|e| fail("write a backup", &e))?;
        let copied = self.reader().backup_to(&part);
        if let Err(e) = copied {
            if let Err(gone) = std::fs::remove_file(&part)
                && gone.kind() != std::io::ErrorKind::NotFound
            {
                tracing::warn!("the unfinished backup {} stays: {gone}", part.display());
            }
            return Err(e.into());
        }
        std::fs::rename(&part, &path).map_err(|e| fail("keep the backup", &e))?;
        let bytes = std::fs::metadata(&path)
            .map_err(|e| fail("read the backup just written", &e))?
            .len();
        tracing::info!(reason = reason.name(), bytes, "backup taken: {name}");
        self.prune_backups();
        Ok(BackupInfo {
            name,
            taken_at: at,
            reason,
            bytes,
        })
    }

    /// Deletes the oldest backups beyond [`KEEP`]; one that cannot be deleted is said on
    /// the log (the backup just taken stands, and the next prune tries again).
    fn prune_backups(&self) {
        let all = match self.backups() {
            Ok(all) => all,
            Err(e) => {
                tracing::error!("the old backups cannot be listed to delete the oldest: {e}");
                return;
            }
        };
        for old in all.backups.iter().skip(KEEP) {
            let path = self.backup_folder().join(&old.name);
            if let Err(e) = std::fs::remove_file(&path) {
                tracing::error!("the old backup {} cannot be deleted: {e}", path.display());
            }
        }
    }

    /// Replaces the database with backup `name` from the backups folder (what the console
    /// and the API offer). The database as it was is backed up first; the TD token stays
    /// this installation's. A link in the folder is no backup.
    pub fn restore_backup(&self, name: &str) -> Result<Restored, ApiError> {
        let path = self.backup_folder().join(name);
        let plain = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_file());
        if parse_name(name).is_none() || !plain {
            return Err(ApiError::NoSuchBackup {
                name: name.to_string(),
            });
        }
        self.restore_path(&path, name, Links::Refuse)
    }

    /// Replaces the database with the Felt database or backup file at `path`: another
    /// machine's, when the event moves to this one (the command line only).
    pub fn restore_file(&self, path: &Path) -> Result<Restored, ApiError> {
        if !path.is_file() {
            return Err(ApiError::Backup(
                Phrase::new("refusal-api-restore-no-file").text("file", path.display().to_string()),
            ));
        }
        let live = self.store().path().to_path_buf();
        if path.canonicalize().ok() == live.canonicalize().ok() {
            return Err(ApiError::Backup(
                Phrase::new("refusal-api-restore-in-use").text("file", path.display().to_string()),
            ));
        }
        self.restore_path(path, &path.display().to_string(), Links::Follow)
    }

    /// The restore itself: the file is copied into a staging folder beside the database
    /// and proved there ([`crate::store::Store::prove`]); only then is the live database
    /// backed up and replaced by the proved copy, under every event's write lock. A
    /// failure before the replacement changes nothing; one after it puts the database
    /// back from the backup just taken, and says so.
    fn restore_path(&self, path: &Path, name: &str, links: Links) -> Result<Restored, ApiError> {
        let staging = Staging::new(&self.database_path())?;
        let staged = staging.file();
        crate::private::create(&staged).map_err(|e| {
            ApiError::Backup(
                Phrase::new("refusal-api-restore-stage")
                    .text("name", name)
                    .text("why", e.to_string()),
            )
        })?;
        Store::stage(path, &staged, links).map_err(ApiError::Backup)?;
        Store::prove(&staged, name).map_err(ApiError::Backup)?;
        let saved = self.backup_now(BackupReason::BeforeRestore)?;
        let replaced = self.replace_database(&staged);
        if let Err(e) = replaced {
            let back = self.backup_folder().join(&saved.name);
            let undone = self.replace_database(&back);
            tracing::error!("the restore of {name} failed ({e}); put back: {undone:?}");
            return Err(ApiError::Backup(match undone {
                Ok(()) => Phrase::new("refusal-api-restore-put-back")
                    .text("name", name)
                    .text("why", e.to_string())
                    .text("backup", saved.name.clone()),
                Err(again) => Phrase::new("refusal-api-restore-put-back-failed")
                    .text("name", name)
                    .text("why", e.to_string())
                    .text("backup", saved.name.clone())
                    .text("again", again.to_string()),
            }));
        }
        tracing::warn!(
            "the database was replaced by {name}; the one before is kept as {}",
            saved.name
        );
        Ok(Restored {
            from: name.to_string(),
            saved_as: saved.name,
            events: self.events()?.len(),
        })
    }

    /// Replaces the live database with the proved file at `file` under every loaded
    /// event's writer, keeping this installation's TD token; every cached state is
    /// dropped, to be folded again from the new database.
    fn replace_database(&self, file: &Path) -> Result<(), ApiError> {
        // Every loaded event's writer waits (ids in order, as a writer takes only one),
        // so no action is decided on the old state and logged into the new one.
        let slots: Vec<_> = {
            let mut s: Vec<_> = lock(&self.slots)
                .iter()
                .map(|(id, s)| (*id, s.clone()))
                .collect();
            s.sort_by_key(|(id, _)| *id);
            s.into_iter().map(|(_, s)| s).collect()
        };
        let guards: Vec<_> = slots.iter().map(|s| s.write()).collect();
        // A checkpoint being encoded from one of these states must not be written into
        // the database that replaces them.
        for s in &slots {
            s.generation
                .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
        let done = (|| -> Result<(), ApiError> {
            let mut store = self.store();
            let token = store.setting(super::token::HASH)?;
            store.restore_from(file)?;
            super::fault::restore()?;
            if let Some(hash) = token {
                store.set_setting(super::token::HASH, &hash)?;
            }
            store.remove_setting(super::token::PLAIN)?;
            Ok(())
        })();
        lock(&self.slots).clear();
        lock(&self.own_deals).clear();
        drop(guards);
        done
    }

    /// Folds the write-ahead log into the database file (`Store::fold_wal`): on every
    /// clean stop of a server or the window, and after each backup, so that `felt.db`
    /// alone holds every event. False when another process's read kept part of it.
    pub fn fold_wal(&self) -> Result<bool, ApiError> {
        Ok(self.store().fold_wal()?)
    }

    /// The automatic backups, called by the server every second: one when a level or a
    /// break begins on an event that is running, else one when the log has changed and
    /// the last is ten minutes old. Returns the backup taken, if any.
    pub fn backup_if_due(&self) -> Result<Option<BackupInfo>, ApiError> {
        // Another listener's watcher is at it: it is enough.
        let mut watch = match self.backup_watch.try_lock() {
            Ok(w) => w,
            Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return Ok(None),
        };
        let watch = &mut *watch;
        let now = self.now();
        let mut began: Option<BackupReason> = None;
        let mut seen = std::collections::HashMap::new();
        // Read first: the reader's lock must not be held while each event's snapshot is
        // taken (it reads through the same connection).
        let rows = self.reader().events()?;
        for row in rows {
            if row.archived_at.is_some() {
                continue;
            }
            let Ok(s) = self.snapshot(row.id) else {
                continue;
            };
            let t = &s.t;
            if t.over().is_some() || !t.context(now).started() {
                continue;
            }
            let period = t.context(now).period();
            if let Some(&before) = watch.periods.get(&row.id)
                && before != period
            {
                let reason = match t.structure.periods.get(period) {
                    Some(Period::Break(_)) => BackupReason::Break,
                    _ => BackupReason::Level,
                };
                began = Some(began.map_or(reason, |b| b.min_by_break(reason)));
            }
            seen.insert(row.id, period);
        }
        let first_look = watch.last_at.is_none() && watch.periods.is_empty();
        watch.periods = seen;
        let seq = self.last_seq()?;
        if first_look {
            // The server just started: the room as it is now is the baseline.
            watch.last_at = Some(now);
            watch.last_seq = Some(seq);
            return Ok(None);
        }
        let changed = watch.last_seq != Some(seq);
        let stale = watch.last_at.is_none_or(|at| now.0 - at.0 >= EVERY_MS);
        let reason = match began {
            Some(r) => r,
            None if changed && stale => BackupReason::Timer,
            None => return Ok(None),
        };
        let info = self.backup_now(reason)?;
        watch.last_at = Some(now);
        watch.last_seq = Some(seq);
        Ok(Some(info))
    }
}

/// A folder of Felt's own beside the database where a file is copied to be worked on (a
/// file to restore, proved there; the problem report's copy, its secrets removed);
/// removed with what it holds when the work is over, whatever its outcome.
pub(super) struct Staging(PathBuf);

impl Staging {
    fn new(db: &Path) -> Result<Staging, ApiError> {
        Staging::named(db, ".restore-staging")
    }

    pub(super) fn named(db: &Path, name: &str) -> Result<Staging, ApiError> {
        let dir = db.parent().unwrap_or(Path::new(".")).join(name);
        // What an interrupted restore left is of no use.
        if let Err(e) = std::fs::remove_dir_all(&dir)
            && e.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!("the old staging folder {} stays: {e}", dir.display());
        }
        crate::private::dir(&dir).map_err(|e| {
            ApiError::Backup(
                Phrase::new("refusal-api-restore-staging-folder")
                    .text("folder", dir.display().to_string())
                    .text("why", e.to_string()),
            )
        })?;
        Ok(Staging(dir))
    }

    pub(super) fn file(&self) -> PathBuf {
        self.0.join("incoming.db")
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if let Err(e) = std::fs::remove_dir_all(&self.0) {
            tracing::warn!("the staging folder {} stays: {e}", self.0.display());
        }
    }
}

impl BackupReason {
    /// Of two periods beginning at once on two events, a break names the backup.
    fn min_by_break(self, other: BackupReason) -> BackupReason {
        if self == BackupReason::Break || other == BackupReason::Break {
            BackupReason::Break
        } else {
            self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A restore that fails after the new database is in place (a fault put into it)
    /// puts the database back from the backup taken just before, says so, and every
    /// event reads as it did.
    #[test]
    fn a_restore_that_fails_midway_puts_the_database_back() {
        let dir = tempfile::tempdir().unwrap();
        let felt = Felt::open(&dir.path().join("felt.db")).unwrap();
        let text = crate::structures::shipped(crate::structures::DEMO).unwrap();
        let first = felt.create_event(crate::structures::DEMO, text).unwrap().id;
        let old = felt.backup_now(BackupReason::Manual).unwrap();
        felt.create_event(crate::structures::DEMO, text).unwrap();
        let before: Vec<_> = felt.events().unwrap().iter().map(|e| e.id).collect();
        let view = serde_json::to_value(felt.field_view(first).unwrap()).unwrap();
        super::super::fault::RESTORE.store(true, std::sync::atomic::Ordering::SeqCst);
        let err = felt.restore_backup(&old.name).unwrap_err().to_string();
        assert!(
            err.contains("it was put back as it was, from felt-"),
            "{err}"
        );
        let after: Vec<_> = felt.events().unwrap().iter().map(|e| e.id).collect();
        assert_eq!(after, before, "both events, as before the restore");
        assert_eq!(
            serde_json::to_value(felt.field_view(first).unwrap()).unwrap(),
            view
        );
        // Without the fault the same restore goes through.
        felt.restore_backup(&old.name).unwrap();
        assert_eq!(felt.events().unwrap().len(), 1);
    }

    #[test]
    fn a_backup_name_reads_back_as_its_instant_and_reason() {
        let at = UtcMs(1_795_000_000_000);
        for reason in [
            BackupReason::Level,
            BackupReason::Break,
            BackupReason::Timer,
            BackupReason::Manual,
            BackupReason::BeforeRestore,
        ] {
            let name = file_name(at, reason);
            assert_eq!(parse_name(&name), Some((at, reason)), "{name}");
        }
        assert_eq!(
            file_name(UtcMs(at.0 + 7), BackupReason::Level),
            "felt-2026-11-18_11-06-40-007Z-level.db"
        );
        for other in [
            "felt.db",
            "felt-2026-11-18_11-06-40-007Z-lunch.db",
            ".felt-2026-11-18_11-06-40-007Z-level.db.part",
            "felt-.db",
        ] {
            assert_eq!(parse_name(other), None, "{other}");
        }
    }
}
