#!/usr/bin/env bash
# Refresh the shipped demo snapshots.
#
# Serves demo/site on loopback with `docdrift serve`, fetches every page in
# demo/site/sitemap.xml with `docdrift fetch --snapshots snapshots`, and stops
# the server again. Exits non-zero if the build, the server, any fetch, or any
# request the server answered with something other than 200/304 failed.
#
#   demo/refresh.sh                      # from anywhere inside the repo
#   SNAPSHOTS=/tmp/snaps demo/refresh.sh # somewhere else
#
# Only pages whose body changed are replaced, so refreshing an unchanged
# site leaves the work tree clean (no lock, no stray files).
#
# The address is fixed (127.0.0.1:8741) because the page URLs are part of the
# snapshots and of claims/demo.toml. Last-Modified is pinned so a refresh does
# not depend on when the repository was checked out; ETags are content hashes.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
cd "$repo"

addr="${DEMO_ADDR:-127.0.0.1:8741}"
snapshots="${SNAPSHOTS:-snapshots}"
last_modified="${DEMO_LAST_MODIFIED:-2026-10-22T23:26:42Z}"
site="demo/site"
# The sitemap names pages on the canonical demo address.
canonical="http://127.0.0.1:8741/"

if [ -n "${DOCDRIFT_BIN:-}" ]; then
    bin="$DOCDRIFT_BIN"   # an already built binary (the test suite's)
else
    echo "refresh: building docdrift" >&2
    cargo build --quiet
    bin="${CARGO_TARGET_DIR:-$repo/target}/debug/docdrift"
fi
[ -x "$bin" ] || { echo "refresh: $bin not found after cargo build" >&2; exit 1; }

tmp="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$bin" serve "$site" --addr "$addr" --last-modified "$last_modified" >"$tmp/url" 2>"$tmp/server.log" &
server_pid=$!

# `docdrift serve` prints its URL on stdout once it is listening.
for _ in $(seq 1 100); do
    [ -s "$tmp/url" ] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "refresh: docdrift serve exited before listening:" >&2
        cat "$tmp/server.log" >&2
        exit 1
    fi
    sleep 0.1
done
if [ ! -s "$tmp/url" ]; then
    echo "refresh: docdrift serve did not print its URL within 10 s" >&2
    exit 1
fi
base="$(head -n 1 "$tmp/url")"
echo "refresh: serving $site at $base" >&2

urls=()
while IFS= read -r loc; do
    urls+=("${base}${loc#"$canonical"}")
done < <(grep -o '<loc>[^<]*</loc>' "$site/sitemap.xml" | sed -e 's:<loc>::' -e 's:</loc>::')
if [ "${#urls[@]}" -eq 0 ]; then
    echo "refresh: no <loc> entries in $site/sitemap.xml" >&2
    exit 1
fi

# Fetch into a scratch store, then move over only the pages whose body
# changed: an unchanged page keeps its committed record (fetch time, Date
# header), so a refresh of an unchanged site leaves the work tree clean.
echo "refresh: fetching ${#urls[@]} pages" >&2
"$bin" fetch --snapshots "$tmp/store" "${urls[@]}"
changed=0
while IFS= read -r record; do
    rel="${record#"$tmp/store/"}"
    page="$(dirname "$rel")"
    sha="$(grep -o '"body_sha256": *"[0-9a-f]*"' "$record" | grep -o '[0-9a-f]\{64\}')"
    old="$snapshots/$page/latest.json"
    if [ -f "$old" ] && grep -q "\"body_sha256\": *\"$sha\"" "$old"; then
        continue
    fi
    mkdir -p "$snapshots/$page"
    # The page's old files go; the new record and body come in.
    find "$snapshots/$page" -maxdepth 1 -type f \( -name 'latest.*' -o -name 'previous.*' -o -name '_body-*' \) -delete
    cp "$tmp/store/$page"/latest.json "$tmp/store/$page"/_body-* "$snapshots/$page/"
    changed=$((changed + 1))
done < <(find "$tmp/store" -name latest.json | sort)
echo "refresh: $changed of ${#urls[@]} pages changed in $snapshots/" >&2

# A fetch that "succeeded" against an error page is still a failure here.
bad="$(grep -Ev ' (200|304)$' "$tmp/server.log" | grep -Ev '^serving ' || true)"
if [ -n "$bad" ]; then
    echo "refresh: the server answered some requests with an error:" >&2
    echo "$bad" >&2
    exit 1
fi
echo "refresh: done (${#urls[@]} pages)" >&2
