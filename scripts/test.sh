#!/usr/bin/env bash
# Quick start: installs what is missing and runs every test: formatting, lints, the
# Rust unit/integration/property tests, and the browser and desktop tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
echo "== cargo test"
# Property tests draw their cases from a fixed seed, so a run is repeatable and a failure
# can be replayed; set PROPTEST_RNG_SEED to explore other cases.
export PROPTEST_RNG_SEED="${PROPTEST_RNG_SEED:-20261125}"
cargo test --workspace
echo "== benchmarks compile"
cargo bench --workspace --no-run --quiet
echo "== web UI unit tests (vitest)"
(cd ui && npm test --silent)
for t in tests/e2e/run.sh tests/desktop/smoke.sh; do
  if [ -f "$t" ]; then
    echo "== $t"
    bash "$t"
  fi
done
echo "== all tests passed"
