#!/usr/bin/env bash
# Installs what Felt needs on a Debian machine, skipping what is already there.
#   scripts/setup.sh run      packages to build and run the app
#   scripts/setup.sh test     also what the tests use (Xvfb, Chromium, poppler, ...)
#   scripts/setup.sh windows  also the Windows cross-build and Wine (the rustup target too)
#   scripts/setup.sh package  also what the packages are made with (NSIS, dpkg-dev)
# Several at once: scripts/setup.sh test windows.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- run
wants=" $* "

# Build and run: Tauri 2's system libraries (WebKitGTK 4.1, GTK 3, ...).
pkgs=(libwebkit2gtk-4.1-dev libgtk-3-dev libsoup-3.0-dev libjavascriptcoregtk-4.1-dev
      librsvg2-dev libayatana-appindicator3-dev libxdo-dev build-essential pkg-config
      libssl-dev file
      # Paper: a face for the names the carried faces lack (Chinese, Japanese, Korean:
      # WenQuanYi Micro Hei draws all three, Hangul included, in a 1.6 MB package).
      fonts-wqy-microhei)
if [[ "$wants" == *" windows "* ]]; then
  # felt.exe: mingw-w64 links it; Wine runs it in the tests (64-bit only: no i386).
  pkgs+=(gcc-mingw-w64-x86-64 wine64)
fi
if [[ "$wants" == *" package "* ]]; then
  pkgs+=(nsis dpkg-dev imagemagick gcc-mingw-w64-x86-64)
fi
if [[ "$wants" == *" test "* ]]; then
  # Looking at the app the way a user does: a real window, a real browser, real PDFs.
  pkgs+=(xvfb xauth x11-utils imagemagick poppler-utils fonts-dejavu-core chromium python3 python3-venv)
fi

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  # A mirror caught mid-sync fails one index (seen for i386, which Wine's tests add); the
  # install then says whether what it needs is there.
  $sudo apt-get update -qq || echo "setup: apt-get update reported errors; installing anyway"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [[ "$wants" == *" windows "* || "$wants" == *" package "* ]] &&
  ! rustup target list --installed | grep -qx x86_64-pc-windows-gnu; then
  echo "setup: adding the rustup target x86_64-pc-windows-gnu"
  rustup target add x86_64-pc-windows-gnu
fi

# The web UI: install its npm packages and build it when the sources are newer.
if [ -f ui/package.json ]; then
  if [ ! -d ui/node_modules ] || [ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]; then
    echo "setup: installing the web UI's npm packages"
    (cd ui && npm ci --no-audit --no-fund --loglevel=error)
  fi
  if [ ! -f ui/dist/index.html ] || [ -n "$(find ui/src ui/index.html ui/package.json -newer ui/dist/index.html 2>/dev/null | head -1)" ]; then
    echo "setup: building the web UI"
    (cd ui && npm run build --silent)
  fi
fi
