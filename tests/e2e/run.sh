#!/usr/bin/env bash
# Browser end-to-end tests: builds nothing but what they need (the `felt` binary and the
# web UI when missing or stale), installs playwright-core here with `npm ci`, runs the tests and
# prints "N passed, N failed". Screenshots land in test-output/.
set -euo pipefail
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
if [ ! -x /usr/bin/chromium ] && [ ! -x /usr/lib/chromium/chromium ]; then
  echo "e2e: Chromium is missing (scripts/setup.sh test installs it)" >&2
  exit 1
fi
[ -d node_modules/playwright-core ] && [ -d node_modules/axe-core ] || npm ci --no-audit --no-fund --loglevel=error
# The UI is rebuilt when missing or older than any of its sources, before felt, which
# embeds it.
if [ ! -f "$root/ui/dist/index.html" ] ||
  [ -n "$(find "$root/ui/src" "$root/ui/index.html" -newer "$root/ui/dist/index.html" -print -quit)" ]; then
  (cd "$root/ui" && { [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error; } && npm run build --silent)
fi
# The whole workspace, as the test build resolves it: the same compiled dependencies.
(cd "$root" && cargo build --workspace --bins --quiet)
set +e
# Two files at a time (each starts its own server and browser; much of a test is waiting
# on a real clock), then the three that measure speed or lag alone, on a quiet machine.
{
  node --test --test-concurrency=2 --test-reporter=spec main-event.test.mjs display.test.mjs finish.test.mjs home.test.mjs desk.test.mjs editor.test.mjs matrix.test.mjs journey.test.mjs night.test.mjs series.test.mjs players.test.mjs pko.test.mjs days.test.mjs weight.test.mjs access.test.mjs help.test.mjs fit.test.mjs showdown.test.mjs re-entry.test.mjs report.test.mjs languages.test.mjs
  first=$?
  # $FELT_BUSY_FILE (scripts/test.sh): present while felt.exe compiles beside these tests.
  if [ -n "${FELT_BUSY_FILE:-}" ] && [ -e "$FELT_BUSY_FILE" ]; then
    echo "e2e: waiting for felt.exe's build to end before the tests that measure speed"
    while [ -e "$FELT_BUSY_FILE" ]; do sleep 2; done
  fi
  node --test --test-concurrency=1 --test-reporter=spec seating.test.mjs flip.test.mjs fanout.test.mjs
  second=$?
  [ "$first" -eq 0 ] && [ "$second" -eq 0 ]
} 2>&1 | tee /tmp/felt-e2e.$$.log
status=${PIPESTATUS[0]}
set -e
# Two runs, two reports: their sums.
passed=$(awk '/^ℹ pass [0-9]+$/ {n += $3; seen = 1} END {if (seen) print n}' /tmp/felt-e2e.$$.log)
failed=$(awk '/^ℹ fail [0-9]+$/ {n += $3; seen = 1} END {if (seen) print n}' /tmp/felt-e2e.$$.log)
rm -f /tmp/felt-e2e.$$.log
# A run that dies before reporting (no server binary, no browser) counts as one failure.
[ -n "$failed" ] || failed=1
[ "$status" -eq 0 ] || [ "${failed}" -gt 0 ] || failed=1
echo "e2e: ${passed:-0} passed, ${failed} failed"
exit "$status"
