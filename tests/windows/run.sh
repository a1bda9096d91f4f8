#!/usr/bin/env bash
# Felt for Windows, run under Wine on this Linux machine, checked from Linux as a TD's
# Windows laptop would be used:
#   tests/windows/run.sh [--quick] FELT_EXE [INSTALLER]
# --quick (CI): `felt --version`, the launcher, `felt serve` answering /api/health and
# `serve --open` asking Edge for the console's own window. In full (the
# package test): also every shipped structure checked, the console and a display served,
# an event created and its structure sheet and results fetched as PDFs over HTTP, the
# database in %APPDATA%\felt and what Wine shows of its access list, and, given the
# installer, a silent install (/S): the files, the Start-menu entries, the uninstaller,
# which then leaves the TD's data in place.
# Needs wine64 and gcc-mingw-w64-x86-64 (scripts/package.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
quick=0
if [ "${1:-}" = --quick ]; then
  quick=1
  shift
fi
exe="$(realpath "${1:?usage: tests/windows/run.sh [--quick] FELT_EXE [INSTALLER]}")"
installer="${2:-}"
[ -z "$installer" ] || installer="$(realpath "$installer")"

wine=""
for w in wine64 /usr/lib/wine/wine64 wine; do
  if command -v "$w" >/dev/null; then
    wine="$(command -v "$w")"
    break
  fi
done
if [ -z "$wine" ]; then
  echo "windows: FAILED: Wine is not installed (scripts/package.sh installs wine64)" >&2
  exit 1
fi

# Debian keeps wineserver beside wine64 in /usr/lib/wine, outside PATH.
wineserver=""
for w in wineserver "$(dirname "$wine")/wineserver" "$(dirname "$wine")/wineserver64"; do
  if command -v "$w" >/dev/null; then
    wineserver="$(command -v "$w")"
    break
  fi
done
[ -n "$wineserver" ] || { echo "windows: FAILED: no wineserver beside $wine" >&2; exit 1; }

tmp="$(mktemp -d)"
server=""
# Stops every process this test started: the server, then the prefix's wineserver with
# whatever still runs in it (felt.exe, winedevice), waiting until they are gone.
stop_all() {
  [ -z "$server" ] || kill "$server" 2>/dev/null || true
  server=""
  WINEPREFIX="$tmp/prefix" "$wineserver" -k 2>/dev/null || true
  WINEPREFIX="$tmp/prefix" timeout 30 "$wineserver" -w 2>/dev/null || true
}
cleanup() {
  stop_all
  rm -rf "$tmp"
}
trap cleanup EXIT
export WINEPREFIX="$tmp/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;bcryptprimitives=n,b"
# Wine's console programs need no display.
unset DISPLAY

fail() {
  echo "windows: FAILED: $*" >&2
  exit 1
}
pass() { echo "windows: ok: $*"; }

# Wine 8.0 lacks ProcessPrng (Windows 10's randomness call, used by Rust's standard
# library): a shim beside the program, for this test only (tests/windows/prng.c).
mkdir -p "$tmp/app"
cp "$exe" "$tmp/app/felt.exe"
x86_64-w64-mingw32-gcc -O2 -shared -o "$tmp/app/bcryptprimitives.dll" \
  tests/windows/prng.c tests/windows/prng.def -ladvapi32
t0=$(date +%s)
"$wine" wineboot -i >/dev/null 2>&1 || true
echo "windows: Wine prefix ready in $(( $(date +%s) - t0 )) s ($("$wine" --version 2>/dev/null || echo wine))"
felt() { "$wine" "$tmp/app/felt.exe" "$@"; }

version="$(felt --version | tr -d '\r')"
version_want="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
[[ "$version" == "felt $version_want ("* ]] || fail "felt --version said '$version', not felt $version_want"
pass "felt --version: $version"

# The Start menu's launcher (packaging/windows/felt-start.c) reads felt.exe's imports and
# says in words when this system lacks one, where felt.exe alone ends with a bare status
# (53 under Wine 8, which has no ProcessPrng). Beside a felt.exe without the shim:
x86_64-w64-mingw32-gcc -O2 -s -o "$tmp/app/felt-start.exe" packaging/windows/felt-start.c -ladvapi32
mkdir -p "$tmp/bare"
cp "$exe" "$tmp/bare/felt.exe"
cp "$tmp/app/felt-start.exe" "$tmp/bare/"
bare_status=0
"$wine" "$tmp/bare/felt.exe" --version >/dev/null 2>&1 || bare_status=$?
start_status=0
FELT_NO_DIALOG=1 "$wine" "$tmp/bare/felt-start.exe" --version >"$tmp/start.out" 2>&1 || start_status=$?
said="$(tr -d '\r' <"$tmp/start.out")"
if [ "$bare_status" -ne 0 ]; then
  [ "$start_status" -eq 3 ] || fail "felt-start.exe ended with $start_status (not 3) where felt.exe cannot start: $said"
  [[ "$said" == "Felt cannot start on this Windows: it needs "*bcryptprimitives*"Windows 10 or 11"* ]] ||
    fail "felt-start.exe did not say what is missing: '$said'"
  pass "felt.exe alone ended with status $bare_status; felt-start.exe said: $said"
