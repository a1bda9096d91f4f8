#!/usr/bin/env bash
# CI's short Windows check (the full one is `scripts/package.sh --test`): felt.exe
# cross-compiled (debug, so it shares nothing with the release packages), then under
# Wine `felt --version` and `felt serve` answering /api/health.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/setup.sh windows
cargo build -p felt --target x86_64-pc-windows-gnu --quiet
bash tests/windows/run.sh --quick "${CARGO_TARGET_DIR:-target}/x86_64-pc-windows-gnu/debug/felt.exe"
