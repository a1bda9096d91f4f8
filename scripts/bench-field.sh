#!/usr/bin/env bash
# The Main Event side by side: runs benches/field.rs (one TD command, committed
# with its view, and a screen's view, at 100, 1,000 and 10,000 players registered one by
# one and 100,000 entries counted, and a list of each size registered in one action) and prints each measure at every size with its ratio
# to the smallest. Not run in CI: building the 10,000-player field alone takes minutes.
#
#   bash scripts/bench-field.sh            # debug profile, as in docs/performance.md
#   bash scripts/bench-field.sh --release  # the bench profile (optimised), slower to build
#   FELT_BENCH_SIZES=100,10000 bash scripts/bench-field.sh   # some sizes only
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/felt/target}"
profile=(--profile dev)
[ "${1:-}" = "--release" ] && profile=()
out="$CARGO_TARGET_DIR/criterion"
rm -rf "$out/one TD command, committed, with its view" "$out/a screen's view" "$out/a list registered in one action" "$out/a restart to the first clock view"
cargo bench "${profile[@]}" -p felt --bench field -- --quick >&2
node - "$out" <<'EOF'
const fs = require('fs')
const path = require('path')
const root = process.argv[2]
const ms = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(0)} µs`)
for (const group of ["one TD command, committed, with its view", "a screen's view", "a list registered in one action", "a restart to the first clock view"]) {
  const dir = path.join(root, group)
  if (!fs.existsSync(dir)) continue
  console.log(`\n${group} (median)`)
  for (const measure of fs.readdirSync(dir).filter((d) => d !== 'report').sort()) {
    const sizes = fs
      .readdirSync(path.join(dir, measure))
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .sort((a, b) => a - b)
    const medians = sizes.map((n) => {
      const e = JSON.parse(fs.readFileSync(path.join(dir, measure, String(n), 'new', 'estimates.json')))
      return e.median.point_estimate
    })
    const cells = sizes.map((n, i) => `${n.toLocaleString('en')}: ${ms(medians[i])} (x${(medians[i] / medians[0]).toFixed(1)})`)
    console.log(`  ${measure.padEnd(22)} ${cells.join('   ')}`)
  }
}
EOF
