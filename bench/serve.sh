#!/usr/bin/env bash
# Measures `docdrift serve` (BENCHMARKS.md, "serve"): requests/s to ONE sequential loopback
# client, kept alive (wrk -t1 -c1) and a new connection per request (ab -c1, HTTP/1.0), then
# `docdrift crawl` vs `wget -r -np -l inf` of std/ with `docdrift serve` as the server.
# Each binary given is started as a user starts it (`docdrift serve --addr 127.0.0.1:0 DIR`,
# request log on, stderr to /dev/null) and measured RUNS times per client.
#
#   bench/serve.sh [--no-crawl] DOCDRIFT [DOCDRIFT…]   # e.g. a build of main and of a branch
#
# Needs wrk and ab (apt-get install wrk apache2-utils), wget, /usr/bin/time and the toolchain's
# docs (rustup component add rust-docs).
set -euo pipefail

RUNS=${RUNS:-3}
SECS=${SECS:-5}
CRAWL=1
if [ "${1:-}" = "--no-crawl" ]; then CRAWL=0; shift; fi
[ $# -ge 1 ] || { echo "usage: bench/serve.sh [--no-crawl] DOCDRIFT [DOCDRIFT…]" >&2; exit 2; }
for tool in wrk ab wget /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "serve.sh: $tool is required but missing" >&2; exit 1; }
done
DOCS="$(rustc --print sysroot)/share/doc/rust/html"
PAGE=/std/index.html
WORK=$(mktemp -d)
SERVER_PID=
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# Start `docdrift serve` on a free port; sets SERVER_PID and BASE (the URL it prints).
start_server() {
  rm -f "$WORK/url"
  "$1" serve --addr 127.0.0.1:0 "$DOCS" >"$WORK/url" 2>/dev/null &
  SERVER_PID=$!
  for _ in $(seq 100); do
    [ -s "$WORK/url" ] && break
    sleep 0.05
  done
  BASE=$(head -1 "$WORK/url")
  BASE=${BASE%/}
  [ -n "$BASE" ] || { echo "serve.sh: $1 serve printed no URL" >&2; exit 1; }
}
stop_server() {
  kill "$SERVER_PID"
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); page: $PAGE ($(stat -c %s "$DOCS$PAGE") bytes)"
for bin in "$@"; do
  echo "== $bin"
  start_server "$bin"
  for i in $(seq "$RUNS"); do
    rps=$(wrk -t1 -c1 -d"${SECS}s" "$BASE$PAGE" | awk '/Requests\/sec/ {print $2}')
    echo "keep-alive run $i: $rps requests/s (wrk -t1 -c1 -d${SECS}s)"
  done
  for i in $(seq "$RUNS"); do
    out=$(ab -q -c1 -t"$SECS" -n 1000000 "$BASE$PAGE" 2>&1)
    rps=$(echo "$out" | awk '/Requests per second/ {print $4}')
    failed=$(echo "$out" | awk '/Failed requests/ {print $3}')
    echo "new connection run $i: $rps requests/s, $failed failed (ab -c1 -t$SECS)"
  done
  if [ "$CRAWL" = 1 ]; then
    # Crawl and wget alternate, as child processes, against the same server.
    for i in $(seq "$RUNS"); do
      rm -rf "$WORK/store" "$WORK/wget"
      # Exit 1/3 (some pages failed: 404 links) and wget's 8 are results, not failures.
      /usr/bin/time -o "$WORK/time" -f "%e s, %M KB" "$bin" crawl "$BASE$PAGE" \
        --snapshots "$WORK/store" --format json >"$WORK/crawl.json" 2>/dev/null || [ $? -le 3 ]
      summary=$(python3 -c 'import json, sys; s = json.load(open(sys.argv[1]))["summary"]; print(", ".join(f"{k} {s[k]}" for k in ("fetched", "failed", "requests")))' "$WORK/crawl.json")
      echo "crawl run $i: $(tail -1 "$WORK/time"); $summary"
      /usr/bin/time -o "$WORK/time" -f "%e s, %M KB" wget -r -np -l inf -q -P "$WORK/wget" \
        "$BASE$PAGE" || [ $? -eq 8 ]
      echo "wget run $i: $(tail -1 "$WORK/time"); $(find "$WORK/wget" -type f | wc -l) files"
    done
  fi
  stop_server
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
