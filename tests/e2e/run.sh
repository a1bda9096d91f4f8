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
(cd "$root" && cargo build -p felt --quiet)
set +e
node --test --test-concurrency=1 --test-reporter=spec display.test.mjs seating.test.mjs finish.test.mjs home.test.mjs desk.test.mjs editor.test.mjs matrix.test.mjs journey.test.mjs flip.test.mjs fanout.test.mjs night.test.mjs series.test.mjs players.test.mjs pko.test.mjs days.test.mjs weight.test.mjs access.test.mjs 2>&1 | tee /tmp/felt-e2e.$$.log
status=${PIPESTATUS[0]}
set -e
passed=$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' /tmp/felt-e2e.$$.log)
failed=$(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' /tmp/felt-e2e.$$.log)
rm -f /tmp/felt-e2e.$$.log
# A run that dies before reporting (no server binary, no browser) counts as one failure.
[ -n "$failed" ] || failed=1
[ "$status" -eq 0 ] || [ "${failed}" -gt 0 ] || failed=1
echo "e2e: ${passed:-0} passed, ${failed} failed"
exit "$status"
