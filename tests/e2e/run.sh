#!/usr/bin/env bash
# Browser end-to-end tests: builds nothing but what they need (the `felt` binary and the
# web UI when missing), installs playwright-core here with `npm ci`, runs the tests and
# prints "N passed, N failed". Screenshots land in test-output/.
set -euo pipefail
cd "$(dirname "$0")"
root="$(cd ../.. && pwd)"
if [ ! -x /usr/bin/chromium ] && [ ! -x /usr/lib/chromium/chromium ]; then
  echo "e2e: Chromium is missing (scripts/setup.sh test installs it)" >&2
  exit 1
fi
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund --loglevel=error
(cd "$root" && cargo build -p felt --quiet)
if [ ! -f "$root/ui/dist/index.html" ]; then
  (cd "$root/ui" && { [ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error; } && npm run build --silent)
fi
set +e
node --test --test-concurrency=1 --test-reporter=spec display.test.mjs 2>&1 | tee /tmp/felt-e2e.$$.log
status=${PIPESTATUS[0]}
set -e
passed=$(grep -cE '^\s*✔' /tmp/felt-e2e.$$.log || true)
failed=$(grep -cE '^\s*✖' /tmp/felt-e2e.$$.log | head -1 || true)
rm -f /tmp/felt-e2e.$$.log
echo "e2e: ${passed} passed, $(( status == 0 ? 0 : (failed > 0 ? failed : 1) )) failed"
exit "$status"
