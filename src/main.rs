//! The `felt` command-line tool.

fn main() -> std::process::ExitCode {
    // `felt games | head` should end quietly when the reader goes away, as Unix tools do,
    // instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists. `felt serve` ignores
    // SIGPIPE again before it opens a socket (src/cli/serve.rs).
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // Windows has no SIGPIPE: a write to a closed pipe fails, and printing panics on it.
    // The same quiet end there: such a panic ends the process without a message.
    #[cfg(windows)]
    {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let text = info
                .payload()
                .downcast_ref::<String>()
                .map(String::as_str)
                .unwrap_or("");
            // ERROR_BROKEN_PIPE (109) and ERROR_NO_DATA (232): the reader has gone.
            if text.starts_with("failed printing to stdout")
                && (text.contains("(os error 109)") || text.contains("(os error 232)"))
            {
                std::process::exit(0);
            }
            default(info)
        }));
    }
    felt::cli::main()
}
