#!/usr/bin/env bash
# CI's short Windows check (the full one is `scripts/package.sh --test`): felt.exe
# cross-compiled (debug, so it shares nothing with the release packages), then under
# Wine `felt --version` and `felt serve` answering /api/health.
#   tests/windows/ci.sh            both
#   tests/windows/ci.sh --build    the cross-compile only (scripts/test.sh runs it beside
#                                  the other tests, at the lowest priority)
#   tests/windows/ci.sh --run      the Wine check of what --build made
# The Windows build has its own target folder ($FELT_WINDOWS_TARGET_DIR, else the
# Linux one with "-windows" added): cargo locks a target folder while it builds, so a
# shared one would hold the Linux tests back until felt.exe is made.
set -euo pipefail
cd "$(dirname "$0")/../.."
phase="${1:-all}"
target="${FELT_WINDOWS_TARGET_DIR:-${CARGO_TARGET_DIR:-$(pwd)/target}-windows}"
if [ "$phase" = all ] || [ "$phase" = --build ]; then
  bash scripts/setup.sh windows
  CARGO_TARGET_DIR="$target" cargo build -p felt --target x86_64-pc-windows-gnu --quiet
fi
if [ "$phase" = all ] || [ "$phase" = --run ]; then
  bash tests/windows/run.sh --quick "$target/x86_64-pc-windows-gnu/debug/felt.exe"
fi
