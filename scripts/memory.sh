#!/usr/bin/env bash
# What the desktop window costs in memory, measured from outside as a TD's machine sees
# it: the app started under Xvfb on a fresh database (the demo event), then, SECONDS
# after launch (default 10), the proportional set size (PSS: shared pages split between
# the processes sharing them) and the RSS of the app and every process it started
# (WebKit's web and network processes), read from /proc/PID/smaps_rollup.
#   scripts/memory.sh [APP] [SECONDS]
# APP defaults to the release build ($CARGO_TARGET_DIR/release/felt-desktop); the
# installed one is /usr/bin/felt-desktop. Also the time from launch to the console's
# title (the page ran and showed the event). Needs xvfb-run and xwininfo.
set -euo pipefail
cd "$(dirname "$0")/.."
app="${1:-${CARGO_TARGET_DIR:-target}/release/felt-desktop}"
wait_s="${2:-10}"
[ -x "$app" ] || { echo "memory: no app at $app (build it: cargo build --release -p felt-desktop)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/inside.sh" <<'INNER'
app="$1"; tmp="$2"; wait_s="$3"
cd "$tmp"
start=$(date +%s%N)
FELT_DB="$tmp/felt.db" FELT_UI_DIR= "$app" >"$tmp/app.log" 2>&1 &
pid=$!
ready=""
for _ in $(seq 1 300); do
  if xwininfo -root -tree 2>/dev/null | grep -q '— Felt console"'; then
    ready=$(( ($(date +%s%N) - start) / 1000000 ))
    break
  fi
  sleep 0.05
done
sleep "$wait_s"
# The app and its descendants.
tree() { echo "$1"; for c in $(pgrep -P "$1"); do tree "$c"; done; }
total_pss=0; total_rss=0
for p in $(tree "$pid"); do
  [ -r "/proc/$p/smaps_rollup" ] || continue
  name="$(tr '\0' ' ' <"/proc/$p/cmdline" | cut -c1-60)"
  pss=$(awk '/^Pss:/ {print $2}' "/proc/$p/smaps_rollup")
  rss=$(awk '/^Rss:/ {print $2}' "/proc/$p/smaps_rollup")
  total_pss=$((total_pss + pss)); total_rss=$((total_rss + rss))
  printf '  %-62s PSS %6d KB  RSS %6d KB\n' "$name" "$pss" "$rss"
done
echo "memory: ${wait_s} s after launch: PSS $((total_pss / 1024)) MB in all, RSS $((total_rss / 1024)) MB; console title after ${ready:-(never)} ms"
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
INNER
xvfb-run -a -s "-screen 0 1280x800x24" bash "$tmp/inside.sh" "$(realpath "$app")" "$tmp" "$wait_s"