else
  [ "$start_status" -eq 0 ] || fail "felt-start.exe refused a felt.exe that starts: $said"
  pass "this Wine has what felt.exe calls; felt-start.exe passes it through"
fi
# With the shim, it checks, then runs felt.exe with the arguments and its status.
start_version="$("$wine" "$tmp/app/felt-start.exe" --version | tr -d '\r')"
[ "$start_version" = "$version" ] || fail "felt-start.exe --version said '$start_version', not '$version'"
start_status=0
"$wine" "$tmp/app/felt-start.exe" structure check 'C:\no-such-file.toml' >/dev/null 2>&1 || start_status=$?
[ "$start_status" -eq 1 ] || fail "felt-start.exe passed on status $start_status, not felt's 1"
pass "felt-start.exe runs felt.exe with its arguments and ends with its status"

if [ "$quick" -eq 0 ]; then
  n=0
  for f in structures/*.toml structures/templates/*.toml; do
    [ -f "$f" ] || continue
    out="$(felt structure check "$f" 2>&1 | tr -d '\r')" || fail "structure check $f: $out"
    n=$((n + 1))
  done
  [ "$n" -gt 0 ] || fail "no structure files found to check"
  pass "structure check: all $n shipped structures and templates"
fi

# The server, as the Start menu's Felt runs it (without --open: no browser here).
port=$((20000 + RANDOM % 20000))
felt serve --port "$port" >"$tmp/serve.log" 2>&1 &
server=$!
up=0
for _ in $(seq 1 60); do
  if curl -fsS -m 60 "http://127.0.0.1:$port/api/health" >"$tmp/health.json" 2>/dev/null; then
    up=1
    break
  fi
  sleep 1
done
[ "$up" -eq 1 ] || { cat "$tmp/serve.log" >&2; fail "felt serve did not answer /api/health within 60 s"; }
grep -q '"ok":true' "$tmp/health.json" || fail "/api/health said $(cat "$tmp/health.json")"
pass "felt serve answers /api/health: $(cat "$tmp/health.json")"

if [ "$quick" -eq 0 ]; then
  base="http://127.0.0.1:$port"
  curl -fsS -m 60 "$base/" | grep -q '<div id="app"' || fail "the console page was not served"
  curl -fsS -m 60 "$base/display/1" | grep -q '<div id="app"' || fail "a display page was not served"
  pass "the console and a display are served from felt.exe"

  token="$(grep -o 'TD token (needed to change events): [0-9a-f]*' "$tmp/serve.log" | awk '{print $NF}')"
  [ -n "$token" ] || fail "felt serve printed no TD token"
  source="$(cat structures/example-mixed-limit.toml)"
  body="$(python3 -c 'import json,sys; print(json.dumps({"file": "mixed.toml", "source": sys.stdin.read()}))' <<<"$source")"
  id="$(curl -fsS -m 60 -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d "$body" "$base/api/events" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')"
  for p in sheet.pdf results.pdf; do
    curl -fsS -m 60 -H "Authorization: Bearer $token" -o "$tmp/$p" "$base/api/events/$id/paper/$p"
    head -c 5 "$tmp/$p" | grep -q '%PDF-' || fail "$p is not a PDF"
    pages="$(pdfinfo "$tmp/$p" 2>/dev/null | awk '/^Pages:/ {print $2}')"
    pass "event #$id: $p, $(stat -c %s "$tmp/$p") bytes, ${pages:-?} page(s)"
  done
  mkdir -p "$root/test-output"
  if command -v pdftoppm >/dev/null; then
    pdftoppm -png -r 60 -f 1 -l 1 "$tmp/sheet.pdf" "$root/test-output/windows-sheet"
  fi
fi

kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=""

# The Start menu's Felt (`serve --open`) opens the console in a window of its own:
# Microsoft Edge's app window. Wine has no Edge: a stand-in where Windows installs it
# (tests/windows/fake-edge.c) writes down how it was asked.
edge_dir="$WINEPREFIX/drive_c/Program Files (x86)/Microsoft/Edge/Application"
asked_file="$WINEPREFIX/drive_c/edge-command-line.txt"
mkdir -p "$edge_dir"
x86_64-w64-mingw32-gcc -O2 -s -o "$edge_dir/msedge.exe" tests/windows/fake-edge.c
rm -f "$asked_file"
port=$((20000 + RANDOM % 20000))
felt serve --open --port "$port" >"$tmp/open.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do
  [ -s "$asked_file" ] && break
  sleep 1
done
asked="$(tr -d '\r\000' <"$asked_file" 2>/dev/null || true)"
[[ "$asked" == *"--app=http://127.0.0.1:$port/#token="* ]] ||
  { cat "$tmp/open.log" >&2; fail "serve --open did not ask Edge for an app window (it asked: '$asked')"; }
grep -q "a window of its own (Microsoft Edge)" "$tmp/open.log" || fail "serve --open did not say where the console opened"
pass "serve --open: Edge's app window, asked for --app=http://127.0.0.1:$port/#token=(the token)"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=""

# The Start menu's Felt is `felt-start --window`: Felt's own window (felt-desktop.exe) when
# it can start here and the WebView2 runtime is installed, else what `serve --open` opens.
webview2='HKCU\Software\Microsoft\EdgeUpdate\Clients\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}'
# Runs felt-start --window in the background until the stand-in Edge (or window) has been
# asked, then stops everything in the prefix; what felt-start said is in $tmp/window.out.
window() {
  rm -f "$asked_file"
  FELT_NO_DIALOG=1 "$wine" "$tmp/app/felt-start.exe" --window >"$tmp/window.out" 2>&1 &
  local pid=$!
  for _ in $(seq 1 60); do
    [ -s "$asked_file" ] && break
    sleep 1
  done
  kill "$pid" 2>/dev/null || true
  "$wineserver" -k 2>/dev/null || true
  timeout 30 "$wineserver" -w 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  asked="$(tr -d '\r\000' <"$asked_file" 2>/dev/null || true)"
  said="$(tr -d '\r' <"$tmp/window.out")"
}
window
[[ "$said" == *"cannot open here (felt-desktop.exe is not installed)"* && "$asked" == *"--app=http://127.0.0.1:"* ]] ||
  fail "felt-start --window without felt-desktop.exe: said '$said', Edge asked '$asked'"
pass "felt-start --window without felt-desktop.exe: Edge's app window"
# A program standing in for felt-desktop.exe (the Edge stand-in again: it writes down that
# it ran): without WebView2 it is passed over, with WebView2 it is what runs.
cp "$edge_dir/msedge.exe" "$tmp/app/felt-desktop.exe"
window
[[ "$said" == *"cannot open here (the WebView2 runtime it draws with is not installed)"* && "$asked" == *"--app="* ]] ||
  fail "felt-start --window without WebView2: said '$said', Edge asked '$asked'"
pass "felt-start --window without the WebView2 runtime: Edge's app window"
"$wine" reg add "$webview2" /v pv /t REG_SZ /d 120.0.2210.91 /f >/dev/null 2>&1
window
[[ "$said" == *"Felt opens in its own window."* && "$asked" == *"felt-desktop.exe"* && "$asked" != *"--app="* ]] ||
  fail "felt-start --window with WebView2: said '$said', ran '$asked'"
pass "felt-start --window with the WebView2 runtime: felt-desktop.exe"
"$wine" reg delete "$webview2" /f >/dev/null 2>&1 || true
rm -f "$tmp/app/felt-desktop.exe"
rm -rf "$edge_dir" "$asked_file"
# Without Edge, the default browser (`start`); with none either (Wine's own launcher
# switched off here), the address in words.
port=$((20000 + RANDOM % 20000))
WINEDLLOVERRIDES="$WINEDLLOVERRIDES;winebrowser.exe=d" felt serve --open --port "$port" >"$tmp/open.log" 2>&1 &
server=$!
said=""
for _ in $(seq 1 60); do
  said="$(tr -d '\r' <"$tmp/open.log" | grep -E "^(Open the console in a browser|The console opens)" || true)"
  [ -n "$said" ] && break
  sleep 1
done
[[ "$said" == "Open the console in a browser: http://127.0.0.1:$port/#token="* ]] ||
  { cat "$tmp/open.log" >&2; fail "serve --open with no Edge and no browser did not give the address"; }
pass "serve --open with no Edge and no browser: the address in words"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=""

if [ "$quick" -eq 0 ]; then
  appdata="$(echo "$WINEPREFIX"/drive_c/users/*/AppData/Roaming)"
  [ -f "$appdata/felt/felt.db" ] || fail "no database in %APPDATA%\\felt (looked in $appdata/felt)"
  pass "the database is in %APPDATA%\\felt: ${appdata#"$WINEPREFIX"/}/felt/felt.db"
  info="$(felt info --json | tr -d '\r')"
  echo "$info" | sed 's/^/  felt info: /'
  # Felt sets a protected access list with one entry for the user on the folder and the
  # database, and reads it back. Wine keeps access lists in an extended attribute of the
  # file where the file system allows; where it cannot, the read-back says so (null or
  # false), and the Unix modes below are what protects the files on this machine.
  echo "$info" | grep -q '"data_folder_owner_only": true' &&
    pass "the data folder's access list, read back through Wine: the user alone" ||
    echo "windows: note: Wine could not show an owner-only access list on the data folder"
  ls -ld "$appdata/felt" "$appdata/felt/felt.db" | sed 's/^/  on disk: /'
