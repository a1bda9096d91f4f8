#!/usr/bin/env bash
# Quick start: installs what is missing and runs Felt.
# With a display: the desktop window. Without one: `felt serve` on a demo event.
# Extra arguments go to `felt serve` (for example --lan or --port 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh run
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ $# -eq 0 ]; then
  cargo build --workspace
  exec "${CARGO_TARGET_DIR:-target}/debug/felt-desktop"
fi
cargo build -p felt
exec "${CARGO_TARGET_DIR:-target}/debug/felt" serve "$@"
