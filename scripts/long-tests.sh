#!/usr/bin/env bash
# The long runs CI keeps short: 100 rounds of the SIGKILL crash test (CI runs 20) and the
# fuzzers with many more cases (CI runs 64 each). About five minutes on two cores, most
# of it building the fuzzers in release.
#   FELT_CRASH_ROUNDS  rounds of kill -9 (default 100)
#   FELT_CRASH_SEED    where the kill moments come from (default 13)
#   PROPTEST_CASES     cases per fuzz target (default 20000)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/felt/target}"
export FELT_CRASH_ROUNDS="${FELT_CRASH_ROUNDS:-100}"
export PROPTEST_CASES="${PROPTEST_CASES:-20000}"
echo "== crash test: $FELT_CRASH_ROUNDS rounds of kill -9"
cargo test --test it crash::rounds -- --nocapture
echo "== fuzz: $PROPTEST_CASES cases per target"
cargo test -p felt-core --test it fuzz:: --release
echo "== long tests passed"