fi

if [ -n "$installer" ]; then
  "$wine" "$installer" /S
  pf="$WINEPREFIX/drive_c/Program Files/Felt"
  for f in felt.exe felt-start.exe felt-desktop.exe WebView2Loader.dll uninstall.exe felt.ico LICENSE.txt; do
    [ -f "$pf/$f" ] || fail "the installer placed no $f in Program Files\\Felt"
  done
  menu="$(find "$WINEPREFIX/drive_c" -path '*Start Menu/Programs/Felt' -type d | head -1)"
  [ -n "$menu" ] || fail "the installer made no Start-menu folder"
  for l in "Felt.lnk" "Felt for the room (LAN).lnk" "Felt command line.lnk" "Uninstall Felt.lnk"; do
    [ -f "$menu/$l" ] || fail "no Start-menu entry $l"
  done
  "$wine" reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Felt' /v DisplayVersion 2>/dev/null |
    tr -d '\r' | grep -q "$version_want" || fail "Felt is not registered in Settings > Apps"
  cmp -s "$pf/felt.exe" "$exe" || fail "the installed felt.exe differs from the one built"
  pass "the installer placed felt.exe, the Start-menu entries and the uninstaller, and registered Felt $version_want"
  cp "$tmp/app/bcryptprimitives.dll" "$pf/"
  installed_version="$("$wine" "$pf/felt.exe" --version | tr -d '\r')"
  [ "$installed_version" = "$version" ] || fail "the installed felt.exe says '$installed_version'"
  # The Start menu's Felt as installed: the window cannot be drawn under Wine (no WebView2
  # runtime), so the launcher says why and the console goes to the browser (none here:
  # Wine's own launcher is switched off, and the address is given in words).
  WINEDLLOVERRIDES="$WINEDLLOVERRIDES;winebrowser.exe=d" FELT_NO_DIALOG=1 \
    "$wine" "$pf/felt-start.exe" --window >"$tmp/installed-window.out" 2>&1 &
  launched=$!
  said=""
  for _ in $(seq 1 60); do
    said="$(tr -d '\r' <"$tmp/installed-window.out")"
    [[ "$said" == *"Open the console in a browser"* ]] && break
    sleep 1
  done
  kill "$launched" 2>/dev/null || true
  "$wineserver" -k 2>/dev/null || true
  timeout 30 "$wineserver" -w 2>/dev/null || true
  wait "$launched" 2>/dev/null || true
  [[ "$said" == *"Felt's own window cannot open here (the WebView2 runtime it draws with is not installed)"* &&
    "$said" == *"Open the console in a browser: http://127.0.0.1:"* ]] ||
    fail "the installed felt-start --window: '$said'"
  pass "the installed Start-menu Felt: felt-desktop.exe loads, WebView2 is missing here, the console's address given"
  rm -f "$pf/bcryptprimitives.dll"
  "$wine" "$pf/uninstall.exe" /S
  # The uninstaller copies itself to a temporary folder and runs from there: wait for it.
  for _ in $(seq 1 30); do
    [ -e "$pf/felt.exe" ] || break
    sleep 1
  done
  [ ! -e "$pf/felt.exe" ] || fail "the uninstaller left felt.exe"
  [ ! -d "$menu" ] || fail "the uninstaller left the Start-menu folder"
  if [ "$quick" -eq 0 ]; then
    [ -f "$appdata/felt/felt.db" ] || fail "the uninstaller removed the TD's database"
  fi
  pass "the uninstaller removed the program and its entries and kept the TD's data"
fi
# Nothing this test started outlives it (a green run once left felt.exe serve and its
# wineserver behind).
stop_all
left=""
for proc in /proc/[0-9]*; do
  pid="${proc#/proc/}"
  [ "$pid" != "$$" ] || continue
  cmd="$(tr '\0' ' ' 2>/dev/null <"$proc/cmdline" || true)"
  case "$cmd" in *wine* | *.exe* | *felt*) ;; *) continue ;; esac
  if tr '\0' '\n' 2>/dev/null <"$proc/environ" | grep -qx "WINEPREFIX=$tmp/prefix" || [[ "$cmd" == *"$tmp"* ]]; then
    left+="$pid: $cmd; "
  fi
done
[ -z "$left" ] || fail "still running after the test: $left"
pass "no process it started is left running"
echo "windows: passed"
