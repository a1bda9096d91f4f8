#!/usr/bin/env bash
# The .deb as a TD gets it, on this machine (as root, or with sudo):
#   tests/package/deb.sh dist/Felt_VERSION_amd64.deb
# apt installs it with its dependencies; `felt --version` names the version and commit;
# the installed `felt serve`, in an empty home directory, serves the console and a
# display from the binary; the installed window opens the console on the demo event
# (tests/desktop/smoke.sh under Xvfb); the man page and completions are where man and the
# shells look; `apt-get remove felt` leaves the TD's data; a newer package installed over
# an older one keeps every event. The machine is left without Felt installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
deb="$(realpath "${1:?usage: tests/package/deb.sh FELT_DEB}")"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

tmp="$(mktemp -d)"
server=""
cleanup() {
  [ -z "$server" ] || kill "$server" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
  echo "deb: FAILED: $*" >&2
  exit 1
}
pass() { echo "deb: ok: $*"; }
apt_quiet() { DEBIAN_FRONTEND=noninteractive $sudo apt-get "$@" -y -qq >"$tmp/apt.log" 2>&1 || { cat "$tmp/apt.log" >&2; return 1; }; }

version="$(dpkg-deb -f "$deb" Version)"
package="$(dpkg-deb -f "$deb" Package)"
[ "$package" = felt ] || fail "the package is called '$package', not felt"
echo "deb: $(basename "$deb"), $(stat -c %s "$deb") bytes; depends: $(dpkg-deb -f "$deb" Depends)"

# A clean start: no Felt installed.
if dpkg-query -W -f='${Status}' felt 2>/dev/null | grep -q "install ok installed"; then
  apt_quiet remove felt
fi
apt_quiet install "$deb"
for f in /usr/bin/felt /usr/bin/felt-desktop /usr/share/man/man1/felt.1.gz \
  /usr/share/bash-completion/completions/felt /usr/share/zsh/vendor-completions/_felt \
  /usr/share/fish/vendor_completions.d/felt.fish; do
  [ -e "$f" ] || fail "the package installed no $f"
done
desktop="$(dpkg -L felt | grep '\.desktop$' | head -1)"
[ -n "$desktop" ] && grep -q '^Exec=felt-desktop' "$desktop" || fail "no desktop entry that starts felt-desktop"
icon="$(sed -n 's/^Icon=//p' "$desktop")"
dpkg -L felt | grep -q "/icons/.*/$icon\.png$" || fail "the desktop entry's icon '$icon' is not in the package"
pass "apt installed felt $version: both binaries, the desktop entry and its icon, the man page, three shells' completions"

v="$(felt --version)"
[[ "$v" =~ ^felt\ [0-9.]+\ \(commit\ [0-9a-f]{7,} ]] || fail "felt --version said '$v' (want the version and the commit)"
pass "felt --version: $v"
man -w felt >/dev/null 2>&1 || zcat /usr/share/man/man1/felt.1.gz | grep -q '^\.TH' || fail "the man page does not read"
bash -c 'source /usr/share/bash-completion/completions/felt && complete -p felt' >/dev/null ||
  fail "the bash completion does not load"
pass "the man page and the bash completion load"

# The installed server, in an empty home: the database goes to the XDG data folder.
home="$tmp/home"
mkdir -p "$home"
port=$((20000 + RANDOM % 20000))
env -i HOME="$home" PATH=/usr/bin:/bin felt serve --port "$port" >"$tmp/serve.log" 2>&1 &
server=$!
up=0
for _ in $(seq 1 30); do
  curl -fsS -m 60 "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && { up=1; break; }
  sleep 0.5
done
[ "$up" -eq 1 ] || { cat "$tmp/serve.log" >&2; fail "the installed felt serve did not answer"; }
curl -fsS -m 60 "http://127.0.0.1:$port/" | grep -q '<div id="app"' || fail "no console page from the installed felt"
curl -fsS -m 60 "http://127.0.0.1:$port/display/1" | grep -q '<div id="app"' || fail "no display page"
js="$(curl -fsS -m 60 "http://127.0.0.1:$port/" | grep -o 'assets/[^"]*\.js' | head -1)"
curl -fsS -m 60 "http://127.0.0.1:$port/$js" | head -c 100 | grep -q . || fail "the console's script is not served"
grep -q 'created demo event' "$tmp/serve.log" || fail "no demo event in an empty home"
kill "$server"
wait "$server" 2>/dev/null || true
server=""
data="$home/.local/share/felt"
[ -f "$data/felt.db" ] || fail "no database in $data"
[ "$(stat -c %a "$data")" = 700 ] && [ "$(stat -c %a "$data/felt.db")" = 600 ] ||
  fail "the data folder or database is readable by others: $(stat -c '%a %n' "$data" "$data/felt.db")"
pass "felt serve from the package, in an empty home: console, display and script served, the demo event made, $data owner-only"

# The installed window, under Xvfb, on the demo event.
FELT_DESKTOP_APP=/usr/bin/felt-desktop FELT_DESKTOP_SHOT=package-desktop bash tests/desktop/smoke.sh
pass "the installed felt-desktop opened the console (test-output/package-desktop.png)"

# Removing the program keeps the TD's events.
apt_quiet remove felt
[ ! -e /usr/bin/felt ] || fail "apt-get remove left /usr/bin/felt"
[ -f "$data/felt.db" ] || fail "apt-get remove took the TD's database"
pass "apt-get remove felt: the program is gone, $data/felt.db stays"

# An upgrade: the same tree packaged again as a newer version, installed over the old one
# that holds two events.
newer="$version.1"
mkdir -p "$tmp/repack"
dpkg-deb -R "$deb" "$tmp/repack/tree"
sed -i "s/^Version: .*/Version: $newer/" "$tmp/repack/tree/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$tmp/repack/tree" "$tmp/repack/felt_${newer}_amd64.deb" >/dev/null
apt_quiet install "$deb"
env -i HOME="$home" PATH=/usr/bin:/bin felt event create structures/example-mixed-limit.toml >/dev/null
before="$(env -i HOME="$home" PATH=/usr/bin:/bin felt event list)"
apt_quiet install "$tmp/repack/felt_${newer}_amd64.deb"
[ "$(dpkg-query -W -f='${Version}' felt)" = "$newer" ] || fail "apt did not upgrade to $newer"
after="$(env -i HOME="$home" PATH=/usr/bin:/bin felt event list)"
[ "$before" = "$after" ] || fail "the upgrade changed the events: before
$before
after
$after"
[ "$(echo "$after" | grep -c .)" -ge 2 ] || fail "expected two events, the list says: $after"
pass "felt $version upgraded to $newer over $(echo "$after" | grep -c .) events: every event is there"

apt_quiet remove felt
echo "deb: passed"
