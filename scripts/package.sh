#!/usr/bin/env bash
# Builds what a TD downloads, into dist/, from this checkout:
#   dist/Felt_VERSION_amd64.deb                 Debian and Ubuntu: the window (felt-desktop),
#                                               the felt command, its man page and completions
#   dist/felt-VERSION-linux-x86_64.tar.xz       any Linux: the same, unpacked anywhere
#   dist/windows/felt.exe                       Windows: the felt command and server
#   dist/windows/felt-start.exe                 Windows: the Start menu's launcher (checks first)
#   dist/windows/felt-setup.exe                 Windows: the installer (Start menu, uninstaller)
#
#   scripts/package.sh            build all of them
#   scripts/package.sh --test     build, then install and run each as a TD would
#                                 (tests/package/deb.sh, tests/windows/run.sh)
#   scripts/package.sh --linux | --windows   one platform only (with or without --test)
#
# Installs what it needs when missing: Debian's packages (mingw-w64, Wine, NSIS), the
# rustup target x86_64-pc-windows-gnu, and Tauri's CLI (pinned in packaging/package.json).
# FELT_PACKAGE_VERSION overrides the packages' version (the upgrade test builds two).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
start=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - start )) s)"; }

test=0
linux=1
windows=1
for a in "$@"; do
  case "$a" in
    --test) test=1 ;;
    --linux) windows=0 ;;
    --windows) linux=0 ;;
    *) echo "usage: scripts/package.sh [--test] [--linux|--windows]" >&2; exit 2 ;;
  esac
done

export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
target="$CARGO_TARGET_DIR"
version="${FELT_PACKAGE_VERSION:-$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)}"
FELT_COMMIT="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  FELT_COMMIT="$FELT_COMMIT+changes"
fi
export FELT_COMMIT
mkdir -p dist

# -- What the build needs ---------------------------------------------------------------
wants=(package)
[ "$test" -eq 0 ] || wants+=(test)
[ "$test" -eq 0 ] || [ "$windows" -eq 0 ] || wants+=(windows)
bash scripts/setup.sh "${wants[@]}"
if [ ! -x packaging/node_modules/.bin/tauri ]; then
  (cd packaging && npm ci --no-audit --no-fund --loglevel=error)
fi

# -- The felt command, with its manual page and completions -----------------------------
step "felt $version (commit $FELT_COMMIT), release build"
cargo build --release -p felt --quiet
felt="$target/release/felt"
share="$target/package/share"
rm -rf "$share"
mkdir -p "$share/man/man1" "$share/bash-completion/completions" \
  "$share/zsh/vendor-completions" "$share/fish/vendor_completions.d"
"$felt" man | gzip -9n >"$share/man/man1/felt.1.gz"
"$felt" completions bash >"$share/bash-completion/completions/felt"
"$felt" completions zsh >"$share/zsh/vendor-completions/_felt"
"$felt" completions fish >"$share/fish/vendor_completions.d/felt.fish"

if [ "$linux" -eq 1 ]; then
  # -- The .deb, by Tauri's bundler, with the felt command beside the window --------------
  step "the .deb (Tauri's bundler; the window's release build)"
  conf="$target/package/tauri.deb.json"
  python3 - "$conf" "$version" "$felt" "$share" <<'PY'
import json, sys
conf, version, felt, share = sys.argv[1:]
files = {"/usr/bin/felt": felt}
for rel in ["man/man1/felt.1.gz", "bash-completion/completions/felt",
            "zsh/vendor-completions/_felt", "fish/vendor_completions.d/felt.fish"]:
    files["/usr/share/" + rel] = f"{share}/{rel}"
