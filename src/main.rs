//! The `felt` command-line tool.

fn main() -> std::process::ExitCode {
    // `felt games | head` should end quietly when the reader goes away, as Unix tools do,
    // instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists; restoring the default
    // SIGPIPE action has no other effect on the process.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    felt::cli::main()
}
