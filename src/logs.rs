//! The log `felt serve` and the desktop window write, for a TD to send when something
//! went wrong: one line per event (a refusal with its code, a fault, a backup, a
//! checkpoint, a start and a stop, a repair, a device paired), with the event's id where
//! there is one, in `logs/felt.log` beside the database.
//!
//! The file turns over when it would pass [`FILE_BYTES`]: `felt.log` becomes
//! `felt.1.log`, the older ones move up one, and only the newest [`KEPT`] files stay, so
//! the log never holds more than a few MB. Library code reports through `tracing` and
//! never prints; a one-shot command shows the warnings and faults on the terminal.
//! `FELT_LOG=debug` (or `warn`, `error`) sets how much goes to the file.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use tracing::Level;
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::{Layer, Registry};

/// The most one log file holds before it turns over (2 MiB).
pub const FILE_BYTES: u64 = 2 * 1024 * 1024;

/// How many log files are kept, the current one included.
pub const KEPT: usize = 5;

/// The log's folder for the database at `db`: `logs` beside it.
pub fn folder(db: &Path) -> PathBuf {
    db.parent().unwrap_or(Path::new(".")).join("logs")
}

/// The current log file for the database at `db` (what `felt info` names).
pub fn file(db: &Path) -> PathBuf {
    folder(db).join("felt.log")
}

/// The name of log file `n` (0 is the current one).
fn numbered(dir: &Path, n: usize) -> PathBuf {
    if n == 0 {
        dir.join("felt.log")
    } else {
        dir.join(format!("felt.{n}.log"))
    }
}

/// The log files there are for the database at `db`, newest first.
pub fn files(db: &Path) -> Vec<PathBuf> {
    let dir = folder(db);
    (0..KEPT)
        .map(|n| numbered(&dir, n))
        .filter(|p| p.is_file())
        .collect()
}

/// A log file that turns over by size: what the subscriber writes each formatted line to.
pub struct Rotating {
    state: Mutex<State>,
}

struct State {
    dir: PathBuf,
    file: File,
    written: u64,
    max: u64,
    kept: usize,
}

impl Rotating {
    /// Opens (or makes) `felt.log` in `dir`, turning over at `max` bytes and keeping
    /// `kept` files.
    pub fn open(dir: &Path, max: u64, kept: usize) -> io::Result<Rotating> {
        crate::private::dir(dir)?;
        let path = numbered(dir, 0);
        let file = crate::private::append(&path)?;
        let written = file.metadata()?.len();
        Ok(Rotating {
            state: Mutex::new(State {
                dir: dir.to_path_buf(),
                file,
                written,
                max,
                kept: kept.max(1),
            }),
        })
    }
}

impl State {
    fn turn_over(&mut self) -> io::Result<()> {
        let oldest = numbered(&self.dir, self.kept - 1);
        if oldest.exists() {
            std::fs::remove_file(&oldest)?;
        }
        for n in (0..self.kept - 1).rev() {
            let from = numbered(&self.dir, n);
            if from.exists() {
                std::fs::rename(&from, numbered(&self.dir, n + 1))?;
            }
        }
        self.file = crate::private::append(&numbered(&self.dir, 0))?;
        self.written = 0;
        Ok(())
    }

    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        // A line goes whole into one file: the turn comes before the line that would pass
        // the limit (a line longer than the limit still goes in, alone).
        if self.written > 0 && self.written + buf.len() as u64 > self.max {
            self.turn_over()?;
        }
        self.file.write_all(buf)?;
        self.written += buf.len() as u64;
        Ok(buf.len())
    }
}

/// One formatted line's writer.
pub struct LineWriter<'a>(&'a Rotating);

impl Write for LineWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut state = self
            .0
            .state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        state.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        let mut state = self
            .0
            .state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        state.file.flush()
    }
}

impl<'a> MakeWriter<'a> for Rotating {
    type Writer = LineWriter<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        LineWriter(self)
    }
}

/// What goes to the file: Felt's own events at `level` (info unless `FELT_LOG` says),
/// other crates' warnings and faults only.
fn file_filter() -> Targets {
    let level = std::env::var("FELT_LOG")
        .ok()
        .and_then(|v| v.trim().parse::<Level>().ok())
        .unwrap_or(Level::INFO);
    Targets::new()
        .with_target("felt", level)
        .with_target("felt_desktop", level)
        .with_default(Level::WARN)
}

/// Starts the log of a running Felt (`felt serve`, the window): every event into the
/// rotating file for the database at `db`, warnings and faults onto the terminal too.
/// Returns the file. Once per process: a second start (tests serving twice in one
/// process) keeps the first log.
pub fn start(db: &Path) -> io::Result<PathBuf> {
    let dir = folder(db);
    let writer = Rotating::open(&dir, FILE_BYTES, KEPT)?;
    let subscriber = Registry::default()
        .with(
            tracing_subscriber::fmt::layer()
                .with_ansi(false)
                .with_writer(writer)
                .with_filter(file_filter()),
        )
        .with(terminal_layer());
    if tracing::subscriber::set_global_default(subscriber).is_err() {
        tracing::debug!("a log was already started in this process; it is kept");
    }
    Ok(numbered(&dir, 0))
}

/// Starts the terminal's log for a one-shot command: warnings and faults on stderr.
pub fn start_terminal() {
    let subscriber = Registry::default().with(terminal_layer());
    if tracing::subscriber::set_global_default(subscriber).is_err() {
        tracing::debug!("a log was already started in this process; it is kept");
    }
}

fn terminal_layer<S>() -> impl Layer<S>
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    tracing_subscriber::fmt::layer()
        .with_ansi(false)
        .without_time()
        .with_target(false)
        .with_writer(io::stderr)
        .with_filter(LevelFilter::WARN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write_lines(r: &Rotating, n: usize, len: usize) {
        let mut w = r.make_writer();
        for i in 0..n {
            let line = format!("{i:0>width$}\n", width = len - 1);
            w.write_all(line.as_bytes()).unwrap();
        }
    }

    #[test]
    fn the_file_turns_over_at_its_size_and_keeps_the_newest_files() {
        let dir = tempfile::tempdir().unwrap();
        let r = Rotating::open(dir.path(), 100, 3).unwrap();
        // 10-byte lines: ten fill a file; 45 lines make five files' worth.
        write_lines(&r, 45, 10);
        let mut names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["felt.1.log", "felt.2.log", "felt.log"]);
        let read = |n| std::fs::read_to_string(numbered(dir.path(), n)).unwrap();
        // The newest lines are in felt.log, whole, none lost between the kept files.
        assert_eq!(read(0).lines().count(), 5);
        assert!(read(0).ends_with("000000044\n"));
        assert_eq!(read(1).lines().count(), 10);
        assert!(read(1).starts_with("000000030\n"));
        assert!(read(2).starts_with("000000020\n"));
        for n in 0..3 {
            assert!(std::fs::metadata(numbered(dir.path(), n)).unwrap().len() <= 100);
        }
    }

    #[test]
    fn a_reopened_log_counts_what_it_already_holds() {
        let dir = tempfile::tempdir().unwrap();
        write_lines(&Rotating::open(dir.path(), 100, 2).unwrap(), 8, 10);
        write_lines(&Rotating::open(dir.path(), 100, 2).unwrap(), 4, 10);
        let first = std::fs::read_to_string(numbered(dir.path(), 1)).unwrap();
        assert_eq!(first.lines().count(), 10);
        let current = std::fs::read_to_string(numbered(dir.path(), 0)).unwrap();
        assert_eq!(current.lines().count(), 2);
    }
}