json.dump({
    "version": version,
    "bundle": {
        "active": True,
        "targets": ["deb"],
        "category": "Utility",
        "publisher": "The Felt authors",
        "copyright": "The Felt authors; MIT OR Apache-2.0",
        "shortDescription": "Tournament director for mixed-game poker events",
        "longDescription": "Felt runs the clock on every screen in the room, seats and balances the tables, applies the house rules of mixed-game events and prints the paper. felt-desktop is the TD's window; felt is the command line and the headless server.",
        "linux": {"deb": {"section": "games", "files": files}},
    },
}, open(conf, "w"), indent=2)
PY
  rm -f "$target"/release/bundle/deb/*.deb
  packaging/node_modules/.bin/tauri build --bundles deb --config "$conf" >"$target/package/tauri.log" 2>&1 ||
    { tail -40 "$target/package/tauri.log" >&2; exit 1; }
  deb="$(ls "$target"/release/bundle/deb/*.deb | head -1)"
  # Tauri's bundler compresses with gzip; the same files with xz make a .deb of less than
  # half the size (8.0 MB instead of 17.4 MB), which every dpkg since 1.15 installs.
  step "the .deb recompressed with xz"
  repack="$target/package/deb-root"
  rm -rf "$repack"
  dpkg-deb -R "$deb" "$repack"
  dpkg-deb -Zxz -z9 --root-owner-group -b "$repack" "dist/$(basename "$deb")" >/dev/null
  rm -rf "$repack"
  deb="dist/$(basename "$deb")"

  # -- A portable archive: unpack anywhere, run ./felt-desktop or ./felt ------------------
  step "the portable .tar.xz"
  name="felt-$version-linux-x86_64"
  stage="$target/package/$name"
  rm -rf "$stage"
  mkdir -p "$stage"
  install -m 0755 -s "$target/release/felt-desktop" "$stage/felt-desktop"
  install -m 0755 -s "$felt" "$stage/felt"
  cp -r "$share" "$stage/share"
  cp src-tauri/icons/icon.png "$stage/felt.png"
  cp LICENSE "$stage/LICENSE"
  cat >"$stage/felt.desktop" <<EOF
[Desktop Entry]
Type=Application
Name=Felt
Comment=Tournament director for mixed-game poker events
Exec=felt-desktop
Icon=felt
Categories=Utility;
Terminal=false
EOF
  cat >"$stage/INSTALL.txt" <<EOF
Felt $version for Linux (x86_64), commit $FELT_COMMIT

Run ./felt-desktop for the TD's window (it needs WebKitGTK 4.1: on Debian and Ubuntu,
apt install libwebkit2gtk-4.1-0), or ./felt serve for the clock in a browser.
To add Felt to your menus: copy felt.desktop to ~/.local/share/applications/ (change
Exec= to this folder's felt-desktop) and felt.png to ~/.local/share/icons/.
Your events stay in ~/.local/share/felt/ whatever you do with this folder.
EOF
  rm -f "dist/$name.tar.gz"
  XZ_OPT=-9 tar -C "$target/package" -cJf "dist/$name.tar.xz" "$name"
fi

if [ "$windows" -eq 1 ]; then
  # -- Windows: felt.exe, cross-compiled, and its installer -------------------------------
  step "felt.exe (x86_64-pc-windows-gnu, release build)"
  cargo build --release -p felt --target x86_64-pc-windows-gnu --quiet
  mkdir -p dist/windows "$target/package/windows"
  x86_64-w64-mingw32-strip -o dist/windows/felt.exe "$target/x86_64-pc-windows-gnu/release/felt.exe"
  # Felt's own window for Windows (Tauri on WebView2), with the WebView2 loader the GNU
  # build links to; felt-start.exe --window opens it where the WebView2 runtime is.
  step "felt-desktop.exe (x86_64-pc-windows-gnu, release build)"
  cargo build --release -p felt-desktop --target x86_64-pc-windows-gnu --quiet
  x86_64-w64-mingw32-strip -o dist/windows/felt-desktop.exe \
    "$target/x86_64-pc-windows-gnu/release/felt-desktop.exe"
  cp "$target/x86_64-pc-windows-gnu/release/WebView2Loader.dll" dist/windows/
  step "felt-setup.exe (makensis)"
  w="$target/package/windows"
  cp dist/windows/felt.exe "$w/felt.exe"
  cp dist/windows/felt-desktop.exe dist/windows/WebView2Loader.dll "$w/"
  # The Start menu's launcher: says in words when this Windows lacks a function felt.exe
  # calls (packaging/windows/felt-start.c).
  x86_64-w64-mingw32-gcc -O2 -s -o "$w/felt-start.exe" packaging/windows/felt-start.c -ladvapi32
  cp "$w/felt-start.exe" dist/windows/felt-start.exe
  convert src-tauri/icons/icon.png -define icon:auto-resize=256,64,48,32,16 "$w/felt.ico"
  sed 's/$/\r/' LICENSE >"$w/LICENSE.txt"
  makensis -V2 -DVERSION="$version" -DSRC="$w" -DDESKTOP=1 -DOUT="$root/dist/windows/felt-setup.exe" \
    packaging/windows/felt.nsi
fi

step "built"
ls -l dist dist/windows 2>/dev/null | grep -v "^total" || true

if [ "$test" -eq 1 ]; then
  if [ "$linux" -eq 1 ]; then
    step "package test: the .deb, installed and run"
    bash tests/package/deb.sh "$deb"
  fi
  if [ "$windows" -eq 1 ]; then
    step "package test: Windows, under Wine"
    bash tests/windows/run.sh dist/windows/felt.exe dist/windows/felt-setup.exe
  fi
fi
step "done"
