//! The `felt` command-line tool.
fn main() -> std::process::ExitCode {
    felt::cli::main()
}
