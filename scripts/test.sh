#!/usr/bin/env bash
# Quick start: installs what is missing and runs every test: formatting, clippy's lints
# (benches included) during the one Rust build, the web UI's type check and unit tests
# (beside the Rust build: they need only node), the Rust unit, integration and property
# tests, then the browser and desktop tests, felt.exe under Wine (short) and the release
# workflow's syntax. Each step prints the seconds since the start. The packages and their
# install tests are longer: scripts/package.sh --test.
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

# Clippy lints while the tests are compiled: clippy-driver stands in for rustc on this
# workspace's own crates (the dependencies are compiled once, by rustc, for both), so the
# lints cost no second compile of the dependencies. `--all-targets` builds the benches too,
# in the test profile, so they are linted without a release-profile compile. The
# variables stay set for the browser and desktop tests, whose cargo builds then find the
# binaries already built.
step "Rust build with clippy's lints (every target, -D warnings)"
driver() { rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true; }
if [ -z "$(driver)" ]; then
  rustup component add clippy
fi
RUSTC_WORKSPACE_WRAPPER="$(driver)"
if [ -z "$RUSTC_WORKSPACE_WRAPPER" ]; then
  echo "== clippy-driver is missing and could not be installed (rustup component add clippy)" >&2
  exit 1
fi
export RUSTC_WORKSPACE_WRAPPER
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
cargo test --workspace --all-targets --no-run --quiet
cargo build --workspace --bins --quiet

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

step "Windows: felt.exe under Wine, short (tests/windows/ci.sh)"
bash tests/windows/ci.sh

step "the release workflow's syntax (tests/package/workflow.sh)"
bash tests/package/workflow.sh

step "all tests passed"
