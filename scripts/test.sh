#!/usr/bin/env bash
# Quick start: installs what is missing and runs every test: formatting, lints (benches
# included, by clippy), the web UI's type check and unit tests (beside the Rust build:
# they need only node), the Rust unit, integration and property tests, then the browser
# and desktop tests. Each step prints the seconds since the start.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo "== $1 ($(($(date +%s) - start)) s)"; }

bash scripts/setup.sh test

step "cargo fmt --check"
cargo fmt --all -- --check

# The UI's checks run while cargo builds; their output is shown when they are waited for.
ui_log="$(mktemp)"
trap 'rm -f "$ui_log"' EXIT
(cd ui && npm run check --silent && npm test --silent) >"$ui_log" 2>&1 &
ui_pid=$!

step "cargo clippy (every target: the benches are checked here, not built)"
cargo clippy --workspace --all-targets -- -D warnings

step "Rust tests"
# Property tests draw their cases from a fixed seed, so a run is repeatable and a failure
# can be replayed; set PROPTEST_RNG_SEED to explore other cases.
export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261125}"
if cargo nextest --version >/dev/null 2>&1; then
  # One process per test, both cores busy; doctests are cargo's own.
  cargo nextest run --workspace --no-fail-fast --failure-output final --status-level fail
  cargo test --workspace --doc --quiet
else
  cargo test --workspace
fi

step "web UI: svelte-check and vitest"
if ! wait "$ui_pid"; then
  cat "$ui_log"
  echo "== the web UI's checks failed" >&2
  exit 1
fi
grep -E "svelte-check found|Test Files|Tests " "$ui_log" || tail -n 5 "$ui_log"

step "browser tests (tests/e2e)"
bash tests/e2e/run.sh

step "desktop window (tests/desktop/smoke.sh)"
bash tests/desktop/smoke.sh

step "all tests passed"
