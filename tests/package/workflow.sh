#!/usr/bin/env bash
# The release workflow (.github/workflows/release.yml) cannot run here (no network to
# GitHub's runners): this checks it against the GitHub workflow schema that
# check-jsonschema ships (offline), in a virtual environment of its own.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${XDG_CACHE_HOME:-$HOME/.cache}/felt/check-jsonschema"
if [ ! -x "$venv/bin/check-jsonschema" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check check-jsonschema==0.39.0
fi
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml
